"""1,000 agents on one MessageBus, exchanging messages continuously (issue 7).

Run: .venv/bin/python benchmarks/bench_many_agents.py [--agents N] [--seconds S] [--json]

The continuous N-agent design: `--tokens` tokens (default: one per agent) start spread over
the ring, and each agent passes every token it gets to the next agent in the ring with a
one-way `send()`. Every `--request-every`-th hop the holder first asks a random other agent a
question with `request()` and passes the token on once the answer is back. The question is
asked from a task the bus tracks (`bus.spawn`), not from inside the handler, so no handler
waits on another agent's mailbox: with one worker per agent, two agents asking each other from
their handlers could otherwise deadlock.

After `--seconds` the tokens stop moving; the clock stops when the bus is idle (everything in
flight delivered). Printed: agents, messages delivered (handler runs: tokens + requests),
messages/s, request latency p50/p99/max, the deepest mailbox, peak RSS, dead letters (must be
0), failed handlers (must be 0) and whether every agent received messages. The loop is
saturated, so a request waits behind the other tokens in flight: by Little's law about
tokens / (messages/s). Fewer tokens, lower latency.

With autogen-core installed (benchmarks/requirements-peer.txt) the same ring runs afterwards on
its SingleThreadedAgentRuntime: 1,000 instances of one agent type, tokens passed with
`publish_message` to a per-agent topic, questions with `send_message`. Our peak RSS is read
before autogen is imported or run. --no-autogen skips it.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import random
import resource
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from orchestrator.runtime import loop as runtime
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, Payload, Ping

QUESTION = Ping(n=0)  # n == 0: a question to answer; n > 0: a token on its n-th hop


@dataclass
class World:
    """What all agents of one run share: the ring, the counters, the stop flag."""

    names: list[str]
    request_every: int
    rng: random.Random
    received: list[int] = field(default_factory=list)
    latencies: list[int] = field(default_factory=list)  # ns per request round trip
    stopping: bool = False

    def __post_init__(self) -> None:
        self.received = [0] * len(self.names)

    def other(self, index: int) -> int:
        """A random agent that is not `index`."""
        j = self.rng.randrange(len(self.names) - 1)
        return j + 1 if j >= index else j


@dataclass
class Result:
    runtime: str
    loop: str
    agents: int
    seconds: float
    delivered: int
    per_second: float
    requests: int
    p50_us: float
    p99_us: float
    max_us: float
    max_queue_depth: int | None
    peak_rss_mib: float
    dead_letters: int | None
    failed: int | None
    agents_without_messages: int


def percentile(sorted_ns: list[int], q: float) -> float:
    """Nearest-rank percentile of sorted nanosecond samples, in microseconds."""
    if not sorted_ns:
        return 0.0
    rank = max(1, -(-int(q * 1000) * len(sorted_ns) // 1000))
    return sorted_ns[min(rank, len(sorted_ns)) - 1] / 1000.0


def peak_rss_mib() -> float:
    # ru_maxrss is KiB on Linux (bytes on macOS).
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _result(name: str, loop: str, world: World, seconds: float, **extra: Any) -> Result:
    lat = sorted(world.latencies)
    delivered = sum(world.received)
    return Result(
        runtime=name,
        loop=loop,
        agents=len(world.names),
        seconds=seconds,
        delivered=delivered,
        per_second=delivered / seconds,
        requests=len(lat),
        p50_us=percentile(lat, 0.50),
        p99_us=percentile(lat, 0.99),
        max_us=lat[-1] / 1000.0 if lat else 0.0,
        peak_rss_mib=peak_rss_mib(),
        agents_without_messages=sum(1 for r in world.received if r == 0),
        **extra,
    )


# --- our bus ---------------------------------------------------------------------------------


class RingAgent(Agent):
    def __init__(self, index: int, world: World) -> None:
        self.name = world.names[index]  # type: ignore[misc]  # a thousand names, one class
        super().__init__()
        self.index = index
        self.world = world

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        assert isinstance(payload, Ping)
        world = self.world
        world.received[self.index] += 1
        if payload.n == 0:
            return Ping(n=0)  # the answer to a question
        if world.stopping:
            return None  # the token leaves the ring
        if payload.n % world.request_every == 0:
            self.bus.spawn(self._ask_then_pass(payload.n), name="ring-ask")
        else:
            self._pass(payload.n)
        return None

    def _pass(self, hop: int) -> None:
        names = self.world.names
        self.bus.send(self.name, names[(self.index + 1) % len(names)], Ping(n=hop + 1))

    async def _ask_then_pass(self, hop: int) -> None:
        world = self.world
        target = world.names[world.other(self.index)]
        t0 = time.perf_counter_ns()
        await self.request(target, QUESTION, timeout=30.0)
        world.latencies.append(time.perf_counter_ns() - t0)
        if not world.stopping:
            self._pass(hop)


def _starts(agents: int, tokens: int) -> list[int]:
    """Where the tokens start: spread evenly over the ring."""
    return [k * agents // tokens for k in range(tokens)]


async def run_ours(
    loop: str, agents: int, tokens: int, seconds: float, request_every: int, seed: int
) -> Result:
    world = World([f"agent-{i:04d}" for i in range(agents)], request_every, random.Random(seed))
    bus = MessageBus()
    for i in range(agents):
        bus.register(RingAgent(i, world))
    async with bus:
        gc.collect()
        start = time.perf_counter()
        for i in _starts(agents, tokens):
            bus.send("driver", world.names[i], Ping(n=1))
        await asyncio.sleep(seconds)
        world.stopping = True
        await bus.stop_when_idle()
        elapsed = time.perf_counter() - start
        stats = bus.stats()
        per_agent = [stats[name] for name in world.names]
        result = _result(
            "voxel-weaver bus",
            loop,
            world,
            elapsed,
            max_queue_depth=max(s["max_queue_depth"] for s in per_agent),
            dead_letters=bus.dead_letter_count,
            failed=sum(s["failed"] for s in per_agent),
        )
        # The bus's own statistics must agree with what the handlers counted.
        assert sum(s["completed"] for s in per_agent) == result.delivered
    return result


# --- autogen-core ----------------------------------------------------------------------------


async def run_autogen(
    loop: str, agents: int, tokens: int, seconds: float, request_every: int, seed: int
) -> Result:
    import autogen_core as ag  # imported only now, so our peak RSS is read without it

    # RoutedAgent resolves the handler's annotations in this module's globals, at class creation.
    globals()["ag"] = ag

    world = World([str(i) for i in range(agents)], request_every, random.Random(seed))
    asks: set[asyncio.Task[None]] = set()

    class AgRing(ag.RoutedAgent):
        def __init__(self) -> None:
            super().__init__("ring")
            self.index = int(self.id.key)

        @ag.message_handler
        async def on_ping(self, message: Ping, ctx: ag.MessageContext) -> Ping | None:
            world.received[self.index] += 1
            if message.n == 0:
                return Ping(n=0)
            if world.stopping:
                return None
            if message.n % world.request_every == 0:
                task = asyncio.create_task(self._ask_then_pass(message.n))
                asks.add(task)  # tracked like bus.spawn, and awaited before stopping
                task.add_done_callback(asks.discard)
            else:
                await self._pass(message.n)
            return None

        async def _pass(self, hop: int) -> None:
            nxt = ag.TopicId("ring", world.names[(self.index + 1) % agents])
            await self.publish_message(Ping(n=hop + 1), nxt)

        async def _ask_then_pass(self, hop: int) -> None:
            target = ag.AgentId("ring", world.names[world.other(self.index)])
            t0 = time.perf_counter_ns()
            await self.send_message(QUESTION, target)
            world.latencies.append(time.perf_counter_ns() - t0)
            if not world.stopping:
                await self._pass(hop)

    rt = ag.SingleThreadedAgentRuntime()
    await AgRing.register(rt, "ring", AgRing, skip_class_subscriptions=True)
    await rt.add_subscription(ag.TypeSubscription(topic_type="ring", agent_type="ring"))
    for name in world.names:  # instantiate all agents before the clock starts
        await rt.get("ring", name, lazy=False)
    rt.start()
    gc.collect()
    start = time.perf_counter()
    for i in _starts(agents, tokens):
        await rt.publish_message(Ping(n=1), ag.TopicId("ring", world.names[i]))
    await asyncio.sleep(seconds)
    world.stopping = True
    while asks:
        await asyncio.gather(*list(asks))
    await rt.stop_when_idle()
    elapsed = time.perf_counter() - start
    await rt.close()
    from importlib.metadata import version

    return _result(
        f"autogen-core {version('autogen-core')}",
        loop,
        world,
        elapsed,
        max_queue_depth=None,  # one shared queue, no per-agent mailbox to measure
        dead_letters=None,
        failed=None,
    )


def _autogen_installed() -> bool:
    from importlib.util import find_spec

    return find_spec("autogen_core") is not None


def _print(r: Result) -> None:
    print(f"[{r.runtime}, loop={r.loop}]")
    print(f"  agents                  {r.agents:,}")
    print(f"  seconds                 {r.seconds:.2f}")
    print(f"  messages delivered      {r.delivered:,}")
    print(f"  messages/s              {r.per_second:,.0f}")
    print(f"  requests                {r.requests:,}")
    print(
        f"  request latency         p50 {r.p50_us:,.1f} us  p99 {r.p99_us:,.1f} us  "
        f"max {r.max_us:,.1f} us"
    )
    if r.max_queue_depth is not None:
        print(f"  max queue depth         {r.max_queue_depth}")
    print(f"  peak RSS                {r.peak_rss_mib:.1f} MiB (process so far)")
    if r.dead_letters is not None:
        print(f"  dead letters            {r.dead_letters}")
        print(f"  failed handlers         {r.failed}")
    everyone = "yes" if r.agents_without_messages == 0 else f"NO ({r.agents_without_messages})"
    print(f"  every agent received    {everyone}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--agents", type=int, default=1000)
    parser.add_argument("--tokens", type=int, default=None, help="in flight (default: agents)")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long tokens circulate")
    parser.add_argument("--request-every", type=int, default=4, help="a request every k hops")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--uvloop", action="store_true", help="uvloop instead of stock asyncio")
    parser.add_argument("--no-autogen", action="store_true", help="skip the autogen-core run")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = parser.parse_args()
    if args.agents < 2:
        parser.error("--agents must be at least 2")
    use_uv = args.uvloop and runtime.event_loop_name() == "uvloop"
    loop = "uvloop" if use_uv else "asyncio"
    tokens = args.agents if args.tokens is None else args.tokens
    if not 1 <= tokens <= args.agents:
        parser.error("--tokens must be between 1 and --agents")
    params = (loop, args.agents, tokens, args.seconds, args.request_every, args.seed)

    ours = runtime.run(run_ours(*params), use_uvloop=use_uv)
    peer = None
    if not args.no_autogen and _autogen_installed():
        peer = runtime.run(run_autogen(*params), use_uvloop=use_uv)
    ok = ours.dead_letters == 0 and ours.failed == 0 and ours.agents_without_messages == 0

    if args.json:
        out: dict[str, Any] = {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "tokens": tokens,
            "request_every": args.request_every,
            "ours": asdict(ours),
            "autogen": asdict(peer) if peer else None,
            "ratio": ours.per_second / peer.per_second if peer else None,
            "pass": ok,
        }
        print(json.dumps(out, indent=2))
    else:
        print(
            f"python {platform.python_version()}, {os.cpu_count()} cpus, {tokens} tokens, a "
            f"request every {args.request_every} hops, {args.seconds:g}s of circulation"
        )
        _print(ours)
        if peer:
            _print(peer)
            print(f"ratio messages/s ours/autogen: {ours.per_second / peer.per_second:.1f}x")
        print(f"{'PASS' if ok else 'FAIL'}: no dead letters, no failures, every agent reached")
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
