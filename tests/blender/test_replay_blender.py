"""Replay with the real Blender worker pool: an offline run, rebuilt and checked in Blender
from its journal (no render), gives the scene hash the recorded run reported."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from orchestrator import RunRequest, execute, replay

pytestmark = [pytest.mark.blender, pytest.mark.slow]


def test_replaying_an_offline_run_with_blender_gives_the_same_hash(tmp_path: Path) -> None:
    registry = tmp_path / "registry.sqlite3"
    request = RunRequest(prompt="A cozy bedroom", seed=7, render=False)
    original = asyncio.run(execute(request, tmp_path / "out", registry))  # real worker pool
    assert original.report["status"] == "ok"
    assert original.report["validation"]["metrics"]["level"] == "mesh"

    result = asyncio.run(replay(original.run_dir, out_root=tmp_path / "replays",
                                registry_path=registry))  # pool=None: BlenderWorkerPool
    assert result.matches, (result.original_hash, result.replayed_hash)
    assert result.replayed_hash == original.report["scene"]["hash"]
    replayed = json.loads((result.new_run_dir / "report.json").read_text())
    assert replayed["render"]["rendered"] is False
    assert replayed["render"]["blender_version"] != "fake"
    assert (result.new_run_dir / "scene.blend").is_file()
