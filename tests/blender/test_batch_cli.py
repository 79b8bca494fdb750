"""`voxel-weaver batch` and `serve` as a user runs them, with real Blender workers: a progress
line per run, a summary table, exit 0 when every prompt became a scene, 1 when one was
refused; `serve` keeps reading stdin until it closes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.blender, pytest.mark.slow]


def voxel(tmp_path: Path, *args: str, stdin: str | None = None
          ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry.sqlite3")}
    return subprocess.run([sys.executable, str(ROOT / "main_async.py"), *args,
                           "--out", str(tmp_path / "out")], input=stdin, capture_output=True,
                          text=True, timeout=240, env=env, cwd=tmp_path)


def test_batch_file_prints_progress_and_a_summary(tmp_path: Path) -> None:
    prompts = tmp_path / "prompts.txt"
    prompts.write_text("# three rooms\na cozy bedroom\n\na modern office\na small cafe\n")
    proc = voxel(tmp_path, "batch", str(prompts), "--no-render", "--workers", "2",
                 "--concurrency", "2")
    assert proc.returncode == 0, proc.stderr
    progress = [line for line in proc.stderr.splitlines() if line.startswith("[")]
    assert [line.split()[0] for line in progress] == ["[1/3]", "[2/3]", "[3/3]"]
    assert "3 prompts: 3 ok, 0 degraded, 0 failed, 0 refused" in proc.stdout
    assert "render_director healthy" in proc.stdout or "render_director busy" in proc.stdout
    assert len(list((tmp_path / "out").iterdir())) == 3


def test_serve_reads_stdin_and_a_refused_line_exits_1(tmp_path: Path) -> None:
    proc = voxel(tmp_path, "serve", "--workers", "1", "--concurrency", "2",
                 stdin="a rustic kitchen\n" + "x" * 3000 + "\na library\n")
    assert proc.returncode == 1, proc.stderr  # one line was refused
    assert "3 prompts: 2 ok, 0 degraded, 0 failed, 1 refused" in proc.stdout
    assert "the limit is 2,000" in proc.stdout
    assert len(list((tmp_path / "out").iterdir())) == 2
