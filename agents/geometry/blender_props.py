"""Lamps, plants, screens, art, tabletop props and a coat stand (imports bpy via PartKit)."""

from __future__ import annotations

import itertools
import math
import random

from mathutils import Matrix

from agents.geometry.blender_mesh import PartKit, Vec3
from agents.geometry.holds import (
    COAT_HOOK_BALL,
    COAT_HOOK_DROP,
    COAT_HOOK_REACH,
    COAT_HOOK_RISE,
    COAT_HOOK_TIP,
    coat_rack_reach,
)
from agents.geometry.shapes import CURVED

ART_PALETTE = ((0.75, 0.35, 0.15), (0.12, 0.22, 0.38), (0.85, 0.7, 0.35), (0.3, 0.45, 0.35),
               (0.55, 0.15, 0.15), (0.9, 0.85, 0.75), (0.2, 0.2, 0.22))


def build_table_lamp(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    belly = rng.uniform(0.28, 0.36) * r * 2
    kit.lathe(((0.0, 0.0), (0.55 * r, 0.0), (belly, 0.18 * h), (0.55 * r, 0.38 * h),
               (0.12 * r, 0.46 * h), (0.0, 0.46 * h)), "base", segments=24)
    kit.cylinder(0.0, 0.0, 0.45 * h, 0.62 * h, 0.012, "base", segments=8)
    kit.lathe(((r, 0.5 * h), (0.68 * r, h)), "shade", segments=32)


def build_floor_lamp(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    kit.lathe(((0.0, 0.0), (0.7 * r, 0.0), (0.65 * r, 0.025), (0.0, 0.03)), "base", segments=24)
    kit.cylinder(0.0, 0.0, 0.02, 0.8 * h, 0.012, "base", segments=8)
    kit.lathe(((r, 0.74 * h), (0.72 * r, h)), "shade", segments=32)


def build_pendant_lamp(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    kit.cylinder(0.0, 0.0, h - 0.025, h, 0.06, "cord", segments=16)  # ceiling canopy
    kit.cylinder(0.0, 0.0, 0.42 * h, h - 0.02, 0.004, "cord", segments=6)
    kit.lathe(((r, 0.0), (0.96 * r, 0.1 * h), (0.7 * r, 0.3 * h), (0.25 * r, 0.42 * h),
               (0.0, 0.44 * h)), "shade", segments=32)


def build_rug(kit: PartKit, size: Vec3, rng: random.Random, shape: str | None = None) -> None:
    w, d, h = size
    if shape in CURVED:
        kit.slab(w / 2, d / 2, 0.0, h, "fabric", segments=64)
        return
    kit.box((-w / 2, -d / 2, 0.0), (w / 2, d / 2, h), "fabric", bevel=min(0.006, h / 3),
            segments=2)


def build_tv(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    kit.box((-0.18 * w, -d / 2, 0.0), (0.18 * w, d / 2, 0.015), "frame", bevel=0.004,
            segments=1)
    kit.box((-0.03, -0.01, 0.01), (0.03, 0.015, 0.12 * h), "frame")
    panel_t = min(0.03, d / 2)
    kit.box((-w / 2, -panel_t / 2, 0.1 * h), (w / 2, panel_t / 2, h), "frame", bevel=0.004,
            segments=1)
    kit.box((-w / 2 + 0.012, -panel_t / 2 - 0.002, 0.1 * h + 0.012),
            (w / 2 - 0.012, -panel_t / 2 + 0.001, h - 0.012), "screen")


def _pot(kit: PartKit, w: float, d: float, pot_h: float, rng: random.Random) -> float:
    """Tapered pot with a rim and soil just below it; returns the soil height."""
    r = min(w, d) / 2
    soil = pot_h * 0.9
    flare = rng.uniform(0.74, 0.84) * r
    kit.lathe(((0.0, 0.0), (0.66 * flare, 0.0), (flare, pot_h * 0.95), (flare + 0.01, pot_h),
               (flare - 0.012, pot_h), (flare - 0.02, soil), (0.0, soil)), "pot", segments=24)
    kit.cylinder(0.0, 0.0, soil - 0.01, soil + 0.005, flare - 0.02, "soil", segments=20)
    return soil


def _leaf(kit: PartKit, x: float, y: float, z: float, length: float, yaw: float, pitch: float,
          half: tuple[float, float]) -> None:
    """One leaf: an ellipsoid pointing along yaw; kept inside the half-extents in x/y."""
    cx = x + math.cos(yaw) * length * 0.5
    cy = y + math.sin(yaw) * length * 0.5
    cx = max(-half[0] + length * 0.55, min(half[0] - length * 0.55, cx))
    cy = max(-half[1] + length * 0.55, min(half[1] - length * 0.55, cy))
    kit.ellipsoid((cx, cy, z), (length * 0.5, length * 0.2, length * 0.04), "leaves", yaw=yaw,
                  pitch=pitch, u=8, v=5)


def build_plant(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    soil = _pot(kit, w, d, 0.3 * h, rng)
    half = (w / 2, d / 2)
    leaf = 0.5 * min(w, d)
    stems = rng.randint(6, 8)
    ceiling = h - 0.5 * leaf * math.sin(0.6) - 0.01  # a drooping leaf must not poke out the top
    for s in range(stems):
        a = s * 2.4 + rng.uniform(-0.3, 0.3)  # golden-angle spread around the pot
        reach = rng.uniform(0.1, 0.3) * min(w, d)
        tall = soil + (ceiling - soil) * (1.0 - 0.45 * s / stems) * rng.uniform(0.92, 1.0)
        top = (reach * math.cos(a), reach * math.sin(a), tall)
        kit.strut((0.0, 0.0, soil), top, 0.006, "leaves", segments=6)
        for k in range(4):
            t = 0.35 + 0.65 * k / 3
            z = soil + (top[2] - soil) * t
            _leaf(kit, top[0] * t, top[1] * t, z, leaf * rng.uniform(0.8, 1.05),
                  a + rng.uniform(-1.3, 1.3), rng.uniform(0.1, 0.6), half)


def build_small_plant(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    soil = _pot(kit, w, d, 0.45 * h, rng)
    half = (w / 2, d / 2)
    leaf = 0.5 * min(w, d)
    count = rng.randint(12, 16)
    for k in range(count):
        yaw = k * 2.4 + rng.uniform(-0.2, 0.2)
        up = rng.uniform(0.4, 1.0)  # negative pitch lifts the tip
        top = h - 0.5 * leaf * math.sin(up) - 0.01
        z = soil + (top - soil) * rng.uniform(0.25, 1.0)
        _leaf(kit, 0.0, 0.0, z, leaf * rng.uniform(0.8, 1.05), yaw, -up, half)


def build_painting(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    b = 0.06 * min(w, h)
    y0, y1 = -d / 2, d / 2
    kit.box((-w / 2, y0, 0.0), (w / 2, y1, b), "frame")
    kit.box((-w / 2, y0, h - b), (w / 2, y1, h), "frame")
    kit.box((-w / 2, y0, b), (-w / 2 + b, y1, h - b), "frame")
    kit.box((w / 2 - b, y0, b), (w / 2, y1, h - b), "frame")
    face = y0 + 0.012
    kit.box((-w / 2 + b, face, b), (w / 2 - b, y1 - 0.004, h - b), "canvas")
    # abstract colour fields: recoloured copies of the canvas material, proud of the canvas
    cw, ch = w - 2 * b, h - 2 * b
    for colour in rng.sample(ART_PALETTE, 3):
        fw, fh = cw * rng.uniform(0.25, 0.55), ch * rng.uniform(0.2, 0.5)
        fx = -w / 2 + b + rng.uniform(0.05, 0.95) * (cw - fw)
        fz = b + rng.uniform(0.05, 0.95) * (ch - fh)
        kit.box((fx, face - 0.002, fz), (fx + fw, face, fz + fh),
                kit.tinted_slot("canvas", colour))


def build_laptop(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    base_t, lid_t = 0.018, 0.007
    tilt = math.radians(rng.uniform(12.0, 20.0))
    lid = (h - base_t - lid_t * math.sin(tilt)) / math.cos(tilt)
    hinge_y = d / 2 - (lid * math.sin(tilt) + lid_t * math.cos(tilt))
    kit.box((-w / 2, -d / 2, 0.0), (w / 2, hinge_y + 0.004, base_t), "body", bevel=0.003,
            segments=1)
    kit.box((-w / 2 + 0.025, hinge_y - 0.12, base_t - 0.001),
            (w / 2 - 0.025, hinge_y - 0.02, base_t + 0.0008), "screen")  # keyboard deck
    turn = Matrix.Translation((0.0, hinge_y, base_t)) @ Matrix.Rotation(-tilt, 4, "X")
    kit.box((-w / 2, 0.0, 0.0), (w / 2, lid_t, lid), "body", bevel=0.003, segments=1,
            matrix=turn)
    kit.box((-w / 2 + 0.01, -0.001, 0.012), (w / 2 - 0.01, 0.0005, lid - 0.01), "screen",
            matrix=turn)


def build_mug(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(d / 2, w / 2 - 0.018)
    cx = -w / 2 + r
    kit.lathe(((0.0, 0.0), (r * 0.92, 0.0), (r, 0.05 * h), (r, h), (r - 0.005, h),
               (r - 0.005, 0.1 * h), (0.0, 0.1 * h)), "ceramic", x=cx, segments=24)
    xs, xe = cx + r - 0.004, w / 2 - 0.007
    pts = ((xs, 0.0, 0.78 * h), (xe, 0.0, 0.7 * h), (xe, 0.0, 0.35 * h), (xs, 0.0, 0.27 * h))
    for a, b in itertools.pairwise(pts):
        kit.strut(a, b, 0.0065, "ceramic")


def build_vase(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    body = rng.uniform(0.6, 0.72) * h
    kit.lathe(((0.0, 0.0), (0.55 * r, 0.0), (r, 0.3 * body), (0.85 * r, 0.65 * body),
               (0.38 * r, 0.92 * body), (0.45 * r, body), (0.36 * r, body),
               (0.3 * r, 0.85 * body), (0.0, 0.85 * body)), "ceramic", segments=24)
    for k in range(rng.randint(4, 6)):  # a few stems of small leaves (eucalyptus-like)
        a = k * 2.4 + rng.uniform(-0.2, 0.2)
        lean = rng.uniform(0.35, 0.6) * r
        tip = (lean * math.cos(a), lean * math.sin(a), h * rng.uniform(0.86, 0.97))
        kit.strut((0.0, 0.0, 0.8 * body), tip, 0.0025, "leaves", segments=5)
        for j in range(3):
            t = 0.55 + 0.22 * j
            x, y = tip[0] * t, tip[1] * t
            z = 0.8 * body + (tip[2] - 0.8 * body) * t
            _leaf(kit, x, y, z, 0.45 * r, a + rng.uniform(-1.5, 1.5), rng.uniform(0.0, 0.5),
                  (r, r))


def build_coat_rack(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Turned pole on four splayed feet, two tiers of hooks, a knob on top. The upper hooks
    face its four sides, where `holds` hangs the prompt's coats."""
    w, d, h = size
    reach = coat_rack_reach(w, d)
    hub = 0.22 * h
    pole_r = 0.022
    kit.cylinder(0.0, 0.0, 0.03, h - 0.05, pole_r, "wood", r_top=0.8 * pole_r, segments=16)
    kit.ellipsoid((0.0, 0.0, h - 0.035), (0.032, 0.032, 0.035), "wood", u=16, v=8)
    kit.lathe(((0.0, hub - 0.06), (0.034, hub - 0.05), (0.04, hub), (0.03, hub + 0.05),
               (0.0, hub + 0.06)), "wood", segments=16)  # collar the feet spring from
    for k in range(4):
        a = k * math.pi / 2
        ca, sa = math.cos(a), math.sin(a)
        knee = (0.6 * reach * ca, 0.6 * reach * sa, 0.09)
        kit.strut((0.03 * ca, 0.03 * sa, hub), knee, 0.016, "wood", r_end=0.014)
        kit.strut(knee, (reach * ca, reach * sa, 0.022), 0.014, "wood", r_end=0.012)
        kit.ellipsoid((reach * ca, reach * sa, 0.012), (0.022, 0.022, 0.012), "metal",
                      u=10, v=6)
    tiers = ((h - COAT_HOOK_DROP, COAT_HOOK_REACH * reach, 4), (h - 0.36, 0.55 * reach, 4))
    for t, (z, out, n) in enumerate(tiers):
        for k in range(n):
            a = (k + 0.5 * t) * 2 * math.pi / n
            ca, sa = math.cos(a), math.sin(a)
            bend = (out * ca, out * sa, z - 0.03)
            kit.strut((pole_r * ca, pole_r * sa, z), bend, 0.006, "metal", segments=8)
            tip = ((out + COAT_HOOK_TIP) * ca, (out + COAT_HOOK_TIP) * sa, z + COAT_HOOK_RISE)
            kit.strut(bend, tip, 0.006, "metal", segments=8)
            ball = COAT_HOOK_BALL
            kit.ellipsoid(tip, (ball, ball, ball), "metal", u=10, v=6)
