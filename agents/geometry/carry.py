"""What stands on a thing an edit lays out again goes with it: each carried object keeps its
place relative to its host (turned and moved as the host was), or is left out when it no
longer stands on the host's top (a host made smaller)."""

from __future__ import annotations

import math

from agents.geometry.boxes import box_of, rect_inside
from orchestrator.schema.scene import PlacedObject

TOP_TOL = 0.01  # metres a carried thing's footprint may pass its host's


def carry_along(objects: tuple[PlacedObject, ...], carry: tuple[PlacedObject, ...],
                before: tuple[PlacedObject, ...]) -> tuple[tuple[PlacedObject, ...], list[str]]:
    """`objects` with the carried ones added where their hosts now are; and the ids of the
    carried ones left out."""
    now = {o.id: o for o in objects}
    was = {o.id: o for o in before} | {o.id: o for o in carry}
    placed: dict[str, PlacedObject] = {}
    dropped: list[str] = []
    for obj in carry:  # hosts before what stands on them: `carry` is in the scene's order
        root = obj
        while root.support in was and root.support not in now:
            root = was[root.support]
        host_id = root.support if root is not obj or obj.support in now else obj.support
        host = now.get(host_id) or placed.get(host_id)
        old_host = was.get(host_id)
        if host is None or old_host is None:
            dropped.append(obj.id)
            continue
        moved = _moved(obj, old_host, host)
        support = placed.get(moved.support) or now.get(moved.support)
        if support is None or not rect_inside(box_of(moved).rect, box_of(support).rect,
                                              TOP_TOL):
            dropped.append(obj.id)
            continue
        placed[obj.id] = moved
    return objects + tuple(placed.values()), dropped


def _moved(obj: PlacedObject, old: PlacedObject, new: PlacedObject) -> PlacedObject:
    """`obj` moved and turned as its host went from `old` to `new`."""
    turn = new.rotation_z - old.rotation_z
    c, s = math.cos(turn), math.sin(turn)
    dx, dy = obj.location[0] - old.location[0], obj.location[1] - old.location[1]
    x = new.location[0] + dx * c - dy * s
    y = new.location[1] + dx * s + dy * c
    z = obj.location[2] + new.location[2] - old.location[2] + (new.size[2] - old.size[2])
    return obj.model_copy(update={"location": (round(x, 4), round(y, 4), round(z, 5)),
                                  "rotation_z": obj.rotation_z + turn})
