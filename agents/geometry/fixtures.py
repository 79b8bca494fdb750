"""Fittings the layout treats specially: doors, curtains, windows, wall hangings' heights.

- A door stands on the floor against a wall, towards one end of it (`door_poses`); its doorway
  is kept clear by the placer.
- Curtains hang at a window: centred on it, from just under the ceiling down to the floor, or
  to just above whatever stands under the window; a little wider than the window where the wall
  allows (`curtain_fits`). Their size follows the window, not the seed.
- Windows are openings in the room's walls (`WindowSpec`), never objects: the layout opens as
  many as the prompt names, as planned "window" objects ask for, or as curtains need.
- Wall hangings are centred at a height that suits them (`MOUNT_CENTRE`): a mirror at eye level
  above a vanity, a towel rail lower, a shelf above a desk.
"""

from __future__ import annotations

import random
from collections.abc import Collection

from agents.geometry.candidates import Pose, Shell, wall_candidates, wall_pose
from agents.geometry.catalog import GeneratorSpec
from agents.geometry.families import FAMILIES
from agents.geometry.placer import Placer
from agents.prompt_interpreter.mentions import MAX_WINDOWS, windows_named
from orchestrator.schema.scene import PlannedObject, ScenePlan, Wall, WindowSpec

MOUNT_CENTRE: dict[str, float] = {"painting": 1.5, "mirror": 1.5, "towel_rail": 1.1,
                                  "wall_shelf": 1.6} | {
    name: item.mount_centre for name, item in FAMILIES.items() if item.mount_centre}
CURTAIN_TOP_GAP = 0.06  # between the top of the curtains (their rod) and the ceiling
CURTAIN_OVERLAP = (0.6, 0.4, 0.2, 0.1)  # metres wider than the window, widest first
CURTAIN_WALL_GAP = 0.005
DOOR_END = 0.7  # preferred door position, as a fraction of the usable half-wall


def door_poses(shell: Shell, size: tuple[float, float, float], walls: list[Wall],
               rng: random.Random) -> list[Pose]:
    """Backed against each wall in order, nearest to a point towards one end of it first."""
    return wall_candidates(shell, size, walls, rng.choice((-DOOR_END, DOOR_END)))


def window_requests(plan: ScenePlan) -> int:
    """How many windows the plan asks for: named in the prompt, planned as objects (an LLM
    planner may do that), or needed for its curtains; at most `MAX_WINDOWS`."""
    planned = sum(1 for o in plan.objects if o.category == "window")
    curtains = sum(1 for o in plan.objects if o.category == "curtains")
    return min(max(windows_named(plan.prompt), planned, curtains), MAX_WINDOWS)


def curtain_fits(shell: Shell, window: WindowSpec, depth: float
                 ) -> list[tuple[tuple[float, float, float], Pose]]:
    """(size, pose) options for curtains at `window`, best first: full length before raised
    hems, wide before narrow."""
    top = shell.height - CURTAIN_TOP_GAP
    length = shell.length(window.wall)
    hems = [0.02] + [round(0.1 * k, 2) for k in range(1, 10) if 0.1 * k <= window.sill + 1e-9]
    options = []
    for hem in hems:
        height = round(top - hem, 4)
        if height < window.height + 0.1:
            continue
        for extra in CURTAIN_OVERLAP:
            width = round(window.width + extra, 4)
            if abs(window.offset) + width / 2 > length / 2 - 0.01:
                continue
            pose = wall_pose(shell, window.wall, window.offset, depth, CURTAIN_WALL_GAP)
            options.append(((width, depth, height),
                            Pose(pose.x, pose.y, round(hem, 4), pose.rotation, pose.wall)))
    return options


def hang_curtains(placer: Placer, obj: PlannedObject, gen: GeneratorSpec, depth: float,
                  seed: int, curtained: Collection[WindowSpec]) -> WindowSpec | str:
    """Hang curtains at the first window without any where they fit: the window they hang
    at, or why they cannot hang anywhere."""
    free = [w for w in placer.windows if w not in curtained]
    if not free:
        return "no window left to hang them at" if placer.windows else "the room has no window"
    for window in free:
        for size, pose in curtain_fits(placer.shell, window, depth):
            if placer.try_place(obj, gen, size, seed, "wall", [pose], None):
                return window
    return "no room round the windows"
