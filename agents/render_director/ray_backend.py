"""Render jobs on a Ray cluster: same job function as the local pool, scene shipped as JSON.

`RayRenderBackend` is a `RenderBackend` (start / shutdown / async render) whose workers are
Ray actors instead of local processes. Each `BlenderActor` imports bpy once in its constructor
and renders a warm-up frame, then runs `blender_job.run_job(scene_json, out_dir, ...)` per job,
exactly as `BlenderWorkerPool` does. The driver (this module) never imports bpy, and imports
`ray` only in `start()`, so the project works without ray installed.

Dispatch: each job goes to the actor with the fewest jobs in flight (counted on the driver);
an actor runs one job at a time (bpy is a process-wide singleton), the rest queue on it.

Faults: an actor whose process dies mid-job (segfault, SIGKILL, out of memory) is killed for
good and replaced by a fresh one, and the job is retried once on the least-loaded actor; a
second death raises `RenderWorkerCrashed`. Actors are also created with `max_restarts` so
one that dies while idle is restarted by Ray. Errors raised *by* a job are not retried.
Cancelling `render()` kills and replaces the actor running it (Ray cannot interrupt a
running actor task), like the local pool does. `shutdown()` ends actors with `ray.kill`,
never a normal exit: after a glTF export bpy 4.5 deadlocks at interpreter exit.

Output files. With `shared_fs=True` (the default) the actor writes into `out_dir` itself, so
`out_dir` must be visible at the same path on every node: a local cluster, or a multi-node
cluster with `out_dir` on a shared filesystem (NFS, ...). With `shared_fs=False` the actor
writes into its own temporary folder and returns the files' bytes, which the driver writes
into `out_dir` (each under a temporary name, then renamed); use it when nodes share no disk.
Every node needs Python 3.11 and `pip install "voxel-weaver[ray]"` (see docs/ray.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import shutil
import tempfile
import threading
import uuid
from pathlib import Path
from typing import Any

from agents.render_director.worker_pool import RenderWorkerCrashed
from orchestrator.errors import InputError
from orchestrator.schema.home import HomeScene
from orchestrator.schema.render import HomeOutcome, RenderBackend, RenderOutcome
from orchestrator.schema.scene import RenderSettings, Scene

log = logging.getLogger("voxel_weaver.blender")  # [BLENDER] in the terminal log


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise InputError('the Ray backend needs ray: pip install "voxel-weaver[ray]"') from None
    return ray


class BlenderActor:
    """One warm Blender process on a Ray node (made a Ray actor class in `start()`)."""

    def __init__(self) -> None:
        from agents.render_director.worker_pool import _init_worker

        _init_worker()  # bpy imported once here, not per job

    def warm(self, render: bool) -> dict:
        from agents.render_director.blender_job import blender_version, warm_up

        if render:
            return warm_up()
        return {"pid": os.getpid(), "blender_version": blender_version(), "seconds": 0.0}

    def run(self, scene_json: str, out_dir: str | None, render: bool, check: bool,
            strict: bool, exports: tuple[str, ...]) -> tuple[dict, dict[str, bytes]]:
        """Run the job into `out_dir`, or (None) into a temp folder whose files come back."""
        from agents.render_director.blender_job import run_job

        if out_dir is not None:
            return run_job(scene_json, out_dir, render=render, check=check, strict=strict,
                           exports=exports), {}
        tmp = tempfile.mkdtemp(prefix="voxel-weaver-ray-")
        try:
            result = run_job(scene_json, tmp, render=render, check=check, strict=strict,
                             exports=exports)
            files = {p.name: p.read_bytes() for p in Path(tmp).iterdir() if p.is_file()}
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return result, files


    def run_home(self, home_json: str, out_dir: str | None, render: bool, settings_json: str,
                 exports: tuple[str, ...]) -> tuple[dict, dict[str, bytes]]:
        """A whole home's job into `out_dir`, or (None) into a temp folder whose files come
        back by their paths inside it (rooms/<id>.png), as do the result's paths."""
        from agents.render_director.blender_home_job import run_home_job

        if out_dir is not None:
            return run_home_job(home_json, out_dir, render=render, settings_json=settings_json,
                                exports=exports), {}
        tmp = tempfile.mkdtemp(prefix="voxel-weaver-ray-")
        try:
            result = run_home_job(home_json, tmp, render=render, settings_json=settings_json,
                                  exports=exports)
            files = {str(p.relative_to(tmp)): p.read_bytes()
                     for p in Path(tmp).rglob("*") if p.is_file()}
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

        def inside(path: str) -> str:
            return str(Path(path).relative_to(tmp))

        return {**result, "renders": {k: inside(v) for k, v in result["renders"].items()},
                "blend_path": inside(result["blend_path"]),
                "exports": {k: inside(v) for k, v in result["exports"].items()}}, files


class RayRenderBackend(RenderBackend):
    """`start()` it early, `await render(scene, out_dir)` per scene, `shutdown()` at the end."""

    def __init__(self, num_workers: int = 1, *, ray_address: str | None = None,
                 num_cpus: float = 1, warm_render: bool = True, shared_fs: bool = True,
                 max_restarts: int = 1) -> None:
        if num_workers < 1:
            raise ValueError("num_workers must be >= 1")
        self.num_workers = num_workers
        self.ray_address = ray_address  # None: a local cluster; "auto"; "ray://host:10001"
        self.num_cpus = num_cpus  # per actor: Ray places at most (node CPUs / this) per node
        self.warm_render = warm_render
        self.shared_fs = shared_fs
        self.max_restarts = max_restarts
        self.replacements = 0
        self._lock = threading.Lock()
        self._ray: Any = None
        self._owns_ray = False
        self._cls: Any = None
        self._actors: list[Any] = []
        self._warmups: list[Any] = []  # ObjectRef of each actor's warm-up (its pid)
        self._inflight: list[list[Any]] = []  # ObjectRefs of each actor's jobs, oldest first

    # -- lifecycle ------------------------------------------------------------------------
    def start(self) -> RayRenderBackend:
        """Connect (or start a local cluster) and create the actors; returns immediately."""
        with self._lock:
            if self._actors:
                return self
            ray = self._ray = _import_ray()
            if not ray.is_initialized():  # a caller (or a test) may have connected already
                ray.init(address=self.ray_address)
                self._owns_ray = True
            self._cls = ray.remote(num_cpus=self.num_cpus, max_restarts=self.max_restarts,
                                   max_task_retries=0)(BlenderActor)
            for _ in range(self.num_workers):
                actor = self._cls.remote()
                self._actors.append(actor)
                self._warmups.append(actor.warm.remote(self.warm_render))
                self._inflight.append([])
        return self

    async def warmed(self) -> list[dict]:
        """Wait for the warm-up of every actor; returns their pid/version/seconds."""
        self.start()
        return list(await asyncio.gather(*list(self._warmups)))

    def worker_pids(self) -> list[int]:
        """Process ids of the actors whose warm-up finished (for diagnostics and tests)."""
        if not self._warmups:
            return []
        ray = self._ray
        ready, _ = ray.wait(list(self._warmups), num_returns=len(self._warmups), timeout=0)
        pids = []
        for ref in ready:
            with contextlib.suppress(ray.exceptions.RayError):  # died warming up: no pid
                pids.append(ray.get(ref)["pid"])
        return sorted(pids)

    def shutdown(self) -> None:
        with self._lock:
            actors, self._actors, self._warmups, self._inflight = self._actors, [], [], []
        for actor in actors:
            self._ray.kill(actor, no_restart=True)  # no normal exit: see the module docstring
        if self._owns_ray:
            self._ray.shutdown()
            self._owns_ray = False

    async def __aenter__(self) -> RayRenderBackend:
        return self.start()

    async def __aexit__(self, *exc: object) -> None:
        await asyncio.to_thread(self.shutdown)

    # -- jobs -----------------------------------------------------------------------------
    def _submit(self, method: str, *args: object) -> tuple[int, Any, Any]:
        """Send the job to the actor with the fewest jobs in flight (its queue is FIFO)."""
        with self._lock:
            if not self._actors:
                raise RuntimeError("the Ray backend is shut down")
            slot = min(range(len(self._actors)), key=lambda i: len(self._inflight[i]))
            actor = self._actors[slot]
            ref = getattr(actor, method).remote(*args)
            self._inflight[slot].append(ref)
            return slot, actor, ref

    def _done(self, slot: int, actor: Any, ref: Any) -> None:
        with self._lock:
            if slot < len(self._actors) and self._actors[slot] is actor:
                self._inflight[slot].remove(ref)

    def _running(self, slot: int, actor: Any, ref: Any) -> bool:
        with self._lock:  # an actor runs its jobs in order: the oldest one is running
            alive = slot < len(self._actors) and self._actors[slot] is actor
            return alive and self._inflight[slot][:1] == [ref]

    def _replace(self, slot: int, actor: Any) -> None:
        """Kill `actor` for good and put a fresh one in its slot (once per death)."""
        with self._lock:
            if slot >= len(self._actors) or self._actors[slot] is not actor:
                return  # another job that was on it already replaced it
            # killed first: stops Ray restarting it, which would compete for the CPU slot
            self._ray.kill(actor, no_restart=True)
            fresh = self._cls.remote()
            self._actors[slot] = fresh
            self._warmups[slot] = fresh.warm.remote(self.warm_render)
            self._inflight[slot] = []  # jobs still queued on the dead one fail and retry
            self.replacements += 1

    async def _call(self, method: str, out_dir: Path, *args: object
                    ) -> tuple[dict, dict[str, bytes], int]:
        """Run an actor's job: its result, the files it shipped and the attempt. An actor that
        dies is replaced and the job retried once; a cancelled running job kills its actor."""
        self.start()
        ray = self._ray
        for attempt in (1, 2):
            slot, actor, ref = self._submit(method, *args)
            try:
                result, files = await ref
            except ray.exceptions.RayActorError as exc:
                self._replace(slot, actor)
                if attempt == 2:
                    raise RenderWorkerCrashed(
                        f"ray blender actor died twice rendering into {out_dir}") from exc
                log.warning("ray blender actor died mid-job; retrying once")
                continue
            except asyncio.CancelledError:
                if self._running(slot, actor, ref):
                    self._replace(slot, actor)  # Ray cannot interrupt a running actor task
                else:
                    ray.cancel(ref)  # still queued: just drop it
                raise
            finally:
                self._done(slot, actor, ref)
            return result, files, attempt
        raise AssertionError("unreachable")

    async def render(self, scene: Scene, out_dir: Path, *, render: bool = True,
                     check: bool = True, strict: bool = False,
                     exports: tuple[str, ...] = ("blend",)) -> RenderOutcome:
        """Same contract as `BlenderWorkerPool.render`, run by a Ray actor."""
        target = str(out_dir) if self.shared_fs else None
        result, files, attempt = await self._call("run", out_dir, scene.model_dump_json(),
                                                  target, render, check, strict, tuple(exports))
        if files:
            result = await asyncio.to_thread(_store, Path(out_dir), result, files)
        return RenderOutcome(**result, attempts=attempt)

    async def render_home(self, home: HomeScene, out_dir: Path, settings: RenderSettings, *,
                          render: bool = True, exports: tuple[str, ...] = ("blend",)
                          ) -> HomeOutcome:
        """Same contract as `BlenderWorkerPool.render_home`, run by a Ray actor."""
        target = str(out_dir) if self.shared_fs else None
        result, files, attempt = await self._call(
            "run_home", out_dir, home.model_dump_json(), target, render,
            settings.model_dump_json(), tuple(exports))
        if files:
            result = await asyncio.to_thread(_store_home, Path(out_dir), result, files)
        return HomeOutcome(**result, attempts=attempt)


def _store(out: Path, result: dict, files: dict[str, bytes]) -> dict:
    """Write shipped files into `out` (temporary name, then rename) and point paths there."""
    out.mkdir(parents=True, exist_ok=True)
    _write_shipped(out, files)

    def moved(path: str | None) -> str | None:
        return None if path is None else str(out / Path(path).name)

    return {**result, "render_path": moved(result["render_path"]),
            "blend_path": moved(result["blend_path"]),
            "exports": {k: moved(v) for k, v in result["exports"].items()},
            "views": [{**v, "render_path": moved(v["render_path"])} for v in result["views"]]}


def _write_shipped(out: Path, files: dict[str, bytes]) -> None:
    """Write shipped files under `out` by their relative paths (temporary name, rename)."""
    for name, data in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}-{uuid.uuid4().hex[:8]}")
        tmp.write_bytes(data)
        os.replace(tmp, path)


def _store_home(out: Path, result: dict, files: dict[str, bytes]) -> dict:
    """A home's shipped files under `out`; the result's paths (relative to the actor's
    folder) pointed there."""
    _write_shipped(out, files)
    return {**result, "renders": {k: str(out / v) for k, v in result["renders"].items()},
            "blend_path": str(out / result["blend_path"]),
            "exports": {k: str(out / v) for k, v in result["exports"].items()}}
