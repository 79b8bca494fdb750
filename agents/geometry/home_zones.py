"""A zone of a home as a room of its own: its floor inside the walls, where that lies in the
home, and its doorways, open sides and windows in the zone's frame.

Interior walls are centred on the lines where rooms meet, so a zone's floor is its rectangle
less half a wall on every side it shares with another room; sides on the outside (walls stand
outside the footprint) and sides open to another zone of the same room keep their full
extent. The zone's frame has its origin at the centre of that floor, as a lone room's has.
"""

from __future__ import annotations

from dataclasses import dataclass

from agents.geometry.plan_edges import EPS, outside_spans, shared_edge, sides
from orchestrator.schema.home import HomePlan, HomeRoom, Rect, Zone
from orchestrator.schema.scene import Enclosure, Opening, Wall, WindowSpec

OPEN_HEIGHT = 6.0  # an open side is open to the ceiling
OUTER_WALL = 0.15  # an outside wall's thickness, as a lone room's (`blender_room.WALL_T`)


@dataclass(frozen=True)
class ZoneFrame:
    zone: Zone
    room: HomeRoom
    floor: Rect  # the floor inside the walls, in the home's frame
    enclosure: Enclosure
    walls_t: dict[str, float]  # each side's wall: half an interior wall, an outside wall, none

    @property
    def origin(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.floor
        return (round((x0 + x1) / 2, 4), round((y0 + y1) / 2, 4))

    @property
    def width(self) -> float:
        return round(self.floor[2] - self.floor[0], 4)

    @property
    def depth(self) -> float:
        return round(self.floor[3] - self.floor[1], 4)


def zone_frames(plan: HomePlan) -> list[ZoneFrame]:
    """Every zone of the plan, in the order of its rooms."""
    return [zone_frame(plan, room, zone) for room in plan.rooms for zone in room.zones]


def _walls(plan: HomePlan, room: HomeRoom, zone: Zone) -> tuple[dict[str, float], set[str]]:
    """Each side's wall: half an interior wall where it meets another room (the other half
    is that room's), an outside wall where it meets nothing, none where it is open to the
    rest of its own room; and the sides that meet another room."""
    walls, interior = {}, set()
    others = [z.rect for r in plan.rooms for z in r.zones if z.rect != zone.rect]
    for side in sides(zone.rect):
        inner = any(
            (edge := shared_edge(zone.rect, z.rect)) is not None and edge.axis == side.edge.axis
            and abs(edge.at - side.edge.at) < EPS
            for r in plan.rooms if r.id != room.id for z in r.zones)
        walls[side.name] = plan.wall / 2 if inner else \
            OUTER_WALL if outside_spans(side, others) else 0.0
        if inner:
            interior.add(side.name)
    return walls, interior


def _floor(zone: Zone, walls: dict[str, float], interior: set[str]) -> Rect:
    """The zone's rectangle less the interior walls' halves on its sides."""
    x0, y0, x1, y1 = zone.rect

    def inset(name: str) -> float:
        return walls[name] if name in interior else 0.0

    return (x0 + inset("west"), y0 + inset("south"), x1 - inset("east"), y1 - inset("north"))


def zone_frame(plan: HomePlan, room: HomeRoom, zone: Zone) -> ZoneFrame:
    walls, interior = _walls(plan, room, zone)
    floor = _floor(zone, walls, interior)
    cx, cy = (floor[0] + floor[2]) / 2, (floor[1] + floor[3]) / 2
    openings: list[Opening] = []
    windows: list[WindowSpec] = []
    for side in sides(zone.rect):
        wall: Wall = side.name  # type: ignore[assignment]
        centre = cx if side.edge.axis == "x" else cy
        lo_in, hi_in = (floor[0], floor[2]) if side.edge.axis == "x" else (floor[1], floor[3])
        for door in plan.doors:
            if room.id in door.rooms and door.axis == side.edge.axis \
                    and abs(door.at - side.edge.at) < EPS \
                    and side.edge.lo - EPS <= door.center <= side.edge.hi + EPS:
                openings.append(Opening(wall=wall, offset=round(door.center - centre, 4),
                                        width=door.width, height=door.height))
        for other in room.zones:  # open to the other zones of the same room
            edge = shared_edge(zone.rect, other.rect) if other.id != zone.id else None
            if edge is not None and edge.axis == side.edge.axis \
                    and abs(edge.at - side.edge.at) < EPS:
                lo, hi = max(edge.lo, lo_in), min(edge.hi, hi_in)
                openings.append(Opening(wall=wall, offset=round((lo + hi) / 2 - centre, 4),
                                        width=round(hi - lo, 4), height=OPEN_HEIGHT,
                                        open=True))
        outside = outside_spans(side, [z.rect for r in plan.rooms for z in r.zones
                                       if z.rect != zone.rect])
        for window in plan.windows:
            if window.room == room.id and window.axis == side.edge.axis \
                    and abs(window.at - side.edge.at) < EPS \
                    and any(a - EPS <= window.center <= b + EPS for a, b in outside):
                windows.append(WindowSpec(wall=wall, offset=round(window.center - centre, 4),
                                          sill=window.sill, width=window.width,
                                          height=window.height))
    return ZoneFrame(zone, room, tuple(round(v, 4) for v in floor),  # type: ignore[arg-type]
                     Enclosure(openings=tuple(openings), windows=tuple(windows)), walls)
