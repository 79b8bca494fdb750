"""Materials: every slot dressed, ids resolve, styles look different, lamps glow."""

from __future__ import annotations

import pytest

from agents.geometry.catalog import GENERATORS
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.assign import role_for
from agents.texture.palettes import apply_materials
from orchestrator.scene import Scene

PROMPTS = ["a cozy bedroom", "a living room", "a home office", "a coffee shop", "a kitchen"]
STYLES = ["cozy", "modern", "rustic", "scandinavian", "industrial", "minimalist"]


def laid_out(prompt: str, seed: int = 0, **overrides: str) -> Scene:
    return solve_layout(plan_offline(prompt, seed, **overrides))[0]  # type: ignore[arg-type]


def by_id(scene: Scene) -> dict:
    return {m.id: m for m in scene.materials}


@pytest.mark.parametrize("style", STYLES)
def test_every_slot_is_dressed_and_resolves(style: str) -> None:
    for prompt in PROMPTS:
        scene = apply_materials(laid_out(prompt, style=style))
        materials = by_id(scene)
        assert len(materials) == len(scene.materials)  # unique ids
        for obj in scene.objects:
            assert set(obj.materials) == set(GENERATORS[obj.category].slots), obj.id
            assert all(mid in materials for mid in obj.materials.values()), obj.id
        room = scene.room
        for mid in (room.floor_material, room.wall_material, room.ceiling_material):
            assert mid in materials
        used = {m for o in scene.objects for m in o.materials.values()}
        used |= {room.floor_material, room.wall_material, room.ceiling_material}
        assert used == set(materials)  # no unused materials


def test_only_materials_change() -> None:
    scene = laid_out("a cozy bedroom at dusk", 3)
    dressed = apply_materials(scene)
    strip = {"materials": True, "room": {"floor_material", "wall_material",
                                         "ceiling_material"},
             "objects": {"__all__": {"materials"}}}
    assert dressed.model_dump(exclude=strip) == scene.model_dump(exclude=strip)
    assert apply_materials(scene) == dressed  # deterministic


def test_recipes_make_sense() -> None:
    scene = apply_materials(laid_out("a living room with a bookshelf and a table lamp", 2))
    materials = by_id(scene)
    lamps = [o for o in scene.objects if o.category in ("table_lamp", "floor_lamp")]
    assert lamps
    for lamp in lamps:
        shade = materials[lamp.materials["shade"]]
        assert shade.recipe == "emissive" and 3.0 <= shade.emission_strength <= 8.0
        r, g, b = shade.base_color
        assert r >= g >= b  # warm light
    tv = next(o for o in scene.objects if o.category == "tv")
    screen = materials[tv.materials["screen"]]
    assert screen.recipe in ("plastic", "glass") and screen.roughness < 0.2
    assert max(screen.base_color) < 0.1
    plant = next(o for o in scene.objects if o.category == "plant")
    assert materials[plant.materials["leaves"]].recipe == "foliage"
    shelf = next(o for o in scene.objects if o.category == "bookshelf")
    assert materials[shelf.materials["books"]].recipe in ("paper", "fabric")


def test_styles_differ() -> None:
    looks = {}
    for style in STYLES:
        scene = apply_materials(laid_out("a living room", 1, style=style))
        looks[style] = {m.id: (m.recipe, m.base_color, m.metallic) for m in scene.materials}
    assert len({tuple(sorted(v.items())) for v in looks.values()}) == len(STYLES)
    assert looks["industrial"]["floor"][0] == "stone"
    assert looks["cozy"]["floor"][0] == "wood"
    # scandinavian oak is lighter than cozy walnut
    assert sum(looks["scandinavian"]["wood"][1]) > sum(looks["cozy"]["wood"][1])
    assert looks["industrial"]["metal"][2] == 1.0


def test_seed_varies_colours_slightly() -> None:
    a = by_id(apply_materials(laid_out("a cozy bedroom", 1)))
    b = by_id(apply_materials(laid_out("a cozy bedroom", 2)))
    assert a["wood"].base_color != b["wood"].base_color
    for x, y in zip(a["wood"].base_color, b["wood"].base_color, strict=True):
        assert abs(x - y) < 0.06


def test_unknown_slots_fall_back_by_name() -> None:
    assert role_for("mystery_lamp", "shade") == "lamp_shade"
    assert role_for("mystery_table", "legs") == "legs"
    assert role_for("mystery", "whatever") == "wood"
