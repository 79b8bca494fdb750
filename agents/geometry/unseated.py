"""A table the room had no space to seat anyone at.

The template plans a table with seats round it; in a small room (an open plan's kitchen
corner) the table may find a spot and then none of its seats do, which leaves a dining table
with no chair. When neither the table nor its seats were asked for, the room is better
without that set: the layout is solved again without the table and everything planned at,
on or round it, and the report says why each went.
"""

from __future__ import annotations

from agents.geometry.dependents import linked_to
from orchestrator.schema.scene import Finding, PlannedObject, Scene, ScenePlan


def unseated_tables(plan: ScenePlan, scene: Scene) -> list[str]:
    """Tables the template planned seats round, placed with none of those seats, where the
    prompt named neither the table nor any seat."""
    placed = {o.id for o in scene.objects}
    seats: dict[str, list[PlannedObject]] = {}
    for obj in plan.objects:
        if obj.relation == "around" and obj.target:
            seats.setdefault(obj.target, []).append(obj)
    by_id = {o.id: o for o in plan.objects}
    return [table for table, round_it in seats.items()
            if table in placed and table in by_id and not by_id[table].label
            and not any(s.label for s in round_it)
            and not any(s.id in placed for s in round_it)]


def without_tables(plan: ScenePlan, tables: list[str]) -> tuple[ScenePlan, list[Finding]]:
    """The plan less those tables and all that is planned at them (seats, what stands on
    them, the lamp over them, and what depends on those in turn), with a finding for each."""
    gone = set(tables) | linked_to(tables, ((o.id, o.target) for o in plan.objects))
    findings = [Finding(code="dropped", severity="warning", objects=(o.id,),
                        message=f"dropped {o.id} ({o.category}): "
                        + ("no room for any of its seats" if o.id in tables
                           else "its table had no room for seats"))
                for o in plan.objects if o.id in gone]
    lighter = plan.model_copy(update={"objects": tuple(o for o in plan.objects
                                                       if o.id not in gone)})
    return lighter, findings
