"""The API key never lands anywhere but the request header: not in logs, reports, journals, the
registry, the model cache, exports, the .blend or an error message. Real SDK against the local
fake server, real Blender, every file the run touches read byte by byte."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from orchestrator.testing import FakeAnthropicServer, HttpError

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.blender, pytest.mark.slow]


def run_cli(tmp_path: Path, server: FakeAnthropicServer, key: str,
            *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ANTHROPIC_API_KEY": key, "LLM_MAX_RETRIES": "0",
           "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry" / "registry.sqlite3"),
           "VOXEL_WEAVER_LLM_CACHE": str(tmp_path / "llm_cache")}
    return subprocess.run(
        [sys.executable, str(ROOT / "main_async.py"), "a cozy bedroom at dusk", "--llm",
         "anthropic", "--llm-base-url", server.base_url, "--quality", "draft",
         "--export", "glb,blend,usd", "--log-level", "DEBUG",
         "--log-file", str(tmp_path / "logs" / "run.log"),
         "--journal", str(tmp_path / "logs" / "all.jsonl"), "--out", str(tmp_path / "out"),
         *args],
        capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)


def uncompressed_blends(tmp_path: Path) -> list[Path]:
    """.blend files are zstd-compressed: save an uncompressed copy of each to grep."""
    bpy = pytest.importorskip("bpy")
    copies = []
    for blend in tmp_path.rglob("*.blend"):
        bpy.ops.wm.open_mainfile(filepath=str(blend))
        copy = tmp_path / "plain" / f"{len(copies)}.blend"
        copy.parent.mkdir(exist_ok=True)
        bpy.ops.wm.save_as_mainfile(filepath=str(copy), compress=False, copy=True)
        copies.append(copy)
    bpy.ops.wm.read_factory_settings(use_empty=True)
    return copies


def test_the_key_is_in_no_artifact_log_report_journal_or_error(
        tmp_path: Path, fake_anthropic: FakeAnthropicServer) -> None:
    key = f"sk-ant-api03-{secrets.token_hex(24)}"
    ok = run_cli(tmp_path, fake_anthropic, key)
    assert ok.returncode == 0, ok.stderr
    # a model that fails (401 and 500): the errors and fallbacks must not quote the key
    fake_anthropic.script(HttpError(401, "authentication_error"),
                          HttpError(500, "api_error"), tool="submit_scene_plan")
    failing = run_cli(tmp_path, fake_anthropic, key, "--no-llm-cache")
    assert failing.returncode in (0, 3), failing.stderr
    assert "401" in (failing.stdout + failing.stderr) or "fallback" in failing.stdout.lower()

    files = [p for p in tmp_path.rglob("*") if p.is_file()] + uncompressed_blends(tmp_path)
    kinds = {p.suffix for p in files}
    assert {".png", ".blend", ".glb", ".usdc", ".json", ".jsonl", ".log",
            ".sqlite3"} <= kinds, kinds
    needles = [key.encode(), key[-16:].encode()]  # the whole key, and its tail alone
    leaks = [str(p) for p in files for n in needles if n in p.read_bytes()]
    leaks += [name for name, text in (("stdout", ok.stdout + failing.stdout),
                                      ("stderr", ok.stderr + failing.stderr))
              if key[-16:] in text]
    assert not leaks, f"the API key leaked into {leaks}"
    # the key did travel, where it belongs: in each request's auth header
    assert fake_anthropic.requests, "the model was never asked: the test proves nothing"
    for request in fake_anthropic.requests:
        sent = request.headers.get("x-api-key") or request.headers.get("authorization", "")
        assert sent.removeprefix("Bearer ") == key
