"""Camera placement (pure Python: no bpy).

An eye-level camera stands inside the room near a corner (or, failing that, a wall's middle)
and looks diagonally across it. Every candidate viewpoint is scored on how much of the
furnished area it sees, weighted by object importance, with a bonus for seeing objects from
the front and penalties for tall furniture in the foreground; the lens is the longest one
(least distortion) that still fits the key objects. No randomness: same scene, same camera.
"""

from __future__ import annotations

import math

from orchestrator.scene import CameraSpec, PlacedObject, Scene, Vec3

EYE_HEIGHT = 1.58
SENSOR_MM = 36.0  # Blender's default sensor width, fitted to the image's long side
FIT_ASPECT = 16 / 9  # frame for the widest preset so every quality keeps the key objects
LENS_RANGE = (17.0, 24.0)
WALL_INSET = 0.35  # how far the camera stands off the walls
MARGIN = 1.12  # breathing room around the key objects
MAX_COVERAGE = 0.12  # a secondary object filling more of the frame than this is clutter


def _corners(obj: PlacedObject) -> list[Vec3]:
    """The 8 corners of an object's rotated bounding box in world space."""
    (x, y, z), (w, d, h) = obj.location, obj.size
    c, s = math.cos(obj.rotation_z), math.sin(obj.rotation_z)
    pts = []
    for dx in (-w / 2, w / 2):
        for dy in (-d / 2, d / 2):
            for zz in (z, z + h):
                pts.append((x + dx * c - dy * s, y + dx * s + dy * c, zz))
    return pts


def _centre(obj: PlacedObject) -> Vec3:
    return (obj.location[0], obj.location[1], obj.location[2] + obj.size[2] / 2)


class _View:
    """A pinhole looking from `eye` towards `target`; projects to tangent-plane coordinates."""

    def __init__(self, eye: Vec3, target: Vec3) -> None:
        self.eye = eye
        f = _norm(_sub(target, eye))
        r = _norm((f[1], -f[0], 0.0))  # right = forward x up(z)
        u = (r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0])
        self.f, self.r, self.u = f, r, u

    def tangent(self, p: Vec3) -> tuple[float, float] | None:
        v = _sub(p, self.eye)
        depth = _dot(v, self.f)
        if depth < 0.2:
            return None
        return _dot(v, self.r) / depth, _dot(v, self.u) / depth


def _sub(a: Vec3, b: Vec3) -> Vec3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _norm(a: Vec3) -> Vec3:
    n = math.sqrt(_dot(a, a)) or 1.0
    return (a[0] / n, a[1] / n, a[2] / n)


def in_frame(camera: CameraSpec, point: Vec3, aspect: float = FIT_ASPECT) -> bool:
    """Whether `point` projects inside the image of `camera` (sensor fitted horizontally)."""
    t = _View(camera.location, camera.look_at).tangent(point)
    if t is None:
        return False
    half_w = SENSOR_MM / 2 / camera.lens_mm
    return abs(t[0]) <= half_w + 1e-9 and abs(t[1]) <= half_w / aspect + 1e-9


def coverage(camera: CameraSpec, obj: PlacedObject, aspect: float = FIT_ASPECT) -> float:
    """Fraction of the frame covered by the object's projected bounding box (0..1)."""
    view = _View(camera.location, camera.look_at)
    half_w = SENSOR_MM / 2 / camera.lens_mm
    half_h = half_w / aspect
    pts = [t for t in (view.tangent(p) for p in _corners(obj)) if t is not None]
    if not pts:  # behind the camera (corners beside it are handled by the distance checks)
        return 0.0
    xs = [max(-half_w, min(half_w, p[0])) for p in pts]
    ys = [max(-half_h, min(half_h, p[1])) for p in pts]
    return (max(xs) - min(xs)) * (max(ys) - min(ys)) / (4 * half_w * half_h)


def _candidates(scene: Scene) -> list[tuple[Vec3, float]]:
    """(eye position, prior): the 4 corners, the same a step further in, the 4 wall middles."""
    room = scene.room
    inset = min(WALL_INSET, room.width / 4, room.depth / 4)
    ex, ey = room.width / 2 - inset, room.depth / 2 - inset
    z = min(EYE_HEIGHT, room.height - 0.3)
    corners = [((sx * ex, sy * ey, z), 0.0) for sx in (-1, 1) for sy in (-1, 1)]
    # a step further in, for corners taken by a lamp or a plant
    fx, fy = max(ex - 0.45, 0.0), max(ey - 0.45, 0.0)
    corners += [((sx * fx, sy * fy, z), -0.5) for sx in (-1, 1) for sy in (-1, 1)]
    middles = [((0.0, sy * ey, z), -1.5) for sy in (-1, 1)] + \
              [((sx * ex, 0.0, z), -1.5) for sx in (-1, 1)]
    return corners + middles


def _blocked(eye: Vec3, obj: PlacedObject) -> float:
    """Horizontal distance from the eye to the object's footprint (0 when inside)."""
    x0, y0, x1, y1 = _footprint(obj)
    dx = max(x0 - eye[0], 0.0, eye[0] - x1)
    dy = max(y0 - eye[1], 0.0, eye[1] - y1)
    return math.hypot(dx, dy)


def _footprint(obj: PlacedObject) -> tuple[float, float, float, float]:
    xs = [p[0] for p in _corners(obj)]
    ys = [p[1] for p in _corners(obj)]
    return min(xs), min(ys), max(xs), max(ys)


def _key_sets(scene: Scene) -> list[list[PlacedObject]]:
    """Objects the frame should hold, from generous to strict; the first that fits wins."""
    top = max(o.importance for o in scene.objects)
    sets = []
    for cut in (top - 3, top - 1, top):
        keys = [o for o in scene.objects if o.importance >= cut and o.size[2] > 0.05]
        keys = keys or [o for o in scene.objects if o.importance >= cut]
        if keys and keys not in sets:
            sets.append(keys)
    return sets


def _target(scene: Scene, eye: Vec3, keys: list[PlacedObject]) -> Vec3:
    """Importance-weighted centre of the key objects, pulled towards the room centre."""
    wsum = sum(o.importance ** 2 for o in keys)
    cx = sum(_centre(o)[0] * o.importance ** 2 for o in keys) / wsum
    cy = sum(_centre(o)[1] * o.importance ** 2 for o in keys) / wsum
    cx, cy = 0.7 * cx, 0.7 * cy
    if math.hypot(cx - eye[0], cy - eye[1]) < 1.5:  # too close: look past it, across the room
        cx, cy = -eye[0] * 0.3, -eye[1] * 0.3
    return (cx, cy, 0.8)


def _centre_on(eye: Vec3, target: Vec3, keys: list[PlacedObject]) -> Vec3:
    """Turn the view so the key objects' angular extent is centred left-right."""
    base = math.atan2(target[1] - eye[1], target[0] - eye[0])
    rel = []
    for obj in keys:
        for p in _corners(obj):
            a = math.atan2(p[1] - eye[1], p[0] - eye[0]) - base
            rel.append((a + math.pi) % (2 * math.pi) - math.pi)
    mid = base + (min(rel) + max(rel)) / 2
    dist = math.hypot(target[0] - eye[0], target[1] - eye[1])
    return (eye[0] + dist * math.cos(mid), eye[1] + dist * math.sin(mid), target[2])


def _lens_for(view: _View, objs: list[PlacedObject]) -> tuple[float, bool]:
    """Longest lens in range that frames `objs`; False when even the widest cannot."""
    hx = hy = 0.0
    for obj in objs:
        for p in _corners(obj):
            t = view.tangent(p)
            if t is None:
                return LENS_RANGE[0], False
            hx, hy = max(hx, abs(t[0])), max(hy, abs(t[1]) * FIT_ASPECT)
    need = max(hx, hy, 1e-3) * MARGIN
    lens = SENSOR_MM / 2 / need
    return max(LENS_RANGE[0], min(LENS_RANGE[1], lens)), lens >= LENS_RANGE[0]


def _score(scene: Scene, eye: Vec3, prior: float) -> tuple[float, CameraSpec]:
    sets = _key_sets(scene)
    rank = 0
    for keys in sets:
        target = _centre_on(eye, _target(scene, eye, keys), keys)
        lens, fits = _lens_for(_View(eye, target), keys)
        if fits:
            break
        rank += 1  # a stricter key set fits: fewer key objects in frame
    score = prior - 3.0 * min(rank, len(sets) - 1) - (0.0 if fits else 8.0)
    cam = CameraSpec(location=eye, look_at=target, lens_mm=round(lens, 2))
    top_importance = max(o.importance for o in scene.objects)
    for obj in scene.objects:
        gap = _blocked(eye, obj)
        base, top = obj.location[2], obj.location[2] + obj.size[2]
        # where the photographer would stand, or where the lens would be (pendants hang high)
        in_the_way = (base < 1.0 and top > 0.6) or base - 0.1 <= eye[2] <= top + 0.1
        if gap < 0.25 and in_the_way:
            score -= 100.0
        elif gap < 0.9 and top > 1.0 and base < eye[2]:  # tall thing looming in the foreground
            score -= 4.0
        if obj.importance < top_importance and obj.size[2] > 0.1:  # rugs lie flat: fine
            score -= 40.0 * max(0.0, coverage(cam, obj) - MAX_COVERAGE)
        seen = sum(in_frame(cam, p) for p in _corners(obj)) / 8
        score += obj.importance * seen
        front = (math.sin(obj.rotation_z), -math.cos(obj.rotation_z))
        to_eye = _norm((eye[0] - obj.location[0], eye[1] - obj.location[1], 0.0))
        facing = max(0.0, front[0] * to_eye[0] + front[1] * to_eye[1])
        score += 0.4 * obj.importance * seen * facing
    score += 0.5 * math.hypot(target[0] - eye[0], target[1] - eye[1])
    return score, cam


def frame_camera(scene: Scene) -> CameraSpec:
    """The best-scoring eye-level viewpoint; an empty room gets a corner view of its centre."""
    if not scene.objects:
        eye = _candidates(scene)[0][0]
        return CameraSpec(location=eye, look_at=(0.0, 0.0, 1.0), lens_mm=LENS_RANGE[0] + 2)
    best: tuple[float, CameraSpec] | None = None
    for eye, prior in _candidates(scene):
        scored = _score(scene, eye, prior)
        if best is None or scored[0] > best[0] + 1e-9:
            best = scored
    assert best is not None
    return best[1]
