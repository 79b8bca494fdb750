"""Relations the prompt asks for: read from the grammar's noun phrases, kept in the plan as
`RelationSpec` records (checked on the built scene by the spatial validator), and turned into
hints the planner places objects by ("plates on the shelf": plates stand on the shelf).

Relation words are reduced to a fixed set: on, inside, near, next_to, around, facing, above,
under, in_front_of, behind, left_of, right_of, across_from, between; and for parts of the room:
against (a wall), on_wall, corner, middle, ceiling, near (a door or a window).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from agents.geometry.behind import STANDING
from agents.geometry.capacity import MAX_DEEPEN, MAX_GROW_CONTAINER, MIN_FILL_SCALE
from agents.geometry.catalog import (
    GENERATORS,
    can_host,
    is_small,
    is_stick,
    stands_on_a_top,
    surfaces,
    takes_in,
)
from agents.geometry.families import FAMILIES
from agents.geometry.holds import holds, is_holder
from agents.geometry.rows import FRONT_KINDS
from agents.geometry.shapes import CURVED, shape_of
from agents.prompt_interpreter.grammar import NounPhrase, hung_above_floor
from agents.prompt_interpreter.mentions import family_in, same_kind
from orchestrator.schema.scene import RelationSpec, RoomType

# how the grammar's relation words read as relations
CANONICAL: dict[str, str] = {
    "on": "on", "inside": "inside", "near": "near", "next_to": "next_to", "beside": "next_to",
    "around": "around", "facing": "facing", "above": "above", "under": "under",
    "in_front_of": "in_front_of", "behind": "behind", "left_of": "left_of",
    "right_of": "right_of", "across_from": "across_from", "between": "between", "at": "near",
    "against": "next_to", "outside": "outside", "end_of": "next_to",
}
ROUND_TOP_REACH = 0.9  # a thing on a round top lies within this share of its diameter
BED_WORDS = ("bed", "crib", "cot", "bunk")  # "a bench at the end of the bed": at its foot
CONTAINER_WORDS = ("bin", "box", "basket", "crate", "chest", "bucket", "trunk", "hamper",
                   "barrel", "bag", "cage", "tank", "case", "jar", "bowl")
SEAT_WORDS = ("chair", "stool", "bench", "seat", "sofa", "armchair", "recliner", "chaise", "futon",
              "pew", "pouf")
TABLE_WORDS = ("table", "desk", "counter", "island", "bar", "bench", "workbench")
# seats with a flat top that serve as a small table ("a teak stool holding rolled towels")
PERCH_WORDS = ("stool", "bench", "ottoman", "pouf")
# seats that go round a table, desk or counter, facing it
SEATS = frozenset({"chair", "stool", "office_chair", "counter_stool", "stacking_chair",
                   "folding_chair", "kids_chair", "floor_cushion"})
SEATED_HEIGHT = 0.6  # a table at least this tall is sat at on chairs (not a coffee table)
RACK_WORDS = ("rack", "shelf", "shelves", "shelving", "stand", "cart", "trolley", "platform",
              "pallet")
MAX_RELATIONS = 120
PLATFORMS = frozenset({"plinth", "stage_riser", "luggage_rack"})  # what tall things stand on
LOW_CONTAINER = 0.5  # metres: an open container no taller goes on a table as well
LAID_HEIGHT = 0.9  # metres: the tallest floor thing a prompt may lay on a top (a sack, a crate)
STACK_SLACK = 1.05  # ... and as much wider or deeper than a flat top it may be (a stacked dryer)
FLOOR_COVERING = 0.03  # metres: a thing no taller lies on the floor (a rug, a play mat)
SHELVABLE = (0.25, 0.6)  # square metres, metres: the largest box or bin kept on a shelf
HELD_RELATIONS = frozenset({"on", "inside", "around", "next_to", "near"})
# "X surrounded by Y": Y round X
PASSIVE = {"surrounded_by": "around", "flanked_by": "next_to", "lined_with": "next_to",
           "separated_by": "between"}


def _is(category: str | None, words: tuple[str, ...]) -> bool:
    return category is not None and any(w in category.split("_") for w in words)


def held_relation(subject: str | None, holder: str | None) -> str:
    """How a thing a holder "has" stands: in a container, round a table, or on its top."""
    if _is(subject, SEAT_WORDS):  # "a desk with a chair": round it; "a shelf with ...": by it
        return "around" if _is(holder, TABLE_WORDS) and not _is(holder, SEAT_WORDS) \
            else "next_to"
    if _on_holder(subject, holder):  # "a coat rack holds two coats": on its hooks
        return "on"
    if holder in GENERATORS and GENERATORS[holder].interior is not None:
        return "inside"
    if _is(holder, CONTAINER_WORDS) and not _lidded(holder):
        return "inside"
    if _is(holder, SEAT_WORDS) and subject in GENERATORS \
            and GENERATORS[subject].placement != "surface" \
            and not _fits_on(subject, holder):  # "an armchair has a floor lamp behind it":
        return "near"  # a seat's top holds small things only
    if holder is not None and (_surface(holder) or _is(holder, ("shelf", "rack", "bookshelf"))):
        return "on"
    return "near"


def _on_floor_covering(subject: str | None, holder: str | None) -> bool:
    """Whether a floor thing stands on a rug or a mat ("on the rug is a coffee table")."""
    return subject in GENERATORS and holder in GENERATORS \
        and GENERATORS[subject].placement == "floor" \
        and GENERATORS[holder].size[2] <= FLOOR_COVERING


def _lidded(holder: str | None) -> bool:
    """Whether a container is built closed, things standing on its lid (a barrel, a chest)
    rather than in it (a bowl's well)."""
    return holder in GENERATORS and GENERATORS[holder].surface_frac is not None \
        and not takes_in(holder)


def _on_holder(subject: str | None, holder: str | None) -> bool:
    """Whether the thing goes on one of the holder's hooks, pegs or ledges (a coat on a coat
    rack, a guitar on its stand)."""
    return subject in GENERATORS and holder is not None and holds(holder,
                                                                  GENERATORS[subject].size)


def _fits_on(subject: str | None, holder: str | None) -> bool:
    """Whether one thing can stand on (or in) another: "a desk with a chair, and a luggage
    rack" does not put the luggage rack on the desk."""
    if subject not in GENERATORS or holder not in GENERATORS:
        return False
    if is_holder(holder):
        return _on_holder(subject, holder)
    (sw, sd, sh), (hw, hd, _) = GENERATORS[subject].size, GENERATORS[holder].size
    if GENERATORS[holder].placement == "wall_mounted":
        hd *= MAX_DEEPEN  # a wall shelf is made deep enough (`layout`)
    if GENERATORS[subject].interior is not None and sh <= LOW_CONTAINER \
            and sw * sd <= 0.3 * hw * hd and can_host(holder):
        return True  # a crate of apples, a basket of oranges on the table
    if GENERATORS[holder].interior is not None:  # in a bin (grown, the thing smaller if need
        room = MAX_GROW_CONTAINER / MIN_FILL_SCALE  # be), a pen on its end
        return (sw <= hw * room and sd <= hd * room) or (is_stick(subject) and sw <= hw
                                                         and sh <= hd)
    if GENERATORS[subject].placement == "surface" or _is(holder, CONTAINER_WORDS):
        # half the top, or the whole of it for a thing that fits it (a printer on a filing
        # cabinet)
        return sw * sd <= 0.5 * hw * hd or (GENERATORS[subject].placement == "surface"
                                            and (not _is(holder, SEAT_WORDS)
                                                 or _is(holder, PERCH_WORDS))
                                            and _within_top(sw, sd, holder))
    # a small floor thing (a watering can, a toy car), or one on a rack or shelves
    # (dumbbells on a weight rack), a rug, or what its family lists; but not a piece of
    # furniture: "a bed covered with pillows and a nightstand" has no nightstand on the bed
    racked = _is(holder, RACK_WORDS) or len(surfaces(holder)) > 1 \
        or GENERATORS[holder].size[2] <= FLOOR_COVERING \
        or (subject in FAMILIES and holder in FAMILIES[subject].hosts)
    # (a small thing as deep as a shelf and not half as wide stands on it: "shelves hold four
    # toy cars")
    fits = sw * sd <= 0.15 * hw * hd or (racked and _shelvable(subject) and sd <= 1.1 * hd
                                          and sw <= 0.5 * hw)
    return fits and can_host(holder) and (is_small(subject) or racked)


def _laid_on(subject: str | None, holder: str | None) -> bool:
    """Whether a floor thing the prompt lays on a top in so many words ("on the table are
    a pie and a sack of flour", "a dryer stacked on top of the washer") can stand there: low
    enough, within the top (or as big as it: a stacked machine), not furniture."""
    if subject not in GENERATORS or holder not in GENERATORS or not _surface(holder) \
            or GENERATORS[subject].placement not in ("floor", "wall", "wall_mounted") \
            or _is(subject, SEAT_WORDS) or _is(subject, TABLE_WORDS):
        return False
    (w, d, h), (hw, hd, _) = GENERATORS[subject].size, GENERATORS[holder].size
    if GENERATORS[subject].placement == "wall_mounted" and not stands_on_a_top(subject):
        return False  # a box that hangs (a first aid kit) may stand; a picture may not
    stacked = (GENERATORS[holder].surface_frac or 0.0) >= 0.9 \
        and w <= STACK_SLACK * hw and d <= STACK_SLACK * hd
    return h <= LAID_HEIGHT and (stacked or (w * d <= 0.5 * hw * hd
                                             and _within_top(w, d, holder)))


def _within_top(w: float, d: float, holder: str) -> bool:
    """Whether a footprint lies within a holder's top: inside its circle if it is round."""
    hw, hd, _ = GENERATORS[holder].size
    if shape_of(holder, 0) in CURVED:
        return math.hypot(w, d) <= ROUND_TOP_REACH * min(hw, hd)
    return w <= hw and d <= hd


def _shelvable(subject: str) -> bool:
    """Small enough to keep on a shelf: a small thing, or a box, a bin or a group of paint
    cans no bigger than SHELVABLE."""
    w, d, h = GENERATORS[subject].size
    return is_small(subject) or (w * d <= SHELVABLE[0] and h <= SHELVABLE[1])


def _stands_on(subject: str, target: str) -> bool:
    """Whether a floor-standing thing may stand on another: a sculpture on a plinth, a toy on
    a low platform, but not a cello on a side table."""
    (sw, sd, sh), (tw, td, th) = GENERATORS[subject].size, GENERATORS[target].size
    if th < FLOOR_COVERING:  # a toy on a rug; a sofa on one stands on the floor beside
        return sw * sd <= 0.15 * tw * td
    top = th * (GENERATORS[target].surface_frac or 1.0)
    return sh < 0.6 or top < 0.35 or target in PLATFORMS


def _sat_at(seat: str, table: str | None) -> bool:
    """Whether chairs of this kind beside that table are seats at it, facing it (a chair by
    a dining table, a stool by a counter; not one by a coffee table)."""
    return seat in SEATS and table in GENERATORS and _is(table, TABLE_WORDS) \
        and GENERATORS[table].surface_frac is not None \
        and GENERATORS[table].size[2] >= SEATED_HEIGHT


def _surface(category: str) -> bool:
    return category in GENERATORS and can_host(category)


def _landmark_relation(phrase: NounPhrase, category: str | None) -> str | None:
    landmark, how = phrase.landmark, phrase.landmark_relation
    if landmark == "corner":
        return "corner"
    if landmark == "middle" or (how == "middle" and landmark != "wall"):  # but "in the
        return "middle"  # middle of the back wall" is against it
    if landmark == "ceiling":
        return "ceiling"
    if landmark == "floor":  # "a pile of blocks on the floor"
        return "on_floor"
    if landmark == "wall":
        mounted = category is not None and category in GENERATORS and \
            GENERATORS[category].placement == "wall_mounted"
        # "a bookshelf on the left wall" stands against it; "a clock on the wall" hangs
        standing = category in GENERATORS and GENERATORS[category].placement in STANDING
        return "on_wall" if mounted or (how == "on" and not standing) else "against"
    if landmark in ("door", "window"):
        return how if how in ("across_from", "far") else "near"
    return None


def _named(phrase: NounPhrase, phrases: Sequence[NounPhrase], room: RoomType) -> str:
    """The noun the objects a phrase refers to were made for: "the dining set" names the
    dining table the prompt added before, under its own noun."""
    if not phrase.refers_back or phrase.family is None or any(
            p.noun == phrase.noun and not p.refers_back for p in phrases):
        return phrase.noun
    # the first phrase of that kind, even a definite one ("the sink and the bathtub ...
    # beside the tub": the bathtub)
    kin = [p for p in phrases[:phrase.index] if not p.negated and (
        p.family == phrase.family or same_kind(family_in(p, room), family_in(phrase, room)))]
    earlier = next((p for p in kin if not p.refers_back), kin[0] if kin else None)
    return earlier.noun if earlier is not None else phrase.noun


def relations_of(phrases: Sequence[NounPhrase], room: RoomType) -> tuple[RelationSpec, ...]:
    """Every relation the prompt states, as plan records keyed by the prompt's nouns."""
    specs: list[RelationSpec] = []
    held: set[RelationSpec] = set()  # relations implied by a holder's "with" or "has"
    for phrase in phrases:
        if phrase.negated or phrase.umbrella:
            continue
        category = family_in(phrase, room)
        if phrase.anchor is not None and phrase.relation == "middle" \
                and category not in ("door", "window"):
            # "a vase in the middle of the table" stands on it; "a rug in the middle of the
            # chairs" lies by them
            subject = phrases[phrase.anchor]
            if subject.noun != phrase.noun and not subject.negated:
                placed = "on" if _fits_on(family_in(subject, room), category) else "near"
                specs.append(RelationSpec(subject=subject.noun, target=_named(phrase, phrases,
                                                                               room),
                                          relation=placed, count=max(subject.count, 1)))
        if phrase.anchor is not None and phrase.relation in CANONICAL:
            subject = phrases[phrase.anchor]
            if category in ("door", "window"):
                how = "across_from" if phrase.relation == "across_from" else "near"
                specs.append(RelationSpec(subject=subject.noun, relation=how,
                                          landmark=category, count=max(subject.count, 1)))
            elif (subject.noun != phrase.noun or phrase.text == "each other") \
                    and not subject.negated:
                also = phrases[phrase.also] if phrase.also is not None else None
                relation = "in_front_of" if phrase.relation == "end_of" \
                    and _is(category, BED_WORDS) else CANONICAL[phrase.relation]
                named = _named(phrase, phrases, room)
                if relation == "under" and hung_above_floor(category) \
                        and not hung_above_floor(family_in(subject, room)):
                    # "a couch beneath three posters", "a bed under fairy lights": they hang
                    # above it
                    specs.append(RelationSpec(subject=named, target=subject.noun,
                                              relation="above", count=max(phrase.count, 1)))
                    continue
                specs.append(RelationSpec(subject=subject.noun, target=named, relation=relation,
                                          count=max(subject.count, 1),
                                          also=_named(also, phrases, room) if also else None))
        if phrase.anchor is not None and phrase.relation in PASSIVE:
            target = phrases[phrase.anchor]
            relation = PASSIVE[phrase.relation]
            if phrase.relation == "lined_with" and category in GENERATORS \
                    and GENERATORS[category].placement == "surface" \
                    and _fits_on(category, family_in(target, room)):
                relation = "on"  # "a counter lined with jars": the jars stand on it
            if target.noun != phrase.noun and not target.negated:
                specs.append(RelationSpec(subject=phrase.noun, target=target.noun,
                                          relation=relation, count=max(phrase.count, 1)))
        if phrase.held_by is not None and phrases[phrase.held_by].noun != phrase.noun:
            holder = phrases[phrase.held_by]
            holder_family = family_in(holder, room)
            relation = held_relation(category, holder_family)
            if relation in ("on", "inside") and phrase.landmark in ("wall", "ceiling"):
                relation = "near"  # "a desk with a clock on the wall": by it, not on it
            if relation not in ("on", "inside") or _fits_on(category, holder_family) or (
                    holder.relation == "on" and _laid_on(category, holder_family)) \
                    or _on_floor_covering(category, holder_family):
                spec = RelationSpec(subject=phrase.noun, target=holder.noun,
                                    count=max(phrase.count, 1), relation=relation)
                specs.append(spec)
                held.add(spec)
        if phrase.grouped_with is not None and not phrases[phrase.grouped_with].negated:
            specs.append(RelationSpec(subject=phrase.noun, relation="near",
                                      target=phrases[phrase.grouped_with].noun,
                                      count=max(phrase.count, 1)))
        if phrase.landmark is not None:
            relation = _landmark_relation(phrase, category)
            if relation is not None:
                specs.append(RelationSpec(subject=phrase.noun, relation=relation,
                                          landmark=phrase.landmark,
                                          count=max(phrase.count, 1)))
    # seats facing each other with a table between them face each other over it, nearer
    # than "across from" (a room's width) allows
    tabled = {spec.target for spec in specs if spec.relation == "between"}
    specs = [spec.model_copy(update={"relation": "facing"}) if spec.relation == "across_from"
             and spec.subject == spec.target and spec.subject in tabled else spec
             for spec in specs]
    # what the prompt ties explicitly ("facing the desk", "in the corner") before what a
    # holder's "with" implies: the planner places each kind by its first relation
    specs.sort(key=lambda spec: spec.relation in HELD_RELATIONS and spec in held)
    specs += _hosts_take_places(specs, phrases, room)
    return tuple(dict.fromkeys(_across_beyond(specs)))[:MAX_RELATIONS]


ROOM_PLACES = frozenset({"corner", "middle", "against"})


def _hosts_take_places(specs: list[RelationSpec], phrases: Sequence[NounPhrase],
                       room: RoomType) -> list[RelationSpec]:
    """The room places of the small things the prompt stands on a floor thing, taken by that
    thing when the prompt gives it none ("in one corner stands a sculpture on a pedestal":
    the pedestal stands in the corner, and so the sculpture)."""
    family = {p.noun: family_in(p, room) for p in phrases if not p.negated}
    placed = {spec.subject for spec in specs if spec.landmark is not None}
    added: list[RelationSpec] = []
    for spec in specs:
        if spec.relation not in ROOM_PLACES or spec.landmark is None:
            continue
        for on in specs:
            host = family.get(on.target or "")
            if on.subject == spec.subject and on.relation == "on" and on.target \
                    and on.target not in placed and host in GENERATORS \
                    and GENERATORS[host].placement in STANDING:
                added.append(RelationSpec(subject=on.target, relation=spec.relation,
                                          landmark=spec.landmark, count=1))
                placed.add(on.target)
    return added


def _across_beyond(specs: list[RelationSpec]) -> list[RelationSpec]:
    """Without "beside T" for a thing across from S where T stands in front of S: across
    from the sofa, "on the other side of the table" before it is where it already is."""
    across = {(s.subject, s.target) for s in specs if s.relation == "across_from"}
    fronts = {(s.subject, s.target) for s in specs if s.relation == "in_front_of"}
    return [s for s in specs if not (
        s.relation == "next_to" and any(a == s.subject and (s.target, t) in fronts
                                        for a, t in across))]


@dataclass(frozen=True)
class Hint:
    """Where the planner should put a kind of object: a relation and a target kind (or none)."""

    relation: str  # a plan Relation: on_top_of, around, next_to, corner, center, against_wall
    target: str | None = None


def _placed_before(between: RelationSpec, specs: tuple[RelationSpec, ...],
                   family_of: Mapping[str, str | None]) -> bool:
    """Whether the prompt placed the seats of "a table between the <seats>" by another thing
    first ("two armchairs in front of the fireplace. A round table sits between the
    armchairs"): they stay there, and the table goes between them."""
    table = family_of.get(between.subject)
    for spec in specs:
        if spec == between:
            return False
        if spec.subject == between.target and spec.target not in (None, between.target) \
                and family_of.get(spec.target) != table and spec.relation in (
                    "in_front_of", "behind", "next_to", "near", "left_of", "right_of"):
            return True
    return False


def placement_hints(specs: tuple[RelationSpec, ...], phrases: Sequence[NounPhrase],
                    room: RoomType) -> dict[str, Hint]:
    """Category -> how its objects should be placed, from the prompt's relations (the first
    relation of a kind wins)."""
    # a noun's kind as the phrase that made it says ("a screen on the wall ... facing the
    # screen": the wall-hung one), not as a later mention of it
    family_of = {p.noun: family_in(p, room) for p in phrases if p.refers_back}
    family_of.update({p.noun: family_in(p, room) for p in phrases if not p.refers_back})
    hints: dict[str, Hint] = {}
    # "two sofas facing each other with a coffee table between them": the seats go round
    # the table, one either side, facing it (and so each other)
    grouped = set()
    for spec in specs:
        table = family_of.get(spec.subject)
        seat = family_of.get(spec.target) if spec.target else None
        other = family_of.get(spec.also) if spec.also else None
        if spec.relation == "between" and table and seat and seat in GENERATORS \
                and (other is None or _is(other, SEAT_WORDS)) \
                and _is(seat, SEAT_WORDS) and _is(table, TABLE_WORDS) \
                and GENERATORS[seat].placement in ("floor", "wall"):
            if _placed_before(spec, specs, family_of):
                hints.setdefault(table, Hint("next_to", seat))  # by the seats where they are
                grouped.add(spec)
                continue
            hints.setdefault(seat, Hint("around", table))
            grouped.add(spec)
            if any(s.subject == spec.target and s.relation == "middle" for s in specs):
                hints.setdefault(table, Hint("center"))  # the group's middle is the table
    across = {s.subject for s in specs if s.relation == "across_from" and s.target}
    # standing on something settles where a thing goes before any other relation of it
    # (and a group's relation to itself, "in a row", after its relation to another thing:
    # "three chairs in a row facing a mirror" face the mirror)
    for spec in sorted(specs, key=lambda s: (s.relation not in ("on", "inside"),
                                             s.subject == s.target)):
        if spec in grouped:
            continue
        subject = family_of.get(spec.subject)
        if subject is None or subject not in GENERATORS or subject in hints:
            continue
        placement = GENERATORS[subject].placement
        target = family_of.get(spec.target) if spec.target else None
        stands = placement == "surface" or (target is not None and (
            (placement == "floor" and _stands_on(subject, target)) or _laid_on(subject, target)))
        if spec.relation in ("on", "inside") and target and (
                (_surface(target) and stands) or _on_holder(subject, target)):
            hints[subject] = Hint("on_top_of", target)
        elif spec.relation == "facing" and target in GENERATORS and _is(subject, SEAT_WORDS) \
                and GENERATORS[target].placement == "wall_mounted" and target not in FRONT_KINDS:
            hints[subject] = Hint("center", target)  # seats facing a mirror on the wall: in
            # front of it, side by side (facing a board: in rows, `geometry.rows`)
        elif spec.relation in ("around", "facing") and target and _is(subject, SEAT_WORDS) \
                and placement in ("floor", "wall"):
            hints[subject] = Hint("around", target)  # seats round a table face it
        elif spec.relation in ("next_to", "near") and _sat_at(subject, target):
            hints[subject] = Hint("around", target)  # "four chairs, one on each side": at it
        elif spec.relation == "around" and target and placement in ("floor", "wall"):
            hints[subject] = Hint("around", target)
        elif spec.relation in ("in_front_of", "under") and target \
                and (placement in ("floor", "wall", "corner")
                     or (spec.relation == "under" and placement == "surface")):
            # a bench at the foot of a bed; gifts under the tree, on the floor
            hints[subject] = Hint("center", target)  # the layout: in front of it, or under
        elif target and spec.relation not in ("on", "inside", "across_from") \
                and placement != "surface" and spec.subject not in across:
            hints[subject] = Hint("next_to", target)  # a ceiling thing: over it (but
            # "armchairs across from the sofa, on the other side of the table" stay across)
        elif spec.relation in ("next_to", "near", "beside") and target in GENERATORS \
                and GENERATORS[target].placement != "ceiling":
            # a glass by a carafe: on its top; bowls by a dog bed: on the floor there; a
            # vase by the sofa: on a table there
            hints[subject] = Hint("next_to", target)
        elif spec.relation == "corner" and placement in ("floor", "wall", "corner", "surface",
                                                         "ceiling"):
            hints[subject] = Hint("corner")  # a surface thing: on a table in the corner; a
            # ceiling thing: hung over it
        elif spec.relation == "against" and placement in ("floor", "corner", "surface"):
            hints[subject] = Hint("against_wall")
        elif spec.relation == "middle" and placement in ("floor", "wall", "corner", "surface"):
            hints[subject] = Hint("center")
        elif spec.relation == "near" and spec.landmark == "door" and placement != "ceiling":
            hints[subject] = Hint("next_to", "door")
        elif spec.relation in ("on_floor", "outside") and placement == "surface":
            hints[subject] = Hint("floor")  # a small thing the prompt puts on the floor, or
            # "outside the toy box": on the floor, not in it
        elif spec.relation == "near" and spec.landmark == "window" and placement == "floor":
            hints[subject] = Hint("against_wall")  # windows are cut where things stand by walls
    for spec in specs:  # "a crib beneath a shelf": the shelf hangs where the crib can stand,
        over = family_of.get(spec.target) if spec.target else None  # not over the desk a
        if spec.relation == "under" and over in GENERATORS \
                and GENERATORS[over].placement == "wall_mounted":  # template put it by
            hints.setdefault(over, Hint("against_wall"))
    return hints
