"""Open shelving: units whose shelves things stand on (plates, bottles, games, tools)."""

from __future__ import annotations

from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box

BOARD = 0.02  # thickness of a board, as a fraction of the unit's height


def _open_unit(levels: tuple[float, ...], slot: str, back: bool) -> tuple[Part, ...]:
    """Two side panels, boards whose tops are at `levels` (the last one the top), a back."""
    parts = [box((-0.5, -0.5, 0.0), (-0.47, 0.5, 1.0), slot),
             box((0.47, -0.5, 0.0), (0.5, 0.5, 1.0), slot)]
    parts += [box((-0.47, -0.5, top - BOARD), (0.47, 0.5, top), slot) for top in levels]
    if back:
        parts.append(box((-0.47, 0.46, levels[0]), (0.47, 0.5, levels[-1] - BOARD), "wood_alt"))
    parts.append(box((-0.47, -0.5, 0.0), (0.47, -0.45, levels[0] - BOARD), slot))  # kick
    return tuple(parts)


_WALL_LEVELS = (0.06, 0.3, 0.54, 0.78, 1.0)
_LOW_LEVELS = (0.08, 0.54, 1.0)

FAMILIES: tuple[Family, ...] = (
    family("open_shelf", (1.0, 0.38, 1.8), "wall", _open_unit(_WALL_LEVELS, "wood", back=True),
           names=("shelf", "shelving", "open shelf", "open shelving", "storage shelf",
                  "display shelf", "wooden shelf", "wall unit", "etagere"),
           surface_frac=1.0, shelves=_WALL_LEVELS[:-1], clearance=0.5),
    family("low_shelf", (1.2, 0.36, 0.8), "wall", _open_unit(_LOW_LEVELS, "wood", back=True),
           names=("low shelf", "low bookcase", "console shelf", "sideboard shelf",
                  "media shelf"),
           surface_frac=1.0, shelves=_LOW_LEVELS[:-1], clearance=0.5),
    family("metal_shelving", (1.2, 0.45, 1.9), "wall", _open_unit(_WALL_LEVELS, "metal",
                                                                  back=False),
           names=("metal shelf", "wire shelving", "garage shelving",
                  "utility shelf", "industrial shelving", "tool shelf", "pantry shelf"),
           surface_frac=1.0, shelves=_WALL_LEVELS[:-1], clearance=0.6),
)
