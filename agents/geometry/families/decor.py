"""Decor: clocks, mirrors, candles, sculpture, plants and pets' things, wall pieces, antiquities."""

from __future__ import annotations

import math

from agents.geometry.families._shapes import loop, ring, slant, soft_last
from agents.geometry.families._tidy import pair
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

DISPLAY = ("sideboard", "side_table", "bookshelf", "wall_shelf", "desk", "dresser",
           "coffee_table")
TABLES = ("coffee_table", "side_table", "dining_table", "sideboard", "cafe_table", "desk")


def _r(v: float) -> float:
    return round(v, 4)


def _baubles() -> tuple[Part, ...]:
    """Baubles on the christmas tree's tiers: (base radius, z0, z1, taper) per tier."""
    out = []
    tiers = ((0.5, 0.1, 0.48, 0.3), (0.41, 0.34, 0.68, 0.25), (0.31, 0.55, 0.84, 0.15))
    for k, (r0, z0, z1, taper) in enumerate(tiers):
        z = z0 + 0.3 * (z1 - z0)
        r = r0 * (1 - (1 - taper) * 0.3) - 0.02
        for j, deg in enumerate((-90, -35, -145, 20, 160)):
            a = math.radians(deg + 15 * k)
            x, y = r * math.cos(a), r * math.sin(a)
            out.append(sphere((_r(x - 0.035), _r(y - 0.035), _r(z - 0.02)),
                              (_r(x + 0.035), _r(y + 0.035), _r(z + 0.02)),
                              "red" if (j + k) % 2 else "brass"))
    return tuple(out)


def _globe(c: tuple[float, float, float], r: tuple[float, float, float]) -> tuple[Part, ...]:
    """A paper globe centred at `c` with radii `r`, and low continents on its near side."""
    out = [sphere((c[0] - r[0], c[1] - r[1], c[2] - r[2]), (c[0] + r[0], c[1] + r[1],
                                                           c[2] + r[2]), "paper")]
    rise, size = 0.045, 0.35  # land: spheres of 0.35 radii standing 0.045 radii proud
    for lon, lat in ((-145, 45), (-136, 34), (-133, 22), (-127, 9), (-121, -7),
                     (-117, -23), (-80, 50), (-70, 41), (-72, 26), (-65, 13), (-61, -1),
                     (-57, -16), (-35, 50), (-22, 47), (-10, 40), (-21, 33), (-6, 24)):
        a, b = math.radians(lon), math.radians(lat)
        d = 1 - size + rise
        x, y, z = (d * math.cos(b) * math.cos(a), d * math.cos(b) * math.sin(a),
                   d * math.sin(b))
        out.append(sphere(tuple(_r(c[i] + (v - size) * r[i]) for i, v in enumerate((x, y, z))),
                          tuple(_r(c[i] + (v + size) * r[i]) for i, v in enumerate((x, y, z))),
                          "foliage"))
    return tuple(out)


def _vines() -> tuple[Part, ...]:
    """Trailing stems round a hanging pot: chains of leaf clusters, drifting as they fall."""
    out = []
    for k, (deg, n) in enumerate(((-40, 3), (10, 4), (70, 2), (120, 4), (175, 3),
                                  (225, 4))):
        a = math.radians(deg)
        for j in range(n):
            rr = 0.34 + 0.03 * (j % 2) - 0.02 * j
            x, y = rr * math.cos(a + 0.25 * j), rr * math.sin(a + 0.25 * j)
            top = 0.62 - 0.12 * j - 0.03 * (k % 3)
            half = 0.085 - 0.012 * j
            out.append(sphere((_r(x - half), _r(y - half), _r(max(top - 0.17, 0.0))),
                              (_r(x + half), _r(y + half), _r(top)), "foliage"))
    return tuple(out)


def _neon_open() -> tuple[Part, ...]:
    """The word OPEN in glowing tubes, on a dark backing."""
    tx, tz, w, gap, y0, y1 = 0.03, 0.07, 0.19, 0.05, -0.45, 0.2
    lo_z, hi_z = 0.2, 0.8
    mid = (lo_z + hi_z) / 2
    out = [box((-0.5, 0.2, 0.0), (0.5, 0.5, 1.0), "dark_plastic")]

    def bar(x0: float, x1: float, z0: float, z1: float) -> None:
        out.append(box((_r(x0), y0, _r(z0)), (_r(x1), y1, _r(z1)), "shade"))

    x = -0.455
    # O
    bar(x, x + tx, lo_z, hi_z)
    bar(x + w - tx, x + w, lo_z, hi_z)
    bar(x + tx, x + w - tx, hi_z - tz, hi_z)
    bar(x + tx, x + w - tx, lo_z, lo_z + tz)
    x += w + gap  # P
    bar(x, x + tx, lo_z, hi_z)
    bar(x + tx, x + w, hi_z - tz, hi_z)
    bar(x + tx, x + w, mid - tz / 2, mid + tz / 2)
    bar(x + w - tx, x + w, mid + tz / 2, hi_z - tz)
    x += w + gap  # E
    bar(x, x + tx, lo_z, hi_z)
    bar(x + tx, x + w, hi_z - tz, hi_z)
    bar(x + tx, x + w - 0.04, mid - tz / 2, mid + tz / 2)
    bar(x + tx, x + w, lo_z, lo_z + tz)
    x += w + gap  # N
    bar(x, x + tx, lo_z, hi_z)
    bar(x + w - tx, x + w, lo_z, hi_z)
    inner, steps = w - 2 * tx, 4
    for i in range(steps):
        bar(x + tx + i * inner / steps, x + tx + (i + 1) * inner / steps,
            hi_z - (i + 1) * (hi_z - lo_z) / steps, hi_z - i * (hi_z - lo_z) / steps)
    return tuple(out)


def _sign_letters() -> tuple[Part, ...]:
    """Two lines of painted letters on a wooden board."""
    out = [soft_box((-0.5, -0.2, 0.0), (0.5, 0.5, 1.0), "wood")]
    lines = ((0.56, 0.78, (4, 3, 5)), (0.22, 0.44, (7,)))
    lw, lg, wg = 0.045, 0.018, 0.06
    for z0, z1, words in lines:
        total = sum(n * lw + (n - 1) * lg for n in words) + wg * (len(words) - 1)
        x = -total / 2
        for n in words:
            for i in range(n):
                top = z1 - (0.04 if (i + n) % 3 == 0 else 0.0)
                out.append(box((_r(x), -0.3, z0), (_r(x + lw), -0.2, top), "paper"))
                x += lw + lg
            x += wg - lg
    return tuple(out)


# a gallery wall's frames, (x0, z0, x1, z1) in fractions of its box, and what each shows
_GALLERY = (((-0.5, 0.42, -0.2, 1.0), "canvas"), ((-0.16, 0.6, 0.14, 1.0), "accent"),
            ((0.18, 0.5, 0.5, 1.0), "ivory"), ((-0.5, 0.0, -0.26, 0.36), "accent"),
            ((-0.22, 0.0, 0.1, 0.54), "canvas"), ((0.14, 0.0, 0.5, 0.44), "paper"))


def _gallery() -> tuple[Part, ...]:
    """Six frames of different sizes hung close together, each a moulding round a mount
    and its picture."""
    out: list[Part] = []
    for (x0, z0, x1, z1), picture in _GALLERY:
        bx, bz = 0.02, 0.035  # the moulding's width, as fractions of the box
        out += [box((x0, -0.5, z0), (x1, 0.5, _r(z0 + bz)), "frame"),
                box((x0, -0.5, _r(z1 - bz)), (x1, 0.5, z1), "frame"),
                box((x0, -0.5, _r(z0 + bz)), (_r(x0 + bx), 0.5, _r(z1 - bz)), "frame"),
                box((_r(x1 - bx), -0.5, _r(z0 + bz)), (x1, 0.5, _r(z1 - bz)), "frame"),
                box((_r(x0 + bx), -0.2, _r(z0 + bz)), (_r(x1 - bx), 0.5, _r(z1 - bz)), "paper"),
                box((_r(x0 + 3 * bx), -0.3, _r(z0 + 3 * bz)),
                    (_r(x1 - 3 * bx), -0.2, _r(z1 - 3 * bz)), picture)]
    return tuple(out)


def _relief() -> tuple[Part, ...]:
    """A stone slab with two raised figures in profile and columns of glyphs."""
    out = [box((-0.5, 0.0, 0.0), (0.5, 0.5, 1.0), "stone"),
           box((-0.5, -0.1, 0.92), (0.5, 0.0, 1.0), "ceramic"),  # frieze bands
           box((-0.5, -0.1, 0.0), (0.5, 0.0, 0.06), "ceramic")]
    for cx, facing in ((-0.3, 1), (0.3, -1)):
        out += [cylinder((cx - 0.04, -0.25, 0.7), (cx + 0.04, 0.0, 0.81), "ceramic_accent",
                         axis="y"),  # head
                box((cx - 0.045 - 0.01 * facing, -0.2, 0.74), (cx + 0.045 - 0.01 * facing,
                                                               0.0, 0.84), "dark_plastic"),
                box((cx - 0.05, -0.25, 0.46), (cx + 0.05, 0.0, 0.7), "ceramic_accent"),
                box((cx - 0.065, -0.25, 0.27), (cx + 0.065, 0.0, 0.46), "ivory"),  # kilt
                box((cx - 0.045, -0.25, 0.1), (cx - 0.01, 0.0, 0.27), "ceramic_accent"),
                box((cx + 0.01, -0.25, 0.1), (cx + 0.045, 0.0, 0.27), "ceramic_accent")]
        ax0, ax1 = (cx + 0.05, cx + 0.16) if facing > 0 else (cx - 0.16, cx - 0.05)
        out.append(box((ax0, -0.25, 0.6), (ax1, 0.0, 0.63), "ceramic_accent"))  # arm
    shapes = ("disc", "bar", "dot", "tall", "bar")
    for col, cx in enumerate((-0.1, 0.0, 0.1)):
        for row in range(5):
            z = 0.76 - row * 0.14
            kind = shapes[(row + col) % len(shapes)]
            if kind == "disc":
                out.append(cylinder((cx - 0.025, -0.15, z), (cx + 0.025, 0.0, z + 0.067),
                                    "dark_plastic", axis="y"))
            elif kind == "bar":
                out.append(box((cx - 0.035, -0.15, z + 0.02), (cx + 0.035, 0.0, z + 0.05),
                                "dark_plastic"))
            elif kind == "dot":
                out.append(sphere((cx - 0.018, -0.15, z + 0.01), (cx + 0.018, 0.0, z + 0.06),
                                  "brass"))
            else:
                out.append(box((cx - 0.012, -0.15, z), (cx + 0.012, 0.0, z + 0.08),
                               "dark_plastic"))
    return tuple(out)


FAMILIES: tuple[Family, ...] = soft_last((
    family("gallery_wall", (1.6, 0.04, 1.0), "wall_mounted", _gallery(),
           names=("gallery wall", "photo wall", "picture wall", "wall of frames",
                  "wall of photos", "wall of pictures", "frame wall", "photo gallery wall",
                  "gallery of frames", "cluster of frames", "grid of frames"),
           mount_centre=1.5, jitter=0.1),
    family("mounted_deer_head", (0.62, 0.45, 0.75), "wall_mounted", (  # a carved trophy head
        soft_box((-0.2, 0.38, 0.15), (0.2, 0.5, 0.55), "wood"),  # plaque
        cylinder((-0.14, 0.1, 0.15), (0.14, 0.42, 0.45), "wood_alt", axis="y"),  # neck
        sphere((-0.16, -0.15, 0.3), (0.16, 0.25, 0.58), "wood_alt"),  # head
        cone((-0.08, -0.5, 0.33), (0.08, -0.1, 0.47), "wood_alt", axis="y", taper=0.5),  # muzzle
        sphere((-0.04, -0.5, 0.4), (0.04, -0.44, 0.46), "dark_plastic"),  # nose
        *pair(sphere((-0.3, 0.02, 0.46), (-0.14, 0.1, 0.56), "wood_alt")),  # ears
        *(q for p in slant(-0.1, 0.55, -0.3, 0.95, "ivory", n=5, thick=0.025)
          for q in pair(p)),  # antler beams
        *(q for p in slant(-0.2, 0.75, -0.46, 0.8, "ivory", n=3, thick=0.02)
          for q in pair(p)),  # tines
        *(q for p in slant(-0.16, 0.68, -0.12, 0.9, "ivory", n=2, thick=0.02)
          for q in pair(p)),
    ), names=("deer head", "mounted deer head", "stag head", "deer trophy", "antler mount",
              "mounted antlers", "taxidermy deer", "mounted stag head"), mount_centre=1.8),
    family("wall_clock", (0.35, 0.05, 0.35), "wall_mounted", (
        cylinder((-0.5, -0.2, 0.0), (0.5, 0.5, 1.0), "frame", axis="y"),
        cylinder((-0.44, -0.32, 0.06), (0.44, -0.2, 0.94), "ivory", axis="y"),  # dial
        box((-0.02, -0.36, 0.8), (0.02, -0.32, 0.9), "dark_plastic"),  # 12, 6, 3, 9
        box((-0.02, -0.36, 0.1), (0.02, -0.32, 0.2), "dark_plastic"),
        box((0.3, -0.36, 0.48), (0.4, -0.32, 0.52), "dark_plastic"),
        box((-0.4, -0.36, 0.48), (-0.3, -0.32, 0.52), "dark_plastic"),
        box((-0.018, -0.4, 0.5), (0.018, -0.32, 0.74), "dark_plastic"),  # hour hand
        box((0.0, -0.46, 0.488), (0.36, -0.4, 0.512), "dark_plastic"),  # minute hand
        cylinder((-0.04, -0.5, 0.46), (0.04, -0.46, 0.54), "metal", axis="y"),
    ), names=("wall clock", "clock", "kitchen clock", "round clock", "station clock"),
           mount_centre=1.9),
    family("grandfather_clock", (0.5, 0.3, 2.0), "wall", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.26), "wood"),
        box((-0.45, -0.45, 0.26), (0.45, 0.45, 0.28), "wood_alt"),
        box((-0.38, -0.38, 0.28), (0.38, 0.38, 0.72), "wood"),  # trunk
        box((-0.24, -0.42, 0.34), (0.24, -0.4, 0.68), "glass"),
        cylinder((-0.1, -0.398, 0.38), (0.1, -0.382, 0.43), "brass", axis="y"),  # pendulum
        box((-0.01, -0.396, 0.43), (0.01, -0.384, 0.68), "brass"),
        box((-0.48, -0.46, 0.72), (0.48, 0.48, 0.95), "wood"),  # hood
        cylinder((-0.3, -0.49, 0.77), (0.3, -0.46, 0.92), "ivory", axis="y"),  # dial
        box((-0.012, -0.498, 0.845), (0.012, -0.49, 0.9), "dark_plastic"),
        box((0.0, -0.5, 0.84), (0.24, -0.492, 0.85), "dark_plastic"),
        box((-0.5, -0.5, 0.95), (0.5, 0.5, 0.97), "wood_alt"),  # crown
        box((-0.35, -0.45, 0.97), (0.35, 0.45, 1.0), "wood_alt"),
    ), names=("grandfather clock", "longcase clock", "grandmother clock", "tall case clock",
              "floor clock", "pendulum clock"), clearance=0.4),
    family("alarm_clock", (0.16, 0.07, 0.18), "surface", (
        box((-0.34, -0.1, 0.0), (-0.24, 0.3, 0.1), "chrome"),  # feet
        box((0.24, -0.1, 0.0), (0.34, 0.3, 0.1), "chrome"),
        cylinder((-0.45, -0.3, 0.08), (0.45, 0.5, 0.88), "red", axis="y"),
        cylinder((-0.38, -0.42, 0.14), (0.38, -0.3, 0.82), "ivory", axis="y"),  # dial
        box((-0.015, -0.45, 0.48), (0.015, -0.42, 0.7), "dark_plastic"),
        box((0.0, -0.46, 0.465), (0.3, -0.425, 0.495), "dark_plastic"),
        sphere((-0.5, -0.1, 0.78), (-0.12, 0.3, 1.0), "chrome"),  # bells
        sphere((0.12, -0.1, 0.78), (0.5, 0.3, 1.0), "chrome"),
        box((-0.02, 0.02, 0.86), (0.02, 0.12, 0.98), "chrome"),  # hammer
    ), names=("alarm clock", "table clock", "mantel clock", "desk clock", "bedside clock"),
        hosts=("nightstand", "side_table", "desk", "dresser", "bookshelf", "wall_shelf",
               "sideboard", "console_table", "fireplace", "coffee_table", "shelving_unit")),
    family("floor_mirror", (0.6, 0.4, 1.7), "wall", (
        box((-0.5, -0.5, 0.0), (-0.42, 0.5, 0.04), "frame"),  # feet
        box((0.42, -0.5, 0.0), (0.5, 0.5, 0.04), "frame"),
        box((-0.5, -0.06, 0.04), (-0.44, 0.06, 1.0), "frame"),
        box((0.44, -0.06, 0.04), (0.5, 0.06, 1.0), "frame"),
        box((-0.44, -0.06, 0.96), (0.44, 0.06, 1.0), "frame"),
        box((-0.44, -0.06, 0.04), (0.44, 0.06, 0.07), "frame"),
        box((-0.44, -0.02, 0.07), (0.44, 0.03, 0.96), "mirror"),
    ), names=("floor mirror", "standing mirror", "full length mirror", "full-length mirror",
              "cheval mirror", "dressing mirror", "leaning mirror"), clearance=0.6),
    # a print with no frame, pinned to a cork board (a photo put there is one of these)
    family("photo_print", (0.15, 0.1, 0.005), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.4), "ivory"),  # the white border
        box((-0.44, -0.42, 0.4), (0.44, 0.38, 1.0), "canvas"),  # the picture
    ), names=("photo print", "polaroid", "snapshot", "instant photo", "printed photo",
              "polaroid photo"), hosts=("bulletin_board", "desk", "nightstand"), jitter=0.1),
    family("paper_note", (0.21, 0.15, 0.005), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "paper"),
    ), names=("notice", "memo", "sheet of paper", "paper sheet", "handout", "worksheet",
              "timetable", "paper notice", "pinned note", "printout", "announcement"),
        hosts=("bulletin_board", "desk", "teachers_desk", "school_desk", "dining_table",
               "counter"), jitter=0.1),
    family("picture_frame", (0.2, 0.12, 0.25), "surface", (
        box((-0.5, -0.25, 0.0), (-0.4, -0.1, 1.0), "frame"),
        box((0.4, -0.25, 0.0), (0.5, -0.1, 1.0), "frame"),
        box((-0.4, -0.25, 0.92), (0.4, -0.1, 1.0), "frame"),
        box((-0.4, -0.25, 0.0), (0.4, -0.1, 0.08), "frame"),
        box((-0.4, -0.19, 0.08), (0.4, -0.1, 0.92), "paper"),  # mount
        box((-0.3, -0.2, 0.18), (0.3, -0.19, 0.82), "canvas"),  # the photo
        *slant(-0.1, 0.7, 0.45, 0.0, "frame", n=5, thick=0.12, thick_z=0.08,
               across=(-0.06, 0.06), along="y"),  # easel strut
    ), names=("picture frame", "photo frame", "framed photo", "photograph", "family photo",
              "photo"), hosts=(*DISPLAY, "nightstand")),
    family("candle", (0.09, 0.09, 0.2), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "ceramic"),
        cylinder((-0.33, -0.33, 0.04), (0.33, 0.33, 0.78), "ivory"),
        cylinder((-0.025, -0.025, 0.78), (0.025, 0.025, 0.83), "dark_plastic"),  # wick
        sphere((-0.09, -0.09, 0.8), (0.09, 0.09, 0.9), "shade"),  # flame
        cone((-0.08, -0.08, 0.85), (0.08, 0.08, 1.0), "shade"),
    ), names=("candle", "pillar candle", "scented candle", "tea light", "church candle"),
        hosts=(*TABLES, "nightstand", "bookshelf", "wall_shelf", "vanity"), jitter=0.15),
    family("candelabra", (0.36, 0.12, 0.45), "surface", (
        cone((-0.167, -0.5, 0.0), (0.167, 0.5, 0.05), "brass", taper=0.3),
        cylinder((-0.033, -0.1, 0.05), (0.033, 0.1, 0.62), "brass"),
        sphere((-0.061, -0.183, 0.3), (0.061, 0.183, 0.4), "brass"),
        box((-0.4, -0.06, 0.52), (0.4, 0.06, 0.55), "brass"),  # arms
        cylinder((-0.413, -0.1, 0.5), (-0.347, 0.1, 0.6), "brass"),
        cylinder((0.347, -0.1, 0.5), (0.413, 0.1, 0.6), "brass"),
        cylinder((-0.449, -0.208, 0.6), (-0.311, 0.208, 0.64), "brass"),  # cups
        cylinder((0.311, -0.208, 0.6), (0.449, 0.208, 0.64), "brass"),
        cylinder((-0.069, -0.208, 0.62), (0.069, 0.208, 0.66), "brass"),
        cylinder((-0.408, -0.083, 0.64), (-0.352, 0.083, 0.88), "ivory"),  # candles
        cylinder((0.352, -0.083, 0.64), (0.408, 0.083, 0.88), "ivory"),
        cylinder((-0.028, -0.083, 0.66), (0.028, 0.083, 0.92), "ivory"),
        cone((-0.402, -0.067, 0.885), (-0.358, 0.067, 0.95), "shade"),  # flames
        cone((0.358, -0.067, 0.885), (0.402, 0.067, 0.95), "shade"),
        cone((-0.022, -0.067, 0.925), (0.022, 0.067, 1.0), "shade"),
    ), names=("candelabra", "candle holder", "candlestick", "candelabrum", "candlesticks"),
        hosts=("dining_table", "sideboard", "side_table", "coffee_table", "dresser")),
    family("lantern", (0.2, 0.2, 0.36), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.07), "metal"),
        box((-0.42, -0.42, 0.071), (0.42, 0.42, 0.779), "glass"),
        *(box((x, y, 0.07), (x + 0.1, y + 0.1, 0.78), "metal")
          for x in (-0.48, 0.38) for y in (-0.48, 0.38)),  # corner posts
        box((-0.5, -0.5, 0.78), (0.5, 0.5, 0.83), "metal"),
        cone((-0.45, -0.45, 0.83), (0.45, 0.45, 0.94), "metal", taper=0.2),
        box((-0.2, -0.03, 0.97), (0.2, 0.03, 1.0), "metal"),  # bail handle
        box((-0.2, -0.03, 0.92), (-0.16, 0.03, 0.97), "metal"),
        box((0.16, -0.03, 0.92), (0.2, 0.03, 0.97), "metal"),
        cylinder((-0.15, -0.15, 0.07), (0.15, 0.15, 0.38), "ivory"),  # candle
        sphere((-0.05, -0.05, 0.38), (0.05, 0.05, 0.45), "shade"),
        cone((-0.045, -0.045, 0.41), (0.045, 0.045, 0.5), "shade"),
    ), names=("lantern", "candle lantern", "hurricane lantern", "storm lantern",
              "decorative lantern"), hosts=(*TABLES, "nightstand", "bookshelf")),
    family("wall_sconce", (0.16, 0.2, 0.3), "wall_mounted", (
        box((-0.3, 0.42, 0.0), (0.3, 0.5, 0.6), "metal"),  # back plate
        cylinder((-0.08, -0.05, 0.3), (0.08, 0.45, 0.38), "metal", axis="y"),  # arm
        cylinder((-0.12, -0.12, 0.38), (0.12, 0.12, 0.46), "metal"),  # lamp holder
        cone((-0.5, -0.5, 0.42), (0.5, 0.5, 1.0), "shade", taper=0.7),
    ), names=("wall sconce", "sconce", "wall lamp", "wall light", "bracket lamp",
              "wall-mounted lamp", "picture light"), mount_centre=1.65, jitter=0.05),
    family("sculpture", (0.5, 0.4, 0.9), "floor", (
        box((-0.3, -0.3, 0.0), (0.3, 0.3, 0.3), "stone"),  # plinth
        *loop(16, 0.38, 0.3, 0.0, 0.62, 0.1, 0.075, -0.12, 0.12, "brass"),
        sphere((-0.1, -0.12, 0.52), (0.1, 0.12, 0.72), "brass"),
    ), names=("sculpture", "abstract sculpture", "modern sculpture", "art sculpture",
              "art piece", "bronze sculpture"), clearance=0.3),
    family("statue", (0.6, 0.5, 1.8), "floor", (
        box((-0.4, -0.4, 0.0), (0.4, 0.4, 0.14), "stone"),  # plinth
        cone((-0.32, -0.26, 0.14), (0.32, 0.26, 0.58), "sanitary", taper=0.72),  # robe
        soft_box((-0.3, -0.19, 0.55), (0.3, 0.19, 0.8), "sanitary"),  # torso
        cylinder((-0.07, -0.08, 0.79), (0.07, 0.08, 0.85), "sanitary"),
        sphere((-0.13, -0.16, 0.835), (0.13, 0.15, 0.965), "sanitary"),  # head
        cylinder((-0.43, -0.09, 0.5), (-0.29, 0.09, 0.79), "sanitary"),  # arm at its side
        cylinder((0.29, -0.09, 0.74), (0.43, 0.09, 0.97), "sanitary"),  # raised arm
        cone((0.31, -0.07, 0.96), (0.41, 0.07, 1.0), "brass", taper=0.5),  # torch
        box((-0.31, -0.21, 0.62), (0.31, -0.18, 0.66), "stone"),  # sash
    ), names=("statue", "marble statue", "classical statue", "garden statue",
              "figure statue", "human statue"), clearance=0.4),
    family("bust", (0.3, 0.24, 0.45), "surface", (
        box((-0.3, -0.3, 0.0), (0.3, 0.3, 0.05), "stone"),
        cylinder((-0.18, -0.22, 0.05), (0.18, 0.22, 0.2), "stone"),
        cone((-0.5, -0.33, 0.2), (0.5, 0.33, 0.52), "sanitary", taper=0.55),  # shoulders
        cylinder((-0.12, -0.15, 0.5), (0.12, 0.15, 0.64), "sanitary"),
        sphere((-0.2, -0.3, 0.6), (0.2, 0.32, 1.0), "sanitary"),  # head
        sphere((-0.22, -0.12, 0.7), (0.22, 0.36, 0.99), "sanitary"),  # hair
    ), names=("bust", "marble bust", "sculpted head", "head sculpture", "bust sculpture"),
        hosts=DISPLAY),
    family("desk_globe", (0.3, 0.3, 0.42), "surface", (
        cone((-0.35, -0.35, 0.0), (0.35, 0.35, 0.07), "wood", taper=0.5),
        cylinder((-0.05, -0.05, 0.07), (0.05, 0.05, 0.25), "brass"),
        *_globe((0.0, 0.0, 0.5475), (0.433, 0.433, 0.3095)),
        cylinder((-0.015, -0.48, 0.2), (0.015, 0.48, 0.895), "brass", axis="x"),  # meridian
        cylinder((-0.02, -0.02, 0.89), (0.02, 0.02, 1.0), "brass"),
    ), names=("globe", "desk globe", "world globe", "terrestrial globe", "table globe"),
        hosts=("desk", "side_table", "bookshelf", "sideboard", "wall_shelf")),
    family("floor_globe", (0.5, 0.5, 0.95), "floor", (
        box((-0.03, -0.47, 0.0), (0.03, -0.41, 0.655), "wood"),  # legs
        box((-0.03, 0.41, 0.0), (0.03, 0.47, 0.655), "wood"),
        box((-0.47, -0.03, 0.0), (-0.41, 0.03, 0.655), "wood"),
        box((0.41, -0.03, 0.0), (0.47, 0.03, 0.655), "wood"),
        box((-0.44, -0.025, 0.1), (0.44, 0.025, 0.13), "wood"),  # stretchers
        box((-0.025, -0.44, 0.095), (0.025, 0.44, 0.125), "wood"),
        cylinder((-0.5, -0.5, 0.64), (0.5, 0.5, 0.665), "wood"),  # horizon ring
        *_globe((0.0, 0.0, 0.653), (0.42, 0.42, 0.221)),
        cylinder((-0.015, -0.46, 0.411), (0.015, 0.46, 0.895), "brass", axis="x"),
        cylinder((-0.02, -0.02, 0.89), (0.02, 0.02, 1.0), "brass"),
    ), names=("floor globe", "standing globe", "globe on a stand", "library globe")),
    family("trophy", (0.16, 0.12, 0.3), "surface", (
        box((-0.38, -0.47, 0.0), (0.38, 0.47, 0.1), "wood_alt"),
        box((-0.2, -0.5, 0.02), (0.2, -0.47, 0.08), "brass"),  # plaque
        box((-0.3, -0.4, 0.1), (0.3, 0.4, 0.18), "wood_alt"),
        cylinder((-0.05, -0.07, 0.18), (0.05, 0.07, 0.45), "brass"),
        sphere((-0.1, -0.13, 0.28), (0.1, 0.13, 0.36), "brass"),
        sphere((-0.3125, -0.417, 0.4), (0.3125, 0.417, 0.8), "brass"),  # cup
        cylinder((-0.3125, -0.417, 0.6), (0.3125, 0.417, 0.96), "brass"),
        cylinder((-0.33, -0.44, 0.95), (0.33, 0.44, 1.0), "brass"),  # lip
        box((-0.5, -0.04, 0.5), (-0.45, 0.04, 0.9), "brass"),  # handles
        box((-0.45, -0.04, 0.86), (-0.3, 0.04, 0.9), "brass"),
        box((-0.45, -0.04, 0.5), (-0.2, 0.04, 0.54), "brass"),
        box((0.45, -0.04, 0.5), (0.5, 0.04, 0.9), "brass"),
        box((0.3, -0.04, 0.86), (0.45, 0.04, 0.9), "brass"),
        box((0.2, -0.04, 0.5), (0.45, 0.04, 0.54), "brass"),
    ), names=("trophy", "trophy cup", "award", "prize cup", "championship trophy"),
        hosts=("bookshelf", "wall_shelf", "sideboard", "desk", "side_table", "dresser")),
    family("hanging_plant", (0.45, 0.45, 0.9), "ceiling", (
        cylinder((-0.012, -0.012, 0.7), (0.012, 0.012, 1.0), "cord"),
        *slant(-0.25, 0.58, -0.01, 0.71, "cord", n=4, thick=0.015, thick_z=0.02),  # hanger
        *slant(0.25, 0.58, 0.01, 0.71, "cord", n=4, thick=0.015, thick_z=0.02),
        *slant(0.25, 0.58, 0.01, 0.7, "cord", n=4, thick=0.015, thick_z=0.02, along="y"),
        cylinder((-0.26, -0.26, 0.34), (0.26, 0.26, 0.6), "ceramic"),  # pot
        cylinder((-0.2, -0.2, 0.3), (0.2, 0.2, 0.35), "ceramic"),
        sphere((-0.36, -0.3, 0.52), (0.16, 0.3, 0.78), "foliage"),  # leaves over the rim
        sphere((-0.12, -0.34, 0.54), (0.38, 0.26, 0.8), "foliage"),
        sphere((-0.2, -0.04, 0.56), (0.3, 0.4, 0.78), "foliage"),
        *_vines(),
    ), names=("hanging plant", "hanging planter", "hanging basket", "trailing plant",
              "macrame planter", "pothos")),
    family("bonsai_tree", (0.3, 0.22, 0.3), "surface", (
        soft_box((-0.45, -0.4, 0.0), (0.45, 0.4, 0.16), "ceramic_accent"),  # tray pot
        box((-0.4, -0.35, 0.16), (0.4, 0.35, 0.18), "soil"),
        cylinder((-0.08, -0.08, 0.17), (0.06, 0.06, 0.42), "wood_alt"),  # trunk
        cylinder((-0.02, -0.05, 0.38), (0.1, 0.05, 0.62), "wood_alt"),
        cylinder((-0.14, -0.04, 0.58), (-0.02, 0.05, 0.8), "wood_alt"),
        box((-0.3, -0.02, 0.5), (-0.04, 0.02, 0.54), "wood_alt"),  # branches
        box((0.06, -0.02, 0.62), (0.3, 0.02, 0.66), "wood_alt"),
        sphere((-0.45, -0.35, 0.5), (-0.05, 0.3, 0.66), "foliage"),  # leaf pads
        sphere((0.0, -0.35, 0.6), (0.42, 0.3, 0.76), "foliage"),
        sphere((-0.32, -0.3, 0.76), (0.12, 0.3, 0.92), "foliage"),
        sphere((-0.16, -0.2, 0.86), (0.08, 0.2, 1.0), "foliage"),
    ), names=("bonsai", "bonsai tree", "miniature tree", "bonsai plant"),
        hosts=(*DISPLAY, "dining_table")),
    family("christmas_tree", (1.2, 1.2, 2.1), "corner", (
        cylinder((-0.16, -0.16, 0.0), (0.16, 0.16, 0.06), "red"),  # stand
        cylinder((-0.05, -0.05, 0.05), (0.05, 0.05, 0.15), "wood_alt"),
        cone((-0.5, -0.5, 0.1), (0.5, 0.5, 0.48), "foliage", taper=0.3),
        cone((-0.41, -0.41, 0.34), (0.41, 0.41, 0.68), "foliage", taper=0.25),
        cone((-0.31, -0.31, 0.55), (0.31, 0.31, 0.84), "foliage", taper=0.15),
        cone((-0.2, -0.2, 0.74), (0.2, 0.2, 0.96), "foliage"),
        sphere((-0.04, -0.04, 0.94), (0.04, 0.04, 1.0), "shade"),  # star
        *_baubles(),
    ), contents=(  # its presents, while the prompt puts none of its own under it
        box((-0.46, -0.48, 0.0), (-0.21, -0.23, 0.1), "red"),
        box((0.16, -0.5, 0.0), (0.38, -0.28, 0.08), "accent"),
    ), names=("christmas tree", "xmas tree", "holiday tree", "fir tree",
              "decorated tree")),
    family("aquarium", (1.0, 0.4, 1.3), "wall", (
        box((-0.5, -0.47, 0.0), (0.5, 0.5, 0.55), "wood"),  # stand
        box((-0.49, -0.5, 0.03), (-0.005, -0.47, 0.52), "door"),
        box((0.005, -0.5, 0.03), (0.49, -0.47, 0.52), "door"),
        box((-0.5, -0.5, 0.55), (0.5, 0.5, 0.58), "dark_plastic"),
        box((-0.49, -0.49, 0.58), (0.49, 0.49, 0.95), "glass"),  # tank
        box((-0.48, -0.48, 0.581), (0.48, 0.48, 0.92), "water"),
        box((-0.47, -0.47, 0.582), (0.47, 0.47, 0.62), "stone"),  # gravel
        cone((-0.42, 0.05, 0.62), (-0.24, 0.4, 0.86), "foliage"),  # water plants
        cone((0.2, 0.0, 0.62), (0.34, 0.35, 0.8), "foliage"),
        cone((-0.1, 0.2, 0.62), (0.02, 0.42, 0.74), "foliage"),
        sphere((-0.2, -0.15, 0.74), (-0.13, -0.08, 0.77), "fruit"),  # fish
        cone((-0.23, -0.14, 0.745), (-0.2, -0.09, 0.765), "fruit", axis="x"),
        sphere((0.1, -0.05, 0.82), (0.17, 0.02, 0.85), "fruit"),
        cone((0.07, -0.04, 0.825), (0.1, 0.01, 0.845), "fruit", axis="x"),
        sphere((0.28, -0.2, 0.68), (0.35, -0.13, 0.71), "fruit"),
        cone((0.25, -0.19, 0.685), (0.28, -0.14, 0.705), "fruit", axis="x"),
        box((-0.5, -0.5, 0.95), (0.5, 0.5, 1.0), "dark_plastic"),  # hood
    ), names=("aquarium", "fish tank", "fishtank", "fish aquarium", "aquarium tank"),
        clearance=0.5),
    family("bird_cage", (0.5, 0.5, 1.6), "floor", (
        cone((-0.3, -0.3, 0.0), (0.3, 0.3, 0.04), "metal", taper=0.3),
        cylinder((-0.02, -0.02, 0.03), (0.02, 0.02, 0.52), "metal"),
        cylinder((-0.42, -0.42, 0.5), (0.42, 0.42, 0.54), "metal"),  # tray
        *ring(14, 0.38, 0.012, 0.54, 0.86, "metal", shape="cylinder"),  # bars
        cylinder((-0.4, -0.4, 0.85), (0.4, 0.4, 0.87), "metal"),
        cone((-0.4, -0.4, 0.87), (0.4, 0.4, 0.96), "metal", taper=0.1),  # dome
        cylinder((-0.015, -0.015, 0.96), (0.015, 0.015, 1.0), "metal"),
        cylinder((-0.3, -0.015, 0.66), (0.3, 0.015, 0.675), "wood", axis="x"),  # perch
        sphere((-0.07, -0.05, 0.672), (0.06, 0.05, 0.73), "accent"),  # bird
        sphere((-0.1, -0.035, 0.715), (-0.03, 0.035, 0.752), "accent"),
        box((0.04, -0.02, 0.66), (0.13, 0.02, 0.69), "accent"),
    ), names=("bird cage", "birdcage", "parrot cage", "canary cage", "cage")),
    family("pet_bed", (0.75, 0.6, 0.22), "floor", (
        soft_box((-0.5, 0.2, 0.0), (0.5, 0.5, 1.0), "fabric"),  # bolster rim
        soft_box((-0.49, -0.49, 0.0), (-0.26, 0.3, 0.95), "fabric"),
        soft_box((0.26, -0.49, 0.0), (0.49, 0.3, 0.95), "fabric"),
        soft_box((-0.32, -0.5, 0.0), (0.32, -0.28, 0.65), "fabric"),
        soft_box((-0.3, -0.32, 0.0), (0.3, 0.24, 0.5), "bedding"),  # cushion
    ), names=("pet bed", "dog bed", "cat bed", "dog basket", "pet cushion")),
    family("pet_toy", (0.16, 0.08, 0.06), "surface", (
        cylinder((-0.2, -0.3, 0.0), (0.2, 0.3, 0.9), "red", axis="x"),  # a chew bone's shaft
        *(sphere((x - 0.16, y - 0.2, 0.0), (x + 0.16, y + 0.2, 1.0), "red")
          for x in (-0.32, 0.32) for y in (-0.28, 0.28)),  # its knobs
    ), names=("pet toy", "dog toy", "cat toy", "chew toy", "chew bone", "dog bone",
              "squeaky toy"), hosts=("shelving_unit", "side_table", "counter"), jitter=0.15),
    family("decorative_bowl", (0.34, 0.34, 0.13), "surface", (
        cylinder((-0.2, -0.2, 0.0), (0.2, 0.2, 0.1), "ceramic_accent"),
        cylinder((-0.3, -0.3, 0.08), (0.3, 0.3, 0.35), "ceramic_accent"),
        cylinder((-0.4, -0.4, 0.3), (0.4, 0.4, 0.6), "ceramic_accent"),
        *ring(30, 0.42, 0.08, 0.5, 0.95, "ceramic_accent", shape="cylinder",
              stagger=0.02),
        sphere((-0.22, -0.12, 0.58), (-0.04, 0.06, 1.0), "stone"),  # orbs
        sphere((0.0, -0.2, 0.58), (0.18, -0.02, 1.0), "wood_alt"),
        sphere((-0.06, 0.04, 0.58), (0.12, 0.22, 1.0), "stone"),
    ), names=("decorative bowl", "centerpiece", "centrepiece", "ornamental bowl",
              "bowl of orbs"), hosts=TABLES),
    family("tapestry", (1.4, 0.04, 1.0), "wall_mounted", (
        cylinder((-0.5, -0.2, 0.955), (0.5, 0.5, 0.99), "wood", axis="x"),  # rod on the wall
        box((-0.44, -0.1, 0.06), (0.44, 0.5, 0.97), "fabric"),  # the weave, flat to the wall
        box((-0.4, -0.2, 0.78), (0.4, -0.1, 0.84), "accent"),  # woven bands
        box((-0.4, -0.2, 0.18), (0.4, -0.1, 0.24), "accent"),
        box((-0.44, -0.22, 0.06), (-0.4, -0.1, 0.97), "curtains"),
        box((0.4, -0.22, 0.06), (0.44, -0.1, 0.97), "curtains"),
        box((-0.16, -0.2, 0.34), (0.16, -0.1, 0.68), "canvas"),  # medallion
        box((-0.08, -0.3, 0.43), (0.08, -0.2, 0.59), "red"),
        *(box((_r(x - 0.012), -0.05, 0.0), (_r(x + 0.012), 0.25, 0.07), "fabric")
          for x in (-0.4 + 0.08 * i for i in range(11))),  # fringe
    ), names=("tapestry", "wall hanging", "wall tapestry", "wall rug", "macrame wall hanging",
              "textile hanging"), mount_centre=1.6),
    family("neon_sign", (0.8, 0.05, 0.35), "wall_mounted", _neon_open(),
           names=("neon sign", "neon light", "open sign", "led sign", "neon"), mount_centre=1.7),
    family("wall_sign", (0.6, 0.03, 0.25), "wall_mounted", _sign_letters(),
           names=("wall sign", "sign", "signboard", "wooden sign", "plaque", "name sign")),
    family("relief_panel", (1.2, 0.08, 0.9), "wall_mounted", _relief(),
           names=("relief panel", "hieroglyphic panel", "hieroglyphs", "stone relief",
                  "carved panel", "bas-relief", "wall relief")),
    family("sarcophagus", (2.0, 0.8, 0.85), "floor", (  # lying along x, its head at -x
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "stone"),
        soft_box((-0.47, -0.42, 0.1), (0.12, 0.42, 0.6), "wood_alt"),  # case: shoulders
        soft_box((0.05, -0.34, 0.1), (0.47, 0.34, 0.59), "wood_alt"),  # narrowing to feet
        box((-0.48, -0.43, 0.3), (0.08, 0.43, 0.36), "brass"),  # band
        box((0.08, -0.35, 0.3), (0.48, 0.35, 0.36), "brass"),
        soft_box((-0.3, -0.4, 0.57), (0.14, 0.4, 0.8), "brass"),  # lid: the body
        soft_box((0.07, -0.32, 0.56), (0.46, 0.32, 0.76), "brass"),
        soft_box((0.33, -0.2, 0.74), (0.45, 0.2, 0.9), "brass"),  # feet
        soft_box((-0.46, -0.38, 0.58), (-0.24, 0.38, 0.9), "dark_plastic"),  # headdress
        *(box((x, -0.385, 0.6), (x + 0.025, 0.385, 0.905), "brass")  # its stripes
          for x in (-0.45, -0.4, -0.35)),
        sphere((-0.47, -0.17, 0.8), (-0.28, 0.17, 1.0), "brass"),  # face
        box((-0.24, -0.36, 0.79), (-0.18, 0.36, 0.86), "dark_plastic"),  # collar
        box((-0.18, -0.36, 0.79), (-0.12, 0.36, 0.86), "brass"),
        box((0.0, -0.3, 0.79), (0.07, 0.3, 0.84), "dark_plastic"),  # crossed arms
    ), names=("sarcophagus", "coffin", "mummy case", "stone coffin", "casket",
              "mummy coffin")),
    family("urn", (0.45, 0.45, 0.9), "floor", (
        cylinder((-0.2, -0.2, 0.0), (0.2, 0.2, 0.06), "ceramic_accent"),
        cylinder((-0.12, -0.12, 0.05), (0.12, 0.12, 0.15), "ceramic_accent"),
        sphere((-0.38, -0.38, 0.08), (0.38, 0.38, 0.6), "ceramic_accent"),  # body
        sphere((-0.47, -0.47, 0.28), (0.47, 0.47, 0.78), "ceramic_accent"),
        cylinder((-0.5, -0.5, 0.5), (0.5, 0.5, 0.56), "dark_plastic"),  # painted band
        cylinder((-0.18, -0.18, 0.7), (0.18, 0.18, 0.92), "ceramic_accent"),  # neck
        cylinder((-0.25, -0.25, 0.92), (0.25, 0.25, 0.985), "ceramic_accent"),  # lip
        cylinder((-0.17, -0.17, 0.98), (0.17, 0.17, 1.0), "dark_plastic"),
        box((-0.4, -0.04, 0.82), (-0.18, 0.04, 0.87), "ceramic_accent"),  # handles
        box((-0.42, -0.035, 0.64), (-0.36, 0.035, 0.865), "ceramic_accent"),
        box((0.18, -0.04, 0.82), (0.4, 0.04, 0.87), "ceramic_accent"),
        box((0.36, -0.035, 0.64), (0.42, 0.035, 0.865), "ceramic_accent"),
    ), names=("urn", "amphora", "floor urn", "large urn", "floor vase", "greek vase")),
    family("canopic_jar", (0.12, 0.12, 0.3), "surface", (
        cylinder((-0.36, -0.36, 0.0), (0.36, 0.36, 0.3), "ivory"),
        sphere((-0.5, -0.5, 0.1), (0.5, 0.5, 0.72), "ivory"),  # an alabaster jar
        cylinder((-0.4, -0.4, 0.66), (0.4, 0.4, 0.72), "brass"),  # collar
        sphere((-0.28, -0.4, 0.7), (0.28, 0.26, 0.97), "ceramic_accent"),  # the lid: a head
        sphere((-0.36, -0.26, 0.75), (0.36, 0.42, 1.0), "dark_plastic"),  # its wig
        soft_box((-0.38, -0.24, 0.64), (-0.24, 0.12, 0.9), "dark_plastic"),  # lappets
        soft_box((0.24, -0.24, 0.64), (0.38, 0.12, 0.9), "dark_plastic"),
    ), names=("canopic jar", "egyptian jar", "funerary jar"), hosts=DISPLAY),
    family("scroll", (0.35, 0.25, 0.05), "surface", (
        box((-0.42, -0.4, 0.0), (0.42, 0.4, 0.1), "paper"),  # the open sheet
        cylinder((-0.44, -0.5, 0.0), (0.44, -0.3, 1.0), "paper", axis="x"),  # rolls
        cylinder((-0.44, 0.3, 0.0), (0.44, 0.5, 1.0), "paper", axis="x"),
        cylinder((-0.5, -0.45, 0.25), (0.5, -0.35, 0.75), "wood", axis="x"),  # rods
        cylinder((-0.5, 0.35, 0.25), (0.5, 0.45, 0.75), "wood", axis="x"),
        *(box((-0.32, y, 0.1), (x1, y + 0.04, 0.14), "dark_plastic")
          for y, x1 in ((-0.22, 0.3), (-0.12, 0.24), (-0.02, 0.32), (0.08, 0.1),
                        (0.18, 0.28))),  # writing
    ), names=("scroll", "parchment", "papyrus", "papyrus scroll", "ancient scroll"),
        hosts=("desk", "side_table", "coffee_table", "dining_table", "bookshelf",
               "sideboard")),
    family("clay_tablet", (0.13, 0.18, 0.03), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.9), "ceramic_accent"),
        *(box((x0, y, 0.85), (x1, y + 0.035, 1.0), "soil")  # rows of wedge marks
          for y, marks in ((-0.38, ((-0.38, -0.1), (-0.02, 0.3))),
                           (-0.25, ((-0.38, 0.05), (0.12, 0.38))),
                           (-0.12, ((-0.38, -0.2), (-0.12, 0.2), (0.26, 0.38))),
                           (0.01, ((-0.38, 0.1), (0.18, 0.3))),
                           (0.14, ((-0.38, -0.05), (0.03, 0.38))),
                           (0.27, ((-0.38, 0.22),)),
                           (0.4, ((-0.38, -0.15), (-0.06, 0.12))))
          for x0, x1 in marks),
    ), names=("clay tablet", "cuneiform tablet", "stone tablet", "ancient tablet"),
        hosts=("desk", "side_table", "bookshelf", "sideboard", "wall_shelf")),
))
