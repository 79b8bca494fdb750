"""Room templates for rooms people live, rest and read in: bedroom, living room, library,
kids' room and studio apartment.

Each is a tuple of `Slot`s (see `templates`): core slots (`chance=1.0`) first, then optional
ones drawn by the seed. Every room has a door; curtains hang at a window the layout picks.
"""

from __future__ import annotations

from agents.prompt_interpreter.slots import DOOR, Slot

S = Slot

BEDROOM = (
    DOOR,
    S("bed", "bed", "against_wall", wall="north", importance=10),
    S("ns1", "nightstand", "next_to", "bed", importance=7),
    S("ns2", "nightstand", "next_to", "bed", importance=7),
    S("lamp1", "table_lamp", "on_top_of", "ns1", importance=6),
    S("wardrobe", "wardrobe", "against_wall", importance=7),
    S("rug", "rug", "center", "bed", importance=5),
    S("plant", "plant", "corner", importance=4),
    S("painting", "painting", "next_to", "bed", importance=4),
    S("curtains", "curtains", "against_wall", importance=5, chance=0.7),
    S("lamp2", "table_lamp", "on_top_of", "ns2", importance=5, chance=0.6),
    S("dresser", "dresser", "against_wall", importance=5, chance=0.5),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=4, chance=0.4),
    S("vase", "vase", "on_top_of", "dresser", importance=3, chance=0.4),
    S("floor_lamp", "floor_lamp", "corner", importance=4, chance=0.4),
    S("armchair", "armchair", "floor", importance=3, chance=0.3),
    S("side_table", "side_table", "next_to", "armchair", importance=3, chance=0.6),
    S("book_stack", "book_stack", "on_top_of", "dresser", importance=2, chance=0.5),
    S("bookshelf", "bookshelf", "against_wall", importance=3, chance=0.25),
)

LIVING_ROOM = (
    DOOR,
    S("sofa", "sofa", "against_wall", wall="south", importance=10),
    S("coffee_table", "coffee_table", "center", "sofa", importance=8),
    S("tv_stand", "tv_stand", "against_wall", wall="north", importance=8),
    S("tv", "tv", "on_top_of", "tv_stand", importance=7),
    S("rug", "rug", "center", "coffee_table", importance=6),
    S("armchair", "armchair", "floor", "coffee_table", importance=6),
    S("side_table", "side_table", "next_to", "sofa", importance=5),
    S("bookshelf", "bookshelf", "against_wall", importance=5),
    S("plant", "plant", "corner", importance=4),
    S("floor_lamp", "floor_lamp", "next_to", "sofa", importance=4),
    S("painting", "painting", "next_to", "sofa", importance=4),
    S("curtains", "curtains", "against_wall", importance=5, chance=0.7),
    S("armchair2", "armchair", "floor", "coffee_table", importance=5, chance=0.5),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=4, chance=0.4),
    S("table_lamp", "table_lamp", "on_top_of", "side_table", importance=4, chance=0.4),
    S("book_stack", "book_stack", "on_top_of", "coffee_table", importance=3, chance=0.4),
    S("plant2", "plant", "corner", importance=3, chance=0.3),
    S("small_plant", "small_plant", "on_top_of", "tv_stand", importance=2, chance=0.4),
    S("mug", "mug", "on_top_of", "coffee_table", importance=2, chance=0.3),
    S("coat_rack", "coat_rack", "next_to", "door", importance=2, chance=0.25),
    S("painting2", "painting", "against_wall", importance=2, chance=0.3),
)

LIBRARY = (
    DOOR,
    S("shelf1", "bookshelf", "against_wall", importance=10),
    S("shelf2", "bookshelf", "against_wall", importance=8),
    S("armchair", "armchair", "floor", importance=8),
    S("shelf3", "bookshelf", "against_wall", importance=7),
    S("desk", "desk", "against_wall", importance=7),
    S("side_table", "side_table", "next_to", "armchair", importance=6),
    S("chair", "chair", "around", "desk", importance=6),
    S("floor_lamp", "floor_lamp", "next_to", "armchair", importance=5),
    S("desk_lamp", "desk_lamp", "on_top_of", "desk", importance=5),
    S("rug", "rug", "center", importance=5),
    S("book_stack", "book_stack", "on_top_of", "side_table", importance=5),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=4),
    S("armchair2", "armchair", "floor", "side_table", importance=5, chance=0.5),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.6),
    S("plant", "plant", "corner", importance=4, chance=0.6),
    S("shelf4", "bookshelf", "against_wall", importance=4, chance=0.4),
    S("book_stack2", "book_stack", "on_top_of", "desk", importance=3, chance=0.5),
    S("painting", "painting", "against_wall", importance=3, chance=0.4),
    S("mug", "mug", "on_top_of", "desk", importance=2, chance=0.3),
)

KIDS_ROOM = (
    DOOR,
    S("bunk_bed", "bunk_bed", "against_wall", importance=10),
    S("toy_box", "toy_box", "against_wall", importance=8),
    S("desk", "desk", "against_wall", importance=8),
    S("chair", "chair", "around", "desk", importance=7),
    S("desk_lamp", "desk_lamp", "on_top_of", "desk", importance=6),
    S("rug", "rug", "center", importance=6),
    S("wall_shelf", "wall_shelf", "next_to", "desk", importance=5),
    S("ceiling_lamp", "ceiling_lamp", "center", importance=5),
    S("painting", "painting", "next_to", "bunk_bed", importance=4),
    S("plant", "plant", "corner", importance=3),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.7),
    S("book_stack", "book_stack", "on_top_of", "desk", importance=3, chance=0.5),
    S("bookshelf", "bookshelf", "against_wall", importance=3, chance=0.4),
    S("small_plant", "small_plant", "on_top_of", "wall_shelf", importance=2, chance=0.3),
    S("beanbag", "armchair", "floor", importance=3, chance=0.3),
    S("toy_box2", "toy_box", "against_wall", importance=2, chance=0.3),
    S("floor_lamp", "floor_lamp", "corner", importance=2, chance=0.2),
)

STUDIO = (
    DOOR,
    S("bed", "bed", "against_wall", wall="north", importance=10),
    S("sofa", "sofa", "against_wall", wall="south", importance=9),
    S("counter", "counter", "against_wall", wall="west", importance=9),
    S("stove", "stove", "next_to", "counter", importance=8),
    S("dining_table", "dining_table", "floor", importance=7),
    S("chair1", "chair", "around", "dining_table", importance=6),
    S("chair2", "chair", "around", "dining_table", importance=5),
    S("coffee_table", "coffee_table", "center", "sofa", importance=6),
    S("nightstand", "nightstand", "next_to", "bed", importance=5),
    S("pendant", "pendant_lamp", "next_to", "dining_table", importance=5),
    S("rug", "rug", "center", "coffee_table", importance=5),
    S("plant", "plant", "corner", importance=4),
    S("fridge", "fridge", "next_to", "counter", importance=6, chance=0.6),
    S("table_lamp", "table_lamp", "on_top_of", "nightstand", importance=4, chance=0.5),
    S("curtains", "curtains", "against_wall", importance=4, chance=0.6),
    S("fruit_bowl", "fruit_bowl", "on_top_of", "dining_table", importance=3, chance=0.5),
    S("side_table", "side_table", "next_to", "sofa", importance=3, chance=0.4),
    S("painting", "painting", "next_to", "bed", importance=3, chance=0.4),
    S("floor_lamp", "floor_lamp", "corner", importance=3, chance=0.3),
    S("coat_rack", "coat_rack", "next_to", "door", importance=2, chance=0.3),
)
