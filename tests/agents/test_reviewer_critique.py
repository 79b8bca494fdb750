"""The reviewer's critique: its schema, and how its edits change a plan."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.plan_checks import plan_problems
from agents.reviewer.critique import Critique, EditRejected, PlanEdits, apply_edits
from orchestrator import ScenePlan
from orchestrator.schema.limits import MAX_OBJECTS
from orchestrator.schema.scene import ROOM_SIDE, PlannedObject


def obj(oid: str, category: str, relation: str = "floor",
        target: str | None = None) -> PlannedObject:
    return PlannedObject(id=oid, category=category, relation=relation,  # type: ignore[arg-type]
                         target=target)


def living_room() -> ScenePlan:
    return ScenePlan(
        prompt="a modern living room", room_type="living_room", style="modern", mood="warm",
        time_of_day="noon", width=5.0, depth=4.5, height=2.8, seed=11, objects=(
            obj("sofa", "sofa", "against_wall"),
            obj("coffee_table", "coffee_table", "center", "sofa"),
            obj("vase", "vase", "on_top_of", "coffee_table"),
            obj("armchair", "armchair", "around", "coffee_table"),
            obj("tv_stand", "tv_stand", "against_wall"),
            obj("tv", "tv", "on_top_of", "tv_stand"),
            obj("side_table", "side_table", "next_to", "sofa"),
            obj("table_lamp", "table_lamp", "on_top_of", "side_table"),
            obj("door", "door", "against_wall"),
        ))


def ids(plan: ScenePlan) -> list[str]:
    return [o.id for o in plan.objects]


def test_empty_edits_change_nothing() -> None:
    plan = living_room()
    assert PlanEdits().empty and not PlanEdits(mood="cool").empty
    assert apply_edits(plan, PlanEdits()) == plan


def test_add_appends_and_keeps_ids_unique() -> None:
    plan = apply_edits(living_room(), PlanEdits(add=(
        obj("plant", "plant", "corner"),
        obj("vase", "vase", "on_top_of", "tv_stand"),  # "vase" is taken
        obj("vase", "vase", "on_top_of", "side_table"),
    )))
    assert ids(plan)[-3:] == ["plant", "vase_2", "vase_3"]
    assert plan.objects[-2].target == "tv_stand" and plan.objects[-1].target == "side_table"
    assert plan_problems(plan) == []


def test_remove_then_add_the_same_id_replaces() -> None:
    plan = apply_edits(living_room(), PlanEdits(remove=("armchair",),
                                                add=(obj("armchair", "armchair", "corner"),)))
    assert ids(plan).count("armchair") == 1 and plan.objects[-1].relation == "corner"


def test_removing_a_host_drops_what_stood_on_it_and_detaches_neighbours() -> None:
    plan = apply_edits(living_room(), PlanEdits(remove=("coffee_table", "side_table")))
    assert ids(plan) == ["sofa", "armchair", "tv_stand", "tv", "door"]
    armchair = plan.objects[1]
    assert armchair.target is None and armchair.relation == "floor"  # its natural relation
    plan = apply_edits(living_room(), PlanEdits(remove=("sofa",)))
    table = plan.objects[0]
    assert table.id == "coffee_table" and table.relation == "center" and table.target is None
    side = next(o for o in plan.objects if o.id == "side_table")
    assert side.relation == "floor" and side.target is None
    assert "table_lamp" in ids(plan)  # it stood on the side table, which stays


def test_removing_drops_whole_stacks() -> None:
    base = living_room()
    stacked = base.model_copy(update={"objects": (*base.objects,
                                                  obj("mug", "mug", "on_top_of", "table_lamp"))})
    plan = apply_edits(stacked, PlanEdits(remove=("side_table",)))
    assert not {"side_table", "table_lamp", "mug"} & set(ids(plan))


def test_style_mood_time_and_room_size() -> None:
    before = living_room()
    plan = apply_edits(before, PlanEdits(style="rustic", mood="moody", time_of_day="night",
                                         room_size=(6.5, 5.0)))
    assert (plan.style, plan.mood, plan.time_of_day) == ("rustic", "moody", "night")
    assert (plan.width, plan.depth, plan.height) == (6.5, 5.0, before.height)
    assert (plan.prompt, plan.seed, plan.room_type) == (before.prompt, 11, before.room_type)
    assert plan.objects == before.objects


def test_room_size_keeps_the_plans_bounds() -> None:
    with pytest.raises(ValidationError):
        PlanEdits(room_size=(1.0, 5.0))
    with pytest.raises(ValidationError):
        PlanEdits(room_size=(5.0, 25.0))
    schema = PlanEdits.model_json_schema()["properties"]["room_size"]["anyOf"][0]
    plan_schema = ScenePlan.model_json_schema()["properties"]
    for side, name in zip(schema["prefixItems"], ("width", "depth"), strict=True):
        # a lone room's bounds; a plan's width may go lower only for a zone of a home
        assert (side["minimum"], side["maximum"]) == ROOM_SIDE
        assert side["maximum"] == plan_schema[name]["maximum"]
        assert side["minimum"] >= plan_schema[name]["minimum"]


def test_unknown_id_rejected() -> None:
    with pytest.raises(EditRejected, match="cannot remove bed, piano: not an object"):
        apply_edits(living_room(), PlanEdits(remove=("piano", "bed", "sofa")))


def test_unknown_category_rejected() -> None:
    with pytest.raises(EditRejected, match="unknown category 'hovercraft'"):
        apply_edits(living_room(), PlanEdits(add=(obj("hovercraft", "hovercraft", "corner"),)))


def test_added_target_must_exist_after_removals() -> None:
    with pytest.raises(EditRejected, match="target 'side_table' is not an object"):
        apply_edits(living_room(), PlanEdits(
            remove=("side_table",), add=(obj("mug", "mug", "on_top_of", "side_table"),)))


def test_removing_every_object_rejected() -> None:
    plan = living_room()
    with pytest.raises(EditRejected, match="no objects"):
        apply_edits(plan, PlanEdits(remove=tuple(ids(plan))))


def test_too_many_objects_rejected() -> None:
    plan = plan_offline("a library with thirty bookshelves and twenty chairs", 0)
    chairs = tuple(obj(f"extra_{i}", "chair") for i in range(8))
    edits = PlanEdits(add=chairs)
    while len(plan.objects) + len(chairs) <= MAX_OBJECTS:
        plan = apply_edits(plan, edits)
    with pytest.raises(EditRejected, match=f"the limit is {MAX_OBJECTS}"):
        apply_edits(plan, edits)


def test_edit_limits() -> None:
    with pytest.raises(ValidationError):
        PlanEdits(add=tuple(obj(f"c{i}", "chair") for i in range(9)))
    with pytest.raises(ValidationError):
        PlanEdits(remove=tuple(f"c{i}" for i in range(31)))
    with pytest.raises(ValidationError):
        PlanEdits(remove=("sofa",), colour="red")  # type: ignore[call-arg]


def test_critique_bounds() -> None:
    Critique(passed=True, score=10)
    for bad in ({"score": 0}, {"score": 11}, {"problems": ("x" * 301,)},
                {"problems": tuple("x" for _ in range(11))}, {"verdict": "ok"}):
        with pytest.raises(ValidationError):
            Critique.model_validate({"passed": False, "score": 5, **bad})


def test_critique_schema_and_round_trip() -> None:
    schema = Critique.model_json_schema()
    assert isinstance(schema, dict)
    assert {"passed", "score", "problems", "edits"} <= set(schema["properties"])
    assert set(schema["required"]) == {"passed", "score"}
    assert all(schema["properties"][name].get("description") for name in ("passed", "score",
                                                                          "problems", "edits"))
    critique = Critique(passed=False, score=4, problems=("the room looks empty",),
                        edits=PlanEdits(add=(obj("plant", "plant", "corner"),),
                                        remove=("tv",), mood="bright", room_size=(4.0, 4.0)))
    again = Critique.model_validate_json(critique.model_dump_json())
    assert again == critique
    assert Critique.model_validate(critique.model_dump(mode="json")) == critique


def test_offline_plans_take_edits_deterministically() -> None:
    for seed in range(5):
        plan = plan_offline("a cozy bedroom with a desk and a lamp", seed)
        first = plan.objects[0].id
        edits = PlanEdits(remove=(first,), add=(obj("plant", "plant", "corner"),))
        assert apply_edits(plan, edits) == apply_edits(plan, edits)
        assert first not in ids(apply_edits(plan, edits))
