"""MaterialSpec -> Blender node material (imports bpy: worker processes only).

Each recipe is a Principled BSDF with at most a handful of procedural nodes (Cycles CPU pays
for every node on every shading sample); the recipes live in `blender_recipes_soft` (wood,
textiles, paper), `blender_recipes_hard` (metal, glaze, glass, plastic) and
`blender_recipes_mineral` (stone, masonry, walls), their helpers in `blender_nodes`.
The base colour always comes from one RGB node named `vw_base`, so a recoloured copy (book
spines, art blocks) only changes that node.
"""

from __future__ import annotations

from typing import NamedTuple

import bpy

from agents.texture.blender_nodes import BASE_NODE, Graph, Recipe, coords, mix, new_material
from agents.texture.blender_recipes_hard import HARD
from agents.texture.blender_recipes_mineral import MINERAL
from agents.texture.blender_recipes_soft import SOFT
from orchestrator.schema.scene import RGB, MaterialSpec

__all__ = ["BASE_NODE", "RECIPES", "build_material", "default_material", "floor_variant",
           "glowing_copy", "tinted_copy"]

DEFAULT_GREY: RGB = (0.62, 0.61, 0.58)

RECIPES: dict[str, Recipe] = {**SOFT, **HARD, **MINERAL}


def build_material(spec: MaterialSpec) -> bpy.types.Material:
    """A node material for `spec`; the datablock is named after `spec.id`."""
    mat, g, bsdf, base = new_material(spec.id, spec.base_color)
    bsdf.inputs["Roughness"].default_value = spec.roughness
    bsdf.inputs["Metallic"].default_value = spec.metallic
    bsdf.inputs["Transmission Weight"].default_value = spec.transmission
    if spec.emission_strength > 0.0:
        g.link(base.outputs[0], bsdf.inputs["Emission Color"])
        bsdf.inputs["Emission Strength"].default_value = spec.emission_strength
    RECIPES[spec.recipe](g, spec, bsdf, base)
    mat["vw_recipe"] = spec.recipe  # lets the room builder lay wood as planks, stone as tiles
    return mat


class _Layout(NamedTuple):
    width: float  # piece length along X (m)
    row: float  # piece width along Y (m)
    joint: float  # joint width (m)
    joint_grey: float  # joint colour as a multiple of the material's colour
    offset: float  # row stagger: 0.5 running bond, 0 a grid
    spread: float = 0.12  # per-piece tone variation (x 1 +/- spread / 2)


# recipe -> how a floor of it is laid; wood_planks, tile and brick carry their own joints
_FLOOR_LAYOUT: dict[str, _Layout] = {
    "wood": _Layout(1.2, 0.16, 0.002, 0.45, 0.5, 0.24),
    "stone": _Layout(0.6, 0.6, 0.004, 0.6, 0.5),
    "marble": _Layout(0.6, 0.6, 0.002, 0.85, 0.0, 0.08),
    "granite": _Layout(0.6, 0.6, 0.002, 0.7, 0.0, 0.06),
}


def floor_variant(mat: bpy.types.Material) -> bpy.types.Material:
    """A copy of a wood / stone / marble / granite material laid as planks or tiles.

    Other recipes come back unchanged (wood_planks, tile and brick are laid already; concrete,
    terrazzo and the rest are poured or seamless). The brick pattern multiplies whatever feeds
    the base colour, so the recipe's own grain or veining stays.
    """
    layout = _FLOOR_LAYOUT.get(str(mat.get("vw_recipe", "")))
    if layout is None or mat.node_tree is None:
        return mat
    name = f"{mat.name}~floor"
    existing = bpy.data.materials.get(name)
    if existing is not None:
        return existing
    floor = mat.copy()
    floor.name = name
    g = Graph(floor)
    bsdf = g.nodes["Principled BSDF"]
    feed = bsdf.inputs["Base Color"].links[0].from_socket
    lo, hi, joint = 1.0 - layout.spread / 2, 1.0 + layout.spread / 2, layout.joint_grey
    brick = g.add("ShaderNodeTexBrick", offset=layout.offset, offset_frequency=2, squash=1.0,
                  squash_frequency=1,
                  inputs={"Color1": (lo, lo, lo, 1.0), "Color2": (hi, hi, hi, 1.0),
                          "Mortar": (joint, joint, joint, 1.0), "Scale": 1.0,
                          "Mortar Size": layout.joint, "Bias": 0.0,
                          "Brick Width": layout.width, "Row Height": layout.row})
    g.link(coords(g), brick.inputs["Vector"])
    g.link(mix(g, feed, brick.outputs["Color"], 1.0, "MULTIPLY"), bsdf.inputs["Base Color"])
    return floor


def default_material(name: str = "vw_default", color: RGB = DEFAULT_GREY,
                     roughness: float = 0.7) -> bpy.types.Material:
    """A neutral matte material for slots the texture agent left empty (reused per job)."""
    existing = bpy.data.materials.get(name)
    if existing is not None:
        return existing
    mat, _g, bsdf, _base = new_material(name, color)
    bsdf.inputs["Roughness"].default_value = roughness
    return mat


def tinted_copy(mat: bpy.types.Material, rgb: RGB) -> bpy.types.Material:
    """`mat` with its base colour replaced; copies are shared by name within a job."""
    name = f"{mat.name}~{rgb[0]:.3f},{rgb[1]:.3f},{rgb[2]:.3f}"
    existing = bpy.data.materials.get(name)
    if existing is not None:
        return existing
    copy = mat.copy()
    copy.name = name
    copy.diffuse_color = (*rgb, 1.0)
    if copy.node_tree is not None and BASE_NODE in copy.node_tree.nodes:
        copy.node_tree.nodes[BASE_NODE].outputs[0].default_value = (*rgb, 1.0)
    return copy


def glowing_copy(mat: bpy.types.Material, strength: float = 2.0,
                 glow: RGB = (1.0, 0.72, 0.42)) -> bpy.types.Material:
    """`mat` made to glow faintly, as a lamp shade lit from inside (shared by name per job).

    The real light is the rig's point light in the shade; this only makes the fabric read as
    lit. It is not sampled as a light (emission_sampling NONE), so it costs no extra noise.
    """
    name = f"{mat.name}~glow"
    existing = bpy.data.materials.get(name)
    if existing is not None:
        return existing
    copy = mat.copy()
    copy.name = name
    copy.cycles.emission_sampling = "NONE"
    bsdf = copy.node_tree.nodes.get("Principled BSDF") if copy.node_tree else None
    if bsdf is not None:
        base = copy.node_tree.nodes.get(BASE_NODE)
        colour = base.outputs[0].default_value if base is not None else (1.0, 1.0, 1.0, 1.0)
        bsdf.inputs["Emission Color"].default_value = (
            colour[0] * glow[0], colour[1] * glow[1], colour[2] * glow[2], 1.0)
        bsdf.inputs["Emission Strength"].default_value = strength
    return copy

