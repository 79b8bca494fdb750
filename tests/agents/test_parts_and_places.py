"""A shelf named as part of furniture already there, a table set for a party with a setting
at each place, and chairs beside a table sat at it."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from agents.geometry.layout import solve_layout
from agents.geometry.underside import in_knee_space
from agents.prompt_interpreter.grammar import read
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.schema.scene import PlacedObject, footprint


def _counts(prompt: str) -> dict[str, int]:
    plan = plan_offline(prompt, 0)
    out: dict[str, int] = {}
    for obj in plan.objects:
        out[obj.category] = out.get(obj.category, 0) + 1
    return out


@pytest.mark.parametrize(("prompt", "whole"), [
    ("A living room with a tall bookshelf. The top shelf holds six books and the bottom shelf "
     "has two storage boxes.", "bookshelf"),
    ("A garage with a shelving unit against the wall. The shelves hold four paint cans and a "
     "toolbox.", "shelving_unit"),
])
def test_the_shelves_of_named_furniture_are_its_own(prompt: str, whole: str) -> None:
    counts = _counts(prompt)
    assert counts[whole] == 1
    assert "open_shelf" not in counts  # no extra shelf made for "the top shelf"
    scene, _ = solve_layout(plan_offline(prompt, 0))
    host = next(o for o in scene.objects if o.category == whole)
    held = [o for o in scene.objects if o.support == host.id]
    assert len(held) >= 3


def test_a_shelf_named_on_its_own_is_a_shelf() -> None:
    counts = _counts("A den with a bookshelf and a shelf above the desk with two plants on it.")
    assert counts["bookshelf"] == 1
    assert counts.get("open_shelf", 0) + counts.get("wall_shelf", 0) == 1


def test_a_table_set_for_four_has_a_setting_at_each_place() -> None:
    prompt = ("A dining room with a table and four chairs. The table is set for four, with a "
              "plate, a fork, a knife and a wine glass at each place.")
    reading = read(prompt.lower())
    assert reading.party == 4
    by_noun = {p.noun: p.count for p in reading.phrases}
    assert by_noun["plate"] == by_noun["fork"] == by_noun["knife"] == by_noun["wine glass"] == 4
    counts = _counts(prompt)
    assert counts["chair"] == 4 and counts["dinner_plate"] == 4


def test_set_for_four_people_still_reads_the_party() -> None:
    assert read("a dining table set for four people with a vase").party == 4
    assert read("a board game set for kids").party is None


@pytest.mark.parametrize("prompt", [
    "A dining room with a table and four chairs, one on each side.",
    "A kitchen with an island and three stools next to it.",
])
def test_chairs_beside_a_table_are_sat_at_it(prompt: str) -> None:
    plan = plan_offline(prompt, 0)
    seats = [o for o in plan.objects if o.category in ("chair", "stool", "counter_stool")]
    assert seats and all(o.relation == "around" for o in seats)


def test_a_chair_by_a_coffee_table_is_not_sat_at_it() -> None:
    plan = plan_offline("A living room with a coffee table and an armchair beside it.", 0)
    chair = next(o for o in plan.objects if o.category == "armchair")
    assert chair.relation != "around"


def _held_by(prompt: str) -> dict[str, str | None]:
    reading = read(prompt.lower())
    return {p.noun: reading.phrases[p.held_by].noun if p.held_by is not None else None
            for p in reading.phrases if not p.refers_back}


def test_it_after_a_list_is_the_thing_the_sentence_places_not_its_landmark() -> None:
    held = _held_by("A dresser stands across from the bed, with a jewelry box and a perfume "
                    "bottle on top of it.")
    assert held["jewelry box"] == held["perfume bottle"] == "dresser"


def test_a_list_of_small_things_on_it_stands_on_the_thing_before_the_list() -> None:
    held = _held_by("A classroom with the teacher's desk at the front and a globe, an apple "
                    "and a desk bell on it.")
    assert held["globe"] == held["apple"] == held["desk bell"] == "teacher's desk"


def test_a_tray_with_a_cup_of_coffee_sits_on_the_bed_itself() -> None:
    plan = plan_offline("A bedroom with a bed. A breakfast tray with a croissant and a cup of "
                        "coffee sits on the bed.", 0)
    by_category = {o.category: o for o in plan.objects}
    assert by_category["serving_tray"].target == "bed"
    assert by_category["mug"].target == "serving_tray"


def test_a_crowded_nightstand_takes_everything_asked_smaller() -> None:
    prompt = ("A bedroom with a bed and a nightstand. On the nightstand are a lamp, a book, a "
              "glass and a small clock.")
    scene, _ = solve_layout(plan_offline(prompt, 0))
    stand = next(o for o in scene.objects if o.category == "nightstand")
    on_it = {o.category for o in scene.objects if o.support == stand.id}
    assert {"table_lamp", "book", "drinking_glass", "alarm_clock"} <= on_it


@pytest.mark.parametrize("prompt", [
    "A living room with a sofa and two end tables, one on the left and one on the right of "
    "the sofa.",
    "A living room with two armchairs, one to the left of the fireplace and one to its right.",
    "A bedroom with a bed and two nightstands, one on the left side and the other on the "
    "right side.",
])
def test_one_on_the_left_and_one_on_the_right_flank_it(prompt: str) -> None:
    reading = read(prompt.lower())
    pair = next(p for p in reading.phrases if p.count == 2)
    anchor = next(p for p in reading.phrases if p.anchor == pair.index)
    assert anchor.relation in ("next_to", "beside")  # one to each side, as "on either side"


def test_a_relation_fronted_in_a_later_clause_places_what_follows_it() -> None:
    for prompt in ("A bedroom with a dresser, and to the left of the dresser is a laundry "
                   "basket.", "A living room with a couch, and on the left of the couch a "
                   "floor lamp."):
        reading = read(prompt.lower())
        placed = next(p for p in reading.phrases if p.relation == "left_of")
        assert reading.phrases[placed.anchor].noun in ("laundry basket", "floor lamp")


def _placed_on(prompt: str, thing: str) -> str:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    by_id = {o.id: o for o in scene.objects}
    obj = next(o for o in scene.objects if o.category == thing)
    return by_id[obj.support].category if obj.support in by_id else obj.support


def test_a_thing_on_a_host_a_little_too_small_for_it_stays_on_it_smaller() -> None:
    prompt = ("A dorm room with a desk. A mini fridge is to the right of the desk with a "
              "microwave on top of it.")
    assert _placed_on(prompt, "microwave") == "mini_fridge"


def test_it_is_the_desk_that_faces_the_rows_not_the_rows() -> None:
    prompt = ("A classroom with sixteen student desks in four rows of four, each with a chair "
              "behind it. The teacher's desk is in front of the rows, facing them, with a "
              "laptop on it.")
    assert _placed_on(prompt, "laptop") == "teachers_desk"


def test_candlesticks_on_a_table_runner_stand_on_the_runner() -> None:
    prompt = ("A dining room with a table and six chairs. A table runner lies on the table with "
              "two candlesticks on it.")
    assert _placed_on(prompt, "candelabra") == "tablecloth"
    assert _placed_on(prompt, "tablecloth") == "dining_table"


def test_one_kind_named_twice_goes_where_each_noun_says() -> None:
    plan = plan_offline("A daycare room with small tables and chairs, a storage box with toys "
                        "in the corner, and colorful bins on a shelf.", 0)
    box = next(o for o in plan.objects if o.label == "storage box")
    bins = [o for o in plan.objects if o.label == "bin"]
    assert box.relation == "corner"
    assert bins and all(o.relation == "on_top_of" for o in bins)


@pytest.mark.parametrize(("prompt", "noun", "count"), [
    ("A living room with a sofa. Two end tables stand on each side of the sofa.", "end table", 2),
    ("A dining room with a long table and two chairs on each side of it.", "chair", 4),
    ("A bedroom with a bed and a nightstand on each side.", "nightstand", 2),
])
def test_on_each_side_counts(prompt: str, noun: str, count: int) -> None:
    reading = read(prompt.lower())
    assert next(p.count for p in reading.phrases if p.noun == noun) == count


def test_bags_of_a_food_are_food_bags_not_backpacks() -> None:
    reading = read("a shelf holds four bags of coffee beans and two bags of rice.")
    bags = [p for p in reading.phrases if p.family == "pasta_pack"]
    assert [p.count for p in bags] == [4, 2]


@pytest.mark.parametrize("prompt", [
    "A living room with a coffee table with a stack of magazines and a bowl on it.",
    "A library with bookcases, an armchair and stacks of books.",
])
def test_a_stack_of_things_is_several_one_on_another(prompt: str) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    pile = [o for o in scene.objects if "stacked" in o.attributes]
    assert len(pile) >= 2
    ids = {o.id for o in pile}
    bases = [o for o in pile if o.support not in ids]
    assert len(bases) == 1  # one pile, each on the one below
    assert all(o.size[2] < o.size[0] for o in pile)  # lying, not shelved upright


def test_a_named_thing_given_a_spare_host_moves_when_the_spare_goes() -> None:
    # the frying pan first found room on the template's second counter, which the prompt's
    # "a counter" removes; the pan stays in the plan
    prompt = ("A kitchen with a stove against the wall and a range hood above it. On the stove "
              "there is a pot and a frying pan. To the left of the stove is a counter with a "
              "cutting board and a knife block on it, and to the right of the stove is the fridge.")
    for seed in range(16):
        assert any(o.category == "frying_pan" for o in plan_offline(prompt, seed).objects), seed


def test_a_fronted_clause_with_the_places_its_own_thing() -> None:
    reading = read("to the left of the stove is a counter, and to the right of the stove is "
                   "the fridge.")
    fridge = next(p.index for p in reading.phrases if p.noun == "fridge")
    assert any(p.noun == "stove" and p.relation == "right_of" and p.anchor == fridge
               for p in reading.phrases)


def test_seats_placed_first_keep_their_place_and_the_table_goes_by_them() -> None:
    plan = plan_offline("A living room with a fireplace against the wall and two armchairs in "
                        "front of the fireplace. A small round table sits between the "
                        "armchairs.", 0)
    chairs = [o for o in plan.objects if o.category == "armchair"]
    table = next(o for o in plan.objects if o.label == "table")
    assert chairs and all(o.target == "fireplace" for o in chairs)
    assert table.target in {o.id for o in chairs}


def test_a_wall_shelf_deepens_for_what_the_prompt_puts_on_it() -> None:
    scene, _ = solve_layout(plan_offline(
        "A tiny kitchen with a sink. A microwave sits on a shelf above the sink.", 0))
    microwave = next(o for o in scene.objects if o.category == "microwave")
    shelf = next(o for o in scene.objects if o.id == microwave.support)
    assert shelf.category == "wall_shelf" and shelf.size[1] > 0.22


def test_a_tall_thing_in_a_low_room_is_as_tall_as_the_room_lets_it_be() -> None:
    plan = plan_offline("A home office with a desk in the corner. A tall bookshelf stands "
                        "against the wall to the left of the desk.", 0)
    plan = plan.model_copy(update={"height": 2.4})
    scene, _ = solve_layout(plan)
    shelf = next(o for o in scene.objects if o.category == "bookshelf")
    assert shelf.size[2] <= 2.4


@pytest.mark.parametrize(("prompt", "noun", "relation"), [
    ("two queen beds separated by a single nightstand, which holds a phone.", "phone",
     "holds"),
    ("a corkboard covered in photos hangs above the desk.", "photo", "holds"),
])
def test_passive_words_place_the_thing_after_them(prompt: str, noun: str, relation: str
                                                   ) -> None:
    reading = read(prompt)
    thing = next(p for p in reading.phrases if p.noun == noun)
    holder = reading.phrases[thing.held_by] if thing.held_by is not None else None
    assert thing.relation == relation and holder is not None
    assert holder.noun in ("nightstand", "corkboard")


def test_one_of_which_places_one_of_the_group() -> None:
    plan = plan_offline("A boutique with two mannequins in the middle of the room, one of "
                        "which stands on a low platform.", 0)
    assert any(r.subject == "mannequin" and r.relation == "on" and r.count == 1
               for r in plan.relations)


def test_an_indefinite_rack_after_a_barbell_rack_is_a_rack_of_its_own() -> None:
    plan = plan_offline("A home gym with a weight bench and a barbell rack behind it. Six "
                        "dumbbells rest on a low rack against the wall.", 0)
    racks = {o.category for o in plan.objects if o.label in ("barbell rack", "rack")}
    assert len(racks) == 2


def test_a_pair_the_room_is_with_stands_side_by_side() -> None:
    reading = read("a laundry room with a washing machine and a dryer side by side.")
    assert any(p.text == "each other" and p.relation == "next_to" for p in reading.phrases)


def test_seats_in_a_row_facing_a_wall_mirror_stand_side_by_side_before_it() -> None:
    scene, _ = solve_layout(plan_offline(
        "A barbershop with 3 barber chairs in a row facing a long mirror on the wall.", 0))
    mirror = next(o for o in scene.objects if o.category == "mirror")
    chairs = [o for o in scene.objects if o.category == "barber_chair"]
    assert len(chairs) == 3
    assert all(abs(o.rotation_z - chairs[0].rotation_z) < 1e-6 for o in chairs)  # one row
    assert all(math.dist(o.location[:2], mirror.location[:2]) < 2.0 for o in chairs)


@pytest.mark.parametrize(("prompt", "noun", "count"), [
    ("a reading room with 2 long study tables. each table has three chairs along each long "
     "side.", "chair", 12),
    ("a dining room with a long table and four chairs along each long side.", "chair", 8),
])
def test_each_long_side_counts_as_each_side(prompt: str, noun: str, count: int) -> None:
    assert sum(p.count for p in read(prompt).phrases if p.noun == noun and not p.refers_back) \
        == count


def test_down_the_middle_and_in_a_row() -> None:
    reading = read("a reading room with two long tables in a row down the middle of the room.")
    tables = reading.phrases[0]
    assert tables.landmark == "middle"
    assert any(p.text == "each other" for p in reading.phrases)


@pytest.mark.parametrize(("prompt", "family"), [
    ("a large globe stands near the door.", "floor_globe"),
    ("a globe sits on the desk.", "desk_globe"),
    ("a large globe on the desk.", "desk_globe"),
])
def test_a_size_word_asks_for_the_version_that_stands_on_the_floor(prompt: str, family: str
                                                                   ) -> None:
    assert read(prompt).phrases[0].family == family


def test_a_long_table_is_one_people_sit_along() -> None:
    plan = plan_offline("A library with a long table and six chairs around it.", 0)
    assert any(o.category == "dining_table" for o in plan.objects)


def test_a_shelf_a_crib_stands_beneath_hangs_on_the_wall_and_holds_what_follows() -> None:
    reading = read("a nursery with a wooden crib beneath a shelf holding three teddy bears.")
    shelf = next(p for p in reading.phrases if p.noun == "shelf")
    bears = next(p for p in reading.phrases if p.noun == "teddy bear")
    assert shelf.hangs_over and bears.held_by == shelf.index
    scene, _ = solve_layout(plan_offline(
        "A nursery with a wooden crib beneath a shelf holding three teddy bears.", 0))
    by_id = {o.id: o for o in scene.objects}
    assert all(by_id[o.support].category == "wall_shelf" for o in scene.objects
               if o.category == "teddy_bear")


def test_a_board_of_tools_above_it_is_above_the_bench() -> None:
    reading = read("a garage with a workbench against the back wall and a pegboard of tools "
                   "mounted on the wall above it.")
    tools = next(p for p in reading.phrases if p.noun == "tool")
    above = next(p for p in reading.phrases if p.relation == "above")
    assert reading.phrases[tools.held_by or 0].noun == "pegboard"
    assert above.noun == "workbench" and reading.phrases[above.anchor or 0].noun == "pegboard"


@pytest.mark.parametrize(("prompt", "family"), [
    ("a bare bulb hangs from the ceiling.", "hanging_bulb"),
    ("a hammock chair hangs from the ceiling near the window.", "ceiling_swing_chair"),
    ("hanging from the ceiling above the car is a kayak.", "hung_kayak"),
])
def test_things_hung_from_the_ceiling_are_their_hung_versions(prompt: str, family: str) -> None:
    plan = plan_offline(f"A room with a car. {prompt}", 0)
    scene, _ = solve_layout(plan)
    hung = [o for o in scene.objects if o.category == family]
    assert hung and all(o.support == "ceiling" for o in hung)


def test_a_hutch_displaying_plates_is_what_stands_by_the_wall() -> None:
    reading = read("a small hutch displaying six plates stands against the wall.")
    hutch, plates = reading.phrases[0], reading.phrases[1]
    assert hutch.landmark == "wall" and plates.held_by == hutch.index


def test_a_suitcase_lies_on_a_luggage_rack() -> None:
    scene, _ = solve_layout(plan_offline("A hotel room with a bed, and a suitcase lies on a "
                                         "luggage rack at the foot of the bed.", 0))
    suitcase = next(o for o in scene.objects if o.category == "suitcase")
    assert suitcase.support.startswith("luggage_rack")


def test_a_bar_with_a_shelf_behind_it_stands_off_its_wall_and_its_stools_line_up() -> None:
    plan = plan_offline("A cocktail bar with a long bar counter and five bar stools lined up "
                        "in front of it. Behind the counter, a shelf holds liquor bottles.", 0)
    assert plan.room_label == "cocktail bar"
    scene, _ = solve_layout(plan)
    counter = next(o for o in scene.objects if o.category == "bar_counter")
    shelf = next(o for o in scene.objects if o.label == "shelf")
    stools = [o for o in scene.objects if o.category == "stool"]
    gap_to_wall = min(plan.width / 2 - abs(counter.location[0]),
                      plan.depth / 2 - abs(counter.location[1])) - counter.size[1] / 2
    assert gap_to_wall >= shelf.size[1]  # room behind it for the shelf
    assert len({round(o.rotation_z, 3) for o in stools}) == 1  # one row, facing the bar


@pytest.mark.parametrize(("prompt", "noun", "family", "count"), [
    ("a display case holding six loaves of bread.", "loaf of bread", "bread_loaf", 6),
    ("a freezer counter displaying twelve tubs of ice cream.", "tub of ice cream", "food_tub",
     12),
])
def test_a_name_with_of_has_its_plural_on_its_head(prompt: str, noun: str, family: str,
                                                    count: int) -> None:
    phrases = [p for p in read(prompt).phrases if p.noun == noun]
    assert [(p.family, p.count) for p in phrases] == [(family, count)]


def test_the_back_counter_after_a_freezer_counter_is_a_counter_of_its_own() -> None:
    plan = plan_offline("An ice cream parlor with a glass freezer counter. A blender sits on "
                        "the back counter.", 0)
    labels = {o.label for o in plan.objects}
    assert {"freezer counter", "back counter"} <= labels
    plan = plan_offline("A bedroom with a bed and a nightstand on each side of it. The left "
                        "nightstand has a phone on it.", 0)
    assert sum(o.category == "nightstand" for o in plan.objects) == 2


def test_a_basket_with_loaves_on_the_counter_is_the_basket_on_the_counter() -> None:
    reading = read("a bread basket with loaves of bread on the counter.")
    counter = next(p for p in reading.phrases if p.noun == "counter")
    assert reading.phrases[counter.anchor or 0].noun == "bread basket"


@pytest.mark.parametrize(("prompt", "noun", "count"), [
    ("a home theater with a screen and two rows of recliners facing it, four in each row.",
     "recliner", 8),
    ("a coworking space with two rows of desks, three desks per row, each with a monitor.",
     "desk", 6),
    ("clear plastic bins, five of them, are stacked on a metal shelf.", "clear bin", 5),
])
def test_a_count_stated_after_its_things_counts_them(prompt: str, noun: str, count: int
                                                     ) -> None:
    assert sum(p.count for p in read(prompt).phrases if p.noun == noun
               and not p.refers_back) == count


def test_a_separate_desk_is_one_more() -> None:
    reading = read("a craft room with a cutting table and a sewing machine on a separate "
                   "desk.")
    desk = next(p for p in reading.phrases if p.noun == "desk")
    assert desk.adds_one and not desk.refers_back


def test_on_the_table_sit_a_crate_and_a_basket_each_with_fruit() -> None:
    reading = read("on the table sit a wooden crate with five apples and a wicker basket "
                   "with four oranges.")
    table = reading.phrases[0]
    crate = next(p for p in reading.phrases if p.noun == "wooden crate")
    basket = next(p for p in reading.phrases if p.noun == "wicker basket")
    assert crate.held_by == table.index and basket.held_by == table.index


def test_a_holding_list_ends_at_a_new_clause_with_is() -> None:
    reading = read("a trolley holds two hair dryers, and a shampoo sink is in the corner.")
    sink = next(p for p in reading.phrases if p.noun == "shampoo sink")
    assert sink.held_by is None and sink.landmark == "corner"
    assert next(p for p in reading.phrases if p.noun == "hair dryer").family == "hair_dryer"


def test_on_one_of_the_tables_is_on_a_table() -> None:
    plan = plan_offline("A board game cafe with two square tables. A teapot sits on one of the "
                        "tables.", 0)
    assert any(r.subject == "teapot" and r.relation == "on" for r in plan.relations)
    assert sum(o.category == "teapot" for o in plan.objects) == 1


def test_a_rack_with_its_own_tubes_is_one_rack() -> None:
    reading = read("a lab bench holding a test tube rack with six test tubes.")
    racks = [p for p in reading.phrases if p.family == "test_tube_rack" and not p.refers_back]
    assert [p.count for p in racks] == [1]


def test_pizza_boxes_stand_on_the_counter() -> None:
    plan = plan_offline("A pizzeria with a prep counter holding three pizza boxes.", 0)
    assert sum(o.category == "pizza_box" for o in plan.objects) == 3


@pytest.mark.parametrize(("prompt", "holder"), [
    ("two club chairs around a small round table holding an ashtray.", "table"),
    ("a coffee table between the sofa and the tv stand holds two remote controls.",
     "coffee table"),
])
def test_what_holds_is_the_new_thing_or_the_one_placed_between(prompt: str, holder: str
                                                               ) -> None:
    reading = read(prompt)
    held = next(p for p in reading.phrases if p.relation == "holds")
    assert reading.phrases[held.held_by or 0].noun == holder


@pytest.mark.parametrize(("prompt", "family"), [
    ("a table holding a jar with at least 8 colored pencils.", "pen_holder"),
    ("a counter holding a glass jar of at least four biscotti.", "jar"),  # no such thing
    ("a jar of cookies sits on the counter.", "jar"),
])
def test_a_jar_of_pencils_is_a_pen_pot(prompt: str, family: str) -> None:
    reading = read(prompt)
    assert next(p for p in reading.phrases if p.noun.endswith("jar")).family == family


def test_a_crib_beneath_a_shelf_stands_under_it_against_its_wall() -> None:
    scene, _ = solve_layout(plan_offline("A nursery with a wooden crib beneath a shelf holding "
                                         "three teddy bears.", 0))
    shelf = next(o for o in scene.objects if o.category == "wall_shelf")
    crib = next(o for o in scene.objects if o.category == "crib")
    assert abs(crib.rotation_z - shelf.rotation_z) < 1e-6  # backed to the shelf's wall
    assert math.dist(crib.location[:2], shelf.location[:2]) < 0.5
    assert crib.location[2] + crib.size[2] < shelf.location[2]


def _relations(prompt: str) -> set[tuple[str, str, str | None]]:
    return {(r.subject, r.relation, r.target) for r in plan_offline(prompt, 0).relations}


def test_a_thing_used_as_another_is_one_object_that_holds_what_is_on_it() -> None:
    plan = plan_offline("A wine cellar with a barrel used as a tasting table, with two wine "
                        "glasses on it.", 0)
    assert not any(o.category == "dining_table" for o in plan.objects)
    assert ("wine glass", "on", "barrel") in {(r.subject, r.relation, r.target)
                                              for r in plan.relations}


@pytest.mark.parametrize(("prompt", "expected"), [
    # "while" begins a clause of its own
    ("An office with a filing cabinet beside the desk. On top of the filing cabinet sit a "
     "printer and a stack of five folders, while a laptop and a mug are on the desk.",
     {("printer", "on", "filing cabinet"), ("laptop", "on", "desk")}),
    # "and on the counter below them sit ...": a fronted "on" clause with its verb
    ("A kitchen with wall shelves above the counter. The shelves hold six mugs, and on the "
     "counter below them sit a kettle and a bread box.",
     {("mug", "on", "wall shelf"), ("kettle", "on", "counter"), ("bread box", "on", "counter")}),
    # a "with" list inside a holder's list ends at its comma; the holder's goes on
    ("A guest room with a nightstand beside the bed. The nightstand holds an alarm clock, a "
     "water carafe with a glass, and two books.", {("book", "on", "nightstand")}),
    # furniture after a comma is no content of the container before it
    ("A rocking chair in the corner. A basket next to the chair contains five balls of yarn, "
     "and a side table on the other side of the chair holds a lamp and a mug.",
     {("side table", "next_to", "rocking chair"), ("mug", "on", "side table")}),
    # a relation after a comma places the thing the last relation placed
    ("A room with a table and a bench. Two chairs are next to the table, facing the bench.",
     {("chair", "facing", "bench")}),
])
def test_clauses_and_commas_say_what_each_relation_places(
        prompt: str, expected: set[tuple[str, str, str | None]]) -> None:
    assert expected <= _relations(prompt)


def test_a_top_keeps_the_relation_that_follows_its_thing() -> None:
    # a thing on a top is placed by the top: "left of the TV" is the sideboard's
    relations = _relations("A TV on the wall. A record player rests on a sideboard against "
                           "the wall, to the left of the TV.")
    assert ("record player", "left_of", "tv") not in relations


@pytest.mark.parametrize(("prompt", "host", "thing"), [
    ("A reading nook with a window seat with three cushions on it.", "window_seat",
     "throw_pillow"),
    ("A games room with a pool table with two cues on it.", "pool_table", "pool_cue"),
    ("A spa room with a massage table with two folded towels on it.", "massage_table",
     "towel_stack"),
    ("A music room with a grand piano with a vase on it.", "grand_piano", "vase"),
    ("A nursery with a crib with a teddy bear in it.", "crib", "teddy_bear"),
    ("A radio booth with a desk holding two microphones.", "desk", "desk_microphone"),
    ("An office with a filing cabinet with a printer on it.", "filing_cabinet", "printer"),
])
def test_what_the_prompt_puts_on_a_thing_stands_on_it(prompt: str, host: str, thing: str
                                                      ) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    hosts = {o.id for o in scene.objects if o.category == host}
    things = [o for o in scene.objects if o.category == thing]
    assert hosts and things and all(o.support in hosts for o in things)


@pytest.mark.parametrize(("prompt", "expected"), [
    # a shared relation goes back over the list only to the clause's start
    ("A suitcase lies open on the bench, and two pillows and a folded bathrobe are arranged "
     "on the bed.", {("pillow", "on", "bed"), ("folded bathrobe", "on", "bed")}),
    # "each topped with" gives each its own; a thing no stand takes is the counter's
    ("A cafe with a pastry counter holding three cake stands, each topped with a cake, and a "
     "tip jar.", {("cake", "on", "cake stand"), ("tip jar", "on", "pastry counter")}),
    ("A bathroom with a bathtub and a bath tray laid across the tub.",
     {("bath tray", "on", "bathtub")}),
    ("A bedroom with a cork board above the desk with six photos pinned to it.",
     {("photo", "on", "cork board")}),
])
def test_lists_each_and_fastening_words(prompt: str,
                                        expected: set[tuple[str, str, str | None]]) -> None:
    assert expected <= _relations(prompt)


def test_a_list_shares_no_relation_with_what_a_case_holds() -> None:
    relations = _relations("A glass display case on the counter holds twelve pastries and six "
                           "loaves of bread, and a cash register sits on the counter.")
    assert ("loaf of bread", "on", "counter") not in relations


def test_a_plant_that_stands_is_a_plant() -> None:
    counts = _counts("A yoga studio. A bamboo plant stands in each corner of the room.")
    assert counts.get("plant") == 4 and "plant_stand" not in counts


def test_beside_the_table_between_is_no_pull_off_across() -> None:
    relations = _relations("A sofa against the wall and a coffee table in front of it. Two "
                           "armchairs sit across from the sofa, on the other side of the table.")
    assert ("armchair", "across_from", "sofa") in relations
    assert ("armchair", "next_to", "coffee table") not in relations


def test_photos_pinned_to_a_cork_board_hang_on_it() -> None:
    scene, _ = solve_layout(plan_offline("A bedroom with a desk against the wall and a cork "
                                         "board above the desk with six photos pinned to it.",
                                         0))
    board = next(o for o in scene.objects if o.category == "bulletin_board")
    photos = [o for o in scene.objects if o.label == "photo"]
    assert len(photos) == 6 and all(o.support == board.id for o in photos)


@pytest.mark.parametrize("prompt", [
    "A computer lab with eight desks. A shared printer stands near the door.",
    "A print shop with a printer against the wall.",
])
def test_a_small_thing_put_by_the_door_or_a_wall_stands_on_a_table_there(prompt: str) -> None:
    _, host = _thing_and_host(prompt, lambda o: o.category == "printer")
    assert host is not None and host.support == "floor"


def _thing_and_host(prompt: str, pick: Callable[[PlacedObject], bool]
                    ) -> tuple[PlacedObject, PlacedObject | None]:
    """The first object `pick` takes in the prompt's scene, and what it stands on."""
    scene, _ = solve_layout(plan_offline(prompt, 0))
    thing = next(o for o in scene.objects if pick(o))
    return thing, next((o for o in scene.objects if o.id == thing.support), None)


def test_a_window_seat_sits_under_a_window() -> None:
    for seed in range(4):
        scene, _ = solve_layout(plan_offline("A reading nook with a window seat with three "
                                             "cushions on it.", seed))
        seat = next(o for o in scene.objects if o.category == "window_seat")
        along = seat.location[0] if abs(math.sin(seat.rotation_z)) < 0.5 else seat.location[1]
        assert any(abs(w.offset - along) < seat.size[0] / 2 for w in scene.room.windows)


def test_a_board_hung_over_the_desk_keeps_the_window_off_that_wall() -> None:
    scene, _ = solve_layout(plan_offline("A bedroom with a desk against the wall and a cork "
                                         "board above the desk.", 0))
    desk = next(o for o in scene.objects if o.category == "desk")
    board = next(o for o in scene.objects if o.category == "bulletin_board")
    assert math.dist(desk.location[:2], board.location[:2]) < 0.6


def _on_the_floor_by(prompt: str, anchor: str, thing: str, count: int
                     ) -> tuple[PlacedObject, list[PlacedObject]]:
    """The anchor and the things, checked to be `count` things on the floor near it."""
    scene, _ = solve_layout(plan_offline(prompt, 0))
    by = next(o for o in scene.objects if o.category == anchor)
    things = [o for o in scene.objects if o.category == thing]
    assert len(things) == count and all(o.support == "floor" for o in things)
    assert all(math.dist(o.location[:2], by.location[:2]) < 1.2 for o in things)
    return by, things


def test_gifts_under_the_tree_lie_under_its_boughs_or_at_its_foot() -> None:
    tree, gifts = _on_the_floor_by("A living room with a decorated tree in the corner and six "
                                   "wrapped gifts underneath it.", "christmas_tree", "gift_box", 6)
    assert sum(in_knee_space(footprint(o), o.location[2] + o.size[2], tree) for o in gifts) >= 3


def test_a_bowl_of_lemons_on_a_table_keeps_its_lemons() -> None:
    assert ("lemon", "inside", "bowl") in _relations(
        "A kitchen with a wooden table with a bowl of six lemons on it.")


def test_each_with_one_on_either_side_is_a_pair_per_thing() -> None:
    counts = _counts("A tavern with two long tables, each with a bench on either side.")
    assert counts.get("bench") == 4


def test_small_things_beside_a_low_thing_stand_on_the_floor_by_it() -> None:
    _on_the_floor_by("A pet room with a large dog bed in the corner and two stainless steel "
                     "bowls beside it.", "pet_bed", "bowl", 2)


def test_a_small_thing_beside_a_counter_stands_on_it() -> None:
    _, host = _thing_and_host("A kitchen with a counter against the wall and a dish rack next "
                              "to the sink.", lambda o: o.category == "dish_rack")
    assert host is not None and host.category in ("counter", "kitchen_island", "sink_cabinet")


@pytest.mark.parametrize("prompt", [
    "A garage with a workbench with a toolbox, a cordless drill and a box of screws on top.",
    "A nursery with a white dresser. On top of the dresser sit a changing pad and a box of wipes.",
])
def test_a_box_put_on_a_top_is_a_small_box(prompt: str) -> None:
    box, host = _thing_and_host(prompt, lambda o: o.label == "box")
    assert box.category == "small_box" and host is not None


def test_coat_hooks_hang_on_the_wall_above_the_bench_and_hold_a_towel() -> None:
    relations = _relations("A mudroom with a wooden bench against the wall and three coat hooks "
                           "on the wall above it.")
    assert ("coat hook", "above", "bench") in relations
    _, hook = _thing_and_host("A bathroom with a towel hanging on a hook.",
                                  lambda o: o.label == "towel")
    assert hook is not None and hook.category == "wall_hook" and hook.support == "wall"


def test_the_chair_after_an_armchair_is_the_armchair() -> None:
    counts = _counts("A craft room with an armchair in the corner. On the wall above the chair "
                     "hang three wooden shelves.")
    assert counts.get("armchair") == 1 and "chair" not in counts


def test_things_on_a_school_desk_stand_on_its_top_not_its_seat() -> None:
    scene, _ = solve_layout(plan_offline("A classroom with four student desks, each holding a "
                                         "laptop and a small robot kit.", 0))
    for box in (o for o in scene.objects if o.category == "small_box"):
        desk = next(o for o in scene.objects if o.id == box.support)
        # how far it stands towards the desk's front (local -y), where its top is
        ahead = (box.location[0] - desk.location[0]) * math.sin(desk.rotation_z) \
            - (box.location[1] - desk.location[1]) * math.cos(desk.rotation_z)
        assert ahead > 0.0


def test_a_lidded_box_holds_only_its_own_contents() -> None:
    relations = _relations("A nursery with a white dresser. On top of the dresser sit a box of "
                           "wipes and two stuffed bunnies.")
    assert ("stuffed bunny", "on", "dresser") in relations
    assert ("pear", "inside", "bowl") in _relations("A kitchen with a table. A bowl of apples "
                                                    "and two pears sit on the table.")


@pytest.mark.parametrize(("prompt", "thing", "host"), [
    ("A study with an armchair in the corner with a folded newspaper on its seat.",
     "newspaper", "armchair"),
    ("A bathroom with a wooden stool and a towel on its top.", "towel", "stool"),
])
def test_a_things_own_part_is_the_thing(prompt: str, thing: str, host: str) -> None:
    plan = plan_offline(prompt, 0)
    categories = {o.id: o.category for o in plan.objects}
    placed = next(o for o in plan.objects if o.category == thing or o.label == thing)
    assert categories[placed.target] == host
    assert not [n for n in plan.nouns if n.noun in ("seat", "top")]  # no thing of its own


def test_a_high_top_holds_what_is_asked_and_is_a_host_of_last_resort() -> None:
    scene, _ = solve_layout(plan_offline("A dorm kitchen with a fridge and a microwave on top "
                                         "of the fridge.", 0))
    fridge = next(o for o in scene.objects if o.category == "fridge")
    assert next(o for o in scene.objects if o.category == "microwave").support == fridge.id
    scene, _ = solve_layout(plan_offline("A kitchen with a fridge next to the counter, a "
                                         "microwave on the counter and a kettle and a toaster "
                                         "next to the microwave.", 0))
    fridge = next(o for o in scene.objects if o.category == "fridge")
    assert not [o for o in scene.objects if o.support == fridge.id]


@pytest.mark.parametrize("prompt", [
    "A kitchen with an open refrigerator. The refrigerator contains at least 6 bottles.",
    "A kitchen with six bottles inside the fridge.",
])
def test_a_stocked_fridge_shows_its_contents_on_its_shelves(prompt: str) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    fridges = [o for o in scene.objects if "fridge" in o.category
               or o.category == "refrigerated_display_case"]
    assert [o.category for o in fridges] == ["refrigerated_display_case"]
    bottles = [o for o in scene.objects if o.category == "bottle" and not o.dressing]
    assert len(bottles) == 6
    top = fridges[0].location[2] + fridges[0].size[2]
    assert all(b.support == fridges[0].id and b.location[2] < top - 0.1 for b in bottles)


@pytest.mark.parametrize(("prompt", "rack", "held"), [
    ("A mudroom with a bench by the door, a coat rack on the wall above the bench, and two "
     "jackets on the coat rack.", "hook_rail", "hanging_jacket"),
    ("A robotics lab with a workbench. Tool shelves on the wall hold four hammers.",
     "wall_shelf", "hammer"),
])
def test_a_rack_or_shelves_on_the_wall_are_their_wall_version(prompt: str, rack: str,
                                                              held: str) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    racks = {o.id for o in scene.objects if o.category == rack and o.support == "wall"}
    things = [o for o in scene.objects if o.category == held]
    assert racks and things and all(o.support in racks for o in things)


def test_a_disco_ball_hangs_from_the_ceiling() -> None:
    scene, _ = solve_layout(plan_offline("A karaoke room with a curved sofa and a disco ball "
                                         "hanging from the ceiling.", 0))
    assert [o.support for o in scene.objects if o.category == "disco_ball"] == ["ceiling"]


def test_a_wall_named_by_its_material_is_a_wall_not_a_thing() -> None:
    phrases = read("A greenhouse with a potting table against the glass wall.").phrases
    assert [p.family for p in phrases] == ["@table"]
    assert phrases[0].landmark == "wall"


def test_a_yoga_block_on_each_mat_lies_on_its_mat() -> None:
    scene, _ = solve_layout(plan_offline("A yoga studio with four yoga mats and a yoga block "
                                         "on each mat.", 0))
    mats = {o.id for o in scene.objects if o.category == "yoga_mat"}
    blocks = [o for o in scene.objects if o.category == "yoga_block"]
    assert len(mats) == 4 and len(blocks) == 4
    assert {b.support for b in blocks} == mats


@pytest.mark.parametrize(("prompt", "thing", "host"), [
    ("A farmhouse kitchen with a big table. On the table are a pie and a sack of flour.",
     "potato_sack", "dining_table"),
    ("A laundry room with a washing machine in the corner and a dryer stacked on top of it.",
     "tumble_dryer", "washing_machine"),
])
def test_a_floor_thing_laid_on_a_top_in_so_many_words_stands_there(prompt: str, thing: str,
                                                                    host: str) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 0))
    hosts = {o.id: o.category for o in scene.objects}
    assert [hosts.get(o.support) for o in scene.objects if o.category == thing] == [host]


def test_a_pair_next_to_every_plate_of_an_each_list_is_one_a_plate() -> None:
    phrases = read("On the counter are six plates, each holding a cookie, with a pair of "
                   "chopsticks next to every plate.").phrases
    assert [p.count for p in phrases if p.family == "chopsticks"] == [6]


def test_cheese_wedges_on_a_cheese_board_are_wedges_on_it() -> None:
    scene, _ = solve_layout(plan_offline("A cheese shop with a counter. On the counter is a "
                                         "cheese board holding three cheese wedges.", 0))
    boards = [o for o in scene.objects if o.category == "cheese_board"]
    wedges = [o for o in scene.objects if o.category == "cheese_wedge"]
    assert len(boards) == 1 and len(wedges) == 3
    assert all(w.support == boards[0].id for w in wedges)
