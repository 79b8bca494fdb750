"""Checks on a ScenePlan that its schema cannot express, for plans an LLM wrote.

Pydantic checks each field on its own; these check the plan as a whole. Problems (one line
each, in plan order):

- an id used by more than one object (targets and the layout key objects by id);
- a category that is not a generator in `agents.geometry.catalog` (nothing could build it);
- a target that names no object in the plan, or the object itself;
- next_to, on_top_of or around without a target (they place an object relative to one);
- on_top_of chains that loop (a on b on a): nothing would stand on the floor.

A wall given with a relation that ignores it (anything but against_wall / corner) is harmless,
so it is not a problem. The offline planner's plans pass these checks; its tests hold it to that.
"""

from __future__ import annotations

from collections import Counter

from agents.geometry.catalog import GENERATORS
from orchestrator.schema.scene import PlannedObject, ScenePlan

NEEDS_TARGET = frozenset({"next_to", "on_top_of", "around"})


class PlanRejected(ValueError):
    """A plan that fits the schema but not the pipeline; the message lists every problem."""


def plan_problems(plan: ScenePlan) -> list[str]:
    """Every problem of the plan, one human-readable line each; empty when it is sound."""
    counts = Counter(obj.id for obj in plan.objects)
    problems = [f"id {oid!r} is used by {n} objects" for oid, n in counts.items() if n > 1]
    for obj in plan.objects:
        if obj.category not in GENERATORS:
            problems.append(f"{obj.id}: unknown category {obj.category!r} (not in the catalog)")
        if obj.target is None:
            if obj.relation in NEEDS_TARGET:
                problems.append(f"{obj.id}: relation {obj.relation} needs a target")
        elif obj.target == obj.id:
            problems.append(f"{obj.id}: its target is itself")
        elif obj.target not in counts:
            problems.append(f"{obj.id}: target {obj.target!r} is not an object in the plan")
    problems += [f"on_top_of cycle: {' -> '.join((*cycle, cycle[0]))}"
                 for cycle in stacking_cycles(plan.objects)]
    return problems


def check_plan(plan: ScenePlan) -> ScenePlan:
    """The plan itself when it has no problems; else PlanRejected naming them all."""
    problems = plan_problems(plan)
    if problems:
        raise PlanRejected("; ".join(problems))
    return plan


def stacking_cycles(objects: tuple[PlannedObject, ...]) -> list[tuple[str, ...]]:
    """Each loop of on_top_of links once, starting at its smallest id.

    Every object stands on at most one thing, so the links form a functional graph: following
    them from any object either ends (on the floor, or at an unknown id) or enters one loop.
    Self-links are left out: `plan_problems` reports those on their own.
    """
    below: dict[str, str] = {}
    for obj in objects:
        if obj.relation == "on_top_of" and obj.target and obj.target != obj.id:
            below.setdefault(obj.id, obj.target)  # a duplicate id is reported elsewhere
    cycles: list[tuple[str, ...]] = []
    done: set[str] = set()
    for start in below:
        path: list[str] = []
        node: str | None = start
        while node is not None and node not in done and node not in path:
            path.append(node)
            node = below.get(node)
        if node is not None and node in path:  # came back round: the tail from node loops
            loop = path[path.index(node):]
            first = loop.index(min(loop))
            cycles.append(tuple(loop[first:] + loop[:first]))
        done.update(path)
    return cycles
