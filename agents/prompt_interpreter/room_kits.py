"""What a kind of room with no template of its own usually holds: a garage its car, workbench
and shelving; a home gym its treadmill and weights; a laundry room its washer and dryer.

A prompt that names such a room and little else ("a home gym", "a cozy wine cellar") used to
be composed of the fixtures any room has, which left it bare. A kit is a template's optional
part for that kind of room, drawn by the seed like any template's: what the prompt names of
the same kind replaces the kit's own ("a garage with two bicycles" has two, not three), a
thing it excludes or counts by its head noun is left out ("a garage with no car"), and what
the prompt names is always kept, the kit's things before the template's extras.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents.prompt_interpreter.slots import Slot
from orchestrator.schema.scene import Style

S = Slot


@dataclass(frozen=True)
class RoomKit:
    names: tuple[str, ...]  # what people call the room ("home gym", "fitness room")
    slots: tuple[Slot, ...]  # the first is the room's defining thing
    style: Style | None = None  # its usual style, when the prompt says none


KITS: tuple[RoomKit, ...] = (
    RoomKit(("garage", "carport"), (
        S("car", "car", "center", importance=8),
        S("workbench", "workbench", "against_wall", importance=6),
        S("metal_shelving", "metal_shelving", "against_wall", importance=5),
        S("storage_bin", "storage_bin", "on_top_of", "metal_shelving", importance=3),
        S("tool_chest", "tool_chest", "against_wall", importance=4),
        S("pegboard", "pegboard", "against_wall", importance=4, chance=0.7),
        S("bicycle", "bicycle", "against_wall", importance=3, chance=0.6),
        S("step_ladder", "step_ladder", "corner", importance=2, chance=0.5),
        S("cardboard_box", "cardboard_box", "corner", importance=2, chance=0.6),
    ), "industrial"),
    RoomKit(("workshop", "woodshop", "wood shop", "shed", "tool shed", "maker space",
             "makerspace"), (
        S("workbench", "workbench", "against_wall", importance=8),
        S("stool", "stool", "around", "workbench", importance=5),
        S("pegboard", "pegboard", "against_wall", importance=5),
        S("tool_chest", "tool_chest", "against_wall", importance=5),
        S("shelving_unit", "shelving_unit", "against_wall", importance=4),
        S("table_saw", "table_saw", "floor", importance=3, chance=0.6),
        S("lumber_stack", "lumber_stack", "against_wall", importance=2, chance=0.5),
        S("paint_cans", "paint_cans", "on_top_of", "shelving_unit", importance=2),
    ), "industrial"),
    RoomKit(("home gym", "gym", "fitness room", "fitness studio", "exercise room",
             "workout room", "weight room"), (
        S("treadmill", "treadmill", "against_wall", importance=8),
        S("weight_bench", "weight_bench", "floor", importance=6),
        S("dumbbell_rack", "dumbbell_rack", "against_wall", importance=6),
        S("floor_mirror", "floor_mirror", "against_wall", importance=4),
        S("exercise_bike", "exercise_bike", "floor", importance=4, chance=0.7),
        S("yoga_mat", "yoga_mat", "floor", importance=3),
        S("power_rack", "power_rack", "floor", importance=3, chance=0.4, min_area=20.0),
    ), "modern"),
    RoomKit(("laundry room", "laundry", "utility room", "wash room"), (
        S("washing_machine", "washing_machine", "against_wall", importance=8),
        S("tumble_dryer", "tumble_dryer", "next_to", "washing_machine", importance=7),
        S("wall_shelf", "wall_shelf", "against_wall", importance=4),
        S("laundry_detergent", "laundry_detergent", "on_top_of", "wall_shelf", importance=3),
        S("laundry_basket", "laundry_basket", "floor", importance=5),
        S("ironing_board", "ironing_board", "against_wall", importance=4),
        S("utility_sink", "utility_sink", "against_wall", importance=3, chance=0.6),
        S("drying_rack", "drying_rack", "floor", importance=2, chance=0.5),
    ), "modern"),
    RoomKit(("game room", "games room", "rec room", "recreation room", "billiard room",
             "billiards room", "pool room", "arcade", "man cave"), (
        S("pool_table", "pool_table", "center", importance=8),
        S("dart_board", "dart_board", "against_wall", importance=5),
        S("arcade_cabinet", "arcade_cabinet", "against_wall", importance=5),
        S("bar_table", "bar_table", "floor", importance=4),
        S("counter_stool", "counter_stool", "around", "bar_table", importance=3),
        S("counter_stool2", "counter_stool", "around", "bar_table", importance=3),
        S("foosball_table", "foosball_table", "floor", importance=3, chance=0.5),
        S("pinball_machine", "pinball_machine", "against_wall", importance=3, chance=0.5),
        S("jukebox", "jukebox", "against_wall", importance=2, chance=0.4),
    ), "industrial"),
    RoomKit(("home theater", "home theatre", "media room", "cinema room", "movie room",
             "screening room", "home cinema"), (
        S("projector_screen", "projector_screen", "against_wall", importance=8),
        S("sectional_sofa", "sectional_sofa", "floor", importance=7),
        S("recliner", "recliner", "floor", importance=5),
        S("tower_speaker", "tower_speaker", "against_wall", importance=4),
        S("tower_speaker2", "tower_speaker", "against_wall", importance=4),
        S("ceiling_projector", "ceiling_projector", "center", importance=4),
        S("side_table", "side_table", "next_to", "recliner", importance=3),
        S("popcorn_machine", "popcorn_machine", "corner", importance=2, chance=0.5),
    ), "modern"),
    RoomKit(("wine cellar", "wine room", "cellar", "tasting room"), (
        S("wine_rack", "wine_rack", "against_wall", importance=8),
        S("wine_rack2", "wine_rack", "against_wall", importance=6),
        S("wine_rack3", "wine_rack", "against_wall", importance=5),
        S("barrel", "barrel", "corner", importance=5),
        S("barrel2", "barrel", "corner", importance=4),
        S("bar_table", "bar_table", "center", importance=4),
        S("counter_stool", "counter_stool", "around", "bar_table", importance=3),
        S("wine_cabinet", "wine_cabinet", "against_wall", importance=3, chance=0.5),
    ), "rustic"),
    RoomKit(("walk-in closet", "walk in closet", "closet", "dressing room",
             "wardrobe room"), (
        S("clothing_rack", "clothing_rack", "against_wall", importance=8),
        S("clothing_rack2", "clothing_rack", "against_wall", importance=6),
        S("shoe_rack", "shoe_rack", "against_wall", importance=5),
        S("dresser", "dresser", "against_wall", importance=5),
        S("floor_mirror", "floor_mirror", "against_wall", importance=5),
        S("ottoman", "ottoman", "center", importance=4),
    ), "luxury"),
    RoomKit(("attic", "garret"), (
        S("chest_trunk", "chest_trunk", "against_wall", importance=7),
        S("cardboard_box", "cardboard_box", "corner", importance=4),
        S("cardboard_box2", "cardboard_box", "corner", importance=4),
        S("rocking_chair", "rocking_chair", "floor", importance=5),
        S("bookshelf", "bookshelf", "against_wall", importance=4),
        S("storage_bin", "storage_bin", "floor", importance=3),
        S("floor_mirror", "floor_mirror", "against_wall", importance=2, chance=0.5),
    ), "rustic"),
    RoomKit(("sunroom", "sun room", "conservatory", "solarium", "garden room",
             "sun porch", "orangery"), (
        S("armchair", "armchair", "floor", importance=7),
        S("armchair2", "armchair", "floor", importance=6),
        S("coffee_table", "coffee_table", "center", importance=5),
        S("plant_stand", "plant_stand", "against_wall", importance=4),
        S("planter", "planter", "against_wall", importance=4),
        S("rocking_chair", "rocking_chair", "floor", importance=3, chance=0.6),
        S("side_table", "side_table", "next_to", "armchair", importance=3),
    ), "scandinavian"),
    RoomKit(("basement",), (
        S("sofa", "sofa", "against_wall", importance=7),
        S("tv_stand", "tv_stand", "against_wall", importance=6),
        S("tv", "tv", "on_top_of", "tv_stand", importance=6),
        S("metal_shelving", "metal_shelving", "against_wall", importance=4),
        S("storage_bin", "storage_bin", "on_top_of", "metal_shelving", importance=3),
        S("water_heater", "water_heater", "corner", importance=3, chance=0.6),
        S("pool_table", "pool_table", "floor", importance=3, chance=0.3, min_area=24.0),
    ), "industrial"),
    RoomKit(("art studio", "artist's studio", "artists studio", "painting studio",
             "painter's studio", "atelier"), (
        S("easel", "easel", "floor", importance=8),
        S("easel2", "easel", "floor", importance=5),
        S("stool", "stool", "next_to", "easel", importance=5),
        S("desk", "desk", "against_wall", importance=5),
        S("paintbrush_jar", "paintbrush_jar", "on_top_of", "desk", importance=3),
        S("shelving_unit", "shelving_unit", "against_wall", importance=4),
        S("paint_bucket", "paint_bucket", "floor", importance=2),
    ), "industrial"),
    RoomKit(("craft room", "sewing room", "hobby room", "craft studio"), (
        S("desk", "desk", "against_wall", importance=8),
        S("sewing_machine", "sewing_machine", "on_top_of", "desk", importance=7),
        S("chair", "chair", "around", "desk", importance=6),
        S("shelving_unit", "shelving_unit", "against_wall", importance=5),
        S("storage_basket", "storage_basket", "on_top_of", "shelving_unit", importance=3),
        S("ironing_board", "ironing_board", "against_wall", importance=3, chance=0.6),
        S("knitting_basket", "knitting_basket", "floor", importance=3),
    ), "scandinavian"),
    RoomKit(("music room", "practice room", "rehearsal room", "band room"), (
        S("upright_piano", "upright_piano", "against_wall", importance=8),
        S("piano_bench", "piano_bench", "next_to", "upright_piano", importance=6),
        S("guitar", "guitar", "corner", importance=5),
        S("music_stand", "music_stand", "floor", importance=4),
        S("amplifier", "amplifier", "against_wall", importance=3),
        S("armchair", "armchair", "floor", importance=3, chance=0.6),
        S("drum_kit", "drum_kit", "corner", importance=3, chance=0.4, min_area=18.0),
    ), None),
    RoomKit(("recording studio", "home studio", "podcast studio", "control room"), (
        S("desk", "desk", "against_wall", importance=8),
        S("mixing_console", "mixing_console", "on_top_of", "desk", importance=7),
        S("office_chair", "office_chair", "around", "desk", importance=6),
        S("tower_speaker", "tower_speaker", "next_to", "desk", importance=4),
        S("microphone_stand", "microphone_stand", "floor", importance=5),
        S("guitar", "guitar", "corner", importance=3),
        S("amplifier", "amplifier", "against_wall", importance=3),
    ), "modern"),
    RoomKit(("classroom", "class room", "schoolroom", "lecture room"), (
        S("chalkboard", "chalkboard", "against_wall", importance=8),
        S("teachers_desk", "teachers_desk", "floor", importance=7),
        *(S(f"school_desk{k}", "school_desk", "floor", importance=6) for k in range(6)),
        S("bookshelf", "bookshelf", "against_wall", importance=3),
        S("wall_clock", "wall_clock", "against_wall", importance=2),
    ), "modern"),
    RoomKit(("waiting room", "waiting area", "reception area", "lobby"), (
        *(S(f"stacking_chair{k}", "stacking_chair", "against_wall", importance=6)
          for k in range(5)),
        S("coffee_table", "coffee_table", "center", importance=4),
        S("magazine_rack", "magazine_rack", "against_wall", importance=3),
        S("wall_clock", "wall_clock", "against_wall", importance=2),
    ), "modern"),
    RoomKit(("yoga studio", "dance studio", "ballet studio", "pilates studio",
             "meditation room"), (
        S("ballet_barre", "ballet_barre", "against_wall", importance=6),
        S("floor_mirror", "floor_mirror", "against_wall", importance=6),
        *(S(f"yoga_mat{k}", "yoga_mat", "floor", importance=7 - k) for k in range(4)),
        S("shelving_unit", "shelving_unit", "against_wall", importance=3),
    ), "minimalist"),
    RoomKit(("storage room", "storeroom", "store room", "stockroom", "stock room",
             "box room"), (
        S("metal_shelving", "metal_shelving", "against_wall", importance=7),
        S("metal_shelving2", "metal_shelving", "against_wall", importance=6),
        S("storage_bin", "storage_bin", "on_top_of", "metal_shelving", importance=3),
        S("cardboard_box", "cardboard_box", "corner", importance=4),
        S("cardboard_box2", "cardboard_box", "corner", importance=4),
        S("cardboard_box3", "cardboard_box", "floor", importance=3),
    ), "industrial"),
    RoomKit(("barbershop", "barber shop", "barber", "hair salon", "salon"), (
        S("barber_chair", "barber_chair", "floor", importance=8),
        S("barber_chair2", "barber_chair", "floor", importance=6),
        S("mirror", "mirror", "against_wall", importance=6),
        S("dresser", "dresser", "against_wall", importance=4),
        S("hair_dryer", "hair_dryer", "on_top_of", "dresser", importance=3),
        *(S(f"stacking_chair{k}", "stacking_chair", "against_wall", importance=3)
          for k in range(2)),
    ), "modern"),
)


def kit_for(room_label: str | None) -> RoomKit | None:
    """The kit of the room the label names: its longest name found in it as whole words
    ("a home gym" is a gym; "a wine cellar" a wine cellar, not any cellar)."""
    if not room_label:
        return None
    best: tuple[int, RoomKit] | None = None
    for kit in KITS:
        for name in kit.names:
            if re.search(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", room_label) \
                    and (best is None or len(name) > best[0]):
                best = (len(name), kit)
    return best[1] if best else None
