"""plan.png: a labelled top-down plan of the room, drawn from the scene data (no Blender).

North (+Y) is up. Walls are drawn thick with the windows cut in light blue and the door as a
swing; every object is its rotated footprint with a tick on its front edge, numbered, and
listed by number in a legend beside the room with the prompt's noun for it. Rugs are drawn
first, then floor furniture, things standing on others, wall hangings and ceiling fixtures
(dashed) last, so the plan reads like the room from above.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from orchestrator.schema.scene import PlacedObject, Room, Scene

ROOM_PX = 760  # the longer side of the room, in pixels
MARGIN = 48
LEGEND_W = 300
LINE_H = 17
FILL = {"rug": (226, 214, 196), "floor": (236, 228, 214), "stands": (205, 190, 168),
        "wall": (196, 206, 222), "ceiling": (255, 255, 255)}
INK = (40, 36, 32)


def _layer(obj: PlacedObject) -> tuple[int, str]:
    if obj.support == "floor" and obj.size[2] < 0.03:
        return 0, "rug"
    if obj.support == "floor":
        return 1, "floor"
    if obj.support == "wall":
        return 3, "wall"
    if obj.support == "ceiling":
        return 4, "ceiling"
    return 2, "stands"


def _corners(obj: PlacedObject) -> list[tuple[float, float]]:
    hw, hd = obj.size[0] / 2, obj.size[1] / 2
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    x, y, _ = obj.location
    return [(x + u * c - v * s, y + u * s + v * c) for u, v in
            ((-hw, -hd), (hw, -hd), (hw, hd), (-hw, hd))]


def _name(obj: PlacedObject) -> str:
    return obj.label or obj.category.replace("_", " ")


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow before 10.1 has one bitmap size
        return ImageFont.load_default()


def _openings(draw: ImageDraw.ImageDraw, room: Room, to_px: object) -> None:
    px = to_px  # type: ignore[assignment]
    hw, hd = room.width / 2, room.depth / 2
    for window in room.windows:
        lo, hi = window.offset - window.width / 2, window.offset + window.width / 2
        if window.wall in ("north", "south"):
            y = hd if window.wall == "north" else -hd
            a, b = px(lo, y), px(hi, y)  # type: ignore[operator]
        else:
            x = hw if window.wall == "east" else -hw
            a, b = px(x, lo), px(x, hi)  # type: ignore[operator]
        draw.line([a, b], fill=(120, 180, 230), width=7)


def draw_plan(scene: Scene, path: Path) -> Path:
    """Draw the plan of `scene` into the PNG at `path` (written atomically)."""
    room = scene.room
    scale = ROOM_PX / max(room.width, room.depth)
    width_px, depth_px = room.width * scale, room.depth * scale
    legend_h = MARGIN + LINE_H * len(scene.objects) + 20
    image = Image.new("RGB", (int(width_px + 2 * MARGIN + LEGEND_W),
                              int(max(depth_px + 2 * MARGIN + 20, legend_h))), "white")
    draw = ImageDraw.Draw(image)
    small, label_font = _font(12), _font(14)

    def to_px(x: float, y: float) -> tuple[float, float]:
        return (MARGIN + (x + room.width / 2) * scale, MARGIN + (room.depth / 2 - y) * scale)

    draw.rectangle([to_px(-room.width / 2, room.depth / 2), to_px(room.width / 2, -room.depth / 2)],
                   fill=(250, 248, 244), outline=INK, width=6)
    _openings(draw, room, to_px)
    ordered = sorted(enumerate(scene.objects), key=lambda item: _layer(item[1])[0])
    numbers = {obj.id: k + 1 for k, obj in enumerate(scene.objects)}
    for _, obj in ordered:
        layer = _layer(obj)[1]
        points = [to_px(x, y) for x, y in _corners(obj)]
        if layer == "ceiling":
            for a, b in zip(points, points[1:] + points[:1], strict=True):
                _dashed(draw, a, b)
        else:
            draw.polygon(points, fill=FILL[layer], outline=INK)
        front_mid = ((points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2)
        centre = (sum(p[0] for p in points) / 4, sum(p[1] for p in points) / 4)
        draw.line([centre, front_mid], fill=(150, 140, 128), width=1)  # where it faces
        draw.text(centre, str(numbers[obj.id]), fill=INK, font=small, anchor="mm")
    _legend(draw, scene, numbers, int(width_px + 2 * MARGIN), label_font)
    _scale_bar(draw, scale, int(depth_px + MARGIN + 18), small)
    title = scene.plan.room_label or scene.room.room_type.replace("_", " ")
    draw.text((MARGIN, 14), f"{title}  {room.width:.1f} x {room.depth:.1f} m  (north up)",
              fill=INK, font=label_font)
    tmp = path.with_name(f".{path.name}.tmp")
    image.save(tmp, format="PNG")
    os.replace(tmp, path)  # whole or not at all, as every artifact of a run
    return path


def _dashed(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float]) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length // 6))
    for k in range(0, steps, 2):
        t0, t1 = k / steps, min((k + 1) / steps, 1.0)
        draw.line([(a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                   (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)], fill=INK, width=1)


def _legend(draw: ImageDraw.ImageDraw, scene: Scene, numbers: dict[str, int], left: int,
            font: ImageFont.ImageFont | ImageFont.FreeTypeFont) -> None:
    y = MARGIN
    for obj in scene.objects:
        layer = _layer(obj)[1]
        where = {"stands": f" (on {obj.support.replace('_', ' ')})", "wall": " (on a wall)",
                 "ceiling": " (ceiling)"}.get(layer, "")
        draw.text((left, y), f"{numbers[obj.id]:>2}  {_name(obj)}{where}"[:44], fill=INK,
                  font=font)
        y += LINE_H


def _scale_bar(draw: ImageDraw.ImageDraw, scale: float, y: int,
               font: ImageFont.ImageFont | ImageFont.FreeTypeFont) -> None:
    draw.line([(MARGIN, y), (MARGIN + scale, y)], fill=INK, width=3)
    draw.text((MARGIN + scale + 8, y - 8), "1 m", fill=INK, font=font)
