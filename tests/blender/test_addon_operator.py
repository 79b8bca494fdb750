"""The add-on's Generate and Cancel operators in real Blender, installed from the built zip:
the planned scene lands in a new collection, the same scene the CLI makes for the same seed;
a cancelled run leaves nothing behind; a bad prompt changes nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

bpy = pytest.importorskip("bpy")

pytestmark = [pytest.mark.blender, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
PROMPT = "a cozy bedroom"


@pytest.fixture
def addon(addon_zip: Path, repo: Any, tmp_path: Path,
          monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The add-on installed from the zip and enabled, with a private registry."""
    monkeypatch.setenv("VOXEL_WEAVER_REGISTRY", str(tmp_path / "registry.sqlite3"))
    assert bpy.ops.extensions.package_install_files(
        filepath=str(addon_zip), repo=repo.module, enable_on_install=True) == {"FINISHED"}
    module = sys.modules[f"bl_ext.{repo.module}.voxel_weaver"]
    settings = bpy.context.scene.voxel_weaver
    settings.prompt, settings.use_llm = PROMPT, False
    yield module
    module.session.shutdown()


def pump_until_finished(addon: ModuleType, *, ticks: int | None = None) -> Any:
    """Background Blender runs no timers: call the registered one as Blender would."""
    pump = addon.session.pump()
    assert pump is not None and bpy.app.timers.is_registered(pump)
    deadline = time.monotonic() + 120
    count = 0
    while time.monotonic() < deadline and (ticks is None or count < ticks):
        delay = pump()
        count += 1
        if delay is None:
            break
        time.sleep(delay)
    return addon.session.current()


def vw_objects() -> dict[str, Any]:
    return {ob["vw_id"]: ob for ob in bpy.data.objects if "vw_id" in ob}


def cli_scene(tmp_path: Path) -> dict[str, Any]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "cli.sqlite3")}
    out = tmp_path / "cli"
    proc = subprocess.run([sys.executable, str(ROOT / "main_async.py"), PROMPT, "--no-render",
                           "--llm", "offline", "--out", str(out)],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stderr
    (run_dir,) = list(out.iterdir())
    return json.loads((run_dir / "scene.json").read_text())


def test_generate_builds_the_clis_scene_into_a_new_collection(
        addon: ModuleType, tmp_path: Path) -> None:
    before = set(bpy.data.objects)
    assert bpy.ops.voxel_weaver.generate() == {"FINISHED"}
    job = pump_until_finished(addon)
    assert job.state == "done", job.error
    collection = bpy.data.collections[job.collection_name]
    assert set(bpy.data.objects) - before == set(collection.all_objects)
    assert collection.name in bpy.context.scene.collection.children

    expected = cli_scene(tmp_path)
    built = vw_objects()
    assert sorted(built) == sorted(o["id"] for o in expected["objects"])
    for obj in expected["objects"]:  # same seed, same scene: ids, generators, placement
        ob = built[obj["id"]]
        assert ob["vw_category"] == obj["category"]
        assert tuple(ob.location) == pytest.approx(obj["location"], abs=1e-4)
        assert ob.rotation_euler.z == pytest.approx(obj["rotation_z"], abs=1e-4)
        assert ob.material_slots and all(slot.material for slot in ob.material_slots)
    assert job.report["scene"]["objects"] == len(expected["objects"])
    assert bpy.context.scene.camera in set(collection.all_objects)


def test_cancel_midway_removes_what_was_built(addon: ModuleType) -> None:
    world = bpy.context.scene.world
    bpy.ops.voxel_weaver.generate()
    pump = addon.session.pump()
    job = addon.session.current()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(vw_objects()) < 3:  # partly built
        pump()
        time.sleep(0.01)
    assert job.state == "building"
    assert 3 <= len(vw_objects()) < len(pump.build.order.scene.objects)
    assert bpy.ops.voxel_weaver.cancel() == {"FINISHED"}
    job = pump_until_finished(addon)
    job.join(10)
    assert job.state == "cancelled"
    assert vw_objects() == {}
    assert not [c for c in bpy.data.collections if c.name.startswith("Voxel Weaver")]
    assert bpy.context.scene.world == world


def test_a_bad_prompt_shows_an_error_and_changes_nothing(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    objects, collections = set(bpy.data.objects), set(bpy.data.collections)
    settings.prompt = "x" * 5000
    with pytest.raises(RuntimeError, match="limit is 2,000"):
        bpy.ops.voxel_weaver.generate()
    assert "limit is 2,000" in addon.session.error()
    settings.prompt = "   "
    with pytest.raises(RuntimeError, match="type a prompt or choose a preset"):
        bpy.ops.voxel_weaver.generate()
    assert addon.session.current() is None
    assert set(bpy.data.objects) == objects and set(bpy.data.collections) == collections


def test_render_goes_into_a_packed_image(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    settings.render, settings.quality = True, "draft"
    bpy.ops.voxel_weaver.generate()
    job = pump_until_finished(addon)
    assert job.state == "done", job.error
    image = bpy.data.images["Voxel Weaver render"]
    assert tuple(image.size) == (480, 360) and image.packed_file is not None
    assert job.report["render"]["rendered"] is True


def test_with_online_access_off_claude_is_not_asked(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    settings.use_llm = True
    prefs = bpy.context.preferences.addons[addon.__name__].preferences
    prefs.api_key = "sk-test-not-a-real-key"
    assert bpy.app.online_access is False  # background Blender is offline unless told
    bpy.ops.voxel_weaver.generate()
    job = pump_until_finished(addon)
    assert job.report["llm"]["provider"] == "offline"
    assert job.report["llm"]["reason"] == "Blender's online access is off"
    assert "sk-test" not in json.dumps(job.report)


def test_the_panels_density_reaches_the_plan(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    assert settings.density == "KEEP"  # as the prompt says, unless chosen
    settings.density = "dense"
    bpy.ops.voxel_weaver.generate()
    job = pump_until_finished(addon)
    assert job.report["plan"]["density"] == "dense"


def test_a_home_prompt_builds_a_collection_per_room(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    settings.prompt = "a kitchen and a living room"
    before = set(bpy.data.objects)
    assert bpy.ops.voxel_weaver.generate() == {"FINISHED"}
    job = pump_until_finished(addon)
    assert job.state == "done", job.error
    run = bpy.data.collections[job.collection_name]
    rooms = {c.name.split(".")[0] for c in run.children}
    assert rooms == {r["label"] for r in job.report["home"]["rooms"]} == {"kitchen",
                                                                         "living room"}
    assert set(bpy.data.objects) - before == set(run.all_objects)
    placed = [ob for ob in run.all_objects if "vw_id" in ob]
    assert len(placed) == job.report["scene"]["objects"]
    assert job.report["validation"]["metrics"]["level"] == "data"
    assert bpy.context.scene.camera in set(run.all_objects)  # the overview


def test_a_change_by_instruction_keeps_the_rest_of_the_last_scene(addon: ModuleType) -> None:
    settings = bpy.context.scene.voxel_weaver
    assert bpy.ops.voxel_weaver.generate() == {"FINISHED"}
    first = pump_until_finished(addon)
    assert first.state == "done", first.error
    before = {ob["vw_id"]: tuple(ob.location)
              for ob in bpy.data.collections[first.collection_name].all_objects
              if "vw_id" in ob}
    settings.instruction = "remove the rug"
    assert bpy.ops.voxel_weaver.edit() == {"FINISHED"}
    job = pump_until_finished(addon)
    assert job.state == "done", job.error
    new = bpy.data.collections[job.collection_name]
    after = {ob["vw_id"]: tuple(ob.location) for ob in new.all_objects if "vw_id" in ob}
    rugs = {i for i in before if i.startswith("rug")}
    assert rugs and not rugs & set(after)
    for i in set(after) & set(before):  # in place; what stood on the rug is set down by
        assert after[i][:2] == pytest.approx(before[i][:2], abs=1e-4), i  # its thickness
        assert after[i][2] == pytest.approx(before[i][2], abs=0.02), i
    old = bpy.data.collections[first.collection_name]
    assert old.hide_viewport and old.hide_render
    assert job.report["derived_from"]["instruction"] == "remove the rug"
