"""Generate, Cancel and Apply change. Generate checks the input, starts a Job and registers its
timer; it returns at once, so Blender stays responsive while the job plans and builds. Apply
change does the same with an edit of the last run. The pipeline itself is imported on the
first Generate, not when the add-on is enabled."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import bpy

from orchestrator import InputError, LLMSettings, resolve_settings

from . import session
from .props import KEEP, overrides

if TYPE_CHECKING:
    from orchestrator import RunRequest


def llm_settings(context: bpy.types.Context) -> LLMSettings:
    """Claude only when the panel asks for it, a key is set and Blender may go online."""
    settings = context.scene.voxel_weaver
    if not settings.use_llm:
        return LLMSettings("offline", "Claude is switched off in the panel")
    prefs = context.preferences.addons[__package__].preferences
    if not prefs.api_key:
        return LLMSettings("offline", "no API key in the add-on preferences")
    if not bpy.app.online_access:
        return LLMSettings("offline", "Blender's online access is off")
    env = {"ANTHROPIC_API_KEY": prefs.api_key, "ANTHROPIC_BASE_URL": prefs.base_url,
           "LLM_MAX_CONCURRENT_REQUESTS": str(prefs.max_concurrent)}
    return resolve_settings("anthropic", model=prefs.model or None,
                            fast_model=prefs.fast_model or None, env=env)


def run_request(context: bpy.types.Context) -> RunRequest:
    from orchestrator import build_request

    s = context.scene.voxel_weaver
    preset = None if s.preset == KEEP else s.preset
    return build_request(s.prompt.strip() or None, example=preset,
                         seed=s.seed if s.use_seed else None, quality=s.quality,
                         validate=s.validate, render=s.render, llm=llm_settings(context),
                         overrides=overrides(s))


def launch(request: RunRequest, replaces: str | None = None) -> set[str]:
    """Start a job and the timer that builds what it plans; `replaces`: the collection an
    edit's result takes the place of."""
    from agents.asset_registry.store import default_registry_path

    from .build import Pump

    job = session.start(request, default_registry_path())
    job.replaces = replaces
    pump = Pump(job, session.redraw)
    session.set_pump(pump)
    bpy.app.timers.register(pump, first_interval=0.0)
    return {"FINISHED"}


def refuse(operator: bpy.types.Operator, message: str) -> set[str]:
    """Show why nothing was started, in the panel and in Blender's report line."""
    session.set_error(message)
    operator.report({"ERROR"}, message)
    return {"CANCELLED"}


class VOXELWEAVER_OT_generate(bpy.types.Operator):
    """Plan the prompt and build the scene into a new collection of this file"""

    bl_idname = "voxel_weaver.generate"
    bl_label = "Generate"
    bl_options = {"REGISTER"}

    @classmethod
    def poll(cls, context: bpy.types.Context) -> bool:
        return not session.busy()

    def execute(self, context: bpy.types.Context) -> set[str]:
        settings = context.scene.voxel_weaver
        if not settings.prompt.strip() and settings.preset == KEEP:
            return self._refuse("type a prompt or choose a preset")
        try:
            request = run_request(context)
        except InputError as exc:  # shown in the panel; nothing is changed
            return self._refuse(str(exc))
        return launch(request)

    def _refuse(self, message: str) -> set[str]:
        return refuse(self, message)


class VOXELWEAVER_OT_cancel(bpy.types.Operator):
    """Stop the running generation; whatever it had built is removed"""

    bl_idname = "voxel_weaver.cancel"
    bl_label = "Cancel"

    @classmethod
    def poll(cls, context: bpy.types.Context) -> bool:
        return session.busy()

    def execute(self, context: bpy.types.Context) -> set[str]:
        session.cancel()
        return {"FINISHED"}


def last_run_dir() -> Path | None:
    """The folder of the last finished run of this session (a room's: homes are not edited)."""
    job = session.current()
    report = job.report if job is not None and job.state == "done" else None
    scene = ((report or {}).get("artifacts") or {}).get("scene")
    if not scene or (report or {}).get("home"):
        return None
    return Path(scene["path"]).parent


class VOXELWEAVER_OT_edit(bpy.types.Operator):
    """Change the last scene as the words say; everything else keeps its place and look (the
    changed scene is a new collection; the last one is hidden)"""

    bl_idname = "voxel_weaver.edit"
    bl_label = "Apply change"
    bl_options = {"REGISTER"}

    @classmethod
    def poll(cls, context: bpy.types.Context) -> bool:
        return not session.busy() and last_run_dir() is not None

    def execute(self, context: bpy.types.Context) -> set[str]:
        from orchestrator.app.edit import edit_request

        settings = context.scene.voxel_weaver
        source, previous = last_run_dir(), session.current()
        if source is None or previous is None:
            return self._refuse("generate a room first")
        try:
            request = edit_request(source, settings.instruction.strip(),
                                   render=settings.render, llm=llm_settings(context))
        except InputError as exc:  # shown in the panel; nothing is changed
            return self._refuse(str(exc))
        return launch(request, replaces=previous.collection_name)

    def _refuse(self, message: str) -> set[str]:
        return refuse(self, message)
