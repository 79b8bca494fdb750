"""Families: small goods of the house, the bar, the bench and the holidays (see base.Family).

Food and sweets (a pineapple with its crown of leaves, a little heap of wrapped sweets and
foil-wrapped chocolates); things that lie about (a pair of work gloves, a waiter's friend
corkscrew, a pair of hair clippers, a round powder compact, a soft pack of wipes with its
flip-top lid); the wall (a felt pennant on its dowel, a ship's wheel with its turned spokes and
handles, a Christmas stocking with its white cuff); the electronics bench (a bench instrument
with its screen, knobs and sockets, a multimeter in its holster); the table and the shelf (a
greeting card standing as a tent, a white architect's model of a few blocks and trees on its
board, a lidded tankard); and the floor (an iron cauldron on three short legs, open so that
things can be put in it, and a three-shelf plant stand with its plants).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one. Round rims (the cauldron's lip, the ship's
wheel) are rings of overlapping beads; a slanted card is a run of boxes stepping up its slope.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, Vec, ring
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.fixtures_extra import GROOMING
from agents.geometry.families.home_goods import PARTY
from agents.geometry.families.household import BAR, HALL
from agents.geometry.families.odds_and_ends import GARDEN_TOPS
from agents.geometry.families.props import BATH, DISPLAY, FOOD, LAB, TOOLS
from agents.geometry.families.studio_shop import MAKEUP
from agents.geometry.families.tableware import KITCHEN_FIRST
from orchestrator.schema.blueprint import Part, box, cylinder

_PINEAPPLE = (0.15, 0.15, 0.3)
_CANDY = (0.12, 0.1, 0.04)
_GLOVES = (0.25, 0.2, 0.04)
_PENNANT = (0.6, 0.02, 0.22)
_WHEEL = (0.7, 0.06, 0.7)
_INSTRUMENT = (0.35, 0.3, 0.18)
_METER = (0.09, 0.18, 0.05)
_OPENER = (0.15, 0.04, 0.02)
_CLIPPERS = (0.06, 0.17, 0.05)
_CARD = (0.15, 0.08, 0.1)
_MODEL = (0.5, 0.4, 0.25)
_COMPACT = (0.08, 0.08, 0.02)
_CAULDRON = (0.6, 0.6, 0.55)
_STOCKING = (0.2, 0.05, 0.45)
_WIPES = (0.2, 0.12, 0.07)
_TANKARD = (0.12, 0.09, 0.15)
_PLANT_STAND = (0.6, 0.35, 0.9)

SWEETS = ("coffee_table", "side_table", "reception_desk", "checkout_counter", "desk",
          "dining_table", "nightstand", "display_counter", "sideboard")
BENCH = hosts_of(LAB, ("workbench", "desk"), TOOLS)
CARDS = hosts_of(("dining_table", "fireplace"), PARTY, ("reception_desk",))
BABY = hosts_of(("changing_table",), BATH, ("nightstand", "side_table", "counter"))
PUB = hosts_of(("bar_counter", "bar_table"), BAR, ("wall_shelf", "bookshelf"))

# the cauldron's inner floor (the top of the disc over its belly) and its mouth's radius
_CAULDRON_FLOOR = 0.4
_CAULDRON_MOUTH = 0.185
# the plant stand's boards' tops, in metres
_TIERS = (0.2, 0.55, 0.9)


HOOK_RAIL_HOOKS = (-0.4, -0.2, 0.0, 0.2, 0.4)  # its hooks along its board, fractions of width


def _hook_rail() -> tuple[Part, ...]:
    """A board of coat hooks screwed to the wall, each hook shaped as a wall hook's."""
    return (
        box((-0.5, 0.3, 0.0), (0.5, 0.5, 1.0), "wood"),  # the board
        *(part for x in HOOK_RAIL_HOOKS for part in (
            cylinder((x - 0.015, -0.35, 0.45), (x + 0.015, 0.3, 0.62), "brass", axis="y"),
            cylinder((x - 0.015, -0.5, 0.45), (x + 0.015, -0.3, 0.85), "brass"),
            cylinder((x - 0.017, -0.5, 0.82), (x + 0.017, -0.28, 0.95), "brass"))),
    )


def _at(m: Metres, c: Vec, r: Vec | float, slot: str) -> Part:
    """A ball (an ellipsoid) centred at `c` (metres)."""
    return m.ball_at(c, r, slot)


# --- food and sweets ---------------------------------------------------------------------------

def _pineapple() -> tuple[Part, ...]:
    """A pineapple: the oval fruit quilted with rows of low eyes round it, a rosette of short
    leaves on top and a spiky crown of taller leaves standing up from it."""
    m = Metres(_PINEAPPLE)
    rx, rz, cz = 0.062, 0.1, 0.1
    eyes: list[Part] = []
    for row, z in enumerate((0.045, 0.08, 0.115, 0.15)):
        r = rx * math.sqrt(1 - ((z - cz) / rz) ** 2) - 0.007
        for k in range(7):
            a = 2 * math.pi * (k + 0.5 * (row % 2)) / 7
            eyes.append(_at(m, (r * math.cos(a), r * math.sin(a), z), (0.016, 0.016, 0.019),
                            "canvas"))
    crown: list[Part] = []
    for n, r, d, tops in ((4, 0.016, 0.016, (0.29, 0.275, 0.285, 0.27)),
                          (7, 0.036, 0.02, (0.255, 0.24, 0.25, 0.235, 0.26, 0.245, 0.25))):
        for k in range(n):  # two rings of leaves round the middle one, the outer ones shorter
            a = 2 * math.pi * k / n + 0.3
            x, y = r * math.cos(a), r * math.sin(a)
            crown.append(m.cone((x - d / 2, y - d / 2, 0.195), (x + d / 2, y + d / 2, tops[k]),
                                "foliage", taper=0.0))
    return (
        _at(m, (0.0, 0.0, cz), (rx, rx, rz), "food"),  # the fruit
        *eyes,
        m.cone((-0.034, -0.034, 0.185), (0.034, 0.034, 0.215), "foliage", taper=0.4),  # rosette
        m.cone((-0.012, -0.012, 0.2), (0.012, 0.012, 0.3), "foliage", taper=0.0),
        *crown,
    )


def _sweet(m: Metres, c: Vec, along: str, slot: str, r: float = 0.009) -> tuple[Part, ...]:
    """A wrapped sweet lying along x or y: the round middle and the two twisted ends of its
    wrapper fanning out."""
    half, fan = 0.011, 0.011
    if along == "x":
        return (_at(m, c, (half, r, r), slot),
                *(_at(m, (c[0] + s * (half + 0.005), c[1], c[2]), (0.005, fan, r), slot)
                  for s in (-1, 1)))
    return (_at(m, c, (r, half, r), slot),
            *(_at(m, (c[0], c[1] + s * (half + 0.005), c[2]), (fan, 0.005, r), slot)
              for s in (-1, 1)))


def _candy() -> tuple[Part, ...]:
    """A little heap of wrapped sweets in bright wrappers, two foil-wrapped chocolates among
    them and two more sweets on top."""
    m = Metres(_CANDY)
    return (
        *_sweet(m, (-0.03, -0.025, 0.009), "x", "red"),
        *_sweet(m, (0.028, -0.028, 0.009), "x", "accent"),
        *_sweet(m, (-0.034, 0.02, 0.009), "y", "ivory"),
        *_sweet(m, (0.03, 0.026, 0.009), "x", "toy_lid"),
        _at(m, (-0.006, 0.036, 0.011), 0.011, "brass"),  # foil-wrapped chocolates
        _at(m, (0.047, -0.002, 0.011), (0.011, 0.01, 0.011), "brass"),
        *_sweet(m, (-0.002, -0.004, 0.03), "y", "red", r=0.01),  # on top
        *_sweet(m, (0.026, 0.0, 0.026), "x", "ivory"),
    )


# --- things that lie about ---------------------------------------------------------------------

def _gloves() -> tuple[Part, ...]:
    """A pair of work gloves lying palm down side by side, fingers away, thumbs in: the cuffs,
    the canvas backs with a leather strap over the knuckles, four fingers and the thumb."""
    m = Metres(_GLOVES)
    fingers = ((-0.108, 0.046), (-0.087, 0.06), (-0.066, 0.066), (-0.045, 0.058))  # x, length
    left = (
        m.soft((-0.114, -0.1, 0.0), (-0.03, -0.064, 0.028), "accent"),  # cuff
        m.soft((-0.11, -0.068, 0.0), (-0.032, 0.022, 0.02), "canvas"),  # back of the hand
        m.box((-0.108, -0.002, 0.0), (-0.034, 0.014, 0.022), "wood_alt"),  # knuckle strap
        *(m.soft((x, 0.01, 0.001), (x + 0.017, 0.01 + n, 0.016), "canvas")
          for x, n in fingers),
        *(m.soft((x, n - 0.006, 0.0015), (x + 0.017, 0.01 + n, 0.0165), "wood_alt")
          for x, n in fingers),  # leather fingertips
        m.soft((-0.042, -0.05, 0.001), (-0.016, -0.008, 0.015), "canvas"),  # thumb
        m.soft((-0.024, -0.022, 0.001), (-0.004, 0.016, 0.014), "wood_alt"),  # its tip
    )
    return tuple(q for p in left for q in pair(p))


def _opener() -> tuple[Part, ...]:
    """A waiter's friend lying closed but for its worm: the wooden handle between chrome
    bolsters, the lever with its bottle-cap hook along one side, the hinge and the spiral
    worm folded out beyond the end."""
    m = Metres(_OPENER)
    worm = tuple(_at(m, (0.034 + 0.0068 * k, -0.004 + (0.003 if k % 2 else -0.003), 0.007),
                     0.0036, "chrome") for k in range(6))
    return (
        m.soft((-0.068, -0.014, 0.0), (0.02, 0.006, 0.016), "wood"),  # handle
        m.box((-0.075, -0.015, 0.001), (-0.064, 0.007, 0.015), "chrome"),  # bolsters
        m.box((0.017, -0.015, 0.001), (0.028, 0.007, 0.015), "chrome"),
        m.box((-0.06, 0.006, 0.002), (0.02, 0.014, 0.008), "chrome"),  # lever
        m.box((-0.068, 0.006, 0.002), (-0.058, 0.02, 0.008), "chrome"),  # its hook
        m.rod((0.026, 0.008), 0.009, (-0.016, 0.016), "chrome", axis="y"),  # hinge
        *worm,
    )


def _clippers() -> tuple[Part, ...]:
    """Hair clippers lying flat, blade forward: the body rounded at the back, a coloured grip
    panel with its switch, and the chrome blade head with its comb of teeth."""
    m = Metres(_CLIPPERS)
    return (
        m.soft((-0.027, -0.062, 0.0), (0.027, 0.07, 0.036), "dark_plastic"),  # body
        _at(m, (0.0, 0.066, 0.018), (0.024, 0.018, 0.018), "dark_plastic"),  # rounded back
        m.soft((-0.02, -0.04, 0.026), (0.02, 0.055, 0.04), "accent"),  # grip panel
        m.box((-0.006, -0.01, 0.036), (0.006, 0.01, 0.045), "chrome"),  # switch
        m.box((-0.03, -0.078, 0.004), (0.03, -0.056, 0.03), "chrome"),  # blade head
        *(m.box((x, -0.085, 0.008), (x + 0.005, -0.076, 0.026), "chrome")
          for x in (-0.0275, -0.0165, -0.0055, 0.0055, 0.0165, 0.0225)),  # teeth
    )


def _compact() -> tuple[Part, ...]:
    """A round powder compact, closed: the base, the seam, the domed lid with an enamel
    roundel, the hinge at the back and the clasp at the front."""
    m = Metres(_COMPACT)
    return (
        m.rod((0.0, 0.0), 0.076, (0.0, 0.009), "brass"),  # base
        m.rod((0.0, 0.0), 0.073, (0.008, 0.0105), "dark_plastic"),  # the seam
        m.rod((0.0, 0.0), 0.08, (0.0095, 0.016), "brass"),  # lid
        m.cone((-0.038, -0.038, 0.0155), (0.038, 0.038, 0.0185), "brass", taper=0.7),
        m.rod((0.0, 0.0), 0.034, (0.018, 0.02), "red"),  # enamel roundel
        m.rod((0.036, 0.009), 0.006, (-0.011, 0.011), "brass", axis="x"),  # hinge
        m.box((-0.006, -0.04, 0.006), (0.006, -0.036, 0.0135), "chrome"),  # clasp
    )


def _wipes() -> tuple[Part, ...]:
    """A soft pack of wet wipes: the pillowy pack, its printed band and the flip-top lid."""
    m = Metres(_WIPES)
    return (
        m.soft((-0.1, -0.057, 0.0), (0.1, 0.057, 0.056), "ivory"),  # pack
        m.soft((-0.088, -0.048, 0.01), (0.088, 0.048, 0.064), "ivory"),  # its pillowy top
        m.box((-0.072, -0.059, 0.012), (0.072, -0.055, 0.042), "accent"),  # printed band
        m.box((-0.02, -0.06, 0.02), (0.02, -0.058, 0.034), "red"),  # its logo
        m.soft((-0.046, -0.03, 0.058), (0.046, 0.03, 0.07), "accent"),  # flip-top lid
        m.box((-0.03, 0.026, 0.056), (0.03, 0.034, 0.066), "accent"),  # its hinge
    )


# --- the wall ----------------------------------------------------------------------------------

def _pennant() -> tuple[Part, ...]:
    """A felt pennant on a wooden dowel: the white hoist band, the long triangle (a flat
    cone pointing right) and a team's name in felt letters along it."""
    m = Metres(_PENNANT)
    letters = ((-0.19, 0.022), (-0.15, 0.021), (-0.11, 0.02), (-0.07, 0.018), (-0.03, 0.016))
    return (
        m.rod((-0.29, 0.0), 0.014, (0.0, 0.22), "wood"),  # dowel
        m((-0.285, -0.008, 0.01), (-0.225, 0.008, 0.21), "ivory"),  # hoist band
        m.cone((-0.23, -0.007, 0.01), (0.3, 0.007, 0.21), "red", taper=0.0, axis="x"),  # felt
        *(m((x, -0.0098, 0.11 - h), (x + 0.03, -0.005, 0.11 + h), "ivory")
          for x, h in letters),
    )


def _ships_wheel() -> tuple[Part, ...]:
    """A ship's wheel for the wall: the rim (a ring of beads), the hub with its brass cap,
    eight spokes (the upright and level ones straight rods, the slanted ones turned beads)
    and a turned handle beyond the rim on each."""
    m = Metres(_WHEEL)
    cz, rim = 0.35, 0.21
    beads = tuple(_at(m, (rim * math.cos(a), 0.0, cz + rim * math.sin(a)),
                      (0.03 + 0.012 * abs(math.sin(a)), 0.02, 0.03 + 0.012 * abs(math.cos(a))),
                      "wood")  # each longer along the rim than across it
                  for a in (2 * math.pi * k / 20 for k in range(20)))
    handles = tuple(_at(m, (0.295 * c, 0.0, cz + 0.295 * s), (0.035 if c else 0.018, 0.018,
                                                             0.035 if s else 0.018), "wood")
                    for c, s in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    slanted: list[Part] = []
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        c, s = math.cos(a), math.sin(a)
        slanted += [_at(m, (r * c, 0.0, cz + r * s), 0.022, "wood") for r in (0.085, 0.125, 0.165)]
        slanted.append(_at(m, (0.28 * c, 0.0, cz + 0.28 * s), (0.028, 0.02, 0.028), "wood"))
    return (
        *beads,
        m.rod((0.0, cz), 0.024, (-0.27, 0.27), "wood", axis="x"),  # the level spoke
        m.rod((0.0, 0.0), 0.024, (cz - 0.27, cz + 0.27), "wood"),  # the upright one
        *handles, *slanted,
        m.rod((0.0, cz), 0.1, (-0.024, 0.028), "wood_alt", axis="y"),  # hub
        m.rod((0.0, cz), 0.05, (-0.03, -0.02), "brass", axis="y"),  # its cap
    )


def _stocking() -> tuple[Part, ...]:
    """A Christmas stocking hung on the wall: the leg and the foot with its toe to the right,
    heel and toe patches, the fluffy white cuff, a felt tree with its star and a few snowy
    dots."""
    m = Metres(_STOCKING)
    return (
        m.soft((-0.09, -0.02, 0.1), (0.03, 0.025, 0.37), "red"),  # leg
        m.soft((-0.09, -0.02, 0.0), (0.075, 0.025, 0.13), "red"),  # foot
        _at(m, (0.066, 0.0025, 0.065), (0.034, 0.0225, 0.065), "accent"),  # toe
        _at(m, (-0.058, 0.0025, 0.068), (0.036, 0.0225, 0.068), "accent"),  # heel
        m.soft((-0.1, -0.025, 0.34), (0.04, 0.025, 0.45), "ivory"),  # cuff
        m.cone((-0.058, -0.0235, 0.2), (0.002, -0.019, 0.31), "foliage", taper=0.0),  # a tree
        m.box((-0.033, -0.022, 0.185), (-0.023, -0.019, 0.2), "wood"),  # its trunk
        _at(m, (-0.028, -0.0215, 0.31), (0.007, 0.002, 0.007), "brass"),  # its star
        *(_at(m, (x, -0.0195, z), (0.007, 0.004, 0.007), "ivory")
          for x, z in ((-0.066, 0.31), (0.012, 0.18), (-0.07, 0.17))),  # snowy dots
    )


# --- the electronics bench ---------------------------------------------------------------------

def _instrument() -> tuple[Part, ...]:
    """A bench instrument (an oscilloscope, a power supply): the cased body on rubber feet,
    the dark front panel with its screen showing a trace, a row of buttons, a block of knobs
    and the sockets along the bottom."""
    m = Metres(_INSTRUMENT)
    trace = ((-0.13, 0.1, -0.085, 0.104), (-0.089, 0.1, -0.085, 0.135),
             (-0.089, 0.131, -0.04, 0.135), (-0.044, 0.1, -0.04, 0.135),
             (-0.044, 0.1, 0.005, 0.104))  # x0, z0, x1, z1: a square wave
    knobs = ((0.07, 0.135, 0.026, "ivory"), (0.125, 0.135, 0.026, "ivory"),
             (0.07, 0.09, 0.02, "ivory"), (0.125, 0.09, 0.02, "red"))
    return (
        *(m.box((x - 0.015, y - 0.015, 0.0), (x + 0.015, y + 0.015, 0.01), "rubber")
          for x in (-0.14, 0.14) for y in (-0.11, 0.12)),  # feet
        m.soft((-0.175, -0.13, 0.008), (0.175, 0.15, 0.18), "appliance"),  # case
        m.box((-0.165, -0.142, 0.016), (0.165, -0.128, 0.172), "dark_plastic"),  # front panel
        m.box((-0.15, -0.147, 0.06), (0.025, -0.14, 0.16), "screen"),
        *(m.box((x0, -0.15, z0), (x1, -0.146, z1), "accent") for x0, z0, x1, z1 in trace),
        *(m.box((x, -0.147, 0.028), (x + 0.026, -0.14, 0.042), "ivory")
          for x in (-0.15, -0.11, -0.07, -0.03)),  # buttons
        *(m.rod((x, z), d, (-0.15, -0.141), slot, axis="y") for x, z, d, slot in knobs),
        *(m.rod((x, 0.04), 0.014, (-0.15, -0.141), "chrome", axis="y")
          for x in (0.06, 0.097, 0.134)),  # sockets
    )


def _multimeter() -> tuple[Part, ...]:
    """A multimeter lying on its back: the rubber holster, the dark face with its display at
    the top, a row of buttons, the big rotary dial and three sockets at the bottom."""
    m = Metres(_METER)
    return (
        m.soft((-0.045, -0.09, 0.0), (0.045, 0.09, 0.04), "accent"),  # holster
        m.box((-0.036, -0.08, 0.03), (0.036, 0.08, 0.042), "dark_plastic"),  # face
        m.box((-0.03, 0.036, 0.04), (0.03, 0.073, 0.0445), "screen"),  # display
        *(m.box((x, 0.021, 0.041), (x + 0.011, 0.029, 0.045), "ivory")
          for x in (-0.03, -0.0145, 0.001, 0.0165)),  # buttons
        m.rod((0.0, -0.008), 0.05, (0.041, 0.0435), "ivory"),  # the dial's scale
        m.rod((0.0, -0.008), 0.036, (0.042, 0.048), "dark_plastic"),  # the dial
        m.box((-0.0025, -0.026, 0.047), (0.0025, 0.008, 0.05), "ivory"),  # its pointer
        *(m.rod((x, -0.064), 0.01, (0.041, 0.045), slot)
          for x, slot in ((-0.022, "red"), (0.0, "chrome"), (0.022, "chrome"))),  # sockets
    )


# --- the table and the shelf -------------------------------------------------------------------

def _card() -> tuple[Part, ...]:
    """A greeting card standing as a tent: two panels leaning together (each a run of boxes
    stepping up its slope), the fold along the top, and a picture with a red heart on the
    front."""
    m = Metres(_CARD)
    n, foot, top, t = 6, 0.036, 0.1, 0.0025

    def y_at(z: float, side: int) -> float:  # the panel's middle at height z
        return side * foot * (1 - z / top)

    parts: list[Part] = []
    for side in (-1, 1):
        for k in range(n):
            za, zb = top * k / n, top * (k + 1) / n
            ya, yb = sorted((y_at(za, side), y_at(zb, side)))
            parts.append(m((-0.07, ya - t / 2, za), (0.07, yb + t / 2, zb), "paper"))
            if side < 0 and 1 <= k <= 3:  # the picture, over the front panel's middle
                parts.append(m((-0.05, ya - t / 2 - 0.0012, za), (0.05, ya - t / 2 + 0.001, zb),
                               "accent"))
    za, zb = top * 2 / n, top * 3 / n  # the heart, on the picture's middle step
    front = y_at(za, -1) - t / 2 - 0.0012
    return (
        *parts,
        m.rod((0.0, top - 0.002), 0.004, (-0.07, 0.07), "paper", axis="x"),  # the fold
        _at(m, (0.0, front - 0.0004, (za + zb) / 2), (0.011, 0.0014, 0.0075), "red"),  # heart
    )


def _scale_model() -> tuple[Part, ...]:
    """An architect's white model on its board: a road and a lawn, a tower with window bands,
    a long low block with a ribbon window, a gabled house, a round pavilion and a few trees
    (balls on sticks)."""
    m = Metres(_MODEL)
    trees = ((0.09, -0.09), (0.2, -0.1), (0.2, 0.01), (-0.23, 0.15))
    return (
        m.box((-0.25, -0.2, 0.0), (0.25, 0.2, 0.02), "wood"),  # board
        m.box((-0.24, -0.19, 0.02), (0.24, -0.135, 0.024), "stone"),  # road
        m.box((0.05, -0.125, 0.02), (0.24, 0.05, 0.023), "foliage"),  # lawn
        m.box((-0.2, -0.06, 0.02), (-0.1, 0.07, 0.25), "ivory"),  # tower
        *(m.box((-0.19, -0.0625, z), (-0.11, -0.059, z + 0.018), "glass")
          for z in (0.08, 0.14, 0.2)),  # its window bands
        m.box((-0.09, 0.0, 0.02), (0.12, 0.16, 0.1), "ivory"),  # long block
        m.box((-0.08, -0.0025, 0.05), (0.11, 0.001, 0.07), "glass"),  # its ribbon window
        m.box((0.13, 0.07, 0.02), (0.22, 0.17, 0.08), "ivory"),  # house
        *(m.box((0.125, 0.07 + d, 0.08 + i * 0.014), (0.225, 0.17 - d, 0.094 + i * 0.014),
                "ivory") for i, d in enumerate((0.0, 0.02, 0.038))),  # its gabled roof
        m.rod((-0.03, -0.075), 0.07, (0.02, 0.065), "ivory"),  # pavilion
        m.rod((-0.03, -0.075), 0.086, (0.065, 0.072), "ivory"),  # its flat roof
        *(m.rod((x, y), 0.005, (0.02, 0.055), "wood_alt") for x, y in trees),
        *(_at(m, (x, y, 0.065), 0.018, "foliage") for x, y in trees),
    )


def _tankard() -> tuple[Part, ...]:
    """A lidded pewter tankard: a footed body tapering a little, two bands, the hinged lid
    with its dome and knob, the thumb lift and the C-shaped handle."""
    m = Metres(_TANKARD)
    cx = -0.015
    return (
        m.rod((cx, 0.0), 0.09, (0.0, 0.012), "aluminium"),  # foot
        m.cone((cx - 0.042, -0.042, 0.01), (cx + 0.042, 0.042, 0.125), "aluminium",
               taper=0.92),  # body
        m.rod((cx, 0.0), 0.087, (0.025, 0.034), "chrome"),  # bands
        m.rod((cx, 0.0), 0.082, (0.1, 0.108), "chrome"),
        m.rod((cx, 0.0), 0.088, (0.124, 0.132), "aluminium"),  # lid
        m.cone((cx - 0.038, -0.038, 0.131), (cx + 0.038, 0.038, 0.143), "aluminium",
               taper=0.45),
        _at(m, (cx, 0.0, 0.145), 0.005, "aluminium"),  # knob
        m.box((0.02, -0.007, 0.126), (0.046, 0.007, 0.135), "aluminium"),  # hinge arm
        _at(m, (0.048, 0.0, 0.141), (0.009, 0.008, 0.009), "aluminium"),  # thumb lift
        m.box((0.022, -0.007, 0.1), (0.056, 0.007, 0.112), "aluminium"),  # handle
        m.box((0.045, -0.0065, 0.032), (0.06, 0.0065, 0.112), "aluminium"),
        m.box((0.022, -0.007, 0.032), (0.056, 0.007, 0.043), "aluminium"),
    )


# --- the floor ---------------------------------------------------------------------------------

def _cauldron() -> tuple[Part, ...]:
    """An iron cauldron on three short legs: the round belly, its shoulder (a cone whose flat
    top is the inner floor), the thick rolled lip round the mouth (a ring of close-set beads)
    and a lug either side."""
    m = Metres(_CAULDRON)
    w, _, h = _CAULDRON
    legs = []
    for k in range(3):
        a = math.pi / 2 + 2 * math.pi * k / 3  # one at the back, two at the front
        legs.append(m.rod((0.17 * math.cos(a), 0.17 * math.sin(a)), 0.055, (0.0, 0.16),
                          "dark_plastic"))
    lip_t = 0.04
    lip_r = _CAULDRON_MOUTH + lip_t
    return (
        *legs,
        _at(m, (0.0, 0.0, 0.245), (0.295, 0.295, 0.15), "dark_plastic"),  # belly
        m.cone((-0.295, -0.295, 0.245), (0.295, 0.295, _CAULDRON_FLOOR), "dark_plastic",
               taper=0.83),  # shoulder
        *ring(36, round(lip_r / w, 5), round(lip_t / w, 5), round(_CAULDRON_FLOOR / h, 5), 1.0,
              "dark_plastic"),  # lip
        *pair(m.rod((-0.272, 0.405), 0.05, (-0.02, 0.02), "dark_plastic", axis="y")),  # lugs
    )


def _cauldron_brew() -> tuple[Part, ...]:
    """What bubbles in it while nothing else is put in."""
    m = Metres(_CAULDRON)
    return (
        m.rod((0.0, 0.0), 0.4, (0.47, 0.482), "water"),
        _at(m, (0.06, -0.05, 0.484), 0.02, "water"),
        _at(m, (-0.07, 0.04, 0.482), 0.015, "water"),
    )


def _plant_stand() -> tuple[Part, ...]:
    """A three-shelf plant stand: four black metal legs on little feet, three wooden boards
    and a rail under the front and back of each board."""
    m = Metres(_PLANT_STAND)
    corners = [(x, y) for x in (-0.28, 0.28) for y in (-0.155, 0.155)]
    return (
        *(m.rod((x, y), 0.025, (0.0, 0.9), "metal") for x, y in corners),  # legs
        *(_at(m, (x, y, 0.006), (0.016, 0.016, 0.006), "rubber") for x, y in corners),
        *(m.box((-0.3, -0.175, z - 0.022), (0.3, 0.175, z), "wood") for z in _TIERS),
        *(m.box((-0.27, y - 0.006, z - 0.06), (0.27, y + 0.006, z - 0.022), "metal")
          for z in _TIERS for y in (-0.155, 0.155)),  # rails
    )


def _plants() -> tuple[Part, ...]:
    """Its own plants while nothing else is stood on it: two pots on the bottom board and two
    on the middle one (a plant on the top board would stand out of its box)."""
    m = Metres(_PLANT_STAND)
    pots = ((-0.15, 0.2, 0.12, 0.11), (0.14, 0.2, 0.14, 0.13), (0.0, 0.55, 0.13, 0.12),
            (0.19, 0.55, 0.09, 0.08))  # x, board, pot across and high (the top is left free)
    parts: list[Part] = []
    for x, z, d, hgt in pots:
        parts.append(m.rod((x, 0.0), d, (z, z + hgt), "ceramic"))
        parts.append(_at(m, (x, 0.0, z + hgt + 0.045), (0.7 * d, 0.6 * d, 0.06), "foliage"))
    return tuple(parts)


FAMILIES: tuple[Family, ...] = tidy((
    # --- food and sweets -----------------------------------------------------------------
    family("pineapple", _PINEAPPLE, "surface", _pineapple(),
           names=("pineapple", "whole pineapple"),
           hosts=hosts_of(FOOD, KITCHEN_FIRST, ("side_table",)), jitter=0.08),
    family("wrapped_candy", _CANDY, "surface", _candy(),
           names=("candy", "wrapped candy", "sweets", "bonbon", "toffee", "hard candy",
                  "chocolates", "box of chocolates"),  # not "chocolate": "chocolate brown"
           hosts=SWEETS, jitter=0.12),
    # --- things that lie about -----------------------------------------------------------
    family("work_gloves", _GLOVES, "surface", _gloves(),
           names=("gloves", "glove", "pair of gloves", "work gloves", "gardening gloves",
                  "leather gloves", "rubber gloves"),
           hosts=hosts_of(TOOLS, GARDEN_TOPS, HALL), jitter=0.12),
    family("bottle_opener", _OPENER, "surface", _opener(),
           names=("bottle opener", "corkscrew", "wine opener", "can opener", "waiter's friend"),
           hosts=hosts_of(BAR, KITCHEN_FIRST), jitter=0.12),
    family("hair_clippers", _CLIPPERS, "surface", _clippers(),
           names=("hair clippers", "clippers", "beard trimmer", "electric clippers",
                  "hair trimmer"), hosts=hosts_of(GROOMING, BATH), jitter=0.1),
    family("powder_compact", _COMPACT, "surface", _compact(),
           names=("powder compact", "compact mirror", "makeup compact"),  # "compact": a size word
           hosts=hosts_of(MAKEUP, GROOMING), jitter=0.12),
    family("wipes_pack", _WIPES, "surface", _wipes(),
           names=("wipes", "baby wipes", "wet wipes", "pack of wipes", "wipes box"),
           hosts=BABY, jitter=0.1),
    # --- the wall ----------------------------------------------------------------------
    family("pennant", _PENNANT, "wall_mounted", _pennant(),
           names=("pennant", "team pennant", "felt pennant", "sports pennant"),
           mount_centre=1.7, jitter=0.05),
    family("ships_wheel", _WHEEL, "wall_mounted", _ships_wheel(),
           names=("ship's wheel", "ships wheel", "helm wheel", "boat wheel", "nautical wheel"),
           mount_centre=1.5, jitter=0.04),
    family("wall_hook", (0.06, 0.1, 0.13), "wall_mounted", (
        box((-0.5, 0.3, 0.0), (0.5, 0.5, 1.0), "wood"),  # the plate screwed to the wall
        cylinder((-0.2, -0.35, 0.45), (0.2, 0.3, 0.62), "brass", axis="y"),  # the arm
        cylinder((-0.2, -0.5, 0.45), (0.2, -0.3, 0.85), "brass"),  # turned up at its end
        cylinder((-0.22, -0.5, 0.82), (0.22, -0.28, 0.95), "brass"),  # the knob on its tip
    ), names=("coat hook", "wall hook", "robe hook", "towel hook", "hat hook", "key hook",
              "coat peg", "wall peg", "hook"), mount_centre=1.65, jitter=0.05),
    family("hook_rail", (0.9, 0.1, 0.16), "wall_mounted", _hook_rail(),
           names=("hook rail", "coat hook rail", "peg rail", "hook rack", "coat hook rack",
                  "wall coat rack", "row of hooks", "row of coat hooks", "coat rail",
                  "wall mounted coat rack", "coat hanger rail"),
           mount_centre=1.6, jitter=0.05),
    family("christmas_stocking", _STOCKING, "wall_mounted", _stocking(),
           names=("stocking", "christmas stocking", "holiday stocking"),
           mount_centre=1.0, near=("fireplace",), jitter=0.05),
    # --- the electronics bench -----------------------------------------------------------
    family("bench_instrument", _INSTRUMENT, "surface", _instrument(),
           names=("oscilloscope", "power supply", "bench power supply", "signal generator",
                  "soldering station", "solder station", "soldering iron station",
                  "function generator", "spectrum analyzer", "lab instrument",
                  "test instrument"), hosts=BENCH, jitter=0.05),
    family("multimeter", _METER, "surface", _multimeter(),
           names=("multimeter", "digital multimeter", "voltmeter", "voltage tester"),
           hosts=hosts_of(TOOLS, LAB), jitter=0.1),
    # --- the table and the shelf ---------------------------------------------------------
    family("greeting_card", _CARD, "surface", _card(),
           names=("greeting card", "welcome card", "note card", "place card", "birthday card",
                  "tent card", "card"), hosts=CARDS, jitter=0.1),
    family("scale_model", _MODEL, "surface", _scale_model(),
           names=("architectural model", "scale model", "building model", "model house",
                  "maquette", "architecture model"),
           hosts=hosts_of(DISPLAY, ("conference_table", "desk")), jitter=0.04),
    family("tankard", _TANKARD, "surface", _tankard(),
           names=("tankard", "beer stein", "stein", "pewter tankard", "beer tankard"),
           hosts=PUB, jitter=0.08),
    # --- the floor -----------------------------------------------------------------------
    family("cauldron", _CAULDRON, "floor", _cauldron(), contents=_cauldron_brew(),
           names=("cauldron", "witch's cauldron", "iron cauldron"),
           interior=round(_CAULDRON_FLOOR / _CAULDRON[2], 4),
           rim=round(0.5 - _CAULDRON_MOUTH / _CAULDRON[0] / math.sqrt(2), 3),
           near=("fireplace",), jitter=0.05),
    family("plant_stand", _PLANT_STAND, "floor", _plant_stand(), contents=_plants(),
           names=("plant stand", "tiered plant stand", "plant shelf", "flower stand",
                  "plant ladder"),
           surface_frac=1.0,
           shelves=tuple(round(z / _PLANT_STAND[2], 4) for z in _TIERS[:-1]), jitter=0.04),
))
