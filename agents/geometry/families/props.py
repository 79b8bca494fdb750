"""Small and medium props that room prompts name: tools, utensils, food, stationery, luggage,
clothing, lab glass, cleaning things, bins and a few keepsakes.

Most stand on a table, counter or shelf ("surface"); flat things (tools, cutlery-like
utensils, stationery) lie with their length along x or y. Shoes and boots lie side-on, toe
towards +x, so a pair reads from the front.
"""

from __future__ import annotations

import math

from agents.geometry.families._shapes import loop, ring, slant, soft_last
from agents.geometry.families._tidy import pair
from agents.geometry.families.base import Family, family, hosts_of
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

DESK = ("desk", "school_desk", "teachers_desk", "standing_desk", "side_table", "nightstand",
        "coffee_table", "dining_table", "shelving_unit", "wall_shelf")
TOOLS = ("workbench", "tool_chest", "counter", "shelving_unit", "desk", "kitchen_island")
KITCHEN = ("counter", "kitchen_island", "dining_table", "stove", "sideboard", "wall_shelf",
           "shelving_unit")
FOOD = ("counter", "kitchen_island", "dining_table", "cafe_table", "display_counter",
        "display_table", "coffee_table", "sideboard")
LIVING = ("coffee_table", "side_table", "nightstand", "sideboard", "dresser", "desk",
          "tv_stand", "shelving_unit", "wall_shelf")
BATH = ("vanity", "counter", "shelving_unit", "wall_shelf", "dresser", "nightstand")
LAB = ("lab_bench", "workbench", "counter", "desk", "display_table", "shelving_unit",
       "kitchen_island", "side_table")
DISPLAY = ("display_table", "plinth", "display_counter", "shelving_unit", "wall_shelf",
           "sideboard", "side_table", "dresser", "desk")
SEATS = ("sofa", "bed", "bench", "ottoman", "piano_bench", "sectional_sofa", "futon", "daybed",
         "chaise_longue")
MEDICAL = ("counter", "desk", "side_table", "shelving_unit", "lab_bench", "workbench",
           "vanity", "reception_desk")


def _r(v: float) -> float:
    return round(v, 5)


def _strip(x0: float, y0: float, x1: float, y1: float, z0: float, z1: float, slot: str, *,
           n: int = 4, thick: float = 0.06, thick_y: float | None = None) -> tuple[Part, ...]:
    """A straight flat bar from (x0, y0) to (x1, y1), lying between z0 and z1, as `n`
    overlapping boxes that step along it (a plier's handle, a scissor blade)."""
    ty = thick if thick_y is None else thick_y
    parts = []
    for i in range(n):
        a, b = i / n, (i + 1) / n
        xa, xb = x0 + (x1 - x0) * a, x0 + (x1 - x0) * b
        ya, yb = y0 + (y1 - y0) * a, y0 + (y1 - y0) * b
        top = z1 - 0.03 * (z1 - z0) * (i % 2)  # no two overlapping tops level
        parts.append(box((_r(max(-0.5, min(xa, xb) - thick / 2)),
                          _r(max(-0.5, min(ya, yb) - ty / 2)), z0),
                         (_r(min(0.5, max(xa, xb) + thick / 2)),
                          _r(min(0.5, max(ya, yb) + ty / 2)), _r(top)), slot))
    return tuple(parts)


def _cage(stations: tuple[tuple[float, float, float], ...], n: int, thick: float,
          slot: str) -> tuple[Part, ...]:
    """The wires of a whisk lying along y: at each station (y0, y1, radius) a bead per wire
    on a circle around the axis (x = 0, z = 0.5), stretched along y."""
    parts = []
    for y0, y1, rad in stations:
        for i in range(n):
            a = 2 * math.pi * i / n + math.pi / n
            x, z = rad * math.cos(a), 0.5 + rad * math.sin(a)
            parts.append(sphere((_r(x - thick), y0, _r(z - thick)),
                                (_r(x + thick), y1, _r(z + thick)), slot))
    return tuple(parts)


def _mirror_x(part: Part) -> Part:
    """The part reflected across x = 0."""
    return part.model_copy(update={"lo": (_r(-part.hi[0]), part.lo[1], part.lo[2]),
                                   "hi": (_r(-part.lo[0]), part.hi[1], part.hi[2])})


def _pair(part: Part) -> tuple[Part, Part]:
    return part, _mirror_x(part)


def _stack_of(layers: tuple[tuple[float, float, float, float, str], ...],
              top: float = 1.0) -> tuple[Part, ...]:
    """Flat things stacked one on another up to `top`: (x offset, y offset, width frac, depth
    frac, slot) per layer, from the bottom, each an equal share of the height."""
    n = len(layers)
    parts = []
    for k, (ox, oy, fw, fd, slot) in enumerate(layers):
        parts.append(box((_r(ox - fw / 2), _r(oy - fd / 2), _r(top * k / n)),
                         (_r(ox + fw / 2), _r(oy + fd / 2), _r(top * (k + 1) / n)), slot))
    return tuple(parts)


FAMILIES: tuple[Family, ...] = soft_last((
    # --- reading matter -------------------------------------------------------------
    family("book", (0.17, 0.24, 0.035), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.12), "accent"),  # back cover
        box((-0.46, -0.47, 0.12), (0.47, 0.47, 0.88), "paper"),  # pages
        box((-0.5, -0.5, 0.88), (0.5, 0.5, 1.0), "accent"),  # front cover
        box((-0.5, -0.5, 0.12), (-0.46, 0.5, 0.88), "accent"),  # spine
    ), names=("book", "hardcover", "hardback", "paperback", "novel", "hardcover book",
              "paperback book", "textbook", "volume", "cookbook", "songbook", "storybook",
              "guidebook", "new release", "bestseller", "best seller"),
        hosts=("bookshelf", "coffee_table", "side_table", "nightstand", "desk", "dresser",
               "sideboard", "open_shelf", "dining_table"), jitter=0.12, stacks=True),
    family("magazine", (0.21, 0.28, 0.008), "surface", (
        box((-0.48, -0.48, 0.0), (0.48, 0.48, 0.9), "paper"),  # pages
        box((-0.5, -0.5, 0.85), (0.5, 0.5, 0.96), "accent"),  # cover
        box((-0.42, -0.32, 0.93), (0.42, 0.42, 1.0), "canvas"),  # cover photo
        box((-0.42, -0.46, 0.93), (0.42, -0.36, 1.0), "red"),  # masthead
    ), names=("magazine", "glossy magazine", "fashion magazine", "comic book", "comic",
              "periodical", "brochure", "pamphlet", "leaflet", "flyer", "catalogue",
              "catalog"), hosts=LIVING, jitter=0.1, stacks=True),
    family("magazine_stack", (0.24, 0.31, 0.07), "surface", (
        *_stack_of(((-0.03, 0.02, 0.9, 0.9, "paper"), (0.04, -0.03, 0.88, 0.92, "accent"),
                    (-0.02, 0.04, 0.9, 0.9, "red"), (0.03, 0.0, 0.92, 0.9, "paper"),
                    (-0.04, -0.04, 0.88, 0.9, "canvas"), (0.01, 0.03, 0.9, 0.92, "accent")),
                  top=0.94),
        box((-0.3, -0.3, 0.9), (0.36, 0.42, 1.0), "ivory"),  # top cover's photo
        box((-0.3, -0.4, 0.9), (0.36, -0.34, 1.0), "red"),  # its masthead
    ), names=("magazine stack", "magazine pile"),
        hosts=LIVING),
    family("newspaper", (0.3, 0.4, 0.012), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.44, 0.82), "paper"),
        cylinder((-0.5, 0.36, 0.0), (0.5, 0.5, 0.86), "paper", axis="x"),  # the fold
        box((-0.44, -0.46, 0.78), (0.44, -0.34, 1.0), "dark_plastic"),  # headline
        box((-0.44, -0.28, 0.78), (0.02, 0.14, 0.92), "canvas"),  # photo
        *(box((0.08, y, 0.78), (0.44, y + 0.035, 0.88), "dark_plastic")
          for y in (-0.28, -0.2, -0.12, -0.04, 0.04, 0.12)),  # columns of text
        *(box((-0.44, y, 0.78), (0.44, y + 0.035, 0.88), "dark_plastic")
          for y in (0.2, 0.27)),
    ), names=("newspaper", "folded newspaper", "daily paper", "broadsheet", "tabloid"),
        hosts=LIVING, jitter=0.08),
    # --- hand tools -----------------------------------------------------------------
    family("hammer", (0.32, 0.12, 0.035), "surface", (
        soft_box((-0.48, -0.12, 0.05), (0.34, 0.12, 0.75), "wood"),  # handle
        soft_box((-0.5, -0.15, 0.02), (-0.12, 0.15, 0.8), "rubber"),  # grip
        cylinder((0.28, -0.5, 0.0), (0.48, -0.3, 0.95), "metal", axis="y"),  # striking face
        box((0.3, -0.34, 0.08), (0.46, 0.14, 0.88), "metal"),  # head
        box((0.31, 0.1, 0.15), (0.44, 0.32, 0.8), "metal"),  # claw
        box((0.24, 0.28, 0.22), (0.38, 0.5, 0.72), "metal"),
    ), names=("hammer", "claw hammer", "mallet", "carpenter's hammer"), hosts=TOOLS),
    family("screwdriver", (0.2, 0.032, 0.032), "surface", (
        cylinder((-0.5, -0.44, 0.06), (-0.08, 0.44, 0.94), "red", axis="x"),  # handle
        cylinder((-0.44, -0.5, 0.0), (-0.36, 0.5, 1.0), "rubber", axis="x"),  # grip rings
        cylinder((-0.24, -0.5, 0.0), (-0.16, 0.5, 1.0), "rubber", axis="x"),
        cylinder((-0.11, -0.26, 0.24), (-0.03, 0.26, 0.76), "chrome", axis="x"),  # ferrule
        cylinder((-0.05, -0.12, 0.38), (0.45, 0.12, 0.62), "chrome", axis="x"),  # shaft
        box((0.43, -0.05, 0.33), (0.5, 0.05, 0.67), "chrome"),  # blade tip
    ), names=("screwdriver", "screw driver", "phillips screwdriver", "flathead screwdriver",
              "screwdriver set"), hosts=TOOLS),
    family("wrench", (0.22, 0.07, 0.012), "surface", (
        soft_box((-0.3, -0.14, 0.1), (0.3, 0.14, 0.9), "chrome"),  # handle
        *ring(10, 0.1, 0.04, 0.0, 1.0, "chrome", cx=-0.36, ry=0.3, thick_y=0.12,
              shape="cylinder"),  # ring end
        box((0.26, -0.5, 0.0), (0.5, -0.18, 1.0), "chrome"),  # open jaws
        box((0.26, 0.18, 0.0), (0.5, 0.5, 1.0), "chrome"),
        box((0.22, -0.3, 0.05), (0.32, 0.3, 0.95), "chrome"),
    ), names=("wrench", "spanner", "adjustable wrench", "monkey wrench", "pipe wrench",
              "open-end wrench"), hosts=TOOLS),
    family("power_drill", (0.26, 0.08, 0.24), "surface", (
        soft_box((-0.42, -0.5, 0.0), (0.12, 0.5, 0.18), "dark_plastic"),  # battery
        soft_box((-0.3, -0.34, 0.14), (-0.02, 0.34, 0.7), "accent"),  # grip
        soft_box((-0.36, -0.3, 0.2), (-0.24, 0.3, 0.62), "rubber"),  # grip's back
        cylinder((-0.46, -0.45, 0.6), (0.24, 0.45, 1.0), "accent", axis="x"),  # motor body
        cone((0.22, -0.3, 0.66), (0.42, 0.3, 0.94), "dark_plastic", taper=0.6, axis="x"),
        cylinder((0.4, -0.07, 0.76), (0.5, 0.07, 0.84), "chrome", axis="x"),  # bit
        box((-0.03, -0.14, 0.48), (0.06, 0.14, 0.6), "dark_plastic"),  # trigger
        box((-0.4, -0.47, 0.72), (-0.2, 0.47, 0.88), "dark_plastic"),  # vents band
    ), names=("power drill", "drill", "cordless drill", "electric drill", "hand drill",
              "drill driver"), hosts=TOOLS),
    family("tape_measure", (0.075, 0.045, 0.075), "surface", (
        soft_box((-0.5, -0.44, 0.0), (0.4, 0.44, 0.96), "accent"),  # case
        cylinder((-0.4, -0.5, 0.1), (0.3, -0.4, 0.86), "dark_plastic", axis="y"),
        cylinder((-0.4, 0.4, 0.1), (0.3, 0.5, 0.86), "dark_plastic", axis="y"),
        box((0.35, -0.3, 0.01), (0.48, 0.3, 0.1), "brass"),  # the tape
        box((0.46, -0.34, 0.0), (0.5, 0.34, 0.22), "chrome"),  # its hook
        box((-0.1, -0.16, 0.9), (0.2, 0.16, 1.0), "dark_plastic"),  # lock button
    ), names=("tape measure", "measuring tape", "measure tape", "retractable tape measure"),
        hosts=TOOLS),
    family("pliers", (0.06, 0.19, 0.016), "surface", (
        *_strip(-0.1, 0.02, -0.34, -0.48, 0.0, 0.8, "red", n=7, thick=0.26, thick_y=0.04),
        *_strip(0.1, 0.02, 0.34, -0.48, 0.0, 0.8, "red", n=7, thick=0.26, thick_y=0.04),
        cylinder((-0.22, -0.02, 0.05), (0.22, 0.12, 1.0), "chrome"),  # pivot
        cone((-0.24, 0.06, 0.1), (0.24, 0.5, 0.9), "chrome", taper=0.25, axis="y"),  # jaws
    ), names=("pliers", "pair of pliers", "needle-nose pliers", "wire cutters", "pincers"),
        hosts=TOOLS),
    family("fire_extinguisher", (0.2, 0.16, 0.58), "wall", (
        cylinder((-0.45, -0.47, 0.0), (0.3, 0.47, 0.78), "red"),  # cylinder
        sphere((-0.45, -0.47, 0.68), (0.3, 0.47, 0.88), "red"),  # shoulder
        cylinder((-0.46, -0.48, 0.3), (0.31, 0.48, 0.56), "paper"),  # label
        cylinder((-0.15, -0.12, 0.84), (0.0, 0.12, 0.92), "chrome"),  # neck
        box((-0.2, -0.09, 0.9), (0.08, 0.09, 0.95), "dark_plastic"),  # valve
        box((-0.22, -0.07, 0.93), (0.28, 0.07, 0.96), "dark_plastic"),  # carry handle
        box((-0.16, -0.06, 0.96), (0.3, 0.06, 1.0), "chrome"),  # lever
        cylinder((0.02, -0.05, 0.86), (0.42, 0.05, 0.9), "dark_plastic", axis="x"),  # hose
        cylinder((0.33, -0.05, 0.3), (0.43, 0.05, 0.89), "dark_plastic"),
        cone((0.31, -0.07, 0.2), (0.45, 0.07, 0.31), "dark_plastic", taper=0.6),  # nozzle
    ), names=("fire extinguisher", "extinguisher", "fire-extinguisher", "co2 extinguisher",
              "foam extinguisher"), jitter=0.04),
    # --- kitchen utensils -----------------------------------------------------------
    family("spatula", (0.085, 0.32, 0.02), "surface", (
        soft_box((-0.18, -0.5, 0.0), (0.18, 0.02, 0.9), "dark_plastic"),  # handle
        cylinder((-0.07, -0.45, 0.85), (0.07, -0.36, 0.95), "chrome"),  # hanging hole rim
        box((-0.09, -0.02, 0.1), (0.09, 0.24, 0.5), "chrome"),  # neck
        box((-0.5, 0.2, 0.0), (0.5, 0.5, 0.3), "chrome"),  # blade
        *(box((x, 0.26, 0.25), (x + 0.08, 0.45, 0.35), "dark_plastic")
          for x in (-0.3, -0.04, 0.22)),  # slots
    ), names=("spatula", "turner", "fish slice", "pancake turner", "egg flip",
              "kitchen spatula"), hosts=KITCHEN),
    family("whisk", (0.07, 0.28, 0.07), "surface", (
        cylinder((-0.15, -0.5, 0.35), (0.15, -0.04, 0.65), "chrome", axis="y"),  # handle
        cylinder((-0.2, -0.5, 0.3), (0.2, -0.44, 0.7), "chrome", axis="y"),  # end cap
        *_cage(((-0.08, 0.12, 0.16), (0.06, 0.3, 0.34), (0.24, 0.44, 0.42),
                (0.38, 0.5, 0.26)), 6, 0.05, "chrome"),
        sphere((-0.12, 0.44, 0.38), (0.12, 0.5, 0.62), "chrome"),  # the tip
    ), names=("whisk", "balloon whisk", "egg whisk", "wire whisk", "egg beater"),
        hosts=KITCHEN),
    family("tongs", (0.05, 0.3, 0.03), "surface", (
        cylinder((-0.36, -0.5, 0.0), (0.36, -0.4, 0.7), "chrome"),  # hinge
        *_strip(-0.2, -0.45, -0.4, 0.42, 0.0, 0.5, "chrome", n=4, thick=0.2, thick_y=0.03),
        *_strip(0.2, -0.45, 0.4, 0.42, 0.0, 0.5, "chrome", n=4, thick=0.2, thick_y=0.03),
        *_strip(-0.22, -0.38, -0.3, -0.02, 0.0, 0.62, "red", n=2, thick=0.26, thick_y=0.03),
        *_strip(0.22, -0.38, 0.3, -0.02, 0.0, 0.62, "red", n=2, thick=0.26, thick_y=0.03),
        box((-0.5, 0.36, 0.0), (-0.26, 0.5, 1.0), "chrome"),  # scalloped ends
        box((0.26, 0.36, 0.0), (0.5, 0.5, 1.0), "chrome"),
    ), names=("tongs", "kitchen tongs", "salad tongs", "serving tongs", "bbq tongs",
              "cooking tongs"), hosts=KITCHEN),
    family("ladle", (0.1, 0.33, 0.09), "surface", (
        sphere((-0.5, 0.2, 0.0), (0.5, 0.5, 0.5), "chrome"),  # bowl
        *ring(16, 0.45, 0.05, 0.2, 0.36, "chrome", cy=0.35, ry=0.13, thick_y=0.02),  # rim
        *slant(0.26, 0.3, -0.44, 0.9, "chrome", n=6, thick=0.05, thick_z=0.1,
               across=(-0.07, 0.07), along="y"),  # handle
        box((-0.08, -0.5, 0.62), (0.08, -0.44, 0.94), "chrome"),  # hook
    ), names=("ladle", "soup ladle", "serving ladle", "kitchen ladle"), hosts=KITCHEN),
    family("rolling_pin", (0.44, 0.065, 0.065), "surface", (
        cylinder((-0.32, -0.5, 0.0), (0.32, 0.5, 1.0), "wood", axis="x"),
        cylinder((-0.5, -0.22, 0.28), (-0.3, 0.22, 0.72), "wood_alt", axis="x"),  # handles
        cylinder((0.3, -0.22, 0.28), (0.5, 0.22, 0.72), "wood_alt", axis="x"),
    ), names=("rolling pin", "pastry roller", "dough roller", "baking pin"), hosts=KITCHEN),
    family("oven_mitt", (0.18, 0.3, 0.035), "surface", (
        soft_box((-0.5, -0.22, 0.0), (0.14, 0.3, 0.95), "red"),  # hand
        sphere((-0.5, 0.1, 0.0), (0.14, 0.5, 1.0), "red"),  # finger end
        soft_box((0.0, -0.2, 0.05), (0.3, 0.02, 0.85), "red"),  # thumb's root
        soft_box((0.2, -0.14, 0.05), (0.46, 0.2, 0.85), "red"),  # thumb
        sphere((0.28, 0.06, 0.05), (0.5, 0.28, 0.85), "red"),
        soft_box((-0.48, -0.5, 0.05), (0.12, -0.18, 0.9), "ivory"),  # cuff
        box((-0.22, -0.5, 0.3), (-0.14, -0.45, 0.6), "ivory"),  # hanging loop
        *(box((-0.44, y, 0.92), (0.08, y + 0.015, 1.0), "ivory")
          for y in (-0.08, 0.06, 0.2)),  # quilting
    ), names=("oven mitt", "oven glove", "pot holder", "potholder", "oven mitten",
              "kitchen glove"), hosts=KITCHEN),
    # --- food -------------------------------------------------------------------------
    family("bread_roll", (0.09, 0.08, 0.06), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "food"),  # the roll
        box((-0.3, -0.04, 0.9), (0.3, 0.04, 1.0), "ivory"),  # its scored top
    ), names=("bread roll", "dinner roll", "roll", "bun", "bread bun", "brioche bun",
              "bagel"), hosts=FOOD, jitter=0.12, stacks=True),
    family("lollipop", (0.07, 0.02, 0.18), "surface", (
        cylinder((-0.5, -0.42, 0.6), (0.5, 0.42, 1.0), "red", axis="y"),  # the swirl
        cylinder((-0.3, -0.5, 0.68), (0.3, -0.42, 0.92), "ivory", axis="y"),
        cylinder((-0.06, -0.25, 0.0), (0.06, 0.25, 0.62), "paper"),  # stick
    ), names=("lollipop", "lolly", "sucker", "swirl lollipop", "candy stick"), hosts=FOOD,
        jitter=0.1),
    # a steel urn or a juice dispenser on a buffet: its body, a tap, the drip tray
    family("beverage_dispenser", (0.3, 0.3, 0.5), "surface", (
        cylinder((-0.4, -0.4, 0.0), (0.4, 0.4, 0.06), "metal"),  # base
        cylinder((-0.46, -0.46, 0.06), (0.46, 0.46, 0.88), "chrome"),  # the urn
        cylinder((-0.3, -0.3, 0.88), (0.3, 0.3, 0.96), "chrome"),  # lid
        sphere((-0.08, -0.08, 0.94), (0.08, 0.08, 1.0), "dark_plastic"),  # its knob
        box((-0.06, -0.5, 0.16), (0.06, -0.46, 0.24), "dark_plastic"),  # tap
        box((-0.14, -0.5, 0.0), (0.14, -0.4, 0.06), "metal"),  # drip tray
    ), names=("coffee urn", "tea urn", "hot water urn", "juice dispenser", "drink dispenser",
              "beverage dispenser", "drinks dispenser", "cereal dispenser"),
        hosts=("counter", "dining_table", "sideboard", "kitchen_island", "bar_counter"),
        jitter=0.08),
    family("croissant", (0.14, 0.1, 0.05), "surface", (
        sphere((-0.2, -0.5, 0.0), (0.2, 0.1, 1.0), "food"),  # the fat middle
        *_pair(sphere((0.08, -0.42, 0.0), (0.36, 0.12, 0.78), "food")),
        *_pair(sphere((0.25, -0.16, 0.0), (0.47, 0.28, 0.56), "food")),
        *_pair(sphere((0.33, 0.2, 0.0), (0.45, 0.5, 0.32), "food")),  # the horns
    ), names=("croissant", "pastry", "danish", "pain au chocolat", "crescent roll",
              "danish pastry"), hosts=FOOD, jitter=0.1),
    family("donut", (0.09, 0.09, 0.035), "surface", (
        *ring(10, 0.3, 0.2, 0.0, 0.8, "food"),  # the dough
        *ring(10, 0.3, 0.17, 0.3, 1.0, "ceramic_accent"),  # icing
        *(sphere((x, y, 0.9), (x + 0.06, y + 0.06, 1.0), c)
          for x, y, c in ((-0.3, 0.05, "ivory"), (0.2, 0.2, "accent"), (0.05, -0.35, "ivory"),
                          (0.25, -0.15, "accent"), (-0.2, -0.25, "ivory"))),  # sprinkles
    ), names=("donut", "doughnut", "glazed donut", "ring donut", "frosted donut"),
        hosts=FOOD, jitter=0.1),
    family("cupcake", (0.07, 0.07, 0.09), "surface", (
        cylinder((-0.36, -0.36, 0.0), (0.36, 0.36, 0.45), "accent"),  # liner
        *ring(12, 0.36, 0.05, 0.0, 0.45, "accent", shape="cylinder"),  # its pleats
        sphere((-0.47, -0.47, 0.33), (0.47, 0.47, 0.63), "food"),  # muffin top
        sphere((-0.4, -0.4, 0.5), (0.4, 0.4, 0.72), "ivory"),  # frosting swirl
        sphere((-0.3, -0.3, 0.62), (0.3, 0.3, 0.82), "ivory"),
        sphere((-0.18, -0.18, 0.74), (0.18, 0.18, 0.9), "ivory"),
        sphere((-0.1, -0.1, 0.86), (0.1, 0.1, 1.0), "red"),  # cherry
    ), names=("cupcake", "cup cake", "muffin", "fairy cake", "frosted cupcake"),
        hosts=FOOD, jitter=0.1),
    family("potato_sack", (0.45, 0.35, 0.6), "floor", (
        cylinder((-0.44, -0.26, 0.0), (0.44, 0.46, 0.4), "canvas"),  # flat-bottomed sack
        sphere((-0.5, -0.3, 0.0), (0.5, 0.5, 0.86), "canvas"),  # its belly
        *ring(14, 0.3, 0.08, 0.7, 0.84, "canvas", cy=0.1, ry=0.24, thick_y=0.07),  # mouth
        sphere((-0.24, -0.06, 0.76), (0.0, 0.2, 0.96), "food"),  # potatoes in the mouth
        sphere((0.0, -0.04, 0.78), (0.24, 0.22, 1.0), "food"),
        sphere((-0.12, 0.1, 0.77), (0.14, 0.32, 0.97), "food"),
        sphere((-0.32, -0.5, 0.0), (-0.08, -0.3, 0.14), "food"),  # spilled
        sphere((0.06, -0.49, 0.0), (0.28, -0.31, 0.13), "food"),
    ), names=("sack of potatoes", "potato sack", "burlap sack", "sack", "flour sack",
              "gunny sack", "grain sack", "hessian sack"), jitter=0.08),
    family("potato_pile", (0.22, 0.18, 0.07), "surface", (
        sphere((-0.5, -0.5, 0.0), (-0.05, 0.0, 0.7), "food"),
        sphere((0.0, -0.45, 0.0), (0.5, 0.05, 0.75), "food"),
        sphere((-0.45, 0.0, 0.0), (0.0, 0.5, 0.65), "food"),
        sphere((0.05, 0.05, 0.0), (0.45, 0.5, 0.7), "food"),
        sphere((-0.25, -0.25, 0.4), (0.25, 0.25, 1.0), "food"),
    ), names=("potato", "pile of potatoes", "spud", "root vegetable", "bunch of potatoes"),
        hosts=FOOD, jitter=0.1),
    family("apple", (0.08, 0.08, 0.09), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.9), "red"),
        cylinder((-0.04, -0.04, 0.8), (0.04, 0.04, 1.0), "wood"),  # stalk
        soft_box((0.03, -0.08, 0.86), (0.32, 0.1, 0.93), "foliage"),  # leaf
    ), names=("apple", "red apple", "green apple", "pear", "peach"), hosts=FOOD, jitter=0.1),
    family("citrus", (0.075, 0.075, 0.07), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.94), "fruit"),
        sphere((-0.08, -0.08, 0.88), (0.08, 0.08, 1.0), "foliage"),  # the stem's button
    ), names=("orange", "tangerine", "mandarin", "clementine", "lemon", "lime", "grapefruit",
              "fruit", "piece of fruit", "citrus fruit"), hosts=FOOD, jitter=0.12),
    family("banana_bunch", (0.22, 0.14, 0.07), "surface", (
        *(part for y in (-0.375, -0.125, 0.125, 0.375) for part in (
            sphere((-0.46, y - 0.12, 0.25), (-0.1, y + 0.12, 0.85), "food"),
            sphere((-0.2, y - 0.125, 0.0), (0.22, y + 0.125, 0.7), "food"),
            sphere((0.1, y - 0.12, 0.15), (0.44, y + 0.12, 0.75), "food"),
            sphere((0.4, y - 0.05, 0.45), (0.5, y + 0.05, 0.65), "wood"),  # dark tip
        )),
        box((-0.5, -0.3, 0.5), (-0.38, 0.3, 1.0), "wood"),  # crown
    ), names=("banana", "banana bunch", "bunch of bananas"), hosts=FOOD,
        jitter=0.1),
    family("cereal_box", (0.19, 0.07, 0.28), "surface", (
        box((-0.5, -0.44, 0.0), (0.5, 0.5, 1.0), "red"),
        box((-0.44, -0.48, 0.06), (0.44, -0.43, 0.72), "ivory"),  # front panel
        box((-0.44, -0.48, 0.76), (0.44, -0.43, 0.94), "accent"),  # title
        cylinder((-0.32, -0.5, 0.1), (0.32, -0.47, 0.42), "ceramic", axis="y"),  # a bowl
        cylinder((-0.22, -0.5, 0.42), (0.22, -0.47, 0.58), "food", axis="y"),  # cereal
    ), names=("cereal box", "box of cereal", "cereal", "cracker box", "food package"),
        hosts=KITCHEN),
    family("food_container", (0.18, 0.13, 0.08), "surface", (
        soft_box((-0.46, -0.46, 0.0), (0.46, 0.46, 0.8), "glass"),  # tub
        box((-0.4, -0.4, 0.04), (0.4, 0.4, 0.5), "food"),  # leftovers
        soft_box((-0.48, -0.48, 0.75), (0.48, 0.48, 1.0), "accent"),  # lid
        box((-0.2, -0.5, 0.55), (0.2, -0.46, 0.92), "accent"),  # clips
        box((-0.2, 0.46, 0.55), (0.2, 0.5, 0.92), "accent"),
    ), names=("food container", "tupperware", "lunch box", "lunchbox",
              "food storage container", "leftovers container", "meal prep container"),
        hosts=(*KITCHEN, "desk")),
    # --- medicine and the bathroom ------------------------------------------------------
    family("pill_bottle", (0.045, 0.045, 0.085), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.78), "fruit"),  # amber bottle
        cylinder((-0.48, -0.48, 0.14), (0.48, 0.48, 0.6), "paper"),  # label
        cylinder((-0.5, -0.5, 0.76), (0.5, 0.5, 1.0), "ivory"),  # child-proof cap
    ), names=("pill bottle", "medicine bottle", "prescription bottle", "vitamin bottle",
              "bottle of pills", "medication bottle", "medicine"), hosts=hosts_of(BATH, MEDICAL)),
    family("cream_tube", (0.05, 0.18, 0.03), "surface", (
        cylinder((-0.18, -0.5, 0.2), (0.18, -0.36, 0.8), "ivory", axis="y"),  # cap
        cylinder((-0.4, -0.38, 0.04), (0.4, 0.12, 0.96), "ivory", axis="y"),  # tube
        cylinder((-0.42, -0.24, 0.0), (0.42, -0.02, 1.0), "red", axis="y"),  # band
        soft_box((-0.46, 0.04, 0.2), (0.46, 0.42, 0.8), "ivory"),  # flattened end
        box((-0.5, 0.38, 0.36), (0.5, 0.5, 0.64), "red"),  # crimp
    ), names=("toothpaste", "toothpaste tube", "tube of toothpaste", "cream tube",
              "tube of cream", "hand cream", "ointment", "lotion tube"),
        hosts=hosts_of(BATH, MEDICAL)),
    family("hairbrush", (0.075, 0.24, 0.045), "surface", (
        soft_box((-0.2, -0.5, 0.0), (0.2, 0.12, 0.45), "wood"),  # handle
        soft_box((-0.5, 0.02, 0.0), (0.5, 0.5, 0.45), "wood"),  # head
        soft_box((-0.42, 0.07, 0.38), (0.42, 0.45, 0.58), "dark_plastic"),  # cushion
        *(cylinder((x - 0.06, y - 0.03, 0.55), (x + 0.06, y + 0.03, 1.0), "ivory")
          for x in (-0.28, 0.0, 0.28) for y in (0.12, 0.21, 0.3, 0.39)),  # bristles
    ), names=("hairbrush", "hair brush", "brush", "paddle brush", "bristle brush"),
        hosts=BATH),
    family("vanity_mirror", (0.24, 0.12, 0.36), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "chrome"),  # round foot
        cylinder((-0.05, -0.06, 0.05), (0.05, 0.06, 0.3), "chrome"),  # post
        box((-0.46, -0.05, 0.27), (0.46, 0.05, 0.31), "chrome"),  # yoke
        *pair(box((-0.5, -0.05, 0.27), (-0.44, 0.05, 0.66), "chrome")),
        cylinder((-0.44, -0.2, 0.24), (0.44, 0.2, 1.0), "chrome", axis="y"),  # frame
        cylinder((-0.4, -0.25, 0.28), (0.4, 0.25, 0.96), "mirror", axis="y"),  # the glass
    ), names=("makeup mirror", "vanity mirror", "table mirror", "cosmetic mirror",
              "shaving mirror", "hand mirror"),
        hosts=(*BATH, "dressing_table")),
    family("comb", (0.18, 0.045, 0.006), "surface", (
        box((-0.5, 0.12, 0.0), (0.5, 0.5, 1.0), "dark_plastic"),  # spine
        *(box((x, -0.5, 0.1), (x + 0.035, 0.16, 0.9), "dark_plastic")
          for x in [-0.48 + 0.08 * i for i in range(12)]),  # teeth
    ), names=("comb", "hair comb", "pocket comb", "fine-tooth comb"), hosts=BATH),
    # --- stationery --------------------------------------------------------------------
    family("scissors", (0.08, 0.2, 0.012), "surface", (
        *_strip(-0.12, -0.1, 0.1, 0.5, 0.0, 0.5, "chrome", n=4, thick=0.16, thick_y=0.04),
        *_strip(0.12, -0.1, -0.1, 0.5, 0.5, 1.0, "chrome", n=4, thick=0.16, thick_y=0.04),
        cylinder((-0.1, -0.06, 0.0), (0.1, 0.02, 1.0), "chrome"),  # pivot
        *ring(10, 0.16, 0.09, 0.0, 0.6, "red", cx=-0.25, cy=-0.3, ry=0.15, thick_y=0.05,
              shape="cylinder"),  # finger loops
        *ring(10, 0.16, 0.09, 0.0, 0.6, "red", cx=0.25, cy=-0.3, ry=0.15, thick_y=0.05,
              shape="cylinder"),
    ), names=("scissors", "pair of scissors", "shears", "craft scissors", "paper scissors"),
        hosts=DESK),
    family("pen", (0.011, 0.145, 0.011), "surface", (
        cylinder((-0.45, -0.46, 0.05), (0.45, 0.32, 0.95), "accent", axis="y"),  # barrel
        cylinder((-0.48, 0.08, 0.02), (0.48, 0.33, 0.98), "rubber", axis="y"),  # grip
        cone((-0.4, 0.3, 0.1), (0.4, 0.5, 0.9), "chrome", taper=0.15, axis="y"),  # nib
        cylinder((-0.47, -0.5, 0.03), (0.47, -0.44, 0.97), "chrome", axis="y"),  # end
        box((-0.12, -0.44, 0.9), (0.12, -0.12, 1.0), "chrome"),  # clip
    ), names=("pen", "ballpoint pen", "ballpoint", "biro", "fountain pen", "marker",
              "felt-tip pen", "ink pen"), hosts=DESK),
    family("pencil", (0.008, 0.19, 0.008), "surface", (
        cylinder((-0.5, -0.4, 0.0), (0.5, 0.3, 1.0), "accent", axis="y"),  # painted body
        cylinder((-0.47, -0.46, 0.03), (0.47, -0.38, 0.97), "aluminium", axis="y"),  # ferrule
        cylinder((-0.44, -0.5, 0.06), (0.44, -0.44, 0.94), "red", axis="y"),  # eraser
        cone((-0.48, 0.29, 0.02), (0.48, 0.46, 0.98), "wood", taper=0.25, axis="y"),
        cone((-0.14, 0.44, 0.36), (0.14, 0.5, 0.64), "dark_plastic", taper=0.1, axis="y"),
    ), names=("pencil", "graphite pencil", "colored pencil", "coloured pencil", "crayon",
              "drawing pencil"), hosts=DESK),
    family("cutting_mat", (0.6, 0.45, 0.006), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.8), "accent"),  # the self-healing mat
        *(box((x - 0.004, -0.48, 0.8), (x + 0.004, 0.48, 1.0), "ivory")
          for x in (-0.4, -0.2, 0.0, 0.2, 0.4)),  # its printed grid
        *(box((-0.48, y - 0.005, 0.8), (0.48, y + 0.005, 1.0), "ivory")
          for y in (-0.3, 0.0, 0.3)),
    ), names=("cutting mat", "self-healing mat", "self-healing cutting mat", "craft mat"),
        hosts=("dining_table", "desk", "workbench", "kitchen_island", "counter")),
    family("pen_holder", (0.085, 0.085, 0.19), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.06), "metal"),  # the cup's floor
        *ring(28, 0.44, 0.055, 0.0, 0.55, "metal", shape="cylinder", stagger=0.01),  # wall
    ), contents=(
        *slant(-0.1, 0.3, -0.36, 1.0, "accent", n=3, thick=0.1, across=(-0.2, -0.1)),
        *slant(0.05, 0.3, 0.3, 0.95, "red", n=3, thick=0.1, across=(0.1, 0.2)),
        *slant(0.0, 0.3, 0.12, 0.9, "wood", n=3, thick=0.1, across=(-0.3, -0.2)),
        *slant(-0.05, 0.3, -0.2, 0.88, "dark_plastic", n=3, thick=0.1, across=(0.15, 0.25)),
        cylinder((0.1, 0.0, 0.3), (0.2, 0.1, 0.82), "chrome"),  # scissors' shank
        cylinder((0.07, -0.03, 0.8), (0.23, 0.13, 0.86), "red"),  # its finger loop
    ), names=("pen holder", "pencil cup", "pencil holder", "pen cup", "pen pot",
              "desk organizer", "pencil pot"), hosts=DESK, interior=0.06, rim=0.18),
    family("notebook", (0.15, 0.21, 0.016), "surface", (
        box((-0.5, -0.49, 0.0), (0.49, 0.49, 0.12), "accent"),  # back cover
        box((-0.46, -0.47, 0.1), (0.47, 0.47, 0.9), "paper"),  # pages
        box((-0.5, -0.49, 0.88), (0.49, 0.49, 0.99), "accent"),  # front cover
        box((-0.5, -0.49, 0.0), (-0.44, 0.49, 0.99), "accent"),  # spine
        box((0.3, -0.5, 0.0), (0.36, 0.5, 1.0), "dark_plastic"),  # elastic band
        box((-0.3, 0.2, 0.97), (0.2, 0.35, 1.0), "paper"),  # label
    ), names=("notebook", "notepad", "journal", "diary", "exercise book", "sketchbook",
              "jotter", "writing pad"), hosts=DESK, jitter=0.1, stacks=True),
    family("stapler", (0.045, 0.17, 0.06), "surface", (
        soft_box((-0.45, -0.5, 0.0), (0.45, 0.5, 0.22), "dark_plastic"),  # base
        box((-0.35, -0.48, 0.2), (0.35, -0.2, 0.26), "chrome"),  # anvil
        box((-0.36, -0.44, 0.28), (0.36, 0.42, 0.44), "chrome"),  # staple channel
        soft_box((-0.5, -0.48, 0.4), (0.5, 0.44, 1.0), "red"),  # top arm
        cylinder((-0.4, 0.28, 0.14), (0.4, 0.5, 0.56), "chrome", axis="x"),  # hinge
    ), names=("stapler", "desk stapler", "office stapler", "paper stapler"), hosts=DESK),
    # --- table linen ------------------------------------------------------------------
    family("tablecloth", (1.2, 0.8, 0.02), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.6), "fabric"),
        box((-0.47, -0.47, 0.5), (0.47, -0.43, 1.0), "accent"),  # a printed border
        box((-0.47, 0.43, 0.5), (0.47, 0.47, 1.0), "accent"),
        box((-0.47, -0.43, 0.5), (-0.44, 0.43, 1.0), "accent"),
        box((0.44, -0.43, 0.5), (0.47, 0.43, 1.0), "accent"),
    ), names=("tablecloth", "table cloth", "table linen", "table runner", "table cover"),
        hosts=("dining_table", "cafe_table", "kitchen_island", "conference_table",
               "bar_table", "display_table", "coffee_table"), jitter=0.1,
        surface_frac=0.6,  # candlesticks on the runner stand on the cloth, inside its border
        keep_clear=((-0.5, -0.5, 0.5, -0.42), (-0.5, 0.42, 0.5, 0.5), (-0.5, -0.5, -0.43, 0.5),
                    (0.43, -0.5, 0.5, 0.5))),
    # --- the laboratory ---------------------------------------------------------------
    family("lab_flask", (0.09, 0.09, 0.16), "surface", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.7), "glass", taper=0.3),
        cylinder((-0.15, -0.15, 0.66), (0.15, 0.15, 0.95), "glass"),  # neck
        cylinder((-0.19, -0.19, 0.93), (0.19, 0.19, 1.0), "glass"),  # lip
        cone((-0.45, -0.45, 0.02), (0.45, 0.45, 0.35), "water", taper=0.68),  # liquid
    ), names=("flask", "conical flask", "erlenmeyer flask", "lab flask", "chemistry flask",
              "potion", "potion bottle"), hosts=LAB),
    family("beaker", (0.08, 0.08, 0.11), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 1.0), "glass"),
        box((-0.5, -0.08, 0.9), (-0.4, 0.08, 1.0), "glass"),  # spout
        cylinder((-0.42, -0.42, 0.02), (0.42, 0.42, 0.55), "water"),
        *(box((-0.12, -0.49, z), (0.12, -0.44, z + 0.02), "ivory")
          for z in (0.3, 0.45, 0.6, 0.75)),  # graduations
    ), names=("beaker", "lab beaker", "glass beaker", "measuring beaker",
              "graduated beaker"), hosts=LAB),
    family("test_tube_rack", (0.2, 0.08, 0.16), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.08), "wood"),  # base
        box((-0.5, -0.45, 0.55), (0.5, 0.45, 0.63), "wood"),  # holed shelf
        box((-0.5, -0.45, 0.0), (-0.44, 0.45, 0.63), "wood"),  # ends
        box((0.44, -0.45, 0.0), (0.5, 0.45, 0.63), "wood"),
        *(cylinder((x - 0.045, -0.12, 0.08), (x + 0.045, 0.12, 1.0), "glass")
          for x in (-0.33, -0.2, -0.07, 0.07, 0.2, 0.33)),  # tubes
        *(cylinder((x - 0.035, -0.09, 0.1), (x + 0.035, 0.09, h), slot)
          for x, h, slot in ((-0.33, 0.45, "red"), (-0.2, 0.35, "water"),
                             (-0.07, 0.5, "accent"), (0.07, 0.4, "fruit"),
                             (0.2, 0.3, "red"), (0.33, 0.48, "water"))),  # contents
    ), names=("test tube rack", "test tube", "test tube stand", "test-tube rack",
              "test tube holder", "lab rack"), hosts=LAB),
    # --- keepsakes --------------------------------------------------------------------
    family("figurine", (0.06, 0.06, 0.15), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.08), "wood"),  # base
        cone((-0.34, -0.3, 0.06), (0.34, 0.3, 0.6), "ceramic", taper=0.6),  # robe
        soft_box((-0.28, -0.2, 0.55), (0.28, 0.2, 0.8), "ceramic"),  # shoulders
        *_pair(box((0.27, -0.1, 0.45), (0.37, 0.1, 0.78), "ceramic")),  # arms
        sphere((-0.16, -0.16, 0.77), (0.16, 0.16, 1.0), "ceramic"),  # head
    ), names=("figurine", "statuette", "small statue", "porcelain figure", "ushabti",
              "shabti", "idol", "little statue"), hosts=DISPLAY),
    family("scarab", (0.08, 0.11, 0.045), "surface", (
        sphere((-0.45, -0.1, 0.05), (0.45, 0.5, 0.85), "brass"),  # wing cases
        sphere((-0.03, -0.08, 0.672), (0.03, 0.04, 0.762), "dark_plastic"),
        sphere((-0.03, 0.02, 0.767), (0.03, 0.14, 0.857), "dark_plastic"),
        sphere((-0.03, 0.12, 0.799), (0.03, 0.24, 0.889), "dark_plastic"),
        sphere((-0.03, 0.22, 0.786), (0.03, 0.34, 0.876), "dark_plastic"),
        sphere((-0.03, 0.32, 0.72), (0.03, 0.44, 0.81), "dark_plastic"),  # their seam
        sphere((-0.42, -0.4, 0.05), (0.42, 0.0, 0.7), "brass"),  # thorax
        cylinder((-0.3, -0.5, 0.04), (0.3, -0.28, 0.35), "brass"),  # head
        *_pair(box((0.04, -0.5, 0.04), (0.18, -0.44, 0.3), "brass")),  # head's rays
        *(part for y in (-0.3, -0.05, 0.2) for part in
          _pair(box((0.3, y, 0.0), (0.5, y + 0.05, 0.2), "brass"))),  # legs
    ), names=("scarab", "scarab beetle", "sacred scarab", "beetle figurine", "golden scarab",
              "beetle"), hosts=DISPLAY),
    family("amulet", (0.14, 0.2, 0.012), "surface", (
        *ring(26, 0.44, 0.05, 0.0, 0.5, "brass", cy=0.07, ry=0.39, thick_y=0.035),  # chain
        cylinder((-0.22, -0.5, 0.0), (0.22, -0.2, 0.8), "brass"),  # pendant
        cylinder((-0.1, -0.42, 0.6), (0.1, -0.28, 1.0), "red"),  # its stone
        box((-0.05, -0.24, 0.1), (0.05, -0.14, 0.6), "brass"),  # bail
    ), names=("amulet", "necklace", "pendant necklace", "talisman", "medallion", "locket",
              "charm necklace"), hosts=(*DISPLAY, "vanity", "nightstand")),
    # --- flowers, plants and pets -------------------------------------------------------
    family("flower_bucket", (0.34, 0.34, 0.7), "floor", (
        cylinder((-0.36, -0.36, 0.0), (0.36, 0.36, 0.42), "aluminium"),  # bucket
        cylinder((-0.39, -0.39, 0.39), (0.39, 0.39, 0.44), "aluminium"),  # rim
        cylinder((-0.22, -0.22, 0.4), (0.22, 0.22, 0.62), "foliage"),  # stems
        *(sphere((x - 0.14, y - 0.1, 0.46), (x + 0.14, y + 0.1, 0.62), "foliage")
          for x, y in ((-0.3, -0.1), (0.28, 0.12), (0.05, -0.34), (-0.05, 0.34))),  # leaves
        *(sphere((x - 0.12, y - 0.12, z), (x + 0.12, y + 0.12, z + 0.13), slot)
          for x, y, z, slot in ((0.0, 0.0, 0.87, "red"), (-0.18, -0.14, 0.8, "ivory"),
                                (0.18, -0.16, 0.81, "accent"), (-0.16, 0.18, 0.82, "red"),
                                (0.17, 0.17, 0.8, "ivory"), (0.0, -0.34, 0.68, "red"),
                                (0.02, 0.34, 0.7, "accent"), (-0.36, 0.0, 0.67, "accent"),
                                (0.36, 0.04, 0.69, "red"), (-0.3, -0.3, 0.62, "ivory"),
                                (0.31, -0.3, 0.64, "ivory"), (-0.3, 0.3, 0.63, "red"),
                                (0.3, 0.31, 0.62, "accent"))),  # blooms
    ), names=("flower bucket", "bucket of flowers", "flower pail", "florist bucket",
              "cut flowers", "flower display", "bunch of flowers"), jitter=0.08),
    family("plant_pot", (0.2, 0.2, 0.18), "surface", (
        cylinder((-0.45, -0.45, 0.0), (0.45, 0.45, 0.06), "ceramic_accent"),  # saucer
        cylinder((-0.34, -0.34, 0.04), (0.34, 0.34, 0.42), "ceramic_accent"),
        cylinder((-0.39, -0.39, 0.4), (0.39, 0.39, 0.82), "ceramic_accent"),
        cylinder((-0.38, -0.38, 0.8), (0.38, 0.38, 0.9), "soil"),
        *ring(24, 0.43, 0.07, 0.78, 1.0, "ceramic_accent"),  # rolled rim
    ), names=("plant pot", "flower pot", "flowerpot", "empty pot", "terracotta pot",
              "clay pot", "planter pot"),
        hosts=("side_table", "wall_shelf", "shelving_unit", "counter", "workbench",
               "sideboard", "desk", "coffee_table")),
    family("watering_can", (0.42, 0.16, 0.28), "floor", (
        cylinder((-0.3, -0.5, 0.0), (0.16, 0.5, 0.66), "accent"),  # body
        cylinder((-0.28, -0.46, 0.64), (0.14, 0.46, 0.7), "accent"),  # top
        cylinder((-0.2, -0.24, 0.68), (0.0, 0.24, 0.78), "accent"),  # filler
        box((-0.38, -0.06, 0.9), (0.04, 0.06, 1.0), "accent"),  # handle
        box((-0.42, -0.06, 0.3), (-0.32, 0.06, 1.0), "accent"),
        box((-0.04, -0.06, 0.68), (0.04, 0.06, 1.0), "accent"),
        *slant(0.1, 0.14, 0.4, 0.8, "accent", n=8, thick=0.09, thick_z=0.16,
               across=(-0.1, 0.1), shape="sphere"),  # spout
        cone((0.38, -0.24, 0.68), (0.5, 0.24, 0.98), "brass", taper=0.5, axis="x"),  # rose
    ), names=("watering can", "watering pot", "sprinkling can", "garden watering can",
              "water can"), jitter=0.05),
    family("pet_food_bag", (0.35, 0.14, 0.5), "floor", (
        soft_box((-0.5, -0.45, 0.0), (0.5, 0.45, 0.86), "accent"),  # bag
        cylinder((-0.48, -0.25, 0.8), (0.48, 0.25, 1.0), "accent", axis="x"),  # rolled top
        box((-0.38, -0.48, 0.22), (0.38, -0.41, 0.68), "paper"),  # label
        cylinder((-0.16, -0.5, 0.28), (0.16, -0.46, 0.52), "food", axis="y"),  # kibble pic
        box((-0.38, -0.48, 0.7), (0.38, -0.41, 0.8), "red"),  # brand band
    ), names=("pet food bag", "dog food bag", "bag of dog food", "cat food bag",
              "bag of pet food", "pet food", "dog food", "kibble"), jitter=0.06),
    family("pet_bowl", (0.2, 0.2, 0.07), "floor", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.9), "chrome", taper=0.8),
        sphere((-0.36, -0.36, 0.6), (0.36, 0.36, 1.0), "food"),  # kibble
    ), names=("pet bowl", "dog bowl", "cat bowl", "pet food bowl", "water bowl",
              "feeding bowl", "dog dish"), jitter=0.1, near=("pet_bed",)),
    # --- shoes and clothes --------------------------------------------------------------
    family("shoe", (0.28, 0.1, 0.1), "floor", (
        cylinder((-0.5, -0.5, 0.0), (-0.1, 0.5, 0.16), "ivory"),  # sole: heel
        box((-0.3, -0.48, 0.0), (0.3, 0.48, 0.16), "ivory"),
        cylinder((0.1, -0.5, 0.0), (0.5, 0.5, 0.16), "ivory"),  # sole: toe
        cylinder((-0.48, -0.45, 0.1), (-0.1, 0.45, 0.8), "accent"),  # heel counter
        soft_box((-0.3, -0.45, 0.1), (0.2, 0.45, 0.62), "accent"),  # quarters
        sphere((-0.1, -0.46, 0.05), (0.48, 0.46, 0.55), "accent"),  # toe
        soft_box((-0.2, -0.24, 0.4), (-0.04, 0.24, 0.86), "accent"),  # tongue
        cylinder((-0.42, -0.32, 0.76), (-0.14, 0.32, 0.84), "dark_plastic"),  # opening
        *(box((x, -0.26, 0.58), (x + 0.035, 0.26, 0.66), "ivory")
          for x in (-0.02, 0.06, 0.14)),  # laces
    ), names=("shoe", "sneaker", "trainer", "loafer", "dress shoe", "running shoe",
              "tennis shoe", "oxford shoe"), jitter=0.05),
    family("boot", (0.28, 0.11, 0.32), "floor", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "rubber"),  # sole
        box((-0.5, -0.46, 0.0), (-0.22, 0.46, 0.1), "rubber"),  # heel
        soft_box((-0.47, -0.45, 0.05), (0.0, 0.45, 0.97), "canvas"),  # shaft
        soft_box((-0.2, -0.45, 0.05), (0.36, 0.45, 0.3), "canvas"),  # foot
        sphere((0.06, -0.46, 0.04), (0.5, 0.46, 0.32), "canvas"),  # toe
        box((-0.42, -0.35, 0.93), (-0.06, 0.35, 1.0), "dark_plastic"),  # opening
        box((-0.48, -0.47, 0.82), (0.01, 0.47, 0.9), "dark_plastic"),  # cuff strap
        *(box((0.0, -0.3, z), (0.03, 0.3, z + 0.02), "dark_plastic")
          for z in (0.35, 0.45, 0.55, 0.65)),  # lacing
    ), names=("boot", "ankle boot", "rain boot", "wellington boot", "welly", "hiking boot",
              "riding boot", "work boot"), jitter=0.05),
    family("hat", (0.32, 0.32, 0.13), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.07), "upholstery"),  # brim
        cylinder((-0.3, -0.34, 0.05), (0.3, 0.34, 0.8), "upholstery"),  # crown
        sphere((-0.3, -0.34, 0.55), (0.3, 0.34, 1.0), "upholstery"),
        cylinder((-0.31, -0.35, 0.08), (0.31, 0.35, 0.3), "dark_plastic"),  # band
    ), names=("hat", "fedora", "trilby", "sun hat", "panama hat", "felt hat", "straw hat"),
        hosts=("dresser", "side_table", "bench", "nightstand", "sideboard", "coffee_table",
               "desk", "shelving_unit", "wall_shelf")),
    family("throw_pillow", (0.45, 0.16, 0.45), "surface", (
        soft_box((-0.5, -0.08, 0.0), (0.5, 0.08, 1.0), "accent"),  # thin corners
        sphere((-0.49, -0.5, 0.01), (0.49, 0.5, 0.99), "accent"),  # the plump middle
        sphere((-0.4, -0.36, 0.1), (0.4, 0.36, 0.9), "accent"),
        cylinder((-0.04, -0.5, 0.46), (0.04, -0.45, 0.54), "dark_plastic", axis="y"),  # button
        cylinder((-0.5, -0.1, 0.0), (0.5, 0.1, 0.05), "ivory", axis="x"),  # piping
        cylinder((-0.5, -0.1, 0.95), (0.5, 0.1, 1.0), "ivory", axis="x"),
        cylinder((-0.5, -0.1, 0.0), (-0.45, 0.1, 1.0), "ivory"),
        cylinder((0.45, -0.1, 0.0), (0.5, 0.1, 1.0), "ivory"),
    ), names=("throw pillow", "scatter cushion", "decorative pillow", "accent pillow",
              "sofa pillow", "toss pillow", "throw cushion", "pillow", "bed pillow"),
        hosts=SEATS, jitter=0.08),
    family("folded_blanket", (0.5, 0.36, 0.12), "surface", (
        soft_box((-0.5, -0.48, 0.0), (0.48, 0.5, 0.27), "fabric"),
        soft_box((-0.48, -0.49, 0.25), (0.5, 0.48, 0.52), "fabric"),
        soft_box((-0.49, -0.47, 0.5), (0.47, 0.49, 0.77), "fabric"),
        soft_box((-0.47, -0.49, 0.75), (0.49, 0.47, 1.0), "fabric"),
        *(box((x, -0.5, 0.04), (x + 0.06, -0.46, 0.96), "accent") for x in (-0.3, 0.2)),
    ), names=("blanket", "folded blanket", "throw blanket", "wool blanket",
              "knitted blanket", "quilt", "afghan"),
        hosts=("bed", "sofa", "ottoman", "bench", "dresser", "shelving_unit", "toy_box"),
        stacks=True),
    # --- bags and luggage ---------------------------------------------------------------
    family("suitcase", (0.44, 0.25, 0.68), "floor", (
        soft_box((-0.48, -0.45, 0.06), (0.48, 0.45, 0.82), "accent"),  # shell
        box((-0.5, -0.03, 0.05), (0.5, 0.03, 0.83), "dark_plastic"),  # zip seam
        *(box((x, -0.48, 0.12), (x + 0.05, -0.44, 0.76), "accent") for x in (-0.3, -0.02,
                                                                            0.26)),  # ribs
        box((-0.15, -0.1, 0.81), (0.15, 0.1, 0.86), "dark_plastic"),  # carry handle
        cylinder((-0.3, 0.28, 0.8), (-0.24, 0.36, 0.97), "aluminium"),  # pull handle
        cylinder((0.24, 0.28, 0.8), (0.3, 0.36, 0.97), "aluminium"),
        box((-0.33, 0.26, 0.95), (0.33, 0.38, 1.0), "dark_plastic"),
        *(cylinder((x, y, 0.0), (x + 0.08, y + 0.18, 0.09), "rubber", axis="x")
          for x in (-0.44, 0.36) for y in (-0.42, 0.24)),  # wheels
    ), names=("suitcase", "luggage", "trolley case", "roller bag", "rolling suitcase",
              "travel case", "valise", "carry-on suitcase"), jitter=0.06),
    family("luggage_cart", (0.95, 0.6, 1.85), "floor", (
        box((-0.5, -0.5, 0.05), (0.5, 0.5, 0.09), "brass"),  # deck frame
        box((-0.47, -0.47, 0.08), (0.47, 0.47, 0.11), "rug"),  # carpeted deck
        *(cylinder((x, y, 0.0), (x + 0.05, y + 0.1, 0.06), "rubber", axis="x")
          for x in (-0.46, 0.41) for y in (-0.46, 0.36)),  # castors
        *(cylinder((x, y, 0.09), (x + 0.04, y + 0.06, 0.95), "brass")
          for x in (-0.48, 0.44) for y in (-0.36, 0.3)),  # uprights
        *(box((x, -0.36, 0.93), (x + 0.04, 0.36, 0.96), "brass") for x in (-0.48, 0.44)),
        cylinder((-0.5, -0.03, 0.95), (0.5, 0.03, 1.0), "brass", axis="x"),  # hanging rail
        *(box((x, -0.02, 0.1), (x + 0.02, 0.02, 0.95), "brass") for x in (-0.47, 0.45)),
        box((-0.48, -0.38, 0.12), (0.48, -0.36, 0.16), "brass"),  # kick rails
        box((-0.48, 0.36, 0.12), (0.48, 0.38, 0.16), "brass"),
    ), names=("luggage cart", "hotel trolley", "luggage trolley", "bellhop cart",
              "baggage cart", "bellman cart", "hotel luggage cart"), jitter=0.04),
    family("luggage_rack", (0.66, 0.42, 0.55), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.06, y + 0.09, 0.92), "wood")
          for x in (-0.47, 0.41) for y in (-0.44, 0.35)),  # legs
        *(box((x, -0.4, 0.14), (x + 0.04, 0.4, 0.19), "wood")
          for x in (-0.46, 0.42)),  # side stretchers
        cylinder((-0.46, -0.03, 0.14), (0.46, 0.03, 0.19), "brass", axis="x"),  # cross bar
        cylinder((-0.5, -0.5, 0.9), (0.5, -0.4, 1.0), "wood", axis="x"),  # top rails
        cylinder((-0.5, 0.4, 0.9), (0.5, 0.5, 1.0), "wood", axis="x"),
        *(box((x, -0.42, 0.97), (x + 0.1, 0.42, 1.0), "accent")
          for x in (-0.3, -0.05, 0.2)),  # straps, taut between the rails' tops
    ), names=("luggage rack", "luggage stand", "suitcase stand", "suitcase rack",
              "folding luggage rack", "baggage rack", "luggage bench"), jitter=0.04,
        near=("bed", "wardrobe"),
        surface_frac=1.0),  # a suitcase lies on its straps
    family("backpack", (0.3, 0.2, 0.45), "floor", (
        soft_box((-0.45, -0.2, 0.0), (0.45, 0.44, 0.85), "accent"),  # body
        sphere((-0.45, -0.2, 0.6), (0.45, 0.44, 1.0), "accent"),  # rounded top
        soft_box((-0.35, -0.48, 0.05), (0.35, -0.1, 0.5), "accent"),  # front pocket
        box((-0.3, -0.5, 0.44), (0.3, -0.46, 0.47), "dark_plastic"),  # its zip
        box((-0.4, -0.25, 0.7), (0.4, -0.18, 0.73), "dark_plastic"),  # main zip
        box((-0.08, 0.05, 0.95), (0.08, 0.2, 1.0), "dark_plastic"),  # grab loop
        *_pair(box((0.15, 0.4, 0.1), (0.28, 0.5, 0.88), "dark_plastic")),  # straps
        *_pair(box((0.45, -0.1, 0.1), (0.5, 0.3, 0.4), "accent")),  # side pockets
    ), names=("backpack", "rucksack", "school bag", "schoolbag", "knapsack", "daypack",
              "bookbag", "book bag"), jitter=0.06),
    family("handbag", (0.3, 0.13, 0.26), "surface", (
        soft_box((-0.5, -0.46, 0.0), (0.5, 0.46, 0.62), "canvas"),  # body
        soft_box((-0.49, -0.48, 0.3), (0.49, 0.12, 0.66), "canvas"),  # flap
        box((-0.06, -0.5, 0.33), (0.06, -0.46, 0.43), "brass"),  # clasp
        *_pair(cylinder((0.2, -0.04, 0.6), (0.26, 0.04, 0.92), "dark_plastic")),  # handle
        soft_box((-0.26, -0.05, 0.88), (0.26, 0.05, 0.98), "dark_plastic"),
    ), names=("handbag", "purse", "tote bag", "shoulder bag", "hand bag", "clutch bag",
              "leather bag"), hosts=("side_table", "dresser", "bench", "sofa", "desk",
                                     "nightstand", "coffee_table", "display_table")),
    family("umbrella", (0.11, 0.11, 0.92), "wall", (
        cylinder((-0.05, -0.05, 0.0), (0.05, 0.05, 0.12), "metal"),  # tip
        sphere((-0.46, -0.46, 0.08), (0.46, 0.46, 0.74), "accent"),  # furled canopy
        cylinder((-0.47, -0.47, 0.42), (0.47, 0.47, 0.46), "dark_plastic"),  # strap
        cylinder((-0.06, -0.06, 0.7), (0.06, 0.06, 0.95), "metal"),  # shaft
        box((-0.1, -0.1, 0.92), (0.5, 0.1, 1.0), "wood"),  # crook handle
        box((0.3, -0.1, 0.8), (0.5, 0.1, 1.0), "wood"),
    ), names=("umbrella", "brolly", "walking umbrella", "closed umbrella", "rain umbrella",
              "golf umbrella"), jitter=0.04),
    # --- toys and gadgets ---------------------------------------------------------------
    family("model_airplane", (0.42, 0.36, 0.2), "surface", (
        cylinder((-0.12, -0.12, 0.0), (0.12, 0.12, 0.05), "dark_plastic"),  # stand
        cylinder((-0.02, -0.02, 0.04), (0.02, 0.02, 0.5), "chrome"),
        cylinder((-0.48, -0.08, 0.45), (0.38, 0.08, 0.72), "ivory", axis="x"),  # fuselage
        cone((0.36, -0.08, 0.45), (0.48, 0.08, 0.72), "ivory", taper=0.35, axis="x"),
        sphere((0.12, -0.055, 0.62), (0.3, 0.055, 0.8), "screen"),  # canopy
        box((-0.08, -0.5, 0.52), (0.14, 0.5, 0.58), "red"),  # wings
        box((-0.5, -0.2, 0.6), (-0.4, 0.2, 0.64), "red"),  # tailplane
        box((-0.5, -0.02, 0.64), (-0.38, 0.02, 1.0), "red"),  # fin
        box((0.48, -0.02, 0.34), (0.5, 0.02, 0.84), "dark_plastic"),  # propeller
    ), names=("model airplane", "model plane", "toy plane", "toy airplane", "model aircraft",
              "model aeroplane", "toy aeroplane", "airplane model"), hosts=DISPLAY),
    family("toy_robot", (0.15, 0.1, 0.26), "surface", (
        *_pair(box((0.06, -0.5, 0.0), (0.4, 0.35, 0.06), "dark_plastic")),  # feet
        *_pair(box((0.12, -0.25, 0.05), (0.33, 0.25, 0.32), "aluminium")),  # legs
        soft_box((-0.42, -0.4, 0.3), (0.42, 0.4, 0.68), "red"),  # torso
        box((-0.22, -0.45, 0.4), (0.22, -0.38, 0.6), "screen"),  # chest panel
        *_pair(box((0.42, -0.12, 0.36), (0.5, 0.12, 0.66), "aluminium")),  # arms
        cylinder((-0.08, -0.08, 0.66), (0.08, 0.08, 0.72), "aluminium"),  # neck
        soft_box((-0.3, -0.35, 0.7), (0.3, 0.35, 0.93), "aluminium"),  # head
        *_pair(cylinder((0.08, -0.4, 0.78), (0.18, -0.33, 0.86), "red", axis="y")),  # eyes
        cylinder((-0.02, -0.02, 0.92), (0.02, 0.02, 0.97), "aluminium"),  # antenna
        sphere((-0.05, -0.05, 0.95), (0.05, 0.05, 1.0), "red"),
    ), names=("toy robot", "robot", "robot toy", "tin robot", "wind-up robot",
              "robot figure"), hosts=("kids_table", "toy_box", "shelving_unit", "desk",
                                      "nightstand", "wall_shelf", "side_table")),
    family("camera", (0.13, 0.08, 0.09), "surface", (
        soft_box((-0.48, -0.2, 0.0), (0.5, 0.5, 0.72), "dark_plastic"),  # body
        box((-0.15, -0.1, 0.65), (0.15, 0.4, 0.95), "dark_plastic"),  # prism hump
        soft_box((-0.5, -0.36, 0.0), (-0.28, 0.1, 0.7), "rubber"),  # grip
        cylinder((-0.22, -0.47, 0.1), (0.22, -0.15, 0.64), "dark_plastic", axis="y"),  # lens
        cylinder((-0.23, -0.36, 0.09), (0.23, -0.28, 0.65), "chrome", axis="y"),  # ring
        cylinder((-0.15, -0.5, 0.17), (0.15, -0.46, 0.57), "glass", axis="y"),  # glass
        cylinder((-0.44, -0.1, 0.7), (-0.32, 0.02, 0.78), "chrome"),  # shutter button
        cylinder((0.22, 0.0, 0.7), (0.4, 0.22, 0.8), "chrome"),  # mode dial
    ), names=("camera", "digital camera", "dslr", "dslr camera", "slr camera",
              "photo camera", "compact camera", "vintage camera"),
        hosts=hosts_of(DESK, DISPLAY, ("camera_tripod",))),
    # --- cleaning -------------------------------------------------------------------------
    family("broom", (0.3, 0.1, 1.35), "wall", (
        box((-0.5, -0.3, 0.0), (0.5, 0.3, 0.12), "canvas"),  # bristles, flared
        box((-0.42, -0.32, 0.11), (0.42, 0.32, 0.2), "canvas"),
        box((-0.32, -0.34, 0.19), (0.32, 0.34, 0.27), "canvas"),
        box((-0.22, -0.37, 0.26), (0.22, 0.37, 0.32), "red"),  # binding
        cylinder((-0.05, -0.15, 0.3), (0.05, 0.15, 0.97), "wood"),  # handle
        cylinder((-0.06, -0.17, 0.95), (0.06, 0.17, 1.0), "dark_plastic"),  # hang cap
        box((-0.44, -0.33, 0.14), (0.44, 0.33, 0.16), "red"),  # stitching
    ), names=("broom", "sweeping brush", "broomstick", "besom", "yard brush",
              "witch broom", "floor brush"), jitter=0.04),
    family("mop_bucket", (0.34, 0.32, 1.15), "floor", (
        cylinder((-0.47, -0.47, 0.0), (0.47, 0.47, 0.22), "accent"),  # bucket
        *ring(16, 0.46, 0.035, 0.2, 0.27, "accent", shape="cylinder"),  # rim
        cylinder((-0.44, -0.44, 0.2), (0.44, 0.44, 0.23), "water"),  # water
        sphere((-0.42, -0.42, 0.14), (0.42, 0.42, 0.42), "fabric"),  # mop head
        cylinder((-0.06, -0.06, 0.3), (0.06, 0.06, 0.98), "wood"),  # handle
        cylinder((-0.07, -0.07, 0.96), (0.07, 0.07, 1.0), "dark_plastic"),
    ), names=("mop and bucket", "mop bucket", "mop", "bucket and mop", "cleaning bucket",
              "janitor bucket", "mop pail"), jitter=0.05),
    family("spray_bottle", (0.1, 0.07, 0.26), "surface", (
        cylinder((-0.4, -0.48, 0.0), (0.4, 0.48, 0.62), "water"),  # bottle
        cone((-0.4, -0.48, 0.6), (0.4, 0.48, 0.7), "water", taper=0.5),  # shoulder
        cylinder((-0.16, -0.2, 0.68), (0.16, 0.2, 0.8), "ivory"),  # collar
        cylinder((-0.42, -0.5, 0.14), (0.42, 0.5, 0.44), "paper"),  # label
        soft_box((-0.25, -0.3, 0.78), (0.4, 0.3, 0.97), "red"),  # trigger head
        box((0.38, -0.15, 0.82), (0.5, 0.15, 0.92), "dark_plastic"),  # nozzle
        box((0.18, -0.14, 0.6), (0.3, 0.14, 0.8), "red"),  # trigger
        box((-0.2, -0.06, 0.95), (0.1, 0.06, 1.0), "red"),
    ), names=("spray bottle", "cleaning spray", "cleaning spray bottle", "spray cleaner",
              "plant mister", "mister", "squirt bottle", "trigger spray bottle"),
        hosts=hosts_of(BATH, ("kitchen_island", "washing_machine", "workbench"))),
    # --- bins ---------------------------------------------------------------------------
    family("trash_can", (0.3, 0.3, 0.5), "floor", (
        cylinder((-0.48, -0.48, 0.0), (0.48, 0.48, 0.06), "dark_plastic"),  # foot ring
        cylinder((-0.46, -0.46, 0.03), (0.46, 0.46, 0.86), "metal"),  # body
        cylinder((-0.48, -0.48, 0.85), (0.48, 0.48, 0.92), "metal"),  # lid
        sphere((-0.47, -0.47, 0.8), (0.47, 0.47, 1.0), "metal"),
        box((-0.15, -0.5, 0.02), (0.15, -0.4, 0.08), "dark_plastic"),  # pedal
        box((-0.08, 0.44, 0.7), (0.08, 0.5, 0.9), "dark_plastic"),  # hinge
    ), names=("trash can", "waste bin", "wastebasket", "waste basket", "garbage can",
              "rubbish bin", "trash bin", "dustbin", "diaper pail", "nappy bin",
              "pedal bin"), jitter=0.06),
    family("recycling_bin", (0.4, 0.4, 0.7), "wall", (
        soft_box((-0.46, -0.44, 0.0), (0.46, 0.44, 0.9), "accent"),  # body
        soft_box((-0.5, -0.5, 0.88), (0.5, 0.48, 0.98), "accent"),  # lid
        box((-0.3, -0.2, 0.96), (0.3, -0.1, 1.0), "dark_plastic"),  # slot
        *loop(8, 0.14, 0.1, 0.0, 0.55, 0.04, 0.03, -0.47, -0.43, "ivory"),  # symbol
        box((-0.4, -0.47, 0.05), (0.4, -0.43, 0.1), "dark_plastic"),  # kick strip
    ), names=("recycling bin", "recycle bin", "recycling container", "recycling box",
              "recycling can", "paper recycling bin"), jitter=0.06),
    # --- first aid and medical supplies -------------------------------------------------
    family("first_aid_kit", (0.3, 0.1, 0.22), "wall_mounted", (
        soft_box((-0.5, -0.4, 0.0), (0.5, 0.5, 1.0), "red"),  # case
        box((-0.06, -0.46, 0.25), (0.06, -0.38, 0.75), "ivory"),  # the cross
        box((-0.18, -0.46, 0.42), (0.18, -0.38, 0.58), "ivory"),
        box((-0.4, -0.5, 0.4), (-0.32, -0.38, 0.6), "chrome"),  # latches
        box((0.32, -0.5, 0.4), (0.4, -0.38, 0.6), "chrome"),
        box((-0.49, -0.42, 0.88), (0.49, -0.36, 0.92), "dark_plastic"),  # lid seam
    ), names=("first aid kit", "first-aid kit", "first aid box", "medical kit", "med kit",
              "emergency kit", "first aid cabinet"), jitter=0.05, mount_centre=1.4),
    family("dental_tray", (0.3, 0.2, 0.03), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.3), "chrome"),  # tray
        box((-0.5, -0.5, 0.25), (0.5, -0.45, 0.7), "chrome"),  # rims
        box((-0.5, 0.45, 0.25), (0.5, 0.5, 0.7), "chrome"),
        box((-0.5, -0.45, 0.25), (-0.46, 0.45, 0.7), "chrome"),
        box((0.46, -0.45, 0.25), (0.5, 0.45, 0.7), "chrome"),
        *(box((x - 0.02, -0.38, 0.3), (x + 0.02, 0.26, 0.55), "aluminium")
          for x in (-0.32, -0.18, -0.04, 0.1)),  # instrument handles
        cylinder((-0.38, 0.26, 0.3), (-0.26, 0.4, 0.6), "mirror"),  # mouth mirror
        *(box((x - 0.01, 0.24, 0.3), (x + 0.01, 0.38, 0.5), "chrome")
          for x in (-0.18, -0.04, 0.1)),  # probe tips
        *(cylinder((0.22, y, 0.3), (0.42, y + 0.1, 0.9), "ivory", axis="x")
          for y in (-0.35, -0.2, -0.05)),  # cotton rolls
    ), names=("dental tray", "dental tool tray", "dental tool", "dental instrument",
              "instrument tray", "surgical tray", "surgical instrument",
              "medical instrument"), hosts=MEDICAL),
    family("medical_supply_box", (0.4, 0.3, 0.22), "surface", (
        box((-0.5, -0.47, 0.0), (0.5, 0.5, 0.12), "ivory"),  # bin floor
        box((-0.5, -0.47, 0.0), (0.5, -0.41, 0.7), "ivory"),  # walls
        box((-0.5, 0.44, 0.0), (0.5, 0.5, 0.7), "ivory"),
        box((-0.5, -0.41, 0.0), (-0.44, 0.44, 0.7), "ivory"),
        box((0.44, -0.41, 0.0), (0.5, 0.44, 0.7), "ivory"),
        box((-0.05, -0.5, 0.2), (0.05, -0.45, 0.55), "red"),  # a red cross
        box((-0.12, -0.5, 0.32), (0.12, -0.45, 0.43), "red"),
        cylinder((-0.42, -0.38, 0.1), (-0.08, -0.12, 0.84), "paper", axis="x"),  # bandages
        cylinder((-0.42, -0.08, 0.1), (-0.08, 0.18, 0.84), "paper", axis="x"),
        cylinder((0.02, 0.2, 0.1), (0.14, 0.36, 0.93), "fruit"),  # a bottle
        cylinder((0.03, 0.21, 0.9), (0.13, 0.35, 1.0), "ivory"),
        box((0.05, -0.38, 0.1), (0.4, 0.1, 0.88), "paper"),  # a box of gauze
        box((0.18, -0.4, 0.5), (0.28, -0.37, 0.7), "red"),
        box((0.16, 0.22, 0.1), (0.4, 0.4, 0.78), "accent"),  # a packet
    ), names=("medical supplies", "medical supply", "medical supply box", "supply box",
              "box of bandages", "medical box", "bandages", "gauze"), hosts=MEDICAL),
))
