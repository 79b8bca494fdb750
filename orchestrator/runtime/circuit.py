"""Circuit breakers: an agent that keeps failing is given a rest, and its fallback answers.

    closed --K failures in a row--> open --reset_after seconds--> half-open --probe ok--> closed
                                      ^                               |
                                      +---------probe failed----------+

`ResilientAgent` wraps an agent (or an `AgentPool`) with one breaker. While closed, each
message goes to the agent; a failure is counted and answered by the agent's `fallback` when
it has one. Failures are: an exception; an answer of a kind the agent does not give
(`Agent.answers`: a bad payload); and a hang, i.e. no answer within HANDLER_BUDGET of the
caller's deadline, so the fallback still answers before the caller gives up. While open, the
agent is not called at all: the fallback answers at once (fail fast), or `CircuitOpen` is
raised. Half-open lets exactly one probe through; its outcome closes or re-opens the circuit.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any, Literal

from orchestrator.errors import DEADLINE_REASON, CircuitOpen
from orchestrator.runtime.agent import Agent, WrappedAgent
from orchestrator.runtime.envelope import Envelope, Payload

log = logging.getLogger("voxel_weaver.circuit")

State = Literal["closed", "open", "half_open"]
HANDLER_BUDGET = 0.8  # of the caller's deadline: what is left is for the fallback to answer


class BadAnswer(RuntimeError):
    """The agent answered with a payload of a kind it does not give."""


class CircuitBreaker:
    def __init__(self, failure_threshold: int = 5, reset_after: float = 30.0, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if failure_threshold < 1 or reset_after <= 0:
            raise ValueError("failure_threshold must be >= 1 and reset_after > 0")
        self.failure_threshold = failure_threshold
        self.reset_after = reset_after
        self._clock = clock
        self._state: State = "closed"
        self._failures = 0  # in a row
        self._opened_at = 0.0
        self._probing = False
        self.times_opened = 0
        self.rejected = 0  # calls refused while open

    @property
    def state(self) -> State:
        if self._state == "open" and self._clock() - self._opened_at >= self.reset_after:
            self._state = "half_open"
        return self._state

    def allow(self) -> bool:
        """May a call go through now? In half-open, only the first caller (the probe) may."""
        state = self.state
        if state == "closed" or (state == "half_open" and not self._probing):
            self._probing = state == "half_open"
            return True
        self.rejected += 1
        return False

    def record_success(self) -> None:
        self._failures, self._probing, self._state = 0, False, "closed"

    def record_failure(self) -> None:
        self._failures += 1
        if self._probing or self._failures >= self.failure_threshold:
            if self._state != "open":
                self.times_opened += 1
            self._state, self._opened_at, self._probing = "open", self._clock(), False

    def release(self) -> None:
        """A call ended with no verdict (its caller went away): let another probe try."""
        self._probing = False

    def snapshot(self) -> dict[str, Any]:
        return {"state": self.state, "failures_in_a_row": self._failures,
                "times_opened": self.times_opened, "rejected": self.rejected}


class ResilientAgent(WrappedAgent):
    """`inner` behind a circuit breaker, answering with `inner.fallback` when it fails."""

    def __init__(self, inner: Agent, breaker: CircuitBreaker | None = None) -> None:
        super().__init__(inner)
        self.breaker = breaker or CircuitBreaker()
        self.fallbacks = 0

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        breaker = self.breaker
        if not breaker.allow():
            return await self._fall_back(payload, envelope, "circuit open", None)
        budget = envelope.timeout * HANDLER_BUDGET if envelope.timeout else None
        try:
            async with asyncio.timeout(budget):
                result = await self.inner.handle(payload, envelope)
            if self.answers and not isinstance(result, self.answers):
                raise BadAnswer(f"{self.name} answered {getattr(result, 'kind', result)!r}")
        except TimeoutError:
            breaker.record_failure()
            return await self._fall_back(payload, envelope,
                                         f"no answer within {budget:g}s", None, hang=True)
        except asyncio.CancelledError as exc:
            # A hang cut off by the caller's deadline is a failure; a caller that simply went
            # away (the user cancelled) says nothing about the agent's health.
            if exc.args[:1] == (DEADLINE_REASON,):
                breaker.record_failure()
            else:
                breaker.release()
            raise
        except Exception as exc:
            breaker.record_failure()
            return await self._fall_back(payload, envelope, f"{type(exc).__name__}: {exc}", exc)
        breaker.record_success()
        return result

    async def _fall_back(self, payload: Payload, envelope: Envelope, reason: str,
                         error: Exception | None, *, hang: bool = False) -> Payload:
        answer = await self.inner.fallback(payload, envelope, " ".join(reason.split())[:300])
        if answer is None:
            if error is not None:
                raise error
            if hang:
                raise TimeoutError(f"{self.name} gave no answer: {reason}")
            raise CircuitOpen(f"{self.name} is resting after {self.breaker.failure_threshold} "
                              f"failures in a row and has no fallback")
        self.fallbacks += 1
        self.log.warning("%s answered by its fallback (%s)", self.name, reason)
        return answer

    def health(self) -> dict[str, Any]:
        circuit = self.breaker.snapshot()
        inner = self.inner.health()
        return {**inner, "circuit": circuit, "fallbacks": self.fallbacks,
                **({"degraded": True} if circuit["state"] != "closed" else {})}
