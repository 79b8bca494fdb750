"""Partial regeneration: restyle or relight a finished run without touching its layout.

    scene.json -> new plan (style and/or time of day) -> (texture || lighting) or lighting
               -> data-level validation -> render -> scene.json, registry, report.json

The laid-out objects are kept exactly (ids, locations, rotations, sizes), so nothing is
planned or solved again: with a style the texture agent re-dresses the objects from the new
palette while the lighting agent relights; with only a time of day the materials are kept as
they were and only the lighting agent runs. The result is a NEW run, made by the same host as
any other (journal, disk check, model gateway, degradations), whose report.json says which run
it was derived from and what changed (`RunRequest.restyle`).
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar, cast, get_args

from pydantic import BaseModel, ValidationError

from orchestrator.app.pipeline import Pipeline, Restyle, RunRequest, RunState, merge_dressing
from orchestrator.app.requests import check_overrides
from orchestrator.errors import InputError, PipelineError, ValidationFailed
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.bus import MessageBus
from orchestrator.schema.scene import Quality, RenderSettings, Scene, ScenePlan

log = logging.getLogger("voxel_weaver.orchestrator")
M = TypeVar("M", bound=BaseModel)


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


def read_run(run_dir: Path, model: type[M], what: str = "run") -> tuple[M, dict[str, Any]]:
    """RUN_DIR's scene.json as `model` (a room's Scene, a HomeScene) and its report.json
    (optional: the add-on writes none); a one-line InputError when either cannot be read."""
    scene_path, report_path = run_dir / "scene.json", run_dir / "report.json"
    if not scene_path.is_file():
        raise InputError(f"{str(run_dir)!r} has no scene.json: give the folder of a finished run")
    try:
        scene = model.model_validate_json(scene_path.read_bytes())
        report = json.loads(report_path.read_text()) if report_path.is_file() else {}
    except (OSError, ValueError, ValidationError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise InputError(f"cannot read the {what} in {str(run_dir)!r}: {first}") from None
    return scene, report


def load_source(run_dir: Path) -> Source:
    """RUN_DIR's scene.json (required) and report.json (optional: the add-on writes none)."""
    scene, report = read_run(run_dir, Scene)
    return Source(run_dir, str(report.get("run_id") or run_dir.name), scene, report)


def layout_of(scene: Scene) -> tuple[Any, ...]:
    """Everything but materials, lights and world: what neither dressing stage may change."""
    objects = tuple(o.model_dump(exclude={"materials"}) for o in scene.objects)
    room = scene.room.model_dump(exclude={"floor_material", "wall_material",
                                          "ceiling_material"})
    return objects, room, scene.plan


class PartialOrchestrator(Pipeline):
    """Starts from a laid-out scene with the new plan instead of planning and solving."""

    def __init__(self, bus: MessageBus, request: RunRequest, state: RunState) -> None:
        super().__init__(bus, request, state)
        assert request.restyle is not None
        self.change = request.restyle
        self.restyle = request.restyle.style is not None  # False: relight only

    async def run(self) -> RunState:
        state, clock = self.state, self.state.clock
        source = load_source(Path(self.change.source))
        state.derived_from = derived_from(source, self.change)
        start = restyled_scene(source, self.change)
        state.plan, state.planner = start.plan, start.provenance.planner
        state.findings = list(start.findings)  # the original layout's findings
        scene = await self.dress(start)
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


def _check_kept(before: Scene, after: Scene, stage: str, *, materials: bool) -> None:
    """A dressing stage that moved an object (or, for lighting, touched a material) is a bug."""
    if layout_of(after) != layout_of(before):
        raise PipelineError(f"the {stage} stage changed the layout of a restyled scene")
    if materials and _dressing(after) != _dressing(before):
        raise PipelineError(f"the {stage} stage changed the materials of a restyled scene")


def _dressing(scene: Scene) -> tuple[Any, ...]:
    return scene.materials, tuple(o.materials for o in scene.objects), scene.room


def restyled_scene(source: Source, restyle: Restyle) -> Scene:
    """The source's scene with the new style and/or time of day in its plan; the objects, the
    room and the provenance are kept as they are."""
    try:
        plan = ScenePlan.model_validate({**source.scene.plan.model_dump(), **restyle.change()})
    except ValidationError as exc:
        raise InputError(f"cannot change the plan: {str(exc).splitlines()[0]}") from None
    return source.scene.model_copy(update={"plan": plan})


def restyle_request(run_dir: Path, *, style: str | None, relight: str | None,
                    quality: Quality | None = None, render: bool = True,
                    llm: LLMSettings = OFFLINE) -> RunRequest:
    """The request of a run that re-dresses RUN_DIR (checked: a one-line InputError before
    anything is written). It runs through the same host as any other run."""
    change = check_change(style, relight)
    restyle = Restyle(str(run_dir), change.get("style"), change.get("time_of_day"))
    source = load_source(run_dir)
    plan = restyled_scene(source, restyle).plan
    prior = source.report
    return RunRequest(
        prompt=str(prior.get("prompt") or plan.prompt), seed=plan.seed, mode="async",
        quality=quality or prior_quality(source.report, source.scene.render), render=render,
        validate=bool(prior.get("validate", True)), example=prior.get("example"),
        llm=llm, restyle=restyle)


def derived_from(source: Source, restyle: Restyle) -> dict[str, Any]:
    """What report.json says of the run a restyle started from."""
    return {"run_id": source.run_id, "run_dir": str(source.run_dir),
            "change": {"style": restyle.style, "time_of_day": restyle.time_of_day}}


def prior_quality(report: dict[str, Any], render: RenderSettings | None = None) -> Quality:
    """The original run's quality (its report, else its scene's settings), else draft."""
    found = report.get("quality") or (render.quality if render else None)
    return cast(Quality, found) if found in get_args(Quality) else "draft"
