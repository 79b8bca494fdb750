"""Partial regeneration: restyle or relight a finished run without touching its layout.

    scene.json -> new plan (style and/or time of day) -> (texture || lighting) or lighting
               -> data-level validation -> render -> scene.json, registry, report.json

The laid-out objects are kept exactly (ids, locations, rotations, sizes), so nothing is
planned or solved again: with a style the texture agent re-dresses the objects from the new
palette while the lighting agent relights; with only a time of day the materials are kept as
they were and only the lighting agent runs. The result is a NEW run dir whose report.json
says which run it was derived from and what changed.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast, get_args

from pydantic import ValidationError

from orchestrator.app.assembly import build_bus
from orchestrator.app.host import RunOutcome, one_line, record_end, run_status
from orchestrator.app.outputs import new_run_dir
from orchestrator.app.pipeline import Pipeline, RunRequest, RunState, merge_dressing
from orchestrator.app.report import build_report, to_json
from orchestrator.app.requests import check_overrides
from orchestrator.errors import InputError, PipelineError, ValidationFailed
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.bus import MessageBus
from orchestrator.schema.files import write_atomic
from orchestrator.schema.payloads import Artifact
from orchestrator.schema.render import RenderBackend
from orchestrator.schema.scene import Quality, Scene, ScenePlan

log = logging.getLogger("voxel_weaver.orchestrator")


@dataclass(frozen=True)
class Source:
    """The finished run a restyle starts from."""

    run_dir: Path
    run_id: str
    scene: Scene
    report: dict[str, Any]


def check_change(style: str | None, relight: str | None) -> dict[str, str]:
    """The plan fields to change, checked: a one-line InputError with the allowed values."""
    if style is None and relight is None:
        raise InputError("nothing to change: give a STYLE, --relight TIME, or both")
    change = {"style": style, "time_of_day": relight}
    return check_overrides({k: v for k, v in change.items() if v is not None})


def load_source(run_dir: Path) -> Source:
    """RUN_DIR's scene.json (required) and report.json (optional: the add-on writes none)."""
    scene_path, report_path = run_dir / "scene.json", run_dir / "report.json"
    if not scene_path.is_file():
        raise InputError(f"{str(run_dir)!r} has no scene.json: give the folder of a finished run")
    try:
        scene = Scene.model_validate_json(scene_path.read_bytes())
        report = json.loads(report_path.read_text()) if report_path.is_file() else {}
    except (OSError, ValueError, ValidationError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise InputError(f"cannot read the run in {str(run_dir)!r}: {first}") from None
    return Source(run_dir, str(report.get("run_id") or run_dir.name), scene, report)


def layout_of(scene: Scene) -> tuple[Any, ...]:
    """Everything but materials, lights and world: what neither dressing stage may change."""
    objects = tuple(o.model_dump(exclude={"materials"}) for o in scene.objects)
    room = scene.room.model_dump(exclude={"floor_material", "wall_material",
                                          "ceiling_material"})
    return objects, room, scene.plan


class PartialOrchestrator(Pipeline):
    """Starts from a laid-out scene with the new plan instead of planning and solving."""

    def __init__(self, bus: MessageBus, request: RunRequest, state: RunState, scene: Scene,
                 restyle: bool) -> None:
        super().__init__(bus, request, state)
        self.source = scene
        self.restyle = restyle  # False: relight only, the materials stay as they were

    async def run(self) -> RunState:
        state, clock = self.state, self.state.clock
        state.plan, state.planner = self.source.plan, self.source.provenance.planner
        state.findings = list(self.source.findings)  # the original layout's findings
        scene = await self.dress(self.source)
        if self.request.validate:
            with clock.stage("validation"):
                scene = await self.validate(scene)
        clock.begin("registry")
        registered = self.spawn(self.register_scene(scene), "register-scene")
        with clock.stage("render"):
            await self.render(scene)
        artifacts = self.save_scene()
        self.spawn(self._finish_registry(registered, artifacts), "register-artifacts")
        await self.finish_background()
        return state

    async def dress(self, scene: Scene) -> Scene:
        lighting = self._timed("lighting", self.lighting(scene))
        if self.restyle:  # texture and lighting read the same scene: run them at once
            textured, lit = await asyncio.gather(self._timed("texture", self.texture(scene)),
                                                 lighting)
            _check_kept(scene, textured, "texture", materials=False)
        else:
            textured, lit = scene, await lighting
        _check_kept(scene, lit, "lighting", materials=True)
        return merge_dressing(textured, lit)

    async def relayout(self) -> Scene:
        # A repair solves a new layout, which is the one thing a restyle promises not to do.
        render = self.state.render
        failed = render.mesh_findings if render is not None and not render.mesh_ok else \
            self.state.validation.findings if self.state.validation else ()
        problems = "; ".join(f.message for f in failed if f.severity == "error")
        raise ValidationFailed(f"the kept layout fails its checks and a restyle cannot move "
                               f"objects to repair it: {problems or 'see the findings'}")

    async def _timed(self, stage: str, work: Awaitable[Scene]) -> Scene:
        with self.state.clock.stage(stage):
            return await work

    async def _finish_registry(self, registered: asyncio.Task[None],
                               artifacts: list[Artifact]) -> None:
        try:
            await registered
            await self.register_artifacts(artifacts)
        except Exception as exc:  # registration must never fail a rendered run
            self.state.registry_error = f"{type(exc).__name__}: {exc}"
            log.warning("asset registration failed: %s", self.state.registry_error)
        finally:
            self.state.clock.end("registry")


def _check_kept(before: Scene, after: Scene, stage: str, *, materials: bool) -> None:
    """A dressing stage that moved an object (or, for lighting, touched a material) is a bug."""
    if layout_of(after) != layout_of(before):
        raise PipelineError(f"the {stage} stage changed the layout of a restyled scene")
    if materials and _dressing(after) != _dressing(before):
        raise PipelineError(f"the {stage} stage changed the materials of a restyled scene")


def _dressing(scene: Scene) -> tuple[Any, ...]:
    return scene.materials, tuple(o.materials for o in scene.objects), scene.room


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
) -> RunOutcome:
    """Re-dress and/or relight RUN_DIR's scene into a new run dir under `out_root`.

    Input problems raise InputError before anything is written; once the run dir exists,
    report.json is written whether the run succeeds or fails (like `runner.execute`).
    """
    change = check_change(style, relight)
    source = load_source(run_dir)
    old = source.scene
    try:
        plan = ScenePlan.model_validate({**old.plan.model_dump(), **change})
    except ValidationError as exc:
        raise InputError(f"cannot change the plan: {str(exc).splitlines()[0]}") from None
    scene = old.model_copy(update={"plan": plan})  # objects, room, provenance kept as they are
    prior = source.report
    request = RunRequest(
        prompt=str(prior.get("prompt") or plan.prompt), seed=plan.seed, mode="async",
        quality=quality or _prior_quality(source), render=render,
        validate=bool(prior.get("validate", True)), example=prior.get("example"),
    )
    run_id, new_dir = new_run_dir(out_root, request.prompt)
    state = RunState(run_id=run_id, run_dir=new_dir)
    log.info("run %s restyles %s (%s) -> %s", run_id, source.run_id, change, new_dir)
    bus = build_bus(registry_path, pool, wrap)
    error: BaseException | None = None
    try:
        async with bus:
            await PartialOrchestrator(bus, request, state, scene, "style" in change).run()
    except (Exception, asyncio.CancelledError) as exc:  # a stop signal ends it `cancelled`
        error = exc
    report = build_report(request, state, bus.stats(),
                          status=run_status(error, ()),
                          error=one_line(error) if error else None)
    report["derived_from"] = {"run_id": source.run_id, "run_dir": str(source.run_dir),
                              "change": {"style": style, "time_of_day": relight}}
    write_atomic(new_dir / "report.json", to_json(report))
    if error is not None:
        record_end(registry_path, run_id, report)
        raise error
    return RunOutcome(run_id, new_dir, report)


def _prior_quality(source: Source) -> Quality:
    """The original run's quality (its report, else its scene's settings), else draft."""
    render = source.scene.render
    found = source.report.get("quality") or (render.quality if render else None)
    return cast(Quality, found) if found in get_args(Quality) else "draft"

