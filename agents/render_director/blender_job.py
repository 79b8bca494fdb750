"""The Blender job: scene JSON in, render.png + scene.blend out (imports bpy: workers only).

`run_job` is what a worker process runs for each scene: reset Blender to an empty factory
state, build materials -> room -> objects -> lights -> camera, check the meshes
(`agents.spatial_validator.blender_checks`) and whether what stands stays put (2 s of
Blender's rigid-body simulation, `blender_physics`, which leaves the scene exactly as built),
add a second camera when the first misses key objects (`blender_camera`), render with Cycles
on the CPU (each view), save the .blend.
`render=False` builds, checks and saves only (--no-render); `strict=True` skips the render of a
scene whose mesh checks found errors, so the caller can repair it and send it again. Outputs
are written under temporary names and moved into place, so a crash never leaves a
half-written render.png or scene.blend behind.

Debug from a shell:  python -m agents.render_director.blender_job scene.json outdir [--no-render]
                     [--no-physics] [--export glb,usd]  (the exporters live in `blender_export`)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import bpy

from agents.geometry.blender import build_object, build_room
from agents.geometry.catalog import admit
from agents.lighting.blender import build_lighting
from agents.lighting.rig import light_scene
from agents.render_director.blender_camera import SECOND_VIEW_FILE, add_second_view, build_camera
from agents.render_director.camera import frame_camera
from agents.render_director.quality import cycles_tuning, render_settings
from agents.spatial_validator.blender_checks import check_meshes, collect_parts
from agents.spatial_validator.blender_physics import check_stability
from agents.texture.blender import build_material
from orchestrator.schema.scene import CameraSpec, RenderSettings, Scene

LOG_ENV = "VOXEL_WEAVER_BLENDER_LOG"  # set to 1 to see Cycles' progress lines
LIGHT_TREE_MIN = 6


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """Silence Cycles' per-sample progress lines on fd 1 (they would flood the CLI)."""
    if os.environ.get(LOG_ENV) == "1":
        yield
        return
    sys.stdout.flush()
    saved = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 1)
        yield
    finally:
        sys.stdout.flush()  # Python-level prints made inside go to /dev/null too
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)


def reset_scene() -> None:
    """Back to an empty factory scene: no objects, data or settings survive a job."""
    bpy.ops.wm.read_factory_settings(use_empty=True)


def build_scene(scene: Scene) -> int:
    """Materials, room, objects, lights and camera into the current (empty) scene."""
    materials = {spec.id: build_material(spec) for spec in scene.materials}
    build_room(scene.room, materials)
    for obj in scene.objects:
        build_object(obj, materials)
    lit = scene if scene.lights else light_scene(scene)  # unlit scenes still render sensibly
    build_lighting(lit.lights, lit.world)
    build_camera(scene.camera or frame_camera(scene))
    return len(scene.objects)


def apply_render_settings(settings: RenderSettings) -> None:
    """Cycles on the CPU with the preset's samples, bounces, clamping and OIDN denoising."""
    sc = bpy.context.scene
    tune = cycles_tuning(settings.quality)
    sc.render.engine = "CYCLES"
    cy = sc.cycles
    cy.device = settings.device
    cy.samples = settings.samples
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = tune.adaptive_threshold
    cy.adaptive_min_samples = min(tune.adaptive_min_samples, settings.samples)
    cy.max_bounces = tune.max_bounces
    cy.diffuse_bounces = tune.diffuse_bounces
    cy.glossy_bounces = tune.glossy_bounces
    cy.transmission_bounces = tune.transmission_bounces
    cy.transparent_max_bounces = tune.transparent_bounces
    cy.volume_bounces = 0
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.blur_glossy = 1.0
    cy.sample_clamp_direct = tune.clamp_direct
    cy.sample_clamp_indirect = tune.clamp_indirect
    cy.filter_width = tune.filter_width
    # the light tree pays off with many lights; with a handful it only costs (~15% measured)
    lights = sum(1 for ob in sc.objects if ob.type == "LIGHT")
    cy.use_light_tree = lights > LIGHT_TREE_MIN
    cy.use_fast_gi = tune.fast_gi_bounces is not None
    if tune.fast_gi_bounces is not None:
        cy.fast_gi_method = "REPLACE"
        cy.ao_bounces_render = tune.fast_gi_bounces
        if sc.world is not None:
            sc.world.light_settings.ao_factor = 1.0
            sc.world.light_settings.distance = tune.ao_distance
    cy.seed = 0  # same scene, same noise pattern
    cy.use_denoising = settings.denoise
    cy.denoiser = "OPENIMAGEDENOISE"
    cy.denoising_input_passes = "RGB_ALBEDO_NORMAL"
    cy.denoising_quality = tune.denoising_quality
    cy.denoising_prefilter = tune.denoising_prefilter
    r = sc.render
    r.resolution_x, r.resolution_y = settings.resolution_x, settings.resolution_y
    r.resolution_percentage = 100
    r.threads_mode = "AUTO"
    r.use_persistent_data = False
    r.film_transparent = False
    r.image_settings.file_format = "PNG"
    r.image_settings.color_mode = "RGB"
    r.image_settings.color_depth = "8"
    r.image_settings.compression = 15  # PNG zlib effort: the file is small anyway


def _render_to(path: Path) -> None:
    tmp = path.with_name(f".{path.stem}-{uuid.uuid4().hex[:8]}{path.suffix}")
    with _quiet():
        bpy.ops.render.render(write_still=False)
    bpy.data.images["Render Result"].save_render(str(tmp))
    os.replace(tmp, path)


def _save_to(path: Path) -> None:
    tmp = path.with_name(f".{path.stem}-{uuid.uuid4().hex[:8]}{path.suffix}")
    with _quiet():
        bpy.ops.wm.save_as_mainfile(filepath=str(tmp), compress=True, copy=True)
    os.replace(tmp, path)


def run_job(scene_json: str, out_dir: str, *, render: bool = True, check: bool = True,
            strict: bool = False, exports: tuple[str, ...] = ("blend",),
            physics: bool = True) -> dict:
    """Build, check, render and save one scene; returns paths, timings, counts and the checks.

    The result holds `rendered` (False with `render=False`, or with `strict=True` when the
    mesh report has errors), `render_path` (None when not rendered), `blend_path` (always
    saved), `exports` (kind -> path for each asked kind: "blend", "glb" -> scene.glb, "usd" ->
    scene.usdc), per-phase `timings` (phases that did not run are left out) and, with
    `check`, `mesh`: the `MeshReport` as plain data. With `check` and `physics` the report
    includes the physics check (`unstable` findings; its time is `timings["physics"]`, and
    `timings["check"]` is the rest), except under `strict` when the mesh checks have already
    refused the scene.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    reset_scene()
    t1 = time.perf_counter()
    timings["reset"] = round(t1 - t0, 4)
    scene = Scene.model_validate_json(scene_json)
    admit(scene.plan.designs)  # the objects this scene designed for itself
    count = build_scene(scene)
    apply_render_settings(scene.render or render_settings("draft"))  # sets the frame's aspect
    t2 = time.perf_counter()
    timings["build"] = round(t2 - t1, 4)
    report, second = None, None
    if check:
        parts = collect_parts(scene)
        report = check_meshes(scene, parts)
        t_physics = time.perf_counter()
        if physics and (report.ok or not strict):  # strict and already refused: it is laid
            # out again anyway, so its 0.2-0.4 s of simulation would change nothing
            stable = check_stability(scene, parts)
            report = report.with_stability(stable.findings, simulated=stable.simulated,
                                           seconds=stable.seconds)
            timings["physics"] = round(time.perf_counter() - t_physics, 4)
        t_view = time.perf_counter()
        report, second = add_second_view(scene, parts, report)
        timings["check"] = round(t_physics - t2 + time.perf_counter() - t_view, 4)
    rendered = render and not (strict and report is not None and not report.ok)
    render_path, blend_path = out / "render.png", out / "scene.blend"
    views = []
    if rendered:
        t3 = time.perf_counter()
        _render_to(render_path)
        if second is not None:
            main_camera = bpy.context.scene.camera
            bpy.context.scene.camera = second.blender_camera
            _render_to(out / SECOND_VIEW_FILE)
            bpy.context.scene.camera = main_camera  # the .blend opens on the scene camera
        timings["render"] = round(time.perf_counter() - t3, 4)
    if second is not None:
        views.append({"camera": second.camera.model_dump(), "shows": list(second.shows),
                      "render_path": str(out / SECOND_VIEW_FILE) if rendered else None})
    t4 = time.perf_counter()
    _save_to(blend_path)
    timings["save"] = round(time.perf_counter() - t4, 4)
    files = {"blend": str(blend_path)}  # always saved: "blend" only lists it
    others = tuple(k for k in dict.fromkeys(exports) if k != "blend")
    if others:
        from agents.render_director.blender_export import export_scene  # only when asked

        t5 = time.perf_counter()
        files.update(export_scene(out, others))
        timings["export"] = round(time.perf_counter() - t5, 4)
    return {
        "render_path": str(render_path) if rendered else None,
        "blend_path": str(blend_path),
        "exports": {k: files[k] for k in dict.fromkeys(exports) if k in files},
        "rendered": rendered,
        "timings": timings,
        "object_count": count,
        "blender_version": bpy.app.version_string,
        "mesh": report.model_dump() if report is not None else None,
        "views": views,
    }


def blender_version() -> str:
    return str(bpy.app.version_string)


def warm_up() -> dict:
    """A tiny denoised render: loads Cycles and OIDN kernels before the first real job."""
    t0 = time.perf_counter()
    reset_scene()
    bpy.ops.mesh.primitive_cube_add()
    build_camera(CameraSpec(location=(4.0, -4.0, 3.0), look_at=(0.0, 0.0, 0.0)))
    sun = bpy.data.objects.new("sun", bpy.data.lights.new("sun", "SUN"))
    bpy.context.scene.collection.objects.link(sun)
    apply_render_settings(RenderSettings(quality="draft", resolution_x=32, resolution_y=24,
                                         samples=1))
    with _quiet():
        bpy.ops.render.render(write_still=False)
    reset_scene()
    return {"pid": os.getpid(), "blender_version": bpy.app.version_string,
            "seconds": round(time.perf_counter() - t0, 4)}


def exit_now(code: int = 0) -> None:
    """End this Blender process now, skipping Python's finalization.

    Why: once the glTF exporter has run, bpy 4.5's module is not freed at finalization, so
    Blender's own exit (which stops its audio device's delayed-close thread) never runs and
    the process deadlocks in a C++ static destructor. Workers call this from atexit; all
    that is left to do is flush stdio and remove Blender's session temp folder.
    """
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    session_tmp = Path(bpy.app.tempdir)
    if session_tmp.name.startswith("blender_"):  # /tmp/blender_XXXXXX/: this process's own
        shutil.rmtree(session_tmp, ignore_errors=True)
    os._exit(code)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agents.render_director.blender_job")
    parser.add_argument("scene", type=Path, help="scene JSON")
    parser.add_argument("out_dir", help="where render.png and scene.blend go")
    parser.add_argument("--no-render", action="store_true", help="build, check and save only")
    parser.add_argument("--no-check", action="store_true", help="skip the mesh-level checks")
    parser.add_argument("--no-physics", action="store_true",
                        help="skip the rigid-body stability check")
    parser.add_argument("--strict", action="store_true",
                        help="do not render when the mesh checks find errors")
    parser.add_argument("--export", default="blend", help="comma list of blend, glb, usd")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    result = run_job(args.scene.read_text(), args.out_dir, render=not args.no_render,
                     check=not args.no_check, strict=args.strict, physics=not args.no_physics,
                     exports=tuple(k.strip() for k in args.export.split(",") if k.strip()))
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    exit_now(main())  # not SystemExit: see exit_now
