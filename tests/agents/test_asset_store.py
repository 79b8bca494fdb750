"""The SQLite asset store: round trips, WAL mode, and concurrent writers losing nothing."""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from pathlib import Path

import pytest
from pydantic import ValidationError

from agents.asset_registry.store import (
    ArtifactRecord,
    AssetStore,
    UnknownRunError,
    default_registry_path,
    sha256_file,
)
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.palettes import apply_materials
from orchestrator import Scene

_SCENE: list[Scene] = []


def a_scene() -> Scene:
    if not _SCENE:
        _SCENE.append(apply_materials(solve_layout(plan_offline("a cozy bedroom", 4))[0]))
    return _SCENE[0]


def test_register_and_read_back(tmp_path: Path) -> None:
    scene = a_scene()
    with AssetStore(tmp_path / "reg.sqlite3") as store:
        store.register_scene("run-1", scene)
        row = store.get_scene("run-1")
        assert row is not None
        assert (row["prompt"], row["seed"], row["room_type"], row["style"], row["status"]) == (
            "a cozy bedroom", 4, "bedroom", scene.plan.style, "planned")
        assert row["scene_hash"] == scene.content_hash()
        assert row["planner"] == "offline" and row["version"] == scene.provenance.version
        assert {o["object_id"] for o in row["objects"]} == {o.id for o in scene.objects}
        assert {m["material_id"] for m in row["materials"]} == {m.id for m in scene.materials}
        assert row["artifacts"] == []
        assert store.get_scene("nope") is None

        store.set_status("run-1", "rendered")
        created = row["created_at"]
        store.register_scene("run-1", scene.model_copy(update={"objects": scene.objects[:2]}),
                             status="validated")
        again = store.get_scene("run-1")
        assert again is not None and again["status"] == "validated"
        assert again["created_at"] == created and len(again["objects"]) == 2
        assert [s["run_id"] for s in store.list_scenes()] == ["run-1"]


def test_artifacts_with_hashes(tmp_path: Path) -> None:
    render = tmp_path / "render.png"
    render.write_bytes(b"\x89PNG" + bytes(range(256)) * 50)
    assert sha256_file(render) == hashlib.sha256(render.read_bytes()).hexdigest()
    record = ArtifactRecord.from_file("render", render)
    assert record.size_bytes == render.stat().st_size
    with pytest.raises(ValidationError):
        record.kind = "blend"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        ArtifactRecord(kind="x", path="p", sha256="not-a-hash", size_bytes=1)
    with AssetStore(tmp_path / "reg.sqlite3") as store:
        store.register_scene("run-2", a_scene())
        store.add_artifacts("run-2", [record, ArtifactRecord(
            kind="blend", path="scene.blend", sha256="0" * 64, size_bytes=10)])
        row = store.get_scene("run-2")
        assert row is not None
        assert [(a["kind"], a["sha256"]) for a in row["artifacts"]] == [
            ("render", record.sha256), ("blend", "0" * 64)]
        with pytest.raises(UnknownRunError):
            store.add_artifacts("ghost", [record])
        with pytest.raises(UnknownRunError):
            store.set_status("ghost", "rendered")


def test_wal_mode_and_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "reg.sqlite3"
    store = AssetStore(path)
    try:
        assert store.journal_mode == "wal"
        assert store.conn.execute("PRAGMA busy_timeout").fetchone()[0] > 0
        other = sqlite3.connect(path)
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        other.close()
    finally:
        store.close()
    store.close()  # idempotent
    with pytest.raises(RuntimeError):
        store.list_scenes()


def test_default_path_honours_the_environment(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.setenv("VOXEL_WEAVER_REGISTRY", str(tmp_path / "env.sqlite3"))
    assert default_registry_path() == tmp_path / "env.sqlite3"
    monkeypatch.delenv("VOXEL_WEAVER_REGISTRY")
    assert default_registry_path() == Path.home() / ".voxel_weaver" / "registry.sqlite3"


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "reg.sqlite3"
    scene = a_scene()
    shared = AssetStore(path)
    second = AssetStore(path)  # another connection to the same file, as another process would
    record = ArtifactRecord(kind="render", path="r.png", sha256="a" * 64, size_bytes=1)
    errors: list[BaseException] = []
    threads_n, runs_per_thread = 8, 15

    def work(t: int) -> None:
        store = shared if t % 2 else second
        try:
            for i in range(runs_per_thread):
                run_id = f"t{t}-r{i}"
                store.register_scene(run_id, scene)
                store.add_artifacts(run_id, [record, record])
                store.set_status(run_id, "rendered")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(threads_n)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    total = threads_n * runs_per_thread
    rows = shared.list_scenes(limit=1000)
    assert len(rows) == total and {r["status"] for r in rows} == {"rendered"}
    conn = shared.conn
    assert conn.execute("SELECT COUNT(*) FROM artifacts").fetchone()[0] == 2 * total
    assert conn.execute("SELECT COUNT(*) FROM scene_objects").fetchone()[0] == (
        total * len(scene.objects))
    assert len(shared.list_scenes(limit=5)) == 5
    shared.close()
    second.close()
