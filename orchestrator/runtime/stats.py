"""Per-agent statistics kept by the bus, cheap enough to leave on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class AgentStats:
    received: int = 0  # messages put into this agent's mailbox
    sent: int = 0  # messages this agent (or caller name) put on the bus
    completed: int = 0  # handlers that returned
    failed: int = 0  # handlers that raised
    cancelled: int = 0  # handlers cancelled because the caller gave up
    dropped: int = 0  # messages for this agent that went to the dead letters
    total_time: float = 0.0  # seconds spent in handlers
    max_queue_depth: int = 0
    queue_depth: int = 0  # filled in when a snapshot is taken
    heartbeats: int = 0  # probes answered (MessageBus.start_heartbeats)
    last_heartbeat_ms: float | None = None  # the last probe's wait in the mailbox
    health: str = "unknown"  # filled in when a snapshot is taken (MessageBus._health)

    def finish(self, outcome: str, seconds: float) -> None:
        """One handler ended: `outcome` is completed, failed or cancelled."""
        self.total_time += seconds
        if outcome == "completed":
            self.completed += 1
        elif outcome == "failed":
            self.failed += 1
        else:
            self.cancelled += 1

    @property
    def processed(self) -> int:
        return self.completed + self.failed + self.cancelled

    @property
    def average_time(self) -> float:
        return self.total_time / self.processed if self.processed else 0.0

    @property
    def success_rate(self) -> float:
        return self.completed / self.processed if self.processed else 1.0

    def snapshot(self) -> dict[str, Any]:
        return {
            "received": self.received,
            "sent": self.sent,
            "completed": self.completed,
            "failed": self.failed,
            "cancelled": self.cancelled,
            "dropped": self.dropped,
            "total_time_s": round(self.total_time, 6),
            "average_time_s": round(self.average_time, 6),
            "success_rate": round(self.success_rate, 4),
            "queue_depth": self.queue_depth,
            "max_queue_depth": self.max_queue_depth,
            "health": self.health,
            "heartbeats": self.heartbeats,
            "last_heartbeat_ms": None if self.last_heartbeat_ms is None
            else round(self.last_heartbeat_ms, 3),
        }
