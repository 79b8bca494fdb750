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

from agents.geometry.families.base import Family
from agents.geometry.families.household import FAMILIES as HOUSEHOLD
from agents.geometry.families.music import FAMILIES as MUSIC
from agents.geometry.families.props import FAMILIES as PROPS
from orchestrator.schema.blueprint import Part, box, cylinder

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


FAMILIES: tuple[Family, ...] = (
    _hung("bicycle", _BIKE_HOOKS, ("wall-mounted bicycle", "wall-mounted bike", "hanging bike",
                                   "bike on wall hooks", "hanging bicycle"), 1.6),
    _hung("guitar", _GUITAR_HANGER, ("wall-mounted guitar", "hanging guitar",
                                     "guitar on a wall hanger"), 1.45),
    _hung("fire_extinguisher", _EXTINGUISHER_BRACKET, (
        "wall-mounted fire extinguisher", "fire extinguisher on a bracket"), 1.2),
)

HUNG_VERSIONS = {f.name.removeprefix("wall_"): f.name for f in FAMILIES}
