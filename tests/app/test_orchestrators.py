"""Both orchestrators over the real agents, the shipped fake render backend and latency doubles.

Async overlaps texture/lighting and registers while rendering; sequential never overlaps.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from itertools import combinations
from pathlib import Path

import pytest

from orchestrator import RunRequest, execute
from orchestrator.app.pipeline import STAGES
from orchestrator.app.runner import RunOutcome
from orchestrator.runtime.agent import Agent
from orchestrator.testing import FAKE_BLEND_TEXT, FakeRenderPool, with_latency

# Stage costs (seconds) that make overlap measurable without making the tests slow.
LATENCY = {"texture": 0.15, "lighting": 0.15, "asset_registry": 0.05}


def run_pipeline(tmp_path: Path, mode: str, *, render_delay: float = 0.2,
                 prompt: str = "A cozy bedroom") -> RunOutcome:
    def wrap(agent: Agent) -> Agent:
        return with_latency(agent, LATENCY.get(agent.name, 0.0))

    request = RunRequest(prompt=prompt, seed=7, mode=mode)  # type: ignore[arg-type]
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool(delay=render_delay), wrap=wrap))


def test_async_overlaps_texture_and_lighting_and_registers_during_render(tmp_path: Path) -> None:
    outcome = run_pipeline(tmp_path, "async")
    stages = outcome.report["stages"]
    assert set(stages) == set(STAGES)
    tex, light = stages["texture"], stages["lighting"]
    overlap = min(tex["end"], light["end"]) - max(tex["start"], light["start"])
    assert overlap > 0.1, stages
    assert stages["registry"]["start"] < stages["render"]["end"]
    assert stages["registry"]["end"] >= stages["render"]["end"]
    assert outcome.report["status"] == "ok"


def test_sequential_runs_one_stage_at_a_time(tmp_path: Path) -> None:
    outcome = run_pipeline(tmp_path, "sequential")
    stages = outcome.report["stages"]
    assert set(stages) == set(STAGES)
    for a, b in combinations(STAGES, 2):
        sa, sb = stages[a], stages[b]
        assert min(sa["end"], sb["end"]) <= max(sa["start"], sb["start"]), (a, b, stages)


def test_async_is_faster_than_sequential_with_the_same_stage_costs(tmp_path: Path) -> None:
    fast = run_pipeline(tmp_path / "a", "async").report["wall_time_s"]
    slow = run_pipeline(tmp_path / "s", "sequential").report["wall_time_s"]
    # texture || lighting saves one 0.15 s stage; registry hides behind the render
    assert slow - fast > 0.1


@pytest.mark.parametrize("mode", ["async", "sequential"])
def test_outputs_report_and_registry(tmp_path: Path, mode: str) -> None:
    outcome = run_pipeline(tmp_path, mode)
    run_dir = outcome.run_dir
    assert run_dir.parent == tmp_path / "out"
    assert {p.name for p in run_dir.iterdir()} == {"render.png", "scene.blend", "scene.glb",
                                                  "scene.json", "plan.png", "report.json",
                                                  "journal.jsonl"}
    assert (run_dir / "scene.blend").read_text() == FAKE_BLEND_TEXT
    report = json.loads((run_dir / "report.json").read_text())
    assert report["prompt"] == "A cozy bedroom"
    assert report["seed"] == 7 and report["mode"] == mode and report["planner"] == "offline"
    for name in ("render", "blend", "glb", "scene", "plan"):  # glb, blend: the default --export
        assert len(report["artifacts"][name]["sha256"]) == 64
    for agent in ("prompt_interpreter", "geometry", "texture", "lighting", "spatial_validator",
                  "render_director", "asset_registry"):
        assert report["agents"][agent]["completed"] >= 1, agent
        assert report["agents"][agent]["failed"] == 0, agent
    assert report["dead_letters"] == 0
    metrics = report["validation"]["metrics"]
    assert (metrics["colliding"], metrics["out_of_bounds"], metrics["floating"]) == (0, 0, 0)
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        (status,) = db.execute("SELECT status FROM scenes WHERE run_id = ?",
                               (outcome.run_id,)).fetchone()
        kinds = {k for (k,) in db.execute("SELECT kind FROM artifacts WHERE run_id = ?",
                                          (outcome.run_id,))}
    assert status == "rendered"
    assert kinds == {"render", "blend", "glb", "scene", "plan"}


def test_same_seed_same_scene(tmp_path: Path) -> None:
    a = run_pipeline(tmp_path / "a", "async", render_delay=0)
    b = run_pipeline(tmp_path / "b", "sequential", render_delay=0)
    assert a.report["scene"]["hash"] == b.report["scene"]["hash"]


class _Broken(Agent):
    """Stands in for the lighting agent and always fails."""

    name = "lighting"

    async def handle(self, payload: object, envelope: object) -> None:
        raise RuntimeError("light rig exploded")


@pytest.mark.parametrize("mode", ["async", "sequential"])
def test_a_failing_stage_fails_the_run_and_the_report_says_why(tmp_path: Path, mode: str) -> None:
    from orchestrator.errors import RemoteError

    def wrap(agent: Agent) -> Agent:
        return _Broken() if agent.name == "lighting" else agent

    request = RunRequest(prompt="A cozy bedroom", seed=7, mode=mode)  # type: ignore[arg-type]
    with pytest.raises(RemoteError, match="light rig exploded"):
        asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                            pool=FakeRenderPool(), wrap=wrap))
    (run_dir,) = list((tmp_path / "out").iterdir())
    report = json.loads((run_dir / "report.json").read_text())
    assert report["status"] == "failed"
    assert "light rig exploded" in report["error"]
    assert report["agents"]["lighting"]["failed"] == 1
    assert "render" not in report["stages"]
    assert not (run_dir / "render.png").exists()


def test_no_render_builds_checks_and_reports_without_an_image(tmp_path: Path) -> None:
    request = RunRequest(prompt="A cozy bedroom", seed=7, render=False)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    files = {p.name for p in outcome.run_dir.iterdir()}
    assert files == {"scene.blend", "scene.glb", "scene.json", "plan.png", "report.json",
                     "journal.jsonl"}
    report = outcome.report
    assert report["render"]["rendered"] is False
    assert set(report["artifacts"]) == {"blend", "glb", "scene", "plan"}
    assert report["validation"]["metrics"]["level"] == "mesh"


def test_mesh_level_failures_are_repaired_then_rendered(tmp_path: Path) -> None:
    pool = FakeRenderPool(mesh_failures=1)
    request = RunRequest(prompt="A cozy bedroom", seed=7)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=pool))
    assert len(pool.jobs) == 2  # refused once, re-laid-out, rendered
    assert pool.jobs[0].objects != pool.jobs[1].objects
    report = outcome.report
    assert report["validation"]["repair_attempts"] == 1
    assert report["validation"]["metrics"]["colliding"] == 0
    assert (outcome.run_dir / "render.png").exists()


def test_a_scene_that_keeps_failing_mesh_checks_is_not_rendered(tmp_path: Path) -> None:
    from orchestrator.errors import ValidationFailed

    request = RunRequest(prompt="A cozy bedroom", seed=7)
    with pytest.raises(ValidationFailed, match=r"not rendered.*intersects"):
        asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                            pool=FakeRenderPool(mesh_failures=99)))
    (run_dir,) = list((tmp_path / "out").iterdir())
    assert not (run_dir / "render.png").exists()
    report = json.loads((run_dir / "report.json").read_text())
    assert report["status"] == "failed" and "intersects" in report["error"]
    assert report["validation"]["metrics"]["colliding"] == 2


def test_without_validate_mesh_findings_are_reported_but_do_not_block(tmp_path: Path) -> None:
    request = RunRequest(prompt="A cozy bedroom", seed=7, validate=False)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool(mesh_failures=99)))
    assert (outcome.run_dir / "render.png").exists()
    assert outcome.report["validation"]["metrics"]["colliding"] == 2


def test_small_things_that_will_not_stay_put_are_rendered_and_the_run_degraded(
        tmp_path: Path) -> None:
    """A lamp that slides on its nightstand after every repair does not cost the person the
    scene: it is rendered as laid out, and the report says which things and why."""
    pool = FakeRenderPool(unstable_kinds=frozenset({"table_lamp"}))
    request = RunRequest(prompt="A cozy bedroom with two table lamps", seed=7)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=pool))
    report = outcome.report
    assert (outcome.run_dir / "render.png").exists() and report["status"] == "degraded"
    (why,) = [d["reason"] for d in report["degradations"] if d["stage"] == "validation"]
    assert "table_lamp" in why and "would not stay put" in why
    assert report["validation"]["repair_attempts"] == 2 and len(pool.jobs) == 4


def test_furniture_that_will_not_stay_put_still_fails_the_run(tmp_path: Path) -> None:
    from orchestrator.errors import ValidationFailed

    pool = FakeRenderPool(unstable_kinds=frozenset({"bed"}))
    request = RunRequest(prompt="A cozy bedroom", seed=7)
    with pytest.raises(ValidationFailed, match="does not stay put"):
        asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                            pool=pool))
