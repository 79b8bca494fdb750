"""Paths the user gives, checked up front: before a run folder is made or Blender starts, each
bad one is refused with one line (InputError, exit code 2) that names its own option.

- a folder to write runs into (`--out`): a folder, or one that can be made, that takes files,
  short enough for Blender once a run's folder and files are added (MAX_OUT_PATH_BYTES);
- a file to write (`--journal`, `--log-file`, `trace --png`, `contact-sheet --sheet`): not a
  folder, in a folder that takes files;
- the asset registry (`--registry`): not a folder, in a folder where it can be created.

Every path must be valid UTF-8, and no part of it longer than NAME_MAX bytes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from orchestrator.app.outputs import RUN_ID_HEX, SLUG_MAX, check_writable
from orchestrator.errors import InputError, LimitExceeded
from orchestrator.schema.limits import MAX_REVIEW_ROUNDS, not_utf8, quoted

FILE_MAX = 1024  # Blender's path buffer in bytes, its closing NUL included (BLI_path FILE_MAX)
NAME_MAX = 255  # bytes in one part of a path (Linux, macOS)
# The longest path a run writes below --out: its folder (<slug>-<id>) and a review round's
# .blend under the temporary name blender_job._save_to gives it, to which Blender itself adds
# "@" while it writes.
LONGEST_RUN_SUFFIX = (f"/{'s' * SLUG_MAX}-{'0' * RUN_ID_HEX}"
                      f"/review_{MAX_REVIEW_ROUNDS}/.scene-{'0' * 8}.blend@")
MAX_OUT_PATH_BYTES = FILE_MAX - 1 - len(LONGEST_RUN_SUFFIX)  # --out, as an absolute path


def check_out_dir(path: Path, option: str = "--out") -> Path:
    """A folder that runs are written into: refused if it is a file, cannot be made or written,
    or is too long for Blender. Made if missing (so the run can start)."""
    _check_text(path, option)
    size = len(os.fsencode(path.absolute()))
    if size > MAX_OUT_PATH_BYTES:
        raise LimitExceeded(
            f"{option} {_shown(path)} is {size:,} bytes as an absolute path; the limit is "
            f"{MAX_OUT_PATH_BYTES:,} (Blender takes paths of up to {FILE_MAX - 1:,} bytes, and "
            f"a run adds up to {len(LONGEST_RUN_SUFFIX)} to it)")
    if path.exists() and not path.is_dir():
        raise InputError(f"{option} {_shown(path)} is not a folder")
    return check_writable(path, option)


def check_output_file(path: Path, option: str) -> Path:
    """A file to be written (or appended to): refused if it is a folder, or its folder cannot
    be made or written. Its folder is made if missing."""
    _check_text(path, option)
    if path.is_dir():
        raise InputError(f"{option} {_shown(path)} is a folder; give a file path")
    _check_parent(path, option)
    check_writable(path.parent, option)
    if path.exists() and not os.access(path, os.W_OK):
        raise InputError(f"cannot write to {option} {_shown(path)}: Permission denied")
    return path


def check_registry_path(path: Path, option: str = "--registry", *, create: bool = True) -> Path:
    """The SQLite registry file: refused if it is a folder or, with `create`, if its folder
    cannot be made or take files (SQLite writes -wal and -shm files, blobs/ goes beside it).
    Whether the file itself is a sound database is the store's to say."""
    _check_text(path, option)
    if path.is_dir():
        raise InputError(f"{option} {_shown(path)} is a folder, not a database file")
    if create:
        _check_parent(path, option)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=path.parent, prefix=".probe-"):
                pass
        except OSError as exc:
            verb = "write to" if path.exists() else "create"
            raise InputError(f"cannot {verb} {option} {_shown(path)}: "
                             f"{exc.strerror or type(exc).__name__}") from None
    return path


def check_registry(path: Path | None, *, create: bool = True) -> Path:
    """The registry a command will use: --registry if given, else $VOXEL_WEAVER_REGISTRY, else
    the default in the home folder, each checked and named as the user gave it."""
    from agents.asset_registry.store import default_registry_path

    if path is not None:
        return check_registry_path(path, "--registry", create=create)
    option = ("$VOXEL_WEAVER_REGISTRY" if os.environ.get("VOXEL_WEAVER_REGISTRY")
              else "the default registry")
    return check_registry_path(default_registry_path(), option, create=create)


def _check_text(path: Path, option: str) -> None:
    bad = not_utf8(str(path))
    if bad is not None:
        raise InputError(f"{option} {_shown(path)} is not valid UTF-8 ({bad})")
    for part in path.parts:
        size = len(os.fsencode(part))
        if size > NAME_MAX:
            raise LimitExceeded(f"{option} has a name of {size:,} bytes ({_shown(Path(part))}); "
                                f"the limit is {NAME_MAX} bytes")


def _check_parent(path: Path, option: str) -> None:
    # mkdir would say only "File exists"
    if path.parent.exists() and not path.parent.is_dir():
        raise InputError(f"{option} {_shown(path)}: {_shown(path.parent)} is not a folder")


def _shown(path: Path) -> str:
    return quoted(str(path))
