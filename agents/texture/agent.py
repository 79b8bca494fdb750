"""Texture: a procedural PBR material for every surface, by the style palette or Claude."""

from __future__ import annotations

import asyncio

from agents.geometry.catalog import admit
from agents.texture.claude_materials import materials_with_claude
from agents.texture.fallback import plain_materials
from agents.texture.palettes import apply_materials
from orchestrator.llm import StageModel
from orchestrator.llm.structured import model_or_offline
from orchestrator.runtime.agent import Agent, fallback_for, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.payloads import SceneResult, TextureRequest


class TextureAgent(Agent):
    name = "texture"
    log_prefix = "TEXTURE"

    def __init__(self, model: StageModel | None = None) -> None:
        super().__init__()
        self.model = model

    @handles(TextureRequest, answers=SceneResult)
    async def dress(self, payload: TextureRequest, envelope: Envelope) -> SceneResult:
        admit(payload.scene.plan.designs)  # a restyled scene's designed objects
        draft = await asyncio.to_thread(apply_materials, payload.scene)
        scene, use = await model_or_offline(
            self.model, lambda route: materials_with_claude(route, draft), draft, self.log)
        self.log.info("%d materials in the %s palette%s", len(scene.materials),
                      scene.plan.style, f", refined by {use.model}" if use.source != "offline"
                      else "")
        return SceneResult(scene=scene, model_use=use)

    @fallback_for(TextureRequest)
    async def dress_plainly(self, payload: TextureRequest, envelope: Envelope,
                           reason: str) -> SceneResult:
        admit(payload.scene.plan.designs)
        return SceneResult(scene=plain_materials(payload.scene), degraded=reason)
