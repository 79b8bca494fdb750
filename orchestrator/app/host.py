"""SceneHost: one bus with the agents on it, serving one run or many at once.

A single CLI run opens a host, runs once and closes it. A batch (or `serve`) keeps one host
open for hours: its agents, their pools and circuit breakers, the render workers and the model
gateway live as long as the host, while each run gets its own folder, journal, statistics and
report. Runs tell their messages apart by correlation id (the run id): the journal records only
its run's envelopes, and the report counts only its run's messages (`MessageBus.track_run`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from orchestrator.app.assembly import BusLayout, build_bus
from orchestrator.app.async_orchestrator import AsyncOrchestrator
from orchestrator.app.edit import EditOrchestrator
from orchestrator.app.home_edit import HomeEditOrchestrator
from orchestrator.app.home_pipeline import HomeOrchestrator, is_home
from orchestrator.app.journal import Journal
from orchestrator.app.outputs import new_run_dir
from orchestrator.app.pipeline import Pipeline, RunRequest, RunState
from orchestrator.app.report import build_report, to_json
from orchestrator.app.restyle import PartialOrchestrator
from orchestrator.app.sequential_orchestrator import SequentialOrchestrator
from orchestrator.llm import open_gateway
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.files import write_atomic
from orchestrator.schema.limits import check_disk_space, disk_bytes
from orchestrator.schema.render import RenderBackend

log = logging.getLogger("voxel_weaver.orchestrator")
BACKGROUND_GRACE_S = 15.0


@dataclass(frozen=True)
class RunOutcome:
    run_id: str
    run_dir: Path
    report: dict[str, Any]


class SceneHost:
    """`async with SceneHost(registry) as host: await host.run(request, out_root)`.

    `shared=True` marks a host that serves many runs at once: a run then does not wait for
    the model gateway to fall idle (other runs keep it busy), and model usage is reported for
    the whole host rather than per run.
    """

    def __init__(
        self,
        registry_path: Path,
        *,
        pool: RenderBackend | None = None,
        render_backends: Sequence[RenderBackend] = (),
        wrap: Callable[[Agent], Agent] | None = None,
        llm: LLMSettings = OFFLINE,
        layout: BusLayout | None = None,
        shared: bool = False,
        heartbeat_s: float | None = None,
    ) -> None:
        self.registry_path = registry_path
        self.llm = llm
        self.shared = shared
        self._heartbeat_s = heartbeat_s
        self.gateway = open_gateway(llm)
        self.bus = build_bus(registry_path, pool, wrap, self.gateway, llm, layout=layout,
                             render_backends=render_backends)

    async def __aenter__(self) -> SceneHost:
        try:
            await self.bus.start()
        except BaseException:
            await self.close()
            raise
        if self._heartbeat_s:
            self.bus.start_heartbeats(self._heartbeat_s)
        return self

    async def __aexit__(self, et: type[BaseException] | None, e: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    async def close(self) -> None:
        try:
            await self.bus.close()
        finally:
            if self.gateway is not None:
                await self.gateway.close(grace=0)

    async def run(self, request: RunRequest, out_root: Path,
                  journal: Path | None = None) -> RunOutcome:
        """Run the pipeline once; report.json is written whether the run succeeds or fails.

        Every envelope of the run goes to RUN_DIR/journal.jsonl, and also to `journal`
        (appended) if given.
        """
        check_disk_space(out_root)
        run_id, run_dir = new_run_dir(out_root, request.prompt)
        state = RunState(run_id=run_id, run_dir=run_dir)
        orchestrator_cls = pipeline_for(request)
        log.info("run %s (%s mode) -> %s", run_id, request.mode, run_dir)
        recorder = Journal.open(run_id, run_dir, request, extra=journal,
                                origin=state.clock.origin)

        def record(envelope: Envelope) -> None:
            if envelope.correlation_id == run_id:
                recorder(envelope)

        bus = self.bus
        bus.track_run(run_id)
        bus.add_observer(record)
        orchestrator: Pipeline = orchestrator_cls(bus, request, state)
        error: BaseException | None = None
        try:
            await orchestrator.run()
            # Background model work (registry descriptions) finishes while the store is open.
            if not self.shared and self.gateway is not None and \
                    not await self.gateway.drain(BACKGROUND_GRACE_S):
                log.warning("background LLM work still running after %.0f s; dropping it",
                            BACKGROUND_GRACE_S)
        except (Exception, asyncio.CancelledError) as exc:
            # A cancellation (a stop signal, a batch shutting down) was delivered here once;
            # the few awaits below still run, so the run ends with its report written.
            error = exc
        finally:
            await orchestrator.finish_background()  # a failed run's registration included
            bus.remove_observer(record)
            recorder.close()
        agents = bus.run_stats(run_id, forget=True)
        ledger = self.gateway.ledger if self.gateway is not None and not self.shared else None
        status = run_status(error, state.degradations)
        report = build_report(request, state, agents, status=status,
                              error=one_line(error) if error else None, ledger=ledger)
        if state.derived_from is not None:
            report["derived_from"] = state.derived_from
        if error is None:
            report["disk_bytes"] = await asyncio.to_thread(disk_bytes, run_dir)
            write_atomic(run_dir / "report.json", to_json(report))
            if state.registry_error is None:
                await asyncio.to_thread(record_end, self.registry_path, run_id, report)
            return RunOutcome(run_id, run_dir, report)
        # Ending badly: written at once, without yielding to the loop, so that a second
        # cancellation cannot leave the run without its report or its registry row `planned`.
        report["disk_bytes"] = disk_bytes(run_dir)
        write_atomic(run_dir / "report.json", to_json(report))
        record_end(self.registry_path, run_id, report)
        if isinstance(error, asyncio.CancelledError):
            raise asyncio.CancelledError(f"run {run_id} cancelled (its report: "
                                         f"{run_dir / 'report.json'})") from None
        raise error


def pipeline_for(request: RunRequest) -> Callable[[MessageBus, RunRequest, RunState],
                                                   Pipeline]:
    """Which pipeline makes this run: a restyle starts from a finished layout; a home has its
    own (which furnishes its zones at once, or in turn in the sequential mode); otherwise the
    async mode overlaps stages and the sequential one runs them in turn."""
    if request.restyle is not None:
        return PartialOrchestrator
    if request.edit is not None:
        return EditOrchestrator if request.edit.zone is None else HomeEditOrchestrator
    if is_home(request):
        return HomeOrchestrator
    return AsyncOrchestrator if request.mode == "async" else SequentialOrchestrator


def run_status(error: BaseException | None, degradations: Sequence[object]) -> str:
    """How a run ended: cancelled, failed, degraded (a fallback answered) or ok."""
    if isinstance(error, asyncio.CancelledError):
        return "cancelled"
    if error is not None:
        return "failed"
    return "degraded" if degradations else "ok"


def record_end(registry_path: Path, run_id: str, report: dict[str, Any]) -> None:
    """Stage timings and versions of a finished run, or the end of one that did not finish
    (`failed`, `cancelled`: no row is left `planned`). Like all registration, a failure here
    never fails the run."""
    from agents.asset_registry.store import AssetStore, UnknownRunError

    try:
        with AssetStore(registry_path) as store:
            if report["status"] in ("failed", "cancelled"):
                store.set_status(run_id, report["status"])
            store.record_report(run_id, report)
    except UnknownRunError:
        pass  # the run ended before its scene was registered: there is no row to close
    except Exception as exc:
        log.warning("could not record the run's end in the registry: %s", exc)


def one_line(exc: BaseException) -> str:
    if isinstance(exc, asyncio.CancelledError):  # its message says who stopped the run
        return f"cancelled: {' '.join(str(exc).split()) or 'the run was stopped'}"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"
