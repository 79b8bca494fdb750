"""The named limits are enforced: a run does not start without the disk space it may need,
each run reports what it wrote, and the render deadline is the documented one."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from orchestrator import build_request, execute
from orchestrator.app import pipeline
from orchestrator.errors import LimitExceeded
from orchestrator.schema import limits
from orchestrator.testing import FakeRenderPool


def run(tmp_path: Path) -> dict:
    outcome = asyncio.run(execute(build_request("a cozy bedroom", render=False),
                                  tmp_path / "out" / "nested", tmp_path / "r.sqlite3",
                                  pool=FakeRenderPool()))
    return outcome.report


def test_a_run_reports_the_bytes_it_wrote(tmp_path: Path) -> None:
    report = run(tmp_path)
    (run_dir,) = (tmp_path / "out" / "nested").iterdir()
    written = sum(p.stat().st_size for p in run_dir.rglob("*")
                  if p.is_file() and p.name != "report.json")
    assert report["disk_bytes"] == written > 0


def test_a_run_does_not_start_without_the_disk_it_may_need(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_RUN_BYTES", 2**62)  # more than any disk has free
    with pytest.raises(LimitExceeded, match="GiB free") as info:
        run(tmp_path)
    assert "\n" not in str(info.value)
    assert not (tmp_path / "out").exists()  # refused before anything was written


def test_the_render_deadline_is_the_named_limit() -> None:
    assert pipeline.TIMEOUTS["render"] == limits.MAX_RENDER_S == 3600.0
