"""Every blueprint family builds in Blender, fits its declared box, is seeded, and puts faces
on every material slot: the checks of `test_blender_generators.py`, in one warm scene."""

from __future__ import annotations

import numpy as np
import pytest

from agents.geometry.catalog import GENERATORS, sample_size
from agents.geometry.families import FAMILIES
from orchestrator.schema.scene import MaterialSpec, PlacedObject

bpy = pytest.importorskip("bpy")
from agents.geometry.blender import build_object  # noqa: E402
from agents.texture.blender import build_material  # noqa: E402

pytestmark = pytest.mark.blender
TOL = 1e-3


@pytest.fixture(scope="module", autouse=True)
def fresh_blender():
    """One empty scene for the whole module (overrides the per-test reset of conftest)."""
    bpy.ops.wm.read_factory_settings(use_empty=True)
    yield bpy
    bpy.ops.wm.read_factory_settings(use_empty=True)


def _coords(ob: bpy.types.Object) -> np.ndarray:
    ev = ob.evaluated_get(bpy.context.evaluated_depsgraph_get())
    mesh = ev.to_mesh()
    co = np.empty(len(mesh.vertices) * 3)
    mesh.vertices.foreach_get("co", co)
    ev.to_mesh_clear()
    return co.reshape(-1, 3)


def _remove(*objects: bpy.types.Object) -> None:
    for ob in objects:
        mesh = ob.data
        bpy.data.objects.remove(ob)
        bpy.data.meshes.remove(mesh)


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_family_builds_fits_is_seeded_and_uses_its_slots(name: str) -> None:
    slots = GENERATORS[name].slots
    size = sample_size(name, 3)
    mats = {s: build_material(MaterialSpec(id=f"m_{s}", recipe="plastic",
                                           base_color=(0.5, 0.4, 0.3))) for s in slots}

    def placed(oid: str) -> PlacedObject:
        return PlacedObject(id=oid, category=name, seed=3, location=(0.5, -0.25, 0.0),
                            rotation_z=0.7, size=size, materials={s: f"m_{s}" for s in slots})

    first = build_object(placed(f"{name}_a"), {f"m_{s}": m for s, m in mats.items()})
    second = build_object(placed(f"{name}_b"), {f"m_{s}": m for s, m in mats.items()})
    try:
        co = _coords(first)
        lo, hi = co.min(axis=0), co.max(axis=0)
        w, d, h = size
        assert lo[0] >= -w / 2 - TOL and hi[0] <= w / 2 + TOL, (lo, hi)
        assert lo[1] >= -d / 2 - TOL and hi[1] <= d / 2 + TOL, (lo, hi)
        assert lo[2] >= -TOL and hi[2] <= h + TOL, (lo, hi)
        assert ((hi - lo) >= 0.6 * np.array(size)).all(), (hi - lo, size)
        a, b = (np.empty(len(o.data.vertices) * 3) for o in (first, second))
        first.data.vertices.foreach_get("co", a)
        second.data.vertices.foreach_get("co", b)
        assert np.array_equal(a, b)  # same seed, same mesh, vertex for vertex
        used = {p.material_index for p in first.data.polygons}
        for i, slot in enumerate(slots):
            assert i in used, f"slot {slot!r} has no faces"
            material = first.material_slots[i].material
            assert material is not None and material.name.startswith(f"m_{slot}"), slot
    finally:
        _remove(first, second)
        for material in mats.values():
            bpy.data.materials.remove(material)
