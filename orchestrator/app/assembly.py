"""Which agents stand on a bus, how many of each, and what guards them.

    agent (or AgentPool of N members) -> `wrap` (tests, the add-on) -> ResilientAgent (breaker)

A single run needs one of each agent. A long-lived bus serving many runs (batch, serve) gives
the busy agents several members behind one address, and the render director one member per
render worker, so a slow or crashed worker holds up only its own job. The breaker sits
outermost, so it sees every failure, injected ones included, and answers with the agent's
fallback (plain materials, basic lights, a skipped registration).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from agents.asset_registry.agent import AssetRegistryAgent
from agents.geometry.agent import GeometryAgent
from agents.lighting.agent import LightingAgent
from agents.prompt_interpreter.agent import PromptInterpreterAgent
from agents.render_director.agent import RenderDirectorAgent
from agents.reviewer.agent import ReviewerAgent
from agents.spatial_validator.agent import SpatialValidatorAgent
from agents.texture.agent import TextureAgent
from orchestrator.llm import stage_model
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.agent_pool import AgentPool, Strategy
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.circuit import CircuitBreaker, ResilientAgent
from orchestrator.runtime.envelope import Priority
from orchestrator.schema.render import RenderBackend

if TYPE_CHECKING:
    from orchestrator.llm.gateway import LLMGateway

# Agents whose members all do the same pure work; the registry stays single (one SQLite
# writer) and the render director's members follow the render backends.
POOLABLE = ("prompt_interpreter", "geometry", "texture", "lighting", "spatial_validator")
MAX_POOL = 4  # members of one pure agent at most


@dataclass(frozen=True)
class BusLayout:
    members: Mapping[str, int] = field(default_factory=dict)  # agent -> pool size (default 1)
    strategy: Strategy = "least_loaded"
    breakers: bool = True
    failure_threshold: int = 5  # failures in a row that open an agent's circuit
    reset_after_s: float = 30.0  # how long an open circuit rests before a probe

    @classmethod
    def for_pipelines(cls, concurrency: int, **kwargs: Any) -> BusLayout:
        """Enough members of the pure agents for `concurrency` pipelines at once (capped:
        their handlers take milliseconds, members mostly matter while a model answers)."""
        size = max(1, min(concurrency, MAX_POOL))
        return cls(members=dict.fromkeys(POOLABLE, size), **kwargs)


def build_bus(
    registry_path: Path,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    gateway: LLMGateway | None = None,
    llm: LLMSettings | None = None,
    *,
    layout: BusLayout | None = None,
    render_backends: Sequence[RenderBackend] = (),
) -> MessageBus:
    """A bus with the seven agents (and the reviewer) registered.

    `pool` is the one render backend of a single run (None: a BlenderWorkerPool of its own);
    `render_backends` gives the render director one member per backend instead. With a
    gateway, the interpreter, texture and lighting agents ask the model first, and the
    registry asks it for descriptions at LOW priority.
    """
    settings = llm or OFFLINE
    layout = layout or BusLayout()

    def route(stage: str, priority: Priority = Priority.HIGH) -> Any:
        return stage_model(gateway, settings, stage, priority)

    makers: dict[str, Callable[[], Agent]] = {
        "prompt_interpreter": lambda: PromptInterpreterAgent(route("prompt")),
        "geometry": GeometryAgent,
        "texture": lambda: TextureAgent(route("texture")),
        "lighting": lambda: LightingAgent(route("lighting")),
        "spatial_validator": SpatialValidatorAgent,
        "asset_registry": lambda: AssetRegistryAgent(registry_path, route("registry",
                                                                          Priority.LOW)),
        "reviewer": lambda: ReviewerAgent(route("review")),
    }
    renderers = [RenderDirectorAgent(backend) for backend in render_backends] or \
        [RenderDirectorAgent(pool)]
    bus = MessageBus()
    for name in ("prompt_interpreter", "geometry", "texture", "lighting", "spatial_validator",
                 "render_director", "asset_registry", "reviewer"):
        if name == "render_director":
            members = renderers
        else:
            members = [makers[name]() for _ in range(layout.members.get(name, 1))]
        agent = members[0] if len(members) == 1 else AgentPool(members, layout.strategy)
        if wrap is not None:
            agent = wrap(agent)
        if layout.breakers:
            agent = ResilientAgent(agent, CircuitBreaker(layout.failure_threshold,
                                                         layout.reset_after_s))
        bus.register(agent)
    return bus
