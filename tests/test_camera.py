"""Camera placement (pure Python): inside the room, eye level, key objects in frame."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "blender"))
from scene_factory import bedroom_scene

from agents.geometry.catalog import sample_size
from agents.render_director.camera import _corners, frame_camera, in_frame
from orchestrator.scene import PlacedObject, Scene


def _inside(scene: Scene, p: tuple[float, float, float]) -> bool:
    r = scene.room
    return abs(p[0]) < r.width / 2 and abs(p[1]) < r.depth / 2 and 0 < p[2] < r.height


@pytest.mark.parametrize("furnished", [False, True])
def test_eye_level_inside_room_with_key_objects_in_frame(furnished: bool) -> None:
    scene = bedroom_scene(furnished=furnished)
    cam = frame_camera(scene)
    assert _inside(scene, cam.location)
    assert 1.5 <= cam.location[2] <= 1.65
    assert 16.0 <= cam.lens_mm <= 35.0
    bed = scene.object("bed")
    assert all(in_frame(cam, p) for p in _corners(bed))  # the defining object, whole
    seen = [o.id for o in scene.objects if in_frame(cam, _centre(o))]
    assert len(seen) >= len(scene.objects) // 2
    # looks down a little, across the room (target far from the eye)
    assert cam.look_at[2] < cam.location[2]
    assert math.dist(cam.location[:2], cam.look_at[:2]) > 1.5


def _centre(o: PlacedObject) -> tuple[float, float, float]:
    return (o.location[0], o.location[1], o.location[2] + o.size[2] / 2)


def test_deterministic() -> None:
    assert frame_camera(bedroom_scene()) == frame_camera(bedroom_scene())


def test_sees_the_bed_from_its_front_side() -> None:
    cam = frame_camera(bedroom_scene())
    assert cam.location[1] < 0  # the bed is against the north wall, facing south


def test_avoids_standing_inside_tall_furniture() -> None:
    scene = bedroom_scene()
    size = sample_size("wardrobe", 1)
    blocker = PlacedObject(id="corner_wardrobe", category="wardrobe", seed=1,
                           location=(-1.7, -2.2, 0.0), size=size, importance=3)
    moved = scene.model_copy(update={"objects": (*scene.objects, blocker)})
    cam = frame_camera(moved)
    x0, y0 = -1.7 - size[0] / 2, -2.2 - size[1] / 2
    assert not (x0 - 0.2 <= cam.location[0] <= x0 + size[0] + 0.2
                and y0 - 0.2 <= cam.location[1] <= y0 + size[1] + 0.2)


def test_low_ceiling_and_empty_room() -> None:
    scene = bedroom_scene()
    low = scene.model_copy(update={"room": scene.room.model_copy(update={"height": 2.2}),
                                   "objects": ()})
    cam = frame_camera(low)
    assert _inside(low, cam.location) and cam.location[2] <= 1.9
