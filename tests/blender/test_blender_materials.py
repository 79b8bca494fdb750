"""Every material recipe builds a small node tree whose shader reaches the output and renders."""

from __future__ import annotations

import math
import typing
from pathlib import Path

import pytest

from orchestrator.schema.scene import MaterialSpec

bpy = pytest.importorskip("bpy")
from agents.texture.blender import (  # noqa: E402
    BASE_NODE,
    RECIPES,
    build_material,
    default_material,
    floor_variant,
    glowing_copy,
    tinted_copy,
)

pytestmark = pytest.mark.blender
RECIPE_NAMES = typing.get_args(MaterialSpec.model_fields["recipe"].annotation)


def _spec(recipe: str, **kw: object) -> MaterialSpec:
    return MaterialSpec(id=f"m_{recipe}", recipe=recipe, base_color=(0.6, 0.3, 0.2), **kw)


def _surface_node(mat: bpy.types.Material) -> bpy.types.Node:
    out = next(n for n in mat.node_tree.nodes if n.type == "OUTPUT_MATERIAL")
    links = out.inputs["Surface"].links
    assert links, "nothing linked to the material output"
    return links[0].from_node


def _render_sphere(mat: bpy.types.Material, path: Path) -> list[float]:
    """RGB of a 32x32, 4-sample Cycles render filled by a sphere wearing `mat`."""
    sc = bpy.context.scene
    bpy.ops.mesh.primitive_uv_sphere_add(radius=1.0, segments=24, ring_count=12)
    bpy.ops.object.shade_smooth()
    bpy.context.object.data.materials.append(mat)
    cam = bpy.data.objects.new("cam", bpy.data.cameras.new("cam"))
    cam.data.type, cam.data.ortho_scale = "ORTHO", 1.3  # every pixel lands on the sphere
    cam.location, cam.rotation_euler = (0.0, -4.0, 0.0), (math.pi / 2, 0.0, 0.0)
    sun = bpy.data.objects.new("sun", bpy.data.lights.new("sun", "SUN"))
    sun.data.energy, sun.rotation_euler = 3.0, (0.9, 0.3, -0.5)
    for ob in (cam, sun):
        sc.collection.objects.link(ob)
    sc.camera = cam
    sc.world = bpy.data.worlds.new("grey")
    sc.world.color = (0.3, 0.3, 0.3)  # no nodes: a flat grey environment for glass and chrome
    sc.render.engine = "CYCLES"
    sc.cycles.device, sc.cycles.samples, sc.cycles.use_denoising = "CPU", 4, False
    sc.render.resolution_x = sc.render.resolution_y = 32
    sc.render.resolution_percentage = 100
    sc.render.filepath = str(path)
    bpy.ops.render.render(write_still=True)
    img = bpy.data.images.load(str(path))
    px = [0.0] * (len(img.pixels))
    img.pixels.foreach_get(px)
    return [v for i, v in enumerate(px) if i % 4 != 3]


def test_every_recipe_in_the_schema_is_implemented() -> None:
    assert set(RECIPES) == set(RECIPE_NAMES)


@pytest.mark.parametrize("recipe", RECIPE_NAMES)
def test_recipe_links_a_shader_to_the_output(recipe: str) -> None:
    mat = build_material(_spec(recipe, emission_strength=4.0 if recipe == "emissive" else 0.0))
    assert mat.name == f"m_{recipe}" and mat["vw_recipe"] == recipe
    assert _surface_node(mat).type in {"BSDF_PRINCIPLED", "EMISSION"}
    base = mat.node_tree.nodes[BASE_NODE].outputs[0].default_value
    assert tuple(base)[:3] == pytest.approx((0.6, 0.3, 0.2))
    assert len(mat.node_tree.nodes) <= 12  # small trees: Cycles pays for every node
    # every node feeds something: no dead branches left behind by a recipe
    linked = {link.from_node.name for link in mat.node_tree.links}
    dead = [n.name for n in mat.node_tree.nodes if n.type != "OUTPUT_MATERIAL"
            and n.name not in linked]
    assert not dead, dead


@pytest.mark.slow
@pytest.mark.parametrize("recipe", RECIPE_NAMES)
def test_recipe_renders_something(recipe: str, tmp_path: Path) -> None:
    spec = _spec(recipe, roughness=0.4, pattern_scale=1.0,
                 emission_strength=4.0 if recipe == "emissive" else 0.0)
    rgb = _render_sphere(build_material(spec), tmp_path / f"{recipe}.png")
    assert all(math.isfinite(v) for v in rgb)
    assert max(rgb) > 0.05, "renders black"
    assert max(rgb) - min(rgb) > 0.01, "renders one flat colour"


def _types(mat: bpy.types.Material) -> set[str]:
    return {n.type for n in mat.node_tree.nodes}


def test_recipe_specific_inputs() -> None:
    for recipe in ("glass", "frosted_glass"):
        glass = _surface_node(build_material(_spec(recipe)))
        assert glass.inputs["Transmission Weight"].default_value >= 0.9
    frosted = build_material(_spec("frosted_glass", roughness=0.1))
    assert frosted.node_tree.nodes["Map Range"].inputs["To Min"].default_value >= 0.3
    for recipe in ("metal", "brushed_metal", "chrome", "brass", "mirror"):
        metal = _surface_node(build_material(_spec(recipe)))
        assert metal.inputs["Metallic"].default_value >= 0.85, recipe
    mirror = _surface_node(build_material(_spec("mirror", roughness=0.5)))
    assert mirror.inputs["Roughness"].default_value <= 0.02
    assert _surface_node(build_material(_spec("brushed_metal"))).inputs[
        "Anisotropic"].default_value > 0
    assert _surface_node(build_material(_spec("velvet"))).inputs[
        "Sheen Weight"].default_value >= 0.8
    assert _surface_node(build_material(_spec("porcelain"))).inputs[
        "Coat Weight"].default_value >= 0.8
    painted = _surface_node(build_material(_spec("painted_metal", metallic=1.0)))
    assert painted.inputs["Metallic"].default_value == 0.0  # paint is a dielectric
    assert {"TEX_BRICK", "BUMP"} <= _types(build_material(_spec("brick")))
    assert {"TEX_BRICK", "MAP_RANGE"} <= _types(build_material(_spec("tile")))
    assert {"TEX_BRICK", "TEX_WAVE"} <= _types(build_material(_spec("wood_planks")))
    assert "TEX_VORONOI" in _types(build_material(_spec("terrazzo")))
    assert "TEX_WAVE" in _types(build_material(_spec("wallpaper")))
    lamp = _surface_node(build_material(_spec("emissive", emission_strength=7.5)))
    assert lamp.inputs["Emission Strength"].default_value == pytest.approx(7.5)
    assert lamp.inputs["Emission Color"].links  # emits its base colour
    wood = build_material(_spec("wood", pattern_scale=2.0))
    assert any(n.type == "TEX_WAVE" for n in wood.node_tree.nodes)


def test_tinted_copy_recolours_and_is_shared() -> None:
    mat = build_material(_spec("paper"))
    a = tinted_copy(mat, (0.1, 0.2, 0.3))
    assert a is not mat
    assert tuple(a.node_tree.nodes[BASE_NODE].outputs[0].default_value)[:3] == pytest.approx(
        (0.1, 0.2, 0.3))
    assert tinted_copy(mat, (0.1, 0.2, 0.3)) == a
    assert tuple(mat.node_tree.nodes[BASE_NODE].outputs[0].default_value)[:3] == pytest.approx(
        (0.6, 0.3, 0.2))


def test_floor_variant_lays_planks_and_tiles_only_where_needed() -> None:
    for recipe in ("wood", "stone", "marble", "granite"):
        mat = build_material(_spec(recipe))
        laid = floor_variant(mat)
        assert laid is not mat and floor_variant(mat) == laid
        assert sum(n.type == "TEX_BRICK" for n in laid.node_tree.nodes) == 1
    for recipe in ("plaster", "wood_planks", "tile", "concrete", "terrazzo"):
        mat = build_material(_spec(recipe))
        assert floor_variant(mat) is mat, recipe  # laid already, or seamless
    assert floor_variant(default_material()) is default_material()


def test_glowing_copy_emits_but_is_not_sampled_as_a_light() -> None:
    shade = build_material(_spec("fabric"))
    glow = glowing_copy(shade)
    assert glow.name == "m_fabric~glow" and glowing_copy(shade) == glow
    assert _surface_node(glow).inputs["Emission Strength"].default_value > 0
    assert glow.cycles.emission_sampling == "NONE"
    assert _surface_node(shade).inputs["Emission Strength"].default_value == 0
