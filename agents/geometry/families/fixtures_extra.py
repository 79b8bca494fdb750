"""Families: small fixtures of a building and its rooms, bath and bedroom extras.

The building's own small fittings (a light switch, a wall socket, vents, a fire alarm's pull
station and bell, an exit sign, a fuse box, a thermostat, a security camera, columns), the
bathroom's (a grab bar, a paper towel dispenser, a hand dryer, a soap dish, a hanging bathrobe)
and the bedroom's and laundry's small things (blinds, a clothesline, a tie rack, a watch on its
stand). Parts are placed in metres (`Metres`: x and y about the box's centre, z up from its
bottom), then turned into the box's fractions, so the proportions are those of the real thing.
Wall-mounted things have their back on the wall at +y and face -y.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, loop, r5, ring, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part

BATH_SHELF = ("vanity", "counter", "wall_shelf", "shelving_unit", "side_table", "dresser")
SOAP = ("vanity", "counter", "kitchen_island", "wall_shelf", "shelving_unit", "side_table")
GROOMING = ("vanity", "dressing_table", "dresser", "wall_shelf", "counter", "nightstand",
            "shelving_unit")
JEWELS = ("dressing_table", "dresser", "vanity", "nightstand", "side_table", "display_counter",
          "wall_shelf")
BEDSIDE = ("nightstand", "desk", "side_table", "dresser", "coffee_table", "console_table",
           "kitchen_island")
SICKBED = ("nightstand", "side_table", "counter", "kitchen_island", "coffee_table", "desk",
           "medical_cart", "sofa")
COMFORT = ("bed", "sofa", "nightstand", "side_table", "coffee_table", "ottoman", "dresser")
HALLWAY = ("console_table", "side_table", "shoe_rack", "desk", "reception_desk", "counter",
           "dresser", "shelving_unit")
LAUNDRY = ("dresser", "console_table", "shoe_rack", "side_table", "bench", "washing_machine",
           "tumble_dryer", "shelving_unit")

_SWITCH = (0.086, 0.012, 0.086)
_OUTLET = (0.07, 0.012, 0.115)
_CEILING_VENT = (0.3, 0.3, 0.04)
_WALL_VENT = (0.3, 0.025, 0.2)
_PULL = (0.1, 0.055, 0.13)
_BELL = (0.16, 0.085, 0.18)
_GRAB = (0.62, 0.085, 0.08)
_TOWELS = (0.28, 0.13, 0.38)
_DRYER = (0.27, 0.17, 0.28)
_SOAP = (0.13, 0.095, 0.035)
_ROBE = (0.62, 0.16, 1.25)
_DUSTPAN = (0.36, 0.4, 0.12)
_VENETIAN = (1.0, 0.06, 1.3)
_ROLLER = (1.0, 0.08, 1.3)
_COLUMN = (0.5, 0.5, 2.4)
_PILLAR = (0.42, 0.42, 2.4)
_FREEZER = (1.1, 0.7, 0.86)
_CLOTHS = (0.16, 0.16, 0.065)
_PUFF = (0.13, 0.13, 0.12)
_SWABS = (0.08, 0.08, 0.095)
_DEODORANT = (0.05, 0.036, 0.145)
_HEAT_PAD = (0.44, 0.36, 0.05)
_ICE = (0.2, 0.14, 0.028)
_MASKS = (0.19, 0.1, 0.11)
_LINE = (2.0, 0.2, 0.9)
_PEG_BAG = (0.24, 0.07, 0.36)
_LINT = (0.27, 0.125, 0.066)
_REEL = (0.34, 0.26, 0.38)
_CHARGER = (0.08, 0.09, 0.16)
_WATCH = (0.09, 0.085, 0.12)
_JEWELS = (0.22, 0.12, 0.32)
_TIES = (0.45, 0.07, 0.6)
_THERMOSTAT = (0.09, 0.034, 0.09)
_EXIT = (0.36, 0.05, 0.2)
_FUSES = (0.36, 0.11, 0.3)
_CAMERA = (0.1, 0.26, 0.14)



def _frame(m: Metres, outer: tuple[float, float], inner: tuple[float, float],
           z0: float, z1: float, slot: str) -> tuple[Part, ...]:
    """A flat square ring lying level: outer and inner half-widths (x, y) from z0 to z1."""
    (ox, oy), (ix, iy) = outer, inner
    return (m.box((-ox, -oy, z0), (-ix, oy, z1), slot), m.box((ix, -oy, z0), (ox, oy, z1), slot),
            m.box((-ix, -oy, z0), (ix, -iy, z1), slot), m.box((-ix, iy, z0), (ix, oy, z1), slot))


# --- switches, sockets, vents ------------------------------------------------------------

def _light_switch() -> tuple[Part, ...]:
    m = Metres(_SWITCH)
    return (
        m.soft((-0.043, -0.002, 0.0), (0.043, 0.006, 0.086), "ivory"),  # face plate
        m.box((-0.0235, -0.003, 0.0215), (0.0235, -0.001, 0.0645), "dark_plastic"),  # its gap
        m.soft((-0.022, -0.0055, 0.043), (0.022, -0.0015, 0.063), "ivory"),  # rocker: up half
        m.soft((-0.022, -0.004, 0.023), (0.022, -0.0015, 0.0435), "ivory"),  # ... pressed in
        m.box((-0.005, -0.006, 0.054), (0.005, -0.0045, 0.057), "red"),  # on mark
        *pair(m.rod((-0.034, 0.043), 0.007, (-0.0028, -0.0015), "chrome", axis="y")),  # screws
    )


def _power_outlet() -> tuple[Part, ...]:
    m = Metres(_OUTLET)
    parts = [m.soft((-0.035, -0.002, 0.0), (0.035, 0.006, 0.115), "ivory")]  # face plate
    for zc in (0.0355, 0.0795):  # two receptacles, each two slots over a round earth hole
        parts += (
            m.soft((-0.0185, -0.0052, zc - 0.0165), (0.0185, -0.001, zc + 0.0165), "ivory"),
            m.box((-0.0075, -0.006, zc - 0.0015), (-0.0053, -0.0047, zc + 0.0075),
                  "dark_plastic"),
            m.box((0.0055, -0.006, zc - 0.001), (0.0073, -0.0047, zc + 0.0065), "dark_plastic"),
            m.rod((0.0, zc - 0.0095), 0.0048, (-0.006, -0.0047), "dark_plastic", axis="y"),
        )
    parts.append(m.rod((0.0, 0.0575), 0.0055, (-0.0034, -0.0015), "chrome", axis="y"))  # screw
    return tuple(parts)


def _ceiling_vent() -> tuple[Part, ...]:
    """A square ceiling diffuser seen from below: a flange and three stepped louvre rings
    round a centre plate, the dark duct showing between them."""
    m = Metres(_CEILING_VENT)
    return (
        m.box((-0.13, -0.13, 0.026), (0.13, 0.13, 0.039), "dark_plastic"),  # the duct
        *_frame(m, (0.15, 0.15), (0.126, 0.126), 0.031, 0.04, "appliance"),  # flange
        *_frame(m, (0.118, 0.118), (0.1, 0.1), 0.021, 0.033, "appliance"),  # louvre rings
        *_frame(m, (0.09, 0.09), (0.072, 0.072), 0.013, 0.025, "appliance"),
        *_frame(m, (0.062, 0.062), (0.045, 0.045), 0.006, 0.017, "appliance"),
        m.box((-0.037, -0.037, 0.0), (0.037, 0.037, 0.01), "appliance"),  # centre plate
        m.box((-0.004, -0.004, 0.009), (0.004, 0.004, 0.03), "appliance"),  # its stem
    )


def _wall_vent() -> tuple[Part, ...]:
    m = Metres(_WALL_VENT)
    return (
        m.box((-0.135, 0.008, 0.015), (0.135, 0.0125, 0.185), "dark_plastic"),  # the duct
        m.box((-0.15, -0.011, 0.0), (0.15, 0.0125, 0.02), "appliance"),  # frame: bottom
        m.box((-0.15, -0.011, 0.18), (0.15, 0.0125, 0.2), "appliance"),  # ... top
        m.box((-0.15, -0.011, 0.02), (-0.13, 0.0125, 0.18), "appliance"),  # frame sides
        m.box((0.13, -0.011, 0.02), (0.15, 0.0125, 0.18), "appliance"),
        *(m.box((-0.13, -0.007, r5(0.027 + 0.0195 * k)), (0.13, 0.009, r5(0.037 + 0.0195 * k)),
                "appliance") for k in range(8)),  # louvres, set back in the frame
        *(m.rod((0.0, z), 0.007, (-0.0125, -0.0095), "chrome", axis="y")
          for z in (0.01, 0.19)),  # screws
    )


# --- fire safety and building services ---------------------------------------------------

def _pull_station() -> tuple[Part, ...]:
    m = Metres(_PULL)
    return (
        m.soft((-0.05, 0.014, 0.0), (0.05, 0.0275, 0.13), "red"),  # back box
        m.soft((-0.045, -0.02, 0.006), (0.045, 0.02, 0.124), "red"),  # body
        m.box((-0.034, -0.0215, 0.093), (0.034, -0.018, 0.117), "ivory"),  # FIRE label
        *(m.box((x - 0.0045, -0.0228, 0.098), (x + 0.0045, -0.021, 0.112), "red")
          for x in (-0.021, -0.007, 0.007, 0.021)),  # its letters
        m.box((-0.03, -0.0212, 0.032), (0.03, -0.018, 0.074), "dark_plastic"),  # handle recess
        m.soft((-0.026, -0.0275, 0.047), (0.026, -0.02, 0.063), "ivory"),  # pull handle
        *pair(m.box((-0.02, -0.024, 0.04), (-0.014, -0.02, 0.06), "ivory")),  # its stems
        m.box((-0.024, -0.0208, 0.014), (0.024, -0.018, 0.024), "ivory"),  # PULL DOWN
        m.box((-0.004, -0.0215, 0.026), (0.004, -0.018, 0.03), "ivory"),  # arrow
    )


def _fire_bell() -> tuple[Part, ...]:
    m = Metres(_BELL)
    return (
        m.box((-0.05, 0.018, 0.04), (0.05, 0.0425, 0.14), "red"),  # back box
        m.rod((0.0, 0.09), 0.156, (-0.012, 0.02), "red", axis="y"),  # the gong's skirt
        m.ball((-0.075, -0.04, 0.015), (0.075, 0.016, 0.165), "red"),  # its dome
        m.rod((0.0, 0.09), 0.018, (-0.0425, -0.034), "chrome", axis="y"),  # centre nut
        m.box((-0.007, -0.022, 0.0), (0.007, 0.03, 0.014), "chrome"),  # striker arm
        m.ball_at((0.0, -0.03, 0.009), (0.009, 0.009, 0.009), "chrome"),  # its hammer
    )


def _exit_sign() -> tuple[Part, ...]:
    """EXIT in red on a white face: E, X (two slanting strokes), I, T."""
    m = Metres(_EXIT)
    w, h = _EXIT[0], _EXIT[2]
    y0, y1 = -0.025, -0.0222
    z0, z1, s = 0.05, 0.15, 0.016  # letters' foot, head and stroke

    def bar(x0: float, x1: float, a: float, b: float) -> Part:
        return m.box((x0, y0, a), (x1, y1, b), "red")

    def stroke(xa: float, xb: float) -> tuple[Part, ...]:  # centres at its foot and head
        return slant(r5(xa / w), z0 / h + 0.03, r5(xb / w), z1 / h - 0.03,
                     "red", n=7, thick=r5(s / w), thick_z=0.06,
                     across=(r5(y0 / _EXIT[1]), r5(y1 / _EXIT[1])))

    ex, xx, ix, tx = -0.133, -0.053, 0.032, 0.073
    return (
        m.soft((-0.18, -0.02, 0.0), (0.18, 0.025, 0.2), "appliance"),  # housing
        m.box((-0.166, -0.0235, 0.016), (0.166, -0.018, 0.184), "ivory"),  # face
        bar(ex, ex + s, z0, z1), bar(ex, ex + 0.055, z1 - s, z1),  # E
        bar(ex, ex + 0.048, 0.092, 0.108), bar(ex, ex + 0.055, z0, z0 + s),
        *stroke(xx + s / 2, xx + 0.06 - s / 2), *stroke(xx + 0.06 - s / 2, xx + s / 2),  # X
        bar(ix, ix + s, z0, z1),  # I
        bar(tx, tx + 0.06, z1 - s, z1), bar(tx + 0.022, tx + 0.038, z0, z1),  # T
    )


def _fuse_box() -> tuple[Part, ...]:
    m = Metres(_FUSES)
    parts = [
        m.soft((-0.18, -0.045, 0.0), (0.18, 0.055, 0.3), "appliance"),  # enclosure
        m.box((-0.162, -0.049, 0.095), (0.162, -0.043, 0.205), "dark_plastic"),  # breaker bay
        m.box((-0.15, -0.05, 0.22), (0.15, -0.044, 0.245), "paper"),  # circuit labels
        *(m.box((x, -0.0505, 0.228), (x + 0.002, -0.049, 0.238), "dark_plastic")
          for x in (-0.1, -0.05, 0.0, 0.05, 0.1)),
        m.box((-0.15, -0.052, 0.11), (-0.104, -0.045, 0.19), "ivory"),  # main switch
        m.box((-0.138, -0.055, 0.14), (-0.116, -0.051, 0.165), "red"),
        m.box((-0.03, -0.05, 0.03), (0.03, -0.044, 0.06), "dark_plastic"),  # brand badge
    ]
    for k in range(10):  # a row of breakers, each with its toggle
        x = r5(-0.1 + 0.0252 * k)
        parts += (m.box((x, -0.052, 0.115), (r5(x + 0.0232), -0.045, 0.185), "ivory"),
                  m.box((r5(x + 0.007), -0.055, 0.14 + 0.008 * (k % 3 == 1)),
                        (r5(x + 0.0162), -0.051, 0.162 + 0.008 * (k % 3 == 1)),
                        "dark_plastic"))
    return tuple(parts)


_SEGMENTS = {"1": "bc", "2": "abged"}  # seven-segment digits: a top, b c right, d bottom,
# e f left (lower, upper), g middle


def _digits(m: Metres, digits: tuple[tuple[float, str], ...], z0: float, tall: float,
            y0: float, y1: float) -> tuple[Part, ...]:
    """Glowing seven-segment digits, each (its left x, the digit), `tall` high from z0."""
    t, wide, half = tall * 0.16, tall * 0.55, tall / 2
    parts = []
    for x, digit in digits:
        spans = {"a": (x, x + wide, z0 + tall - t, z0 + tall),
                 "g": (x, x + wide, z0 + half - t / 2, z0 + half + t / 2),
                 "d": (x, x + wide, z0, z0 + t),
                 "b": (x + wide - t, x + wide, z0 + half, z0 + tall),
                 "c": (x + wide - t, x + wide, z0, z0 + half),
                 "e": (x, x + t, z0, z0 + half), "f": (x, x + t, z0 + half, z0 + tall)}
        for seg in _SEGMENTS[digit]:
            a0, a1, b0, b1 = spans[seg]
            parts.append(m.box((a0, y0, b0), (a1, y1, b1), "glow"))
    return tuple(parts)


def _thermostat() -> tuple[Part, ...]:
    m = Metres(_THERMOSTAT)
    return (
        m.soft((-0.045, 0.008, 0.0), (0.045, 0.017, 0.09), "appliance"),  # wall plate
        m.rod((0.0, 0.045), 0.08, (-0.008, 0.01), "appliance", axis="y"),  # body
        m.rod((0.0, 0.045), 0.083, (-0.014, -0.004), "chrome", axis="y"),  # turning ring
        m.rod((0.0, 0.045), 0.062, (-0.0158, -0.012), "screen", axis="y"),  # glass face
        *_digits(m, ((-0.013, "2"), (0.004, "1")), 0.037, 0.021, -0.017, -0.0155),  # 21
        m.box((-0.006, -0.017, 0.025), (0.006, -0.0155, 0.029), "red"),  # heating mark
    )


def _security_camera() -> tuple[Part, ...]:
    m = Metres(_CAMERA)
    return (
        m.rod((0.0, 0.045), 0.09, (0.11, 0.13), "appliance", axis="y"),  # wall plate
        m.box((-0.012, 0.01, 0.034), (0.012, 0.115, 0.054), "appliance"),  # arm
        m.ball_at((0.0, 0.01, 0.05), 0.018, "appliance"),  # ball joint
        m.box((-0.014, -0.02, 0.05), (0.014, 0.02, 0.066), "appliance"),  # saddle
        m.rod((0.0, 0.095), 0.07, (-0.115, 0.07), "appliance", axis="y"),  # body
        m.soft((-0.045, -0.13, 0.115), (0.045, 0.03, 0.14), "appliance"),  # sun hood
        m.rod((0.0, 0.095), 0.058, (-0.122, -0.11), "dark_plastic", axis="y"),  # lens bezel
        m.rod((0.0, 0.095), 0.028, (-0.126, -0.118), "screen", axis="y"),  # lens
        *(m.rod((r5(0.02 * math.cos(a)), r5(0.095 + 0.02 * math.sin(a))), 0.006,
                (-0.1245, -0.121), "red", axis="y")
          for a in (0.4, 1.2, 2.0, 2.8, 3.6, 4.4, 5.2, 6.0)),  # infrared lights
    )


def _column() -> tuple[Part, ...]:
    """A Doric column: a square plinth, a moulded base, a fluted shaft, a cushion capital
    under a square abacus."""
    m = Metres(_COLUMN)
    fx = 0.17 / _COLUMN[0]
    return (
        m.box((-0.25, -0.25, 0.0), (0.25, 0.25, 0.08), "stone"),  # plinth
        m.ball((-0.22, -0.22, 0.06), (0.22, 0.22, 0.16), "stone"),  # torus
        m.rod((0.0, 0.0), 0.37, (0.12, 0.17), "stone"),  # scotia
        m.ball((-0.19, -0.19, 0.15), (0.19, 0.19, 0.205), "stone"),  # upper torus
        m.rod((0.0, 0.0), 0.335, (0.17, 2.22), "stone"),  # shaft
        *ring(20, r5(fx), 0.018, r5(0.182 / 2.4), r5(2.198 / 2.4), "stone", ry=r5(fx),
              shape="cylinder", stagger=0.002),  # flutes' arrises
        m.ball((-0.182, -0.182, 2.175), (0.182, 0.182, 2.23), "stone"),  # astragal
        m.rod((0.0, 0.0), 0.34, (2.2, 2.26), "stone"),  # necking
        m.ball((-0.235, -0.235, 2.22), (0.235, 0.235, 2.34), "stone"),  # echinus
        m.box((-0.25, -0.25, 2.3), (0.25, 0.25, 2.4), "stone"),  # abacus
    )


def _panel(m: Metres, side: int, axis: str) -> tuple[Part, ...]:
    """The four mouldings of a tall panel on one face of the pillar's shaft (at side * y or
    side * x), raised 6 mm."""
    a0, a1 = sorted((side * 0.18, side * 0.186))
    rects = ((-0.13, 0.13, 0.36, 0.38), (-0.13, 0.13, 2.02, 2.04), (-0.13, -0.11, 0.38, 2.02),
             (0.11, 0.13, 0.38, 2.02))
    if axis == "y":
        return tuple(m.box((u0, a0, z0), (u1, a1, z1), "trim") for u0, u1, z0, z1 in rects)
    return tuple(m.box((a0, u0, z0), (a1, u1, z1), "trim") for u0, u1, z0, z1 in rects)


def _pillar() -> tuple[Part, ...]:
    m = Metres(_PILLAR)
    return (
        m.box((-0.21, -0.21, 0.0), (0.21, 0.21, 0.12), "trim"),  # base
        m.box((-0.196, -0.196, 0.11), (0.196, 0.196, 0.16), "trim"),
        m.box((-0.18, -0.18, 0.15), (0.18, 0.18, 2.25), "wall"),  # shaft
        *_panel(m, -1, "y"), *_panel(m, 1, "y"),  # a moulded panel on each face
        *_panel(m, -1, "x"), *_panel(m, 1, "x"),
        m.box((-0.19, -0.19, 2.24), (0.19, 0.19, 2.29), "trim"),  # capital
        m.box((-0.2, -0.2, 2.28), (0.2, 0.2, 2.33), "trim"),
        m.box((-0.21, -0.21, 2.32), (0.21, 0.21, 2.4), "trim"),
    )


# --- bathroom ------------------------------------------------------------------------------

def _grab_bar() -> tuple[Part, ...]:
    m = Metres(_GRAB)
    yc, zc, d = -0.012, 0.04, 0.032
    parts = [m.rod((yc, zc), d, (-0.27, 0.27), "chrome", axis="x")]  # the bar
    for x in (-0.27, 0.27):
        parts += (m.ball_at((x, yc, zc), d / 2, "chrome"),  # elbow
                  m.rod((x, zc), d, (yc, 0.036), "chrome", axis="y"),  # return to the wall
                  m.rod((x, zc), 0.075, (0.031, 0.0425), "chrome", axis="y"),  # flange
                  m.rod((x, zc), 0.05, (0.026, 0.034), "chrome", axis="y"))  # its cover
    return tuple(parts)


def _towel_dispenser() -> tuple[Part, ...]:
    m = Metres(_TOWELS)
    return (
        m.soft((-0.14, -0.05, 0.08), (0.14, 0.065, 0.38), "appliance"),  # body
        m.soft((-0.132, -0.062, 0.1), (0.132, -0.02, 0.372), "appliance"),  # front cover
        m.box((-0.03, -0.065, 0.23), (0.03, -0.059, 0.25), "dark_plastic"),  # level window
        m.box((-0.07, -0.065, 0.33), (0.07, -0.059, 0.35), "chrome"),  # push bar
        m.rod((0.0, 0.362), 0.016, (-0.065, -0.05), "dark_plastic", axis="y"),  # lock
        m.box((-0.125, -0.05, 0.06), (0.125, 0.05, 0.09), "dark_plastic"),  # chin
        m.box((-0.09, -0.026, 0.0), (0.09, -0.02, 0.075), "paper"),  # a towel hanging out
        m.box((-0.085, -0.032, 0.0), (0.085, -0.026, 0.03), "paper"),  # its fold
    )


def _hand_dryer() -> tuple[Part, ...]:
    m = Metres(_DRYER)
    return (
        m.soft((-0.125, 0.062, 0.03), (0.125, 0.085, 0.28), "appliance"),  # wall plate
        m.soft((-0.13, -0.06, 0.07), (0.13, 0.07, 0.275), "appliance"),  # body
        m.ball((-0.12, -0.075, 0.08), (0.12, 0.02, 0.27), "appliance"),  # domed front
        m.rod((0.0, 0.175), 0.05, (-0.085, -0.06), "chrome", axis="y"),  # push button
        m.ball((-0.034, -0.072, 0.035), (0.034, -0.004, 0.095), "chrome"),  # nozzle swivel
        m.rod((0.0, -0.038), 0.044, (0.006, 0.06), "chrome"),  # nozzle
        m.rod((0.0, -0.038), 0.032, (0.0, 0.01), "dark_plastic"),  # its mouth
        *(m.box((-0.105, r5(-0.04 + 0.02 * k), 0.066), (0.105, r5(-0.032 + 0.02 * k), 0.071),
                "dark_plastic") for k in range(5)),  # air intake slots underneath
        m.box((-0.05, -0.0648, 0.115), (0.05, -0.058, 0.125), "dark_plastic"),  # badge
    )


def _soap_dish() -> tuple[Part, ...]:
    return (
        Part(shape="cylinder", lo=(-0.5, -0.5, 0.0), hi=(0.5, 0.5, 0.4), slot="ceramic"),
        *ring(18, 0.43, 0.07, 0.22, 0.62, "ceramic", ry=0.41, thick_y=0.085),  # raised rim
        Part(shape="rounded_box", lo=(-0.3, -0.27, 0.34), hi=(0.3, 0.27, 1.0),
             slot="accent"),  # the bar of soap
    )


def _robe_front(x: float, z: float) -> float:
    """How far forward (y) the hanging robe's front is at (x, z): its body is an elliptic cone
    flaring to the hem, its shoulders a steeper one pinched at the hook."""
    if z > 0.9:
        k = 1 - 0.78 * (z - 0.9) / 0.27
        rx, ry = 0.25 * k, 0.065 * k
    else:
        k = 1 - 0.16 * z / 0.96
        rx, ry = 0.28 * k, 0.065 * k
    return 0.003 - ry * math.sqrt(max(0.0, 1 - (x / rx) ** 2))


def _bathrobe() -> tuple[Part, ...]:
    """A robe hung by its loop from a hook: sloping shoulders, sleeves down its sides, a
    shawl collar crossing to the belt, the belt's knot and ends, two patch pockets."""
    m = Metres(_ROBE)

    def lapel(x0: float, z0: float, x1: float, z1: float, n: int = 10) -> tuple[Part, ...]:
        """A band 5 cm wide from (x0, z0) down to (x1, z1), lying on the robe's front."""
        out = []
        for i in range(n):
            x, z = x0 + (x1 - x0) * (i + 0.5) / n, z0 + (z1 - z0) * (i + 0.5) / n
            half = abs(z1 - z0) / n / 2 + 0.01
            y = _robe_front(x, z)
            out.append(m.box((r5(x - 0.025), r5(y - 0.012), r5(z - half)),
                             (r5(x + 0.025), r5(y + 0.014), r5(z + half)), "bedding"))
        return tuple(out)

    def on_front(x0: float, x1: float, z0: float, z1: float, slot: str,
                 proud: float = 0.008) -> Part:  # a patch on the front, down to the robe
        y = min(_robe_front(x0, z0), _robe_front(x1, z0))
        return m.soft((x0, r5(y - proud), z0), (x1, r5(y + 0.02), z1), slot)

    return (
        m.box((-0.018, 0.072, 1.16), (0.018, 0.08, 1.25), "chrome"),  # hook plate
        m.rod((0.0, 1.21), 0.014, (0.008, 0.074), "chrome", axis="y"),  # hook arm
        m.ball_at((0.0, 0.008, 1.222), (0.009, 0.009, 0.018), "chrome"),  # its tip
        m.box((-0.012, 0.0, 1.14), (0.012, 0.014, 1.222), "towel"),  # hanging loop
        m.cone((-0.25, -0.062, 0.9), (0.25, 0.068, 1.17), "towel", taper=0.22),  # shoulders
        m.cone((-0.28, -0.062, 0.0), (0.28, 0.068, 0.96), "towel", taper=0.84),  # body
        m.cone((-0.285, -0.066, 0.015), (0.285, 0.072, 0.07), "bedding", taper=0.985),  # hem
        *pair(m.soft((0.195, -0.07, 0.46), (0.3, 0.05, 1.0), "towel")),  # sleeves
        *pair(m.soft((0.19, -0.074, 0.44), (0.305, 0.054, 0.53), "bedding")),  # cuffs
        *lapel(-0.075, 1.12, 0.035, 0.7), *lapel(0.075, 1.12, 0.0, 0.84, 6),  # shawl collar
        m.box((-0.24, -0.066, 0.68), (0.24, 0.072, 0.74), "bedding"),  # belt
        m.soft((-0.012, -0.08, 0.66), (0.052, -0.055, 0.76), "bedding"),  # knot
        m.box((-0.002, -0.076, 0.43), (0.028, -0.062, 0.67), "bedding"),  # belt ends
        m.box((0.034, -0.074, 0.47), (0.064, -0.06, 0.67), "bedding"),
        on_front(-0.2, -0.08, 0.4, 0.56, "towel"), on_front(0.08, 0.2, 0.4, 0.56, "towel"),
    )


def _washcloths() -> tuple[Part, ...]:
    """Three folded face cloths, each with its woven border showing along the fold."""
    return (
        Part(shape="rounded_box", lo=(-0.5, -0.48, 0.0), hi=(0.47, 0.5, 0.34), slot="towel"),
        Part(shape="rounded_box", lo=(-0.47, -0.5, 0.32), hi=(0.5, 0.47, 0.67), slot="bedding"),
        Part(shape="rounded_box", lo=(-0.49, -0.49, 0.65), hi=(0.48, 0.49, 1.0), slot="towel"),
        Part(shape="box", lo=(-0.44, -0.5, 0.1), hi=(0.42, -0.47, 0.2), slot="bedding"),
        Part(shape="box", lo=(-0.42, -0.5, 0.44), hi=(0.45, -0.47, 0.53),
             slot="towel"),
        Part(shape="box", lo=(-0.49, -0.36, 0.97), hi=(0.48, -0.26, 1.0), slot="bedding"),
    )


def _loofah() -> tuple[Part, ...]:
    """A mesh shower puff: a bunch of frilled lobes, and the cord loop it hangs by."""
    m = Metres(_PUFF)
    lobes = [m.ball_at((0.0, 0.0, 0.052), (0.046, 0.046, 0.045), "accent")]
    for k in range(8):
        a = k * math.pi / 4 + 0.3
        r, zc = (0.035, 0.038) if k % 2 else (0.034, 0.062)
        lobes.append(m.ball_at((r5(r * math.cos(a)), r5(r * math.sin(a)), zc),
                               (0.03, 0.03, 0.03 if k % 2 else 0.028), "accent"))
    lobes.append(m.ball_at((0.0, 0.0, 0.088), (0.032, 0.032, 0.02), "accent"))
    return (*lobes,
            *loop(10, 0.12, 0.07, 0.0, 0.9, 0.035, 0.03, -0.04, 0.04, "accent"))


def _cotton_swabs() -> tuple[Part, ...]:
    m = Metres(_SWABS)
    spots = [(0.0, 0.0, 0.095)]
    for n, r, tops in ((6, 0.012, (0.092, 0.09)), (10, 0.024, (0.087, 0.084))):
        spots += [(r5(r * math.cos(2 * math.pi * k / n + 0.3)),
                   r5(r * math.sin(2 * math.pi * k / n + 0.3)), tops[k % 2]) for k in range(n)]
    swabs: list[Part] = []
    for x, y, top in spots:  # a bunch of cotton buds standing in it, their tips out of it
        swabs += (m.rod((x, y), 0.0028, (0.008, top - 0.006), "ivory"),
                  m.ball((x - 0.0033, y - 0.0033, top - 0.014), (x + 0.0033, y + 0.0033, top),
                         "bedding"))
    return (
        m.rod((0.0, 0.0), 0.078, (0.0, 0.06), "glass"),  # an open jar
        m.rod((0.0, 0.0), 0.07, (0.0, 0.008), "glass"),  # its thick bottom
        m.rod((0.0, 0.0), 0.08, (0.052, 0.062), "chrome"),  # its rim band
        *swabs,
    )


def _deodorant() -> tuple[Part, ...]:
    m = Metres(_DEODORANT)
    return (
        m.cyl((-0.0245, -0.0175, 0.0), (0.0245, 0.0175, 0.098), "ivory"),  # stick's case
        m.cyl((-0.025, -0.018, 0.022), (0.025, 0.018, 0.076), "accent"),  # label
        m.box((-0.012, -0.018, 0.04), (0.012, -0.0165, 0.058), "ivory"),  # its logo
        m.cyl((-0.0248, -0.0178, 0.096), (0.0248, 0.0178, 0.132), "accent"),  # cap
        m.cone((-0.0248, -0.0178, 0.13), (0.0248, 0.0178, 0.145), "accent", taper=0.75),
        m.cyl((-0.025, -0.018, 0.094), (0.025, 0.018, 0.099), "dark_plastic"),  # parting line
    )


def _tie_rack() -> tuple[Part, ...]:
    """Ties hung over the pegs of a wall rail, each one's wide blade to the front."""
    m = Metres(_TIES)
    pegs = (-0.18, -0.09, 0.0, 0.09, 0.18)
    parts = [m.soft((-0.225, 0.0, 0.5), (0.225, 0.035, 0.6), "wood"),  # rail
             *(m.rod((x, 0.535), 0.014, (-0.031, 0.002), "wood_alt", axis="y") for x in pegs)]
    top = 0.545
    pieces = ((0.018, top - 0.1, top + 0.008), (0.024, top - 0.22, top - 0.09),
              (0.031, top - 0.34, top - 0.21), (0.038, 0.105, top - 0.33),
              (0.026, 0.08, 0.112), (0.013, 0.06, 0.087))  # narrow at the peg, to the tip
    for x, slot in zip((-0.18, -0.09, 0.0, 0.18), ("red", "accent", "seat", "dark_plastic"),
                       strict=True):
        for k, (half, z0, z1) in enumerate(pieces):
            yf = -0.035 + 0.0006 * k  # each piece a hair behind the one above
            parts.append(m.box((r5(x - half), yf, z0), (r5(x + half), yf + 0.008, z1), slot))
    return tuple(parts)


# --- windows and walls ---------------------------------------------------------------------

def _venetian_blind() -> tuple[Part, ...]:
    m = Metres(_VENETIAN)
    slats = tuple(m.box((-0.486, -0.021, r5(0.062 + 0.04 * k)),
                        (0.486, 0.012, r5(0.088 + 0.04 * k)), "wood_alt") for k in range(29))
    return (
        m.soft((-0.5, -0.03, 1.235), (0.5, 0.022, 1.3), "wood_alt"),  # head rail
        *slats,
        m.soft((-0.49, -0.025, 0.0), (0.49, 0.016, 0.055), "wood_alt"),  # bottom rail
        *pair(m.box((-0.312, -0.025, 0.04), (-0.3, -0.0215, 1.24), "bedding")),  # ladder tapes
        m.box((0.452, -0.027, 0.34), (0.456, -0.024, 1.24), "cord"),  # lift cords
        m.box((0.462, -0.027, 0.32), (0.466, -0.024, 1.24), "cord"),
        m.cone((0.447, -0.03, 0.26), (0.471, -0.02, 0.345), "wood_alt", taper=0.35),  # acorn
        m.rod((-0.455, -0.0235), 0.011, (0.52, 1.24), "glass"),  # tilt wand
    )


def _roller_blind() -> tuple[Part, ...]:
    m = Metres(_ROLLER)
    return (
        m.soft((-0.5, -0.04, 1.22), (0.5, 0.04, 1.3), "wood_alt"),  # cassette over the roll
        m.box((-0.47, -0.032, 0.42), (0.47, -0.026, 1.225), "curtains"),  # the blind, half down
        m.soft((-0.476, -0.038, 0.39), (0.476, -0.02, 0.43), "aluminium"),  # bottom bar
        m.box((-0.008, -0.036, 0.35), (0.008, -0.028, 0.395), "cord"),  # pull tab
        m.rod((0.0, 0.34), 0.03, (-0.036, -0.028), "cord", axis="y"),  # its ring
        m.box((0.476, -0.036, 0.26), (0.479, -0.032, 1.225), "chrome"),  # bead chain, both
        m.box((0.487, -0.036, 0.26), (0.49, -0.032, 1.225), "chrome"),  # strands of its loop
        m.ball_at((0.483, -0.034, 0.258), (0.0075, 0.004, 0.007), "chrome"),
        m.box((0.472, -0.04, 0.66), (0.494, -0.028, 0.675), "dark_plastic"),  # chain stop
    )


def _clothesline() -> tuple[Part, ...]:
    """A washing line between two wall brackets, drooping, with a T-shirt, a towel and a pair
    of socks pegged to it."""
    m = Metres(_LINE)
    top, sag, yl = 0.84, 0.035, -0.075  # the line's height at its ends, its droop, its y

    def line_z(x: float) -> float:
        t = (x + 0.97) / 1.94
        return top - sag * 4 * t * (1 - t)

    cord: list[Part] = []
    xs = [-0.97 + 1.94 * k / 8 for k in range(9)]
    for k in range(8):
        za, zb = line_z(xs[k]), line_z(xs[k + 1])
        cord.append(m.box((r5(xs[k] - 0.004), yl - 0.003, r5(min(za, zb) - 0.003)),
                          (r5(xs[k + 1] + 0.004), yl + 0.003, r5(max(za, zb) + 0.003)), "cord"))

    def peg(x: float) -> Part:
        z = line_z(x)
        return m.box((r5(x - 0.006), -0.092, r5(z - 0.045)), (r5(x + 0.006), -0.07, r5(z + 0.03)),
                     "wood")

    tee, towel = -0.42, 0.12  # centres of the shirt and the towel
    ts, tw = line_z(tee) - 0.004, line_z(towel) - 0.004  # where each hangs from
    parts = [
        *cord,
        *(m.box((x - 0.02, 0.09, top - 0.06), (x + 0.02, 0.1, top + 0.05), "metal")
          for x in (-0.97, 0.97)),  # wall plates
        *(m.box((x - 0.008, yl - 0.01, top - 0.005), (x + 0.008, 0.095, top + 0.013), "metal")
          for x in (-0.97, 0.97)),  # arms
        *(m.ball_at((x, yl, top), 0.014, "chrome") for x in (-0.97, 0.97)),  # line cleats
        # a T-shirt pegged by its shoulders
        m.soft((tee - 0.2, -0.088, ts - 0.52), (tee + 0.2, -0.072, ts), "accent"),
        *(m.soft((tee + sx * 0.19 - 0.075, -0.086, ts - 0.2), (tee + sx * 0.19 + 0.075, -0.074,
                                                                ts - 0.01), "accent")
          for sx in (-1, 1)),  # sleeves
        m.box((tee - 0.06, -0.0895, ts - 0.035), (tee + 0.06, -0.087, ts), "dark_plastic"),
        peg(tee - 0.15), peg(tee + 0.15),
        # a bath towel folded over the line, a stripe near its hem
        m.soft((towel - 0.24, -0.088, tw - 0.62), (towel + 0.24, -0.07, tw + 0.004), "towel"),
        m.box((towel - 0.238, -0.0895, tw - 0.54), (towel + 0.238, -0.087, tw - 0.5),
              "bedding"),
        peg(towel - 0.2), peg(towel + 0.2),
    ]
    for x, slot in ((0.5, "red"), (0.66, "red")):  # a pair of socks, toes pointing the same way
        z = line_z(x) - 0.004
        parts += (m.soft((x - 0.035, -0.086, z - 0.25), (x + 0.035, -0.074, z), slot),
                  m.soft((x - 0.035, -0.086, z - 0.25), (x + 0.09, -0.074, z - 0.18), slot),
                  peg(x))
    return tuple(parts)


def _peg_bag() -> tuple[Part, ...]:
    """A little dress-shaped peg bag on a child's hanger, hooked on the wall, clothes pegs
    showing at its mouth."""
    m = Metres(_PEG_BAG)
    return (
        m.box((-0.012, 0.028, 0.318), (0.012, 0.035, 0.36), "chrome"),  # wall hook's plate
        m.rod((0.0, 0.345), 0.008, (0.0, 0.03), "chrome", axis="y"),  # its arm
        m.box((-0.003, -0.003, 0.318), (0.003, 0.003, 0.35), "chrome"),  # hanger's hook
        m.rod((0.0, 0.306), 0.016, (-0.115, 0.115), "wood", axis="x"),  # hanger
        *pair(m.ball_at((-0.115, 0.0, 0.306), (0.005, 0.008, 0.008), "wood")),  # its ends
        m.soft((-0.1, -0.026, 0.02), (0.1, 0.026, 0.24), "accent"),  # bag: skirt
        m.soft((-0.075, -0.022, 0.2), (0.075, 0.022, 0.31), "accent"),  # bodice
        m.soft((-0.06, -0.032, 0.15), (0.06, -0.018, 0.2), "dark_plastic"),  # mouth
        *(m.box((x - 0.005, -0.03, 0.16), (x + 0.005, -0.022, 0.215), slot)
          for x, slot in ((-0.04, "wood"), (-0.02, "red"), (0.005, "wood"), (0.03, "fruit"))),
        *(m.ball_at((x, -0.027, z), 0.007, "ivory")
          for x, z in ((-0.06, 0.08), (0.0, 0.05), (0.06, 0.09), (-0.03, 0.12), (0.04, 0.25),
                       (-0.04, 0.27))),  # polka dots
    )


# --- bedroom, hall and laundry ---------------------------------------------------------------

def _lint_roller() -> tuple[Part, ...]:
    """Lying on its side: the sticky roll (its axis front to back) in the fork of its frame,
    the handle sloping from the fork down to the table."""
    m = Metres(_LINT)
    x0, zc = -0.1, 0.0325  # the roll's axis
    return (
        m.rod((x0, zc), 0.065, (-0.05, 0.05), "paper", axis="y"),  # roll
        m.box((x0 - 0.0335, -0.05, 0.026), (x0 - 0.03, 0.05, 0.04), "paper"),  # a sheet's edge
        *(m.rod((x0, zc), 0.03, span, "dark_plastic", axis="y")
          for span in ((-0.055, -0.049), (0.049, 0.055))),  # hubs
        *pair_y(m.box((x0 - 0.008, -0.062, zc - 0.007), (-0.03, -0.054, zc + 0.007),
                      "dark_plastic")),  # fork
        m.box((-0.042, -0.062, zc - 0.009), (-0.028, 0.062, zc + 0.009), "dark_plastic"),
        m.rod((0.0, 0.031), 0.026, (-0.04, 0.02), "red", axis="x"),  # handle, sloping
        m.rod((0.0, 0.024), 0.028, (0.017, 0.08), "red", axis="x"),  # down to the table
        m.rod((0.0, 0.0165), 0.029, (0.077, 0.122), "red", axis="x"),
        m.ball_at((0.12, 0.0, 0.0165), 0.0145, "red"),  # its rounded end
    )


def _cord_reel() -> tuple[Part, ...]:
    m = Metres(_REEL)
    zc = 0.19
    sockets: list[Part] = []
    for sx, sz in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        x, z = sx * 0.032, zc + sz * 0.032
        sockets += (m.rod((x, z), 0.036, (-0.119, -0.11), "ivory", axis="y"),
                    m.rod((x, z), 0.022, (-0.121, -0.117), "dark_plastic", axis="y"))
    return (
        m.rod((0.0, zc), 0.3, (-0.1, -0.08), "red", axis="y"),  # front flange
        m.rod((0.0, zc), 0.262, (-0.082, 0.082), "cord", axis="y"),  # the wound cable
        m.rod((0.0, zc), 0.3, (0.08, 0.1), "red", axis="y"),  # back flange
        m.rod((0.0, zc), 0.15, (-0.112, -0.098), "dark_plastic", axis="y"),  # socket hub
        *sockets,
        m.rod((0.105, zc + 0.06), 0.024, (-0.13, -0.099), "dark_plastic", axis="y"),  # crank
        *pair(m.box((-0.09, 0.1, 0.0), (-0.066, 0.124, 0.37), "metal")),  # frame uprights
        *pair(m.box((-0.13, -0.12, 0.0), (-0.1, 0.124, 0.022), "metal")),  # feet
        *pair(m.box((-0.13, 0.1, 0.0), (-0.066, 0.124, 0.022), "metal")),
        m.rod((0.11, 0.355), 0.028, (-0.1, 0.1), "dark_plastic", axis="x"),  # carry handle
        m.rod((0.112, zc), 0.024, (-0.066, 0.066), "metal", axis="x"),  # axle bar
        m.rod((0.0, zc), 0.04, (0.098, 0.113), "metal", axis="y"),  # axle boss
        m.box((0.02, -0.09, 0.01), (0.03, -0.08, 0.05), "cord"),  # cable end, down
        m.box((0.02, -0.13, 0.0), (0.03, -0.085, 0.012), "cord"),  # ... along the floor
        m.soft((0.008, -0.13, 0.0), (0.042, -0.1, 0.028), "dark_plastic"),  # its plug
    )


def _charging_stand() -> tuple[Part, ...]:
    m = Metres(_CHARGER)
    return (
        m.soft((-0.04, -0.045, 0.0), (0.04, 0.045, 0.018), "dark_plastic"),  # base
        m.soft((-0.03, -0.003, 0.01), (0.03, 0.032, 0.112), "dark_plastic"),  # upright
        m.soft((-0.038, -0.027, 0.012), (0.038, -0.011, 0.032), "dark_plastic"),  # front lip
        m.soft((-0.036, -0.0115, 0.016), (0.036, -0.002, 0.16), "aluminium"),  # phone
        m.box((-0.0335, -0.0122, 0.021), (0.0335, -0.0105, 0.155), "screen"),  # its screen
        m.box((-0.014, -0.0127, 0.118), (0.014, -0.012, 0.13), "ivory"),  # the time
        m.box((-0.007, -0.0127, 0.07), (0.007, -0.012, 0.078), "glow"),  # charging mark
        m.box((-0.0075, -0.0126, 0.0785), (0.0075, -0.012, 0.081), "glow"),
        m.ball_at((0.0, -0.028, 0.008), 0.0025, "glow"),  # status light
        m.box((-0.003, 0.032, 0.0), (0.003, 0.045, 0.006), "cord"),  # cable
    )


def _watch_stand() -> tuple[Part, ...]:
    m = Metres(_WATCH)
    yc, zc, r = 0.006, 0.075, 0.0285  # the pillow's axis and the strap's radius
    strap = []
    for k in range(16):
        a = 2 * math.pi * k / 16
        y, z = yc + r * math.cos(a), zc + r * math.sin(a)
        strap.append(m.ball((-0.011, r5(y - 0.006), r5(z - 0.006)),
                            (0.011, r5(y + 0.006), r5(z + 0.006)), "dark_plastic"))
    return (
        m.soft((-0.045, -0.0425, 0.0), (0.045, 0.0425, 0.016), "wood"),  # base
        m.rod((0.0, 0.03), 0.012, (0.012, 0.075), "chrome"),  # post
        m.rod((yc, zc), 0.05, (-0.036, 0.036), "seat", axis="x"),  # pillow
        *strap,
        m.rod((0.0, zc), 0.042, (-0.031, -0.016), "chrome", axis="y"),  # case
        m.rod((0.0, zc), 0.034, (-0.0325, -0.03), "ivory", axis="y"),  # dial
        m.box((-0.0012, -0.034, zc), (0.0012, -0.0325, zc + 0.013), "dark_plastic"),  # hands
        m.box((0.0, -0.034, zc - 0.001), (0.009, -0.0325, zc + 0.0012), "dark_plastic"),
        m.rod((0.0, zc), 0.0045, (-0.0345, -0.0325), "dark_plastic", axis="y"),  # pinion
        m.rod((-0.0235, zc), 0.005, (0.021, 0.027), "chrome", axis="x"),  # crown
    )


def _jewellery_stand() -> tuple[Part, ...]:
    """A T-bar necklace stand over a ring dish: a pearl string and a chain with a pendant on
    its arms, drop earrings on the lower bar, two rings in the dish."""
    m = Metres(_JEWELS)
    w, d, h = _JEWELS
    bar_z = 0.294

    def necklace(cx: float, rx: float, rz: float, n: int, bead: float,
                 slot: str) -> tuple[Part, ...]:
        return loop(n, r5(rx / w), r5(rz / h), r5(cx / w), r5((bar_z - rz) / h),
                    r5(bead / w), r5(bead / h), r5(-bead / d), r5(bead / d), slot)

    return (
        m.rod((0.0, 0.0), 0.11, (0.0, 0.013), "ceramic"),  # ring dish
        *ring(8, r5(0.05 / w), r5(0.007 / w), 0.02, r5(0.02 / h), "ceramic", ry=r5(0.05 / d),
              thick_y=r5(0.007 / d), phase=0.39),  # its lip
        m.rod((0.0, 0.0), 0.012, (0.01, 0.3), "brass"),  # post
        m.rod((0.0, 0.294), 0.012, (-0.1, 0.1), "brass", axis="x"),  # T bar
        *(m.ball_at((x, 0.0, 0.294), 0.01, "brass") for x in (-0.1, 0.1)),  # finials
        m.rod((0.0, 0.205), 0.008, (-0.07, 0.07), "brass", axis="x"),  # earring bar
        *necklace(-0.058, 0.026, 0.075, 12, 0.0042, "ivory"),  # pearls
        *necklace(0.058, 0.02, 0.058, 10, 0.0022, "brass"),  # chain
        m.ball_at((0.058, 0.0, bar_z - 0.12), (0.008, 0.005, 0.011), "red"),  # its pendant
        *(m.ball_at((x, 0.0, 0.186), (0.004, 0.004, 0.016), "accent")
          for x in (-0.04, -0.025)),  # drop earrings
        *(m.ball_at((x, 0.0, 0.186), (0.004, 0.004, 0.016), "red") for x in (0.025, 0.04)),
        m.rod((-0.03, 0.02), 0.022, (0.012, 0.017), "brass"),  # a ring lying in the dish
        m.ball_at((0.03, -0.025, 0.017), 0.005, "red"),  # a ring's stone
        m.rod((0.03, -0.025), 0.02, (0.012, 0.016), "chrome"),
    )


# --- bath and first aid small things -----------------------------------------------------

def _heating_pad() -> tuple[Part, ...]:
    m = Metres(_HEAT_PAD)
    strips = tuple(m.soft((-0.215, r5(-0.172 + 0.0688 * k), 0.004),
                          (0.115, r5(-0.172 + 0.0688 * (k + 1)), 0.034), "fabric")
                   for k in range(5))  # quilted channels
    return (
        m.box((-0.22, -0.178, 0.0), (0.12, 0.178, 0.012), "fabric"),  # pad
        *strips,
        m.box((0.116, 0.09, 0.0), (0.128, 0.115, 0.01), "paper"),  # label tag
        m.box((0.115, 0.045, 0.0), (0.165, 0.055, 0.01), "cord"),  # cord out to
        m.box((0.158, -0.05, 0.0), (0.168, 0.055, 0.01), "cord"),  # the hand control
        m.soft((0.15, -0.17, 0.0), (0.215, -0.045, 0.03), "appliance"),
        m.box((0.167, -0.1, 0.026), (0.198, -0.06, 0.0305), "screen"),  # its display
        m.box((0.172, -0.09, 0.0305), (0.182, -0.075, 0.032), "glow"),
        m.rod((0.174, -0.135), 0.014, (0.026, 0.033), "red"),  # buttons
        m.rod((0.193, -0.135), 0.014, (0.026, 0.033), "dark_plastic"),
    )


def _ice_pack() -> tuple[Part, ...]:
    m = Metres(_ICE)
    return (
        m.box((-0.1, -0.07, 0.0), (0.1, 0.07, 0.004), "sanitary"),  # sealed rim
        m.soft((-0.092, -0.062, 0.0), (0.092, 0.062, 0.026), "water"),  # gel, in its pouch
        m.soft((-0.089, -0.059, 0.001), (0.089, 0.059, 0.0235), "sanitary"),  # its frosty core
        m.box((-0.055, -0.035, 0.022), (0.055, 0.035, 0.0275), "ivory"),  # label
        m.box((-0.04, -0.012, 0.0265), (0.04, -0.006, 0.028), "dark_plastic"),  # its text
        m.box((-0.04, 0.002, 0.0265), (0.025, 0.008, 0.028), "dark_plastic"),
        m.box((-0.04, 0.016, 0.0265), (-0.02, 0.026, 0.028), "accent"),  # brand mark
    )


def _face_masks() -> tuple[Part, ...]:
    m = Metres(_MASKS)
    return (
        m.box((-0.094, -0.049, 0.0), (0.094, 0.049, 0.086), "paper"),  # carton
        m.box((-0.095, -0.05, 0.0), (0.095, 0.05, 0.028), "accent"),  # printed band
        m.box((-0.075, -0.05, 0.045), (0.02, -0.0485, 0.06), "dark_plastic"),  # name
        m.box((-0.075, -0.05, 0.065), (-0.02, -0.0485, 0.072), "accent"),
        m.cyl((-0.062, -0.026, 0.084), (0.062, 0.026, 0.0875), "dark_plastic"),  # opening
        m.soft((-0.045, -0.008, 0.06), (0.045, 0.008, 0.11), "bedding"),  # a mask pulled up
        *(m.box((-0.046, -0.0095, z), (0.046, 0.0095, z + 0.003), "bedding")
          for z in (0.092, 0.099)),  # its pleats
        m.box((-0.03, -0.0095, 0.105), (0.03, -0.0075, 0.107), "aluminium"),  # nose wire
        *pair(m.box((-0.062, -0.0015, 0.092), (-0.045, 0.0015, 0.095), "ivory")),  # ear loops
        *pair(m.box((-0.062, -0.0015, 0.086), (-0.059, 0.0015, 0.095), "ivory")),
    )


def _chest_freezer() -> tuple[Part, ...]:
    m = Metres(_FREEZER)
    return (
        m.box((-0.52, -0.31, 0.0), (0.52, 0.33, 0.05), "dark_plastic"),  # plinth
        m.box((-0.545, -0.34, 0.04), (0.545, 0.345, 0.775), "appliance"),  # cabinet
        m.box((-0.542, -0.338, 0.765), (0.542, 0.343, 0.782), "dark_plastic"),  # seal
        m.soft((-0.55, -0.345, 0.775), (0.55, 0.35, 0.86), "appliance"),  # lid
        m.box((-0.13, -0.35, 0.79), (0.13, -0.337, 0.815), "dark_plastic"),  # lid handle
        m.rod((0.3, 0.8), 0.016, (-0.35, -0.344), "chrome", axis="y"),  # lock
        m.box((0.3, -0.347, 0.1), (0.48, -0.338, 0.2), "ivory"),  # control panel
        m.rod((0.34, 0.15), 0.04, (-0.35, -0.345), "chrome", axis="y"),  # thermostat dial
        m.rod((0.41, 0.16), 0.012, (-0.35, -0.346), "glow", axis="y"),  # power light
        m.rod((0.445, 0.16), 0.012, (-0.35, -0.346), "red", axis="y"),  # alarm light
        m.box((-0.1, -0.3485, 0.68), (0.1, -0.339, 0.71), "chrome"),  # badge
        *(m.box((0.545, r5(0.08 + 0.04 * k), 0.1), (0.55, r5(0.1 + 0.04 * k), 0.3),
                "dark_plastic") for k in range(6)),  # compressor vents
        *pair(m.box((-0.38, 0.34, 0.74), (-0.3, 0.35, 0.83), "chrome")),  # hinges
    )


def _dustpan() -> tuple[Part, ...]:
    """A dustpan, its hood and handle to the back, a hand brush lying in it."""
    m = Metres(_DUSTPAN)
    x0, x1 = -0.18, 0.1
    return (
        m.box((x0 + 0.005, -0.2, 0.0), (x1 - 0.005, 0.08, 0.006), "red"),  # pan
        m.box((x0 + 0.005, -0.2, 0.0), (x1 - 0.005, -0.185, 0.008), "rubber"),  # lip
        *(m.box((x0, y, 0.0), (x0 + 0.012, 0.08, z), "red")
          for y, z in ((-0.17, 0.025), (-0.09, 0.05), (-0.01, 0.078))),  # left side, sloping
        *(m.box((x1 - 0.012, y, 0.0), (x1, 0.08, z), "red")
          for y, z in ((-0.17, 0.025), (-0.09, 0.05), (-0.01, 0.078))),  # right side
        m.box((x0, 0.062, 0.0), (x1, 0.08, 0.085), "red"),  # back
        m.box((x0, 0.035, 0.072), (x1, 0.08, 0.087), "red"),  # hood
        m.box((-0.065, 0.08, 0.062), (-0.015, 0.2, 0.082), "red"),  # handle
        m.rod((-0.04, 0.18), 0.014, (0.061, 0.083), "dark_plastic"),  # its hanging hole
        m.box((-0.17, -0.158, 0.006), (0.045, -0.092, 0.034), "canvas"),  # brush: bristles
        m.soft((-0.172, -0.152, 0.03), (0.052, -0.098, 0.056), "wood"),  # its back
        m.rod((-0.125, 0.043), 0.024, (0.05, 0.17), "wood", axis="x"),  # its handle
        m.rod((-0.125, 0.043), 0.01, (0.17, 0.18), "cord", axis="x"),  # hanging loop
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- switches, sockets, vents ------------------------------------------------------
    family("light_switch", _SWITCH, "wall_mounted", _light_switch(),
           names=("light switch", "wall switch", "lightswitch", "rocker switch",
                  "light switch plate", "switch plate", "wall light switch"),
           mount_centre=1.2, jitter=0.03),
    family("power_outlet", _OUTLET, "wall_mounted", _power_outlet(),
           names=("power outlet", "wall socket", "electrical outlet", "plug socket",
                  "power socket", "electrical socket", "wall outlet", "electric outlet"),
           mount_centre=0.35, jitter=0.03),
    family("ceiling_vent", _CEILING_VENT, "ceiling", _ceiling_vent(),
           names=("ceiling vent", "ceiling diffuser", "air diffuser", "ac vent",
                  "air conditioning vent", "ceiling air vent", "ceiling grille"), jitter=0.1),
    family("wall_vent", _WALL_VENT, "wall_mounted", _wall_vent(),
           names=("air vent", "wall vent", "vent", "vent grille", "air grille", "air register",
                  "heating vent", "return air grille", "ventilation grille"),
           mount_centre=2.0, jitter=0.1),
    # --- fire safety and building services -------------------------------------------
    family("fire_alarm_pull_station", _PULL, "wall_mounted", _pull_station(),
           names=("fire alarm pull station", "pull station", "fire pull station",
                  "manual call point", "call point", "fire alarm call point",
                  "break glass call point", "fire alarm pull"), mount_centre=1.2, jitter=0.04),
    family("fire_alarm_bell", _BELL, "wall_mounted", _fire_bell(),
           names=("fire alarm bell", "fire bell", "alarm bell", "fire gong", "emergency bell",
                  "wall bell"), mount_centre=2.0, jitter=0.05),
    family("exit_sign", _EXIT, "wall_mounted", _exit_sign(),
           names=("exit sign", "emergency exit sign", "fire exit sign", "exit light",
                  "illuminated exit sign", "lit exit sign"), mount_centre=2.05, jitter=0.05),
    family("fuse_box", _FUSES, "wall_mounted", _fuse_box(),
           names=("fuse box", "breaker box", "breaker panel", "consumer unit",
                  "electrical panel", "circuit breaker panel", "fuse board",
                  "circuit breaker box"), mount_centre=1.6, jitter=0.06),
    family("thermostat", _THERMOSTAT, "wall_mounted", _thermostat(),
           names=("thermostat", "wall thermostat", "room thermostat", "smart thermostat",
                  "heating thermostat"), mount_centre=1.5, jitter=0.04),
    family("security_camera", _CAMERA, "wall_mounted", _security_camera(),
           names=("security camera", "cctv camera", "surveillance camera", "cctv",
                  "bullet camera", "wall camera"), mount_centre=2.0, jitter=0.06),
    family("classical_column", _COLUMN, "floor", _column(),
           names=("column", "classical column", "doric column", "stone column", "greek column",
                  "roman column", "decorative column"), jitter=0.03),
    family("square_pillar", _PILLAR, "floor", _pillar(),
           names=("pillar", "square pillar", "square column", "support pillar",
                  "concrete pillar", "structural column"), jitter=0.03),
    # --- bathroom ----------------------------------------------------------------------
    family("grab_bar", _GRAB, "wall_mounted", _grab_bar(),
           names=("grab bar", "grab rail", "shower grab bar", "safety grab bar", "support rail",
                  "assist bar", "bath grab bar"), mount_centre=0.9, jitter=0.1),
    family("paper_towel_dispenser", _TOWELS, "wall_mounted", _towel_dispenser(),
           names=("paper towel dispenser", "towel dispenser", "hand towel dispenser",
                  "c-fold towel dispenser", "tissue towel dispenser", "wall towel dispenser"),
           mount_centre=1.35, jitter=0.05),
    family("hand_dryer", _DRYER, "wall_mounted", _hand_dryer(),
           names=("hand dryer", "hand drier", "electric hand dryer", "hand blower",
                  "air hand dryer", "wall hand dryer"), mount_centre=1.2, jitter=0.05),
    family("soap_dish", _SOAP, "surface", _soap_dish(),
           names=("soap dish", "soap holder", "soap saver", "soap tray", "bar of soap",
                  "soap bar", "soap"), hosts=SOAP, jitter=0.08),
    family("bathrobe", _ROBE, "wall_mounted", _bathrobe(),
           names=("bathrobe", "bath robe", "dressing gown", "robe", "hanging robe",
                  "terry robe", "housecoat", "spa robe"), mount_centre=1.25, jitter=0.05),
    family("washcloth_stack", _CLOTHS, "surface", _washcloths(),
           names=("washcloth", "wash cloth", "face cloth", "facecloth", "face flannel",
                  "stack of washcloths", "folded washcloths"),
           hosts=(*BATH_SHELF, "bench"), stacks=True, jitter=0.06),
    family("loofah", _PUFF, "surface", _loofah(),
           names=("loofah", "luffa", "shower puff", "bath puff", "bath pouf", "shower pouf",
                  "body puff"), hosts=BATH_SHELF, jitter=0.1),
    family("cotton_swab_jar", _SWABS, "surface", _cotton_swabs(),
           names=("cotton swab jar", "cotton swab", "cotton bud", "q-tip", "cotton bud jar",
                  "swab jar", "cotton swab holder"), hosts=GROOMING, jitter=0.08),
    family("deodorant", _DEODORANT, "surface", _deodorant(),
           names=("deodorant", "antiperspirant", "deodorant stick", "stick deodorant",
                  "roll-on deodorant", "roll-on"), hosts=GROOMING, jitter=0.06),
    # --- windows and walls -------------------------------------------------------------
    family("venetian_blind", _VENETIAN, "wall_mounted", _venetian_blind(),
           names=("venetian blind", "window blind", "slatted blind", "blinds", "mini blind",
                  "slat blind", "horizontal blind"), mount_centre=1.5, jitter=0.1),
    family("roller_blind", _ROLLER, "wall_mounted", _roller_blind(),
           names=("roller blind", "roller shade", "window shade", "pull-down blind",
                  "blackout blind", "roll-up blind", "roman shade", "roman blind"),
           mount_centre=1.55, jitter=0.1),
    family("clothesline", _LINE, "wall_mounted", _clothesline(),
           names=("clothesline", "clothes line", "washing line", "drying line",
                  "laundry line", "line of washing"), mount_centre=1.45, jitter=0.08),
    family("peg_bag", _PEG_BAG, "wall_mounted", _peg_bag(),
           names=("peg bag", "clothespin bag", "clothes peg bag", "bag of clothespins",
                  "clothespin holder", "peg holder"), mount_centre=1.4, jitter=0.06),
    family("tie_rack", _TIES, "wall_mounted", _tie_rack(),
           names=("tie rack", "tie hanger", "tie holder", "necktie rack", "tie organizer",
                  "tie organiser"), mount_centre=1.45, jitter=0.06),
    # --- bedroom, hall and laundry -----------------------------------------------------
    family("lint_roller", _LINT, "surface", _lint_roller(),
           names=("lint roller", "lint brush", "sticky roller", "fluff roller",
                  "pet hair roller", "lint remover"), hosts=LAUNDRY, jitter=0.06),
    family("cord_reel", _REEL, "floor", _cord_reel(),
           names=("extension cord reel", "cable reel", "cord reel", "extension reel",
                  "extension lead reel", "cable drum", "extension cable reel"), jitter=0.06),
    family("charging_stand", _CHARGER, "surface", _charging_stand(),
           names=("charging stand", "phone charger", "wireless charger", "charging dock",
                  "phone stand", "phone dock", "charging station", "phone charging stand"),
           hosts=BEDSIDE, jitter=0.05),
    family("watch_stand", _WATCH, "surface", _watch_stand(),
           names=("watch stand", "watch holder", "watch display stand", "watch display",
                  "watch pillow", "watch box stand"), hosts=JEWELS, jitter=0.05),
    family("jewellery_stand", _JEWELS, "surface", _jewellery_stand(),
           names=("jewelry stand", "jewellery stand", "jewelry tree", "jewellery tree",
                  "necklace stand", "necklace holder", "jewelry holder", "jewellery holder"),
           hosts=JEWELS, jitter=0.06),
    family("heating_pad", _HEAT_PAD, "surface", _heating_pad(),
           names=("heating pad", "heat pad", "electric heating pad", "heated pad",
                  "electric heat pad"), hosts=COMFORT, jitter=0.06),
    family("ice_pack", _ICE, "surface", _ice_pack(),
           names=("ice pack", "cold pack", "gel pack", "gel ice pack", "cool pack",
                  "cold compress", "freezer pack"), hosts=SICKBED, jitter=0.08),
    family("face_mask_box", _MASKS, "surface", _face_masks(),
           names=("face mask box", "box of face masks", "box of masks", "mask box",
                  "surgical mask box", "disposable mask box"), hosts=HALLWAY, jitter=0.05),
    family("chest_freezer", _FREEZER, "wall", _chest_freezer(),
           names=("chest freezer", "deep freezer", "box freezer", "freezer chest",
                  "garage freezer", "chest deep freezer"), surface_frac=1.0, jitter=0.06),
    family("dustpan", _DUSTPAN, "floor", _dustpan(),
           names=("dustpan", "dust pan", "dustpan and brush", "dustpan and brush set",
                  "dustpan set", "dust pan and brush"), near=("broom",), jitter=0.06),
))
