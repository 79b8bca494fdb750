"""Beds and seating: soft parts are rounded, smooth-shaded boxes (imports bpy via PartKit)."""

from __future__ import annotations

import math
import random
from typing import Any

from agents.geometry.blender_casework import legs4
from agents.geometry.blender_mesh import PartKit, Vec3
from agents.geometry.catalog import CHAIR_SEAT, spec


def build_bed(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    head_t = 0.07
    foot = -d / 2
    head_y = d / 2 - head_t
    # frame: headboard, side rails on short legs
    kit.box((-w / 2, head_y, 0.0), (w / 2, d / 2, h), "frame", bevel=0.02, segments=2)
    kit.box((-w / 2, foot, 0.1 * h), (w / 2, head_y, 0.3 * h), "frame", bevel=0.012, segments=2)
    legs4(kit, w, d - head_t, 0.1 * h + 0.01, "frame", r=0.025, inset=0.03, round_=False)
    # mattress, then a duvet that drapes over the sides and leaves the pillow end bare
    top = 0.55 * h
    kit.box((-w / 2 + 0.03, foot + 0.03, 0.3 * h), (w / 2 - 0.03, head_y - 0.01, top - 0.04),
            "bedding", bevel=0.05, segments=3, smooth=True)
    turn = head_y - rng.uniform(0.5, 0.62)
    kit.box((-w / 2 + 0.005, foot + 0.005, 0.24 * h), (w / 2 - 0.005, turn, top), "bedding",
            bevel=0.05, segments=3, smooth=True)
    kit.box((-w / 2 + 0.01, turn - 0.28, top - 0.03), (w / 2 - 0.01, turn + 0.02, top + 0.02),
            "bedding", bevel=0.035, segments=3, smooth=True)  # folded-back edge
    # pillows: two on a double bed, one on a single
    count = 2 if w > 1.2 else 1
    span = (w - 0.16) / count
    for i in range(count):
        x0 = -w / 2 + 0.08 + i * span + 0.02
        lift = rng.uniform(0.0, 0.02)
        kit.box((x0, head_y - 0.48, top - 0.05), (x0 + span - 0.04, head_y - 0.04,
                                                  min(top + 0.13 + lift, h - 0.02)),
                "pillow", bevel=0.06, segments=3, smooth=True)


def _upholstered(kit: PartKit, size: Vec3, seats: int, rng: random.Random) -> None:
    """Sofa/armchair: legs, base, arms, back, seat and back cushions."""
    w, d, h = size
    leg_h = 0.1 * h
    arm = min(max(0.1 * w, 0.11), 0.2)
    back_t = 0.2 * d
    legs4(kit, w, d, leg_h + 0.01, "legs", r=0.02, inset=0.04)
    soft: dict[str, Any] = {"bevel": 0.04, "segments": 3, "smooth": True}
    kit.box((-w / 2 + arm - 0.02, -d / 2 + 0.02, leg_h), (w / 2 - arm + 0.02, d / 2, 0.42 * h),
            "fabric", bevel=0.02, segments=2)
    for x0 in (-w / 2, w / 2 - arm):
        kit.box((x0, -d / 2 + 0.01, leg_h), (x0 + arm, d / 2, 0.72 * h), "fabric", **soft)
    kit.box((-w / 2 + arm - 0.02, d / 2 - back_t, leg_h), (w / 2 - arm + 0.02, d / 2, h),
            "fabric", **soft)
    inner = (w - 2 * arm) / seats
    for i in range(seats):
        x0 = -w / 2 + arm + i * inner + 0.005
        x1 = x0 + inner - 0.01
        kit.box((x0, -d / 2, 0.42 * h - 0.01), (x1, d / 2 - back_t + 0.02, 0.58 * h),
                "fabric", bevel=0.05, segments=3, smooth=True)
        lean = rng.uniform(0.0, 0.02)
        kit.box((x0 + 0.01, d / 2 - back_t - 0.16 - lean, 0.56 * h),
                (x1 - 0.01, d / 2 - back_t + 0.01, 0.96 * h), "fabric", bevel=0.06,
                segments=3, smooth=True)


def build_sofa(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    _upholstered(kit, size, 3 if size[0] > 1.8 else 2, rng)


def build_armchair(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    _upholstered(kit, size, 1, rng)


def build_chair(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    seat_z, seat_t, leg = 0.5 * h, (CHAIR_SEAT - 0.5) * h, 0.02  # what is put on it rests
    # on the seat's top
    for x in (-w / 2 + 0.01, w / 2 - 0.01 - 2 * leg):
        kit.box((x, -d / 2 + 0.02, 0.0), (x + 2 * leg, -d / 2 + 0.02 + 2 * leg, seat_z), "legs")
        kit.box((x, d / 2 - 2 * leg, 0.0), (x + 2 * leg, d / 2, h), "legs")  # rear leg = post
    kit.box((-w / 2, -d / 2, seat_z), (w / 2, d / 2 - 0.01, seat_z + seat_t), "seat",
            bevel=0.01, segments=2)
    kit.box((-w / 2 + 0.01, d / 2 - 0.035, 0.68 * h), (w / 2 - 0.01, d / 2 - 0.005, h - 0.01),
            "seat", bevel=0.01, segments=2)
    rail = rng.uniform(0.12, 0.18) * h  # stretchers keep it from looking flimsy
    kit.box((-w / 2 + 0.015, -d / 2 + 0.03, rail), (-w / 2 + 0.03, d / 2 - 0.01, rail + 0.02),
            "legs")
    kit.box((w / 2 - 0.03, -d / 2 + 0.03, rail), (w / 2 - 0.015, d / 2 - 0.01, rail + 0.02),
            "legs")


def build_stool(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    kit.cylinder(0.0, 0.0, h - 0.04, h, r, "seat", segments=28)
    foot, top = r - 0.02, 0.55 * r
    ring_z = 0.3 * h
    feet = []
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        ca, sa = math.cos(a), math.sin(a)
        kit.strut((foot * ca, foot * sa, 0.0), (top * ca, top * sa, h - 0.04), 0.014, "legs")
        t = ring_z / (h - 0.04)
        rad = foot + (top - foot) * t
        feet.append((rad * ca, rad * sa, ring_z))
    for k in range(4):
        kit.strut(feet[k], feet[(k + 1) % 4], 0.008, "legs")


def build_office_chair(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    reach = min(w, d) / 2 - 0.03
    hub = 0.07
    for k in range(5):
        a = math.pi / 2 + k * 2 * math.pi / 5
        ca, sa = math.cos(a), math.sin(a)
        kit.strut((0.0, 0.0, hub), (reach * ca, reach * sa, 0.055), 0.016, "base")
        kit.ellipsoid((reach * ca, reach * sa, 0.025), (0.025, 0.025, 0.025), "base", u=8, v=5)
    seat_z = 0.42 * h
    kit.cylinder(0.0, 0.0, 0.05, seat_z, 0.025, "base", segments=12)
    kit.box((-0.08, -0.08, seat_z - 0.04), (0.08, 0.1, seat_z), "base")
    kit.box((-0.45 * w, -d / 2 + 0.02, seat_z), (0.45 * w, d / 2 - 0.08, seat_z + 0.08 * h),
            "seat", bevel=0.035, segments=3, smooth=True)
    kit.box((-0.03, d / 2 - 0.09, seat_z - 0.02), (0.03, d / 2 - 0.06, 0.62 * h), "base")
    kit.box((-0.42 * w, d / 2 - 0.08, 0.55 * h), (0.42 * w, d / 2 - 0.01, h), "seat",
            bevel=0.035, segments=3, smooth=True)


def build_bench(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Slatted bench on two trestle frames, or a padded top on four slim legs."""
    w, d, h = size
    if rng.random() < 0.5:
        slats, gap, t = 4, 0.012, 0.03
        sw = (d - (slats - 1) * gap) / slats
        for i in range(slats):
            y0 = -d / 2 + i * (sw + gap)
            kit.box((-w / 2, y0, h - t), (w / 2, y0 + sw, h), "seat", bevel=0.006, segments=2)
        for sx in (-1, 1):  # trestles: two legs, a foot and a cross rail under the slats
            x = sx * (w / 2 - 0.12)
            for sy in (-1, 1):
                y = sy * (d / 2 - 0.05)
                kit.box((x - 0.025, y - 0.025, 0.0), (x + 0.025, y + 0.025, h - t), "legs",
                        bevel=0.004, segments=1)
            kit.box((x - 0.02, -d / 2 + 0.02, h - t - 0.06), (x + 0.02, d / 2 - 0.02, h - t),
                    "legs", bevel=0.004, segments=1)
            kit.box((x - 0.02, -d / 2 + 0.02, 0.1), (x + 0.02, d / 2 - 0.02, 0.14), "legs",
                    bevel=0.004, segments=1)
        kit.box((-w / 2 + 0.12, -0.02, 0.1), (w / 2 - 0.12, 0.02, 0.14), "legs", bevel=0.004,
                segments=1)  # long stretcher
        return
    pad = 0.07
    kit.box((-w / 2, -d / 2, h - pad), (w / 2, d / 2, h), "seat", bevel=0.03, segments=3,
            smooth=True)
    kit.box((-w / 2 + 0.02, -d / 2 + 0.02, h - pad - 0.03), (w / 2 - 0.02, d / 2 - 0.02,
                                                             h - pad + 0.002), "legs")
    legs4(kit, w, d, h - pad - 0.028, "legs", r=0.016, inset=0.04)


BUNK_DUVET = 0.03  # metres a bunk's duvet lies over its mattress (`build_bunk_bed`)


def build_bunk_bed(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Two decks between four posts, a guard rail round the top and a ladder at the foot."""
    w, d, h = size
    p = 0.065  # post section
    for sx in (-1, 1):
        for sy in (-1, 1):
            x0, y0 = (w / 2 - p if sx > 0 else -w / 2), (d / 2 - p if sy > 0 else -d / 2)
            kit.box((x0, y0, 0.0), (x0 + p, y0 + p, h), "frame", bevel=0.01, segments=2)
    # the lower duvet's top is the surface things are put on (`catalog`); the mattress is
    # that much lower
    lower = (spec("bunk_bed").surface_frac or 0.25) * h - BUNK_DUVET
    decks = (lower - 0.24, 0.6 * h)  # underside of each deck's rails
    for i, z in enumerate(decks):
        rail = 0.12
        for sx in (-1, 1):  # side rails
            xa, xb = sorted((sx * (w / 2 - 0.005), sx * (w / 2 - 0.045)))
            kit.box((xa, -d / 2 + p, z), (xb, d / 2 - p, z + rail), "frame", bevel=0.006,
                    segments=1)
        for sy in (-1, 1):  # end rails and a head/foot board
            ya, yb = sorted((sy * (d / 2 - 0.01), sy * (d / 2 - 0.04)))
            kit.box((-w / 2 + p, ya, z), (w / 2 - p, yb, z + rail), "frame", bevel=0.006,
                    segments=1)
        top = z + rail + 0.12
        kit.box((-w / 2 + 0.05, -d / 2 + 0.05, z + 0.06), (w / 2 - 0.05, d / 2 - 0.05, top),
                "bedding", bevel=0.04, segments=3, smooth=True)
        turn = d / 2 - rng.uniform(0.5, 0.6)
        kit.box((-w / 2 + 0.045, -d / 2 + 0.045, top - 0.08), (w / 2 - 0.045, turn, top + 0.03),
                "bedding", bevel=0.05, segments=3, smooth=True)  # duvet
        kit.box((-w / 2 + 0.12, d / 2 - 0.48, top - 0.02), (w / 2 - 0.12, d / 2 - 0.07,
                                                            top + 0.1), "pillow",
                bevel=0.05, segments=3, smooth=True)
        if i == 0:
            kit.box((-w / 2 + p, d / 2 - 0.035, z + rail), (w / 2 - p, d / 2 - 0.01, top + 0.2),
                    "frame", bevel=0.008, segments=2)  # lower headboard
    # guard rails on the upper deck: both long sides and the head end
    upper = decks[1] + 0.12
    for z in (upper + 0.22, h - 0.06):
        for sx in (-1, 1):
            xa, xb = sorted((sx * (w / 2 - 0.01), sx * (w / 2 - 0.04)))
            kit.box((xa, -d / 2 + p, z), (xb, d / 2 - p, z + 0.045), "frame", bevel=0.006,
                    segments=1)
        kit.box((-w / 2 + p, d / 2 - 0.04, z), (w / 2 - p, d / 2 - 0.01, z + 0.045), "frame",
                bevel=0.006, segments=1)
    # ladder at the foot (-Y), to one side, rungs up to the upper deck
    side = rng.choice((-1, 1))
    la, lb = sorted((side * (w / 2 - p), side * (w / 2 - p - 0.38)))
    for x in (la, lb - 0.04):
        kit.box((x, -d / 2, 0.0), (x + 0.04, -d / 2 + 0.035, h - 0.12), "frame", bevel=0.006,
                segments=1)
    steps = 5
    for k in range(1, steps + 1):
        z = (h - 0.16) * k / (steps + 0.4)
        kit.strut((la + 0.04, -d / 2 + 0.018, z), (lb - 0.04, -d / 2 + 0.018, z), 0.014,
                  "frame", segments=10)
