"""Durable file writes and content hashes: what every layer above the runtime writes with.

`write_atomic` never lets a reader see half a file (a report, a cached model answer);
`sha256_file` names an artifact by its content (the registry's blob store, the report).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

# Read once at import: os.umask can only be read by setting it, which is not thread-safe.
_UMASK = os.umask(0o022)
os.umask(_UMASK)


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
