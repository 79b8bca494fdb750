"""Families: sport, camping and outdoor play things (see base.Family).

The garage and the boathouse (a canoe, a kayak with its paddle, a fishing rod on its wall
brackets, a life jacket on a hook, a golf bag), sticks, bats and balls (a hockey stick, a
baseball bat, a tennis racket, a basketball, a rack of pool cues, a loaded barbell), the
campsite (a dome tent, a rolled sleeping bag, a cooler, a camping lantern, a flashlight, a
megaphone), the yard and the porch (a swing set, a hanging egg chair on its stand, a sandbox,
a wind chime, a tiered fountain and a tabletop one) and the nursery's playpen.

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one; sticks that lean on the wall are runs of
short blocks stepping back as they rise (`_lean`).
"""

from __future__ import annotations

import itertools
import math

from agents.geometry.families._shapes import Metres
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.hobby import BEDSIDE
from agents.geometry.families.props import DESK, LIVING, TOOLS
from orchestrator.schema.blueprint import Part

SPORT = ("bench", "coffee_table", "side_table", "desk", "dresser", "shelving_unit", "bed",
         "sideboard", "wall_shelf")
CAMP = hosts_of(("cooler", "workbench", "bench"), BEDSIDE, ("coffee_table", "counter"))
ZEN = hosts_of(LIVING, ("console_table", "wall_shelf", "shelving_unit", "desk"))

_BARBELL = (2.2, 0.45, 0.45)
_CANOE = (4.6, 0.9, 0.48)
_KAYAK = (3.6, 0.85, 0.42)
_HOCKEY = (0.36, 0.22, 1.55)
_CUES = (0.62, 0.1, 1.5)
CUE_SLOTS = (-0.2, -0.1, 0.0, 0.1, 0.2)  # metres along a cue rack: where its cues stand
_RACKET = (0.685, 0.26, 0.03)
_SLEEPING = (0.48, 0.3, 0.29)
_TENT = (2.1, 1.5, 1.15)
_EGG = (1.05, 1.1, 2.0)
_SWINGS = (3.0, 1.5, 2.1)
_SANDBOX = (1.5, 1.5, 0.36)
_PLAYPEN = (1.0, 1.0, 0.72)
_COOLER = (0.66, 0.42, 0.44)
_CHIME = (0.2, 0.2, 0.8)
_DESK_FOUNTAIN = (0.32, 0.26, 0.3)
_FOUNTAIN = (0.85, 0.85, 1.35)
_TORCH = (0.24, 0.06, 0.06)
_MEGAPHONE = (0.24, 0.38, 0.24)
_BAT = (0.2, 0.16, 0.82)
_BASKETBALL = (0.24, 0.24, 0.24)
_GOLF = (0.42, 0.36, 1.2)
_ROD = (2.1, 0.12, 0.2)
_VEST = (0.5, 0.14, 0.75)
_LANTERN = (0.13, 0.13, 0.27)


def _lean(m: Metres, x: tuple[float, float], y0: float, y1: float, z0: float, z1: float,
          thick: float, slot: str, n: int) -> tuple[Part, ...]:
    """A straight stick from (y0, z0) to (y1, z1), `x` its extent across, `thick` its depth:
    `n` blocks stepping back as they rise."""
    parts = []
    for k in range(n):
        za, zb = z0 + (z1 - z0) * k / n, z0 + (z1 - z0) * (k + 1) / n
        ya, yb = y0 + (y1 - y0) * k / n, y0 + (y1 - y0) * (k + 1) / n
        inset = 0.0008 if k % 2 else 0.0  # neighbours share no face plane
        parts.append(m.box((x[0] + inset, min(ya, yb) - thick / 2, za),
                           (x[1] - inset, max(ya, yb) + thick / 2, min(zb + 0.002, z1)), slot))
    return tuple(parts)


# --- the gym and the games room -----------------------------------------------------------

def _barbell() -> tuple[Part, ...]:
    """An Olympic bar lying on the floor, loaded with a red and a black bumper plate and a
    small white one each side, clipped on."""
    m, zc = Metres(_BARBELL), 0.225
    side: list[Part] = [
        m.rod((0.0, zc), 0.07, (-0.738, -0.716), "chrome", axis="x"),  # sleeve collar
        m.rod((0.0, zc), 0.05, (-1.1, -0.73), "chrome", axis="x"),  # sleeve
        m.rod((0.0, zc), 0.45, (-0.805, -0.74), "red", axis="x"),  # 25 kg bumper
        m.rod((0.0, zc), 0.45, (-0.855, -0.805), "rubber", axis="x"),  # 20 kg bumper
        m.rod((0.0, zc), 0.25, (-0.882, -0.855), "ivory", axis="x"),  # 5 kg plate
        m.rod((0.0, zc), 0.085, (-0.918, -0.884), "dark_plastic", axis="x"),  # clip collar
        m.rod((0.0, zc), 0.0296, (-0.62, -0.12), "aluminium", axis="x"),  # knurling
    ]
    return (
        m.rod((0.0, zc), 0.028, (-0.72, 0.72), "chrome", axis="x"),  # shaft
        *(q for p in side for q in pair(p)),
    )


def _rack_cues() -> tuple[Part, ...]:
    """A cue rack's five pool cues, while the prompt puts none there: their butts in the
    bottom rail's cups, their shafts in the top rail's clips."""
    m = Metres(_CUES)
    cues: list[Part] = []
    for x in CUE_SLOTS:
        cues += [
            m.cone((x - 0.015, -0.015, 0.06), (x + 0.015, 0.015, 0.56), "wood_alt",
                   taper=0.88),  # butt
            m.rod((x, 0.0), 0.0296, (0.3, 0.48), "rubber"),  # wrap
            m.cone((x - 0.013, -0.013, 0.555), (x + 0.013, 0.013, 1.485), "wood",
                   taper=0.5),  # shaft
            m.rod((x, 0.0), 0.0132, (1.478, 1.5), "ivory"),  # ferrule and tip
        ]
    return cues


def _cue_rack() -> tuple[Part, ...]:
    """A wall rack for pool cues: two stiles, a bottom rail, a top rail with clips."""
    m = Metres(_CUES)
    return (
        *pair(m.box((-0.31, 0.034, 0.0), (-0.27, 0.05, 1.3), "wood")),  # wall stiles
        m.box((-0.31, -0.05, 0.0), (0.31, 0.05, 0.06), "wood"),  # bottom rail
        m.box((-0.31, 0.012, 1.2), (0.31, 0.05, 1.27), "wood"),  # top rail
        *(m.box((x - 0.022, -0.004, 1.215), (x + 0.022, 0.014, 1.255), "dark_plastic")
          for x in (-0.1, 0.1)),  # clips
    )


# --- boats and the boathouse --------------------------------------------------------------

def _canoe_beam(x: float) -> float:
    """The canoe's half-beam at `x` (metres from its middle): full amidships, pointed ends."""
    return 0.44 * max(0.0, 1.0 - (x / 2.3) ** 2) ** 0.6


def _canoe() -> tuple[Part, ...]:
    """An open canoe: a rounded bottom, thin sides that narrow in short steps to the pointed,
    raised ends, end decks, two seats, a centre thwart and a paddle lying in it."""
    m = Metres(_CANOE)
    stations = (0.6, 1.0, 1.3, 1.55, 1.75, 1.92, 2.06, 2.17, 2.25, 2.3)
    quarter: list[Part] = []  # the right half of one side, mirrored below
    for a, b in itertools.pairwise(stations):
        ya, yb = _canoe_beam(a), _canoe_beam(b)
        top = 0.34 + 0.12 * (b / 2.3) ** 4  # the sheer rises to the ends
        quarter.append(m.box((a - 0.005, yb - 0.012, 0.03), (min(b + 0.005, 2.3), ya + 0.012,
                                                            top), "red"))
    sides = (*(r for p in quarter for q in pair(p) for r in pair_y(q)),
             *pair_y(m.box((-0.605, 0.428, 0.03), (0.605, 0.44, 0.34), "red")))  # amidships
    return (
        m.ball_at((0.0, 0.0, 0.1), (2.2, 0.43, 0.1), "red"),  # bottom
        *sides,
        *pair(m.box((1.95, -0.1, 0.39), (2.22, 0.1, 0.42), "wood")),  # end decks
        *(m.box((x - 0.11, -_canoe_beam(x + 0.11) + 0.01, 0.26),
                (x + 0.11, _canoe_beam(x + 0.11) - 0.01, 0.29), "wood")
          for x in (-1.45, 1.3)),  # seats
        m.box((-0.04, -0.435, 0.305), (0.04, 0.435, 0.33), "wood"),  # thwart
        m.rod((0.12, 0.215), 0.03, (-0.7, 0.55), "wood", axis="x"),  # paddle shaft
        m.box((0.5, 0.04, 0.2), (1.02, 0.2, 0.22), "wood"),  # blade
        m.box((-0.76, 0.08, 0.2), (-0.64, 0.16, 0.235), "wood"),  # T-grip
    )


def _kayak() -> tuple[Part, ...]:
    """A sit-in kayak, its hull and deck two long ellipsoids, the cockpit's rim and seat back,
    deck lines, a hatch and end toggles; its double paddle on the floor in front."""
    m, cy = Metres(_KAYAK), 0.095
    return (
        m.ball_at((0.0, cy, 0.15), (1.8, 0.33, 0.15), "fruit"),  # hull
        m.ball_at((0.0, cy, 0.19), (1.74, 0.3, 0.14), "fruit"),  # deck
        m.cyl((-0.45, cy - 0.21, 0.27), (0.35, cy + 0.21, 0.345), "dark_plastic"),  # cockpit
        m.soft((0.18, cy - 0.15, 0.3), (0.27, cy + 0.15, 0.42), "seat"),  # seat back
        m.cyl((-1.2, cy - 0.13, 0.26), (-0.95, cy + 0.13, 0.318), "rubber"),  # rear hatch
        *(m.box((x - 0.008, cy - 0.15, 0.275), (x + 0.008, cy + 0.15, 0.3 + 0.012 * k),
                "cord") for k, x in enumerate((1.25, 1.0, 0.75))),  # deck lines
        m.box((0.7, cy - 0.004, 0.29), (1.3, cy + 0.004, 0.322), "cord"),
        *(m.box((x - 0.04, cy - 0.03, 0.15), (x + 0.04, cy + 0.03, 0.19), "dark_plastic")
          for x in (-1.74, 1.74)),  # carry toggles
        m.rod((-0.34, 0.015), 0.03, (-1.0, 1.0), "dark_plastic", axis="x"),  # paddle shaft
        *pair(m.box((-1.36, -0.425, 0.0), (-0.96, -0.255, 0.018), "fruit")),  # its blades
        *pair(m.rod((-0.34, 0.017), 0.034, (-0.7, -0.55), "rubber", axis="x")),  # grips
    )


def _fishing_rod() -> tuple[Part, ...]:
    """A rod and reel laid on two wall brackets: cork grips, the reel hanging under its seat,
    line guides along the tapering blank and a lure at the tip."""
    m, y, z = Metres(_ROD), -0.012, 0.135
    brackets: list[Part] = []
    for x in (-0.55, 0.45):
        top = z - (0.016 - 0.012 * (x + 0.7) / 1.75) / 2  # under the blank there
        brackets += [
            m.box((x - 0.025, 0.035, 0.09), (x + 0.025, 0.06, 0.2), "wood"),  # wall block
            m.box((x - 0.008, -0.03, top - 0.01), (x + 0.008, 0.036, top), "metal"),  # arm
            m.box((x - 0.008, -0.036, top - 0.01), (x + 0.008, -0.028, top + 0.03),
                  "metal"),  # lip
        ]
    return (
        *brackets,
        m.cone((-0.7, y - 0.008, z - 0.008), (1.05, y + 0.008, z + 0.008), "dark_plastic",
               taper=0.25, axis="x"),  # blank
        m.rod((y, z), 0.028, (-1.03, -0.81), "canvas", axis="x"),  # cork grip
        m.rod((y, z), 0.03, (-1.05, -1.028), "rubber", axis="x"),  # butt cap
        m.rod((y, z), 0.022, (-0.812, -0.7), "chrome", axis="x"),  # reel seat
        m.rod((y, z), 0.025, (-0.702, -0.6), "canvas", axis="x"),  # fore grip
        m.box((-0.77, y - 0.004, 0.075), (-0.74, y + 0.004, 0.126), "dark_plastic"),  # foot
        m.rod((y, 0.05), 0.06, (-0.79, -0.73), "dark_plastic", axis="x"),  # reel body
        m.rod((y, 0.05), 0.054, (-0.73, -0.7), "chrome", axis="x"),  # spool
        m.box((-0.81, y - 0.005, 0.02), (-0.79, y + 0.005, 0.06), "chrome"),  # crank
        m.ball_at((-0.8, y - 0.015, 0.022), 0.01, "dark_plastic"),  # its knob
        *(m.ball_at((x, y, z - 0.013), 0.0065, "chrome")
          for x in (-0.3, 0.1, 0.5, 0.85)),  # line guides
        m.rod((1.03, y), 0.0015, (0.06, 0.13), "cord"),  # line to the lure
        m.ball_at((1.03, y, 0.045), (0.018, 0.008, 0.02), "red"),  # lure
    )


def _life_jacket() -> tuple[Part, ...]:
    """An orange buoyancy vest hung by its collar loop from a wall hook: two front panels
    either side of the zip, shoulder straps, three buckled belts and reflective patches."""
    m = Metres(_VEST)
    return (
        m.box((-0.025, 0.05, 0.64), (0.025, 0.07, 0.72), "metal"),  # hook plate
        m.rod((0.0, 0.69), 0.014, (-0.01, 0.05), "metal", axis="y"),  # hook
        m.box((-0.006, -0.008, 0.6), (0.006, 0.006, 0.7), "cord"),  # hanging loop
        m.soft((-0.16, -0.02, 0.36), (0.16, 0.05, 0.64), "fruit"),  # back panel, at the neck
        m.soft((-0.22, -0.06, 0.0), (0.22, 0.04, 0.44), "fruit"),  # body
        *pair(m.soft((-0.19, -0.065, 0.36), (-0.02, 0.03, 0.6), "fruit")),  # chest panels
        *pair(m.soft((-0.17, -0.045, 0.55), (-0.07, 0.045, 0.66), "fruit")),  # shoulders
        m.box((-0.004, -0.068, 0.02), (0.004, -0.058, 0.42), "dark_plastic"),  # zip
        *(m.box((-0.225, -0.066, z), (0.225, -0.054, z + 0.028), "dark_plastic")
          for z in (0.08, 0.2, 0.32)),  # belts
        *(m.box((-0.03, -0.07, z - 0.006), (0.03, -0.062, z + 0.034), "ivory")
          for z in (0.08, 0.2, 0.32)),  # buckles
        *pair(m.box((-0.15, -0.068, 0.48), (-0.06, -0.06, 0.51), "aluminium")),  # reflectors
    )


# --- sticks, bats, rackets and balls ------------------------------------------------------

def _hockey_stick() -> tuple[Part, ...]:
    """An ice hockey stick leaning on the wall, its taped blade flat on the floor, a puck by
    it."""
    m = Metres(_HOCKEY)
    x = (-0.135, -0.11)
    return (
        *_lean(m, x, -0.075, 0.055, 0.05, 1.3, 0.03, "dark_plastic", 14),  # shaft
        *_lean(m, x, 0.055, 0.08, 1.3, 1.53, 0.032, "rubber", 3),  # grip tape
        m.ball_at((-0.1225, 0.081, 1.53), (0.015, 0.018, 0.02), "rubber"),  # knob
        m.box((-0.15, -0.095, 0.0), (-0.095, -0.058, 0.12), "dark_plastic"),  # heel
        m.box((-0.1, -0.09, 0.0), (0.08, -0.073, 0.075), "dark_plastic"),  # blade
        m.box((0.07, -0.1, 0.0), (0.17, -0.082, 0.07), "dark_plastic"),  # its curved toe
        m.box((-0.06, -0.093, 0.006), (0.05, -0.07, 0.068), "ivory"),  # tape
        *_lean(m, (-0.137, -0.108), -0.014, 0.002, 0.72, 0.88, 0.026, "red", 2),  # decal
        m.cyl((0.06, -0.02, 0.0), (0.136, 0.056, 0.025), "rubber"),  # puck
    )


def _baseball_bat() -> tuple[Part, ...]:
    """A wooden bat leaning on the wall barrel down, its handle taped, a ball at its foot."""
    m, x = Metres(_BAT), -0.04

    def y(z: float) -> float:
        return -0.03 + 0.075 * z / 0.84

    def seg(z0: float, z1: float, d0: float, d1: float, slot: str) -> Part:
        c = y((z0 + z1) / 2)
        if abs(d0 - d1) < 1e-6:
            return m.rod((x, c), d0, (z0, z1), slot)
        return m.cone((x - d0 / 2, c - d0 / 2, z0), (x + d0 / 2, c + d0 / 2, z1), slot,
                      taper=d1 / d0)

    return (
        m.ball_at((x, y(0.0), 0.02), (0.032, 0.032, 0.02), "wood"),  # rounded end
        seg(0.01, 0.16, 0.066, 0.066, "wood"),  # barrel
        seg(0.15, 0.31, 0.066, 0.066, "wood"),
        seg(0.3, 0.45, 0.066, 0.04, "wood"),  # taper
        seg(0.44, 0.6, 0.04, 0.029, "wood"),
        seg(0.59, 0.79, 0.026, 0.026, "wood"),  # handle
        seg(0.6, 0.78, 0.029, 0.029, "rubber"),  # grip tape
        seg(0.785, 0.81, 0.042, 0.042, "wood"),  # knob
        m.box((x - 0.01, y(0.2) - 0.034, 0.18), (x + 0.01, y(0.2) - 0.028, 0.26),
              "dark_plastic"),  # brand mark
        m.ball_at((0.05, -0.035, 0.037), 0.037, "ivory"),  # baseball
        m.cyl((0.013, -0.0725, 0.033), (0.087, 0.0025, 0.041), "red"),  # its stitching
    )


def _tennis_racket() -> tuple[Part, ...]:
    """A racket lying flat: an oval frame round a strung head, the throat's two arms and a
    taped grip with its butt cap."""
    m = Metres(_RACKET)
    cx, rx, ry = 0.1775, 0.165, 0.13
    strings: list[Part] = []
    for k in range(-3, 4):
        yy = k * 0.032
        half = (rx - 0.014) * math.sqrt(max(0.0, 1 - (yy / (ry - 0.014)) ** 2))
        strings.append(m.box((cx - half, yy - 0.0015, 0.0232), (cx + half, yy + 0.0015, 0.025),
                             "ivory"))
    for k in range(-4, 5):
        xx = k * 0.032
        half = (ry - 0.014) * math.sqrt(max(0.0, 1 - (xx / (rx - 0.014)) ** 2))
        strings.append(m.box((cx + xx - 0.0015, -half, 0.023), (cx + xx + 0.0015, half, 0.0245),
                             "ivory"))
    arms = tuple(m.box((x0, s * yc - 0.008, 0.0), (x1, s * yc + 0.008, 0.02), "accent")
                 for s in (-1, 1)
                 for x0, x1, yc in ((-0.04, 0.025, 0.045), (-0.075, -0.035, 0.025)))
    return (
        m.cyl((cx - rx, -ry, 0.0), (cx + rx, ry, 0.02), "accent"),  # frame
        m.cyl((cx - rx + 0.012, -ry + 0.012, 0.006), (cx + rx - 0.012, ry - 0.012, 0.0225),
              "cord"),  # string bed
        *strings,
        *arms,  # throat
        m.box((-0.13, -0.012, 0.002), (-0.06, 0.012, 0.026), "accent"),  # shaft
        m.rod((0.0, 0.015), 0.03, (-0.325, -0.125), "rubber", axis="x"),  # grip
        m.rod((0.0, 0.015), 0.03, (-0.3425, -0.32), "dark_plastic", axis="x"),  # butt cap
    )


def _basketball() -> tuple[Part, ...]:
    """An orange ball with its black seams: two great circles and the two curved side seams."""
    m, r = Metres(_BASKETBALL), 0.12
    return (
        m.ball_at((0.0, 0.0, r), r - 0.002, "fruit"),
        m.cyl((-0.002, -r, 0.0), (0.002, r, 2 * r), "dark_plastic", axis="x"),
        m.cyl((-r, -r, r - 0.002), (r, r, r + 0.002), "dark_plastic"),
        *pair(m.cyl((-0.078, -0.092, r - 0.092), (-0.074, 0.092, r + 0.092), "dark_plastic",
                    axis="x")),  # side seams
    )


def _golf_bag() -> tuple[Part, ...]:
    """A stand bag of clubs against the wall: woods in knitted head covers at the back, irons
    in front, a zipped pocket, the strap and the two stand legs folded behind."""
    m, cy = Metres(_GOLF), 0.0
    clubs: list[Part] = []
    for x, slot in ((-0.07, "red"), (0.0, "accent"), (0.07, "ivory")):  # woods
        clubs += [
            m.rod((x, cy + 0.05), 0.045, (0.88, 1.06), slot),  # cover's sock
            m.ball_at((x, cy + 0.05, 1.12), (0.05, 0.055, 0.075), slot),
        ]
    for x, top in ((-0.075, 1.04), (0.0, 1.07), (0.075, 1.02)):  # irons
        clubs += [
            m.rod((x, cy - 0.055), 0.012, (0.88, top), "chrome"),
            m.box((x - 0.012, cy - 0.07, top - 0.02), (x + 0.05, cy - 0.058, top + 0.035),
                  "chrome"),
        ]
    return (
        m.rod((0.0, cy), 0.27, (0.0, 0.1), "dark_plastic"),  # base
        m.rod((0.0, cy), 0.25, (0.08, 0.86), "accent"),  # body
        m.rod((0.0, cy), 0.28, (0.84, 0.92), "dark_plastic"),  # top collar
        m.soft((-0.09, -0.165, 0.25), (0.09, -0.1, 0.6), "accent"),  # pocket
        m.box((-0.095, -0.17, 0.58), (0.095, -0.13, 0.6), "dark_plastic"),  # its zip
        m.soft((-0.07, -0.155, 0.64), (0.07, -0.1, 0.76), "dark_plastic"),  # ball pocket
        m.box((-0.03, 0.11, 0.35), (0.03, 0.14, 0.82), "dark_plastic"),  # strap
        *_lean(m, (-0.1, -0.08), 0.17, 0.125, 0.0, 0.78, 0.018, "dark_plastic", 4),  # legs
        *_lean(m, (0.08, 0.1), 0.17, 0.125, 0.0, 0.78, 0.018, "dark_plastic", 4),
        *clubs,
    )


# --- the campsite -------------------------------------------------------------------------

def _tent() -> tuple[Part, ...]:
    """A two-person dome tent: its fly a steep drum under a half-ellipsoid, two poles crossing
    over it (thin slabs of the same shapes, a centimetre proud), the door open at the front
    with its flap rolled up over it, the bathtub floor and four pegs."""
    m = Metres(_TENT)
    hx, hy, z1, r1 = 1.0, 0.7, 0.56, 0.9  # the drum's base half-axes, its top and its taper
    return (
        m.cyl((-1.03, -0.73, 0.0), (1.03, 0.73, 0.04), "dark_plastic"),  # bathtub floor
        m.cone((-hx, -hy, 0.0), (hx, hy, z1), "accent", taper=r1),  # the fly's drum
        m.ball_at((0.0, 0.0, z1), (hx * r1, hy * r1, 0.55), "accent"),  # its dome
        m.cone((-hx - 0.01, -0.012, 0.0), (hx + 0.01, 0.012, z1), "dark_plastic",
               taper=r1),  # pole across
        m.ball_at((0.0, 0.0, z1), (hx * r1 + 0.01, 0.012, 0.56), "dark_plastic"),
        m.ball_at((0.0, 0.0, z1), (0.012, hy * r1 + 0.01, 0.56), "dark_plastic"),  # pole
        *_lean(m, (-0.012, 0.012), hy + 0.006, hy * r1 + 0.006, 0.0, z1, 0.012,
               "dark_plastic", 4),  # ... front to back, down the back (the door's in front)
        m.ball_at((0.0, -0.655, 0.37), (0.3, 0.05, 0.33), "dark_plastic"),  # the open door
        m.rod((-0.585, 0.8), 0.06, (-0.26, 0.26), "accent", axis="x"),  # its flap, rolled
        *(m.cyl((sx * 0.76 - 0.01, sy * 0.54 - 0.01, 0.0), (sx * 0.76 + 0.01, sy * 0.54 + 0.01,
                                                           0.08), "metal")
          for sx in (-1, 1) for sy in (-1, 1)),  # pegs
    )


def _sleeping_bag() -> tuple[Part, ...]:
    """A sleeping bag rolled up and strapped: the lining spirals out at its ends."""
    m, zc = Metres(_SLEEPING), 0.145
    ends: list[Part] = []
    for x0, d, slot in ((0.226, 0.27, "bedding"), (0.23, 0.2, "accent"),
                        (0.234, 0.13, "bedding"), (0.238, 0.05, "accent")):
        ends += pair(m.rod((0.0, zc), d, (-x0, -0.215), slot, axis="x"))
    return (
        m.rod((0.0, zc), 0.28, (-0.22, 0.22), "accent", axis="x"),  # the roll
        *ends,
        *pair(m.rod((0.0, zc), 0.29, (-0.13, -0.105), "dark_plastic", axis="x")),  # straps
        *pair(m.box((-0.135, -0.15, 0.11), (-0.1, -0.138, 0.165), "dark_plastic")),  # buckles
        m.box((-0.02, 0.06, 0.265), (0.02, 0.1, 0.29), "dark_plastic"),  # carry loop
    )


def _cooler() -> tuple[Part, ...]:
    """A picnic cooler: a red tub with a white lid, cup holders on the lid, side handles,
    a front latch and a drain plug."""
    m = Metres(_COOLER)
    handles: list[Part] = []
    for s in (-1, 1):
        x0, x1 = sorted((s * 0.3, s * 0.33))
        handles += [
            m.box((x0, -0.08, 0.25), (x1, 0.08, 0.275), "dark_plastic"),
            *pair_y(m.box((x0, -0.085, 0.25), (x1, -0.065, 0.31), "dark_plastic")),
        ]
    return (
        m.box((-0.3, -0.18, 0.0), (0.3, 0.18, 0.03), "dark_plastic"),  # foot rim
        m.soft((-0.31, -0.2, 0.02), (0.31, 0.2, 0.36), "red"),  # tub
        m.soft((-0.32, -0.21, 0.35), (0.32, 0.21, 0.44), "ivory"),  # lid
        *(m.cyl((x - 0.04, -0.13, 0.43), (x + 0.04, -0.05, 0.44), "dark_plastic")
          for x in (-0.22, 0.22)),  # cup holders
        *handles,
        m.box((-0.035, -0.21, 0.3), (0.035, -0.198, 0.39), "dark_plastic"),  # latch
        m.cyl((0.2, -0.21, 0.05), (0.24, -0.195, 0.09), "dark_plastic", axis="y"),  # drain
        m.box((-0.1, -0.205, 0.16), (0.1, -0.197, 0.24), "ivory"),  # label
    )


def _camping_lantern() -> tuple[Part, ...]:
    """A battery lantern, lit: a glowing globe in a four-bar cage between the base and the
    cap, a wire bail on top and a switch on the base."""
    m = Metres(_LANTERN)
    return (
        m.rod((0.0, 0.0), 0.13, (0.0, 0.05), "dark_plastic"),  # base
        m.rod((0.0, 0.0), 0.12, (0.05, 0.062), "accent"),  # trim
        m.rod((0.0, 0.0), 0.09, (0.06, 0.195), "glow"),  # globe
        *(m.box((x - 0.006, y - 0.006, 0.06), (x + 0.006, y + 0.006, 0.195), "dark_plastic")
          for x, y in ((0.05, 0.0), (-0.05, 0.0), (0.0, 0.05), (0.0, -0.05))),  # cage bars
        m.rod((0.0, 0.0), 0.12, (0.19, 0.22), "accent"),  # cap
        m.ball_at((0.0, 0.0, 0.22), (0.05, 0.05, 0.02), "dark_plastic"),  # its dome
        *pair(m.rod((-0.045, 0.0), 0.006, (0.215, 0.265), "metal")),  # bail
        m.rod((0.0, 0.262), 0.006, (-0.048, 0.048), "metal", axis="x"),
        m.box((-0.012, -0.065, 0.015), (0.012, -0.058, 0.038), "rubber"),  # switch
    )


def _flashlight() -> tuple[Part, ...]:
    """A torch lying on its side, the head at -x: lens, bezel, flared head, knurled body,
    the switch on top, the tail cap."""
    m, zc = Metres(_TORCH), 0.03
    return (
        m.rod((0.0, zc), 0.048, (-0.12, -0.116), "glass", axis="x"),  # lens
        m.rod((0.0, zc), 0.06, (-0.119, -0.106), "chrome", axis="x"),  # bezel
        m.rod((0.0, zc), 0.056, (-0.107, -0.07), "dark_plastic", axis="x"),  # head
        m.cone((-0.071, -0.028, zc - 0.028), (-0.035, 0.028, zc + 0.028), "dark_plastic",
               taper=0.63, axis="x"),  # its flare
        m.rod((0.0, zc), 0.035, (-0.036, 0.106), "dark_plastic", axis="x"),  # body
        *(m.rod((0.0, zc), 0.037, (x, x + 0.012), "aluminium", axis="x")
          for x in (-0.02, 0.0, 0.02, 0.07)),  # knurled rings
        m.box((0.035, -0.006, 0.046), (0.055, 0.006, 0.051), "rubber"),  # switch
        m.rod((0.0, zc), 0.037, (0.104, 0.12), "aluminium", axis="x"),  # tail cap
    )


def _megaphone() -> tuple[Part, ...]:
    """A bullhorn standing on its bell and grip, the bell to the front."""
    m, zc = Metres(_MEGAPHONE), 0.12
    return (
        m.rod((0.0, zc), 0.07, (-0.19, -0.186), "dark_plastic", axis="y"),  # driver
        m.rod((0.0, zc), 0.2, (-0.188, -0.182), "ivory", axis="y"),  # the bell's inside
        m.rod((0.0, zc), 0.24, (-0.187, -0.168), "red", axis="y"),  # rim
        m.cone((-0.12, -0.17, 0.0), (0.12, 0.06, 0.24), "ivory", taper=0.35, axis="y"),  # bell
        m.rod((0.0, zc), 0.11, (0.03, 0.15), "red", axis="y"),  # driver housing
        m.rod((0.0, zc), 0.09, (0.148, 0.19), "dark_plastic", axis="y"),  # back cap
        m.box((-0.02, 0.07, 0.0), (0.02, 0.115, 0.085), "dark_plastic"),  # grip
        m.box((-0.01, 0.052, 0.035), (0.01, 0.072, 0.07), "red"),  # trigger
        m.rod((0.0, 0.1), 0.02, (0.172, 0.18), "red"),  # siren button
        m.rod((0.0, zc), 0.018, (0.188, 0.19), "aluminium", axis="y"),  # volume knob
        m.box((-0.056, 0.06, 0.1), (-0.05, 0.14, 0.14), "dark_plastic"),  # strap lug
    )


# --- the yard and the porch ---------------------------------------------------------------

def _egg_chair() -> tuple[Part, ...]:
    """A hanging egg chair on its stand: the rattan egg with a cushion in its opening, hung by
    a chain and spring from the braced arm of the post that rises from the round base."""
    m = Metres(_EGG)
    return (
        m.cyl((-0.48, -0.48, 0.0), (0.48, 0.48, 0.04), "dark_plastic"),  # base
        m.rod((0.0, 0.45), 0.05, (0.02, 1.995), "dark_plastic"),  # post
        m.rod((0.0, 1.97), 0.05, (-0.03, 0.45), "dark_plastic", axis="y"),  # arm
        *_lean(m, (-0.02, 0.02), 0.42, 0.16, 1.64, 1.95, 0.035, "dark_plastic", 5),  # brace
        m.rod((0.0, 0.0), 0.035, (1.82, 1.95), "chrome"),  # spring
        m.rod((0.0, 0.0), 0.014, (1.5, 1.83), "metal"),  # chain
        m.ball_at((0.0, -0.01, 0.92), (0.48, 0.39, 0.62), "wood_alt"),  # the egg
        m.ball_at((0.0, -0.36, 0.88), (0.35, 0.06, 0.44), "upholstery"),  # cushion in its opening
        m.soft((-0.3, -0.46, 0.5), (0.3, -0.1, 0.64), "upholstery"),  # seat cushion
        m.soft((-0.15, -0.44, 0.64), (0.15, -0.36, 0.9), "accent"),  # pillow
        m.rod((0.0, -0.01), 0.09, (1.48, 1.55), "wood_alt"),  # top ring
    )


def _swing_set() -> tuple[Part, ...]:
    """A wooden swing frame: a pair of posts at each end on a ground rail, capped by a cross
    beam and braced at the corners, the top beam across them, a red seat and a rubber belt
    seat on chains."""
    m = Metres(_SWINGS)
    frame: list[Part] = []
    for x in (-1.4, 1.4):
        xs = (x - 0.05, x + 0.05)
        frame += [
            *pair_y(m.box((xs[0], 0.55, 0.0), (xs[1], 0.65, 1.9), "wood")),  # posts
            m.box((xs[0] - 0.01, -0.74, 1.88), (xs[1] + 0.01, 0.74, 1.98), "wood"),  # cap
            m.box((xs[0] - 0.01, -0.74, 0.0), (xs[1] + 0.01, 0.74, 0.08), "wood"),  # ground rail
            *_lean(m, (xs[0] + 0.01, xs[1] - 0.01), -0.55, -0.3, 1.55, 1.88, 0.07, "wood", 3),
            *_lean(m, (xs[0] + 0.01, xs[1] - 0.01), 0.55, 0.3, 1.55, 1.88, 0.07, "wood", 3),
        ]
    swings: list[Part] = []
    for cx, slot in ((-0.55, "red"), (0.55, "rubber")):
        swings += [
            *(m.rod((x, 0.0), 0.012, (0.44, 2.0), "metal") for x in (cx - 0.22, cx + 0.22)),
            m.box((cx - 0.25, -0.11, 0.42), (cx + 0.25, 0.11, 0.46), slot),
        ]
    return (
        m.box((-1.5, -0.06, 1.98), (1.5, 0.06, 2.1), "wood"),  # top beam
        *frame,
        *swings,
    )


def _sandbox() -> tuple[Part, ...]:
    """A square wooden sandbox filled with sand, corner posts and two corner seats."""
    m = Metres(_SANDBOX)
    return (
        m.box((-0.71, -0.71, 0.0), (0.71, 0.71, 0.2), "canvas"),  # sand
        m.ball_at((0.25, 0.2, 0.2), (0.35, 0.3, 0.07), "canvas"),  # a heap of it
        m.box((-0.75, -0.75, 0.0), (0.75, -0.71, 0.26), "wood"),  # sides
        m.box((-0.75, 0.71, 0.0), (0.75, 0.75, 0.26), "wood"),
        *pair(m.box((-0.75, -0.71, 0.0), (-0.71, 0.71, 0.26), "wood")),
        *(m.box((sx * 0.71 - 0.04, sy * 0.71 - 0.04, 0.0),
                (sx * 0.71 + 0.04, sy * 0.71 + 0.04, 0.27), "wood_alt")
          for sx in (-1, 1) for sy in (-1, 1)),  # corner posts
        *pair(m.box((-0.75, 0.45, 0.27), (-0.45, 0.75, 0.3), "wood")),  # corner seats
    )


def _sand_toys() -> tuple[Part, ...]:
    """A bucket upturned, a spade and a sandcastle: left out once things are put in."""
    m = Metres(_SANDBOX)
    return (
        m.cone((-0.4, -0.35, 0.2), (-0.22, -0.17, 0.36), "red", taper=0.72),  # bucket
        m.box((0.1, -0.45, 0.2), (0.14, -0.15, 0.23), "accent"),  # spade handle
        m.box((0.06, -0.56, 0.2), (0.18, -0.43, 0.215), "accent"),  # its blade
        m.rod((-0.25, 0.2), 0.2, (0.2, 0.3), "canvas"),  # sandcastle
        *(m.cone((x - 0.04, y - 0.04, 0.28), (x + 0.04, y + 0.04, 0.36), "canvas", taper=0.2)
          for x, y in ((-0.3, 0.2), (-0.2, 0.2), (-0.25, 0.27))),  # its towers
    )


def _playpen() -> tuple[Part, ...]:
    """A wooden baby playpen: corner posts, top and bottom rails, six slats a side, a raised
    floor with a padded mat."""
    m, h = Metres(_PLAYPEN), 0.72
    slats: list[Part] = []
    for k in range(6):
        t = -0.38 + 0.152 * k
        slats += [
            *pair_y(m.rod((t, -0.475), 0.022, (0.1, 0.67), "wood")),
            *pair(m.rod((-0.475, t), 0.022, (0.1, 0.67), "wood")),
        ]
    return (
        *(m.box((sx * 0.475 - 0.025, sy * 0.475 - 0.025, 0.0),
                (sx * 0.475 + 0.025, sy * 0.475 + 0.025, h), "wood")
          for sx in (-1, 1) for sy in (-1, 1)),  # posts
        *pair_y(m.box((-0.45, -0.495, 0.67), (0.45, -0.455, 0.71), "wood")),  # top rails
        *pair(m.box((-0.495, -0.45, 0.67), (-0.455, 0.45, 0.71), "wood")),
        m.box((-0.45, -0.45, 0.06), (0.45, 0.45, 0.1), "wood"),  # floor
        m.soft((-0.44, -0.44, 0.095), (0.44, 0.44, 0.14), "bedding"),  # mat
        *slats,
    )


def _wind_chime() -> tuple[Part, ...]:
    """Six metal tubes of different lengths hung on a ring under a wooden disc, the striker
    and the sail on the middle cord; it hangs from a hook."""
    m = Metres(_CHIME)
    tubes: list[Part] = []
    for k, bottom in enumerate((0.18, 0.26, 0.22, 0.32, 0.28, 0.36)):
        a = 2 * math.pi * k / 6 + 0.3
        x, y = 0.055 * math.cos(a), 0.055 * math.sin(a)
        tubes += [
            m.rod((x, y), 0.018, (bottom, 0.575), "aluminium"),
            m.rod((x, y), 0.002, (0.57, 0.605), "cord"),
        ]
    return (
        m.rod((0.0, 0.0), 0.03, (0.77, 0.8), "metal"),  # hook
        m.rod((0.0, 0.0), 0.004, (0.6, 0.78), "cord"),  # hanger
        m.rod((0.0, 0.0), 0.15, (0.6, 0.625), "wood"),  # top disc
        *tubes,
        m.rod((0.0, 0.0), 0.003, (0.12, 0.605), "cord"),  # middle cord
        m.rod((0.0, 0.0), 0.07, (0.37, 0.385), "wood"),  # striker
        m.box((-0.035, -0.004, 0.0), (0.035, 0.004, 0.13), "wood"),  # sail
    )


def _desk_fountain() -> tuple[Part, ...]:
    """A zen tabletop fountain: an oval ceramic basin of water and pebbles, a stack of
    stones, and water running from a bamboo spout."""
    m = Metres(_DESK_FOUNTAIN)
    pebbles = tuple(m.ball_at((x, y, 0.07), (0.022, 0.018, 0.012), "stone")
                    for x, y in ((0.05, -0.07), (0.1, -0.02), (-0.1, -0.06), (0.02, 0.02),
                                 (-0.12, 0.04)))
    return (
        m.cyl((-0.16, -0.13, 0.0), (0.16, 0.13, 0.07), "ceramic"),  # basin
        m.cyl((-0.14, -0.11, 0.03), (0.14, 0.11, 0.072), "water"),  # water
        *pebbles,
        m.ball_at((-0.05, 0.02, 0.095), (0.06, 0.05, 0.03), "stone"),  # stacked stones
        m.ball_at((-0.05, 0.02, 0.14), (0.045, 0.038, 0.022), "stone"),
        m.ball_at((-0.05, 0.02, 0.175), (0.032, 0.027, 0.017), "stone"),
        m.rod((0.09, 0.07), 0.026, (0.06, 0.28), "wood"),  # bamboo post
        m.rod((0.09, 0.07), 0.029, (0.17, 0.18), "wood"),  # its node
        m.rod((0.07, 0.26), 0.02, (0.0, 0.1), "wood", axis="x"),  # spout
        m.rod((0.005, 0.07), 0.008, (0.07, 0.255), "water"),  # the stream
        m.ball_at((0.1, -0.06, 0.07), (0.035, 0.03, 0.02), "foliage"),  # moss
    )


def _fountain() -> tuple[Part, ...]:
    """A three-tier stone fountain: the wide basin, two bowls on pedestals, a finial with its
    jet, water falling from each bowl's rim into the one below."""
    m = Metres(_FOUNTAIN)
    falls = tuple(m.rod((x, y), 0.012, (z0, z1), "water")
                  for r, z0, z1 in ((0.285, 0.3, 0.71), (0.17, 0.77, 1.03))
                  for x, y in ((r, 0.0), (-r, 0.0), (0.0, r), (0.0, -r)))
    return (
        m.rod((0.0, 0.0), 0.85, (0.0, 0.3), "stone"),  # basin
        m.rod((0.0, 0.0), 0.75, (0.1, 0.305), "water"),
        m.rod((0.0, 0.0), 0.14, (0.3, 0.72), "stone"),  # pedestal
        m.rod((0.0, 0.0), 0.2, (0.3, 0.36), "stone"),  # its foot
        m.ball_at((0.0, 0.0, 0.7), (0.275, 0.275, 0.08), "stone"),  # middle bowl
        m.rod((0.0, 0.0), 0.55, (0.7, 0.775), "stone"),
        m.rod((0.0, 0.0), 0.49, (0.7, 0.782), "water"),
        m.rod((0.0, 0.0), 0.09, (0.78, 1.04), "stone"),  # upper pedestal
        m.ball_at((0.0, 0.0, 1.03), (0.16, 0.16, 0.05), "stone"),  # top bowl
        m.rod((0.0, 0.0), 0.32, (1.03, 1.075), "stone"),
        m.rod((0.0, 0.0), 0.27, (1.03, 1.082), "water"),
        m.rod((0.0, 0.0), 0.04, (1.08, 1.2), "stone"),  # finial
        m.ball_at((0.0, 0.0, 1.245), 0.045, "stone"),
        m.rod((0.0, 0.0), 0.012, (1.28, 1.35), "water"),  # jet
        *falls,
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- the gym and the games room --------------------------------------------------------
    family("barbell", _BARBELL, "floor", _barbell(),
           names=("barbell", "olympic barbell", "olympic bar", "loaded barbell",
                  "barbell with plates", "weightlifting barbell"), jitter=0.04,
           near=("power_rack", "weight_bench", "plate_tree")),
    family("cue_rack", _CUES, "wall_mounted", _cue_rack(), contents=_rack_cues(),
           names=("cue rack", "pool cue rack", "billiard cue rack", "wall cue rack",
                  "cue holder", "billiard cue", "snooker cue", "cue stick",
                  "pool stick"), mount_centre=0.86, jitter=0.05, near=("pool_table",)),
    # --- boats and the boathouse -----------------------------------------------------------
    family("canoe", _CANOE, "floor", _canoe(),
           names=("canoe", "open canoe", "canadian canoe", "wooden canoe", "touring canoe",
                  "canoe with paddle"), jitter=0.04),
    family("kayak", _KAYAK, "floor", _kayak(),
           names=("kayak", "sea kayak", "touring kayak", "recreational kayak", "fishing kayak",
                  "kayak with paddle"), jitter=0.04),
    family("fishing_rod", _ROD, "wall_mounted", _fishing_rod(),
           names=("fishing rod", "fishing pole", "fly rod", "spinning rod", "casting rod",
                  "fishing rod and reel"), mount_centre=1.6, jitter=0.05),
    family("life_jacket", _VEST, "wall_mounted", _life_jacket(),
           names=("life jacket", "life vest", "lifejacket", "buoyancy aid",
                  "personal flotation device", "flotation vest", "buoyancy vest"),
           mount_centre=1.4, jitter=0.05),
    # --- sticks, bats, rackets and balls ---------------------------------------------------
    family("hockey_stick", _HOCKEY, "wall", _hockey_stick(),
           names=("hockey stick", "ice hockey stick", "street hockey stick",
                  "hockey stick with puck"), jitter=0.05),
    family("baseball_bat", _BAT, "wall", _baseball_bat(),
           names=("baseball bat", "softball bat", "wooden bat", "wooden baseball bat",
                  "aluminum bat", "aluminium bat", "baseball bat and ball"), jitter=0.05),
    family("tennis_racket", _RACKET, "surface", _tennis_racket(),
           names=("tennis racket", "tennis racquet", "racket", "racquet", "squash racket",
                  "squash racquet", "badminton racket", "badminton racquet"),
           hosts=SPORT, jitter=0.06),
    family("basketball", _BASKETBALL, "floor", _basketball(),
           names=("basketball", "basket ball", "indoor basketball", "outdoor basketball"),
           jitter=0.05),
    family("golf_bag", _GOLF, "wall", _golf_bag(),
           names=("golf bag", "golf club", "golf stand bag", "golf cart bag",
                  "golf bag with clubs", "bag of golf clubs", "set of golf clubs"),
           jitter=0.05),
    # --- the campsite ----------------------------------------------------------------------
    family("dome_tent", _TENT, "floor", _tent(),
           names=("tent", "dome tent", "camping tent", "pop up tent", "backpacking tent",
                  "hiking tent", "two man tent", "family tent"), clearance=0.5, jitter=0.05),
    family("sleeping_bag", _SLEEPING, "floor", _sleeping_bag(),
           names=("sleeping bag", "rolled sleeping bag", "rolled up sleeping bag", "bedroll",
                  "bed roll", "camping sleeping bag", "sleeping roll"), jitter=0.08,
           near=("dome_tent",)),
    family("cooler", _COOLER, "floor", _cooler(),
           names=("cooler", "cool box", "coolbox", "ice chest", "cooler box",
                  "camping cooler", "picnic cooler", "portable cooler", "esky"),
           surface_frac=1.0, jitter=0.05),
    family("camping_lantern", _LANTERN, "surface", _camping_lantern(),
           names=("camping lantern", "camp lantern", "led lantern", "battery lantern",
                  "camping light", "tent lantern", "electric lantern"), hosts=CAMP,
           jitter=0.06),
    family("flashlight", _TORCH, "surface", _flashlight(),
           names=("flashlight", "torch", "electric torch", "led flashlight", "flash light",
                  "pocket torch", "hand torch", "led torch"),
           hosts=hosts_of(BEDSIDE, TOOLS, ("cooler", "coffee_table")), jitter=0.08),
    family("megaphone", _MEGAPHONE, "surface", _megaphone(),
           names=("megaphone", "bullhorn", "bull horn", "loudhailer", "loud hailer",
                  "hand megaphone"),
           hosts=hosts_of(DESK, ("shelving_unit", "counter", "workbench")), jitter=0.06),
    # --- the yard and the porch ------------------------------------------------------------
    family("swing_chair", _EGG, "floor", _egg_chair(),
           names=("swing chair", "hanging chair", "hanging egg chair", "egg swing chair",
                  "egg swing", "swing", "hanging swing chair", "hammock chair", "pod swing",
                  "indoor swing", "hanging pod chair"), clearance=0.4, jitter=0.04),
    family("swing_set", _SWINGS, "floor", _swing_set(),
           names=("swing set", "swingset", "playground swing", "backyard swing set",
                  "kids swing set", "swing frame", "children's swing set"), clearance=1.0,
           jitter=0.04),
    family("sandbox", _SANDBOX, "floor", _sandbox(), contents=_sand_toys(),
           names=("sandbox", "sandpit", "sand pit", "sand box", "kids sandbox",
                  "children's sandbox", "wooden sandbox"), interior=0.556, rim=0.03,
           jitter=0.05),
    family("playpen", _PLAYPEN, "floor", _playpen(),
           names=("playpen", "play pen", "play yard", "baby playpen", "baby play yard",
                  "baby pen", "playard", "wooden playpen"), interior=0.19, rim=0.05,
           jitter=0.04),
    family("wind_chime", _CHIME, "ceiling", _wind_chime(),
           names=("wind chime", "windchime", "chime", "wind bell", "hanging chime",
                  "metal wind chime", "tubular wind chime"), jitter=0.08),
    family("tabletop_fountain", _DESK_FOUNTAIN, "surface", _desk_fountain(),
           names=("tabletop fountain", "indoor fountain", "desktop fountain", "table fountain",
                  "zen fountain", "tabletop water fountain", "indoor water fountain",
                  "mini fountain", "desk fountain"), hosts=ZEN, jitter=0.06),
    family("floor_fountain", _FOUNTAIN, "floor", _fountain(),
           names=("fountain", "floor fountain", "garden fountain", "tiered fountain",
                  "stone fountain", "outdoor fountain", "courtyard fountain",
                  "three tier fountain"), clearance=0.4, jitter=0.05),
))
