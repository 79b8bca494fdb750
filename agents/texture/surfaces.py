"""The room's own surfaces as the prompt describes them: "sage green walls", "exposed brick
walls", "a polished concrete floor", "dark hardwood floors", "a white ceiling".

The style's palette gives the floor, walls and ceiling their materials; a prompt that says
what one of them is made of or coloured gets a variant of it, as "a blue armchair" does for
an object (`attributes.with_look`). Finish words only rooms have (brick, hardwood, parquet,
carpet, wallpaper) are read here; a tone word ("light", "dark", "pale") shades the colour.
"""

from __future__ import annotations

from collections.abc import Iterable

from agents.geometry.catalog import GENERATORS
from agents.texture.attributes import COLOUR_RGB, MATERIAL_LOOKS, with_look
from orchestrator.schema.scene import RGB, MaterialSpec, Recipe, RoomPart, Scene, Wall

# finish words of floors, walls and ceilings -> (recipe, its usual colour)
FINISHES: dict[str, tuple[Recipe, RGB]] = {
    "brick": ("brick", (0.45, 0.2, 0.12)), "hardwood": ("wood_planks", (0.4, 0.24, 0.12)),
    "parquet": ("wood_planks", (0.45, 0.28, 0.14)),
    "herringbone": ("wood_planks", (0.45, 0.28, 0.14)),
    "plank": ("wood_planks", (0.45, 0.3, 0.16)), "laminate": ("wood_planks", (0.55, 0.4, 0.25)),
    "tiled": ("tile", (0.85, 0.85, 0.85)), "checkered": ("tile", (0.85, 0.85, 0.85)),
    "subway": ("tile", (0.9, 0.9, 0.88)), "carpet": ("wool", (0.55, 0.5, 0.45)),
    "carpeted": ("wool", (0.55, 0.5, 0.45)), "plaster": ("plaster", (0.88, 0.86, 0.82)),
    "plastered": ("plaster", (0.88, 0.86, 0.82)), "painted": ("plaster", (0.88, 0.86, 0.82)),
    "wallpaper": ("wallpaper", (0.6, 0.55, 0.45)), "wallpapered": ("wallpaper", (0.6, 0.55, 0.45)),
    "paneled": ("wood_planks", (0.4, 0.26, 0.14)), "panelled": ("wood_planks", (0.4, 0.26, 0.14)),
}
TONES = {"light": 0.55, "pale": 0.6, "dark": -0.55, "deep": -0.4}  # + toward white, - darker
# a wood floor or panelling is boards, not one slab of wood
BOARDS: dict[Recipe, Recipe] = {"wood": "wood_planks"}


def is_surface_word(word: str) -> bool:
    """A colour, material, finish or tone word that can describe a floor, wall or ceiling."""
    return word in COLOUR_RGB or word in MATERIAL_LOOKS or word in FINISHES or word in TONES


def surface_material(base: MaterialSpec, part: RoomPart, words: Iterable[str]) -> MaterialSpec:
    """`base` (the palette's material for that surface) as the prompt's words describe it."""
    words = tuple(p for w in words for p in _parts(w) if is_surface_word(p))
    looks = tuple(w for w in words if w in COLOUR_RGB or w in MATERIAL_LOOKS)
    spec = with_look(base, looks) if looks else base
    finishes = [w for w in words if w in FINISHES]
    if finishes:
        recipe, usual = FINISHES[finishes[-1]]
        colour = spec.base_color if any(w in COLOUR_RGB for w in words) else usual
        spec = spec.model_copy(update={"recipe": recipe, "base_color": colour,
                                       "metallic": 0.0, "transmission": 0.0})
    painted = part != "floor" and not finishes and not any(w in MATERIAL_LOOKS for w in words)
    recipe: Recipe = "plaster" if painted else BOARDS.get(spec.recipe, spec.recipe)
    spec = spec.model_copy(update={"recipe": recipe})  # "sage green walls" are paint
    for word in (w for w in words if w in TONES):
        spec = spec.model_copy(update={"base_color": _toned(spec.base_color, TONES[word])})
    return spec.model_copy(update={"id": f"{part}~{'-'.join(words)}"})


def _parts(word: str) -> tuple[str, ...]:
    """A model may write "sage-green" as one word (the prompt reader splits it already): its
    parts, the second of two colours dropped, as the first names the shade."""
    parts = word.split("-")
    return tuple(p for k, p in enumerate(parts)
                 if not (k and p in COLOUR_RGB and parts[k - 1] in COLOUR_RGB))


def accent_wall_of(scene: Scene) -> Wall:
    """The wall an accent wall goes on: the one behind the most important thing that stands
    against a wall (a bed's headboard wall, a sofa's), else the north wall."""
    room = scene.room
    backed = [o for o in scene.objects if not o.dressing and o.category != "door"
              and o.category in GENERATORS and GENERATORS[o.category].placement == "wall"]
    if not backed:
        return "north"
    main = max(backed, key=lambda o: o.importance)
    x, y = main.location[0], main.location[1]
    gaps: dict[Wall, float] = {"north": room.depth / 2 - y, "south": y + room.depth / 2,
                               "east": room.width / 2 - x, "west": x + room.width / 2}
    return min(gaps, key=lambda wall: gaps[wall])


def _toned(colour: RGB, amount: float) -> RGB:
    if amount >= 0:
        r, g, b = (c + (0.9 - c) * amount for c in colour)
    else:
        r, g, b = (c * (1 + amount) for c in colour)
    return (round(r, 4), round(g, 4), round(b, 4))
