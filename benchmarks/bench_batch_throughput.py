"""Batch throughput against pure render throughput, side by side in one run.

Run: .venv/bin/python benchmarks/bench_batch_throughput.py [--prompts N] [--workers M]
                                                            [--concurrency C] [--quality Q]

1. The N prompts are planned once (a FakeRenderPool records the exact scenes the render
   director hands Blender: camera, render settings and all).
2. Pure render: those N scenes go straight to M warm Blender workers, M at a time, with the
   same job arguments the pipeline uses. Nothing else runs: this is the render-bound limit.
3. Batch: the same N prompts through `run_batch` (planning, layout, dressing, validation,
   registration and the journal included) on M fresh warm workers.

Target: the batch reaches at least 90% of the pure render throughput, i.e. planning is hidden
behind rendering. Both sides pay the same Cycles renders on the same cores.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from agents.prompt_interpreter.prompt_generator import generate_prompts
from agents.render_director.backends import open_backends, shutdown_all, start_all
from orchestrator import BatchOptions, Scene, build_request, execute, run_batch
from orchestrator.app.batch import read_lines
from orchestrator.testing import FakeRenderPool

TARGET = 0.90


async def planned_scenes(prompts: list[str], quality: str, work: Path) -> list[Scene]:
    fake = FakeRenderPool()
    for prompt in prompts:
        request = build_request(prompt, quality=quality)  # type: ignore[arg-type]
        await execute(request, work / "plan", work / "plan.sqlite3", pool=fake)
    return list(fake.jobs)


async def pure_render(scenes: list[Scene], workers: int, work: Path) -> float:
    backends = open_backends("local", workers)
    start_all(backends)
    try:
        await asyncio.gather(*(b.warmed() for b in backends))  # type: ignore[attr-defined]
        queue: asyncio.Queue[tuple[int, Scene]] = asyncio.Queue()
        for item in enumerate(scenes):
            queue.put_nowait(item)

        async def drain(backend: object) -> None:
            while not queue.empty():
                index, scene = queue.get_nowait()
                await backend.render(scene, work / "pure" / str(index),  # type: ignore[attr-defined]
                                     render=True, check=True, strict=True,
                                     exports=("glb", "blend"))

        t0 = time.perf_counter()
        await asyncio.gather(*(drain(b) for b in backends))
        return time.perf_counter() - t0
    finally:
        shutdown_all(backends)


async def batch(prompts: list[str], workers: int, concurrency: int, quality: str,
                work: Path) -> tuple[float, dict[str, int]]:
    backends = open_backends("local", workers)
    start_all(backends)
    try:
        await asyncio.gather(*(b.warmed() for b in backends))  # type: ignore[attr-defined]
        options = BatchOptions(make_request=lambda p: build_request(p, quality=quality),  # type: ignore[arg-type]
                               concurrency=concurrency)
        t0 = time.perf_counter()
        summary = await run_batch(read_lines(prompts), work / "batch", work / "r.sqlite3",
                                  options, backends)
        return time.perf_counter() - t0, summary.counts
    finally:
        shutdown_all(backends)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prompts", type=int, default=12)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--quality", default="draft", choices=["draft", "preview", "final"])
    args = parser.parse_args()
    prompts = [p.text for p in generate_prompts(args.prompts, seed=3)]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        scenes = asyncio.run(planned_scenes(prompts, args.quality, work))
        pure_s = asyncio.run(pure_render(scenes, args.workers, work))
        batch_s, counts = asyncio.run(batch(prompts, args.workers, args.concurrency,
                                            args.quality, work))
    pure_rate, batch_rate = len(scenes) / pure_s, (counts["ok"] + counts["degraded"]) / batch_s
    ratio = batch_rate / pure_rate
    print(f"{args.prompts} prompts, {args.workers} Blender workers, batch concurrency "
          f"{args.concurrency}, {args.quality} quality")
    print(f"pure render (scenes planned beforehand): {pure_s:7.2f} s  "
          f"{60 * pure_rate:6.2f} scenes/min")
    print(f"batch (planning included):               {batch_s:7.2f} s  "
          f"{60 * batch_rate:6.2f} scenes/min  ({counts})")
    print(f"batch / render-bound throughput: {ratio:.3f}  "
          f"{'PASS' if ratio >= TARGET else 'FAIL'} (target >= {TARGET:.2f})")


if __name__ == "__main__":
    main()
