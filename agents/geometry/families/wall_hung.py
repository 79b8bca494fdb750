"""Families: things that stand on the floor or lean on a wall but are as often hung on it (see
base.Family).

"A bicycle on the wall", "two guitars hang on the wall": the same thing, its parts unchanged,
lifted onto wall hooks. Each hung version is its standing family's parts plus the hardware
that holds it (a pair of hooks under a bike's wheel rims, a hanger under a guitar's head, a
fire extinguisher's bracket), mounted with its back to the wall. `HUNG_VERSIONS` maps a
standing family to its hung one, so the prompt interpreter can choose it where the prompt
hangs the thing on a wall.
"""

from __future__ import annotations

from dataclasses import replace

from agents.geometry.families._tidy import pair
from agents.geometry.families.base import Family, family
from agents.geometry.families.household import FAMILIES as HOUSEHOLD
from agents.geometry.families.music import FAMILIES as MUSIC
from agents.geometry.families.props import FAMILIES as PROPS
from orchestrator.schema.blueprint import Part, box, cylinder, soft_box

_STANDING = {f.name: f for f in (*HOUSEHOLD, *MUSIC, *PROPS)}

# two J-hooks under the rims, at the wheels' middles, and their wall plates
_BIKE_HOOKS = tuple(part for x in (-0.3, 0.3) for part in (
    cylinder((x - 0.015, 0.0, 0.67), (x + 0.015, 0.5, 0.7), "chrome", axis="y"),  # arm
    box((x - 0.015, -0.03, 0.6), (x + 0.015, 0.0, 0.7), "chrome"),  # the hook's lip
    box((x - 0.04, 0.46, 0.64), (x + 0.04, 0.5, 0.74), "dark_plastic"),  # wall plate
))
# a hanger under the head: a yoke the neck rests in, on an arm from a wall block
_GUITAR_HANGER = (
    box((-0.1, 0.38, 0.84), (0.1, 0.5, 0.9), "wood_alt"),  # wall block
    cylinder((-0.02, 0.0, 0.86), (0.02, 0.4, 0.88), "chrome", axis="y"),  # arm
    *(box((x, -0.1, 0.86), (x + 0.03, 0.1, 0.9), "dark_plastic") for x in (-0.1, 0.07)),
)

# a bracket: a strap round the cylinder on a back plate
_EXTINGUISHER_BRACKET = (
    box((-0.2, 0.47, 0.25), (0.05, 0.5, 0.75), "dark_plastic"),  # back plate
    box((-0.47, -0.49, 0.5), (0.32, 0.49, 0.54), "dark_plastic"),  # strap
)


def _hung(name: str, hardware: tuple[Part, ...], names: tuple[str, ...], centre: float
          ) -> Family:
    standing = _STANDING[name]
    return replace(standing, name=f"wall_{name}", placement="wall_mounted",
                   parts=standing.parts + hardware, names=names, mount_centre=centre,
                   clearance=0.0, near=(), companions=())


# a peg on the wall, for a garment or a towel hung straight on it; left off where the thing
# hangs on a holder's hook or rail instead (its "contents": `holds`)
def _wall_peg(top: float) -> tuple[Part, ...]:
    return (box((-0.06, 0.4, top - 0.12), (0.06, 0.5, top - 0.02), "wood"),  # plate
            cylinder((-0.02, -0.1, top - 0.08), (0.02, 0.4, top - 0.04), "brass", axis="y"))


def _hanging_shirt() -> tuple[Part, ...]:
    """A shirt on a wooden hanger: the hanger's hook, its shoulder bar, the body and sleeves
    hanging straight, a collar, a button placket."""
    return (
        cylinder((-0.012, -0.06, 0.86), (0.012, 0.06, 1.0), "chrome"),  # hanger hook
        box((-0.44, -0.12, 0.84), (0.44, 0.12, 0.87), "wood"),  # its shoulder bar
        soft_box((-0.37, -0.34, 0.02), (0.37, 0.34, 0.85), "fabric"),  # body
        *pair(soft_box((-0.5, -0.28, 0.3), (-0.35, 0.28, 0.84), "fabric")),  # sleeves
        soft_box((-0.12, -0.4, 0.78), (0.12, 0.2, 0.88), "bedding"),  # collar
        box((-0.02, -0.37, 0.05), (0.02, -0.33, 0.78), "bedding"),  # placket
        *(cylinder((-0.012, -0.39, z), (0.012, -0.36, z + 0.02), "accent", axis="y")
          for z in (0.18, 0.36, 0.54, 0.7)),  # buttons
    )


def _hanging_towel() -> tuple[Part, ...]:
    """A bath towel folded over a bar: the front drop longer than the back one, a woven
    stripe across it."""
    return (
        soft_box((-0.44, -0.47, 0.0), (0.44, -0.04, 0.97), "towel"),  # front drop
        soft_box((-0.44, 0.02, 0.4), (0.44, 0.42, 0.97), "towel"),  # back drop
        cylinder((-0.44, -0.5, 0.9), (0.44, 0.42, 1.0), "towel", axis="x"),  # the fold
        box((-0.43, -0.5, 0.1), (0.43, -0.46, 0.16), "accent"),  # stripe
    )


MUG_HOOKS = (-0.36, -0.12, 0.12, 0.36)  # along a wall mug rack, as fractions of its width
MUG_ROWS = (0.92, 0.45)  # its two rows of hooks, as fractions of its height


def _wall_mug_rack() -> tuple[Part, ...]:
    """A board on the wall with two rows of hooks turned up at their tips, for mugs."""
    return (
        soft_box((-0.5, 0.3, 0.0), (0.5, 0.5, 1.0), "wood"),  # board
        *(part for x in MUG_HOOKS for z in MUG_ROWS for part in (
            cylinder((x - 0.012, -0.48, z - 0.06), (x + 0.012, 0.3, z - 0.02), "metal",
                     axis="y"),  # hook
            cylinder((x - 0.012, -0.5, z - 0.06), (x + 0.012, -0.44, z), "metal"))),  # tip
    )


FAMILIES: tuple[Family, ...] = (
    _hung("bicycle", _BIKE_HOOKS, ("wall-mounted bicycle", "wall-mounted bike", "hanging bike",
                                   "bike on wall hooks", "hanging bicycle"), 1.6),
    _hung("guitar", _GUITAR_HANGER, ("wall-mounted guitar", "hanging guitar",
                                     "guitar on a wall hanger"), 1.45),
    _hung("fire_extinguisher", _EXTINGUISHER_BRACKET, (
        "wall-mounted fire extinguisher", "fire extinguisher on a bracket"), 1.2),
    family("wall_mug_rack", (0.6, 0.1, 0.36), "wall_mounted", _wall_mug_rack(),
           names=("wall mug rack", "mug hooks", "cup hooks", "wall-mounted mug rack"),
           mount_centre=1.45, jitter=0.05),
    family("hanging_shirt", (0.5, 0.1, 0.85), "wall_mounted", _hanging_shirt(),
           contents=_wall_peg(1.0), names=("hanging shirt", "shirt on a hanger",
                                          "hung shirt", "blouse on a hanger"),
           mount_centre=1.4, jitter=0.05),
    family("hanging_towel", (0.5, 0.06, 0.7), "wall_mounted", _hanging_towel(),
           contents=(box((-0.5, 0.0, 0.9), (0.5, 0.5, 1.0), "chrome"),),  # a towel bar
           names=("hanging towel", "hung towel", "towel on a hook", "towel on a bar"),
           mount_centre=1.2, jitter=0.06),
)

# what a pile of folded clothes or towels becomes hung up, on a wall peg or a holder's rail
HUNG_UP = {"shirt": "hanging_shirt", "folded_clothes": "hanging_shirt",
           "towel_stack": "hanging_towel"}
OTHER_WALL_KINDS = {"mug_tree": "wall_mug_rack"}  # "a mug rack on the wall"
HUNG_VERSIONS = {**{f.name.removeprefix("wall_"): f.name for f in FAMILIES
                    if f.name.startswith("wall_") and f.name.removeprefix("wall_") in _STANDING},
                 **HUNG_UP, **OTHER_WALL_KINDS}
