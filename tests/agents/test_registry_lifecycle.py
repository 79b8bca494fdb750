"""The registry's run lifecycle and its failure modes (issue 18).

- Runs that never finish do not stay `planned`: each row records its owner process, `verify`
  reports an unfinished run whose process is gone, and `gc` marks it `failed`.
- `assets verify` exits 1 on a missing or altered blob (through the real CLI).
- A corrupt registry file or a folder gives one line naming the path, for every `assets`
  command; in a run, the registration is skipped and the run ends `degraded`.
- `assets open` with no program to open files says so (exit 1) instead of doing nothing.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import sqlite3
import stat
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agents.asset_registry import owners
from agents.asset_registry.agent import AssetRegistryAgent
from agents.asset_registry.store import (
    FINAL,
    SCHEMA_VERSION,
    UNFINISHED,
    ArtifactRecord,
    AssetStore,
)
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.palettes import apply_materials
from orchestrator import InputError, Scene
from orchestrator.errors import RegistryCorrupt

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")
_SCENE: list[Scene] = []


def a_scene() -> Scene:
    if not _SCENE:
        _SCENE.append(apply_materials(solve_layout(plan_offline("a cozy bedroom", 4))[0]))
    return _SCENE[0]


def register_rendered(store: AssetStore, tmp: Path, run_id: str) -> list[ArtifactRecord]:
    """A finished run with a render and a blend stored as blobs."""
    store.register_scene(run_id, a_scene())
    records = []
    for kind, name, data in (("render", "render.png", b"\x89PNG" + run_id.encode() * 100),
                             ("blend", "scene.blend", b"BLENDER-" + run_id.encode())):
        path = tmp / run_id / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        records.append(ArtifactRecord.from_file(kind, path))
    store.store_artifacts(run_id, records, status="rendered")
    return records


def dead_pid() -> int:
    """The pid of a process that has exited (and been reaped)."""
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def set_owner(registry: Path, run_id: str, host: str | None, pid: int | None,
              start: str | None, touched: str | None = None) -> None:
    conn = sqlite3.connect(registry)
    with conn:
        conn.execute("UPDATE scenes SET owner_host = ?, owner_pid = ?, owner_start = ?"
                     " WHERE run_id = ?", (host, pid, start, run_id))
        if touched is not None:
            conn.execute("UPDATE scenes SET created_at = ?, updated_at = ? WHERE run_id = ?",
                         (touched, touched, run_id))
    conn.close()


def status_of(store: AssetStore, run_id: str) -> str:
    row = store.get_scene(run_id)
    assert row is not None
    return str(row["status"])


def assets(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The real command line, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "orchestrator", "assets", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})


def one_error_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


# --- owners ---------------------------------------------------------------------------------


def test_the_owner_is_this_process_and_a_dead_or_reused_pid_is_gone() -> None:
    me = owners.current_owner()
    assert (me.host, me.pid) == (socket.gethostname(), os.getpid())
    assert owners.owner_alive(me.host, me.pid, me.start) is True
    assert owners.owner_alive(me.host, dead_pid(), None) is False
    assert owners.owner_alive("some-other-host", dead_pid(), None) is None  # never judged
    if LINUX:
        boot, namespace, ticks = me.start.split(":")
        assert ticks.isdigit() and boot and namespace
        assert owners.owner_alive(me.host, dead_pid(), me.start) is False
        reused = f"{boot}:{namespace}:{int(ticks) + 1}"  # same pid, another start time
        assert owners.owner_alive(me.host, me.pid, reused) is False
        assert owners.owner_alive(me.host, me.pid, f"other-boot:{namespace}:{ticks}") is False
        assert owners.owner_alive(me.host, me.pid, f"{boot}:1:{ticks}") is None  # container


@pytest.mark.skipif(not LINUX, reason="reads /proc")
def test_a_zombie_owner_is_gone() -> None:
    child = subprocess.Popen(["sleep", "0.2"])
    try:
        token = owners.start_token(child.pid)
        assert token is not None
        assert owners.owner_alive(socket.gethostname(), child.pid, token) is True
        proc_stat = Path(f"/proc/{child.pid}/stat")
        deadline = time.monotonic() + 10
        while proc_stat.read_text().rpartition(")")[2].split()[0] != "Z":  # exited, not reaped
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert owners.owner_alive(socket.gethostname(), child.pid, token) is False
    finally:
        child.wait()


# --- the store ------------------------------------------------------------------------------


def test_statuses_are_named_once() -> None:
    assert {"planned"} == UNFINISHED
    assert {"rendered", "built", "cancelled", "failed"} == FINAL and not UNFINISHED & FINAL


def test_register_scene_records_the_owner_and_set_status_ends_a_run(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "registry.sqlite3") as store:
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
        store.register_scene("run", a_scene())
        row = store.get_scene("run")
        assert row is not None and row["status"] == "planned"
        assert (row["owner_host"], row["owner_pid"]) == (socket.gethostname(), os.getpid())
        assert row["owner_start"] == owners.current_owner().start
        assert store.abandoned_runs(grace_s=0) == []  # its owner (this test) is alive
        for status in ("cancelled", "failed"):  # what the host records when a run stops
            store.set_status("run", status)
            assert status_of(store, "run") == status


def test_a_run_whose_process_was_killed_is_reported_then_marked_failed(tmp_path: Path) -> None:
    registry = tmp_path / "registry.sqlite3"
    with AssetStore(registry) as store:
        register_rendered(store, tmp_path / "out", "done")
        store.register_scene("live", a_scene())  # this process: still running
    child = subprocess.run([sys.executable, "-c", (
        "import os, signal, sys\n"
        "from agents.asset_registry.store import AssetStore\n"
        "from agents.geometry.layout import solve_layout\n"
        "from agents.prompt_interpreter.offline_planner import plan_offline\n"
        "from agents.texture.palettes import apply_materials\n"
        "scene = apply_materials(solve_layout(plan_offline('a cozy bedroom', 4))[0])\n"
        "store = AssetStore(sys.argv[1])\n"
        "store.register_scene('killed', scene)\n"
        "print(os.getpid(), flush=True)\n"
        "os.kill(os.getpid(), signal.SIGKILL)  # mid-run, without a word\n"),
        str(registry)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert child.returncode == -signal.SIGKILL, child.stderr
    pid = int(child.stdout)

    with AssetStore(registry) as store:
        problems = store.verify()
        assert problems == [f"run killed is still 'planned' but its process (pid {pid} on "
                            f"{socket.gethostname()}) is gone; `assets gc` will mark it failed"]
        dry = store.gc(dry_run=True)
        assert dry.runs_swept == 1 and status_of(store, "killed") == "planned"
        done = store.gc()  # the grace period is for ownerless rows and orphan blobs only
        assert done.runs_swept == 1 and done.to_dict()["runs_swept"] == 1
        assert status_of(store, "killed") == "failed"  # kept: an honest history
        assert (status_of(store, "live"), status_of(store, "done")) == ("planned", "rendered")
        assert store.verify() == [] and store.gc().runs_swept == 0


def test_who_is_swept_and_who_is_not(tmp_path: Path) -> None:
    registry = tmp_path / "registry.sqlite3"
    old = (datetime.now(UTC) - timedelta(hours=2)).isoformat()
    gone = dead_pid()
    with AssetStore(registry) as store:
        for run_id in ("elsewhere", "finished", "cancelled", "legacy-old", "legacy-new",
                       "dead"):
            store.register_scene(run_id, a_scene())
        store.set_status("finished", "built")
        store.set_status("cancelled", "cancelled")
    # Another host's pids mean nothing here: its run may still be going.
    set_owner(registry, "elsewhere", "another-host", gone, None)
    set_owner(registry, "finished", socket.gethostname(), gone, None)
    set_owner(registry, "cancelled", socket.gethostname(), gone, None)
    set_owner(registry, "dead", socket.gethostname(), gone, None)  # no start token: os.kill
    set_owner(registry, "legacy-old", None, None, None, touched=old)  # from before v4
    set_owner(registry, "legacy-new", None, None, None)
    with AssetStore(registry) as store:
        assert store.abandoned_runs() == ["legacy-old", "dead"]
        assert sorted(store.abandoned_runs(grace_s=0)) == ["dead", "legacy-new", "legacy-old"]
        problems = store.verify()
        assert len(problems) == 2
        assert "run legacy-old is still 'planned' but no owner recorded" in problems[0]
        assert f"run dead is still 'planned' but its process (pid {gone} on " in problems[1]
        assert store.gc().runs_swept == 2
        assert {r["run_id"]: r["status"] for r in store.list_scenes()} == {
            "elsewhere": "planned", "finished": "built", "cancelled": "cancelled",
            "legacy-old": "failed", "legacy-new": "planned", "dead": "failed"}


def test_a_v3_database_gains_the_owner_columns(tmp_path: Path) -> None:
    registry = tmp_path / "registry.sqlite3"
    with AssetStore(registry) as store:
        store.register_scene("v3-run", a_scene())
    conn = sqlite3.connect(registry)  # back to what a v3 file looked like
    with conn:
        conn.execute("DROP INDEX scenes_status")
        for column in ("owner_host", "owner_pid", "owner_start"):
            conn.execute(f"ALTER TABLE scenes DROP COLUMN {column}")
        conn.execute("UPDATE scenes SET created_at = '2024-01-01T00:00:00+00:00',"
                     " updated_at = NULL")
        conn.execute("PRAGMA user_version = 3")
    conn.close()
    with AssetStore(registry) as store:
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        row = store.get_scene("v3-run")
        assert row is not None and row["owner_pid"] is None and row["status"] == "planned"
        assert store.verify() == ["run v3-run is still 'planned' but no owner recorded, last "
                                  "touched 2024-01-01 00:00:00; `assets gc` will mark it failed"]
        assert store.gc().runs_swept == 1 and status_of(store, "v3-run") == "failed"


# --- `assets verify` exits 1 on a problem (the real CLI) ------------------------------------


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    path = tmp_path / "reg" / "registry.sqlite3"
    with AssetStore(path) as store:
        register_rendered(store, tmp_path / "out", "bed-1")
    return path


def blob_of(registry: Path, kind: str) -> Path:
    with AssetStore(registry) as store:
        path = store.artifact_path("bed-1", kind)
    os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)  # blobs are read-only
    return path


def test_verify_is_ok_on_a_clean_registry(registry: Path) -> None:
    proc = assets("verify", "--registry", str(registry))
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "ok\n", "")


def test_verify_exits_1_when_a_blob_is_deleted(registry: Path) -> None:
    blob = blob_of(registry, "render")
    blob.unlink()
    proc = assets("verify", "--registry", str(registry))
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.splitlines() == [f"blob {blob.parent.name}/{blob.name} is missing "
                                        "(runs bed-1)", "1 problem"]
    proc = assets("verify", "--json", "--registry", str(registry))
    assert proc.returncode == 1
    assert json.loads(proc.stdout) == {"ok": False, "problems": [
        f"blob {blob.parent.name}/{blob.name} is missing (runs bed-1)"]}


def test_verify_exits_1_when_a_blob_is_altered(registry: Path) -> None:
    blob = blob_of(registry, "blend")
    data = bytearray(blob.read_bytes())
    data[0] ^= 0xFF  # same size, other bytes
    blob.write_bytes(bytes(data))
    proc = assets("verify", "--registry", str(registry))
    assert proc.returncode == 1, proc.stderr
    first = proc.stdout.splitlines()[0]
    assert first.startswith(f"blob {blob.parent.name}/{blob.name} has sha256 ")
    assert first.endswith("(runs bed-1)") and proc.stdout.endswith("1 problem\n")
    proc = assets("verify", "--json", "--registry", str(registry))
    report = json.loads(proc.stdout)
    assert proc.returncode == 1 and not report["ok"] and report["problems"] == [first]


def test_verify_and_gc_on_an_abandoned_run(registry: Path) -> None:
    with AssetStore(registry) as store:
        store.register_scene("crashed", a_scene())
    gone = dead_pid()
    set_owner(registry, "crashed", socket.gethostname(), gone, None)
    proc = assets("verify", "--registry", str(registry))
    assert proc.returncode == 1
    assert f"run crashed is still 'planned' but its process (pid {gone} on " in proc.stdout
    assert "`assets gc` will mark it failed" in proc.stdout
    proc = assets("gc", "--dry-run", "--json", "--registry", str(registry))
    assert proc.returncode == 0 and json.loads(proc.stdout)["runs_swept"] == 1
    proc = assets("gc", "--registry", str(registry))
    assert proc.returncode == 0
    assert proc.stdout.rstrip().endswith("marked 1 unfinished runs whose process is gone failed")
    proc = assets("verify", "--registry", str(registry))
    assert (proc.returncode, proc.stdout) == (0, "ok\n")


# --- a registry that is not a database ------------------------------------------------------

COMMANDS = [("list",), ("show", "bed-1"), ("search", "bed"), ("open", "bed-1", "--print"),
            ("gc",), ("verify",), ("verify", "--json")]


def corrupt(tmp_path: Path, how: str) -> tuple[Path, str]:
    """A registry file spoilt `how`, and the words the error must use."""
    path = tmp_path / "bad" / "registry.sqlite3"
    if how == "random":
        path.parent.mkdir(parents=True)
        path.write_bytes(os.urandom(64 * 1024))
        return path, "is not an SQLite database (file is not a database)"
    with AssetStore(path) as store:  # a real registry, then half of it lost
        for i in range(20):
            register_rendered(store, tmp_path / "out", f"run-{i}")
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    return path, "is a damaged SQLite database (database disk image is malformed)"


@pytest.mark.parametrize("how", ["random", "truncated"])
def test_every_assets_command_names_a_corrupt_registry_in_one_line(
        tmp_path: Path, how: str, capsys: pytest.CaptureFixture[str]) -> None:
    from orchestrator.cli import root as cli

    path, words = corrupt(tmp_path, how)
    before = path.read_bytes()
    with pytest.raises(RegistryCorrupt, match=r"damaged|not an SQLite"):
        AssetStore(path)
    for command in COMMANDS:
        with pytest.raises(SystemExit) as exit_info:
            cli.main(["assets", *command, "--registry", str(path)])
        assert exit_info.value.code == 1, command
        line = one_error_line(capsys.readouterr().err)
        assert line == f"error: RegistryCorrupt: --registry {str(path)!r} {words}", line
    assert path.read_bytes() == before  # nothing was written to it


def test_a_folder_as_the_registry_is_bad_input(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from orchestrator.cli import root as cli

    with pytest.raises(InputError, match="is a folder, not a database file"):
        AssetStore(tmp_path)
    for command in COMMANDS:
        with pytest.raises(SystemExit) as exit_info:
            cli.main(["assets", *command, "--registry", str(tmp_path)])
        assert exit_info.value.code == 2, command
        assert one_error_line(capsys.readouterr().err) == (
            f"error: --registry {str(tmp_path)!r} is a folder, not a database file")


def test_the_real_cli_on_a_corrupt_registry(tmp_path: Path) -> None:
    path, words = corrupt(tmp_path, "random")
    proc = assets("list", "--registry", str(path))
    assert proc.returncode == 1 and proc.stdout == ""
    assert one_error_line(proc.stderr) == (
        f"error: RegistryCorrupt: --registry {str(path)!r} {words}")


@pytest.mark.parametrize("how", ["random", "folder"])
def test_a_run_with_an_unusable_registry_ends_degraded(tmp_path: Path, how: str) -> None:
    from orchestrator import RunRequest, execute
    from orchestrator.testing import FakeRenderPool

    if how == "random":
        registry, words = corrupt(tmp_path, "random")
    else:
        registry, words = tmp_path / "a-folder", "is a folder, not a database file"
        registry.mkdir()
    before = registry.read_bytes() if registry.is_file() else None

    agent = AssetRegistryAgent(registry)
    asyncio.run(agent.start())  # does not raise: the run must go on
    assert agent.unavailable is not None and words in agent.unavailable
    with pytest.raises(RuntimeError, match="asset registry unavailable"):
        _ = agent.store  # so handle() fails, and the breaker's fallback answers

    outcome = asyncio.run(execute(RunRequest(prompt="A cozy bedroom", seed=7),
                                  tmp_path / "out", registry, pool=FakeRenderPool(delay=0)))
    report = outcome.report
    assert report["status"] == "degraded"
    registry_degradations = [d for d in report["degradations"] if d["stage"] == "registry"]
    assert registry_degradations and all(d["agent"] == "asset_registry"
                                         for d in registry_degradations)
    assert words in registry_degradations[0]["reason"]
    assert (outcome.run_dir / "render.png").is_file()
    if before is not None:
        assert registry.read_bytes() == before


# --- `assets open` with no program to open files ---------------------------------------------


@pytest.mark.skipif(not LINUX, reason="xdg-open is the opener on Linux")
def test_open_without_an_opener_says_so(registry: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    proc = assets("open", "bed-1", "--registry", str(registry), env={"PATH": str(empty)})
    assert proc.returncode == 1
    line = one_error_line(proc.stderr)
    assert line.startswith("error: NoOpener: no program to open files here (xdg-open not "
                           "found); the file is at ")
    assert Path(line.rsplit(" ", 1)[1]).read_bytes() == (
        registry.parent.parent / "out/bed-1/render.png").read_bytes()


@pytest.mark.skipif(not LINUX, reason="xdg-open is the opener on Linux")
@pytest.mark.parametrize("code", [3, 0])
def test_open_with_an_opener_that_fails_or_works(registry: Path, tmp_path: Path,
                                                 code: int) -> None:
    bin_dir, opened = tmp_path / "bin", tmp_path / "opened.txt"
    bin_dir.mkdir()
    opener = bin_dir / "xdg-open"
    opener.write_text(f"#!/bin/sh\necho \"$1\" > '{opened}'\n"
                      f"echo 'xdg-open: no method available for opening' >&2\nexit {code}\n")
    opener.chmod(0o755)
    proc = assets("open", "bed-1", "--kind", "blend", "--registry", str(registry),
                  env={"PATH": f"{bin_dir}{os.pathsep}/bin{os.pathsep}/usr/bin"})
    shown = Path(opened.read_text().strip())
    assert shown.name.endswith("-scene.blend") and shown.read_bytes() == b"BLENDER-bed-1"
    if code == 0:
        assert (proc.returncode, proc.stderr) == (0, "")
        return
    assert proc.returncode == 1
    assert one_error_line(proc.stderr) == (
        "error: NoOpener: no program to open files here (xdg-open exited 3: xdg-open: no "
        f"method available for opening); the file is at {shown}")
