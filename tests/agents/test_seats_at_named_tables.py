"""A table the prompt names comes with seats when the room's template seats no one there (a
desk in a bedroom, a dining table in a living room, a workbench in a garage), and never when
the prompt speaks of seats itself."""

from __future__ import annotations

from collections import Counter

import pytest

from agents.prompt_interpreter import offline_planner
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.schema.scene import ScenePlan


def seats_at(plan: ScenePlan) -> Counter[tuple[str, str]]:
    by_id = {o.id: o.category for o in plan.objects}
    return Counter((o.category, by_id[o.target]) for o in plan.objects
                   if o.relation == "around" and o.target in by_id)


@pytest.mark.parametrize(("prompt", "seats"), [
    ("a bedroom with a double bed, a wardrobe and a desk", {("chair", "desk"): 1}),
    ("a living room with a sofa, a tv and a dining table", {("chair", "dining_table"): 4}),
    ("a garage workshop with a workbench", {("stool", "workbench"): 1}),
    ("a basement with a bar counter", {("counter_stool", "bar_counter"): 3}),
    ("a guest room with a bed and a vanity table", {("stool", "dressing_table"): 1}),
])
def test_a_named_table_nobody_sits_at_gets_its_seats(prompt: str,
                                                     seats: dict[tuple[str, str], int]) -> None:
    for seed in range(3):
        assert seats_at(plan_offline(prompt, seed=seed)) == seats


@pytest.mark.parametrize("prompt", [
    "a bedroom with a desk and no chairs",  # excluded
    "a living room with a sofa, a dining table and two stools",  # the prompt's own seats
    "a tea room with tatami mats and a low tea table",  # knelt at
    "a dining room with a dining table",  # the template seats it already
    "an office with a desk",  # likewise
])
def test_the_plan_is_the_same_without_the_rule_where_it_does_not_apply(
        prompt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    plans = [plan_offline(prompt, seed=seed) for seed in range(3)]
    monkeypatch.setattr(offline_planner, "SEATED_AT", {})
    assert plans == [plan_offline(prompt, seed=seed) for seed in range(3)]


def test_the_rule_is_what_seats_a_named_desk(monkeypatch: pytest.MonkeyPatch) -> None:
    """The counter-check: without it, the bedroom's desk has no chair."""
    monkeypatch.setattr(offline_planner, "SEATED_AT", {})
    assert seats_at(plan_offline("a bedroom with a double bed and a desk", seed=0)) == {}
