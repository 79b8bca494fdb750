"""Load with real renders: 20 pipelines at once on one host sharing 2 warm Blender workers.
All 20 are rendered and registered; nothing is dead-lettered; the render director's queue
holds the waiting jobs and no more."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from PIL import Image

from agents.prompt_interpreter.prompt_generator import generate_prompts
from agents.render_director.backends import open_backends, shutdown_all, start_all
from orchestrator import BatchOptions, build_request, run_batch
from orchestrator.app.batch import read_lines

pytestmark = [pytest.mark.blender, pytest.mark.slow]
PIPELINES = 20


def test_20_concurrent_pipelines_render_on_two_workers(tmp_path: Path) -> None:
    prompts = [p.text for p in generate_prompts(PIPELINES, seed=31)]
    backends = open_backends("local", 2)
    start_all(backends)
    options = BatchOptions(make_request=lambda p: build_request(p, exports="blend"),
                           concurrency=PIPELINES, heartbeat_s=0.5)
    try:
        summary = asyncio.run(run_batch(read_lines(prompts), tmp_path / "out",
                                        tmp_path / "r.sqlite3", options, backends))
    finally:
        shutdown_all(backends)
    assert summary.counts == {"ok": PIPELINES, "degraded": 0, "failed": 0, "refused": 0}, \
        [r.error for r in summary.rows if r.error][:3]
    agents = summary.agents
    assert sum(a["dropped"] for a in agents.values()) == 0
    assert agents["render_director"]["max_queue_depth"] <= PIPELINES + 1
    for row in summary.rows:
        with Image.open(Path(str(row.run_dir)) / "render.png") as image:
            assert image.size == (480, 360)
    with sqlite3.connect(tmp_path / "r.sqlite3") as db:
        rendered = db.execute("SELECT COUNT(*) FROM scenes WHERE status = 'rendered'").fetchone()
    assert rendered == (PIPELINES,)
    print(f"\n{PIPELINES} rendered pipelines on 2 workers: {summary.wall_s:.1f} s, render "
          f"queue at most {agents['render_director']['max_queue_depth']}")
