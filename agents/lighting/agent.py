"""Lighting: world, sun through the windows, fill and practical lights by mood and time."""

from __future__ import annotations

import asyncio

from agents.lighting.claude_lighting import lighting_with_claude
from agents.lighting.fallback import basic_lights
from agents.lighting.rig import light_scene
from orchestrator.llm import StageModel
from orchestrator.llm.structured import model_or_offline
from orchestrator.runtime.agent import Agent, fallback_for, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.payloads import LightingRequest, SceneResult


class LightingAgent(Agent):
    name = "lighting"
    log_prefix = "LIGHTING"

    def __init__(self, model: StageModel | None = None) -> None:
        super().__init__()
        self.model = model

    @handles(LightingRequest, answers=SceneResult)
    async def light(self, payload: LightingRequest, envelope: Envelope) -> SceneResult:
        draft = await asyncio.to_thread(light_scene, payload.scene)
        scene, use = await model_or_offline(
            self.model, lambda route: lighting_with_claude(route, draft), draft, self.log)
        self.log.info("%d lights for %s / %s%s", len(scene.lights), scene.plan.mood,
                      scene.plan.time_of_day,
                      f", balanced by {use.model}" if use.source != "offline" else "")
        return SceneResult(scene=scene, model_use=use)

    @fallback_for(LightingRequest)
    async def light_plainly(self, payload: LightingRequest, envelope: Envelope,
                           reason: str) -> SceneResult:
        return SceneResult(scene=basic_lights(payload.scene), degraded=reason)
