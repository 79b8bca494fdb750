"""The walkway: floor a person can walk on, from every doorway to the middle of the room.

The floor is a grid of `STEP` cells, kept as one bit mask per row. A cell is free when its
centre is at least half a `PASSAGE` from the walls and from every floor-standing object (rugs
excepted): a person that wide fits there. The walkway holds when, from the free cells in front
of each door (its doorway), one can walk through free cells to the free floor nearest the room
centre (those at most `GOAL_SLACK` further out than the nearest free cell), and reach at least
`REACH_SHARE` of all free cells (no half of the room cut off); a thing that cuts off no more
floor than was cut off before it came keeps the walkway. Flood fills work on whole rows at
once (an occluded fill along the row, then up and down), so a check costs about a
millisecond.
"""

from __future__ import annotations

import math

from agents.geometry.boxes import Rect

STEP = 0.1
PASSAGE = 0.5  # metres a person needs to walk through
GOAL_SLACK = 0.3
REACH_SHARE = 0.9  # of the free floor, reached from every doorway


def _fill_along(seeds: int, free: int, width: int) -> int:
    """Every free bit joined to a seed by a run of free bits (both directions)."""
    g, p = seeds & free, free
    shift = 1
    while shift < width:
        g |= p & (g << shift)
        p &= p << shift
        shift *= 2
    g2, p = g, free
    shift = 1
    while shift < width:
        g2 |= p & (g2 >> shift)
        p &= p >> shift
        shift *= 2
    return g2


class Walkway:
    def __init__(self, width: float, depth: float, step: float = STEP, passage: float = PASSAGE
                 ) -> None:
        self.width, self.depth, self.step, self.half = width, depth, step, passage / 2
        self.nx, self.ny = int(width / step), int(depth / step)
        self.doorways: list[Rect] = []
        x_free = self._span(-width / 2 + self.half, width / 2 - self.half, self.nx, -width / 2)
        self.rows = [x_free if abs(self._cy(j)) <= depth / 2 - self.half else 0
                     for j in range(self.ny)]

    def _cy(self, j: int) -> float:
        return -self.depth / 2 + (j + 0.5) * self.step

    def _span(self, lo: float, hi: float, n: int, origin: float) -> int:
        """Bits of the cells (of n along an axis from `origin`) whose centres lie in [lo, hi]."""
        first = max(0, math.ceil((lo - origin) / self.step - 0.5 - 1e-9))
        last = min(n - 1, math.floor((hi - origin) / self.step - 0.5 + 1e-9))
        return ((1 << (last - first + 1)) - 1) << first if last >= first else 0

    def _cells(self, rect: Rect, pad: float, strict: bool) -> tuple[int, int, int]:
        """(bits, first row, last row) of the cells whose centres lie in the padded rect
        (strictly inside when `strict`)."""
        eps = 1e-6 if strict else -1e-9
        lo_x, hi_x = rect[0] - pad + eps, rect[2] + pad - eps
        lo_y, hi_y = rect[1] - pad + eps, rect[3] + pad - eps
        bits = self._span(lo_x, hi_x, self.nx, -self.width / 2)
        rows = self._span(lo_y, hi_y, self.ny, -self.depth / 2)
        if not bits or not rows:
            return 0, 0, -1
        first = (rows & -rows).bit_length() - 1
        return bits, first, rows.bit_length() - 1

    def _free_with(self, extra: Rect | None) -> list[int]:
        rows = list(self.rows)
        if extra is not None:
            bits, j0, j1 = self._cells(extra, self.half, strict=True)
            for j in range(j0, j1 + 1):
                rows[j] &= ~bits
        return rows

    def block(self, rect: Rect) -> None:
        """A floor-standing object now covers `rect`."""
        self.rows = self._free_with(rect)

    def _flood(self, free: list[int], seeds: list[int]) -> list[int]:
        """Every free cell a walk through free cells reaches from a seed cell, row by row."""
        reach = [_fill_along(s, f, self.nx) for s, f in zip(seeds, free, strict=True)]
        changed = True
        while changed:
            changed = False
            for order in (range(1, self.ny), range(self.ny - 2, -1, -1)):
                for j in order:
                    near = reach[j - 1] if order.step == 1 else reach[j + 1]
                    if near & free[j] & ~reach[j]:
                        reach[j] = _fill_along(reach[j] | (near & free[j]), free[j], self.nx)
                        changed = True
        return reach

    def _goal(self, free: list[int]) -> list[int]:
        """The free cells nearest the room centre (within GOAL_SLACK of the nearest one)."""
        mid = self.nx // 2
        best = math.inf
        for j, row in enumerate(free):
            if not row:
                continue
            right = row >> mid
            cols = [mid + (right & -right).bit_length() - 1] if right else []
            left = row & ((1 << mid) - 1)
            if left:
                cols.append(left.bit_length() - 1)
            for i in cols:
                best = min(best, math.hypot(-self.width / 2 + (i + 0.5) * self.step,
                                            self._cy(j)))
        goal = []
        radius = best + GOAL_SLACK
        for j, row in enumerate(free):
            dy = self._cy(j)
            if abs(dy) > radius:
                goal.append(0)
                continue
            dx = math.sqrt(radius * radius - dy * dy)
            goal.append(row & self._span(-dx, dx, self.nx, -self.width / 2))
        return goal

    def connected(self, extra: Rect | None = None, doorway: Rect | None = None) -> bool:
        """Whether every doorway (and `doorway`, a door about to be placed) still reaches the
        free floor nearest the room centre, and `REACH_SHARE` of all free floor, once `extra`
        is covered too."""
        doorways = [*self.doorways, *([doorway] if doorway is not None else [])]
        if not doorways:
            return True
        free = self._free_with(extra)
        goal = self._goal(free)
        total = sum(row.bit_count() for row in free)
        for rect in doorways:
            reach = self._reach(free, rect)
            if not any(r & g for r, g in zip(reach, goal, strict=True)):
                return False
            reached = sum(row.bit_count() for row in reach)
            if reached < REACH_SHARE * total and (
                    extra is None or doorway is not None or rect not in self.doorways
                    or total - reached > self._cut_off(rect)):
                return False  # (unless the floor cut off was cut off before it came)
        return True

    def _reach(self, free: list[int], doorway: Rect) -> list[int]:
        bits, j0, j1 = self._cells(doorway, 0.0, strict=False)
        return self._flood(free, [free[j] & bits if j0 <= j <= j1 else 0
                                  for j in range(self.ny)])

    def _cut_off(self, doorway: Rect) -> int:
        """Free cells a doorway does not reach as the floor stands now."""
        free = self.rows
        return sum(row.bit_count() for row in free) - sum(
            row.bit_count() for row in self._reach(free, doorway))
