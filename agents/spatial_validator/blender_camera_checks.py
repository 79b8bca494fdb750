"""The camera half of the mesh-level checks (imports bpy: workers only).

Key objects (`mesh_report.key_objects`, the same rule the camera frames by: importance >=
KEY_IMPORTANCE, or else the KEY_TOP_N most important; structure such as doors and windows never
counts) must be in the scene camera's frame and not fully hidden:

- framed: at least FRAMED_SHARE of up to SAMPLES of its vertices project inside the image
  (`bpy_extras.object_utils.world_to_camera_view`, which follows the scene's resolution and
  the camera's sensor fit) and in front of the lens;
- visible: a ray from the camera towards at least one of those in-frame points hits the object
  itself first (every placed object's mesh can block it; the room shell cannot, the camera
  stands inside the room).

`framed_fraction` is the share of key objects that are both; each one that is not gets an
`unframed` warning (a render is still worth having, so it never blocks one).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import bpy
import numpy as np
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Vector

from orchestrator.schema.mesh_report import key_objects
from orchestrator.schema.scene import Finding, Scene

if TYPE_CHECKING:
    from agents.spatial_validator.blender_checks import Part

SAMPLES = 48  # vertices sampled per key object
FRAMED_SHARE = 0.5
NUDGE = 0.02  # sample points move this share of the way to the object's centre (no grazing)


def _samples(p: Part) -> np.ndarray:
    """Up to SAMPLES vertices spread over the mesh, pulled slightly towards its centre."""
    idx = np.unique(np.linspace(0, len(p.co) - 1, min(SAMPLES, len(p.co))).astype(int))
    pts = p.co[idx]
    return pts + NUDGE * ((p.lo + p.hi) / 2 - pts)


def _first_hit(origin: Vector, target: Vector, parts: dict[str, Part]) -> str | None:
    """Id of the first placed object a ray from `origin` towards `target` hits."""
    direction = target - origin
    reach = direction.length + 0.01
    direction.normalize()
    best, best_id = reach, None
    for oid, p in parts.items():
        if not _ray_meets_box(origin, direction, reach, p):
            continue
        loc, _, _, dist = p.bvh.ray_cast(origin, direction, best)
        if loc is not None and dist < best:
            best, best_id = dist, oid
    return best_id


def _ray_meets_box(origin: Vector, direction: Vector, reach: float, p: Part) -> bool:
    """Slab test: does the segment origin + t * direction, t in [0, reach], meet p's box?"""
    t0, t1 = 0.0, reach
    for axis in range(3):
        o, d = origin[axis], direction[axis]
        lo, hi = float(p.lo[axis]) - 1e-4, float(p.hi[axis]) + 1e-4
        if abs(d) < 1e-12:
            if o < lo or o > hi:
                return False
            continue
        a, b = (lo - o) / d, (hi - o) / d
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
        if t0 > t1:
            return False
    return True


def frame_check(scene: Scene, parts: dict[str, Part], camera: bpy.types.Object | None = None,
                only: Sequence[str] = ()) -> tuple[float, list[Finding]]:
    """(framed_fraction, unframed warnings) for `camera` (default: the scene camera of the
    current file) over the key objects, or over the objects `only` names."""
    keys = [o for o in key_objects(scene, only) if o.id in parts]
    if not keys:
        return 1.0, []
    bsc = bpy.context.scene
    cam = camera or bsc.camera
    if cam is None:
        return 0.0, [Finding(code="unframed", severity="warning",
                             objects=tuple(o.id for o in keys),
                             message="the scene has no camera: no key object is framed")]
    origin = cam.matrix_world.translation.copy()
    clip = cam.data.clip_start if cam.type == "CAMERA" else 0.0
    good, findings = 0, []
    for obj in keys:
        samples = [Vector(pt.tolist()) for pt in _samples(parts[obj.id])]
        in_frame = []
        for v in samples:
            ndc = world_to_camera_view(bsc, cam, v)
            if 0.0 <= ndc.x <= 1.0 and 0.0 <= ndc.y <= 1.0 and ndc.z > clip:
                in_frame.append(v)
        share = len(in_frame) / len(samples)
        if share < FRAMED_SHARE:
            why = f"has only {share:.0%} of its mesh in the camera's frame"
        elif not any(_first_hit(origin, v, parts) == obj.id for v in in_frame):
            why = "is hidden from the camera behind other objects"
        else:
            good += 1
            continue
        findings.append(Finding(code="unframed", severity="warning", objects=(obj.id,),
                                message=f"key object {obj.id} {why}"))
    return good / len(keys), findings
