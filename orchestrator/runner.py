"""Run one prompt end to end: output folder, bus, orchestrator, report."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.render_director.agent import RenderBackend
from orchestrator.agent import Agent
from orchestrator.async_orchestrator import AsyncOrchestrator
from orchestrator.journal import Journal
from orchestrator.llm import open_gateway
from orchestrator.outputs import new_run_dir, write_atomic
from orchestrator.pipeline import RunRequest, RunState, build_bus
from orchestrator.report import build_report, to_json
from orchestrator.sequential_orchestrator import SequentialOrchestrator

log = logging.getLogger("voxel_weaver.orchestrator")
BACKGROUND_GRACE_S = 15.0


@dataclass(frozen=True)
class RunOutcome:
    run_id: str
    run_dir: Path
    report: dict[str, Any]


async def execute(
    request: RunRequest,
    out_root: Path,
    registry_path: Path,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    journal: Path | None = None,
) -> RunOutcome:
    """Run the pipeline; report.json is written whether the run succeeds or fails.

    Every envelope goes to RUN_DIR/journal.jsonl, and also to `journal` (appended) if given.
    """
    run_id, run_dir = new_run_dir(out_root, request.prompt)
    state = RunState(run_id=run_id, run_dir=run_dir)
    orchestrator_cls = AsyncOrchestrator if request.mode == "async" else SequentialOrchestrator
    log.info("run %s (%s mode) -> %s", run_id, request.mode, run_dir)
    # Opened first, so a bad --journal path fails before anything else is started.
    recorder = Journal.open(run_id, run_dir, request, extra=journal, origin=state.clock.origin)
    try:
        gateway = open_gateway(request.llm)
        bus = build_bus(registry_path, pool, wrap, gateway, request.llm)
    except BaseException:
        recorder.close()
        raise
    bus.add_observer(recorder)  # before the bus starts: the journal sees every envelope
    error: BaseException | None = None
    try:
        async with bus:
            await orchestrator_cls(bus, request, state).run()
            # Background model work (registry descriptions) finishes while the store is open.
            if gateway is not None and not await gateway.drain(BACKGROUND_GRACE_S):
                log.warning("background LLM work still running after %.0f s; dropping it",
                            BACKGROUND_GRACE_S)
    except Exception as exc:
        error = exc
    finally:
        if gateway is not None:
            await gateway.close(grace=0)
        recorder.close()
    status = "ok" if error is None else "failed"
    report = build_report(request, state, bus, status=status,
                          error=_one_line(error) if error else None,
                          ledger=gateway.ledger if gateway else None)
    write_atomic(run_dir / "report.json", to_json(report))
    if error is None and state.registry_error is None:
        await asyncio.to_thread(_record_timings, registry_path, run_id, report)
    if error is not None:
        raise error
    return RunOutcome(run_id, run_dir, report)


def _record_timings(registry_path: Path, run_id: str, report: dict[str, Any]) -> None:
    """Stage timings and versions go to the registry once the run (registry stage included)
    has finished; like all registration, a failure here never fails the run."""
    from agents.asset_registry.store import AssetStore

    try:
        with AssetStore(registry_path) as store:
            store.record_report(run_id, report)
    except Exception as exc:
        log.warning("could not record the run's timings in the registry: %s", exc)


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"
