"""Room templates for the offline planner: what each room holds, where, and how much it matters.

A `Slot` is one object the room may hold. Core slots (`chance=1.0`) are always planned; optional
ones are drawn by the seed. `target` names another slot's key (next_to / on_top_of / around and,
for paintings and pendant lamps, "hang above / over"); a slot whose target is not drawn is left
out too. Sizes are (min, max) ranges in metres, drawn by the seed.
"""

from __future__ import annotations

from dataclasses import dataclass

from orchestrator.scene import Mood, Relation, RoomType, Style, TimeOfDay, Wall


@dataclass(frozen=True)
class Slot:
    key: str
    category: str
    relation: Relation = "floor"
    target: str | None = None
    wall: Wall | None = None
    importance: int = 5
    chance: float = 1.0


S = Slot

TEMPLATES: dict[RoomType, tuple[Slot, ...]] = {
    "bedroom": (
        S("bed", "bed", "against_wall", wall="north", importance=10),
        S("ns1", "nightstand", "next_to", "bed", importance=7),
        S("ns2", "nightstand", "next_to", "bed", importance=7),
        S("lamp1", "table_lamp", "on_top_of", "ns1", importance=6),
        S("wardrobe", "wardrobe", "against_wall", importance=7),
        S("rug", "rug", "center", "bed", importance=5),
        S("plant", "plant", "corner", importance=4),
        S("painting", "painting", "next_to", "bed", importance=4),
        S("lamp2", "table_lamp", "on_top_of", "ns2", importance=5, chance=0.6),
        S("dresser", "dresser", "against_wall", importance=5, chance=0.6),
        S("vase", "vase", "on_top_of", "dresser", importance=3, chance=0.5),
        S("floor_lamp", "floor_lamp", "corner", importance=4, chance=0.5),
        S("armchair", "armchair", "floor", importance=3, chance=0.4),
        S("bookshelf", "bookshelf", "against_wall", importance=3, chance=0.3),
        S("mug", "mug", "on_top_of", "ns2", importance=2, chance=0.3),
        S("painting2", "painting", "against_wall", importance=2, chance=0.3),
    ),
    "living_room": (
        S("sofa", "sofa", "against_wall", wall="south", importance=10),
        S("coffee_table", "coffee_table", "center", "sofa", importance=8),
        S("tv_stand", "tv_stand", "against_wall", wall="north", importance=8),
        S("tv", "tv", "on_top_of", "tv_stand", importance=7),
        S("rug", "rug", "center", "coffee_table", importance=6),
        S("armchair", "armchair", "floor", "coffee_table", importance=6),
        S("bookshelf", "bookshelf", "against_wall", importance=5),
        S("plant", "plant", "corner", importance=4),
        S("floor_lamp", "floor_lamp", "next_to", "sofa", importance=4),
        S("painting", "painting", "next_to", "sofa", importance=4),
        S("armchair2", "armchair", "floor", "coffee_table", importance=5, chance=0.6),
        S("side_table", "nightstand", "next_to", "sofa", importance=4, chance=0.4),
        S("vase", "vase", "on_top_of", "coffee_table", importance=3, chance=0.5),
        S("plant2", "plant", "corner", importance=3, chance=0.4),
        S("small_plant", "small_plant", "on_top_of", "tv_stand", importance=2, chance=0.4),
        S("mug", "mug", "on_top_of", "coffee_table", importance=2, chance=0.4),
        S("painting2", "painting", "against_wall", importance=2, chance=0.3),
    ),
    "office": (
        S("desk", "desk", "against_wall", importance=10),
        S("office_chair", "office_chair", "around", "desk", importance=8),
        S("laptop", "laptop", "on_top_of", "desk", importance=7),
        S("bookshelf", "bookshelf", "against_wall", importance=7),
        S("table_lamp", "table_lamp", "on_top_of", "desk", importance=6),
        S("filing_cabinet", "filing_cabinet", "next_to", "desk", importance=6),
        S("plant", "plant", "corner", importance=5),
        S("painting", "painting", "next_to", "desk", importance=4),
        S("rug", "rug", "center", importance=3, chance=0.5),
        S("armchair", "armchair", "floor", importance=3, chance=0.4),
        S("floor_lamp", "floor_lamp", "corner", importance=3, chance=0.5),
        S("mug", "mug", "on_top_of", "desk", importance=2, chance=0.5),
        S("small_plant", "small_plant", "on_top_of", "filing_cabinet", importance=3, chance=0.5),
        S("bookshelf2", "bookshelf", "against_wall", importance=3, chance=0.4),
        S("painting2", "painting", "against_wall", importance=2, chance=0.3),
    ),
    "cafe": (
        S("counter", "counter", "against_wall", wall="north", importance=10),
        S("t1", "cafe_table", "floor", importance=8),
        S("t2", "cafe_table", "floor", importance=8),
        S("t3", "cafe_table", "floor", importance=7),
        S("c1a", "chair", "around", "t1", importance=6),
        S("c1b", "chair", "around", "t1", importance=6),
        S("c2a", "chair", "around", "t2", importance=6),
        S("c2b", "chair", "around", "t2", importance=6),
        S("c3a", "chair", "around", "t3", importance=5),
        S("c3b", "chair", "around", "t3", importance=5),
        S("p1", "pendant_lamp", "next_to", "t1", importance=5),
        S("p2", "pendant_lamp", "next_to", "t2", importance=5),
        S("plant", "plant", "corner", importance=4),
        S("mug1", "mug", "on_top_of", "t1", importance=3, chance=0.6),
        S("stool1", "stool", "around", "counter", importance=4, chance=0.5),
        S("stool2", "stool", "around", "counter", importance=4, chance=0.5),
        S("p3", "pendant_lamp", "next_to", "t3", importance=4, chance=0.5),
        S("painting", "painting", "against_wall", importance=3, chance=0.5),
        S("vase", "vase", "on_top_of", "counter", importance=2, chance=0.4),
        S("mug2", "mug", "on_top_of", "t2", importance=2, chance=0.4),
        S("plant2", "plant", "corner", importance=2, chance=0.4),
    ),
    "kitchen": (
        S("counter", "counter", "against_wall", wall="north", importance=10),
        S("fridge", "fridge", "next_to", "counter", importance=9),
        S("dining_table", "dining_table", "center", importance=8),
        S("chair1", "chair", "around", "dining_table", importance=6),
        S("chair2", "chair", "around", "dining_table", importance=6),
        S("chair3", "chair", "around", "dining_table", importance=5),
        S("chair4", "chair", "around", "dining_table", importance=5),
        S("pendant", "pendant_lamp", "next_to", "dining_table", importance=5),
        S("plant", "plant", "corner", importance=4),
        S("mug", "mug", "on_top_of", "dining_table", importance=4),
        S("vase", "vase", "on_top_of", "dining_table", importance=4),
        S("counter2", "counter", "against_wall", wall="west", importance=6, chance=0.5),
        S("stool1", "stool", "around", "counter", importance=3, chance=0.5),
        S("stool2", "stool", "around", "counter", importance=3, chance=0.5),
        S("small_plant", "small_plant", "on_top_of", "counter", importance=3, chance=0.5),
        S("painting", "painting", "against_wall", importance=2, chance=0.4),
        S("mug2", "mug", "on_top_of", "counter", importance=2, chance=0.3),
    ),
}

# (width, depth, height) ranges in metres
ROOM_SIZES: dict[RoomType, tuple[tuple[float, float], ...]] = {
    "bedroom": ((3.8, 5.0), (3.6, 4.6), (2.5, 2.9)),
    "living_room": ((4.6, 6.4), (4.4, 5.6), (2.6, 3.0)),
    "office": ((3.4, 4.6), (3.2, 4.2), (2.5, 2.9)),
    "cafe": ((6.5, 9.0), (5.5, 7.0), (2.9, 3.4)),
    "kitchen": ((4.4, 5.6), (4.0, 5.0), (2.5, 2.9)),
}

DEFAULT_STYLE: dict[RoomType, Style] = {
    "bedroom": "cozy", "living_room": "modern", "office": "minimalist",
    "cafe": "industrial", "kitchen": "scandinavian",
}
DEFAULT_TIME: dict[RoomType, TimeOfDay] = {
    "bedroom": "dusk", "living_room": "golden_hour", "office": "morning",
    "cafe": "noon", "kitchen": "morning",
}
MOOD_BY_TIME: dict[TimeOfDay, Mood] = {
    "morning": "bright", "noon": "bright", "golden_hour": "warm", "dusk": "warm", "night": "moody",
}

# where an extra, prompt-named surface object goes: the first of these hosts in the plan
HOSTS: dict[str, tuple[str, ...]] = {
    "tv": ("tv_stand", "dresser", "counter"),
    "laptop": ("desk", "dining_table", "cafe_table", "coffee_table", "dresser", "nightstand"),
    "table_lamp": ("nightstand", "desk", "dresser", "filing_cabinet", "tv_stand", "counter"),
    "mug": ("coffee_table", "cafe_table", "dining_table", "desk", "counter", "nightstand"),
    "vase": ("dining_table", "coffee_table", "dresser", "counter", "tv_stand", "nightstand"),
    "small_plant": ("dresser", "filing_cabinet", "tv_stand", "counter", "desk", "nightstand",
                    "coffee_table", "cafe_table"),
}
# seats and lamps that go round / over a piece of furniture when the prompt adds them
ANCHORS: dict[str, tuple[Relation, tuple[str, ...]]] = {
    "chair": ("around", ("dining_table", "cafe_table", "desk")),
    "stool": ("around", ("counter", "cafe_table", "dining_table")),
    "office_chair": ("around", ("desk",)),
    "armchair": ("floor", ("coffee_table",)),
    "pendant_lamp": ("next_to", ("dining_table", "cafe_table", "coffee_table", "desk")),
    "nightstand": ("next_to", ("bed", "sofa")),
    "painting": ("next_to", ("bed", "sofa", "desk")),
    "rug": ("center", ("coffee_table", "bed", "dining_table")),
}
