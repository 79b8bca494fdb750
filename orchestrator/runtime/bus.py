"""The asyncio message bus: mailboxes, request/response with deadlines, dead letters, stats.

Rules it keeps (DESIGN §3):
- each agent has a bounded, prioritised `Mailbox` and its own worker task(s);
- `request()` has a deadline; when the caller gives up (deadline or its own cancellation), a
  handler already running is cancelled and a request still queued is dead-lettered unrun;
- every dequeued message is accounted for in `finally`: completed, failed or cancelled;
- handler exceptions come back to the caller as `RemoteError`; nothing is lost silently;
- the bus owns every task it starts; `spawn()` tracks background work and `close()` drains it;
- many runs can share one bus: `track_run(correlation_id)` keeps that run's own statistics
  beside the bus-wide ones, so each run's report counts only its messages;
- `start_heartbeats()` probes every agent's worker loop with HEARTBEAT envelopes at CRITICAL
  priority; the answers (or their absence) become each agent's `health` in `stats()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections import deque
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from orchestrator.errors import (
    DEADLINE_REASON,
    BusClosed,
    MailboxFull,
    RemoteError,
    RequestCancelled,
    RequestTimeout,
    UnknownRecipient,
    VoxelWeaverError,
)
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.envelope import (
    CancelPayload,
    Envelope,
    ErrorPayload,
    HealthReport,
    HeartbeatPayload,
    MessageType,
    Payload,
    Priority,
    bus_envelope,
    new_message_id,
)
from orchestrator.runtime.mailbox import Mailbox
from orchestrator.runtime.stats import AgentStats

log = logging.getLogger("voxel_weaver.bus")

Observer = Callable[[Envelope], None]
Reply = tuple[MessageType, Payload]  # what a waiting caller gets: RESPONSE or ERROR, payload
# Request deadlines are checked on a grid: 5 ms for short timeouts, coarser (powers of two of
# it) for long ones, so a deadline fires at most ~1% of its timeout late and never early, and
# an hour-long render deadline does not keep a timer per request alive for an hour.
DEADLINE_TICK = 0.005
DEADLINE_SLACK = 0.01


@dataclass(frozen=True, slots=True)
class DeadLetter:
    envelope: Envelope
    reason: str
    at: float


class _Registration:
    __slots__ = ("agent", "cancel_target", "current", "heartbeat_sent", "mailbox", "stats",
                 "workers")

    def __init__(self, agent: Agent, mailbox: Mailbox, stats: AgentStats) -> None:
        self.agent = agent
        self.mailbox = mailbox
        self.stats = stats
        self.workers: list[asyncio.Task[None]] = []
        self.current: dict[asyncio.Task[None], str] = {}  # worker -> message id it is handling
        self.cancel_target: dict[asyncio.Task[None], str] = {}
        self.heartbeat_sent: float | None = None  # perf_counter of the unanswered heartbeat


class MessageBus:
    def __init__(
        self,
        *,
        mailbox_capacity: int = 1024,
        aging_after: int = 16,
        default_timeout: float = 60.0,
        dead_letter_limit: int = 1000,
    ) -> None:
        self._capacity = mailbox_capacity
        self._aging_after = aging_after
        self.default_timeout = default_timeout
        self._agents: dict[str, _Registration] = {}
        self._stats: dict[str, AgentStats] = {}
        self._alone: dict[str, tuple[AgentStats]] = {}  # name -> (its stats,): the hot path
        # request id -> (the caller's future, the recipient, the run it belongs to)
        self._pending: dict[str, tuple[asyncio.Future[Reply], _Registration, str | None]] = {}
        self._background: set[asyncio.Task[Any]] = set()
        self._observers: list[Observer] = []
        self._runs: dict[str, dict[str, AgentStats]] = {}  # correlation id -> agent -> stats
        self._monitor: asyncio.Task[None] | None = None
        # (grid step, tick) -> request id -> timeout
        self._deadlines: dict[tuple[float, int], dict[str, float]] = {}
        self.heartbeat_timeout = 5.0
        self.dead_letters: deque[DeadLetter] = deque(maxlen=dead_letter_limit)
        self.dead_letter_count = 0
        self._started = False
        self._closing = False

    # --- setup ---------------------------------------------------------------------------

    def register(self, agent: Agent, *, capacity: int | None = None,
                 concurrency: int | None = None) -> None:
        """Give `agent` a mailbox and `concurrency` workers (default: `agent.concurrency`,
        which is one, or the number of members of an `AgentPool`)."""
        if agent.name in self._agents:
            raise ValueError(f"an agent named {agent.name!r} is already registered")
        concurrency = agent.concurrency if concurrency is None else concurrency
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        mailbox = Mailbox(capacity or self._capacity, self._aging_after)
        reg = _Registration(agent, mailbox, self._stats_for(agent.name))
        self._agents[agent.name] = reg
        agent.attach(self)
        reg.workers = [None] * concurrency  # type: ignore[list-item]  # filled by start()
        if self._started:
            self._start_workers(reg)

    def add_observer(self, observer: Observer) -> None:
        """Called synchronously with every envelope the bus carries (journal, logs)."""
        self._observers.append(observer)

    def remove_observer(self, observer: Observer) -> None:
        self._observers.remove(observer)

    async def start(self) -> None:
        if self._started:
            return
        self._started = True
        for reg in self._agents.values():
            await reg.agent.start()
            self._start_workers(reg)

    def _start_workers(self, reg: _Registration) -> None:
        name = reg.agent.name
        reg.workers = [
            asyncio.create_task(self._worker(reg), name=f"bus-worker:{name}:{i}")
            for i in range(len(reg.workers))
        ]

    async def __aenter__(self) -> MessageBus:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    # --- sending -------------------------------------------------------------------------

    async def request(
        self,
        sender: str,
        recipient: str,
        payload: Payload,
        *,
        timeout: float | None = None,
        priority: Priority = Priority.NORMAL,
        correlation_id: str | None = None,
    ) -> Payload:
        """Send a REQUEST and wait for its answer, at most `timeout` seconds."""
        if self._closing:
            raise BusClosed("the bus is closing")
        timeout = self.default_timeout if timeout is None else timeout
        envelope = bus_envelope(
            message_id=new_message_id(),
            message_type=MessageType.REQUEST,
            sender=sender,
            recipient=recipient,
            data=payload,
            priority=priority,
            timeout=timeout,
            correlation_id=correlation_id,
        )
        reg = self._route(envelope)
        message_id = envelope.message_id
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Reply] = loop.create_future()
        self._pending[message_id] = (future, reg, correlation_id)
        try:
            self._enqueue(reg, envelope)
        except MailboxFull:
            del self._pending[message_id]
            raise
        deadlines = self._deadline_bucket(loop, timeout)
        deadlines[message_id] = timeout
        try:
            kind, data = await future
        except asyncio.CancelledError:
            self._pending.pop(message_id, None)
            self._abandon(message_id, "caller cancelled", reg, correlation_id)
            raise
        finally:
            deadlines.pop(message_id, None)
            self._pending.pop(message_id, None)
        if kind is MessageType.ERROR:
            assert isinstance(data, ErrorPayload)
            raise RemoteError(data.error_type, data.message, data.retryable)
        return data

    def send(
        self,
        sender: str,
        recipient: str,
        payload: Payload,
        *,
        priority: Priority = Priority.NORMAL,
        correlation_id: str | None = None,
    ) -> str:
        """One-way delivery: the handler runs, its result is discarded. Returns the id."""
        if self._closing:
            raise BusClosed("the bus is closing")
        envelope = bus_envelope(
            message_id=new_message_id(),
            message_type=MessageType.REQUEST,
            sender=sender,
            recipient=recipient,
            data=payload,
            priority=priority,
            correlation_id=correlation_id,
        )
        self._enqueue(self._route(envelope), envelope)
        return envelope.message_id

    def cancel(self, message_id: str, reason: str = "cancelled by caller") -> bool:
        """Give up on a pending request: its caller gets RequestCancelled."""
        entry = self._pending.pop(message_id, None)
        if entry is None:
            return False
        future = entry[0]
        if not future.done():
            future.set_exception(RequestCancelled(reason))
        self._abandon(message_id, reason, entry[1], entry[2])
        return True

    def _route(self, envelope: Envelope) -> _Registration:
        reg = self._agents.get(envelope.recipient)
        if reg is None:
            self._dead_letter(envelope, "unknown recipient")
            raise UnknownRecipient(f"no agent named {envelope.recipient!r}")
        return reg

    def _enqueue(self, reg: _Registration, envelope: Envelope) -> None:
        try:
            reg.mailbox.put_nowait(envelope)
        except MailboxFull:
            self._dead_letter(envelope, "mailbox full")
            raise
        cid = envelope.correlation_id
        depth = len(reg.mailbox)
        for stats in self._counters(envelope.sender, cid):
            stats.sent += 1
        for stats in self._counters(reg.agent.name, cid):
            stats.received += 1
            if depth > stats.max_queue_depth:
                stats.max_queue_depth = depth
        if self._observers:
            self._notify(envelope)

    # --- deadlines and cancellation -----------------------------------------------------

    def _deadline_bucket(self, loop: asyncio.AbstractEventLoop, timeout: float
                         ) -> dict[str, float]:
        """The deadlines that fall in one grid step share one loop timer: a timer per request
        costs more than a whole handler call. At most ~1/DEADLINE_SLACK buckets per step size
        are alive at once, however long the timeouts."""
        step = DEADLINE_TICK
        while step < timeout * DEADLINE_SLACK:
            step *= 2
        key = (step, math.ceil((loop.time() + timeout) / step))
        bucket = self._deadlines.get(key)
        if bucket is None:
            bucket = self._deadlines[key] = {}
            loop.call_at(key[1] * step, self._expire_tick, key)
        return bucket

    def _expire_tick(self, key: tuple[float, int]) -> None:
        for message_id, timeout in self._deadlines.pop(key, {}).items():
            self._expire(message_id, timeout)

    def _expire(self, message_id: str, timeout: float) -> None:
        entry = self._pending.pop(message_id, None)
        if entry is None:
            return
        future, reg, correlation_id = entry
        if not future.done():
            future.set_exception(
                RequestTimeout(f"{reg.agent.name!r} did not answer within {timeout:g}s")
            )
        self._abandon(message_id, DEADLINE_REASON, reg, correlation_id)

    def _abandon(self, message_id: str, reason: str, reg: _Registration,
                 correlation_id: str | None) -> None:
        """The caller is gone (its pending entry already removed): cancel the handler if it
        runs; a request still queued is skipped and dead-lettered when it is dequeued."""
        for worker, current in reg.current.items():
            if current == message_id:
                reg.cancel_target[worker] = message_id
                worker.cancel(reason)
                break
        if self._observers:
            self._notify(
                Envelope(
                    message_id=new_message_id(),
                    message_type=MessageType.CANCEL,
                    sender="bus",
                    recipient=reg.agent.name,
                    data=CancelPayload(target_id=message_id, reason=reason),
                    correlation_id=correlation_id,
                )
            )

    # --- the worker loop ------------------------------------------------------------------

    async def _worker(self, reg: _Registration) -> None:
        worker = asyncio.current_task()
        assert worker is not None
        while True:
            try:
                await self._serve_forever(reg, worker)
            except asyncio.CancelledError:
                # A targeted cancel of one handler is absorbed; anything else ends the worker.
                if self._closing or worker not in reg.cancel_target:
                    raise
                del reg.cancel_target[worker]
                worker.uncancel()

    async def _serve_forever(self, reg: _Registration, worker: asyncio.Task[None]) -> None:
        """Take messages and run the handler on each, counting how each one ends.

        One loop rather than a coroutine per message: on the hot path a coroutine costs as
        much as the bookkeeping around the handler."""
        mailbox, pending, agent = reg.mailbox, self._pending, reg.agent
        while True:
            envelope = mailbox.get_nowait() or await mailbox.get()
            if envelope.message_type is MessageType.HEARTBEAT:
                self._answer_heartbeat(reg, envelope)
                continue
            message_id = envelope.message_id
            wants_reply = envelope.timeout is not None
            if wants_reply and message_id not in pending:
                self._dead_letter(envelope, "caller gave up before delivery")
                continue
            counters = self._counters(agent.name, envelope.correlation_id)
            reg.current[worker] = message_id
            started = time.perf_counter()
            reply: Reply | None = None
            result_field = "completed"
            try:
                result = await agent.handle(envelope.data, envelope)
            except asyncio.CancelledError:
                if reg.cancel_target.get(worker) != message_id:
                    raise
                result_field = "cancelled"
                del reg.cancel_target[worker]
                worker.uncancel()
            except Exception as exc:
                result_field = "failed"
                log.debug("handler %s failed: %r", agent.name, exc)
                if wants_reply:
                    reply = (MessageType.ERROR, _error_payload(exc))
            else:
                if reg.cancel_target.pop(worker, None) == message_id:
                    # The handler swallowed its cancellation; its result has nobody to go to.
                    worker.uncancel()
                    result_field = "cancelled"
                elif wants_reply:
                    reply = _checked_reply(result)
            finally:
                elapsed = time.perf_counter() - started
                del reg.current[worker]
                for stats in counters:
                    stats.finish(result_field, elapsed)
            if reply is not None:
                self._deliver_reply(envelope, reply)

    def _reply(self, request: Envelope, kind: MessageType, payload: Payload) -> Envelope:
        return bus_envelope(
            message_id=new_message_id(),
            message_type=kind,
            sender=request.recipient,
            recipient=request.sender,
            data=payload,
            priority=request.priority,
            reply_to=request.message_id,
            correlation_id=request.correlation_id,
        )

    def _deliver_reply(self, request: Envelope, reply: Reply) -> None:
        """Answer `request`. The reply envelope is built only when someone will see it (the
        observers, the dead letters): the waiting caller needs just its type and payload."""
        for stats in self._counters(request.recipient, request.correlation_id):
            stats.sent += 1
        entry = self._pending.pop(request.message_id, None)
        if self._observers or entry is None:
            envelope = self._reply(request, *reply)
            if self._observers:
                self._notify(envelope)
            if entry is None:
                self._dead_letter(envelope, "requester gone")
                return
        future = entry[0]
        if not future.done():
            future.set_result(reply)

    # --- heartbeats and health -------------------------------------------------------------

    def start_heartbeats(self, interval: float = 1.0, timeout: float = 5.0) -> None:
        """Probe every agent every `interval` seconds until the bus closes (a long-lived bus:
        batch and serve). An agent whose probe waits longer than `timeout` is `busy` while a
        handler of its runs, else `unresponsive`."""
        if self._monitor is None:
            self.heartbeat_timeout = timeout
            self._monitor = asyncio.create_task(self._heartbeat_loop(interval),
                                                name="bus-heartbeats")

    async def _heartbeat_loop(self, interval: float) -> None:
        while not self._closing:
            for reg in self._agents.values():
                if reg.heartbeat_sent is None:  # one probe at a time: a busy agent is not
                    self._probe(reg)            # flooded, and no probe is ever dead-lettered
            await asyncio.sleep(interval)

    def _probe(self, reg: _Registration) -> None:
        now = time.perf_counter()
        envelope = Envelope(message_id=new_message_id(), message_type=MessageType.HEARTBEAT,
                            sender="bus", recipient=reg.agent.name,
                            data=HeartbeatPayload(sent_at=now), priority=Priority.CRITICAL)
        try:
            reg.mailbox.put_nowait(envelope)
        except MailboxFull:  # back-pressure already shows in its queue depth: try next round
            return
        reg.heartbeat_sent = now

    def _answer_heartbeat(self, reg: _Registration, envelope: Envelope) -> None:
        """Served by the worker loop itself, between handlers: proof that it still turns."""
        probe = envelope.data
        assert isinstance(probe, HeartbeatPayload)
        reg.heartbeat_sent = None
        stats = reg.stats
        stats.heartbeats += 1
        stats.last_heartbeat_ms = (time.perf_counter() - probe.sent_at) * 1000
        if self._observers:
            self._notify(self._reply(envelope, MessageType.HEARTBEAT,
                                     HealthReport(agent=reg.agent.name,
                                                  detail=reg.agent.health())))

    def _health(self, reg: _Registration) -> str:
        """healthy | degraded (the agent says so, e.g. its circuit is open) | busy (a long
        handler holds every worker) | unresponsive (no worker answers) | unknown (no probe
        has been sent: heartbeats are off)."""
        waiting = reg.heartbeat_sent
        if waiting is not None and time.perf_counter() - waiting > self.heartbeat_timeout:
            if not all(w is not None and not w.done() for w in reg.workers):
                return "unresponsive"
            return "busy" if len(reg.current) == len(reg.workers) else "unresponsive"
        if reg.stats.heartbeats == 0:
            return "unknown"
        return "degraded" if reg.agent.health().get("degraded") else "healthy"

    # --- background work, shutdown --------------------------------------------------------

    def spawn(self, coro: Coroutine[Any, Any, Any], *, name: str) -> asyncio.Task[Any]:
        """Run tracked background work; `drain()`/`close()` wait for it; failures are logged."""
        task = asyncio.create_task(coro, name=name)
        self._background.add(task)
        task.add_done_callback(self._background_done)
        return task

    def _background_done(self, task: asyncio.Task[Any]) -> None:
        self._background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task %s failed: %r", task.get_name(), task.exception())

    async def drain(self) -> None:
        """Wait until background tasks have finished (new ones spawned meanwhile included)."""
        while self._background:
            await asyncio.gather(*self._background, return_exceptions=True)

    async def stop_when_idle(self) -> None:
        """Wait until every mailbox is empty, no handler runs and background work is done."""
        while True:
            await self.drain()
            busy = any(len(r.mailbox) or r.current for r in self._agents.values())
            if not busy and not self._background:
                return
            await asyncio.sleep(0.001)

    async def close(self, grace: float = 30.0) -> None:
        """Finish queued and background work (up to `grace` seconds), then stop the workers.

        Whatever is still queued after the grace period is dead-lettered and pending callers
        get BusClosed: nothing disappears without a record.
        """
        if self._closing:
            return
        try:
            await asyncio.wait_for(self.stop_when_idle(), grace)
        except TimeoutError:
            log.warning("bus closing with work left after %.1fs grace", grace)
        self._closing = True
        if self._monitor is not None:
            self._monitor.cancel()
            await asyncio.gather(self._monitor, return_exceptions=True)
        for task in list(self._background):
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        for future, _, _ in list(self._pending.values()):
            if not future.done():
                future.set_exception(BusClosed("the bus closed before an answer came"))
        self._pending.clear()
        workers = [w for r in self._agents.values() for w in r.workers if w is not None]
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
        for reg in self._agents.values():
            while (left := reg.mailbox.get_nowait()) is not None:
                if left.message_type is not MessageType.HEARTBEAT:  # a probe is no loss
                    self._dead_letter(left, "bus closed")
            with contextlib.suppress(Exception):
                await reg.agent.stop()

    # --- records ---------------------------------------------------------------------------

    def _dead_letter(self, envelope: Envelope, reason: str) -> None:
        self.dead_letter_count += 1
        self.dead_letters.append(DeadLetter(envelope, reason, time.time()))
        for stats in self._counters(envelope.recipient, envelope.correlation_id):
            stats.dropped += 1
        log.warning("dead letter %s -> %s (%s)", envelope.sender, envelope.recipient, reason)

    def _notify(self, envelope: Envelope) -> None:
        for observer in self._observers:
            try:
                observer(envelope)
            except Exception:  # an observer must never break delivery
                log.exception("bus observer failed")

    def _stats_for(self, name: str) -> AgentStats:
        return self._counters(name, None)[0]

    def _counters(self, name: str, correlation_id: str | None) -> tuple[AgentStats, ...]:
        """The statistics a message counts in: the bus-wide ones, and its run's if tracked.
        Once per message and side, so the untracked case is one dict lookup."""
        run = self._runs.get(correlation_id) if self._runs and correlation_id else None
        if run is None:
            alone = self._alone.get(name)
            if alone is None:
                alone = self._alone[name] = (self._stats.setdefault(name, AgentStats()),)
            return alone
        own = run.get(name)
        if own is None:
            own = run[name] = AgentStats()
        return (self._counters(name, None)[0], own)

    def track_run(self, correlation_id: str) -> None:
        """Keep statistics for this run's messages alone (many runs can share the bus)."""
        self._runs.setdefault(correlation_id, {})

    def run_stats(self, correlation_id: str, *, forget: bool = False) -> dict[str, dict[str, Any]]:
        """A tracked run's own statistics, in the shape of `stats()` (no queue depth or
        health: those belong to the bus). `forget` stops tracking it."""
        run = self._runs.pop(correlation_id, {}) if forget else self._runs.get(correlation_id, {})
        return {name: s.snapshot() for name, s in run.items()}

    def stats(self) -> dict[str, dict[str, Any]]:
        """A snapshot of every agent's statistics, queue depths and health included."""
        for name, reg in self._agents.items():
            stats = self._stats[name]
            stats.queue_depth = len(reg.mailbox)
            stats.health = self._health(reg)
        return {name: s.snapshot() for name, s in self._stats.items()}

    @property
    def agents(self) -> tuple[str, ...]:
        return tuple(self._agents)


def _checked_reply(result: object) -> Reply:
    """A handler's return value as a reply; a buggy handler gets a typed error, and its
    worker lives on."""
    if isinstance(result, Payload):
        return MessageType.RESPONSE, result
    if result is None:
        return MessageType.ERROR, ErrorPayload(error_type="EmptyReply",
                                               message="handler returned nothing")
    return MessageType.ERROR, ErrorPayload(error_type="BadReply",
                                           message=f"handler returned a {type(result).__name__}")


def _error_payload(exc: BaseException) -> ErrorPayload:
    retryable = isinstance(exc, (TimeoutError, ConnectionError))
    message = str(exc) or type(exc).__name__
    if not isinstance(exc, VoxelWeaverError):
        message = message[:500]
    return ErrorPayload(error_type=type(exc).__name__, message=message, retryable=retryable)
