"""Cameras of a home: each room's own (framed as a lone room's, moved into the home), and the
overview that looks down into the cut-away home from its south-south-west."""

from __future__ import annotations

import math

from agents.render_director.camera_geometry import SENSOR_MM
from orchestrator.schema.home import HomeScene
from orchestrator.schema.scene import CameraSpec

# The overview's cut-away stands on a light warm grey, as a model on paper, instead of the
# black of a world that has no sky to show from above.
OVERVIEW_BACKDROP = (228, 225, 219)

OVERVIEW_LENS = 28.0
PITCH = math.radians(52.0)  # how steeply the overview looks down
HEADING = math.radians(-14.0)  # turned off due north, so two walls show their faces
FRAME_ASPECT = 3 / 4  # height over width of the render (every quality preset is 4:3)
FIT_MARGIN = 1.12  # breathing room round the home


def overview_camera(home: HomeScene) -> CameraSpec:
    """Far enough that the whole footprint, walls up, fits the frame's width and height."""
    x0, y0, x1, y1 = home.plan.bounds
    width, depth, height = x1 - x0, y1 - y0, home.plan.height
    half_w = math.atan(SENSOR_MM / 2 / OVERVIEW_LENS)
    half_h = math.atan(SENSOR_MM / 2 * FRAME_ASPECT / OVERVIEW_LENS)
    across = abs(width * math.cos(HEADING)) + abs(depth * math.sin(HEADING))
    along = abs(depth * math.cos(HEADING)) + abs(width * math.sin(HEADING))
    seen_high = along * math.sin(PITCH) + height * math.cos(PITCH)  # the frame's up-down
    distance = FIT_MARGIN * max(across / 2 / math.tan(half_w), seen_high / 2 / math.tan(half_h))
    distance += along / 2 * math.cos(PITCH)  # the near edge is closer than the middle
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    back = distance * math.cos(PITCH)
    return CameraSpec(location=(round(cx + back * math.sin(HEADING), 3),
                                round(cy - back * math.cos(HEADING), 3),
                                round(distance * math.sin(PITCH), 3)),
                      look_at=(round(cx, 3), round(cy, 3), 0.0), lens_mm=OVERVIEW_LENS)
