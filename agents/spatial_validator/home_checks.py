"""Checks of a home's floor plan, across rooms (plain data, no Blender).

- rooms do not overlap, and the zones of one room touch (one space);
- every room has at least its least area and width;
- every door is on the wall its two rooms share (the front door on an outside wall of its
  room), with wall left either side of it;
- every window is on an outside wall of its room;
- every room is reachable from the front door through doors (the door graph is connected);
- once furnished (`check_furnished`): no object crosses a wall, every doorway is clear.
"""

from __future__ import annotations

from collections import deque

from agents.geometry.boxes import is_rug
from agents.geometry.home_zones import zone_frames
from agents.geometry.plan_edges import on_edge, outside_spans, overlap_area, shared_edge, sides
from orchestrator.schema.home import OUTSIDE, Doorway, HomePlan, HomeRoom, HomeScene, Rect
from orchestrator.schema.scene import Finding, footprint

Problem = tuple[tuple[str, ...], str]  # the ids concerned, what is wrong
AREA_TOL = 0.05  # m^2
CASING = 0.05  # metres of wall a door needs either side of it, at least
WALL_TOL = 1e-3  # metres an object's footprint may pass its zone's floor edge (rounding)
DOORWAY_DEPTH = 0.6  # metres of floor kept clear either side of a door (beyond its wall)


def check_home(plan: HomePlan) -> tuple[Finding, ...]:
    """Every problem of the plan as an error finding (code "plan" or "unreachable")."""
    problems = [*_overlaps(plan), *_sizes(plan), *_doors(plan), *_windows(plan)]
    findings = [Finding(code="plan", objects=ids, message=msg) for ids, msg in problems]
    findings += [Finding(code="unreachable", objects=(room,),
                         message=f"{plan.room(room).label} cannot be reached from the front "
                                 f"door")
                 for room in unreachable(plan)]
    return tuple(findings)


def _rects(plan: HomePlan) -> list[tuple[str, Rect]]:
    return [(r.id, z.rect) for r in plan.rooms for z in r.zones]


def _overlaps(plan: HomePlan) -> list[Problem]:
    rects = _rects(plan)
    found: list[Problem] = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if overlap_area(ra, rb) > 1e-6:
                found.append(((a, b), f"{a} and {b} overlap"))
    for room in plan.rooms:
        if not _one_space(room):
            found.append(((room.id,), f"the zones of {room.id} do not touch"))
    return found


def _one_space(room: HomeRoom) -> bool:
    rects = [z.rect for z in room.zones]
    seen, todo = {0}, [0]
    while todo:
        k = todo.pop()
        for j, other in enumerate(rects):
            if j not in seen and shared_edge(rects[k], other) is not None:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(rects)


def narrowest(room: HomeRoom) -> float:
    """The narrower side of the room's largest zone (its main space)."""
    x0, y0, x1, y1 = max(room.zones, key=lambda z: z.area).rect
    return min(x1 - x0, y1 - y0)


def _sizes(plan: HomePlan) -> list[Problem]:
    found: list[Problem] = []
    for room in plan.rooms:
        if room.area + AREA_TOL < room.min_area:
            found.append(((room.id,), f"{room.label} is {room.area:.1f} m^2, less than its "
                                      f"least {room.min_area:.1f} m^2"))
        if narrowest(room) + 1e-3 < room.min_width:
            found.append(((room.id,), f"{room.label} is {narrowest(room):.2f} m wide, less "
                                      f"than its least {room.min_width:.2f} m"))
    return found


def door_edges(plan: HomePlan, door: Doorway) -> list[tuple[float, float]]:
    """The stretches of wall, along the door's wall line, where the door may stand: the walls
    its two rooms share, or for the front door its room's outside walls."""
    first = plan.room(door.rooms[0])
    rects = [rect for _, rect in _rects(plan)]
    spans: list[tuple[float, float]] = []
    if door.rooms[1] == OUTSIDE:
        for zone in first.zones:
            for side in sides(zone.rect):
                if side.edge.axis == door.axis and abs(side.edge.at - door.at) < 1e-4:
                    spans += outside_spans(side, [r for r in rects if r != zone.rect])
        return spans
    second = plan.room(door.rooms[1])
    for za in first.zones:
        for zb in second.zones:
            edge = shared_edge(za.rect, zb.rect)
            if edge is not None and edge.axis == door.axis and abs(edge.at - door.at) < 1e-4:
                spans.append((edge.lo, edge.hi))
    return spans


def _doors(plan: HomePlan) -> list[Problem]:
    found: list[Problem] = []
    half_wall = plan.wall / 2
    for door in plan.doors:
        lo, hi = door.center - door.width / 2, door.center + door.width / 2
        ok = any(lo >= a + half_wall + CASING - 1e-4 and hi <= b - half_wall - CASING + 1e-4
                 for a, b in door_edges(plan, door))
        if not ok:
            where = "an outside wall of its room" if door.front else "the wall its rooms share"
            found.append(((door.id,), f"{door.id} is not on {where}"))
    return found


def _windows(plan: HomePlan) -> list[Problem]:
    found: list[Problem] = []
    rects = [rect for _, rect in _rects(plan)]
    for k, window in enumerate(plan.windows):
        room = plan.room(window.room)
        lo, hi = window.center - window.width / 2, window.center + window.width / 2
        ok = False
        for zone in room.zones:
            for side in sides(zone.rect):
                if side.outward != window.outward:
                    continue
                for a, b in outside_spans(side, [r for r in rects if r != zone.rect]):
                    edge = side.edge.__class__(side.edge.axis, side.edge.at, a, b)
                    ok = ok or on_edge(edge, window.axis, window.at, lo, hi)
        if not ok:
            found.append(((window.room,), f"window {k} of {window.room} is not on an outside "
                                          f"wall of it"))
    return found


def unreachable(plan: HomePlan) -> list[str]:
    """The rooms no path of doors leads to from the front door (all, if it has none)."""
    links: dict[str, set[str]] = {r.id: set() for r in (*plan.rooms,)}
    links[OUTSIDE] = set()
    for door in plan.doors:
        a, b = door.rooms
        links[a].add(b)
        links[b].add(a)
    seen, todo = {OUTSIDE}, deque([OUTSIDE])
    while todo:
        for nxt in links[todo.popleft()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return [r.id for r in plan.rooms if r.id not in seen]


def check_furnished(home: HomeScene) -> tuple[Finding, ...]:
    """Across the furnished rooms: no object crosses its zone's walls into the next room (its
    footprint lies on its zone's floor), and every doorway is clear on both sides (no
    floor-standing object but a rug on the floor in front of it)."""
    frames = {f.zone.id: f for f in zone_frames(home.plan)}
    findings = []
    standing: list[tuple[str, Rect]] = []
    for zone in home.zones:
        x0, y0, x1, y1 = frames[zone.zone].floor
        ox, oy = zone.origin
        for obj in zone.scene.objects:
            fx0, fy0, fx1, fy1 = footprint(obj)
            rect = (fx0 + ox, fy0 + oy, fx1 + ox, fy1 + oy)
            if obj.support not in ("wall", "ceiling") and not (
                    rect[0] >= x0 - WALL_TOL and rect[1] >= y0 - WALL_TOL
                    and rect[2] <= x1 + WALL_TOL and rect[3] <= y1 + WALL_TOL):
                findings.append(Finding(code="plan", objects=(obj.id,), message=(
                    f"{obj.id} of {zone.zone} crosses its walls")))
            if obj.support == "floor" and not is_rug(obj):
                standing.append((f"{zone.zone}/{obj.id}", rect))
    for door in home.plan.doors:
        for side in (-1, 1):
            clear = _doorway(door, side)
            blocked = [name for name, rect in standing if overlap_area(rect, clear) > 1e-6]
            if blocked:
                findings.append(Finding(code="plan", objects=(door.id,), message=(
                    f"{door.id} is blocked by {', '.join(blocked)}")))
    return tuple(findings)


def _doorway(door: Doorway, side: int) -> Rect:
    """The floor in front of a door on one side of its wall (`DOORWAY_DEPTH` deep)."""
    lo, hi = door.center - door.width / 2, door.center + door.width / 2
    near, far = sorted((door.at, door.at + side * DOORWAY_DEPTH))
    return (lo, near, hi, far) if door.axis == "x" else (near, lo, far, hi)
