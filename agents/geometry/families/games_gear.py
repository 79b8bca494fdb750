"""Families: games and gear, small things of the home and the shop (see base.Family).

The games table (a pair of dice, a deck of playing cards with a few dealt beside it, a wind-up
timer, a ping-pong paddle, a pool cue lying on its side, a pair of boxing gloves); the workshop
(a hand plane, an F-clamp lying flat, a plank standing in a corner); the playroom and the
bedroom (a princess crown, a bow hair clip, a glow star stuck to the ceiling, a desktop orrery,
a toy kitchen, a loft bed with the room for a desk under it); the kitchen and the table (a
bottle of lotion, a pizza peel, a lidded soup tureen with its ladle, a plate of cookies); the
office and the shop (a desk nameplate, a fitting-room booth with its curtain drawn back, a
folded shirt, a photographer's paper backdrop on two stands).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one; slanted legs and handles are runs of short
boxes stepping along the slope (`_slope`), the backdrop's sweep onto the floor a run of short
boxes on a quarter circle (`_sweep`).

The loft bed's deck rests on rails whose undersides are `LOFT_CLEARANCE` of its height above
the floor (1.45 m of its default 2.0 m): nothing but its four corner posts stands below that,
so a desk or a chair fits under it.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, r5, slope
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.fixtures_extra import GROOMING, JEWELS
from agents.geometry.families.hobby import OFFICE
from agents.geometry.families.home_goods import FEAST, GAMES
from agents.geometry.families.home_misc import CURIO, STUDY, TOYS
from agents.geometry.families.outdoor_play import SPORT
from agents.geometry.families.props import BATH, DESK, FOOD, KITCHEN, LIVING, TOOLS
from orchestrator.schema.blueprint import Part

_DICE = (0.045, 0.032, 0.016)
_CARDS = (0.16, 0.095, 0.0175)
_TIMER = (0.07, 0.07, 0.058)
_PLANE = (0.3, 0.065, 0.16)
_CLAMP = (0.32, 0.12, 0.03)
_PLANK = (0.2, 0.03, 1.8)
_PADDLE = (0.152, 0.26, 0.024)
_CUE = (0.03, 1.47, 0.03)
_GLOVES = (0.3, 0.3, 0.15)
_CROWN = (0.13, 0.13, 0.085)
_CLIP = (0.085, 0.04, 0.022)
_STAR = (0.16, 0.16, 0.006)
_ORRERY = (0.4, 0.4, 0.3)
_TOY_KITCHEN = (0.9, 0.35, 0.9)
_LOTION = (0.07, 0.045, 0.19)
_PEEL = (0.36, 0.72, 0.0225)
_TUREEN = (0.34, 0.22, 0.25)
_NAMEPLATE = (0.22, 0.055, 0.07)
_FITTING = (1.2, 1.2, 2.1)
_COOKIES = (0.22, 0.22, 0.04)
_BACKDROP = (2.4, 0.6, 2.4)
_SHIRT = (0.232, 0.33, 0.05)
_LOFT = (1.05, 2.05, 2.0)

_LOFT_DECK = 1.45  # metres: the underside of the loft bed's deck rails
# the clear height under the loft bed's deck, as a fraction of its height (a desk fits below)
LOFT_CLEARANCE = r5(_LOFT_DECK / _LOFT[2])
LOFT_UNDERSIDE = LOFT_CLEARANCE  # the same fraction, by the name of what it measures
LOFT_CLEARANCE_M = _LOFT_DECK  # ... and in metres at the default size


# --- the games table ---------------------------------------------------------------------------

def _dice() -> tuple[Part, ...]:
    """A pair of dice, a red one and a white one, showing five and three on top; their pips
    are shallow dots on the faces that can be seen."""
    m = Metres(_DICE)
    s, o = 0.0155, 0.0036  # a die's side, a pip's offset from a face's middle
    parts: list[Part] = []
    for (x0, y0), body, dot, top, front in (((-0.0225, -0.0155), "red", "ivory",
                                             ((0, 0), (-1, -1), (-1, 1), (1, -1), (1, 1)),
                                             ((-1, -1), (0, 0), (1, 1))),
                                            ((0.0065, -0.0005), "ivory", "dark_plastic",
                                             ((-1, 1), (0, 0), (1, -1)), ((0, 0),))):
        cx, cy, cz = x0 + s / 2, y0 + s / 2, s / 2
        parts.append(m.soft((x0, y0, 0.0), (x0 + s, y0 + s, s), body))
        parts += (m.ball_at((cx + i * o, cy + j * o, s), (0.0013, 0.0013, 0.0005), dot)
                  for i, j in top)
        parts += (m.ball_at((cx + i * o, y0, cz + j * o), (0.0013, 0.0005, 0.0013), dot)
                  for i, j in front)
    return tuple(parts)


def _cards() -> tuple[Part, ...]:
    """A deck of cards lying face down, and four cards dealt face up beside it, fanned so
    that each one's corner shows; the top one a three of hearts."""
    m = Metres(_CARDS)
    cw, cl, t = 0.063, 0.088, 0.0008  # a card's width, length and thickness
    parts: list[Part] = [
        m((-0.08, -0.044, 0.0), (-0.017, 0.044, 0.0165), "paper"),  # the deck
        m((-0.077, -0.041, 0.0165), (-0.02, 0.041, 0.017), "red"),  # its top card's back
    ]
    for k in range(4):
        x0, y0, z0 = -0.008 + 0.00833 * k, -0.046 + 0.0015 * k, t * k
        suit = "red" if k % 2 == 0 else "dark_plastic"
        parts += (
            m((x0, y0, z0), (x0 + cw, y0 + cl, z0 + t), "paper"),
            m((x0 + 0.0018, y0 + cl - 0.013, z0 + t - 0.0001), (x0 + 0.0058, y0 + cl - 0.003,
                                                                z0 + t + 0.0002), suit),
        )
    x0, y0, top = 0.017, -0.0415, 4 * t
    parts += (m.ball_at((x0 + cw / 2, y0 + cl / 2 + dy, top), (0.006, 0.005, 0.0002), "red")
              for dy in (-0.024, 0.0, 0.024))
    return tuple(parts)


def _timer() -> tuple[Part, ...]:
    """A round wind-up kitchen timer: a red body, the white dial that turns with its minute
    marks (longer every fifth), the grip across its domed top and the pointer on the body."""
    m = Metres(_TIMER)
    ticks = []
    for k in range(20):
        a = -math.pi / 2 + 2 * math.pi * k / 20
        c, s, long_ = math.cos(a), math.sin(a), k % 5 == 0
        ticks.append(m((0.0322 * c - 0.0011, 0.0322 * s - 0.0011, 0.03 if long_ else 0.034),
                       (0.0322 * c + 0.0011, 0.0322 * s + 0.0011, 0.043), "dark_plastic"))
    return (
        m.rod((0.0, 0.0), 0.07, (0.0, 0.004), "rubber"),  # foot
        m.rod((0.0, 0.0), 0.068, (0.003, 0.026), "red"),  # body
        m.rod((0.0, 0.0), 0.065, (0.025, 0.045), "ivory"),  # dial
        *ticks,
        m.ball((-0.031, -0.031, 0.034), (0.031, 0.031, 0.054), "ivory"),  # domed top
        m((-0.022, -0.0045, 0.044), (0.022, 0.0045, 0.058), "red", "rounded_box"),  # grip
        m((-0.003, -0.035, 0.017), (0.003, -0.0335, 0.026), "ivory"),  # pointer
    )


def _paddle() -> tuple[Part, ...]:
    """A table-tennis bat lying flat: the round wooden blade with red rubber on top and
    black beneath, the flared handle with its maker's badge."""
    m = Metres(_PADDLE)
    return (
        m((-0.0745, -0.0265, 0.003), (0.0745, 0.1285, 0.0045), "rubber", "cylinder"),
        m((-0.076, -0.028, 0.0045), (0.076, 0.13, 0.0085), "wood", "cylinder"),  # blade
        m((-0.0745, -0.0265, 0.0085), (0.0745, 0.1285, 0.0105), "red", "cylinder"),
        m((-0.026, -0.055, 0.001), (0.026, -0.012, 0.015), "wood", "rounded_box"),  # flare
        m((-0.0155, -0.13, 0.0), (0.0155, -0.03, 0.023), "wood", "rounded_box"),  # handle
        m((-0.009, -0.1, 0.0225), (0.009, -0.065, 0.024), "accent"),  # badge
    )


def _cue() -> tuple[Part, ...]:
    """A pool cue lying on its side: the rubber bumper, the dark butt with its wrap and inlay
    rings, the brass joint, the tapering maple shaft, the white ferrule and the chalked tip."""
    m = Metres(_CUE)
    zc = 0.015
    return (
        m.rod((0.0, zc), 0.027, (-0.735, -0.728), "rubber", axis="y"),  # bumper
        m.cone((-0.015, -0.729, 0.0), (0.015, -0.2, 0.03), "dark_plastic", taper=0.8,
               axis="y"),  # butt
        m.cone((-0.0146, -0.62, zc - 0.0146), (0.0146, -0.36, zc + 0.0146), "accent",
               taper=0.897, axis="y"),  # wrap
        m.rod((0.0, zc), 0.0292, (-0.64, -0.632), "ivory", axis="y"),  # inlay rings
        m.rod((0.0, zc), 0.026, (-0.35, -0.342), "ivory", axis="y"),
        m.rod((0.0, zc), 0.025, (-0.2, -0.19), "brass", axis="y"),  # joint
        m.cone((-0.012, -0.19, zc - 0.012), (0.012, 0.718, zc + 0.012), "wood", taper=0.54,
               axis="y"),  # shaft
        m.rod((0.0, zc), 0.013, (0.716, 0.731), "ivory", axis="y"),  # ferrule
        m.rod((0.0, zc), 0.012, (0.731, 0.735), "accent", axis="y"),  # tip
    )


def _gloves() -> tuple[Part, ...]:
    """A pair of red boxing gloves lying side by side, fists forward: the padded fist with its
    knuckle roll, the thumb on the inner side, the cuff and its white strap."""
    m = Metres(_GLOVES)
    parts: list[Part] = []
    for c in (-0.074, 0.074):
        inner = -1 if c > 0 else 1
        parts += (
            m.ball_at((c, -0.055, 0.066), (0.066, 0.095, 0.066), "red"),  # fist
            m.ball_at((c, -0.085, 0.08), (0.06, 0.062, 0.06), "red"),  # knuckle roll
            m.rod((c, 0.064), 0.124, (-0.06, 0.15), "red", axis="y"),  # hand and cuff
            m.ball_at((c + inner * 0.042, -0.025, 0.1), (0.028, 0.07, 0.03), "red"),  # thumb
            m.rod((c, 0.064), 0.128, (0.07, 0.115), "ivory", axis="y"),  # strap
            m.rod((c, 0.064), 0.085, (0.1495, 0.15), "dark_plastic", axis="y"),  # opening
        )
    return tuple(parts)


# --- the workshop ------------------------------------------------------------------------------

def _plane() -> tuple[Part, ...]:
    """A bench plane seen from the side: the cast body on its steel sole, the wooden front
    knob and rear tote, the blade under its chrome lever cap and the brass depth wheel."""
    m = Metres(_PLANE)
    return (
        m((-0.15, -0.03, 0.0), (0.15, 0.03, 0.006), "metal"),  # sole
        m((-0.147, -0.0325, 0.004), (0.147, 0.0325, 0.042), "dark_plastic"),  # body
        m.rod((0.09, 0.0), 0.034, (0.042, 0.08), "wood"),  # front knob
        m.ball_at((0.09, 0.0, 0.08), (0.017, 0.017, 0.012), "wood"),
        m((-0.135, -0.012, 0.04), (-0.07, 0.012, 0.054), "wood"),  # tote's foot
        *slope(m, -0.094, 0.05, -0.11, 0.136, "wood", n=4, thick=0.032, thick_z=0.03,
                across=(-0.011, 0.011)),  # tote
        m.ball_at((-0.106, 0.0, 0.138), (0.022, 0.011, 0.014), "wood"),  # its horn
        *slope(m, 0.022, 0.036, -0.022, 0.08, "chrome", n=8, thick=0.014, thick_z=0.014,
                across=(-0.022, 0.022)),  # lever cap
        *slope(m, -0.02, 0.078, -0.036, 0.094, "metal", n=2, thick=0.012, thick_z=0.012,
                across=(-0.02, 0.02)),  # blade
        m.rod((-0.052, 0.058), 0.02, (-0.006, 0.006), "brass", axis="y"),  # depth wheel
    )


def _clamp() -> tuple[Part, ...]:
    """An F-clamp lying flat: the steel bar, the fixed jaw at its end, the sliding jaw with
    the screw through it, its swivel pad and the wooden handle."""
    m = Metres(_CLAMP)
    return (
        m((-0.16, 0.03, 0.008), (0.16, 0.05, 0.016), "metal"),  # bar
        m((-0.16, -0.055, 0.0), (-0.135, 0.058, 0.024), "red"),  # fixed jaw
        m((-0.135, -0.055, 0.004), (-0.128, -0.025, 0.02), "dark_plastic"),  # its pad
        m((0.0, -0.055, 0.0), (0.025, 0.055, 0.024), "red"),  # sliding jaw
        m((-0.006, 0.025, 0.001), (0.031, 0.06, 0.023), "red"),  # its collar on the bar
        m.rod((-0.035, 0.012), 0.01, (-0.105, 0.04), "chrome", axis="x"),  # screw
        m.rod((-0.035, 0.012), 0.022, (-0.115, -0.104), "dark_plastic", axis="x"),  # pad
        m.rod((-0.035, 0.015), 0.03, (0.035, 0.05), "metal", axis="x"),  # ferrule
        m.rod((-0.035, 0.015), 0.028, (0.045, 0.16), "wood", axis="x"),  # handle
    )


def _plank() -> tuple[Part, ...]:
    """A sawn plank stood on its end: the board with three knots on its face."""
    m = Metres(_PLANK)
    return (
        m((-0.1, -0.0145, 0.0), (0.1, 0.015, 1.8), "wood"),
        m.ball_at((0.035, -0.0145, 0.62), (0.011, 0.0005, 0.016), "soil"),  # knots
        m.ball_at((-0.04, -0.0145, 1.31), (0.009, 0.0005, 0.013), "soil"),
        m.ball_at((0.06, -0.0145, 1.62), (0.006, 0.0005, 0.009), "soil"),
    )


# --- the playroom and the bedroom --------------------------------------------------------------

def _crown() -> tuple[Part, ...]:
    """A princess crown: a gold band with a rim at top and bottom, a red velvet cap rising
    inside it, points round the band rising highest at the front, a pearl on each point
    and jewels set in the band."""
    m = Metres(_CROWN)
    r = 0.0565  # the band's radius
    parts: list[Part] = [
        m.rod((0.0, 0.0), 2 * r, (0.002, 0.026), "brass"),  # band
        m.rod((0.0, 0.0), 0.13, (0.0, 0.006), "brass"),  # its rims
        m.rod((0.0, 0.0), 0.1275, (0.022, 0.028), "brass"),
        m.ball((-0.052, -0.052, 0.0), (0.052, 0.052, 0.056), "red"),  # velvet cap
    ]
    for k in range(8):
        a = -math.pi / 2 + 2 * math.pi * k / 8
        x, y = 0.053 * math.cos(a), 0.053 * math.sin(a)
        top = 0.052 + 0.024 * (1 - math.sin(a)) / 2
        parts.append(m.cone((x - 0.009, y - 0.009, 0.024), (x + 0.009, y + 0.009, top), "brass",
                            taper=0.0))
        parts.append(m.ball_at((x, y, top), 0.0045, "ivory"))  # pearl
    for k in range(8):  # jewels between the points
        a = -math.pi / 2 + 2 * math.pi * (k + 0.5) / 8
        big = 0.005 if k in (0, 7) else 0.0038
        parts.append(m.ball_at((0.0615 * math.cos(a), 0.0615 * math.sin(a), 0.014),
                               (big, big, big), "red" if k % 2 else "accent"))
    return tuple(parts)


def _clip() -> tuple[Part, ...]:
    """A bow hair clip lying on its back: the steel clip and its clasp under a satin bow of
    two loops, a knot and two tails."""
    m = Metres(_CLIP)
    return (
        m((-0.04, -0.005, 0.0), (0.036, 0.005, 0.004), "chrome"),  # clip
        m((0.034, -0.006, 0.0), (0.0425, 0.006, 0.005), "chrome"),  # its clasp
        *pair(m.ball_at((-0.021, 0.001, 0.0115), (0.0205, 0.016, 0.0085), "red")),  # loops
        *pair(m.ball_at((-0.024, 0.001, 0.014), (0.01, 0.009, 0.007), "red")),  # their folds
        m.ball_at((0.0, 0.0, 0.012), (0.0075, 0.011, 0.0095), "red"),  # knot
        m((-0.013, -0.02, 0.002), (-0.005, -0.009, 0.0055), "red"),  # tails
        m((0.004, -0.02, 0.0025), (0.012, -0.009, 0.006), "red"),
    )


def _star() -> tuple[Part, ...]:
    """A five-pointed glow-in-the-dark star stuck to the ceiling: a round middle and five
    points, each a run of ever smaller squares out to its tip; thinner towards the tips."""
    m = Metres(_STAR)
    parts: list[Part] = [m.rod((0.0, 0.0), 0.062, (0.0, 0.006), "glow")]
    steps = ((0.03, 0.019), (0.0415, 0.0145), (0.053, 0.0103), (0.0635, 0.0064),
             (0.0725, 0.0034))
    for p in range(5):
        a = math.pi / 2 + 2 * math.pi * p / 5
        for k, (r, hw) in enumerate(steps):
            x, y = r * math.cos(a), r * math.sin(a)
            z0 = 0.0003 * (k + 1) + 0.00005 * p
            z1 = 0.006 - 0.00002 * (5 * p + k + 1)
            parts.append(m((x - hw, y - hw, z0), (x + hw, y + hw, z1), "glow"))
    return tuple(parts)


_PLANETS = (  # direction, distance from the sun, arm height, diameter, slot (metres)
    ((1, 0), 0.07, 0.17, 0.012, "metal"),  # Mercury
    ((0, -1), 0.095, 0.15, 0.018, "food"),  # Venus
    ((-1, 0), 0.12, 0.13, 0.022, "accent"),  # Earth
    ((0, 1), 0.145, 0.11, 0.016, "red"),  # Mars
    ((1, 0), 0.165, 0.085, 0.04, "food"),  # Jupiter
    ((0, -1), 0.168, 0.06, 0.03, "ivory"),  # Saturn
)


def _orrery() -> tuple[Part, ...]:
    """A desktop orrery: a turned wooden base, a brass column with the glowing sun on top,
    six planets on brass arms at their own heights, Saturn's ring and the Moon by Earth."""
    m = Metres(_ORRERY)
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.17, (0.0, 0.008), "wood_alt"),  # base
        m.rod((0.0, 0.0), 0.15, (0.006, 0.025), "wood"),
        m.rod((0.0, 0.0), 0.014, (0.025, 0.2), "brass"),  # column
        m.ball_at((0.0, 0.0, 0.237), 0.045, "glow"),  # the sun
    ]
    for (dx, dy), r, z, d, slot in _PLANETS:
        px, py, pz = dx * r, dy * r, z + 0.055
        span = (min(0.0, dx * r + dy * r), max(0.0, dx * r + dy * r))
        if dx:
            parts.append(m.rod((0.0, z), 0.007, span, "brass", axis="x"))  # arm
        else:
            parts.append(m.rod((0.0, z), 0.007, span, "brass", axis="y"))
        parts.append(m.rod((px, py), 0.004, (z, pz), "brass"))  # its upright
        parts.append(m.ball_at((px, py, pz), d / 2, slot))  # the planet
        if slot == "ivory":  # Saturn's ring
            parts.append(m.rod((px, py), 0.062, (pz - 0.002, pz + 0.002), "brass"))
        if slot == "accent":  # the Moon
            parts.append(m.ball_at((px - 0.022, py, pz + 0.006), 0.005, "ivory"))
            parts.append(m.rod((py, pz + 0.006), 0.002, (px - 0.019, px - 0.008), "brass",
                               axis="x"))
    return tuple(parts)


def _toy_kitchen() -> tuple[Part, ...]:
    """A wooden play kitchen against the wall: the cabinet with its oven door and cupboard,
    a hob with two rings and a little pot, a sunken sink with its tap, knobs along the front
    and a backsplash with a shelf of jars and a clock."""
    m = Metres(_TOY_KITCHEN)
    top = 0.57
    return (
        m((-0.45, -0.16, 0.0), (0.45, 0.175, 0.54), "toy"),  # cabinet
        m((-0.43, -0.165, 0.0), (0.43, -0.155, 0.05), "wood_alt"),  # plinth
        m((-0.45, -0.175, 0.54), (0.08, 0.175, top), "wood"),  # worktop, round the sink
        m((0.38, -0.175, 0.54), (0.45, 0.175, top), "wood"),
        m((0.08, -0.175, 0.54), (0.38, -0.13, top), "wood"),
        m((0.08, 0.1, 0.54), (0.38, 0.175, top), "wood"),
        m((0.08, -0.13, 0.47), (0.38, 0.1, 0.545), "chrome"),  # sink basin
        m.rod((0.23, -0.015), 0.02, (0.545, 0.547), "dark_plastic"),  # its drain
        m.rod((0.23, 0.14), 0.018, (top, 0.7), "chrome"),  # tap
        m.rod((0.23, 0.69), 0.016, (0.04, 0.14), "chrome", axis="y"),  # its spout
        m.rod((0.23, 0.048), 0.014, (0.64, 0.69), "chrome"),
        m.rod((0.16, 0.14), 0.022, (top, 0.6), "red"),  # hot and cold
        m.rod((0.3, 0.14), 0.022, (top, 0.6), "accent"),
        m((-0.42, -0.15, top), (-0.04, 0.12, 0.575), "cooktop"),  # hob
        m.rod((-0.325, -0.03), 0.12, (0.575, 0.582), "metal"),  # its rings
        m.rod((-0.325, -0.03), 0.06, (0.582, 0.584), "dark_plastic"),
        m.rod((-0.135, -0.03), 0.12, (0.575, 0.582), "metal"),
        m.rod((-0.135, -0.03), 0.1, (0.582, 0.65), "chrome"),  # a little pot
        m.rod((-0.135, 0.63), 0.016, (-0.2, -0.08), "dark_plastic", axis="x"),  # its handle
        m((-0.41, -0.17, 0.1), (-0.05, -0.16, 0.44), "toy_lid"),  # oven door
        m((-0.36, -0.172, 0.17), (-0.1, -0.168, 0.37), "screen"),  # its window
        m((-0.35, -0.175, 0.4), (-0.11, -0.165, 0.415), "chrome"),  # its handle
        *(m.rod((x, 0.49), 0.03, (-0.175, -0.16), "red", axis="y")
          for x in (-0.35, -0.23, -0.11)),  # knobs
        m((0.06, -0.17, 0.1), (0.42, -0.16, 0.44), "toy_lid"),  # cupboard door
        m.rod((0.1, 0.27), 0.025, (-0.175, -0.17), "metal", axis="y"),  # its knob
        m((-0.45, 0.14, top), (0.45, 0.175, 0.9), "toy"),  # backsplash
        m((-0.42, 0.06, 0.78), (-0.04, 0.14, 0.8), "wood"),  # shelf
        m.rod((-0.35, 0.1), 0.045, (0.8, 0.865), "red"),  # jars on it
        m.rod((-0.27, 0.1), 0.04, (0.8, 0.85), "accent"),
        m.rod((-0.19, 0.1), 0.035, (0.8, 0.875), "ivory"),
        m.rod((0.3, 0.79), 0.1, (0.13, 0.14), "ivory", axis="y"),  # clock
        m((0.298, 0.126, 0.785), (0.302, 0.13, 0.83), "dark_plastic"),  # its hands
        m((0.3, 0.126, 0.788), (0.335, 0.13, 0.792), "dark_plastic"),
    )


def _loft_bed() -> tuple[Part, ...]:
    """A loft bed against the wall by its head: four tall posts, the deck on rails high up
    with its slats, mattress, duvet and pillow, guard rails round the top and a ladder at
    the foot; nothing under the deck but the posts, so a desk fits below."""
    m = Metres(_LOFT)
    w, d, h = _LOFT[0] / 2, _LOFT[1] / 2, _LOFT[2]
    p, z0 = 0.07, _LOFT_DECK
    ladder = (0.04, 0.455)
    return (
        *pair(m((-w, -d, 0.0), (-w + p, -d + p, h), "wood")),  # posts
        *pair(m((-w, d - p, 0.0), (-w + p, d, h), "wood")),
        *pair(m((-w, -d + p, z0), (-w + 0.035, d - p, z0 + 0.15), "wood")),  # deck rails
        *pair_y(m((-w + p, -d + 0.005, z0), (w - p, -d + 0.04, z0 + 0.15), "wood")),
        m((-w + 0.035, -d + 0.04, z0 + 0.07), (w - 0.035, d - 0.04, z0 + 0.1), "wood_alt"),
        m((-0.475, -0.95, z0 + 0.1), (0.475, 0.95, z0 + 0.27), "bedding", "rounded_box"),
        m((-0.48, -0.955, z0 + 0.19), (0.48, 0.45, z0 + 0.31), "bedding", "rounded_box"),
        m((-0.33, 0.52, z0 + 0.25), (0.33, 0.92, z0 + 0.36), "pillow", "rounded_box"),
        *pair(m((-w, -d + p, 1.8), (-w + 0.035, d - p, 1.84), "wood")),  # guard rails
        *pair(m((-w, -d + p, 1.95), (-w + 0.035, d - p, h), "wood")),
        m((-w + p, d - 0.04, 1.8), (w - p, d - 0.005, 1.84), "wood"),  # at the head
        m((-w + p, d - 0.04, 1.95), (w - p, d - 0.005, h), "wood"),
        m((-w + p, -d + 0.005, 1.8), (ladder[0], -d + 0.04, 1.84), "wood"),  # at the foot
        m((-w + p, -d + 0.005, 1.95), (ladder[0], -d + 0.04, h), "wood"),
        m((ladder[0], -d, 0.0), (ladder[0] + 0.04, -d + 0.035, h), "wood"),  # ladder
        m((ladder[1] - 0.04, -d, 0.0), (ladder[1], -d + 0.035, h), "wood"),
        *(m.rod((-d + 0.0175, z), 0.03, (ladder[0] + 0.04, ladder[1] - 0.04), "wood",
                axis="x") for z in (0.3, 0.58, 0.86, 1.14, 1.42, 1.76)),
    )


# --- the kitchen and the table -----------------------------------------------------------------

def _lotion() -> tuple[Part, ...]:
    """An oval bottle of lotion: the white bottle, its coloured label with a printed panel,
    the shoulder and the flip-top cap."""
    m = Metres(_LOTION)
    return (
        m((-0.034, -0.021, 0.0), (0.034, 0.021, 0.14), "ivory", "cylinder"),  # bottle
        m((-0.035, -0.0222, 0.03), (0.035, 0.0222, 0.11), "accent", "cylinder"),  # label
        m((-0.018, -0.0225, 0.05), (0.018, -0.02, 0.09), "paper"),  # its printed panel
        m.cone((-0.034, -0.021, 0.14), (0.034, 0.021, 0.158), "ivory", taper=0.45),
        m((-0.016, -0.013, 0.155), (0.016, 0.013, 0.183), "accent", "cylinder"),  # cap
        m((-0.0165, -0.0135, 0.183), (0.0165, 0.0135, 0.19), "accent", "cylinder"),  # flip
        m((0.012, -0.004, 0.181), (0.0175, 0.004, 0.189), "accent"),  # its tab
    )


def _peel() -> tuple[Part, ...]:
    """A wooden pizza peel lying flat: the thin square blade with its bevelled front edge,
    round shoulders into the long handle and the hanging hole at its end."""
    m = Metres(_PEEL)
    return (
        m((-0.175, -0.02, 0.0), (0.175, 0.33, 0.01), "wood"),  # blade
        m((-0.175, 0.33, 0.0), (0.175, 0.36, 0.006), "wood"),  # bevelled edge
        m((-0.175, -0.12, 0.0), (0.175, 0.08, 0.0095), "wood", "cylinder"),  # shoulders
        m((-0.018, -0.36, 0.0), (0.018, -0.08, 0.0215), "wood", "rounded_box"),  # handle
        m.rod((0.0, -0.33), 0.012, (0.0205, 0.0225), "dark_plastic"),  # hanging hole
    )


def _tureen() -> tuple[Part, ...]:
    """A lidded soup tureen on its foot: the oval bowl with a painted rim, the domed lid and
    its knob, a loop handle at each end and the ladle's handle rising from the lid."""
    m = Metres(_TUREEN)
    return (
        m.rod((0.0, 0.0), 0.12, (0.0, 0.02), "ceramic"),  # foot
        m.ball((-0.14, -0.1, 0.01), (0.14, 0.1, 0.19), "ceramic"),  # bowl
        m((-0.134, -0.095, 0.125), (0.134, 0.095, 0.145), "ceramic_accent", "cylinder"),
        m.ball((-0.128, -0.09, 0.06), (0.128, 0.09, 0.215), "ceramic"),  # lid
        m.rod((0.0, 0.0), 0.014, (0.205, 0.222), "ceramic"),  # knob
        m.ball_at((0.0, 0.0, 0.228), (0.02, 0.02, 0.014), "ceramic_accent"),
        *pair(m((-0.17, -0.03, 0.128), (-0.128, 0.03, 0.14), "ceramic")),  # loop handles
        *pair(m((-0.17, -0.03, 0.1), (-0.158, 0.03, 0.14), "ceramic")),
        *pair(m((-0.17, -0.03, 0.1), (-0.13, 0.03, 0.11), "ceramic")),
        *slope(m, 0.1, 0.16, 0.148, 0.236, "chrome", n=5, thick=0.012, thick_z=0.012,
                across=(0.035, 0.047)),  # ladle handle
        m.ball_at((0.151, 0.041, 0.24), (0.008, 0.008, 0.008), "chrome"),
    )


def _cookies() -> tuple[Part, ...]:
    """A plate of chocolate-chip cookies: six round the plate, one in the middle and two
    more on top, chips showing on those in sight."""
    m = Metres(_COOKIES)
    d, base = 0.065, 0.014
    spots = [(0.065 * math.cos(a), 0.065 * math.sin(a), base, base + 0.011 - 0.0005 * (k % 2))
             for k, a in enumerate(math.radians(30 + 60 * k) for k in range(6))]
    spots += [(0.0, 0.0, base, base + 0.012), (-0.022, -0.012, base + 0.011, base + 0.022),
              (0.026, 0.014, base + 0.0115, base + 0.0225)]
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.13, (0.0, 0.006), "ceramic"),  # plate foot
        m.rod((0.0, 0.0), 0.22, (0.004, base), "ceramic"),  # plate
    ]
    for x, y, z0, z1 in spots:
        parts.append(m.rod((x, y), d, (z0, z1), "food"))
    for x, y, _, z1 in (spots[0], spots[1], spots[4], spots[5], spots[7], spots[8]):
        parts += (m.ball_at((x + dx, y + dy, z1), (0.004, 0.004, 0.002), "soil")
                  for dx, dy in ((-0.012, 0.008), (0.013, -0.004)))
    return tuple(parts)


# --- the office and the shop -------------------------------------------------------------------

def _nameplate() -> tuple[Part, ...]:
    """A desk nameplate: a wooden base holding an upright brass plate with a black panel,
    a name in raised letters and a title under it."""
    m = Metres(_NAMEPLATE)
    letters = tuple(m((x, -0.0052, 0.042), (x + 0.012, -0.0046, 0.056), "brass")
                    for x in (-0.074 + 0.017 * k for k in range(9)))
    title = tuple(m((x, -0.0052, 0.026), (x + 0.008, -0.0046, 0.033), "brass")
                  for x in (-0.034 + 0.012 * k for k in range(6)))
    return (
        m((-0.11, -0.0275, 0.0), (0.11, 0.0275, 0.016), "wood", "rounded_box"),  # base
        m((-0.105, -0.004, 0.012), (0.105, 0.004, 0.07), "brass"),  # plate
        m((-0.099, -0.0048, 0.018), (0.099, -0.0038, 0.064), "dark_plastic"),  # its panel
        *letters, *title,
    )


def _fitting_room() -> tuple[Part, ...]:
    """A shop's fitting-room booth: back and side panels on little feet, an open top, a
    curtain rail between two front posts with the curtain drawn back to one side, a mirror,
    two hooks and a stool inside, a mat on its floor."""
    m = Metres(_FITTING)
    pleats = tuple(m.rod((x, -0.545 - 0.008 * (k % 2)), 0.09 if k % 2 else 0.085, (0.06, 2.02),
                         "curtains") for k, x in enumerate((-0.53, -0.46, -0.39, -0.32, -0.25)))
    return (
        m((-0.6, 0.575, 0.06), (0.6, 0.6, 2.0), "cabinet"),  # back panel
        *pair(m((-0.6, -0.6, 0.06), (-0.575, 0.575, 2.0), "cabinet")),  # side panels
        *pair(m((-0.6, -0.6, 0.0), (-0.575, -0.54, 0.06), "metal")),  # feet
        *pair(m((-0.6, 0.54, 0.0), (-0.575, 0.6, 0.06), "metal")),
        *pair(m.rod((-0.5875, -0.5875), 0.025, (0.0, 2.1), "chrome")),  # front posts
        m.rod((-0.5875, 2.06), 0.025, (-0.575, 0.575), "chrome", axis="x"),  # curtain rail
        *pleats,
        m((-0.575, -0.6, 1.99), (-0.2, -0.51, 2.05), "curtains"),  # the curtain's heading
        m((-0.22, 0.569, 0.33), (0.22, 0.575, 1.87), "frame"),  # mirror
        m((-0.2, 0.565, 0.35), (0.2, 0.572, 1.85), "mirror"),
        m((0.555, 0.05, 1.6), (0.575, 0.07, 1.63), "chrome"),  # hooks
        m((0.555, 0.25, 1.6), (0.575, 0.27, 1.63), "chrome"),
        m.rod((0.33, 0.33), 0.24, (0.0, 0.015), "metal"),  # stool
        m.rod((0.33, 0.33), 0.04, (0.015, 0.42), "metal"),
        m.rod((0.33, 0.33), 0.32, (0.42, 0.46), "seat"),
        m((-0.56, -0.56, 0.0), (0.56, 0.56, 0.008), "rug"),  # mat
    )


def _sweep(m: Metres, y: float, r: float, t: float, x: float, slot: str,
           n: int = 8) -> tuple[Part, ...]:
    """A sheet hanging with its front face at `y` that curves forward onto the floor on a
    quarter circle of radius `r`, `t` thick and `x` wide each side: short boxes, point to
    point (every other one a little narrower, so no two ends share a plane)."""
    yc, zc = y - r, r
    pts = [(yc + r * math.cos(math.pi / 2 * k / n), zc - r * math.sin(math.pi / 2 * k / n))
           for k in range(n + 1)]
    parts = []
    for k in range(n):
        (y0, z0), (y1, z1) = pts[k], pts[k + 1]
        xs = x - 0.004 * (k % 2)
        parts.append(m((-xs, min(y0, y1) - t / 2, max(min(z0, z1) - t / 2, 0.0)),
                       (xs, max(y0, y1) + t / 2, max(z0, z1) + t / 2), slot))
    return tuple(parts)


def _backdrop() -> tuple[Part, ...]:
    """A photographer's seamless backdrop: two light stands on splayed legs, a crossbar
    through a roll of paper, the paper hanging from it and sweeping forward onto the floor."""
    m = Metres(_BACKDROP)
    y, zbar = 0.15, 2.33
    stands: list[Part] = []
    for sx in (-1, 1):
        x = sx * 1.15
        stands += (
            *slope(m, y, 0.5, -0.27, 0.0, "dark_plastic", along="y", n=4, thick=0.022,
                    thick_z=0.03, across=(x - 0.011, x + 0.011)),  # legs
            *slope(m, y, 0.5, 0.29, 0.0, "dark_plastic", along="y", n=4, thick=0.022,
                    thick_z=0.03, across=(x - 0.011, x + 0.011)),
            *slope(m, x, 0.5, sx * 1.19, 0.0, "dark_plastic", n=4, thick=0.022,
                    thick_z=0.06, across=(y - 0.011, y + 0.011)),
            m.rod((x, y), 0.05, (0.44, 0.56), "dark_plastic"),  # hub
            m.rod((x, y), 0.035, (0.5, 1.5), "dark_plastic"),  # lower pole
            m.rod((x, y), 0.025, (1.45, zbar + 0.03), "aluminium"),  # upper pole
            m.rod((x, y), 0.045, (zbar - 0.03, zbar + 0.05), "dark_plastic"),  # bar holder
        )
    return (
        *stands,
        m.rod((y, zbar), 0.03, (-1.17, 1.17), "aluminium", axis="x"),  # crossbar
        m.rod((y, zbar), 0.1, (-1.08, 1.08), "paper", axis="x"),  # the roll
        *pair(m.rod((y, zbar), 0.045, (-1.1, -1.08), "dark_plastic", axis="x")),  # its core
        m((-1.05, 0.095, 0.32), (1.05, 0.105, zbar), "paper"),  # the hanging paper
        *_sweep(m, 0.105, 0.32, 0.01, 1.05 - 0.002, "paper", n=6),  # its sweep
        m((-1.05, -0.3, 0.0), (1.05, -0.2, 0.004), "paper"),  # on the floor
    )


def _shirt() -> tuple[Part, ...]:
    """A folded button-down shirt: the folded body, the collar round the neck at the back
    with the inside of the neck showing, its two points meeting at the top button, the
    placket with its buttons and a breast pocket."""
    m = Metres(_SHIRT)
    return (
        m((-0.115, -0.165, 0.0), (0.115, 0.15, 0.032), "accent", "rounded_box"),  # body
        m((-0.056, 0.05, 0.022), (0.056, 0.15, 0.048), "accent", "cylinder"),  # collar
        m((-0.042, 0.064, 0.03), (0.042, 0.136, 0.0495), "fabric", "cylinder"),  # inside
        m((-0.054, 0.045, 0.033), (-0.004, 0.09, 0.049), "accent", "rounded_box"),  # points
        m((0.004, 0.045, 0.033), (0.054, 0.09, 0.049), "accent", "rounded_box"),
        m((-0.012, -0.165, 0.0312), (0.012, 0.06, 0.0338), "accent"),  # placket
        *(m.rod((0.0, y), 0.009, (0.0333, 0.0353), "ivory")
          for y in (0.03, -0.03, -0.09, -0.145)),  # buttons
        m.rod((0.0, 0.058), 0.008, (0.047, 0.05), "ivory"),  # top button
        m((0.03, -0.03, 0.0312), (0.085, 0.035, 0.0332), "accent"),  # pocket
        *pair(m((-0.116, -0.12, 0.012), (-0.1135, 0.1, 0.016), "fabric")),  # sleeve folds
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- the games table ---------------------------------------------------------------------
    family("dice", _DICE, "surface", _dice(),
           names=("dice", "die", "pair of dice", "game dice", "set of dice"),
           hosts=hosts_of(GAMES, ("bar_table", "nightstand")), jitter=0.12),
    family("playing_cards", _CARDS, "surface", _cards(),
           names=("deck of cards", "playing cards", "card deck", "deck of playing cards",
                  "pack of cards"), hosts=hosts_of(GAMES, ("bar_table",)), jitter=0.1),
    family("kitchen_timer", _TIMER, "surface", _timer(),
           names=("timer", "kitchen timer", "game timer", "wind-up timer", "cooking timer"),
           hosts=hosts_of(KITCHEN, GAMES), jitter=0.1),
    family("ping_pong_paddle", _PADDLE, "surface", _paddle(),
           names=("paddle", "ping pong paddle", "ping-pong paddle", "table tennis paddle",
                  "table tennis bat", "ping pong bat"), hosts=hosts_of(SPORT, GAMES),
           jitter=0.1),
    family("pool_cue", _CUE, "surface", _cue(),
           names=("cue", "pool cue", "billiards cue"),
           hosts=("pool_table", "bar_table", "bench", "bar_counter", "poker_table",
                  "coffee_table"), jitter=0.04),
    family("boxing_gloves", _GLOVES, "surface", _gloves(),
           names=("boxing gloves", "boxing glove", "pair of boxing gloves",
                  "sparring gloves"), hosts=hosts_of(("bench", "weight_bench"), SPORT),
           jitter=0.08),
    # --- the workshop ------------------------------------------------------------------------
    family("hand_plane", _PLANE, "surface", _plane(),
           names=("hand plane", "wood plane", "block plane", "jack plane", "smoothing plane",
                  "woodworking plane"), hosts=TOOLS, jitter=0.06),
    family("clamp", _CLAMP, "surface", _clamp(),
           names=("clamp", "c-clamp", "bar clamp", "f-clamp", "wood clamp",
                  "woodworking clamp"), hosts=TOOLS, jitter=0.08),
    family("plank", _PLANK, "corner", _plank(),
           names=("plank", "wooden plank", "board plank", "timber plank", "wood plank",
                  "plank of wood"), jitter=0.08),
    # --- the playroom and the bedroom --------------------------------------------------------
    family("tiara", _CROWN, "surface", _crown(),
           names=("tiara", "diadem", "princess crown", "toy crown", "royal crown"),
           hosts=hosts_of(JEWELS, TOYS), jitter=0.08),
    family("hair_clip", _CLIP, "surface", _clip(),
           names=("hair clip", "barrette", "hair pin", "hairpin", "hair bow", "hair slide",
                  "bow clip"), hosts=hosts_of(GROOMING, JEWELS), jitter=0.12),
    family("ceiling_star", _STAR, "ceiling", _star(),
           names=("star", "glow star", "glow-in-the-dark star", "ceiling star", "paper star",
                  "glowing star"), jitter=0.1),
    family("solar_system_model", _ORRERY, "surface", _orrery(),
           names=("solar system model", "orrery", "planetary model", "model of the solar system",
                  "planet model", "model solar system"), hosts=hosts_of(STUDY, CURIO),
           jitter=0.06),
    family("toy_kitchen", _TOY_KITCHEN, "wall", _toy_kitchen(),
           names=("toy kitchen", "play kitchen", "kids kitchen", "pretend kitchen",
                  "kitchen playset", "toy kitchen set"), jitter=0.05, clearance=0.5),
    family("loft_bed", _LOFT, "wall", _loft_bed(),
           names=("loft bed", "high sleeper", "cabin bed", "elevated bed", "loft-style bed",
                  "high sleeper bed"), jitter=0.03, clearance=0.6),
    # --- the kitchen and the table -----------------------------------------------------------
    family("lotion_bottle", _LOTION, "surface", _lotion(),
           names=("lotion", "baby lotion", "lotion bottle", "sunscreen", "sun cream",
                  "suntan lotion", "bottle of lotion"),
           hosts=hosts_of(BATH, ("dressing_table", "changing_table", "nightstand")),
           jitter=0.1),
    family("pizza_peel", _PEEL, "surface", _peel(),
           names=("pizza peel", "peel", "pizza paddle", "bread peel", "pizza shovel"),
           hosts=KITCHEN, jitter=0.06),
    family("soup_tureen", _TUREEN, "surface", _tureen(),
           names=("soup tureen", "tureen", "lidded tureen", "soup terrine"),
           hosts=hosts_of(FEAST, KITCHEN), jitter=0.06),
    family("cookie_plate", _COOKIES, "surface", _cookies(),
           names=("cookies", "cookie", "plate of cookies", "biscuits", "plate of biscuits",
                  "chocolate chip cookies"), hosts=hosts_of(FOOD, LIVING, KITCHEN),
           jitter=0.1),
    # --- the office and the shop -------------------------------------------------------------
    family("nameplate", _NAMEPLATE, "surface", _nameplate(),
           names=("nameplate", "name plate", "desk nameplate", "name plaque",
                  "desk name plate", "name block"),
           hosts=hosts_of(OFFICE, DESK, ("checkout_counter",)), jitter=0.05),
    family("fitting_room", _FITTING, "wall", _fitting_room(),
           names=("fitting room", "changing booth", "fitting booth", "dressing booth",
                  "changing cubicle", "fitting cubicle"), near=("clothing_rack",),
           jitter=0.03, clearance=0.8),
    family("photo_backdrop", _BACKDROP, "wall", _backdrop(),
           names=("backdrop", "photo backdrop", "paper backdrop", "seamless backdrop",
                  "photography backdrop", "studio backdrop"), jitter=0.04, clearance=1.0),
    family("shirt", _SHIRT, "surface", _shirt(),
           names=("shirt", "t-shirt", "tee shirt", "blouse", "polo shirt",
                  "button-down shirt", "dress shirt", "folded shirt"),
           hosts=("display_table", "dresser", "bed", "shelving_unit", "open_shelf",
                  "display_counter", "checkout_counter", "bench", "counter"),
           stacks=True, jitter=0.08),
))
