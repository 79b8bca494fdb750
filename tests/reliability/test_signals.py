"""Stopping `generate` and `batch` the way schedulers, terminals and `kill -9` do, mid-render.

Each case starts the real CLI in its own session (so a signal to its process group cannot hit
pytest), waits until Blender is rendering, sends the signal and then checks what an operator
would: every process the command started is gone within 5 s (found by a marker in their
environment, which survives re-parenting to init), no file of the run folder was written or
changed after the signal except the run's own report and journal, the report and the registry
row say `cancelled`, and stderr got exactly one line after the signal. A SIGKILLed parent
cannot write anything; its row is closed later by `assets gc`.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKER = "VOXEL_WEAVER_SIGNAL_TEST"
pytestmark = [pytest.mark.blender, pytest.mark.slow]

Send = Callable[[subprocess.Popen[bytes]], None]


def to_process(signum: int) -> Send:
    return lambda proc: os.kill(proc.pid, signum)


def to_group(signum: int) -> Send:  # what a terminal's Ctrl-C does
    return lambda proc: os.killpg(proc.pid, signum)


@dataclass
class Started:
    proc: subprocess.Popen[bytes]
    tag: str
    stderr: Path
    tmp: Path

    def err(self) -> str:
        return self.stderr.read_text(errors="replace")


def start(tmp_path: Path, *args: str) -> Started:
    tag = uuid.uuid4().hex
    env = {**os.environ, MARKER: tag, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "reg.sqlite3"),
           "NO_COLOR": "1"}
    stderr = tmp_path / "stderr.txt"
    with stderr.open("wb") as err, (tmp_path / "stdout.txt").open("wb") as out:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main_async.py"), *args, "--out",
                                 str(tmp_path / "out"), "--log-level", "INFO"],
                                stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env,
                                cwd=tmp_path, start_new_session=True)
    return Started(proc, tag, stderr, tmp_path)


def wait_for_render(run: Started, renders: int = 1, timeout: float = 120.0) -> None:
    """Until `renders` jobs are in Blender, then a moment more so they are mid-frame."""
    deadline = time.monotonic() + timeout
    while run.err().count("[RENDER] rendering") < renders:
        assert run.proc.poll() is None, run.err()
        assert time.monotonic() < deadline, run.err()
        time.sleep(0.1)
    time.sleep(1.5)


def ours(tag: str) -> list[int]:
    """Live processes carrying this run's marker (zombies excluded: they hold nothing)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if f"{MARKER}={tag}".encode() not in (entry / "environ").read_bytes():
                continue
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(int(entry.name))
    return found


def files(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


def stop(run: Started, send: Send) -> tuple[int, str, dict[str, tuple[int, int]]]:
    """Send the signal; return the exit code, what stderr gained after it, and the files of
    the output folder as they were when the signal was sent."""
    before_err = len(run.err())
    before = files(run.tmp / "out")
    sent = time.monotonic()
    send(run.proc)
    code = run.proc.wait(timeout=60)
    while ours(run.tag) and time.monotonic() - sent < 5.0:
        time.sleep(0.1)
    assert ours(run.tag) == [], "processes of the stopped command are still alive"
    time.sleep(1.0)  # an orphan that escaped the check above would be writing now
    return code, run.err()[before_err:], before


def assert_no_stray_files(run: Started, before: dict[str, tuple[int, int]],
                          allowed: tuple[str, ...]) -> None:
    after = files(run.tmp / "out")
    changed = {name for name, stamp in after.items() if before.get(name) != stamp}
    assert {Path(name).name for name in changed} <= set(allowed), changed


def registry_status(run: Started) -> dict[str, str]:
    with sqlite3.connect(run.tmp / "reg.sqlite3") as db:
        return dict(db.execute("SELECT run_id, status FROM scenes").fetchall())


def assert_cancelled(run: Started, code: int, said: str, signum: int, runs: int) -> None:
    name = signal.Signals(signum).name
    assert code == 128 + signum, said
    lines = said.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: interrupted by {name}"), said
    reports = [json.loads(p.read_text()) for p in (run.tmp / "out").glob("*/report.json")]
    cancelled = [r for r in reports if r["status"] == "cancelled"]
    assert len(cancelled) == runs and all(name in r["error"] for r in cancelled)
    statuses = registry_status(run)
    assert [statuses[r["run_id"]] for r in cancelled] == ["cancelled"] * runs
    assert "planned" not in statuses.values()


@pytest.mark.parametrize("send,signum", [
    (to_process(signal.SIGTERM), signal.SIGTERM),
    (to_process(signal.SIGINT), signal.SIGINT),
    (to_group(signal.SIGINT), signal.SIGINT),
], ids=["sigterm", "sigint", "sigint-to-group"])
def test_a_stopped_generate_cancels_its_run(tmp_path: Path, send: Send, signum: int) -> None:
    run = start(tmp_path, "a cozy bedroom")
    wait_for_render(run)
    code, said, before = stop(run, send)
    assert_cancelled(run, code, said, signum, runs=1)
    assert_no_stray_files(run, before, allowed=("report.json", "journal.jsonl"))
    assert not list((tmp_path / "out").glob("*/render.png"))


@pytest.mark.parametrize("send,signum", [
    (to_process(signal.SIGTERM), signal.SIGTERM),
    (to_group(signal.SIGINT), signal.SIGINT),
], ids=["sigterm", "sigint-to-group"])
def test_a_stopped_batch_cancels_every_run_in_flight(tmp_path: Path, send: Send,
                                                     signum: int) -> None:
    prompts = tmp_path / "prompts.txt"
    prompts.write_text("a cozy bedroom\na modern office\na small cafe\na rustic kitchen\n")
    run = start(tmp_path, "batch", str(prompts), "--workers", "2", "--concurrency", "2")
    wait_for_render(run, renders=2)
    code, said, before = stop(run, send)
    assert_cancelled(run, code, said, signum, runs=2)
    assert "2 runs in flight cancelled" in said
    assert_no_stray_files(run, before, allowed=("report.json", "journal.jsonl"))
    assert len(list((tmp_path / "out").iterdir())) == 2  # the other lines never started


@pytest.mark.parametrize("command", [["a cozy bedroom"], ["batch", "PROMPTS", "--workers", "2"]],
                         ids=["generate", "batch"])
def test_sigkill_leaves_no_orphan_and_gc_closes_the_row(tmp_path: Path,
                                                        command: list[str]) -> None:
    prompts = tmp_path / "prompts.txt"
    prompts.write_text("a cozy bedroom\na modern office\n")
    run = start(tmp_path, *[str(prompts) if arg == "PROMPTS" else arg for arg in command])
    wait_for_render(run)
    code, _, before = stop(run, to_process(signal.SIGKILL))
    assert code == -signal.SIGKILL
    assert_no_stray_files(run, before, allowed=())
    assert set(registry_status(run).values()) == {"planned"}  # nobody was left to close it
    gc = subprocess.run([sys.executable, str(ROOT / "main_async.py"), "assets", "gc",
                         "--registry", str(tmp_path / "reg.sqlite3")],
                        capture_output=True, text=True, timeout=60)
    assert gc.returncode == 0, gc.stderr
    assert set(registry_status(run).values()) == {"failed"}
