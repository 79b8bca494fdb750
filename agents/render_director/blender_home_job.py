"""The home job: a whole home's JSON in, one .blend with a collection per room, a render per
room and a cut-away overview out (imports bpy: workers only).

Each zone is built as a lone room is (its materials, floor, walls, ceiling and objects, then
its lights) in its own frame, and moved to its place in the home. Its walls are built by the
zone itself: half an interior wall on each side it shares with another room (the other half
is that room's, in that room's materials), an outside wall where it meets nothing, none where
it lies open to the rest of its room; doorways and open sides are cut from them. Only one
sun shines (the zone with the most window picks it); each room's render uses its own exposure.
The mesh checks are not run here: each zone was checked on its own, in parallel, by the room
job (`blender_job.run_job`), and a zone's objects inside its floor are inside its walls.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import bpy

from agents.geometry.blender import build_object, build_room
from agents.geometry.blender_mesh import PartKit
from agents.geometry.catalog import admit
from agents.geometry.home_zones import ZoneFrame, zone_frames
from agents.lighting.blender import build_lighting
from agents.render_director.blender_camera import build_camera
from agents.render_director.blender_job import (
    _render_to,
    _save_to,
    apply_render_settings,
    reset_scene,
)
from agents.render_director.home_camera import OVERVIEW_BACKDROP, overview_camera
from agents.texture.blender import build_material, default_material
from orchestrator.schema.home import Doorway, HomeScene, ZoneScene
from orchestrator.schema.scene import CameraSpec, RenderSettings

OVERVIEW_FILE = "overview.png"
DOOR_LEAF_T = 0.045


def room_collection(name: str, parent: bpy.types.Collection | None = None
                    ) -> bpy.types.Collection:
    """A collection for one room, under `parent` (the scene's, by default)."""
    coll = bpy.data.collections.new(name)
    (parent or bpy.context.scene.collection).children.link(coll)
    return coll


def sun_zone(home: HomeScene) -> str | None:
    """The zone whose sun lights the home (the one with the most window area); the other
    zones' suns are not built."""
    lit = [z for z in home.zones if any(light.kind == "sun" for light in z.scene.lights)]
    if not lit:
        return None
    return max(lit, key=lambda z: sum(w.width * w.height for w in z.scene.room.windows)).zone


def build_zone(zone: ZoneScene, frame: ZoneFrame, sun: str | None,
                coll: bpy.types.Collection) -> None:
    """Build one zone in its own frame, move it to its place in the home, into `coll`."""
    before = set(bpy.data.objects)
    scene = zone.scene
    admit(scene.plan.designs)
    materials = {spec.id: build_material(spec) for spec in scene.materials}
    build_room(scene.room, materials, walls_t=frame.walls_t)
    for obj in scene.objects:
        build_object(obj, materials)
    lights = tuple(light for light in scene.lights if light.kind != "sun" or zone.zone == sun)
    build_lighting(lights, scene.world)
    ox, oy = zone.origin
    for ob in set(bpy.data.objects) - before:
        if ob.name.startswith("room_"):
            ob.name = f"{zone.zone}_{ob.name[5:]}"
        if ob.parent is None and not (ob.type == "LIGHT" and ob.data.type == "SUN"):
            ob.location.x += ox
            ob.location.y += oy
        for owner in list(ob.users_collection):
            owner.objects.unlink(ob)
        coll.objects.link(ob)


def build_front_door(door: Doorway, coll: bpy.types.Collection) -> None:
    """The front door's leaf, closed in its opening."""
    kit = PartKit(["door"])
    half_w, half_t, top = door.width / 2 - 0.01, DOOR_LEAF_T / 2, door.height - 0.01
    x, y = (door.center, door.at) if door.axis == "x" else (door.at, door.center)
    dx, dy = (half_w, half_t) if door.axis == "x" else (half_t, half_w)
    kit.box((x - dx, y - dy, 0.0), (x + dx, y + dy, top), "door")
    leaf = kit.finish("front_door", None,
                      {"door": default_material("vw_front_door", (0.32, 0.2, 0.12), 0.5)})
    coll.objects.link(leaf)


def _render_overview(path: Path) -> None:
    """Render with a transparent film, then lay the picture on the backdrop; the world still
    lights the rooms as before."""
    from PIL import Image

    settings = bpy.context.scene.render
    was = settings.film_transparent, settings.image_settings.color_mode
    settings.film_transparent, settings.image_settings.color_mode = True, "RGBA"
    try:
        _render_to(path)
    finally:
        settings.film_transparent, settings.image_settings.color_mode = was
    with Image.open(path) as rendered:
        picture = rendered.convert("RGBA")
    backdrop = Image.new("RGBA", picture.size, (*OVERVIEW_BACKDROP, 255))
    flat = path.with_name(f".{path.stem}-flat{path.suffix}")
    Image.alpha_composite(backdrop, picture).convert("RGB").save(flat)
    os.replace(flat, path)


def run_home_job(home_json: str, out_dir: str, *, render: bool = True,
                 settings_json: str | None = None, exports: tuple[str, ...] = ("blend",)
                 ) -> dict:
    """Build the whole home; render each room from its camera and the overview (unless
    `render` is False); save home.blend and `exports`. Returns paths, timings and counts."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    reset_scene()
    home = HomeScene.model_validate_json(home_json)
    frames = {f.zone.id: f for f in zone_frames(home.plan)}
    sun = sun_zone(home)
    rooms = {room.id: room_collection(room.label) for room in home.plan.rooms}
    count = 0
    for zone in home.zones:
        build_zone(zone, frames[zone.zone], sun, rooms[zone.room])
        count += len(zone.scene.objects)
    for door in home.plan.doors:
        if door.front:
            build_front_door(door, rooms[door.rooms[0]])
    settings = RenderSettings.model_validate_json(settings_json) if settings_json else None
    if settings is not None:
        apply_render_settings(settings)
    cameras = {}  # each room seen from its largest zone's camera
    for zone in sorted(home.zones, key=lambda z: -z.scene.room.width * z.scene.room.depth):
        if zone.scene.camera is not None and zone.room not in cameras:
            cam = zone.scene.camera
            ox, oy = zone.origin
            spec = CameraSpec(location=(cam.location[0] + ox, cam.location[1] + oy,
                                        cam.location[2]),
                              look_at=(cam.look_at[0] + ox, cam.look_at[1] + oy, cam.look_at[2]),
                              lens_mm=cam.lens_mm)
            cameras[zone.room] = (build_camera(spec, name=f"camera_{zone.room}", active=False),
                                  zone.scene.world.exposure)
    top = build_camera(home.overview or overview_camera(home), name="camera_overview")
    t1 = time.perf_counter()
    timings["build"] = round(t1 - t0, 4)
    renders: dict[str, str] = {}
    if render:
        view = bpy.context.scene.view_settings
        rooms_dir = out / "rooms"
        rooms_dir.mkdir(exist_ok=True)
        for room_id, (cam, exposure) in cameras.items():
            bpy.context.scene.camera = cam
            view.exposure = exposure
            path = rooms_dir / f"{room_id}.png"
            _render_to(path)
            renders[room_id] = str(path)
        ceilings = [ob for ob in bpy.data.objects if ob.name.endswith("_ceiling")]
        for ob in ceilings:  # the cut-away: no ceilings between the camera and the rooms
            ob.hide_render = True
        bpy.context.scene.camera = top
        view.exposure = sum(e for _, e in cameras.values()) / max(1, len(cameras))
        _render_overview(out / OVERVIEW_FILE)
        renders["overview"] = str(out / OVERVIEW_FILE)
        for ob in ceilings:
            ob.hide_render = False
        timings["render"] = round(time.perf_counter() - t1, 4)
    bpy.context.scene.camera = top
    t2 = time.perf_counter()
    blend_path = out / "home.blend"
    _save_to(blend_path)
    timings["save"] = round(time.perf_counter() - t2, 4)
    files = {"blend": str(blend_path)}
    others = tuple(k for k in dict.fromkeys(exports) if k != "blend")
    if others:
        from agents.render_director.blender_export import export_scene

        t3 = time.perf_counter()
        files.update(export_scene(out, others))
        timings["export"] = round(time.perf_counter() - t3, 4)
    return {"renders": renders, "blend_path": str(blend_path),
            "exports": {k: files[k] for k in dict.fromkeys(exports) if k in files},
            "timings": timings, "object_count": count,
            "blender_version": bpy.app.version_string}


