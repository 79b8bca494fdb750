"""A small, valid bedroom Scene built by hand from the catalog (pure Python: no bpy).

Used by the Blender tests and the pure lighting/camera tests, and handy for looking at
renders: `python -c "from scene_factory import bedroom_scene; print(bedroom_scene()...)"`.
Room 4 x 5 x 2.7 m, a window in the west wall, a bed against the north wall between two
nightstands (a lamp on one), a rug, a wardrobe on the east wall, a plant and a painting.
"""

from __future__ import annotations

import math

from agents.geometry.catalog import sample_size
from agents.geometry.rugs import stand_on_rugs
from orchestrator import Scene, ScenePlan
from orchestrator.schema.scene import (
    MaterialSpec,
    Mood,
    PlacedObject,
    PlannedObject,
    Room,
    TimeOfDay,
    WindowSpec,
)

W, D, H = 4.0, 5.0, 2.7

MATERIALS = (
    MaterialSpec(id="oak", recipe="wood", base_color=(0.42, 0.27, 0.15), roughness=0.5),
    MaterialSpec(id="floor_oak", recipe="wood", base_color=(0.5, 0.34, 0.2), roughness=0.45,
                 pattern_scale=0.8),
    MaterialSpec(id="walls", recipe="plaster", base_color=(0.78, 0.74, 0.68), roughness=0.9),
    MaterialSpec(id="ceiling", recipe="plaster", base_color=(0.85, 0.84, 0.82), roughness=0.9),
    MaterialSpec(id="linen", recipe="fabric", base_color=(0.8, 0.77, 0.7), roughness=0.85),
    MaterialSpec(id="pillow", recipe="fabric", base_color=(0.62, 0.5, 0.4), roughness=0.85),
    MaterialSpec(id="brass", recipe="metal", base_color=(0.8, 0.6, 0.3), roughness=0.3,
                 metallic=1.0),
    MaterialSpec(id="ceramic", recipe="ceramic", base_color=(0.75, 0.72, 0.66), roughness=0.25),
    MaterialSpec(id="shade", recipe="fabric", base_color=(0.9, 0.85, 0.75), roughness=0.8),
    MaterialSpec(id="rug", recipe="fabric", base_color=(0.55, 0.28, 0.2), roughness=0.9,
                 pattern_scale=2.0),
    MaterialSpec(id="leaves", recipe="foliage", base_color=(0.12, 0.32, 0.1), roughness=0.5),
    MaterialSpec(id="soil", recipe="soil", base_color=(0.1, 0.07, 0.05), roughness=0.95),
    MaterialSpec(id="canvas", recipe="paper", base_color=(0.85, 0.82, 0.74), roughness=0.9),
    MaterialSpec(id="dark_wood", recipe="wood", base_color=(0.18, 0.11, 0.07), roughness=0.4),
)


def _obj(oid: str, cat: str, seed: int, x: float, y: float, z: float = 0.0,
         rot: float = 0.0, support: str = "floor", importance: int = 5,
         **materials: str) -> PlacedObject:
    return PlacedObject(id=oid, category=cat, seed=seed, location=(x, y, z), rotation_z=rot,
                        size=sample_size(cat, seed), support=support, materials=materials,
                        importance=importance)


def bedroom_objects(seed: int = 7) -> tuple[PlacedObject, ...]:
    """Objects placed by hand against the room's walls (front of each faces the room)."""
    bed_w, bed_d, _ = sample_size("bed", seed)
    ns_w, ns_d, ns_h = sample_size("nightstand", seed + 1)
    _, wr_d, _ = sample_size("wardrobe", seed + 3)
    pl_w, pl_d, _ = sample_size("plant", seed + 5)
    north = D / 2
    ns_x = bed_w / 2 + 0.05 + ns_w / 2
    return (
        _obj("bed", "bed", seed, 0.0, north - bed_d / 2, importance=10,
             frame="oak", bedding="linen", pillow="pillow"),
        _obj("nightstand_left", "nightstand", seed + 1, -ns_x, north - ns_d / 2, importance=5,
             body="oak", handle="brass"),
        _obj("nightstand_right", "nightstand", seed + 1, ns_x, north - ns_d / 2, importance=5,
             body="oak", handle="brass"),
        _obj("table_lamp", "table_lamp", seed + 2, -ns_x, north - ns_d / 2, ns_h,
             support="nightstand_left", importance=4, base="ceramic", shade="shade"),
        _obj("rug", "rug", seed + 4, 0.0, north - bed_d + 0.1, importance=4, fabric="rug"),
        _obj("wardrobe", "wardrobe", seed + 3, W / 2 - wr_d / 2, -1.1, rot=-math.pi / 2,
             importance=6, body="oak", handle="brass"),
        _obj("plant", "plant", seed + 5, W / 2 - pl_w / 2 - 0.05, north - pl_d / 2 - 0.05,
             importance=3, pot="ceramic", leaves="leaves", soil="soil"),
        _obj("painting", "painting", seed + 6, 0.0, north - 0.02, 1.4, support="wall",
             importance=4, frame="dark_wood", canvas="canvas"),
    )


def extra_objects(seed: int = 7) -> tuple[PlacedObject, ...]:
    """Four more pieces (bookshelf, armchair, floor lamp, small plant): a 12-object room."""
    _, bs_d, _ = sample_size("bookshelf", seed + 7)
    _, ac_d, _ = sample_size("armchair", seed + 8)
    ns_w, ns_d, ns_h = sample_size("nightstand", seed + 1)
    bed_w = sample_size("bed", seed)[0]
    ns_x = bed_w / 2 + 0.05 + ns_w / 2
    return (
        _obj("bookshelf", "bookshelf", seed + 7, W / 2 - bs_d / 2, 0.65, rot=-math.pi / 2,
             importance=5, body="oak", books="canvas"),
        _obj("armchair", "armchair", seed + 8, -W / 2 + ac_d / 2 + 0.05, -0.5, rot=math.pi / 2,
             importance=5, fabric="pillow", legs="dark_wood"),
        _obj("floor_lamp", "floor_lamp", seed + 9, -W / 2 + 0.3, 0.45, importance=3,
             base="brass", shade="shade"),
        _obj("small_plant", "small_plant", seed + 10, ns_x, D / 2 - ns_d / 2, ns_h,
             support="nightstand_right", importance=2, pot="ceramic", leaves="leaves",
             soil="soil"),
    )


def bedroom_scene(mood: Mood = "warm", time_of_day: TimeOfDay = "golden_hour",
                  seed: int = 7, furnished: bool = False) -> Scene:
    """The hand-made bedroom (8 objects, or 12 when `furnished`); lights, camera and render
    settings are left for the agents."""
    objects = stand_on_rugs(bedroom_objects(seed) + (extra_objects(seed) if furnished else ()))
    plan = ScenePlan(
        prompt="a cozy bedroom", room_type="bedroom", style="cozy", mood=mood,
        time_of_day=time_of_day, width=W, depth=D, height=H, seed=seed,
        objects=tuple(PlannedObject(id=o.id, category=o.category, importance=o.importance)
                      for o in objects),
    )
    room = Room(room_type="bedroom", width=W, depth=D, height=H, floor_material="floor_oak",
                wall_material="walls", ceiling_material="ceiling",
                windows=(WindowSpec(wall="west", offset=0.4),))
    return Scene(plan=plan, room=room, objects=objects, materials=MATERIALS)
