"""The prompt's relations as a preference of the layout: of the poses a strategy offers, those
that make the plan's relations true come first ("a nightstand to the left of the bed" takes
the left of the two spots beside the bed; "a bookshelf behind the sofa" a spot behind it).

Each object's placement strategy (`layout`) still decides what kind of spot it gets; this
only says which of those spots are better. The relations are judged by the same predicates the
spatial validator checks the built scene with (`predicates`), on the objects placed so far:
a relation already met by enough of its subjects asks nothing more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from agents.geometry.boxes import Box, support_chain
from agents.geometry.candidates import Pose
from agents.geometry.predicates import (
    Standing,
    between_holds,
    landmark_holds,
    objects_named,
    opening_boxes,
    pair_holds,
)
from orchestrator.schema.scene import (
    PlacedObject,
    PlannedObject,
    RelationSpec,
    Room,
    footprint_at,
)

# what the layout cannot judge while placing: where windows go is chosen after the furniture
LATER = frozenset({"window"})


@dataclass(frozen=True)
class Wish:
    """One relation a pose may make true: as its subject (against the placed targets), or as
    its target (for the placed subjects that do not meet it yet)."""

    spec: RelationSpec
    as_subject: bool
    others: tuple[PlacedObject, ...]  # the targets, or the unmet subjects
    boxes: tuple[Box, ...]  # ... and their boxes
    beneath: tuple[frozenset[str], ...] = ()  # what each unmet subject stands on
    peers: tuple[Box, ...] = ()  # as target: the boxes of the targets placed already


@dataclass(frozen=True)
class _Candidate:
    """A pose being weighed, as the predicates read it."""

    id: str
    support: str
    rotation_z: float


class Wishes:
    """What one object's pose should make true, judged against the objects placed so far."""

    def __init__(self, relations: Sequence[RelationSpec], room: Room,
                 placed: Mapping[str, PlacedObject], boxes: Mapping[str, Box]) -> None:
        self.relations = relations
        self.room = room
        self.placed = placed
        self.boxes = boxes  # the placed objects' boxes, kept by the placer

    def for_object(self, obj: PlannedObject) -> list[Wish]:
        """The relations the object's pose can still help meet: those it is a subject of,
        or the target of when subjects already stand unmet."""
        if obj.label is None:
            return []
        placed = list(self.placed.values())
        found = []
        for spec in self.relations:
            if spec.landmark in LATER:
                continue
            if spec.subject == obj.label:
                met = self._met(spec, placed)
                targets = tuple(objects_named(placed, spec.target)) if spec.target else ()
                if len(met) < spec.count and (spec.target is None or targets):
                    found.append(Wish(spec, True, targets,
                                      tuple(self.boxes[t.id] for t in targets)))
            elif spec.target == obj.label and spec.subject != obj.label:
                subjects = objects_named(placed, spec.subject)
                met = self._met(spec, placed)
                unmet = tuple(s for s in subjects if s.id not in met)
                if unmet and len(met) < spec.count:
                    found.append(Wish(spec, False, unmet,
                                      tuple(self.boxes[s.id] for s in unmet),
                                      tuple(frozenset(support_chain(s, self.placed))
                                            for s in unmet),
                                      tuple(self.boxes[t.id]
                                            for t in objects_named(placed, obj.label))))
        return found

    def unmet(self, obj: PlannedObject, wishes: Sequence[Wish], support: str, pose: Pose,
              size: tuple[float, float, float]) -> int:
        """How many of the wishes stay unmet if obj takes this pose."""
        cand = _Candidate(obj.id, support, pose.rotation)
        x0, y0, x1, y1 = footprint_at(pose.x, pose.y, pose.rotation, size)
        box = Box(x0, y0, pose.z, x1, y1, pose.z + size[2])
        host = self.placed.get(support)
        beneath = frozenset() if host is None else \
            frozenset({host.id, *support_chain(host, self.placed)})
        return sum(1 for wish in wishes if not self._meets(wish, cand, box, beneath))

    def _meets(self, wish: Wish, cand: Standing, box: Box,
               beneath: frozenset[str]) -> bool:
        spec = wish.spec
        if not wish.as_subject:  # some placed subject now meets it, with cand as its target
            return any(self._pair(spec, s, cand, sb, box, wish.peers, under)
                       for s, sb, under in zip(wish.others, wish.boxes, wish.beneath,
                                               strict=True))
        if spec.target is None:
            doors = [o for o in self.placed.values() if o.category == "door"]
            return landmark_holds(spec.relation, spec.landmark, cand, box, self.room,
                                  opening_boxes(doors, self.room))
        return any(self._pair(spec, cand, t, box, tb, wish.boxes, beneath)
                   for t, tb in zip(wish.others, wish.boxes, strict=True))

    @staticmethod
    def _pair(spec: RelationSpec, s: Standing, t: Standing, sb: Box, tb: Box,
              all_targets: Sequence[Box], beneath: frozenset[str]) -> bool:
        if spec.relation == "between":
            return between_holds(sb, [tb, *(b for b in all_targets if b is not tb)])
        return pair_holds(spec.relation, s, t, sb, tb, beneath)

    def _met(self, spec: RelationSpec, placed: list[PlacedObject]) -> set[str]:
        """The ids of the placed subjects that meet the relation already."""
        targets = objects_named(placed, spec.target) if spec.target else []
        doors = [o for o in placed if o.category == "door"]
        met = set()
        for s in objects_named(placed, spec.subject):
            sb = self.boxes[s.id]
            if spec.target is None:
                ok = landmark_holds(spec.relation, spec.landmark, s, sb, self.room,
                                    opening_boxes(doors, self.room))
            else:
                under = frozenset(support_chain(s, self.placed))
                tboxes = [self.boxes[t.id] for t in targets if t.id != s.id]
                ok = any(self._pair(spec, s, t, sb, self.boxes[t.id], tboxes, under)
                         for t in targets if t.id != s.id)
            if ok:
                met.add(s.id)
        return met
