"""Who answered a stage: a model, or the offline rules (shared by the room's and the home's
payloads)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class ModelUse(BaseModel):
    """Who made a stage's answer: a model, or the offline rules (and why, if a model failed)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: Literal["offline", "anthropic"] = "offline"
    model: str | None = None
    fallback: str | None = None  # the LLMError that sent the stage back to its offline rules
