"""Every agent and every fault (an exception, a hang past the deadline, slowness, a bad payload):
the run degrades where the agent has a fallback, fails cleanly where it has none, is merely
slower when the agent is slow, and never hangs. The Blender worker's crash is covered with real
Blender in tests/blender/test_blender_worker_pool.py and test_batch_blender.py."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

from orchestrator import RunRequest, execute
from orchestrator.app import pipeline
from orchestrator.errors import RemoteError
from orchestrator.testing import FakeRenderPool, with_fault

STAGE_DEADLINE_S = 0.6  # the faulted agent's deadline in these tests (60 s and more in real runs)
HEALTHY_DEADLINE_S = 30.0  # the other stages': a loaded CI machine must not time them out
STAGE_OF = {"prompt_interpreter": "plan", "geometry": "geometry", "texture": "texture",
            "lighting": "lighting", "spatial_validator": "validation",
            "render_director": "render", "asset_registry": "registry"}
FALLBACKS = {"texture": "texture", "lighting": "lighting", "asset_registry": "registry"}
NO_FALLBACK = ("prompt_interpreter", "geometry", "spatial_validator", "render_director")
FAULTS = ("raise", "hang", "slow", "bad_payload")


def short_deadline_for(agent: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the faulted agent's stage gets the short deadline, so a hang is cut off quickly
    while a healthy stage that is merely slow on a busy machine is not."""
    deadlines = dict.fromkeys(pipeline.TIMEOUTS, HEALTHY_DEADLINE_S)
    deadlines[STAGE_OF[agent]] = STAGE_DEADLINE_S
    monkeypatch.setattr(pipeline, "TIMEOUTS", deadlines)


def run(tmp_path: Path, agent: str, fault: str, monkeypatch: pytest.MonkeyPatch,
        ) -> tuple[dict[str, Any] | None, str | None, float]:
    short_deadline_for(agent, monkeypatch)
    request = RunRequest(prompt="A cozy bedroom", seed=7)
    wrap = with_fault(agent, fault, delay=0.1)  # type: ignore[arg-type]
    t0 = time.perf_counter()
    try:
        outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "r.sqlite3",
                                      pool=FakeRenderPool(), wrap=wrap))
    except RemoteError as exc:
        return None, exc.error_type, time.perf_counter() - t0
    return outcome.report, None, time.perf_counter() - t0


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("agent", list(FALLBACKS))
def test_agents_with_a_fallback_degrade_and_the_scene_is_still_made(
        tmp_path: Path, agent: str, fault: str, monkeypatch: pytest.MonkeyPatch) -> None:
    report, error, seconds = run(tmp_path, agent, fault, monkeypatch)
    assert error is None and report is not None
    assert report["render"]["rendered"] is True
    assert seconds < 10  # nothing hangs
    if fault == "slow":
        assert report["status"] == "ok" and report["degradations"] == []
        return
    assert report["status"] == "degraded"
    stages = {d["stage"] for d in report["degradations"]}
    assert stages == {FALLBACKS[agent]}
    reason = " ".join(d["reason"] for d in report["degradations"])
    expected = {"raise": "InjectedFault", "hang": "no answer within",
                "bad_payload": "BadAnswer"}[fault]
    assert expected in reason
    assert report["dead_letters"] == 0


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("agent", NO_FALLBACK)
def test_agents_without_a_fallback_fail_the_run_cleanly(
        tmp_path: Path, agent: str, fault: str, monkeypatch: pytest.MonkeyPatch) -> None:
    report, error, seconds = run(tmp_path, agent, fault, monkeypatch)
    assert seconds < 10  # nothing hangs
    if fault == "slow":
        assert error is None and report is not None and report["status"] == "ok"
        return
    assert error == {"raise": "InjectedFault", "hang": "TimeoutError",
                     "bad_payload": "BadAnswer"}[fault]
    (run_dir,) = (tmp_path / "out").iterdir()
    written = json.loads((run_dir / "report.json").read_text())
    assert written["status"] == "failed" and error in written["error"]
    assert not (run_dir / "render.png").exists() or agent == "render_director"
