"""Run one request end to end (a prompt, or a restyle of a finished run): a SceneHost opened
for one run and closed after it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from orchestrator.app.assembly import MAX_POOL, BusLayout
from orchestrator.app.host import RunOutcome, SceneHost
from orchestrator.app.pipeline import RunRequest
from orchestrator.app.restyle import restyle_request
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.agent import Agent
from orchestrator.schema.render import RenderBackend
from orchestrator.schema.scene import Quality

__all__ = ["RunOutcome", "execute", "restyle"]


async def execute(
    request: RunRequest,
    out_root: Path,
    registry_path: Path,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    journal: Path | None = None,
    render_backends: Sequence[RenderBackend] = (),
) -> RunOutcome:
    """Run the pipeline once; report.json is written whether the run succeeds or fails.

    Every envelope goes to RUN_DIR/journal.jsonl, and also to `journal` (appended) if given.
    `render_backends` (a home's zones checked at once) gives the render director one member
    per backend, and the pure agents the most members a bus gives them (a home's zones go
    through them at once).
    """
    layout = BusLayout.for_pipelines(MAX_POOL) if render_backends else None
    async with SceneHost(registry_path, pool=pool, wrap=wrap, llm=request.llm,
                         render_backends=render_backends, layout=layout) as host:
        return await host.run(request, out_root, journal)


async def restyle(
    run_dir: Path,
    *,
    style: str | None,
    relight: str | None,
    out_root: Path,
    registry_path: Path,
    quality: Quality | None = None,
    render: bool = True,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    llm: LLMSettings = OFFLINE,
    journal: Path | None = None,
) -> RunOutcome:
    """Re-dress and/or relight RUN_DIR's layout into a new run under `out_root`: the same
    host and run path as `execute` (journal, disk check, model gateway, degradations).

    Input problems raise InputError before anything is written.
    """
    request = restyle_request(run_dir, style=style, relight=relight, quality=quality,
                              render=render, llm=llm)
    return await execute(request, out_root, registry_path, pool=pool, wrap=wrap,
                         journal=journal)
