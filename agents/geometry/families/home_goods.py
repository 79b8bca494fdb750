"""Families: everyday household goods, party and keepsake things (see base.Family).

Records, games, boxes and books for shelves and tables; small wall things (a key rack, a
letterbox, a framed certificate, a dreamcatcher); strung decorations (fairy lights, bunting, a
garland) that droop between their hooks, their cords a run of short boxes on a parabola; and a
few kitchen, bar and hearth-side things.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import feet, r5, ring, rod, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from agents.geometry.families.household import BAR, KITCHEN
from agents.geometry.families.props import DISPLAY, LIVING
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

RECORDS = ("sideboard", "tv_stand", "shelving_unit", "bookshelf", "coffee_table", "side_table",
           "low_shelf", "desk", "wall_shelf")
GAMES = ("coffee_table", "dining_table", "poker_table", "cafe_table", "side_table", "desk",
         "kids_table", "bench", "ottoman")
SHELF_FIRST = ("bookshelf", "shelving_unit", "wall_shelf", "open_shelf", "sideboard", "desk",
               "side_table", "dresser", "console_table")
CLOSET = ("shelving_unit", "bookshelf", "dresser", "bench", "open_shelf", "wall_shelf",
          "side_table", "bed", "shoe_rack")
PARTY = ("dining_table", "coffee_table", "side_table", "sideboard", "console_table", "desk",
         "bench", "dresser", "nightstand")
CALM = ("side_table", "coffee_table", "wall_shelf", "dresser", "nightstand", "sideboard",
        "console_table", "shelving_unit", "fireplace", "desk")
FEAST = ("dining_table", "sideboard", "console_table", "fireplace", "side_table",
         "coffee_table", "dresser", "wall_shelf")

_RECORD = (0.5, 0.315, 0.006)
_CHESS = (0.4, 0.4, 0.1)
_KEYS = (0.3, 0.04, 0.14)
_HOOKAH = (0.4, 0.3, 0.78)
_DREAM = (0.24, 0.03, 0.6)
_LIGHTS = (1.6, 0.06, 0.25)
_BUNTING = (1.5, 0.02, 0.3)
_SLEEVES = ("paper", "red", "accent", "dark_plastic", "ivory", "books", "canvas", "fruit")
_FLAGS = ("red", "ivory", "accent", "fruit")


def _sag(x: float, x0: float, x1: float, top: float, sag: float) -> float:
    """The height at x of a cord hung at `top` from x0 to x1 that droops `sag` mid-way."""
    t = (x - x0) / (x1 - x0)
    return r5(top - sag * 4 * t * (1 - t))


def _droop(size: tuple[float, float, float], x0: float, x1: float, top: float, sag: float,
           thick: float, slot: str, across: tuple[float, float]) -> tuple[Part, ...]:
    """A cord `thick` metres thick hung at `top` from x0 to x1, drooping `sag` mid-way: a
    stair of boxes each one cord-thickness lower than the last, so it reads as a thin line
    where it is steep (near the hooks) and where it is flat (at the bottom) alike."""
    levels = max(1, math.ceil(sag * size[2] / thick))
    mid, half, pad = (x0 + x1) / 2, (x1 - x0) / 2, thick / size[0] / 2
    drops = [sag * k / levels for k in range(levels + 1)]
    reach = [half * math.sqrt(max(0.0, 1 - d / sag)) for d in drops]  # half-width at a drop
    parts: list[Part] = []
    for k in range(levels - 1):
        z0, z1 = r5(top - drops[k + 1]), r5(top - drops[k])
        for side in (-1, 1):
            a, b = sorted((mid + side * reach[k], mid + side * reach[k + 1]))
            parts.append(box((r5(max(a - pad, -0.5)), across[0], z0),
                             (r5(min(b + pad, 0.5)), across[1], z1), slot))
    z0 = r5(top - sag)
    parts.append(box((r5(mid - reach[levels - 1] - pad), across[0], z0),
                     (r5(mid + reach[levels - 1] + pad), across[1],
                      r5(top - drops[levels - 1])), slot))  # the bottom of the droop
    return tuple(parts)


# --- records and games -------------------------------------------------------------------

def _vinyl_record() -> tuple[Part, ...]:
    """A square sleeve lying flat, its printed cover on top, the black disc half slid out."""
    return (
        box((-0.5, -0.5, 0.0), (0.13, 0.5, 0.8), "paper"),  # sleeve
        box((-0.47, -0.47, 0.75), (0.1, 0.47, 0.92), "accent"),  # cover art
        cylinder((-0.33, -0.17, 0.8), (-0.05, 0.27, 1.0), "red"),  # a bold circle on it
        box((-0.44, -0.43, 0.8), (-0.08, -0.33, 0.97), "ivory"),  # the title
        cylinder((-0.1, -0.476, 0.0), (0.5, 0.476, 0.42), "dark_plastic"),  # the record
        cylinder((-0.05, -0.4, 0.05), (0.45, 0.4, 0.46), "screen"),  # its glossy grooves
        cylinder((0.1, -0.159, 0.1), (0.3, 0.159, 0.52), "fruit"),  # centre label
        cylinder((0.192, -0.013, 0.2), (0.208, 0.013, 0.56), "dark_plastic"),  # spindle hole
    )


def _record_crate() -> tuple[Part, ...]:
    return (
        box((-0.46, -0.46, 0.0), (0.46, 0.46, 0.06), "wood"),  # bottom
        *pair_y(box((-0.49, -0.5, 0.0), (0.49, -0.456, 0.79), "wood")),  # front and back
        *pair(box((-0.49, -0.456, 0.0), (-0.448, 0.456, 0.79), "wood")),  # ends
        *pair(box((-0.5, -0.16, 0.56), (-0.47, 0.16, 0.68), "dark_plastic")),  # hand holes
        *pair(box((-0.5, -0.456, 0.0), (-0.47, -0.4, 0.79), "wood_alt")),  # corner battens
        *pair(box((-0.5, 0.4, 0.0), (-0.47, 0.456, 0.79), "wood_alt")),
    )


def _crate_records() -> tuple[Part, ...]:
    """Eleven sleeves standing on edge, front to back, one pulled up a little."""
    tops = (0.95, 0.93, 0.96, 1.0, 0.94, 0.95, 0.93, 0.96, 0.94, 0.95, 0.93)
    return tuple(
        box((-0.43 + 0.004 * (k % 3), r5(-0.44 + 0.08 * k), 0.06),
            (0.43 - 0.004 * (k % 2), r5(-0.44 + 0.08 * k + 0.062), tops[k]),
            _SLEEVES[k % len(_SLEEVES)])
        for k in range(11))


def _chess_set() -> tuple[Part, ...]:
    """A board of 64 squares, a game under way: kings, rooks and pawns on either side."""
    sq = 0.1125

    def at(i: int) -> float:
        return r5(-0.45 + sq * (i + 0.5))

    def pawn(i: int, j: int, slot: str) -> tuple[Part, ...]:
        x, y = at(i), at(j)
        return (cone((r5(x - 0.04), r5(y - 0.04), 0.2), (r5(x + 0.04), r5(y + 0.04), 0.5), slot,
                     taper=0.35),
                sphere((r5(x - 0.028), r5(y - 0.028), 0.44), (r5(x + 0.028), r5(y + 0.028), 0.62),
                       slot))

    def king(i: int, j: int, slot: str) -> tuple[Part, ...]:
        x, y = at(i), at(j)
        return (cone((r5(x - 0.045), r5(y - 0.045), 0.2), (r5(x + 0.045), r5(y + 0.045), 0.9),
                     slot, taper=0.45),
                box((r5(x - 0.011), r5(y - 0.011), 0.86), (r5(x + 0.011), r5(y + 0.011), 1.0),
                    slot))

    def rook(i: int, j: int, slot: str) -> Part:
        x, y = at(i), at(j)
        return cylinder((r5(x - 0.036), r5(y - 0.036), 0.2), (r5(x + 0.036), r5(y + 0.036), 0.62),
                        slot)

    squares = tuple(
        box((r5(-0.45 + sq * i), r5(-0.45 + sq * j), 0.14),
            (r5(-0.45 + sq * (i + 1)), r5(-0.45 + sq * (j + 1)), 0.205), "dark_plastic")
        for i in range(8) for j in range(8) if (i + j) % 2 == 0)
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.18), "wood"),  # board
        box((-0.45, -0.45, 0.12), (0.45, 0.45, 0.2), "ivory"),  # light squares
        *squares,
        *king(6, 0, "ivory"), rook(4, 0, "ivory"), *pawn(5, 1, "ivory"), *pawn(7, 1, "ivory"),
        *king(6, 7, "dark_plastic"), rook(4, 7, "dark_plastic"),
        *pawn(5, 6, "dark_plastic"), *pawn(3, 4, "dark_plastic"),
    )


# --- wall things ---------------------------------------------------------------------------

def _key(x: float, slot: str) -> tuple[Part, ...]:
    """A key hanging by its bow from the hook at x: the bow, the blade and its teeth."""
    return (
        rod(_KEYS, (x, 0.48), 0.022, (-0.27, -0.2), slot, axis="y"),  # bow
        box((r5(x - 0.012), -0.26, 0.08), (r5(x + 0.012), -0.21, 0.42), slot),  # blade
        box((r5(x + 0.012), -0.255, 0.12), (r5(x + 0.03), -0.215, 0.3), slot),  # teeth
    )


def _key_holder() -> tuple[Part, ...]:
    hooks = (-0.36, -0.18, 0.0, 0.18, 0.36)
    return (
        soft_box((-0.5, 0.125, 0.3), (0.5, 0.5, 1.0), "wood"),  # board
        box((-0.2, 0.09, 0.76), (0.2, 0.13, 0.92), "brass"),  # "KEYS" plate
        *(rod(_KEYS, (x, 0.5), 0.01, (-0.3, 0.14), "metal", axis="y") for x in hooks),
        *(box((r5(x - 0.016), -0.36, 0.47), (r5(x + 0.016), -0.27, 0.62), "metal")
          for x in hooks),  # upturned tips
        *pair(rod(_KEYS, (-0.44, 0.86), 0.008, (0.1, 0.13), "chrome", axis="y")),  # screws
        *_key(-0.36, "brass"), *_key(0.0, "chrome"), *_key(0.18, "brass"),
        soft_box((-0.3, -0.2, 0.06), (-0.2, -0.16, 0.4), "red"),  # a key fob
    )


def _mailbox() -> tuple[Part, ...]:
    return (
        box((-0.48, -0.4, 0.0), (0.48, 0.5, 0.8), "metal"),  # body
        cylinder((-0.5, -0.46, 0.66), (0.5, 0.5, 1.0), "metal", axis="x"),  # rounded lid
        box((-0.38, -0.42, 0.68), (0.38, -0.39, 0.73), "dark_plastic"),  # mail slot
        box((-0.22, -0.42, 0.42), (0.22, -0.39, 0.56), "brass"),  # name plate
        box((-0.18, -0.43, 0.44), (0.18, -0.41, 0.54), "ivory"),
        *(box((-0.3, -0.42, z), (0.3, -0.39, r5(z + 0.025)), "dark_plastic")
          for z in (0.2, 0.26, 0.32)),  # window slits
        cylinder((0.26, -0.43, 0.08), (0.34, -0.39, 0.143), "chrome", axis="y"),  # lock
        box((0.29, -0.44, 0.1), (0.31, -0.43, 0.123), "dark_plastic"),  # keyhole
    )


def _certificate() -> tuple[Part, ...]:
    lines = ((0.2, 0.46), (0.24, 0.41), (0.16, 0.36))  # (half width, height) of the text
    return (
        box((-0.5, -0.5, 0.9), (0.5, 0.5, 1.0), "frame"),  # frame
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "frame"),
        *pair(box((-0.5, -0.5, 0.1), (-0.42, 0.5, 0.9), "frame")),
        box((-0.42, -0.1, 0.1), (0.42, 0.5, 0.9), "paper"),  # the certificate
        box((-0.36, -0.12, 0.785), (0.36, -0.1, 0.8), "brass"),  # its printed border
        box((-0.36, -0.12, 0.2), (0.36, -0.1, 0.215), "brass"),
        *pair(box((-0.36, -0.12, 0.215), (-0.35, -0.1, 0.785), "brass")),
        box((-0.24, -0.12, 0.65), (0.24, -0.1, 0.72), "dark_plastic"),  # title
        box((-0.18, -0.12, 0.54), (0.18, -0.1, 0.585), "accent"),  # the name
        *(box((-w, -0.12, z), (w, -0.1, r5(z + 0.016)), "dark_plastic") for w, z in lines),
        *pair(box((-0.3, -0.12, 0.27), (-0.1, -0.1, 0.28), "dark_plastic")),  # signatures
        box((-0.045, -0.15, 0.14), (-0.01, -0.12, 0.26), "red"),  # seal ribbons
        box((0.01, -0.15, 0.12), (0.045, -0.12, 0.26), "red"),
        cylinder((-0.055, -0.2, 0.21), (0.055, -0.13, 0.35), "brass", axis="y"),  # gold seal
    )


def _dream_hoop() -> tuple[Part, ...]:
    """The hoop: 20 overlapping discs round a circle 20 cm across, seen face on."""
    parts = []
    for i in range(20):
        a = 2 * math.pi * i / 20
        x, z = 0.38 * math.cos(a), 0.8 + 0.152 * math.sin(a)
        dy = 0.03 if i % 2 else 0.0
        parts.append(cylinder((r5(x - 0.06), -0.3 + dy, r5(z - 0.024)),
                              (r5(x + 0.06), 0.3 - dy, r5(z + 0.024)), "wood", axis="y"))
    return tuple(parts)


def _dreamcatcher() -> tuple[Part, ...]:
    web = "ivory"
    return (
        *_dream_hoop(),
        rod(_DREAM, (0.0, 0.985), 0.004, (-0.05, 0.05), "cord", axis="y"),  # hanging loop
        box((-0.36, -0.04, 0.795), (0.36, 0.04, 0.805), web),  # the web's threads
        box((-0.008, -0.04, 0.655), (0.008, 0.04, 0.945), web),
        *slant(-0.26, 0.69, 0.26, 0.91, web, n=5, thick=0.012, thick_z=0.006,
               across=(-0.03, 0.03)),
        *slant(-0.26, 0.91, 0.26, 0.69, web, n=5, thick=0.012, thick_z=0.006,
               across=(-0.03, 0.03)),
        sphere((-0.05, -0.2, 0.78), (0.05, 0.2, 0.82), "ceramic_accent"),  # centre bead
        *(box((r5(x - 0.006), -0.03, z), (r5(x + 0.006), 0.03, 0.65), "cord")
          for x, z in ((-0.28, 0.3), (0.0, 0.2), (0.28, 0.3))),  # strings
        *(sphere((r5(x - 0.05), -0.2, z), (r5(x + 0.05), 0.2, r5(z + 0.04)), "ceramic_accent")
          for x, z in ((-0.28, 0.4), (0.0, 0.3), (0.28, 0.4))),  # beads
        *(sphere((r5(x - 0.1), -0.15, z0), (r5(x + 0.1), 0.15, z1), "ivory")
          for x, z0, z1 in ((-0.28, 0.06, 0.34), (0.0, 0.0, 0.24), (0.28, 0.06, 0.34))),
        *(box((r5(x - 0.008), -0.16, z0), (r5(x + 0.008), 0.16, r5(z1 - 0.02)), "wood")
          for x, z0, z1 in ((-0.28, 0.08, 0.34), (0.0, 0.02, 0.24), (0.28, 0.08, 0.34))),
    )


# --- strung decorations --------------------------------------------------------------------

def _string_lights() -> tuple[Part, ...]:
    """Two swags of festoon lights between three hooks, their bulbs hanging from the cord."""
    parts: list[Part] = []
    for x0, x1 in ((-0.48, 0.0), (0.0, 0.48)):
        parts += _droop(_LIGHTS, x0, x1, 0.95, 0.4, 0.014, "cord", (0.2, 0.45))
        for k in range(7):
            x = r5(x0 + (x1 - x0) * (k + 0.5) / 7)
            z = _sag(x, x0, x1, 0.95, 0.4)
            parts.append(sphere((r5(x - 0.0125), -0.4, r5(z - 0.22)), (r5(x + 0.0125), 0.3,
                                                                     r5(z - 0.03)), "shade"))
    parts += [cylinder((r5(x - 0.005), 0.15, 0.88), (r5(x + 0.005), 0.5, 1.0), "metal")
              for x in (-0.48, 0.0, 0.48)]  # hooks
    return tuple(parts)


def _bunting() -> tuple[Part, ...]:
    """Nine pennants on a cord that droops a little, each a triangle in three steps."""
    parts = list(_droop(_BUNTING, -0.49, 0.49, 0.97, 0.25, 0.008, "cord", (-0.35, 0.35)))
    for k in range(9):
        x = r5(-0.42 + 0.105 * k)
        top = r5(_sag(x, -0.49, 0.49, 0.97, 0.25) - 0.01)
        for step, half in enumerate((0.044, 0.028, 0.012)):
            z1 = r5(top - step * 0.18)
            parts.append(box((r5(x - half), -0.2, r5(z1 - 0.19)), (r5(x + half), 0.2, z1),
                             _FLAGS[k % len(_FLAGS)]))
    return tuple(parts)


def _garland() -> tuple[Part, ...]:
    """An evergreen swag: tufts of greenery on a droop, tails at both ends, baubles and cones."""
    parts: list[Part] = []
    for k in range(23):  # tufts, big and small by turns, above and below the line
        x = r5(-0.44 + 0.88 * k / 22)
        z = _sag(x, -0.46, 0.46, 0.74, 0.4) + (0.07, -0.06, 0.02, 0.09, -0.08)[k % 5]
        w, h = (0.055, 0.2) if k % 2 == 0 else (0.04, 0.15)
        parts.append(sphere((r5(x - w), -0.5 + 0.15 * (k % 3), r5(z - h)),
                            (r5(x + w), 0.5 - 0.1 * (k % 2), r5(min(z + h, 1.0))), "foliage"))
    for sx in (-1, 1):
        for z in (0.62, 0.42, 0.24):
            parts.append(sphere((r5(sx * 0.47 - 0.03), -0.45, r5(z - 0.14)),
                                (r5(sx * 0.47 + 0.03), 0.5, r5(z + 0.14)), "foliage"))
        parts.append(sphere((r5(sx * 0.47 - 0.025), -0.5, 0.02), (r5(sx * 0.47 + 0.025), 0.0,
                                                                   0.16), "foliage"))
        parts.append(sphere((r5(sx * 0.46 - 0.035), -0.5, 0.8), (r5(sx * 0.46 + 0.035), -0.1,
                                                                  0.98), "red"))  # bows
    for x, slot in ((-0.33, "red"), (-0.16, "brass"), (0.0, "red"), (0.17, "brass"),
                    (0.33, "red")):
        z = _sag(x, -0.46, 0.46, 0.74, 0.4)
        parts.append(sphere((r5(x - 0.02), -0.5, r5(z - 0.23)), (r5(x + 0.02), -0.1,
                                                                 r5(z - 0.05)), slot))
    for x in (-0.24, 0.08, 0.25):
        z = _sag(x, -0.46, 0.46, 0.74, 0.4)
        parts.append(sphere((r5(x - 0.018), -0.5, r5(z - 0.02)), (r5(x + 0.018), -0.2,
                                                                  r5(z + 0.16)), "wood"))
    return tuple(parts)


# --- kitchen, bar and table ----------------------------------------------------------------

def _dish_rack() -> tuple[Part, ...]:
    plates = (-0.3, -0.12, 0.06, 0.24)
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "dark_plastic"),  # drip tray
        box((-0.08, -0.5, 0.0), (0.08, -0.44, 0.08), "dark_plastic"),  # its spout
        *pair_y(box((-0.48, -0.46, 0.08), (0.48, -0.43, 0.11), "chrome")),  # wire frame
        *pair(box((-0.48, -0.43, 0.08), (-0.45, 0.43, 0.11), "chrome")),
        *pair_y(box((-0.48, -0.46, 0.5), (0.48, -0.43, 0.53), "chrome")),
        *pair(box((-0.48, -0.43, 0.5), (-0.45, 0.43, 0.53), "chrome")),
        *(box((x, y, 0.06), (r5(x + 0.03), r5(y + 0.03), 0.535), "chrome")
          for x in (-0.485, 0.455) for y in (-0.465, 0.435)),  # corner posts
        *(box((-0.05, r5(y - 0.008), 0.34), (0.46, r5(y + 0.008), 0.36), "chrome")
          for y in (-0.39, -0.21, -0.03, 0.15, 0.33)),  # plate tines
        *(cylinder((-0.04, r5(y - 0.02), 0.06), (0.482, r5(y + 0.02), 0.983), "ceramic",
                   axis="y") for y in plates),  # plates on edge
        cylinder((-0.43, -0.4, 0.11), (-0.245, -0.134, 0.5), "ceramic_accent"),  # mug
        box((-0.245, -0.3, 0.2), (-0.2, -0.24, 0.4), "ceramic_accent"),  # its handle
        cylinder((-0.42, -0.08, 0.11), (-0.26, 0.15, 0.55), "glass"),  # a glass
        box((-0.44, 0.2, 0.06), (-0.16, 0.42, 0.45), "dark_plastic"),  # cutlery caddy
        *(box((x, y, 0.45), (r5(x + 0.03), r5(y + 0.04), z), "chrome")
          for x, y, z in ((-0.4, 0.26, 0.72), (-0.33, 0.32, 0.78), (-0.26, 0.25, 0.7),
                          (-0.22, 0.34, 0.66))),  # handles of knives, forks, spoons
    )


def _compost_caddy() -> tuple[Part, ...]:
    return (
        cylinder((-0.42, -0.42, 0.0), (0.42, 0.42, 0.04), "ceramic"),  # foot
        cylinder((-0.46, -0.46, 0.02), (0.46, 0.46, 0.8), "ceramic"),  # crock
        cylinder((-0.47, -0.47, 0.1), (0.47, 0.47, 0.15), "ceramic_accent"),  # glazed band
        sphere((-0.09, -0.5, 0.36), (0.09, -0.43, 0.64), "foliage"),  # leaf emblem
        box((-0.012, -0.47, 0.28), (0.012, -0.44, 0.4), "foliage"),  # its stalk
        cylinder((-0.5, -0.5, 0.78), (0.5, 0.5, 0.84), "aluminium"),  # lid rim
        sphere((-0.46, -0.46, 0.72), (0.46, 0.46, 0.94), "aluminium"),  # domed lid
        *ring(8, 0.3, 0.035, 0.86, 0.915, "dark_plastic", shape="cylinder"),  # filter vents
        *pair(box((-0.22, -0.05, 0.88), (-0.16, 0.05, 0.97), "aluminium")),  # handle
        box((-0.24, -0.06, 0.95), (0.24, 0.06, 1.0), "aluminium"),
    )


def _cocktail_shaker() -> tuple[Part, ...]:
    return (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.55), "chrome"),  # tin
        cylinder((-0.48, -0.48, 0.04), (0.48, 0.48, 0.08), "chrome"),  # base bead
        cone((-0.5, -0.5, 0.53), (0.5, 0.5, 0.7), "chrome", taper=0.6),  # shoulder
        cylinder((-0.47, -0.47, 0.5), (0.47, 0.47, 0.56), "brass"),  # seam band
        cylinder((-0.32, -0.32, 0.68), (0.32, 0.32, 0.8), "chrome"),  # strainer
        cone((-0.3, -0.3, 0.79), (0.3, 0.3, 0.92), "chrome", taper=0.7),  # cap
        cylinder((-0.22, -0.22, 0.9), (0.22, 0.22, 0.95), "brass"),
        sphere((-0.13, -0.13, 0.92), (0.13, 0.13, 1.0), "chrome"),
    )


def _ice_bucket() -> tuple[Part, ...]:
    return (
        cylinder((-0.44, -0.44, 0.0), (0.44, 0.44, 0.1), "chrome"),  # floor
        *ring(28, 0.44, 0.055, 0.0, 1.0, "chrome", shape="cylinder", stagger=0.005),  # fluting
        *pair(cylinder((-0.5, -0.09, 0.7), (-0.47, 0.09, 0.86), "brass", axis="x")),  # handles
        *pair(box((-0.495, -0.03, 0.76), (-0.46, 0.03, 0.8), "brass")),
    )


def _ice() -> tuple[Part, ...]:
    cubes = ((-0.3, -0.2, 0.74), (-0.1, -0.28, 0.78), (0.12, -0.22, 0.73), (-0.22, 0.05, 0.8),
             (0.05, 0.0, 0.82), (0.2, 0.1, 0.75), (-0.05, 0.22, 0.74), (-0.3, -0.05, 0.66))
    return (
        cylinder((-0.39, -0.39, 0.1), (0.39, 0.39, 0.72), "water"),  # melt and ice below
        *(box((x, y, z), (r5(x + 0.14), r5(y + 0.14), r5(z + 0.13)), "glass")
          for x, y, z in cubes),
        *slant(0.05, 0.7, 0.28, 1.0, "chrome", n=3, thick=0.03, across=(0.12, 0.17)),  # tongs
        *slant(0.1, 0.7, 0.33, 1.0, "chrome", n=3, thick=0.03, across=(0.2, 0.25)),
    )


def _bento_box() -> tuple[Part, ...]:
    return (
        *pair_y(box((-0.5, -0.5, 0.0), (0.5, -0.42, 0.85), "dark_plastic")),  # lacquer walls
        *pair(box((-0.5, -0.42, 0.0), (-0.45, 0.42, 0.85), "dark_plastic")),
        box((-0.45, -0.42, 0.0), (0.45, 0.42, 0.12), "red"),  # red inside
        box((-0.02, -0.42, 0.05), (0.02, 0.42, 0.8), "red"),  # dividers
        box((0.02, -0.02, 0.05), (0.45, 0.02, 0.8), "red"),
        soft_box((-0.44, -0.41, 0.08), (-0.03, 0.41, 0.76), "ivory"),  # rice
        box((-0.33, -0.415, 0.3), (-0.23, 0.415, 0.8), "dark_plastic"),  # nori band
        sphere((-0.17, -0.1, 0.62), (-0.07, 0.08, 0.88), "red"),  # umeboshi
        *(box((x, 0.06, 0.1), (r5(x + 0.12), 0.38, 0.66), "food")
          for x in (0.05, 0.18, 0.31)),  # rolled omelette slices
        box((0.05, -0.38, 0.1), (0.25, -0.06, 0.58), "fruit"),  # salmon
        sphere((0.27, -0.4, 0.3), (0.44, -0.2, 0.84), "foliage"),  # broccoli
        sphere((0.28, -0.24, 0.28), (0.44, -0.04, 0.8), "foliage"),
    )


# --- boxes, books and keepsakes ------------------------------------------------------------

def _gift_box() -> tuple[Part, ...]:
    return (
        box((-0.475, -0.475, 0.0), (0.475, 0.475, 0.8), "red"),  # wrapped box
        box((-0.49, -0.49, 0.72), (0.49, 0.49, 0.86), "red"),  # lid
        box((-0.5, -0.06, 0.0), (0.5, 0.06, 0.87), "brass"),  # ribbon both ways
        box((-0.06, -0.5, 0.0), (0.06, 0.5, 0.875), "brass"),
        *pair(sphere((-0.34, -0.13, 0.82), (-0.02, 0.13, 1.0), "brass")),  # bow loops
        sphere((-0.07, -0.07, 0.84), (0.07, 0.07, 0.97), "brass"),  # its knot
        box((-0.13, -0.38, 0.86), (-0.04, -0.06, 0.89), "brass"),  # tails
        box((0.04, -0.42, 0.86), (0.13, -0.06, 0.89), "brass"),
        box((0.2, -0.5, 0.5), (0.36, -0.49, 0.7), "ivory"),  # gift tag
    )


def _medal() -> tuple[Part, ...]:
    """A medal on its ribbon in an open presentation case, the lid standing up behind."""
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.2, 0.25), "dark_plastic"),  # case
        box((-0.5, 0.2, 0.0), (0.5, 0.35, 1.0), "dark_plastic"),  # lid, open
        box((-0.44, -0.44, 0.1), (0.44, 0.16, 0.24), "accent"),  # velvet bed
        box((-0.44, 0.17, 0.3), (0.44, 0.21, 0.94), "ivory"),  # satin in the lid
        box((-0.18, -0.05, 0.2), (0.18, 0.16, 0.27), "red"),  # ribbon
        box((-0.05, -0.05, 0.2), (0.05, 0.16, 0.275), "ivory"),
        box((-0.18, 0.15, 0.3), (0.18, 0.175, 0.8), "red"),  # ... up the lid
        box((-0.05, 0.145, 0.3), (0.05, 0.175, 0.8), "ivory"),
        box((-0.2, -0.06, 0.24), (0.2, -0.01, 0.29), "brass"),  # clasp bar
        cylinder((-0.25, -0.43, 0.24), (0.25, -0.01, 0.3), "brass"),  # the medal
        cylinder((-0.16, -0.35, 0.25), (0.16, -0.09, 0.33), "brass"),  # its relief
    )


def _encyclopedia_set() -> tuple[Part, ...]:
    """Ten matching volumes standing spine out, gilt bands and labels, page edges on top."""
    parts: list[Part] = []
    for i in range(10):
        x0 = r5(-0.5 + i * 0.1 + 0.002)
        x1 = r5(x0 + 0.096)
        parts += (
            box((x0, -0.49, 0.0), (x1, 0.5, 0.985), "books"),  # boards and spine
            box((r5(x0 + 0.01), -0.44, 0.5), (r5(x1 - 0.01), 0.49, 0.995), "paper"),  # pages
            box((r5(x0 + 0.004), -0.5, 0.86), (r5(x1 - 0.004), -0.48, 0.89), "brass"),
            box((r5(x0 + 0.016), -0.5, 0.62), (r5(x1 - 0.016), -0.485, 0.76), "dark_plastic"),
        )
    return tuple(parts)


def _photo_album() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.16), "accent"),  # back board
        box((-0.47, -0.47, 0.16), (0.47, 0.47, 0.84), "paper"),  # pages
        box((-0.5, -0.5, 0.84), (0.5, 0.5, 0.97), "accent"),  # front board
        cylinder((-0.5, -0.5, 0.0), (-0.42, 0.5, 0.97), "accent", axis="y"),  # spine
        box((-0.22, -0.25, 0.96), (0.34, 0.3, 0.985), "paper"),  # cover window
        box((-0.17, -0.2, 0.96), (0.29, 0.25, 1.0), "canvas"),  # photo in it
        box((-0.1, -0.42, 0.96), (0.22, -0.37, 0.985), "brass"),  # title
        box((0.38, -0.22, 0.4), (0.5, 0.04, 0.43), "ivory"),  # photos poking out
        box((0.42, 0.1, 0.6), (0.5, 0.32, 0.63), "canvas"),
        *pair_y(box((0.4, -0.5, 0.9), (0.5, -0.4, 0.98), "brass")),  # corner guards
    )


def _hatbox() -> tuple[Part, ...]:
    return (
        cylinder((-0.47, -0.47, 0.0), (0.47, 0.47, 0.82), "ivory"),  # box
        *ring(16, 0.465, 0.022, 0.0, 0.78, "accent", shape="cylinder"),  # stripes
        cylinder((-0.49, -0.49, 0.76), (0.49, 0.49, 0.97), "accent"),  # lid
        cylinder((-0.5, -0.5, 0.8), (0.5, 0.5, 0.86), "ivory"),  # its band
        *(sphere((r5(0.24 * math.cos(a) - 0.03), r5(-0.24 * math.sin(a) - 0.03), 0.955),
                 (r5(0.24 * math.cos(a) + 0.03), r5(-0.24 * math.sin(a) + 0.03), 1.0), "cord")
          for a in (math.pi * k / 15 for k in range(16))),  # rope handle laid on the lid
        *pair(cylinder((-0.29, -0.05, 0.96), (-0.19, 0.05, 0.985), "brass")),  # grommets
    )


def _shoe_box() -> tuple[Part, ...]:
    return (
        box((-0.485, -0.48, 0.0), (0.485, 0.48, 0.78), "canvas"),  # kraft box
        box((-0.5, -0.495, 0.7), (0.5, 0.495, 1.0), "dark_plastic"),  # lid
        box((-0.32, -0.5, 0.78), (0.06, -0.49, 0.92), "ivory"),  # brand
        box((0.1, -0.5, 0.8), (0.22, -0.49, 0.86), "red"),
        box((0.485, -0.3, 0.18), (0.5, 0.3, 0.6), "paper"),  # size label on the end
        *(box((0.49, y, 0.25), (0.5, r5(y + 0.015), 0.42), "dark_plastic")
          for y in (-0.2, -0.16, -0.1, -0.06, -0.03, 0.02)),  # its barcode
        cylinder((-0.08, -0.49, 0.56), (0.08, -0.47, 0.82), "dark_plastic", axis="y"),  # notch
    )


def _humidor() -> tuple[Part, ...]:
    return (
        *feet(0.08, "brass", 0.43, 0.4, r=0.04),
        box((-0.49, -0.48, 0.07), (0.49, 0.48, 0.62), "wood"),  # box
        box((-0.5, -0.5, 0.6), (0.5, 0.5, 0.88), "wood"),  # lid
        box((-0.46, -0.45, 0.87), (0.46, 0.45, 0.94), "wood"),  # raised panel
        box((-0.495, -0.495, 0.59), (0.495, 0.495, 0.61), "brass"),  # seam inlay
        cylinder((-0.1, -0.136, 0.93), (0.1, 0.136, 0.975), "brass"),  # hygrometer bezel
        cylinder((-0.08, -0.109, 0.93), (0.08, 0.109, 0.99), "ivory"),  # its dial
        box((-0.005, -0.07, 0.99), (0.012, 0.03, 1.0), "dark_plastic"),  # needle
        box((-0.05, -0.495, 0.46), (0.05, -0.47, 0.58), "brass"),  # lock plate
        box((-0.01, -0.5, 0.5), (0.01, -0.49, 0.54), "dark_plastic"),
        *pair(box((-0.3, 0.48, 0.5), (-0.2, 0.5, 0.59), "brass")),  # hinges
    )


def _hookah() -> tuple[Part, ...]:
    return (
        cylinder((-0.18, -0.24, 0.0), (0.18, 0.24, 0.03), "glass"),  # foot of the vase
        sphere((-0.3, -0.4, 0.01), (0.3, 0.4, 0.36), "glass"),  # vase
        sphere((-0.26, -0.35, 0.03), (0.26, 0.35, 0.22), "water"),
        cylinder((-0.1, -0.133, 0.3), (0.1, 0.133, 0.4), "glass"),  # neck
        cylinder((-0.12, -0.16, 0.38), (0.12, 0.16, 0.42), "brass"),  # grommet
        cylinder((-0.035, -0.047, 0.4), (0.035, 0.047, 0.86), "brass"),  # stem
        sphere((-0.08, -0.107, 0.5), (0.08, 0.107, 0.56), "brass"),  # turned knobs
        sphere((-0.07, -0.093, 0.68), (0.07, 0.093, 0.74), "brass"),
        cylinder((0.03, -0.035, 0.585), (0.16, 0.035, 0.625), "brass", axis="x"),  # hose port
        sphere((-0.13, -0.05, 0.58), (-0.03, 0.05, 0.64), "brass"),  # purge valve
        cylinder((-0.35, -0.467, 0.78), (0.35, 0.467, 0.8), "brass"),  # ash tray
        cylinder((-0.11, -0.147, 0.82), (0.11, 0.147, 0.94), "ceramic_accent"),  # bowl
        cylinder((-0.115, -0.153, 0.935), (0.115, 0.153, 0.95), "chrome"),  # foil
        box((-0.08, -0.06, 0.945), (-0.01, 0.03, 0.99), "dark_plastic"),  # coals
        box((0.0, -0.05, 0.945), (0.07, 0.05, 1.0), "shade"),
        *_hose(),
        cylinder((0.42, -0.4, 0.0), (0.5, 0.02, 0.045), "cord", axis="y"),  # ... on the floor
        cylinder((0.43, -0.5, 0.005), (0.49, -0.38, 0.04), "brass", axis="y"),  # mouthpiece
    )


def _hose() -> tuple[Part, ...]:
    """The hookah's hose: beads along a curve from its port on the stem down to the floor."""
    (ax, az), (bx, bz), (cx, cz) = (0.17, 0.605), (0.52, 0.5), (0.45, 0.03)
    parts = []
    for k in range(24):
        t = k / 23
        x = (1 - t) ** 2 * ax + 2 * t * (1 - t) * bx + t * t * cx
        z = (1 - t) ** 2 * az + 2 * t * (1 - t) * bz + t * t * cz
        parts.append(sphere((r5(x - 0.035), -0.085, r5(max(z - 0.022, 0.0))),
                            (r5(min(x + 0.035, 0.5)), 0.085, r5(z + 0.022)), "cord"))
    return tuple(parts)


def _menorah() -> tuple[Part, ...]:
    """Nine branches on one bar, the shamash raised in the middle, every candle lit."""
    cups = (-0.41, -0.31, -0.21, -0.11, 0.11, 0.21, 0.31, 0.41)
    colours = ("ivory", "accent", "ivory", "accent", "accent", "ivory", "accent", "ivory")
    return (
        cone((-0.14, -0.5, 0.0), (0.14, 0.5, 0.07), "brass", taper=0.4),  # foot
        cylinder((-0.025, -0.09, 0.05), (0.025, 0.09, 0.55), "brass"),  # stem
        sphere((-0.045, -0.16, 0.22), (0.045, 0.16, 0.3), "brass"),  # knop
        box((-0.45, -0.07, 0.5), (0.45, 0.07, 0.54), "brass"),  # the bar
        box((-0.03, -0.08, 0.54), (0.03, 0.08, 0.68), "brass"),  # shamash post
        *(cylinder((r5(x - 0.035), -0.126, 0.54), (r5(x + 0.035), 0.126, 0.6), "brass")
          for x in cups),  # cups
        cylinder((-0.035, -0.126, 0.68), (0.035, 0.126, 0.74), "brass"),
        *(cylinder((r5(x - 0.017), -0.06, 0.6), (r5(x + 0.017), 0.06, 0.85), c)
          for x, c in zip(cups, colours, strict=True)),  # candles
        cylinder((-0.017, -0.06, 0.74), (0.017, 0.06, 0.92), "ivory"),
        *(cone((r5(x - 0.015), -0.055, 0.86), (r5(x + 0.015), 0.055, 0.93), "shade")
          for x in cups),  # flames
        cone((-0.015, -0.055, 0.93), (0.015, 0.055, 1.0), "shade"),
    )


def _incense_burner() -> tuple[Part, ...]:
    sticks = ((-0.12, 0.06, 0.82), (0.1, -0.06, 0.95), (0.02, 0.2, 0.72))
    return (
        cylinder((-0.3, -0.3, 0.0), (0.3, 0.3, 0.03), "ceramic_accent"),  # foot ring
        sphere((-0.48, -0.48, 0.01), (0.48, 0.48, 0.17), "ceramic_accent"),  # rounded belly
        cylinder((-0.48, -0.48, 0.09), (0.48, 0.48, 0.2), "ceramic_accent"),  # bowl
        cylinder((-0.5, -0.5, 0.19), (0.5, 0.5, 0.215), "brass"),  # rim
        cylinder((-0.44, -0.44, 0.18), (0.44, 0.44, 0.21), "stone"),  # ash
        *(cylinder((r5(x - 0.014), r5(y - 0.014), 0.19), (r5(x + 0.014), r5(y + 0.014),
                                                          r5(top - 0.03)), "wood")
          for x, y, top in sticks),  # incense sticks
        *(cylinder((r5(x - 0.018), r5(y - 0.018), r5(top - 0.035)), (r5(x + 0.018),
                                                                     r5(y + 0.018), top),
                   "shade") for x, y, top in sticks),  # their glowing tips
    )


def _dehumidifier() -> tuple[Part, ...]:
    return (
        *feet(0.04, "dark_plastic", 0.38, 0.36, r=0.05),  # castors
        soft_box((-0.5, -0.48, 0.035), (0.5, 0.5, 0.975), "appliance"),  # body
        box((-0.42, -0.1, 0.96), (0.42, 0.42, 0.985), "dark_plastic"),  # outlet grille
        *(box((-0.4, y, 0.97), (0.4, r5(y + 0.03), 1.0), "appliance")
          for y in (-0.05, 0.03, 0.11, 0.19, 0.27, 0.35)),
        box((-0.42, -0.44, 0.955), (0.42, -0.16, 0.985), "dark_plastic"),  # control panel
        box((-0.12, -0.38, 0.98), (0.12, -0.26, 0.99), "shade"),  # display
        *(box((x, -0.34, 0.98), (r5(x + 0.06), -0.28, 0.995), "ivory") for x in (0.2, 0.3)),
        box((-0.42, -0.495, 0.07), (0.42, -0.46, 0.42), "dark_plastic"),  # water tank
        box((-0.05, -0.5, 0.1), (0.05, -0.49, 0.36), "water"),  # its level window
        box((-0.2, -0.5, 0.38), (0.2, -0.49, 0.4), "screen"),  # finger pull
        *(box((-0.4, -0.5, z), (0.4, -0.47, r5(z + 0.025)), "dark_plastic")
          for z in (0.52, 0.58, 0.64, 0.7, 0.76)),  # intake louvres
        box((-0.06, -0.5, 0.86), (0.06, -0.49, 0.88), "chrome"),  # badge
    )


def _smoke_detector() -> tuple[Part, ...]:
    return (
        cylinder((-0.5, -0.5, 0.86), (0.5, 0.5, 1.0), "ivory"),  # mounting base
        cylinder((-0.46, -0.46, 0.3), (0.46, 0.46, 0.9), "ivory"),  # body
        sphere((-0.4, -0.4, 0.0), (0.4, 0.4, 0.62), "ivory"),  # domed face
        *ring(16, 0.45, 0.025, 0.42, 0.72, "dark_plastic", shape="box"),  # smoke vents
        sphere((0.2, -0.3, 0.12), (0.26, -0.24, 0.2), "red"),  # LED
        cylinder((-0.12, -0.12, 0.0), (0.12, 0.12, 0.06), "chrome"),  # test button
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- records and games -------------------------------------------------------------
    family("vinyl_record", _RECORD, "surface", _vinyl_record(),
           names=("vinyl record", "lp", "lp record", "vinyl lp", "record album",
                  "vinyl album", "gramophone record", "record sleeve", "record"),
           hosts=RECORDS, stacks=True, jitter=0.03),
    family("record_crate", (0.36, 0.34, 0.33), "surface", _record_crate(),
           contents=_crate_records(),
           names=("record crate", "vinyl crate", "record box", "crate of records",
                  "record storage box", "lp crate", "box of records"),
           hosts=("sideboard", "tv_stand", "low_shelf", "shelving_unit", "bookshelf", "bench",
                  "coffee_table", "side_table"), interior=0.06, rim=0.05, jitter=0.05),
    family("chess_set", _CHESS, "surface", _chess_set(),
           names=("chess set", "chessboard", "chess board", "chess", "chess pieces",
                  "chess game", "game of chess"), hosts=GAMES, jitter=0.05),
    # --- wall things -------------------------------------------------------------------
    family("key_holder", _KEYS, "wall_mounted", _key_holder(),
           names=("key holder", "key rack", "key hooks", "key hanger", "wall key holder",
                  "key hook rack"), mount_centre=1.35, near=("door",)),
    family("mailbox", (0.3, 0.12, 0.38), "wall_mounted", _mailbox(),
           names=("mailbox", "letter box", "letterbox", "mail box", "wall mailbox",
                  "wall letterbox", "post box"), mount_centre=1.2, near=("door",)),
    family("framed_certificate", (0.36, 0.02, 0.28), "wall_mounted", _certificate(),
           names=("framed certificate", "certificate", "diploma", "framed diploma",
                  "degree certificate", "award certificate", "framed degree"),
           mount_centre=1.55, jitter=0.08),
    family("dreamcatcher", _DREAM, "wall_mounted", _dreamcatcher(),
           names=("dreamcatcher", "dream catcher", "boho dreamcatcher",
                  "dreamcatcher wall hanging"), mount_centre=1.6, jitter=0.1),
    # --- strung decorations -----------------------------------------------------------
    family("string_lights", _LIGHTS, "wall_mounted", _string_lights(),
           names=("string lights", "fairy lights", "festoon lights", "twinkle lights",
                  "christmas lights", "party lights", "light string", "string of lights"),
           mount_centre=2.05, jitter=0.1),
    family("bunting", _BUNTING, "wall_mounted", _bunting(),
           names=("bunting", "party bunting", "flag bunting", "pennant banner",
                  "pennant garland", "party flags", "flag garland", "string of flags"),
           mount_centre=2.0, jitter=0.1),
    family("garland", (1.6, 0.16, 0.35), "wall_mounted", _garland(),
           names=("garland", "christmas garland", "pine garland", "evergreen garland",
                  "holiday garland", "greenery garland", "festive garland"),
           mount_centre=1.9, jitter=0.1),
    # --- kitchen, bar and table -------------------------------------------------------
    family("dish_rack", (0.46, 0.32, 0.26), "surface", _dish_rack(),
           names=("dish rack", "dish drying rack", "dish drainer", "draining rack",
                  "drainer", "dish strainer", "drying rack for dishes"), hosts=KITCHEN,
           jitter=0.05),
    family("compost_caddy", (0.22, 0.22, 0.27), "surface", _compost_caddy(),
           names=("compost bin", "compost caddy", "food waste caddy", "kitchen compost bin",
                  "compost crock", "compost bucket", "compost pail", "food waste bin"),
           hosts=KITCHEN),
    family("cocktail_shaker", (0.09, 0.09, 0.24), "surface", _cocktail_shaker(),
           names=("cocktail shaker", "martini shaker", "boston shaker", "cobbler shaker",
                  "drinks shaker", "bar shaker"), hosts=BAR, jitter=0.05),
    family("ice_bucket", (0.22, 0.22, 0.22), "surface", _ice_bucket(), contents=_ice(),
           names=("ice bucket", "champagne bucket", "wine bucket", "ice pail",
                  "champagne cooler", "ice bucket with tongs"),
           hosts=BAR, interior=0.1, rim=0.1, jitter=0.05),
    family("bento_box", (0.2, 0.13, 0.06), "surface", _bento_box(),
           names=("bento box", "bento", "bento lunch box", "japanese lunch box",
                  "bento lunch"), hosts=("dining_table", "kitchen_island", "counter", "desk",
                                         "cafe_table", "coffee_table", "kids_table")),
    family("menorah", (0.36, 0.1, 0.3), "surface", _menorah(),
           names=("menorah", "hanukkah menorah", "chanukah menorah", "hanukkiah", "hanukiah",
                  "chanukiah"), hosts=FEAST, jitter=0.05),
    family("incense_burner", (0.11, 0.11, 0.3), "surface", _incense_burner(),
           names=("incense burner", "incense holder", "incense stick holder", "censer",
                  "incense bowl", "joss stick holder", "incense sticks", "incense"),
           hosts=CALM),
    family("hookah", _HOOKAH, "floor", _hookah(),
           names=("hookah", "shisha", "shisha pipe", "water pipe", "hookah pipe", "narghile",
                  "nargile", "hubble bubble"), jitter=0.06),
    # --- boxes, books and keepsakes ---------------------------------------------------
    family("gift_box", (0.25, 0.25, 0.2), "surface", _gift_box(),
           names=("gift box", "gift", "wrapped gift", "wrapped present", "christmas present",
                  "birthday present", "christmas gift", "birthday gift"), hosts=PARTY,
           stacks=True, jitter=0.2),
    family("medal", (0.1, 0.12, 0.1), "surface", _medal(),
           names=("medal", "gold medal", "medal case", "medal box", "military medal",
                  "sports medal", "award medal"), hosts=DISPLAY, jitter=0.05),
    family("encyclopedia_set", (0.5, 0.24, 0.28), "surface", _encyclopedia_set(),
           names=("encyclopedia set", "encyclopedia", "encyclopaedia", "set of encyclopedias",
                  "row of books", "set of books", "reference books", "book set"),
           hosts=SHELF_FIRST, jitter=0.05),
    family("photo_album", (0.32, 0.3, 0.05), "surface", _photo_album(),
           names=("photo album", "scrapbook", "photograph album", "picture album",
                  "family album", "wedding album", "memory book", "scrap book"),
           hosts=(*LIVING, "bookshelf"), stacks=True, surface_frac=1.0, jitter=0.05),
    family("hatbox", (0.38, 0.38, 0.26), "surface", _hatbox(),
           names=("hatbox", "hat box", "bandbox", "round box", "round storage box",
                  "hat storage box"), hosts=CLOSET, stacks=True, surface_frac=1.0),
    family("shoe_box", (0.33, 0.2, 0.12), "surface", _shoe_box(),
           names=("shoe box", "shoebox", "shoe carton", "boot box", "box of shoes"),
           hosts=CLOSET, stacks=True, surface_frac=1.0, jitter=0.05),
    family("humidor", (0.3, 0.22, 0.13), "surface", _humidor(),
           names=("humidor", "cigar humidor", "cigar box", "cigar case", "desktop humidor"),
           hosts=("desk", "sideboard", "coffee_table", "side_table", "bar_cart", "bookshelf",
                  "console_table", "shelving_unit"), jitter=0.05),
    # --- appliances ---------------------------------------------------------------------
    family("dehumidifier", (0.34, 0.24, 0.52), "floor", _dehumidifier(),
           names=("dehumidifier", "portable dehumidifier", "dehumidifier unit",
                  "room dehumidifier", "electric dehumidifier"), jitter=0.05),
    family("smoke_detector", (0.12, 0.12, 0.045), "ceiling", _smoke_detector(),
           names=("smoke detector", "smoke alarm", "fire alarm", "smoke sensor",
                  "fire detector", "ceiling smoke detector"), jitter=0.05),
))
