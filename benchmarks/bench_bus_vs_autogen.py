"""Our MessageBus against autogen-core's SingleThreadedAgentRuntime, side by side in one run.

Run: .venv/bin/python benchmarks/bench_bus_vs_autogen.py [--requests N] [--repeat K] [--json]
Needs the peer runtime, installed only for benchmarks:
    .venv/bin/pip install -r benchmarks/requirements-peer.txt

Measured on each event loop (stock asyncio first; uvloop too where installed), with the two
runtimes alternating within every repeat so that load from elsewhere on the machine hits both:
- request/response round trips per second with 1 caller and with 16 concurrent callers:
  `MessageBus.request()` to an echo `Agent` against `runtime.send_message()` to an echo
  `RoutedAgent`; both handlers build and return a small reply (the same frozen `Ping`);
- latency per round trip (perf_counter_ns around each await): p50, p99, max;
- fan-out deliveries per second: one sender reaching N receivers per round, every delivery
  handled once and counted; ours does `send()` to each receiver, autogen does one
  `publish_message()` to a topic every receiver type has a `TypeSubscription` to; the clock
  stops when both runtimes are idle again.
One difference stays: autogen runs every message in a task of its own, so its echo handler
runs concurrently; our echo agent has one worker and serves its mailbox in order.

Each figure is the MEDIAN of K repeats (the ratio is median over median). Our bus keeps its
per-agent statistics on (they always are). autogen runs as shipped, except that its
OpenTelemetry spans are switched off (AUTOGEN_DISABLE_RUNTIME_TRACING=true) unless
--autogen-tracing is given: that is autogen's own switch and only makes it faster.
Targets (issue 7): round trips >= 8x autogen's in the same run, p99 < 1 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Coroutine
from dataclasses import asdict, dataclass
from typing import Any

from orchestrator.runtime import loop as runtime
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope, Payload, Ping

try:  # the peer runtime is installed only for benchmarks (requirements-peer.txt)
    import autogen_core as ag
except ImportError:  # pragma: no cover - reported by main()
    ag = None

RT_TARGET_RATIO = 8.0
P99_TARGET_US = 1000.0


@dataclass
class RoundTrips:
    runtime: str
    loop: str
    callers: int
    round_trips: int
    seconds: float
    per_second: float
    p50_us: float
    p99_us: float
    max_us: float
    cpu_us: float  # process CPU time per round trip: steadier than wall time on a busy machine


@dataclass
class FanOut:
    runtime: str
    loop: str
    receivers: int
    deliveries: int
    seconds: float
    per_second: float
    cpu_us: float  # process CPU time per delivery


def percentile(sorted_ns: list[int], q: float) -> float:
    """Nearest-rank percentile of sorted nanosecond samples, in microseconds."""
    if not sorted_ns:
        return 0.0
    rank = max(1, -(-int(q * 1000) * len(sorted_ns) // 1000))  # ceil(q * n) without floats
    return sorted_ns[min(rank, len(sorted_ns)) - 1] / 1000.0


def _rt_result(
    name: str, loop: str, callers: int, latencies: list[int], seconds: float, cpu: float
) -> RoundTrips:
    latencies.sort()
    return RoundTrips(
        runtime=name,
        loop=loop,
        callers=callers,
        round_trips=len(latencies),
        seconds=seconds,
        per_second=len(latencies) / seconds,
        p50_us=percentile(latencies, 0.50),
        p99_us=percentile(latencies, 0.99),
        max_us=latencies[-1] / 1000.0,
        cpu_us=cpu / len(latencies) * 1e6,
    )


async def _drive(
    call: Callable[[], Coroutine[Any, Any, Any]], requests: int, callers: int
) -> tuple[list[int], float, float]:
    """`callers` coroutines share `requests` round trips: latencies (ns), wall s and CPU s."""
    per_caller = requests // callers
    latencies: list[int] = []

    async def caller() -> None:
        clock = time.perf_counter_ns
        record = latencies.append
        for _ in range(per_caller):
            t0 = clock()
            await call()
            record(clock() - t0)

    gc.collect()  # start both sides with the same clean heap; gc itself stays on
    cpu = time.process_time()
    start = time.perf_counter()
    await asyncio.gather(*(caller() for _ in range(callers)))
    return latencies, time.perf_counter() - start, time.process_time() - cpu


# --- our bus ---------------------------------------------------------------------------------


class Echo(Agent):
    name = "echo"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        assert isinstance(payload, Ping)
        return Ping(n=payload.n + 1)


class Sink(Agent):
    """A fan-out receiver: counts the delivery; one-way, so nothing is returned."""

    def __init__(self, name: str, counter: list[int]) -> None:
        self.name = name  # type: ignore[misc]  # one instance per receiver name
        super().__init__()
        self._counter = counter

    async def handle(self, payload: Payload, envelope: Envelope) -> None:
        self._counter[0] += 1


async def ours_round_trips(loop: str, requests: int, callers: int, warmup: int) -> RoundTrips:
    async with MessageBus() as bus:
        bus.register(Echo())
        ping = Ping(n=1)

        def call() -> Coroutine[Any, Any, Payload]:
            return bus.request("bench", "echo", ping, timeout=5.0)

        await _drive(call, warmup, callers)
        latencies, seconds, cpu = await _drive(call, requests, callers)
        completed = bus.stats()["echo"]["completed"]
        assert completed == warmup // callers * callers + len(latencies), completed
        assert bus.dead_letter_count == 0
    return _rt_result("voxel-weaver bus", loop, callers, latencies, seconds, cpu)


async def ours_fanout(loop: str, receivers: int, rounds: int, warmup: int) -> FanOut:
    counter = [0]
    names = [f"recv-{i}" for i in range(receivers)]
    async with MessageBus() as bus:
        for name in names:
            bus.register(Sink(name, counter))
        ping = Ping(n=1)

        async def blast(n_rounds: int) -> None:
            send = bus.send
            for _ in range(n_rounds):
                for name in names:
                    send("sender", name, ping)
                await asyncio.sleep(0)  # a producer that yields once per round, on both sides
            await bus.stop_when_idle()

        await blast(warmup)
        counter[0] = 0
        gc.collect()
        cpu = time.process_time()
        start = time.perf_counter()
        await blast(rounds)
        seconds = time.perf_counter() - start
        cpu = time.process_time() - cpu
        assert counter[0] == receivers * rounds, counter[0]
        assert bus.dead_letter_count == 0
    n = counter[0]
    return FanOut("voxel-weaver bus", loop, receivers, n, seconds, n / seconds, cpu / n * 1e6)


# --- autogen-core ----------------------------------------------------------------------------

_autogen: dict[str, Any] = {}


def load_autogen(tracing: bool) -> bool:
    """Import autogen-core (and define its agents) once; False when it is not installed."""
    if _autogen:
        return True
    if ag is None:
        return False
    if not tracing:
        os.environ["AUTOGEN_DISABLE_RUNTIME_TRACING"] = "true"  # read when a runtime is made

    class AgEcho(ag.RoutedAgent):
        def __init__(self) -> None:
            super().__init__("echo")

        @ag.message_handler
        async def on_ping(self, message: Ping, ctx: ag.MessageContext) -> Ping:
            return Ping(n=message.n + 1)

    class AgSink(ag.RoutedAgent):
        def __init__(self, counter: list[int]) -> None:
            super().__init__("sink")
            self._counter = counter

        @ag.message_handler
        async def on_ping(self, message: Ping, ctx: ag.MessageContext) -> None:
            self._counter[0] += 1

    # RoutedAgent routes on the handlers' annotations, resolved in this module's globals
    # (hence the module-level `ag` import).
    _autogen.update(Echo=AgEcho, Sink=AgSink, version=_version("autogen-core"))
    return True


def _version(dist: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(dist)
    except PackageNotFoundError:
        return "not installed"


async def autogen_round_trips(loop: str, requests: int, callers: int, warmup: int) -> RoundTrips:
    rt = ag.SingleThreadedAgentRuntime()
    await _autogen["Echo"].register(rt, "echo", _autogen["Echo"])
    rt.start()
    echo = ag.AgentId("echo", "default")
    ping = Ping(n=1)

    def call() -> Coroutine[Any, Any, Any]:
        return rt.send_message(ping, echo)

    reply = await call()
    assert isinstance(reply, Ping) and reply.n == 2, reply
    await _drive(call, warmup, callers)
    latencies, seconds, cpu = await _drive(call, requests, callers)
    await rt.stop_when_idle()
    await rt.close()
    name = f"autogen-core {_autogen['version']}"
    return _rt_result(name, loop, callers, latencies, seconds, cpu)


async def autogen_fanout(loop: str, receivers: int, rounds: int, warmup: int) -> FanOut:
    sink = _autogen["Sink"]
    counter = [0]
    rt = ag.SingleThreadedAgentRuntime()
    for i in range(receivers):
        # One agent type per receiver, each subscribed to the topic: one publish reaches all N.
        await sink.register(
            rt,
            f"recv-{i}",
            lambda: sink(counter),
            skip_class_subscriptions=True,
            skip_direct_message_subscription=True,
        )
        await rt.add_subscription(ag.TypeSubscription(topic_type="fanout", agent_type=f"recv-{i}"))
    topic = ag.TopicId("fanout", "default")
    ping = Ping(n=1)

    async def blast(n_rounds: int) -> None:
        rt.start()
        for _ in range(n_rounds):
            await rt.publish_message(ping, topic)
            await asyncio.sleep(0)
        await rt.stop_when_idle()

    await blast(warmup)
    counter[0] = 0
    gc.collect()
    cpu = time.process_time()
    start = time.perf_counter()
    await blast(rounds)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    assert counter[0] == receivers * rounds, counter[0]
    await rt.close()
    name = f"autogen-core {_autogen['version']}"
    n = counter[0]
    return FanOut(name, loop, receivers, n, seconds, n / seconds, cpu / n * 1e6)


# --- the run ---------------------------------------------------------------------------------


async def measure_loop(loop: str, args: argparse.Namespace, with_autogen: bool) -> dict[str, Any]:
    """All scenarios on the running loop; ours and autogen alternate within each repeat."""
    rt: dict[int, dict[str, list[RoundTrips]]] = {}
    fan: dict[str, list[FanOut]] = {"ours": [], "autogen": []}
    warm = max(args.requests // 10, 200)
    for _ in range(args.repeat):
        for callers in (1, args.callers):
            slot = rt.setdefault(callers, {"ours": [], "autogen": []})
            slot["ours"].append(await ours_round_trips(loop, args.requests, callers, warm))
            if with_autogen:
                slot["autogen"].append(
                    await autogen_round_trips(loop, args.autogen_requests, callers, warm)
                )
        fan["ours"].append(await ours_fanout(loop, args.receivers, args.rounds, 20))
        if with_autogen:
            fan["autogen"].append(await autogen_fanout(loop, args.receivers, args.rounds, 20))
    return {"round_trips": rt, "fanout": fan}


def _median_rt(samples: list[RoundTrips]) -> RoundTrips:
    m = samples[0]
    pick = statistics.median
    return RoundTrips(
        runtime=m.runtime,
        loop=m.loop,
        callers=m.callers,
        round_trips=m.round_trips,
        seconds=pick(s.seconds for s in samples),
        per_second=pick(s.per_second for s in samples),
        p50_us=pick(s.p50_us for s in samples),
        p99_us=pick(s.p99_us for s in samples),
        max_us=pick(s.max_us for s in samples),
        cpu_us=pick(s.cpu_us for s in samples),
    )


def _median_fan(samples: list[FanOut]) -> FanOut:
    m = samples[0]
    return FanOut(
        runtime=m.runtime,
        loop=m.loop,
        receivers=m.receivers,
        deliveries=m.deliveries,
        seconds=statistics.median(s.seconds for s in samples),
        per_second=statistics.median(s.per_second for s in samples),
        cpu_us=statistics.median(s.cpu_us for s in samples),
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--requests", type=int, default=50_000, help="our round trips per run")
    parser.add_argument(
        "--autogen-requests",
        type=int,
        default=None,
        help="autogen round trips per run (default: --requests / 5; it is the slower one)",
    )
    parser.add_argument("--callers", type=int, default=16, help="the concurrent-callers case")
    parser.add_argument("--receivers", type=int, default=100, help="fan-out width N")
    parser.add_argument("--rounds", type=int, default=500, help="fan-out rounds per run")
    parser.add_argument("--repeat", type=int, default=3, help="K runs; medians are reported")
    parser.add_argument("--no-uvloop", action="store_true", help="stock asyncio only")
    parser.add_argument("--autogen-tracing", action="store_true", help="leave autogen spans on")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args()
    if args.autogen_requests is None:
        args.autogen_requests = max(args.requests // 5, 1000)

    with_autogen = load_autogen(args.autogen_tracing)
    if not with_autogen:
        print(
            "autogen-core is not installed: pip install -r benchmarks/requirements-peer.txt",
            file=sys.stderr,
        )
        sys.exit(2)
    loops = ["asyncio"]
    if not args.no_uvloop and runtime.event_loop_name() == "uvloop":
        loops.append("uvloop")

    rows_rt: list[tuple[RoundTrips, RoundTrips]] = []
    rows_fan: list[tuple[FanOut, FanOut]] = []
    for loop in loops:
        res = runtime.run(measure_loop(loop, args, with_autogen), use_uvloop=loop == "uvloop")
        for _callers, slot in sorted(res["round_trips"].items()):
            rows_rt.append((_median_rt(slot["ours"]), _median_rt(slot["autogen"])))
        rows_fan.append((_median_fan(res["fanout"]["ours"]), _median_fan(res["fanout"]["autogen"])))

    # The targets are judged on the stock loop, where both runtimes run on identical footing.
    base = [(o, a) for o, a in rows_rt if o.loop == "asyncio"]
    rt_pass = all(o.per_second >= RT_TARGET_RATIO * a.per_second for o, a in base)
    p99_pass = all(o.p99_us < P99_TARGET_US for o, _ in base)
    meta = {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "autogen_core": _autogen["version"],
        "autogen_tracing": args.autogen_tracing,
        "repeat": args.repeat,
        "statistic": "median of repeats",
        "requests": {"ours": args.requests, "autogen": args.autogen_requests},
    }
    if args.json:
        out = {
            "meta": meta,
            "round_trips": [
                {
                    "ours": asdict(o),
                    "autogen": asdict(a),
                    "ratio": o.per_second / a.per_second,
                    "cpu_ratio": a.cpu_us / o.cpu_us,
                }
                for o, a in rows_rt
            ],
            "fanout": [
                {
                    "ours": asdict(o),
                    "autogen": asdict(a),
                    "ratio": o.per_second / a.per_second,
                    "cpu_ratio": a.cpu_us / o.cpu_us,
                }
                for o, a in rows_fan
            ],
            "pass": {"round_trips_8x": rt_pass, "p99_under_1ms": p99_pass},
        }
        print(json.dumps(out, indent=2))
        return

    print(
        f"python {meta['python']}, {meta['cpus']} cpus, autogen-core {meta['autogen_core']} "
        f"(tracing {'on' if args.autogen_tracing else 'off'}); median of {args.repeat} repeats; "
        f"round trips per run: ours {args.requests}, autogen {args.autogen_requests}"
    )
    print("ratio: ours/autogen per second (wall clock, the target); cpu us: process CPU time per")
    print("operation, and cpu ratio autogen/ours, which load from other processes disturbs less")
    print()
    print("Round trips (request -> echo -> reply)")
    head = f"{'loop':<8}{'callers':>8}  {'runtime':<20}{'per s':>9}{'p50 us':>9}{'p99 us':>9}"
    print(head + f"{'max us':>9}{'ratio':>7}{'cpu us':>8}{'cpu ratio':>10}")
    for o, a in rows_rt:
        for r in (o, a):
            ratio = f"{o.per_second / a.per_second:6.1f}x" if r is o else ""
            cpu_ratio = f"{a.cpu_us / o.cpu_us:9.1f}x" if r is o else ""
            print(
                f"{r.loop:<8}{r.callers:>8}  {r.runtime:<20}{r.per_second:>9,.0f}"
                f"{r.p50_us:>9.1f}{r.p99_us:>9.1f}{r.max_us:>9.0f}{ratio:>7}"
                f"{r.cpu_us:>8.1f}{cpu_ratio:>10}"
            )
    print()
    print(f"Fan-out (1 sender -> {args.receivers} receivers, {args.rounds} rounds)")
    print(f"{'loop':<8}  {'runtime':<20}{'deliveries/s':>14}{'ratio':>7}{'cpu us':>8}")
    for o, a in rows_fan:
        for r in (o, a):
            ratio = f"{o.per_second / a.per_second:6.1f}x" if r is o else ""
            print(f"{r.loop:<8}  {r.runtime:<20}{r.per_second:>14,.0f}{ratio:>7}{r.cpu_us:>8.2f}")
    print()
    worst = min(o.per_second / a.per_second for o, a in base)
    print(
        f"{'PASS' if rt_pass else 'FAIL'}: round trips >= {RT_TARGET_RATIO:g}x autogen "
        f"on asyncio (lowest ratio {worst:.1f}x)"
    )
    worst_p99 = max(o.p99_us for o, _ in base)
    print(
        f"{'PASS' if p99_pass else 'FAIL'}: our p99 < {P99_TARGET_US / 1000:g} ms "
        f"on asyncio (highest p99 {worst_p99:.1f} us)"
    )


if __name__ == "__main__":
    main()
