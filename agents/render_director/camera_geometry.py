"""Pinhole and box geometry for placing the camera (pure Python: no bpy).

Objects are their rotated bounding boxes (`PlacedObject`: location = centre of the bottom face).
The pinhole matches the Blender camera the worker builds: sensor fitted to the image width, no
roll (it tracks its target with world Z up), so a point's tangent-plane coordinates times the
lens over half the sensor width say where it lands (|x| <= 1 and |y| <= 1 / aspect: in frame).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from orchestrator.schema.scene import CameraSpec, PlacedObject, Scene, Vec3

SENSOR_MM = 36.0  # Blender's default sensor width, fitted to the image's long side
FIT_ASPECT = 16 / 9  # frame for the widest preset so every quality keeps the key objects
OCCLUDER_MIN = 0.25  # smaller things (mugs, vases) cannot hide a key object


def box_points(obj: PlacedObject, us: tuple[float, ...], vs: tuple[float, ...],
               ws: tuple[float, ...]) -> Iterator[Vec3]:
    """Points of the rotated box at fractions (u, v) of its width/depth from its centre and w
    of its height from its base."""
    (x, y, z), (w, d, h) = obj.location, obj.size
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    for u in us:
        for v in vs:
            dx, dy = u * w, v * d
            for t in ws:
                yield (x + dx * c - dy * s, y + dx * s + dy * c, z + t * h)


def corners(obj: PlacedObject) -> list[Vec3]:
    """The 8 corners of an object's rotated bounding box in world space."""
    return list(box_points(obj, (-0.5, 0.5), (-0.5, 0.5), (0.0, 1.0)))


def centre(obj: PlacedObject) -> Vec3:
    return (obj.location[0], obj.location[1], obj.location[2] + obj.size[2] / 2)


def front(obj: PlacedObject) -> tuple[float, float]:
    """Unit vector the object's front faces on the floor (generators model it facing -Y)."""
    return (math.sin(obj.rotation_z), -math.cos(obj.rotation_z))


def gap(eye: Vec3, obj: PlacedObject) -> float:
    """Horizontal distance from the eye to the object's rotated footprint (0 when inside)."""
    dx, dy = eye[0] - obj.location[0], eye[1] - obj.location[1]
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    lx, ly = dx * c + dy * s, -dx * s + dy * c
    return math.hypot(max(abs(lx) - obj.size[0] / 2, 0.0), max(abs(ly) - obj.size[1] / 2, 0.0))


class View:
    """A pinhole looking from `eye` towards `target`; projects to tangent-plane coordinates."""

    def __init__(self, eye: Vec3, target: Vec3) -> None:
        self.eye = eye
        f = _norm((target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]))
        r = _norm((f[1], -f[0], 0.0))  # right = forward x up(z): no roll, as Blender tracks
        u = (r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0])
        self.f, self.r, self.u = f, r, u

    def tangent(self, p: Vec3) -> tuple[float, float] | None:
        """(right, up) over depth; None behind or right at the lens."""
        v = (p[0] - self.eye[0], p[1] - self.eye[1], p[2] - self.eye[2])
        depth = _dot(v, self.f)
        if depth < 0.2:
            return None
        return _dot(v, self.r) / depth, _dot(v, self.u) / depth

    def coverage(self, half_w: float, half_h: float, obj: PlacedObject) -> float:
        """Share of a half_w x half_h (tangent units) frame the object's box covers, 0..1."""
        pts = [t for t in (self.tangent(p) for p in corners(obj)) if t is not None]
        if not pts:  # behind the camera (corners beside it are handled by the distance checks)
            return 0.0
        xs = [max(-half_w, min(half_w, p[0])) for p in pts]
        ys = [max(-half_h, min(half_h, p[1])) for p in pts]
        return (max(xs) - min(xs)) * (max(ys) - min(ys)) / (4 * half_w * half_h)


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _norm(a: Vec3) -> Vec3:
    n = math.sqrt(_dot(a, a)) or 1.0
    return (a[0] / n, a[1] / n, a[2] / n)


def in_frame(camera: CameraSpec, point: Vec3, aspect: float = FIT_ASPECT) -> bool:
    """Whether `point` projects inside the image of `camera` (sensor fitted horizontally)."""
    t = View(camera.location, camera.look_at).tangent(point)
    if t is None:
        return False
    half_w = SENSOR_MM / 2 / camera.lens_mm
    return abs(t[0]) <= half_w + 1e-9 and abs(t[1]) <= half_w / aspect + 1e-9


def coverage(camera: CameraSpec, obj: PlacedObject, aspect: float = FIT_ASPECT) -> float:
    """Fraction of the frame covered by the object's projected bounding box (0..1)."""
    half_w = SENSOR_MM / 2 / camera.lens_mm
    return View(camera.location, camera.look_at).coverage(half_w, half_w / aspect, obj)


class Occluders:
    """Boxes that can hide a key object: every placed object but rugs and small things."""

    def __init__(self, scene: Scene) -> None:
        self.boxes = []
        for o in scene.objects:
            if max(o.size) < OCCLUDER_MIN or o.size[2] < 0.05:
                continue
            c, s = math.cos(o.rotation_z), math.sin(o.rotation_z)
            self.boxes.append((o.id, o.location[0], o.location[1], c, s, o.size[0] / 2,
                               o.size[1] / 2, o.location[2], o.location[2] + o.size[2]))

    def hidden(self, eye: Vec3, p: Vec3, own: str) -> bool:
        """Whether a box other than `own`'s lies on the segment from `eye` to `p` (slab test
        in each box's own frame)."""
        for oid, x, y, c, s, hw, hd, z0, z1 in self.boxes:
            if oid == own:
                continue
            ex, ey = eye[0] - x, eye[1] - y
            px, py = p[0] - x, p[1] - y
            t0, t1 = 0.0, 0.999  # stop short of p: it lies on its own object, not behind it
            for lo, hi, a, b in ((-hw, hw, ex * c + ey * s, px * c + py * s),
                                 (-hd, hd, ey * c - ex * s, py * c - px * s),
                                 (z0, z1, eye[2], p[2])):
                d = b - a
                if abs(d) < 1e-12:
                    if a < lo or a > hi:
                        t0 = 2.0
                        break
                    continue
                ta, tb = (lo - a) / d, (hi - a) / d
                if ta > tb:
                    ta, tb = tb, ta
                t0, t1 = max(t0, ta), min(t1, tb)
                if t0 > t1:
                    break
            if t0 <= t1:
                return True
        return False
