"""Recipes for stone, masonry and wall finishes (imports bpy: worker processes only).

Brick and tile read `planar` coordinates so their rows stay level on walls and square on
floors; the rest are 3D textures that look the same on any face.
"""

from __future__ import annotations

from agents.texture.blender_nodes import (
    NOISE,
    Graph,
    Node,
    Recipe,
    bump,
    coords,
    mix,
    noise,
    planar,
    ramp,
    rough,
    setin,
    tone,
    voronoi,
)
from orchestrator.schema.scene import MaterialSpec


def marble(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Polished marble: thin meandering veins along one contour of a distorted noise (so they
    thicken and fade like real ones) over faint clouding."""
    field = noise(g, coords(g, (1.0, 1.6, 0.8)), 1.3 * s.pattern_scale, 4.0,
                  distortion=1.0, roughness=0.55)
    veins = ramp(g, field, [(0.0, 0.9), (0.488, 1.02), (0.5, 0.62), (0.512, 1.02),
                            (1.0, 0.94)])
    g.link(mix(g, base.outputs[0], veins, 1.0, "MULTIPLY"), bsdf.inputs["Base Color"])
    setin(bsdf, Coat_Weight=0.5, Coat_Roughness=0.04)


def granite(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Crystalline speckle: ~8 mm voronoi crystals, each dark, base or light (overlay: 0.5
    leaves the base colour, below darkens, above lightens); polished."""
    crystals = voronoi(g, coords(g), 120.0 * s.pattern_scale)
    flecks = ramp(g, crystals.outputs["Color"], [(0.0, 0.22), (0.3, 0.5), (0.72, 0.7)],
                  "CONSTANT")
    g.link(mix(g, base.outputs[0], flecks, 1.0, "OVERLAY"), bsdf.inputs["Base Color"])
    setin(bsdf, Coat_Weight=0.4, Coat_Roughness=0.06)


def stone(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Natural stone: broad mottling, a rough pitted surface."""
    vec = coords(g)
    fac = noise(g, vec, 4.0 * s.pattern_scale, 6.0, distortion=0.6, roughness=0.6)
    tone(g, base, bsdf, fac, 0.7, 1.12, NOISE)
    rough(g, bsdf, fac, s.roughness, 0.1)
    bump(g, bsdf, noise(g, vec, 18.0 * s.pattern_scale, 3.0, roughness=0.6), 0.5, 0.03)


def terrazzo(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Marble chips (3 cm cells) in a cement matrix of the base colour, polished."""
    cells = voronoi(g, coords(g), 30.0 * s.pattern_scale)
    chip = ramp(g, cells.outputs["Color"], [(0.0, (0.12, 0.12, 0.12)),
                                           (0.3, (0.93, 0.91, 0.87)),
                                           (0.55, (0.62, 0.3, 0.2)),
                                           (0.75, (0.55, 0.56, 0.55))], "CONSTANT")
    inside = g.add("ShaderNodeMath", operation="LESS_THAN", inputs={1: 0.42})
    g.link(cells.outputs["Distance"], inside.inputs[0])
    g.link(mix(g, base.outputs[0], chip, inside.outputs[0]), bsdf.inputs["Base Color"])
    setin(bsdf, Coat_Weight=0.4, Coat_Roughness=0.08)


def plaster(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Trowelled plaster / matt paint: faint clouds, a fine tooth."""
    vec = coords(g)
    tone(g, base, bsdf, noise(g, vec, 1.5 * s.pattern_scale, 3.0), 0.93, 1.03)
    bump(g, bsdf, noise(g, vec, 40.0 * s.pattern_scale, 2.0), 0.04)
    setin(bsdf, Specular_IOR_Level=0.4)


def concrete(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Cast concrete: cloudy mottling (also in roughness) and scattered 2-4 mm pores (the
    low tail of a fine noise: cheap, unlike voronoi, since a bump evaluates it three times)."""
    vec = coords(g)
    fac = noise(g, vec, 2.0 * s.pattern_scale, 5.0, roughness=0.62)
    tone(g, base, bsdf, fac, 0.76, 1.1, NOISE)
    rough(g, bsdf, fac, s.roughness, 0.12)
    pores = noise(g, vec, 120.0 * s.pattern_scale, 0.0)
    pit = g.add("ShaderNodeMath", operation="LESS_THAN", inputs={1: 0.24})
    g.link(pores, pit.inputs[0])
    feed = bsdf.inputs["Base Color"].links[0].from_socket
    g.link(mix(g, feed, (0.0, 0.0, 0.0), pit.outputs[0]), bsdf.inputs["Base Color"])
    bump(g, bsdf, pit.outputs[0], 0.8, 0.002, invert=True)


def brick(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Stretcher-bond brick (215 x 65 mm, 10 mm joints): bricks up to 30 % darker each,
    recessed light mortar, a rough fired surface."""
    brick_tex = g.add("ShaderNodeTexBrick", offset=0.5, offset_frequency=2, squash=1.0,
                      squash_frequency=1,
                      inputs={"Color2": (0.02, 0.01, 0.01, 1.0),
                              "Mortar": (0.42, 0.4, 0.37, 1.0), "Scale": 1.0,
                              "Mortar Size": 0.01, "Mortar Smooth": 0.2, "Bias": -0.7,
                              "Brick Width": 0.225, "Row Height": 0.075})
    g.link(planar(g, s.pattern_scale), brick_tex.inputs["Vector"])
    g.link(base.outputs[0], brick_tex.inputs["Color1"])
    g.link(brick_tex.outputs["Color"], bsdf.inputs["Base Color"])
    pits = g.add("ShaderNodeMath", operation="MULTIPLY_ADD", inputs={1: 0.25})
    g.link(noise(g, coords(g), 90.0 * s.pattern_scale, 2.0), pits.inputs[0])
    g.link(brick_tex.outputs["Fac"], pits.inputs[2])
    bump(g, bsdf, pits.outputs[0], 0.6, 0.004, invert=True)
    setin(bsdf, Roughness=max(s.roughness, 0.75), Specular_IOR_Level=0.35)


def tile(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Glazed square tiles (30 cm at pattern_scale 1, 15 cm at 2) with 4.5 mm mid-grey matt
    grout, each tile a shade apart; the glaze's roughness is the spec's, the grout's 0.9."""
    grid = g.add("ShaderNodeTexBrick", offset=0.0, offset_frequency=1, squash=1.0,
                 squash_frequency=1,
                 inputs={"Color2": (0.0, 0.0, 0.0, 1.0), "Mortar": (0.42, 0.41, 0.39, 1.0),
                         "Scale": s.pattern_scale, "Mortar Size": 0.0045 * s.pattern_scale,
                         "Mortar Smooth": 0.3, "Bias": -0.9, "Brick Width": 0.3,
                         "Row Height": 0.3})
    g.link(planar(g), grid.inputs["Vector"])
    g.link(base.outputs[0], grid.inputs["Color1"])
    g.link(grid.outputs["Color"], bsdf.inputs["Base Color"])
    mr = g.add("ShaderNodeMapRange", inputs={"To Min": s.roughness, "To Max": 0.9})
    g.link(grid.outputs["Fac"], mr.inputs["Value"])
    g.link(mr.outputs["Result"], bsdf.inputs["Roughness"])
    bump(g, bsdf, grid.outputs["Fac"], 0.5, 0.002, invert=True)


MINERAL: dict[str, Recipe] = {
    "marble": marble,
    "granite": granite,
    "stone": stone,
    "terrazzo": terrazzo,
    "plaster": plaster,
    "concrete": concrete,
    "brick": brick,
    "tile": tile,
}
