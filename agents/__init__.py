"""Voxel Weaver's agents, one subpackage per agent, each owning its domain end to end.

Modules named blender*.py import bpy and are loaded only in Blender worker processes. Agents
use the runtime, the schema and the model gateway, never the application above them. The
agent classes are exported here, loaded on first use (so importing one agent's data module
does not import them all).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "PromptInterpreterAgent": "agents.prompt_interpreter.agent",
    "GeometryAgent": "agents.geometry.agent",
    "TextureAgent": "agents.texture.agent",
    "LightingAgent": "agents.lighting.agent",
    "SpatialValidatorAgent": "agents.spatial_validator.agent",
    "RenderDirectorAgent": "agents.render_director.agent",
    "AssetRegistryAgent": "agents.asset_registry.agent",
    "ReviewerAgent": "agents.reviewer.agent",
    "BlenderWorkerPool": "agents.render_director.worker_pool",
    "AssetStore": "agents.asset_registry.store",
    "default_registry_path": "agents.asset_registry.store",
}

__all__ = [  # noqa: RUF022  (in pipeline order)
    "PromptInterpreterAgent",
    "GeometryAgent",
    "TextureAgent",
    "LightingAgent",
    "SpatialValidatorAgent",
    "RenderDirectorAgent",
    "AssetRegistryAgent",
    "ReviewerAgent",
    "BlenderWorkerPool",
    "AssetStore",
    "default_registry_path",
]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(importlib.import_module(_EXPORTS[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'agents' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)


if TYPE_CHECKING:
    from agents.asset_registry.agent import AssetRegistryAgent
    from agents.asset_registry.store import AssetStore, default_registry_path
    from agents.geometry.agent import GeometryAgent
    from agents.lighting.agent import LightingAgent
    from agents.prompt_interpreter.agent import PromptInterpreterAgent
    from agents.render_director.agent import RenderDirectorAgent
    from agents.render_director.worker_pool import BlenderWorkerPool
    from agents.reviewer.agent import ReviewerAgent
    from agents.spatial_validator.agent import SpatialValidatorAgent
    from agents.texture.agent import TextureAgent
