"""The CLI end to end with real Blender: the four outputs, a non-uniform render, timings that show
the async overlap (texture || lighting, registry during render) and sequential's strict order."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from orchestrator.app.pipeline import STAGES

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.blender, pytest.mark.slow]
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def generate(tmp_path: Path, script: str, *args: str) -> tuple[subprocess.CompletedProcess[str],
                                                               Path]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry.sqlite3")}
    out = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, str(ROOT / script), *args, "--out", str(out), "--json"],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path,
    )
    return proc, out


def only_run_dir(out: Path) -> Path:
    (run_dir,) = list(out.iterdir())
    return run_dir


def test_async_draft_bedroom_end_to_end(tmp_path: Path) -> None:
    proc, out = generate(tmp_path, "main_async.py", "A cozy bedroom", "--quality", "draft")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    run_dir = only_run_dir(out)
    assert {p.name for p in run_dir.iterdir()} == {"render.png", "scene.blend", "scene.glb",
                                                  "scene.json", "plan.png", "report.json",
                                                  "journal.jsonl"}
    assert json.loads((run_dir / "report.json").read_text())["run_id"] == report["run_id"]

    with Image.open(run_dir / "render.png") as image:
        assert image.size == (480, 360)
        stat = ImageStat.Stat(image.convert("L"))
    assert stat.stddev[0] > 15, "the render is nearly uniform"
    assert 30 < stat.mean[0] < 220, "the render is black or blown out"
    header = (run_dir / "scene.blend").read_bytes()[:7]
    assert header == b"BLENDER" or header.startswith(ZSTD_MAGIC), header  # plain or compressed

    stages = report["stages"]
    assert set(stages) == set(STAGES)
    assert min(stages["texture"]["end"], stages["lighting"]["end"]) > max(
        stages["texture"]["start"], stages["lighting"]["start"])
    assert stages["registry"]["start"] < stages["render"]["end"]
    assert report["render"]["blender_version"].startswith("4.5")
    scene = json.loads((run_dir / "scene.json").read_text())
    assert len(scene["objects"]) >= 8
    assert {o["category"] for o in scene["objects"]} >= {"bed", "nightstand"}
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        kinds = {k for (k,) in db.execute("SELECT kind FROM artifacts")}
    assert kinds == {"render", "blend", "glb", "scene", "plan"}


def test_sequential_main_py_runs_stages_in_order(tmp_path: Path) -> None:
    proc, _ = generate(tmp_path, "main.py", "A small office", "--quality", "draft",
                       "--no-validate")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["mode"] == "sequential"
    stages = report["stages"]
    assert "validation" not in stages
    for a, b in combinations(stages, 2):
        sa, sb = stages[a], stages[b]
        assert min(sa["end"], sb["end"]) <= max(sa["start"], sb["start"]), (a, b)


def test_example_preset_through_the_console_script(tmp_path: Path) -> None:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry.sqlite3")}
    exe = Path(sys.executable).with_name("voxel-weaver")
    proc = subprocess.run(
        [str(exe), "generate", "--example", "cafe", "--quality", "draft", "--out",
         str(tmp_path / "out"), "--log-level", "DEBUG", "--log-file", str(tmp_path / "d.log")],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Wall time:" in proc.stdout and "stage" in proc.stdout
    log = (tmp_path / "d.log").read_text()
    for prefix in ("[PROMPT]", "[GEOMETRY]", "[TEXTURE]", "[LIGHTING]", "[VALIDATOR]",
                   "[RENDER]", "[REGISTRY]"):
        assert prefix in log, prefix
    assert "\x1b[" not in log  # the file is plain text
