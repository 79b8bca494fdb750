"""Shape words of the prompt ("a round dining table", "an oval mirror", "a square rug") and the
kinds built in those shapes.

A round or square thing is sized as wide as it is deep (a mirror: as wide as it is tall);
what stands on a round or oval top keeps inside its rim (`rim_clear`); the Blender builders
make the outline asked for. A kind with no shapes of its own is built as usual and the report
says the word was not applied (`prompt_interpreter.accounting`).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable

Size = tuple[float, float, float]
Rect = tuple[float, float, float, float]

# the prompt's words -> the outline they ask for
SHAPE_WORDS: dict[str, str] = {"round": "round", "circular": "round", "oval": "oval",
                               "square": "square", "rectangular": "rectangular",
                               "oblong": "rectangular"}
# the outlines each kind's builder makes, its usual one first
SHAPED: dict[str, tuple[str, ...]] = {
    "dining_table": ("rectangular", "round", "oval", "square"),
    "coffee_table": ("rectangular", "round", "oval", "square"),
    "side_table": ("round", "square", "rectangular"),
    "cafe_table": ("round", "square", "rectangular"),
    "rug": ("rectangular", "round", "oval", "square"),
    "mirror": ("rectangular", "round", "oval", "square"),
}
SEEDED_SHAPES: dict[str, tuple[str, ...]] = {  # with no word, the seed picks one of these
    "side_table": ("round", "round", "square"),
}
CURVED = frozenset({"round", "oval"})
UPRIGHT = frozenset({"mirror"})  # its outline is in its width and height, not its footprint
OVAL_ASPECT = 1.3  # an oval is at least this much longer than it is wide


def asked_shape(attributes: Iterable[str]) -> str | None:
    """The first shape the prompt's words ask for, whatever the kind."""
    return next((SHAPE_WORDS[w] for w in attributes if w in SHAPE_WORDS), None)


def shape_of(category: str, seed: int, attributes: Iterable[str] = ()) -> str | None:
    """The outline this object is built in: the one asked for where its kind has it, else
    its kind's usual one (seeded for kinds that come in several); None for kinds with no
    shapes of their own."""
    shapes = SHAPED.get(category)
    if shapes is None:
        return None
    asked = asked_shape(attributes)
    if asked in shapes:
        return asked
    seeded = SEEDED_SHAPES.get(category)
    if seeded:
        return random.Random(f"shape:{category}:{seed}").choice(seeded)
    return shapes[0]


def builds_shape(category: str | None, word: str) -> bool:
    """Whether things of this kind are built in the shape the word names."""
    return SHAPE_WORDS.get(word) in SHAPED.get(category or "", ())


def keeps_square(category: str, attributes: Iterable[str]) -> bool:
    """Whether the thing is asked round or square: it stays as wide as it is deep (a table
    grown for its seats grows all round)."""
    shape = asked_shape(attributes)
    return shape in ("round", "square") and shape in SHAPED.get(category, ())


def shaped_size(category: str, attributes: Iterable[str], size: Size) -> Size:
    """The sampled box made to suit the shape asked for: round and square ones as wide as
    deep (a mirror as wide as tall), of the same area; an oval one long enough to read as
    one. Kinds without that shape keep their box."""
    shape = asked_shape(attributes)
    if shape not in SHAPED.get(category, ()):
        return size
    w, d, h = size
    upright = category in UPRIGHT
    across = h if upright else d
    if shape in ("round", "square"):
        w = across = round(math.sqrt(w * across), 4)
    elif shape == "oval" and w < OVAL_ASPECT * across:
        w, across = sorted((w, across), reverse=True)
        if w < OVAL_ASPECT * across:
            across = round(w / OVAL_ASPECT, 4)
        if upright:  # an oval mirror hangs tall
            w, across = across, w
    return (w, d, across) if upright else (w, across, h)


def _rim(steps: int) -> tuple[Rect, ...]:
    """Rectangles covering what of a box lies outside the ellipse inscribed in it, as
    fractions of its width and depth (centre 0): a staircase of `steps` per quadrant."""
    edges = [0.5 * i / steps for i in range(steps + 1)]
    quarter = []
    for a, b in itertools.pairwise(edges):
        y = 0.5 * math.sqrt(max(0.0, 1.0 - (2 * b) ** 2))  # the ellipse at the step's far edge
        quarter.append((round(a, 4), round(y, 4), round(b, 4), 0.5))
    return tuple((min(sx * x0, sx * x1), min(sy * y0, sy * y1),
                  max(sx * x0, sx * x1), max(sy * y0, sy * y1))
                 for sx in (1, -1) for sy in (1, -1) for x0, y0, x1, y1 in quarter)


RIM = _rim(6)


def rim_clear(category: str, seed: int, attributes: Iterable[str] = ()) -> tuple[Rect, ...]:
    """What of a host's top nothing may stand on because its top is round or oval."""
    return RIM if shape_of(category, seed, attributes) in CURVED else ()
