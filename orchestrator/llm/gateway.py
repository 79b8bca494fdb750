"""The LLM gateway: the only way any agent talks to a model.

- a fixed pool of workers bounds the requests in flight (`max_concurrent`);
- waiting calls are served by priority, newest first, with aging (`LifoPriorityQueue`);
  with `disable_background` LOW calls are refused at once;
- every call has a deadline that covers its wait in the queue and its HTTP time; the SDK's
  own per-request timeout is set to what is left, and a late call fails as `LLMTimeout`;
- retries belong to the SDK alone (`max_retries` on the client): the gateway never retries,
  it counts the SDK's HTTP attempts through a client middleware;
- answers go to a disk cache, so a repeated call makes no request;
- two ways in: `await complete(call)` and `submit(call, callback=...)` -> request id.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import anthropic

from orchestrator.errors import LLMDropped, LLMError, LLMTimeout, LLMUnavailable
from orchestrator.llm.cache import ResponseCache
from orchestrator.llm.calls import LLMCall, LLMResponse
from orchestrator.llm.ledger import CallRecord, Ledger
from orchestrator.llm.queue import LifoPriorityQueue
from orchestrator.runtime.envelope import Priority

log = logging.getLogger("voxel_weaver.llm")

Callback = Callable[[str, "LLMResponse | LLMError"], None]

# HTTP attempts of the call running in this task; the SDK calls the middleware once per try.
_ATTEMPTS: contextvars.ContextVar[list[int] | None] = contextvars.ContextVar(
    "voxel_weaver_llm_attempts", default=None)


async def count_attempts(request: Any, call_next: Any) -> Any:
    """Client middleware: count each HTTP attempt of the current call."""
    counter = _ATTEMPTS.get()
    if counter is not None:
        counter[0] += 1
    return await call_next(request)


@dataclass(eq=False)
class _Job:
    id: str
    call: LLMCall
    priority: Priority
    deadline: float  # loop time
    future: asyncio.Future[LLMResponse]
    task: asyncio.Task[LLMResponse] | None = None
    queued_at: float = field(default_factory=time.perf_counter)


class LLMGateway:
    def __init__(self, client: anthropic.AsyncAnthropic, *, max_concurrent: int = 2,
                 cache: ResponseCache | None = None, disable_background: bool = False,
                 aging_s: float = 5.0) -> None:
        if max_concurrent < 1:
            raise ValueError("max_concurrent must be at least 1")
        self.client = client
        self.max_concurrent = max_concurrent
        self.cache = cache
        self.disable_background = disable_background
        self.ledger = Ledger()
        self._queue: LifoPriorityQueue[_Job] = LifoPriorityQueue(aging_s)
        # One ticket per queued job; which job a ticket serves is decided when it is taken.
        self._tickets: asyncio.Queue[None] = asyncio.Queue()
        self._workers: list[asyncio.Task[None]] = []
        self._unfinished: set[_Job] = set()
        self._ids = itertools.count(1)
        self._closed = False

    # --- the two ways in ------------------------------------------------------------------

    async def complete(self, call: LLMCall, *, priority: Priority = Priority.HIGH,
                       deadline_s: float = 60.0) -> LLMResponse:
        """Wait for the answer; raises an `LLMError` subclass when there is none."""
        job = self._enqueue(call, priority, deadline_s)
        try:
            return await job.future
        except asyncio.CancelledError:
            self._abandon(job)
            raise

    def submit(self, call: LLMCall, callback: Callback, *, priority: Priority = Priority.LOW,
               deadline_s: float = 60.0) -> str:
        """Queue the call and return its id; `callback(id, response_or_error)` runs later,
        on the event loop, exactly once."""
        try:
            job = self._enqueue(call, priority, deadline_s)
        except LLMError as exc:
            request_id = self._new_id()
            asyncio.get_running_loop().call_soon(_deliver, callback, request_id, exc)
            return request_id

        def done(future: asyncio.Future[LLMResponse]) -> None:
            if future.cancelled():
                return
            error = future.exception()
            _deliver(callback, job.id, error if isinstance(error, LLMError) else
                     future.result() if error is None else LLMUnavailable(str(error)))

        job.future.add_done_callback(done)
        return job.id

    # --- lifecycle ------------------------------------------------------------------------

    async def drain(self, timeout: float | None = None) -> bool:
        """Wait until nothing is queued or running; False if `timeout` passed first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._unfinished:
            futures = [job.future for job in self._unfinished]
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return False
            await asyncio.wait(futures, timeout=left)
        return True

    async def close(self, grace: float = 10.0) -> None:
        """Refuse new calls, let queued and running ones finish for `grace` seconds, then
        drop what is left and close the HTTP client."""
        self._closed = True
        if not await self.drain(grace):
            for job in list(self._unfinished):
                self._abandon(job, LLMDropped("the gateway closed before this call ran"))
        for worker in self._workers:
            worker.cancel()
        await asyncio.gather(*self._workers, return_exceptions=True)
        self._workers.clear()
        await self.client.close()

    # --- internals ------------------------------------------------------------------------

    def _new_id(self) -> str:
        return f"llm-{next(self._ids)}"

    def _enqueue(self, call: LLMCall, priority: Priority, deadline_s: float) -> _Job:
        if self._closed:
            raise LLMDropped("the LLM gateway is closed")
        if priority >= Priority.LOW and self.disable_background:
            self.ledger.add(CallRecord(call.stage, call.model, "dropped"))
            raise LLMDropped("background LLM work is disabled (DISABLE_BACKGROUND_LLM=1)")
        loop = asyncio.get_running_loop()
        job = _Job(self._new_id(), call, priority, loop.time() + deadline_s, loop.create_future())
        self._unfinished.add(job)
        job.future.add_done_callback(lambda _: self._unfinished.discard(job))
        cached = self.cache.get(call.key()) if self.cache else None
        if cached is not None:
            self.ledger.add(CallRecord(call.stage, call.model, "cached"))
            job.future.set_result(LLMResponse.from_dict(cached, cached=True))
            return job
        self._start_workers()
        self._queue.push(job, priority)
        self._tickets.put_nowait(None)
        # The deadline holds while the call waits, too: nobody waits past it for a worker.
        expiry = loop.call_at(job.deadline, self._expire, job)
        job.future.add_done_callback(lambda _: expiry.cancel())
        return job

    def _expire(self, job: _Job) -> None:
        if job.task is None and not job.future.done():
            self.ledger.add(CallRecord(job.call.stage, job.call.model, "timeout"))
            self._abandon(job, LLMTimeout(
                f"{job.call.stage}: the deadline passed while the call waited in the queue "
                f"({time.perf_counter() - job.queued_at:.1f} s)"))

    def _start_workers(self) -> None:
        if not self._workers:
            self._workers = [asyncio.get_running_loop().create_task(
                self._work(), name=f"llm-worker-{i}") for i in range(self.max_concurrent)]

    def _abandon(self, job: _Job, error: LLMError | None = None) -> None:
        """The caller gave up (or the gateway closed): unqueue it or cancel its request."""
        self._queue.remove(lambda queued: queued is job)
        if job.task is not None:
            job.task.cancel()
        if not job.future.done():
            if error is None:
                job.future.cancel()
            else:
                job.future.set_exception(error)

    async def _work(self) -> None:
        while True:
            await self._tickets.get()
            try:
                job = self._queue.pop()
            except IndexError:  # its job was abandoned while it waited
                continue
            if job.future.done():
                continue
            job.task = asyncio.get_running_loop().create_task(self._request(job))
            await asyncio.wait([job.task])
            if job.future.done():
                continue
            if job.task.cancelled():
                job.future.cancel()
            elif (error := job.task.exception()) is not None:
                job.future.set_exception(error)
            else:
                job.future.set_result(job.task.result())

    async def _request(self, job: _Job) -> LLMResponse:
        call, loop = job.call, asyncio.get_running_loop()
        left = max(job.deadline - loop.time(), 0.001)
        attempts = [0]
        _ATTEMPTS.set(attempts)  # this task's own context: the middleware counts into it
        t0 = time.perf_counter()
        outcome = "unavailable"
        try:
            async with asyncio.timeout(left):
                message = await self.client.messages.create(**call.params(), timeout=left)
            outcome = "ok"
        except (TimeoutError, anthropic.APITimeoutError):
            outcome = "timeout"
            raise LLMTimeout(f"{call.stage}: no answer within the {left:.1f} s left of its "
                             "deadline") from None
        except anthropic.APIStatusError as exc:
            raise LLMUnavailable(f"{call.stage}: HTTP {exc.status_code} "
                                 f"{_error_type(exc)} after {attempts[0]} attempt(s)") from None
        except anthropic.APIError as exc:
            raise LLMUnavailable(f"{call.stage}: {type(exc).__name__}: {exc}") from None
        except ValueError as exc:  # the SDK lets a body that is not JSON escape as-is
            raise LLMUnavailable(f"{call.stage}: the response was not valid JSON "
                                 f"({type(exc).__name__}: {exc})") from None
        except asyncio.CancelledError:
            outcome = "cancelled"
            raise
        finally:
            record = CallRecord(call.stage, call.model, outcome,
                                latency_s=time.perf_counter() - t0, attempts=attempts[0])
            if outcome == "ok":
                record = _with_usage(record, message.usage)
            self.ledger.add(record)
        response = LLMResponse.from_dict(
            # without nulls: content blocks are sent back as they came (the repair round)
            message.model_dump(mode="json", warnings=False, exclude_none=True))
        if self.cache is not None:
            self.cache.put(call.key(), response.to_dict())
        return response


def _with_usage(record: CallRecord, usage: Any) -> CallRecord:
    return CallRecord(
        record.stage, record.model, record.outcome, record.latency_s,
        input_tokens=usage.input_tokens or 0, output_tokens=usage.output_tokens or 0,
        cache_write_tokens=getattr(usage, "cache_creation_input_tokens", None) or 0,
        cache_read_tokens=getattr(usage, "cache_read_input_tokens", None) or 0,
        attempts=record.attempts)


def _error_type(exc: anthropic.APIStatusError) -> str:
    body = exc.body if isinstance(exc.body, dict) else {}
    error = body.get("error") if isinstance(body.get("error"), dict) else body
    return str(error.get("type", type(exc).__name__)) if isinstance(error, dict) else ""


def _deliver(callback: Callback, request_id: str, result: LLMResponse | LLMError) -> None:
    try:
        callback(request_id, result)
    except Exception:  # a broken callback must not take the gateway down
        log.exception("LLM callback for %s failed", request_id)
