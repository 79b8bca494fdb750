"""Lived-in dressing: the small things on a room's surfaces that the prompt did not name.

After the layout has placed what the plan asks for, each host with a role
(`dressing_sets.ROLE_OF`) gets the things of that role: books fill a bookshelf's shelves in
rows (`shelf_fill`), a dining table is laid at every seat round it, a desk gets its set, a bed
its pillows and a throw. The plan's density decides how much. Prompts decide where they
speak: a kind the prompt counts exactly, or a kin of it ("a mug": no teacups), is never added,
nor anything the prompt says the room has none of, and a table the prompt lays itself gets
no settings of ours.

A thing is kept only where it fits (`Placer.put`: inside its host's top, clear of everything
but what it stands on), so the data-level checks hold as before. It is marked `dressing`, and
its support names its host, so scene.json says what dresses what.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

from agents.geometry.boxes import normalize, on_host
from agents.geometry.candidates import (
    local_pref,
    next_to_candidates,
    surface_candidates,
    top_keep_clear,
)
from agents.geometry.catalog import GENERATORS, sample_size, spec
from agents.geometry.dependents import dependents
from agents.geometry.dressing_sets import (
    DRESSING_KINDS,
    FLOOR_COUNT,
    FLOOR_ITEMS,
    KIN,
    ROLE_OF,
    ROOM_FLOOR_ITEMS,
    ROOM_TOP_ITEMS,
    SETTING,
    SOFT_GOODS,
    TOP_COUNT,
    TOP_ITEMS,
)
from agents.geometry.families import FAMILIES
from agents.geometry.placer import Placer
from agents.geometry.settings import SETTING_SLACK, spot
from agents.geometry.shelf_fill import fill_shelves
from orchestrator.schema.scene import Finding, PlacedObject, PlannedObject, Scene, ScenePlan

TRIES = 60  # candidate spots tried for one thing on a top
TOP_INSET = 0.02  # metres a thing keeps from the edge of a top
SOFT_ROLES = frozenset({"bed", "sofa"})
FLAT_PILLOW = (0.45, 0.45, 0.15)  # a throw pillow lying on a bed: its standing box, laid down


def _heads(name: str) -> set[str]:
    """The nouns a name may be read as: its last word and, before an "of", the word before
    it ("plate of cookies": plate and cookies; "bar of soap": bar and soap)."""
    words = name.lower().replace("_", " ").replace("-", " ").split()
    before = name.lower().split(" of ")[0].split()
    return set(words[-1:]) | set(before[-1:])


def excluded_kinds(plan: ScenePlan) -> frozenset[str]:
    """Kinds no dressing may add: what the prompt counts exactly or says there is none of,
    and every kind that might be taken for one of those: its kin ("a cup": no teacups) and
    every kind, or name of a kind, with the same head noun ("a plate": no dinner plates, "a
    cup": no pen cups)."""
    heads: set[str] = set()
    for noun in plan.nouns:
        if noun.at_least and noun.asked > 0:
            continue  # "books", "some plants": more of them are welcome
        heads |= _heads(noun.noun) | _heads(noun.family or "")
    kinds = {k for head in heads for k in KIN.get(head, ())}
    for kind in DRESSING_KINDS:  # (not the catalog: a run may admit a design to it meanwhile)
        names = (kind, *(FAMILIES[kind].names if kind in FAMILIES else ()))
        if any(_heads(n) & heads for n in names):
            kinds.add(kind)
    return frozenset(kinds)


class Dresser:
    """Adds the dressing of every host to the placer's objects, one seeded choice at a time."""

    def __init__(self, plan: ScenePlan, placer: Placer, rng: random.Random,
                 seated: dict[str, list[str]], laid_by_prompt: Iterable[str]) -> None:
        self.plan = plan
        self.placer = placer
        self.rng = rng
        self.density = plan.density
        self.seated = seated  # table id -> ids of the seats round it
        self.laid_by_prompt = frozenset(laid_by_prompt)  # tables the prompt lays itself
        self.excluded = excluded_kinds(plan)
        self.added: list[PlacedObject] = []

    def dress(self) -> list[PlacedObject]:
        """Dress every host the layout placed; returns what was added, in order."""
        hosts = [o for o in self.placer.placed.values()
                 if o.category in ROLE_OF and not o.dressing]
        for host in hosts:
            role = ROLE_OF[host.category]
            if role in ("books", "shelves"):
                fill_shelves(self, host, role)
            elif role in SOFT_ROLES:
                self._soft_goods(host, role)
            else:
                if role == "dining" and host.id not in self.laid_by_prompt:
                    self._settings(host)
                self._top(host, role)
        self._floor(hosts)
        return self.added

    def _next_id(self, kind: str) -> str:
        """The id the next thing added takes: "d007_book" (no plan id starts so)."""
        return f"d{len(self.added) + 1:03d}_{kind}"[:64]

    # -- one thing ---------------------------------------------------------------------
    def allowed(self, kind: str) -> bool:
        return kind in GENERATORS and kind not in self.excluded

    def size_of(self, kind: str) -> tuple[float, float, float]:
        return sample_size(kind, self.rng.randrange(2**31))

    def put(self, kind: str, host: PlacedObject | str, x: float, y: float, z: float,
            rotation: float, size: tuple[float, float, float],
            params: dict[str, float] | None = None) -> PlacedObject | None:
        """Keep one thing at that pose if it fits; `host` is what it stands on (an id for a
        thing on another dressing thing)."""
        support = host if isinstance(host, str) else host.id
        w, d, h = (round(v, 4) for v in size)
        cand = PlacedObject(
            id=self._next_id(kind), category=kind,
            seed=self.rng.randrange(2**31), location=(round(x, 4), round(y, 4), z),
            rotation_z=normalize(rotation), size=(w, d, h), support=support, importance=1,
            dressing=True,
            params={"width": w, "depth": d, "height": h, **(params or {})})
        if not self.placer.put(cand):
            return None
        self.added.append(cand)
        return cand

    def on_top(self, kind: str, host: PlacedObject, z: float,
               pref: tuple[float, float] | None = None,
               size: tuple[float, float, float] | None = None, inset: float = TOP_INSET
               ) -> PlacedObject | None:
        """One thing anywhere on a top (nearest `pref`, room-axis fractions, first), `inset`
        metres in from its edges."""
        size = size or self.size_of(kind)
        if pref is None:
            pref = (self.rng.uniform(-0.8, 0.8), self.rng.uniform(-0.8, 0.8))
        poses = surface_candidates(size, host, z, host.rotation_z, pref, inset=inset,
                                   keep_clear=top_keep_clear(host))
        step = max(1, (len(poses) - TRIES // 2) // (TRIES // 2))  # the nearest, then the
        for pose in poses[:TRIES // 2] + poses[TRIES // 2::step]:  # rest of the top, sparsely
            placed = self.put(kind, host, pose.x, pose.y, pose.z, pose.rotation, size)
            if placed is not None:
                return placed
        return None

    # -- arrangements ------------------------------------------------------------------
    def _count(self, host: PlacedObject) -> int:
        per, least, most = TOP_COUNT[self.density]
        return max(least, min(most, round(host.size[0] * host.size[1] * per)))

    def _top(self, host: PlacedObject, role: str) -> None:
        """The role's things on the host's top, the likeliest first, as many as its area
        and the density take."""
        z = self.placer.surface_z(host)
        if z is None:
            return
        items = ROOM_TOP_ITEMS.get((role, self.plan.room_type), TOP_ITEMS.get(role, ()))
        kinds = [k for k in items if self.allowed(k)]
        if not kinds:
            return
        first, rest = kinds[:1], kinds[1:]
        self.rng.shuffle(rest)
        central = role == "dining"  # a centrepiece stands in the middle
        for kind in (first + rest)[:self._count(host) if not central else
                                   {"sparse": 1, "normal": 2, "dense": 3}[self.density]]:
            pref = (self.rng.uniform(-0.2, 0.2), self.rng.uniform(-0.2, 0.2)) if central else None
            self.on_top(kind, host, z, pref)

    def _floor(self, hosts: list[PlacedObject]) -> None:
        """A few things on the floor beside the furniture (a basket by the sofa, slippers by
        the bed, toys in a kids' room), each kept only where the placer lets a floor thing
        stand: in the room, clear of everything, the doorway and the walkway kept."""
        beside = [(h, FLOOR_ITEMS[ROLE_OF[h.category]]) for h in hosts
                  if h.support == "floor" and ROLE_OF[h.category] in FLOOR_ITEMS]
        extra = ROOM_FLOOR_ITEMS.get(self.plan.room_type, ())
        if extra and hosts:
            beside.append((self.rng.choice(hosts), extra))
        self.rng.shuffle(beside)
        wanted = FLOOR_COUNT[self.density]
        for host, kinds in beside * 2:  # a second round when the first leaves room
            if wanted == 0:
                return
            kind = self.rng.choice(kinds)
            if not self.allowed(kind) or spec(kind).placement != "floor":
                continue
            size = self.size_of(kind)
            poses = next_to_candidates(size, host, self.placer.shell,
                                       self.placer.walls.get(host.id), (1, -1))
            planned = PlannedObject(id=self._next_id(kind), category=kind, importance=1)
            if self.placer.try_place(planned, spec(kind), size, self.rng.randrange(2**31),
                                     "floor", poses, None):
                placed = self.placer.placed[planned.id].model_copy(update={"dressing": True})
                self.placer.placed[planned.id] = placed
                self.added.append(placed)
                wanted -= 1

    def _settings(self, host: PlacedObject) -> None:
        """A place setting at every seat round the table: plate, cutlery and glass where a
        diner would find them (`settings.spot`)."""
        z = self.placer.surface_z(host)
        seats = [self.placer.placed[s] for s in self.seated.get(host.id, ())
                 if s in self.placer.placed]
        if z is None or not seats:
            return
        pieces = [p for p in SETTING[self.density] if self.allowed(p)]
        for piece in pieces:  # every seat's plate before any seat's fork: neighbours share
            for seat in seats:  # the edge, and the plates matter most
                x, y, rotation = spot(piece, seat, host)
                size = self.size_of(piece)
                poses = surface_candidates(size, host, z, rotation, (0.0, 0.0), point=(x, y),
                                           keep_clear=top_keep_clear(host))
                for pose in poses[:TRIES]:
                    if math.hypot(pose.x - x, pose.y - y) > SETTING_SLACK:
                        break
                    if self.put(piece, host, pose.x, pose.y, z, rotation, size) is not None:
                        break

    def _soft_goods(self, host: PlacedObject, role: str) -> None:
        """Throw pillows and a folded throw: on a bed, the pillows lie before its own and the
        throw across its foot; on a sofa, the pillows stand against the back at each end and
        the throw lies on one end of the seat."""
        z = self.placer.surface_z(host)
        if z is None:
            return
        pillows, throws = SOFT_GOODS[self.density]
        w, d, _ = host.size
        if self.allowed("throw_pillow"):
            for k in range(pillows):
                share = (k + 0.5) / pillows - 0.5  # spread across the width
                if role == "bed":
                    size = FLAT_PILLOW
                    x, y = on_host(host, share * 0.6 * w, -0.06 * d - size[1] / 2 - 0.02)
                    self.put("throw_pillow", host, x, y, z, host.rotation_z, size, {"flat": 1.0})
                else:
                    size = self.size_of("throw_pillow")
                    seat_w = 0.76 * w - size[0] - 0.02  # between the arms
                    x, y = on_host(host, share * seat_w, 0.08 * d - size[1] / 2 - 0.004)
                    self.put("throw_pillow", host, x, y, z, host.rotation_z, size)
        if throws and self.allowed("folded_blanket"):
            size = self.size_of("folded_blanket")
            if role == "bed":
                x, y = on_host(host, self.rng.uniform(-0.2, 0.2) * w, -0.5 * d + size[1] / 2 + 0.04)
                self.put("folded_blanket", host, x, y, z, host.rotation_z, size)
            else:
                self.on_top("folded_blanket", host, z,
                            pref=local_pref(host, self.rng.choice((-1.0, 1.0)), -1.0))


def leave_out_fallen(scene: Scene, findings: Iterable[Finding]) -> Scene | None:
    """The scene without the dressing things the physics check saw fall, and what stands on
    them, when those are all its errors: the room asked for none of them, so the repair
    for one that will not stay put is to leave it out. None when any error is about
    something else (the layout is repaired as before)."""
    errors = [f for f in findings if f.severity == "error"]
    by_id = {o.id: o for o in scene.objects}
    fallen = {f.objects[0] for f in errors if f.code == "unstable" and f.objects
              and f.objects[0] in by_id and by_id[f.objects[0]].dressing}
    if not errors or len(fallen) < len(errors):
        return None
    return without_things(scene, fallen)


def without_things(scene: Scene, ids: Iterable[str]) -> Scene:
    """The scene without those objects and whatever stands on them."""
    gone = set(ids) | dependents(scene, ids)
    return scene.model_copy(update={"objects": tuple(o for o in scene.objects
                                                     if o.id not in gone)})

