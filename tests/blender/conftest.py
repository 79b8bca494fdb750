"""Fixtures for the Blender tests: bpy in this process (tests only) with a reset per test."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # scene_factory.py sits next to the tests

from addon_fixtures import addon_zip, repo  # noqa: F401  (fixtures for the add-on tests)


@pytest.fixture(autouse=True)
def fresh_blender():
    """Every test starts from (and leaves) an empty factory scene."""
    bpy = pytest.importorskip("bpy")
    bpy.ops.wm.read_factory_settings(use_empty=True)
    yield bpy
    bpy.ops.wm.read_factory_settings(use_empty=True)
