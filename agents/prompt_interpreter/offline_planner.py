"""The offline planner: a prompt becomes a ScenePlan by rules, with no network and no LLM.

Deterministic: the same prompt, seed and overrides give the same plan. The rules:

- room type: the earliest room word in the prompt ("bedroom", "lounge", "study", "coffee shop",
  "bathroom", "kids' room", "studio apartment", ...), or the room the prompt's own name for it
  fits ("jazz bar" -> cafe); else the room its named objects suggest (a bed -> bedroom, a
  bathtub -> bathroom); else living_room. A kind of room no template fits ("pet store", "music
  room") is composed of its named objects and the fixtures any room has (`NEUTRAL`), dressed
  as a dining room unless its objects suggest another; the plan keeps its name (room_label).
- style, mood, time of day: the earliest matching word; defaults per room (`templates`), and a
  mood that follows the style ("cozy" -> warm, "playful" -> bright) or the time of day
  (night -> moody).
- room size: drawn by the seed from the room type's range (before the objects, so that large
  rooms can hold large things: a kitchen island), grown when the furniture needs it.
- objects: the room template's core slots (always a door), optional slots drawn by the seed
  (from the room type and the seed only, so rewording a prompt keeps its furniture), objects
  the prompt names ("with a bookshelf and two plants", "no tv"), trimmed or topped up to 8-15
  objects. Objects the prompt names are always kept, up to 30 objects in all. Windows a prompt
  names are not objects: the layout reads them from the prompt (`mentions.windows_named`).

Overrides (room_type, style, mood, time_of_day) replace what the prompt says.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import get_args

from agents.geometry.capacity import (
    MIN_FILL_SCALE,
    footprint_share,
    most_it_takes,
    seated_length,
    top_load,
)
from agents.geometry.catalog import GENERATORS, HAND_MODELLED, LOW_THING, surfaces
from agents.geometry.dressing_sets import SETTING
from agents.geometry.families import FAMILIES
from agents.geometry.holds import is_holder, places_for
from agents.geometry.predicates import ACROSS_M
from agents.geometry.rows import ROW_KINDS
from agents.geometry.settings import OFFSETS
from agents.prompt_interpreter.accounting import account, label_objects
from agents.prompt_interpreter.grammar import NounPhrase, read
from agents.prompt_interpreter.lexicon import heads_of
from agents.prompt_interpreter.mentions import (
    MAX_PER_CATEGORY,
    Mentions,
    detect_density,
    detect_mood,
    detect_room,
    detect_style,
    detect_time,
    family_in,
    find_objects,
    hinted_room,
    normalize_prompt,
    room_of_label,
)
from agents.prompt_interpreter.relations import SEATS, Hint, placement_hints, relations_of
from agents.prompt_interpreter.room_kits import RoomKit, kit_for
from agents.prompt_interpreter.slots import listed_hosts
from agents.prompt_interpreter.surface_words import surface_looks
from agents.prompt_interpreter.templates import (
    ANCHORS,
    DEFAULT_STYLE,
    DEFAULT_TIME,
    MIN_IMPORTANCE,
    MOOD_BY_STYLE,
    MOOD_BY_TIME,
    ROOM_SIZES,
    STORAGE,
    TEMPLATES,
    Slot,
)
from orchestrator.schema.scene import (
    Density,
    Mood,
    NounAccount,
    PlannedObject,
    Relation,
    RelationSpec,
    RoomType,
    ScenePlan,
    Style,
    SurfaceLook,
    TimeOfDay,
)

__all__ = ["MAX_NAMED_PLAN", "MAX_OBJECTS", "MIN_OBJECTS", "choose_slots", "normalize_prompt",
           "plan_offline"]

MIN_OBJECTS, MAX_OBJECTS = 8, 15
MAX_NAMED_PLAN = 90  # a plan grows past MAX_OBJECTS only for objects the prompt names
FILL_RATIO = 0.5  # furniture footprint (with a walking margin) per floor area before growing
SEAT_AREA = 0.45  # m^2 a chair with its margin is counted for
SEATED_MARGIN = 2.6  # metres a room is longer than a table with seats at its ends
NAMED_IMPORTANCE = 6
TABLE_TOP = 0.9  # a top at least this high up its thing is one small things stand on
ROW_AISLE = 0.6  # metres of aisle beside each desk or pew in a row
COMPOSED_MIN_KINDS = 2  # kinds of thing a prompt with no room names to be composed of them
SLEEPERS = frozenset({"bed", "bunk_bed", "crib", "daybed", "hospital_bed", "bassinet"})
NOT_OBJECTS = frozenset({"window"})  # named, but openings in the room's walls
HOST_CAPACITY = 0.5  # share of a host's top that the things planned on it may cover
NAMED_KEY = "named_"  # how the keys of slots added for the prompt's own objects begin
FALLBACK_HOST = {"tv": "tv_stand", "laptop": "desk", "desk_lamp": "desk"}  # else a side table
# a prompt that names this many kinds furnishes its room itself: a kit adds its core only;
# and a prompt that names any seat has all the seats it wants
KIT_FURNISHED, KIT_CORE = 2, 6
# what a room composed of its named objects keeps of the template: fixtures any room has
NEUTRAL = frozenset({"door", "ceiling_lamp", "plant", "painting", "rug", "curtains",
                     "floor_lamp"})
GENERIC_ROOMS = ("room", "space", "area", "interior")  # name no kind of room
DEFINING_IMPORTANCE = 9  # a composed room's first named floor object
COMPANION_IMPORTANCE = 4  # what comes with a named thing: kept before the template's extras
# the seats a table the prompt names is sat at, and how many, when the room's template seats
# no one there (a desk in a bedroom, a dining table in a living room, a workbench in a
# garage): a desk with no chair is not what anyone pictures
SEATED_AT: dict[str, tuple[str, int]] = {
    "desk": ("chair", 1), "dining_table": ("chair", 4), "cafe_table": ("chair", 2),
    "kids_table": ("kids_chair", 2), "kitchen_island": ("stool", 2),
    "bar_counter": ("counter_stool", 3), "bar_table": ("counter_stool", 2),
    "dressing_table": ("stool", 1), "workbench": ("stool", 1), "lab_bench": ("stool", 2),
    "conference_table": ("office_chair", 6), "poker_table": ("chair", 4),
}
TABLE_SEATS = SEATS | {"bench", "booth_seating"}  # a prompt naming any of these seats its own
SEAT_HEADS = frozenset({"chair", "stool", "bench", "seat", "sofa", "couch", "recliner"})
# seats go round a table, desk or counter: the template's, else any of the library's
SET_TABLE = SETTING["normal"]  # what "a table set for four" lays at each seat
TABLES = ("dining_table", "cafe_table", "coffee_table", "desk", "kitchen_island", "counter")
SEAT_HOSTS = tuple(sorted(
    name for name, gen in GENERATORS.items()
    if (name.endswith(("table", "desk", "counter")) or name in ("lab_bench", "workbench"))
    and name not in HAND_MODELLED
    and gen.surface_frac is not None and gen.size[2] >= 0.45 and gen.placement != "surface"))
# tables the planner adds for surface things that have no host, smallest first
SPARE_HOSTS = ("side_table", "sideboard", "desk", "dining_table")
# where a surface thing with no host of its own goes
DEFAULT_HOSTS = ("side_table", "coffee_table", "desk", "dining_table", "counter", "sideboard",
                 "dresser", "nightstand", "kitchen_island", "cafe_table")
LIMIT_NOTE = (f"a plan holds at most {MAX_NAMED_PLAN} named objects, "
              f"{MAX_PER_CATEGORY} of one kind")


def _check(value: str | None, kind: object, what: str) -> None:
    if value is not None and value not in get_args(kind):
        raise ValueError(f"unknown {what} {value!r}; choose one of {', '.join(get_args(kind))}")


def plan_offline(
    prompt: str,
    seed: int,
    *,
    room_type: RoomType | None = None,
    style: Style | None = None,
    mood: Mood | None = None,
    time_of_day: TimeOfDay | None = None,
    density: Density | None = None,
    size: tuple[float, float, float] | None = None,
) -> ScenePlan:
    """Plan the scene a prompt describes, by keyword rules and seeded room templates; `size`
    (width, depth, height) fixes the room's size (a room of a home) instead of the seed."""
    _check(room_type, RoomType, "room type")
    _check(style, Style, "style")
    _check(mood, Mood, "mood")
    _check(time_of_day, TimeOfDay, "time of day")
    _check(density, Density, "density")
    text = normalize_prompt(prompt)
    reading = read(text)  # once: the room decides only what "a table" or "a lamp" is
    probe = find_objects(reading, "living_room")
    kind = room_type or detect_room(text) or room_of_label(probe.room_label)
    # a kind of room we have no template for ("pet store", "gym") is composed of its objects
    hinted = hinted_room(probe)
    composed = kind is None and (probe.room_label not in (None, *GENERIC_ROOMS) or (
        hinted is None and len(probe.counts) >= COMPOSED_MIN_KINDS))  # a room of its
    # objects too when the prompt names no room and its things suggest none (desks in rows
    # facing a blackboard are no living room)
    # a kind of room with no template of its own is dressed and furnished as a dining room
    # (a table is a table, not a coffee table); its named objects suggest better if they can
    room: RoomType = kind or hinted or ("dining_room" if composed else "living_room")
    found = find_objects(reading, room)
    counts = {k: v for k, v in found.counts.items() if k in GENERATORS and k not in NOT_OBJECTS}
    kit = kit_for(probe.room_label) if composed else None  # what a garage or gym holds
    template = tuple(s for s in TEMPLATES[room] if not composed or s.category in NEUTRAL) \
        + (_kit_slots(kit, counts) if kit else ())
    counts.update(_seats_for_party(reading.party, counts, template))
    mentions = Mentions(counts, found.excluded | _shadowed(found, counts), found.at_least,
                        phrases=found.phrases)
    chosen_style: Style = style or detect_style(text) or (kit.style if kit else None) \
        or DEFAULT_STYLE[room]
    when: TimeOfDay = time_of_day or detect_time(text) or DEFAULT_TIME[room]
    feel: Mood = mood or detect_mood(text) or (
        MOOD_BY_STYLE[chosen_style] if chosen_style in MOOD_BY_STYLE and when != "night"
        else MOOD_BY_TIME[when])
    fullness: Density = density or detect_density(text) or (
        "sparse" if chosen_style == "minimalist" else "normal")
    rng = random.Random(f"plan:{room}:{seed}")
    (w0, w1), (d0, d1), (h0, h1) = ROOM_SIZES[room]
    base = (rng.uniform(w0, w1), rng.uniform(d0, d1), rng.uniform(h0, h1))
    if size is not None:
        base = size
    relations = relations_of(found.phrases, room)
    hints = placement_hints(relations, found.phrases, room)
    slots = choose_slots(room, rng, mentions, area=base[0] * base[1], template=template,
                         hints=hints)
    if composed:  # a room of its objects: the first big thing named defines it
        slots = _defining_first(slots, found.phrases, room)
    storage = [] if composed else [  # shelves for the room's things, as full as asked
        s for s in STORAGE[room][fullness]
        if s.category not in mentions.counts and s.category not in mentions.excluded]
    planned = _to_objects(slots + storage)
    extra = {o.id for o in planned[len(slots):]}  # they take the room left, not more of it
    objects = label_objects(planned, found.phrases, room)
    objects = _hosted_by_noun(objects, relations, found.phrases, room)
    objects = _anchored_by_noun(objects, relations)
    objects = _split_by_relation(objects, relations, found.phrases, room)
    objects = _laid_for_party(objects, reading.party)
    surfaces = surface_looks(text)
    width, depth, height = size or _room_size(
        base, tuple(o for o in objects if o.id not in extra), relations)
    return ScenePlan(
        prompt=prompt, room_type=room, style=chosen_style, mood=feel, time_of_day=when,
        width=width, depth=depth, height=height, objects=objects, seed=seed,
        room_label=found.room_label, relations=relations,
        nouns=_not_surface_words(account(found.phrases, objects, room, limit_note=LIMIT_NOTE),
                                 surfaces),
        density=fullness, surfaces=surfaces,
    )


def _not_surface_words(nouns: tuple[NounAccount, ...], surfaces: tuple[SurfaceLook, ...]
                       ) -> tuple[NounAccount, ...]:
    """The account less "nouns" that are only words of a surface's look (the grammar may take
    "black" in "a black and white floor" for a thing): the surface wears them."""
    words = {w for s in surfaces for w in s.words}
    return tuple(n for n in nouns if n.outcome != "not_made"
                 or not set(n.phrase.replace("-", " ").split()) <= words)


def _hosted_by_noun(objects: tuple[PlannedObject, ...], relations: tuple[RelationSpec, ...],
                    phrases: tuple[NounPhrase, ...], room: RoomType
                    ) -> tuple[PlannedObject, ...]:
    """Objects of one kind the prompt puts in different places ("two teddy bears in the bin,
    a pile of blocks on the shelf and more blocks in the box", "a storage box in the corner
    and bins on a shelf"): each noun's objects go on, in or by what its own relation names,
    where the kind's first relation put them all."""
    out = list(objects)
    by_noun: dict[str, tuple[RelationSpec | None, dict[str, Hint]]] = {}
    for k, obj in enumerate(out):
        if obj.label is None or obj.relation != "on_top_of":
            continue
        if obj.label not in by_noun:  # once per noun: forty books share one relation
            own = tuple(r for r in relations if r.subject == obj.label)
            by_noun[obj.label] = (next((r for r in own if r.relation in ("on", "inside")), None),
                                  placement_hints(own, phrases, room))
        spec, hints = by_noun[obj.label]
        hint = hints.get(obj.category)
        if spec is None and hint is not None and hint.relation != "on_top_of" \
                and GENERATORS[obj.category].placement != "surface":  # (a printer against
            # the wall stands there on the table it was given)
            # "a storage box in the corner, and bins on a shelf": the box goes where its own
            # noun says, not on the shelf the kind's first relation gave every bin
            anchor = next((o.id for o in out if hint.target and o.category == hint.target
                           and o.id != obj.id), None)
            if hint.target is None or anchor is not None:
                out[k] = obj.model_copy(update={"relation": hint.relation, "target": anchor})
            continue
        host = next((o for o in out if o.id == obj.target), None)
        if spec is None or hint is None or hint.relation != "on_top_of" or host is None or (
                host.category == hint.target and host.label in (None, spec.target)):
            continue
        hosts = [o for o in out if o.category == hint.target and o.id != obj.id
                 and o.target != obj.id and o.label in (None, spec.target)]
        if hosts:
            load = Counter(o.target for o in out)
            best = min(hosts, key=lambda o: (o.label != spec.target, load[o.id]))
            out[k] = obj.model_copy(update={"target": best.id})
    return tuple(out)


def _anchored_by_noun(objects: tuple[PlannedObject, ...], relations: tuple[RelationSpec, ...]
                      ) -> tuple[PlannedObject, ...]:
    """A thing placed by another goes by the one its noun names: "a desk near the window, a
    sewing machine on a table ... and a corkboard above the desk" hangs the board by the
    desk, not by the table that was made as a desk too."""
    out = list(objects)
    by_id = {o.id: o for o in objects}
    for k, obj in enumerate(out):
        anchor = by_id.get(obj.target or "")
        if obj.label is None or anchor is None or obj.relation == "on_top_of":
            continue
        named = {r.target for r in relations if r.subject == obj.label and r.target}
        if not named or anchor.label in named:
            continue
        better = [o for o in objects if o.category == anchor.category and o.label in named
                  and o.id != obj.id and o.target != obj.id]
        if better:
            out[k] = obj.model_copy(update={"target": better[0].id})
    return tuple(out)


def _split_by_relation(objects: tuple[PlannedObject, ...], relations: tuple[RelationSpec, ...],
                       phrases: tuple[NounPhrase, ...], room: RoomType
                       ) -> tuple[PlannedObject, ...]:
    """Objects of one noun the prompt places apart ("two lamps, one next to the sofa and the
    other next to the armchair"): so many of them by each thing, where the first relation
    put them all; only when the relations' counts add up to no more than the objects."""
    out = list(objects)
    for noun in dict.fromkeys(o.label for o in objects if o.label):
        own = [r for r in relations if r.subject == noun and r.target and r.target != noun
               and r.relation not in ("on", "inside", "between", "around")]
        if len({r.target for r in own}) < 2:
            continue
        mine = [k for k, o in enumerate(out) if o.label == noun and o.relation != "on_top_of"]
        if sum(r.count for r in own) > len(mine):
            continue
        k = 0
        for spec in own:
            hint = placement_hints((spec,), phrases, room).get(out[mine[0]].category)
            if hint is None or hint.target is None:
                k += spec.count
                continue
            anchor = next((o.id for o in out if o.category == hint.target
                           and o.label in (spec.target, None)), None)
            for index in mine[k:k + spec.count]:
                if anchor is not None and anchor != out[index].id:
                    out[index] = out[index].model_copy(update={"relation": hint.relation,
                                                               "target": anchor})
            k += spec.count
    return tuple(out)


def _laid_for_party(objects: tuple[PlannedObject, ...], party: int | None
                    ) -> tuple[PlannedObject, ...]:
    """ "A table set for four": a place setting (`SET_TABLE`) for each seat round the table,
    whatever the density, unless the prompt lays the table itself ("each setting has a
    plate and a glass"). The layout lays each piece before a seat."""
    table = next((o for o in objects if o.category in TABLES
                  and any(s.relation == "around" and s.target == o.id for s in objects)), None)
    if not party or table is None or any(o.category in OFFSETS for o in objects):
        return objects
    seats = sum(1 for o in objects if o.relation == "around" and o.target == table.id)
    taken = {o.id for o in objects}
    pieces = [PlannedObject(id=f"{piece}_{k + 1}", category=piece, relation="on_top_of",
                            target=table.id, importance=2)
              for piece in SET_TABLE for k in range(seats)]
    if any(p.id in taken for p in pieces) or len(objects) + len(pieces) > MAX_NAMED_PLAN:
        return objects
    return objects + tuple(pieces)


def _seats_for_party(party: int | None, counts: Mapping[str, int],
                     template: tuple[Slot, ...]) -> dict[str, int]:
    """ "A table set for twelve people": twelve seats round it, of the kind the room's
    template seats people on, unless the prompt counts seats itself or names several
    tables (then "set for two" is per table, and the seats are the template's)."""
    tables = sum(v for k, v in counts.items() if k in TABLES or k in SEAT_HOSTS)
    if not party or tables > 1 or any(k in SEATS for k in counts):
        return {}
    seat = next((s.category for s in template if s.category in SEATS), "chair")
    return {seat: min(party, MAX_PER_CATEGORY)}


def _shadowed(found: Mentions, counts: Mapping[str, int]) -> frozenset[str]:
    """Kinds the template must not add because the prompt counted their head noun: "a lamp"
    is one lamp (no ceiling lamp besides), "no shelves" is no wall shelf either."""
    # ("a sofa facing a TV": the TV too; and "the TV is mounted above the fireplace", the
    # only mention of the TV, whose wall-hung kind is not the template's TV on a stand)
    introduced = {p.noun for p in found.phrases if not p.refers_back}
    heads = {p.noun.split()[-1] for p in found.phrases
             if p.negated or (not p.at_least and (not p.refers_back or p.family in counts
                                                  or p.noun not in introduced))}
    stacked = {f"{p.family}_stack" for p in found.phrases if "stacked" in p.attributes}
    # where people sleep: "a nursery with a crib" has no bunk bed besides
    sleepers = SLEEPERS - set(counts) if SLEEPERS & set(counts) else frozenset()
    return frozenset(c for c in GENERATORS if c not in counts and (
        heads_of(c) & heads or c in stacked)) | sleepers  # "stacks of books": no book stack


def _prune(slots: list[Slot]) -> list[Slot]:
    """Leave out slots whose target is not in the plan (repeatedly: targets chain)."""
    while True:
        keys = {s.key for s in slots}
        kept = [s for s in slots if s.target is None or s.target in keys]
        if len(kept) == len(slots):
            return kept
        slots = kept


def _add_named(template: tuple[Slot, ...], chosen: list[Slot], mentions: Mentions,
               hints: Mapping[str, Hint]) -> set[str]:
    """Add slots until the plan holds as many of each named category as the prompt asks for;
    return the keys of the slots that stand for named objects."""
    named: set[str] = set()
    stacked = {p.family for p in mentions.phrases if "stacked" in p.attributes}
    for category, want in _targets_first(mentions.counts, hints):
        have = [s for s in chosen if s.category == category]
        if len(have) > want and category not in mentions.at_least:  # counted: exactly
            targets = {s.target for s in chosen}  # keep those others stand on, drop the rest
            extra = sorted(have, key=lambda s: (s.key in targets, -have.index(s)))
            removed = extra[:len(have) - want]
            for slot in removed:
                chosen.remove(slot)
            have = [s for s in chosen if s.category == category]
            _move_off_removed(chosen, removed, have)
        named.update(s.key for s in have[:want])
        for slot in template:
            if len(have) >= want:
                break
            if (slot.category == category and slot not in chosen
                    and (slot.target is None or slot.target in {s.key for s in chosen})):
                chosen.append(slot)
                have.append(slot)
                named.add(slot.key)
        piled = next((s for s in chosen if s.key in named and s.category == category
                      and s.relation == "on_top_of"), None) if category in stacked else None
        for i in range(want - len(have)):
            key = f"{NAMED_KEY}{category}_{i}"
            extra = [replace(piled, key=key)] if piled is not None else \
                _extra_slots(category, chosen, key, hints.get(category))
            chosen += extra
            named.update(s.key for s in extra)
            if category in stacked and piled is None:  # "stacks of books": one pile, on the
                piled = next((s for s in extra if s.category == category), None)  # first's host
    return named


def _dressing_with_room(chosen: list[Slot], named: set[str]) -> list[Slot]:
    """Without the template's dressing of a top the prompt fills, as far as it would crowd
    it: "on the side table are a lamp, a cup and two books" leaves no room for a pile of
    books of the template's."""
    dressed = [s for s in chosen if s.relation == "on_top_of" and s.key not in named
               and not any(o.target == s.key for o in chosen)]
    by_key = {s.key: s for s in chosen}
    dropped: set[str] = set()
    for host_key in {s.target for s in chosen if s.key in named and s.relation == "on_top_of"}:
        host = by_key.get(host_key or "")
        if host is None or host.category not in GENERATORS:
            continue
        on_it = [s for s in chosen if s.target == host_key and s.relation == "on_top_of"
                 and s.category in GENERATORS]
        for slot in sorted((s for s in dressed if s.target == host_key),
                           key=lambda s: s.importance):
            if top_load(((s.category, GENERATORS[s.category].size) for s in on_it
                         if s.key not in dropped), host.category) \
                    <= most_it_takes(host.category):
                break
            dropped.add(slot.key)
    return [s for s in chosen if s.key not in dropped]


def _move_off_removed(chosen: list[Slot], removed: list[Slot], kept: list[Slot]) -> None:
    """What the prompt put on a slot that exactness removed (a frying pan given the spare
    counter of the template, which the prompt's "a counter" leaves out) moves onto a kept
    slot of the same kind, rather than going with it."""
    if not kept:
        return
    gone = {s.key for s in removed}
    for k, slot in enumerate(chosen):
        if slot.target in gone and slot.key.startswith(NAMED_KEY):
            chosen[k] = replace(slot, target=kept[0].key)


def _with_targets(slots: list[Slot], keys: set[str]) -> set[str]:
    """`keys` and everything they stand on, stand beside or go round, transitively."""
    by_key = {s.key: s for s in slots}
    found, todo = set(), list(keys)
    while todo:
        key = todo.pop()
        if key in found or key not in by_key:
            continue
        found.add(key)
        if by_key[key].target:
            todo.append(by_key[key].target)  # type: ignore[arg-type]
    return found


def _trim(chosen: list[Slot], named: set[str], limit: int, spare_only: bool) -> list[Slot]:
    """Drop the least important slots until at most `limit` remain: optional template slots
    only (`spare_only`), else any slot the prompt did not name, and then, from the category
    the prompt asks most of, named ones. Doors stay."""
    while len(chosen) > limit:
        protected = _with_targets(chosen, named)
        spare = [s for s in chosen if s.key not in protected and s.category not in MIN_IMPORTANCE
                 and (s.chance < 1.0 or not spare_only)]
        if not spare and not spare_only:
            targets = {s.target for s in chosen}
            leaves = [s for s in chosen if s.key in named and s.key not in targets]
            counts = Counter(s.category for s in leaves)
            spare = [s for s in leaves if counts[s.category] == max(counts.values(), default=0)]
        if not spare:
            break
        drop = min(reversed(spare), key=lambda s: s.importance)
        chosen = _prune([s for s in chosen if s is not drop])
    return chosen


def choose_slots(room: RoomType, rng: random.Random, mentions: Mentions, area: float = 1e9,
                 template: tuple[Slot, ...] | None = None,
                 hints: Mapping[str, Hint] | None = None) -> list[Slot]:
    """The slots of one plan: drawn template slots, named objects, trimmed and topped up."""
    template = TEMPLATES[room] if template is None else template
    hints = hints or {}
    draws = [s.chance >= 1.0 or rng.random() < s.chance for s in template]
    chosen = _prune([s for s, keep in zip(template, draws, strict=True)
                     if keep and area >= s.min_area and s.category not in mentions.excluded])
    named = _add_named(template, chosen, mentions, hints)
    chosen += _companions(chosen, named, mentions)
    chosen += _seats_at_named_tables(chosen, named, mentions, room)
    chosen = _dressing_with_room(chosen, named)
    for _ in range(2):  # twice: a table "between the armchairs" that the prompt put by the
        # fireplace follows them there once they have moved off it
        for k, slot in enumerate(chosen):  # "a sofa in the corner", "plants flank the
            if slot.key in named:  # entrance"; one after another, so that "a chest at the
                chosen[k] = _hinted(slot, hints.get(slot.category), chosen)  # foot of each
                # bed" finds the bed the chest before it took
    chosen = _prune(chosen)  # what stood on a slot that exactness removed goes with it
    top: dict[str, int] = {}  # the prompt's things of one kind rank alike (its two beds)
    for s in chosen:
        if s.key in named:
            top[s.category] = max(top.get(s.category, 0), s.importance, NAMED_IMPORTANCE,
                                  MIN_IMPORTANCE.get(s.category, 0))
    chosen = [replace(s, importance=top[s.category]) if s.key in named else s for s in chosen]
    chosen = _trim(chosen, named, MAX_OBJECTS, spare_only=True)
    chosen = _trim(chosen, named, MAX_NAMED_PLAN, spare_only=False)
    keys = {s.key for s in chosen}
    for slot in sorted(template, key=lambda s: -s.importance):
        if len(chosen) >= MIN_OBJECTS:
            break
        if slot.key not in keys and slot.category not in mentions.excluded \
                and (slot.category not in mentions.counts or slot.category in mentions.at_least) \
                and area >= slot.min_area and (slot.target is None or slot.target in keys):
            chosen.append(slot)
            keys.add(slot.key)
    return chosen


def _least_used(slots: list[Slot], category: str, all_slots: list[Slot],
                kind: str | None = None) -> Slot | None:
    """The slot of that category the fewest others target: fewest of `kind` first (one chest
    at each bed), then fewest of any kind."""
    found = [s for s in slots if s.category == category]
    if not found:
        return None
    return min(found, key=lambda s: (
        sum(1 for o in all_slots if o.target == s.key and o.category == kind),
        sum(1 for o in all_slots if o.target == s.key)))


def _area(category: str) -> float:
    w, d, _ = GENERATORS[category].size
    return w * d


def _host_with_room(chosen: list[Slot], host_category: str, item: str,
                    hinted: bool = False) -> Slot | None:
    """The least loaded host of that category whose surfaces still have room for `item`: the
    prompt's own "on the shelf" may fill one as far as the layout can pack and grow it
    (`capacity.most_it_takes`); others leave room to spare."""
    def load(host: Slot) -> float:  # what the prompt put there counts, and the template's
        return sum(footprint_share(s.category, GENERATORS[s.category].size, host_category)
                   for s in chosen
                   if s.target == host.key and s.relation == "on_top_of"
                   and (not hinted or s.key.startswith(NAMED_KEY)  # unless it fills it
                        or s.category == item))  # (a template's lamp is one of "each
    # holding a lamp")

    if is_holder(host_category):  # hooks and pegs: one thing each
        hosts = [s for s in chosen if s.category == host_category
                 and sum(t.target == s.key and t.relation == "on_top_of" for t in chosen)
                 < places_for(host_category, GENERATORS[item].size)]
        return hosts[0] if hosts else None
    if hinted:
        room = most_it_takes(host_category)
    else:
        levels = max(1, sum(s.for_all for s in surfaces(host_category)))  # on every shelf
        room = HOST_CAPACITY * _area(host_category) * levels
    need = footprint_share(item, GENERATORS[item].size, host_category)
    # one thing may fill a bare top, made smaller if need be (`layout`): a bust on its plinth,
    alone = hinted and need * MIN_FILL_SCALE ** 2 <= _area(host_category)  # a gramophone on
    # a side table
    hosts = [s for s in chosen if s.category == host_category
             and (load(s) + need <= room or (alone and load(s) == 0))]
    return min(hosts, key=load) if hosts else None


def _host_that_fits(item: str) -> str:
    """The smallest table whose top takes the item: a side table for a vase, a sideboard
    for a printer."""
    w, d, _ = GENERATORS[item].size
    for host in SPARE_HOSTS:
        hw, hd, _ = GENERATORS[host].size
        if w <= 0.85 * hw and d <= 0.85 * hd:
            return host
    return SPARE_HOSTS[-1]


def natural_relation(category: str) -> Relation:
    """How an object with no anchor stands: against a wall, in a corner, or on the floor."""
    return placement_relation(GENERATORS[category].placement)


def placement_relation(placement: str) -> Relation:
    """The plan relation of a thing that goes where its placement says, with no anchor."""
    return {"wall": "against_wall", "corner": "corner",  # type: ignore[return-value]
            "wall_mounted": "against_wall"}.get(placement, "floor")


def _defining_first(slots: list[Slot], phrases: tuple[NounPhrase, ...], room: RoomType
                    ) -> list[Slot]:
    """In a room composed of its objects, the first floor-standing thing the prompt names is
    its defining object: placed first, framed first (a music room's piano)."""
    for phrase in phrases:
        category = family_in(phrase, room)
        if category in GENERATORS and not phrase.negated and \
                GENERATORS[category].placement in ("floor", "wall", "corner"):
            for k, slot in enumerate(slots):
                if slot.category == category:
                    slots[k] = replace(slot, importance=DEFINING_IMPORTANCE)
                    return slots
    return slots


def _companions(chosen: list[Slot], named: set[str], mentions: Mentions) -> list[Slot]:
    """What comes with the named things (a piano's bench, a drum kit's stool), one of each
    kind, unless the prompt names or excludes that kind or the plan has one already."""
    have = {s.category for s in chosen}
    added: list[Slot] = []
    for slot in [s for s in chosen if s.key in named]:
        family = FAMILIES.get(slot.category)
        for kind in family.companions if family is not None else ():
            if kind in have or kind in mentions.counts or kind in mentions.excluded \
                    or kind not in GENERATORS:
                continue
            key = f"with_{slot.key}_{kind}"
            if GENERATORS[kind].placement == "surface":
                extras = _extra_slots(kind, chosen + added, key)
            else:  # with the thing it comes with: the teacher's desk's chair, not a pupil's
                found = anchors_for(kind)
                extras = [Slot(key, kind, found[0] if found else "next_to", slot.key)]
            for extra in extras:
                added.append(replace(extra, importance=COMPANION_IMPORTANCE))
            have.add(kind)
    return added


def _kit_slots(kit: RoomKit, counts: Mapping[str, int]) -> tuple[Slot, ...]:
    """The kit's slots the prompt leaves to it: not a kind it names (that is its own, placed
    as it says: "a dryer on the washer" is no dryer beside it), only the core when it names
    `KIT_FURNISHED` kinds, and no seat when it names one."""
    seated = any(_is_seat(c) for c in counts)
    return tuple(s for s in kit.slots if s.category not in counts
                 and (len(counts) < KIT_FURNISHED or s.importance >= KIT_CORE)
                 and not (seated and _is_seat(s.category)))


def _is_seat(category: str) -> bool:
    """A thing people sit on: where the prompt names seats, they are all the seats there are."""
    return bool(heads_of(category) & SEAT_HEADS)


def _seats_at_named_tables(chosen: list[Slot], named: set[str], mentions: Mentions,
                           room: RoomType) -> list[Slot]:
    """Seats round each table the prompt names that nothing in the plan is sat at yet
    (`SEATED_AT`), unless the prompt names or excludes any seat (then its seats are all
    there are, and counts of chairs stay exactly what it asked) or calls that kind of table
    low (a tea table on tatami mats is knelt at)."""
    if TABLE_SEATS & (set(mentions.counts) | mentions.excluded):
        return []
    low = {family_in(p, room) for p in mentions.phrases if "low" in p.attributes}
    sat_at = {s.target for s in chosen if s.relation == "around"}
    added: list[Slot] = []
    for table in [s for s in chosen if s.key in named and s.category in SEATED_AT]:
        seat, n = SEATED_AT[table.category]
        if table.key in sat_at or table.category in low or seat not in GENERATORS:
            continue
        added += [Slot(f"seat_{k + 1}_at_{table.key}", seat, "around", table.key,
                       importance=COMPANION_IMPORTANCE) for k in range(n)]
    return added


def _hinted(slot: Slot, hint: Hint | None, chosen: list[Slot]) -> Slot:
    """A named template slot placed as the prompt's relation says, where it can be."""
    anchored = next((s.category for s in chosen if s.key == slot.target), None)
    if hint is None or (slot.relation == hint.relation and slot.target is not None
                        and (hint.target is None or anchored == hint.target)):
        return slot  # already where the prompt says (by the kind of thing it says)
    table = next((s for s in chosen if s.key == slot.target), None)
    if slot.relation == "on_top_of" and table is not None and table.relation == hint.relation \
            and (hint.target is None or any(s.key == table.target and s.category == hint.target
                                            for s in chosen)):
        return slot  # on a table that stands where the prompt says ("a printer by the door")
    if hint.target is None:
        if slot.relation == "on_top_of" and hint.relation != "floor":  # a printer in the
            return slot  # corner: its table went there
        return replace(slot, relation=hint.relation, target=None)  # type: ignore[arg-type]
    if hint.relation == "on_top_of":
        return slot  # hosts were chosen with room to spare when the slot was made
    anchor = _least_used([s for s in chosen if s.target != slot.key], hint.target,
                         [s for s in chosen if s.key != slot.key], slot.category)
    if anchor is None or anchor.key == slot.key:
        return slot
    return replace(slot, relation=hint.relation, target=anchor.key)  # type: ignore[arg-type]


def _targets_first(counts: Mapping[str, int], hints: Mapping[str, Hint]
                   ) -> list[tuple[str, int]]:
    """The named categories, each after the one its relation targets (a shelf before the
    plates on it), else in the prompt's order."""
    order: list[str] = []

    def visit(category: str, depth: int = 0) -> None:
        hint = hints.get(category)
        if hint is not None and hint.target in counts and hint.target not in order and depth < 8:
            visit(hint.target, depth + 1)
        if category not in order:
            order.append(category)

    for category in counts:
        visit(category)
    return [(c, counts[c]) for c in order]


def hosts_for(category: str) -> tuple[str, ...]:
    """What a surface thing may stand on, best first."""
    return listed_hosts(category) or DEFAULT_HOSTS


def _extra_slots(category: str, chosen: list[Slot], key: str, hint: Hint | None = None
                 ) -> list[Slot]:
    """A slot (and a host for it, if it needs one) for an object the prompt adds, placed as
    the prompt's relation for its kind says (`hint`) where it can be."""
    importance = max(NAMED_IMPORTANCE, MIN_IMPORTANCE.get(category, 0))
    if hint is not None and hint.target is not None:
        if hint.relation == "on_top_of":
            host = _host_with_room(chosen, hint.target, category, hinted=True)
        else:
            host = _least_used(chosen, hint.target, chosen)
        if host is not None and hint.relation == "next_to" \
                and GENERATORS[category].placement == "surface" \
                and GENERATORS[host.category].placement != "surface" \
                and GENERATORS[host.category].size[2] >= LOW_THING:
            if (GENERATORS[host.category].surface_frac or 0.0) >= TABLE_TOP:
                # "a dish rack next to the sink": on the counter the sink is set in
                return [Slot(key, category, "on_top_of", host.key, importance=importance)]
            # "a printer stands near the door": on a table of its own that stands there
            table = Slot(f"{key}_host", _host_that_fits(category), hint.relation,
                         host.key, importance=importance)
            return [table, Slot(key, category, "on_top_of", table.key, importance=importance)]
        if host is not None:
            return [Slot(key, category, hint.relation, host.key,  # type: ignore[arg-type]
                         importance=importance)]
    elif hint is not None and hint.relation == "floor":  # blocks on the floor, no table
        return [Slot(key, category, "floor", importance=importance)]
    elif hint is not None and GENERATORS[category].placement == "surface":
        host = Slot(f"{key}_host", _host_that_fits(category), hint.relation,  # type: ignore[arg-type]
                    importance=importance)
        return [host, Slot(key, category, "on_top_of", host.key, importance=importance)]
    elif hint is not None:
        return [Slot(key, category, hint.relation, importance=importance)]  # type: ignore[arg-type]
    if GENERATORS[category].placement == "surface":
        for host_category in hosts_for(category):
            host = _host_with_room(chosen, host_category, category)
            if host is not None:
                return [Slot(key, category, "on_top_of", host.key, importance=importance)]
        host_category = FALLBACK_HOST.get(category) or _host_that_fits(category)
        shared = _host_with_room(chosen, host_category, category)  # one table for several
        if shared is not None:
            return [Slot(key, category, "on_top_of", shared.key, importance=importance)]
        host = Slot(f"{key}_host", host_category, natural_relation(host_category),
                    importance=importance)
        return [host, Slot(key, category, "on_top_of", host.key, importance=importance)]
    found = anchors_for(category)
    if found is not None:
        anchored, anchors = found
        for anchor_category in anchors:
            anchor = _least_used(chosen, anchor_category, chosen)
            if anchor is not None:
                return [Slot(key, category, anchored, anchor.key, importance=importance)]
    return [Slot(key, category, natural_relation(category), importance=importance)]


def anchors_for(category: str) -> tuple[Relation, tuple[str, ...]] | None:
    """What an object the prompt adds goes round or beside when the prompt does not say:
    the template's anchors, then a family's own `near` (an IV stand by the hospital bed),
    and for seats any table, desk or counter of the library."""
    relation, anchors = ANCHORS.get(category, ("next_to", ()))
    family = FAMILIES.get(category)
    if family is not None and family.near:
        anchors = (*anchors, *family.near)
        if family.in_front:
            relation = "center"  # the layout's "center" with a target: in front of it
    if category in SEATS:
        relation, anchors = "around", (*anchors, *TABLES, *SEAT_HOSTS)
    return (relation, anchors) if anchors else None


def _to_objects(slots: list[Slot]) -> tuple[PlannedObject, ...]:
    """Ids: the category name when it occurs once, else category_1, category_2, ..."""
    totals: dict[str, int] = {}
    for slot in slots:
        totals[slot.category] = totals.get(slot.category, 0) + 1
    seen: dict[str, int] = {}
    ids: dict[str, str] = {}
    for slot in slots:
        seen[slot.category] = seen.get(slot.category, 0) + 1
        ids[slot.key] = (slot.category if totals[slot.category] == 1
                         else f"{slot.category}_{seen[slot.category]}")
    return tuple(
        PlannedObject(id=ids[s.key], category=s.category, relation=s.relation,
                      target=ids.get(s.target) if s.target else None, wall=s.wall,
                      importance=s.importance)
        for s in slots
    )


ACROSS_SLACK = 0.4  # metres more than the least gap across: margins off the walls, seeds


def _across_span(objects: tuple[PlannedObject, ...], relations: tuple[RelationSpec, ...]
                 ) -> float:
    """The floor two things the prompt sets across from each other need between walls: both
    depths (at their seeded largest) and the gap of things across a room from each other."""
    deepest: dict[str, float] = {}
    for obj in objects:
        gen = GENERATORS[obj.category]
        if obj.label and gen.placement in ("wall", "corner", "floor"):
            depth = gen.size[1] * (1 + gen.jitter)
            deepest[obj.label] = max(deepest.get(obj.label, 0.0), depth)
    return max((deepest[r.subject] + deepest[r.target] + ACROSS_M[0] + ACROSS_SLACK
                for r in relations if r.relation == "across_from" and r.target
                and r.subject in deepest and r.target in deepest), default=0.0)


def _room_size(base: tuple[float, float, float], objects: tuple[PlannedObject, ...],
               relations: tuple[RelationSpec, ...] = ()) -> tuple[float, float, float]:
    width, depth, height = base
    need = longest = 0.0
    seats = Counter(o.target for o in objects if o.relation == "around")
    for obj in objects:
        gen = GENERATORS[obj.category]
        w, d, h = gen.size
        w = max(w, seated_length(seats[obj.id]))  # a table set for many grows (the layout's rule)
        if gen.placement in ("wall", "corner", "floor") and h >= 0.05:
            need += (w + 0.2) * (d + 0.2) + 0.5 * w * gen.clearance
        if obj.category in ROW_KINDS:  # desks in rows: the aisles between them
            need += ROW_AISLE * (w + 0.2)
        if seats[obj.id]:  # and the floor round it that its seats leave (counted above)
            need += max(0.0, (w + 1.2) * (d + 1.2) - w * d - SEAT_AREA * seats[obj.id])
            longest = max(longest, w + SEATED_MARGIN)  # seats at its ends, a way past them
    grow = math.sqrt(max(1.0, need / (FILL_RATIO * width * depth)))
    width, depth = min(width * grow, 14.0), min(depth * grow, 14.0)
    if max(width, depth) < longest:  # the long side takes the longest table and its seats
        longest = min(longest, 14.0)
        width, depth = (longest, depth) if width >= depth else (width, longest)
    span = min(math.ceil(_across_span(objects, relations) * 10) / 10, 14.0)
    if min(width, depth) < span:  # "a wardrobe across from the bed": far enough apart
        width, depth = max(width, span), max(depth, span)  # on either axis
    return round(width, 1), round(depth, 1), round(height * 20) / 20
