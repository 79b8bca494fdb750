"""Families: bathroom, craft, shop and entertainment things (see base.Family).

Small things people leave about (a rubber duck, a lipstick, a spool of thread), the craft
room and the workshop (a glue gun, a tool belt, a stack of plywood), the shop counter (a cash
box, a paper bag, packing tape) and the games room (a slot machine, a pinball machine, a
karaoke machine). Tubing, cords, wires and handles are runs of short overlapping rods (`_tube`).
"""

from __future__ import annotations

import itertools
import math

from agents.geometry.families._shapes import r5, ring, rod, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.food_service import TILL
from agents.geometry.families.hobby import CRAFT, MUSIC
from agents.geometry.families.personal import SOUND
from agents.geometry.families.props import BATH, DESK, MEDICAL, TOOLS
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

DUCK = ("vanity", "wall_shelf", "shelving_unit", "counter", "toy_box", "bookshelf", "nightstand")
MAKEUP = ("dressing_table", "vanity", "dresser", "nightstand", "wall_shelf", "shelving_unit",
          "side_table")


CLINIC = hosts_of(MEDICAL, ("medical_cart", "reception_desk"))
SEWING = hosts_of(CRAFT, ("shelving_unit", "wall_shelf", "dresser"))
SHOP_TOOLS = hosts_of(TOOLS, ("checkout_counter", "display_counter"))
PARLOUR = ("counter", "display_counter", "kitchen_island", "bar_counter", "checkout_counter",
           "dining_table", "cafe_table")
GAMES = ("coffee_table", "tv_stand", "side_table", "ottoman", "sofa", "desk", "nightstand",
         "bed")
PIANO = hosts_of(("upright_piano", "piano_bench"), MUSIC, ("bookshelf", "wall_shelf"))

_DUCK = (0.095, 0.075, 0.085)
_PLUNGER = (0.15, 0.15, 0.5)
_PUMP = (0.075, 0.055, 0.2)
_GEL = (0.07, 0.045, 0.17)
_THERMO = (0.07, 0.025, 0.3)
_STETH = (0.2, 0.2, 0.03)
_XRAY = (0.5, 0.1, 0.62)
_SEW = (0.28, 0.2, 0.2)
_SPOOL = (0.035, 0.035, 0.05)
_RULER = (0.035, 0.31, 0.005)
_GLUE = (0.21, 0.05, 0.16)
_TBELT = (0.5, 0.1, 0.34)
_PLY = (2.44, 1.22, 0.32)
_BUCKET = (0.3, 0.3, 0.38)
_TAPE = (0.11, 0.11, 0.05)
_CASH = (0.3, 0.24, 0.095)
_SCOOP = (0.055, 0.2, 0.045)
_BAG = (0.32, 0.17, 0.42)
_SLOT = (0.7, 0.6, 1.8)
_PINBALL = (0.75, 1.4, 1.9)
_KARAOKE = (0.36, 0.33, 0.82)
_KEG = (0.6, 0.66, 1.45)
_STRIP = (0.36, 0.06, 0.045)
_PAD = (0.155, 0.105, 0.06)
_BOOM = (0.56, 0.16, 0.3)
_SHEET = (0.23, 0.3, 0.008)


def _tube(size: tuple[float, float, float], points: list[tuple[float, float, float]],
          d: float, slot: str) -> tuple[Part, ...]:
    """A tube, cord or wire `d` metres thick through `points` (fractions): one short rod per
    stretch between two points, laid along the stretch's longest axis and a little longer, so
    that the rods overlap at the joints."""
    parts = []
    for p, q in itertools.pairwise(points):
        metres = [abs(q[i] - p[i]) * size[i] for i in range(3)]
        ax = metres.index(max(metres))
        r = d / 2 / size[ax]
        lo, hi = (-0.5, -0.5, 0.0)[ax], (0.5, 0.5, 1.0)[ax]
        span = (r5(max(min(p[ax], q[ax]) - r, lo)), r5(min(max(p[ax], q[ax]) + r, hi)))
        centre = tuple(r5((p[i] + q[i]) / 2) for i in range(3) if i != ax)
        parts.append(rod(size, centre, d, span, slot, axis="xyz"[ax]))  # type: ignore[arg-type]
    return tuple(parts)


def _line(a: tuple[float, float, float], b: tuple[float, float, float],
          n: int) -> list[tuple[float, float, float]]:
    """`n` + 1 points from `a` to `b`."""
    return [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n,
             a[2] + (b[2] - a[2]) * i / n) for i in range(n + 1)]


def _handle(y: float) -> list[tuple[float, float, float]]:
    """The points of a paper bag's handle at `y`: up from the rim, across, and down."""
    return [(0.15, y, 0.72), (0.13, y, 0.92), (0.07, y, 0.975), (-0.07, y, 0.975),
            (-0.13, y, 0.92), (-0.15, y, 0.72)]


def _duck() -> tuple[Part, ...]:
    """Side-on, its beak at -x, its tail turned up at +x."""
    return (
        sphere((-0.4, -0.44, 0.0), (0.46, 0.44, 0.6), "food"),  # body
        cylinder((-0.2, -0.24, 0.0), (0.26, 0.24, 0.08), "food"),  # its flat bottom
        cone((0.22, -0.24, 0.3), (0.5, 0.24, 0.74), "food", taper=0.15),  # tail
        sphere((-0.4, -0.3, 0.44), (0.1, 0.3, 1.0), "food"),  # head
        sphere((-0.5, -0.16, 0.6), (-0.26, 0.16, 0.74), "fruit"),  # beak
        *pair_y(sphere((-0.29, -0.3, 0.76), (-0.21, -0.22, 0.86), "dark_plastic")),  # eyes
        *pair_y(sphere((-0.05, -0.5, 0.2), (0.32, -0.36, 0.46), "food")),  # wings
    )


def _plunger() -> tuple[Part, ...]:
    return (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "red", taper=0.9),  # flared lip
        sphere((-0.45, -0.45, 0.0), (0.45, 0.45, 0.28), "red"),  # the cup's dome
        rod(_PLUNGER, (0.0, 0.0), 0.034, (0.2, 0.32), "red"),  # neck
        rod(_PLUNGER, (0.0, 0.0), 0.024, (0.24, 0.97), "wood"),  # handle
        sphere((-0.09, -0.09, 0.95), (0.09, 0.09, 1.0), "wood"),  # its rounded end
    )


def _pump(size: tuple[float, float, float], top: float) -> tuple[Part, ...]:
    """A lotion pump from `top` (the bottle's neck) to the box's top, its nozzle to the front."""
    span = 1.0 - top
    return (
        rod(size, (0.0, 0.0), 0.026, (top - 0.02, r5(top + 0.25 * span)), "ivory"),  # collar
        rod(size, (0.0, 0.0), 0.008, (r5(top + 0.2 * span), r5(top + 0.65 * span)),
            "chrome"),  # stem
        rod(size, (0.0, 0.08), 0.024, (r5(top + 0.6 * span), 1.0), "ivory"),  # head
        box((-0.065, -0.5, r5(top + 0.72 * span)), (0.065, 0.0, r5(top + 0.9 * span)),
            "ivory"),  # nozzle
    )


def _stethoscope() -> tuple[Part, ...]:
    """Coiled flat: the tubing's loop, the chest piece at the front left, the chrome ear
    tubes splayed to the right with their tips."""
    cx, cy, rx, ry, z = 0.0, 0.06, 0.22, 0.26, 0.17
    jx, jy = cx + rx * math.cos(0.35), cy + ry * math.sin(0.35)  # the Y-joint on the loop
    return (
        *ring(24, rx, 0.032, 0.0, 0.4, "dark_plastic", cx=cx, cy=cy, ry=ry, shape="cylinder",
              stagger=0.03),  # tubing
        *_tube(_STETH, _line((-0.3, -0.3, z), (cx - rx * 0.7, cy - ry * 0.7, z), 3), 0.01,
               "dark_plastic"),  # the tube to the chest piece
        rod(_STETH, (-0.35, -0.35), 0.048, (0.0, 0.32), "dark_plastic"),  # rim
        rod(_STETH, (-0.35, -0.35), 0.044, (0.0, 0.56), "chrome"),  # chest piece
        rod(_STETH, (-0.35, -0.35), 0.03, (0.5, 0.6), "dark_plastic"),  # diaphragm
        sphere((r5(jx - 0.05), r5(jy - 0.05), 0.0), (r5(jx + 0.05), r5(jy + 0.05), 0.5),
               "chrome"),  # Y-joint
        *_tube(_STETH, _line((jx, jy, 0.2), (0.41, 0.43, 0.2), 4), 0.005, "chrome"),  # ear
        *_tube(_STETH, _line((jx, jy, 0.2), (0.43, -0.17, 0.2), 4), 0.005, "chrome"),  # tubes
        sphere((0.36, 0.38, 0.0), (0.46, 0.48, 0.42), "dark_plastic"),  # ear tips
        sphere((0.38, -0.22, 0.0), (0.48, -0.12, 0.42), "dark_plastic"),
    )


def _xray() -> tuple[Part, ...]:
    """A lit panel with a chest film clipped to it: spine, ribs and collar bones."""
    ribs: list[Part] = []
    for k in range(5):
        z = 0.74 - 0.1 * k
        for s in (-1, 1):
            ribs += slant(s * 0.035, z, s * 0.27, z - 0.08, "ivory", n=2, thick=0.02,
                          thick_z=0.025, across=(-0.305, -0.29))
    return (
        soft_box((-0.5, -0.2, 0.0), (0.5, 0.5, 1.0), "appliance"),  # housing
        box((-0.45, -0.26, 0.1), (0.45, -0.2, 0.94), "shade"),  # lit panel
        box((-0.34, -0.28, 0.14), (0.34, -0.26, 0.88), "screen"),  # the film
        box((-0.025, -0.3, 0.2), (0.025, -0.28, 0.86), "ivory"),  # spine
        *ribs,
        *pair(box((-0.26, -0.3, 0.8), (-0.03, -0.28, 0.825), "ivory")),  # collar bones
        box((-0.38, -0.3, 0.86), (0.38, -0.25, 0.92), "chrome"),  # film clip bar
        box((0.3, -0.25, 0.025), (0.4, -0.2, 0.07), "dark_plastic"),  # switch
    )


def _sewing_kit() -> tuple[Part, ...]:
    """An open box, its lid up at the back: spools, a pincushion, scissors, a thimble."""
    spools: list[Part] = []
    colours = ("red", "ivory", "fruit", "dark_plastic", "food", "red")
    for k, (x, y) in enumerate((x, y) for x in (-0.36, -0.2) for y in (-0.3, -0.06, 0.18)):
        spools.append(cylinder((x - 0.05, y - 0.07, 0.06), (x + 0.05, y + 0.07, 0.24),
                               colours[k]))
        spools.append(cylinder((x - 0.062, y - 0.087, 0.22), (x + 0.062, y + 0.087, 0.26),
                               "wood_alt"))
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.4, 0.06), "wood"),  # bottom
        box((-0.5, -0.5, 0.0), (0.5, -0.45, 0.4), "wood"),  # walls
        box((-0.5, 0.35, 0.0), (0.5, 0.4, 0.4), "wood"),
        *pair(box((-0.5, -0.45, 0.0), (-0.45, 0.35, 0.4), "wood")),
        box((-0.11, -0.45, 0.0), (-0.08, 0.35, 0.3), "wood_alt"),  # divider
        box((-0.5, 0.42, 0.36), (0.5, 0.47, 1.0), "wood"),  # lid, open
        box((-0.46, 0.405, 0.44), (0.46, 0.42, 0.96), "fabric"),  # its quilted lining
        rod(_SEW, (0.4, 0.39), 0.012, (-0.4, 0.4), "brass", axis="x"),  # hinge
        *spools,
        sphere((0.12, 0.0, 0.06), (0.36, 0.32, 0.36), "red"),  # pincushion
        *(sphere((x, y, 0.3), (x + 0.03, y + 0.04, 0.39), "brass")
          for x, y in ((0.18, 0.12), (0.26, 0.2), (0.28, 0.06))),  # pin heads
        cylinder((-0.02, -0.44, 0.06), (0.08, -0.3, 0.1), "fruit"),  # scissors' bows
        cylinder((0.1, -0.44, 0.06), (0.2, -0.3, 0.1), "fruit"),
        box((0.07, -0.3, 0.06), (0.11, 0.0, 0.09), "chrome"),  # blades
        cone((0.3, -0.4, 0.06), (0.4, -0.26, 0.2), "chrome", taper=0.75),  # thimble
        cylinder((0.22, -0.25, 0.06), (0.42, -0.02, 0.12), "food"),  # tape measure
    )


def _glue_gun() -> tuple[Part, ...]:
    """Side-on, standing on its handle and its wire stand, the nozzle at -x."""
    return (
        rod(_GLUE, (0.0, 0.7), 0.04, (-0.26, 0.4), "dark_plastic", axis="x"),  # barrel
        soft_box((-0.04, -0.4, 0.58), (0.36, 0.4, 0.86), "dark_plastic"),  # housing
        rod(_GLUE, (0.0, 0.7), 0.042, (-0.28, -0.22), "red", axis="x"),  # nose ring
        rod(_GLUE, (0.0, 0.7), 0.016, (-0.4, -0.24), "brass", axis="x"),  # nozzle
        rod(_GLUE, (0.0, 0.68), 0.007, (-0.48, -0.38), "brass", axis="x"),  # its tip
        rod(_GLUE, (0.0, 0.7), 0.011, (0.38, 0.5), "ivory", axis="x"),  # glue stick
        *slant(0.16, 0.6, 0.3, 0.06, "dark_plastic", n=4, thick=0.16,
               across=(-0.36, 0.36), shape="rounded_box"),  # handle
        box((0.12, -0.4, 0.0), (0.42, 0.4, 0.07), "dark_plastic"),  # its foot
        *slant(-0.02, 0.56, 0.05, 0.32, "red", n=3, thick=0.06,
               across=(-0.16, 0.16)),  # trigger
        *slant(-0.14, 0.58, -0.32, 0.02, "chrome", n=4, thick=0.02,
               across=(-0.38, -0.3)),  # wire stand
        *slant(-0.14, 0.58, -0.32, 0.02, "chrome", n=4, thick=0.02,
               across=(0.3, 0.38)),
        box((-0.35, -0.38, 0.0), (-0.29, 0.38, 0.035), "chrome"),  # its foot bar
        *_tube(_GLUE, [(0.36, 0.0, 0.1), (0.44, 0.0, 0.03), (0.48, 0.36, 0.02)], 0.005,
               "cord"),  # cord
    )


def _tool_belt() -> tuple[Part, ...]:
    """Hung flat on the wall: the strap and its buckle, three pouches hanging from it and the
    tools standing in them, well above the strap."""
    return (
        box((-0.5, 0.3, 0.6), (0.5, 0.36, 0.72), "dark_plastic"),  # the strap, behind
        box((-0.5, -0.2, 0.6), (0.5, -0.14, 0.72), "dark_plastic"),  # ... and in front
        *pair(box((-0.5, -0.2, 0.6), (-0.47, 0.36, 0.72), "dark_plastic")),  # its folds
        box((-0.06, -0.24, 0.58), (0.06, -0.19, 0.74), "chrome"),  # buckle
        soft_box((-0.46, -0.42, 0.0), (-0.12, -0.12, 0.7), "canvas"),  # pouches
        soft_box((0.12, -0.42, 0.04), (0.46, -0.12, 0.7), "canvas"),
        soft_box((-0.1, -0.34, 0.2), (0.1, -0.12, 0.66), "canvas"),  # pencil pocket
        box((-0.44, -0.44, 0.38), (-0.14, -0.4, 0.43), "dark_plastic"),  # their trims
        box((0.14, -0.44, 0.38), (0.44, -0.4, 0.43), "dark_plastic"),
        rod(_TBELT, (-0.34, -0.28), 0.028, (0.5, 0.92), "wood"),  # hammer handle
        box((-0.46, -0.33, 0.9), (-0.2, -0.22, 1.0), "metal"),  # its head
        rod(_TBELT, (-0.2, -0.3), 0.024, (0.5, 0.86), "red"),  # screwdriver
        rod(_TBELT, (0.22, -0.28), 0.024, (0.5, 0.84), "food"),  # another
        rod(_TBELT, (0.36, -0.3), 0.012, (0.5, 0.96), "chrome"),  # a chisel
        rod(_TBELT, (0.36, -0.3), 0.024, (0.5, 0.8), "wood"),
        rod(_TBELT, (0.0, -0.24), 0.008, (0.5, 0.88), "food"),  # pencil
        box((0.3, -0.5, 0.16), (0.44, -0.42, 0.36), "food"),  # tape measure, clipped on
    )


def _plywood() -> tuple[Part, ...]:
    """Twelve sheets on three bearers, their edges a little ragged."""
    ends = ((0.0, 0.004, 0.002, 0.0), (0.004, 0.0, 0.0, 0.006), (0.002, 0.002, 0.006, 0.003),
            (0.006, 0.0, 0.003, 0.0))
    sheets = []
    for k in range(12):
        a, b, c, d = ends[k % 4]
        z0 = 0.25 + 0.0625 * k
        sheets.append(box((-0.5 + a, -0.5 + c, r5(z0)), (0.5 - b, 0.5 - d, r5(z0 + 0.0625)),
                          "wood" if k % 2 else "wood_alt"))
    return (
        *(box((x - 0.018, -0.49, 0.0), (x + 0.018, 0.49, 0.25), "wood_alt")
          for x in (-0.42, 0.0, 0.42)),  # bearers
        *sheets,
    )


def _paint_bucket() -> tuple[Part, ...]:
    """A five-gallon pail: ribbed top, lid, label band and a drip of paint."""
    return (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.9), "ivory"),  # pail
        cylinder((-0.47, -0.47, 0.28), (0.47, 0.47, 0.66), "red"),  # label band
        cylinder((-0.48, -0.48, 0.74), (0.48, 0.48, 0.77), "ivory"),  # ribs
        cylinder((-0.5, -0.5, 0.84), (0.5, 0.5, 0.9), "ivory"),  # lip
        cylinder((-0.485, -0.485, 0.89), (0.485, 0.485, 0.97), "red"),  # lid
        cylinder((-0.42, -0.42, 0.95), (0.42, 0.42, 1.0), "red"),  # its raised centre
        box((0.12, -0.47, 0.62), (0.16, -0.44, 0.84), "red"),  # a drip from the rim
        *pair(box((-0.5, -0.04, 0.7), (-0.47, 0.04, 0.84), "ivory")),  # the handle's lugs
    )


def _slot_machine() -> tuple[Part, ...]:
    reels = []
    for x in (-0.21, 0.0, 0.21):
        reels.append(cylinder((x - 0.095, -0.33, 0.55), (x + 0.095, -0.2, 0.69), "ivory",
                              axis="x"))
        reels.append(box((x - 0.04, -0.335, 0.6), (x + 0.04, -0.31, 0.64), "red"))  # a seven
    return (
        box((-0.43, -0.34, 0.0), (0.43, 0.5, 0.46), "red"),  # lower cabinet
        box((-0.44, -0.35, 0.0), (0.44, 0.5, 0.03), "dark_plastic"),  # plinth
        box((-0.36, -0.36, 0.12), (0.36, -0.34, 0.36), "shade"),  # lit belly glass
        box((-0.3, -0.44, 0.06), (0.3, -0.34, 0.1), "chrome"),  # coin tray
        box((-0.43, -0.46, 0.42), (0.43, -0.3, 0.46), "dark_plastic"),  # button deck
        *(cylinder((x - 0.035, -0.43, 0.455), (x + 0.035, -0.37, 0.47), slot)
          for x, slot in ((-0.3, "red"), (-0.18, "ivory"), (-0.06, "ivory"), (0.06, "ivory"),
                          (0.24, "shade"))),  # buttons
        box((-0.43, -0.26, 0.46), (0.43, 0.5, 0.86), "red"),  # upper cabinet
        box((-0.38, -0.29, 0.52), (0.38, -0.26, 0.72), "chrome"),  # reel window frame
        box((-0.34, -0.3, 0.54), (0.34, -0.29, 0.7), "screen"),  # its dark surround
        *reels,
        box((-0.43, -0.3, 0.86), (0.43, 0.5, 0.94), "dark_plastic"),  # top box
        box((-0.4, -0.32, 0.87), (0.4, -0.3, 0.93), "shade"),  # its lit sign
        rod(_SLOT, (0.0, 0.1), 0.1, (0.94, 1.0), "shade"),  # candle light
        box((0.43, -0.06, 0.52), (0.47, 0.1, 0.58), "chrome"),  # lever: pivot
        rod(_SLOT, (0.465, 0.02), 0.025, (0.55, 0.73), "chrome"),  # arm
        sphere((0.44, -0.03, 0.72), (0.5, 0.07, 0.76), "red"),  # knob
    )


def _pinball() -> tuple[Part, ...]:
    """Cabinet on four legs, the playfield under glass, the lit backbox at the back (+y)."""
    field: list[Part] = []
    for x, y, slot in ((-0.2, 0.12, "red"), (0.2, 0.12, "fruit"), (0.0, 0.24, "red")):
        field.append(rod(_PINBALL, (x, y), 0.1, (0.48, 0.5), "ivory"))  # pop bumpers
        field.append(rod(_PINBALL, (x, y), 0.07, (0.49, 0.51), slot))
    return (
        *(box((x, y, 0.0), (x + 0.06, y + 0.03, 0.38), "chrome")
          for x in (-0.44, 0.38) for y in (-0.44, 0.41)),  # legs
        box((-0.48, -0.47, 0.36), (0.48, 0.36, 0.47), "red"),  # cabinet
        *pair(box((-0.48, -0.47, 0.36), (-0.44, 0.36, 0.52), "red")),  # side rails
        box((-0.44, -0.47, 0.36), (0.44, -0.43, 0.52), "red"),  # front rail
        box((-0.44, -0.43, 0.46), (0.44, 0.36, 0.48), "canvas"),  # playfield
        *field,
        *pair(box((-0.3, -0.34, 0.48), (-0.08, -0.3, 0.495), "ivory")),  # flippers
        *pair(box((-0.36, -0.24, 0.48), (-0.26, -0.1, 0.5), "red")),  # slingshots
        *pair(box((-0.44, -0.14, 0.48), (-0.42, 0.3, 0.5), "chrome")),  # lane guides
        rod(_PINBALL, (0.05, -0.15), 0.027, (0.48, 0.494), "chrome"),  # the ball
        box((-0.44, -0.43, 0.515), (0.44, 0.36, 0.52), "glass"),  # glass
        box((-0.48, -0.47, 0.52), (0.48, -0.42, 0.535), "chrome"),  # lockdown bar
        box((-0.48, 0.36, 0.47), (0.48, 0.5, 1.0), "red"),  # backbox
        box((-0.43, 0.34, 0.62), (0.43, 0.36, 0.96), "shade"),  # backglass
        box((-0.28, 0.345, 0.54), (0.28, 0.36, 0.59), "glow"),  # score display
        box((-0.14, -0.48, 0.38), (0.14, -0.47, 0.46), "chrome"),  # coin door
        *(box((x, -0.485, 0.41), (x + 0.03, -0.47, 0.43), "red") for x in (-0.08, 0.05)),
        rod(_PINBALL, (0.34, 0.44), 0.012, (-0.5, -0.47), "chrome", axis="y"),  # plunger
        rod(_PINBALL, (0.34, 0.44), 0.03, (-0.5, -0.49), "red", axis="y"),  # its knob
        *pair(cylinder((-0.5, -0.4, 0.42), (-0.48, -0.36, 0.45), "red", axis="x")),
    )


def _karaoke() -> tuple[Part, ...]:
    """A party speaker on wheels: lit woofer, tweeter, a top panel with a screen, a mic."""
    return (
        soft_box((-0.42, -0.42, 0.03), (0.42, 0.45, 0.9), "dark_plastic"),  # cabinet
        rod(_KARAOKE, (0.0, 0.32), 0.27, (-0.44, -0.42), "glow", axis="y"),  # light ring
        rod(_KARAOKE, (0.0, 0.32), 0.25, (-0.46, -0.43), "rubber", axis="y"),  # woofer
        rod(_KARAOKE, (0.0, 0.32), 0.19, (-0.47, -0.44), "aluminium", axis="y"),  # its cone
        rod(_KARAOKE, (0.0, 0.32), 0.06, (-0.48, -0.46), "dark_plastic", axis="y"),  # cap
        rod(_KARAOKE, (0.0, 0.66), 0.08, (-0.45, -0.42), "rubber", axis="y"),  # tweeter
        rod(_KARAOKE, (0.0, 0.66), 0.045, (-0.47, -0.44), "chrome", axis="y"),
        box((-0.3, -0.44, 0.77), (0.3, -0.42, 0.85), "aluminium"),  # front control strip
        *(rod(_KARAOKE, (x, 0.81), 0.022, (-0.46, -0.44), "dark_plastic", axis="y")
          for x in (-0.2, -0.08, 0.04)),  # knobs
        box((0.1, -0.445, 0.79), (0.26, -0.43, 0.83), "glow"),  # display
        box((-0.3, -0.3, 0.89), (0.1, 0.05, 0.91), "screen"),  # lyric screen, on top
        rod(_KARAOKE, (0.25, -0.1), 0.045, (0.88, 0.93), "chrome"),  # mic holder
        rod(_KARAOKE, (0.25, -0.1), 0.034, (0.88, 0.95), "dark_plastic"),  # mic
        sphere((0.17, -0.19, 0.93), (0.33, -0.01, 0.998), "chrome"),  # its grille
        *pair(rod(_KARAOKE, (-0.3, 0.47), 0.014, (0.85, 0.97), "chrome")),  # handle
        box((-0.34, 0.42, 0.96), (0.34, 0.5, 1.0), "dark_plastic"),
        *pair(rod(_KARAOKE, (0.32, 0.061), 0.1, (-0.5, -0.42), "rubber", axis="x")),  # wheels
        *pair(box((-0.35, -0.4, 0.0), (-0.22, -0.28, 0.035), "rubber")),  # front feet
    )


def _kegerator() -> tuple[Part, ...]:
    """A beer fridge with a steel door, a chrome tower and two taps on its top."""
    return (
        *(rod(_KEG, (x, y), 0.045, (0.0, 0.035), "rubber")
          for x in (-0.42, 0.42) for y in (-0.36, 0.42)),  # castors
        box((-0.5, -0.44, 0.03), (0.5, 0.5, 0.6), "dark_plastic"),  # body
        box((-0.47, -0.47, 0.07), (0.47, -0.44, 0.57), "aluminium"),  # door
        box((0.36, -0.5, 0.2), (0.4, -0.47, 0.5), "chrome"),  # handle
        box((-0.4, -0.47, 0.035), (0.4, -0.44, 0.06), "rubber"),  # vent grille
        box((-0.5, -0.44, 0.6), (0.5, 0.5, 0.615), "aluminium"),  # top
        box((-0.5, -0.46, 0.615), (0.5, -0.44, 0.635), "chrome"),  # guard rail
        *pair(box((-0.5, -0.44, 0.615), (-0.48, 0.5, 0.635), "chrome")),
        box((-0.22, -0.42, 0.615), (0.22, -0.24, 0.63), "chrome"),  # drip tray
        rod(_KEG, (0.0, -0.02), 0.075, (0.615, 0.86), "chrome"),  # tower
        cylinder((-0.2, -0.07, 0.83), (0.2, 0.03, 0.89), "chrome", axis="x"),  # its head
        *pair(box((-0.16, -0.26, 0.835), (-0.12, -0.05, 0.865), "chrome")),  # faucets
        *pair(rod(_KEG, (-0.14, -0.25), 0.015, (0.79, 0.85), "chrome")),  # spouts
        *pair(rod(_KEG, (-0.14, -0.2), 0.035, (0.86, 1.0), "dark_plastic")),  # tap handles
        box((-0.15, -0.48, 0.47), (0.15, -0.47, 0.53), "red"),  # logo badge
    )


def _power_strip() -> tuple[Part, ...]:
    sockets: list[Part] = []
    for x in (-0.39, -0.21, -0.03, 0.15):
        sockets.append(rod(_STRIP, (x, 0.0), 0.034, (0.9, 0.98), "aluminium"))
        sockets += pair_y(rod(_STRIP, (x, -0.15), 0.006, (0.95, 0.99), "dark_plastic"))
    return (
        soft_box((-0.5, -0.5, 0.0), (0.3, 0.5, 0.94), "ivory"),  # housing
        *sockets,
        box((0.21, -0.3, 0.9), (0.27, 0.3, 0.99), "red"),  # switch
        rod(_STRIP, (0.0, 0.5), 0.01, (0.29, 0.5), "cord", axis="x"),  # cord
    )


def _controller() -> tuple[Part, ...]:
    """A gamepad lying flat: body, grips, shoulder buttons, sticks, d-pad, face buttons."""
    return (
        soft_box((-0.36, -0.25, 0.3), (0.36, 0.45, 0.8), "dark_plastic"),  # body
        *pair(sphere((-0.5, -0.5, 0.0), (-0.16, 0.25, 0.74), "dark_plastic")),  # grips
        *pair(soft_box((-0.42, 0.28, 0.52), (-0.12, 0.5, 0.86), "dark_plastic")),  # bumpers
        *(rod(_PAD, (x, y), 0.012, (0.7, 0.9), "rubber")
          for x, y in ((-0.25, 0.22), (0.13, -0.08))),  # sticks
        *(rod(_PAD, (x, y), 0.021, (0.88, 0.98), "dark_plastic")
          for x, y in ((-0.25, 0.22), (0.13, -0.08))),  # their caps
        box((-0.2, -0.14, 0.78), (-0.08, -0.06, 0.86), "aluminium"),  # d-pad
        box((-0.18, -0.18, 0.78), (-0.1, -0.02, 0.865), "aluminium"),
        *(rod(_PAD, (0.26 + dx, 0.2 + dy), 0.011, (0.78, 0.88), slot)
          for dx, dy, slot in ((0.0, -0.1, "ivory"), (0.07, 0.0, "red"), (-0.07, 0.0, "food"),
                               (0.0, 0.1, "fruit"))),  # face buttons
        rod(_PAD, (0.0, 0.25), 0.013, (0.78, 0.84), "glow"),  # home button
    )


def _boombox() -> tuple[Part, ...]:
    speakers: list[Part] = []
    for x in (-0.3, 0.3):
        speakers += [
            rod(_BOOM, (x, 0.37), 0.15, (-0.48, -0.44), "aluminium", axis="y"),  # trim ring
            rod(_BOOM, (x, 0.37), 0.135, (-0.49, -0.45), "dark_plastic", axis="y"),  # grille
            rod(_BOOM, (x, 0.37), 0.06, (-0.5, -0.47), "chrome", axis="y"),  # dust cap
            rod(_BOOM, (x, 0.68), 0.03, (-0.48, -0.44), "chrome", axis="y"),  # tweeter
        ]
    return (
        soft_box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.78), "aluminium"),  # body
        *speakers,
        box((-0.14, -0.47, 0.08), (0.14, -0.44, 0.46), "dark_plastic"),  # cassette door
        box((-0.09, -0.475, 0.2), (0.09, -0.46, 0.36), "ivory"),  # the cassette's label
        *pair(rod(_BOOM, (-0.04, 0.28), 0.014, (-0.48, -0.47), "dark_plastic", axis="y")),
        box((-0.14, -0.47, 0.54), (0.14, -0.44, 0.7), "ivory"),  # tuning dial
        box((0.02, -0.48, 0.55), (0.03, -0.465, 0.69), "red"),  # its needle
        *(box((x, -0.34, 0.76), (x + 0.04, -0.12, 0.81), "dark_plastic")
          for x in (-0.13, -0.08, -0.03, 0.02, 0.07)),  # piano keys
        *pair(box((-0.36, -0.08, 0.74), (-0.32, 0.08, 0.95), "chrome")),  # handle posts
        rod(_BOOM, (0.0, 0.94), 0.022, (-0.36, 0.36), "dark_plastic", axis="x"),  # handle
        rod(_BOOM, (0.38, 0.79), 0.007, (-0.46, 0.3), "chrome", axis="x"),  # aerial
        sphere((-0.475, 0.34, 0.765), (-0.445, 0.42, 0.815), "chrome"),
    )


def _sheet_music() -> tuple[Part, ...]:
    """A few loose sheets, the top one printed with staves and a scatter of notes."""
    lines = []
    for s in range(6):
        top = 0.3 - 0.12 * s
        lines += [box((-0.4, r5(top - 0.013 * k), 0.86), (0.4, r5(top - 0.013 * k + 0.004), 0.94),
                      "dark_plastic") for k in range(5)]
    notes = [sphere((x, y, 0.85), (x + 0.04, y + 0.025, 0.98), "dark_plastic")
             for x, y in ((-0.3, 0.26), (-0.14, 0.27), (0.05, 0.25), (0.22, 0.28), (-0.24, 0.14),
                          (0.0, 0.15), (0.3, 0.13), (-0.1, 0.02), (0.16, 0.03))]
    return (
        box((-0.5, -0.5, 0.0), (0.47, 0.48, 0.3), "paper"),
        box((-0.48, -0.49, 0.28), (0.5, 0.47, 0.6), "paper"),
        box((-0.49, -0.48, 0.58), (0.49, 0.5, 0.9), "paper"),  # top sheet
        box((-0.22, 0.39, 0.86), (0.22, 0.43, 0.95), "dark_plastic"),  # title
        *lines,
        *notes,
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- bathroom, dressing table and clinic ----------------------------------------------
    family("rubber_duck", _DUCK, "surface", _duck(),
           names=("rubber duck", "rubber ducky", "rubber duckie", "bath duck", "toy duck",
                  "squeaky duck"), hosts=DUCK, jitter=0.2),
    family("plunger", _PLUNGER, "floor", _plunger(),
           names=("plunger", "toilet plunger", "sink plunger", "drain plunger", "cup plunger"),
           near=("toilet",)),
    family("pump_bottle", _PUMP, "surface", (
        cylinder((-0.48, -0.46, 0.0), (0.48, 0.46, 0.64), "glass"),  # bottle
        cylinder((-0.42, -0.4, 0.02), (0.42, 0.4, 0.56), "food"),  # lotion
        cylinder((-0.5, -0.48, 0.12), (0.5, 0.48, 0.46), "paper"),  # label
        cone((-0.48, -0.46, 0.64), (0.48, 0.46, 0.72), "glass", taper=0.45),  # shoulder
        *_pump(_PUMP, 0.72),
    ), names=("pump bottle", "body lotion", "hand lotion", "body wash", "shower gel",
              "lotion pump", "moisturiser", "moisturizer"), hosts=BATH, jitter=0.1),
    family("hand_sanitizer", _GEL, "surface", (
        soft_box((-0.5, -0.46, 0.0), (0.5, 0.46, 0.74), "glass"),  # flat bottle
        soft_box((-0.44, -0.4, 0.02), (0.44, 0.4, 0.64), "water"),  # clear gel
        box((-0.38, -0.49, 0.14), (0.38, -0.44, 0.52), "paper"),  # label
        box((-0.3, -0.5, 0.38), (0.3, -0.485, 0.46), "red"),  # its stripe
        *_pump(_GEL, 0.74),
    ), names=("hand sanitizer", "hand sanitiser", "sanitizer", "sanitiser", "hand gel",
              "sanitizer bottle", "sanitiser bottle", "alcohol gel"),
        hosts=hosts_of(CLINIC, ("vanity", "checkout_counter")), jitter=0.1),
    family("nail_polish", (0.03, 0.03, 0.075), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.48), "glass"),  # thick glass bottle
        soft_box((-0.42, -0.42, 0.04), (0.42, 0.42, 0.42), "red"),  # the polish
        cylinder((-0.2, -0.2, 0.46), (0.2, 0.2, 0.55), "glass"),  # neck
        cylinder((-0.26, -0.26, 0.53), (0.26, 0.26, 1.0), "dark_plastic"),  # cap
    ), names=("nail polish", "nail varnish", "nail polish bottle", "nail lacquer",
              "nail enamel", "bottle of nail polish"), hosts=MAKEUP, jitter=0.2),
    family("lipstick", (0.022, 0.022, 0.085), "surface", (
        cylinder((-0.47, -0.47, 0.0), (0.47, 0.47, 0.42), "dark_plastic"),  # case
        cylinder((-0.5, -0.5, 0.38), (0.5, 0.5, 0.5), "brass"),  # its collar
        cylinder((-0.4, -0.4, 0.48), (0.4, 0.4, 0.62), "brass"),  # inner sleeve
        cylinder((-0.32, -0.32, 0.6), (0.32, 0.32, 0.84), "red"),  # the bullet
        cone((-0.32, -0.32, 0.84), (0.32, 0.32, 1.0), "red", taper=0.35),  # its tip
    ), names=("lipstick", "lipstick tube", "tube of lipstick", "lip colour", "lip color"),
        hosts=MAKEUP, jitter=0.2),
    family("wall_thermometer", _THERMO, "wall_mounted", (
        soft_box((-0.5, -0.1, 0.0), (0.5, 0.5, 1.0), "wood"),  # board
        box((-0.38, -0.14, 0.05), (0.38, -0.1, 0.93), "paper"),  # scale face
        rod(_THERMO, (0.0, -0.26), 0.008, (0.12, 0.9), "glass"),  # tube
        rod(_THERMO, (0.0, -0.26), 0.0035, (0.1, 0.6), "red"),  # the column
        sphere((-0.086, -0.5, 0.08), (0.086, -0.02, 0.12), "red"),  # bulb
        *(box((-0.3 if k % 2 == 0 else -0.22, -0.155, r5(0.2 + 0.08 * k)),
              (-0.1, -0.135, r5(0.212 + 0.08 * k)), "dark_plastic") for k in range(9)),
        *(box((0.1, -0.155, r5(0.2 + 0.16 * k)), (0.3, -0.135, r5(0.212 + 0.16 * k)),
              "dark_plastic") for k in range(5)),  # the scale's marks
        rod(_THERMO, (0.0, 0.965), 0.006, (-0.15, -0.1), "brass", axis="y"),  # hanging hole
    ), names=("wall thermometer", "thermometer", "room thermometer", "indoor thermometer",
              "outdoor thermometer", "garden thermometer"), jitter=0.02),
    family("glove_box", (0.245, 0.125, 0.1), "surface", (
        box((-0.49, -0.48, 0.0), (0.49, 0.48, 0.8), "paper"),  # carton
        box((-0.5, -0.5, 0.07), (0.5, 0.5, 0.42), "red"),  # printed band round it
        cylinder((-0.3, -0.26, 0.74), (0.3, 0.26, 0.81), "dark_plastic"),  # the opening
        sphere((-0.2, -0.24, 0.6), (0.16, 0.22, 1.0), "ivory"),  # a glove poking out
        *(sphere((x, -0.47, 0.74), (x + 0.07, -0.05, 0.9), "ivory")
          for x in (-0.13, -0.05, 0.03)),  # its fingers, over the front
    ), names=("glove box", "box of gloves", "box of disposable gloves", "glove dispenser",
              "latex glove box", "nitrile glove box", "exam glove box"),
        hosts=hosts_of(CLINIC, ("counter", "shelving_unit")), jitter=0.1),
    family("stethoscope", _STETH, "surface", _stethoscope(),
           names=("stethoscope", "doctor's stethoscope", "medical stethoscope",
                  "doctors stethoscope"), hosts=CLINIC, jitter=0.15),
    family("xray_viewer", _XRAY, "wall_mounted", _xray(),
           names=("x-ray viewer", "xray viewer", "x-ray light box", "x-ray lightbox",
                  "x-ray view box", "film viewer", "negatoscope", "radiograph viewer"),
           jitter=0.02),
    # --- craft room and workshop ------------------------------------------------------------
    family("sewing_kit", _SEW, "surface", _sewing_kit(),
           names=("sewing kit", "sewing box", "sewing tin", "sewing set", "mending kit",
                  "sewing basket"), hosts=SEWING, jitter=0.1),
    family("thread_spool", _SPOOL, "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "wood"),  # flanges
        cylinder((-0.42, -0.42, 0.08), (0.42, 0.42, 0.92), "red"),  # the thread
        cylinder((-0.5, -0.5, 0.9), (0.5, 0.5, 0.98), "wood"),
        cylinder((-0.13, -0.13, 0.9), (0.13, 0.13, 1.0), "dark_plastic"),  # the hole
    ), names=("spool of thread", "thread spool", "cotton reel", "reel of cotton",
              "reel of thread", "spool", "bobbin of thread"), hosts=SEWING, jitter=0.25),
    family("fabric_bolt", (0.56, 0.2, 0.065), "surface", (
        box((-0.5, -0.44, 0.25), (0.5, 0.44, 0.75), "paper"),  # the board inside
        soft_box((-0.48, -0.5, 0.0), (0.48, 0.5, 0.97), "accent"),  # wound cloth
        box((-0.48, -0.5, 0.46), (0.48, -0.485, 0.52), "accent"),  # its folded edge
        box((0.26, -0.3, 0.94), (0.42, 0.2, 1.0), "paper"),  # price tag
    ), names=("fabric bolt", "bolt of fabric", "bolt of cloth", "cloth bolt",
              "bolt of material", "fabric roll", "roll of fabric"),
        hosts=hosts_of(SEWING, ("display_counter", "checkout_counter")), jitter=0.08, stacks=True),
    family("ruler", _RULER, "surface", (
        box((-0.5, -0.5, 0.0), (0.3, 0.5, 0.8), "wood"),  # the rule
        box((0.3, -0.5, 0.0), (0.5, 0.5, 0.7), "chrome"),  # steel edge
        *(box((-0.49, r5(-0.46 + 0.0767 * k), 0.7),
              (-0.2 if k % 2 == 0 else -0.33, r5(-0.452 + 0.0767 * k), 1.0), "dark_plastic")
          for k in range(13)),  # inch marks
        rod(_RULER, (0.0, 0.45), 0.006, (0.5, 0.85), "dark_plastic"),  # hanging hole
    ), names=("ruler", "wooden ruler", "school ruler", "straightedge", "straight edge",
              "steel ruler"), hosts=hosts_of(DESK, CRAFT), jitter=0.2),
    family("glue_gun", _GLUE, "surface", _glue_gun(),
           names=("glue gun", "hot glue gun", "hot melt glue gun", "craft glue gun"),
           hosts=hosts_of(CRAFT, ("workbench", "shelving_unit")), jitter=0.2),
    family("tool_belt", _TBELT, "wall_mounted", _tool_belt(),
           names=("tool belt", "tool pouch", "work belt", "carpenter's belt", "carpenter belt",
                  "builder's belt", "utility belt"), mount_centre=1.3, jitter=0.04),
    family("plywood_stack", _PLY, "floor", _plywood(),
           names=("plywood", "plywood sheet", "stack of plywood", "plywood stack",
                  "sheet of plywood", "pile of plywood", "plywood board"),
           surface_frac=1.0, jitter=0.03),
    family("paint_bucket", _BUCKET, "floor", _paint_bucket(),
           names=("paint bucket", "bucket of paint", "paint pail", "pail of paint", "tub of paint",
                  "paint tub", "five-gallon bucket"), stacks=True, jitter=0.1),
    # --- the shop counter -------------------------------------------------------------------
    family("packing_tape", _TAPE, "surface", (
        cylinder((-0.48, -0.48, 0.0), (0.48, 0.48, 0.9), "canvas"),  # the tape
        cylinder((-0.36, -0.36, 0.0), (0.36, 0.36, 0.93), "paper"),  # cardboard core
        cylinder((-0.31, -0.31, 0.0), (0.31, 0.31, 0.935), "dark_plastic"),  # the hole
        box((-0.08, -0.5, 0.4), (0.08, -0.47, 0.9), "canvas"),  # loose end
    ), names=("packing tape", "parcel tape", "roll of tape", "tape roll",
              "roll of packing tape", "duct tape", "masking tape", "box tape"),
        hosts=hosts_of(DESK, SHOP_TOOLS), jitter=0.2, stacks=True),
    family("cash_box", _CASH, "surface", (
        soft_box((-0.48, -0.47, 0.0), (0.48, 0.47, 0.6), "red"),  # tray
        soft_box((-0.49, -0.48, 0.58), (0.49, 0.48, 0.92), "red"),  # lid
        rod(_CASH, (0.0, 0.45), 0.022, (-0.5, -0.47), "chrome", axis="y"),  # lock
        box((-0.006, -0.5, 0.38), (0.006, -0.49, 0.52), "dark_plastic"),  # keyhole
        *pair(box((-0.3, 0.02, 0.9), (-0.25, 0.14, 0.96), "chrome")),  # handle: hinges
        *pair(box((-0.295, -0.22, 0.94), (-0.26, 0.1, 0.98), "chrome")),  # arms
        rod(_CASH, (-0.22, 0.96), 0.007, (-0.3, 0.3), "dark_plastic", axis="x"),  # grip
    ), names=("cash box", "petty cash box", "cash tin", "lockable cash box", "money tin",
              "cashbox"), hosts=hosts_of(TILL, ("sideboard", "shelving_unit")), jitter=0.1),
    family("ice_cream_scoop", _SCOOP, "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, -0.2, 0.9), "chrome"),  # bowl
        cylinder((-0.44, -0.47, 0.62), (0.44, -0.23, 0.7), "chrome"),  # its rim
        rod(_SCOOP, (0.0, 0.45), 0.014, (-0.3, -0.1), "chrome", axis="y"),  # neck
        soft_box((-0.23, -0.12, 0.14), (0.23, 0.5, 0.76), "dark_plastic"),  # handle
        box((-0.06, -0.34, 0.62), (0.06, -0.1, 0.8), "chrome"),  # thumb lever
    ), names=("ice cream scoop", "ice-cream scoop", "ice cream scooper", "scoop", "scooper"),
        hosts=PARLOUR, jitter=0.2),
    family("shopping_bag", _BAG, "floor", (
        box((-0.5, -0.48, 0.0), (0.5, 0.48, 0.74), "canvas"),  # kraft paper bag
        box((-0.47, -0.45, 0.6), (0.47, 0.45, 0.745), "dark_plastic"),  # its open top
        *_tube(_BAG, _handle(-0.435), 0.008, "canvas"),  # twisted paper handles
        *_tube(_BAG, _handle(0.435), 0.008, "canvas"),
        rod(_BAG, (0.0, 0.42), 0.08, (-0.5, -0.48), "ivory", axis="y"),  # shop logo
        *pair(box((-0.5, -0.05, 0.0), (-0.49, 0.05, 0.74), "paper")),  # gusset folds
    ), names=("shopping bag", "paper bag", "paper shopping bag", "carrier bag", "gift bag",
              "grocery bag", "kraft bag"), jitter=0.15),
    # --- games room and bar -----------------------------------------------------------------
    family("slot_machine", _SLOT, "wall", _slot_machine(),
           names=("slot machine", "fruit machine", "one-armed bandit", "poker machine",
                  "pokie machine", "gaming machine", "casino slot machine"),
           clearance=0.7, jitter=0.03),
    family("pinball_machine", _PINBALL, "wall", _pinball(),
           names=("pinball machine", "pinball", "pinball table", "pinball game",
                  "arcade pinball"), clearance=0.7, jitter=0.03),
    family("karaoke_machine", _KARAOKE, "floor", _karaoke(),
           names=("karaoke machine", "karaoke system", "karaoke speaker", "karaoke set",
                  "karaoke player", "party speaker"), jitter=0.05),
    family("kegerator", _KEG, "wall", _kegerator(),
           names=("kegerator", "beer fridge", "keg fridge", "keg cooler", "draft beer fridge",
                  "draught beer fridge", "beer dispenser"), clearance=0.6, jitter=0.03),
    family("power_strip", _STRIP, "floor", _power_strip(),
           names=("power strip", "extension lead", "power board", "surge protector",
                  "multi plug", "plug board", "extension socket", "power bar"), jitter=0.2),
    family("game_controller", _PAD, "surface", _controller(),
           names=("game controller", "gamepad", "joypad", "video game controller",
                  "console controller", "controller", "xbox controller",
                  "playstation controller"), hosts=GAMES, jitter=0.2),
    family("boombox", _BOOM, "surface", _boombox(),
           names=("boombox", "boom box", "ghetto blaster", "cassette player",
                  "radio cassette player", "portable stereo", "jambox"),
           hosts=hosts_of(SOUND, ("dresser", "nightstand")), jitter=0.08),
    family("sheet_music", _SHEET, "surface", _sheet_music(),
           names=("sheet music", "music sheet", "music score", "musical score", "piano music",
                  "sheet of music", "music manuscript"), hosts=PIANO, jitter=0.15, stacks=True),
))
