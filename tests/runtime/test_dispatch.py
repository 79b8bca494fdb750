"""Typed dispatch: an agent declares what it handles, answers and falls back to, once."""

from __future__ import annotations

import asyncio

import pytest

from orchestrator.errors import RemoteError, UnhandledPayload
from orchestrator.runtime.agent import Agent, fallback_for, handles
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, Payload, Ping, StatusPayload


class Echo(Agent):
    name = "echo"

    @handles(Ping, answers=Ping)
    async def echo(self, payload: Ping, envelope: Envelope) -> Ping:
        if payload.n < 0:
            raise ValueError("negative")
        return Ping(n=payload.n + 1)

    @fallback_for(Ping)
    async def echo_zero(self, payload: Ping, envelope: Envelope, reason: str) -> Ping:
        return Ping(n=0)


class LoudEcho(Echo):
    """Inherits the routes of Echo and adds its own."""

    name = "loud"

    @handles(StatusPayload, answers=StatusPayload)
    async def status(self, payload: StatusPayload, envelope: Envelope) -> StatusPayload:
        return payload


def test_declarations_fill_answers_and_routes() -> None:
    assert Echo.answers == (Ping,)
    assert LoudEcho.answers == (Ping, StatusPayload)
    assert set(LoudEcho._routes) == {Ping, StatusPayload}


def test_payloads_are_routed_by_type_and_fallbacks_by_declaration() -> None:
    async def main() -> tuple[Payload | None, Payload | None]:
        agent = LoudEcho()
        envelope: Envelope = None  # type: ignore[assignment]  # not read by these handlers
        routed = await agent.handle(Ping(n=1), envelope)
        fallen = await agent.fallback(Ping(n=-1), envelope, "it failed")
        return routed, fallen
    assert asyncio.run(main()) == (Ping(n=2), Ping(n=0))


def test_an_undeclared_payload_is_one_typed_error_over_the_bus() -> None:
    async def main() -> None:
        async with MessageBus() as bus:
            bus.register(Echo())
            assert await bus.request("test", "echo", Ping(n=1), timeout=5) == Ping(n=2)
            with pytest.raises(RemoteError) as error:
                await bus.request("test", "echo", StatusPayload(stage="x", state="started"),
                                  timeout=5)
            assert error.value.error_type == UnhandledPayload.__name__
            assert "echo has no handler for 'status'" in str(error.value)
    asyncio.run(main())


def test_an_agent_without_a_fallback_declared_has_none() -> None:
    class Plain(Agent):
        name = "plain"

        @handles(Ping, answers=Ping)
        async def echo(self, payload: Ping, envelope: Envelope) -> Ping:
            return payload

    assert asyncio.run(Plain().fallback(Ping(), None, "x")) is None  # type: ignore[arg-type]
