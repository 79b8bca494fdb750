"""Batch mode without Blender: prompts from a list or a stream, bounded concurrency, bad lines
refused without stopping the batch, the summary and the `batch` command's exit codes."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from orchestrator import BatchOptions, InputError, build_request, run_batch
from orchestrator.app.batch import KEEP_ROWS, BatchSummary, RunRow, read_lines
from orchestrator.testing import FakeRenderPool

ROOT = Path(__file__).resolve().parents[2]


def options(concurrency: int = 3) -> BatchOptions:
    return BatchOptions(make_request=lambda p: build_request(p, render=False),
                        concurrency=concurrency, heartbeat_s=0.05)


def test_a_batch_runs_every_prompt_and_refuses_bad_lines(tmp_path: Path) -> None:
    lines = ["a cozy bedroom", "", "# a comment", "a modern office", "x" * 3000, "a cafe"]
    backends = [FakeRenderPool(delay=0.02), FakeRenderPool(delay=0.02)]
    rows: list[RunRow] = []
    summary = asyncio.run(run_batch(read_lines(lines), tmp_path / "out",
                                    tmp_path / "registry.sqlite3", options(), backends,
                                    on_row=lambda s, row: rows.append(row)))
    assert summary.counts == {"ok": 3, "degraded": 0, "failed": 0, "refused": 1}
    assert sorted(r.number for r in rows) == [1, 4, 5, 6]  # numbered as in the file
    (refused,) = [r for r in rows if r.status == "refused"]
    assert refused.number == 5 and "limit" in (refused.error or "")
    assert sum(len(b.jobs) for b in backends) == 3 and all(b.jobs for b in backends)
    assert summary.agents["render_director"]["health"] in ("healthy", "busy")
    assert "orchestrator" not in summary.agents


def test_concurrency_bounds_the_runs_in_flight(tmp_path: Path) -> None:
    peak = 0

    def watch(summary: BatchSummary, row: RunRow) -> None:
        nonlocal peak
        peak = max(peak, summary.running)

    backend = FakeRenderPool(delay=0.05)
    summary = asyncio.run(run_batch(read_lines([f"a bedroom number {i}" for i in range(8)]),
                                    tmp_path / "out", tmp_path / "r.sqlite3", options(2),
                                    [backend], on_row=watch))
    assert summary.counts["ok"] == 8 and 1 <= peak <= 2


def test_a_stream_is_read_lazily_as_slots_free_up(tmp_path: Path) -> None:
    read: list[int] = []

    async def stream() -> AsyncIterator[str]:
        for i in range(6):
            read.append(i)
            yield f"a kitchen {i}"

    summary = asyncio.run(run_batch(read_lines(stream()), tmp_path / "out",
                                    tmp_path / "r.sqlite3", options(2),
                                    [FakeRenderPool(delay=0.01)]))
    assert summary.counts["ok"] == 6 and read == list(range(6))


def test_summary_keeps_a_bounded_number_of_rows() -> None:
    summary = BatchSummary()
    for i in range(KEEP_ROWS + 50):
        summary.add(RunRow(i, "p", "ok", 1.0))
    assert len(summary.rows) == KEEP_ROWS and summary.counts["ok"] == KEEP_ROWS + 50


def test_concurrency_limit_is_enforced() -> None:
    with pytest.raises(InputError, match="concurrency"):
        BatchOptions(make_request=lambda p: build_request(p), concurrency=0)


def cli(*args: str, stdin: str | None = None, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "orchestrator", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                               "VOXEL_WEAVER_REGISTRY": str(cwd / "r.sqlite3")})


@pytest.mark.parametrize("args, needle", [
    (("missing.txt",), "cannot read the prompt file"),
    (("-", "--concurrency", "0"), "concurrency"),
    (("-", "--export", "obj"), "cannot export 'obj'"),
])
def test_bad_batch_options_are_one_line_and_exit_2(tmp_path: Path, args: tuple[str, ...],
                                                    needle: str) -> None:
    proc = cli("batch", *args, stdin="", cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert needle in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()
