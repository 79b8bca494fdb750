"""What the gateway sends (`LLMCall`) and what it hands back (`LLMResponse`), as plain data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from orchestrator.llm.cache import cache_key


@dataclass(frozen=True)
class LLMCall:
    """One Messages API request, tagged with the pipeline stage it serves."""

    stage: str
    model: str
    system: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] = field(default_factory=list)
    tool_choice: dict[str, Any] | None = None
    max_tokens: int = 4096  # thinking counts against it on models that think
    effort: str | None = None  # output_config.effort, for models that take it
    # This SDK's Messages API has no sampling parameters; a temperature set here is sent as
    # an extra body field, for Anthropic-compatible endpoints that still take one.
    temperature: float | None = None
    seed: int = 0  # the run's seed: not an API parameter, but part of the cache key

    def params(self) -> dict[str, Any]:
        """Keyword arguments for `messages.create`."""
        params: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            # The long static system prompt is marked for prompt caching: repeated calls
            # read it at a tenth of the input price.
            "system": [{"type": "text", "text": self.system,
                        "cache_control": {"type": "ephemeral"}}],
            "messages": self.messages,
        }
        if self.tools:
            params["tools"] = self.tools
        if self.tool_choice:
            params["tool_choice"] = self.tool_choice
        if self.effort:
            params["output_config"] = {"effort": self.effort}
        if self.temperature is not None:
            params["extra_body"] = {"temperature": self.temperature}
        return params

    def key(self) -> str:
        return cache_key({"model": self.model, "system": self.system,
                          "messages": self.messages, "tools": self.tools,
                          "tool_choice": self.tool_choice, "temperature": self.temperature,
                          "effort": self.effort, "seed": self.seed})


@dataclass(frozen=True)
class LLMResponse:
    content: list[dict[str, Any]]
    stop_reason: str | None
    model: str
    usage: dict[str, Any]
    cached: bool = False

    @classmethod
    def from_dict(cls, message: dict[str, Any], cached: bool = False) -> LLMResponse:
        return cls(content=list(message.get("content") or []),
                   stop_reason=message.get("stop_reason"), model=str(message.get("model", "")),
                   usage=dict(message.get("usage") or {}), cached=cached)

    def to_dict(self) -> dict[str, Any]:
        return {"content": self.content, "stop_reason": self.stop_reason, "model": self.model,
                "usage": self.usage}

    def tool_use(self) -> dict[str, Any] | None:
        """The first tool_use block ({"id", "name", "input"}), if the model called a tool."""
        return next((b for b in self.content if b.get("type") == "tool_use"), None)

    def text(self) -> str:
        return "".join(b.get("text", "") for b in self.content if b.get("type") == "text")
