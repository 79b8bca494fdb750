"""Add-on preferences: the Claude connection. Stored in Blender's user preferences, never in a
.blend file; the key is never logged or shown."""

from __future__ import annotations

import bpy

from orchestrator.llm.config import DEFAULT_FAST_MODEL, DEFAULT_MODEL, MAX_CONCURRENT_LIMIT


class VOXELWEAVER_AP_preferences(bpy.types.AddonPreferences):
    bl_idname = __package__  # type: ignore[assignment]

    api_key: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Anthropic API Key", subtype="PASSWORD",
        description="Used only to call the Anthropic API; kept in your preferences")
    model: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Model", default=DEFAULT_MODEL, description="Strong model: planning")
    fast_model: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Fast Model", default=DEFAULT_FAST_MODEL,
        description="Fast model: materials, lighting, registry notes")
    base_url: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Base URL", default="",
        description="An Anthropic-compatible endpoint; empty for api.anthropic.com")
    max_concurrent: bpy.props.IntProperty(  # type: ignore[valid-type]
        name="Max Concurrent Requests", default=2, min=1, max=MAX_CONCURRENT_LIMIT)

    def draw(self, context: bpy.types.Context) -> None:
        layout = self.layout
        layout.prop(self, "api_key")
        row = layout.row()
        row.prop(self, "model")
        row.prop(self, "fast_model")
        layout.prop(self, "base_url")
        layout.prop(self, "max_concurrent")
        if not bpy.app.online_access:
            layout.label(text="Online access is off (Preferences > System > Network): "
                              "scenes are planned offline.", icon="INFO")
