"""A table no seat fits round goes, with all planned at it, and the report says why; a table
the prompt asked for stays."""

from __future__ import annotations

from agents.geometry.home_layout import solve_home
from agents.geometry.home_zones import zone_frames
from agents.geometry.layout import solve_layout
from agents.geometry.unseated import without_tables
from agents.prompt_interpreter.home_programme import plan_programme
from agents.prompt_interpreter.home_rooms import plan_zone
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.schema.scene import ScenePlan

APARTMENT = "a two-bedroom apartment with an open kitchen and a living room"


def seats_of(plan: ScenePlan, table: str) -> set[str]:
    return {o.id for o in plan.objects if o.relation == "around" and o.target == table}


def test_no_zone_of_these_homes_keeps_a_table_without_a_seat() -> None:
    dropped_sets = 0
    for seed in range(6):
        home = solve_home(plan_programme(APARTMENT, seed), 0)
        for frame in zone_frames(home):
            plan = plan_zone(home, frame)
            scene, findings = solve_layout(plan)
            placed = {o.id for o in scene.objects}
            assert scene.plan == plan
            for table in {o.target for o in plan.objects if o.relation == "around"}:
                if table in placed:
                    assert seats_of(plan, table) & placed, (seed, frame.zone.id, table)
                elif any("no room for any of its seats" in f.message for f in findings
                         if table in f.objects):
                    dropped_sets += 1
                    gone = {i for f in findings for i in f.objects}
                    assert seats_of(plan, table) <= gone
    assert dropped_sets >= 1  # the small open kitchens of this home (seeds 1 and 3)


def test_a_table_the_prompt_asked_for_stays_though_no_seat_fits() -> None:
    home = solve_home(plan_programme(APARTMENT, 3), 0)
    frame = next(f for f in zone_frames(home) if f.zone.room_type == "kitchen")
    plan = plan_zone(home, frame)
    (table,) = [o for o in plan.objects if o.category == "dining_table"]
    _, findings = solve_layout(plan)
    assert any(table.id in f.objects and "no room for any of its seats" in f.message
               for f in findings)  # unasked, it goes
    asked = plan.model_copy(update={"objects": tuple(
        o.model_copy(update={"label": "dining table"}) if o.id == table.id else o
        for o in plan.objects)})
    scene, _ = solve_layout(asked)
    assert table.id in {o.id for o in scene.objects}  # asked for, it stays


def test_without_tables_takes_what_stands_at_the_table_and_says_why() -> None:
    plan = plan_offline("a kitchen", 3)
    (table,) = [o.id for o in plan.objects if o.category == "dining_table"]
    lighter, findings = without_tables(plan, [table])
    gone = {o.id for o in plan.objects} - {o.id for o in lighter.objects}
    assert table in gone and seats_of(plan, table) <= gone
    assert all(o.target not in gone for o in lighter.objects)
    assert {f.objects[0] for f in findings} == gone
    assert [f.message for f in findings if table in f.objects] == [
        f"dropped {table} (dining_table): no room for any of its seats"]
