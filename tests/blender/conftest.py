"""Fixtures for the Blender tests: bpy in this process (tests only) with a reset per test."""

from __future__ import annotations

import pytest

from tests.testkit.addon_fixtures import addon_zip, repo  # noqa: F401  (fixtures for the add-on tests)


@pytest.fixture(autouse=True)
def fresh_blender():
    """Every test starts from (and leaves) an empty factory scene."""
    bpy = pytest.importorskip("bpy")
    bpy.ops.wm.read_factory_settings(use_empty=True)
    yield bpy
    bpy.ops.wm.read_factory_settings(use_empty=True)
