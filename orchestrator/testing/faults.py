"""Agents with something wrong with them, for tests and benchmarks.

- `with_latency` holds an agent's handler to a minimum duration, to model stage costs.
- `FaultyAgent` / `with_fault` inject a fault (raise, hang, slow, bad payload) into an agent.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, Literal

from orchestrator.runtime.agent import Agent, WrappedAgent
from orchestrator.runtime.envelope import Envelope, Payload, Ping


class _Delayed(WrappedAgent):
    def __init__(self, inner: Agent, seconds: float | dict[str, float]) -> None:
        super().__init__(inner)
        self.seconds = seconds

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        t0 = time.perf_counter()
        result = await self.inner.handle(payload, envelope)
        seconds = (self.seconds if isinstance(self.seconds, float | int)
                   else self.seconds.get(payload.kind, 0.0))
        left = seconds - (time.perf_counter() - t0)
        if left > 0:
            await asyncio.sleep(left)
        return result


def with_latency(agent: Agent, seconds: float | dict[str, float]) -> Agent:
    """The same agent, but each handler call takes at least `seconds` (or, given a dict,
    the seconds listed for its payload kind)."""
    return _Delayed(agent, seconds)


Fault = Literal["raise", "hang", "slow", "bad_payload"]


class FaultyAgent(WrappedAgent):
    """The same agent with a fault injected into its next `times` calls (None: every call).

    raise: the handler raises `InjectedFault`; hang: it never answers (the caller's deadline
    cuts it off); slow: it answers after `delay` seconds; bad_payload: it answers with a
    payload of the wrong kind. Its fallback is the real agent's, as in production.
    """

    def __init__(self, inner: Agent, fault: Fault, *, times: int | None = None,
                 delay: float = 0.5) -> None:
        super().__init__(inner)
        self.fault, self.left, self.delay = fault, times, delay
        self.injected = 0

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        if self.left is not None:
            if self.left <= 0:
                return await self.inner.handle(payload, envelope)
            self.left -= 1
        self.injected += 1
        if self.fault == "raise":
            raise InjectedFault(f"fault injected into {self.name}")
        if self.fault == "hang":
            await asyncio.Event().wait()
        if self.fault == "slow":
            await asyncio.sleep(self.delay)
            return await self.inner.handle(payload, envelope)
        return Ping(n=-1)  # bad_payload: an answer of the wrong kind


class InjectedFault(RuntimeError):
    """Raised by FaultyAgent; never raised by real code."""


def with_fault(name: str, fault: Fault, **kwargs: Any) -> Callable[[Agent], Agent]:
    """A `wrap=` for execute/SceneHost that injects `fault` into the agent called `name`."""
    def wrap(agent: Agent) -> Agent:
        return FaultyAgent(agent, fault, **kwargs) if agent.name == name else agent
    return wrap
