"""Style palettes and `apply_materials`: one coherent set of PBR recipes per scene.

Each style defines its materials by role (`agents.texture.assign` maps every generator slot to
a role): warm walnut, wool and brass for cozy; white oak, light grey fabric and black metal for
scandinavian; dark steel, reclaimed wood and concrete for industrial; and so on. Every role
becomes one MaterialSpec (id = the role name), shared by every slot that uses it, with a small
seeded variation of colour and roughness; the mood tints the walls and the time of day sets how
brightly the lamp shades glow (emission 3-8).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from agents.geometry.catalog import GENERATORS
from agents.texture.assign import ROOM_ROLES, role_for
from orchestrator.scene import RGB, MaterialSpec, Mood, Scene, Style, TimeOfDay


class M(NamedTuple):
    recipe: str
    color: RGB
    roughness: float = 0.5
    metallic: float = 0.0
    pattern: float = 1.0  # texture scale: 1 = the recipe's natural grain / weave / noise size
    glow: float = 0.0  # emission strength of a lamp shade before the time-of-day boost


_STYLES: dict[Style, dict[str, M]] = {
    "cozy": {
        "wood": M("wood", (0.42, 0.25, 0.13), 0.55),
        "wood_alt": M("wood", (0.30, 0.17, 0.09), 0.6),
        "legs": M("wood", (0.30, 0.17, 0.09), 0.6),
        "upholstery": M("fabric", (0.62, 0.45, 0.33), 0.9),
        "seat": M("fabric", (0.55, 0.20, 0.13), 0.9),
        "accent": M("fabric", (0.70, 0.35, 0.18), 0.9),
        "bedding": M("fabric", (0.85, 0.78, 0.68), 0.85),
        "rug": M("fabric", (0.55, 0.22, 0.14), 0.95, pattern=0.6),
        "metal": M("metal", (0.76, 0.56, 0.27), 0.35, 1.0),
        "ceramic": M("ceramic", (0.80, 0.68, 0.55), 0.3),
        "cabinet": M("wood", (0.42, 0.25, 0.13), 0.55),
        "countertop": M("wood", (0.50, 0.32, 0.17), 0.45),
        "appliance": M("plastic", (0.88, 0.86, 0.80), 0.3),
        "frame": M("wood", (0.30, 0.17, 0.09), 0.5),
        "floor": M("wood", (0.36, 0.21, 0.10), 0.45),
        "wall": M("plaster", (0.86, 0.78, 0.66), 0.9),
        "glow": M("emissive", (1.0, 0.70, 0.40), glow=5.0),
    },
    "modern": {
        "wood": M("wood", (0.50, 0.35, 0.22), 0.4),
        "wood_alt": M("plastic", (0.92, 0.92, 0.91), 0.25),
        "legs": M("metal", (0.85, 0.85, 0.87), 0.2, 1.0),
        "upholstery": M("fabric", (0.34, 0.36, 0.39), 0.85),
        "seat": M("leather", (0.08, 0.08, 0.08), 0.4),
        "accent": M("fabric", (0.10, 0.32, 0.45), 0.85),
        "bedding": M("fabric", (0.90, 0.90, 0.90), 0.85),
        "rug": M("fabric", (0.55, 0.56, 0.58), 0.95),
        "metal": M("metal", (0.85, 0.85, 0.87), 0.2, 1.0),
        "ceramic": M("ceramic", (0.93, 0.93, 0.92), 0.15),
        "cabinet": M("plastic", (0.92, 0.92, 0.91), 0.2),
        "countertop": M("stone", (0.18, 0.18, 0.20), 0.2),
        "appliance": M("metal", (0.80, 0.80, 0.82), 0.3, 1.0),
        "frame": M("metal", (0.08, 0.08, 0.08), 0.3, 1.0),
        "floor": M("wood", (0.48, 0.36, 0.25), 0.35),
        "wall": M("plaster", (0.90, 0.90, 0.88), 0.85),
        "glow": M("emissive", (1.0, 0.84, 0.68), glow=4.0),
    },
    "rustic": {
        "wood": M("wood", (0.45, 0.28, 0.14), 0.75, pattern=0.7),
        "wood_alt": M("wood", (0.32, 0.20, 0.10), 0.8),
        "legs": M("wood", (0.32, 0.20, 0.10), 0.8),
        "upholstery": M("fabric", (0.70, 0.62, 0.50), 0.95),
        "seat": M("leather", (0.36, 0.20, 0.10), 0.55),
        "accent": M("fabric", (0.52, 0.16, 0.12), 0.95),
        "bedding": M("fabric", (0.88, 0.84, 0.74), 0.9),
        "rug": M("fabric", (0.45, 0.28, 0.20), 0.95, pattern=0.6),
        "metal": M("metal", (0.18, 0.17, 0.16), 0.6, 1.0),
        "ceramic": M("ceramic", (0.62, 0.38, 0.26), 0.6),
        "cabinet": M("wood", (0.45, 0.28, 0.14), 0.75),
        "countertop": M("stone", (0.50, 0.47, 0.42), 0.6),
        "appliance": M("plastic", (0.86, 0.84, 0.78), 0.35),
        "frame": M("wood", (0.32, 0.20, 0.10), 0.7),
        "floor": M("wood", (0.38, 0.24, 0.12), 0.7, pattern=0.7),
        "wall": M("plaster", (0.85, 0.80, 0.70), 0.95),
        "glow": M("emissive", (1.0, 0.66, 0.36), glow=5.5),
    },
    "scandinavian": {
        "wood": M("wood", (0.78, 0.66, 0.50), 0.55),
        "wood_alt": M("wood", (0.72, 0.60, 0.45), 0.55),
        "legs": M("wood", (0.72, 0.60, 0.45), 0.55),
        "upholstery": M("fabric", (0.72, 0.72, 0.70), 0.9),
        "seat": M("fabric", (0.80, 0.62, 0.25), 0.9),
        "accent": M("fabric", (0.55, 0.62, 0.56), 0.9),
        "bedding": M("fabric", (0.93, 0.93, 0.91), 0.85),
        "rug": M("fabric", (0.86, 0.85, 0.80), 0.95),
        "metal": M("metal", (0.08, 0.08, 0.08), 0.45, 1.0),
        "ceramic": M("ceramic", (0.90, 0.90, 0.88), 0.3),
        "cabinet": M("plastic", (0.90, 0.90, 0.88), 0.4),
        "countertop": M("wood", (0.78, 0.66, 0.50), 0.5),
        "appliance": M("plastic", (0.92, 0.92, 0.90), 0.3),
        "frame": M("wood", (0.78, 0.66, 0.50), 0.5),
        "floor": M("wood", (0.75, 0.62, 0.46), 0.5),
        "wall": M("plaster", (0.93, 0.93, 0.91), 0.9),
        "glow": M("emissive", (1.0, 0.80, 0.58), glow=4.0),
    },
    "industrial": {
        "wood": M("wood", (0.28, 0.18, 0.11), 0.8),
        "wood_alt": M("metal", (0.12, 0.12, 0.13), 0.55, 1.0),
        "legs": M("metal", (0.12, 0.12, 0.13), 0.55, 1.0),
        "upholstery": M("leather", (0.42, 0.22, 0.10), 0.5),
        "seat": M("leather", (0.30, 0.16, 0.08), 0.5),
        "accent": M("fabric", (0.60, 0.34, 0.15), 0.9),
        "bedding": M("fabric", (0.60, 0.60, 0.60), 0.9),
        "rug": M("fabric", (0.30, 0.30, 0.32), 0.95),
        "metal": M("metal", (0.22, 0.22, 0.23), 0.5, 1.0),
        "ceramic": M("ceramic", (0.35, 0.35, 0.36), 0.5),
        "cabinet": M("metal", (0.22, 0.22, 0.23), 0.5, 1.0),
        "countertop": M("stone", (0.50, 0.49, 0.47), 0.6),
        "appliance": M("metal", (0.70, 0.70, 0.72), 0.35, 1.0),
        "frame": M("metal", (0.12, 0.12, 0.13), 0.5, 1.0),
        "floor": M("stone", (0.45, 0.44, 0.42), 0.7, pattern=0.6),
        "wall": M("stone", (0.55, 0.54, 0.52), 0.85),
        "glow": M("emissive", (1.0, 0.68, 0.38), glow=6.0),
    },
    "minimalist": {
        "wood": M("wood", (0.82, 0.74, 0.62), 0.5),
        "wood_alt": M("plastic", (0.94, 0.94, 0.93), 0.4),
        "legs": M("metal", (0.70, 0.70, 0.70), 0.3, 1.0),
        "upholstery": M("fabric", (0.88, 0.87, 0.84), 0.9),
        "seat": M("fabric", (0.60, 0.60, 0.58), 0.9),
        "accent": M("fabric", (0.50, 0.50, 0.50), 0.9),
        "bedding": M("fabric", (0.95, 0.95, 0.94), 0.85),
        "rug": M("fabric", (0.80, 0.79, 0.76), 0.95),
        "metal": M("metal", (0.70, 0.70, 0.70), 0.3, 1.0),
        "ceramic": M("ceramic", (0.95, 0.95, 0.94), 0.2),
        "cabinet": M("plastic", (0.94, 0.94, 0.93), 0.35),
        "countertop": M("stone", (0.90, 0.90, 0.89), 0.25),
        "appliance": M("plastic", (0.95, 0.95, 0.94), 0.25),
        "frame": M("wood", (0.82, 0.74, 0.62), 0.5),
        "floor": M("stone", (0.84, 0.83, 0.80), 0.4),
        "wall": M("plaster", (0.95, 0.95, 0.94), 0.9),
        "glow": M("emissive", (1.0, 0.88, 0.76), glow=3.5),
    },
}

# the same in every style
_SHARED: dict[str, M] = {
    "screen": M("plastic", (0.01, 0.01, 0.012), 0.05),
    "dark_plastic": M("plastic", (0.03, 0.03, 0.03), 0.4),
    "aluminium": M("metal", (0.75, 0.76, 0.78), 0.3, 1.0),
    "books": M("paper", (0.45, 0.26, 0.22), 0.8),  # the Blender layer varies the spines
    "canvas": M("paper", (0.62, 0.50, 0.36), 0.85),
    "foliage": M("foliage", (0.12, 0.34, 0.10), 0.6),
    "soil": M("soil", (0.14, 0.09, 0.06), 1.0),
    "glass": M("glass", (0.95, 0.97, 0.98), 0.05),
    "ceiling": M("plaster", (0.94, 0.94, 0.92), 0.95),
    "ceramic_accent": M("ceramic", (0.75, 0.30, 0.22), 0.2),
}
_WALL_TINT: dict[Mood, RGB] = {
    "warm": (1.03, 1.0, 0.94), "cool": (0.94, 0.98, 1.04), "moody": (0.78, 0.76, 0.76),
    "bright": (1.04, 1.04, 1.04),
}
_GLOW_BOOST: dict[TimeOfDay, float] = {
    "morning": 0.0, "noon": 0.0, "golden_hour": 0.5, "dusk": 1.0, "night": 1.5,
}


def _clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return min(max(v, lo), hi)


def material_for(role: str, style: Style, mood: Mood, time_of_day: TimeOfDay, seed: int
                 ) -> MaterialSpec:
    """The scene's one material for `role`: the style's recipe, seeded and mood-tinted."""
    base = _STYLES[style].get("glow" if role == "lamp_shade" else role) or _SHARED.get(role)
    if base is None:
        base = _STYLES[style]["wood"]
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
        id=role, recipe=base.recipe,  # type: ignore[arg-type]
        base_color=color,  # type: ignore[arg-type]
        roughness=round(_clamp(base.roughness + rng.uniform(-0.04, 0.04)), 4),
        metallic=base.metallic, transmission=0.9 if base.recipe == "glass" else 0.0,
        pattern_scale=base.pattern,
    )


def apply_materials(scene: Scene) -> Scene:
    """Dress every slot of every object and the room shell from the plan's style palette."""
    plan = scene.plan
    specs: dict[str, MaterialSpec] = {}

    def use(role: str) -> str:
        if role not in specs:
            specs[role] = material_for(role, plan.style, plan.mood, plan.time_of_day, plan.seed)
        return role

    objects = []
    for obj in scene.objects:
        gen = GENERATORS.get(obj.category)
        slots = gen.slots if gen is not None else tuple(obj.materials) or ("body",)
        materials = {slot: use(role_for(obj.category, slot)) for slot in slots}
        objects.append(obj.model_copy(update={"materials": materials}))
    room = scene.room.model_copy(update={
        f"{part}_material": use(role) for part, role in ROOM_ROLES.items()
    })
    return scene.model_copy(update={
        "objects": tuple(objects), "room": room,
        "materials": tuple(specs[k] for k in sorted(specs)),
    })
