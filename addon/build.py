"""Main-thread side of a job: build the planned scene (or a whole home) into the open file, a
step per tick.

`pump` is registered with `bpy.app.timers`. Each call does one small step (the materials,
the room, one object, the lights, the camera, the optional render) and returns the delay to
the next call, so Blender redraws between steps and the interface never freezes. Everything
a run makes goes into its own collection; a cancelled run removes what it had built, and a
finished build is pushed as one undo step.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import bpy

from agents.geometry.blender import build_object, build_room
from agents.geometry.home_zones import zone_frames
from agents.lighting.blender import build_lighting
from agents.render_director.blender_camera import build_camera
from agents.render_director.blender_home_job import (
    build_front_door,
    build_zone,
    room_collection,
    sun_zone,
)
from agents.render_director.blender_job import apply_render_settings
from agents.render_director.home_camera import overview_camera
from agents.texture.blender import build_material
from orchestrator import HomeOutcome, RenderOutcome, RenderSettings

from .job import BuildOrder, HomeBuildOrder, Job

TICK_S = 0.02  # seconds between steps: short enough to build quickly, long enough to redraw
IMAGE_NAME = "Voxel Weaver render"


class SceneBuild:
    """One BuildOrder turned into small steps; `step()` runs the next and says if more remain."""

    def __init__(self, order: BuildOrder, title: str) -> None:
        self.order = order
        scene = bpy.context.scene
        self.collection = bpy.data.collections.new(title)
        scene.collection.children.link(self.collection)
        self.previous_world, self.previous_camera = scene.world, scene.camera
        self.materials: dict[str, bpy.types.Material] = {}
        self.render_path: str | None = None
        self._rendering = False  # an interactive render job is running
        self._steps = self._plan_steps()

    def _plan_steps(self) -> Iterator[Callable[[], object]]:
        plan = self.order.scene
        yield lambda: self.materials.update(
            {spec.id: build_material(spec) for spec in plan.materials})
        yield lambda: build_room(plan.room, self.materials)
        for obj in plan.objects:
            yield lambda obj=obj: build_object(obj, self.materials)
        yield self._lights
        if plan.camera is not None:
            yield lambda: build_camera(plan.camera)  # type: ignore[arg-type]
        if self.order.render:
            yield self._render

    def step(self) -> bool:
        if self._rendering:
            return True  # wait for Blender's render job; the handlers end the wait
        step = next(self._steps, None)
        if step is None:
            return False
        before = set(bpy.context.scene.collection.objects)
        step()
        for ob in set(bpy.context.scene.collection.objects) - before:  # into the run's own
            self.collection.objects.link(ob)
            bpy.context.scene.collection.objects.unlink(ob)
        return True

    def _lights(self) -> None:
        # A world of its own: the file's world stays as it was (and comes back on cancel).
        bpy.context.scene.world = bpy.data.worlds.new(self.collection.name)
        build_lighting(self.order.scene.lights, self.order.scene.world)

    def _settings(self) -> RenderSettings | None:
        return self.order.scene.render

    def _render(self) -> None:
        settings = self._settings()
        if settings is not None:
            apply_render_settings(settings)
        if bpy.app.background:  # no window to show progress in: render right here
            bpy.ops.render.render(write_still=False)
            self._keep_render()
            return
        # With a window, render as Blender's own job (like F12): the interface stays live.
        self._rendering = True
        bpy.app.handlers.render_complete.append(self._render_ended)
        bpy.app.handlers.render_cancel.append(self._render_ended)
        bpy.ops.render.render("INVOKE_DEFAULT", write_still=False)

    def _render_ended(self, *_: object) -> None:
        for handlers in (bpy.app.handlers.render_complete, bpy.app.handlers.render_cancel):
            if self._render_ended in handlers:
                handlers.remove(self._render_ended)
        self._rendering = False
        with contextlib.suppress(RuntimeError, KeyError):  # cancelled: no result to keep
            self._keep_render()

    def _keep_render(self) -> None:
        """The render as a packed image datablock (and a PNG beside the run's report)."""
        path = self.order.out_dir / "render.png"
        bpy.data.images["Render Result"].save_render(str(path))
        old = bpy.data.images.get(IMAGE_NAME)
        if old is not None:
            bpy.data.images.remove(old)
        image = bpy.data.images.load(str(path))
        image.name = IMAGE_NAME
        image.pack()  # the render travels with the .blend
        self.render_path = str(path)

    def outcome(self) -> RenderOutcome:
        return RenderOutcome(render_path=self.render_path, blend_path="", timings={},
                             object_count=len(self.order.scene.objects),
                             blender_version=bpy.app.version_string, mesh=None,
                             rendered=self.render_path is not None)

    def discard(self) -> None:
        """Remove everything this build made (a cancelled run leaves no trace)."""
        for ob in list(self.collection.all_objects):
            bpy.data.objects.remove(ob, do_unlink=True)
        bpy.data.collections.remove(self.collection)
        scene = bpy.context.scene
        scene.world, scene.camera = self.previous_world, self.previous_camera


class HomeBuild(SceneBuild):
    """A whole home: a collection per room under the run's own, built a zone per tick; the
    overview camera is the scene camera (and what a render shows)."""

    order: HomeBuildOrder  # type: ignore[assignment]

    def _plan_steps(self) -> Iterator[Callable[[], object]]:
        home = self.order.home
        frames = {f.zone.id: f for f in zone_frames(home.plan)}
        sun = sun_zone(home)
        rooms: dict[str, bpy.types.Collection] = {}

        def start() -> None:
            # a world of its own: the file's world stays as it was (and comes back on cancel)
            bpy.context.scene.world = bpy.data.worlds.new(self.collection.name)
            rooms.update({room.id: room_collection(room.label, self.collection)
                          for room in home.plan.rooms})

        yield start
        for zone in home.zones:
            yield lambda zone=zone: build_zone(zone, frames[zone.zone], sun, rooms[zone.room])
        for door in home.plan.doors:
            if door.front:
                yield lambda door=door: build_front_door(door, rooms[door.rooms[0]])
        yield lambda: build_camera(home.overview or overview_camera(home))
        if self.order.render:
            yield self._render

    def _settings(self) -> RenderSettings | None:
        return self.order.settings

    def outcome(self) -> HomeOutcome:  # type: ignore[override]
        return HomeOutcome(renders={"overview": self.render_path} if self.render_path else {},
                           blend_path="", timings={},
                           object_count=sum(len(z.scene.objects) for z in self.order.home.zones),
                           blender_version=bpy.app.version_string)


class Pump:
    """The timer callback for one job: takes its build orders and steps through them."""

    def __init__(self, job: Job, redraw: Callable[[], None]) -> None:
        self.job, self.redraw = job, redraw
        self.build: SceneBuild | None = None

    def __call__(self) -> float | None:
        try:
            return self._tick()
        except Exception as exc:  # never let a timer raise: Blender would drop it silently
            self._fail(f"building the scene failed: {type(exc).__name__}: {exc}")
            return None
        finally:
            self.redraw()

    def _tick(self) -> float | None:
        job = self.job
        if self.build is not None and (job.state == "cancelled" or
                                       self.build.order.done.cancelled()):
            self.build.discard()
            self.build = None
        if self.build is None and not job.orders.empty():
            order = job.orders.get_nowait()
            if not order.done.cancelled():
                kind = HomeBuild if isinstance(order, HomeBuildOrder) else SceneBuild
                self.build = kind(order, _title(job))  # type: ignore[arg-type]
                job.collection_name = self.build.collection.name
                job.state = "building"
        if self.build is not None and not self.build.step():
            self._finish_build()
        if job.finished and self.build is None and job.orders.empty():
            return None
        return TICK_S

    def _finish_build(self) -> None:
        assert self.build is not None
        build, self.build = self.build, None
        if not build.order.done.set_running_or_notify_cancel():
            build.discard()
            return
        build.order.done.set_result(build.outcome())
        old = bpy.data.collections.get(self.job.replaces or "")
        if old is not None:  # an edit: the changed scene takes the last one's place
            old.hide_viewport = old.hide_render = True
        with contextlib.suppress(RuntimeError):  # no undo stack in background mode
            bpy.ops.ed.undo_push(message=f"Voxel Weaver: {build.collection.name}")

    def _fail(self, message: str) -> None:
        if self.build is not None:
            order, self.build = self.build.order, None
            if order.done.set_running_or_notify_cancel():
                order.done.set_exception(RuntimeError(message))
        self.job.error = message


def _title(job: Job) -> str:
    words = re.sub(r"\s+", " ", job.request.prompt).strip()
    return f"Voxel Weaver: {words[:40]} (seed {job.request.seed})"


def render_path(job: Job) -> Path | None:
    report = job.report or {}
    render = (report.get("artifacts") or {}).get("render")
    return Path(render["path"]) if render else None
