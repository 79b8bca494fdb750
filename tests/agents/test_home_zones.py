"""A home's zones as rooms of their own: floors inside the walls, openings and windows from
the plan, and a layout that keeps every doorway clear and uses the plan's windows."""

from __future__ import annotations

import pytest

from agents.geometry.boxes import is_rug, opening_rect
from agents.geometry.home_layout import solve_home
from agents.geometry.home_zones import OUTER_WALL, zone_frames
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.home_programme import plan_programme
from agents.prompt_interpreter.home_rooms import plan_zone
from agents.spatial_validator.checks import validate_scene
from orchestrator.schema.scene import footprint

PROMPTS = ("a two-bedroom apartment with an open kitchen and a living room",
           "a cafe with a kitchen and a restroom")


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize("seed", range(4))
def test_zones_keep_their_doorways_clear_and_use_the_plans_windows(prompt: str,
                                                                    seed: int) -> None:
    plan = solve_home(plan_programme(prompt, seed))
    for frame in zone_frames(plan):
        zone_plan = plan_zone(plan, frame)
        assert not any(o.category == "door" for o in zone_plan.objects)
        scene, _ = solve_layout(zone_plan)
        assert scene.room.windows == frame.enclosure.windows
        assert validate_scene(scene) == ()
        for opening in frame.enclosure.openings:
            clear = opening_rect(scene.room.width, scene.room.depth, opening,
                                 0.6 if opening.open else 1.0)
            for obj in scene.objects:
                if obj.support == "floor" and not is_rug(obj):
                    x0, y0, x1, y1 = footprint(obj)
                    w = min(x1, clear[2]) - max(x0, clear[0])
                    h = min(y1, clear[3]) - max(y0, clear[1])
                    assert w <= 1e-6 or h <= 1e-6, (frame.zone.id, obj.id, opening)


@pytest.mark.parametrize("seed", range(10))
def test_zone_walls_are_half_walls_inside_outer_walls_outside_and_none_where_open(
        seed: int) -> None:
    plan = solve_home(plan_programme(PROMPTS[0], seed))
    half = plan.wall / 2
    for frame in zone_frames(plan):
        x0, y0, x1, y1 = frame.zone.rect
        fx0, fy0, fx1, fy1 = frame.floor
        inset = {"west": fx0 - x0, "south": fy0 - y0, "east": x1 - fx1, "north": y1 - fy1}
        for side, thickness in frame.walls_t.items():
            assert thickness in (half, OUTER_WALL, 0.0)
            # the floor gives way only to an interior wall's half
            assert inset[side] == pytest.approx(half if thickness == half else 0.0, abs=1e-4)
        open_sides = {o.wall for o in frame.enclosure.openings if o.open}
        assert all(frame.walls_t[s] != OUTER_WALL for s in open_sides)
