"""The object library as data: what each generator makes, how big, where it goes.

The layout solver and the validator read this; `agents.geometry.blender` builds the meshes.
Hand-modelled generators are listed here; the blueprint families (`agents.geometry.families`,
parts as data) join them in `GENERATORS`. A builder must keep its mesh inside the declared
box: x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h], front facing -Y (the layout turns
objects so the front faces into the room).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from agents.geometry.attributes import size_scale
from agents.geometry.families import FAMILIES, Family, Placement
from agents.geometry.shapes import shaped_size
from orchestrator.schema.blueprint import ObjectDesign


@dataclass(frozen=True)
class GeneratorSpec:
    name: str
    size: tuple[float, float, float]  # default (width, depth, height) in metres
    placement: Placement
    slots: tuple[str, ...]  # material slots, in the order the builder assigns them
    jitter: float = 0.08  # +/- fraction each dimension may vary by seed
    surface_frac: float | None = None  # top of the surface it offers, as a fraction of height
    shelves: tuple[float, ...] = ()  # tops of inner shelf boards, as fractions of height
    clearance: float = 0.0  # metres kept free in front of it (to sit, open, walk)
    interior: float | None = None  # an open container's inner floor, as a fraction of height
    rim: float = 0.0  # ... and its walls' thickness, as a fraction of its width and depth
    stacks: bool = False  # more of the same may stack on its flat top (plates, books)
    well: float = 0.0  # a dished top's raised border, as a fraction of width and depth
    # parts of its top nothing may stand on (a basin), as (x0, y0, x1, y1) fractions of its
    # width and depth, front at -y
    keep_clear: tuple[tuple[float, float, float, float], ...] = ()


FRUIT_BOWL_FLOOR = 0.2  # a fruit bowl's flat inner floor, as a fraction of its height ...
FRUIT_BOWL_WELL = 0.15  # ... inside a sloping wall this fraction of its width
TOY_BOX_FLOOR = 0.12  # a toy box's inner floor, as a fraction of its height
CHAIR_SEAT = 0.54  # a chair's seat top, as a fraction of its height (blender_seating)
# the corners of a square box round a round top: what stands there would hang off its edge
ROUND_TOP = ((-0.5, -0.5, -0.3, -0.3), (0.3, -0.5, 0.5, -0.3), (-0.5, 0.3, -0.3, 0.5),
             (0.3, 0.3, 0.5, 0.5))


def _spec(*args: object, **kwargs: object) -> tuple[str, GeneratorSpec]:
    spec = GeneratorSpec(*args, **kwargs)  # type: ignore[arg-type]
    return spec.name, spec


GENERATORS: dict[str, GeneratorSpec] = dict(
    [
        # bedroom
        _spec("bed", (1.6, 2.1, 1.0), "wall", ("frame", "bedding", "pillow"), surface_frac=0.55,
              clearance=0.6, keep_clear=((-0.5, -0.06, 0.5, 0.5),)),  # turned duvet, pillows
        _spec("nightstand", (0.48, 0.4, 0.55), "wall", ("body", "handle"), surface_frac=1.0),
        _spec("wardrobe", (1.2, 0.6, 2.0), "wall", ("body", "handle"), clearance=0.7,
              surface_frac=1.0),  # a suitcase, boxes on top
        _spec("dresser", (1.1, 0.5, 0.85), "wall", ("body", "handle"), surface_frac=1.0,
              clearance=0.6),
        _spec("table_lamp", (0.3, 0.3, 0.5), "surface", ("base", "shade")),
        _spec("floor_lamp", (0.4, 0.4, 1.6), "corner", ("base", "shade")),
        _spec("rug", (2.0, 1.4, 0.008), "floor", ("fabric",), jitter=0.1,  # < SUPPORT_TOL
              surface_frac=1.0),  # toys on the rug
        # living room
        _spec("sofa", (2.1, 0.9, 0.85), "wall", ("fabric", "legs"), surface_frac=0.58,
              clearance=0.8, keep_clear=((-0.5, 0.08, 0.5, 0.5), (-0.5, -0.5, -0.38, 0.5),
                                         (0.38, -0.5, 0.5, 0.5))),  # back cushions, arms
        _spec("armchair", (0.85, 0.85, 0.85), "floor", ("fabric", "legs"), clearance=0.5,
              surface_frac=0.58, keep_clear=((-0.5, 0.08, 0.5, 0.5), (-0.5, -0.5, -0.35, 0.5),
                                             (0.35, -0.5, 0.5, 0.5))),  # its seat cushion
        _spec("coffee_table", (1.1, 0.6, 0.42), "floor", ("top", "legs"), surface_frac=1.0),
        _spec("tv_stand", (1.6, 0.45, 0.5), "wall", ("body", "legs"), surface_frac=1.0,
              clearance=1.5),
        _spec("tv", (1.2, 0.08, 0.72), "surface", ("screen", "frame")),
        _spec("bookshelf", (0.9, 0.32, 1.9), "wall", ("body", "books"), clearance=0.5,
              shelves=(0.2296, 0.4222, 0.6148, 0.8074)),  # above a plinth row at 0.037
        _spec("plant", (0.45, 0.45, 1.1), "corner", ("pot", "leaves", "soil"), jitter=0.15),
        _spec("small_plant", (0.2, 0.2, 0.3), "surface", ("pot", "leaves", "soil"), jitter=0.15),
        _spec("painting", (0.9, 0.04, 0.65), "wall_mounted", ("frame", "canvas"), jitter=0.15),
        # office
        _spec("desk", (1.4, 0.7, 0.75), "wall", ("top", "legs"), surface_frac=1.0,
              clearance=0.8),
        _spec("office_chair", (0.6, 0.6, 1.05), "floor", ("seat", "base"), surface_frac=0.5,
              keep_clear=((-0.5, 0.32, 0.5, 0.5), (-0.5, -0.5, -0.42, 0.5),
                          (0.42, -0.5, 0.5, 0.5))),  # the seat before its back
        _spec("laptop", (0.34, 0.24, 0.22), "surface", ("body", "screen")),
        _spec("filing_cabinet", (0.45, 0.6, 0.7), "wall", ("body", "handle"), surface_frac=1.0,
              clearance=0.6),
        # dining / cafe / kitchen
        _spec("dining_table", (1.6, 0.9, 0.75), "floor", ("top", "legs"), surface_frac=1.0),
        _spec("cafe_table", (0.7, 0.7, 0.75), "floor", ("top", "legs"), surface_frac=1.0),
        _spec("chair", (0.45, 0.5, 0.9), "floor", ("seat", "legs"), surface_frac=CHAIR_SEAT,
              keep_clear=((-0.5, 0.4, 0.5, 0.5),)),  # the seat before its back and posts
        _spec("stool", (0.38, 0.38, 0.75), "floor", ("seat", "legs"), surface_frac=1.0,
              keep_clear=ROUND_TOP),
        _spec("counter", (2.4, 0.62, 0.92), "wall", ("body", "top", "handle"), jitter=0.05,
              surface_frac=1.0, clearance=1.0),
        _spec("fridge", (0.7, 0.7, 1.85), "corner", ("body", "handle"), jitter=0.04,
              clearance=0.8, surface_frac=1.0),  # a microwave on top
        _spec("pendant_lamp", (0.45, 0.45, 0.5), "ceiling", ("shade", "cord")),
        _spec("mug", (0.12, 0.09, 0.1), "surface", ("ceramic",), jitter=0.1),
        _spec("vase", (0.16, 0.16, 0.3), "surface", ("ceramic", "leaves"), jitter=0.15),
        # structure and soft furnishings (any room)
        _spec("door", (0.9, 0.06, 2.05), "wall", ("door", "frame", "handle"), jitter=0.0,
              clearance=1.0),
        _spec("window", (1.2, 0.12, 1.3), "wall_mounted", ("frame", "glass"), jitter=0.0),
        _spec("curtains", (1.8, 0.12, 2.2), "wall_mounted", ("fabric", "rod"), jitter=0.05),
        _spec("wall_shelf", (0.8, 0.22, 0.3), "wall_mounted", ("body", "books"),
              surface_frac=0.08),
        _spec("ceiling_lamp", (0.6, 0.6, 0.45), "ceiling", ("metal", "shade")),
        _spec("desk_lamp", (0.2, 0.3, 0.45), "surface", ("base", "shade")),
        _spec("side_table", (0.45, 0.45, 0.55), "floor", ("top", "legs"), surface_frac=1.0),
        _spec("coat_rack", (0.5, 0.5, 1.75), "corner", ("wood", "metal")),
        _spec("bench", (1.2, 0.4, 0.45), "wall", ("seat", "legs"), surface_frac=1.0),
        _spec("book_stack", (0.25, 0.18, 0.15), "surface", ("books",), jitter=0.2, stacks=True),
        _spec("fruit_bowl", (0.28, 0.28, 0.12), "surface", ("ceramic", "fruit"),
              surface_frac=FRUIT_BOWL_FLOOR, well=FRUIT_BOWL_WELL),
        # dining room
        _spec("sideboard", (1.6, 0.45, 0.8), "wall", ("body", "handle"), surface_frac=1.0,
              clearance=0.6),
        # kitchen
        _spec("kitchen_island", (1.6, 0.9, 0.92), "floor", ("body", "top"), surface_frac=1.0,
              clearance=0.9),
        _spec("stove", (0.6, 0.62, 0.9), "wall", ("body", "metal"), jitter=0.0,
              surface_frac=1.0, clearance=1.0),  # pans stand on the grates or a raised hob
        # bathroom
        _spec("bathtub", (1.7, 0.75, 0.58), "wall", ("ceramic", "metal"), jitter=0.04,
              clearance=0.6),
        _spec("toilet", (0.4, 0.65, 0.78), "wall", ("ceramic", "seat"), jitter=0.03,
              clearance=0.6),
        _spec("vanity", (0.9, 0.5, 0.85), "wall", ("body", "top", "ceramic", "metal"),
              surface_frac=0.8, keep_clear=((-0.24, -0.5, 0.24, 0.3),  # basin and tap
                                            (-0.5, 0.44, 0.5, 0.5)),  # the upstand at its back
              clearance=0.7),
        _spec("mirror", (0.6, 0.03, 0.8), "wall_mounted", ("frame", "glass"), jitter=0.1),
        _spec("towel_rail", (0.6, 0.1, 0.9), "wall_mounted", ("metal", "towel")),
        # kids' room
        _spec("bunk_bed", (1.0, 2.05, 1.6), "wall", ("frame", "bedding", "pillow"),
              jitter=0.04, surface_frac=0.25, clearance=0.6,  # the lower duvet's top; not
              keep_clear=((-0.5, 0.2, 0.5, 0.5), (-0.5, -0.5, 0.5, -0.46),  # its pillow and
                          (-0.5, -0.5, -0.43, 0.5), (0.43, -0.5, 0.5, 0.5))),  # posts, rails
        _spec("toy_box", (0.7, 0.45, 0.45), "wall", ("body", "lid"), interior=TOY_BOX_FLOOR,
              rim=0.09),
    ]
)


def _from_family(item: Family) -> GeneratorSpec:
    return GeneratorSpec(item.name, item.size, item.placement, item.blueprint.slots,
                         jitter=item.jitter, surface_frac=item.surface_frac,
                         shelves=item.shelves, clearance=item.clearance,
                         interior=item.interior, rim=item.rim, stacks=item.stacks,
                         well=item.well, keep_clear=item.keep_clear + _drawn_on_top(item))


def _drawn_on_top(item: Family) -> tuple[tuple[float, float, float, float], ...]:
    """Where a family draws things on its own top (a bar's taps, a poker table's chips): kept
    clear, 1 cm round, so nothing placed there cuts into them (a dish's raised border is its
    well's own rule)."""
    if item.surface_frac is None or item.well:
        return ()
    top = item.surface_frac
    return tuple((p.lo[0] - 0.01, p.lo[1] - 0.01, p.hi[0] + 0.01, p.hi[1] + 0.01)
                 for p in item.parts if p.hi[2] > top + 0.005
                 and (p.hi[0] - p.lo[0]) * (p.hi[1] - p.lo[1]) < 0.9)


HAND_MODELLED = frozenset(GENERATORS)
# hand-modelled generators that draw things of their own where others go (a wall shelf's row
# of books): built without them once something is put there
DRAWS_CONTENTS = frozenset({"wall_shelf", "fruit_bowl", "toy_box", "towel_rail"})
# a host whose own basin gives way to the basins the prompt stands on it ("a double vanity
# holding two sinks": a flat top with two vessel sinks)
BASIN_SWAPS = {"vanity": "vessel_sink"}
STICK_RATIO = 3.3  # depth over width and height from which a thing is a stick
if HAND_MODELLED & set(FAMILIES):
    raise ValueError(f"families shadow generators: {sorted(HAND_MODELLED & set(FAMILIES))}")
GENERATORS.update((name, _from_family(item)) for name, item in FAMILIES.items())


# Objects designed as data for one scene's nouns (`ObjectDesign`), by name. A scene carries
# its designs in its plan; every stage that reads the catalog admits them first, so a scene
# loaded in another process (a Blender worker, a replay) finds them too.
DESIGNS: dict[str, ObjectDesign] = {}


def admit(designs: Iterable[ObjectDesign]) -> None:
    """Make designed objects categories of the catalog. A design never replaces a library
    generator; a later design of the same name replaces the earlier one."""
    for design in designs:
        if design.name in GENERATORS and design.name not in DESIGNS:
            raise ValueError(f"design {design.name!r} would replace a library generator")
        if DESIGNS.get(design.name) == design:
            continue
        DESIGNS[design.name] = design
        GENERATORS[design.name] = GeneratorSpec(
            design.name, design.size, design.placement, design.blueprint.slots,
            jitter=0.0, surface_frac=design.surface_frac)


@dataclass(frozen=True)
class Surface:
    """A horizontal face another object can stand on, at `height_frac` of the object's height."""

    name: str
    height_frac: float

    @property
    def for_all(self) -> bool:
        """Whether anything may go there: not only more of its own kind ("stack"), nor only
        what is too big for the well inside it ("border")."""
        return self.name not in ("stack", "border")


def surfaces(name: str) -> tuple[Surface, ...]:
    """The surfaces a generator offers: its top, where `surface_frac` is declared, its inner
    shelves, lowest first, an open container's inner floor, and the top more of the same
    stack on ("stack"), or a dish's raised border ("border")."""
    gen = spec(name)
    top = () if gen.surface_frac is None else (Surface("top", gen.surface_frac),)
    over: tuple[Surface, ...] = ()
    if gen.stacks and gen.surface_frac != 1.0:
        over = (Surface("stack", 1.0),)
    elif gen.well:
        over = (Surface("border", 1.0),)
    inside = () if gen.interior is None else (Surface("inside", gen.interior),)
    return top + tuple(Surface(f"shelf_{k}", f) for k, f in enumerate(sorted(gen.shelves))) \
        + inside + over


SMALL_FLOOR_THING = (0.12, 0.7)  # square metres, metres: a floor thing that may go on a top


def is_small(name: str) -> bool:
    """Whether a thing of that kind is small enough to stand on a table or in a vessel: a
    surface thing, or a floor thing as small as a watering can or a toy car."""
    gen = GENERATORS.get(name)
    if gen is None:
        return False
    w, d, h = gen.size
    return gen.placement == "surface" or (w * d <= SMALL_FLOOR_THING[0]
                                          and h <= SMALL_FLOOR_THING[1])


def is_stick(name: str) -> bool:
    """Long and thin, lying along its depth (a pen, a spatula, a paintbrush): it may stand
    upright in a holder too small for it to lie in."""
    w, d, h = spec(name).size
    return spec(name).placement == "surface" and d >= STICK_RATIO * max(w, h)


def standing(size: tuple[float, float, float]) -> tuple[float, float, float]:
    """The box of a stick stood on its end: its depth becomes its height."""
    return (size[0], size[2], size[1])


# metres: a floor thing lower than this (a dog bed, a play mat) has small things put beside it
# on the floor, not on a table of their own
LOW_THING = 0.45


# metres: a wall-mounted thing at least this deep is a box that can also stand on a top (a
# first aid kit on a desk), unlike a picture or a mirror
MOUNTED_BOX_DEPTH = 0.08


def stands_on_a_top(name: str) -> bool:
    """Whether a wall-mounted kind may stand on a top the prompt puts it on."""
    gen = spec(name)
    return gen.placement == "wall_mounted" and gen.size[1] >= MOUNTED_BOX_DEPTH


def takes_in(name: str) -> bool:
    """Whether things are put in it: an open container (a bin, a crate) or a dish's well (a
    bowl, a tray), not a closed top (a barrel, a lidded box)."""
    gen = spec(name)
    return gen.interior is not None or gen.well > 0


def can_host(name: str) -> bool:
    """Whether other things can stand on it (a top or shelves) or be put in it."""
    gen = spec(name)
    return gen.surface_frac is not None or bool(gen.shelves) or gen.interior is not None


def spec(name: str) -> GeneratorSpec:
    try:
        return GENERATORS[name]
    except KeyError:
        raise KeyError(f"unknown generator {name!r}") from None


def sample_size(name: str, seed: int, attributes: Iterable[str] = ()
                ) -> tuple[float, float, float]:
    """The seeded (width, depth, height) of one instance, scaled by its size words ("king-size",
    "long", "small") and suited to its shape word ("round"): same seed and words, same box."""
    gen = spec(name)
    rng = random.Random(f"{name}:{seed}")
    scale = size_scale(attributes)
    w, d, h = (round(v * k * (1 + gen.jitter * rng.uniform(-1, 1)), 4)
               for v, k in zip(gen.size, scale, strict=True))
    return shaped_size(name, attributes, (w, d, h))
