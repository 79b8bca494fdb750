"""Recipes for wood, textiles, leather, paper and plants (imports bpy: worker processes only).

Each is a Principled BSDF plus a handful of procedural nodes; sizes are real (metres) at
pattern_scale 1, and a larger pattern_scale makes the pattern finer.
"""

from __future__ import annotations

from agents.texture.blender_nodes import (
    NOISE,
    Graph,
    Node,
    Recipe,
    Socket,
    bump,
    coords,
    mix,
    noise,
    ramp,
    rough,
    setin,
    tone,
)
from orchestrator.schema.scene import MaterialSpec


def _grain(g: Graph, s: MaterialSpec, base: Node) -> tuple[Socket, Socket]:
    """Flat-sawn grain along X: bands over (y + z) with x nearly dropped, gently wavy.

    Returns (toned colour socket, grain factor socket). Period ~2.5 cm at pattern_scale 1.
    """
    wave = g.add("ShaderNodeTexWave", wave_type="BANDS", bands_direction="DIAGONAL",
                 inputs={"Scale": 25.0 * s.pattern_scale, "Distortion": 6.0, "Detail": 2.0,
                         "Detail Scale": 0.8})
    g.link(coords(g, (0.06, 1.0, 1.0)), wave.inputs["Vector"])
    fac = wave.outputs["Fac"]
    # dark latewood lines on lighter earlywood
    colour = mix(g, base.outputs[0], ramp(g, fac, [(0.0, 0.66), (0.45, 0.95), (1.0, 1.1)]),
                 1.0, "MULTIPLY")
    return colour, fac


def wood(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Continuous grain along X (furniture tops and fronts alike)."""
    colour, fac = _grain(g, s, base)
    g.link(colour, bsdf.inputs["Base Color"])
    rough(g, bsdf, fac, s.roughness, 0.06)


def wood_planks(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Boards 18 cm x 1.4 m along X, each a shade apart, with dark joints and the grain."""
    colour, fac = _grain(g, s, base)
    k = 1.0 / s.pattern_scale
    brick = g.add("ShaderNodeTexBrick", offset=0.5, offset_frequency=2, squash=1.0,
                  squash_frequency=1,
                  inputs={"Color2": (0.0, 0.0, 0.0, 1.0), "Mortar": (0.03, 0.02, 0.015, 1.0),
                          "Scale": 1.0, "Mortar Size": 0.003 * k, "Mortar Smooth": 0.3,
                          "Bias": -0.82, "Brick Width": 1.4 * k, "Row Height": 0.18 * k})
    g.link(coords(g), brick.inputs["Vector"])
    g.link(colour, brick.inputs["Color1"])  # per board: 0-18 % darker, same hue
    g.link(brick.outputs["Color"], bsdf.inputs["Base Color"])
    rough(g, bsdf, fac, s.roughness, 0.06)
    bump(g, bsdf, brick.outputs["Fac"], 0.4, 0.002, invert=True)


def fabric(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """A plain upholstery weave: soft mottling, a fine thread bump and a little sheen."""
    vec = coords(g)
    tone(g, base, bsdf, noise(g, vec, 6.0 * s.pattern_scale, 3.0), 0.84, 1.06)
    bump(g, bsdf, noise(g, vec, 260.0 * s.pattern_scale, 0.0), 0.12, 0.002)
    setin(bsdf, Sheen_Weight=0.4, Sheen_Roughness=0.5)


def velvet(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Dense pile: crushed tone patches, a dark core and a bright pale rim (white sheen)."""
    fac = noise(g, coords(g), 2.5 * s.pattern_scale, 4.0, distortion=1.5)
    tone(g, base, bsdf, fac, 0.55, 1.0)
    setin(bsdf, Sheen_Weight=1.0, Sheen_Roughness=0.35, Specular_IOR_Level=0.2)


def wool(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Knit / felted wool: heathered fibres (fine tone flecks), a coarse lumpy bump (~1.5 cm),
    fuzzy sheen, no specular sparkle."""
    vec = coords(g)
    tone(g, base, bsdf, noise(g, vec, 90.0 * s.pattern_scale, 2.0), 0.74, 1.1, NOISE)
    bump(g, bsdf, noise(g, vec, 40.0 * s.pattern_scale, 3.0, roughness=0.65), 0.6, 0.02)
    setin(bsdf, Sheen_Weight=0.7, Sheen_Roughness=0.8, Specular_IOR_Level=0.25)


def linen(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Fine plain weave (a tiny checker bump) with slubs: thread-long streaks along X."""
    slub = noise(g, coords(g, (1.0, 30.0, 30.0)), 3.0 * s.pattern_scale, 3.0)
    tone(g, base, bsdf, slub, 0.84, 1.06, NOISE)
    checker = g.add("ShaderNodeTexChecker", inputs={"Scale": 300.0 * s.pattern_scale})
    g.link(coords(g), checker.inputs["Vector"])
    bump(g, bsdf, checker.outputs["Fac"], 0.2, 0.001)
    setin(bsdf, Sheen_Weight=0.25, Sheen_Roughness=0.6)


def leather(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Pebbled grain, worn tone patches and a thin waxy coat.

    The grain is a fine distorted noise rather than voronoi cells: a bump evaluates its height
    three times per sample, and 3D voronoi there doubled the cost of a leather sofa.
    """
    vec = coords(g)
    fac = noise(g, vec, 5.0 * s.pattern_scale, 3.0)
    tone(g, base, bsdf, fac, 0.7, 1.08, NOISE)
    rough(g, bsdf, fac, s.roughness, 0.12)
    bump(g, bsdf, noise(g, vec, 160.0 * s.pattern_scale, 1.0, distortion=0.6), 0.3, 0.002)
    setin(bsdf, Coat_Weight=0.2, Coat_Roughness=0.35, Sheen_Weight=0.1)


def paper(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Matte fibre mottling (books, canvases)."""
    tone(g, base, bsdf, noise(g, coords(g), 25.0 * s.pattern_scale, 2.0), 0.94, 1.02)
    setin(bsdf, Specular_IOR_Level=0.35)


def cardboard(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Kraft board: fibre blotches and faint corrugation ribs (5 mm) along X."""
    vec = coords(g)
    tone(g, base, bsdf, noise(g, vec, 30.0 * s.pattern_scale, 5.0), 0.85, 1.06)
    ribs = g.add("ShaderNodeTexWave", wave_type="BANDS", bands_direction="Y",
                 inputs={"Scale": 125.0 * s.pattern_scale})
    g.link(vec, ribs.inputs["Vector"])
    bump(g, bsdf, ribs.outputs["Fac"], 0.06, 0.002)
    setin(bsdf, Specular_IOR_Level=0.3)


def wallpaper(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Vertical stripes (a wide and a pinstripe, 16 cm repeat) on matte paper.

    Bands run over x + y with z dropped, so on any wall the stripes stand upright; the light
    stripes are the base colour taken a third of the way to cream.
    """
    wave = g.add("ShaderNodeTexWave", wave_type="BANDS", bands_direction="DIAGONAL",
                 wave_profile="SAW", inputs={"Scale": 3.9 * s.pattern_scale})
    g.link(coords(g, (1.0, 1.0, 0.0)), wave.inputs["Vector"])
    stripes = ramp(g, wave.outputs["Fac"], [(0.0, 0.0), (0.5, 0.32), (0.78, 0.0),
                                            (0.86, 0.2)], "CONSTANT")
    colour = mix(g, base.outputs[0], (0.92, 0.89, 0.8), stripes)
    # `stripes` drives the mix factor; a colour->float link takes its luminance
    g.link(colour, bsdf.inputs["Base Color"])
    bump(g, bsdf, noise(g, coords(g), 180.0 * s.pattern_scale, 0.0), 0.05, 0.001)
    setin(bsdf, Specular_IOR_Level=0.35)


def _mottled(lo: float, hi: float, scale: float, detail: float = 3.0, bump_strength: float = 0.0,
             bump_scale: float = 0.0, specular: float = 0.5) -> Recipe:
    """Recipes that are a tone variation plus an optional fine bump."""

    def recipe(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
        vec = coords(g)
        tone(g, base, bsdf, noise(g, vec, scale * s.pattern_scale, detail), lo, hi)
        if bump_strength > 0.0:
            bump(g, bsdf, noise(g, vec, bump_scale * s.pattern_scale, 2.0), bump_strength)
        setin(bsdf, Specular_IOR_Level=specular)

    return recipe


def foliage(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Leaves: patchy green with a waxy sheen and a little light through them."""
    tone(g, base, bsdf, noise(g, coords(g), 14.0 * s.pattern_scale, 2.0), 0.7, 1.12)
    setin(bsdf, Coat_Weight=0.15, Coat_Roughness=0.3)


SOFT: dict[str, Recipe] = {
    "wood": wood,
    "wood_planks": wood_planks,
    "fabric": fabric,
    "velvet": velvet,
    "wool": wool,
    "linen": linen,
    "leather": leather,
    "paper": paper,
    "cardboard": cardboard,
    "wallpaper": wallpaper,
    "foliage": foliage,
    "soil": _mottled(0.55, 1.0, 40.0, 4.0, bump_strength=0.35, bump_scale=90.0, specular=0.3),
}
