"""plan.png of a whole home: rooms with their names and areas, walls, doors and windows, and
the furniture of every room as footprints (no Blender).

North (+Y) is up. Each room is tinted by its use; walls are drawn where rooms meet and round
the outside, but not between the zones of one room (an open kitchen and living room is one
space); a door is a gap in its wall with its leaf and swing, the front door in red; windows
are light blue. Furniture is drawn as in a room's plan, without numbers.
"""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image, ImageDraw

from agents.geometry.plan_edges import outside_spans, shared_edge, sides, subtract
from orchestrator.app.floor_plan import FILL, INK, _corners, _font, _layer
from orchestrator.schema.home import Doorway, HomePlan, HomeScene, Rect

PLAN_PX = 1100  # the longer side of the home, in pixels
MARGIN = 60
TINT: dict[str, tuple[int, int, int]] = {
    "living_room": (246, 236, 214), "kitchen": (232, 240, 226), "dining_room": (244, 232, 222),
    "bedroom": (228, 234, 246), "bathroom": (222, 240, 244), "office": (240, 236, 228),
    "library": (238, 230, 222), "kids_room": (248, 236, 240), "hall": (240, 240, 240),
    "cafe": (246, 236, 214), "studio": (246, 236, 214),
}
WINDOW_INK = (110, 175, 230)


def draw_home_plan(home: HomeScene | HomePlan, path: Path) -> Path:
    """Draw the plan of a home (with its furniture, once furnished) into the PNG at `path`."""
    plan = home.plan if isinstance(home, HomeScene) else home
    x0, y0, x1, y1 = plan.bounds
    scale = PLAN_PX / max(x1 - x0, y1 - y0)
    image = Image.new("RGB", (int((x1 - x0) * scale + 2 * MARGIN),
                              int((y1 - y0) * scale + 2 * MARGIN + 30)), "white")
    draw = ImageDraw.Draw(image)

    def px(x: float, y: float) -> tuple[float, float]:
        return (MARGIN + (x - x0) * scale, MARGIN + 20 + (y1 - y) * scale)

    for room in plan.rooms:
        for zone in room.zones:
            a, b = px(zone.rect[0], zone.rect[3]), px(zone.rect[2], zone.rect[1])
            draw.rectangle([a, b], fill=TINT.get(zone.room_type, (240, 240, 240)))
    if isinstance(home, HomeScene):
        _furniture(draw, home, px)
    wall_px = max(3, int(plan.wall * scale))
    for (ax, ay), (bx, by) in _walls(plan):
        draw.line([px(ax, ay), px(bx, by)], fill=INK, width=wall_px)
    for a, b in _outline(plan):
        draw.line([px(*a), px(*b)], fill=INK, width=wall_px + 3)
    for window in plan.windows:
        lo, hi = window.center - window.width / 2, window.center + window.width / 2
        ends = ((lo, window.at), (hi, window.at)) if window.axis == "x" else \
            ((window.at, lo), (window.at, hi))
        draw.line([px(*ends[0]), px(*ends[1])], fill=WINDOW_INK, width=wall_px + 1)
    for door in plan.doors:
        _door(draw, door, px, scale)
    label, small = _font(17), _font(13)
    for room in plan.rooms:
        zone = max(room.zones, key=lambda z: z.area)
        cx, cy = (zone.rect[0] + zone.rect[2]) / 2, (zone.rect[1] + zone.rect[3]) / 2
        at = px(cx, cy)
        draw.text((at[0], at[1] - 10), room.label, fill=INK, font=label, anchor="mm",
                  stroke_width=3, stroke_fill="white")
        draw.text((at[0], at[1] + 10), f"{room.area:.1f} m2", fill=INK, font=small,
                  anchor="mm", stroke_width=3, stroke_fill="white")
    for room in plan.rooms:  # the uses of an open plan's zones
        if len(room.zones) > 1:
            for zone in room.zones:
                if zone.label and zone.area < max(z.area for z in room.zones):
                    at = px((zone.rect[0] + zone.rect[2]) / 2, (zone.rect[1] + zone.rect[3]) / 2)
                    draw.text(at, zone.label, fill=(90, 84, 76), font=small, anchor="mm")
    draw.text((MARGIN, 14), f"{plan.kind.replace('_', ' ')}  {x1 - x0:.1f} x {y1 - y0:.1f} m, "
                            f"{sum(r.area for r in plan.rooms):.0f} m2 of floor  (north up)",
              fill=INK, font=label)
    bar_y = image.height - 22
    draw.line([(MARGIN, bar_y), (MARGIN + scale, bar_y)], fill=INK, width=3)
    draw.text((MARGIN + scale + 8, bar_y - 8), "1 m", fill=INK, font=small)
    tmp = path.with_name(f".{path.name}.tmp")
    image.save(tmp, format="PNG")
    os.replace(tmp, path)
    return path


Segment = tuple[tuple[float, float], tuple[float, float]]


def _walls(plan: HomePlan) -> list[Segment]:
    """Interior walls: where zones of different rooms meet, less the doorways in them."""
    zones = [(r.id, z.rect) for r in plan.rooms for z in r.zones]
    found: list[Segment] = []
    for i, (room_a, a) in enumerate(zones):
        for room_b, b in zones[i + 1:]:
            edge = shared_edge(a, b)
            if edge is None or room_a == room_b:
                continue
            spans = [(edge.lo, edge.hi)]
            for door in plan.doors:
                if door.axis == edge.axis and abs(door.at - edge.at) < 1e-4:
                    spans = subtract(spans, door.center - door.width / 2,
                                     door.center + door.width / 2)
            found += [_segment(edge.axis, edge.at, lo, hi) for lo, hi in spans]
    return found


def _outline(plan: HomePlan) -> list[Segment]:
    """The outside walls, less the front door."""
    rects: list[Rect] = [z.rect for r in plan.rooms for z in r.zones]
    found: list[Segment] = []
    for rect in rects:
        others = [r for r in rects if r != rect]
        for side in sides(rect):
            for lo, hi in outside_spans(side, others):
                spans = [(lo, hi)]
                for door in plan.doors:
                    if door.front and door.axis == side.edge.axis \
                            and abs(door.at - side.edge.at) < 1e-4:
                        spans = subtract(spans, door.center - door.width / 2,
                                         door.center + door.width / 2)
                found += [_segment(side.edge.axis, side.edge.at, a, b) for a, b in spans]
    return found


def _segment(axis: str, at: float, lo: float, hi: float) -> Segment:
    return ((lo, at), (hi, at)) if axis == "x" else ((at, lo), (at, hi))


def _door(draw: ImageDraw.ImageDraw, door: Doorway, px: object, scale: float) -> None:
    """The leaf standing open at right angles to the wall, and its swing as a quarter arc."""
    to_px = px  # type: ignore[assignment]
    hinge_t = door.center - door.width / 2
    colour = (200, 60, 50) if door.front else INK
    if door.axis == "x":
        hinge, tip = (hinge_t, door.at), (hinge_t, door.at + door.width)
    else:
        hinge, tip = (door.at, hinge_t), (door.at + door.width, hinge_t)
    draw.line([to_px(*hinge), to_px(*tip)], fill=colour, width=2)  # type: ignore[operator]
    cx, cy = to_px(*hinge)  # type: ignore[operator]
    r = door.width * scale
    draw.arc([cx - r, cy - r, cx + r, cy + r], -90, 0, fill=colour, width=1)


def _furniture(draw: ImageDraw.ImageDraw, home: HomeScene, px: object) -> None:
    to_px = px  # type: ignore[assignment]
    for zone in home.zones:
        ox, oy = zone.origin
        for obj in sorted(zone.scene.objects, key=lambda o: _layer(o)[0]):
            layer = _layer(obj)[1]
            if layer == "ceiling" or obj.dressing:
                continue
            points = [to_px(ox + x, oy + y) for x, y in _corners(obj)]  # type: ignore[operator]
            draw.polygon(points, fill=FILL[layer], outline=(120, 110, 100))
            front = ((points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2)
            centre = (sum(p[0] for p in points) / 4, sum(p[1] for p in points) / 4)
            draw.line([centre, front], fill=(150, 140, 128), width=1)
