"""RenderDirector: camera and render settings per quality, then the Blender job in a worker."""

from __future__ import annotations

import asyncio
from pathlib import Path

from agents.render_director.camera import frame_camera
from agents.render_director.home_camera import overview_camera
from agents.render_director.quality import render_settings
from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.home_payloads import HomeRenderRequest, HomeRenderResult
from orchestrator.schema.payloads import RenderRequest, RenderResult
from orchestrator.schema.render import RenderBackend


class RenderDirectorAgent(Agent):
    name = "render_director"
    log_prefix = "RENDER"

    def __init__(self, pool: RenderBackend | None = None) -> None:
        super().__init__()
        # A pool handed in (shared by many runs) is started and stopped by whoever made it.
        self.owns_pool = pool is None
        self.pool: RenderBackend = pool or BlenderWorkerPool()

    async def start(self) -> None:
        # Blender start-up is paid once per worker, while the other stages plan.
        self.pool.start()

    async def stop(self) -> None:
        if self.owns_pool:
            await asyncio.to_thread(self.pool.shutdown)  # waits for workers: not on the loop

    @handles(HomeRenderRequest, answers=HomeRenderResult)
    async def render_home(self, payload: HomeRenderRequest, envelope: Envelope
                          ) -> HomeRenderResult:
        home = payload.home.model_copy(update={"overview": overview_camera(payload.home)})
        settings = render_settings(payload.quality)
        rooms = len(home.plan.rooms)
        self.log.info("building the home (%d rooms) in a Blender worker%s", rooms,
                      f"; rendering {rooms} rooms and the overview at {settings.resolution_x}"
                      f"x{settings.resolution_y}, {settings.samples} samples"
                      if payload.render else " (no render)")
        outcome = await self.pool.render_home(home, Path(payload.out_dir), settings,
                                              render=payload.render, exports=payload.exports)
        if outcome.renders:
            self.log.info("rendered %d views in %.2fs", len(outcome.renders),
                          outcome.timings.get("render", 0.0))
        return HomeRenderResult(home=home, renders=outcome.renders,
                                blend_path=outcome.blend_path, exports=outcome.exports,
                                timings=outcome.timings,
                                blender_version=outcome.blender_version)

    @handles(RenderRequest, answers=RenderResult)
    async def render(self, payload: RenderRequest, envelope: Envelope) -> RenderResult:
        kept = payload.keep_camera and payload.scene.camera is not None
        scene = payload.scene.model_copy(
            update={
                "camera": payload.scene.camera if kept else frame_camera(payload.scene),
                "render": render_settings(payload.quality),
            }
        )
        settings = scene.render
        assert settings is not None
        if not payload.keep and self.pool.builds_in_place:
            self.log.info("checked at data level only: the add-on builds only the whole home")
            return RenderResult(scene=scene, rendered=False, blend_path="", timings={},
                                blender_version="")
        if payload.render:
            self.log.info(
                "rendering %dx%d, %d samples (%s) in a Blender worker",
                settings.resolution_x, settings.resolution_y, settings.samples, payload.quality,
            )
        else:
            self.log.info("building and checking the scene in a Blender worker (no render)")
        outcome = await self.pool.render(
            scene, Path(payload.out_dir), render=payload.render, check=True,
            strict=payload.strict, exports=payload.exports,
        )
        mesh = outcome.mesh
        if outcome.rendered:
            self.log.info("rendered in %.2fs", outcome.timings.get("render", 0.0))
        if mesh is not None:
            self.log.info(
                "mesh checks: %d colliding, %d out of bounds, %d floating, %.0f%% framed",
                mesh.metrics.colliding, mesh.metrics.out_of_bounds, mesh.metrics.floating,
                mesh.metrics.framed_fraction * 100,
            )
        for view in outcome.views:
            self.log.info("a second view shows what the first misses: %s", ", ".join(view.shows))
        return RenderResult(
            scene=scene,
            rendered=outcome.rendered,
            render_path=outcome.render_path if outcome.rendered else None,
            blend_path=outcome.blend_path,
            timings=outcome.timings,
            blender_version=outcome.blender_version,
            mesh_findings=mesh.findings if mesh else (),
            mesh_metrics=mesh.metrics.model_dump() if mesh else {},
            exports=outcome.exports,
            views=outcome.views,
            attempts=outcome.attempts,
        )
