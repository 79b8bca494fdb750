"""Food service and the garden: counter-top kitchen machines, stall and cafe gear, patio things."""

from __future__ import annotations

from agents.geometry.families._shapes import feet, ring, rod, slant
from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from agents.geometry.families.hobby import OFFICE
from agents.geometry.families.household import KITCHEN
from orchestrator.schema.blueprint import Part, box, cone, cylinder, legs, soft_box, sphere

SHOP = ("counter", "display_counter", "bar_counter", "checkout_counter", "kitchen_island",
        "sideboard")
TABLE = ("cafe_table", "dining_table", "bar_table", "booth_table", "bar_counter", "counter",
         "kitchen_island")
TILL = ("checkout_counter", "counter", "display_counter", "bar_counter", "reception_desk",
        "cafe_table", "desk")
GARDEN = ("counter", "kitchen_island", "dining_table", "wall_shelf", "side_table", "sideboard",
          "cafe_table")

_PRESS = (0.16, 0.1, 0.22)
_GRINDER = (0.14, 0.2, 0.36)
_FROTHER = (0.13, 0.11, 0.2)
_JUICER = (0.22, 0.32, 0.42)
_PROCESSOR = (0.24, 0.24, 0.42)
_FRYER = (0.3, 0.36, 0.34)
_POPCORN = (0.6, 0.5, 1.6)
_CANDY = (0.75, 0.6, 1.25)
_SLUSH = (0.4, 0.5, 0.8)
_SODA = (0.5, 0.6, 0.75)
_ROLLER = (0.6, 0.45, 0.3)
_SLICER = (0.6, 0.5, 0.42)
_MINCER = (0.4, 0.22, 0.38)
_FEEDER = (0.22, 0.35, 0.45)
_BIRDHOUSE = (0.2, 0.18, 0.3)
_GRILL = (1.3, 0.6, 1.15)
_PIT = (1.0, 1.0, 0.55)
_PARASOL = (2.4, 2.4, 2.4)
_LOUNGER = (0.7, 1.95, 0.9)
_SWING = (2.2, 1.4, 2.0)


def _handle(x0: float, x1: float, z0: float, z1: float, half: float, slot: str,
            bar: float = 0.08) -> tuple[Part, ...]:
    """A jug's C-shaped handle on its +x side: two arms from x0 and a grip out at x1."""
    return (box((x0, -half, z1 - bar), (x1 - 0.02, half, z1), slot),
            box((x1 - 0.12, -half - 0.02, z0), (x1, half + 0.02, z1), slot),
            box((x0, -half, z0), (x1 - 0.02, half, z0 + bar), slot))


def _cup(x: float, y: float) -> tuple[Part, ...]:
    """A teacup on its saucer on the tea set's tray, its handle to +x."""
    return (cylinder((x - 0.135, y - 0.2, 0.06), (x + 0.135, y + 0.2, 0.1), "ceramic_accent"),
            cylinder((x - 0.08, y - 0.12, 0.09), (x + 0.08, y + 0.12, 0.42), "ceramic"),
            cylinder((x - 0.065, y - 0.1, 0.38), (x + 0.065, y + 0.1, 0.425), "food"),  # tea
            box((x + 0.07, y - 0.02, 0.18), (x + 0.12, y + 0.02, 0.36), "ceramic"))


def _tea_set() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "wood"),  # tray
        *pair_y(box((-0.5, -0.5, 0.06), (0.5, -0.47, 0.16), "wood")),  # its rim
        *pair(box((-0.5, -0.47, 0.06), (-0.47, 0.47, 0.16), "wood")),
        cylinder((-0.3, 0.07, 0.06), (-0.1, 0.37, 0.12), "ceramic"),  # teapot
        sphere((-0.36, -0.02, 0.08), (-0.04, 0.46, 0.78), "ceramic"),
        cylinder((-0.28, 0.06, 0.74), (-0.12, 0.36, 0.84), "ceramic"),  # lid
        sphere((-0.23, 0.15, 0.82), (-0.17, 0.27, 1.0), "ceramic"),
        *slant(-0.33, 0.35, -0.47, 0.7, "ceramic", n=4, thick=0.04, thick_z=0.08,
               across=(0.18, 0.24)),  # spout
        box((-0.06, 0.18, 0.56), (0.05, 0.24, 0.64), "ceramic"),  # handle
        box((0.01, 0.18, 0.28), (0.05, 0.24, 0.64), "ceramic"),
        box((-0.08, 0.18, 0.26), (0.05, 0.24, 0.32), "ceramic"),
        *_cup(-0.3, -0.26), *_cup(0.02, -0.26), *_cup(0.3, 0.17),
        cylinder((0.22, -0.42, 0.06), (0.4, -0.14, 0.34), "ceramic"),  # sugar bowl
        cylinder((0.23, -0.41, 0.34), (0.39, -0.15, 0.38), "ceramic"),
        sphere((0.28, -0.32, 0.36), (0.34, -0.24, 0.44), "ceramic"),
    )


def _popcorn_machine() -> tuple[Part, ...]:
    posts = [(x, y) for x in (-0.46, 0.42) for y in (-0.46, 0.42)]
    return (
        *pair(rod(_POPCORN, (0.15, 0.094), 0.3, (0.42, 0.48), "rubber", axis="x")),  # wheels
        *pair(rod(_POPCORN, (0.15, 0.094), 0.08, (0.4, 0.5), "chrome", axis="x")),  # hubs
        *pair(box((-0.4, -0.42, 0.0), (-0.36, -0.36, 0.12), "chrome")),  # front legs
        box((-0.42, -0.42, 0.1), (0.42, 0.42, 0.58), "red"),  # cabinet
        box((-0.36, -0.44, 0.16), (0.36, -0.42, 0.52), "brass"),  # door panel
        box((-0.3, -0.45, 0.2), (0.3, -0.43, 0.48), "red"),
        *pair(box((0.42, 0.3, 0.3), (0.5, 0.34, 0.34), "chrome")),  # push handle
        rod(_POPCORN, (0.32, 0.32), 0.03, (-0.5, 0.5), "chrome", axis="x"),
        box((-0.46, -0.46, 0.58), (0.46, 0.46, 0.62), "red"),  # deck
        box((-0.44, -0.44, 0.62), (0.44, 0.44, 0.92), "glass"),  # the glass cabinet
        *(box((x, y, 0.62), (x + 0.04, y + 0.04, 0.92), "red") for x, y in posts),
        box((-0.43, -0.43, 0.62), (0.43, 0.43, 0.68), "ivory"),  # popped corn
        *(sphere((x - 0.12, y - 0.12, 0.64), (x + 0.12, y + 0.12, 0.73), "ivory")
          for x, y in ((-0.2, -0.15), (0.15, 0.1), (0.25, -0.2))),
        rod(_POPCORN, (0.0, 0.0), 0.16, (0.76, 0.84), "chrome"),  # kettle
        rod(_POPCORN, (0.0, 0.0), 0.025, (0.84, 0.92), "chrome"),
        box((-0.48, -0.48, 0.92), (0.48, 0.48, 0.95), "red"),  # roof
        box((-0.4, -0.06, 0.95), (0.4, 0.04, 1.0), "ivory"),  # lit sign
    )


def _cotton_candy_machine() -> tuple[Part, ...]:
    castors = [(x, y) for x in (-0.4, 0.4) for y in (-0.36, 0.36)]
    return (
        *(rod(_CANDY, (x, 0.04), 0.1, (y - 0.03, y + 0.03), "rubber", axis="y")
          for x, y in castors),
        *(box((x - 0.03, y - 0.05, 0.05), (x + 0.03, y + 0.05, 0.1), "chrome")
          for x, y in castors),  # their forks
        box((-0.46, -0.44, 0.1), (0.46, 0.44, 0.62), "ivory"),  # cart
        *(box((-0.46, -0.46, z), (0.46, -0.44, z + 0.04), "accent") for z in (0.2, 0.48)),
        box((-0.5, -0.48, 0.62), (0.5, 0.48, 0.66), "aluminium"),  # top
        rod(_CANDY, (0.0, 0.0), 0.21, (0.66, 0.76), "appliance"),  # spinner head
        rod(_CANDY, (0.0, 0.0), 0.56, (0.7, 0.86), "aluminium"),  # bowl
        sphere((-0.373, -0.467, 0.72), (0.373, 0.467, 1.0), "glass"),  # bubble shield
        sphere((-0.3, -0.36, 0.78), (0.3, 0.36, 0.99), "accent"),  # the floss
        rod(_CANDY, (-0.44, -0.4), 0.05, (0.66, 0.8), "paper"),  # paper cones
        rod(_CANDY, (0.44, -0.4), 0.05, (0.66, 0.8), "paper"),
    )


def _slushie_machine() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.2, 0.0), (0.5, 0.5, 0.3), "aluminium"),  # base
        box((-0.46, -0.48, 0.0), (0.46, -0.2, 0.04), "chrome"),  # drip tray
        *pair(soft_box((-0.49, -0.46, 0.3), (-0.02, 0.42, 0.9), "glass")),  # bowls
        box((-0.46, -0.42, 0.31), (-0.05, 0.38, 0.7), "red"),  # the slush
        box((0.05, -0.42, 0.31), (0.46, 0.38, 0.66), "fruit"),
        *pair(rod(_SLUSH, (-0.25, 0.5), 0.05, (-0.4, 0.36), "chrome", axis="y")),  # augers
        *pair(box((-0.31, -0.5, 0.24), (-0.19, -0.42, 0.33), "dark_plastic")),  # taps
        *pair(box((-0.27, -0.5, 0.33), (-0.23, -0.47, 0.48), "dark_plastic")),  # levers
        *pair(soft_box((-0.49, -0.46, 0.88), (-0.02, 0.42, 1.0), "ivory")),  # lit lids
    )


def _soda_fountain() -> tuple[Part, ...]:
    xs = (-0.4, -0.24, -0.08, 0.08, 0.24, 0.4)
    brands = ("red", "accent", "fruit", "toy_lid", "ivory", "dark_plastic")
    return (
        box((-0.5, 0.0, 0.0), (0.5, 0.5, 1.0), "aluminium"),  # tower
        box((-0.5, -0.32, 0.45), (0.5, 0.0, 1.0), "aluminium"),  # overhang
        box((-0.48, -0.5, 0.0), (0.48, 0.0, 0.05), "chrome"),  # drip tray
        *(box((x - 0.06, -0.34, 0.6), (x + 0.06, -0.32, 0.92), slot)
          for x, slot in zip(xs, brands, strict=True)),  # brand panels
        *(rod(_SODA, (x, -0.22), 0.025, (0.38, 0.45), "chrome") for x in xs),  # nozzles
        *(box((x - 0.03, -0.06, 0.2), (x + 0.03, 0.0, 0.4), "dark_plastic")
          for x in xs),  # levers
        cone((-0.3, -0.3, 0.05), (-0.18, -0.14, 0.3), "paper", taper=0.75),  # a cup
    )


def _hot_dog_roller() -> tuple[Part, ...]:
    ys = (-0.36, -0.24, -0.12, 0.0, 0.12, 0.24, 0.36)
    return (
        box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.25), "aluminium"),  # base
        *pair(box((-0.5, -0.45, 0.25), (-0.4, 0.5, 0.45), "aluminium")),  # end housings
        *(rod(_ROLLER, (y, 0.3), 0.025, (-0.4, 0.4), "chrome", axis="x") for y in ys),
        *(rod(_ROLLER, (y, 0.38), 0.028, (x0, x0 + 0.27), "fruit", axis="x")
          for y in ys[::2] for x0 in (-0.36, 0.05)),  # hot dogs
        box((-0.4, -0.47, 0.25), (0.4, -0.45, 0.95), "glass"),  # sneeze guard
        box((-0.5, -0.47, 0.95), (0.5, 0.5, 1.0), "glass"),
        *pair(box((-0.5, -0.47, 0.45), (-0.46, -0.43, 0.95), "chrome")),
        *pair(rod(_ROLLER, (-0.3, 0.12), 0.03, (-0.5, -0.45), "dark_plastic", axis="y")),
    )


def _deli_slicer() -> tuple[Part, ...]:
    return (
        *feet(0.06, "rubber", 0.42, 0.36),
        soft_box((-0.5, -0.42, 0.04), (0.5, 0.46, 0.26), "aluminium"),  # base
        box((-0.42, -0.05, 0.2), (-0.2, 0.32, 0.6), "aluminium"),  # column
        rod(_SLICER, (0.05, 0.62), 0.2, (-0.4, -0.16), "aluminium", axis="x"),  # motor
        rod(_SLICER, (0.0, 0.62), 0.3, (-0.14, -0.11), "chrome", axis="x"),  # blade
        rod(_SLICER, (0.0, 0.62), 0.06, (-0.11, -0.08), "aluminium", axis="x"),  # its hub
        box((-0.08, -0.3, 0.3), (0.42, 0.25, 0.34), "aluminium"),  # carriage
        box((-0.08, 0.22, 0.34), (0.42, 0.25, 0.6), "aluminium"),  # its fence
        rod(_SLICER, (0.0, 0.48), 0.1, (-0.08, 0.28), "red", axis="x"),  # a ham
        box((0.28, -0.05, 0.58), (0.34, 0.05, 0.76), "aluminium"),  # pusher
        sphere((0.26, -0.08, 0.74), (0.36, 0.08, 0.86), "dark_plastic"),
        box((0.1, -0.5, 0.27), (0.2, -0.3, 0.33), "dark_plastic"),  # carriage handle
        rod(_SLICER, (-0.3, 0.15), 0.07, (-0.48, -0.42), "dark_plastic", axis="y"),  # gauge
    )


def _meat_grinder() -> tuple[Part, ...]:
    return (
        soft_box((0.0, -0.45, 0.0), (0.5, 0.45, 0.62), "aluminium"),  # motor body
        box((0.3, -0.5, 0.3), (0.42, -0.44, 0.42), "dark_plastic"),  # switch
        rod(_MINCER, (0.0, 0.42), 0.07, (-0.4, 0.02), "chrome", axis="x"),  # barrel
        rod(_MINCER, (0.0, 0.42), 0.09, (-0.46, -0.38), "chrome", axis="x"),  # ring nut
        rod(_MINCER, (0.0, 0.42), 0.075, (-0.5, -0.46), "aluminium", axis="x"),  # plate
        rod(_MINCER, (-0.15, 0.0), 0.06, (0.45, 0.82), "chrome"),  # feed throat
        box((-0.42, -0.45, 0.8), (0.12, 0.45, 0.84), "chrome"),  # tray
        *pair_y(box((-0.42, -0.45, 0.84), (0.12, -0.41, 0.9), "chrome")),
        box((-0.42, -0.41, 0.84), (-0.38, 0.41, 0.9), "chrome"),
        box((0.08, -0.41, 0.84), (0.12, 0.41, 0.9), "chrome"),
        sphere((0.0, -0.3, 0.82), (0.1, 0.3, 0.92), "red"),  # meat waiting in the tray
        rod(_MINCER, (-0.15, 0.0), 0.045, (0.84, 0.97), "ivory"),  # pusher
        rod(_MINCER, (-0.15, 0.0), 0.07, (0.95, 1.0), "ivory"),
        rod(_MINCER, (-0.33, 0.0), 0.13, (0.0, 0.18), "ceramic"),  # bowl
        rod(_MINCER, (-0.33, 0.0), 0.11, (0.1, 0.21), "red"),  # mince
        box((-0.49, -0.08, 0.2), (-0.45, 0.08, 0.36), "red"),  # strands from the plate
    )


def _cake_display() -> tuple[Part, ...]:
    return (
        cone((-0.3, -0.3, 0.0), (0.3, 0.3, 0.04), "ceramic", taper=0.3),  # foot
        cylinder((-0.06, -0.06, 0.04), (0.06, 0.06, 0.2), "ceramic"),
        cylinder((-0.5, -0.5, 0.2), (0.5, 0.5, 0.24), "ceramic"),  # plate
        cylinder((-0.36, -0.36, 0.24), (0.36, 0.36, 0.52), "food"),  # cake
        cylinder((-0.37, -0.37, 0.52), (0.37, 0.37, 0.58), "ivory"),  # icing
        *ring(8, 0.26, 0.035, 0.57, 0.62, "red"),  # cherries
        cylinder((-0.47, -0.47, 0.24), (0.47, 0.47, 0.7), "glass"),  # dome
        sphere((-0.47, -0.47, 0.46), (0.47, 0.47, 0.94), "glass"),
        sphere((-0.07, -0.07, 0.91), (0.07, 0.07, 1.0), "chrome"),  # knob
    )


def _napkin_dispenser() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.42, 0.0), (0.5, 0.5, 0.97), "chrome"),  # body
        *pair(box((-0.5, -0.5, 0.0), (-0.38, -0.42, 1.0), "chrome")),  # front frame
        box((-0.38, -0.5, 0.0), (0.38, -0.42, 0.1), "chrome"),
        box((-0.38, -0.5, 0.86), (0.38, -0.42, 1.0), "chrome"),
        box((-0.38, -0.46, 0.1), (0.38, -0.42, 0.86), "paper"),  # the napkins
        box((-0.22, -0.48, 0.45), (0.22, -0.46, 0.86), "paper"),  # one half drawn out
        box((-0.4, -0.3, 0.96), (0.4, 0.4, 0.99), "paper"),  # top slot
    )


def _straw_dispenser() -> tuple[Part, ...]:
    return (
        cylinder((-0.42, -0.42, 0.0), (0.42, 0.42, 0.1), "chrome"),  # base
        box((-0.12, -0.5, 0.02), (0.12, -0.36, 0.08), "dark_plastic"),  # lever
        cylinder((-0.4, -0.4, 0.1), (0.4, 0.4, 0.9), "glass"),
        *ring(9, 0.25, 0.035, 0.12, 0.88, "red", shape="cylinder"),  # straws
        *ring(9, 0.25, 0.035, 0.12, 0.86, "ivory", shape="cylinder", phase=0.349),
        *ring(4, 0.1, 0.035, 0.12, 0.87, "accent", shape="cylinder", phase=0.4),
        cylinder((-0.44, -0.44, 0.9), (0.44, 0.44, 0.96), "chrome"),  # lid
        sphere((-0.1, -0.1, 0.93), (0.1, 0.1, 1.0), "chrome"),
    )


def _squeeze_bottle(x: float, slot: str) -> tuple[Part, ...]:
    return (cylinder((x - 0.115, -0.215, 0.06), (x + 0.115, 0.215, 0.72), slot),
            cone((x - 0.115, -0.215, 0.72), (x + 0.115, 0.215, 0.8), slot, taper=0.55),
            cylinder((x - 0.065, -0.12, 0.78), (x + 0.065, 0.12, 0.86), "ivory"),  # cap
            cone((x - 0.04, -0.075, 0.86), (x + 0.04, 0.075, 1.0), "ivory", taper=0.2))


def _condiment_station() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "chrome"),  # caddy
        *pair_y(box((-0.5, -0.5, 0.06), (0.5, -0.46, 0.25), "chrome")),
        *pair(box((-0.5, -0.46, 0.06), (-0.46, 0.46, 0.25), "chrome")),
        *pair_y(box((-0.03, -0.46, 0.25), (0.03, -0.4, 0.85), "chrome")),  # handle
        box((-0.03, -0.46, 0.8), (0.03, 0.46, 0.86), "chrome"),
        *_squeeze_bottle(-0.25, "red"),  # ketchup
        *_squeeze_bottle(0.25, "food"),  # mustard
    )


def _card_reader() -> tuple[Part, ...]:
    keys = [(x, y) for x in (-0.28, 0.0, 0.28) for y in (-0.3, -0.19, -0.08)]
    return (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.2, 0.3), "dark_plastic"),  # body
        soft_box((-0.5, 0.05, 0.0), (0.5, 0.5, 0.85), "dark_plastic"),  # printer hump
        box((-0.38, 0.02, 0.36), (0.38, 0.06, 0.8), "screen"),
        box((-0.3, 0.26, 0.8), (0.3, 0.29, 1.0), "paper"),  # receipt
        *(box((x - 0.1, y - 0.04, 0.28), (x + 0.1, y + 0.04, 0.35), "ivory")
          for x, y in keys),
        box((-0.38, -0.46, 0.28), (-0.18, -0.38, 0.35), "red"),  # cancel, clear, enter
        box((-0.1, -0.46, 0.28), (0.1, -0.38, 0.35), "fruit"),
        box((0.18, -0.46, 0.28), (0.38, -0.38, 0.35), "foliage"),
    )


def _label_maker() -> tuple[Part, ...]:
    keys = [(x, y) for x in (-0.3, -0.1, 0.1, 0.3) for y in (-0.4, -0.28, -0.16, -0.04)]
    return (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.4, 0.7), "accent"),  # body
        soft_box((-0.42, 0.04, 0.55), (0.42, 0.38, 0.96), "accent"),  # display housing
        box((-0.32, 0.1, 0.94), (0.32, 0.32, 1.0), "screen"),
        *(box((x - 0.07, y - 0.04, 0.66), (x + 0.07, y + 0.04, 0.76), "dark_plastic")
          for x, y in keys),
        box((-0.16, 0.36, 0.62), (0.16, 0.5, 0.68), "paper"),  # a label coming out
    )


def _table_menu() -> tuple[Part, ...]:
    lines = (0.7, 0.6, 0.5, 0.4, 0.3)
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.12), "wood"),  # block with a slot
        box((-0.46, -0.06, 0.1), (0.46, 0.06, 1.0), "paper"),  # the card
        box((-0.3, -0.08, 0.84), (0.3, -0.06, 0.9), "accent"),  # title
        *(box((-0.36, -0.07, z), (0.14, -0.06, z + 0.025), "dark_plastic") for z in lines),
        *(box((0.24, -0.07, z), (0.36, -0.06, z + 0.025), "dark_plastic") for z in lines),
    )


def _butcher_block() -> tuple[Part, ...]:
    tiles = [(i, j) for i in range(4) for j in range(4)]
    return (
        *legs(0.62, "wood", inset=0.03, thick=0.1),
        box((-0.46, -0.46, 0.12), (0.46, 0.46, 0.16), "wood_alt"),  # lower shelf
        box((-0.5, -0.5, 0.6), (0.5, 0.5, 0.96), "wood"),  # the block
        *(box((-0.5 + 0.25 * i, -0.5 + 0.25 * j, 0.96), (-0.25 + 0.25 * i, -0.25 + 0.25 * j, 1.0),
              ("wood", "wood_alt")[(i + j) % 2]) for i, j in tiles),  # end grain checkerboard
    )


def _bird_feeder() -> tuple[Part, ...]:
    cy = -0.2
    return (
        box((-0.14, 0.46, 0.68), (0.14, 0.5, 1.0), "metal"),  # wall plate
        box((-0.03, -0.24, 0.93), (0.03, 0.46, 0.97), "metal"),  # bracket arm
        box((-0.015, cy - 0.02, 0.8), (0.015, cy + 0.02, 0.94), "metal"),  # hanger
        cone((-0.5, cy - 0.3, 0.7), (0.5, cy + 0.3, 0.82), "red", taper=0.1),  # roof
        cylinder((-0.2, cy - 0.13, 0.2), (0.2, cy + 0.13, 0.72), "glass"),  # tube
        cylinder((-0.18, cy - 0.11, 0.21), (0.18, cy + 0.11, 0.6), "food"),  # seed
        rod(_FEEDER, (cy, 0.3), 0.008, (-0.42, 0.42), "metal", axis="x"),  # perches
        rod(_FEEDER, (0.0, 0.48), 0.008, (cy - 0.2, cy + 0.2), "metal", axis="y"),
        cylinder((-0.42, cy - 0.27, 0.12), (0.42, cy + 0.27, 0.2), "red"),  # seed tray
        sphere((-0.06, cy - 0.04, 0.0), (0.06, cy + 0.04, 0.14), "red"),  # finial
    )


def _birdhouse() -> tuple[Part, ...]:
    gable = [box((-w, -0.35, z), (w, 0.44, z + 0.09), "wood")
             for w, z in ((0.34, 0.66), (0.25, 0.74), (0.16, 0.82), (0.07, 0.9))]
    return (
        box((-0.3, 0.44, 0.0), (0.3, 0.5, 0.95), "wood_alt"),  # mounting board
        box((-0.44, -0.4, 0.04), (0.44, 0.44, 0.1), "wood_alt"),  # floor
        box((-0.4, -0.35, 0.1), (0.4, 0.44, 0.66), "wood"),  # house
        *gable,
        *(q for k in range(8) for q in pair(box((-0.5 + 0.0625 * k, -0.44, 0.62 + 0.04 * k),
                                               (-0.42 + 0.0625 * k, 0.46, 0.71 + 0.04 * k),
                                               "red"))),  # roof, stepped up to the ridge
        box((-0.04, -0.44, 0.94), (0.04, 0.46, 1.0), "red"),
        rod(_BIRDHOUSE, (0.0, 0.45), 0.035, (-0.37, -0.34), "dark_plastic", axis="y"),  # hole
        rod(_BIRDHOUSE, (0.0, 0.3), 0.01, (-0.5, -0.35), "wood_alt", axis="y"),  # perch
    )


def _garden_gnome() -> tuple[Part, ...]:
    return (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.05), "stone"),
        *pair(sphere((-0.36, -0.44, 0.03), (-0.04, 0.1, 0.14), "dark_plastic")),  # boots
        *pair(cylinder((-0.28, -0.2, 0.08), (-0.06, 0.1, 0.28), "wood_alt")),  # legs
        cone((-0.4, -0.36, 0.2), (0.4, 0.36, 0.6), "accent", taper=0.6),  # coat
        cylinder((-0.33, -0.3, 0.36), (0.33, 0.3, 0.41), "dark_plastic"),  # belt
        box((-0.06, -0.32, 0.355), (0.06, -0.28, 0.415), "brass"),
        *pair(sphere((-0.42, -0.2, 0.34), (-0.22, 0.1, 0.58), "accent")),  # arms
        *pair(sphere((-0.4, -0.28, 0.32), (-0.26, -0.12, 0.42), "ceramic")),  # hands
        sphere((-0.2, -0.26, 0.58), (0.2, 0.14, 0.78), "ceramic"),  # head
        sphere((-0.24, -0.34, 0.42), (0.24, 0.02, 0.66), "ivory"),  # beard
        sphere((-0.06, -0.34, 0.63), (0.06, -0.22, 0.7), "ceramic_accent"),  # nose
        *pair(sphere((-0.11, -0.27, 0.68), (-0.05, -0.22, 0.72), "dark_plastic")),  # eyes
        cone((-0.24, -0.22, 0.72), (0.24, 0.22, 1.0), "red"),  # hat
    )


def _outdoor_grill() -> tuple[Part, ...]:
    castors = [(x, y) for x in (-0.26, 0.26) for y in (-0.36, 0.36)]
    knobs = (-0.2, -0.07, 0.07, 0.2)
    return (
        *(cylinder((x - 0.02, y - 0.08, 0.0), (x + 0.02, y + 0.08, 0.09), "rubber", axis="x")
          for x, y in castors),
        box((-0.3, -0.42, 0.08), (0.3, 0.42, 0.62), "dark_plastic"),  # cart
        *pair(box((-0.29, -0.45, 0.12), (-0.01, -0.42, 0.58), "chrome")),  # doors
        *pair(box((-0.05, -0.48, 0.3), (-0.03, -0.45, 0.5), "chrome")),  # their handles
        box((-0.32, -0.4, 0.62), (0.32, 0.44, 0.78), "dark_plastic"),  # firebox
        box((-0.32, -0.46, 0.6), (0.32, -0.4, 0.73), "chrome"),  # control panel
        *(rod(_GRILL, (x, 0.665), 0.045, (-0.5, -0.46), "dark_plastic", axis="y")
          for x in knobs),
        cylinder((-0.32, -0.4, 0.62), (0.32, 0.44, 0.98), "chrome", axis="x"),  # hood
        rod(_GRILL, (-0.46, 0.86), 0.025, (-0.22, 0.22), "chrome", axis="x"),  # its handle
        *pair(box((-0.2, -0.46, 0.85), (-0.18, -0.4, 0.87), "chrome")),
        rod(_GRILL, (0.0, 0.93), 0.06, (-0.32, -0.26), "ivory", axis="y"),  # thermometer
        *pair(box((-0.5, -0.38, 0.76), (-0.32, 0.38, 0.79), "wood")),  # side shelves
        *pair(box((-0.34, -0.34, 0.62), (-0.32, 0.34, 0.76), "dark_plastic")),
    )


def _fire_pit() -> tuple[Part, ...]:
    return (
        cylinder((-0.34, -0.34, 0.0), (0.34, 0.34, 0.12), "rubber"),  # sooty ash bed
        *ring(12, 0.4, 0.1, 0.0, 0.3, "stone"),  # two courses of stones
        *ring(12, 0.4, 0.1, 0.22, 0.5, "stone", phase=0.2618),
        rod(_PIT, (0.0, 0.2), 0.1, (-0.25, 0.25), "wood_alt", axis="x"),  # logs
        rod(_PIT, (0.0, 0.32), 0.1, (-0.25, 0.25), "wood_alt", axis="y"),
        cone((-0.16, -0.16, 0.25), (0.16, 0.16, 1.0), "fruit", taper=0.05),  # flames
        cone((0.0, -0.14, 0.25), (0.2, 0.06, 0.8), "red", taper=0.05),
        cone((-0.22, -0.04, 0.25), (-0.02, 0.16, 0.75), "red", taper=0.05),
    )


def _herb_planter() -> tuple[Part, ...]:
    return (
        box((-0.48, -0.46, 0.0), (0.48, 0.46, 0.4), "ceramic_accent"),  # trough
        *pair_y(box((-0.5, -0.5, 0.36), (0.5, -0.44, 0.46), "ceramic_accent")),  # rim
        *pair(box((-0.5, -0.44, 0.36), (-0.44, 0.44, 0.46), "ceramic_accent")),
        box((-0.44, -0.44, 0.38), (0.44, 0.44, 0.43), "soil"),
        *(sphere((x - r, -d, 0.38), (x + r, d, top), "foliage")
          for x, r, d, top in ((-0.36, 0.1, 0.38, 0.8), (-0.22, 0.09, 0.3, 0.9),
                               (-0.3, 0.08, 0.2, 0.7), (-0.04, 0.09, 0.34, 0.72),
                               (0.08, 0.08, 0.28, 0.78))),  # basil and parsley
        *ring(6, 0.09, 0.02, 0.4, 1.0, "foliage", cx=0.3, ry=0.22, thick_y=0.06,
              shape="cylinder", stagger=0.04),  # rosemary
        *(box((x, -0.47, 0.4), (x + 0.06, -0.44, 0.62), "paper") for x in (-0.3, 0.0, 0.2)),
    )


def _window_box() -> tuple[Part, ...]:
    flowers = ((-0.38, "red"), (-0.2, "ivory"), (-0.02, "accent"), (0.16, "red"),
               (0.32, "ivory"), (0.42, "accent"))
    return (
        *pair(box((-0.38, 0.44, 0.0), (-0.34, 0.5, 0.5), "metal")),  # brackets
        *pair(box((-0.38, -0.42, 0.0), (-0.34, 0.44, 0.05), "metal")),
        box((-0.5, -0.46, 0.05), (0.5, 0.44, 0.46), "wood"),  # box
        box((-0.5, -0.48, 0.05), (0.5, -0.46, 0.1), "wood_alt"),  # trims
        box((-0.5, -0.48, 0.42), (0.5, -0.46, 0.5), "wood_alt"),
        box((-0.48, -0.44, 0.44), (0.48, 0.42, 0.49), "soil"),
        *(sphere((x - 0.12, -0.4, 0.42), (x + 0.12, 0.36, 0.8), "foliage")
          for x in (-0.36, -0.12, 0.12, 0.36)),
        *(sphere((x - 0.05, -0.3, 0.74), (x + 0.05, 0.1, 1.0), slot) for x, slot in flowers),
        *(sphere((x - 0.07, -0.5, 0.22), (x + 0.07, -0.42, 0.55), "foliage")
          for x in (-0.28, 0.2)),  # trailing ivy
    )


def _patio_umbrella() -> tuple[Part, ...]:
    ribs = []
    for sign in (-1, 1):
        for along in ("x", "y"):
            ribs += slant(0.0, 0.7, sign * 0.48, 0.76, "aluminium", n=4, thick=0.01,
                          thick_z=0.006, across=(-0.004, 0.004), along=along)
    return (
        rod(_PARASOL, (0.0, 0.0), 0.5, (0.0, 0.03), "stone"),  # base
        rod(_PARASOL, (0.0, 0.0), 0.16, (0.03, 0.06), "stone"),
        rod(_PARASOL, (0.0, 0.0), 0.045, (0.03, 0.97), "wood"),  # pole
        rod(_PARASOL, (0.0, 0.0), 0.07, (0.66, 0.72), "aluminium"),  # runner
        *ribs,
        cone((-0.5, -0.5, 0.76), (0.5, 0.5, 0.96), "accent", taper=0.05),  # canopy
        rod(_PARASOL, (0.0, 0.0), 0.08, (0.95, 1.0), "wood"),  # finial
    )


def _sun_lounger() -> tuple[Part, ...]:
    """Its length along y, the backrest raised at the +y end."""
    back = [(0.22 + 0.026 * k, 0.4 + 0.057 * k) for k in range(10)]
    frame = [q for p in slant(0.2, 0.36, 0.47, 0.98, "wood", n=6, thick=0.03,
                              across=(-0.5, -0.46), along="y") for q in pair(p)]
    return (
        *(box((x, y, 0.0), (x + 0.06, y + 0.03, 0.34), "wood")
          for x in (-0.5, 0.44) for y in (-0.42, 0.4)),  # legs
        *pair(box((-0.5, -0.5, 0.28), (-0.44, 0.5, 0.36), "wood")),  # side rails
        *(box((-0.44, y, 0.3), (0.44, y + 0.05, 0.34), "wood")
          for y in (-0.4, -0.2, 0.0, 0.2, 0.4)),  # slats
        soft_box((-0.46, -0.5, 0.34), (0.46, 0.24, 0.46), "upholstery"),  # seat cushion
        *(box((-0.46, y - 0.04, z), (0.46, y + 0.04, z + 0.087), "upholstery")
          for y, z in back),  # the raised back cushion, in steps
        *frame,  # the backrest's frame
    )


def _porch_swing() -> tuple[Part, ...]:
    frame: list[Part] = []
    for side in (-0.5, 0.44):  # the A-frame at each end
        across = (side, side + 0.06)
        frame += slant(-0.47, 0.02, -0.02, 0.97, "wood", n=7, thick=0.05, across=across,
                       along="y")
        frame += slant(0.47, 0.02, 0.02, 0.97, "wood", n=7, thick=0.05, across=across,
                       along="y")
    return (
        *frame,
        *pair(box((-0.31, -0.21, 0.92), (-0.29, 0.18, 0.95), "wood")),  # hanger arms
        *(rod(_SWING, (x, y), 0.012, (0.26, 0.93), "metal")
          for x in (-0.3, 0.3) for y in (-0.2, 0.17)),  # chains
        *pair(box((-0.5, -0.5, 0.0), (-0.44, 0.5, 0.04), "wood")),  # foot rails
        *pair(box((-0.5, -0.26, 0.45), (-0.44, 0.26, 0.49), "wood")),  # braces
        box((-0.5, -0.04, 0.95), (0.5, 0.04, 1.0), "wood"),  # top beam
        box((-0.32, -0.22, 0.22), (0.32, 0.2, 0.26), "wood"),  # seat
        box((-0.32, 0.16, 0.26), (0.32, 0.2, 0.52), "wood"),  # back
        *pair(box((-0.33, -0.21, 0.36), (-0.29, 0.2, 0.39), "wood")),  # arms
        *pair(box((-0.33, -0.21, 0.26), (-0.3, -0.18, 0.36), "wood")),
        soft_box((-0.29, -0.2, 0.26), (0.29, 0.15, 0.3), "upholstery"),  # cushions
        soft_box((-0.29, 0.1, 0.29), (0.29, 0.16, 0.49), "upholstery"),
    )


FAMILIES: tuple[Family, ...] = tidy((
    family("pasta_pack", (0.19, 0.06, 0.27), "surface", (  # a box of spaghetti, upright
        box((-0.5, -0.45, 0.0), (0.5, 0.5, 1.0), "paper"),
        box((-0.42, -0.5, 0.45), (0.42, -0.45, 0.85), "accent"),  # its label
        box((-0.18, -0.47, 0.12), (0.18, -0.45, 0.38), "food"),  # the pasta behind
        box((-0.2, -0.5, 0.1), (0.2, -0.48, 0.4), "glass"),  # a window onto it
    ), names=("pasta pack", "pasta box", "box of pasta", "pasta packet", "packet of pasta",
              "spaghetti box", "box of spaghetti", "bag of pasta", "bag of coffee",
              "bag of coffee beans", "coffee bag", "bag of beans", "bag of rice", "bag of chips",
              "bag of crisps", "bag of sugar", "bag of candy", "bag of snacks"),
        hosts=("open_shelf", "metal_shelving", "shelving_unit", "counter", "kitchen_island"),
        stacks=True),
    # --- kitchen counter machines ------------------------------------------------------
    family("french_press", _PRESS, "surface", (
        cylinder((-0.36, -0.47, 0.0), (0.2, 0.47, 0.06), "chrome"),  # foot
        cylinder((-0.34, -0.45, 0.04), (0.18, 0.45, 0.8), "glass"),  # carafe
        cylinder((-0.32, -0.42, 0.05), (0.16, 0.42, 0.56), "screen"),  # coffee
        cylinder((-0.32, -0.42, 0.56), (0.16, 0.42, 0.59), "chrome"),  # plunger plate
        rod(_PRESS, (-0.08, 0.0), 0.008, (0.59, 0.95), "chrome"),
        cylinder((-0.35, -0.46, 0.8), (0.19, 0.46, 0.86), "chrome"),  # lid
        sphere((-0.15, -0.11, 0.92), (-0.01, 0.11, 1.0), "chrome"),  # knob
        box((-0.42, -0.08, 0.78), (-0.33, 0.08, 0.84), "chrome"),  # spout
        *_handle(0.17, 0.5, 0.2, 0.74, 0.08, "dark_plastic"),
    ), names=("french press", "cafetiere", "coffee press", "press pot", "coffee plunger"),
        hosts=(*KITCHEN, "cafe_table")),
    family("coffee_grinder", _GRINDER, "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.08), "appliance"),  # base
        soft_box((-0.48, -0.05, 0.06), (0.48, 0.5, 0.64), "appliance"),  # body
        soft_box((-0.48, -0.42, 0.42), (0.48, 0.0, 0.64), "appliance"),  # head
        box((-0.32, -0.42, 0.08), (0.32, -0.06, 0.34), "glass"),  # grounds bin
        box((-0.3, -0.4, 0.085), (0.3, -0.08, 0.22), "soil"),
        box((-0.1, -0.3, 0.38), (0.1, -0.14, 0.43), "chrome"),  # chute
        rod(_GRINDER, (0.0, 0.53), 0.035, (-0.46, -0.41), "chrome", axis="y"),  # dial
        cylinder((-0.36, -0.16, 0.62), (0.36, 0.34, 0.68), "chrome"),  # collar
        cylinder((-0.42, -0.2, 0.66), (0.42, 0.38, 0.94), "glass"),  # hopper
        cylinder((-0.38, -0.17, 0.67), (0.38, 0.35, 0.84), "soil"),  # beans
        cylinder((-0.44, -0.21, 0.93), (0.44, 0.39, 1.0), "dark_plastic"),  # lid
    ), names=("coffee grinder", "coffee mill", "burr grinder", "bean grinder",
              "espresso grinder"), hosts=KITCHEN),
    family("milk_frother", _FROTHER, "surface", (
        cylinder((-0.46, -0.47, 0.0), (0.3, 0.47, 0.1), "dark_plastic"),  # base
        box((-0.12, -0.5, 0.03), (0.0, -0.45, 0.07), "accent"),  # button
        cylinder((-0.43, -0.41, 0.09), (0.26, 0.41, 0.86), "chrome"),  # jug
        cylinder((-0.4, -0.38, 0.8), (0.23, 0.38, 0.87), "ivory"),  # foam under the lid
        cylinder((-0.41, -0.39, 0.86), (0.24, 0.39, 0.93), "glass"),  # lid
        sphere((-0.16, -0.14, 0.9), (0.0, 0.14, 1.0), "dark_plastic"),
        box((-0.5, -0.08, 0.8), (-0.42, 0.08, 0.86), "chrome"),  # spout
        *_handle(0.24, 0.5, 0.25, 0.76, 0.08, "dark_plastic"),
    ), names=("milk frother", "frother", "milk steamer", "milk foamer", "milk warmer"),
        hosts=KITCHEN),
    family("juicer", _JUICER, "surface", (
        soft_box((-0.5, -0.2, 0.0), (0.5, 0.35, 0.4), "appliance"),  # motor base
        soft_box((-0.42, 0.3, 0.0), (0.42, 0.5, 0.5), "glass"),  # pulp bin
        box((-0.38, 0.34, 0.02), (0.38, 0.48, 0.3), "fruit"),
        cylinder((-0.46, -0.3, 0.4), (0.46, 0.33, 0.58), "chrome"),  # filter bowl
        cylinder((-0.47, -0.32, 0.56), (0.47, 0.34, 0.66), "glass"),  # cover
        cylinder((-0.2, -0.1, 0.64), (0.2, 0.18, 0.92), "glass"),  # feed chute
        cylinder((-0.17, -0.08, 0.66), (0.17, 0.16, 1.0), "dark_plastic"),  # pusher
        *pair(box((-0.5, -0.05, 0.38), (-0.45, 0.1, 0.68), "chrome")),  # locking arms
        box((-0.08, -0.45, 0.44), (0.08, -0.28, 0.5), "chrome"),  # spout
        rod(_JUICER, (0.3, 0.2), 0.04, (-0.23, -0.18), "chrome", axis="y"),  # dial
        cylinder((-0.24, -0.5, 0.0), (0.16, -0.22, 0.36), "glass"),  # jug
        cylinder((-0.22, -0.48, 0.01), (0.14, -0.24, 0.26), "fruit"),  # juice
        box((0.15, -0.4, 0.1), (0.24, -0.33, 0.3), "glass"),
    ), names=("juicer", "juice extractor", "juicing machine", "electric juicer",
              "juice maker"), hosts=KITCHEN),
    family("food_processor", _PROCESSOR, "surface", (
        soft_box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.34), "appliance"),  # base
        *pair(box((-0.2, -0.48, 0.12), (-0.06, -0.44, 0.2), "dark_plastic")),  # buttons
        cylinder((-0.44, -0.4, 0.32), (0.36, 0.4, 0.78), "glass"),  # bowl
        cylinder((-0.4, -0.36, 0.33), (0.32, 0.36, 0.45), "foliage"),  # chopped greens
        rod(_PROCESSOR, (-0.04, 0.0), 0.02, (0.33, 0.6), "chrome"),
        box((-0.3, -0.04, 0.48), (0.22, 0.04, 0.5), "chrome"),  # blade
        *_handle(0.34, 0.5, 0.4, 0.72, 0.08, "glass"),
        cylinder((-0.45, -0.41, 0.77), (0.37, 0.41, 0.83), "glass"),  # lid
        box((-0.26, 0.02, 0.82), (0.12, 0.3, 0.98), "glass"),  # feed tube
        box((-0.22, 0.05, 0.84), (0.08, 0.27, 1.0), "ivory"),  # pusher
    ), names=("food processor", "food chopper", "kitchen processor", "electric chopper"),
        hosts=KITCHEN),
    family("air_fryer", _FRYER, "surface", (
        *feet(0.04, "rubber", 0.4, 0.38),
        soft_box((-0.5, -0.42, 0.03), (0.5, 0.5, 0.97), "appliance"),  # body
        soft_box((-0.44, -0.46, 0.06), (0.44, -0.36, 0.58), "dark_plastic"),  # basket drawer
        box((-0.09, -0.5, 0.2), (0.09, -0.44, 0.48), "chrome"),  # its handle
        box((-0.28, -0.44, 0.68), (0.28, -0.4, 0.9), "screen"),  # touch panel
        box((-0.3, 0.1, 0.96), (0.3, 0.4, 1.0), "dark_plastic"),  # vent
    ), names=("air fryer", "airfryer", "air-fryer", "hot air fryer"), hosts=KITCHEN),
    family("waffle_maker", (0.26, 0.4, 0.12), "surface", (
        cylinder((-0.47, -0.14, 0.0), (0.47, 0.46, 0.42), "dark_plastic"),  # base
        cylinder((-0.42, -0.1, 0.4), (0.42, 0.42, 0.5), "food"),  # the waffle
        cylinder((-0.47, -0.14, 0.48), (0.47, 0.46, 0.84), "chrome"),  # lid
        cone((-0.47, -0.14, 0.84), (0.47, 0.46, 1.0), "dark_plastic", taper=0.75),
        box((-0.07, -0.5, 0.55), (0.07, -0.1, 0.7), "dark_plastic"),  # handle
        box((-0.09, -0.36, 0.0), (0.09, -0.1, 0.3), "dark_plastic"),  # front foot
        sphere((-0.04, -0.38, 0.1), (0.04, -0.34, 0.22), "red"),  # ready light
        box((-0.2, 0.44, 0.3), (0.2, 0.5, 0.7), "dark_plastic"),  # hinge
    ), names=("waffle maker", "waffle iron", "waffle machine", "belgian waffle maker"),
        hosts=KITCHEN),
    family("ice_maker", (0.3, 0.38, 0.38), "surface", (
        box((-0.46, -0.42, 0.0), (0.46, 0.46, 0.03), "dark_plastic"),  # plinth
        box((-0.48, -0.45, 0.03), (0.48, 0.5, 0.86), "appliance"),  # body
        *pair(box((-0.5, -0.2, 0.2), (-0.47, 0.3, 0.5), "dark_plastic")),  # side vents
        box((-0.3, -0.47, 0.72), (0.3, -0.44, 0.86), "screen"),  # controls
        box((-0.5, 0.14, 0.86), (0.5, 0.5, 1.0), "dark_plastic"),  # lid with a window
        box((-0.5, -0.5, 0.86), (0.5, -0.38, 1.0), "dark_plastic"),
        *pair(box((-0.5, -0.38, 0.86), (-0.38, 0.14, 1.0), "dark_plastic")),
        box((-0.38, -0.38, 0.96), (0.38, 0.14, 0.99), "glass"),
        *(box((x, y, 0.86), (x + 0.12, y + 0.1, 0.94), "water")
          for x, y in ((-0.3, -0.3), (-0.12, -0.26), (0.08, -0.32), (0.2, -0.12),
                       (-0.22, -0.1), (0.0, -0.05))),  # ice cubes
    ), names=("ice maker", "ice machine", "icemaker", "ice cube maker",
              "countertop ice maker"), hosts=KITCHEN),
    family("water_filter_pitcher", (0.26, 0.12, 0.27), "surface", (
        soft_box((-0.4, -0.5, 0.0), (0.3, 0.5, 0.9), "glass"),  # jug
        box((-0.36, -0.45, 0.02), (0.26, 0.45, 0.5), "water"),
        box((-0.3, -0.4, 0.55), (0.22, 0.4, 0.88), "ivory"),  # filter reservoir
        soft_box((-0.44, -0.5, 0.88), (0.32, 0.5, 1.0), "accent"),  # lid
        box((-0.5, -0.15, 0.8), (-0.38, 0.15, 0.9), "glass"),  # spout
        *_handle(0.28, 0.5, 0.2, 0.92, 0.12, "accent"),
    ), names=("water filter pitcher", "water filter jug", "filter jug", "filter pitcher",
              "filtered water pitcher"), hosts=(*KITCHEN, "cafe_table")),
    family("tea_set", (0.45, 0.3, 0.17), "surface", _tea_set(),
           names=("tea set", "tea service", "teaset", "china tea set", "porcelain tea set"),
           hosts=("coffee_table", "dining_table", "side_table", "cafe_table", "sideboard",
                  "kitchen_island", "counter")),
    # --- stall, shop and cafe machines -------------------------------------------------
    family("popcorn_machine", _POPCORN, "floor", _popcorn_machine(),
           names=("popcorn machine", "popcorn maker", "popcorn cart", "popcorn stand",
                  "popcorn popper"), clearance=0.6, jitter=0.04),
    family("cotton_candy_machine", _CANDY, "floor", _cotton_candy_machine(),
           names=("cotton candy machine", "candy floss machine", "candyfloss machine",
                  "cotton candy cart", "cotton candy maker", "fairy floss machine"),
           clearance=0.6, jitter=0.04),
    family("slushie_machine", _SLUSH, "surface", _slushie_machine(),
           names=("slushie machine", "slush machine", "slushy machine", "slushie maker",
                  "granita machine", "frozen drink machine"), hosts=SHOP),
    family("soda_fountain", _SODA, "surface", _soda_fountain(),
           names=("soda fountain", "soda dispenser", "soft drink dispenser",
                  "fountain drink machine", "fountain dispenser"), hosts=SHOP),
    family("hot_dog_roller", _ROLLER, "surface", _hot_dog_roller(),
           names=("hot dog roller", "roller grill", "hot dog machine", "hot dog grill",
                  "hot dog cooker"), hosts=SHOP),
    family("deli_slicer", _SLICER, "surface", _deli_slicer(),
           names=("deli slicer", "meat slicer", "food slicer", "slicing machine",
                  "bacon slicer"), hosts=SHOP),
    family("meat_grinder", _MINCER, "surface", _meat_grinder(),
           names=("meat grinder", "meat mincer", "mincer", "mincing machine",
                  "sausage maker"), hosts=(*SHOP, "workbench")),
    family("cake_display", (0.34, 0.34, 0.45), "surface", _cake_display(),
           names=("cake display", "cake dome", "cake stand with dome", "domed cake stand",
                  "covered cake stand", "cake cloche", "glass dome", "cloche", "pastry dome",
                  "glass cloche"),
           hosts=("display_counter", "counter", "cafe_table", "dining_table", "sideboard",
                  "kitchen_island")),
    family("napkin_dispenser", (0.13, 0.17, 0.16), "surface", _napkin_dispenser(),
           names=("napkin dispenser", "napkin holder", "serviette dispenser",
                  "serviette holder", "napkin box"), hosts=TABLE),
    family("straw_dispenser", (0.1, 0.1, 0.3), "surface", _straw_dispenser(),
           names=("straw dispenser", "straw holder", "straw jar", "drinking straw dispenser",
                  "straw caddy"), hosts=TABLE),
    family("condiment_station", (0.26, 0.14, 0.24), "surface", _condiment_station(),
           names=("condiment station", "condiment caddy", "condiment holder", "condiment set",
                  "sauce caddy", "condiment tray"), hosts=TABLE),
    family("card_reader", (0.09, 0.18, 0.07), "surface", _card_reader(),
           names=("card reader", "payment terminal", "card machine", "card terminal",
                  "credit card machine", "credit card reader"), hosts=TILL),
    family("label_maker", (0.1, 0.2, 0.06), "surface", _label_maker(),
           names=("label maker", "label printer", "labeller", "labeler", "label machine"),
           hosts=OFFICE),
    family("table_menu", (0.12, 0.07, 0.2), "surface", _table_menu(),
           names=("menu", "menu card", "table menu", "menu holder", "menu card holder"),
           hosts=TABLE),
    family("butcher_block", (0.6, 0.6, 0.86), "floor", _butcher_block(),
           names=("butcher block", "chopping block", "butcher's block", "butchers block",
                  "butcher block table"), surface_frac=1.0, clearance=0.6, jitter=0.04),
    # --- garden and patio --------------------------------------------------------------
    family("bird_feeder", _FEEDER, "wall_mounted", _bird_feeder(),
           names=("bird feeder", "birdfeeder", "seed feeder", "hanging bird feeder"),
           mount_centre=1.6),
    family("birdhouse", _BIRDHOUSE, "wall_mounted", _birdhouse(),
           names=("birdhouse", "bird house", "nest box", "nesting box", "bird box"),
           mount_centre=1.7),
    family("garden_gnome", (0.22, 0.2, 0.42), "floor", _garden_gnome(),
           names=("garden gnome", "gnome", "lawn gnome", "yard gnome", "gnome statue"),
           jitter=0.1),
    family("outdoor_grill", _GRILL, "floor", _outdoor_grill(),
           names=("grill", "barbecue", "bbq", "barbecue grill", "outdoor grill", "gas grill",
                  "bbq grill"), clearance=0.6, jitter=0.04),
    family("fire_pit", _PIT, "floor", _fire_pit(),
           names=("fire pit", "firepit", "outdoor fire pit", "garden fire pit", "fire ring",
                  "campfire"), clearance=0.6),
    family("herb_planter", (0.45, 0.16, 0.24), "surface", _herb_planter(),
           names=("herb garden", "herb planter", "herb pot", "herbs", "herb box",
                  "herb trough", "potted herbs"), hosts=GARDEN),
    family("window_box", (0.8, 0.22, 0.4), "wall_mounted", _window_box(),
           names=("window box", "window planter", "window flower box", "balcony planter",
                  "railing planter"), mount_centre=1.0),
    family("patio_umbrella", _PARASOL, "floor", _patio_umbrella(),
           names=("patio umbrella", "garden umbrella", "parasol", "sun umbrella",
                  "market umbrella", "beach umbrella"), jitter=0.04),
    family("sun_lounger", _LOUNGER, "floor", _sun_lounger(),
           names=("sun lounger", "sunbed", "pool lounger", "deck lounger", "sunlounger"),
           jitter=0.04),
    family("porch_swing", _SWING, "floor", _porch_swing(),
           names=("porch swing", "swing bench", "garden swing", "patio swing", "swing seat",
                  "hanging bench"), clearance=0.5, jitter=0.04),
))
