"""The panel's settings, stored on the scene (so they travel with the .blend; no secrets)."""

from __future__ import annotations

from typing import Any, get_args

import bpy

from orchestrator import Quality
from orchestrator.schema.scene import Density, Mood, Style

KEEP = "KEEP"  # enum value for "as the prompt or preset says"


def _choices(values: tuple[str, ...], keep: str | None = None) -> list[tuple[str, str, str]]:
    items = [(KEEP, keep, "As the prompt or preset says")] if keep else []
    return items + [(v, v.replace("_", " ").title(), "") for v in values]


def _preset_items(self: Any, context: Any) -> list[tuple[str, str, str]]:
    from agents.prompt_interpreter.presets import list_examples

    # Blender keeps a reference to the strings of dynamic enums: keep them alive here.
    _preset_items.cache = [(KEEP, "None", "Use the prompt only")] + [  # type: ignore[attr-defined]
        (p.name, p.name.replace("_", " ").title(), p.description) for p in list_examples()]
    return _preset_items.cache  # type: ignore[attr-defined]


class VOXELWEAVER_PG_settings(bpy.types.PropertyGroup):
    prompt: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Prompt", description="Describe the room, e.g. 'a cozy bedroom at dusk'",
        default="a cozy bedroom")
    preset: bpy.props.EnumProperty(  # type: ignore[valid-type]
        name="Preset", items=_preset_items,
        description="An example scene: its prompt (when the prompt field is empty), seed and "
                    "overrides")
    style: bpy.props.EnumProperty(  # type: ignore[valid-type]
        name="Style", items=_choices(get_args(Style), keep="From prompt"))
    mood: bpy.props.EnumProperty(  # type: ignore[valid-type]
        name="Mood", items=_choices(get_args(Mood), keep="From prompt"))
    density: bpy.props.EnumProperty(  # type: ignore[valid-type]
        name="Density", items=_choices(get_args(Density), keep="From prompt"),
        description="How many small things dress the surfaces: books, place settings, "
                    "desk things")
    quality: bpy.props.EnumProperty(  # type: ignore[valid-type]
        name="Quality", items=_choices(get_args(Quality)), default="draft",
        description="Render resolution and samples (used by Render)")
    use_seed: bpy.props.BoolProperty(  # type: ignore[valid-type]
        name="Fixed Seed", default=False,
        description="Off: the seed comes from the prompt, as on the command line")
    seed: bpy.props.IntProperty(name="Seed", min=0, default=0)  # type: ignore[valid-type]
    validate: bpy.props.BoolProperty(  # type: ignore[valid-type]
        name="Validate", default=True,
        description="Check overlaps, bounds and support and repair the layout")
    use_llm: bpy.props.BoolProperty(  # type: ignore[valid-type]
        name="Use Claude", default=True,
        description="Plan with Claude when an API key is set in the add-on preferences and "
                    "online access is allowed; otherwise the offline rules plan")
    instruction: bpy.props.StringProperty(  # type: ignore[valid-type]
        name="Change", description="What to change in the last scene, keeping the rest: "
                                   "\"put a plant next to the sofa\", \"remove the tv\"")
    render: bpy.props.BoolProperty(  # type: ignore[valid-type]
        name="Render", default=False,
        description="Also render the built scene into the 'Voxel Weaver render' image")


def overrides(settings: VOXELWEAVER_PG_settings) -> dict[str, str]:
    return {name: value for name in ("style", "mood", "density")
            if (value := getattr(settings, name)) != KEEP}
