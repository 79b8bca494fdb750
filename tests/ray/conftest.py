"""A real local Ray cluster (2 CPUs) shared by the Ray backend tests of a module."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[Any]:
    ray = pytest.importorskip("ray")
    if importlib.util.find_spec("bpy") is None:  # found, not imported: the driver stays bpy-free
        pytest.skip("bpy is not installed")
    os.environ.setdefault("RAY_DEDUP_LOGS", "0")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             object_store_memory=128 * 2**20, configure_logging=False)
    try:
        yield ray
    finally:
        ray.shutdown()
