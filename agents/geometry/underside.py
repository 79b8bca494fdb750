"""Knee space: the open floor under a desk's or a table's top, where the prompt may put a
thing ("a mini fridge under the desk", "a bin beneath the table").

Each kind with an open underside says where it is, in the object's own frame (x across its
width, y front (-) to back (+), metres from its centre; z up from the floor), from how its
generator builds it: clear of the legs, the apron, a drawer box and a modesty panel. A thing
standing wholly inside that space may share the table's bounding box: `tucked_under` is the
exemption the layout and the validator grant it (the mesh-level collision check needs none).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from agents.geometry.families.games_gear import LOFT_CLEARANCE
from orchestrator.schema.scene import PlacedObject, Vec3, footprint, footprint_at

Local = tuple[float, float, float, float, float]  # x0, y0, x1, y1, top
TUCK_TOL = 0.005  # metres a tucked thing may stray past its knee space (rounding)
MIN_SCALE = 0.6  # the smallest a thing is made to fit under a desk
# metres kept free above it: a rug under the thing but not the desk lifts it ~1 cm, and the
# field's collision check separates meshes by 5 mm before it re-checks
HEADROOM = 0.03

# kind -> its knee space, from its size, between its legs (`blender_casework.legs4`: a
# desk's reach 8 cm in from each end, a dining table's 12.5 cm), under a desk's drawer box
# (19 cm deep) and in front of its modesty panel, under a dining table's apron (13 cm deep);
# a pedestal desk's gap between its pedestals; a loft bed's floor between its posts, under
# its deck (a desk or a sofa goes there, turned to run along the bed)
KNEE_SPACE: dict[str, Callable[[Vec3], Local]] = {
    "desk": lambda s: (-s[0] / 2 + 0.1, -s[1] / 2 + 0.02, s[0] / 2 - 0.1, s[1] / 2 - 0.08,
                       s[2] - 0.2),
    "dining_table": lambda s: (-s[0] / 2 + 0.14, -s[1] / 2 + 0.05, s[0] / 2 - 0.14,
                               s[1] / 2 - 0.05, s[2] - 0.14),
    "teachers_desk": lambda s: (-0.15 * s[0], -0.4 * s[1], 0.15 * s[0], 0.49 * s[1],
                                0.93 * s[2]),
    "loft_bed": lambda s: (-0.43 * s[0], -0.46 * s[1], 0.43 * s[0], 0.46 * s[1],
                           (LOFT_CLEARANCE - 0.01) * s[2]),
    # a bench's between its trestles or legs, in front of a trestle bench's stretcher and
    # under its slats' rails or a padded bench's apron (`blender_seating.build_bench`)
    "bench": lambda s: (-s[0] / 2 + 0.15, -s[1] / 2 + 0.005, s[0] / 2 - 0.15, -0.025,
                        s[2] - 0.105),
    # a workbench's between its legs, under its vice and drawer (its lower shelf is left
    # off when something stands there: `layout._mark_filled`)
    "workbench": lambda s: (-0.42 * s[0] + 0.01, -0.48 * s[1], 0.42 * s[0] - 0.01,
                            0.48 * s[1], 0.78 * s[2] - 0.01),
    # a Christmas tree's floor under its lowest boughs, before its stand (`families.decor`:
    # the boughs' cone begins at a tenth of its height, the stand is a third of its width)
    "christmas_tree": lambda s: (-0.42 * s[0], -0.5 * s[1], 0.42 * s[0], -0.18 * s[1],
                                 0.1 * s[2]),
}


def knee_space(category: str, size: Vec3) -> Local | None:
    """The open space under a thing of this kind and size, in its own frame; None if none."""
    shape = KNEE_SPACE.get(category)
    return shape(size) if shape is not None else None


def _across(thing: Vec3, turned: bool) -> tuple[float, float]:
    """A thing's extent along its host's width and depth, turned like it or a quarter turn."""
    return (thing[1], thing[0]) if turned else (thing[0], thing[1])


def _scale(knee: Local, thing: Vec3, turned: bool) -> float:
    """How far a thing must shrink to stand in the knee space, turned like its host or a
    quarter turn from it (1.0: not at all)."""
    w, d = _across(thing, turned)
    return min(1.0, (knee[2] - knee[0]) / w, (knee[3] - knee[1]) / d,
               (knee[4] - HEADROOM) / thing[2])


def turns_under(category: str, size: Vec3, thing: Vec3) -> tuple[bool, ...]:
    """The ways a thing stands under a `category` of `size` without shrinking: False turned
    like it, True a quarter turn from it (a desk under a loft bed runs along the bed)."""
    knee = knee_space(category, size)
    return () if knee is None else tuple(t for t in (False, True) if _scale(knee, thing, t) >= 1)


def fits_under(category: str, size: Vec3, thing: Vec3) -> bool:
    """Whether a thing of size `thing` stands under a `category` of `size`, either way round."""
    return bool(turns_under(category, size, thing))


def fitted_under(category: str, size: Vec3, thing: Vec3) -> Vec3 | None:
    """The thing's size, scaled down (to no less than MIN_SCALE) to stand under a
    `category` of `size`; None if it cannot ("a mini fridge under the desk": a cube one)."""
    knee = knee_space(category, size)
    if knee is None:
        return None
    k = max(_scale(knee, thing, False), _scale(knee, thing, True))
    if k < MIN_SCALE:
        return None
    # rounded down: a size rounded up to the 0.1 mm would no longer fit
    return (_down(thing[0] * k), _down(thing[1] * k), _down(thing[2] * k))


def _down(metres: float) -> float:
    return math.floor(metres * 1e4) / 1e4


def _world(host: PlacedObject, lx: float, ly: float) -> tuple[float, float]:
    c, s = math.cos(host.rotation_z), math.sin(host.rotation_z)
    x, y = host.location[0], host.location[1]
    return x + lx * c - ly * s, y + lx * s + ly * c


def under_spots(host: PlacedObject, thing: Vec3) -> list[tuple[float, float, float]]:
    """Where a thing of size `thing` stands under the host, as (x, y, rotation not yet
    normalised): turned like the host against the back of its knee space, at either end
    first, leaving the middle for a sitter's legs; or, where only a quarter turn fits, along
    it, facing either side."""
    knee = knee_space(host.category, host.size)
    if knee is None:
        return []
    x0, y0, x1, y1, _ = knee
    spots = []
    for turned in turns_under(host.category, host.size, thing):
        w, d = _across(thing, turned)
        if turned:  # along the host, in the middle, against either side
            faces = ((x1 - w / 2, (y0 + y1) / 2, math.pi / 2),
                     (x0 + w / 2, (y0 + y1) / 2, -math.pi / 2))
            spots += [(*_world(host, lx, ly), host.rotation_z + rot)
                      for lx, ly, rot in faces]
            continue
        ly = y1 - d / 2
        lo, hi = x0 + w / 2, x1 - w / 2
        steps = max(1, int((hi - lo) / 0.1))
        xs = sorted((lo + (hi - lo) * k / steps for k in range(steps + 1)),
                    key=lambda lx: -abs(lx - (lo + hi) / 2))
        spots += [(*_world(host, lx, ly), host.rotation_z) for lx in xs]
    return spots


def tucked_under(thing: PlacedObject, host: PlacedObject) -> bool:
    """Whether `thing` stands wholly in the knee space of `host`."""
    return in_knee_space(footprint(thing), thing.location[2] + thing.size[2], host)


def in_knee_space(rect: tuple[float, float, float, float], top: float, host: PlacedObject
                  ) -> bool:
    """Whether a floor rectangle with things up to `top` lies in the knee space of `host`."""
    knee = knee_space(host.category, host.size)
    if knee is None or top > host.location[2] + knee[4] + TUCK_TOL:
        return False
    x0, y0, x1, y1, _ = knee
    cx, cy = _world(host, (x0 + x1) / 2, (y0 + y1) / 2)
    kx0, ky0, kx1, ky1 = footprint_at(cx, cy, host.rotation_z, (x1 - x0, y1 - y0, 0.0))
    tx0, ty0, tx1, ty1 = rect
    return tx0 >= kx0 - TUCK_TOL and ty0 >= ky0 - TUCK_TOL and tx1 <= kx1 + TUCK_TOL \
        and ty1 <= ky1 + TUCK_TOL
