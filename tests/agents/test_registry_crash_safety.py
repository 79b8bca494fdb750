"""The asset registry under SIGKILL and under concurrent writers, with real processes.

Workers (`registry_worker.py`) register runs into one shared registry. The crash test kills
them at random moments, many times over; afterwards the database must pass
`PRAGMA integrity_check`, every artifact row must name a present blob whose bytes are the
complete artifact (sha256 and size match), no temp file may be referenced, every run the
worker reported as registered must be there, and `gc` must clean up what the kills left.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agents.asset_registry.blobs import TEMP_PREFIX, BlobStore
from agents.asset_registry.store import AssetStore
from tests.testkit.registry_worker import FILES, SHARED_BLENDS, content

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).resolve().parents[1] / "testkit" / "registry_worker.py"
ROUNDS, WORKERS_PER_ROUND, RUNS_PER_WORKER = 30, 2, 80
KILL_AFTER_S = (0.02, 0.3)


def start(registry: Path, workdir: Path, prefix: str, runs: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(WORKER), str(registry), str(workdir), prefix,
                             str(runs)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def check_registry(registry: Path) -> dict[str, int]:
    """Assert the invariants a crash must not break; return counts."""
    conn = sqlite3.connect(registry)  # a plain connection: recovers the WAL like any reader
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        artifacts = conn.execute("SELECT run_id, kind, sha256, size_bytes, blob FROM artifacts"
                                 ).fetchall()
        scenes = dict(conn.execute("SELECT run_id, status FROM scenes").fetchall())
    finally:
        conn.close()
    blobs = BlobStore(registry.parent / "blobs")
    kinds: dict[str, set[str]] = {}
    for run_id, kind, sha, size, blob in artifacts:
        assert blob == f"{sha[:2]}/{sha}" and TEMP_PREFIX not in blob, blob
        data = (blobs.root / blob).read_bytes()  # present ...
        assert len(data) == size and hashlib.sha256(data).hexdigest() == sha  # ... and intact
        assert data == content(run_id, kind), (run_id, kind)  # the whole artifact, not a part
        kinds.setdefault(run_id, set()).add(kind)
    for run_id, status in scenes.items():
        # artifacts and status are one transaction: all of them with "rendered", or none
        assert kinds.get(run_id, set()) == (set(FILES) if status == "rendered" else set()), (
            run_id, status, kinds.get(run_id))
    return {"scenes": len(scenes), "rendered": sum(s == "rendered" for s in scenes.values()),
            "artifact_rows": len(artifacts), "blobs": len(list(blobs.blobs())),
            "temp_files": len(list(blobs.temp_files()))}


@pytest.mark.slow
def test_sigkill_at_random_moments_never_corrupts_the_registry(tmp_path: Path) -> None:
    seed = int(os.environ.get("REGISTRY_CRASH_SEED", time.time_ns() % 2**32))
    rng = random.Random(seed)
    registry, workdir = tmp_path / "reg" / "registry.sqlite3", tmp_path / "work"
    began, kills, reported = time.monotonic(), 0, set()
    for round_ in range(ROUNDS):
        procs = [start(registry, workdir, f"r{round_:02d}w{w}", RUNS_PER_WORKER)
                 for w in range(WORKERS_PER_ROUND)]
        if round_ % 5:  # most rounds: aim at registrations, not at Python's start-up
            for proc in procs:
                assert proc.stdout is not None and proc.stdout.readline() == "ready\n", (
                    proc.stderr.read() if proc.stderr else "")
        t0 = time.monotonic()
        for delay, proc in sorted(((rng.uniform(*KILL_AFTER_S), p) for p in procs),
                                  key=lambda pair: pair[0]):
            time.sleep(max(0.0, t0 + delay - time.monotonic()))
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
                kills += 1
        for proc in procs:
            out, err = proc.communicate()
            assert proc.returncode in (0, -signal.SIGKILL), err
            reported |= {line for line in out.split() if line != "ready"}
    counts = check_registry(registry)

    conn = sqlite3.connect(registry)
    rendered = {r for (r,) in conn.execute("SELECT run_id FROM scenes WHERE status='rendered'")}
    conn.close()
    assert reported <= rendered, f"seed {seed}: runs reported done are missing"
    assert kills >= ROUNDS, f"seed {seed}: only {kills} kills landed"
    assert counts["rendered"] > 0

    with AssetStore(registry) as store:
        # The only problems: runs a kill left `planned`, whose process is gone.
        problems = store.verify()
        assert all("is still 'planned' but its process" in p for p in problems), problems
        swept = store.gc(grace_s=0)
        assert swept.runs_swept == len(problems) == counts["scenes"] - counts["rendered"]
        assert store.verify() == [], f"seed {seed}"
    after = check_registry(registry)
    assert after["temp_files"] == 0 and after["artifact_rows"] == counts["artifact_rows"]
    assert after["blobs"] == counts["blobs"] - swept.blobs_deleted
    print(f"\ncrash test (seed {seed}): {ROUNDS} rounds, {kills} kills, {counts['scenes']} "
          f"scenes ({counts['rendered']} rendered, {len(reported)} reported done), "
          f"{counts['artifact_rows']} artifact rows in {counts['blobs']} blobs, "
          f"{counts['temp_files']} temp files and {swept.blobs_deleted} orphan blobs swept, "
          f"{time.monotonic() - began:.1f} s")


def test_concurrent_processes_lose_nothing(tmp_path: Path) -> None:
    registry, workdir = tmp_path / "reg" / "registry.sqlite3", tmp_path / "work"
    procs = [start(registry, workdir, f"p{w}", 25) for w in range(4)]  # a fresh file, at once
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert len(out.split()) == 26  # "ready" and 25 run ids
    counts = check_registry(registry)
    assert (counts["scenes"], counts["rendered"], counts["artifact_rows"]) == (100, 100, 300)
    # every render and scene file differs; the blends come from a few shared contents
    assert counts["blobs"] == 200 + SHARED_BLENDS and counts["temp_files"] == 0
    with AssetStore(registry) as store:
        assert store.verify() == []
        assert len(store.search(category="bed", limit=1000)) == 100
