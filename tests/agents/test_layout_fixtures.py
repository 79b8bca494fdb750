"""Doors, windows, curtains, mirrors and the walkway: the fittings the layout treats specially."""

from __future__ import annotations

import math

from agents.geometry.boxes import box_of, overlap_depth
from agents.geometry.layout import solve_layout
from agents.geometry.walkway import Walkway
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.spatial_validator.checks import validate_scene
from orchestrator import Scene, ScenePlan
from orchestrator.schema.scene import PlacedObject, PlannedObject, WindowSpec, footprint
from tests.testkit.layout_cases import ROOMS, SEEDS, doorway, scene_for, solved


def _along_and_wall(obj: PlacedObject, scene: Scene) -> tuple[float, float, str]:
    """(lo, hi) of a wall hanging along its wall, and which wall it hangs on."""
    x0, y0, x1, y1 = footprint(obj)
    w, d = scene.room.width / 2, scene.room.depth / 2
    gaps = {"north": d - y1, "south": y0 + d, "east": w - x1, "west": x0 + w}
    wall = min(gaps, key=gaps.__getitem__)
    lo, hi = (x0, x1) if wall in ("north", "south") else (y0, y1)
    return lo, hi, wall


def _plan(objects: list[PlannedObject], prompt: str = "test", size: float = 4.0) -> ScenePlan:
    return ScenePlan(prompt=prompt, room_type="living_room", style="modern", mood="warm",
                     time_of_day="dusk", width=size, depth=size, height=2.7,
                     objects=tuple(objects), seed=3)


def test_curtains_hang_at_a_window_and_cover_it() -> None:
    hung = 0
    for room in ROOMS:
        for seed in SEEDS:
            scene = scene_for(room, seed)
            windows: list[WindowSpec] = []
            for obj in (o for o in scene.objects if o.category == "curtains"):
                lo, hi, wall = _along_and_wall(obj, scene)
                window = next(w for w in scene.room.windows
                              if w.wall == wall and math.isclose((lo + hi) / 2, w.offset,
                                                                 abs_tol=1e-3))
                assert window not in windows, (room, seed)  # one pair per window
                windows.append(window)
                assert hi - lo >= window.width + 0.1 - 1e-6
                assert obj.location[2] <= window.sill + 1e-6
                assert obj.location[2] + obj.size[2] >= window.sill + window.height
                hung += 1
    assert hung >= 50


def test_curtains_without_a_window_left_are_dropped() -> None:
    objects = [PlannedObject(id="sofa", category="sofa", relation="against_wall", importance=10)]
    objects += [PlannedObject(id=f"curtains_{i}", category="curtains", importance=5)
                for i in range(6)]
    scene, findings = solve_layout(_plan(objects))
    assert validate_scene(scene) == ()
    hung = [o for o in scene.objects if o.category == "curtains"]
    assert 1 <= len(hung) <= len(scene.room.windows) <= 4
    dropped = [f for f in findings if f.code == "dropped"]
    assert len(dropped) == 6 - len(hung)
    assert all("window" in f.message and f.severity == "warning" for f in dropped)


def test_the_mirror_hangs_above_the_vanity() -> None:
    for seed in SEEDS:
        scene = scene_for("bathroom", seed)
        by_id = {o.id: o for o in scene.objects}
        mirror, vanity = by_id["mirror"], by_id["vanity"]
        lo, hi, wall = _along_and_wall(mirror, scene)
        vlo, vhi, vwall = _along_and_wall(vanity, scene)
        assert wall == vwall and mirror.rotation_z == vanity.rotation_z, seed
        assert vlo - 1e-6 <= lo and hi <= vhi + 1e-6, seed
        assert mirror.location[2] >= vanity.location[2] + vanity.size[2] + 0.1, seed


def test_window_objects_become_openings_in_the_walls() -> None:
    objects = [PlannedObject(id="sofa", category="sofa", relation="against_wall", importance=10),
               PlannedObject(id="window_1", category="window"),
               PlannedObject(id="window_2", category="window"),
               PlannedObject(id="window_3", category="window")]
    scene, findings = solve_layout(_plan(objects, size=5.0))
    assert [o.category for o in scene.objects if not o.dressing] == ["sofa"]
    assert len(scene.room.windows) == 3
    infos = [f for f in findings if f.severity == "info"]
    assert {f.objects[0] for f in infos} == {"window_1", "window_2", "window_3"}
    assert validate_scene(scene) == ()


def test_windows_named_in_the_prompt_are_opened() -> None:
    for seed in range(5):
        plan = plan_offline("a bright living room with three big windows", seed)
        assert all(o.category != "window" for o in plan.objects)
        scene, _ = solve_layout(plan)
        assert len(scene.room.windows) == 3, seed
        assert validate_scene(scene) == ()


def test_a_crowded_room_drops_the_least_important_and_stays_valid() -> None:
    objects = [PlannedObject(id="door", category="door", relation="against_wall", importance=9),
               PlannedObject(id="bed", category="bed", relation="against_wall", importance=10)]
    objects += [PlannedObject(id=f"wardrobe_{i}", category="wardrobe", relation="against_wall",
                              importance=2) for i in range(8)]
    objects += [PlannedObject(id=f"plant_{i}", category="plant", relation="corner",
                              importance=1) for i in range(8)]
    scene, findings = solve_layout(_plan(objects, size=3.2))
    placed = {o.id for o in scene.objects if not o.dressing}
    assert {"door", "bed"} <= placed
    assert validate_scene(scene) == ()
    dropped = {f.objects[0] for f in findings if f.code == "dropped"}
    assert dropped and placed | dropped == {o.id for o in objects}
    boxes = [box_of(o) for o in scene.objects if not o.dressing]  # dressing stands on hosts
    assert all(overlap_depth(a, b) <= 1e-3 for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_walkway_sees_a_room_cut_in_two() -> None:
    walk = Walkway(4.0, 3.0)
    walk.doorways.append((-1.9, 0.4, -0.9, 1.4))  # in the west part of the room
    assert walk.connected()
    assert not walk.connected(extra=(-0.9, -1.5, -0.6, 1.5))  # a wall of furniture across
    assert walk.connected(extra=(-0.9, -1.5, -0.6, 0.6))  # leaves a gap at the north end
    walk.block((-0.9, -1.5, -0.6, 0.6))
    assert not walk.connected(extra=(-0.9, 0.8, -0.6, 1.5))  # closes the gap


def test_a_corner_cut_off_before_does_not_block_everything_after() -> None:
    """Once a pocket of floor is cut off, a later thing is judged by the floor it cuts off
    itself: a mat in the open still fits, a wall of furniture across the room does not."""
    walk = Walkway(4.0, 3.0)
    walk.doorways.append((-1.9, 0.4, -0.9, 1.4))
    walk.block((0.8, -1.5, 0.9, 0.0))  # a pocket in the south-east, under a tenth of the
    walk.block((0.8, -0.1, 2.0, 0.0))  # free floor
    assert walk.connected()
    walk.block((-1.9, -1.5, -0.9, 0.2))  # less free floor: the pocket is now over a tenth
    assert walk.connected(extra=(-0.6, -1.5, 0.2, -1.3))
    assert not walk.connected(extra=(-0.2, -1.5, -0.1, 1.5))


def test_the_solver_keeps_the_walkway_it_promises() -> None:
    """Rebuilt from the final scene, the solver's own walkway check still holds."""
    for room in ROOMS:
        for seed in range(5):
            scene, _ = solved(room, seed)
            walk = Walkway(scene.room.width, scene.room.depth)
            for obj in scene.objects:
                if obj.support == "floor" and obj.size[2] >= 0.02:
                    walk.block(footprint(obj))
            door = next(o for o in scene.objects if o.category == "door")
            walk.doorways.append(doorway(door))
            assert walk.connected(), (room, seed)


def test_a_large_plan_solves_cleanly() -> None:
    plan = plan_offline("a large cafe with six tables and twenty four chairs, three stools "
                        "and two plants", 1)
    assert len(plan.objects) >= 36  # everything named, plus the door and the counter
    scene, findings = solve_layout(plan)
    assert validate_scene(scene) == ()
    assert len(scene.objects) >= len(plan.objects) - 2, [f.message for f in findings]
    door = next(o for o in scene.objects if o.category == "door")
    assert door.id in {o.id for o in scene.objects}
