"""Who is fixed, who is free, which layer each lives in and who is kept apart in the physics
check (pure Python: the plan `blender_physics` simulates)."""

from __future__ import annotations

import math

import pytest

from agents.geometry.catalog import sample_size, spec
from agents.spatial_validator.physics_plan import (
    LAYERS,
    is_fixed,
    plan_physics,
    reach_into,
)
from orchestrator.schema.scene import PlacedObject
from tests.testkit.scene_factory import bedroom_scene


def _obj(oid: str, cat: str, x: float = 0.0, y: float = 0.0, z: float = 0.0, *,
         support: str = "floor", rot: float = 0.0,
         size: tuple[float, float, float] | None = None, **params: float) -> PlacedObject:
    return PlacedObject(id=oid, category=cat, location=(x, y, z), rotation_z=rot,
                        size=size or sample_size(cat, 1), support=support, params=params)


def _plan(*objects: PlacedObject):
    return plan_physics(bedroom_scene().model_copy(update={"objects": objects}))


@pytest.mark.parametrize(("obj", "fixed"), [
    (_obj("door", "door"), True),  # architecture, though it stands on the floor
    (_obj("window", "window", support="wall"), True),
    (_obj("curtains", "curtains"), True),
    (_obj("painting", "painting", support="wall"), True),
    (_obj("lamp", "ceiling_lamp", support="ceiling"), True),
    (_obj("hat", "hat", support="coat_rack", held=1.0), True),  # on a holder's hook
    (_obj("rug", "rug"), True),  # lies flat
    (_obj("chair", "chair"), False),
    (_obj("mug", "mug", support="table"), False),
])
def test_what_is_fixed(obj: PlacedObject, fixed: bool) -> None:
    assert is_fixed(obj) is fixed


def test_things_on_a_top_live_with_their_host_things_inside_it_in_its_layer() -> None:
    shelf = _obj("shelf", "bookshelf")
    h = shelf.size[2]
    inner = spec("bookshelf").shelves[0] * h
    plan = _plan(
        shelf,
        _obj("vase", "vase", z=h, support="shelf"),  # on the top: outside the hull
        _obj("book", "book", z=inner, support="shelf"),  # on an inner shelf: inside
        _obj("book_on_book", "book", z=inner + 0.03, support="book"),
        _obj("table", "dining_table", 2.0),
        _obj("plate", "dinner_plate", 2.0, z=sample_size("dining_table", 1)[2],
             support="table"),
    )
    host = plan.bodies["shelf"]
    assert not host.fixed and not host.mesh and host.carries == 1
    assert plan.bodies["book"].layer == plan.bodies["book_on_book"].layer == 1
    assert plan.bodies["vase"].layer == plan.bodies["shelf"].layer == 0
    assert plan.bodies["table"].carries is None and plan.bodies["plate"].layer == 0
    assert sorted(plan.free) == sorted(plan.bodies)  # all of them stand
    assert plan.apart == ()  # the books reach into the shelf's box: carried, not kept apart


def test_a_fixed_host_collides_as_its_mesh_and_hosts_share_layers_round_robin() -> None:
    wall_shelf = _obj("wall_shelf", "wall_shelf", z=1.2, support="wall")
    hosts = [_obj(f"bin_{k}", "toy_box", 0.8 * k) for k in range(LAYERS + 1)]
    toys = [_obj(f"toy_{k}", "toy_block", 0.8 * k, z=0.05, support=f"bin_{k}")
            for k in range(LAYERS + 1)]
    small = _obj("jar", "jar", z=1.21, support="wall_shelf")  # below the shelf's top
    plan = _plan(wall_shelf, small, *hosts, *toys)
    assert plan.bodies["wall_shelf"].mesh and plan.bodies["wall_shelf"].carries is None
    assert plan.bodies["jar"].layer == 0  # rests on the fixed shelf's own mesh
    layers = [plan.bodies[f"bin_{k}"].carries for k in range(LAYERS + 1)]
    assert layers == [1 + k % (LAYERS - 1) for k in range(LAYERS + 1)]
    assert all(plan.bodies[f"toy_{k}"].layer == layers[k] for k in range(LAYERS + 1))


def test_boxes_that_reach_into_each_other_are_kept_apart() -> None:
    desk = _obj("desk", "desk")
    tucked = _obj("stool", "stool", 0.0, 0.05, size=(0.3, 0.3, 0.45))
    beside = _obj("bin", "recycling_bin", desk.size[0] / 2 + 0.3, 0.0)
    assert _plan(desk, tucked, beside).apart == (("desk", "stool"),)


@pytest.mark.parametrize(("dx", "rot", "meets"), [
    (0.0, 0.0, True),
    (1.0, 0.0, False),  # side by side, just touching
    (1.0 - 0.004, 0.0, False),  # 4 mm in: within the tolerance
    (1.0 - 0.01, 0.0, True),
    (1.1, math.pi / 4, True),  # turned 45 degrees, its corner reaches in
    (1.3, math.pi / 4, False),
])
def test_reach_into_uses_the_turned_footprints(dx: float, rot: float, meets: bool) -> None:
    a = _obj("a", "small_box", size=(1.0, 1.0, 1.0))
    b = _obj("b", "small_box", dx, size=(1.0, 1.0, 1.0), rot=rot)
    assert reach_into(a, b) is meets and reach_into(b, a) is meets


def test_one_on_top_of_another_does_not_reach_into_it() -> None:
    a = _obj("a", "small_box", size=(1.0, 1.0, 1.0))
    assert not reach_into(a, _obj("b", "small_box", z=1.0, size=(1.0, 1.0, 1.0)))
    assert reach_into(a, _obj("c", "small_box", z=0.9, size=(1.0, 1.0, 1.0)))
