"""The async orchestrator: texture and lighting at once, registration in the background.

    prompt -> geometry -> (texture || lighting) -> validation -> render -> report
                                                       \\-> registry (scene) ... (artifacts)

Registration of the scene starts as soon as it is valid, so it runs while Blender renders;
the render's own artifacts are added when it finishes. The render result is announced
without waiting for registration, which is drained before the run returns.
"""

from __future__ import annotations

import asyncio
import logging

from orchestrator.app.pipeline import Pipeline, RunState, merge_dressing
from orchestrator.schema.scene import Scene

log = logging.getLogger("voxel_weaver.orchestrator")


class AsyncOrchestrator(Pipeline):
    async def run(self) -> RunState:
        state, clock = self.state, self.state.clock
        with clock.stage("prompt"):
            plan = await self.plan()
        with clock.stage("geometry"):
            scene = await self.geometry(plan)
        scene = await self.dress(scene, timed=True)
        if self.request.validate:
            with clock.stage("validation"):
                scene = await self.validate(scene)
        clock.begin("registry")
        scene_registered = self.spawn(self.register_scene(scene), "register-scene")
        with clock.stage("render"):
            await self.render(scene)
        if self.request.review:
            with clock.stage("review"):
                await self.review()
        artifacts = self.save_scene()
        self.spawn(self._finish_registry(scene_registered, artifacts), "register-artifacts")
        await self.finish_background()
        return state

    async def dress(self, scene: Scene, timed: bool = False) -> Scene:
        texture, lighting = self.texture(scene), self.lighting(scene)
        if timed:
            texture, lighting = self._timed("texture", texture), self._timed("lighting", lighting)
        textured, lit = await asyncio.gather(texture, lighting)
        return merge_dressing(textured, lit)
