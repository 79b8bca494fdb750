"""The offline planner: room detection, object counts, named objects, determinism, presets."""

from __future__ import annotations

import re

import pytest

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.presets import (
    ExamplePreset,
    UnknownExampleError,
    list_examples,
    load_example,
)

ROOM_PROMPTS = [
    ("a cozy bedroom at dusk", "bedroom"),
    ("a guest room with a double bed", "bedroom"),
    ("a sunny living room with a big sofa", "living_room"),
    ("a lounge for watching films", "living_room"),
    ("a home office for remote work", "office"),
    ("a quiet study lined with books", "office"),
    ("a small coffee shop on a rainy afternoon", "cafe"),
    ("a parisian café", "cafe"),
    ("a rustic farmhouse kitchen", "kitchen"),
    ("a dining room for a family of four", "kitchen"),
]


def count(plan, category: str) -> int:
    return sum(1 for o in plan.objects if o.category == category)


@pytest.mark.parametrize(("prompt", "room"), ROOM_PROMPTS)
def test_room_type_is_detected(prompt: str, room: str) -> None:
    assert plan_offline(prompt, 1).room_type == room


def test_room_type_from_objects_or_default() -> None:
    assert plan_offline("somewhere with a bed and a wardrobe", 0).room_type == "bedroom"
    assert plan_offline("a desk by the window", 0).room_type == "office"
    assert plan_offline("a room", 0).room_type == "living_room"


@pytest.mark.parametrize(("prompt", "room"), ROOM_PROMPTS[::2])
def test_plans_hold_8_to_15_valid_objects(prompt: str, room: str) -> None:
    for seed in range(12):
        plan = plan_offline(prompt, seed)
        assert 8 <= len(plan.objects) <= 15, (seed, [o.id for o in plan.objects])
        ids = [o.id for o in plan.objects]
        assert len(ids) == len(set(ids))
        assert all(re.fullmatch(r"[a-z0-9_]+", i) for i in ids)
        for obj in plan.objects:
            assert obj.category in GENERATORS
            assert obj.target is None or obj.target in ids
        assert max(o.importance for o in plan.objects) == 10


def test_template_core_objects() -> None:
    bed = plan_offline("a bedroom", 0)
    assert count(bed, "bed") == 1 and count(bed, "nightstand") == 2
    lamp = next(o for o in bed.objects if o.category == "table_lamp")
    assert lamp.relation == "on_top_of" and lamp.target.startswith("nightstand")
    living = plan_offline("a living room", 0)
    tv = next(o for o in living.objects if o.category == "tv")
    assert (tv.relation, tv.target) == ("on_top_of", "tv_stand")
    coffee = living.objects[[o.id for o in living.objects].index("coffee_table")]
    assert (coffee.relation, coffee.target) == ("center", "sofa")
    cafe = plan_offline("a cafe", 0)
    chairs = [o for o in cafe.objects if o.category == "chair"]
    assert chairs and all(o.relation == "around" for o in chairs)
    assert all(o.target.startswith("cafe_table") for o in chairs)


def test_deterministic_for_a_seed() -> None:
    for prompt, _ in ROOM_PROMPTS:
        assert plan_offline(prompt, 7) == plan_offline(prompt, 7)
    plans = {plan_offline("a cozy bedroom", s).model_dump_json() for s in range(8)}
    assert len(plans) > 1  # the seed matters


def test_named_objects_are_included_with_counts() -> None:
    plan = plan_offline("a bedroom with a bookshelf and two plants", 3)
    assert count(plan, "bookshelf") >= 1
    assert count(plan, "plant") == 2
    plan = plan_offline("an office with 3 plants, a tv and a rug", 0)
    assert count(plan, "plant") == 3 and count(plan, "rug") == 1
    tv = next(o for o in plan.objects if o.category == "tv")
    host = next(o for o in plan.objects if o.id == tv.target)
    assert tv.relation == "on_top_of" and host.category == "tv_stand"
    plan = plan_offline("a kitchen with six chairs and a vase", 2)
    assert count(plan, "chair") == 6 and count(plan, "vase") >= 1
    assert plan_offline("a bedroom with bookshelves", 0).objects  # irregular plural
    assert count(plan_offline("a bedroom with bookshelves", 0), "bookshelf") == 2


def test_named_objects_can_be_left_out() -> None:
    plan = plan_offline("a living room without a tv and no plants", 1)
    assert count(plan, "tv") == 0 and count(plan, "plant") == 0
    assert len(plan.objects) >= 8


def test_style_mood_time_detection_and_defaults() -> None:
    plan = plan_offline("a cozy bedroom at dusk", 0)
    assert (plan.style, plan.mood, plan.time_of_day) == ("cozy", "warm", "dusk")
    plan = plan_offline("an industrial office late at night", 0)
    assert (plan.style, plan.mood, plan.time_of_day) == ("industrial", "moody", "night")
    plan = plan_offline("a scandinavian kitchen at sunset, cool and calm", 0)
    assert (plan.style, plan.mood, plan.time_of_day) == ("scandinavian", "cool", "golden_hour")
    plan = plan_offline("a bedroom with a night stand", 0)  # not "night"
    assert plan.time_of_day == "dusk" and count(plan, "nightstand") >= 1


def test_overrides_win_and_are_checked() -> None:
    plan = plan_offline("a cozy bedroom at dusk", 0, room_type="cafe", style="rustic",
                        mood="bright", time_of_day="morning")
    assert (plan.room_type, plan.style, plan.mood, plan.time_of_day) == (
        "cafe", "rustic", "bright", "morning")
    with pytest.raises(ValueError, match="style"):
        plan_offline("a bedroom", 0, style="baroque")  # type: ignore[arg-type]


def test_room_size_within_schema_bounds() -> None:
    for prompt, _ in ROOM_PROMPTS:
        plan = plan_offline(prompt, 5)
        assert 2.0 <= plan.width <= 20 and 2.0 <= plan.depth <= 20 and 2.2 <= plan.height <= 6


def test_presets_load_and_plan() -> None:
    presets = list_examples()
    names = {p.name for p in presets}
    assert {"cozy_bedroom", "living_room", "office", "cafe", "kitchen"} <= names
    for preset in presets:
        assert isinstance(preset, ExamplePreset)
        assert load_example(preset.name) == preset
        plan = preset.plan()
        assert 8 <= len(plan.objects) <= 15
    assert load_example("cafe").plan().room_type == "cafe"
    assert load_example("cozy_bedroom").plan().style == "cozy"


def test_unknown_preset_names_the_available_ones() -> None:
    with pytest.raises(UnknownExampleError) as info:
        load_example("spaceship")
    message = str(info.value)
    assert "spaceship" in message and "cozy_bedroom" in message and "kitchen" in message
    assert isinstance(info.value, KeyError) and isinstance(info.value, ValueError)
    with pytest.raises(UnknownExampleError):
        load_example("../examples/cafe")
