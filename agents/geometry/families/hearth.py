"""The hearth: fireplaces, wood stoves and what stands around them."""

from __future__ import annotations

from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, sphere

_STOVE = (0.6, 0.55, 1.8)


def _pipe(size: tuple[float, float, float], centre: tuple[float, float], d: float,
          z: tuple[float, float], slot: str) -> Part:
    """An upright cylinder `d` metres across (round at the default size)."""
    rx, ry = d / size[0] / 2, d / size[1] / 2
    return cylinder((round(centre[0] - rx, 4), round(centre[1] - ry, 4), z[0]),
                    (round(centre[0] + rx, 4), round(centre[1] + ry, 4), z[1]), slot)


def _firewood_stack() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.5, -0.45, 0.0), (0.5, -0.35, 0.04), "dark_plastic"),  # base rails
        box((-0.5, 0.35, 0.0), (0.5, 0.45, 0.04), "dark_plastic"),
        *(box((x, y, 0.04), (x + 0.05, y + 0.1, 1.0), "dark_plastic")
          for x in (-0.5, 0.45) for y in (-0.45, 0.35)),  # posts
    ]
    dx, dz = 0.1222, 0.1375  # an 11 cm log, as fractions of the rack
    for row, count in enumerate((7, 6, 7, 6, 5)):
        z = 0.04 + row * dz * 0.88
        x0 = -count * dx / 2
        for i in range(count):
            x = x0 + i * dx
            slot = "wood" if (row + i) % 2 else "soil"
            p = 2 * i - count  # position on a half-log grid: logs that touch differ by 1
            y0, y1 = -0.44 + 0.015 * ((p + 2 * row) % 4), 0.44 - 0.015 * ((p + 2 * row + 1) % 4)
            parts.append(cylinder((round(x, 4), round(y0, 4), round(z, 4)),
                                  (round(x + dx, 4), round(y1, 4), round(z + dz, 4)), slot,
                                  axis="y"))
    return tuple(parts)


def _log_basket() -> tuple[Part, ...]:
    logs = [
        ((-0.42, 0.4), -0.28, (0.42, 0.658)), ((-0.4, 0.44), 0.0, (0.42, 0.658)),
        ((-0.44, 0.38), 0.28, (0.42, 0.658)), ((-0.38, 0.42), -0.14, (0.6, 0.838)),
        ((-0.42, 0.36), 0.14, (0.6, 0.838)), ((-0.34, 0.4), 0.0, (0.762, 1.0)),
    ]
    handles = tuple(p for sx in (-1, 1) for p in (
        box((min(sx * 0.45, sx * 0.49), -0.15, 0.6), (max(sx * 0.45, sx * 0.49), -0.1, 0.74),
            "seat"),
        box((min(sx * 0.45, sx * 0.49), 0.1, 0.6), (max(sx * 0.45, sx * 0.49), 0.15, 0.74),
            "seat"),
        box((min(sx * 0.45, sx * 0.49), -0.15, 0.7), (max(sx * 0.45, sx * 0.49), 0.15, 0.74),
            "seat"),
    ))
    return (
        box((-0.5, -0.5, 0.0), (0.5, -0.44, 0.6), "wood"),  # woven walls
        box((-0.5, 0.44, 0.0), (0.5, 0.5, 0.6), "wood"),
        box((-0.5, -0.44, 0.0), (-0.44, 0.44, 0.6), "wood"),
        box((0.44, -0.44, 0.0), (0.5, 0.44, 0.6), "wood"),
        box((-0.44, -0.44, 0.0), (0.44, 0.44, 0.04), "wood"),
        *handles,
        *(cylinder((x0, y - 0.143, z0), (x1, y + 0.143, z1), "wood" if i % 2 else "soil",
                   axis="x") for i, ((x0, x1), y, (z0, z1)) in enumerate(logs)),
    )


def _tool_set() -> tuple[Part, ...]:
    return (
        cylinder((-0.4, -0.45, 0.0), (0.4, 0.45, 0.04), "metal"),  # base
        cylinder((-0.03, -0.035, 0.04), (0.03, 0.035, 0.95), "metal"),  # stand
        sphere((-0.07, -0.08, 0.93), (0.07, 0.08, 1.0), "brass"),  # finial
        box((-0.38, -0.03, 0.85), (0.38, 0.03, 0.87), "metal"),  # hanger arms
        box((-0.03, -0.4, 0.85), (0.03, 0.4, 0.87), "metal"),
        cylinder((-0.36, -0.02, 0.08), (-0.32, 0.02, 0.8), "metal"),  # poker
        cylinder((-0.37, -0.03, 0.7), (-0.31, 0.03, 0.84), "brass"),
        box((-0.4, -0.015, 0.08), (-0.32, 0.015, 0.11), "metal"),
        cylinder((0.32, -0.02, 0.2), (0.36, 0.02, 0.8), "metal"),  # shovel
        cylinder((0.31, -0.03, 0.7), (0.37, 0.03, 0.84), "brass"),
        box((0.24, -0.02, 0.05), (0.44, 0.02, 0.24), "metal"),
        cylinder((-0.02, -0.38, 0.2), (0.02, -0.34, 0.8), "metal"),  # brush
        cylinder((-0.03, -0.39, 0.7), (0.03, -0.33, 0.84), "brass"),
        box((-0.07, -0.42, 0.05), (0.07, -0.3, 0.22), "wood_alt"),
        cylinder((-0.045, 0.34, 0.06), (-0.01, 0.38, 0.8), "metal"),  # tongs
        cylinder((0.01, 0.34, 0.06), (0.045, 0.38, 0.8), "metal"),
        cylinder((-0.05, 0.33, 0.7), (0.05, 0.39, 0.84), "brass"),
    )


FAMILIES: tuple[Family, ...] = (
    family("fireplace", (1.5, 0.45, 1.1), "wall", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.03), "stone"),  # hearth slab
        box((-0.48, -0.24, 0.03), (-0.3, 0.5, 0.92), "trim"),  # surround piers
        box((0.3, -0.24, 0.03), (0.48, 0.5, 0.92), "trim"),
        box((-0.3, -0.22, 0.62), (0.3, 0.5, 0.92), "trim"),  # frieze
        box((-0.46, -0.28, 0.88), (0.46, 0.5, 0.92), "trim"),  # moulding
        box((-0.5, -0.34, 0.92), (0.5, 0.5, 1.0), "wood"),  # mantel shelf
        box((-0.3, -0.2, 0.03), (-0.22, 0.5, 0.62), "stone"),  # slips round the opening
        box((0.22, -0.2, 0.03), (0.3, 0.5, 0.62), "stone"),
        box((-0.22, -0.2, 0.54), (0.22, 0.5, 0.62), "stone"),
        box((-0.22, 0.3, 0.03), (0.22, 0.5, 0.54), "rubber"),  # sooty firebox
        box((-0.22, -0.2, 0.03), (0.22, 0.3, 0.045), "rubber"),
        box((-0.17, -0.1, 0.045), (0.17, 0.2, 0.06), "dark_plastic"),  # grate
        cylinder((-0.17, -0.1, 0.06), (0.15, 0.08, 0.15), "soil", axis="x"),  # logs
        cylinder((-0.14, 0.04, 0.06), (0.17, 0.22, 0.15), "soil", axis="x"),
        cylinder((-0.12, -0.03, 0.14), (0.12, 0.15, 0.23), "wood", axis="x"),
        cone((-0.14, -0.06, 0.12), (0.14, 0.16, 0.42), "fruit", taper=0.08),  # flames
        cone((-0.09, -0.075, 0.14), (0.07, 0.09, 0.34), "shade", taper=0.1),
        cone((0.0, -0.01, 0.15), (0.12, 0.12, 0.5), "fruit", taper=0.05),
    ), names=("fireplace", "fire place", "hearth", "mantelpiece", "mantel", "open fire",
              "open fireplace"), surface_frac=1.0, clearance=0.8, jitter=0.05,
           companions=("fireplace_tool_set",)),
    family("wood_stove", _STOVE, "wall", (
        *(box((x, y, 0.0), (x + 0.06, y + 0.06, 0.07), "dark_plastic")
          for x in (-0.44, 0.38) for y in (-0.3, 0.34)),  # legs
        box((-0.48, -0.4, 0.06), (0.48, 0.46, 0.08), "dark_plastic"),  # base plate
        box((-0.45, -0.34, 0.08), (0.45, 0.44, 0.42), "dark_plastic"),  # firebox
        box((-0.48, -0.38, 0.42), (0.48, 0.46, 0.44), "dark_plastic"),  # top plate
        box((-0.36, -0.41, 0.12), (-0.28, -0.33, 0.38), "rubber"),  # door frame
        box((0.28, -0.41, 0.12), (0.36, -0.33, 0.38), "rubber"),
        box((-0.28, -0.41, 0.34), (0.28, -0.33, 0.38), "rubber"),
        box((-0.28, -0.41, 0.12), (0.28, -0.33, 0.16), "rubber"),
        box((-0.28, -0.4, 0.16), (0.28, -0.38, 0.34), "glass"),  # door glass
        box((-0.27, -0.37, 0.17), (0.27, -0.3, 0.3), "shade"),  # the fire
        box((0.3, -0.47, 0.22), (0.34, -0.41, 0.28), "chrome"),  # door handle
        _pipe(_STOVE, (0.0, 0.1), 0.19, (0.44, 0.48), "dark_plastic"),  # flue collar
        _pipe(_STOVE, (0.0, 0.1), 0.15, (0.48, 1.0), "dark_plastic"),  # flue pipe
        _pipe(_STOVE, (0.0, 0.1), 0.165, (0.62, 0.64), "dark_plastic"),  # damper ring
    ), names=("wood stove", "wood burning stove", "woodstove", "wood burner", "log burner",
              "pot belly stove", "wood-burning stove"), clearance=0.8, jitter=0.05),
    family("firewood_stack", (0.9, 0.35, 0.8), "wall", _firewood_stack(),
           names=("firewood stack", "firewood", "log rack", "woodpile", "wood pile",
                  "firewood rack", "stack of logs", "log store"), jitter=0.1,
           near=("fireplace", "wood_stove")),
    family("log_basket", (0.45, 0.35, 0.42), "floor", _log_basket(),
           names=("firewood basket", "log holder", "wood basket",
                  "kindling basket", "log bin"), jitter=0.08, near=("fireplace", "wood_stove")),
    family("fireplace_screen", (1.0, 0.3, 0.75), "floor", (
        box((-0.5, -0.5, 0.0), (-0.46, -0.42, 0.95), "metal"),  # posts
        box((0.46, -0.5, 0.0), (0.5, -0.42, 0.95), "metal"),
        sphere((-0.5, -0.5, 0.93), (-0.46, -0.42, 1.0), "metal"),  # finials
        sphere((0.46, -0.5, 0.93), (0.5, -0.42, 1.0), "metal"),
        box((-0.46, -0.49, 0.95), (0.46, -0.43, 0.99), "metal"),  # centre panel
        box((-0.46, -0.49, 0.04), (0.46, -0.43, 0.08), "metal"),
        box((-0.46, -0.47, 0.08), (0.46, -0.45, 0.95), "cord"),  # mesh
        *(p for sx in (-1, 1) for p in (  # folding wings
            box((min(sx * 0.5, sx * 0.46), 0.44, 0.0), (max(sx * 0.5, sx * 0.46), 0.5, 0.88),
                "metal"),
            box((min(sx * 0.495, sx * 0.465), -0.42, 0.85),
                (max(sx * 0.495, sx * 0.465), 0.44, 0.88), "metal"),
            box((min(sx * 0.495, sx * 0.465), -0.42, 0.04),
                (max(sx * 0.495, sx * 0.465), 0.44, 0.08), "metal"),
            box((min(sx * 0.49, sx * 0.47), -0.42, 0.08), (max(sx * 0.49, sx * 0.47), 0.44, 0.85),
                "cord"),
        )),
    ), names=("fireplace screen", "fire screen", "fire guard", "fireguard", "spark screen",
              "spark guard"), jitter=0.06, near=("fireplace", "wood_stove")),
    family("fireplace_tool_set", (0.3, 0.25, 0.8), "floor", _tool_set(),
           names=("fireplace tool set", "fireplace tools", "fire irons", "companion set",
                  "poker set", "fire tool set"), jitter=0.06, near=("fireplace", "wood_stove")),
)
