"""Small everyday things people name on desks, counters, walls and work tables: a mouse pad, a
paper towel holder, a pie, eggs, onions, a trowel, a bike pump, a pincushion, a ribbon spool,
a white noise machine, play dough, reading glasses, a towel ring and a pet bird.

Front at -y, parts as fractions of the box (x, y about the centre, z from the bottom).
"""

from __future__ import annotations

from agents.geometry.families._shapes import loop
from agents.geometry.families.base import Family, family, hosts_of
from agents.geometry.families.props import DESK, FOOD, KITCHEN, LIVING, TOOLS
from orchestrator.schema.blueprint import box, cone, cylinder, soft_box, sphere

SEWING = ("workbench", "desk", "dining_table", "side_table", "shelving_unit")
GARDEN_TOPS = ("workbench", "bench", "shelving_unit", "counter")
BEDSIDE = ("nightstand", "dresser", "side_table", "desk", "shelving_unit")

FAMILIES: tuple[Family, ...] = (
    family("mouse_pad", (0.25, 0.21, 0.005), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "fabric"),
    ), names=("mouse pad", "mousepad", "mouse mat"), hosts=DESK, surface_frac=1.0,
        jitter=0.08),
    family("paper_towel_holder", (0.16, 0.16, 0.33), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "metal"),  # weighted base
        cylinder((-0.06, -0.06, 0.05), (0.06, 0.06, 1.0), "metal"),  # spindle
        cylinder((-0.46, -0.46, 0.07), (0.46, 0.46, 0.93), "paper"),  # the roll
    ), names=("paper towel holder", "paper towel stand", "kitchen roll holder",
              "paper towel roll", "roll of paper towels", "paper towels", "kitchen roll"),
        hosts=hosts_of(KITCHEN, FOOD), jitter=0.05),
    family("pie", (0.25, 0.25, 0.06), "surface", (
        cylinder((-0.42, -0.42, 0.0), (0.42, 0.42, 0.2), "ceramic"),  # the dish's foot
        cylinder((-0.5, -0.5, 0.15), (0.5, 0.5, 0.55), "ceramic"),  # ... and its rim
        cylinder((-0.44, -0.44, 0.45), (0.44, 0.44, 0.85), "food"),  # crust over the filling
        cylinder((-0.3, -0.3, 0.8), (0.3, 0.3, 1.0), "food"),  # its domed middle
    ), names=("pie", "apple pie", "cherry pie", "pumpkin pie", "tart", "fruit tart", "quiche"),
        hosts=FOOD, jitter=0.1),
    family("egg", (0.045, 0.045, 0.06), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "ivory"),
    ), names=("egg", "hen's egg", "boiled egg", "brown egg", "easter egg"),
        hosts=hosts_of(("fruit_bowl", "serving_tray"), FOOD), jitter=0.08),
    family("onion", (0.08, 0.08, 0.085), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.82), "food"),
        cone((-0.12, -0.12, 0.78), (0.12, 0.12, 1.0), "food", taper=0.1),  # the neck
    ), names=("onion", "red onion", "yellow onion", "garlic bulb", "garlic", "shallot"),
        hosts=hosts_of(("fruit_bowl",), FOOD), jitter=0.12),
    family("trowel", (0.08, 0.3, 0.05), "surface", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.1, 0.25), "metal", taper=0.2, axis="y"),  # blade
        box((-0.05, 0.1, 0.15), (0.05, 0.2, 0.55), "metal"),  # the neck, rising
        cylinder((-0.2, 0.18, 0.5), (0.2, 0.5, 1.0), "wood", axis="y"),  # handle
    ), names=("trowel", "garden trowel", "hand trowel", "hand shovel", "garden fork",
              "hand rake"), hosts=hosts_of(GARDEN_TOPS, TOOLS), jitter=0.08),
    family("bike_pump", (0.22, 0.16, 0.62), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "dark_plastic"),  # foot plate
        cylinder((-0.16, -0.22, 0.04), (0.16, 0.22, 0.8), "metal"),  # barrel
        cylinder((-0.04, -0.04, 0.8), (0.04, 0.04, 0.92), "metal"),  # shaft
        cylinder((-0.5, -0.09, 0.92), (0.5, 0.09, 1.0), "dark_plastic", axis="x"),  # T-handle
        cylinder((0.15, -0.05, 0.05), (0.26, 0.05, 0.5), "rubber"),  # the hose down its side
    ), names=("tire pump", "tyre pump", "bike pump", "bicycle pump", "floor pump", "air pump",
              "track pump"), hosts=hosts_of(TOOLS, ("bench",)), jitter=0.05),
    family("pincushion", (0.09, 0.09, 0.06), "surface", (
        cylinder((-0.45, -0.45, 0.0), (0.45, 0.45, 0.3), "wood"),  # base
        sphere((-0.5, -0.5, 0.12), (0.5, 0.5, 1.0), "red"),  # the cushion
        *(cylinder((x - 0.04, y - 0.04, 0.8), (x + 0.04, y + 0.04, 1.0), "metal")
          for x, y in ((-0.15, 0.1), (0.12, -0.08), (0.02, 0.2))),  # pin heads
    ), names=("pincushion", "pin cushion", "tomato pincushion"), hosts=SEWING, jitter=0.1),
    family("ribbon_spool", (0.1, 0.1, 0.045), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.12), "dark_plastic"),  # flanges
        cylinder((-0.5, -0.5, 0.88), (0.5, 0.5, 1.0), "dark_plastic"),
        cylinder((-0.44, -0.44, 0.12), (0.44, 0.44, 0.88), "accent"),  # wound ribbon
    ), names=("ribbon spool", "spool of ribbon", "ribbon roll", "roll of ribbon", "ribbon",
              "reel of ribbon"), hosts=hosts_of(SEWING, ("counter", "display_counter")),
        jitter=0.1),
    family("white_noise_machine", (0.14, 0.14, 0.08), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.75), "ivory"),
        cylinder((-0.4, -0.4, 0.75), (0.4, 0.4, 0.92), "ivory"),  # the grille's dome
        cylinder((-0.1, -0.1, 0.92), (0.1, 0.1, 1.0), "dark_plastic"),  # its dial on top
    ), names=("white noise machine", "noise machine", "sound machine", "sleep sound machine"),
        hosts=hosts_of(BEDSIDE, ("changing_table", "wall_shelf")), jitter=0.06),
    family("play_dough", (0.16, 0.08, 0.07), "surface", (
        *(cylinder((x - 0.22, -0.45, 0.0), (x + 0.22, 0.45, 0.85), c)
          for x, c in ((-0.26, "red"), (0.26, "accent"))),  # two tubs
        *(cylinder((x - 0.23, -0.46, 0.85), (x + 0.23, 0.46, 1.0), "toy_lid")
          for x in (-0.26, 0.26)),
    ), names=("play dough", "playdough", "play-doh", "modeling clay", "modelling clay",
              "plasticine", "tubs of play dough"), hosts=("kids_table", "desk", "shelving_unit",
                                                         "dining_table"),
        jitter=0.1),
    family("reading_glasses", (0.14, 0.13, 0.04), "surface", (
        *(box((x - 0.2, -0.5, 0.0), (x + 0.2, -0.44, 1.0), "dark_plastic")
          for x in (-0.28, 0.28)),  # rims
        *(box((x - 0.17, -0.49, 0.1), (x + 0.17, -0.45, 0.9), "glass")
          for x in (-0.28, 0.28)),  # lenses
        box((-0.08, -0.5, 0.55), (0.08, -0.45, 0.75), "dark_plastic"),  # bridge
        *(box((x - 0.03, -0.44, 0.55), (x + 0.03, 0.5, 0.75), "dark_plastic")
          for x in (-0.46, 0.46)),  # folded-out temples, lying flat
    ), names=("reading glasses", "eyeglasses", "spectacles", "pair of glasses",
              "pair of reading glasses", "eyeglass"), hosts=hosts_of(BEDSIDE, LIVING, DESK),
        jitter=0.05),
    family("towel_ring", (0.2, 0.09, 0.42), "wall_mounted", (
        cylinder((-0.2, 0.35, 0.86), (0.2, 0.5, 1.0), "metal", axis="y"),  # wall rose
        box((-0.04, -0.2, 0.9), (0.04, 0.35, 0.96), "metal"),  # arm
        *loop(40, 0.4, 0.2, 0.0, 0.72, 0.06, 0.03, -0.24, -0.16, "metal"),  # the ring
        soft_box((-0.36, -0.4, 0.0), (0.36, 0.0, 0.56), "towel"),  # hand towel through it
    ), names=("towel ring", "hand towel ring", "towel hoop"), mount_centre=1.1, jitter=0.05),
    family("pet_bird", (0.12, 0.2, 0.28), "surface", (
        sphere((-0.45, -0.4, 0.25), (0.45, 0.35, 0.75), "accent"),  # body
        sphere((-0.32, -0.4, 0.62), (0.32, 0.0, 1.0), "accent"),  # head
        cone((-0.08, -0.5, 0.74), (0.08, -0.32, 0.84), "ivory", taper=0.0, axis="y"),  # beak
        box((-0.12, 0.2, 0.0), (0.12, 0.5, 0.35), "accent"),  # tail
        cylinder((-0.35, -0.1, 0.0), (0.35, 0.05, 0.06), "wood", axis="x"),  # perch
    ), names=("parrot", "budgie", "parakeet", "canary", "cockatiel", "pet bird", "lovebird",
              "ceramic bird", "bird figurine", "porcelain bird"),
        hosts=hosts_of(("bird_cage", "shelving_unit", "bookshelf"), LIVING), jitter=0.1),
)
