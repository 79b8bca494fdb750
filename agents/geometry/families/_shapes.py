"""Small part helpers the families share: rods and discs, feet, rings of beads, slanted struts,
and `Metres`, which places parts in metres.

Parts are axis-aligned boxes, cylinders, cones and spheres, so a rim (a plate's, a bowl's, a
pan's) is a ring of overlapping beads and a slanted leg or spout is a short run of boxes that
step along the slope. Both return tuples of parts in the box's fractions, like the helpers of
`orchestrator.schema.blueprint`. Not a family module: it holds no `FAMILIES`.
"""

from __future__ import annotations

import math
from dataclasses import replace

from agents.geometry.families.base import Family
from orchestrator.schema.blueprint import Axis, Part, Shape, cylinder


def r5(v: float) -> float:
    """A fraction rounded to 5 places."""
    return round(v, 5)


def ring(n: int, radius: float, thick: float, z0: float, z1: float, slot: str, *,
         cx: float = 0.0, cy: float = 0.0, ry: float | None = None,
         shape: Shape = "sphere", phase: float = 0.0,
         thick_y: float | None = None, stagger: float = 0.0) -> tuple[Part, ...]:
    """`n` beads of half-width `thick` (`thick_y` across y) on a circle of `radius` (x) / `ry`
    (y) around (cx, cy), from z0 to z1: a rim, a row of bars, a wreath. Overlapping flat-capped
    beads (cylinders) need a `stagger`: every other one is that much shorter at both ends, so
    no two caps share a plane (coplanar overlaps render black)."""
    ry = radius if ry is None else ry
    ty = thick if thick_y is None else thick_y
    parts = []
    for i in range(n):
        a = 2 * math.pi * i / n + phase
        x, y = cx + radius * math.cos(a), cy + ry * math.sin(a)
        dz = stagger if i % 2 else 0.0
        parts.append(Part(shape=shape, lo=(r5(x - thick), r5(y - ty), z0 + dz),
                          hi=(r5(x + thick), r5(y + ty), z1 - dz), slot=slot))
    return tuple(parts)


def slant(a0: float, z0: float, a1: float, z1: float, slot: str, *, n: int = 6,
          thick: float = 0.03, thick_z: float = 0.0, across: tuple[float, float] = (-0.02, 0.02),
          along: str = "x", shape: Shape = "box") -> tuple[Part, ...]:
    """A straight strut from (a0, z0) to (a1, z1) in the plane of `along` ("x" or "y") and z,
    as `n` overlapping boxes; `across` is its extent on the other horizontal axis (every other
    box a little narrower, so that overlapping boxes share no face plane)."""
    parts = []
    inset = 0.1 * (across[1] - across[0])
    for i in range(n):
        c0, c1 = (across[0] + inset, across[1] - inset) if i % 2 else across
        s0, s1 = i / n, (i + 1) / n
        pa, pb = a0 + (a1 - a0) * s0, a0 + (a1 - a0) * s1
        qa, qb = z0 + (z1 - z0) * s0, z0 + (z1 - z0) * s1
        lo_a, hi_a = min(pa, pb) - thick / 2, max(pa, pb) + thick / 2
        lo_z, hi_z = min(qa, qb) - thick_z / 2, max(qa, qb) + thick_z / 2
        lo_a, hi_a = max(lo_a, -0.5), min(hi_a, 0.5)
        lo_z, hi_z = max(lo_z, 0.0), min(hi_z, 1.0)
        if along == "x":
            lo, hi = (lo_a, c0, lo_z), (hi_a, c1, hi_z)
        else:
            lo, hi = (c0, lo_a, lo_z), (c1, hi_a, hi_z)
        parts.append(Part(shape=shape, lo=tuple(r5(v) for v in lo),  # type: ignore[arg-type]
                          hi=tuple(r5(v) for v in hi), slot=slot))  # type: ignore[arg-type]
    return tuple(parts)


def loop(n: int, rx: float, rz: float, cx: float, cz: float, thick: float, thick_z: float,
         y0: float, y1: float, slot: str) -> tuple[Part, ...]:
    """`n` beads on an upright ellipse (in the x-z plane) around (cx, cz): a hoop, a loop."""
    parts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x, z = cx + rx * math.cos(a), cz + rz * math.sin(a)
        parts.append(Part(shape="sphere", lo=(r5(x - thick), y0, r5(z - thick_z)),
                          hi=(r5(x + thick), y1, r5(z + thick_z)), slot=slot))
    return tuple(parts)


def soft_last(families: tuple[Family, ...]) -> tuple[Family, ...]:
    """The families with their rounded boxes built last (stable otherwise).

    A rounded box is bevelled, and bmesh's bevel leaves the mesh in a run-dependent state in
    which a sphere made afterwards (its seam welded by remove-doubles) can differ by 1e-8
    between runs, breaking same-seed-same-mesh; spheres made before any bevel are stable.
    """
    return tuple(replace(f, parts=tuple(sorted(f.parts, key=lambda p: p.shape == "rounded_box")))
                 for f in families)


def rod(size: tuple[float, float, float], centre: tuple[float, float], d: float,
        span: tuple[float, float], slot: str, axis: Axis = "z") -> Part:
    """A disc or rod `d` metres across (round at the default size) along `axis`, its centre at
    `centre` (fractions, in the other two axes) and `span` the fractions it runs along `axis`."""
    along = "xyz".index(axis)
    across = [i for i in range(3) if i != along]
    lo, hi = [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
    for c, i in zip(centre, across, strict=True):
        r = d / size[i] / 2
        lo[i], hi[i] = round(c - r, 4), round(c + r, 4)
    lo[along], hi[along] = span
    return cylinder((lo[0], lo[1], lo[2]), (hi[0], hi[1], hi[2]), slot, axis=axis)


def feet(top: float, slot: str, x: float, y: float, r: float = 0.04) -> tuple[Part, ...]:
    """Four small round feet at (+-x, +-y), from the floor to `top`."""
    return tuple(cylinder((sx * x - r, sy * y - r, 0.0), (sx * x + r, sy * y + r, top), slot)
                 for sx in (-1, 1) for sy in (-1, 1))


Vec = tuple[float, float, float]
_SLACK = 1e-4  # metres of rounding a part may overshoot its box by (clamped)


class Metres:
    """Parts of an object `size` metres big, placed in metres: x and y about the box's centre
    (front at -y), z up from its bottom, turned into the box's fractions (so a thing keeps the
    proportions of the real one). Calling it makes one part: `m(lo, hi, slot, shape)`."""

    def __init__(self, size: Vec) -> None:
        self.size = size

    def frac(self, p: Vec) -> Vec:
        out = []
        for v, s, (low, high) in zip(p, self.size, ((-0.5, 0.5), (-0.5, 0.5), (0.0, 1.0)),
                                     strict=True):
            f = v / s
            if low - _SLACK / s < f < low:
                f = low
            elif high < f < high + _SLACK / s:
                f = high
            out.append(r5(f))
        return (out[0], out[1], out[2])

    def part(self, shape: Shape, lo: Vec, hi: Vec, slot: str, axis: Axis = "z",
             taper: float = 0.0) -> Part:
        return Part(shape=shape, lo=self.frac(lo), hi=self.frac(hi), slot=slot, axis=axis,
                    taper=taper)

    def __call__(self, lo: Vec, hi: Vec, slot: str, shape: Shape = "box", axis: Axis = "z",
                 taper: float = 0.0) -> Part:
        return self.part(shape, lo, hi, slot, axis=axis, taper=taper)

    def box(self, lo: Vec, hi: Vec, slot: str) -> Part:
        return self.part("box", lo, hi, slot)

    def soft(self, lo: Vec, hi: Vec, slot: str) -> Part:
        return self.part("rounded_box", lo, hi, slot)

    def cyl(self, lo: Vec, hi: Vec, slot: str, axis: Axis = "z") -> Part:
        return self.part("cylinder", lo, hi, slot, axis=axis)

    def cone(self, lo: Vec, hi: Vec, slot: str, taper: float, axis: Axis = "z") -> Part:
        return self.part("cone", lo, hi, slot, axis=axis, taper=taper)

    def ball(self, lo: Vec, hi: Vec, slot: str) -> Part:
        return self.part("sphere", lo, hi, slot)

    def rod(self, centre: tuple[float, float], dia: float, span: tuple[float, float],
            slot: str, axis: Axis = "z", shape: Shape = "cylinder") -> Part:
        """A rod or disc `dia` across along `axis`, centred at `centre` in the other two axes
        (in order x, y, z without the rod's own), running over `span` along its axis."""
        along = "xyz".index(axis)
        across = [i for i in range(3) if i != along]
        lo, hi = [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]
        for c, i in zip(centre, across, strict=True):
            lo[i], hi[i] = c - dia / 2, c + dia / 2
        lo[along], hi[along] = span
        return self.part(shape, (lo[0], lo[1], lo[2]), (hi[0], hi[1], hi[2]), slot, axis=axis)

    def ball_at(self, c: Vec, r: Vec | float, slot: str) -> Part:
        """A sphere (an ellipsoid) centred at `c` with radius `r` (or radii x, y, z)."""
        rx, ry, rz = (r, r, r) if isinstance(r, float) else r
        return self.ball((c[0] - rx, c[1] - ry, c[2] - rz), (c[0] + rx, c[1] + ry, c[2] + rz),
                         slot)


def slope(m: Metres, a0: float, z0: float, a1: float, z1: float, slot: str, *,
          thick: float, thick_z: float, across: tuple[float, float], along: str = "x",
          n: int = 4, shape: Shape = "box") -> tuple[Part, ...]:
    """`slant` in metres: a straight bar from (a0, z0) to (a1, z1) in the plane of `along`
    and z, `thick` along it and `thick_z` high, spanning `across` on the other horizontal
    axis."""
    i, j = (0, 1) if along == "x" else (1, 0)
    s = m.size
    return slant(r5(a0 / s[i]), r5(z0 / s[2]), r5(a1 / s[i]), r5(z1 / s[2]), slot, n=n,
                 thick=r5(thick / s[i]), thick_z=r5(thick_z / s[2]),
                 across=(r5(across[0] / s[j]), r5(across[1] / s[j])), along=along,
                 shape=shape)
