"""Designed objects into a plan: the nouns that want one, and the plan that uses them.

A noun the library approximates ("a chest freezer", made as a mini fridge) or cannot make is
worth a design (`claude_designer`). Once designed, the objects that stood in for the noun take
the design as their category, in the place the plan gave them; a noun nothing stood in for gets
as many new objects as the prompt asked for. The noun's account then says it was made, and by whom.
"""

from __future__ import annotations

from collections.abc import Mapping

from agents.geometry.catalog import GENERATORS, can_host
from agents.prompt_interpreter.offline_planner import placement_relation
from agents.prompt_interpreter.taxonomy import HEADS
from orchestrator.schema.blueprint import MAX_DESIGNS, ObjectDesign
from orchestrator.schema.limits import MAX_OBJECTS
from orchestrator.schema.scene import NounAccount, PlannedObject, Relation, ScenePlan

TABLE_HEIGHT = (0.35, 1.2)  # metres: tops a small thing is put on, coffee table to bar
TOP_FRAC = 0.9  # ... at the top of the thing (a seat's cushion is lower)


def wanting_design(plan: ScenePlan) -> list[NounAccount]:
    """The nouns the plan cannot make, or makes as something else, first come first, at most
    MAX_DESIGNS of them. A bare head noun its family answers ("a glass", "tools") is made
    well enough by the family."""
    return [a for a in plan.nouns if a.asked > 0 and (
        a.outcome == "not_made" or (a.outcome == "approximated" and a.noun not in HEADS))
            ][:MAX_DESIGNS]


def with_designs(plan: ScenePlan, designs: Mapping[str, tuple[ObjectDesign, str]]
                 ) -> ScenePlan:
    """The plan with each noun of `designs` (noun -> (design, who designed it)) made by its
    design. A design that cannot take the stand-in's place (a floor thing for one that stands
    on a table, a surface thing with nothing to stand on) is left out and the noun stays as
    it was."""
    objects = list(plan.objects)
    used: list[ObjectDesign] = []
    nouns = []
    for item in plan.nouns:
        found = designs.get(item.noun)
        placed = _placed(objects, item, found[0]) if found is not None else None
        if found is None or placed is None:
            nouns.append(item)
            continue
        objects, count = placed
        design, source = found
        used.append(design)
        nouns.append(item.model_copy(update={
            "family": design.name, "planned": count, "outcome": "made",
            "note": f"designed as data by {source} ({len(design.blueprint.parts)} parts)"}))
    if not used:
        return plan
    return plan.model_copy(update={"objects": tuple(objects), "nouns": tuple(nouns),
                                   "designs": (*plan.designs, *used)})


def _placed(objects: list[PlannedObject], item: NounAccount, design: ObjectDesign
            ) -> tuple[list[PlannedObject], int] | None:
    """The objects with the noun's stand-ins replaced by the design (or new ones added), and
    how many there are; None when the design cannot go where the plan needs it."""
    stand_ins = [k for k, o in enumerate(objects) if o.label == item.noun]
    if not stand_ins:
        return _added(objects, item, design)
    out = list(objects)
    for k in stand_ins:
        obj = out[k]
        relation, target = _where(obj, design, out)
        if relation is None:
            return None
        if design.surface_frac is None and any(
                o.relation == "on_top_of" and o.target == obj.id for o in out):
            return None  # things stand on the stand-in, and the design has no top
        out[k] = obj.model_copy(update={"category": design.name, "relation": relation,
                                        "target": target})
    return out, len(stand_ins)


def _where(obj: PlannedObject, design: ObjectDesign, objects: list[PlannedObject]
           ) -> tuple[Relation | None, str | None]:
    """Where the design goes instead of `obj`: where obj went, unless one stands on a surface
    and the other does not."""
    on_surface = design.placement == "surface"
    if on_surface == (obj.relation == "on_top_of"):
        return obj.relation, obj.target
    if on_surface:
        host = _host(objects)
        return ("on_top_of", host) if host is not None else (None, None)
    return placement_relation(design.placement), None


def _host(objects: list[PlannedObject]) -> str | None:
    """The thing of the plan a small object stands on: the most important one with a top at
    table height (a desk, a counter), else the most important one that holds things."""
    hosts = [o for o in objects if o.category in GENERATORS and can_host(o.category)
             and o.relation != "on_top_of"]
    return max(hosts, key=lambda o: (_table_top(o.category), o.importance)).id \
        if hosts else None


def _table_top(category: str) -> bool:
    """A top at table height that is its top (a desk's), not a seat's cushion."""
    gen = GENERATORS[category]
    return gen.surface_frac is not None and gen.surface_frac >= TOP_FRAC \
        and TABLE_HEIGHT[0] <= gen.size[2] * gen.surface_frac <= TABLE_HEIGHT[1]


def _added(objects: list[PlannedObject], item: NounAccount, design: ObjectDesign
           ) -> tuple[list[PlannedObject], int] | None:
    """New objects for a noun nothing stood in for, as many as asked (room permitting)."""
    count = min(item.asked, MAX_OBJECTS - len(objects))
    if count <= 0:
        return None
    if design.placement == "surface":
        host = _host(objects)
        if host is None:
            return None
        relation, target = "on_top_of", host
    else:
        relation, target = placement_relation(design.placement), None
    taken = {o.id for o in objects}
    new = []
    for k in range(count):
        oid = f"{design.name}_{k + 1}"
        while oid in taken:
            oid = f"{oid}_"
        taken.add(oid)
        new.append(PlannedObject(id=oid, category=design.name, relation=relation,  # type: ignore[arg-type]
                                 target=target, importance=6, label=item.noun[:80]))
    return objects + new, count
