"""A whole home end to end, each run in a fresh process as a user starts it: `--no-render`
(programme, floor plan, every zone planned, laid out, dressed, checked in Blender with the
physics check, and the whole home built and saved) and draft renders of every room and the
overview; then the same `--no-render` home furnished in the sequential mode, for the ratio of
parallel to sequential furnishing (the `rooms` stage: zones through the room stages and their
Blender checks).

Run: .venv/bin/python benchmarks/bench_home.py [--runs 3] [--prompt P] [--seed S]
Issue 16's targets on the 2-core reference machine, for a 6-room home: `--no-render` <= 15 s
and draft renders of every room <= 90 s.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

from cli_run import timed_cli_run

PROMPT = "a two-bedroom apartment"  # living room, kitchen, two bedrooms, bathroom, hall
TARGETS_S = {"--no-render": 15.0, "draft": 90.0}


def _line(name: str, i: int, wall: float, report: dict[str, Any]) -> str:
    home, metrics = report["home"], report["validation"]["metrics"]
    stages = report["stages"]
    timings = report["render"]["timings"]
    return (f"{name} run {i + 1}: wall {wall:.2f}s, {len(home['rooms'])} rooms "
            f"({metrics['zones_checked']} zones), {report['scene']['objects']} objects; rooms "
            f"stage {stages['rooms']['duration']:.2f}s, home build {timings.get('build', 0):.2f}s"
            f", renders {timings.get('render', 0):.2f}s; colliding {metrics['colliding']}, "
            f"out of bounds {metrics['out_of_bounds']}, floating {metrics['floating']}, "
            f"unstable {metrics['unstable']} of {metrics['simulated']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--prompt", default=PROMPT)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    base = [args.prompt, "--seed", str(args.seed)]
    furnish: dict[str, list[float]] = {"async": [], "sequential": []}
    with tempfile.TemporaryDirectory() as tmp:
        for name, extra in (("--no-render", ["--no-render"]), ("draft", ["--quality", "draft"]),
                            ("sequential --no-render", ["--no-render", "--mode", "sequential"])):
            walls = []
            for i in range(args.runs):
                wall, report = timed_cli_run("main_async.py", base + extra, Path(tmp))
                walls.append(wall)
                print(_line(name, i, wall, report))
                if name != "draft":
                    mode = "sequential" if "sequential" in name else "async"
                    furnish[mode].append(report["stages"]["rooms"]["duration"])
            verdict = ""
            if name in TARGETS_S:
                target = TARGETS_S[name]
                verdict = (f"; target <= {target:.0f}s: "
                           f"{'PASS' if max(walls) <= target else 'FAIL'}")
            print(f"{name} end to end: median {statistics.median(walls):.2f}s, max "
                  f"{max(walls):.2f}s over {args.runs} runs{verdict}")
    seq, par = statistics.median(furnish["sequential"]), statistics.median(furnish["async"])
    print(f"furnishing (rooms stage, median): parallel {par:.2f}s, sequential {seq:.2f}s; "
          f"sequential / parallel = {seq / par:.2f}x")


if __name__ == "__main__":
    main()
