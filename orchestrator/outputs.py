"""The run's output folder, atomic file writes and content hashes."""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import uuid
from pathlib import Path

from orchestrator.errors import InputError
from orchestrator.messages import Artifact

# Read once at import: os.umask can only be read by setting it, which is not thread-safe.
_UMASK = os.umask(0o022)
os.umask(_UMASK)


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


def write_atomic(path: Path, text: str) -> None:
    """Write through a temp file in the same folder and rename, so no reader sees half a file."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; give the usual permissions
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def artifact(name: str, path: Path) -> Artifact:
    return Artifact(
        name=name, path=str(path), sha256=sha256_file(path), size_bytes=path.stat().st_size
    )
