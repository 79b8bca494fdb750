"""AgentPool: N members behind one address; round-robin and least-loaded dispatch."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from orchestrator.runtime.agent import Agent
from orchestrator.runtime.agent_pool import AgentPool
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, Payload, Ping


class Member(Agent):
    name = "worker"

    def __init__(self, index: int, hold: dict[int, float] | None = None) -> None:
        super().__init__()
        self.index = index
        self.hold = hold or {}  # ping n -> seconds this member holds it
        self.seen: list[int] = []

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        assert isinstance(payload, Ping)
        self.seen.append(payload.n)
        await asyncio.sleep(self.hold.get(payload.n, 0.0))
        return Ping(n=self.index)


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 20))


def test_round_robin_takes_members_in_turn() -> None:
    members = [Member(i) for i in range(3)]

    async def main() -> list[int]:
        async with MessageBus() as bus:
            bus.register(AgentPool(members, "round_robin"))
            return [(await bus.request("t", "worker", Ping(n=k), timeout=2)).n  # type: ignore[attr-defined]
                    for k in range(6)]

    assert run(main()) == [0, 1, 2, 0, 1, 2]


def test_least_loaded_skips_the_member_holding_a_long_job() -> None:
    # member 0 draws job 0 and holds it; every later job must go to the idle members
    members = [Member(i, hold={0: 0.5}) for i in range(3)]

    async def main() -> tuple[int, list[int]]:
        async with MessageBus() as bus:
            pool = AgentPool(members, "least_loaded")
            bus.register(pool)
            assert bus.stats()["worker"]["queue_depth"] == 0
            long_job = asyncio.create_task(bus.request("t", "worker", Ping(n=0), timeout=5))
            await asyncio.sleep(0.05)
            short = [await bus.request("t", "worker", Ping(n=k), timeout=2) for k in range(1, 7)]
            first = await long_job
            return first.n, [p.n for p in short]  # type: ignore[attr-defined]

    first, others = run(main())
    assert first == 0
    assert 0 not in others and set(others) == {1, 2}


def test_pool_handles_members_at_once_and_reports_health() -> None:
    members = [Member(i, hold=dict.fromkeys(range(4), 0.2)) for i in range(4)]

    async def main() -> tuple[float, dict[str, Any]]:
        async with MessageBus() as bus:
            pool = AgentPool(members)
            bus.register(pool)  # concurrency follows the members: 4 workers
            t0 = asyncio.get_running_loop().time()
            await asyncio.gather(*(bus.request("t", "worker", Ping(n=k), timeout=2)
                                   for k in range(4)))
            return asyncio.get_running_loop().time() - t0, pool.health()

    seconds, health = run(main())
    assert seconds < 0.6  # four 0.2 s jobs side by side, not one after another (0.8 s)
    assert health["handled"] == [1, 1, 1, 1] and health["in_flight"] == [0, 0, 0, 0]
    assert sorted(n for m in members for n in m.seen) == [0, 1, 2, 3]


def test_pool_members_must_share_a_name_and_strategy_must_be_known() -> None:
    class Other(Member):
        name = "other"

    with pytest.raises(ValueError, match="share one name"):
        AgentPool([Member(0), Other(1)])
    with pytest.raises(ValueError, match="strategy"):
        AgentPool([Member(0)], "random")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="at least one"):
        AgentPool([])
