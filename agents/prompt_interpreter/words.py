"""Closed word classes the prompt grammar reads: numbers, quantifiers, prepositions, verbs,
attributes and the nouns that name parts of a room rather than objects.

Plain data, except the number words, which `inflect` spells for us ("twenty-four", "forty five")
so that no table of them is typed by hand. Plurals and singulars go through `inflect` too
(`singular`), with a guard for the Latin and Greek endings it gets wrong ("bus", "atlas"); its
answers for our own words come from a table (`inflections`), so a run need not load it.
"""

from __future__ import annotations

from functools import lru_cache

from agents.geometry.attributes import SIZE_SCALES
from agents.prompt_interpreter.inflections import NUMBER_WORDS as NUMBER_WORDS
from agents.prompt_interpreter.inflections import plural_of, singular_of
from agents.texture.attributes import COLOUR_RGB, MATERIAL_LOOKS

# words that state a count vaguely: how many we make, and that the count is a lower bound
VAGUE_COUNTS: dict[str, int] = {
    "few": 3, "several": 3, "multiple": 3, "various": 3, "numerous": 5, "many": 5, "lots": 5,
    "plenty": 5, "some": 2, "couple": 2, "handful": 4, "dozens": 24, "rows": 6,
}
EXACT_WORDS: dict[str, int] = {"a": 1, "an": 1, "single": 1, "lone": 1, "both": 2}
AT_LEAST = ("at least", "no fewer than", "no less than", "a minimum of", "minimum of")
MORE_THAN = ("more than", "over")
EXACTLY = ("exactly", "only", "just", "precisely")
DEFINITE = frozenset({"the", "this", "that", "these", "those", "its", "their", "his", "her",
                      "my", "our", "your", "said", "same"})
DISTRIBUTIVE = frozenset({"each", "every"})
NEGATIONS = frozenset({"no", "without", "zero", "none", "nor"})
# words that may stand between a count and its noun without ending the noun phrase
FILLERS = frozenset({"of", "more", "additional", "extra", "other", "matching", "identical",
                     "similar", "separate", "individual"})
# Prepositions and conjunctions: they end a noun phrase. Multi-word ones are matched first.
RELATION_PHRASES: dict[str, str] = {
    "in front of": "in_front_of", "next to": "next_to", "close to": "near",
    "on the other side of": "next_to", "to the other side of": "next_to",
    # a thing laid over another rests on it: "a bath tray laid across the tub"
    "laid across": "on", "placed across": "on", "draped across": "on",
    "laid over": "on", "resting across": "on",
    # (but "two armchairs placed across from it" are across from it)
    **{f"{verb} across from": "across_from" for verb in ("laid", "placed", "draped",
                                                         "resting")},
    # fastened to a board or a wall: "photos pinned to it"
    "pinned to": "on", "pinned on": "on", "tacked to": "on", "taped to": "on",
    "stuck to": "on", "clipped to": "on", "attached to": "on", "fixed to": "on",
    "on top of": "on", "to the left of": "left_of", "to the right of": "right_of",
    "left of": "left_of", "right of": "right_of", "across from": "across_from",
    "on the left side of": "left_of", "on the right side of": "right_of",
    "to the left side of": "left_of", "to the right side of": "right_of",
    "on the left of": "left_of", "on the right of": "right_of", "adjacent to": "next_to",
    **{f"{at} the {side}{hand} {part} of": f"{side}_of" for at in ("on", "to", "at")
       for side in ("left", "right") for hand in ("-hand", " hand", "")
       for part in ("side", "end")
       if (at, hand, part) != ("to", "", "end")},
    "to the side of": "next_to", "at the side of": "next_to", "by the side of": "next_to",
    # a table's long sides and short ends: where its seats go ("a bench along the long side
    # of the table", "a carver chair at the short end of it")
    **{f"{at} {det} long {part} of": "next_to" for at in ("along", "on", "at", "by")
       for det in ("the", "one") for part in ("side", "sides")},
    **{f"{at} {det} short {part} of": "end_of" for at in ("along", "on", "at", "by")
       for det in ("the", "one") for part in ("side", "sides", "end", "ends")},
    "across the room from": "across_from", "opposite to": "across_from",
    "opposite of": "across_from",
    "opposite": "across_from", "in the middle of": "middle", "in the center of": "middle",
    "in the centre of": "middle", "on each side of": "beside", "on either side of": "beside",
    "on both sides of": "beside", "at the foot of": "in_front_of", "at the end of": "end_of",
    "at the head of": "next_to", "at one end of": "end_of", "on one end of": "end_of",
    "on one side of": "next_to", "to one side of": "next_to", "at one side of": "next_to",
    "side by side": "side_by_side", "facing toward": "facing",
    "in a row": "side_by_side", "in a line": "side_by_side",  # "four desks in a row"
    # how a group stands, naming no thing: "twelve chairs in a semicircle facing the podium"
    **dict.fromkeys(("in a semicircle", "in a semi-circle", "in a half circle",
                     "in a half-circle", "in a circle", "in a ring", "in a horseshoe",
                     "in a u-shape", "in a u shape", "in an arc", "in a cluster"), "formation"),
    "hanging from": "on", "hung from": "on", "suspended from": "on",  # the ceiling
    # what leans on a thing stands by it ("a ladder leaning on the bookshelf")
    "leaning on": "next_to", "leaning against": "next_to", "leans on": "next_to",
    "leans against": "next_to", "propped against": "next_to", "propped on": "next_to",
    "facing towards": "facing", "turned toward": "facing", "turned towards": "facing",
    # on a thing's own edge or rim: on it ("a rubber duck on the edge of the tub")
    **dict.fromkeys(("on the edge of", "on the rim of", "on the ledge of", "on the lip of",
                     "at the center of", "at the centre of", "at the middle of"), "on"),
    # close by a thing: "a filing cabinet in close proximity to the desk"
    **dict.fromkeys(("in close proximity to", "in proximity to", "near to", "not far from",
                     "within reach of", "in the vicinity of", "within sight of"), "near"),
    # away from a door or window ("a kiln in the corner farthest from the door")
    **dict.fromkeys(("far from", "far away from", "away from", "farthest from",
                     "furthest from", "farthest away from", "furthest away from"), "far"),
    "overlooking": "facing", "overlooks": "facing",  # "a desk overlooking the window"
    # a seat drawn up to a table stands at it
    **dict.fromkeys(("pulled up to", "drawn up to", "pulled up at", "tucked up to"), "at"),
    # "a sectional sofa wraps around a coffee table"
    **dict.fromkeys(("wraps around", "wrapping around", "wrapped around", "curves around",
                     "curving around", "curved around"), "around"),
    # turned to look at a thing: "two armchairs angled toward the fireplace"
    **{f"{verb} {to}": "facing" for verb in ("angled", "oriented", "pointed", "pointing",
                                             "directed", "aimed", "tilted")
       for to in ("toward", "towards", "at")},
    # a thing that fills the room's middle stands in it ("a piano occupying the center")
    **{f"{verb} the {part} of": "middle" for verb in (
        "occupying", "occupies", "dominating", "dominates", "taking up", "takes up",
        "filling", "fills", "anchoring", "anchors") for part in ("middle", "center", "centre")},
    "on": "on", "onto": "on", "atop": "on", "upon": "on", "near": "near", "by": "near",
    "beside": "next_to", "alongside": "next_to", "behind": "behind", "under": "under",
    "underneath": "under", "beneath": "under", "below": "under", "above": "above",
    "over": "above", "around": "around", "surrounding": "around", "surround": "around",
    "surrounds": "around", "encircle": "around", "encircles": "around", "encircling": "around",
    "before": "in_front_of",  # "an ottoman placed before the sofa"
    # passive: the phrase after it is the one that stands round or beside ("a table
    # surrounded by chairs": the chairs are round the table)
    "surrounded by": "surrounded_by", "surrounded": "surrounded_by",
    "flanked by": "flanked_by", "flanked": "flanked_by", "lined with": "lined_with",
    "separated by": "separated_by", "divided by": "separated_by",  # what stands between
    "facing": "facing", "faces": "facing", "face": "facing", "inside": "inside",
    "in": "inside", "within": "inside", "into": "inside", "containing": "contains",
    "contains": "contains", "holding": "holds", "holds": "holds", "hold": "holds",
    "carrying": "holds", "carries": "holds",
    # what decorates a thing stands on it ("a vase and a bowl decorate the island")
    "decorate": "on", "decorates": "on", "decorating": "on", "adorn": "on", "adorns": "on",
    "adorning": "on", "grace": "on", "graces": "on", "gracing": "on",
    # what a thing is full of it holds ("a display case full of cakes")
    "full of": "contains", "filled with": "contains", "stocked with": "contains",
    "packed with": "contains", "loaded with": "contains", "piled with": "contains",
    "stacked with": "contains", "crammed with": "contains", "brimming with": "contains",
    "overflowing with": "contains", "heaped with": "contains", "laden with": "contains",
    # what a thing is topped with stands on it ("a dresser topped with a mirror and a vase")
    "topped with": "holds", "topped by": "holds", "topped off with": "holds",
    "covered in": "holds", "covered with": "holds", "decorated with": "holds",
    "bearing": "holds", "bears": "holds", "on the surface of": "on", "on the top of": "on",
    "outside": "outside", "between": "between", "against": "against", "along": "against",
    "lining": "against",  # "shelves lining the walls" (and "photos line the walls": grammar)
    "with": "with", "at": "at",
    # a thing that comes with others has them as after "with" ("a bed accompanied by a
    # nightstand", "a desk complete with a lamp")
    **dict.fromkeys(("accompanied by", "complemented by", "paired with", "complete with",
                     "equipped with", "furnished with", "outfitted with", "fitted with",
                     "joined by", "dressed in", "draped in", "made up with"),
                    "with"),
    "flank": "beside", "flanking": "beside", "flanks": "beside",
    # "a tablecloth covers the table": what covers a thing lies on it
    "covers": "on", "covering": "on", "draped over": "on", "drapes over": "on",
}
# function words: they always end a noun phrase
CONJUNCTIONS = frozenset({"and", "or", "plus", "but", "as", "well", "while", "where", "which",
                          "who", "whose", "that", "then", "also", "for", "from", "to", "of",
                          "if", "so", "than", "like", "such", "including", "there", "here",
                          "it", "they", "them", "is", "are", "was", "were", "be", "being",
                          "been", "can", "could", "should", "would", "will", "not", "any",
                          "all", "each", "every", "another", "some", "no", "next", "overhead",
                          "nearby", "together", "apart", "upstairs", "downstairs", "throughout",
                          "everywhere", "too", "very", "quite", "really", "mostly", "nearly",
                          "almost", "perhaps", "maybe", "either", "neither"})
# verbs: they end a noun phrase, but after an article they may be its noun ("a stand",
# "the display", "a rest")
VERBS = frozenset({"includes", "include", "featuring", "features", "feature", "has", "have",
                   "had", "having", "sits", "sit", "sitting", "stands", "stand", "standing",
                   "hangs", "hang", "hanging", "lies", "lie", "rests", "rest", "displays",
                   "display", "displaying", "covers", "cover", "fills", "fill", "lines", "line",
                   "lined", "placed", "positioned", "located", "arranged", "set", "mounted",
                   "hung", "scattered", "stacked", "leaning", "leans", "lean", "topped",
                   "filled", "decorated", "adorned", "seen", "seats", "offers", "provides",
                   "serve", "serves", "used", "use", "add", "adds", "put", "keep", "keeps",
                   "show", "shows", "showing", "give", "gives", "make", "makes", "let",
                   "place", "runs", "run", "stretches", "spans", "extends",
                   # participles that do not end in -ed: "a tray laid across the tub"
                   "laid", "kept", "strewn", "thrown", "sat", "slung", "stuck", "hidden"})
# what "a ... of apples" holds them in ("a bowl of lemons", "a crate of apples"), unlike "a
# painting of a ship" or "a pair of shoes"
VESSEL_HEADS = frozenset({"bowl", "basket", "crate", "jar", "bucket", "plate", "tray", "box",
                          "bin", "platter", "dish", "vase", "barrel", "sack", "tub", "carton",
                          "hamper", "tin", "pail", "trough", "bag", "pot", "cup", "mug",
                          "glass", "pitcher", "jug", "caddy", "holder", "case", "shelf", "rack",
                          "pegboard", "cabinet"})
PUNCTUATION = frozenset({",", ".", ";", ":", "!", "?", "(", ")"})
# verbs that are nouns too: "a filter coffee stand", "a foot rest", "a window display"
NOUN_VERBS = frozenset({"stand", "rest", "display", "cover", "place"})
SENTENCE_ENDS = frozenset({".", ";", "!", "?"})
BE = frozenset({"is", "are", "was", "were"})
# -ed words that are adjectives before a noun, never the verb that ends its phrase
ED_ADJECTIVES = frozenset({"stuffed", "potted", "framed", "upholstered", "tufted", "painted",
                           "carved", "shaped", "sized", "themed", "styled", "glazed", "woven",
                           "curved", "raised", "built-in", "padded", "wooded", "skirted",
                           "mirrored", "tiled", "polished", "distressed", "weathered",
                           "reclaimed", "rolled", "folded", "cushioned", "beaded", "quilted",
                           "knitted", "embroidered", "inflated", "mounted", "wall-mounted",
                           "built", "handmade", "oversized", "abandoned", "lit", "wired",
                           "lacquered", "stained", "enamelled", "enameled", "gilded"})
COLOURS = frozenset(COLOUR_RGB)  # colour and material words: their looks live with the
MATERIALS = frozenset(MATERIAL_LOOKS)  # texture agent, so the words are defined once
SIZES = frozenset(SIZE_SCALES)  # size words: scale factors live with the geometry
SHAPES = frozenset({"round", "circular", "square", "rectangular", "oval", "l-shaped",
                    "u-shaped", "curved", "hexagonal", "octagonal", "triangular", "cylindrical",
                    "spherical", "oblong"})
# words that say how a thing looks or feels, never what it is: attributes of any noun
# ("colorful bins" are bins, "comfortable reading chairs" reading chairs)
DESCRIPTIVE = frozenset({
    "colorful", "colourful", "multicolored", "multicoloured", "multi-colored", "colored",
    "coloured", "bright", "vibrant", "comfortable", "comfy", "cozy", "cosy", "plush", "soft",
    "fluffy", "vintage", "antique", "ancient", "old", "new", "modern", "contemporary",
    "rustic", "elegant", "ornate", "beautiful", "stylish", "sleek", "classic", "traditional",
    "fancy", "cute", "shiny", "polished", "sturdy", "simple", "matching", "assorted",
    "stacked",
    "various", "different", "lush", "worn", "weathered", "elaborate", "pretty", "lovely",
    "nice", "neat", "tidy", "messy", "cluttered", "minimalist", "luxurious", "chic",
    "central", "centered", "centred", "featured"})
MOUNTING = frozenset({"wall-mounted", "hanging", "floating", "freestanding", "free-standing",
                      "built-in", "ceiling-mounted", "pendant", "suspended", "standing",
                      "mounted"})
# nouns that name the room, its parts or its air, not objects in it
NOT_OBJECTS = frozenset({
    "room", "space", "area", "wall", "walls", "corner", "floor", "ceiling", "center", "centre",
    "middle", "side", "sides", "end", "edge", "entrance", "entry", "doorway", "back", "front",
    "left", "right", "top", "bottom", "atmosphere", "ambience", "ambiance", "vibe", "feel",
    "feeling", "mood", "style", "theme", "look", "aesthetic", "design", "decor", "décor",
    "color", "colour", "colors", "colours", "palette", "tone", "tones", "light", "lighting",
    "sunlight", "daylight", "moonlight", "shadow", "shadows", "view", "views", "scene",
    "setting", "settings", "people", "person", "guest", "guests", "visitor", "visitors",
    "customer", "customers", "child", "children", "kid", "kids", "family", "student",
    "toddler", "toddlers", "twins", "twin", "teenager", "teenagers", "teen", "teens",
    "pet", "pets", "owner", "owners", "pairs",  # "desks arranged in pairs": no object
    "students", "patient", "patients", "diner", "diners", "seating", "storage", "purpose",
    "use", "way", "place", "spot", "zone", "layout", "arrangement", "plenty", "lot", "lots",
    "touch", "touches", "accent", "accents", "detail", "details", "pattern", "patterns",
    "finish", "finishes", "texture", "textures", "material", "materials", "furniture",
    "furnishing", "furnishings", "item", "items", "thing", "things", "object", "objects",
    "stuff", "piece", "pieces", "tea", "coffee", "water", "wine", "food", "drinks",
    "shade", "shades", "fitting", "fittings", "gear", "gears", "mechanism", "mechanisms",
    "imagery", "handle", "handles", "knob", "knobs", "leg", "legs", "base", "upholstery",
    "bedding", "cover", "covers", "inlay", "inlays", "carving", "carvings", "trimming",
    "variety", "number", "set", "collection", "assortment",
    "selection", "range", "kind", "kinds", "type", "types", "mix", "blend", "hint", "hints",
    "glow", "warmth", "comfort", "charm", "character", "time", "day", "night", "evening",
    "morning", "afternoon", "dusk", "dawn", "sunset", "sunrise", "noon", "midnight", "hour",
    "season", "winter", "summer", "spring", "autumn", "fall", "weather", "rain", "snow",
    "sky", "outside", "inside", "interior", "exterior", "house", "home", "apartment", "flat",
    "building", "level", "story", "storey", "window", "windows", "movie", "film",
    "logo", "emblem", "brand", "motif", "motifs", "print", "prints", "stripe", "stripes",
    "floral", "plaid", "wood", "brick", "stone", "marble", "metal", "tile", "tiles",
    "paint", "wallpaper", "plaster", "carpeting", "flooring", "hardwood", "laminate",
    "parquet", "trim", "molding", "moulding", "beam", "beams", "column", "columns", "pillar",
    "pillars", "arch", "arches", "alcove", "nook", "niche", "balcony", "stair", "stairs",
    "staircase", "step", "steps", "hallway", "hall", "corridor", "loft", "mezzanine",
    "skylight", "skylights", "fixture", "fixtures", "accessory", "accessories", "supply",
    "supplies", "equipment", "decoration", "decorations",
    "essentials", "amenities", "amenity", "station", "stations", "display", "displays",
    "feature", "features", "opening", "openings", "opposite", "length", "width", "height",
    "size", "shape", "half", "quarter", "part", "parts", "row", "rows", "line", "lines",
    "group", "groups", "cluster", "clusters", "grid", "grids", "formation", "formations",
    "configuration", "pile", "piles", "stack", "stacks",
})
# room parts a relation may point at ("in the corner", "against the wall")
# nouns that name the kind of room ("a pet store", "a hotel lobby"): the room, not an object
ROOM_HEADS = frozenset({
    "room", "bedroom", "kitchen", "bathroom", "office", "library", "lounge", "lobby", "store",
    "shop", "bar", "pub", "gym", "studio", "lab", "laboratory", "gallery", "museum", "nursery",
    "closet", "hall", "classroom", "clinic", "salon", "bakery", "restaurant", "cafe", "café",
    "diner", "garage", "basement", "attic", "den", "workshop", "suite", "theater", "theatre",
    "cinema", "chapel", "showroom", "boutique", "pharmacy", "hospital", "ward", "spa",
    "barbershop", "pizzeria", "parlor", "parlour", "playroom", "study", "pantry", "cellar", "foyer",
    "vestibule", "mudroom", "laundry", "conservatory", "sunroom", "arcade", "bistro",
    "coffeehouse", "cafeteria", "canteen", "boardroom", "dormitory", "dorm", "apartment",
    "flat", "loft", "cabin", "cottage", "atelier", "florist", "market", "supermarket",
    "bookstore", "bookshop", "kitchenette", "washroom", "restroom", "lavatory", "greenhouse",
    "observatory", "sanctuary", "temple", "shrine", "stage", "venue", "tavern",
    "inn", "hotel", "motel", "hostel", "dojo", "stable", "barn", "shed", "warehouse",
    "factory", "bank", "post", "station", "terminal", "waiting", "reception", "practice",
    "surgery", "infirmary", "dispensary", "nook", "space", "area", "entryway", "hallway",
    "corridor", "porch", "veranda", "verandah", "balcony", "patio", "landing", "gazebo",
    "laundromat", "greengrocer", "grocer", "grocery", "butcher", "deli", "delicatessen",
    "bodega", "newsagent", "stationer", "ironmonger", "chemist", "tailor", "cobbler",
    "jeweler", "jeweller", "optician", "nailbar", "creamery", "gelateria",
    "patisserie", "boulangerie", "brewery", "winery", "distillery", "taproom",
    "workroom", "workspace", "mailroom", "stockroom", "storeroom", "backroom", "darkroom",
    "cloakroom",
    "bunkroom", "branch", "sauna", "galley", "saloon", "agency", "longhouse", "bathhouse",
    "alley", "speakeasy", "lodge", "emporium", "apothecary", "armory", "armoury", "crypt",
    "tomb", "chamber", "vault", "bunker", "barracks", "cockpit", "hangar", "cathedral",
    "casino", "terrace", "mosque", "church", "courtroom", "trattoria", "teahouse", "izakaya",
    "cantina",
})
LANDMARKS: dict[str, str] = {
    "wall": "wall", "walls": "wall", "corner": "corner", "corners": "corner",
    "center": "middle", "centre": "middle", "middle": "middle", "window": "window",
    "windows": "window", "door": "door", "doorway": "door", "entrance": "door",
    "entry": "door", "ceiling": "ceiling", "floor": "floor", "windowsill": "window",
    "sill": "window",
}

_SINGULAR_GUARD = ("us", "ss", "is", "as", "os")  # bus, glass, axis, atlas, chaos
_ODD_PLURALS = {"cacti": "cactus", "radii": "radius", "lenses": "lens", "buses": "bus",
                "atlases": "atlas", "canvases": "canvas", "cushions": "cushion"}


@lru_cache(maxsize=4096)
def singular(word: str) -> str | None:
    """The singular of a plural noun ("shelves" -> "shelf"), or None when `word` is not one."""
    if word in _ODD_PLURALS:
        return _ODD_PLURALS[word]
    if not word.endswith(("s", "i", "en", "ice", "eese", "ople", "eeth")) or \
            word.endswith(_SINGULAR_GUARD):
        return None
    return singular_of(word)


@lru_cache(maxsize=4096)
def plural(word: str) -> str:
    """The plural of a noun ("shelf" -> "shelves", "bench" -> "benches")."""
    return plural_of(word)


def of_head(words: list[str]) -> int | None:
    """The index of the word a name's "of" follows ("loaf of bread": "loaf", whose plural the
    name takes), if the name has one inside it."""
    return words.index("of") - 1 if "of" in words[1:-1] else None
