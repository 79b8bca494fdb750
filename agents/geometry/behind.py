"""Room behind a thing: "two bookshelves behind the sofa", "a floor lamp behind the armchair".

A sofa backed against a wall has nothing behind it but the wall, so a thing the prompt puts
behind it cannot stand there. The thing in front is stood off its wall by the depth of what
goes behind it (`standoffs`), and what goes behind it is offered the spots between it and
the wall first (`behind_candidates`), backed to that wall and facing the same way.
"""

from __future__ import annotations

from agents.geometry.boxes import front_vector
from agents.geometry.candidates import MARGIN, Pose, Shell, along, wall_pose
from agents.geometry.catalog import GENERATORS
from orchestrator.schema.scene import PlacedObject, ScenePlan, Wall

BEHIND_GAP = 0.08  # between the thing in front and what stands behind it
# kinds that stand on the floor: what hangs on the wall behind a sofa needs no room there
STANDING = frozenset({"floor", "wall", "corner"})


def _deepest(category: str) -> float:
    """The most a kind's seeded box can measure front to back."""
    gen = GENERATORS[category]
    return gen.size[1] * (1 + gen.jitter)


def standoffs(plan: ScenePlan) -> dict[str, float]:
    """The prompt's noun -> how far its objects should stand off their wall so that what the
    prompt puts behind them fits between (0 where nothing standing goes behind them)."""
    found: dict[str, float] = {}
    for spec in plan.relations:
        if spec.relation != "behind" or spec.target is None:
            continue
        depths = [_deepest(o.category) for o in plan.objects if o.label == spec.subject
                  and o.category in GENERATORS and GENERATORS[o.category].placement in STANDING]
        if depths:
            found[spec.target] = max(found.get(spec.target, 0.0), max(depths) + BEHIND_GAP)
    return found


def goes_behind(plan: ScenePlan, label: str | None, target: PlacedObject) -> bool:
    """Whether the prompt puts objects of this noun behind the target's noun."""
    return label is not None and any(
        s.relation == "behind" and s.subject == label and s.target == target.label
        for s in plan.relations)


def behind_candidates(size: tuple[float, float, float], target: PlacedObject, shell: Shell,
                      wall: Wall | None) -> list[Pose]:
    """Behind the target, facing its way: backed to the target's wall when it has one, else
    just behind its back; centred on it first, then to either side along its width."""
    w, d, _ = size
    tx, ty, _ = target.location
    fx, fy = front_vector(target.rotation_z)
    lx, ly = -fy, fx  # along the target's width
    reach = max(target.size[0] / 2 - w / 2, 0.0)
    shifts = sorted({0.0, *(k * 0.1 for k in range(1, 30) if k * 0.1 <= reach + 0.3),
                     *(-k * 0.1 for k in range(1, 30) if k * 0.1 <= reach + 0.3)}, key=abs)
    poses = []
    for shift in shifts:
        if wall is not None:
            t = along(wall, tx + lx * shift, ty + ly * shift)
            poses.append(wall_pose(shell, wall, round(t, 4), d, MARGIN))
        else:
            back = target.size[1] / 2 + BEHIND_GAP + d / 2
            x, y = tx - fx * back + lx * shift, ty - fy * back + ly * shift
            poses.append(Pose(round(x, 4), round(y, 4), 0.0, target.rotation_z))
    return poses
