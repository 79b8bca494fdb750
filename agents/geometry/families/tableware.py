"""Tableware and food: plates, glasses, cutlery, pots and pans, bottles, bread and cheese.

Everything here stands on a table, counter or shelf; cutlery lies flat, its length along y.
"""

from __future__ import annotations

from agents.geometry.families._shapes import ring, slant, soft_last
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

HOSTS = ("dining_table", "kitchen_island", "counter", "coffee_table", "cafe_table",
         "side_table", "sideboard", "desk", "bookshelf", "wall_shelf")
TABLE_FIRST = ("dining_table", "cafe_table", "kitchen_island", "counter", "coffee_table",
               "side_table", "sideboard", "desk")
KITCHEN_FIRST = ("counter", "kitchen_island", "stove", "dining_table", "sideboard",
                 "wall_shelf", "bookshelf")
CAKE_HOSTS = ("dining_table", "kitchen_island", "counter", "display_counter", "sideboard",
              "cafe_table", "coffee_table")


def _plate(slot: str) -> tuple[Part, ...]:
    """A round plate: a foot, a low well and a beaded rim around it."""
    return (cylinder((-0.3, -0.3, 0.0), (0.3, 0.3, 0.2), slot),
            cylinder((-0.42, -0.42, 0.15), (0.42, 0.42, 0.5), slot),
            cylinder((-0.5, -0.5, 0.3), (0.5, 0.5, 0.62), slot),
            *ring(30, 0.42, 0.08, 0.4, 1.0, slot, shape="cylinder", stagger=0.03))


def _fork(x0: float, x1: float, y0: float, y1: float, z0: float, z1: float,
          slot: str) -> tuple[Part, ...]:
    """A fork lying flat within the given sub-box, tines towards +y."""
    w, d, h = x1 - x0, y1 - y0, z1 - z0

    def at(fx0: float, fy0: float, fz0: float, fx1: float, fy1: float,
           fz1: float) -> Part:
        return box((round(x0 + fx0 * w, 5), round(y0 + fy0 * d, 5), round(z0 + fz0 * h, 5)),
                   (round(x0 + fx1 * w, 5), round(y0 + fy1 * d, 5), round(z0 + fz1 * h, 5)),
                   slot)

    out = [at(0.3, 0.0, 0.0, 0.7, 0.62, 0.45),  # handle
           at(0.2, 0.6, 0.1, 0.8, 0.7, 0.6),  # neck
           at(0.0, 0.68, 0.3, 1.0, 0.78, 0.8)]  # head
    out += [at(a, 0.76, 0.55, a + 0.18, 1.0, 1.0) for a in (0.01, 0.28, 0.54, 0.81)]
    return tuple(out)


FAMILIES: tuple[Family, ...] = soft_last((
    family("dinner_plate", (0.26, 0.26, 0.025), "surface", _plate("ceramic"),
           names=("plate", "dinner plate", "dish", "side plate", "serving plate"),
           hosts=HOSTS, jitter=0.1, surface_frac=0.62, stacks=True, well=0.12),
    family("saucer", (0.15, 0.15, 0.02), "surface", _plate("ceramic_accent"),
           names=("saucer", "small plate", "dessert plate", "bread plate"), hosts=HOSTS,
           surface_frac=0.62, stacks=True, well=0.12),
    family("bowl", (0.16, 0.16, 0.07), "surface", (
        cylinder((-0.24, -0.24, 0.0), (0.24, 0.24, 0.1), "ceramic"),
        cylinder((-0.34, -0.34, 0.08), (0.34, 0.34, 0.35), "ceramic"),
        cylinder((-0.42, -0.42, 0.3), (0.42, 0.42, 0.62), "ceramic"),
        *ring(30, 0.42, 0.08, 0.5, 1.0, "ceramic", shape="cylinder", stagger=0.02),
    ), names=("bowl", "soup bowl", "cereal bowl", "serving bowl", "rice bowl",
              "salad bowl"), hosts=HOSTS, jitter=0.12, stacks=True),
    family("drinking_glass", (0.075, 0.075, 0.12), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "glass"),
        cylinder((-0.44, -0.44, 0.06), (0.44, 0.44, 0.65), "water"),
    ), names=("drinking glass", "tumbler", "water glass", "highball glass",
              "glass of water", "glass"), hosts=HOSTS, jitter=0.1),
    family("wine_glass", (0.085, 0.085, 0.21), "surface", (
        cylinder((-0.45, -0.45, 0.0), (0.45, 0.45, 0.025), "glass"),  # foot
        cylinder((-0.06, -0.06, 0.02), (0.06, 0.06, 0.45), "glass"),  # stem
        sphere((-0.5, -0.5, 0.4), (0.5, 0.5, 0.92), "glass"),  # bowl
        cylinder((-0.44, -0.44, 0.7), (0.44, 0.44, 1.0), "glass"),
        cylinder((-0.36, -0.36, 0.5), (0.36, 0.36, 0.68), "red"),  # wine
    ), names=("wine glass", "stemware", "champagne glass", "goblet", "glass of wine",
              "champagne flute"), hosts=HOSTS),
    family("fork", (0.025, 0.19, 0.012), "surface", _fork(-0.5, 0.5, -0.5, 0.5, 0.0, 1.0,
                                                           "chrome"),
           names=("fork", "dinner fork", "table fork", "salad fork"), hosts=TABLE_FIRST),
    family("table_knife", (0.022, 0.22, 0.012), "surface", (
        soft_box((-0.45, -0.5, 0.0), (0.45, 0.05, 1.0), "chrome"),  # handle
        box((-0.5, 0.03, 0.1), (0.25, 0.5, 0.45), "aluminium"),  # blade
    ), names=("knife", "table knife", "dinner knife", "butter knife", "steak knife"),
        hosts=TABLE_FIRST),
    family("spoon", (0.04, 0.18, 0.015), "surface", (
        box((-0.12, -0.45, 0.35), (0.12, 0.18, 0.65), "chrome"),
        soft_box((-0.22, -0.5, 0.3), (0.22, -0.3, 0.7), "chrome"),
        sphere((-0.5, 0.12, 0.0), (0.5, 0.5, 0.9), "chrome"),  # the bowl
    ), names=("spoon", "teaspoon", "tablespoon", "soup spoon", "dessert spoon"),
        hosts=TABLE_FIRST),
    family("chopsticks", (0.04, 0.24, 0.012), "surface", (
        box((-0.5, -0.42, 0.0), (0.5, -0.3, 0.3), "ceramic_accent"),  # rest
        cone((-0.4, -0.5, 0.3), (-0.15, 0.5, 0.9), "wood", taper=0.5, axis="y"),
        cone((0.05, -0.5, 0.3), (0.3, 0.5, 0.9), "wood", taper=0.5, axis="y"),
    ), names=("chopsticks", "chopstick", "pair of chopsticks", "chopstick set"),
        hosts=TABLE_FIRST),
    family("teapot", (0.25, 0.16, 0.16), "surface", (
        cylinder((-0.2, -0.3, 0.0), (0.2, 0.3, 0.08), "ceramic"),
        sphere((-0.3, -0.47, 0.04), (0.3, 0.47, 0.8), "ceramic"),  # body
        cylinder((-0.16, -0.25, 0.74), (0.16, 0.25, 0.86), "ceramic"),  # lid
        sphere((-0.05, -0.08, 0.84), (0.05, 0.08, 1.0), "ceramic"),
        *slant(-0.24, 0.3, -0.47, 0.72, "ceramic", n=5, thick=0.06, thick_z=0.08,
               across=(-0.06, 0.06)),  # spout
        box((0.26, -0.04, 0.6), (0.455, 0.04, 0.66), "ceramic"),  # handle
        box((0.4, -0.035, 0.255), (0.46, 0.035, 0.655), "ceramic"),
        box((0.26, -0.04, 0.25), (0.455, 0.04, 0.31), "ceramic"),
    ), names=("teapot", "tea pot", "coffee pot"), hosts=HOSTS),
    family("teacup", (0.11, 0.085, 0.065), "surface", (  # the cup to -x, its handle at +x
        cylinder((-0.36, -0.3, 0.0), (0.1, 0.3, 0.1), "ceramic"),  # foot ring
        cylinder((-0.5, -0.5, 0.08), (0.26, 0.5, 1.0), "ceramic"),
        cylinder((-0.44, -0.42, 0.82), (0.2, 0.42, 0.97), "food"),  # the tea
        box((0.25, -0.05, 0.72), (0.46, 0.05, 0.82), "ceramic"),  # handle
        box((0.4, -0.05, 0.3), (0.5, 0.05, 0.82), "ceramic"),
        box((0.25, -0.05, 0.3), (0.46, 0.05, 0.4), "ceramic"),
    ), names=("teacup", "tea cup", "espresso cup", "demitasse", "porcelain cup",
              "china cup"), hosts=HOSTS),
    family("pitcher", (0.19, 0.13, 0.22), "surface", (
        cone((-0.38, -0.5, 0.0), (0.304, 0.5, 0.85), "ceramic", taper=0.85),
        cylinder((-0.338, -0.44, 0.82), (0.262, 0.44, 0.985), "ceramic"),  # neck
        cylinder((-0.3, -0.38, 0.975), (0.22, 0.38, 1.0), "water"),
        box((-0.5, -0.08, 0.86), (-0.3, 0.08, 0.97), "ceramic"),  # spout
        box((0.2, -0.05, 0.75), (0.495, 0.05, 0.82), "ceramic"),  # handle
        box((0.42, -0.045, 0.305), (0.5, 0.045, 0.815), "ceramic"),
        box((0.25, -0.05, 0.3), (0.495, 0.05, 0.36), "ceramic"),
    ), names=("jug", "pitcher", "water jug", "milk jug", "carafe", "water pitcher"),
        hosts=HOSTS),
    family("bottle", (0.075, 0.075, 0.26), "surface", (
        cylinder((-0.48, -0.48, 0.0), (0.48, 0.48, 0.6), "glass"),
        cone((-0.48, -0.48, 0.6), (0.48, 0.48, 0.78), "glass", taper=0.35),  # shoulder
        cylinder((-0.17, -0.17, 0.76), (0.17, 0.17, 0.94), "glass"),  # neck
        cylinder((-0.19, -0.19, 0.93), (0.19, 0.19, 1.0), "metal"),  # cap
        cylinder((-0.5, -0.5, 0.2), (0.5, 0.5, 0.45), "paper"),  # label
        cylinder((-0.42, -0.42, 0.02), (0.42, 0.42, 0.55), "water"),
    ), names=("bottle", "water bottle", "glass bottle", "beer bottle", "soda bottle",
              "milk bottle"), hosts=HOSTS),
    family("wine_bottle", (0.08, 0.08, 0.31), "surface", (
        cylinder((-0.48, -0.48, 0.0), (0.48, 0.48, 0.62), "screen"),  # dark glass
        cone((-0.48, -0.48, 0.6), (0.48, 0.48, 0.72), "screen", taper=0.4),
        cylinder((-0.16, -0.16, 0.7), (0.16, 0.16, 0.9), "screen"),
        cylinder((-0.18, -0.18, 0.84), (0.18, 0.18, 1.0), "red"),  # foil
        cylinder((-0.5, -0.5, 0.18), (0.5, 0.5, 0.45), "paper"),  # label
    ), names=("wine bottle", "bottle of wine", "champagne bottle", "wine", "red wine"),
        hosts=HOSTS),
    family("jar", (0.1, 0.1, 0.14), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.85), "glass"),
        cylinder((-0.42, -0.42, 0.02), (0.42, 0.42, 0.62), "food"),  # contents
        cylinder((-0.5, -0.5, 0.85), (0.5, 0.5, 1.0), "metal"),  # lid
    ), names=("jar", "glass jar", "mason jar", "cookie jar", "storage jar", "jam jar"),
        hosts=(*KITCHEN_FIRST, "dining_table")),
    family("spice_jar", (0.045, 0.045, 0.09), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.78), "glass"),
        cylinder((-0.44, -0.44, 0.02), (0.44, 0.44, 0.62), "food"),  # the spice
        cylinder((-0.5, -0.5, 0.78), (0.5, 0.5, 1.0), "metal"),  # lid
    ), names=("spice jar", "spice bottle", "herb jar", "seasoning jar", "spice shaker",
              "spice container"), hosts=("spice_rack", *KITCHEN_FIRST)),
    family("serving_tray", (0.45, 0.32, 0.05), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.25), "wood"),
        box((-0.5, -0.5, 0.25), (0.5, -0.45, 0.8), "wood_alt"),  # rims
        box((-0.5, 0.45, 0.25), (0.5, 0.5, 0.8), "wood_alt"),
        *(part for x0, x1 in ((-0.5, -0.44), (0.44, 0.5)) for part in (  # ends, hand holes
            box((x0, -0.45, 0.25), (x1, -0.15, 1.0), "wood_alt"),
            box((x0, 0.15, 0.25), (x1, 0.45, 1.0), "wood_alt"),
            box((x0, -0.15, 0.25), (x1, 0.15, 0.55), "wood_alt"),
            box((x0, -0.15, 0.8), (x1, 0.15, 1.0), "wood_alt"))),
    ), names=("tray", "serving tray", "tea tray", "breakfast tray", "wooden tray"),
        hosts=HOSTS, surface_frac=0.35, well=0.07),
    family("cutting_board", (0.4, 0.26, 0.04), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.32, 0.5, 0.6), "wood"),
        soft_box((0.28, -0.14, 0.02), (0.5, 0.14, 0.58), "wood"),  # handle
        cylinder((0.38, -0.05, 0.57), (0.44, 0.05, 0.59), "dark_plastic"),  # its hole
    ), contents=(
        box((-0.35, -0.3, 0.6), (0.05, -0.2, 0.72), "aluminium"),  # a knife
        box((0.05, -0.3, 0.6), (0.22, -0.19, 0.85), "dark_plastic"),
        sphere((-0.35, 0.05, 0.5), (-0.2, 0.28, 1.0), "fruit"),  # tomato halves
        sphere((-0.15, 0.1, 0.5), (0.0, 0.33, 1.0), "fruit"),
    ), names=("cutting board", "chopping board", "bread board", "carving board"),
        hosts=("counter", "kitchen_island", "dining_table"), surface_frac=0.6),
    family("cooking_pot", (0.3, 0.24, 0.2), "surface", (
        cylinder((-0.37, -0.46, 0.0), (0.37, 0.46, 0.72), "chrome"),
        cylinder((-0.38, -0.475, 0.7), (0.38, 0.475, 0.75), "chrome"),
        cone((-0.37, -0.46, 0.75), (0.37, 0.46, 0.88), "chrome", taper=0.45),  # lid
        cylinder((-0.05, -0.06, 0.88), (0.05, 0.06, 1.0), "dark_plastic"),
        box((-0.5, -0.06, 0.55), (-0.37, 0.06, 0.64), "dark_plastic"),  # handles
        box((0.37, -0.06, 0.55), (0.5, 0.06, 0.64), "dark_plastic"),
    ), names=("cooking pot", "saucepan", "stock pot", "stockpot", "casserole dish",
              "dutch oven", "soup pot", "pot"), hosts=KITCHEN_FIRST),
    family("frying_pan", (0.48, 0.28, 0.06), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.08, 0.5, 0.35), "cooktop"),
        *ring(30, 0.259, 0.031, 0.25, 1.0, "cooktop", cx=-0.21, ry=0.446, thick_y=0.054,
              shape="cylinder", stagger=0.02),
        *slant(0.07, 0.55, 0.5, 0.85, "dark_plastic", n=5, thick=0.06, thick_z=0.15,
               across=(-0.05, 0.05)),  # handle
    ), names=("frying pan", "skillet", "fry pan", "frypan", "saute pan", "pan"),
        hosts=KITCHEN_FIRST),
    family("cake_stand", (0.3, 0.3, 0.26), "surface", (
        cone((-0.35, -0.35, 0.0), (0.35, 0.35, 0.05), "ceramic", taper=0.3),
        cylinder((-0.07, -0.07, 0.05), (0.07, 0.07, 0.3), "ceramic"),
        cylinder((-0.5, -0.5, 0.3), (0.5, 0.5, 0.35), "ceramic"),
    ), names=("cake stand", "cake plate", "cake pedestal", "pedestal cake stand"),
        hosts=CAKE_HOSTS, surface_frac=0.35,
        contents=(  # a cake of its own while no other is put on it
            cylinder((-0.4, -0.4, 0.35), (0.4, 0.4, 0.85), "food"),
            cylinder((-0.41, -0.41, 0.85), (0.41, 0.41, 0.95), "ivory"),  # icing
            *ring(8, 0.3, 0.035, 0.94, 1.0, "red"),  # cherries
        )),
    family("cake", (0.24, 0.24, 0.16), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.8), "food"),  # sponge
        cylinder((-0.49, -0.49, 0.36), (0.49, 0.49, 0.44), "ivory"),  # the filling's line
        cylinder((-0.5, -0.5, 0.8), (0.5, 0.5, 0.92), "ivory"),  # icing
        *ring(8, 0.36, 0.045, 0.9, 1.0, "red"),  # cherries
    ), names=("cake", "birthday cake", "layer cake", "round cake", "sponge cake",
              "cheesecake", "chocolate cake", "wedding cake", "fruit cake", "torte"),
        hosts=("cake_stand", *CAKE_HOSTS)),
    family("bread_loaf", (0.28, 0.13, 0.11), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.55), "food"),
        sphere((-0.48, -0.47, 0.15), (0.48, 0.47, 1.0), "food"),  # crown
    ), names=("bread", "loaf", "loaf of bread", "bread loaf", "sourdough", "baguette"),
        hosts=("counter", "kitchen_island", "dining_table", "cafe_table", "sideboard")),
    # a lidded tub of ice cream, yogurt or butter: kept in a freezer, a fridge, on a counter
    family("food_tub", (0.13, 0.13, 0.11), "surface", (
        cone((-0.42, -0.42, 0.0), (0.42, 0.42, 0.86), "paper", taper=0.88),  # the tub
        cylinder((-0.45, -0.45, 0.3), (0.45, 0.45, 0.6), "accent"),  # its printed band
        cylinder((-0.5, -0.5, 0.86), (0.5, 0.5, 1.0), "red"),  # lid
    ), names=("tub of ice cream", "ice cream tub", "ice cream container", "pint of ice cream",
              "tub of yogurt", "yogurt tub", "tub of butter", "butter tub", "food tub"),
        hosts=("display_counter", *KITCHEN_FIRST), stacks=True, jitter=0.06),
    family("cheese_board", (0.32, 0.24, 0.09), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.18), "wood"),
    ), contents=(  # its cheeses and grapes, while the prompt puts none of its own on it
        cylinder((-0.45, -0.35, 0.18), (-0.075, 0.15, 0.78), "ivory"),  # a wheel
        box((0.02, -0.35, 0.18), (0.3, 0.0, 0.62), "food"),  # a block
        *(sphere((x, y, 0.18), (x + 0.09, y + 0.12, 0.5), "fruit")
          for x, y in ((0.1, 0.1), (0.2, 0.14), (0.3, 0.08), (0.16, 0.24), (0.26, 0.3))),
    ), names=("cheese board", "cheese platter", "charcuterie board", "cheese plate"),
        hosts=TABLE_FIRST, surface_frac=0.18),
    # a wedge cut from a wheel, stepped down from its rind
    family("cheese_wedge", (0.11, 0.08, 0.05), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.35, 0.7), "ivory"),  # the cut faces
        box((-0.5, -0.2, 0.7), (0.5, 0.35, 1.0), "ivory"),  # ... stepped up to the rind
        box((-0.5, 0.35, 0.0), (0.5, 0.5, 1.0), "food"),  # its rind
    ), names=("cheese", "cheese wedge", "wedge of cheese", "piece of cheese", "cheese wheel",
              "wheel of cheese", "block of cheese", "cheese block"),
        hosts=("cheese_board", *TABLE_FIRST), jitter=0.15),
    family("tin_can", (0.066, 0.066, 0.115), "surface", (
        cylinder((-0.47, -0.47, 0.0), (0.47, 0.47, 0.04), "aluminium"),
        cylinder((-0.48, -0.48, 0.03), (0.48, 0.48, 0.97), "aluminium"),
        cylinder((-0.5, -0.5, 0.12), (0.5, 0.5, 0.88), "red"),  # label
        cylinder((-0.47, -0.47, 0.96), (0.47, 0.47, 1.0), "aluminium"),
    ), names=("tin can", "soda can", "food can", "beer can", "drink can", "canned food", "can",
              "can of soup", "can of beans"),
        hosts=(*KITCHEN_FIRST, "desk", "coffee_table")),
    family("placemat", (0.45, 0.32, 0.005), "surface", (
        box((-0.44, -0.5, 0.0), (0.44, 0.5, 0.7), "fabric"),
        box((-0.5, -0.5, 0.0), (-0.44, 0.5, 1.0), "accent"),
        box((0.44, -0.5, 0.0), (0.5, 0.5, 1.0), "accent"),
    ), names=("placemat", "place mat", "table mat"), hosts=TABLE_FIRST),
    family("napkin", (0.2, 0.06, 0.05), "surface", (
        cylinder((-0.5, -0.42, 0.08), (0.5, 0.42, 0.92), "fabric", axis="x"),
        cylinder((-0.1, -0.5, 0.0), (0.1, 0.5, 1.0), "brass", axis="x"),  # napkin ring
    ), names=("napkin", "serviette", "cloth napkin", "napkin ring", "table napkin"),
        hosts=TABLE_FIRST),
    family("salt_pepper_shakers", (0.1, 0.04, 0.1), "surface", (
        cylinder((-0.5, -0.5, 0.0), (-0.1, 0.5, 0.75), "ivory"),
        sphere((-0.5, -0.5, 0.6), (-0.1, 0.5, 0.9), "chrome"),
        cylinder((0.1, -0.5, 0.0), (0.5, 0.5, 0.8), "dark_plastic"),
        sphere((0.1, -0.5, 0.65), (0.5, 0.5, 1.0), "chrome"),
    ), names=("salt and pepper shakers", "salt shaker", "pepper shaker", "salt and pepper",
              "pepper mill", "cruet set"), hosts=TABLE_FIRST),
    family("pizza", (0.36, 0.36, 0.03), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.4), "wood"),  # board
        cylinder((-0.44, -0.44, 0.4), (0.44, 0.44, 0.8), "food"),  # crust
        cylinder((-0.39, -0.39, 0.8), (0.39, 0.39, 0.86), "ivory"),  # cheese
        *ring(7, 0.25, 0.05, 0.86, 1.0, "red", shape="cylinder"),  # pepperoni
        cylinder((-0.05, -0.05, 0.86), (0.05, 0.05, 1.0), "red"),
    ), names=("pizza", "pizza on a board", "pizza pie"), hosts=TABLE_FIRST),
    # a served plate: the main on a bed of something, a side and a garnish
    family("plated_meal", (0.27, 0.27, 0.07), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.2), "ceramic"),  # the plate
        cylinder((-0.42, -0.42, 0.2), (0.42, 0.42, 0.26), "ceramic"),  # its raised rim
        sphere((-0.3, -0.25, 0.2), (0.15, 0.2, 0.85), "food"),  # the main
        sphere((0.05, -0.3, 0.2), (0.35, 0.0, 0.6), "fruit"),  # a side
        sphere((0.05, 0.05, 0.2), (0.32, 0.32, 0.55), "foliage"),  # greens
        cylinder((-0.12, 0.22, 0.2), (0.02, 0.36, 1.0), "red"),  # a garnish
    ), names=("plated meal", "plate of food", "meal", "dinner plate of food", "served meal",
              "entree", "main course", "dish of food"), hosts=TABLE_FIRST),
    family("pizza_box", (0.36, 0.36, 0.05), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.9), "paper"),  # the carton
        box((-0.5, -0.5, 0.9), (0.5, 0.5, 1.0), "paper"),  # its lid
        cylinder((-0.22, -0.22, 0.98), (0.22, 0.22, 1.0), "red"),  # the printed logo
    ), names=("pizza box", "pizza carton", "takeaway pizza box"), hosts=KITCHEN_FIRST,
        stacks=True, jitter=0.04),
    family("place_setting", (0.55, 0.4, 0.15), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.02), "fabric"),  # placemat
        box((-0.47, -0.3, 0.02), (-0.28, 0.15, 0.04), "accent"),  # napkin
        cylinder((-0.14, -0.24, 0.02), (0.14, 0.14, 0.04), "ceramic"),  # plate
        cylinder((-0.19, -0.31, 0.035), (0.19, 0.21, 0.08), "ceramic"),
        *ring(22, 0.2, 0.04, 0.05, 0.12, "ceramic", cy=-0.05, ry=0.27, thick_y=0.055,
              shape="cylinder", stagger=0.004),
        *_fork(-0.4, -0.35, -0.28, 0.12, 0.04, 0.07, "chrome"),
        box((0.3, -0.28, 0.02), (0.33, 0.02, 0.06), "chrome"),  # knife
        box((0.29, 0.02, 0.02), (0.33, 0.14, 0.04), "aluminium"),
        cylinder((0.266, 0.2125, 0.02), (0.394, 0.3875, 1.0), "glass"),
        cylinder((0.276, 0.225, 0.03), (0.384, 0.375, 0.6), "water"),
    ), names=("place setting", "table setting", "dinner setting", "table place setting"),
        hosts=("dining_table", "cafe_table", "kitchen_island")),
))
