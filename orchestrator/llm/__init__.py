"""Everything that talks to a model: settings, the gateway, structured answers.

Agents never hold an SDK client; they get a `StageModel` (gateway + model + deadline for
their stage) or None, and fall back to the offline rules on any `LLMError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from orchestrator.llm.config import LLMSettings
from orchestrator.runtime.envelope import Priority

if TYPE_CHECKING:  # importing the SDK takes over a second: offline runs never pay for it
    from orchestrator.llm.gateway import LLMGateway


@dataclass(frozen=True)
class StageModel:
    """What one stage needs to ask a model: the shared gateway, its model and deadline."""

    gateway: LLMGateway
    stage: str
    model: str
    deadline_s: float
    priority: Priority = Priority.HIGH
    effort: str | None = None  # output_config.effort; None for a model that takes none


def open_gateway(settings: LLMSettings) -> LLMGateway | None:
    """A gateway over the real SDK client, or None when the run is offline."""
    if settings.provider != "anthropic":
        return None
    import anthropic

    from orchestrator.llm.cache import ResponseCache
    from orchestrator.llm.gateway import LLMGateway, count_attempts

    client = anthropic.AsyncAnthropic(
        api_key=settings.api_key, base_url=settings.base_url,
        max_retries=settings.max_retries, middleware=[count_attempts])
    cache = ResponseCache(settings.cache_dir) if settings.cache_dir else None
    return LLMGateway(client, max_concurrent=settings.max_concurrent, cache=cache,
                      disable_background=settings.disable_background)


def stage_model(gateway: LLMGateway | None, settings: LLMSettings, stage: str,
                priority: Priority = Priority.HIGH) -> StageModel | None:
    if gateway is None:
        return None
    model = settings.model_for(stage)
    return StageModel(gateway, stage, model, settings.deadlines[stage], priority,
                      settings.effort_for(model))
