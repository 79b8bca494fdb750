"""The bus: ordering, priority and aging, deadlines that cancel handlers, errors, stats,
dead letters and shutdown draining background work."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from orchestrator.errors import (
    BusClosed,
    MailboxFull,
    RemoteError,
    RequestCancelled,
    RequestTimeout,
    UnknownRecipient,
)
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, MessageType, Payload, Ping, Priority

Handler = Callable[[Payload, Envelope], Awaitable[Payload | None]]


class FnAgent(Agent):
    """An agent whose behaviour is a function given by the test."""

    def __init__(self, name: str, fn: Handler) -> None:
        self.name = name  # type: ignore[misc]
        super().__init__()
        self.fn = fn

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        return await self.fn(payload, envelope)


async def echo(payload: Payload, envelope: Envelope) -> Payload:
    return payload


def run(coro: Awaitable[Any]) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 20))  # type: ignore[arg-type]


def test_request_response_round_trip_and_stats() -> None:
    async def main() -> dict[str, Any]:
        async with MessageBus() as bus:
            bus.register(FnAgent("echo", echo))
            for n in range(5):
                assert await bus.request("caller", "echo", Ping(n=n), timeout=1) == Ping(n=n)
            return bus.stats()

    stats = run(main())
    assert stats["echo"]["received"] == 5
    assert stats["echo"]["completed"] == 5
    assert stats["echo"]["sent"] == 5  # its replies
    assert stats["echo"]["success_rate"] == 1.0
    assert stats["caller"]["sent"] == 5
    assert stats["echo"]["average_time_s"] >= 0


def test_fifo_within_a_priority_and_priority_order_across() -> None:
    seen: list[tuple[int, int]] = []
    gate = asyncio.Event

    async def main() -> None:
        release = gate()

        async def record(payload: Payload, envelope: Envelope) -> Payload:
            assert isinstance(payload, Ping)
            if payload.n == -1:
                await release.wait()  # hold the worker while the mailbox fills
            else:
                seen.append((int(envelope.priority), payload.n))
            return payload

        async with MessageBus(aging_after=1000) as bus:
            bus.register(FnAgent("rec", record))
            bus.send("t", "rec", Ping(n=-1))
            await asyncio.sleep(0.01)
            for n in range(3):
                bus.send("t", "rec", Ping(n=n), priority=Priority.LOW)
                bus.send("t", "rec", Ping(n=n), priority=Priority.HIGH)
                bus.send("t", "rec", Ping(n=n), priority=Priority.NORMAL)
            release.set()
            await bus.stop_when_idle()

    run(main())
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2)]


def test_low_priority_is_not_starved_by_a_flood_of_high() -> None:
    order: list[str] = []

    async def main() -> None:
        release = asyncio.Event()

        async def record(payload: Payload, envelope: Envelope) -> Payload:
            assert isinstance(payload, Ping)
            if payload.n == -1:
                await release.wait()
            else:
                order.append(envelope.priority.name)
            return payload

        async with MessageBus(aging_after=4) as bus:
            bus.register(FnAgent("rec", record))
            bus.send("t", "rec", Ping(n=-1))
            await asyncio.sleep(0.01)
            bus.send("t", "rec", Ping(n=0), priority=Priority.LOW)
            for n in range(20):
                bus.send("t", "rec", Ping(n=n), priority=Priority.HIGH)
            release.set()
            await bus.stop_when_idle()

    run(main())
    assert order.index("LOW") <= 5  # served after at most `aging_after` HIGH messages
    assert len(order) == 21


def test_deadline_cancels_a_running_handler() -> None:
    events: list[str] = []

    async def slow(payload: Payload, envelope: Envelope) -> Payload:
        events.append("started")
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            events.append("cancelled")
            raise
        events.append("finished")
        return payload

    async def main() -> dict[str, Any]:
        async with MessageBus() as bus:
            bus.register(FnAgent("slow", slow))
            with pytest.raises(RequestTimeout):
                await bus.request("c", "slow", Ping(), timeout=0.05)
            await asyncio.sleep(0.01)
            # the worker survives the cancellation and serves the next request
            bus.register(FnAgent("echo", echo))
            assert await bus.request("c", "echo", Ping(n=7), timeout=1) == Ping(n=7)
            return bus.stats()

    stats = run(main())
    assert events == ["started", "cancelled"]
    assert stats["slow"]["cancelled"] == 1
    assert stats["slow"]["completed"] == 0


def test_worker_keeps_serving_after_its_handler_was_cancelled() -> None:
    async def maybe_slow(payload: Payload, envelope: Envelope) -> Payload:
        assert isinstance(payload, Ping)
        if payload.n == 0:
            await asyncio.sleep(10)
        return payload

    async def main() -> None:
        async with MessageBus() as bus:
            bus.register(FnAgent("a", maybe_slow))
            with pytest.raises(RequestTimeout):
                await bus.request("c", "a", Ping(n=0), timeout=0.05)
            assert await bus.request("c", "a", Ping(n=1), timeout=1) == Ping(n=1)

    run(main())


def test_caller_cancellation_reaches_the_handler() -> None:
    cancelled = asyncio.Event

    async def main() -> None:
        got_cancel = cancelled()

        async def slow(payload: Payload, envelope: Envelope) -> Payload:
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                got_cancel.set()
                raise
            return payload

        async with MessageBus() as bus:
            bus.register(FnAgent("slow", slow))
            caller = asyncio.create_task(bus.request("c", "slow", Ping(), timeout=5))
            await asyncio.sleep(0.02)
            caller.cancel()
            with pytest.raises(asyncio.CancelledError):
                await caller
            await asyncio.wait_for(got_cancel.wait(), 1)

    run(main())


def test_explicit_cancel_gives_request_cancelled() -> None:
    async def main() -> None:
        async def slow(payload: Payload, envelope: Envelope) -> Payload:
            await asyncio.sleep(10)
            return payload

        async with MessageBus() as bus:
            bus.register(FnAgent("slow", slow))
            seen: list[Envelope] = []
            bus.add_observer(seen.append)
            caller = asyncio.create_task(bus.request("c", "slow", Ping(), timeout=5))
            await asyncio.sleep(0.02)
            request_id = next(e.message_id for e in seen if e.message_type is MessageType.REQUEST)
            assert bus.cancel(request_id, "user pressed cancel")
            with pytest.raises(RequestCancelled):
                await caller
            assert any(e.message_type is MessageType.CANCEL for e in seen)

    run(main())


def test_queued_request_whose_caller_gave_up_is_dead_lettered_not_run() -> None:
    ran: list[int] = []

    async def main() -> MessageBus:
        release = asyncio.Event()

        async def blocking(payload: Payload, envelope: Envelope) -> Payload:
            assert isinstance(payload, Ping)
            ran.append(payload.n)
            if payload.n == 0:
                await release.wait()
            return payload

        async with MessageBus() as bus:
            bus.register(FnAgent("b", blocking))
            first = asyncio.create_task(bus.request("c", "b", Ping(n=0), timeout=5))
            await asyncio.sleep(0.01)
            with pytest.raises(RequestTimeout):
                await bus.request("c", "b", Ping(n=1), timeout=0.05)
            release.set()
            await first
            await bus.stop_when_idle()
        return bus

    bus = run(main())
    assert ran == [0]
    assert bus.dead_letter_count == 1
    assert bus.dead_letters[0].reason == "caller gave up before delivery"


def test_handler_errors_come_back_typed() -> None:
    async def boom(payload: Payload, envelope: Envelope) -> Payload:
        raise ValueError("no such room")

    async def main() -> dict[str, Any]:
        async with MessageBus() as bus:
            bus.register(FnAgent("boom", boom))
            with pytest.raises(RemoteError) as info:
                await bus.request("c", "boom", Ping(), timeout=1)
            assert info.value.error_type == "ValueError"
            assert "no such room" in str(info.value)
            return bus.stats()

    stats = run(main())
    assert stats["boom"]["failed"] == 1
    assert stats["boom"]["success_rate"] == 0.0


def test_unknown_recipient_and_full_mailbox_are_dead_lettered() -> None:
    async def main() -> MessageBus:
        release = asyncio.Event()

        async def hold(payload: Payload, envelope: Envelope) -> Payload:
            await release.wait()
            return payload

        async with MessageBus(mailbox_capacity=2) as bus:
            bus.register(FnAgent("hold", hold))
            with pytest.raises(UnknownRecipient):
                await bus.request("c", "nobody", Ping(), timeout=1)
            bus.send("c", "hold", Ping(n=0))
            await asyncio.sleep(0.01)  # the worker takes n=0 and blocks
            bus.send("c", "hold", Ping(n=1))
            bus.send("c", "hold", Ping(n=2))
            with pytest.raises(MailboxFull):
                bus.send("c", "hold", Ping(n=3))
            assert bus.stats()["hold"]["queue_depth"] == 2
            release.set()
        return bus

    bus = run(main())
    reasons = sorted(d.reason for d in bus.dead_letters)
    assert reasons == ["mailbox full", "unknown recipient"]
    assert bus.stats()["hold"]["dropped"] == 1


def test_close_drains_background_work_then_refuses_requests() -> None:
    done: list[str] = []

    async def main() -> MessageBus:
        bus = MessageBus()
        bus.register(FnAgent("echo", echo))
        async with bus:

            async def background() -> None:
                await asyncio.sleep(0.05)
                await bus.request("bg", "echo", Ping(), timeout=1)
                done.append("registered")

            bus.spawn(background(), name="bg")
        with pytest.raises(BusClosed):
            await bus.request("c", "echo", Ping(), timeout=1)
        return bus

    run(main())
    assert done == ["registered"]


def test_failed_background_task_is_logged_not_lost(caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with MessageBus() as bus:

            async def broken() -> None:
                raise RuntimeError("disk full")

            bus.spawn(broken(), name="broken-bg")

    caplog.set_level("ERROR", logger="voxel_weaver.bus")
    run(main())
    assert any("broken-bg" in r.getMessage() for r in caplog.records)


def test_concurrency_setting_runs_handlers_in_parallel() -> None:
    async def main() -> float:
        async def nap(payload: Payload, envelope: Envelope) -> Payload:
            await asyncio.sleep(0.1)
            return payload

        async with MessageBus() as bus:
            bus.register(FnAgent("nap", nap), concurrency=4)
            loop = asyncio.get_running_loop()
            t0 = loop.time()
            await asyncio.gather(*(bus.request("c", "nap", Ping(n=i), timeout=2)
                                   for i in range(4)))
            return loop.time() - t0

    assert run(main()) < 0.3


def test_a_handler_returning_nothing_or_a_non_payload_gets_a_typed_error_and_lives_on() -> None:
    answers: list[Any] = [None, {"kind": "ping"}, Ping(n=5)]

    async def odd(payload: Payload, envelope: Envelope) -> Any:
        return answers.pop(0)

    async def main() -> tuple[list[str], Payload, list[Envelope]]:
        seen: list[Envelope] = []
        errors = []
        async with MessageBus() as bus:
            bus.add_observer(seen.append)
            bus.register(FnAgent("odd", odd))
            for _ in range(2):
                with pytest.raises(RemoteError) as info:
                    await bus.request("t", "odd", Ping(), timeout=1)
                errors.append(info.value.error_type)
            last = await bus.request("t", "odd", Ping(), timeout=1)  # the worker survived
        return errors, last, seen

    errors, last, seen = run(main())
    assert errors == ["EmptyReply", "BadReply"] and last == Ping(n=5)
    # observers still see every reply as a whole envelope, answering its request
    replies = [e for e in seen if e.reply_to is not None]
    requests = {e.message_id for e in seen if e.message_type is MessageType.REQUEST}
    assert [e.message_type for e in replies] == [MessageType.ERROR, MessageType.ERROR,
                                                 MessageType.RESPONSE]
    assert {e.reply_to for e in replies} == requests


def test_deadline_grid_is_coarse_for_long_timeouts_and_fine_for_short_ones() -> None:
    async def main() -> list[float]:
        async with MessageBus() as bus:
            bus.register(FnAgent("echo", echo))
            steps = []
            for timeout in (0.05, 60.0, 3600.0):
                task = asyncio.create_task(bus.request("t", "echo", Ping(), timeout=timeout))
                await asyncio.sleep(0)  # the request has registered its deadline
                steps.extend(step for step, _ in bus._deadlines)
                await task
            return steps

    steps = sorted(set(run(main())))
    # never early, at most ~1% (one step) late: an hour-long render deadline shares a timer
    # with every other render request of the same ~41 s, instead of one timer per request
    assert steps[0] == 0.005
    assert 0.6 <= steps[1] <= 1.28 and 36 <= steps[2] <= 72
