"""A bounded, prioritised mailbox: one per agent.

Order: lowest `Priority` value first, FIFO within a priority (a deque per level, so payloads
are never compared). Aging: a non-empty level that has been passed over `aging_after` times in
a row is served next, so LOW work always progresses under a flood of HIGH work.

Overflow policy: REJECT. `put_nowait` raises `MailboxFull` when `capacity` messages wait; the
bus dead-letters the message and the sender's request fails at once (back-pressure), rather
than silently dropping older work.
"""

from __future__ import annotations

import asyncio
from collections import deque

from orchestrator.errors import MailboxFull
from orchestrator.runtime.envelope import Envelope, Priority

_LEVELS = len(Priority)


class Mailbox:
    __slots__ = ("_aging_after", "_levels", "_passed_over", "_size", "_waiters", "capacity")

    def __init__(self, capacity: int = 1024, aging_after: int = 16) -> None:
        if capacity < 1:
            raise ValueError("mailbox capacity must be at least 1")
        self.capacity = capacity
        self._aging_after = aging_after
        self._levels: list[deque[Envelope]] = [deque() for _ in range(_LEVELS)]
        self._passed_over = [0] * _LEVELS
        self._size = 0
        self._waiters: deque[asyncio.Future[None]] = deque()

    def __len__(self) -> int:
        return self._size

    def put_nowait(self, envelope: Envelope) -> None:
        if self._size >= self.capacity:
            raise MailboxFull(f"mailbox of {envelope.recipient!r} is full ({self.capacity})")
        self._levels[envelope.priority].append(envelope)
        self._size += 1
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    async def get(self) -> Envelope:
        while not self._size:
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.append(waiter)
            try:
                await waiter
            except asyncio.CancelledError:
                # If we were woken and cancelled at once, pass the wake-up on to the next getter.
                if waiter.done() and not waiter.cancelled() and self._size:
                    self._wake_next()
                raise
        return self._pop()

    def get_nowait(self) -> Envelope | None:
        return self._pop() if self._size else None

    def _wake_next(self) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return

    def _pop(self) -> Envelope:
        levels, passed = self._levels, self._passed_over
        chosen = 0
        while not levels[chosen]:  # a plain loop: this runs once per message
            chosen += 1
        for lower in range(chosen + 1, _LEVELS):
            if levels[lower]:
                if passed[lower] >= self._aging_after:
                    chosen = lower  # starving: serve it now
                    break
                passed[lower] += 1
        passed[chosen] = 0
        self._size -= 1
        return levels[chosen].popleft()
