"""Time one CLI run as a user would start it: a fresh Python process, its own registry."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def timed_cli_run(script: str, args: list[str], workdir: Path) -> tuple[float, dict[str, Any]]:
    """Run `python SCRIPT ARGS --json` in `workdir`; return wall seconds and the run report."""
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(workdir / "registry.sqlite3")}
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, str(ROOT / script), *args, "--out", str(workdir / "out"), "--json",
         "--log-level", "WARNING"],
        capture_output=True, text=True, env=env, check=False,
    )
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        sys.exit(f"{script} {' '.join(args)} failed ({proc.returncode}): {proc.stderr.strip()}")
    return wall, json.loads(proc.stdout)
