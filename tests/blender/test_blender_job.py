"""The Blender job in-process: builds, renders, saves, and leaves no state behind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from orchestrator.schema.scene import RenderSettings
from tests.testkit.scene_factory import bedroom_scene

bpy = pytest.importorskip("bpy")
from agents.render_director import blender_job  # noqa: E402

pytestmark = pytest.mark.blender
TINY = RenderSettings(quality="draft", resolution_x=48, resolution_y=36, samples=1)


def test_run_job_outputs_and_reset_between_jobs(tmp_path: Path) -> None:
    scene = bedroom_scene().model_copy(update={"render": TINY})
    first = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "a"))
    counts = (len(bpy.data.objects), len(bpy.data.materials), len(bpy.data.meshes))
    second = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "b"))
    assert (len(bpy.data.objects), len(bpy.data.materials), len(bpy.data.meshes)) == counts
    for result in (first, second):
        assert set(result) == {"render_path", "blend_path", "rendered", "timings",
                               "object_count", "blender_version", "mesh", "exports", "views"}
        assert result["exports"] == {"blend": result["blend_path"]}  # the default: no export
        assert set(result["timings"]) == {"reset", "build", "check", "physics", "render",
                                          "save"}
        assert result["rendered"] is True
        assert result["mesh"]["metrics"]["objects"] == len(scene.objects)
        assert result["object_count"] == len(scene.objects)
        assert Path(result["render_path"]).is_file() and Path(result["blend_path"]).is_file()
        json.dumps(result)  # plain data: crosses process boundaries
    # nothing half-written left behind
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["render.png", "scene.blend"]
    # the scene got lights and a camera even though the scene had none
    assert bpy.context.scene.camera is not None
    assert any(ob.type == "LIGHT" for ob in bpy.data.objects)


def test_render_settings_applied(tmp_path: Path) -> None:
    scene = bedroom_scene()
    blender_job.reset_scene()
    blender_job.build_scene(scene)
    blender_job.apply_render_settings(RenderSettings(quality="preview", resolution_x=64,
                                                     resolution_y=48, samples=8))
    sc = bpy.context.scene
    assert sc.render.engine == "CYCLES" and sc.cycles.device == "CPU"
    assert sc.cycles.samples == 8 and sc.cycles.use_denoising
    assert sc.cycles.denoiser == "OPENIMAGEDENOISE"
    assert not sc.cycles.caustics_reflective and not sc.cycles.caustics_refractive
    assert (sc.render.resolution_x, sc.render.resolution_y) == (64, 48)
