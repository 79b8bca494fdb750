"""A child's world: toys, nursery furniture and play things."""

from __future__ import annotations

from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_BRIGHT = ("red", "toy_lid", "accent", "toy")  # the colours toys cycle through

# where small toys and games sit, best first
_TOY_HOSTS = ("toy_box", "bookshelf", "bed", "bunk_bed", "dresser", "nightstand", "side_table",
              "desk", "wall_shelf")
_GAME_HOSTS = ("coffee_table", "kids_table", "dining_table", "desk", "side_table", "cafe_table")


def _play_mat() -> tuple[Part, ...]:
    """Four by four foam tiles in alternating colours, a hair apart."""
    step, gap = 0.25, 0.003
    return tuple(box((-0.5 + i * step + gap, -0.5 + j * step + gap, 0.0),
                     (-0.5 + (i + 1) * step - gap, -0.5 + (j + 1) * step - gap, 1.0),
                     _BRIGHT[(i + 2 * j) % 4])
                 for i in range(4) for j in range(4))


def _slide() -> tuple[Part, ...]:
    """The chute as many fine overlapping steps from the platform down to the floor (coarse
    steps, or side lips in steps, read as a staircase)."""
    n, x_start, width = 26, -0.24, 0.74 / 26
    parts: list[Part] = []
    for i in range(n):
        x0, top = x_start + i * width, 0.64 - (i + 0.5) * (0.6 / n)
        parts.append(box((x0, -0.36, max(top - 0.05, 0.0)),
                         (min(x0 + width + 0.006, 0.5), 0.36, top), "toy"))
    return tuple(parts)


def _puzzle() -> tuple[Part, ...]:
    """A half-done jigsaw: sky, a red house, grass; a few pieces still missing."""
    parts: list[Part] = [box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.4), "canvas")]
    missing = {(4, 0), (3, 3), (0, 2)}
    cols, rows, gap = 5, 4, 0.006
    for i in range(cols):
        for j in range(rows):
            if (i, j) in missing:
                continue
            slot = "foliage" if j == 0 else "toy_lid" if j == 3 else (
                "red" if i in (1, 2) and j == 1 else "ivory" if i in (1, 2) else "accent")
            x0, y0 = -0.48 + i * 0.96 / cols, -0.46 + j * 0.92 / rows
            parts.append(box((x0 + gap, y0 + gap, 0.4),
                             (x0 + 0.96 / cols - gap, y0 + 0.92 / rows - gap, 1.0), slot))
    return tuple(parts)


FAMILIES: tuple[Family, ...] = tidy((
    family("doll", (0.16, 0.1, 0.34), "surface", (
        *pair(box((-0.2, -0.45, 0.0), (-0.03, 0.2, 0.05), "dark_plastic")),  # shoes
        *pair(cylinder((-0.16, -0.15, 0.04), (-0.05, 0.1, 0.34), "ivory")),  # legs
        cone((-0.42, -0.45, 0.3), (0.42, 0.45, 0.7), "red", taper=0.4),  # skirt
        cylinder((-0.17, -0.25, 0.62), (0.17, 0.25, 0.78), "red"),  # bodice
        *pair(cylinder((-0.27, -0.12, 0.47), (-0.15, 0.12, 0.76), "ivory")),  # arms
        sphere((-0.22, -0.4, 0.76), (0.22, 0.4, 0.96), "ivory"),  # head
        sphere((-0.25, -0.2, 0.8), (0.25, 0.48, 1.0), "wood_alt"),  # hair
        *pair(sphere((-0.1, -0.42, 0.85), (-0.04, -0.36, 0.89), "dark_plastic")),  # eyes
    ), names=("doll", "baby doll", "rag doll", "dolly", "toy doll", "porcelain doll"),
        hosts=_TOY_HOSTS, jitter=0.1),
    family("teddy_bear", (0.32, 0.28, 0.36), "surface", (
        sphere((-0.32, -0.3, 0.1), (0.32, 0.34, 0.62), "upholstery"),  # body
        sphere((-0.25, -0.25, 0.54), (0.25, 0.2, 0.9), "upholstery"),  # head
        *pair(sphere((-0.27, -0.06, 0.84), (-0.1, 0.08, 1.0), "upholstery")),  # ears
        sphere((-0.1, -0.33, 0.6), (0.1, -0.13, 0.75), "ivory"),  # muzzle
        sphere((-0.04, -0.36, 0.68), (0.04, -0.3, 0.74), "dark_plastic"),  # nose
        *pair(sphere((-0.13, -0.25, 0.74), (-0.07, -0.19, 0.8), "dark_plastic")),  # eyes
        *pair(sphere((-0.47, -0.22, 0.2), (-0.21, 0.12, 0.52), "upholstery")),  # arms
        *pair(sphere((-0.34, -0.5, 0.0), (-0.06, 0.06, 0.22), "upholstery")),  # legs
        *pair(sphere((-0.15, -0.3, 0.49), (0.0, -0.19, 0.57), "red")),  # bow
    ), names=("teddy bear", "teddy", "stuffed animal", "plush toy", "soft toy", "plushie",
              "stuffed toy", "cuddly toy"), hosts=(*_TOY_HOSTS, "sofa"), jitter=0.12),
    family("rocking_horse", (1.0, 0.38, 0.8), "floor", (
        *pair_y(cylinder((-0.5, -0.45, 0.0), (0.5, -0.35, 0.2), "wood", axis="y")),  # rockers
        box((-0.32, -0.4, 0.07), (-0.26, 0.4, 0.13), "wood"),  # cross slats
        box((0.26, -0.4, 0.07), (0.32, 0.4, 0.13), "wood"),
        *(box((x, y, 0.1), (x + 0.06, y + 0.1, 0.5), "toy")
          for x in (-0.3, 0.22) for y in (-0.36, 0.26)),  # legs
        cylinder((-0.32, -0.26, 0.42), (0.26, 0.26, 0.66), "toy", axis="x"),  # body
        box((0.16, -0.12, 0.55), (0.3, 0.12, 0.86), "toy"),  # neck
        soft_box((0.2, -0.11, 0.78), (0.5, 0.11, 0.94), "toy"),  # head
        *pair_y(box((0.22, -0.09, 0.93), (0.27, -0.03, 1.0), "toy")),  # ears
        box((0.12, -0.05, 0.62), (0.2, 0.05, 0.95), "wood_alt"),  # mane
        box((-0.5, -0.05, 0.38), (-0.3, 0.05, 0.6), "wood_alt"),  # tail
        box((-0.14, -0.28, 0.62), (0.08, 0.28, 0.69), "red"),  # saddle
        cylinder((0.26, -0.22, 0.82), (0.3, 0.22, 0.86), "wood", axis="y"),  # handle peg
        *pair_y(sphere((0.36, -0.13, 0.86), (0.4, -0.09, 0.9), "dark_plastic")),  # eyes
    ), names=("rocking horse", "rocking pony", "toy horse", "hobby horse", "wooden horse",
              "rocking toy")),
    family("play_mat", (1.6, 1.6, 0.015), "floor", _play_mat(),
           names=("play mat", "playmat", "baby play mat", "activity mat", "puzzle mat",
                  "kids play mat", "foam play mat"), jitter=0.1),
    family("easel", (0.62, 0.55, 1.5), "floor", (
        *pair(box((-0.42, -0.28, 0.0), (-0.36, -0.2, 0.97), "wood")),  # front legs
        box((-0.42, -0.28, 0.93), (0.42, -0.2, 0.97), "wood"),  # top bar
        box((-0.05, -0.2, 0.94), (0.05, -0.06, 1.0), "wood"),  # hinge block
        box((-0.03, 0.32, 0.0), (0.03, 0.5, 0.34), "wood"),  # back leg, leaning in steps
        box((-0.03, 0.12, 0.32), (0.03, 0.34, 0.66), "wood"),
        box((-0.03, -0.08, 0.64), (0.03, 0.14, 0.98), "wood"),
        box((-0.46, -0.42, 0.4), (0.46, -0.2, 0.43), "wood"),  # tray
    ), contents=(  # a canvas and paint pots, while the prompt puts none there
        box((-0.4, -0.34, 0.43), (0.4, -0.29, 0.9), "canvas"),  # canvas
        box((-0.3, -0.35, 0.6), (0.1, -0.34, 0.7), "accent"),  # paint on it
        box((0.0, -0.35, 0.5), (0.3, -0.34, 0.58), "red"),
        box((-0.25, -0.35, 0.75), (-0.1, -0.34, 0.85), "toy_lid"),
        *(cylinder((x, -0.42, 0.43), (x + 0.06, -0.35, 0.46), slot)
          for x, slot in ((-0.4, "red"), (-0.3, "toy_lid"), (0.3, "accent"))),  # paint pots
    ), names=("easel", "art easel", "painting easel", "kids easel", "drawing easel",
              "artist's easel", "children's easel"), near=("stool", "chair"),
           companions=("stool",)),
    family("toy_car", (0.3, 0.16, 0.12), "floor", (
        soft_box((-0.49, -0.42, 0.18), (0.49, 0.42, 0.58), "red"),  # body
        soft_box((-0.28, -0.36, 0.5), (0.18, 0.36, 1.0), "red"),  # cabin
        box((-0.25, -0.38, 0.64), (0.15, 0.38, 0.9), "screen"),  # side windows
        box((0.12, -0.3, 0.62), (0.2, 0.3, 0.92), "screen"),  # windscreen
        *(cylinder((x - 0.08, y, 0.0), (x + 0.08, y + 0.14, 0.4), "rubber", axis="y")
          for x in (-0.3, 0.3) for y in (-0.5, 0.36)),  # wheels
        *pair_y(box((0.48, -0.35, 0.35), (0.5, -0.2, 0.48), "ivory")),  # headlights
    ), names=("toy car", "toy truck", "toy vehicle", "model car", "matchbox car",
              "toy race car"), jitter=0.1),
    family("toy_train", (0.9, 0.14, 0.16), "floor", (
        box((0.08, -0.4, 0.16), (0.5, 0.4, 0.3), "dark_plastic"),  # engine chassis
        cylinder((0.22, -0.3, 0.28), (0.5, 0.3, 0.8), "red", axis="x"),  # boiler
        box((0.08, -0.4, 0.28), (0.24, 0.4, 0.9), "red"),  # cab
        box((0.11, -0.42, 0.6), (0.21, 0.42, 0.8), "screen"),  # cab windows
        box((0.06, -0.45, 0.9), (0.26, 0.45, 1.0), "dark_plastic"),  # cab roof
        cylinder((0.41, -0.1, 0.74), (0.44, 0.1, 0.98), "dark_plastic"),  # chimney
        box((-0.2, -0.4, 0.16), (0.04, 0.4, 0.6), "accent"),  # wagon with cargo
        box((-0.17, -0.3, 0.6), (-0.07, 0.3, 0.8), "toy"),
        sphere((-0.05, -0.3, 0.55), (0.02, 0.3, 0.85), "ivory"),
        box((-0.5, -0.4, 0.16), (-0.26, 0.4, 0.55), "toy"),  # log wagon
        cylinder((-0.48, -0.35, 0.55), (-0.28, -0.02, 0.8), "wood", axis="x"),
        cylinder((-0.48, 0.02, 0.55), (-0.28, 0.35, 0.8), "wood", axis="x"),
        box((0.03, -0.06, 0.22), (0.1, 0.06, 0.28), "dark_plastic"),  # couplings
        box((-0.28, -0.06, 0.22), (-0.18, 0.06, 0.28), "dark_plastic"),
        *(cylinder((x - 0.028, -0.5, 0.0), (x + 0.028, 0.5, 0.32), "toy_lid", axis="y")
          for x in (0.15, 0.28, 0.42, -0.15, -0.01, -0.45, -0.31)),  # wheels
    ), names=("toy train", "train set", "wooden train", "toy locomotive", "model train",
              "train toy"), jitter=0.1),
    family("building_blocks", (0.5, 0.4, 0.18), "floor", (
        box((-0.47, -0.2, 0.0), (-0.35, -0.05, 0.333), "red"),  # a little tower
        box((-0.34, -0.2, 0.0), (-0.22, -0.05, 0.333), "toy_lid"),
        box((-0.47, -0.2, 0.333), (-0.22, -0.05, 0.666), "accent"),
        box((-0.41, -0.2, 0.666), (-0.29, -0.05, 1.0), "toy"),
        box((0.0, -0.46, 0.0), (0.12, -0.31, 0.333), "toy_lid"),  # scattered blocks
        cone((0.0, -0.46, 0.333), (0.12, -0.31, 0.7), "red", taper=0.0),
        box((0.1, 0.15, 0.0), (0.35, 0.3, 0.333), "red"),
        box((0.16, 0.15, 0.333), (0.28, 0.3, 0.666), "accent"),
        cylinder((0.3, -0.2, 0.0), (0.42, -0.05, 0.5), "toy"),
        box((-0.3, 0.2, 0.0), (-0.18, 0.35, 0.333), "accent"),
        box((-0.48, 0.25, 0.0), (-0.36, 0.4, 0.333), "toy"),
        box((-0.12, 0.0, 0.0), (0.0, 0.15, 0.333), "ivory"),
        box((0.3, -0.45, 0.0), (0.42, -0.3, 0.333), "accent"),
    ), names=("building blocks set", "block set", "blocks set", "lego set", "duplo set",
              "lego", "duplo", "block tower", "tower of blocks", "pile of blocks"),
        jitter=0.15),
    family("toy_block", (0.06, 0.06, 0.06), "surface", (  # one block: a letter on each face
        box((-0.47, -0.47, 0.0), (0.47, 0.47, 1.0), "toy_lid"),
        box((-0.3, -0.5, 0.2), (0.3, -0.47, 0.8), "ivory"),  # painted letter panels
        box((-0.5, -0.3, 0.2), (-0.47, 0.3, 0.8), "ivory"),
        box((-0.3, 0.47, 0.2), (0.3, 0.5, 0.8), "accent"),
        box((0.47, -0.3, 0.2), (0.5, 0.3, 0.8), "accent"),
    ), names=("block", "toy block", "wooden block", "play block", "lego block", "lego brick",
              "building block", "alphabet block", "letter block", "abc block", "baby block",
              "stacking block"), hosts=_TOY_HOSTS, jitter=0.2, stacks=True),
    family("toy_ball", (0.25, 0.25, 0.25), "floor", (
        sphere((-0.5, -0.49, 0.01), (0.48, 0.49, 0.99), "red"),  # two halves in two colours
        sphere((-0.48, -0.49, 0.01), (0.5, 0.49, 0.99), "ivory"),
        cylinder((-0.5, -0.5, 0.46), (0.5, 0.5, 0.54), "toy_lid"),  # band
        cylinder((-0.12, -0.12, 0.95), (0.12, 0.12, 1.0), "accent"),  # poles
        cylinder((-0.12, -0.12, 0.0), (0.12, 0.12, 0.05), "accent"),
    ), names=("ball", "toy ball", "beach ball", "play ball", "bouncy ball", "rubber ball"),
        jitter=0.15),
    family("dollhouse", (0.8, 0.35, 0.9), "wall", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "wood"),  # base
        box((-0.46, 0.42, 0.04), (0.46, 0.5, 0.72), "toy"),  # back wall
        *pair(box((-0.48, -0.46, 0.04), (-0.44, 0.5, 0.72), "toy")),  # side walls
        box((-0.44, -0.46, 0.36), (0.44, 0.42, 0.39), "wood"),  # upper floor
        box((-0.48, -0.48, 0.7), (0.48, 0.5, 0.74), "wood"),  # attic floor
        box((-0.015, -0.3, 0.04), (0.015, 0.42, 0.36), "toy"),  # room divider
        box((-0.5, -0.5, 0.74), (0.5, 0.5, 0.8), "red"),  # stepped gable roof
        box((-0.38, -0.5, 0.8), (0.38, 0.5, 0.86), "red"),
        box((-0.26, -0.5, 0.86), (0.26, 0.5, 0.92), "red"),
        box((-0.13, -0.5, 0.92), (0.13, 0.5, 0.98), "red"),
        box((0.22, 0.1, 0.84), (0.3, 0.3, 1.0), "toy_lid"),  # chimney
        *(box((x, 0.4, z), (x + 0.2, 0.42, z + 0.14), "glass")
          for x in (-0.36, 0.16) for z in (0.14, 0.48)),  # windows in the back wall
        *pair(box((-0.5, -0.2, 0.48), (-0.48, 0.1, 0.6), "glass")),  # side windows
        soft_box((-0.42, 0.0, 0.39), (-0.15, 0.4, 0.45), "bedding"),  # tiny bed
        soft_box((-0.42, 0.2, 0.04), (-0.1, 0.4, 0.15), "accent"),  # tiny sofa
        box((0.15, 0.0, 0.04), (0.35, 0.3, 0.14), "wood_alt"),  # tiny table
    ), names=("dollhouse", "doll house", "doll's house", "dolls house", "toy house",
              "miniature house")),
    family("changing_table", (0.9, 0.55, 1.0), "wall", (
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.5, 1.0), "wood")),  # sides, rising as rails
        box((-0.46, 0.45, 0.04), (0.46, 0.5, 1.0), "wood"),  # back
        box((-0.46, -0.48, 0.04), (0.46, 0.45, 0.08), "wood"),  # shelves
        box((-0.46, -0.48, 0.4), (0.46, 0.45, 0.44), "wood"),
        box((-0.46, -0.48, 0.8), (0.46, 0.45, 0.85), "wood"),
        soft_box((-0.45, -0.45, 0.85), (0.45, 0.44, 0.93), "accent"),  # changing pad
    ), contents=(  # its shelves' own things, while the prompt puts none there
        soft_box((-0.42, -0.4, 0.44), (-0.04, 0.4, 0.62), "fabric"),  # baskets
        soft_box((0.04, -0.4, 0.44), (0.42, 0.4, 0.62), "fabric"),
        box((-0.4, -0.35, 0.08), (-0.05, 0.3, 0.22), "paper"),  # nappies
        soft_box((0.05, -0.35, 0.08), (0.4, 0.3, 0.18), "towel"),  # folded towels
    ), names=("changing table", "baby changing table", "diaper changing table",
              "nappy changing table", "changing unit"), clearance=0.6, near=("crib",),
        shelves=(0.08, 0.44)),
    family("changing_pad", (0.78, 0.45, 0.1), "surface", (  # a contoured mat for a top
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.55), "accent"),
        *pair(soft_box((-0.5, -0.5, 0.5), (-0.38, 0.5, 1.0), "accent")),  # raised sides
        soft_box((-0.36, -0.42, 0.5), (0.36, 0.42, 0.6), "fabric"),  # its cover
    ), names=("changing pad", "changing mat", "baby changing pad", "diaper changing pad",
              "nappy changing mat"), hosts=("dresser", "changing_table", "sideboard",
                                            "side_table", "bed")),
    family("diaper_stack", (0.3, 0.2, 0.14), "surface", (  # a pack of folded nappies
        *(soft_box((-0.5, -0.5, z), (0.5, 0.5, z + 0.2), "paper") for z in (0.0, 0.2, 0.4, 0.6)),
        soft_box((-0.48, -0.48, 0.8), (0.48, 0.48, 1.0), "paper"),
        box((-0.3, -0.5, 0.3), (0.3, -0.48, 0.7), "accent"),  # the pack's printed band
    ), names=("diapers", "diaper", "nappies", "nappy", "stack of diapers", "pack of diapers",
              "diaper pack", "stack of nappies"), hosts=("changing_table", "dresser",
                                                         "shelving_unit", "open_shelf"),
        stacks=True),
    family("baby_mobile", (0.5, 0.5, 0.65), "ceiling", (
        cylinder((-0.012, -0.012, 0.62), (0.012, 0.012, 1.0), "cord"),
        box((-0.46, -0.012, 0.6), (0.46, 0.012, 0.63), "wood"),  # cross arms
        box((-0.012, -0.46, 0.6), (0.012, 0.46, 0.63), "wood"),
        *(cylinder((x - 0.006, y - 0.006, z), (x + 0.006, y + 0.006, 0.61), "cord")
          for x, y, z in ((0.44, 0.0, 0.33), (-0.44, 0.0, 0.25), (0.0, 0.44, 0.4),
                          (0.0, -0.44, 0.3), (0.0, 0.0, 0.13))),  # strings
        sphere((0.38, -0.06, 0.2), (0.5, 0.06, 0.34), "toy_lid"),  # hanging figures
        cylinder((-0.5, -0.03, 0.11), (-0.38, 0.03, 0.26), "ivory", axis="y"),
        box((-0.06, 0.38, 0.28), (0.06, 0.5, 0.41), "red"),
        sphere((-0.08, -0.5, 0.17), (0.08, -0.38, 0.31), "accent"),
        sphere((-0.07, -0.07, 0.0), (0.07, 0.07, 0.14), "toy"),
    ), names=("baby mobile", "crib mobile", "nursery mobile", "hanging mobile", "cot mobile",
              "mobile"),
           near=("crib",)),
    family("play_tent", (1.2, 1.2, 1.65), "corner", (
        cone((-0.47, -0.47, 0.0), (0.47, 0.47, 0.86), "canvas", taper=0.0),  # tent
        cone((-0.368, -0.368, 0.2), (0.368, 0.368, 0.28), "accent", taper=0.88),  # stripe
        cone((-0.18, -0.48, 0.0), (0.18, -0.02, 0.45), "dark_plastic", taper=0.0),  # opening
        *(cylinder((x - 0.012, y - 0.012, 0.74), (x + 0.012, y + 0.012, 1.0), "wood")
          for x, y in ((-0.03, -0.03), (0.03, -0.03), (-0.03, 0.03), (0.03, 0.03))),  # poles
        soft_box((-0.2, -0.5, 0.0), (0.2, -0.3, 0.04), "accent"),  # cushion at the door
    ), names=("play tent", "teepee", "tipi", "kids tent", "play teepee", "wigwam",
              "kids teepee"), jitter=0.05),
    family("toy_bin", (0.45, 0.35, 0.32), "floor", (
        box((-0.44, -0.44, 0.0), (0.44, 0.44, 0.06), "fabric"),  # floor of the basket
        box((-0.49, -0.49, 0.0), (0.49, -0.44, 0.78), "fabric"),  # walls
        box((-0.49, 0.44, 0.0), (0.49, 0.49, 0.78), "fabric"),
        *pair(box((-0.49, -0.44, 0.0), (-0.44, 0.44, 0.78), "fabric")),
        box((-0.5, -0.5, 0.64), (0.5, -0.48, 0.72), "accent"),  # coloured band
        box((-0.5, 0.48, 0.64), (0.5, 0.5, 0.72), "accent"),
        *pair(box((-0.5, -0.48, 0.64), (-0.48, 0.48, 0.72), "accent")),
        *pair(cylinder((-0.5, -0.15, 0.45), (-0.49, 0.15, 0.6), "dark_plastic", axis="x")),
    ), contents=(
        sphere((-0.4, -0.35, 0.45), (-0.02, 0.1, 1.0), "red"),  # toys poking out
        box((0.05, -0.3, 0.55), (0.25, -0.05, 0.85), "toy_lid"),
        box((0.22, 0.0, 0.6), (0.42, 0.3, 0.82), "accent"),
        sphere((-0.2, 0.05, 0.6), (0.12, 0.4, 0.96), "upholstery"),  # a teddy's head
        *(sphere((x, 0.15, 0.88), (x + 0.1, 0.28, 1.0), "upholstery") for x in (-0.22, 0.04)),
        cylinder((0.3, 0.25, 0.5), (0.36, 0.33, 1.0), "toy"),
    ), names=("toy bin", "toy basket", "toy storage bin", "toy storage basket",
              "toy organizer", "toy organiser"), jitter=0.1, interior=0.06, rim=0.07),
    family("kids_table", (0.8, 0.6, 0.5), "floor", (
        soft_box((-0.5, -0.5, 0.88), (0.5, 0.5, 1.0), "toy"),  # top
        box((-0.44, -0.44, 0.8), (0.44, 0.44, 0.9), "toy_lid"),  # apron
        *(cylinder((x, y, 0.0), (x + 0.09, y + 0.12, 0.86), "toy_lid")
          for x in (-0.46, 0.37) for y in (-0.46, 0.34)),  # legs
    ), names=("kids table", "kids' table", "children's table", "kid's table", "play table",
              "activity table", "toddler table"), surface_frac=1.0),
    family("kids_chair", (0.32, 0.32, 0.56), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.1, y + 0.1, 0.52), "toy_lid")
          for x in (-0.46, 0.36) for y in (-0.46, 0.32)),  # legs
        soft_box((-0.48, -0.48, 0.48), (0.48, 0.44, 0.56), "toy"),  # seat
        *pair(cylinder((-0.44, 0.34, 0.55), (-0.36, 0.42, 0.96), "toy_lid")),  # back posts
        soft_box((-0.44, 0.32, 0.72), (0.44, 0.46, 1.0), "red"),  # backrest
    ), names=("kids chair", "kids' chair", "children's chair", "kid's chair", "toddler chair",
              "child's chair", "small chair"),
        surface_frac=0.56, keep_clear=((-0.5, 0.3, 0.5, 0.5),)),  # the seat before its back
    family("kids_slide", (1.5, 0.5, 0.95), "floor", (
        *pair_y(box((-0.5, -0.45, 0.0), (-0.46, -0.36, 1.0), "red")),  # ladder rails
        *(cylinder((-0.495, -0.36, z), (-0.465, 0.36, z + 0.035), "toy_lid", axis="y")
          for z in (0.15, 0.31, 0.47)),  # rungs
        box((-0.46, -0.45, 0.6), (-0.24, 0.45, 0.65), "toy_lid"),  # platform
        *pair_y(box((-0.46, -0.45, 0.65), (-0.24, -0.38, 0.95), "red")),  # side guards
        *pair_y(box((-0.28, -0.45, 0.0), (-0.24, -0.38, 0.6), "red")),  # platform posts
        *_slide(),
    ), names=("slide", "kids slide", "children's slide", "toddler slide", "playground slide",
              "indoor slide"), clearance=0.6),
    family("jigsaw_puzzle", (0.5, 0.36, 0.012), "surface", _puzzle(),
           names=("jigsaw puzzle", "puzzle", "jigsaw", "puzzle pieces", "half-done puzzle"),
           hosts=_GAME_HOSTS, jitter=0.1, stacks=True),
    family("board_game", (0.4, 0.27, 0.12), "surface", (
        box((-0.49, -0.49, 0.0), (0.49, 0.49, 0.3), "red"),  # bottom box and its lid
        box((-0.5, -0.5, 0.12), (0.5, 0.5, 0.33), "red"),
        box((-0.35, -0.3, 0.33), (0.35, 0.3, 0.345), "paper"),
        box((-0.44, -0.4, 0.345), (0.4, 0.46, 0.63), "toy_lid"),  # middle box
        box((-0.45, -0.41, 0.45), (0.41, 0.47, 0.66), "toy_lid"),
        box((-0.3, -0.2, 0.66), (0.25, 0.3, 0.675), "ivory"),
        box((-0.3, -0.35, 0.675), (0.3, 0.3, 0.97), "accent"),  # small box on top
        box((-0.2, -0.2, 0.97), (0.2, 0.15, 1.0), "paper"),
    ), names=("board game", "board game box", "boxed game", "stack of board games", "game box",
              "games box"), hosts=("bookshelf", *_GAME_HOSTS, "sideboard", "dresser"),
        jitter=0.1, stacks=True),
))
