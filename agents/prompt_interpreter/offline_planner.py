"""The offline planner: a prompt becomes a ScenePlan by rules, with no network and no LLM.

Deterministic: the same prompt, seed and overrides give the same plan. The rules:

- room type: the earliest room word in the prompt ("bedroom", "lounge", "study", "coffee shop",
  "kitchen", ...); else the room its named objects suggest (a bed -> bedroom); else living_room.
- style, mood, time of day: the earliest matching word; defaults per room (`templates`), and a
  mood that follows the style ("cozy" -> warm) or the time of day (night -> moody).
- objects: the room template's core slots, optional slots drawn by the seed (from the room type
  and the seed only, so rewording a prompt keeps its furniture), objects the prompt names
  ("with a bookshelf and two plants", "no tv"), trimmed or topped up to 8-15 objects. Objects the
  prompt names are kept and placed early.
- room size: drawn by the seed from the room type's range, grown when the furniture needs it.

Overrides (room_type, style, mood, time_of_day) replace what the prompt says.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import get_args

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.mentions import (
    Mentions,
    detect_mood,
    detect_room,
    detect_style,
    detect_time,
    find_objects,
    hinted_room,
)
from agents.prompt_interpreter.templates import (
    ANCHORS,
    DEFAULT_STYLE,
    DEFAULT_TIME,
    HOSTS,
    MOOD_BY_TIME,
    ROOM_SIZES,
    TEMPLATES,
    Slot,
)
from orchestrator.scene import Mood, PlannedObject, Relation, RoomType, ScenePlan, Style, TimeOfDay

MIN_OBJECTS, MAX_OBJECTS = 8, 15
FILL_RATIO = 0.5  # furniture footprint (with a walking margin) per floor area before growing
NAMED_IMPORTANCE = 6


def _check(value: str | None, kind: object, what: str) -> None:
    if value is not None and value not in get_args(kind):
        raise ValueError(f"unknown {what} {value!r}; choose one of {', '.join(get_args(kind))}")


def normalize_prompt(prompt: str) -> str:
    text = " ".join(prompt.lower().split())
    return text.replace("night stand", "nightstand").replace("night table", "nightstand")


def plan_offline(
    prompt: str,
    seed: int,
    *,
    room_type: RoomType | None = None,
    style: Style | None = None,
    mood: Mood | None = None,
    time_of_day: TimeOfDay | None = None,
) -> ScenePlan:
    """Plan the scene a prompt describes, by keyword rules and seeded room templates."""
    _check(room_type, RoomType, "room type")
    _check(style, Style, "style")
    _check(mood, Mood, "mood")
    _check(time_of_day, TimeOfDay, "time of day")
    text = normalize_prompt(prompt)
    room: RoomType = (room_type or detect_room(text)
                      or hinted_room(find_objects(text, "living_room")) or "living_room")
    mentions = find_objects(text, room)
    chosen_style: Style = style or detect_style(text) or DEFAULT_STYLE[room]
    when: TimeOfDay = time_of_day or detect_time(text) or DEFAULT_TIME[room]
    feel: Mood = mood or detect_mood(text) or (
        "warm" if chosen_style == "cozy" and when != "night" else MOOD_BY_TIME[when])
    rng = random.Random(f"plan:{room}:{seed}")
    objects = _to_objects(choose_slots(room, rng, mentions))
    width, depth, height = _room_size(room, rng, objects)
    return ScenePlan(
        prompt=prompt, room_type=room, style=chosen_style, mood=feel, time_of_day=when,
        width=width, depth=depth, height=height, objects=objects, seed=seed,
    )


def _prune(slots: list[Slot]) -> list[Slot]:
    """Leave out slots whose target is not in the plan (repeatedly: targets chain)."""
    while True:
        keys = {s.key for s in slots}
        kept = [s for s in slots if s.target is None or s.target in keys]
        if len(kept) == len(slots):
            return kept
        slots = kept


def choose_slots(room: RoomType, rng: random.Random, mentions: Mentions) -> list[Slot]:
    template = TEMPLATES[room]
    draws = [s.chance >= 1.0 or rng.random() < s.chance for s in template]
    chosen = _prune([s for s, keep in zip(template, draws, strict=True)
                     if keep and s.category not in mentions.excluded])
    named: set[str] = set()
    for category, want in mentions.counts.items():
        have = [s for s in chosen if s.category == category]
        named.update(s.key for s in have[:want])
        for slot in template:
            if len(have) >= want:
                break
            if (slot.category == category and slot not in chosen
                    and (slot.target is None or slot.target in {s.key for s in chosen})):
                chosen.append(slot)
                have.append(slot)
                named.add(slot.key)
        for i in range(want - len(have)):
            extra = _extra_slots(category, chosen, f"named_{category}_{i}")
            chosen += extra
            named.update(s.key for s in extra)
    chosen = [replace(s, importance=max(s.importance, NAMED_IMPORTANCE)) if s.key in named
              else s for s in chosen]
    while len(chosen) > MAX_OBJECTS:
        protected = named | {s.target for s in chosen if s.key in named and s.target}
        spare = [s for s in chosen if s.chance < 1.0 and s.key not in protected]
        if not spare:
            break
        drop = min(reversed(spare), key=lambda s: s.importance)
        chosen = _prune([s for s in chosen if s is not drop])
    keys = {s.key for s in chosen}
    for slot in sorted(template, key=lambda s: -s.importance):
        if len(chosen) >= MIN_OBJECTS:
            break
        if slot.key not in keys and slot.category not in mentions.excluded \
                and (slot.target is None or slot.target in keys):
            chosen.append(slot)
            keys.add(slot.key)
    return chosen


def _least_used(slots: list[Slot], category: str, all_slots: list[Slot]) -> Slot | None:
    found = [s for s in slots if s.category == category]
    if not found:
        return None
    return min(found, key=lambda s: sum(1 for o in all_slots if o.target == s.key))


def _extra_slots(category: str, chosen: list[Slot], key: str) -> list[Slot]:
    """A slot (and a host for it, if it needs one) for an object the prompt adds."""
    if category in HOSTS:
        for host_category in HOSTS[category]:
            host = _least_used(chosen, host_category, chosen)
            if host is not None:
                return [Slot(key, category, "on_top_of", host.key, importance=NAMED_IMPORTANCE)]
        host = Slot(f"{key}_host", HOSTS[category][0], "against_wall",
                    importance=NAMED_IMPORTANCE)
        return [host, Slot(key, category, "on_top_of", host.key, importance=NAMED_IMPORTANCE)]
    if category in ANCHORS:
        anchored, anchors = ANCHORS[category]
        for anchor_category in anchors:
            anchor = _least_used(chosen, anchor_category, chosen)
            if anchor is not None:
                return [Slot(key, category, anchored, anchor.key, importance=NAMED_IMPORTANCE)]
    placement = GENERATORS[category].placement
    relation: Relation = {"wall": "against_wall", "corner": "corner",
                          "wall_mounted": "against_wall"}.get(placement, "floor")  # type: ignore
    return [Slot(key, category, relation, importance=NAMED_IMPORTANCE)]


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


def _room_size(room: RoomType, rng: random.Random, objects: tuple[PlannedObject, ...]
               ) -> tuple[float, float, float]:
    (w0, w1), (d0, d1), (h0, h1) = ROOM_SIZES[room]
    width, depth, height = rng.uniform(w0, w1), rng.uniform(d0, d1), rng.uniform(h0, h1)
    need = 0.0
    for obj in objects:
        gen = GENERATORS[obj.category]
        w, d, h = gen.size
        if gen.placement in ("wall", "corner", "floor") and h >= 0.05:
            need += (w + 0.2) * (d + 0.2) + 0.5 * w * gen.clearance
    grow = math.sqrt(max(1.0, need / (FILL_RATIO * width * depth)))
    width, depth = min(width * grow, 14.0), min(depth * grow, 14.0)
    return round(width, 1), round(depth, 1), round(height * 20) / 20
