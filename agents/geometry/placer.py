"""The layout solver's working state: what is placed, which walls are taken, what stays free.

`Placer.try_place` walks candidate poses best first and keeps the first that is in bounds and
collision-free and leaves other objects' clearance zones free (or, failing that, the one that
intrudes least). Clearance zones: the catalog's `clearance` in front of an object, and a
`RESERVE` band round a table that seats will be placed around. Two rules are hard: a door's
doorway (its clearance) stays free of every floor-standing object but rugs, and the walkway
from every doorway to the middle of the room stays open (`agents.geometry.walkway`).
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from agents.geometry.boxes import (
    CASING_W,
    Box,
    Rect,
    box_of,
    clearance_zone,
    front_vector,
    is_rug,
    normalize,
    opening_rect,
    overlap_depth,
    overlap_exempt,
    rect_inside,
    rect_overlap_area,
    room_rect,
)
from agents.geometry.candidates import (
    MARGIN,
    Pose,
    Shell,
    along,
    around_point,
    corner_candidates,
    facing_centre,
    grid_points,
    mounted_candidates,
)
from agents.geometry.catalog import GeneratorSpec, spec, surfaces
from agents.geometry.holds import hung_over, is_holder
from agents.geometry.walkway import Walkway
from agents.geometry.windows import window_rects
from orchestrator.schema.scene import (
    Opening,
    PlacedObject,
    PlannedObject,
    Wall,
    WindowSpec,
    footprint,
)

SOFT_OK = 0.12  # m^2 of clearance intrusion accepted without looking further
# tops that take only what the prompt puts there: an ironing board, a stool's seat, a tripod
HOSTS_WHEN_ASKED = frozenset({"ironing_board", "stool", "camera_tripod"})
HIGH_TOP = 1.4  # metres: a top above reach (a wardrobe's, a fridge's) is a host of last resort
MAX_TRIES = 600  # candidate poses examined per strategy
RESERVE = 0.6  # floor kept free round a table that seats go around
ROUND_TOL = 2e-4  # poses are rounded to 0.1 mm
ROW_PITCH = 0.45  # metres between things stood in a row in front of a long thing
LOW_HANGING = 1.2  # metres: a hung thing whose bottom is lower than this hangs among furniture
TALL_ON_RUG = 1.2  # metres: a thing this tall stands wholly on a rug or not on it at all
RUG_LIFT = 0.01  # the most a rug raises the furniture over it (rugs are under 1 cm thick)
UNDER_SILL = 0.25  # metres a thing against a window's wall may rise above its sill
OPEN_SIDE_CLEAR = 0.6  # metres of floor kept clear along a side open to the rest of the room


# metres from a bed's foot to what stands before it: a bench or a chest at the foot of the
# bed stands close to it (a screen to watch from the bed is `VIEWING_GAPS` away)
FOOT_GAPS = (0.1, 0.15, 0.2, 0.05, 0.3, 0.4, 0.5, 0.6)


def _sleeps_on(category: str) -> bool:
    """Whether a kind is a bed of some sort (a bed, a bunk bed, a crib), not a bedside thing."""
    return "bed" in category.split("_") or category in ("crib", "cot", "daybed", "futon")


def _on_or_under_rug(a: PlacedObject, b: PlacedObject) -> bool:
    """A rug and floor furniture may share floor: the furniture is raised onto the rug's top
    at the end (`rugs.stand_on_rugs`) - but a tall thing only wholly on the rug or off it (on
    its edge, half raised, a wardrobe would lean)."""
    if is_rug(a) == is_rug(b) or not a.support == b.support == "floor":
        return False
    rug, thing = (a, b) if is_rug(a) else (b, a)
    return thing.size[2] < TALL_ON_RUG or rect_inside(footprint(thing), footprint(rug), 1e-6)


def _blocks_a_window(cand: PlacedObject, wall: Wall, windows: tuple[WindowSpec, ...]) -> bool:
    """Whether a thing stood against `wall` rises in front of one of its windows (a bed's
    headboard may stand a little above the sill)."""
    t = along(wall, cand.location[0], cand.location[1])
    half = cand.size[0] / 2
    return any(t - half < hi and t + half > lo and cand.size[2] > z0 + UNDER_SILL
               for lo, hi, z0, _ in window_rects(windows, wall, pad=0.0))


def _stands(obj: PlacedObject) -> bool:
    """Floor-standing and not a rug: in the way of whoever walks through the room."""
    return obj.support == "floor" and not is_rug(obj)


def _area(r: Rect) -> float:
    return max(r[2] - r[0], 0.0) * max(r[3] - r[1], 0.0)


# metres from a screen to a seat before it: room for a coffee table between, within the
# two metres "in front of" allows
VIEWING_GAPS = (1.5, 1.4, 1.6, 1.3, 1.7, 1.2, 1.8, 1.0, 0.8, 0.6)
VIEWING_SPREAD = (0.0, 0.15, -0.15, 0.45, -0.45, 0.75, -0.75, 1.05, -1.05, 1.35, -1.35)  # several


class Placer:
    def __init__(self, shell: Shell, ringed: set[str]) -> None:
        self.shell = shell
        self.ringed = ringed  # ids of objects that seats go around
        self.placed: dict[str, PlacedObject] = {}
        self.boxes: dict[str, Box] = {}
        self.walls: dict[str, Wall | None] = {}
        self.zones: dict[str, list[Rect]] = {}
        self.anchor_of: dict[str, str] = {}
        self.windows: tuple[WindowSpec, ...] = ()
        # a room of a home: its doorways and open sides, kept clear of hangings as windows are
        self.openings: tuple[WindowSpec, ...] = ()
        # the windows are known before the furniture (a room of a home): what stands against a
        # wall keeps below their sills
        self.windows_first = False
        self.room = room_rect(shell.width, shell.depth)
        self.inner = room_rect(shell.width, shell.depth, MARGIN - ROUND_TOL)
        self.hung = room_rect(shell.width, shell.depth, 0.004)
        self.walkway = Walkway(shell.width, shell.depth)

    # --- placing ---------------------------------------------------------------------------

    def try_place(self, obj: PlannedObject, gen: GeneratorSpec, size: tuple[float, float, float],
                  seed: int, support: str, poses: list[Pose], target: PlacedObject | None,
                  extra: dict[str, float] | None = None) -> bool:
        """Take the first pose that fits and keeps the walkway, else the least intruding one;
        `extra`: build parameters beyond the size ("upright")."""
        ignore: set[str] = set()
        if target is not None:
            ignore = {target.id, self.anchor_of.get(target.id, target.id)}
        params = {"width": size[0], "depth": size[1], "height": size[2], **(extra or {})}
        fitting: list[tuple[float, int, PlacedObject, Pose]] = []
        limit = MAX_TRIES if support in ("floor", "wall", "ceiling") else 4 * MAX_TRIES
        for pose in poses[:limit]:  # a long table's top has many more spots than a wall
            cand = PlacedObject.model_construct(
                id=obj.id, category=obj.category, params=params, seed=seed,
                location=(pose.x, pose.y, pose.z), rotation_z=pose.rotation, size=size,
                support=support, materials={}, importance=obj.importance, label=obj.label,
                attributes=obj.attributes,
            )
            if not self._fits(cand, pose):
                continue
            cost = self._conflict(cand, gen, ignore, pose.wall is not None)
            if cost <= SOFT_OK and self._keeps_walkway(cand, gen):
                return self._commit(obj, gen, cand, pose, target)
            if cost > SOFT_OK:
                fitting.append((cost, len(fitting), cand, pose))
        for _, _, cand, pose in sorted(fitting, key=lambda f: f[:2]):
            if self._keeps_walkway(cand, gen):
                return self._commit(obj, gen, cand, pose, target)
        return False

    def _commit(self, obj: PlannedObject, gen: GeneratorSpec, cand: PlacedObject, pose: Pose,
                target: PlacedObject | None) -> bool:
        final = PlacedObject.model_validate(cand.model_dump())
        self.placed[obj.id] = final
        self.boxes[obj.id] = box_of(final)
        self.walls[obj.id] = pose.wall if final.support == "floor" else None
        self.zones[obj.id] = self._zones(final, gen, pose.wall is not None)
        if target is not None:
            self.anchor_of[obj.id] = target.id
        if _stands(final):
            self.walkway.block(footprint(final))
            if final.category == "door":
                self.walkway.doorways.append(clearance_zone(final, gen.clearance))
        return True

    def fix_openings(self, openings: tuple[Opening, ...]) -> None:
        """The doorways and open sides a home's plan gives the room: the floor in front of
        each is a doorway (kept clear, and the walkway starts there), and nothing hangs on the
        wall across it."""
        for opening in openings:
            depth = OPEN_SIDE_CLEAR if opening.open else spec("door").clearance
            if not opening.open:  # its casing stands proud of the wall either side
                opening = opening.model_copy(update={"width": opening.width + 2 * CASING_W
                                                     + 0.02})
            self.walkway.doorways.append(
                opening_rect(self.shell.width, self.shell.depth, opening, depth))
        self.openings = tuple(
            WindowSpec(wall=o.wall, offset=o.offset, sill=0.0, width=o.width,
                       height=o.height) for o in openings)
        self.windows_first = True

    def pin(self, obj: PlacedObject) -> None:
        """An object that stays exactly where it is (an edit keeps it): what is placed now
        keeps clear of it, its clearance and, for a door, its doorway."""
        gen = spec(obj.category)
        self.placed[obj.id] = obj
        self.boxes[obj.id] = box_of(obj)
        self.walls[obj.id] = None
        self.zones[obj.id] = self._zones(obj, gen, True)
        if _stands(obj):
            self.walkway.block(footprint(obj))
            if obj.category == "door":
                self.walkway.doorways.append(clearance_zone(obj, gen.clearance))

    def put(self, cand: PlacedObject) -> bool:
        """Keep a small thing at exactly its pose if it fits there (on its host's top, in the
        room, clear of everything but what it stands on); no clearance zones of its own."""
        pose = Pose(cand.location[0], cand.location[1], cand.location[2], cand.rotation_z)
        if not self._fits(cand, pose):
            return False
        self.placed[cand.id] = cand
        self.boxes[cand.id] = box_of(cand)
        self.walls[cand.id] = None
        self.zones[cand.id] = []
        return True

    def _keeps_walkway(self, cand: PlacedObject, gen: GeneratorSpec) -> bool:
        if not _stands(cand):
            return True
        doorway = clearance_zone(cand, gen.clearance) if cand.category == "door" else None
        return self.walkway.connected(extra=footprint(cand), doorway=doorway)

    def _fits(self, cand: PlacedObject, pose: Pose) -> bool:
        box = box_of(cand)
        host = self.placed.get(cand.support)
        held = host is not None and is_holder(host.category)  # on a hook: off its footprint
        if not rect_inside(box.rect, self.hung if cand.support == "wall" or held
                           else self.inner):
            return False
        if box.z0 < -1e-9 or box.z1 > self.shell.height + 1e-9:
            return False
        if host is not None and not held \
                and not rect_inside(box.rect, self.boxes[host.id].rect, ROUND_TOL):
            return False
        if _stands(cand):
            rect = box.rect
            if any(rect_overlap_area(rect, d) > 1e-9 for d in self.walkway.doorways):
                return False
            if cand.category == "door":
                doorway = clearance_zone(cand, spec("door").clearance)
                if any(rect_overlap_area(doorway, self.boxes[o.id].rect) > 1e-9
                       for o in self.placed.values() if _stands(o)):
                    return False
        if self.windows_first and _stands(cand) and pose.wall is not None \
                and _blocks_a_window(cand, pose.wall, self.windows):
            return False
        if cand.support == "wall" and pose.wall is not None and cand.category != "curtains":
            t = along(pose.wall, cand.location[0], cand.location[1])
            for lo, hi, z0, z1 in window_rects((*self.windows, *self.openings), pose.wall):
                if t - cand.size[0] / 2 < hi and t + cand.size[0] / 2 > lo \
                        and box.z0 < z1 and box.z1 > z0:
                    return False
        if cand.support == "wall":  # clear of floor furniture once it is raised onto a rug
            box = replace(box, z0=box.z0 - RUG_LIFT)
        for other in self.placed.values():
            if overlap_depth(box, self.boxes[other.id]) > 1e-6 \
                    and not overlap_exempt(cand, other, self.placed) \
                    and not hung_over(cand, other) \
                    and not _on_or_under_rug(cand, other):
                return False
        return True

    def _zones(self, obj: PlacedObject, gen: GeneratorSpec, on_wall: bool) -> list[Rect]:
        """Floor to keep free: the clearance in front; all round a free-standing table."""
        if obj.support != "floor":
            return []
        zones = []
        if gen.clearance > 0:
            zones.append(clearance_zone(obj, gen.clearance))
        if obj.id in self.ringed and not on_wall:
            x0, y0, x1, y1 = footprint(obj)
            zones.append((x0 - RESERVE, y0 - RESERVE, x1 + RESERVE, y1 + RESERVE))
        return zones

    def _conflict(self, cand: PlacedObject, gen: GeneratorSpec, ignore: set[str],
                  on_wall: bool) -> float:
        """m^2 of clearance zones intruded on, both ways, plus own zone outside the room."""
        if cand.support != "floor" or is_rug(cand):
            return 0.0
        fp = footprint(cand)
        zones = self._zones(cand, gen, on_wall)
        cost = sum(_area(z) - rect_overlap_area(z, self.room) for z in zones)
        for oid, other_zones in self.zones.items():
            if oid not in ignore:
                cost += sum(rect_overlap_area(fp, z) for z in other_zones)
        if cand.id in self.ringed and not on_wall:  # seats will stand in the reserve band
            reserve = zones[-1]
            for oid, other_zones in self.zones.items():
                if oid not in ignore:
                    cost += 0.5 * sum(rect_overlap_area(reserve, z) for z in other_zones)
        if zones:
            for other in self.placed.values():
                if other.id in ignore or other.support != "floor" or is_rug(other):
                    continue
                rect = self.boxes[other.id].rect
                cost += sum(rect_overlap_area(z, rect) for z in zones)
        return cost

    # --- queries and candidate lists that need the state ------------------------------------

    def wall_load(self) -> dict[Wall, float]:
        load: dict[Wall, float] = {"north": 0.0, "east": 0.0, "south": 0.0, "west": 0.0}
        for oid, wall in self.walls.items():
            if wall is not None:
                load[wall] += self.placed[oid].size[0]
        return load

    def surface_z(self, host: PlacedObject) -> float | None:
        frac = spec(host.category).surface_frac
        return None if frac is None else host.location[2] + host.size[2] * frac

    def levels(self, host: PlacedObject) -> list[tuple[float, float]]:
        """(z, headroom) of every surface the host offers: its top (open above), then its
        shelves, each up to the board above it."""
        z0, h = host.location[2], host.size[2]
        found = sorted((s for s in surfaces(host.category) if s.for_all),
                       key=lambda s: s.height_frac)
        boards = [s.height_frac for s in found if s.name != "inside"]
        out = []
        for surface in found:
            frac = surface.height_frac
            above = min((b for b in boards if b > frac + 1e-6), default=None)
            if surface.name in ("top", "inside"):  # open above: a bin's toys may rise over it
                room = 10.0
            else:  # a shelf: up to the board above it, or to the top of its case
                room = ((above if above is not None else 1.0) - frac) * h - 0.02
            out.append((z0 + h * frac, room))
        return out

    def hosts(self, exclude: PlacedObject | None, rng: random.Random) -> list[PlacedObject]:
        """Placed things with a table-like top (surface at >= 90 % of their height)."""
        load = {oid: 0 for oid in self.placed}
        for obj in self.placed.values():
            if obj.support in load:
                load[obj.support] += 1
        found = [o for o in self.placed.values()
                 if (spec(o.category).surface_frac or 0) >= 0.9 and o.support == "floor"
                 and o.category not in HOSTS_WHEN_ASKED
                 and (exclude is None or o.id != exclude.id)]

        def high(o: PlacedObject) -> bool:
            return not spec(o.category).shelves and o.size[2] > HIGH_TOP

        return sorted(found, key=lambda o: (high(o), load[o.id], rng.random()))

    def corners(self, size: tuple[float, float, float], walls: list[Wall],
                off: float = MARGIN) -> list[Pose]:
        return corner_candidates(self.shell, size, walls, off)

    def mounted(self, size: tuple[float, float, float], walls: list[Wall],
                anchor: float | None, centre_z: float = 1.5) -> list[Pose]:
        return mounted_candidates(self.shell, size, walls, anchor, centre_z)

    def ceiling(self, size: tuple[float, float, float], anchor: tuple[float, float]
                ) -> list[Pose]:
        z = self.shell.height - size[2]
        poses = around_point(self.shell, size, anchor, [0.0], 0.1, limit=120)
        if z < LOW_HANGING:  # a swing chair hung down among the furniture: anywhere it fits
            poses += around_point(self.shell, size, anchor, [0.0, math.pi / 2], 0.25, limit=400)
        return [Pose(p.x, p.y, z, p.rotation) for p in poses]

    def centre(self, size: tuple[float, float, float], rng: random.Random) -> list[Pose]:
        """Near the room centre, long side along the room's long axis first."""
        anchor = (rng.uniform(-0.25, 0.25), rng.uniform(-0.25, 0.25))
        rots = [0.0, math.pi / 2] if self.shell.width >= self.shell.depth else [math.pi / 2, 0.0]
        return around_point(self.shell, size, anchor, rots, 0.1, limit=400)

    def in_front_or_under(self, size: tuple[float, float, float], target: PlacedObject,
                          is_flat: bool, viewing: bool = False) -> list[Pose]:
        """A rug under the target (under its front part if it backs onto a wall); anything
        else in front of the target, turned to face it (a coffee table before a sofa), a
        seat before a screen (`viewing`) a sofa's length or so away."""
        tx, ty, _ = target.location
        fx, fy = front_vector(target.rotation_z)
        if is_flat:
            shift = 0.35 * target.size[1] if self.walls.get(target.id) else 0.0
            rots = [normalize(target.rotation_z), normalize(target.rotation_z + math.pi / 2)]
            return around_point(self.shell, size, (tx + fx * shift, ty + fy * shift), rots, 0.1)
        rot = normalize(target.rotation_z + math.pi)
        lx, ly = math.cos(target.rotation_z), math.sin(target.rotation_z)
        poses = []
        spread = VIEWING_SPREAD if viewing else (0.0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3)
        if target.support == "wall" and not viewing:  # seats facing a mirror on the wall:
            spread += (0.5, -0.5, 0.7, -0.7, 0.9, -0.9)  # side by side along it
        if not viewing:  # five stools in front of a long bar: along it
            reach = target.size[0] / 2
            spread += tuple(sign * k * ROW_PITCH for k in range(1, 12) if k * ROW_PITCH <= reach
                            for sign in (1, -1))
            spread = tuple(dict.fromkeys(round(lat, 4) for lat in spread))  # each place once
        gaps = VIEWING_GAPS if viewing else FOOT_GAPS if _sleeps_on(target.category) \
            else (0.45, 0.4, 0.5, 0.35, 0.55, 0.6, 0.7, 0.8)
        for gap in gaps:
            dist = target.size[1] / 2 + gap + size[1] / 2
            for lat in spread:
                x, y = tx + fx * dist + lx * lat, ty + fy * dist + ly * lat
                poses.append(Pose(round(x, 4), round(y, 4), 0.0, rot))
        return poses

    def free_floor(self, oid: str, size: tuple[float, float, float], rng: random.Random
                   ) -> list[Pose]:
        """Anywhere on the floor. Tables that take seats: far from everything else first;
        other things: near a wall, facing the room centre."""
        w, d = self.shell.width, self.shell.depth
        step = max(0.15, math.sqrt(w * d / 250))

        def wall_dist(x: float, y: float) -> float:
            return min(w / 2 - abs(x), d / 2 - abs(y))

        if oid in self.ringed:
            rot = rng.choice([0.0, math.pi / 2])
            rects = [self.boxes[o.id].rect for o in self.placed.values()
                     if o.support == "floor" and not is_rug(o)]

            def room_to_spare(x: float, y: float) -> float:
                gaps = [math.hypot(max(r[0] - x, 0.0, x - r[2]), max(r[1] - y, 0.0, y - r[3]))
                        for r in rects]
                return min([*gaps, wall_dist(x, y), 3.0])

            scored = [(-room_to_spare(x, y) + rng.random() * 0.15, x, y)
                      for x, y in grid_points(self.shell, size, rot, step)]
            return [Pose(round(x, 4), round(y, 4), 0.0, rot) for _, x, y in sorted(scored)]
        scored_poses = []
        for rot in (0.0, math.pi / 2, math.pi, -math.pi / 2):
            for x, y in grid_points(self.shell, size, rot, step):
                if facing_centre(x, y) == rot:
                    key = wall_dist(x, y) + rng.random() * 0.5
                    scored_poses.append((key, Pose(round(x, 4), round(y, 4), 0.0, rot)))
        scored_poses.sort(key=lambda kp: kp[0])
        return [p for _, p in scored_poses]
