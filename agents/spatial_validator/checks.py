"""Data-level spatial checks: overlap, in-bounds and support, on the scene's bounding boxes.

Each object is its axis-aligned box: the footprint of the rotated box times its z range
(`agents.geometry.boxes`). Findings (all severity "error"):

- overlap: two boxes interpenetrate by more than 1 mm on every axis. Exempt: an object and
  anything it stands on (furniture over a rug stands on its top: `geometry.rugs`), and a coat
  hung over another on one hook (their meshes are judged at mesh level).
- out_of_bounds: a box sticks out of the room (walls, floor or ceiling) by more than 1 mm.
- floating: a floor object not at z = 0, a wall hanging more than 1 cm off every wall, a
  ceiling object not touching the ceiling, or an object more than 1 cm above (or sunk into) the
  surface of what it stands on (its height x the generator's `surface_frac`), or a thing on a
  holder (a coat rack, a guitar stand: `geometry.holds`) at none of its hooks and ledges.
- missing_support: it stands on an object that is not in the scene or has no top surface, or
  its footprint overhangs that object's footprint.

This module is the layout solver's judge; the Blender worker re-checks at mesh level.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from agents.geometry.boxes import (
    Box,
    box_of,
    footprints_meet,
    is_rug,
    overlap_depth,
    overlap_exempt,
    rect_inside,
)
from agents.geometry.catalog import GENERATORS, surfaces
from agents.geometry.holds import at_a_spot, hung_over, is_holder
from orchestrator.schema.scene import Finding, PlacedObject, Room, Scene

OVERLAP_TOL = 0.001  # metres of interpenetration tolerated (touching is fine)
BOUNDS_TOL = 0.001
SUPPORT_TOL = 0.01  # metres between an object's bottom and the surface it stands on


def _cm(metres: float) -> str:
    return f"{metres * 100:.1f} cm"


def _overlaps(objects: tuple[PlacedObject, ...], boxes: dict[str, Box],
              by_id: dict[str, PlacedObject]) -> list[Finding]:
    findings = []
    for i, a in enumerate(objects):
        for b in objects[i + 1:]:
            depth = overlap_depth(boxes[a.id], boxes[b.id])
            if depth > OVERLAP_TOL and not overlap_exempt(a, b, by_id) and not hung_over(a, b):
                findings.append(Finding(
                    code="overlap", objects=(a.id, b.id),
                    message=f"{a.id} and {b.id} overlap by {_cm(depth)}",
                ))
    return findings


def _out_of_bounds(obj: PlacedObject, box: Box, room: Room) -> Finding | None:
    hw, hd = room.width / 2, room.depth / 2
    sides = {
        "west wall": -hw - box.x0, "east wall": box.x1 - hw,
        "south wall": -hd - box.y0, "north wall": box.y1 - hd,
        "floor": -box.z0, "ceiling": box.z1 - room.height,
    }
    where, excess = max(sides.items(), key=lambda kv: kv[1])
    if excess <= BOUNDS_TOL:
        return None
    return Finding(code="out_of_bounds", objects=(obj.id,),
                   message=f"{obj.id} goes {_cm(excess)} through the {where}")


def _support(obj: PlacedObject, box: Box, room: Room, by_id: dict[str, PlacedObject],
             boxes: dict[str, Box]) -> Finding | None:
    def floating(why: str) -> Finding:
        return Finding(code="floating", objects=(obj.id,), message=f"{obj.id} {why}")

    def missing(why: str, *others: str) -> Finding:
        return Finding(code="missing_support", objects=(obj.id, *others),
                       message=f"{obj.id} {why}")

    if obj.support == "floor":  # on the floor, or on the top of a rug under it
        gap = box.z0 - max((boxes[o.id].z1 for o in by_id.values() if o.id != obj.id
                            and is_rug(o) and footprints_meet(box, boxes[o.id])),
                           default=0.0)
        return floating(f"floats {_cm(gap)} above the floor") if gap > SUPPORT_TOL else None
    if obj.support == "wall":
        gap = min(room.width / 2 - box.x1, box.x0 + room.width / 2,
                  room.depth / 2 - box.y1, box.y0 + room.depth / 2)
        return floating(f"hangs {_cm(gap)} off the nearest wall") if gap > SUPPORT_TOL else None
    if obj.support == "ceiling":
        gap = room.height - box.z1
        return floating(f"hangs {_cm(gap)} below the ceiling") if gap > SUPPORT_TOL else None
    host = by_id.get(obj.support)
    if host is None or host.id == obj.id:
        return missing(f"stands on {obj.support!r}, which is not in the scene")
    if is_holder(host.category):  # on a hook, peg or ledge of it
        return None if at_a_spot(obj, host, SUPPORT_TOL) else floating(
            f"is at none of the hooks or ledges of {host.id}")
    gen = GENERATORS.get(host.category)
    fracs = [s.height_frac for s in surfaces(host.category)] if gen is not None else [1.0]
    if not fracs:
        return missing(f"stands on {host.id}, which has no top surface", host.id)
    surface = min((host.location[2] + host.size[2] * f for f in fracs),
                  key=lambda z: abs(box.z0 - z))
    if abs(box.z0 - surface) > SUPPORT_TOL:
        where = "above" if box.z0 > surface else "below"
        return floating(f"is {_cm(abs(box.z0 - surface))} {where} the top of {host.id}")
    if not rect_inside(box.rect, boxes[host.id].rect, BOUNDS_TOL):
        return missing(f"overhangs the top of {host.id}", host.id)
    return None


def validate_scene(scene: Scene) -> tuple[Finding, ...]:
    """Every overlap, out-of-bounds and support problem in the scene, as error findings."""
    objects = scene.objects
    by_id = {o.id: o for o in objects}
    boxes = {o.id: box_of(o) for o in objects}
    findings = _overlaps(objects, boxes, by_id)
    for obj in objects:
        for finding in (_out_of_bounds(obj, boxes[obj.id], scene.room),
                        _support(obj, boxes[obj.id], scene.room, by_id, boxes)):
            if finding is not None:
                findings.append(finding)
    return tuple(findings)


def summarize(findings: Iterable[Finding]) -> dict[str, int]:
    """Counts for reports: colliding pairs, objects out of bounds, floating, and totals."""
    findings = list(findings)
    codes = Counter(f.code for f in findings)
    return {
        "colliding": codes["overlap"],
        "out_of_bounds": codes["out_of_bounds"],
        "floating": codes["floating"],
        "missing_support": codes["missing_support"],
        "dropped": codes["dropped"],
        "errors": sum(1 for f in findings if f.severity == "error"),
        "warnings": sum(1 for f in findings if f.severity == "warning"),
    }
