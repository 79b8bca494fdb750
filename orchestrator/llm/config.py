"""Which planner a run uses, which models, and the gateway's limits: flags over environment.

    --llm auto|anthropic|offline   auto: anthropic when ANTHROPIC_API_KEY is set
    --model / VOXEL_WEAVER_MODEL            strong model: prompt interpreter and reviewer
    --fast-model / VOXEL_WEAVER_FAST_MODEL  fast model: texture, lighting, registry notes
    --llm-base-url / ANTHROPIC_BASE_URL     any Anthropic-compatible endpoint
    VOXEL_WEAVER_EFFORT (low)               effort for models that take one (see models.py)
    LLM_MAX_CONCURRENT_REQUESTS (2)         requests in flight at once
    DISABLE_BACKGROUND_LLM=1                drop LOW-priority (background) calls
    LLM_MAX_RETRIES (2)                     the SDK's retries; the gateway adds none
    VOXEL_WEAVER_LLM_CACHE                  response cache folder, or "off"
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from orchestrator.errors import InputError
from orchestrator.llm.models import facts_of

Provider = Literal["anthropic", "offline"]

DEFAULT_MODEL = "claude-opus-5-5"
DEFAULT_FAST_MODEL = "claude-haiku-4-5"
# Thinking depth on models that take an effort: our calls are short structured answers
# under a deadline, so "low" (Opus 5.5 would default to medium).
DEFAULT_EFFORT = "low"
EFFORTS = ("low", "medium", "high", "xhigh", "max")
MAX_CONCURRENT_LIMIT = 32
MAX_RETRIES_LIMIT = 10

# Seconds each stage's model call may take, queue wait included, before its fallback.
DEADLINES = {"prompt": 45.0, "texture": 30.0, "lighting": 30.0, "review": 90.0,
             "registry": 30.0}


@dataclass(frozen=True)
class LLMSettings:
    provider: Provider
    reason: str  # why this provider: shown at start-up and in the report
    api_key: str | None = field(default=None, repr=False)
    base_url: str | None = None
    model: str = DEFAULT_MODEL
    fast_model: str = DEFAULT_FAST_MODEL
    effort: str = DEFAULT_EFFORT
    max_concurrent: int = 2
    max_retries: int = 2
    disable_background: bool = False
    cache_dir: Path | None = None
    deadlines: Mapping[str, float] = field(default_factory=lambda: dict(DEADLINES))

    def model_for(self, stage: str) -> str:
        """Model tiering: the strong model plans and reviews; the fast one does the rest."""
        return self.model if stage in ("prompt", "review") else self.fast_model

    def effort_for(self, model: str) -> str | None:
        """The effort to send with `model`'s calls: none to a model that would refuse it."""
        facts = facts_of(model)
        return self.effort if facts is not None and facts.takes_effort else None


OFFLINE = LLMSettings("offline", "not asked for")


def resolve_settings(
    choice: str = "auto",
    *,
    model: str | None = None,
    fast_model: str | None = None,
    base_url: str | None = None,
    use_cache: bool = True,
    env: Mapping[str, str] | None = None,
) -> LLMSettings:
    """Flags win over the environment; raises a one-line InputError for bad values."""
    env = os.environ if env is None else env
    key = env.get("ANTHROPIC_API_KEY") or None
    if choice not in ("auto", "anthropic", "offline"):
        raise InputError(f"--llm must be auto, anthropic or offline, not {choice!r}")
    if choice == "offline":
        return LLMSettings("offline", "--llm offline")
    if key is None:
        if choice == "anthropic":
            raise InputError("--llm anthropic needs ANTHROPIC_API_KEY in the environment")
        return LLMSettings("offline", "no ANTHROPIC_API_KEY is set")
    return LLMSettings(
        "anthropic",
        "--llm anthropic" if choice == "anthropic" else "ANTHROPIC_API_KEY is set",
        api_key=key,
        base_url=_url(base_url or env.get("ANTHROPIC_BASE_URL") or None),
        model=_model(model or env.get("VOXEL_WEAVER_MODEL") or DEFAULT_MODEL),
        fast_model=_model(fast_model or env.get("VOXEL_WEAVER_FAST_MODEL") or DEFAULT_FAST_MODEL),
        effort=_effort(env.get("VOXEL_WEAVER_EFFORT", "").strip() or DEFAULT_EFFORT),
        max_concurrent=_int(env, "LLM_MAX_CONCURRENT_REQUESTS", 2, 1, MAX_CONCURRENT_LIMIT),
        max_retries=_int(env, "LLM_MAX_RETRIES", 2, 0, MAX_RETRIES_LIMIT),
        disable_background=env.get("DISABLE_BACKGROUND_LLM", "").strip().lower()
        in ("1", "true", "yes"),
        cache_dir=_cache_dir(env) if use_cache else None,
    )


def _int(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise InputError(f"{name} must be a whole number, not {raw!r}") from None
    if not low <= value <= high:
        raise InputError(f"{name} must be between {low} and {high}, not {value}")
    return value


def _model(name: str) -> str:
    name = name.strip()
    if not name or len(name) > 100 or any(c.isspace() for c in name):
        raise InputError(f"not a model id: {name!r}")
    return name


def _effort(effort: str) -> str:
    if effort not in EFFORTS:
        raise InputError(f"VOXEL_WEAVER_EFFORT must be one of {', '.join(EFFORTS)}, "
                         f"not {effort!r}")
    return effort


def _url(url: str | None) -> str | None:
    if url is not None and not url.startswith(("http://", "https://")):
        raise InputError(f"the LLM base URL must start with http:// or https://, not {url!r}")
    return url


def _cache_dir(env: Mapping[str, str]) -> Path | None:
    raw = env.get("VOXEL_WEAVER_LLM_CACHE", "").strip()
    if raw.lower() == "off":
        return None
    return Path(raw).expanduser() if raw else Path.home() / ".voxel_weaver" / "llm_cache"
