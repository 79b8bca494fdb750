"""What a floor or wall thing becomes when the prompt stands it on another thing.

"A table displays potted plants", "two cushions on the sofa", "a small mirror on the
vanity table": the library's plant, floor cushion and mirror stand on the floor or hang on a
wall, so the thing the prompt means is their small version, which stands on a top. The
wall-mounted versions of table things are `mentions.WALL_VARIANTS`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from agents.geometry.catalog import GENERATORS, is_stick, spec
from agents.geometry.families import FAMILIES
from agents.geometry.families.wall_hung import HUNG_UP
from agents.geometry.holds import is_holder

if TYPE_CHECKING:  # the grammar calls this module at the end of its reading
    from agents.prompt_interpreter.grammar import NounPhrase

# floor thing (or room-dependent word) -> the version that stands on a top
SURFACE_VARIANTS = {"plant": "small_plant", "floor_cushion": "throw_pillow",
                    "floor_lamp": "table_lamp", "@lamp": "table_lamp",
                    "mirror": "vanity_mirror", "floor_mirror": "vanity_mirror",
                    "storage_basket": "table_basket", "wall_clock": "alarm_clock",
                    "microphone_stand": "desk_microphone", "bathrobe": "folded_clothes",
                    "picture_frame": "photo_print", "cardboard_box": "small_box",
                    "@sink": "vessel_sink", "vanity": "vessel_sink"}
# a thing whose bare name means its small version, and the version that stands on the
# floor, which a size word asks for ("a large globe stands near the door")
FLOOR_VERSIONS = {"desk_globe": "floor_globe", "small_plant": "plant", "table_lamp": "floor_lamp",
                  "@lamp": "floor_lamp"}
BIG_WORDS = frozenset({"large", "big", "tall", "huge", "giant", "oversized"})
# what a thing is when the prompt puts things in or on it: a set the prompt lists the pieces
# of ("a tea set with a teapot and four cups") is the tray they stand on, the pieces being
# the objects; a bowl of lemons is a wide bowl they lie in
FILLED_VARIANTS = {"tea_set": "serving_tray", "bowl": "fruit_bowl"}
# ... and what a closed thing is when the prompt puts things in it: a fridge the prompt
# stocks is a glass-door one whose shelves show them (a microwave "on" it stays on its top)
STOCKED_VARIANTS = {"fridge": "refrigerated_display_case"}
STICK_POTS = frozenset({"jar", "mug", "vase"})  # ... and one that holds pencils, a pen pot
# (holder, what it holds) -> the kind that is both, built with its contents
FILLED_WITH = {("bucket", "vase"): "flower_bucket"}
# a bare "stand" is the stand for what the prompt puts on it ("a guitar on a stand")
STAND_FOR = {**dict.fromkeys(("guitar", "violin", "cello", "saxophone", "trumpet"),
                             "instrument_stand"),
             **dict.fromkeys(("plant", "small_plant"), "plant_stand"),
             "tv": "tv_stand", "cake": "cake_stand", "laptop": "laptop_stand",
             **dict.fromkeys(("keyboard", "synthesizer"), "keyboard_stand"),
             "wristwatch": "watch_stand", "sheet_music": "music_stand",
             "umbrella": "umbrella_stand", "smartphone": "charging_stand"}
# the floor things a holder's "with" also turns ("a desk with a plant", "a vanity with two
# sinks": basins on its top, "a side table with a lamp": a table lamp on it; an armchair
# with a lamp keeps a floor lamp, as no seat takes a table lamp)
HELD_VARIANTS = frozenset({"plant", "floor_cushion", "wall_clock", "cardboard_box", "@sink",
                           "vanity", "@lamp"})


def _variant_on(variant: str, host: str | None) -> str:
    """The small version for that host: a lamp a desk holds is a desk lamp."""
    return "desk_lamp" if variant == "table_lamp" and "desk" in (host or "").split("_") \
        else variant


def _takes(variant: str, host: str | None) -> bool:
    """Whether the small version goes on a thing of this family: on what its family lists,
    else on a table-like top or a shelf."""
    if host is None:
        return False
    if host.startswith("@"):  # a table of a kind the room decides
        return host in ("@table", "@side_table")
    if host not in GENERATORS:
        return False
    if variant in FAMILIES and FAMILIES[variant].hosts:
        return host in FAMILIES[variant].hosts
    return (spec(host).surface_frac or 0.0) >= 0.9 or bool(spec(host).shelves)


def _stands_for_what_they_carry(phrases: Sequence[NounPhrase]) -> list[NounPhrase]:
    """A bare "stand" made as the stand for what it carries: "an electric guitar on a stand"
    is a guitar stand, "a TV on a stand" a TV stand (and what names it again, the same)."""
    out = list(phrases)
    for k, stand in enumerate(phrases):
        if stand.noun != "stand":
            continue
        carried = [phrases[stand.anchor]] if stand.relation == "on" and \
            stand.anchor is not None else [p for p in phrases if p.held_by == k]
        kinds = {STAND_FOR.get((p.family or "").lstrip("@")) for p in carried} - {None}
        if len(kinds) == 1:
            kind = kinds.pop()
            out = [replace(p, family=kind, named=True) if p.noun == "stand" and (
                p.index == k or (p.refers_back and p.index > k)) else p for p in out]
    return out


def stood_on_hosts(phrases: Sequence[NounPhrase]) -> list[NounPhrase]:
    """The phrases, each floor or wall thing the prompt puts on another thing turned into the
    version that stands on a top, and each thing the prompt fills into its filled version
    (a set whose pieces it lists into their tray)."""
    phrases = _stands_for_what_they_carry(phrases)
    stood_on = {p.anchor for p in phrases if p.relation in ("on", "inside")}
    out = [p if p.index in stood_on else _floor_version(p) for p in phrases]
    for phrase in phrases:
        if phrase.anchor is not None and phrase.relation == "on":  # "<thing> on <this>"
            thing = out[phrase.anchor]
            if thing.family in SURFACE_VARIANTS and not thing.negated:
                out[phrase.anchor] = replace(thing, family=SURFACE_VARIANTS[thing.family])
    # the holder's list begun by a holding word ("a counter holds a register and a basket")
    listed = {p.held_by for p in phrases if p.relation in ("holds", "contains")}
    for k, phrase in enumerate(out):
        if phrase.family not in SURFACE_VARIANTS or phrase.held_by is None:
            continue
        holder = out[phrase.held_by]
        variant = _variant_on(SURFACE_VARIANTS[phrase.family], holder.family)
        held = phrase.family in HELD_VARIANTS or phrase.relation in ("holds", "contains") \
            or phrase.held_by in listed
        if holder.relation == "on" or (  # "On the table are ... and a small mirror"; "a
                held and _takes(variant, holder.family)):  # console table holding a lamp"
            out[k] = replace(phrase, family=variant)
    out = _stocked(out)
    for k, phrase in enumerate(out):
        held = [j for j, p in enumerate(out) if p.held_by == k]
        if not held:
            continue
        if phrase.family in FILLED_VARIANTS:
            out[k] = replace(phrase, family=FILLED_VARIANTS[phrase.family])
        elif phrase.family in STICK_POTS and all(out[j].family in GENERATORS
                                                 and is_stick(out[j].family) for j in held):
            out[k] = replace(phrase, family="pen_holder")  # a jar with colored pencils
        filled = FILLED_WITH.get((phrase.family or "", out[held[0]].family or ""))
        if filled is not None:  # "buckets of flowers": flower buckets, the flowers in them
            out[k] = replace(phrase, family=filled)
            for j in held:
                out[j] = replace(out[j], family=filled, refers_back=True)
    return hung_on_holders(out)


def _stocked(phrases: list[NounPhrase]) -> list[NounPhrase]:
    """Each closed thing the prompt puts things in turned into its stocked version, and so
    every mention of it ("a fridge ... the fridge contains bottles")."""
    stocked = {(p.noun, p.family) for k, p in enumerate(phrases)
               if p.family in STOCKED_VARIANTS and not p.negated and (
                   (p.relation == "inside" and p.anchor is not None)  # "bottles in the fridge"
                   or any(q.held_by == k and q.relation in ("contains", "holds", "inside")
                          for q in phrases))}
    return [replace(p, family=STOCKED_VARIANTS[p.family]) if (p.noun, p.family) in stocked
            else p for p in phrases]


def _floor_version(phrase: NounPhrase) -> NounPhrase:
    """A bare "large globe", "tall lamp" named on its own: the one that stands on the floor."""
    if phrase.family in FLOOR_VERSIONS and " " not in phrase.noun and phrase.held_by is None \
            and BIG_WORDS & set(phrase.attributes):
        return replace(phrase, family=FLOOR_VERSIONS[phrase.family])
    return phrase


def hung_on_holders(phrases: list[NounPhrase]) -> list[NounPhrase]:
    """Folded clothes and towels the prompt hangs on a holder's rail or hooks ("a clothes rail
    with shirts on it", "towels on the towel rail") are their hung versions."""
    out = list(phrases)
    for k, phrase in enumerate(phrases):
        holder = phrases[phrase.held_by] if phrase.held_by is not None else None
        if holder is not None and is_holder(holder.family or "") and phrase.family in HUNG_UP:
            out[k] = replace(phrase, family=HUNG_UP[phrase.family])
        if phrase.anchor is not None and phrase.relation == "on" \
                and is_holder(phrase.family or ""):  # "<thing> on <this holder>"
            thing = out[phrase.anchor]
            if thing.family in HUNG_UP and not thing.negated:
                out[phrase.anchor] = replace(thing, family=HUNG_UP[thing.family])
    return out
