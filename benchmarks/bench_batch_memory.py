"""Memory over a long batch: does the resident set stay flat as runs go by?

Run: .venv/bin/python benchmarks/bench_batch_memory.py [--prompts N] [--concurrency C]

N prompts (default 1,000) through one long-lived SceneHost, as `batch` runs them, with a
FakeRenderPool instead of Blender (renders hold no memory in this process anyway: Blender
lives in worker processes). Every run writes its folder, journal, report and registry rows.
The process's resident set (VmRSS) is sampled after every tenth of the batch; the growth from
the first sample to the last is printed, with what the host keeps per run (nothing, once the
run has ended: its statistics and journal are released).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from agents.prompt_interpreter.prompt_generator import generate_prompts
from orchestrator import BatchOptions, build_request, run_batch
from orchestrator.app.batch import BatchSummary, RunRow, read_lines
from orchestrator.testing import FakeRenderPool

TARGET_GROWTH_MB = 20.0


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prompts", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args()
    prompts = [p.text for p in generate_prompts(args.prompts, seed=5)]
    step = max(1, args.prompts // 10)
    samples: list[tuple[int, float]] = []

    def sample(summary: BatchSummary, row: RunRow) -> None:
        if summary.done % step == 0:
            samples.append((summary.done, rss_mb()))

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        pool = FakeRenderPool(record=False)
        options = BatchOptions(make_request=build_request, concurrency=args.concurrency)
        summary = asyncio.run(run_batch(read_lines(prompts), work / "out", work / "r.sqlite3",
                                        options, [pool], on_row=sample))
    print(f"{args.prompts} prompts, concurrency {args.concurrency}: {summary.counts}")
    for done, mb in samples:
        print(f"  after {done:5d} runs: RSS {mb:7.1f} MB")
    # the first tenth warms caches (imports, pydantic schemas, SQLite pages): compare after it
    growth = samples[-1][1] - samples[0][1]
    print(f"growth from run {samples[0][0]} to run {samples[-1][0]}: {growth:+.1f} MB  "
          f"{'PASS' if growth <= TARGET_GROWTH_MB else 'FAIL'} (target <= "
          f"{TARGET_GROWTH_MB:.0f} MB)")


if __name__ == "__main__":
    main()
