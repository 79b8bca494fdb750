"""RenderDirector: camera and render settings per quality, then the Blender job in a worker."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Protocol

from agents.render_director.camera import frame_camera
from agents.render_director.quality import render_settings
from agents.render_director.worker_pool import BlenderWorkerPool, RenderOutcome
from orchestrator.agent import Agent
from orchestrator.messages import Envelope, Payload, RenderRequest, RenderResult
from orchestrator.scene import Scene


class RenderBackend(Protocol):
    """What renders a scene: the Blender worker pool, or a test double."""

    def start(self) -> object: ...

    def shutdown(self) -> None: ...

    async def render(self, scene: Scene, out_dir: Path) -> RenderOutcome: ...


class RenderDirectorAgent(Agent):
    name = "render_director"
    log_prefix = "RENDER"

    def __init__(self, pool: RenderBackend | None = None) -> None:
        super().__init__()
        self.pool: RenderBackend = pool or BlenderWorkerPool()

    async def start(self) -> None:
        # Blender start-up is paid once per worker, while the other stages plan.
        self.pool.start()

    async def stop(self) -> None:
        await asyncio.to_thread(self.pool.shutdown)  # waits for worker exit: not on the loop

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, RenderRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        scene = payload.scene.model_copy(
            update={
                "camera": frame_camera(payload.scene),
                "render": render_settings(payload.quality),
            }
        )
        settings = scene.render
        assert settings is not None
        self.log.info(
            "rendering %dx%d, %d samples (%s) in a Blender worker",
            settings.resolution_x, settings.resolution_y, settings.samples, payload.quality,
        )
        outcome = await self.pool.render(scene, Path(payload.out_dir))
        self.log.info("rendered in %.2fs", outcome.timings.get("render", 0.0))
        return RenderResult(
            scene=scene,
            render_path=outcome.render_path,
            blend_path=outcome.blend_path,
            timings=outcome.timings,
            blender_version=outcome.blender_version,
        )
