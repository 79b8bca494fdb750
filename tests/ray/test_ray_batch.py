"""The 50-prompt batch on a real local Ray cluster: two Blender actors, one SIGKILLed midway,
every prompt still becomes a registered scene."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from agents.prompt_interpreter.prompt_generator import generate_prompts
from agents.render_director.backends import open_backends, shutdown_all, start_all
from orchestrator import BatchOptions, build_request, run_batch
from orchestrator.app.batch import BatchSummary, RunRow, read_lines

pytestmark = [pytest.mark.ray, pytest.mark.slow]
PROMPTS = 50


def test_fifty_prompt_batch_on_ray_with_an_actor_killed(ray_cluster: Any,
                                                        tmp_path: Path) -> None:
    prompts = [p.text for p in generate_prompts(PROMPTS, seed=11)]
    backends = open_backends("ray", 2, warm_render=False)
    start_all(backends)
    ray_backend = backends[0]
    assert all(b is ray_backend for b in backends)  # one backend, two actors, two members
    asyncio.run(ray_backend.warmed())  # type: ignore[attr-defined]
    killed: list[int] = []

    def kill_midway(summary: BatchSummary, row: RunRow) -> None:
        if summary.done == 15 and not killed:
            pid = ray_backend.worker_pids()[0]  # type: ignore[attr-defined]
            killed.append(pid)
            os.kill(pid, signal.SIGKILL)

    options = BatchOptions(make_request=lambda p: build_request(p, render=False),
                           concurrency=4, heartbeat_s=0.5)
    try:
        summary = asyncio.run(run_batch(read_lines(prompts), tmp_path / "out",
                                        tmp_path / "registry.sqlite3", options, backends,
                                        on_row=kill_midway))
    finally:
        shutdown_all(backends)
    assert killed
    # the runs whose worker was killed were retried: made, and marked degraded
    assert summary.scenes == PROMPTS and summary.counts["degraded"] >= 1, \
        [r.error for r in summary.rows if r.error]
    assert summary.counts["failed"] == summary.counts["refused"] == 0
    assert summary.render_retries >= 1
    run_dirs = {Path(r.run_dir).name for r in summary.rows if r.run_dir}
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        scenes = {r for (r,) in db.execute("SELECT run_id FROM scenes")}
    assert len(run_dirs) == PROMPTS and scenes == run_dirs
