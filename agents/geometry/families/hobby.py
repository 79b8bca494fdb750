"""Hobbies, crafts, sport and the office desk: sewing, painting, music, boards, garden tools."""

from __future__ import annotations

from agents.geometry.families._shapes import r5, rod, slant
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family
from agents.geometry.families.props import DESK
from orchestrator.schema.blueprint import Part, box, cone, cylinder, legs, soft_box, sphere

CRAFT = ("desk", "workbench", "dining_table", "kitchen_island", "side_table", "display_table",
         "teachers_desk")
OFFICE = ("desk", "teachers_desk", "standing_desk", "reception_desk", "cubicle",
          "conference_table", "filing_cabinet", "side_table")
BAR = ("bar_counter", "counter", "kitchen_island", "display_counter", "bar_table")
BEDSIDE = ("nightstand", "dresser", "side_table", "desk", "wall_shelf", "shelving_unit")
MUSIC = ("side_table", "sideboard", "desk", "dresser", "coffee_table", "piano_bench")

_SEWING = (0.46, 0.2, 0.32)
_TELESCOPE = (1.0, 0.6, 1.3)
_TYPEWRITER = (0.45, 0.38, 0.15)
_TAPE = (0.07, 0.16, 0.08)
_SKATEBOARD = (0.8, 0.21, 0.11)
_SAX = (0.35, 0.35, 0.8)
_TRUMPET = (0.5, 0.13, 0.15)
_TAP = (0.4, 0.2, 0.55)
_MOWER = (0.55, 1.4, 1.0)
_BARROW = (0.65, 1.45, 0.62)
_HOSE = (0.5, 0.4, 0.8)
_LOOM = (1.2, 1.0, 1.5)



def _lean(sections: tuple[tuple[float, float, float, float, int], ...], y0: float, y1: float,
          thick: float, slot: str) -> tuple[Part, ...]:
    """A flat board leaning on the wall, its centre line at y0 on the floor and y1 at the top,
    as boxes that step back with height; each section is (z0, z1, x0, x1, steps). (`slant`
    narrows every other box, which would notch a wide board's edges.)"""
    parts = []
    for z0, z1, x0, x1, n in sections:
        for k in range(n):
            za, zb = z0 + (z1 - z0) * k / n, z0 + (z1 - z0) * (k + 1) / n
            ya, yb = y0 + (y1 - y0) * za, y0 + (y1 - y0) * zb
            parts.append(box((x0, r5(ya - thick / 2), r5(za)),
                             (x1, r5(yb + thick / 2), r5(zb)), slot))
    return tuple(parts)


def _outline(widths: tuple[float, ...]) -> tuple[tuple[float, float, float, float, int], ...]:
    """A board's sections for `_lean`, of equal height from the bottom, from half-widths."""
    n = len(widths)
    return tuple((r5(k / n), r5((k + 1) / n), -w, w, 1) for k, w in enumerate(widths))


def _mirrored(parts: tuple[Part, ...]) -> tuple[Part, ...]:
    """Parts and their mirror images across x = 0."""
    return tuple(q for p in parts for q in pair(p))


def _kite() -> tuple[Part, ...]:
    """A diamond kite, its sail in four coloured quarters as strips, its tail of bows below."""
    parts: list[Part] = []
    rows = [(0.42 + 0.06 * k, 0.48 + 0.06 * k) for k in range(6)]  # below the cross spar
    rows += [(0.78 + 0.055 * k, 0.835 + 0.055 * k) for k in range(4)]  # above it
    for z0, z1 in rows:
        mid = (z0 + z1) / 2
        half = 0.5 * (mid - 0.42) / 0.36 if mid < 0.78 else 0.5 * (1.0 - mid) / 0.22
        low, high = ("accent", "red") if mid < 0.78 else ("red", "accent")
        parts.append(box((r5(-half), 0.3, r5(z0)), (0.0, 0.5, r5(z1)), low))
        parts.append(box((0.0, 0.3, r5(z0)), (r5(half), 0.5, r5(z1)), high))
    return (
        *parts,
        box((-0.012, -0.15, 0.42), (0.012, 0.3, 1.0), "wood"),  # spars
        box((-0.48, -0.15, 0.77), (0.48, 0.3, 0.79), "wood"),
        *slant(0.0, 0.42, 0.12, 0.22, "cord", n=4, thick=0.015, across=(0.0, 0.2)),  # tail
        *slant(0.12, 0.22, -0.04, 0.0, "cord", n=4, thick=0.015, across=(0.0, 0.2)),
        *(box((r5(x - 0.06), -0.15, r5(z - 0.015)), (r5(x + 0.06), 0.3, r5(z + 0.015)), slot)
          for x, z, slot in ((0.05, 0.34, "ivory"), (0.11, 0.25, "red"),
                             (0.06, 0.13, "ivory"), (-0.01, 0.05, "red"))),  # bows
    )


def _brush(x0: float, x1: float, y: float, slot: str) -> tuple[Part, ...]:
    """A paintbrush standing in a jar, leaning from x0 at its foot to x1 at its bristles."""
    dx = 0.05 if x1 > x0 else -0.05
    return (
        *slant(x0, 0.08, x1, 0.78, slot, n=5, thick=0.07, across=(y - 0.035, y + 0.035)),
        box((r5(min(x1, x1 + dx) - 0.03), y - 0.045, 0.76), (r5(max(x1, x1 + dx) + 0.03),
                                                              y + 0.045, 0.86), "chrome"),
        sphere((r5(x1 + dx - 0.06), y - 0.05, 0.83), (r5(x1 + dx + 0.06), y + 0.05, 1.0),
               "dark_plastic"),  # bristles
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- crafts -----------------------------------------------------------------------
    family("sewing_machine", _SEWING, "surface", (
        soft_box((-0.5, -0.45, 0.0), (0.5, 0.45, 0.2), "ivory"),  # bed
        soft_box((0.16, -0.34, 0.18), (0.44, 0.34, 0.82), "ivory"),  # pillar
        soft_box((-0.44, -0.3, 0.72), (0.44, 0.3, 0.94), "ivory"),  # arm
        soft_box((-0.46, -0.36, 0.42), (-0.2, 0.36, 0.96), "ivory"),  # head
        box((-0.5, -0.5, 0.2), (0.0, 0.2, 0.212), "fabric"),  # cloth under the needle
        box((-0.41, -0.34, 0.212), (-0.3, -0.18, 0.24), "chrome"),  # presser foot
        cylinder((-0.37, -0.3, 0.24), (-0.34, -0.24, 0.44), "chrome"),  # needle bar
        box((-0.48, -0.3, 0.5), (-0.46, 0.3, 0.9), "chrome"),  # face plate
        rod(_SEWING, (0.0, 0.6), 0.11, (0.44, 0.5), "dark_plastic", axis="x"),  # handwheel
        rod(_SEWING, (0.3, 0.55), 0.05, (-0.5, -0.34), "accent", axis="y"),  # stitch dial
        rod(_SEWING, (0.1, 0.0), 0.025, (0.94, 1.0), "red"),  # thread spool
        box((-0.2, -0.31, 0.78), (0.14, -0.3, 0.88), "accent"),  # decal
    ), names=("sewing machine", "sewing-machine", "electric sewing machine",
              "tailor's sewing machine"), hosts=CRAFT),
    family("paint_palette", (0.34, 0.26, 0.02), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.4), "wood"),  # the board
        *(sphere((r5(x - 0.07), r5(y - 0.08), 0.3), (r5(x + 0.07), r5(y + 0.08), 0.85), slot)
          for x, y, slot in ((-0.3, 0.22, "red"), (-0.1, 0.34, "accent"), (0.12, 0.33, "ivory"),
                             (0.3, 0.2, "foliage"), (-0.36, -0.05, "toy_lid"),
                             (0.34, -0.05, "dark_plastic"))),  # blobs of paint
        box((-0.15, -0.2, 0.38), (0.15, 0.05, 0.45), "toy_lid"),  # mixed paint
        cylinder((-0.1, -0.4, 0.45), (0.4, -0.34, 1.0), "wood_alt", axis="x"),  # brush
        cylinder((-0.2, -0.41, 0.42), (-0.1, -0.33, 1.0), "chrome", axis="x"),  # ferrule
        sphere((-0.3, -0.41, 0.45), (-0.17, -0.33, 0.95), "red"),  # bristles
    ), names=("paint palette", "artist's palette", "palette", "painter's palette",
              "artist palette"), hosts=CRAFT, jitter=0.1),
    family("paintbrush_jar", (0.1, 0.1, 0.3), "surface", (
        cylinder((-0.4, -0.4, 0.0), (0.4, 0.4, 0.48), "glass"),  # jar
        cylinder((-0.36, -0.36, 0.02), (0.36, 0.36, 0.3), "water"),  # rinse water
        *_brush(-0.05, -0.36, -0.1, "wood"),
        *_brush(0.05, 0.3, 0.12, "red"),
        *_brush(0.0, -0.14, 0.26, "accent"),
    ), names=("paintbrush jar", "paintbrushes", "paint brushes", "brush jar",
              "jar of brushes", "brush pot"), hosts=CRAFT),
    family("pottery_wheel", (0.6, 0.75, 0.62), "floor", (
        *legs(0.3, "metal", inset=0.05, thick=0.07),
        soft_box((-0.47, -0.47, 0.28), (0.47, 0.47, 0.7), "metal"),  # motor housing
        cylinder((-0.5, -0.4, 0.68), (0.5, 0.4, 0.8), "dark_plastic"),  # splash pan
        cylinder((-0.25, -0.2, 0.8), (0.25, 0.2, 0.86), "metal"),  # wheel head
        cone((-0.14, -0.112, 0.86), (0.14, 0.112, 1.0), "ceramic", taper=0.7),  # clay pot
        box((0.12, -0.5, 0.0), (0.36, -0.28, 0.08), "dark_plastic"),  # foot pedal
        box((0.22, -0.3, 0.0), (0.25, -0.2, 0.03), "cord"),
    ), names=("pottery wheel", "potter's wheel", "ceramics wheel", "throwing wheel",
              "clay wheel"), clearance=0.6, companions=("stool",)),
    family("loom", _LOOM, "floor", (
        *pair(box((-0.5, -0.5, 0.0), (-0.44, -0.42, 0.6), "wood")),  # front posts
        *pair(box((-0.5, 0.42, 0.0), (-0.44, 0.5, 0.6), "wood")),  # back posts
        *pair(box((-0.5, -0.05, 0.0), (-0.44, 0.05, 1.0), "wood")),  # castle
        *pair(box((-0.5, -0.5, 0.04), (-0.44, 0.5, 0.1), "wood")),  # floor rails
        box((-0.5, -0.06, 0.94), (0.5, 0.06, 1.0), "wood"),  # castle top
        box((-0.5, -0.5, 0.56), (0.5, -0.42, 0.6), "wood"),  # breast beam
        box((-0.5, 0.42, 0.56), (0.5, 0.5, 0.6), "wood"),  # back beam
        box((-0.4, -0.44, 0.595), (0.4, 0.44, 0.6), "ivory"),  # warp
        box((-0.4, -0.44, 0.6), (0.4, -0.2, 0.606), "fabric"),  # woven cloth
        *(box((-0.38, y, 0.5), (0.38, y + 0.015, 0.85), "wood_alt")
          for y in (-0.04, -0.01, 0.02)),  # shafts
        *pair(box((-0.44, -0.01, 0.86), (-0.38, 0.01, 0.94), "metal")),  # shaft cords
        box((-0.42, -0.24, 0.5), (0.42, -0.2, 0.7), "wood_alt"),  # beater
        *(box((x, -0.3, 0.02), (x + 0.06, 0.36, 0.05), "wood")
          for x in (-0.2, -0.1, 0.0, 0.1)),  # treadles
        rod(_LOOM, (-0.42, 0.3), 0.12, (-0.44, 0.44), "fabric", axis="x"),  # cloth beam
        rod(_LOOM, (0.42, 0.3), 0.12, (-0.44, 0.44), "ivory", axis="x"),  # warp beam
    ), names=("loom", "weaving loom", "floor loom", "handloom", "hand loom"),
        clearance=0.6, companions=("stool",)),
    family("knitting_basket", (0.4, 0.3, 0.42), "floor", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.62), "wood"),  # wicker body
        cylinder((-0.475, -0.475, 0.25), (0.475, 0.475, 0.3), "wood_alt"),  # weave band
        cylinder((-0.5, -0.5, 0.6), (0.5, 0.5, 0.66), "wood_alt"),  # rim
        sphere((-0.4, -0.34, 0.35), (0.02, 0.22, 0.8), "accent"),  # balls of yarn
        sphere((-0.06, -0.1, 0.38), (0.36, 0.38, 0.83), "red"),
        sphere((0.0, -0.42, 0.36), (0.38, 0.14, 0.78), "ivory"),
        *slant(-0.05, 0.5, -0.32, 1.0, "chrome", n=4, thick=0.03, across=(-0.06, -0.03)),
        *slant(0.0, 0.5, -0.2, 0.97, "chrome", n=4, thick=0.03, across=(0.0, 0.03)),  # needles
        sphere((-0.36, -0.075, 0.95), (-0.29, -0.015, 1.0), "red"),  # their knobs
        sphere((-0.24, -0.015, 0.92), (-0.17, 0.045, 0.98), "red"),
    ), names=("knitting basket", "yarn basket", "basket of yarn", "knitting bag")),
    family("yarn_ball", (0.09, 0.09, 0.08), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "accent"),  # the wound ball
        *(cylinder((-0.48 + 0.06 * abs(k), r5(-0.48 + 0.06 * abs(k)), r5(0.2 + 0.15 * (k + 2))),
                   (0.48 - 0.06 * abs(k), r5(0.48 - 0.06 * abs(k)), r5(0.27 + 0.15 * (k + 2))),
                   "accent") for k in (-1, 0, 1)),  # strands wound round it
    ), names=("ball of yarn", "yarn ball", "yarn", "skein", "skein of yarn", "ball of wool",
              "wool ball", "yarn skein", "ball of string", "wool"),
        hosts=("knitting_basket", "storage_basket", "side_table", "coffee_table", "sofa"),
        jitter=0.15),
    family("knitting_needle", (0.35, 0.014, 0.014), "surface", (
        cylinder((-0.5, -0.15, 0.15), (-0.44, 0.15, 0.45), "chrome", axis="x"),  # point
        cylinder((-0.44, -0.3, 0.0), (0.44, 0.3, 0.6), "chrome", axis="x"),
        sphere((0.42, -0.5, 0.0), (0.5, 0.5, 1.0), "red"),  # its knob
    ), names=("knitting needle", "crochet hook", "darning needle"),
        hosts=("knitting_basket", "storage_basket", "side_table", "coffee_table"),
        jitter=0.05),
    # --- desk and office --------------------------------------------------------------
    family("typewriter", _TYPEWRITER, "surface", (
        soft_box((-0.45, -0.2, 0.0), (0.45, 0.45, 0.6), "dark_plastic"),  # body
        box((-0.42, -0.5, 0.0), (0.42, -0.18, 0.15), "dark_plastic"),  # keyboard deck
        *(box((-0.36, r5(-0.46 + 0.075 * k), r5(0.15 + 0.08 * k)),
              (0.36, r5(-0.4 + 0.075 * k), r5(0.2 + 0.08 * k)), "ivory")
          for k in range(4)),  # rows of keys, stepping up
        *(box((-0.42, r5(-0.47 + 0.075 * k), 0.0), (0.42, r5(-0.39 + 0.075 * k),
                                                    r5(0.16 + 0.08 * k)), "dark_plastic")
          for k in range(1, 4)),  # the deck's steps
        box((-0.2, -0.5, 0.15), (0.2, -0.47, 0.18), "ivory"),  # space bar
        box((-0.15, -0.05, 0.45), (0.15, 0.12, 0.62), "chrome"),  # type basket
        box((-0.48, 0.12, 0.55), (0.48, 0.42, 0.7), "dark_plastic"),  # carriage
        rod(_TYPEWRITER, (0.25, 0.72), 0.045, (-0.46, 0.46), "rubber", axis="x"),  # platen
        rod(_TYPEWRITER, (0.25, 0.72), 0.035, (-0.5, -0.46), "dark_plastic", axis="x"),
        rod(_TYPEWRITER, (0.25, 0.72), 0.035, (0.46, 0.5), "dark_plastic", axis="x"),
        box((-0.5, -0.05, 0.75), (-0.42, 0.1, 0.8), "chrome"),  # return lever
        box((-0.25, 0.27, 0.7), (0.25, 0.29, 1.0), "paper"),  # a sheet in the roller
    ), names=("typewriter", "type writer", "manual typewriter", "vintage typewriter",
              "old typewriter"), hosts=OFFICE),
    family("calculator", (0.09, 0.15, 0.02), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.75), "dark_plastic"),  # body
        box((-0.4, 0.18, 0.7), (0.4, 0.42, 0.8), "screen"),  # display
        *(box((r5(x - 0.08), r5(y - 0.06), 0.7), (r5(x + 0.08), r5(y + 0.06), 1.0),
              "ivory" if x < 0.3 else "accent")
          for x in (-0.33, -0.11, 0.11, 0.33)
          for y in (-0.4, -0.26, -0.12, 0.02)),  # keys
        box((-0.41, 0.08, 0.7), (-0.25, 0.14, 1.0), "red"),  # clear key
    ), names=("calculator", "desk calculator", "pocket calculator", "adding machine",
              "electronic calculator"), hosts=DESK, jitter=0.1),
    family("desktop_scanner", (0.28, 0.42, 0.07), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.62), "ivory"),  # base
        box((-0.49, -0.49, 0.62), (0.49, 0.5, 0.95), "dark_plastic"),  # lid
        box((-0.48, 0.42, 0.62), (0.48, 0.5, 1.0), "dark_plastic"),  # hinges
        box((-0.3, -0.5, 0.6), (0.3, -0.42, 0.63), "paper"),  # a sheet on the glass
        *(box((x, -0.5, 0.25), (x + 0.1, -0.49, 0.4), "accent")
          for x in (0.05, 0.2, 0.35)),  # buttons
        box((-0.4, -0.5, 0.3), (-0.32, -0.49, 0.36), "shade"),  # power light
    ), names=("scanner", "flatbed scanner", "document scanner", "desktop scanner",
              "photo scanner"), hosts=OFFICE),
    family("photocopier", (0.65, 0.65, 1.15), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.06, y + 0.06, 0.04), "rubber")
          for x in (-0.46, 0.4) for y in (-0.42, 0.36)),  # casters
        box((-0.48, -0.45, 0.04), (0.48, 0.45, 0.55), "ivory"),  # paper cabinet
        *(box((-0.44, -0.47, z + 0.01), (0.44, -0.45, z + 0.16), "ivory")
          for z in (0.05, 0.22, 0.38)),  # paper drawers
        *(box((-0.12, -0.5, z + 0.12), (0.12, -0.47, z + 0.15), "dark_plastic")
          for z in (0.05, 0.22, 0.38)),  # their handles
        box((-0.3, -0.45, 0.55), (0.5, 0.45, 0.9), "ivory"),  # print engine
        box((-0.5, -0.35, 0.62), (-0.3, 0.35, 0.65), "dark_plastic"),  # output tray
        box((-0.48, -0.3, 0.65), (-0.32, 0.3, 0.68), "paper"),
        box((-0.3, -0.42, 0.9), (0.5, 0.45, 0.95), "dark_plastic"),  # scanner lid
        box((-0.1, -0.2, 0.95), (0.4, 0.4, 1.0), "dark_plastic"),  # document feeder
        box((-0.05, -0.15, 0.99), (0.35, 0.3, 1.0), "paper"),
        box((0.1, -0.48, 0.84), (0.48, -0.42, 0.9), "dark_plastic"),  # control panel
        box((0.14, -0.5, 0.85), (0.34, -0.48, 0.89), "screen"),
    ), names=("photocopier", "photocopy machine", "copy machine", "xerox machine",
              "office copier", "photo copier"), clearance=0.6, jitter=0.05),
    family("hole_punch", (0.15, 0.11, 0.07), "surface", (
        soft_box((-0.5, -0.4, 0.0), (0.5, 0.5, 0.22), "dark_plastic"),  # base
        box((-0.45, -0.5, 0.05), (0.45, -0.38, 0.12), "chrome"),  # paper guide
        *pair(cylinder((-0.36, 0.02, 0.2), (-0.16, 0.3, 0.62), "chrome")),  # punches
        *pair(box((-0.48, 0.3, 0.2), (-0.4, 0.48, 0.72), "dark_plastic")),  # hinge posts
        soft_box((-0.48, -0.3, 0.6), (0.48, 0.46, 0.85), "accent"),  # lever
        soft_box((-0.45, -0.45, 0.78), (0.45, -0.18, 1.0), "rubber"),  # its grip
    ), names=("hole punch", "paper punch", "hole puncher", "two-hole punch",
              "paper puncher"), hosts=DESK),
    family("tape_dispenser", _TAPE, "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.3), "dark_plastic"),  # weighted base
        *pair(soft_box((-0.5, -0.1, 0.2), (-0.24, 0.5, 0.8), "dark_plastic")),  # cheeks
        soft_box((-0.35, -0.5, 0.25), (0.35, -0.2, 0.55), "dark_plastic"),  # nose
        rod(_TAPE, (0.15, 0.55), 0.06, (-0.2, 0.2), "glass", axis="x"),  # the roll
        rod(_TAPE, (0.15, 0.55), 0.026, (-0.26, 0.26), "ivory", axis="x"),  # its core
        box((-0.2, -0.47, 0.55), (0.2, -0.05, 0.57), "glass"),  # tape to the cutter
        box((-0.3, -0.5, 0.5), (0.3, -0.46, 0.62), "chrome"),  # cutter
    ), names=("tape dispenser", "sellotape dispenser", "scotch tape dispenser",
              "sticky tape", "scotch tape", "sellotape"), hosts=DESK),
    family("sticky_notes", (0.076, 0.076, 0.015), "surface", (
        box((-0.48, -0.48, 0.0), (0.48, 0.48, 0.85), "accent"),  # the pad
        box((-0.5, -0.5, 0.85), (0.49, 0.46, 0.92), "accent"),  # top sheet, askew
        box((-0.35, 0.1, 0.92), (0.3, 0.16, 1.0), "dark_plastic"),  # scribbles
        box((-0.35, -0.1, 0.92), (0.15, -0.04, 1.0), "dark_plastic"),
        box((-0.35, -0.3, 0.92), (0.05, -0.24, 1.0), "dark_plastic"),
    ), names=("sticky notes", "sticky note", "post-it note", "post-it", "memo pad",
              "sticky pad", "sticky note pad"), hosts=DESK, jitter=0.1, stacks=True),
    # --- sport and play ---------------------------------------------------------------
    family("skateboard", _SKATEBOARD, "floor", (
        soft_box((-0.42, -0.5, 0.62), (0.42, 0.5, 0.76), "wood"),  # deck
        *_mirrored(tuple(box((r5(0.4 + 0.03 * k), -0.48, r5(0.64 + 0.09 * k)),
                             (r5(0.44 + 0.03 * k), 0.48, r5(0.78 + 0.09 * k)), "wood")
                         for k in range(3))),  # kicktails
        box((-0.4, -0.47, 0.76), (0.4, 0.47, 0.8), "dark_plastic"),  # grip tape
        *pair(box((-0.33, -0.3, 0.42), (-0.25, 0.3, 0.62), "metal")),  # trucks
        *pair(rod(_SKATEBOARD, (-0.29, 0.25), 0.008, (-0.46, 0.46), "metal", axis="y")),
        *(rod(_SKATEBOARD, (x, 0.25), 0.055, span, "accent", axis="y")
          for x in (-0.29, 0.29) for span in ((-0.5, -0.32), (0.32, 0.5))),  # wheels
    ), names=("skateboard", "skate board", "longboard", "penny board"), jitter=0.05),
    family("surfboard", (0.55, 0.4, 2.0), "wall", (
        *_lean(_outline((0.3, 0.4, 0.45, 0.48, 0.5, 0.5, 0.5, 0.5, 0.49, 0.47, 0.44, 0.4,
                         0.34, 0.27, 0.18, 0.08)), -0.3, 0.35, 0.175, "ivory"),
        *_lean(((0.0625, 0.9375, -0.015, 0.015, 14),), -0.32, 0.33, 0.175, "wood"),  # stringer
        *_lean(((0.5, 0.53, -0.5, 0.5, 1),), -0.31, 0.34, 0.175, "accent"),  # stripe
        *_lean(((0.0625, 0.1875, -0.34, 0.34, 2),), -0.31, 0.34, 0.175,
               "dark_plastic"),  # tail pad
        box((-0.02, -0.18, 0.03), (0.02, 0.02, 0.12), "dark_plastic"),  # fins
        *pair(box((-0.2, -0.18, 0.06), (-0.17, -0.04, 0.12), "dark_plastic")),
    ), names=("surfboard", "surf board", "longboard surfboard", "shortboard",
              "paddle board"), jitter=0.05),
    family("skis", (0.32, 0.35, 1.8), "wall", (
        *_mirrored(_lean(((0.0, 0.92, 0.18, 0.48, 6),), -0.3, 0.3, 0.06, "accent")),  # skis
        *_mirrored((box((0.18, 0.21, 0.92), (0.48, 0.34, 0.96), "accent"),
                    box((0.2, 0.3, 0.95), (0.46, 0.45, 0.985), "accent"),
                    box((0.22, 0.4, 0.98), (0.44, 0.5, 1.0), "accent"))),  # tips, curled
        *_mirrored(_lean(((0.6, 0.66, 0.18, 0.48, 1),), -0.32, 0.28, 0.06, "ivory")),  # logos
        *_mirrored(_lean(((0.38, 0.46, 0.2, 0.46, 1),), -0.38, 0.22, 0.1, "dark_plastic")),
        *_mirrored(_lean(((0.36, 0.39, 0.22, 0.44, 1), (0.45, 0.48, 0.22, 0.44, 1)),
                         -0.42, 0.18, 0.08, "red")),  # binding clamps
        *_mirrored(_lean(((0.0, 0.7, 0.03, 0.09, 4),), -0.2, 0.25, 0.05, "aluminium")),  # poles
        *_mirrored(_lean(((0.7, 0.76, 0.02, 0.1, 1),), -0.2, 0.25, 0.08, "dark_plastic")),
        *_mirrored(_lean(((0.06, 0.075, 0.0, 0.14, 1),), -0.2, 0.25, 0.25, "dark_plastic")),
    ), names=("skis", "ski", "pair of skis", "ski set", "skis and poles"), jitter=0.05),
    family("snowboard", (0.3, 0.35, 1.55), "wall", (
        *_lean(_outline((0.34, 0.47, 0.5, 0.48, 0.46, 0.45, 0.45, 0.46, 0.48, 0.5, 0.47,
                         0.34)), -0.25, 0.35, 0.06, "accent"),
        *_lean(((0.45, 0.55, -0.44, 0.44, 1),), -0.26, 0.34, 0.06, "ivory"),  # graphic
        *(p for z in (0.3, 0.62)
          for p in _lean(((z, z + 0.08, -0.36, 0.36, 1),), -0.37, 0.23, 0.2,
                         "dark_plastic")),  # bindings
        *(p for z in (0.33, 0.65)
          for p in _lean(((z, z + 0.025, -0.38, 0.38, 1),), -0.45, 0.15, 0.1, "red")),  # straps
    ), names=("snowboard", "snow board", "snowboarding board"), jitter=0.05),
    family("kite", (0.7, 0.03, 1.4), "wall_mounted", _kite(),
           names=("kite", "diamond kite", "wall kite", "decorative kite"), mount_centre=1.6,
           jitter=0.1),
    family("telescope", _TELESCOPE, "floor", (
        *_mirrored(slant(-0.32, 0.0, -0.03, 0.7, "wood", n=8, thick=0.04,
                         across=(-0.2, -0.14))),  # tripod legs
        *slant(0.45, 0.0, 0.05, 0.7, "wood", n=8, thick=0.06, across=(-0.02, 0.02), along="y"),
        box((-0.2, -0.18, 0.3), (0.2, 0.26, 0.32), "metal"),  # accessory tray
        rod(_TELESCOPE, (0.0, -0.07), 0.16, (0.68, 0.72), "metal"),  # leg hub
        rod(_TELESCOPE, (0.0, -0.07), 0.05, (0.72, 0.8), "metal"),  # mount
        box((-0.06, -0.14, 0.78), (0.06, 0.0, 0.84), "dark_plastic"),
        rod(_TELESCOPE, (-0.07, 0.88), 0.11, (-0.4, 0.36), "ivory", axis="x"),  # tube
        rod(_TELESCOPE, (-0.07, 0.88), 0.13, (0.28, 0.5), "dark_plastic", axis="x"),  # dew shield
        *(rod(_TELESCOPE, (-0.07, 0.88), 0.125, span, "metal", axis="x")
          for span in ((-0.12, -0.08), (0.08, 0.12))),  # tube rings
        rod(_TELESCOPE, (-0.07, 0.88), 0.05, (-0.5, -0.4), "dark_plastic", axis="x"),  # focuser
        rod(_TELESCOPE, (-0.47, -0.07), 0.035, (0.88, 0.97), "dark_plastic"),  # eyepiece
        rod(_TELESCOPE, (-0.47, -0.07), 0.04, (0.97, 1.0), "chrome"),
        rod(_TELESCOPE, (-0.07, 0.96), 0.03, (-0.25, 0.0), "dark_plastic", axis="x"),  # finder
        box((-0.14, -0.09, 0.92), (-0.1, -0.05, 0.95), "metal"),
    ), names=("telescope", "astronomical telescope", "refracting telescope",
              "stargazing telescope", "refractor telescope"), jitter=0.05),
    # --- music ------------------------------------------------------------------------
    family("saxophone", _SAX, "floor", (
        *_mirrored(slant(-0.42, 0.0, -0.02, 0.12, "dark_plastic", n=3, thick=0.04,
                         across=(0.1, 0.16))),  # stand legs
        *slant(0.48, 0.0, 0.16, 0.12, "dark_plastic", n=3, thick=0.04, across=(-0.03, 0.03),
               along="y"),
        cylinder((-0.08, 0.06, 0.08), (0.08, 0.2, 0.3), "dark_plastic"),  # stand post
        sphere((-0.25, -0.15, 0.1), (0.25, 0.15, 0.3), "brass"),  # bow
        cone((-0.25, -0.12, 0.2), (-0.02, 0.12, 0.8), "brass", taper=0.45),  # body
        cylinder((0.02, -0.12, 0.2), (0.24, 0.12, 0.5), "brass"),  # bell tube
        cone((0.0, -0.46, 0.43), (0.34, 0.04, 0.58), "brass", taper=0.35, axis="y"),  # bell
        cylinder((0.03, -0.47, 0.45), (0.31, -0.45, 0.56), "dark_plastic", axis="y"),
        sphere((-0.18, -0.05, 0.78), (-0.09, 0.05, 0.87), "brass"),  # crook
        rod(_SAX, (-0.135, 0.835), 0.022, (-0.3, 0.0), "brass", axis="y"),  # neck
        rod(_SAX, (-0.135, 0.835), 0.018, (-0.45, -0.3), "dark_plastic", axis="y"),  # mouthpiece
        *(cylinder((-0.17, -0.17, z), (-0.11, -0.1, z + 0.03), "ivory", axis="y")
          for z in (0.42, 0.5, 0.58, 0.66, 0.74)),  # key pearls
        box((-0.26, -0.02, 0.35), (-0.22, 0.02, 0.7), "chrome"),  # key rods
    ), names=("saxophone", "sax", "alto sax", "tenor sax", "alto saxophone",
              "tenor saxophone"), jitter=0.04),
    family("trumpet", _TRUMPET, "surface", (
        cone((-0.49, -0.46, 0.0), (-0.05, 0.46, 0.8), "brass", taper=0.12, axis="x"),  # bell
        cylinder((-0.5, -0.4, 0.06), (-0.49, 0.4, 0.74), "dark_plastic", axis="x"),
        rod(_TRUMPET, (0.0, 0.4), 0.013, (-0.1, 0.05), "brass", axis="x"),  # bell pipe
        *(rod(_TRUMPET, (x, 0.0), 0.017, (0.2, 0.9), "brass") for x in (0.04, 0.12, 0.2)),
        *(rod(_TRUMPET, (x, 0.0), 0.012, (0.9, 1.0), "ivory")
          for x in (0.04, 0.12, 0.2)),  # finger buttons
        rod(_TRUMPET, (0.0, 0.62), 0.012, (0.0, 0.45), "brass", axis="x"),  # lead pipe
        rod(_TRUMPET, (0.0, 0.62), 0.02, (0.45, 0.5), "chrome", axis="x"),  # mouthpiece
        rod(_TRUMPET, (0.0, 0.2), 0.012, (0.02, 0.38), "brass", axis="x"),  # tuning slide
        rod(_TRUMPET, (0.38, 0.0), 0.014, (0.14, 0.66), "brass"),
        rod(_TRUMPET, (0.0, 0.12), 0.01, (0.04, 0.22), "brass", axis="x"),  # valve slide
    ), names=("trumpet", "cornet", "bugle", "flugelhorn"), hosts=MUSIC, jitter=0.04),
    # --- bar, bathroom, bedroom -------------------------------------------------------
    family("beer_tap", _TAP, "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.1, 0.04), "chrome"),  # drip tray
        box((-0.46, -0.46, 0.04), (0.46, 0.06, 0.05), "metal"),  # its grate
        cylinder((-0.1, 0.05, 0.0), (0.1, 0.45, 0.75), "chrome"),  # column
        cylinder((-0.45, 0.0, 0.65), (0.45, 0.45, 0.82), "chrome", axis="x"),  # T bar
        *(cylinder((r5(x - 0.04), -0.25, 0.62), (r5(x + 0.04), 0.05, 0.7), "chrome", axis="y")
          for x in (-0.3, 0.0, 0.3)),  # faucets
        *(cylinder((r5(x - 0.03), -0.26, 0.52), (r5(x + 0.03), -0.2, 0.66), "chrome")
          for x in (-0.3, 0.0, 0.3)),  # spouts
        *(rod(_TAP, (x, -0.2), 0.025, (0.7, 1.0), slot)
          for x, slot in ((-0.3, "wood"), (0.0, "red"), (0.3, "accent"))),  # handles
    ), names=("beer tap", "tap tower", "draft tap", "beer tower", "draught tap",
              "beer font"), hosts=BAR, jitter=0.05),
    family("urinal", (0.38, 0.36, 0.7), "wall_mounted", (
        sphere((-0.48, -0.48, 0.0), (0.48, 0.48, 0.2), "sanitary"),  # rounded underside
        cylinder((-0.5, -0.5, 0.08), (0.5, 0.5, 0.34), "sanitary"),  # basin
        cylinder((-0.07, -0.12, 0.34), (0.07, 0.02, 0.35), "chrome"),  # drain
        *pair(soft_box((-0.5, -0.3, 0.22), (-0.38, 0.42, 0.92), "sanitary")),  # side walls
        soft_box((-0.42, 0.3, 0.0), (0.42, 0.5, 0.96), "sanitary"),  # back
        soft_box((-0.5, -0.15, 0.84), (0.5, 0.42, 0.96), "sanitary"),  # hood
        cylinder((-0.05, 0.05, 0.94), (0.05, 0.2, 1.0), "chrome"),  # flush spud
    ), names=("urinal", "wall urinal", "men's urinal", "pissoir"), mount_centre=0.58,
        jitter=0.05),
    family("barometer", (0.22, 0.06, 0.55), "wall_mounted", (
        cylinder((-0.5, 0.0, 0.0), (0.5, 0.5, 0.4), "wood", axis="y"),  # round case
        box((-0.22, 0.1, 0.35), (0.22, 0.5, 0.9), "wood"),  # neck
        cone((-0.15, 0.1, 0.88), (0.15, 0.5, 1.0), "wood", taper=0.2),  # finial
        cylinder((-0.44, -0.15, 0.02), (0.44, 0.0, 0.38), "brass", axis="y"),  # bezel
        cylinder((-0.4, -0.2, 0.04), (0.4, -0.1, 0.36), "ivory", axis="y"),  # dial
        box((-0.015, -0.24, 0.2), (0.015, -0.2, 0.33), "dark_plastic"),  # needle
        cylinder((-0.4, -0.3, 0.04), (0.4, -0.24, 0.36), "glass", axis="y"),
        box((-0.08, -0.1, 0.5), (0.08, 0.1, 0.82), "ivory"),  # thermometer scale
        box((-0.015, -0.15, 0.52), (0.015, -0.1, 0.8), "glass"),
        box((-0.008, -0.16, 0.52), (0.008, -0.12, 0.68), "red"),  # its mercury
    ), names=("barometer", "banjo barometer", "weather glass", "wall barometer"),
        mount_centre=1.5, jitter=0.05),
    family("night_light", (0.08, 0.08, 0.11), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.22), "ivory"),  # base
        sphere((-0.42, -0.42, 0.12), (0.42, 0.42, 0.95), "shade"),  # glowing dome
        cylinder((-0.1, -0.1, 0.9), (0.1, 0.1, 1.0), "ivory"),  # cap
        box((-0.1, -0.5, 0.06), (0.1, -0.46, 0.14), "dark_plastic"),  # switch
    ), names=("nightlight", "night light", "night-light", "plug-in night light",
              "bedside night light"), hosts=BEDSIDE, jitter=0.1),
    # --- garden -----------------------------------------------------------------------
    family("lawn_mower", _MOWER, "floor", (
        soft_box((-0.45, -0.5, 0.04), (0.45, -0.05, 0.2), "red"),  # deck
        *(rod(_MOWER, (y, 0.1), 0.2, span, "rubber", axis="x")
          for y in (-0.42, -0.12) for span in ((-0.5, -0.42), (0.42, 0.5))),  # wheels
        rod(_MOWER, (0.0, -0.27), 0.22, (0.2, 0.38), "dark_plastic"),  # engine
        rod(_MOWER, (0.0, -0.27), 0.08, (0.38, 0.42), "red"),  # fuel cap
        soft_box((-0.35, -0.05, 0.08), (0.35, 0.2, 0.42), "fabric"),  # grass bag
        *_mirrored(slant(-0.05, 0.2, 0.45, 0.97, "metal", n=8, thick=0.025, thick_z=0.03,
                         across=(-0.42, -0.38), along="y")),  # handle
        rod(_MOWER, (0.46, 0.97), 0.03, (-0.42, 0.42), "dark_plastic", axis="x"),  # grip
        rod(_MOWER, (0.42, 0.92), 0.012, (-0.38, 0.38), "chrome", axis="x"),  # bail lever
    ), names=("lawn mower", "lawnmower", "push mower", "grass cutter", "mower"),
        jitter=0.05),
    family("wheelbarrow", _BARROW, "floor", (
        box((-0.3, -0.2, 0.42), (0.3, 0.18, 0.6), "accent"),  # tray, flaring upwards
        box((-0.4, -0.28, 0.58), (0.4, 0.24, 0.8), "accent"),
        box((-0.48, -0.36, 0.78), (0.48, 0.3, 0.96), "accent"),
        box((-0.5, -0.38, 0.95), (0.5, 0.32, 1.0), "metal"),  # rolled rim
        rod(_BARROW, (-0.37, 0.3), 0.36, (-0.07, 0.07), "rubber", axis="x"),  # wheel
        rod(_BARROW, (-0.37, 0.3), 0.08, (-0.1, 0.1), "metal", axis="x"),  # hub
        *_mirrored(slant(-0.37, 0.3, 0.48, 0.72, "wood", n=8, thick=0.03, thick_z=0.08,
                         across=(-0.32, -0.27), along="y")),  # handles
        *pair(rod(_BARROW, (-0.295, 0.45), 0.035, (0.4, 0.5), "dark_plastic", axis="y")),
        *pair(box((-0.3, 0.12, 0.0), (-0.26, 0.18, 0.6), "metal")),  # legs
        *pair(box((-0.32, 0.1, 0.0), (-0.24, 0.22, 0.03), "metal")),  # feet
    ), names=("wheelbarrow", "wheel barrow", "garden barrow", "barrow"), jitter=0.05),
    family("hose_reel", _HOSE, "floor", (
        *pair(box((-0.5, -0.45, 0.0), (-0.4, 0.45, 0.05), "dark_plastic")),  # feet
        *_mirrored(slant(-0.4, 0.03, -0.02, 0.6, "dark_plastic", n=4, thick=0.06,
                         across=(-0.47, -0.41), along="y")),  # A frames
        *_mirrored(slant(0.4, 0.03, 0.02, 0.6, "dark_plastic", n=4, thick=0.06,
                         across=(-0.47, -0.41), along="y")),
        rod(_HOSE, (0.0, 0.5), 0.34, (-0.36, 0.36), "accent", axis="x"),  # coiled hose
        *(rod(_HOSE, (0.0, 0.5), 0.35, (x, x + 0.06), "accent", axis="x")
          for x in (-0.3, -0.12, 0.06, 0.24)),  # its coils
        rod(_HOSE, (0.0, 0.5), 0.4, (-0.41, -0.36), "dark_plastic", axis="x"),  # drum ends
        rod(_HOSE, (0.0, 0.5), 0.4, (0.36, 0.41), "dark_plastic", axis="x"),
        box((0.47, -0.03, 0.38), (0.5, 0.03, 0.6), "dark_plastic"),  # crank
        *pair(box((-0.46, -0.03, 0.6), (-0.42, 0.03, 0.98), "dark_plastic")),  # handle posts
        rod(_HOSE, (0.0, 0.97), 0.03, (-0.46, 0.46), "dark_plastic", axis="x"),  # handle
        *slant(-0.2, 0.28, -0.45, 0.02, "accent", n=4, thick=0.05, across=(-0.22, -0.16),
               along="y"),  # hose run off the drum
        rod(_HOSE, (-0.46, 0.02), 0.025, (-0.22, 0.3), "accent", axis="x"),
        rod(_HOSE, (-0.46, 0.02), 0.03, (0.3, 0.42), "red", axis="x"),  # nozzle
    ), names=("garden hose", "hose reel", "hose", "hose cart", "hosepipe",
              "garden hose reel"), jitter=0.05),
))
