"""Lighting rig by mood and time of day (pure Python)."""

from __future__ import annotations

import math
import typing

import pytest

from agents.lighting.kelvin import kelvin_to_rgb
from agents.lighting.rig import light_scene
from orchestrator.schema.scene import Mood, TimeOfDay
from tests.testkit.scene_factory import bedroom_scene

MOODS = typing.get_args(Mood)
TIMES = typing.get_args(TimeOfDay)


def test_kelvin_warm_to_cool() -> None:
    warm, neutral, cool = kelvin_to_rgb(2700), kelvin_to_rgb(6500), kelvin_to_rgb(12000)
    assert warm[0] == 1.0 and warm[0] > warm[1] > warm[2]
    assert all(c > 0.9 for c in neutral)  # ~white at D65
    assert cool[2] == 1.0 and cool[0] < cool[2]
    assert all(0.0 <= c <= 1.0 for k in range(1000, 40001, 500) for c in kelvin_to_rgb(k))


@pytest.mark.parametrize("mood", MOODS)
@pytest.mark.parametrize("time_of_day", TIMES)
def test_every_combination_is_lit_and_exposed_sanely(mood: str, time_of_day: str) -> None:
    scene = bedroom_scene(mood, time_of_day)
    lit = light_scene(scene)
    assert lit.objects == scene.objects and lit.room == scene.room  # only lights/world change
    ids = [light.id for light in lit.lights]
    assert len(ids) == len(set(ids))
    assert "ceiling_fill" in ids and "lamp_table_lamp" in ids
    assert all(light.energy > 0 for light in lit.lights)
    assert -3.0 <= lit.world.exposure <= 3.0
    kinds = {light.kind for light in lit.lights}
    assert ("sun" in kinds) == (time_of_day != "night")


def test_daylight_comes_through_the_windows() -> None:
    lit = light_scene(bedroom_scene("bright", "noon"))
    sun = next(light for light in lit.lights if light.kind == "sun")
    # the sun points down (-Z) and into the room through the west wall (towards +x)
    rx, _, rz = sun.rotation
    direction = (-math.sin(rz) * math.sin(rx), math.cos(rz) * math.sin(rx), -math.cos(rx))
    assert direction[2] < -0.5 and direction[0] > 0.3
    fill = next(light for light in lit.lights if light.id == "window_fill_0")
    assert fill.kind == "area" and fill.location[0] < -2.0  # just outside the west wall


def test_practicals_sit_in_the_lamp_shade() -> None:
    scene = bedroom_scene("warm", "night")
    lamp = scene.object("table_lamp")
    light = next(light for light in light_scene(scene).lights if light.id == "lamp_table_lamp")
    assert light.location[:2] == lamp.location[:2]
    assert lamp.location[2] + 0.5 * lamp.size[2] < light.location[2] < \
        lamp.location[2] + lamp.size[2]
    assert light.color[0] > light.color[2]  # warm


def test_moods_differ_and_night_relies_on_lamps() -> None:
    night = light_scene(bedroom_scene("moody", "night"))
    noon = light_scene(bedroom_scene("cool", "noon"))
    lamp_night = next(x for x in night.lights if x.id == "lamp_table_lamp").energy
    lamp_noon = next(x for x in noon.lights if x.id == "lamp_table_lamp").energy
    assert lamp_night > lamp_noon
    assert night.world.strength < noon.world.strength
    fill = {s.id: s for s in noon.lights}["ceiling_fill"]
    assert fill.color[2] >= fill.color[0]  # cool mood: bluish-white fill


def test_room_without_windows_has_no_sun() -> None:
    scene = bedroom_scene("bright", "noon")
    closed = scene.model_copy(update={"room": scene.room.model_copy(update={"windows": ()})})
    assert all(light.kind != "sun" for light in light_scene(closed).lights)


def test_deterministic() -> None:
    assert light_scene(bedroom_scene()) == light_scene(bedroom_scene())


def test_camera_sees_a_sky_by_day_and_none_at_night() -> None:
    day = light_scene(bedroom_scene(time_of_day="noon")).world
    night = light_scene(bedroom_scene(time_of_day="night")).world
    assert day.sky_elevation is not None and 0.5 < day.sky_elevation <= math.pi / 2
    assert night.sky_elevation is None
