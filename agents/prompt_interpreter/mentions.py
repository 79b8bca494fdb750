"""What a prompt says, read by keyword: room type, style, mood, time of day, named objects.

Everything here is plain matching over the lower-cased prompt; nothing is executed. Where
several words of one kind occur, the earliest in the prompt wins ("a study in a bedroom" is an
office). Multi-word phrases win over their parts ("coffee table" is not a "table").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from orchestrator.scene import Mood, RoomType, Style, TimeOfDay

ROOM_WORDS: dict[RoomType, tuple[str, ...]] = {
    "bedroom": ("bedroom", "bed room", "guest room", "master suite", "nursery", "dorm room"),
    "living_room": ("living room", "lounge", "sitting room", "family room", "den", "living area",
                    "tv room", "parlor", "parlour"),
    "office": ("office", "study", "workspace", "work space", "workroom", "home office"),
    "cafe": ("cafe", "café", "coffee shop", "coffeehouse", "coffee house", "bistro", "tea room",
             "tearoom", "coffee bar"),
    "kitchen": ("kitchen", "kitchenette", "dining room", "breakfast nook"),
}
STYLE_WORDS: dict[Style, tuple[str, ...]] = {
    "cozy": ("cozy", "cosy", "snug", "comfy", "hygge", "homey", "homely"),
    "modern": ("modern", "contemporary", "sleek", "mid-century", "futuristic"),
    "rustic": ("rustic", "farmhouse", "cabin", "cottage", "country", "barn", "log"),
    "scandinavian": ("scandinavian", "scandi", "nordic", "danish", "swedish"),
    "industrial": ("industrial", "loft", "warehouse", "exposed brick", "concrete", "steampunk"),
    "minimalist": ("minimalist", "minimalistic", "minimal", "zen", "japandi", "sparse"),
}
MOOD_WORDS: dict[Mood, tuple[str, ...]] = {
    "warm": ("warm", "inviting", "candlelit", "candle", "amber", "snug"),
    "cool": ("cool", "cold", "blue", "icy", "calm", "serene", "crisp"),
    "bright": ("bright", "sunny", "airy", "cheerful", "light-filled", "sunlit", "vibrant"),
    "moody": ("moody", "dark", "dim", "dramatic", "gloomy", "noir", "mysterious", "atmospheric"),
}
TIME_WORDS: dict[TimeOfDay, tuple[str, ...]] = {
    "morning": ("morning", "sunrise", "dawn", "breakfast", "early light"),
    "noon": ("noon", "midday", "afternoon", "daytime", "daylight", "sunny day", "lunch"),
    "golden_hour": ("golden hour", "sunset", "late afternoon", "magic hour", "sundown"),
    "dusk": ("dusk", "evening", "twilight", "blue hour"),
    "night": ("night", "midnight", "nighttime", "night-time", "moonlight", "moonlit",
              "late night"),
}
OBJECT_WORDS: dict[str, tuple[str, ...]] = {
    "bed": ("bed", "double bed", "single bed", "queen bed", "king bed"),
    "nightstand": ("nightstand", "night stand", "bedside table", "bedside cabinet",
                   "night table", "side table", "end table"),
    "wardrobe": ("wardrobe", "closet", "armoire"),
    "dresser": ("dresser", "chest of drawers", "sideboard"),
    "table_lamp": ("table lamp", "desk lamp", "bedside lamp", "reading lamp"),
    "floor_lamp": ("floor lamp", "standing lamp", "standard lamp", "arc lamp"),
    "rug": ("rug", "carpet", "area rug"),
    "sofa": ("sofa", "couch", "settee", "loveseat"),
    "armchair": ("armchair", "arm chair", "reading chair", "lounge chair", "easy chair"),
    "coffee_table": ("coffee table",),
    "tv_stand": ("tv stand", "tv unit", "media console", "tv cabinet"),
    "tv": ("tv", "television", "flat screen", "telly"),
    "bookshelf": ("bookshelf", "bookcase", "book shelf", "bookshelves", "shelves", "shelf"),
    "plant": ("plant", "houseplant", "house plant", "potted plant", "fern", "monstera", "ficus"),
    "small_plant": ("small plant", "succulent", "cactus", "cacti"),
    "painting": ("painting", "picture", "artwork", "art print", "poster", "framed print"),
    "desk": ("desk", "writing desk", "work desk"),
    "office_chair": ("office chair", "desk chair", "swivel chair"),
    "laptop": ("laptop", "computer", "notebook computer"),
    "filing_cabinet": ("filing cabinet", "file cabinet"),
    "dining_table": ("dining table", "kitchen table"),
    "cafe_table": ("cafe table", "café table", "bistro table"),
    "chair": ("chair", "dining chair", "wooden chair"),
    "stool": ("stool", "bar stool", "barstool"),
    "counter": ("counter", "kitchen counter", "countertop", "kitchen island", "coffee counter"),
    "fridge": ("fridge", "refrigerator"),
    "pendant_lamp": ("pendant lamp", "pendant light", "pendant", "hanging lamp",
                     "ceiling lamp", "ceiling light", "chandelier"),
    "mug": ("mug", "cup", "coffee cup", "teacup"),
    "vase": ("vase",),
    # resolved by room type: see BARE_WORDS
    "@lamp": ("lamp", "light fixture"),
    "@table": ("table",),
}
BARE_WORDS: dict[str, dict[RoomType, str]] = {
    "@lamp": {"bedroom": "table_lamp", "living_room": "floor_lamp", "office": "table_lamp",
              "cafe": "pendant_lamp", "kitchen": "pendant_lamp"},
    "@table": {"bedroom": "nightstand", "living_room": "coffee_table", "office": "desk",
               "cafe": "cafe_table", "kitchen": "dining_table"},
}
COUNT_WORDS = {
    "a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "pair": 2, "couple": 2, "both": 2,
    "three": 3, "few": 3, "several": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 8, "ten": 8, "some": 2, "many": 5, "lots": 5,
}
STOP_WORDS = {"and", "with", "or", "plus", "by", "near", "on", "in", "beside", "next", "under",
              "above", "against", ",", ".", ";", ":", "!", "?"}
NEGATIONS = {"no", "without", "not"}
MAX_PER_CATEGORY = 8
K = TypeVar("K", bound=str)


@lru_cache(maxsize=64)
def _pattern(phrases: tuple[str, ...], plural: bool) -> re.Pattern[str]:
    words = sorted(phrases, key=len, reverse=True)
    suffix = r"(?:s|es)?" if plural else ""
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in words) + r")" + suffix + r"\b")


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


def detect_mood(text: str) -> Mood | None:
    return _earliest(text, MOOD_WORDS)


def detect_time(text: str) -> TimeOfDay | None:
    return _earliest(text, TIME_WORDS)


_PHRASE_TO_KEY = {p: k for k, ps in OBJECT_WORDS.items() for p in ps}
_OBJECTS = _pattern(tuple(_PHRASE_TO_KEY), plural=True)
_TOKENS = re.compile(r"[a-z0-9'-]+|[,.;:!?]")


@dataclass(frozen=True)
class Mentions:
    """Objects a prompt names: how many of each, and which it asks to leave out."""

    counts: dict[str, int]
    excluded: frozenset[str]


def find_objects(text: str, room: RoomType) -> Mentions:
    """Catalog objects the prompt names, with counts ("two plants", "3 chairs", "plants" = 2)."""
    counts: Counter[str] = Counter()
    excluded: set[str] = set()
    for match in _OBJECTS.finditer(text):
        key = _PHRASE_TO_KEY[match.group(1)]
        category = BARE_WORDS[key][room] if key in BARE_WORDS else key
        plural = match.group() != match.group(1) or match.group(1) in ("bookshelves", "cacti")
        count, negated = (2 if plural else 1), False
        found_count = False
        for token in reversed(_TOKENS.findall(text[: match.start()])[-4:]):
            if token in NEGATIONS:
                negated = True
                break
            if token in STOP_WORDS:
                break
            if token.isdigit() and not found_count:
                count, found_count = int(token), True
            elif token in COUNT_WORDS and not found_count:
                count, found_count = COUNT_WORDS[token], True
        if negated:
            excluded.add(category)
        else:
            counts[category] += count
    return Mentions(
        counts={k: max(1, min(v, MAX_PER_CATEGORY)) for k, v in counts.items()
                if k not in excluded},
        excluded=frozenset(excluded),
    )


def hinted_room(mentions: Mentions) -> RoomType | None:
    """The room the named objects suggest when the prompt names no room."""
    hints: dict[RoomType, tuple[str, ...]] = {
        "bedroom": ("bed", "wardrobe", "nightstand", "dresser"),
        "office": ("desk", "office_chair", "laptop", "filing_cabinet"),
        "kitchen": ("fridge", "dining_table", "counter"),
        "cafe": ("cafe_table",),
        "living_room": ("sofa", "tv", "tv_stand", "coffee_table", "armchair"),
    }
    scores = {room: sum(c in mentions.counts for c in cats) for room, cats in hints.items()}
    room, score = max(scores.items(), key=lambda kv: kv[1])
    return room if score > 0 else None
