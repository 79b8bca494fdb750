"""Tabletop still life: a stack of books and a bowl of fruit (imports bpy via PartKit).

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h].
Colour variety comes from tinted copies of the one declared slot (`PartKit.tinted_slot`), and
the first piece always takes the plain slot so the texture agent's material is seen.
"""

from __future__ import annotations

import math
import random

from mathutils import Matrix

from agents.geometry.blender_casework import BOOK_PALETTE
from agents.geometry.blender_mesh import PartKit, Vec3
from agents.geometry.catalog import FRUIT_BOWL_FLOOR, FRUIT_BOWL_WELL

PAGES = (0.86, 0.83, 0.74)
FRUIT = {"apple": (0.62, 0.08, 0.05), "green_apple": (0.45, 0.6, 0.15),
         "orange": (0.85, 0.38, 0.05), "lemon": (0.9, 0.75, 0.15), "plum": (0.25, 0.05, 0.15)}
STALK = (0.18, 0.11, 0.05)


def lying_book(kit: PartKit, cx: float, cy: float, z: float, size: Vec3, yaw: float,
               cover: str, pages: str) -> None:
    """A closed book lying flat: boards and spine in `cover`, the page block in `pages`."""
    bw, bd, bt = size
    ct = min(0.003, bt / 5)
    turn = Matrix.Translation((cx, cy, 0.0)) @ Matrix.Rotation(yaw, 4, "Z")
    kit.box((-bw / 2, -bd / 2, z), (bw / 2, bd / 2, z + ct), cover, matrix=turn)
    kit.box((-bw / 2, -bd / 2, z + bt - ct), (bw / 2, bd / 2, z + bt), cover, matrix=turn)
    kit.box((-bw / 2, -bd / 2, z), (-bw / 2 + ct, bd / 2, z + bt), cover, bevel=ct * 0.45,
            segments=2, matrix=turn)
    kit.box((-bw / 2 + ct, -bd / 2 + 0.003, z + ct), (bw / 2 - 0.003, bd / 2 - 0.003,
                                                      z + bt - ct), pages, matrix=turn)


def _fits(bw: float, bd: float, yaw: float) -> tuple[float, float]:
    """Half extents of a bw x bd rectangle turned by yaw."""
    c, s = abs(math.cos(yaw)), abs(math.sin(yaw))
    return (bw * c + bd * s) / 2, (bw * s + bd * c) / 2


def build_book_stack(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    count = rng.randint(3, 5)
    weights = [rng.uniform(0.6, 1.4) for _ in range(count)]
    pages = kit.tinted_slot("books", PAGES)
    colours = rng.sample(BOOK_PALETTE, count)
    z = 0.0
    for i in range(count):
        bt = h * weights[i] / sum(weights)
        shrink = 1.0 - 0.22 * i / count  # bigger books at the bottom
        yaw = rng.uniform(-0.12, 0.12) + (math.pi if rng.random() < 0.5 else 0.0)
        bw, bd = w * shrink * rng.uniform(0.86, 0.95), d * shrink * rng.uniform(0.84, 0.95)
        ex, ey = _fits(bw, bd, yaw)
        k = min(1.0, (w / 2) / ex, (d / 2) / ey)  # keep the turned book inside the box
        bw, bd, ex, ey = bw * k, bd * k, ex * k, ey * k
        cx = rng.uniform(-1.0, 1.0) * (w / 2 - ex)
        cy = rng.uniform(-1.0, 1.0) * (d / 2 - ey)
        slot = "books" if i == 0 else kit.tinted_slot("books", colours[i])
        lying_book(kit, cx, cy, z, (bw, bd, bt), yaw, slot, pages)
        z += bt


def build_fruit_bowl(kit: PartKit, size: Vec3, rng: random.Random, fruit: bool = True) -> None:
    """A bowl with a flat inner floor (its well, where fruit put in it stand) heaped
    with fruit of its own; `fruit=False`: empty and as deep as its box, for fruit the scene
    places in it as objects."""
    w, d, h = size
    r = min(w, d) / 2
    fr = min(0.23 * r, 0.42 * h)  # fruit radius
    rim = h - 1.35 * fr if fruit else h  # the fruit heap rises over the rim
    floor, flat = FRUIT_BOWL_FLOOR * h, (1 - 2 * FRUIT_BOWL_WELL) * r
    # up the outside (below the flat inner floor out to past its edge), over the rim and
    # down the inside to the floor: a closed wall that what stands on the floor never cuts
    kit.lathe(((0.0, 0.0), (0.45 * r, 0.0), (0.45 * r, 0.5 * floor), (0.75 * r, 0.85 * floor),
               (0.9 * r, 0.55 * rim), (r, rim), (r - 0.006, rim), (0.86 * r, 0.55 * rim),
               (flat + 0.04 * r, floor + 0.2 * (rim - floor)), (flat, floor), (0.0, floor)),
              "ceramic", segments=40)
    if not fruit:
        return

    def inner_z(rad: float) -> float:  # the inner surface, roughly
        return floor + (rim - floor) * max(0.0, (rad - flat) / (0.95 * r - flat)) ** 2

    ring = max(4, min(6, round(2 * math.pi * 0.5 * r / (2.1 * fr))))
    rho = min(0.5 * r, r - 1.15 * fr)
    kinds = list(FRUIT)
    spin = rng.uniform(0.0, math.pi)
    spots = [(0.0, 0.0, inner_z(0.0) + fr)]
    spots += [(rho * math.cos(spin + 2 * math.pi * k / ring),
               rho * math.sin(spin + 2 * math.pi * k / ring),
               inner_z(rho + 0.6 * fr) + 0.9 * fr) for k in range(ring)]
    for j in range(rng.randint(1, 2)):  # one or two resting in the hollows on top
        a = spin + 2 * math.pi * (2 * j + 1) / (2 * ring) + j * math.pi
        x, y = 0.55 * rho * math.cos(a), 0.55 * rho * math.sin(a)
        z = max(oz + math.sqrt(max(0.0, (1.9 * fr) ** 2 - (x - ox) ** 2 - (y - oy) ** 2))
                for ox, oy, oz in spots)
        spots.append((x, y, z))
    for i, (x, y, z) in enumerate(spots):
        kind = rng.choice(kinds)
        slot = "fruit" if i == 0 else kit.tinted_slot("fruit", FRUIT[kind])
        s = fr * rng.uniform(0.9, 1.0)
        z = min(z, h - s)
        if kind == "lemon":
            kit.ellipsoid((x, y, z), (s * 1.25, s * 0.9, s * 0.9), slot,
                          yaw=rng.uniform(0, math.pi), u=16, v=10)
            continue
        squash = 0.88 if "apple" in kind else 0.95
        kit.ellipsoid((x, y, z), (s, s, s * squash), slot, u=16, v=10)
        if "apple" in kind or kind == "plum":
            top = z + s * squash
            kit.strut((x, y, top - 0.006), (x + 0.003, y, min(top + 0.006, h - 0.002)), 0.0018,
                      kit.tinted_slot("fruit", STALK), segments=5)
