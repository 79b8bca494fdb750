"""Colour temperature -> linear RGB for light colours (pure Python: no bpy)."""

from __future__ import annotations

import math

from orchestrator.schema.scene import RGB


def _srgb_to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def kelvin_to_rgb(kelvin: float) -> RGB:
    """Blackbody colour in linear RGB, brightest channel = 1 (so energy stays the brightness).

    Uses Tanner Helland's fit of the Planckian locus (valid ~1000-40000 K), which yields
    display sRGB; Blender light colours are scene-linear, so it is linearised afterwards.
    """
    t = min(max(kelvin, 1000.0), 40000.0) / 100.0
    if t <= 66.0:
        r = 255.0
        g = 99.4708025861 * math.log(t) - 161.1195681661
        b = 0.0 if t <= 19.0 else 138.5177312231 * math.log(t - 10.0) - 305.0447927307
    else:
        r = 329.698727446 * (t - 60.0) ** -0.1332047592
        g = 288.1221695283 * (t - 60.0) ** -0.0755148492
        b = 255.0
    rgb = [_srgb_to_linear(min(max(c, 0.0), 255.0) / 255.0) for c in (r, g, b)]
    peak = max(rgb)
    return (round(rgb[0] / peak, 4), round(rgb[1] / peak, 4), round(rgb[2] / peak, 4))
