"""LightSpec/WorldSpec -> Blender lights, world and view transform (imports bpy)."""

from __future__ import annotations

import math

import bpy

from orchestrator.schema.scene import LightSpec, WorldSpec

VIEW_TRANSFORM = "AgX"
LOOK = "AgX - Medium High Contrast"  # a little punch; plain AgX reads flat on interiors


def _light(spec: LightSpec) -> bpy.types.Object:
    data = bpy.data.lights.new(spec.id, spec.kind.upper())
    data.energy = spec.energy
    data.color = spec.color
    if spec.kind == "area":
        data.shape = "SQUARE"
        data.size = max(spec.size, 0.01)
    elif spec.kind == "sun":
        data.angle = min(max(spec.size, 0.0), math.pi)  # angular diameter, radians
    else:  # point / spot: size is the emitter radius (soft shadows)
        data.shadow_soft_size = spec.size
        if spec.kind == "spot":
            data.spot_size = math.radians(70.0)
            data.spot_blend = 0.4
    obj = bpy.data.objects.new(spec.id, data)
    obj.location = spec.location
    obj.rotation_euler = spec.rotation
    if spec.kind == "area":
        # fill and sky cards are stand-ins, not things the viewer should see as panels,
        # neither directly nor through window glass
        obj.visible_camera = False
        obj.visible_transmission = False
    bpy.context.scene.collection.objects.link(obj)
    return obj


SKY_STRENGTH = 0.12  # a physical sky is far brighter than a room; keep the view out readable


def _camera_sky(wd: bpy.types.World, flat: bpy.types.Node, out: bpy.types.Node,
                world: WorldSpec) -> None:
    """Camera rays see a Nishita sky through the windows; lighting rays keep the flat colour,
    so the sky adds a view, not noise (the window fill lights carry the daylight)."""
    nodes, links = wd.node_tree.nodes, wd.node_tree.links
    sky = nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_disc = False
    sky.sun_elevation = world.sky_elevation or 0.0
    sky.sun_rotation = world.sky_rotation
    seen = nodes.new("ShaderNodeBackground")
    seen.inputs["Strength"].default_value = SKY_STRENGTH
    links.new(sky.outputs["Color"], seen.inputs["Color"])
    path = nodes.new("ShaderNodeLightPath")
    mix = nodes.new("ShaderNodeMixShader")
    links.new(path.outputs["Is Camera Ray"], mix.inputs["Fac"])
    links.new(flat.outputs["Background"], mix.inputs[1])
    links.new(seen.outputs["Background"], mix.inputs[2])
    links.new(mix.outputs["Shader"], out.inputs["Surface"])


def build_lighting(lights: tuple[LightSpec, ...], world: WorldSpec) -> None:
    """Create every light, the world background and the exposure on the current scene."""
    scene = bpy.context.scene
    for spec in lights:
        _light(spec)
    wd = scene.world or bpy.data.worlds.new("vw_world")
    scene.world = wd
    wd.use_nodes = True
    nodes = wd.node_tree.nodes
    bg = nodes.get("Background") or nodes.new("ShaderNodeBackground")
    out = nodes.get("World Output") or nodes.new("ShaderNodeOutputWorld")
    if not bg.outputs["Background"].links:
        wd.node_tree.links.new(bg.outputs["Background"], out.inputs["Surface"])
    bg.inputs["Color"].default_value = (*world.color, 1.0)
    bg.inputs["Strength"].default_value = world.strength
    wd.color = world.color
    if world.sky_elevation is not None:
        _camera_sky(wd, bg, out, world)
    view = scene.view_settings
    view.view_transform = VIEW_TRANSFORM
    view.look = LOOK
    view.exposure = world.exposure
    view.gamma = 1.0
