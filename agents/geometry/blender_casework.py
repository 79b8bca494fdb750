"""Cabinets and storage: carcass + fronts + handles (imports bpy via PartKit).

Builders take (kit, size, rng) and model inside x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h]
with the front at -Y. Fronts sit just behind the handle zone so handles stay inside the box.
"""

from __future__ import annotations

import random

from agents.geometry.blender_mesh import PartKit, Vec3
from agents.geometry.catalog import TOY_BOX_FLOOR, spec

HANDLE_DEPTH = 0.022  # how far handles stand proud of a front
FRONT_T = 0.018  # thickness of doors and drawer fronts
GAP = 0.004  # reveal between neighbouring fronts


def legs4(kit: PartKit, w: float, d: float, z1: float, slot: str, *, r: float = 0.018,
          inset: float = 0.03, round_: bool = True, y_front: float | None = None) -> None:
    """Four legs under a rectangle; `y_front` moves the front pair back (behind handles)."""
    yf = -d / 2 + inset + r if y_front is None else y_front + r
    for x in (-w / 2 + inset + r, w / 2 - inset - r):
        for y in (yf, d / 2 - inset - r):
            if round_:
                kit.cylinder(x, y, 0.0, z1, r, slot, r_top=r * 1.15, segments=10)
            else:
                kit.box((x - r, y - r, 0.0), (x + r, y + r, z1), slot)


def handle(kit: PartKit, x: float, z: float, y_front: float, slot: str, style: str,
           length: float) -> None:
    """A handle on a front whose face is at `y_front`: horizontal bar, vertical bar or knob."""
    y0 = y_front - HANDLE_DEPTH
    if style == "knob":
        kit.strut((x, y_front, z), (x, y0 + 0.004, z), 0.008, slot, r_end=0.013, segments=12)
        return
    half = length / 2
    if style == "bar":
        kit.box((x - half, y0, z - 0.006), (x + half, y0 + 0.012, z + 0.006), slot)
        posts = ((x - half + 0.01, z), (x + half - 0.01, z))
    else:  # vertical bar
        kit.box((x - 0.006, y0, z - half), (x + 0.006, y0 + 0.012, z + half), slot)
        posts = ((x, z - half + 0.01), (x, z + half - 0.01))
    for px, pz in posts:
        kit.box((px - 0.005, y0 + 0.011, pz - 0.005), (px + 0.005, y_front, pz + 0.005), slot)


def fronts(kit: PartKit, x0: float, x1: float, z0: float, z1: float, y_face: float,
           cols: int, rows: int, slot: str, handle_slot: str | None, style: str = "bar"
           ) -> None:
    """A grid of doors/drawer fronts with their face at `y_face` and handles in front."""
    cw, rh = (x1 - x0) / cols, (z1 - z0) / rows
    for c in range(cols):
        for r in range(rows):
            ax, bx = x0 + c * cw + GAP / 2, x0 + (c + 1) * cw - GAP / 2
            az, bz = z0 + r * rh + GAP / 2, z0 + (r + 1) * rh - GAP / 2
            kit.box((ax, y_face, az), (bx, y_face + FRONT_T, bz), slot, bevel=0.003, segments=1)
            if handle_slot is None:
                continue
            if style == "vbar":  # doors: handle by the meeting edge, at hand height
                hx = bx - 0.05 if (ax + bx) / 2 < 0 or cols == 1 else ax + 0.05
                length = min(0.5 * (bz - az), 0.35)
                hz = az + 0.55 * (bz - az)
                handle(kit, hx, hz, y_face, handle_slot, "vbar", length)
            else:
                hz = az + 0.62 * (bz - az) if rows > 1 else az + 0.8 * (bz - az)
                handle(kit, (ax + bx) / 2, hz, y_face, handle_slot, style,
                       min(0.45 * (bx - ax), 0.16))


def _carcass(kit: PartKit, w: float, d: float, z0: float, z1: float, slot: str) -> float:
    """Body box behind the fronts; returns the y of the fronts' face."""
    y_face = -d / 2 + HANDLE_DEPTH
    kit.box((-w / 2, y_face + FRONT_T - 0.001, z0), (w / 2, d / 2, z1), slot, bevel=0.004,
            segments=1)
    return y_face


def build_nightstand(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    leg_h = 0.14 * h
    legs4(kit, w, d, leg_h + 0.01, "body", r=0.016, inset=0.02, y_front=-d / 2 + 0.045)
    y_face = _carcass(kit, w, d, leg_h, h, "body")
    style = rng.choice(("knob", "bar"))
    fronts(kit, -w / 2 + 0.015, w / 2 - 0.015, leg_h + 0.015, h - 0.03, y_face, 1, 2, "body",
           "handle", style)


def build_dresser(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    leg_h = 0.1 * h
    legs4(kit, w, d, leg_h + 0.01, "body", r=0.018, inset=0.02, y_front=-d / 2 + 0.045)
    y_face = _carcass(kit, w, d, leg_h, h, "body")
    cols = 2 if w > 0.9 else 1
    fronts(kit, -w / 2 + 0.02, w / 2 - 0.02, leg_h + 0.015, h - 0.03, y_face, cols, 3, "body",
           "handle", rng.choice(("knob", "bar")))


def build_wardrobe(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    plinth = 0.05 * h
    kit.box((-w / 2 + 0.03, -d / 2 + 0.06, 0.0), (w / 2 - 0.03, d / 2, plinth + 0.01), "body")
    y_face = _carcass(kit, w, d, plinth, h, "body")
    doors = 3 if w > 1.5 else 2
    fronts(kit, -w / 2 + 0.01, w / 2 - 0.01, plinth + 0.01, h - 0.015, y_face, doors, 1,
           "body", "handle", "vbar")


def build_filing_cabinet(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    y_face = _carcass(kit, w, d, 0.0, h, "body")
    fronts(kit, -w / 2 + 0.015, w / 2 - 0.015, 0.02, h - 0.02, y_face, 1, 3, "body", "handle",
           "bar")


def build_tv_stand(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    leg_h = 0.16 * h
    legs4(kit, w, d, leg_h + 0.01, "legs", r=0.015, inset=0.05)
    y_face = _carcass(kit, w, d, leg_h, h, "body")
    # push-to-open fronts: the reveals alone read as doors
    fronts(kit, -w / 2 + 0.015, w / 2 - 0.015, leg_h + 0.015, h - 0.02, y_face,
           3 if w > 1.3 else 2, 1, "body", None)


def build_counter(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    top_t, plinth = 0.04, 0.1 * h
    kit.box((-w / 2, -d / 2 + 0.07, 0.0), (w / 2, d / 2 - 0.02, plinth + 0.01), "body")
    y_face = _carcass(kit, w, d, plinth, h - top_t, "body")
    cols = max(1, round(w / 0.6))
    x0, x1 = -w / 2 + 0.005, w / 2 - 0.005
    band = 0.22 * (h - top_t - plinth)
    fronts(kit, x0, x1, h - top_t - band, h - top_t - 0.005, y_face, cols, 1, "body", "handle",
           "bar")
    fronts(kit, x0, x1, plinth + 0.005, h - top_t - band, y_face, cols, 1, "body", "handle",
           "bar")
    kit.box((-w / 2, -d / 2, h - top_t), (w / 2, d / 2, h), "top", bevel=0.006, segments=2)


def build_fridge(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    w, d, h = size
    y_face = -d / 2 + HANDLE_DEPTH
    kit.box((-w / 2, y_face + 0.03, 0.0), (w / 2, d / 2, h), "body", bevel=0.02, segments=3)
    split = 0.36 * h
    for z0, z1, top in ((0.02, split - GAP, False), (split + GAP, h - 0.005, True)):
        kit.box((-w / 2 + 0.003, y_face, z0), (w / 2 - 0.003, y_face + 0.04, z1), "body",
                bevel=0.015, segments=3)
        length = min(0.45 * (z1 - z0), 0.5)
        hz = z0 + length / 2 + 0.06 if top else z1 - length / 2 - 0.05
        handle(kit, w / 2 - 0.06, hz, y_face, "handle", "vbar", length)


BOOK_PALETTE = ((0.42, 0.09, 0.07), (0.09, 0.16, 0.32), (0.12, 0.27, 0.17), (0.62, 0.45, 0.16),
                (0.78, 0.74, 0.64), (0.2, 0.18, 0.17), (0.45, 0.25, 0.4), (0.7, 0.3, 0.12))


BOOKSHELF_LEVELS = (0.037, *spec("bookshelf").shelves)  # the plinth's top, then the shelves


def build_bookshelf(kit: PartKit, size: Vec3, rng: random.Random, bare: int = 0) -> None:
    """Shelves at the catalog's levels, each with a row of books unless bit r of `bare` says
    things the plan put there stand on shelf r (bit 0, the plinth row, keeps its books)."""
    w, d, h = size
    t, back = 0.022, 0.008
    base = BOOKSHELF_LEVELS[0] * h
    kit.box((-w / 2, -d / 2, 0.0), (-w / 2 + t, d / 2, h), "body")
    kit.box((w / 2 - t, -d / 2, 0.0), (w / 2, d / 2, h), "body")
    kit.box((-w / 2 + t, -d / 2, h - t), (w / 2 - t, d / 2, h), "body")
    kit.box((-w / 2 + t, -d / 2 + 0.01, 0.0), (w / 2 - t, d / 2, base), "body")
    kit.box((-w / 2 + t, d / 2 - back, base), (w / 2 - t, d / 2, h - t), "body")
    pitch = (BOOKSHELF_LEVELS[1] - BOOKSHELF_LEVELS[0]) * h
    tints = ["books"] + [kit.tinted_slot("books", c) for c in rng.sample(BOOK_PALETTE, 5)]
    for r, frac in enumerate(BOOKSHELF_LEVELS):
        z0 = frac * h
        if r > 0:
            kit.box((-w / 2 + t, -d / 2 + 0.005, z0 - t), (w / 2 - t, d / 2 - back, z0), "body")
        if bare >> r & 1 and r > 0:  # the plinth row keeps its books: the slot stays in use
            continue
        # the first book of the first row takes the untinted slot so that slot is always used
        _book_row(kit, -w / 2 + t + 0.005, w / 2 - t - 0.005, z0, pitch - t - 0.02,
                  d / 2 - back - 0.004, d - back - 0.02, tints, rng, first=r == 0)


def _book_row(kit: PartKit, x0: float, x1: float, z0: float, gap: float, y_back: float,
              max_depth: float, tints: list[str], rng: random.Random, first: bool) -> None:
    """Books standing left to right with varied sizes; sometimes a gap or a lying stack."""
    x = x0 + rng.uniform(0.0, 0.08)
    bw, bh = rng.uniform(0.018, 0.045), gap * rng.uniform(0.62, 0.95)
    kit.box((x, y_back - max_depth * 0.9, z0), (x + bw, y_back, z0 + bh),
            tints[0] if first else rng.choice(tints))
    x += bw + 0.001
    stop = x1 - (x1 - x0) * rng.uniform(0.0, 0.35)
    while x < stop:
        roll = rng.random()
        if roll < 0.08:
            x += rng.uniform(0.04, 0.12)
            continue
        if roll < 0.14 and x + 0.22 < x1:  # a small stack lying flat
            z = z0
            for _ in range(rng.randint(2, 4)):
                bh = rng.uniform(0.025, 0.045)
                bw = rng.uniform(0.16, 0.21)
                kit.box((x, y_back - rng.uniform(0.6, 0.8) * max_depth, z),
                        (x + bw, y_back, z + bh), rng.choice(tints))
                z += bh
            x += 0.24
            continue
        bw = rng.uniform(0.018, 0.045)
        bh = gap * rng.uniform(0.62, 0.95)
        depth = max_depth * rng.uniform(0.7, 0.95)
        kit.box((x, y_back - depth, z0), (min(x + bw, x1), y_back, z0 + bh), rng.choice(tints))
        x += bw + 0.001


def build_sideboard(kit: PartKit, size: Vec3, rng: random.Random) -> None:
    """Long low cabinet on tapered legs: doors, or doors either side of a drawer bank."""
    w, d, h = size
    leg_h, top_t = 0.16 * h, 0.025
    for x in (-w / 2 + 0.06, w / 2 - 0.06):
        for y in (-d / 2 + HANDLE_DEPTH + 0.05, d / 2 - 0.06):
            kit.cylinder(x, y, 0.0, leg_h + 0.01, 0.013, "body", r_top=0.02, segments=12)
    y_face = _carcass(kit, w - 0.02, d - 0.01, leg_h, h - top_t, "body")
    kit.box((-w / 2, -d / 2 + HANDLE_DEPTH - 0.004, h - top_t), (w / 2, d / 2, h), "body",
            bevel=0.006, segments=2)
    z0, z1 = leg_h + 0.012, h - top_t - 0.008
    x0, x1 = -w / 2 + 0.02, w / 2 - 0.02
    if rng.random() < 0.5 and w > 1.2:
        third = (x1 - x0) / 3
        fronts(kit, x0, x0 + third, z0, z1, y_face, 1, 1, "body", "handle", "vbar")
        fronts(kit, x0 + third, x1 - third, z0, z1, y_face, 1, 3, "body", "handle", "bar")
        fronts(kit, x1 - third, x1, z0, z1, y_face, 1, 1, "body", "handle", "vbar")
    else:
        doors = max(2, round(w / 0.42))
        fronts(kit, x0, x1, z0, z1, y_face, doors, 1, "body", "handle",
               rng.choice(("vbar", "knob")))


TOY_COLOURS = ((0.85, 0.25, 0.2), (0.2, 0.45, 0.8), (0.95, 0.75, 0.2), (0.3, 0.65, 0.35))


def build_toy_box(kit: PartKit, size: Vec3, rng: random.Random, lid: bool = True) -> None:
    """An open-topped chest (its inner floor at `TOY_BOX_FLOOR` of its height) with rope
    handles and painted blocks in front; `lid`: closed by a rounded, overhanging lid, as it
    is while the scene puts nothing in it."""
    w, d, h = size
    lid_t, inset, wall = 0.045, 0.03, 0.025
    x0, y0, x1, y1 = -w / 2 + inset, -d / 2 + inset, w / 2 - inset, d / 2 - inset
    top = h - lid_t + 0.002 if lid else h
    kit.box((x0, y0, 0.025), (x1, y1, TOY_BOX_FLOOR * h), "body", bevel=0.01, segments=2)
    for a, b in (((x0, y0), (x1, y0 + wall)), ((x0, y1 - wall), (x1, y1)),
                 ((x0, y0), (x0 + wall, y1)), ((x1 - wall, y0), (x1, y1))):
        kit.box((a[0], a[1], 0.025), (b[0], b[1], top), "body", bevel=0.008, segments=2)
    if lid:
        kit.box((-w / 2, -d / 2, h - lid_t), (w / 2, d / 2, h), "lid", bevel=0.018,
                segments=3)
    for sx in (-1, 1):  # bun feet and side handles
        for sy in (-1, 1):
            kit.ellipsoid((sx * (w / 2 - inset - 0.05), sy * (d / 2 - inset - 0.05), 0.018),
                          (0.03, 0.03, 0.018), "lid", u=12, v=6)
        xs = sx * (w / 2 - inset)
        xo = sx * (w / 2 - 0.008)
        zh = 0.68 * h
        for y in (-0.06, 0.06):
            kit.strut((xs, y, zh), (xo, y * 0.8, zh - 0.012), 0.007, "lid", segments=8)
        kit.strut((xo, -0.048, zh - 0.012), (xo, 0.048, zh - 0.012), 0.007, "lid", segments=8)
    # letter blocks on the front: recoloured copies of the body, slightly proud
    colours = rng.sample(TOY_COLOURS, 3)
    side = min(0.12, 0.22 * w, 0.4 * h)
    yf = -d / 2 + inset
    for i, colour in enumerate(colours):
        cx = (i - 1) * side * 1.35
        cz = 0.45 * (h - lid_t) + rng.uniform(-0.03, 0.03)
        kit.box((cx - side / 2, yf - 0.012, cz - side / 2), (cx + side / 2, yf + 0.002,
                                                             cz + side / 2),
                kit.tinted_slot("body", colour), bevel=0.01, segments=2)
