"""A seeded generator of natural prompts, and the recall of the objects they name.

`generate_prompts(n, seed)` writes prompts like "a playful kids' room at noon with a bunk bed,
a toy box and two plants", each with what it asks for: room type, style, mood, time of day and
the catalog objects it names. Room, style and mood cycle systematically: prompt i takes combo
c = i + 80 k (k chosen by the seed) of the 320 room x style x mood combos, with room = c mod 10,
style = (c div 10) mod 8 and mood = (c + c div 80) mod 4. So prompts 0-79 (and 80-159, ...)
hold every room type 8 times, every style 10 times and every mood 20 times, and 320 prompts
hold every combination once. The time of day cycles too (prompt i: (i + i div 40) mod 5); the
seed picks which mood comes first, the phrasing and the objects named.

`object_recall(categories, named)` is the fraction of named objects (counting multiplicity)
that a plan or a scene holds: how the planner and the layout are measured against prompts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import get_args

from agents.prompt_interpreter.prompt_phrases import (
    MOOD_PHRASES,
    NUMBER_WORDS,
    OBJECT_PHRASES,
    ROOM_OBJECTS,
    ROOM_PHRASES,
    STYLE_PHRASES,
    TIME_PHRASES,
)
from orchestrator.schema.scene import Mood, RoomType, Scene, ScenePlan, Style, TimeOfDay

# a hall is the passage of a home, not a scene the generator asks for on its own
ROOMS: tuple[RoomType, ...] = tuple(r for r in get_args(RoomType) if r != "hall")
STYLES: tuple[Style, ...] = get_args(Style)
MOODS: tuple[Mood, ...] = get_args(Mood)
TIMES: tuple[TimeOfDay, ...] = get_args(TimeOfDay)
COMBOS = len(ROOMS) * len(STYLES) * len(MOODS)
MAX_KINDS = 4  # distinct kinds of object one prompt names, at most


@dataclass(frozen=True)
class GeneratedPrompt:
    text: str
    room_type: RoomType
    style: Style
    mood: Mood
    time_of_day: TimeOfDay
    named_objects: tuple[str, ...]  # catalog categories, one entry per object named


def combo(index: int) -> tuple[RoomType, Style, Mood]:
    """The index-th room x style x mood combination (a bijection on range(COMBOS))."""
    c = index % COMBOS
    block = len(ROOMS) * len(STYLES)
    return (ROOMS[c % len(ROOMS)], STYLES[(c // len(ROOMS)) % len(STYLES)],
            MOODS[(c + c // block) % len(MOODS)])


def _article(phrase: str) -> str:
    return f"an {phrase}" if phrase[0] in "aeiou" else f"a {phrase}"


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def _objects(room: RoomType, rng: random.Random) -> tuple[list[str], tuple[str, ...]]:
    """The object phrases of one prompt and the categories they name (with multiplicity)."""
    choices = ROOM_OBJECTS[room]
    kinds = rng.choice((1, 2, 2, 3, 3, 3, 4))
    # typical objects are named more often: weight by position in the room's list
    weights = [len(choices) - i + 3 for i in range(len(choices))]
    picked: list[str] = []
    while len(picked) < min(kinds, MAX_KINDS):
        category = rng.choices(choices, weights)[0]
        if category not in picked:
            picked.append(category)
    phrases, named = [], []
    for category in picked:
        singular, plural = OBJECT_PHRASES[category]
        count = rng.choice((2, 2, 3)) if plural is not None and rng.random() < 0.45 else 1
        if count == 1:
            phrases.append(_article(rng.choice(singular)))
        else:
            phrases.append(f"{NUMBER_WORDS[count]} {plural}")
        named += [category] * count
    return phrases, tuple(named)


def _sentence(room: RoomType, style: Style, mood: Mood, when: TimeOfDay, objects: list[str],
              rng: random.Random) -> str:
    room_p, style_p = rng.choice(ROOM_PHRASES[room]), rng.choice(STYLE_PHRASES[style])
    mood_p, time_p = rng.choice(MOOD_PHRASES[mood]), rng.choice(TIME_PHRASES[when])
    listed = _join(objects)
    shape = rng.randrange(4)
    if shape == 0:
        return f"{_article(mood_p)} {style_p} {room_p} {time_p} with {listed}"
    if shape == 1:
        return f"{_article(style_p)} {room_p} {time_p}, {mood_p} and quiet, with {listed}"
    if shape == 2:
        return f"{_article(style_p)} {room_p} with {listed}, {mood} light {time_p}"
    return f"{time_p[0].upper()}{time_p[1:]}: {_article(mood_p)} {style_p} {room_p} with {listed}"


def generate_prompts(n: int, seed: int) -> list[GeneratedPrompt]:
    """`n` prompts cycling through every room type x style x mood; the same seed, the same
    prompts."""
    if n < 0:
        raise ValueError(f"n must be >= 0, not {n}")
    rng = random.Random(f"prompts:{seed}")
    offset = rng.randrange(len(MOODS)) * len(ROOMS) * len(STYLES)
    prompts = []
    for i in range(n):
        room, style, mood = combo(offset + i)
        when = TIMES[(i + i // 40) % len(TIMES)]
        phrases, named = _objects(room, rng)
        text = _sentence(room, style, mood, when, phrases, rng)
        prompts.append(GeneratedPrompt(text=text, room_type=room, style=style, mood=mood,
                                       time_of_day=when, named_objects=named))
    return prompts


def recall_counts(plan_or_scene_categories: ScenePlan | Scene | Iterable[str],
                  named_objects: Iterable[str]) -> tuple[int, int]:
    """(found, named): how many named objects, counting multiplicity, the plan or scene (or
    the list of categories) holds, and how many were named."""
    if isinstance(plan_or_scene_categories, ScenePlan | Scene):
        categories = [o.category for o in plan_or_scene_categories.objects]
    else:
        categories = list(plan_or_scene_categories)
    want = Counter(named_objects)
    have = Counter(categories)
    return sum(min(have[c], k) for c, k in want.items()), sum(want.values())


def object_recall(plan_or_scene_categories: ScenePlan | Scene | Iterable[str],
                  named_objects: Iterable[str]) -> float:
    """The fraction of named objects, counting multiplicity, that the plan or scene (or the
    list of categories) holds: two plants named and one planned is 0.5 for the plants."""
    found, named = recall_counts(plan_or_scene_categories, named_objects)
    return found / named if named else 1.0
