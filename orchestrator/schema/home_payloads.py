"""The payloads of a home's run, in pipeline order (part of `payloads.AnyPayload`).

    ProgrammeRequest -> prompt interpreter -> ProgrammeResult
    FloorPlanRequest -> geometry -> FloorPlanResult
    HomeCheckRequest -> spatial validator -> ValidationResult
    ZonePlanRequest -> prompt interpreter -> PlanResult   (one per zone, concurrently)
    ... each zone: GeometryRequest, TextureRequest || LightingRequest, ValidationRequest,
        RenderRequest (checks only) as for a room ...
    HomeRenderRequest -> render director -> HomeRenderResult
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from orchestrator.runtime.envelope import Payload
from orchestrator.schema.home import HomePlan, HomeScene, Programme
from orchestrator.schema.model_use import ModelUse
from orchestrator.schema.scene import Quality


class ProgrammeRequest(Payload):
    kind: Literal["programme_request"] = "programme_request"
    prompt: str
    seed: int
    overrides: dict[str, str] = Field(default_factory=dict)  # style / time_of_day / density


class ProgrammeResult(Payload):
    kind: Literal["programme_result"] = "programme_result"
    programme: Programme
    planner: Literal["offline", "anthropic"] = "offline"
    model_use: ModelUse = ModelUse()


class FloorPlanRequest(Payload):
    kind: Literal["floor_plan_request"] = "floor_plan_request"
    programme: Programme
    attempt: int = 0


class FloorPlanResult(Payload):
    kind: Literal["floor_plan_result"] = "floor_plan_result"
    plan: HomePlan


class HomeCheckRequest(Payload):
    """Check a floor plan across rooms, and with `home` its furnished rooms too (answered
    with a ValidationResult)."""

    kind: Literal["home_check_request"] = "home_check_request"
    plan: HomePlan
    home: HomeScene | None = None


class ZonePlanRequest(Payload):
    """Plan the furniture of one zone of a home (answered with a PlanResult)."""

    kind: Literal["zone_plan_request"] = "zone_plan_request"
    plan: HomePlan
    zone: str


class HomeRenderRequest(Payload):
    kind: Literal["home_render_request"] = "home_render_request"
    home: HomeScene
    out_dir: str
    quality: Quality
    render: bool = True
    exports: tuple[Literal["glb", "blend", "usd"], ...] = ("glb", "blend")


class HomeRenderResult(Payload):
    kind: Literal["home_render_result"] = "home_render_result"
    home: HomeScene  # with the overview camera as built
    renders: dict[str, str] = Field(default_factory=dict)  # room id (or "overview") -> png
    blend_path: str
    exports: dict[str, str] = Field(default_factory=dict)
    timings: dict[str, float] = Field(default_factory=dict)
    blender_version: str = ""
