"""The project's version, read once from the installed package's metadata (pyproject.toml)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    VERSION = version("voxel-weaver")
except PackageNotFoundError:  # a source tree used without installing it
    VERSION = "0+unknown"
