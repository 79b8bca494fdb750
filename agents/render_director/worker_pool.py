"""A warm pool of Blender worker processes (this module never imports bpy).

bpy is a process-wide singleton and not thread-safe, so renders run in separate processes
("spawn" context: no forked copies of the parent's threads or event loop). Each worker imports
bpy once in its initializer and renders a tiny warm-up frame so Cycles/OIDN kernels are loaded
before the first real job; jobs then pay only the per-scene reset. The event loop awaits each
job's future (`submit` + `asyncio.wrap_future`, i.e. what `run_in_executor` does, keeping the
future so a cancellation can reach the job) and never blocks on Blender.

A worker that dies (segfault, SIGKILL, out of memory) breaks the whole ProcessPoolExecutor:
the pool is replaced once per breakage and the job retried once; a second death raises
`RenderWorkerCrashed`. Exceptions raised *by* a job (bad scene, Blender error) are not
retried: they come back to the caller as they are. Cancelling `render()` (a deadline, a
user abort) reaches the job: a queued job is dropped, a running one has its worker killed
and replaced, so an abandoned final-quality render does not hold the CPU for minutes.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import multiprocessing
import os
import re
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from types import TracebackType

from agents.render_director.lifelines import sigint_blocked, spawned_on_main_thread, tie_to_parent
from orchestrator.errors import RenderFailed
from orchestrator.schema.home import HomeScene
from orchestrator.schema.render import HomeOutcome, RenderBackend, RenderOutcome
from orchestrator.schema.scene import RenderSettings, Scene

log = logging.getLogger("voxel_weaver.blender")  # [BLENDER] in the terminal log


class RenderWorkerCrashed(RenderFailed):
    """The Blender worker process died while rendering, and again on the retry."""


# -- functions that run inside the workers (picklable by module path, bpy imported lazily) --
# A parent that imported bpy itself (tests, the add-on) has Blender's script folders on
# sys.path, and spawn copies sys.path to the child, where `import bpy` would then find the
# pure-Python scripts/modules/bpy package instead of the compiled module.
_BLENDER_SCRIPTS = re.compile(r"[/\\]bpy[/\\]\d+\.\d+[/\\]scripts([/\\]|$)")


def _init_worker(parent_pid: int | None = None, use_pdeathsig: bool = False) -> None:
    if parent_pid is not None:  # a local worker lives and dies with its parent
        tie_to_parent(parent_pid, use_pdeathsig=use_pdeathsig)
    sys.path[:] = [p for p in sys.path if not _BLENDER_SCRIPTS.search(p)]
    # Importing the job module imports bpy: paid once per worker, not per job.
    from agents.render_director.blender_job import exit_now

    # Why: after a glTF export bpy 4.5 deadlocks in Python's finalization (see exit_now), and
    # shutdown() would wait for the worker forever; atexit runs before finalization.
    atexit.register(exit_now)


def _warm_up() -> dict:
    from agents.render_director.blender_job import warm_up

    return warm_up()


def _run_job(scene_json: str, out_dir: str, render: bool = True, check: bool = True,
             strict: bool = False, exports: tuple[str, ...] = ("blend",)) -> dict:
    from agents.render_director.blender_job import run_job

    return run_job(scene_json, out_dir, render=render, check=check, strict=strict,
                   exports=exports)


def _run_home_job(home_json: str, out_dir: str, render: bool, settings_json: str,
                  exports: tuple[str, ...]) -> dict:
    from agents.render_director.blender_home_job import run_home_job

    return run_home_job(home_json, out_dir, render=render, settings_json=settings_json,
                        exports=exports)


class BlenderWorkerPool(RenderBackend):
    """`start()` it early, `await render(scene, out_dir)` per scene, `shutdown()` at the end."""

    def __init__(self, max_workers: int = 1, *, warm_render: bool = True) -> None:
        if max_workers < 1:
            raise ValueError("max_workers must be >= 1")
        self.max_workers = max_workers
        self._warm_render = warm_render
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._generation = 0  # bumps on every replacement, so one breakage replaces once
        self._warmups: list[Future] = []
        self.replacements = 0

    # -- lifecycle ------------------------------------------------------------------------
    def start(self) -> BlenderWorkerPool:
        """Spawn the workers now and queue a warm-up on each; returns immediately."""
        with self._lock:
            if self._executor is None:
                self._spawn()
        return self

    def _spawn(self) -> None:
        self._executor = ProcessPoolExecutor(
            max_workers=self.max_workers, mp_context=self._ctx, initializer=_init_worker,
            initargs=(os.getpid(), spawned_on_main_thread()))
        # One submission per worker makes the executor launch all of them right away, from
        # this thread, with SIGINT blocked (see lifelines.py).
        fn = _warm_up if self._warm_render else _noop
        with sigint_blocked():
            self._warmups = [self._executor.submit(fn) for _ in range(self.max_workers)]

    def _current(self) -> tuple[ProcessPoolExecutor, int]:
        with self._lock:
            if self._executor is None:
                self._spawn()
            assert self._executor is not None
            return self._executor, self._generation

    def _replace(self, generation: int) -> None:
        with self._lock:
            if generation != self._generation or self._executor is None:
                return  # someone else already replaced the broken pool
            broken = self._executor
            self._generation += 1
            self.replacements += 1
            self._spawn()
        broken.shutdown(wait=False, cancel_futures=True)
        log.warning("blender worker pool replaced after a worker crash")

    def _abort(self, generation: int) -> None:
        """Kill the workers of a cancelled job (Blender cannot be interrupted politely)."""
        with self._lock:
            if generation != self._generation or self._executor is None:
                return
            doomed = self._executor
            self._generation += 1
            self._spawn()
        _kill_processes(doomed)
        doomed.shutdown(wait=False, cancel_futures=True)
        log.warning("render cancelled: its blender worker was stopped and replaced")

    async def warmed(self) -> list[dict]:
        """Wait for the warm-up of every worker; returns their pid/version/seconds."""
        self.start()
        futures = [asyncio.wrap_future(f) for f in self._warmups]
        return list(await asyncio.gather(*futures))

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for diagnostics and crash tests)."""
        ex = self._executor
        procs = getattr(ex, "_processes", None) or {}
        return sorted(procs)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the workers. One still warming up is killed: nobody waits for its frame, and
        a stop (a signal, the end of a run cancelled during start-up) should not take the
        seconds Blender needs to finish starting."""
        with self._lock:
            ex, self._executor = self._executor, None
            warming = any(not f.done() for f in self._warmups)
            self._warmups = []
        if ex is None:
            return
        if warming:
            _kill_processes(ex)
        ex.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> BlenderWorkerPool:
        return self.start()

    def __exit__(self, et: type[BaseException] | None, e: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.shutdown()

    async def __aenter__(self) -> BlenderWorkerPool:
        return self.start()

    async def __aexit__(self, et: type[BaseException] | None, e: BaseException | None,
                        tb: TracebackType | None) -> None:
        await asyncio.get_running_loop().run_in_executor(None, self.shutdown)

    # -- jobs -----------------------------------------------------------------------------
    def _submit(self, executor: ProcessPoolExecutor, generation: int, job: Callable[..., dict],
                *args: object) -> Future:
        try:
            return executor.submit(job, *args)
        except RuntimeError as exc:  # shut down under us by a replacement: same as broken
            if generation != self._generation:
                raise BrokenProcessPool("pool replaced while submitting") from exc
            raise

    async def _run(self, job: Callable[..., dict], out_dir: Path, *args: object
                   ) -> tuple[dict, int]:
        """Run `job` in a worker: the result and the attempt that made it. A worker that dies
        is replaced and the job retried once; a cancelled running job has its worker killed."""
        for attempt in (1, 2):
            executor, generation = self._current()
            try:
                future = self._submit(executor, generation, job, *args)
                try:
                    result = await asyncio.wrap_future(future)
                except asyncio.CancelledError:
                    if not future.cancelled():  # already running: it would go on for minutes
                        self._abort(generation)
                    raise
            except BrokenProcessPool as exc:
                self._replace(generation)
                if attempt == 2:
                    raise RenderWorkerCrashed(
                        f"blender worker died twice rendering into {out_dir}") from exc
                log.warning("blender worker died mid-job; retrying once on a fresh worker")
                continue
            return result, attempt
        raise AssertionError("unreachable")

    async def render(self, scene: Scene, out_dir: Path, *, render: bool = True,
                     check: bool = True, strict: bool = False,
                     exports: tuple[str, ...] = ("blend",)) -> RenderOutcome:
        """Build `scene` in a worker process, check its meshes, render and save into `out_dir`.

        `render=False` builds, checks and saves scene.blend only; `check=False` skips the mesh
        checks (`mesh` is then None); `strict=True` skips the render when the mesh checks find
        errors (`rendered` False, `mesh.findings` say why) so the caller can repair the scene.
        `exports` also writes scene.glb ("glb") and scene.usdc ("usd"); `outcome.exports` maps
        each asked kind to its file (scene.blend is always saved).
        """
        result, attempt = await self._run(_run_job, out_dir, scene.model_dump_json(),
                                          str(out_dir), render, check, strict, tuple(exports))
        return RenderOutcome(**result, attempts=attempt)

    async def render_home(self, home: HomeScene, out_dir: Path, settings: RenderSettings, *,
                          render: bool = True, exports: tuple[str, ...] = ("blend",)
                          ) -> HomeOutcome:
        result, attempt = await self._run(_run_home_job, out_dir, home.model_dump_json(),
                                          str(out_dir), render, settings.model_dump_json(),
                                          tuple(exports))
        return HomeOutcome(**result, attempts=attempt)


def _noop() -> None:
    return None


def _kill_processes(executor: ProcessPoolExecutor) -> None:
    """SIGKILL an executor's workers: Blender cannot be interrupted politely mid-job."""
    for proc in list((getattr(executor, "_processes", None) or {}).values()):
        proc.kill()
