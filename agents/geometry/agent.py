"""Geometry: plan -> room shell and placed objects, via the seeded layout solver."""

from __future__ import annotations

import asyncio

from agents.geometry.layout import solve_layout
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.envelope import Envelope, Payload
from orchestrator.schema.payloads import GeometryRequest, SceneResult


class GeometryAgent(Agent):
    name = "geometry"
    answers = (SceneResult,)
    log_prefix = "GEOMETRY"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, GeometryRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        # The solver is CPU work: keep the event loop free while it runs.
        scene, findings = await asyncio.to_thread(
            solve_layout, payload.plan, attempt=payload.attempt
        )
        self.log.info(
            "placed %d of %d objects in a %.1f x %.1f m room (attempt %d)",
            len(scene.objects), len(payload.plan.objects), scene.room.width, scene.room.depth,
            payload.attempt,
        )
        for finding in findings:
            self.log.warning("%s", finding.message)
        return SceneResult(scene=scene, findings=findings)
