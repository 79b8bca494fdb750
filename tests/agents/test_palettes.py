"""Materials: every slot dressed, ids resolve, styles look different, lamps glow."""

from __future__ import annotations

import colorsys
import typing

import pytest

from agents.geometry.catalog import GENERATORS, HAND_MODELLED, sample_size
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.texture.assign import ROLE_NAMES, SLOT_KEYWORDS, SLOT_ROLES, role_for
from agents.texture.palette_styles import SHARED, STYLE_ROLES, STYLES
from agents.texture.palettes import apply_materials, palette_entry
from orchestrator import Scene, ScenePlan
from orchestrator.schema.scene import (
    MaterialSpec,
    PlacedObject,
    PlannedObject,
    Recipe,
    Room,
    RoomType,
    Style,
)

ALL_STYLES: tuple[str, ...] = typing.get_args(Style)
ROOM_TYPES: tuple[str, ...] = typing.get_args(RoomType)
RECIPES: tuple[str, ...] = typing.get_args(Recipe)
WET_FLOORS = {"tile", "marble", "stone", "terrazzo", "granite"}
FLOORS = WET_FLOORS | {"wood_planks", "concrete"}


def laid_out(prompt: str, seed: int = 0, **overrides: str) -> Scene:
    return solve_layout(plan_offline(prompt, seed, **overrides))[0]  # type: ignore[arg-type]


def by_id(scene: Scene) -> dict[str, MaterialSpec]:
    return {m.id: m for m in scene.materials}


def catalog_scene(style: str, room_type: str, seed: int = 0) -> Scene:
    """One instance of every generator in the catalog, in a room of `room_type`."""
    plan = ScenePlan(prompt="catalog", room_type=room_type, style=style,  # type: ignore[arg-type]
                     mood="warm", time_of_day="dusk", width=5.0, depth=4.0, height=2.7,
                     objects=(PlannedObject(id="x", category="bed"),), seed=seed)
    objects = tuple(PlacedObject(id=name, category=name, location=(0.0, 0.0, 0.0),
                                 size=sample_size(name, seed)) for name in GENERATORS)
    return Scene(plan=plan, room=Room(room_type=room_type, width=5.0, depth=4.0,  # type: ignore[arg-type]
                                      height=2.7), objects=objects)


def assert_dressed(scene: Scene) -> dict[str, MaterialSpec]:
    materials = by_id(scene)
    assert len(materials) == len(scene.materials)  # unique ids
    for obj in scene.objects:
        assert set(obj.materials) == set(GENERATORS[obj.category].slots), obj.id
        assert all(mid in materials for mid in obj.materials.values()), obj.id
    room = scene.room
    shell = (room.floor_material, room.wall_material, room.ceiling_material)
    assert all(mid in materials for mid in shell)
    used = {m for o in scene.objects for m in o.materials.values()} | set(shell)
    assert used == set(materials)  # no unused materials
    return materials


@pytest.mark.parametrize("room_type", ROOM_TYPES)
@pytest.mark.parametrize("style", ALL_STYLES)
def test_every_style_dresses_every_room_type(style: str, room_type: str) -> None:
    """The planner's own room (its generators) and the whole catalog, in every style."""
    planned = apply_materials(laid_out(f"a {room_type.replace('_', ' ')}", 0,
                                       room_type=room_type, style=style))
    assert planned.room.room_type == room_type
    assert_dressed(planned)
    materials = assert_dressed(apply_materials(catalog_scene(style, room_type)))
    floor = materials["floor"]
    assert floor.recipe in FLOORS, (style, room_type, floor.recipe)
    if room_type == "bathroom":
        assert floor.recipe in WET_FLOORS  # no wooden floors in a bathroom
        assert materials["window_glass"].recipe == "frosted_glass"
        assert materials["sanitary"].recipe == "porcelain"
    assert materials["mirror"].recipe == "mirror" and materials["mirror"].metallic == 1.0


@pytest.mark.parametrize("style", ALL_STYLES)
def test_every_catalog_slot_has_a_role_the_style_defines(style: str) -> None:
    assert set(STYLE_ROLES) <= set(STYLES[style]), set(STYLE_ROLES) - set(STYLES[style])
    keywords = {keyword for keyword, _ in SLOT_KEYWORDS}
    for name, gen in GENERATORS.items():
        for slot in gen.slots:
            if name in HAND_MODELLED:  # no hand-modelled generator relies on guessing
                assert (name, slot) in SLOT_ROLES, (name, slot)
            else:  # a blueprint family names its slots by role (or by a slot keyword)
                assert slot in ROLE_NAMES or slot in keywords, (name, slot)
            role = role_for(name, slot)
            assert role == "lamp_shade" or role in STYLES[style] or role in SHARED, role


def test_every_recipe_is_used_by_some_palette() -> None:
    used: set[str] = set()
    for style in ALL_STYLES:
        for room_type in ROOM_TYPES:
            used |= {m.recipe for m in apply_materials(catalog_scene(style, room_type)).materials}
    assert set(RECIPES) - used == set()
    entries = [m for table in (*STYLES.values(), SHARED) for m in table.values()]
    assert {m.recipe for m in entries} <= set(RECIPES)


def test_room_types_pick_their_zone() -> None:
    for style in ALL_STYLES:
        bath = palette_entry("floor", style, "bathroom").recipe  # type: ignore[arg-type]
        assert bath in WET_FLOORS
        # a room type without zone entries (or an unknown one) gets the style's plain floor
        assert palette_entry("floor", style, "no_such_room") == STYLES[style]["floor"]  # type: ignore[arg-type]
    assert palette_entry("floor", "industrial", "bedroom").recipe == "concrete"
    assert palette_entry("wall", "industrial", "living_room").recipe == "brick"
    assert palette_entry("floor", "rustic", "kitchen").recipe == "stone"
    assert palette_entry("floor", "modern", "cafe").recipe == "terrazzo"
    assert palette_entry("floor", "cozy", "cafe").recipe == "tile"  # cafe falls back on kitchen
    assert palette_entry("wall", "playful", "kids_room").recipe == "wallpaper"


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
    for spec in materials.values():
        if spec.recipe in ("metal", "brushed_metal", "chrome", "brass", "mirror"):
            assert spec.metallic == 1.0
        if spec.recipe in ("glass", "frosted_glass"):
            assert spec.transmission >= 0.9


def test_styles_differ() -> None:
    looks = {}
    for style in ALL_STYLES:
        scene = apply_materials(laid_out("a living room", 1, style=style))
        looks[style] = {m.id: (m.recipe, m.base_color, m.metallic) for m in scene.materials}
    assert len({tuple(sorted(v.items())) for v in looks.values()}) == len(ALL_STYLES)
    assert looks["industrial"]["floor"][0] == "concrete"
    assert looks["industrial"]["wall"][0] == "brick"
    assert looks["cozy"]["floor"][0] == "wood_planks"
    # scandinavian oak is lighter than cozy walnut, luxury walnut darker still
    assert sum(looks["scandinavian"]["wood"][1]) > sum(looks["cozy"]["wood"][1])
    assert sum(looks["luxury"]["wood"][1]) < sum(looks["cozy"]["wood"][1])
    assert looks["industrial"]["metal"][2] == 1.0


def test_signature_materials_per_style() -> None:
    def recipes(style: str) -> set[str]:
        return {m.recipe for m in STYLES[style].values()}  # type: ignore[index]

    assert {"marble", "brass", "velvet"} <= recipes("luxury")
    assert {"concrete", "brick", "brushed_metal"} <= recipes("industrial")
    assert {"wool", "linen"} <= recipes("scandinavian")
    assert {"wood_planks", "stone", "leather"} <= recipes("rustic")
    assert {"terrazzo", "porcelain", "chrome"} <= recipes("modern")
    assert {"plaster", "frosted_glass"} <= recipes("minimalist")
    assert {"plastic", "wallpaper"} <= recipes("playful")
    # playful is bright: most of its coloured roles are saturated
    vivid = [m for m in STYLES["playful"].values()
             if colorsys.rgb_to_hsv(*m.color)[1] > 0.6 and max(m.color) > 0.5]
    assert len(vivid) >= 10


def test_seed_varies_colours_slightly() -> None:
    a = by_id(apply_materials(laid_out("a cozy bedroom", 1)))
    b = by_id(apply_materials(laid_out("a cozy bedroom", 2)))
    assert a["wood"].base_color != b["wood"].base_color
    for x, y in zip(a["wood"].base_color, b["wood"].base_color, strict=True):
        assert abs(x - y) < 0.06


def test_unknown_slots_fall_back_by_name() -> None:
    assert role_for("mystery_lamp", "shade") == "lamp_shade"
    assert role_for("mystery_table", "legs") == "legs"
    assert role_for("mystery_cabinet", "door") == "door"
    assert role_for("mystery_bath", "towel") == "towel"
    assert role_for("mystery", "whatever") == "wood"
