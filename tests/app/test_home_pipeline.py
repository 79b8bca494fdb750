"""A home's run over the real agents and the shipped fake render backend."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from agents.spatial_validator.home_checks import check_furnished, check_home
from orchestrator import RunRequest, execute
from orchestrator.app.home_pipeline import is_home
from orchestrator.app.runner import RunOutcome
from orchestrator.runtime.agent import Agent, WrappedAgent
from orchestrator.runtime.envelope import Envelope, Payload
from orchestrator.schema.home import HomeScene
from orchestrator.testing import FakeRenderPool

HOME = "a two-bedroom apartment with an open kitchen and a living room"


def run_home(tmp_path: Path, mode: str = "async", prompt: str = HOME, *,
             wrap: Callable[[Agent], Agent] | None = None, backends: int = 2,
             **kwargs: object) -> RunOutcome:
    request = RunRequest(prompt=prompt, seed=3, mode=mode, **kwargs)  # type: ignore[arg-type]
    pools = [FakeRenderPool() for _ in range(backends)]
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               wrap=wrap, render_backends=pools))


class _Counted(WrappedAgent):
    """The geometry agent, counting how many of its calls are in flight at once."""

    def __init__(self, inner: Agent, busy: dict[str, int]) -> None:
        super().__init__(inner)
        self.busy = busy

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        self.busy["now"] += 1
        self.busy["peak"] = max(self.busy["peak"], self.busy["now"])
        try:
            await asyncio.sleep(0.05)  # a stage that waits (a solver thread, a model call)
            return await self.inner.handle(payload, envelope)
        finally:
            self.busy["now"] -= 1


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
    zone_ids = {z.zone for z in home.zones}  # what a zone left out is said, with its zone
    assert all(f["zone"] in zone_ids for f in report["validation"]["findings"])
    assert [n["noun"] for n in report["nouns"]][:3] == ["living room", "kitchen", "bedroom"]
    assert json.loads((outcome.run_dir / "report.json").read_text())["home"]["kind"] == \
        "apartment"


def test_zones_are_furnished_at_once_in_the_async_mode(tmp_path: Path) -> None:
    def peak(mode: str) -> int:
        busy = {"now": 0, "peak": 0}
        report = run_home(tmp_path / mode, mode, wrap=lambda agent: _Counted(agent, busy)
                          if agent.name == "geometry" else agent).report
        assert report["status"] == "ok" and busy["now"] == 0
        return busy["peak"]

    # counted, not timed: the async mode has every zone's layout in flight at once
    assert peak("sequential") == 1
    assert peak("async") >= 3, "zones laid out one at a time"


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
