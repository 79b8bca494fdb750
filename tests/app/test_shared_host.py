"""One SceneHost serving many runs at once: each run keeps its own journal and statistics;
heartbeats give every agent a health; a busy agent shows as busy, not dead."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from orchestrator import RunRequest, SceneHost
from orchestrator.app.assembly import BusLayout
from orchestrator.app.journal import JOURNAL_NAME, read_journal
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, Payload, Ping
from orchestrator.testing import FakeRenderPool

PROMPTS = ["A cozy bedroom", "A modern office", "A rustic kitchen", "A cafe", "A library"]


def test_concurrent_runs_on_one_host_keep_their_own_journal_and_stats(tmp_path: Path) -> None:
    async def main() -> list[Any]:
        backends = [FakeRenderPool(delay=0.05), FakeRenderPool(delay=0.05)]
        layout = BusLayout.for_pipelines(len(PROMPTS))
        async with SceneHost(tmp_path / "registry.sqlite3", render_backends=backends,
                             layout=layout, shared=True) as host:
            outcomes = await asyncio.gather(*(
                host.run(RunRequest(prompt=p, seed=i), tmp_path / "out")
                for i, p in enumerate(PROMPTS)))
            return [outcomes, host.bus.stats(), [len(b.jobs) for b in backends]]

    outcomes, bus_stats, jobs = asyncio.run(main())
    assert sorted(jobs) == [2, 3]  # the two render members shared the five jobs
    assert bus_stats["texture"]["received"] == len(PROMPTS)
    for outcome in outcomes:
        report = outcome.report
        assert report["status"] == "ok"
        for agent in ("prompt_interpreter", "geometry", "texture", "lighting",
                      "spatial_validator", "render_director"):
            assert report["agents"][agent]["received"] == 1, agent  # this run's only
        assert report["agents"]["asset_registry"]["received"] == 2
        assert report["dead_letters"] == 0
        header, entries = read_journal(outcome.run_dir / JOURNAL_NAME)
        assert header["run_id"] == outcome.run_id
        assert entries and {e.envelope.correlation_id for e in entries} == {outcome.run_id}
        scene = json.loads((outcome.run_dir / "scene.json").read_text())
        assert scene["plan"]["prompt"] == report["prompt"]


class Sleeper(Agent):
    name = "sleeper"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        await asyncio.sleep(0.6)
        return payload


def test_heartbeats_give_health_and_a_long_handler_reads_busy() -> None:
    async def single() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        async with MessageBus() as bus:
            bus.register(Sleeper())
            before = bus.stats()
            bus.start_heartbeats(interval=0.05, timeout=0.2)
            await asyncio.sleep(0.15)
            idle = bus.stats()
            job = asyncio.create_task(bus.request("t", "sleeper", Ping(), timeout=2))
            await asyncio.sleep(0.45)
            busy = bus.stats()
            await job
            return before, idle, busy

    before, idle, busy = asyncio.run(asyncio.wait_for(single(), 10))
    assert before["sleeper"]["health"] == "unknown"  # no probe yet
    assert idle["sleeper"]["health"] == "healthy" and idle["sleeper"]["heartbeats"] >= 2
    assert idle["sleeper"]["last_heartbeat_ms"] < 100
    assert busy["sleeper"]["health"] == "busy"
    assert busy["sleeper"]["received"] == 1  # probes are not counted as work
