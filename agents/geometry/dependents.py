"""What depends on an object: what stands on it (a scene's supports) or is planned at it (a
plan's targets), and on that in turn. Removing a thing removes these with it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from orchestrator.schema.scene import Scene


def linked_to(ids: Iterable[str], links: Iterable[tuple[str, str | None]]) -> set[str]:
    """The ids linked to these by (child, parent) pairs, and to those, and so on; `ids`
    themselves are not included."""
    children: dict[str, list[str]] = defaultdict(list)
    for child, parent in links:
        if parent is not None:
            children[parent].append(child)
    out: set[str] = set()
    frontier = set(ids)
    while frontier:
        frontier = {c for p in frontier for c in children.get(p, ())} - out
        out |= frontier
    return out


def dependents(scene: Scene, ids: Iterable[str]) -> set[str]:
    """What stands on (or hangs from) these objects, and on that, and so on."""
    return linked_to(ids, ((o.id, o.support) for o in scene.objects))
