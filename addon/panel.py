"""The "Voxel Weaver" tab in the 3D viewport's sidebar: inputs, progress, last run."""

from __future__ import annotations

import bpy

from . import session

STAGES = ("prompt", "geometry", "texture", "lighting", "validation", "render", "registry")
AGENT_LABELS = {"prompt_interpreter": "Prompt", "geometry": "Geometry", "texture": "Texture",
                "lighting": "Lighting", "spatial_validator": "Validator",
                "render_director": "Build", "asset_registry": "Registry"}


class VOXELWEAVER_PT_main(bpy.types.Panel):
    bl_label = "Voxel Weaver"
    bl_idname = "VOXELWEAVER_PT_main"
    bl_space_type = "VIEW_3D"
    bl_region_type = "UI"
    bl_category = "Voxel Weaver"

    def draw(self, context: bpy.types.Context) -> None:
        layout, settings = self.layout, context.scene.voxel_weaver
        layout.prop(settings, "prompt", text="")
        layout.prop(settings, "preset")
        row = layout.row(align=True)
        row.prop(settings, "style", text="")
        row.prop(settings, "mood", text="")
        layout.prop(settings, "density")
        layout.prop(settings, "quality")
        row = layout.row(align=True)
        row.prop(settings, "use_seed", text="", icon="LOCKED" if settings.use_seed
                 else "UNLOCKED")
        sub = row.row(align=True)
        sub.enabled = settings.use_seed
        sub.prop(settings, "seed")
        row = layout.row(align=True)
        row.prop(settings, "validate", toggle=True)
        row.prop(settings, "use_llm", toggle=True)
        row.prop(settings, "render", toggle=True)
        if settings.use_llm and not bpy.app.online_access:
            layout.label(text="Online access is off: planning offline", icon="INFO")
        row = layout.row(align=True)
        row.scale_y = 1.4
        row.operator("voxel_weaver.generate", icon="PLAY")
        row.operator("voxel_weaver.cancel", icon="CANCEL")
        row = layout.row(align=True)  # a change to the last scene, by instruction
        row.prop(settings, "instruction", text="")
        row.operator("voxel_weaver.edit", icon="MODIFIER")
        if (message := session.error()) is not None:
            layout.label(text=message, icon="ERROR")
        if (job := session.current()) is not None:
            self._draw_job(layout, job)

    def _draw_job(self, layout: bpy.types.UILayout, job: object) -> None:
        box = layout.box()
        box.label(text=f"Status: {job.state}", icon="TIME" if not job.finished else "INFO")
        col = box.column(align=True)
        for name, state in job.agents.items():
            col.label(text=f"{AGENT_LABELS.get(name, name)}: {state}")
        if job.error:
            box.label(text=job.error, icon="ERROR")
        report = job.report
        if report:
            self._draw_summary(layout.box(), report, job.collection_name)

    @staticmethod
    def _draw_summary(box: bpy.types.UILayout, report: dict, collection: str | None) -> None:
        scene, validation = report["scene"], report["validation"]
        box.label(text=f"Last run: {report['planner']} planner, seed {report['seed']}")
        if collection:
            box.label(text=collection, icon="OUTLINER_COLLECTION")
        home = report.get("home")
        if home:  # a whole home: a collection per room
            box.label(text=f"{home['kind']}: {len(home['rooms'])} rooms, "
                           f"{home['area_m2']:.0f} m2, {home['doors']} doors", icon="HOME")
        box.label(text=f"{scene['objects']} objects, {scene['materials']} materials, "
                       f"{scene['lights']} lights")
        box.label(text=f"{len(validation['findings'])} findings, "
                       f"{validation['repair_attempts']} repairs")
        for stage, reason in (report.get("llm") or {}).get("fallbacks", {}).items():
            box.label(text=f"{stage}: offline ({reason})", icon="INFO")
        col = box.column(align=True)
        for stage in (STAGES[0], "floor_plan", "rooms", *STAGES[1:]):
            timing = report["stages"].get(stage)
            if timing and "duration" in timing:
                col.label(text=f"{stage}: {timing['duration']:.2f} s")
        col.label(text=f"total: {report['wall_time_s']:.2f} s")
