"""Who is what in the physics check (pure Python: no bpy; `blender_physics` runs it).

Each placed object is one rigid body:

- fixed (PASSIVE) or free (ACTIVE): `is_fixed`. Free is what stands, on the floor or on
  another object; fixed is the architecture (doors, windows, curtains), what hangs on a wall
  or from the ceiling, what hangs on a holder's hook (`params["held"]`), and rugs: they lie
  flat on the floor and only carry furniture, so they cannot tip, and a fixed rug keeps what
  stands on it from sliding about with it.
- its shape: its convex hull (Bullet's fast path), which is wrong for a host that carries
  things *inside* it: books on a bookshelf's inner shelves, fruit in a bowl's well, toys in a
  toy box (the kinds with `shelves`, an `interior` or a `well`; in general whatever something
  stands on below its top). A fixed host collides as its triangle mesh (`mesh`: static, so
  cheap). A free host stays a hull, which the rest of the room collides with, and gets a fixed
  copy of its mesh in a collision layer of its own (`carries`); what it carries, and what
  stands on that, lives in that layer (`layer`): it rests on the real shelves and never meets
  the hull. (Bullet's moving triangle meshes, GImpact, cost 0.1 to 0.4 s *each* for 2 s of a
  room: too slow for a check run on every scene.)
  (A coat on a coat rack's hook is carried the same way: it hangs below the rack's top.)
- `apart`: pairs whose boxes reach into each other without one carrying the other (a chair
  tucked under a table): their hulls would overlap, so they are set not to collide with each
  other, and each still stands on what it stands on (the price: if one of them fell, it would
  fall through the other).

Layer 0 is the room at large; Blender offers 20 layers, so hosts share layers 1..19 round
robin (two hosts in one layer only matter if their contents are within reach of each other).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations

from agents.geometry.boxes import is_rug
from orchestrator.schema.scene import PlacedObject, Scene

LAYERS = 20  # Blender's rigid-body collision collections
REACH_TOL = 0.005  # boxes that overlap by less than this on some axis do not reach inside
ARCHITECTURE = frozenset({"door", "window", "curtains"})


@dataclass(frozen=True)
class Body:
    id: str
    fixed: bool
    layer: int = 0  # the collision layer it lives in
    mesh: bool = False  # collides as its triangle mesh (a fixed host), else its convex hull
    carries: int | None = None  # a free host's layer for the mesh copy its contents rest on


@dataclass(frozen=True)
class PhysicsPlan:
    bodies: dict[str, Body]
    apart: tuple[tuple[str, str], ...] = ()

    @property
    def free(self) -> list[str]:
        return [b.id for b in self.bodies.values() if not b.fixed]


def is_fixed(obj: PlacedObject) -> bool:
    """Whether `obj` is a PASSIVE body: it cannot fall, or is not asked to stand."""
    return (obj.category in ARCHITECTURE or obj.support in ("wall", "ceiling")
            or bool(obj.params.get("held")) or is_rug(obj))


def top(obj: PlacedObject) -> float:
    return obj.location[2] + obj.size[2]


def inside(obj: PlacedObject, host: PlacedObject) -> bool:
    """Whether `obj`, standing on `host`, stands below its top (within its hull)."""
    return obj.support == host.id and obj.location[2] < top(host) - REACH_TOL


def _corners(obj: PlacedObject) -> list[tuple[float, float]]:
    """The four corners of its footprint in world (x, y)."""
    w, d = obj.size[0] / 2, obj.size[1] / 2
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    x, y = obj.location[0], obj.location[1]
    return [(x + u * c - v * s, y + u * s + v * c) for u, v in ((-w, -d), (w, -d), (w, d),
                                                                (-w, d))]


def reach_into(a: PlacedObject, b: PlacedObject) -> bool:
    """Whether the boxes of `a` and `b` overlap by more than REACH_TOL (separating axes)."""
    if min(top(a), top(b)) - max(a.location[2], b.location[2]) <= REACH_TOL:
        return False
    ca, cb = _corners(a), _corners(b)
    for corners in (ca, cb):
        for p, q in ((corners[0], corners[1]), (corners[0], corners[3])):
            length = math.hypot(q[0] - p[0], q[1] - p[1]) or 1e-9
            ax, ay = (q[0] - p[0]) / length, (q[1] - p[1]) / length
            pa = [x * ax + y * ay for x, y in ca]
            pb = [x * ax + y * ay for x, y in cb]
            if min(max(pa), max(pb)) - max(min(pa), min(pb)) <= REACH_TOL:
                return False
    return True


def plan_physics(scene: Scene) -> PhysicsPlan:
    """Fixed or free, collision layers and the pairs kept apart, for every placed object."""
    by_id = {o.id: o for o in scene.objects}
    hosts = [o for o in scene.objects if any(inside(other, o) for other in scene.objects)]
    carries = {h.id: 1 + k % (LAYERS - 1)
               for k, h in enumerate(h for h in hosts if not is_fixed(h))}
    fixed_hosts = {h.id for h in hosts if is_fixed(h)}
    layers: dict[str, int] = {}

    def layer_of(obj: PlacedObject, seen: frozenset[str] = frozenset()) -> int:
        if obj.id not in layers:
            host = by_id.get(obj.support)
            if host is None or host.id in seen:
                layers[obj.id] = 0
            elif host.id in carries and inside(obj, host):
                layers[obj.id] = carries[host.id]
            else:  # on a top lives where its host lives
                layers[obj.id] = layer_of(host, seen | {obj.id})
        return layers[obj.id]

    bodies = {o.id: Body(o.id, is_fixed(o), layer_of(o), o.id in fixed_hosts, carries.get(o.id))
              for o in scene.objects}
    apart = []
    for a, b in combinations(scene.objects, 2):
        ba, bb = bodies[a.id], bodies[b.id]
        if (ba.fixed and bb.fixed) or ba.layer != bb.layer or a.support == b.id \
                or b.support == a.id:
            continue  # they cannot meet, or one stands on the other
        if reach_into(a, b):
            apart.append((a.id, b.id))
    return PhysicsPlan(bodies, tuple(apart))
