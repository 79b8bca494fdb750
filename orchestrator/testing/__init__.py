"""Test doubles shipped with the package, so most tests need neither Blender nor a network:
implementations of the ports (the render backend; an Anthropic-compatible HTTP server) and
agents with faults injected. Imported by tests and benchmarks only, never by the product
(`tests/test_layers.py` holds that).
"""

from orchestrator.testing.fake_anthropic import (
    OVERLOADED,
    RATE_LIMITED,
    SERVER_ERROR,
    FakeAnthropicServer,
    HttpError,
    MalformedBody,
    TextAnswer,
    ToolAnswer,
)
from orchestrator.testing.faults import FaultyAgent, InjectedFault, with_fault, with_latency
from orchestrator.testing.render import FAKE_BLEND_TEXT, FakeRenderPool, plan_image

__all__ = [
    "FAKE_BLEND_TEXT", "OVERLOADED", "RATE_LIMITED", "SERVER_ERROR", "FakeAnthropicServer",
    "FakeRenderPool", "FaultyAgent", "HttpError", "InjectedFault", "MalformedBody",
    "TextAnswer", "ToolAnswer", "plan_image", "with_fault", "with_latency",
]
