"""The physics check in Blender: what stands stays put, what cannot stand is caught, and the
simulation leaves the scene exactly as it found it."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest

from agents.geometry.catalog import sample_size, spec
from agents.geometry.dressing_sets import DRESSING_KINDS
from agents.spatial_validator.physics_plan import plan_physics
from orchestrator import Scene
from orchestrator.schema.scene import PlacedObject
from tests.testkit.scene_factory import D, bedroom_scene

bpy = pytest.importorskip("bpy")
from agents.render_director import blender_job  # noqa: E402
from agents.spatial_validator import blender_physics  # noqa: E402
from agents.spatial_validator.blender_checks import check_meshes  # noqa: E402
from agents.spatial_validator.blender_physics import check_stability  # noqa: E402

pytestmark = pytest.mark.blender

TABLE = sample_size("dining_table", 1)
NIGHTSTAND = sample_size("nightstand", 1)
SHELF = sample_size("bookshelf", 1)
SHELF_Y = D / 2 - SHELF[1] / 2
SHELF_ROW = 1  # books stand on the first inner shelf board, above the plinth row


def _obj(oid: str, cat: str, x: float, y: float, z: float = 0.0, *, support: str = "floor",
         rot: float = 0.0, size: tuple[float, float, float] | None = None,
         **params: float) -> PlacedObject:
    return PlacedObject(id=oid, category=cat, seed=1, location=(x, y, z), rotation_z=rot,
                        size=size or sample_size(cat, 1), support=support, params=params)


def _scene(*objects: PlacedObject) -> Scene:
    return bedroom_scene().model_copy(update={"objects": objects, "camera": None})


def _table_setting(*extra: PlacedObject) -> Scene:
    """A dining table with a plate and a mug on it and a chair at it; a mug on a nightstand."""
    top = TABLE[2] * spec("dining_table").surface_frac
    return _scene(
        _obj("table", "dining_table", 0.0, 0.0),
        _obj("plate", "dinner_plate", -0.35, 0.05, top, support="table"),
        _obj("mug", "mug", 0.3, 0.1, top, support="table"),
        _obj("chair", "chair", -0.3, -TABLE[1] / 2 - 0.3, rot=math.pi),
        _obj("nightstand", "nightstand", 1.4, D / 2 - NIGHTSTAND[1] / 2),
        _obj("cup", "mug", 1.4, D / 2 - NIGHTSTAND[1] / 2, NIGHTSTAND[2],
             support="nightstand"),
        *extra,
    )


def _bookshelf(books: int = 5) -> Scene:
    """A bookshelf whose first inner shelf is left bare by its builder for `books` books
    standing upright on it, spine out, side by side."""
    cover_w, cover_h, thick = sample_size("book", 1)  # as it lies
    standing = (cover_w, thick, cover_h)  # turned a quarter: its thickness runs along x
    z = spec("bookshelf").shelves[SHELF_ROW - 1] * SHELF[2]
    x0 = -SHELF[0] / 2 + 0.05
    return _scene(
        _obj("bookshelf", "bookshelf", 0.0, SHELF_Y, bare=float(1 << SHELF_ROW)),
        *(_obj(f"book_{k}", "book", x0 + k * (thick + 0.002), SHELF_Y - 0.01, z,
               support="bookshelf", rot=math.pi / 2, size=standing, upright=1.0)
          for k in range(books)))


def _simulated(scene: Scene) -> blender_physics.StabilityReport:
    blender_job.build_scene(scene)
    return check_stability(scene)


def test_a_laid_table_a_chair_and_a_cup_on_a_nightstand_are_stable() -> None:
    scene = _table_setting()
    result = _simulated(scene)
    assert check_meshes(scene).ok  # a sound scene: everything touches what it stands on
    assert result.findings == ()
    assert result.simulated == 6  # every object stands: all free bodies
    assert 0.0 < result.seconds < 5.0


@pytest.mark.parametrize(("case", "thing"), [
    ("hangs over the edge", _obj("mug_off", "mug", TABLE[0] / 2 + 0.01, 0.0,
                                 TABLE[2], support="table")),
    ("stood 5 cm above the top", _obj("box_up", "small_box", 0.0, -0.2, TABLE[2] + 0.05,
                                      support="table")),
])
def test_what_cannot_stand_is_unstable(case: str, thing: PlacedObject) -> None:
    result = _simulated(_table_setting(thing))
    assert [f.objects for f in result.findings] == [(thing.id,)], case
    (finding,) = result.findings
    assert finding.code == "unstable" and finding.severity == "error"
    assert "moved" in finding.message and "rad" in finding.message
    assert result.simulated == 7


def test_books_on_an_inner_shelf_stand_on_the_shelf_not_in_a_hull() -> None:
    scene = _bookshelf()
    host = plan_physics(scene).bodies["bookshelf"]
    assert not host.fixed and host.carries is not None  # its mesh copy holds the books
    assert {plan_physics(scene).bodies[f"book_{k}"].layer for k in range(5)} == {host.carries}
    result = _simulated(scene)
    assert check_meshes(scene).ok  # they stand on the board, touching, not in it
    assert result.findings == () and result.simulated == 6


def test_without_the_mesh_copy_the_books_would_be_thrown_out_of_the_hull(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The control for the test above: the bookshelf's convex hull alone holds the books
    inside it, and the simulation pushes them out."""
    def hull_only(scene: Scene) -> blender_physics.PhysicsPlan:
        plan = plan_physics(scene)
        bodies = {k: dataclasses.replace(b, layer=0, carries=None)
                  for k, b in plan.bodies.items()}
        return dataclasses.replace(plan, bodies=bodies)

    monkeypatch.setattr(blender_physics, "plan_physics", hull_only)
    result = _simulated(_bookshelf())
    assert {f.objects[0] for f in result.findings} >= {f"book_{k}" for k in range(5)}


def _snapshot() -> tuple:
    sc = bpy.context.scene
    return ({ob.name: (tuple(map(tuple, ob.matrix_world)), tuple(ob.location),
                       tuple(ob.rotation_euler)) for ob in bpy.data.objects},
            sorted(m.name for m in bpy.data.meshes), sorted(c.name for c in bpy.data.collections),
            [s.name for s in bpy.data.scenes], sc.frame_current, sc.frame_start, sc.frame_end)


def test_the_check_leaves_the_scene_exactly_as_built() -> None:
    scene = _table_setting(_obj("mug_off", "mug", TABLE[0] / 2 + 0.01, 0.0, TABLE[2],
                                support="table"))  # it falls: still put back
    blender_job.build_scene(scene)
    before = _snapshot()
    result = check_stability(scene)
    assert result.findings  # the mug did fall in the simulation ...
    assert _snapshot() == before  # ... and nothing of that is left
    assert bpy.context.scene.rigidbody_world is None
    assert all(ob.rigid_body is None for ob in bpy.data.objects)
    mug = bpy.data.objects["mug_off"]
    assert tuple(mug.location) == pytest.approx((TABLE[0] / 2 + 0.01, 0.0, TABLE[2]), abs=1e-6)


def test_run_job_reports_the_check_and_saves_the_unsimulated_scene(tmp_path: Path) -> None:
    falling = _obj("mug_off", "mug", TABLE[0] / 2 + 0.01, 0.0, TABLE[2], support="table")
    scene = _table_setting(falling)
    result = blender_job.run_job(scene.model_dump_json(), str(tmp_path), render=False)
    metrics = result["mesh"]["metrics"]
    assert (metrics["unstable"], metrics["simulated"]) == (1, 7)
    assert metrics["stable_fraction"] == pytest.approx(6 / 7, abs=1e-4)
    assert 0.0 < result["timings"]["physics"] < 5.0
    assert [f["objects"] for f in result["mesh"]["findings"] if f["code"] == "unstable"] \
        == [("mug_off",)]
    assert bpy.context.scene.rigidbody_world is None
    bpy.ops.wm.open_mainfile(filepath=result["blend_path"])
    saved = bpy.context.scene
    assert saved.rigidbody_world is None and not any(
        c.name.startswith(("RigidBody", blender_physics.SIM_SCENE)) for c in bpy.data.collections)
    assert tuple(bpy.data.objects["mug_off"].location) == pytest.approx(falling.location,
                                                                        abs=1e-6)


def test_only_the_physics_check_catches_the_overhang_and_strict_refuses_it(
        tmp_path: Path) -> None:
    scene = _table_setting(_obj("mug_off", "mug", TABLE[0] / 2 + 0.01, 0.0, TABLE[2],
                                support="table"))
    off = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "off"), render=False,
                              physics=False)
    assert "physics" not in off["timings"] and off["mesh"]["metrics"]["simulated"] == 0
    assert not off["mesh"]["findings"]  # it touches the table: the mesh checks pass it
    strict = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "on"), strict=True)
    assert strict["rendered"] is False  # an error: the caller repairs before a render
    assert [f["code"] for f in strict["mesh"]["findings"]] == ["unstable"]


def test_strict_does_not_simulate_what_the_mesh_checks_already_refused(tmp_path: Path) -> None:
    scene = _table_setting(_obj("box_up", "small_box", 0.0, -0.2, TABLE[2] + 0.05,
                                support="table"))  # floating: a mesh-level error already
    strict = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "s"), render=False,
                                 strict=True)
    assert "physics" not in strict["timings"] and strict["mesh"]["metrics"]["simulated"] == 0
    lax = blender_job.run_job(scene.model_dump_json(), str(tmp_path / "l"), render=False)
    assert lax["mesh"]["metrics"]["simulated"] == 7  # without strict it is simulated
    assert {f["code"] for f in lax["mesh"]["findings"]} == {"floating", "unstable"}


@pytest.mark.parametrize("kept_apart", [True, False])
def test_a_chair_tucked_under_a_desk_is_kept_apart_from_it(
        kept_apart: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chair stands inside the desk's box, so inside its hull: the two are set not to
    collide, and both stand; without that (the control) the hull throws the chair out."""
    desk = sample_size("desk", 1)
    y = D / 2 - desk[1] / 2
    chair = _obj("chair", "chair", 0.0, y - 0.1, size=(0.3, 0.33, desk[2] - 0.2))
    scene = _scene(_obj("desk", "desk", 0.0, y), chair)
    assert plan_physics(scene).apart == (("desk", "chair"),)
    if not kept_apart:
        monkeypatch.setattr(blender_physics, "plan_physics",
                            lambda s: dataclasses.replace(plan_physics(s), apart=()))
    result = _simulated(scene)
    assert [f.objects for f in result.findings] == ([] if kept_apart else [("chair",)])
    assert result.simulated == 2


def test_reset_scene_clears_a_rigid_body_world() -> None:
    blender_job.build_scene(_table_setting())
    with bpy.context.temp_override(scene=bpy.context.scene):
        bpy.ops.rigidbody.world_add()
    assert bpy.context.scene.rigidbody_world is not None
    bpy.data.scenes.new(blender_physics.SIM_SCENE)  # as if a check had died half-way
    blender_job.reset_scene()
    assert bpy.context.scene.rigidbody_world is None
    assert not any(c.name.startswith("RigidBody") for c in bpy.data.collections)
    assert [s.name for s in bpy.data.scenes] == [bpy.context.scene.name]


def test_fixed_bodies_are_not_simulated() -> None:
    painting = _obj("painting", "painting", 0.0, D / 2 - 0.02, 1.4, support="wall")
    rug = _obj("rug", "rug", 1.0, -1.0)
    scene = _scene(painting, rug)
    assert all(b.fixed for b in plan_physics(scene).bodies.values())
    assert _simulated(scene).simulated == 0


@pytest.mark.parametrize("kind", sorted(k for k in DRESSING_KINDS
                                        if spec(k).placement == "surface"))
def test_every_kind_the_dressing_adds_stands_still_on_a_table(kind: str) -> None:
    """The dressing puts these on tops and shelves unasked: each must stand on its own."""
    top = TABLE[2] * spec("dining_table").surface_frac
    things = [_obj(f"{kind}_{seed}", kind, 0.4 * seed - 0.4, 0.0, top, support="table")
              for seed in range(3)]
    things = [t.model_copy(update={"seed": k}) for k, t in enumerate(things)]
    result = _simulated(_scene(_obj("table", "dining_table", 0.0, 0.0), *things))
    assert result.findings == (), [f.message for f in result.findings]
