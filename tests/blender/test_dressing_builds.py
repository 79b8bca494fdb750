"""How the dressing's small things are built: a throw pillow laid flat fills its lying box, front
face up; a book with no colour asked wears a cover colour drawn from its seed."""

from __future__ import annotations

import numpy as np
import pytest

from orchestrator.schema.scene import PlacedObject

bpy = pytest.importorskip("bpy")
from agents.geometry.blender import build_object  # noqa: E402

pytestmark = pytest.mark.blender


def _vertices(ob: bpy.types.Object) -> np.ndarray:
    co = np.empty(len(ob.data.vertices) * 3)
    ob.data.vertices.foreach_get("co", co)
    return co.reshape(-1, 3)


def test_a_flat_pillow_fills_its_lying_box() -> None:
    size = (0.45, 0.45, 0.15)
    ob = build_object(PlacedObject(id="flat_pillow", category="throw_pillow", location=(0, 0, 0),
                                   size=size, params={"flat": 1.0}), {})
    co = _vertices(ob)
    assert np.allclose(co.min(axis=0), (-0.225, -0.225, 0.0), atol=2e-3)
    assert np.allclose(co.max(axis=0), (0.225, 0.225, 0.15), atol=2e-3)
    standing = _vertices(build_object(PlacedObject(
        id="standing_pillow", category="throw_pillow", location=(0, 0, 0),
        size=(0.45, 0.15, 0.45)), {}))
    assert np.ptp(standing[:, 2]) == pytest.approx(0.45, abs=2e-3)  # the same pillow, upright


def _cover_slots(seed: int, attributes: tuple[str, ...] = ()) -> set[str]:
    ob = build_object(PlacedObject(id=f"book_{seed}_{len(attributes)}", category="book",
                                   seed=seed, location=(0, 0, 0), size=(0.17, 0.24, 0.035),
                                   attributes=attributes), {})
    used = {p.material_index for p in ob.data.polygons}
    return {ob.material_slots[i].material.name for i in used}


def test_books_wear_seeded_covers_unless_a_colour_is_asked() -> None:
    covers = [_cover_slots(seed) for seed in range(8)]
    assert len({frozenset(c) for c in covers}) >= 3  # a row of books is not one colour
    assert _cover_slots(1) == _cover_slots(1)
    asked = _cover_slots(1, ("red",))  # the texture agent colours it as asked
    assert not any("~" in name for name in asked)
