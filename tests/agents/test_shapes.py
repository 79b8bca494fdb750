"""Shape words: round and square things are as wide as deep, what stands on a round top stays
inside its rim, seats spread evenly round it, and a shape the library lacks is reported."""

from __future__ import annotations

import math

import pytest

from agents.geometry.catalog import sample_size
from agents.geometry.layout import solve_layout
from agents.geometry.shapes import (
    RIM,
    asked_shape,
    builds_shape,
    keeps_square,
    rim_clear,
    shape_of,
    shaped_size,
)
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.schema.scene import PlacedObject


@pytest.mark.parametrize("kind", ["dining_table", "coffee_table", "rug", "cafe_table"])
@pytest.mark.parametrize("word", ["round", "circular", "square"])
def test_round_and_square_things_are_as_wide_as_deep(kind: str, word: str) -> None:
    for seed in range(5):
        w, d, _ = sample_size(kind, seed, (word,))
        assert w == pytest.approx(d)
        plain_w, plain_d, _ = sample_size(kind, seed)
        assert w * d == pytest.approx(plain_w * plain_d, rel=0.01)  # of the same area


def test_a_round_mirror_is_as_wide_as_tall_and_an_oval_one_taller() -> None:
    w, _, h = sample_size("mirror", 4, ("round",))
    assert w == pytest.approx(h)
    w, _, h = shaped_size("mirror", ("oval",), (0.7, 0.03, 0.72))
    assert h >= 1.3 * w - 1e-6


def test_an_oval_table_is_long() -> None:
    w, d, _ = shaped_size("dining_table", ("oval",), (1.0, 0.95, 0.75))
    assert w >= 1.3 * d - 1e-6


def test_kinds_without_shapes_keep_their_box() -> None:
    assert shaped_size("sofa", ("round",), (2.1, 0.9, 0.85)) == (2.1, 0.9, 0.85)
    assert shape_of("sofa", 1, ("round",)) is None
    assert not keeps_square("sofa", ("round",))
    assert not builds_shape("sofa", "round")
    assert builds_shape("rug", "circular")


def test_the_asked_shape_wins_and_the_seed_picks_otherwise() -> None:
    assert asked_shape(("blue", "oval", "round")) == "oval"
    assert shape_of("side_table", 0, ("square",)) == "square"
    assert shape_of("dining_table", 0) == "rectangular"
    assert shape_of("cafe_table", 0) == "round"
    seeded = {shape_of("side_table", seed) for seed in range(40)}
    assert seeded == {"round", "square"}
    assert shape_of("side_table", 7) == shape_of("side_table", 7)  # same seed, same shape


def _inside_ellipse(x: float, y: float) -> bool:  # fractions of width and depth, centre 0
    return (2 * x) ** 2 + (2 * y) ** 2 <= 1.0 + 1e-9


def test_the_rim_covers_everything_outside_the_ellipse_and_little_inside() -> None:
    def covered(x: float, y: float) -> bool:
        return any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in RIM)

    steps = [i / 100 - 0.5 for i in range(101)]
    for x in steps:
        for y in steps:
            if not _inside_ellipse(x, y):
                assert covered(x, y), (x, y)
            elif math.hypot(x, y) < 0.38:
                assert not covered(x, y), (x, y)
    assert rim_clear("dining_table", 0, ("round",)) == RIM
    assert rim_clear("dining_table", 0) == ()


def _corners_inside(obj: PlacedObject, host: PlacedObject) -> bool:
    """Every corner of the thing's footprint lies within the ellipse of the host's box."""
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    hw, hd = obj.size[0] / 2, obj.size[1] / 2
    for u, v in ((-hw, -hd), (hw, -hd), (hw, hd), (-hw, hd)):
        x = obj.location[0] + u * c - v * s - host.location[0]
        y = obj.location[1] + u * s + v * c - host.location[1]
        turned = abs(math.sin(host.rotation_z)) > 0.5
        w, d = (host.size[1], host.size[0]) if turned else host.size[:2]
        if not _inside_ellipse(x / w, y / d):
            return False
    return True


PROMPTS = [
    "a dining room with a round dining table and six chairs, six plates, six glasses, a vase "
    "and a candle on the table",
    "a living room with a sofa, an oval coffee table with four books, two mugs and a bowl "
    "on it, and a round rug",
    "a cafe with three small round tables, each with two cups and a sugar bowl on it",
]


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_what_stands_on_a_round_top_stays_inside_its_rim(prompt: str, seed: int) -> None:
    scene, _ = solve_layout(plan_offline(prompt, seed))
    by_id = {o.id: o for o in scene.objects}
    on_round = [o for o in scene.objects if o.support in by_id
                and rim_clear(by_id[o.support].category, by_id[o.support].seed,
                              by_id[o.support].attributes)]
    assert on_round
    for obj in on_round:
        assert _corners_inside(obj, by_id[obj.support]), obj.id


def test_seats_spread_evenly_round_a_round_table() -> None:
    scene, _ = solve_layout(plan_offline("a dining room with a round dining table and six "
                                         "chairs", 0))
    table = next(o for o in scene.objects if o.category == "dining_table")
    assert table.size[0] == pytest.approx(table.size[1])
    chairs = [o for o in scene.objects if o.category == "chair"]
    assert len(chairs) == 6
    by_side: dict[float, list[PlacedObject]] = {}
    for chair in chairs:
        by_side.setdefault(round(chair.rotation_z % (2 * math.pi), 2), []).append(chair)
    assert sorted(len(v) for v in by_side.values()) == [1, 1, 2, 2]
    for side in by_side.values():  # a lone chair at the middle of its side, a pair apart
        along = [c.location[0] if abs(math.cos(c.rotation_z)) > 0.5 else c.location[1]
                 for c in side]
        middle = table.location[0] if abs(math.cos(side[0].rotation_z)) > 0.5 \
            else table.location[1]
        assert sum(along) / len(along) == pytest.approx(middle, abs=0.02)


def test_a_round_table_set_for_eight_grows_all_round() -> None:
    scene, _ = solve_layout(plan_offline("a round dining table set for eight people", 0))
    table = next(o for o in scene.objects if o.category == "dining_table")
    assert table.size[0] == pytest.approx(table.size[1])
    assert table.size[0] * math.pi >= 8 * 0.6 - 1e-6  # a rim long enough for eight


def _note(prompt: str, noun: str) -> str:
    plan = plan_offline(prompt, 0)
    return next(n.note for n in plan.nouns if n.noun == noun)


def test_a_shape_the_library_lacks_is_reported() -> None:
    assert "hexagonal" in _note("a den with a hexagonal coffee table", "coffee table")
    assert "round" in _note("a living room with a round sofa", "sofa")
    assert _note("a dining room with a round dining table", "dining table") == ""
    assert _note("a living room with an L-shaped sofa", "l-shaped sofa") == ""
