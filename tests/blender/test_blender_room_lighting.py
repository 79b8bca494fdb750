"""Room shell (walls outside the rectangle, window openings) and lights/world in Blender."""

from __future__ import annotations

import math

import pytest

from orchestrator.schema.scene import LightSpec, Room, WindowSpec, WorldSpec

bpy = pytest.importorskip("bpy")
from mathutils import Vector  # noqa: E402
from mathutils.bvhtree import BVHTree  # noqa: E402

from agents.geometry.blender import build_room  # noqa: E402
from agents.lighting.blender import build_lighting  # noqa: E402

pytestmark = pytest.mark.blender

ROOM = Room(room_type="bedroom", width=4.0, depth=5.0, height=2.7,
            windows=(WindowSpec(wall="west", offset=0.4), WindowSpec(wall="north", offset=-1.0)))


def _bvh(ob: bpy.types.Object) -> BVHTree:
    return BVHTree.FromObject(ob, bpy.context.evaluated_depsgraph_get())


def test_room_parts_and_glass_lets_light_through() -> None:
    objs = {ob.name: ob for ob in build_room(ROOM, {})}
    assert {"room_floor", "room_walls", "room_ceiling", "room_trim",
            "room_window_glass"} <= set(objs)
    glass = objs["room_window_glass"]
    assert not glass.visible_shadow  # sunlight must pass the pane
    for ob in objs.values():
        assert ob.name in bpy.context.scene.objects
        assert all(slot.material is not None for slot in ob.material_slots)


def test_walls_stand_outside_the_floor_rectangle() -> None:
    walls = next(ob for ob in build_room(ROOM, {}) if ob.name == "room_walls")
    for v in walls.data.vertices:
        x, y, _ = v.co
        outside = x <= -2.0 + 1e-6 or x >= 2.0 - 1e-6 or y <= -2.5 + 1e-6 or y >= 2.5 - 1e-6
        assert outside, tuple(v.co)


def test_an_accent_wall_wears_its_own_material_and_the_others_the_walls() -> None:
    plain = bpy.data.materials.new("test_wall")
    navy = bpy.data.materials.new("test_accent")
    room = ROOM.model_copy(update={"wall_material": "wall", "accent_wall": "east",
                                   "accent_material": "wall~navy"})
    walls = next(ob for ob in build_room(room, {"wall": plain, "wall~navy": navy})
                 if ob.name == "room_walls")
    slots = [slot.material for slot in walls.material_slots]
    # the faces the room sees: the east wall's, at x = 2 facing west; the others' likewise
    inner = [p for p in walls.data.polygons
             if (abs(p.center.x) > 2.0 - 1e-4 and abs(p.center.x) < 2.0 + 1e-4
                 and p.normal.x * p.center.x < -0.9 * abs(p.center.x))
             or (abs(abs(p.center.y) - 2.5) < 1e-4 and p.normal.y * p.center.y < 0)]
    east = [p for p in inner if p.center.x > 0 and abs(p.normal.x) > 0.9]
    rest = [p for p in inner if p not in east]
    assert east and rest
    assert {slots[p.material_index] for p in east} == {navy}
    assert {slots[p.material_index] for p in rest} == {plain}


def test_window_is_an_opening_in_the_wall() -> None:
    walls = next(ob for ob in build_room(ROOM, {}) if ob.name == "room_walls")
    tree = _bvh(walls)
    # from the room centre through the west window's centre: no wall in the way
    hit = tree.ray_cast(Vector((0.0, 0.4, 1.55)), Vector((-1.0, 0.0, 0.0)), 10.0)
    assert hit[0] is None
    # the same ray at floor-skirting height hits the wall below the sill
    assert tree.ray_cast(Vector((0.0, 0.4, 0.5)), Vector((-1.0, 0.0, 0.0)), 10.0)[0] is not None
    # north window at offset -1 (along +x)
    assert tree.ray_cast(Vector((-1.0, 0.0, 1.55)), Vector((0.0, 1.0, 0.0)), 10.0)[0] is None
    assert tree.ray_cast(Vector((1.0, 0.0, 1.55)), Vector((0.0, 1.0, 0.0)), 10.0)[0] is not None


def test_room_without_windows_is_closed() -> None:
    names = {ob.name for ob in build_room(ROOM.model_copy(update={"windows": ()}), {})}
    assert "room_window_glass" not in names


def test_build_lighting_makes_every_kind_and_the_world() -> None:
    lights = (
        LightSpec(id="a", kind="area", location=(0, 0, 2.6), energy=100.0, size=1.5),
        LightSpec(id="p", kind="point", location=(1, 1, 1), energy=40.0, color=(1, 0.5, 0.2)),
        LightSpec(id="s", kind="spot", location=(0, 0, 2), energy=60.0),
        LightSpec(id="sun", kind="sun", location=(0, 0, 5), rotation=(0.5, 0, 1.0), energy=3.0,
                  size=0.05),
    )
    build_lighting(lights, WorldSpec(color=(0.2, 0.3, 0.4), strength=0.7, exposure=-0.8))
    obs = bpy.context.scene.objects
    assert {obs[k].data.type for k in ("a", "p", "s", "sun")} == {"AREA", "POINT", "SPOT", "SUN"}
    assert obs["a"].data.size == pytest.approx(1.5)
    assert not obs["a"].visible_camera  # fill cards are not seen as panels
    assert tuple(obs["p"].data.color) == pytest.approx((1, 0.5, 0.2))
    assert obs["sun"].data.angle == pytest.approx(0.05)
    assert obs["sun"].rotation_euler.z == pytest.approx(1.0)
    bg = bpy.context.scene.world.node_tree.nodes["Background"]
    assert tuple(bg.inputs["Color"].default_value)[:3] == pytest.approx((0.2, 0.3, 0.4))
    assert bg.inputs["Strength"].default_value == pytest.approx(0.7)
    view = bpy.context.scene.view_settings
    assert view.view_transform == "AgX"
    assert view.exposure == pytest.approx(-0.8)
    assert math.isfinite(view.exposure)


def test_day_world_shows_a_sky_texture_to_camera_rays_only() -> None:
    build_lighting((), WorldSpec(color=(0.5, 0.6, 0.8), sky_elevation=0.8, sky_rotation=1.0))
    nodes = bpy.context.scene.world.node_tree.nodes
    sky = next(n for n in nodes if n.bl_idname == "ShaderNodeTexSky")
    assert sky.sky_type == "NISHITA" and math.isclose(sky.sun_elevation, 0.8, abs_tol=1e-6)
    mix = next(n for n in nodes if n.bl_idname == "ShaderNodeMixShader")
    assert mix.inputs["Fac"].links[0].from_socket.name == "Is Camera Ray"
    output = next(n for n in nodes if n.bl_idname == "ShaderNodeOutputWorld")
    assert output.inputs["Surface"].links[0].from_node == mix
