"""The furniture plan of one zone of a home: the offline planner, run at the zone's size and
in the home's look, from what the prompt says of the room ("a kitchen with a big island") or
else from the room's name, with the doorways and windows the home's plan fixes.

The home's doors are openings in its walls, so the door a room template plans is left out,
and what the template put by it stands against a wall instead.
"""

from __future__ import annotations

import hashlib
import re

from agents.geometry.home_zones import ZoneFrame
from agents.prompt_interpreter.offline_planner import natural_relation, plan_offline
from orchestrator.schema.home import HomePlan
from orchestrator.schema.scene import PlannedObject, ScenePlan

WORDS = {"living_room": "living room", "dining_room": "dining room", "kids_room": "kids' room"}


def zone_seed(home_seed: int, zone_id: str) -> int:
    """Each zone's own seed: the same home seed gives the same rooms."""
    digest = hashlib.sha256(f"{home_seed}:{zone_id}".encode()).hexdigest()
    return int(digest[:15], 16)


def zone_prompt(plan: HomePlan, frame: ZoneFrame) -> str:
    """What the zone is planned from: the prompt's words for its room, for the room's main
    zone of that use; else the home's style and the zone's use."""
    room, zone = frame.room, frame.zone
    # the largest zone of its use in the room: an L's arm or a passage gets no brief of its own
    main = max((z for z in room.zones if z.room_type == zone.room_type), key=lambda z: z.area)
    if room.brief and zone == main and (zone.room_type == room.room_type
                                        or zone.room_type in room.brief):
        return f"a {plan.style} {room.brief}"
    name = WORDS.get(zone.room_type, zone.room_type.replace("_", " "))
    return f"a {plan.style} {name}"


def plan_zone(plan: HomePlan, frame: ZoneFrame) -> ScenePlan:
    zone = frame.zone
    scene_plan = plan_offline(
        zone_prompt(plan, frame), zone_seed(plan.seed, zone.id), room_type=zone.room_type,
        style=plan.style, mood=plan.mood, time_of_day=plan.time_of_day, density=plan.density,
        size=(frame.width, frame.depth, plan.height))
    doors = {o.id for o in scene_plan.objects if o.category == "door"}
    objects = tuple(_off_the_door(o, doors) for o in scene_plan.objects if o.id not in doors)
    label = frame.room.label if zone.label is None else f"{frame.room.label}: {zone.label}"
    return scene_plan.model_copy(update={
        "objects": objects, "enclosure": frame.enclosure,
        "room_label": re.sub(r"\s+", " ", label)[:80]})


def _off_the_door(obj: PlannedObject, doors: set[str]) -> PlannedObject:
    if obj.target not in doors:
        return obj
    return obj.model_copy(update={"relation": natural_relation(obj.category), "target": None})
