"""An edit of a finished scene by instruction, as data: what to add, remove, move, replace,
recolour, reshape or resize, and whether to restyle or relight. Parsed from the words (never
executed); everything it does not name keeps its id, place, rotation, size and materials.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from orchestrator.schema.scene import Frozen, PlannedObject, ScenePlan

EditKind = Literal["add", "remove", "move", "replace", "recolour", "reshape", "resize",
                   "restyle", "relight"]
MAX_EDIT_OPS = 8
MAX_INSTRUCTION_CHARS = 500


class EditOp(Frozen):
    """One change. `noun` is the thing changed as the instruction names it ("sofa"); `new`
    what is added or put in its place ("bunk bed"); `target` what it goes by ("table") and
    `relation` how (next_to, on_top_of, around, against_wall, corner, center, under_window);
    `words` the colour, material, shape or size words; `value` a style or time of day."""

    kind: EditKind
    noun: str | None = Field(default=None, max_length=80)
    new: str | None = Field(default=None, max_length=80)
    count: int = Field(default=1, ge=1, le=12)
    target: str | None = Field(default=None, max_length=80)
    relation: str | None = Field(default=None, max_length=24)
    words: tuple[str, ...] = Field(default=(), max_length=6)
    value: str | None = Field(default=None, max_length=24)


class EditPlan(Frozen):
    instruction: str = Field(min_length=1, max_length=MAX_INSTRUCTION_CHARS)
    ops: tuple[EditOp, ...] = Field(min_length=1, max_length=MAX_EDIT_OPS)


class EditedPlan(Frozen):
    """An edit applied to a scene's plan: the new plan, which placed objects stay exactly
    as they are (`keep`), which are carried with a moved host (`carry`), and what was done."""

    plan: ScenePlan
    keep: tuple[str, ...] = ()
    carry: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()  # ids of kept objects whose materials change (recolour)
    removed: tuple[str, ...] = ()
    added: tuple[PlannedObject, ...] = ()
    notes: tuple[str, ...] = ()
    # where a replaced, reshaped or resized thing stood (x, y, rotation): tried first
    hints: dict[str, tuple[float, float, float]] = Field(default_factory=dict)
