"""Plan checks: every problem the schema misses is found, and offline plans have none."""

from __future__ import annotations

import pytest

from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.plan_checks import (
    PlanRejected,
    check_plan,
    plan_problems,
    stacking_cycles,
)
from agents.prompt_interpreter.prompt_generator import generate_prompts
from orchestrator import ScenePlan
from orchestrator.schema.scene import PlannedObject

EXTRA_PROMPTS = [
    "a cozy bedroom at dusk", "a home office", "a parisian café with six tables",
    "a marble bathroom", "a kids' room with bunk beds and a toy box", "an empty room",
    "a library with four bookshelves, two armchairs and a reading lamp", "",
    "a kitchen with no fridge", "a studio with a desk, a laptop and three plants",
]


def obj(oid: str, category: str = "chair", relation: str = "floor",
        target: str | None = None, wall: str | None = None) -> PlannedObject:
    return PlannedObject(id=oid, category=category, relation=relation,  # type: ignore[arg-type]
                         target=target, wall=wall)  # type: ignore[arg-type]


def plan_of(*objects: PlannedObject) -> ScenePlan:
    return ScenePlan(prompt="test", room_type="living_room", style="modern", mood="warm",
                     time_of_day="noon", width=5.0, depth=5.0, height=2.8, objects=objects,
                     seed=0)


def test_a_sound_plan_has_no_problems() -> None:
    plan = plan_of(obj("desk", "desk", "against_wall", wall="north"),
                   obj("laptop", "laptop", "on_top_of", "desk"),
                   obj("office_chair", "office_chair", "around", "desk"),
                   obj("rug", "rug", "center", "desk", wall="east"))  # a stray wall is fine
    assert plan_problems(plan) == []
    assert check_plan(plan) is plan


def test_duplicate_ids() -> None:
    problems = plan_problems(plan_of(obj("chair"), obj("chair"), obj("sofa", "sofa")))
    assert problems == ["id 'chair' is used by 2 objects"]


def test_unknown_category() -> None:
    problems = plan_problems(plan_of(obj("sofa_bed", "sofa_bed")))
    assert problems == ["sofa_bed: unknown category 'sofa_bed' (not in the catalog)"]


def test_target_missing_or_itself() -> None:
    problems = plan_problems(plan_of(obj("chair", relation="next_to", target="table"),
                                     obj("rug", "rug", "center", target="rug")))
    assert problems == ["chair: target 'table' is not an object in the plan",
                        "rug: its target is itself"]


@pytest.mark.parametrize("relation", ["next_to", "on_top_of", "around"])
def test_relations_that_need_a_target(relation: str) -> None:
    assert plan_problems(plan_of(obj("chair", relation=relation))) == [
        f"chair: relation {relation} needs a target"]


@pytest.mark.parametrize("relation", ["against_wall", "corner", "center", "floor"])
def test_relations_that_stand_alone(relation: str) -> None:
    assert plan_problems(plan_of(obj("chair", relation=relation))) == []


def test_on_top_of_cycles_are_reported_once() -> None:
    plan = plan_of(obj("mug", "mug", "on_top_of", "vase"),  # leads into the loop
                   obj("vase", "vase", "on_top_of", "tray"),
                   obj("tray", "coffee_table", "on_top_of", "book"),
                   obj("book", "laptop", "on_top_of", "vase"),
                   obj("a", "mug", "on_top_of", "b"), obj("b", "mug", "on_top_of", "a"),
                   obj("c", "chair", "next_to", "d"), obj("d", "chair", "next_to", "c"))
    assert stacking_cycles(plan.objects) == [("book", "vase", "tray"), ("a", "b")]
    assert plan_problems(plan) == ["on_top_of cycle: book -> vase -> tray -> book",
                                   "on_top_of cycle: a -> b -> a"]


def test_check_plan_joins_every_problem() -> None:
    plan = plan_of(obj("chair"), obj("chair"), obj("lamp", "lava_lamp", "on_top_of"))
    with pytest.raises(PlanRejected) as info:
        check_plan(plan)
    assert isinstance(info.value, ValueError)
    assert str(info.value) == ("id 'chair' is used by 2 objects; "
                               "lamp: unknown category 'lava_lamp' (not in the catalog); "
                               "lamp: relation on_top_of needs a target")


def test_offline_plans_pass() -> None:
    prompts = [p.text for p in generate_prompts(100, seed=7)] + EXTRA_PROMPTS
    for prompt in prompts:
        for seed in (0, 1, 2):
            plan = plan_offline(prompt, seed)
            assert plan_problems(plan) == [], (prompt, seed)
