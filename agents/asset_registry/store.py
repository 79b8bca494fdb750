"""The asset registry's SQLite store: scenes, their objects and materials, and artifacts.

One database file in WAL mode (readers never block the writer), `busy_timeout` so that two
processes sharing the file wait instead of failing, one transaction per write. An `AssetStore`
holds one connection guarded by a lock, so any thread may call it (the agent calls it through
`asyncio.to_thread`). Stdlib only.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from orchestrator.outputs import sha256_file
from orchestrator.scene import Scene

SCHEMA_VERSION = 2  # 2: scene_notes
BUSY_TIMEOUT_MS = 10_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS scenes (
    run_id TEXT PRIMARY KEY, prompt TEXT NOT NULL, seed INTEGER NOT NULL,
    planner TEXT NOT NULL, model TEXT, room_type TEXT NOT NULL, style TEXT NOT NULL,
    mood TEXT NOT NULL, scene_hash TEXT NOT NULL, status TEXT NOT NULL,
    created_at TEXT NOT NULL, version TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS scene_objects (
    run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    object_id TEXT NOT NULL, category TEXT NOT NULL, PRIMARY KEY (run_id, object_id)
);
CREATE TABLE IF NOT EXISTS scene_materials (
    run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    material_id TEXT NOT NULL, recipe TEXT NOT NULL, PRIMARY KEY (run_id, material_id)
);
CREATE TABLE IF NOT EXISTS artifacts (
    run_id TEXT NOT NULL REFERENCES scenes(run_id) ON DELETE CASCADE,
    kind TEXT NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL,
    size_bytes INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS scene_notes (
    run_id TEXT PRIMARY KEY REFERENCES scenes(run_id) ON DELETE CASCADE,
    description TEXT NOT NULL, source TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS artifacts_run ON artifacts(run_id);
CREATE INDEX IF NOT EXISTS scenes_created ON scenes(created_at);
"""


class UnknownRunError(KeyError):
    """No scene with that run id has been registered."""


class ArtifactRecord(BaseModel):
    """One file a run produced, with its content hash."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str = Field(min_length=1)  # render, blend, scene, report, export ...
    path: str = Field(min_length=1)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    size_bytes: int = Field(ge=0)

    @classmethod
    def from_file(cls, kind: str, path: str | Path) -> ArtifactRecord:
        p = Path(path)
        return cls(kind=kind, path=str(p), sha256=sha256_file(p), size_bytes=p.stat().st_size)


def default_registry_path() -> Path:
    """$VOXEL_WEAVER_REGISTRY, else ~/.voxel_weaver/registry.sqlite3."""
    env = os.environ.get("VOXEL_WEAVER_REGISTRY")
    return Path(env).expanduser() if env else Path.home() / ".voxel_weaver" / "registry.sqlite3"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


class AssetStore:
    """Thread-safe access to the registry database at `path`."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path).expanduser() if path is not None else default_registry_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False,
            isolation_level=None,  # autocommit; `with self._tx()` opens explicit transactions
        )
        self._conn.row_factory = sqlite3.Row
        self._conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        self.journal_mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        self._conn.execute("PRAGMA synchronous = NORMAL")
        self._conn.execute("PRAGMA foreign_keys = ON")
        try:
            self._conn.executescript(
                f"BEGIN IMMEDIATE; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        except BaseException:
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
            self._conn.close()
            raise

    # --- plumbing --------------------------------------------------------------------------

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("the asset store is closed")
        return self._conn

    def _write(self, statements: list[tuple[str, tuple[Any, ...]]]) -> list[int]:
        """Run statements in one IMMEDIATE transaction; return each one's rowcount."""
        with self._lock:
            conn = self.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                counts = [conn.execute(sql, args).rowcount for sql, args in statements]
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
            return counts

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._lock:
            return [dict(row) for row in self.conn.execute(sql, args).fetchall()]

    # --- API -------------------------------------------------------------------------------

    def register_scene(self, run_id: str, scene: Scene, status: str = "planned") -> None:
        """Record (or re-record) a run's scene, its objects and its materials."""
        plan, prov = scene.plan, scene.provenance
        statements: list[tuple[str, tuple[Any, ...]]] = [(
            "INSERT INTO scenes (run_id, prompt, seed, planner, model, room_type, style, mood,"
            " scene_hash, status, created_at, version) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
            " ON CONFLICT(run_id) DO UPDATE SET prompt=excluded.prompt, seed=excluded.seed,"
            " planner=excluded.planner, model=excluded.model, room_type=excluded.room_type,"
            " style=excluded.style, mood=excluded.mood, scene_hash=excluded.scene_hash,"
            " status=excluded.status, version=excluded.version",
            (run_id, plan.prompt, plan.seed, prov.planner, prov.model, plan.room_type,
             plan.style, plan.mood, scene.content_hash(), status, _now(), prov.version),
        )]
        statements += [("DELETE FROM scene_objects WHERE run_id = ?", (run_id,)),
                       ("DELETE FROM scene_materials WHERE run_id = ?", (run_id,))]
        statements += [("INSERT OR REPLACE INTO scene_objects VALUES (?,?,?)",
                        (run_id, o.id, o.category)) for o in scene.objects]
        statements += [("INSERT OR REPLACE INTO scene_materials VALUES (?,?,?)",
                        (run_id, m.id, m.recipe)) for m in scene.materials]
        self._write(statements)

    def add_artifacts(self, run_id: str, artifacts: list[ArtifactRecord]) -> None:
        """Record files a registered run produced."""
        if not self._read("SELECT 1 FROM scenes WHERE run_id = ?", (run_id,)):
            raise UnknownRunError(f"no scene registered for run {run_id!r}")
        now = _now()
        self._write([("INSERT INTO artifacts VALUES (?,?,?,?,?,?)",
                      (run_id, a.kind, a.path, a.sha256, a.size_bytes, now))
                     for a in artifacts])

    def set_status(self, run_id: str, status: str) -> None:
        (count,) = self._write([("UPDATE scenes SET status = ? WHERE run_id = ?",
                                 (status, run_id))])
        if count == 0:
            raise UnknownRunError(f"no scene registered for run {run_id!r}")

    def set_description(self, run_id: str, description: str, source: str) -> None:
        """A one-line description of a registered scene (by a model, or the offline rules)."""
        if not self._read("SELECT 1 FROM scenes WHERE run_id = ?", (run_id,)):
            raise UnknownRunError(f"no scene registered for run {run_id!r}")
        self._write([("INSERT OR REPLACE INTO scene_notes VALUES (?,?,?,?)",
                      (run_id, description, source, _now()))])

    def get_scene(self, run_id: str) -> dict[str, Any] | None:
        """The scene row with its objects, materials and artifacts; None if unknown."""
        rows = self._read("SELECT * FROM scenes WHERE run_id = ?", (run_id,))
        if not rows:
            return None
        scene = rows[0]
        scene["objects"] = self._read("SELECT object_id, category FROM scene_objects"
                                      " WHERE run_id = ? ORDER BY object_id", (run_id,))
        scene["materials"] = self._read("SELECT material_id, recipe FROM scene_materials"
                                        " WHERE run_id = ? ORDER BY material_id", (run_id,))
        notes = self._read("SELECT description, source FROM scene_notes WHERE run_id = ?",
                           (run_id,))
        scene["description"] = notes[0] if notes else None
        scene["artifacts"] = self._read("SELECT kind, path, sha256, size_bytes, created_at"
                                        " FROM artifacts WHERE run_id = ? ORDER BY rowid",
                                        (run_id,))
        return scene

    def list_scenes(self, limit: int = 50) -> list[dict[str, Any]]:
        """The most recent scene rows, newest first."""
        return self._read("SELECT * FROM scenes ORDER BY created_at DESC, rowid DESC LIMIT ?",
                          (max(0, int(limit)),))

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> AssetStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
