"""How much a host can take: the room on its surfaces, and the rules for filling it.

Shared by the planner (which decides how many things go on which host) and the layout solver
(which grows a host that must take more than its own size allows, and packs it), so that
the two agree on what fits.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from agents.geometry.catalog import is_stick, spec, surfaces

SHELF_INSET = 0.04  # metres kept from a shelf's footprint edge: inside its side boards
SHALLOW_INSET = 0.15  # ... at most this share of a shallow case's depth
PACKING = 0.55  # share of a host's surfaces that what is put on it can cover
BIN_PACKING = 0.75  # ... of an open container's floor (toys in a bin need no room between)
MAX_GROW = 1.8  # a host grows this much at most (along its width) to take what is put on it
MAX_DEEPEN = 1.8  # a wall shelf grows at most this much deeper to take what is put on it
MAX_GROW_CONTAINER = 1.35  # ... an open container, along its width and its depth alike
MAX_GROW_SMALL = 1.3  # ... a small host the prompt fills (a side table with a lamp, a cup
# and two books), along its width and its depth alike: a larger one of its kind
MAX_STACK = 0.3  # metres a stack of plates or books may rise
GROWS_FROM = 0.8  # metres: hosts at least this wide by default may grow (a table, not a stool)
MIN_FILL_SCALE = 0.7  # things put in a full container shrink to this at most
SEAT_PITCH = 0.6  # metres of a table's side one seat (and its place setting) takes


def shelf_inset(size: tuple[float, float, float]) -> float:
    """Metres kept from a shelf's footprint edge: SHELF_INSET, less in a shallow case (a
    spice rack's boards are a few centimetres deep)."""
    return min(SHELF_INSET, SHALLOW_INSET * min(size[0], size[1]))


def capacity(category: str, size: tuple[float, float, float]) -> float:
    """m^2 of all the surfaces a thing of that size offers, inside their edges (an open
    container's inner floor inside its walls)."""
    gen, (w, d, _) = spec(category), size
    total = 0.0
    for surface in surfaces(category):
        if not surface.for_all:
            continue
        inset = gen.rim * max(w, d) if surface.name == "inside" else shelf_inset(size)
        if gen.well and surface.name == "top":  # a dish's well, inside its raised border
            inset = gen.well * max(w, d)
        area = max(w - 2 * inset, 0.0) * max(d - 2 * inset, 0.0)
        if surface.name == "top":  # less what must stay clear (a basin, a sofa's back)
            area -= sum((x1 - x0) * w * (y1 - y0) * d for x0, y0, x1, y1 in gen.keep_clear)
        total += max(area, 0.0)
    return total


def footprint_share(category: str, size: tuple[float, float, float],
                    host: str | None = None) -> float:
    """m^2 of a host's surface one thing takes (a thing that stacks: its share of a stack; a
    stick in a holder: its end, for it stands in it)."""
    if host is not None and spec(host).interior is not None and is_stick(category):
        return size[0] * size[2]
    share = min(1.0, size[2] / MAX_STACK) if spec(category).stacks else 1.0
    return size[0] * size[1] * share


def top_load(things: Iterable[tuple[str, tuple[float, float, float]]],
             host: str | None = None) -> float:
    """m^2 of a host's surface the things (kind, size) put on it take: the first of a kind
    that stacks its whole footprint (a lone bowl stacks on nothing), the rest their share."""
    seen: set[str] = set()
    total = 0.0
    for category, size in things:
        first = category not in seen
        seen.add(category)
        total += size[0] * size[1] if first and spec(category).stacks else \
            footprint_share(category, size, host)
    return total


def vessel(category: str) -> bool:
    """Whether things are put in it rather than on it: an open container (a bin, a tool
    box) or a dish with a well that is not one of a stack (a fruit bowl, a tray)."""
    gen = spec(category)
    return gen.interior is not None or (gen.well > 0 and not gen.stacks)


def may_grow(category: str) -> bool:
    """Whether a host may grow to take what is put on it: a long thing standing on the
    floor (a table set for twelve) or a vessel (a bin, a fruit bowl), not a nightstand."""
    gen = spec(category)
    return vessel(category) or (gen.placement != "surface" and gen.size[0] >= GROWS_FROM)


def grows_a_little(category: str) -> bool:
    """Whether a host that may not grow long still grows a little all round (by
    MAX_GROW_SMALL) when the prompt fills it: a floor or wall thing (a nightstand), not a
    thing that stands on a top."""
    return not may_grow(category) and spec(category).placement != "surface"


def most_it_takes(category: str) -> float:
    """m^2 of things a host of that kind can take when the prompt fills it: packed, grown to
    its limit (a floor-standing host), its contents made smaller (an open container)."""
    gen = spec(category)
    room = PACKING * capacity(category, gen.size)
    if may_grow(category):
        room *= MAX_GROW_CONTAINER ** 2 if vessel(category) else MAX_GROW
    elif grows_a_little(category):
        room *= MAX_GROW_SMALL ** 2
    if vessel(category):  # packed closer, and smaller
        room *= BIN_PACKING / PACKING / MIN_FILL_SCALE ** 2
    return room


def seated_length(seats: int) -> float:
    """How long a table must be for that many seats round it: one at each end, the rest
    along its two sides (0 for four or fewer: any table seats them)."""
    if seats <= 4:
        return 0.0
    return math.ceil((seats - 2) / 2) * SEAT_PITCH + 2 * SEAT_PITCH / 3
