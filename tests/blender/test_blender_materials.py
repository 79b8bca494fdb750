"""Every material recipe builds a small node tree whose shader reaches the output."""

from __future__ import annotations

import typing

import pytest

from orchestrator.scene import MaterialSpec

bpy = pytest.importorskip("bpy")
from agents.texture.blender import (  # noqa: E402
    BASE_NODE,
    build_material,
    default_material,
    floor_variant,
    glowing_copy,
    tinted_copy,
)

pytestmark = pytest.mark.blender
RECIPES = typing.get_args(MaterialSpec.model_fields["recipe"].annotation)


def _spec(recipe: str, **kw: object) -> MaterialSpec:
    return MaterialSpec(id=f"m_{recipe}", recipe=recipe, base_color=(0.6, 0.3, 0.2), **kw)


def _surface_node(mat: bpy.types.Material) -> bpy.types.Node:
    out = next(n for n in mat.node_tree.nodes if n.type == "OUTPUT_MATERIAL")
    links = out.inputs["Surface"].links
    assert links, "nothing linked to the material output"
    return links[0].from_node


@pytest.mark.parametrize("recipe", RECIPES)
def test_recipe_links_a_shader_to_the_output(recipe: str) -> None:
    mat = build_material(_spec(recipe, emission_strength=4.0 if recipe == "emissive" else 0.0))
    assert mat.name == f"m_{recipe}"
    assert _surface_node(mat).type in {"BSDF_PRINCIPLED", "EMISSION"}
    base = mat.node_tree.nodes[BASE_NODE].outputs[0].default_value
    assert tuple(base)[:3] == pytest.approx((0.6, 0.3, 0.2))
    assert len(mat.node_tree.nodes) <= 12  # small trees: Cycles pays for every node


def test_recipe_specific_inputs() -> None:
    glass = _surface_node(build_material(_spec("glass")))
    assert glass.inputs["Transmission Weight"].default_value >= 0.9
    metal = _surface_node(build_material(_spec("metal")))
    assert metal.inputs["Metallic"].default_value >= 0.85
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


def test_floor_variant_lays_planks_only_for_wood_and_stone() -> None:
    wood = build_material(_spec("wood"))
    planks = floor_variant(wood)
    assert planks is not wood
    assert any(n.type == "TEX_BRICK" for n in planks.node_tree.nodes)
    plaster = build_material(_spec("plaster"))
    assert floor_variant(plaster) is plaster
    assert floor_variant(default_material()) is default_material()


def test_glowing_copy_emits_but_is_not_sampled_as_a_light() -> None:
    shade = build_material(_spec("fabric"))
    glow = glowing_copy(shade)
    assert glow.name == "m_fabric~glow" and glowing_copy(shade) == glow
    assert _surface_node(glow).inputs["Emission Strength"].default_value > 0
    assert glow.cycles.emission_sampling == "NONE"
    assert _surface_node(shade).inputs["Emission Strength"].default_value == 0
