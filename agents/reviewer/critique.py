"""The critique a vision model returns after looking at a render, and how its edits apply.

`Critique` is the input schema of the reviewer's tool, so its field descriptions are written
for the model that fills them. The model only edits the plan (which objects, style, mood,
time of day, room size); the layout solver still decides every position.

`apply_edits(plan, edits)` is pure and deterministic. In order:

1. remove: every id must be in the plan (an unknown id is an error, not a no-op: the model
   misread the scene). Objects on_top_of a removed object go with it, transitively. Objects
   next_to or around a removed object lose their target and take their category's natural
   relation (against_wall, corner or floor); center / floor objects just lose their target.
2. add: appended after the kept objects. An added id already in use gets the smallest free
   suffix (_2, _3, ...); targets keep naming the objects already in the plan, so removing
   "sofa" and adding "sofa" replaces it.
3. style, mood, time_of_day, room_size (width, depth) replace the plan's when given; prompt,
   seed, room type and height stay.

The result must fit ScenePlan (1 to MAX_OBJECTS objects) and pass `check_plan`; otherwise
`EditRejected` says why in one line.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, ValidationError

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.offline_planner import natural_relation
from agents.prompt_interpreter.plan_checks import PlanRejected, check_plan
from orchestrator.schema.limits import MAX_OBJECTS
from orchestrator.schema.scene import (
    ROOM_SIDE,
    Frozen,
    Mood,
    PlannedObject,
    ScenePlan,
    Style,
    TimeOfDay,
)

MAX_ADD, MAX_REMOVE, MAX_PROBLEMS, MAX_PROBLEM_CHARS = 8, 30, 10, 300
RoomSide = Annotated[float, Field(ge=ROOM_SIDE[0], le=ROOM_SIDE[1])]  # a room of its own
ID_CHARS = 64  # PlannedObject.id max_length


class EditRejected(ValueError):
    """Edits that cannot apply to this plan; the message is one line."""


class PlanEdits(Frozen):
    """Changes to the scene plan; every field left out keeps the plan as it is."""

    add: tuple[PlannedObject, ...] = Field(default=(), max_length=MAX_ADD, description=(
        "Objects to add, each complete. category must be a catalog name; a target must be the "
        "id of an object in the plan (after the removals). No positions: the layout places it."))
    remove: tuple[str, ...] = Field(default=(), max_length=MAX_REMOVE, description=(
        "Ids of planned objects to remove. What stands on_top_of a removed object goes too; "
        "objects next_to or around it stay, placed on their own."))
    style: Style | None = Field(default=None, description="A new style, or null to keep it.")
    mood: Mood | None = Field(default=None, description="A new mood, or null to keep it.")
    time_of_day: TimeOfDay | None = Field(
        default=None, description="A new time of day, or null to keep it.")
    room_size: tuple[RoomSide, RoomSide] | None = Field(default=None, description=(
        "[width, depth] of the room in metres, to give the furniture space or fill an empty "
        "room; null keeps the size."))

    @property
    def empty(self) -> bool:
        return not (self.add or self.remove) and all(
            v is None for v in (self.style, self.mood, self.time_of_day, self.room_size))


class Critique(Frozen):
    """The reviewer's verdict on one render of a plan."""

    passed: bool = Field(description=(
        "true when the render shows the room that was asked for, with no defect worth another "
        "round; then leave edits empty."))
    score: int = Field(ge=1, le=10, description=(
        "How well the render matches the request and looks right: 1 = wrong or broken, "
        "5 = recognisable with clear faults, 10 = nothing to improve."))
    problems: tuple[Annotated[str, Field(max_length=MAX_PROBLEM_CHARS)], ...] = Field(
        default=(), max_length=MAX_PROBLEMS, description=(
            "What is wrong in the render, most important first, one short sentence each "
            "(\"the room has no bed\", \"the room looks empty\"). Empty when nothing is."))
    edits: PlanEdits = Field(default=PlanEdits(), description=(
        "Plan changes that fix the problems. Only what the plan controls: which objects, "
        "style, mood, time of day, room size. Empty when passed is true."))


def apply_edits(plan: ScenePlan, edits: PlanEdits) -> ScenePlan:
    """The plan with the edits applied (see the module docstring), or EditRejected."""
    ids = {obj.id for obj in plan.objects}
    unknown = sorted(set(edits.remove) - ids)
    if unknown:
        raise EditRejected(f"cannot remove {', '.join(unknown)}: not an object in the plan")
    gone = set(edits.remove)
    while True:  # what stood on a removed object falls with it (stacks chain)
        fallen = {o.id for o in plan.objects if o.relation == "on_top_of" and o.target in gone
                  and o.id not in gone}
        if not fallen:
            break
        gone |= fallen
    kept = [_detached(obj, gone) for obj in plan.objects if obj.id not in gone]
    taken = {obj.id for obj in kept}
    for obj in edits.add:
        new_id = _free_id(obj.id, taken)
        taken.add(new_id)
        kept.append(obj if new_id == obj.id else obj.model_copy(update={"id": new_id}))
    if not kept:
        raise EditRejected("the edits leave the room with no objects")
    if len(kept) > MAX_OBJECTS:
        raise EditRejected(f"the edits leave {len(kept)} objects; the limit is {MAX_OBJECTS}")
    update: dict[str, object] = {"objects": tuple(kept)}
    update |= {k: v for k, v in (("style", edits.style), ("mood", edits.mood),
                                 ("time_of_day", edits.time_of_day)) if v is not None}
    if edits.room_size is not None:
        update["width"], update["depth"] = edits.room_size
    try:
        # validate again: model_copy would skip the schema's bounds
        edited = ScenePlan.model_validate(plan.model_dump() | update)
        return check_plan(edited)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise EditRejected(f"the edited plan is invalid: {where}: {first['msg']}") from None
    except PlanRejected as exc:
        raise EditRejected(f"the edited plan has problems: {exc}") from None


def _detached(obj: PlannedObject, gone: set[str]) -> PlannedObject:
    """`obj` with its target cleared if that target was removed (on_top_of ones were dropped)."""
    if obj.target is None or obj.target not in gone:
        return obj
    relation = obj.relation
    if relation in ("next_to", "around"):  # they need a target; stand as the category would
        relation = natural_relation(obj.category) if obj.category in GENERATORS else "floor"
    return obj.model_copy(update={"target": None, "relation": relation})


def _free_id(wanted: str, taken: set[str]) -> str:
    if wanted not in taken:
        return wanted
    n = 2
    while True:
        suffix = f"_{n}"
        candidate = wanted[:ID_CHARS - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        n += 1
