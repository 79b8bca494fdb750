"""What dresses each kind of surface, as data: the small things a lived-in room holds.

A host's role says what it is for (a bedside table, a desk, a kitchen counter, a bookshelf),
and each role lists the kinds that go on it, the likeliest first; a room type may swap a
role's list (open shelves hold jars in a kitchen, towels in a bathroom). `agents.geometry.
dressing` reads these tables; the tests parametrise over them.
"""

from __future__ import annotations

from orchestrator.schema.scene import Density

# host kind -> its role
ROLE_OF: dict[str, str] = {
    "dining_table": "dining", "conference_table": "meeting", "kids_table": "play",
    "coffee_table": "coffee", "ottoman": "coffee",
    "nightstand": "bedside", "side_table": "side",
    "desk": "desk", "teachers_desk": "desk", "standing_desk": "desk", "school_desk": "desk",
    "reception_desk": "desk",
    "counter": "counter", "kitchen_island": "counter", "butcher_block": "counter",
    "dresser": "display", "sideboard": "display", "console_table": "display",
    "tv_stand": "media", "fireplace": "mantel", "upright_piano": "mantel",
    "dressing_table": "vanity_table", "vanity": "basin",
    "cafe_table": "cafe", "bar_table": "cafe", "booth_table": "cafe", "bar_counter": "bar",
    "bookshelf": "books", "open_shelf": "shelves", "shelving_unit": "shelves",
    "low_shelf": "shelves", "cube_organizer": "shelves", "wall_shelf": "shelves",
    # (not a display cabinet: it shows its own china, and its glass doors' stile reaches in)
    "bed": "bed", "daybed": "bed", "sofa": "sofa", "sectional_sofa": "sofa",
    "workbench": "workbench",
}

# role -> the kinds that go on a top of that role, likeliest first (only kinds that stand on
# their own: a sitting teddy bear topples, tests/blender/test_physics.py)
TOP_ITEMS: dict[str, tuple[str, ...]] = {
    "bedside": ("book", "alarm_clock", "drinking_glass", "small_plant", "candle"),
    "side": ("book", "candle", "small_plant", "coaster_set", "vase"),
    "coffee": ("magazine_stack", "decorative_bowl", "candle", "remote_control", "book_stack",
               "coaster_set", "small_plant", "vase"),
    "desk": ("notebook", "pen_holder", "mug", "paper_note", "book_stack", "small_plant",
             "stapler", "pen"),
    "counter": ("cutting_board", "kettle", "knife_block", "fruit_bowl", "jar", "utensil_crock",
                "bottle", "jar", "spice_jar", "spice_jar", "mug"),
    "display": ("vase", "picture_frame", "candle", "decorative_bowl", "book_stack",
                "small_plant", "picture_frame", "candle"),
    "media": ("remote_control", "small_plant", "book_stack", "picture_frame", "candle"),
    "mantel": ("candle", "picture_frame", "vase", "candle", "picture_frame", "small_plant"),
    "vanity_table": ("perfume_bottle", "jewelry_box", "lotion_bottle", "candle", "vase"),
    "basin": ("soap_dispenser", "toothbrush_holder", "lotion_bottle", "pump_bottle"),
    "cafe": ("napkin_dispenser", "vase", "teacup", "mug"),
    "bar": ("wine_bottle", "bottle", "wine_glass", "drinking_glass", "wine_glass"),
    "meeting": ("notebook", "drinking_glass", "notebook", "drinking_glass", "pen", "pen"),
    "dining": ("vase", "candle", "fruit_bowl", "candle"),  # the centrepiece; seats get settings
    "play": ("toy_block", "building_blocks", "toy_robot", "toy_block"),
    "workbench": ("tool_box", "jar", "paint_cans", "cutting_mat"),
}

# (role, room type) -> the kinds for that role in that room, where they differ from the
# role's own: a cafe's counter serves, a bathroom's shelf holds toiletries
ROOM_TOP_ITEMS: dict[tuple[str, str], tuple[str, ...]] = {
    ("counter", "cafe"): ("napkin_dispenser", "jar", "mug", "teacup", "cake_stand", "jar",
                          "straw_dispenser", "small_plant", "bottle"),
    ("dining", "cafe"): ("vase", "napkin_dispenser"),
    ("desk", "kids_room"): ("notebook", "pen_holder", "book_stack", "toy_robot", "pen"),
}

# role -> what stands on the floor beside a host of that role (a basket by the sofa, slippers
# by the bed), by room type where it differs
FLOOR_ITEMS: dict[str, tuple[str, ...]] = {
    "sofa": ("storage_basket", "magazine_rack", "pouf"),
    "bed": ("slippers", "storage_basket", "laundry_basket"),
    "desk": ("trash_can", "storage_basket"),
    "display": ("storage_basket", "knitting_basket"),
    "mantel": ("log_basket",),
    "books": ("storage_basket", "magazine_rack"),
}
ROOM_FLOOR_ITEMS: dict[str, tuple[str, ...]] = {
    "kids_room": ("toy_ball", "toy_car", "toy_train", "floor_cushion"),
}
# how many things stand on a room's floor beside its furniture, by density
FLOOR_COUNT: dict[Density, int] = {"sparse": 0, "normal": 2, "dense": 4}

# role -> what fills shelves that hold no books, by room type where it differs
SHELF_ITEMS: dict[str, tuple[str, ...]] = {
    "default": ("vase", "small_plant", "picture_frame", "decorative_bowl", "candle",
                "small_box", "book_stack"),
    "kitchen": ("jar", "bowl", "mug", "teapot", "spice_jar", "jar", "bowl", "dinner_plate"),
    "dining_room": ("dinner_plate", "bowl", "wine_glass", "teapot", "vase", "dinner_plate",
                    "wine_glass"),
    "cafe": ("jar", "mug", "teapot", "jar", "small_plant"),
    "bathroom": ("towel_stack", "lotion_bottle", "pump_bottle", "candle", "small_plant"),
    "kids_room": ("toy_robot", "toy_block", "book_stack", "doll", "building_blocks"),
    "office": ("folder_stack", "book_stack", "small_plant", "small_box", "picture_frame"),
}

# how many of a kind that stacks flat (plates, blocks, books) a stack on a shelf holds, by
# density; bowls are left single: one nests inside the next, its base in the other's well
# (the physics check sees the fifth of a stack of plates slide a centimetre on the fourth)
STACK: dict[Density, tuple[int, int]] = {"sparse": (1, 2), "normal": (2, 3), "dense": (2, 4)}
STACKS_FLAT = frozenset({"dinner_plate", "saucer", "book", "notebook", "magazine",
                         "folded_blanket", "towel_stack"})  # not toy blocks: too small to stand

# share of a shelf's rows given to books, by the host's role and the room type
BOOK_ROWS: dict[str, float] = {"books": 0.9, "shelves": 0.45}
BOOKLESS_ROOMS = frozenset({"kitchen", "bathroom", "cafe"})

# the place setting laid at each seat of a dining table, by density
SETTING: dict[Density, tuple[str, ...]] = {
    "sparse": (),
    "normal": ("dinner_plate", "fork", "table_knife", "drinking_glass"),
    "dense": ("dinner_plate", "fork", "table_knife", "spoon", "drinking_glass", "wine_glass"),
}

# share of a shelf's length that books fill, by density
SHELF_FILL: dict[Density, float] = {"sparse": 0.35, "normal": 0.65, "dense": 0.88}

# how many things a top of `area` square metres takes: (per square metre, at least, at most)
TOP_COUNT: dict[Density, tuple[float, int, int]] = {
    "sparse": (1.5, 0, 2), "normal": (4.0, 1, 6), "dense": (7.0, 2, 10),
}

# throw pillows and blankets on beds and sofas, by density: (pillows, blankets)
SOFT_GOODS: dict[Density, tuple[int, int]] = {"sparse": (0, 0), "normal": (2, 1),
                                              "dense": (3, 1)}

# kinds that stand for one another when a prompt counts one of them exactly ("a mug" is not
# topped up with teacups): words of the dressing kinds the prompt's nouns would be read as
KIN: dict[str, frozenset[str]] = {
    "cup": frozenset({"mug", "teacup"}), "mug": frozenset({"teacup"}),
    "plate": frozenset({"dinner_plate"}), "dish": frozenset({"dinner_plate", "bowl"}),
    "glass": frozenset({"drinking_glass", "wine_glass"}),
    "pillow": frozenset({"throw_pillow"}), "cushion": frozenset({"throw_pillow"}),
    "blanket": frozenset({"folded_blanket"}), "throw": frozenset({"folded_blanket"}),
    "book": frozenset({"book_stack", "magazine_stack", "notebook"}),
    "magazine": frozenset({"magazine_stack"}), "plant": frozenset({"small_plant"}),
    "flower": frozenset({"vase"}), "photo": frozenset({"picture_frame"}),
    "frame": frozenset({"picture_frame"}), "clock": frozenset({"alarm_clock"}),
    "utensil": frozenset({"fork", "table_knife", "spoon", "utensil_crock"}),
    "cutlery": frozenset({"fork", "table_knife", "spoon"}),
    "silverware": frozenset({"fork", "table_knife", "spoon"}),
    "knife": frozenset({"table_knife", "knife_block"}), "towel": frozenset({"towel_stack"}),
    "bottle": frozenset({"wine_bottle", "lotion_bottle", "pump_bottle", "perfume_bottle"}),
    "toy": frozenset({"toy_block", "building_blocks", "teddy_bear", "toy_robot", "doll"}),
}


# every kind the dressing may add
DRESSING_KINDS = frozenset(
    k for items in (*TOP_ITEMS.values(), *ROOM_TOP_ITEMS.values(), *SHELF_ITEMS.values(),
                    *SETTING.values(), *FLOOR_ITEMS.values(), *ROOM_FLOOR_ITEMS.values())
    for k in items) | {"book", "throw_pillow", "folded_blanket"}
