"""An instruction's words -> an `EditPlan` (offline rules; the grammar reads its noun phrases).

One clause per change ("remove the tv and add a plant next to the sofa" is two); the verb
says the kind: remove / delete / take out; swap / replace ... for / with; make the X round,
blue, bigger; move / put / push the X (a thing already there) under the window, in the
corner, next to the Y; add / put / place a X (a new thing) on / next to / around the Y; make it
rustic (restyle); make it night, at dusk (relight). What cannot be read is refused with a
one-line reason (`EditRefused`), before anything is written.
"""

from __future__ import annotations

import re

from agents.prompt_interpreter.grammar import NounPhrase, read
from agents.prompt_interpreter.mentions import detect_style, detect_time, normalize_prompt
from agents.prompt_interpreter.words import COLOURS, MATERIALS, SHAPES, SIZES
from orchestrator.errors import InputError
from orchestrator.schema.edit import MAX_EDIT_OPS, MAX_INSTRUCTION_CHARS, EditOp, EditPlan

REMOVE = ("remove", "delete", "take out", "take away", "get rid of", "drop", "lose")
REPLACE = ("swap", "replace", "exchange", "switch", "change", "trade")
MOVE = ("move", "put", "push", "shift", "place", "slide", "turn")
ADD = ("add", "put", "place", "include", "bring", "give", "set", "hang", "stand")
# comparative size words -> the size word the library scales by
RESIZE = {"bigger": "large", "larger": "large", "smaller": "small", "wider": "wide",
          "longer": "long", "taller": "tall", "lower": "low", "shorter": "short",
          "narrower": "narrow", "huge": "huge", "tiny": "tiny"}
ALL = 12  # "remove all the chairs": every one (the most one edit names)
LOOK_WORDS = COLOURS | MATERIALS | SHAPES | SIZES | frozenset(RESIZE)
RELATIONS = {"on": "on_top_of", "onto": "on_top_of", "atop": "on_top_of", "upon": "on_top_of",
             "next": "next_to", "beside": "next_to", "by": "next_to", "near": "next_to",
             "to": "next_to", "around": "around", "round": "around", "at": "around",
             "facing": "next_to", "under": "next_to", "in": "on_top_of", "inside": "on_top_of"}
LANDMARKS = {"corner": "corner", "wall": "against_wall", "middle": "center",
             "center": "center", "centre": "center", "window": "under_window"}


class EditRefused(InputError):
    """An instruction that cannot be read or done; nothing was written."""


def _split(text: str) -> list[str]:
    parts = re.split(r"\s*(?:;|\.(?:\s|$)|,?\s+and then\s+|,\s*then\s+|\s+then\s+)\s*", text)
    clauses: list[str] = []
    for part in (p.strip(" ,.") for p in parts):
        # "remove the tv and add a plant": a verb after "and" starts a clause of its own
        pieces = re.split(r",?\s+and\s+(?=(?:" + "|".join(
            re.escape(v) for v in (*REMOVE, *REPLACE, *MOVE, *ADD, "make")) + r")\b)", part)
        clauses += [p for p in pieces if p]
    return clauses


def _verb(clause: str) -> str:
    for verbs, kind in ((REMOVE, "remove"), (REPLACE, "replace"), (("make", "turn"), "make"),
                        (MOVE + ADD, "put")):
        if any(re.match(rf"(?:please\s+)?{re.escape(v)}\b", clause) for v in verbs):
            return kind
    return "put"


def _objects(clause: str) -> list[NounPhrase]:
    return [p for p in read(clause).phrases if p.family and p.family != "window"]


def _landmark(phrase: NounPhrase | None, clause: str) -> str | None:
    if phrase is not None and phrase.landmark in LANDMARKS:
        return LANDMARKS[phrase.landmark]
    found = re.search(r"\b(?:under|below|by|near|beside|next to|in front of) (?:the|a) window",
                      clause)
    if found:
        return "under_window"
    for word, relation in LANDMARKS.items():
        if re.search(rf"\b(?:in|into|to|against|by) the {word}\b", clause):
            return relation
    return None


def _relation(target: NounPhrase | None, clause: str) -> str | None:
    if target is None or target.relation is None:
        return None
    if re.search(r"\bnext to\b|\bbeside\b", clause):
        return "next_to"
    return RELATIONS.get(target.relation, "next_to")


def _subject(clause: str) -> str:
    """A "make" clause less the words it gives its thing ("make the rug round and blue" ->
    "make the rug"): the grammar reads the thing's noun phrase from what is left."""
    words = clause.split()
    while words and words[-1].strip(",.") in LOOK_WORDS | {"and", "a", "bit", "more"}:
        words.pop()
    return " ".join(words)


def _clause_ops(clause: str) -> list[EditOp]:
    ops: list[EditOp] = []
    verb = _verb(clause)
    phrases = _objects(_subject(clause) if verb == "make" else clause)
    style, when = detect_style(clause), detect_time(clause)
    if (verb == "make" and not phrases) or re.match(r"(?:make|turn) (?:it|the room|everything)\b",
                                                  clause):
        if style:
            ops.append(EditOp(kind="restyle", value=style))
        if when:
            ops.append(EditOp(kind="relight", value=when))
        if ops:
            return ops
    if not phrases:
        if when and not style and re.search(r"\b(?:relight|light|at|in the)\b", clause):
            return [EditOp(kind="relight", value=when)]
        if style and re.search(r"\b(?:style|restyle|look)\b", clause):
            return [EditOp(kind="restyle", value=style)]
        raise EditRefused(f"no object of the library is named in {clause!r}")
    first = phrases[0]
    second = phrases[1] if len(phrases) > 1 else None
    if verb == "remove":
        return [EditOp(kind="remove", noun=p.noun, count=ALL if p.at_least or p.count > 1
                       or re.search(rf"\ball (?:the |of the )?{re.escape(p.noun)}", clause)
                       else p.count) for p in phrases]
    if verb == "replace":
        if second is None:
            raise EditRefused(f"swap {first.noun} for what? say \"swap the {first.noun} for "
                              f"a ...\"")
        return [EditOp(kind="replace", noun=first.noun, new=second.noun,
                       words=tuple(second.attributes))]
    if verb == "make":
        after = clause.split(first.noun, 1)[-1].split()
        words = [w.strip(",.") for w in after if w.strip(",.") not in ("and", "a", "bit", "more")]
        colours = tuple(w for w in words if w in COLOURS or w in MATERIALS)
        shapes = tuple(w for w in words if w in SHAPES)
        sizes = tuple(RESIZE.get(w, w) for w in words if w in RESIZE or w in SIZES)
        if colours:
            ops.append(EditOp(kind="recolour", noun=first.noun, words=colours))
        if shapes:
            ops.append(EditOp(kind="reshape", noun=first.noun, words=shapes))
        if sizes:
            ops.append(EditOp(kind="resize", noun=first.noun, words=sizes))
        if not ops:
            raise EditRefused(f"make the {first.noun} what? name a colour, a material, a "
                              f"shape or a size")
        return ops
    landmark = _landmark(second or first, clause)
    if first.definite and not first.adds_one:  # "move the desk", "put the armchair ...": it
        if second is None and landmark is None:  # is there already
            raise EditRefused(f"move the {first.noun} where? say next to, on, under the "
                              f"window, in the corner, against the wall")
        return [EditOp(kind="move", noun=first.noun,
                       target=second.noun if second is not None else None,
                       relation=landmark if second is None else _relation(second, clause))]
    return [EditOp(kind="add", new=first.noun, count=max(1, first.count),
                   words=tuple(first.attributes),
                   target=second.noun if second is not None else None,
                   relation=(_relation(second, clause) if second is not None else landmark))]


def parse_edit(instruction: str) -> EditPlan:
    """The typed edit an instruction asks for; `EditRefused` when it cannot be read."""
    if len(instruction) > MAX_INSTRUCTION_CHARS:
        raise EditRefused(f"the instruction is {len(instruction):,} characters; the limit is "
                          f"{MAX_INSTRUCTION_CHARS}")
    text = normalize_prompt(instruction).strip(" .!")
    if not text:
        raise EditRefused("the instruction is empty; say what to change, e.g. \"remove the "
                          "tv\"")
    ops = [op for clause in _split(text) for op in _clause_ops(clause)]
    if len(ops) > MAX_EDIT_OPS:
        raise EditRefused(f"the instruction asks for {len(ops)} changes; the limit is "
                          f"{MAX_EDIT_OPS} an edit")
    return EditPlan(instruction=instruction, ops=tuple(ops))
