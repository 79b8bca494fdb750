"""A warm, reused Blender worker against a fresh process per job, side by side in one run.

Run: .venv/bin/python benchmarks/bench_worker_reuse.py [--jobs N] [--render]

The same N scenes (the presets, as the pipeline hands them to Blender) are built, checked and
saved (with --render: also rendered at draft quality):

- reused: one `BlenderWorkerPool` worker; bpy is imported once, each job resets the scene;
- fresh: `python -m agents.render_director.blender_job scene.json OUT` per job, a new
  process that imports bpy every time (what a pool-less design pays).

Prints per-job seconds (median, max) for both and the speed-up of reuse.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from agents.prompt_interpreter.presets import room_examples
from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator import Scene, build_request, execute
from orchestrator.testing import FakeRenderPool

ROOT = Path(__file__).resolve().parents[1]


def scenes(n: int, work: Path) -> list[Scene]:
    fake = FakeRenderPool()
    names = [p.name for p in room_examples()]
    for i in range(n):
        request = build_request(None, example=names[i % len(names)])
        asyncio.run(execute(request, work / "plan", work / "plan.sqlite3", pool=fake))
    return list(fake.jobs)


def reused(jobs: list[Scene], render: bool, work: Path) -> list[float]:
    async def run() -> list[float]:
        async with BlenderWorkerPool(1, warm_render=render) as pool:
            await pool.warmed()  # start-up paid once, before the first job
            times = []
            for i, scene in enumerate(jobs):
                t0 = time.perf_counter()
                await pool.render(scene, work / "reused" / str(i), render=render)
                times.append(time.perf_counter() - t0)
            return times
    return asyncio.run(run())


def fresh(jobs: list[Scene], render: bool, work: Path) -> list[float]:
    times = []
    for i, scene in enumerate(jobs):
        path = work / f"scene-{i}.json"
        path.write_text(scene.model_dump_json())
        args = [sys.executable, "-m", "agents.render_director.blender_job", str(path),
                str(work / "fresh" / str(i)), *([] if render else ["--no-render"])]
        t0 = time.perf_counter()
        subprocess.run(args, cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - t0)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=8)
    parser.add_argument("--render", action="store_true", help="also render (draft)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        jobs = scenes(args.jobs, work)
        warm = reused(jobs, args.render, work)
        cold = fresh(jobs, args.render, work)
    what = "build, check, save and draft render" if args.render else "build, check and save"
    print(f"{args.jobs} jobs ({what}), one after another")
    for name, times in (("reused warm worker", warm), ("fresh process per job", cold)):
        print(f"{name:<22} median {statistics.median(times):6.3f} s  max {max(times):6.3f} s  "
              f"total {sum(times):7.2f} s")
    print(f"reuse speed-up: {sum(cold) / sum(warm):.2f}x (total fresh / total reused)")


if __name__ == "__main__":
    main()
