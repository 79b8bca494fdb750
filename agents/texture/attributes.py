"""Colour and material words of the prompt on an object's main surface.

"Blue armchairs" are blue, "a marble table" is marble: the object's main slot (its first
slot: a sofa's fabric, a table's top, a cabinet's body) wears a variant of the palette's
material for that role, with the named recipe and/or colour. Variants are shared by every
object asking the same thing (one material per role and words).
"""

from __future__ import annotations

from collections.abc import Iterable

from orchestrator.schema.scene import RGB, MaterialSpec, Recipe

# colour words -> linear RGB (what the renderer takes)
COLOUR_RGB: dict[str, RGB] = {
    "red": (0.55, 0.04, 0.03), "green": (0.06, 0.3, 0.08), "blue": (0.04, 0.12, 0.5),
    "yellow": (0.8, 0.6, 0.05), "orange": (0.85, 0.28, 0.03), "purple": (0.22, 0.05, 0.35),
    "violet": (0.3, 0.08, 0.45), "pink": (0.85, 0.35, 0.45), "white": (0.85, 0.85, 0.83),
    "black": (0.02, 0.02, 0.02), "grey": (0.3, 0.3, 0.3), "gray": (0.3, 0.3, 0.3),
    "brown": (0.2, 0.09, 0.04), "beige": (0.65, 0.55, 0.4), "cream": (0.8, 0.74, 0.6),
    "ivory": (0.85, 0.82, 0.7), "gold": (0.75, 0.55, 0.15), "golden": (0.75, 0.55, 0.15),
    "silver": (0.6, 0.6, 0.62), "navy": (0.02, 0.04, 0.18), "teal": (0.02, 0.25, 0.25),
    "turquoise": (0.05, 0.5, 0.45), "maroon": (0.25, 0.02, 0.03),
    "burgundy": (0.28, 0.02, 0.05), "crimson": (0.5, 0.01, 0.04), "scarlet": (0.7, 0.03, 0.02),
    "olive": (0.2, 0.22, 0.04), "mint": (0.45, 0.75, 0.55), "lavender": (0.55, 0.45, 0.75),
    "lilac": (0.6, 0.45, 0.7), "coral": (0.85, 0.3, 0.22), "peach": (0.9, 0.5, 0.35),
    "tan": (0.5, 0.35, 0.2), "charcoal": (0.06, 0.06, 0.06), "emerald": (0.02, 0.35, 0.12),
    "sage": (0.3, 0.4, 0.28), "mustard": (0.65, 0.45, 0.03), "terracotta": (0.55, 0.2, 0.1),
    "rust": (0.45, 0.12, 0.04), "pastel": (0.75, 0.65, 0.7), "copper": (0.6, 0.25, 0.12),
    "bronze": (0.45, 0.28, 0.1), "aqua": (0.1, 0.6, 0.6), "magenta": (0.65, 0.03, 0.4),
    "indigo": (0.06, 0.04, 0.3), "khaki": (0.5, 0.45, 0.25), "sand": (0.7, 0.6, 0.42),
    "taupe": (0.35, 0.3, 0.25), "ochre": (0.6, 0.38, 0.06), "blush": (0.8, 0.5, 0.5),
    "slate": (0.15, 0.18, 0.2),
}
# material words -> (recipe, its usual colour)
MATERIAL_LOOKS: dict[str, tuple[Recipe, RGB]] = {
    "wood": ("wood", (0.4, 0.24, 0.12)), "wooden": ("wood", (0.4, 0.24, 0.12)),
    "oak": ("wood", (0.55, 0.38, 0.2)), "walnut": ("wood", (0.25, 0.13, 0.06)),
    "pine": ("wood", (0.65, 0.47, 0.26)), "teak": ("wood", (0.45, 0.26, 0.1)),
    "mahogany": ("wood", (0.3, 0.09, 0.04)), "cherry": ("wood", (0.4, 0.14, 0.06)),
    "birch": ("wood", (0.72, 0.6, 0.42)), "maple": ("wood", (0.68, 0.5, 0.3)),
    "bamboo": ("wood", (0.7, 0.55, 0.3)), "rattan": ("linen", (0.6, 0.45, 0.25)),
    "wicker": ("linen", (0.55, 0.4, 0.22)), "cane": ("linen", (0.62, 0.48, 0.28)),
    "marble": ("marble", (0.86, 0.85, 0.83)), "granite": ("granite", (0.25, 0.24, 0.23)),
    "stone": ("stone", (0.5, 0.48, 0.45)), "concrete": ("concrete", (0.45, 0.45, 0.44)),
    "terrazzo": ("terrazzo", (0.8, 0.78, 0.74)), "glass": ("glass", (0.9, 0.93, 0.95)),
    "crystal": ("glass", (0.95, 0.96, 0.97)), "metal": ("metal", (0.6, 0.6, 0.62)),
    "steel": ("brushed_metal", (0.62, 0.62, 0.64)),
    "stainless": ("brushed_metal", (0.65, 0.65, 0.67)),
    "iron": ("painted_metal", (0.05, 0.05, 0.05)),
    "cast-iron": ("painted_metal", (0.04, 0.04, 0.04)), "brass": ("brass", (0.78, 0.58, 0.28)),
    "chrome": ("chrome", (0.9, 0.9, 0.92)), "aluminium": ("metal", (0.75, 0.76, 0.78)),
    "aluminum": ("metal", (0.75, 0.76, 0.78)), "leather": ("leather", (0.3, 0.15, 0.07)),
    "suede": ("velvet", (0.45, 0.3, 0.18)), "velvet": ("velvet", (0.3, 0.1, 0.2)),
    "linen": ("linen", (0.78, 0.72, 0.62)), "wool": ("wool", (0.7, 0.65, 0.58)),
    "woollen": ("wool", (0.7, 0.65, 0.58)), "cotton": ("fabric", (0.85, 0.83, 0.8)),
    "fabric": ("fabric", (0.5, 0.48, 0.45)), "upholstered": ("fabric", (0.5, 0.48, 0.45)),
    "plush": ("velvet", (0.5, 0.4, 0.35)), "silk": ("velvet", (0.75, 0.7, 0.62)),
    "felt": ("wool", (0.45, 0.42, 0.4)), "jute": ("linen", (0.55, 0.45, 0.3)),
    "plastic": ("plastic", (0.8, 0.8, 0.8)), "acrylic": ("plastic", (0.85, 0.88, 0.9)),
    "rubber": ("rubber", (0.05, 0.05, 0.05)), "ceramic": ("ceramic", (0.85, 0.83, 0.78)),
    "porcelain": ("porcelain", (0.93, 0.93, 0.92)), "clay": ("ceramic", (0.6, 0.3, 0.17)),
    "paper": ("paper", (0.9, 0.88, 0.84)), "cardboard": ("cardboard", (0.55, 0.42, 0.28)),
    "tile": ("tile", (0.85, 0.85, 0.85)),
}


def asks_look(attributes: Iterable[str]) -> tuple[str, ...]:
    """The colour and material words among an object's attributes, in order."""
    return tuple(w for w in attributes if w in COLOUR_RGB or w in MATERIAL_LOOKS)


def with_look(base: MaterialSpec, words: tuple[str, ...]) -> MaterialSpec:
    """`base` with the recipe of the last material word and the colour of the last colour word
    (else the material's usual colour)."""
    recipe, colour = base.recipe, base.base_color
    materials = [w for w in words if w in MATERIAL_LOOKS]
    colours = [w for w in words if w in COLOUR_RGB]
    if materials:
        recipe, colour = MATERIAL_LOOKS[materials[-1]]
    if colours:
        colour = COLOUR_RGB[colours[-1]]
    metallic = 1.0 if recipe in ("metal", "brushed_metal", "chrome", "brass") else 0.0
    return base.model_copy(update={
        "id": f"{base.id}~{'-'.join(words)}", "recipe": recipe, "base_color": colour,
        "metallic": metallic, "transmission": 0.95 if recipe == "glass" else 0.0})
