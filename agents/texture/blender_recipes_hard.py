"""Recipes for metals, glazes, glass, plastics and lamp shades (imports bpy: workers only).

Metals take the spec's base colour as their reflectance (chrome near white, brass warm); the
spec's roughness is the centre of any variation. Glass is Principled transmission, never a
separate Glass BSDF, so a recoloured or glowing copy keeps working.
"""

from __future__ import annotations

from agents.texture.blender_nodes import (
    Graph,
    Node,
    Recipe,
    bump,
    coords,
    noise,
    rough,
    setin,
    tone,
)
from orchestrator.schema.scene import MaterialSpec


def metal(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Generic worked metal: soft roughness patches (handles, frames, hardware)."""
    setin(bsdf, Metallic=max(s.metallic, 0.9))
    rough(g, bsdf, noise(g, coords(g), 18.0 * s.pattern_scale, 2.0), s.roughness, 0.07)


def brushed_metal(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Brushed steel: hairline streaks along X (noise stretched 100:1) in roughness and bump,
    plus anisotropy (the default tangent runs round Z: horizontal on every vertical face)."""
    streaks = noise(g, coords(g, (1.0, 100.0, 100.0)), 6.0 * s.pattern_scale, 4.0)
    rough(g, bsdf, streaks, max(s.roughness, 0.2), 0.1)
    bump(g, bsdf, streaks, 0.04, 0.001)
    setin(bsdf, Metallic=1.0, Anisotropic=0.6)


def chrome(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Polished chrome: mirror-like, a faint smudge in the roughness."""
    rough(g, bsdf, noise(g, coords(g), 8.0 * s.pattern_scale, 3.0), min(s.roughness, 0.06),
          0.03)
    setin(bsdf, Metallic=1.0)


def brass(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Warm brass: tarnish patches darken the colour and roughen the surface together."""
    fac = noise(g, coords(g), 7.0 * s.pattern_scale, 4.0)
    tone(g, base, bsdf, fac, 0.8, 1.04)
    rough(g, bsdf, fac, s.roughness, 0.1)
    setin(bsdf, Metallic=1.0)


def painted_metal(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Powder-coated / enamelled steel: dielectric paint, orange-peel bump, a satin coat."""
    bump(g, bsdf, noise(g, coords(g), 120.0 * s.pattern_scale, 2.0), 0.06, 0.002)
    setin(bsdf, Metallic=0.0, Coat_Weight=0.35, Coat_Roughness=max(s.roughness, 0.2))


def ceramic(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Glazed stoneware: the glaze pools unevenly (tone) under a glossy coat."""
    tone(g, base, bsdf, noise(g, coords(g), 9.0 * s.pattern_scale, 3.0), 0.86, 1.04)
    setin(bsdf, Coat_Weight=0.6, Coat_Roughness=0.08)


def porcelain(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Vitreous china (basins, tubs, fine cups): even colour under a full glossy coat."""
    setin(bsdf, Coat_Weight=1.0, Coat_Roughness=0.03)


def glass(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    setin(bsdf, Transmission_Weight=max(s.transmission, 0.95), IOR=1.45)


def frosted_glass(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Acid-etched glass: transmission through a rough (0.35+) surface, slightly uneven."""
    rough(g, bsdf, noise(g, coords(g), 30.0 * s.pattern_scale, 2.0), max(s.roughness, 0.4),
          0.06)
    setin(bsdf, Transmission_Weight=max(s.transmission, 0.95), IOR=1.45)


def mirror(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    setin(bsdf, Metallic=1.0, Roughness=min(s.roughness, 0.02))


def plastic(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Moulded plastic or satin paint: smooth, no texture (the cheapest shading)."""
    setin(bsdf, Metallic=0.0)


def rubber(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """Matte rubber: a fine stipple bump, weak specular, never glossy."""
    bump(g, bsdf, noise(g, coords(g), 300.0 * s.pattern_scale, 1.0), 0.08, 0.001)
    setin(bsdf, Metallic=0.0, Roughness=max(s.roughness, 0.7), Specular_IOR_Level=0.3)


def emissive(g: Graph, s: MaterialSpec, bsdf: Node, base: Node) -> None:
    """A lamp shade lit from inside: diffuse fabric that emits its own colour."""
    g.link(base.outputs[0], bsdf.inputs["Emission Color"])
    setin(bsdf, Emission_Strength=s.emission_strength or 2.0, Metallic=0.0)


HARD: dict[str, Recipe] = {
    "metal": metal,
    "brushed_metal": brushed_metal,
    "chrome": chrome,
    "brass": brass,
    "painted_metal": painted_metal,
    "ceramic": ceramic,
    "porcelain": porcelain,
    "glass": glass,
    "frosted_glass": frosted_glass,
    "mirror": mirror,
    "plastic": plastic,
    "rubber": rubber,
    "emissive": emissive,
}
