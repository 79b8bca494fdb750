"""Holders: things hung on hooks, rails, pegs and ledges (`agents.geometry.holds`)."""

from __future__ import annotations

import pytest

from agents.geometry.catalog import GENERATORS, sample_size
from agents.geometry.holds import HOLDERS, at_a_spot, held_poses, holds, places_for
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.spatial_validator.checks import validate_scene
from orchestrator.schema.scene import PlacedObject

# a thing each holder is made for
HELD = {"coat_rack": "hanging_jacket", "clothing_rack": "hanging_shirt",
        "towel_rail": "hanging_towel", "instrument_stand": "guitar", "easel": "painting",
        "music_stand": "sheet_music", "pegboard": "hammer", "mug_tree": "mug",
        "wall_mug_rack": "mug", "cue_rack": "pool_cue", "bulletin_board": "photo_print",
        "wall_hook": "hanging_towel", "hook_rail": "hanging_jacket"}


def _placed(category: str, location: tuple[float, float, float] = (0.0, 0.0, 0.0),
            rotation: float = 0.0) -> PlacedObject:
    size = sample_size(category, 1)
    return PlacedObject(id=category, category=category, params={}, seed=1, location=location,
                        rotation_z=rotation, size=size, support="floor", materials={})


def test_every_holder_is_listed_with_a_thing_it_holds() -> None:
    assert set(HELD) == set(HOLDERS)


@pytest.mark.parametrize("holder", sorted(HOLDERS))
def test_a_holder_holds_its_thing_at_spots_it_recognises(holder: str) -> None:
    thing = HELD[holder]
    size = GENERATORS[thing].size
    assert holds(holder, size) and places_for(holder, size) >= 1
    host = _placed(holder, (0.3, -0.2, 0.5), rotation=1.2)
    poses = held_poses(host, thing, size)
    assert poses
    for pose, upright, _ in poses[:20]:
        box = (size[0], size[2], size[1]) if upright else size
        obj = PlacedObject(id="t", category=thing, params={"upright": 1.0} if upright else {},
                           seed=1, location=(pose.x, pose.y, pose.z), rotation_z=pose.rotation,
                           size=box, support=holder, materials={})
        assert at_a_spot(obj, host, 0.01)
        off = obj.model_copy(update={"location": (pose.x + 0.05, pose.y, pose.z)})
        assert not at_a_spot(off, host, 0.01)


def test_a_holder_takes_what_fits_its_hooks_only() -> None:
    assert not holds("coat_rack", GENERATORS["sofa"].size)
    assert not holds("mug_tree", GENERATORS["hanging_jacket"].size)
    coat, hat = GENERATORS["hanging_jacket"].size, GENERATORS["hat"].size
    rack = _placed("coat_rack")
    top = rack.size[2]
    assert all(p.z + coat[2] < top for p, _, _ in held_poses(rack, "hanging_jacket", coat))
    assert any(abs(p.z - top) < 1e-3 for p, _, _ in held_poses(rack, "hat", hat))  # its knob


@pytest.mark.parametrize(("prompt", "holder", "thing", "count"), [
    ("an entryway with a coat rack that holds two coats", "coat_rack", "hanging_jacket", 2),
    ("a walk-in closet with a clothes rail with many shirts on it", "clothing_rack",
     "hanging_shirt", 3),
    ("a bathroom with a towel rack with two towels on it", "towel_rail", "hanging_towel", 2),
    ("a music room with a guitar stand in the corner holding two guitars",
     "instrument_stand", "guitar", 2),
    ("a game room with a cue rack with four cues on the wall", "cue_rack", "pool_cue", 4),
    ("a kitchen with a mug rack on the wall holding at least 8 mugs", "wall_mug_rack", "mug",
     8),
])
def test_the_prompts_things_hang_on_the_holder_it_names(
        prompt: str, holder: str, thing: str, count: int) -> None:
    plan = plan_offline(prompt, 0)
    scene, _ = solve_layout(plan)
    hosts = {o.id for o in scene.objects if o.category == holder}
    held = [o for o in scene.objects if o.category == thing and o.support in hosts]
    assert len(held) >= count, [(o.id, o.category, o.support) for o in scene.objects]
    assert all(o.params.get("held") for o in held)
    assert not validate_scene(scene)
    assert any(spec.relation == "on" and spec.subject == held[0].label
               for spec in plan.relations)


def test_a_thing_moved_off_its_hook_is_found_floating() -> None:
    scene, _ = solve_layout(plan_offline("an entryway with a coat rack that holds a coat", 0))
    coat = next(o for o in scene.objects if o.category == "hanging_jacket")
    x, y, z = coat.location
    moved = scene.model_copy(update={"objects": tuple(
        o.model_copy(update={"location": (x, y, z + 0.2)}) if o.id == coat.id else o
        for o in scene.objects)})
    assert [f.code for f in validate_scene(moved) if coat.id in f.objects] == ["floating"]


def test_things_side_by_side_on_a_rail_of_hooks_never_share_a_hook_sideways() -> None:
    scene, _ = solve_layout(plan_offline("A mudroom with a coat rack on the wall and three "
                                         "towels and two jackets on the coat rack.", 0))
    rail = next(o for o in scene.objects if o.category == "hook_rail")
    hung = [o for o in scene.objects if o.support == rail.id]
    assert hung
    for a in hung:  # two on one hook hang one over the other, at most
        same = [b for b in hung if abs(b.location[0] - a.location[0]) < 0.02
                and abs(b.location[1] - a.location[1]) < 0.3]
        assert len(same) <= 2


def test_a_wall_hook_hangs_nothing_too_short_to_hang_by_a_loop() -> None:
    assert not holds("hook_rail", GENERATORS["dog_leash"].size)
    assert holds("hook_rail", GENERATORS["hanging_towel"].size)
