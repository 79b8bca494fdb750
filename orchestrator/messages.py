"""The one envelope type and the typed payloads agents exchange.

Payloads are frozen pydantic models in one discriminated union on `kind`, so anything that
arrives as JSON (a journal, another process) is validated at the boundary with `PAYLOAD_ADAPTER`
or `Envelope.model_validate_json`.
"""

from __future__ import annotations

import itertools
import os
import time
from enum import IntEnum, StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from orchestrator.scene import Finding, Quality, Scene, ScenePlan


class MessageType(StrEnum):
    REQUEST = "REQUEST"
    RESPONSE = "RESPONSE"
    ERROR = "ERROR"
    STATUS = "STATUS"
    CANCEL = "CANCEL"
    HEARTBEAT = "HEARTBEAT"


class Priority(IntEnum):
    """Lower value is served first; the bus ages waiting messages so LOW is never starved."""

    CRITICAL = 0
    HIGH = 1
    NORMAL = 2
    LOW = 3


class Payload(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# --- requests and their results, in pipeline order -------------------------------------------


class ModelUse(BaseModel):
    """Who made a stage's answer: a model, or the offline rules (and why, if a model failed)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source: Literal["offline", "anthropic"] = "offline"
    model: str | None = None
    fallback: str | None = None  # the LLMError that sent the stage back to its offline rules


class PlanRequest(Payload):
    kind: Literal["plan_request"] = "plan_request"
    prompt: str
    seed: int
    example: str | None = None
    overrides: dict[str, str] = Field(default_factory=dict)  # room_type/style/mood/time_of_day


class PlanResult(Payload):
    kind: Literal["plan_result"] = "plan_result"
    plan: ScenePlan
    planner: Literal["offline", "anthropic"] = "offline"
    model_use: ModelUse = ModelUse()


class GeometryRequest(Payload):
    kind: Literal["geometry_request"] = "geometry_request"
    plan: ScenePlan
    attempt: int = 0  # > 0 when the validator sent the scene back for repair


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


class Registered(Payload):
    kind: Literal["registered"] = "registered"
    run_id: str
    rows: int
    skipped: str | None = None  # the registry's fallback: nothing was recorded, and why


# --- control payloads -------------------------------------------------------------------------


class ErrorPayload(Payload):
    kind: Literal["error"] = "error"
    error_type: str
    message: str
    retryable: bool = False


class StatusPayload(Payload):
    kind: Literal["status"] = "status"
    stage: str
    state: Literal["started", "progress", "finished", "failed"]
    detail: str = ""


class CancelPayload(Payload):
    kind: Literal["cancel"] = "cancel"
    target_id: str
    reason: str = ""


class HeartbeatPayload(Payload):
    kind: Literal["heartbeat"] = "heartbeat"
    sent_at: float


class HealthReport(Payload):
    """An agent's answer to a HEARTBEAT: alive, and what it says of itself (`Agent.health`)."""

    kind: Literal["health"] = "health"
    agent: str
    detail: dict[str, Any] = Field(default_factory=dict)


class Ping(Payload):
    """A no-op request used by tests and the bus benchmark."""

    kind: Literal["ping"] = "ping"
    n: int = 0


AnyPayload = Annotated[
    PlanRequest | PlanResult | GeometryRequest | SceneResult | TextureRequest | LightingRequest
    | ValidationRequest | ValidationResult | RenderRequest | RenderResult | ReviewRequest
    | ReviewResult | Artifact
    | RegisterScene | RegisterArtifacts | Registered | ErrorPayload | StatusPayload
    | CancelPayload | HeartbeatPayload | HealthReport | Ping,
    Field(discriminator="kind"),
]
PAYLOAD_ADAPTER: TypeAdapter[Any] = TypeAdapter(AnyPayload)


class Envelope(BaseModel):
    """What travels on the bus. `reply_to` names the request a RESPONSE/ERROR answers."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    message_id: str
    message_type: MessageType
    sender: str
    recipient: str
    data: AnyPayload
    priority: Priority = Priority.NORMAL
    timestamp: float = Field(default_factory=time.time)
    reply_to: str | None = None
    timeout: float | None = None  # seconds the sender will wait for an answer
    correlation_id: str | None = None  # one scene run


_ENVELOPE_FIELDS = tuple(Envelope.model_fields)


def bus_envelope(
    *,
    message_id: str,
    message_type: MessageType,
    sender: str,
    recipient: str,
    data: Payload,
    priority: Priority = Priority.NORMAL,
    reply_to: str | None = None,
    timeout: float | None = None,
    correlation_id: str | None = None,
) -> Envelope:
    """An envelope built by the bus from parts that are already valid: a frozen Payload
    instance, the bus's own ids and enums. It skips validating them again, which is a fifth
    of a round trip's cost, by filling the model the way `model_construct` does but without
    its generic per-field work. Anything arriving from outside (a journal, another process)
    still goes through `Envelope.model_validate_json`."""
    if not isinstance(data, Payload):
        raise TypeError(f"a message carries a Payload, not {type(data).__name__}")
    envelope = Envelope.__new__(Envelope)
    fill = object.__setattr__  # the model is frozen: its own __setattr__ refuses
    fill(envelope, "__dict__", {
        "message_id": message_id, "message_type": message_type, "sender": sender,
        "recipient": recipient, "data": data, "priority": priority,
        "timestamp": time.time(), "reply_to": reply_to, "timeout": timeout,
        "correlation_id": correlation_id,
    })
    fill(envelope, "__pydantic_fields_set__", set(_ENVELOPE_FIELDS))
    fill(envelope, "__pydantic_extra__", None)
    fill(envelope, "__pydantic_private__", None)
    return envelope


# Message ids: a per-process random prefix and a counter, cheaper than uuid4 on the hot path
# and still unique across processes writing to one journal.
_ID_PREFIX = os.urandom(4).hex()
_ID_COUNTER = itertools.count(1)


def new_message_id() -> str:
    return f"{_ID_PREFIX}-{next(_ID_COUNTER)}"
