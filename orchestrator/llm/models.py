"""What we know of each Claude model that changes how we call it or what it costs.

A model not listed still works: it is sent no `effort` and its cost is reported as null
rather than guessed. Prices are the published list prices in USD per million tokens
(platform.claude.com model pages, read 2026-11-29).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class ModelFacts:
    input_usd: float  # per million input tokens
    output_usd: float  # per million output tokens
    cache_read_factor: float = 0.1  # of the input price; Opus 5.5 charges 0.05
    cache_write_factor: float = 1.25  # 5-minute cache writes
    takes_effort: bool = False  # accepts output_config.effort (Haiku 4.5 and older do not)


CATALOGUE: dict[str, ModelFacts] = {
    "claude-opus-5-5": ModelFacts(4.0, 20.0, cache_read_factor=0.05, takes_effort=True),
    "claude-opus-5": ModelFacts(5.0, 25.0, takes_effort=True),
    "claude-fable-5-1": ModelFacts(10.0, 50.0, takes_effort=True),
    "claude-sonnet-5": ModelFacts(2.0, 10.0, takes_effort=True),
    "claude-sonnet-5-5": ModelFacts(2.0, 10.0, takes_effort=True),
    "claude-opus-4-5": ModelFacts(5.0, 25.0),  # deprecated: end of life 2027-01-22
    "claude-sonnet-4-5": ModelFacts(3.0, 15.0),  # deprecated: end of life 2026-11-30
    "claude-haiku-4-5": ModelFacts(1.0, 5.0),
}

_DATED = re.compile(r"^(?P<name>.+)-\d{8}$")  # a pinned snapshot: claude-haiku-4-5-20251001


def facts_of(model: str) -> ModelFacts | None:
    """The facts for a model id or a dated snapshot of it; None for a model not listed."""
    if model in CATALOGUE:
        return CATALOGUE[model]
    dated = _DATED.match(model)
    return CATALOGUE.get(dated.group("name")) if dated else None
