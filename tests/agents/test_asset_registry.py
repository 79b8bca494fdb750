"""The asset registry: content-addressed blobs, the store's new API, schema migration from
v1/v2 database files, and the `assets` CLI commands."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import sqlite3
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from agents.asset_registry import blobs as blobs_mod
from agents.asset_registry.blobs import BlobMismatch, BlobStore, blob_key
from agents.asset_registry.store import (
    SCHEMA_VERSION,
    ArtifactRecord,
    AssetStore,
    UnknownArtifactError,
    UnknownRunError,
)
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.palettes import apply_materials
from orchestrator import InputError, Scene
from orchestrator.cli.assets import assets_group

_SCENES: dict[str, Scene] = {}


def scene_for(prompt: str, seed: int = 4) -> Scene:
    if prompt not in _SCENES:
        _SCENES[prompt] = apply_materials(solve_layout(plan_offline(prompt, seed))[0])
    return _SCENES[prompt]


def register_run(store: AssetStore, tmp: Path, run_id: str, prompt: str = "a cozy bedroom",
                 blend: bytes = b"BLENDER-shared") -> list[ArtifactRecord]:
    store.register_scene(run_id, scene_for(prompt))
    records = [
        ArtifactRecord.from_file("render", _write(tmp / run_id / "render.png",
                                                  b"\x89PNG" + run_id.encode() * 100)),
        ArtifactRecord.from_file("blend", _write(tmp / run_id / "scene.blend", blend)),
    ]
    store.store_artifacts(run_id, records, status="rendered")
    return records


def _write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


# --- blobs ----------------------------------------------------------------------------------


def test_identical_content_is_stored_once_and_read_only(tmp_path: Path) -> None:
    store = BlobStore(tmp_path / "blobs")
    a, b = _write(tmp_path / "a.png", b"same bytes"), _write(tmp_path / "b.png", b"same bytes")
    first, second = store.put(a), store.put(b, hashlib.sha256(b"same bytes").hexdigest(), 10)
    assert first.written and not second.written
    assert first.path == second.path == tmp_path / "blobs" / blob_key(first.sha256)
    assert first.path.parent.name == first.sha256[:2] and first.path.read_bytes() == b"same bytes"
    assert stat.S_IMODE(first.path.stat().st_mode) == 0o444
    assert [sha for sha, _ in store.blobs()] == [first.sha256]
    assert list(store.temp_files()) == []


def test_a_copy_that_does_not_match_its_hash_is_refused(tmp_path: Path) -> None:
    store = BlobStore(tmp_path / "blobs")
    src = _write(tmp_path / "render.png", b"the bytes on disk now")
    with pytest.raises(BlobMismatch):
        store.put(src, hashlib.sha256(b"what was hashed before").hexdigest())
    with pytest.raises(BlobMismatch):  # right hash, wrong size claimed
        store.put(src, hashlib.sha256(b"the bytes on disk now").hexdigest(), 3)
    assert list(store.blobs()) == [] and list(store.temp_files()) == []


def test_a_damaged_blob_is_found_and_replaced(tmp_path: Path) -> None:
    store = BlobStore(tmp_path / "blobs")
    blob = store.put(_write(tmp_path / "x", b"good"))
    os.chmod(blob.path, 0o644)
    blob.path.write_bytes(b"bad!")
    assert "has sha256" in (store.check(blob.sha256, 4) or "")
    assert store.put(tmp_path / "x", blob.sha256).written  # verified, found bad, rewritten
    assert store.check(blob.sha256, 4) is None
    blob.path.unlink()
    assert "missing" in (store.check(blob.sha256) or "")


# --- the store ------------------------------------------------------------------------------


def test_store_artifacts_copies_dedups_and_keeps_the_original_path(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "reg" / "registry.sqlite3") as store:
        first = register_run(store, tmp_path / "out", "run-a")
        register_run(store, tmp_path / "out", "run-b")
        row = store.get_scene("run-a")
        assert row is not None and row["status"] == "rendered"
        render = row["artifacts"][0]
        assert (render["kind"], render["sha256"], render["path"]) == (
            "render", first[0].sha256, str(tmp_path / "out" / "run-a" / "render.png"))
        assert render["blob"] == blob_key(first[0].sha256)
        assert Path(render["blob_path"]).read_bytes() == (tmp_path / "out/run-a/render.png"
                                                           ).read_bytes()
        assert store.blobs.root == tmp_path / "reg" / "blobs"
        assert len(list(store.blobs.blobs())) == 3  # two renders, one shared blend
        # a retried registration replaces the run's rows of those kinds, never duplicates
        store.store_artifacts("run-a", first)
        assert len(store.get_scene("run-a")["artifacts"]) == 2  # type: ignore[index]
        assert store.verify() == []


def test_nothing_is_recorded_when_a_file_changed_or_the_run_is_unknown(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "registry.sqlite3", blobs_dir=tmp_path / "elsewhere") as store:
        store.register_scene("run", scene_for("a cozy bedroom"))
        good = ArtifactRecord.from_file("scene", _write(tmp_path / "scene.json", b"{}"))
        render = ArtifactRecord.from_file("render", _write(tmp_path / "render.png", b"v1"))
        _write(tmp_path / "render.png", b"v2, half written")
        with pytest.raises(BlobMismatch):
            store.store_artifacts("run", [good, render], status="rendered")
        row = store.get_scene("run")
        assert row is not None and row["artifacts"] == [] and row["status"] == "planned"
        with pytest.raises(UnknownRunError):
            store.store_artifacts("ghost", [good])
        assert store.blobs.root == tmp_path / "elsewhere"


def test_a_blob_that_gc_takes_mid_registration_is_copied_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with AssetStore(tmp_path / "registry.sqlite3") as store:
        store.register_scene("run", scene_for("a cozy bedroom"))
        record = ArtifactRecord.from_file("render", _write(tmp_path / "r.png", b"pixels"))
        real_put, calls = BlobStore.put, []

        def put_then_lose_it(self: BlobStore, *args: object, **kwargs: object) -> object:
            blob = real_put(self, *args, **kwargs)  # type: ignore[arg-type]
            calls.append(blob)
            if len(calls) == 1:
                blob.path.unlink()  # what a gc between the copy and the row would do
            return blob

        monkeypatch.setattr(BlobStore, "put", put_then_lose_it)
        store.store_artifacts("run", [record])
        assert len(calls) == 2 and store.verify() == []


def test_gc_removes_orphans_and_temp_files_but_not_what_rows_name(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "registry.sqlite3") as store:
        register_run(store, tmp_path / "out", "run-a")
        orphan = store.blobs.put(_write(tmp_path / "orphan", b"nobody names me" * 10))
        shard = orphan.path.parent
        temp = shard / f"{blobs_mod.TEMP_PREFIX}dead-writer"
        temp.write_bytes(b"half a bl")
        young = store.gc(dry_run=True)  # default grace: an hour
        assert (young.blobs_deleted, young.temp_deleted, young.young_kept) == (0, 0, 2)
        dry = store.gc(dry_run=True, grace_s=0)
        assert (dry.blobs_deleted, dry.blob_bytes, dry.temp_deleted, dry.temp_bytes) == (
            1, 150, 1, 9)
        assert orphan.path.exists() and temp.exists()
        done = store.gc(grace_s=0)
        assert done.to_dict() == {**dry.to_dict(), "dry_run": False}
        assert done.blobs_kept == 2 and not orphan.path.exists() and not temp.exists()
        assert store.verify() == []


def test_verify_reports_missing_and_damaged_blobs(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "registry.sqlite3") as store:
        records = register_run(store, tmp_path / "out", "run-a")
        render, blend = (store.blobs.path_for(r.sha256) for r in records)
        os.chmod(render, 0o644)
        render.write_bytes(b"\x89PNG tampered")
        blend.unlink()
        problems = store.verify()
        assert len(problems) == 2
        assert any("missing" in p and "run-a" in p for p in problems)
        assert any("bytes, expected" in p for p in problems)


def test_search_artifact_path_and_timings(tmp_path: Path) -> None:
    with AssetStore(tmp_path / "registry.sqlite3") as store:
        register_run(store, tmp_path / "out", "bed-1", "a cozy bedroom")
        register_run(store, tmp_path / "out", "cafe-1", "a modern cafe with 100% coffee")
        store.add_artifacts("cafe-1", [ArtifactRecord(kind="glb", path="/old/scene.glb",
                                                      sha256="0" * 64, size_bytes=1)])
        ids = lambda rows: [r["run_id"] for r in rows]  # noqa: E731
        assert ids(store.search("COZY")) == ["bed-1"]
        assert ids(store.search("100%")) == ["cafe-1"] and store.search("100_") == []
        assert ids(store.search(room_type="cafe")) == ["cafe-1"]
        assert ids(store.search(category="bed")) == ["bed-1"]
        assert ids(store.search("a", style=scene_for("a cozy bedroom").plan.style,
                                room_type="bedroom")) == ["bed-1"]
        assert ids(store.search()) == ["cafe-1", "bed-1"]
        assert store.list_scenes()[0]["artifact_count"] == 3
        assert store.artifact_path("bed-1", "render").parent.parent == store.blobs.root
        assert store.artifact_path("cafe-1", "glb") == Path("/old/scene.glb")  # no blob: as is
        with pytest.raises(UnknownArtifactError):
            store.artifact_path("bed-1", "glb")
        with pytest.raises(UnknownRunError):
            store.artifact_path("ghost", "render")

        store.record_report("bed-1", {"stages": {"render": {"start": 1.0, "end": 3.5}},
                                      "wall_time_s": 4.0, "render": {"blender_version": "4.5.1"},
                                      "environment": {"python": "3.11.9"}})
        store.register_scene("bed-1", scene_for("a cozy bedroom"))  # e.g. a reviewed scene
        row = store.get_scene("bed-1")
        assert row is not None
        assert row["timings"] == {"wall_time_s": 4.0,
                                  "stages": {"render": {"start": 1.0, "end": 3.5}}}
        assert row["versions"]["blender"] == "4.5.1"
        assert row["versions"]["voxel_weaver"] == scene_for("a cozy bedroom").provenance.version
        assert row["time_of_day"] == scene_for("a cozy bedroom").plan.time_of_day
        with pytest.raises(UnknownRunError):
            store.record_timings("ghost", {})


# --- migration ------------------------------------------------------------------------------

V1_SCHEMA = """
CREATE TABLE scenes (run_id TEXT PRIMARY KEY, prompt TEXT NOT NULL, seed INTEGER NOT NULL,
    planner TEXT NOT NULL, model TEXT, room_type TEXT NOT NULL, style TEXT NOT NULL,
    mood TEXT NOT NULL, scene_hash TEXT NOT NULL, status TEXT NOT NULL,
    created_at TEXT NOT NULL, version TEXT NOT NULL);
CREATE TABLE scene_objects (run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    object_id TEXT NOT NULL, category TEXT NOT NULL, PRIMARY KEY (run_id, object_id));
CREATE TABLE scene_materials (run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    material_id TEXT NOT NULL, recipe TEXT NOT NULL, PRIMARY KEY (run_id, material_id));
CREATE TABLE artifacts (run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    kind TEXT NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL,
    size_bytes INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX artifacts_run ON artifacts(run_id);
CREATE INDEX scenes_created ON scenes(created_at);
INSERT INTO scenes VALUES ('old-run', 'an old library', 9, 'offline', NULL, 'library', 'rustic',
    'warm', 'abc', 'rendered', '2024-01-01T00:00:00+00:00', '0.1.0');
INSERT INTO scene_objects VALUES ('old-run', 'shelf_1', 'bookshelf');
INSERT INTO artifacts VALUES ('old-run', 'render', '/old/out/render.png', '%s', 5,
    '2024-01-01T00:00:00+00:00');
""" % ("1" * 64)
V2_EXTRA = """
CREATE TABLE scene_notes (run_id TEXT PRIMARY KEY REFERENCES scenes(run_id) ON DELETE CASCADE,
    description TEXT NOT NULL, source TEXT NOT NULL, created_at TEXT NOT NULL);
INSERT INTO scene_notes VALUES ('old-run', 'A rustic library.', 'offline', '2024-01-01');
"""


@pytest.mark.parametrize("version", [1, 2])
def test_an_old_database_upgrades_in_place(tmp_path: Path, version: int) -> None:
    path = tmp_path / "registry.sqlite3"
    with sqlite3.connect(path) as old:
        old.executescript(V1_SCHEMA + (V2_EXTRA if version == 2 else "")
                          + f"PRAGMA user_version = {version};")
    old.close()
    with AssetStore(path) as store:
        conn = store.conn
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
        columns = {r[1] for r in conn.execute("PRAGMA table_info(artifacts)")}
        assert "blob" in columns
        assert {"timings", "versions", "example", "updated_at"} <= {
            r[1] for r in conn.execute("PRAGMA table_info(scenes)")}
        row = store.get_scene("old-run")
        assert row is not None and row["prompt"] == "an old library"
        assert row["artifacts"][0]["blob"] is None and row["timings"] is None
        assert (row["description"] is not None) == (version == 2)
        assert store.search(category="bookshelf")[0]["run_id"] == "old-run"
        assert store.artifact_path("old-run", "render") == Path("/old/out/render.png")
        assert store.verify() == []  # a row without a blob names nothing to check
        register_run(store, tmp_path / "out", "new-run")
        assert store.verify() == []
    with AssetStore(path) as again:  # reopening changes nothing
        assert len(again.list_scenes()) == 2


def test_a_newer_database_is_not_downgraded(tmp_path: Path) -> None:
    path = tmp_path / "registry.sqlite3"
    AssetStore(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 7")
    conn.close()
    with AssetStore(path) as store:
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == 7


# --- the CLI --------------------------------------------------------------------------------


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    path = tmp_path / "reg" / "registry.sqlite3"
    with AssetStore(path) as store:
        register_run(store, tmp_path / "out", "bed-1", "a cozy bedroom")
        register_run(store, tmp_path / "out", "cafe-1", "a modern cafe")
        store.set_description("bed-1", "A cozy bedroom with a bed.", "offline")
        store.record_timings("bed-1", {"render": {"start": 0.5, "end": 2.0}}, {"blender": "4.5"})
    return path


def invoke(*args: str) -> tuple[int, str, BaseException | None]:
    result = CliRunner().invoke(assets_group, list(args))
    return result.exit_code, result.output, result.exception


def test_cli_list_show_search(registry: Path) -> None:
    code, out, _ = invoke("list", "--registry", str(registry))
    assert code == 0 and out.splitlines()[0].startswith("cafe-1 ")
    assert "rendered" in out and "2 files" in out and "a cozy bedroom" in out
    code, out, _ = invoke("list", "--limit", "1", "--json", "--registry", str(registry))
    assert code == 0 and [r["run_id"] for r in json.loads(out)] == ["cafe-1"]

    code, out, _ = invoke("show", "bed-1", "--registry", str(registry))
    assert code == 0
    assert "prompt:    a cozy bedroom" in out and "about:     A cozy bedroom with a bed." in out
    assert "render 1.50s" in out and "blender 4.5" in out and "bed" in out
    code, out, _ = invoke("show", "bed-1", "--json", "--registry", str(registry))
    shown = json.loads(out)
    assert [a["kind"] for a in shown["artifacts"]] == ["render", "blend"]
    assert Path(shown["artifacts"][0]["blob_path"]).is_file()

    code, out, _ = invoke("search", "cafe", "--json", "--registry", str(registry))
    assert [r["run_id"] for r in json.loads(out)] == ["cafe-1"]
    code, out, _ = invoke("search", "--category", "bed", "--room-type", "bedroom",
                          "--registry", str(registry))
    assert out.startswith("bed-1 ")
    code, out, _ = invoke("search", "nothing like it", "--registry", str(registry))
    assert (code, out) == (0, "no scenes\n")


def test_cli_open_gc_verify(registry: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = invoke("open", "bed-1", "--print", "--registry", str(registry))
    blob = Path(out.strip())
    assert code == 0 and blob.parent.parent == registry.parent / "blobs"
    assert blob.read_bytes() == (registry.parent.parent / "out/bed-1/render.png").read_bytes()
    launched: list[str] = []
    monkeypatch.setattr("orchestrator.cli.assets._launch", lambda p: launched.append(str(p)))
    code, _, _ = invoke("open", "bed-1", "--kind", "blend", "--registry", str(registry))
    assert code == 0 and launched[0].endswith("-scene.blend")  # the extension, for the opener
    assert Path(launched[0]).read_bytes() == b"BLENDER-shared"
    code, _, exc = invoke("open", "bed-1", "--kind", "glb", "--registry", str(registry))
    assert isinstance(exc, InputError) and "has no glb artifact (it has: blend, render)" in str(exc)

    code, out, _ = invoke("gc", "--dry-run", "--json", "--registry", str(registry))
    assert code == 0 and json.loads(out)["blobs_kept"] == 3 and json.loads(out)["dry_run"]
    code, out, _ = invoke("gc", "--grace", "0", "--registry", str(registry))
    assert out.startswith("deleted 0 unreferenced blobs (0 B) and 0 temp files")
    code, out, _ = invoke("verify", "--registry", str(registry))
    assert (code, out) == (0, "ok\n")
    os.chmod(blob, 0o644)
    blob.write_bytes(b"oops")
    code, out, _ = invoke("verify", "--json", "--registry", str(registry))
    assert code == 1 and not json.loads(out)["ok"]


def test_cli_errors_are_one_line_and_exit_2(registry: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from orchestrator.cli import root as cli

    monkeypatch.setitem(cli.cli.commands, "assets", assets_group)  # as root.py wires it
    for argv in (["assets", "show", "no-such-run", "--registry", str(registry)],
                 ["assets", "open", "no-such-run", "--print", "--registry", str(registry)],
                 ["assets", "list", "--registry", str(registry.parent / "missing.sqlite3")]):
        with pytest.raises(SystemExit) as exit_info:
            cli.main(argv)
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("error: "), err
    assert not (registry.parent / "missing.sqlite3").exists()


# --- the agent, through a whole run -----------------------------------------------------------


def test_a_run_stores_its_artifacts_as_blobs(tmp_path: Path) -> None:
    from orchestrator import RunRequest, execute
    from orchestrator.testing import FakeRenderPool

    registry = tmp_path / "registry.sqlite3"
    outcome = asyncio.run(execute(RunRequest(prompt="A cozy bedroom", seed=7), tmp_path / "out",
                                  registry, pool=FakeRenderPool(delay=0)))
    with AssetStore(registry) as store:
        row = store.get_scene(outcome.run_id)
        assert row is not None and row["status"] == "rendered"
        assert {a["kind"] for a in row["artifacts"]} >= {"render", "blend", "scene"}
        for a in row["artifacts"]:
            assert Path(a["blob_path"]).read_bytes() == Path(a["path"]).read_bytes()
        assert store.verify() == []
