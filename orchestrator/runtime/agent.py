"""The agent base class: a named handler with a mailbox on the bus, and typed dispatch.

An agent declares what it handles with `@handles(RequestType, answers=ResultType)` on a
method, and what answers when that method fails (or its circuit is open) with
`@fallback_for(RequestType)`. The base class routes each payload to its method by type; a
payload no method declares is answered with one typed error, `UnhandledPayload`. `answers`
(what a circuit breaker accepts as a good answer) is collected from the same declarations,
so what an agent takes, gives and falls back to is written once, on its methods.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from orchestrator.errors import UnhandledPayload
from orchestrator.runtime.envelope import Envelope, Payload, Priority

if TYPE_CHECKING:
    from orchestrator.runtime.bus import MessageBus

F = TypeVar("F", bound=Callable[..., Any])


def handles(*payloads: type[Payload], answers: type[Payload] | tuple[type[Payload], ...] = ()
            ) -> Callable[[F], F]:
    """Mark `async def method(self, payload, envelope) -> Payload` as the handler of these
    payload types, answering with `answers`."""
    given = answers if isinstance(answers, tuple) else (answers,)

    def mark(method: F) -> F:
        method.__dict__["_handles"] = (payloads, given)
        return method
    return mark


def fallback_for(*payloads: type[Payload]) -> Callable[[F], F]:
    """Mark `async def method(self, payload, envelope, reason) -> Payload` as the degraded
    answer to these payload types when their handler fails or its circuit is open."""
    def mark(method: F) -> F:
        method.__dict__["_fallback_for"] = payloads
        return method
    return mark


class Agent:
    """Subclasses set `name` and declare handlers with `@handles` (or override `handle`).

    The bus calls `handle` for each REQUEST in the agent's mailbox, one at a time per worker.
    Its return value becomes the RESPONSE; an exception becomes a typed ERROR. A handler that
    runs past the caller's deadline is cancelled, so long work must `await` (offload blocking
    work with `asyncio.to_thread` or a process pool).
    """

    name: ClassVar[str] = "agent"
    log_prefix: ClassVar[str] = ""
    # The payload kinds a good answer can have; empty: anything. A circuit breaker treats any
    # other answer (a bad payload) as a failure. Filled in from the `@handles` declarations.
    answers: ClassVar[tuple[type[Payload], ...]] = ()
    _routes: ClassVar[dict[type[Payload], str]] = {}  # payload type -> handler method name
    _fallbacks: ClassVar[dict[type[Payload], str]] = {}  # payload type -> fallback method name

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        routes, fallbacks = dict(cls._routes), dict(cls._fallbacks)
        answers: list[type[Payload]] = []
        for attr, value in cls.__dict__.items():
            marks = getattr(value, "__dict__", {})
            if "_handles" in marks:
                payloads, given = marks["_handles"]
                routes.update(dict.fromkeys(payloads, attr))
                answers += given
            if "_fallback_for" in marks:
                fallbacks.update(dict.fromkeys(marks["_fallback_for"], attr))
        cls._routes, cls._fallbacks = routes, fallbacks
        if answers and "answers" not in cls.__dict__:
            cls.answers = tuple(dict.fromkeys([*cls.answers, *answers]))

    def __init__(self) -> None:
        self.log = logging.getLogger(f"voxel_weaver.agent.{self.name}")
        self._bus: MessageBus | None = None

    @property
    def bus(self) -> MessageBus:
        if self._bus is None:
            raise RuntimeError(f"agent {self.name!r} is not registered on a bus")
        return self._bus

    def attach(self, bus: MessageBus) -> None:
        self._bus = bus

    @property
    def concurrency(self) -> int:
        """How many of its messages the bus hands it at once (an `AgentPool`: one per member)."""
        return 1

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        """Route `payload` to the method declared for its type with `@handles`."""
        method = _route(self._routes, type(payload))
        if method is None:
            raise UnhandledPayload(f"{self.name} has no handler for {payload.kind!r}")
        return await getattr(self, method)(payload, envelope)  # type: ignore[no-any-return]

    async def fallback(self, payload: Payload, envelope: Envelope, reason: str) -> Payload | None:
        """A degraded answer for when `handle` failed or its circuit is open, from the method
        declared with `@fallback_for`; None means the agent has none and the failure stands.
        A fallback must not be able to fail the same way (plain materials, a basic light rig,
        a skipped registration)."""
        method = _route(self._fallbacks, type(payload))
        if method is None:
            return None
        return await getattr(self, method)(payload, envelope, reason)  # type: ignore[no-any-return]

    def health(self) -> dict[str, Any]:
        """What the agent says of itself in answer to a heartbeat; `degraded: True` marks it
        degraded in the bus's statistics."""
        return {}

    async def request(
        self,
        recipient: str,
        payload: Payload,
        *,
        timeout: float | None = None,
        priority: Priority = Priority.NORMAL,
        correlation_id: str | None = None,
    ) -> Payload:
        """Ask another agent and wait for its answer (raises the bus's typed errors)."""
        return await self.bus.request(
            self.name,
            recipient,
            payload,
            timeout=timeout,
            priority=priority,
            correlation_id=correlation_id,
        )

    async def start(self) -> None:
        """Called once when the bus starts; acquire resources here."""

    async def stop(self) -> None:
        """Called once when the bus closes; release resources here."""


class WrappedAgent(Agent):
    """Another agent under the same name, for wrappers that add behaviour around `handle`
    (latency in tests, progress reports in the add-on). Subclasses override `handle` and
    call `self.inner.handle`."""

    def __init__(self, inner: Agent) -> None:
        self.name = inner.name  # type: ignore[misc]
        self.log_prefix = inner.log_prefix  # type: ignore[misc]
        self.answers = inner.answers  # type: ignore[misc]
        super().__init__()
        self.inner = inner

    def attach(self, bus: MessageBus) -> None:
        super().attach(bus)
        self.inner.attach(bus)

    async def start(self) -> None:
        await self.inner.start()

    async def stop(self) -> None:
        await self.inner.stop()

    @property
    def concurrency(self) -> int:
        return self.inner.concurrency

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        return await self.inner.handle(payload, envelope)

    async def fallback(self, payload: Payload, envelope: Envelope, reason: str) -> Payload | None:
        return await self.inner.fallback(payload, envelope, reason)

    def health(self) -> dict[str, Any]:
        return self.inner.health()


def _route(table: dict[type[Payload], str], kind: type[Payload]) -> str | None:
    """The method declared for `kind`, or for the nearest base class of it that has one."""
    for cls in kind.__mro__:
        if cls in table:
            return table[cls]
    return None
