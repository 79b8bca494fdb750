"""Household things: small appliances, kitchenware, baby and pet gear, a bicycle, seasonal decor.

Wheeled things (the bicycle, the stroller) stand side-on, their length along x, so they read
from the front; a pair (slippers, bookends) is mirrored across x = 0.
"""

from __future__ import annotations

import math
from functools import partial

from agents.geometry.families._shapes import loop, ring, rod, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from agents.geometry.families.props import DESK, LIVING
from agents.geometry.families.tableware import KITCHEN_FIRST
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_BICYCLE = (1.75, 0.6, 1.05)
_STROLLER = (0.9, 0.6, 1.05)
_HAMMOCK = (2.9, 1.1, 1.15)
_BAR_CART = (0.8, 0.45, 1.05)

BEDSIDE = ("nightstand", "side_table", "dresser", "desk", "sideboard", "shelving_unit")
HALL = ("shoe_rack", "bench", "side_table", "shelving_unit", "dresser", "wall_shelf", "desk")
KITCHEN = ("counter", "kitchen_island", "dining_table", "sideboard", "wall_shelf")
LAUNDRY = ("tumble_dryer", "washing_machine", "counter", "dresser", "shelving_unit",
           "side_table", "desk")
BAR = ("sideboard", "bar_cart", "bar_counter", "dining_table", "coffee_table", "side_table",
       "counter")


def _wheel(size: tuple[float, float, float], x: float, d: float) -> tuple[Part, ...]:
    """A spoked wheel `d` metres across standing on the floor at x, rolling along x: a tyre,
    a rim, the shadowy spokes inside it and the hub."""
    z = round(d / 2 / size[2], 4)
    return (rod(size, (x, z), d, (-0.042, 0.042), "rubber", axis="y"),  # tyre
            rod(size, (x, z), 0.92 * d, (-0.05, 0.05), "aluminium", axis="y"),  # rim
            rod(size, (x, z), 0.84 * d, (-0.058, 0.058), "dark_plastic", axis="y"),  # spokes
            rod(size, (x, z), 0.1, (-0.1, 0.1), "chrome", axis="y"))  # hub


def _bicycle() -> tuple[Part, ...]:
    tube = partial(slant, across=(-0.03, 0.03), thick=0.02, thick_z=0.03)
    stays = partial(slant, across=(-0.075, 0.075), thick=0.016, thick_z=0.02)  # either side
    return (
        *_wheel(_BICYCLE, -0.3, 0.7), *_wheel(_BICYCLE, 0.3, 0.7),
        *tube(0.02, 0.27, 0.11, 0.76, "red", n=4),  # seat tube
        *tube(0.02, 0.27, -0.2, 0.68, "red", n=5),  # down tube
        box((-0.21, -0.03, 0.72), (0.11, 0.03, 0.76), "red"),  # top tube
        *tube(-0.21, 0.66, -0.23, 0.8, "red", n=2),  # head tube
        box((0.02, -0.075, 0.26), (0.3, 0.075, 0.29), "red"),  # chain stays
        *stays(0.11, 0.74, 0.3, 0.34, "red", n=4),  # seat stays
        *stays(-0.21, 0.66, -0.3, 0.34, "chrome", n=4),  # fork
        box((-0.245, -0.02, 0.8), (-0.215, 0.02, 0.93), "chrome"),  # stem
        rod(_BICYCLE, (-0.23, 0.93), 0.025, (-0.4, 0.4), "chrome", axis="y"),  # handlebar
        rod(_BICYCLE, (-0.23, 0.93), 0.035, (-0.5, -0.32), "rubber", axis="y"),  # grips
        rod(_BICYCLE, (-0.23, 0.93), 0.035, (0.32, 0.5), "rubber", axis="y"),
        box((0.105, -0.02, 0.76), (0.125, 0.02, 0.9), "chrome"),  # seat post
        soft_box((0.06, -0.1, 0.89), (0.2, 0.1, 0.95), "dark_plastic"),  # saddle
        rod(_BICYCLE, (0.02, 0.27), 0.2, (-0.14, -0.1), "chrome", axis="y"),  # chainring
        box((0.015, -0.18, 0.15), (0.035, -0.14, 0.28), "chrome"),  # crank
        box((-0.01, -0.3, 0.13), (0.06, -0.16, 0.16), "dark_plastic"),  # pedal
        *slant(0.06, 0.27, 0.12, 0.0, "dark_plastic", n=3, thick=0.01,
               across=(0.08, 0.11)),  # kickstand
    )


def _stroller() -> tuple[Part, ...]:
    legs: list[Part] = []
    for a0, z0, a1, z1, n in ((0.3, 0.13, 0.44, 0.95, 6), (-0.3, 0.1, -0.12, 0.45, 4)):
        for part in slant(a0, z0, a1, z1, "chrome", n=n, thick=0.02, across=(-0.445, -0.415)):
            legs += pair_y(part)  # both sides
    legs += pair_y(box((-0.13, -0.445, 0.42), (0.36, -0.415, 0.45), "chrome"))  # side rails
    wheels: list[Part] = []
    for x, d in ((0.3, 0.28), (-0.3, 0.2)):
        z = round(d / 2 / _STROLLER[2], 4)
        wheels += pair_y(rod(_STROLLER, (x, z), d, (-0.48, -0.41), "rubber", axis="y"))
        wheels += pair_y(rod(_STROLLER, (x, z), 0.07, (-0.5, -0.4), "chrome", axis="y"))
        wheels.append(rod(_STROLLER, (x, z), 0.02, (-0.41, 0.41), "chrome", axis="y"))  # axle
    return (
        *wheels, *legs,
        rod(_STROLLER, (0.44, 0.95), 0.03, (-0.44, 0.44), "rubber", axis="y"),  # handle bar
        soft_box((-0.32, -0.36, 0.42), (0.22, 0.36, 0.72), "fabric"),  # carrycot
        sphere((-0.14, -0.38, 0.52), (0.26, 0.38, 0.92), "accent"),  # hood
        box((-0.15, -0.3, 0.2), (0.2, 0.3, 0.32), "dark_plastic"),  # basket
    )


def _hammock() -> tuple[Part, ...]:
    bed: list[Part] = []
    for sx in (-1, 1):
        for (a0, z0), (a1, z1) in (((0.42, 0.8), (0.28, 0.57)), ((0.28, 0.57), (0.12, 0.45))):
            bed += slant(sx * a0, z0, sx * a1, z1, "fabric", n=3, thick=0.02, thick_z=0.03,
                         across=(-0.42, 0.42))
    return (
        box((-0.38, -0.03, 0.0), (0.38, 0.03, 0.05), "metal"),  # base beam
        *pair(box((-0.4, -0.45, 0.0), (-0.36, 0.45, 0.05), "metal")),  # feet
        *slant(-0.38, 0.04, -0.5, 1.0, "metal", n=6, thick=0.02, across=(-0.03, 0.03)),
        *slant(0.38, 0.04, 0.5, 1.0, "metal", n=6, thick=0.02, across=(-0.03, 0.03)),
        *slant(-0.485, 0.97, -0.42, 0.8, "chrome", n=3, thick=0.005,
               across=(-0.01, 0.01)),  # chains
        *slant(0.485, 0.97, 0.42, 0.8, "chrome", n=3, thick=0.005, across=(-0.01, 0.01)),
        rod(_HAMMOCK, (-0.42, 0.8), 0.035, (-0.44, 0.44), "wood", axis="y"),  # spreaders
        rod(_HAMMOCK, (0.42, 0.8), 0.035, (-0.44, 0.44), "wood", axis="y"),
        *bed,
        box((-0.13, -0.42, 0.42), (0.13, 0.42, 0.46), "fabric"),  # the sag
        soft_box((-0.36, -0.25, 0.6), (-0.25, 0.25, 0.74), "accent"),  # pillow
    )


def _bar_cart() -> tuple[Part, ...]:
    corners = [(x, y) for x in (-0.46, 0.46) for y in (-0.41, 0.41)]
    return (
        *(cylinder((x * 0.97 - 0.04, y - 0.03, 0.0), (x * 0.97 + 0.04, y + 0.03, 0.06),
                   "rubber", axis="y") for x, y in corners),  # castors
        *(cylinder((x - 0.022, y - 0.035, 0.05), (x + 0.022, y + 0.035, 0.78), "brass")
          for x, y in corners),  # posts
        box((-0.48, -0.44, 0.2), (0.48, 0.44, 0.23), "wood"),  # lower tier
        box((-0.48, -0.44, 0.7), (0.48, 0.44, 0.73), "wood"),  # upper tier
        *pair_y(box((-0.46, -0.425, 0.76), (0.46, -0.405, 0.78), "brass")),  # gallery rails
        *pair(box((-0.475, -0.41, 0.76), (-0.445, 0.41, 0.78), "brass")),
        *pair_y(box((0.46, -0.36, 0.76), (0.49, -0.33, 0.86), "brass")),  # handle
        rod(_BAR_CART, (0.475, 0.86), 0.025, (-0.36, 0.36), "brass", axis="y"),
    )


def _bar_cart_load() -> tuple[Part, ...]:
    return (
        cylinder((-0.35, 0.01, 0.73), (-0.25, 0.19, 0.91), "screen"),  # wine bottle
        cone((-0.35, 0.01, 0.91), (-0.25, 0.19, 0.94), "screen", taper=0.35),
        cylinder((-0.32, 0.07, 0.93), (-0.28, 0.13, 0.98), "screen"),
        cylinder((-0.322, 0.068, 0.965), (-0.278, 0.132, 1.0), "red"),  # its foil
        box((-0.17, 0.0, 0.73), (-0.05, 0.2, 0.9), "glass"),  # gin bottle
        box((-0.16, 0.01, 0.735), (-0.06, 0.19, 0.85), "water"),
        cylinder((-0.13, 0.07, 0.9), (-0.09, 0.13, 0.95), "brass"),
        cylinder((0.02, -0.02, 0.73), (0.18, 0.26, 0.86), "glass"),  # decanter
        cylinder((0.03, 0.0, 0.735), (0.17, 0.24, 0.81), "food"),  # whisky
        sphere((0.06, 0.07, 0.85), (0.14, 0.17, 0.92), "glass"),  # stopper
        *(cylinder((x, -0.32, 0.73), (x + 0.08, -0.14, 0.81), "glass")
          for x in (0.22, 0.34)),  # tumblers
        cylinder((-0.22, -0.22, 0.23), (0.04, 0.24, 0.42), "chrome"),  # ice bucket
    )


def _cat_tree() -> tuple[Part, ...]:
    return (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "upholstery"),  # base
        soft_box((0.02, -0.42, 0.04), (0.5, 0.42, 0.3), "upholstery"),  # condo
        cylinder((0.14, -0.44, 0.1), (0.38, -0.4, 0.21), "dark_plastic", axis="y"),  # its door
        cylinder((-0.4, -0.09, 0.04), (-0.24, 0.09, 0.62), "canvas"),  # sisal posts
        cylinder((0.18, -0.09, 0.3), (0.34, 0.09, 0.82), "canvas"),
        cylinder((-0.34, -0.05, 0.64), (-0.18, 0.13, 0.95), "canvas"),
        soft_box((-0.5, -0.4, 0.6), (-0.02, 0.4, 0.64), "upholstery"),  # platforms
        soft_box((0.02, -0.36, 0.8), (0.5, 0.44, 0.84), "upholstery"),
        soft_box((-0.5, -0.42, 0.93), (0.0, 0.4, 0.97), "upholstery"),  # top perch
        cylinder((-0.46, -0.36, 0.96), (-0.04, 0.34, 1.0), "accent"),  # its cushion
        cylinder((0.4, -0.32, 0.63), (0.41, -0.31, 0.8), "cord"),  # dangling toy
        sphere((0.37, -0.36, 0.6), (0.45, -0.26, 0.635), "red"),
    )


def _balloons() -> tuple[Part, ...]:
    """Four balloons round a fifth, higher one, their strings gathered at a weight."""
    parts: list[Part] = []
    for (cx, cy, z0, slot) in ((0.286, 0.0, 0.67, "red"), (-0.286, 0.0, 0.66, "accent"),
                               (0.0, -0.286, 0.64, "ivory"), (0.0, 0.286, 0.68, "fruit")):
        parts.append(sphere((cx - 0.2, cy - 0.2, z0), (cx + 0.2, cy + 0.2, z0 + 0.183), slot))
        along = "x" if cy == 0.0 else "y"
        a0 = cx if along == "x" else cy  # its string, down to the weight's edge
        parts += slant(a0, z0 + 0.005, math.copysign(0.05, a0), 0.045, "cord", n=8,
                       thick=0.004, across=(-0.005, 0.005), along=along)
    return (
        *parts,
        sphere((-0.2, -0.2, 0.817), (0.2, 0.2, 1.0), "brass"),  # a foil balloon on top
        cylinder((-0.005, -0.005, 0.04), (0.005, 0.005, 0.82), "cord"),
        cylinder((-0.08, -0.08, 0.0), (0.08, 0.08, 0.045), "dark_plastic"),  # weight
    )


def _calendar() -> tuple[Part, ...]:
    cols = [round(-0.45 + k * 0.9 / 7, 4) for k in range(8)]
    return (
        box((-0.5, -0.2, 0.0), (0.5, 0.5, 0.93), "paper"),  # pages
        box((-0.45, -0.5, 0.5), (0.45, -0.2, 0.9), "canvas"),  # the month's picture
        box((-0.45, -0.4, 0.42), (0.45, -0.2, 0.47), "red"),  # month name
        *(box((-0.45, -0.35, z), (0.45, -0.2, z + 0.006), "dark_plastic")
          for z in (0.08, 0.14, 0.2, 0.26, 0.32, 0.38)),  # the grid of days
        *(box((x, -0.35, 0.08), (x + 0.008, -0.2, 0.386), "dark_plastic") for x in cols),
        box((cols[4] + 0.02, -0.38, 0.215), (cols[5] - 0.01, -0.2, 0.245), "red"),  # a date
        cylinder((-0.42, -0.45, 0.91), (0.42, 0.15, 0.97), "chrome", axis="x"),  # binding
        box((-0.03, 0.0, 0.96), (0.03, 0.5, 1.0), "chrome"),  # hanger
    )


def _bookends() -> tuple[Part, ...]:
    books = ((-0.4, -0.23, 0.42, 0.88, "books"), (-0.23, -0.1, 0.45, 1.0, "red"),
             (-0.1, 0.1, 0.38, 0.82, "books"), (0.1, 0.24, 0.44, 0.95, "accent"),
             (0.24, 0.4, 0.4, 0.86, "books"))
    return (
        *pair(box((-0.5, -0.45, 0.0), (-0.4, 0.45, 0.78), "stone")),  # the ends
        *pair(sphere((-0.5, -0.14, 0.76), (-0.4, 0.14, 0.94), "brass")),  # their finials
        *(box((x0, -d, 0.0), (x1, d, h), slot) for x0, x1, d, h, slot in books),
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- entrance and outdoors ---------------------------------------------------------
    family("doormat", (0.75, 0.45, 0.015), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.4), "rubber"),  # backing
        box((-0.47, -0.45, 0.3), (0.47, 0.45, 0.85), "rug"),  # coir pile
        *(box((x, -0.07, 0.8), (x + 0.07, 0.07, 1.0), "dark_plastic")
          for x in (-0.33, -0.23, -0.13, -0.03, 0.07, 0.17, 0.27)),  # WELCOME
    ), names=("doormat", "door mat", "welcome mat", "entry mat", "boot mat"),
        near=("door",), in_front=True),
    family("bicycle", _BICYCLE, "floor", _bicycle(),
           names=("bicycle", "bike", "push bike", "road bike", "mountain bike", "city bike"),
           jitter=0.04),
    family("helmet", (0.2, 0.27, 0.17), "surface", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "dark_plastic", taper=0.95),  # rim band
        cone((-0.49, -0.49, 0.08), (0.49, 0.49, 0.35), "accent", taper=0.9),  # shell
        sphere((-0.445, -0.445, 0.05), (0.445, 0.445, 1.0), "accent"),
        *(sphere((x - 0.05, -0.15, z0), (x + 0.05, 0.15, z0 + 0.055), "dark_plastic")
          for x, z0 in ((-0.2, 0.92), (0.0, 0.945), (0.2, 0.92))),  # vents
        box((-0.3, -0.5, 0.3), (0.3, -0.4, 0.36), "dark_plastic"),  # visor
    ), names=("helmet", "bike helmet", "bicycle helmet", "cycling helmet", "crash helmet",
              "safety helmet"), hosts=HALL),
    family("hammock", _HAMMOCK, "floor", _hammock(),
           names=("hammock", "hammock stand", "hammock with stand", "garden hammock",
                  "freestanding hammock", "rope hammock"), clearance=0.5, jitter=0.04),
    family("planter", (1.0, 0.3, 0.75), "floor", (
        *(box((x, -0.45, 0.0), (x + 0.06, 0.45, 0.06), "wood_alt")
          for x in (-0.48, 0.42)),  # feet
        box((-0.5, -0.48, 0.06), (0.5, 0.48, 0.5), "wood"),  # box
        *(box((-0.5, -0.5, z), (0.5, -0.48, z + 0.02), "wood_alt")
          for z in (0.18, 0.32)),  # plank seams
        box((-0.5, -0.5, 0.48), (0.5, 0.5, 0.52), "wood_alt"),  # top cap
        box((-0.46, -0.44, 0.5), (0.46, 0.44, 0.53), "soil"),
        *(sphere((x - 0.17, -0.46, 0.44), (x + 0.17, 0.46, top), "foliage")
          for x, top in ((-0.33, 0.82), (-0.165, 0.93), (0.0, 0.86), (0.165, 1.0),
                         (0.33, 0.88))),
        *(sphere((x, -0.3, z), (x + 0.05, -0.12, z + 0.07), "red")
          for x, z in ((-0.28, 0.8), (0.05, 0.83), (0.25, 0.86))),  # flowers
    ), names=("planter", "planter box", "trough planter", "flower box", "raised planter",
              "plant trough", "rectangular planter")),
    # --- small appliances -------------------------------------------------------------
    family("humidifier", (0.2, 0.2, 0.3), "surface", (
        cylinder((-0.48, -0.48, 0.0), (0.48, 0.48, 0.2), "appliance"),  # base
        cylinder((-0.44, -0.44, 0.18), (0.44, 0.44, 0.8), "glass"),  # tank
        cylinder((-0.4, -0.4, 0.2), (0.4, 0.4, 0.6), "water"),
        cone((-0.46, -0.46, 0.78), (0.46, 0.46, 0.92), "appliance", taper=0.5),  # top
        cylinder((-0.12, -0.12, 0.9), (0.12, 0.12, 1.0), "ivory"),  # mist nozzle
        box((-0.16, -0.5, 0.05), (0.16, -0.45, 0.14), "screen"),  # display
    ), names=("humidifier", "air humidifier", "room humidifier", "mist humidifier",
              "cool mist humidifier"), hosts=BEDSIDE),
    family("air_purifier", (0.36, 0.2, 0.65), "floor", (
        box((-0.46, -0.44, 0.0), (0.46, 0.44, 0.03), "dark_plastic"),  # plinth
        soft_box((-0.5, -0.47, 0.02), (0.5, 0.5, 0.97), "appliance"),  # body
        *(box((x, -0.5, 0.1), (x + 0.04, -0.46, 0.74), "dark_plastic")
          for x in (-0.36, -0.24, -0.12, 0.0, 0.12, 0.24)),  # intake slats
        box((-0.4, -0.4, 0.96), (0.4, 0.4, 1.0), "dark_plastic"),  # outlet grille
        box((-0.14, -0.5, 0.8), (0.14, -0.46, 0.9), "screen"),  # display
        cylinder((0.2, -0.5, 0.82), (0.3, -0.46, 0.88), "ivory", axis="y"),  # button
    ), names=("air purifier", "air cleaner", "purifier", "air filter", "hepa purifier")),
    family("clothes_iron", (0.28, 0.12, 0.15), "surface", (
        box((-0.5, -0.45, 0.0), (0.2, 0.45, 0.12), "chrome"),  # soleplate
        cone((0.18, -0.45, 0.0), (0.5, 0.45, 0.12), "chrome", taper=0.05, axis="x"),
        soft_box((-0.48, -0.4, 0.1), (0.22, 0.4, 0.55), "accent"),  # body
        cone((0.18, -0.38, 0.1), (0.48, 0.38, 0.5), "accent", taper=0.2, axis="x"),  # nose
        box((-0.44, -0.1, 0.5), (-0.3, 0.1, 0.85), "accent"),  # handle posts
        box((0.1, -0.1, 0.45), (0.24, 0.1, 0.85), "accent"),
        soft_box((-0.44, -0.12, 0.8), (0.26, 0.12, 1.0), "dark_plastic"),  # handle
        cylinder((-0.1, -0.2, 0.52), (0.06, 0.2, 0.6), "dark_plastic"),  # dial
        cylinder((-0.5, -0.06, 0.28), (-0.44, 0.06, 0.4), "cord", axis="x"),  # cord
    ), names=("clothes iron", "steam iron", "electric iron", "laundry iron", "pressing iron"),
        hosts=LAUNDRY),
    family("bathroom_scale", (0.3, 0.3, 0.025), "floor", (
        *(cylinder((x - 0.05, y - 0.05, 0.0), (x + 0.05, y + 0.05, 0.2), "rubber")
          for x in (-0.38, 0.38) for y in (-0.38, 0.38)),  # feet
        soft_box((-0.5, -0.5, 0.15), (0.5, 0.5, 0.7), "ivory"),  # body
        box((-0.48, -0.48, 0.65), (0.48, 0.48, 0.88), "glass"),  # glass top
        box((-0.16, -0.42, 0.85), (0.16, -0.28, 1.0), "screen"),  # display
    ), names=("bathroom scale", "weighing scale", "body scale", "digital scale",
               "personal scale"),
        jitter=0.04),
    # a hair dryer standing on the end of its handle, its barrel level and nozzle forward
    family("hair_dryer", (0.24, 0.09, 0.26), "surface", (
        cylinder((-0.46, -0.42, 0.58), (0.3, 0.42, 0.98), "accent", axis="x"),  # barrel
        cylinder((-0.5, -0.46, 0.56), (-0.42, 0.46, 1.0), "dark_plastic", axis="x"),  # grille
        cone((0.3, -0.3, 0.64), (0.5, 0.3, 0.92), "accent", axis="x", taper=0.7),  # nozzle
        soft_box((-0.2, -0.36, 0.0), (0.06, 0.36, 0.64), "accent"),  # handle
        box((-0.08, -0.38, 0.32), (0.0, 0.38, 0.42), "dark_plastic"),  # its switch
    ), names=("hair dryer", "hairdryer", "blow dryer", "blow-dryer", "hair drier"),
        hosts=("vanity", "dressing_table", "counter", "shelving_unit",
               "luggage_cart", "bar_cart")),
    # --- kitchen ------------------------------------------------------------------------
    family("stand_mixer", (0.36, 0.22, 0.35), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "accent"),  # base
        soft_box((0.14, -0.32, 0.08), (0.5, 0.32, 0.74), "accent"),  # column
        soft_box((-0.44, -0.3, 0.64), (0.5, 0.3, 1.0), "accent"),  # tilting head
        cylinder((-0.5, -0.22, 0.68), (-0.4, 0.22, 0.96), "chrome", axis="x"),  # hub cap
        cylinder((-0.28, -0.26, 0.1), (0.0, 0.26, 0.16), "chrome"),  # bowl
        cylinder((-0.42, -0.4, 0.14), (0.14, 0.4, 0.52), "chrome"),
        box((-0.17, -0.03, 0.5), (-0.11, 0.03, 0.66), "aluminium"),  # beater shaft
        box((0.25, -0.34, 0.8), (0.35, -0.3, 0.84), "chrome"),  # speed lever
    ), names=("stand mixer", "kitchen mixer", "food mixer", "mixer", "baking mixer"),
        hosts=KITCHEN),
    family("wok", (0.55, 0.36, 0.12), "surface", (
        cylinder((-0.263, -0.14, 0.0), (-0.083, 0.14, 0.15), "cooktop"),
        cylinder((-0.373, -0.31, 0.1), (0.027, 0.31, 0.42), "cooktop"),
        cylinder((-0.443, -0.42, 0.3), (0.097, 0.42, 0.55), "cooktop"),
        *ring(32, 0.297, 0.03, 0.45, 1.0, "cooktop", cx=-0.173, ry=0.454, thick_y=0.046,
              shape="cylinder", stagger=0.02),  # flared wall
        cylinder((0.1, -0.05, 0.62), (0.2, 0.05, 0.78), "metal", axis="x"),  # handle socket
        cylinder((0.18, -0.07, 0.6), (0.5, 0.07, 0.8), "wood", axis="x"),  # handle
    ), names=("wok", "stir-fry pan", "stir fry pan", "chinese wok", "wok pan"),
        hosts=("stove", *KITCHEN_FIRST)),
    family("colander", (0.3, 0.24, 0.13), "surface", (
        cylinder((-0.22, -0.28, 0.0), (0.22, 0.28, 0.15), "aluminium"),  # foot ring
        cylinder((-0.28, -0.34, 0.12), (0.28, 0.34, 0.4), "aluminium"),  # bowl
        cylinder((-0.36, -0.45, 0.35), (0.36, 0.45, 0.7), "aluminium"),
        *ring(24, 0.36, 0.06, 0.62, 0.95, "aluminium", ry=0.43, thick_y=0.07,
              shape="cylinder", stagger=0.02),  # rim
        *ring(10, 0.365, 0.025, 0.45, 0.57, "dark_plastic", ry=0.455, thick_y=0.03),  # holes
        *ring(8, 0.285, 0.025, 0.22, 0.32, "dark_plastic", ry=0.345, thick_y=0.03,
              phase=0.3),
        *pair(box((-0.5, -0.1, 0.78), (-0.38, 0.1, 0.88), "aluminium")),  # handles
    ), names=("colander", "strainer", "pasta strainer", "kitchen strainer", "pasta colander"),
        hosts=KITCHEN_FIRST),
    family("kitchen_sponge", (0.1, 0.07, 0.035), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.68), "accent"),  # sponge
        soft_box((-0.49, -0.48, 0.64), (0.49, 0.48, 1.0), "dark_plastic"),  # scourer
    ), names=("kitchen sponge", "sponge", "dish sponge", "scrub sponge", "scouring pad",
              "scourer"), hosts=("counter", "kitchen_island", "sideboard", "wall_shelf")),
    family("decanter", (0.14, 0.14, 0.28), "surface", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.55), "glass", taper=0.3),  # body
        cone((-0.44, -0.44, 0.02), (0.44, 0.44, 0.3), "red", taper=0.6),  # wine
        cylinder((-0.13, -0.13, 0.5), (0.13, 0.13, 0.85), "glass"),  # neck
        cylinder((-0.17, -0.17, 0.82), (0.17, 0.17, 0.87), "glass"),  # lip
        sphere((-0.15, -0.15, 0.85), (0.15, 0.15, 1.0), "glass"),  # stopper
    ), names=("decanter", "wine decanter", "whisky decanter", "whiskey decanter",
              "crystal decanter", "glass decanter"), hosts=BAR),
    family("thermos", (0.08, 0.08, 0.3), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "dark_plastic"),  # foot
        cylinder((-0.48, -0.48, 0.04), (0.48, 0.48, 0.74), "aluminium"),  # flask
        cone((-0.48, -0.48, 0.72), (0.48, 0.48, 0.8), "aluminium", taper=0.8),  # shoulder
        cylinder((-0.42, -0.42, 0.78), (0.42, 0.42, 1.0), "dark_plastic"),  # cup lid
        cylinder((-0.44, -0.44, 0.8), (0.44, 0.44, 0.84), "red"),  # its band
    ), names=("thermos", "thermos flask", "vacuum flask", "insulated bottle",
              "thermos bottle"), hosts=("desk", "counter", "kitchen_island", "dining_table",
                                        "side_table", "shelving_unit")),
    # --- baby things ------------------------------------------------------------------
    family("stroller", _STROLLER, "floor", _stroller(),
           names=("stroller", "pram", "baby stroller", "pushchair", "buggy",
                  "baby carriage"), jitter=0.04),
    family("bassinet", (0.85, 0.5, 0.9), "floor", (
        *(box((x, y, 0.0), (x + 0.05, y + 0.08, 0.52), "wood")
          for x in (-0.45, 0.4) for y in (-0.45, 0.37)),  # legs
        *pair_y(box((-0.45, -0.43, 0.1), (0.45, -0.39, 0.14), "wood")),  # stretchers
        *pair_y(box((-0.48, -0.46, 0.48), (0.48, -0.4, 0.8), "fabric")),  # basket sides
        *pair(box((-0.48, -0.4, 0.48), (-0.42, 0.4, 0.8), "fabric")),
        box((-0.42, -0.4, 0.48), (0.42, 0.4, 0.6), "fabric"),
        soft_box((-0.42, -0.4, 0.58), (0.42, 0.4, 0.66), "bedding"),  # mattress
        soft_box((-0.36, -0.38, 0.64), (0.1, 0.38, 0.7), "accent"),  # blanket
        sphere((0.1, -0.47, 0.6), (0.5, 0.47, 1.0), "fabric"),  # hood
    ), names=("bassinet", "moses basket", "baby bassinet", "cradle", "baby cradle",
              "bedside bassinet"), near=("bed",)),
    # --- music -------------------------------------------------------------------------
    family("microphone_stand", (0.3, 0.3, 1.55), "floor", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.012), "dark_plastic"),  # round base
        cone((-0.2, -0.2, 0.012), (0.2, 0.2, 0.03), "dark_plastic", taper=0.3),
        cylinder((-0.042, -0.042, 0.03), (0.042, 0.042, 0.62), "chrome"),  # pole
        cylinder((-0.07, -0.07, 0.6), (0.07, 0.07, 0.64), "dark_plastic"),  # clutch
        cylinder((-0.03, -0.03, 0.62), (0.03, 0.03, 0.91), "chrome"),
        box((-0.05, -0.08, 0.895), (0.05, 0.02, 0.92), "dark_plastic"),  # clip
        *slant(-0.05, 0.91, -0.3, 0.945, "dark_plastic", n=3, thick=0.1, thick_z=0.03,
               across=(-0.07, 0.07), along="y"),  # the microphone
        sphere((-0.1, -0.5, 0.93), (0.1, -0.3, 0.97), "metal"),  # its grille
    ), names=("microphone stand", "mic stand", "microphone", "standing mic",
              "stage microphone"), jitter=0.04),
    family("desk_microphone", (0.13, 0.13, 0.3), "surface", (  # a microphone put on a table
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "dark_plastic"),  # weighted base
        cylinder((-0.07, -0.07, 0.06), (0.07, 0.07, 0.45), "chrome"),  # post
        box((-0.32, -0.08, 0.42), (0.32, 0.08, 0.48), "dark_plastic"),  # yoke
        *pair(box((-0.32, -0.08, 0.42), (-0.26, 0.08, 0.7), "dark_plastic")),
        cylinder((-0.24, -0.24, 0.46), (0.24, 0.24, 0.86), "dark_plastic"),  # body
        sphere((-0.24, -0.24, 0.76), (0.24, 0.24, 1.0), "metal"),  # grille
    ), names=("desk microphone", "desk mic", "podcast microphone", "podcast mic",
              "broadcast microphone", "usb microphone", "table microphone",
              "studio microphone", "condenser microphone"),
        hosts=DESK, jitter=0.04),
    # --- around the house -------------------------------------------------------------
    family("steel_safe", (0.42, 0.4, 0.5), "floor", (  # not "safe": "a safe, cozy nursery"
        *(cylinder((x - 0.05, y - 0.05, 0.0), (x + 0.05, y + 0.05, 0.05), "dark_plastic")
          for x in (-0.4, 0.4) for y in (-0.35, 0.4)),  # feet
        box((-0.5, -0.45, 0.04), (0.5, 0.5, 1.0), "dark_plastic"),  # body
        box((-0.42, -0.48, 0.1), (0.42, -0.45, 0.92), "dark_plastic"),  # door
        *(cylinder((-0.47, -0.5, z), (-0.41, -0.44, z + 0.12), "chrome")
          for z in (0.2, 0.68)),  # hinges
        cylinder((-0.02, -0.5, 0.58), (0.2, -0.48, 0.78), "chrome", axis="y"),  # dial
        cylinder((0.04, -0.5, 0.4), (0.12, -0.48, 0.48), "chrome", axis="y"),  # handle
        box((0.06, -0.5, 0.42), (0.32, -0.485, 0.46), "chrome"),
        box((-0.15, -0.49, 0.84), (0.15, -0.48, 0.88), "brass"),  # maker's plate
    ), names=("steel safe", "strongbox", "strong box", "money safe", "home safe", "safe box",
              "wall safe", "floor safe"), surface_frac=1.0, jitter=0.05),
    family("ashtray", (0.12, 0.12, 0.035), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.55), "glass"),
        *ring(20, 0.42, 0.08, 0.4, 0.9, "glass"),  # rim
        cylinder((-0.34, -0.34, 0.55), (0.34, 0.34, 0.6), "stone"),  # ash
        cylinder((-0.1, -0.04, 0.72), (0.5, 0.04, 0.92), "paper", axis="x"),  # cigarette
        cylinder((-0.14, -0.035, 0.73), (-0.1, 0.035, 0.91), "red", axis="x"),  # its ember
    ), names=("ashtray", "ash tray", "cigar ashtray", "glass ashtray"),
        hosts=("coffee_table", "side_table", "bar_counter", "poker_table", "cafe_table",
               "desk", "nightstand", "dining_table")),
    family("slippers", (0.28, 0.28, 0.08), "floor", (
        *pair(soft_box((-0.48, -0.5, 0.0), (-0.06, 0.5, 0.25), "rubber")),  # soles
        *pair(soft_box((-0.46, -0.47, 0.2), (-0.08, 0.48, 0.4), "fabric")),  # footbeds
        *pair(cylinder((-0.48, -0.35, 0.0), (-0.06, 0.08, 0.95), "accent", axis="y")),  # uppers
        *pair(sphere((-0.48, -0.5, 0.0), (-0.06, -0.2, 0.95), "accent")),  # round toes
    ), names=("slippers", "slipper", "pair of slippers", "house slippers",
              "bedroom slippers", "fluffy slippers"), near=("bed",), jitter=0.1),
    family("bookends", (0.36, 0.16, 0.22), "surface", _bookends(),
           names=("bookends", "bookend", "pair of bookends", "book ends", "set of bookends"),
           hosts=("desk", "wall_shelf", "bookshelf", "shelving_unit", "sideboard", "dresser",
                  "open_shelf", "side_table")),
    family("hourglass", (0.1, 0.1, 0.2), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.07), "wood"),  # bottom
        cylinder((-0.5, -0.5, 0.93), (0.5, 0.5, 1.0), "wood"),  # top
        *ring(3, 0.4, 0.05, 0.07, 0.93, "wood", shape="cylinder", phase=0.5),  # posts
        sphere((-0.3, -0.3, 0.07), (0.3, 0.3, 0.52), "glass"),  # bulbs
        sphere((-0.3, -0.3, 0.48), (0.3, 0.3, 0.93), "glass"),
        cone((-0.22, -0.22, 0.16), (0.22, 0.22, 0.3), "food", taper=0.15),  # sand
        cylinder((-0.2, -0.2, 0.6), (0.2, 0.2, 0.7), "food"),
        cylinder((-0.02, -0.02, 0.29), (0.02, 0.02, 0.6), "food"),  # falling grains
    ), names=("hourglass", "sand timer", "sandglass", "egg timer", "hour glass"),
        hosts=(*DESK, "bookshelf")),
    family("terrarium", (0.22, 0.22, 0.28), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "brass"),  # base tray
        box((-0.47, -0.47, 0.05), (0.47, 0.47, 0.97), "glass"),
        *(box((x, y, 0.05), (x + 0.04, y + 0.04, 1.0), "brass")
          for x in (-0.5, 0.46) for y in (-0.5, 0.46)),  # frame
        *pair_y(box((-0.5, -0.5, 0.96), (0.5, -0.46, 1.0), "brass")),
        *pair(box((-0.5, -0.46, 0.96), (-0.46, 0.46, 1.0), "brass")),
        box((-0.45, -0.45, 0.05), (0.45, 0.45, 0.12), "stone"),  # pebbles
        box((-0.45, -0.45, 0.12), (0.45, 0.45, 0.24), "soil"),
        sphere((-0.44, -0.44, 0.16), (0.2, 0.3, 0.34), "foliage"),  # moss
        cone((0.02, -0.05, 0.22), (0.4, 0.35, 0.7), "foliage"),  # a little fern
        sphere((-0.3, 0.05, 0.22), (-0.04, 0.35, 0.4), "foliage"),
        *(sphere((x, y, 0.22), (x + 0.1, y + 0.1, 0.28), "stone")
          for x, y in ((0.1, -0.4), (0.26, -0.32))),  # stones
    ), names=("terrarium", "glass terrarium", "plant terrarium", "moss terrarium",
              "succulent terrarium"), hosts=(*LIVING, "bookshelf")),
    family("bar_cart", _BAR_CART, "floor", _bar_cart(), contents=_bar_cart_load(),
           names=("bar cart", "drinks trolley", "drinks cart", "serving cart", "tea trolley",
                  "bar trolley", "cocktail cart", "kitchen cart", "kitchen trolley",
                  "utility cart"), surface_frac=0.73, shelves=(0.23,),
           jitter=0.04),
    # --- seasonal and party decor -------------------------------------------------------
    family("wall_calendar", (0.3, 0.012, 0.45), "wall_mounted", _calendar(),
           names=("wall calendar", "calendar", "hanging calendar", "monthly calendar",
                  "wall planner"), mount_centre=1.45),
    family("wreath", (0.5, 0.1, 0.5), "wall_mounted", (
        *loop(14, 0.4, 0.4, 0.0, 0.5, 0.1, 0.1, -0.3, 0.5, "foliage"),
        *loop(12, 0.3, 0.3, 0.0, 0.5, 0.09, 0.09, -0.5, 0.4, "foliage"),
        *loop(7, 0.35, 0.35, 0.0, 0.52, 0.03, 0.03, -0.5, -0.3, "red"),  # berries
        *(sphere((x - 0.05, -0.45, z - 0.06), (x + 0.05, -0.2, z + 0.06), "wood")
          for x, z in ((-0.3, 0.78), (0.34, 0.62), (-0.2, 0.22))),  # pine cones
        sphere((-0.2, -0.5, 0.02), (0.0, -0.2, 0.18), "red"),  # bow
        sphere((0.0, -0.5, 0.02), (0.2, -0.2, 0.18), "red"),
        sphere((-0.05, -0.5, 0.05), (0.05, -0.25, 0.15), "red"),
    ), names=("wreath", "christmas wreath", "door wreath", "holiday wreath",
              "floral wreath"), mount_centre=1.5),
    family("pumpkin", (0.3, 0.3, 0.26), "surface", (
        sphere((-0.36, -0.36, 0.04), (0.36, 0.36, 0.86), "fruit"),
        *ring(8, 0.22, 0.28, 0.0, 0.82, "fruit"),  # ribs
        cylinder((-0.05, -0.05, 0.75), (0.05, 0.05, 1.0), "wood"),  # stem
        sphere((0.02, -0.04, 0.8), (0.24, 0.1, 0.86), "foliage"),  # a leaf
    ), names=("pumpkin", "gourd", "squash", "halloween pumpkin", "decorative pumpkin"),
        hosts=("dining_table", "kitchen_island", "counter", "coffee_table", "sideboard",
               "side_table", "bench")),
    family("balloons", (0.7, 0.7, 1.8), "floor", _balloons(),
           names=("balloons", "balloon", "bunch of balloons", "balloon bunch",
                  "party balloons", "helium balloons", "balloon bouquet"), jitter=0.05),
    # --- pets ---------------------------------------------------------------------------
    family("cat_tree", (0.6, 0.5, 1.4), "floor", _cat_tree(),
           names=("cat tree", "cat tower", "cat condo", "cat scratching post",
                  "scratching post", "cat climbing tree"), jitter=0.05),
    family("litter_box", (0.55, 0.42, 0.2), "floor", (
        box((-0.46, -0.44, 0.0), (0.46, 0.44, 0.08), "ivory"),  # floor of the tray
        *pair_y(box((-0.5, -0.5, 0.0), (0.5, -0.44, 1.0), "ivory")),  # walls
        *pair(box((-0.5, -0.44, 0.0), (-0.46, 0.44, 1.0), "ivory")),
        box((-0.46, -0.44, 0.08), (0.46, 0.44, 0.5), "stone"),  # litter
    ), contents=(
        box((-0.25, -0.26, 0.5), (0.02, -0.04, 0.6), "dark_plastic"),  # a scoop
        box((0.0, -0.2, 0.5), (0.38, -0.1, 0.56), "dark_plastic"),
    ), names=("litter box", "litter tray", "cat litter box", "cat litter tray",
              "kitty litter box"), interior=0.5, rim=0.07),
))
