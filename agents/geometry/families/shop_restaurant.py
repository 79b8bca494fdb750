"""Shops, bars, restaurants and games rooms: counters, shelving, displays, game tables."""

from __future__ import annotations

from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_STORE_LEVELS = (0.04, 0.27, 0.5, 0.73, 0.97)  # a store shelf's boards, 0.03 thick
STORE_SHELVES = tuple(round(z + 0.03, 4) for z in _STORE_LEVELS[:-1])  # tops of the lower four


def _store_shelf() -> tuple[Part, ...]:
    """Four posts, five shelves and a back panel."""
    parts: list[Part] = [box((x, y, 0.0), (x + 0.03, y + 0.06, 1.0), "dark_plastic")
                         for x in (-0.5, 0.47) for y in (-0.5, 0.44)]
    parts += [box((-0.49, -0.48, z), (0.49, 0.48, z + 0.03), "aluminium")
              for z in _STORE_LEVELS]
    parts.append(box((-0.47, 0.45, 0.04), (0.47, 0.48, 0.97), "aluminium"))
    return tuple(parts)


def _store_goods() -> tuple[Part, ...]:
    """Rows of packaged goods on the lower four shelves (left off when the prompt's things
    stand there)."""
    goods = ("red", "paper", "accent", "toy_lid", "food", "ivory")
    parts = []
    for k, top in enumerate(STORE_SHELVES):
        for j, (x0, x1) in enumerate(((-0.47, -0.17), (-0.14, 0.16), (0.19, 0.47))):
            height = (0.12, 0.16, 0.14)[(j + k) % 3]
            parts.append(box((x0, -0.42, top), (x1, 0.42, top + height),
                             goods[(2 * k + j) % len(goods)]))
    return tuple(parts)


def _wine_cabinet() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.5, -0.3, 0.0), (0.5, 0.5, 1.0), "dark_plastic"),  # body
        *pair(box((-0.5, -0.45, 0.0), (-0.45, 0.5, 1.0), "dark_plastic")),
        box((-0.5, -0.45, 0.95), (0.5, 0.5, 1.0), "dark_plastic"),
        box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.07), "dark_plastic"),
        box((-0.5, -0.48, 0.07), (0.5, -0.45, 0.11), "aluminium"),  # door frame
        box((-0.5, -0.48, 0.91), (0.5, -0.45, 0.95), "aluminium"),
        *pair(box((-0.5, -0.48, 0.07), (-0.45, -0.45, 0.95), "aluminium")),
        box((-0.45, -0.475, 0.11), (0.45, -0.455, 0.91), "glass"),
        box((0.43, -0.5, 0.35), (0.46, -0.48, 0.75), "chrome"),  # handle
        box((-0.45, -0.31, 0.11), (0.45, -0.3, 0.91), "ivory"),  # lit interior
    ]
    for z in (0.14, 0.33, 0.52, 0.71):
        parts.append(box((-0.45, -0.44, z), (0.45, -0.31, z + 0.01), "chrome"))  # rack
        for x in (-0.4, -0.2, 0.0, 0.2):
            parts.append(cylinder((x + 0.02, -0.44, z + 0.01), (x + 0.18, -0.31, z + 0.074),
                                  "dark_plastic", axis="y"))  # bottle ends
    return tuple(parts)


def _wine_rack() -> tuple[Part, ...]:
    parts: list[Part] = [
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.5, 1.0), "wood")),
        box((-0.46, -0.5, 0.96), (0.46, 0.5, 1.0), "wood"),
        box((-0.46, -0.5, 0.0), (0.46, 0.5, 0.04), "wood"),
        *pair(box((-0.17, -0.5, 0.04), (-0.14, 0.5, 0.96), "wood")),
    ]
    rows = (0.04, 0.24, 0.42, 0.6, 0.78)
    parts += [box((-0.46, -0.5, z - 0.02), (0.46, 0.5, z), "wood") for z in rows[1:]]
    empty = {(2, 1), (0, 3), (1, 4)}
    for i, xc in enumerate((-0.315, 0.0, 0.315)):
        for j, z in enumerate(rows):
            if (i, j) in empty:
                continue
            parts.append(cylinder((xc - 0.067, -0.45, z), (xc + 0.067, 0.48, z + 0.09),
                                  "dark_plastic", axis="y"))  # bottle
            parts.append(cylinder((xc - 0.025, -0.5, z + 0.028), (xc + 0.025, -0.44, z + 0.062),
                                  "red" if (i + j) % 2 else "brass", axis="y"))  # neck
    return tuple(parts)


def _menu_board() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.48, 0.0, 0.04), (0.48, 0.5, 0.96), "dark_plastic"),
        box((-0.5, -0.4, 0.94), (0.5, 0.5, 1.0), "wood"),
        box((-0.5, -0.4, 0.0), (0.5, 0.5, 0.06), "wood"),
        *pair(box((-0.5, -0.4, 0.0), (-0.46, 0.5, 1.0), "wood")),
        box((-0.25, -0.05, 0.78), (0.25, 0.0, 0.86), "paper"),  # heading
    ]
    for x0 in (-0.42, 0.04):
        for k, length in enumerate((0.26, 0.2, 0.3, 0.22)):
            z = 0.62 - k * 0.14
            parts.append(box((x0, -0.05, z), (x0 + length, 0.0, z + 0.03), "paper"))
            parts.append(box((x0 + 0.32, -0.05, z), (x0 + 0.38, 0.0, z + 0.03), "accent"))
    return tuple(parts)


def _sandwich_board() -> tuple[Part, ...]:
    """An A-frame sign: the chalk face stands upright, the back board leans in steps to the
    hinge (a slanted face in steps would read as a stack of drawers)."""
    parts: list[Part] = [
        *pair(box((-0.5, -0.48, 0.0), (-0.42, -0.4, 0.08), "wood")),  # feet
        box((-0.5, -0.48, 0.06), (0.5, -0.4, 1.0), "wood"),  # front frame
        box((-0.42, -0.49, 0.14), (0.42, -0.48, 0.92), "dark_plastic"),  # chalk face
        box((-0.28, -0.5, 0.78), (0.28, -0.49, 0.84), "paper"),  # writing
        *(box((-0.34, -0.5, z), (x1, -0.49, z + 0.03), "paper")
          for z, x1 in ((0.64, 0.3), (0.54, 0.18), (0.44, 0.26), (0.3, 0.1))),
        box((-0.5, -0.45, 0.94), (0.5, -0.3, 1.0), "wood"),  # hinge
    ]
    for k in range(5):  # the back board, leaning
        z0, z1 = k * 0.19, min(k * 0.19 + 0.21, 0.96)
        c = 0.44 - 0.76 * (k + 0.5) / 5
        parts.append(box((-0.5, c - 0.06, z0), (0.5, c + 0.06, z1), "wood"))
    return tuple(parts)


def _cart() -> tuple[Part, ...]:
    parts: list[Part] = [
        *(cylinder((x, y, 0.0), (x + 0.06, y + 0.12, 0.11), "rubber", axis="x")
          for x in (-0.44, 0.38) for y in (-0.42, 0.3)),  # wheels
        *pair(box((-0.44, -0.45, 0.11), (-0.38, 0.45, 0.14), "chrome")),  # chassis
        *pair(box((-0.44, 0.33, 0.11), (-0.4, 0.37, 0.98), "chrome")),  # back posts
        box((-0.38, -0.35, 0.18), (0.38, 0.3, 0.2), "chrome"),  # bottom tray
        box((-0.46, -0.5, 0.42), (0.46, 0.36, 0.44), "chrome"),  # basket floor
        cylinder((-0.46, 0.42, 0.94), (0.46, 0.5, 1.0), "red", axis="x"),  # handle
        *pair(box((-0.44, 0.35, 0.9), (-0.41, 0.46, 0.97), "chrome")),
    ]
    for z in (0.64, 0.88):  # rims
        parts += [box((-0.48, -0.5, z), (0.48, -0.47, z + 0.03), "chrome"),
                  box((-0.48, 0.33, z), (0.48, 0.36, z + 0.03), "chrome"),
                  *pair(box((-0.48, -0.5, z), (-0.45, 0.36, z + 0.03), "chrome"))]
    parts += [cylinder((x - 0.01, -0.5, 0.43), (x + 0.01, -0.48, 0.89), "chrome")
              for x in (-0.3, -0.1, 0.1, 0.3)]  # wires
    parts += [cylinder((x, y - 0.012, 0.43), (x + 0.02, y + 0.012, 0.89), "chrome")
              for x in (-0.48, 0.46) for y in (-0.3, -0.08, 0.14)]
    parts += [cylinder((x - 0.01, 0.33, 0.43), (x + 0.01, 0.35, 0.89), "chrome")
              for x in (-0.2, 0.2)]
    return tuple(parts)


def _produce_bin() -> tuple[Part, ...]:
    parts: list[Part] = [
        *(box((x, y, 0.0), (x + 0.06, y + 0.07, 0.48), "wood")
          for x in (-0.48, 0.42) for y in (-0.46, 0.39)),  # legs
        box((-0.5, -0.5, 0.42), (0.5, 0.5, 0.48), "wood"),  # stand top
        box((-0.5, -0.48, 0.48), (0.5, -0.44, 0.62), "wood_alt"),  # crate front, low
        box((-0.5, 0.44, 0.48), (0.5, 0.5, 1.0), "wood_alt"),  # crate back, high
        box((-0.01, -0.44, 0.48), (0.01, 0.44, 0.7), "wood_alt"),  # divider
        box((0.2, -0.5, 0.5), (0.4, -0.48, 0.6), "paper"),  # price card
    ]
    for k in range(3):  # the tilted floor and sides, in steps
        y0, y1 = -0.44 + 0.293 * k, -0.44 + 0.293 * (k + 1) + 0.01
        parts.append(box((-0.46, y0, 0.48), (0.46, min(y1, 0.44), 0.52 + 0.08 * k), "wood_alt"))
        parts += pair(box((-0.5, y0, 0.48), (-0.46, min(y1, 0.44), 0.66 + 0.1 * k),
                           "wood_alt"))
        yc = (y0 + y1) / 2
        for side, slot in ((-1.0, "fruit"), (1.0, "food")):
            for xc in (0.1, 0.24, 0.38):
                x = side * xc
                parts.append(sphere((x - 0.066, yc - 0.075, 0.52 + 0.08 * k),
                                    (x + 0.066, yc + 0.075, 0.646 + 0.08 * k), slot))
    return tuple(parts)


def _basket() -> tuple[Part, ...]:
    parts: list[Part] = [box((-0.47, -0.47, 0.0), (0.47, 0.47, 0.05), "red")]
    parts += [box((x, y, 0.0), (x + 0.04, y + 0.04, 0.8), "red")
              for x in (-0.49, 0.45) for y in (-0.49, 0.45)]  # corner posts
    for z0, z1 in ((0.0, 0.3), (0.45, 0.58), (0.72, 0.8)):  # bands with gaps between
        parts += [box((-0.49, -0.49, z0), (0.49, -0.45, z1), "red"),
                  box((-0.49, 0.45, z0), (0.49, 0.49, z1), "red"),
                  *pair(box((-0.49, -0.45, z0), (-0.45, 0.45, z1), "red"))]
    for x in (-0.08, 0.04):  # two handles, raised
        parts += [cylinder((x, -0.49, 0.94), (x + 0.04, 0.49, 1.0), "dark_plastic", axis="y"),
                  *pair_y(box((x, -0.49, 0.78), (x + 0.04, -0.45, 0.97), "dark_plastic"))]
    return tuple(parts)


def _bread_rack() -> tuple[Part, ...]:
    parts: list[Part] = [
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.5, 1.0), "wood")),
        box((-0.46, 0.44, 0.0), (0.46, 0.5, 1.0), "wood"),
        box((-0.5, -0.5, 0.96), (0.5, 0.5, 1.0), "wood"),
    ]
    for z in (0.04, 0.28, 0.52, 0.76):
        parts += [box((-0.46, -0.48, z), (0.46, 0.44, z + 0.02), "wood_alt"),
                  box((-0.46, -0.5, z), (0.46, -0.47, z + 0.05), "wood_alt")]  # lip
    parts += [sphere((x - 0.11, -0.3, 0.06), (x + 0.11, 0.2, 0.15), "food")
              for x in (-0.3, 0.0, 0.3)]  # round loaves
    parts += [cylinder((-0.42, y, 0.3), (0.42, y + 0.15, 0.345), "food", axis="x")
              for y in (-0.38, -0.15, 0.08)]  # baguettes
    parts += [soft_box((x, -0.3, 0.54), (x + 0.25, 0.1, 0.62), "food")
              for x in (-0.43, -0.12, 0.18)]  # tin loaves
    parts += [sphere((x - 0.05, -0.3, 0.78), (x + 0.05, -0.08, 0.84), "food")
              for x in (-0.36, -0.18, 0.0, 0.18, 0.36)]  # rolls
    return tuple(parts)


def _vending_machine() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.5, -0.3, 0.0), (0.5, 0.5, 1.0), "red"),  # body
        box((-0.5, -0.45, 0.0), (-0.44, -0.3, 1.0), "red"),  # front frame
        box((-0.5, -0.45, 0.95), (0.5, -0.3, 1.0), "red"),
        box((-0.5, -0.45, 0.0), (0.5, -0.3, 0.28), "red"),
        box((0.1, -0.45, 0.28), (0.16, -0.3, 0.95), "red"),
        box((0.16, -0.45, 0.28), (0.5, -0.3, 0.95), "red"),
        box((-0.44, -0.44, 0.28), (0.1, -0.42, 0.95), "glass"),  # window
        box((-0.44, -0.31, 0.28), (0.1, -0.3, 0.95), "ivory"),  # lit back
        box((0.22, -0.47, 0.55), (0.42, -0.45, 0.75), "dark_plastic"),  # keypad
        box((0.22, -0.47, 0.78), (0.42, -0.45, 0.85), "screen"),  # display
        box((0.28, -0.48, 0.48), (0.36, -0.45, 0.51), "chrome"),  # coin slot
        box((-0.4, -0.47, 0.06), (0.06, -0.45, 0.2), "dark_plastic"),  # pick-up flap
    ]
    goods = ("accent", "toy_lid", "paper", "food", "red", "ivory")
    for k, z in enumerate((0.31, 0.44, 0.57, 0.7, 0.83)):
        parts.append(box((-0.44, -0.41, z), (0.1, -0.31, z + 0.008), "chrome"))
        parts += [box((x, -0.4, z + 0.008), (x + 0.14, -0.32, z + 0.09), goods[(k + j) % 6])
                  for j, x in enumerate((-0.42, -0.24, -0.06))]
    return tuple(parts)


def _pool_table() -> tuple[Part, ...]:
    parts: list[Part] = [
        *(box((x, y, 0.0), (x + 0.08, y + 0.12, 0.82), "wood")
          for x in (-0.46, -0.04, 0.38) for y in (-0.42, 0.3)),  # legs
        box((-0.48, -0.44, 0.7), (0.48, 0.44, 0.88), "wood"),  # body
        box((-0.45, -0.41, 0.88), (0.45, 0.41, 0.9), "foliage"),  # cloth
        *pair_y(box((-0.5, -0.5, 0.84), (0.5, -0.41, 0.96), "wood_alt")),  # rails
        *pair(box((-0.5, -0.41, 0.84), (-0.45, 0.41, 0.96), "wood_alt")),
        *pair_y(box((-0.45, -0.41, 0.9), (0.45, -0.385, 0.935), "foliage")),  # cushions
        *pair(box((-0.45, -0.385, 0.9), (-0.44, 0.385, 0.935), "foliage")),
        *(cylinder((x - 0.03, y, 0.9), (x + 0.03, y + 0.11, 0.965), "dark_plastic")
          for x in (-0.47, 0.0, 0.47) for y in (-0.5, 0.39)),  # pockets
    ]
    return tuple(parts)


def _pool_table_set() -> tuple[Part, ...]:
    """A cue and a racked set of balls on the cloth, drawn while nothing is put on it."""
    rack = ((0.2, 0.0), (0.222, -0.02), (0.222, 0.02), (0.244, -0.04), (0.244, 0.0),
            (0.244, 0.04))
    balls = ("red", "toy_lid", "accent", "brass", "dark_plastic", "red")
    return (
        cylinder((-0.4, 0.15, 0.9), (-0.02, 0.165, 0.915), "wood_alt", axis="x"),  # cue
        sphere((-0.261, -0.02, 0.9), (-0.239, 0.019, 0.971), "ivory"),  # cue ball
        *(sphere((x - 0.011, y - 0.0195, 0.9), (x + 0.011, y + 0.0195, 0.971), slot)
          for (x, y), slot in zip(rack, balls, strict=True)),
    )


def _foosball() -> tuple[Part, ...]:
    parts: list[Part] = [
        *(box((x, y, 0.0), (x + 0.06, y + 0.08, 0.6), "wood")
          for x in (-0.47, 0.41) for y in (-0.38, 0.3)),  # legs
        *pair(box((-0.47, -0.3, 0.12), (-0.41, 0.3, 0.16), "wood")),  # stretchers
        *pair_y(box((-0.5, -0.4, 0.55), (0.5, -0.36, 0.86), "wood")),  # sides
        *pair(box((-0.5, -0.36, 0.55), (-0.46, 0.36, 0.86), "wood")),  # ends
        box((-0.46, -0.36, 0.58), (0.46, 0.36, 0.6), "foliage"),  # pitch
        *pair(box((-0.49, -0.1, 0.6), (-0.455, 0.1, 0.7), "dark_plastic")),  # goals
    ]
    for i, x in enumerate((-0.385, -0.275, -0.165, -0.055, 0.055, 0.165, 0.275, 0.385)):
        parts.append(cylinder((x - 0.01, -0.5, 0.76), (x + 0.01, 0.5, 0.785), "chrome",
                              axis="y"))  # rod
        y0, y1 = (-0.5, -0.4) if i % 2 == 0 else (0.4, 0.5)
        parts.append(cylinder((x - 0.018, y0, 0.75), (x + 0.018, y1, 0.795), "rubber",
                              axis="y"))  # handle
        yc = -0.15 if i % 4 in (0, 3) else 0.15
        parts.append(box((x - 0.012, yc - 0.03, 0.62), (x + 0.012, yc + 0.03, 0.82),
                         "red" if i in (0, 1, 3, 5) else "toy_lid"))  # player
    return tuple(parts)


FAMILIES: tuple[Family, ...] = tidy((
    family("display_counter", (1.8, 0.65, 0.95), "floor", (
        box((-0.48, -0.43, 0.0), (0.48, 0.48, 0.05), "dark_plastic"),  # plinth
        box((-0.5, -0.45, 0.05), (0.5, 0.5, 0.55), "cabinet"),  # base
        box((-0.45, -0.47, 0.1), (0.45, -0.45, 0.5), "wood_alt"),  # front panel
        box((-0.47, -0.49, 0.55), (0.47, -0.48, 0.98), "glass"),  # glass front, back, sides
        box((-0.47, 0.48, 0.55), (0.47, 0.49, 0.98), "glass"),
        *pair(box((-0.49, -0.46, 0.55), (-0.48, 0.46, 0.98), "glass")),
        box((-0.48, -0.48, 0.975), (0.48, 0.48, 0.985), "glass"),  # glass top
        *(box((x, y, 0.55), (x + 0.02, y + 0.04, 1.0), "aluminium")
          for x in (-0.5, 0.48) for y in (-0.5, 0.46)),  # corner posts
        box((-0.5, -0.5, 0.985), (0.5, -0.46, 1.0), "aluminium"),  # top rim
        box((-0.5, 0.46, 0.985), (0.5, 0.5, 1.0), "aluminium"),
        *pair(box((-0.5, -0.46, 0.985), (-0.48, 0.46, 1.0), "aluminium")),
        soft_box((-0.47, -0.45, 0.55), (0.47, 0.45, 0.6), "fabric"),  # display bed
        box((-0.47, -0.4, 0.76), (0.47, 0.45, 0.77), "glass"),  # glass shelf
    ), contents=(  # goods on show, left off when the prompt puts its own things in it
        cylinder((-0.35, -0.1, 0.6), (-0.27, 0.1, 0.74), "ceramic"),
        box((-0.1, -0.25, 0.6), (0.06, 0.0, 0.66), "accent"),
        sphere((0.2, -0.15, 0.6), (0.28, 0.1, 0.7), "brass"),
        box((-0.3, -0.2, 0.77), (-0.1, 0.2, 0.82), "paper"),
        cylinder((0.15, -0.1, 0.77), (0.25, 0.2, 0.86), "ceramic_accent"),
    ), names=("display counter", "glass counter", "showcase counter", "jewelry counter",
              "jewellery counter", "glass display counter", "deli counter", "freezer counter",
              "display freezer", "ice cream freezer", "gelato case", "ice cream display case"),
        surface_frac=0.985, shelves=(0.6, 0.77),  # the glass top inside its rim; inside
        keep_clear=((-0.5, -0.5, 0.5, -0.45), (-0.5, 0.45, 0.5, 0.5), (-0.5, -0.5, -0.47, 0.5),
                    (0.47, -0.5, 0.5, 0.5)),  # the rim
        clearance=0.8),
    family("checkout_counter", (1.8, 0.7, 1.3), "floor", (
        box((-0.49, -0.43, 0.0), (0.49, 0.48, 0.03), "dark_plastic"),  # plinth
        box((-0.5, -0.45, 0.03), (0.5, 0.5, 0.66), "cabinet"),  # body
        box((-0.5, -0.5, 0.66), (0.5, 0.5, 0.7), "countertop"),  # top
        box((-0.5, -0.47, 0.5), (0.5, -0.45, 0.56), "accent"),  # stripe
    ), contents=(  # its own till and belt, while the prompt puts nothing on its top
        box((-0.49, -0.3, 0.7), (-0.02, 0.3, 0.72), "rubber"),  # conveyor belt
        *pair_y(box((-0.49, -0.34, 0.7), (-0.02, -0.3, 0.735), "aluminium")),
        box((-0.3, -0.25, 0.72), (-0.26, 0.25, 0.74), "dark_plastic"),  # divider bar
        box((0.0, -0.25, 0.7), (0.08, 0.25, 0.705), "glass"),  # scanner
        box((0.1, 0.0, 0.7), (0.42, 0.42, 0.78), "dark_plastic"),  # till
        box((0.24, 0.25, 0.78), (0.28, 0.3, 0.86), "dark_plastic"),  # display stand
        box((0.1, 0.2, 0.85), (0.42, 0.25, 1.0), "dark_plastic"),
        box((0.11, 0.19, 0.86), (0.41, 0.2, 0.99), "screen"),
        box((0.02, -0.45, 0.7), (0.1, -0.3, 0.75), "dark_plastic"),  # card terminal
    ), names=("checkout counter", "checkout", "cash desk", "register counter",
              "sales counter", "shop counter", "checkout desk", "point of sale"),
        surface_frac=0.7, clearance=0.9),
    family("bar_counter", (3.0, 0.8, 1.35), "floor", (
        box((-0.5, -0.36, 0.0), (0.5, 0.3, 0.03), "dark_plastic"),  # kick plate
        box((-0.5, -0.38, 0.03), (0.5, 0.3, 0.78), "wood"),  # bar front
        *(box((x, -0.4, 0.12), (x + 0.13, -0.38, 0.7), "wood_alt")
          for x in (-0.47, -0.31, -0.15, 0.02, 0.18, 0.34)),  # raised panels
        box((-0.5, -0.48, 0.78), (0.5, 0.5, 0.82), "countertop"),  # bar top
        cylinder((-0.5, -0.5, 0.77), (0.5, -0.42, 0.83), "wood_alt", axis="x"),  # armrest
        cylinder((-0.5, -0.5, 0.09), (0.5, -0.45, 0.12), "brass", axis="x"),  # foot rail
        *(box((x - 0.005, -0.48, 0.095), (x + 0.005, -0.38, 0.115), "brass")
          for x in (-0.4, -0.13, 0.13, 0.4)),  # rail brackets
        box((-0.48, 0.3, 0.4), (0.48, 0.5, 0.42), "wood"),  # under-bar shelf
        cylinder((-0.03, 0.08, 0.82), (0.03, 0.16, 0.97), "chrome"),  # beer tower
        cylinder((-0.12, 0.08, 0.93), (0.12, 0.16, 0.98), "chrome", axis="x"),
        *(cylinder((x - 0.006, 0.05, 0.9), (x + 0.006, 0.09, 1.0), "dark_plastic")
          for x in (-0.08, 0.0, 0.08)),  # tap handles
    ), names=("bar counter", "bar", "pub bar", "home bar", "wet bar",
              "drinks bar", "bar top"), surface_frac=0.82, clearance=0.6, jitter=0.05),
    family("bar_table", (0.7, 0.7, 1.05), "floor", (
        cylinder((-0.5, -0.5, 0.96), (0.5, 0.5, 1.0), "wood"),  # top
        box((-0.25, -0.03, 0.93), (0.25, 0.03, 0.96), "metal"),  # spider
        box((-0.03, -0.25, 0.93), (0.03, 0.25, 0.96), "metal"),
        cylinder((-0.05, -0.05, 0.04), (0.05, 0.05, 0.96), "metal"),  # column
        cylinder((-0.32, -0.32, 0.0), (0.32, 0.32, 0.04), "metal"),  # base
        box((-0.2, -0.2, 0.3), (0.2, -0.17, 0.32), "metal"),  # foot ring
        box((-0.2, 0.17, 0.3), (0.2, 0.2, 0.32), "metal"),
        *pair(box((-0.2, -0.17, 0.3), (-0.17, 0.17, 0.32), "metal")),
        box((-0.17, -0.015, 0.3), (0.17, 0.015, 0.32), "metal"),
    ), names=("bar table", "high table", "pub table", "high-top table", "cocktail table",
              "poseur table", "bar height table"), surface_frac=1.0),
    family("shelving_unit", (1.2, 0.5, 1.85), "wall", _store_shelf(), contents=_store_goods(),
           names=("shelf unit", "shelving unit", "store shelf", "gondola shelf",
                  "metal shelving", "supermarket shelf", "grocery shelf", "shop shelving"),
           surface_frac=1.0, shelves=STORE_SHELVES, clearance=0.9, jitter=0.05),
    family("wine_cabinet", (0.6, 0.6, 1.5), "wall", _wine_cabinet(),
           names=("wine cabinet", "wine cooler", "wine fridge", "wine refrigerator",
                  "wine chiller", "wine storage cabinet"), clearance=0.6,
           jitter=0.05, surface_frac=1.0),
    family("wine_rack", (0.6, 0.3, 0.9), "wall", _wine_rack(),
           names=("wine rack", "bottle rack", "wine shelf", "wine storage rack",
                  "wine bottle rack"), surface_frac=1.0),
    family("menu_board", (1.0, 0.05, 0.7), "wall_mounted", _menu_board(),
           names=("menu board", "wall menu", "chalkboard menu", "specials board",
                  "price board", "cafe menu board"), jitter=0.12, mount_centre=1.9),
    family("sandwich_board", (0.6, 0.55, 1.0), "floor", _sandwich_board(),
           names=("sandwich board", "a-frame sign", "a-board", "sidewalk sign",
                  "pavement sign", "chalkboard sign", "menu stand")),
    family("display_case", (0.9, 0.5, 1.8), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.42), "wood"),  # base
        box((-0.5, -0.5, 0.97), (0.5, 0.5, 1.0), "wood"),  # cap
        *(box((x, y, 0.42), (x + 0.03, y + 0.04, 0.97), "brass")
          for x in (-0.5, 0.47) for y in (-0.5, 0.46)),  # corner posts
        box((-0.47, -0.49, 0.42), (0.47, -0.48, 0.97), "glass"),  # glass walls
        box((-0.47, 0.48, 0.42), (0.47, 0.49, 0.97), "glass"),
        *pair(box((-0.49, -0.46, 0.42), (-0.48, 0.46, 0.97), "glass")),
        box((-0.47, -0.46, 0.6), (0.47, 0.46, 0.608), "glass"),  # glass shelves
        box((-0.47, -0.46, 0.78), (0.47, 0.46, 0.788), "glass"),
    ), contents=(
        cylinder((-0.3, -0.1, 0.42), (-0.18, 0.12, 0.45), "brass"),  # trophy
        cylinder((-0.26, -0.03, 0.45), (-0.22, 0.05, 0.5), "brass"),
        cylinder((-0.31, -0.12, 0.5), (-0.17, 0.14, 0.58), "brass"),
        cone((0.1, -0.12, 0.42), (0.3, 0.16, 0.56), "ceramic", taper=0.5),  # vase
        cylinder((-0.25, 0.1, 0.608), (0.05, 0.16, 0.72), "ceramic", axis="y"),  # plate
        sphere((0.15, -0.15, 0.608), (0.3, 0.15, 0.7), "ceramic_accent"),  # figurine
        box((-0.35, -0.2, 0.788), (-0.1, 0.2, 0.86), "books"),
        cylinder((0.12, -0.1, 0.788), (0.24, 0.12, 0.9), "glass"),  # decanter
    ), names=("display case", "glass display case", "showcase", "trophy case",
              "museum case", "display vitrine"), clearance=0.6, jitter=0.05,
           shelves=(0.42, 0.608, 0.788)),
    family("mannequin", (0.5, 0.3, 1.8), "floor", (
        cylinder((-0.35, -0.5, 0.0), (0.35, 0.5, 0.015), "chrome"),  # base
        cylinder((0.05, -0.05, 0.015), (0.11, 0.05, 0.2), "chrome"),  # rod into the calf
        *pair(box((-0.21, -0.35, 0.015), (-0.05, 0.1, 0.05), "dark_plastic")),  # shoes
        *pair(cylinder((-0.2, -0.15, 0.04), (-0.06, 0.15, 0.28), "ivory")),  # calves
        *pair(cylinder((-0.24, -0.22, 0.26), (-0.02, 0.22, 0.5), "ivory")),  # thighs
        soft_box((-0.28, -0.36, 0.46), (0.28, 0.36, 0.6), "ivory"),  # hips
        soft_box((-0.25, -0.32, 0.58), (0.25, 0.32, 0.8), "ivory"),  # torso
        soft_box((-0.42, -0.33, 0.76), (0.42, 0.33, 0.83), "ivory"),  # shoulders
        cylinder((-0.06, -0.12, 0.82), (0.06, 0.12, 0.88), "ivory"),  # neck
        sphere((-0.13, -0.32, 0.87), (0.13, 0.32, 1.0), "ivory"),  # head
        *pair(cylinder((-0.5, -0.15, 0.48), (-0.39, 0.15, 0.81), "ivory")),  # arms
        cone((-0.38, -0.47, 0.36), (0.38, 0.47, 0.79), "accent", taper=0.7),  # dress
    ), names=("mannequin", "dress form", "shop dummy", "display mannequin", "tailor's dummy",
              "manikin", "dummy"), jitter=0.04),
    family("clothing_rack", (1.5, 0.55, 1.6), "floor", (
        *pair(box((-0.5, -0.5, 0.03), (-0.45, 0.5, 0.06), "chrome")),  # feet
        *(cylinder((x, y, 0.0), (x + 0.03, y + 0.08, 0.03), "rubber")
          for x in (-0.49, 0.46) for y in (-0.48, 0.4)),  # casters
        *pair(cylinder((-0.49, -0.03, 0.06), (-0.46, 0.03, 1.0), "chrome")),  # uprights
        cylinder((-0.49, -0.025, 0.94), (0.49, 0.025, 0.97), "chrome", axis="x"),  # rail
        cylinder((-0.49, -0.025, 0.12), (0.49, 0.025, 0.14), "chrome", axis="x"),
    ), contents=tuple(part for i, (z0, slot) in enumerate((
            (0.35, "fabric"), (0.45, "accent"), (0.3, "upholstery"), (0.5, "curtains"),
            (0.4, "bedding"), (0.28, "seat"), (0.45, "towel"), (0.38, "accent"),
            (0.5, "fabric"))) for part in (
            soft_box((-0.42 + i * 0.092, -0.42, z0), (-0.36 + i * 0.092, 0.42, 0.92), slot),
            box((-0.4 + i * 0.092, -0.01, 0.91), (-0.385 + i * 0.092, 0.01, 0.975), "chrome"),
        )),  # garments on hangers, while the prompt hangs none there
        names=("clothing rack", "clothes rack", "garment rack", "rolling rack", "clothes rail",
              "dress rack"), jitter=0.05),
    family("booth_table", (1.1, 0.7, 0.9), "wall", (
        box((-0.5, -0.5, 0.8), (0.5, 0.5, 0.84), "countertop"),  # top
        box((-0.5, -0.5, 0.78), (0.5, 0.5, 0.8), "chrome"),  # edge band
        cylinder((-0.05, -0.08, 0.04), (0.05, 0.08, 0.78), "chrome"),  # pedestal
        box((-0.3, -0.06, 0.0), (0.3, 0.06, 0.04), "chrome"),  # cross base
        box((-0.05, -0.4, 0.0), (0.05, 0.4, 0.04), "chrome"),
        box((-0.08, 0.3, 0.84), (0.08, 0.42, 0.98), "chrome"),  # napkin dispenser
        cylinder((0.12, 0.3, 0.84), (0.17, 0.38, 1.0), "red"),  # sauces
        cylinder((0.19, 0.3, 0.84), (0.24, 0.38, 1.0), "accent"),
        cylinder((-0.18, 0.32, 0.84), (-0.15, 0.37, 0.93), "glass"),  # salt and pepper
        cylinder((-0.24, 0.32, 0.84), (-0.21, 0.37, 0.93), "dark_plastic"),
    ), names=("booth table", "diner table", "restaurant table", "pedestal table",
              "wall table"), surface_frac=0.84),
    family("hostess_stand", (0.65, 0.45, 1.3), "floor", (
        box((-0.43, -0.38, 0.0), (0.43, 0.43, 0.03), "dark_plastic"),  # plinth
        box((-0.45, -0.4, 0.03), (0.45, 0.45, 0.83), "wood"),  # body
        box((-0.35, -0.42, 0.15), (0.35, -0.4, 0.75), "wood_alt"),  # front panel
        box((-0.5, -0.5, 0.83), (0.5, 0.5, 0.87), "wood_alt"),  # top
        box((-0.3, -0.15, 0.87), (0.1, 0.25, 0.88), "red"),  # reservation book
        box((-0.29, -0.14, 0.88), (0.09, 0.24, 0.89), "paper"),
        cylinder((0.22, 0.16, 0.87), (0.38, 0.34, 0.88), "brass"),  # little lamp
        cylinder((0.29, 0.24, 0.88), (0.31, 0.26, 0.94), "brass"),
        cone((0.2, 0.14, 0.91), (0.4, 0.36, 1.0), "shade", taper=0.6),
        box((-0.46, -0.46, 0.87), (-0.34, -0.1, 0.9), "dark_plastic"),  # menus
    ), names=("hostess stand", "host stand", "host podium", "maitre d stand",
              "reservation stand", "greeter stand"), clearance=0.6),
    family("display_table", (1.6, 0.9, 0.75), "floor", (
        box((-0.5, -0.5, 0.94), (0.5, 0.5, 1.0), "wood"),  # top
        *(box((x, y, 0.0), (x + 0.06, y + 0.1, 0.94), "wood")
          for x in (-0.48, 0.42) for y in (-0.48, 0.38)),  # legs
        box((-0.46, -0.46, 0.18), (0.46, 0.46, 0.22), "wood_alt"),  # lower shelf
        *(soft_box((x, -0.35, 0.22 + k * 0.08), (x + 0.18, 0.3, 0.3 + k * 0.08), slot)
          for x, slots in ((-0.42, ("fabric", "accent", "bedding")),
                           (-0.2, ("bedding", "fabric", "fabric")),
                           (0.02, ("accent", "accent", "upholstery")),
                           (0.24, ("upholstery", "bedding", "accent")))
          for k, slot in enumerate(slots)),  # stacks of folded clothes
    ), names=("display table", "merchandise table", "retail table", "shop display table",
              "store table", "merchandising table"), surface_frac=1.0),
    family("plinth", (0.6, 0.6, 0.9), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "trim"),
        box((-0.46, -0.46, 0.05), (0.46, 0.46, 0.08), "trim"),
        box((-0.42, -0.42, 0.08), (0.42, 0.42, 0.92), "trim"),
        box((-0.46, -0.46, 0.92), (0.46, 0.46, 0.95), "trim"),
        box((-0.5, -0.5, 0.95), (0.5, 0.5, 1.0), "trim"),
    ), names=("pedestal", "plinth", "display pedestal", "display plinth", "sculpture stand",
              "pedestal stand", "column pedestal"), surface_frac=1.0),
    family("produce_bin", (1.0, 0.85, 0.95), "floor", _produce_bin(),
           names=("produce bin", "produce stand", "produce display", "fruit stand",
                  "vegetable stand", "fruit display", "produce crate")),
    family("shopping_basket", (0.45, 0.32, 0.26), "floor", _basket(),
           names=("shopping basket", "shop basket", "hand basket", "grocery basket",
                  "supermarket basket", "carry basket"), jitter=0.05, interior=0.05, rim=0.06),
    family("shopping_cart", (0.6, 0.95, 1.05), "floor", _cart(),
           names=("shopping cart", "shopping trolley", "grocery cart", "supermarket trolley",
                  "supermarket cart"), jitter=0.04),
    family("bread_rack", (1.0, 0.45, 1.6), "wall", _bread_rack(),
           names=("bread rack", "bread shelf", "bakery rack", "bread display", "bakery shelf",
                  "bread stand"), clearance=0.6, surface_frac=1.0),
    family("vending_machine", (0.9, 0.8, 1.85), "wall", _vending_machine(),
           names=("vending machine", "snack machine", "soda machine", "drinks machine",
                  "drink vending machine", "snack vending machine"), clearance=0.8,
           jitter=0.03),
    family("pool_table", (2.6, 1.45, 0.8), "floor", _pool_table(),
           names=("pool table", "billiard table", "billiards table", "snooker table",
                  "eight ball table"), clearance=1.2, jitter=0.04,
           contents=_pool_table_set(), surface_frac=0.9,  # the cloth, inside the cushions
           keep_clear=((-0.5, -0.5, 0.5, -0.385), (-0.5, 0.385, 0.5, 0.5),
                       (-0.5, -0.5, -0.44, 0.5), (0.44, -0.5, 0.5, 0.5))),
    family("foosball_table", (1.4, 0.76, 0.92), "floor", _foosball(),
           names=("foosball table", "foosball", "table football", "table soccer",
                  "fussball table", "babyfoot"), clearance=0.8, jitter=0.04),
    family("arcade_cabinet", (0.7, 0.85, 1.8), "wall", (
        *pair(box((-0.5, -0.4, 0.0), (-0.44, 0.5, 1.0), "red")),  # side panels
        box((-0.44, -0.1, 0.0), (0.44, 0.5, 0.98), "dark_plastic"),  # cabinet
        box((-0.44, -0.35, 0.0), (0.44, -0.1, 0.5), "dark_plastic"),  # lower front
        box((-0.44, -0.45, 0.5), (0.44, -0.15, 0.55), "dark_plastic"),  # control panel
        box((-0.44, -0.2, 0.55), (0.44, -0.1, 0.86), "dark_plastic"),  # screen bezel
        box((-0.36, -0.21, 0.6), (0.36, -0.2, 0.83), "screen"),
        box((-0.44, -0.3, 0.88), (0.44, -0.1, 0.98), "shade"),  # lit marquee
        box((-0.5, -0.32, 0.98), (0.5, 0.5, 1.0), "dark_plastic"),  # roof
        cylinder((-0.24, -0.36, 0.55), (-0.22, -0.34, 0.6), "chrome"),  # joystick
        sphere((-0.255, -0.375, 0.59), (-0.205, -0.325, 0.61), "red"),
        *(cylinder((x, -0.38, 0.55), (x + 0.05, -0.33, 0.56), slot)
          for x, slot in ((0.0, "accent"), (0.1, "red"), (0.2, "accent"), (0.3, "red"))),
        box((-0.12, -0.37, 0.2), (0.12, -0.35, 0.38), "chrome"),  # coin door
        *pair(box((-0.08, -0.38, 0.3), (-0.04, -0.37, 0.34), "red")),
    ), names=("arcade cabinet", "arcade machine", "arcade game", "arcade",
              "retro arcade machine", "video game cabinet"), clearance=0.8, jitter=0.03),
    family("poker_table", (1.4, 1.4, 0.78), "floor", (
        cylinder((-0.32, -0.32, 0.0), (0.32, 0.32, 0.04), "wood"),  # base
        cylinder((-0.09, -0.09, 0.04), (0.09, 0.09, 0.84), "wood"),  # pedestal
        cylinder((-0.46, -0.46, 0.82), (0.46, 0.46, 0.9), "wood"),  # apron
        cylinder((-0.5, -0.5, 0.9), (0.5, 0.5, 0.97), "seat"),  # padded rail
        cylinder((-0.41, -0.41, 0.97), (0.41, 0.41, 0.975), "foliage"),  # baize
        *(cylinder((x, y, 0.975), (x + 0.03, y + 0.03, 1.0), slot)
          for x, y, slot in ((0.25, 0.1, "red"), (0.29, 0.14, "ivory"), (-0.3, -0.1, "toy_lid"),
                             (0.0, 0.3, "red"), (-0.1, -0.33, "ivory"))),  # chip stacks
        box((-0.05, -0.05, 0.975), (0.05, 0.02, 0.978), "paper"),  # cards
        box((0.07, -0.04, 0.975), (0.12, 0.03, 0.978), "paper"),
    ), names=("poker table", "card table", "casino table", "gaming table", "blackjack table",
              "games table"), surface_frac=0.975, clearance=0.8),
    family("dart_board", (0.45, 0.14, 0.45), "wall_mounted", (
        cylinder((-0.5, 0.25, 0.0), (0.5, 0.5, 1.0), "dark_plastic", axis="y"),
        *(cylinder((-r, y, 0.5 - r), (r, y + 0.03, 0.5 + r), slot, axis="y")
          for r, y, slot in ((0.4, 0.22, "red"), (0.37, 0.19, "ivory"),
                             (0.25, 0.16, "dark_plastic"), (0.22, 0.13, "foliage"),
                             (0.19, 0.1, "ivory"), (0.07, 0.07, "foliage"),
                             (0.035, 0.04, "red"))),  # rings, nearer the thrower inwards
        *(cylinder((x - 0.01, -0.5, z - 0.01), (x + 0.01, 0.07, z + 0.01), "chrome", axis="y")
          for x, z in ((0.05, 0.55), (-0.12, 0.45), (0.2, 0.3))),  # darts
        *(box((x - 0.035, -0.5, z - 0.035), (x + 0.035, -0.4, z + 0.035), "accent")
          for x, z in ((0.05, 0.55), (-0.12, 0.45), (0.2, 0.3))),  # flights
    ), names=("dart board", "dartboard", "darts board", "dart target"), jitter=0.05,
           mount_centre=1.73),
))
