"""The async orchestrator with LLM agents against the sequential one, side by side.

Run: .venv/bin/python benchmarks/bench_llm_pipeline.py [--runs N] [--blender]

Every stage takes the original design's time scaled to tenths of a second: prompt 0.5,
geometry 1.0, texture 0.8, lighting 0.6, validation 0.4, render 0.6, registry 0.3 s.
Prompt, texture and lighting call the model through the LLM gateway and the real anthropic
SDK; the local fake Anthropic server answers each after its stage time. Geometry and
validation are held to theirs by `with_latency`, the render by `FakeRenderPool(delay=0.6)`,
and the registry's scene write (its 0.3 s) by `with_latency` as well.

Sequential is then 4.2 s and the critical path (prompt, geometry, the longer of texture and
lighting, validation, render; registration runs in the background) 3.3 s. Target: async
within 5% of the critical path, i.e. at least 17.5% faster than sequential (21% at 3.3 s).

--blender renders for real (draft quality, a warm Blender worker) instead of the 0.6 s
stand-in. The critical path is computed from each async run's own measured stage times,
so a render that is slower in one run than another does not skew the ratio.
The response cache is off, so every run calls the server.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
from pathlib import Path
from typing import Any

from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator import LLMSettings, RenderBackend, RunRequest, execute
from orchestrator.runtime.agent import Agent
from orchestrator.testing import FakeAnthropicServer, FakeRenderPool, with_latency

PROMPT = "A cozy bedroom at dusk"
MODEL_STAGES = {"submit_scene_plan": 0.5, "submit_materials": 0.8, "submit_lighting": 0.6}
HELD_STAGES: dict[str, float | dict[str, float]] = {
    "geometry": 1.0, "spatial_validator": 0.4, "asset_registry": {"register_scene": 0.3}}
RENDER_S = 0.6
NOMINAL = {"sequential": 4.2, "critical_path": 3.3}


def hold(agent: Agent) -> Agent:
    seconds = HELD_STAGES.get(agent.name)
    return with_latency(agent, seconds) if seconds is not None else agent


async def one_run(mode: str, llm: LLMSettings, pool: RenderBackend, out: Path) -> dict[str, Any]:
    request = RunRequest(prompt=PROMPT, seed=7, mode=mode, llm=llm)  # type: ignore[arg-type]
    outcome = await execute(request, out, out / "registry.sqlite3", pool=pool, wrap=hold)
    report = outcome.report
    if report["planner"] != "anthropic" or report["llm"]["fallbacks"]:
        raise SystemExit(f"a stage fell back to the offline rules: {report['llm']}")
    return report


def critical_path(stages: dict[str, dict[str, float]]) -> float:
    d = {name: s["duration"] for name, s in stages.items()}
    return (d["prompt"] + d["geometry"] + max(d["texture"], d["lighting"]) + d["validation"]
            + d["render"])


async def bench(runs: int, blender: bool) -> None:
    with FakeAnthropicServer() as server, tempfile.TemporaryDirectory() as tmp:
        server.latency.update(MODEL_STAGES)
        llm = LLMSettings("anthropic", "benchmark", api_key="bench-key",
                          base_url=server.base_url, max_retries=0, cache_dir=None)
        pool: Any = BlenderWorkerPool().start() if blender else FakeRenderPool(delay=RENDER_S)
        try:
            if blender:
                await pool.warmed()  # Blender start-up is paid once, before timing
            walls: dict[str, list[float]] = {"sequential": [], "async": []}
            paths: list[float] = []
            for i in range(runs):
                for mode in ("sequential", "async"):  # interleaved: same conditions for both
                    report = await one_run(mode, llm, pool, Path(tmp) / f"{mode}-{i}")
                    walls[mode].append(report["wall_time_s"])
                    if mode == "async":  # the path through this run's own stage times
                        paths.append(critical_path(report["stages"]))
                    stages = "  ".join(f"{name} {s['duration']:.2f}"
                                       for name, s in report["stages"].items())
                    print(f"run {i + 1} {mode:<10} wall {report['wall_time_s']:.3f}s  {stages}")
            print(f"model requests served by the fake server: {server.request_count}, "
                  f"most at once: {server.max_concurrency}")
        finally:
            pool.shutdown()
    summarize(walls, paths, blender)


def summarize(walls: dict[str, list[float]], paths: list[float], blender: bool) -> None:
    seq, asy = statistics.median(walls["sequential"]), statistics.median(walls["async"])
    path = statistics.median(paths)
    label = "real Blender draft render" if blender else f"{RENDER_S} s stand-in render"
    print(f"\n{label}, median of {len(paths)} runs each:")
    if not blender:
        print(f"  design figures:   sequential {NOMINAL['sequential']:.2f} s, critical path "
              f"{NOMINAL['critical_path']:.2f} s")
    print(f"  sequential        {seq:.3f} s")
    print(f"  critical path     {path:.3f} s  (each async run's own stage times)")
    print(f"  async             {asy:.3f} s")
    ratio = asy / path
    print(f"  async / critical path = {ratio:.3f}  (target <= 1.05: "
          f"{'PASS' if ratio <= 1.05 else 'FAIL'})")
    print(f"  async is {(1 - asy / seq) * 100:.1f}% faster than sequential "
          f"(the critical path allows {(1 - path / seq) * 100:.1f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--blender", action="store_true", help="render with real Blender")
    args = parser.parse_args()
    asyncio.run(bench(args.runs, args.blender))


if __name__ == "__main__":
    main()
