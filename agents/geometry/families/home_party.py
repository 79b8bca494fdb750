"""Families: parties and seasons, the bedroom's linen, the desk and the hall (see base.Family).

Parties and seasons (a carved jack-o'-lantern with its lit face, a donkey piñata hung from the
ceiling on its cord, crepe-paper streamers swagged across a wall); the washroom (a toilet
stall: side panels on short legs, an open top, its door swung in and the toilet inside); the
desk and the office (a guillotine paper trimmer with its blade arm raised, a tower of plastic
drawers on castors, a tiered letter rack, a dish of paper clips, a smartwatch on its charging
stand); books (an open ledger with its ruled columns, a closed spiral planner, a road atlas
with a map on its cover, a small hymnal with gilt edges); the bedroom (a mosquito-net canopy
hung over the bed, a folded quilted bedspread, folded bed linen with pillowcases on top, a
bolster); the kitchen and the sill (a tall wooden pepper mill, a trailing ivy in its pot);
and the old hall (a spinning wheel, a suit of armour on its plinth holding a halberd, a coat
of arms with its crown, mantling and motto scroll).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one; the trimmer's raised arm and the spinning
wheel's splayed legs are runs of short boxes stepping along the slope (`_slope`), the
jack-o'-lantern's eyes and nose rows of ever narrower boxes set on the pumpkin's curved face
(`_face_row`), and round rims (the spinning wheel's) rings of segments each boxed as it turns.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, slope
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.desk_home import BEDDING
from agents.geometry.families.hobby import OFFICE
from agents.geometry.families.home_goods import PARTY
from agents.geometry.families.home_misc import CURIO
from agents.geometry.families.props import DESK, FOOD, KITCHEN, SEATS
from orchestrator.schema.blueprint import Part

_LANTERN = (0.3, 0.3, 0.3)
_PINATA = (0.6, 0.26, 1.1)
_STREAMERS = (1.8, 0.05, 0.6)
_STALL = (0.9, 1.5, 1.9)
_CUTTER = (0.46, 0.32, 0.2)
_DRAWERS = (0.35, 0.4, 0.65)
_CANOPY = (1.5, 1.5, 1.4)
_MAIL = (0.3, 0.2, 0.24)
_LEDGER = (0.5, 0.36, 0.04)
_PLANNER = (0.18, 0.235, 0.026)
_ATLAS = (0.31, 0.42, 0.022)
_HYMNAL = (0.135, 0.2, 0.035)
_BEDSPREAD = (0.9, 0.6, 0.1)
_LINEN = (0.46, 0.34, 0.12)
_BOLSTER = (0.9, 0.2, 0.2)
_IVY = (0.44, 0.3, 0.3)
_GRINDER = (0.065, 0.065, 0.25)
_WATCH = (0.08, 0.07, 0.11)
_CLIPS = (0.1, 0.1, 0.03)
_WHEEL = (0.9, 0.45, 0.95)
_ARMOUR = (0.6, 0.45, 1.85)
_ARMS = (0.5, 0.06, 0.65)

BOOKS = hosts_of(("desk", "side_table", "coffee_table", "nightstand", "bookshelf", "wall_shelf",
                  "sideboard", "lectern"), OFFICE)
SILL = hosts_of(("wall_shelf", "bookshelf", "open_shelf", "shelving_unit", "window_seat"), CURIO)


# --- parties and seasons -----------------------------------------------------------------------

_LOBES = tuple(((0.085 * math.cos(a), 0.085 * math.sin(a), 0.125), (0.065, 0.065, 0.122))
               for a in (math.pi / 8 + k * math.pi / 4 for k in range(8)))
_GOURD = (((0.0, 0.0, 0.125), (0.148, 0.148, 0.125)), *_LOBES)


def _front_y(x: float, z: float) -> float:
    """The pumpkin's front face (its most forward point, -y) at (x, z), metres."""
    best = 0.0
    for (cx, cy, cz), (rx, ry, rz) in _GOURD:
        q = 1.0 - ((x - cx) / rx) ** 2 - ((z - cz) / rz) ** 2
        if q > 0.0:
            best = min(best, cy - ry * math.sqrt(q))
    return best


def _face_row(m: Metres, x0: float, x1: float, z0: float, z1: float) -> Part:
    """One glowing slit of the carved face, set into the pumpkin's front where it lies."""
    zc = (z0 + z1) / 2
    y = min(_front_y(x, z) for x in (x0, (x0 + x1) / 2, x1) for z in (z0, zc, z1))
    return m((x0, max(y - 0.0018, -0.15), z0), (x1, y + 0.012, z1), "glow")


def _jack_o_lantern() -> tuple[Part, ...]:
    """A carved pumpkin: the ribbed orange gourd, the lid cut round its stem, triangle eyes
    and nose and a toothy grin, all lit from inside by its candle."""
    m = Metres(_LANTERN)
    parts: list[Part] = [m.ball_at(c, r, "fruit") for c, r in _GOURD]
    for sx in (-1, 1):  # eyes: triangles, rows narrowing upward
        cx = sx * 0.052
        for k, (hw, z0) in enumerate(((0.026, 0.15), (0.017, 0.163), (0.008, 0.176))):
            parts.append(_face_row(m, cx - hw, cx + hw, z0 + 0.0002 * k, z0 + 0.014))
    for hw, z0 in ((0.014, 0.118), (0.006, 0.13)):  # nose
        parts.append(_face_row(m, -hw, hw, z0, z0 + 0.013))
    for x0, x1, z0, z1 in ((-0.075, 0.075, 0.074, 0.094), (-0.062, 0.062, 0.058, 0.076),
                           (-0.045, 0.045, 0.046, 0.06)):  # the grin, widest at the top
        parts.append(_face_row(m, x0, x1, z0, z1))
    for x in (-0.032, 0.018):  # two teeth left in the grin
        y = min(_front_y(x + dx, z) for dx in (0.0, 0.014) for z in (0.082, 0.096))
        parts.append(m((x, max(y - 0.0022, -0.15), 0.082), (x + 0.014, y + 0.01, 0.096),
                       "fruit"))
    return (
        *parts,
        m.rod((0.0, 0.0), 0.075, (0.236, 0.2515), "soil"),  # the lid's cut
        m.rod((0.0, 0.0), 0.064, (0.238, 0.253), "fruit"),  # the lid
        m.rod((0.0, 0.0), 0.026, (0.245, 0.285), "wood"),  # stem
        m((-0.013, -0.013, 0.27), (0.03, 0.013, 0.3), "wood", "rounded_box"),  # its bent tip
        m.ball_at((0.045, 0.03, 0.248), (0.035, 0.022, 0.006), "foliage"),  # a leaf
    )


_BANDS = ("red", "fruit", "food", "accent", "ivory", "toy_lid")


def _pinata() -> tuple[Part, ...]:
    """A donkey piñata hung on a cord: its body, neck and head in rings of coloured paper
    fringe, pointed ears, dark eyes, four legs with dark hooves and a tasselled tail."""
    m = Metres(_PINATA)
    zb = 0.34  # the body's axis
    parts: list[Part] = []
    for k in range(7):  # body fringe, front to back
        x0 = -0.2 + 0.05 * k
        d = 0.2 if k % 2 else 0.215
        parts.append(m.rod((0.0, zb), d, (x0, x0 + 0.05), _BANDS[k % 6], axis="x"))
    for k in range(3):  # neck fringe, rising from the body's front
        z0 = 0.42 + 0.06 * k
        parts.append(m.rod((0.19, 0.0), 0.11 if k % 2 else 0.12, (z0, z0 + 0.06),
                           _BANDS[(k + 2) % 6]))
    parts += (
        m.rod((0.0, 0.62), 0.12, (0.14, 0.25), "ivory", axis="x"),  # head
        m.ball_at((0.255, 0.0, 0.61), (0.04, 0.055, 0.05), "ivory"),  # muzzle
        m.ball_at((0.284, 0.0, 0.6), (0.012, 0.03, 0.018), "dark_plastic"),  # nostrils
        *(m.cone((0.16, y - 0.02, 0.66), (0.2, y + 0.02, 0.8), "red", taper=0.1)
          for y in (-0.035, 0.035)),  # ears
        *(m.ball_at((0.215, y, 0.64), (0.012, 0.006, 0.012), "dark_plastic")
          for y in (-0.059, 0.059)),  # eyes
        *(m((0.115 + 0.03 * k, -0.012, 0.6 + 0.004 * k), (0.14 + 0.03 * k, 0.012, 0.7),
            _BANDS[k % 6]) for k in range(3)),  # mane
        m.rod((0.0, 0.37), 0.03, (-0.25, -0.2), "food", axis="x"),  # tail
        *(m((-0.3, y - 0.006, 0.22 + dz), (-0.245, y + 0.006, 0.4), c)
          for y, dz, c in ((-0.015, 0.0, "red"), (0.0, 0.03, "accent"), (0.015, 0.01, "food"))),
        m.rod((0.0, 0.0), 0.008, (0.44, 1.1), "cord"),  # the cord to the ceiling
        m.rod((0.0, 0.0), 0.05, (1.09, 1.1), "metal"),  # its hook plate
    )
    for x in (-0.14, 0.12):
        for y in (-0.055, 0.055):
            parts.append(m.rod((x, y), 0.055, (0.05, 0.27), "fruit" if x < 0 else "food"))
            parts.append(m.rod((x, y), 0.058, (0.0, 0.05), "dark_plastic"))  # hooves
    return tuple(parts)


def _swag(m: Metres, x0: float, x1: float, top: float, sag: float, slot: str, n: int,
          y: float, shift: float = 0.0, twist: bool = False) -> tuple[Part, ...]:
    """One colour of a twisted crepe streamer hung between two pins: `n` flat beads along a
    sagging curve, each as tall as the curve falls across it so that none part; the beads
    go to the front and back in turn, the other colour (`twist`) the other way round."""
    parts = []
    step = (x1 - x0) / n
    for k in range(n):
        t = (k + 0.5 + shift) / (n + shift)
        x = x0 + (x1 - x0) * t
        z = top - sag * 4 * t * (1 - t)
        fall = abs(sag * 4 * (1 - 2 * t)) * abs(step) / abs(x1 - x0)
        tall = 0.016 + 0.5 * fall if k % 2 else 0.012 + 0.5 * fall
        side = y if (k % 2 == 0) != twist else -y
        parts.append(m.ball_at((x, side, z), (0.075, 0.009, tall), slot))
    return tuple(parts)


def _streamers() -> tuple[Part, ...]:
    """Crepe-paper streamers across a wall: a red and a gold strand twisted together, swagged
    between three paper rosettes, and a twisted tail of each hanging from the end pins."""
    m = Metres(_STREAMERS)
    top = 0.55
    parts: list[Part] = []
    for x0, x1 in ((-0.84, 0.0), (0.0, 0.84)):
        parts += _swag(m, x0, x1, top, 0.2, "red", 9, 0.004)
        parts += _swag(m, x0, x1, top, 0.2, "food", 9, -0.004, shift=0.5, twist=True)
    for x in (-0.84, 0.0, 0.84):  # rosettes over the pins
        parts.append(m.rod((x, top), 0.1, (-0.02, 0.025), "ivory", axis="y"))
    for sx in (-1, 1):  # the tails, the two colours twisting round each other as they hang
        for k in range(4):
            slot = "red" if k % 2 == (sx > 0) else "food"
            parts.append(m.ball_at((sx * (0.853 - 0.008 * (k % 2)), 0.0, top - 0.09 - 0.12 * k),
                                   (0.014, 0.009, 0.075), slot))
    return tuple(parts)


# --- the washroom ------------------------------------------------------------------------------

def _stall() -> tuple[Part, ...]:
    """A toilet stall: side and back panels on short chrome legs with the floor showing under
    them, front pilasters on shoes under a head rail, the door swung in against a side panel
    with its hinges, latch and hook, and the toilet inside with its roll holder."""
    m = Metres(_STALL)
    w, d, h = 0.45, 0.75, 1.9
    z0, z1 = 0.3, 1.85  # the panels' bottom and top edges
    return (
        *pair(m((-w, -d + 0.025, z0), (-w + 0.025, d - 0.025, z1), "countertop")),  # sides
        m((-w + 0.025, d - 0.025, z0), (w - 0.025, d, z1), "countertop"),  # back
        *pair(m((-w, -d, 0.1), (-w + 0.1, -d + 0.025, h - 0.04), "countertop")),  # pilasters
        *pair(m((-w, -d, 0.0), (-w + 0.1, -d + 0.03, 0.1), "chrome")),  # their shoes
        *pair(m.rod((-w + 0.0125, d - 0.15), 0.025, (0.0, z0), "chrome")),  # legs
        m((-w, -d, h - 0.04), (w, -d + 0.03, h), "chrome"),  # head rail
        m((w - 0.125, -d + 0.03, z0 - 0.1), (w - 0.1, -d + 0.68, z1 - 0.05),
          "countertop"),  # door, swung in
        *(m((w - 0.105, -d + 0.02, z), (w - 0.09, -d + 0.05, z + 0.1), "chrome")
          for z in (0.4, 1.55)),  # hinges
        m((w - 0.13, -d + 0.6, 1.0), (w - 0.125, -d + 0.66, 1.06), "chrome"),  # latch
        m((w - 0.13, -d + 0.6, 1.07), (w - 0.127, -d + 0.63, 1.09), "red"),  # engaged
        m.rod((-d + 0.32, 1.6), 0.02, (w - 0.16, w - 0.125), "chrome", axis="x"),  # hook
        m.rod((0.0, 0.38), 0.2, (0.0, 0.26), "sanitary"),  # toilet foot
        m.ball_at((0.0, 0.3, 0.32), (0.18, 0.24, 0.1), "sanitary"),  # bowl
        m((-0.17, 0.07, 0.39), (0.17, 0.55, 0.42), "toilet_seat", "cylinder"),  # seat
        m((-0.17, 0.6, 0.42), (0.17, 0.63, 0.8), "toilet_seat", "rounded_box"),  # lid up
        m((-0.22, 0.63, 0.35), (0.22, d - 0.025, 0.9), "sanitary", "rounded_box"),  # cistern
        m.rod((0.0, 0.69), 0.06, (0.9, 0.91), "chrome"),  # flush button
        m.rod((0.05, 0.75), 0.04, (-w + 0.025, -w + 0.09), "chrome", axis="x"),  # roll arm
        m.rod((-w + 0.09, 0.75), 0.11, (0.0, 0.1), "paper", axis="y"),  # the roll
    )


# --- the desk and the office -------------------------------------------------------------------

def _cutter() -> tuple[Part, ...]:
    """A guillotine paper trimmer: the white board with its printed grid, the metal ruler
    along the head, the steel cutting edge down the right, the blade arm raised on its hinge
    with the handle at its end, and a sheet of paper on the board."""
    m = Metres(_CUTTER)
    hx = 0.212  # the arm's line
    lines = [m((x, -0.15, 0.02), (x + 0.0015, 0.125, 0.0203), "dark_plastic")
             for x in (-0.16, -0.1, -0.04, 0.02, 0.08, 0.14)]
    lines += [m((-0.21, y, 0.02), (0.19, y + 0.0015, 0.0203), "dark_plastic")
              for y in (-0.1, -0.04, 0.02, 0.08)]
    return (
        m((-0.23, -0.16, 0.0), (0.23, 0.16, 0.02), "ivory"),  # board
        *lines,
        m((-0.23, 0.128, 0.02), (0.195, 0.158, 0.03), "aluminium"),  # ruler at the head
        *(m((x, 0.128, 0.0302), (x + 0.0015, 0.14, 0.0305), "dark_plastic")
          for x in (-0.2, -0.15, -0.1, -0.05, 0.0, 0.05, 0.1, 0.15)),  # its marks
        m((0.195, -0.16, 0.0), (0.23, 0.16, 0.024), "metal"),  # cutting edge
        m((0.19, 0.12, 0.0), (0.23, 0.16, 0.06), "dark_plastic"),  # hinge block
        *slope(m, 0.14, 0.045, -0.135, 0.16, "chrome", along="y", n=8, thick=0.03,
                thick_z=0.012, across=(hx - 0.016, hx - 0.006)),  # blade
        *slope(m, 0.14, 0.052, -0.135, 0.168, "red", along="y", n=8, thick=0.03,
                thick_z=0.02, across=(hx - 0.006, hx + 0.012)),  # arm
        m.rod((-0.142, 0.172), 0.028, (0.13, hx + 0.012), "dark_plastic", axis="x"),  # handle
        m.ball_at((0.13, -0.142, 0.172), 0.017, "dark_plastic"),
        m((-0.17, -0.12, 0.0203), (0.05, 0.07, 0.021), "paper"),  # a sheet
    )


def _drawers() -> tuple[Part, ...]:
    """A tower of plastic drawers on castors: the white frame, four frosted drawers with
    their pull lips, what is kept in each showing through, and the castors."""
    m = Metres(_DRAWERS)
    w, d = 0.175, 0.2
    parts: list[Part] = [
        m((-w, -d + 0.01, 0.05), (w, d, 0.07), "ivory"),  # bottom
        m((-w, -d, 0.625), (w, d, 0.65), "ivory"),  # top
        *pair(m((-w, -d, 0.05), (-w + 0.015, d, 0.63), "ivory")),  # sides
        m((-w + 0.015, d - 0.012, 0.07), (w - 0.015, d, 0.625), "ivory"),  # back
    ]
    stuff = ("paper", "red", "accent", "toy_lid")
    for k in range(4):
        z0 = 0.075 + 0.1375 * k
        z1 = z0 + 0.13
        parts += (
            m((-w + 0.018, -d, z0), (w - 0.018, -d + 0.012, z1), "glass"),  # front
            m((-0.05, -d - 0.0, z1 - 0.022), (0.05, -d + 0.014, z1 - 0.01),
              "ivory"),  # pull lip
            m((-w + 0.03, -d + 0.03, z0 + 0.01), (w - 0.05, 0.1, z0 + 0.06 + 0.015 * (k % 2)),
              stuff[k]),  # what is kept in it
        )
    for x in (-0.14, 0.14):
        for y in (-0.165, 0.165):
            parts.append(m.rod((y, 0.025), 0.05, (x - 0.012, x + 0.012), "dark_plastic",
                               axis="x"))  # castors
    return tuple(parts)


def _letter_rack() -> tuple[Part, ...]:
    """A tiered wooden letter rack: four boards rising toward the back between stepped
    sides, with letters and envelopes in the slots, two of them stamped."""
    m = Metres(_MAIL)
    tiers = ((-0.085, 0.08), (-0.035, 0.125), (0.015, 0.17), (0.065, 0.215))
    parts: list[Part] = [m((-0.15, -0.1, 0.0), (0.15, 0.1, 0.02), "wood")]  # base
    for k, (y, top) in enumerate(tiers):
        parts.append(m((-0.138, y, 0.02), (0.138, y + 0.01, top), "wood_alt"))  # board
        y1 = tiers[k + 1][0] if k < 3 else 0.1
        for sx in (-1, 1):  # the sides, one step per tier
            parts.append(m((sx * 0.144 - 0.006, y, 0.02), (sx * 0.144 + 0.006, y1, top + 0.01),
                           "wood"))
    letters = ((-0.1, 0.05, -0.075, 0.115, "paper"), (0.0, 0.12, -0.072, 0.1, "ivory"),
               (-0.08, 0.06, -0.025, 0.165, "paper"), (-0.02, 0.11, -0.022, 0.15, "food"),
               (-0.11, -0.01, 0.025, 0.21, "ivory"), (0.04, 0.12, 0.075, 0.24, "paper"))
    for x0, x1, y, top, slot in letters:
        parts.append(m((x0, y, 0.02), (x1, y + 0.004, top), slot))
    parts.append(m((-0.07, -0.0225, 0.145), (-0.055, -0.0215, 0.16), "red"))  # stamps
    parts.append(m((0.09, 0.0745, 0.218), (0.105, 0.0755, 0.233), "accent"))
    return tuple(parts)


def _clip(m: Metres, x: float, y: float, z: float, slot: str, along_x: bool) -> tuple[Part, ...]:
    """One paper clip lying flat at (x, y), z its underside: the outer loop and the inner."""
    ln, wd, t = 0.033, 0.0095, 0.0015  # length, width, wire

    def bar(a0: float, a1: float, b0: float, b1: float) -> Part:
        if along_x:
            return m((x + a0, y + b0, z), (x + a1, y + b1, z + t), slot)
        return m((x + b0, y + a0, z), (x + b1, y + a1, z + t), slot)

    h = ln / 2
    return (
        bar(-h, h - 0.003, -wd / 2, -wd / 2 + t),  # outer sides
        bar(-h + 0.006, h, wd / 2 - t, wd / 2),
        bar(-h, -h + t, -wd / 2, wd / 2 - 0.002),  # outer end
        bar(h - t, h, -wd / 2 + 0.002, wd / 2),  # the other end
        bar(-h + 0.004, h - 0.007, -0.0008, 0.0008),  # inner loop
    )


def _clips() -> tuple[Part, ...]:
    """A round dish of paper clips: the dish with its glazed well and a loose heap of
    clips, some plain steel, some coated in colour."""
    m = Metres(_CLIPS)
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.1, (0.0, 0.014), "ceramic"),  # the dish
        m.rod((0.0, 0.0), 0.084, (0.0, 0.0143), "ceramic_accent"),  # its glazed well
    ]
    heap = ((-0.008, -0.012, 0.0143, "chrome", True), (0.01, 0.006, 0.0158, "red", False),
            (-0.006, 0.013, 0.0173, "chrome", True), (0.003, -0.004, 0.0188, "accent", True),
            (-0.015, 0.0, 0.0203, "ivory", False), (0.016, -0.016, 0.0143, "chrome", True))
    for x, y, z, slot, along_x in heap:
        parts += _clip(m, x, y, z, slot, along_x)
    return tuple(parts)


def _watch() -> tuple[Part, ...]:
    """A smartwatch on its charging stand: the round weighted base, the upright with the
    charging puck, the watch's case on it with its black face showing the time and three
    activity rings, its crown, and the sport band looped over the top and lying on the base."""
    m = Metres(_WATCH)
    y = -0.0135  # the face
    rings = tuple(m.rod((0.0, 0.066), d, (y - 0.0004 * k, y + 0.001), slot, axis="y")
                  for k, (d, slot) in enumerate(((0.024, "red"), (0.0195, "screen"),
                                                 (0.0165, "fruit"), (0.012, "screen"),
                                                 (0.009, "accent"), (0.0045, "screen"))))
    return (
        m.rod((0.0, 0.0), 0.07, (0.0, 0.012), "dark_plastic"),  # base
        m((-0.012, 0.006, 0.012), (0.012, 0.022, 0.09), "dark_plastic"),  # upright
        m.rod((0.0, 0.075), 0.032, (-0.002, 0.006), "ivory", axis="y"),  # charging puck
        m((-0.021, -0.013, 0.048), (0.021, -0.002, 0.1), "aluminium", "rounded_box"),  # case
        m((-0.018, -0.0132, 0.052), (0.018, -0.011, 0.096), "screen"),  # face
        *rings,
        m((-0.009, y - 0.0004, 0.083), (0.009, y + 0.001, 0.089), "glow"),  # the time
        m.rod((-0.006, 0.07), 0.008, (0.021, 0.025), "chrome", axis="x"),  # crown
        m((-0.0125, -0.011, 0.1), (0.0125, 0.03, 0.106), "accent"),  # band over the top
        m((-0.0125, 0.024, 0.05), (0.0125, 0.03, 0.106), "accent"),  # ... down the back
        m((-0.0125, -0.011, 0.016), (0.0125, -0.005, 0.048), "accent"),  # ... below the case
        m((-0.0125, -0.034, 0.012), (0.0125, -0.005, 0.017), "accent"),  # ... on the base
        m((-0.004, -0.03, 0.0165), (0.004, -0.022, 0.018), "chrome"),  # its pin buckle
    )


# --- books -------------------------------------------------------------------------------------

def _ledger() -> tuple[Part, ...]:
    """A big ledger lying open: the cloth cover with leather corners, two thick blocks of
    pages meeting at the gutter, red column rules and grey lines on each page, the heading
    rule and a ribbon marker down the gutter."""
    m = Metres(_LEDGER)
    parts: list[Part] = [
        m((-0.25, -0.18, 0.0), (0.25, 0.18, 0.006), "red"),  # cover
        *(m((sx * 0.25 - 0.04 * (sx > 0), sy * 0.18 - 0.04 * (sy > 0), 0.0),
            (sx * 0.25 + 0.04 * (sx < 0), sy * 0.18 + 0.04 * (sy < 0), 0.0065),
            "dark_plastic") for sx in (-1, 1) for sy in (-1, 1)),  # leather corners
        m((-0.02, -0.18, 0.0), (0.02, 0.18, 0.0062), "dark_plastic"),  # spine
    ]
    for sx in (-1, 1):
        x0, x1 = sorted((sx * 0.003, sx * 0.238))
        parts.append(m((x0, -0.17, 0.004), (x1, 0.17, 0.036), "paper", "rounded_box"))
        for x in (0.06, 0.16, 0.19):  # column rules
            a = sx * x
            parts.append(m((a - 0.0008, -0.155, 0.0358), (a + 0.0008, 0.14, 0.0363), "red"))
        parts.append(m((min(sx * 0.02, sx * 0.225), 0.125, 0.0358),
                       (max(sx * 0.02, sx * 0.225), 0.128, 0.0364), "dark_plastic"))  # heading
        for y in (-0.13, -0.09, -0.05, -0.01, 0.03, 0.07):  # ruled lines
            parts.append(m((min(sx * 0.02, sx * 0.225), y, 0.0358),
                           (max(sx * 0.02, sx * 0.225), y + 0.0012, 0.0362), "canvas"))
    parts.append(m((-0.004, -0.2 + 0.02, 0.032), (0.004, 0.16, 0.04), "accent"))  # ribbon
    parts.append(m((-0.004, -0.18, 0.0), (0.004, -0.175, 0.032), "accent"))  # its tail
    return tuple(parts)


def _planner() -> tuple[Part, ...]:
    """A closed spiral planner: its covers, the page block, the wire coil along the left
    edge, an elastic band holding it shut, coloured month tabs on the right and a label."""
    m = Metres(_PLANNER)
    coils = tuple(m.rod((-0.078, 0.013), 0.024 - 0.001 * (k % 2),
                        (-0.105 + 0.0155 * k, -0.1015 + 0.0155 * k), "chrome", axis="y")
                  for k in range(14))
    tabs = tuple(m((0.086, y, 0.006), (0.09, y + 0.025, 0.02), slot)
                 for y, slot in ((-0.09, "red"), (-0.05, "food"), (-0.01, "accent"),
                                 (0.03, "toy_lid")))
    return (
        m((-0.08, -0.1165, 0.0), (0.088, 0.1165, 0.003), "seat"),  # back cover
        m((-0.076, -0.114, 0.003), (0.086, 0.114, 0.023), "paper"),  # pages
        m((-0.08, -0.1165, 0.023), (0.088, 0.1165, 0.0255), "seat"),  # front cover
        *coils, *tabs,
        m((0.058, -0.1175, 0.0), (0.068, 0.1175, 0.026), "dark_plastic"),  # elastic band
        m((-0.04, 0.03, 0.0253), (0.04, 0.07, 0.0258), "brass"),  # label
    )


_LAND = ((-0.05, 0.06, 0.055, 0.07, "foliage"), (-0.03, -0.04, 0.035, 0.06, "foliage"),
         (0.06, 0.08, 0.045, 0.04, "food"), (0.07, -0.01, 0.04, 0.07, "food"),
         (0.09, -0.11, 0.03, 0.025, "foliage"), (-0.09, -0.13, 0.03, 0.02, "food"),
         (0.02, 0.01, 0.02, 0.02, "foliage"))


def _atlas() -> tuple[Part, ...]:
    """A big road atlas lying flat: the book with its spine, a map on the cover (land in
    green and ochre on a coloured sea), a black title band with its gold title."""
    m = Metres(_ATLAS)
    t = 0.0205  # the cover's top
    return (
        m((-0.148, -0.207, 0.002), (0.152, 0.207, 0.019), "paper"),  # pages
        m((-0.155, -0.21, 0.0), (0.155, 0.21, 0.0025), "accent"),  # back cover
        m((-0.155, -0.21, 0.0185), (0.155, 0.21, t), "accent"),  # front cover
        m.rod((-0.144, 0.011), 0.022, (-0.21, 0.21), "accent", axis="y"),  # spine
        *(m.ball_at((x, y - 0.02, t), (rx, ry, 0.0006), slot) for x, y, rx, ry, slot in _LAND),
        m((-0.14, 0.145, t - 0.0003), (0.145, 0.195, t + 0.0008), "dark_plastic"),  # band
        *(m((x, 0.16, t + 0.0004), (x + 0.022, 0.18, t + 0.0011), "brass")
          for x in (-0.065, -0.035, -0.005, 0.025, 0.055)),  # the title
        *(m((x, -0.2, t - 0.0002), (x + 0.004, 0.135, t + 0.0004), "ivory")
          for x in (-0.1, 0.11)),  # two roads across the map
    )


def _hymnal() -> tuple[Part, ...]:
    """A small hymnal: black covers over gilt-edged pages, the rounded spine, a gold cross
    and rules on the cover and a red ribbon marker out of the foot."""
    m = Metres(_HYMNAL)
    t = 0.0344
    return (
        m((-0.0655, -0.1, 0.0), (0.0675, 0.1, 0.004), "dark_plastic"),  # back cover
        m((-0.062, -0.097, 0.004), (0.0655, 0.097, 0.031), "brass"),  # gilt page block
        m((-0.0655, -0.1, 0.031), (0.0675, 0.1, t), "dark_plastic"),  # front cover
        m.rod((-0.05, 0.0175), 0.035, (-0.1, 0.1), "dark_plastic", axis="y"),  # spine
        m((-0.0035, -0.04, t - 0.0003), (0.0035, 0.045, t + 0.0005), "brass"),  # cross
        m((-0.025, 0.015, t - 0.0003), (0.025, 0.022, t + 0.0005), "brass"),
        *(m((-0.055, y, t - 0.0003), (0.058, y + 0.0015, t + 0.0004), "brass")
          for y in (-0.088, 0.086)),  # rules
        m((0.02, -0.1, 0.012), (0.028, -0.097, 0.03), "red"),  # ribbon
        m((0.021, -0.1, 0.0), (0.027, -0.088, 0.012), "red"),
    )


# --- the bedroom -------------------------------------------------------------------------------

def _canopy() -> tuple[Part, ...]:
    """A mosquito-net canopy over the bed: the ceiling hook and cord, the crown hoop with the
    net gathered above it and a short ruffled valance below, then the net falling in a bell,
    steeper towards its trimmed hem."""
    m = Metres(_CANOPY)
    h = 1.4
    return (
        m.rod((0.0, 0.0), 0.08, (h - 0.015, h), "metal"),  # ceiling plate
        m.rod((0.0, 0.0), 0.012, (1.2, h - 0.015), "cord"),  # cord
        m.cone((-0.14, -0.14, 1.02), (0.14, 0.14, 1.21), "curtains", taper=0.12),  # gathers
        m.rod((0.0, 0.0), 0.36, (1.0, 1.03), "brass"),  # crown hoop
        m.cone((-0.33, -0.33, 0.83), (0.33, 0.33, 1.005), "curtains", taper=0.6),  # valance
        m.cone((-0.62, -0.62, 0.5), (0.62, 0.62, 0.99), "curtains", taper=0.29),  # the net
        m.cone((-0.745, -0.745, 0.02), (0.745, 0.745, 0.52), "curtains", taper=0.83),
        m.cone((-0.75, -0.75, 0.0), (0.75, 0.75, 0.04), "accent", taper=0.97),  # hem trim
    )


def _bedspread() -> tuple[Part, ...]:
    """A quilted bedspread folded in three and laid flat: the folded layers, quilting seams
    across the top in a diamond-like grid, and a scalloped border along the front."""
    m = Metres(_BEDSPREAD)
    w, d = 0.45, 0.3
    parts: list[Part] = [
        m((-w, -d + 0.01, 0.0), (w - 0.01, d, 0.035), "accent", "rounded_box"),
        m((-w + 0.01, -d, 0.032), (w, d - 0.01, 0.067), "accent", "rounded_box"),
        m((-w + 0.005, -d + 0.005, 0.064), (w - 0.005, d - 0.005, 0.095), "accent",
          "rounded_box"),
    ]
    parts += (m((x - 0.003, -d + 0.03, 0.0935), (x + 0.003, d - 0.03, 0.0955), "bedding")
              for x in (-0.3, -0.15, 0.0, 0.15, 0.3))  # seams
    parts += (m((-w + 0.03, y - 0.003, 0.0935), (w - 0.03, y + 0.003, 0.0955), "bedding")
              for y in (-0.15, 0.0, 0.15))
    parts += (m.ball_at((x, y, 0.094), (0.007, 0.007, 0.004), "bedding")
              for x in (-0.225, -0.075, 0.075, 0.225) for y in (-0.075, 0.075))  # tufts
    parts += (m.ball_at((x, -d + 0.006, 0.08), (0.03, 0.006, 0.016), "bedding")
              for x in (-0.375, -0.225, -0.075, 0.075, 0.225, 0.375))  # scalloped border
    return tuple(parts)


def _linen() -> tuple[Part, ...]:
    """Folded bed linen: a folded sheet at the bottom and three folded pillowcases on it,
    each with its wide hem at the open end and a line of embroidery."""
    m = Metres(_LINEN)
    parts: list[Part] = [
        m((-0.228, -0.17, 0.0), (0.23, 0.17, 0.045), "bedding", "rounded_box"),  # sheet
        m((-0.23, -0.15, 0.02), (-0.222, 0.15, 0.024), "canvas"),  # its fold line
    ]
    for k, (dx, dy) in enumerate(((0.0, 0.0), (0.008, -0.006), (-0.006, 0.004))):
        z0 = 0.045 + 0.025 * k
        x0, x1, y0, y1 = -0.19 + dx, 0.19 + dx, -0.13 + dy, 0.13 + dy
        slot = "ivory" if k % 2 else "bedding"
        parts += (
            m((x0, y0, z0), (x1, y1, z0 + 0.025), slot, "rounded_box"),  # pillowcase
            m((x1 - 0.07, y0 - 0.0015, z0 + 0.004), (x1 - 0.065, y1 + 0.0015, z0 + 0.022),
              "canvas"),  # hem seam
            m((x1 - 0.062, y0 - 0.0015, z0 + 0.01), (x1 - 0.02, y0 + 0.001, z0 + 0.016),
              "accent"),  # embroidery
        )
    return tuple(parts)


def _bolster() -> tuple[Part, ...]:
    """A bolster: the long round cushion with two bands round it, piped flat ends, a
    covered button in the middle of each end and a tassel hanging from it."""
    m = Metres(_BOLSTER)
    zc = 0.098
    parts: list[Part] = [
        m((-0.4, -0.096, 0.002), (0.4, 0.096, 0.194), "accent", "cylinder", axis="x"),  # body
        *(m.rod((0.0, zc), 0.196, (x, x + 0.05), "bedding", axis="x") for x in (-0.25, 0.2)),
    ]
    for sx in (-1, 1):
        xe = sx * 0.4
        x0, x1 = sorted((xe, xe + sx * 0.012))
        parts.append(m((x0, -0.098, 0.0), (x1, 0.098, 0.196), "bedding", "cylinder",
                       axis="x"))  # piping
        b0, b1 = sorted((xe + sx * 0.008, xe + sx * 0.025))
        parts.append(m.rod((0.0, zc), 0.04, (b0, b1), "accent", axis="x"))  # button
        t0, t1 = sorted((xe + sx * 0.024, xe + sx * 0.04))
        parts.append(m((t0, -0.008, 0.02), (t1, 0.008, 0.09), "brass", "cylinder"))  # tassel
        parts.append(m.ball_at(((t0 + t1) / 2, 0.0, 0.09), 0.01, "brass"))
    return tuple(parts)


# --- the kitchen and the sill ------------------------------------------------------------------

_VINES = (
    ((-0.08, 0.0, 0.125), (-0.1, -0.015, 0.1), (-0.107, -0.03, 0.072), (-0.115, -0.045, 0.045),
     (-0.135, -0.06, 0.02), (-0.165, -0.075, 0.016), (-0.2, -0.09, 0.016)),
    ((0.075, -0.03, 0.125), (0.095, -0.045, 0.1), (0.102, -0.06, 0.07), (0.11, -0.075, 0.042),
     (0.13, -0.09, 0.018), (0.16, -0.1, 0.016), (0.195, -0.11, 0.016)),
    ((0.0, -0.08, 0.125), (-0.01, -0.095, 0.095), (-0.02, -0.1, 0.065), (-0.035, -0.11, 0.035),
     (-0.055, -0.125, 0.016)),
    ((0.07, 0.05, 0.125), (0.1, 0.06, 0.1), (0.12, 0.07, 0.07), (0.14, 0.08, 0.04)),
)
_CROWN = ((-0.05, -0.02, 0.15), (0.0, -0.05, 0.152), (0.05, -0.02, 0.15), (0.045, 0.04, 0.152),
          (-0.035, 0.045, 0.15), (-0.02, -0.012, 0.19), (0.025, 0.005, 0.192),
          (0.0, 0.035, 0.222), (-0.03, 0.02, 0.25), (0.02, 0.05, 0.27))


def _ivy() -> tuple[Part, ...]:
    """A trailing ivy in a terracotta pot: the pot with its rim and soil, a crown of leaves
    on top and vines of small flat leaves spilling over the rim, down the pot and along the
    shelf, zigzagging as leaves do along a stem."""
    m = Metres(_IVY)
    parts: list[Part] = [
        m.rod((0.0, 0.0), 0.14, (0.0, 0.115), "ceramic_accent"),  # pot
        m.rod((0.0, 0.0), 0.155, (0.1, 0.13), "ceramic_accent"),  # rim
        m.rod((0.0, 0.0), 0.135, (0.13, 0.132), "soil"),
    ]
    for k, c in enumerate(_CROWN):
        r = (0.04, 0.034, 0.02) if k % 2 else (0.034, 0.04, 0.022)
        parts.append(m.ball_at(c, r, "foliage"))
    for vine in _VINES:
        for k, (x, y, z) in enumerate(vine):
            leaf = 0.022 - 0.0018 * k
            side = 0.008 if k % 2 else -0.008
            parts.append(m.ball_at((x + side, y - side, max(z, leaf * 0.45)),
                                   (leaf, leaf * 0.9, leaf * 0.45), "foliage"))
    return tuple(parts)


def _grinder() -> tuple[Part, ...]:
    """A tall wooden pepper mill: the turned foot, the long body tapering a little towards
    its neck bead, a steel band under the domed cap and the knob on top."""
    m = Metres(_GRINDER)
    return (
        m.rod((0.0, 0.0), 0.062, (0.0, 0.022), "wood"),  # foot
        m.rod((0.0, 0.0), 0.05, (0.0, 0.004), "chrome"),  # grind adjuster beneath
        m.cone((-0.028, -0.028, 0.02), (0.028, 0.028, 0.17), "wood", taper=0.82),  # body
        m.rod((0.0, 0.0), 0.05, (0.166, 0.178), "wood"),  # neck bead
        m.rod((0.0, 0.0), 0.047, (0.178, 0.185), "chrome"),  # band
        m.ball_at((0.0, 0.0, 0.188), (0.0255, 0.0255, 0.034), "wood"),  # domed cap
        m.rod((0.0, 0.0), 0.007, (0.215, 0.235), "chrome"),  # spindle
        m.ball_at((0.0, 0.0, 0.238), (0.011, 0.011, 0.0095), "chrome"),  # knob
    )


# --- the old hall ------------------------------------------------------------------------------

def _wheel() -> tuple[Part, ...]:
    """An antique spinning wheel: the bench on three turned legs, two of them splayed, the big
    spoked wheel between two uprights with its crank and footman down to the treadle, and at
    the other end the flyer and a bobbin of wool on its maidens."""
    m = Metres(_WHEEL)
    cx, cz, r = 0.14, 0.67, 0.25  # the wheel's hub and radius
    ln, th = 0.066, 0.016  # a rim segment's half-length and half-thickness
    parts: list[Part] = [
        m((-0.43, -0.07, 0.32), (0.36, 0.07, 0.36), "wood"),  # bench
    ]
    for k in range(18):  # the rim: segments along the circle, each boxed as it turns
        a = 2 * math.pi * k / 18
        c, s = math.cos(a), math.sin(a)
        rx, rz = math.hypot(th * c, ln * s), math.hypot(th * s, ln * c)
        parts.append(m.ball_at((cx + r * c, 0.0, cz + r * s),
                               (rx, 0.016 - 0.002 * (k % 2), rz), "wood"))
    parts += (
        m((cx - r + 0.01, -0.008, cz - 0.01), (cx + r - 0.01, 0.008, cz + 0.01), "wood"),
        m((cx - 0.01, -0.008, cz - r + 0.01), (cx + 0.01, 0.008, cz + r - 0.01), "wood"),
        m.rod((cx, cz), 0.07, (-0.03, 0.03), "wood_alt", axis="y"),  # hub
        m.rod((cx, cz), 0.014, (-0.07, 0.07), "metal", axis="y"),  # axle
        *(m.rod((cx, y), 0.035, (0.36, cz + 0.02), "wood") for y in (-0.055, 0.055)),  # uprights
        m.rod((cx, -0.085), 0.012, (0.05, cz), "metal"),  # footman
        m((-0.2, -0.17, 0.03), (0.2, -0.03, 0.05), "wood"),  # treadle
        m.rod((-0.03, 0.04), 0.018, (-0.36, 0.3), "wood", axis="x"),  # its pivot bar
        m.rod((-0.3, 0.0), 0.04, (0.36, 0.56), "wood"),  # tension post
        m((-0.43, -0.025, 0.56), (-0.17, 0.025, 0.6), "wood"),  # mother-of-all
        *(m.rod((x, 0.0), 0.025, (0.6, 0.73), "wood") for x in (-0.4, -0.2)),  # maidens
        m.rod((0.0, 0.685), 0.055, (-0.36, -0.245), "canvas", axis="x"),  # bobbin of wool
        m((-0.375, -0.032, 0.715), (-0.235, 0.032, 0.725), "wood_alt"),  # flyer arms
        m((-0.375, -0.032, 0.645), (-0.235, 0.032, 0.655), "wood_alt"),
        m.rod((0.0, 0.685), 0.06, (-0.245, -0.215), "wood_alt", axis="x"),  # whorl
        m.rod((0.31, 0.0), 0.035, (0.0, 0.33), "wood"),  # the leg at the wheel's end
    )
    for y in (-0.19, 0.19):  # two legs at the flyer end, splayed sideways
        parts += slope(m, 0.0, 0.33, y, 0.0, "wood", along="y", n=5, thick=0.032,
                        thick_z=0.03, across=(-0.37, -0.338))
    return tuple(parts)


def _armour() -> tuple[Part, ...]:
    """A knight's suit of armour on a wooden plinth: sabatons, greaves, knee cops and
    cuisses, a flared skirt of tassets, the ridged breastplate and pauldrons, arms hanging
    with gauntlets, a gorget, the visored helm with its plume, and a halberd in its hand."""
    m = Metres(_ARMOUR)
    steel = "aluminium"
    parts: list[Part] = [m((-0.28, -0.2, 0.0), (0.28, 0.2, 0.06), "wood")]  # plinth
    for sx in (-1, 1):
        x = sx * 0.09
        parts += (
            m.ball_at((x, -0.03, 0.1), (0.055, 0.1, 0.04), steel),  # sabaton
            m.cone((x - 0.055, -0.05, 0.1), (x + 0.055, 0.06, 0.5), steel, taper=0.85),  # greave
            m.ball_at((x, -0.005, 0.52), 0.06, "chrome"),  # knee cop
            m.cone((x - 0.07, -0.065, 0.54), (x + 0.07, 0.065, 0.82), steel, taper=1.0),
        )
        xa = sx * 0.215
        parts += (
            m.ball_at((sx * 0.19, 0.0, 1.34), (0.09, 0.1, 0.08), "chrome"),  # pauldron
            m.rod((xa, 0.0), 0.085, (1.06, 1.3), steel),  # upper arm
            m.ball_at((xa, 0.0, 1.05), 0.05, "chrome"),  # couter
            m.rod((xa, 0.0), 0.075, (0.82, 1.04), steel),  # forearm
            m.ball_at((xa, -0.01, 0.78), (0.045, 0.055, 0.06), steel),  # gauntlet
        )
    parts += (
        m.cone((-0.18, -0.15, 0.76), (0.18, 0.15, 0.96), steel, taper=0.8),  # tassets
        m.rod((0.0, 0.0), 0.31, (0.94, 0.98), "wood_alt"),  # belt
        m.ball_at((0.0, 0.0, 1.16), (0.17, 0.135, 0.23), steel),  # breastplate
        m((-0.008, -0.141, 1.0), (0.008, -0.12, 1.3), "chrome"),  # its ridge
        m.rod((0.0, 0.0), 0.13, (1.36, 1.44), "chrome"),  # gorget
        m.ball_at((0.0, 0.0, 1.55), (0.11, 0.13, 0.14), steel),  # helm
        m.ball_at((0.0, -0.035, 1.53), (0.1, 0.1, 0.1), "chrome"),  # visor
        *(m((-0.06, -0.136, z), (0.06, -0.12, z + 0.008), "dark_plastic")
          for z in (1.55, 1.575)),  # eye slits
        m.ball_at((0.0, 0.06, 1.73), (0.03, 0.07, 0.12), "red"),  # plume
        m.rod((0.27, -0.01), 0.028, (0.06, 1.75), "wood"),  # halberd shaft
        m.cone((0.256, -0.024, 1.75), (0.284, 0.004, 1.85), "chrome", taper=0.0),  # spike
        m((0.284, -0.014, 1.55), (0.3, -0.006, 1.7), "chrome"),  # axe blade
        m((0.235, -0.014, 1.6), (0.256, -0.006, 1.65), "chrome"),  # back spike
    )
    return tuple(parts)


def _arms() -> tuple[Part, ...]:
    """A coat of arms for the wall: a shield with a gold border, its field quartered by a
    red cross with gold roundels, a crown above it, red mantling down its sides and a
    motto on a scroll beneath with its ends folded back."""
    m = Metres(_ARMS)
    return (
        m((-0.182, -0.012, 0.3), (0.182, 0.018, 0.595), "brass"),  # border
        m((-0.15, 0.018, 0.33), (0.15, 0.03, 0.56), "brass"),  # the plaque it hangs by
        m.ball_at((0.0, 0.003, 0.3), (0.182, 0.015, 0.23), "brass"),
        m((-0.17, -0.02, 0.31), (0.17, 0.012, 0.583), "accent"),  # field
        m.ball_at((0.0, -0.004, 0.31), (0.17, 0.016, 0.215), "accent"),
        m((-0.025, -0.026, 0.1), (0.025, -0.012, 0.583), "red"),  # cross
        m((-0.17, -0.026, 0.4), (0.17, -0.012, 0.45), "red"),
        *(m.ball_at((x, -0.024, z), (0.03, 0.006, 0.03), "brass")
          for x, z in ((-0.09, 0.52), (0.09, 0.52), (-0.075, 0.32), (0.075, 0.32))),  # roundels
        m((-0.06, -0.01, 0.595), (0.06, 0.015, 0.62), "brass"),  # crown band
        *(m.cone((x - 0.014, -0.008, 0.615), (x + 0.014, 0.013, 0.65), "brass", taper=0.0)
          for x in (-0.045, 0.0, 0.045)),  # its points
        *(m.ball_at((sx * x, 0.012, z), (rx, 0.012, rz), "red")
          for sx in (-1, 1) for x, z, rx, rz in ((0.16, 0.58, 0.07, 0.045),
                                                 (0.205, 0.48, 0.04, 0.08),
                                                 (0.2, 0.33, 0.035, 0.075),
                                                 (0.17, 0.2, 0.03, 0.06))),  # mantling
        m((-0.17, -0.022, 0.035), (0.17, 0.0, 0.09), "ivory"),  # the scroll
        *pair(m((-0.235, -0.012, 0.06), (-0.17, 0.006, 0.115), "canvas")),  # its folded ends
        *pair(m.rod((-0.012, 0.087), 0.024, (-0.245, -0.22), "ivory", axis="x")),  # curls
        *(m((x, -0.0235, 0.055), (x + 0.018, -0.021, 0.07), "dark_plastic")
          for x in (-0.12, -0.085, -0.05, -0.015, 0.02, 0.055, 0.09)),  # the motto
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- parties and seasons -----------------------------------------------------------------
    family("jack_o_lantern", _LANTERN, "surface", _jack_o_lantern(),
           names=("jack-o-lantern", "jack o lantern", "jack o' lantern", "carved pumpkin",
                  "pumpkin lantern", "jackolantern"),
           hosts=hosts_of(("dining_table", "coffee_table", "side_table", "sideboard",
                           "console_table", "bench", "fireplace"), PARTY), jitter=0.08),
    family("pinata", _PINATA, "ceiling", _pinata(),
           names=("pinata", "piñata", "donkey pinata", "donkey piñata", "party pinata"),
           near=("dining_table", "kids_table", "coffee_table"), jitter=0.08),
    family("party_streamers", _STREAMERS, "wall_mounted", _streamers(),
           names=("streamers", "party streamers", "crepe streamers", "paper streamers",
                  "crepe paper streamers"), mount_centre=2.0, jitter=0.1),
    # --- the washroom ------------------------------------------------------------------------
    family("bathroom_stall", _STALL, "wall", _stall(),
           names=("bathroom stall", "toilet stall", "toilet cubicle", "restroom stall",
                  "toilet partition", "bathroom cubicle", "washroom stall", "restroom cubicle"),
           jitter=0.03, clearance=0.7),
    # --- the desk and the office -------------------------------------------------------------
    family("paper_cutter", _CUTTER, "surface", _cutter(),
           names=("paper cutter", "paper trimmer", "guillotine cutter", "paper guillotine",
                  "guillotine paper cutter", "guillotine trimmer"),
           hosts=hosts_of(OFFICE, DESK, ("workbench",)), jitter=0.06),
    family("drawer_organizer", _DRAWERS, "floor", _drawers(),
           names=("storage organizer", "drawer organizer", "plastic drawers", "storage drawers",
                  "drawer tower", "plastic drawer unit", "plastic storage drawers",
                  "rolling drawers"), jitter=0.05),
    family("mail_organizer", _MAIL, "surface", _letter_rack(),
           names=("mail organizer", "mail sorter", "letter holder", "letter rack",
                  "letter sorter", "mail holder", "letter organizer", "mail rack"),
           hosts=hosts_of(OFFICE, DESK, ("console_table", "reception_desk")), jitter=0.06),
    family("paper_clips", _CLIPS, "surface", _clips(),
           names=("paper clip", "paperclip", "clip dish", "paper clip dish",
                  "paper clip holder", "paperclip holder", "dish of paper clips"),
           hosts=hosts_of(OFFICE, DESK), jitter=0.1),
    family("smartwatch", _WATCH, "surface", _watch(),
           names=("smartwatch", "smart watch", "fitness tracker", "activity tracker",
                  "fitness watch", "smartwatch stand"),
           hosts=("nightstand", "desk", "side_table", "dresser", "standing_desk",
                  "coffee_table", "sideboard"), jitter=0.1),
    # --- books -------------------------------------------------------------------------------
    family("ledger_book", _LEDGER, "surface", _ledger(),
           names=("ledger", "account book", "guest book", "logbook", "log book", "ledger book",
                  "accounts book", "open ledger"),
           hosts=hosts_of(("desk", "reception_desk", "lectern", "hostess_stand",
                           "checkout_counter"), OFFICE), jitter=0.06),
    family("planner_book", _PLANNER, "surface", _planner(),
           names=("planner", "agenda", "day planner", "spiral planner", "weekly planner",
                  "datebook", "appointment book", "agenda book"),
           hosts=hosts_of(DESK, OFFICE), stacks=True, jitter=0.1),
    family("atlas_book", _ATLAS, "surface", _atlas(),
           names=("atlas", "road atlas", "world atlas", "map book", "atlas book"),
           hosts=BOOKS, stacks=True, jitter=0.08),
    family("hymnal", _HYMNAL, "surface", _hymnal(),
           names=("hymnal", "hymn book", "hymnbook", "prayer book", "prayerbook", "bible",
                  "holy bible", "psalter", "missal"),
           hosts=("church_pew", "lectern", "altar", "nightstand", "side_table", "bookshelf",
                  "desk", "wall_shelf"), stacks=True, jitter=0.1),
    # --- the bedroom -------------------------------------------------------------------------
    family("bed_canopy", _CANOPY, "ceiling", _canopy(),
           names=("canopy", "bed canopy", "mosquito net", "canopy net", "bed net",
                  "crown canopy", "mosquito netting"), near=("bed", "crib", "daybed"),
           jitter=0.04),
    family("bedspread", _BEDSPREAD, "surface", _bedspread(),
           names=("bedspread", "coverlet", "bed cover", "bedcover", "quilted bedspread",
                  "folded bedspread", "counterpane"), hosts=BEDDING, stacks=True,
           jitter=0.06),
    family("pillowcase_stack", _LINEN, "surface", _linen(),
           names=("pillowcase", "pillow case", "pillow slip", "pillowslip",
                  "stack of pillowcases", "bed linen", "bed sheet", "bedsheet",
                  "folded sheets", "linens"),
           hosts=hosts_of(BEDDING, ("open_shelf", "wall_shelf")), stacks=True,
           jitter=0.06),
    family("bolster_pillow", _BOLSTER, "surface", _bolster(),
           names=("bolster", "bolster pillow", "neck roll", "bolster cushion",
                  "neck roll pillow", "roll pillow", "cylinder pillow"),
           hosts=hosts_of(("bed", "daybed", "sofa", "chaise_longue", "window_seat"), SEATS),
           jitter=0.05),
    # --- the kitchen and the sill ------------------------------------------------------------
    family("ivy_plant", _IVY, "surface", _ivy(),
           names=("ivy", "english ivy", "ivy plant", "potted ivy", "trailing ivy", "ivy pot"),
           hosts=SILL, jitter=0.08),
    family("pepper_grinder", _GRINDER, "surface", _grinder(),
           names=("pepper grinder", "salt grinder", "salt mill", "peppermill",
                  "wooden pepper grinder", "pepper grinder mill"),
           hosts=hosts_of(("dining_table", "kitchen_island"), KITCHEN, FOOD), jitter=0.1),
    # --- the old hall ------------------------------------------------------------------------
    family("spinning_wheel", _WHEEL, "floor", _wheel(),
           names=("spinning wheel", "yarn spinning wheel", "saxony wheel", "flax wheel",
                  "wool spinning wheel", "antique spinning wheel"), jitter=0.05,
           clearance=0.4),
    family("suit_of_armor", _ARMOUR, "floor", _armour(),
           names=("suit of armor", "suit of armour", "knight armor", "knight armour",
                  "armor stand", "armour stand", "armor", "armour", "plate armor",
                  "medieval armor"), jitter=0.04),
    family("coat_of_arms", _ARMS, "wall_mounted", _arms(),
           names=("coat of arms", "shield", "heraldic shield", "crest", "family crest",
                  "wall shield", "escutcheon", "heraldic crest"), mount_centre=1.75,
           jitter=0.06),
))
