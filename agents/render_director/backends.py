"""Render backends for a batch: `workers` warm Blender workers, local or on a Ray cluster.

Locally each worker is its own single-process `BlenderWorkerPool`, so the render director's
pool has one member per worker: a worker that crashes costs only its own job one retry, and
least-loaded dispatch keeps a long render from holding up the next job. On Ray one
`RayRenderBackend` holds `workers` actors and every member shares it (it balances across its
actors itself). Either way the caller starts them early and shuts them down at the end.
"""

from __future__ import annotations

from typing import Literal

from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator.schema.render import RenderBackend

Backend = Literal["local", "ray"]


def open_backends(kind: Backend, workers: int, *, ray_address: str | None = None,
                  warm_render: bool = True, ship_files: bool = False) -> list[RenderBackend]:
    """`ship_files` (Ray only): actors send their files back instead of writing them into
    the output folder themselves, for clusters whose nodes share no disk."""
    if kind == "ray":
        from agents.render_director.ray_backend import RayRenderBackend

        shared = RayRenderBackend(num_workers=workers, ray_address=ray_address,
                                  warm_render=warm_render, shared_fs=not ship_files)
        return [shared] * workers
    return [BlenderWorkerPool(1, warm_render=warm_render) for _ in range(workers)]


def start_all(backends: list[RenderBackend]) -> None:
    for backend in dict.fromkeys(backends):  # a shared backend once
        backend.start()


def shutdown_all(backends: list[RenderBackend]) -> None:
    for backend in dict.fromkeys(backends):
        backend.shutdown()
