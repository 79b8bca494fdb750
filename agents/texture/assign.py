"""Which palette role dresses each material slot of each generator, and each room's zone.

A role ("wood", "upholstery", "lamp_shade", ...) is a material the style palette defines once
per scene (`agents.texture.palette_styles`); every slot that maps to the same role shares one
MaterialSpec. Slots of generators not listed here fall back on their slot name. A room type
names the zones whose palette entries win for it ("floor/bath" in a bathroom); room types
not listed here simply use the style's plain entries.
"""

from __future__ import annotations

from agents.texture.palette_styles import SHARED, STYLE_ROLES

# slots named after a role wear that role (the blueprint families name their slots so)
ROLE_NAMES = frozenset(STYLE_ROLES) | frozenset(SHARED)

# (generator, slot) -> role
SLOT_ROLES: dict[tuple[str, str], str] = {
    ("bed", "frame"): "wood", ("bed", "bedding"): "bedding", ("bed", "pillow"): "accent",
    ("nightstand", "body"): "wood", ("nightstand", "handle"): "metal",
    ("wardrobe", "body"): "wood_alt", ("wardrobe", "handle"): "metal",
    ("dresser", "body"): "wood", ("dresser", "handle"): "metal",
    ("table_lamp", "base"): "ceramic", ("table_lamp", "shade"): "lamp_shade",
    ("floor_lamp", "base"): "metal", ("floor_lamp", "shade"): "lamp_shade",
    ("rug", "fabric"): "rug",
    ("sofa", "fabric"): "upholstery", ("sofa", "legs"): "legs",
    ("armchair", "fabric"): "seat", ("armchair", "legs"): "legs",
    ("coffee_table", "top"): "wood", ("coffee_table", "legs"): "legs",
    ("tv_stand", "body"): "wood", ("tv_stand", "legs"): "legs",
    ("tv", "screen"): "screen", ("tv", "frame"): "dark_plastic",
    ("bookshelf", "body"): "wood_alt", ("bookshelf", "books"): "books",
    ("plant", "pot"): "ceramic", ("plant", "leaves"): "foliage", ("plant", "soil"): "soil",
    ("small_plant", "pot"): "ceramic_accent", ("small_plant", "leaves"): "foliage",
    ("small_plant", "soil"): "soil",
    ("painting", "frame"): "frame", ("painting", "canvas"): "canvas",
    ("desk", "top"): "wood", ("desk", "legs"): "legs",
    ("office_chair", "seat"): "seat", ("office_chair", "base"): "dark_plastic",
    ("laptop", "body"): "aluminium", ("laptop", "screen"): "screen",
    ("filing_cabinet", "body"): "cabinet", ("filing_cabinet", "handle"): "metal",
    ("dining_table", "top"): "wood", ("dining_table", "legs"): "wood",
    ("cafe_table", "top"): "countertop", ("cafe_table", "legs"): "legs",
    ("chair", "seat"): "wood", ("chair", "legs"): "legs",
    ("stool", "seat"): "seat", ("stool", "legs"): "legs",
    ("counter", "body"): "cabinet", ("counter", "top"): "countertop",
    ("counter", "handle"): "metal",
    ("fridge", "body"): "appliance", ("fridge", "handle"): "metal",
    ("pendant_lamp", "shade"): "lamp_shade", ("pendant_lamp", "cord"): "cord",
    ("mug", "ceramic"): "ceramic_accent",
    ("vase", "ceramic"): "ceramic", ("vase", "leaves"): "foliage",
    # structure and soft furnishings
    ("door", "door"): "door", ("door", "frame"): "trim", ("door", "handle"): "metal",
    ("window", "frame"): "trim", ("window", "glass"): "window_glass",
    ("curtains", "fabric"): "curtains", ("curtains", "rod"): "metal",
    ("wall_shelf", "body"): "wood", ("wall_shelf", "books"): "books",
    ("ceiling_lamp", "metal"): "metal", ("ceiling_lamp", "shade"): "lamp_shade",
    ("desk_lamp", "base"): "metal", ("desk_lamp", "shade"): "lamp_shade",
    ("side_table", "top"): "wood", ("side_table", "legs"): "legs",
    ("coat_rack", "wood"): "wood", ("coat_rack", "metal"): "metal",
    ("bench", "seat"): "seat", ("bench", "legs"): "legs",
    ("book_stack", "books"): "books",
    ("fruit_bowl", "ceramic"): "ceramic", ("fruit_bowl", "fruit"): "fruit",
    ("sideboard", "body"): "wood", ("sideboard", "handle"): "metal",
    # kitchen and bathroom
    ("kitchen_island", "body"): "cabinet", ("kitchen_island", "top"): "countertop",
    ("stove", "body"): "appliance", ("stove", "metal"): "cooktop",
    ("bathtub", "ceramic"): "sanitary", ("bathtub", "metal"): "metal",
    ("toilet", "ceramic"): "sanitary", ("toilet", "seat"): "toilet_seat",
    ("vanity", "body"): "cabinet", ("vanity", "top"): "countertop",
    ("vanity", "ceramic"): "sanitary", ("vanity", "metal"): "metal",
    ("mirror", "frame"): "frame", ("mirror", "glass"): "mirror",
    ("towel_rail", "metal"): "metal", ("towel_rail", "towel"): "towel",
    # kids' room
    ("bunk_bed", "frame"): "wood", ("bunk_bed", "bedding"): "bedding",
    ("bunk_bed", "pillow"): "accent",
    ("toy_box", "body"): "toy", ("toy_box", "lid"): "toy_lid",
}

# slot-name keyword -> role, for generators or slots not in SLOT_ROLES (first match wins)
SLOT_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("shade", "lamp_shade"), ("bulb", "lamp_shade"), ("screen", "screen"),
    ("mirror", "mirror"), ("glass", "glass"), ("leaves", "foliage"), ("leaf", "foliage"),
    ("soil", "soil"), ("handle", "metal"), ("knob", "metal"), ("rod", "metal"),
    ("metal", "metal"), ("leg", "legs"), ("base", "metal"), ("cord", "cord"),
    ("books", "books"), ("canvas", "canvas"), ("frame", "frame"), ("door", "door"),
    ("pot", "ceramic"), ("ceramic", "ceramic"), ("bedding", "bedding"), ("pillow", "accent"),
    ("cushion", "accent"), ("towel", "towel"), ("curtain", "curtains"), ("fruit", "fruit"),
    ("seat", "seat"), ("fabric", "upholstery"), ("top", "wood"), ("lid", "wood"),
    ("body", "wood"), ("wood", "wood"),
)

# room part -> role (material ids are role names, so the shell's are "floor", "wall", ...)
ROOM_ROLES = {"floor": "floor", "wall": "wall", "ceiling": "ceiling"}

# room type -> palette zones, most specific first ("floor/bath" beats "floor")
ZONES: dict[str, tuple[str, ...]] = {
    "bathroom": ("bath",),
    "kitchen": ("kitchen",),
    "cafe": ("cafe", "kitchen"),
    "dining_room": ("dining",),
    "kids_room": ("kids",),
    "library": ("library",),
    "studio": ("studio",),
    "bedroom": ("bedroom",),
    "living_room": ("living",),
    "office": ("office",),
    "hall": ("hall",),
}


def role_for(category: str, slot: str) -> str:
    """The palette role that dresses `slot` of generator `category`."""
    role = SLOT_ROLES.get((category, slot))
    if role is not None:
        return role
    name = slot.lower()
    if name in ROLE_NAMES:
        return name
    for keyword, fallback in SLOT_KEYWORDS:
        if keyword in name:
            return fallback
    return "wood"


def zones_for(room_type: str) -> tuple[str, ...]:
    """The palette zones of a room type (none for a type this table does not know yet)."""
    return ZONES.get(room_type, ())
