"""The account of every object noun of the prompt: made, approximated, fewer, not made, or
left out as asked. Nothing the prompt names is dropped without a line saying so.

`label_objects` gives planned objects the prompt's own nouns ("bar stool" on a stool, "teddy
bear" on the plush toy that stands in for it); `account` then compares each noun phrase with
the objects that carry its noun. The same comparison runs again on the built scene
(`recount`), so the report says what was made, not only what was planned.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace

from agents.geometry.shapes import builds_shape
from agents.prompt_interpreter.grammar import NounPhrase, read
from agents.prompt_interpreter.mentions import family_in, normalize_prompt, same_kind
from agents.prompt_interpreter.relations import relations_of
from agents.prompt_interpreter.vocabulary import OBJECT_WORDS
from agents.prompt_interpreter.words import SHAPES
from orchestrator.schema.scene import (
    NounAccount,
    PlacedObject,
    PlannedObject,
    RoomType,
    ScenePlan,
)


def _asking(phrases: Iterable[NounPhrase], room: RoomType) -> list[NounPhrase]:
    """The phrases that ask for objects (or ask to leave them out), one per noun: a phrase
    that refers back is folded into the noun's first phrase, or the first phrase of its kind
    ("the bathtub ... beside the tub")."""
    kept: dict[str, NounPhrase] = {}
    for phrase in phrases:
        if phrase.refers_back:
            kind = family_in(phrase, room)
            if phrase.noun in kept or any(not k.negated and same_kind(family_in(k, room), kind)
                                          for k in kept.values()):
                continue
        if phrase.noun in kept:
            first = kept[phrase.noun]
            if not first.negated and not phrase.negated:
                kept[phrase.noun] = _merged(first, phrase)
            continue
        kept[phrase.noun] = phrase
    return list(kept.values())


def _merged(first: NounPhrase, more: NounPhrase) -> NounPhrase:
    return replace(first, count=first.count + more.count,
                   at_least=first.at_least and more.at_least)


def label_objects(objects: Sequence[PlannedObject], phrases: Iterable[NounPhrase],
                  room: RoomType) -> tuple[PlannedObject, ...]:
    """Objects with the prompt's nouns as labels, in the order the prompt names them."""
    wanted: dict[str, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
    for phrase in _asking(phrases, room):
        category = family_in(phrase, room)
        if category is not None and not phrase.negated and not phrase.umbrella:
            wanted[category] += [(phrase.noun, phrase.attributes[:8])] * phrase.count
    out = []
    for obj in objects:
        names = wanted.get(obj.category)
        if names and obj.label is None:
            noun, attributes = names.pop(0)
            out.append(obj.model_copy(update={"label": noun, "attributes": attributes}))
        else:
            out.append(obj)
    return tuple(out)


def account(phrases: Iterable[NounPhrase], objects: Iterable[PlannedObject],
            room: RoomType, limit_note: str = "") -> tuple[NounAccount, ...]:
    """One line per noun the prompt names: what the plan holds for it."""
    objects = list(objects)
    phrases = list(phrases)
    accounts = []
    for phrase in _asking(phrases, room):
        if phrase.umbrella:
            accounts.append(_umbrella_account(phrase, phrases))
            continue
        family = family_in(phrase, room)
        have = sum(1 for o in objects if o.label == phrase.noun) or (
            sum(1 for o in objects if o.category == family) if family else 0)
        accounts.append(judge(phrase, family, have, limit_note))
    return tuple(accounts)


def _umbrella_account(phrase: NounPhrase, phrases: Sequence[NounPhrase]) -> NounAccount:
    """ "utensils including a spatula and tongs": made as the things it lists, which have
    accounts of their own (the members: the phrases after it in its sentence)."""
    members = [p.noun for p in phrases[phrase.index + 1:]
               if p.sentence == phrase.sentence and not p.negated and not p.refers_back]
    listed = ", ".join(dict.fromkeys(members)) or "nothing"
    return NounAccount(phrase=phrase.text[:200], noun=phrase.noun[:120], asked=0,
                       at_least=True, outcome="made",
                       note=f"stands for the things listed with it: {listed}"[:300])


def judge(phrase: NounPhrase, family: str | None, have: int, limit_note: str = ""
          ) -> NounAccount:
    """The account of one noun phrase given how many objects answer it."""
    base = {"phrase": phrase.text[:200], "noun": phrase.noun[:120], "asked": phrase.count,
            "at_least": phrase.at_least, "family": family, "planned": have}
    if phrase.negated:
        if have:
            return NounAccount(**base, outcome="fewer",  # type: ignore[arg-type]
                               note=f"asked for none, {have} made")
        return NounAccount(**base, outcome="left_out", note="left out, as asked")  # type: ignore[arg-type]
    if family is None:
        return NounAccount(**base, outcome="not_made",  # type: ignore[arg-type]
                           note=f"no object in the library for {phrase.noun!r}")
    if have < phrase.count:
        why = f"; {limit_note}" if limit_note else ""
        return NounAccount(**base, outcome="fewer",  # type: ignore[arg-type]
                           note=f"made {have} of {phrase.count}{why}")
    shape = _unbuilt_shape(phrase, family)
    unshaped = f"not made {shape}: the library has no {shape} {family.replace('_', ' ')}" \
        if shape else ""
    if not phrase.named:
        note = "; ".join(filter(None, (f"approximated as {family.replace('_', ' ')}", unshaped)))
        return NounAccount(**base, outcome="approximated", note=note)  # type: ignore[arg-type]
    return NounAccount(**base, outcome="made", note=unshaped)  # type: ignore[arg-type]


def _unbuilt_shape(phrase: NounPhrase, family: str) -> str | None:
    """A shape word the prompt gives the thing ("a hexagonal table") that its kind is not
    built in, unless the kind is named by it ("an L-shaped sofa" is a sectional)."""
    names = OBJECT_WORDS.get(family, ())
    return next((w for w in phrase.attributes if w in SHAPES and not builds_shape(family, w)
                 and not any(w in name for name in names)), None)


def recount(accounts: Iterable[NounAccount], objects: Iterable[PlannedObject | PlacedObject]
            ) -> list[dict[str, object]]:
    """The plan's account checked against what was built: a noun the layout could not fit
    all of is `fewer`, with how many were made."""
    objects = list(objects)
    out = []
    for item in accounts:
        made = sum(1 for o in objects if o.label == item.noun) or (
            sum(1 for o in objects if o.category == item.family) if item.family else 0)
        outcome, note = item.outcome, item.note
        if item.outcome in ("made", "approximated") and made < item.asked:
            outcome, note = "fewer", f"made {made} of {item.asked}; the layout found no room"
        elif item.outcome == "left_out" and made:
            outcome, note = "fewer", f"asked for none, {made} made"
        row = item.model_dump(exclude={"planned"})
        out.append({**row, "made": made, "outcome": outcome, "note": note})
    return out


def accounted(plan: ScenePlan) -> ScenePlan:
    """A plan from elsewhere (Claude) held to the same account: its objects labelled with the
    prompt's nouns, every noun's outcome and the prompt's relations, as the grammar reads the
    prompt (the model's own labels and relations, if it gave any, are kept)."""
    reading = read(normalize_prompt(plan.prompt))
    objects = label_objects(plan.objects, reading.phrases, plan.room_type)
    return plan.model_copy(update={
        "objects": objects,
        "room_label": plan.room_label or reading.room_label,
        "nouns": plan.nouns or account(reading.phrases, objects, plan.room_type),
        "relations": plan.relations or relations_of(reading.phrases, plan.room_type),
    })
