"""One generation in the add-on: the pipeline on a background thread, bpy on the main thread.

The background thread runs the same async orchestrator as the CLI (same agents, same seed,
same scene). Its render backend does not start Blender worker processes: `MainThreadBackend`
hands the finished scene to the main thread through a queue and waits. The main thread's
timer (`build.pump`) takes it from there, builds it one step per tick so the interface stays
responsive, and resolves the wait. No bpy in this module: the thread never touches it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from orchestrator import (
    HomeOutcome,
    HomeScene,
    RenderBackend,
    RenderOutcome,
    RenderSettings,
    RunRequest,
    Scene,
    VoxelWeaverError,
    execute,
    with_progress,
)

AGENTS = ("prompt_interpreter", "geometry", "texture", "lighting", "spatial_validator",
          "render_director", "asset_registry")


@dataclass
class BuildOrder:
    """What the main thread must build, and where to say it is done."""

    scene: Scene
    out_dir: Path
    render: bool
    done: concurrent.futures.Future[RenderOutcome] = field(
        default_factory=concurrent.futures.Future)


@dataclass
class HomeBuildOrder:
    """A whole home the main thread must build (its zones each a room collection)."""

    home: HomeScene
    out_dir: Path
    render: bool
    settings: RenderSettings
    done: concurrent.futures.Future[HomeOutcome] = field(
        default_factory=concurrent.futures.Future)


class MainThreadBackend(RenderBackend):
    """A render backend whose 'render' is a build on Blender's main thread, in the open file.

    It writes no files: the scene is the open .blend, so `exports` are never written (the
    outcome lists none) and the panel's own render button makes the image."""

    builds_in_place = True  # a home's zones are not built on their own here

    def __init__(self, orders: queue.Queue[BuildOrder | HomeBuildOrder]) -> None:
        self.orders = orders

    def start(self) -> MainThreadBackend:
        return self

    def shutdown(self) -> None:
        pass

    async def render(self, scene: Scene, out_dir: Path, *, render: bool = True,
                     check: bool = True, strict: bool = False,
                     exports: tuple[str, ...] = ("blend",)) -> RenderOutcome:
        return await self._built(BuildOrder(scene, out_dir, render))

    async def render_home(self, home: HomeScene, out_dir: Path, settings: RenderSettings, *,
                          render: bool = True, exports: tuple[str, ...] = ("blend",)
                          ) -> HomeOutcome:
        return await self._built(HomeBuildOrder(home, out_dir, render, settings))

    async def _built(self, order: Any) -> Any:
        self.orders.put(order)
        try:
            return await asyncio.wrap_future(order.done)
        except asyncio.CancelledError:
            order.done.cancel()  # the main thread sees it and removes what it built
            raise


class Job:
    """State shared by the thread (writes progress) and the panel (reads it)."""

    def __init__(self, request: RunRequest, registry_path: Path) -> None:
        self.request = request
        self.registry_path = registry_path
        self.out_root = Path(tempfile.gettempdir()) / "voxel_weaver_addon"
        self.orders: queue.Queue[BuildOrder | HomeBuildOrder] = queue.Queue()
        self.agents: dict[str, str] = {name: "waiting" for name in AGENTS}
        self.state = "starting"  # starting, running, building, done, failed, cancelled
        self.error: str | None = None
        self.report: dict[str, Any] | None = None
        self.collection_name: str | None = None
        self.replaces: str | None = None  # an edit: the last run's collection, hidden after
        self.started = time.perf_counter()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[Any] | None = None
        self._thread = threading.Thread(target=self._run, name="voxel-weaver-job", daemon=True)

    def start(self) -> Job:
        self.state = "running"
        self._thread.start()
        return self

    @property
    def finished(self) -> bool:
        return self.state in ("done", "failed", "cancelled")

    def cancel(self) -> None:
        """Stop the pipeline; safe from any thread, and a no-op once finished."""
        if self.finished:
            return
        self.state = "cancelled"
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            loop.call_soon_threadsafe(task.cancel)

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    def _progress(self, agent: str, state: str, detail: str) -> None:
        self.agents[agent] = f"{state} ({detail})" if detail else state

    def _run(self) -> None:
        try:
            outcome = asyncio.run(self._main())
        except asyncio.CancelledError:
            self.state = "cancelled"
        except VoxelWeaverError as exc:
            self.state, self.error = "failed", f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # a bug: shown in the panel, never a crashed Blender
            self.state, self.error = "failed", f"unexpected {type(exc).__name__}: {exc}"
        else:
            self.report = outcome.report
            if self.state != "cancelled":
                self.state = "done"

    async def _main(self) -> Any:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        if self.state == "cancelled":  # cancelled before the thread got here
            raise asyncio.CancelledError
        return await execute(self.request, self.out_root, self.registry_path,
                             pool=MainThreadBackend(self.orders),
                             wrap=lambda agent: with_progress(agent, self._progress))
