"""Load: 200 pipelines at once on one host, every model call through the real anthropic SDK to
the local fake server, no rendering. All complete; queue depths and memory stay bounded; no
message is dead-lettered. (20 pipelines with real renders: test_load_render.py.)"""

from __future__ import annotations

import asyncio
import resource
from pathlib import Path

from agents.prompt_interpreter.prompt_generator import generate_prompts
from orchestrator import BatchOptions, build_request, resolve_settings, run_batch
from orchestrator.app.batch import BatchSummary, RunRow, read_lines
from orchestrator.testing import FakeAnthropicServer, FakeRenderPool

PIPELINES = 200


def test_200_concurrent_pipelines_with_the_fake_llm(tmp_path: Path,
                                                   fake_anthropic: FakeAnthropicServer) -> None:
    llm = resolve_settings("anthropic", base_url=fake_anthropic.base_url, use_cache=False,
                           env={"ANTHROPIC_API_KEY": "test-key"})
    prompts = [p.text for p in generate_prompts(PIPELINES, seed=21)]
    peak_running = 0

    def watch(summary: BatchSummary, row: RunRow) -> None:
        nonlocal peak_running
        peak_running = max(peak_running, summary.running)

    options = BatchOptions(make_request=lambda p: build_request(p, render=False, llm=llm),
                           concurrency=PIPELINES, heartbeat_s=0.5)
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    summary = asyncio.run(asyncio.wait_for(
        run_batch(read_lines(prompts), tmp_path / "out", tmp_path / "r.sqlite3", options,
                  [FakeRenderPool(delay=0.01, record=False)] * 4, on_row=watch, llm=llm),
        timeout=240))
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before) / 1024

    assert summary.counts == {"ok": PIPELINES, "degraded": 0, "failed": 0, "refused": 0}, \
        [r.error for r in summary.rows if r.error][:3]
    assert peak_running > 50  # they really ran side by side
    agents = summary.agents
    assert sum(a["dropped"] for a in agents.values()) == 0  # no dead letters
    assert all(a["failed"] == 0 for a in agents.values())
    # a pipeline has one request out at a time, so an agent's queue holds at most one per
    # pipeline plus a heartbeat probe: well inside its 1,024-message mailbox
    deepest = max(a["max_queue_depth"] for a in agents.values())
    assert deepest <= PIPELINES + 1
    assert len(fake_anthropic.requests) >= 3 * PIPELINES  # plan, materials, lights each
    assert grown_mb < 400, f"peak RSS grew {grown_mb:.0f} MB"
    print(f"\n{PIPELINES} pipelines: {summary.counts}, peak {peak_running} at once, deepest "
          f"queue {deepest}, {len(fake_anthropic.requests)} model requests, peak RSS +"
          f"{grown_mb:.0f} MB, {summary.wall_s:.1f} s")
