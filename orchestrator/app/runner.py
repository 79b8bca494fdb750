"""Run one prompt end to end: a SceneHost opened for one run and closed after it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from orchestrator.app.host import RunOutcome, SceneHost
from orchestrator.app.pipeline import RunRequest
from orchestrator.runtime.agent import Agent
from orchestrator.schema.render import RenderBackend

__all__ = ["RunOutcome", "execute"]


async def execute(
    request: RunRequest,
    out_root: Path,
    registry_path: Path,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
    journal: Path | None = None,
) -> RunOutcome:
    """Run the pipeline once; report.json is written whether the run succeeds or fails.

    Every envelope goes to RUN_DIR/journal.jsonl, and also to `journal` (appended) if given.
    """
    async with SceneHost(registry_path, pool=pool, wrap=wrap, llm=request.llm) as host:
        return await host.run(request, out_root, journal)
