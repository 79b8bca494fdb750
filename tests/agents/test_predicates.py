"""The relation predicates the layout places by and the validator checks by, on hand-built
boxes: left and right as a viewer facing the target sees them, between, across from."""

from __future__ import annotations

import math

import pytest

from agents.geometry.boxes import box_of
from agents.geometry.layout import solve_layout
from agents.geometry.predicates import between_holds, pair_holds
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.spatial_validator.relations import check_relations
from orchestrator.schema.scene import PlacedObject


def _obj(oid: str, x: float, y: float, rotation: float = 0.0,
         size: tuple[float, float, float] = (0.5, 0.5, 0.5)) -> PlacedObject:
    return PlacedObject(id=oid, category="side_table", location=(x, y, 0.0),
                        rotation_z=rotation, size=size)


@pytest.mark.parametrize(("rotation", "x", "y", "left"), [
    (0.0, -1.5, 0.0, True),  # a bed facing -y: a viewer at its foot sees -x on the left
    (0.0, 1.5, 0.0, False),
    (math.pi, 1.5, 0.0, True),  # facing +y: the viewer's left is +x
    (math.pi / 2, 0.0, -1.5, True),  # facing +x: the viewer's left is -y
])
def test_left_and_right_are_a_viewers_facing_the_target(rotation: float, x: float, y: float,
                                                         left: bool) -> None:
    bed = _obj("bed", 0.0, 0.0, rotation, (1.6, 2.0, 0.5))
    stand = _obj("stand", x, y)
    sb, tb = box_of(stand), box_of(bed)
    assert pair_holds("left_of", stand, bed, sb, tb) is left
    assert pair_holds("right_of", stand, bed, sb, tb) is not left


def test_between_needs_both_sides_and_the_span() -> None:
    a, b = box_of(_obj("a", -1.2, 0.0)), box_of(_obj("b", 1.2, 0.0))
    assert between_holds(box_of(_obj("t", 0.0, 0.0)), [a, b])
    assert not between_holds(box_of(_obj("t", 0.0, 1.4)), [a, b])  # off to one side
    assert not between_holds(box_of(_obj("t", 0.0, 0.0)), [a])  # one of two


def test_across_from_is_facing_each_other_at_a_distance() -> None:
    sofa = _obj("sofa", 0.0, -1.5, math.pi, (2.0, 0.9, 0.8))  # faces +y
    near = _obj("other", 0.0, 0.0, 0.0, (2.0, 0.9, 0.8))  # faces -y, 0.6 m away
    far = _obj("other", 0.0, 1.5, 0.0, (2.0, 0.9, 0.8))  # 2.1 m away
    assert pair_holds("across_from", far, sofa, box_of(far), box_of(sofa))
    assert not pair_holds("across_from", near, sofa, box_of(near), box_of(sofa))


@pytest.mark.parametrize(("prompt", "relation"), [
    ("a bedroom with a double bed and one nightstand to the left of the bed",
     "nightstand left of the double bed"),
    ("a bedroom with a double bed and one nightstand to the right of the bed",
     "nightstand right of the double bed"),
    ("a bedroom for two children with two single beds and one nightstand between them",
     "nightstand between the single bed"),
    ("a living room with two sofas facing each other", "sofa across from the sofa"),
    ("a study with a desk across from the door", "desk across from the door"),
    ("a bedroom with a bed and a wardrobe across from the bed",
     "wardrobe across from the bed"),
])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_layout_places_by_the_relation(prompt: str, relation: str, seed: int) -> None:
    scene, _ = solve_layout(plan_offline(prompt, seed))
    checks = {c.describe().split(":")[0]: c.ok for c in check_relations(scene)}
    assert checks.get(relation) is True, checks


def test_under_a_thing_on_the_wall_is_that_thing_above_it() -> None:
    """A stool beneath a dartboard holds exactly when the dartboard is above the stool; a
    stool off to the side of it is under nothing."""
    board = PlacedObject(id="board", category="painting", location=(0.0, 2.0, 1.5),
                         size=(0.5, 0.04, 0.5), support="wall")
    for x, holds in ((0.0, True), (1.5, False)):
        stool = _obj("stool", x, 1.7, size=(0.4, 0.4, 0.7))
        sb, tb = box_of(stool), box_of(board)
        assert pair_holds("under", stool, board, sb, tb) is holds
        assert pair_holds("above", board, stool, tb, sb) is holds
