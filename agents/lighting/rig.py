"""Lighting rig from mood, time of day and the room (pure Python: no bpy).

Daylight: a sun angled in through the window wall plus a soft area light just outside every
window standing in for the sky (cheaper and far less noisy than sampling the sky through a
small opening). Always: a large soft area light under the ceiling as fill. Practicals: a warm
point light inside each lamp shade. Exposure is set from an estimate of how much light reaches
the room's surfaces, so any mood/time combination lands near the same mid-grey brightness
(mean render luminance ~0.25-0.55), never black and never blown out.
"""

from __future__ import annotations

import math

from agents.lighting.kelvin import kelvin_to_rgb
from orchestrator.schema.scene import (
    RGB,
    LightSpec,
    PlacedObject,
    Room,
    Scene,
    Vec3,
    WindowSpec,
    WorldSpec,
)

# time of day -> (daylight 0..1, sun elevation deg, sun K, sky colour, sky strength)
DAYLIGHT = {
    "morning": (0.8, 26.0, 5000.0, (0.55, 0.68, 0.9), 0.8),
    "noon": (1.0, 58.0, 5800.0, (0.5, 0.66, 0.95), 1.0),
    "golden_hour": (0.65, 9.0, 3300.0, (0.85, 0.62, 0.42), 0.6),
    "dusk": (0.22, 3.0, 2600.0, (0.3, 0.28, 0.45), 0.25),
    "night": (0.0, -10.0, 4000.0, (0.015, 0.02, 0.045), 0.05),
}
# mood -> (fill K, practical K, fill scale, practical scale, exposure bias in stops)
MOODS = {
    "warm": (3300.0, 2700.0, 1.0, 1.15, 0.0),
    "cool": (7500.0, 4000.0, 1.0, 0.8, 0.0),
    "bright": (5000.0, 3000.0, 1.4, 1.0, 0.25),
    "moody": (2900.0, 2500.0, 0.45, 1.4, -0.15),
}
# lamp category -> (shade height as a fraction of the object's height, watts)
PRACTICALS = {"table_lamp": (0.72, 60.0), "floor_lamp": (0.86, 100.0),
              "pendant_lamp": (0.3, 90.0), "ceiling_lamp": (0.3, 90.0),
              "desk_lamp": (0.8, 40.0), "wall_sconce": (0.65, 35.0)}

SUN_W_M2 = 18.0  # noon sun strength: direct sun is ~10x the sky through a window
SKY_W_M2 = 90.0  # window fill power per m^2 of opening at full daylight
FILL_W_M2 = 7.0  # ceiling fill power per m^2 of floor
WARMTH_KEPT = 0.7  # fraction of a colour temperature's tint kept after white balance
WALL_OFFSET = 0.25  # window fill stands this far outside the wall's room face
# Mean scene-linear luminance of a draft render per (watt / m^2 of room surface) of each kind
# of light, measured on renders of tests/blender/scene_factory.py with one kind of light at a
# time (sun: per W/m^2 x m^2 of window, at 45 deg elevation or more). Only used for exposure.
_REACH = {"sun": 0.15, "window": 0.21, "fill": 0.15, "lamp": 0.04}
TARGET_LUMINANCE = 0.2  # mean linear luminance that AgX shows as a pleasant ~0.4 display mean


def _tint(kelvin: float) -> RGB:
    """Light colour for `kelvin`, partly white-balanced the way a camera would be: a room lit
    at 2700 K reads warm, not monochrome orange."""
    rgb = kelvin_to_rgb(kelvin)
    return (round(1 - WARMTH_KEPT * (1 - rgb[0]), 4), round(1 - WARMTH_KEPT * (1 - rgb[1]), 4),
            round(1 - WARMTH_KEPT * (1 - rgb[2]), 4))


def _aim(direction: Vec3) -> Vec3:
    """Euler XYZ that turns a light's -Z axis onto `direction`."""
    dx, dy, dz = direction
    n = math.sqrt(dx * dx + dy * dy + dz * dz) or 1.0
    dx, dy, dz = dx / n, dy / n, dz / n
    tilt = math.acos(max(-1.0, min(1.0, -dz)))
    return (tilt, 0.0, math.atan2(-dx, dy) if math.hypot(dx, dy) > 1e-9 else 0.0)


def _inward(wall: str) -> tuple[float, float]:
    return {"north": (0.0, -1.0), "south": (0.0, 1.0), "east": (-1.0, 0.0),
            "west": (1.0, 0.0)}[wall]


def _window_centre(room: Room, win: WindowSpec, outside: float) -> Vec3:
    """Centre of a window's opening, pushed `outside` metres beyond the wall's room face."""
    z = win.sill + win.height / 2
    ix, iy = _inward(win.wall)
    if win.wall in ("north", "south"):
        return (win.offset, -iy * (room.depth / 2 + outside), z)
    return (-ix * (room.width / 2 + outside), win.offset, z)


def _daylight(scene: Scene, day: float, elev: float, kelvin: float) -> list[LightSpec]:
    room = scene.room
    if day <= 0.0 or not room.windows:
        return []
    sky = _tint(9000.0 if day > 0.5 else 7000.0)
    lights = []
    for i, win in enumerate(room.windows):
        ix, iy = _inward(win.wall)
        lights.append(LightSpec(
            id=f"window_fill_{i}", kind="area", location=_window_centre(room, win, WALL_OFFSET),
            rotation=_aim((ix, iy, -0.25)), energy=SKY_W_M2 * day * win.width * win.height,
            color=sky, size=max(win.width, win.height)))
    if elev > 0.0:
        area: dict[str, float] = {}
        for win in room.windows:
            area[win.wall] = area.get(win.wall, 0.0) + win.width * win.height
        wall = max(sorted(area), key=lambda k: area[k])
        ix, iy = _inward(wall)
        skew = math.radians(30.0 if scene.plan.seed % 2 == 0 else -30.0)  # never dead-on
        hx = ix * math.cos(skew) - iy * math.sin(skew)
        hy = ix * math.sin(skew) + iy * math.cos(skew)
        e = math.radians(elev)
        direction = (hx * math.cos(e), hy * math.cos(e), -math.sin(e))
        lights.append(LightSpec(
            id="sun", kind="sun", location=(0.0, 0.0, room.height + 3.0),
            rotation=_aim(direction), energy=SUN_W_M2 * day, color=_tint(kelvin),
            size=0.05))
    return lights


def _practicals(objects: tuple[PlacedObject, ...], kelvin: float, scale: float) -> list[LightSpec]:
    lights = []
    for obj in objects:
        if obj.category not in PRACTICALS:
            continue
        frac, watts = PRACTICALS[obj.category]
        x, y, z = obj.location
        lights.append(LightSpec(
            id=f"lamp_{obj.id}", kind="point", location=(x, y, z + frac * obj.size[2]),
            energy=watts * scale, color=_tint(kelvin), size=0.04))
    return lights


def _exposure(lights: list[LightSpec], room: Room, elev: float, bias: float) -> float:
    """Stops that bring the estimated mean luminance of the render to the target."""
    surface = 2 * (room.width * room.depth + room.width * room.height
                   + room.depth * room.height)
    lum = 0.0
    for light in lights:
        if light.kind == "sun":
            window_area = sum(w.width * w.height for w in room.windows)
            # a low sun lands its patch high on the far wall, mostly out of shot
            lum += _REACH["sun"] * min(1.0, elev / 45.0) * light.energy * window_area
        else:
            kind = "window" if light.id.startswith("window_") else \
                "fill" if light.id == "ceiling_fill" else "lamp"
            lum += _REACH[kind] * light.energy
    lum = max(lum / surface, 1e-4)
    return round(max(-3.0, min(3.0, math.log2(TARGET_LUMINANCE / lum) + bias)), 3)


def light_scene(scene: Scene) -> Scene:
    """A copy of `scene` with lights and world set for its mood, time of day and room."""
    room, plan = scene.room, scene.plan
    day, elev, sun_k, sky, sky_strength = DAYLIGHT[plan.time_of_day]
    fill_k, lamp_k, fill_scale, lamp_scale, bias = MOODS[plan.mood]
    lights = _daylight(scene, day, elev, sun_k)
    daylit = day > 0.0 and bool(room.windows)
    # the fill carries the room at night; by day it only lifts the shadows
    fill_w = FILL_W_M2 * room.width * room.depth * fill_scale * (0.45 if daylit else 0.7)
    lights.append(LightSpec(
        id="ceiling_fill", kind="area", location=(0.0, 0.0, room.height - 0.02),
        energy=round(fill_w, 3), color=_tint(fill_k),
        size=round(0.55 * min(room.width, room.depth), 3)))
    night_boost = 1.0 + 0.6 * (1.0 - day)
    lights += _practicals(scene.objects, lamp_k, lamp_scale * night_boost)
    exposure = _exposure(lights, room, elev, bias)
    sun = next((light for light in lights if light.kind == "sun"), None)
    world = WorldSpec(
        color=sky, strength=sky_strength, exposure=exposure,
        sky_elevation=math.radians(max(elev, 2.0)) if daylit else None,
        sky_rotation=sun.rotation[2] if sun else 0.0,
    )
    return scene.model_copy(update={"lights": tuple(lights), "world": world})
