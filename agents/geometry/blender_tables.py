"""Tables and desks: a top, legs, and the odd shelf or apron (imports bpy via PartKit)."""

from __future__ import annotations

import math
import random

from agents.geometry.blender_casework import legs4
from agents.geometry.blender_mesh import PartKit, Vec3

CURVED = ("round", "oval")


def _legs_under_oval(kit: PartKit, w: float, d: float, z1: float, *, r: float,
                     reach: float = 0.62) -> None:
    """Four legs under an oval top, on its diagonals at `reach` of the way to its rim."""
    k = reach / math.sqrt(2)
    for sx in (-1, 1):
        for sy in (-1, 1):
            kit.cylinder(sx * k * w / 2, sy * k * d / 2, 0.0, z1, r, "legs", r_top=r * 1.15,
                         segments=10)


def _pedestal(kit: PartKit, w: float, d: float, z1: float, column: float) -> None:
    """A central column on a round foot, under a round or oval top."""
    kit.cylinder(0.0, 0.0, 0.03, z1, column, "legs", segments=20)
    kit.slab(0.3 * w, 0.3 * d, 0.0, 0.035, "legs", segments=32)


def build_coffee_table(kit: PartKit, size: Vec3, rng: random.Random,
                       shape: str | None = None) -> None:
    w, d, h = size
    top_t = 0.035
    if shape in CURVED:
        kit.slab(w / 2, d / 2, h - top_t, h, "top")
        _legs_under_oval(kit, w, d, h - top_t + 0.005, r=0.022)
        if rng.random() < 0.7:  # a lower shelf, as on the square ones
            z = 0.16 * h
            kit.slab(0.42 * w, 0.42 * d, z, z + 0.018, "top")
        return
    kit.box((-w / 2, -d / 2, h - top_t), (w / 2, d / 2, h), "top", bevel=0.01, segments=2)
    legs4(kit, w, d, h - top_t + 0.005, "legs", r=0.022, inset=0.05)
    if rng.random() < 0.7:  # lower shelf on most
        z = 0.16 * h
        kit.box((-w / 2 + 0.06, -d / 2 + 0.06, z), (w / 2 - 0.06, d / 2 - 0.06, z + 0.018),
                "top")


def build_desk(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    top_t = 0.03
    kit.box((-w / 2, -d / 2, h - top_t), (w / 2, d / 2, h), "top", bevel=0.006, segments=2)
    legs4(kit, w, d, h - top_t + 0.002, "legs", r=0.02, inset=0.04, round_=False)
    kit.box((-w / 2 + 0.08, d / 2 - 0.06, 0.45 * h), (w / 2 - 0.08, d / 2 - 0.045, h - top_t),
            "legs")  # modesty panel stiffens it visually
    if w > 1.1 and rng.random() < 0.6:  # drawer box under one side
        side = rng.choice((-1, 1))
        x0, x1 = sorted((side * (w / 2 - 0.1), side * (w / 2 - 0.5)))
        kit.box((x0, -d / 2 + 0.05, h - top_t - 0.16), (x1, d / 2 - 0.08, h - top_t), "top",
                bevel=0.004, segments=1)


def build_dining_table(kit: PartKit, size: Vec3, rng: random.Random,
                       shape: str | None = None) -> None:
    w, d, h = size
    top_t, apron = 0.04, 0.09
    if shape in CURVED:
        kit.slab(w / 2, d / 2, h - top_t, h, "top")
        kit.slab(0.4 * w, 0.4 * d, h - top_t - apron, h - top_t + 0.002, "top")
        if shape == "round" and rng.random() < 0.5:  # a round table often stands on one foot
            _pedestal(kit, w, d, h - top_t - apron + 0.002, 0.07)
        else:
            _legs_under_oval(kit, w, d, h - top_t + 0.002, r=0.03)
        return
    kit.box((-w / 2, -d / 2, h - top_t), (w / 2, d / 2, h), "top", bevel=0.008, segments=2)
    kit.box((-w / 2 + 0.07, -d / 2 + 0.07, h - top_t - apron), (w / 2 - 0.07, d / 2 - 0.07,
                                                                h - top_t), "top")
    legs4(kit, w, d, h - top_t + 0.002, "legs", r=0.03, inset=0.06, round_=rng.random() < 0.5)


def build_cafe_table(kit: PartKit, size: Vec3, rng: random.Random,
                     shape: str | None = None) -> None:
    w, d, h = size
    r = min(w, d) / 2
    if shape in ("square", "rectangular"):  # a square top on the same column and a square foot
        kit.box((-w / 2, -d / 2, h - 0.03), (w / 2, d / 2, h), "top", bevel=0.006, segments=2)
        kit.cylinder(0.0, 0.0, 0.02, h - 0.03, 0.03, "legs", segments=12)
        kit.box((-0.28 * w, -0.28 * d, 0.0), (0.28 * w, 0.28 * d, 0.02), "legs", bevel=0.004,
                segments=1)
        return
    kit.cylinder(0.0, 0.0, h - 0.03, h, r, "top", segments=32)
    kit.cylinder(0.0, 0.0, 0.02, h - 0.03, 0.03, "legs", segments=12)
    kit.lathe(((0.0, 0.0), (0.55 * r, 0.0), (0.5 * r, 0.02), (0.08, 0.035), (0.0, 0.035)),
              "legs", segments=28)


def build_side_table(kit: PartKit, size: Vec3, rng: random.Random,
                     shape: str | None = None) -> None:
    """A square table on four legs with a shelf, or a round one on three legs or a pedestal
    (`shape`: "round", "square" or "rectangular"; the layout picks it, `shapes.shape_of`)."""
    w, d, h = size
    style = "square" if shape in ("square", "rectangular") else rng.choice(("round", "pedestal"))
    r = min(w, d) / 2
    top_t = 0.028
    if style == "square":
        kit.box((-w / 2, -d / 2, h - top_t), (w / 2, d / 2, h), "top", bevel=0.008, segments=2)
        legs4(kit, w, d, h - top_t + 0.002, "legs", r=0.017, inset=0.025, round_=False)
        z = 0.22 * h  # a lower shelf
        kit.box((-w / 2 + 0.03, -d / 2 + 0.03, z), (w / 2 - 0.03, d / 2 - 0.03, z + 0.016),
                "top", bevel=0.003, segments=1)
        return
    kit.cylinder(0.0, 0.0, h - top_t, h, r, "top", segments=40)
    kit.lathe(((r, h - top_t), (r - 0.006, h - top_t - 0.006), (0.0, h - top_t - 0.006)),
              "top", segments=40)  # soft underside edge
    if style == "pedestal":
        kit.cylinder(0.0, 0.0, 0.02, h - top_t, 0.028, "legs", segments=16)
        kit.lathe(((0.0, 0.0), (0.75 * r, 0.0), (0.72 * r, 0.018), (0.1, 0.03), (0.0, 0.03)),
                  "legs", segments=32)
        return
    foot, top = r - 0.02, 0.55 * r
    for k in range(3):  # three splayed legs joined by a ring
        a = math.pi / 2 + k * 2 * math.pi / 3
        ca, sa = math.cos(a), math.sin(a)
        kit.strut((foot * ca, foot * sa, 0.004), (top * ca, top * sa, h - top_t), 0.016, "legs",
                  r_end=0.02)
