"""Texture: a procedural PBR material for every surface, chosen by the style palette."""

from __future__ import annotations

import asyncio

from agents.texture.palettes import apply_materials
from orchestrator.agent import Agent
from orchestrator.messages import Envelope, Payload, SceneResult, TextureRequest


class TextureAgent(Agent):
    name = "texture"
    log_prefix = "TEXTURE"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, TextureRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        scene = await asyncio.to_thread(apply_materials, payload.scene)
        self.log.info("%d materials in the %s palette", len(scene.materials), scene.plan.style)
        return SceneResult(scene=scene)
