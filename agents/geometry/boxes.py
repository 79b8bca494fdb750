"""Axis-aligned boxes of placed objects: the geometry the layout solver and the validator share.

Conventions (see `orchestrator.schema.scene`): an object's front faces -Y in object space;
turning it by `rotation_z` about Z makes the front point along `front_vector(rotation_z)`. An
object backed against a wall therefore takes `WALL_ROTATION[wall]` so that it faces into the room:

    north wall (y = +depth/2):  0       front -Y
    south wall (y = -depth/2):  pi      front +Y
    east wall  (x = +width/2):  -pi/2   front -X
    west wall  (x = -width/2):  +pi/2   front +X
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from agents.geometry.underside import tucked_under
from orchestrator.schema.scene import Opening, PlacedObject, Wall, footprint

RUG_MAX_HEIGHT = 0.02  # flat floor coverings: furniture may be placed over them (then lifted)

WALL_ROTATION: dict[Wall, float] = {
    "north": 0.0,
    "south": math.pi,
    "east": -math.pi / 2,
    "west": math.pi / 2,
}

Rect = tuple[float, float, float, float]  # (min_x, min_y, max_x, max_y)


def normalize(angle: float) -> float:
    """An angle in (-pi, pi]."""
    a = math.remainder(angle, 2 * math.pi)
    return math.pi if a <= -math.pi + 1e-9 else a


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in room coordinates."""

    x0: float
    y0: float
    z0: float
    x1: float
    y1: float
    z1: float

    @property
    def rect(self) -> Rect:
        return (self.x0, self.y0, self.x1, self.y1)


def box_of(obj: PlacedObject) -> Box:
    """The axis-aligned box of the rotated object: its footprint times its z range."""
    x0, y0, x1, y1 = footprint(obj)
    z = obj.location[2]
    return Box(x0, y0, z, x1, y1, z + obj.size[2])


def overlap_depth(a: Box, b: Box) -> float:
    """The smallest penetration over the three axes: <= 0 when the boxes are apart or touch."""
    return min(
        min(a.x1, b.x1) - max(a.x0, b.x0),
        min(a.y1, b.y1) - max(a.y0, b.y0),
        min(a.z1, b.z1) - max(a.z0, b.z0),
    )


def footprints_meet(a: Box, b: Box) -> bool:
    """Whether two boxes' footprints overlap (a chair over a rug)."""
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 1e-6 and min(a.y1, b.y1) - max(a.y0, b.y0) > 1e-6


def rect_overlap_area(a: Rect, b: Rect) -> float:
    dx = min(a[2], b[2]) - max(a[0], b[0])
    dy = min(a[3], b[3]) - max(a[1], b[1])
    return dx * dy if dx > 0 and dy > 0 else 0.0


def rect_inside(inner: Rect, outer: Rect, tol: float = 1e-9) -> bool:
    return (
        inner[0] >= outer[0] - tol
        and inner[1] >= outer[1] - tol
        and inner[2] <= outer[2] + tol
        and inner[3] <= outer[3] + tol
    )


def on_host(host: PlacedObject, u: float, v: float) -> tuple[float, float]:
    """The room's (x, y) of the point `u` metres along the host's width and `v` towards its
    back from its middle."""
    c, s = math.cos(host.rotation_z), math.sin(host.rotation_z)
    return host.location[0] + u * c - v * s, host.location[1] + u * s + v * c


def world_rect(host: PlacedObject, frac: tuple[float, float, float, float]) -> Rect:
    """A rectangle given in fractions of the host's width and depth, in the room (hosts turn
    by quarter turns)."""
    w, d, _ = host.size
    corners = [on_host(host, u * w, v * d) for u in (frac[0], frac[2]) for v in (frac[1], frac[3])]
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return (min(xs), min(ys), max(xs), max(ys))


def front_vector(rotation_z: float) -> tuple[float, float]:
    """Where the object's front (-Y in object space) points after turning by rotation_z."""
    return (math.sin(rotation_z), -math.cos(rotation_z))


def is_rug(obj: PlacedObject) -> bool:
    """A flat floor covering: may lie under floor furniture."""
    return obj.support == "floor" and obj.size[2] < RUG_MAX_HEIGHT


def support_chain(obj: PlacedObject, by_id: Mapping[str, PlacedObject]) -> set[str]:
    """Ids of everything obj stands on, directly or through other objects."""
    chain: set[str] = set()
    current = obj
    while current.support in by_id and current.support not in chain:
        chain.add(current.support)
        current = by_id[current.support]
    return chain


def overlap_exempt(a: PlacedObject, b: PlacedObject, by_id: Mapping[str, PlacedObject]) -> bool:
    """Pairs allowed to intersect: an object and what it stands on, or a thing and the desk
    it stands under. (Furniture over a rug stands on its top, `rugs.stand_on_rugs`, so a leg
    inside a rug is a collision.)"""
    return a.id in support_chain(b, by_id) or b.id in support_chain(a, by_id) \
        or tucked_under(a, b) or tucked_under(b, a)


def clearance_zone(obj: PlacedObject, clearance: float) -> Rect:
    """The floor rectangle in front of obj, as wide as obj and `clearance` deep (a doorway,
    the room to sit at a desk or open a wardrobe)."""
    fx, fy = front_vector(obj.rotation_z)
    w, d = obj.size[0], obj.size[1]
    x = obj.location[0] + fx * (d / 2 + clearance / 2)
    y = obj.location[1] + fy * (d / 2 + clearance / 2)
    c, s = abs(math.cos(obj.rotation_z)), abs(math.sin(obj.rotation_z))
    ex, ey = (w * c + clearance * s) / 2, (w * s + clearance * c) / 2
    return (x - ex, y - ey, x + ex, y + ey)


CASING_W = 0.06  # metres of a doorway's casing either side of it, proud of the wall


def opening_rect(width: float, depth: float, opening: Opening, clear: float) -> Rect:
    """The floor `clear` deep in front of a doorway or open side of a `width` x `depth`
    room, as wide as the opening."""
    lo, hi = opening.offset - opening.width / 2, opening.offset + opening.width / 2
    hw, hd = width / 2, depth / 2
    return {"south": (lo, -hd, hi, -hd + clear), "north": (lo, hd - clear, hi, hd),
            "west": (-hw, lo, -hw + clear, hi), "east": (hw - clear, lo, hw, hi)}[opening.wall]


def room_rect(width: float, depth: float, margin: float = 0.0) -> Rect:
    return (-width / 2 + margin, -depth / 2 + margin, width / 2 - margin, depth / 2 - margin)
