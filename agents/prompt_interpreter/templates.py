"""Room templates for the offline planner: what each room holds, how big it is, its defaults.

`TEMPLATES` maps every room type to its slots (`templates_living`, `templates_service`; a
`Slot` is one object the room may hold, see `slots`). Sizes are (min, max) ranges in metres,
drawn by the seed. `HOSTS` and `ANCHORS` (from `slots`) say where objects a prompt adds go.
"""

from __future__ import annotations

from agents.prompt_interpreter.slots import ANCHORS, HOSTS, MIN_IMPORTANCE, Slot
from agents.prompt_interpreter.templates_living import (
    BEDROOM,
    KIDS_ROOM,
    LIBRARY,
    LIVING_ROOM,
    STUDIO,
)
from agents.prompt_interpreter.templates_service import (
    BATHROOM,
    CAFE,
    DINING_ROOM,
    HALL,
    KITCHEN,
    OFFICE,
)
from orchestrator.schema.scene import Density, Mood, RoomType, Style, TimeOfDay

__all__ = ["ANCHORS", "DEFAULT_STYLE", "DEFAULT_TIME", "HOSTS", "MIN_IMPORTANCE",
           "MOOD_BY_STYLE", "MOOD_BY_TIME", "ROOM_SIZES", "STORAGE", "TEMPLATES", "Slot"]

TEMPLATES: dict[RoomType, tuple[Slot, ...]] = {
    "bedroom": BEDROOM,
    "living_room": LIVING_ROOM,
    "office": OFFICE,
    "cafe": CAFE,
    "kitchen": KITCHEN,
    "dining_room": DINING_ROOM,
    "bathroom": BATHROOM,
    "library": LIBRARY,
    "kids_room": KIDS_ROOM,
    "studio": STUDIO,
    "hall": HALL,
}

def _shelves(*kinds: str) -> tuple[Slot, ...]:
    return tuple(Slot(f"storage_{k}", kind, "against_wall", importance=2)
                 for k, kind in enumerate(kinds, 1))


# Shelves a room gets beyond its template, by density, for its small things to stand on (the
# dressing fills them): a kitchen's open shelves of jars and plates, a kids' room's low shelf
# of toys. Last in importance, they take only the room that is left.
STORAGE: dict[RoomType, dict[Density, tuple[Slot, ...]]] = {
    "bedroom": {"sparse": (), "normal": (), "dense": _shelves("bookshelf")},
    "living_room": {"sparse": (), "normal": (), "dense": _shelves("open_shelf")},
    "office": {"sparse": (), "normal": (), "dense": _shelves("open_shelf")},
    "cafe": {"sparse": (), "normal": _shelves("open_shelf"),
             "dense": _shelves("open_shelf", "open_shelf")},
    "kitchen": {"sparse": (), "normal": _shelves("open_shelf"),
                "dense": _shelves("open_shelf", "wall_shelf")},
    "dining_room": {"sparse": (), "normal": _shelves("wall_shelf"),
                    "dense": _shelves("display_cabinet", "wall_shelf")},
    "bathroom": {"sparse": (), "normal": _shelves("wall_shelf"),
                 "dense": _shelves("wall_shelf", "low_shelf")},
    "library": {"sparse": (), "normal": (), "dense": ()},
    "kids_room": {"sparse": (), "normal": _shelves("low_shelf"),
                  "dense": _shelves("low_shelf", "bookshelf")},
    "studio": {"sparse": (), "normal": _shelves("bookshelf"),
               "dense": _shelves("bookshelf", "open_shelf")},
    "hall": {"sparse": (), "normal": (), "dense": _shelves("wall_shelf")},
}

# (width, depth, height) ranges in metres
ROOM_SIZES: dict[RoomType, tuple[tuple[float, float], ...]] = {
    "bedroom": ((3.8, 5.0), (3.6, 4.6), (2.5, 2.9)),
    "living_room": ((4.6, 6.4), (4.4, 5.6), (2.6, 3.0)),
    "office": ((3.4, 4.6), (3.2, 4.2), (2.5, 2.9)),
    "cafe": ((6.5, 9.0), (5.5, 7.0), (2.9, 3.4)),
    "kitchen": ((4.4, 5.6), (4.0, 5.0), (2.5, 2.9)),
    "dining_room": ((4.2, 5.6), (3.8, 4.8), (2.6, 3.1)),
    "bathroom": ((2.8, 3.8), (2.6, 3.4), (2.4, 2.8)),
    "library": ((4.4, 6.0), (4.0, 5.2), (2.7, 3.3)),
    "kids_room": ((3.6, 4.8), (3.4, 4.4), (2.5, 2.8)),
    "studio": ((5.8, 7.2), (4.8, 6.0), (2.6, 3.0)),
    "hall": ((2.0, 3.2), (3.0, 4.6), (2.5, 2.8)),
}

DEFAULT_STYLE: dict[RoomType, Style] = {
    "bedroom": "cozy", "living_room": "modern", "office": "minimalist",
    "cafe": "industrial", "kitchen": "scandinavian", "dining_room": "rustic",
    "bathroom": "minimalist", "library": "luxury", "kids_room": "playful", "studio": "modern",
    "hall": "modern",
}
DEFAULT_TIME: dict[RoomType, TimeOfDay] = {
    "bedroom": "dusk", "living_room": "golden_hour", "office": "morning",
    "cafe": "noon", "kitchen": "morning", "dining_room": "dusk", "bathroom": "morning",
    "library": "night", "kids_room": "noon", "studio": "golden_hour",
    "hall": "morning",
}
MOOD_BY_TIME: dict[TimeOfDay, Mood] = {
    "morning": "bright", "noon": "bright", "golden_hour": "warm", "dusk": "warm", "night": "moody",
}
# styles that carry a mood of their own (except at night, which is moody)
MOOD_BY_STYLE: dict[Style, Mood] = {"cozy": "warm", "playful": "bright", "luxury": "warm"}
