"""The run journal: every envelope the bus carries, one JSON line each, for replay and trace.

    {"run": {"format": 1, "run_id": ..., "prompt": ..., "seed": ..., "llm": {...}, ...}}
    {"run_id": "...", "t": 0.001234, "envelope": {...Envelope.model_dump_json()...}}

The first line of a run is its header: the RunRequest fields a replay needs (never the API
key). Each later line is one envelope with `t`, seconds since the run started on the run's
own monotonic clock (the report's stage clock), so timelines line up exactly. Lines are
written whole and unbuffered: a crash loses at most the line being written, and readers skip
a torn last line. An extra path (`--journal`) is appended to, so runs can share one file.
"""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from orchestrator.errors import InputError
from orchestrator.runtime.envelope import Envelope, EnvelopeCodec
from orchestrator.schema.payloads import CODEC

if TYPE_CHECKING:  # `trace` reads journals without loading the agents
    from orchestrator.app.pipeline import RunRequest

log = logging.getLogger("voxel_weaver.journal")

JOURNAL_NAME = "journal.jsonl"
FORMAT = 1


class JournalError(InputError):
    """A journal that is missing or cannot be read (bad RUN_DIR: exit code 2)."""


@dataclass(frozen=True, slots=True)
class JournalEntry:
    run_id: str
    t: float  # seconds since the run started (monotonic)
    envelope: Envelope


def run_header(run_id: str, request: RunRequest) -> dict[str, Any]:
    """What a replay needs to rebuild the RunRequest. The API key is deliberately left out."""
    llm = request.llm
    return {"run": {
        "format": FORMAT, "run_id": run_id,
        "started_at": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "prompt": request.prompt, "seed": request.seed, "mode": request.mode,
        "quality": request.quality, "validate": request.validate, "render": request.render,
        "example": request.example, "overrides": dict(request.overrides),
        "review": request.review,
        "restyle": dataclasses.asdict(request.restyle) if request.restyle else None,
        "edit": dataclasses.asdict(request.edit) if request.edit else None,
        "llm": {"provider": llm.provider, "reason": llm.reason, "model": llm.model,
                "fast_model": llm.fast_model, "base_url": llm.base_url,
                "cache_dir": str(llm.cache_dir) if llm.cache_dir else None},
    }}


class Journal:
    """A bus observer (`bus.add_observer(journal)`) writing RUN_DIR/journal.jsonl (+ extra)."""

    def __init__(self, run_id: str, header: dict[str, Any], paths: list[tuple[Path, str]],
                 origin: float | None = None) -> None:
        self.run_id = run_id
        self.origin = time.perf_counter() if origin is None else origin
        self.count = 0
        self._run_id_json = json.dumps(run_id)
        self._sinks: list[tuple[Path, io.RawIOBase]] = []
        try:
            for path, mode in paths:
                path.parent.mkdir(parents=True, exist_ok=True)
                # Unbuffered: each line is one write() call, whole or (after a crash) torn.
                self._sinks.append((path, io.FileIO(path, mode)))
        except OSError as exc:
            self.close()
            raise JournalError(f"cannot write the journal {str(path)!r}: "
                               f"{exc.strerror or type(exc).__name__}") from None
        self._write(json.dumps(header, separators=(",", ":")))

    @classmethod
    def open(cls, run_id: str, run_dir: Path, request: RunRequest, *,
             extra: Path | None = None, origin: float | None = None) -> Journal:
        """RUN_DIR/journal.jsonl always (a fresh file); `extra` in append mode if given."""
        paths = [(run_dir / JOURNAL_NAME, "wb")]
        if extra is not None:
            paths.append((extra, "ab"))
        return cls(run_id, run_header(run_id, request), paths, origin)

    def __call__(self, envelope: Envelope) -> None:
        t = time.perf_counter() - self.origin
        # Built around the envelope's own JSON, so it is not parsed and dumped again.
        self._write(f'{{"run_id":{self._run_id_json},"t":{t:.6f},'
                    f'"envelope":{envelope.model_dump_json()}}}')
        self.count += 1

    def _write(self, line: str) -> None:
        data = (line + "\n").encode()
        for sink in list(self._sinks):
            path, handle = sink
            try:
                view = memoryview(data)
                while view:
                    view = view[handle.write(view) or 0:]
            except OSError as exc:  # a full disk must not break the run: drop this sink
                log.error("journal %s stopped: %s", path, exc)
                self._sinks.remove(sink)
                handle.close()

    def close(self) -> None:
        for _, handle in self._sinks:
            handle.close()
        self._sinks.clear()


def journal_path(run_dir: Path) -> Path:
    """RUN_DIR/journal.jsonl, or a one-line JournalError saying why it is not there."""
    if not run_dir.is_dir():
        raise JournalError(f"{str(run_dir)!r} is not a run folder")
    path = run_dir / JOURNAL_NAME
    if not path.is_file():
        raise JournalError(f"{str(run_dir)!r} has no {JOURNAL_NAME} (not a journaled run)")
    return path


def read_journal(path: Path, run_id: str | None = None, codec: EnvelopeCodec = CODEC
                 ) -> tuple[dict[str, Any], list[JournalEntry]]:
    """(header, entries) of `run_id`, or of the first run in the file when it is None.

    Every envelope is validated against the payload union `codec` was made with (the
    domain's, by default). A torn last line (a crash while
    writing it) is skipped; a bad line anywhere else is a JournalError.
    """
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as exc:
        raise JournalError(f"cannot read {str(path)!r}: {exc.strerror}") from None
    header: dict[str, Any] | None = None
    entries: list[JournalEntry] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if "run" in record:
                run = record["run"]
                if header is None and (run_id is None or run["run_id"] == run_id):
                    header, run_id = run, run["run_id"]
                continue
            if record["run_id"] == run_id:
                envelope = codec.envelope(record["envelope"])
                entries.append(JournalEntry(record["run_id"], float(record["t"]), envelope))
        except (ValueError, KeyError, TypeError, ValidationError) as exc:
            if number == len(lines):
                log.warning("%s: skipped a torn last line", path)
                continue
            reason = " ".join(str(exc).split())[:200]
            raise JournalError(f"{path}: line {number} is not a journal record: {reason}") \
                from None
    if header is None:
        which = f"header for run {run_id!r}" if run_id else "run header"
        raise JournalError(f"{path}: no {which} in the journal")
    return header, entries
