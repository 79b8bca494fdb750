"""Rows: many desks, chairs or pews of one kind stand in rows facing the front of the room
(a classroom's board, a chapel's lectern), not strung along the walls.

Which objects go in rows (`row_members`): at least ROWS_FROM of one kind in ROW_KINDS that the
plan does not put elsewhere (against a wall, in a corner, round a table). The front
(`front_wall`): the wall the plan gives a front object (FRONT_KINDS: boards, a screen, a
lectern, a teacher's desk), else a short wall, so the rows run deep. Front objects then go to
that wall; the solver keeps the first FRONT_ZONE metres before it free of rows.
"""

from __future__ import annotations

from collections import Counter

from orchestrator.schema.scene import PlannedObject, ScenePlan, Wall

ROW_KINDS = frozenset({"school_desk", "church_pew", "stacking_chair"})
FRONT_KINDS = frozenset({"whiteboard", "chalkboard", "projector_screen", "lectern",
                         "teachers_desk", "bulletin_board"})
ROWS_FROM = 3
# relations that put an object somewhere else than in the rows; "next to" or "around" a
# front object is the planner's reading of "facing the board": in rows
ELSEWHERE = frozenset({"against_wall", "corner", "around", "on_top_of", "center"})


def row_members(plan: ScenePlan) -> frozenset[str]:
    """Ids of the objects to stand in rows."""
    kinds = {o.id: o.category for o in plan.objects}

    def in_rows(o: PlannedObject) -> bool:
        if o.relation in ("next_to", "around") and o.target is not None:
            return kinds.get(o.target) in FRONT_KINDS
        return o.relation not in ELSEWHERE

    members = [o for o in plan.objects if o.category in ROW_KINDS and in_rows(o)]
    counts = Counter(o.category for o in members)
    return frozenset(o.id for o in members if counts[o.category] >= ROWS_FROM)


def front_wall(plan: ScenePlan) -> Wall:
    """The wall the rows face."""
    for obj in plan.objects:
        if obj.category in FRONT_KINDS and obj.wall is not None:
            return obj.wall
    return "north" if plan.width <= plan.depth else "west"


def is_front(obj: PlannedObject) -> bool:
    return obj.category in FRONT_KINDS
