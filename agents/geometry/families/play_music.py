"""Families: instruments, toys and games, and things for getting about (see base.Family).

The music room (a french horn lying on its side, a trombone on its stand, a tuba standing on
its bottom bow, a pair of bongos, a recorder, a violin case, a gong on its wooden frame, a horn
gramophone, an electronic keyboard on its stand, a PA speaker on its tripod), the playroom
and the games table (a set of dominoes in play, a checkers board, a toy dinosaur, a marionette
on its display stand, a hula hoop leaning on the wall, a coiled jump rope, a mini trampoline),
wheels and runners (a tricycle, a kids' wagon, a wooden sled), and odds and ends of the house
and the gym (a galvanised bucket, a baby gate, a service bell, a hand bell, a pet carrier, a
traffic cone, a wall scoreboard).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one. Slanted struts are runs of short blocks
(`_strut`); hoops and coils are rings of overlapping beads, finer where the ring runs
diagonally (`_arc`).
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, Vec
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.desk_home import CLASSROOM
from agents.geometry.families.hobby import MUSIC
from agents.geometry.families.home_goods import GAMES, RECORDS
from agents.geometry.families.outdoor_play import SPORT
from agents.geometry.families.props import LIVING
from orchestrator.schema.blueprint import Part, Shape

TOYS = ("toy_box", "bookshelf", "kids_table", "bed", "dresser", "nightstand", "side_table",
        "desk", "wall_shelf", "shelving_unit")
INSTRUMENTS = hosts_of(MUSIC, ("bench", "bed", "sofa", "shelving_unit", "bookshelf"))
BELL_DESKS = ("reception_desk", "counter", "checkout_counter", "display_counter", "bar_counter",
              "hostess_stand", "desk", "side_table")

_BUCKET = (0.32, 0.3, 0.42)
_GATE = (0.82, 0.34, 0.78)
_SERVICE_BELL = (0.09, 0.09, 0.085)
_HAND_BELL = (0.1, 0.1, 0.2)
_BONGOS = (0.44, 0.24, 0.19)
_HORN = (0.58, 0.4, 0.29)
_TROMBONE = (0.36, 0.36, 1.1)
_TUBA = (0.5, 0.47, 0.95)
_GONG = (1.0, 0.45, 1.25)
_GRAMOPHONE = (0.56, 0.42, 0.63)
_KEYBOARD = (1.0, 0.38, 0.86)
_PA = (0.95, 0.85, 1.85)
_VIOLIN_CASE = (0.8, 0.28, 0.13)
_RECORDER = (0.33, 0.04, 0.034)
_DOMINOES = (0.3, 0.14, 0.045)
_CHECKERS = (0.4, 0.4, 0.035)
_DINO = (0.38, 0.12, 0.24)
_MARIONETTE = (0.24, 0.16, 0.5)
_HOOP = (0.9, 0.1, 0.9)
_ROPE = (0.34, 0.24, 0.04)
_TRAMPOLINE = (0.98, 0.98, 0.92)
_TRIKE = (0.72, 0.48, 0.62)
_WAGON = (1.2, 0.54, 0.5)
_SLED = (1.0, 0.42, 0.24)
_CARRIER = (0.4, 0.58, 0.38)
_CONE = (0.36, 0.36, 0.7)
_SCORE = (1.8, 0.14, 0.9)


def _strut(m: Metres, p0: Vec, p1: Vec, thick: float, slot: str, n: int) -> tuple[Part, ...]:
    """A straight tube `thick` across from p0 to p1 (metres), as `n` short round pieces
    stepping along it, each along the axis the tube runs furthest on (every other one a hair
    thinner, so neighbours share no face plane)."""
    along = max(range(3), key=lambda i: abs(p1[i] - p0[i]))
    parts = []
    for k in range(n):
        a = [p0[i] + (p1[i] - p0[i]) * k / n for i in range(3)]
        b = [p0[i] + (p1[i] - p0[i]) * (k + 1) / n for i in range(3)]
        t = thick / 2 - (0.0008 if k % 2 else 0.0)
        lo = tuple(min(a[i], b[i]) - t for i in range(3))
        hi = tuple(max(a[i], b[i]) + t for i in range(3))
        lo = (lo[0], lo[1], max(lo[2], 0.0))
        parts.append(m.cyl(lo, hi, slot, axis="xyz"[along]))  # type: ignore[arg-type]
    return tuple(parts)


def _arc(m: Metres, centre: Vec, radius: float, thick: float, plane: str,
         slots: tuple[str, ...], a0: float = 0.0, a1: float = 2 * math.pi,
         fat: float = 0.02, lean: float = 0.0, shape: Shape = "sphere",
         most: float = 0.45) -> tuple[Part, ...]:
    """A ring (or part of one) of `radius` round `centre`, its tube `thick` across, in the
    "xz" (upright) or "xy" (flat) plane: overlapping beads, short where the ring runs on the
    diagonal so none is more than `fat` wider than the tube, none over `most` radians long;
    the beads take `slots` in turn.
    An upright ring may `lean` back: y moves by that much per metre up."""
    def at(a: float) -> Vec:
        u, v = radius * math.cos(a), radius * math.sin(a)
        if plane == "xz":
            return (centre[0] + u, centre[1] + lean * (centre[2] + v), centre[2] + v)
        return (centre[0] + u, centre[1] + v, centre[2])

    parts: list[Part] = []
    a, k = a0, 0
    while a < a1 - 1e-6:
        diag = min(abs(math.sin(a)), abs(math.cos(a)))
        step = min(most, fat / (radius * max(diag, 0.05)), a1 - a)
        p, q, mid = at(a), at(a + step), at(a + step / 2)
        lo = [min(p[i], q[i], mid[i]) for i in range(3)]
        hi = [max(p[i], q[i], mid[i]) for i in range(3)]
        for i in range(3):  # grow the bead a little along the ring so neighbours overlap
            grow = 0.25 * (hi[i] - lo[i]) + thick / 2
            lo[i], hi[i] = lo[i] - grow, hi[i] + grow
        lo[2] = max(lo[2], 0.0)
        parts.append(m.part(shape, (lo[0], lo[1], lo[2]), (hi[0], hi[1], hi[2]),
                            slots[k % len(slots)]))
        a, k = a + step, k + 1
    return tuple(parts)


# --- the music room ---------------------------------------------------------------------------

def _french_horn() -> tuple[Part, ...]:
    """A french horn lying on its side: the coiled tubing flat on the table, the wide bell
    resting on its rim, three rotary valves with their levers, the lead pipe and mouthpiece."""
    m, cx = Metres(_HORN), 0.1
    return (
        *_arc(m, (cx, 0.0, 0.025), 0.16, 0.05, "xy", ("brass",), fat=0.03),  # outer coil
        *_arc(m, (cx, 0.0, 0.03), 0.112, 0.036, "xy", ("brass",), fat=0.03),  # inner coil
        m.cone((-0.29, -0.175, 0.0), (-0.07, 0.115, 0.29), "brass", taper=0.17, axis="x"),  # bell
        m.cyl((-0.29, -0.165, 0.01), (-0.284, 0.105, 0.28), "dark_plastic", axis="x"),  # mouth
        m.rod((-0.075, -0.03), 0.045, (0.03, 0.16), "brass"),  # bell throat down to the coil
        m.ball_at((-0.075, -0.03, 0.15), 0.026, "brass"),
        *(m.rod((x, 0.02), 0.036, (0.0, 0.085), "brass") for x in (0.05, 0.1, 0.15)),  # valves
        *(m.rod((x, 0.02), 0.03, (0.085, 0.095), "chrome") for x in (0.05, 0.1, 0.15)),
        *(m.box((x - 0.007, -0.09, 0.07), (x + 0.007, 0.01, 0.08), "chrome")
          for x in (0.05, 0.1, 0.15)),  # levers
        m.rod((0.1, 0.06), 0.014, (-0.19, 0.0), "brass", axis="y"),  # lead pipe
        m.cone((0.093, -0.2, 0.053), (0.107, -0.18, 0.067), "chrome", taper=0.45,
               axis="y"),  # mouthpiece
    )


def _trombone() -> tuple[Part, ...]:
    """A tenor trombone standing bell-down on its stand's peg, the slide's end in the stand's
    cup: the bell section behind, the long slide in front, the bows at the top."""
    m, yb, ys = Metres(_TROMBONE), 0.05, -0.06
    legs = (_strut(m, (0.0, 0.04, 0.2), (0.0, 0.165, 0.01), 0.02, "dark_plastic", 5)
            + _strut(m, (0.0, 0.04, 0.2), (-0.15, -0.06, 0.01), 0.02, "dark_plastic", 5)
            + _strut(m, (0.0, 0.04, 0.2), (0.15, -0.06, 0.01), 0.02, "dark_plastic", 5))
    return (
        *legs,
        m.rod((0.0, 0.04), 0.03, (0.18, 0.36), "dark_plastic"),  # stand post
        m.cone((-0.035, 0.005, 0.3), (0.035, 0.075, 0.48), "dark_plastic", taper=0.3),  # peg
        m.rod((0.0, 0.03), 0.02, (-0.06, 0.04), "dark_plastic", axis="y"),  # arm to the cup
        m.rod((0.0, -0.06), 0.06, (0.0, 0.07), "rubber"),  # slide cup
        m.cone((-0.11, yb - 0.11, 0.34), (0.11, yb + 0.11, 0.6), "brass", taper=0.14),  # bell
        m.rod((0.0, yb), 0.024, (0.58, 0.99), "brass"),  # bell tube
        m.rod((yb, 1.0), 0.026, (-0.06, 0.012), "brass", axis="x"),  # tuning bow
        m.ball_at((0.0, yb, 1.0), 0.016, "brass"),
        m.rod((-0.06, yb), 0.022, (0.84, 1.0), "brass"),  # tuning slide
        m.ball_at((-0.06, yb, 1.0), 0.015, "brass"),
        m.rod((-0.06, 0.86), 0.018, (ys, yb), "brass", axis="y"),  # to the slide
        *pair(m.rod((-0.045, ys), 0.016, (0.5, 1.0), "brass")),  # inner slide
        *pair(m.rod((-0.045, ys), 0.022, (0.07, 0.54), "chrome")),  # outer slide
        m.rod((ys, 0.075), 0.024, (-0.057, 0.057), "chrome", axis="x"),  # slide bow
        m.rod((ys, 0.45), 0.012, (-0.045, 0.045), "chrome", axis="x"),  # slide brace
        m.rod((ys, 0.93), 0.012, (-0.045, 0.045), "brass", axis="x"),  # inner brace
        m.rod((-0.045, ys), 0.018, (1.0, 1.05), "chrome"),  # mouthpiece shank
        m.cone((-0.06, ys - 0.015, 1.05), (-0.03, ys + 0.015, 1.1), "chrome", taper=0.6),
    )


def _tuba() -> tuple[Part, ...]:
    """A tuba standing on its bottom bow, bell up: the bell branch widening in steps to the
    rim, the narrower branch beside it, four piston valves in front and the mouthpiece."""
    m, bx = Metres(_TUBA), 0.02
    flare = ((0.06, 0.36, 0.15), (0.35, 0.6, 0.19), (0.59, 0.74, 0.25), (0.73, 0.84, 0.32),
             (0.83, 0.91, 0.4), (0.9, 0.945, 0.46))
    return (
        m.ball_at((-0.04, 0.0, 0.08), (0.19, 0.09, 0.08), "brass"),  # bottom bow
        *(m.rod((bx, 0.0), d, (z0, z1), "brass") for z0, z1, d in flare),  # bell branch
        m.rod((bx, 0.0), 0.42, (0.94, 0.95), "dark_plastic"),  # into the bell
        m.rod((-0.17, 0.0), 0.09, (0.08, 0.64), "brass"),  # the other branch
        m.ball_at((-0.17, 0.0, 0.64), 0.05, "brass"),  # its top bow
        m.rod((-0.17, 0.62), 0.05, (-0.14, 0.0), "brass", axis="y"),
        *(m.rod((x, -0.15), 0.036, (0.4, 0.58), "chrome") for x in (-0.13, -0.08, -0.03, 0.02)),
        *(m.rod((x, -0.15), 0.028, (0.58, 0.61), "ivory") for x in (-0.13, -0.08, -0.03, 0.02)),
        m.rod((-0.15, 0.41), 0.03, (-0.15, 0.04), "brass", axis="x"),  # valve block tubes
        m.rod((-0.15, 0.5), 0.03, (-0.15, 0.04), "brass", axis="x"),
        *(m.rod((x, 0.44), 0.022, (-0.15, -0.06), "brass", axis="y") for x in (-0.105, -0.005)),
        m.rod((-0.11, 0.7), 0.02, (-0.2, -0.15), "brass", axis="x"),  # lead pipe
        m.rod((-0.17, -0.11), 0.02, (0.64, 0.71), "brass"),
        m.cone((-0.25, -0.128, 0.682), (-0.2, -0.092, 0.718), "chrome", taper=0.4,
               axis="x"),  # mouthpiece
    )


def _bongos() -> tuple[Part, ...]:
    """A pair of bongos joined by a wooden block: the smaller macho and the larger hembra, each
    a shell narrowing below, a chrome rim over the skin and four tuning lugs."""
    m = Metres(_BONGOS)
    parts: list[Part] = [m.box((-0.03, -0.03, 0.06), (0.0, 0.03, 0.15), "wood_alt")]  # block
    for cx, d in ((-0.12, 0.18), (0.1, 0.212)):
        r = d / 2
        parts += [
            m.rod((cx, 0.0), d * 0.78, (0.0, 0.06), "wood"),  # lower shell
            m.rod((cx, 0.0), d, (0.055, 0.16), "wood"),  # shell
            m.rod((cx, 0.0), d + 0.008, (0.155, 0.176), "chrome"),  # rim
            m.rod((cx, 0.0), d - 0.014, (0.17, 0.18), "canvas"),  # skin
            *(m.rod((cx + dx, dy), 0.012, (0.07, 0.165), "chrome")
              for dx, dy in ((r + 0.002, 0.0), (-r - 0.002, 0.0), (0.0, r + 0.002),
                             (0.0, -r - 0.002))),  # tuning lugs
        ]
    return tuple(parts)


def _recorder() -> tuple[Part, ...]:
    """A descant recorder lying on the table: beaked head with its window, the body with its
    finger holes, the foot joint, rings at the joints."""
    m, zc = Metres(_RECORDER), 0.016
    return (
        m.box((-0.165, -0.011, 0.009), (-0.135, 0.011, 0.027), "wood_alt"),  # beak
        m.ball_at((-0.14, 0.0, zc), (0.012, 0.014, 0.014), "wood_alt"),
        m.rod((0.0, zc), 0.03, (-0.145, -0.07), "wood_alt", axis="x"),  # head joint
        m.box((-0.118, -0.005, 0.029), (-0.104, 0.005, 0.0312), "dark_plastic"),  # window
        m.rod((0.0, zc), 0.032, (-0.072, -0.066), "wood_alt", axis="x"),  # ring
        m.rod((0.0, zc), 0.024, (-0.068, 0.1), "wood", axis="x"),  # body
        *(m.rod((x, 0.0), 0.006, (0.025, 0.0285), "dark_plastic")
          for x in (-0.05, -0.03, -0.01, 0.02, 0.04, 0.06, 0.08)),  # finger holes
        m.rod((0.0, zc), 0.03, (0.098, 0.106), "wood_alt", axis="x"),  # ring
        m.rod((0.0, zc), 0.026, (0.104, 0.165), "wood_alt", axis="x"),  # foot joint
        m.rod((0.0, zc), 0.03, (0.155, 0.165), "wood_alt", axis="x"),  # its flared end
    )


def _violin_case() -> tuple[Part, ...]:
    """A shaped hard violin case lying flat: the wide body end and the narrow neck end, the
    lid seam, a carry handle and three latches on the front side, a name tag."""
    m = Metres(_VIOLIN_CASE)
    return (
        m.soft((-0.4, -0.13, 0.0), (0.02, 0.13, 0.12), "dark_plastic"),  # body end
        m.soft((-0.06, -0.078, 0.0), (0.4, 0.078, 0.1), "dark_plastic"),  # neck end
        m.ball_at((0.02, 0.0, 0.06), (0.1, 0.11, 0.055), "dark_plastic"),  # shoulder
        m.box((-0.395, -0.1325, 0.055), (-0.02, 0.1325, 0.062), "metal"),  # lid seam
        m.box((0.05, -0.0805, 0.048), (0.395, 0.0805, 0.054), "metal"),
        *pair_y(m.box((-0.37, -0.1335, 0.066), (-0.05, -0.128, 0.072), "accent")),  # trim
        *(m.box((x - 0.035, -0.14, 0.065), (x + 0.035, -0.13, 0.08), "rubber")
          for x in (-0.19,)),  # handle grip
        *(m.box((x - 0.005, -0.138, 0.06), (x + 0.005, -0.128, 0.08), "chrome")
          for x in (-0.23, -0.15)),  # handle ends
        *(m.box((x - 0.012, -0.136, 0.045), (x + 0.012, -0.128, 0.072), "chrome")
          for x in (-0.32, -0.07)),  # latches
        m.box((0.23, -0.084, 0.04), (0.254, -0.077, 0.065), "chrome"),  # neck latch
        m.box((-0.3, -0.12, 0.12), (-0.22, -0.07, 0.124), "ivory"),  # name tag
        *pair_y(m.box((0.37, -0.06, 0.03), (0.39, -0.05, 0.07), "chrome")),  # strap rings
    )


def _gong() -> tuple[Part, ...]:
    """A bronze gong hung by two cords in a wooden frame: posts on foot rails, a stretcher,
    the top beam with upturned ends, the gong's raised boss and rolled lip, a padded mallet on
    a hook."""
    m, zc = Metres(_GONG), 0.62
    return (
        *pair(m.box((-0.475, -0.03, 0.06), (-0.415, 0.03, 1.16), "wood")),  # posts
        *pair(m.box((-0.49, -0.22, 0.0), (-0.4, 0.22, 0.07), "wood")),  # foot rails
        m.box((-0.42, -0.02, 0.16), (0.42, 0.02, 0.21), "wood"),  # stretcher
        m.box((-0.47, -0.045, 1.14), (0.47, 0.045, 1.2), "wood"),  # top beam
        *pair(m.box((-0.5, -0.045, 1.17), (-0.44, 0.045, 1.25), "wood")),  # upturned ends
        m.rod((0.0, zc), 0.72, (-0.015, 0.015), "brass", axis="y"),  # the gong
        m.rod((0.0, zc), 0.74, (0.005, 0.035), "brass", axis="y"),  # rolled lip
        m.ball_at((0.0, -0.015, zc), (0.07, 0.02, 0.07), "brass"),  # boss
        m.rod((0.0, zc), 0.2, (-0.019, -0.016), "wood_alt", axis="y"),  # darker ring
        *pair(m.rod((-0.12, 0.0), 0.008, (0.93, 1.14), "cord")),  # cords
        m.box((0.38, -0.05, 0.9), (0.415, -0.03, 0.915), "metal"),  # mallet hook
        m.rod((0.39, -0.05), 0.016, (0.62, 0.92), "wood"),  # mallet handle
        m.ball_at((0.39, -0.05, 0.58), 0.05, "fabric"),  # its padded head
    )


def _gramophone() -> tuple[Part, ...]:
    """A wind-up horn gramophone: a wooden cabinet with a record on its turntable, the tone arm
    and sound box on the record, the great brass horn reaching out sideways from its neck at
    the back corner, a crank at the side."""
    m, zh = Metres(_GRAMOPHONE), 0.42
    return (
        m.box((-0.14, -0.18, 0.0), (0.22, 0.18, 0.025), "wood_alt"),  # plinth
        m.box((-0.13, -0.17, 0.02), (0.21, 0.17, 0.15), "wood"),  # cabinet
        m.box((-0.132, -0.172, 0.13), (0.212, 0.172, 0.138), "wood_alt"),  # top moulding
        m.rod((0.02, 0.0), 0.26, (0.15, 0.162), "rubber"),  # turntable
        m.rod((0.02, 0.0), 0.25, (0.162, 0.167), "dark_plastic"),  # record
        m.rod((0.02, 0.0), 0.08, (0.167, 0.169), "red"),  # its label
        m.rod((0.02, 0.0), 0.008, (0.169, 0.18), "chrome"),  # spindle
        m.rod((0.175, 0.0), 0.04, (0.15, zh), "brass"),  # neck
        m.ball_at((0.175, 0.0, zh), 0.03, "brass"),  # elbow
        m.rod((0.0, zh), 0.04, (0.08, 0.175), "brass", axis="x"),  # into the horn
        m.cone((-0.28, -0.2, zh - 0.2), (0.1, 0.2, zh + 0.2), "brass", taper=0.1,
               axis="x"),  # horn
        m.rod((0.0, zh), 0.41, (-0.275, -0.265), "brass", axis="x"),  # its rolled rim
        m.rod((0.0, zh), 0.35, (-0.28, -0.262), "dark_plastic", axis="x"),  # mouth
        m.rod((0.175, 0.2), 0.02, (-0.08, 0.0), "brass", axis="y"),  # tone arm
        m.rod((-0.08, 0.2), 0.02, (0.12, 0.175), "brass", axis="x"),
        m.rod((-0.08, 0.195), 0.06, (0.105, 0.125), "chrome", axis="x"),  # sound box
        m.rod((0.05, 0.08), 0.02, (0.21, 0.24), "chrome", axis="x"),  # crank shaft
        m.box((0.24, 0.04, 0.03), (0.25, 0.06, 0.09), "chrome"),  # crank
        m.rod((0.05, 0.035), 0.016, (0.245, 0.26), "wood", axis="x"),  # its knob
    )


def _keyboard() -> tuple[Part, ...]:
    """A 49-key electronic keyboard on its stand: the keys under a control panel
    with a display and speaker grilles, on a table-style stand: side posts on feet, arms and
    a cross brace."""
    m, z0 = Metres(_KEYBOARD), 0.76
    white, x0 = 0.88 / 28, -0.44
    blacks = tuple(
        m.box((x0 + (o * 7 + i + 1) * white - 0.3 * white, -0.07, z0 + 0.04),
              (x0 + (o * 7 + i + 1) * white + 0.3 * white, 0.0, z0 + 0.074), "dark_plastic")
        for o in range(4) for i in (0, 1, 3, 4, 5))
    return (
        m.box((-0.49, -0.15, z0), (0.49, 0.15, z0 + 0.04), "dark_plastic"),  # case
        m.box((-0.49, 0.0, z0 + 0.04), (0.49, 0.15, 0.095 + z0), "dark_plastic"),  # panel
        *pair(m.box((-0.49, -0.15, z0 + 0.04), (-0.44, 0.0, z0 + 0.075), "dark_plastic")),
        m.box((x0, -0.148, z0 + 0.035), (-x0, 0.0, z0 + 0.066), "ivory"),  # white keys
        *blacks,
        m.box((-0.07, 0.03, z0 + 0.095), (0.07, 0.09, z0 + 0.1), "screen"),  # display
        *pair(m.box((-0.42, 0.02, z0 + 0.095), (-0.22, 0.12, z0 + 0.099), "metal")),  # grilles
        *pair(m.box((-0.43, -0.02, 0.03), (-0.39, 0.02, 0.74), "metal")),  # side posts
        *pair(m.box((-0.435, -0.16, 0.72), (-0.385, 0.16, 0.76), "metal")),  # arms
        *pair(m.box((-0.435, -0.18, 0.0), (-0.385, 0.18, 0.035), "metal")),  # feet
        *(m.box((x - 0.03, y - 0.02, 0.0), (x + 0.03, y + 0.02, 0.012), "rubber")
          for x in (-0.41, 0.41) for y in (-0.17, 0.17)),  # foot caps
        m.box((-0.39, -0.015, 0.3), (0.39, 0.015, 0.35), "metal"),  # cross brace
        *pair(m.rod((-0.37, 0.325), 0.03, (-0.03, 0.03), "dark_plastic", axis="y")),  # knobs
    )


def _pa_speaker() -> tuple[Part, ...]:
    """A PA speaker on a tripod stand: three splayed legs from a collar, the telescopic pole
    and its clamp, the cabinet with its woofer, horn tweeter and grip."""
    m, hub = Metres(_PA), (0.0, 0.0, 0.62)
    feet = ((0.0, 0.4), (-0.37, -0.2), (0.37, -0.2))
    legs = tuple(p for fx, fy in feet
                 for p in _strut(m, hub, (fx, fy, 0.015), 0.024, "dark_plastic", 9))
    return (
        *legs,
        *(m.rod((fx, fy), 0.045, (0.0, 0.03), "rubber") for fx, fy in feet),  # feet
        m.rod((0.0, 0.0), 0.06, (0.54, 0.66), "dark_plastic"),  # collar
        m.rod((0.0, 0.0), 0.038, (0.4, 1.12), "dark_plastic"),  # pole
        m.rod((0.0, 0.0), 0.03, (1.1, 1.32), "metal"),  # inner pole
        m.rod((0.0, 0.0), 0.05, (1.08, 1.14), "dark_plastic"),  # clamp
        m.rod((0.0, 1.11), 0.016, (0.02, 0.07), "dark_plastic", axis="x"),  # its knob
        m.soft((-0.2, -0.17, 1.28), (0.2, 0.17, 1.85), "dark_plastic"),  # cabinet
        m.rod((0.0, 1.47), 0.31, (-0.178, -0.165), "rubber", axis="y"),  # woofer
        m.ball_at((0.0, -0.17, 1.47), (0.05, 0.012, 0.05), "metal"),  # dust cap
        m.box((-0.12, -0.176, 1.66), (0.12, -0.165, 1.78), "metal"),  # horn
        m.box((-0.03, -0.18, 1.695), (0.03, -0.17, 1.745), "dark_plastic"),  # its throat
        m.box((-0.08, -0.06, 1.845), (0.08, 0.06, 1.85), "rubber"),  # grip
    )


# --- the playroom and the games table ----------------------------------------------------------

_PIPS = {0: (), 1: ((0.0, 0.0),), 2: ((-0.006, -0.006), (0.006, 0.006)),
         3: ((-0.006, -0.006), (0.0, 0.0), (0.006, 0.006)),
         4: ((-0.006, -0.006), (0.006, 0.006), (-0.006, 0.006), (0.006, -0.006))}


def _dominoes() -> tuple[Part, ...]:
    """Dominoes in play: a chain of four tiles face up with a double across it, two tiles
    face down beside it, and the wooden box the set lives in."""
    m = Metres(_DOMINOES)
    parts: list[Part] = [
        m.box((-0.15, 0.0, 0.0), (-0.05, 0.065, 0.04), "wood"),  # the box
        m.box((-0.145, 0.005, 0.0), (-0.055, 0.06, 0.044), "ivory"),  # the tiles standing in it
        *(m.box((-0.145, y, 0.04), (-0.055, y + 0.0015, 0.0445), "dark_plastic")
          for y in (0.019, 0.034, 0.049)),  # gaps between them
        m.box((-0.02, 0.03, 0.0), (0.028, 0.054, 0.008), "ivory"),  # face down
        m.box((0.06, 0.02, 0.0), (0.084, 0.068, 0.008), "ivory"),
    ]

    def tile(x: float, y: float, a: int, b: int, across: bool = False) -> None:
        hx, hy = (0.012, 0.024) if across else (0.024, 0.012)
        parts.append(m.box((x - hx, y - hy, 0.0), (x + hx, y + hy, 0.008), "ivory"))
        if across:
            parts.append(m.box((x - 0.01, y - 0.0006, 0.0), (x + 0.01, y + 0.0006, 0.0085),
                               "dark_plastic"))
        else:
            parts.append(m.box((x - 0.0006, y - 0.01, 0.0), (x + 0.0006, y + 0.01, 0.0085),
                               "dark_plastic"))
        for half, n in ((-1, a), (1, b)):
            cx, cy = (x, y + half * 0.012) if across else (x + half * 0.012, y)
            parts.extend(m.rod((cx + dx, cy + dy), 0.0045, (0.0, 0.0086), "dark_plastic")
                         for dx, dy in _PIPS[n])

    y = -0.035
    tile(-0.126, y, 3, 1)
    tile(-0.09, y, 1, 1, across=True)
    tile(-0.054, y, 1, 2)
    tile(-0.004, y, 2, 4)
    tile(0.046, y, 4, 0)
    return tuple(parts)


def _checkers() -> tuple[Part, ...]:
    """A checkers board mid-game: 32 dark squares on a light field in a wooden frame, six red
    and six white men on the dark squares, one white man crowned."""
    m, sq = Metres(_CHECKERS), 0.04
    z = 0.018

    def at(i: int) -> float:
        return -0.16 + sq * (i + 0.5)

    squares = tuple(m.box((-0.16 + sq * i, -0.16 + sq * j, 0.0),
                          (-0.16 + sq * (i + 1), -0.16 + sq * (j + 1), z + 0.0005),
                          "dark_plastic")
                    for i in range(8) for j in range(8) if (i + j) % 2 == 0)
    red = ((0, 0), (2, 0), (6, 0), (1, 1), (5, 1), (4, 2))
    white = ((1, 7), (3, 7), (5, 7), (0, 6), (2, 4))
    return (
        m.box((-0.2, -0.2, 0.0), (0.2, 0.2, 0.016), "wood"),  # frame
        m.box((-0.16, -0.16, 0.0), (0.16, 0.16, z), "ivory"),  # light squares
        *squares,
        *(m.rod((at(i), at(j)), 0.033, (z, z + 0.008), "red") for i, j in red),
        *(m.rod((at(i), at(j)), 0.033, (z, z + 0.008), "ivory") for i, j in white),
        m.rod((at(6), at(4)), 0.033, (z, z + 0.008), "ivory"),  # the king
        m.rod((at(6), at(4)), 0.031, (z + 0.008, z + 0.016), "ivory"),
    )


def _dinosaur() -> tuple[Part, ...]:
    """A plastic long-necked dinosaur: a round body on four stout legs, the neck rising in
    beads to a small head, the tail tapering to the floor, spots along its back."""
    m = Metres(_DINO)
    neck = tuple(m.ball_at((-0.06 - 0.018 * k, 0.0, 0.12 + 0.021 * k),
                           0.034 - 0.0025 * k, "toy") for k in range(5))
    tail = tuple(m.ball_at((0.1 + 0.013 * k, 0.0, 0.1 - 0.0125 * k),
                           (0.036 - 0.0045 * k, 0.03 - 0.0038 * k, 0.03 - 0.0038 * k), "toy")
                 for k in range(6))
    return (
        m.ball_at((0.01, 0.0, 0.1), (0.1, 0.055, 0.06), "toy"),  # body
        *(m.rod((x, y), 0.032, (0.0, 0.09), "toy") for x in (-0.05, 0.07)
          for y in (-0.028, 0.028)),  # legs
        *neck,
        m.ball_at((-0.155, 0.0, 0.215), (0.03, 0.018, 0.017), "toy"),  # head
        *pair_y(m.ball_at((-0.162, -0.015, 0.222), 0.004, "dark_plastic")),  # eyes
        *tail,
        m.ball_at((0.168, 0.0, 0.032), (0.015, 0.01, 0.01), "toy"),  # tail tip
        *(m.ball_at((x, 0.0, 0.15 + dz), (0.018, 0.045, 0.012), "toy_lid")
          for x, dz in ((-0.04, 0.0), (0.01, 0.007), (0.06, 0.0))),  # spots
    )


def _marionette() -> tuple[Part, ...]:
    """A wooden marionette hanging by its strings from the cross of its control bar, the bar
    hung on a display stand: a painted head with a pointed hat, jacket, arms, legs, shoes."""
    m, y = Metres(_MARIONETTE), -0.02
    return (
        m.box((-0.1, -0.08, 0.0), (0.1, 0.08, 0.02), "wood"),  # stand base
        m.rod((0.0, 0.06), 0.02, (0.02, 0.49), "wood"),  # post
        m.rod((0.0, 0.48), 0.016, (y, 0.06), "wood", axis="y"),  # arm
        m.box((-0.1, y - 0.008, 0.46), (0.1, y + 0.008, 0.472), "wood_alt"),  # control bar
        m.box((-0.008, y - 0.06, 0.462), (0.008, y + 0.05, 0.472), "wood_alt"),  # its cross
        *pair(m.rod((-0.028, y), 0.002, (0.31, 0.462), "cord")),  # head strings
        *pair(m.rod((-0.095, y), 0.002, (0.21, 0.46), "cord")),  # hand strings
        m.rod((0.0, y - 0.055), 0.002, (0.14, 0.462), "cord"),  # knee string
        m.ball_at((0.0, y, 0.3), 0.03, "ceramic"),  # head
        m.cone((-0.03, y - 0.03, 0.318), (0.03, y + 0.03, 0.39), "red", taper=0.1),  # hat
        m.ball_at((0.0, y - 0.03, 0.296), 0.007, "red"),  # nose
        *pair(m.ball_at((-0.011, y - 0.026, 0.306), 0.004, "dark_plastic")),  # eyes
        m.rod((0.0, y), 0.016, (0.26, 0.275), "ceramic"),  # neck
        m.soft((-0.036, y - 0.022, 0.16), (0.036, y + 0.022, 0.265), "accent"),  # jacket
        *pair(m.rod((-0.05, y), 0.018, (0.17, 0.26), "accent")),  # arms
        *pair(m.ball_at((-0.05 - 0.045, y, 0.2), 0.011, "ceramic")),  # hands (held out)
        *pair(m.rod((y, 0.2), 0.012, (-0.09, -0.058), "accent", axis="x")),  # forearms
        *pair(m.rod((-0.017, y), 0.02, (0.06, 0.17), "dark_plastic")),  # legs
        *pair(m.box((-0.03, y - 0.03, 0.045), (-0.006, y + 0.012, 0.065), "wood_alt")),  # shoes
    )


def _hula_hoop() -> tuple[Part, ...]:
    """A striped hula hoop leaning back against the wall."""
    m = Metres(_HOOP)
    return _arc(m, (0.0, -0.02, 0.45), 0.43, 0.025, "xz", ("red", "ivory", "accent", "ivory"),
                fat=0.025, lean=0.06, most=0.25)


def _jump_rope() -> tuple[Part, ...]:
    """A jump rope coiled on the table, its two wooden handles lying in front."""
    m = Metres(_ROPE)
    return (
        *_arc(m, (0.03, 0.03, 0.008), 0.075, 0.02, "xy", ("red",), fat=0.02),  # coils
        *_arc(m, (0.035, 0.035, 0.022), 0.068, 0.016, "xy", ("red",), fat=0.02),
        m.rod((-0.08, 0.014), 0.011, (-0.05, 0.0), "red", axis="x"),  # ends
        m.rod((-0.105, 0.012), 0.011, (0.05, 0.11), "red", axis="x"),
        m.rod((-0.08, 0.016), 0.028, (-0.17, -0.05), "wood", axis="x"),  # handles
        m.rod((-0.105, 0.016), 0.028, (0.11, 0.17), "wood", axis="x"),
        m.rod((-0.08, 0.016), 0.03, (-0.06, -0.048), "dark_plastic", axis="x"),  # their collars
        m.rod((-0.105, 0.016), 0.03, (0.104, 0.116), "dark_plastic", axis="x"),
    )


def _trampoline() -> tuple[Part, ...]:
    """A kids' mini trampoline: six legs under the round frame, the blue padded cover round
    the black mat, and a T handlebar on a post at the back."""
    m = Metres(_TRAMPOLINE)
    legs = tuple(m.rod((0.42 * math.cos(a), 0.42 * math.sin(a)), 0.035, (0.0, 0.2), "metal")
                 for a in (math.pi / 6 + k * math.pi / 3 for k in range(6)))
    feet = tuple(m.rod((0.42 * math.cos(a), 0.42 * math.sin(a)), 0.05, (0.0, 0.02), "rubber")
                 for a in (math.pi / 6 + k * math.pi / 3 for k in range(6)))
    return (
        *legs,
        *feet,
        m.rod((0.0, 0.0), 0.95, (0.19, 0.215), "metal"),  # frame
        m.rod((0.0, 0.0), 0.98, (0.205, 0.24), "accent"),  # pad
        m.rod((0.0, 0.0), 0.68, (0.238, 0.246), "rubber"),  # mat
        m.box((-0.03, 0.44, 0.15), (0.03, 0.49, 0.25), "metal"),  # post bracket
        m.rod((0.0, 0.465), 0.04, (0.2, 0.87), "metal"),  # post
        m.rod((0.465, 0.87), 0.036, (-0.24, 0.24), "metal", axis="x"),  # bar
        *pair(m.rod((0.465, 0.87), 0.05, (-0.25, -0.12), "rubber", axis="x")),  # foam grips
    )


# --- wheels and runners -------------------------------------------------------------------------

def _tricycle() -> tuple[Part, ...]:
    """A child's tricycle: a big front wheel with pedals on its hub, the fork and handlebars,
    a curved frame down to the rear axle, two small rear wheels, a saddle and a back step."""
    m, fx = Metres(_TRIKE), -0.2
    return (
        m.rod((fx, 0.15), 0.3, (-0.025, 0.025), "rubber", axis="y"),  # front wheel
        m.rod((fx, 0.15), 0.2, (-0.027, 0.027), "ivory", axis="y"),  # its rim
        m.rod((fx, 0.15), 0.016, (-0.1, 0.1), "chrome", axis="y"),  # axle and cranks
        *pair_y(m.box((fx - 0.03, -0.11, 0.13), (fx + 0.03, -0.08, 0.15), "dark_plastic")),
        *pair_y(m.box((fx - 0.01, -0.045, 0.15), (fx + 0.01, -0.03, 0.47), "red")),  # fork
        m.rod((fx, 0.0), 0.045, (0.44, 0.52), "red"),  # head
        m.rod((fx, 0.0), 0.022, (0.5, 0.6), "chrome"),  # stem
        m.rod((fx, 0.59), 0.022, (-0.2, 0.2), "chrome", axis="y"),  # handlebar
        *pair_y(m.rod((fx, 0.59), 0.032, (-0.23, -0.14), "rubber", axis="y")),  # grips
        *_strut(m, (fx + 0.02, 0.0, 0.46), (0.2, 0.0, 0.14), 0.04, "red", 12),  # frame
        m.rod((0.22, 0.1), 0.02, (-0.2, 0.2), "chrome", axis="y"),  # rear axle
        *pair_y(m.rod((0.22, 0.1), 0.2, (-0.23, -0.19), "rubber", axis="y")),  # rear wheels
        *pair_y(m.rod((0.22, 0.1), 0.12, (-0.234, -0.186), "ivory", axis="y")),
        m.box((0.16, -0.16, 0.13), (0.34, 0.16, 0.15), "red"),  # back step
        m.rod((0.02, 0.0), 0.025, (0.28, 0.41), "chrome"),  # seat post
        m.soft((-0.05, -0.075, 0.4), (0.1, 0.075, 0.45), "dark_plastic"),  # saddle
    )


def _wagon() -> tuple[Part, ...]:
    """A kids' pull wagon: a red steel tub on four wheels, its axles, and the long handle
    reaching forward to a T grip."""
    m = Metres(_WAGON)
    x0, x1, y0 = -0.25, 0.58, 0.21
    return (
        m.box((x0, -y0, 0.15), (x1, y0, 0.175), "red"),  # floor
        *pair_y(m.box((x0, -y0, 0.15), (x1, -y0 + 0.02, 0.33), "red")),  # sides
        m.box((x0, -y0, 0.15), (x0 + 0.02, y0, 0.33), "red"),  # ends
        m.box((x1 - 0.02, -y0, 0.15), (x1, y0, 0.33), "red"),
        *pair_y(m.box((x0, -y0 - 0.004, 0.31), (x1, -y0 + 0.022, 0.335), "ivory")),  # rolled rim
        *(m.rod((x, 0.1), 0.018, (-0.24, 0.24), "chrome", axis="y") for x in (-0.12, 0.45)),
        *(m.rod((x, 0.1), 0.2, (s * 0.24 - 0.025, s * 0.24 + 0.025), "rubber", axis="y")
          for x in (-0.12, 0.45) for s in (-1, 1)),  # wheels
        *(m.rod((x, 0.1), 0.08, (s * 0.24 - 0.028, s * 0.24 + 0.028), "ivory", axis="y")
          for x in (-0.12, 0.45) for s in (-1, 1)),  # hubs
        m.box((-0.16, -0.04, 0.11), (-0.08, 0.04, 0.15), "dark_plastic"),  # steering bracket
        *_strut(m, (-0.16, 0.0, 0.13), (-0.56, 0.0, 0.46), 0.025, "dark_plastic", 12),  # handle
        m.rod((-0.57, 0.465), 0.03, (-0.08, 0.08), "dark_plastic", axis="y"),  # grip
    )


def _sled() -> tuple[Part, ...]:
    """A wooden sled on steel runners that curl up at the front: slatted deck on knees, the
    steering bar across the front and its pull rope lying on the snow."""
    m = Metres(_SLED)
    runners: list[Part] = []
    for y in (-0.17, 0.17):
        runners += [
            m.box((-0.3, y - 0.008, 0.0), (0.48, y + 0.008, 0.018), "metal"),
            *_arc(m, (-0.3, y, 0.09), 0.08, 0.016, "xz", ("metal",),
                  a0=math.pi / 2, a1=3 * math.pi / 2, fat=0.012),
            m.box((-0.31, y - 0.008, 0.162), (-0.2, y + 0.008, 0.178), "metal"),
            *(m.box((x - 0.02, y - 0.01, 0.018), (x + 0.02, y + 0.01, 0.14), "red")
              for x in (-0.1, 0.15, 0.4)),  # knees
        ]
    return (
        *runners,
        *(m.box((-0.26, y - 0.035, 0.14), (0.48, y + 0.035, 0.162), "wood")
          for y in (-0.15, -0.05, 0.05, 0.15)),  # slats
        m.box((-0.34, -0.21, 0.176), (-0.26, 0.21, 0.2), "wood"),  # steering bar
        *pair_y(m.box((-0.36, -0.205, 0.03), (-0.32, -0.195, 0.19), "cord")),  # rope
        m.box((-0.48, -0.205, 0.0), (-0.34, -0.195, 0.012), "cord"),
        m.box((-0.48, 0.195, 0.0), (-0.34, 0.205, 0.012), "cord"),
        m.box((-0.49, -0.205, 0.0), (-0.478, 0.205, 0.012), "cord"),
    )


# --- about the house and the gym ----------------------------------------------------------------

def _bucket() -> tuple[Part, ...]:
    """A galvanised steel bucket: ribbed sides, a rolled rim, the dull inside, side ears and
    the wire bail standing up with its wooden grip."""
    m = Metres(_BUCKET)
    return (
        m.rod((0.0, 0.0), 0.26, (0.0, 0.012), "metal"),  # foot ring
        m.rod((0.0, 0.0), 0.28, (0.008, 0.27), "aluminium"),  # body
        *(m.rod((0.0, 0.0), 0.286, (z, z + 0.012), "aluminium") for z in (0.06, 0.14, 0.22)),
        m.rod((0.0, 0.0), 0.294, (0.262, 0.278), "aluminium"),  # rolled rim
        m.rod((0.0, 0.0), 0.272, (0.27, 0.28), "metal"),  # inside
        *pair(m.box((-0.152, -0.015, 0.22), (-0.136, 0.015, 0.26), "aluminium")),  # ears
        *_arc(m, (0.0, 0.0, 0.25), 0.147, 0.008, "xz", ("metal",), a0=0.0, a1=math.pi,
              fat=0.012, most=0.25),  # bail
        m.rod((0.0, 0.394), 0.026, (-0.055, 0.055), "wood", axis="x"),  # grip
    )


def _baby_gate() -> tuple[Part, ...]:
    """A freestanding pressure gate: a white tube frame on two foot bars, the swinging gate in
    it with its bars and latch, rubber pressure pads at the sides."""
    m = Metres(_GATE)
    bars = tuple(m.rod((x, 0.0), 0.014, (0.08, 0.7), "ivory")
                 for x in (-0.26 + 0.065 * k for k in range(9)))
    return (
        *pair(m.rod((-0.385, 0.0), 0.03, (0.02, 0.78), "ivory")),  # stiles
        m.rod((0.0, 0.04), 0.028, (-0.385, 0.385), "ivory", axis="x"),  # bottom rail
        *pair(m.box((-0.4, -0.16, 0.0), (-0.37, 0.16, 0.03), "ivory")),  # foot bars
        *pair(m.box((-0.405, -0.165, 0.0), (-0.365, -0.13, 0.02), "rubber")),  # foot pads
        *pair(m.box((-0.405, 0.13, 0.0), (-0.365, 0.165, 0.02), "rubber")),
        *pair(m.rod((0.0, 0.72), 0.03, (-0.41, -0.385), "rubber", axis="x")),  # pressure pads
        *pair(m.rod((-0.3, 0.0), 0.024, (0.07, 0.75), "ivory")),  # gate stiles
        m.rod((0.0, 0.74), 0.026, (-0.3, 0.3), "ivory", axis="x"),  # gate top
        m.rod((0.0, 0.08), 0.022, (-0.3, 0.3), "ivory", axis="x"),  # gate bottom
        *bars,
        m.box((0.26, -0.03, 0.66), (0.36, 0.025, 0.77), "dark_plastic"),  # latch
        m.box((0.29, -0.034, 0.69), (0.33, -0.028, 0.74), "accent"),  # its release
        *(m.box((-0.36, -0.02, z), (-0.31, 0.02, z + 0.04), "dark_plastic")
          for z in (0.12, 0.66)),  # hinges
    )


def _service_bell() -> tuple[Part, ...]:
    """A counter service bell: a black base with a chrome edge, the domed bell, its
    plunger."""
    m = Metres(_SERVICE_BELL)
    return (
        m.rod((0.0, 0.0), 0.086, (0.0, 0.016), "dark_plastic"),  # base
        m.rod((0.0, 0.0), 0.09, (0.01, 0.014), "chrome"),  # edge
        m.ball((-0.04, -0.04, 0.0), (0.04, 0.04, 0.062), "chrome"),  # dome
        m.rod((0.0, 0.0), 0.006, (0.058, 0.076), "chrome"),  # plunger
        m.ball_at((0.0, 0.0, 0.078), (0.008, 0.008, 0.007), "chrome"),  # its button
        *(m.ball_at((x, y, 0.004), 0.004, "rubber")
          for x, y in ((0.03, 0.0), (-0.03, 0.0), (0.0, 0.03), (0.0, -0.03))),  # feet
    )


def _hand_bell() -> tuple[Part, ...]:
    """A brass school hand bell standing mouth down, its wooden handle up."""
    m = Metres(_HAND_BELL)
    return (
        m.rod((0.0, 0.0), 0.1, (0.0, 0.01), "brass"),  # lip
        m.cone((-0.048, -0.048, 0.005), (0.048, 0.048, 0.09), "brass", taper=0.5),  # bell
        m.ball_at((0.0, 0.0, 0.088), (0.025, 0.025, 0.014), "brass"),  # crown
        m.rod((0.0, 0.0), 0.022, (0.095, 0.11), "chrome"),  # collar
        m.cone((-0.013, -0.013, 0.108), (0.013, 0.013, 0.18), "wood", taper=0.8),  # handle
        m.ball_at((0.0, 0.0, 0.183), 0.016, "wood"),  # knob
    )


def _pet_carrier() -> tuple[Part, ...]:
    """A plastic pet carrier: grey base and top shells clipped at the rim, a wire door at the
    front, vent slots in the sides, the carry handle on top."""
    m = Metres(_CARRIER)
    door = tuple(m.rod((x, -0.285), 0.006, (0.06, 0.3), "chrome")
                 for x in (-0.09, -0.045, 0.0, 0.045, 0.09))
    vents = tuple(q for z in (0.23, 0.26, 0.29)
                  for q in pair(m.box((-0.1995, -0.15, z), (-0.19, 0.15, z + 0.012),
                                      "dark_plastic")))
    return (
        m.soft((-0.19, -0.28, 0.0), (0.19, 0.28, 0.2), "dark_plastic"),  # base
        m.soft((-0.188, -0.278, 0.16), (0.188, 0.278, 0.35), "ivory"),  # top shell
        m.box((-0.2, -0.29, 0.175), (0.2, 0.29, 0.2), "dark_plastic"),  # rim
        m.box((-0.13, -0.287, 0.05), (0.13, -0.27, 0.31), "dark_plastic"),  # inside
        m.box((-0.135, -0.29, 0.045), (0.135, -0.282, 0.06), "chrome"),  # door frame
        m.box((-0.135, -0.29, 0.3), (0.135, -0.282, 0.315), "chrome"),
        *pair(m.box((-0.135, -0.29, 0.045), (-0.12, -0.282, 0.315), "chrome")),
        *door,
        m.rod((-0.285, 0.18), 0.006, (-0.12, 0.12), "chrome", axis="x"),  # cross wire
        m.box((0.14, -0.29, 0.08), (0.17, -0.28, 0.14), "dark_plastic"),  # latch
        *vents,
        *pair_y(m.box((-0.02, -0.1, 0.34), (0.02, -0.07, 0.38), "dark_plastic")),  # handle
        m.rod((0.0, 0.368), 0.024, (-0.1, 0.1), "dark_plastic", axis="y"),
    )


def _traffic_cone() -> tuple[Part, ...]:
    """An orange traffic cone on its square black base, two reflective white bands."""
    m = Metres(_CONE)
    z0, z1, r0, r1 = 0.035, 0.69, 0.14, 0.022

    def r(z: float) -> float:
        return r0 + (r1 - r0) * (z - z0) / (z1 - z0)

    def band(za: float, zb: float) -> Part:
        ra = r(za) + 0.003
        return m.cone((-ra, -ra, za), (ra, ra, zb), "ivory", taper=(r(zb) + 0.003) / ra)

    return (
        m.box((-0.18, -0.18, 0.0), (0.18, 0.18, 0.035), "dark_plastic"),  # base
        m.rod((0.0, 0.0), 0.3, (0.03, 0.045), "dark_plastic"),  # its collar
        m.cone((-r0, -r0, z0), (r0, r0, z1), "fruit", taper=r1 / r0),  # cone
        band(0.36, 0.45),
        band(0.53, 0.59),
        m.rod((0.0, 0.0), 0.03, (0.685, 0.7), "fruit"),  # top
    )


def _scoreboard() -> tuple[Part, ...]:
    """A gym scoreboard: HOME and GUEST scores and the game clock in lit segments on a black
    face, a red header, labels and the period."""
    m = Metres(_SCORE)
    y0, y1 = -0.063, -0.055

    def digit(cx: float, cz: float, segs: str, w: float = 0.12, h: float = 0.22) -> list[Part]:
        t, hw, hh = 0.022, w / 2, h / 2
        spans = {"a": ((-hw, hh - t), (hw, hh)), "g": ((-hw, -t / 2), (hw, t / 2)),
                 "d": ((-hw, -hh), (hw, -hh + t)),
                 "f": ((-hw, 0.0), (-hw + t, hh)), "b": ((hw - t, 0.0), (hw, hh)),
                 "e": ((-hw, -hh), (-hw + t, 0.0)), "c": ((hw - t, -hh), (hw, 0.0))}
        out = []
        for k, s in enumerate(segs):
            (ax, az), (bx, bz) = spans[s]
            dy = 0.0008 if k % 2 else 0.0
            out.append(m.box((cx + ax, y0 + dy, cz + az), (cx + bx, y1, cz + bz), "glow"))
        return out

    one, four, seven = "bc", "fgbc", "abc"
    return (
        m.box((-0.9, -0.055, 0.0), (0.9, 0.07, 0.9), "dark_plastic"),  # cabinet
        m.box((-0.9, -0.065, 0.78), (0.9, -0.055, 0.9), "red"),  # header
        m.box((-0.3, -0.07, 0.81), (0.3, -0.065, 0.87), "ivory"),  # its name plate
        *pair(m.box((-0.75, -0.061, 0.66), (-0.45, -0.055, 0.72), "ivory")),  # HOME, GUEST
        *digit(-0.68, 0.42, one), *digit(-0.52, 0.42, four),  # home 14
        *digit(0.6, 0.42, seven),  # guest 7
        *digit(-0.14, 0.5, four),  # clock 4:17
        m.box((-0.055, y0, 0.53), (-0.035, y1, 0.55), "glow"),
        m.box((-0.055, y0, 0.45), (-0.035, y1, 0.47), "glow"),
        *digit(0.05, 0.5, one), *digit(0.2, 0.5, seven),
        m.box((-0.12, -0.061, 0.16), (0.12, -0.055, 0.2), "ivory"),  # PERIOD
        *digit(0.0, 0.1, "abged", w=0.08, h=0.14),  # period 2
        *pair(m.box((-0.88, -0.059, 0.02), (-0.84, -0.055, 0.06), "metal")),  # horn grilles
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- the music room --------------------------------------------------------------------
    family("french_horn", _HORN, "surface", _french_horn(),
           names=("french horn", "double horn", "brass horn", "orchestral horn"),
           hosts=INSTRUMENTS, jitter=0.05),
    family("trombone", _TROMBONE, "floor", _trombone(),
           names=("trombone", "slide trombone", "tenor trombone", "bass trombone",
                  "trombone on a stand", "trombone stand"), jitter=0.04,
           near=("music_stand",)),
    family("tuba", _TUBA, "floor", _tuba(),
           names=("tuba", "euphonium", "baritone horn", "bass tuba",
                  "concert tuba"), jitter=0.04, near=("music_stand", "chair")),
    family("bongos", _BONGOS, "surface", _bongos(),
           names=("bongos", "bongo", "bongo drums", "bongo drum", "pair of bongos",
                  "set of bongos", "bongo set"), hosts=INSTRUMENTS, jitter=0.06),
    family("recorder", _RECORDER, "surface", _recorder(),
           names=("recorder", "descant recorder", "soprano recorder", "alto recorder",
                  "treble recorder", "school recorder", "recorder flute", "wooden recorder"),
           hosts=hosts_of(MUSIC, CLASSROOM), jitter=0.08),
    family("violin_case", _VIOLIN_CASE, "surface", _violin_case(),
           names=("violin case", "fiddle case", "viola case", "hard violin case",
                  "instrument case", "violin carrying case"), hosts=INSTRUMENTS,
           jitter=0.06),
    family("gong", _GONG, "floor", _gong(),
           names=("gong", "gong on a stand", "gong stand", "chinese gong", "tam tam",
                  "tam-tam", "meditation gong", "temple gong", "hanging gong"),
           clearance=0.4, jitter=0.04),
    family("gramophone", _GRAMOPHONE, "surface", _gramophone(),
           names=("gramophone", "phonograph", "horn gramophone", "vintage gramophone",
                  "antique gramophone", "wind up gramophone", "victrola",
                  "horn phonograph", "old gramophone"),
           hosts=hosts_of(RECORDS, LIVING), jitter=0.05),
    family("keyboard_stand", _KEYBOARD, "floor", _keyboard(),
           names=("keyboard stand", "electronic keyboard", "electric keyboard",
                  "digital keyboard", "keyboard on a stand", "stage piano",
                  "portable keyboard", "music keyboard", "musical keyboard",
                  "home keyboard", "keyboard instrument"), clearance=0.5, jitter=0.04,
           near=("piano_bench", "stool", "music_stand")),
    family("pa_speaker", _PA, "floor", _pa_speaker(),
           names=("pa speaker", "speaker stand", "speaker on a stand", "tripod speaker",
                  "pa speaker on a stand", "stage speaker", "dj speaker", "powered speaker",
                  "speaker tripod"), jitter=0.04),
    # --- the playroom and the games table --------------------------------------------------
    family("dominoes", _DOMINOES, "surface", _dominoes(),
           names=("domino", "dominoes set", "domino set", "set of dominoes", "game of dominoes",
                  "box of dominoes", "domino tile", "domino game"),
           hosts=GAMES, jitter=0.08),
    family("checkers_board", _CHECKERS, "surface", _checkers(),
           names=("checkerboard", "checker board", "checkers board", "checkers set",
                  "checkers game", "game of checkers", "draughts board", "draughtboard",
                  "draughts set", "draughts game", "game of draughts"),
           hosts=GAMES, jitter=0.06),
    family("toy_dinosaur", _DINO, "surface", _dinosaur(),
           names=("toy dinosaur", "dinosaur toy", "dinosaur", "plastic dinosaur", "toy dino",
                  "dino toy", "dinosaur figure", "dinosaur figurine", "dino"),
           hosts=TOYS, jitter=0.1),
    family("marionette", _MARIONETTE, "surface", _marionette(),
           names=("marionette", "string puppet", "wooden puppet", "puppet on a string",
                  "marionette puppet", "puppet on strings"), hosts=TOYS, jitter=0.06),
    family("hula_hoop", _HOOP, "wall", _hula_hoop(),
           names=("hula hoop", "hoola hoop", "hula-hoop", "hulahoop", "exercise hoop",
                  "fitness hoop", "weighted hoop"), jitter=0.06),
    family("jump_rope", _ROPE, "surface", _jump_rope(),
           names=("jump rope", "skipping rope", "skip rope", "jumping rope", "speed rope"),
           hosts=hosts_of(SPORT, TOYS), jitter=0.08),
    family("trampoline", _TRAMPOLINE, "floor", _trampoline(),
           names=("trampoline", "mini trampoline", "kids trampoline", "toddler trampoline",
                  "rebounder", "fitness trampoline", "indoor trampoline",
                  "exercise trampoline", "children's trampoline"), clearance=0.4,
           jitter=0.04),
    # --- wheels and runners ----------------------------------------------------------------
    family("tricycle", _TRIKE, "floor", _tricycle(),
           names=("tricycle", "trike", "kids tricycle", "kids trike", "toddler trike",
                  "children's tricycle", "child's tricycle"), jitter=0.05),
    family("kids_wagon", _WAGON, "floor", _wagon(),
           names=("wagon", "kids wagon", "toy wagon", "red wagon", "little red wagon",
                  "pull wagon", "children's wagon", "kid's wagon", "wagon cart"),
           jitter=0.04),
    family("sled", _SLED, "floor", _sled(),
           names=("sled", "sledge", "toboggan", "wooden sled", "snow sled", "kids sled",
                  "wooden sledge"), jitter=0.04),
    # --- about the house and the gym -------------------------------------------------------
    family("bucket", _BUCKET, "floor", _bucket(),
           names=("bucket", "pail", "metal bucket", "galvanised bucket", "galvanized bucket",
                  "galvanised pail", "galvanized pail", "tin bucket", "zinc bucket",
                  "water bucket", "steel bucket", "metal pail"), jitter=0.06),
    family("baby_gate", _GATE, "floor", _baby_gate(),
           names=("baby gate", "stair gate", "safety gate", "pressure gate", "child gate",
                  "child safety gate", "pet gate", "dog gate", "baby safety gate"),
           jitter=0.04),
    family("service_bell", _SERVICE_BELL, "surface", _service_bell(),
           names=("service bell", "desk bell", "call bell", "counter bell", "reception bell",
                  "hotel bell", "bell"), hosts=BELL_DESKS, jitter=0.08),
    family("hand_bell", _HAND_BELL, "surface", _hand_bell(),
           names=("hand bell", "handbell", "school bell", "brass bell", "dinner bell",
                  "teacher's bell"), hosts=hosts_of(CLASSROOM, LIVING), jitter=0.08),
    family("pet_carrier", _CARRIER, "floor", _pet_carrier(),
           names=("pet carrier", "cat carrier", "dog carrier", "pet travel carrier",
                  "animal carrier", "travel crate", "pet crate", "cat crate"), jitter=0.05),
    family("traffic_cone", _CONE, "floor", _traffic_cone(),
           names=("traffic cone", "safety cone", "road cone", "construction cone",
                  "orange cone", "traffic pylon"), jitter=0.06),
    family("scoreboard", _SCORE, "wall_mounted", _scoreboard(),
           names=("scoreboard", "score board", "electronic scoreboard", "sports scoreboard",
                  "gym scoreboard", "basketball scoreboard", "led scoreboard",
                  "digital scoreboard"), mount_centre=1.9, jitter=0.04),
))
