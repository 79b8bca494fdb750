"""Helpers the furniture, kids, office, shop and workshop families share (not a family module).

`pair` and `pair_y` mirror a part to the other side of the object. `tidy` finishes a module's
families: two parts whose faces lie in one plane, facing the same way and overlapping, render
black or noisy (the renderer cannot tell which face is in front), so the part with the smaller
such face is pulled back a few millimetres; and rounded boxes are built last (a sphere made
after a bevel can differ by 1e-8 between runs, which breaks same-seed-same-mesh).
"""

from __future__ import annotations

from dataclasses import replace

from agents.geometry.families.base import Family
from orchestrator.schema.blueprint import Part

_INSET_M = 0.004  # how far a face is pulled back, in metres
_EPS = 1e-7

Rect = tuple[tuple[float, float], tuple[float, float]]
Face = tuple[int, float, int, Rect]  # axis, coordinate, direction (-1 or +1), extent across


def mirror_x(part: Part) -> Part:
    """The same part on the other side of the object (x -> -x)."""
    (x0, y0, z0), (x1, y1, z1) = part.lo, part.hi
    return part.model_copy(update={"lo": (-x1, y0, z0), "hi": (-x0, y1, z1)})


def mirror_y(part: Part) -> Part:
    """The same part at the other end of the object's depth (y -> -y)."""
    (x0, y0, z0), (x1, y1, z1) = part.lo, part.hi
    return part.model_copy(update={"lo": (x0, -y1, z0), "hi": (x1, -y0, z1)})


def pair(part: Part) -> tuple[Part, Part]:
    return part, mirror_x(part)


def pair_y(part: Part) -> tuple[Part, Part]:
    return part, mirror_y(part)


def _faces(lo: list[float], hi: list[float], part: Part) -> list[Face]:
    """The flat faces of a part: a box's six sides, a cylinder's caps, a cone's base."""
    if part.shape == "sphere":
        return []
    axes = (0, 1, 2) if part.shape in ("box", "rounded_box") else ("xyz".index(part.axis),)
    found: list[Face] = []
    for ax in axes:
        a, b = (i for i in (0, 1, 2) if i != ax)
        rect = ((lo[a], hi[a]), (lo[b], hi[b]))
        found.append((ax, lo[ax], -1, rect))
        if part.shape != "cone":
            found.append((ax, hi[ax], 1, rect))
        elif part.taper > 0.05:
            (a0, a1), (b0, b1) = rect
            ca, cb = (a0 + a1) / 2, (b0 + b1) / 2
            ha, hb = (a1 - a0) / 2 * part.taper, (b1 - b0) / 2 * part.taper
            found.append((ax, hi[ax], 1, ((ca - ha, ca + ha), (cb - hb, cb + hb))))
    return found


def _overlap(r: Rect, s: Rect) -> bool:
    return all(min(p[1], q[1]) - max(p[0], q[0]) > _EPS for p, q in zip(r, s, strict=True))


def _area(r: Rect) -> float:
    return (r[0][1] - r[0][0]) * (r[1][1] - r[1][0])


def _separate(parts: tuple[Part, ...], size: tuple[float, float, float],
              on_floor: bool) -> tuple[Part, ...]:
    los = [list(p.lo) for p in parts]
    his = [list(p.hi) for p in parts]
    for _ in range(12):
        planes: dict[tuple[int, int, float], list[tuple[int, Rect]]] = {}
        for i, p in enumerate(parts):
            for ax, c, d, r in _faces(los[i], his[i], p):
                if not (on_floor and ax == 2 and d < 0 and abs(c) < _EPS):  # the floor hides it
                    planes.setdefault((ax, d, round(c, 6)), []).append((i, r))
        moved: set[tuple[int, int, int]] = set()
        for (ax, d, _c), faces in planes.items():
            for n, (i, r) in enumerate(faces):
                for j, r2 in faces[n + 1:]:
                    if i == j or not _overlap(r, r2) or {(i, ax, d), (j, ax, d)} & moved:
                        continue
                    k = i if (_area(r), -i) < (_area(r2), -j) else j
                    inset = min(_INSET_M / size[ax], 0.2 * (his[k][ax] - los[k][ax]))
                    if d < 0:
                        los[k][ax] += inset
                    else:
                        his[k][ax] -= inset
                    moved.add((k, ax, d))
        if not moved:
            break
    return tuple(p.model_copy(update={"lo": tuple(lo), "hi": tuple(hi)})
                 for p, lo, hi in zip(parts, los, his, strict=True))


def tidy(families: tuple[Family, ...]) -> tuple[Family, ...]:
    """The families with coplanar same-facing faces pulled apart and rounded boxes last."""
    done = []
    for item in families:
        parts = _separate(item.parts, item.size, item.placement not in ("wall_mounted", "ceiling"))
        parts = tuple(sorted(parts, key=lambda p: p.shape == "rounded_box"))
        done.append(replace(item, parts=parts))
    return tuple(done)
