"""The Blender workers a CLI run brings up beside its host: none of its own for a room on this
machine (the host's pool serves it), one Ray actor for --backend ray, and several for a whole
home, whose zones are checked at once. Shut down when the run ends, however it ends."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from orchestrator.schema.render import RenderBackend


@contextmanager
def blender_workers(request: Any, backend: str = "local", ray_address: str | None = None,
                    ship_files: bool = False
                    ) -> Iterator[tuple[RenderBackend | None, Sequence[RenderBackend]]]:
    """`(pool, render_backends)` for `execute`: one backend is its pool, several are the
    render director's members."""
    from orchestrator.app.home_pipeline import home_workers

    workers = home_workers(request)
    backends: list[RenderBackend] = []
    if backend == "ray" or workers > 1:
        from agents.render_director.backends import open_backends, start_all

        backends = open_backends(backend, workers, ray_address=ray_address,  # type: ignore[arg-type]
                                 warm_render=request.render, ship_files=ship_files)
        start_all(backends)
    try:
        yield (backends[0] if len(backends) == 1 else None,
               backends if len(backends) > 1 else ())
    finally:
        if backends:
            from agents.render_director.backends import shutdown_all

            shutdown_all(backends)
