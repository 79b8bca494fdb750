"""The seeded constraint layout solver: a ScenePlan becomes a Room and placed objects.

Deterministic: the same plan and `attempt` give the same scene; the validator's repair loop asks
again with attempt + 1, which reseeds every choice (object sizes stay the same: they depend on
the plan seed and the object id only).

Objects are placed in importance order, anchors before what refers to them. For each object the
solver walks candidate poses best-first (`agents.geometry.candidates`), first only those that
make the prompt's relations true (`wishes`: left of, across from, between, ...), and keeps the
first one that is in bounds (2 cm from the walls), collides with nothing (rugs lie under floor
furniture, which is then lifted onto them: `rugs`; an object may rest inside what it stands
on) and keeps other objects' clearance zones free - if no pose keeps them free, the one
intruding least. A door's doorway stays clear and a walkway
leads from it to the middle of the room (`placer`, `walkway`). Windows are chosen once the
floor-standing furniture is in place (as many as the plan asks for: `fixtures`), then curtains
go up at them, then other wall hangings, then ceiling lamps. Relations: against_wall, corner,
center (a rug under its target, a coffee table in front of its target facing it), next_to
(beside the target along its wall; for wall hangings: above it, for ceiling lamps: over it),
on_top_of, around (seats facing the target), floor (with a target: beside it facing it). What
cannot be placed is dropped with a `dropped` warning; "window" objects become window openings
(an `info` finding says so).
"""

from __future__ import annotations

import hashlib
import math
import random
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import replace
from itertools import product

from agents.geometry.behind import STANDING, behind_candidates, goes_behind, standoffs
from agents.geometry.boxes import (
    WALL_ROTATION,
    Rect,
    front_vector,
    is_rug,
    normalize,
)
from agents.geometry.candidates import (
    HUNG_TOP_GAP,
    MARGIN,
    WALLS,
    Pose,
    Shell,
    along,
    around_point,
    next_to_candidates,
    off_wall,
    ring_candidates,
    row_candidates,
    surface_candidates,
    top_keep_clear,
    wall_candidates,
)
from agents.geometry.capacity import (
    MAX_DEEPEN,
    MAX_GROW,
    MAX_GROW_CONTAINER,
    MAX_GROW_SMALL,
    MAX_STACK,
    MIN_FILL_SCALE,
    PACKING,
    SEAT_PITCH,
    capacity,
    grows_a_little,
    may_grow,
    seated_length,
    shelf_inset,
    top_load,
    vessel,
)
from agents.geometry.catalog import (
    BASIN_SWAPS,
    DRAWS_CONTENTS,
    GENERATORS,
    LOW_THING,
    GeneratorSpec,
    can_host,
    is_stick,
    sample_size,
    spec,
    standing,
    stands_on_a_top,
)
from agents.geometry.dressing import Dresser
from agents.geometry.families import FAMILIES
from agents.geometry.fixtures import MOUNT_CENTRE, door_poses, hang_curtains, window_requests
from agents.geometry.holds import held_poses, holds
from agents.geometry.placer import Placer
from agents.geometry.resting import rest_apart
from agents.geometry.rows import FRONT_KINDS, front_wall, is_front, row_members
from agents.geometry.rugs import spread_under_riders, stand_on_rugs
from agents.geometry.settings import OFFSETS, SETTING_SLACK, seat_for, spot
from agents.geometry.shapes import keeps_square, rim_clear
from agents.geometry.underside import KNEE_SPACE, fitted_under, tucked_under, under_spots
from agents.geometry.unseated import unseated_tables, without_tables
from agents.geometry.windows import choose_windows
from agents.geometry.wishes import Wishes
from orchestrator.schema.scene import (
    Finding,
    PlacedObject,
    PlannedObject,
    Provenance,
    Room,
    Scene,
    ScenePlan,
    Wall,
    WindowSpec,
)

Strategy = tuple[str, list[Pose]]  # (support, candidate poses best first)
SCREENS = frozenset({"tv", "wall_tv", "projector_screen", "fireplace", "electric_fireplace"})
SEAT_KINDS = frozenset({"sofa", "armchair", "chair", "loveseat", "recliner", "bench", "futon",
                        "sectional", "couch", "ottoman", "stool", "pouf", "beanbag"})
LOUNGE_SEATS = frozenset({"sofa", "armchair", "loveseat", "recliner", "futon", "sectional",
                          "couch", "chaise"})
# what seats are pulled up to or gather round, not faced from across the room
RING_TARGETS = frozenset({"table", "desk", "counter", "island", "bar", "pit", "rug", "bed"})


AT_A_WINDOW = frozenset({"window_seat"})
HINT_REACH = 0.35  # metres from where a replaced thing stood that its successor may stand
HINT_SPOTS = 160  # kinds that are built under a window


def _seat(category: str) -> bool:
    """Whether a kind is something to sit on (a sofa, a recliner, a bean bag chair)."""
    return bool(SEAT_KINDS & set(category.split("_")))


def _sits_back(seat: str, target: str) -> bool:
    """Whether a seat that faces a thing sits back from it, across a room's width, rather
    than pulled up to it: a sofa or an armchair faces a screen, a hearth, a bookcase or a
    window seat from across the floor; a chair or a stool is pulled up to a table or a desk."""
    return target in SCREENS or (bool(LOUNGE_SEATS & set(seat.split("_")))
                                 and not RING_TARGETS & set(target.split("_")))
EYE_LEVEL = 1.2  # metres: shelves nearest this height are filled first
SHELVED_UPRIGHT = frozenset({"book", "notebook", "photo_album"})  # stand on a shelf's boards
HANG_CLEARANCE = 0.1  # metres between a hanging and the top of what it hangs over
HANG_GAP = 0.05  # ... and the top of another hanging it hangs over (a clock over a board)
CEILING_CORNER_INSET = 0.25  # metres a thing hung in a corner keeps from its two walls
HEADROOM = 0.1  # metres a thing standing in the room keeps below its ceiling
MAX_WIDEN = 1.25  # ... a small top (a mini fridge, a stool) this much wider and deeper
TOP_MARGIN = 0.03  # metres a top is wider than the thing it must take
CROWDED = 0.3  # share of a host's room the plan fills above which it fills row by row
FRONT_SIDE = 0.6  # where along the front wall a teacher's desk or lectern stands (-1..1)
WELL_SLACK = 0.003  # metres a round thing's box may reach past a dish's well (its corners)
FLANK_GAP = 0.12  # metres between a thing and the wall hangings that flank it
FLANK_SLACK = 0.25  # metres a flanking hanging may stray from its spot
# metres off its wall a thing set across from another may come, when backed to it they stand
# further apart than things across a room do
ACROSS_STANDOFFS = (0.4, 0.7, 1.0)


def object_seed(plan_seed: int, object_id: str) -> int:
    """The seed of one object: stable across runs, processes and layout attempts."""
    digest = hashlib.sha256(f"{plan_seed}:{object_id}".encode()).digest()
    return int.from_bytes(digest[:7], "big")


FACE_TO_FACE = frozenset({"across_from", "facing"})


def _hung_face_to_face(plan: ScenePlan) -> frozenset[str]:
    """The wall hangings the prompt sets across from or facing a floor thing ("a TV on the
    wall across from the bed", "a sofa facing the screen"): hung with the floor things, so
    that a desk or a window does not take the one wall that faces it first."""
    def placement(label: str | None) -> str | None:
        kinds = {o.category for o in plan.objects if o.label == label and label}
        return next((GENERATORS[k].placement for k in kinds if k in GENERATORS), None)

    hung: set[str] = set()
    for rel in plan.relations:
        if rel.relation not in FACE_TO_FACE or rel.target is None:
            continue
        ends = (placement(rel.subject), placement(rel.target))
        for label, mine, other in ((rel.subject, *ends), (rel.target, *ends[::-1])):
            if mine == "wall_mounted" and other in STANDING:
                hung.add(label)
    return frozenset(o.id for o in plan.objects if o.label in hung)


def _phase(obj: PlannedObject, by_id: dict[str, PlannedObject],
           early: frozenset[str] = frozenset()) -> int:
    """0 floor things, 1 curtains, 2 other wall hangings, 3 ceiling things; what stands on
    something goes up with it (a plant on a wall shelf)."""
    seen: set[str] = set()
    while obj.relation == "on_top_of" and obj.target in by_id and obj.id not in seen:
        seen.add(obj.id)
        obj = by_id[obj.target]
    gen = GENERATORS.get(obj.category)
    if gen is None:
        return 0
    if obj.category == "curtains":
        return 1
    if obj.id in early:
        return 0
    if gen.placement == "wall_mounted" and any(  # a screen three recliners are before:
            o.target == obj.id and o.relation != "on_top_of" and o.category in GENERATORS
            and GENERATORS[o.category].placement in STANDING for o in by_id.values()):
        return 0  # hung first, for them to be placed by it
    return {"wall_mounted": 2, "ceiling": 3}.get(gen.placement, 0)


def _phases(plan: ScenePlan, by_id: dict[str, PlannedObject]) -> dict[str, int]:
    """Object id -> its phase (`_phase`)."""
    early = _hung_face_to_face(plan)
    return {oid: _phase(obj, by_id, early) for oid, obj in by_id.items()}


def placement_order(plan: ScenePlan) -> list[PlannedObject]:
    """Floor things, then curtains, wall hangings, ceiling things; by importance; anchors
    first, and right after an anchor what stands beside, round or on it (so that the
    nightstands find room beside the bed before a wardrobe takes it)."""
    by_id: dict[str, PlannedObject] = {}
    for obj in plan.objects:
        by_id.setdefault(obj.id, obj)
    index = {oid: i for i, oid in enumerate(by_id)}
    phase = _phases(plan, by_id)
    # a door the prompt places things by ("a bed across from the door") is hung first
    by_door = any(r.landmark == "door" for r in plan.relations)
    # and what the prompt puts in the middle of the room takes the middle before a
    # template's table can ("a kitchen with an island in the middle")
    ranked = sorted(by_id.values(), key=lambda o: (
        phase[o.id], not (by_door and o.category == "door"),
        not (o.label and o.relation == "center" and o.target is None), -o.importance,
        index[o.id]))
    satellites: dict[str, list[PlannedObject]] = {}
    for obj in ranked:
        if obj.target in by_id and phase[obj.id] == phase[obj.target] == 0:
            satellites.setdefault(obj.target, []).append(obj)  # type: ignore[arg-type]
    for group in satellites.values():  # what the prompt puts on or by a thing (labelled)
        group.sort(key=lambda o: o.label is None)  # before what the template adds: the books
        # before the lamp, the dresser "beside the bed" before the nightstands
        if any(o.category in OFFSETS for o in group):  # seats first: settings face them
            group.sort(key=lambda o: o.relation != "around")
    done: set[str] = set()
    order: list[PlannedObject] = []

    def visit(obj: PlannedObject, trail: set[str]) -> None:
        if obj.id in done or obj.id in trail:
            return
        target = by_id.get(obj.target) if obj.target else None
        if target is not None:
            visit(target, trail | {obj.id})
        if obj.id in done:
            return
        done.add(obj.id)
        order.append(obj)
        for satellite in satellites.get(obj.id, ()):  # what stands beside it goes next
            visit(satellite, trail | {obj.id})

    for obj in ranked:
        visit(obj, set())
    return sorted(order, key=lambda o: phase[o.id])  # stable: anchors stay first in a phase


def _footprint_loads(plan: ScenePlan) -> dict[str, float]:
    """Host id -> m^2 of footprint the plan puts on it (`capacity.top_load`)."""
    kinds = {o.id: o.category for o in plan.objects}
    on: dict[str, list[tuple[str, tuple[float, float, float]]]] = {}
    for obj in plan.objects:
        if obj.relation == "on_top_of" and obj.target and obj.category in GENERATORS:
            on.setdefault(obj.target, []).append((obj.category, sample_size(
                obj.category, object_seed(plan.seed, obj.id), obj.attributes)))
    return {host: top_load(things, kinds[host] if kinds.get(host) in GENERATORS else None)
            for host, things in on.items()}


def _largest_asked(plan: ScenePlan) -> dict[str, tuple[float, float]]:
    """Host id -> (long side, short side) of the largest thing the prompt puts on it (it may
    turn on the host)."""
    largest: dict[str, tuple[float, float]] = {}
    for obj in plan.objects:
        if obj.relation == "on_top_of" and obj.target and obj.label \
                and obj.category in GENERATORS:
            w, d, _ = sample_size(obj.category, object_seed(plan.seed, obj.id), obj.attributes)
            long, short = largest.get(obj.target, (0.0, 0.0))
            largest[obj.target] = (max(long, w, d), max(short, min(w, d)))
    return largest


def _fitted_host(size: tuple[float, float, float], placement: str,
                 largest: tuple[float, float] | None) -> tuple[float, float, float]:
    """A host's size made to take the largest thing the prompt puts on it: a wall shelf
    deep enough for the microwave on it; a small top (a mini fridge) at least as large as
    that thing at its smallest."""
    if largest is None:
        return size
    w, d, h = size
    long, short = largest
    if placement == "wall_mounted":
        need = short + 2 * shelf_inset(size)
        return (w, round(min(max(d, need), MAX_DEEPEN * d), 4), h)
    need_w, need_d = MIN_FILL_SCALE * long + TOP_MARGIN, MIN_FILL_SCALE * short + TOP_MARGIN
    return (round(min(max(w, need_w), MAX_WIDEN * w), 4),
            round(min(max(d, need_d), MAX_WIDEN * d), 4), h)


def solve_layout(plan: ScenePlan, *, attempt: int = 0, pinned: tuple[PlacedObject, ...] = (),
                 hints: Mapping[str, tuple[float, float, float]] | None = None
                 ) -> tuple[Scene, tuple[Finding, ...]]:
    """Place every planned object; return the scene and the findings (dropped objects).

    `pinned` (an edit of a finished scene): objects that stay exactly as they are, first in
    the scene; what is placed now keeps clear of them, and no dressing is added. `hints`:
    where a floor thing an edit replaced or reshaped stood (x, y, turn), tried first."""
    scene, findings = _Solver(plan, attempt, pinned, hints or {}).run()
    bare = unseated_tables(plan, scene) if not pinned else []
    if not bare:
        return scene, findings
    lighter, gone = without_tables(plan, bare)  # no table left with no chair at it
    scene, again = _Solver(lighter, attempt, (), hints or {}).run()
    findings = (*gone, *again)
    return scene.model_copy(update={"plan": plan, "findings": findings}), findings



def _on_the_floor(objects: tuple[PlacedObject, ...]) -> tuple[PlacedObject, ...]:
    """Floor things (not rugs) set down from any rug lift, with what stands on them."""
    by_id = {o.id: o for o in objects}

    def drop(obj: PlacedObject, depth: int = 0) -> float:
        if obj.support == "floor":
            return 0.0 if is_rug(obj) else obj.location[2]
        host = by_id.get(obj.support)
        return drop(host, depth + 1) if host is not None and depth < len(objects) else 0.0

    out = []
    for obj in objects:
        dz = drop(obj)
        if dz:
            x, y, z = obj.location
            obj = obj.model_copy(update={"location": (x, y, round(z - dz, 6))})
        out.append(obj)
    return tuple(out)


def _all_round(size: tuple[float, float, float], k: float) -> tuple[float, float, float]:
    """The size k times wider and deeper, as tall."""
    return (round(size[0] * k, 4), round(size[1] * k, 4), size[2])


def _scaled(size: tuple[float, float, float], k: float) -> tuple[float, float, float]:
    return (round(size[0] * k, 4), round(size[1] * k, 4), round(size[2] * k, 4))


def _in_circle(host: PlacedObject, z: float, reach: float, across: float,
               middle_first: bool) -> list[Pose]:
    """Spots for a thing `across` wide whose centre stays within `reach` of a round dish's
    middle: on rings a thing's width apart, round each in steps of a quarter of its width
    (the placer keeps things apart), the middle first for a thing alone in the dish
    (a cup on its saucer), the outer ring first for several (fruit round a bowl)."""
    if reach < 0:
        return []
    cx, cy = host.location[0], host.location[1]
    ring_spots, radius = [], reach
    while radius >= across / 2:
        n = max(1, int(2 * math.pi * radius / (across / 4)))  # fine steps: things pack close
        ring_spots += [(cx + radius * math.cos(host.rotation_z + 2 * math.pi * k / n),
                        cy + radius * math.sin(host.rotation_z + 2 * math.pi * k / n))
                       for k in range(n)]
        radius -= across
    spots = [(cx, cy), *ring_spots] if middle_first else [*ring_spots, (cx, cy)]
    return [Pose(round(x, 4), round(y, 4), z, host.rotation_z) for x, y in spots]


def _riders(plan: ScenePlan) -> dict[str, frozenset[str]]:
    """Each object's id -> the nouns of the things the plan puts on or in it."""
    riders: dict[str, set[str]] = {}
    for o in plan.objects:
        if o.relation == "on_top_of" and o.target and o.label:
            riders.setdefault(o.target, set()).add(o.label)
    return {host: frozenset(nouns) for host, nouns in riders.items()}


class _Solver:
    def __init__(self, plan: ScenePlan, attempt: int,
                 pinned: tuple[PlacedObject, ...] = (),
                 hints: Mapping[str, tuple[float, float, float]] | None = None) -> None:
        self.plan = plan
        self.pinned = {o.id: o for o in pinned}
        self.hints = dict(hints or {})
        self.rng = random.Random(f"layout:{plan.seed}:{attempt}")
        self.shell = Shell(plan.width, plan.depth, plan.height)
        ringed = {o.target for o in plan.objects if o.relation == "around" and o.target is not None}
        self.placer = Placer(self.shell, ringed)
        self.riders = _riders(plan)
        self.wishes = Wishes(plan.relations, Room(room_type=plan.room_type, width=plan.width,
                                                  depth=plan.depth, height=plan.height),
                             self.placer.placed, self.placer.boxes,
                             {o.label: spec(o.category).size for o in plan.objects
                              if o.label and o.category in GENERATORS},
                             self.riders)
        self.findings: list[Finding] = []
        self.curtained: list[WindowSpec] = []
        self.claimed = {o.wall for o in plan.objects if o.wall and o.category != "door"}
        self.loads = _footprint_loads(plan)
        # hosts the prompt itself fills: only they grow (not a sofa the template dresses)
        self.asked_hosts = {o.target for o in plan.objects if o.label and o.target}
        self.largest = _largest_asked(plan)
        self.seated: dict[str, list[str]] = {}  # table id -> ids of the seats round it
        for o in plan.objects:
            if o.relation == "around" and o.target:
                self.seated.setdefault(o.target, []).append(o.id)
        self.laid: dict[str, list[str]] = {}  # seat id -> ids of its setting's pieces
        self.setting_seat: dict[str, str] = {}  # piece id -> the seat it is laid for
        self.relation_of = {o.id: o.relation for o in plan.objects}
        by_id = {o.id: o for o in plan.objects}
        self.basins_swapped = {  # a vanity the prompt stands vessel sinks on: no basin of its own
            o.target for o in plan.objects if o.relation == "on_top_of" and o.target in by_id
            and BASIN_SWAPS.get(by_id[o.target].category) == o.category}
        self.in_rows = row_members(plan)  # desks before a board: rows facing the front
        self.row_count = Counter(o.category for o in plan.objects if o.id in self.in_rows)
        self.front: Wall | None = front_wall(plan) if self.in_rows else None
        self.standoff = standoffs(plan)  # a sofa with bookshelves behind it: off its wall
        if self.front is not None:
            self.claimed.add(self.front)  # no door in the front wall
        if plan.enclosure is not None:  # a room of a home: doorways and windows are given
            self.placer.fix_openings(plan.enclosure.openings)

    def run(self) -> tuple[Scene, tuple[Finding, ...]]:
        for kept in self.pinned.values():
            self.placer.pin(kept)
        order = [o for o in placement_order(self.plan) if o.id not in self.pinned]
        by_id = {o.id: o for o in placement_order(self.plan)}
        phases = _phases(self.plan, by_id)
        for obj in order:
            if obj.category == "window":
                self.findings.append(Finding(
                    code="dropped", severity="info", objects=(obj.id,),
                    message=f"{obj.id} is a window: opened in a wall, not placed as an object",
                ))
            elif phases[obj.id] == 0:
                self._place(obj)
        # no window behind what the prompt hangs over a thing ("a cork board above the desk")
        hung_above = frozenset(o.target for o in order if o.target and (
            o.category in ("mirror", "wall_shelf")
            or (o.label and spec(o.category).placement == "wall_mounted")))
        enclosure = self.plan.enclosure
        self.placer.windows = enclosure.windows if enclosure is not None else choose_windows(
            self.shell, list(self.placer.placed.values()), self.rng,
            at_least=window_requests(self.plan), keep_solid=hung_above,
            near=self._by_the_window(), across=self._by_the_window(across=True))
        for obj in order:
            if phases[obj.id] > 0 and obj.category != "window":
                self._place(obj)
        seen: set[str] = set(self.pinned) - {o.id for o in self.plan.objects}
        for obj in self.plan.objects:
            if obj.id in seen:
                self._drop(obj, "its id is already taken")
            seen.add(obj.id)
        room = Room(room_type=self.plan.room_type, width=self.plan.width, depth=self.plan.depth,
                    height=self.plan.height, windows=self.placer.windows,
                    openings=enclosure.openings if enclosure is not None else ())
        if self.pinned:  # an edit: the kept objects as they were, then what was placed now
            return self._with_pinned(room)
        laid = {o.target for o in self.plan.objects if o.category in OFFSETS}
        dressing = Dresser(self.plan, self.placer, random.Random(f"dressing:{self.rng.random()}"),
                           self.seated, (t for t in laid if t)).dress()
        placed = spread_under_riders(self._mark_filled(self.placer.placed), self._rug_riders(),
                                     self.shell.width, self.shell.depth)
        objects = rest_apart(stand_on_rugs(tuple(
            placed[oid] for oid in dict.fromkeys(
                [o.id for o in self.plan.objects] + [o.id for o in dressing])
            if oid in placed)))
        findings = tuple(self.findings)
        scene = Scene(plan=self.plan, room=room, objects=objects, findings=findings,
                      provenance=Provenance(seed=self.plan.seed))
        return scene, findings

    def _with_pinned(self, room: Room) -> tuple[Scene, tuple[Finding, ...]]:
        """The scene of an edit: the pinned objects exactly as they were, and the ones placed
        now raised onto rugs and rested as any placed object is (the pins' own copies of
        those passes are thrown away: they were raised and rested when first laid out)."""
        fresh = [o.id for o in self.plan.objects
                 if o.id in self.placer.placed and o.id not in self.pinned]
        placed = self._mark_filled(self.placer.placed)
        # a kept thing over a rug laid out now is raised onto it (or lowered off a rug that
        # went): its rug lift is worked out again from the floor; nothing else of it changes
        lowered = _on_the_floor(tuple(self.pinned.values()))
        lifted = {o.id: o for o in stand_on_rugs(lowered + tuple(placed[i] for i in fresh))}
        kept = []
        for obj in self.pinned.values():
            now = lifted[obj.id]
            if abs(now.location[2] - obj.location[2]) > 1e-6:
                self.findings.append(Finding(
                    code="dropped", severity="info", objects=(obj.id,),
                    message=f"{obj.id} kept its place, raised "
                            f"{(now.location[2] - obj.location[2]) * 100:+.1f} cm for a rug"))
                kept.append(now)
            else:
                kept.append(obj)
        settled = {o.id: o for o in rest_apart(tuple(kept) + tuple(lifted[i] for i in fresh))}
        objects = tuple(kept) + tuple(settled[i] for i in fresh)
        findings = tuple(self.findings)
        return Scene(plan=self.plan, room=room, objects=objects, findings=findings,
                     provenance=Provenance(seed=self.plan.seed)), findings

    def _rug_riders(self) -> dict[str, list[str]]:
        """Rug id -> the floor furniture the prompt stands on it ("an armchair on the rug")."""
        placed = list(self.placer.placed.values())
        riders: dict[str, list[str]] = {}
        for rel in self.plan.relations:
            rug = next((o for o in placed if is_rug(o) and rel.relation == "on"
                        and o.label == rel.target), None)
            if rug is not None:
                riders.setdefault(rug.id, []).extend(
                    o.id for o in placed if o.label == rel.subject and o.support == "floor"
                    and not is_rug(o))
        return riders

    def _by_the_window(self, across: bool = False) -> list[PlacedObject]:
        """The placed objects the prompt puts by a window ("a desk near the window", "herb
        pots on the counter by the window"), or (`across`) across from one ("a sofa across
        from the window")."""
        found: list[PlacedObject] = [] if across else [
            o for o in self.placer.placed.values() if o.category in AT_A_WINDOW]
        for rel in self.plan.relations:
            if rel.landmark == "window" and (rel.relation == "across_from" if across
                                             else rel.relation not in ("far", "across_from")):
                found += [o for o in self.placer.placed.values() if o.label == rel.subject
                          and o.support not in ("wall", "ceiling")][:rel.count]
        return list({o.id: o for o in found}.values())

    @staticmethod
    def _mark_filled(placed: dict[str, PlacedObject]) -> dict[str, PlacedObject]:
        """A container with things put in it is built without its own contents ("filled"), a
        workbench with a thing under it without its lower shelf; a shelf unit without its
        painted books on the shelves that hold things ("bare": bit k+1 for shelf k, bit 0
        being the row on its plinth)."""
        out = dict(placed)
        for child in placed.values():
            host = out.get(child.support)
            if host is None or host.category in KNEE_SPACE:  # what is under a workbench
                host = next((o for o in out.values()  # takes its lower shelf's place; what
                             if o.category in KNEE_SPACE and o.id != child.id  # is on it
                             and tucked_under(child, o)), None)  # leaves it be
            if host is None:
                continue
            params = dict(host.params)
            if host.category in DRAWS_CONTENTS or BASIN_SWAPS.get(host.category) == child.category \
                    or (
                    host.category in FAMILIES and FAMILIES[host.category].contents):
                params["filled"] = 1.0
            shelves = spec(host.category).shelves
            for k, frac in enumerate(shelves):
                if abs(child.location[2] - host.location[2] - frac * host.size[2]) < 0.01:
                    params["bare"] = float(int(params.get("bare", 0)) | 1 << (k + 1))
            if params != host.params:
                out[host.id] = host.model_copy(update={"params": params})
        return out

    def _sizes(self, obj: PlannedObject, gen: GeneratorSpec, seed: int,
               target: PlacedObject | None, stands: bool = False
               ) -> list[tuple[float, float, float]]:
        """The sizes to try, best first: a host grown to take what the plan puts on it (a
        table set for twelve), then its own size; a thing put in a full container smaller,
        and a thing that finds no room on its host's top at its size a smaller one;
        things that stack on one host all of one size, so that they stack; rows of desks and
        the chairs round one table all of one size."""
        if gen.stacks and target is not None:
            seed = object_seed(self.plan.seed, f"{obj.category}@{target.id}")
        elif obj.id in self.in_rows:
            seed = object_seed(self.plan.seed, f"{obj.category}@rows")
        elif obj.relation == "around" and target is not None:  # a set of chairs: one size,
            seed = object_seed(self.plan.seed, f"{obj.category}@round:{target.id}")  # one spacing
        size = sample_size(obj.category, seed, obj.attributes)
        if stands:
            size = standing(size)
        if size[2] > self.plan.height - HEADROOM and gen.placement != "ceiling":
            size = (size[0], size[1], round(self.plan.height - HEADROOM, 4))  # a "tall"
            # bookshelf in a low room: as tall as the room lets it be
        if can_host(obj.category) and (gen.placement == "wall_mounted"
                                       or not may_grow(obj.category)):
            size = _fitted_host(size, gen.placement, self.largest.get(obj.id))
        if target is not None and self._asked_under(obj, target):  # a compact one, to fit
            fitted = fitted_under(target.category, target.size, size)  # under the desk
            if fitted is not None and fitted != size:
                return [fitted, size]
        load = self.loads.get(obj.id, 0.0)
        room = capacity(obj.category, size)
        grow = 1.0
        if load > PACKING * room > 0 and obj.id in self.asked_hosts:
            grow = load / (PACKING * room)
        seats = len(self.seated.get(obj.id, ()))
        if keeps_square(obj.category, obj.attributes) and may_grow(obj.category):
            # a round or square table grows all round: a rim long enough for its seats
            k = min(max(math.sqrt(grow), seats * SEAT_PITCH / math.pi / size[0]), MAX_GROW)
            if k > 1.0:
                return [_all_round(size, k), size]
            grow = 1.0  # never only longer
        else:
            grow = max(grow, seated_length(seats) / size[0])  # room for its seats
        if grow > 1.0 and may_grow(obj.category) and vessel(obj.category):  # a bigger bin
            k = min(math.sqrt(grow), MAX_GROW_CONTAINER)
            return [_all_round(size, k), size]
        if grow > 1.0 and may_grow(obj.category):  # a longer table
            return [(round(size[0] * min(grow, MAX_GROW), 4), size[1], size[2]), size]
        if grow > 1.0 and grows_a_little(obj.category):  # a larger nightstand
            k = min(math.sqrt(grow), MAX_GROW_SMALL)
            return [_all_round(size, k), size]
        on_top = target is not None and not gen.stacks and (gen.placement == "surface"
                                                            or obj.relation == "on_top_of")
        if target is not None and (vessel(target.category) or on_top):
            # more put in or on it than it holds (a lamp, a clock and a book on one
            # nightstand): all of them smaller, by as much as it is over full
            full = self.loads.get(target.id, 0.0) / max(PACKING * capacity(
                target.category, target.size), 1e-6)
            if full > 1.0:
                k = max(MIN_FILL_SCALE, full ** -0.5)
                return [_scaled(size, k)] + ([_scaled(size, MIN_FILL_SCALE)]
                                             if k > MIN_FILL_SCALE else [])
        if on_top or (target is not None and obj.relation == "on_top_of"):
            return [size, _scaled(size, MIN_FILL_SCALE)]  # on a crowded top (a toy car on a
            # shallow shelf, a third bin on a shelf unit) or a small one (folded towels on a
            # stool's round seat): a smaller one
        return [size]

    @staticmethod
    def _stands_up(obj: PlannedObject, target: PlacedObject | None) -> bool:
        """A stick put in a holder too small for it to lie in stands in it on its end; a book
        put on shelves stands on them as books do (lying, it may be deeper than the shelf)."""
        if target is None or obj.relation != "on_top_of":
            return False
        host = spec(target.category)
        if obj.category in SHELVED_UPRIGHT and "stacked" not in obj.attributes and (
                host.shelves or (  # or a shelf on the wall (but "a pile of books" lies)
                host.placement == "wall_mounted" and host.surface_frac is not None)):
            return True
        if not is_stick(obj.category):
            return False
        inner = min(target.size[0], target.size[1]) * (1 - 2 * host.rim)
        return host.interior is not None and spec(obj.category).size[1] > inner

    def _drop(self, obj: PlannedObject, why: str) -> None:
        self.findings.append(Finding(
            code="dropped", severity="warning", objects=(obj.id,),
            message=f"dropped {obj.id} ({obj.category}): {why}",
        ))

    def _place(self, obj: PlannedObject) -> None:
        if obj.id in self.placer.placed:
            return
        if obj.category not in GENERATORS:
            self._drop(obj, "no generator of that name in the catalog")
            return
        gen = spec(obj.category)
        seed = object_seed(self.plan.seed, obj.id)
        if obj.category == "curtains":
            size = sample_size(obj.category, seed, obj.attributes)
            self._hang_curtains(obj, gen, size[1], seed)
            return
        target = self.placer.placed.get(obj.target) if obj.target else None
        if target is None and obj.target and obj.relation == "on_top_of":
            target = self._host_of_unplaced(obj.target)  # the soap of a tray that found no
        if target is not None and target.id == obj.id:  # room: on the vanity it was for
            target = None
        if target is not None and obj.relation == "on_top_of" and self._hold(obj, gen, seed,
                                                                               target):
            return
        if obj.id in self.hints and gen.placement in ("floor", "corner"):  # an edit: where
            x, y, turn = self.hints[obj.id]  # the thing it replaces (or was) stood, first
            size = next(iter(self._sizes(obj, gen, seed, target, False)))
            near = [p for p in around_point(self.shell, size, (x, y), [normalize(turn)],
                                            0.05, HINT_SPOTS)
                    if math.hypot(p.x - x, p.y - y) <= HINT_REACH]
            if self.placer.try_place(obj, gen, size, seed, "floor",
                                     [Pose(x, y, 0.0, normalize(turn)), *near], None):
                return
        wished = self.wishes.for_object(obj)
        upright = self._stands_up(obj, target)  # in its holder on its end, else lying
        # first only the spots that make the prompt's relations true, then any spot; a thing
        # put on a host tries it at every size before any other host (a microwave on a mini
        # fridge a little narrower than it: a smaller one, still on the fridge)
        on_target = target is not None and obj.relation == "on_top_of"
        for only_target, picky, stands in product((True, False) if on_target else (False,),
                                                  (True, False) if wished else (False,),
                                                  (True, False) if upright else (False,)):
            extra = {"upright": 1.0} if stands else None
            for size in self._sizes(obj, gen, seed, target, stands):
                for support, poses in self._strategies(obj, gen, size, target):
                    if (stands or only_target) and (target is None or support != target.id) \
                            and not (only_target and "stacked" in obj.attributes
                                     and self._stacked_on(obj, support, target)):
                        continue
                    if picky:
                        poses = [p for p in poses
                                 if not self.wishes.unmet(obj, wished, support, p, size)]
                    if poses and self.placer.try_place(obj, gen, size, seed, support, poses,
                                                       target, extra):
                        seat = self.setting_seat.get(obj.id)
                        if seat is not None:
                            self.laid.setdefault(seat, []).append(obj.id)
                        return
        missing = f"; its target {obj.target} was not placed" if obj.target and not target else ""
        self._drop(obj, f"no free spot ({obj.relation}){missing}")

    def _stacked_on(self, obj: PlannedObject, support: str, target: PlacedObject | None
                    ) -> bool:
        """Whether `support` is the top of a stack of obj's kind standing on the target (a
        plate on the plates on the table is on the table)."""
        placed = self.placer.placed
        while support in placed and placed[support].category == obj.category:
            support = placed[support].support
        return target is not None and support == target.id

    def _hold(self, obj: PlannedObject, gen: GeneratorSpec, seed: int, target: PlacedObject
              ) -> bool:
        """On a holder's hook, peg, rail or ledge (`agents.geometry.holds`), if it has one
        free that takes the thing."""
        size = sample_size(obj.category, seed, obj.attributes)
        if not holds(target.category, size):
            return False
        spots = held_poses(target, obj.category, size)
        for upright, layer in product((False, True), (0, 1)):
            poses = [pose for pose, up, lay in spots if up == upright and lay == layer]
            held = standing(size) if upright else size
            extra = {"held": 1.0, **({"upright": 1.0} if upright else {}),
                     **({"layer": float(layer)} if layer else {})}
            if poses and self.placer.try_place(obj, gen, held, seed, target.id, poses, target,
                                               extra):
                return True
        return False

    def _host_of_unplaced(self, target_id: str) -> PlacedObject | None:
        """What an unplaced host was to stand on, if that was placed (transitively)."""
        planned = {o.id: o for o in self.plan.objects}
        seen: set[str] = set()
        while target_id in planned and target_id not in seen:
            seen.add(target_id)
            host = planned[target_id]
            if host.relation != "on_top_of" or not host.target:
                return None
            if host.target in self.placer.placed:
                return self.placer.placed[host.target]
            target_id = host.target
        return None

    def _hang_curtains(self, obj: PlannedObject, gen: GeneratorSpec, depth: float, seed: int
                       ) -> None:
        """At the first window without curtains where they fit; dropped if there is none."""
        window = hang_curtains(self.placer, obj, gen, depth, seed, self.curtained)
        if isinstance(window, str):
            self._drop(obj, window)
        else:
            self.curtained.append(window)

    # --- candidate strategies, most specific first ---------------------------------------

    def _wall_of(self, obj: PlannedObject) -> Wall | None:
        """The wall the plan prefers for it; a board or lectern goes to the front of rows."""
        return obj.wall or (self.front if is_front(obj) else None)

    def _walls(self, preferred: Wall | None) -> list[Wall]:
        """Preferred wall first, then the emptiest walls (ties broken by the seed)."""
        load = self.placer.wall_load()
        walls = sorted(WALLS, key=lambda w: (round(load[w] / self.shell.length(w), 1),
                                             self.rng.random()))
        if preferred in walls:
            walls.remove(preferred)
            walls.insert(0, preferred)
        return walls

    def _strategies(self, obj: PlannedObject, gen: GeneratorSpec, size: tuple[float, ...],
                    target: PlacedObject | None) -> Iterator[Strategy]:
        kind, rel, shell, placer = gen.placement, obj.relation, self.shell, self.placer
        size3 = (size[0], size[1], size[2])
        if kind == "wall_mounted" and rel == "on_top_of" and target is not None \
                and can_host(target.category) and stands_on_a_top(obj.category):
            kind = "surface"  # a first aid kit the prompt puts on the desk stands there
        if kind == "wall_mounted":
            wall = placer.walls.get(target.id) if target else None
            if target is not None and target.support == "wall":  # a clock above the board:
                wall = next((w for w, r in WALL_ROTATION.items()  # on the board's wall
                             if abs(normalize(r - target.rotation_z)) < 1e-3), None)
            centre = MOUNT_CENTRE.get(obj.category, 1.5)
            if target is not None and wall is not None:
                anchor = along(wall, target.location[0], target.location[1])
                below = target.location[2] - HANG_GAP - size3[2] / 2
                if target.support == "wall" and self._asked(obj, "under", target) \
                        and below >= size3[2] / 2:
                    # "a basin under the mirror": on the mirror's wall, below it
                    yield "wall", placer.mounted(size3, [wall], anchor, min(centre, below))
                if target.support != "wall" and target.category != "door" \
                        and rel == "next_to" and centre < (
                        target.location[2] + target.size[2] + size3[2] / 2) \
                        and not self._asked(obj, "above", target):
                    # "a wall-mounted sink next to the toilet": beside it at its own height,
                    # not raised to hang over it (by a door, the door's clearance decides)
                    reach = target.size[0] / 2 + size3[0] / 2 + FLANK_GAP
                    for spot in (anchor - reach, anchor + reach):
                        yield "wall", [p for p in placer.mounted(size3, [wall], spot, centre)
                                       if abs(along(wall, p.x, p.y) - spot) <= FLANK_SLACK]
                if target.support == "wall" and not self._asked(obj, "above", target):
                    # beside another hanging ("a painting next to the mirror"), level with it
                    level = target.location[2] + target.size[2] / 2
                    reach = target.size[0] / 2 + size3[0] / 2 + FLANK_GAP
                    for spot in (anchor - reach, anchor + reach):
                        yield "wall", [p for p in placer.mounted(size3, [wall], spot, level)
                                       if abs(along(wall, p.x, p.y) - spot) <= FLANK_SLACK]
                # clear of what it hangs over: a TV above a fireplace hangs over its mantel
                over = target.location[2] + target.size[2] + size3[2] / 2 + (
                    HANG_GAP if target.support == "wall" else HANG_CLEARANCE)
                if centre < over <= shell.height - size3[2] / 2 - HUNG_TOP_GAP:
                    centre = over
                if self._flanks(obj) and not self._asked(obj, "above", target):  # a pair of
                    # sconces by a bed: one either side of it (hooks above a bench: over it)
                    reach = target.size[0] / 2 + size3[0] / 2 + FLANK_GAP
                    spots = [anchor + side * reach for side in (-1, 1)]
                    spots.sort(key=lambda t: any(  # the side that has none of them yet first
                        o.category == obj.category and o.rotation_z == target.rotation_z
                        and abs(along(wall, o.location[0], o.location[1]) - t) <= FLANK_SLACK
                        for o in placer.placed.values()))
                    for spot in spots:
                        yield "wall", [p for p in placer.mounted(size3, [wall], spot, centre)
                                       if abs(along(wall, p.x, p.y) - spot) <= FLANK_SLACK]
                yield "wall", placer.mounted(size3, [wall], anchor, centre)
            yield "wall", placer.mounted(size3, self._walls(self._wall_of(obj)), None, centre)
            return
        if obj.category == "door":  # not on a wall the plan wants for something else
            walls = sorted(self._walls(obj.wall), key=lambda w: w != obj.wall and w in self.claimed)
            yield "floor", door_poses(shell, size3, walls, self.rng)
            return
        if kind == "ceiling":
            if rel == "corner":  # "a hanging plant in the corner": hung near one
                reach = [(shell.width - size3[0]) / 2 - CEILING_CORNER_INSET,
                         (shell.depth - size3[1]) / 2 - CEILING_CORNER_INSET]
                corners = [(sx * reach[0], sy * reach[1]) for sx in (-1, 1) for sy in (-1, 1)]
                self.rng.shuffle(corners)
                for corner in corners:
                    yield "ceiling", placer.ceiling(size3, corner)
            over = (target.location[0], target.location[1]) if target else (0.0, 0.0)
            yield "ceiling", placer.ceiling(size3, over)
            return
        if kind == "surface" and rel == "floor":  # a small thing the prompt puts on the floor,
            poses = self.placer.free_floor(obj.id, size3, self.rng)  # by the rest of its kind
            kin = [o for o in placer.placed.values()
                   if o.category == obj.category and o.support == "floor"]
            if kin:
                x, y = kin[0].location[0], kin[0].location[1]
                poses.sort(key=lambda p: (p.x - x) ** 2 + (p.y - y) ** 2)
            yield "floor", poses
            return
        if kind == "surface" and rel == "center" and target is not None \
                and self._asked_under(obj, target):  # "gifts under the tree": on the floor
            yield "floor", [Pose(x, y, 0.0, normalize(rotation))  # under it, else at its foot
                            for x, y, rotation in under_spots(target, size3)]
            yield "floor", ring_candidates(size3, target, 0.02, "ends", self.rng)
        if kind == "surface" and rel == "next_to" and target is not None \
                and target.support == "floor" and target.size[2] < LOW_THING \
                and not can_host(target.category):  # bowls beside a dog bed: on the floor
            # (a glass beside a carafe on the nightstand stands on the nightstand)
            yield "floor", next_to_candidates(size3, target, self.shell,
                                              self.placer.walls.get(target.id), (1, -1), MARGIN)
        if rel == "on_top_of" or kind == "surface":
            frac = spec(target.category).surface_frac if target is not None else None
            asked = rel == "on_top_of" or (frac or 0.0) >= 0.9
            hosts = [target] if target is not None and can_host(target.category) and asked \
                else []
            if kind == "surface":
                hosts += placer.hosts(exclude=target, rng=self.rng)
            stacked = False
            if gen.stacks and target is not None and "stacked" in obj.attributes:
                stacked = True  # "a stack of magazines": on the first of them, not beside it
                yield from self._stack_tops(obj, size3, target)
            for host in hosts:
                for z, headroom in self._levels(host, size3):
                    if size3[2] <= headroom:
                        yield host.id, self._on_surface(obj, size3, host, z)
                if gen.stacks and host is target and not stacked:  # plates asked on a full
                    stacked = True  # shelf stack there, before they go to another host
                    yield from self._stack_tops(obj, size3, target)
            if gen.stacks and target is not None and not stacked:
                yield from self._stack_tops(obj, size3, target)
            if kind == "surface":
                return
        if obj.id in self.in_rows and self.front is not None:
            yield "floor", row_candidates(shell, size3, self.front, self.row_count[obj.category])
        elif self.front is not None and is_front(obj):
            if rel == "center" and target is not None and target.category in FRONT_KINDS:
                # "the teacher's desk stands in front of the board": before it, facing the class
                yield "floor", [replace(p, rotation=target.rotation_z) for p in
                                placer.in_front_or_under(size3, target, is_flat=False)]
            yield "floor", wall_candidates(shell, size3, [self.front], FRONT_SIDE)  # at the
            # front, to one side of the board
        if target is not None:
            if kind in STANDING and goes_behind(self.plan, obj.label, target):
                yield "floor", behind_candidates(size3, target, shell,
                                                 placer.walls.get(target.id))
            if rel == "around" and _seat(obj.category) and _sits_back(obj.category,
                                                                      target.category):
                # "a sofa faces the fireplace": across the hearth from it, not at its edge
                yield "floor", placer.in_front_or_under(size3, target, False, viewing=True)
            if rel == "around":
                order = "front" if placer.walls.get(target.id) else "balanced"
                # round a round top, spread evenly: no side's seats bunched to one end
                even = len(self.seated.get(target.id, ())) if rim_clear(
                    target.category, target.seed, target.attributes) else 0
                yield "floor", ring_candidates(size3, target, 0.05, order, self.rng, even)
            elif rel == "next_to":
                sides = (1, -1) if self.rng.random() < 0.5 else (-1, 1)
                wall = placer.walls.get(target.id)
                # in line with a target stood off its wall (a lamp by a sofa with shelves
                # behind it), but a thing that backs onto walls keeps to the wall
                off = max(off_wall(shell, wall, target), MARGIN) \
                    if wall is not None and kind != "wall" else MARGIN
                standoff = self.standoff.get(obj.label or "", 0.0)
                if standoff > 0.0:  # a counter by the door with a rack behind it: room there
                    yield "floor", next_to_candidates(size3, target, shell, wall, sides,
                                                      off + standoff)
                yield "floor", next_to_candidates(size3, target, shell, wall, sides, off)
            elif rel == "center":
                if self._asked_under(obj, target) and target.support == "wall":
                    yield "floor", self._below_on_wall(size3, target)  # "a crib beneath a
                    # shelf": against the wall the shelf hangs on, under it
                if self._asked_under(obj, target):
                    # "a mini fridge under the desk": in its knee space, if it fits there
                    yield "floor", [Pose(x, y, 0.0, normalize(rotation))
                                    for x, y, rotation in under_spots(target, size3)]
                viewing = target.category in SCREENS and _seat(obj.category)
                yield "floor", placer.in_front_or_under(size3, target, is_flat=size[2] < 0.02,
                                                        viewing=viewing)
            elif rel == "floor":
                yield "floor", ring_candidates(size3, target, 0.35, "ends", self.rng)
                # by it, whatever stands at its ends: the free floor nearest to it
                yield "floor", around_point(shell, size3, target.location[:2],
                                            [target.rotation_z, normalize(
                                                target.rotation_z + math.pi / 2)], 0.15, 600)
        yield from self._default(obj, gen, size3)

    @staticmethod
    def _below_on_wall(size: tuple[float, float, float], target: PlacedObject) -> list[Pose]:
        """Against the wall a thing hangs on, under it, facing the room as it does."""
        fx, fy = front_vector(target.rotation_z)
        lx, ly = math.cos(target.rotation_z), math.sin(target.rotation_z)
        out = (size[1] - target.size[1]) / 2 + MARGIN  # from its centre to ours
        tx, ty = target.location[0] + fx * out, target.location[1] + fy * out
        return [Pose(round(tx + lx * lat, 4), round(ty + ly * lat, 4), 0.0, target.rotation_z)
                for lat in (0.0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3)]

    def _asked_under(self, obj: PlannedObject, target: PlacedObject) -> bool:
        return obj.relation == "center" and self._asked(obj, "under", target)

    def _asked(self, obj: PlannedObject, relation: str, target: PlacedObject) -> bool:
        """Whether the prompt relates the thing to the target by `relation` ("under")."""
        return any(spec.relation == relation and spec.subject == obj.label
                   and spec.target == target.label for spec in self.plan.relations)

    def _across(self, obj: PlannedObject) -> bool:
        """Whether the prompt sets the thing, or a thing on it, across from another."""
        nouns = {obj.label, *self.riders.get(obj.id, ())} - {None}
        return any(spec.relation == "across_from" and spec.target
                   and (spec.subject in nouns or spec.target in nouns)
                   for spec in self.plan.relations)

    def _flanks(self, obj: PlannedObject) -> bool:
        """Whether a wall hanging is one of two or more of its kind beside one thing."""
        return obj.relation == "next_to" and sum(
            1 for o in self.plan.objects if o.category == obj.category
            and o.relation == "next_to" and o.target == obj.target) >= 2

    def _default(self, obj: PlannedObject, gen: GeneratorSpec, size: tuple[float, float, float]
                 ) -> Iterator[Strategy]:
        rel, kind, placer = obj.relation, gen.placement, self.placer
        walls = self._walls(self._wall_of(obj))
        t_frac = 0.0 if obj.importance >= 9 else self.rng.uniform(-1.0, 1.0)
        if rel == "center" or size[2] < 0.02:
            yield "floor", placer.centre(size, self.rng)
            yield "floor", placer.free_floor(obj.id, size, self.rng)
            return
        standoff = self.standoff.get(obj.label or "", 0.0)
        # room behind it for what the prompt puts there first (if any), then backed to a wall
        for off in (MARGIN + standoff, MARGIN) if standoff > 0.0 else (MARGIN,):
            if rel == "corner" or (kind == "corner" and rel != "against_wall"):
                yield "floor", placer.corners(size, walls, off)
            if rel in ("against_wall", "corner") or kind in ("wall", "corner") \
                    or off > MARGIN:  # (a bar counter with a shelf behind it: off its wall)
                yield "floor", wall_candidates(self.shell, size, walls, t_frac, off=off)
        if self._across(obj) and (rel == "against_wall" or kind == "wall"):
            for off in ACROSS_STANDOFFS:  # "a TV across from the sofa" in a deep room: the
                # stand comes forward till the two are a room's width apart at most
                yield "floor", wall_candidates(self.shell, size, walls, t_frac, off=off)
        if rel == "against_wall":
            yield "floor", placer.corners(size, walls)
        if kind != "wall" or rel in ("floor", "center"):
            yield "floor", placer.free_floor(obj.id, size, self.rng)

    def _stack_tops(self, obj: PlannedObject, size: tuple[float, float, float],
                    target: PlacedObject) -> Iterator[Strategy]:
        """On top of a stack of its own kind on the target (plates on plates), lowest stack
        first, while the stack stays under MAX_STACK and its shelf's headroom."""
        placed = self.placer.placed
        below = {o.support for o in placed.values()}
        tops = []
        for other in placed.values():
            if other.category != obj.category or other.id in below:
                continue
            base = other
            while base.support in placed and placed[base.support].category == obj.category:
                base = placed[base.support]
            if base.support != target.id:
                continue
            top_z = other.location[2] + other.size[2]
            room = min([h for z, h in self.placer.levels(target)
                        if abs(z - base.location[2]) < 0.01] or [MAX_STACK])
            if top_z + size[2] - base.location[2] <= min(MAX_STACK, room):
                tops.append((top_z, other))
        for top_z, other in sorted(tops, key=lambda t: (t[0], t[1].id)):
            x, y, _ = other.location
            yield other.id, [Pose(x, y, round(top_z, 4), other.rotation_z)]

    def _levels(self, host: PlacedObject, size: tuple[float, float, float]
                ) -> list[tuple[float, float]]:
        """The host's surfaces to try: a table's top; a shelf unit's shelves from the one
        nearest eye level outwards, its top last; a dish's well, or its border for a thing
        too big for the well (a teacup on a small saucer)."""
        levels = self.placer.levels(host)
        well = spec(host.category).well
        if well:
            inner = min(host.size[0], host.size[1]) * (1 - 2 * well)
            return levels if max(size[0], size[1]) <= inner \
                else [(host.location[2] + host.size[2], 10.0)]
        if len(levels) == 1:
            return levels
        top = host.location[2] + host.size[2]  # a shelf unit's top last; a table's first
        return sorted(levels, key=lambda lv: (lv[0] > max(top - 0.05, EYE_LEVEL),
                                              abs(lv[0] - EYE_LEVEL)))

    def _laid_for_a_seat(self, obj: PlannedObject, size: tuple[float, float, float],
                         host: PlacedObject, z: float) -> list[Pose] | None:
        """A piece of tableware on a table with seats round it: in front of the seat whose
        setting lacks it (`agents.geometry.settings`); None for anything else."""
        seats = [self.placer.placed[s] for s in self.seated.get(host.id, ())
                 if s in self.placer.placed]
        if obj.category not in OFFSETS or not seats:
            return None
        seat = seat_for(obj.category, seats, self.laid, self.placer.placed)
        if seat is None:
            return None
        x, y, rotation = spot(obj.category, seat, host)
        self.setting_seat[obj.id] = seat.id
        poses = surface_candidates(size, host, z, rotation, (0.0, 0.0), point=(x, y),
                                   keep_clear=self._top_clear(host, z))
        return [p for p in poses if math.hypot(p.x - x, p.y - y) <= SETTING_SLACK]

    def _top_clear(self, host: PlacedObject, z: float) -> tuple[Rect, ...]:
        """What of the host's top (if z is its top) nothing may stand on: a basin (unless
        vessel sinks take its place), a bed's pillows, the rim of a round top."""
        gen = spec(host.category)
        if abs(z - host.location[2] - host.size[2] * (gen.surface_frac or 0.0)) >= 1e-6:
            return ()
        return top_keep_clear(host, own=host.id not in self.basins_swapped)

    def _on_surface(self, obj: PlannedObject, size: tuple[float, float, float],
                    host: PlacedObject, z: float) -> list[Pose]:
        """On one of the host's surfaces (at height z): tableware at a seat's place setting,
        lamps at a back corner, laptops front centre, others anywhere on a wide top, at the
        back of a small one (leaving the front for the next thing)."""
        laid = self._laid_for_a_seat(obj, size, host, z) or []
        wide = host.size[0] >= 2.5 * size[0]
        side = 1.0 if self.rng.random() < 0.5 else -1.0
        u = {"laptop": 0.0, "tv": 0.0}.get(obj.category, self.rng.uniform(-0.7, 0.7)) \
            if wide else 0.0
        if obj.category == "table_lamp":  # to one side at the back, leaving room beside it
            u = 0.85 * side
        v = {"laptop": -0.3, "tv": 0.5, "table_lamp": 0.5}.get(obj.category, 0.2 if wide else 1.0)
        crowded = self.loads.get(host.id, 0.0) > CROWDED * capacity(host.category, host.size)
        if crowded:  # fill from the back left, row by row
            u, v = -1.0, 1.0
        if host.id in self.basins_swapped and BASIN_SWAPS[host.category] == obj.category:
            basins = [o.id for o in self.plan.objects
                      if o.category == obj.category and o.target == host.id]
            u, v = (2 * basins.index(obj.id) + 1) / len(basins) - 1, 0.0  # spread evenly
            crowded = False
        fx, fy = front_vector(host.rotation_z)
        c, s = math.cos(host.rotation_z), math.sin(host.rotation_z)
        # local (u along the width, v towards the back) -> world fractions
        pref = (u * c - v * fx, u * s - v * fy)
        if self.relation_of.get(host.id) == "corner":  # at the end of it in the corner
            pref = (math.copysign(1.0, host.location[0]), math.copysign(1.0, host.location[1]))
        gen = spec(host.category)
        inside = gen.interior is not None and \
            abs(z - host.location[2] - host.size[2] * gen.interior) < 1e-6
        in_well = gen.well > 0 and z < host.location[2] + host.size[2] - 1e-6
        border = gen.well * max(host.size[0], host.size[1]) + 0.003
        round_dish = in_well and abs(host.size[0] - host.size[1]) < 0.1 * host.size[0]
        alone = self.loads.get(host.id, 0.0) <= size[0] * size[1] * 1.01  # nothing else asked
        on_top = z >= host.location[2] + host.size[2] - 0.05
        inset = 0.01 if on_top else shelf_inset(host.size)
        if inside:  # within the container's walls
            inset = gen.rim * max(host.size[0], host.size[1]) + 0.005
        if in_well:  # within the dish's raised border (a round one's: see below); a big
            inset = 0.0 if round_dish else border  # thing alone in the middle of it
            if max(size[0], size[1]) > 0.3 * min(host.size[0], host.size[1]):
                pref = (0.0, 0.0) if alone else (side * c, side * s)  # sharing: at one end
        clear = self._top_clear(host, z)
        poses = surface_candidates(size, host, z, host.rotation_z, pref, inset=inset,
                                   rows=crowded, keep_clear=clear)
        if obj.category in SHELVED_UPRIGHT and size[2] > size[0]:  # a book standing on a
            # shelf: turned a quarter, spine out, first
            poses = surface_candidates(size, host, z, normalize(host.rotation_z + math.pi / 2),
                                       pref, inset=inset, rows=True, keep_clear=clear) + poses
        elif size[1] > size[0] or inside or not poses:  # a book deeper than a shelf: turned
            # a quarter, spine out; in a bin or a cup either way round, as it packs best; on
            # a top with no room for it square on (beside a basin), turned
            poses += surface_candidates(size, host, z, normalize(host.rotation_z + math.pi / 2),
                                        pref, inset=inset, rows=crowded, keep_clear=clear)
        if round_dish:  # the thing's round outline inside the well's circle
            reach = min(host.size[0], host.size[1]) / 2 - border - max(size[0], size[1]) / 2
            poses = _in_circle(host, z, reach + WELL_SLACK, max(size[0], size[1]), alone)
        return laid + poses  # a place setting's spot first, then anywhere
