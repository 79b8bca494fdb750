"""Shared cases for the layout tests: one prompt per room type, solved scenes cached per seed,
and an independent walkability check on a 10 cm grid."""

from __future__ import annotations

import math

from agents.geometry.boxes import Rect, clearance_zone, is_rug
from agents.geometry.catalog import spec
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator import Scene
from orchestrator.schema.scene import Finding, PlacedObject, footprint

ROOMS = {
    "bedroom": "a cozy bedroom at dusk",
    "living_room": "a modern living room with two armchairs",
    "office": "a minimalist home office",
    "cafe": "a busy coffee shop",
    "kitchen": "a bright kitchen in the morning",
    "dining_room": "a rustic dining room at dusk",
    "bathroom": "a minimalist bathroom in the morning",
    "library": "a luxury library at night",
    "kids_room": "a playful kids' room at noon",
    "studio": "a scandinavian studio apartment at golden hour",
}
SEEDS = range(20)
_CACHE: dict[tuple[str, int], tuple[Scene, tuple[Finding, ...]]] = {}


def solved(room: str, seed: int) -> tuple[Scene, tuple[Finding, ...]]:
    if (room, seed) not in _CACHE:
        _CACHE[room, seed] = solve_layout(plan_offline(ROOMS[room], seed))
    return _CACHE[room, seed]


def scene_for(room: str, seed: int) -> Scene:
    return solved(room, seed)[0]


def doorway(door: PlacedObject) -> Rect:
    """The floor in front of a door that must stay clear: its catalog clearance deep."""
    return clearance_zone(door, spec("door").clearance)


def standing(scene: Scene) -> list[PlacedObject]:
    """Floor-standing objects a person walks round (rugs are walked on)."""
    return [o for o in scene.objects if o.support == "floor" and not is_rug(o)]


def walkable(scene: Scene, passage: float = 0.4, step: float = 0.1
             ) -> tuple[dict[tuple[int, int], int], list[int]]:
    """Free cells (a person `passage` wide can stand there) labelled by connected piece, and the
    size of each piece."""
    half = passage / 2
    w, d = scene.room.width, scene.room.depth
    rects = [footprint(o) for o in standing(scene)]
    free = set()
    for i in range(int(w / step)):
        for j in range(int(d / step)):
            x, y = -w / 2 + (i + 0.5) * step, -d / 2 + (j + 0.5) * step
            if abs(x) > w / 2 - half or abs(y) > d / 2 - half:
                continue
            if not any(r[0] - half < x < r[2] + half and r[1] - half < y < r[3] + half
                       for r in rects):
                free.add((i, j))
    label: dict[tuple[int, int], int] = {}
    sizes: list[int] = []
    for cell in sorted(free):
        if cell in label:
            continue
        label[cell] = len(sizes)
        stack, n = [cell], 0
        while stack:
            ci, cj = stack.pop()
            n += 1
            for nb in ((ci + 1, cj), (ci - 1, cj), (ci, cj + 1), (ci, cj - 1)):
                if nb in free and nb not in label:
                    label[nb] = len(sizes)
                    stack.append(nb)
        sizes.append(n)
    return label, sizes


def cell_centre(scene: Scene, cell: tuple[int, int], step: float = 0.1) -> tuple[float, float]:
    return (-scene.room.width / 2 + (cell[0] + 0.5) * step,
            -scene.room.depth / 2 + (cell[1] + 0.5) * step)


def door_pieces(scene: Scene, label: dict[tuple[int, int], int], door: PlacedObject
                ) -> set[int]:
    """The walkable pieces that free cells in the door's doorway belong to."""
    x0, y0, x1, y1 = doorway(door)
    return {piece for cell, piece in label.items()
            if x0 < cell_centre(scene, cell)[0] < x1 and y0 < cell_centre(scene, cell)[1] < y1}


def nearest_to_centre(scene: Scene, label: dict[tuple[int, int], int]) -> float:
    return min(math.hypot(*cell_centre(scene, cell)) for cell in label)
