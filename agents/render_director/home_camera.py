"""Cameras of a home: each room's own (framed as a lone room's, moved into the home), and the
overview that looks down into the cut-away home."""

from __future__ import annotations

from orchestrator.schema.home import HomeScene
from orchestrator.schema.scene import CameraSpec


def overview_camera(home: HomeScene) -> CameraSpec:
    """From high above the home's south side, looking down at its middle."""
    x0, y0, x1, y1 = home.plan.bounds
    span = max(x1 - x0, y1 - y0)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return CameraSpec(location=(cx - 0.12 * span, cy - 0.62 * span, 1.25 * span),
                      look_at=(cx, cy + 0.02 * span, 0.0), lens_mm=28.0)
