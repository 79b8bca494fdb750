"""Families: things that stand on the floor or a table but are as often hung from the ceiling
(see base.Family), and the speed bag a boxing gym mounts on its wall.

"Two punching bags hanging from the ceiling", "a bird cage hangs from the ceiling", "a
projector hangs from the ceiling above the table": the hung version keeps the thing (the
standing family's own parts, where it has them, lifted off its stand) and adds what holds it
up: a chain, a hook or a pole with its ceiling plate. `HUNG_FROM_CEILING` maps a standing
family to its hung one, so the prompt interpreter can choose it where the prompt hangs the
thing from the ceiling.
"""

from __future__ import annotations

from agents.geometry.families.base import Family, family
from agents.geometry.families.decor import FAMILIES as DECOR
from agents.geometry.families.electronics import FAMILIES as ELECTRONICS
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_STANDING = {f.name: f for f in (*DECOR, *ELECTRONICS)}


def _lifted(parts: tuple[Part, ...], z0: float, into: tuple[float, float]) -> tuple[Part, ...]:
    """The parts at or above height fraction `z0` (a cage above its stand), squeezed into the
    height fractions `into` of the hung thing's box."""
    lo, hi = into
    k = (hi - lo) / (1.0 - z0)

    def z(v: float) -> float:
        return round(lo + (v - z0) * k, 5)

    return tuple(p.model_copy(update={"lo": (p.lo[0], p.lo[1], z(p.lo[2])),
                                      "hi": (p.hi[0], p.hi[1], z(p.hi[2]))})
                 for p in parts if p.lo[2] >= z0 - 1e-9)


def _chain(z0: float, slot: str = "metal") -> tuple[Part, ...]:
    """A chain from height fraction z0 to a ceiling plate at the top of the box."""
    return (cylinder((-0.02, -0.02, z0), (0.02, 0.02, 0.97), slot),
            cylinder((-0.12, -0.12, 0.97), (0.12, 0.12, 1.0), slot))


FAMILIES: tuple[Family, ...] = (
    # a heavy bag on a chain: its bottom about 0.8 m off the floor under a 2.7 m ceiling
    family("hanging_punching_bag", (0.4, 0.4, 1.85), "ceiling", (
        cylinder((-0.5, -0.5, 0.02), (0.5, 0.5, 0.55), "accent"),  # the bag
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.03), "accent", taper=0.85),  # its rounded foot
        cylinder((-0.42, -0.42, 0.55), (0.42, 0.42, 0.57), "dark_plastic"),  # top cap
        *(cylinder((x - 0.015, -0.015, 0.57), (x + 0.015, 0.015, 0.66), "metal")
          for x in (-0.3, 0.0, 0.3)),  # strap chains to the swivel
        sphere((-0.06, -0.06, 0.65), (0.06, 0.06, 0.69), "chrome"),  # swivel
        *_chain(0.68),
    ), names=("hanging punching bag", "hanging heavy bag", "ceiling punching bag")),
    family("hanging_bird_cage", (0.5, 0.5, 1.2), "ceiling", (
        *_lifted(_STANDING["bird_cage"].parts, 0.5, (0.0, 0.7)),
        *_chain(0.7),
    ), names=("hanging bird cage", "hanging birdcage", "hanging parrot cage")),
    family("ceiling_projector", (0.3, 0.25, 0.45), "ceiling", (
        *_lifted(_STANDING["projector"].parts, 0.0, (0.0, 0.25)),
        cylinder((-0.06, -0.06, 0.25), (0.06, 0.06, 0.97), "aluminium"),  # drop pole
        box((-0.2, -0.2, 0.97), (0.2, 0.2, 1.0), "aluminium"),  # ceiling plate
    ), names=("ceiling projector", "ceiling-mounted projector", "mounted projector")),
    # a mirror ball on its chain, turning above a dance floor
    family("disco_ball", (0.34, 0.34, 0.75), "ceiling", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.45), "chrome"),  # the mirrored ball
        cylinder((-0.08, -0.08, 0.44), (0.08, 0.08, 0.48), "metal"),  # its cap and ring
        cylinder((-0.03, -0.03, 0.48), (0.03, 0.03, 0.56), "metal"),  # the motor's shaft
        cylinder((-0.15, -0.15, 0.56), (0.15, 0.15, 0.66), "dark_plastic"),  # turning motor
        *_chain(0.66),
    ), names=("disco ball", "mirror ball", "mirrorball", "glitter ball", "disco mirror ball")),
    # a bare bulb on its flex: the socket and the glass at the bottom of a 0.9 m drop
    family("hanging_bulb", (0.14, 0.14, 0.9), "ceiling", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.16), "glass"),  # the bulb
        cylinder((-0.2, -0.2, 0.13), (0.2, 0.2, 0.2), "metal"),  # its neck
        cylinder((-0.3, -0.3, 0.2), (0.3, 0.3, 0.32), "dark_plastic"),  # socket
        cylinder((-0.04, -0.04, 0.32), (0.04, 0.04, 0.97), "cord"),  # flex
        cylinder((-0.45, -0.45, 0.96), (0.45, 0.45, 1.0), "dark_plastic"),  # ceiling rose
    ), names=("hanging bulb", "hanging light bulb", "bare bulb", "pendant bulb",
              "bare light bulb")),
    # a grocer's spring scale: the dial on a chain, the pan on three cords below it
    family("hanging_scale", (0.36, 0.36, 1.0), "ceiling", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "metal", taper=0.8),  # the pan
        *(cylinder((x - 0.01, y - 0.01, 0.06), (x + 0.01, y + 0.01, 0.32), "metal")
          for x, y in ((0.0, 0.4), (-0.35, -0.2), (0.35, -0.2))),  # its cords
        cylinder((-0.05, -0.05, 0.3), (0.05, 0.05, 0.34), "metal"),  # hook ring
        cylinder((-0.3, -0.08, 0.34), (0.3, 0.08, 0.62), "ivory", axis="y"),  # dial
        cylinder((-0.32, -0.09, 0.33), (0.32, -0.07, 0.63), "chrome", axis="y"),  # its bezel
        *_chain(0.62),
    ), names=("hanging scale", "produce scale", "grocery scale", "spring scale",
              "hanging produce scale")),
    # an egg chair hung from a ceiling hook, no stand: its seat about 0.5 m off the floor
    family("ceiling_swing_chair", (1.0, 1.0, 2.1), "ceiling", (
        sphere((-0.48, -0.46, 0.0), (0.48, 0.42, 0.55), "wood_alt"),  # the woven egg
        sphere((-0.36, -0.5, 0.06), (0.36, 0.0, 0.5), "upholstery"),  # cushion in its opening
        soft_box((-0.3, -0.42, 0.08), (0.3, -0.08, 0.16), "upholstery"),  # seat cushion
        cylinder((-0.1, -0.1, 0.53), (0.1, 0.1, 0.57), "wood_alt"),  # top ring
        *_chain(0.57),
    ), names=("ceiling swing chair", "ceiling hanging chair", "ceiling egg chair"),
        clearance=0.4),
    # a kayak stored on two ceiling slings
    family("hung_kayak", (3.6, 0.85, 0.8), "ceiling", (
        sphere((-0.5, -0.39, 0.0), (0.5, 0.39, 0.36), "fruit"),  # hull
        sphere((-0.48, -0.35, 0.1), (0.48, 0.35, 0.4), "fruit"),  # deck
        cylinder((-0.12, -0.25, 0.33), (0.1, 0.25, 0.42), "dark_plastic"),  # cockpit rim
        *(box((x - 0.01, -0.45, 0.0), (x + 0.01, 0.45, 0.05), "cord")
          for x in (-0.25, 0.25)),  # slings under it
        *(part for x in (-0.25, 0.25) for part in (
            box((x - 0.01, -0.45, 0.05), (x + 0.01, -0.43, 0.97), "cord"),
            box((x - 0.01, 0.43, 0.05), (x + 0.01, 0.45, 0.97), "cord"),
            box((x - 0.03, -0.47, 0.97), (x + 0.03, 0.47, 1.0), "metal"))),  # ceiling bars
    ), names=("hung kayak", "ceiling kayak", "kayak on ceiling slings")),
    family("speed_bag", (0.6, 0.6, 0.75), "wall_mounted", (
        box((-0.5, 0.3, 0.55), (0.5, 0.5, 1.0), "wood"),  # wall board
        box((-0.45, -0.5, 0.9), (0.45, 0.3, 1.0), "wood"),  # the round-cornered platform
        box((-0.12, 0.2, 0.6), (0.12, 0.3, 0.9), "metal"),  # bracket
        cylinder((-0.03, -0.13, 0.84), (0.03, -0.07, 0.9), "chrome"),  # swivel
        soft_box((-0.2, -0.3, 0.35), (0.2, 0.1, 0.84), "red"),  # the teardrop bag
        sphere((-0.14, -0.24, 0.22), (0.14, 0.04, 0.5), "red"),
    ), names=("speed bag", "speedbag", "speed ball", "speed bag platform"), mount_centre=1.6),
)

HUNG_FROM_CEILING = {"punching_bag": "hanging_punching_bag", "bird_cage": "hanging_bird_cage",
                     "projector": "ceiling_projector", "light_bulb": "hanging_bulb",
                     "swing_chair": "ceiling_swing_chair", "kayak": "hung_kayak",
                     "kitchen_scale": "hanging_scale"}
