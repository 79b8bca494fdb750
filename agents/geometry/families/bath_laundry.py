"""Bathroom and laundry: shower, bidet, small bathroom things, the laundry's kit."""

from __future__ import annotations

from agents.geometry.families._shapes import ring, slant, soft_last
from agents.geometry.families._tidy import pair, pair_y
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cylinder, legs, soft_box, sphere

BATH_TOPS = ("vanity", "counter", "wall_shelf", "side_table", "dresser", "bookshelf")


def _x_legs() -> tuple[Part, ...]:
    """An ironing board's crossed legs (each a flat frame, seen edge-on from the front)."""
    return (*slant(-0.22, 0.0, 0.3, 0.84, "aluminium", n=12, thick=0.012, thick_z=0.02,
                   across=(-0.3, 0.3)),
            *slant(0.305, 0.0, -0.215, 0.838, "aluminium", n=12, thick=0.012, thick_z=0.02,
                   across=(-0.26, 0.26)))


def _airer() -> tuple[Part, ...]:
    """A tower clothes airer: four posts on two feet, rails on both faces, laundry on them."""
    out: list[Part] = []
    for x0 in (-0.5, 0.46):
        out.append(box((x0, -0.5, 0.0), (x0 + 0.04, 0.5, 0.03), "aluminium"))  # foot
        for y0 in (-0.42, 0.38):
            out.append(cylinder((x0, y0, 0.03), (x0 + 0.04, y0 + 0.04, 1.0), "aluminium"))
    for z in (0.45, 0.7, 0.95):
        for y in (-0.4, 0.4):
            out.append(cylinder((-0.46, y - 0.012, z - 0.012), (0.46, y + 0.012, z + 0.012),
                                "aluminium", axis="x"))
    out += [box((-0.36, -0.43, 0.55), (-0.04, -0.39, 0.94), "towel"),  # over a rail
            box((0.06, -0.43, 0.28), (0.38, -0.39, 0.69), "fabric"),  # a shirt
            box((-0.3, -0.43, 0.3), (-0.24, -0.39, 0.44), "accent"),  # socks
            box((-0.2, -0.43, 0.32), (-0.14, -0.39, 0.44), "accent"),
            box((-0.3, 0.39, 0.5), (0.3, 0.43, 0.94), "bedding")]  # a sheet at the back
    return tuple(out)


FAMILIES: tuple[Family, ...] = soft_last((
    family("shower_stall", (0.9, 0.9, 2.1), "corner", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "sanitary"),  # tray
        box((-0.49, 0.46, 0.05), (0.49, 0.5, 1.0), "ceramic"),  # back wall panel
        box((-0.5, -0.46, 0.051), (-0.49, 0.46, 0.969), "glass"),
        box((0.49, -0.46, 0.051), (0.5, 0.46, 0.969), "glass"),
        box((-0.48, -0.47, 0.051), (0.48, -0.46, 0.969), "glass"),
        box((-0.5, -0.49, 0.05), (-0.48, -0.46, 0.97), "chrome"),  # frame
        box((0.48, -0.49, 0.05), (0.5, -0.46, 0.97), "chrome"),
        box((-0.01, -0.48, 0.05), (0.01, -0.455, 0.97), "chrome"),
        box((-0.5, -0.49, 0.97), (0.5, -0.46, 1.0), "chrome"),
        box((-0.5, -0.46, 0.97), (-0.48, 0.46, 1.0), "chrome"),
        box((0.48, -0.46, 0.97), (0.5, 0.46, 1.0), "chrome"),
        box((0.04, -0.5, 0.45), (0.06, -0.47, 0.6), "chrome"),  # door handle
        box((-0.015, 0.43, 0.45), (0.015, 0.46, 0.92), "chrome"),  # riser
        box((-0.012, 0.25, 0.9), (0.012, 0.455, 0.918), "chrome"),
        cylinder((-0.1, 0.15, 0.88), (0.1, 0.35, 0.9), "chrome"),  # shower head
        cylinder((-0.05, 0.42, 0.45), (0.05, 0.46, 0.5), "chrome", axis="y"),  # mixer
        cylinder((-0.04, -0.04, 0.05), (0.04, 0.04, 0.053), "chrome"),  # drain
    ), names=("shower", "shower stall", "shower cubicle", "shower enclosure",
              "walk-in shower", "shower cabin"), clearance=0.7),
    family("bidet", (0.38, 0.55, 0.4), "wall", (
        soft_box((-0.28, -0.25, 0.0), (0.28, 0.4, 0.5), "sanitary"),  # pedestal
        soft_box((-0.5, -0.5, 0.45), (0.5, 0.45, 0.84), "sanitary"),  # bowl
        soft_box((-0.485, -0.485, 0.8), (-0.33, 0.435, 0.93), "sanitary"),  # rim
        soft_box((0.33, -0.485, 0.8), (0.485, 0.435, 0.93), "sanitary"),
        soft_box((-0.4, -0.495, 0.79), (0.4, -0.33, 0.92), "sanitary"),
        soft_box((-0.45, 0.2, 0.81), (0.45, 0.5, 0.94), "sanitary"),  # tap deck
        cylinder((-0.05, 0.3, 0.94), (0.05, 0.38, 1.0), "chrome"),
        box((-0.02, 0.18, 0.96), (0.02, 0.32, 0.99), "chrome"),
        cylinder((-0.05, -0.1, 0.84), (0.05, 0.0, 0.845), "chrome"),  # drain
    ), names=("bidet", "bidet bowl", "standalone bidet"), clearance=0.5),
    family("laundry_hamper", (0.45, 0.35, 0.6), "wall", (
        box((-0.44, -0.43, 0.0), (0.44, 0.43, 0.06), "wood"),  # floor of the basket
        box((-0.48, -0.47, 0.0), (0.48, -0.43, 0.86), "wood"),  # woven walls
        box((-0.48, 0.43, 0.0), (0.48, 0.47, 0.86), "wood"),
        *pair(box((-0.48, -0.43, 0.0), (-0.44, 0.43, 0.86), "wood")),
        box((-0.49, -0.48, 0.4), (0.49, -0.47, 0.43), "wood_alt"),  # band
        box((-0.49, 0.47, 0.4), (0.49, 0.48, 0.43), "wood_alt"),
        *pair(box((-0.49, -0.47, 0.4), (-0.48, 0.47, 0.43), "wood_alt")),
        box((-0.5, -0.5, 0.83), (0.5, -0.43, 0.89), "wood_alt"),  # rim
        box((-0.5, 0.43, 0.83), (0.5, 0.5, 0.89), "wood_alt"),
        *pair(box((-0.5, -0.43, 0.83), (-0.44, 0.43, 0.89), "wood_alt")),
        box((-0.5, -0.12, 0.7), (-0.485, 0.12, 0.76), "dark_plastic"),  # hand holes
        box((0.485, -0.12, 0.7), (0.5, 0.12, 0.76), "dark_plastic"),
    ), contents=(
        sphere((-0.42, -0.38, 0.5), (0.2, 0.3, 0.98), "towel"),  # laundry
        sphere((-0.05, -0.32, 0.5), (0.42, 0.36, 1.0), "fabric"),
        sphere((-0.3, 0.0, 0.5), (0.1, 0.4, 0.94), "bedding"),
    ), names=("laundry hamper", "hamper", "clothes hamper", "dirty laundry", "laundry bin"),
        interior=0.06, rim=0.05),
    # an open, low basket carried to the line: it goes on a washer, a bench or the bed too
    family("laundry_basket", (0.6, 0.42, 0.28), "floor", (
        box((-0.44, -0.4, 0.0), (0.44, 0.4, 0.06), "dark_plastic"),  # floor of the basket
        *pair(box((-0.49, -0.46, 0.0), (-0.44, 0.46, 0.86), "accent")),  # ends
        *pair_y(box((-0.44, -0.46, 0.0), (0.44, -0.4, 0.86), "accent")),  # sides
        *(part for x in (-0.3, -0.1, 0.1, 0.3)  # the slots along its sides
          for part in pair_y(box((x - 0.05, -0.47, 0.25), (x + 0.05, -0.46, 0.6),
                                 "dark_plastic"))),
        *pair_y(box((-0.5, -0.46, 0.86), (0.5, -0.4, 1.0), "accent")),  # rim
        *pair(box((-0.5, -0.4, 0.86), (-0.44, 0.4, 1.0), "accent")),
        *pair(box((-0.5, -0.18, 0.62), (-0.49, 0.18, 0.78), "dark_plastic")),  # hand holes
    ), contents=(
        sphere((-0.4, -0.34, 0.2), (0.1, 0.3, 0.92), "towel"),  # washing heaped in it
        sphere((-0.1, -0.3, 0.2), (0.4, 0.34, 1.0), "fabric"),
        sphere((-0.3, 0.0, 0.3), (0.2, 0.36, 0.96), "bedding"),
    ), names=("laundry basket", "clothes basket", "washing basket", "plastic laundry basket"),
        interior=0.06, rim=0.1),  # its walls stand 0.1 of its width in from its sides
    family("folded_clothes", (0.32, 0.26, 0.16), "surface", (  # a pile of folded shirts
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.34), "fabric"),
        soft_box((-0.48, -0.47, 0.33), (0.49, 0.49, 0.67), "accent"),
        soft_box((-0.49, -0.49, 0.66), (0.47, 0.48, 1.0), "towel"),
        box((-0.3, -0.5, 0.4), (0.3, -0.47, 0.6), "accent"),  # a folded sleeve's edge
    ), names=("clothes", "folded clothes", "stack of clothes", "pile of clothes",
              "folded shirts", "sweaters", "clothing", "folded laundry"),
        hosts=("dresser", "bed", "shelving_unit", "open_shelf", "bench", "laundry_hamper"),
        stacks=True),
    family("ironing_board", (1.3, 0.4, 1.0), "floor", (
        box((-0.25, -0.5, 0.86), (0.5, 0.5, 0.9), "fabric"),
        cylinder((-0.5, -0.5, 0.862), (0.0, 0.5, 0.895), "fabric"),  # the pointed end
        box((-0.22, -0.45, 0.84), (0.48, 0.45, 0.86), "aluminium"),
        *_x_legs(),
        box((-0.28, -0.38, 0.0), (-0.18, 0.38, 0.03), "rubber"),  # feet
        box((0.25, -0.38, 0.0), (0.35, 0.38, 0.03), "rubber"),
    ), names=("ironing board", "iron board", "ironing table", "iron and board"),
        clearance=0.6, surface_frac=0.9,  # an iron is its own thing, set on the board's top
        keep_clear=((-0.5, -0.5, -0.25, 0.5),)),  # but not on the pointed end
    family("drying_rack", (0.9, 0.55, 1.0), "floor", _airer(),
           names=("drying rack", "clothes drying rack", "clothes airer", "laundry rack",
                  "airer", "clothes horse")),
    family("utility_sink", (0.6, 0.55, 0.9), "wall", (
        *legs(0.55, "aluminium", inset=0.04, thick=0.05),
        box((-0.5, -0.5, 0.55), (0.5, 0.45, 0.74), "sanitary"),  # tub bottom
        box((-0.5, -0.5, 0.74), (0.5, -0.42, 0.95), "sanitary"),  # tub walls
        box((-0.5, 0.37, 0.74), (0.5, 0.45, 0.95), "sanitary"),
        box((-0.5, -0.42, 0.74), (-0.42, 0.37, 0.95), "sanitary"),
        box((0.42, -0.42, 0.74), (0.5, 0.37, 0.95), "sanitary"),
        cylinder((-0.05, -0.05, 0.74), (0.05, 0.05, 0.745), "chrome"),  # drain
        box((-0.025, 0.45, 0.8), (0.025, 0.5, 1.0), "chrome"),  # wall tap
        box((-0.02, 0.2, 0.96), (0.02, 0.45, 1.0), "chrome"),
        box((-0.12, 0.455, 0.88), (0.12, 0.5, 0.91), "chrome"),
    ), names=("utility sink", "laundry sink", "laundry tub", "utility tub", "mop sink",
              "slop sink"), clearance=0.6),
    family("wall_basin", (0.5, 0.42, 0.45), "wall_mounted", (  # hung on the wall, no cabinet
        soft_box((-0.5, -0.5, 0.45), (0.5, 0.38, 0.78), "sanitary"),  # basin
        box((-0.5, 0.38, 0.3), (0.5, 0.5, 1.0), "sanitary"),  # back plate on the wall
        cylinder((-0.06, -0.16, 0.78), (0.06, -0.04, 0.785), "chrome"),  # drain
        cylinder((-0.05, 0.16, 0.0), (0.05, 0.26, 0.45), "chrome"),  # trap into the wall
        cylinder((-0.04, 0.24, 0.78), (0.04, 0.34, 0.95), "chrome"),  # tap
        cylinder((-0.03, 0.02, 0.89), (0.03, 0.3, 0.94), "chrome", axis="y"),  # spout
    ), names=("wall-mounted sink", "wall sink", "wall-hung sink", "wall-hung basin",
              "wall basin", "floating sink", "hand basin", "corner basin"),
        mount_centre=0.72, clearance=0.6),
    family("towel_stack", (0.32, 0.24, 0.2), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.48, 0.5, 0.26), "towel"),
        soft_box((-0.48, -0.48, 0.25), (0.5, 0.48, 0.51), "bedding"),
        soft_box((-0.5, -0.47, 0.5), (0.47, 0.5, 0.76), "towel"),
        soft_box((-0.46, -0.5, 0.75), (0.5, 0.46, 1.0), "bedding"),
    ), names=("towel stack", "stack of towels", "folded towels", "towel", "bath towel",
              "hand towel"), hosts=(*BATH_TOPS, "bench"), stacks=True),
    family("soap_dispenser", (0.07, 0.07, 0.19), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.62), "ceramic"),
        cylinder((-0.3, -0.3, 0.62), (0.3, 0.3, 0.7), "chrome"),
        cylinder((-0.1, -0.1, 0.7), (0.1, 0.1, 0.86), "chrome"),
        box((-0.18, -0.18, 0.86), (0.18, 0.18, 1.0), "chrome"),
        box((-0.07, -0.5, 0.92), (0.07, -0.18, 0.98), "chrome"),  # nozzle
    ), names=("soap dispenser", "soap pump", "hand soap", "lotion dispenser", "liquid soap"),
        hosts=(*BATH_TOPS, "kitchen_island")),
    family("vessel_sink", (0.44, 0.46, 0.32), "surface", (  # basin in front, tap behind it
        cylinder((-0.3, -0.35, 0.0), (0.3, 0.15, 0.06), "sanitary"),  # foot
        cylinder((-0.45, -0.45, 0.05), (0.45, 0.25, 0.36), "sanitary"),  # bowl, its hollow
        *ring(28, 0.45, 0.05, 0.3, 0.44, "sanitary", cy=-0.1, ry=0.35, shape="cylinder",
              stagger=0.015),  # rim
        cylinder((-0.06, -0.14, 0.36), (0.06, -0.06, 0.366), "chrome"),  # drain
        cylinder((-0.07, 0.33, 0.0), (0.07, 0.45, 0.95), "chrome"),  # tall tap
        cylinder((-0.045, 0.05, 0.86), (0.045, 0.4, 0.93), "chrome", axis="y"),  # spout
        box((-0.03, 0.36, 0.95), (0.03, 0.5, 1.0), "chrome"),  # lever
    ), names=("vessel sink", "vessel basin", "countertop basin", "countertop sink",
              "bowl sink", "basin bowl"), hosts=("vanity", "counter", "kitchen_island")),
    family("toothbrush_holder", (0.08, 0.08, 0.2), "surface", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.52), "ceramic_accent"),
        cylinder((-0.42, -0.42, 0.51), (0.42, 0.42, 0.525), "dark_plastic"),
        box((-0.25, 0.0, 0.3), (-0.13, 0.12, 0.95), "red"),  # toothbrushes
        box((-0.25, -0.15, 0.8), (-0.13, 0.0, 0.93), "ivory"),
        box((0.12, 0.05, 0.3), (0.24, 0.17, 1.0), "toy_lid"),
        box((0.12, -0.1, 0.85), (0.24, 0.05, 0.98), "ivory"),
    ), names=("toothbrush holder", "toothbrush cup", "toothbrush", "toothbrushes",
              "tooth mug"), hosts=BATH_TOPS),
    family("toilet_paper_holder", (0.15, 0.14, 0.12), "wall_mounted", (
        cylinder((-0.44, -0.5, 0.0), (0.42, 0.286, 0.917), "paper", axis="x"),  # the roll
        cylinder((-0.445, -0.25, 0.29), (-0.435, 0.036, 0.625), "dark_plastic", axis="x"),
        box((0.3, 0.42, 0.2), (0.5, 0.5, 0.75), "chrome"),  # wall plate
        box((0.44, -0.16, 0.41), (0.5, 0.42, 0.5), "chrome"),  # arm
    ), names=("toilet paper holder", "toilet roll holder", "loo roll holder",
              "toilet paper", "toilet roll", "toilet tissue holder"), mount_centre=0.7),
    family("medicine_cabinet", (0.6, 0.15, 0.7), "wall_mounted", (  # a case with shelves
        box((-0.5, 0.4, 0.0), (0.5, 0.5, 1.0), "cabinet"),  # back
        *pair(box((-0.5, -0.4, 0.0), (-0.47, 0.4, 1.0), "cabinet")),  # sides, thinner than
        box((-0.47, -0.4, 0.0), (0.47, 0.4, 0.06), "cabinet"),  # the shelves' inset
        box((-0.47, -0.4, 0.36), (0.47, 0.4, 0.38), "cabinet"),  # shelves
        box((-0.47, -0.4, 0.68), (0.47, 0.4, 0.7), "cabinet"),
        box((-0.47, -0.4, 0.96), (0.47, 0.4, 1.0), "cabinet"),  # top
    ), contents=(  # its mirror door, shut while nothing is put in it, left open otherwise
        box((-0.5, -0.47, 0.0), (0.5, -0.4, 1.0), "frame"),
        box((-0.45, -0.49, 0.04), (0.45, -0.47, 0.96), "mirror"),
        box((0.455, -0.5, 0.42), (0.475, -0.49, 0.58), "chrome"),
    ), names=("medicine cabinet", "bathroom cabinet", "mirror cabinet", "medicine chest",
              "bathroom mirror cabinet"), mount_centre=1.5, shelves=(0.06, 0.38, 0.7)),
    family("toiletries", (0.2, 0.08, 0.2), "surface", (
        soft_box((-0.5, -0.35, 0.0), (-0.18, 0.35, 0.85), "toy_lid"),  # shampoo
        cylinder((-0.4, -0.15, 0.85), (-0.28, 0.15, 1.0), "dark_plastic"),
        cylinder((-0.12, -0.4, 0.0), (0.16, 0.4, 0.7), "ivory"),  # lotion pump bottle
        cylinder((0.0, -0.05, 0.7), (0.04, 0.05, 0.82), "chrome"),
        box((-0.04, -0.25, 0.82), (0.06, 0.06, 0.88), "chrome"),
        cylinder((0.22, -0.3, 0.0), (0.48, 0.3, 0.3), "ceramic"),  # cream jar
        cylinder((0.21, -0.32, 0.3), (0.49, 0.32, 0.38), "chrome"),
    ), names=("toiletries", "shampoo bottles", "shampoo", "cosmetics",
              "bath products"), hosts=BATH_TOPS),
    family("toilet_brush", (0.12, 0.12, 0.4), "wall", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.38), "ceramic"),
        cylinder((-0.4, -0.4, 0.37), (0.4, 0.4, 0.385), "dark_plastic"),
        cylinder((-0.06, -0.06, 0.38), (0.06, 0.06, 0.92), "chrome"),
        sphere((-0.1, -0.1, 0.9), (0.1, 0.1, 1.0), "chrome"),
    ), names=("toilet brush", "toilet brush holder", "loo brush", "toilet brush set")),
))
