"""Families: studio, wellness, hobby and back-of-house things (see base.Family).

The pottery and craft room (a kiln, a hand saw, an apron on its hook, a roll of kraft paper,
a drop cloth), the office and the photo or video studio (a fax machine, a webcam, a laptop
stand, a softbox, a green screen, a stage spotlight, a low stage), church and feast things (a
pipe organ, an altar, a nativity scene, wrapping paper), games and toys (an abacus, a jar of
marbles, a toy race track, a climbing wall, a drone), a hot tub, and the shop floor and the
yard behind it (bulk food bins, a bagel bin, bubble wrap, a work light, a forklift, a dumpster).

Tripod legs are runs of short blocks stepping in towards their hub (`_tripod`); the big
machines are written in metres and turned into fractions of their box (`_shapes.Metres`).
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, r5, ring, rod, slant
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.food_service import SHOP
from agents.geometry.families.hobby import CRAFT, OFFICE
from agents.geometry.families.home_goods import FEAST, PARTY
from agents.geometry.families.props import DESK, LIVING
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

Size = tuple[float, float, float]


KIDS = ("kids_table", "bookshelf", "shelving_unit", "desk", "side_table", "wall_shelf",
        "coffee_table", "dresser")
STUDY = hosts_of(DESK, OFFICE)
SMOKING = ("side_table", "desk", "sideboard", "bookshelf", "coffee_table", "console_table",
           "wall_shelf", "dresser")

_KILN = (0.78, 0.8, 1.05)
_SAW = (0.64, 0.03, 0.17)
_ABACUS = (0.32, 0.09, 0.26)
_FAX = (0.36, 0.3, 0.16)
_NATIVITY = (0.46, 0.28, 0.36)
_WRAP = (0.76, 0.2, 0.075)
_ORGAN = (2.2, 1.1, 2.6)
_ALTAR = (1.8, 0.8, 1.55)
_RISER = (2.4, 1.2, 0.4)
_SPOT = (0.7, 0.7, 1.9)
_SOFTBOX = (0.66, 0.66, 1.95)
_GREEN = (2.4, 1.6, 2.5)
_DRONE = (0.32, 0.32, 0.11)
_LAPSTAND = (0.28, 0.25, 0.16)
_WEBCAM = (0.095, 0.07, 0.07)
_PIPES = (0.3, 0.12, 0.2)
_WEATHER = (0.26, 0.08, 0.15)
_TUB = (2.1, 2.4, 1.0)
_CLIMB = (2.4, 0.12, 2.6)
_TRACK = (1.5, 0.9, 0.12)
_MARBLES = (0.13, 0.16, 0.16)
_APRON = (0.72, 0.06, 0.95)
_KRAFT = (0.95, 0.32, 0.3)
_CLOTH = (2.7, 1.8, 0.04)
_WORKLIGHT = (0.9, 0.8, 1.8)
_FORKLIFT = (1.15, 3.0, 2.1)
_DUMPSTER = (1.85, 1.15, 1.3)
_BUBBLE = (0.5, 0.7, 0.75)
_BULK = (1.2, 0.55, 1.9)
_BAGEL = (0.42, 0.38, 0.42)


def _tripod(size: Size, top: float, foot: float, hub: float, thick: float, slot: str, *,
            steps: int = 6, cx: float = 0.0, cy: float = 0.0,
            angles: tuple[float, ...] = (90.0, 210.0, 330.0)) -> tuple[Part, ...]:
    """Three splayed legs `thick` metres thick from feet at radius `foot` (fractions, round
    (cx, cy)) on the floor up to radius `hub` at height `top`: short overlapping blocks."""
    tx, ty = thick / size[0] / 2, thick / size[1] / 2
    parts = []
    for angle in angles:
        c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        for k in range(steps):
            r0 = foot - (foot - hub) * k / steps
            r1 = foot - (foot - hub) * (k + 1) / steps
            xs = sorted((cx + c * r0, cx + c * r1))
            ys = sorted((cy + s * r0, cy + s * r1))
            z1 = min(top * (k + 1) / steps + 0.004, top)
            parts.append(box((r5(max(xs[0] - tx, -0.5)), r5(max(ys[0] - ty, -0.5)),
                              r5(top * k / steps)),
                             (r5(min(xs[1] + tx, 0.5)), r5(min(ys[1] + ty, 0.5)), r5(z1)),
                             slot))
    return tuple(parts)


def _diagonal(p: tuple[float, float], q: tuple[float, float], z0: float, z1: float,
              half: float, slot: str, n: int = 4) -> tuple[Part, ...]:
    """A flat arm from p to q (x, y fractions) at heights z0 to z1: `n` overlapping blocks,
    each `half` wider than its stretch on every side."""
    parts = []
    for k in range(n):
        a = (p[0] + (q[0] - p[0]) * k / n, p[1] + (q[1] - p[1]) * k / n)
        b = (p[0] + (q[0] - p[0]) * (k + 1) / n, p[1] + (q[1] - p[1]) * (k + 1) / n)
        inset = 0.0 if k % 2 else 0.004
        parts.append(box((r5(min(a[0], b[0]) - half), r5(min(a[1], b[1]) - half), z0 + inset),
                         (r5(max(a[0], b[0]) + half), r5(max(a[1], b[1]) + half), z1 - inset),
                         slot))
    return tuple(parts)


# --- pottery, craft and workshop ------------------------------------------------------------

def _kiln() -> tuple[Part, ...]:
    """A round top-loading electric kiln on its stand, the control box on its front."""
    cy = 0.075  # the body sits back, the control box stands out in front
    legs = tuple(box((r5(0.3 * sx - 0.03), r5(cy + 0.3 * sy - 0.03), 0.0),
                     (r5(0.3 * sx + 0.03), r5(cy + 0.3 * sy + 0.03), 0.19), "dark_plastic")
                 for sx in (-1, 1) for sy in (-1, 1))
    return (
        *legs,
        cylinder((-0.4, cy - 0.39, 0.17), (0.4, cy + 0.39, 0.2), "dark_plastic"),  # stand ring
        cylinder((-0.423, cy - 0.4125, 0.19), (0.423, cy + 0.4125, 0.82), "aluminium"),  # body
        *(cylinder((-0.43, cy - 0.419, z), (0.43, cy + 0.419, r5(z + 0.018)), "chrome")
          for z in (0.3, 0.5, 0.7)),  # stainless bands
        cylinder((-0.43, cy - 0.419, 0.815), (0.43, cy + 0.419, 0.87), "chrome"),  # lid band
        cylinder((-0.415, cy - 0.405, 0.82), (0.415, cy + 0.405, 0.9), "stone"),  # firebrick lid
        *pair(box((-0.13, -0.3, 0.88), (-0.1, -0.27, 0.96), "chrome")),  # lid handle posts
        box((-0.14, -0.31, 0.94), (0.14, -0.26, 0.975), "dark_plastic"),  # its grip
        *pair(box((-0.22, 0.45, 0.8), (-0.12, 0.5, 0.88), "chrome")),  # hinges at the back
        *(cylinder((-0.27, -0.29, z), (-0.23, -0.24, r5(z + 0.036)), "ceramic", axis="y")
          for z in (0.35, 0.55, 0.74)),  # peephole plugs
        box((-0.13, -0.47, 0.42), (0.13, -0.3, 0.72), "dark_plastic"),  # control box
        box((-0.09, -0.49, 0.6), (0.09, -0.47, 0.69), "screen"),  # display
        box((-0.06, -0.5, 0.63), (0.05, -0.485, 0.66), "red"),  # its digits
        *(box((r5(x - 0.018), -0.485, z), (r5(x + 0.018), -0.47, r5(z + 0.028)), "ivory")
          for x in (-0.06, 0.0, 0.06) for z in (0.46, 0.52)),  # keypad
        cylinder((0.08, -0.42, 0.0), (0.11, -0.39, 0.43), "cord"),  # power cord
        box((0.08, -0.42, 0.0), (0.11, -0.2, 0.025), "cord"),
    )


def _saw_blade() -> tuple[Part, ...]:
    """The blade, toe at -x and heel under the handle: its back slopes down to the toe."""
    parts = []
    n = 8
    for k in range(n):
        x0, x1 = -0.5 + 0.72 * k / n, -0.5 + 0.72 * (k + 1) / n
        top = 0.45 + 0.4 * (k + 1) / n
        parts.append(box((r5(x0), 0.1, 0.16), (r5(x1 + 0.004), 0.2, r5(top)), "aluminium"))
    teeth = tuple(box((r5(-0.495 + 0.045 * k), 0.08, 0.1), (r5(-0.475 + 0.045 * k), 0.22, 0.17),
                      "chrome") for k in range(16))
    return (*parts, *teeth,
            box((-0.5, 0.09, 0.15), (0.22, 0.21, 0.18), "chrome"))  # the set of the teeth


def _hand_saw() -> tuple[Part, ...]:
    return (
        *_saw_blade(),
        soft_box((0.18, -0.36, 0.76), (0.42, 0.44, 0.98), "wood"),  # handle: top horn
        *slant(0.36, 0.86, 0.45, 0.12, "wood", n=5, thick=0.1, across=(-0.36, 0.44),
               shape="rounded_box"),  # the grip, leaning back
        soft_box((0.3, -0.36, 0.02), (0.5, 0.44, 0.22), "wood"),  # bottom horn
        soft_box((0.17, -0.36, 0.12), (0.29, 0.44, 0.9), "wood"),  # cheeks round the blade
        *(rod(_SAW, (0.24, z), 0.012, (-0.42, -0.34), "brass", axis="y")
          for z in (0.36, 0.56, 0.76)),  # screws
        box((-0.1, 0.05, 0.5), (0.08, 0.1, 0.62), "dark_plastic"),  # etched maker's mark
        rod(_SAW, (0.32, 0.7), 0.006, (-0.44, 0.5), "metal", axis="y"),  # the nail it hangs on
        rod(_SAW, (0.32, 0.7), 0.012, (-0.5, -0.44), "metal", axis="y"),  # its head
    )


def _apron() -> tuple[Part, ...]:
    """A bib apron hung by its neck strap from a peg: the bib widening to the skirt under
    the arm cut-outs, waist ties hanging, a big divided pocket."""
    return (
        box((-0.1, 0.3, 0.88), (0.1, 0.5, 1.0), "wood"),  # peg board
        rod(_APRON, (0.0, 0.95), 0.02, (-0.3, 0.3), "wood_alt", axis="y"),  # peg
        sphere((-0.035, -0.4, 0.925), (0.035, -0.25, 0.975), "wood_alt"),  # its knob
        *slant(-0.012, 0.95, -0.14, 0.71, "dark_plastic", n=8, thick=0.025, thick_z=0.012,
               across=(-0.12, 0.0)),  # neck strap
        *slant(0.012, 0.95, 0.14, 0.71, "dark_plastic", n=8, thick=0.025, thick_z=0.012,
               across=(-0.12, 0.0)),
        box((-0.18, -0.1, 0.58), (0.18, 0.05, 0.72), "accent"),  # bib
        box((-0.25, -0.1, 0.52), (0.25, 0.05, 0.6), "accent"),  # widening under the arms
        box((-0.33, -0.1, 0.47), (0.33, 0.05, 0.54), "accent"),
        box((-0.42, -0.1, 0.02), (0.42, 0.05, 0.5), "accent"),  # skirt
        box((-0.42, -0.12, 0.46), (0.42, -0.09, 0.48), "dark_plastic"),  # waist seam
        *pair(box((-0.47, -0.09, 0.2), (-0.43, -0.05, 0.48), "dark_plastic")),  # waist ties
        *pair(box((-0.49, -0.09, 0.1), (-0.45, -0.05, 0.22), "dark_plastic")),
        box((-0.3, -0.15, 0.17), (0.3, -0.09, 0.36), "accent"),  # pocket
        box((-0.005, -0.16, 0.17), (0.005, -0.14, 0.36), "dark_plastic"),  # its stitching
        box((-0.3, -0.16, 0.34), (0.3, -0.14, 0.36), "dark_plastic"),
        box((-0.07, -0.14, 0.6), (0.05, -0.09, 0.69), "accent"),  # pencil pocket on the bib
        box((-0.05, -0.13, 0.64), (-0.035, -0.11, 0.77), "food"),  # a pencil in it
        *pair(sphere((-0.33, -0.14, 0.44), (-0.31, -0.1, 0.475), "brass")),  # rivets
        *pair(sphere((-0.17, -0.14, 0.68), (-0.15, -0.1, 0.715), "brass")),
    )


# --- office and study ----------------------------------------------------------------------

def _abacus() -> tuple[Part, ...]:
    """A school counting frame: six wires of five beads, some counted off to the left."""
    colours = ("red", "food", "foliage", "ceramic_accent", "ivory", "fruit")
    counted = (3, 1, 4, 2, 5, 0)  # beads pushed to the left on each wire
    parts: list[Part] = []
    for row in range(6):
        z = 0.22 + 0.12 * row
        parts.append(rod(_ABACUS, (0.0, z), 0.003, (-0.44, 0.44), "chrome", axis="x"))
        for k in range(5):
            x = -0.41 + 0.06 * k if k < counted[row] else 0.41 - 0.06 * (4 - k)
            parts.append(sphere((r5(x - 0.03), -0.14, r5(z - 0.045)),
                                (r5(x + 0.03), 0.14, r5(z + 0.045)), colours[row]))
    return (
        *pair(box((-0.5, -0.2, 0.06), (-0.44, 0.2, 1.0), "wood")),  # end posts
        box((-0.44, -0.2, 0.92), (0.44, 0.2, 0.98), "wood"),  # top rail
        box((-0.44, -0.2, 0.08), (0.44, 0.2, 0.15), "wood"),  # bottom rail
        *pair(box((-0.5, -0.5, 0.0), (-0.4, 0.5, 0.07), "wood_alt")),  # feet
        *parts,
    )


def _fax() -> tuple[Part, ...]:
    """A desktop fax: handset on the left, keypad and display, the paper feeder at the back."""
    keys = tuple(box((r5(x), r5(y), 0.5), (r5(x + 0.05), r5(y + 0.05), 0.54), "ivory")
                 for x in (0.08, 0.15, 0.22) for y in (-0.4, -0.32, -0.24, -0.16))
    return (
        soft_box((-0.46, -0.46, 0.0), (0.5, 0.36, 0.5), "appliance"),  # body
        box((-0.48, -0.4, 0.45), (-0.2, 0.3, 0.52), "dark_plastic"),  # handset cradle
        soft_box((-0.47, -0.44, 0.52), (-0.23, 0.32, 0.7), "dark_plastic"),  # handset
        soft_box((-0.48, -0.46, 0.6), (-0.22, -0.22, 0.8), "dark_plastic"),  # mouthpiece
        soft_box((-0.48, 0.1, 0.6), (-0.22, 0.34, 0.8), "dark_plastic"),  # earpiece
        *(sphere((-0.5, -0.15, r5(z)), (-0.455, -0.06, r5(z + 0.09)), "cord")
          for z in (0.12, 0.19, 0.26, 0.33, 0.4)),  # coiled cord at its side
        box((0.02, -0.44, 0.46), (0.34, -0.08, 0.5), "dark_plastic"),  # keypad panel
        *keys,
        box((-0.16, -0.12, 0.48), (0.4, 0.06, 0.52), "dark_plastic"),  # display panel
        box((-0.12, -0.09, 0.5), (0.18, 0.03, 0.53), "screen"),  # display
        box((-0.1, -0.06, 0.52), (0.1, -0.03, 0.535), "foliage"),  # its text
        box((0.24, -0.08, 0.5), (0.36, 0.02, 0.55), "red"),  # start button
        box((-0.2, 0.34, 0.45), (0.42, 0.4, 1.0), "dark_plastic"),  # paper support
        box((-0.2, 0.12, 0.47), (0.42, 0.4, 0.56), "dark_plastic"),  # document feeder
        box((-0.14, 0.3, 0.54), (0.36, 0.34, 0.97), "paper"),  # paper in it
        box((-0.18, -0.47, 0.34), (0.44, -0.44, 0.4), "screen"),  # output slot
        box((-0.15, -0.5, 0.31), (0.41, -0.3, 0.34), "paper"),  # a fax coming out
    )


def _laptop_stand() -> tuple[Part, ...]:
    """An aluminium laptop stand: a flat vented top with a front lip on two bent legs."""
    return (
        box((-0.5, -0.5, 0.87), (0.5, 0.46, 0.94), "aluminium"),  # top plate
        box((-0.5, -0.5, 0.87), (0.5, -0.44, 1.0), "aluminium"),  # front lip
        *(box((x, -0.2, 0.935), (r5(x + 0.04), 0.3, 0.945), "dark_plastic")
          for x in (-0.3, -0.18, -0.06, 0.06, 0.18)),  # vent slots
        *pair(box((-0.42, -0.4, 0.94), (-0.3, -0.3, 0.96), "rubber")),  # pads
        *pair(box((-0.42, 0.25, 0.94), (-0.3, 0.35, 0.96), "rubber")),
        *pair(box((-0.46, 0.26, 0.04), (-0.38, 0.42, 0.88), "aluminium")),  # posts
        *pair(box((-0.46, -0.46, 0.0), (-0.38, 0.28, 0.07), "aluminium")),  # feet
        *pair(box((-0.455, -0.46, 0.0), (-0.385, -0.3, 0.02), "rubber")),
    )


def _webcam() -> tuple[Part, ...]:
    """A webcam on its folding clip foot, its lens and two mic grilles to the front."""
    return (
        soft_box((-0.48, -0.36, 0.5), (0.48, 0.2, 1.0), "dark_plastic"),  # body
        cylinder((-0.15, -0.44, 0.57), (0.15, -0.34, 0.93), "chrome", axis="y"),  # lens ring
        cylinder((-0.11, -0.46, 0.61), (0.11, -0.4, 0.89), "screen", axis="y"),  # lens
        sphere((-0.04, -0.47, 0.71), (0.02, -0.43, 0.79), "glass"),  # glint
        *pair(box((-0.42, -0.38, 0.68), (-0.27, -0.35, 0.82), "metal")),  # mic grilles
        sphere((0.2, -0.39, 0.85), (0.24, -0.35, 0.9), "foliage"),  # light
        cylinder((-0.3, -0.02, 0.4), (0.3, 0.26, 0.56), "dark_plastic", axis="x"),  # hinge
        box((-0.3, 0.0, 0.0), (0.3, 0.26, 0.46), "dark_plastic"),  # clip leg
        box((-0.3, -0.4, 0.0), (0.3, 0.26, 0.1), "dark_plastic"),  # foot
        box((-0.28, -0.38, 0.0), (0.28, 0.24, 0.02), "rubber"),
        rod(_WEBCAM, (0.0, 0.7), 0.004, (0.2, 0.5), "cord", axis="y"),  # cable
        rod(_WEBCAM, (0.0, 0.46), 0.004, (0.0, 0.74), "cord"),
    )


def _weather_station() -> tuple[Part, ...]:
    """A desktop weather station: a colour display with a sun and a cloud, and its little
    outdoor sensor beside it."""
    return (
        soft_box((-0.5, -0.25, 0.06), (0.22, 0.3, 1.0), "dark_plastic"),  # display unit
        box((-0.2, 0.2, 0.0), (-0.08, 0.5, 0.3), "dark_plastic"),  # kickstand
        box((-0.46, -0.3, 0.14), (0.18, -0.24, 0.94), "screen"),  # the display
        sphere((-0.42, -0.33, 0.66), (-0.27, -0.29, 0.9), "food"),  # sun
        sphere((-0.32, -0.35, 0.6), (-0.12, -0.3, 0.78), "ivory"),  # cloud
        sphere((-0.22, -0.35, 0.62), (-0.06, -0.31, 0.8), "ivory"),
        box((-0.02, -0.33, 0.7), (0.14, -0.29, 0.86), "fruit"),  # temperature
        box((-0.02, -0.33, 0.55), (0.1, -0.29, 0.64), "water"),  # humidity
        box((-0.42, -0.33, 0.3), (0.14, -0.29, 0.46), "ivory"),  # clock
        box((-0.42, -0.33, 0.2), (0.14, -0.29, 0.24), "foliage"),  # forecast bar
        *(box((r5(x), -0.1, 0.99), (r5(x + 0.1), 0.1, 1.0), "ivory")
          for x in (-0.4, -0.25, -0.1)),  # buttons
        soft_box((0.31, -0.2, 0.0), (0.49, 0.2, 0.62), "ivory"),  # outdoor sensor
        *(box((0.305, -0.21, z), (0.495, 0.21, r5(z + 0.04)), "ivory")
          for z in (0.12, 0.26, 0.4)),  # its louvres
        box((0.33, -0.23, 0.46), (0.47, -0.2, 0.56), "screen"),  # its little screen
        rod(_WEATHER, (0.44, 0.0), 0.004, (0.6, 0.85), "dark_plastic"),  # antenna
    )


def _pipe_rack() -> tuple[Part, ...]:
    """A two-tier tobacco pipe stand: four pipes lying on its shelves, bowls up, stems along
    the rack, in front of a back board."""
    m = Metres(_PIPES)
    pipes: list[Part] = []
    for x, z, bowl in ((-0.125, 0.02, "wood"), (0.025, 0.02, "ivory"), (-0.125, 0.125, "soil"),
                       (0.025, 0.125, "wood_alt")):
        pipes += (
            m((x - 0.018, -0.018, z), (x + 0.018, 0.018, z + 0.046), bowl, "cylinder"),
            m((x - 0.013, -0.013, z + 0.03), (x + 0.013, 0.013, z + 0.048), "soil",
              "cylinder"),  # the charred hole
            m((x + 0.012, -0.0055, z + 0.006), (x + 0.075, 0.0055, z + 0.017), bowl,
              "cylinder", "x"),  # shank
            m((x + 0.073, -0.0045, z + 0.008), (x + 0.122, 0.0045, z + 0.017), "dark_plastic",
              "cylinder", "x"),  # mouthpiece
        )
    return (
        m((-0.15, -0.06, 0.0), (0.15, 0.06, 0.02), "wood"),  # base
        m((-0.15, 0.035, 0.02), (0.15, 0.06, 0.2), "wood_alt"),  # back board
        *pair(m((-0.15, -0.03, 0.02), (-0.14, 0.06, 0.2), "wood")),  # ends
        m((-0.14, -0.03, 0.11), (0.14, 0.035, 0.125), "wood"),  # upper shelf
        m((-0.04, 0.034, 0.165), (0.04, 0.035, 0.19), "brass"),  # name plate
        *pipes,
    )


# --- church and feast ----------------------------------------------------------------------

def _figure(x: float, y: float, w: float, top: float, robe: str) -> tuple[Part, ...]:
    """A little painted figure: a robe (a cone) and a head, `w` wide (fraction of width)."""
    d = w * _NATIVITY[0] / _NATIVITY[1]
    head = w * 0.55
    hz = head * _NATIVITY[0] / _NATIVITY[2]
    body_top = top - hz * 0.8
    return (
        cone((r5(x - w / 2), r5(y - d / 2), 0.06), (r5(x + w / 2), r5(y + d / 2), r5(body_top)),
             robe, taper=0.35),
        sphere((r5(x - head / 2), r5(y - head * d / w / 2), r5(top - hz)),
               (r5(x + head / 2), r5(y + head * d / w / 2), r5(top)), "ivory"),
        sphere((r5(x - head * 0.6), r5(y - head * d / w * 0.4), r5(top - hz * 0.7)),
               (r5(x + head * 0.6), r5(y + head * d / w * 0.7), r5(top + 0.0)), robe),  # veil
    )


def _nativity() -> tuple[Part, ...]:
    """The stable with its thatched roof and star, the Holy Family and the animals."""
    roof = (*slant(-0.5, 0.68, 0.0, 0.9, "canvas", n=5, thick=0.02, thick_z=0.06,
                   across=(-0.36, 0.5)),
            *slant(0.0, 0.9, 0.5, 0.68, "canvas", n=5, thick=0.02, thick_z=0.06,
                   across=(-0.36, 0.5)))
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "wood"),  # base board
        box((-0.42, 0.38, 0.06), (0.42, 0.46, 0.72), "wood_alt"),  # back wall
        *pair(box((-0.44, -0.3, 0.06), (-0.4, -0.24, 0.72), "wood")),  # front posts
        *pair(box((-0.44, 0.34, 0.06), (-0.4, 0.4, 0.72), "wood")),  # back posts
        box((-0.44, -0.3, 0.66), (0.44, -0.24, 0.72), "wood"),  # lintel
        box((-0.02, -0.3, 0.72), (0.02, -0.24, 0.88), "wood"),  # king post
        *roof,
        sphere((-0.05, -0.32, 0.9), (0.05, -0.22, 1.0), "brass"),  # the star
        box((-0.012, -0.3, 0.84), (0.012, -0.24, 1.0), "brass"),  # its rays
        box((-0.07, -0.3, 0.935), (0.07, -0.24, 0.955), "brass"),
        box((-0.38, -0.2, 0.06), (0.38, 0.36, 0.075), "food"),  # straw on the floor
        box((-0.1, -0.12, 0.06), (0.1, 0.08, 0.2), "wood"),  # manger
        box((-0.09, -0.11, 0.19), (0.09, 0.07, 0.23), "food"),  # its straw
        soft_box((-0.06, -0.07, 0.2), (0.05, 0.03, 0.26), "ivory"),  # the baby, swaddled
        sphere((0.03, -0.06, 0.21), (0.08, 0.02, 0.28), "ivory"),
        *_figure(-0.23, -0.04, 0.12, 0.44, "accent"),  # Mary
        *_figure(0.23, -0.02, 0.13, 0.56, "ceramic_accent"),  # Joseph
        rod(_NATIVITY, (0.33, -0.02), 0.005, (0.06, 0.64), "wood"),  # his staff
        sphere((-0.44, -0.46, 0.06), (-0.28, -0.3, 0.2), "ivory"),  # a sheep
        sphere((-0.3, -0.44, 0.12), (-0.24, -0.34, 0.22), "dark_plastic"),  # its head
        sphere((0.28, -0.48, 0.06), (0.44, -0.32, 0.19), "ivory"),  # another
        sphere((0.24, -0.46, 0.11), (0.3, -0.36, 0.21), "dark_plastic"),
        soft_box((-0.34, 0.14, 0.06), (-0.06, 0.34, 0.24), "canvas"),  # the ox, lying
        sphere((-0.1, 0.06, 0.16), (0.0, 0.2, 0.3), "canvas"),  # its head
        cylinder((0.3, 0.16, 0.06), (0.38, 0.3, 0.2), "brass"),  # a lantern
        cone((0.3, 0.16, 0.2), (0.38, 0.3, 0.26), "brass", taper=0.2),
        cylinder((0.32, 0.2, 0.09), (0.36, 0.26, 0.18), "shade"),  # its light
    )


def _wrapping_paper() -> tuple[Part, ...]:
    """A roll of gift wrap lying on its side, a length of it unrolled in front."""
    return (
        cylinder((-0.49, 0.15, 0.0), (0.49, 0.5, 1.0), "red", axis="x"),  # the roll
        *(cylinder((r5(x - 0.012), 0.145, 0.0), (r5(x + 0.012), 0.5, 1.0), "brass", axis="x")
          for x in (-0.36, -0.2, -0.04, 0.12, 0.28, 0.42)),  # gold stripes
        cylinder((-0.497, 0.23, 0.22), (0.497, 0.42, 0.78), "canvas", axis="x"),  # card core
        cylinder((-0.5, 0.26, 0.3), (0.5, 0.39, 0.7), "dark_plastic", axis="x"),  # its hole
        box((-0.47, -0.5, 0.0), (0.47, 0.32, 0.05), "red"),  # unrolled sheet
        *(box((r5(x - 0.012), -0.5, 0.0), (r5(x + 0.012), 0.3, 0.07), "brass")
          for x in (-0.36, -0.2, -0.04, 0.12, 0.28, 0.42)),  # its stripes
        cylinder((0.2, -0.45, 0.05), (0.28, -0.15, 0.42), "ivory"),  # a spool of ribbon
        cylinder((0.225, -0.35, 0.05), (0.255, -0.25, 0.44), "canvas"),  # its core
    )


def _organ() -> tuple[Part, ...]:
    """A chamber pipe organ: the console with two manuals, stops and pedals, the case with
    its towers, and a façade of pipes rising to the middle."""
    m = Metres(_ORGAN)
    pipes = tuple(m((r5(-0.8 + 0.1 * i - 0.0425), 0.11, 1.0),
                    (r5(-0.8 + 0.1 * i + 0.0425), 0.195, r5(2.36 - 0.07 * abs(i - 8))),
                    "aluminium", "cylinder") for i in range(17))
    return (
        m((-1.1, -0.05, 0.0), (1.1, 0.55, 0.95), "wood"),  # lower case
        *pair(m((-0.62, -0.38, 0.0), (-0.56, -0.05, 1.0), "wood")),  # console cheeks
        m((-0.56, -0.36, 0.64), (0.56, -0.05, 0.74), "wood"),  # key bed
        m((-0.56, -0.12, 0.06), (0.56, -0.06, 0.64), "wood_alt"),  # knee panel
        m((-0.5, -0.36, 0.74), (0.5, -0.2, 0.77), "ivory"),  # lower manual
        m((-0.5, -0.26, 0.77), (0.5, -0.2, 0.785), "dark_plastic"),  # its sharps
        m((-0.5, -0.28, 0.84), (0.5, -0.12, 0.87), "ivory"),  # upper manual
        m((-0.5, -0.18, 0.87), (0.5, -0.12, 0.885), "dark_plastic"),
        m((-0.56, -0.2, 0.74), (0.56, -0.1, 0.84), "wood"),  # its stand
        m((-0.34, -0.12, 0.9), (0.34, -0.07, 1.18), "wood"),  # music desk
        m((-0.22, -0.135, 0.95), (0.22, -0.12, 1.14), "paper"),  # a score on it
        *(m((x - 0.025, -0.1, z), (x + 0.025, -0.04, z + 0.05), "ivory", "cylinder", "y")
          for x in (-0.47, 0.47) for z in (0.92, 1.02)),  # stop knobs
        m((-0.55, -0.55, 0.0), (0.55, -0.3, 0.05), "wood_alt"),  # pedalboard
        *(m((x - 0.04, -0.55, 0.05), (x + 0.04, -0.32, 0.08), "wood")
          for x in (-0.4, -0.2, 0.0, 0.2, 0.4)),  # pedals
        m((-1.1, -0.08, 0.95), (1.1, 0.55, 1.02), "wood_alt"),  # impost
        *pair(m((-1.1, -0.05, 1.0), (-0.88, 0.55, 2.45), "wood")),  # towers
        *pair(m((-1.1, -0.08, 2.45), (-0.86, 0.55, 2.6), "wood_alt")),  # their caps
        m((-0.88, 0.0, 2.4), (0.88, 0.55, 2.5), "wood_alt"),  # cornice
        m((-0.88, 0.45, 1.02), (0.88, 0.55, 2.4), "wood_alt"),  # back of the case
        *pipes,
    )


def _altar() -> tuple[Part, ...]:
    """A church altar dressed in white, a frontal with a gold cross, and at the back a cross
    between two lit candles."""
    m = Metres(_ALTAR)

    def candlestick(x: float) -> tuple[Part, ...]:
        return (
            m((x - 0.07, 0.2, 1.0), (x + 0.07, 0.34, 1.04), "brass", "cone", taper=0.4),
            m((x - 0.015, 0.255, 1.03), (x + 0.015, 0.285, 1.27), "brass", "cylinder"),
            m((x - 0.03, 0.24, 1.12), (x + 0.03, 0.3, 1.17), "brass", "sphere"),  # knop
            m((x - 0.04, 0.23, 1.26), (x + 0.04, 0.31, 1.29), "brass", "cylinder"),  # cup
            m((x - 0.02, 0.25, 1.28), (x + 0.02, 0.29, 1.49), "ivory", "cylinder"),  # candle
            m((x - 0.012, 0.258, 1.49), (x + 0.012, 0.282, 1.55), "shade", "cone"),  # flame
        )

    return (
        m((-0.9, -0.4, 0.0), (0.9, 0.4, 0.06), "stone"),  # step
        m((-0.84, -0.33, 0.06), (0.84, 0.36, 0.94), "wood"),  # body
        *pair(m((-0.84, -0.345, 0.06), (-0.74, 0.36, 0.94), "wood_alt")),  # corner pilasters
        m((-0.88, -0.38, 0.94), (0.88, 0.38, 0.99), "stone"),  # mensa
        m((-0.9, -0.4, 0.99), (0.9, 0.4, 1.0), "ivory"),  # altar cloth
        *pair(m((-0.9, -0.4, 0.7), (-0.885, 0.4, 0.995), "ivory")),  # its ends, hanging
        m((-0.88, -0.4, 0.86), (0.88, -0.385, 0.995), "ivory"),  # frontlet
        m((-0.5, -0.35, 0.15), (0.5, -0.33, 0.86), "red"),  # frontal
        m((-0.5, -0.355, 0.12), (0.5, -0.335, 0.16), "brass"),  # its fringe
        m((-0.03, -0.36, 0.35), (0.03, -0.345, 0.75), "brass"),  # its cross
        m((-0.15, -0.36, 0.58), (0.15, -0.345, 0.64), "brass"),
        m((-0.12, 0.18, 1.0), (0.12, 0.36, 1.03), "brass"),  # the cross's stepped base
        m((-0.07, 0.22, 1.03), (0.07, 0.32, 1.06), "brass"),
        m((-0.02, 0.25, 1.06), (0.02, 0.29, 1.55), "brass"),  # the cross
        m((-0.15, 0.25, 1.36), (0.15, 0.29, 1.4), "brass"),
        *candlestick(-0.55), *candlestick(0.55),
    )


def _riser() -> tuple[Part, ...]:
    """A low stage: a plank deck with a safety edge on a black frame, pleated skirting."""
    front = tuple(cylinder((r5(-0.5 + 0.05 * k), -0.5, 0.0 if k % 2 else 0.004),
                           (r5(-0.44 + 0.05 * k), -0.45, 0.86 if k % 2 else 0.856), "curtains")
                  for k in range(19))
    sides = tuple(cylinder((x0, r5(-0.45 + 0.1 * k), 0.0 if k % 2 else 0.004),
                           (r5(x0 + 0.025), r5(-0.33 + 0.1 * k), 0.86 if k % 2 else 0.856),
                           "curtains") for x0 in (-0.5, 0.475) for k in range(9))
    return (
        box((-0.49, -0.47, 0.0), (0.49, 0.49, 0.86), "dark_plastic"),  # frame
        box((-0.5, -0.5, 0.86), (0.5, 0.5, 0.9), "dark_plastic"),  # fascia
        box((-0.5, -0.5, 0.9), (0.5, 0.5, 0.995), "wood"),  # deck
        *(box((-0.5, r5(y), 0.9), (0.5, r5(y + 0.006), 0.998), "wood_alt")
          for y in (-0.3, -0.1, 0.1, 0.3)),  # plank joints
        box((-0.5, -0.5, 0.9), (0.5, -0.48, 1.0), "food"),  # safety edge
        *front, *sides,
    )


# --- photo, video and stage ----------------------------------------------------------------

def _stand(size: Size, collar: float, top: float, *, slot: str = "dark_plastic",
           thick: float = 0.025) -> tuple[Part, ...]:
    """A light stand: three splayed legs, a collar, a pole and a chrome riser up to `top`."""
    mid = collar + (top - collar) * 0.6
    return (
        *_tripod(size, collar, 0.4, 0.03, thick, slot, steps=8),
        rod(size, (0.0, 0.0), 0.05, (r5(collar - 0.03), r5(collar + 0.02)), slot),  # collar
        rod(size, (0.0, 0.0), 0.035, (r5(collar * 0.5), r5(mid)), slot),  # pole
        rod(size, (0.0, 0.0), 0.045, (r5(mid - 0.01), r5(mid + 0.02)), slot),  # its clamp
        rod(size, (0.0, 0.0), 0.024, (r5(mid), r5(top)), "chrome"),  # riser
        box((0.0, -0.01, r5(mid - 0.002)), (0.09, 0.01, r5(mid + 0.012)), slot),  # its knob
    )


def _spotlight() -> tuple[Part, ...]:
    """A theatre fresnel on a stand: the yoke, the drum, the lens and four barn doors."""
    zc, rz = 0.93, 0.0658  # the drum's axis and radius (it is 25 cm across)
    return (
        *_stand(_SPOT, 0.22, 0.85),
        box((-0.21, -0.02, 0.84), (0.21, 0.02, 0.855), "dark_plastic"),  # yoke
        *pair(box((-0.215, -0.02, 0.84), (-0.195, 0.02, 0.94), "dark_plastic")),
        *pair(cylinder((-0.25, -0.03, 0.915), (-0.21, 0.03, 0.945), "dark_plastic",
                       axis="x")),  # tilt knobs
        cylinder((-0.179, -0.3, zc - rz), (0.179, 0.2, zc + rz), "dark_plastic", axis="y"),
        *(cylinder((-0.186, y, r5(zc - rz - 0.004)), (0.186, r5(y + 0.03), r5(zc + rz + 0.004)),
                   "dark_plastic", axis="y") for y in (-0.1, 0.0, 0.1)),  # cooling fins
        cylinder((-0.13, 0.18, zc - 0.048), (0.13, 0.3, zc + 0.048), "dark_plastic",
                 axis="y"),  # lamp house
        cylinder((-0.175, -0.35, zc - 0.064), (0.175, -0.29, zc + 0.064), "aluminium",
                 axis="y"),  # front ring
        cylinder((-0.14, -0.36, zc - 0.051), (0.14, -0.33, zc + 0.051), "shade", axis="y"),
        box((-0.17, -0.5, 0.994), (0.17, -0.34, 1.0), "dark_plastic"),  # barn doors
        box((-0.17, -0.5, 0.86), (0.17, -0.34, 0.866), "dark_plastic"),
        *pair(box((-0.19, -0.48, 0.872), (-0.18, -0.34, 0.988), "dark_plastic")),
        box((-0.05, -0.05, 0.994), (0.05, 0.12, 1.0), "aluminium"),  # handle
        rod(_SPOT, (0.03, -0.03), 0.01, (0.0, 0.84), "cord"),  # cable
        box((0.02, -0.04, 0.0), (0.5, -0.02, 0.006), "cord"),
    )


def _softbox() -> tuple[Part, ...]:
    """A photo softbox on a stand: a square white diffuser in a black frame, the black
    fabric tapering back to the speed ring and the lamp head."""
    zc = 0.846
    return (
        *_stand(_SOFTBOX, 0.22, 0.76),
        box((-0.455, -0.5, 0.985), (0.455, -0.44, 1.0), "dark_plastic"),  # frame
        box((-0.455, -0.5, 0.692), (0.455, -0.44, 0.707), "dark_plastic"),
        *pair(box((-0.455, -0.5, 0.707), (-0.42, -0.44, 0.985), "dark_plastic")),
        box((-0.42, -0.49, 0.707), (0.42, -0.44, 0.985), "shade"),  # diffuser
        box((-0.43, -0.44, 0.7), (0.43, -0.3, 0.99), "dark_plastic"),  # the box, tapering
        box((-0.33, -0.3, zc - 0.11), (0.33, -0.16, zc + 0.11), "dark_plastic"),
        box((-0.22, -0.16, zc - 0.075), (0.22, -0.04, zc + 0.075), "dark_plastic"),
        cylinder((-0.12, -0.05, zc - 0.04), (0.12, 0.03, zc + 0.04), "aluminium",
                 axis="y"),  # speed ring
        soft_box((-0.1, 0.02, zc - 0.045), (0.1, 0.3, zc + 0.045), "dark_plastic"),  # lamp
        box((-0.03, -0.04, 0.75), (0.03, 0.04, 0.81), "dark_plastic"),  # tilt bracket
        cylinder((0.03, -0.03, 0.765), (0.12, 0.03, 0.79), "dark_plastic", axis="x"),
        rod(_SOFTBOX, (0.03, 0.03), 0.01, (0.0, 0.75), "cord"),  # cable
        box((0.02, 0.02, 0.0), (0.5, 0.04, 0.006), "cord"),
    )


def _cove(y: float, t: float, ry: float, rz: float, slot: str,
          n: int = 6) -> tuple[Part, ...]:
    """A sheet hanging at `y` (its back face) curving forward onto the floor on a quarter
    circle of radii `ry`, `rz`: short blocks, `t` thick, from each point to the next."""
    yc, zc = y - ry, rz
    points = [(yc + ry * math.cos(math.pi / 2 * k / n), zc - rz * math.sin(math.pi / 2 * k / n))
              for k in range(n + 1)]
    parts = []
    for k in range(n):
        (y0, z0), (y1, z1) = points[k], points[k + 1]
        parts.append(box((-0.41, r5(min(y0, y1) - t), r5(max(min(z0, z1) - 0.004, 0.0))),
                         (0.41 - 0.002 * (k % 2), r5(max(y0, y1)), r5(max(z0, z1) + 0.004)),
                         slot))
    return tuple(parts)


def _green_screen() -> tuple[Part, ...]:
    """A chroma-key backdrop: two stands and a crossbar, the green cloth hanging and sweeping
    forward over the floor on a curve."""
    stands: list[Part] = []
    for x in (-0.42, 0.42):
        stands += _tripod(_GREEN, 0.14, 0.075, 0.006, 0.025, "dark_plastic", steps=4, cx=x,
                          cy=0.34)
        stands.append(rod(_GREEN, (x, 0.34), 0.032, (0.1, 0.985), "dark_plastic"))
        stands.append(soft_box((r5(x - 0.03), 0.27, 0.0), (r5(x + 0.03), 0.41, 0.05),
                               "canvas"))  # sandbag
    return (
        *stands,
        rod(_GREEN, (0.34, 0.97), 0.03, (-0.46, 0.46), "aluminium", axis="x"),  # crossbar
        box((-0.41, 0.3, 0.11), (0.41, 0.315, 0.965), "foliage"),  # the cloth
        *_cove(0.3, 0.015, 0.1875, 0.12, "foliage"),  # its curve down to the floor
        box((-0.41, -0.47, 0.0), (0.41, 0.13, 0.004), "foliage"),  # on the floor
        *(box((r5(x - 0.012), 0.29, 0.945), (r5(x + 0.012), 0.36, 0.99), "fruit")
          for x in (-0.28, 0.0, 0.28)),  # spring clamps
    )


def _drone() -> tuple[Part, ...]:
    """A camera quadcopter: its shell, four diagonal arms with motors and two-blade props,
    landing skids and the gimbal camera under the nose."""
    arms: list[Part] = []
    for sx in (-1, 1):
        for sy in (-1, 1):
            mx, my = 0.3 * sx, 0.3 * sy
            arms += _diagonal((0.09 * sx, 0.14 * sy), (mx, my), 0.5, 0.62, 0.03, "ivory", n=3)
            arms.append(cylinder((r5(mx - 0.044), r5(my - 0.044), 0.5),
                                 (r5(mx + 0.044), r5(my + 0.044), 0.8), "dark_plastic"))
            arms.append(cylinder((r5(mx - 0.02), r5(my - 0.02), 0.78),
                                 (r5(mx + 0.02), r5(my + 0.02), 0.88), "chrome"))
            arms.append(box((r5(mx - 0.2), r5(my - 0.02), 0.84), (r5(mx + 0.2), r5(my + 0.02),
                                                                    0.87), "dark_plastic"))
    return (
        soft_box((-0.13, -0.22, 0.3), (0.13, 0.22, 0.72), "ivory"),  # body
        soft_box((-0.1, -0.17, 0.6), (0.1, 0.15, 0.82), "ivory"),  # canopy
        box((-0.07, 0.1, 0.7), (0.07, 0.2, 0.8), "aluminium"),  # battery catch
        *arms,
        *pair(box((-0.18, -0.2, 0.0), (-0.14, 0.2, 0.06), "ivory")),  # skids
        *(cylinder((r5(x - 0.012), r5(y - 0.012), 0.04), (r5(x + 0.012), r5(y + 0.012), 0.34),
                   "ivory") for x in (-0.155, 0.155) for y in (-0.12, 0.12)),
        box((-0.05, -0.2, 0.22), (0.05, -0.08, 0.32), "dark_plastic"),  # gimbal
        sphere((-0.065, -0.26, 0.08), (0.065, -0.1, 0.32), "dark_plastic"),  # camera
        cylinder((-0.03, -0.28, 0.14), (0.03, -0.24, 0.26), "screen", axis="y"),  # lens
        sphere((-0.32, -0.32, 0.42), (-0.28, -0.28, 0.52), "red"),  # nav lights
        sphere((0.28, -0.32, 0.42), (0.32, -0.28, 0.52), "red"),
        sphere((-0.32, 0.28, 0.42), (-0.28, 0.32, 0.52), "foliage"),
        sphere((0.28, 0.28, 0.42), (0.32, 0.32, 0.52), "foliage"),
    )


# --- wellness, sport and toys --------------------------------------------------------------

def _hot_tub() -> tuple[Part, ...]:
    """A square hot tub: wood-clad cabinet, white shell with seats and jets under the water,
    headrests on the rim, a step in front."""
    m = Metres(_TUB)
    return (
        m((-1.05, -0.9, 0.0), (1.05, 1.2, 0.05), "dark_plastic"),  # base trim
        m((-1.03, -0.88, 0.04), (1.03, -0.8, 0.88), "wood"),  # cladding
        m((-1.03, 1.1, 0.04), (1.03, 1.18, 0.88), "wood"),
        *pair(m((-1.03, -0.8, 0.04), (-0.95, 1.1, 0.88), "wood")),
        *(m((x, y, 0.04), (x + 0.1, y + 0.12, 0.88), "wood_alt")
          for x in (-1.05, 0.95) for y in (-0.9, 1.08)),  # corner posts
        *(m((x - 0.02, -0.895, 0.08), (x + 0.02, -0.88, 0.84), "wood_alt")
          for x in (-0.6, -0.3, 0.0, 0.3, 0.6)),  # battens
        m((-1.05, -0.9, 0.88), (1.05, -0.6, 0.95), "sanitary"),  # rim
        m((-1.05, 0.9, 0.88), (1.05, 1.2, 0.95), "sanitary"),
        *pair(m((-1.05, -0.6, 0.88), (-0.8, 0.9, 0.95), "sanitary")),
        m((-0.85, -0.65, 0.28), (0.85, -0.6, 0.9), "sanitary"),  # shell walls
        m((-0.85, 0.9, 0.28), (0.85, 0.95, 0.9), "sanitary"),
        *pair(m((-0.85, -0.6, 0.28), (-0.8, 0.9, 0.9), "sanitary")),
        m((-0.8, -0.6, 0.24), (0.8, 0.9, 0.3), "sanitary"),  # floor
        m((-0.8, 0.58, 0.3), (0.8, 0.9, 0.55), "sanitary"),  # bench seat
        m((0.42, -0.6, 0.3), (0.8, 0.58, 0.44), "sanitary"),  # lounger
        m((-0.8, -0.6, 0.3), (0.8, 0.9, 0.87), "water"),
        *(m((x - 0.04, 0.88, 0.62), (x + 0.04, 0.905, 0.7), "chrome", "cylinder", "y")
          for x in (-0.55, -0.2, 0.2, 0.55)),  # jets
        m((-0.06, -0.605, 0.42), (0.06, -0.58, 0.54), "shade", "cylinder", "y"),  # light
        *pair(m((-0.6, 0.92, 0.95), (-0.3, 1.12, 1.0), "dark_plastic", "rounded_box")),
        m((0.7, -0.86, 0.95), (0.98, -0.7, 0.97), "dark_plastic"),  # control panel
        m((0.74, -0.83, 0.965), (0.86, -0.73, 0.975), "screen"),
        m((-0.45, -1.2, 0.0), (0.45, -0.9, 0.22), "wood_alt"),  # step
        m((-0.47, -1.2, 0.21), (0.47, -0.9, 0.26), "wood"),
    )


def _climbing_wall() -> tuple[Part, ...]:
    """A plywood bouldering wall: two sheets in a frame, three volumes and a scatter of
    coloured holds, big jugs low down and smaller crimps higher up."""
    colours = ("red", "food", "foliage", "fruit", "ivory", "ceramic_accent")
    holds = []
    for k in range(36):
        x = ((k * 0.6180339) % 1.0) * 0.88 - 0.44
        z = 0.05 + 0.9 * (k + 0.5) / 36
        metres = (0.16, 0.11, 0.08, 0.13)[k % 4] * (1.0 if z < 0.5 else 0.8)
        sx, sz = metres / _CLIMB[0] / 2, metres / _CLIMB[2] / 2
        out = (0.03 + 0.015 * (k % 3)) / _CLIMB[1]
        holds.append(sphere((r5(x - sx), r5(0.33 - out), r5(z - sz)),
                            (r5(x + sx), 0.45, r5(z + sz)), colours[k % len(colours)]))
    volumes = tuple(sphere((r5(x - w), -0.3, r5(z - h)), (r5(x + w), 0.5, r5(z + h)), slot)
                    for x, z, w, h, slot in ((-0.25, 0.55, 0.07, 0.07, "foliage"),
                                             (0.2, 0.3, 0.09, 0.08, "ivory"),
                                             (0.32, 0.75, 0.06, 0.06, "dark_plastic")))
    return (
        box((-0.485, 0.33, 0.05), (0.0, 0.5, 0.98), "wood"),  # plywood sheets
        box((0.0, 0.335, 0.05), (0.485, 0.5, 0.98), "wood"),
        box((-0.003, 0.32, 0.05), (0.003, 0.5, 0.98), "dark_plastic"),  # the joint
        box((-0.5, 0.2, 0.98), (0.5, 0.5, 1.0), "wood_alt"),  # frame
        *pair(box((-0.5, 0.2, 0.0), (-0.485, 0.5, 1.0), "wood_alt")),
        box((-0.485, 0.25, 0.0), (0.485, 0.5, 0.05), "dark_plastic"),  # kick board
        *volumes,
        *holds,
    )


def _race_track() -> tuple[Part, ...]:
    """A two-lane slot-car track round an oval of grass: kerbs, slots, a lane line, a start
    gantry and two cars racing."""
    layers = ((0.5, 0.5, "red"), (0.4867, 0.4778, "dark_plastic"), (0.4547, 0.4244, "screen"),
              (0.452, 0.42, "dark_plastic"), (0.4213, 0.3689, "ivory"),
              (0.416, 0.36, "dark_plastic"), (0.3827, 0.3044, "screen"),
              (0.38, 0.3, "dark_plastic"), (0.348, 0.2467, "red"), (0.3347, 0.2244, "foliage"))
    track = tuple(cylinder((-rx, -ry, 0.0), (rx, ry, r5(0.06 + 0.01 * k)), slot)
                  for k, (rx, ry, slot) in enumerate(layers))

    def car(x: float, y: float, slot: str) -> tuple[Part, ...]:
        return (
            soft_box((r5(x - 0.034), r5(y - 0.022), 0.17), (r5(x + 0.034), r5(y + 0.022), 0.4),
                     slot),
            box((r5(x - 0.008), r5(y - 0.013), 0.35), (r5(x + 0.012), r5(y + 0.013), 0.48),
                "screen"),  # cockpit
            *(cylinder((r5(x + dx - 0.006), r5(y + sy * 0.022 - 0.006), 0.14),
                       (r5(x + dx + 0.006), r5(y + sy * 0.022 + 0.006), 0.3), "rubber",
                       axis="y") for dx in (-0.022, 0.022) for sy in (-1, 1)),
        )

    return (
        *track,
        *ring(14, 0.493, 0.01, 0.0, 0.065, "ivory", ry=0.489, shape="cylinder",
              phase=0.22),  # kerb stripes
        *(box((-0.012, r5(y0), 0.1), (0.012, r5(y0 + 0.045), 0.165),
              "ivory" if i % 2 else "dark_plastic")
          for i, y0 in enumerate((-0.478, -0.433, -0.388, -0.343))),  # chequered line
        box((-0.008, -0.5, 0.0), (0.008, -0.485, 0.8), "red"),  # start gantry
        box((-0.008, -0.27, 0.0), (0.008, -0.255, 0.8), "red"),
        box((-0.012, -0.5, 0.72), (0.012, -0.255, 0.9), "ivory"),
        *car(0.12, -0.407, "red"), *car(-0.2, -0.26, "food"),
    )


def _marbles() -> tuple[Part, ...]:
    """A glass jar of marbles with a metal lid, three more rolled out in front."""
    colours = ("red", "water", "foliage", "food", "fruit", "ceramic_accent", "ivory")
    cy = 0.09
    rx, ry = 0.0615, 0.05  # a marble's half size
    inside: list[Part] = []
    for layer in range(5):
        z = 0.06 + 0.12 * layer
        for k in range(5):
            a = 2 * math.pi * k / 5 + 0.6 * layer
            x, y = 0.24 * math.cos(a), cy + 0.195 * math.sin(a)
            inside.append(sphere((r5(x - rx), r5(y - ry), r5(z - 0.05)),
                                 (r5(x + rx), r5(y + ry), r5(z + 0.05)),
                                 colours[(layer * 5 + k) % len(colours)]))
    return (
        cylinder((-0.385, cy - 0.3125, 0.0), (0.385, cy + 0.3125, 0.76), "glass"),  # jar
        cylinder((-0.3, cy - 0.245, 0.74), (0.3, cy + 0.245, 0.82), "glass"),  # neck
        cylinder((-0.33, cy - 0.27, 0.8), (0.33, cy + 0.27, 0.92), "chrome"),  # lid
        *inside,
        *(sphere((r5(x - rx), r5(y - ry), 0.0), (r5(x + rx), r5(y + ry), 0.1), slot)
          for x, y, slot in ((-0.3, -0.4, "red"), (0.05, -0.44, "water"),
                             (0.3, -0.36, "foliage"))),
    )


# --- craft room and decorating -------------------------------------------------------------

def _kraft_roll() -> tuple[Part, ...]:
    """A roll of brown kraft paper on a tabletop dispenser, a length pulled under the
    serrated cutter bar."""
    yc, zc = 0.05, 0.6
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.45, 0.07), "wood"),  # base board
        *pair(box((-0.5, -0.2, 0.07), (-0.455, 0.3, 0.6), "wood")),  # end plates
        *pair(cylinder((-0.5, -0.2, 0.333), (-0.455, 0.3, 0.867), "wood", axis="x")),
        rod(_KRAFT, (yc, zc), 0.025, (-0.5, 0.5), "metal", axis="x"),  # spindle
        cylinder((-0.45, r5(yc - 0.2656), 0.317), (0.45, r5(yc + 0.2656), 0.883), "canvas",
                 axis="x"),  # the roll
        cylinder((-0.453, r5(yc - 0.125), 0.467), (0.453, r5(yc + 0.125), 0.733), "paper",
                 axis="x"),  # its core
        box((-0.44, -0.226, 0.075), (0.44, -0.215, 0.6), "canvas"),  # paper coming off
        box((-0.455, -0.31, 0.07), (0.455, -0.226, 0.16), "metal"),  # cutter bar
        box((-0.455, -0.315, 0.15), (0.455, -0.3, 0.175), "chrome"),  # its teeth
        box((-0.44, -0.49, 0.07), (0.44, -0.226, 0.08), "canvas"),  # the length pulled out
    )


def _drop_cloth() -> tuple[Part, ...]:
    """A painter's canvas drop cloth spread out, one end folded back, creased and spattered."""
    creases = ((-0.42, -0.02, -0.36, 0.44), (-0.3, 0.1, 0.05, 0.15), (-0.05, -0.3, 0.25, -0.25),
               (0.05, -0.1, 0.1, 0.35), (-0.25, -0.45, -0.2, -0.1))
    drops = ((-0.35, -0.2, 0.03, "ivory"), (-0.3, -0.15, 0.012, "ivory"),
             (-0.1, 0.3, 0.025, "ceramic_accent"), (-0.06, 0.25, 0.01, "ceramic_accent"),
             (0.15, -0.35, 0.02, "foliage"), (0.2, 0.2, 0.03, "ivory"),
             (0.22, 0.26, 0.012, "ivory"), (-0.4, 0.35, 0.015, "food"),
             (0.0, -0.05, 0.02, "ceramic_accent"), (0.12, -0.4, 0.01, "foliage"),
             (-0.2, -0.38, 0.018, "food"), (0.25, 0.0, 0.014, "red"))
    return (
        box((-0.5, -0.48, 0.0), (0.49, 0.5, 0.25), "canvas"),  # the cloth
        box((-0.49, -0.5, 0.0), (0.5, 0.47, 0.2), "canvas"),
        box((0.3, -0.47, 0.2), (0.5, 0.46, 0.45), "canvas"),  # the end folded back
        cylinder((0.27, -0.47, 0.0), (0.33, 0.46, 0.6), "canvas", axis="y"),  # its fold
        *(sphere((x0, y0, 0.05), (x1, y1, 0.75), "canvas") for x0, y0, x1, y1 in creases),
        *(cylinder((r5(x - r), r5(y - r * 1.5), 0.2), (r5(x + r), r5(y + r * 1.5), 0.3), slot)
          for x, y, r, slot in drops),  # paint spatters
    )


def _work_light() -> tuple[Part, ...]:
    """Twin floodlights on a T-bar atop a tall tripod stand."""
    heads: list[Part] = []
    for x in (-0.24, 0.24):
        heads += (
            soft_box((r5(x - 0.15), -0.12, 0.875), (r5(x + 0.15), 0.08, 0.985), "fruit"),
            box((r5(x - 0.12), -0.14, 0.89), (r5(x + 0.12), -0.11, 0.97), "shade"),  # lens
            *(box((r5(x + dx - 0.006), -0.16, 0.885), (r5(x + dx + 0.006), -0.13, 0.975),
                  "dark_plastic") for dx in (-0.05, 0.05)),  # guard
            box((r5(x - 0.13), 0.07, 0.885), (r5(x + 0.13), 0.13, 0.975), "dark_plastic"),
            box((r5(x - 0.1), -0.03, 0.984), (r5(x + 0.1), 0.03, 1.0), "dark_plastic"),
        )
    return (
        *_stand(_WORKLIGHT, 0.25, 0.86, thick=0.03),
        box((-0.42, -0.025, 0.855), (0.42, 0.025, 0.878), "dark_plastic"),  # T-bar
        *heads,
        rod(_WORKLIGHT, (0.04, 0.04), 0.012, (0.0, 0.86), "cord"),  # cable
        box((0.03, 0.03, 0.0), (0.5, 0.05, 0.007), "cord"),
    )


# --- warehouse, yard and shop ------------------------------------------------------------

def _forklift() -> tuple[Part, ...]:
    """A counterbalance forklift, forks to the front: mast and carriage, overhead guard,
    seat and wheel, the counterweight at the back."""
    m = Metres(_FORKLIFT)
    wheels = []
    for y, dia, hub in ((-0.55, 0.65, 0.3), (0.95, 0.5, 0.25)):
        for sx in (-1, 1):
            x0, x1 = sorted((sx * 0.36, sx * 0.555))
            wheels.append(m((x0, y - dia / 2, 0.0), (x1, y + dia / 2, dia), "rubber",
                            "cylinder", "x"))
            h0, h1 = sorted((sx * 0.55, sx * 0.575))
            wheels.append(m((h0, y - hub / 2, dia / 2 - hub / 2), (h1, y + hub / 2,
                                                                 dia / 2 + hub / 2),
                            "ivory", "cylinder", "x"))
    posts = tuple(m((sx * 0.5 - 0.035, y, 1.05), (sx * 0.5 + 0.035, y + 0.07, 2.02),
                    "dark_plastic") for sx in (-1, 1) for y in (-0.45, 0.95))
    return (
        *wheels,
        m((-0.36, -0.6, 0.12), (0.36, 1.3, 0.62), "dark_plastic"),  # chassis
        m((-0.55, -0.45, 0.6), (0.55, 0.95, 1.05), "fruit"),  # body
        m((-0.56, 0.9, 0.55), (0.56, 1.46, 1.15), "fruit", "rounded_box"),  # counterweight
        m((-0.5, 1.2, 0.15), (0.5, 1.5, 0.56), "dark_plastic"),  # rear bumper
        m((-0.5, 0.3, 1.04), (0.5, 0.95, 1.15), "fruit"),  # engine cover
        m((-0.25, 0.35, 1.14), (0.25, 0.75, 1.28), "dark_plastic", "rounded_box"),  # seat
        m((-0.25, 0.7, 1.2), (0.25, 0.84, 1.62), "dark_plastic", "rounded_box"),
        m((-0.45, -0.45, 1.04), (0.45, -0.15, 1.3), "fruit"),  # dash
        m((-0.03, -0.1, 1.25), (0.03, -0.04, 1.46), "dark_plastic", "cylinder"),  # column
        m((-0.17, -0.22, 1.44), (0.17, 0.12, 1.48), "dark_plastic", "cylinder"),  # wheel
        *posts,
        *pair(m((-0.54, -0.5, 2.0), (-0.45, 1.05, 2.08), "dark_plastic")),  # guard roof
        m((-0.45, -0.5, 2.0), (0.45, -0.42, 2.08), "dark_plastic"),
        m((-0.45, 0.97, 2.0), (0.45, 1.05, 2.08), "dark_plastic"),
        *(m((x - 0.025, -0.42, 2.01), (x + 0.025, 0.97, 2.07), "dark_plastic")
          for x in (-0.22, 0.0, 0.22)),
        *pair(m((-0.38, -0.72, 0.08), (-0.28, -0.6, 2.1), "dark_plastic")),  # mast
        m((-0.38, -0.72, 1.98), (0.38, -0.62, 2.06), "dark_plastic"),
        m((-0.38, -0.72, 1.0), (0.38, -0.64, 1.06), "dark_plastic"),
        m((-0.04, -0.66, 0.2), (0.04, -0.58, 1.7), "chrome", "cylinder"),  # lift ram
        m((-0.5, -0.82, 0.08), (0.5, -0.72, 0.58), "dark_plastic"),  # carriage
        *pair(m((-0.5, -0.8, 0.58), (-0.44, -0.74, 1.25), "dark_plastic")),  # backrest
        *pair(m((-0.18, -0.8, 0.58), (-0.14, -0.74, 1.22), "dark_plastic")),
        m((-0.5, -0.8, 1.2), (0.5, -0.74, 1.25), "dark_plastic"),
        *pair(m((-0.3, -0.9, 0.0), (-0.2, -0.82, 0.55), "dark_plastic")),  # forks
        *pair(m((-0.3, -1.5, 0.0), (-0.2, -0.82, 0.05), "dark_plastic")),
        *pair(m((-0.52, -0.5, 1.6), (-0.44, -0.45, 1.68), "shade", "cylinder", "y")),  # lamps
    )


def _dumpster() -> tuple[Part, ...]:
    """A front-load dumpster: its front slopes out to the top, two black lids, fork pockets
    on its sides, ribs on its back, castors."""
    m = Metres(_DUMPSTER)
    castors = []
    for x in (-0.75, 0.75):
        for y in (-0.42, 0.42):
            castors.append(m((x - 0.025, y - 0.06, 0.0), (x + 0.025, y + 0.06, 0.12), "rubber",
                             "cylinder", "x"))
            castors.append(m((x - 0.06, y - 0.06, 0.1), (x + 0.06, y + 0.06, 0.14), "metal"))
    steps, front = 8, []
    for k in range(steps):  # the sloping front: from y -0.38 at the bottom to -0.55 at the top
        z0 = 0.13 + (1.15 - 0.13) * k / steps
        z1 = 0.13 + (1.15 - 0.13) * (k + 1) / steps
        y = -0.38 - 0.17 * (k + 1) / steps
        front.append(m((-0.88, y, z0), (0.88, -0.37, z1 + 0.004), "foliage"))
    return (
        *castors,
        m((-0.88, -0.38, 0.13), (0.88, 0.5, 1.15), "foliage"),  # body
        *front,
        m((-0.925, -0.575, 1.12), (0.925, 0.54, 1.18), "foliage"),  # top lip
        m((-0.9, -0.555, 1.17), (-0.01, 0.55, 1.26), "dark_plastic", "rounded_box"),  # lids
        m((0.01, -0.555, 1.17), (0.9, 0.55, 1.26), "dark_plastic", "rounded_box"),
        *(m((x - 0.15, -0.575, 1.19), (x + 0.15, -0.55, 1.22), "dark_plastic")
          for x in (-0.45, 0.45)),  # lid handles
        *pair(m((-0.925, -0.25, 0.75), (-0.88, 0.3, 0.9), "foliage")),  # fork pockets
        *(m((x - 0.04, 0.5, 0.13), (x + 0.04, 0.54, 1.12), "foliage")
          for x in (-0.6, 0.0, 0.6)),  # ribs
        m((0.88, -0.2, 0.35), (0.89, 0.25, 0.6), "ivory"),  # stencilled plate
    )


def _bubble_wrap() -> tuple[Part, ...]:
    """An upright roll of bubble wrap on its cardboard core, taped, the loose end hanging
    down its front and out over the floor."""
    bubbles: list[Part] = []
    for i in range(3):
        x = -0.24 + 0.24 * i
        for j in range(5):
            z = 0.12 + 0.15 * j
            bubbles.append(sphere((r5(x - 0.04), -0.235, r5(z - 0.027)),
                                  (r5(x + 0.04), -0.2, r5(z + 0.027)), "glass"))
        for j in range(4):
            y = -0.46 + 0.07 * j
            bubbles.append(sphere((r5(x - 0.04), r5(y - 0.029), 0.004),
                                  (r5(x + 0.04), r5(y + 0.029), 0.04), "glass"))
    return (
        cylinder((-0.4, -0.1857, 0.0), (0.4, 0.3857, 0.96), "water"),  # the roll
        cylinder((-0.37, -0.1571, 0.004), (0.37, 0.3571, 0.955), "ivory"),  # its milky layers
        cylinder((-0.08, 0.043, 0.0), (0.08, 0.157, 0.995), "canvas"),  # core
        cylinder((-0.06, 0.057, 0.6), (0.06, 0.143, 1.0), "dark_plastic"),  # its hole
        cylinder((-0.405, -0.19, 0.45), (0.405, 0.39, 0.52), "red"),  # tape
        box((-0.12, -0.2, 0.58), (0.12, -0.185, 0.74), "paper"),  # label
        box((-0.36, -0.215, 0.015), (0.36, -0.19, 0.88), "water"),  # loose end
        box((-0.36, -0.5, 0.003), (0.36, -0.19, 0.018), "water"),  # ... over the floor
        *bubbles,
    )


def _bulk_bins() -> tuple[Part, ...]:
    """A grocer's bulk food unit: four gravity bins with levers and chutes above a row of
    three scoop bins."""
    parts: list[Part] = []
    fills = ((0.8, "food"), (0.9, "soil"), (0.76, "ivory"), (0.86, "fruit"))
    for (level, food), x in zip(fills, (-0.345, -0.115, 0.115, 0.345), strict=True):
        parts += (
            cylinder((r5(x - 0.1), -0.298, 0.62), (r5(x + 0.1), 0.138, 0.93), "glass"),  # tube
            cylinder((r5(x - 0.09), -0.276, 0.625), (r5(x + 0.09), 0.116, level), food),
            cylinder((r5(x - 0.105), -0.308, 0.925), (r5(x + 0.105), 0.148, 0.95),
                     "dark_plastic"),  # lid
            box((r5(x - 0.07), -0.3, 0.52), (r5(x + 0.07), 0.1, 0.62), "dark_plastic"),
            box((r5(x - 0.04), -0.45, 0.53), (r5(x + 0.04), -0.28, 0.57), "dark_plastic"),
            box((r5(x + 0.05), -0.42, 0.58), (r5(x + 0.07), -0.29, 0.6), "red"),  # lever
        )
    for x, food in ((-0.31, "wood_alt"), (0.0, "foliage"), (0.31, "food")):
        parts += (
            box((r5(x - 0.14), -0.48, 0.3), (r5(x + 0.14), 0.3, 0.48), "glass"),  # scoop bin
            box((r5(x - 0.13), -0.46, 0.305), (r5(x + 0.13), 0.28, 0.43), food),
            box((r5(x - 0.08), -0.5, 0.45), (r5(x + 0.08), -0.48, 0.47), "chrome"),  # pull
            box((r5(x - 0.04), -0.3, 0.48), (r5(x + 0.04), 0.05, 0.495), "chrome"),  # scoop
        )
    return (
        *pair(box((-0.5, -0.5, 0.0), (-0.47, 0.5, 1.0), "wood")),  # sides
        box((-0.47, -0.48, 0.96), (0.47, 0.5, 1.0), "wood"),  # header
        box((-0.4, -0.5, 0.965), (0.4, -0.48, 0.995), "ivory"),  # its sign
        box((-0.47, 0.46, 0.0), (0.47, 0.5, 0.96), "wood_alt"),  # back
        box((-0.47, -0.45, 0.0), (0.47, 0.46, 0.3), "wood"),  # base cabinet
        box((-0.47, -0.4, 0.5), (0.47, 0.46, 0.52), "wood"),  # shelf
        *parts,
    )


def _bagel_bin() -> tuple[Part, ...]:
    """Two stacked acrylic bakery bins full of bagels, each with a lift-up front."""
    parts: list[Part] = []
    kinds = ("food", "food", "canvas", "food", "soil", "food", "canvas", "food")
    for tier in range(2):
        z0 = 0.04 + 0.47 * tier
        parts += (
            box((-0.49, -0.49, r5(z0)), (0.49, 0.49, r5(z0 + 0.45)), "glass"),
            box((-0.48, -0.48, r5(z0)), (0.48, 0.48, r5(z0 + 0.02)), "dark_plastic"),  # floor
            box((-0.49, -0.5, r5(z0 + 0.42)), (0.49, -0.49, r5(z0 + 0.45)), "dark_plastic"),
            sphere((-0.04, -0.5, r5(z0 + 0.36)), (0.04, -0.46, r5(z0 + 0.41)), "chrome"),
        )
        spots = [(x, y, 0.02) for x in (-0.3, 0.0, 0.3) for y in (-0.22, 0.22)]
        spots += [(-0.15, 0.0, 0.1), (0.15, 0.0, 0.1)]
        for k, (x, y, dz) in enumerate(spots):
            zb = r5(z0 + dz)
            parts.append(cylinder((r5(x - 0.119), r5(y - 0.13), zb),
                                  (r5(x + 0.119), r5(y + 0.13), r5(zb + 0.083)),
                                  kinds[(k + tier) % len(kinds)]))
            parts.append(cylinder((r5(x - 0.03), r5(y - 0.033), zb),
                                  (r5(x + 0.03), r5(y + 0.033), r5(zb + 0.088)), "dark_plastic"))
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "dark_plastic"),  # base
        *parts,
        box((-0.5, -0.5, 0.98), (0.5, 0.5, 1.0), "dark_plastic"),  # top
        box((-0.2, -0.5, 0.86), (0.2, -0.49, 0.92), "paper"),  # label
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- pottery, craft and workshop --------------------------------------------------------
    family("pottery_kiln", _KILN, "floor", _kiln(),
           names=("pottery kiln", "kiln", "ceramic kiln", "electric kiln", "ceramics kiln",
                  "top-loading kiln", "firing kiln"), clearance=0.5, jitter=0.05),
    family("hand_saw", _SAW, "wall_mounted", _hand_saw(),
           names=("hand saw", "handsaw", "wood saw", "panel saw", "crosscut saw",
                  "carpenter's saw", "rip saw"), mount_centre=1.4, jitter=0.06),
    family("apron", _APRON, "wall_mounted", _apron(),
           names=("apron", "apron on a hook", "hanging apron", "work apron", "canvas apron",
                  "kitchen apron", "chef's apron", "cooking apron"), mount_centre=1.35,
           jitter=0.05),
    family("craft_paper_roll", _KRAFT, "surface", _kraft_roll(),
           names=("craft paper roll", "kraft paper roll", "roll of kraft paper",
                  "roll of craft paper", "kraft paper dispenser", "paper roll dispenser",
                  "butcher paper roll", "paper roll holder"),
           hosts=hosts_of(CRAFT, ("counter", "checkout_counter", "display_counter")),
           jitter=0.05),
    family("drop_cloth", _CLOTH, "floor", _drop_cloth(),
           names=("drop cloth", "dust sheet", "dustsheet", "painter's drop cloth",
                  "painters drop cloth", "canvas drop cloth", "decorator's dust sheet"),
           jitter=0.1),
    # --- office and study ------------------------------------------------------------------
    family("abacus", _ABACUS, "surface", _abacus(),
           names=("abacus", "counting frame", "bead frame", "soroban", "suanpan",
                  "school abacus"), hosts=hosts_of(KIDS, DESK), jitter=0.1),
    family("fax_machine", _FAX, "surface", _fax(),
           names=("fax machine", "fax", "telefax", "facsimile machine", "fax printer",
                  "office fax"), hosts=STUDY, jitter=0.05),
    family("laptop_stand", _LAPSTAND, "surface", _laptop_stand(),
           names=("laptop stand", "notebook stand", "laptop desk stand", "aluminium laptop stand",
                  "aluminum laptop stand"), hosts=STUDY, surface_frac=0.94, jitter=0.05),
    family("webcam", _WEBCAM, "surface", _webcam(),
           names=("webcam", "web cam", "usb webcam", "streaming webcam", "hd webcam"),
           hosts=STUDY, jitter=0.08),
    family("weather_station", _WEATHER, "surface", _weather_station(),
           names=("weather station", "home weather station", "digital weather station",
                  "indoor weather station", "wireless weather station"),
           hosts=hosts_of(LIVING, DESK), jitter=0.05),
    family("pipe_rack", _PIPES, "surface", _pipe_rack(),
           names=("pipe rack", "tobacco pipe rack", "pipe stand", "smoking pipe rack",
                  "pipe holder", "tobacco pipe stand", "rack of pipes"),
           hosts=SMOKING, jitter=0.05),
    # --- church and feast ------------------------------------------------------------------
    family("nativity_scene", _NATIVITY, "surface", _nativity(),
           names=("nativity scene", "nativity set", "nativity", "manger scene",
                  "christmas nativity", "nativity stable"), hosts=FEAST, jitter=0.1),
    family("wrapping_paper", _WRAP, "surface", _wrapping_paper(),
           names=("wrapping paper", "roll of wrapping paper", "wrapping paper roll",
                  "christmas wrapping paper", "birthday wrapping paper", "gift wrapping roll"),
           hosts=hosts_of(PARTY, ("dining_table", "kitchen_island", "bed")), jitter=0.08),
    family("pipe_organ", _ORGAN, "wall", _organ(),
           names=("pipe organ", "church organ", "organ", "chamber organ", "cathedral organ",
                  "organ pipes"), clearance=0.9, jitter=0.04),
    family("altar", _ALTAR, "wall", _altar(),
           names=("altar", "church altar", "chapel altar", "high altar", "communion altar",
                  "altar table with candles", "shrine", "home shrine", "household shrine"),
           surface_frac=0.645, keep_clear=((-0.5, 0.1, 0.5, 0.5),), clearance=1.0,
           jitter=0.04),
    # --- photo, video and stage ------------------------------------------------------------
    family("stage_riser", _RISER, "floor", _riser(),
           names=("stage riser", "stage platform", "low stage", "staging platform",
                  "performance platform", "dais", "stage deck", "portable stage",
                  "platform", "raised platform", "display platform", "low platform"),
           surface_frac=1.0, jitter=0.05),
    family("stage_spotlight", _SPOT, "floor", _spotlight(),
           names=("stage spotlight", "theatre spotlight", "theater spotlight",
                  "spotlight on a stand", "fresnel spotlight", "floor spotlight"), jitter=0.05),
    family("softbox_light", _SOFTBOX, "floor", _softbox(),
           names=("softbox", "softbox light", "studio softbox", "soft box light",
                  "photography softbox", "photo studio light"), jitter=0.05),
    family("green_screen", _GREEN, "wall", _green_screen(),
           names=("green screen", "greenscreen", "green screen backdrop", "chroma key backdrop",
                  "chroma key screen", "backdrop stand"), jitter=0.05),
    family("drone", _DRONE, "surface", _drone(),
           names=("drone", "quadcopter", "quadcopter drone", "quad drone", "mini drone"),
           hosts=hosts_of(DESK, ("coffee_table", "workbench", "sideboard")), jitter=0.1),
    # --- wellness, sport and toys ----------------------------------------------------------
    family("hot_tub_spa", _TUB, "floor", _hot_tub(),
           names=("jacuzzi", "spa pool", "outdoor spa", "portable spa", "whirlpool spa",
                  "hydrotherapy spa", "jacuzzi tub"), clearance=0.6, jitter=0.04),
    family("climbing_wall", _CLIMB, "wall_mounted", _climbing_wall(),
           names=("climbing wall", "bouldering wall", "rock climbing wall", "climbing wall panel",
                  "indoor climbing wall", "kids climbing wall", "home climbing wall"),
           mount_centre=1.33, clearance=1.2, jitter=0.03),
    family("race_track", _TRACK, "floor", _race_track(),
           names=("race track", "toy race track", "racing track", "racetrack", "toy racetrack",
                  "race car set", "scalextric"), jitter=0.08),
    family("marble_jar", _MARBLES, "surface", _marbles(),
           names=("jar of marbles", "marbles", "bag of marbles", "marble jar",
                  "jar of glass marbles", "marbles jar", "glass marbles"), hosts=KIDS, jitter=0.1),
    # --- warehouse, yard and shop ---------------------------------------------------------
    family("work_light", _WORKLIGHT, "floor", _work_light(),
           names=("work light", "tripod work light", "site light", "construction light",
                  "tripod light", "twin work light", "halogen work light", "led work light"),
           jitter=0.05),
    family("forklift", _FORKLIFT, "floor", _forklift(),
           names=("forklift", "forklift truck", "fork truck", "lift truck", "fork-lift",
                  "fork-lift truck"), clearance=1.0, jitter=0.04),
    family("dumpster", _DUMPSTER, "floor", _dumpster(),
           names=("dumpster", "rubbish skip", "builder's skip", "skip bin", "trash dumpster",
                  "garbage dumpster", "waste container"), jitter=0.05),
    family("bubble_wrap", _BUBBLE, "floor", _bubble_wrap(),
           names=("bubble wrap", "roll of bubble wrap", "bubble wrap roll", "bubble pack",
                  "bubble wrapping", "packing bubble wrap"), jitter=0.1),
    family("bulk_food_bins", _BULK, "wall", _bulk_bins(),
           names=("bulk food bin", "bulk bin", "gravity bin", "gravity bin dispenser",
                  "bulk food dispenser", "scoop bin", "bulk bin unit"),
           clearance=0.8, jitter=0.04),
    family("bagel_bin", _BAGEL, "surface", _bagel_bin(),
           names=("bagel bin", "bagel display", "bagel case", "bagel display bin",
                  "bakery bin", "bakery display bin"), hosts=SHOP, jitter=0.05),
))
