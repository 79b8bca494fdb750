"""The agent base class: a named handler with a mailbox on the bus."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar

from orchestrator.runtime.envelope import Envelope, Payload, Priority

if TYPE_CHECKING:
    from orchestrator.runtime.bus import MessageBus


class Agent:
    """Subclasses set `name` and implement `handle`.

    The bus calls `handle` for each REQUEST in the agent's mailbox, one at a time per worker.
    Its return value becomes the RESPONSE; an exception becomes a typed ERROR. A handler that
    runs past the caller's deadline is cancelled, so long work must `await` (offload blocking
    work with `asyncio.to_thread` or a process pool).
    """

    name: ClassVar[str] = "agent"
    log_prefix: ClassVar[str] = ""
    # The payload kinds a good answer can have; empty: anything. A circuit breaker treats any
    # other answer (a bad payload) as a failure.
    answers: ClassVar[tuple[type[Payload], ...]] = ()

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
        raise NotImplementedError

    async def fallback(self, payload: Payload, envelope: Envelope, reason: str) -> Payload | None:
        """A degraded answer for when `handle` failed or its circuit is open; None means the
        agent has none and the failure stands. Override with something that cannot fail the
        same way (plain materials, a basic light rig, a skipped registration)."""
        return None

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
