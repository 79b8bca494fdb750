"""Fallback materials: plain, neutral surfaces for when the texture agent cannot answer.

Made from nothing but the object catalog's slot names, so it cannot fail the way the palette
path (or the model) did; the render still reads as the room, only in untextured greys.
"""

from __future__ import annotations

from agents.geometry.catalog import GENERATORS
from orchestrator.schema.scene import MaterialSpec, Scene

PLAIN = MaterialSpec(id="fallback_plain", recipe="plaster", base_color=(0.62, 0.6, 0.57),
                     roughness=0.7)
FLOOR = MaterialSpec(id="fallback_floor", recipe="concrete", base_color=(0.36, 0.33, 0.3),
                     roughness=0.8)


def plain_materials(scene: Scene) -> Scene:
    """Every slot of every object and the walls and ceiling in PLAIN; the floor darker."""
    objects = []
    for obj in scene.objects:
        gen = GENERATORS.get(obj.category)
        slots = gen.slots if gen is not None else tuple(obj.materials) or ("body",)
        objects.append(obj.model_copy(update={"materials": dict.fromkeys(slots, PLAIN.id)}))
    room = scene.room.model_copy(update={"floor_material": FLOOR.id, "wall_material": PLAIN.id,
                                         "ceiling_material": PLAIN.id,
                                         "accent_material": None})
    return scene.model_copy(update={"objects": tuple(objects), "room": room,
                                    "materials": (FLOOR, PLAIN)})
