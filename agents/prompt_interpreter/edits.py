"""An `EditPlan` applied to a finished scene: the new plan, and which placed objects stay
exactly as they are.

Every object the edit does not name is kept (its id, place, rotation, size and materials), and
so is what stands on it. What is named: removed with what stands on it; moved (what stands on
it is carried along); replaced by a new thing in its place (same relation and wall); given
new colour or material words (kept where it is, dressed again); given a new shape or size
(laid out again, so it may move). New things are planned against the objects already there
("a plant next to the sofa" stands next to that sofa). A noun the scene does not hold is
refused with a one-line reason.
"""

from __future__ import annotations

from typing import cast, get_args

from agents.geometry.catalog import GENERATORS, spec
from agents.geometry.dependents import dependents
from agents.prompt_interpreter.edit_words import ALL, EditRefused
from agents.prompt_interpreter.lexicon import lookup
from agents.prompt_interpreter.offline_planner import natural_relation
from agents.prompt_interpreter.vocabulary import BARE_WORDS
from agents.prompt_interpreter.words import COLOURS, MATERIALS, SHAPES, SIZES, plural
from orchestrator.schema.edit import EditedPlan, EditOp, EditPlan
from orchestrator.schema.scene import (
    Enclosure,
    PlacedObject,
    PlannedObject,
    Relation,
    RelationSpec,
    Scene,
    ScenePlan,
)

RELATION_WORDS = {"floor": "by", "next_to": "next to", "on_top_of": "on", "around": "around"}
SEATS = ("chair", "stool", "armchair", "bench", "office_chair", "dining_chair", "bar_stool")
TABLES = ("table", "desk", "counter", "island", "bar")


def family_of(noun: str, scene: Scene) -> str | None:
    """The library family a noun names, in this room (a bare "table" is its room's table)."""
    words = noun.split()
    found = lookup(words, 0, len(words))
    if found is None or found[0] != len(words):
        return None
    family = found[1].family
    if family.startswith("@"):
        family = BARE_WORDS.get(family, {}).get(scene.plan.room_type, family)
    return family if family in GENERATORS else None


def matching(scene: Scene, noun: str) -> list[PlacedObject]:
    """The objects of the scene a noun names: by the prompt's own noun for them, else by
    their family; the plan's objects before the dressing's."""
    family = family_of(noun, scene)
    found = [o for o in scene.objects if o.label == noun or (
        family is not None and o.category == family) or (family is None and
                                                          o.category == noun.replace(" ", "_"))]
    return sorted(found, key=lambda o: o.dressing)


def _one(scene: Scene, noun: str | None) -> list[PlacedObject]:
    found = matching(scene, noun or "")
    if not found:
        raise EditRefused(f"the scene has no {noun}")
    return found


def _new_id(category: str, taken: set[str]) -> str:
    k = 1
    while f"{category}_{k}" in taken:
        k += 1
    taken.add(f"{category}_{k}")
    return f"{category}_{k}"


def _placement(op: EditOp, category: str, target: PlacedObject | None
               ) -> tuple[Relation, str | None]:
    """(relation, target id) for a thing added or moved."""
    if target is None:
        if op.relation in ("corner", "against_wall", "center"):
            return cast(Relation, op.relation), None
        return natural_relation(category), None
    if op.relation is None or op.relation == "next_to":
        if any(s in category for s in SEATS) and any(t in target.category for t in TABLES):
            return "around", target.id
        if spec(category).placement == "surface" and op.relation is None:
            return "on_top_of", target.id
        # a floor thing by another: the free floor nearest to it, on any side ("next_to"
        # keeps to the target's wall, which a sofa's side table may already fill)
        return ("floor" if spec(category).placement in ("floor", "corner") else "next_to"), \
            target.id
    if op.relation in get_args(Relation):
        return cast(Relation, op.relation), target.id
    return "next_to", target.id


def _attributes(old: tuple[str, ...], new: tuple[str, ...], kinds: frozenset[str]
                ) -> tuple[str, ...]:
    """`old` with its words of the same kind as `new` replaced by `new`."""
    return tuple(w for w in old if w not in kinds) + tuple(new)


class _Editor:
    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.planned = {o.id: o for o in scene.plan.objects
                        if any(p.id == o.id for p in scene.objects)}
        self.placed = {o.id: o for o in scene.objects}
        self.unpinned: set[str] = set()
        self.removed: set[str] = set()
        self.carry: set[str] = set()
        self.changed: set[str] = set()
        self.added: list[PlannedObject] = []
        self.relations: list[RelationSpec] = list(scene.plan.relations)
        self.plan_update: dict[str, str] = {}
        self.notes: list[str] = []
        self.taken = set(self.placed)
        self.hints: dict[str, tuple[float, float, float]] = {}

    def entry(self, obj: PlacedObject) -> PlannedObject:
        """The plan's entry for a placed object (a dressing thing gets one made for it)."""
        return self.planned.get(obj.id) or PlannedObject(
            id=obj.id, category=obj.category, relation="on_top_of" if obj.support not in (
                "floor", "wall", "ceiling") else natural_relation(obj.category),
            target=obj.support if obj.support not in ("floor", "wall", "ceiling") else None,
            importance=obj.importance, label=obj.label, attributes=obj.attributes)

    def apply(self, op: EditOp) -> None:
        getattr(self, f"_{op.kind}")(op)

    def _remove(self, op: EditOp) -> None:
        found = [o for o in _one(self.scene, op.noun) if o.id not in self.removed]
        gone = found if op.count >= ALL else found[:op.count]
        ids = {o.id for o in gone}
        ids |= dependents(self.scene, ids)
        self.removed |= ids
        self.notes.append(f"removed {_counted(len(gone), op.noun or '')}" + (
            f" and the {len(ids) - len(gone)} things on it" if len(ids) > len(gone) else ""))

    def _add(self, op: EditOp) -> None:
        category = family_of(op.new or "", self.scene)
        if category is None:
            raise EditRefused(f"the library has no {op.new}")
        target = _one(self.scene, op.target)[0] if op.target else None
        relation, target_id = _placement(op, category, target)
        if target is not None and relation in ("floor", "next_to"):  # checked in the report
            self.relations.append(RelationSpec(subject=op.new or category, relation="near",
                                               target=target.label or op.target,
                                               count=op.count))
        for _ in range(op.count):
            self.added.append(PlannedObject(
                id=_new_id(category, self.taken), category=category, relation=relation,
                target=target_id, importance=6, label=op.new,
                attributes=op.words))
        self.notes.append(f"added {_counted(op.count, op.new or '')}" + (
            f" {RELATION_WORDS.get(relation, relation)} the {op.target}" if op.target else ""))

    def _move(self, op: EditOp) -> None:
        obj = _one(self.scene, op.noun)[0]
        target = _one(self.scene, op.target)[0] if op.target else None
        entry = self.current(obj)
        if op.relation == "under_window":
            relation, target_id = "against_wall", None
            self.relations.append(RelationSpec(subject=entry.label or obj.category,
                                               relation="near", landmark="window"))
            entry = entry.model_copy(update={"label": entry.label or obj.category})
        else:
            relation, target_id = _placement(op, obj.category, target)
        self.planned[obj.id] = entry.model_copy(update={"relation": relation,
                                                        "target": target_id, "wall": None})
        self.unpinned.add(obj.id)
        self.carry |= dependents(self.scene, {obj.id})
        self.notes.append(f"moved the {op.noun}")

    def _replace(self, op: EditOp) -> None:
        old = _one(self.scene, op.noun)[0]
        category = family_of(op.new or "", self.scene)
        if category is None:
            raise EditRefused(f"the library has no {op.new}")
        entry = self.entry(old)
        self.removed |= {old.id} | dependents(self.scene, {old.id})
        new_id = _new_id(category, self.taken)
        self.hints[new_id] = (old.location[0], old.location[1], old.rotation_z)
        self.added.append(entry.model_copy(update={
            "id": new_id, "category": category,
            "label": op.new if op.new != category else None, "attributes": op.words,
            "relation": entry.relation if entry.relation != "on_top_of" or entry.target
            else natural_relation(category)}))
        self.notes.append(f"replaced the {op.noun} with a {op.new}")

    def current(self, obj: PlacedObject) -> PlannedObject:
        """The object's plan entry as the edit has made it so far."""
        return self.planned.get(obj.id) or self.entry(obj)

    def _recolour(self, op: EditOp) -> None:
        for obj in _one(self.scene, op.noun):
            words = _attributes(self.current(obj).attributes, op.words, COLOURS | MATERIALS)
            self.placed[obj.id] = obj.model_copy(update={"attributes": words})
            self.planned[obj.id] = self.current(obj).model_copy(update={"attributes": words})
            self.changed.add(obj.id)
        self.notes.append(f"the {op.noun} is now {' '.join(op.words)}")

    def _reshape(self, op: EditOp, kinds: frozenset[str] = SHAPES, what: str = "shape") -> None:
        for obj in _one(self.scene, op.noun)[:1]:
            words = _attributes(self.current(obj).attributes, op.words, kinds)
            self.planned[obj.id] = self.current(obj).model_copy(update={"attributes": words})
            self.unpinned.add(obj.id)
            self.carry |= dependents(self.scene, {obj.id})
            self.hints[obj.id] = (obj.location[0], obj.location[1], obj.rotation_z)
        self.notes.append(f"the {op.noun} has a new {what} ({' '.join(op.words)}), laid out "
                          f"again")

    def _resize(self, op: EditOp) -> None:
        self._reshape(op, SIZES | frozenset({"large", "small"}), "size")

    def _restyle(self, op: EditOp) -> None:
        self.plan_update["style"] = op.value or ""
        self.notes.append(f"restyled {op.value}")

    def _relight(self, op: EditOp) -> None:
        self.plan_update["time_of_day"] = op.value or ""
        self.notes.append(f"relit for {(op.value or '').replace('_', ' ')}")

    def result(self, edit: EditPlan) -> EditedPlan:
        gone = self.removed
        kept = [self.planned[i] for i in self.planned if i not in gone]
        kept = [o.model_copy(update={"target": None}) if o.target in gone else o for o in kept]
        objects = tuple(kept) + tuple(self.added)
        if not objects:
            raise EditRefused("the edit would leave the room empty")
        # a relation of the prompt about a thing the edit removed no longer applies
        names = {n for o in objects for n in (o.label, o.category.replace("_", " ")) if n}
        names |= {n for o in self.placed.values() if o.id not in gone
                  for n in (o.label, o.category.replace("_", " ")) if n}
        self.relations = [r for r in self.relations if r.subject in names
                          and (r.target is None or r.target in names)]
        plan = self.scene.plan.model_copy(update={
            **self.plan_update, "objects": objects, "relations": tuple(self.relations),
            "enclosure": self.scene.plan.enclosure or Enclosure(windows=self.scene.room.windows)})
        plan = ScenePlan.model_validate(plan.model_dump())
        keep = tuple(i for i in self.placed
                     if i not in gone and i not in self.unpinned and i not in self.carry)
        return EditedPlan(plan=plan, keep=keep, carry=tuple(sorted(self.carry - gone)),
                          changed=tuple(sorted(self.changed)), removed=tuple(sorted(gone)),
                          added=tuple(self.added), notes=tuple(self.notes),
                          hints={k: v for k, v in self.hints.items() if k not in gone})


def apply_edit(scene: Scene, edit: EditPlan) -> EditedPlan:
    """The new plan of an edited scene, and the placed objects it keeps as they are."""
    editor = _Editor(scene)
    for op in edit.ops:
        editor.apply(op)
    return editor.result(edit)


def kept_objects(scene: Scene, edited: EditedPlan) -> tuple[PlacedObject, ...]:
    """The placed objects the edit keeps, with their new words where it recoloured them."""
    by_id = {o.id: o for o in scene.objects}
    attrs = {o.id: o.attributes for o in edited.plan.objects}
    return tuple(by_id[i].model_copy(update={"attributes": attrs[i]})
                 if i in edited.changed and i in attrs else by_id[i] for i in edited.keep)


def _counted(count: int, noun: str) -> str:
    """"1 chair", "2 chairs": the last word of the noun takes the plural."""
    if count == 1 or not noun:
        return f"{count} {noun}".rstrip()
    head, _, last = noun.rpartition(" ")
    return f"{count} {head + ' ' if head else ''}{plural(last)}"
