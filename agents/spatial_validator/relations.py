"""Are the prompt's relations true of the built scene? Each `RelationSpec` of the plan is
checked on the placed objects' boxes (the boxes every mesh is fitted into), for as many
subjects as the prompt asks for. What each relation means, in numbers, is
`agents.geometry.predicates`: the layout places by the same definitions.
"""

from __future__ import annotations

from dataclasses import dataclass

from agents.geometry.boxes import Box, box_of, support_chain
from agents.geometry.predicates import (
    landmark_holds,
    objects_named,
    openings_of,
    relation_holds,
    targets_of,
)
from orchestrator.schema.scene import PlacedObject, RelationSpec, Scene

LANDMARK_WORDS = {"corner": "in a corner", "middle": "in the middle", "against": "against a wall",
                  "on_wall": "on a wall", "ceiling": "from the ceiling", "near": "near the {}",
                  "across_from": "across from the {}", "on_floor": "on the floor"}


@dataclass(frozen=True)
class RelationCheck:
    spec: RelationSpec
    satisfied: int  # subjects for which it holds
    ok: bool
    why: str = ""

    def describe(self) -> str:
        spec = self.spec
        if spec.target is not None:
            where = f"{spec.relation.replace('_', ' ')} the {spec.target}" + (
                f" and the {spec.also}" if spec.also is not None else "")
        else:
            where = LANDMARK_WORDS.get(spec.relation, spec.relation).format(spec.landmark)
        return (f"{spec.subject} {where}: {self.satisfied} of {spec.count}"
                f"{'; ' + self.why if self.why else ''}")


def _holds(spec: RelationSpec, subject: PlacedObject, targets: list[PlacedObject],
           boxes: dict[str, Box], scene: Scene, openings: dict[str, list[Box]],
           by_id: dict[str, PlacedObject]) -> bool:
    if spec.target is None:
        return landmark_holds(spec.relation, spec.landmark, subject, boxes[subject.id],
                              scene.room, openings)
    return relation_holds(spec.relation, subject, boxes[subject.id],
                          ((t, boxes[t.id]) for t in targets), support_chain(subject, by_id))


def check_relations(scene: Scene) -> list[RelationCheck]:
    """Every relation of the plan, checked on the scene's boxes."""
    boxes = {o.id: box_of(o) for o in scene.objects}
    by_id = {o.id: o for o in scene.objects}
    openings = openings_of(scene)
    checks = []
    for spec in scene.plan.relations:
        subjects = objects_named(scene.objects, spec.subject)
        targets = targets_of(scene.objects, spec)
        satisfied = sum(1 for s in subjects
                        if _holds(spec, s, targets, boxes, scene, openings, by_id))
        why = ""
        if not subjects:
            why = f"no {spec.subject} in the scene"
        elif spec.target is not None and not objects_named(scene.objects, spec.target):
            why = f"no {spec.target} in the scene"
        elif spec.also is not None and not objects_named(scene.objects, spec.also):
            why = f"no {spec.also} in the scene"
        checks.append(RelationCheck(spec, satisfied, satisfied >= spec.count, why))
    return checks


@dataclass(frozen=True)
class RelationSummary:
    satisfied: int
    total: int
    failures: tuple[str, ...]  # each unmet relation, described


def relation_summary(scene: Scene) -> RelationSummary:
    """How many of the plan's relations the scene meets, and the ones it does not, named."""
    checks = check_relations(scene)
    return RelationSummary(sum(c.ok for c in checks), len(checks),
                           tuple(c.describe() for c in checks if not c.ok))
