"""Beds and seating: soft parts are rounded, smooth-shaded boxes (imports bpy via PartKit)."""

from __future__ import annotations

import math
import random

from agents.geometry.blender_casework import legs4
from agents.geometry.blender_mesh import PartKit, Vec3


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
    soft = {"bevel": 0.04, "segments": 3, "smooth": True}
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
    seat_z, seat_t, leg = 0.5 * h, 0.035, 0.02
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
