"""The room's floor, walls and ceiling as the prompt describes them: read from the prompt,
then worn by the room's shell."""

from __future__ import annotations

import pytest

from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.surface_words import surface_looks
from agents.texture.palettes import apply_materials
from agents.texture.surfaces import surface_material
from orchestrator.schema.scene import MaterialSpec


@pytest.mark.parametrize(("text", "looks"), [
    ("a bedroom with sage green walls and dark hardwood floors",
     {"wall": ("sage",), "floor": ("dark", "hardwood")}),
    ("a loft with exposed brick walls and a polished concrete floor",
     {"wall": ("brick",), "floor": ("concrete",)}),
    ("a kitchen with a black and white checkered floor",
     {"floor": ("black", "white", "checkered")}),
    ("a nursery with walls painted in pale yellow", {"wall": ("pale", "yellow")}),
    ("the ceiling is white, the walls are wood-paneled.",
     {"ceiling": ("white",), "wall": ("wood", "paneled")}),
    ("a bathroom with white subway tile walls", {"wall": ("white", "subway", "tile")}),
    ("a living room with a navy accent wall", {"accent_wall": ("navy",)}),
    ("a den with a feature wall of exposed brick and white walls",
     {"accent_wall": ("brick",), "wall": ("white",)}),  # each surface its own words
    ("a bedroom with an accent wall", {"accent_wall": ("deep", "slate")}),
])
def test_what_the_prompt_says_of_its_surfaces_is_read(text: str,
                                                      looks: dict[str, tuple[str, ...]]) -> None:
    assert {s.part: s.words for s in surface_looks(text)} == looks


@pytest.mark.parametrize("text", [
    "a floor lamp and a wall clock by the ceiling fan",  # compounds, not surfaces
    "a cat asleep on the floor against the wall",  # no look
    "a conservatory with glass walls",  # a see-through shell is no room
    "a wall of books",
])
def test_words_that_are_not_a_surfaces_look_are_not_read(text: str) -> None:
    assert surface_looks(text) == ()


def test_the_shell_wears_the_prompts_surfaces() -> None:
    scene = apply_materials(solve_layout(plan_offline(
        "a cozy bedroom with sage green walls and a polished concrete floor", seed=2))[0])
    specs = {m.id: m for m in scene.materials}
    wall, floor = specs[scene.room.wall_material], specs[scene.room.floor_material]
    assert wall.recipe == "plaster" and wall.base_color == (0.3, 0.4, 0.28)
    assert floor.recipe == "concrete"
    ceiling = specs[scene.room.ceiling_material]
    plain = apply_materials(solve_layout(plan_offline("a cozy bedroom", seed=2))[0])
    assert ceiling == {m.id: m for m in plain.materials}[plain.room.ceiling_material]
    used = {scene.room.wall_material, scene.room.floor_material, scene.room.ceiling_material,
            *(m for o in scene.objects for m in o.materials.values())}
    assert used == set(specs)  # no material is left unused


def base(recipe: str = "wallpaper") -> MaterialSpec:
    return MaterialSpec(id="wall", recipe=recipe, base_color=(0.5, 0.4, 0.3))  # type: ignore[arg-type]


def test_a_colour_alone_paints_the_walls_and_a_finish_keeps_its_own_colour() -> None:
    painted = surface_material(base(), "wall", ("sage",))
    assert painted.recipe == "plaster" and painted.base_color == (0.3, 0.4, 0.28)
    brick = surface_material(base(), "wall", ("brick",))
    assert brick.recipe == "brick" and brick.base_color == (0.45, 0.2, 0.12)
    floor = surface_material(base("wood_planks"), "floor", ("dark", "oak"))
    assert floor.recipe == "wood_planks"  # a wood floor is boards
    assert floor.base_color[0] < 0.55  # oak, darkened


def test_a_surfaces_colour_is_not_reported_as_a_thing_not_made() -> None:
    plan = plan_offline("a kitchen with a black and white checkered floor", seed=1)
    assert [n.phrase for n in plan.nouns if n.outcome == "not_made"] == []
    assert {s.part for s in plan.surfaces} == {"floor"}


def test_an_accent_wall_is_the_wall_behind_the_rooms_main_piece() -> None:
    for seed in range(4):
        scene = apply_materials(solve_layout(plan_offline(
            "a bedroom with a navy accent wall", seed=seed))[0])
        room, bed = scene.room, next(o for o in scene.objects if o.category == "bed")
        x, y = bed.location[0], bed.location[1]
        gap = {"north": room.depth / 2 - y, "south": y + room.depth / 2,
               "east": room.width / 2 - x, "west": x + room.width / 2}[str(room.accent_wall)]
        assert gap <= bed.size[1] / 2 + 0.3, seed  # the headboard stands against it
        accent = {m.id: m for m in scene.materials}[room.accent_material]
        assert accent.base_color == (0.02, 0.04, 0.18) and accent.recipe == "plaster"
        assert room.wall_material != room.accent_material  # the other walls keep the style's


def test_a_hyphenated_word_from_a_model_is_read_as_its_parts() -> None:
    from orchestrator.schema.scene import SurfaceLook

    look = SurfaceLook(part="wall", words=("sage-green",))
    assert surface_material(base(), look.part, look.words).base_color == (0.3, 0.4, 0.28)
