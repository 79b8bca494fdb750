"""Our scenes hold to the field's collision definition (SceneEval's metric: FCL over the
exported meshes, positives re-checked after a 5 mm separation), rugs included."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest

from agents.geometry.layout import solve_layout
from agents.geometry.underside import KNEE_SPACE, tucked_under
from agents.lighting.rig import light_scene
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.palettes import apply_materials
from orchestrator import Scene
from orchestrator.schema.scene import RoomType
from orchestrator.testing.field_collisions import (
    colliding_objects,
    colliding_pairs,
    object_meshes,
)
from tests.testkit.scene_factory import bedroom_scene

bpy = pytest.importorskip("bpy")
from agents.render_director import blender_job  # noqa: E402
from agents.render_director.blender_export import export_scene  # noqa: E402
from agents.spatial_validator.blender_checks import check_meshes  # noqa: E402

pytestmark = pytest.mark.blender


def field_check(scene: Scene, tmp_path: Path) -> tuple[list[tuple[str, str]], int]:
    """The field's colliding pairs over the exported glTF, and our own mesh check's count."""
    blender_job.reset_scene()
    blender_job.build_scene(scene)
    ours = check_meshes(scene).metrics.colliding
    glb = Path(export_scene(tmp_path, ("glb",))["glb"])
    meshes = object_meshes(glb, [o.id for o in scene.objects])
    assert set(meshes) == {o.id for o in scene.objects}  # every object, by its id
    return colliding_pairs(meshes), ours


def moved(scene: Scene, oid: str, location: tuple[float, float, float]) -> Scene:
    return scene.model_copy(update={"objects": tuple(
        o.model_copy(update={"location": location}) if o.id == oid else o
        for o in scene.objects)})


def test_resting_contacts_pass_and_a_bed_through_its_rug_collides(tmp_path: Path) -> None:
    scene = bedroom_scene()  # a lamp on a nightstand, a bed on the rug: contacts, not collisions
    assert field_check(scene, tmp_path) == ([], 0)
    x, y, _ = scene.object("bed").location
    sunk, ours = field_check(moved(scene, "bed", (x, y, 0.0)), tmp_path)
    assert sunk == [("bed", "rug")] and ours == 2  # both checks count the bed and the rug
    x, y, z = scene.object("nightstand_right").location
    pushed, _ = field_check(moved(scene, "nightstand_right", (x - 0.2, y, z)), tmp_path)
    assert colliding_objects(pushed) == {"bed", "nightstand_right"}


@pytest.mark.parametrize("room_type", typing.get_args(RoomType))
def test_every_room_type_is_free_of_collisions_by_the_fields_definition(
        room_type: str, tmp_path: Path) -> None:
    plan = plan_offline(f"a {room_type.replace('_', ' ')} with a rug", 4, room_type=room_type)
    scene = light_scene(apply_materials(solve_layout(plan)[0]))
    pairs, ours = field_check(scene, tmp_path)
    assert (pairs, ours) == ([], 0)


@pytest.mark.parametrize("prompt", [
    "an office with a rug, a desk and a mini fridge under the desk",
    "a dining room with a dining table on a rug and two baskets under the table",
    "a classroom with a teacher's desk and a trash can under it",
    "a bedroom with a loft bed and a desk under the loft bed",
    "a garage with a workbench and a shop vacuum under the workbench",
    "an entryway with a bench against the wall and a pair of boots under the bench",
])
def test_a_thing_in_a_knee_space_touches_nothing(prompt: str, tmp_path: Path) -> None:
    """What stands under a desk or a table clears its legs, apron and drawers, even when a
    rug lifts it: the bounding boxes overlap, the meshes do not."""
    scene = light_scene(apply_materials(solve_layout(plan_offline(prompt, 2))[0]))
    host = next(o for o in scene.objects if o.category in KNEE_SPACE)
    assert any(tucked_under(o, host) for o in scene.objects if o is not host)
    pairs, ours = field_check(scene, tmp_path)
    assert (pairs, ours) == ([], 0)


@pytest.mark.parametrize(("prompt", "seat"), [
    ("a nursery with a rocking chair with a teddy bear on it", "rocking_chair"),
    ("a living room with an armchair and a book on the armchair", "armchair"),
    ("a bathroom with a stool holding two candles", "stool"),
    ("a bedroom with a chair and a backpack on the chair", "chair"),
    ("an office with an office chair and a cushion on the office chair", "office_chair"),
    ("a photo studio with a camera on a tripod", "camera_tripod"),
])
def test_what_is_put_on_a_seat_rests_on_it_and_touches_nothing(
        prompt: str, seat: str, tmp_path: Path) -> None:
    """A seat's top is its cushion or its seat board, clear of its arms and back: what the
    prompt puts there rests on it (the mesh check finds it supported) and collides with
    nothing by the field's definition."""
    scene = light_scene(apply_materials(solve_layout(plan_offline(prompt, 3))[0]))
    seats = {o.id for o in scene.objects if o.category == seat}
    assert any(o.support in seats for o in scene.objects), [
        (o.id, o.support) for o in scene.objects]
    pairs, ours = field_check(scene, tmp_path)
    assert (pairs, ours) == ([], 0)
    assert not [f for f in check_meshes(scene).findings if f.code == "floating"]


@pytest.mark.parametrize(("prompt", "holder", "held"), [
    ("an entryway with a coat rack holding two coats and an umbrella", "coat_rack", 3),
    ("a walk-in closet with a clothes rail with four shirts on it", "clothing_rack", 4),
    ("a bathroom with a towel rail on the wall with two towels on it", "towel_rail", 2),
    ("a music room with a guitar stand holding two guitars", "instrument_stand", 2),
    ("an art studio with an easel with a canvas on it", "easel", 1),
    ("a practice room with a music stand with sheet music on it", "music_stand", 1),
    ("a game room with a cue rack with four cues on the wall", "cue_rack", 4),
    ("a garage with a pegboard on the wall holding a hammer and two wrenches", "pegboard", 3),
    ("a kitchen with a mug tree on the counter holding four mugs", "mug_tree", 4),
    ("a kitchen with a mug rack on the wall holding eight mugs", "wall_mug_rack", 8),
])
def test_what_hangs_on_a_holder_touches_its_hook_and_crosses_nothing(
        prompt: str, holder: str, held: int, tmp_path: Path) -> None:
    """Coats on a coat rack's hooks, shirts under a clothes rail, a guitar on its stand's
    plate, cues in their rack, mugs on a mug tree's pegs: each thing the prompt puts on a
    holder is at one of its spots (`agents.geometry.holds`), its mesh touches the holder's
    (or the thing it hangs over), and nothing crosses anything by the field's definition."""
    scene = light_scene(apply_materials(solve_layout(plan_offline(prompt, 3))[0]))
    hosts = {o.id for o in scene.objects if o.category == holder}
    on_it = [o for o in scene.objects if o.support in hosts]
    assert len(on_it) == held, [(o.id, o.support) for o in scene.objects]
    pairs, ours = field_check(scene, tmp_path)
    assert (pairs, ours) == ([], 0)
    assert not [f for f in check_meshes(scene).findings if f.code == "floating"]
