"""Style palettes and `apply_materials`: one coherent set of PBR recipes per scene.

Each style (`agents.texture.palette_styles`) defines its materials by role, and
`agents.texture.assign` maps every generator slot to a role: warm walnut, wool and brass for
cozy; white oak, wool, linen and black metal for scandinavian; brick, concrete and brushed
steel for industrial; marble, brass and velvet for luxury; and so on. The room type picks
zone entries (tiled bathroom floors, stone kitchen floors in a rustic house). Every role
becomes one MaterialSpec (id = the role name), shared by every slot that uses it, with a small
seeded variation of colour and roughness; the mood tints the walls and the time of day sets how
brightly the lamp shades glow (emission 3-8).
"""

from __future__ import annotations

import random

from agents.geometry.catalog import GENERATORS
from agents.texture.assign import ROOM_ROLES, role_for, zones_for
from agents.texture.attributes import asks_look, with_look
from agents.texture.palette_styles import SHARED, STYLES, M
from agents.texture.surfaces import accent_wall_of, surface_material
from orchestrator.schema.scene import RGB, MaterialSpec, Mood, RoomType, Scene, Style, TimeOfDay

METALLIC = frozenset({"metal", "brushed_metal", "chrome", "brass", "mirror"})
TRANSMISSIVE = frozenset({"glass", "frosted_glass"})

_WALL_TINT: dict[Mood, RGB] = {
    "warm": (1.03, 1.0, 0.94), "cool": (0.94, 0.98, 1.04), "moody": (0.78, 0.76, 0.76),
    "bright": (1.04, 1.04, 1.04),
}
_GLOW_BOOST: dict[TimeOfDay, float] = {
    "morning": 0.0, "noon": 0.0, "golden_hour": 0.5, "dusk": 1.0, "night": 1.5,
}


def _clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return min(max(v, lo), hi)


def palette_entry(role: str, style: Style, room_type: RoomType | str = "living_room") -> M:
    """The style's material for `role` in a room of `room_type` (before seeded variation).

    Looks up the style's zone entry, the shared zone entry, the style's entry, the shared
    entry; an unknown role gets the style's main wood.
    """
    key = "glow" if role == "lamp_shade" else role
    palette = STYLES[style]
    for zone in zones_for(room_type):
        for table in (palette, SHARED):
            found = table.get(f"{key}/{zone}")
            if found is not None:
                return found
    return palette.get(key) or SHARED.get(key) or palette["wood"]


def material_for(role: str, style: Style, mood: Mood, time_of_day: TimeOfDay, seed: int,
                 room_type: RoomType | str = "living_room") -> MaterialSpec:
    """The scene's one material for `role`: the style's recipe, seeded and mood-tinted."""
    base = palette_entry(role, style, room_type)
    rng = random.Random(f"material:{seed}:{style}:{role}")
    value = 1 + rng.uniform(-0.05, 0.05)
    color = tuple(_clamp(c * value * (1 + rng.uniform(-0.015, 0.015))) for c in base.color)
    if role == "wall":
        color = tuple(_clamp(c * t) for c, t in zip(color, _WALL_TINT[mood], strict=True))
    color = tuple(round(c, 4) for c in color)
    if base.recipe == "emissive":
        strength = base.glow + _GLOW_BOOST[time_of_day] + (0.5 if mood == "moody" else 0.0)
        return MaterialSpec(id=role, recipe="emissive", base_color=color,  # type: ignore[arg-type]
                            roughness=0.5, emission_strength=round(_clamp(strength, 3.0, 8.0), 3))
    return MaterialSpec(
        id=role, recipe=base.recipe,
        base_color=color,  # type: ignore[arg-type]
        roughness=round(_clamp(base.roughness + rng.uniform(-0.04, 0.04)), 4),
        metallic=1.0 if base.recipe in METALLIC else 0.0,
        transmission=0.95 if base.recipe in TRANSMISSIVE else 0.0,
        pattern_scale=base.pattern,
    )


def apply_materials(scene: Scene) -> Scene:
    """Dress every slot of every object and the room shell from the plan's style palette."""
    plan = scene.plan
    room_type = scene.room.room_type
    specs: dict[str, MaterialSpec] = {}

    def palette(role: str) -> MaterialSpec:
        """The style's material for `role`, made once."""
        return specs.get(role) or material_for(role, plan.style, plan.mood, plan.time_of_day,
                                               plan.seed, room_type)

    def use(role: str) -> str:
        specs.setdefault(role, palette(role))
        return role

    objects = []
    for obj in scene.objects:
        gen = GENERATORS.get(obj.category)
        slots = gen.slots if gen is not None else tuple(obj.materials) or ("body",)
        materials = {slot: use(role_for(obj.category, slot)) for slot in slots}
        look = asks_look(obj.attributes)
        if look and slots:  # "a blue armchair": its main surface in that colour
            variant = with_look(specs[materials[slots[0]]], look)
            specs.setdefault(variant.id, variant)
            materials[slots[0]] = variant.id
        objects.append(obj.model_copy(update={"materials": materials}))
    looks = {s.part: s.words for s in plan.surfaces}
    shell: dict[str, str | None] = {}
    for part, role in ROOM_ROLES.items():  # floor, walls, ceiling: as the prompt says, if it does
        if part not in looks:
            shell[f"{part}_material"] = use(role)
            continue
        variant = surface_material(palette(role), part, looks[part])
        specs.setdefault(variant.id, variant)
        shell[f"{part}_material"] = variant.id
    if "accent_wall" in looks:  # "a navy accent wall": the wall behind the room's main piece
        variant = surface_material(specs[str(shell["wall_material"])], "accent_wall",
                                   looks["accent_wall"])
        specs.setdefault(variant.id, variant)
        shell.update(accent_wall=accent_wall_of(scene), accent_material=variant.id)
    room = scene.room.model_copy(update=shell)
    return scene.model_copy(update={
        "objects": tuple(objects), "room": room,
        "materials": tuple(specs[k] for k in sorted(specs)),
    })
