"""Cameras in Blender: the scene camera, and a second view of what it cannot show (imports
bpy: workers only).

The scene camera frames the key objects from one viewpoint (`camera.frame_camera`); in a long
room, or with a painting on the wall behind it, one viewpoint cannot hold them all. The mesh
check says which key objects it misses; `add_second_view` aims a second camera at those (the
same photographer, told to frame only them), checks that camera on the meshes the same way,
and keeps it when it shows at least one of them. Its render is `SECOND_VIEW_FILE`.
"""

from __future__ import annotations

from dataclasses import dataclass

import bpy
from mathutils import Vector

from agents.render_director.camera import SENSOR_MM, frame_camera
from agents.spatial_validator.blender_camera_checks import frame_check
from agents.spatial_validator.blender_checks import Part
from orchestrator.schema.mesh_report import MeshReport, key_objects
from orchestrator.schema.scene import CameraSpec, Scene

SECOND_VIEW_FILE = "render_2.png"


@dataclass(frozen=True)
class SecondView:
    camera: CameraSpec
    blender_camera: bpy.types.Object
    shows: tuple[str, ...]  # the key objects it frames that the scene camera does not


def build_camera(spec: CameraSpec, name: str = "camera", active: bool = True) -> bpy.types.Object:
    data = bpy.data.cameras.new(name)
    data.lens = spec.lens_mm
    data.sensor_width = SENSOR_MM
    data.sensor_fit = "HORIZONTAL"  # matches how camera.py fits the key objects
    data.clip_start = 0.05
    data.clip_end = 200.0
    cam = bpy.data.objects.new(name, data)
    cam.location = spec.location
    direction = Vector(spec.look_at) - Vector(spec.location)
    cam.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()
    bpy.context.scene.collection.objects.link(cam)
    if active:
        bpy.context.scene.camera = cam
    bpy.context.view_layer.update()  # matrix_world is stale until then (the checks read it)
    return cam


def missed(report: MeshReport) -> list[str]:
    """Key objects the scene camera does not show (its `unframed` warnings), in plan order."""
    ids = [i for f in report.findings if f.code == "unframed" and f.severity == "warning"
           for i in f.objects]
    return list(dict.fromkeys(ids))


def add_second_view(scene: Scene, parts: dict[str, Part],
                    report: MeshReport) -> tuple[MeshReport, SecondView | None]:
    """A second camera on what the scene camera misses, when it shows any of it; the report
    then says which key objects only the second view shows."""
    missing = missed(report)
    if not missing:
        return report, None
    spec = frame_camera(scene, only=missing)
    cam = build_camera(spec, name="camera_2", active=False)
    _, still = frame_check(scene, parts, cam, only=missing)
    unseen = {i for f in still for i in f.objects}
    shows = tuple(i for i in missing if i not in unseen)
    if not shows:  # no better than the first: not worth a render
        data = cam.data
        bpy.data.objects.remove(cam)
        bpy.data.cameras.remove(data)
        return report, None
    keys = sum(1 for o in key_objects(scene) if o.id in parts)
    return (report.with_second_view(shows, keys=keys, name=SECOND_VIEW_FILE),
            SecondView(spec, cam, shows))
