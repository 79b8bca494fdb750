"""Which palette role dresses each material slot of each generator.

A role ("wood", "upholstery", "lamp_shade", ...) is a material the style palette defines once
per scene (`agents.texture.palettes`); every slot that maps to the same role shares one
MaterialSpec. Slots of generators not listed here fall back on their slot name.
"""

from __future__ import annotations

# (generator, slot) -> role
SLOT_ROLES: dict[tuple[str, str], str] = {
    ("bed", "frame"): "wood", ("bed", "bedding"): "bedding", ("bed", "pillow"): "accent",
    ("nightstand", "body"): "wood", ("nightstand", "handle"): "metal",
    ("wardrobe", "body"): "wood_alt", ("wardrobe", "handle"): "metal",
    ("dresser", "body"): "wood", ("dresser", "handle"): "metal",
    ("table_lamp", "base"): "ceramic", ("table_lamp", "shade"): "lamp_shade",
    ("floor_lamp", "base"): "metal", ("floor_lamp", "shade"): "lamp_shade",
    ("rug", "fabric"): "rug",
    ("sofa", "fabric"): "upholstery", ("sofa", "legs"): "wood_alt",
    ("armchair", "fabric"): "seat", ("armchair", "legs"): "wood_alt",
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
    ("pendant_lamp", "shade"): "lamp_shade", ("pendant_lamp", "cord"): "dark_plastic",
    ("mug", "ceramic"): "ceramic_accent",
    ("vase", "ceramic"): "ceramic", ("vase", "leaves"): "foliage",
}

# slot-name keyword -> role, for generators or slots not in SLOT_ROLES (first match wins)
SLOT_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("shade", "lamp_shade"), ("bulb", "lamp_shade"), ("screen", "screen"),
    ("glass", "glass"), ("leaves", "foliage"), ("leaf", "foliage"), ("soil", "soil"),
    ("handle", "metal"), ("knob", "metal"), ("leg", "legs"), ("base", "metal"),
    ("cord", "dark_plastic"), ("books", "books"), ("canvas", "canvas"), ("frame", "frame"),
    ("pot", "ceramic"), ("ceramic", "ceramic"), ("bedding", "bedding"), ("pillow", "accent"),
    ("cushion", "accent"), ("seat", "seat"), ("fabric", "upholstery"), ("top", "wood"),
    ("body", "wood"),
)

ROOM_ROLES = {"floor": "floor", "wall": "wall", "ceiling": "ceiling"}


def role_for(category: str, slot: str) -> str:
    """The palette role that dresses `slot` of generator `category`."""
    role = SLOT_ROLES.get((category, slot))
    if role is not None:
        return role
    name = slot.lower()
    for keyword, fallback in SLOT_KEYWORDS:
        if keyword in name:
            return fallback
    return "wood"
