"""Things rest a millimetre above what they stand on.

The field's collision check (SceneEval's: FCL over the exported meshes, each positive checked
again after moving one object 5 mm away from the mean of the contact points) counts two faces
lying exactly in one plane as a collision whenever that mean lies off to one side of the
object: a mug on a long shelf board gets contact points all along the board, so the re-check
moves it sideways, along the board, and it still touches. A millimetre of air, far under the
support tolerance (1 cm) and invisible in a render, makes resting a contact of no area. A
thing on a thing on a thing (plates in a stack) rests a millimetre above each.
"""

from __future__ import annotations

from collections.abc import Iterable

from agents.geometry.boxes import support_chain
from orchestrator.schema.scene import PlacedObject

REST_GAP = 0.001  # metres of air under a thing that stands on another thing


def rest_apart(objects: Iterable[PlacedObject]) -> tuple[PlacedObject, ...]:
    """The objects, each lifted REST_GAP for every object beneath it in its support chain."""
    objects = tuple(objects)
    by_id = {o.id: o for o in objects}
    out = []
    for obj in objects:
        lift = len(support_chain(obj, by_id)) * REST_GAP
        if lift:
            x, y, z = obj.location
            obj = obj.model_copy(update={"location": (x, y, round(z + lift, 5))})
        out.append(obj)
    return tuple(out)
