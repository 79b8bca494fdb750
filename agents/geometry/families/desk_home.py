"""Families: desk, paperwork and home things (see base.Family).

The desk and the office shelf (a ring binder, a clipboard, a stack of envelopes, a stack of
file folders, a paperweight, a business card holder, a crank pencil sharpener, a magnifying
glass, a rubber stamp and its ink pad, a ream of paper, a blister pack of batteries, a cassette
tape, a box of chalk, a briefcase); the kitchen (a set of canisters, a dial kitchen scale); the
hall, the bedroom and the bathroom (a jacket on its hanger on a wall hook, a folded scarf, a
folded duvet, a toiletry bag, a spare light bulb); a shelf stereo with its two speakers; and two
built-in pieces, an upholstered headboard and a window seat.

Every family is written in metres and turned into fractions of its box (`_shapes.Metres`), so
the small things keep the proportions of the real ones.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import Metres, r5, ring
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.hobby import BEDSIDE, OFFICE
from agents.geometry.families.home_goods import CLOSET
from agents.geometry.families.personal import SOUND
from agents.geometry.families.props import BATH, DESK, KITCHEN, LIVING
from orchestrator.schema.blueprint import Part

STUDY = hosts_of(DESK, OFFICE)
SHELVED = ("bookshelf", "shelving_unit", "desk", "wall_shelf", "filing_cabinet", "open_shelf",
           "teachers_desk", "cubicle", "side_table", "low_shelf")
CLASSROOM = ("teachers_desk", "school_desk", "desk", "shelving_unit", "bookshelf", "side_table",
             "wall_shelf")
BEDDING = ("bed", "daybed", "ottoman", "bench", "futon", "sofa", "dresser", "shelving_unit")
WASHBAG = hosts_of(BATH, ("counter", "bed", "side_table", "bench"))

_BINDER = (0.075, 0.3, 0.325)
_BRIEF = (0.45, 0.15, 0.37)
_CANS = (0.4, 0.134, 0.26)
_CLIP = (0.23, 0.32, 0.034)
_ENVELOPES = (0.25, 0.15, 0.018)
_FOLDERS = (0.33, 0.27, 0.038)
_JACKET = (0.6, 0.16, 0.95)
_SCARF = (0.3, 0.2, 0.062)
_SCALE = (0.22, 0.22, 0.201)
_BULB = (0.065, 0.065, 0.115)
_WEIGHT = (0.08, 0.08, 0.064)
_WASHBAG = (0.3, 0.15, 0.18)
_STEREO = (0.7, 0.29, 0.3)
_BATTERIES = (0.1, 0.14, 0.02)
_CASSETTE = (0.2, 0.13, 0.018)
_CHALK = (0.11, 0.114, 0.13)
_CARDS = (0.1, 0.075, 0.057)
_DUVET = (0.8, 0.56, 0.23)
_HEADBOARD = (1.7, 0.12, 1.3)
_WINDOW_SEAT = (1.5, 0.57, 0.84)  # below a window's sill, jitter and all: it sits under one
_SHARPENER = (0.1, 0.22, 0.12)
_LENS = (0.1, 0.24, 0.025)
_STAMP = (0.14, 0.12, 0.09)
_REAM = (0.3, 0.22, 0.1)


# --- paperwork ---------------------------------------------------------------------------------

def _binder() -> tuple[Part, ...]:
    """A lever-arch ring binder standing on its foot, spine to the front: a label in its
    window, a ringed finger hole, index tabs showing over the pages at the top."""
    m = Metres(_BINDER)
    return (
        *pair(m((-0.0375, -0.145, 0.0), (-0.033, 0.145, 0.32), "accent")),  # covers
        m((-0.0375, -0.145, 0.0), (0.0375, -0.139, 0.32), "accent"),  # spine
        m((-0.03, -0.137, 0.006), (0.03, 0.142, 0.312), "paper"),  # the pages
        *(m((-0.022, y, 0.3), (0.022, y + 0.025, 0.325), slot)
          for y, slot in ((-0.02, "red"), (0.03, "food"), (0.08, "foliage"))),  # index tabs
        m((-0.027, -0.148, 0.165), (0.027, -0.144, 0.29), "paper"),  # label
        m((-0.028, -0.149, 0.16), (0.028, -0.1475, 0.295), "glass"),  # its clear sleeve
        *(m((-0.018, -0.1485, z), (0.018, -0.1478, z + 0.008), "dark_plastic")
          for z in (0.255, 0.235)),  # writing on it
        m.rod((0.0, 0.075), 0.034, (-0.148, -0.142), "chrome", axis="y"),  # finger-hole ring
        m.rod((0.0, 0.075), 0.024, (-0.1485, -0.14), "dark_plastic", axis="y"),  # the hole
        *pair(m((-0.0375, -0.145, 0.0), (-0.03, 0.145, 0.006), "metal")),  # bottom edge guards
    )


def _clipboard() -> tuple[Part, ...]:
    """A hardboard clipboard lying flat, a form under its steel clip and a pen on it."""
    m = Metres(_CLIP)
    lines = tuple(m((-0.085, y, 0.007), (x1, y + 0.003, 0.0078), "dark_plastic")
                  for y, x1 in ((0.07, 0.06), (0.045, 0.085), (0.02, 0.03), (-0.005, 0.085),
                                (-0.03, 0.07), (-0.055, 0.085), (-0.08, 0.01)))
    return (
        m((-0.115, -0.16, 0.0), (0.115, 0.16, 0.004), "wood"),  # board
        m((-0.103, -0.148, 0.004), (0.103, 0.14, 0.007), "paper"),  # the form
        m((-0.085, 0.095, 0.007), (0.02, 0.105, 0.0078), "accent"),  # its heading
        *lines,
        m((-0.055, 0.11, 0.004), (0.055, 0.155, 0.011), "chrome"),  # clip plate
        m.rod((0.137, 0.02), 0.024, (-0.048, 0.048), "chrome", axis="x"),  # its lever
        *pair(m.rod((-0.04, 0.146), 0.008, (0.011, 0.014), "metal")),  # rivets
        m.rod((0.09, 0.0125), 0.01, (-0.115, 0.05), "accent", axis="y"),  # pen
        m.rod((0.09, 0.0125), 0.01, (0.05, 0.075), "dark_plastic", axis="y"),  # its cap
        m((0.084, 0.045, 0.0165), (0.096, 0.065, 0.019), "chrome"),  # its clip
        m.cone((0.085, -0.13, 0.0075), (0.095, -0.115, 0.0175), "chrome", taper=0.2,
               axis="y"),  # its tip
    )


def _envelopes() -> tuple[Part, ...]:
    """A small stack of letters, each a little askew: the top one addressed and stamped, a
    letter peeking out of the one under it."""
    m = Metres(_ENVELOPES)
    stack = ((-0.01, 0.008, "canvas"), (0.006, -0.006, "paper"), (-0.004, 0.012, "accent"),
             (0.012, 0.0, "ivory"), (-0.002, -0.008, "paper"))
    envelopes = tuple(m((x - 0.11, y - 0.057, 0.0034 * k), (x + 0.11, y + 0.057, 0.0034 * (k + 1)),
                        slot) for k, (x, y, slot) in enumerate(stack))
    top = 0.017
    return (
        *envelopes,
        m((-0.075, 0.03, 0.0102), (0.09, 0.066, 0.0128), "paper"),  # a letter sticking out
        m((0.066, 0.012, top), (0.096, 0.042, top + 0.0006), "red"),  # stamp
        m((0.071, 0.017, top + 0.0004), (0.091, 0.037, top + 0.001), "ivory"),  # its picture
        m((0.03, 0.01, top), (0.07, 0.04, top + 0.0003), "dark_plastic"),  # postmark
        *(m((-0.04, y, top), (x1, y + 0.005, top + 0.0006), "dark_plastic")
          for y, x1 in ((-0.012, 0.04), (-0.024, 0.05), (-0.036, 0.03))),  # address
        m((-0.1, 0.03, top), (-0.06, 0.034, top + 0.0006), "dark_plastic"),  # sender
    )


def _folders() -> tuple[Part, ...]:
    """Four file folders in a loose stack, their tabs staggered along the back edge, papers
    showing at the front of two of them."""
    m = Metres(_FOLDERS)
    stack = ((0.006, -0.004, -0.09, "canvas"), (-0.008, 0.004, 0.0, "accent"),
             (0.004, -0.006, 0.09, "canvas"), (-0.004, 0.002, -0.045, "red"))
    parts: list[Part] = []
    for k, (x, y, tab, slot) in enumerate(stack):
        z0, z1 = 0.0093 * k, 0.0093 * k + 0.0088
        parts += (
            m((x - 0.155, y - 0.118, z0), (x + 0.155, y + 0.113, z1), slot),  # the folder
            m((x + tab - 0.045, y + 0.11, z1 - 0.0035), (x + tab + 0.045, y + 0.128, z1),
              slot),  # its tab
            m((x + tab - 0.035, y + 0.115, z1), (x + tab + 0.035, y + 0.125, z1 + 0.0004),
              "paper"),  # the tab's label
        )
    return (
        *parts,
        m((-0.15, -0.13, 0.0135), (0.12, -0.11, 0.016), "paper"),  # papers sticking out
        m((-0.13, -0.126, 0.0325), (0.14, -0.114, 0.0345), "paper"),
    )


def _card_holder() -> tuple[Part, ...]:
    """A walnut business card holder: a little tray with a front lip and a slanted back, a
    stack of cards standing in it, the front one printed."""
    m = Metres(_CARDS)
    back = tuple(m((-0.048, 0.006 + 0.007 * k, 0.006 + 0.012 * k),
                   (0.048, 0.016 + 0.007 * k, 0.02 + 0.012 * k), "wood") for k in range(3))
    return (
        m((-0.05, -0.0375, 0.0), (0.05, 0.03, 0.008), "wood"),  # base
        m((-0.05, -0.0375, 0.008), (0.05, -0.03, 0.02), "wood"),  # front lip
        *back,  # the slanted back rest, stepping back as it rises
        m((-0.0445, -0.028, 0.008), (0.0445, 0.006, 0.056), "paper"),  # the cards
        m((-0.0445, -0.025, 0.056), (0.0445, 0.004, 0.0564), "ivory"),  # their top edges
        m((-0.036, -0.0285, 0.04), (-0.022, -0.028, 0.05), "red"),  # logo
        *(m((-0.018, -0.0285, z), (x1, -0.028, z + 0.0025), "dark_plastic")
          for z, x1 in ((0.046, 0.03), (0.04, 0.018), (0.026, 0.036))),  # name and address
        *pair(m((-0.046, -0.034, 0.0), (-0.034, 0.026, 0.0015), "rubber")),  # felt pads
    )


def _paperweight() -> tuple[Part, ...]:
    """A glass dome paperweight, a millefiori flower set in it."""
    m = Metres(_WEIGHT)
    petals = tuple(m.ball_at((0.014 * math.cos(a), 0.014 * math.sin(a), 0.026), (0.008, 0.008,
                                                                                0.005),
                             "red" if k % 2 else "ceramic_accent")
                   for k, a in enumerate(2 * math.pi * i / 8 for i in range(8)))
    return (
        m.ball((-0.04, -0.04, 0.0), (0.04, 0.04, 0.064), "glass"),  # the dome
        m.rod((0.0, 0.0), 0.05, (0.01, 0.015), "ivory"),  # white ground
        *petals,
        m.ball_at((0.0, 0.0, 0.028), (0.007, 0.007, 0.006), "food"),  # heart
        m.ball_at((-0.018, 0.008, 0.02), (0.01, 0.004, 0.003), "foliage"),  # leaves
        m.ball_at((0.016, -0.01, 0.02), (0.01, 0.004, 0.003), "foliage"),
        m.ball_at((0.012, 0.018, 0.044), (0.003, 0.003, 0.003), "ivory"),  # an air bubble
    )


def _sharpener() -> tuple[Part, ...]:
    """A crank pencil sharpener clamped to its base: the guide dial at the front with a pencil
    in it, shavings in the clear drum, the crank at the back."""
    m = Metres(_SHARPENER)
    zc = 0.065
    return (
        m((-0.042, -0.05, 0.0), (0.042, 0.06, 0.012), "metal"),  # base plate
        m((-0.024, -0.025, 0.012), (0.024, 0.045, 0.034), "metal"),  # saddle
        m.rod((0.0, zc), 0.07, (-0.03, 0.055), "glass", axis="y"),  # shavings drum
        m((-0.022, -0.025, 0.04), (0.022, 0.05, 0.06), "wood"),  # shavings in it
        m.rod((0.0, zc), 0.074, (-0.052, -0.03), "metal", axis="y"),  # cutter housing
        m.rod((0.0, zc), 0.062, (-0.058, -0.05), "chrome", axis="y"),  # guide dial
        m.rod((0.0, zc), 0.012, (-0.06, -0.055), "dark_plastic", axis="y"),  # pencil hole
        m.rod((0.0, zc), 0.074, (0.055, 0.062), "metal", axis="y"),  # back cap
        m.rod((0.0, zc), 0.01, (0.06, 0.072), "chrome", axis="y"),  # crank axle
        m((-0.006, 0.066, zc - 0.006), (0.006, 0.074, 0.112), "chrome"),  # crank arm
        m.rod((0.0, 0.105), 0.016, (0.074, 0.11), "wood", axis="y"),  # crank knob
        m.rod((0.0, zc), 0.0075, (-0.1, -0.058), "food", axis="y"),  # the pencil
        m.rod((0.0, zc), 0.0078, (-0.106, -0.1), "chrome", axis="y"),  # its ferrule
        m.rod((0.0, zc), 0.0075, (-0.11, -0.106), "red", axis="y"),  # its eraser
    )


def _magnifier() -> tuple[Part, ...]:
    """A brass reading magnifier lying on the desk: the lens in its rim, a turned handle."""
    m = Metres(_LENS)
    cy, r = 0.065, 0.043
    return (
        *ring(28, r5(r / _LENS[0]), r5(0.0045 / _LENS[0]), 0.0, 0.56, "brass",
              cy=r5(cy / _LENS[1]), ry=r5(r / _LENS[1]), thick_y=r5(0.0045 / _LENS[1]),
              shape="cylinder", stagger=0.04),  # rim
        m.rod((0.0, cy), 0.084, (0.003, 0.011), "glass"),  # lens
        m.rod((0.0, 0.007), 0.01, (0.003, 0.02), "brass", axis="y"),  # neck
        m.rod((0.0, 0.011), 0.014, (-0.02, 0.003), "brass", axis="y"),  # ferrule
        m.rod((0.0, 0.0115), 0.022, (-0.108, -0.018), "wood", axis="y"),  # handle
        m.rod((0.0, 0.0115), 0.018, (-0.118, -0.106), "brass", axis="y"),  # end cap
    )


def _stamp() -> tuple[Part, ...]:
    """A rubber stamp standing beside its open ink pad, the pad's lid folded back."""
    m = Metres(_STAMP)
    return (
        m((-0.07, -0.06, 0.0), (0.02, 0.0, 0.012), "metal"),  # ink pad case
        m((-0.065, -0.055, 0.012), (0.015, -0.005, 0.0135), "red"),  # the inked pad
        m((-0.07, 0.0, 0.0), (0.02, 0.06, 0.006), "metal"),  # lid, folded back
        m((-0.06, 0.01, 0.006), (0.01, 0.05, 0.0068), "ivory"),  # its label
        m((0.018, -0.04, 0.0), (0.07, 0.012, 0.004), "rubber"),  # the die
        m((0.018, -0.04, 0.004), (0.07, 0.012, 0.026), "wood"),  # mount
        m((0.024, -0.035, 0.026), (0.064, 0.007, 0.0268), "paper"),  # index label on top
        m.rod((0.044, -0.014), 0.018, (0.026, 0.058), "wood"),  # neck
        m.ball((0.026, -0.032, 0.052), (0.062, 0.004, 0.09), "dark_plastic"),  # knob
    )


def _ream() -> tuple[Part, ...]:
    """A wrapped ream of copy paper with an opened one on it, its wrapper folded back and a
    few loose sheets on top."""
    m = Metres(_REAM)
    return (
        m((-0.148, -0.108, 0.0), (0.148, 0.108, 0.05), "paper"),  # wrapped ream
        m((-0.149, -0.109, 0.008), (0.149, 0.109, 0.042), "accent"),  # its printed band
        m((-0.06, -0.11, 0.016), (0.06, -0.1085, 0.034), "ivory"),  # brand label
        m((-0.146, -0.106, 0.05), (0.146, 0.106, 0.09), "paper"),  # opened ream
        m((-0.148, -0.108, 0.05), (0.148, 0.108, 0.062), "accent"),  # its wrapper, folded down
        m((-0.15, -0.11, 0.09), (0.143, 0.104, 0.092), "paper"),  # loose sheets
        m((-0.14, -0.1, 0.092), (0.15, 0.11, 0.0935), "paper"),
        *(m((-0.1, y, 0.0935), (x1, y + 0.004, 0.094), "dark_plastic")
          for y, x1 in ((0.07, 0.05), (0.05, 0.1), (0.03, 0.08), (0.01, 0.1)))  # print
    )


def _batteries() -> tuple[Part, ...]:
    """A blister card of four AA batteries lying flat: the printed card, the cells in their
    clear bubble, copper tops to the back."""
    m = Metres(_BATTERIES)
    cells: list[Part] = []
    for x in (-0.024, -0.008, 0.008, 0.024):
        cells += (
            m.rod((x, 0.0088), 0.0143, (-0.046, -0.004), "dark_plastic", axis="y"),  # body
            m.rod((x, 0.0088), 0.0143, (-0.004, 0.004), "brass", axis="y"),  # copper top
            m.rod((x, 0.0088), 0.005, (0.004, 0.0055), "chrome", axis="y"),  # + terminal
        )
    return (
        m((-0.046, -0.066, 0.0), (0.046, 0.066, 0.0016), "paper"),  # card
        m((-0.046, 0.03, 0.0016), (0.046, 0.066, 0.0021), "red"),  # printed band
        m((-0.012, 0.05, 0.0021), (0.012, 0.06, 0.0024), "ivory"),  # hanger hole
        m((-0.036, -0.054, 0.0016), (0.036, 0.012, 0.018), "glass", "rounded_box"),  # blister
        *cells,
    )


def _cassette() -> tuple[Part, ...]:
    """An audio cassette lying flat beside its clear case, the label written on, the tape
    seen through its window."""
    m = Metres(_CASSETTE)
    x0, x1, y0, y1, h = -0.1, 0.0, -0.058, 0.006, 0.012
    screws = tuple(m.rod((x, y), 0.003, (h, h + 0.0006), "chrome")
                   for x, y in ((x0 + 0.005, y0 + 0.005), (x1 - 0.005, y0 + 0.005),
                                (x0 + 0.005, y1 - 0.005), (x1 - 0.005, y1 - 0.005)))
    return (
        m((x0, y0, 0.0), (x1, y1, h), "dark_plastic"),  # shell
        m((x0 + 0.006, y0 + 0.012, h), (x1 - 0.006, y1 - 0.004, h + 0.0004), "paper"),  # label
        m((x0 + 0.006, y0 + 0.012, h), (x1 - 0.006, y0 + 0.02, h + 0.0006), "red"),  # stripe
        m((x0 + 0.012, y1 - 0.014, h), (x1 - 0.03, y1 - 0.0105, h + 0.0006),
          "dark_plastic"),  # the title, handwritten
        m((x0 + 0.024, y0 + 0.024, h), (x1 - 0.024, y0 + 0.042, h + 0.0008), "screen"),  # window
        *(m.rod((x, y0 + 0.033), 0.016, (h, h + 0.001), "soil") for x in (-0.069, -0.031)),
        *(m.rod((x, y0 + 0.033), 0.008, (h, h + 0.0013), "ivory") for x in (-0.069, -0.031)),
        m((x0 + 0.018, y0, h), (x1 - 0.018, y0 + 0.009, h + 0.0012), "dark_plastic"),  # head
        *screws,
        m((0.004, -0.05, 0.0), (0.1, 0.062, 0.018), "glass"),  # its case
        m((0.008, -0.046, 0.001), (0.096, 0.058, 0.0016), "accent"),  # the insert card
        m((0.008, -0.046, 0.001), (0.096, -0.04, 0.017), "accent"),  # its spine
    )


def _chalk() -> tuple[Part, ...]:
    """An open box of school chalk: the sticks standing in rows above its walls, the lid up
    at the back, a stick and a broken one lying in front."""
    m = Metres(_CHALK)
    colours = ("ivory", "ivory", "ivory", "ivory", "ivory", "red", "ivory", "food", "ivory",
               "accent", "ivory", "foliage")
    sticks = tuple(m.rod((-0.033 + 0.022 * i, -0.022 + 0.022 * j), 0.0115,
                         (0.012, 0.092 - 0.006 * ((i + j) % 2)),
                         colours[(i + 4 * j) % len(colours)])
                   for i in range(4) for j in range(3))
    return (
        m((-0.05, -0.044, 0.0), (0.05, 0.044, 0.012), "paper"),  # box floor
        *pair(m((-0.05, -0.044, 0.0), (-0.046, 0.044, 0.065), "paper")),  # its walls
        m((-0.046, -0.044, 0.0), (0.046, -0.04, 0.065), "paper"),
        m((-0.046, 0.04, 0.0), (0.046, 0.044, 0.065), "paper"),
        m((-0.046, -0.045, 0.02), (0.046, -0.043, 0.045), "accent"),  # printed band
        m((-0.03, -0.046, 0.026), (0.03, -0.044, 0.04), "ivory"),  # label
        m((-0.05, 0.044, 0.06), (0.05, 0.05, 0.13), "paper"),  # lid, open
        m((-0.051, 0.043, 0.08), (0.051, 0.051, 0.11), "accent"),  # its band
        *sticks,
        m.rod((-0.05, 0.0058), 0.0115, (-0.045, 0.035), "ivory", axis="x"),  # a loose stick
        m.rod((-0.05, 0.0058), 0.0115, (0.039, 0.053), "red", axis="x"),  # a broken one
    )


def _briefcase() -> tuple[Part, ...]:
    """A leather briefcase standing on its edge: the flap over the front held by two buckled
    straps, a lock between them, the handle on top."""
    m = Metres(_BRIEF)
    return (
        m((-0.22, -0.055, 0.006), (0.22, 0.055, 0.31), "canvas", "rounded_box"),  # body
        m((-0.214, -0.062, 0.13), (0.214, -0.052, 0.305), "canvas", "rounded_box"),  # flap
        m((-0.214, -0.062, 0.294), (0.214, 0.02, 0.318), "canvas", "rounded_box"),
        *pair(m((-0.135, -0.066, 0.07), (-0.11, -0.06, 0.31), "dark_plastic")),  # straps
        *pair(m((-0.141, -0.07, 0.1), (-0.104, -0.065, 0.132), "brass")),  # buckles
        m((-0.022, -0.068, 0.175), (0.022, -0.061, 0.205), "brass"),  # lock
        *pair(m((-0.224, -0.008, 0.02), (-0.219, 0.008, 0.29), "dark_plastic")),  # gusset seams
        *pair(m((-0.085, -0.016, 0.312), (-0.045, 0.016, 0.325), "brass")),  # handle fittings
        *pair(m((-0.072, -0.012, 0.318), (-0.056, 0.012, 0.36), "dark_plastic")),
        m((-0.075, -0.014, 0.345), (0.075, 0.014, 0.37), "dark_plastic", "rounded_box"),  # grip
        *(m.ball((x - 0.008, y - 0.008, 0.0), (x + 0.008, y + 0.008, 0.012), "brass")
          for x in (-0.18, 0.18) for y in (-0.03, 0.03)),  # feet
    )


# --- kitchen -----------------------------------------------------------------------------------

def _canisters() -> tuple[Part, ...]:
    """Three ceramic kitchen canisters, tall to short, with wooden lids, knobs and
    chalkboard labels."""
    m = Metres(_CANS)
    d = 0.122
    parts: list[Part] = []
    for x, h in ((-0.136, 0.26), (0.0, 0.215), (0.136, 0.17)):
        body = h - 0.03
        parts += (
            m.rod((x, 0.0), d, (0.0, body), "ceramic"),  # jar
            m.rod((x, 0.0), d + 0.004, (body - 0.003, body + 0.014), "wood"),  # lid
            m.rod((x, 0.0), 0.03, (body + 0.012, h - 0.01), "wood"),  # knob
            m.ball_at((x, 0.0, h - 0.011), (0.018, 0.018, 0.011), "wood"),
            m((x - 0.032, -0.0645, body * 0.45), (x + 0.032, -0.05, body * 0.45 + 0.045),
              "dark_plastic"),  # label
            m((x - 0.02, -0.0655, body * 0.45 + 0.019), (x + 0.02, -0.064, body * 0.45 + 0.026),
              "ivory"),  # written on it
        )
    return tuple(parts)


def _scale() -> tuple[Part, ...]:
    """A mechanical kitchen scale: the body with its round dial to the front, the pan on a
    post on top."""
    m = Metres(_SCALE)
    zc = 0.078
    return (
        m((-0.095, -0.09, 0.008), (0.095, 0.09, 0.155), "appliance", "rounded_box"),  # body
        *(m.rod((x, y), 0.02, (0.0, 0.01), "rubber") for x in (-0.07, 0.07)
          for y in (-0.065, 0.065)),  # feet
        m.rod((0.0, zc), 0.13, (-0.1, -0.088), "chrome", axis="y"),  # dial bezel
        m.rod((0.0, zc), 0.112, (-0.103, -0.098), "ivory", axis="y"),  # dial face
        *(m((0.05 * math.cos(a) - 0.002, -0.104, zc + 0.05 * math.sin(a) - 0.002),
            (0.05 * math.cos(a) + 0.002, -0.1035, zc + 0.05 * math.sin(a) + 0.002),
            "dark_plastic") for a in (0.35, 0.95, 1.57, 2.2, 2.8)),  # marks
        m((-0.0015, -0.106, zc), (0.0015, -0.104, zc + 0.046), "red"),  # needle
        m.rod((0.0, zc), 0.012, (-0.107, -0.1), "dark_plastic", axis="y"),  # its hub
        m.rod((0.0, 0.0), 0.04, (0.15, 0.166), "chrome"),  # post
        m.rod((0.0, 0.0), 0.1, (0.163, 0.172), "chrome"),  # pan, stepping out to its rim
        m.rod((0.0, 0.0), 0.15, (0.17, 0.185), "chrome"),
        m.rod((0.0, 0.0), 0.19, (0.183, 0.2), "chrome"),
        m.rod((0.0, 0.0), 0.17, (0.199, 0.2004), "aluminium"),  # its brushed floor
    )


# --- hall, bedroom and bathroom ------------------------------------------------------------------

def _jacket() -> tuple[Part, ...]:
    """A suit jacket on a wooden hanger hung from a wall hook: square shoulders, the sleeves
    hanging at its sides, lapels round the lining, two buttons and three pockets."""
    m = Metres(_JACKET)
    lining = tuple(m((-w, -0.0525, z), (w, -0.046, z + 0.082), "accent")
                   for w, z in ((0.07, 0.7), (0.045, 0.62), (0.02, 0.54)))
    lapels = tuple(m((sx * w - 0.016, -0.056, z), (sx * w + 0.016, -0.049, z + 0.084), "seat")
                   for w, z in ((0.08, 0.7), (0.056, 0.62), (0.032, 0.54)) for sx in (-1, 1))
    return (
        m.rod((0.0, 0.0), 0.007, (0.8, 0.934), "chrome"),  # the hanger's hook
        m.rod((0.0, 0.93), 0.007, (-0.003, 0.02), "chrome", axis="y"),  # curled over the peg
        m.rod((0.0, 0.018), 0.007, (0.9, 0.933), "chrome"),
        m((-0.075, 0.0, 0.77), (0.075, 0.055, 0.83), "seat", "rounded_box"),  # back collar
        m((-0.16, -0.045, 0.72), (0.16, 0.055, 0.81), "seat", "rounded_box"),  # shoulders
        *pair(m((-0.27, -0.05, 0.68), (-0.12, 0.055, 0.785), "seat", "rounded_box")),
        m((-0.205, -0.048, 0.45), (0.205, 0.055, 0.76), "seat", "rounded_box"),  # chest
        m((-0.215, -0.05, 0.06), (0.215, 0.06, 0.5), "seat", "rounded_box"),  # skirt
        *pair(m((-0.295, -0.06, 0.17), (-0.195, 0.04, 0.74), "seat", "rounded_box")),  # sleeves
        *pair(m((-0.29, -0.062, 0.17), (-0.2, 0.035, 0.2), "dark_plastic")),  # cuff lining
        *lining,
        *lapels,
        m((-0.003, -0.056, 0.06), (0.003, -0.05, 0.54), "dark_plastic"),  # the front edges
        *(m.rod((0.022, z), 0.02, (-0.06, -0.05), "dark_plastic", axis="y")
          for z in (0.44, 0.34)),  # buttons
        *pair(m((-0.18, -0.057, 0.25), (-0.07, -0.05, 0.28), "seat")),  # pocket flaps
        m((0.08, -0.055, 0.6), (0.16, -0.048, 0.615), "seat"),  # breast pocket
        m((0.09, -0.057, 0.615), (0.13, -0.05, 0.645), "ivory"),  # its handkerchief
    )


def _jacket_wall_hook() -> tuple[Part, ...]:
    """The wall hook a jacket hangs from on a wall (left off on a coat rack's hook)."""
    m = Metres(_JACKET)
    return (
        m((-0.035, 0.07, 0.87), (0.035, 0.08, 0.95), "wood"),  # hook plate
        m.rod((0.0, 0.915), 0.012, (-0.015, 0.07), "brass", axis="y"),  # hook
        m.ball_at((0.0, -0.015, 0.925), 0.01, "brass"),  # its upturned end
    )


def _scarf() -> tuple[Part, ...]:
    """A knitted scarf folded in three, striped, its fringed end lying over the front."""
    m = Metres(_SCARF)
    layers = tuple(m((-0.14, -0.09, 0.02 * k), (0.14, 0.09, 0.02 * k + 0.021), "accent",
                     "rounded_box") for k in range(3))
    folds = (m((0.12, -0.09, 0.0), (0.15, 0.09, 0.041), "accent", "cylinder", "y"),
             m((-0.15, -0.09, 0.02), (-0.12, 0.09, 0.061), "accent", "cylinder", "y"))
    stripes = tuple(m((x - 0.012, -0.0915, 0.0), (x + 0.012, 0.0915, 0.0615), "bedding",
                      "rounded_box")
                    for x in (-0.08, -0.05, 0.05, 0.08))
    fringe = tuple(m((-0.125 + 0.0147 * k - 0.003, -0.1, 0.004 * (k % 3)),
                     (-0.125 + 0.0147 * k + 0.003, -0.092, 0.058), "accent")
                   for k in range(18))
    return (*layers, *folds, *stripes, *fringe)


def _duvet() -> tuple[Part, ...]:
    """A down duvet folded in three: puffed layers with rolled folds at the sides, the top
    quilted in squares."""
    m = Metres(_DUVET)
    layers = tuple(m((-0.37, -0.27, 0.068 * k), (0.37, 0.27, 0.068 * k + 0.075), "bedding",
                     "rounded_box") for k in range(3))
    folds = (m((0.33, -0.27, 0.0), (0.4, 0.27, 0.143), "bedding", "cylinder", "y"),
             m((-0.4, -0.27, 0.068), (-0.33, 0.27, 0.211), "bedding", "cylinder", "y"))
    puffs = tuple(m((-0.36 + 0.18 * i + 0.004, -0.26 + 0.173 * j + 0.004, 0.19),
                    (-0.36 + 0.18 * (i + 1) - 0.004, -0.26 + 0.173 * (j + 1) - 0.004, 0.23),
                    "bedding", "rounded_box") for i in range(4) for j in range(3))
    return (
        *layers, *folds, *puffs,
        m((-0.37, -0.277, 0.06), (0.37, -0.269, 0.07), "accent"),  # piped edges
        m((-0.37, -0.277, 0.197), (0.37, -0.269, 0.207), "accent"),
    )


def _washbag() -> tuple[Part, ...]:
    """A zipped toiletry bag open along its top: a toothbrush, a tube, a razor and a bottle
    standing out of it, the zip pull hanging at one end, a carry loop at the other."""
    m = Metres(_WASHBAG)
    return (
        m((-0.135, -0.07, 0.0), (0.135, 0.07, 0.125), "canvas", "rounded_box"),  # bag
        m((-0.137, -0.072, 0.0), (0.137, 0.072, 0.03), "dark_plastic", "rounded_box"),  # base
        m((-0.115, -0.032, 0.118), (0.115, 0.032, 0.127), "dark_plastic"),  # the open mouth
        *(m((-0.12, y - 0.004, 0.12), (0.12, y + 0.004, 0.129), "chrome")
          for y in (-0.036, 0.036)),  # the zip, open
        m((0.12, -0.006, 0.118), (0.126, 0.006, 0.129), "chrome"),  # its closed end
        m((-0.128, -0.005, 0.07), (-0.12, 0.005, 0.128), "chrome"),  # zip pull, hanging
        m((-0.131, -0.008, 0.05), (-0.123, 0.008, 0.075), "dark_plastic"),  # its tab
        m((0.134, -0.016, 0.04), (0.148, 0.016, 0.11), "dark_plastic"),  # carry loop
        m((-0.03, -0.073, 0.055), (0.03, -0.07, 0.08), "brass"),  # badge
        m.rod((-0.07, 0.0), 0.012, (0.1, 0.18), "accent"),  # toothbrush
        m((-0.074, -0.01, 0.158), (-0.066, 0.004, 0.176), "ivory"),  # its bristles
        m.rod((-0.03, 0.008), 0.026, (0.09, 0.15), "ivory"),  # tube
        m.rod((-0.03, 0.008), 0.014, (0.15, 0.163), "red"),  # its cap
        m.rod((0.02, -0.01), 0.01, (0.1, 0.15), "dark_plastic"),  # razor handle
        m((0.006, -0.016, 0.147), (0.034, -0.004, 0.158), "chrome"),  # its head
        m.rod((0.07, 0.004), 0.036, (0.09, 0.142), "ceramic_accent"),  # lotion bottle
        m.rod((0.07, 0.004), 0.018, (0.142, 0.16), "dark_plastic"),  # its pump cap
    )


def _bulb() -> tuple[Part, ...]:
    """A spare light bulb standing on its screw cap: the pear of glass, the filament on its
    wires inside."""
    m = Metres(_BULB)
    threads = tuple(m.rod((0.0, 0.0), 0.027 if k % 2 else 0.025,
                          (0.005 + 0.005 * k, 0.0105 + 0.005 * k), "aluminium")
                    for k in range(5))
    return (
        m.rod((0.0, 0.0), 0.012, (0.0, 0.006), "dark_plastic"),  # contact and insulator
        m.rod((0.0, 0.0), 0.004, (0.0, 0.002), "brass"),
        *threads,  # the screw cap
        m.rod((0.0, 0.0), 0.028, (0.03, 0.036), "aluminium"),  # its rim
        m.ball((-0.016, -0.016, 0.03), (0.016, 0.016, 0.066), "glass"),  # neck
        m.ball((-0.0325, -0.0325, 0.045), (0.0325, 0.0325, 0.115), "glass"),  # globe
        m.rod((0.0, 0.0), 0.006, (0.034, 0.06), "glass"),  # stem
        *pair(m.rod((-0.007, 0.0), 0.0012, (0.05, 0.082), "metal")),  # lead wires
        m.rod((0.0, 0.082), 0.0025, (-0.009, 0.009), "metal", axis="x"),  # filament
    )


# --- music and furniture -----------------------------------------------------------------------

def _stereo() -> tuple[Part, ...]:
    """A shelf hi-fi: the main unit with its display, CD tray, tape door and volume knob
    between two wooden speakers with their drivers."""
    m = Metres(_STEREO)
    speakers: list[Part] = []
    for x in (-0.265, 0.265):
        speakers += (
            m((x - 0.085, -0.12, 0.0), (x + 0.085, 0.12, 0.3), "wood"),  # cabinet
            m((x - 0.08, -0.125, 0.005), (x + 0.08, -0.12, 0.295), "dark_plastic"),  # baffle
            m.rod((x, 0.1), 0.12, (-0.13, -0.124), "rubber", axis="y"),  # woofer surround
            m.rod((x, 0.1), 0.1, (-0.131, -0.125), "dark_plastic", axis="y"),  # cone
            m.rod((x, 0.1), 0.035, (-0.134, -0.127), "aluminium", axis="y"),  # dust cap
            m.rod((x, 0.225), 0.045, (-0.13, -0.124), "metal", axis="y"),  # tweeter plate
            m.ball_at((x, -0.128, 0.225), (0.014, 0.006, 0.014), "chrome"),  # tweeter dome
        )
    return (
        *speakers,
        m((-0.16, -0.125, 0.008), (0.16, 0.12, 0.24), "metal"),  # main unit
        m((-0.16, -0.13, 0.012), (0.16, -0.125, 0.236), "aluminium"),  # its front panel
        *pair(m((-0.15, -0.1, 0.0), (-0.13, 0.1, 0.008), "rubber")),  # feet
        m((-0.12, -0.134, 0.17), (0.06, -0.13, 0.215), "screen"),  # display
        m((-0.1, -0.1345, 0.186), (0.03, -0.1335, 0.2), "foliage"),  # its readout
        m((-0.13, -0.134, 0.13), (0.13, -0.13, 0.148), "dark_plastic"),  # CD tray
        m((-0.13, -0.134, 0.035), (0.0, -0.13, 0.11), "dark_plastic"),  # tape door
        m((-0.11, -0.135, 0.06), (-0.02, -0.1335, 0.09), "glass"),  # its window
        m.rod((0.085, 0.075), 0.055, (-0.144, -0.13), "chrome", axis="y"),  # volume knob
        *(m((x, -0.135, 0.1), (x + 0.018, -0.13, 0.11), "dark_plastic")
          for x in (0.09, 0.115)),  # buttons
        m.rod((0.115, 0.195), 0.015, (-0.136, -0.13), "red", axis="y"),  # power button
    )


def _headboard() -> tuple[Part, ...]:
    """An upholstered headboard on two legs against the wall: eight padded channels in a
    wooden plinth."""
    m = Metres(_HEADBOARD)
    n, x0, x1 = 8, -0.83, 0.83
    w = (x1 - x0) / n
    channels = tuple(m((x0 + w * i, -0.055, 0.38), (x0 + w * (i + 1), 0.035, 1.29), "fabric",
                       "rounded_box") for i in range(n))
    return (
        *pair(m((-0.85, -0.01, 0.0), (-0.79, 0.06, 0.42), "wood")),  # legs
        m((-0.85, 0.03, 0.34), (0.85, 0.06, 1.3), "wood"),  # backing board
        *pair(m((-0.85, -0.06, 0.34), (-0.83, 0.04, 1.3), "fabric")),  # side welts
        m((-0.85, -0.06, 1.285), (0.85, 0.04, 1.3), "fabric"),  # top welt
        *channels,
        m((-0.85, -0.06, 0.34), (0.85, 0.045, 0.4), "wood"),  # plinth rail
    )


def _window_seat() -> tuple[Part, ...]:
    """A built-in window seat between two cheeks: a panelled cupboard base on a plinth, a
    long seat cushion and three pillows against the wall."""
    m = Metres(_WINDOW_SEAT)
    doors: list[Part] = []
    for x in (-0.45, 0.0, 0.45):
        doors += (
            m((x - 0.215, -0.262, 0.1), (x + 0.215, -0.255, 0.4), "cabinet"),  # door
            m((x - 0.17, -0.265, 0.14), (x + 0.17, -0.262, 0.36), "cabinet"),  # raised panel
            m.rod((x + 0.17, 0.25), 0.025, (-0.28, -0.262), "brass", axis="y"),  # knob
        )
    return (
        m((-0.7, -0.23, 0.0), (0.7, 0.275, 0.08), "dark_plastic"),  # recessed plinth
        m((-0.7, -0.255, 0.08), (0.7, 0.275, 0.42), "cabinet"),  # cupboard
        *doors,
        m((-0.7, -0.275, 0.42), (0.7, 0.275, 0.45), "cabinet"),  # seat board
        *pair(m((-0.75, -0.275, 0.0), (-0.7, 0.275, 0.84), "cabinet")),  # cheeks
        m((-0.695, -0.265, 0.45), (0.695, 0.265, 0.55), "seat", "rounded_box"),  # cushion
    )


def _window_seat_pillows() -> tuple[Part, ...]:
    """Its own pillows against the wall, drawn while nothing is put on the seat."""
    m = Metres(_WINDOW_SEAT)
    return (
        m((-0.6, 0.11, 0.52), (-0.2, 0.27, 0.84), "pillow", "rounded_box"),
        m((0.2, 0.11, 0.52), (0.6, 0.27, 0.84), "pillow", "rounded_box"),
        m((-0.16, 0.06, 0.53), (0.16, 0.2, 0.78), "red", "rounded_box"),
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- paperwork and the desk --------------------------------------------------------------
    family("ring_binder", _BINDER, "surface", _binder(),
           names=("binder", "ring binder", "lever arch file", "three-ring binder",
                  "ring file", "document binder", "office binder"), hosts=SHELVED, jitter=0.05),
    family("clipboard", _CLIP, "surface", _clipboard(),
           names=("clipboard", "clip board", "writing board"),
           hosts=STUDY, jitter=0.05),
    family("envelope_stack", _ENVELOPES, "surface", _envelopes(),
           names=("envelope", "letter", "stack of envelopes", "pile of mail",
                  "post envelope", "airmail envelope"), hosts=STUDY, jitter=0.08),
    family("folder_stack", _FOLDERS, "surface", _folders(),
           names=("file folder", "folder", "manila folder", "document folder",
                  "stack of folders", "filing folder", "paper folder"), hosts=STUDY,
           jitter=0.06, stacks=True),
    family("business_card_holder", _CARDS, "surface", _card_holder(),
           names=("business card holder", "card holder", "business card stand",
                  "name card holder"), hosts=hosts_of(("reception_desk",), OFFICE),
           jitter=0.06),
    family("paperweight", _WEIGHT, "surface", _paperweight(),
           names=("paperweight", "paper weight", "glass paperweight", "millefiori paperweight"),
           hosts=STUDY, jitter=0.08),
    family("pencil_sharpener", _SHARPENER, "surface", _sharpener(),
           names=("pencil sharpener", "sharpener", "crank sharpener",
                  "crank pencil sharpener", "desk sharpener"), hosts=CLASSROOM, jitter=0.06),
    family("magnifying_glass", _LENS, "surface", _magnifier(),
           names=("magnifying glass", "magnifier", "hand lens", "reading magnifier", "loupe",
                  "hand magnifier"), hosts=STUDY, jitter=0.08),
    family("rubber_stamp", _STAMP, "surface", _stamp(),
           names=("rubber stamp", "ink pad", "stamp pad", "ink stamp", "date stamp",
                  "office stamp"), hosts=STUDY, jitter=0.06),
    family("paper_ream", _REAM, "surface", _ream(),
           names=("ream of paper", "paper ream", "copy paper", "ream", "printer paper",
                  "paper stack", "pile of paper"),
           hosts=hosts_of(OFFICE, DESK), jitter=0.04),
    family("battery_pack", _BATTERIES, "surface", _batteries(),
           names=("battery", "battery pack", "aa battery", "pack of batteries", "dry cell",
                  "spare battery"), hosts=hosts_of(DESK, ("counter", "dresser")), jitter=0.08),
    family("cassette_tape", _CASSETTE, "surface", _cassette(),
           names=("cassette tape", "cassette", "audio cassette", "audio tape", "mixtape",
                  "mix tape", "compact cassette"), hosts=hosts_of(SOUND, DESK), jitter=0.06),
    family("chalk_box", _CHALK, "surface", _chalk(),
           names=("box of chalk", "chalk", "chalk box", "chalk stick", "blackboard chalk",
                  "school chalk", "sidewalk chalk"), hosts=CLASSROOM, jitter=0.08),
    family("briefcase", _BRIEF, "floor", _briefcase(),
           names=("briefcase", "attache case", "document case",
                  "leather briefcase", "satchel", "work bag"), jitter=0.06),
    # --- kitchen -----------------------------------------------------------------------------
    family("canister_set", _CANS, "surface", _canisters(),
           names=("canister", "kitchen canister", "canister set", "storage canister",
                  "flour canister", "tea canister", "set of canisters"), hosts=KITCHEN,
           jitter=0.06),
    family("kitchen_scale", _SCALE, "surface", _scale(),
           names=("kitchen scale", "food scale", "baking scale", "kitchen scales",
                  "postal scale", "dial scale"), hosts=KITCHEN, jitter=0.06),
    # --- hall, bedroom and bathroom ----------------------------------------------------------
    family("hanging_jacket", _JACKET, "wall_mounted", _jacket(), contents=_jacket_wall_hook(),
           names=("jacket", "coat", "blazer", "suit jacket", "sport coat", "overcoat",
                  "raincoat", "winter coat", "leather jacket", "denim jacket"),
           mount_centre=1.35, jitter=0.05),
    family("folded_scarf", _SCARF, "surface", _scarf(),
           names=("scarf", "wool scarf", "knitted scarf", "muffler", "folded scarf", "shawl"),
           hosts=CLOSET, jitter=0.08),
    family("folded_duvet", _DUVET, "surface", _duvet(),
           names=("duvet", "comforter", "folded duvet", "folded comforter", "eiderdown",
                  "doona", "down comforter", "duvet cover"), hosts=BEDDING, jitter=0.08),
    family("toiletry_bag", _WASHBAG, "surface", _washbag(),
           names=("toiletry bag", "wash bag", "washbag", "shaving kit", "dopp kit",
                  "sponge bag", "toilet bag", "cosmetic bag", "makeup bag", "shaving bag"),
           hosts=WASHBAG, jitter=0.08),
    family("light_bulb", _BULB, "surface", _bulb(),
           names=("light bulb", "lightbulb", "bulb", "edison bulb", "incandescent bulb",
                  "spare bulb"), hosts=hosts_of(BEDSIDE, LIVING), jitter=0.06),
    # --- music and furniture -----------------------------------------------------------------
    family("stereo_system", _STEREO, "surface", _stereo(),
           names=("stereo", "stereo system", "hi-fi", "hifi", "hi-fi system", "hifi system",
                  "mini stereo", "compact stereo", "music system", "sound system"),
           hosts=SOUND, jitter=0.06),
    family("headboard", _HEADBOARD, "wall", _headboard(),
           names=("headboard", "upholstered headboard", "tufted headboard", "padded headboard",
                  "channel headboard", "fabric headboard"), jitter=0.05),
    family("window_seat", _WINDOW_SEAT, "wall", _window_seat(),
           names=("window seat", "window bench", "bay seat", "window nook", "built-in seat",
                  "bay window seat"), jitter=0.06, contents=_window_seat_pillows(),
           # the cushion's top, between the cheeks: cushions and a book go there
           surface_frac=round(0.55 / _WINDOW_SEAT[2], 4),
           keep_clear=((-0.5, -0.5, -0.46, 0.5), (0.46, -0.5, 0.5, 0.5))),
))
