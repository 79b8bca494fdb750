"""Bad input: a one-line error, exit code 2, and nothing written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, cwd: Path,
            env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(cwd / "registry.sqlite3"),
           **(env_extra or {})}
    return subprocess.run([sys.executable, str(ROOT / "main_async.py"), *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("",), "prompt is empty"),
        (("   \t\n  ",), "prompt is empty"),
        (("x" * 100_000,), "limit is 2,000"),
        (("--example", "spaceship"), "spaceship"),
        (("A cozy bedroom", "--quality", "ultra"), "ultra"),
        (("A cozy bedroom", "--seed", "-5"), "seed"),
        (("A cozy bedroom", "--export", "glb,obj"), "cannot export 'obj'"),
        (("A cozy bedroom", "--density", "huge"), "huge"),
        ((), "PROMPT or --example"),
    ],
    ids=["empty", "whitespace", "100kB", "unknown-example", "quality-ultra", "negative-seed",
         "unknown-export", "density-huge", "nothing"],
)
def test_bad_input_is_one_line_exit_2_and_writes_nothing(
    tmp_path: Path, args: tuple[str, ...], needle: str
) -> None:
    out = tmp_path / "out"
    proc = run_cli(*args, "--out", str(out), cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert needle in lines[0]
    assert "Traceback" not in proc.stderr
    assert not out.exists() or not any(out.iterdir())


KEY = {"ANTHROPIC_API_KEY": "test-key"}


@pytest.mark.parametrize(
    ("args", "env", "needle"),
    [
        (("--llm", "anthropic"), {}, "needs ANTHROPIC_API_KEY"),
        (("--llm", "gpt"), {}, "gpt"),
        (("--review", "1"), {}, "--review needs a model"),
        (("--review", "9"), KEY, "9"),
        (("--review", "1", "--no-render"), KEY, "cannot be used with --no-render"),
        ((), {**KEY, "LLM_MAX_CONCURRENT_REQUESTS": "two"}, "whole number"),
        ((), {**KEY, "LLM_MAX_CONCURRENT_REQUESTS": "0"}, "between 1 and 32"),
        (("--llm-base-url", "ftp://proxy"), KEY, "must start with http"),
        (("--model", "two words"), KEY, "not a model id"),
        ((), {**KEY, "VOXEL_WEAVER_EFFORT": "extreme"}, "VOXEL_WEAVER_EFFORT must be one of"),
    ],
    ids=["anthropic-without-key", "unknown-llm", "review-offline", "review-too-many",
         "review-no-render", "concurrency-word", "concurrency-zero", "base-url", "model-id",
         "effort"],
)
def test_bad_llm_options_are_one_line_exit_2(tmp_path: Path, args: tuple[str, ...],
                                             env: dict[str, str], needle: str) -> None:
    out = tmp_path / "out"
    proc = run_cli("A cozy bedroom", *args, "--out", str(out), cwd=tmp_path, env_extra=env)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], proc.stderr
    assert not out.exists() or not any(out.iterdir())


def test_unwritable_out_is_one_line_exit_2(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder should be")
    proc = run_cli("A cozy bedroom", "--out", str(blocked / "sub"), cwd=tmp_path)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "cannot write to --out" in proc.stderr
    assert blocked.read_text() == "a file where a folder should be"


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to read-only folders")
def test_read_only_out_is_refused(tmp_path: Path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    proc = run_cli("A cozy bedroom", "--out", str(ro), cwd=tmp_path)
    assert proc.returncode == 2
    assert "cannot write to --out" in proc.stderr


def test_examples_lists_the_presets(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "orchestrator", "examples"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    for name in ("cozy_bedroom", "living_room", "office", "cafe", "kitchen"):
        assert name in proc.stdout
