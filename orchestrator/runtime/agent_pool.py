"""AgentPool: N instances of one agent behind one address on the bus.

The bus gives the pool one worker per member (`concurrency`), so up to N messages are handled
at once; the pool picks the member for each:

- `round_robin`: members in turn, whatever their load;
- `least_loaded`: the member with the fewest messages in hand (ties go round-robin, so equal
  members share the work). This is the one for uneven jobs such as renders, where a member that
  drew a long job should not be handed the next one.

Each member keeps its own resources (a render director member owns its own Blender worker), so
one member's crash or slowness touches only the message it holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from orchestrator.runtime.agent import Agent
from orchestrator.runtime.envelope import Envelope, Payload

if TYPE_CHECKING:
    from orchestrator.runtime.bus import MessageBus

Strategy = Literal["round_robin", "least_loaded"]
STRATEGIES: tuple[Strategy, ...] = ("round_robin", "least_loaded")


class AgentPool(Agent):
    def __init__(self, members: Sequence[Agent], strategy: Strategy = "least_loaded") -> None:
        if not members:
            raise ValueError("an agent pool needs at least one member")
        names = {m.name for m in members}
        if len(names) != 1:
            raise ValueError(f"pool members must share one name, got {sorted(names)}")
        if strategy not in STRATEGIES:
            raise ValueError(f"unknown pool strategy {strategy!r}; use {' or '.join(STRATEGIES)}")
        self.name = members[0].name  # type: ignore[misc]  # the pool answers to their address
        self.log_prefix = members[0].log_prefix  # type: ignore[misc]
        self.answers = members[0].answers  # type: ignore[misc]
        super().__init__()
        self.members = list(members)
        self.strategy = strategy
        self.in_flight = [0] * len(members)
        self.handled = [0] * len(members)
        self._next = 0

    @property
    def concurrency(self) -> int:
        return len(self.members)

    def pick(self) -> int:
        """The index of the member that gets the next message."""
        n = len(self.members)
        start = self._next
        self._next = (start + 1) % n
        if self.strategy == "round_robin":
            return start
        # least loaded; scanning from the round-robin cursor breaks ties fairly
        return min(((start + k) % n for k in range(n)), key=self.in_flight.__getitem__)

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        index = self.pick()
        self.in_flight[index] += 1
        try:
            return await self.members[index].handle(payload, envelope)
        finally:
            self.in_flight[index] -= 1
            self.handled[index] += 1

    async def fallback(self, payload: Payload, envelope: Envelope, reason: str) -> Payload | None:
        return await self.members[0].fallback(payload, envelope, reason)

    def health(self) -> dict[str, Any]:
        members = [m.health() for m in self.members]
        return {"members": len(self.members), "strategy": self.strategy,
                "in_flight": list(self.in_flight), "handled": list(self.handled),
                **({"member_health": members} if any(members) else {}),
                **({"degraded": True} if any(h.get("degraded") for h in members) else {})}

    def attach(self, bus: MessageBus) -> None:
        super().attach(bus)
        for member in self.members:
            member.attach(bus)

    async def start(self) -> None:
        for member in self.members:
            await member.start()

    async def stop(self) -> None:
        for member in self.members:
            await member.stop()
