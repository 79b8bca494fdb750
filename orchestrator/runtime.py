"""Run a coroutine on the fastest event loop available (uvloop where installed)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def event_loop_name() -> str:
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return "asyncio"
    return "uvloop"


def run(coro: Coroutine[Any, Any, T], *, use_uvloop: bool = True) -> T:
    if use_uvloop and event_loop_name() == "uvloop":
        import uvloop

        return uvloop.run(coro)
    return asyncio.run(coro)
