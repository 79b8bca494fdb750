"""The prompt generator covers every room, style and mood; the planner reads its prompts back,
and the plan and the layout keep (nearly) every object a prompt names."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import get_args

from agents.geometry.catalog import GENERATORS
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.prompt_generator import (
    COMBOS,
    ROOMS,
    GeneratedPrompt,
    combo,
    generate_prompts,
    object_recall,
    recall_counts,
)
from agents.spatial_validator.checks import validate_scene
from orchestrator import Scene, ScenePlan
from orchestrator.schema.scene import Finding, Mood, RoomType, Style, TimeOfDay

N, SEED = 200, 0


@lru_cache(maxsize=1)
def solved_prompts() -> tuple[tuple[GeneratedPrompt, ScenePlan, Scene, tuple[Finding, ...]], ...]:
    rows = []
    for i, prompt in enumerate(generate_prompts(N, SEED)):
        plan = plan_offline(prompt.text, i)
        scene, findings = solve_layout(plan)
        rows.append((prompt, plan, scene, findings))
    return tuple(rows)


def pooled_recall(pairs: list[tuple[object, tuple[str, ...]]]) -> float:
    """Named objects kept over named objects asked for, over all prompts."""
    kept = sum(object_recall(have, named) * len(named) for have, named in pairs)  # type: ignore
    return kept / sum(len(named) for _, named in pairs)


def test_same_seed_same_prompts_and_the_seed_matters() -> None:
    assert generate_prompts(40, 3) == generate_prompts(40, 3)
    assert [p.text for p in generate_prompts(40, 3)] != [p.text for p in generate_prompts(40, 4)]
    assert generate_prompts(0, 1) == []
    assert generate_prompts(5, 1) == generate_prompts(8, 1)[:5]


def test_200_prompts_cycle_through_every_room_style_mood_and_time() -> None:
    prompts = generate_prompts(N, SEED)
    rooms = Counter(p.room_type for p in prompts)
    assert set(rooms) == set(ROOMS) == set(get_args(RoomType)) - {"hall"}
    assert set(rooms.values()) == {N // 10}
    assert {p.style for p in prompts} == set(get_args(Style))
    assert {p.mood for p in prompts} == set(get_args(Mood))
    assert {p.time_of_day for p in prompts} == set(get_args(TimeOfDay))
    for seed in (1, 7):  # any 80 in a row hold every room x style pair
        first = generate_prompts(80, seed)
        assert len({(p.room_type, p.style) for p in first}) == 80
        assert {p.mood for p in first} == set(get_args(Mood))


def test_combos_are_a_bijection() -> None:
    assert len({combo(i) for i in range(COMBOS)}) == COMBOS == 320


def test_prompts_read_naturally_and_name_catalog_objects() -> None:
    for prompt in generate_prompts(N, SEED):
        assert prompt.named_objects and " with " in prompt.text
        assert all(c in GENERATORS and c != "window" for c in prompt.named_objects)
        assert prompt.text.strip() == prompt.text and "  " not in prompt.text
        assert len(prompt.named_objects) <= 12


def test_the_planner_reads_room_style_mood_and_time_back() -> None:
    for prompt, plan, _, _ in solved_prompts():
        assert (plan.room_type, plan.style, plan.mood, plan.time_of_day) == (
            prompt.room_type, prompt.style, prompt.mood, prompt.time_of_day), prompt.text


def test_the_plan_holds_95_percent_of_named_objects() -> None:
    rows = solved_prompts()
    assert pooled_recall([(plan, prompt.named_objects) for prompt, plan, _, _ in rows]) >= 0.95


def test_the_layout_keeps_95_percent_and_every_scene_is_valid() -> None:
    rows = solved_prompts()
    assert pooled_recall([(scene, prompt.named_objects) for prompt, _, scene, _ in rows]) >= 0.95
    for prompt, _, scene, findings in rows:
        assert validate_scene(scene) == (), prompt.text
        assert not [f for f in findings if f.severity == "error"]


def test_the_example_prompt_from_the_brief() -> None:
    plan = plan_offline("a playful kids' room at noon with a bunk bed, a toy box and two plants", 0)
    assert (plan.room_type, plan.style, plan.time_of_day) == ("kids_room", "playful", "noon")
    assert object_recall(plan, ("bunk_bed", "toy_box", "plant", "plant")) == 1.0


def test_object_recall_counts_multiplicity() -> None:
    assert object_recall(["plant", "sofa"], ("plant", "plant", "sofa", "tv")) == 0.5
    assert object_recall(["plant", "plant", "plant"], ("plant", "plant")) == 1.0
    assert object_recall([], ()) == 1.0
    assert object_recall([], ("bed",)) == 0.0
    assert recall_counts(["plant", "sofa"], ("plant", "plant", "sofa", "tv")) == (2, 4)
    plan = plan_offline("a bedroom", 0)
    assert object_recall(plan, ("bed", "door")) == 1.0
    scene, _ = solve_layout(plan)
    assert object_recall(scene, ("bed",)) == object_recall([o.category for o in scene.objects],
                                                           ("bed",)) == 1.0
