"""Bus request/response round trips per second, statistics on.

Run: .venv/bin/python benchmarks/bench_bus.py [--requests N] [--callers C]
Prints round trips/s and latency percentiles on the stock asyncio loop and on uvloop (the loop
the CLI uses when installed), side by side. Target (issue 2): >= 40,000/s on 2 cores.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from orchestrator.runtime import loop as runtime
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Payload, Ping
from orchestrator.runtime.loop import event_loop_name


class Echo(Agent):
    name = "echo"

    async def handle(self, payload: Payload, envelope: object) -> Payload:
        return payload


async def run(requests: int, callers: int) -> dict[str, float]:
    async with MessageBus() as bus:
        bus.register(Echo())
        ping = Ping(n=1)
        per_caller = requests // callers
        latencies: list[float] = []

        async def caller() -> None:
            clock = time.perf_counter
            record = latencies.append
            for _ in range(per_caller):
                t0 = clock()
                await bus.request("bench", "echo", ping, timeout=5.0)
                record(clock() - t0)

        await asyncio.gather(*(caller() for _ in range(max(1, callers // 4))))  # warm-up
        latencies.clear()
        start = time.perf_counter()
        await asyncio.gather(*(caller() for _ in range(callers)))
        elapsed = time.perf_counter() - start
        stats = bus.stats()["echo"]
    latencies.sort()
    done = per_caller * callers
    return {
        "round_trips": done,
        "seconds": elapsed,
        "per_second": done / elapsed,
        "p50_us": statistics.median(latencies) * 1e6,
        "p99_us": latencies[int(len(latencies) * 0.99) - 1] * 1e6,
        "completed_by_stats": stats["completed"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--callers", type=int, default=16)
    args = parser.parse_args()
    loops = ["asyncio"] + (["uvloop"] if event_loop_name() == "uvloop" else [])
    for loop_name in loops:
        for callers in sorted({1, args.callers}):
            r = runtime.run(run(args.requests, callers), use_uvloop=loop_name == "uvloop")
            print(
                f"loop={loop_name:<7} callers={callers:<3} round_trips={r['round_trips']} "
                f"per_second={r['per_second']:,.0f} p50={r['p50_us']:.1f}us "
                f"p99={r['p99_us']:.1f}us (stats on: completed={r['completed_by_stats']})"
            )

if __name__ == "__main__":
    main()
