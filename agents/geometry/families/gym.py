"""The gym: cardio machines, racks and benches, free weights, mats and balls, the dance barre."""

from __future__ import annotations

from functools import partial

from agents.geometry.families._shapes import rod
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cylinder, soft_box, sphere

_BIKE = (0.55, 1.1, 1.3)
_ROWER = (0.55, 2.3, 0.9)
_DB_RACK = (1.2, 0.5, 0.8)
_POWER_RACK = (2.1, 1.5, 2.25)
_BAG = (0.9, 1.2, 2.2)
_BARRE = (1.8, 0.22, 0.3)
_TREE = (0.6, 0.6, 1.25)


_round = partial(rod, axis="x")  # rods and discs of this module run along x


def _dumbbell(cx: float, cy: float, z0: float, d: float) -> tuple[Part, ...]:
    """A dumbbell lying along x on the rack: two round heads `d` metres across and a bar."""
    zc = round(z0 + d / _DB_RACK[2] / 2, 4)
    w, head = 0.11, 0.045  # half its length and a head's width, as fractions of the rack
    return (
        _round(_DB_RACK, (cy, zc), d, (cx - w, cx - w + head), "rubber"),
        _round(_DB_RACK, (cy, zc), d, (cx + w - head, cx + w), "rubber"),
        _round(_DB_RACK, (cy, zc), 0.032, (cx - w + head - 0.01, cx + w - head + 0.01),
               "chrome"),
    )


def _dumbbell_rack() -> tuple[Part, ...]:
    """Two full-depth trays between end frames (the catalog's shelves); its own dumbbells are
    contents, left out once the prompt's are put on it."""
    parts: list[Part] = []
    for x0, x1 in ((-0.5, -0.46), (0.46, 0.5)):
        parts += [
            box((x0, -0.48, 0.0), (x1, 0.48, 0.05), "dark_plastic"),  # foot
            box((x0, -0.45, 0.05), (x1, -0.37, 0.77), "dark_plastic"),  # front post
            box((x0, 0.37, 0.05), (x1, 0.45, 0.77), "dark_plastic"),  # back post
        ]
    parts += [
        box((-0.46, -0.48, 0.4), (0.46, 0.48, 0.45), "dark_plastic"),  # lower tray
        box((-0.46, -0.48, 0.72), (0.46, 0.48, 0.77), "dark_plastic"),  # upper tray
    ]
    return tuple(parts)


def _rack_dumbbells() -> tuple[Part, ...]:
    parts: list[Part] = []
    for i, cx in enumerate((-0.34, -0.115, 0.115, 0.34)):
        parts += _dumbbell(cx, -0.1, 0.45, 0.15 + 0.012 * i)
        parts += _dumbbell(cx, 0.1, 0.77, 0.1 + 0.01 * i)
    return tuple(parts)


def _power_rack() -> tuple[Part, ...]:
    parts: list[Part] = []
    for x0, x1 in ((-0.31, -0.275), (0.275, 0.31)):
        parts += [
            box((x0, -0.42, 0.0), (x1, 0.42, 0.03), "dark_plastic"),  # base rail
            box((x0, -0.3, 0.03), (x1, -0.25, 1.0), "dark_plastic"),  # uprights
            box((x0, 0.25, 0.03), (x1, 0.3, 1.0), "dark_plastic"),
            box((x0, -0.25, 0.96), (x1, 0.25, 1.0), "dark_plastic"),  # top rail
            box((x0, -0.37, 0.57), (x1, -0.3, 0.5933), "dark_plastic"),  # J-hook
            box((x0 + 0.005, -0.34, 0.3), (x1 - 0.005, 0.34, 0.315), "chrome"),  # safety arm
        ]
    parts += [
        box((-0.275, 0.25, 0.96), (0.275, 0.3, 1.0), "dark_plastic"),  # back crossbar
        _round(_POWER_RACK, (-0.28, 0.975), 0.04, (-0.275, 0.275), "chrome"),  # pull-up bar
        _round(_POWER_RACK, (-0.352, 0.6), 0.03, (-0.5, 0.5), "chrome"),  # barbell
    ]
    for sx in (-1, 1):
        for (a, b), d, slot in (((0.36, 0.39), 0.44, "rubber"), ((0.39, 0.41), 0.44, "red"),
                                ((0.41, 0.42), 0.06, "chrome")):
            lo, hi = sorted((sx * a, sx * b))
            parts.append(_round(_POWER_RACK, (-0.352, 0.6), d, (lo, hi), slot))
    return tuple(parts)


def _plate_tree() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.5, -0.06, 0.0), (0.5, 0.06, 0.03), "dark_plastic"),  # base
        box((-0.06, -0.5, 0.0), (0.06, 0.5, 0.03), "dark_plastic"),
        box((-0.04, -0.04, 0.03), (0.04, 0.04, 1.0), "dark_plastic"),  # post
        box((-0.3, -0.015, 0.27), (0.3, 0.015, 0.295), "chrome"),  # pegs
        box((-0.015, -0.3, 0.64), (0.015, 0.3, 0.665), "chrome"),
        box((-0.3, -0.015, 0.86), (0.3, 0.015, 0.885), "chrome"),
    ]
    for sx in (-1, 1):
        for (a, b), slot in (((0.05, 0.12), "rubber"), ((0.12, 0.17), "red")):
            lo, hi = sorted((sx * a, sx * b))
            parts.append(_round(_TREE, (0.0, 0.2825), 0.44, (lo, hi), slot, axis="x"))
        lo, hi = sorted((sx * 0.05, sx * 0.1))
        parts.append(_round(_TREE, (0.0, 0.8725), 0.24, (lo, hi), "rubber", axis="x"))
        parts.append(_round(_TREE, (0.0, 0.6525), 0.3, (lo, hi), "rubber", axis="y"))
    return tuple(parts)


def _treadmill() -> tuple[Part, ...]:
    return (
        box((-0.5, -0.5, 0.0), (-0.4, 0.35, 0.1), "dark_plastic"),  # side rails
        box((0.4, -0.5, 0.0), (0.5, 0.35, 0.1), "dark_plastic"),
        box((-0.4, -0.48, 0.03), (0.4, 0.3, 0.09), "rubber"),  # belt
        box((-0.5, 0.3, 0.0), (0.5, 0.5, 0.16), "dark_plastic"),  # motor hood
        box((-0.48, 0.38, 0.1), (-0.42, 0.46, 0.82), "aluminium"),  # uprights
        box((0.42, 0.38, 0.1), (0.48, 0.46, 0.82), "aluminium"),
        box((-0.5, 0.0, 0.66), (-0.44, 0.42, 0.7), "aluminium"),  # hand rails
        box((0.44, 0.0, 0.66), (0.5, 0.42, 0.7), "aluminium"),
        box((-0.3, 0.22, 0.72), (0.3, 0.26, 0.75), "rubber"),  # grip bar
        box((-0.42, 0.32, 0.78), (0.42, 0.48, 0.96), "dark_plastic"),  # console
        box((-0.25, 0.3, 0.82), (0.25, 0.33, 0.93), "screen"),
        box((0.3, 0.305, 0.85), (0.36, 0.325, 0.9), "red"),  # safety key
    )


def _exercise_bike() -> tuple[Part, ...]:
    return (
        box((-0.5, 0.35, 0.0), (0.5, 0.45, 0.04), "dark_plastic"),  # stabilisers
        box((-0.5, -0.45, 0.0), (0.5, -0.35, 0.04), "dark_plastic"),
        box((-0.06, -0.42, 0.04), (0.06, 0.42, 0.1), "dark_plastic"),  # beam
        _round(_BIKE, (0.2, 0.22), 0.44, (-0.1, 0.1), "dark_plastic"),  # flywheel housing
        _round(_BIKE, (0.2, 0.22), 0.3, (-0.12, 0.12), "chrome"),
        _round(_BIKE, (-0.06, 0.23), 0.07, (-0.2, 0.2), "chrome"),  # crank axle
        box((-0.34, -0.14, 0.12), (-0.2, -0.02, 0.15), "dark_plastic"),  # pedals
        box((0.2, 0.0, 0.32), (0.34, 0.12, 0.35), "dark_plastic"),
        box((-0.21, -0.09, 0.13), (-0.19, -0.04, 0.25), "chrome"),  # crank arms
        box((0.19, -0.06, 0.22), (0.21, -0.01, 0.34), "chrome"),
        box((-0.04, -0.3, 0.1), (0.04, -0.22, 0.62), "aluminium"),  # seat post
        soft_box((-0.15, -0.42, 0.62), (0.15, -0.16, 0.68), "seat"),  # saddle
        box((-0.04, 0.22, 0.1), (0.04, 0.3, 0.8), "aluminium"),  # handlebar post
        _round(_BIKE, (0.17, 0.79), 0.07, (-0.4, 0.4), "rubber"),  # handlebar
        box((-0.4, 0.0, 0.765), (-0.34, 0.17, 0.815), "rubber"),
        box((0.34, 0.0, 0.765), (0.4, 0.17, 0.815), "rubber"),
        box((-0.16, 0.26, 0.82), (0.16, 0.38, 0.96), "dark_plastic"),  # console
        box((-0.13, 0.24, 0.85), (0.13, 0.27, 0.93), "screen"),
    )


def _rowing_machine() -> tuple[Part, ...]:
    return (
        box((-0.06, -0.5, 0.3), (0.06, 0.3, 0.36), "aluminium"),  # monorail
        box((-0.04, -0.5, 0.06), (0.04, -0.46, 0.3), "aluminium"),  # rear leg
        box((-0.25, -0.5, 0.0), (0.25, -0.46, 0.06), "rubber"),
        box((-0.5, 0.3, 0.0), (0.5, 0.42, 0.06), "dark_plastic"),  # front leg
        _round(_ROWER, (0.39, 0.34), 0.5, (-0.2, 0.2), "dark_plastic"),  # fan housing
        _round(_ROWER, (0.39, 0.34), 0.2, (-0.22, 0.22), "chrome"),
        soft_box((-0.2, -0.2, 0.36), (0.2, -0.1, 0.46), "seat"),  # seat
        box((-0.32, 0.14, 0.3), (-0.06, 0.24, 0.45), "dark_plastic"),  # foot stretchers
        box((0.06, 0.14, 0.3), (0.32, 0.24, 0.45), "dark_plastic"),
        _round(_ROWER, (0.21, 0.52), 0.045, (-0.25, 0.25), "rubber"),  # handle
        box((-0.02, 0.2, 0.6), (0.02, 0.24, 0.88), "dark_plastic"),  # monitor arm
        box((-0.14, 0.16, 0.82), (0.14, 0.2, 1.0), "dark_plastic"),  # monitor
        box((-0.11, 0.155, 0.85), (0.11, 0.165, 0.97), "screen"),
    )


def _punching_bag() -> tuple[Part, ...]:
    return (
        box((-0.5, 0.36, 0.0), (0.5, 0.46, 0.03), "dark_plastic"),  # base
        box((-0.5, -0.5, 0.0), (-0.44, 0.36, 0.03), "dark_plastic"),
        box((0.44, -0.5, 0.0), (0.5, 0.36, 0.03), "dark_plastic"),
        box((-0.04, 0.36, 0.03), (0.04, 0.44, 1.0), "dark_plastic"),  # upright
        box((-0.035, -0.08, 0.95), (0.035, 0.36, 0.99), "dark_plastic"),  # arm
        box((-0.03, 0.26, 0.88), (0.03, 0.36, 0.95), "dark_plastic"),  # gusset
        cylinder((-0.012, -0.05, 0.8), (0.012, -0.03, 0.95), "chrome"),  # chain
        _round(_BAG, (0.0, -0.04), 0.35, (0.25, 0.78), "red", axis="z"),  # bag
        _round(_BAG, (0.0, -0.04), 0.33, (0.78, 0.8), "dark_plastic", axis="z"),
        _round(_BAG, (0.0, -0.04), 0.33, (0.23, 0.25), "dark_plastic", axis="z"),
        _round(_BAG, (0.39, 0.087), 0.25, (-0.18, -0.12), "rubber"),  # counterweights
        _round(_BAG, (0.39, 0.087), 0.25, (0.12, 0.18), "rubber"),
    )


def _barre() -> tuple[Part, ...]:
    parts: list[Part] = [
        _round(_BARRE, (-0.3864, 0.9167), 0.05, (-0.5, 0.5), "wood"),  # rails
        _round(_BARRE, (-0.3864, 0.0833), 0.05, (-0.5, 0.5), "wood"),
    ]
    for x in (-0.38, 0.0, 0.38):
        parts += [
            box((x - 0.012, 0.44, 0.0), (x + 0.012, 0.5, 1.0), "chrome"),  # wall plate
            box((x - 0.007, -0.39, 0.89), (x + 0.007, 0.44, 0.94), "chrome"),  # arms
            box((x - 0.007, -0.39, 0.06), (x + 0.007, 0.44, 0.11), "chrome"),
        ]
    return tuple(parts)


def _ball(slot: str, band: str) -> tuple[Part, ...]:
    """A ball with seams: an equator and two meridians, just proud of its surface."""
    return (
        sphere((-0.49, -0.49, 0.01), (0.49, 0.49, 0.99), slot),
        cylinder((-0.5, -0.5, 0.485), (0.5, 0.5, 0.515), band),
        cylinder((-0.015, -0.5, 0.0), (0.015, 0.5, 1.0), band, axis="x"),
        cylinder((-0.5, -0.015, 0.0), (0.5, 0.015, 1.0), band, axis="y"),
    )


FAMILIES: tuple[Family, ...] = (
    family("treadmill", (0.85, 1.9, 1.4), "wall", _treadmill(),
           names=("treadmill", "running machine", "tread mill", "walking machine",
                  "running treadmill"), clearance=0.8, jitter=0.04),
    family("exercise_bike", _BIKE, "floor", _exercise_bike(),
           names=("exercise bike", "stationary bike", "spin bike", "exercise bicycle",
                  "indoor bike", "indoor cycle", "spinning bike"), clearance=0.5, jitter=0.04),
    family("rowing_machine", _ROWER, "floor", _rowing_machine(),
           names=("rowing machine", "rower", "indoor rower", "rowing ergometer", "erg",
                  "ergometer"), clearance=0.5, jitter=0.04),
    family("dumbbell_rack", _DB_RACK, "wall", _dumbbell_rack(), contents=_rack_dumbbells(),
           names=("weight rack", "dumbbell rack", "weights rack", "free weight rack",
                  "dumbbell stand"), clearance=0.9, jitter=0.05, shelves=(0.45, 0.77)),
    family("dumbbell", (0.32, 0.12, 0.12), "floor", (
        cylinder((-0.5, -0.5, 0.0), (-0.25, 0.5, 1.0), "rubber", axis="x"),  # heads
        cylinder((0.25, -0.5, 0.0), (0.5, 0.5, 1.0), "rubber", axis="x"),
        cylinder((-0.27, -0.3, 0.2), (-0.22, 0.3, 0.8), "chrome", axis="x"),  # collars
        cylinder((0.22, -0.3, 0.2), (0.27, 0.3, 0.8), "chrome", axis="x"),
        cylinder((-0.22, -0.14, 0.36), (0.22, 0.14, 0.64), "metal", axis="x"),  # handle
    ), names=("dumbbell", "dumbell", "hand weight", "free weight"), jitter=0.1),
    family("weight_plate", (0.45, 0.45, 0.1), "floor", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.3), "rubber"),
        cylinder((-0.44, -0.44, 0.3), (0.44, 0.44, 0.55), "red"),
        cylinder((-0.36, -0.36, 0.55), (0.36, 0.36, 0.78), "rubber"),
        cylinder((-0.28, -0.28, 0.78), (0.28, 0.28, 0.96), "aluminium"),
        cylinder((-0.055, -0.055, 0.0), (0.055, 0.055, 1.0), "chrome"),  # hub
    ), names=("weight plate", "barbell plate", "bumper plate", "plate stack",
              "stack of weight plates", "weight disc"), jitter=0.08,
           near=("power_rack", "plate_tree", "weight_bench")),
    family("kettlebell", (0.2, 0.2, 0.28), "floor", (
        cylinder((-0.28, -0.28, 0.0), (0.28, 0.28, 0.04), "dark_plastic"),  # flat foot
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.72), "dark_plastic"),  # bell
        cylinder((-0.36, -0.06, 0.55), (-0.24, 0.06, 0.95), "dark_plastic"),  # horns
        cylinder((0.24, -0.06, 0.55), (0.36, 0.06, 0.95), "dark_plastic"),
        cylinder((-0.36, -0.06, 0.91), (0.36, 0.06, 1.0), "dark_plastic", axis="x"),
        cylinder((-0.15, -0.5, 0.25), (0.15, -0.44, 0.45), "red", axis="y"),  # weight label
    ), names=("kettlebell", "kettle bell", "russian kettlebell", "girya"), jitter=0.1),
    family("exercise_ball", (0.65, 0.65, 0.65), "floor", (
        *_ball("accent", "accent"),
        cylinder((-0.03, -0.5, 0.47), (0.03, -0.47, 0.53), "ivory", axis="y"),  # valve
    ), names=("exercise ball", "yoga ball", "swiss ball", "stability ball", "gym ball",
              "fitness ball", "pilates ball", "balance ball"), jitter=0.1),
    family("yoga_mat", (0.61, 1.83, 0.1), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.46, 0.06), "accent"),  # mat
        cylinder((-0.5, 0.448, 0.0), (0.5, 0.5, 0.96), "accent", axis="x"),  # rolled end
        cylinder((-0.3, 0.446, 0.0), (-0.26, 0.5, 0.98), "dark_plastic", axis="x"),  # straps
        cylinder((0.26, 0.446, 0.0), (0.3, 0.5, 0.98), "dark_plastic", axis="x"),
    ), contents=(  # its cork block, while the prompt puts nothing of its own on the mat
        box((-0.35, -0.15, 0.06), (0.027, -0.068, 0.81), "wood"),
    ), names=("yoga mat", "exercise mat", "gym mat", "fitness mat", "pilates mat",
              "workout mat"), jitter=0.06, surface_frac=0.06,
           keep_clear=((-0.5, 0.44, 0.5, 0.5),)),  # its rolled end
    family("yoga_block", (0.23, 0.15, 0.1), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "accent"),  # a foam block
    ), names=("yoga block", "yoga brick", "foam block", "cork block", "exercise block"),
           hosts=("yoga_mat", "bench", "weight_bench", "open_shelf", "side_table"),
           jitter=0.05),
    family("power_rack", _POWER_RACK, "floor", _power_rack(),
           names=("power rack", "squat rack", "power cage", "squat cage", "barbell rack",
                  "squat stand"), clearance=1.0, jitter=0.04),
    family("weight_bench", (0.6, 1.3, 0.48), "floor", (
        soft_box((-0.22, -0.5, 0.78), (0.22, 0.5, 1.0), "seat"),  # pad
        box((-0.05, -0.42, 0.62), (0.05, 0.42, 0.78), "dark_plastic"),  # beam
        box((-0.05, -0.42, 0.08), (0.05, -0.34, 0.62), "dark_plastic"),  # uprights
        box((-0.05, 0.34, 0.08), (0.05, 0.42, 0.62), "dark_plastic"),
        box((-0.46, -0.45, 0.0), (0.46, -0.31, 0.08), "dark_plastic"),  # feet
        box((-0.4, 0.31, 0.0), (0.4, 0.45, 0.08), "dark_plastic"),
        box((-0.5, -0.46, 0.0), (-0.44, -0.3, 0.09), "rubber"),  # foot caps
        box((0.44, -0.46, 0.0), (0.5, -0.3, 0.09), "rubber"),
        box((-0.44, 0.3, 0.0), (-0.38, 0.46, 0.09), "rubber"),
        box((0.38, 0.3, 0.0), (0.44, 0.46, 0.09), "rubber"),
    ), names=("weight bench", "workout bench", "gym bench", "exercise bench", "flat bench",
              "training bench", "weightlifting bench"), surface_frac=1.0, clearance=0.5,
        jitter=0.05, near=("power_rack", "dumbbell_rack")),
    family("punching_bag", _BAG, "floor", _punching_bag(),
           names=("punching bag", "heavy bag", "boxing bag", "punch bag", "punchbag",
                  "kick bag", "kickboxing bag"), clearance=0.8, jitter=0.04),
    family("ballet_barre", _BARRE, "wall_mounted", _barre(),
           names=("ballet barre", "barre", "dance barre", "ballet bar", "dance bar",
                  "ballet rail"), jitter=0.1, mount_centre=0.95),
    family("medicine_ball", (0.35, 0.35, 0.35), "floor", (
        *_ball("rubber", "red"),
        cylinder((0.16, -0.43, 0.62), (0.28, -0.33, 0.74), "ivory", axis="y"),  # logo patch
    ), names=("medicine ball", "med ball", "slam ball", "weighted ball", "wall ball"),
        jitter=0.08),
    family("plate_tree", _TREE, "floor", _plate_tree(),
           names=("plate tree", "weight tree", "plate rack", "bumper plate rack",
                  "weight plate tree", "plate stand"), jitter=0.05),
)
