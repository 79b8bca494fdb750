"""A fallback light rig: one soft ceiling light and a dim neutral world.

For when the lighting agent cannot answer: it needs only the room's size, so it cannot fail
the way the mood/time-of-day rig (or the model) did, and the render is still lit.
"""

from __future__ import annotations

from orchestrator.schema.scene import LightSpec, Scene, WorldSpec

WATTS_PER_M2 = 60.0  # an evenly lit room at exposure 0, with no daylight


def basic_lights(scene: Scene) -> Scene:
    room = scene.room
    ceiling = LightSpec(id="fallback_ceiling", kind="area",
                        location=(0.0, 0.0, room.height - 0.02),
                        energy=round(WATTS_PER_M2 * room.width * room.depth, 3),
                        size=round(0.6 * min(room.width, room.depth), 3))
    return scene.model_copy(update={"lights": (ceiling,),
                                    "world": WorldSpec(color=(0.05, 0.05, 0.06))})
