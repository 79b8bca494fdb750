"""The floor plan solver: a home's programme becomes rooms, doors and windows (seeded).

Homes are laid out as bands, the way most apartments and single-storey houses are:

- A home with night rooms (bedrooms, bathrooms, a study) has a hall running through it: the
  day rooms (living room, kitchen, dining room) in a band on one side, the night rooms in a band
  on the other, every room opening off the hall. The front door is at the hall's end. When the
  living room is at the far end of its band it may take the end of the hall's strip as well,
  which makes it L-shaped; the last night room then opens off it.
- A business (a cafe, a restaurant) has its main room at the front, the front door in its
  street wall, and its back rooms (kitchen, restroom, office) in a band behind it, each opening
  off it. Where the back rooms leave part of the back band free, the main room takes it
  (L-shaped).
- Rooms named without a home around them ("a kitchen and a living room") stand in one band,
  each opening into the next.

Band depths are drawn by the seed within the ranges rooms of the band are deep; a room's
width is its target area over its band's depth, at least its type's least width, and the
bands are stretched to one length by widening their roomiest members. An open kitchen is one
room with two zones (kitchen and living). Slicing bands keeps every room rectangular (or an L
of two rectangles), every room on the hall or the main room (so the door graph is connected
by construction, and the checks prove it), and every bedroom and living room on an outside
wall for windows; the seed varies order, proportions and door positions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from agents.geometry.plan_edges import (
    Edge,
    outside_spans,
    shared_edge,
    sides,
)
from orchestrator.schema.home import (
    OUTSIDE,
    Doorway,
    HomePlan,
    HomeRoom,
    HomeWindow,
    Programme,
    Rect,
    RoomAsk,
    Zone,
)
from orchestrator.schema.scene import RoomType

HALL_WIDTH = (1.3, 1.5)  # metres between the hall's wall centre lines
DAY_DEPTH = (3.4, 4.8)
NIGHT_DEPTH = (3.3, 4.0)
BACK_DEPTH = (3.0, 3.8)
MAIN_DEPTH = 4.5  # least depth of a business's main room
DOOR_W = {"front": 0.95, "living_room": 1.2, "cafe": 1.0, "dining_room": 1.0}
INNER_DOOR_W = 0.85
CORNER_GAP = 0.15  # metres of wall between a door's casing and the corner
SWING_GAP = 0.25  # metres between the swings of two doors
MIN_L_ARM = 1.8  # the least length of the arm an L-shaped room takes from the hall's strip
STRETCHLESS = frozenset({"bathroom", "hall"})  # rooms a band does not widen to fill it
# (width, sill, height) of a window, by room type
WINDOW_SHAPE: dict[str, tuple[float, float, float]] = {
    "living_room": (1.6, 0.6, 1.6), "bedroom": (1.3, 0.9, 1.3), "kitchen": (1.2, 1.05, 1.1),
    "bathroom": (0.7, 1.5, 0.6), "office": (1.3, 0.9, 1.3), "dining_room": (1.5, 0.8, 1.4),
    "kids_room": (1.3, 0.9, 1.3), "library": (1.3, 0.9, 1.4), "cafe": (2.2, 0.5, 1.9),
    "hall": (0.8, 1.2, 1.0), "studio": (1.6, 0.7, 1.5),
}
WINDOW_PITCH = 3.0  # metres of outside wall per window


@dataclass
class _Room:
    """A room while the plan is being made."""

    ask: RoomAsk
    id: str
    zones: list[tuple[RoomType, str | None, Rect]] = field(default_factory=list)
    merged: list[RoomAsk] = field(default_factory=list)  # an open kitchen's partner

    @property
    def area(self) -> float:
        return self.ask.area + sum(a.area for a in self.merged)

    @property
    def min_width(self) -> float:
        return max([self.ask.min_width, *(a.min_width for a in self.merged)])


def solve_home(programme: Programme, attempt: int = 0) -> HomePlan:
    """The floor plan of a programme: the same programme and attempt give the same plan."""
    rng = random.Random(f"home:{programme.seed}:{attempt}")
    rooms = _merge_open(programme.rooms)
    hubs = [r for r in rooms if r.ask.group == "hub"]
    day = [r for r in rooms if r.ask.group == "public"]
    night = [r for r in rooms if r.ask.group == "private"]
    back = [r for r in rooms if r.ask.group == "service"]
    if hubs and hubs[0].ask.room_type == "hall":
        front = _spine(hubs[0], day, night, rng)
    elif hubs:
        front = _front_and_back(hubs[0], back + day + night, rng)
    else:
        front = _one_band(day + night + back, rng)
    cx, cy = _centre(rooms)
    entry, edge = front
    along_x = edge.axis == "x"
    edge = Edge(edge.axis, round(edge.at - (cy if along_x else cx), 3),
                round(edge.lo - (cx if along_x else cy), 3),
                round(edge.hi - (cx if along_x else cy), 3))
    home_rooms = tuple(_home_room(r) for r in rooms)
    doors = _doors(rooms, entry, edge, rng)
    windows = _windows(rooms, doors)
    return HomePlan(
        prompt=programme.prompt, kind=programme.kind, style=programme.style,
        mood=programme.mood, time_of_day=programme.time_of_day, density=programme.density,
        height=programme.height, rooms=home_rooms, doors=doors, windows=windows,
        seed=programme.seed, nouns=programme.nouns)


# --- the programme's rooms ------------------------------------------------------------------

def _merge_open(asks: tuple[RoomAsk, ...]) -> list[_Room]:
    """One room per ask, but an ask open to another joins it as a zone of the same space."""
    rooms: list[_Room] = []
    ids: dict[str, int] = {}
    for ask in asks:
        if ask.open_to is not None:
            continue
        base = ask.room_type
        ids[base] = ids.get(base, 0) + 1
        rooms.append(_Room(ask, f"{base}_{ids[base]}"))
    for ask in asks:
        if ask.open_to is None:
            continue
        partner = next((r for r in rooms if r.ask.label == ask.open_to), None)
        if partner is None:
            ids[ask.room_type] = ids.get(ask.room_type, 0) + 1
            rooms.append(_Room(ask.model_copy(update={"open_to": None}),
                               f"{ask.room_type}_{ids[ask.room_type]}"))
        else:
            partner.merged.append(ask)
    return rooms


def _widths(band: list[_Room], depth: float) -> list[float]:
    return [max(r.min_width, r.area / depth) for r in band]


def _stretch(band: list[_Room], widths: list[float], length: float) -> list[float]:
    """Widen the band's roomiest members (not bathrooms) until the band is `length` long."""
    extra = length - sum(widths)
    if extra <= 1e-9:
        return widths
    able = [k for k, r in enumerate(band) if r.ask.room_type not in STRETCHLESS] or \
        list(range(len(band)))
    total = sum(band[k].area for k in able)
    return [w + (extra * band[k].area / total if k in able else 0.0)
            for k, w in enumerate(widths)]


def _lay_band(band: list[_Room], y0: float, depth: float, widths: list[float]) -> None:
    """Rooms side by side from x = 0, `depth` deep from y0; an open room gets one zone per
    use, split across its width by area."""
    x = 0.0
    for room, width in zip(band, widths, strict=True):
        parts = [room.ask, *room.merged]
        total = sum(a.area for a in parts)
        for ask in sorted(parts, key=lambda a: a.room_type != "kitchen"):
            w = width * ask.area / total
            room.zones.append((ask.room_type, ask.label if room.merged else None,
                               (x, y0, x + w, y0 + depth)))
            x += w


def _order_day(day: list[_Room], rng: random.Random) -> list[_Room]:
    """Kitchen beside the dining room, the living room at the far end (its L may take the
    hall's end), others between."""
    rank = {"dining_room": 0, "kitchen": 1, "living_room": 3}
    ordered = sorted(day, key=lambda r: (rank.get(r.ask.room_type, 2), rng.random()))
    if any(r.merged for r in ordered):  # the open kitchen sits against the kitchen side
        ordered.sort(key=lambda r: (bool(r.merged), rank.get(r.ask.room_type, 2)))
    return ordered


def _order_night(night: list[_Room], rng: random.Random) -> list[_Room]:
    """Bathrooms between bedrooms, the main bedroom at an end (two outside walls)."""
    rooms = night[:]
    rng.shuffle(rooms)
    main = next((r for r in rooms if r.ask.label == "main bedroom"), None)
    if main is not None:
        rooms.remove(main)
        rooms.append(main)
    return rooms


def _spine(hall: _Room, day: list[_Room], night: list[_Room], rng: random.Random
           ) -> tuple[_Room, Edge]:
    """Day band, hall, night band; the front door at the hall's west end."""
    hall_w = rng.uniform(*HALL_WIDTH)
    day, night = _order_day(day, rng), _order_night(night, rng)
    # the home is as long as its longer band at a depth drawn for it; the other band is
    # made as shallow as its rooms allow, so that it is stretched as little as may be
    d_day, d_night = rng.uniform(*DAY_DEPTH), rng.uniform(*NIGHT_DEPTH)
    length = max(sum(_widths(day, d_day)), sum(_widths(night, d_night)), 4.0)
    d_day = min(max(sum(r.area for r in day) / length, DAY_DEPTH[0]), d_day)
    d_night = min(max(sum(r.area for r in night) / length, NIGHT_DEPTH[0]), d_night)
    w_day, w_night = _widths(day, d_day), _widths(night, d_night)
    length = max(sum(w_day), sum(w_night), 4.0)
    w_day, w_night = _stretch(day, w_day, length), _stretch(night, w_night, length)
    _lay_band(day, 0.0, d_day, w_day)
    _lay_band(night, d_day + hall_w, d_night, w_night)
    hall_end = length
    living = day[-1] if day and day[-1].ask.room_type == "living_room" else None
    if living is not None and len(night) >= 2 and rng.random() < 0.6:
        last_x0 = night[-1].zones[0][2][0]
        living_x0 = min(z[2][0] for z in living.zones)
        if last_x0 > living_x0 + 1.0 and length - last_x0 >= MIN_L_ARM:
            hall_end = last_x0  # the living room takes the hall's end: an L
            living.zones.append(("hall", "passage", (last_x0, d_day, length, d_day + hall_w)))
    hall.zones.append(("hall", None, (0.0, d_day, hall_end, d_day + hall_w)))
    return hall, Edge("y", 0.0, d_day, d_day + hall_w)


def _front_and_back(main: _Room, back: list[_Room], rng: random.Random) -> tuple[_Room, Edge]:
    """The main room at the street, the back rooms behind it; the front door in the street
    wall."""
    rng.shuffle(back)
    d_back = rng.uniform(*BACK_DEPTH)
    w_back = _widths(back, d_back)
    length = max(sum(w_back), (main.area * rng.uniform(1.2, 1.6)) ** 0.5, main.min_width)
    depth = max(MAIN_DEPTH, main.area / length)
    spare = length - sum(w_back)
    _lay_band(back, depth, d_back, w_back)
    main.zones.append((main.ask.room_type, None, (0.0, 0.0, length, depth)))
    if spare >= MIN_L_ARM:  # the main room takes the free end of the back band
        main.zones.append((main.ask.room_type, "back", (sum(w_back), depth, length,
                                                        depth + d_back)))
    elif back:
        widened = _stretch(back, w_back, length)
        for room in back:
            room.zones.clear()
        _lay_band(back, depth, d_back, widened)
    return main, Edge("x", 0.0, 0.0, length)


def _one_band(rooms: list[_Room], rng: random.Random) -> tuple[_Room, Edge]:
    """Rooms side by side, each opening into the next; the front door into the largest."""
    rooms.sort(key=lambda r: (r.ask.room_type != "kitchen", rng.random()))
    depth = rng.uniform(*DAY_DEPTH)
    widths = _widths(rooms, depth)
    _lay_band(rooms, 0.0, depth, widths)
    largest = max(rooms, key=lambda r: r.area)
    x0 = min(z[2][0] for z in largest.zones)
    x1 = max(z[2][2] for z in largest.zones)
    return largest, Edge("x", 0.0, x0, x1)


def _centre(rooms: list[_Room]) -> tuple[float, float]:
    """Move the plan so the footprint's bounding box is centred on the origin (2 decimals)."""
    rects = [z[2] for r in rooms for z in r.zones]
    cx = (min(r[0] for r in rects) + max(r[2] for r in rects)) / 2
    cy = (min(r[1] for r in rects) + max(r[3] for r in rects)) / 2
    for room in rooms:
        room.zones = [(t, label, (round(x0 - cx, 3), round(y0 - cy, 3), round(x1 - cx, 3),
                                  round(y1 - cy, 3)))
                      for t, label, (x0, y0, x1, y1) in room.zones]
    return cx, cy


def _home_room(room: _Room) -> HomeRoom:
    ask = room.ask
    label = ask.label if not room.merged else \
        " and ".join([*(a.label for a in room.merged), ask.label])
    zones = tuple(Zone(id=f"{room.id}_{k}" if len(room.zones) > 1 else room.id,
                       room_type=t, label=zl, rect=rect)
                  for k, (t, zl, rect) in enumerate(room.zones, 1))
    brief = "; ".join(b for b in (ask.brief, *(a.brief for a in room.merged)) if b)
    return HomeRoom(id=room.id, room_type=ask.room_type, label=label, zones=zones,
                    brief=brief, min_area=ask.min_area + sum(a.min_area for a in room.merged),
                    min_width=room.min_width)


# --- doors -----------------------------------------------------------------------------------

def _shared(a: _Room, b: _Room) -> list[Edge]:
    found = []
    for _, _, ra in a.zones:
        for _, _, rb in b.zones:
            edge = shared_edge(ra, rb)
            if edge is not None:
                found.append(edge)
    return found


def _door_spots(edge: Edge, width: float, rng: random.Random, centred: bool = False
                ) -> list[float]:
    """Where along a shared wall a door of `width` may go, best first: near one end (seeded),
    the other end, the middle (a wide door: the middle first); none if the wall is too
    short."""
    room_for = edge.length - 2 * CORNER_GAP - width
    if room_for < 0:
        return []
    lo = edge.lo + CORNER_GAP + width / 2
    ends = [0.1, 0.9]
    rng.shuffle(ends)
    fractions = [0.5, *ends] if centred or width > 1.0 else [*ends, 0.5]
    return [round(lo + room_for * f, 3) for f in fractions]


def _doors(rooms: list[_Room], entry: _Room, fedge: Edge, rng: random.Random
           ) -> tuple[Doorway, ...]:
    """The front door, then one door for every room into the room it opens off: the hall or
    the main room if it touches it, else the neighbour nearest to being connected."""
    doors: list[Doorway] = []
    spots = _door_spots(fedge, DOOR_W["front"], rng, centred=entry.ask.room_type == "hall")
    for at in spots[:1]:
        doors.append(Doorway(id="front_door", rooms=(entry.id, OUTSIDE), axis=fedge.axis,
                             at=fedge.at, center=at, width=DOOR_W["front"]))
    connected = {entry.id}
    waiting = [r for r in rooms if r is not entry]
    while waiting:
        progress = False
        for room in sorted(waiting, key=lambda r: r.ask.group != "hub"):
            door = _door_between(room, [r for r in rooms if r.id in connected], doors, rng)
            if door is not None:
                doors.append(door.model_copy(update={"id": f"door_{len(doors)}"}))
                connected.add(room.id)
                waiting.remove(room)
                progress = True
        if not progress:
            break  # the checks report a room no door reaches
    return tuple(doors)


def _door_between(room: _Room, reached: list[_Room], doors: list[Doorway],
                  rng: random.Random) -> Doorway | None:
    """A door from `room` into the best reached room it shares enough wall with: the hall or
    main room first, then the longest shared wall."""
    width = DOOR_W.get(room.ask.room_type, INNER_DOOR_W)
    options = sorted(((other, edge) for other in reached for edge in _shared(room, other)),
                     key=lambda oe: (oe[0].ask.group != "hub", -oe[1].length))
    for other, edge in options:
        for w in (width, INNER_DOOR_W, 0.75):
            for at in _door_spots(edge, w, rng):
                door = Doorway(id="door", rooms=(other.id, room.id), axis=edge.axis,
                               at=edge.at, center=at, width=w)
                if not any(_swings_meet(door, d) for d in doors):
                    return door
    return None


def _point(door: Doorway) -> tuple[float, float]:
    return (door.center, door.at) if door.axis == "x" else (door.at, door.center)


def _swings_meet(a: Doorway, b: Doorway) -> bool:
    """Whether two doors stand so close that their leaves would swing into each other."""
    (ax, ay), (bx, by) = _point(a), _point(b)
    return ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 < (a.width + b.width) / 2 + SWING_GAP


# --- windows ---------------------------------------------------------------------------------

def _windows(rooms: list[_Room], doors: tuple[Doorway, ...]) -> tuple[HomeWindow, ...]:
    """Windows along every outside wall of every zone, one per `WINDOW_PITCH` metres (at
    least one for a zone that has an outside wall), clear of the front door."""
    all_rects = [z[2] for r in rooms for z in r.zones]
    windows: list[HomeWindow] = []
    for room in rooms:
        for zone_type, _, rect in room.zones:
            if zone_type == "hall" and room.ask.room_type == "hall" and len(room.zones) == 1 \
                    and rect[2] - rect[0] < 6.0:
                continue  # a short hall gets its light from the rooms
            width, sill, height = WINDOW_SHAPE.get(zone_type, (1.2, 0.9, 1.3))
            others = [r for r in all_rects if r != rect]
            for side in sides(rect):
                for lo, hi in outside_spans(side, others):
                    windows += _along(room.id, side.edge, side.outward, lo, hi, width, sill,
                                      height, doors)
    return tuple(windows)


def _along(room_id: str, edge: Edge, outward: int, lo: float, hi: float, width: float,
           sill: float, height: float, doors: tuple[Doorway, ...]) -> list[HomeWindow]:
    length = hi - lo
    if length < width + 0.6:
        width = length - 0.6
        if width < 0.5:
            return []
    count = max(1, int(length // WINDOW_PITCH))
    blocked = [(d.center - d.width / 2 - 0.3, d.center + d.width / 2 + 0.3) for d in doors
               if d.front and d.axis == edge.axis and abs(d.at - edge.at) < 1e-4]
    found = []
    for k in range(count):
        centre = lo + (k + 0.5) * length / count
        a, b = centre - width / 2, centre + width / 2
        if any(a < bb and b > aa for aa, bb in blocked):
            continue
        found.append(HomeWindow(room=room_id, axis=edge.axis, at=edge.at,
                                center=round(centre, 3), outward=1 if outward > 0 else -1,
                                width=round(width, 3), sill=sill, height=height))
    return found
