"""Clinics, hospitals and laboratories: beds, tables, chairs, stands, carts, lab furniture."""

from __future__ import annotations

import itertools
from functools import partial

from agents.geometry.families._shapes import rod
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box

_BED = (1.0, 2.2, 1.0)
_IV = (0.55, 0.55, 2.0)
_DENTAL_LIGHT = (0.8, 0.35, 0.9)
_WHEELCHAIR = (0.65, 0.95, 0.92)
_CART = (0.65, 0.5, 1.0)
_SCREEN = (1.6, 0.5, 1.8)
_MICROSCOPE = (0.2, 0.28, 0.38)
_HOOD = (1.5, 0.85, 2.4)
_LAB_BENCH = (1.8, 0.75, 1.5)


_round = partial(rod, axis="z")  # rods and discs of this module run along z


def _hospital_bed() -> tuple[Part, ...]:
    rails: list[Part] = []
    for x0, x1 in ((-0.5, -0.47), (0.47, 0.5)):
        rails += [
            box((x0, 0.02, 0.72), (x1, 0.4, 0.75), "aluminium"),  # head-end side rail
            box((x0, 0.02, 0.64), (x1, 0.4, 0.66), "aluminium"),
            box((x0, 0.05, 0.46), (x1, 0.08, 0.75), "aluminium"),
            box((x0, 0.34, 0.46), (x1, 0.37, 0.75), "aluminium"),
        ]
    return (
        *(_round(_BED, (y, 0.04), 0.08, (x0, x1), "rubber", axis="x")
          for x0, x1 in ((-0.42, -0.38), (0.38, 0.42)) for y in (-0.42, 0.42)),  # castors
        box((-0.4, -0.44, 0.08), (0.4, 0.44, 0.14), "aluminium"),  # chassis
        box((-0.08, -0.3, 0.14), (0.08, -0.2, 0.4), "aluminium"),  # lift columns
        box((-0.08, 0.2, 0.14), (0.08, 0.3, 0.4), "aluminium"),
        box((-0.46, -0.46, 0.4), (0.46, 0.46, 0.46), "appliance"),  # deck
        soft_box((-0.44, -0.45, 0.46), (0.44, 0.44, 0.6), "bedding"),  # mattress
        soft_box((-0.3, 0.26, 0.59), (0.3, 0.42, 0.68), "bedding"),  # pillow
        box((-0.45, -0.455, 0.57), (0.45, 0.12, 0.62), "fabric"),  # blanket
        box((-0.47, 0.45, 0.3), (0.47, 0.5, 0.95), "appliance"),  # headboard
        box((-0.47, -0.49, 0.3), (0.47, -0.455, 0.75), "appliance"),  # footboard
        box((-0.2, -0.5, 0.6), (0.2, -0.485, 0.7), "dark_plastic"),  # chart holder
        *rails,
    )


def _iv_stand() -> tuple[Part, ...]:
    return (
        box((-0.44, -0.035, 0.03), (0.44, 0.035, 0.05), "chrome"),  # base legs
        box((-0.035, -0.44, 0.03), (0.035, 0.44, 0.05), "chrome"),
        *(_round(_IV, (y, 0.015), 0.06, (x - 0.02, x + 0.02), "rubber", axis="x")
          for x, y in ((-0.42, 0.0), (0.42, 0.0))),  # castors: on the floor, up to the legs
        *(_round(_IV, (x, 0.015), 0.06, (y - 0.02, y + 0.02), "rubber", axis="y")
          for x, y in ((0.0, -0.42), (0.0, 0.42))),
        cylinder((-0.06, -0.06, 0.02), (0.06, 0.06, 0.08), "chrome"),  # hub
        cylinder((-0.02, -0.02, 0.06), (0.02, 0.02, 0.92), "chrome"),  # pole
        cylinder((-0.04, -0.04, 0.6), (0.04, 0.04, 0.62), "dark_plastic"),  # height clamp
        box((-0.3, -0.015, 0.9), (0.3, 0.015, 0.915), "chrome"),  # hook bar
        cylinder((-0.31, -0.015, 0.915), (-0.28, 0.015, 0.95), "chrome"),  # hooks
        cylinder((0.28, -0.015, 0.915), (0.31, 0.015, 0.95), "chrome"),
        soft_box((0.21, -0.05, 0.72), (0.37, 0.03, 0.895), "water"),  # drip bag
        cylinder((0.275, -0.025, 0.66), (0.305, 0.005, 0.72), "glass"),  # drip chamber
        cylinder((0.285, -0.015, 0.3), (0.295, -0.005, 0.66), "cord"),  # line
        box((-0.1, -0.2, 0.45), (0.1, -0.03, 0.58), "ivory"),  # infusion pump
        box((-0.07, -0.21, 0.52), (0.07, -0.19, 0.56), "screen"),
    )


def _exam_table() -> tuple[Part, ...]:
    return (
        box((-0.42, -0.42, 0.0), (0.42, 0.45, 0.6), "appliance"),  # base cabinet
        box((-0.4, -0.45, 0.4), (-0.02, -0.41, 0.57), "ivory"),  # drawers
        box((0.02, -0.45, 0.4), (0.4, -0.41, 0.57), "ivory"),
        box((-0.4, -0.45, 0.05), (0.4, -0.41, 0.36), "ivory"),  # cupboard door
        box((-0.26, -0.48, 0.47), (-0.16, -0.45, 0.5), "chrome"),  # handles
        box((0.16, -0.48, 0.47), (0.26, -0.45, 0.5), "chrome"),
        box((-0.05, -0.48, 0.28), (0.05, -0.45, 0.31), "chrome"),
        box((-0.2, -0.5, 0.0), (0.2, -0.45, 0.22), "ivory"),  # step
        box((-0.5, -0.46, 0.6), (0.5, 0.46, 0.66), "appliance"),  # top frame
        soft_box((-0.5, -0.46, 0.66), (0.2, 0.46, 0.82), "seat"),  # pad
        soft_box((0.2, -0.46, 0.66), (0.5, 0.46, 0.985), "seat"),  # raised back
        box((-0.48, -0.3, 0.815), (0.18, 0.3, 0.826), "paper"),  # paper sheet
        box((0.22, -0.3, 0.975), (0.48, 0.3, 1.0), "paper"),
    )


def _massage_table() -> tuple[Part, ...]:
    legs = [box((x, y, 0.0), (x + 0.025, y + 0.06, 0.77), "wood")
            for x in (-0.42, 0.36) for y in (-0.44, 0.38)]
    return (
        soft_box((-0.44, -0.5, 0.84), (0.4, 0.5, 0.98), "upholstery"),  # padded top
        box((-0.43, -0.47, 0.76), (0.39, 0.47, 0.84), "wood"),  # apron
        *legs,
        box((-0.42, -0.38, 0.3), (-0.395, 0.38, 0.33), "wood"),  # braces
        box((0.36, -0.38, 0.3), (0.385, 0.38, 0.33), "wood"),
        box((0.385, -0.16, 0.8), (0.44, -0.12, 0.835), "chrome"),  # face cradle arms
        box((0.385, 0.12, 0.8), (0.44, 0.16, 0.835), "chrome"),
        soft_box((0.42, -0.24, 0.83), (0.5, -0.05, 0.93), "upholstery"),  # face cradle
        soft_box((0.42, 0.05, 0.83), (0.5, 0.24, 0.93), "upholstery"),
        soft_box((0.47, -0.08, 0.83), (0.5, 0.08, 0.93), "upholstery"),
    )


def _dental_chair() -> tuple[Part, ...]:
    return (
        box((-0.28, -0.1, 0.0), (0.28, 0.4, 0.025), "appliance"),  # base plate
        box((-0.12, 0.0, 0.025), (0.12, 0.22, 0.3), "appliance"),  # pedestal
        box((-0.24, -0.28, 0.3), (0.24, 0.2, 0.34), "appliance"),  # seat frame
        soft_box((-0.3, -0.2, 0.33), (0.3, 0.14, 0.42), "seat"),  # seat
        soft_box((-0.25, -0.5, 0.24), (0.25, -0.18, 0.36), "seat"),  # leg rest
        *(soft_box((-0.29 + 0.005 * k, round(0.1 + 0.065 * k, 4), round(0.38 + 0.085 * k, 4)),
                   (0.29 - 0.005 * k, round(0.22 + 0.065 * k, 4), round(0.54 + 0.085 * k, 4)),
                   "seat") for k in range(5)),  # reclined back, in steps
        soft_box((-0.14, 0.4, 0.78), (0.14, 0.5, 0.9), "seat"),  # headrest
        box((-0.38, -0.12, 0.42), (-0.3, 0.16, 0.47), "appliance"),  # armrests
        box((0.3, -0.12, 0.42), (0.38, 0.16, 0.47), "appliance"),
        box((-0.36, 0.08, 0.33), (-0.32, 0.14, 0.42), "appliance"),
        box((0.32, 0.08, 0.33), (0.36, 0.14, 0.42), "appliance"),
        box((-0.49, 0.02, 0.0), (-0.43, 0.06, 0.6), "appliance"),  # instrument post
        box((-0.5, -0.3, 0.58), (-0.3, -0.02, 0.62), "appliance"),  # instrument tray
        *(cylinder((x, -0.22, 0.62), (x + 0.03, -0.2, 0.68), "chrome")
          for x in (-0.48, -0.43, -0.38)),  # handpieces
        _round((0.75, 1.9, 1.15), (0.42, 0.13), 0.035, (0.0, 0.55), "appliance"),  # spittoon
        _round((0.75, 1.9, 1.15), (0.42, 0.13), 0.11, (0.55, 0.6), "ceramic"),
    )


def _dental_light() -> tuple[Part, ...]:
    s = _DENTAL_LIGHT
    return (
        _round(s, (-0.35, 0.0), 0.15, (0.96, 1.0), "appliance"),  # ceiling plate
        _round(s, (-0.35, 0.0), 0.05, (0.47, 0.97), "appliance"),  # drop tube
        box((-0.38, -0.05, 0.42), (0.3, 0.05, 0.5), "appliance"),  # arm
        _round(s, (0.27, 0.0), 0.05, (0.29, 0.43), "appliance"),  # elbow
        box((0.1, -0.04, 0.27), (0.44, 0.04, 0.31), "appliance"),  # yoke
        box((0.1, -0.04, 0.12), (0.13, 0.04, 0.29), "appliance"),
        box((0.41, -0.04, 0.12), (0.44, 0.04, 0.29), "appliance"),
        soft_box((0.13, -0.3, 0.06), (0.41, 0.3, 0.24), "ivory"),  # lamp head
        box((0.16, -0.24, 0.04), (0.38, 0.22, 0.08), "shade"),  # lit face
        box((0.22, -0.45, 0.12), (0.32, -0.28, 0.17), "dark_plastic"),  # handle
    )


def _wheelchair() -> tuple[Part, ...]:
    parts: list[Part] = []
    for sx in (-1, 1):
        def xs(a: float, b: float, sx: int = sx) -> tuple[float, float]:
            lo, hi = sorted((sx * a, sx * b))
            return lo, hi

        parts += [
            _round(_WHEELCHAIR, (0.1, 0.3261), 0.6, xs(0.455, 0.49), "rubber", axis="x"),  # tyre
            _round(_WHEELCHAIR, (0.1, 0.3261), 0.52, xs(0.445, 0.5), "chrome", axis="x"),
            _round(_WHEELCHAIR, (-0.38, 0.0816), 0.15, xs(0.3, 0.34), "rubber", axis="x"),
            box((xs(0.305, 0.335)[0], -0.4, 0.16), (xs(0.305, 0.335)[1], -0.36, 0.45),
                "chrome"),  # caster fork
            box((xs(0.39, 0.42)[0], -0.4, 0.42), (xs(0.39, 0.42)[1], 0.32, 0.45), "chrome"),
            box((xs(0.39, 0.42)[0], 0.28, 0.45), (xs(0.39, 0.42)[1], 0.32, 0.96), "chrome"),
            box((xs(0.39, 0.42)[0], 0.32, 0.92), (xs(0.39, 0.42)[1], 0.48, 0.96), "rubber"),
            box((xs(0.37, 0.43)[0], -0.15, 0.7), (xs(0.37, 0.43)[1], 0.22, 0.74),
                "dark_plastic"),  # armrest
            box((xs(0.39, 0.42)[0], -0.13, 0.45), (xs(0.39, 0.42)[1], -0.1, 0.7), "chrome"),
            box((xs(0.25, 0.28)[0], -0.44, 0.12), (xs(0.25, 0.28)[1], -0.32, 0.45), "chrome"),
            box((xs(0.04, 0.3)[0], -0.5, 0.1), (xs(0.04, 0.3)[1], -0.38, 0.125),
                "dark_plastic"),  # footplate
        ]
    return (
        *parts,
        box((-0.39, -0.32, 0.47), (0.39, 0.26, 0.52), "fabric"),  # seat
        box((-0.39, 0.26, 0.53), (0.39, 0.31, 0.95), "fabric"),  # back
    )


def _medical_cart() -> tuple[Part, ...]:
    drawers: list[Part] = []
    for z0, z1 in ((0.13, 0.25), (0.27, 0.39), (0.41, 0.53), (0.55, 0.67), (0.69, 0.86)):
        zm = (z0 + z1) / 2
        drawers += [box((-0.44, -0.46, z0), (0.44, -0.41, z1), "accent"),
                    box((-0.15, -0.49, round(zm - 0.012, 4)), (0.15, -0.46, round(zm + 0.012, 4)),
                        "chrome")]
    return (
        *(_round(_CART, (y, 0.04), 0.08, (x - 0.03, x + 0.03), "rubber", axis="x")
          for x in (-0.4, 0.4) for y in (-0.36, 0.36)),  # castors
        box((-0.46, -0.42, 0.08), (0.46, 0.45, 0.9), "appliance"),  # body
        *drawers,
        box((-0.48, -0.44, 0.9), (0.46, 0.47, 0.94), "dark_plastic"),  # top
        box((0.46, -0.3, 0.84), (0.5, -0.26, 0.9), "chrome"),  # push handle
        box((0.46, 0.26, 0.84), (0.5, 0.3, 0.9), "chrome"),
        box((0.47, -0.3, 0.86), (0.5, 0.3, 0.9), "chrome"),
    )


def _medical_cart_load() -> tuple[Part, ...]:
    """What stands on a cart's top while the prompt puts nothing there."""
    return (
        box((0.16, 0.1, 0.94), (0.4, 0.36, 1.0), "red"),  # sharps bin
        box((-0.38, 0.0, 0.94), (-0.06, 0.3, 0.99), "ivory"),  # glove box
    )


def _privacy_screen() -> tuple[Part, ...]:
    posts = (-0.49, -0.165, 0.165, 0.49)
    parts: list[Part] = []
    for x in posts:
        parts += [
            _round(_SCREEN, (x, 0.0), 0.03, (0.05, 1.0), "chrome"),  # post
            box((x - 0.008, -0.45, 0.03), (x + 0.008, 0.45, 0.05), "chrome"),  # foot
            *(_round(_SCREEN, (x, 0.0083), 0.03, (y - 0.02, y + 0.02), "rubber", axis="y")
              for y in (-0.43, 0.43)),
        ]
    for a, b in itertools.pairwise(posts):
        parts += [
            box((a + 0.01, -0.012, 0.12), (b - 0.01, 0.012, 0.95), "curtains"),  # fabric
            box((a, -0.02, 0.95), (b, 0.02, 0.965), "chrome"),  # top rail
        ]
    return tuple(parts)


def _microscope() -> tuple[Part, ...]:
    return (
        soft_box((-0.5, -0.35, 0.0), (0.5, 0.5, 0.12), "ivory"),  # base
        cylinder((-0.15, -0.11, 0.12), (0.15, 0.1, 0.145), "shade"),  # lamp
        box((-0.15, 0.2, 0.12), (0.15, 0.45, 0.75), "ivory"),  # arm
        box((-0.18, -0.2, 0.62), (0.18, 0.45, 0.8), "ivory"),  # head
        box((-0.12, 0.08, 0.25), (0.12, 0.2, 0.38), "ivory"),  # stage bracket
        box((-0.45, -0.3, 0.36), (0.45, 0.25, 0.4), "dark_plastic"),  # stage
        box((-0.25, -0.14, 0.4), (0.25, -0.02, 0.408), "glass"),  # slide
        cylinder((-0.15, -0.2, 0.56), (0.15, 0.05, 0.62), "chrome"),  # nosepiece
        cylinder((-0.07, -0.14, 0.45), (0.03, -0.04, 0.56), "chrome"),  # objectives
        cylinder((0.0, -0.06, 0.48), (0.09, 0.04, 0.56), "chrome"),
        box((-0.2, -0.28, 0.8), (0.2, 0.0, 0.88), "ivory"),  # binocular head
        cylinder((-0.26, -0.5, 0.84), (-0.04, -0.22, 0.98), "dark_plastic", axis="y"),
        cylinder((0.04, -0.5, 0.84), (0.26, -0.22, 0.98), "dark_plastic", axis="y"),
        cylinder((-0.5, 0.22, 0.3), (-0.15, 0.42, 0.45), "dark_plastic", axis="x"),  # focus
        cylinder((0.15, 0.22, 0.3), (0.5, 0.42, 0.45), "dark_plastic", axis="x"),
    )


def _fume_hood() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.42, 0.0), (0.5, 0.5, 0.35), "cabinet"),  # base cabinet
        box((-0.48, -0.46, 0.03), (-0.01, -0.41, 0.33), "cabinet"),  # doors
        box((0.01, -0.46, 0.03), (0.48, -0.41, 0.33), "cabinet"),
        box((-0.06, -0.49, 0.22), (-0.04, -0.46, 0.3), "chrome"),  # handles
        box((0.04, -0.49, 0.22), (0.06, -0.46, 0.3), "chrome"),
        box((-0.5, -0.48, 0.35), (0.5, 0.5, 0.38), "dark_plastic"),  # work surface
        box((-0.5, -0.42, 0.38), (-0.44, 0.5, 0.9), "appliance"),  # side walls
        box((0.44, -0.42, 0.38), (0.5, 0.5, 0.9), "appliance"),
        box((-0.44, 0.44, 0.38), (0.44, 0.5, 0.78), "ivory"),  # inner back
        box((-0.5, -0.44, 0.78), (0.5, 0.5, 0.9), "appliance"),  # sash housing
        box((0.28, -0.46, 0.82), (0.44, -0.43, 0.86), "screen"),  # airflow monitor
        box((-0.44, -0.43, 0.52), (0.44, -0.41, 0.78), "glass"),  # raised sash
        box((-0.435, -0.45, 0.505), (0.435, -0.415, 0.525), "aluminium"),  # sash handle
        cone((-0.3, -0.1, 0.38), (-0.2, 0.05, 0.44), "glass", taper=0.2),  # flask
        cylinder((-0.265, -0.04, 0.44), (-0.235, -0.01, 0.46), "glass"),
        cylinder((0.1, 0.0, 0.38), (0.18, 0.14, 0.43), "glass"),  # beaker
        cylinder((0.11, 0.01, 0.381), (0.17, 0.13, 0.41), "red"),
        _round(_HOOD, (0.0, 0.25), 0.3, (0.9, 1.0), "aluminium"),  # exhaust duct
    )


def _lab_bench() -> tuple[Part, ...]:
    fronts: list[Part] = []
    for i in range(3):
        x0 = -0.48 + i * 0.325
        x1 = x0 + 0.31
        xm = (x0 + x1) / 2
        fronts += [
            box((x0, -0.46, 0.42), (x1, -0.41, 0.54), "cabinet"),  # drawer
            box((x0, -0.46, 0.04), (x1, -0.41, 0.4), "cabinet"),  # door
            box((xm - 0.04, -0.48, 0.47), (xm + 0.04, -0.46, 0.49), "chrome"),
            box((x1 - 0.03, -0.48, 0.26), (x1 - 0.02, -0.46, 0.36), "chrome"),
        ]
    bottles = [(-0.4, "glass"), (-0.3, "water"), (-0.2, "red"), (0.05, "ivory"),
               (0.3, "glass"), (0.4, "water")]
    return (
        box((-0.5, -0.42, 0.0), (0.5, 0.5, 0.57), "cabinet"),  # carcass
        box((-0.5, -0.48, 0.57), (0.5, 0.5, 0.6), "dark_plastic"),  # epoxy top
        *fronts,
        *(box((x - 0.01, 0.34, 0.6), (x + 0.01, 0.42, 0.89), "aluminium")
          for x in (-0.46, 0.0, 0.46)),  # shelf posts
        box((-0.48, 0.3, 0.88), (0.48, 0.48, 0.9), "ivory"),  # reagent shelf
        *(_round(_LAB_BENCH, (x, 0.39), 0.07, (0.9, 0.99 if slot == "ivory" else 0.98), slot)
          for x, slot in bottles),
        cylinder((0.2, 0.36, 0.6), (0.22, 0.4, 0.7), "chrome"),  # gas tap
        box((0.2, 0.3, 0.68), (0.22, 0.38, 0.7), "chrome"),
    )


FAMILIES: tuple[Family, ...] = (
    family("hospital_bed", _BED, "wall", _hospital_bed(),
           names=("hospital bed", "medical bed", "patient bed", "adjustable bed", "sickbed",
                  "ward bed"), surface_frac=0.6, clearance=0.8, jitter=0.04,
           companions=("nightstand",)),
    family("iv_stand", _IV, "floor", _iv_stand(),
           names=("iv stand", "iv pole", "drip stand", "infusion stand", "iv drip",
                  "drip pole"), jitter=0.05,
           near=("hospital_bed", "exam_table", "dental_chair", "bed")),
    family("exam_table", (1.9, 0.7, 0.95), "wall", _exam_table(),
           names=("exam table", "examination table", "medical exam table", "treatment table",
                  "examination couch", "medical examination table"), clearance=0.8,
           jitter=0.04, surface_frac=0.826,  # the paper on its flat part; not the backrest
           keep_clear=((0.2, -0.5, 0.5, 0.5),)),
    family("massage_table", (1.9, 0.72, 0.78), "floor", _massage_table(),
           names=("massage table", "massage bed", "treatment couch", "therapy table",
                  "spa table", "massage couch"), clearance=0.6, jitter=0.04,
           # a folded towel while nothing else is put on the padded top (the face cradle
           # at its head end is no place for things)
           contents=(box((-0.38, -0.3, 0.975), (-0.22, 0.3, 1.0), "towel"),),
           surface_frac=0.98, keep_clear=((0.4, -0.5, 0.5, 0.5),)),
    family("dental_chair", (0.75, 1.9, 1.15), "floor", _dental_chair(),
           names=("dental chair", "dentist chair", "dentist's chair", "dental unit",
                  "dental treatment chair"), clearance=0.8, jitter=0.04,
           companions=("dental_light",)),
    family("dental_light", _DENTAL_LIGHT, "ceiling", _dental_light(),
           names=("dental light", "dentist light", "operating light", "surgical light",
                  "exam light", "examination lamp", "operating lamp"), jitter=0.05,
           near=("dental_chair",)),
    family("wheelchair", _WHEELCHAIR, "floor", _wheelchair(),
           names=("wheelchair", "wheel chair", "manual wheelchair", "hospital wheelchair"),
           jitter=0.04),
    family("medical_cart", _CART, "floor", _medical_cart(), contents=_medical_cart_load(),
           surface_frac=0.94,
           names=("medical cart", "crash cart", "rolling cart", "hospital cart",
                  "medicine cart", "procedure cart", "medical trolley"), jitter=0.05,
           near=("hospital_bed", "exam_table", "dental_chair", "massage_table")),
    family("blood_pressure_monitor", (0.25, 0.16, 0.08), "surface", (
        soft_box((-0.5, -0.45, 0.0), (0.1, 0.4, 0.7), "ivory"),  # unit
        box((-0.42, -0.3, 0.66), (0.0, 0.15, 0.72), "screen"),  # display
        cylinder((-0.26, -0.42, 0.6), (-0.16, -0.26, 0.73), "red"),  # start button
        cylinder((0.18, -0.4, 0.0), (0.5, 0.4, 1.0), "dark_plastic", axis="y"),  # rolled cuff
        cylinder((0.08, -0.03, 0.3), (0.2, 0.03, 0.38), "cord", axis="x"),  # air tube
    ), names=("blood pressure monitor", "blood pressure cuff", "sphygmomanometer",
              "bp monitor", "blood pressure machine"),
        hosts=("desk", "side_table", "nightstand", "counter", "lab_bench"), jitter=0.05),
    family("privacy_screen", _SCREEN, "floor", _privacy_screen(),
           names=("privacy screen", "folding screen", "hospital screen", "medical screen",
                  "ward screen", "bedside screen"), jitter=0.05,
           near=("hospital_bed", "exam_table", "massage_table")),
    family("microscope", _MICROSCOPE, "surface", _microscope(),
           names=("microscope", "lab microscope", "compound microscope", "light microscope",
                  "optical microscope"),
           hosts=("lab_bench", "desk", "counter", "kitchen_island", "dining_table",
                  "side_table"), jitter=0.05),
    family("fume_hood", _HOOD, "wall", _fume_hood(),
           names=("fume hood", "fume cupboard", "lab hood", "chemical fume hood",
                  "laboratory fume hood", "fume extraction hood"), clearance=0.9, jitter=0.03),
    family("lab_bench", _LAB_BENCH, "wall", _lab_bench(),
           names=("lab bench", "laboratory bench", "lab table", "laboratory table",
                  "lab counter", "science bench"), surface_frac=0.6, clearance=0.9,
           jitter=0.04),
)
