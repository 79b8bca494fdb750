"""What a prompt says, read by keyword: room type, style, mood, time of day, named objects.

Everything here is plain matching over the lower-cased prompt (the word tables live in
`vocabulary`); nothing is executed. Where several words of one kind occur, the earliest in the
prompt wins ("a study in a bedroom" is a library). Multi-word phrases win over their parts
("coffee table" is not a "table", "bunk bed" is not a "bed").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from agents.prompt_interpreter.vocabulary import (
    BARE_WORDS,
    COUNT_WORDS,
    DEFINITE_WORDS,
    MOOD_WORDS,
    NEGATIONS,
    OBJECT_WORDS,
    PLURAL_PHRASES,
    RELATION_WORDS,
    ROOM_HINTS,
    ROOM_WORDS,
    SINGULAR_PHRASES,
    STOP_WORDS,
    STYLE_WORDS,
    TENS_WORDS,
    TIME_WORDS,
)
from orchestrator.schema.scene import Mood, RoomType, Style, TimeOfDay

MAX_PER_CATEGORY = 24
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


def detect_mood(text: str) -> Mood | None:
    return _earliest(text, MOOD_WORDS)


def detect_time(text: str) -> TimeOfDay | None:
    return _earliest(text, TIME_WORDS)


_PHRASE_TO_KEY = {p: k for k, ps in OBJECT_WORDS.items() for p in ps}
_OBJECTS = _pattern(tuple(_PHRASE_TO_KEY), plural=True)
_TOKENS = re.compile(r"[a-z0-9'-]+|[,.;:!?]")
_ANOTHER = re.compile(r"(?<![\w'])(?:another|one more)\s+(?:[\w-]+\s+)?$")


@dataclass(frozen=True)
class Mentions:
    """Objects a prompt names: how many of each, and which it asks to leave out.

    Keys are catalog generator names, and "window" for the windows a prompt asks for (openings
    in the room's walls, not objects: see `windows_named`).
    """

    counts: dict[str, int]
    excluded: frozenset[str]
    # kinds named only in the plural with no number ("tall bookcases"): their count is a
    # lower bound, so a room template may hold more of them
    at_least: frozenset[str] = frozenset()


def _count_before(text: str, start: int, default: int) -> tuple[int, bool]:
    """The count just before a phrase ("two", "3", "twenty four") and whether it is negated
    ("no"); `default` when no number is stated."""
    count, found = default, False
    tokens = _TOKENS.findall(text[:start])[-4:]
    for k in range(len(tokens) - 1, -1, -1):
        token = tokens[k]
        if token in NEGATIONS:
            return count, True
        if token in STOP_WORDS:
            break
        if found:
            continue
        if token.isdigit():
            count, found = int(token), True
        elif token in COUNT_WORDS:
            count, found = COUNT_WORDS[token], True
            if k > 0 and tokens[k - 1] in TENS_WORDS and count < 10:
                count += TENS_WORDS[tokens[k - 1]]
    return count, False


def _refers_back(text: str, start: int) -> bool:
    """Whether the mention ending the text before `start` points at an object rather than
    adding one: a definite one ("the bed", "each nightstand"), or the target of a relation
    ("near an armchair", "on a desk")."""
    tokens = _TOKENS.findall(text[:start])[-4:]
    for k in range(len(tokens) - 1, -1, -1):
        token = tokens[k]
        if token in DEFINITE_WORDS:
            return True
        if token.isdigit() or token in COUNT_WORDS:
            return k > 0 and tokens[k - 1] in RELATION_WORDS
        if token in STOP_WORDS or token in NEGATIONS:
            return token in RELATION_WORDS
    return False


def find_objects(text: str, room: RoomType) -> Mentions:
    """Catalog objects the prompt names, with counts ("two plants", "3 chairs", "plants" = 2)."""
    counts: Counter[str] = Counter()
    excluded: set[str] = set()
    bounds: set[str] = set()  # named as a bare plural
    stated: set[str] = set()  # named with a number or an article
    for match in _OBJECTS.finditer(text):
        phrase = match.group(1)
        key = _PHRASE_TO_KEY[phrase]
        category = BARE_WORDS[key][room] if key in BARE_WORDS else key
        plural = phrase in PLURAL_PHRASES or (
            match.group() != phrase and phrase not in SINGULAR_PHRASES)
        count, negated = _count_before(text, match.start(), 0)
        if count == 0 and not negated:
            count = 2 if plural else 1
            if plural:
                bounds.add(category)
        elif not negated:
            stated.add(category)
        if negated:
            excluded.add(category)
        elif _ANOTHER.search(text[:match.start()]):
            counts[category] += 1  # "a chair ... and another chair"
        elif _refers_back(text, match.start()):
            # "near the bed", "a lamp near an armchair", "on each nightstand": an object the
            # prompt names (or implies) already, not one more of its kind.
            counts[category] = max(counts[category], count)
        else:
            counts[category] += count
    return Mentions(
        counts={k: max(1, min(v, MAX_PER_CATEGORY)) for k, v in counts.items()
                if k not in excluded},
        excluded=frozenset(excluded),
        at_least=frozenset(bounds - stated - excluded),
    )


def windows_named(prompt: str) -> int:
    """How many windows the prompt asks for (0 when it names none), at most `MAX_WINDOWS`."""
    mentions = find_objects(normalize_prompt(prompt), "living_room")
    return min(mentions.counts.get("window", 0), MAX_WINDOWS)


def hinted_room(mentions: Mentions) -> RoomType | None:
    """The room the named objects suggest when the prompt names no room."""
    scores = {room: sum(c in mentions.counts for c in cats) for room, cats in ROOM_HINTS.items()}
    room, score = max(scores.items(), key=lambda kv: kv[1])
    return room if score > 0 else None
