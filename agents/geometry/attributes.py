"""Size words of the prompt as scale factors on an object's (width, depth, height).

A king-size bed is wider than a twin; a long table longer; a tall bookcase taller; a small
rug smaller all round. The grammar reads these words as attributes (`prompt_interpreter.words`
takes its size vocabulary from here) and the layout scales the sampled box by them, within
`MIN_SCALE`..`MAX_SCALE` in total.
"""

from __future__ import annotations

from collections.abc import Iterable

Scale = tuple[float, float, float]
SIZE_SCALES: dict[str, Scale] = {
    "tiny": (0.6, 0.6, 0.6), "small": (0.78, 0.78, 0.85), "little": (0.78, 0.78, 0.85),
    "mini": (0.7, 0.7, 0.75), "compact": (0.82, 0.85, 0.9), "petite": (0.8, 0.8, 0.85),
    "large": (1.25, 1.2, 1.1), "big": (1.25, 1.2, 1.1), "huge": (1.45, 1.35, 1.2),
    "giant": (1.5, 1.4, 1.25), "oversized": (1.35, 1.25, 1.1), "grand": (1.2, 1.15, 1.1),
    "massive": (1.45, 1.35, 1.2), "enormous": (1.5, 1.4, 1.25), "medium": (1.0, 1.0, 1.0),
    "wide": (1.25, 1.0, 1.0), "long": (1.3, 1.0, 1.0), "tall": (1.0, 1.0, 1.25),
    "low": (1.0, 1.0, 0.75), "short": (1.0, 1.0, 0.85), "narrow": (0.8, 1.0, 1.0),
    "slim": (0.85, 0.9, 1.0), "king-size": (1.25, 1.0, 1.0), "king-sized": (1.25, 1.0, 1.0),
    "king": (1.25, 1.0, 1.0), "queen-size": (1.0, 1.0, 1.0), "queen-sized": (1.0, 1.0, 1.0),
    "queen": (1.0, 1.0, 1.0), "twin": (0.62, 0.95, 1.0), "full-size": (0.88, 1.0, 1.0),
    "single": (0.62, 0.95, 1.0),  # "two single beds" (as a count word, "a single": one)
    # a sofa's seats: its length (the library's sofa seats three)
    **{f"{n}-{seat}": scale for seat in ("seat", "seater")
       for names, scale in ((("two", "2"), (0.75, 1.0, 1.0)), (("three", "3"), (1.0, 1.0, 1.0)),
                            (("four", "4"), (1.25, 1.0, 1.0)), (("multi",), (1.15, 1.0, 1.0)))
       for n in names},
}
MIN_SCALE, MAX_SCALE = 0.4, 1.8


def size_scale(attributes: Iterable[str]) -> Scale:
    """The product of the size words' factors, each axis kept within MIN..MAX_SCALE."""
    sx = sy = sz = 1.0
    for word in attributes:
        fx, fy, fz = SIZE_SCALES.get(word, (1.0, 1.0, 1.0))
        sx, sy, sz = sx * fx, sy * fy, sz * fz
    return tuple(min(max(v, MIN_SCALE), MAX_SCALE) for v in (sx, sy, sz))  # type: ignore[return-value]
