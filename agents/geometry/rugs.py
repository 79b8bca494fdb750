"""Furniture stands on rugs, not through them.

The layout lets a rug lie under floor furniture; this lifts every floor-standing thing whose
footprint lies (even partly) on a rug by the rug's thickness, with everything that stands on
it, so a chair's legs rest on the rug's top instead of passing through it. Rugs are thinner
than the support tolerance (under 1 cm, `mesh_report.SUPPORT_TOL`), so a leg that misses the
rug is not floating either; wall hangings keep `placer.RUG_LIFT` clear of floor furniture.
Collision checks then count a leg inside a rug, as the field does.
"""

from __future__ import annotations

from agents.geometry.boxes import box_of, footprints_meet, is_rug
from orchestrator.schema.scene import PlacedObject


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
