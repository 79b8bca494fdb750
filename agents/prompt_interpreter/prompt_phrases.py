"""Words the prompt generator writes with: one table per thing a prompt says.

Every phrase here is one the offline planner reads back (`vocabulary`): a generated prompt's room,
style, mood, time of day and named objects are what the planner should find in it.
"""

from __future__ import annotations

from orchestrator.schema.scene import Mood, RoomType, Style, TimeOfDay

ROOM_PHRASES: dict[RoomType, tuple[str, ...]] = {
    "bedroom": ("bedroom", "guest room"),
    "living_room": ("living room", "lounge", "sitting room"),
    "office": ("home office", "office", "workspace"),
    "cafe": ("cafe", "coffee shop", "bistro"),
    "kitchen": ("kitchen",),
    "dining_room": ("dining room", "dining area"),
    "bathroom": ("bathroom", "washroom"),
    "library": ("library", "study", "reading room"),
    "kids_room": ("kids' room", "children's room", "playroom"),
    "studio": ("studio apartment", "studio flat"),
}
STYLE_PHRASES: dict[Style, tuple[str, ...]] = {
    "cozy": ("cozy", "cosy"),
    "modern": ("modern", "contemporary", "sleek"),
    "rustic": ("rustic", "farmhouse", "cottage"),
    "scandinavian": ("scandinavian", "nordic", "scandi"),
    "industrial": ("industrial", "warehouse"),
    "minimalist": ("minimalist", "minimal", "zen"),
    "luxury": ("luxury", "luxurious", "opulent", "elegant"),
    "playful": ("playful", "colorful", "whimsical"),
}
MOOD_PHRASES: dict[Mood, tuple[str, ...]] = {
    "warm": ("warm", "inviting", "candlelit"),
    "cool": ("cool", "calm", "serene"),
    "bright": ("bright", "airy", "cheerful"),
    "moody": ("moody", "dim", "dramatic"),
}
TIME_PHRASES: dict[TimeOfDay, tuple[str, ...]] = {
    "morning": ("in the morning", "at sunrise", "early in the morning"),
    "noon": ("at noon", "at midday", "in the afternoon"),
    "golden_hour": ("at golden hour", "at sunset"),
    "dusk": ("at dusk", "in the evening", "at twilight"),
    "night": ("at night", "late at night", "at midnight"),
}
# category -> (noun phrases for one, noun phrase for several or None if one is enough)
OBJECT_PHRASES: dict[str, tuple[tuple[str, ...], str | None]] = {
    "bed": (("bed", "double bed", "queen bed"), None),
    "nightstand": (("nightstand", "bedside table"), "nightstands"),
    "wardrobe": (("wardrobe",), None),
    "dresser": (("dresser", "chest of drawers"), None),
    "table_lamp": (("table lamp", "bedside lamp"), "table lamps"),
    "floor_lamp": (("floor lamp", "reading lamp"), None),
    "rug": (("rug", "area rug"), None),
    "sofa": (("sofa", "couch"), None),
    "armchair": (("armchair", "reading chair"), "armchairs"),
    "coffee_table": (("coffee table",), None),
    "tv_stand": (("tv stand",), None),
    "tv": (("tv", "television"), None),
    "bookshelf": (("bookshelf", "bookcase"), "bookshelves"),
    "plant": (("plant", "potted plant", "monstera"), "plants"),
    "small_plant": (("succulent", "cactus"), "succulents"),
    "painting": (("painting", "framed print"), "paintings"),
    "desk": (("desk", "writing desk"), None),
    "office_chair": (("office chair",), None),
    "laptop": (("laptop",), None),
    "filing_cabinet": (("filing cabinet",), None),
    "dining_table": (("dining table",), None),
    "cafe_table": (("cafe table",), "cafe tables"),
    "chair": (("chair", "wooden chair"), "chairs"),
    "stool": (("bar stool", "stool"), "bar stools"),
    "counter": (("counter",), None),
    "fridge": (("fridge", "refrigerator"), None),
    "pendant_lamp": (("pendant lamp", "pendant light"), "pendant lamps"),
    "mug": (("mug", "coffee cup"), "mugs"),
    "vase": (("vase", "vase of flowers"), None),
    "curtains": (("pair of curtains",), None),
    "ceiling_lamp": (("ceiling lamp", "chandelier"), None),
    "desk_lamp": (("desk lamp",), None),
    "side_table": (("end table",), "end tables"),
    "coat_rack": (("coat rack", "coat stand"), None),
    "bench": (("bench",), None),
    "book_stack": (("book stack",), "book stacks"),
    "fruit_bowl": (("fruit bowl", "bowl of fruit"), None),
    "sideboard": (("sideboard", "credenza"), None),
    "kitchen_island": (("kitchen island",), None),
    "stove": (("stove", "cooker"), None),
    "bathtub": (("bathtub", "clawfoot tub"), None),
    "toilet": (("toilet",), None),
    "vanity": (("vanity", "washbasin"), None),
    "mirror": (("mirror", "round mirror"), None),
    "towel_rail": (("towel rail", "towel rack"), None),
    "bunk_bed": (("bunk bed",), None),
    "toy_box": (("toy box", "toy chest"), None),
    "wall_shelf": (("wall shelf", "floating shelf"), "wall shelves"),
    "door": (("door", "wooden door"), None),
}
# what a prompt for each room may name, most typical first
ROOM_OBJECTS: dict[RoomType, tuple[str, ...]] = {
    "bedroom": ("bed", "nightstand", "wardrobe", "rug", "plant", "table_lamp", "dresser",
                "curtains", "armchair", "painting", "floor_lamp", "bookshelf", "mirror",
                "book_stack", "ceiling_lamp"),
    "living_room": ("sofa", "armchair", "coffee_table", "tv", "bookshelf", "plant", "rug",
                    "floor_lamp", "side_table", "painting", "curtains", "ceiling_lamp",
                    "book_stack", "vase", "coat_rack"),
    "office": ("desk", "office_chair", "laptop", "desk_lamp", "bookshelf", "plant",
               "filing_cabinet", "painting", "rug", "wall_shelf", "armchair", "mug",
               "small_plant", "coat_rack", "curtains"),
    "cafe": ("cafe_table", "chair", "counter", "stool", "pendant_lamp", "plant", "painting",
             "mug", "bench", "coat_rack", "vase", "wall_shelf"),
    "kitchen": ("counter", "fridge", "stove", "dining_table", "chair", "stool", "kitchen_island",
                "pendant_lamp", "fruit_bowl", "plant", "mug", "vase", "curtains"),
    "dining_room": ("dining_table", "chair", "sideboard", "ceiling_lamp", "rug", "fruit_bowl",
                    "vase", "painting", "plant", "curtains", "floor_lamp", "table_lamp"),
    "bathroom": ("bathtub", "toilet", "vanity", "mirror", "towel_rail", "plant", "wall_shelf",
                 "curtains", "small_plant", "painting", "stool"),
    "library": ("bookshelf", "armchair", "floor_lamp", "desk", "side_table", "book_stack",
                "rug", "plant", "painting", "desk_lamp", "ceiling_lamp", "curtains", "chair"),
    "kids_room": ("bunk_bed", "toy_box", "desk", "chair", "rug", "wall_shelf", "painting",
                  "plant", "bookshelf", "desk_lamp", "curtains", "armchair", "book_stack"),
    "studio": ("bed", "sofa", "counter", "stove", "dining_table", "chair", "fridge", "plant",
               "rug", "tv", "coffee_table", "floor_lamp", "painting", "curtains", "fruit_bowl"),
}
NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}

