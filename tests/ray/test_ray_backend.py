"""The Ray backend runs the same Blender job as the local pool, on real Ray actors."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from agents.render_director.ray_backend import RayRenderBackend
from agents.render_director.worker_pool import (
    BlenderWorkerPool,
    RenderOutcome,
    RenderWorkerCrashed,
)
from orchestrator import InputError, Scene, build_request, execute
from orchestrator.schema.scene import RenderSettings
from orchestrator.testing import FakeRenderPool
from tests.testkit.scene_factory import bedroom_scene

pytestmark = pytest.mark.ray
slow = pytest.mark.slow
# ~4 s of Cycles on 2 cores: long enough to kill its actor mid-job
SLOW_DRAFT = RenderSettings(quality="draft", resolution_x=320, resolution_y=240, samples=16)


def pipeline_scene(name: str, tmp_path: Path) -> Scene:
    """The scene the render director would hand Blender for preset `name`."""
    fake = FakeRenderPool()
    request = build_request(None, example=name, render=False)
    asyncio.run(execute(request, tmp_path / "plan", tmp_path / "registry.sqlite3", pool=fake))
    return fake.jobs[-1]


@pytest.fixture(scope="module")
def backend(ray_cluster: Any) -> Iterator[RayRenderBackend]:
    b = RayRenderBackend(num_workers=1).start()
    try:
        yield b
    finally:
        b.shutdown()


def test_missing_ray_is_a_one_line_input_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    with pytest.raises(InputError) as info:
        RayRenderBackend().start()
    message = str(info.value)
    assert 'pip install "voxel-weaver[ray]"' in message and "\n" not in message
    assert info.value.__cause__ is None and info.value.__suppress_context__


@slow
def test_builds_the_pipeline_scene_like_the_local_pool(backend: RayRenderBackend,
                                                      tmp_path: Path) -> None:
    scene = pipeline_scene("cozy_bedroom", tmp_path)
    outcome = asyncio.run(backend.render(scene, tmp_path / "ray", render=False))
    with BlenderWorkerPool(max_workers=1, warm_render=False) as pool:
        local = asyncio.run(pool.render(scene, tmp_path / "local", render=False))
    assert outcome.attempts == 1 and not outcome.rendered and outcome.render_path is None
    assert outcome.blend_path == str(tmp_path / "ray" / "scene.blend")
    assert sorted(p.name for p in (tmp_path / "ray").iterdir()) == ["scene.blend"]
    assert outcome.object_count == local.object_count >= len(scene.objects)
    assert outcome.mesh is not None and local.mesh is not None
    timeless = {"seconds", "physics_seconds"}  # everything but how long the checks took
    assert (outcome.mesh.metrics.model_dump(exclude=timeless)
            == local.mesh.metrics.model_dump(exclude=timeless))
    assert outcome.mesh.findings == local.mesh.findings
    assert outcome.blender_version == local.blender_version


@slow
def test_a_draft_render_through_ray(backend: RayRenderBackend, tmp_path: Path) -> None:
    scene = bedroom_scene().model_copy(update={"render": RenderSettings(
        quality="draft", resolution_x=96, resolution_y=72, samples=4)})
    outcome = asyncio.run(backend.render(scene, tmp_path))
    assert outcome.rendered and outcome.render_path == str(tmp_path / "render.png")
    assert Image.open(outcome.render_path).size == (96, 72)
    assert set(outcome.timings) == {"reset", "build", "check", "physics", "render", "save"}


@slow
def test_without_a_shared_filesystem_files_come_back_as_bytes(ray_cluster: Any,
                                                             tmp_path: Path) -> None:
    async def scenario() -> RenderOutcome:
        async with RayRenderBackend(warm_render=False, shared_fs=False) as b:
            return await b.render(bedroom_scene(), tmp_path, render=False,
                                  exports=("blend", "glb"))

    outcome = asyncio.run(scenario())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scene.blend", "scene.glb"]
    assert outcome.blend_path == str(tmp_path / "scene.blend")
    assert outcome.exports == {"blend": str(tmp_path / "scene.blend"),
                               "glb": str(tmp_path / "scene.glb")}
    assert (tmp_path / "scene.glb").read_bytes()[:4] == b"glTF"


async def _new_pid(backend: RayRenderBackend, old: set[int]) -> int:
    """The pid of the replacement actor, once its warm-up is done."""
    for _ in range(400):
        fresh = set(backend.worker_pids()) - old
        if fresh:
            return fresh.pop()
        await asyncio.sleep(0.05)
    raise AssertionError("no replacement actor came up")


@slow
def test_an_actor_killed_mid_job_is_replaced_and_the_job_retried(backend: RayRenderBackend,
                                                                 tmp_path: Path) -> None:
    async def scenario() -> RenderOutcome:
        await backend.warmed()
        [pid] = backend.worker_pids()
        scene = bedroom_scene().model_copy(update={"render": SLOW_DRAFT})
        task = asyncio.create_task(backend.render(scene, tmp_path))
        await asyncio.sleep(1.0)  # reset + build take ~0.2 s; the render ~4 s more
        assert not task.done()
        os.kill(pid, signal.SIGKILL)
        outcome = await task
        assert backend.worker_pids() == [await _new_pid(backend, {pid})]
        return outcome

    before = backend.replacements
    outcome = asyncio.run(scenario())
    assert outcome.attempts == 2 and backend.replacements == before + 1
    assert Image.open(outcome.render_path).size == (320, 240)


@slow
def test_a_job_whose_actor_dies_twice_raises(backend: RayRenderBackend,
                                             tmp_path: Path) -> None:
    async def scenario() -> None:
        await backend.warmed()
        [first] = backend.worker_pids()
        scene = bedroom_scene().model_copy(update={"render": SLOW_DRAFT})
        task = asyncio.create_task(backend.render(scene, tmp_path))
        await asyncio.sleep(1.0)
        os.kill(first, signal.SIGKILL)
        second = await _new_pid(backend, {first})  # the retry runs right after its warm-up
        await asyncio.sleep(1.0)
        assert not task.done()
        os.kill(second, signal.SIGKILL)
        with pytest.raises(RenderWorkerCrashed):
            await task
        await backend.warmed()  # and the backend still works: a third actor took the slot

    before = backend.replacements
    asyncio.run(scenario())
    assert backend.replacements == before + 2
    tiny = bedroom_scene()
    assert asyncio.run(backend.render(tiny, tmp_path / "next", render=False)).attempts == 1


@slow
def test_a_whole_home_through_ray_ships_its_rooms_renders(ray_cluster: Any,
                                                          tmp_path: Path) -> None:
    fake = FakeRenderPool()
    request = build_request("a kitchen and a living room", seed=1, render=False)
    asyncio.run(execute(request, tmp_path / "plan", tmp_path / "registry.sqlite3", pool=fake))
    home = fake.home_jobs[-1]
    tiny = RenderSettings(quality="draft", resolution_x=64, resolution_y=48, samples=2)

    async def scenario() -> Any:
        async with RayRenderBackend(warm_render=False, shared_fs=False) as b:
            return await b.render_home(home, tmp_path / "home", tiny, exports=("blend",))

    outcome = asyncio.run(scenario())
    rooms = {z.room for z in home.zones}
    assert set(outcome.renders) == rooms | {"overview"}
    assert all(Image.open(path).size == (64, 48) for path in outcome.renders.values())
    assert outcome.blend_path == str(tmp_path / "home" / "home.blend")
    assert sorted(p.name for p in (tmp_path / "home" / "rooms").iterdir()) == sorted(
        f"{room}.png" for room in rooms)
