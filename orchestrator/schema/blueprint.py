"""An object described as data: a few dozen primitive parts inside the object's box.

A blueprint is how most of the object library is written (`agents.geometry.families`), and the
form in which a model may design an object the library lacks: it is validated like any plan and
never executed. Every coordinate is a fraction of the object's box, so one blueprint fits any
size the layout gives it: x and y run from -0.5 to 0.5 of the width and depth (front at -y),
z from 0 (the floor) to 1 (the top). A part fills the box from `lo` to `hi`: a box fills it,
a cylinder, cone or sphere is inscribed in it along `axis`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_PARTS = 48
MAX_DESIGNS = 8  # objects one plan may design for itself
Shape = Literal["box", "rounded_box", "cylinder", "cone", "sphere"]
Axis = Literal["x", "y", "z"]
# where an object goes: the layout's strategies (agents.geometry.layout) read this
Placement = Literal["floor", "wall", "corner", "surface", "wall_mounted", "ceiling"]
Frac3 = tuple[float, float, float]
_BOUNDS = ((-0.5, 0.5), (-0.5, 0.5), (0.0, 1.0))
_EPS = 1e-9


class Part(BaseModel):
    """One primitive: its shape, the sub-box it fills and the material slot it wears."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    shape: Shape
    lo: Frac3
    hi: Frac3
    slot: str = Field(min_length=1, max_length=32, pattern=r"^[a-z][a-z_]*$")
    axis: Axis = "z"  # the long axis of a cylinder or cone
    taper: float = Field(default=0.0, ge=0.0, le=1.0)  # cone: top radius over base radius

    @model_validator(mode="after")
    def _inside_box(self) -> Part:
        for axis, (lo, hi, (low, high)) in enumerate(zip(self.lo, self.hi, _BOUNDS,
                                                         strict=True)):
            if not lo < hi:
                raise ValueError(f"part {self.slot!r}: lo must be below hi on axis {axis}")
            if lo < low - _EPS or hi > high + _EPS:
                raise ValueError(f"part {self.slot!r} leaves the object's box on axis {axis}")
        return self


class Blueprint(BaseModel):
    """The parts of one object; `slots` are its material slots in first-use order."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    parts: tuple[Part, ...] = Field(min_length=1, max_length=MAX_PARTS)

    @property
    def slots(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.slot for p in self.parts))


class ObjectDesign(BaseModel):
    """An object the library lacks, designed as data for one noun of a prompt ("theremin"):
    its box, where it goes and its parts. It becomes a category of its own (`name`) for the
    scene that carries it; nothing in it is executed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[a-z][a-z0-9_]{1,39}$")  # its category: "theremin"
    noun: str = Field(min_length=1, max_length=120)  # the prompt's noun it was designed for
    size: tuple[float, float, float]  # default (width, depth, height) in metres
    placement: Placement
    surface_frac: float | None = Field(default=None, ge=0.05, le=1.0)  # a top others use
    blueprint: Blueprint

    @model_validator(mode="after")
    def _sane_box(self) -> ObjectDesign:
        w, d, h = self.size
        if not (0.02 <= w <= 6.0 and 0.02 <= d <= 6.0 and 0.005 <= h <= 3.5):
            raise ValueError("size must be 0.02 to 6 m wide and deep and 0.005 to 3.5 m high")
        if self.placement == "surface" and max(w, d) > 1.5:
            raise ValueError("a thing that stands on a surface is at most 1.5 m across")
        return self


def box(lo: Frac3, hi: Frac3, slot: str) -> Part:
    return Part(shape="box", lo=lo, hi=hi, slot=slot)


def soft_box(lo: Frac3, hi: Frac3, slot: str) -> Part:
    """A box with rounded edges (cushions, mattresses, appliance bodies)."""
    return Part(shape="rounded_box", lo=lo, hi=hi, slot=slot)


def cylinder(lo: Frac3, hi: Frac3, slot: str, axis: Axis = "z") -> Part:
    return Part(shape="cylinder", lo=lo, hi=hi, slot=slot, axis=axis)


def cone(lo: Frac3, hi: Frac3, slot: str, taper: float = 0.0, axis: Axis = "z") -> Part:
    return Part(shape="cone", lo=lo, hi=hi, slot=slot, axis=axis, taper=taper)


def sphere(lo: Frac3, hi: Frac3, slot: str) -> Part:
    return Part(shape="sphere", lo=lo, hi=hi, slot=slot)


def legs(top: float, slot: str, inset: float = 0.04, thick: float = 0.06) -> tuple[Part, ...]:
    """Four square legs from the floor to `top`, `inset` from the box's edges."""
    lo, hi = -0.5 + inset, 0.5 - inset - thick
    return tuple(box((x, y, 0.0), (x + thick, y + thick, top), slot)
                 for x in (lo, hi) for y in (lo, hi))
