"""Content-addressed storage for the registry's artifacts: `<root>/<sha[:2]>/<sha>`.

A blob's name is the sha256 of its bytes, so identical artifacts are stored once. A blob is
written to a temp file in its final folder, hashed while it is copied, fsynced, and renamed
into place with `os.replace`; the folder is fsynced too, so once `put` returns the blob
survives a crash. A writer killed half-way leaves only a `.tmp-*` file, which no database row
names and `gc` removes. Blobs are read-only (0444): opening one must not change it.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

CHUNK = 1 << 20
TEMP_PREFIX = ".tmp-"
_SHA = re.compile(r"^[0-9a-f]{64}$")


class BlobMismatch(ValueError):
    """The bytes read do not have the sha256 (or size) the caller expected."""


@dataclass(frozen=True)
class Blob:
    sha256: str
    size_bytes: int
    path: Path
    written: bool  # False: an identical blob was already stored (and verified)

    @property
    def key(self) -> str:
        """The blob's path relative to the store root, as the database records it."""
        return blob_key(self.sha256)


def blob_key(sha256: str) -> str:
    return f"{sha256[:2]}/{sha256}"


def hash_file(path: Path) -> tuple[str, int]:
    """sha256 hex digest and size of a file, read in 1 MiB blocks."""
    digest, size = hashlib.sha256(), 0
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(CHUNK), b""):
            digest.update(block)
            size += len(block)
    return digest.hexdigest(), size


def _fsync_dir(path: Path) -> None:
    # The rename is only durable once the folder's entry is on disk.
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class BlobStore:
    """Blobs under `root`; safe for many threads and processes at once."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

    def path_for(self, sha256: str) -> Path:
        if not _SHA.match(sha256):
            raise ValueError(f"not a sha256 hex digest: {sha256!r}")
        return self.root / blob_key(sha256)

    def put(self, source: str | Path, sha256: str | None = None,
            size_bytes: int | None = None) -> Blob:
        """Store a copy of `source`; with `sha256`/`size_bytes`, refuse other content."""
        source = Path(source)
        if sha256 is None:
            sha256, _ = hash_file(source)  # the name must be known before the copy starts
        target = self.path_for(sha256)
        if target.exists():
            found = self.check(sha256, size_bytes)
            if found is None:
                os.utime(target)  # fresh mtime: gc keeps young blobs a writer is about to use
                return Blob(sha256, target.stat().st_size, target, written=False)
            # A damaged blob (someone wrote to it): replace it with the verified copy below.
        return self._copy(source, target, sha256, size_bytes)

    def _copy(self, source: Path, target: Path, sha256: str, size_bytes: int | None) -> Blob:
        shard = target.parent
        if not shard.is_dir():
            shard.mkdir(parents=True, exist_ok=True)
            _fsync_dir(shard.parent)
        tmp = shard / f"{TEMP_PREFIX}{sha256[:16]}-{os.getpid()}-{secrets.token_hex(4)}"
        digest, size = hashlib.sha256(), 0
        try:
            with source.open("rb") as src, open(tmp, "xb") as dst:
                for block in iter(lambda: src.read(CHUNK), b""):
                    digest.update(block)  # hash what is written, not a second read
                    dst.write(block)
                    size += len(block)
                dst.flush()
                os.fsync(dst.fileno())
            if digest.hexdigest() != sha256 or (size_bytes is not None and size != size_bytes):
                raise BlobMismatch(f"{source} changed: expected sha256 {sha256[:12]}… "
                                   f"({size_bytes} bytes), read {digest.hexdigest()[:12]}… "
                                   f"({size} bytes)")
            os.chmod(tmp, 0o444)
            os.replace(tmp, target)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        _fsync_dir(shard)
        return Blob(sha256, size, target, written=True)

    def check(self, sha256: str, size_bytes: int | None = None) -> str | None:
        """None if the blob is present and intact, else what is wrong with it."""
        path = self.path_for(sha256)
        try:
            found, size = hash_file(path)
        except FileNotFoundError:
            return f"blob {blob_key(sha256)} is missing"
        if size_bytes is not None and size != size_bytes:
            return f"blob {blob_key(sha256)} has {size} bytes, expected {size_bytes}"
        if found != sha256:
            return f"blob {blob_key(sha256)} has sha256 {found}"
        return None

    def blobs(self) -> Iterator[tuple[str, Path]]:
        """(sha256, path) of every stored blob."""
        for path in self._files():
            if _SHA.match(path.name) and path.parent.name == path.name[:2]:
                yield path.name, path

    def temp_files(self) -> Iterator[Path]:
        """Copies a writer started and never renamed (it was killed, or is still copying)."""
        for path in self._files():
            if path.name.startswith(TEMP_PREFIX):
                yield path

    def _files(self) -> Iterator[Path]:
        if not self.root.is_dir():
            return
        for shard in sorted(self.root.iterdir()):
            if shard.is_dir() and len(shard.name) == 2:
                yield from sorted(p for p in shard.iterdir() if p.is_file())


def age_s(path: Path) -> float:
    """Seconds since the file was last modified (0 if it has just gone)."""
    try:
        return max(0.0, time.time() - path.stat().st_mtime)
    except FileNotFoundError:
        return 0.0
