"""What a run is, the agents it needs, and one method per stage.

Both orchestrators send the same messages to the same agents; they differ only in how they
compose the stages (`AsyncOrchestrator` overlaps texture/lighting and runs registration in the
background; `SequentialOrchestrator` runs one stage at a time).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar

from agents.asset_registry.agent import AssetRegistryAgent
from agents.geometry.agent import GeometryAgent
from agents.lighting.agent import LightingAgent
from agents.prompt_interpreter.agent import PromptInterpreterAgent
from agents.render_director.agent import RenderBackend, RenderDirectorAgent
from agents.spatial_validator.agent import SpatialValidatorAgent
from agents.texture.agent import TextureAgent
from orchestrator.agent import Agent
from orchestrator.bus import MessageBus
from orchestrator.clock import StageClock
from orchestrator.errors import ValidationFailed
from orchestrator.messages import (
    Artifact,
    GeometryRequest,
    LightingRequest,
    Payload,
    PlanRequest,
    PlanResult,
    Priority,
    RegisterArtifacts,
    RegisterScene,
    RenderRequest,
    RenderResult,
    SceneResult,
    TextureRequest,
    ValidationRequest,
    ValidationResult,
)
from orchestrator.outputs import artifact, write_atomic
from orchestrator.scene import Finding, Quality, Scene, ScenePlan

log = logging.getLogger("voxel_weaver.orchestrator")

Mode = Literal["async", "sequential"]
STAGES = ("prompt", "geometry", "texture", "lighting", "validation", "render", "registry")
MAX_REPAIRS = 2

# Deadlines per stage, in seconds: generous, because a final-quality render takes minutes.
TIMEOUTS = {"plan": 60.0, "geometry": 60.0, "texture": 60.0, "lighting": 60.0,
            "validation": 60.0, "render": 3600.0, "registry": 60.0}

P = TypeVar("P", bound=Payload)


@dataclass(frozen=True)
class RunRequest:
    prompt: str
    seed: int
    mode: Mode = "async"
    quality: Quality = "draft"
    validate: bool = True
    example: str | None = None
    overrides: dict[str, str] = field(default_factory=dict)


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


def build_bus(
    registry_path: Path,
    pool: RenderBackend | None = None,
    wrap: Callable[[Agent], Agent] | None = None,
) -> MessageBus:
    """A bus with the seven agents registered (`wrap` lets tests add latency or faults)."""
    bus = MessageBus()
    for agent in (
        PromptInterpreterAgent(),
        GeometryAgent(),
        TextureAgent(),
        LightingAgent(),
        SpatialValidatorAgent(),
        RenderDirectorAgent(pool),
        AssetRegistryAgent(registry_path),
    ):
        bus.register(wrap(agent) if wrap else agent)
    return bus


class Pipeline:
    """The stages as methods; subclasses decide the order in `run`."""

    sender = "orchestrator"

    def __init__(self, bus: MessageBus, request: RunRequest, state: RunState) -> None:
        self.bus = bus
        self.request = request
        self.state = state

    async def run(self) -> RunState:
        raise NotImplementedError

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
        return result.plan

    async def geometry(self, plan: ScenePlan, attempt: int = 0) -> Scene:
        result = await self._ask(
            "geometry", GeometryRequest(plan=plan, attempt=attempt), SceneResult, "geometry"
        )
        self.state.findings = list(result.findings)
        scene = result.scene.model_copy(
            update={"provenance": result.scene.provenance.model_copy(
                update={"planner": self.state.planner, "example": self.request.example})}
        )
        return scene

    async def texture(self, scene: Scene) -> Scene:
        return (await self._ask("texture", TextureRequest(scene=scene), SceneResult,
                                "texture")).scene

    async def lighting(self, scene: Scene) -> Scene:
        return (await self._ask("lighting", LightingRequest(scene=scene), SceneResult,
                                "lighting")).scene

    async def dress(self, scene: Scene) -> Scene:
        """Materials and lights for a laid-out scene (concurrent in the async mode)."""
        raise NotImplementedError

    async def validate(self, scene: Scene) -> Scene:
        """Validate; on errors send the layout back for repair, up to MAX_REPAIRS times."""
        assert self.state.plan is not None
        for attempt in range(MAX_REPAIRS + 1):
            result = await self._ask(
                "spatial_validator", ValidationRequest(scene=scene), ValidationResult,
                "validation",
            )
            self.state.validation = result
            self.state.repair_attempts = attempt
            if result.ok:
                return scene
            if attempt < MAX_REPAIRS:
                log.warning("validation found %d problems; repairing the layout (attempt %d)",
                            len(result.findings), attempt + 1)
                scene = await self.dress(await self.geometry(self.state.plan, attempt + 1))
        problems = "; ".join(f.message for f in result.findings if f.severity == "error")
        raise ValidationFailed(f"the scene still fails validation after repair: {problems}")

    async def render(self, scene: Scene) -> RenderResult:
        result = await self._ask(
            "render_director",
            RenderRequest(scene=scene, out_dir=str(self.state.run_dir),
                          quality=self.request.quality),
            RenderResult,
            "render",
        )
        self.state.render = result
        self.state.scene = result.scene
        return result

    def save_scene(self) -> list[Artifact]:
        """Write scene.json beside the render and hash the three artifacts."""
        assert self.state.render is not None and self.state.scene is not None
        run_dir = self.state.run_dir
        write_atomic(run_dir / "scene.json", self.state.scene.model_dump_json(indent=2))
        self.state.artifacts = [
            artifact("render", Path(self.state.render.render_path)),
            artifact("blend", Path(self.state.render.blend_path)),
            artifact("scene", run_dir / "scene.json"),
        ]
        return self.state.artifacts

    async def register_scene(self, scene: Scene) -> None:
        await self.bus.request(
            self.sender, "asset_registry", RegisterScene(run_id=self.state.run_id, scene=scene),
            timeout=TIMEOUTS["registry"], priority=Priority.LOW, correlation_id=self.state.run_id,
        )

    async def register_artifacts(self, artifacts: list[Artifact]) -> None:
        await self.bus.request(
            self.sender,
            "asset_registry",
            RegisterArtifacts(run_id=self.state.run_id, artifacts=tuple(artifacts)),
            timeout=TIMEOUTS["registry"], priority=Priority.LOW, correlation_id=self.state.run_id,
        )


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
