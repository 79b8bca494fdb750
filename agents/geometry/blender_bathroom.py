"""Bathroom fittings: bathtub, toilet, vanity, mirror and towel rail (imports bpy via PartKit).

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h]
with the front at -Y and the wall at +Y. Vessels are lofted rings (outside up, over the rim,
inside down) so they have real wall thickness and an inner basin.
"""

from __future__ import annotations

import math
import random

from agents.geometry.blender_casework import FRONT_T, HANDLE_DEPTH, fronts
from agents.geometry.blender_mesh import PartKit, Vec3, ellipse, rounded_rect
from agents.geometry.catalog import spec
from agents.geometry.holds import (
    TOWEL_BAR_R,
    TOWEL_RAIL_FRONT,
    TOWEL_TUBE_R,
    towel_bar_heights,
)
from agents.geometry.shapes import CURVED

# countertop height / vanity height (the catalog's surface); basin and tap rise above it
VANITY_TOP_FRAC = spec("vanity").surface_frac or 0.8


def _tap(kit: PartKit, x: float, y: float, z: float, top: float, reach: float, slot: str,
         *, along: tuple[float, float] = (0.0, -1.0)) -> None:
    """A mixer tap standing at (x, y, z): round body, spout curving over towards `along`."""
    ax, ay = along
    kit.cylinder(x, y, z, z + 0.008, 0.028, slot, segments=16)
    neck = top - 0.02
    kit.cylinder(x, y, z, neck, 0.014, slot, segments=14)
    end = (x + ax * reach, y + ay * reach, neck)
    kit.strut((x, y, neck), end, 0.011, slot, segments=12)
    kit.strut(end, (end[0], end[1], neck - 0.035), 0.011, slot, r_end=0.009, segments=12)
    kit.ellipsoid((x, y, neck), (0.015, 0.015, 0.015), slot, u=10, v=6)
    lx, ly = (-ay, ax) if ax <= 0 else (ay, -ax)  # lever across the spout, never at the wall
    kit.strut((x, y, neck - 0.01), (x + lx * 0.06, y + ly * 0.06, top - 0.008), 0.006, slot,
              segments=8)  # lever


def build_bathtub(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    hx, hy = w / 2, d / 2
    free = rng.random() < 0.5  # freestanding on feet, else a built-in tub on a plinth
    base = 0.07 if free else 0.0
    rc = 0.3 * d if free else 0.06
    rim_z, rim = h - 0.07, 0.055
    flare = 0.07 if free else 0.015
    floor_z = base + 0.06

    def ring(inset: float, z: float, corner: float = rc) -> list[Vec3]:
        return rounded_rect(hx - inset, hy - inset, max(corner - inset, 0.02), z,
                            corner_segments=6)

    inner_rc = max(rc, 0.16)
    kit.loft([ring(flare + 0.02, base), ring(flare, base + 0.02), ring(0.0, rim_z - 0.1),
              ring(0.0, rim_z - 0.01), ring(0.006, rim_z), ring(rim - 0.006, rim_z),
              ring(rim, rim_z - 0.012, inner_rc + rim), ring(rim + 0.03, 0.5 * (rim_z + base),
                                                              inner_rc + rim),
              ring(rim + 0.07, floor_z + 0.04, inner_rc + rim),
              ring(rim + 0.1, floor_z, inner_rc + rim)],
             "ceramic", cap_start=True, cap_end=True)
    if free:  # four ball feet under the corners
        for sx in (-1, 1):
            for sy in (-1, 1):
                kit.ellipsoid((sx * (hx - rc * 0.8), sy * (hy - 0.12), base / 2 + 0.004),
                              (0.04, 0.035, base / 2), "metal", u=12, v=8)
    # tap deck on the rim at one end, drain and overflow at the same end
    side = rng.choice((-1.0, 1.0))
    tx = side * (hx - rim / 2 - 0.01)
    ty = 0.0 if free else hy - rim / 2 - 0.01
    _tap(kit, tx, ty, rim_z, h, 0.12, "metal", along=(-side, 0.0))
    dx = side * (hx - rim - 0.2)
    kit.cylinder(dx, 0.0, floor_z - 0.002, floor_z + 0.004, 0.03, "metal", segments=20)
    kit.strut((side * (hx - rim - 0.005), 0.0, rim_z - 0.12),
              (side * (hx - rim - 0.02), 0.0, rim_z - 0.12), 0.028, "metal", segments=20)


def build_toilet(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    tank_d = 0.19
    tank_y0 = d / 2 - tank_d
    rim_z = min(0.4, 0.52 * h)
    rx = w / 2 - 0.015
    front = -d / 2 + 0.01
    ry = 0.5 * (tank_y0 + 0.03 - front)
    cy = front + ry

    def ring(s: float, z: float, dy: float = 0.0) -> list[Vec3]:
        return ellipse(rx * s, ry * s, z, cy=cy + dy, segments=28)

    # pedestal narrowing up from the floor, then the bowl flaring out to its rim; inside down
    kit.loft([ring(0.6, 0.0, 0.06), ring(0.58, 0.02, 0.06), ring(0.5, 0.14, 0.05),
              ring(0.78, 0.3), ring(0.97, rim_z - 0.02), ring(1.0, rim_z), ring(0.78, rim_z),
              ring(0.7, rim_z - 0.04), ring(0.45, rim_z - 0.16, 0.02),
              ring(0.22, rim_z - 0.22, 0.03)], "ceramic", cap_start=True, cap_end=True)
    # tank and its lid against the wall, with a push button on top
    kit.box((-rx + 0.02, tank_y0, rim_z - 0.06), (rx - 0.02, d / 2 - 0.01, h - 0.03), "ceramic",
            bevel=0.025, segments=3)
    kit.box((-rx + 0.01, tank_y0 - 0.01, h - 0.035), (rx - 0.01, d / 2, h), "ceramic",
            bevel=0.015, segments=3)
    kit.cylinder(0.0, tank_y0 + tank_d / 2, h - 0.004, h, 0.022, "seat", segments=20)
    # seat ring and a closed lid on top of it, hinged at the back
    sz = rim_z + 0.005
    seat = [ring(1.0, sz), ring(1.0, sz + 0.02), ring(0.68, sz + 0.02), ring(0.68, sz),
            ring(1.0, sz)]
    kit.loft(seat, "seat")
    if rng.random() < 0.55:
        lid = [ring(0.99, sz + 0.022), ring(0.99, sz + 0.04), ring(0.9, sz + 0.05)]
        kit.loft(lid, "seat", cap_start=True, cap_end=True)
    for sx in (-0.09, 0.09):
        kit.box((sx - 0.02, tank_y0 - 0.05, sz), (sx + 0.02, tank_y0 - 0.005, sz + 0.035),
                "seat", bevel=0.008, segments=2)


def build_vanity(kit: PartKit, size: Vec3, rng: random.Random, basin: bool = True) -> None:
    """Cabinet on legs, a stone top with an undermount basin toward the front, deck tap;
    without the `basin` (vessel sinks stand on it) the top is one flat slab.

    The top stays flat at `VANITY_TOP_FRAC` of the height around the basin opening, so things
    set on it (soap, a plant) stand on stone; only the tap rises above it."""
    w, d, h = size
    top_z, top_t = VANITY_TOP_FRAC * h, 0.03
    leg_h = 0.12 * h
    hx, hy = 0.22 * w, min(0.12, 0.24 * d)  # hx: the catalog keeps things off it
    bcy = -d / 2 + 0.05 + hy  # basin centre: near the front edge, the back left free
    sink = top_z - top_t - rng.uniform(0.12, 0.15)  # basin bottom
    if not basin:
        sink = top_z - top_t
    for sx in (-1, 1):
        for y in (-d / 2 + HANDLE_DEPTH + 0.05, d / 2 - 0.05):
            kit.cylinder(sx * (w / 2 - 0.05), y, 0.0, leg_h + 0.01, 0.016, "metal", segments=10)
    # carcass: a closed box below the basin, open-topped walls round it up to the stone
    y_face = -d / 2 + HANDLE_DEPTH + 0.012
    yb = y_face + FRONT_T - 0.001
    kit.box((-w / 2 + 0.01, yb, leg_h), (w / 2 - 0.01, d / 2, sink - 0.01), "body", bevel=0.004,
            segments=1)
    for lo, hi in (((-w / 2 + 0.01, yb), (-w / 2 + 0.03, d / 2)),
                   ((w / 2 - 0.03, yb), (w / 2 - 0.01, d / 2)),
                   ((-w / 2 + 0.03, d / 2 - 0.02), (w / 2 - 0.03, d / 2)),
                   ((-w / 2 + 0.03, yb), (w / 2 - 0.03, yb + 0.02))):
        kit.box((lo[0], lo[1], sink - 0.011), (hi[0], hi[1], top_z - top_t), "body")
    fronts(kit, -w / 2 + 0.015, w / 2 - 0.015, leg_h + 0.01, top_z - top_t - 0.005, y_face,
           2 if w > 0.6 else 1, 1, "body", "metal", "bar")

    def edge(z: float) -> list[Vec3]:
        return rounded_rect(w / 2, (d - 0.01) / 2, 0.008, z, cy=0.005, corner_segments=6)

    def hole(inset: float, z: float) -> list[Vec3]:
        r = 0.9 * min(hx, hy)
        return rounded_rect(hx - inset, hy - inset, r - inset, z, cy=bcy, corner_segments=6)

    z0 = top_z - top_t
    kit.box((-w / 2, d / 2 - 0.02, top_z), (w / 2, d / 2, top_z + 0.08), "top", bevel=0.004,
            segments=1)  # upstand against the wall
    if not basin:
        kit.loft([edge(z0), edge(top_z)], "top", cap_start=True, cap_end=True, smooth=False)
        return
    kit.loft([edge(z0), edge(top_z), hole(0.0, top_z), hole(0.0, z0), edge(z0)], "top",
             smooth=False)  # the stone slab round the opening
    kit.loft([hole(0.0, z0), hole(0.012, z0 - 0.03), hole(0.035, (z0 + sink) / 2 - 0.01),
              hole(0.06, sink + 0.01), hole(0.075, sink)], "ceramic", cap_end=True)
    kit.cylinder(0.0, bcy, sink - 0.002, sink + 0.004, 0.022, "metal", segments=16)
    ty = bcy + hy + 0.045
    _tap(kit, 0.0, ty, top_z, min(h, top_z + 0.22), ty - bcy - 0.25 * hy, "metal")


def build_mirror(kit: PartKit, size: Vec3, rng: random.Random, shape: str | None = None
                 ) -> None:
    """A framed mirror: square-cornered, soft-cornered or capsule-ended at random, or the
    outline asked for (`shape`: round and oval ones are ellipses, square ones square-cornered)."""
    w, d, h = size
    fw = rng.uniform(0.035, 0.06)
    rc = rng.choice((0.004, 0.06, 0.5 * min(w, h) - 0.001))  # square, soft, capsule/round
    if shape in ("square", "rectangular"):
        rc = 0.004
    front, back = -d / 2, d / 2

    def ring(inset: float, y: float) -> list[Vec3]:
        if shape in CURVED:
            flat = ellipse(w / 2 - inset, h / 2 - inset, 0.0, segments=48)
        else:
            flat = rounded_rect(w / 2 - inset, h / 2 - inset, max(rc - inset, 0.003), 0.0,
                                corner_segments=8)
        return [(x, y, h / 2 + z) for x, z, _ in flat]

    prof = [(0.0, back), (0.0, front + 0.006), (0.006, front), (0.45 * fw, front),
            (fw, front + 0.008), (fw, back - 0.012)]
    kit.loft([ring(i, y) for i, y in prof] + [ring(0.0, back)], "frame")
    gy = back - 0.014
    kit.loft([ring(fw - 0.006, gy), ring(fw - 0.006, gy + 0.004)], "glass", cap_start=True,
             cap_end=True, smooth=False)


def build_towel_rail(kit: PartKit, size: Vec3, rng: random.Random, towel: bool = True) -> None:
    """A ladder towel rail on the wall with a towel folded over one of its bars (none where
    the prompt hangs its own towels there: `holds`)."""
    w, d, h = size
    tube, bar = TOWEL_TUBE_R, TOWEL_BAR_R
    yr = -d / 2 + TOWEL_RAIL_FRONT  # rail plane, clear of the wall for the towel's back drop
    xs = w / 2 - 0.018  # the wall roses are wider than the tubes
    for x in (-xs, xs):
        kit.cylinder(x, yr, 0.02, h - 0.02, tube, "metal", segments=14)
        for z in (0.02, h - 0.02):
            kit.ellipsoid((x, yr, z), (tube, tube, 0.02), "metal", u=12, v=6)
        for z in (0.15 * h, 0.85 * h):
            kit.strut((x, yr, z), (x, d / 2 - 0.006, z), 0.007, "metal", segments=8)
            kit.strut((x, d / 2 - 0.008, z), (x, d / 2, z), 0.018, "metal", segments=14)
    zs = towel_bar_heights(h)
    bars = len(zs)
    for z in zs:
        kit.strut((-xs, yr, z), (xs, yr, z), bar, "metal", segments=10)
    if not towel:
        return
    # towel over a bar in the upper part: back drop shorter than the front one
    zt = zs[bars - 2 - rng.randint(0, 1)]
    tw = (2 * xs - 2 * tube) * rng.uniform(0.72, 0.9)
    x0 = -tw / 2 + rng.uniform(-0.3, 0.3) * (2 * xs - 2 * tube - tw) / 2
    front_drop = rng.uniform(0.55, 0.7) * zt
    back_drop = 0.55 * front_drop
    t = 0.01
    rr = bar + 0.003 + t / 2  # centreline radius over the bar
    cols = 20
    rings = []
    for c in range(cols + 1):
        x = x0 + tw * c / cols
        wave = 0.006 * math.sin(2 * math.pi * 3 * c / cols + 0.7)
        path = [(yr + rr + wave * 0.5, zt - back_drop), (yr + rr, zt - 0.5 * back_drop)]
        path += [(yr + rr * math.cos(a), zt + rr * math.sin(a))
                 for a in (math.pi * k / 8 for k in range(9))]
        path += [(yr - rr + wave, zt - 0.5 * front_drop), (yr - rr - wave, zt - front_drop)]
        rings.append([(x, y, z) for y, z in _thicken(path, t)])
    kit.loft(rings, "towel", cap_start=True, cap_end=True)


def _thicken(path: list[tuple[float, float]], t: float) -> list[tuple[float, float]]:
    """A closed outline of thickness t round an open 2D centreline (cloth seen end-on)."""
    sides: tuple[list[tuple[float, float]], list[tuple[float, float]]] = ([], [])
    for i, (y, z) in enumerate(path):
        (ya, za), (yb, zb) = path[max(i - 1, 0)], path[min(i + 1, len(path) - 1)]
        ty, tz = yb - ya, zb - za
        n = math.hypot(ty, tz) or 1.0
        ny, nz = -tz / n * t / 2, ty / n * t / 2
        sides[0].append((y + ny, z + nz))
        sides[1].append((y - ny, z - nz))
    return sides[0] + sides[1][::-1]
