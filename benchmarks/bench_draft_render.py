"""End-to-end wall time of a draft render of the cozy bedroom, Blender start-up included.

Run: .venv/bin/python benchmarks/bench_draft_render.py [--runs N]
Each run is a fresh `python main_async.py "A cozy bedroom" --quality draft` process, as a user
would type it. Target (issue 2): at most 15 s on the 2-core reference machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 15.0


def one_run(workdir: Path, mode: str) -> tuple[float, dict[str, object]]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(workdir / "registry.sqlite3")}
    script = "main_async.py" if mode == "async" else "main.py"
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, str(ROOT / script), "A cozy bedroom", "--quality", "draft",
         "--out", str(workdir / "out"), "--json", "--log-level", "WARNING"],
        capture_output=True, text=True, env=env, check=False,
    )
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        sys.exit(f"run failed ({proc.returncode}): {proc.stderr.strip()}")
    return wall, json.loads(proc.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mode", choices=["async", "sequential"], default="async")
    args = parser.parse_args()
    walls = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            wall, report = one_run(Path(tmp), args.mode)
            walls.append(wall)
            stages = report["stages"]  # type: ignore[index]
            render = stages["render"]["duration"]  # type: ignore[index]
            timings = report["render"]["timings"]  # type: ignore[index]
            print(f"run {i + 1}: wall {wall:.2f}s  (pipeline {report['wall_time_s']:.2f}s, "
                  f"render stage {render:.2f}s, cycles {timings.get('render', 0):.2f}s)")
    print(f"draft render end to end ({args.mode}): median {statistics.median(walls):.2f}s, "
          f"max {max(walls):.2f}s over {args.runs} runs; target <= {TARGET_S:.0f}s: "
          f"{'PASS' if max(walls) <= TARGET_S else 'FAIL'}")


if __name__ == "__main__":
    main()
