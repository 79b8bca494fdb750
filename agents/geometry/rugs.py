"""Furniture stands on rugs, not through them; a rug the prompt stands furniture on lies
under all of it.

The layout lets a rug lie under floor furniture; this lifts every floor-standing thing whose
footprint lies (even partly) on a rug by the rug's thickness, with everything that stands on
it, so a chair's legs rest on the rug's top instead of passing through it. Rugs are thinner
than the support tolerance (under 1 cm, `mesh_report.SUPPORT_TOL`), so a leg that misses the
rug is not floating either; wall hangings keep `placer.RUG_LIFT` clear of floor furniture.
Collision checks then count a leg inside a rug, as the field does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from agents.geometry.boxes import box_of, footprints_meet, is_rug
from agents.geometry.candidates import MARGIN
from orchestrator.schema.scene import PlacedObject

RIDER_BORDER = 0.15  # metres of rug kept showing round the furniture the prompt stands on it


def stand_on_rugs(objects: tuple[PlacedObject, ...]) -> tuple[PlacedObject, ...]:
    """The objects with floor furniture over a rug raised onto it (and what stands on it)."""
    rugs = [(box_of(o), o.size[2]) for o in objects if is_rug(o)]
    if not rugs:
        return objects
    lift: dict[str, float] = {}
    for obj in objects:
        if obj.support == "floor" and not is_rug(obj):
            box = box_of(obj)
            lift[obj.id] = max((h for rug, h in rugs if footprints_meet(box, rug)), default=0.0)
    by_id = {o.id: o for o in objects}

    def raised(obj: PlacedObject, depth: int = 0) -> float:  # what it stands on was raised
        if obj.id in lift or depth > len(objects):
            return lift.get(obj.id, 0.0)
        host = by_id.get(obj.support)
        return raised(host, depth + 1) if host is not None else 0.0

    out = []
    for obj in objects:
        dz = raised(obj)
        if dz > 0.0:
            x, y, z = obj.location
            obj = obj.model_copy(update={"location": (x, y, round(z + dz, 6))})
        out.append(obj)
    return tuple(out)


def spread_under_riders(objects: Mapping[str, PlacedObject],
                        riders: Mapping[str, Sequence[str]], width: float, depth: float
                        ) -> dict[str, PlacedObject]:
    """The objects with each rug grown to lie under the floor furniture the prompt stands on
    it ("a sofa and an armchair on a rug"), a border showing round them, within the room
    (`width` by `depth`); the rug keeps the floor it covered, so what lies on it stays on it.
    A round rug stays round."""
    out = dict(objects)
    for rug_id, rider_ids in riders.items():
        rug = objects.get(rug_id)
        boxes = [box_of(objects[r]) for r in rider_ids if r in objects]
        if rug is None or not boxes:
            continue
        own = box_of(rug)
        x0 = max(min([own.x0, *(b.x0 - RIDER_BORDER for b in boxes)]), -width / 2 + MARGIN)
        y0 = max(min([own.y0, *(b.y0 - RIDER_BORDER for b in boxes)]), -depth / 2 + MARGIN)
        x1 = min(max([own.x1, *(b.x1 + RIDER_BORDER for b in boxes)]), width / 2 - MARGIN)
        y1 = min(max([own.y1, *(b.y1 + RIDER_BORDER for b in boxes)]), depth / 2 - MARGIN)
        w, d, cx, cy = x1 - x0, y1 - y0, (x0 + x1) / 2, (y0 + y1) / 2
        if "round" in rug.attributes:  # as wide as it is deep, moved in off the walls
            w = d = min(max(w, d), width - 2 * MARGIN, depth - 2 * MARGIN)
            cx = min(max(cx, -width / 2 + MARGIN + w / 2), width / 2 - MARGIN - w / 2)
            cy = min(max(cy, -depth / 2 + MARGIN + d / 2), depth / 2 - MARGIN - d / 2)
        out[rug_id] = rug.model_copy(update={
            "location": (round(cx, 4), round(cy, 4), rug.location[2]),
            "size": (round(w, 4), round(d, 4), rug.size[2]), "rotation_z": 0.0})
    return out
