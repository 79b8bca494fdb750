"""The offline planner: room detection, object counts, named objects, determinism, presets."""

from __future__ import annotations

import re
from collections import Counter
from typing import get_args

import pytest

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.offline_planner import MAX_NAMED_PLAN, plan_offline
from agents.prompt_interpreter.presets import (
    ExamplePreset,
    UnknownExampleError,
    list_examples,
    load_example,
)
from agents.prompt_interpreter.templates import STORAGE
from orchestrator.schema.scene import Mood, Style, TimeOfDay

ROOM_PROMPTS = [
    ("a cozy bedroom at dusk", "bedroom"),
    ("a guest room with a double bed", "bedroom"),
    ("a sunny living room with a big sofa", "living_room"),
    ("a lounge for watching films", "living_room"),
    ("a home office for remote work", "office"),
    ("a quiet study lined with books", "library"),
    ("a small coffee shop on a rainy afternoon", "cafe"),
    ("a parisian café", "cafe"),
    ("a rustic farmhouse kitchen", "kitchen"),
    ("a dining room for a family of four", "dining_room"),
    ("a breakfast nook kitchen with a stove", "kitchen"),
    ("a marble bathroom with a clawfoot tub", "bathroom"),
    ("a small en suite with a shower", "bathroom"),
    ("a grand old library with leather armchairs", "library"),
    ("a kids' room with bunk beds", "kids_room"),
    ("a nursery painted yellow", "kids_room"),
    ("a children\u2019s room full of toys", "kids_room"),  # a typographic apostrophe
    ("a tiny studio apartment in the city", "studio"),
    ("a bedsit with a kitchenette", "studio"),
]


ALL_ROOMS = ("bedroom", "living_room", "office", "cafe", "kitchen", "dining_room", "bathroom",
             "library", "kids_room", "studio")


def count(plan, category: str) -> int:
    return sum(1 for o in plan.objects if o.category == category)


@pytest.mark.parametrize(("prompt", "room"), ROOM_PROMPTS)
def test_room_type_is_detected(prompt: str, room: str) -> None:
    assert plan_offline(prompt, 1).room_type == room


def test_room_type_from_objects_or_default() -> None:
    assert plan_offline("somewhere with a bed and a wardrobe", 0).room_type == "bedroom"
    assert plan_offline("a desk by the window", 0).room_type == "office"
    assert plan_offline("a room", 0).room_type == "living_room"
    assert plan_offline("a tub, a toilet and a mirror", 0).room_type == "bathroom"
    assert plan_offline("a bunk bed and a toy box", 0).room_type == "kids_room"
    assert plan_offline("a sideboard and a dining table", 0).room_type == "dining_room"


@pytest.mark.parametrize(("prompt", "room"), ROOM_PROMPTS[::2])
def test_plans_hold_8_to_15_valid_objects(prompt: str, room: str) -> None:
    for seed in range(12):
        plan = plan_offline(prompt, seed)
        shelves = len(STORAGE[plan.room_type][plan.density])  # the density's own shelves
        assert 8 <= len(plan.objects) <= 15 + shelves, (seed, [o.id for o in plan.objects])
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
    presets = [p for p in list_examples() if not p.is_home]
    names = {p.name for p in presets}
    assert {"cozy_bedroom", "living_room", "office", "cafe", "kitchen"} <= names
    for preset in presets:
        assert isinstance(preset, ExamplePreset)
        assert load_example(preset.name) == preset
        plan = preset.plan()
        assert 8 <= len(plan.objects) <= 15 + len(STORAGE[plan.room_type][plan.density])
    assert load_example("cafe").plan().room_type == "cafe"
    assert load_example("cozy_bedroom").plan().style == "cozy"


def test_presets_cover_every_room_style_mood_and_time_and_solve_cleanly() -> None:
    from agents.geometry.layout import solve_layout
    from agents.spatial_validator.checks import validate_scene

    presets = [p for p in list_examples() if not p.is_home]
    assert len(presets) >= 10
    assert {"dining_room", "bathroom", "library", "kids_room", "studio_apartment"} <= {
        p.name for p in presets}
    plans = [p.plan() for p in presets]
    assert {p.room_type for p in plans} == set(ALL_ROOMS)
    assert {p.style for p in plans} == set(get_args(Style))
    assert {p.mood for p in plans} == set(get_args(Mood))
    assert {p.time_of_day for p in plans} == set(get_args(TimeOfDay))
    assert len({(p.style, p.mood, p.time_of_day) for p in plans}) == len(plans)
    for plan in plans:
        scene, findings = solve_layout(plan)
        assert validate_scene(scene) == () and findings == (), plan.prompt


def test_home_presets_plan_homes_that_pass_their_checks() -> None:
    from agents.geometry.home_layout import solve_home
    from agents.spatial_validator.home_checks import check_home

    homes = [p for p in list_examples() if p.is_home]
    assert len(homes) >= 2
    for preset in homes:
        plan = solve_home(preset.programme())
        assert len(plan.rooms) >= 3 and check_home(plan) == (), preset.name


def test_unknown_preset_names_the_available_ones() -> None:
    with pytest.raises(UnknownExampleError) as info:
        load_example("spaceship")
    message = str(info.value)
    assert "spaceship" in message and "cozy_bedroom" in message and "kitchen" in message
    assert isinstance(info.value, KeyError) and isinstance(info.value, ValueError)
    with pytest.raises(UnknownExampleError):
        load_example("../examples/cafe")


CORE = {  # categories (with the least count) every plan of the room holds
    "bathroom": {"bathtub": 1, "toilet": 1, "vanity": 1, "mirror": 1, "towel_rail": 1},
    "library": {"bookshelf": 3, "armchair": 1, "floor_lamp": 1, "desk": 1, "rug": 1,
                "side_table": 1, "book_stack": 1},
    "kids_room": {"bunk_bed": 1, "toy_box": 1, "desk": 1, "chair": 1, "rug": 1,
                  "wall_shelf": 1, "painting": 1},
    "studio": {"bed": 1, "sofa": 1, "counter": 1, "stove": 1, "dining_table": 1, "chair": 2},
    "dining_room": {"dining_table": 1, "chair": 4, "sideboard": 1, "ceiling_lamp": 1,
                    "fruit_bowl": 1},
    "kitchen": {"counter": 1, "stove": 1, "fridge": 1},
}


@pytest.mark.parametrize("room", ALL_ROOMS)
def test_every_room_type_has_a_door_and_its_core(room: str) -> None:
    for seed in range(12):
        plan = plan_offline(f"a {room.replace('_', ' ')}", seed, room_type=room)
        assert 8 <= len(plan.objects) <= 15 + len(STORAGE[plan.room_type][plan.density]), seed
        doors = [o for o in plan.objects if o.category == "door"]
        assert len(doors) == 1 and doors[0].relation == "against_wall"
        assert doors[0].importance >= 9
        ids = [o.id for o in plan.objects]
        assert len(ids) == len(set(ids)) and max(o.importance for o in plan.objects) == 10
        for obj in plan.objects:
            assert obj.category in GENERATORS and obj.category != "window"
            assert obj.target is None or obj.target in ids
        for category, least in CORE.get(room, {}).items():
            assert count(plan, category) >= least, (seed, category)


def test_new_generators_go_where_they_belong() -> None:
    def relation(plan, category):
        obj = next(o for o in plan.objects if o.category == category)
        target = next((o for o in plan.objects if o.id == obj.target), None)
        return obj.relation, target.category if target else None

    assert relation(plan_offline("a living room", 0), "side_table") == ("next_to", "sofa")
    assert relation(plan_offline("an office", 0), "desk_lamp") == ("on_top_of", "desk")
    assert relation(plan_offline("a kitchen", 0), "stove") == ("next_to", "counter")
    assert relation(plan_offline("a kitchen", 0), "fruit_bowl") == ("on_top_of", "dining_table")
    assert relation(plan_offline("a bathroom", 0), "mirror") == ("next_to", "vanity")
    assert relation(plan_offline("a dining room", 0), "ceiling_lamp") == ("next_to",
                                                                          "dining_table")
    library = plan_offline("a library", 0)
    assert relation(library, "side_table") == ("next_to", "armchair")
    islands = [plan_offline("a kitchen", s) for s in range(30)]
    with_island = [p for p in islands if count(p, "kitchen_island")]
    assert 0 < len(with_island) < len(islands)
    assert all(p.width * p.depth >= 21.5 for p in with_island)  # larger kitchens only
    seen = {o.category for s in range(10) for r in ALL_ROOMS
            for o in plan_offline("a room", s, room_type=r).objects}
    assert {"curtains", "ceiling_lamp", "coat_rack", "bench", "book_stack", "wall_shelf",
            "towel_rail", "toy_box", "bunk_bed", "sideboard"} <= seen


SYNONYMS = [
    ("a bathroom with a tub and a sink", {"bathtub": 1, "vanity": 1}),
    ("a living room with a couch, a television and a lamp",
     {"sofa": 1, "tv": 1, "floor_lamp": 1}),
    ("a bedroom with a bedside table and a nightstand", {"nightstand": 2}),
    ("a kitchen with a refrigerator, an oven and two cups", {"fridge": 1, "stove": 1, "mug": 2}),
    ("a library with three bookcases and a pile of books", {"bookshelf": 3, "book": 2}),
    ("a library with a book stack and a stack of magazines", {"book_stack": 1, "magazine": 2}),
    ("a dining room with a buffet and a chandelier", {"sideboard": 1, "ceiling_lamp": 1}),
    ("an office with a desk lamp and an end table", {"desk_lamp": 1, "side_table": 1}),
    ("a kids' room with a toy chest and curtains", {"toy_box": 1, "curtains": 1}),
    ("a living room with a coat stand, a bench and a bowl of fruit",
     {"coat_rack": 1, "bench": 1, "fruit_bowl": 1}),
    ("a bathroom with a towel rack, a round mirror and a loo",
     {"towel_rail": 1, "mirror": 1, "toilet": 1}),
    ("a studio flat with a cooker, a kitchen island and a tv", {"stove": 1,
                                                                "kitchen_island": 1, "tv": 1}),
    ("a bedroom with a bunk bed and two wall shelves", {"bunk_bed": 1, "wall_shelf": 2}),
]


@pytest.mark.parametrize(("prompt", "expected"), SYNONYMS)
def test_synonyms_name_catalog_objects(prompt: str, expected: dict[str, int]) -> None:
    plan = plan_offline(prompt, 0)
    for category, least in expected.items():
        assert count(plan, category) >= least, category
    if "curtains" in expected:
        assert count(plan, "curtains") == 1  # "curtains" is one pair


def test_new_styles_and_their_moods() -> None:
    plan = plan_offline("an opulent dining room", 0)
    assert (plan.style, plan.mood) == ("luxury", "warm")
    plan = plan_offline("a whimsical playroom", 0)
    assert (plan.room_type, plan.style, plan.mood) == ("kids_room", "playful", "bright")
    assert plan_offline("a luxurious bathroom at night", 0).mood == "moody"
    assert plan_offline("a kids room", 0).style == "playful"
    assert plan_offline("a library", 0).style == "luxury"


def test_named_windows_are_not_objects() -> None:
    plan = plan_offline("a bedroom with two windows and a tv", 0)
    assert count(plan, "window") == 0 and count(plan, "tv") == 1


def test_a_prompt_asking_for_many_objects_gets_them_up_to_the_limit() -> None:
    plan = plan_offline("a cafe with eight chairs and four plants", 0)
    assert 15 < len(plan.objects) <= MAX_NAMED_PLAN
    assert count(plan, "chair") == 8 and count(plan, "plant") == 4
    plan = plan_offline("a cafe with eight cafe tables, eight chairs, eight stools, eight plants "
                        "and eight mugs", 0)
    assert count(plan, "door") == 1 and all(
        count(plan, c) == 8 for c in ("cafe_table", "chair", "stool", "plant", "mug"))
    plan = plan_offline("a large cafe with six tables and twenty four chairs", 0)
    assert count(plan, "cafe_table") == 6 and count(plan, "chair") == 24
    plan = plan_offline("a hall with forty chairs, twenty tables, thirty plants", 0)
    assert len(plan.objects) == MAX_NAMED_PLAN and count(plan, "door") == 1
    fewer = [n for n in plan.nouns if n.outcome == "fewer"]
    assert fewer and all("at most" in n.note for n in fewer)  # the limit is said, not hidden


@pytest.mark.parametrize(("prompt", "category", "exactly"), [
    ("a bedroom with a double bed by the window, a lamp near the bed and a painting above "
     "the bed", "bed", 1),
    ("a dining room with three dining chairs surrounding a dining table", "chair", 3),
    ("a living room with two armchairs and a floor lamp near an armchair", "armchair", 2),
    ("an office with a chair and another chair", "chair", 2),
    ("a bedroom with two nightstands and a table lamp on each nightstand", "nightstand", 2),
], ids=["anaphora", "template-capped", "relation-target", "another", "each"])
def test_counts_are_exact(prompt: str, category: str, exactly: int) -> None:
    """A repeated mention is the same object, a relation's target is not one more, and the
    room template adds none of a kind the prompt counted."""
    for seed in range(5):
        assert count(plan_offline(prompt, seed), category) == exactly, seed


def test_a_relation_s_target_shadows_the_template_s_kind_of_it() -> None:
    """ "a sofa facing a wall-mounted TV": the wall TV is the room's one TV; the template
    adds no TV of its own."""
    for seed in range(5):
        plan = plan_offline("a living room with a sofa facing a wall-mounted TV", seed)
        assert count(plan, "wall_tv") == 1 and count(plan, "tv") == 0, seed


def test_a_bare_plural_is_a_lower_bound_and_a_number_is_exact() -> None:
    """"bookcases" states no number: at least two, and the template may hold more;
    "two bookcases" states one: exactly two."""
    bare = [count(plan_offline("a library with tall bookcases", s), "bookshelf")
            for s in range(8)]
    assert min(bare) >= 2 and max(bare) > 2  # the library template holds three
    assert {count(plan_offline("a library with two tall bookcases", s), "bookshelf")
            for s in range(8)} == {2}


def test_a_thing_goes_by_the_object_its_noun_names_not_another_of_that_kind() -> None:
    # "a table" for a printer is made as a second desk: the board "above the desk"
    # still hangs by the desk
    plan = plan_offline("A home office with a desk by the window, an office chair, a printer "
                        "on a separate table against the wall, and a notice board on the wall "
                        "above the desk.", 0)
    by_id = {o.id: o for o in plan.objects}
    assert sorted(o.label for o in plan.objects if o.category == "desk") == ["desk", "table"]
    board = next(o for o in plan.objects if o.label == "notice board")
    assert by_id[board.target].label == "desk"


@pytest.mark.parametrize(("prompt", "hung"), [
    ("A kitchen with a counter along the wall and two cabinets mounted on the wall above it.",
     2),
    ("A kitchen with cabinets on the wall above the counter.", 1),
    ("A kitchen with a counter on the back wall.", 0),  # a counter named so stays one
])
def test_cabinets_hung_on_the_wall_are_wall_cabinets(prompt: str, hung: int) -> None:
    plan = plan_offline(prompt, 0)
    assert sum(o.category == "kitchen_wall_cabinet" for o in plan.objects) == hung
    assert any(o.category == "counter" for o in plan.objects)


def test_things_placed_by_each_of_a_group_go_one_to_each() -> None:
    plan = plan_offline("A kids room with two single beds against the wall, a toy chest at the "
                        "foot of each bed.", 0)
    chests = [o.target for o in plan.objects if o.category == "toy_box"]
    assert len(chests) == 2 and len(set(chests)) == 2
    plan = plan_offline("A medieval tavern with two long wooden tables, each with a bench on "
                        "either side.", 0)
    benches = Counter(o.target for o in plan.objects if o.category == "bench")
    assert sorted(benches.values()) == [2, 2]
