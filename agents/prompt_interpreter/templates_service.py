"""Room templates for rooms built round fixtures and tables: office, cafe, kitchen, dining room,
bathroom and hall.

Each is a tuple of `Slot`s (see `templates`): core slots (`chance=1.0`) first, then optional
ones drawn by the seed. Every room has a door; curtains hang at a window the layout picks.
"""

from __future__ import annotations

from agents.prompt_interpreter.slots import DOOR, Slot

S = Slot

OFFICE = (
    DOOR,
    S("desk", "desk", "against_wall", importance=10),
    S("office_chair", "office_chair", "around", "desk", importance=8),
    S("laptop", "laptop", "on_top_of", "desk", importance=7),
    S("bookshelf", "bookshelf", "against_wall", importance=7),
    S("desk_lamp", "desk_lamp", "on_top_of", "desk", importance=6),
    S("filing_cabinet", "filing_cabinet", "next_to", "desk", importance=6),
    S("plant", "plant", "corner", importance=5),
    S("painting", "painting", "against_wall", importance=4),
    S("wall_shelf", "wall_shelf", "next_to", "desk", importance=4, chance=0.5),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.6),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=4, chance=0.5),
    S("rug", "rug", "center", importance=3, chance=0.4),
    S("armchair", "armchair", "floor", importance=3, chance=0.4),
    S("side_table", "side_table", "next_to", "armchair", importance=3, chance=0.6),
    S("floor_lamp", "floor_lamp", "corner", importance=3, chance=0.4),
    S("mug", "mug", "on_top_of", "desk", importance=2, chance=0.5),
    S("small_plant", "small_plant", "on_top_of", "filing_cabinet", importance=3, chance=0.4),
    S("book_stack", "book_stack", "on_top_of", "side_table", importance=2, chance=0.4),
    S("bookshelf2", "bookshelf", "against_wall", importance=3, chance=0.3),
    S("coat_rack", "coat_rack", "next_to", "door", importance=2, chance=0.3),
)

CAFE = (
    DOOR,
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
    S("coat_rack", "coat_rack", "next_to", "door", importance=3, chance=0.3),
    S("bench", "bench", "against_wall", importance=3, chance=0.3),
    S("wall_shelf", "wall_shelf", "against_wall", importance=2, chance=0.3),
    S("vase", "vase", "on_top_of", "counter", importance=2, chance=0.4),
    S("mug2", "mug", "on_top_of", "t2", importance=2, chance=0.4),
    S("plant2", "plant", "corner", importance=2, chance=0.3),
)

KITCHEN = (
    DOOR,
    S("counter", "counter", "against_wall", wall="north", importance=10),
    S("stove", "stove", "next_to", "counter", importance=9),
    S("fridge", "fridge", "next_to", "counter", importance=9),
    S("dining_table", "dining_table", "center", importance=8),
    S("chair1", "chair", "around", "dining_table", importance=6),
    S("chair2", "chair", "around", "dining_table", importance=6),
    S("chair3", "chair", "around", "dining_table", importance=5),
    S("chair4", "chair", "around", "dining_table", importance=5),
    S("pendant", "pendant_lamp", "next_to", "dining_table", importance=5),
    S("fruit_bowl", "fruit_bowl", "on_top_of", "dining_table", importance=4),
    S("plant", "plant", "corner", importance=4),
    S("island", "kitchen_island", "center", importance=7, chance=0.8, min_area=22.0),
    S("stool1", "stool", "around", "island", importance=4),
    S("stool2", "stool", "around", "island", importance=4),
    S("counter2", "counter", "against_wall", wall="west", importance=6, chance=0.4),
    S("small_plant", "small_plant", "on_top_of", "counter", importance=3, chance=0.5),
    S("mug", "mug", "on_top_of", "dining_table", importance=3, chance=0.4),
    S("vase", "vase", "on_top_of", "dining_table", importance=3, chance=0.4),
    S("curtains", "curtains", "against_wall", importance=3, chance=0.4),
    S("painting", "painting", "against_wall", importance=2, chance=0.4),
)

DINING_ROOM = (
    DOOR,
    S("table", "dining_table", "center", importance=10),
    S("c1", "chair", "around", "table", importance=7),
    S("c2", "chair", "around", "table", importance=7),
    S("c3", "chair", "around", "table", importance=6),
    S("c4", "chair", "around", "table", importance=6),
    S("sideboard", "sideboard", "against_wall", importance=8),
    S("ceiling_lamp", "ceiling_lamp", "next_to", "table", importance=6),
    S("rug", "rug", "center", "table", importance=6),
    S("fruit_bowl", "fruit_bowl", "on_top_of", "table", importance=5),
    S("painting", "painting", "next_to", "sideboard", importance=4),
    S("plant", "plant", "corner", importance=4),
    S("c5", "chair", "around", "table", importance=5, chance=0.6),
    S("c6", "chair", "around", "table", importance=5, chance=0.6),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.6),
    S("bench", "bench", "against_wall", importance=4, chance=0.3),
    S("vase", "vase", "on_top_of", "sideboard", importance=3, chance=0.6),
    S("table_lamp", "table_lamp", "on_top_of", "sideboard", importance=3, chance=0.4),
    S("floor_lamp", "floor_lamp", "corner", importance=3, chance=0.3),
    S("mug", "mug", "on_top_of", "table", importance=2, chance=0.3),
    S("plant2", "plant", "corner", importance=2, chance=0.3),
)

BATHROOM = (
    DOOR,
    S("bathtub", "bathtub", "against_wall", importance=10),
    S("vanity", "vanity", "against_wall", importance=9),
    S("mirror", "mirror", "next_to", "vanity", importance=8),
    S("toilet", "toilet", "against_wall", importance=8),
    S("towel_rail", "towel_rail", "against_wall", importance=6),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=5),
    S("plant", "plant", "corner", importance=4),
    S("small_plant", "small_plant", "on_top_of", "vanity", importance=3, chance=0.6),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.5),
    S("wall_shelf", "wall_shelf", "against_wall", importance=3, chance=0.5),
    S("painting", "painting", "against_wall", importance=2, chance=0.3),
    S("stool", "stool", "floor", importance=2, chance=0.3),
    S("vase", "vase", "on_top_of", "vanity", importance=2, chance=0.3),
    S("towel_rail2", "towel_rail", "against_wall", importance=2, chance=0.3),
)

# an entrance hall or a corridor: a place to pass through, so little stands on its floor
HALL = (
    DOOR,
    S("console_table", "console_table", "against_wall", importance=8),
    S("mirror", "mirror", "next_to", "console_table", importance=6),
    S("coat_rack", "coat_rack", "next_to", "door", importance=3),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=5),
    S("rug", "rug", "center", importance=4),
    S("shoe_rack", "shoe_rack", "against_wall", importance=5, chance=0.7, min_area=4.0),
    S("bench", "bench", "against_wall", importance=4, chance=0.5, min_area=6.0),
    S("plant", "plant", "corner", importance=3, chance=0.6),
    S("painting", "painting", "against_wall", importance=3, chance=0.6),
    S("vase", "vase", "on_top_of", "console_table", importance=2, chance=0.5),
    S("umbrella_stand", "umbrella_stand", "floor", "coat_rack", importance=2, chance=0.4),
)
