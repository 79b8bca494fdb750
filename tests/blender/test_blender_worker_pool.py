"""The warm worker pool: renders in a child process, survives a killed worker once."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from orchestrator.schema.scene import RenderSettings
from tests.testkit.scene_factory import bedroom_scene

pytest.importorskip("bpy")
from agents.render_director import worker_pool
from agents.render_director.worker_pool import (
    BlenderWorkerPool,
    RenderOutcome,
    RenderWorkerCrashed,
)

pytestmark = pytest.mark.blender


@pytest.fixture(scope="module")
def pool():
    with BlenderWorkerPool(max_workers=1) as p:
        yield p


def _luminance_std(path: str) -> float:
    img = np.asarray(Image.open(path).convert("L"), dtype=float) / 255.0
    return float(img.std())


def test_pool_renders_and_saves(pool: BlenderWorkerPool, tmp_path: Path) -> None:
    scene = bedroom_scene().model_copy(update={"render": RenderSettings(
        quality="draft", resolution_x=96, resolution_y=72, samples=4)})
    outcome = asyncio.run(pool.render(scene, tmp_path))
    assert isinstance(outcome, RenderOutcome)
    assert outcome.attempts == 1 and outcome.object_count == len(scene.objects)
    assert Image.open(outcome.render_path).size == (96, 72)
    assert _luminance_std(outcome.render_path) > 0.03  # a picture, not a flat frame
    assert set(outcome.timings) == {"reset", "build", "check", "physics", "render", "save"}
    assert outcome.rendered and outcome.mesh is not None and outcome.mesh.ok, outcome.mesh
    # the .blend loads and holds the scene (bpy is allowed in this test process)
    import bpy

    bpy.ops.wm.open_mainfile(filepath=outcome.blend_path)
    assert "bed" in bpy.data.objects and bpy.context.scene.camera is not None


def test_pool_builds_and_checks_without_rendering(pool: BlenderWorkerPool,
                                                  tmp_path: Path) -> None:
    scene = bedroom_scene()
    outcome = asyncio.run(pool.render(scene, tmp_path, render=False))
    assert not outcome.rendered and outcome.render_path is None
    assert outcome.mesh is not None and outcome.mesh.ok
    assert outcome.mesh.metrics.objects == len(scene.objects)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scene.blend"]
    assert "render" not in outcome.timings


@pytest.mark.slow
def test_draft_render_histogram_is_neither_black_nor_blown_out(pool: BlenderWorkerPool,
                                                               tmp_path: Path) -> None:
    """12 objects at draft quality (speed is measured in benchmarks/, not here)."""
    outcome = asyncio.run(pool.render(bedroom_scene(furnished=True), tmp_path))
    luma = np.asarray(Image.open(outcome.render_path).convert("L"), dtype=float)
    assert 0.2 < luma.mean() / 255 < 0.6
    assert (luma <= 8).mean() < 0.05, "more than 5% of the image is crushed to black"
    assert (luma >= 250).mean() < 0.03, "more than 3% of the image is blown out"
    assert luma.std() > 20, "the image is nearly flat"


def test_killed_worker_is_replaced_and_job_retried(pool: BlenderWorkerPool,
                                                   tmp_path: Path) -> None:
    async def scenario() -> RenderOutcome:
        await pool.warmed()
        [pid] = pool.worker_pids()
        scene = bedroom_scene().model_copy(update={"render": RenderSettings(
            quality="draft", resolution_x=320, resolution_y=240, samples=16)})
        task = asyncio.create_task(pool.render(scene, tmp_path))
        await asyncio.sleep(0.6)  # reset + build take ~0.2 s; the render ~2 s more
        assert not task.done()
        os.kill(pid, signal.SIGKILL)
        outcome = await task
        assert pid not in pool.worker_pids()
        return outcome

    before = pool.replacements
    outcome = asyncio.run(scenario())
    assert outcome.attempts == 2
    assert pool.replacements == before + 1
    assert Path(outcome.render_path).is_file()


def test_cancelled_render_stops_its_worker(pool: BlenderWorkerPool, tmp_path: Path) -> None:
    async def scenario() -> None:
        await pool.warmed()
        [pid] = pool.worker_pids()
        scene = bedroom_scene().model_copy(update={"render": RenderSettings(
            quality="draft", resolution_x=320, resolution_y=240, samples=16)})
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(pool.render(scene, tmp_path / "cancelled"), timeout=0.6)
        assert pid not in pool.worker_pids()
        for _ in range(50):  # the killed worker is gone within moments
            if not _alive(pid):
                break
            await asyncio.sleep(0.05)
        assert not _alive(pid)
        assert not (tmp_path / "cancelled" / "render.png").exists()
        tiny = scene.model_copy(update={"render": RenderSettings(
            quality="draft", resolution_x=32, resolution_y=24, samples=1)})
        assert (await pool.render(tiny, tmp_path / "next")).attempts == 1

    asyncio.run(scenario())


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as f:  # a zombie awaiting its reaper counts as gone
            return f.read().split()[2] != "Z"
    except OSError:
        return True


def _die(scene_json: str, out_dir: str, *flags: bool) -> dict:
    os.kill(os.getpid(), signal.SIGKILL)
    return {}


def test_second_crash_raises_typed_error(monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    # the worker unpickles _die from this module (importable: its folder is on sys.path)
    assert str(Path(__file__).parent) in sys.path
    monkeypatch.setattr(worker_pool, "_run_job", _die)
    with BlenderWorkerPool(warm_render=False) as doomed:
        with pytest.raises(RenderWorkerCrashed):
            asyncio.run(doomed.render(bedroom_scene(), tmp_path))
        assert doomed.replacements == 2


def test_parent_process_never_needs_bpy_for_the_pool() -> None:
    import subprocess

    code = ("import sys, agents.render_director.worker_pool, agents.render_director.camera, "
            "agents.render_director.quality, agents.lighting.rig; "
            "print('bpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
