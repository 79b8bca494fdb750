"""Windows: 1-2 openings (or as many as the plan asks for, up to 4) on wall stretches that tall
furniture leaves free.

`WindowSpec.offset` is the window centre along its wall measured from the wall's middle, in the
along-wall coordinate of `agents.geometry.candidates` (world x on the north/south walls, world y
on the east/west walls).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from agents.geometry.boxes import box_of
from agents.geometry.candidates import WALLS, Shell
from orchestrator.schema.scene import PlacedObject, Wall, WindowSpec

Span = tuple[float, Wall, float, float]  # (length, wall, lo, hi): a stretch of wall
SILL = 0.9
HIGH_SILL = 1.2  # a window over a kitchen counter, for a thing the prompt puts by it there
CORNER_KEEP = 0.35  # wall kept solid next to each corner
NEAR_WALL = 0.5  # objects closer than this to a wall stand in front of it
MIN_WIDTH = 0.7
NEAR_WINDOW = 1.4  # a window for an object the prompt puts by one: at most this far from it
# (the relation check counts 1.5 m as "by the window")


def blocked_spans(shell: Shell, wall: Wall, objects: Iterable[PlacedObject], min_top: float,
                  keep_solid: frozenset[str] = frozenset()) -> list[tuple[float, float]]:
    """Intervals along the wall hidden by objects near it whose top reaches above `min_top`
    (or that something will hang above: the ids in `keep_solid`). What stands on a top does
    not block it: its host does or does not (cushions on a window seat, a lamp on a desk)."""
    objects = list(objects)
    tops = {o.id for o in objects if o.category != "rug"}
    spans = []
    for obj in objects:
        box = box_of(obj)
        if (box.z1 <= min_top or obj.support in tops) and obj.id not in keep_solid:
            continue
        dist = {
            "north": shell.depth / 2 - box.y1,
            "south": box.y0 + shell.depth / 2,
            "east": shell.width / 2 - box.x1,
            "west": box.x0 + shell.width / 2,
        }[wall]
        if dist > NEAR_WALL:
            continue
        lo, hi = (box.x0, box.x1) if wall in ("north", "south") else (box.y0, box.y1)
        spans.append((lo - 0.05, hi + 0.05))
    return sorted(spans)


def free_spans(shell: Shell, wall: Wall, objects: Iterable[PlacedObject], min_top: float,
               keep_solid: frozenset[str] = frozenset()) -> list[tuple[float, float]]:
    """Wall stretches (lo, hi) free of tall furniture, corners kept solid."""
    half = shell.length(wall) / 2 - CORNER_KEEP
    cursor, spans = -half, []
    for lo, hi in blocked_spans(shell, wall, objects, min_top, keep_solid):
        if lo > cursor:
            spans.append((cursor, min(lo, half)))
        cursor = max(cursor, hi)
    if cursor < half:
        spans.append((cursor, half))
    return [(lo, hi) for lo, hi in spans if hi - lo >= MIN_WIDTH]


ACROSS_GAP = 1.6  # metres: a window across from a thing is at least this far (not "near")


def choose_windows(shell: Shell, objects: list[PlacedObject], rng: random.Random,
                   at_least: int = 0, keep_solid: frozenset[str] = frozenset(),
                   near: Sequence[PlacedObject] = (), across: Sequence[PlacedObject] = ()
                   ) -> tuple[WindowSpec, ...]:
    """One window on the freest wall, a second one (seeded) where another free stretch allows;
    `at_least` windows (up to 4) where the wall stretches allow, a second one on a wall only
    when the other walls have no room. The objects `near` (the prompt puts them by a window)
    each get one first, in the free stretch nearest to them; those `across` from one get one
    on a wall across the room from them, and no window comes near them.

    Furniture taller than the sill blocks a stretch, and so do the objects in `keep_solid`
    (something hangs above them: a mirror over a vanity); if no wall has room the windows
    are cut higher, over furniture up to HIGH_SILL, and finally in the middle of the longest
    wall.
    """
    for base in (SILL, HIGH_SILL):  # furniture up to the sill may stand under a window
        spans = _all_spans(shell, objects, base, keep_solid)
        if spans:
            break
    else:
        wall: Wall = "north" if shell.width >= shell.depth else "east"
        return (WindowSpec(wall=wall, offset=0.0, sill=SILL, width=1.0,
                           height=_height(shell, SILL)),)
    spans.sort(key=lambda s: (-round(s[0], 1), rng.random()))
    want = max(2 if rng.random() < 0.65 else 1, min(at_least, 4), min(len(near), 4))
    windows: list[WindowSpec] = []
    for obj in near:  # "a desk by the window": a window in the free stretch nearest to it;
        found, sill = _nearest_span(shell, spans, obj), base  # over a counter, a higher one
        if found is None and base < HIGH_SILL and box_of(obj).z1 < HIGH_SILL:  # (herb pots)
            high = [span for span in _all_spans(shell, objects, HIGH_SILL, keep_solid)
                    if not any(_overlaps(_window_span(w), span) for w in windows)]
            found, sill = _nearest_span(shell, high, obj), HIGH_SILL
        if found is not None and len(windows) < want:
            span, t = found  # that stretch, and any the window would take part of, are used
            spans = [sp for sp in spans if not _overlaps(sp, span)]
            width = _width(rng, span[2], span[3])
            centre = min(max(t, span[2] + width / 2 + 0.05), span[3] - width / 2 - 0.05)
            windows.append(WindowSpec(wall=span[1], offset=round(centre, 3), sill=sill,
                                      width=width, height=_height(shell, sill)))
    if any(not any(_faces(shell, w, obj) for w in windows) for obj in across):
        want = min(max(want, len(windows) + 1), 4)  # the window by the chaise is not also
        # the one across from the bed: one more
    for obj in across:  # "a sofa across from the window": on a far wall, facing it
        if any(_faces(shell, w, obj) for w in windows):
            continue
        far = [span for span in spans if _span_gap(shell, span, obj) > ACROSS_GAP
               and _beyond_middle(span[1], obj)]
        if far and len(windows) < want:
            span = max(far, key=lambda sp: sp[0])
            spans.remove(span)
            width = _width(rng, span[2], span[3])
            windows.append(WindowSpec(wall=span[1], offset=round((span[2] + span[3]) / 2, 3),
                                      sill=base, width=width, height=_height(shell, base)))
    spans = [span for span in spans if all(_span_gap(shell, span, o) > ACROSS_GAP
                                           for o in across)]
    walls_seen: set[Wall] = {w.wall for w in windows}
    first: list[Span] = []
    rest: list[Span] = []
    for span in spans:  # the longest stretch of each wall first, then second stretches
        (rest if span[1] in walls_seen else first).append(span)
        walls_seen.add(span[1])
    for _, wall, lo, hi in first + rest[:max(0, min(at_least, 4) - len(first))]:
        if len(windows) == want:
            break
        width = _width(rng, lo, hi)
        slack = (hi - lo - width) / 2
        centre = (lo + hi) / 2 + rng.uniform(-0.5, 0.5) * max(slack - 0.05, 0.0)
        windows.append(WindowSpec(wall=wall, offset=round(centre, 3), sill=base, width=width,
                                  height=_height(shell, base)))
    return tuple(windows)


def _height(shell: Shell, sill: float) -> float:
    """A window's height: up to 1.3 m, a quarter metre under the ceiling at most."""
    return round(max(0.6, min(1.3, shell.height - sill - 0.25)), 3)


def _all_spans(shell: Shell, objects: Iterable[PlacedObject], min_top: float,
               keep_solid: frozenset[str]) -> list[Span]:
    """Every wall's stretches free of furniture taller than `min_top`."""
    return [(hi - lo, wall, lo, hi) for wall in WALLS
            for lo, hi in free_spans(shell, wall, objects, min_top, keep_solid)]


def _window_span(window: WindowSpec) -> Span:
    return (window.width, window.wall, window.offset - window.width / 2,
            window.offset + window.width / 2)


def _overlaps(a: Span, b: Span) -> bool:
    """Whether two stretches take part of the same wall."""
    return a[1] == b[1] and a[2] < b[3] and a[3] > b[2]


def _width(rng: random.Random, lo: float, hi: float) -> float:
    """A seeded window width that fits the free stretch from lo to hi."""
    return round(min(rng.uniform(1.0, 1.6), hi - lo - 0.1), 3)


def _span_gap(shell: Shell, span: Span, obj: PlacedObject
              ) -> float:
    """How far an object stands from a free stretch of wall (along the wall and across)."""
    box = box_of(obj)
    _, wall, lo, hi = span
    a0, a1 = (box.x0, box.x1) if wall in ("north", "south") else (box.y0, box.y1)
    lateral = max(lo - a1, a0 - hi, 0.0)  # along the wall, past the stretch's ends
    to_wall = {"north": shell.depth / 2 - box.y1, "south": box.y0 + shell.depth / 2,
               "east": shell.width / 2 - box.x1, "west": box.x0 + shell.width / 2}[wall]
    return float((max(to_wall, 0.0) ** 2 + lateral ** 2) ** 0.5)


def _faces(shell: Shell, window: WindowSpec, obj: PlacedObject) -> bool:
    """Whether a window stands across the room from an object."""
    return _span_gap(shell, _window_span(window), obj) > ACROSS_GAP \
        and _beyond_middle(window.wall, obj)


def _beyond_middle(wall: Wall, obj: PlacedObject) -> bool:
    """Whether the object stands in the half of the room away from that wall."""
    x, y, _ = obj.location
    return {"north": y < 0, "south": y > 0, "east": x < 0, "west": x > 0}[wall]


def _nearest_span(shell: Shell, spans: list[Span],
                  obj: PlacedObject) -> tuple[Span, float] | None:
    """The free stretch a window nearest to `obj` fits in (within NEAR_WINDOW of it), and the
    spot on it straight across from the object."""
    box = box_of(obj)
    best = None
    for span in spans:
        _, wall, lo, hi = span
        if hi - lo < MIN_WIDTH + 0.1:
            continue
        a0, a1 = (box.x0, box.x1) if wall in ("north", "south") else (box.y0, box.y1)
        t = min(max((a0 + a1) / 2, lo + MIN_WIDTH / 2), hi - MIN_WIDTH / 2)
        gap = _span_gap(shell, span, obj)
        if gap <= NEAR_WINDOW and (best is None or gap < best[0]):
            best = (gap, span, t)
    return (best[1], best[2]) if best is not None else None


def window_rects(windows: Iterable[WindowSpec], wall: Wall, pad: float = 0.1
                 ) -> list[tuple[float, float, float, float]]:
    """(lo, hi, z0, z1) of each window on `wall`, grown by `pad`: kept clear of wall hangings."""
    return [
        (w.offset - w.width / 2 - pad, w.offset + w.width / 2 + pad,
         w.sill - pad, w.sill + w.height + pad)
        for w in windows if w.wall == wall
    ]
