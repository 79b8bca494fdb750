"""Families: odds and ends about the house (see base.Family).

The kitchen (a cutlery caddy, a set of coasters in their holder, a box grater, a mortar and
pestle, a pot rack hung from the ceiling with its pans); bags and clothes (a duffel bag, a
laptop bag, a dress on its hanger on a wall hook, a wooden clothes hanger); curiosities for the
shelf (a skull, an ammonite on its stand, a conch shell, a bowl of river stones, a model ship on
its cradle) and for the study or the classroom (a skeleton on its stand, an eye chart, a gavel
on its sound block, a quill in its inkwell); the tack room's saddle on its stand; and small
things of the home and the desk (a feather duster, a ring light on its tripod, a monitor riser,
a pair of walkie-talkies, a watch box, a padlock with its key, a wooden toy tractor).

Everything is written in metres and turned into fractions of its box (`_shapes.Metres`), so
each thing keeps the proportions of the real one; slanted legs and stems are runs of short
rods stepping along the slope (`_strut`).
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, r5, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.hobby import BEDSIDE, OFFICE
from agents.geometry.families.home_goods import CLOSET
from agents.geometry.families.props import DESK, KITCHEN, LIVING
from orchestrator.schema.blueprint import Part

CURIO = hosts_of(("bookshelf", "wall_shelf", "sideboard", "console_table", "desk", "side_table",
                  "coffee_table", "dresser", "shelving_unit", "display_table"))
STUDY = hosts_of(DESK, OFFICE)
TOYS = ("toy_box", "kids_table", "bookshelf", "bed", "dresser", "nightstand", "side_table", "desk",
        "wall_shelf")

_CUTLERY = (0.24, 0.14, 0.2)
_COASTERS = (0.2, 0.11, 0.05)
_GRATER = (0.11, 0.085, 0.245)
_MORTAR = (0.15, 0.13, 0.16)
_POT_RACK = (1.0, 0.5, 0.8)
_DUFFEL = (0.64, 0.34, 0.34)
_LAPTOP_BAG = (0.42, 0.112, 0.36)
_DRESS = (0.5, 0.14, 1.2)
_HANGER = (0.44, 0.06, 0.3)
_SKULL = (0.13, 0.18, 0.16)
_FOSSIL = (0.16, 0.08, 0.18)
_SHELL = (0.22, 0.15, 0.13)
_PEBBLES = (0.3, 0.3, 0.11)
_SHIP = (0.52, 0.14, 0.5)
_SKELETON = (0.52, 0.48, 1.85)
_EYE_CHART = (0.36, 0.02, 0.6)
_GAVEL = (0.3, 0.14, 0.08)
_QUILL = (0.22, 0.14, 0.285)
_SADDLE = (0.72, 0.56, 1.02)
_DUSTER = (0.52, 0.12, 0.1)
_RING_LIGHT = (0.6, 0.56, 1.85)
_RISER = (0.56, 0.24, 0.11)
_WALKIE = (0.16, 0.06, 0.23)
_WATCH_BOX = (0.3, 0.2, 0.2)
_PADLOCK = (0.1, 0.03, 0.085)
_TRACTOR = (0.27, 0.156, 0.17)


def _strut(m: Metres, p0: tuple[float, float, float], p1: tuple[float, float, float], dia: float,
           slot: str, n: int = 4) -> tuple[Part, ...]:
    """A straight round stick from p0 to p1 (metres), as `n` short rods along its longest run
    stepping across the others, every other one a little thinner (no shared cap planes)."""
    d = [b - a for a, b in zip(p0, p1, strict=True)]
    ax = max(range(3), key=lambda i: abs(d[i]))
    axis = "xyz"[ax]
    others = [i for i in range(3) if i != ax]
    lo_a, hi_a = min(p0[ax], p1[ax]), max(p0[ax], p1[ax])
    step = (hi_a - lo_a) / n
    parts = []
    for k in range(n):
        a0, a1 = lo_a + step * k, lo_a + step * (k + 1)
        t = ((a0 + a1) / 2 - p0[ax]) / d[ax]
        centre = tuple(p0[i] + d[i] * t for i in others)
        thin = 0.85 if k % 2 else 1.0
        over = 0.0 if k % 2 else 0.25 * step
        parts.append(m.rod((centre[0], centre[1]), dia * thin,
                           (max(lo_a, a0 - over), min(hi_a, a1 + over)), slot,
                           axis=axis))  # type: ignore[arg-type]
    return tuple(parts)


# --- kitchen -----------------------------------------------------------------------------------

def _cutlery() -> tuple[Part, ...]:
    """A wooden cutlery caddy with a carrying handle: knives and forks in the front bays,
    spoons in the back, all standing handle down."""
    m = Metres(_CUTLERY)
    ware: list[Part] = []
    for x in (-0.085, -0.06, -0.035):  # knives
        ware += (m.rod((x, -0.035), 0.011, (0.012, 0.12), "dark_plastic"),
                 m((x - 0.008, -0.0365, 0.118), (x + 0.008, -0.0335, 0.19), "chrome"))
    for x in (0.035, 0.06, 0.085):  # forks
        ware += (m.rod((x, -0.035), 0.011, (0.012, 0.13), "dark_plastic"),
                 m((x - 0.011, -0.037, 0.128), (x + 0.011, -0.033, 0.178), "chrome"))
    for x in (-0.07, -0.025, 0.025, 0.07):  # spoons
        ware += (m.rod((x, 0.035), 0.01, (0.012, 0.13), "dark_plastic"),
                 m.ball_at((x, 0.035, 0.152), (0.017, 0.005, 0.024), "chrome"))
    return (
        m((-0.12, -0.07, 0.0), (0.12, 0.07, 0.012), "wood"),  # floor
        *pair_y(m((-0.12, -0.07, 0.0), (0.12, -0.062, 0.09), "wood")),  # front and back
        *pair(m((-0.12, -0.062, 0.0), (-0.112, 0.062, 0.09), "wood")),  # ends
        m((-0.112, -0.005, 0.0), (0.112, 0.005, 0.15), "wood"),  # middle board
        m((-0.005, -0.062, 0.0), (0.005, -0.005, 0.085), "wood"),  # front divider
        *pair(m.rod((-0.08, 0.0), 0.018, (0.14, 0.2), "wood")),  # handle posts
        m.rod((0.0, 0.188), 0.02, (-0.08, 0.08), "wood", axis="x"),  # grip
        *ware,
    )


def _coasters() -> tuple[Part, ...]:
    """A stack of round cork coasters in a wooden holder, one more lying beside it."""
    m = Metres(_COASTERS)
    cx, d = -0.0475, 0.092
    stack = tuple(m.rod((cx, 0.0), d if k % 2 else d - 0.002,
                        (0.005 + 0.0065 * k, 0.0112 + 0.0065 * k),
                        "wood_alt" if k % 2 else "ceramic_accent") for k in range(6))
    return (
        m.rod((cx, 0.0), 0.105, (0.0, 0.005), "wood"),  # holder base
        *(m.rod((cx + 0.05 * math.cos(a), 0.05 * math.sin(a)), 0.008, (0.004, 0.05), "wood")
          for a in (math.radians(150), math.radians(30), math.radians(270))),  # its pegs
        *stack,
        m.rod((0.0525, 0.0), 0.094, (0.0, 0.006), "wood_alt"),  # the loose coaster
        m.rod((0.0525, 0.0), 0.07, (0.006, 0.0066), "ceramic_accent"),  # its printed tile
        m.rod((0.0525, 0.0), 0.035, (0.0066, 0.007), "ivory"),
    )


def _grater() -> tuple[Part, ...]:
    """A four-sided box grater on its rubber rim: rows of teeth on every face, a slicing slot
    on one side and a black handle over the top."""
    m = Metres(_GRATER)
    front = tuple(m((-0.038, -0.0382, z), (0.038, -0.037, z + 0.004), "dark_plastic")
                  for z in (0.04, 0.065, 0.09, 0.115, 0.14, 0.165, 0.19))
    back = tuple(m((-0.038, 0.037, z), (0.038, 0.0382, z + 0.006), "dark_plastic")
                 for z in (0.05, 0.09, 0.13, 0.17))
    side = tuple(m((-0.0507, -0.026, z), (-0.0495, 0.026, z + 0.0025), "dark_plastic")
                 for z in (0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16, 0.18))
    return (
        m((-0.053, -0.0405, 0.0), (0.053, 0.0405, 0.016), "rubber"),  # base rim
        m((-0.05, -0.0375, 0.012), (0.05, 0.0375, 0.215), "chrome"),  # body
        m((-0.046, -0.0335, 0.215), (0.046, 0.0335, 0.22), "chrome"),  # top
        *front, *back, *side,
        m((0.0495, -0.028, 0.12), (0.0507, 0.028, 0.135), "dark_plastic"),  # slicing slot
        *pair(m((-0.044, -0.006, 0.215), (-0.034, 0.006, 0.245), "dark_plastic")),  # handle
        m((-0.044, -0.009, 0.232), (0.044, 0.009, 0.245), "dark_plastic"),
    )


def _mortar() -> tuple[Part, ...]:
    """A granite mortar on its foot, spice ground in its bowl, the pestle leaning in it."""
    m = Metres(_MORTAR)
    return (
        m.rod((-0.012, 0.0), 0.085, (0.0, 0.014), "stone"),  # foot
        m.ball((-0.072, -0.065, 0.005), (0.048, 0.055, 0.112), "stone"),  # bowl
        m.rod((-0.012, -0.005), 0.118, (0.078, 0.096), "stone"),  # rim
        m.rod((-0.012, -0.005), 0.098, (0.09, 0.0965), "food"),  # spice in it
        *_strut(m, (-0.02, -0.005, 0.085), (0.05, 0.01, 0.16), 0.022, "stone", n=4),  # pestle
        m.ball_at((-0.022, -0.005, 0.094), (0.018, 0.018, 0.012), "stone"),  # its head
    )


def _pot_rack() -> tuple[Part, ...]:
    """A wrought-iron pot rack hung from the ceiling on four chains, two frying pans, a
    saucepan and a ladle on hooks along its rails."""
    m = Metres(_POT_RACK)
    z = 0.6
    hooks = tuple(m((x - 0.004, -0.213, z - 0.06), (x + 0.004, -0.205, z + 0.01), "metal")
                  for x in (-0.33, -0.05, 0.2, 0.38))
    return (
        *pair_y(m((-0.48, -0.215, z), (0.48, -0.195, z + 0.02), "metal")),  # long rails
        *pair(m((-0.48, -0.195, z), (-0.46, 0.195, z + 0.02), "metal")),  # end rails
        m((-0.46, -0.01, z + 0.004), (0.46, 0.01, z + 0.016), "metal"),  # middle bar
        *(m.rod((x, y), 0.01, (z + 0.02, 0.785), "metal") for x in (-0.44, 0.44)
          for y in (-0.18, 0.18)),  # chains
        *(m.rod((x, y), 0.05, (0.785, 0.8), "metal") for x in (-0.44, 0.44)
          for y in (-0.18, 0.18)),  # ceiling plates
        *hooks,
        m.rod((-0.33, -0.21), 0.022, (0.36, 0.55), "dark_plastic"),  # frying pan handle
        m.rod((-0.33, 0.24), 0.26, (-0.225, -0.185), "metal", axis="y"),  # the pan
        m.rod((-0.33, 0.24), 0.22, (-0.228, -0.223), "dark_plastic", axis="y"),  # its inside
        m.rod((-0.05, -0.21), 0.02, (0.4, 0.55), "dark_plastic"),  # small pan handle
        m.rod((-0.05, 0.31), 0.2, (-0.225, -0.19), "chrome", axis="y"),  # small pan
        m.rod((0.2, -0.21), 0.02, (0.38, 0.55), "wood"),  # saucepan handle
        m.rod((0.2, 0.26), 0.17, (-0.23, -0.13), "chrome", axis="y"),  # saucepan
        m.rod((0.38, -0.21), 0.012, (0.3, 0.55), "chrome"),  # ladle
        m.ball_at((0.38, -0.21, 0.28), (0.04, 0.035, 0.03), "chrome"),  # its bowl
    )


# --- bags and clothes --------------------------------------------------------------------------

def _duffel() -> tuple[Part, ...]:
    """A canvas duffel bag lying on the floor: round leather ends, a zip along its top, two
    carry handles over it and the shoulder strap lying beside."""
    m = Metres(_DUFFEL)
    return (
        m((-0.29, -0.15, 0.0), (0.29, 0.15, 0.3), "canvas", "cylinder", "x"),  # body
        m((-0.25, -0.13, 0.0), (0.25, 0.13, 0.06), "canvas"),  # flattened base
        *pair(m((-0.3, -0.148, 0.002), (-0.28, 0.148, 0.298), "accent", "cylinder", "x")),
        m((-0.27, -0.012, 0.295), (0.27, 0.012, 0.302), "chrome"),  # zip
        m((0.18, -0.02, 0.29), (0.2, 0.02, 0.305), "chrome"),  # its pull
        *(m((x - 0.016, -0.155, 0.05), (x + 0.016, 0.155, 0.306), "dark_plastic",
            "cylinder", "x") for x in (-0.12, 0.12)),  # the handles' straps round the body
        *pair_y(m((-0.12, -0.07, 0.3), (0.12, -0.05, 0.335), "dark_plastic")),  # handles
        m((-0.08, -0.07, 0.32), (0.08, 0.07, 0.34), "dark_plastic", "rounded_box"),  # grip
        m((-0.2, -0.16, 0.08), (0.2, -0.14, 0.2), "canvas", "rounded_box"),  # side pocket
        m((-0.2, -0.165, 0.19), (0.2, -0.155, 0.2), "chrome"),  # its zip
        *pair(m((-0.305, -0.01, 0.14), (-0.295, 0.01, 0.18), "chrome")),  # strap rings
        m((0.3, -0.02, 0.0), (0.32, 0.02, 0.16), "dark_plastic"),  # strap hanging off
    )


def _laptop_bag() -> tuple[Part, ...]:
    """A laptop messenger bag standing on its edge: the flap over the front with two
    buckled straps, a handle and the shoulder strap clipped to its ends."""
    m = Metres(_LAPTOP_BAG)
    return (
        m((-0.2, -0.04, 0.0), (0.2, 0.04, 0.29), "canvas", "rounded_box"),  # body
        m((-0.195, -0.048, 0.1), (0.195, -0.036, 0.285), "canvas", "rounded_box"),  # flap
        m((-0.195, -0.048, 0.275), (0.195, 0.02, 0.295), "canvas", "rounded_box"),
        *pair(m((-0.12, -0.052, 0.08), (-0.1, -0.046, 0.26), "dark_plastic")),  # straps
        *pair(m((-0.125, -0.055, 0.1), (-0.095, -0.05, 0.125), "chrome")),  # buckles
        m((-0.06, -0.05, 0.2), (0.06, -0.047, 0.24), "dark_plastic"),  # badge
        *pair(m((-0.06, -0.01, 0.29), (-0.045, 0.01, 0.33), "dark_plastic")),  # handle
        m((-0.06, -0.012, 0.315), (0.06, 0.012, 0.335), "dark_plastic", "rounded_box"),
        *pair(m((-0.21, -0.01, 0.24), (-0.198, 0.01, 0.28), "chrome")),  # strap clips
        *pair(m((-0.21, -0.012, 0.28), (-0.198, 0.012, 0.36), "dark_plastic")),  # strap
        m((-0.21, -0.014, 0.342), (0.21, 0.014, 0.36), "dark_plastic"),
    )


def _dress() -> tuple[Part, ...]:
    """A summer dress on a wooden hanger hung from a wall hook: the bodice on thin straps, a
    sash at the waist with its bow, the skirt flaring to its hem."""
    m = Metres(_DRESS)
    return (
        m((-0.03, 0.06, 1.1), (0.03, 0.07, 1.18), "wood"),  # hook plate
        m.rod((0.0, 1.15), 0.012, (0.0, 0.06), "brass", axis="y"),  # hook
        m.ball_at((0.0, 0.002, 1.158), 0.009, "brass"),
        m.rod((0.0, 0.0), 0.006, (1.02, 1.145), "chrome"),  # the hanger's hook
        m((-0.19, -0.012, 1.0), (0.19, 0.012, 1.025), "wood", "rounded_box"),  # hanger bar
        *pair(m((-0.1, -0.045, 0.9), (-0.08, -0.03, 1.015), "accent")),  # straps
        *pair(m((-0.1, 0.02, 0.9), (-0.08, 0.035, 1.015), "accent")),
        m((-0.13, -0.05, 0.64), (0.13, 0.045, 0.92), "accent", "rounded_box"),  # bodice
        m((-0.125, -0.056, 0.62), (0.125, 0.052, 0.67), "red"),  # sash
        m.ball_at((0.06, -0.058, 0.645), (0.035, 0.012, 0.025), "red"),  # its bow
        m((0.05, -0.062, 0.56), (0.07, -0.05, 0.645), "red"),  # its tail
        m.cone((-0.24, -0.06, 0.05), (0.24, 0.065, 0.64), "accent", taper=0.52),  # skirt
        m((-0.235, -0.058, 0.05), (0.235, 0.06, 0.09), "ivory", "cylinder"),  # its hem band
    )


def _hanger() -> tuple[Part, ...]:
    """A wooden coat hanger on a wall hook: a chrome hook, sloping shoulders and the trouser
    bar between their ends."""
    m = Metres(_HANGER)
    w, h = _HANGER[0], _HANGER[2]
    arms = (slant(r5(0.0 / w), r5(0.2 / h), r5(-0.2 / w), r5(0.12 / h), "wood", n=9,
                  thick=r5(0.02 / w), thick_z=r5(0.026 / h), across=(-0.2, 0.2)),
            slant(r5(0.0 / w), r5(0.2 / h), r5(0.2 / w), r5(0.12 / h), "wood", n=9,
                  thick=r5(0.02 / w), thick_z=r5(0.026 / h), across=(-0.2, 0.2)))
    return (
        m((-0.025, 0.02, 0.25), (0.025, 0.03, 0.3), "wood"),  # hook plate
        m.rod((0.0, 0.28), 0.01, (-0.004, 0.02), "brass", axis="y"),  # wall hook
        m.rod((0.0, 0.0), 0.005, (0.2, 0.285), "chrome"),  # the hanger's hook
        m.rod((0.0, 0.284), 0.005, (-0.003, 0.016), "chrome", axis="y"),  # curled over
        *arms[0], *arms[1],
        m((-0.025, -0.007, 0.185), (0.025, 0.007, 0.215), "wood", "rounded_box"),  # neck
        *pair(m.rod((-0.2, 0.0), 0.012, (0.03, 0.13), "wood")),  # ends
        m.rod((0.0, 0.035), 0.014, (-0.205, 0.205), "wood", axis="x"),  # trouser bar
        m((-0.16, -0.009, 0.033), (0.16, -0.006, 0.04), "rubber"),  # its grip strip
    )


# --- curiosities -------------------------------------------------------------------------------

def _skull() -> tuple[Part, ...]:
    """A decorative human skull: the cranium, the face with its eye sockets and nose, the
    cheekbones, a row of teeth and the jaw."""
    m = Metres(_SKULL)
    teeth = tuple(m((x - 0.0032, -0.079, 0.028), (x + 0.0032, -0.07, 0.046), "ivory")
                  for x in (-0.018, -0.011, -0.004, 0.004, 0.011, 0.018))
    return (
        m.ball_at((0.0, 0.015, 0.096), (0.064, 0.075, 0.064), "ivory"),  # cranium
        m.ball_at((0.0, -0.045, 0.068), (0.05, 0.04, 0.046), "ivory"),  # face
        m.ball_at((0.0, -0.062, 0.104), (0.05, 0.02, 0.012), "ivory"),  # brow
        *pair(m.ball_at((-0.022, -0.07, 0.085), (0.016, 0.01, 0.014), "dark_plastic")),  # eyes
        m.ball_at((0.0, -0.082, 0.063), (0.008, 0.006, 0.012), "dark_plastic"),  # nose
        *pair(m.ball_at((-0.044, -0.042, 0.068), (0.016, 0.03, 0.014), "ivory")),  # cheeks
        *teeth,
        m.ball_at((0.0, -0.04, 0.02), (0.042, 0.042, 0.02), "ivory"),  # jaw
        *pair(m((-0.048, -0.03, 0.005), (-0.036, 0.0, 0.065), "ivory", "rounded_box")),
    )


def _fossil() -> tuple[Part, ...]:
    """A polished ammonite standing in a black stand: its coil winding into the middle, set
    on a disc of the stone it was cut from."""
    m = Metres(_FOSSIL)
    cx, cz = 0.0, 0.105
    coil = []
    for k in range(22):
        a = -0.5 * k
        r = 0.05 * math.exp(-0.075 * k)
        coil.append(m.ball_at((cx + r * math.cos(a), -0.022, cz + r * math.sin(a)),
                              (0.0055, 0.004, 0.0055), "soil"))
    return (
        m((-0.06, -0.035, 0.0), (0.06, 0.035, 0.015), "dark_plastic"),  # stand base
        m((-0.005, 0.0, 0.015), (0.005, 0.01, 0.05), "dark_plastic"),  # its upright
        *pair(m((-0.04, -0.02, 0.015), (-0.03, 0.01, 0.05), "dark_plastic")),  # its prongs
        m.rod((cx, cz), 0.15, (-0.004, 0.02), "stone", axis="y"),  # the stone disc
        m.rod((cx, cz), 0.12, (-0.02, -0.002), "wood_alt", axis="y"),  # the polished shell
        m.rod((cx, cz), 0.02, (-0.024, -0.018), "ivory", axis="y"),  # its centre
        *coil,  # the whorl winding in
    )


def _seashell() -> tuple[Part, ...]:
    """A queen conch lying on its back: the big whorl with its pink opening to the front,
    knobs round its shoulder and the spire winding to a point."""
    m = Metres(_SHELL)
    knobs = tuple(m.cone((x - 0.012, y - 0.012, 0.085), (x + 0.012, y + 0.012, 0.118), "ivory",
                         taper=0.15)
                  for x, y in ((-0.03, 0.02), (0.0, 0.03), (0.03, 0.025), (0.055, 0.01)))
    return (
        m.ball_at((0.0, 0.005, 0.055), (0.075, 0.062, 0.052), "ivory"),  # body whorl
        m.cone((0.045, -0.032, 0.032), (0.108, 0.032, 0.096), "ivory", taper=0.1,
               axis="x"),  # spire
        m.cone((0.07, -0.022, 0.042), (0.1, 0.022, 0.086), "ceramic_accent", taper=0.5,
               axis="x"),  # its banding
        *knobs,
        m.ball_at((-0.015, -0.05, 0.045), (0.06, 0.018, 0.032), "ceramic_accent"),  # opening
        m.ball_at((-0.02, -0.055, 0.06), (0.05, 0.016, 0.02), "ceramic_accent"),  # its lip
        m.ball_at((-0.075, -0.03, 0.03), (0.035, 0.014, 0.014), "ivory"),  # the canal
        m.ball_at((0.0, -0.058, 0.045), (0.03, 0.006, 0.016), "food"),  # the glossy inside
    )


def _pebbles() -> tuple[Part, ...]:
    """A shallow wooden bowl heaped with smooth river stones of several colours."""
    m = Metres(_PEBBLES)
    stones = ((-0.07, -0.05, 0.02, "stone"), (0.0, -0.07, 0.018, "soil"),
              (0.07, -0.04, 0.02, "stone"), (-0.08, 0.04, 0.019, "ivory"),
              (0.0, 0.06, 0.02, "stone"), (0.08, 0.05, 0.018, "dark_plastic"),
              (-0.03, -0.005, 0.024, "dark_plastic"), (0.035, 0.0, 0.022, "ivory"),
              (-0.02, 0.03, 0.018, "soil"), (0.01, -0.035, 0.02, "stone"),
              (0.0, 0.005, 0.02, "stone"))
    pebbles = tuple(m.ball_at((x, y, 0.066 + (0.012 if abs(x) + abs(y) < 0.05 else 0.0)),
                              (r * 1.5, r * 1.2, r), slot)
                    for x, y, r, slot in stones)
    return (
        m.rod((0.0, 0.0), 0.15, (0.0, 0.014), "wood"),  # foot
        m.rod((0.0, 0.0), 0.27, (0.012, 0.058), "wood"),  # bowl
        m.rod((0.0, 0.0), 0.294, (0.05, 0.068), "wood"),  # its rim
        m.rod((0.0, 0.0), 0.26, (0.06, 0.069), "stone"),  # stones filling it
        *pebbles,
    )


def _ship() -> tuple[Part, ...]:
    """A model three-masted ship on its cradle: the hull with its gun stripe and raised
    stern, the sails set on the masts, the bowsprit and its jib, pennants at the tops."""
    m = Metres(_SHIP)
    rig: list[Part] = []
    for x, top, w in ((-0.1, 0.44, 0.07), (0.0, 0.49, 0.08), (0.1, 0.42, 0.065)):
        rig += (
            m.rod((x, 0.0), 0.008, (0.14, top), "wood"),  # mast
            m((x - w, -0.004, 0.19), (x + w, 0.002, 0.29), "canvas"),  # course
            m((x - w * 0.8, -0.004, 0.3), (x + w * 0.8, 0.002, 0.38), "canvas"),  # topsail
            m((x - 0.002, -0.005, top - 0.03), (x + 0.03, -0.004, top - 0.01), "red"),  # flag
        )
    return (
        m((-0.16, -0.06, 0.0), (0.16, 0.06, 0.02), "wood"),  # stand base
        *pair(m((-0.11, -0.012, 0.02), (-0.09, 0.012, 0.07), "wood")),  # cradle posts
        m.ball_at((0.0, 0.0, 0.11), (0.2, 0.045, 0.05), "wood_alt"),  # hull below the line
        m((-0.2, -0.045, 0.11), (0.17, 0.045, 0.16), "wood_alt", "rounded_box"),  # topsides
        m.cone((0.16, -0.04, 0.1), (0.23, 0.04, 0.16), "wood_alt", taper=0.2, axis="x"),  # bow
        m((-0.2, -0.047, 0.13), (0.18, 0.047, 0.14), "ivory"),  # gun stripe
        m((-0.24, -0.045, 0.12), (-0.15, 0.045, 0.2), "wood_alt", "rounded_box"),  # stern
        m((-0.18, -0.04, 0.159), (0.16, 0.04, 0.162), "wood"),  # deck
        *rig,
        *_strut(m, (0.21, 0.0, 0.15), (0.26, 0.0, 0.2), 0.007, "wood", n=2),  # bowsprit
        m((0.13, -0.003, 0.18), (0.2, 0.001, 0.24), "canvas"),  # jib
    )


def _skeleton() -> tuple[Part, ...]:
    """An anatomical skeleton hanging from its rolling stand: skull, spine and ribcage, the
    pelvis, arms at its sides and legs to its feet just above the base."""
    m = Metres(_SKELETON)
    ribs = tuple(m.rod((0.0, 0.02), w, (z, z + 0.014), "ivory")
                 for w, z in ((0.2, 1.18), (0.24, 1.22), (0.26, 1.26), (0.26, 1.3),
                              (0.24, 1.34), (0.2, 1.38)))
    return (
        m.rod((0.0, 0.0), 0.46, (0.0, 0.02), "metal"),  # base
        m.rod((0.0, 0.12), 0.025, (0.02, 1.5), "chrome"),  # pole, behind the spine
        m((-0.015, 0.08, 1.42), (0.015, 0.14, 1.45), "chrome"),  # its arm to the neck
        m.ball_at((0.0, 0.055, 1.72), (0.08, 0.1, 0.095), "ivory"),  # cranium
        m.ball_at((0.0, 0.0, 1.64), (0.055, 0.05, 0.06), "ivory"),  # face and jaw
        *pair(m.ball_at((-0.025, -0.038, 1.67), (0.017, 0.012, 0.015), "dark_plastic")),
        m.rod((0.0, 0.07), 0.035, (0.98, 1.59), "ivory"),  # spine
        *ribs,
        m((-0.015, -0.03, 1.2), (0.015, -0.015, 1.4), "ivory"),  # sternum
        m.rod((0.0, 1.43), 0.025, (-0.17, 0.17), "ivory", axis="x"),  # collarbones
        m.ball_at((0.0, 0.04, 1.0), (0.15, 0.07, 0.08), "ivory"),  # pelvis
        *pair(m.rod((-0.2, 0.04), 0.03, (1.1, 1.42), "ivory")),  # upper arms
        *pair(m.rod((-0.21, 0.03), 0.025, (0.84, 1.11), "ivory")),  # forearms
        *pair(m.ball_at((-0.215, 0.02, 0.78), (0.02, 0.035, 0.07), "ivory")),  # hands
        *pair(m.rod((-0.09, 0.04), 0.035, (0.56, 1.0), "ivory")),  # thighs
        *pair(m.ball_at((-0.09, 0.035, 0.56), (0.03, 0.028, 0.03), "ivory")),  # knees
        *pair(m.rod((-0.09, 0.04), 0.03, (0.14, 0.56), "ivory")),  # shins
        *pair(m((-0.115, -0.07, 0.09), (-0.065, 0.06, 0.14), "ivory", "rounded_box")),  # feet
    )


def _eye_chart() -> tuple[Part, ...]:
    """A Snellen eye chart on a thin board: the big E at the top, rows of letters shrinking
    down it and a red line across near the bottom."""
    m = Metres(_EYE_CHART)
    y0, y1 = -0.01, -0.0085
    rows = ((0.43, 2, 0.045), (0.35, 3, 0.032), (0.28, 4, 0.024), (0.22, 5, 0.018),
            (0.17, 6, 0.013), (0.095, 7, 0.009), (0.06, 8, 0.007))
    letters = []
    for z, n, s in rows[:4]:
        gap = s * 1.6
        x0 = -gap * (n - 1) / 2
        letters += [m((x0 + gap * k - s / 2, y0, z), (x0 + gap * k + s / 2, y1, z + s),
                      "dark_plastic") for k in range(n)]
    strips = [m((-s * 0.8 * n, y0, z), (s * 0.8 * n, y1, z + s), "dark_plastic")
              for z, n, s in rows[4:]]
    return (
        m((-0.18, -0.008, 0.0), (0.18, 0.01, 0.6), "frame"),  # board
        m((-0.17, -0.009, 0.01), (0.17, -0.008, 0.59), "paper"),  # the chart
        m((-0.045, y0, 0.5), (-0.025, y1, 0.58), "dark_plastic"),  # the big E
        *(m((-0.045, y0, z), (0.045, y1, z + 0.016), "dark_plastic")
          for z in (0.5, 0.532, 0.564)),
        *letters, *strips,
        m((-0.15, y0, 0.135), (0.15, y1, 0.138), "red"),  # the 20/20 line
    )


def _gavel() -> tuple[Part, ...]:
    """A judge's walnut gavel resting on its round sound block, brass bands on its head."""
    m = Metres(_GAVEL)
    bx = -0.08
    handle = tuple(m.rod((0.0, z), d, (x0, x1), "wood", axis="x")
                   for (x0, x1, z, d) in ((bx + 0.02, 0.0, 0.05, 0.016),
                                          (-0.004, 0.06, 0.04, 0.017),
                                          (0.056, 0.11, 0.028, 0.019),
                                          (0.106, 0.148, 0.016, 0.022)))
    return (
        m.rod((bx, 0.0), 0.13, (0.0, 0.022), "wood"),  # sound block
        m.rod((bx, 0.0), 0.118, (0.022, 0.03), "wood"),  # its bevelled top
        m.rod((bx, 0.0), 0.134, (0.006, 0.01), "brass"),  # its inlaid band
        m.rod((bx, 0.054), 0.048, (-0.062, 0.062), "wood", axis="y"),  # gavel head
        *(m.rod((bx, 0.054), 0.05, (y, y + 0.008), "brass", axis="y")
          for y in (-0.045, 0.037)),  # its bands
        *handle,
        m.rod((0.0, 0.014), 0.024, (0.145, 0.15), "brass", axis="x"),  # end cap
    )


def _quill() -> tuple[Part, ...]:
    """A glass inkwell with a brass collar, a goose quill standing in it, a sheet of written
    paper beside."""
    m = Metres(_QUILL)
    ix = -0.06
    vane = []
    for k in range(8):
        t = (k + 0.5) / 8
        x = ix + 0.012 + 0.07 * (0.25 + 0.75 * t)
        z = 0.11 + 0.155 * t
        half = 0.015 * math.sin(math.pi * (0.15 + 0.8 * t))
        vane.append(m.ball_at((x + 0.008, 0.0, z), (half + 0.004, 0.0025, 0.024), "ivory"))
    lines = tuple(m((0.0, y, 0.0008), (x1, y + 0.003, 0.0012), "dark_plastic")
                  for y, x1 in ((0.04, 0.09), (0.02, 0.08), (0.0, 0.095), (-0.02, 0.07),
                                (-0.04, 0.085)))
    return (
        m((-0.02, -0.065, 0.0), (0.105, 0.065, 0.0008), "paper"),  # the sheet
        *lines,
        m((ix - 0.035, -0.035, 0.0), (ix + 0.035, 0.035, 0.055), "glass"),  # inkwell
        m((ix - 0.03, -0.03, 0.004), (ix + 0.03, 0.03, 0.035), "dark_plastic"),  # the ink
        m.rod((ix, 0.0), 0.032, (0.055, 0.07), "brass"),  # collar
        m.rod((ix, 0.0), 0.04, (0.068, 0.074), "brass"),
        *_strut(m, (ix, 0.0, 0.04), (ix + 0.07, 0.0, 0.23), 0.005, "ivory", n=4),  # shaft
        *vane,
        m.ball_at((ix + 0.08, 0.0, 0.262), (0.005, 0.002, 0.008), "ivory"),  # its tip
    )


def _saddle() -> tuple[Part, ...]:
    """A western saddle on a saddle stand: the seat between horn and cantle, fenders and
    stirrups hanging either side over a blanket, the stand's post on crossed feet."""
    m = Metres(_SADDLE)
    stirrups: list[Part] = []
    for s in (-1, 1):
        y = s * 0.2
        stirrups += (
            m((-0.08, min(y, y + s * 0.04), 0.46), (0.08, max(y, y + s * 0.04), 0.82),
              "seat", "rounded_box"),  # fender
            m((-0.07, y + s * 0.02 - 0.035, 0.36), (0.07, y + s * 0.02 + 0.035, 0.38),
              "wood"),  # stirrup tread
            *pair(m((-0.07, y + s * 0.02 - 0.015, 0.36), (-0.055, y + s * 0.02 + 0.015, 0.47),
                    "wood")),  # its sides
        )
    return (
        m((-0.3, -0.045, 0.0), (0.3, 0.045, 0.04), "wood"),  # feet
        m((-0.045, -0.25, 0.0), (0.045, 0.25, 0.04), "wood"),
        m((-0.035, -0.035, 0.04), (0.035, 0.035, 0.8), "wood"),  # post
        m((-0.28, -0.1, 0.78), (0.28, 0.1, 0.84), "wood", "rounded_box"),  # saddle rail
        m((-0.3, -0.23, 0.66), (0.3, 0.23, 0.86), "accent", "rounded_box"),  # blanket
        m((-0.26, -0.24, 0.7), (0.26, 0.24, 0.9), "seat", "rounded_box"),  # skirts
        m((-0.2, -0.17, 0.86), (0.2, 0.17, 0.94), "seat", "rounded_box"),  # seat
        m((-0.27, -0.12, 0.86), (-0.17, 0.12, 1.0), "seat", "rounded_box"),  # cantle
        m((0.16, -0.1, 0.86), (0.26, 0.1, 0.96), "seat", "rounded_box"),  # swells
        m.rod((0.23, 0.0), 0.04, (0.94, 0.99), "seat"),  # horn
        m.rod((0.23, 0.0), 0.07, (0.99, 1.02), "seat"),  # its cap
        *stirrups,
    )


# --- small things of the home and the desk -------------------------------------------------

def _duster() -> tuple[Part, ...]:
    """An ostrich feather duster lying down: the fluffy head of dark plumes, a turned wooden
    handle with a brass ferrule and a hanging loop."""
    m = Metres(_DUSTER)
    plumes = ((-0.13, 0.0, 0.05, 0.13, 0.055, 0.045, "soil"),
              (-0.16, -0.02, 0.04, 0.1, 0.035, 0.035, "dark_plastic"),
              (-0.16, 0.025, 0.045, 0.1, 0.033, 0.04, "dark_plastic"),
              (-0.08, 0.0, 0.045, 0.1, 0.05, 0.04, "soil"),
              (-0.2, 0.0, 0.05, 0.06, 0.04, 0.04, "soil"),
              (-0.12, 0.0, 0.075, 0.09, 0.03, 0.025, "dark_plastic"))
    return (
        *(m.ball_at((x, y, z), (rx, ry, rz), slot) for x, y, z, rx, ry, rz, slot in plumes),
        m.rod((0.0, 0.015), 0.026, (0.0, 0.035), "brass", axis="x"),  # ferrule
        m.rod((0.0, 0.014), 0.022, (0.03, 0.235), "wood", axis="x"),  # handle
        m.rod((0.0, 0.014), 0.026, (0.225, 0.24), "wood", axis="x"),  # its knob
        m.rod((0.0, 0.014), 0.004, (0.24, 0.25), "cord", axis="x"),  # loop
        m.rod((0.25, 0.014), 0.016, (-0.002, 0.002), "cord", axis="y"),
    )


def _ring_light() -> tuple[Part, ...]:
    """An LED ring light on its stand: the glowing ring with a phone held in its middle, the
    yoke, the two-stage pole and a weighted round base on three feet."""
    m = Metres(_RING_LIGHT)
    cz = 1.6
    return (
        m.rod((0.0, 0.02), 0.4, (0.008, 0.035), "dark_plastic"),  # weighted base
        m.rod((0.0, 0.02), 0.3, (0.035, 0.045), "metal"),  # its cap
        *(m.rod((0.17 * math.cos(a), 0.02 + 0.17 * math.sin(a)), 0.04, (0.0, 0.008), "rubber")
          for a in (math.radians(90), math.radians(210), math.radians(330))),  # feet
        m.rod((0.0, 0.02), 0.05, (0.045, 0.1), "dark_plastic"),  # pole socket
        m.rod((0.0, 0.02), 0.028, (0.1, 1.2), "dark_plastic"),  # lower pole
        m.rod((0.0, 0.02), 0.02, (1.18, 1.38), "metal"),  # upper pole
        m.rod((0.0, 0.02), 0.034, (1.15, 1.2), "dark_plastic"),  # its clamp
        m((-0.012, 0.0, 1.37), (0.012, 0.04, 1.4), "dark_plastic"),  # yoke
        m.rod((0.0, cz), 0.48, (0.035, 0.06), "dark_plastic", axis="y"),  # ring housing
        m.rod((0.0, cz), 0.46, (0.02, 0.04), "glow", axis="y"),  # the glowing ring
        m.rod((0.0, cz), 0.3, (0.015, 0.035), "dark_plastic", axis="y"),  # its open middle
        m((-0.006, 0.005, 1.36), (0.006, 0.035, cz - 0.04), "metal"),  # phone arm
        m((-0.035, -0.0, cz - 0.07), (0.035, 0.012, cz + 0.07), "screen"),  # phone
        m((-0.012, 0.035, cz - 0.24), (0.012, 0.05, cz - 0.2), "dark_plastic"),  # its control
    )


def _riser() -> tuple[Part, ...]:
    """A bamboo monitor riser: a shelf on two side panels, a storage slot under it holding a
    notebook and a phone, rubber feet."""
    m = Metres(_RISER)
    return (
        m((-0.28, -0.119, 0.09), (0.28, 0.12, 0.11), "wood"),  # shelf
        *pair(m((-0.27, -0.11, 0.0), (-0.25, 0.11, 0.09), "wood")),  # side panels
        m((-0.25, 0.09, 0.0), (0.25, 0.11, 0.03), "wood"),  # back stretcher
        *pair(m((-0.265, -0.11, 0.0), (-0.255, -0.09, 0.002), "rubber")),  # feet
        m((-0.23, -0.05, 0.0), (-0.04, 0.09, 0.014), "accent"),  # a notebook under it
        m((-0.22, -0.05, 0.014), (-0.05, 0.08, 0.016), "paper"),
        m((0.08, -0.02, 0.0), (0.16, 0.08, 0.009), "dark_plastic", "rounded_box"),  # phone
        m((0.085, -0.015, 0.009), (0.155, 0.075, 0.0095), "screen"),
        m((-0.26, -0.12, 0.094), (0.26, -0.118, 0.106), "wood_alt"),  # the bamboo's edge
    )


def _walkie() -> tuple[Part, ...]:
    """A pair of walkie-talkies standing side by side: rubber antennae, a speaker grille and
    a little screen on each, the channel knob on top."""
    m = Metres(_WALKIE)
    parts: list[Part] = []
    for x, slot in ((-0.04, "accent"), (0.04, "dark_plastic")):
        parts += (
            m((x - 0.028, -0.018, 0.0), (x + 0.028, 0.018, 0.13), slot, "rounded_box"),
            m((x - 0.03, -0.02, 0.0), (x + 0.03, 0.02, 0.02), "rubber"),  # battery foot
            m((x - 0.02, -0.0195, 0.03), (x + 0.02, -0.018, 0.07), "metal"),  # grille
            m((x - 0.018, -0.0195, 0.08), (x + 0.018, -0.018, 0.1), "screen"),  # screen
            m.rod((x + 0.012, 0.0), 0.011, (0.125, 0.228), "rubber"),  # antenna
            m.rod((x - 0.012, 0.0), 0.014, (0.125, 0.145), "metal"),  # channel knob
            m((x - 0.031, -0.008, 0.07), (x - 0.027, 0.008, 0.1), "dark_plastic"),  # talk key
            m((x - 0.015, 0.018, 0.04), (x + 0.015, 0.024, 0.11), "dark_plastic"),  # clip
        )
    return tuple(parts)


def _watch_box() -> tuple[Part, ...]:
    """A wooden watch box with its glass lid open: four watches on their cushions in a
    velvet-lined tray."""
    m = Metres(_WATCH_BOX)
    watches: list[Part] = []
    for x in (-0.105, -0.035, 0.035, 0.105):
        watches += (
            m((x - 0.03, -0.06, 0.04), (x + 0.03, 0.02, 0.075), "fabric", "rounded_box"),
            m.rod((x, 0.0675), 0.036, (-0.064, -0.056), "chrome", axis="y"),  # watch case
            m.rod((x, 0.0675), 0.028, (-0.066, -0.062), "ivory", axis="y"),  # its dial
        )
    return (
        m((-0.15, -0.075, 0.0), (0.15, 0.075, 0.012), "wood"),  # bottom
        *pair_y(m((-0.15, -0.075, 0.0), (0.15, -0.065, 0.08), "wood")),  # front and back
        *pair(m((-0.15, -0.065, 0.0), (-0.14, 0.065, 0.08), "wood")),  # ends
        m((-0.14, -0.065, 0.012), (0.14, 0.065, 0.04), "red"),  # velvet lining
        *watches,
        m((-0.15, 0.075, 0.07), (0.15, 0.1, 0.2), "wood"),  # lid frame, open
        m((-0.13, 0.072, 0.085), (0.13, 0.077, 0.185), "glass"),  # its window
    )


def _padlock() -> tuple[Part, ...]:
    """A brass padlock with its steel shackle, the key lying beside it."""
    m = Metres(_PADLOCK)
    cx, r, z = -0.023, 0.014, 0.058
    arc = tuple(m.ball_at((cx + r * math.cos(a), 0.0, z + r * math.sin(a)), 0.0035, "chrome")
                for a in (math.pi * k / 6 for k in range(7)))
    return (
        m((-0.048, -0.0095, 0.0), (0.002, 0.0095, 0.045), "brass", "rounded_box"),  # body
        m((-0.045, -0.0105, 0.004), (-0.001, 0.0105, 0.008), "brass"),  # bottom band
        *(m.rod((cx + s * r, 0.0), 0.007, (0.04, z), "chrome") for s in (-1, 1)),  # shackle
        *arc,
        m.rod((cx, 0.018), 0.008, (-0.0107, -0.009), "dark_plastic", axis="y"),  # keyhole
        m((cx - 0.0015, -0.0107, 0.008), (cx + 0.0015, -0.009, 0.018), "dark_plastic"),
        m.rod((0.016, 0.0), 0.022, (0.0, 0.003), "brass"),  # the key's bow
        m.rod((0.016, 0.0), 0.008, (0.003, 0.0034), "dark_plastic"),  # its hole
        m((0.026, -0.003, 0.0), (0.033, 0.003, 0.003), "brass"),  # its shoulder
        m((0.033, -0.0025, 0.0), (0.05, 0.0025, 0.0025), "brass"),  # its blade
        m((0.037, -0.006, 0.0), (0.047, -0.0025, 0.0022), "brass"),  # its bits
    )


def _tractor() -> tuple[Part, ...]:
    """A wooden toy tractor: big rear wheels and small front ones, the bonnet with its
    exhaust stack, an open cab with a seat and steering wheel, and a tow hook."""
    m = Metres(_TRACTOR)
    wheels: list[Part] = []
    for x, d, zc in ((-0.065, 0.11, 0.055), (0.085, 0.066, 0.033)):
        for y0, y1 in ((-0.075, -0.045), (0.045, 0.075)):
            wheels += (m.rod((x, zc), d, (y0, y1), "dark_plastic", axis="y"),
                       m.rod((x, zc), d * 0.5, (y0 - 0.002 if y0 < 0 else y0,
                                                y1 if y0 < 0 else y1 + 0.002), "red",
                             axis="y"))
    return (
        *wheels,
        m((-0.11, -0.042, 0.035), (0.12, 0.042, 0.06), "wood"),  # chassis
        m((0.0, -0.035, 0.06), (0.12, 0.035, 0.105), "toy", "rounded_box"),  # bonnet
        m((0.122, -0.025, 0.065), (0.128, 0.025, 0.095), "metal"),  # grille
        m.rod((0.06, 0.015), 0.01, (0.105, 0.155), "metal"),  # exhaust
        m((-0.1, -0.04, 0.06), (-0.03, 0.04, 0.075), "toy"),  # cab floor
        *pair(m((-0.1, -0.04, 0.075), (-0.09, -0.03, 0.16), "wood")),  # cab posts
        *pair(m((-0.04, -0.04, 0.075), (-0.03, -0.03, 0.16), "wood")),
        m((-0.105, -0.045, 0.155), (-0.025, 0.045, 0.17), "toy"),  # roof
        m((-0.09, -0.02, 0.075), (-0.065, 0.02, 0.1), "red"),  # seat
        m.rod((-0.035, 0.12), 0.028, (-0.015, 0.015), "dark_plastic", axis="x"),  # wheel
        m.rod((-0.128, 0.04), 0.012, (-0.005, 0.005), "metal", axis="y"),  # tow hook
        m((-0.13, -0.004, 0.035), (-0.11, 0.004, 0.045), "metal"),
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- kitchen -----------------------------------------------------------------------------
    family("cutlery_caddy", _CUTLERY, "surface", _cutlery(),
           names=("cutlery caddy", "cutlery set", "cutlery", "silverware", "silverware caddy",
                  "flatware", "flatware set", "cutlery holder", "silverware set",
                  "flatware caddy"), hosts=hosts_of(KITCHEN, ("bar_cart",)), jitter=0.06),
    family("coaster_set", _COASTERS, "surface", _coasters(),
           names=("coaster", "coaster set", "drink coaster", "cork coaster", "set of coasters",
                  "coaster holder"), hosts=hosts_of(LIVING, KITCHEN), jitter=0.08),
    family("box_grater", _GRATER, "surface", _grater(),
           names=("grater", "box grater", "cheese grater", "vegetable grater"),
           hosts=KITCHEN, jitter=0.06),
    family("mortar_and_pestle", _MORTAR, "surface", _mortar(),
           names=("mortar and pestle", "pestle and mortar", "mortar", "pestle",
                  "stone mortar", "spice grinder bowl"), hosts=KITCHEN, jitter=0.06),
    family("pot_rack", _POT_RACK, "ceiling", _pot_rack(),
           names=("pot rack", "hanging pot rack", "pan rack", "ceiling pot rack", "pot hanger",
                  "hanging pan rack"), jitter=0.05),
    # --- bags and clothes --------------------------------------------------------------------
    family("duffel_bag", _DUFFEL, "floor", _duffel(),
           names=("duffel bag", "duffle bag", "duffel", "duffle", "gym bag", "holdall",
                  "sports bag", "travel bag", "weekender bag", "kit bag"), jitter=0.08),
    family("laptop_bag", _LAPTOP_BAG, "floor", _laptop_bag(),
           names=("laptop bag", "messenger bag", "computer bag", "laptop case",
                  "laptop sleeve", "notebook bag"), near=("desk",), jitter=0.06),
    family("dress_on_hanger", _DRESS, "wall_mounted", _dress(),
           names=("dress", "sundress", "summer dress", "evening dress", "gown", "evening gown",
                  "cocktail dress", "hanging dress", "ball gown"), mount_centre=1.3,
           jitter=0.05),
    family("clothes_hanger", _HANGER, "wall_mounted", _hanger(),
           names=("clothes hanger", "coat hanger", "hanger", "wooden hanger",
                  "garment hanger"), mount_centre=1.6, jitter=0.06),
    # --- curiosities -------------------------------------------------------------------------
    family("skull_decor", _SKULL, "surface", _skull(),
           names=("skull", "decorative skull", "human skull", "skull ornament", "skull decor",
                  "replica skull"), hosts=CURIO, jitter=0.06),
    family("ammonite_fossil", _FOSSIL, "surface", _fossil(),
           names=("fossil", "ammonite", "ammonite fossil", "fossil specimen",
                  "polished ammonite"), hosts=CURIO, jitter=0.06),
    family("seashell", _SHELL, "surface", _seashell(),
           names=("seashell", "sea shell", "shell", "conch", "conch shell", "queen conch"),
           hosts=hosts_of(CURIO, ("vanity",)), jitter=0.1),
    family("river_stone_bowl", _PEBBLES, "surface", _pebbles(),
           names=("river stone", "river rock", "decorative stone", "bowl of stones",
                  "bowl of pebbles", "pebble bowl", "decorative pebble", "pebble"),
           hosts=hosts_of(LIVING, ("console_table",)), jitter=0.06),
    family("model_ship", _SHIP, "surface", _ship(),
           names=("model ship", "ship model", "model sailing ship", "model sailboat",
                  "model boat", "tall ship model"), hosts=CURIO, jitter=0.05),
    family("skeleton_model", _SKELETON, "floor", _skeleton(),
           names=("skeleton", "anatomical skeleton", "skeleton model", "human skeleton",
                  "anatomy skeleton", "medical skeleton"), jitter=0.04),
    family("eye_chart", _EYE_CHART, "wall_mounted", _eye_chart(),
           names=("eye chart", "snellen chart", "vision chart", "eye test chart",
                  "eyesight chart"), mount_centre=1.5, jitter=0.04),
    family("gavel", _GAVEL, "surface", _gavel(),
           names=("gavel", "judge gavel", "gavel and block", "sound block", "auction gavel"),
           hosts=hosts_of(STUDY, ("conference_table",)), jitter=0.06),
    family("quill_and_inkwell", _QUILL, "surface", _quill(),
           names=("quill", "quill pen", "inkwell", "ink well", "quill and inkwell",
                  "feather pen", "ink pot"), hosts=STUDY, jitter=0.06),
    family("saddle_stand", _SADDLE, "floor", _saddle(),
           names=("saddle", "saddle stand", "saddle rack", "horse saddle", "western saddle",
                  "leather saddle"), jitter=0.05),
    # --- small things of the home and the desk -----------------------------------------------
    family("feather_duster", _DUSTER, "surface", _duster(),
           names=("feather duster", "duster", "ostrich duster", "ostrich feather duster"),
           hosts=hosts_of(LIVING, CLOSET), jitter=0.08),
    family("ring_light", _RING_LIGHT, "floor", _ring_light(),
           names=("ring light", "ring lamp", "selfie light", "led ring light",
                  "ring light stand"), jitter=0.05),
    family("monitor_riser", _RISER, "surface", _riser(),
           names=("monitor riser", "monitor stand", "screen riser", "desk riser",
                  "monitor shelf", "desk shelf"), hosts=hosts_of(DESK, OFFICE),
           surface_frac=1.0, jitter=0.04),
    family("walkie_talkie", _WALKIE, "surface", _walkie(),
           names=("walkie talkie", "walkie-talkie", "walkie", "two-way radio",
                  "handheld radio", "pair of walkie talkies"), hosts=hosts_of(DESK, BEDSIDE),
           jitter=0.08),
    family("watch_box", _WATCH_BOX, "surface", _watch_box(),
           names=("watch box", "watch case", "watch display box", "watch storage box",
                  "watch organizer"), hosts=hosts_of(BEDSIDE, ("dressing_table",)), jitter=0.06),
    family("padlock", _PADLOCK, "surface", _padlock(),
           names=("padlock", "pad lock", "combination padlock", "brass padlock",
                  "lock and key"), hosts=hosts_of(DESK, ("workbench", "counter")), jitter=0.1),
    family("toy_tractor", _TRACTOR, "surface", _tractor(),
           names=("toy tractor", "wooden tractor", "wooden toy tractor", "tractor toy",
                  "toy farm tractor"), hosts=TOYS, jitter=0.1),
))
