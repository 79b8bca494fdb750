"""MaterialSpec -> Blender node material (imports bpy: worker processes only).

Each recipe is a Principled BSDF with at most a handful of procedural nodes (Cycles CPU pays
for every node on every shading sample). The base colour always comes from one RGB node named
`vw_base`, so a recoloured copy (book spines, art blocks) only changes that node.
Textures use Object coordinates: objects are built at real size, so scales read in metres.
"""

from __future__ import annotations

from collections.abc import Callable

import bpy

from orchestrator.scene import RGB, MaterialSpec

BASE_NODE = "vw_base"
DEFAULT_GREY: RGB = (0.62, 0.61, 0.58)


class _Graph:
    """Tiny node-tree helper: create nodes with inputs set by name, link sockets."""

    def __init__(self, mat: bpy.types.Material) -> None:
        self.nodes = mat.node_tree.nodes
        self.links = mat.node_tree.links

    def add(self, kind: str, inputs: dict[str, object] | None = None,
            **props: object) -> bpy.types.Node:
        node = self.nodes.new(kind)
        for key, value in props.items():
            setattr(node, key, value)
        for key, value in (inputs or {}).items():
            node.inputs[key].default_value = value
        return node

    def link(self, out: bpy.types.NodeSocket, into: bpy.types.NodeSocket) -> None:
        self.links.new(out, into)


def _new_material(name: str, color: RGB) -> tuple[bpy.types.Material, _Graph, bpy.types.Node,
                                                   bpy.types.Node]:
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    mat.diffuse_color = (*color, 1.0)  # solid-view colour for people opening the .blend
    g = _Graph(mat)
    g.nodes.clear()
    out = g.add("ShaderNodeOutputMaterial")
    bsdf = g.add("ShaderNodeBsdfPrincipled")
    base = g.add("ShaderNodeRGB", name=BASE_NODE, label="base colour")
    base.outputs[0].default_value = (*color, 1.0)
    g.link(bsdf.outputs["BSDF"], out.inputs["Surface"])
    g.link(base.outputs[0], bsdf.inputs["Base Color"])
    return mat, g, bsdf, base


def _coords(g: _Graph, scale: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> bpy.types.NodeSocket:
    tc = g.add("ShaderNodeTexCoord")
    if scale == (1.0, 1.0, 1.0):
        return tc.outputs["Object"]
    mapping = g.add("ShaderNodeMapping", inputs={"Scale": scale})
    g.link(tc.outputs["Object"], mapping.inputs["Vector"])
    return mapping.outputs["Vector"]


def _noise(g: _Graph, vec: bpy.types.NodeSocket, scale: float, detail: float = 2.0,
           distortion: float = 0.0) -> bpy.types.NodeSocket:
    n = g.add("ShaderNodeTexNoise",
              inputs={"Scale": scale, "Detail": detail, "Distortion": distortion})
    g.link(vec, n.inputs["Vector"])
    return n.outputs["Fac"]


def _tone(g: _Graph, base: bpy.types.Node, bsdf: bpy.types.Node, fac: bpy.types.NodeSocket,
          lo: float, hi: float) -> None:
    """Base colour x a grey ramp driven by `fac`: variation without changing the hue."""
    ramp = g.add("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (lo, lo, lo, 1.0)
    ramp.color_ramp.elements[1].color = (hi, hi, hi, 1.0)
    g.link(fac, ramp.inputs["Fac"])
    mix = g.add("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
    mix.inputs[0].default_value = 1.0
    g.link(base.outputs[0], mix.inputs[6])
    g.link(ramp.outputs["Color"], mix.inputs[7])
    g.link(mix.outputs[2], bsdf.inputs["Base Color"])


def _rough(g: _Graph, bsdf: bpy.types.Node, fac: bpy.types.NodeSocket, rough: float,
           spread: float) -> None:
    mr = g.add("ShaderNodeMapRange", inputs={"To Min": max(0.0, rough - spread),
                                              "To Max": min(1.0, rough + spread)})
    g.link(fac, mr.inputs["Value"])
    g.link(mr.outputs["Result"], bsdf.inputs["Roughness"])


def _bump(g: _Graph, bsdf: bpy.types.Node, height: bpy.types.NodeSocket, strength: float,
          distance: float = 0.003) -> None:
    bump = g.add("ShaderNodeBump", inputs={"Strength": strength, "Distance": distance})
    g.link(height, bump.inputs["Height"])
    g.link(bump.outputs["Normal"], bsdf.inputs["Normal"])


# -- recipes: (graph, spec, principled node, base colour node) ---------------------------
Recipe = Callable[[_Graph, MaterialSpec, bpy.types.Node, bpy.types.Node], None]


def _wood(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    # Bands along (y+z) with x nearly dropped: grain runs along X on tops and fronts alike.
    # Grain period ~2.5 cm at pattern_scale 1, gently wavy like flat-sawn boards.
    wave = g.add("ShaderNodeTexWave", wave_type="BANDS", bands_direction="DIAGONAL",
                 inputs={"Scale": 25.0 * s.pattern_scale, "Distortion": 5.0, "Detail": 2.0,
                         "Detail Scale": 0.8})
    g.link(_coords(g, (0.08, 1.0, 1.0)), wave.inputs["Vector"])
    _tone(g, base, bsdf, wave.outputs["Fac"], 0.74, 1.08)
    _rough(g, bsdf, wave.outputs["Fac"], s.roughness, 0.06)


def _fabric(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    vec = _coords(g)
    _tone(g, base, bsdf, _noise(g, vec, 6.0 * s.pattern_scale, 3.0), 0.84, 1.06)
    _bump(g, bsdf, _noise(g, vec, 260.0 * s.pattern_scale, 0.0), 0.12, 0.002)
    bsdf.inputs["Sheen Weight"].default_value = 0.4
    bsdf.inputs["Sheen Roughness"].default_value = 0.5


def _leather(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    vec = _coords(g)
    _tone(g, base, bsdf, _noise(g, vec, 5.0 * s.pattern_scale, 4.0), 0.78, 1.06)
    vor = g.add("ShaderNodeTexVoronoi", inputs={"Scale": 140.0 * s.pattern_scale})
    g.link(vec, vor.inputs["Vector"])
    _bump(g, bsdf, vor.outputs["Distance"], 0.15, 0.002)


def _metal(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    bsdf.inputs["Metallic"].default_value = max(s.metallic, 0.9)
    _rough(g, bsdf, _noise(g, _coords(g), 18.0 * s.pattern_scale, 2.0), s.roughness, 0.07)


def _mottled(lo: float, hi: float, scale: float, detail: float = 3.0,
             bump: float = 0.0, bump_scale: float = 0.0) -> Recipe:
    """Recipes that are a tone variation plus an optional fine bump."""

    def recipe(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
        vec = _coords(g)
        _tone(g, base, bsdf, _noise(g, vec, scale * s.pattern_scale, detail), lo, hi)
        if bump > 0.0:
            _bump(g, bsdf, _noise(g, vec, bump_scale * s.pattern_scale, 2.0), bump)

    return recipe


def _plain(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    """Ceramic, plastic: smooth surfaces that need no texture (cheapest shading)."""


def _glass(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    bsdf.inputs["Transmission Weight"].default_value = max(s.transmission, 0.95)
    bsdf.inputs["IOR"].default_value = 1.45


def _emissive(g: _Graph, s: MaterialSpec, bsdf: bpy.types.Node, base: bpy.types.Node) -> None:
    g.link(base.outputs[0], bsdf.inputs["Emission Color"])
    bsdf.inputs["Emission Strength"].default_value = s.emission_strength or 2.0


RECIPES: dict[str, Recipe] = {
    "wood": _wood,
    "fabric": _fabric,
    "leather": _leather,
    "metal": _metal,
    "ceramic": _plain,
    "plaster": _mottled(0.93, 1.03, 1.5, 3.0, bump=0.04, bump_scale=40.0),
    "glass": _glass,
    "plastic": _plain,
    "foliage": _mottled(0.7, 1.12, 14.0, 2.0),
    "paper": _mottled(0.94, 1.02, 25.0, 2.0),
    "emissive": _emissive,
    "stone": _mottled(0.72, 1.1, 3.5, 6.0, bump=0.15, bump_scale=25.0),
    "soil": _mottled(0.55, 1.0, 40.0, 4.0, bump=0.35, bump_scale=90.0),
}


def build_material(spec: MaterialSpec) -> bpy.types.Material:
    """A node material for `spec`; the datablock is named after `spec.id`."""
    mat, g, bsdf, base = _new_material(spec.id, spec.base_color)
    bsdf.inputs["Roughness"].default_value = spec.roughness
    bsdf.inputs["Metallic"].default_value = spec.metallic
    bsdf.inputs["Transmission Weight"].default_value = spec.transmission
    if spec.emission_strength > 0.0:
        g.link(base.outputs[0], bsdf.inputs["Emission Color"])
        bsdf.inputs["Emission Strength"].default_value = spec.emission_strength
    RECIPES[spec.recipe](g, spec, bsdf, base)
    mat["vw_recipe"] = spec.recipe  # lets the room builder lay wood as planks, stone as tiles
    return mat


# recipe -> (brick width, row height, mortar width, mortar grey) for floors, in metres
_FLOOR_LAYOUT = {"wood": (1.2, 0.16, 0.002, 0.45), "stone": (0.6, 0.6, 0.004, 0.6)}


def floor_variant(mat: bpy.types.Material) -> bpy.types.Material:
    """A copy of a wood/stone material laid as planks/tiles (per-piece tone + joints).

    Other recipes come back unchanged. The brick pattern multiplies whatever feeds the base
    colour, so the recipe's own grain or mottling stays.
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
    g = _Graph(floor)
    bsdf = g.nodes["Principled BSDF"]
    feed = bsdf.inputs["Base Color"].links[0].from_socket
    width, row, mortar, grey = layout
    brick = g.add("ShaderNodeTexBrick", offset=0.5, offset_frequency=2, squash=1.0,
                  squash_frequency=1,
                  inputs={"Color1": (0.82, 0.82, 0.82, 1.0), "Color2": (1.06, 1.06, 1.06, 1.0),
                          "Mortar": (grey, grey, grey, 1.0), "Scale": 1.0,
                          "Mortar Size": mortar, "Bias": 0.0, "Brick Width": width,
                          "Row Height": row})
    g.link(_coords(g), brick.inputs["Vector"])
    mix = g.add("ShaderNodeMix", data_type="RGBA", blend_type="MULTIPLY")
    mix.inputs[0].default_value = 1.0
    g.link(feed, mix.inputs[6])
    g.link(brick.outputs["Color"], mix.inputs[7])
    g.link(mix.outputs[2], bsdf.inputs["Base Color"])
    return floor


def default_material(name: str = "vw_default", color: RGB = DEFAULT_GREY,
                     roughness: float = 0.7) -> bpy.types.Material:
    """A neutral matte material for slots the texture agent left empty (reused per job)."""
    existing = bpy.data.materials.get(name)
    if existing is not None:
        return existing
    mat, _g, bsdf, _base = _new_material(name, color)
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

