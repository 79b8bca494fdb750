"""Candidate poses for each placement kind, best first. Pure geometry: no collision checks.

The solver (`agents.geometry.layout`) walks these lists and keeps the first pose that fits.
Every rotation is a multiple of pi/2, so footprints stay tight. Along a wall the coordinate `t`
is world x on the north/south walls and world y on the east/west walls.
"""

from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass

from agents.geometry.boxes import WALL_ROTATION, Rect, front_vector, normalize, world_rect
from agents.geometry.catalog import spec
from agents.geometry.shapes import rim_clear
from orchestrator.schema.scene import PlacedObject, Wall, footprint

WALLS: tuple[Wall, ...] = ("north", "east", "south", "west")
MARGIN = 0.02  # kept between every object and the walls
Size = tuple[float, float, float]


@dataclass(frozen=True)
class Pose:
    x: float
    y: float
    z: float
    rotation: float
    wall: Wall | None = None  # the wall the object backs onto, if any


@dataclass(frozen=True)
class Shell:
    width: float
    depth: float
    height: float

    def length(self, wall: Wall) -> float:
        return self.width if wall in ("north", "south") else self.depth


def _frange(lo: float, hi: float, step: float) -> list[float]:
    if hi < lo - 1e-9:
        return []
    n = max(1, math.floor((hi - lo) / step + 1e-9) + 1)
    values = [lo + i * step for i in range(n)]
    if hi - values[-1] > 1e-6:
        values.append(hi)
    return values


def wall_pose(shell: Shell, wall: Wall, t: float, depth: float, off: float) -> Pose:
    """Back of a box `depth` deep at distance `off` from the wall, centred at `t` along it."""
    inset = off + depth / 2
    if wall == "north":
        x, y = t, shell.depth / 2 - inset
    elif wall == "south":
        x, y = t, -shell.depth / 2 + inset
    elif wall == "east":
        x, y = shell.width / 2 - inset, t
    else:
        x, y = -shell.width / 2 + inset, t
    return Pose(round(x, 4), round(y, 4), 0.0, WALL_ROTATION[wall], wall)


def along(wall: Wall | None, x: float, y: float) -> float:
    """The along-wall coordinate t of a point."""
    return x if wall in ("north", "south") else y


def off_wall(shell: Shell, wall: Wall, obj: PlacedObject) -> float:
    """How far the back of an object backed to `wall` stands from it."""
    x, y, _ = obj.location
    centre = {"north": shell.depth / 2 - y, "south": y + shell.depth / 2,
              "east": shell.width / 2 - x, "west": x + shell.width / 2}[wall]
    return centre - obj.size[1] / 2


def wall_candidates(
    shell: Shell, size: Size, walls: list[Wall], t_frac: float, step: float = 0.1,
    off: float = MARGIN
) -> list[Pose]:
    """Backed against each wall in order (`off` from it); on each wall, nearest to the
    preferred spot first.

    t_frac in [-1, 1] is the preferred position as a fraction of the usable span (0 = middle).
    """
    w, d, _ = size
    poses: list[Pose] = []
    for wall in walls:
        half = shell.length(wall) / 2 - MARGIN - w / 2
        ts = _frange(-half, half, step)
        pref = t_frac * max(half, 0.0)
        for t in sorted(ts, key=lambda t: abs(t - pref)):
            poses.append(wall_pose(shell, wall, t, d, off))
    return poses


def corner_candidates(shell: Shell, size: Size, walls: list[Wall], off: float = MARGIN
                      ) -> list[Pose]:
    """Backed against a wall (`off` from it) at either end of it: every corner, in two
    orientations."""
    w, d, _ = size
    poses = []
    for wall in walls:
        half = shell.length(wall) / 2 - MARGIN - w / 2
        if half >= 0:
            poses += [wall_pose(shell, wall, s * half, d, off) for s in (1, -1)]
    return poses


HUNG_TOP_GAP = 0.15  # metres a wall hanging keeps below the ceiling


def mounted_candidates(
    shell: Shell, size: Size, walls: list[Wall], anchor: float | None, centre_z: float = 1.5
) -> list[Pose]:
    """Hung on a wall 5 mm off its surface with the centre near `centre_z` metres."""
    w, d, h = size
    z = min(max(centre_z - h / 2, 0.3), shell.height - HUNG_TOP_GAP - h)
    poses = []
    for i, wall in enumerate(walls):
        half = shell.length(wall) / 2 - 0.1 - w / 2
        pref = anchor if (i == 0 and anchor is not None) else 0.0
        for t in sorted(_frange(-half, half, 0.1), key=lambda t: abs(t - pref)):
            pose = wall_pose(shell, wall, t, d, 0.005)
            poses.append(Pose(pose.x, pose.y, round(z, 4), pose.rotation, wall))
    return poses


def next_to_candidates(
    size: Size, target: PlacedObject, shell: Shell, wall: Wall | None, sides: tuple[int, int],
    off: float = MARGIN
) -> list[Pose]:
    """Beside the target, same orientation: along its wall (`off` from it), or along its own
    width axis."""
    w, d, _ = size
    tx, ty, _ = target.location
    poses = []
    for gap in (0.03, 0.06, 0.12, 0.25, 0.4):
        for side in sides:
            shift = side * (target.size[0] / 2 + gap + w / 2)
            if wall is not None:
                t = along(wall, tx, ty) + shift
                poses.append(wall_pose(shell, wall, round(t, 4), d, off))
            else:
                c, s = math.cos(target.rotation_z), math.sin(target.rotation_z)
                x, y = tx + c * shift, ty + s * shift
                poses.append(Pose(round(x, 4), round(y, 4), 0.0, target.rotation_z))
    return poses


def top_keep_clear(host: PlacedObject, own: bool = True) -> tuple[Rect, ...]:
    """What of a host's top nothing may stand on, in the room: its own keep-clear (a basin,
    a bed's pillows, a sofa's back and arms; `own=False` where vessel sinks took the basin's
    place) and a round top's rim."""
    mine = spec(host.category).keep_clear if own else ()
    return tuple(world_rect(host, r)
                 for r in mine + rim_clear(host.category, host.seed, host.attributes))


def local_pref(host: PlacedObject, u: float, v: float) -> tuple[float, float]:
    """A spot given along the host's width (u) and towards its back (v), both -1..1, as the
    room-axis fractions `surface_candidates` takes."""
    c, s = math.cos(host.rotation_z), math.sin(host.rotation_z)
    return (u * c - v * s, u * s + v * c)


def surface_candidates(
    size: Size, target: PlacedObject, surface_z: float, rotation: float, pref: tuple[float, float],
    inset: float = 0.01, rows: bool = False, keep_clear: tuple[Rect, ...] = (),
    point: tuple[float, float] | None = None,
) -> list[Pose]:
    """On a surface of the target, fully inside its footprint less `inset`, nearest to `pref`
    (fractions) first; `rows`: row by row from `pref` (a crowded shelf fills from one end);
    `point`: nearest to that spot in the room first (a fork beside its plate)."""
    x0, y0, x1, y1 = footprint(target)
    w, d, _ = size
    c, s = abs(math.cos(rotation)), abs(math.sin(rotation))
    ex, ey = (w * c + d * s) / 2, (w * s + d * c) / 2
    lo_x, hi_x = x0 + inset + ex, x1 - inset - ex
    lo_y, hi_y = y0 + inset + ey, y1 - inset - ey
    if lo_x > hi_x or lo_y > hi_y:
        return []
    px = (lo_x + hi_x) / 2 + pref[0] * (hi_x - lo_x) / 2
    py = (lo_y + hi_y) / 2 + pref[1] * (hi_y - lo_y) / 2
    small = (hi_x - lo_x) * (hi_y - lo_y) < 0.3
    step = 0.02 if rows and small else 0.04  # a small crowded top is searched finer
    step_x = step_y = step
    if min(hi_x - lo_x, hi_y - lo_y) < 3 * step:  # the inside of a cup: things side by side
        step_x, step_y = (max(0.004, 2 * e + 0.002) for e in (ex, ey))
    points = [(x, y) for x in _frange(lo_x, hi_x, step_x) for y in _frange(lo_y, hi_y, step_y)]
    if keep_clear:  # not over a basin
        points = [(x, y) for x, y in points
                  if not any(x + ex > r[0] and x - ex < r[2] and y + ey > r[1] and y - ey < r[3]
                             for r in keep_clear)]
    if point is not None:
        px, py = point
        points.sort(key=lambda p: (p[0] - px) ** 2 + (p[1] - py) ** 2)
    elif rows and abs(math.cos(rotation)) > 0.5:  # rows run along x, each pressed to pref
        points.sort(key=lambda p: (round(abs(p[1] - py) / (2 * ey)), abs(p[0] - px),
                                   abs(p[1] - py)))
    elif rows:
        points.sort(key=lambda p: (round(abs(p[0] - px) / (2 * ex)), abs(p[1] - py),
                                   abs(p[0] - px)))
    else:
        points.sort(key=lambda p: (p[0] - px) ** 2 + (p[1] - py) ** 2)
    return [Pose(round(x, 4), round(y, 4), surface_z, rotation) for x, y in points]


def _side_of(rotation: float) -> str:
    fx, fy = front_vector(rotation)
    if abs(fy) > 0.5:
        return "north" if fy > 0 else "south"
    return "east" if fx > 0 else "west"


_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
_ENDS = {"north": ("west", "east"), "south": ("west", "east"),
         "east": ("south", "north"), "west": ("south", "north")}


def ring_candidates(
    size: Size, target: PlacedObject, gap: float, order: str, rng: random.Random,
    seats: int = 0,
) -> list[Pose]:
    """Around the target on its sides, each pose facing it.

    order: "front" = only the side the target faces (a desk, a counter); "balanced" = the long
    sides first, alternating so seats spread round a table; "ends" = the sides across the
    target's front first, then behind it, then in front (armchairs beside a coffee table).
    `seats`: how many will stand round it, shared out evenly over the sides and spaced evenly
    along each, first (six round a round table: two at two sides, one in the middle of each
    other side); then every spot the sides have room for.
    """
    w, d, _ = size
    x0, y0, x1, y1 = footprint(target)
    # side: (rotation facing the target, fixed coordinate, span along the side)
    layout = {
        "south": (math.pi, y0 - gap - d / 2, (x0, x1)),
        "north": (0.0, y1 + gap + d / 2, (x0, x1)),
        "west": (math.pi / 2, x0 - gap - d / 2, (y0, y1)),
        "east": (-math.pi / 2, x1 + gap + d / 2, (y0, y1)),
    }
    front = _side_of(target.rotation_z)
    if order == "front":
        names = [front]
    elif order == "ends":
        ends = list(_ENDS[front])
        rng.shuffle(ends)
        names = [*ends, _OPPOSITE[front], front]
    else:
        long_pair, short_pair = ["south", "north"], ["west", "east"]
        if (x1 - x0) < (y1 - y0):
            long_pair, short_pair = short_pair, long_pair
        rng.shuffle(long_pair)
        rng.shuffle(short_pair)
        names = [*long_pair, *short_pair]
    shares = [seats // len(names) + (i < seats % len(names)) for i in range(len(names))]
    sides: list[list[Pose]] = []
    spread: list[list[Pose]] = []
    for name, share in zip(names, shares, strict=True):
        rot, fixed, (lo, hi) = layout[name]
        span = hi - lo
        k = max(1, int(span // (w + 0.12)))
        on_x = name in ("south", "north")
        sides.append(_side_spots(k, lo, span, on_x, fixed, rot))
        spread.append(_side_spots(min(share, k), lo, span, on_x, fixed, rot) if share else [])
    return _interleaved(spread) + _interleaved(sides)


def _side_spots(n: int, lo: float, span: float, on_x: bool, fixed: float, rot: float
                ) -> list[Pose]:
    """n spots spaced evenly along one side of a target, the middlemost first."""
    mid = lo + span / 2
    spots = sorted((lo + span * (i + 0.5) / n for i in range(n)), key=lambda v: abs(v - mid))
    return [Pose(round(v if on_x else fixed, 4), round(fixed if on_x else v, 4), 0.0, rot)
            for v in spots]


def _interleaved(sides: list[list[Pose]]) -> list[Pose]:
    """The first spot of every side, then the second of every side, and so on."""
    poses = []
    for i in range(max((len(s) for s in sides), default=0)):
        poses += [s[i] for s in sides if i < len(s)]
    return poses


def facing_centre(x: float, y: float) -> float:
    """The multiple of pi/2 whose front points most nearly at the room centre from (x, y)."""
    if abs(x) > abs(y):
        return math.pi / 2 if x < 0 else -math.pi / 2
    return math.pi if y < 0 else 0.0


def grid_points(shell: Shell, size: Size, rotation: float, step: float,
                window: tuple[float, float, float] | None = None) -> list[tuple[float, float]]:
    """Lattice points where the box fits inside the room (2 cm from the walls); with
    `window` = (x, y, r), only those within r of (x, y) along each axis."""
    w, d, _ = size
    c, s = abs(math.cos(rotation)), abs(math.sin(rotation))
    ex, ey = (w * c + d * s) / 2, (w * s + d * c) / 2
    hx, hy = shell.width / 2 - MARGIN - ex, shell.depth / 2 - MARGIN - ey
    xs, ys = _frange(-hx, hx, step), _frange(-hy, hy, step)
    if window is not None:
        cx, cy, r = window
        xs = [x for x in xs if abs(x - cx) <= r]
        ys = [y for y in ys if abs(y - cy) <= r]
    return [(x, y) for x in xs for y in ys]


def around_point(
    shell: Shell, size: Size, anchor: tuple[float, float], rotations: list[float], step: float,
    limit: int = 300,
) -> list[Pose]:
    """The `limit` free-floor poses nearest to the anchor; a later rotation counts as 20 cm
    further."""
    reach = step * (math.sqrt(limit / math.pi) + 3) + 0.2 * len(rotations)
    for window in ((anchor[0], anchor[1], reach), None):
        scored = []
        for rank, rot in enumerate(rotations):
            for x, y in grid_points(shell, size, rot, step, window):
                scored.append((math.hypot(x - anchor[0], y - anchor[1]) + 0.2 * rank, x, y,
                               rot))
        if len(scored) >= limit:
            break
    best = heapq.nsmallest(limit, scored)
    return [Pose(round(x, 4), round(y, 4), 0.0, rot) for _, x, y, rot in best]


ROW_GAP = 0.35  # between neighbours in a row (an aisle wide enough to pass)
ROW_SPACING = 0.45  # free floor between one row's back and the next row's front
FRONT_ZONE = 1.6  # kept free before the front wall: the board, a teacher's desk, a lectern
SIDE_AISLE = 0.6  # kept free along the side walls
BACK_AISLE = 0.4  # ... and behind the last row
OVERFLOW_AISLE = 0.2  # spare spots may come this close to a wall


def row_candidates(shell: Shell, size: Size, front: Wall, count: int) -> list[Pose]:
    """A block of rows facing the `front` wall (desks before a board, pews before an altar):
    about sqrt(1.3 * count) to a row (more where the room is shallow), as many rows as the
    room takes (spare ones too, so a spot something else took has a stand-in), front row
    first, each row from its middle out."""
    w, d, _ = size
    across = shell.length(front)
    into = shell.depth if front in ("north", "south") else shell.width
    fits = math.floor((across - 2 * SIDE_AISLE + ROW_GAP) / (w + ROW_GAP))
    pitch = d + ROW_SPACING
    rows = math.floor((into - FRONT_ZONE - BACK_AISLE - d) / pitch) + 1
    if fits < 1 or rows < 1:
        return []
    # wider rows where the room is too shallow for square-ish ones
    cols = min(fits, max(math.ceil(math.sqrt(1.3 * count)), math.ceil(count / rows)))
    facing = normalize(WALL_ROTATION[front] + math.pi)  # its front towards the front wall
    step = w + ROW_GAP
    block = [(c - (cols - 1) / 2) * step for c in range(cols)]
    block.sort(key=lambda t: (abs(round(t, 6)), t))
    # spare spots, for when something else took one: the row ends, up to a narrow aisle
    # from the side walls, then one more row where the back aisle leaves room for it
    half = across / 2 - MARGIN - OVERFLOW_AISLE - w / 2
    spare = [t for k in range(1, fits) for t in (max(block) + k * step, min(block) - k * step)
             if abs(t) <= half + 1e-6]
    extra = int(FRONT_ZONE + rows * pitch + d <= into - MARGIN - OVERFLOW_AISLE)
    poses = []
    for offsets, row_range in ((block, range(rows)), (spare, range(rows)),
                               (block + spare, range(rows, rows + extra))):
        for r in row_range:
            off = FRONT_ZONE + r * pitch  # from the front wall to the row's back edge
            poses += [Pose(round(p.x, 4), round(p.y, 4), 0.0, facing)
                      for p in (wall_pose(shell, front, t, d, off) for t in offsets)]
    return poses
