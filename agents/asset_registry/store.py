"""The asset registry's SQLite store: scenes, their objects, materials, artifacts and timings.

One database file in WAL mode (readers never block the writer), `busy_timeout` so that
processes sharing the file wait instead of failing, one transaction per write. An `AssetStore`
holds one connection guarded by a lock, so any thread may call it (the agent calls it through
`asyncio.to_thread`).

Artifacts are copied into a content-addressed blob store beside the database
(`<registry dir>/blobs/<sha[:2]>/<sha>`, see `blobs.py`). The order is what makes a crash
harmless: the blob is durable before the row that names it is committed, so a row never
points at a missing or half-written file; a crash in between leaves an unreferenced blob or
temp file, which `gc` removes.

A run's row is `planned` while it runs and gets a final status when it ends (see FINAL). Each
row records the process that registered it (`owners.py`), so a run whose process died
without saying so is found by `verify` and marked `failed` by `gc` instead of staying
`planned` forever.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from agents.asset_registry.blobs import Blob, BlobStore, age_s, blob_key
from agents.asset_registry.owners import current_owner, owner_alive
from orchestrator.errors import InputError, RegistryCorrupt
from orchestrator.schema.blueprint import ObjectDesign
from orchestrator.schema.files import sha256_file
from orchestrator.schema.scene import Scene

__all__ = ["FINAL", "FINISHED", "UNFINISHED", "ArtifactRecord", "AssetStore", "GcReport",
           "UnknownArtifactError", "UnknownRunError", "default_registry_path", "sha256_file"]

SCHEMA_VERSION = 6  # 2: scene_notes; 3: blobs, timings, versions, provenance; 4: owners;
# 5: designs; 6: derived_from
BUSY_TIMEOUT_MS = 10_000
T = TypeVar("T")
GC_GRACE_S = 3600.0  # younger orphans may belong to a writer that is still working

# A run's status: in progress, finished with its artifacts, or stopped (the host records
# cancelled/failed; gc records failed for a run whose process died without a word).
UNFINISHED = frozenset({"planned"})
FINISHED = frozenset({"rendered", "built"})
FINAL = FINISHED | {"cancelled", "failed"}
ABANDONED_STATUS = "failed"

# Each version's statements, applied in order to a database whose user_version is lower.
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        "CREATE TABLE IF NOT EXISTS scenes (run_id TEXT PRIMARY KEY, prompt TEXT NOT NULL,"
        " seed INTEGER NOT NULL, planner TEXT NOT NULL, model TEXT, room_type TEXT NOT NULL,"
        " style TEXT NOT NULL, mood TEXT NOT NULL, scene_hash TEXT NOT NULL,"
        " status TEXT NOT NULL, created_at TEXT NOT NULL, version TEXT NOT NULL)",
        "CREATE TABLE IF NOT EXISTS scene_objects (run_id TEXT NOT NULL REFERENCES"
        " scenes(run_id) ON DELETE CASCADE, object_id TEXT NOT NULL, category TEXT NOT NULL,"
        " PRIMARY KEY (run_id, object_id))",
        "CREATE TABLE IF NOT EXISTS scene_materials (run_id TEXT NOT NULL REFERENCES"
        " scenes(run_id) ON DELETE CASCADE, material_id TEXT NOT NULL, recipe TEXT NOT NULL,"
        " PRIMARY KEY (run_id, material_id))",
        "CREATE TABLE IF NOT EXISTS artifacts (run_id TEXT NOT NULL REFERENCES scenes(run_id)"
        " ON DELETE CASCADE, kind TEXT NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL,"
        " size_bytes INTEGER NOT NULL, created_at TEXT NOT NULL)",
        "CREATE INDEX IF NOT EXISTS artifacts_run ON artifacts(run_id)",
        "CREATE INDEX IF NOT EXISTS scenes_created ON scenes(created_at)",
    ),
    2: (
        "CREATE TABLE IF NOT EXISTS scene_notes (run_id TEXT PRIMARY KEY REFERENCES"
        " scenes(run_id) ON DELETE CASCADE, description TEXT NOT NULL, source TEXT NOT NULL,"
        " created_at TEXT NOT NULL)",
    ),
    3: (
        "ALTER TABLE artifacts ADD COLUMN blob TEXT",  # NULL: recorded before blobs existed
        "ALTER TABLE scenes ADD COLUMN timings TEXT",  # JSON {wall_time_s, stages}
        "ALTER TABLE scenes ADD COLUMN versions TEXT",  # JSON {voxel_weaver, python, blender}
        "ALTER TABLE scenes ADD COLUMN example TEXT",
        "ALTER TABLE scenes ADD COLUMN time_of_day TEXT",
        "ALTER TABLE scenes ADD COLUMN updated_at TEXT",
        "CREATE INDEX IF NOT EXISTS artifacts_blob ON artifacts(blob)",
        "CREATE INDEX IF NOT EXISTS objects_category ON scene_objects(category)",
    ),
    4: (  # the registering process; NULL: registered before owners were recorded
        "ALTER TABLE scenes ADD COLUMN owner_host TEXT",
        "ALTER TABLE scenes ADD COLUMN owner_pid INTEGER",
        "ALTER TABLE scenes ADD COLUMN owner_start TEXT",  # tells a reused pid apart
        "CREATE INDEX IF NOT EXISTS scenes_status ON scenes(status)",
    ),
    5: (  # objects designed as data for nouns the library lacks: the first design of a noun
        # is kept for every later scene, so no run's deletion takes it away (no foreign key)
        "CREATE TABLE IF NOT EXISTS designs (noun TEXT PRIMARY KEY, name TEXT NOT NULL,"
        " design TEXT NOT NULL, run_id TEXT NOT NULL, created_at TEXT NOT NULL)",
    ),
    6: (  # a run made from a finished one (restyle, edit): JSON {run_id, change, instruction}
        "ALTER TABLE scenes ADD COLUMN derived_from TEXT",
    ),
}
_ADD_COLUMN = re.compile(r"ALTER TABLE (\w+) ADD COLUMN (\w+)")
_JSON_COLUMNS = ("timings", "versions", "derived_from")


class UnknownRunError(KeyError):
    """No scene with that run id has been registered."""

    def __str__(self) -> str:  # KeyError's repr-quoting makes a poor one-line message
        return str(self.args[0]) if self.args else "unknown run"


class UnknownArtifactError(UnknownRunError):
    """The run is registered but has no artifact of that kind."""


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


@dataclass(frozen=True)
class GcReport:
    """What `gc` removed (or, with dry_run, would remove)."""

    dry_run: bool
    blobs_deleted: int
    blob_bytes: int
    temp_deleted: int
    temp_bytes: int
    blobs_kept: int  # referenced by a row
    young_kept: int  # orphans younger than the grace period
    runs_swept: int = 0  # unfinished runs whose process is gone, marked failed

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _corrupt(path: Path, exc: sqlite3.DatabaseError) -> RegistryCorrupt | None:
    """The one-line error for a file SQLite cannot read as a database; None for other errors
    (locked, I/O, constraint), which keep their own type."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF  # extended codes: low byte
    what = {11: "is a damaged SQLite database", 26: "is not an SQLite database"}.get(code)
    return None if what is None else RegistryCorrupt(f"--registry {str(path)!r} {what} ({exc})")


@dataclass(frozen=True)
class _Abandoned:
    run_id: str
    status: str
    owner_host: str | None
    owner_pid: int | None
    touched: str

    def problem(self) -> str:
        if self.owner_pid is None:
            whose = f"no owner recorded, last touched {self.touched[:19].replace('T', ' ')}"
        else:
            whose = f"its process (pid {self.owner_pid} on {self.owner_host}) is gone"
        return (f"run {self.run_id} is still {self.status!r} but {whose}; `assets gc` will mark"
                f" it {ABANDONED_STATUS}")


def _older_than(timestamp: str, seconds: float) -> bool:
    try:
        then = datetime.fromisoformat(timestamp)
    except (TypeError, ValueError):
        return False  # cannot tell its age: keep it
    if then.tzinfo is None:
        then = then.replace(tzinfo=UTC)
    return (datetime.now(UTC) - then).total_seconds() > seconds


def _abandoned(conn: sqlite3.Connection, grace_s: float) -> list[_Abandoned]:
    """Unfinished runs whose owner process is gone; with no owner recorded (rows from before
    v4), those last touched more than `grace_s` ago."""
    marks = ",".join("?" * len(UNFINISHED))
    rows = conn.execute(
        "SELECT run_id, status, owner_host, owner_pid, owner_start,"
        f" COALESCE(updated_at, created_at) FROM scenes WHERE status IN ({marks})"
        " ORDER BY created_at", tuple(sorted(UNFINISHED))).fetchall()
    found = []
    for run_id, status, host, pid, start, touched in rows:
        if pid is None:
            gone = _older_than(touched, grace_s)
        else:  # a row owned by another host (None: cannot tell) is never swept: its pid
            gone = owner_alive(host, pid, start) is False  # means nothing here
        if gone:
            found.append(_Abandoned(run_id, status, host, pid, touched))
    return found


def default_registry_path() -> Path:
    """$VOXEL_WEAVER_REGISTRY, else ~/.voxel_weaver/registry.sqlite3."""
    env = os.environ.get("VOXEL_WEAVER_REGISTRY")
    return Path(env).expanduser() if env else Path.home() / ".voxel_weaver" / "registry.sqlite3"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False,
                           isolation_level=None)  # autocommit; `_tx` opens transactions
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return conn


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema to SCHEMA_VERSION in one transaction; never downgrade."""
    if conn.execute("PRAGMA user_version").fetchone()[0] >= SCHEMA_VERSION:
        return  # the common case takes no write lock
    conn.execute("BEGIN IMMEDIATE")
    try:
        current = conn.execute("PRAGMA user_version").fetchone()[0]  # another process may
        for version, statements in sorted(_MIGRATIONS.items()):     # have just migrated it
            if version <= current:
                continue
            for sql in statements:
                added = _ADD_COLUMN.match(sql)
                if added and added[2] in {r[1] for r in conn.execute(
                        f"PRAGMA table_info({added[1]})")}:
                    continue  # already there: make a half-migrated file harmless
                conn.execute(sql)
        if current < SCHEMA_VERSION:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


class AssetStore:
    """Thread-safe access to the registry database at `path` and its blob store.

    Raises InputError if `path` is a folder, and RegistryCorrupt if it is a file SQLite
    cannot read as a database (on opening, or in any later call that meets a damaged page).
    """

    def __init__(self, path: str | Path | None = None, blobs_dir: str | Path | None = None,
                 ) -> None:
        self.path = Path(path).expanduser() if path is not None else default_registry_path()
        if self.path.is_dir():
            raise InputError(f"--registry {str(self.path)!r} is a folder, not a database file")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.blobs = BlobStore(Path(blobs_dir) if blobs_dir else self.path.parent / "blobs")
        self._lock = threading.Lock()
        conn = _connect(self.path)
        try:
            with self._readable():
                self.journal_mode = self._retry_locked(
                    lambda: conn.execute("PRAGMA journal_mode = WAL").fetchone()[0])
                conn.execute("PRAGMA synchronous = NORMAL")  # WAL: consistent after any crash
                conn.execute("PRAGMA foreign_keys = ON")
                self._retry_locked(lambda: _migrate(conn))
        except BaseException:
            conn.close()
            raise
        self._conn: sqlite3.Connection | None = conn

    @contextmanager
    def _readable(self) -> Iterator[None]:
        """Turn SQLite's "not a database" / "malformed" into one RegistryCorrupt line."""
        try:
            yield
        except sqlite3.DatabaseError as exc:
            if (error := _corrupt(self.path, exc)) is None:
                raise
            raise error from exc

    @staticmethod
    def _retry_locked(step: Callable[[], T]) -> T:
        # Switching a fresh file to WAL can report "locked" at once, without the busy
        # handler, while another process is doing the same; wait for it like busy_timeout.
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                return step()
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.01)

    # --- plumbing --------------------------------------------------------------------------

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("the asset store is closed")
        return self._conn

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        """One IMMEDIATE transaction (the write lock is taken up front, so no upgrade fails)."""
        with self._readable(), self._lock:
            conn = self.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._readable(), self._lock:
            rows = [dict(row) for row in self.conn.execute(sql, args).fetchall()]
        for row in rows:
            for column in _JSON_COLUMNS:
                if isinstance(row.get(column), str):
                    row[column] = json.loads(row[column])
        return rows

    def _require(self, conn: sqlite3.Connection, run_id: str) -> None:
        if conn.execute("SELECT 1 FROM scenes WHERE run_id = ?", (run_id,)).fetchone() is None:
            raise UnknownRunError(f"no scene registered for run {run_id!r}")

    # --- writing ---------------------------------------------------------------------------

    def register_scene(self, run_id: str, scene: Scene, status: str = "planned") -> None:
        """Record (or re-record) a run's scene, its objects and its materials, with this
        process as the run's owner (`gc` marks an unfinished run failed once its owner dies)."""
        plan, prov = scene.plan, scene.provenance
        versions = json.dumps({"voxel_weaver": prov.version,
                               "python": platform.python_version()})
        now, owner = _now(), current_owner()
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO scenes (run_id, prompt, seed, planner, model, room_type, style,"
                " mood, scene_hash, status, created_at, version, example, time_of_day,"
                " versions, updated_at, owner_host, owner_pid, owner_start)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
                " ON CONFLICT(run_id) DO UPDATE SET prompt=excluded.prompt, seed=excluded.seed,"
                " planner=excluded.planner, model=excluded.model, room_type=excluded.room_type,"
                " style=excluded.style, mood=excluded.mood, scene_hash=excluded.scene_hash,"
                " status=excluded.status, version=excluded.version, example=excluded.example,"
                " time_of_day=excluded.time_of_day, updated_at=excluded.updated_at,"
                " owner_host=excluded.owner_host, owner_pid=excluded.owner_pid,"
                " owner_start=excluded.owner_start,"
                " versions=COALESCE(json_patch(scenes.versions, excluded.versions),"
                " excluded.versions)",  # keep a blender version recorded earlier
                (run_id, plan.prompt, plan.seed, prov.planner, prov.model, plan.room_type,
                 plan.style, plan.mood, scene.content_hash(), status, now, prov.version,
                 prov.example, plan.time_of_day, versions, now, owner.host, owner.pid,
                 owner.start))
            conn.execute("DELETE FROM scene_objects WHERE run_id = ?", (run_id,))
            conn.execute("DELETE FROM scene_materials WHERE run_id = ?", (run_id,))
            conn.executemany("INSERT OR REPLACE INTO scene_objects VALUES (?,?,?)",
                             [(run_id, o.id, o.category) for o in scene.objects])
            conn.executemany("INSERT OR REPLACE INTO scene_materials VALUES (?,?,?)",
                             [(run_id, m.id, m.recipe) for m in scene.materials])
            conn.executemany("INSERT OR IGNORE INTO designs VALUES (?,?,?,?,?)",
                             [(d.noun, d.name, d.model_dump_json(), run_id, now)
                              for d in plan.designs])

    def store_artifacts(self, run_id: str, artifacts: list[ArtifactRecord],
                        status: str | None = None) -> list[Blob]:
        """Copy each artifact into the blob store, then record them (and `status`) at once.

        A file whose bytes no longer match its record raises `BlobMismatch` and nothing is
        recorded. Rows for the same kinds replace the run's earlier ones, so a retried
        registration does not duplicate them.
        """
        with self._lock:
            self._require(self.conn, run_id)  # fail before copying anything
        for _ in range(3):
            blobs = [self.blobs.put(a.path, a.sha256, a.size_bytes) for a in artifacts]
            with self._tx() as conn:
                # gc deletes only while holding the write lock, so a blob seen here stays.
                if not all(b.path.exists() for b in blobs):
                    continue  # gc took one between the copy and this transaction: copy again
                self._require(conn, run_id)
                now = _now()
                conn.executemany("DELETE FROM artifacts WHERE run_id = ? AND kind = ?",
                                 [(run_id, kind) for kind in {a.kind for a in artifacts}])
                conn.executemany(
                    "INSERT INTO artifacts (run_id, kind, path, sha256, size_bytes, created_at,"
                    " blob) VALUES (?,?,?,?,?,?,?)",
                    [(run_id, a.kind, str(Path(a.path).absolute()), a.sha256, a.size_bytes,
                      now, b.key) for a, b in zip(artifacts, blobs, strict=True)])
                if status is not None:
                    conn.execute("UPDATE scenes SET status = ?, updated_at = ? WHERE run_id = ?",
                                 (status, now, run_id))
            return blobs
        raise RuntimeError(f"blobs for run {run_id!r} kept disappearing (a concurrent gc?)")

    def add_artifacts(self, run_id: str, artifacts: list[ArtifactRecord]) -> None:
        """Record files by reference only, without copying them (see `store_artifacts`)."""
        now = _now()
        with self._tx() as conn:
            self._require(conn, run_id)
            conn.executemany(
                "INSERT INTO artifacts (run_id, kind, path, sha256, size_bytes, created_at)"
                " VALUES (?,?,?,?,?,?)",
                [(run_id, a.kind, a.path, a.sha256, a.size_bytes, now) for a in artifacts])

    def set_status(self, run_id: str, status: str) -> None:
        """Record a run's status, e.g. `cancelled` or `failed` when it stops (see FINAL)."""
        with self._tx() as conn:
            if conn.execute("UPDATE scenes SET status = ?, updated_at = ? WHERE run_id = ?",
                            (status, _now(), run_id)).rowcount == 0:
                raise UnknownRunError(f"no scene registered for run {run_id!r}")

    def set_description(self, run_id: str, description: str, source: str) -> None:
        """A one-line description of a registered scene (by a model, or the offline rules)."""
        with self._tx() as conn:
            self._require(conn, run_id)
            conn.execute("INSERT OR REPLACE INTO scene_notes VALUES (?,?,?,?)",
                         (run_id, description, source, _now()))

    def record_timings(self, run_id: str, stages: Mapping[str, Any],
                       versions: Mapping[str, Any] | None = None,
                       wall_time_s: float | None = None) -> None:
        """Stage timings ({name: {start, end}}) and versions (merged into those recorded)."""
        timings = json.dumps({"wall_time_s": wall_time_s, "stages": dict(stages)})
        with self._tx() as conn:
            if conn.execute(
                    "UPDATE scenes SET timings = ?, versions = COALESCE(json_patch(versions, ?),"
                    " ?), updated_at = ? WHERE run_id = ?",
                    (timings, json.dumps(dict(versions or {})), json.dumps(dict(versions or {})),
                     _now(), run_id)).rowcount == 0:
                raise UnknownRunError(f"no scene registered for run {run_id!r}")

    def record_report(self, run_id: str, report: Mapping[str, Any]) -> None:
        """Timings and versions from a finished run's report (the dict behind report.json)."""
        render = report.get("render") or {}
        env = report.get("environment") or {}
        versions = {"blender": render.get("blender_version"), "python": env.get("python")}
        self.record_timings(run_id, report.get("stages") or {},
                            {k: v for k, v in versions.items() if v},
                            report.get("wall_time_s"))
        derived = report.get("derived_from")
        if derived:  # which run it was made from, and how
            keep = {k: derived[k] for k in ("run_id", "change", "instruction") if k in derived}
            with self._tx() as conn:
                conn.execute("UPDATE scenes SET derived_from = ? WHERE run_id = ?",
                             (json.dumps(keep), run_id))

    # --- reading ---------------------------------------------------------------------------

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
        scene["artifacts"] = self._read("SELECT kind, path, sha256, size_bytes, created_at, blob"
                                        " FROM artifacts WHERE run_id = ? ORDER BY rowid",
                                        (run_id,))
        for a in scene["artifacts"]:
            a["blob_path"] = str(self.blobs.root / a["blob"]) if a["blob"] else None
        return scene

    def designs_for(self, nouns: Iterable[str]) -> list[ObjectDesign]:
        """The registered designs of these nouns (those that have one); a row that no longer
        fits the schema is skipped, as if the noun had none."""
        nouns = list(dict.fromkeys(nouns))
        if not nouns:
            return []
        marks = ",".join("?" * len(nouns))
        found = []
        for row in self._read(f"SELECT design FROM designs WHERE noun IN ({marks})",
                              tuple(nouns)):
            with contextlib.suppress(ValueError):
                found.append(ObjectDesign.model_validate_json(row["design"]))
        return found

    _SUMMARY = ("SELECT s.*, n.description, (SELECT COUNT(*) FROM artifacts a"
                " WHERE a.run_id = s.run_id) AS artifact_count FROM scenes s"
                " LEFT JOIN scene_notes n ON n.run_id = s.run_id")

    def list_scenes(self, limit: int = 50) -> list[dict[str, Any]]:
        """The most recent scene rows, newest first."""
        return self._read(f"{self._SUMMARY} ORDER BY s.created_at DESC, s.rowid DESC LIMIT ?",
                          (max(0, int(limit)),))

    def search(self, text: str | None = None, *, room_type: str | None = None,
               style: str | None = None, category: str | None = None,
               limit: int = 50) -> list[dict[str, Any]]:
        """Scenes whose prompt or description contains `text` (any case), filtered by room
        type, style and an object category they use; newest first."""
        where, args = [], []
        if text:
            like = "%" + re.sub(r"([\\%_])", r"\\\1", text) + "%"
            where.append("(s.prompt LIKE ? ESCAPE '\\' OR n.description LIKE ? ESCAPE '\\')")
            args += [like, like]
        for column, value in (("room_type", room_type), ("style", style)):
            if value:
                where.append(f"s.{column} = ?")
                args.append(value)
        if category:
            where.append("EXISTS (SELECT 1 FROM scene_objects o WHERE o.run_id = s.run_id"
                         " AND o.category = ?)")
            args.append(category)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        return self._read(f"{self._SUMMARY}{clause} ORDER BY s.created_at DESC, s.rowid DESC"
                          " LIMIT ?", (*args, max(0, int(limit))))

    def artifact_path(self, run_id: str, kind: str) -> Path:
        """The stored copy of a run's latest artifact of `kind` (its original path if the
        row predates the blob store)."""
        rows = self._read("SELECT path, blob FROM artifacts WHERE run_id = ? AND kind = ?"
                          " ORDER BY rowid DESC LIMIT 1", (run_id, kind))
        if rows:
            return self.blobs.root / rows[0]["blob"] if rows[0]["blob"] else Path(rows[0]["path"])
        if not self._read("SELECT 1 FROM scenes WHERE run_id = ?", (run_id,)):
            raise UnknownRunError(f"no scene registered for run {run_id!r}")
        raise UnknownArtifactError(f"run {run_id!r} has no {kind!r} artifact")

    # --- maintenance -----------------------------------------------------------------------

    def abandoned_runs(self, grace_s: float = GC_GRACE_S) -> list[str]:
        """Run ids of unfinished runs whose process is gone (what `gc` marks failed)."""
        with self._readable(), self._lock:
            return [a.run_id for a in _abandoned(self.conn, grace_s)]

    def verify(self, grace_s: float = GC_GRACE_S) -> list[str]:
        """Problems found: database integrity, every blob a row names (present, size, sha),
        and unfinished runs whose process is gone (see `abandoned_runs`)."""
        with self._readable(), self._lock:
            conn = self.conn
            problems = [f"integrity_check: {r[0]}" for r in
                        conn.execute("PRAGMA integrity_check").fetchall() if r[0] != "ok"]
            problems += [f"foreign key: {r[0]} row {r[1]} names a missing {r[2]}"
                         for r in conn.execute("PRAGMA foreign_key_check").fetchall()]
            rows = conn.execute("SELECT blob, sha256, size_bytes, GROUP_CONCAT(run_id) FROM"
                                " artifacts WHERE blob IS NOT NULL"
                                " GROUP BY blob, sha256, size_bytes").fetchall()
            problems += [a.problem() for a in _abandoned(conn, grace_s)]
        for blob, sha, size, runs in rows:
            if blob != blob_key(sha):
                problems.append(f"row of {runs} names blob {blob} for sha256 {sha}")
            elif (problem := self.blobs.check(sha, size)) is not None:
                problems.append(f"{problem} (runs {runs})")
        return problems

    def gc(self, dry_run: bool = False, grace_s: float = GC_GRACE_S) -> GcReport:
        """Delete blobs no row names and temp files killed writers left, if older than
        `grace_s` (a live writer may be between its copy and its row, or mid-copy); mark
        unfinished runs whose process is gone `failed` (the row stays: an honest history)."""
        deleted = {"blob": [0, 0], "temp": [0, 0]}  # what -> [files, bytes]
        kept = young = 0
        # The write lock is held while deleting, so no writer commits a row for a blob in
        # between; `store_artifacts` re-checks its blobs inside its own transaction.
        with self._tx() as conn:
            abandoned = _abandoned(conn, grace_s)
            if not dry_run:
                conn.executemany(
                    "UPDATE scenes SET status = ?, updated_at = ? WHERE run_id = ?",
                    [(ABANDONED_STATUS, _now(), a.run_id) for a in abandoned])
            named = {r[0] for r in conn.execute(
                "SELECT DISTINCT blob FROM artifacts WHERE blob IS NOT NULL")}
            orphans: list[tuple[str, Path]] = []
            for sha, path in self.blobs.blobs():
                if blob_key(sha) in named:
                    kept += 1
                else:
                    orphans.append(("blob", path))
            orphans += [("temp", path) for path in self.blobs.temp_files()]
            for what, path in orphans:
                if age_s(path) < grace_s:
                    young += 1
                    continue
                try:
                    size = path.stat().st_size
                    if not dry_run:
                        path.unlink()
                except FileNotFoundError:
                    continue  # a writer renamed or removed its own temp file meanwhile
                deleted[what][0] += 1
                deleted[what][1] += size
        return GcReport(dry_run=dry_run, blobs_deleted=deleted["blob"][0],
                        blob_bytes=deleted["blob"][1], temp_deleted=deleted["temp"][0],
                        temp_bytes=deleted["temp"][1], blobs_kept=kept, young_kept=young,
                        runs_swept=len(abandoned))

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> AssetStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
