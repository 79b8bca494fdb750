"""Voxel Weaver for Blender: type a room in the sidebar, get it built into the open file.

Everything heavy is imported lazily by the modules registered here; planning runs on a
background thread (addon/job.py) and bpy changes happen on the main thread from a timer
(addon/build.py).
"""

from __future__ import annotations

import bpy

from . import operators, panel, preferences, props, session

CLASSES = (
    props.VOXELWEAVER_PG_settings,
    preferences.VOXELWEAVER_AP_preferences,
    operators.VOXELWEAVER_OT_generate,
    operators.VOXELWEAVER_OT_cancel,
    operators.VOXELWEAVER_OT_edit,
    panel.VOXELWEAVER_PT_main,
)


def register() -> None:
    for cls in CLASSES:
        bpy.utils.register_class(cls)
    bpy.types.Scene.voxel_weaver = bpy.props.PointerProperty(type=props.VOXELWEAVER_PG_settings)


def unregister() -> None:
    session.shutdown()
    del bpy.types.Scene.voxel_weaver
    for cls in reversed(CLASSES):
        bpy.utils.unregister_class(cls)
