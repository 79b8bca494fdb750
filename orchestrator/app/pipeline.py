"""What a run is, the agents it needs, and one method per stage.

Both orchestrators send the same messages to the same agents; they differ only in how they
compose the stages (`AsyncOrchestrator` overlaps texture/lighting and runs registration in the
background; `SequentialOrchestrator` runs one stage at a time).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar

from orchestrator.app.clock import StageClock
from orchestrator.app.floor_plan import draw_plan
from orchestrator.app.outputs import artifact
from orchestrator.errors import ValidationFailed
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.runtime.bus import MessageBus
from orchestrator.runtime.envelope import Payload, Priority
from orchestrator.schema.files import write_atomic
from orchestrator.schema.home import HomePlan, HomeScene
from orchestrator.schema.home_payloads import HomeRenderResult
from orchestrator.schema.limits import MAX_RENDER_S
from orchestrator.schema.payloads import (
    Artifact,
    GeometryRequest,
    LightingRequest,
    ModelUse,
    PlanRequest,
    PlanResult,
    RegisterArtifacts,
    Registered,
    RegisterScene,
    RenderRequest,
    RenderResult,
    ReviewRequest,
    ReviewResult,
    SceneResult,
    TextureRequest,
    ValidationRequest,
    ValidationResult,
)
from orchestrator.schema.scene import Finding, Quality, Scene, ScenePlan

log = logging.getLogger("voxel_weaver.orchestrator")

Mode = Literal["async", "sequential"]
STAGES = ("prompt", "geometry", "texture", "lighting", "validation", "render", "registry")
MAX_REPAIRS = 2

# Deadlines per stage, in seconds: generous, because a final-quality render takes minutes.
TIMEOUTS = {"plan": 60.0, "geometry": 60.0, "texture": 60.0, "lighting": 60.0,
            "validation": 60.0, "render": MAX_RENDER_S, "registry": 60.0, "review": 120.0}

P = TypeVar("P", bound=Payload)


@dataclass(frozen=True)
class Restyle:
    """A run that re-dresses a finished run's layout instead of planning one: new materials
    and lights for a new style, or new lights only for a new time of day."""

    source: str  # the finished run's folder (its scene.json is the starting point)
    style: str | None = None
    time_of_day: str | None = None

    def change(self) -> dict[str, str]:
        return {k: v for k, v in (("style", self.style), ("time_of_day", self.time_of_day))
                if v is not None}


@dataclass(frozen=True)
class Edit:
    """A run that changes a finished run's scene as an instruction says, keeping the rest."""

    source: str  # the finished run's folder
    instruction: str
    zone: str | None = None  # a whole home: the zone (of one room) the edit changes


@dataclass(frozen=True)
class RunRequest:
    prompt: str
    seed: int
    mode: Mode = "async"
    quality: Quality = "draft"
    validate: bool = True
    render: bool = True  # False: --no-render (build and check in Blender, no image)
    example: str | None = None
    overrides: dict[str, str] = field(default_factory=dict)
    llm: LLMSettings = OFFLINE
    review: int = 0  # rounds of visual review after the first render
    exports: tuple[str, ...] = ("glb", "blend")  # --export: scene files beside the render
    restyle: Restyle | None = None  # set: start from that run's layout (`voxel-weaver restyle`)
    edit: Edit | None = None  # set: change that run's scene by instruction (`voxel-weaver edit`)


@dataclass
class RunState:
    """What a run has produced so far; the report is made from it."""

    run_id: str
    run_dir: Path
    clock: StageClock = field(default_factory=StageClock)
    plan: ScenePlan | None = None
    planner: str = "offline"
    scene: Scene | None = None
    findings: list[Finding] = field(default_factory=list)
    validation: ValidationResult | None = None
    repair_attempts: int = 0
    render: RenderResult | None = None
    artifacts: list[Artifact] = field(default_factory=list)
    registry_error: str | None = None
    events: list[str] = field(default_factory=list)
    model_use: dict[str, ModelUse] = field(default_factory=dict)  # stage -> who answered
    reviews: list[dict[str, Any]] = field(default_factory=list)  # one per --review round
    # what a fallback answered instead of the agent: {"stage", "agent", "reason"}
    degradations: list[dict[str, str]] = field(default_factory=list)
    derived_from: dict[str, Any] | None = None  # a restyle: the run it started from
    # a home's run: its floor plan, the plan's findings, each zone's own state, the whole home
    home_plan: HomePlan | None = None
    home_findings: list[Finding] = field(default_factory=list)
    zones: list[RunState] = field(default_factory=list)
    home: HomeScene | None = None
    home_render: HomeRenderResult | None = None

    def checked_findings(self) -> list[Finding]:
        """What the layout dropped, the data checks and the mesh checks found, in that order."""
        return [*self.findings, *(self.validation.findings if self.validation else ()),
                *(self.render.mesh_findings if self.render else ())]


class Pipeline:
    """The stages as methods; subclasses decide the order in `run`."""

    sender = "orchestrator"
    keep_build = True  # False: a zone of a home, whose Blender build serves only its checks
    keep_camera = False  # True: the scene keeps its camera (an edit: the source's view)

    def __init__(self, bus: MessageBus, request: RunRequest, state: RunState) -> None:
        self.bus = bus
        self.request = request
        self.state = state
        self._background: list[asyncio.Task[Any]] = []

    async def run(self) -> RunState:
        raise NotImplementedError

    def spawn(self, work: Coroutine[Any, Any, Any], name: str) -> asyncio.Task[Any]:
        """Background work of this run, owned by the bus (which logs its failures)."""
        task = self.bus.spawn(work, name=f"{name}:{self.state.run_id}")
        self._background.append(task)
        return task

    async def _timed(self, stage: str, work: Awaitable[Scene]) -> Scene:
        with self.state.clock.stage(stage):
            return await work

    async def _finish_registry(self, scene_registered: asyncio.Task[None],
                               artifacts: list[Artifact]) -> None:
        """The background end of registration: the scene's row (already on its way), the
        reviewed scene if a review rebuilt it, then the artifacts."""
        try:
            await scene_registered
            if any(r["rebuilt"] for r in self.state.reviews) and self.state.scene is not None:
                await self.register_scene(self.state.scene)  # the reviewed scene replaces it
            await self.register_artifacts(artifacts)
        except Exception as exc:  # registration must never fail a rendered run
            self.state.registry_error = f"{type(exc).__name__}: {exc}"
            log.warning("asset registration failed: %s", self.state.registry_error)
        finally:
            self.state.clock.end("registry")

    async def finish_background(self) -> None:
        """Wait for this run's background work only: other runs may share the bus."""
        while self._background:
            batch, self._background = self._background, []
            await asyncio.gather(*batch, return_exceptions=True)

    def _model_used(self, stage: str, agent: str, use: ModelUse) -> None:
        """Record who answered a stage. A model the user configured that did not answer (the
        offline rules did instead) makes the run degraded: the scene is not what was asked."""
        self.state.model_use[stage] = use
        if use.fallback and self.request.llm.provider == "anthropic":
            self.degraded(stage, agent, f"the model gave no usable answer, the offline rules "
                                        f"did ({use.fallback})")

    def degraded(self, stage: str, agent: str, reason: str) -> None:
        log.warning("%s degraded: %s answered by its fallback (%s)", stage, agent, reason)
        self.state.degradations.append({"stage": stage, "agent": agent, "reason": reason})

    async def _ask(self, recipient: str, payload: Payload, answer: type[P], stage: str) -> P:
        reply = await self.bus.request(
            self.sender,
            recipient,
            payload,
            timeout=TIMEOUTS[stage],
            priority=Priority.HIGH,
            correlation_id=self.state.run_id,
        )
        if not isinstance(reply, answer):
            raise TypeError(f"{recipient} answered {reply.kind!r}, expected {answer.__name__}")
        return reply

    # --- stages ---------------------------------------------------------------------------

    async def plan(self) -> ScenePlan:
        req = self.request
        result = await self._ask(
            "prompt_interpreter",
            PlanRequest(prompt=req.prompt, seed=req.seed, example=req.example,
                        overrides=req.overrides),
            PlanResult,
            "plan",
        )
        self.state.plan, self.state.planner = result.plan, result.planner
        self._model_used("prompt", "prompt_interpreter", result.model_use)
        return result.plan

    async def geometry(self, plan: ScenePlan, attempt: int = 0) -> Scene:
        result = await self._ask(
            "geometry", GeometryRequest(plan=plan, attempt=attempt, **self.kept()),
            SceneResult, "geometry")
        self.state.findings = list(result.findings)
        prompt_use = self.state.model_use.get("prompt", ModelUse())
        scene = result.scene.model_copy(
            update={"provenance": result.scene.provenance.model_copy(
                update={"planner": self.state.planner, "example": self.request.example,
                        "model": prompt_use.model if prompt_use.source != "offline"
                        else None})}
        )
        return scene

    def kept(self) -> dict[str, Any]:
        """What the layout keeps as it is (an edit's pinned, carried and moved objects)."""
        return {}

    async def texture(self, scene: Scene) -> Scene:
        result = await self._ask("texture", TextureRequest(scene=scene), SceneResult, "texture")
        self._model_used("texture", "texture", result.model_use)
        if result.degraded:
            self.degraded("texture", "texture", result.degraded)
        return result.scene

    async def lighting(self, scene: Scene) -> Scene:
        result = await self._ask("lighting", LightingRequest(scene=scene), SceneResult,
                                 "lighting")
        self._model_used("lighting", "lighting", result.model_use)
        if result.degraded:
            self.degraded("lighting", "lighting", result.degraded)
        return result.scene

    async def dress(self, scene: Scene) -> Scene:
        """Materials and lights for a laid-out scene (concurrent in the async mode)."""
        raise NotImplementedError

    async def relayout(self) -> Scene:
        """Repair: solve the layout again with the next attempt's seed, then dress it."""
        assert self.state.plan is not None
        self.state.repair_attempts += 1
        return await self.dress(await self.geometry(self.state.plan, self.state.repair_attempts))

    async def validate(self, scene: Scene) -> Scene:
        """Data-level checks; on errors the layout goes back for repair, up to MAX_REPAIRS."""
        while True:
            result = await self._ask(
                "spatial_validator", ValidationRequest(scene=scene), ValidationResult,
                "validation",
            )
            self.state.validation = result
            if result.ok:
                return scene
            if self.state.repair_attempts >= MAX_REPAIRS:
                raise ValidationFailed(_failure("validation", result.findings))
            log.warning("validation found %d problems; repairing the layout", len(result.findings))
            scene = await self.relayout()

    async def render(self, scene: Scene, out_dir: Path | None = None) -> RenderResult:
        """Build in a Blender worker, check meshes there, render (unless --no-render).

        With --validate the worker refuses to render a scene that fails its mesh-level checks;
        the layout is then repaired and the scene sent again, up to MAX_REPAIRS in all.
        """
        req = self.request
        out_dir = out_dir or self.state.run_dir
        strict = req.validate
        while True:
            result = await self._ask(
                "render_director",
                RenderRequest(scene=scene, out_dir=str(out_dir), quality=req.quality,
                              render=req.render, strict=strict,
                              exports=req.exports, keep=self.keep_build,  # type: ignore[arg-type]
                              keep_camera=self.keep_camera),
                RenderResult,
                "render",
            )
            self.state.render = result
            self.state.scene = result.scene
            if result.attempts > 1:
                self.degraded("render", "render_director", f"the Blender worker died; the job "
                              f"was retried on a fresh worker (attempt {result.attempts})")
            if result.mesh_ok or not strict:
                log.info("render complete: %s",
                         result.render_path or "built and checked, not rendered")
                return result
            from agents.geometry.dressing import leave_out_fallen, without_things  # the
            # library: only when a scene fails its mesh checks

            if self.state.repair_attempts >= MAX_REPAIRS:
                wobbly = set_down_and_unstable(scene, result.mesh_findings)
                if not wobbly:
                    raise ValidationFailed(_failure("mesh-level validation",
                                                    result.mesh_findings))
                # only small things on furniture will not stay put: the dressing among them
                # is left out (nothing asked for it) and the rest, what the plan holds, is
                # rendered as laid out, the run marked degraded
                dressing = {o.id for o in scene.objects if o.dressing}
                scene = without_things(scene, [i for i in wobbly if i in dressing])
                planned = [i for i in wobbly if i not in dressing]
                if planned:
                    self.degraded("validation", "spatial_validator",
                                  f"{', '.join(planned)} would not stay put where they stand "
                                  f"after {MAX_REPAIRS} repairs; rendered as laid out")
                strict = False
                continue
            kept = leave_out_fallen(scene, result.mesh_findings)
            if kept is not None:  # only small things the room did not ask for fell
                self.state.repair_attempts += 1
                log.warning("%d dressing things do not stay put; leaving them out",
                            len(scene.objects) - len(kept.objects))
                scene = kept
                continue
            log.warning("mesh-level checks found %d problems; repairing the layout",
                        len(result.mesh_findings))
            scene = await self.validate(await self.relayout())

    async def review(self) -> Scene:
        """--review N: the reviewer looks at the latest render; its plan edits are built and
        rendered again into review_<k>/ (every round's render is kept), until a critique
        passes, proposes nothing, or N rounds are done."""
        state = self.state
        for round_ in range(1, self.request.review + 1):
            assert state.render is not None and state.scene is not None
            if not state.render.render_path:
                break
            result = await self._ask(
                "reviewer", ReviewRequest(scene=state.scene, image_path=state.render.render_path,
                                          round=round_), ReviewResult, "review")
            state.model_use["review"] = result.model_use
            state.reviews.append({
                "round": round_, "reviewed": state.render.render_path, "passed": result.passed,
                "score": result.score, "problems": list(result.problems), "edits": result.edits,
                "fallback": result.model_use.fallback, "rebuilt": result.plan is not None})
            if result.passed or result.plan is None:
                break
            state.plan, state.repair_attempts = result.plan, 0  # a new plan: fresh repairs
            scene = await self.dress(await self.geometry(result.plan))
            if self.request.validate:
                scene = await self.validate(scene)
            out_dir = state.run_dir / f"review_{round_}"
            out_dir.mkdir(exist_ok=True)
            await self.render(scene, out_dir)
        assert state.scene is not None
        return state.scene

    def save_scene(self) -> list[Artifact]:
        """Write scene.json beside the render and hash the artifacts."""
        render = self.state.render
        assert render is not None and self.state.scene is not None
        run_dir = self.state.run_dir
        write_atomic(run_dir / "scene.json", self.state.scene.model_dump_json(indent=2))
        made = [("scene", run_dir / "scene.json"),
                ("plan", draw_plan(self.state.scene, run_dir / "plan.png"))]
        # --export: one artifact per scene file written, named by its kind (glb, usd)
        made[:0] = [(kind, Path(path)) for kind, path in render.exports.items()
                    if kind != "blend" and Path(path).is_file()]
        if render.blend_path:  # the add-on builds into the open file and saves no copy
            made.insert(0, ("blend", Path(render.blend_path)))
        views = [(f"render_{k}", Path(v.render_path))
                 for k, v in enumerate(render.views, start=2) if v.render_path]
        if render.render_path:
            made[:0] = [("render", Path(render.render_path)), *views]
        self.state.artifacts = [artifact(name, path) for name, path in made]
        return self.state.artifacts

    async def register_scene(self, scene: Scene) -> None:
        await self._register(RegisterScene(run_id=self.state.run_id, scene=scene))

    async def register_artifacts(self, artifacts: list[Artifact]) -> None:
        render = self.state.render
        status = "rendered" if render is not None and render.rendered else "built"
        await self._register(RegisterArtifacts(run_id=self.state.run_id,
                                               artifacts=tuple(artifacts), status=status))

    async def _register(self, payload: RegisterScene | RegisterArtifacts) -> None:
        reply = await self.bus.request(
            self.sender, "asset_registry", payload, timeout=TIMEOUTS["registry"],
            priority=Priority.LOW, correlation_id=self.state.run_id,
        )
        if isinstance(reply, Registered) and reply.skipped:
            self.state.registry_error = f"skipped: {reply.skipped}"
            self.degraded("registry", "asset_registry", reply.skipped)


def set_down_and_unstable(scene: Scene, findings: tuple[Finding, ...]) -> list[str]:
    """The things standing on other things that the physics check saw move, when they are
    all the mesh-level errors; else none (a table that topples, a collision: no render)."""
    errors = [f for f in findings if f.severity == "error"]
    support = {o.id: o.support for o in scene.objects}
    wobbly = [f.objects[0] for f in errors if f.code == "unstable" and f.objects
              and support.get(f.objects[0]) not in (None, "floor", "wall")]
    return wobbly if errors and len(wobbly) == len(errors) else []


def _failure(check: str, findings: tuple[Finding, ...]) -> str:
    problems = "; ".join(f.message for f in findings if f.severity == "error")
    return f"the scene still fails {check} after {MAX_REPAIRS} repairs, so it was not rendered: " \
        f"{problems}"


def merge_dressing(textured: Scene, lit: Scene) -> Scene:
    """Texture owns materials; lighting owns lights and world: take each from its owner."""
    return textured.model_copy(update={"lights": lit.lights, "world": lit.world})


def describe(state: RunState) -> dict[str, Any]:
    """Plain facts about the run for logs and the report."""
    scene = state.scene
    return {
        "objects": len(scene.objects) if scene else 0,
        "materials": len(scene.materials) if scene else 0,
        "lights": len(scene.lights) if scene else 0,
    }
