"""Where rectangles of a floor plan meet: shared edges, and the parts of a side on the outside.

A wall runs along x (`axis == "x"`, at a y) or along y (at an x); `lo`..`hi` is the stretch of
it. Plain geometry over `Rect` (x0, y0, x1, y1), shared by the plan solver, the checks and the
wall builder.
"""

from __future__ import annotations

from dataclasses import dataclass

from orchestrator.schema.home import Axis, Rect

EPS = 1e-6


@dataclass(frozen=True)
class Edge:
    axis: Axis
    at: float
    lo: float
    hi: float

    @property
    def length(self) -> float:
        return self.hi - self.lo


@dataclass(frozen=True)
class Side:
    """One side of a rectangle: its edge and the way out of the rectangle (+1/-1 along the
    wall's normal: +y for an x wall, +x for a y wall)."""

    edge: Edge
    outward: int
    name: str  # "south", "north", "west", "east"


def sides(rect: Rect) -> tuple[Side, ...]:
    x0, y0, x1, y1 = rect
    return (Side(Edge("x", y0, x0, x1), -1, "south"), Side(Edge("x", y1, x0, x1), 1, "north"),
            Side(Edge("y", x0, y0, y1), -1, "west"), Side(Edge("y", x1, y0, y1), 1, "east"))


def shared_edge(a: Rect, b: Rect) -> Edge | None:
    """The stretch of wall two rectangles that touch share, if they share more than a point."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    for at_a, at_b, axis, lo, hi in (
            (ay1, by0, "x", max(ax0, bx0), min(ax1, bx1)),
            (ay0, by1, "x", max(ax0, bx0), min(ax1, bx1)),
            (ax1, bx0, "y", max(ay0, by0), min(ay1, by1)),
            (ax0, bx1, "y", max(ay0, by0), min(ay1, by1))):
        if abs(at_a - at_b) < EPS and hi - lo > EPS:
            return Edge(axis, at_a, lo, hi)  # type: ignore[arg-type]
    return None


def subtract(spans: list[tuple[float, float]], lo: float, hi: float
             ) -> list[tuple[float, float]]:
    """`spans` less the interval lo..hi."""
    out: list[tuple[float, float]] = []
    for a, b in spans:
        if hi <= a + EPS or lo >= b - EPS:
            out.append((a, b))
            continue
        if lo > a + EPS:
            out.append((a, lo))
        if hi < b - EPS:
            out.append((hi, b))
    return out


def outside_spans(side: Side, others: list[Rect]) -> list[tuple[float, float]]:
    """The parts of a side that no other rectangle touches: exterior wall."""
    spans = [(side.edge.lo, side.edge.hi)]
    for other in others:
        for s in sides(other):
            if s.edge.axis == side.edge.axis and abs(s.edge.at - side.edge.at) < EPS \
                    and s.outward == -side.outward:
                spans = subtract(spans, s.edge.lo, s.edge.hi)
    return [(a, b) for a, b in spans if b - a > EPS]


def overlap_area(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def on_edge(edge: Edge, axis: Axis, at: float, lo: float, hi: float) -> bool:
    """Whether the stretch lo..hi of the wall `axis` at `at` lies on `edge`."""
    return edge.axis == axis and abs(edge.at - at) < 1e-4 and lo >= edge.lo - 1e-4 \
        and hi <= edge.hi + 1e-4
