"""Holders: things that hold other things on hooks, pegs, rails or ledges rather than on a top.

A coat hangs from a coat rack's hook, a guitar rests on its stand against the post, mugs hang
from a mug tree's pegs, shirts from a clothes rail, towels over a towel rail, tools on a
pegboard, cues in a cue rack, a canvas on an easel's tray, sheet music on a music stand's
ledge. Each holder's spots are data, computed from its built size with the same numbers its
mesh is made by, so a held thing touches its hook or ledge and passes through nothing: the
field's collision check (FCL on the meshes) sees the two touch, not cross.

A spot is a line of places (`u0`..`u1` along one side of the holder) or one place
(`u0 == u1`), on one side of a plane: the thing's near face lies `plane` metres out from the
holder's centre on that side (`"centre"`: the thing is centred on the holder's middle line,
as garments hang under a rail). It hangs with its top at `z` or rests with its base there. A
thing that hangs is placed by its own topmost parts (`hang_profile`: a jacket by its
hanger's hook), not by its box.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import product

from agents.geometry.boxes import normalize
from agents.geometry.candidates import Pose
from agents.geometry.catalog import spec, standing
from agents.geometry.families import FAMILIES
from agents.geometry.families.music import MUSIC_DESK_FRONT, MUSIC_LEDGE_TOP
from agents.geometry.families.outdoor_play import CUE_SLOTS
from agents.geometry.families.small_goods import HOOK_RAIL_HOOKS
from agents.geometry.families.wall_hung import MUG_HOOKS, MUG_ROWS
from orchestrator.schema.scene import PlacedObject

Size = tuple[float, float, float]
GAP = 0.002  # metres of air between a held thing and the hook or post it touches
STEP = 0.01  # metres between the places tried along a line of spots
LAYER_GAP = 0.01  # metres between things hung one over another (their sizes vary a little)
HUNG_SHORTEST = 0.3  # metres: the shortest thing a wall hook or a rail of them hangs
SAME_HOOK = 0.02  # metres along a holder within which two hung things share one hook
HELD_TOL = LAYER_GAP + 0.01  # metres: a held thing's mesh is this near its holder's, or a
# thing hung with it
# outward direction (local x, y) and the turn that makes a thing's front face it
SIDES: dict[str, tuple[float, float, float]] = {
    "front": (0.0, -1.0, 0.0), "back": (0.0, 1.0, math.pi),
    "left": (-1.0, 0.0, -math.pi / 2), "right": (1.0, 0.0, math.pi / 2),
    "centre": (0.0, -1.0, 0.0),
}


@dataclass(frozen=True)
class Spot:
    u0: float  # metres along the side (across the holder's width; its depth for left/right)
    u1: float
    plane: float  # metres from the holder's centre to the thing's near face, outwards
    side: str  # a key of SIDES
    z: float  # metres above the holder's base
    hang: bool  # True: the thing's top is at z; False: its base rests at z
    turn: float = 0.0  # a further quarter turn lays a garment across a rail
    upright: bool = False  # a flat or long thing stands on its end here (a canvas, a cue)
    tallest: float = 9.0  # metres: the tallest thing this spot takes (a hat, not a coat, on
    # a coat rack's knob)
    layers: int = 1  # things hung one over another here (two coats on one hook)

    @property
    def quarter(self) -> bool:
        """Whether the thing is turned a quarter here: its depth runs along the side."""
        return abs(math.sin(self.turn)) > 0.5


@dataclass(frozen=True)
class Holder:
    spots: Callable[[Size], tuple[Spot, ...]]
    largest: Size  # the biggest thing (width, depth, height) it holds, metres
    # the shortest thing it hangs: a wall hook hangs a coat or a towel by its loop, not a
    # coiled leash or a flat thing with nothing to hang it by
    shortest: float = 0.0


# --- the holders' spots, from their meshes' numbers ------------------------------------------

COAT_HOOK_DROP = 0.14  # metres below the top of a coat rack's upper hooks
COAT_HOOK_REACH = 0.85  # ... how far they reach, as a fraction of the feet's reach
COAT_HOOK_RISE = 0.05  # ... and how far their tips turn up
COAT_HOOK_TIP = 0.012  # ... how far a tip reaches past the bend
COAT_HOOK_BALL = 0.011  # ... and the radius of the ball on it


WALL_HOOK_TOP = 0.95  # the top of a wall hook's knob, a fraction of its height (small_goods)


def coat_rack_reach(w: float, d: float) -> float:
    """How far a coat rack's feet reach from its pole (its hooks' reach follows)."""
    return min(w, d) / 2 - 0.025


def _coat_rack(size: Size) -> tuple[Spot, ...]:
    w, d, h = size
    tip = COAT_HOOK_REACH * coat_rack_reach(w, d) + COAT_HOOK_TIP + COAT_HOOK_BALL
    top = h - COAT_HOOK_DROP + COAT_HOOK_RISE + COAT_HOOK_BALL
    hooks = tuple(Spot(0.0, 0.0, tip + GAP, side, top, True, layers=2)
                  for side in ("front", "back", "left", "right"))
    return (*hooks, Spot(0.0, 0.0, 0.0, "centre", h, False, tallest=0.3))  # a hat on the knob


def _wall_hook(size: Size) -> tuple[Spot, ...]:
    _, d, h = size  # from its tip, its front face, the top of its knob
    return (Spot(0.0, 0.0, d / 2 + GAP, "front", WALL_HOOK_TOP * h, True, layers=2),)


def _hook_rail(size: Size) -> tuple[Spot, ...]:
    w, d, h = size  # a wall hook's spot at each of its hooks (a thing wider than their
    # spacing keeps its neighbour's hook free: side by side, hung things are checked like any)
    return tuple(Spot(x * w, x * w, d / 2 + GAP, "front", WALL_HOOK_TOP * h, True, layers=2)
                 for x in HOOK_RAIL_HOOKS)


def _clothing_rack(size: Size) -> tuple[Spot, ...]:
    w, _, h = size  # hangers under the rail, between the uprights
    return (Spot(-0.455 * w, 0.455 * w, 0.0, "centre", 0.94 * h - GAP, True,
                 turn=math.pi / 2),)


TOWEL_RAIL_FRONT = 0.035  # metres from a towel rail's front face to its bars' plane
TOWEL_BAR_R, TOWEL_TUBE_R = 0.01, 0.014


def towel_bar_heights(h: float) -> list[float]:
    """The heights of a ladder towel rail's bars."""
    bars = max(5, round((h - 0.12) / 0.1))
    return [0.06 + (h - 0.12) * i / (bars - 1) for i in range(bars)]


def _towel_rail(size: Size) -> tuple[Spot, ...]:
    w, d, h = size  # a towel over the top bar, in front of the bars, between the tubes
    inner = w / 2 - 0.018 - TOWEL_TUBE_R - GAP
    plane = d / 2 - TOWEL_RAIL_FRONT + TOWEL_TUBE_R + GAP
    return (Spot(-inner, inner, plane, "front", towel_bar_heights(h)[-1] + TOWEL_BAR_R, True,
                 layers=2),)


def _instrument_stand(size: Size) -> tuple[Spot, ...]:
    _, d, h = size  # resting on the cross plate, leaning on the post: one before, one behind
    post = 0.04 * d + GAP
    return (Spot(0.0, 0.0, post, "front", 0.32 * h, False),
            Spot(0.0, 0.0, post, "back", 0.32 * h, False))


def _easel(size: Size) -> tuple[Spot, ...]:
    _, d, h = size  # on the tray, against the front legs
    return (Spot(0.0, 0.0, 0.28 * d + GAP, "front", 0.43 * h, False, upright=True),)


def _music_stand(size: Size) -> tuple[Spot, ...]:
    _, d, h = size  # on the ledge, against the desk
    return (Spot(0.0, 0.0, MUSIC_DESK_FRONT * d + GAP, "front", MUSIC_LEDGE_TOP * h, False,
                 upright=True),)


def _pegboard(size: Size) -> tuple[Spot, ...]:
    w, d, h = size  # hung on the board in two rows, above the little shelf's jars
    return tuple(Spot(-0.47 * w, 0.47 * w, -0.32 * d + GAP, "front", z * h, True, upright=True)
                 for z in (0.94, 0.6))


PINBOARD_ROWS = (0.9, 0.48)  # the tops of the two rows of things pinned to a cork board
PINBOARD_SPAN = 0.44  # ... either side of its middle, inside the frame (fractions)


def _pinboard(size: Size) -> tuple[Spot, ...]:
    w, _, h = size  # flat on the cork, which lies at the board's middle plane
    return tuple(Spot(-PINBOARD_SPAN * w, PINBOARD_SPAN * w, GAP, "front", z * h, True,
                      upright=True, tallest=0.35 * h) for z in PINBOARD_ROWS)


def _mug_tree(size: Size) -> tuple[Spot, ...]:
    w, d, h = size  # from the tips of its two crossed pegs
    return (Spot(0.0, 0.0, 0.3 * w + GAP, "left", 0.82 * h, True),
            Spot(0.0, 0.0, 0.3 * w + GAP, "right", 0.82 * h, True),
            Spot(0.0, 0.0, 0.3 * d + GAP, "front", 0.62 * h, True),
            Spot(0.0, 0.0, 0.3 * d + GAP, "back", 0.62 * h, True))


def _wall_mug_rack(size: Size) -> tuple[Spot, ...]:
    w, d, h = size  # from the tips of its hooks, two rows
    return tuple(Spot(x * w, x * w, d / 2 + GAP, "front", z * h, True)
                 for z in MUG_ROWS for x in MUG_HOOKS)


def _cue_rack(size: Size) -> tuple[Spot, ...]:
    # butts on the bottom rail, shafts before the clips (metres of its default size, scaled)
    kx, ky, kz = (a / b for a, b in zip(size, spec("cue_rack").size, strict=True))
    return tuple(Spot(x * kx, x * kx, 0.004 * ky + GAP, "front", 0.06 * kz, False, upright=True)
                 for x in CUE_SLOTS)


HOLDERS: dict[str, Holder] = {
    "coat_rack": Holder(_coat_rack, (0.7, 0.4, 1.3)),
    "clothing_rack": Holder(_clothing_rack, (0.75, 0.3, 1.4)),
    "wall_hook": Holder(_wall_hook, (0.7, 0.4, 1.3), shortest=HUNG_SHORTEST),
    "hook_rail": Holder(_hook_rail, (0.7, 0.4, 1.3), shortest=HUNG_SHORTEST),
    "towel_rail": Holder(_towel_rail, (0.6, 0.08, 0.9)),
    "instrument_stand": Holder(_instrument_stand, (0.5, 0.25, 1.6)),
    "easel": Holder(_easel, (1.0, 0.06, 1.0)),
    "music_stand": Holder(_music_stand, (0.5, 0.06, 0.45)),
    "pegboard": Holder(_pegboard, (0.45, 0.06, 0.3)),
    "bulletin_board": Holder(_pinboard, (0.35, 0.35, 0.35)),
    "mug_tree": Holder(_mug_tree, (0.16, 0.14, 0.14)),
    "wall_mug_rack": Holder(_wall_mug_rack, (0.14, 0.14, 0.14)),
    "cue_rack": Holder(_cue_rack, (0.05, 0.05, 1.6)),
}


def is_holder(category: str) -> bool:
    return category in HOLDERS


def held_size(size: Size, spot: Spot) -> Size:
    """The box of a thing at a spot: on its end where the spot stands things up (the depth of
    a lying thing becomes its height; a flat thing's height its depth)."""
    w, d, h = size  # a long thing (a cue) stands on its end; a flat one (sheet music) stands
    long_or_flat = (d > h and d >= w) or h < min(w, d)  # up facing out
    return standing(size) if spot.upright and long_or_flat else size


def holds(holder: str, size: Size) -> bool:
    """Whether the holder can take a thing of that (lying) size at one of its spots."""
    if holder not in HOLDERS:
        return False
    big = HOLDERS[holder].largest
    for spot in HOLDERS[holder].spots(spec(holder).size):
        w, d, h = held_size(size, spot)
        if HOLDERS[holder].shortest <= h <= min(spot.tallest, big[2]) \
                and min(w, d) <= min(big[:2]) and max(w, d) <= max(big[:2]):
            return True
    return False


TOP_BAND = 0.05  # the parts this near a thing's top (a fraction of its height) hang it


@cache  # the families are fixed data; every held pose and support check asks
def hang_profile(category: str) -> tuple[float, float, float]:
    """Where a thing hangs from, by its parts (without the wall hook it has of its own): how
    far behind its centre the back of its topmost parts lies, as a fraction of its depth (a
    jacket's hanger hook, a bag's strap); their top, as a fraction of its height; and how
    deep its parts are, front to back, as a fraction of its depth (another coat hangs over
    it that much further out). A hand-modelled thing hangs by its box."""
    item = FAMILIES.get(category)
    if item is None:
        return (0.5, 1.0, 1.0)
    parts = item.emptied.parts
    top = max(p.hi[2] for p in parts)
    deep = max(p.hi[1] for p in parts) - min(p.lo[1] for p in parts)
    return (max(p.hi[1] for p in parts if p.hi[2] >= top - TOP_BAND), top, deep)


def held_poses(holder: PlacedObject, thing: str, size: Size
               ) -> list[tuple[Pose, bool, int]]:
    """Every place at the holder's spots for a thing of that lying size, best first, each
    with whether the thing stands on its end there and its layer (0: against the hook; 1:
    hung over the thing there)."""
    out: list[tuple[Pose, bool, int]] = []
    hx, hy, hz = holder.location
    c, s = math.cos(holder.rotation_z), math.sin(holder.rotation_z)
    back, top, deep = hang_profile(thing)
    for spot in HOLDERS[holder.category].spots(holder.size):
        w, d, h = held_size(size, spot)
        if h > spot.tallest:
            continue
        nx, ny, face = SIDES[spot.side]
        across, out_depth = (d, w) if spot.quarter else (w, d)  # along the side, outwards
        tx, ty = -ny, nx  # along the side
        by_parts = spot.hang and not spot.upright  # hung by its own top parts
        # on a hook: the back of its top parts against the hook; on a rail: centred under it
        hangs_by = back if by_parts and not spot.quarter else 0.5
        reach = spot.plane if spot.side == "centre" else spot.plane + hangs_by * out_depth
        lo, hi = spot.u0 + across / 2, spot.u1 - across / 2
        if spot.u0 == spot.u1 or hi < lo:  # one place; a towel wider than its rail hangs
            us = [(spot.u0 + spot.u1) / 2]  # centred, its edges past the rail's ends
        else:
            us = sorted((lo + k * STEP for k in range(int((hi - lo) / STEP) + 1)),
                        key=lambda u: abs(u - (lo + hi) / 2))  # from the middle out
        z = hz + (spot.z - (top if by_parts else 1.0) * h if spot.hang else spot.z)
        for layer, u in product(range(spot.layers), us):
            out_by = reach + layer * (deep * out_depth + LAYER_GAP)  # over the one before
            lx, ly = nx * out_by + tx * u, ny * out_by + ty * u
            x, y = hx + lx * c - ly * s, hy + lx * s + ly * c
            pose = Pose(round(x, 4), round(y, 4), round(z, 4),
                        normalize(holder.rotation_z + face + spot.turn))
            out.append((pose, (w, d, h) != size, layer))
    return out


def places_for(holder: str, size: Size) -> int:
    """How many things of that (lying) size a holder of its default size holds at once, at
    most (siblings on hooks side by side may still touch and take fewer)."""
    count = 0
    for spot in HOLDERS[holder].spots(spec(holder).size):
        w, d, h = held_size(size, spot)
        if h > spot.tallest:
            continue
        across = d if spot.quarter else w
        count += spot.layers * max(1, int((spot.u1 - spot.u0) / across))
    return count


def hung_over(a: PlacedObject, b: PlacedObject) -> bool:
    """Whether one of two things hangs over the other on one hook (a coat over a coat): their
    boxes meet where their meshes do not, so only the mesh check judges them."""
    if not (a.support == b.support and bool(a.params.get("held"))
            and bool(a.params.get("layer")) != bool(b.params.get("layer"))  # one over one
            and abs(normalize(a.rotation_z - b.rotation_z)) < 1e-3):
        return False
    # ... on one hook: in line along the holder (side by side on a rail of hooks they are
    # checked like any two things)
    along = (a.location[0] - b.location[0]) * math.cos(a.rotation_z) \
        + (a.location[1] - b.location[1]) * math.sin(a.rotation_z)
    return abs(along) <= SAME_HOOK


def at_a_spot(obj: PlacedObject, holder: PlacedObject, tol: float) -> bool:
    """Whether a thing stands where the holder holds things, within `tol` metres (and lifted
    a millimetre or so, as things that rest on others are: `resting`)."""
    size = standing(obj.size) if obj.params.get("upright") else obj.size
    for pose, _, _ in held_poses(holder, obj.category, size):
        x, y, z = obj.location
        if max(abs(x - pose.x), abs(y - pose.y), abs(z - pose.z)) <= tol \
                and abs(normalize(obj.rotation_z - pose.rotation)) < 1e-3:
            return True
    return False
