"""End-to-end wall time of a render of the cozy bedroom, Blender start-up included.

Run: .venv/bin/python benchmarks/bench_draft_render.py [--runs N] [--quality draft|preview]
Each run is a fresh `python main_async.py "A cozy bedroom" --quality Q` process, as a user
would type it. Targets on the 2-core reference machine: draft <= 15 s (issues 2 and 3),
preview <= 60 s (issue 3).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

from cli_run import timed_cli_run

TARGETS_S = {"draft": 15.0, "preview": 60.0, "final": float("inf")}


def one_run(workdir: Path, mode: str, quality: str) -> tuple[float, dict[str, Any]]:
    script = "main_async.py" if mode == "async" else "main.py"
    return timed_cli_run(script, ["A cozy bedroom", "--quality", quality], workdir)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mode", choices=["async", "sequential"], default="async")
    parser.add_argument("--quality", choices=["draft", "preview", "final"], default="draft")
    args = parser.parse_args()
    walls = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            wall, report = one_run(Path(tmp), args.mode, args.quality)
            walls.append(wall)
            stages = report["stages"]  # type: ignore[index]
            render = stages["render"]["duration"]  # type: ignore[index]
            timings = report["render"]["timings"]  # type: ignore[index]
            print(f"run {i + 1}: wall {wall:.2f}s  (pipeline {report['wall_time_s']:.2f}s, "
                  f"render stage {render:.2f}s, cycles {timings.get('render', 0):.2f}s)")
    target = TARGETS_S[args.quality]
    print(f"{args.quality} render end to end ({args.mode}): median "
          f"{statistics.median(walls):.2f}s, max {max(walls):.2f}s over {args.runs} runs; "
          f"target <= {target:.0f}s: {'PASS' if max(walls) <= target else 'FAIL'}")


if __name__ == "__main__":
    main()
