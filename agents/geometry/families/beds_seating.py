"""Beds and seats the hand-modelled generators lack: cribs, daybeds, sectionals, recliners..."""

from __future__ import annotations

from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cylinder, legs, soft_box, sphere


def _slats(x0: float, x1: float, n: int, y0: float, y1: float, z0: float, z1: float,
           slot: str, thick: float) -> tuple[Part, ...]:
    """`n` round bars evenly spread from x0 to x1 (cot sides, chair backs)."""
    step = (x1 - x0 - thick) / (n - 1)
    return tuple(cylinder((x0 + i * step, y0, z0), (x0 + i * step + thick, y1, z1), slot)
                 for i in range(n))


FAMILIES: tuple[Family, ...] = tidy((
    family("crib", (1.3, 0.72, 1.0), "wall", (
        *pair(box((-0.5, -0.5, 0.0), (-0.45, -0.42, 1.0), "wood")),  # corner posts
        *pair(box((-0.5, 0.42, 0.0), (-0.45, 0.5, 1.0), "wood")),
        *pair(box((-0.485, -0.45, 0.2), (-0.465, 0.45, 0.93), "wood")),  # end panels
        box((-0.46, -0.44, 0.24), (0.46, 0.44, 0.28), "wood"),  # mattress base
        soft_box((-0.45, -0.41, 0.28), (0.45, 0.41, 0.4), "bedding"),  # mattress
        box((-0.47, -0.48, 0.9), (0.47, -0.44, 0.95), "wood"),  # top and bottom rails
        box((-0.47, 0.44, 0.9), (0.47, 0.48, 0.95), "wood"),
        box((-0.47, -0.48, 0.2), (0.47, -0.44, 0.26), "wood"),
        box((-0.47, 0.44, 0.2), (0.47, 0.48, 0.26), "wood"),
        *_slats(-0.42, 0.42, 9, -0.475, -0.445, 0.25, 0.91, "wood", 0.025),  # front bars
        *_slats(-0.42, 0.42, 9, 0.445, 0.475, 0.25, 0.91, "wood", 0.025),  # back bars
    ), names=("crib", "baby cot", "cot", "baby crib", "nursery crib", "baby bed"),
        clearance=0.6, jitter=0.04, companions=("rocking_chair",),
        interior=0.4, rim=0.06),  # a teddy bear in it lies on the mattress, inside the bars
    family("daybed", (2.0, 0.95, 0.95), "wall", (
        *legs(0.13, "legs", inset=0.03, thick=0.04),
        box((-0.47, -0.47, 0.12), (0.47, 0.47, 0.35), "wood"),  # frame
        soft_box((-0.45, -0.45, 0.35), (0.45, 0.41, 0.52), "bedding"),  # mattress
        box((-0.5, 0.42, 0.12), (0.5, 0.5, 0.95), "wood"),  # back
        *pair(box((-0.5, -0.5, 0.12), (-0.45, 0.5, 0.78), "wood")),  # arms
        soft_box((-0.38, 0.24, 0.5), (-0.06, 0.41, 0.78), "accent"),  # pillows
        soft_box((0.06, 0.24, 0.5), (0.38, 0.41, 0.78), "accent"),
        *pair(cylinder((-0.45, -0.36, 0.51), (-0.37, 0.36, 0.68), "fabric", axis="y")),  # bolsters
        soft_box((0.12, -0.46, 0.5), (0.44, 0.2, 0.545), "fabric"),  # folded throw
    ), names=("daybed", "day bed", "trundle bed", "guest daybed", "divan bed"), clearance=0.6,
        surface_frac=0.52, keep_clear=((-0.5, 0.22, 0.5, 0.5), (-0.5, -0.5, -0.36, 0.5),
                                       (0.1, -0.5, 0.5, 0.22))),  # back, bolsters, throw
    family("mattress", (1.4, 2.0, 0.22), "floor", (  # on the floor: a guest bed, a dorm
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.92), "bedding"),
        box((-0.49, -0.49, 0.45), (0.49, 0.49, 0.5), "fabric"),  # piping seam
        soft_box((-0.4, 0.3, 0.9), (-0.04, 0.47, 1.0), "pillow"),  # pillows at its head
        soft_box((0.04, 0.3, 0.9), (0.4, 0.47, 1.0), "pillow"),
    ), names=("mattress", "floor mattress", "floor bed", "air mattress", "foam mattress",
              "sleeping mat"), surface_frac=0.92, keep_clear=((-0.5, 0.28, 0.5, 0.5),)),
    family("futon", (1.9, 0.95, 0.85), "wall", (
        *legs(0.08, "wood", inset=0.03, thick=0.05),
        box((-0.48, -0.48, 0.06), (0.48, 0.45, 0.2), "wood"),  # low frame
        *pair(box((-0.5, -0.48, 0.06), (-0.46, 0.5, 0.55), "wood")),  # slatted arms
        *pair(box((-0.5, -0.3, 0.2), (-0.46, -0.25, 0.55), "wood_alt")),
        box((-0.46, 0.45, 0.2), (0.46, 0.5, 0.85), "wood"),  # back frame
        soft_box((-0.46, -0.47, 0.2), (0.46, 0.3, 0.43), "upholstery"),  # seat mattress
        soft_box((-0.46, 0.2, 0.3), (0.46, 0.45, 1.0), "upholstery"),  # folded-up back
        soft_box((-0.4, 0.08, 0.42), (-0.12, 0.22, 0.75), "accent"),  # cushions
        soft_box((0.12, 0.08, 0.42), (0.4, 0.22, 0.75), "accent"),
    ), names=("futon", "sofa bed", "sofabed", "sleeper sofa", "pull-out sofa", "futon sofa",
              "futon couch"), clearance=0.8, surface_frac=0.43,
        keep_clear=((-0.5, 0.05, 0.5, 0.5), (-0.5, -0.5, -0.46, 0.5), (0.46, -0.5, 0.5, 0.5))),
    family("sectional_sofa", (2.8, 2.0, 0.85), "corner", (
        *(cylinder((x, y, 0.0), (x + 0.02, y + 0.03, 0.12), "legs")
          for x, y in ((-0.48, 0.45), (0.46, 0.45), (0.46, 0.04), (-0.48, -0.48),
                       (-0.22, -0.48))),
        box((-0.5, 0.025, 0.1), (0.5, 0.5, 0.38), "upholstery"),  # main run base
        box((-0.5, -0.5, 0.1), (-0.18, 0.1, 0.38), "upholstery"),  # return base
        box((-0.5, 0.4, 0.1), (0.5, 0.5, 1.0), "upholstery"),  # back along the wall
        box((-0.5, -0.5, 0.1), (-0.43, 0.5, 1.0), "upholstery"),  # back along the side
        box((0.44, 0.025, 0.1), (0.5, 0.5, 0.72), "upholstery"),  # arm, right
        box((-0.5, -0.5, 0.1), (-0.18, -0.45, 0.72), "upholstery"),  # arm, front of return
        soft_box((-0.43, 0.025, 0.38), (-0.18, 0.4, 0.55), "upholstery"),  # seat cushions
        soft_box((-0.18, 0.025, 0.38), (0.13, 0.4, 0.55), "upholstery"),
        soft_box((0.13, 0.025, 0.38), (0.44, 0.4, 0.55), "upholstery"),
        soft_box((-0.43, -0.45, 0.38), (-0.18, -0.2, 0.55), "upholstery"),
        soft_box((-0.43, -0.2, 0.38), (-0.18, 0.025, 0.55), "upholstery"),
        soft_box((-0.42, 0.3, 0.55), (-0.14, 0.4, 0.95), "upholstery"),  # back cushions
        soft_box((-0.14, 0.3, 0.55), (0.15, 0.4, 0.95), "upholstery"),
        soft_box((0.15, 0.3, 0.55), (0.44, 0.4, 0.95), "upholstery"),
        soft_box((-0.43, -0.45, 0.55), (-0.38, -0.02, 0.95), "upholstery"),
        soft_box((-0.43, -0.02, 0.55), (-0.38, 0.3, 0.95), "upholstery"),
        soft_box((0.3, 0.22, 0.55), (0.42, 0.3, 0.85), "accent"),  # throw pillows
        soft_box((-0.38, -0.42, 0.55), (-0.33, -0.18, 0.85), "accent"),
    ), names=("sectional", "sectional sofa", "l-shaped sofa", "corner sofa", "l-shaped couch",
              "corner couch", "sectional couch", "modular sofa"), clearance=0.8, jitter=0.04,
        # its seat: not the backs, the arm, its own pillows, nor the open corner of the L
        surface_frac=0.55, keep_clear=((-0.5, 0.3, 0.5, 0.5), (-0.5, -0.5, -0.38, 0.5),
                                       (0.44, -0.5, 0.5, 0.5), (-0.18, -0.5, 0.5, 0.025),
                                       (-0.5, -0.5, -0.18, -0.45), (0.28, 0.2, 0.44, 0.3),
                                       (-0.38, -0.45, -0.3, -0.15))),
    family("chaise_longue", (1.7, 0.7, 0.85), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.04, y + 0.08, 0.2), "legs")
          for x in (-0.46, 0.42) for y in (-0.44, 0.36)),
        soft_box((-0.5, -0.5, 0.18), (0.5, 0.5, 0.42), "upholstery"),  # base
        soft_box((-0.5, -0.5, 0.38), (-0.36, 0.5, 1.0), "upholstery"),  # raised head end
        soft_box((-0.4, -0.5, 0.38), (-0.22, 0.5, 0.76), "upholstery"),  # the slope, stepped
        soft_box((-0.26, -0.5, 0.38), (-0.08, 0.5, 0.56), "upholstery"),
        soft_box((-0.45, 0.34, 0.38), (0.12, 0.5, 0.8), "upholstery"),  # half back
        soft_box((0.1, -0.48, 0.4), (0.49, 0.48, 0.5), "upholstery"),  # seat cushion
        cylinder((-0.36, -0.4, 0.74), (-0.24, 0.4, 0.9), "accent", axis="y"),  # bolster
    ), names=("chaise longue", "chaise", "fainting couch", "recamier",
              "lounger", "daybed chaise", "chaise lounge"),
        surface_frac=0.5, keep_clear=((-0.5, -0.5, 0.1, 0.5),)),  # the seat, not the slope
    family("rocking_chair", (0.62, 0.9, 1.05), "floor", (
        *pair(cylinder((-0.42, -0.5, 0.0), (-0.36, 0.5, 0.14), "wood", axis="x")),  # rockers
        *pair(box((-0.42, -0.3, 0.06), (-0.36, -0.24, 0.45), "wood")),  # front legs
        *pair(box((-0.42, 0.2, 0.06), (-0.36, 0.26, 1.0), "wood")),  # back legs and posts
        box((-0.45, -0.34, 0.4), (0.45, 0.28, 0.45), "wood"),  # seat
        soft_box((-0.34, -0.32, 0.45), (0.34, 0.2, 0.5), "fabric"),  # seat pad
        *_slats(-0.3, 0.3, 6, 0.21, 0.25, 0.44, 0.95, "wood", 0.04),  # spindle back
        box((-0.42, 0.19, 0.93), (0.42, 0.27, 1.0), "wood"),  # top rail
        *pair(box((-0.48, -0.36, 0.62), (-0.36, 0.26, 0.66), "wood")),  # arms
        *pair(cylinder((-0.45, -0.33, 0.45), (-0.41, -0.28, 0.63), "wood")),  # arm posts
    ), names=("rocking chair", "rocker", "nursing chair", "glider chair", "porch rocker",
              "glider", "nursery glider"),
        clearance=0.4, surface_frac=0.5, keep_clear=(
            (-0.5, -0.5, -0.33, 0.5), (0.33, -0.5, 0.5, 0.5), (-0.5, 0.19, 0.5, 0.5),
            (-0.5, -0.5, 0.5, -0.31))),  # the seat pad, within arms and back
    family("recliner", (0.9, 0.98, 1.05), "floor", (
        box((-0.44, -0.28, 0.0), (0.44, 0.46, 0.06), "dark_plastic"),  # plinth
        soft_box((-0.46, -0.3, 0.05), (0.46, 0.5, 0.42), "upholstery"),  # body
        *pair(soft_box((-0.5, -0.32, 0.05), (-0.32, 0.46, 0.62), "upholstery")),  # arms
        soft_box((-0.34, -0.34, 0.38), (0.34, 0.3, 0.52), "upholstery"),  # seat cushion
        soft_box((-0.36, 0.24, 0.38), (0.36, 0.5, 1.0), "upholstery"),  # back
        soft_box((-0.32, 0.12, 0.52), (0.32, 0.28, 0.74), "upholstery"),  # back pillows
        soft_box((-0.32, 0.14, 0.74), (0.32, 0.28, 0.95), "upholstery"),
        soft_box((-0.32, -0.5, 0.22), (0.32, -0.3, 0.35), "upholstery"),  # raised footrest
        box((-0.2, -0.42, 0.12), (-0.16, -0.3, 0.23), "metal"),  # its linkage
        box((0.16, -0.42, 0.12), (0.2, -0.3, 0.23), "metal"),
        box((0.44, -0.1, 0.3), (0.5, -0.02, 0.38), "wood"),  # lever
    ), names=("recliner", "reclining chair", "recliner chair", "la-z-boy", "lift chair",
              "power recliner"), clearance=0.6),
    family("bean_bag_chair", (0.85, 0.85, 0.8), "floor", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.62), "accent"),  # sack
        sphere((-0.42, -0.05, 0.2), (0.42, 0.5, 1.0), "accent"),  # back hump
        *pair(sphere((-0.5, -0.3, 0.15), (-0.18, 0.3, 0.62), "accent")),  # side lumps
        sphere((-0.3, -0.42, 0.3), (0.3, 0.15, 0.64), "accent"),  # seat dent
    ), names=("bean bag chair", "beanbag chair", "sack chair", "bean bag seat", "beanbag seat",
              "bean bag lounger"), jitter=0.1),
    family("ottoman", (0.65, 0.5, 0.42), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.06, y + 0.08, 0.2), "legs")
          for x in (-0.45, 0.39) for y in (-0.42, 0.34)),
        box((-0.48, -0.48, 0.16), (0.48, 0.48, 0.24), "legs"),  # base rail
        soft_box((-0.5, -0.5, 0.22), (0.5, 0.5, 0.97), "upholstery"),
        *(sphere((x - 0.03, y - 0.04, 0.91), (x + 0.03, y + 0.04, 0.97), "accent")
          for x in (-0.2, 0.2) for y in (-0.2, 0.2)),  # tufting buttons, sunk in the top
    ), names=("ottoman", "footstool", "foot stool", "footrest", "hassock", "tuffet"),
        surface_frac=0.97, near=("armchair", "recliner", "sofa")),  # a tray lies on the top
    family("pouf", (0.5, 0.5, 0.4), "floor", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.97), "accent"),
        sphere((-0.5, -0.5, 0.04), (0.5, 0.5, 0.96), "accent"),  # bulge
        cylinder((-0.475, -0.475, 0.28), (0.475, 0.475, 0.33), "fabric"),  # woven bands
        cylinder((-0.475, -0.475, 0.67), (0.475, 0.475, 0.72), "fabric"),
        cylinder((-0.1, -0.1, 0.96), (0.1, 0.1, 1.0), "fabric"),  # centre knot
    ), names=("pouf", "pouffe", "moroccan pouf", "knitted pouf", "floor pouf", "leather pouf"),
        jitter=0.08, near=("sofa", "armchair")),
    family("floor_cushion", (0.7, 0.7, 0.12), "floor", (
        soft_box((-0.49, -0.49, 0.0), (0.49, 0.49, 0.86), "accent"),
        box((-0.5, -0.5, 0.4), (0.5, 0.5, 0.46), "fabric"),  # piped seam
        *(cylinder((x - 0.04, y - 0.04, 0.8), (x + 0.04, y + 0.04, 1.0), "fabric")
          for x, y in ((0.0, 0.0), (-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25),
                       (0.25, 0.25))),  # tufts
    ), names=("floor cushion", "zabuton", "meditation cushion", "cushion", "floor pillow",
              "zafu", "sitting cushion"), jitter=0.1,
           near=("coffee_table", "kids_table", "low_shelf")),
    family("barber_chair", (0.7, 0.9, 1.25), "floor", (
        cylinder((-0.4, -0.3, 0.0), (0.4, 0.3, 0.04), "chrome"),  # round base
        cylinder((-0.09, -0.07, 0.04), (0.09, 0.07, 0.3), "chrome"),  # hydraulic column
        cylinder((-0.18, -0.14, 0.26), (0.18, 0.14, 0.34), "chrome"),
        soft_box((-0.38, -0.32, 0.33), (0.38, 0.28, 0.45), "seat"),  # seat
        soft_box((-0.36, 0.2, 0.4), (0.36, 0.36, 0.88), "seat"),  # back
        box((-0.03, 0.27, 0.86), (0.03, 0.31, 0.92), "chrome"),  # headrest stem
        soft_box((-0.16, 0.22, 0.9), (0.16, 0.36, 1.0), "seat"),  # headrest
        *pair(box((-0.49, -0.3, 0.42), (-0.39, 0.22, 0.52), "chrome")),  # arm frames
        *pair(soft_box((-0.5, -0.32, 0.52), (-0.38, 0.24, 0.59), "seat")),  # arm pads
        box((-0.25, -0.5, 0.13), (0.25, -0.38, 0.17), "chrome"),  # footrest
        *pair(box((-0.22, -0.42, 0.15), (-0.18, -0.3, 0.36), "chrome")),
    ), names=("barber chair", "barber's chair", "barbers chair", "salon chair",
              "hairdresser chair", "styling chair"), clearance=0.6),
    family("high_chair", (0.55, 0.65, 1.05), "floor", (
        *(box((x, y, 0.0), (x + 0.08, y + 0.07, 0.55), "wood")
          for x in (-0.46, 0.38) for y in (-0.3, 0.36)),  # legs
        *pair(box((-0.46, -0.27, 0.18), (-0.38, 0.4, 0.22), "wood")),  # side stretchers
        box((-0.38, -0.3, 0.28), (0.38, -0.23, 0.32), "wood"),  # footrest
        box((-0.46, -0.3, 0.52), (0.46, 0.43, 0.57), "wood"),  # seat
        soft_box((-0.34, -0.26, 0.57), (0.34, 0.34, 0.61), "accent"),  # seat pad
        box((-0.4, 0.34, 0.57), (0.4, 0.43, 1.0), "wood"),  # back
        *pair(box((-0.44, -0.22, 0.57), (-0.37, 0.36, 0.74), "wood")),  # side guards
        box((-0.44, -0.5, 0.74), (0.44, -0.16, 0.78), "ivory"),  # tray
        box((-0.44, -0.5, 0.78), (0.44, -0.46, 0.81), "ivory"),  # tray lip
    ), names=("high chair", "highchair", "baby high chair", "feeding chair", "baby chair",
              "toddler high chair"), near=("dining_table", "kitchen_island")),
    family("folding_chair", (0.46, 0.52, 0.82), "floor", (
        *pair(box((-0.47, -0.44, 0.0), (-0.42, -0.38, 0.56), "metal")),  # front legs
        *pair(box((-0.47, 0.28, 0.0), (-0.42, 0.34, 1.0), "metal")),  # back legs and posts
        *pair(box((-0.47, -0.4, 0.26), (-0.42, 0.3, 0.3), "metal")),  # side braces
        cylinder((-0.45, -0.43, 0.08), (0.45, -0.39, 0.12), "metal", axis="x"),  # stretchers
        cylinder((-0.45, 0.29, 0.08), (0.45, 0.33, 0.12), "metal", axis="x"),
        box((-0.44, -0.46, 0.54), (0.44, 0.3, 0.58), "seat"),  # seat
        box((-0.42, 0.27, 0.7), (0.42, 0.35, 0.96), "seat"),  # back
    ), names=("folding chair", "fold-up chair", "foldable chair", "collapsible chair",
              "event chair", "fold-out chair"),
        surface_frac=0.58, keep_clear=((-0.5, 0.26, 0.5, 0.5),)),  # the seat before its back
    family("counter_stool", (0.45, 0.48, 1.0), "floor", (
        *legs(0.64, "legs", inset=0.06, thick=0.07),
        *pair(box((-0.44, 0.37, 0.6), (-0.37, 0.44, 0.9), "legs")),  # back posts
        box((-0.4, -0.42, 0.24), (0.4, -0.39, 0.28), "metal"),  # foot rails
        box((-0.4, 0.39, 0.24), (0.4, 0.42, 0.28), "metal"),
        *pair(box((-0.42, -0.4, 0.24), (-0.39, 0.4, 0.28), "metal")),
        soft_box((-0.48, -0.46, 0.62), (0.48, 0.42, 0.7), "seat"),  # seat
        soft_box((-0.46, 0.34, 0.78), (0.46, 0.46, 1.0), "seat"),  # backrest
    ), names=("counter stool", "bar stool with back", "bar chair", "backed bar stool",
              "kitchen bar chair", "high stool with backrest"),
        surface_frac=0.7, keep_clear=((-0.5, 0.33, 0.5, 0.5),)),  # the seat before its back
    family("church_pew", (3.0, 0.65, 1.0), "floor", (
        *pair(box((-0.5, -0.5, 0.0), (-0.485, 0.5, 0.9), "wood")),  # end panels
        *pair(cylinder((-0.5, -0.5, 0.82), (-0.485, 0.5, 1.0), "wood", axis="x")),  # crests
        box((-0.49, -0.46, 0.42), (0.49, 0.14, 0.47), "wood"),  # seat
        box((-0.49, -0.44, 0.3), (0.49, -0.38, 0.42), "wood"),  # apron
        box((-0.49, 0.14, 0.42), (0.49, 0.22, 0.95), "wood"),  # back
        box((-0.49, 0.1, 0.92), (0.49, 0.3, 0.96), "wood"),  # top rail
        box((-0.49, 0.22, 0.72), (0.49, 0.44, 0.75), "wood"),  # hymnal shelf behind
        box((-0.49, 0.42, 0.75), (0.49, 0.44, 0.8), "wood"),
        soft_box((-0.48, -0.45, 0.47), (0.48, 0.13, 0.5), "seat"),  # cushion
        *(box((x, 0.24, 0.75), (x + 0.025, 0.4, 0.86), "books")
          for x in (-0.36, -0.33, -0.02, 0.01, 0.3)),  # hymnals
    ), names=("church pew", "pew", "chapel bench", "church bench", "wooden pew"),
        clearance=0.5, jitter=0.05),
    family("booth_seating", (1.6, 0.7, 1.15), "wall", (
        box((-0.46, -0.42, 0.0), (0.46, 0.5, 0.36), "wood"),  # base
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.5, 0.62), "wood")),  # end panels
        soft_box((-0.46, -0.5, 0.35), (0.46, 0.24, 0.45), "seat"),  # seat cushion
        box((-0.46, 0.3, 0.36), (0.46, 0.5, 0.96), "wood"),  # back shell
        box((-0.5, 0.26, 0.95), (0.5, 0.5, 1.0), "wood"),  # cap
        *(soft_box((x, 0.18, 0.44), (x + 0.18, 0.32, 0.93), "seat")
          for x in (-0.46, -0.28, -0.09, 0.1, 0.28)),  # channel-tufted back
    ), names=("booth", "restaurant booth", "booth seating", "diner booth", "booth seat",
              "banquette", "booth bench"), clearance=0.5),
))
