"""Whether one placed object stands in a relation to another, or to a part of the room, judged
on their boxes: the one definition the layout solver places by and the spatial validator checks
by (so what the layout prefers is what the report counts).

The thresholds follow the field's scoring in spirit (a relation holds when the distance or the
angle it depends on is small), with fixed numbers stated here: near 1.0 m, next to 0.5 m,
around 0.6 m, across from 1.5 to 4 m (each facing the other), against a wall 0.15 m, in a
corner 0.6 m from two walls, in the middle within a quarter of the room from its centre, by a
door or window 1.5 m (across from one: farther, in the other half of the room), facing
within 45 degrees.
Left and right are as seen from in front of the target (a viewer facing it), as SceneEval
scores them: a nightstand "to the left of the bed" stands on the left of the bed in a picture
taken from the foot of the bed.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Sequence
from typing import Protocol

from agents.geometry.boxes import Box, box_of, front_vector
from agents.geometry.underside import in_knee_space
from orchestrator.schema.scene import PlacedObject, RelationSpec, Room, Scene, WindowSpec

NEAR_M, NEXT_TO_M, AROUND_M = 1.0, 0.5, 0.6
ACROSS_M = (1.5, 4.0)  # the gap between things across from each other (SceneEval's range)
WALL_M, CORNER_M, OPENING_M = 0.15, 0.6, 1.5
MIDDLE_FRACTION = 0.25
FLOOR_M = 0.03  # metres: what rests this low is on the floor (a rug lifts things 1 cm)
FACING_COS = math.cos(math.radians(45.0))


class Standing(Protocol):
    """What the predicates read of an object besides its box: a placed object, or a pose the
    layout is weighing."""

    @property
    def id(self) -> str: ...
    @property
    def support(self) -> str: ...
    @property
    def rotation_z(self) -> float: ...


def _gap(a: Box, b: Box) -> float:
    dx = max(a.x0 - b.x1, b.x0 - a.x1, 0.0)
    dy = max(a.y0 - b.y1, b.y0 - a.y1, 0.0)
    return math.hypot(dx, dy)


def _centre(box: Box) -> tuple[float, float]:
    return ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)


def _overlap_share(a: Box, b: Box) -> float:
    """How much of a's footprint lies over b's."""
    w = min(a.x1, b.x1) - max(a.x0, b.x0)
    d = min(a.y1, b.y1) - max(a.y0, b.y0)
    area = max((a.x1 - a.x0) * (a.y1 - a.y0), 1e-9)
    return max(w, 0.0) * max(d, 0.0) / area


def _above(a: Box, b: Box) -> bool:
    """Whether a is over b: higher, and no more than a hand's breadth off it sideways."""
    return a.z0 >= b.z1 - 0.02 and _gap(a, b) <= 0.3


def _toward(obj: Standing, a: Box, b: Box) -> float:
    """Cosine between obj's front and the direction from a's centre to b's."""
    fx, fy = front_vector(obj.rotation_z)
    (ax, ay), (bx, by) = _centre(a), _centre(b)
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    return (fx * dx + fy * dy) / length if length > 1e-9 else 1.0


def pair_holds(relation: str, s: Standing, t: Standing, sb: Box, tb: Box,
               beneath: Collection[str] = ()) -> bool:
    """Whether s stands in that relation to t; `beneath`: the ids s stands on, directly or
    through others (a plate on a stack of plates on the table is on the table)."""
    if relation in ("on", "inside"):
        return s.support == t.id or t.id in beneath or (
            abs(sb.z0 - tb.z1) < 0.05 and _overlap_share(sb, tb) > 0.5)
    if relation == "near":
        return _gap(sb, tb) <= NEAR_M
    if relation == "next_to":
        return _gap(sb, tb) <= NEXT_TO_M
    if relation == "around":
        return _gap(sb, tb) <= AROUND_M
    if relation == "facing":
        return _toward(s, sb, tb) >= FACING_COS
    if relation == "across_from":  # each faces the other, a room's width apart at most
        return ACROSS_M[0] <= _gap(sb, tb) <= ACROSS_M[1] and \
            _toward(s, sb, tb) >= FACING_COS and _toward(t, tb, sb) >= FACING_COS
    if relation == "above":
        return _above(sb, tb)
    if relation == "under":  # a box under a table, or a rug wider than the table on it,
        # or a thing in a desk's knee space, or what the other is above (a stool beneath a
        # dartboard on the wall is the dartboard above the stool)
        return (sb.z1 <= tb.z0 + 0.02 and (_overlap_share(sb, tb) > 0.3
                                           or _overlap_share(tb, sb) > 0.5)) \
            or (isinstance(t, PlacedObject) and in_knee_space((sb.x0, sb.y0, sb.x1, sb.y1),
                                                              sb.z1, t)) \
            or _above(tb, sb)
    if relation in ("in_front_of", "behind"):
        ahead = _toward(t, tb, sb)
        return _gap(sb, tb) <= 2.0 and (ahead > 0.3 if relation == "in_front_of" else ahead < -0.3)
    if relation in ("left_of", "right_of"):
        fx, fy = front_vector(t.rotation_z)
        (sx, sy), (tx, ty) = _centre(sb), _centre(tb)
        side = (sx - tx) * fy - (sy - ty) * fx  # > 0: on the left of a viewer facing it
        return _gap(sb, tb) <= 2.0 and (side > 0 if relation == "left_of" else side < 0)
    if relation == "outside":
        return _overlap_share(sb, tb) < 0.5
    return _gap(sb, tb) <= NEAR_M  # between and anything unknown: close to it


def landmark_holds(relation: str, landmark: str | None, obj: Standing, box: Box,
                   room: Room, openings: dict[str, list[Box]]) -> bool:
    hw, hd = room.width / 2, room.depth / 2
    to_walls = (box.x0 + hw, hw - box.x1, box.y0 + hd, hd - box.y1)
    if relation == "against":
        return min(to_walls) <= WALL_M
    if relation == "on_wall":
        return obj.support == "wall" or (min(to_walls) <= WALL_M and box.z0 > 0.3)
    if relation == "corner":
        near_x = min(to_walls[0], to_walls[1]) <= CORNER_M
        near_y = min(to_walls[2], to_walls[3]) <= CORNER_M
        return near_x and near_y
    if relation == "middle":
        cx, cy = _centre(box)
        return abs(cx) <= MIDDLE_FRACTION * room.width and abs(cy) <= MIDDLE_FRACTION * room.depth
    if relation == "ceiling":
        return box.z1 >= room.height - 0.15
    if relation == "on_floor":  # on the floor, or on a rug on it
        return box.z0 <= FLOOR_M
    if landmark in openings:
        near = any(_gap(box, o) <= OPENING_M for o in openings[landmark])
        if relation == "across_from":  # in the half of the room away from its wall
            return not near and any(_across_room(box, o, room) for o in openings[landmark])
        return near if relation == "near" else not near
    return False


def _across_room(box: Box, opening: Box, room: Room) -> bool:
    (cx, cy), (ox, oy) = _centre(box), _centre(opening)
    if abs(abs(oy) - room.depth / 2) < abs(abs(ox) - room.width / 2):  # north or south wall
        return cy * oy < 0
    return cx * ox < 0


def _window_box(window: WindowSpec, room: Room) -> Box:
    """A thin box along the wall where a window opens (offset runs along x or y)."""
    lo, hi = window.offset - window.width / 2, window.offset + window.width / 2
    hw, hd = room.width / 2, room.depth / 2
    if window.wall in ("north", "south"):
        y = hd if window.wall == "north" else -hd
        return Box(lo, y - 0.01, window.sill, hi, y + 0.01, window.sill + window.height)
    x = hw if window.wall == "east" else -hw
    return Box(x - 0.01, lo, window.sill, x + 0.01, hi, window.sill + window.height)


def opening_boxes(doors: Sequence[PlacedObject], room: Room) -> dict[str, list[Box]]:
    """The boxes of the room's doors and windows, by kind."""
    return {"door": [box_of(o) for o in doors],
            "window": [_window_box(w, room) for w in room.windows]}


def openings_of(scene: Scene) -> dict[str, list[Box]]:
    return opening_boxes([o for o in scene.objects if o.category == "door"], scene.room)


def between_holds(box: Box, targets: Sequence[Box]) -> bool:
    """Between two of the targets: near both, its centre within the rectangle the two span
    (a nightstand at the heads of two beds, a table between two sofas)."""
    cx, cy = _centre(box)
    near = [t for t in targets if _gap(box, t) <= NEAR_M]
    for k, a in enumerate(near):
        for b in near[k + 1:]:
            if min(a.x0, b.x0) <= cx <= max(a.x1, b.x1) and \
                    min(a.y0, b.y0) <= cy <= max(a.y1, b.y1):
                return True
    return False


def relation_holds(relation: str, s: Standing, sb: Box,
                   targets: Iterable[tuple[Standing, Box]], beneath: Collection[str] = ()
                   ) -> bool:
    """Whether s stands in the relation to one of the targets (other than itself), or
    between two of them."""
    others = [(t, tb) for t, tb in targets if t.id != s.id]
    if relation == "between":
        return between_holds(sb, [tb for _, tb in others])
    return any(pair_holds(relation, s, t, sb, tb, beneath) for t, tb in others)


def targets_of(objects: Iterable[PlacedObject], spec: RelationSpec) -> list[PlacedObject]:
    """The objects a relation is to: its target's, and for "between the fridge and the sink"
    the second thing's too."""
    objects = list(objects)
    found = objects_named(objects, spec.target) if spec.target is not None else []
    if spec.also is not None:
        found += [o for o in objects_named(objects, spec.also) if o not in found]
    return found


def objects_named(objects: Iterable[PlacedObject], noun: str) -> list[PlacedObject]:
    """The objects a noun of the prompt names: those made for it, else those whose noun or
    kind ends in the same word ("the table" of "four dining tables")."""
    objects = list(objects)
    labelled = [o for o in objects if o.label == noun]
    if labelled:
        return labelled
    head = noun.split()[-1]
    return [o for o in objects
            if (o.label or "").split()[-1:] == [head] or o.category.split("_")[-1] == head]
