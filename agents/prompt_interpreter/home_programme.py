"""Whether a prompt asks for a whole home, and the programme of rooms it asks for (offline rules).

A prompt is a home when a dwelling or a business is its subject ("a two-bedroom apartment",
"a small house with a home office", "a cafe with a kitchen and a restroom") and it names or
implies more than one room, or when it names two kinds of room of its own ("a kitchen and a
living room"). A room in a dwelling ("a bedroom in a cottage") stays one room, and so does a
room with a corner of another use ("a kitchen with a dining area").

The programme is the rooms a home of its kind has, with what the prompt asks on top:
counted rooms ("two bathrooms", "three-bedroom"), named rooms ("a home office"), an open
kitchen (one space with the living room). Every room noun of the prompt gets an account:
made, or why not.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from agents.prompt_interpreter.inflections import NUMBER_WORDS, plural_of
from agents.prompt_interpreter.lexicon import names
from agents.prompt_interpreter.mentions import (
    detect_density,
    detect_mood,
    detect_style,
    detect_time,
    normalize_prompt,
)
from agents.prompt_interpreter.templates import MOOD_BY_STYLE, MOOD_BY_TIME
from agents.prompt_interpreter.vocabulary import COUNT_WORDS, DEFINITE_WORDS, ROOM_WORDS
from orchestrator.schema.home import (
    MAX_ROOMS,
    Group,
    HomeKind,
    Programme,
    RoomAsk,
)
from orchestrator.schema.scene import Density, Mood, NounAccount, RoomType, Style, TimeOfDay

# the words that make a prompt's subject a home, and the kind of home each names
DWELLINGS: dict[str, HomeKind] = {
    "apartment": "apartment", "flat": "apartment", "condo": "apartment",
    "condominium": "apartment", "penthouse": "apartment", "maisonette": "apartment",
    "house": "house", "home": "house", "bungalow": "house", "cottage": "house",
    "villa": "house", "townhouse": "house", "cabin": "house", "duplex": "house",
}
BUSINESSES: dict[str, HomeKind] = {
    "cafe": "cafe", "café": "cafe", "coffee shop": "cafe", "bistro": "cafe", "bakery": "cafe",
    "restaurant": "restaurant", "diner": "restaurant", "shop": "shop", "store": "shop",
    "boutique": "shop",
}
# dwellings that are a home even when the prompt names no room ("a small house"); an
# apartment, a cottage or a cabin alone stays the one room it always was (a studio, a den)
WHOLE_ALONE = frozenset({"house", "bungalow", "villa", "townhouse", "duplex", "penthouse"})
# words that may follow a dwelling that is the prompt's subject ("a house with ...")
FOLLOWERS = frozenset({"with", "that", "where", "for", "in", "on", "at", "by", "and", "near",
                       "featuring", "including", "having", "which", "built", "of"})
# rooms a home has unless the prompt counts them ("a two-bedroom apartment" sets bedrooms)
BASE_ROOMS: dict[HomeKind, dict[RoomType, int]] = {
    "apartment": {"living_room": 1, "kitchen": 1, "bedroom": 1, "bathroom": 1},
    "house": {"living_room": 1, "kitchen": 1, "bedroom": 2, "bathroom": 1},
    "studio": {"studio": 1, "bathroom": 1},
    "cafe": {"cafe": 1},
    "restaurant": {"dining_room": 1, "kitchen": 1},
    "shop": {"living_room": 1},
    "office_suite": {"office": 1},
}
# the room the front door opens into and everything else opens off, by kind of home
HUBS: dict[HomeKind, RoomType] = {"cafe": "cafe", "restaurant": "dining_room",
                                  "shop": "living_room", "office_suite": "office"}
# target area, least area (m^2) and least width (m) of a room of each type
SIZES: dict[RoomType, tuple[float, float, float]] = {
    "living_room": (20.0, 13.0, 3.2), "kitchen": (9.0, 5.5, 2.2),
    "dining_room": (11.0, 8.0, 2.7), "bedroom": (12.0, 8.5, 2.6),
    "bathroom": (5.0, 3.2, 1.6), "office": (9.0, 6.0, 2.3), "library": (11.0, 8.0, 2.6),
    "kids_room": (10.0, 7.5, 2.5), "studio": (28.0, 20.0, 3.6), "hall": (6.0, 3.0, 1.1),
    "cafe": (45.0, 25.0, 4.5),
}
BUSINESS_SIZES: dict[RoomType, tuple[float, float, float]] = {  # back rooms of a business
    "kitchen": (12.0, 8.0, 2.5), "bathroom": (4.0, 2.6, 1.5), "office": (7.0, 5.0, 2.2),
    "dining_room": (45.0, 28.0, 4.5),
}
GROUPS: dict[RoomType, Group] = {
    "living_room": "public", "kitchen": "public", "dining_room": "public", "cafe": "public",
    "studio": "public", "bedroom": "private", "bathroom": "private", "office": "private",
    "library": "private", "kids_room": "private", "hall": "hub",
}
LABELS: dict[RoomType, str] = {"living_room": "living room", "dining_room": "dining room",
                               "kids_room": "kids' room"}
SCALE_WORDS = {"small": 0.85, "tiny": 0.75, "compact": 0.85, "cozy": 0.95, "large": 1.2,
               "big": 1.15, "spacious": 1.25, "huge": 1.35, "grand": 1.3}
# the words after which a room is a corner of the one before, not a room of its own
CORNER_WORDS = ("area", "nook", "corner", "space")
OPEN_KITCHEN = re.compile(r"\bopen[- ](?:plan[- ])?(?:concept[- ])?kitchen\b|\bkitchen open"
                          r"(?:ing)? (?:on)?to\b|\bopen[- ]plan\b|\bopen[- ]concept\b")
SHORT_BEDS = re.compile(r"\b([a-z]+|\d+)[- ]?(?:bed|br|bd)s?\b")  # "3-bed", "2br"
SHORT_BATHS = re.compile(r"\b([a-z]+|\d+)[- ]?(?:bath|ba)s?\b")  # "2-bath"
HOME_ROOMS: tuple[RoomType, ...] = (
    "bedroom", "living_room", "office", "kitchen", "dining_room", "bathroom", "library",
    "kids_room", "hall",
)
MAX_PER_TYPE = 5  # rooms of one type a home may ask for
# a room the prompt names that no room type makes: "<word> room", and kinds said without it
UNPLANNED_ROOM = re.compile(
    r"(?:\b(?P<count>a|an|one|two|three|four|\d+)\s+)?\b(?P<name>[a-z'-]+ rooms?|garages?|"
    r"pantry|pantries|balcon(?:y|ies)|(?:walk-in )?closets?|cellars?|basements?|attics?|"
    r"porch(?:es)?|patios?|terraces?|saunas?|laundry|gyms?)\b")
# words before "room" that name no kind of room ("the room", "each room", "spare room" is a
# bedroom in the vocabulary already)
GENERIC_ROOM_WORDS = frozenset({"the", "a", "an", "each", "every", "one", "two", "three",
                                "this", "that", "other", "big", "small", "large", "whole",
                                "own", "its", "their", "same", "separate", "extra"})
RESTAURANT_M2_PER_TABLE = 9.0  # floor a restaurant's table with its four chairs takes
CAFE_M2_PER_TABLE = 8.0


@dataclass(frozen=True)
class RoomMention:
    room_type: RoomType
    phrase: str  # as written: "two bathrooms"
    noun: str  # "bathroom"
    count: int
    start: int
    end: int


def _count(word: str | None) -> int | None:
    if word is None:
        return None
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word) or COUNT_WORDS.get(word)


def room_mentions(text: str) -> list[RoomMention]:
    """The rooms a (normalized) prompt names, with their counts, in the order written."""
    found: list[RoomMention] = []
    taken: list[tuple[int, int]] = []
    phrases = sorted(((p, t) for t in HOME_ROOMS for p in ROOM_WORDS[t]
                      if not p.endswith(CORNER_WORDS)), key=lambda pt: -len(pt[0]))
    for phrase, room_type in phrases:
        pattern = re.compile(r"(?:\b([a-z]+|\d+)[ -])?(?<![\w'])(" + re.escape(phrase) + "|"
                             + re.escape(plural_of(phrase)) + r")(?![\w'])")
        for m in pattern.finditer(text):
            if any(m.start(2) < b and m.end(2) > a for a, b in taken):
                continue
            if text[m.end():m.end() + 6].lstrip().startswith(CORNER_WORDS) \
                    or _names_a_thing(text, m.start(2), m.end(2)):
                continue  # "kitchen area", "a toy kitchen", "an office chair": not a room
            count = _count(m.group(1))
            plural = m.group(2) != phrase
            taken.append((m.start(2), m.end(2)))
            start = m.start() if count is not None else m.start(2)
            found.append(RoomMention(room_type, text[start:m.end()].strip(), phrase,
                                     count if count is not None else (2 if plural else 1),
                                     start, m.end()))
    return sorted(found, key=lambda r: r.start)


def _names_a_thing(text: str, start: int, end: int) -> bool:
    """Whether a room's name is part of a thing's name with the word before or after it
    ("a toy kitchen", "a chaise lounge", "an office chair", "a kitchenette counter")."""
    words = text[start:end].split()
    before = re.findall(r"[\w'-]+", text[:start])[-1:]
    after = re.findall(r"[\w'-]+", text[end:])[:1]
    known = names()
    return (tuple(before + words) in known and bool(before)) or (
        bool(after) and tuple(words + after) in known) or (
        bool(after) and after[0] in known_heads())


def known_heads() -> frozenset[str]:
    """Single words the library knows as things ("counter", "chair")."""
    return frozenset(k[0] for k in names() if len(k) == 1)


def _dwelling(text: str) -> tuple[HomeKind, str, int] | None:
    """The kind of home a prompt's subject names and where, if its subject is one."""
    for table in (DWELLINGS, BUSINESSES):
        for word, kind in table.items():
            m = re.search(r"(?<![\w'])" + re.escape(word) + r"s?(?![\w'])", text)
            if m is None:
                continue
            before, after = text[:m.start()].split(), text[m.end():].split()
            if before[-2:-1] in (["in"], ["of"], ["at"], ["inside"]):
                continue  # "a bedroom in a cottage": a room of it, not it
            if after and after[0].strip(",.;:!?") not in ("", *FOLLOWERS):
                continue  # "an apartment living room", "a home gym": a word of a noun
            return kind, word, m.start()
    return None


def detect_home(prompt: str) -> HomeKind | None:
    """The kind of home a prompt asks for, or None when it asks for one room."""
    text = normalize_prompt(prompt)
    if re.search(r"\bstudio (?:apartment|flat)\b", text):
        return None
    rooms = room_mentions(text)
    dwelling = _dwelling(text)
    counted = SHORT_BEDS.search(text) is not None and dwelling is not None
    if dwelling is not None:
        kind, word, at = dwelling
        # "a two-bedroom apartment": a room count that qualifies the dwelling
        counted = counted or any(not text[r.end:at].strip() for r in rooms)
        if not any(r.start < at and text[r.end:at].strip() for r in rooms) \
                and (word in WHOLE_ALONE or rooms or counted):
            if kind in BUSINESSES.values() and not any(r.room_type != HUBS.get(kind)
                                                       for r in rooms):
                return None  # "a cafe with a long counter": one room
            return kind
    if len({r.room_type for r in rooms} - {"hall"}) >= 2 and rooms[0].start < 40 \
            and not re.search(r"\b(?:as|both)\b", text[:rooms[1].start]):
        return "apartment"  # "a kitchen and a living room", not "serves as both ..."
    return None


def _size(room_type: RoomType, kind: HomeKind, scale: float, rng: random.Random
          ) -> tuple[float, float, float]:
    table = BUSINESS_SIZES if kind in HUBS and room_type in BUSINESS_SIZES else SIZES
    area, least, width = table[room_type]
    target = area * scale * rng.uniform(0.9, 1.12)
    return round(max(target, least), 1), least, width


def _label(room_type: RoomType, k: int, n: int, kind: HomeKind) -> str:
    base = LABELS.get(room_type, room_type.replace("_", " "))
    if room_type == "bathroom" and kind in HUBS:
        base = "restroom"
    if room_type == "bedroom" and n > 1 and k == 0:
        return "main bedroom"
    return f"{base} {k + 1}" if n > 1 else base


def _brief(text: str, mention: RoomMention, rooms: list[RoomMention]) -> str:
    """What the prompt says of this room alone: "a kitchen with a big island" -> its clause."""
    later = [r.start for r in rooms if r.start > mention.start]
    end = min(later, default=len(text))
    clause = text[mention.end:end]
    clause = re.split(r"[,;.]| and (?:a|an|two|three|the)\b", clause)[0].strip()
    clause = re.sub(r"\s+and$", "", clause)
    return f"{mention.noun} {clause}" if clause.startswith(("with", "that", "where")) else ""


def _unplanned(text: str, mentions: list[RoomMention]) -> list[NounAccount]:
    """Rooms the prompt names that no room type makes ("a storage room", "a garage"): each
    reported as not made, never dropped silently."""
    found = []
    for m in UNPLANNED_ROOM.finditer(text):
        name = m.group("name")
        if any(m.start("name") < r.end and m.end("name") > r.start for r in mentions) \
                or name.split()[0] in GENERIC_ROOM_WORDS:
            continue
        count = _count(m.group("count")) or 1
        found.append(NounAccount(phrase=m.group(0).strip(), noun=name.rstrip("s"),
                                 asked=count, outcome="not_made",
                                 note="no room of this kind can be planned yet"))
    return found


def _business_brief(room_type: RoomType, area: float) -> str:
    """What a business's room holds when the prompt does not say: a restroom has no bath, a
    restaurant's kitchen no dining table, its dining room a table for every ~9 m^2."""
    if room_type == "bathroom":
        return "restroom with a toilet and a sink and no bathtub"
    if room_type == "kitchen":
        return "restaurant kitchen with counters, a stove, a fridge and no dining table"
    if room_type == "dining_room":
        tables = max(2, min(8, round(area / RESTAURANT_M2_PER_TABLE)))
        return f"restaurant with {tables} tables with four chairs around each table"
    if room_type == "cafe":
        tables = max(2, min(8, round(area / CAFE_M2_PER_TABLE)))
        return f"cafe with {tables} small tables"
    return ""


def plan_programme(prompt: str, seed: int, kind: HomeKind | None = None,
                   style: Style | None = None, time_of_day: TimeOfDay | None = None,
                   density: Density | None = None) -> Programme:
    """The rooms a home prompt asks for, sized and grouped, by keyword rules and the seed."""
    text = normalize_prompt(prompt)
    kind = kind or detect_home(prompt) or "apartment"
    rng = random.Random(f"programme:{seed}")
    mentions = room_mentions(text)
    # a home named as such has its kind's rooms; "a kitchen and a living room" only those
    counts: dict[RoomType, int] = dict(BASE_ROOMS[kind]) if _dwelling(text) else {}
    named: dict[RoomType, RoomMention] = {}
    for m in mentions:  # "three bedrooms" sets the home's bedrooms; "a bedroom and a guest
        # room" asks for two; "the bedroom" is one already named
        if m.phrase.split()[0] in DEFINITE_WORDS and m.room_type in named:
            continue
        counts[m.room_type] = (counts[m.room_type] if m.room_type in named else 0) + m.count
        named.setdefault(m.room_type, m)
    shorts: tuple[tuple[re.Pattern[str], RoomType], ...] = (
        (SHORT_BEDS, "bedroom"), (SHORT_BATHS, "bathroom"))
    for pattern, room_type in shorts:
        short = pattern.search(text)  # "a 3-bed, 2-bath house"
        n = _count(short.group(1)) if short else None
        if n is not None and short is not None and room_type not in named:
            counts[room_type] = n
            named[room_type] = RoomMention(room_type, short.group(0), room_type, n,
                                           short.start(), short.end())
    if kind in ("apartment", "house") and "bathroom" not in named \
            and counts.get("bedroom", 0) >= 3:
        counts["bathroom"] = 2
    hub = HUBS.get(kind)
    if hub is None and any(GROUPS[t] == "private" for t in counts):
        counts["hall"] = 1
    scale = next((v for w, v in SCALE_WORDS.items() if re.search(rf"\b{w}\b", text)), 1.0)
    open_kitchen = kind in ("apartment", "house", "studio") and bool(OPEN_KITCHEN.search(text))
    rooms: list[RoomAsk] = []
    accounts: list[NounAccount] = []
    for room_type, n in counts.items():
        mention = named.get(room_type)
        for k in range(min(n, MAX_PER_TYPE)):
            if len(rooms) == MAX_ROOMS:
                break
            area, least, width = _size(room_type, kind, scale, rng)
            label = _label(room_type, k, min(n, MAX_PER_TYPE), kind)
            group: Group = "hub" if room_type == hub or room_type == "hall" else (
                "service" if hub is not None else GROUPS[room_type])
            if room_type == "kitchen" and open_kitchen:
                label, area = "open kitchen", round(area * 0.9, 1)
            brief = _brief(text, mention, mentions) if mention is not None and k == 0 else ""
            if not brief and kind in HUBS:  # a business's rooms are not a home's
                brief = _business_brief(room_type, area)
            rooms.append(RoomAsk(room_type=room_type, label=label, group=group, area=area,
                                 min_area=least, min_width=width, brief=brief,
                                 open_to="living room" if label == "open kitchen" else None))
        if mention is not None:
            made = sum(r.room_type == room_type for r in rooms)
            accounts.append(NounAccount(
                phrase=mention.phrase, noun=mention.noun, asked=mention.count,
                planned=made, outcome="made" if made >= mention.count else "fewer",
                note="" if made >= mention.count else
                f"{made} planned: a home holds at most {MAX_PER_TYPE} of a kind and "
                f"{MAX_ROOMS} rooms"))
    accounts += _unplanned(text, mentions)
    chosen_style: Style = style or detect_style(text) or ("industrial" if kind == "cafe"
                                                          else "modern")
    when: TimeOfDay = time_of_day or detect_time(text) or "golden_hour"
    feel: Mood = detect_mood(text) or (MOOD_BY_STYLE[chosen_style]
                                       if chosen_style in MOOD_BY_STYLE and when != "night"
                                       else MOOD_BY_TIME[when])
    return Programme(
        prompt=prompt, kind=kind, rooms=tuple(rooms), style=chosen_style, mood=feel,
        time_of_day=when, density=density or detect_density(text) or "normal",
        height=round(rng.uniform(3.0, 3.3) if kind in HUBS else rng.uniform(2.6, 2.8), 2),
        seed=seed, nouns=tuple(accounts))


def recount_rooms(nouns: tuple[NounAccount, ...], programme: Programme
                  ) -> tuple[NounAccount, ...]:
    """The prompt's room nouns counted again in a programme (a model's, which may differ
    from the rules' draft)."""
    out = []
    for noun in nouns:
        found = room_mentions(noun.noun) or room_mentions(noun.phrase)
        kind = found[0].room_type if found else None
        made = sum(r.room_type == kind for r in programme.rooms)
        outcome = "made" if made >= noun.asked else "fewer" if made else "not_made"
        out.append(noun.model_copy(update={
            "planned": made, "outcome": outcome,
            "note": "" if outcome == "made" else f"{made} planned"}))
    return tuple(out)
