"""Families: crafts, tools and pastimes, small things of the lab, the shed and the games room
(see base.Family).

The laboratory and the classroom (a Bunsen burner with its rubber hose, a syringe, a pair of
safety goggles, a half-open anatomical torso on its stand, a drawing compass standing open,
an eraser, a glue stick beside a bottle of school glue); faith and the wall (a wooden cross,
a rosary lying in a loop, a macrame hanging from its dowel); music and play (a pair of
maracas, a triangle hanging from its stand with the beater on the base, a yo-yo, a spinning
top); sewing (an embroidery hoop with its stitched flowers); sport and fitness (a foam roller,
a set of resistance bands, an American football, a baseball glove, three darts, a dog's lead
coiled with its handle and clip); the shed and the workshop (a garden rake, a shovel and a hoe
stood against the wall, an orbital sander, a socket set in its open case, a coiled extension
cord with its socket block, a motorcycle); the study and the sea (a pair of binoculars, a
sextant on its display stand); the bathroom and the laundry (a safety razor on its stand, a
can of shaving foam, a bottle of mouthwash, a hair straightener, a jug of laundry detergent);
and the casino table (a roulette wheel, stacks of poker chips, an open backgammon board).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one. A cord, a strap or a slanted rod is a run of
overlapping beads (`_beads`), each one covering a short piece of its path; a slanted plate or
bar is a run of short boxes stepping along the slope (`_slope`). A triangle pointing forward
is a flat cone (cones narrow towards +y), so the backgammon board's far points are coloured
columns with the field's colour laid over them in flat cones pointing back.
"""

from __future__ import annotations

import itertools
import math

from agents.geometry.families._shapes import Metres, Vec, slope
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.desk_home import CLASSROOM
from agents.geometry.families.fixtures_extra import GROOMING
from agents.geometry.families.home_goods import GAMES
from agents.geometry.families.home_misc import CURIO, STUDY, TOYS
from agents.geometry.families.household import HALL, LAUNDRY
from agents.geometry.families.outdoor_play import SPORT
from agents.geometry.families.play_music import INSTRUMENTS
from agents.geometry.families.props import BATH, DESK, LAB, MEDICAL, TOOLS
from agents.geometry.families.studio_shop import MAKEUP, SEWING
from orchestrator.schema.blueprint import Axis, Part, Shape

_BUNSEN = (0.14, 0.09, 0.16)
_SYRINGE = (0.15, 0.03, 0.022)
_GOGGLES = (0.18, 0.16, 0.07)
_TORSO = (0.3, 0.2, 0.56)
_CROSS = (0.3, 0.03, 0.45)
_ROSARY = (0.19, 0.17, 0.0105)
_MARACAS = (0.27, 0.17, 0.076)
_TRIANGLE = (0.22, 0.1, 0.3)
_HOOP = (0.26, 0.26, 0.02)
_ROLLER = (0.45, 0.15, 0.15)
_BANDS = (0.2, 0.16, 0.038)
_FOOTBALL = (0.28, 0.17, 0.17)
_GLOVE = (0.24, 0.26, 0.075)
_DARTS = (0.16, 0.1, 0.02)
_YOYO = (0.06, 0.14, 0.058)
_TOP = (0.07, 0.07, 0.095)
_STRAIGHTENER = (0.32, 0.09, 0.033)
_RAKE = (0.42, 0.05, 1.55)
_SHOVEL = (0.26, 0.05, 1.2)
_HOE = (0.17, 0.17, 1.5)
_SANDER = (0.13, 0.24, 0.15)
_SOCKETS = (0.32, 0.2, 0.2)
_CORD = (0.3, 0.24, 0.04)
_MOTORCYCLE = (2.1, 0.8, 1.1)
_LEASH = (0.24, 0.2, 0.013)
_ERASER = (0.065, 0.032, 0.013)
_GLUE = (0.09, 0.04, 0.11)
_BINOCULARS = (0.18, 0.17, 0.064)
_SEXTANT = (0.26, 0.12, 0.3)
_COMPASS = (0.09, 0.014, 0.15)
_RAZOR = (0.065, 0.065, 0.14)
_SHAVE = (0.065, 0.065, 0.19)
_MOUTHWASH = (0.085, 0.06, 0.23)
_DETERGENT = (0.2, 0.12, 0.29)
_MACRAME = (0.5, 0.035, 0.8)
_ROULETTE = (0.5, 0.5, 0.14)
_CHIPS = (0.22, 0.1, 0.056)
_BACKGAMMON = (0.5, 0.34, 0.042)


def _bead(m: Metres, p: Vec, q: Vec, thick: Vec, slot: str, shape: Shape = "sphere",
          axis: Axis = "z") -> Part:
    """One bead over the piece of path from p to q (metres), `thick` through in x, y and z, a
    little longer than the piece so that its neighbours overlap it (and cut to the object's
    box)."""
    lo, hi = [min(a, b) for a, b in zip(p, q, strict=True)], [max(a, b) for a, b in
                                                               zip(p, q, strict=True)]
    for i, t in enumerate(thick):
        grow = 0.25 * (hi[i] - lo[i]) + t / 2
        lo[i], hi[i] = lo[i] - grow, hi[i] + grow
    for i, (low, high) in enumerate(((-m.size[0] / 2, m.size[0] / 2),
                                     (-m.size[1] / 2, m.size[1] / 2), (0.0, m.size[2]))):
        lo[i], hi[i] = max(lo[i], low), min(hi[i], high)  # kept inside the box
    return m.part(shape, (lo[0], lo[1], lo[2]), (hi[0], hi[1], hi[2]), slot, axis=axis)


def _beads(m: Metres, points: list[Vec], w: float, slot: str, *, h: float | None = None,
           d: float | None = None, step: float = 1.0, slots: tuple[str, ...] = (),
           shape: Shape = "sphere", axis: Axis = "z") -> tuple[Part, ...]:
    """A cord, strap or rod along a path of points, `w` thick (or `d` across y and `h` high,
    where given): each leg cut into pieces no longer than `step`, a bead over each piece;
    `slots` (if given) taken in turn. Discs (cylinders across the path's plane, `axis`)
    make a smoother rod than balls where the path lies in one plane."""
    thick = (w, w if d is None else d, w if h is None else h)
    parts: list[Part] = []
    for p, q in itertools.pairwise(points):
        n = max(1, math.ceil(math.dist(p, q) / step - 1e-9))
        for k in range(n):
            a = tuple(p[i] + (q[i] - p[i]) * k / n for i in range(3))
            b = tuple(p[i] + (q[i] - p[i]) * (k + 1) / n for i in range(3))
            slot_k = slots[len(parts) % len(slots)] if slots else slot
            parts.append(_bead(m, a, b, thick, slot_k, shape, axis))  # type: ignore[arg-type]
    return tuple(parts)


def _oval(c: tuple[float, float], rx: float, ry: float, z: float, n: int,
          a0: float = 0.0, a1: float = 2 * math.pi) -> list[Vec]:
    """n + 1 points on a flat ellipse round c from angle a0 to a1 (n pieces), at height z."""
    return [(c[0] + rx * math.cos(a0 + (a1 - a0) * k / n),
             c[1] + ry * math.sin(a0 + (a1 - a0) * k / n), z) for k in range(n + 1)]


# --- the laboratory and the classroom ----------------------------------------------------------

def _bunsen() -> tuple[Part, ...]:
    """A Bunsen burner: the heavy round foot, the gas chamber with the needle valve's knob on
    one side and the ribbed hose nozzle on the other, the brass air collar with its hole, the
    chrome barrel, and a red rubber hose from the nozzle down onto the bench."""
    m = Metres(_BUNSEN)
    x, zg = -0.025, 0.028  # the burner's axis, the gas inlet's height
    return (
        m.rod((x, 0.0), 0.09, (0.0, 0.008), "dark_plastic"),  # foot
        m.cone((x - 0.04, -0.04, 0.007), (x + 0.04, 0.04, 0.02), "dark_plastic", taper=0.4),
        m.rod((x, 0.0), 0.026, (0.018, 0.042), "brass"),  # gas chamber
        m.rod((x, 0.0), 0.021, (0.04, 0.06), "brass"),  # air collar
        m.rod((x, 0.05), 0.008, (-0.0112, -0.0095), "dark_plastic", axis="y"),  # air hole
        m.rod((x, 0.0), 0.014, (0.056, 0.152), "chrome"),  # barrel
        m.rod((x, 0.0), 0.0165, (0.146, 0.16), "chrome"),  # its lip
        m.rod((0.0, zg), 0.009, (x + 0.01, 0.046), "brass", axis="x"),  # hose nozzle
        *(m.rod((0.0, zg), 0.0115, (x0, x0 + 0.004), "brass", axis="x")
          for x0 in (0.012, 0.022, 0.032)),  # its ribs
        m.rod((0.0, zg), 0.014, (x - 0.032, x - 0.012), "dark_plastic", axis="x"),  # valve
        m.rod((0.0, zg), 0.013, (0.036, 0.052), "red", axis="x"),  # hose
        *_beads(m, [(0.05, 0.0, zg), (0.058, -0.006, 0.02), (0.062, -0.02, 0.0065),
                    (0.058, -0.037, 0.0065)], 0.013, "red", step=0.012),
    )


def _syringe() -> tuple[Part, ...]:
    """A syringe lying on its side: the clear barrel with its printed marks and finger flange,
    the white plunger with its thumb rest and black rubber stopper, the tip, the coloured
    needle hub and the needle."""
    m = Metres(_SYRINGE)
    c = 0.011  # the axis' height
    marks = tuple(m((x, -0.0025, 0.0188), (x + 0.0006, 0.0025, 0.0192), "dark_plastic")
                  for x in (-0.02, -0.01, 0.0, 0.01, 0.02, 0.03))
    return (
        m.rod((0.0, c), 0.02, (-0.075, -0.071), "ivory", axis="x"),  # thumb rest
        m((-0.072, -0.004, c - 0.0012), (-0.03, 0.004, c + 0.0012), "ivory"),  # plunger rod
        m((-0.072, -0.0012, c - 0.004), (-0.03, 0.0012, c + 0.004), "ivory"),
        m.rod((0.0, c), 0.0148, (-0.031, -0.024), "rubber", axis="x"),  # stopper
        m((-0.038, -0.015, 0.0), (-0.034, 0.015, 0.022), "glass", "rounded_box"),  # flange
        m.rod((0.0, c), 0.016, (-0.035, 0.04), "glass", axis="x"),  # barrel
        *marks,
        m.cone((0.04, -0.008, c - 0.008), (0.047, 0.008, c + 0.008), "glass", taper=0.4,
               axis="x"),
        m.rod((0.0, c), 0.006, (0.045, 0.055), "accent", axis="x"),  # needle hub
        m.rod((0.0, c), 0.0009, (0.055, 0.075), "chrome", axis="x"),  # needle
    )


def _goggles() -> tuple[Part, ...]:
    """A pair of safety goggles set down facing forward: the clear wraparound lens in its
    black frame, vents along the top, the deep side cups and the elastic strap lying in a
    loop behind."""
    m = Metres(_GOGGLES)
    strap = _oval((0.0, -0.005), 0.081, 0.075, 0.011, 10, math.radians(-40), math.radians(220))
    return (
        m((-0.082, -0.077, 0.012), (0.082, -0.037, 0.06), "glass", "cylinder"),  # lens
        m((-0.088, -0.08, 0.056), (0.088, -0.034, 0.066), "dark_plastic", "cylinder"),  # rims
        m((-0.088, -0.08, 0.004), (0.088, -0.034, 0.015), "dark_plastic", "cylinder"),
        m.ball_at((0.0, -0.073, 0.017), (0.017, 0.007, 0.01), "dark_plastic"),  # bridge
        *pair(m((-0.09, -0.066, 0.004), (-0.072, -0.02, 0.066), "dark_plastic",
                "rounded_box")),  # side cups
        *(m.rod((x, -0.07), 0.008, (0.063, 0.07), "ivory")
          for x in (-0.05, -0.017, 0.017, 0.05)),  # vents
        *_beads(m, strap, 0.006, "cord", h=0.022, shape="cylinder"),  # strap
    )


def _torso() -> tuple[Part, ...]:
    """A classroom anatomical model: a torso on a post and a base, its left half skin and its
    right half opened on the muscle, lung, heart, liver, stomach and coiled intestines; the
    head with the brain showing on the same side."""
    m = Metres(_TORSO)
    gut = tuple(m.ball_at((x, -0.06, z), (0.019, 0.016, 0.017), slot)
                for x, z, slot in ((0.018, 0.17, "ceramic_accent"), (0.055, 0.175, "fruit"),
                                   (0.085, 0.16, "ceramic_accent"), (0.03, 0.135, "fruit"),
                                   (0.068, 0.13, "ceramic_accent")))
    return (
        m((-0.12, -0.09, 0.0), (0.12, 0.09, 0.03), "wood", "rounded_box"),  # base
        m.rod((0.0, 0.0), 0.03, (0.025, 0.09), "chrome"),  # post
        m.ball_at((0.0, 0.0, 0.125), (0.1, 0.062, 0.05), "ivory"),  # hips
        m.ball_at((0.0, 0.0, 0.215), (0.095, 0.062, 0.1), "ivory"),  # belly
        m.ball_at((0.0, 0.0, 0.305), (0.118, 0.068, 0.09), "ivory"),  # chest
        *pair(m.ball_at((-0.096, 0.0, 0.355), (0.036, 0.04, 0.028), "ivory")),  # shoulders
        m.ball_at((0.0, 0.0, 0.375), (0.07, 0.045, 0.025), "ivory"),
        m.rod((0.0, 0.0), 0.056, (0.37, 0.445), "ivory"),  # neck
        m.ball_at((0.0, 0.0, 0.492), (0.05, 0.06, 0.065), "ivory"),  # head
        m.ball_at((0.013, 0.004, 0.505), (0.043, 0.058, 0.052), "ceramic_accent"),  # brain
        m.ball_at((0.0, -0.062, 0.485), (0.008, 0.01, 0.013), "ivory"),  # nose
        m.ball_at((0.05, -0.047, 0.25), (0.058, 0.024, 0.16), "fruit"),  # the opened muscle
        m.ball_at((0.05, -0.058, 0.33), (0.04, 0.02, 0.052), "ceramic_accent"),  # lung
        m.ball_at((0.012, -0.066, 0.3), (0.025, 0.016, 0.03), "red"),  # heart
        m.ball_at((0.052, -0.06, 0.238), (0.045, 0.018, 0.03), "soil"),  # liver
        m.ball_at((0.002, -0.063, 0.225), (0.028, 0.016, 0.025), "food"),  # stomach
        *gut,
    )


def _compass() -> tuple[Part, ...]:
    """A drawing compass standing open on its two points: the knurled grip over the hinge,
    the two legs, a screw with its thumb wheel between them, the needle point under one leg
    and the lead in its clamp under the other."""
    m = Metres(_COMPASS)
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.007, (0.128, 0.15), "dark_plastic"),  # grip
        m.rod((0.0, 0.0), 0.009, (0.122, 0.131), "chrome"),
        m.rod((0.0, 0.118), 0.02, (-0.004, 0.004), "chrome", axis="y"),  # hinge
        m.rod((0.0, 0.07), 0.0025, (-0.02, 0.02), "chrome", axis="x"),  # screw
        m.rod((0.0, 0.07), 0.014, (-0.0015, 0.0015), "chrome", axis="x"),  # its wheel
        *_beads(m, [(-0.005, 0.0, 0.113), (-0.038, 0.0, 0.016)], 0.006, "chrome", d=0.005,
                step=0.01, shape="cylinder", axis="y"),  # legs
        *_beads(m, [(0.005, 0.0, 0.113), (0.036, 0.0, 0.03)], 0.006, "chrome", d=0.005,
                step=0.01, shape="cylinder", axis="y"),
        m.rod((-0.0385, 0.0), 0.0016, (0.0, 0.018), "metal"),  # needle
        m((0.031, -0.004, 0.012), (0.043, 0.004, 0.032), "chrome"),  # lead clamp
        m.rod((0.037, 0.0), 0.003, (0.0, 0.014), "dark_plastic"),  # lead
    ]
    return tuple(parts)


def _eraser() -> tuple[Part, ...]:
    """A white eraser half in its printed card sleeve, worn round at the bare end."""
    m = Metres(_ERASER)
    return (
        m((-0.03, -0.0115, 0.0), (0.03, 0.0115, 0.012), "ivory", "rounded_box"),  # eraser
        m((-0.008, -0.012, 0.0), (0.026, 0.012, 0.0125), "accent"),  # sleeve
        m((-0.002, -0.0125, 0.003), (0.02, -0.0119, 0.0095), "paper"),  # its label
        m((0.001, -0.0128, 0.005), (0.008, -0.0124, 0.0075), "red"),  # its logo
    )


def _glue() -> tuple[Part, ...]:
    """A glue stick standing capped beside a white bottle of school glue with its label and
    pointed orange nozzle."""
    m = Metres(_GLUE)
    x = -0.022  # the stick's axis
    return (
        m.rod((x, 0.0), 0.028, (0.0, 0.012), "dark_plastic"),  # twist base
        m.rod((x, 0.0), 0.028, (0.011, 0.075), "ivory"),  # tube
        m.rod((x, 0.0), 0.0285, (0.02, 0.062), "red"),  # label
        m.rod((x, 0.0), 0.03, (0.073, 0.096), "red"),  # cap
        m.rod((x, 0.0), 0.024, (0.095, 0.099), "red"),
        m((0.0, -0.0145, 0.0), (0.044, 0.0145, 0.08), "ivory", "rounded_box"),  # bottle
        m((0.004, -0.015, 0.016), (0.04, -0.0135, 0.062), "food"),  # its label
        m.cone((0.0, -0.0145, 0.077), (0.044, 0.0145, 0.09), "ivory", taper=0.45),
        m.rod((0.022, 0.0), 0.018, (0.088, 0.098), "fruit"),  # nozzle cap
        m.cone((0.016, -0.006, 0.097), (0.028, 0.006, 0.11), "fruit", taper=0.15),
    )


# --- faith and the wall ------------------------------------------------------------------------

def _cross() -> tuple[Part, ...]:
    """A wooden cross for the wall: the upright and the crossbar with a darker inlaid
    stripe along each and a brass roundel where they meet."""
    m = Metres(_CROSS)
    return (
        m((-0.025, -0.011, 0.0), (0.025, 0.015, 0.45), "wood"),  # upright
        m((-0.15, -0.011, 0.285), (0.15, 0.015, 0.335), "wood"),  # crossbar
        m((-0.011, -0.014, 0.02), (0.011, -0.01, 0.43), "wood_alt"),  # inlays
        m((-0.135, -0.0135, 0.299), (0.135, -0.01, 0.321), "wood_alt"),
        m.rod((0.0, 0.31), 0.032, (-0.015, -0.012), "brass", axis="y"),  # roundel
    )


def _rosary() -> tuple[Part, ...]:
    """A rosary lying in a loop: small wooden beads with a larger one between each decade,
    the medal where the loop closes, the short tail of beads and the brass cross."""
    m = Metres(_ROSARY)
    c, rx, ry = (0.02, 0.022), 0.068, 0.058
    start = math.radians(250)  # where the medal joins the loop
    parts: list[Part] = []
    n = 36
    for k in range(1, n):
        a = start + 2 * math.pi * k / n
        big = k % 7 == 0
        r = 0.0052 if big else 0.0044
        parts.append(m.ball_at((c[0] + rx * math.cos(a), c[1] + ry * math.sin(a), r), r,
                               "brass" if big else "wood"))
    mx, my = c[0] + rx * math.cos(start), c[1] + ry * math.sin(start)
    parts.append(m.ball_at((mx, my, 0.002), (0.007, 0.009, 0.002), "brass"))  # medal
    cx, top = -0.045, -0.05
    for k in (1, 2, 3, 4):
        t = k / 5
        r = 0.0052 if k == 1 else 0.0044
        parts.append(m.ball_at((mx + (cx - mx) * t, my + (top - my) * t, r), r, "wood"))
    parts += (
        m((cx - 0.0025, -0.085, 0.0), (cx + 0.0025, top, 0.003), "brass"),  # cross
        m((cx - 0.013, -0.063, 0.0005), (cx + 0.013, -0.058, 0.0035), "brass"),
    )
    return tuple(parts)


def _macrame() -> tuple[Part, ...]:
    """A macrame wall hanging: a wooden dowel on a hanging string, the knotted panel under it
    with a band of square knots across the top and two V's of knots, and below it the
    fringe of loose cords cut in a V."""
    m = Metres(_MACRAME)
    parts: list[Part] = [
        m.rod((0.005, 0.745), 0.025, (-0.25, 0.25), "wood", axis="x"),  # dowel
        *slope(m, -0.225, 0.745, 0.0, 0.795, "canvas", n=2, thick=0.006, thick_z=0.006,
                across=(0.004, 0.008)),  # hanging string
        *slope(m, 0.225, 0.745, 0.0, 0.795, "canvas", n=2, thick=0.006, thick_z=0.006,
                across=(0.004, 0.008)),
        m((-0.225, 0.002, 0.42), (0.225, 0.012, 0.735), "paper"),  # knotted panel
    ]
    for k in range(18):  # the fringe
        x = -0.2125 + 0.025 * k
        parts.append(m.rod((x, 0.007), 0.016 - 0.002 * (k % 2),
                           (0.02 + 0.3 * abs(x) / 0.2125 + 0.01 * (k % 2), 0.43), "paper"))
    parts += (m.ball_at((-0.2 + 0.05 * k, 0.006, 0.7), (0.025, 0.009, 0.024), "paper")
              for k in range(9))  # knots
    for x0, steps in ((0.2, 4), (0.1, 2)):  # the V's of knots
        for k in range(steps + 1):
            x, z = x0 * (1 - k / steps), 0.635 - 0.05 * k
            parts.append(m.ball_at((x, 0.006, z), (0.024, 0.009, 0.022), "paper"))
            if x > 0.01:
                parts.append(m.ball_at((-x, 0.006, z), (0.024, 0.009, 0.022), "paper"))
    return tuple(parts)


# --- music and play ----------------------------------------------------------------------------

def _maracas() -> tuple[Part, ...]:
    """A pair of maracas lying head to tail: each a round red head painted with bands, its
    turned wooden handle sloping down to the table."""
    m = Metres(_MARACAS)
    parts: list[Part] = []
    r = 0.038  # the head's radius
    for sx, y in ((-1, -0.042), (1, 0.042)):
        hx = sx * 0.085  # the head's middle
        parts.append(m.ball((hx - 0.05, y - r, 0.0), (hx + 0.05, y + r, 2 * r), "red"))
        for dx, slot in ((-0.02, "food"), (0.0, "ivory"), (0.02, "food")):
            rr = r * math.sqrt(1 - (dx / 0.05) ** 2) + 0.0012
            parts.append(m.ball_at((hx + dx, y, r), (0.004, rr, min(rr, r)), slot))
        x0, x1 = hx - sx * 0.045, hx - sx * 0.165
        parts += _beads(m, [(x0, y, r), (x1, y, 0.012)], 0.021, "wood", step=0.03)
        parts.append(m.ball_at((x1 - sx * 0.004, y, 0.013), 0.013, "wood"))  # knob
    return tuple(parts)


def _triangle() -> tuple[Part, ...]:
    """A triangle hanging by a cord from the arm of its little stand, open at one corner,
    its beater lying on the base."""
    m = Metres(_TRIANGLE)
    top, side = 0.21, 0.16
    low = top - side * math.sqrt(3) / 2
    rod = 0.0065
    return (
        m((-0.11, -0.05, 0.0), (0.11, 0.05, 0.018), "wood", "rounded_box"),  # base
        m.rod((-0.095, 0.0), 0.016, (0.015, 0.29), "chrome"),  # post
        m.rod((0.0, 0.283), 0.012, (-0.1, 0.008), "chrome", axis="x"),  # arm
        m.rod((0.0, 0.0), 0.012, (0.272, 0.29), "dark_plastic"),  # clip
        m.rod((0.0, 0.0), 0.0022, (top, 0.275), "cord"),  # cord
        *_beads(m, [(-0.08, 0.0, low), (0.0, 0.0, top)], rod, "chrome", step=0.012,
                shape="cylinder", axis="y"),
        *_beads(m, [(0.0, 0.0, top), (0.072, 0.0, low + 0.014)], rod, "chrome", step=0.012,
                shape="cylinder", axis="y"),
        m.rod((0.0, low), rod, (-0.083, 0.066), "chrome", axis="x"),  # bottom bar
        m.rod((-0.03, 0.021), 0.005, (-0.06, 0.085), "chrome", axis="x"),  # beater
        m.rod((-0.03, 0.022), 0.008, (-0.09, -0.05), "rubber", axis="x"),  # its grip
    )


def _yoyo() -> tuple[Part, ...]:
    """A yo-yo standing on its rim: two red halves with white caps, the string wound in the
    gap, running down and forward across the table to its finger loop."""
    m = Metres(_YOYO)
    y, z = 0.04, 0.029
    loop = _oval((0.0, -0.06), 0.007, 0.008, 0.0009, 8)
    return (
        m.rod((y, z), 0.058, (-0.028, -0.0045), "red", axis="x"),  # halves
        m.rod((y, z), 0.058, (0.0045, 0.028), "red", axis="x"),
        m.rod((y, z), 0.032, (-0.03, -0.027), "ivory", axis="x"),  # caps
        m.rod((y, z), 0.032, (0.027, 0.03), "ivory", axis="x"),
        m.rod((y, z), 0.024, (-0.0048, 0.0048), "paper", axis="x"),  # wound string
        *_beads(m, [(0.0, 0.03, 0.02), (0.0, 0.012, 0.004), (0.0, 0.0, 0.0009),
                    (0.0, -0.05, 0.0009)], 0.0018, "paper", step=0.012),
        *_beads(m, loop, 0.0018, "paper"),
    )


def _top() -> tuple[Part, ...]:
    """A wooden spinning top on its steel tip: the round belly narrowing below, the cone of
    its shoulder, painted bands, and the turned stem with its knob."""
    m = Metres(_TOP)
    return (
        m.ball_at((0.0, 0.0, 0.004), 0.004, "metal"),  # tip
        *(m.ball_at((0.0, 0.0, 0.008 + 0.0065 * k), (0.007 + 0.006 * k, 0.007 + 0.006 * k,
                                                     0.006), "wood") for k in range(5)),
        m.ball_at((0.0, 0.0, 0.04), (0.034, 0.034, 0.014), "wood"),  # belly
        m.cone((-0.034, -0.034, 0.04), (0.034, 0.034, 0.064), "wood", taper=0.25),  # shoulder
        m.rod((0.0, 0.0), 0.0688, (0.037, 0.042), "red"),  # bands
        m.rod((0.0, 0.0), 0.0478, (0.049, 0.052), "accent"),
        m.ball_at((0.0, 0.0, 0.021), (0.0205, 0.0205, 0.0025), "accent"),
        m.rod((0.0, 0.0), 0.012, (0.06, 0.088), "wood"),  # stem
        m.ball_at((0.0, 0.0, 0.088), (0.009, 0.009, 0.007), "red"),  # knob
    )


def _hoop() -> tuple[Part, ...]:
    """An embroidery hoop lying on its cloth: the wooden ring with its brass screw clasp,
    the cloth drawn taut inside it and stitched with three flowers on stems with leaves."""
    m = Metres(_HOOP)
    parts: list[Part] = [
        m((-0.13, -0.13, 0.0), (0.13, 0.13, 0.002), "canvas"),  # loose cloth
        m.rod((0.0, 0.0), 0.2, (0.0015, 0.016), "wood"),  # hoop
        m.rod((0.0, 0.0), 0.186, (0.0015, 0.0165), "canvas"),  # taut cloth
        *pair(m((-0.01, 0.094, 0.002), (-0.003, 0.113, 0.02), "brass")),  # clasp
        m.rod((0.108, 0.014), 0.005, (-0.018, 0.018), "brass", axis="x"),
        m.rod((0.108, 0.014), 0.012, (0.018, 0.024), "brass", axis="x"),
    ]
    for (fx, fy), petal in (((-0.035, 0.03), "red"), ((0.035, 0.038), "accent"),
                            ((0.0, -0.01), "red")):
        parts += (m.ball_at((fx + 0.01 * math.cos(a), fy + 0.01 * math.sin(a), 0.0168),
                            (0.0065, 0.0065, 0.0012), petal)
                  for a in (math.pi / 2 + 2 * math.pi * k / 5 for k in range(5)))
        parts.append(m.ball_at((fx, fy, 0.0172), (0.004, 0.004, 0.0012), "food"))
        parts.append(m((fx - 0.0012, -0.06, 0.0162), (fx + 0.0012, fy - 0.012, 0.0172),
                       "foliage"))  # stem
    parts += (m.ball_at((x, -0.045, 0.0168), (0.009, 0.004, 0.001), "foliage")
              for x in (-0.044, -0.026, 0.026))  # leaves
    return tuple(parts)


# --- sport and fitness -------------------------------------------------------------------------

def _roller() -> tuple[Part, ...]:
    """A ridged foam roller lying on the floor: raised bands round a darker core, open at
    both ends on its hollow middle."""
    m = Metres(_ROLLER)
    bands = tuple(m.rod((0.0, 0.075), 0.15, (x - 0.024, x + 0.024), "accent", axis="x")
                  for x in (-0.19, -0.127, -0.063, 0.0, 0.063, 0.127, 0.19))
    return (
        m.rod((0.0, 0.075), 0.138, (-0.222, 0.222), "dark_plastic", axis="x"),  # core
        *bands,
        *pair(m.rod((0.0, 0.075), 0.15, (-0.222, -0.205), "accent", axis="x")),  # rims
        *pair(m.rod((0.0, 0.075), 0.055, (-0.225, -0.2), "dark_plastic", axis="x")),  # hole
    )


def _bands() -> tuple[Part, ...]:
    """A set of resistance bands: three flat loop bands in their colours lying fanned out,
    and a long band rolled up with its end unrolled across them."""
    m = Metres(_BANDS)
    return (
        m((-0.095, -0.075, 0.0), (0.055, -0.03, 0.003), "red", "rounded_box"),
        m((-0.075, -0.052, 0.0025), (0.075, -0.007, 0.0055), "food", "rounded_box"),
        m((-0.055, -0.03, 0.005), (0.095, 0.015, 0.008), "dark_plastic", "rounded_box"),
        m.rod((0.05, 0.018), 0.036, (-0.075, 0.045), "accent", axis="x"),  # the roll
        m.rod((0.05, 0.018), 0.014, (-0.076, 0.046), "dark_plastic", axis="x"),  # its core
        m((-0.075, 0.005, 0.0), (0.045, 0.06, 0.0018), "accent"),  # its end, unrolled
    )


def _football() -> tuple[Part, ...]:
    """An American football lying on its side: the pointed leather ball, its white laces
    across the seam on top and a white stripe near each end."""
    m = Metres(_FOOTBALL)
    r, a = 0.083, 0.13  # its radius and half length

    def height(x: float) -> float:
        return r + r * math.sqrt(1 - (x / a) ** 2)

    laces = tuple(m.ball_at((x, 0.0, height(x) - 0.001), (0.002, 0.01, 0.0025), "ivory")
                  for x in (-0.03, -0.018, -0.006, 0.006, 0.018, 0.03))
    stripes = tuple(m.ball_at((x, 0.0, r), (0.006, rr, rr), "ivory")
                    for x, rr in ((-0.085, r * math.sqrt(1 - (0.085 / a) ** 2) + 0.001),
                                  (0.085, r * math.sqrt(1 - (0.085 / a) ** 2) + 0.001)))
    return (
        m.ball((-a, -r, 0.0), (a, r, 2 * r), "soil"),  # ball
        m.ball((-0.14, -0.04, r - 0.04), (0.14, 0.04, r + 0.04), "soil"),  # its points
        m.ball_at((0.0, 0.0, 2 * r - 0.002), (0.045, 0.004, 0.0035), "ivory"),  # seam
        *laces, *stripes,
    )


def _glove() -> tuple[Part, ...]:
    """A baseball glove lying palm up, fingers forward: the padded heel and the cuff at the
    back with its strap and badge, the pale pocket, four fat fingers laced between and at
    the tips, the thumb and the laced web."""
    m = Metres(_GLOVE)
    fingers = ((0.045, -0.05, 0.075), (0.015, -0.052, 0.078), (-0.017, -0.05, 0.074),
               (-0.048, -0.04, 0.064))  # x, middle y, half length
    parts: list[Part] = [
        m((-0.06, 0.07, 0.0), (0.06, 0.13, 0.05), "food", "rounded_box"),  # cuff
        m((-0.064, 0.1, 0.0), (0.064, 0.122, 0.054), "soil", "rounded_box"),  # strap
        m((-0.015, 0.105, 0.044), (0.015, 0.124, 0.056), "red"),  # badge
        m.ball_at((0.0, 0.03, 0.036), (0.09, 0.08, 0.036), "food"),  # heel and palm
        m.ball_at((0.0, 0.0, 0.062), (0.055, 0.06, 0.012), "canvas"),  # pocket
    ]
    for x, y, half in fingers:
        parts.append(m.ball_at((x, y, 0.032), (0.022, half, 0.03), "food"))
        parts.append(m.ball_at((x, y - half + 0.012, 0.054), (0.008, 0.006, 0.004), "soil"))
    parts += (m.ball_at((x, -0.06, 0.057), (0.003, 0.035, 0.004), "soil")
              for x in (0.03, 0.0, -0.032))  # lacing between the fingers
    parts += (
        m.ball_at((0.088, -0.015, 0.03), (0.026, 0.075, 0.026), "food"),  # thumb
        m((0.058, -0.09, 0.015), (0.08, 0.01, 0.045), "canvas"),  # web
        *(m((0.055, y, 0.03), (0.083, y + 0.006, 0.048), "soil")
          for y in (-0.066, -0.036, -0.006)),
    )
    return tuple(parts)


def _darts() -> tuple[Part, ...]:
    """Three darts lying side by side, points forward: the steel point, the knurled barrel,
    the black shaft and the red flights, one fin standing up."""
    m = Metres(_DARTS)
    c = 0.0042  # the axis' height
    parts: list[Part] = []
    for y, o in ((-0.032, -0.002), (0.0, 0.002), (0.032, 0.0)):
        parts += (
            m.cone((0.05 + o, y - 0.0013, c - 0.0013), (0.078 + o, y + 0.0013, c + 0.0013),
                   "metal", taper=0.15, axis="x"),  # point
            m.rod((y, c), 0.0075, (0.004 + o, 0.052 + o), "chrome", axis="x"),  # barrel
            m.rod((y, c), 0.0082, (0.016 + o, 0.02 + o), "metal", axis="x"),  # knurls
            m.rod((y, c), 0.0082, (0.028 + o, 0.032 + o), "metal", axis="x"),
            m.rod((y, c), 0.005, (-0.036 + o, 0.006 + o), "dark_plastic", axis="x"),  # shaft
            m.cone((-0.077 + o, y - 0.016, c - 0.0004), (-0.032 + o, y + 0.016, c + 0.0004),
                   "red", taper=0.0, axis="x"),  # flights
            m.cone((-0.077 + o, y - 0.0004, c), (-0.032 + o, y + 0.0004, 0.02), "red",
                   taper=0.0, axis="x"),
        )
    return tuple(parts)


def _leash() -> tuple[Part, ...]:
    """A dog lead lying coiled: the flat strap once and a half round, its hand loop at one
    end and the swivel clip at the other."""
    m = Metres(_LEASH)
    w, h = 0.016, 0.0045
    return (
        *_beads(m, _oval((0.015, 0.015), 0.068, 0.058, 0.0025, 20), w, "red", h=h),
        *_beads(m, _oval((0.02, 0.02), 0.06, 0.05, 0.0065, 10, -0.6, math.pi - 0.6), w, "red",
                h=h),
        *_beads(m, _oval((-0.08, -0.052), 0.03, 0.016, 0.0025, 8), 0.014, "red", h=h),
        *_beads(m, [(-0.041, -0.018, 0.0025), (-0.05, -0.05, 0.0025)], w, "red", h=h,
                step=0.018),  # to the hand loop
        *_beads(m, [(0.0695, -0.008, 0.0065), (0.078, -0.035, 0.0035),
                    (0.075, -0.062, 0.0025)], w, "red", h=h, step=0.02),  # to the clip
        m.rod((0.075, -0.068), 0.014, (0.0, 0.005), "chrome"),  # swivel
        m((0.068, -0.1, 0.0), (0.082, -0.073, 0.01), "chrome", "rounded_box"),  # clip
        m((0.07, -0.094, 0.0095), (0.08, -0.08, 0.012), "metal"),  # its gate
    )


# --- the shed and the workshop -----------------------------------------------------------------

def _rake() -> tuple[Part, ...]:
    """A garden rake stood on its head: a row of steel tines under the head, the bow arms up
    to the ferrule and the long wooden handle with its cap."""
    m = Metres(_RAKE)
    tines = tuple(m((x - 0.003, -0.02, 0.0), (x + 0.003, -0.008, 0.07), "metal")
                  for x in (-0.195 + 0.03 * k for k in range(14)))
    return (
        m((-0.2, -0.012, 0.065), (0.2, 0.012, 0.09), "metal"),  # head
        *tines,
        *slope(m, -0.19, 0.085, -0.014, 0.2, "metal", n=7, thick=0.01, thick_z=0.01,
                across=(-0.005, 0.005)),  # bow
        *slope(m, 0.19, 0.085, 0.014, 0.2, "metal", n=7, thick=0.01, thick_z=0.01,
                across=(-0.005, 0.005)),
        m.rod((0.0, 0.0), 0.034, (0.17, 0.26), "metal"),  # ferrule
        m.rod((0.0, 0.0), 0.03, (0.25, 1.5), "wood"),  # handle
        m.rod((0.0, 0.0), 0.034, (1.49, 1.55), "dark_plastic"),  # cap
    )


def _shovel() -> tuple[Part, ...]:
    """A round-point shovel stood on its blade: the steel blade with its rounded point and
    foot treads, the socket, the wooden shaft and the D-grip."""
    m = Metres(_SHOVEL)
    return (
        m.ball((-0.12, -0.003, 0.0), (0.12, 0.003, 0.26), "metal"),  # rounded point
        m((-0.12, -0.003, 0.13), (0.12, 0.003, 0.31), "metal"),  # blade
        *pair(m((-0.12, -0.016, 0.12), (-0.108, 0.0, 0.31), "metal")),  # its turned edges
        m((-0.12, -0.013, 0.305), (0.12, 0.008, 0.32), "metal"),  # treads
        m.cone((-0.026, -0.018, 0.3), (0.026, 0.018, 0.43), "metal", taper=0.7),  # socket
        m.rod((0.0, 0.0), 0.034, (0.42, 1.07), "wood"),  # shaft
        m((-0.062, -0.012, 1.05), (0.062, 0.012, 1.075), "metal"),  # D-grip
        *pair(m.rod((-0.054, 0.0), 0.02, (1.07, 1.19), "wood")),
        m.rod((0.0, 1.18), 0.03, (-0.066, 0.066), "dark_plastic", axis="x"),
    )


def _hoe() -> tuple[Part, ...]:
    """A garden hoe stood against the wall: its flat blade on the floor in front, the swan
    neck curving down to it from the ferrule, and the long wooden handle."""
    m = Metres(_HOE)
    y = 0.06  # the handle's axis
    return (
        *slope(m, -0.082, 0.0, -0.034, 0.11, "metal", along="y", n=7, thick=0.007,
                thick_z=0.018, across=(-0.08, 0.08)),  # blade
        m((-0.014, -0.045, 0.09), (0.014, -0.025, 0.12), "metal"),  # its socket
        *_beads(m, [(0.0, -0.03, 0.115), (0.0, -0.005, 0.14), (0.0, 0.03, 0.15),
                    (0.0, y, 0.16)], 0.012, "metal", step=0.02, shape="cylinder",
                axis="x"),  # neck
        m.rod((0.0, y), 0.036, (0.15, 0.23), "metal"),  # ferrule
        m.rod((0.0, y), 0.032, (0.22, 1.5), "wood"),  # handle
    )


def _sander() -> tuple[Part, ...]:
    """A random-orbit sander: the sanding disc under its pad, the coloured motor housing
    with a rubber grip band and the domed palm grip, the switch, and the dust port with its
    canister at the back."""
    m = Metres(_SANDER)
    y = -0.05  # the pad's middle
    return (
        m.rod((0.0, y), 0.127, (0.0, 0.003), "canvas"),  # sanding disc
        m.rod((0.0, y), 0.125, (0.003, 0.018), "dark_plastic"),  # pad
        m.rod((0.0, y), 0.112, (0.017, 0.03), "dark_plastic"),
        m.rod((0.0, y), 0.108, (0.028, 0.076), "accent"),  # housing
        m.rod((0.0, y), 0.104, (0.075, 0.098), "rubber"),  # grip band
        m.ball_at((0.0, y, 0.1), (0.052, 0.052, 0.05), "dark_plastic"),  # palm grip
        m((-0.012, -0.108, 0.045), (0.012, -0.1, 0.062), "red"),  # switch
        m.rod((0.0, 0.045), 0.032, (-0.01, 0.04), "dark_plastic", axis="y"),  # dust port
        m.rod((0.0, 0.045), 0.056, (0.035, 0.112), "dark_plastic", axis="y"),  # canister
        m.rod((0.0, 0.045), 0.05, (0.111, 0.12), "accent", axis="y"),  # its cap
    )


def _sockets() -> tuple[Part, ...]:
    """A socket set in its open case: the red case with its lid standing open, the black
    insert holding two rows of chrome sockets by size, the ratchet and an extension bar."""
    m = Metres(_SOCKETS)
    small = tuple(m.rod((-0.13 + 0.029 * k, 0.04), 0.013 + 0.001 * k, (0.035, 0.062),
                        "chrome") for k in range(9))
    large = []
    for k in range(7):
        x, d = -0.12 + 0.038 * k, 0.022 + 0.0015 * k
        large += (m.rod((x, 0.0), d, (0.035, 0.066), "chrome"),
                  m.rod((x, 0.0), d * 0.6, (0.0655, 0.0665), "dark_plastic"))
    return (
        m((-0.16, -0.094, 0.0), (0.16, 0.075, 0.045), "red", "rounded_box"),  # case
        m((-0.15, -0.085, 0.03), (0.15, 0.066, 0.046), "dark_plastic"),  # insert
        m((-0.16, 0.075, 0.03), (0.16, 0.1, 0.2), "red", "rounded_box"),  # lid
        m((-0.15, 0.07, 0.05), (0.15, 0.078, 0.19), "dark_plastic"),  # its lining
        m((-0.06, 0.068, 0.14), (0.06, 0.0705, 0.175), "paper"),  # its label
        *pair(m((-0.12, -0.1, 0.018), (-0.09, -0.092, 0.038), "metal")),  # latches
        *small, *large,
        m.rod((-0.055, 0.05), 0.012, (-0.1, 0.04), "chrome", axis="x"),  # ratchet handle
        m.rod((-0.055, 0.05), 0.018, (-0.13, -0.05), "rubber", axis="x"),  # its grip
        m.rod((0.06, -0.055), 0.036, (0.042, 0.058), "chrome"),  # its head
        m((0.055, -0.062, 0.057), (0.067, -0.048, 0.062), "dark_plastic"),  # its lever
        m.rod((-0.077, 0.05), 0.01, (0.09, 0.145), "chrome", axis="x"),  # extension bar
    )


def _cord() -> tuple[Part, ...]:
    """An orange extension cord coiled in a bundle with a strap round it, one end running
    to its socket block with three outlets and the other to its plug."""
    m = Metres(_CORD)
    bundle = _oval((0.03, 0.03), 0.085, 0.075, 0.011, 20)
    outlets = []
    for x in (-0.115, -0.085, -0.055):
        outlets += (m((x - 0.004, -0.095, 0.034), (x - 0.0015, -0.08, 0.0355), "dark_plastic"),
                    m((x + 0.0015, -0.095, 0.034), (x + 0.004, -0.08, 0.0355), "dark_plastic"))
    return (
        *_beads(m, bundle, 0.028, "fruit", h=0.022),
        m((0.108, 0.01, 0.0), (0.124, 0.05, 0.025), "dark_plastic", "rounded_box"),  # strap
        *_beads(m, [(-0.05, 0.0, 0.006), (-0.085, -0.04, 0.005), (-0.085, -0.065, 0.005)],
                0.01, "fruit", step=0.022),
        m((-0.135, -0.108, 0.0), (-0.035, -0.066, 0.034), "fruit", "rounded_box"),  # block
        *outlets,
        *_beads(m, [(0.09, -0.03, 0.006), (0.08, -0.075, 0.005), (0.06, -0.095, 0.005)],
                0.01, "fruit", step=0.022),
        m((0.02, -0.11, 0.0), (0.06, -0.08, 0.022), "fruit", "rounded_box"),  # plug
        m((0.006, -0.1, 0.008), (0.02, -0.097, 0.014), "chrome"),  # its pins
        m((0.006, -0.093, 0.008), (0.02, -0.09, 0.014), "chrome"),
    )


def _motorcycle() -> tuple[Part, ...]:
    """A motorcycle on its wheels, front to the left: the tyres, black wheels with chrome
    rims and hubs, the telescopic fork, the headlight, the bars with grips and mirrors, the
    red tank and fenders, the seat, the finned engine, the exhaust and the rear shocks."""
    m = Metres(_MOTORCYCLE)
    parts: list[Part] = []
    for x, w in ((-0.72, 0.12), (0.72, 0.16)):
        parts += (
            m.rod((x, 0.31), 0.62, (-w / 2, w / 2), "rubber", axis="y"),  # tyre
            m.rod((x, 0.31), 0.45, (-w / 2 - 0.002, w / 2 + 0.002), "chrome", axis="y"),
            m.rod((x, 0.31), 0.4, (-w / 2 - 0.004, w / 2 + 0.004), "dark_plastic", axis="y"),
            m.rod((x, 0.31), 0.12, (-w / 2 - 0.03, w / 2 + 0.03), "chrome", axis="y"),  # hub
        )
    for y in (-0.1, 0.1):
        parts += slope(m, -0.72, 0.31, -0.57, 0.86, "chrome", n=3, thick=0.05, thick_z=0.05,
                        across=(y - 0.02, y + 0.02))  # fork
        parts += slope(m, 0.72, 0.33, 0.42, 0.76, "chrome", n=3, thick=0.05, thick_z=0.05,
                        across=(y - 0.022, y + 0.022))  # shocks
    parts += (
        *pair_y(m((0.1, -0.11, 0.28), (0.72, -0.07, 0.34), "dark_plastic")),  # swingarm
        m((-0.62, -0.12, 0.82), (-0.5, 0.12, 0.88), "dark_plastic"),  # top clamp
        m.rod((-0.52, 0.98), 0.026, (-0.36, 0.36), "chrome", axis="y"),  # handlebar
        m((-0.54, -0.04, 0.86), (-0.5, 0.04, 0.98), "dark_plastic"),  # its riser
        *pair_y(m.rod((-0.52, 0.98), 0.036, (-0.4, -0.3), "rubber", axis="y")),  # grips
        *pair_y(m.rod((-0.5, -0.3), 0.012, (0.98, 1.05), "chrome")),  # mirror stalks
        *pair_y(m.ball_at((-0.5, -0.3, 1.06), (0.02, 0.05, 0.035), "dark_plastic")),
        m.rod((0.0, 0.8), 0.19, (-0.7, -0.6), "chrome", axis="x"),  # headlight
        m.rod((0.0, 0.8), 0.16, (-0.705, -0.698), "glass", axis="x"),
        m((-0.88, -0.075, 0.64), (-0.58, 0.075, 0.67), "red", "rounded_box"),  # front fender
        m.ball((-0.5, -0.16, 0.68), (-0.1, 0.16, 0.96), "red"),  # tank
        m((-0.16, -0.14, 0.74), (0.44, 0.14, 0.83), "dark_plastic", "rounded_box"),  # seat
        m((0.38, -0.1, 0.72), (0.86, 0.1, 0.77), "red", "rounded_box"),  # rear fender
        m((0.84, -0.08, 0.73), (0.9, 0.08, 0.77), "fruit"),  # tail light
        *slope(m, -0.56, 0.82, -0.3, 0.3, "dark_plastic", n=2, thick=0.05, thick_z=0.05,
                across=(-0.03, 0.03)),  # down tube
        m((-0.3, -0.13, 0.2), (0.15, 0.13, 0.45), "metal"),  # engine
        m((-0.25, -0.11, 0.44), (0.05, 0.11, 0.66), "aluminium"),  # cylinders
        m((-0.26, -0.125, 0.5), (0.06, 0.125, 0.515), "aluminium"),  # their fins
        m((-0.26, -0.125, 0.58), (0.06, 0.125, 0.595), "aluminium"),
        m.rod((-0.17, 0.26), 0.05, (-0.3, 0.25), "chrome", axis="x"),  # exhaust pipe
        m.rod((-0.19, 0.3), 0.09, (0.22, 0.78), "chrome", axis="x"),  # silencer
        m.rod((0.05, 0.32), 0.025, (-0.22, 0.22), "dark_plastic", axis="y"),  # footrests
    )
    return tuple(parts)


# --- the study and the sea ---------------------------------------------------------------------

def _binoculars() -> tuple[Part, ...]:
    """A pair of porro-prism binoculars lying flat, lenses forward: the objective tubes and
    their glass, the armoured prism housings, the eyepieces with rubber cups, and the hinge
    with its focus wheel."""
    m = Metres(_BINOCULARS)
    z = 0.032
    return (
        *pair(m.rod((-0.058, z), 0.062, (-0.078, -0.02), "dark_plastic", axis="y")),
        *pair(m.rod((-0.058, z), 0.064, (-0.08, -0.07), "rubber", axis="y")),  # rims
        *pair(m.rod((-0.058, z), 0.05, (-0.085, -0.079), "glass", axis="y")),  # lenses
        *pair(m((-0.085, -0.03, 0.002), (-0.025, 0.035, 0.062), "rubber", "rounded_box")),
        *pair(m.rod((-0.034, z), 0.036, (0.03, 0.065), "dark_plastic", axis="y")),
        *pair(m.rod((-0.034, z), 0.04, (0.062, 0.085), "rubber", axis="y")),  # eyecups
        m.rod((0.0, z), 0.018, (-0.04, 0.062), "dark_plastic", axis="y"),  # hinge
        m((-0.03, -0.022, 0.024), (0.03, -0.006, 0.04), "dark_plastic"),  # bridges
        m((-0.03, 0.024, 0.024), (0.03, 0.04, 0.04), "dark_plastic"),
        m.rod((0.048, 0.046), 0.026, (-0.012, 0.012), "metal", axis="x"),  # focus wheel
    )


def _sextant() -> tuple[Part, ...]:
    """A brass sextant upright on its wooden display stand: the triangular frame open in the
    middle, narrowing up to the pivot, the arc with its silver scale, the index arm with its
    vernier, the index and horizon mirrors, two coloured shades, the telescope across the
    frame and the wooden handle behind it."""
    m = Metres(_SEXTANT)
    az = 0.28  # the pivot's height
    return (
        m((-0.11, -0.05, 0.0), (0.11, 0.05, 0.025), "wood", "rounded_box"),  # stand
        *pair(m.rod((-0.085, 0.0), 0.012, (0.02, 0.092), "brass")),  # its cradle posts
        m.cone((-0.1, -0.003, 0.1), (0.1, 0.003, az + 0.012), "brass", taper=0.0),  # frame
        m.cone((-0.062, -0.0036, 0.128), (0.062, 0.0036, 0.24), "dark_plastic", taper=0.0),
        m.ball_at((0.0, 0.0, 0.105), (0.104, 0.0038, 0.028), "brass"),  # the arc
        m.ball_at((0.0, -0.0032, 0.101), (0.099, 0.0012, 0.021), "chrome"),  # its scale
        m.ball_at((0.0, -0.0042, 0.109), (0.093, 0.0008, 0.02), "brass"),
        m((-0.005, -0.008, 0.075), (0.005, -0.004, az), "brass"),  # index arm
        m((-0.012, -0.01, 0.07), (0.012, -0.004, 0.092), "brass"),  # vernier
        m.rod((0.0, az), 0.03, (-0.008, 0.004), "brass", axis="y"),  # pivot
        m((-0.012, -0.016, 0.262), (0.012, -0.01, 0.294), "mirror"),  # index mirror
        m((-0.062, -0.016, 0.17), (-0.036, -0.012, 0.205), "mirror"),  # horizon mirror
        m((-0.034, -0.015, 0.222), (-0.014, -0.012, 0.242), "red"),  # shades
        m((-0.034, -0.019, 0.226), (-0.014, -0.016, 0.246), "glass"),
        m.rod((-0.026, 0.185), 0.022, (-0.02, 0.085), "brass", axis="x"),  # telescope
        m.rod((-0.026, 0.185), 0.016, (0.085, 0.11), "dark_plastic", axis="x"),
        m((0.045, -0.02, 0.17), (0.055, -0.003, 0.185), "brass"),  # its bracket
        m.rod((0.02, 0.035), 0.024, (0.13, 0.23), "wood"),  # handle
        m((0.014, 0.003, 0.13), (0.026, 0.03, 0.14), "brass"),  # its brackets
        m((0.014, 0.003, 0.22), (0.026, 0.03, 0.23), "brass"),
    )


# --- the bathroom and the laundry --------------------------------------------------------------

def _razor() -> tuple[Part, ...]:
    """A safety razor hanging in its chrome stand: the round base and post, the fork that
    holds it under the head, the knurled handle, the head with the blade's edges showing
    and its domed cap."""
    m = Metres(_RAZOR)
    y = -0.004  # the razor's axis
    return (
        m.rod((0.0, 0.0), 0.062, (0.0, 0.01), "chrome"),  # base
        m.rod((0.0, 0.022), 0.008, (0.008, 0.123), "chrome"),  # post
        m((-0.004, 0.003, 0.114), (0.004, 0.025, 0.121), "chrome"),  # arm
        *pair(m((-0.013, -0.014, 0.114), (-0.0065, 0.006, 0.12), "chrome")),  # fork
        m.rod((0.0, y), 0.013, (0.024, 0.032), "chrome"),  # end knob
        m.rod((0.0, y), 0.011, (0.03, 0.112), "chrome"),  # handle
        *(m.rod((0.0, y), 0.0118, (z, z + 0.006), "metal") for z in (0.05, 0.065, 0.08)),
        m.rod((0.0, y), 0.008, (0.11, 0.126), "chrome"),  # neck
        m((-0.022, y - 0.0075, 0.124), (0.022, y + 0.0075, 0.133), "chrome", "rounded_box"),
        m((-0.0215, y - 0.0105, 0.1275), (0.0215, y + 0.0105, 0.1285), "metal"),  # blade
        m.ball_at((0.0, y, 0.133), (0.021, 0.008, 0.007), "chrome"),  # cap
    )


def _shaving_cream() -> tuple[Part, ...]:
    """A can of shaving foam: the white can with its coloured label and printed badge, the
    domed shoulder, the valve and the black actuator with its nozzle."""
    m = Metres(_SHAVE)
    return (
        m.rod((0.0, 0.0), 0.061, (0.0, 0.006), "chrome"),  # base rim
        m.rod((0.0, 0.0), 0.064, (0.004, 0.156), "ivory"),  # can
        m.rod((0.0, 0.0), 0.065, (0.03, 0.128), "accent"),  # label
        m.rod((0.0, 0.08), 0.026, (-0.0325, -0.031), "ivory", axis="y"),  # badge
        m.cone((-0.0325, -0.0325, 0.155), (0.0325, 0.0325, 0.172), "ivory", taper=0.45),
        m.rod((0.0, 0.0), 0.03, (0.17, 0.176), "chrome"),  # valve cup
        m.rod((0.0, 0.0), 0.026, (0.174, 0.19), "dark_plastic"),  # actuator
        m.rod((0.0, 0.184), 0.008, (-0.022, 0.0), "dark_plastic", axis="y"),  # nozzle
    )


def _mouthwash() -> tuple[Part, ...]:
    """A bottle of mouthwash: the clear bottle showing the coloured rinse inside, its paper
    label with a coloured band, the shoulder and neck, and the big ribbed cap."""
    m = Metres(_MOUTHWASH)
    return (
        m((-0.042, -0.027, 0.0), (0.042, 0.027, 0.17), "glass", "rounded_box"),  # bottle
        m((-0.038, -0.023, 0.004), (0.038, 0.023, 0.15), "food", "rounded_box"),  # rinse
        m((-0.03, -0.0292, 0.04), (0.03, -0.0268, 0.12), "paper"),  # label
        m((-0.03, -0.03, 0.09), (0.03, -0.0291, 0.104), "accent"),
        m.cone((-0.04, -0.026, 0.168), (0.04, 0.026, 0.19), "glass", taper=0.45),
        m.rod((0.0, 0.0), 0.028, (0.186, 0.2), "glass"),  # neck
        m.rod((0.0, 0.0), 0.042, (0.198, 0.23), "ivory"),  # cap
        m.rod((0.0, 0.0), 0.044, (0.2, 0.205), "ivory"),  # its rib
    )


def _detergent() -> tuple[Part, ...]:
    """A jug of laundry detergent: the orange jug, its raised shoulder with the spout and
    white cap, the hollow handle at the back, the label and its printed roundel."""
    m = Metres(_DETERGENT)
    return (
        m((-0.1, -0.058, 0.0), (0.1, 0.058, 0.22), "fruit", "rounded_box"),  # jug
        m((-0.1, -0.054, 0.19), (0.02, 0.054, 0.25), "fruit", "rounded_box"),  # shoulder
        m.rod((-0.05, 0.0), 0.046, (0.245, 0.256), "fruit"),  # spout
        m.rod((-0.05, 0.0), 0.058, (0.253, 0.29), "ivory"),  # cap
        m((0.02, -0.022, 0.19), (0.045, 0.022, 0.285), "fruit", "rounded_box"),  # handle
        m((0.075, -0.022, 0.19), (0.1, 0.022, 0.285), "fruit", "rounded_box"),
        m.rod((0.0, 0.268), 0.034, (0.022, 0.098), "fruit", axis="x"),
        m((-0.08, -0.0598, 0.03), (0.08, -0.056, 0.17), "paper"),  # label
        m.rod((0.0, 0.11), 0.075, (-0.06, -0.059), "accent", axis="y"),  # roundel
    )


def _straightener() -> tuple[Part, ...]:
    """A hair straightener lying closed: the two black arms, the hot plates showing along
    the seam between them, the display and button, the hinge with its swivel, and the
    cord curling round in front."""
    m = Metres(_STRAIGHTENER)
    return (
        m((-0.16, -0.016, 0.0), (0.12, 0.016, 0.0158), "dark_plastic", "rounded_box"),
        m((-0.16, -0.016, 0.0162), (0.12, 0.016, 0.032), "dark_plastic", "rounded_box"),
        m((-0.155, -0.0145, 0.0135), (-0.035, 0.0145, 0.0185), "aluminium"),  # plates
        m((0.0, -0.012, 0.031), (0.035, 0.0, 0.0326), "screen"),  # display
        m.rod((0.055, -0.006), 0.008, (0.03, 0.033), "red"),  # button
        m.rod((0.11, 0.016), 0.03, (-0.0165, 0.0165), "dark_plastic", axis="y"),  # hinge
        m.rod((0.0, 0.016), 0.013, (0.125, 0.15), "dark_plastic", axis="x"),  # swivel
        *_beads(m, [(0.148, 0.0, 0.012), (0.155, -0.022, 0.003), (0.13, -0.038, 0.003),
                    (0.05, -0.04, 0.003), (-0.04, -0.034, 0.003), (-0.1, -0.042, 0.003)],
                0.006, "cord", step=0.02),
    )


# --- the casino table --------------------------------------------------------------------------

def _roulette() -> tuple[Part, ...]:
    """A table-top roulette wheel: the wooden bowl and its ball track, the ring of red and
    black pockets with the green zero, the turned cone in the middle, the chrome turret with
    its four-armed handle, deflectors on the track and the white ball."""
    m = Metres(_ROULETTE)
    n, pocket_r = 26, 0.168
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.5, (0.0, 0.07), "wood"),  # bowl
        m.rod((0.0, 0.0), 0.44, (0.02, 0.0705), "wood_alt"),  # ball track
    ]
    for k in range(n):
        a = 2 * math.pi * k / n
        slot = "foliage" if k == 0 else ("red" if k % 2 else "dark_plastic")
        x, y = pocket_r * math.cos(a), pocket_r * math.sin(a)
        dz = 0.0008 * (k % 2)
        parts.append(m.rod((x, y), 0.044, (0.07 + dz, 0.08 - dz), slot))
    parts += (
        m.cone((-0.145, -0.145, 0.075), (0.145, 0.145, 0.1), "wood", taper=0.3),  # cone
        m.rod((0.0, 0.0), 0.03, (0.095, 0.132), "chrome"),  # turret
        m.rod((0.0, 0.125), 0.008, (-0.05, 0.05), "chrome", axis="x"),  # handle arms
        m.rod((0.0, 0.125), 0.008, (-0.05, 0.05), "chrome", axis="y"),
        *(m.ball_at((x, y, 0.125), 0.007, "chrome")
          for x, y in ((0.05, 0.0), (-0.05, 0.0), (0.0, 0.05), (0.0, -0.05))),
        *(m((x - 0.007, y - 0.007, 0.0705), (x + 0.007, y + 0.007, 0.078), "chrome")
          for x, y in ((0.2, 0.0), (-0.2, 0.0), (0.0, 0.2), (0.0, -0.2))),  # deflectors
        m.ball_at((0.141, -0.141, 0.0795), 0.009, "ivory"),  # ball
    )
    return tuple(parts)


def _chips() -> tuple[Part, ...]:
    """Stacks of poker chips in their colours with white edge spots, a round inlay on each
    top, and a few loose chips lying in front."""
    m = Metres(_CHIPS)
    parts: list[Part] = []
    for x, h, slot in ((-0.084, 0.04, "red"), (-0.042, 0.053, "dark_plastic"),
                       (0.0, 0.03, "ivory"), (0.042, 0.047, "accent"), (0.084, 0.036, "red")):
        y, spot = 0.028, "red" if slot == "ivory" else "ivory"
        parts += (
            m.rod((x, y), 0.039, (0.0, h), slot),
            m.rod((x, y), 0.026, (h - 0.0002, h + 0.0004), spot),  # inlay
            m((x - 0.003, y - 0.0198, 0.0), (x + 0.003, y - 0.017, h - 0.0001), spot),
            m((x - 0.0165, y - 0.013, 0.0), (x - 0.011, y - 0.01, h - 0.0001), spot),
            m((x + 0.011, y - 0.013, 0.0), (x + 0.0165, y - 0.01, h - 0.0001), spot),
        )
    for x, y, z, slot in ((-0.06, -0.026, 0.0, "red"), (-0.027, -0.028, 0.0, "accent"),
                          (0.035, -0.027, 0.0, "dark_plastic"),
                          (0.05, -0.02, 0.0033, "red")):
        parts += (m.rod((x, y), 0.039, (z, z + 0.0033), slot),
                  m.rod((x, y), 0.026, (z + 0.0031, z + 0.0037), "ivory"))
    return tuple(parts)


def _backgammon() -> tuple[Part, ...]:
    """An open backgammon board: the wooden case with raised rails and the middle bar, two
    fields of twelve points each, long triangles in two colours reaching in from front
    and back, three stacks of checkers and a pair of dice."""
    m = Metres(_BACKGAMMON)
    w, field_top, pz = 0.0375, 0.02, 0.0202  # a point's width, the field's top, points' base
    parts: list[Part] = [
        m((-0.25, -0.17, 0.0), (0.25, 0.17, 0.018), "wood"),  # case
        m((-0.25, -0.17, 0.0), (0.25, -0.155, 0.026), "wood"),  # rails
        m((-0.25, 0.155, 0.0), (0.25, 0.17, 0.026), "wood"),
        *pair(m((-0.25, -0.155, 0.0), (-0.235, 0.155, 0.0255), "wood")),
        m((-0.01, -0.155, 0.0), (0.01, 0.155, 0.0255), "wood"),  # middle bar
    ]
    for x0 in (-0.235, 0.01):  # the two fields
        parts.append(m((x0, -0.155, 0.0), (x0 + 0.225, 0.155, field_top), "canvas"))
        for k in range(6):  # points from the front: triangles pointing back
            x = x0 + w * (k + 0.5)
            slot = "red" if k % 2 == 0 else "ivory"
            parts.append(m.cone((x - w / 2, -0.155, pz), (x + w / 2, -0.03, pz + 0.0007),
                                slot, taper=0.0, axis="y"))
        # points from the back: columns in the two colours, the field's colour laid over
        # them in triangles pointing back, which leaves triangles pointing forward
        parts.append(m((x0, 0.03, pz), (x0 + 0.225, 0.155, pz + 0.0006), "ivory"))
        parts += (m((x0 + w * k, 0.03, pz), (x0 + w * (k + 1), 0.155, pz + 0.0009), "red")
                  for k in (0, 2, 4))
        parts += (m.cone((max(x0 + w * (k - 0.5), -0.25), 0.03, pz + 0.001),
                         (min(x0 + w * (k + 0.5), 0.25), 0.155, pz + 0.0016), "canvas",
                         taper=0.0, axis="y") for k in range(7))
    top = pz + 0.0016
    parts += (
        m.rod((-0.235 + w * 0.5, -0.135), 0.034, (top, top + 0.018), "dark_plastic"),  # stacks
        m.rod((0.01 + w * 5.5, 0.135), 0.034, (top, top + 0.012), "dark_plastic"),
        m.rod((-0.235 + w * 4.5, 0.135), 0.034, (top, top + 0.018), "ivory"),
        m((0.06, -0.02, top), (0.072, -0.008, top + 0.012), "ivory", "rounded_box"),  # dice
        m((0.08, 0.0, top), (0.092, 0.012, top + 0.012), "ivory", "rounded_box"),
    )
    return tuple(parts)


FAMILIES: tuple[Family, ...] = tidy((
    # --- the laboratory and the classroom ----------------------------------------------------
    family("bunsen_burner", _BUNSEN, "surface", _bunsen(),
           names=("bunsen burner", "gas burner", "lab burner", "laboratory burner"),
           hosts=LAB, jitter=0.06),
    family("syringe", _SYRINGE, "surface", _syringe(),
           names=("syringe", "hypodermic syringe", "hypodermic needle", "medical syringe"),
           hosts=hosts_of(MEDICAL, LAB, ("medical_cart",)), jitter=0.12),
    family("safety_goggles", _GOGGLES, "surface", _goggles(),
           names=("safety goggles", "goggles", "lab goggles", "protective goggles",
                  "safety glasses"), hosts=hosts_of(LAB, TOOLS), jitter=0.1),
    family("anatomical_model", _TORSO, "surface", _torso(),
           names=("anatomical model", "anatomy model", "torso model", "human body model",
                  "anatomical torso", "anatomy torso"),
           hosts=hosts_of(("teachers_desk", "lab_bench"), CLASSROOM, MEDICAL), jitter=0.05),
    family("drawing_compass", _COMPASS, "surface", _compass(),
           names=("compass", "drawing compass", "pair of compasses", "geometry compass"),
           hosts=hosts_of(DESK, CLASSROOM), jitter=0.12),
    family("eraser", _ERASER, "surface", _eraser(),
           names=("eraser", "rubber eraser", "pencil eraser", "board eraser"),
           hosts=hosts_of(DESK, CLASSROOM), jitter=0.12),
    family("glue_stick", _GLUE, "surface", _glue(),
           names=("glue stick", "glue", "glue bottle", "bottle of glue", "school glue"),
           hosts=hosts_of(DESK, CLASSROOM, SEWING), jitter=0.1),
    # --- faith and the wall ------------------------------------------------------------------
    family("wall_cross", _CROSS, "wall_mounted", _cross(),
           names=("cross", "crucifix", "wooden cross", "wall cross", "christian cross"),
           mount_centre=1.6, jitter=0.03),
    family("rosary", _ROSARY, "surface", _rosary(),
           names=("rosary", "prayer beads", "mala", "rosary beads", "mala beads"),
           hosts=hosts_of(("nightstand", "altar"), CURIO), jitter=0.12),
    family("macrame_hanging", _MACRAME, "wall_mounted", _macrame(),
           names=("macrame", "macrame hanging", "macrame wall art", "knotted wall hanging"),
           mount_centre=1.5, jitter=0.05),
    # --- music and play ----------------------------------------------------------------------
    family("maracas", _MARACAS, "surface", _maracas(),
           names=("maracas", "maraca", "pair of maracas", "rumba shakers"),
           hosts=INSTRUMENTS, jitter=0.1),
    family("triangle_instrument", _TRIANGLE, "surface", _triangle(),
           names=("triangle", "musical triangle", "triangle instrument",
                  "orchestral triangle"), hosts=INSTRUMENTS, jitter=0.06),
    family("yo_yo", _YOYO, "surface", _yoyo(),
           names=("yo-yo", "yoyo", "toy yo-yo"), hosts=TOYS, jitter=0.12),
    family("spinning_top", _TOP, "surface", _top(),
           names=("spinning top", "toy top", "wooden spinning top", "whirligig"),
           hosts=TOYS, jitter=0.12),
    family("embroidery_hoop", _HOOP, "surface", _hoop(),
           names=("embroidery hoop", "cross-stitch hoop", "quilting hoop", "embroidery frame",
                  "cross stitch hoop"), hosts=SEWING, jitter=0.08),
    # --- sport and fitness -------------------------------------------------------------------
    family("foam_roller", _ROLLER, "floor", _roller(),
           names=("foam roller", "massage roller", "muscle roller", "fitness roller"),
           jitter=0.2),
    family("resistance_bands", _BANDS, "surface", _bands(),
           names=("resistance band", "resistance bands", "exercise band", "workout bands",
                  "loop bands"),
           hosts=hosts_of(("weight_bench",), SPORT), jitter=0.1),
    family("american_football", _FOOTBALL, "surface", _football(),
           names=("football", "american football", "rugby ball", "gridiron ball"),
           hosts=hosts_of(SPORT, ("bookshelf",)), jitter=0.12),
    family("baseball_glove", _GLOVE, "surface", _glove(),
           names=("baseball glove", "baseball mitt", "catcher's mitt", "softball glove",
                  "fielder's glove"), hosts=SPORT, jitter=0.1),
    family("darts", _DARTS, "surface", _darts(),
           names=("darts", "dart", "set of darts", "throwing darts"),
           hosts=hosts_of(GAMES, ("bar_table", "bar_counter")), jitter=0.12),
    family("dog_leash", _LEASH, "surface", _leash(),
           names=("leash", "dog leash", "dog lead", "pet leash", "dog's lead"),
           hosts=HALL, jitter=0.12),
    # --- the shed and the workshop -----------------------------------------------------------
    family("garden_rake", _RAKE, "wall", _rake(),
           names=("rake", "garden rake", "leaf rake", "bow rake"), jitter=0.06),
    family("shovel", _SHOVEL, "wall", _shovel(),
           names=("shovel", "spade", "garden shovel", "snow shovel", "garden spade"),
           jitter=0.06),
    family("garden_hoe", _HOE, "wall", _hoe(),
           names=("hoe", "garden hoe", "draw hoe", "weeding hoe"), jitter=0.06),
    family("orbital_sander", _SANDER, "surface", _sander(),
           names=("sander", "orbital sander", "power sander", "belt sander",
                  "random orbit sander", "electric sander"), hosts=TOOLS, jitter=0.08),
    family("socket_set", _SOCKETS, "surface", _sockets(),
           names=("socket set", "socket wrench set", "ratchet set", "socket wrench"),
           hosts=TOOLS, jitter=0.05),
    family("extension_cord", _CORD, "surface", _cord(),
           names=("extension cord", "power cord", "extension cable", "coiled extension cord"),
           hosts=hosts_of(TOOLS, ("shelving_unit", "desk")), jitter=0.1),
    family("motorcycle", _MOTORCYCLE, "floor", _motorcycle(),
           names=("motorcycle", "motorbike", "dirt bike", "motor bike"),
           jitter=0.04, clearance=0.5),
    # --- the study and the sea ---------------------------------------------------------------
    family("binoculars", _BINOCULARS, "surface", _binoculars(),
           names=("binoculars", "field glasses", "pair of binoculars", "binocular"),
           hosts=hosts_of(CURIO, STUDY), jitter=0.1),
    family("sextant", _SEXTANT, "surface", _sextant(),
           names=("sextant", "nautical sextant", "brass sextant", "navigation sextant"),
           hosts=hosts_of(CURIO, STUDY), jitter=0.08),
    # --- the bathroom and the laundry --------------------------------------------------------
    family("razor", _RAZOR, "surface", _razor(),
           names=("razor", "shaving razor", "safety razor", "razor stand"),
           hosts=hosts_of(BATH, GROOMING), jitter=0.08),
    family("shaving_cream", _SHAVE, "surface", _shaving_cream(),
           names=("shaving cream", "shaving foam", "shave gel", "shaving gel",
                  "can of shaving foam"), hosts=hosts_of(BATH, GROOMING), jitter=0.1),
    family("mouthwash", _MOUTHWASH, "surface", _mouthwash(),
           names=("mouthwash", "mouth wash", "bottle of mouthwash", "mouth rinse"),
           hosts=hosts_of(BATH, GROOMING), jitter=0.1),
    family("hair_straightener", _STRAIGHTENER, "surface", _straightener(),
           names=("hair straightener", "flat iron", "straightener", "curling iron",
                  "straightening iron"),
           hosts=hosts_of(MAKEUP, GROOMING), jitter=0.1),
    family("laundry_detergent", _DETERGENT, "surface", _detergent(),
           names=("laundry detergent", "detergent", "detergent bottle", "fabric softener",
                  "washing liquid", "laundry liquid"),
           hosts=hosts_of(LAUNDRY, ("wall_shelf", "open_shelf")), jitter=0.08),
    # --- the casino table --------------------------------------------------------------------
    family("roulette_wheel", _ROULETTE, "surface", _roulette(),
           names=("roulette wheel", "roulette", "casino wheel"),
           hosts=hosts_of(("poker_table", "bar_table", "bar_counter"), GAMES), jitter=0.05),
    family("poker_chips", _CHIPS, "surface", _chips(),
           names=("poker chips", "poker chip", "casino chips", "chip set", "gaming chips"),
           hosts=hosts_of(("poker_table", "bar_table"), GAMES), jitter=0.1),
    family("backgammon_board", _BACKGAMMON, "surface", _backgammon(),
           names=("backgammon", "backgammon board", "backgammon set", "game of backgammon"),
           hosts=GAMES, jitter=0.05),
))
