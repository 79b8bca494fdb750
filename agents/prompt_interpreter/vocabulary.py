"""The words the offline planner reads: rooms, styles, moods, times of day and objects.

Plain data. `mentions` matches these phrases (whole words, longest first) in the lower-cased
prompt. An object phrase maps to a catalog generator, to "window" (an opening in the wall, not
an object: the layout adds a WindowSpec) or to a "@word" whose generator depends on the room
(`BARE_WORDS`: a "lamp" is a table lamp in a bedroom, a pendant in a cafe).
"""

from __future__ import annotations

from orchestrator.schema.scene import Density, Mood, RoomType, Style, TimeOfDay

ROOM_WORDS: dict[RoomType, tuple[str, ...]] = {
    "bedroom": ("bedroom", "bed room", "guest room", "master suite", "dorm room",
                "sleeping room"),
    "living_room": ("living room", "lounge", "sitting room", "family room", "den", "living area",
                    "tv room", "parlor", "parlour"),
    "office": ("office", "workspace", "work space", "workroom", "home office"),
    "cafe": ("cafe", "café", "coffee shop", "coffeehouse", "coffee house", "bistro", "tea room",
             "tearoom", "coffee bar"),
    "kitchen": ("kitchen", "kitchenette", "breakfast nook"),
    "dining_room": ("dining room", "dining area", "dining hall", "dinner room"),
    "bathroom": ("bathroom", "bath room", "washroom", "restroom", "powder room", "en suite",
                 "ensuite", "shower room", "lavatory", "half bath", "guest bath", "master bath",
                 "full bath", "half bathroom"),
    "library": ("library", "study", "reading room", "reading nook", "home library"),
    "kids_room": ("kids' room", "kids room", "kid's room", "kid room", "children's room",
                  "childrens room", "child's room", "playroom", "play room", "nursery",
                  "boy's room", "girl's room"),
    "studio": ("studio apartment", "studio flat", "bedsit", "micro apartment",
               "one-room apartment"),
    "hall": ("hall", "hallway", "entrance hall", "entry hall", "entryway", "foyer", "corridor",
             "vestibule", "mudroom", "mud room"),
}
STYLE_WORDS: dict[Style, tuple[str, ...]] = {
    "cozy": ("cozy", "cosy", "snug", "comfy", "hygge", "homey", "homely"),
    "modern": ("modern", "contemporary", "sleek", "mid-century", "futuristic"),
    "rustic": ("rustic", "farmhouse", "cabin", "cottage", "country", "barn", "log"),
    "scandinavian": ("scandinavian", "scandi", "nordic", "danish", "swedish"),
    "industrial": ("industrial", "loft", "warehouse", "exposed brick", "concrete", "steampunk"),
    "minimalist": ("minimalist", "minimalistic", "minimal", "zen", "japandi", "sparse"),
    "luxury": ("luxury", "luxurious", "opulent", "lavish", "glamorous", "glam", "elegant",
               "art deco", "upscale", "high-end", "posh", "palatial", "regal"),
    "playful": ("playful", "colorful", "colourful", "whimsical", "fun", "quirky", "funky",
                "kid-friendly", "rainbow", "toy-filled"),
}
# words that say how full the room's surfaces are; "not cluttered" starts before "cluttered"
DENSITY_WORDS: dict[Density, tuple[str, ...]] = {
    "dense": ("cluttered", "messy", "lived-in", "lived in", "packed", "crammed", "stuffed",
              "overflowing", "untidy", "chaotic", "maximalist", "disorganized",
              "disorganised", "full of stuff", "full of things"),
    "sparse": ("minimalist", "minimalistic", "minimal", "tidy", "neat", "uncluttered",
               "clutter-free", "not cluttered", "spartan", "sparse", "sparsely", "bare",
               "zen", "decluttered", "pared-back", "pared back"),
}
MOOD_WORDS: dict[Mood, tuple[str, ...]] = {
    "warm": ("warm", "inviting", "candlelit", "candle", "amber", "snug"),
    "cool": ("cool", "cold", "blue", "icy", "calm", "serene", "crisp"),
    "bright": ("bright", "sunny", "airy", "cheerful", "light-filled", "sunlit", "vibrant"),
    "moody": ("moody", "dark", "dim", "dramatic", "gloomy", "noir", "mysterious", "atmospheric"),
}
TIME_WORDS: dict[TimeOfDay, tuple[str, ...]] = {
    "morning": ("morning", "sunrise", "dawn", "breakfast", "early light"),
    "noon": ("noon", "midday", "afternoon", "daytime", "daylight", "sunny day", "lunch"),
    "golden_hour": ("golden hour", "sunset", "late afternoon", "magic hour", "sundown"),
    "dusk": ("dusk", "evening", "twilight", "blue hour"),
    "night": ("night", "midnight", "nighttime", "night-time", "moonlight", "moonlit",
              "late night"),
}
OBJECT_WORDS: dict[str, tuple[str, ...]] = {
    "bed": ("bed", "double bed", "single bed", "queen bed", "king bed"),
    "nightstand": ("nightstand", "bedside table", "bedside cabinet", "night table",
                   "night stand", "bedside stand"),
    "wardrobe": ("wardrobe", "closet", "armoire"),
    "dresser": ("dresser", "chest of drawers"),
    "table_lamp": ("table lamp", "bedside lamp"),
    "floor_lamp": ("floor lamp", "standing lamp", "standard lamp", "arc lamp", "reading lamp"),
    "rug": ("rug", "carpet", "area rug", "bath mat", "bathmat"),
    "sofa": ("sofa", "couch", "settee", "loveseat"),
    "armchair": ("armchair", "arm chair", "reading chair", "lounge chair", "easy chair",
                 "wingback chair", "beanbag", "bean bag"),
    "coffee_table": ("coffee table",),
    "tv_stand": ("tv stand", "tv unit", "media console", "tv cabinet", "entertainment center",
                 "entertainment centre", "entertainment unit", "media unit"),
    "tv": ("tv", "television", "flat screen", "telly"),
    "bookshelf": ("bookshelf", "bookcase", "book shelf", "bookshelves unit"),
    "plant": ("plant", "houseplant", "house plant", "potted plant", "fern", "monstera", "ficus"),
    "small_plant": ("small plant", "succulent", "cactus", "cacti"),
    "painting": ("painting", "picture", "artwork", "art print", "poster", "framed print",
                 "wall art", "canvas", "art canvas", "map", "world map", "wall map"),
    "desk": ("desk", "writing desk", "work desk"),
    "office_chair": ("office chair", "desk chair", "swivel chair"),
    "laptop": ("laptop", "computer", "notebook computer"),
    "filing_cabinet": ("filing cabinet", "file cabinet"),
    "dining_table": ("dining table", "kitchen table", "dinner table", "dining set",
                     "dining suite", "dinette"),
    "cafe_table": ("cafe table", "café table", "bistro table"),
    "chair": ("chair", "dining chair", "wooden chair"),
    "stool": ("stool", "bar stool", "barstool"),
    "counter": ("counter", "kitchen counter", "countertop", "coffee counter", "worktop",
                "cabinets", "kitchen cabinets"),
    "fridge": ("fridge", "refrigerator"),
    "pendant_lamp": ("pendant lamp", "pendant light", "pendant", "hanging lamp"),
    "mug": ("mug", "cup", "coffee cup"),
    "vase": ("vase", "flowers", "vase of flowers", "bouquet", "vase of tulips", "vase of roses",
             "vase of lilies", "vase of sunflowers", "vase of daisies", "vase with flowers",
             "flower vase", "bouquet of flowers", "flower arrangement", "floral arrangement",
             "arrangement of flowers"),
    "door": ("door", "doorway", "front door", "entrance"),
    "curtains": ("curtains", "curtain", "drapes", "drape"),
    "wall_shelf": ("wall shelf", "floating shelf"),
    "ceiling_lamp": ("ceiling lamp", "ceiling light", "chandelier", "light fixture",
                     "ceiling fixture"),
    "desk_lamp": ("desk lamp", "task lamp"),
    "side_table": ("end table", "accent table", "occasional table"),
    "coat_rack": ("coat rack", "coat stand", "hat stand", "hatstand", "coat hanger stand",
                  "hall tree", "hat rack", "coat tree", "hall stand"),
    "bench": ("bench", "bench seat"),
    "book_stack": ("book stack", "book stacks"),
    "fruit_bowl": ("fruit bowl", "bowl of fruit", "bowls of fruit"),
    "sideboard": ("sideboard", "buffet", "credenza", "buffet cabinet"),
    "kitchen_island": ("kitchen island", "island"),
    "stove": ("stove", "oven", "cooker", "hob", "cooktop", "range cooker", "gas range",
              "electric range", "kitchen range", "gas stove", "electric stove", "cooking range",
              "range oven"),
    "bathtub": ("bathtub", "bath tub", "tub", "bath", "soaking tub", "clawfoot tub"),
    "toilet": ("toilet", "loo", "wc"),
    "vanity": ("vanity", "vanity unit", "washbasin", "wash basin", "basin", "bathroom sink"),
    "mirror": ("mirror", "looking glass"),
    "towel_rail": ("towel rail", "towel rack", "towel bar", "towel holder", "heated towel rail"),
    "bunk_bed": ("bunk bed", "bunkbed", "bunk"),
    "toy_box": ("toy box", "toybox", "toy chest", "toy trunk"),
    "window": ("window",),
    # resolved by room type: see BARE_WORDS
    "@lamp": ("lamp",),
    "@table": ("table",),
    "@side_table": ("side table",),
    "@sink": ("sink",),
}
BARE_WORDS: dict[str, dict[RoomType, str]] = {
    "@lamp": {"bedroom": "table_lamp", "living_room": "floor_lamp", "office": "desk_lamp",
              "cafe": "pendant_lamp", "kitchen": "pendant_lamp", "dining_room": "ceiling_lamp",
              "bathroom": "ceiling_lamp", "library": "floor_lamp", "kids_room": "desk_lamp",
              "studio": "floor_lamp", "hall": "table_lamp"},
    "@table": {"bedroom": "nightstand", "living_room": "coffee_table", "office": "desk",
               "cafe": "cafe_table", "kitchen": "dining_table", "dining_room": "dining_table",
               "bathroom": "side_table", "library": "side_table", "kids_room": "desk",
               "studio": "dining_table", "hall": "console_table"},
    "@side_table": {"bedroom": "nightstand", "living_room": "side_table", "office": "side_table",
                    "cafe": "side_table", "kitchen": "side_table", "dining_room": "side_table",
                    "bathroom": "side_table", "library": "side_table",
                    "kids_room": "nightstand", "studio": "side_table",
                    "hall": "console_table"},
    "@sink": {"bedroom": "vanity", "living_room": "vanity", "office": "vanity",
              "cafe": "counter", "kitchen": "counter", "dining_room": "counter",
              "bathroom": "vanity", "library": "vanity", "kids_room": "vanity",
              "studio": "counter", "hall": "vanity"},
}
# phrases that name one thing although they end in "s" ("curtains" are one pair)
SINGULAR_PHRASES = frozenset({"curtains", "drapes", "cabinets", "flowers"})
# phrases that name several things ("bookshelves" = 2 unless counted)
PLURAL_PHRASES = frozenset({"cacti", "bowls of fruit"})
COUNT_WORDS = {
    "a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "pair": 2, "couple": 2, "both": 2,
    "three": 3, "few": 3, "several": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "fifteen": 15,
    "twenty": 20, "thirty": 30, "some": 2, "many": 5, "lots": 5,
}
TENS_WORDS = {"twenty": 20, "thirty": 30}  # "twenty four" = 24
STOP_WORDS = {"and", "with", "or", "plus", "by", "near", "on", "in", "beside", "next", "under",
              "above", "against", ",", ".", ";", ":", "!", "?"}
NEGATIONS = {"no", "without", "not"}
# A noun after these names an object that is already there ("near the bed", "on each desk")...
DEFINITE_WORDS = {"the", "this", "that", "these", "those", "its", "their", "each", "every"}
# ...and so does one that a relation points at ("a lamp near an armchair").
RELATION_WORDS = {"near", "on", "onto", "beside", "next", "to", "under", "above", "over",
                  "below", "beneath", "against", "by", "around", "behind", "facing", "across",
                  "from", "surrounding", "between", "atop", "inside", "at"}
# words of a room's name in the prompt's own words -> the template that fits it; kinds of room
# not here (a pet store, a gym, a museum) are composed of the objects the prompt names
ROOM_KINDS: dict[str, RoomType] = {
    "bar": "cafe", "pub": "cafe", "tavern": "cafe", "bistro": "cafe", "diner": "cafe",
    "bakery": "cafe", "cafeteria": "cafe", "canteen": "cafe", "restaurant": "dining_room",
    "bedroom": "bedroom", "dorm": "bedroom", "dormitory": "bedroom", "suite": "bedroom",
    "nursery": "kids_room", "playroom": "kids_room", "hall": "hall", "hallway": "hall",
    "corridor": "hall", "foyer": "hall", "entryway": "hall", "vestibule": "hall",
    "kitchen": "kitchen",
    "kitchenette": "kitchen", "pantry": "kitchen", "bathroom": "bathroom",
    "washroom": "bathroom", "restroom": "bathroom", "lavatory": "bathroom",
    "office": "office", "study": "library", "library": "library", "lounge": "living_room",
    "den": "living_room", "parlor": "living_room", "parlour": "living_room",
    "apartment": "studio", "flat": "studio", "loft": "studio", "cabin": "living_room",
    "cottage": "living_room",
}
# objects that suggest a room when the prompt names none
ROOM_HINTS: dict[RoomType, tuple[str, ...]] = {
    "bedroom": ("bed", "wardrobe", "nightstand", "dresser"),
    "office": ("desk", "office_chair", "laptop", "filing_cabinet"),
    "kitchen": ("fridge", "counter", "stove", "kitchen_island"),
    "cafe": ("cafe_table",),
    "living_room": ("sofa", "tv", "tv_stand", "coffee_table", "armchair"),
    "dining_room": ("dining_table", "sideboard"),
    "bathroom": ("bathtub", "toilet", "vanity", "towel_rail"),
    "library": ("book_stack",),
    "kids_room": ("bunk_bed", "toy_box"),
    "hall": ("coat_rack", "shoe_rack", "umbrella_stand"),
}
