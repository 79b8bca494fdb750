"""Kinds built in the shape the prompt asks for: a round or oval one has nothing outside the
ellipse of its box (a mirror: of its face), a square one fills its corners."""

from __future__ import annotations

import numpy as np
import pytest

from agents.geometry.catalog import sample_size
from agents.geometry.shapes import CURVED, SHAPED, UPRIGHT
from orchestrator.schema.scene import PlacedObject

bpy = pytest.importorskip("bpy")
from agents.geometry.blender import build_object  # noqa: E402

pytestmark = pytest.mark.blender
CASES = [(kind, shape) for kind, shapes in sorted(SHAPED.items()) for shape in shapes]


def _outline(kind: str, shape: str, seed: int) -> tuple[np.ndarray, tuple[float, float]]:
    """The evaluated mesh's vertices across its outline's plane, as fractions of its box (centre
    0), and the box's two sides there."""
    size = sample_size(kind, seed, (shape,))
    obj = PlacedObject(id=f"{kind}_{shape}", category=kind, seed=seed, location=(0, 0, 0),
                       size=size, attributes=(shape,))
    ob = build_object(obj, {})
    ev = ob.evaluated_get(bpy.context.evaluated_depsgraph_get())
    mesh = ev.to_mesh()
    co = np.empty(len(mesh.vertices) * 3)
    mesh.vertices.foreach_get("co", co)
    ev.to_mesh_clear()
    co = co.reshape(-1, 3)
    w, d, h = size
    if kind in UPRIGHT:  # a mirror's outline is on the wall: width by height
        return np.stack([co[:, 0] / w, (co[:, 2] - h / 2) / h], axis=1), (w, h)
    return np.stack([co[:, 0] / w, co[:, 1] / d], axis=1), (w, d)


@pytest.mark.parametrize(("kind", "shape"), CASES)
def test_the_outline_is_the_one_asked_for(kind: str, shape: str) -> None:
    for seed in (1, 2):
        frac, (a, b) = _outline(kind, shape, seed)
        radius = np.sqrt((2 * frac[:, 0]) ** 2 + (2 * frac[:, 1]) ** 2)
        if shape in CURVED:
            assert radius.max() <= 1.0 + 0.01, (kind, shape, radius.max())
            assert radius.max() >= 0.97  # it reaches its rim
        else:  # a square or rectangular one has its corners
            assert radius.max() >= 1.3, (kind, shape, radius.max())
        if shape in ("round", "square"):
            assert a == pytest.approx(b)
