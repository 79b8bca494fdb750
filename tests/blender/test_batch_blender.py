"""A 50-prompt batch through two real Blender workers: every prompt becomes a scene in the
registry, and a worker SIGKILLed in the middle of the batch costs one retry, not a scene."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import threading
from pathlib import Path

import pytest

from agents.prompt_interpreter.prompt_generator import generate_prompts
from agents.render_director.backends import open_backends, shutdown_all, start_all
from orchestrator import BatchOptions, build_request, run_batch
from orchestrator.app.batch import BatchSummary, RunRow, read_lines

pytestmark = [pytest.mark.blender, pytest.mark.slow]
PROMPTS = 50


def test_fifty_prompts_two_workers_one_killed_midway_nothing_lost(tmp_path: Path) -> None:
    prompts = [p.text for p in generate_prompts(PROMPTS, seed=11)]
    backends = open_backends("local", 2, warm_render=False)
    start_all(backends)
    killed: list[int] = []

    def kill_midway(summary: BatchSummary, row: RunRow) -> None:
        if summary.done == 15 and not killed:
            # kill the worker of the first backend from another thread while jobs run
            pids = backends[0].worker_pids()  # type: ignore[attr-defined]
            killed.extend(pids)
            threading.Thread(target=lambda: [os.kill(p, signal.SIGKILL) for p in pids]).start()

    options = BatchOptions(make_request=lambda p: build_request(p, render=False),
                           concurrency=4, heartbeat_s=0.5)
    try:
        summary = asyncio.run(run_batch(read_lines(prompts), tmp_path / "out",
                                        tmp_path / "registry.sqlite3", options, backends,
                                        on_row=kill_midway))
    finally:
        shutdown_all(backends)

    assert killed, "no worker was killed"
    # the runs whose worker was killed were retried: made, and marked degraded
    assert summary.scenes == PROMPTS and summary.counts["degraded"] >= 1, \
        [r.error for r in summary.rows if r.error]
    assert summary.counts["failed"] == summary.counts["refused"] == 0
    assert summary.render_retries >= 1  # the killed worker was replaced
    run_dirs = {Path(r.run_dir).name for r in summary.rows if r.run_dir}
    assert len(run_dirs) == PROMPTS
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        scenes = dict(db.execute("SELECT run_id, status FROM scenes").fetchall())
        blends = {r for (r,) in db.execute("SELECT run_id FROM artifacts WHERE kind = 'blend'")}
    assert set(scenes) == run_dirs and blends == run_dirs
    assert set(scenes.values()) == {"built"}  # --no-render: built and checked, no image
    for run_dir in (tmp_path / "out").iterdir():
        assert (run_dir / "scene.blend").stat().st_size > 10_000  # a real .blend
