"""A home's run over the real agents and the shipped fake render backend."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from agents.spatial_validator.home_checks import check_furnished, check_home
from orchestrator import RunRequest, execute
from orchestrator.app.home_pipeline import is_home
from orchestrator.app.runner import RunOutcome
from orchestrator.runtime.agent import Agent
from orchestrator.schema.home import HomeScene
from orchestrator.testing import FakeRenderPool, with_latency

HOME = "a two-bedroom apartment with an open kitchen and a living room"


def run_home(tmp_path: Path, mode: str = "async", prompt: str = HOME, *,
             latency: float = 0.0, backends: int = 2, **kwargs: object) -> RunOutcome:
    def wrap(agent: Agent) -> Agent:
        return with_latency(agent, latency if agent.name == "geometry" else 0.0)

    request = RunRequest(prompt=prompt, seed=3, mode=mode, **kwargs)  # type: ignore[arg-type]
    pools = [FakeRenderPool() for _ in range(backends)]
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               wrap=wrap, render_backends=pools))


def test_a_home_prompt_makes_a_home_with_every_room_rendered(tmp_path: Path) -> None:
    outcome = run_home(tmp_path)
    report = outcome.report
    assert report["status"] == "ok", report["error"]
    home = HomeScene.model_validate_json((outcome.run_dir / "scene.json").read_text())
    assert check_home(home.plan) == () and check_furnished(home) == ()
    assert {r["id"] for r in report["home"]["rooms"]} == {r.id for r in home.plan.rooms}
    assert all(r["objects"] > 0 and Path(r["render"]).is_file()
               for r in report["home"]["rooms"])
    assert len(home.zones) == sum(len(r.zones) for r in home.plan.rooms)
    artifacts = report["artifacts"]
    assert {"render", "plan", "scene", "blend"} <= set(artifacts)
    assert Path(artifacts["render"]["path"]).name == "overview.png"
    assert report["scene"]["objects"] == sum(len(z.scene.objects) for z in home.zones)
    assert report["validation"]["metrics"]["zones_checked"] == len(home.zones)
    assert [n["noun"] for n in report["nouns"]][:3] == ["living room", "kitchen", "bedroom"]
    assert json.loads((outcome.run_dir / "report.json").read_text())["home"]["kind"] == \
        "apartment"


def test_zones_are_furnished_at_once_in_the_async_mode(tmp_path: Path) -> None:
    fast = run_home(tmp_path / "a", "async", latency=0.3).report
    slow = run_home(tmp_path / "s", "sequential", latency=0.3).report
    zones = len(fast["home"]["rooms"])
    # sequential pays the geometry latency once per zone; async about once in all
    assert slow["stages"]["rooms"]["duration"] >= 0.3 * zones
    assert fast["stages"]["rooms"]["duration"] < slow["stages"]["rooms"]["duration"] / 2


def test_the_same_seed_gives_the_same_home(tmp_path: Path) -> None:
    a = run_home(tmp_path / "a").report["scene"]["hash"]
    b = run_home(tmp_path / "b", "sequential").report["scene"]["hash"]
    assert a == b


@pytest.mark.parametrize(("prompt", "overrides", "home"), [
    (HOME, {}, True),
    ("a cafe with a kitchen and a restroom", {}, True),
    ("a cozy bedroom", {}, False),
    (HOME, {"room_type": "living_room"}, False),  # a room type fixed: one room
])
def test_which_requests_are_homes(prompt: str, overrides: dict[str, str], home: bool) -> None:
    assert is_home(RunRequest(prompt=prompt, seed=0, overrides=overrides)) is home


def test_a_room_prompt_still_makes_one_room(tmp_path: Path) -> None:
    outcome = run_home(tmp_path, prompt="a cozy bedroom", backends=1)
    assert outcome.report["status"] == "ok" and "home" not in outcome.report
