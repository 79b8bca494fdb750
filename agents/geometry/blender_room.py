"""Room shell: floor, walls with window openings, ceiling, skirting (imports bpy).

Walls stand outside the room rectangle, so the interior is exactly the scene's floor plan.
A wall with windows is built from pieces around each opening (no booleans: exact, cheap);
each opening gets a frame and glass pane (the `window` generator's, `window_parts`) and a
sill; the pane casts no shadow so daylight comes in.
A window's `offset` runs along +X on the north/south walls and along +Y on east/west walls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import bpy

from agents.geometry.blender_mesh import PartKit
from agents.geometry.blender_structure import window_parts
from agents.geometry.boxes import CASING_W
from agents.texture.blender import default_material, floor_variant
from orchestrator.schema.scene import Opening, Room, WindowSpec

WALL_T = 0.15  # wall, floor and ceiling slab thickness (m)
FRAME_W = 0.05  # window frame bar width
SKIRT_H, SKIRT_T = 0.08, 0.015

Span = tuple[float, float, float, float]  # u0, u1, z0, z1 on a wall's face
ToBox = Callable[[float, float, float, float, float, float], tuple[tuple, tuple]]


def _openings(windows: list[WindowSpec], inner: float, height: float) -> list[Span]:
    """Window rectangles on one wall, clipped to it and merged where they overlap."""
    spans: list[Span] = []
    for win in sorted(windows, key=lambda w: w.offset):
        a = max(win.offset - win.width / 2, -inner / 2 + 0.1)
        b = min(win.offset + win.width / 2, inner / 2 - 0.1)
        z0 = max(win.sill, 0.05)
        z1 = min(win.sill + win.height, height - 0.08)
        if b - a < 0.2 or z1 - z0 < 0.2:
            continue
        if spans and a < spans[-1][1]:
            pa, pb, pz0, pz1 = spans.pop()
            a, b, z0, z1 = pa, max(pb, b), min(pz0, z0), max(pz1, z1)
        spans.append((a, b, z0, z1))
    return spans


def _wall_pieces(u0: float, u1: float, height: float, holes: list[Span]) -> list[Span]:
    """Solid rectangles covering [u0,u1] x [0,height] except the holes."""
    pieces, cursor = [], u0
    for a, b, z0, z1 in holes:
        pieces.append((cursor, a, 0.0, height))
        pieces.append((a, b, 0.0, z0))
        pieces.append((a, b, z1, height))
        cursor = b
    pieces.append((cursor, u1, 0.0, height))
    return [p for p in pieces if p[1] - p[0] > 1e-4 and p[3] - p[2] > 1e-4]


def _wall_frames(room: Room) -> dict[str, tuple[float, ToBox]]:
    """Per wall: interior length along it, and a map (u0,u1,z0,z1,n0,n1) -> 3D box where
    n runs from the wall's room-side face (0) outwards."""
    hw, hd = room.width / 2, room.depth / 2

    def ns(sign: float) -> ToBox:
        return lambda u0, u1, z0, z1, n0, n1: (
            (u0, min(sign * (hd + n0), sign * (hd + n1)), z0),
            (u1, max(sign * (hd + n0), sign * (hd + n1)), z1))

    def ew(sign: float) -> ToBox:
        return lambda u0, u1, z0, z1, n0, n1: (
            (min(sign * (hw + n0), sign * (hw + n1)), u0, z0),
            (max(sign * (hw + n0), sign * (hw + n1)), u1, z1))

    return {"north": (room.width, ns(1.0)), "south": (room.width, ns(-1.0)),
            "east": (room.depth, ew(1.0)), "west": (room.depth, ew(-1.0))}


def _glass_material() -> bpy.types.Material:
    mat = default_material("vw_window_glass", (0.9, 0.95, 1.0), 0.02)
    mat.node_tree.nodes["Principled BSDF"].inputs["Transmission Weight"].default_value = 1.0
    return mat


def _door_holes(openings: list[Opening], inner: float, height: float) -> list[Span]:
    """Doorways (from the floor) and open sides (floor to ceiling) on one wall."""
    spans = []
    for o in openings:
        a, b = max(o.offset - o.width / 2, -inner / 2), min(o.offset + o.width / 2, inner / 2)
        if b - a > 1e-4:
            spans.append((a, b, 0.0, min(o.height, height + 1.0)))
    return spans


def _trim_spans(inner: float, holes: list[Span]) -> list[tuple[float, float]]:
    """The wall's length less its doorways: where the skirting runs."""
    spans, cursor = [], -inner / 2
    for a, b, z0, _ in sorted(holes):
        if z0 <= 0.0:
            spans.append((cursor, a))
            cursor = b
    spans.append((cursor, inner / 2))
    return [(a, b) for a, b in spans if b - a > 1e-4]


def build_room(room: Room, materials: dict[str, bpy.types.Material],
               walls_t: Mapping[str, float] | None = None) -> list[bpy.types.Object]:
    """Floor, walls (outside the rectangle), ceiling, skirting, window frames and glass.

    `walls_t`: each wall's thickness (a room of a home: half an interior wall where it meets
    another room, none where it lies open to the rest of its own room); the room's openings
    (doorways, open sides) are cut from its walls."""
    hw, hd, h, t = room.width / 2, room.depth / 2, room.height, WALL_T
    thick = dict.fromkeys(("north", "south", "east", "west"), t) if walls_t is None \
        else dict(walls_t)

    def mat(mid: str | None, fallback: str) -> bpy.types.Material:
        found = materials.get(mid or "")
        return found if found is not None else default_material(fallback, (0.72, 0.7, 0.66))

    white = default_material("vw_trim", (0.82, 0.81, 0.78), 0.45)
    floor, walls, ceiling = PartKit(["floor"]), PartKit(["wall"]), PartKit(["ceiling"])
    trim, glass = PartKit(["trim"]), PartKit(["glass"])
    lo = (-hw - thick["west"], -hd - thick["south"])
    hi = (hw + thick["east"], hd + thick["north"])
    floor.box((*lo, -t), (*hi, 0.0), "floor")
    ceiling.box((*lo, h), (*hi, h + t), "ceiling")
    for wall, (inner, to_box) in _wall_frames(room).items():
        wt = thick[wall]
        if wt <= 0.0:
            continue  # open to the rest of the room
        # north/south walls run past the corners so the east/west walls butt into them
        ends = (thick["west"], thick["east"]) if wall in ("north", "south") else (0.0, 0.0)
        windows = _openings([w for w in room.windows if w.wall == wall], inner, h)
        doors = _door_holes([o for o in room.openings if o.wall == wall], inner, h)
        holes = sorted(windows + doors)
        finish = "accent" if wall == room.accent_wall else "wall"  # one wall its own finish
        for u0, u1, z0, z1 in _wall_pieces(-inner / 2 - ends[0], inner / 2 + ends[1], h, holes):
            walls.box(*to_box(u0, u1, z0, z1, 0.0, wt), finish)
        for a, b in _trim_spans(inner, holes):
            trim.box(*to_box(a, b, 0.0, SKIRT_H, -SKIRT_T, 0.0), "trim")
        for a, b, _, z1 in doors:
            if z1 < h:  # a doorway's casing: jambs and head on the room's side
                c = CASING_W
                for box_ in ((a - c, a, 0.0, z1 + c), (b, b + c, 0.0, z1 + c),
                             (a - c, b + c, z1, z1 + c)):
                    trim.box(*to_box(*box_, -0.015, 0.0), "trim")
        for a, b, z0, z1 in windows:
            mid = (a + b) / 2  # the window generator's frame and pane, set into the opening
            for x0, x1, za, zb, n0, n1, part in window_parts(
                    b - a, z1 - z0, bar=FRAME_W, cols=2, rows=1, frame_y=(0.02, t * 0.6),
                    glass_y=(0.3 * t, 0.3 * t + 0.008)):
                kit, slot = (glass, "glass") if part == "glass" else (trim, "trim")
                kit.box(*to_box(mid + x0, mid + x1, z0 + za, z0 + zb, n0, n1), slot)
            trim.box(*to_box(a - 0.04, b + 0.04, z0 - 0.03, z0, -0.05, 0.02), "trim")  # sill
    out = [
        floor.finish("room_floor", None,
                     {"floor": floor_variant(mat(room.floor_material, "vw_floor"))},
                     edge_bevel=False),
        walls.finish("room_walls", None, {
            "wall": mat(room.wall_material, "vw_wall"),
            "accent": mat(room.accent_material or room.wall_material, "vw_wall")},
            edge_bevel=False),
        ceiling.finish("room_ceiling", None,
                       {"ceiling": mat(room.ceiling_material, "vw_ceiling")}, edge_bevel=False),
        trim.finish("room_trim", None, {"trim": white}),
    ]
    if room.windows and glass.bm.verts:
        pane = glass.finish("room_window_glass", None, {"glass": _glass_material()},
                            edge_bevel=False)
        # glass must not block the sun (Cycles has no caustics here) nor bounce light
        pane.visible_shadow = False
        pane.visible_diffuse = False
        out.append(pane)
    else:
        glass.bm.free()
    for ob in out:
        bpy.context.scene.collection.objects.link(ob)
    return out
