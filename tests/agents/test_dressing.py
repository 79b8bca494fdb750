"""Lived-in dressing (agents.geometry.dressing): small things on every surface, by density,
never where the prompt has spoken for itself."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from agents.geometry.boxes import box_of, overlap_depth, overlap_exempt
from agents.geometry.catalog import GENERATORS
from agents.geometry.dressing import excluded_kinds, leave_out_fallen
from agents.geometry.dressing_sets import (
    KIN,
    ROLE_OF,
    SETTING,
    SHELF_ITEMS,
    TOP_ITEMS,
)
from agents.geometry.layout import solve_layout
from agents.geometry.settings import OFFSETS
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.spatial_validator.checks import validate_scene
from orchestrator.schema.scene import DENSITIES, Scene

LIVING = "a living room with a sofa, a coffee table, a tv stand and a bookshelf"


def _scene(prompt: str, seed: int = 0, **overrides: str) -> Scene:
    return solve_layout(plan_offline(prompt, seed, **overrides))[0]  # type: ignore[arg-type]


def _dressing(scene: Scene) -> list:
    return [o for o in scene.objects if o.dressing]


@pytest.mark.parametrize("kind", sorted({k for items in (*TOP_ITEMS.values(),
                                                         *SHELF_ITEMS.values(),
                                                         *SETTING.values()) for k in items}
                                        | set(ROLE_OF)
                                        | {k for kin in KIN.values() for k in kin}))
def test_every_kind_the_tables_name_is_in_the_library(kind: str) -> None:
    assert kind in GENERATORS


@pytest.mark.parametrize(("prompt", "density"), [
    ("a cluttered artist studio", "dense"), ("a messy teenager's bedroom", "dense"),
    ("a minimalist bedroom", "sparse"), ("a tidy home office", "sparse"),
    ("a living room that is not cluttered", "sparse"), ("a cozy bedroom", "normal"),
])
def test_the_prompts_words_set_the_density(prompt: str, density: str) -> None:
    assert plan_offline(prompt, 0).density == density


def test_an_override_wins_over_the_prompts_words() -> None:
    assert plan_offline("a cluttered studio", 0, density="sparse").density == "sparse"


@pytest.mark.parametrize("seed", range(6))
def test_dressing_stands_on_hosts_and_keeps_the_scene_valid(seed: int) -> None:
    scene = _scene(LIVING, seed)
    by_id = {o.id: o for o in scene.objects}
    dressing = _dressing(scene)
    assert len(dressing) >= 20, len(dressing)
    assert validate_scene(scene) == ()
    for obj in dressing:
        assert obj.support in by_id or obj.support == "floor"  # on a host, or beside one
        assert obj.label is None and obj.importance == 1
        others = (o for o in scene.objects if o.id != obj.id
                  and not overlap_exempt(obj, o, by_id))
        assert all(overlap_depth(box_of(obj), box_of(o)) <= 1e-6 for o in others), obj.id


def test_density_orders_how_much_a_room_holds() -> None:
    counts = {d: sum(len(_dressing(_scene(LIVING, s, density=d))) for s in range(4))
              for d in DENSITIES}
    assert counts["sparse"] < counts["normal"] < counts["dense"], counts


def test_books_fill_a_bookshelf_standing_spine_out_inside_its_shelves() -> None:
    scene = _scene(LIVING, 1)
    shelf = next(o for o in scene.objects if o.category == "bookshelf")
    books = [o for o in scene.objects if o.category == "book" and o.support == shelf.id]
    assert len(books) >= 25
    standing = [b for b in books if b.params.get("upright")]
    assert standing
    for book in standing:  # turned a quarter from the case: spine out, cover along its depth
        turn = math.remainder(book.rotation_z - shelf.rotation_z, math.pi)
        assert math.isclose(abs(turn), math.pi / 2, abs_tol=1e-9)
        assert book.size[2] > book.size[1]
    assert shelf.params.get("bare")  # the painted books make way for the real ones


def test_a_dining_table_is_laid_at_every_seat() -> None:
    scene = _scene("a dining room with a table and four chairs", 3)
    table = next(o for o in scene.objects if o.category == "dining_table")
    laid = Counter(o.category for o in scene.objects
                   if o.dressing and o.support == table.id and o.category in OFFSETS)
    assert laid["dinner_plate"] == 4  # a plate at every seat; the other pieces where two
    assert sum(laid.values()) >= 12, laid  # settings crowding a corner leave room


def test_a_table_set_for_four_has_four_complete_settings_at_any_density() -> None:
    for density in DENSITIES:
        scene = _scene("a dining room with a table set for four", 0, density=density)
        table = next(o for o in scene.objects if o.category == "dining_table")
        laid = Counter(o.category for o in scene.objects
                       if o.support == table.id and o.category in OFFSETS)
        assert all(laid[piece] == 4 for piece in SETTING["normal"]), (density, laid)


def test_a_bookshelf_asked_for_fifty_books_holds_at_least_fifty() -> None:
    scene = _scene("a library with a bookshelf with at least 50 books", 0)
    shelf = next(o for o in scene.objects if o.category == "bookshelf")
    by_id = {o.id: o for o in scene.objects}

    def on_shelf(obj) -> bool:  # standing on it, or on a book stacked on it
        while obj.support in by_id and obj.support != shelf.id:
            obj = by_id[obj.support]
        return obj.support == shelf.id

    assert sum(1 for o in scene.objects if o.category == "book" and on_shelf(o)) >= 50


@pytest.mark.parametrize(("prompt", "kinds"), [
    ("a kitchen with a jar on the counter", {"jar", "spice_jar"}),
    ("a reading nook with an armchair and a side table holding a cup of tea", {"mug", "teacup",
                                                                                "pen_holder"}),
    ("a bathroom with a vanity and a bar of soap", {"soap_dispenser"}),
    ("a bedroom with a bed and one pillow", {"throw_pillow"}),
    ("a living room with a sofa and no plants", {"small_plant"}),
])
def test_kinds_the_prompt_counts_exactly_are_never_added(prompt: str, kinds: set[str]) -> None:
    plan = plan_offline(prompt, 0)
    assert kinds <= excluded_kinds(plan)
    for seed in range(3):
        scene = solve_layout(plan_offline(prompt, seed))[0]
        assert not [o.id for o in scene.objects if o.dressing and o.category in kinds]


def test_a_bare_plural_may_be_topped_up() -> None:
    plan = plan_offline("a study with a bookshelf and some books", 0)
    assert "book" not in excluded_kinds(plan)


def test_floor_things_stand_beside_furniture_and_keep_the_walkway() -> None:
    floor = [o for s in range(6) for o in _dressing(_scene(LIVING, s)) if o.support == "floor"]
    assert floor and all(o.category in ("storage_basket", "magazine_rack", "pouf")
                         for o in floor)
    assert len(floor) <= 2 * 6  # normal: two a room at most


def test_dressing_is_deterministic() -> None:
    assert _scene(LIVING, 5) == _scene(LIVING, 5)


def test_the_density_option_and_a_presets_density_reach_the_plan() -> None:
    from orchestrator.app.requests import build_request

    request = build_request("a cozy bedroom", overrides={"density": "dense"})
    assert request.overrides == {"density": "dense"}
    assert plan_offline(request.prompt, 0, **request.overrides).density == "dense"  # type: ignore[arg-type]
    preset = build_request(None, example="cafe", overrides={"density": "sparse"})
    assert preset.overrides["density"] == "sparse"


def test_dressing_that_falls_is_left_out_with_what_stands_on_it() -> None:
    from orchestrator.schema.scene import Finding

    scene = _scene(LIVING, 1)
    stack = next(o for o in scene.objects if o.dressing and any(
        other.support == o.id for other in scene.objects))
    on_it = {o.id for o in scene.objects if o.support == stack.id}
    fell = Finding(code="unstable", objects=(stack.id,), message="it fell")
    kept = leave_out_fallen(scene, [fell])
    assert kept is not None
    assert {o.id for o in kept.objects} == {o.id for o in scene.objects} - {stack.id} - on_it
    asked = next(o for o in scene.objects if not o.dressing and o.support == "floor")
    also = Finding(code="unstable", objects=(asked.id,), message="the sofa moved")
    assert leave_out_fallen(scene, [fell, also]) is None  # the layout is repaired instead
    floating = Finding(code="floating", objects=(stack.id,), message="in the air")
    assert leave_out_fallen(scene, [floating]) is None


def test_things_on_a_reception_desk_stand_on_its_ledge_not_over_the_clerks_side() -> None:
    """Its top is the front ledge; the clerk's work surface behind is lower, so what stood
    there at the ledge's height floated (seen in 'a hotel lobby with a reception desk')."""
    for seed in range(4):
        scene = _scene("a hotel lobby with a reception desk", seed)
        desk = next(o for o in scene.objects if o.category == "reception_desk")
        on_it = [o for o in scene.objects if o.support == desk.id]
        assert on_it, seed
        for thing in on_it:  # how far back it stands, in the desk's own frame (front at -y)
            dx, dy = (thing.location[0] - desk.location[0], thing.location[1] - desk.location[1])
            back = -dx * math.sin(desk.rotation_z) + dy * math.cos(desk.rotation_z)
            assert back <= 0.05 * desk.size[1] + 1e-6, (seed, thing.id, back)
