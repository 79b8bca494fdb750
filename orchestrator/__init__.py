"""Voxel Weaver: a text prompt in, a rendered Blender scene out.

The package is built in layers, each importing only the ones below it (see README, "How it
works"; `tests/test_layers.py` holds the rule):

    cli/       the click commands                     (the shell)
    app/       runs, hosts, batch, journal, replay, restyle, report; names the agents
    llm/       the model gateway
    schema/    the scene, the payloads, limits, the render port
    runtime/   envelope, bus, agent base, pools, circuit breakers (knows no scene)
    testing/   test doubles: a fake render backend, a fake Anthropic server, faulty agents

This module is the public face: what callers (the add-on, benchmarks, scripts) use. Names are
loaded on first use, so `import orchestrator` stays cheap and imports no layer by itself.
Nothing here imports bpy; Blender runs only in worker processes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from orchestrator.schema.version import VERSION as __version__

# public name -> the module that defines it
_EXPORTS = {
    "execute": "orchestrator.app.runner",
    "restyle": "orchestrator.app.runner",
    "RunOutcome": "orchestrator.app.host",
    "SceneHost": "orchestrator.app.host",
    "RunRequest": "orchestrator.app.pipeline",
    "Restyle": "orchestrator.app.pipeline",
    "build_request": "orchestrator.app.requests",
    "replay": "orchestrator.app.replay",
    "with_progress": "orchestrator.app.progress",
    "run_batch": "orchestrator.app.batch",
    "BatchOptions": "orchestrator.app.batch",
    "Scene": "orchestrator.schema.scene",
    "ScenePlan": "orchestrator.schema.scene",
    "Quality": "orchestrator.schema.scene",
    "QUALITIES": "orchestrator.schema.scene",
    "RenderBackend": "orchestrator.schema.render",
    "RenderOutcome": "orchestrator.schema.render",
    "HomeOutcome": "orchestrator.schema.render",
    "HomeScene": "orchestrator.schema.home",
    "RenderSettings": "orchestrator.schema.scene",
    "LLMSettings": "orchestrator.llm.config",
    "resolve_settings": "orchestrator.llm.config",
    "VoxelWeaverError": "orchestrator.errors",
    "InputError": "orchestrator.errors",
    "Interrupted": "orchestrator.errors",
}

__all__ = [  # noqa: RUF022  (grouped by layer, as above)
    "__version__",
    "execute",
    "restyle",
    "RunOutcome",
    "SceneHost",
    "RunRequest",
    "Restyle",
    "build_request",
    "replay",
    "with_progress",
    "run_batch",
    "BatchOptions",
    "Scene",
    "ScenePlan",
    "Quality",
    "QUALITIES",
    "RenderBackend",
    "RenderOutcome",
    "HomeOutcome",
    "HomeScene",
    "RenderSettings",
    "LLMSettings",
    "resolve_settings",
    "VoxelWeaverError",
    "InputError",
    "Interrupted",
]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(importlib.import_module(_EXPORTS[name]), name)
        globals()[name] = value  # once loaded, a plain attribute
        return value
    raise AttributeError(f"module 'orchestrator' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)


if TYPE_CHECKING:  # for type checkers and editors: the same names, imported eagerly
    from orchestrator.app.batch import BatchOptions, run_batch
    from orchestrator.app.host import RunOutcome, SceneHost
    from orchestrator.app.pipeline import Restyle, RunRequest
    from orchestrator.app.progress import with_progress
    from orchestrator.app.replay import replay
    from orchestrator.app.requests import build_request
    from orchestrator.app.runner import execute, restyle
    from orchestrator.errors import InputError, Interrupted, VoxelWeaverError
    from orchestrator.llm.config import LLMSettings, resolve_settings
    from orchestrator.schema.home import HomeScene
    from orchestrator.schema.render import HomeOutcome, RenderBackend, RenderOutcome
    from orchestrator.schema.scene import QUALITIES, Quality, RenderSettings, Scene, ScenePlan
