"""Mesh-level checks in Blender: hand-made faults are caught, resting contacts are not."""

from __future__ import annotations

import math
import typing
from pathlib import Path

import pytest

from agents.geometry.catalog import sample_size
from orchestrator import Scene
from orchestrator.schema.scene import CameraSpec, PlacedObject, RenderSettings, RoomType
from tests.testkit.scene_factory import D, W, bedroom_scene

bpy = pytest.importorskip("bpy")
from agents.render_director import blender_job  # noqa: E402
from agents.render_director.camera import frame_camera  # noqa: E402
from agents.spatial_validator.blender_checks import check_meshes, collect_parts  # noqa: E402
from orchestrator.schema.mesh_report import MeshReport  # noqa: E402

pytestmark = pytest.mark.blender


def _checked(scene: Scene) -> MeshReport:
    blender_job.build_scene(scene)
    return check_meshes(scene)


def _counts(report: MeshReport) -> tuple[int, int, int]:
    m = report.metrics
    return m.colliding, m.floating, m.out_of_bounds


def _moved(scene: Scene, oid: str, **update: object) -> Scene:
    objects = tuple(o.model_copy(update=update) if o.id == oid else o for o in scene.objects)
    return scene.model_copy(update={"objects": objects})


def _obj(oid: str, cat: str, x: float, y: float, rot: float = 0.0,
         importance: int = 5) -> PlacedObject:
    return PlacedObject(id=oid, category=cat, seed=1, location=(x, y, 0.0), rotation_z=rot,
                        size=sample_size(cat, 1), importance=importance)


def test_clean_scene_passes_everything() -> None:
    report = _checked(bedroom_scene(furnished=True))
    assert _counts(report) == (0, 0, 0), report.findings
    assert report.metrics.framed_fraction == 1.0 and report.ok
    assert report.findings == ()
    assert report.metrics.objects == 12


def test_objects_moved_into_each_other_collide() -> None:
    scene = bedroom_scene()
    x, y, z = scene.object("nightstand_right").location
    report = _checked(_moved(scene, "nightstand_right", location=(x - 0.2, y, z)))
    assert _counts(report) == (2, 0, 0), report.findings
    (finding,) = report.errors
    assert finding.code == "overlap" and set(finding.objects) == {"bed", "nightstand_right"}


@pytest.mark.parametrize(("gap", "colliding"), [(0.0, 0), (-0.001, 0), (-0.004, 2),
                                               (-0.01, 2)])
def test_touching_is_not_a_collision_but_a_few_mm_in_is(gap: float, colliding: int) -> None:
    ns_w = sample_size("nightstand", 1)[0]
    objects = (_obj("a", "nightstand", 0.0, 0.0, importance=9),  # side by side, 10 cm offset
               _obj("b", "nightstand", ns_w + gap, 0.1, importance=9))
    scene = bedroom_scene().model_copy(update={"objects": objects, "camera": None})
    report = _checked(scene)
    assert report.metrics.colliding == colliding, report.findings
    parts = collect_parts(scene)
    assert parts["a"].bvh.overlap(parts["b"].bvh)  # the raw meshes touch even at gap 0


def test_object_buried_inside_another_collides() -> None:
    mug = PlacedObject(id="mug", category="mug", seed=1, location=(0.0, 0.0, 0.3),
                       size=sample_size("mug", 1))  # in the mattress: no surfaces cross
    objects = (_obj("bed", "bed", 0.0, 0.0, importance=10), mug)
    report = _checked(bedroom_scene().model_copy(update={"objects": objects, "camera": None}))
    assert _counts(report) == (2, 1, 0), report.findings
    assert "inside" in report.errors[0].message


@pytest.mark.parametrize("oid", ["wardrobe", "table_lamp"])
def test_object_lifted_20cm_floats(oid: str) -> None:
    scene = bedroom_scene()
    x, y, z = scene.object(oid).location
    report = _checked(_moved(scene, oid, location=(x, y, z + 0.2)))
    assert _counts(report) == (0, 1, 0), report.findings
    assert report.errors[0].code == "floating" and report.errors[0].objects[0] == oid
    assert "20.0 cm" in report.errors[0].message


def test_object_pushed_through_a_wall_is_out_of_bounds() -> None:
    scene = bedroom_scene()
    x, y, z = scene.object("wardrobe").location
    report = _checked(_moved(scene, "wardrobe", location=(x + 0.4, y, z)))
    assert _counts(report) == (0, 0, 1), report.findings
    assert "east wall" in report.errors[0].message


def test_lamp_on_nightstand_and_bed_on_rug_are_not_collisions() -> None:
    scene = bedroom_scene()  # the bed stands on the rug's top (rugs.stand_on_rugs)
    report = _checked(scene)
    assert report.metrics.colliding == 0, report.findings
    parts = collect_parts(scene)
    # the contact tolerance and the exemption do real work: the raw meshes touch
    assert parts["rug"].bvh.overlap(parts["bed"].bvh)
    assert parts["table_lamp"].bvh.overlap(parts["nightstand_left"].bvh)


def test_a_bed_sunk_through_its_rug_collides() -> None:
    scene = bedroom_scene()
    x, y, _ = scene.object("bed").location
    report = _checked(_moved(scene, "bed", location=(x, y, 0.0)))
    assert {tuple(sorted(f.objects)) for f in report.errors} == {("bed", "rug")}


def test_missing_support_object() -> None:
    scene = bedroom_scene()
    report = _checked(_moved(scene, "table_lamp", support="nowhere"))
    assert report.metrics.floating == 1
    assert report.errors[0].code == "missing_support"


def test_key_object_behind_the_camera_is_not_framed() -> None:
    scene = bedroom_scene().model_copy(update={"camera": CameraSpec(
        location=(0.0, -0.5, 1.5), look_at=(0.0, -D / 2, 1.0), lens_mm=24.0)})
    report = _checked(scene)
    assert report.metrics.framed_fraction < 1.0
    unframed = [f for f in report.findings if f.code == "unframed"]
    assert unframed and unframed[0].objects == ("bed",) and unframed[0].severity == "warning"
    assert report.ok  # a badly framed picture is still worth rendering


def test_key_object_hidden_behind_another_is_not_visible() -> None:
    plant = _obj("plant", "plant", W / 2 - 0.3, D / 2 - 0.3, importance=9)
    eye, target = (-W / 2 + 0.4, -D / 2 + 0.3, 1.0), (plant.location[0], plant.location[1], 0.55)
    heading = math.atan2(target[1] - eye[1], target[0] - eye[0])
    mid = ((eye[0] + target[0]) / 2, (eye[1] + target[1]) / 2)
    wardrobe = _obj("wardrobe", "wardrobe", mid[0], mid[1], rot=heading - math.pi / 2)
    camera = CameraSpec(location=eye, look_at=target, lens_mm=35.0)
    base = bedroom_scene().model_copy(update={"camera": camera})
    alone = _checked(base.model_copy(update={"objects": (plant,)}))
    assert alone.metrics.framed_fraction == 1.0, alone.findings
    blender_job.reset_scene()
    hidden = _checked(base.model_copy(update={"objects": (plant, wardrobe)}))
    assert hidden.metrics.framed_fraction == 0.0
    assert any("hidden" in f.message for f in hidden.findings if f.code == "unframed")


GRID = ("bed", "wardrobe", "dresser", "nightstand", "sofa", "armchair", "coffee_table",
        "tv_stand", "bookshelf", "plant", "desk", "office_chair", "filing_cabinet",
        "dining_table", "cafe_table", "chair", "stool", "counter", "fridge", "floor_lamp",
        "table_lamp", "small_plant", "tv", "laptop", "mug", "vase", "painting", "rug",
        "chair", "pendant_lamp")


def test_thirty_object_room_checks_well_under_a_second() -> None:
    cell, cols, height = 2.6, 6, 3.0
    rows = math.ceil(len(GRID) / cols)
    objects = []
    for i, cat in enumerate(GRID):
        x = (i % cols - (cols - 1) / 2) * cell
        y = (i // cols - (rows - 1) / 2) * cell
        size = sample_size(cat, i)
        ceiling = cat == "pendant_lamp"
        objects.append(PlacedObject(
            id=f"{cat}_{i}", category=cat, seed=i, size=size, importance=10 if i == 0 else 5,
            location=(x, y, height - size[2] if ceiling else 0.0),
            support="ceiling" if ceiling else "floor"))
    base = bedroom_scene()
    room = base.room.model_copy(update={"width": cols * cell, "depth": rows * cell,
                                        "height": height, "windows": ()})
    report = _checked(base.model_copy(update={"room": room, "objects": tuple(objects)}))
    assert _counts(report) == (0, 0, 0), report.findings
    assert report.metrics.objects == 30


@pytest.mark.parametrize("room_type", typing.get_args(RoomType))
def test_real_layouts_are_clean_at_mesh_level(room_type: str) -> None:
    from agents.geometry.layout import solve_layout
    from agents.lighting.rig import light_scene
    from agents.prompt_interpreter.offline_planner import plan_offline
    from agents.texture.palettes import apply_materials

    for seed in (1, 2, 3):
        plan = plan_offline(f"a {room_type.replace('_', ' ')}", seed, room_type=room_type)
        scene = solve_layout(plan)[0]
        scene = light_scene(apply_materials(scene))
        scene = scene.model_copy(update={"camera": frame_camera(scene)})
        blender_job.reset_scene()
        report = _checked(scene)
        assert _counts(report) == (0, 0, 0), (seed, report.errors)


def test_run_job_without_render_saves_the_blend_only(tmp_path: Path) -> None:
    scene = bedroom_scene().model_copy(update={"render": RenderSettings(
        quality="draft", resolution_x=32, resolution_y=24, samples=1)})
    result = blender_job.run_job(scene.model_dump_json(), str(tmp_path), render=False)
    assert result["rendered"] is False and result["render_path"] is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["scene.blend"]
    assert "render" not in result["timings"] and "check" in result["timings"]
    assert MeshReport.model_validate(result["mesh"]).ok


def test_strict_job_does_not_render_a_failing_scene(tmp_path: Path) -> None:
    scene = bedroom_scene().model_copy(update={"render": RenderSettings(
        quality="draft", resolution_x=32, resolution_y=24, samples=1)})
    x, y, z = scene.object("wardrobe").location
    broken = _moved(scene, "wardrobe", location=(x, y, z + 0.2))
    result = blender_job.run_job(broken.model_dump_json(), str(tmp_path / "bad"), strict=True)
    assert result["rendered"] is False and not (tmp_path / "bad" / "render.png").exists()
    assert MeshReport.model_validate(result["mesh"]).metrics.floating == 1
    result = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "good"), strict=True)
    assert result["rendered"] is True and Path(result["render_path"]).is_file()
    unchecked = blender_job.run_job(broken.model_dump_json(), str(tmp_path / "raw"),
                                    check=False, strict=True)
    assert unchecked["mesh"] is None and unchecked["rendered"] is True


def test_a_second_view_shows_what_the_scene_camera_misses(tmp_path: Path) -> None:
    tiny = RenderSettings(quality="draft", resolution_x=32, resolution_y=24, samples=1)
    away = CameraSpec(location=(0.0, -0.5, 1.5), look_at=(0.0, -D / 2, 1.0), lens_mm=24.0)
    scene = bedroom_scene().model_copy(update={"camera": away, "render": tiny})
    result = blender_job.run_job(scene.model_dump_json(), str(tmp_path))
    report = MeshReport.model_validate(result["mesh"])
    [view] = result["views"]
    assert view["shows"] == ["bed"] and Path(view["render_path"]).name == "render_2.png"
    assert Path(view["render_path"]).is_file() and Path(result["render_path"]).is_file()
    assert report.metrics.views == 2 and report.metrics.framed_any_view == 1.0
    assert report.metrics.framed_fraction < 1.0  # the scene camera's own share is kept
    [note] = [f for f in report.findings if f.code == "unframed"]
    assert note.severity == "info" and "render_2.png" in note.message
    # the .blend opens on the scene camera, the second one beside it
    bpy.ops.wm.open_mainfile(filepath=result["blend_path"])
    assert bpy.context.scene.camera.name == "camera"
    assert "camera_2" in bpy.data.objects


def test_no_second_view_when_the_scene_camera_shows_everything(tmp_path: Path) -> None:
    scene = bedroom_scene(furnished=True)
    scene = scene.model_copy(update={"camera": frame_camera(scene)})
    result = blender_job.run_job(scene.model_dump_json(), str(tmp_path), render=False)
    assert result["views"] == []
    assert MeshReport.model_validate(result["mesh"]).metrics.views == 1


def test_sticks_stand_upright_in_their_holders_and_touch_nothing() -> None:
    from agents.geometry.layout import solve_layout
    from agents.prompt_interpreter.offline_planner import plan_offline

    plan = plan_offline("a kitchen with a utensil holder on the counter holding four forks and "
                        "two spatulas, and a desk with a pen holder with five pens", 2)
    scene = solve_layout(plan)[0]
    held = [o for o in scene.objects if o.support in ("utensil_crock", "pen_holder")]
    assert len(held) >= 9 and all(o.params.get("upright") for o in held)
    blender_job.reset_scene()
    report = _checked(scene)
    assert _counts(report) == (0, 0, 0), report.errors
    built = {o.get("vw_id"): o for o in bpy.data.objects}
    for obj in held:  # the mesh stands as tall as its box says: on its end
        assert built[obj.id].dimensions.z == pytest.approx(obj.size[2], abs=0.005)
        assert built[obj.id].dimensions.z > 3 * built[obj.id].dimensions.y
