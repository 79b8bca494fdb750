"""Camera placement (pure Python: no bpy).

A photographer walks the room at eye level and picks the view that holds its key objects
(`key_objects`: the same rule the mesh-level camera check in the Blender worker scores the
render on), with nothing filling the foreground:

1. Viewpoints: just inside each door, and two rings along the walls (WALL_INSET off them and a
   step further in: corners, quarter and middle points), never inside or right against
   furniture (flat fixtures such as doors, curtains and paintings only need a hand's width).
2. Aim (angles only, cheap): from each viewpoint, the yaw whose field at the widest preferred
   lens holds the most key objects (a window slid over their bearings, edge to each object's
   edges) and the pitch that centres them, within a slight downward PITCH.
3. Judge the best SHORTLIST exactly: the longest lens in LENS_RANGE that frames the objects the
   window holds whole (or the widest, or WIDEST_LENS where only that holds them all); a key
   object counts when FRAMED_SHARE of its box corners are in frame and some of it is not hidden
   behind another object's box. Ties go to taste: a longer lens, key objects seen from their
   front, more of the room in view, no object filling the frame.

No randomness: same scene, same camera, in a few milliseconds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from agents.render_director.camera_geometry import (
    FIT_ASPECT,
    SENSOR_MM,
    Occluders,
    View,
    box_points,
    centre,
    corners,
    coverage,
    front,
    gap,
    in_frame,
)
from orchestrator.schema.mesh_report import key_objects
from orchestrator.schema.scene import CameraSpec, PlacedObject, Scene, Vec3

__all__ = ["EYE_HEIGHT", "FIT_ASPECT", "LENS_RANGE", "SENSOR_MM", "WIDEST_LENS", "coverage",
           "frame_camera", "in_frame"]

EYE_HEIGHT = 1.58
LENS_RANGE = (16.0, 24.0)  # preferred: wide enough for a room, little stretching at the edges
WIDEST_LENS = 14.0  # only where a small room's key objects cannot all be held otherwise
WALL_INSET = 0.3  # the outer ring of viewpoints stands this far off the walls
INNER_INSET = 1.0  # the inner ring, a step further in
CLEARANCE = 0.3  # never closer than this (horizontally) to furniture around body height
FIXTURE_CLEARANCE = 0.12  # ... or than this to a flat fixture on a wall (door, painting)
FIXTURE_DEPTH = 0.15  # objects this thin or thinner are flat fixtures
MARGIN = 1.08  # breathing room around the key objects (on the frame's half-size)
PITCH = (math.radians(-15.0), math.radians(-3.0))  # always looking slightly down
FRAMED_SHARE = 0.74  # box corners in frame for a key object to count (the mesh check: 0.5)
SHORTLIST = 8  # viewpoints judged exactly
MAX_COVERAGE = 0.12  # a secondary object filling more of the frame than this is clutter
MAX_KEY_COVERAGE = 0.3  # a key object filling more than this is a close-up, not a room
KEY, BLOCKED = 100.0, 1000.0  # score of a key object held; penalty for a blocked viewpoint
DEFINING = 40.0  # more for holding the most important one (when not all of them fit)
# the widest preferred lens's half field left-right (with and without the margin) and the
# slopes (height over distance along the view axis) it can reach up-down at a pitch in PITCH
_HALF = math.atan(SENSOR_MM / 2 / LENS_RANGE[0])
_INNER = math.atan(SENSOR_MM / 2 / LENS_RANGE[0] / MARGIN)
_VHALF = math.atan(SENSOR_MM / 2 / LENS_RANGE[0] / FIT_ASPECT)
_SLOPE_LO, _SLOPE_HI = math.tan(PITCH[0] - _VHALF), math.tan(PITCH[1] + _VHALF)


def _samples(obj: PlacedObject) -> list[Vec3]:
    """Box corners pulled a little in: where furniture meshes keep most of their vertices
    (bevels, rounded corners), so their share in frame predicts the mesh check's share."""
    return list(box_points(obj, (-0.47, 0.47), (-0.47, 0.47), (0.03, 0.97)))


def _probes(obj: PlacedObject) -> list[Vec3]:
    """12 points spread through the box: can the camera see any of them past other boxes?"""
    return list(box_points(obj, (-0.4, 0.0, 0.4), (-0.35, 0.35), (0.15, 0.85)))


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


def _candidates(scene: Scene) -> list[tuple[Vec3, float]]:
    """(eye position, prior): inside each door, then two rings along the walls."""
    room, z = scene.room, min(EYE_HEIGHT, scene.room.height - 0.3)
    out: list[tuple[Vec3, float]] = []
    for door in (o for o in scene.objects if o.category == "door"):
        fx, fy = front(door)  # a door's front faces into the room
        step = door.size[1] / 2 + WALL_INSET + 0.1
        x = max(-room.width / 2 + WALL_INSET, min(room.width / 2 - WALL_INSET,
                                                  door.location[0] + fx * step))
        y = max(-room.depth / 2 + WALL_INSET, min(room.depth / 2 - WALL_INSET,
                                                  door.location[1] + fy * step))
        out.append(((x, y, z), 0.0))
    for ring, inset in enumerate((WALL_INSET, INNER_INSET)):
        inset = min(inset, room.width / 4, room.depth / 4)
        ex, ey = room.width / 2 - inset, room.depth / 2 - inset
        if ring and min(ex, ey) < 0.6:
            break  # a small room: the inner ring would be its middle
        prior = -1.0 * ring
        out += [((sx * ex, sy * ey, z), prior) for sx in (-1, 1) for sy in (-1, 1)]
        for t in (-0.5, 0.0, 0.5):
            side = prior - (1.0 if t == 0.0 else 0.5)  # looking along a wall, not across
            out += [((t * ex, sy * ey, z), side) for sy in (-1, 1)]
            out += [((sx * ex, t * ey, z), side) for sx in (-1, 1)]
    return out


def _crowding(scene: Scene, eye: Vec3) -> float:
    """Penalty for standing inside or against furniture, or with tall pieces looming close."""
    penalty = 0.0
    for obj in scene.objects:
        base, top = obj.location[2], obj.location[2] + obj.size[2]
        if top - base < 0.05 or base > eye[2] + 0.25:  # rugs underfoot, lamps overhead
            continue
        d = gap(eye, obj)
        flat = min(obj.size[0], obj.size[1]) <= FIXTURE_DEPTH
        if d < (FIXTURE_CLEARANCE if flat else CLEARANCE):
            penalty += BLOCKED
        elif d < 0.8 and top > 1.0 and not flat:
            penalty += 4.0
    return penalty


@dataclass
class _Aim:
    """A viewpoint's direction: yaw, pitch, the key objects (indices) whose corners all fit
    the window, and how much the window holds (objects, plus a tenth of each one's share)."""

    eye: Vec3
    prior: float
    crowd: float
    yaw: float
    pitch: float
    fit: list[int]
    held: float


def _aim(eye: Vec3, prior: float, crowd: float, keys: list[PlacedObject],
         samples: list[list[Vec3]]) -> _Aim:
    """Yaw holding the most key objects in the widest lens's field, pitch centring them."""
    ex, ey, ez = eye
    cx = sum(o.location[0] for o in keys) / len(keys)
    cy = sum(o.location[1] for o in keys) / len(keys)
    ref = math.atan2(cy - ey, cx - ex)
    # per sample point: bearing relative to `ref`, horizontal distance, height above the eye
    pts = [[(_wrap(math.atan2(p[1] - ey, p[0] - ex) - ref), math.hypot(p[0] - ex, p[1] - ey),
             p[2] - ez) for p in obj_pts] for obj_pts in samples]
    lo = min(a for kp in pts for a, _, _ in kp)
    hi = max(a for kp in pts for a, _, _ in kp)
    yaws = [(lo + hi) / 2]
    if hi - lo > 2 * _INNER:  # too wide for one frame: a window edge at each object's edges
        for kp in pts:
            yaws += [min(a for a, _, _ in kp) + _INNER, max(a for a, _, _ in kp) - _INNER]
    best: tuple[float, float, list[int], list[float]] | None = None
    for yaw in yaws:
        held, fit, slopes = 0.0, [], []
        for i, kp in enumerate(pts):
            inside = []  # in the field left-right, and up-down for some pitch in PITCH
            for a, h, dz in kp:
                d = a - yaw
                if -_HALF < d < _HALF:
                    t = dz / max(h * math.cos(d), 1e-6)
                    if _SLOPE_LO <= t <= _SLOPE_HI:
                        inside.append(t)
            share = len(inside) / len(kp)
            held += (1.0 if share >= FRAMED_SHARE else 0.0) + 0.1 * share
            if share >= FRAMED_SHARE:
                slopes += inside
                if all(-_INNER <= a - yaw <= _INNER for a, _, _ in kp):
                    fit.append(i)
        if best is None or held > best[0] + 1e-9:
            best = (held, yaw, fit, slopes)
    assert best is not None
    held, yaw, fit, slopes = best
    pitch = (math.atan(min(slopes)) + math.atan(max(slopes))) / 2 if slopes else PITCH[0]
    pitch = min(max(pitch, PITCH[0]), PITCH[1])
    return _Aim(eye, prior, crowd, _wrap(ref + yaw), pitch, fit, held)


def _lens_for(view: View, objs: list[PlacedObject]) -> float:
    """Longest lens in LENS_RANGE that frames `objs` whole (the widest when none can)."""
    need = SENSOR_MM / 2 / LENS_RANGE[1] / MARGIN
    for obj in objs:
        for p in corners(obj):
            t = view.tangent(p)
            if t is None:
                return LENS_RANGE[0]
            need = max(need, abs(t[0]), abs(t[1]) * FIT_ASPECT)
    return max(LENS_RANGE[0], min(LENS_RANGE[1], SENSOR_MM / 2 / (need * MARGIN)))


def _judge(scene: Scene, aim: _Aim, keys: list[PlacedObject], samples: list[list[Vec3]],
           occluders: Occluders) -> tuple[float, CameraSpec]:
    """Exact score of a shortlisted viewpoint and the camera it gives."""
    eye = aim.eye
    reach = max(2.0, max(math.dist(eye[:2], o.location[:2]) for o in keys))
    cos_p = math.cos(aim.pitch)
    target = (eye[0] + reach * cos_p * math.cos(aim.yaw),
              eye[1] + reach * cos_p * math.sin(aim.yaw), eye[2] + reach * math.sin(aim.pitch))
    view = View(eye, target)

    def offset(p: Vec3) -> float:  # how far off-axis p lands: in frame when <= half the
        t = view.tangent(p)  # sensor width over the lens
        return max(abs(t[0]), abs(t[1]) * FIT_ASPECT) if t is not None else math.inf

    framing = [[offset(p) for p in pts] for pts in samples]
    probes = [[(offset(p), p) for p in _probes(o)] for o in keys]
    seen: dict[tuple[int, float], bool] = {}
    top = max(o.importance for o in keys)

    def held(lens: float) -> float:
        half = SENSOR_MM / 2 / lens * 0.98
        total = 0.0
        for k, obj in enumerate(keys):
            share = sum(off <= half for off in framing[k]) / len(framing[k])
            if share >= FRAMED_SHARE:  # and some of it in view past the other boxes
                if (k, half) not in seen:
                    seen[k, half] = any(not occluders.hidden(eye, p, obj.id)
                                        for off, p in probes[k] if off <= half)
                if seen[k, half]:  # the room's defining object above all
                    total += KEY + (DEFINING if obj.importance == top else 0.0)
            total += 10.0 * share
        return total

    fitted = LENS_RANGE[0]
    if aim.fit:
        fitted = round(_lens_for(view, [keys[i] for i in aim.fit]), 2)
    options = [(held(fitted) + fitted - LENS_RANGE[0], fitted)]
    if fitted > LENS_RANGE[0]:
        options.append((held(LENS_RANGE[0]), LENS_RANGE[0]))
    if options[-1][0] < KEY * len(keys):  # short of some: the fallback lens
        options.append((held(WIDEST_LENS) - 30.0, WIDEST_LENS))
    lens_score, lens = max(options)  # ties: the longer lens
    score = aim.prior - aim.crowd + lens_score + min(reach, 6.0)
    for obj in keys:  # key objects seen from the front, the defining one most of all
        fx, fy = front(obj)
        dx, dy = eye[0] - obj.location[0], eye[1] - obj.location[1]
        facing = (fx * dx + fy * dy) / (math.hypot(dx, dy) or 1.0)
        score += (6.0 if obj.importance == top else 3.0) * facing
    key_ids = {o.id for o in keys}
    half_w = SENSOR_MM / 2 / lens
    half_h = half_w / FIT_ASPECT
    for obj in scene.objects:
        if obj.size[2] > 0.1:  # rugs lie flat: fine
            most = MAX_KEY_COVERAGE if obj.id in key_ids else MAX_COVERAGE
            score -= 250.0 * max(0.0, view.coverage(half_w, half_h, obj) - most)
        if obj.id not in key_ids:  # the rest of the room, in view
            t = view.tangent(centre(obj))
            if t is not None and abs(t[0]) <= half_w and abs(t[1]) <= half_h:
                score += 0.3 * obj.importance
    return score, CameraSpec(location=eye, look_at=target, lens_mm=lens)


def frame_camera(scene: Scene, only: Sequence[str] = ()) -> CameraSpec:
    """The best eye-level viewpoint; an empty room gets a corner view of its centre.

    `only`: frame these objects (ids) instead of the key objects: the second view, of what
    the first one could not show.
    """
    keys = key_objects(scene, only) or list(scene.objects)
    candidates = _candidates(scene)
    if not keys:
        eye = candidates[0][0]
        return CameraSpec(location=eye, look_at=(0.0, 0.0, 1.0), lens_mm=LENS_RANGE[0] + 2)
    crowds = [_crowding(scene, eye) for eye, _ in candidates]
    clear = [i for i, c in enumerate(crowds) if c < BLOCKED] or list(range(len(candidates)))
    samples = [_samples(o) for o in keys]
    aims = [_aim(*candidates[i], crowds[i], keys, samples) for i in clear]
    # shortlist on what the angles promise, then judge exactly (stable sort: deterministic)
    aims.sort(key=lambda a: -(10.0 * a.held + a.prior - a.crowd))
    occluders = Occluders(scene)
    best: tuple[float, CameraSpec] | None = None
    for aim in aims[:SHORTLIST]:
        judged = _judge(scene, aim, keys, samples, occluders)
        if best is None or judged[0] > best[0] + 1e-9:
            best = judged
    assert best is not None
    return best[1]
