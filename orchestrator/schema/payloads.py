"""The typed payloads the agents exchange: requests and results in pipeline order.

Payloads are frozen pydantic models in one discriminated union on `kind` (`AnyPayload`, with
the runtime's control payloads), which the application hands to the runtime's `EnvelopeCodec`
so anything that arrives as JSON (a journal) is validated at the boundary.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from orchestrator.runtime.envelope import (
    CancelPayload,
    EnvelopeCodec,
    ErrorPayload,
    HealthReport,
    HeartbeatPayload,
    Payload,
    Ping,
    StatusPayload,
)
from orchestrator.schema.blueprint import MAX_DESIGNS, ObjectDesign
from orchestrator.schema.edit import EditedPlan, EditPlan
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
from orchestrator.schema.model_use import ModelUse
from orchestrator.schema.scene import ExtraView, Finding, PlacedObject, Quality, Scene, ScenePlan

# --- requests and their results, in pipeline order -------------------------------------------


class PlanRequest(Payload):
    kind: Literal["plan_request"] = "plan_request"
    prompt: str
    seed: int
    example: str | None = None
    # room_type / style / mood / time_of_day / density, as the user or the preset fixed them
    overrides: dict[str, str] = Field(default_factory=dict)


class PlanResult(Payload):
    kind: Literal["plan_result"] = "plan_result"
    plan: ScenePlan
    planner: Literal["offline", "anthropic"] = "offline"
    model_use: ModelUse = ModelUse()


class GeometryRequest(Payload):
    kind: Literal["geometry_request"] = "geometry_request"
    plan: ScenePlan
    attempt: int = 0  # > 0 when the validator sent the scene back for repair
    # an edit of a finished scene: objects kept exactly as they are; objects carried with
    # a host that is laid out again, and those hosts as they were before
    pinned: tuple[PlacedObject, ...] = ()
    carry: tuple[PlacedObject, ...] = ()
    before: tuple[PlacedObject, ...] = ()
    hints: dict[str, tuple[float, float, float]] = Field(default_factory=dict)  # id -> x, y, turn


class EditRequest(Payload):
    """Read an instruction as an edit of `scene` (answered with an EditResult)."""

    kind: Literal["edit_request"] = "edit_request"
    scene: Scene
    instruction: str


class EditResult(Payload):
    kind: Literal["edit_result"] = "edit_result"
    edit: EditPlan
    edited: EditedPlan
    model_use: ModelUse = ModelUse()


class SceneResult(Payload):
    """A stage's answer: the scene with that stage's part filled in."""

    kind: Literal["scene_result"] = "scene_result"
    scene: Scene
    findings: tuple[Finding, ...] = ()
    model_use: ModelUse = ModelUse()
    degraded: str | None = None  # a fallback answered (plain materials, basic lights): why


class TextureRequest(Payload):
    kind: Literal["texture_request"] = "texture_request"
    scene: Scene


class LightingRequest(Payload):
    kind: Literal["lighting_request"] = "lighting_request"
    scene: Scene


class ValidationRequest(Payload):
    kind: Literal["validation_request"] = "validation_request"
    scene: Scene


class ValidationResult(Payload):
    kind: Literal["validation_result"] = "validation_result"
    findings: tuple[Finding, ...]
    metrics: dict[str, int] = Field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)


class RenderRequest(Payload):
    kind: Literal["render_request"] = "render_request"
    scene: Scene
    out_dir: str
    quality: Quality
    render: bool = True  # False: build, check meshes and save the .blend only (--no-render)
    strict: bool = False  # True: do not render a scene whose mesh-level checks fail
    exports: tuple[Literal["glb", "blend", "usd"], ...] = ("glb", "blend")  # --export
    # False: the build serves only its checks (a zone of a home, built whole later); a
    # backend that builds into the open file (the add-on) does not build it
    keep: bool = True
    keep_camera: bool = False  # True: the scene's own camera (an edit keeps the source's view)


class RenderResult(Payload):
    kind: Literal["render_result"] = "render_result"
    scene: Scene  # with camera and render settings as built
    rendered: bool = True
    render_path: str | None = None
    blend_path: str
    timings: dict[str, float]
    blender_version: str
    mesh_findings: tuple[Finding, ...] = ()  # from the checks in the Blender worker
    mesh_metrics: dict[str, float] = Field(default_factory=dict)
    exports: dict[str, str] = Field(default_factory=dict)  # kind (glb, usd, blend) -> path
    views: tuple[ExtraView, ...] = ()  # a second camera, when the first misses key objects
    attempts: int = 1  # 2: the Blender worker died and the job was retried on a fresh one

    @property
    def mesh_ok(self) -> bool:
        return not any(f.severity == "error" for f in self.mesh_findings)


class ReviewRequest(Payload):
    """Look at a render of `scene` and say what is wrong with it (--review)."""

    kind: Literal["review_request"] = "review_request"
    scene: Scene
    image_path: str
    round: int = Field(ge=1)


class ReviewResult(Payload):
    kind: Literal["review_result"] = "review_result"
    passed: bool
    score: int | None = None
    problems: tuple[str, ...] = ()
    edits: dict[str, Any] = Field(default_factory=dict)  # as the model gave them
    plan: ScenePlan | None = None  # the edited plan to build next; None: nothing to change
    model_use: ModelUse = ModelUse()


class Artifact(Payload):
    kind: Literal["artifact"] = "artifact"
    name: str  # render, blend, glb, usd, scene, report
    path: str
    sha256: str
    size_bytes: int


class RegisterScene(Payload):
    kind: Literal["register_scene"] = "register_scene"
    run_id: str
    scene: Scene


class RegisterArtifacts(Payload):
    kind: Literal["register_artifacts"] = "register_artifacts"
    run_id: str
    artifacts: tuple[Artifact, ...]
    status: str = "rendered"


class FindDesigns(Payload):
    """Which of these nouns already have an object designed for them (by an earlier scene)."""

    kind: Literal["find_designs"] = "find_designs"
    nouns: tuple[str, ...] = Field(max_length=MAX_DESIGNS)


class DesignsFound(Payload):
    kind: Literal["designs_found"] = "designs_found"
    designs: tuple[ObjectDesign, ...] = Field(default=(), max_length=MAX_DESIGNS)


class Registered(Payload):
    kind: Literal["registered"] = "registered"
    run_id: str
    rows: int
    skipped: str | None = None  # the registry's fallback: nothing was recorded, and why


AnyPayload = Annotated[
    PlanRequest | PlanResult | GeometryRequest | SceneResult | TextureRequest | LightingRequest
    | EditRequest | EditResult
    | ValidationRequest | ValidationResult | RenderRequest | RenderResult | ReviewRequest
    | ReviewResult | Artifact
    | ProgrammeRequest | ProgrammeResult | FloorPlanRequest | FloorPlanResult
    | HomeCheckRequest | ZonePlanRequest | HomeRenderRequest | HomeRenderResult
    | RegisterScene | RegisterArtifacts | Registered | FindDesigns | DesignsFound
    | ErrorPayload | StatusPayload | CancelPayload | HeartbeatPayload | HealthReport | Ping,
    Field(discriminator="kind"),
]
CODEC = EnvelopeCodec(AnyPayload)  # how the journal (and any reader of JSON) reads envelopes
PAYLOAD_ADAPTER: TypeAdapter[Any] = CODEC.payloads
