"""The run's output folder: its name, the check that `--out` takes files, and artifacts."""

from __future__ import annotations

import re
import tempfile
import uuid
from pathlib import Path

from orchestrator.errors import InputError
from orchestrator.schema.files import sha256_file
from orchestrator.schema.payloads import Artifact

SLUG_MAX = 40  # characters of a run folder's name taken from the prompt
RUN_ID_HEX = 8  # random hex digits after it: <slug>-<id>


def slugify(text: str, limit: int = SLUG_MAX) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:limit].rstrip("-") or "scene"


def check_writable(out: Path, option: str = "--out") -> Path:
    """Make sure `out` exists and takes files; raise a one-line InputError, naming `option`
    (the folder's own option, e.g. --journal for a journal's folder), if not."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=out, prefix=".probe-"):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise InputError(f"cannot write to {option} {str(out)!r}: {reason}") from None
    return out


def new_run_dir(out: Path, prompt: str) -> tuple[str, Path]:
    run_id = f"{slugify(prompt)}-{uuid.uuid4().hex[:RUN_ID_HEX]}"
    path = out / run_id
    path.mkdir(parents=True, exist_ok=False)
    return run_id, path


def artifact(name: str, path: Path) -> Artifact:
    return Artifact(
        name=name, path=str(path), sha256=sha256_file(path), size_bytes=path.stat().st_size
    )
