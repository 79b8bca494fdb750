"""Light fittings: a ceiling lamp hung from its canopy and an articulated desk lamp.

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h]
(imports bpy via PartKit). A ceiling lamp's box top is the ceiling: its canopy sits at z = h.
"""

from __future__ import annotations

import itertools
import math
import random

from mathutils import Matrix, Vector

from agents.geometry.blender_mesh import PartKit, Vec3


def _canopy(kit: PartKit, h: float, stem_to: float, slot: str) -> None:
    """Ceiling rose and the stem down from it."""
    kit.lathe(((0.0, h), (0.065, h), (0.06, h - 0.018), (0.03, h - 0.03), (0.0, h - 0.03)),
              slot, segments=24)
    kit.cylinder(0.0, 0.0, stem_to, h - 0.028, 0.007, slot, segments=10)


def _dome(kit: PartKit, r: float, z0: float, z1: float) -> None:
    """A metal dome shade with wall thickness and a frosted diffuser across its mouth."""
    t, span = 0.006, z1 - z0
    outer = [(r, z0), (0.97 * r, z0 + 0.25 * span), (0.82 * r, z0 + 0.58 * span),
             (0.5 * r, z0 + 0.88 * span), (0.16 * r, z1)]
    kit.lathe([*outer, (0.0, z1)], "metal", segments=32)
    inner = [(rr - t, max(z - t, z0)) for rr, z in outer]
    kit.lathe([*inner, (0.0, z1 - t)], "metal", segments=32)
    kit.lathe(((r - t, z0), (r, z0)), "metal", segments=32)  # the lip
    kit.lathe(((r - t, z0 + 0.003), (0.78 * r, z0 + 0.012), (0.0, z0 + 0.018)), "shade",
              segments=32)


def _drum(kit: PartKit, r: float, z0: float, z1: float) -> None:
    """A fabric drum with a metal ring at each edge and a glowing diffuser underneath."""
    kit.lathe(((r, z0), (r, z1), (r - 0.004, z1), (r - 0.004, z0)), "shade", segments=40)
    for z in (z0, z1 - 0.008):
        kit.lathe(((r + 0.0, z), (r, z + 0.008), (r - 0.012, z + 0.008), (r - 0.012, z)),
                  "metal", segments=40)
    kit.cylinder(0.0, 0.0, z0 + 0.02, z0 + 0.026, r - 0.01, "shade", segments=40)
    for k in range(3):  # spider arms holding the drum on the stem
        a = k * 2 * math.pi / 3
        kit.strut((0.0, 0.0, z1 - 0.01), ((r - 0.01) * math.cos(a), (r - 0.01) * math.sin(a),
                                          z1 - 0.004), 0.004, "metal", segments=6)


def _arms(kit: PartKit, r: float, z0: float, z1: float, rng: random.Random) -> None:
    """A small chandelier: curved arms from a hub, each holding an upturned glass cup."""
    n = rng.choice((3, 5, 6))
    cup_r, cup_h = min(0.07, r * 0.28), min(0.09, (z1 - z0) * 0.6)
    hub_z = z0 + 0.45 * (z1 - z0)
    kit.ellipsoid((0.0, 0.0, hub_z), (0.035, 0.035, 0.05), "metal", u=12, v=8)
    kit.cylinder(0.0, 0.0, z0, hub_z, 0.01, "metal", segments=8)
    kit.ellipsoid((0.0, 0.0, z0 + 0.012), (0.018, 0.018, 0.012), "metal", u=10, v=6)
    reach = r - cup_r - 0.002
    for k in range(n):
        a = k * 2 * math.pi / n + 0.3
        ca, sa = math.cos(a), math.sin(a)
        pts = [(0.02 * ca, 0.02 * sa, hub_z), (0.55 * reach * ca, 0.55 * reach * sa, z0 + 0.02),
               (reach * ca, reach * sa, z0 + 0.03), (reach * ca, reach * sa, z0 + 0.06)]
        for p, q in itertools.pairwise(pts):
            kit.strut(p, q, 0.006, "metal", segments=8)
        cz = z0 + 0.06
        kit.lathe(((0.0, cz), (0.45 * cup_r, cz), (cup_r, cz + cup_h), (cup_r - 0.004, cz + cup_h),
                   (0.4 * cup_r, cz + 0.006), (0.0, cz + 0.006)), "shade", x=reach * ca,
                  y=reach * sa, segments=20)


def build_ceiling_lamp(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    r = min(w, d) / 2
    style = rng.choice(("dome", "drum", "arms"))
    if style == "dome":
        z1 = rng.uniform(0.4, 0.55) * h
        _canopy(kit, h, z1 - 0.005, "metal")
        _dome(kit, r, 0.0, z1)
    elif style == "drum":
        z1 = rng.uniform(0.35, 0.45) * h
        _canopy(kit, h, z1 - 0.01, "metal")
        _drum(kit, r, 0.0, z1)
    else:
        top = 0.75 * h
        _canopy(kit, h, top, "metal")
        _arms(kit, r, 0.0, top, rng)


def build_desk_lamp(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Weighted base at the back, a two-bar arm with joints, a cone head aimed down-forward."""
    w, d, h = size
    base_r = min(w / 2, 0.09) - 0.002
    by = d / 2 - base_r
    kit.lathe(((0.0, 0.0), (base_r, 0.0), (base_r, 0.012), (0.85 * base_r, 0.03),
               (0.0, 0.032)), "base", y=by, segments=32)
    pivot = Vector((0.0, by, 0.05))
    kit.cylinder(0.0, by, 0.03, pivot.z, 0.015, "base", segments=12)
    lean = rng.uniform(-0.12, 0.05)  # lower arm: slightly back or forward of upright
    elbow = Vector((0.0, by + lean * (h - 0.1), h - 0.05))
    head_r, head_len = min(w / 2 - 0.01, 0.07), min(0.13, 0.3 * h)
    tilt = math.radians(rng.uniform(25.0, 40.0))
    reach = head_len * math.sin(tilt) + head_r * math.cos(tilt) + 0.004
    tip = Vector((0.0, -d / 2 + reach, h - 0.06 - rng.uniform(0.0, 0.04)))
    for x in (-0.012, 0.012):  # twin bars
        kit.strut((x, pivot.y, pivot.z), (x, elbow.y, elbow.z), 0.005, "base", segments=8)
        kit.strut((x, elbow.y, elbow.z), (x, tip.y + 0.02, tip.z + 0.01), 0.005, "base",
                  segments=8)
    for joint in (pivot, elbow):
        kit.strut((-0.02, joint.y, joint.z), (0.02, joint.y, joint.z), 0.011, "base",
                  segments=12)
    spring = pivot.lerp(elbow, 0.5)
    kit.strut((0.0, pivot.y + 0.02, pivot.z + 0.02), tuple(spring), 0.006, "base", segments=8)
    # head: a cone opening downwards, its axis tipped towards the front
    head = Matrix.Translation(tip) @ Matrix.Rotation(-tilt, 4, "X")
    prof = ((0.0, 0.0), (0.025, 0.0), (0.03, -0.03), (head_r, -head_len),
            (head_r - 0.003, -head_len), (0.028, -0.033), (0.0, -0.033))
    kit.lathe(prof, "shade", segments=28, matrix=head)
    kit.ellipsoid(tuple(head @ Vector((0.0, 0.0, -0.055))), (0.022, 0.022, 0.026), "base",
                  u=10, v=6)
    kit.strut(tuple(tip), (0.0, tip.y + 0.02, tip.z + 0.01), 0.009, "base", segments=8)
