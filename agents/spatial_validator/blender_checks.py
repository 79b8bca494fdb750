"""Mesh-level spatial checks on the scene as built in Blender (imports bpy: workers only).

The data-level checks (`checks.py`) judge bounding boxes; these judge the evaluated meshes
(modifiers applied) in world space, so a builder that leaves its declared box, a base that does
not reach the floor or a leg through a neighbour shows up before a render is paid for:

- overlap: per object a BVH of its triangles, shrunk about its box centre by CONTACT_TOL / 2
  on each side (objects resting against each other touch: that is not a collision), then
  `BVHTree.overlap` for pairs whose shrunk boxes meet; an object wholly inside another counts
  too. Exempt as in `checks.py`: an object and what it stands on (furniture stands on a rug's
  top, so a leg inside a rug is a collision).
- support: floor objects reach z = 0; objects on another reach its surface (rays cast down
  from a few points of their base hit it within SUPPORT_TOL); wall hangings touch a wall plane
  and ceiling fixtures the ceiling; a thing on a holder's hook or ledge (`geometry.holds`)
  comes within HELD_TOL of the holder's mesh or of a thing hung with it. Otherwise `floating`
  (`missing_support`: no such object).
- in-bounds: at least BOUNDS_FRACTION of the vertices inside the room box.
- camera: `blender_camera_checks.frame_check` (key objects in frame and not hidden).

Blender objects belong to a placed object by name (`PlacedObject.id`), a `vw_id` property, a
parent chain or a collection of that name, so multi-object builders are grouped as one.
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass, field
from itertools import product

import bpy
import numpy as np
from mathutils import Vector
from mathutils.bvhtree import BVHTree

from agents.geometry.boxes import Box, footprints_meet, is_rug, overlap_exempt
from agents.geometry.holds import HELD_TOL, is_holder
from agents.spatial_validator.blender_camera_checks import frame_check
from orchestrator.schema.mesh_report import (
    BOUNDS_FRACTION,
    BOUNDS_TOL,
    CONTACT_TOL,
    SUPPORT_TOL,
    WALL_TOL,
    MeshReport,
)
from orchestrator.schema.scene import Finding, PlacedObject, Room, Scene

GEOMETRY_TYPES = {"MESH", "CURVE", "SURFACE", "META", "FONT"}
_COPY_SUFFIX = re.compile(r"\.\d{3,}$")  # Blender's "name.001" for a name already taken
RAY_LIFT = 0.03  # support rays start this far above the object's lowest point
HELD_STEP = 0.004  # metres a held thing is moved at a time, looking for its hook


@dataclass
class Part:
    """One placed object's evaluated geometry in world space."""

    obj: PlacedObject
    co: np.ndarray  # (n, 3) vertices
    tris: np.ndarray  # (m, 3) vertex indices
    lo: np.ndarray = field(init=False)
    hi: np.ndarray = field(init=False)
    _bvh: BVHTree | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.lo, self.hi = self.co.min(axis=0), self.co.max(axis=0)

    @property
    def box(self) -> Box:
        """Its mesh's bounding box."""
        return Box(*(float(v) for v in self.lo), *(float(v) for v in self.hi))

    @property
    def bvh(self) -> BVHTree:
        if self._bvh is None:
            self._bvh = BVHTree.FromPolygons(self.co.tolist(), self.tris.tolist(),
                                             all_triangles=True)
        return self._bvh

    def shrunk(self) -> tuple[BVHTree, np.ndarray, np.ndarray]:
        """The mesh scaled about its box centre so each box face moves CONTACT_TOL / 2 in."""
        ext = self.hi - self.lo
        centre = (self.lo + self.hi) / 2
        scale = np.maximum(ext - CONTACT_TOL, ext / 2) / np.maximum(ext, 1e-9)
        co = centre + (self.co - centre) * scale
        tree = BVHTree.FromPolygons(co.tolist(), self.tris.tolist(), all_triangles=True)
        return tree, centre + (self.lo - centre) * scale, centre + (self.hi - centre) * scale


def _cm(metres: float) -> str:
    return f"{metres * 100:.1f} cm"


def _owner(ob: bpy.types.Object, ids: set[str]) -> str | None:
    """The placed object a Blender object is part of, or None (room shell, lights, camera)."""
    chain = [ob]
    while chain[-1].parent is not None:
        chain.append(chain[-1].parent)
    for node in chain:
        tag = node.get("vw_id")
        if isinstance(tag, str) and tag in ids:
            return tag
        for name in (node.name, _COPY_SUFFIX.sub("", node.name)):
            if name in ids:
                return name
    for coll in ob.users_collection:
        if coll.name in ids:
            return coll.name
    return None


def _arrays(ob: bpy.types.Object, depsgraph: bpy.types.Depsgraph) -> tuple[np.ndarray, np.ndarray]:
    """World-space vertices and triangles of the evaluated object."""
    ev = ob.evaluated_get(depsgraph)
    mesh = ev.to_mesh()
    try:
        co = np.empty(len(mesh.vertices) * 3)
        mesh.vertices.foreach_get("co", co)
        mesh.calc_loop_triangles()
        tris = np.empty(len(mesh.loop_triangles) * 3, dtype=np.int64)
        mesh.loop_triangles.foreach_get("vertices", tris)
    finally:
        ev.to_mesh_clear()
    mw = np.array(ev.matrix_world)
    return co.reshape(-1, 3) @ mw[:3, :3].T + mw[:3, 3], tris.reshape(-1, 3)


def collect_parts(scene: Scene) -> dict[str, Part]:
    """Evaluated world-space geometry of every placed object found in the current file."""
    ids = {o.id for o in scene.objects}
    depsgraph = bpy.context.evaluated_depsgraph_get()
    pieces: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
    for ob in bpy.context.scene.objects:
        if ob.type not in GEOMETRY_TYPES:
            continue
        owner = _owner(ob, ids)
        if owner is not None:
            pieces.setdefault(owner, []).append(_arrays(ob, depsgraph))
    parts = {}
    for obj in scene.objects:
        chunks = [c for c in pieces.get(obj.id, []) if len(c[0])]
        if not chunks:
            continue
        offsets = np.cumsum([0] + [len(co) for co, _ in chunks[:-1]])
        co = np.concatenate([co for co, _ in chunks])
        tris = np.concatenate([t + off for (_, t), off in zip(chunks, offsets, strict=True)])
        parts[obj.id] = Part(obj, co, tris)
    return parts


def _overlaps(scene: Scene, parts: dict[str, Part]) -> list[Finding]:
    by_id = {o.id: o for o in scene.objects}
    order = [parts[o.id] for o in scene.objects if o.id in parts]
    shrunk: dict[str, tuple[BVHTree, np.ndarray, np.ndarray]] = {}

    def get(p: Part) -> tuple[BVHTree, np.ndarray, np.ndarray]:
        if p.obj.id not in shrunk:
            shrunk[p.obj.id] = p.shrunk()
        return shrunk[p.obj.id]

    findings = []
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            # cheap reject on the plain boxes, less the contact tolerance on both sides
            if (np.minimum(a.hi, b.hi) - np.maximum(a.lo, b.lo) <= CONTACT_TOL).any():
                continue
            if overlap_exempt(a.obj, b.obj, by_id):
                continue
            (ta, alo, ahi), (tb, blo, bhi) = get(a), get(b)
            depth = float((np.minimum(ahi, bhi) - np.maximum(alo, blo)).min())
            pairs = ta.overlap(tb)
            if pairs:
                why = f"meshes intersect ({len(pairs)} triangle pairs; boxes overlap {_cm(depth)})"
            elif _inside(a, tb, blo, bhi) or _inside(b, ta, alo, ahi):
                why = "one mesh lies inside the other"
            else:
                continue
            findings.append(Finding(code="overlap", objects=(a.obj.id, b.obj.id),
                                    message=f"{a.obj.id} and {b.obj.id}: {why}"))
    return findings


def _inside(p: Part, tree: BVHTree, lo: np.ndarray, hi: np.ndarray) -> bool:
    """Whether `p` (no surface crossing) sits wholly within the closed mesh `tree`."""
    if (p.lo < lo).any() or (p.hi > hi).any():
        return False
    probe = p.co[np.argmin(((p.co - (p.lo + p.hi) / 2) ** 2).sum(axis=1))]
    loc, normal, _, _ = tree.find_nearest(Vector(probe))
    return loc is not None and (Vector(probe) - loc).dot(normal) < -CONTACT_TOL


def _out_of_bounds(p: Part, room: Room) -> Finding | None:
    lo = np.array([-room.width / 2, -room.depth / 2, 0.0]) - BOUNDS_TOL
    hi = np.array([room.width / 2, room.depth / 2, room.height]) + BOUNDS_TOL
    inside = ((p.co >= lo) & (p.co <= hi)).all(axis=1).mean()
    if inside >= BOUNDS_FRACTION:
        return None
    excess = {"west wall": lo[0] - p.lo[0], "south wall": lo[1] - p.lo[1], "floor": lo[2] - p.lo[2],
              "east wall": p.hi[0] - hi[0], "north wall": p.hi[1] - hi[1],
              "ceiling": p.hi[2] - hi[2]}
    where, depth = max(excess.items(), key=lambda kv: kv[1])
    return Finding(code="out_of_bounds", objects=(p.obj.id,),
                   message=f"{p.obj.id}: {1 - inside:.0%} of its mesh is outside the room, "
                           f"up to {_cm(depth + BOUNDS_TOL)} through the {where}")


def _base_points(p: Part) -> list[tuple[float, float]]:
    """(x, y) points under the object's lowest part: the middle, four extremes and a 4 x 4
    grid over the base (a pot on the bars of a gas grate rests on a few of them)."""
    base = p.co[p.co[:, 2] <= p.lo[2] + 0.005, :2]
    mid = base.mean(axis=0)
    pts = [mid]
    for axis in (0, 1):
        for pick in (np.argmin, np.argmax):
            pts.append(mid + 0.85 * (base[pick(base[:, axis])] - mid))
    lo, hi = base.min(axis=0), base.max(axis=0)
    pts += [mid + 0.85 * (lo + (hi - lo) * (i, j) / 3 - mid)
            for i in range(4) for j in range(4)]
    return [(float(x), float(y)) for x, y in pts]


def _within(a: Part, b: Part, tol: float) -> bool:
    """Whether two meshes come within `tol` of each other: they meet once one is moved that
    far along some axis (faces that touch across their middles have no vertex near the other
    mesh, so vertex distances would not tell)."""
    if np.any(a.lo > b.hi + tol) or np.any(b.lo > a.hi + tol):
        return False
    steps = max(1, math.ceil(tol / HELD_STEP))  # in small steps: a thin thing moved the
    for k, axis, sign in product(range(1, steps + 1), range(3), (-1.0, 1.0)):  # whole way
        shift = np.zeros(3)  # may pass right into a board without crossing its faces
        shift[axis] = sign * tol * k / steps
        moved = BVHTree.FromPolygons((a.co + shift).tolist(), a.tris.tolist(),
                                     all_triangles=True)
        if moved.overlap(b.bvh):
            return True
    return False


def _support(p: Part, parts: dict[str, Part], room: Room) -> Finding | None:
    obj = p.obj

    def floating(why: str, code: str = "floating", *others: str) -> Finding:
        return Finding(code=code, objects=(obj.id, *others), message=f"{obj.id} {why}")

    if obj.support == "floor":  # on the floor, or on the top of a rug under it
        gap = float(p.lo[2]) - max((float(r.hi[2]) for r in parts.values()
                                    if r is not p and is_rug(r.obj)
                                    and footprints_meet(p.box, r.box)),
                                   default=0.0)
        return floating(f"floats {_cm(gap)} above the floor") if gap > SUPPORT_TOL else None
    if obj.support == "wall":
        gap = float(min(room.width / 2 - p.hi[0], p.lo[0] + room.width / 2,
                        room.depth / 2 - p.hi[1], p.lo[1] + room.depth / 2))
        return floating(f"hangs {_cm(gap)} off the nearest wall") if gap > WALL_TOL else None
    if obj.support == "ceiling":
        gap = float(room.height - p.hi[2])
        return floating(f"hangs {_cm(gap)} below the ceiling") if gap > WALL_TOL else None
    host = parts.get(obj.support)
    if host is None:
        return floating(f"stands on {obj.support!r}, which is not in the built scene",
                        "missing_support")
    if is_holder(host.obj.category):  # on a hook or ledge: touching it, or what hangs there
        near = [host, *(q for q in parts.values()
                        if q.obj.support == host.obj.id and q is not p)]
        return None if any(_within(p, q, HELD_TOL) for q in near) else floating(
            f"hangs more than {_cm(HELD_TOL)} off {host.obj.id}'s hooks and ledges", "floating",
            host.obj.id)
    z = float(p.lo[2])
    gaps = []
    for x, y in _base_points(p):
        loc = host.bvh.ray_cast(Vector((x, y, z + RAY_LIFT)), Vector((0.0, 0.0, -1.0)), 10.0)[0]
        if loc is not None:
            gaps.append(z - loc.z)
    if any(abs(g) <= SUPPORT_TOL for g in gaps):
        return None
    if not gaps:
        return floating(f"has nothing of {host.obj.id} under its base", "floating", host.obj.id)
    gap = min(gaps, key=abs)
    where = "above" if gap > 0 else "sunk below"
    return floating(f"is {_cm(abs(gap))} {where} the surface of {host.obj.id}", "floating",
                    host.obj.id)


def check_meshes(scene: Scene, parts: dict[str, Part] | None = None) -> MeshReport:
    """Overlap, support, in-bounds and camera checks on the meshes in the current file
    (`parts`: their geometry, when the caller has collected it already)."""
    t0 = time.perf_counter()
    parts = collect_parts(scene) if parts is None else parts
    findings = _overlaps(scene, parts)
    for obj in scene.objects:
        p = parts.get(obj.id)
        if p is None:
            findings.append(Finding(code="dropped", severity="warning", objects=(obj.id,),
                                    message=f"{obj.id} has no geometry in the built scene"))
            continue
        for finding in (_out_of_bounds(p, scene.room), _support(p, parts, scene.room)):
            if finding is not None:
                findings.append(finding)
    framed, camera_findings = frame_check(scene, parts)
    return MeshReport.from_findings(findings + camera_findings, objects=len(scene.objects),
                                    framed_fraction=framed, seconds=time.perf_counter() - t0)
