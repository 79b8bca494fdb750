"""The sequential orchestrator: the same agents and messages, one stage at a time.

Kept for debugging: stages never overlap, so logs and timings read top to bottom.
"""

from __future__ import annotations

import logging

from orchestrator.app.pipeline import Pipeline, RunState, merge_dressing
from orchestrator.schema.scene import Scene

log = logging.getLogger("voxel_weaver.orchestrator")


class SequentialOrchestrator(Pipeline):
    async def run(self) -> RunState:
        state, clock = self.state, self.state.clock
        with clock.stage("prompt"):
            plan = await self.plan()
        with clock.stage("geometry"):
            scene = await self.geometry(plan)
        with clock.stage("texture"):
            textured = await self.texture(scene)
        with clock.stage("lighting"):
            lit = await self.lighting(scene)
        scene = merge_dressing(textured, lit)
        if self.request.validate:
            with clock.stage("validation"):
                scene = await self.validate(scene)
        with clock.stage("render"):
            await self.render(scene)
        if self.request.review:
            with clock.stage("review"):
                scene = await self.review()
        artifacts = self.save_scene()
        with clock.stage("registry"):
            try:
                await self.register_scene(scene)
                await self.register_artifacts(artifacts)
            except Exception as exc:  # registration must never fail a rendered run
                state.registry_error = f"{type(exc).__name__}: {exc}"
                log.warning("asset registration failed: %s", state.registry_error)
        return state

    async def dress(self, scene: Scene) -> Scene:
        return merge_dressing(await self.texture(scene), await self.lighting(scene))
