"""A kind of room with no template of its own still holds what such a room holds: a garage
its car and workbench, a home gym its treadmill, a laundry room its washer and dryer."""

from __future__ import annotations

from collections import Counter

import pytest

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.room_kits import KITS, kit_for


def test_every_kit_is_made_of_things_the_library_has() -> None:
    for kit in KITS:
        keys = {s.key for s in kit.slots}
        for slot in kit.slots:
            assert slot.category in GENERATORS, (kit.names[0], slot.category)
            assert slot.target is None or slot.target in keys, (kit.names[0], slot.key)


@pytest.mark.parametrize(("label", "first"), [
    ("home gym", "home gym"), ("wine cellar", "wine cellar"), ("cellar", "wine cellar"),
    ("garage workshop", "workshop"), ("walk-in closet", "walk-in closet"),
    ("pet store", None), ("living room", None), (None, None),
])
def test_the_longest_name_in_the_label_picks_the_kit(label: str | None,
                                                     first: str | None) -> None:
    kit = kit_for(label)
    assert (kit.names[0] if kit else None) == first


@pytest.mark.parametrize(("prompt", "holds"), [
    ("a garage", {"car", "workbench", "metal_shelving"}),
    ("a home gym", {"treadmill", "weight_bench", "dumbbell_rack"}),
    ("a laundry room", {"washing_machine", "tumble_dryer", "laundry_basket"}),
    ("a cozy home theater", {"projector_screen", "sectional_sofa"}),
    ("a wine cellar", {"wine_rack", "barrel"}),
    ("a classroom", {"chalkboard", "teachers_desk", "school_desk"}),
])
def test_a_room_named_and_nothing_else_is_furnished_as_its_kind(prompt: str,
                                                                holds: set[str]) -> None:
    for seed in range(3):
        plan = plan_offline(prompt, seed=seed)
        assert holds <= {o.category for o in plan.objects}, (prompt, seed)
        assert len(plan.objects) >= 8


def test_what_the_prompt_says_wins_over_the_kit() -> None:
    plan = plan_offline("a garage with no car and two bicycles", seed=0)
    kinds = Counter(o.category for o in plan.objects)
    assert kinds["car"] == 0 and kinds["bicycle"] == 2
    piano = plan_offline("a music room with a grand piano", seed=0)
    kinds = Counter(o.category for o in piano.objects)
    assert kinds["grand_piano"] == 1 and kinds["upright_piano"] == 0  # "piano" is counted


def test_the_kits_style_when_the_prompt_gives_none() -> None:
    assert plan_offline("a garage", seed=0).style == "industrial"
    assert plan_offline("a cozy garage", seed=0).style == "cozy"


def test_a_style_word_that_names_the_room_keeps_the_name() -> None:
    """ "a loft" names its room with a style's word; it is a studio apartment, not bare."""
    plan = plan_offline("a loft", seed=0)
    assert plan.room_label == "loft" and plan.room_type == "studio"
    assert len(plan.objects) >= 8
