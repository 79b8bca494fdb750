"""Lighting: world, sun through the windows, fill and practical lights by mood and time."""

from __future__ import annotations

import asyncio

from agents.lighting.rig import light_scene
from orchestrator.agent import Agent
from orchestrator.messages import Envelope, LightingRequest, Payload, SceneResult


class LightingAgent(Agent):
    name = "lighting"
    log_prefix = "LIGHTING"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, LightingRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        scene = await asyncio.to_thread(light_scene, payload.scene)
        self.log.info(
            "%d lights for %s / %s", len(scene.lights), scene.plan.mood, scene.plan.time_of_day
        )
        return SceneResult(scene=scene)
