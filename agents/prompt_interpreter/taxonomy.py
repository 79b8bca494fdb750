"""The taxonomy of head nouns: the family that stands in for an object the library has no name
for, chosen by the last word of its noun phrase ("an antique cabinet" -> storage cabinet, "a
wicker hamper" -> laundry hamper, "a sewing table" -> a table for the room).

Plain data, checked by tests: every target is a generator, or a room-dependent "@" key of
`vocabulary.BARE_WORDS`. A noun whose head is not here is reported as not made.
"""

from __future__ import annotations

HEADS: dict[str, str] = {
    # furniture
    "table": "@table", "desk": "desk", "workstation": "desk", "chair": "chair",
    "seat": "chair", "seating": "chair", "stool": "stool", "bench": "bench", "sofa": "sofa",
    "couch": "sofa", "settee": "sofa", "bed": "bed", "cot": "crib", "cabinet": "storage_cabinet",
    "cupboard": "storage_cabinet", "closet": "wardrobe", "dresser": "dresser",
    "shelf": "open_shelf", "shelving": "open_shelf", "bookcase": "bookshelf",
    "rack": "metal_shelving", "counter": "counter", "worktop": "counter", "stand": "side_table",
    "pedestal": "plinth", "podium": "lectern", "partition": "privacy_screen",
    "divider": "privacy_screen", "screen": "tv", "locker": "lockers", "armchair": "armchair",
    "recliner": "recliner", "ottoman": "ottoman", "footstool": "ottoman",
    # light, textiles and decor
    "lamp": "@lamp", "light": "@lamp", "lighting": "@lamp", "chandelier": "ceiling_lamp",
    "rug": "rug", "carpet": "rug", "mat": "rug", "runner": "rug", "curtain": "curtains",
    "drape": "curtains", "blind": "curtains", "pillow": "throw_pillow",
    "cushion": "throw_pillow", "blanket": "folded_blanket", "throw": "folded_blanket",
    "quilt": "folded_blanket", "towel": "towel_stack", "plant": "plant", "tree": "plant",
    "shrub": "plant", "palm": "plant", "flower": "vase", "bouquet": "vase", "vase": "vase",
    "picture": "painting", "print": "painting", "sketch": "painting", "drawing": "painting",
    "poster": "painting", "portrait": "painting",
    "photo": "picture_frame", "photograph": "picture_frame", "artwork": "painting",
    "canvas": "painting", "map": "painting", "mirror": "mirror", "clock": "wall_clock",
    "sign": "wall_sign", "banner": "tapestry", "flag": "tapestry", "candle": "candle",
    "lantern": "lantern", "statue": "statue", "sculpture": "sculpture", "figure": "figurine",
    "figurine": "figurine", "ornament": "figurine", "trophy": "trophy", "globe": "desk_globe",
    "frame": "picture_frame", "panel": "relief_panel",
    # storage and containers
    "box": "storage_bin", "bin": "storage_bin", "crate": "wooden_crate",
    "basket": "storage_basket", "hamper": "laundry_hamper", "chest": "chest_trunk",
    "trunk": "chest_trunk", "barrel": "barrel", "cask": "barrel", "bucket": "bucket",
    "bag": "backpack", "sack": "potato_sack", "case": "display_case", "tank": "aquarium",
    "cage": "bird_cage", "container": "food_container", "jar": "jar", "urn": "urn",
    # tableware and kitchen
    "cup": "mug", "mug": "mug", "glass": "drinking_glass", "tumbler": "drinking_glass",
    "goblet": "wine_glass", "bottle": "bottle", "bowl": "bowl", "plate": "dinner_plate",
    "dish": "dinner_plate", "platter": "serving_tray", "tray": "serving_tray",
    "pot": "cooking_pot", "pan": "frying_pan", "skillet": "frying_pan", "kettle": "kettle",
    "utensil": "spatula", "knife": "table_knife", "fork": "fork", "spoon": "spoon",
    "can": "tin_can", "tin": "tin_can", "board": "cutting_board", "jug": "pitcher",
    "pitcher": "pitcher", "teapot": "teapot",
    # food
    "bread": "bread_loaf", "loaf": "bread_loaf", "pastry": "croissant", "cake": "cake_stand",
    "fruit": "citrus", "apple": "apple", "banana": "banana_bunch", "potato": "potato_pile",
    "vegetable": "produce_bin", "cheese": "cheese_board", "pizza": "pizza",
    # books, paper, toys
    "book": "book", "novel": "book", "title": "book", "paperback": "book", "hardcover": "book",
    "magazine": "magazine",
    "newspaper": "newspaper", "notebook": "notebook", "workbook": "notebook",
    "sketchbook": "notebook", "safe": "steel_safe", "stage": "stage_riser",
    # dishes and drinks: a served plate, a cup or a glass
    "burger": "plated_meal", "hamburger": "plated_meal", "sandwich": "plated_meal",
    "salad": "plated_meal", "pasta": "plated_meal", "spaghetti": "plated_meal",
    "steak": "plated_meal", "sushi": "plated_meal", "sashimi": "plated_meal",
    "pancakes": "plated_meal", "pancake": "plated_meal", "waffle": "plated_meal",
    "dumpling": "plated_meal", "noodles": "plated_meal", "taco": "plated_meal",
    "burrito": "plated_meal", "breakfast": "plated_meal", "lunch": "plated_meal",
    "dinner": "plated_meal", "latte": "mug", "cappuccino": "mug", "espresso": "mug",
    "beer": "drinking_glass", "whiskey": "drinking_glass", "whisky": "drinking_glass",
    "cocktail": "wine_glass", "juice": "drinking_glass", "lemonade": "drinking_glass",
    "milkshake": "drinking_glass", "smoothie": "drinking_glass",
    # furniture and fittings by other names
    "bureau": "desk", "carrel": "desk", "chesterfield": "sofa", "davenport": "sofa",
    "kotatsu": "coffee_table", "chabudai": "coffee_table", "byobu": "privacy_screen",
    "fusuma": "privacy_screen", "shoji": "privacy_screen", "noren": "curtains",
    "valance": "curtains", "kakejiku": "tapestry", "lampshade": "table_lamp",
    "gurney": "hospital_bed", "stretcher": "hospital_bed", "fishbowl": "aquarium",
    "stairmaster": "treadmill",
    # vehicles, instruments, weapons and figures
    "scooter": "bicycle", "unicycle": "bicycle", "bmx": "bicycle", "truck": "car",
    "kart": "car", "snowmobile": "motorcycle", "lute": "guitar", "sitar": "guitar",
    "oboe": "clarinet", "bassoon": "clarinet", "rifle": "sword", "musket": "sword",
    "pistol": "sword", "shotgun": "sword", "crossbow": "sword", "spear": "sword",
    "halberd": "sword", "mace": "sword", "owl": "pet_bird", "raven": "pet_bird",
    "crow": "pet_bird", "buddha": "statue", "gargoyle": "statue", "cherub": "statue",
    "obelisk": "statue", "spellbook": "book", "tatami": "rug",
    "viewscreen": "wall_tv", "elliptical": "exercise_bike", "chalice": "wine_glass",
    "server": "server_rack", "paintbrush": "paintbrush_jar", "kennel": "pet_carrier",
    "present": "gift_box", "checkers": "chess_set", "suv": "car", "sedan": "car",
    "hatchback": "car", "jeep": "car", "scroll": "scroll", "toy": "toy_ball",
    "block": "toy_block", "ball": "toy_ball", "doll": "doll", "puzzle": "jigsaw_puzzle",
    "game": "board_game",
    # machines and electronics
    "monitor": "computer_monitor", "display": "display_table",  # "a shoe display"
    "computer": "computer_tower", "pc": "computer_tower", "laptop": "laptop",
    "tablet": "tablet", "phone": "smartphone", "speaker": "bookshelf_speaker",
    "printer": "printer", "projector": "projector", "radio": "radio",
    "console": "game_console", "camera": "camera", "fan": "pedestal_fan",
    "heater": "space_heater", "oven": "stove", "stove": "stove", "range": "stove",
    "fridge": "fridge",
    "refrigerator": "fridge", "freezer": "mini_fridge", "dispenser": "water_cooler",
    "washer": "washing_machine", "dryer": "tumble_dryer", "headphone": "headphones",
    # tools and the rest
    "tool": "hammer", "wrench": "wrench", "drill": "power_drill", "saw": "table_saw",
    "ladder": "step_ladder", "cart": "bar_cart", "trolley": "bar_cart",
    "scale": "kitchen_scale",
    "hook": "wall_hook", "hanger": "clothing_rack", "instrument": "guitar",
    "sink": "@sink", "basin": "@sink", "tub": "bathtub", "tube": "cream_tube", "shoe": "shoe",
    "boot": "boot", "hat": "hat", "umbrella": "umbrella", "suitcase": "suitcase",
    "luggage": "suitcase",
    "backpack": "backpack", "handbag": "handbag", "purse": "handbag", "brush": "hairbrush",
    "bust": "bust", "amulet": "amulet", "jewelry": "jewelry_box", "jewellery": "jewelry_box",
    "iron": "clothes_iron", "watch": "wristwatch", "spice": "spice_jar", "paper": "paper_ream",
    "speakerphone": "desk_phone", "shirt": "folded_clothes", "sweater": "folded_clothes",
    "rail": "clothing_rack", "tulip": "vase", "rose": "vase", "daisy": "vase", "lily": "vase",
    "sunflower": "vase", "orchid": "vase", "peony": "vase",
    # heads found unknown in the development sets, each standing for what it most looks like
    "seedling": "small_plant", "sapling": "plant", "fig": "plant", "parcel": "cardboard_box",
    "package": "cardboard_box", "kit": "small_box", "unit": "storage_cabinet",
    "chisel": "screwdriver",
}
# a word before an unknown head that says what kind of thing it is ("a stuffed rabbit" is a
# soft toy, "a toy castle" a toy)
MODIFIER_KINDS: dict[str, str] = {"stuffed": "teddy_bear", "plush": "teddy_bear",
                                  "toy": "toy_block"}
