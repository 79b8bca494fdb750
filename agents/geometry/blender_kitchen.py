"""Kitchen pieces: an island with an overhanging worktop and a freestanding stove.

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h]
with the front at -Y (imports bpy via PartKit). Both offer their top at z = h.
"""

from __future__ import annotations

import random

from agents.geometry.blender_casework import FRONT_T, HANDLE_DEPTH, fronts, handle
from agents.geometry.blender_mesh import PartKit, Vec3

DARK_GLASS = (0.02, 0.022, 0.025)
CAST_IRON = (0.035, 0.035, 0.035)


def build_kitchen_island(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Cabinets on the working (-Y) side; the worktop overhangs the +Y side for stools."""
    w, d, h = size
    top_t = 0.04
    overhang = min(0.3, 0.33 * d)
    waterfall = rng.random() < 0.4  # worktop running down both ends
    end_t = 0.04 if waterfall else 0.0
    inset = end_t if waterfall else 0.02
    x0, x1 = -w / 2 + inset, w / 2 - inset
    plinth = 0.1
    y_face = -d / 2 + HANDLE_DEPTH + 0.01
    kit.box((x0 + 0.03, y_face + 0.07, 0.0), (x1 - 0.03, d / 2 - overhang - 0.03, plinth + 0.01),
            "body")
    kit.box((x0, y_face + FRONT_T - 0.001, plinth), (x1, d / 2 - overhang, h - top_t), "body",
            bevel=0.004, segments=1)
    cols = max(2, round((x1 - x0) / 0.5))
    band = 0.2 * (h - top_t - plinth)
    fronts(kit, x0 + 0.004, x1 - 0.004, h - top_t - band, h - top_t - 0.004, y_face, cols, 1,
           "body", "body", "bar")
    fronts(kit, x0 + 0.004, x1 - 0.004, plinth + 0.004, h - top_t - band, y_face, cols, 1,
           "body", "body", "vbar")
    kit.box((-w / 2, -d / 2 + 0.005, h - top_t), (w / 2, d / 2, h), "top", bevel=0.006,
            segments=2)
    if waterfall:
        for sx in (-1, 1):
            xa, xb = sorted((sx * w / 2, sx * (w / 2 - end_t)))
            kit.box((xa, -d / 2 + 0.005, 0.0), (xb, d / 2, h - top_t + 0.001), "top",
                    bevel=0.006, segments=2)
    else:  # corbels under the overhang
        for x in (x0 + 0.1, 0.0, x1 - 0.1) if w > 1.2 else (x0 + 0.1, x1 - 0.1):
            yb = d / 2 - overhang
            kit.box((x - 0.02, yb, h - top_t - 0.12), (x + 0.02, yb + 0.6 * overhang, h - top_t),
                    "body", bevel=0.004, segments=1)


def build_stove(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Range cooker: body, hob with four burners, control strip with knobs, oven door."""
    w, d, h = size
    y_face = -d / 2 + HANDLE_DEPTH + 0.01
    gas = rng.random() < 0.6
    hob_z = h - 0.03 if gas else h - 0.008  # pans stand at h: on the grates, or on the glass
    kit.box((-w / 2, y_face + 0.02, 0.055), (w / 2, d / 2, hob_z), "body", bevel=0.006,
            segments=2)
    kit.box((-w / 2 + 0.02, y_face + 0.04, 0.0), (w / 2 - 0.02, d / 2 - 0.02, 0.06), "metal")
    top_slot = "metal" if gas else kit.tinted_slot("body", DARK_GLASS)
    kit.box((-w / 2, y_face + 0.02, hob_z - 0.004), (w / 2, d / 2, hob_z + 0.008), top_slot,
            bevel=0.004, segments=1)
    iron = kit.tinted_slot("metal", CAST_IRON)
    cy0 = y_face + 0.02
    for i, (fx, fy) in enumerate(((-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25))):
        bx, by = fx * w, cy0 + (d / 2 - cy0) * (0.5 + fy)
        r = (0.075 if i % 3 == 0 else 0.06) * w / 0.6
        if gas:
            kit.cylinder(bx, by, hob_z + 0.008, hob_z + 0.018, r * 0.7, iron, segments=20)
            kit.cylinder(bx, by, hob_z + 0.018, hob_z + 0.024, r * 0.45, "metal", segments=20)
        else:  # ceramic hob: printed rings
            kit.lathe(((r, hob_z + 0.0085), (r * 0.9, hob_z + 0.0085)), "metal", x=bx, y=by,
                      segments=32)
    if gas:  # cast-iron grates over each pair of burners, their top at h, bars close
        g = 0.012  # enough that a small pot rests on them
        for side in (-1, 1):
            xa, xb = sorted((side * 0.02, side * (w / 2 - 0.01)))
            ya, yb = cy0 + 0.01, d / 2 - 0.01
            for x in (xa, xb - g):
                kit.box((x, ya, hob_z + 0.008), (x + g, yb, h), iron)
            across = max(3, round((yb - ya) / 0.07) + 1)
            for k in range(across):
                y = ya + (yb - ya - g) * k / (across - 1)
                kit.box((xa, y, h - g), (xb, y + g, h), iron)
            along = max(3, round((xb - xa) / 0.07) + 1)
            for k in range(1, along - 1):
                x = xa + (xb - xa - g) * k / (along - 1)
                kit.box((x, ya, h - g), (x + g, yb, h), iron)
    # control strip with knobs, oven door with its window and bar handle, drawer below
    strip0, strip1 = hob_z - 0.12, hob_z - 0.01
    kit.box((-w / 2 + 0.005, y_face, strip0), (w / 2 - 0.005, y_face + 0.022, strip1), "body",
            bevel=0.004, segments=1)
    for k in range(5):
        x = -w / 2 + w * (k + 0.5) / 5
        kit.strut((x, y_face, (strip0 + strip1) / 2), (x, y_face - 0.018, (strip0 + strip1) / 2),
                  0.017, "metal", r_end=0.015, segments=16)
    door0, door1 = 0.18, strip0 - 0.01
    kit.box((-w / 2 + 0.005, y_face, door0), (w / 2 - 0.005, y_face + 0.022, door1), "body",
            bevel=0.005, segments=2)
    kit.box((-w / 2 + 0.07, y_face - 0.001, door0 + 0.1), (w / 2 - 0.07, y_face + 0.003,
                                                             door1 - 0.08),
            kit.tinted_slot("body", DARK_GLASS), bevel=0.008, segments=2)
    handle(kit, 0.0, door1 - 0.035, y_face, "metal", "bar", 0.8 * w)
    kit.box((-w / 2 + 0.005, y_face, 0.065), (w / 2 - 0.005, y_face + 0.022, door0 - 0.008),
            "body", bevel=0.004, segments=1)  # storage drawer
    handle(kit, 0.0, door0 - 0.035, y_face, "metal", "bar", 0.3 * w)
