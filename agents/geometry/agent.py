"""Geometry: plan -> room shell and placed objects, via the seeded layout solver."""

from __future__ import annotations

import asyncio

from agents.geometry.carry import carry_along
from agents.geometry.catalog import admit
from agents.geometry.home_layout import solve_home
from agents.geometry.layout import solve_layout
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.home_payloads import FloorPlanRequest, FloorPlanResult
from orchestrator.schema.payloads import GeometryRequest, SceneResult


class GeometryAgent(Agent):
    name = "geometry"
    log_prefix = "GEOMETRY"

    @handles(FloorPlanRequest, answers=FloorPlanResult)
    async def floor_plan(self, payload: FloorPlanRequest, envelope: Envelope
                         ) -> FloorPlanResult:
        plan = await asyncio.to_thread(solve_home, payload.programme, payload.attempt)
        x0, y0, x1, y1 = plan.bounds
        self.log.info("laid out %d rooms in a %.1f x %.1f m plan with %d doors and %d windows",
                      len(plan.rooms), x1 - x0, y1 - y0, len(plan.doors), len(plan.windows))
        return FloorPlanResult(plan=plan)

    @handles(GeometryRequest, answers=SceneResult)
    async def lay_out(self, payload: GeometryRequest, envelope: Envelope) -> SceneResult:
        admit(payload.plan.designs)  # a replayed plan's designed objects
        # The solver is CPU work: keep the event loop free while it runs.
        scene, findings = await asyncio.to_thread(
            solve_layout, payload.plan, attempt=payload.attempt, pinned=payload.pinned,
            hints=payload.hints)
        if payload.carry:  # an edit: what stood on a moved thing goes with it
            objects, left = carry_along(scene.objects, payload.carry, payload.before)
            scene = scene.model_copy(update={"objects": objects})
            for oid in left:
                self.log.warning("left out %s: it no longer stands on what carried it", oid)
        dressing = sum(1 for o in scene.objects if o.dressing)
        self.log.info(
            "placed %d of %d objects and %d small things (%s density) in a %.1f x %.1f m room "
            "(attempt %d)", len(scene.objects) - dressing, len(payload.plan.objects), dressing,
            payload.plan.density, scene.room.width, scene.room.depth, payload.attempt,
        )
        for finding in findings:
            self.log.warning("%s", finding.message)
        return SceneResult(scene=scene, findings=findings)
