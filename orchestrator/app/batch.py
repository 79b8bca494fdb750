"""Batch and continuous mode: many prompts through one SceneHost, a bounded number at once.

    prompts (file or stdin) --> up to `concurrency` pipelines --> `workers` render members

One host serves the whole batch: its agents, pools, circuit breakers, model gateway and warm
Blender workers are paid for once. Prompts are read lazily, one slot ahead of the runs, so
`batch -` keeps taking prompts from stdin for as long as it stays open. What the batch keeps
in memory is bounded: running runs, counters, and the last `KEEP_ROWS` result rows (each run's
full report is on disk and in the registry), so memory stays flat over a long run.
"""

from __future__ import annotations

import asyncio
import logging
import statistics
import time
from collections import deque
from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from orchestrator.app.assembly import BusLayout
from orchestrator.app.host import SceneHost, one_line
from orchestrator.app.lines import PromptLine, PromptLines
from orchestrator.app.pipeline import RunRequest
from orchestrator.errors import InputError
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.agent import Agent
from orchestrator.schema.render import RenderBackend

log = logging.getLogger("voxel_weaver.batch")

KEEP_ROWS = 1000  # result rows kept for the summary; older ones are only on disk
MAX_CONCURRENCY = 256  # pipelines in flight: planning is light, renders are bounded by --workers
MAX_WORKERS = 32


@dataclass(frozen=True)
class RunRow:
    number: int
    prompt: str
    status: str  # ok, degraded (a fallback answered), failed, refused (bad input on that line)
    seconds: float
    run_dir: str | None = None
    objects: int = 0
    degraded: int = 0
    error: str | None = None


@dataclass
class BatchSummary:
    started: float = field(default_factory=time.perf_counter)
    counts: dict[str, int] = field(default_factory=lambda: {"ok": 0, "degraded": 0,
                                                            "failed": 0, "refused": 0})
    running: int = 0
    rows: deque[RunRow] = field(default_factory=lambda: deque(maxlen=KEEP_ROWS))
    seconds: deque[float] = field(default_factory=lambda: deque(maxlen=KEEP_ROWS))
    agents: dict[str, dict[str, Any]] = field(default_factory=dict)  # the host's, at the end
    render_retries: int = 0
    skipped: int = 0  # blank and # lines: lines read = done + skipped

    @property
    def done(self) -> int:
        return sum(self.counts.values())

    @property
    def scenes(self) -> int:
        """Runs that made a scene, degraded ones included."""
        return self.counts["ok"] + self.counts["degraded"]

    @property
    def wall_s(self) -> float:
        return time.perf_counter() - self.started

    def add(self, row: RunRow) -> None:
        self.counts[row.status] += 1
        self.rows.append(row)
        if row.status != "refused":
            self.seconds.append(row.seconds)

    def figures(self) -> dict[str, Any]:
        wall = self.wall_s
        runs = self.scenes + self.counts["failed"]
        return {
            "prompts": self.done, **self.counts, "skipped": self.skipped,
            "lines": self.done + self.skipped, "wall_s": round(wall, 3),
            "scenes_per_min": round(60 * self.scenes / wall, 2) if wall > 0 else 0.0,
            "run_s_median": round(statistics.median(self.seconds), 3) if self.seconds else None,
            "run_s_max": round(max(self.seconds), 3) if self.seconds else None,
            "render_retries": self.render_retries, "runs": runs,
        }


@dataclass(frozen=True)
class BatchOptions:
    """What every run of the batch shares (the per-prompt RunRequest is built from these)."""

    make_request: Callable[[str], RunRequest]  # prompt -> checked request (InputError if bad)
    concurrency: int = 2
    layout: BusLayout | None = None
    heartbeat_s: float | None = 1.0

    def __post_init__(self) -> None:
        if not 1 <= self.concurrency <= MAX_CONCURRENCY:
            raise InputError(f"--concurrency must be between 1 and {MAX_CONCURRENCY}")


def read_lines(lines: AsyncIterable[str] | Iterable[str] | PromptLines) -> PromptLines:
    """Numbered prompts: blank lines and lines starting with # are skipped (and counted in
    `.skipped`). Bytes (files, stdin) go through `orchestrator.app.lines`' decoding policy."""
    return lines if isinstance(lines, PromptLines) else PromptLines(lines)


async def run_batch(
    prompts: AsyncIterator[PromptLine],
    out_root: Path,
    registry_path: Path,
    options: BatchOptions,
    render_backends: Sequence[RenderBackend],
    *,
    on_row: Callable[[BatchSummary, RunRow], None] | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    llm: LLMSettings = OFFLINE,
) -> BatchSummary:
    """Run every prompt, at most `options.concurrency` at once; never raises for one bad run.

    `on_row` is called after each run (progress display). The backends are started and shut
    down by the caller.
    """
    summary = BatchSummary()
    slots = asyncio.Semaphore(options.concurrency)
    layout = options.layout or BusLayout.for_pipelines(options.concurrency)
    async with SceneHost(registry_path, render_backends=render_backends, wrap=wrap,
                         layout=layout, shared=True, heartbeat_s=options.heartbeat_s,
                         llm=llm) as host:
        running: set[asyncio.Task[None]] = set()
        cancelled = 0

        async def one(line: PromptLine) -> None:
            nonlocal cancelled
            try:
                try:
                    row = await _run_one(host, line, out_root, options)
                except asyncio.CancelledError:
                    cancelled += 1  # its report.json says `cancelled`
                    raise
                except Exception as exc:  # a bug in one line must not vanish with its task
                    log.error("line %d: %s", line.number, one_line(exc))
                    row = RunRow(line.number, line.text, "failed", 0.0, error=one_line(exc))
                summary.add(row)
                if on_row is not None:
                    on_row(summary, row)
            finally:
                summary.running -= 1
                slots.release()

        try:
            async for line in prompts:
                await slots.acquire()  # read no further ahead than a free slot
                summary.running += 1
                task = asyncio.create_task(one(line), name=f"batch-line-{line.number}")
                running.add(task)
                task.add_done_callback(running.discard)
            if running:  # wait, not gather: a stop must reach the runs with its reason
                await asyncio.wait(set(running))
        except asyncio.CancelledError as stop:
            # Stopped (a signal): take no more lines, cancel the runs in flight and let each
            # write its `cancelled` report before the host and its workers close.
            for task in running:
                task.cancel(msg=str(stop) or "the batch was stopped")
            await asyncio.gather(*running, return_exceptions=True)
            runs = "1 run" if cancelled == 1 else f"{cancelled} runs"
            raise asyncio.CancelledError(
                f"{runs} in flight cancelled (each report.json says so), "
                f"{summary.done} finished before") from None
        summary.skipped = getattr(prompts, "skipped", 0)  # blank and # lines (PromptLines)
        summary.agents = {name: stats for name, stats in host.bus.stats().items()
                          if name in host.bus.agents}  # not the callers
    # workers replaced after a crash (a backend shared by several members counts once)
    summary.render_retries = sum(getattr(b, "replacements", 0)
                                 for b in dict.fromkeys(render_backends))
    return summary


async def _run_one(host: SceneHost, line: PromptLine, out_root: Path,
                   options: BatchOptions) -> RunRow:
    t0 = time.perf_counter()
    if line.error is not None:  # not UTF-8, or too long: no request can be made of it
        return RunRow(line.number, line.text, "refused", 0.0, error=line.error)
    try:
        request = options.make_request(line.text)
    except InputError as exc:
        return RunRow(line.number, line.text, "refused", 0.0, error=str(exc))
    try:
        outcome = await host.run(request, out_root)
    except Exception as exc:  # the run's report.json says why; the batch goes on
        log.warning("line %d failed: %s", line.number, one_line(exc))
        return RunRow(line.number, line.text, "failed", time.perf_counter() - t0,
                      error=one_line(exc))
    report = outcome.report
    return RunRow(line.number, line.text, report["status"], time.perf_counter() - t0,
                  run_dir=str(outcome.run_dir), objects=report["scene"]["objects"],
                  degraded=len(report.get("degradations", ())))
