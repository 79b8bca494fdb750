"""Circuit breakers: closed -> open after K failures -> half-open probe; fallbacks answer while
open, and a pipeline whose texture or lighting agent fails still renders, degraded."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from orchestrator import RunRequest, execute
from orchestrator.errors import RemoteError
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.circuit import CircuitBreaker, ResilientAgent
from orchestrator.runtime.envelope import CancelPayload, Envelope, Payload, Ping
from orchestrator.testing import FakeRenderPool, FaultyAgent, with_fault


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_breaker_opens_after_k_failures_then_probes_once() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failure_threshold=3, reset_after=10.0, clock=clock)
    for _ in range(2):
        assert breaker.allow()
        breaker.record_failure()
    assert breaker.state == "closed"
    assert breaker.allow()
    breaker.record_failure()
    assert breaker.state == "open" and not breaker.allow() and breaker.rejected == 1
    clock.now = 10.0
    assert breaker.state == "half_open"
    assert breaker.allow()  # the probe
    assert not breaker.allow()  # only one probe at a time
    breaker.record_failure()  # a failed probe opens it again at once
    assert breaker.state == "open" and breaker.times_opened == 2
    clock.now = 20.0
    assert breaker.allow()
    breaker.record_success()
    assert breaker.state == "closed" and breaker.snapshot()["failures_in_a_row"] == 0


def test_a_success_resets_the_count_of_failures_in_a_row() -> None:
    breaker = CircuitBreaker(failure_threshold=2)
    breaker.record_failure()
    breaker.record_success()
    breaker.record_failure()
    assert breaker.state == "closed"


class Flaky(Agent):
    name = "flaky"

    def __init__(self, fallback_answer: Payload | None) -> None:
        super().__init__()
        self.calls = 0
        self.fallback_answer = fallback_answer

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        self.calls += 1
        raise RuntimeError("down")

    async def fallback(self, payload: Payload, envelope: Envelope, reason: str) -> Payload | None:
        return self.fallback_answer


def test_open_circuit_fails_fast_into_the_fallback() -> None:
    inner = Flaky(Ping(n=99))
    agent = ResilientAgent(inner, CircuitBreaker(failure_threshold=2, reset_after=60))

    async def main() -> list[int]:
        async with MessageBus() as bus:
            bus.register(agent)
            return [(await bus.request("t", "flaky", Ping(), timeout=1)).n  # type: ignore[attr-defined]
                    for _ in range(5)]

    assert asyncio.run(main()) == [99] * 5
    assert inner.calls == 2  # after two failures the agent is not called any more
    health = agent.health()
    assert health["circuit"]["state"] == "open" and health["degraded"] is True
    assert agent.fallbacks == 5


def test_without_a_fallback_the_error_stands_and_open_says_so() -> None:
    agent = ResilientAgent(Flaky(None), CircuitBreaker(failure_threshold=1, reset_after=60))

    async def main() -> list[str]:
        errors = []
        async with MessageBus() as bus:
            bus.register(agent)
            for _ in range(2):
                with pytest.raises(RemoteError) as info:
                    await bus.request("t", "flaky", Ping(), timeout=1)
                errors.append(info.value.error_type)
        return errors

    assert asyncio.run(main()) == ["RuntimeError", "CircuitOpen"]


def test_a_hang_is_cut_off_before_the_callers_deadline_and_counts_as_a_failure() -> None:
    class Hangs(Agent):
        name = "hangs"

        async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
            await asyncio.Event().wait()
            raise AssertionError

    agent = ResilientAgent(Hangs(), CircuitBreaker(failure_threshold=1, reset_after=60))

    async def main() -> str:
        async with MessageBus() as bus:
            bus.register(agent)
            # no fallback: the error comes back at 80% of the deadline, not as a timeout
            with pytest.raises(RemoteError) as info:
                await bus.request("t", "hangs", Ping(), timeout=0.2)
            return info.value.error_type

    assert asyncio.run(main()) == "TimeoutError"
    assert agent.breaker.state == "open"


def test_a_hang_or_a_bad_payload_is_answered_by_the_fallback_in_time() -> None:
    class Odd(Flaky):
        answers = (Ping,)

        def __init__(self, mode: str) -> None:
            super().__init__(Ping(n=7))
            self.mode = mode

        async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
            if self.mode == "hang":
                await asyncio.Event().wait()
            return CancelPayload(target_id="x")  # a kind this agent never answers with

    async def main(mode: str) -> Payload:
        async with MessageBus() as bus:
            bus.register(ResilientAgent(Odd(mode)))
            return await bus.request("t", "flaky", Ping(), timeout=0.2)

    for mode in ("hang", "bad_payload"):
        assert asyncio.run(main(mode)) == Ping(n=7), mode


def run_with(tmp_path: Path, wrap: Any) -> dict[str, Any]:
    request = RunRequest(prompt="A cozy bedroom", seed=7)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool(), wrap=wrap))
    return outcome.report


@pytest.mark.parametrize("stage", ["texture", "lighting"])
def test_failing_texture_or_lighting_degrades_to_the_fallback_and_still_renders(
        tmp_path: Path, stage: str) -> None:
    report = run_with(tmp_path, with_fault(stage, "raise"))
    assert report["status"] == "degraded" and report["render"]["rendered"]
    (degradation,) = report["degradations"]
    assert degradation["stage"] == stage and "InjectedFault" in degradation["reason"]
    assert report["agents"][stage]["completed"] == 1  # answered, by the fallback


def test_fallback_scenes_are_plain_materials_and_basic_lights(tmp_path: Path) -> None:
    def wrap(agent: Agent) -> Agent:
        if agent.name in ("texture", "lighting"):
            return FaultyAgent(agent, "raise")
        return agent

    run_with(tmp_path, wrap)
    import json

    (run_dir,) = (tmp_path / "out").iterdir()
    scene = json.loads((run_dir / "scene.json").read_text())
    assert {m["id"] for m in scene["materials"]} == {"fallback_plain", "fallback_floor"}
    assert [light["id"] for light in scene["lights"]] == ["fallback_ceiling"]
    assert all(set(o["materials"].values()) == {"fallback_plain"} for o in scene["objects"])


def test_a_failing_registry_is_skipped_with_a_warning(tmp_path: Path) -> None:
    report = run_with(tmp_path, with_fault("asset_registry", "raise"))
    assert report["status"] == "degraded" and report["render"]["rendered"]
    assert report["registry"]["ok"] is False and "skipped" in report["registry"]["error"]
    assert {d["stage"] for d in report["degradations"]} == {"registry"}
