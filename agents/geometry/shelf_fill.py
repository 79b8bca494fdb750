"""Shelves as people fill them: rows of books standing spine out, now and then a short stack
lying flat, and ornaments where the books stop; shelves without books hold the room's things
(jars in a kitchen, towels in a bathroom).

A row starts a little in from one side and runs for the density's share of the shelf
(`SHELF_FILL`); each book is its own object, of a size drawn for it (shorter than the shelf's
headroom, no deeper than the shelf), a few millimetres from the next, so the meshes never
touch and each one stands on its own under the physics check.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from agents.geometry.boxes import on_host
from agents.geometry.candidates import local_pref
from agents.geometry.capacity import shelf_inset
from agents.geometry.catalog import spec
from agents.geometry.dressing_sets import (
    BOOK_ROWS,
    BOOKLESS_ROOMS,
    SHELF_FILL,
    SHELF_ITEMS,
    STACK,
    STACKS_FLAT,
)

if TYPE_CHECKING:  # the dresser hands itself in; imported for the type only
    from agents.geometry.dressing import Dresser
    from orchestrator.schema.scene import PlacedObject

BOOK_GAP = 0.003  # metres of air between two books of a row
STACK_CHANCE = 0.1  # share of a row's turns that lay a short stack flat instead
MIN_HEADROOM = 0.16  # metres: a shelf lower than this takes no standing books
REACH = 1.7  # metres: a top higher than this is not dressed (nobody sees or reaches it)
# things on a shelf without books, by density (a metre of shelf; a shorter one takes fewer)
ORNAMENTS = {"sparse": 1, "normal": 3, "dense": 5}


def fill_shelves(dresser: Dresser, host: PlacedObject, role: str) -> None:
    """Every shelf (and a reachable top) of the host: a row of books or a few of the room's
    things."""
    room = dresser.plan.room_type
    top = dresser.placer.surface_z(host)
    bookish = room not in BOOKLESS_ROOMS and dresser.allowed("book")
    ledge = spec(host.category).placement == "wall_mounted"  # a wall shelf's top is its shelf
    for z, headroom in dresser.placer.levels(host):
        is_top = top is not None and abs(z - top) < 1e-6 and not ledge
        if is_top and z > REACH:
            continue
        if not is_top and bookish and min(headroom, 0.4) >= MIN_HEADROOM \
                and dresser.rng.random() < BOOK_ROWS[role]:
            end = _book_row(dresser, host, z, headroom)
            if dresser.rng.random() < 0.5 and end < 0.6:
                _ornaments(dresser, host, z, headroom, 1, start=0.85)
        else:
            _ornaments(dresser, host, z, headroom, ORNAMENTS[dresser.density])


def _book_row(dresser: Dresser, host: PlacedObject, z: float, headroom: float) -> float:
    """One row of books along the shelf at height z; returns where it stopped, as a share
    of the shelf's length from its left end (-0.5) to its right (0.5)."""
    rng = dresser.rng
    w, d, _ = host.size
    inset = shelf_inset(host.size)
    u0, u1 = -w / 2 + inset, w / 2 - inset
    deepest = d - 2 * inset - 0.005
    fill = SHELF_FILL[dresser.density]
    u = u0 + rng.uniform(0.0, 0.3 * (1 - fill)) * (u1 - u0)
    end = min(u1, u + fill * (u1 - u0) * rng.uniform(0.85, 1.1))
    tallest = min(0.31, headroom - 0.015)
    while u < end:
        if rng.random() < STACK_CHANCE and u + 0.24 < u1:
            u = _stack(dresser, host, z, u, deepest)
            continue
        thick = rng.uniform(0.018, 0.05)
        if u + thick > u1:  # the next book would reach into the case's side board
            break
        tall = rng.uniform(0.72, 1.0) * tallest
        cover = min(deepest, rng.uniform(0.6, 0.8) * tall)
        v = -d / 2 + inset + cover / 2 + rng.uniform(0.0, 0.004)  # spines near the front
        x, y = on_host(host, u + thick / 2, v)
        book = dresser.put("book", host, x, y, z, host.rotation_z + math.pi / 2,
                           (cover, thick, tall), {"upright": 1.0})
        u += thick + BOOK_GAP if book is not None else 0.03  # past what is in the way
    return (u - u0) / (u1 - u0) - 0.5


def _stack(dresser: Dresser, host: PlacedObject, z: float, u: float, deepest: float) -> float:
    """Two to four books lying flat, the biggest at the bottom; returns where the row goes
    on."""
    rng = dresser.rng
    width, deep = rng.uniform(0.15, 0.22), min(deepest, rng.uniform(0.13, 0.2))
    x, y = on_host(host, u + width / 2, -host.size[1] / 2 + shelf_inset(host.size) + deep / 2)
    below: PlacedObject | str = host
    bw, bd = width, deep
    for _ in range(rng.randint(2, 4)):
        bt = rng.uniform(0.02, 0.045)
        book = dresser.put("book", below, x, y, z, host.rotation_z, (bw, bd, bt))
        if book is None:
            break
        below, z = book.id, z + book.size[2]
        bw, bd = bw * rng.uniform(0.85, 1.0), bd * rng.uniform(0.85, 1.0)  # never past the
        # book under it
    return u + width + 0.01


def _ornaments(dresser: Dresser, host: PlacedObject, z: float, headroom: float, count: int,
               start: float | None = None) -> None:
    """A few of the room's shelf things, spread along the shelf (from `start`, a share of
    its length, when books take the rest)."""
    kinds = [k for k in SHELF_ITEMS.get(dresser.plan.room_type, SHELF_ITEMS["default"])
             if dresser.allowed(k)]
    dresser.rng.shuffle(kinds)
    count = max(1, round(count * min(host.size[0], 1.0)))
    placed = 0
    for kind in (kinds * 2)[:2 * count]:  # a kind may come twice (two jars) on a long shelf
        if placed == count:
            break
        size = dresser.size_of(kind)
        if size[2] > headroom - 0.01:
            continue
        u = start if start is not None else \
            -0.8 + 1.6 * (placed + 0.5) / count + dresser.rng.uniform(-0.1, 0.1)
        base = dresser.on_top(kind, host, z, local_pref(host, u, 0.0), size=size,
                              inset=shelf_inset(host.size))
        if base is not None:
            placed += 1
            if kind in STACKS_FLAT:
                _stack_on(dresser, base, headroom)


def _stack_on(dresser: Dresser, base: PlacedObject, headroom: float) -> None:
    """More of a kind that stacks (plates, bowls) on the one just put on a shelf, as many as
    the density draws and the shelf's headroom takes."""
    least, most = STACK[dresser.density]
    below, z = base, base.location[2] + base.size[2]
    for _ in range(dresser.rng.randint(least, most) - 1):
        if z + base.size[2] - base.location[2] > headroom - 0.01:
            return
        above = dresser.put(base.category, below.id, base.location[0], base.location[1], z,
                            base.rotation_z, base.size)
        if above is None:
            return
        below, z = above, z + base.size[2]
