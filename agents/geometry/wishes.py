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

from agents.geometry.boxes import (
    Box,
    front_vector,
    is_rug,
    rect_inside,
    rect_overlap_area,
    room_rect,
    support_chain,
)
from agents.geometry.candidates import Pose
from agents.geometry.predicates import (
    Standing,
    landmark_holds,
    objects_named,
    opening_boxes,
    relation_holds,
    targets_of,
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
SIDES = frozenset({"left_of", "right_of"})
SIDE_GAP = 0.05  # metres between a thing and what the prompt puts to its side
# relations of a thing that its host's place decides: "a printer on a cabinet next to the
# desk" stands by the desk only if the cabinet does; a TV across from the sofa faces it if
# its stand does (facing alone turns with the thing itself)
CARRIED = frozenset({"next_to", "near", "beside", "left_of", "right_of", "behind",
                     "in_front_of", "across_from"})


@dataclass(frozen=True)
class Wish:
    """One relation a pose may make true: as its subject (against the targets placed so far),
    or as its target (for the placed subjects that do not meet it yet)."""

    spec: RelationSpec
    targets: tuple[tuple[PlacedObject, Box], ...]  # the targets placed so far
    # as its target: the subjects waiting, each with its box and what it stands on
    waiting: tuple[tuple[PlacedObject, Box, frozenset[str]], ...] = ()
    # as the target of a left/right relation whose subject comes later: the subject's size,
    # for which the pose must leave floor on that side ("a pinball machine to the left of the
    # arcade machines": not the corner that has no left)
    room_for: tuple[float, float, float] | None = None


@dataclass(frozen=True)
class _Candidate:
    """A pose being weighed, as the predicates read it."""

    id: str
    support: str
    rotation_z: float


class Wishes:
    """What one object's pose should make true, judged against the objects placed so far."""

    def __init__(self, relations: Sequence[RelationSpec], room: Room,
                 placed: Mapping[str, PlacedObject], boxes: Mapping[str, Box],
                 sizes: Mapping[str, tuple[float, float, float]] | None = None,
                 riders: Mapping[str, frozenset[str]] | None = None) -> None:
        self.relations = relations
        self.sizes = sizes or {}  # noun -> the size of the kind it was made as
        self.riders = riders or {}  # object id -> the nouns of the things planned on it
        self.room = room
        self.placed = placed
        self.boxes = boxes  # the placed objects' boxes, kept by the placer
        self.openings: dict[str, list[Box]] = {}  # the placed doors, as of the last object

    def for_object(self, obj: PlannedObject) -> list[Wish]:
        """The relations the object's pose can still help meet: those it is a subject of,
        or the target of when subjects already stand unmet."""
        placed = list(self.placed.values())
        if obj.label is None:  # (a template's table the prompt puts a thing on)
            return self._carried(obj, placed)
        self.openings = opening_boxes([o for o in placed if o.category == "door"], self.room)
        found = []
        for spec in self.relations:
            if spec.landmark in LATER or obj.label not in (spec.subject, spec.target):
                continue
            targets = tuple((o, self.boxes[o.id]) for o in targets_of(placed, spec))
            met = self._met(spec, placed, targets)
            if spec.subject == obj.label:
                if len(met) < spec.count and (spec.target is None or targets):
                    found.append(Wish(spec, targets))
            elif len(met) < spec.count:  # its target: subjects wait for it
                waiting = tuple((s, self.boxes[s.id], frozenset(support_chain(s, self.placed)))
                                for s in objects_named(placed, spec.subject)
                                if s.id not in met)
                if waiting:
                    found.append(Wish(spec, targets, waiting))
                elif spec.relation in SIDES and spec.subject in self.sizes \
                        and not objects_named(placed, spec.subject):
                    found.append(Wish(spec, targets, room_for=self.sizes[spec.subject]))
        return found + self._carried(obj, placed)

    def _carried(self, obj: PlannedObject, placed: list[PlacedObject]) -> list[Wish]:
        """The relations of the things planned on the object that its own place decides,
        while none of them stands yet: the host takes them as its own, as their subject or
        as the target the placed subjects wait for."""
        riders = self.riders.get(obj.id, frozenset())
        found = []
        for spec in self.relations:
            if spec.relation not in CARRIED or not spec.target:
                continue
            if spec.subject in riders and spec.target != obj.label \
                    and not objects_named(placed, spec.subject):
                targets = tuple((o, self.boxes[o.id]) for o in targets_of(placed, spec))
                if targets:
                    found.append(Wish(spec, targets))
            elif spec.target in riders and spec.subject != obj.label \
                    and not targets_of(placed, spec):  # "a sofa across from the TV": the
                # TV's stand stands where the sofa meets it
                waiting = tuple((s, self.boxes[s.id], frozenset(support_chain(s, self.placed)))
                                for s in objects_named(placed, spec.subject))
                if waiting:
                    found.append(Wish(spec, (), waiting))
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
        return sum(1 for wish in wishes if not (
            self._leaves_room(wish.room_for, wish.spec.relation, pose, size)
            if wish.room_for is not None else self._meets(wish, cand, box, beneath)))

    def _leaves_room(self, subject: tuple[float, float, float], side: str, pose: Pose,
                     size: tuple[float, float, float]) -> bool:
        """Whether a thing of the subject's size fits on that side of the pose: in the room,
        clear of what stands there."""
        fx, fy = front_vector(pose.rotation)
        lx, ly = (fy, -fx) if side == "left_of" else (-fy, fx)  # a viewer facing it: left
        reach = size[0] / 2 + SIDE_GAP + subject[0] / 2
        ahead = (subject[1] - size[1]) / 2  # backs in line (both against a wall, say)
        spot = footprint_at(pose.x + lx * reach + fx * ahead, pose.y + ly * reach + fy * ahead,
                            pose.rotation, subject)
        return rect_inside(spot, room_rect(self.room.width, self.room.depth)) and not any(
            rect_overlap_area(spot, self.boxes[o.id].rect) > 0
            and self.boxes[o.id].z0 < subject[2]
            for o in self.placed.values() if o.support == "floor" and not is_rug(o))

    def _meets(self, wish: Wish, cand: Standing, box: Box, beneath: frozenset[str]) -> bool:
        relation = wish.spec.relation
        if wish.waiting:  # some waiting subject now meets it, with cand among the targets
            return any(relation_holds(relation, s, sb, ((cand, box), *wish.targets), under)
                       for s, sb, under in wish.waiting)
        if wish.spec.target is None:
            return landmark_holds(relation, wish.spec.landmark, cand, box, self.room,
                                  self.openings)
        return relation_holds(relation, cand, box, wish.targets, beneath)

    def _met(self, spec: RelationSpec, placed: list[PlacedObject],
             targets: tuple[tuple[PlacedObject, Box], ...]) -> set[str]:
        """The ids of the placed subjects that meet the relation already."""
        met = set()
        for s in objects_named(placed, spec.subject):
            sb = self.boxes[s.id]
            if spec.target is None:
                ok = landmark_holds(spec.relation, spec.landmark, s, sb, self.room,
                                    self.openings)
            else:
                ok = relation_holds(spec.relation, s, sb, targets,
                                    support_chain(s, self.placed))
            if ok:
                met.add(s.id)
        return met
