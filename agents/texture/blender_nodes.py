"""Node-tree helpers the material recipes are written with (imports bpy: worker processes only).

A recipe gets a `Graph` (node factory + linker), the Principled BSDF and the `vw_base` RGB node
and adds a few procedural nodes. Textures read Object coordinates: objects are built at real
size, so every scale below is in metres (a wave `Scale` of 25 is a ~2.5 cm period).
"""

from __future__ import annotations

from collections.abc import Callable

import bpy

from orchestrator.schema.scene import RGB, MaterialSpec

BASE_NODE = "vw_base"
Socket = bpy.types.NodeSocket
Node = bpy.types.Node
Grey = float | tuple[float, float, float]
NOISE = (0.3, 0.7)  # where a noise texture's Fac mostly lies


class Graph:
    """Tiny node-tree helper: create nodes with inputs set by name, link sockets."""

    def __init__(self, mat: bpy.types.Material) -> None:
        self.nodes = mat.node_tree.nodes
        self.links = mat.node_tree.links
        self._texcoord: Node | None = None

    def add(self, kind: str, inputs: dict[str, object] | None = None, **props: object) -> Node:
        node = self.nodes.new(kind)
        for key, value in props.items():
            setattr(node, key, value)
        for key, value in (inputs or {}).items():
            node.inputs[key].default_value = value
        return node

    def link(self, out: Socket, into: Socket) -> None:
        self.links.new(out, into)

    def texcoord(self) -> Node:
        """The one Texture Coordinate node of this tree (shared by every texture)."""
        if self._texcoord is None:
            self._texcoord = self.add("ShaderNodeTexCoord")
        return self._texcoord


# a recipe: (graph, spec, principled node, base colour node) -> None
Recipe = Callable[[Graph, MaterialSpec, Node, Node], None]


def new_material(name: str, color: RGB) -> tuple[bpy.types.Material, Graph, Node, Node]:
    """An empty node material: output <- Principled BSDF <- `vw_base` RGB (the base colour)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    mat.diffuse_color = (*color, 1.0)  # solid-view colour for people opening the .blend
    g = Graph(mat)
    g.nodes.clear()
    out = g.add("ShaderNodeOutputMaterial")
    bsdf = g.add("ShaderNodeBsdfPrincipled")
    base = g.add("ShaderNodeRGB", name=BASE_NODE, label="base colour")
    base.outputs[0].default_value = (*color, 1.0)
    g.link(bsdf.outputs["BSDF"], out.inputs["Surface"])
    g.link(base.outputs[0], bsdf.inputs["Base Color"])
    return mat, g, bsdf, base


def coords(g: Graph, scale: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> Socket:
    """Object coordinates, optionally scaled per axis (a stretch makes streaks or grain)."""
    obj = g.texcoord().outputs["Object"]
    if scale == (1.0, 1.0, 1.0):
        return obj
    mapping = g.add("ShaderNodeMapping", inputs={"Scale": scale})
    g.link(obj, mapping.inputs["Vector"])
    return mapping.outputs["Vector"]


def planar(g: Graph, scale: float = 1.0) -> Socket:
    """2D coordinates (x, y) that lie in the face for floors and walls alike.

    (x + y|nx|, z + y|nz|) with the object-space normal n: a floor reads (x, y), a wall along
    X reads (x, z), a wall along Y reads (y, z), so brick and tile rows stay level on walls and
    square on floors. A final 90-degree turn about X moves the pair into the (x, y) slots the
    2D textures read. Four nodes plus the shared Texture Coordinate.
    """
    tc = g.texcoord()
    sep = g.add("ShaderNodeSeparateXYZ")
    g.link(tc.outputs["Object"], sep.inputs["Vector"])
    absn = g.add("ShaderNodeVectorMath", operation="ABSOLUTE")
    g.link(tc.outputs["Normal"], absn.inputs[0])
    fold = g.add("ShaderNodeVectorMath", operation="MULTIPLY_ADD")
    g.link(sep.outputs["Y"], fold.inputs[0])  # float -> (y, y, y)
    g.link(absn.outputs["Vector"], fold.inputs[1])
    g.link(tc.outputs["Object"], fold.inputs[2])
    turn = g.add("ShaderNodeMapping", inputs={"Rotation": (1.5707963, 0.0, 0.0),
                                              "Scale": (scale, scale, scale)})
    g.link(fold.outputs["Vector"], turn.inputs["Vector"])
    return turn.outputs["Vector"]


def noise(g: Graph, vec: Socket, scale: float, detail: float = 2.0,
          distortion: float = 0.0, roughness: float = 0.5) -> Socket:
    n = g.add("ShaderNodeTexNoise", inputs={"Scale": scale, "Detail": detail,
                                            "Distortion": distortion, "Roughness": roughness})
    g.link(vec, n.inputs["Vector"])
    return n.outputs["Fac"]


def voronoi(g: Graph, vec: Socket, scale: float, **props: object) -> Node:
    v = g.add("ShaderNodeTexVoronoi", inputs={"Scale": scale}, **props)
    g.link(vec, v.inputs["Vector"])
    return v


def ramp(g: Graph, fac: Socket, stops: list[tuple[float, Grey]],
         interpolation: str = "LINEAR") -> Socket:
    """A colour ramp over `fac` with (position, grey or RGB) stops."""
    node = g.add("ShaderNodeValToRGB")
    cr = node.color_ramp
    cr.interpolation = interpolation
    while len(cr.elements) < len(stops):
        cr.elements.new(0.5)
    for element, (pos, value) in zip(cr.elements, stops, strict=True):
        rgb = (value, value, value) if isinstance(value, float | int) else value
        element.position = pos
        element.color = (*rgb, 1.0)
    g.link(fac, node.inputs["Fac"])
    return node.outputs["Color"]


def mix(g: Graph, a: Socket, b: Socket | tuple[float, ...], fac: Socket | float,
        blend: str = "MIX") -> Socket:
    """An RGBA mix node: `blend`(a, b) by `fac` (a socket or a constant)."""
    node = g.add("ShaderNodeMix", data_type="RGBA", blend_type=blend)
    if isinstance(fac, float | int):
        node.inputs[0].default_value = float(fac)
    else:
        g.link(fac, node.inputs[0])
    g.link(a, node.inputs[6])
    if isinstance(b, tuple):
        node.inputs[7].default_value = (*b[:3], 1.0)
    else:
        g.link(b, node.inputs[7])
    return node.outputs[2]


def tone(g: Graph, base: Node, bsdf: Node, fac: Socket, lo: float, hi: float,
         span: tuple[float, float] = (0.0, 1.0)) -> Socket:
    """Base colour x a grey ramp (lo at span[0], hi at span[1]) driven by `fac`: variation
    without changing the hue. Noise rarely leaves 0.3-0.7, so noise-driven tones pass that
    span to get their full range."""
    out = mix(g, base.outputs[0], ramp(g, fac, [(span[0], lo), (span[1], hi)]), 1.0,
              "MULTIPLY")
    g.link(out, bsdf.inputs["Base Color"])
    return out


def rough(g: Graph, bsdf: Node, fac: Socket, value: float, spread: float) -> None:
    """Roughness varied by `fac` around the spec's value (+/- spread)."""
    mr = g.add("ShaderNodeMapRange", inputs={"To Min": max(0.0, value - spread),
                                             "To Max": min(1.0, value + spread)})
    g.link(fac, mr.inputs["Value"])
    g.link(mr.outputs["Result"], bsdf.inputs["Roughness"])


def bump(g: Graph, bsdf: Node, height: Socket, strength: float, distance: float = 0.003,
         invert: bool = False) -> Node:
    """Normal from `height` (invert: high values dent in, as mortar and grout joints do)."""
    node = g.add("ShaderNodeBump", inputs={"Strength": strength, "Distance": distance},
                 invert=invert)
    g.link(height, node.inputs["Height"])
    g.link(node.outputs["Normal"], bsdf.inputs["Normal"])
    return node


def setin(bsdf: Node, **values: object) -> None:
    """Set Principled inputs by name with underscores for spaces (Coat_Weight=0.5)."""
    for key, value in values.items():
        bsdf.inputs[key.replace("_", " ")].default_value = value
