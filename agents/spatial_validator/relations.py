"""Are the prompt's relations true of the built scene? Each `RelationSpec` of the plan is
checked on the placed objects' boxes (the boxes every mesh is fitted into), for as many
subjects as the prompt asks for.

The thresholds follow the field's scoring in spirit (a relation holds when the distance or the
angle it depends on is small), with fixed numbers stated here: near 1.0 m, next to 0.5 m,
around 0.6 m, against a wall 0.15 m, in a corner 0.6 m from two walls, in the middle within a
quarter of the room from its centre, by a door or window 1.5 m, facing within 45 degrees.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

from agents.geometry.boxes import Box, box_of, front_vector, support_chain
from orchestrator.schema.scene import PlacedObject, RelationSpec, Room, Scene, WindowSpec

NEAR_M, NEXT_TO_M, AROUND_M = 1.0, 0.5, 0.6
WALL_M, CORNER_M, OPENING_M = 0.15, 0.6, 1.5
MIDDLE_FRACTION = 0.25
FACING_COS = math.cos(math.radians(45.0))
LANDMARK_WORDS = {"corner": "in a corner", "middle": "in the middle", "against": "against a wall",
                  "on_wall": "on a wall", "ceiling": "from the ceiling", "near": "near the {}",
                  "across_from": "across from the {}"}


@dataclass(frozen=True)
class RelationCheck:
    spec: RelationSpec
    satisfied: int  # subjects for which it holds
    ok: bool
    why: str = ""

    def describe(self) -> str:
        spec = self.spec
        if spec.target is not None:
            where = f"{spec.relation.replace('_', ' ')} the {spec.target}"
        else:
            where = LANDMARK_WORDS.get(spec.relation, spec.relation).format(spec.landmark)
        return (f"{spec.subject} {where}: {self.satisfied} of {spec.count}"
                f"{'; ' + self.why if self.why else ''}")


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


def _toward(obj: PlacedObject, a: Box, b: Box) -> float:
    """Cosine between obj's front and the direction from a's centre to b's."""
    fx, fy = front_vector(obj.rotation_z)
    (ax, ay), (bx, by) = _centre(a), _centre(b)
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    return (fx * dx + fy * dy) / length if length > 1e-9 else 1.0


def pair_holds(relation: str, s: PlacedObject, t: PlacedObject, sb: Box, tb: Box,
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
    if relation == "across_from":
        return _toward(s, sb, tb) >= FACING_COS and _toward(t, tb, sb) >= FACING_COS
    if relation == "above":
        return sb.z0 >= tb.z1 - 0.02 and _gap(sb, tb) <= 0.3
    if relation == "under":  # a box under a table, or a rug wider than the table on it
        return sb.z1 <= tb.z0 + 0.02 and (_overlap_share(sb, tb) > 0.3
                                          or _overlap_share(tb, sb) > 0.5)
    if relation in ("in_front_of", "behind"):
        ahead = _toward(t, tb, sb)
        return _gap(sb, tb) <= 2.0 and (ahead > 0.3 if relation == "in_front_of" else ahead < -0.3)
    if relation in ("left_of", "right_of"):
        fx, fy = front_vector(t.rotation_z)
        (sx, sy), (tx, ty) = _centre(sb), _centre(tb)
        side = (sx - tx) * fy - (sy - ty) * fx  # > 0: to the target's right as it faces out
        return _gap(sb, tb) <= 2.0 and (side < 0 if relation == "left_of" else side > 0)
    if relation == "outside":
        return _overlap_share(sb, tb) < 0.5
    return _gap(sb, tb) <= NEAR_M  # between and anything unknown: close to it


def landmark_holds(relation: str, landmark: str | None, obj: PlacedObject, box: Box,
                    scene: Scene, openings: dict[str, list[Box]]) -> bool:
    room = scene.room
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
    if landmark in openings:
        near = any(_gap(box, o) <= OPENING_M for o in openings[landmark])
        return near if relation == "near" else not near
    return False


def _window_box(window: WindowSpec, room: Room) -> Box:
    """A thin box along the wall where a window opens (offset runs along x or y)."""
    lo, hi = window.offset - window.width / 2, window.offset + window.width / 2
    hw, hd = room.width / 2, room.depth / 2
    if window.wall in ("north", "south"):
        y = hd if window.wall == "north" else -hd
        return Box(lo, y - 0.01, window.sill, hi, y + 0.01, window.sill + window.height)
    x = hw if window.wall == "east" else -hw
    return Box(x - 0.01, lo, window.sill, x + 0.01, hi, window.sill + window.height)


def openings_of(scene: Scene) -> dict[str, list[Box]]:
    doors = [box_of(o) for o in scene.objects if o.category == "door"]
    windows = [_window_box(w, scene.room) for w in scene.room.windows]
    return {"door": doors, "window": windows}


def _objects_named(scene: Scene, noun: str) -> list[PlacedObject]:
    """The objects a noun of the prompt names: those made for it, else those whose noun or
    kind ends in the same word ("the table" of "four dining tables")."""
    labelled = [o for o in scene.objects if o.label == noun]
    if labelled:
        return labelled
    head = noun.split()[-1]
    return [o for o in scene.objects
            if (o.label or "").split()[-1:] == [head] or o.category.split("_")[-1] == head]


def _holds(spec: RelationSpec, subject: PlacedObject, targets: list[PlacedObject],
           boxes: dict[str, Box], scene: Scene, openings: dict[str, list[Box]],
           by_id: dict[str, PlacedObject]) -> bool:
    if spec.target is None:
        return landmark_holds(spec.relation, spec.landmark, subject, boxes[subject.id], scene,
                               openings)
    beneath = support_chain(subject, by_id)
    return any(pair_holds(spec.relation, subject, t, boxes[subject.id], boxes[t.id], beneath)
               for t in targets if t.id != subject.id)


def check_relations(scene: Scene) -> list[RelationCheck]:
    """Every relation of the plan, checked on the scene's boxes."""
    boxes = {o.id: box_of(o) for o in scene.objects}
    by_id = {o.id: o for o in scene.objects}
    openings = openings_of(scene)
    checks = []
    for spec in scene.plan.relations:
        subjects = _objects_named(scene, spec.subject)
        targets = _objects_named(scene, spec.target) if spec.target is not None else []
        satisfied = sum(1 for s in subjects
                        if _holds(spec, s, targets, boxes, scene, openings, by_id))
        why = ""
        if not subjects:
            why = f"no {spec.subject} in the scene"
        elif spec.target is not None and not _objects_named(scene, spec.target):
            why = f"no {spec.target} in the scene"
        checks.append(RelationCheck(spec, satisfied, satisfied >= spec.count, why))
    return checks


@dataclass(frozen=True)
class RelationSummary:
    satisfied: int
    total: int
    failures: tuple[str, ...]  # each unmet relation, described


def relation_summary(scene: Scene) -> RelationSummary:
    """How many of the plan's relations the scene meets, and the ones it does not, named."""
    checks = check_relations(scene)
    return RelationSummary(sum(c.ok for c in checks), len(checks),
                           tuple(c.describe() for c in checks if not c.ok))
