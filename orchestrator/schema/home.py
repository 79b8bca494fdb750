"""A whole home as data: its floor plan (rooms, doors, windows) and the rooms furnished in it.

Coordinates are metres in the home's frame, Z up, the footprint's centre at the origin. Rooms
tile the footprint: a room is one or more axis-aligned rectangles (`Zone`s) that share edges,
so its outline is a rectilinear polygon (an L-shaped living room is two zones; an open kitchen
and living room is one room with a kitchen zone and a living zone). Interior walls are centred
on the lines where rooms meet (`HomePlan.wall` thick); exterior walls stand outside the
footprint, as a single room's walls do. Each zone is furnished as a room of its own
(`HomeScene.zones`: a `Scene` in the zone's frame, whose origin is the centre of the zone's
floor inside its walls).
"""

from __future__ import annotations

import hashlib
from typing import Literal

from pydantic import Field, model_validator

from orchestrator.schema.scene import (
    CameraSpec,
    Density,
    Frozen,
    Mood,
    NounAccount,
    Provenance,
    RoomType,
    Scene,
    Style,
    TimeOfDay,
)

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1
Axis = Literal["x", "y"]  # the direction a wall runs in
OUTSIDE = "outside"  # the other side of a front door
MAX_ROOMS = 14  # rooms one home plan may hold
MAX_ZONES = 3  # rectangles one room is made of
HomeKind = Literal["apartment", "house", "cafe", "restaurant", "shop", "office_suite", "studio"]
IdStr = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9_]+$")


Group = Literal["hub", "public", "private", "service"]


class RoomAsk(Frozen):
    """One room a home's programme asks for, before it has a place: what it is, how big it
    should be, and where in the home it belongs (the hub every room opens off, the day rooms,
    the night rooms, the back rooms of a cafe)."""

    room_type: RoomType
    label: str = Field(min_length=1, max_length=80)
    group: Group
    area: float = Field(gt=0.0, le=200.0)  # target m^2
    min_area: float = Field(gt=0.0, le=200.0)
    min_width: float = Field(gt=0.0, le=12.0)
    brief: str = Field(default="", max_length=400)  # what its furniture is planned from
    open_to: str | None = None  # the label of the room it shares one open space with


class Programme(Frozen):
    """What a home prompt asks for: its kind, its rooms and the look they share."""

    prompt: str
    kind: HomeKind
    rooms: tuple[RoomAsk, ...] = Field(min_length=1, max_length=MAX_ROOMS)
    style: Style
    mood: Mood
    time_of_day: TimeOfDay
    density: Density = "normal"
    height: float = Field(ge=2.3, le=4.0)
    seed: int = Field(ge=0, lt=2**63)
    nouns: tuple[NounAccount, ...] = Field(default=(), max_length=2 * MAX_ROOMS)


class Zone(Frozen):
    """A rectangle of a room, furnished as one kind of room."""

    id: str = IdStr
    room_type: RoomType
    label: str | None = Field(default=None, max_length=80)  # "kitchen" of an open plan
    rect: Rect

    @model_validator(mode="after")
    def _positive(self) -> Zone:
        x0, y0, x1, y1 = self.rect
        if not (x1 > x0 and y1 > y0):
            raise ValueError(f"zone {self.id}: its rectangle must have x1 > x0 and y1 > y0")
        return self

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)


class HomeRoom(Frozen):
    """One room of the plan: what it is for, the rectangles it covers and what its own part
    of the prompt asks of it ("a kitchen with a big island")."""

    id: str = IdStr
    room_type: RoomType
    label: str = Field(min_length=1, max_length=80)  # "bedroom 2", "home office"
    zones: tuple[Zone, ...] = Field(min_length=1, max_length=MAX_ZONES)
    brief: str = Field(default="", max_length=400)  # the prompt its furniture is planned from
    min_area: float = Field(default=0.0, ge=0.0)  # m^2 the programme asked at least
    min_width: float = Field(default=0.0, ge=0.0)  # metres: its narrowest side at least

    @property
    def area(self) -> float:
        return sum(z.area for z in self.zones)


class Doorway(Frozen):
    """A door between two rooms, or the front door (`rooms[1] == OUTSIDE`), in the wall that
    runs along `axis` at `at` (its y for an x wall, its x for a y wall), `center` along it."""

    id: str = IdStr
    rooms: tuple[str, str]
    axis: Axis
    at: float
    center: float
    width: float = Field(default=0.9, ge=0.6, le=2.4)
    height: float = Field(default=2.05, ge=1.9, le=2.6)

    @property
    def front(self) -> bool:
        return self.rooms[1] == OUTSIDE


class HomeWindow(Frozen):
    """A window in an exterior wall of a room; `outward` is +1 or -1 along the wall's normal
    (+y for an x wall, +x for a y wall)."""

    room: str
    axis: Axis
    at: float
    center: float
    outward: Literal[-1, 1]
    width: float = Field(default=1.2, ge=0.4, le=4.0)
    sill: float = Field(default=0.9, ge=0.0, le=2.0)
    height: float = Field(default=1.3, ge=0.3, le=2.5)


class HomePlan(Frozen):
    """The floor plan of a home, from the offline rules or from Claude."""

    prompt: str
    kind: HomeKind
    style: Style
    mood: Mood
    time_of_day: TimeOfDay
    density: Density = "normal"
    height: float = Field(ge=2.3, le=4.0)  # ceiling height, the same in every room
    wall: float = Field(default=0.12, ge=0.08, le=0.3)  # interior wall thickness
    rooms: tuple[HomeRoom, ...] = Field(min_length=1, max_length=MAX_ROOMS)
    doors: tuple[Doorway, ...] = Field(default=(), max_length=4 * MAX_ROOMS)
    windows: tuple[HomeWindow, ...] = Field(default=(), max_length=8 * MAX_ROOMS)
    seed: int = Field(ge=0, lt=2**63)
    nouns: tuple[NounAccount, ...] = Field(default=(), max_length=2 * MAX_ROOMS)

    @model_validator(mode="after")
    def _references(self) -> HomePlan:
        ids = [r.id for r in self.rooms]
        zone_ids = [z.id for r in self.rooms for z in r.zones]
        if len(set(ids)) != len(ids) or len(set(zone_ids)) != len(zone_ids):
            raise ValueError("room and zone ids must be unique")
        known = set(ids) | {OUTSIDE}
        for door in self.doors:
            if not set(door.rooms) <= known or door.rooms[0] == door.rooms[1]:
                raise ValueError(f"door {door.id} must join two different rooms of the plan")
        for window in self.windows:
            if window.room not in known - {OUTSIDE}:
                raise ValueError(f"a window names a room the plan lacks: {window.room}")
        return self

    def room(self, room_id: str) -> HomeRoom:
        for room in self.rooms:
            if room.id == room_id:
                return room
        raise KeyError(room_id)

    @property
    def bounds(self) -> Rect:
        rects = [z.rect for r in self.rooms for z in r.zones]
        return (min(r[0] for r in rects), min(r[1] for r in rects),
                max(r[2] for r in rects), max(r[3] for r in rects))


class ZoneScene(Frozen):
    """One zone furnished: its scene in the zone's own frame, and where that frame's origin
    lies in the home's."""

    zone: str
    room: str
    origin: tuple[float, float]
    scene: Scene


class HomeScene(Frozen):
    """The whole home: the plan, every zone furnished, and the overview camera."""

    plan: HomePlan
    zones: tuple[ZoneScene, ...] = ()
    overview: CameraSpec | None = None
    provenance: Provenance = Provenance()

    def content_hash(self) -> str:
        """sha256 of the canonical JSON, as `Scene.content_hash`."""
        return hashlib.sha256(self.model_dump_json().encode()).hexdigest()
