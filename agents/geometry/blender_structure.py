"""Doors, windows, curtains and wall shelves: the fixed furniture of a room (imports bpy).

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h]
with the front at -Y; wall items have their back at +Y, flush with the wall. `window_parts` is
plain data so the room shell can frame its window openings with the same frame and glass.
"""

from __future__ import annotations

import math
import random

from mathutils import Matrix

from agents.geometry.blender_casework import BOOK_PALETTE
from agents.geometry.blender_mesh import PartKit, Vec3
from agents.geometry.catalog import spec

# (x0, x1, z0, z1, y0, y1, part) with part "frame" or "glass"
WindowBox = tuple[float, float, float, float, float, float, str]


def window_parts(width: float, height: float, *, bar: float, cols: int, rows: int,
                 frame_y: tuple[float, float], glass_y: tuple[float, float],
                 mullion: float | None = None) -> list[WindowBox]:
    """A window's frame (outer bars, mullions, transoms) and one glass pane, as boxes.

    x runs across the window centred on 0, z up from its bottom; y ranges are the caller's
    (a wall-hung window or a frame set into a wall opening)."""
    hw, m = width / 2, bar if mullion is None else mullion
    y0, y1 = frame_y
    out: list[WindowBox] = [
        (-hw, -hw + bar, 0.0, height, y0, y1, "frame"),
        (hw - bar, hw, 0.0, height, y0, y1, "frame"),
        (-hw + bar, hw - bar, 0.0, bar, y0, y1, "frame"),
        (-hw + bar, hw - bar, height - bar, height, y0, y1, "frame"),
    ]
    for c in range(1, cols):
        x = -hw + width * c / cols
        out.append((x - m / 2, x + m / 2, bar, height - bar, y0, y1, "frame"))
    for r in range(1, rows):
        z = height * (0.62 if rows == 2 else r / rows)
        out.append((-hw + bar, hw - bar, z - m / 2, z + m / 2, y0, y1, "frame"))
    out.append((-hw + bar / 2, hw - bar / 2, bar / 2, height - bar / 2, *glass_y, "glass"))
    return out


def build_window(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    sill_t, casing, back = 0.045, 0.05, d / 2
    # sill: full width, standing proud into the room
    kit.box((-w / 2, -d / 2, 0.0), (w / 2, back, sill_t), "frame", bevel=0.008, segments=2)
    # architrave on the wall, then the frame inside it
    fy = (back - 0.02, back)
    for lo, hi in (((-w / 2 + 0.02, sill_t), (-w / 2 + 0.02 + casing, h)),
                   ((w / 2 - 0.02 - casing, sill_t), (w / 2 - 0.02, h)),
                   ((-w / 2 + 0.02 + casing, h - casing), (w / 2 - 0.02 - casing, h))):
        kit.box((lo[0], fy[0], lo[1]), (hi[0], fy[1], hi[1]), "frame", bevel=0.006, segments=2)
    cols = rng.choice((2, 2, 3)) if w > 0.9 else 1
    rows = rng.choice((1, 2))
    inner_w, inner_h = w - 2 * (0.02 + casing) + 0.02, h - sill_t - casing + 0.01
    z0 = sill_t
    for x0, x1, za, zb, y0, y1, part in window_parts(
            inner_w, inner_h, bar=0.055, cols=cols, rows=rows, mullion=0.035,
            frame_y=(-d / 2 + 0.05, back - 0.01), glass_y=(0.0, 0.006)):
        kit.box((x0, y0, z0 + za), (x1, y1, z0 + zb), part,
                bevel=0.005 if part == "frame" else 0.0, segments=1)


def build_door(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    cw = 0.07  # casing width
    face, back = -0.004, d / 2  # leaf front face, wall side
    for x0 in (-w / 2, w / 2 - cw):
        kit.box((x0, -0.016, 0.0), (x0 + cw, back, h), "frame", bevel=0.008, segments=2)
    kit.box((-w / 2 + cw, -0.016, h - cw), (w / 2 - cw, back, h), "frame", bevel=0.008,
            segments=2)
    lx0, lx1, top = -w / 2 + cw - 0.012, w / 2 - cw + 0.012, h - cw + 0.012
    kit.box((lx0, face, 0.006), (lx1, back - 0.004, top), "door", bevel=0.003, segments=1)
    # raised, bevelled fields between stiles and rails
    stile, lw = 0.11, lx1 - lx0
    hi = top - 0.12
    rows, cols = rng.choice((
        (((0.2, 0.92), (1.08, hi)), 2),  # four panels
        (((0.2, 0.92), (1.08, hi)), 1),  # two
        (((0.2, 0.8), (0.92, 1.5), (1.62, hi)), 2),  # six
        (tuple((0.2 + k * (hi - 0.2) / 5 + 0.03, 0.2 + (k + 1) * (hi - 0.2) / 5 - 0.03)
               for k in range(5)), 1),  # five across
    ))
    pw = (lw - 2 * stile - (cols - 1) * 0.1) / cols
    for za, zb in rows:
        for c in range(cols):
            px = lx0 + stile + c * (pw + 0.1)
            kit.box((px, face - 0.012, za), (px + pw, face + 0.002, zb), "door", bevel=0.014,
                    segments=2)
    # hinges on one side, lever handle and key rose on the other
    side = rng.choice((-1.0, 1.0))
    hinge_x = -side * (lw / 2 - 0.004)
    for z in (0.25, h / 2, top - 0.3):
        kit.cylinder(hinge_x, face - 0.004, z - 0.05, z + 0.05, 0.007, "handle", segments=10)
    hx, hz = side * (lw / 2 - 0.07), 1.0
    kit.strut((hx, face + 0.002, hz), (hx, face - 0.008, hz), 0.026, "handle", segments=20)
    kit.strut((hx, face - 0.008, hz), (hx, -d / 2 + 0.009, hz), 0.009, "handle", segments=12)
    kit.strut((hx, -d / 2 + 0.009, hz), (hx - side * 0.12, -d / 2 + 0.009, hz), 0.009,
              "handle", segments=12)
    kit.strut((hx, face + 0.002, hz - 0.1), (hx, face - 0.006, hz - 0.1), 0.02, "handle",
              segments=16)


def _panel(kit: PartKit, x_out: float, width: float, y_mid: float, amp: float, z0: float,
           z1: float, tied: bool, rng: random.Random) -> None:
    """One gathered curtain: a sheet whose cross-section waves, pinched at a tie-back."""
    folds = max(3, round(width / 0.11))
    cols, rows = folds * 8 + 1, 28
    sign = 1.0 if x_out < 0 else -1.0  # grows towards the window's middle
    z_tie = z0 + 0.38 * (z1 - z0)
    phase = rng.uniform(0.0, math.pi)
    rings = []
    for r in range(rows + 1):
        z = z1 - (z1 - z0) * r / rows
        squeeze, a = 1.0, amp
        if tied:
            t = (z - z_tie) / (z1 - z_tie) if z > z_tie else (z - z_tie) / (z0 - z_tie)
            squeeze = 0.42 + 0.58 * (t ** 0.8) * (1.0 if z > z_tie else 0.75)
            a = amp * (1.0 - 0.35 * (1.0 - squeeze))
        a *= 0.8 + 0.2 * (1.0 - (z - z0) / (z1 - z0))  # heading pleats tighter than the hem
        row = []
        for c in range(cols):
            u = c / (cols - 1)
            x = x_out + sign * width * squeeze * u
            y = y_mid + a * math.sin(2 * math.pi * folds * u + phase) * min(1.0, 6 * u + 0.4)
            row.append((x, y, z))
        rings.append(row)
    kit.loft(rings, "fabric", cyclic=False)
    if tied:
        reach = width * 0.42
        kit.ellipsoid((x_out + sign * reach * 0.5, y_mid, z_tie), (reach * 0.55, amp * 1.1, 0.025),
                      "fabric", u=12, v=6)


def build_curtains(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    rod_r, fin = 0.014, 0.032
    zr, yr = h - fin - 0.002, -d / 2 + fin + 0.004
    kit.strut((-w / 2 + fin, yr, zr), (w / 2 - fin, yr, zr), rod_r, "rod", segments=12)
    for sx in (-1.0, 1.0):
        kit.ellipsoid((sx * (w / 2 - fin), yr, zr), (fin, fin, fin), "rod", u=12, v=8)
        bx = sx * (w / 2 - 0.12)
        kit.strut((bx, yr, zr), (bx, d / 2 - 0.006, zr), 0.008, "rod", segments=8)
        kit.strut((bx, d / 2 - 0.006, zr), (bx, d / 2, zr), 0.022, "rod", segments=12)
    tied = rng.random() < 0.5
    frac = rng.uniform(0.28, 0.36)
    amp = min(0.045, (d / 2 - 0.006) / 1.15)
    y_mid = 0.0  # hooks from the rings carry the fabric just behind the rod
    top = zr - 0.035
    for sx in (-1.0, 1.0):
        x_out = sx * (w / 2 - 0.05)
        _panel(kit, x_out, w * frac, y_mid, amp, 0.015, top, tied, rng)
        rings = max(4, round(w * frac / 0.1))
        for i in range(rings):  # rings on the rod carry the heading
            x = x_out - sx * (w * frac) * i / (rings - 1)
            kit.strut((x - 0.006, yr, zr), (x + 0.006, yr, zr), rod_r + 0.008, "rod",
                      segments=10)
            kit.strut((x, yr, zr - rod_r - 0.006), (x, y_mid, top), 0.003, "rod", segments=4)


def build_wall_shelf(kit: PartKit, size: Vec3, rng: random.Random, books: bool = True) -> None:
    """A plank on two brackets, with a row of books unless things are put on it."""
    w, d, h = size
    t, plate = (spec("wall_shelf").surface_frac or 0.08) * h, 0.018  # plank top: the surface
    back = d / 2
    kit.box((-w / 2, -d / 2, 0.0), (w / 2, back, t), "body", bevel=0.005, segments=2)
    kit.box((-w / 2 + plate, back - 0.012, t), (w / 2 - plate, back, t + 0.05), "body",
            bevel=0.003, segments=1)
    # end brackets: triangular cheeks from the wall to the plank's front
    tall = rng.uniform(0.62, 0.78) * h
    for x0 in (-w / 2, w / 2 - plate):
        tri = [(-d / 2 + 0.03, t), (back, t), (back, t + tall)]
        kit.loft([[(x0, y, z) for y, z in tri], [(x0 + plate, y, z) for y, z in tri]], "body",
                 cap_start=True, cap_end=True, smooth=False)
    if not books:
        return
    # a row of books from one end, the last one leaning; the rest of the plank stays free
    start = rng.choice((-1.0, 1.0))
    x = start * (w / 2 - plate - 0.004)
    tints = ["books"] + [kit.tinted_slot("books", c) for c in rng.sample(BOOK_PALETTE, 4)]
    count = rng.randint(5, 9)
    for i in range(count):
        bw = rng.uniform(0.018, 0.04)
        bh = rng.uniform(0.62, 0.9) * (h - t - 0.01)
        bd = rng.uniform(0.13, 0.17)
        y1 = back - 0.014
        slot = tints[0] if i == 0 else rng.choice(tints)
        if i == count - 1:  # leans on the row: pivots on its corner nearest the row
            tilt = 0.3
            x -= start * (bh * math.sin(tilt) + 0.002)
            lean = Matrix.Translation((x, 0.0, t)) @ Matrix.Rotation(start * tilt, 4, "Y") \
                @ Matrix.Translation((-x, 0.0, -t))
        else:
            lean = None
        x1 = x - start * bw
        kit.box((min(x, x1), y1 - bd, t), (max(x, x1), y1, t + bh), slot, matrix=lean)
        x = x1 - start * 0.001
