"""The Blender add-on for the tests: the zip built by tools/build_addon.py, and a throwaway
extensions repository to install it into (nothing lands in ~/.config)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
REPO = "voxel_weaver_test"  # module name of the throwaway repository
ADDON_KEY = f"bl_ext.{REPO}.voxel_weaver"


def _load_build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_addon", ROOT / "tools" / "build_addon.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_addon = _load_build_script()


@pytest.fixture(scope="session")
def addon_zip(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built once per session into a tmp folder (wheels come from build/wheels-cache/). Lenient:
    Blender's strict validator has its own test, and installing from disk is lenient too."""
    return build_addon.build(out_dir=tmp_path_factory.mktemp("dist"), strict=False)


@pytest.fixture
def repo(fresh_blender: ModuleType, tmp_path: Path,
         monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A user repository in tmp_path. BLENDER_USER_EXTENSIONS, which Blender reads on every use,
    moves the rest there too: the unpacked wheels (<it>/.local/lib/python3.11/site-packages)
    and the compatibility cache. The repository is new rather than user_default because
    Blender maps bl_ext.<repo> to its folder when a repository is added, not when the
    environment changes. Torn down before conftest's factory reset."""
    bpy = fresh_blender
    user_dir = tmp_path / "extensions"
    monkeypatch.setenv("BLENDER_USER_EXTENSIONS", str(user_dir))
    repos = bpy.context.preferences.extensions.repos
    repo = repos.new(name="Voxel Weaver test", module=REPO,
                     custom_directory=str(user_dir / "repo"), source="USER")
    yield repo
    if ADDON_KEY in bpy.context.preferences.addons:
        bpy.ops.preferences.addon_disable(module=ADDON_KEY)
    repos.remove(repo)
    # Blender appends the wheels' site-packages to sys.path; drop it with the folder.
    sys.path[:] = [p for p in sys.path if not p.startswith(str(user_dir))]


