"""Faults inside the Blender worker, through the whole pipeline: a segfault (retried on a fresh
worker, the run completes), an exception, a malformed result and a hang (the run fails in
time with a one-line reason, and the hung worker is killed and replaced)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from agents.render_director import worker_pool
from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator import build_request, execute
from orchestrator.app import pipeline
from orchestrator.errors import RemoteError

pytestmark = [pytest.mark.blender, pytest.mark.slow]
MARKER = "VOXEL_WEAVER_TEST_CRASH_MARKER"


# -- job functions the workers run instead of run_job (pickled by name: this module) --------

def _segfault_once(scene_json: str, out_dir: str, *args: Any) -> dict:
    marker = Path(os.environ[MARKER])
    if not marker.exists():
        marker.touch()
        os.kill(os.getpid(), signal.SIGSEGV)  # the process dies as a segfault would
    # in the worker process nothing is patched: this is the real job function
    return worker_pool._run_job(scene_json, out_dir, *args)


def _raise(*args: Any) -> dict:
    raise RuntimeError("Cycles could not allocate its buffers")


def _garbage(*args: Any) -> dict:
    return {"render_path": 42}


def _hang(*args: Any) -> dict:
    time.sleep(3600)
    return {}


def run(tmp_path: Path, job: Any, monkeypatch: pytest.MonkeyPatch,
        deadline: float | None = None) -> tuple[dict[str, Any] | None, str | None, float,
                                                BlenderWorkerPool]:
    assert str(Path(__file__).parent) in sys.path  # the workers import this module by name
    monkeypatch.setenv(MARKER, str(tmp_path / "crashed-once"))
    monkeypatch.setattr(worker_pool, "_run_job", job)
    if deadline is not None:
        monkeypatch.setitem(pipeline.TIMEOUTS, "render", deadline)
    request = build_request("a cozy bedroom", render=False, exports="blend")
    pool = BlenderWorkerPool(warm_render=False)
    t0 = time.perf_counter()
    try:
        with pool:
            outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "r.sqlite3",
                                          pool=pool))
    except RemoteError as exc:
        return None, f"{exc.error_type}: {exc.remote_message}", time.perf_counter() - t0, pool
    return outcome.report, None, time.perf_counter() - t0, pool


def test_a_segfaulting_worker_is_replaced_and_the_run_completes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    report, error, _, pool = run(tmp_path, _segfault_once, monkeypatch)
    assert error is None and report is not None and report["status"] == "degraded"
    (retried,) = report["degradations"]
    assert retried["stage"] == "render" and "retried" in retried["reason"]
    assert pool.replacements == 1 and (tmp_path / "crashed-once").exists()
    (run_dir,) = (tmp_path / "out").iterdir()
    assert (run_dir / "scene.blend").stat().st_size > 10_000


@pytest.mark.parametrize("job, needle", [(_raise, "Cycles could not allocate"),
                                         (_garbage, "ValidationError")],
                         ids=["exception", "bad-result"])
def test_a_failing_job_fails_the_run_with_its_reason(tmp_path: Path, job: Any, needle: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    report, error, seconds, pool = run(tmp_path, job, monkeypatch)
    assert report is None and error is not None and needle in error
    assert pool.replacements == 0 and seconds < 60  # an error is not a crash: no retry


def test_a_hung_job_is_cut_off_and_its_worker_replaced(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    report, error, seconds, pool = run(tmp_path, _hang, monkeypatch, deadline=4.0)
    assert report is None and error is not None and "TimeoutError" in error
    assert seconds < 30  # cut off at 80% of the render deadline, not after an hour
    assert pool._generation >= 1  # the hung worker was killed and a fresh one spawned
