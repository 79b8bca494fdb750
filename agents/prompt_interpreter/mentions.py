"""What a prompt says: room type, style, mood and time of day by keyword, and the objects it
names by `grammar`.

Room, style, mood and time are plain matching over the lower-cased prompt (the word tables live
in `vocabulary`); where several words of one kind occur, the earliest in the prompt wins ("a
study in a bedroom" is a library). Objects are read as counted noun phrases (`grammar`);
nothing is executed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from agents.geometry.families.ceiling_hung import HUNG_FROM_CEILING
from agents.geometry.families.wall_hung import HUNG_VERSIONS
from agents.prompt_interpreter.grammar import NounPhrase, Reading, read
from agents.prompt_interpreter.vocabulary import (
    BARE_WORDS,
    DENSITY_WORDS,
    MOOD_WORDS,
    ROOM_HINTS,
    ROOM_KINDS,
    ROOM_WORDS,
    STYLE_WORDS,
    TIME_WORDS,
)
from orchestrator.schema.scene import Density, Mood, RoomType, Style, TimeOfDay

MAX_PER_CATEGORY = 40
MAX_WINDOWS = 4
K = TypeVar("K", bound=str)


def normalize_prompt(prompt: str) -> str:
    """Lower case, single spaces, typographic apostrophes straightened, "night stand" joined
    (so that it is not read as "night")."""
    text = " ".join(prompt.lower().replace("\u2019", "'").split())
    return text.replace("night stand", "nightstand")


@lru_cache(maxsize=64)
def _pattern(phrases: tuple[str, ...], plural: bool) -> re.Pattern[str]:
    words = sorted(phrases, key=len, reverse=True)
    suffix = r"(?:s|es)?" if plural else ""
    return re.compile(r"(?<![\w'])(" + "|".join(re.escape(w) for w in words) + r")" + suffix
                      + r"(?![\w'])")


def _earliest(text: str, table: Mapping[K, tuple[str, ...]]) -> K | None:
    best: tuple[int, int, K] | None = None
    for key, phrases in table.items():
        match = _pattern(tuple(phrases), plural=False).search(text)
        if match and (best is None or (match.start(), -len(match.group())) < best[:2]):
            best = (match.start(), -len(match.group()), key)
    return best[2] if best else None


def detect_room(text: str) -> RoomType | None:
    return _earliest(text, ROOM_WORDS)


def detect_style(text: str) -> Style | None:
    return _earliest(text, STYLE_WORDS)


def detect_density(text: str) -> Density | None:
    """How full the prompt says the room is ("a cluttered studio", "a tidy office")."""
    return _earliest(text, DENSITY_WORDS)


def detect_mood(text: str) -> Mood | None:
    return _earliest(text, MOOD_WORDS)


def detect_time(text: str) -> TimeOfDay | None:
    return _earliest(text, TIME_WORDS)


@dataclass(frozen=True)
class Mentions:
    """Objects a prompt names: how many of each, which it asks to leave out, and every noun
    phrase as the grammar read it (for the report's account of each noun).

    Keys are catalog generator names. Windows are openings in the room's walls, not objects:
    see `windows_named`.
    """

    counts: dict[str, int]
    excluded: frozenset[str]
    # kinds named only in the plural or vaguely ("tall bookcases", "several plants"): their
    # count is a lower bound, so a room template may hold more of them
    at_least: frozenset[str] = frozenset()
    phrases: tuple[NounPhrase, ...] = ()
    room_label: str | None = None


# what a table or floor thing becomes when the prompt hangs it on a wall or above something
# ("a small shelf above the toilet"); furniture that stands on the floor (a bookcase, a
# shelving unit) "on the wall" stands against it
WALL_VARIANTS = {"tv": "wall_tv", "open_shelf": "wall_shelf", "floor_mirror": "mirror",
                 "table_lamp": "wall_sconce", "floor_lamp": "wall_sconce",
                 "desk_lamp": "wall_sconce", "storage_cabinet": "kitchen_wall_cabinet",
                 "picture_frame": "painting", "coat_rack": "hook_rail",
                 "metal_shelving": "wall_shelf", "shelving_unit": "wall_shelf",
                 "vanity": "wall_basin",
                 **HUNG_VERSIONS}  # a bike on wall hooks
# a kitchen's "cabinets" are its counter run, but hung on the wall they are its wall cabinets
CABINET_NOUNS = frozenset({"cabinet", "cabinets", "cupboard", "cupboards"})
# ... and floor furniture of a kind the prompt puts above another thing, which cannot stand
HUNG_OVER_VARIANTS = {"bookshelf": "wall_shelf"}
HUNG_BY_A_WALL = frozenset({"picture_frame"})  # "framed photos line the walls": hung there
# ... and what hangs from the ceiling ("a lamp hanging from the ceiling" is a pendant)
CEILING_VARIANTS = {"table_lamp": "pendant_lamp", "floor_lamp": "pendant_lamp",
                    "desk_lamp": "pendant_lamp", "wall_sconce": "pendant_lamp",
                    "lantern": "pendant_lamp", "pedestal_fan": "ceiling_fan",
                    "plant": "hanging_plant",
                    "small_plant": "hanging_plant", **HUNG_FROM_CEILING}


def same_kind(a: str | None, b: str | None) -> bool:
    """Whether two families name one kind of thing hung or stood differently ("a
    wall-mounted television ... the TV": the one TV)."""
    if a is None or b is None:
        return False
    return a == b or b in (WALL_VARIANTS.get(a), CEILING_VARIANTS.get(a)) \
        or a in (WALL_VARIANTS.get(b), CEILING_VARIANTS.get(b))


def family_in(phrase: NounPhrase, room: RoomType) -> str | None:
    """The generator a phrase resolves to in a room of this type ("lamp" -> a table lamp in a
    bedroom, a pendant in a cafe; "a TV on the wall" -> a wall-mounted one)."""
    if phrase.family is None:
        return None
    family = BARE_WORDS[phrase.family][room] if phrase.family in BARE_WORDS else phrase.family
    if phrase.family == "@table" and "long" in phrase.attributes \
            and family in ("side_table", "nightstand", "coffee_table"):
        family = "dining_table"  # a long table is one people sit along, not a side table
    if phrase.landmark == "ceiling":
        return CEILING_VARIANTS.get(family, family)
    on_wall = (phrase.landmark == "wall" and (phrase.landmark_relation == "on"
                                              or family in HUNG_BY_A_WALL)) \
        or "wall-mounted" in phrase.attributes or phrase.hangs_over
    if phrase.hangs_over:  # "a bookshelf above the desk" hangs: a shelf on the wall
        family = HUNG_OVER_VARIANTS.get(family, family)
    if on_wall and family == "counter" and phrase.noun.split()[-1] in CABINET_NOUNS:
        return "kitchen_wall_cabinet"  # "cabinets mounted on the wall": the upper ones
    return WALL_VARIANTS.get(family, family) if on_wall else family


def _own_kind(phrase: NounPhrase, phrases: list[NounPhrase]) -> bool:
    """Whether a phrase that refers back names a kind of its own: "the teacher's desk" after
    "twelve student desks" (its own name in the library), not "the counter" of "a bar
    counter"."""
    return " " in phrase.noun and phrase.named and not any(
        p.noun.endswith(phrase.noun) for p in phrases[:phrase.index] if not p.refers_back)


def find_objects(reading: Reading, room: RoomType) -> Mentions:
    """Catalog objects the prompt names, as `grammar` read and counted them ("two plants",
    "3 chairs", "six desks, each with a monitor"), resolved for a room of this type; phrases
    naming the same kind add up, and a phrase that refers back only makes sure that many
    exist."""
    counts: Counter[str] = Counter()
    excluded: set[str] = set()
    exact: set[str] = set()
    heads: set[str] = set()  # head nouns of the phrases that added objects
    for phrase in reading.phrases:
        category = family_in(phrase, room)
        if category is None or category == "window" or phrase.umbrella:
            continue
        head = phrase.noun.split()[-1]
        if phrase.negated:
            excluded.add(category)
        elif phrase.refers_back and category not in counts and (
                (head in heads and not _own_kind(phrase, reading.phrases)
                 and ((phrase.definite and not phrase.modifiers)
                      or not (phrase.attributes or phrase.modifiers)))
                or any(same_kind(category, k) for k in counts)):
            continue  # "the counter" of "a bar counter": the one already named (but "a low
            # rack" after "a barbell rack", "the back counter" after "a freezer counter" are
            # their own)
        elif phrase.refers_back:
            first = category not in counts
            counts[category] = max(counts[category], phrase.count)
            if not phrase.at_least and (phrase.stated or first):  # "the nightstand": one
                exact.add(category)
        else:
            heads.add(head)
            counts[category] += phrase.count
            if not phrase.at_least:
                exact.add(category)
    return Mentions(
        counts={k: max(1, min(v, MAX_PER_CATEGORY)) for k, v in counts.items()
                if k not in excluded},
        excluded=frozenset(excluded),
        at_least=frozenset(set(counts) - exact - excluded),
        phrases=tuple(reading.phrases),
        room_label=reading.room_label,
    )


def windows_named(prompt: str) -> int:
    """How many windows the prompt asks for (0 when it names none), at most `MAX_WINDOWS`."""
    return min(read(normalize_prompt(prompt)).windows, MAX_WINDOWS)


def room_of_label(label: str | None) -> RoomType | None:
    """The template for a kind of room the prompt names in its own words ("jazz bar" -> cafe,
    "studio" -> a studio apartment), by its words, last first; None for a kind no template
    fits ("pet store", "art studio")."""
    if label == "studio":
        return "studio"
    for word in reversed((label or "").split()):
        if word in ROOM_KINDS:
            return ROOM_KINDS[word]
    return None


def hinted_room(mentions: Mentions) -> RoomType | None:
    """The room the named objects suggest when the prompt names no room (by what they are:
    a "table" resolved for a guessed room suggests nothing)."""
    named = {p.family for p in mentions.phrases if p.family and not p.family.startswith("@")} \
        if mentions.phrases else set(mentions.counts)
    scores = {room: sum(c in named for c in cats) for room, cats in ROOM_HINTS.items()}
    room, score = max(scores.items(), key=lambda kv: kv[1])
    return room if score > 0 else None
