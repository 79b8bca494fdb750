"""The gateway's waiting line: by priority, newest first within a priority, with aging.

Newest first (LIFO) because the latest request is the one a person is waiting on; an
interactive user who re-plans should not queue behind their own stale requests. LIFO alone
can starve old work, so each waiting item ages: every `aging_s` seconds of waiting counts
as one priority level better, and an item that has aged past the others is served first
(oldest first among the aged). LOW background work therefore always runs eventually.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import Generic, TypeVar

from orchestrator.runtime.envelope import Priority

T = TypeVar("T")


class LifoPriorityQueue(Generic[T]):
    def __init__(self, aging_s: float = 5.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if aging_s <= 0:
            raise ValueError("aging_s must be positive")
        self.aging_s = aging_s
        self._clock = clock
        self._lanes: dict[Priority, deque[tuple[float, T]]] = {p: deque() for p in Priority}

    def __len__(self) -> int:
        return sum(len(lane) for lane in self._lanes.values())

    def push(self, item: T, priority: Priority) -> None:
        self._lanes[priority].append((self._clock(), item))

    def pop(self) -> T:
        """The next item to serve; raises IndexError when empty."""
        now = self._clock()
        best: tuple[float, Priority] | None = None
        for priority, lane in self._lanes.items():
            if not lane:
                continue
            waited = now - lane[0][0]  # the oldest item in this lane ages fastest
            effective = priority - waited // self.aging_s
            if best is None or effective < best[0]:
                best = (effective, priority)
        if best is None:
            raise IndexError("pop from an empty queue")
        effective, priority = best
        lane = self._lanes[priority]
        aged = effective < priority
        return (lane.popleft() if aged else lane.pop())[1]

    def remove(self, match: Callable[[T], bool]) -> list[T]:
        """Take out every waiting item `match` accepts (cancelled or expired work)."""
        removed: list[T] = []
        for priority, lane in self._lanes.items():
            kept = deque(entry for entry in lane if not match(entry[1]))
            removed += [item for _, item in lane if match(item)]
            self._lanes[priority] = kept
        return removed
