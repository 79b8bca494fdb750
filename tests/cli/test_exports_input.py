"""--export without Blender: the comma list is checked, and the fake pool's export files become
artifacts in report.json and the registry."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from orchestrator import InputError, RunRequest, build_request, execute
from orchestrator.testing import FakeRenderPool


def test_default_exports_are_glb_and_blend() -> None:
    assert build_request("A cozy bedroom").exports == ("glb", "blend")
    assert RunRequest(prompt="A cozy bedroom", seed=7).exports == ("glb", "blend")


def test_exports_are_parsed_deduplicated_and_kept_in_order() -> None:
    request = build_request("A cozy bedroom", exports=" usd, GLB ,usd,blend,")
    assert request.exports == ("usd", "glb", "blend")


@pytest.mark.parametrize("value", ["glb,usd,nope", "fbx", ""])
def test_unknown_or_empty_exports_are_one_line_input_errors(value: str) -> None:
    with pytest.raises(InputError) as info:
        build_request("A cozy bedroom", exports=value)
    message = str(info.value)
    assert "\n" not in message and "glb, blend, usd" in message
    if value == "glb,usd,nope":
        assert "'nope'" in message and "'glb'" not in message


def test_fake_pool_exports_become_artifacts(tmp_path: Path) -> None:
    request = build_request("A cozy bedroom", seed=7, render=False, exports="glb,usd")
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    run_dir = outcome.run_dir
    assert {"scene.blend", "scene.glb", "scene.usdc"} <= {p.name for p in run_dir.iterdir()}
    report = json.loads((run_dir / "report.json").read_text())
    assert set(report["artifacts"]) == {"glb", "usd", "blend", "scene", "plan"}
    for kind, name in (("glb", "scene.glb"), ("usd", "scene.usdc")):
        entry = report["artifacts"][kind]
        assert Path(entry["path"]) == run_dir / name
        assert len(entry["sha256"]) == 64 and entry["size_bytes"] > 0
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        kinds = {k for (k,) in db.execute("SELECT kind FROM artifacts WHERE run_id = ?",
                                          (outcome.run_id,))}
    assert kinds == {"glb", "usd", "blend", "scene", "plan"}


def test_blend_only_adds_no_export_artifacts(tmp_path: Path) -> None:
    request = build_request("A cozy bedroom", seed=7, render=False, exports="blend")
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    assert set(outcome.report["artifacts"]) == {"blend", "scene", "plan"}
    assert not (outcome.run_dir / "scene.glb").exists()
