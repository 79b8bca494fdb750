"""PlacedObject -> Blender object, for every generator in the catalog (imports bpy).

`BUILDERS` maps each catalog name to a function (kit, size, rng) that models the object inside
its declared box with the front at -Y; `build_object` runs it, assigns the slot materials and
places the result. Same seed, same mesh: all variation comes from one seeded `random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import bpy

from agents.geometry import blender_bathroom as bath
from agents.geometry import blender_casework as case
from agents.geometry import blender_kitchen as kitchen
from agents.geometry import blender_lighting_fixtures as fixtures
from agents.geometry import blender_props as props
from agents.geometry import blender_seating as seat
from agents.geometry import blender_structure as structure
from agents.geometry import blender_tables as tables
from agents.geometry import blender_tabletop as tabletop
from agents.geometry.blender_mesh import PartKit, Vec3, add_blueprint_part
from agents.geometry.blender_room import build_room
from agents.geometry.catalog import DESIGNS, spec
from agents.geometry.families import FAMILIES
from agents.geometry.shapes import SHAPED, shape_of
from agents.lighting.rig import PRACTICALS
from agents.texture.blender import default_material, glowing_copy, tinted_copy
from orchestrator.schema.blueprint import Blueprint
from orchestrator.schema.scene import RGB, PlacedObject

Builder = Callable[[PartKit, Vec3, random.Random], None]

BUILDERS: dict[str, Builder] = {
    "bed": seat.build_bed,
    "nightstand": case.build_nightstand,
    "wardrobe": case.build_wardrobe,
    "dresser": case.build_dresser,
    "table_lamp": props.build_table_lamp,
    "floor_lamp": props.build_floor_lamp,
    "rug": props.build_rug,
    "sofa": seat.build_sofa,
    "armchair": seat.build_armchair,
    "coffee_table": tables.build_coffee_table,
    "tv_stand": case.build_tv_stand,
    "tv": props.build_tv,
    "bookshelf": case.build_bookshelf,
    "plant": props.build_plant,
    "small_plant": props.build_small_plant,
    "painting": props.build_painting,
    "desk": tables.build_desk,
    "office_chair": seat.build_office_chair,
    "laptop": props.build_laptop,
    "filing_cabinet": case.build_filing_cabinet,
    "dining_table": tables.build_dining_table,
    "cafe_table": tables.build_cafe_table,
    "chair": seat.build_chair,
    "stool": seat.build_stool,
    "counter": case.build_counter,
    "fridge": case.build_fridge,
    "pendant_lamp": props.build_pendant_lamp,
    "mug": props.build_mug,
    "vase": props.build_vase,
    "door": structure.build_door,
    "window": structure.build_window,
    "curtains": structure.build_curtains,
    "wall_shelf": structure.build_wall_shelf,
    "ceiling_lamp": fixtures.build_ceiling_lamp,
    "desk_lamp": fixtures.build_desk_lamp,
    "side_table": tables.build_side_table,
    "coat_rack": props.build_coat_rack,
    "bench": seat.build_bench,
    "book_stack": tabletop.build_book_stack,
    "fruit_bowl": tabletop.build_fruit_bowl,
    "sideboard": case.build_sideboard,
    "kitchen_island": kitchen.build_kitchen_island,
    "stove": kitchen.build_stove,
    "bathtub": bath.build_bathtub,
    "toilet": bath.build_toilet,
    "vanity": bath.build_vanity,
    "mirror": bath.build_mirror,
    "towel_rail": bath.build_towel_rail,
    "bunk_bed": seat.build_bunk_bed,
    "toy_box": case.build_toy_box,
}



def _blueprint_builder(blueprint: Blueprint) -> Builder:
    # rounded boxes last: bevelling leaves bmesh in a state that makes later primitives weld
    # their seams differently run to run, and same seed must mean same mesh
    parts = sorted(blueprint.parts, key=lambda p: p.shape == "rounded_box")

    def build(kit: PartKit, size: Vec3, rng: random.Random) -> None:
        for part in parts:
            add_blueprint_part(kit, part, size)
    return build


BUILDERS.update((name, _blueprint_builder(item.blueprint)) for name, item in FAMILIES.items())
# families with contents of their own, built without them once things are put in them
EMPTIED: dict[str, Builder] = {name: _blueprint_builder(item.emptied)
                               for name, item in FAMILIES.items() if item.contents}
EMPTIED["wall_shelf"] = partial(structure.build_wall_shelf, books=False)
EMPTIED["fruit_bowl"] = partial(tabletop.build_fruit_bowl, fruit=False)
EMPTIED["toy_box"] = partial(case.build_toy_box, lid=False)
EMPTIED["towel_rail"] = partial(bath.build_towel_rail, towel=False)
EMPTIED["vanity"] = partial(bath.build_vanity, basin=False)  # vessel sinks stand on it

# Fallbacks for slots the texture agent left empty: plausible per slot, never pink/missing.
_SLOT_DEFAULTS: dict[str, tuple[RGB, float]] = {
    "leaves": ((0.12, 0.3, 0.1), 0.5),
    "soil": ((0.08, 0.055, 0.04), 0.95),
    "screen": ((0.01, 0.012, 0.015), 0.15),
    "shade": ((0.85, 0.8, 0.7), 0.8),
    "bedding": ((0.82, 0.8, 0.76), 0.85),
    "pillow": ((0.85, 0.84, 0.8), 0.85),
    "canvas": ((0.8, 0.78, 0.72), 0.9),
    "handle": ((0.55, 0.55, 0.55), 0.35),
    "books": ((0.4, 0.2, 0.15), 0.7),
    "glass": ((0.82, 0.86, 0.88), 0.05),
    "fruit": ((0.62, 0.1, 0.06), 0.45),
    "towel": ((0.86, 0.85, 0.82), 0.95),
    "metal": ((0.7, 0.7, 0.72), 0.25),  # also the vanity's tap and handles (no catalog slot)
}

# kinds whose cover slot takes a seeded colour when the prompt asks none (a row of books)
SEEDED_COVERS = {"book": "accent", "notebook": "accent"}

# lamps the lighting rig switches on: their shades glow as if lit from inside
LIT_SHADES = frozenset(PRACTICALS)  # lamps the lighting rig switches on glow too

__all__ = ["BUILDERS", "build_object", "build_room"]


def _slot_material(slot: str, obj: PlacedObject,
                   materials: dict[str, bpy.types.Material]) -> bpy.types.Material:
    mat = materials.get(obj.materials.get(slot, ""))
    if mat is not None:
        return mat
    colour, rough = _SLOT_DEFAULTS.get(slot, ((0.6, 0.58, 0.55), 0.6))
    return default_material(f"vw_default_{slot}", colour, rough)


def build_object(obj: PlacedObject, materials: dict[str, bpy.types.Material]) -> bpy.types.Object:
    """Model `obj`, link it into the current scene and place it (location, rotation_z)."""
    gen = spec(obj.category)
    kit = PartKit(gen.slots)
    # a host with things put in it is built without its own contents; a thing hung on a
    # holder's hook without the wall hook it hangs from elsewhere
    builder = EMPTIED.get(obj.category) \
        if obj.params.get("filled") or obj.params.get("held") else None
    if obj.category == "bookshelf" and obj.params.get("bare"):  # rows that hold things
        builder = partial(case.build_bookshelf, bare=int(obj.params["bare"]))
    upright = bool(obj.params.get("upright"))  # its size is the standing box: build it lying
    flat = bool(obj.params.get("flat"))  # its size is the lying box: build it standing
    lying = (obj.size[0], obj.size[2], obj.size[1]) if upright or flat else obj.size
    if builder is None and obj.category in DESIGNS:  # designed for this scene, as data
        builder = _blueprint_builder(DESIGNS[obj.category].blueprint)
    if builder is None and obj.category in SHAPED:  # "a round table": the outline asked for
        builder = partial(BUILDERS[obj.category],
                          shape=shape_of(obj.category, obj.seed, obj.attributes))
    (builder or BUILDERS[obj.category])(kit, lying, random.Random(f"{obj.category}:{obj.seed}"))
    if upright:
        kit.stand_up(lying)
    elif flat:
        kit.lay_flat(lying)
    if obj.category in SEEDED_COVERS and not obj.attributes:  # no colour asked: books on a
        kit.retint(SEEDED_COVERS[obj.category],  # shelf each in a cover of their own
                   random.Random(f"cover:{obj.seed}").choice(case.BOOK_PALETTE))
    resolved: dict[str, bpy.types.Material] = {}
    for slot in kit.slots:
        if slot in kit.tints:
            base, rgb = kit.tints[slot]
            resolved[slot] = tinted_copy(_slot_material(base, obj, materials), rgb)
        elif slot == "shade" and obj.category in LIT_SHADES:
            resolved[slot] = glowing_copy(_slot_material(slot, obj, materials))
        else:
            resolved[slot] = _slot_material(slot, obj, materials)
    ob = kit.finish(obj.id, obj.size, resolved)
    ob.location = obj.location
    ob.rotation_euler = (0.0, 0.0, obj.rotation_z)
    ob["vw_category"] = obj.category  # lets people (and checks) find objects in the .blend
    ob["vw_id"] = obj.id  # the plan's id, even when Blender renames a clashing object
    bpy.context.scene.collection.objects.link(ob)
    return ob
