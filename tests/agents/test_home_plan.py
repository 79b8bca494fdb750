"""The home programme and the floor plan solver, over many seeds."""

from __future__ import annotations

from collections import Counter

import pytest

from agents.geometry.home_layout import solve_home
from agents.geometry.plan_edges import outside_spans, shared_edge, sides
from agents.prompt_interpreter.home_programme import detect_home, plan_programme
from agents.spatial_validator.home_checks import check_home, narrowest, unreachable
from orchestrator.schema.home import OUTSIDE, HomePlan

HOMES = [
    "a two-bedroom apartment with an open kitchen and a living room",
    "a small house with a home office and two bathrooms",
    "a cafe with a kitchen and a restroom",
    "a three-bedroom family house with a dining room and a kids' room",
    "a one-bedroom flat with a study",
    "a restaurant with a kitchen, an office and two restrooms",
    "a kitchen and a living room",
    "a 4-bed, 2-bath bungalow with an open-plan kitchen",
]
SEEDS = range(40)


@pytest.mark.parametrize("prompt", HOMES)
def test_every_plan_of_many_seeds_passes_the_checks(prompt: str) -> None:
    for seed in SEEDS:
        plan = solve_home(plan_programme(prompt, seed))
        assert check_home(plan) == (), (seed, [f.message for f in check_home(plan)])


@pytest.mark.parametrize("prompt", HOMES)
def test_rooms_do_not_overlap_and_keep_their_least_size(prompt: str) -> None:
    for seed in SEEDS:
        plan = solve_home(plan_programme(prompt, seed))
        rects = [z.rect for r in plan.rooms for z in r.zones]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                w = min(a[2], b[2]) - max(a[0], b[0])
                h = min(a[3], b[3]) - max(a[1], b[1])
                assert w <= 1e-6 or h <= 1e-6, (seed, a, b)
        for room in plan.rooms:
            assert room.area >= room.min_area - 0.05, (seed, room.label, room.area)
            assert narrowest(room) >= room.min_width - 1e-3, (seed, room.label)


def _door_is_on_a_shared_wall(plan: HomePlan, door_id: str) -> bool:
    door = next(d for d in plan.doors if d.id == door_id)
    a = plan.room(door.rooms[0])
    zones_b = [] if door.rooms[1] == OUTSIDE else plan.room(door.rooms[1]).zones
    for za in a.zones:
        for zb in zones_b:
            edge = shared_edge(za.rect, zb.rect)
            if edge and edge.axis == door.axis and abs(edge.at - door.at) < 1e-6 \
                    and edge.lo < door.center - door.width / 2 \
                    and door.center + door.width / 2 < edge.hi:
                return True
    return False


@pytest.mark.parametrize("prompt", HOMES)
def test_doors_are_on_shared_walls_and_windows_on_outside_walls(prompt: str) -> None:
    for seed in SEEDS:
        plan = solve_home(plan_programme(prompt, seed))
        inner = [d for d in plan.doors if not d.front]
        assert all(_door_is_on_a_shared_wall(plan, d.id) for d in inner), seed
        assert sum(d.front for d in plan.doors) == 1
        rects = [z.rect for r in plan.rooms for z in r.zones]
        for window in plan.windows:
            room = plan.room(window.room)
            lo, hi = window.center - window.width / 2, window.center + window.width / 2
            assert any(
                side.edge.axis == window.axis and abs(side.edge.at - window.at) < 1e-6
                and any(a <= lo + 1e-6 and hi <= b + 1e-6
                        for a, b in outside_spans(side, [r for r in rects if r != z.rect]))
                for z in room.zones for side in sides(z.rect)), (seed, window)


@pytest.mark.parametrize("prompt", HOMES)
def test_every_room_is_reachable_from_the_front_door(prompt: str) -> None:
    for seed in SEEDS:
        assert unreachable(solve_home(plan_programme(prompt, seed))) == [], seed


def test_the_same_seed_gives_the_same_plan() -> None:
    a = solve_home(plan_programme(HOMES[0], 7))
    assert a == solve_home(plan_programme(HOMES[0], 7))
    assert a != solve_home(plan_programme(HOMES[0], 8))


@pytest.mark.parametrize(("prompt", "rooms"), [
    ("a two-bedroom apartment with an open kitchen and a living room",
     {"bedroom": 2, "living_room": 1, "bathroom": 1, "hall": 1}),
    ("a small house with a home office and two bathrooms",
     {"office": 1, "bathroom": 2, "living_room": 1, "kitchen": 1, "hall": 1}),
    ("a cafe with a kitchen and a restroom", {"cafe": 1, "kitchen": 1, "bathroom": 1}),
    ("a 3-bed, 2-bath house", {"bedroom": 3, "bathroom": 2}),
    ("an apartment with three bedrooms and a study", {"bedroom": 3, "library": 1}),
])
def test_the_programme_has_the_rooms_asked_for(prompt: str, rooms: dict[str, int]) -> None:
    plan = solve_home(plan_programme(prompt, 0))
    made = Counter(r.room_type for r in plan.rooms)
    assert {k: made[k] for k in rooms} == rooms


def test_an_open_kitchen_is_one_space_with_a_kitchen_zone() -> None:
    plan = solve_home(plan_programme(HOMES[0], 0))
    open_room = next(r for r in plan.rooms if "kitchen" in r.label)
    assert open_room.room_type == "living_room"
    assert {z.room_type for z in open_room.zones} >= {"kitchen", "living_room"}
    assert not any(r.room_type == "kitchen" for r in plan.rooms)


@pytest.mark.parametrize(("prompt", "kind"), [
    ("a two-bedroom apartment", "apartment"),
    ("a small house with a home office and two bathrooms", "house"),
    ("a cafe with a kitchen and a restroom", "cafe"),
    ("a kitchen and a living room", "apartment"),
    ("a cozy bedroom in a cottage", None),
    ("a small apartment living room", None),
    ("a kitchen with a dining area", None),
    ("a cafe with a long counter", None),
    ("a home gym with a rowing machine", None),
    ("a studio apartment with a kitchenette", None),
    ("a living room with a fireplace", None),
])
def test_a_home_is_told_from_a_room(prompt: str, kind: str | None) -> None:
    assert detect_home(prompt) == kind


def test_every_room_noun_of_the_prompt_is_accounted_for() -> None:
    programme = plan_programme("a small house with a home office and two bathrooms", 0)
    assert {(n.noun, n.asked, n.outcome) for n in programme.nouns} == {
        ("home office", 1, "made"), ("bathroom", 2, "made")}


def test_a_room_no_type_makes_is_reported_not_dropped() -> None:
    programme = plan_programme("a cafe with a kitchen, a storage room and a restroom", 0)
    storage = [n for n in programme.nouns if n.noun == "storage room"]
    assert [(n.asked, n.planned, n.outcome) for n in storage] == [(1, 0, "not_made")]
    assert "no room of this kind" in storage[0].note
