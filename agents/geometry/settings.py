"""Place settings: tableware on a table with seats round it is laid in front of a seat.

A plate sits a hand's breadth in from the table's edge facing the seat, the fork to its left,
the knife and spoon to its right, the glass above the knife: the offsets below are in metres
along the edge (to the diner's right) and in from it. Each piece goes to the seat whose
setting lacks that piece, so twelve plates on a table with twelve chairs make twelve settings.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from agents.geometry.boxes import front_vector
from agents.geometry.shapes import CURVED, shape_of
from orchestrator.schema.scene import PlacedObject, footprint

SETTING_SLACK = 0.12  # metres a piece of a place setting may stray from its spot
# piece -> (along the edge, to the diner's right; in from the edge), metres
OFFSETS: dict[str, tuple[float, float]] = {
    "dinner_plate": (0.0, 0.17), "saucer": (0.0, 0.17), "bowl": (0.0, 0.17),
    "fork": (-0.19, 0.17), "table_knife": (0.19, 0.17), "spoon": (0.235, 0.17),
    "napkin": (-0.27, 0.17), "drinking_glass": (0.2, 0.36), "wine_glass": (0.26, 0.36),
    "mug": (0.22, 0.34), "teacup": (0.22, 0.34),
}


def seat_for(piece: str, seats: list[PlacedObject], laid: Mapping[str, list[str]],
             placed: Mapping[str, PlacedObject]) -> PlacedObject | None:
    """The seat whose setting (`laid`: seat id -> ids of its pieces) has fewest pieces of
    this kind (ties: the first seat)."""
    if not seats:
        return None
    return min(seats, key=lambda s: sum(1 for p in laid.get(s.id, ())
                                        if placed[p].category == piece))


def spot(piece: str, seat: PlacedObject, table: PlacedObject) -> tuple[float, float, float]:
    """(x, y, rotation) of a piece of the seat's setting on the table: the seat faces the
    table, so a piece turned like it points its length at the diner."""
    fx, fy = front_vector(seat.rotation_z)  # from the seat towards the table
    rx, ry = fy, -fx  # along the edge, to the diner's right (facing the table)
    x0, y0, x1, y1 = footprint(table)
    # where the seat's line of sight meets the table's edge (a round top's rim, in from its
    # box's side by as much as the seat is off its middle)
    sx, sy = seat.location[0], seat.location[1]
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
    curved = shape_of(table.category, table.seed, table.attributes) in CURVED
    if abs(fx) < 0.5:
        ex = min(max(sx, x0), x1)
        reach = hy * _rim_reach((ex - cx) / hx) if curved else hy
        ey = cy - reach if fy > 0 else cy + reach
    else:
        ey = min(max(sy, y0), y1)
        reach = hx * _rim_reach((ey - cy) / hy) if curved else hx
        ex = cx - reach if fx > 0 else cx + reach
    along, inward = OFFSETS[piece]
    return (ex + fx * inward + rx * along, ey + fy * inward + ry * along,
            math.remainder(seat.rotation_z, 2 * math.pi))


def _rim_reach(off: float) -> float:
    """How far from the middle an ellipse's rim lies, as a share of its half-width, at `off`
    (a share of its other half-width) along it."""
    return math.sqrt(max(0.0, 1.0 - min(abs(off), 1.0) ** 2))

