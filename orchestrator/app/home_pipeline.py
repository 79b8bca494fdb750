"""A whole home's run: the programme and floor plan, then every zone furnished as a room of its
own (concurrently in the async mode), then one Blender job for the whole home.

    prompt -> programme -> floor plan -> plan checks -> zone plans (all at once)
           -> per zone: geometry -> (texture || lighting) -> validation -> mesh checks
              (the zones at once, the mesh checks spread over the render director's workers)
           -> the home built in one worker: a render per room and the overview -> outputs

Once the floor plan is fixed the zones share nothing but it (their doorways and windows come
from it), so they go through the room stages independently; the sequential mode furnishes
them one after another, for debugging and to measure what the overlap gains.
"""

from __future__ import annotations

import asyncio
import logging
import os
from pathlib import Path
from typing import Any, TypeVar

from agents.prompt_interpreter.accounting import recount
from orchestrator.app.async_orchestrator import AsyncOrchestrator
from orchestrator.app.home_plan_drawing import draw_home_plan
from orchestrator.app.outputs import artifact
from orchestrator.app.pipeline import MAX_REPAIRS, Pipeline, RunRequest, RunState
from orchestrator.app.sequential_orchestrator import SequentialOrchestrator
from orchestrator.errors import ValidationFailed
from orchestrator.schema.files import write_atomic
from orchestrator.schema.home import HomePlan, HomeScene, ZoneScene
from orchestrator.schema.home_payloads import (
    FloorPlanRequest,
    FloorPlanResult,
    HomeCheckRequest,
    HomeRenderRequest,
    HomeRenderResult,
    ProgrammeRequest,
    ProgrammeResult,
    ZonePlanRequest,
)
from orchestrator.schema.payloads import PlanResult, ValidationResult
from orchestrator.schema.scene import Scene, ScenePlan

log = logging.getLogger("voxel_weaver.orchestrator")
MAX_HOME_WORKERS = 4  # Blender workers a home's zones are checked on at once
P = TypeVar("P", bound=Pipeline)


def is_home(request: RunRequest) -> bool:
    """Whether a request asks for a whole home: its prompt names one (and the user did not
    fix a room type, which asks for one room)."""
    from agents.prompt_interpreter.home_programme import detect_home  # the rules: when asked

    return request.restyle is None and request.edit is None \
        and "room_type" not in request.overrides \
        and detect_home(request.prompt) is not None


def home_workers(request: RunRequest) -> int:
    """Blender workers for a run: one for a room; for a home, one per core up to
    `MAX_HOME_WORKERS` (its zones' checks run at once)."""
    home = is_home(request) or (request.edit is not None and request.edit.zone is not None)
    if not home or request.mode != "async":
        return 1
    return max(1, min(MAX_HOME_WORKERS, os.cpu_count() or 1))


class ZoneStages(Pipeline):
    """One zone through the room stages, its Blender job checking only (no render)."""

    zone_plan: ScenePlan
    kept_scene: Scene | None = None  # a zone an edit of the home leaves as it was
    keep_build = False

    async def run(self) -> RunState:
        if self.kept_scene is not None:  # checked again, never laid out anew: a kept room
            scene = self.kept_scene  # that failed its checks fails the run instead of moving
            self.state.plan, self.state.scene = scene.plan, scene
            self.state.repair_attempts = MAX_REPAIRS
        else:
            self.state.plan = self.zone_plan
            scene = await self.dress(await self.geometry(self.zone_plan))
        if self.request.validate:
            scene = await self.validate(scene)
        await self.render(scene)
        return self.state


class AsyncZone(ZoneStages, AsyncOrchestrator):
    run = ZoneStages.run


class SequentialZone(ZoneStages, SequentialOrchestrator):
    run = ZoneStages.run


class HomeOrchestrator(Pipeline):
    """The home's stages; `request.mode` decides whether zones are furnished at once."""

    async def run(self) -> RunState:
        state, clock, req = self.state, self.state.clock, self.request
        if req.review:
            self.degraded("review", "reviewer", "a home's renders are not reviewed yet")
        with clock.stage("prompt"):
            overrides = {k: v for k, v in req.overrides.items() if k != "room_type"}
            answer = await self._ask(
                "prompt_interpreter", ProgrammeRequest(prompt=req.prompt, seed=req.seed,
                                                       overrides=overrides),
                ProgrammeResult, "plan")
            programme, state.planner = answer.programme, answer.planner
            self._model_used("prompt", "prompt_interpreter", answer.model_use)
        with clock.stage("floor_plan"):
            plan = (await self._ask("geometry", FloorPlanRequest(programme=programme),
                                    FloorPlanResult, "geometry")).plan
            state.home_plan = plan
            await self.check(HomeCheckRequest(plan=plan), "the floor plan")
        with clock.stage("rooms"):
            zones = await self.furnish(plan)
            home = HomeScene(plan=plan, zones=tuple(zones))
            await self.check(HomeCheckRequest(plan=plan, home=home), "the furnished home")
        await self.build(home)
        return state

    async def build(self, home: HomeScene) -> None:
        """The furnished home built in one Blender worker (a render per room and the
        overview, unless --no-render), then its files."""
        state, req = self.state, self.request
        with state.clock.stage("render"):
            result = await self._ask(
                "render_director",
                HomeRenderRequest(home=home, out_dir=str(state.run_dir), quality=req.quality,
                                  render=req.render, exports=req.exports),  # type: ignore[arg-type]
                HomeRenderResult, "render")
        state.home, state.home_render = result.home, result
        self.save_home()
        state.registry_error = "skipped: a home's rooms are not recorded in the registry yet"

    async def check(self, request: HomeCheckRequest, what: str) -> None:
        """The checks across rooms; a home that fails them is not built."""
        checked = await self._ask("spatial_validator", request, ValidationResult, "validation")
        self.state.home_findings = list(checked.findings)
        if not checked.ok:
            raise ValidationFailed(f"{what} fails its checks: " + "; ".join(
                f.message for f in checked.findings))

    async def furnish(self, plan: HomePlan) -> list[ZoneScene]:
        """Every zone planned and furnished: all at once in the async mode, in turn in the
        sequential one."""
        zone_ids = [z.id for r in plan.rooms for z in r.zones]
        rooms = {z.id: r.id for r in plan.rooms for z in r.zones}

        async def zone_plan(zone: str) -> ScenePlan:
            return (await self._ask("prompt_interpreter", ZonePlanRequest(plan=plan, zone=zone),
                                    PlanResult, "plan")).plan

        async def furnished(zone: str) -> RunState:
            return await self._zone(zone, await zone_plan(zone))

        if self.request.mode == "async":
            done = await asyncio.gather(*(furnished(z) for z in zone_ids))
        else:
            done = [await furnished(z) for z in zone_ids]
        self.state.zones = list(done)
        from agents.geometry.home_zones import zone_frames  # the zones' places in the home

        origins = {f.zone.id: f.origin for f in zone_frames(plan)}
        out = []
        for zone, zone_state in zip(zone_ids, done, strict=True):
            assert zone_state.scene is not None
            out.append(ZoneScene(zone=zone, room=rooms[zone], origin=origins[zone],
                                 scene=zone_state.scene))
        return out

    async def _zone(self, zone: str, plan: ScenePlan, kept: Scene | None = None) -> RunState:
        """One zone furnished from `plan`, or `kept` as it is and checked again."""
        cls = AsyncZone if self.request.mode == "async" else SequentialZone
        pipeline = self.zone_pipeline(cls, zone, plan)
        pipeline.zone_plan, pipeline.kept_scene = plan, kept
        return await self.run_zone(pipeline)

    def zone_pipeline(self, cls: type[P], zone: str, plan: ScenePlan, **request: Any) -> P:
        """A pipeline of `cls` for one zone: its own folder under rooms/, a request that
        checks in Blender without rendering, and this run's id (its messages are this run's)."""
        zone_dir = self.state.run_dir / "rooms" / zone
        zone_dir.mkdir(parents=True, exist_ok=True)
        zone_request = RunRequest(prompt=plan.prompt, seed=plan.seed, mode=self.request.mode,
                                  quality=self.request.quality, validate=self.request.validate,
                                  render=False, exports=(), llm=self.request.llm, **request)
        return cls(self.bus, zone_request, RunState(run_id=self.state.run_id, run_dir=zone_dir))

    async def run_zone(self, pipeline: Pipeline) -> RunState:
        await pipeline.run()
        self.state.degradations += pipeline.state.degradations
        return pipeline.state

    def save_home(self) -> None:
        """scene.json (the plan and every zone), plan.png and the artifacts."""
        state = self.state
        render = state.home_render
        assert render is not None and state.home is not None
        run_dir = state.run_dir
        write_atomic(run_dir / "scene.json", state.home.model_dump_json(indent=2))
        made: list[tuple[str, Path]] = [
            ("scene", run_dir / "scene.json"),
            ("plan", draw_home_plan(state.home, run_dir / "plan.png"))]
        made[:0] = [(kind, Path(path)) for kind, path in render.exports.items()
                    if kind != "blend" and Path(path).is_file()]
        if render.blend_path:  # the add-on builds into the open file and saves no copy
            made.insert(0, ("blend", Path(render.blend_path)))
        views = [("render" if key == "overview" else f"render_{key}", Path(path))
                 for key, path in render.renders.items()]
        views.sort(key=lambda v: v[0] != "render")  # the overview first
        state.artifacts = [artifact(name, path) for name, path in [*views, *made]]


def home_report(state: RunState) -> dict[str, Any]:
    """What a home's report says beyond a room's: its rooms (area, zones, objects, render),
    the nouns of the prompt (its rooms, then each room's own), the objects of all its rooms,
    the mesh checks summed over its zones, and every zone's findings (with its zone)."""
    plan = state.home_plan
    assert plan is not None
    by_zone = {z.run_dir.name: z for z in state.zones}
    renders = state.home_render.renders if state.home_render is not None else {}
    rooms = []
    for room in plan.rooms:
        scenes = [by_zone[z.id].scene for z in room.zones if z.id in by_zone]
        rooms.append({"id": room.id, "label": room.label, "room_type": room.room_type,
                      "area_m2": round(room.area, 2), "zones": [z.id for z in room.zones],
                      "objects": sum(len(s.objects) for s in scenes if s is not None),
                      "render": renders.get(room.id)})
    nouns = [n.model_dump() for n in plan.nouns]
    for zone in state.zones:
        if zone.plan is not None and zone.scene is not None:
            nouns += recount(zone.plan.nouns, zone.scene.objects)
    built = [z.scene for z in state.zones if z.scene is not None]
    findings = [f.model_dump() for f in state.home_findings]
    for zone in state.zones:  # what each zone dropped, repaired or flagged, with its zone
        findings += [{**f.model_dump(), "zone": zone.run_dir.name}
                     for f in zone.checked_findings()]
    return {
        "home": {"kind": plan.kind, "rooms": rooms, "doors": len(plan.doors),
                 "windows": len(plan.windows),
                 "area_m2": round(sum(r.area for r in plan.rooms), 2),
                 "plan_findings": [f.model_dump() for f in state.home_findings],
                 "overview": renders.get("overview")},
        "nouns": nouns,
        "scene": {"objects": sum(len(s.objects) for s in built),
                  "materials": sum(len(s.materials) for s in built),
                  "lights": sum(len(s.lights) for s in built),
                  "hash": state.home.content_hash() if state.home is not None else None},
        "metrics": _summed_checks(state.zones),
        "findings": findings,
    }


def _summed_checks(zones: list[RunState]) -> dict[str, Any]:
    """Each zone's mesh checks, summed (the framed share averaged)."""
    metrics = [z.render.mesh_metrics for z in zones if z.render and z.render.mesh_metrics]
    if not metrics:  # checked at data level only (the add-on), or not validated
        data = [z.validation.metrics for z in zones if z.validation is not None]
        return {"level": "data", **{k: sum(m.get(k, 0) for m in data)
                                    for k in ("colliding", "out_of_bounds", "floating")},
                "zones_checked": len(data)}
    total = {k: int(sum(m.get(k, 0) for m in metrics))
             for k in ("colliding", "out_of_bounds", "floating", "unstable", "simulated")}
    framed = sum(m["framed_fraction"] for m in metrics) / len(metrics)
    return {"level": "mesh", **total, "framed_fraction": round(framed, 4),
            "stable_fraction": 1.0 - total["unstable"] / max(1, total["simulated"]),
            "zones_checked": len(metrics)}
