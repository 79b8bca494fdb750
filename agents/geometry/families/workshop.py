"""Garages and workshops: benches, tool storage, ladders, machines, a car."""

from __future__ import annotations

from agents.geometry.families._tidy import pair, pair_y, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere


def _leaning(x0: float, x1: float, y_foot: float, y_top: float, top: float, segments: int,
             thick: float, slot: str) -> tuple[Part, ...]:
    """A leg leaning from (y_foot, floor) to (y_top, top) as overlapping vertical segments."""
    step = top / segments
    parts: list[Part] = []
    for k in range(segments):
        z0, z1 = k * step, min((k + 1) * step + 0.02, top)
        yc = y_foot + (y_top - y_foot) * ((z0 + z1) / 2) / top
        parts.append(box((x0, max(yc - thick / 2, -0.5), z0), (x1, min(yc + thick / 2, 0.5), z1),
                         slot))
    return tuple(parts)


def _step_ladder() -> tuple[Part, ...]:
    top = 0.94
    parts: list[Part] = []
    for side in (-1.0, 1.0):
        x0, x1 = sorted((side * 0.5, side * 0.44))
        parts += _leaning(x0, x1, -0.42, -0.06, top, 4, 0.08, "aluminium")  # front rails
        x0, x1 = sorted((side * 0.46, side * 0.41))
        parts += _leaning(x0, x1, 0.42, 0.06, top, 4, 0.06, "aluminium")  # back legs
    for z in (0.23, 0.46, 0.69):  # treads
        yc = -0.42 + 0.36 * z / top
        parts.append(box((-0.44, yc - 0.07, z - 0.03), (0.44, yc + 0.07, z), "aluminium"))
    parts.append(box((-0.5, -0.14, 0.92), (0.5, 0.14, 1.0), "red"))  # top cap
    parts += pair(box((-0.46, -0.24, 0.48), (-0.44, 0.24, 0.5), "aluminium"))  # spreaders
    return tuple(parts)


def _sawhorse() -> tuple[Part, ...]:
    parts: list[Part] = [box((-0.5, -0.08, 0.88), (0.5, 0.08, 1.0), "wood")]  # beam
    for x0, x1 in ((-0.42, -0.35), (0.35, 0.42)):
        parts += _leaning(x0, x1, -0.44, -0.06, 0.92, 8, 0.1, "wood")
        parts += _leaning(x0, x1, 0.44, 0.06, 0.92, 8, 0.1, "wood")
    for y in (-0.315, 0.315):  # braces
        parts.append(box((-0.42, y - 0.03, 0.28), (0.42, y + 0.03, 0.36), "wood_alt"))
    return tuple(parts)


def _tire_stack() -> tuple[Part, ...]:
    parts: list[Part] = []
    for i in range(4):
        z0, z1 = i * 0.25, (i + 1) * 0.25
        parts.append(cylinder((-0.5, -0.5, z0 + 0.025), (0.5, 0.5, z1 - 0.025), "rubber"))
        parts.append(cylinder((-0.45, -0.45, z0), (0.45, 0.45, min(z1, 0.985)), "rubber"))
    parts.append(cylinder((-0.3, -0.3, 0.975), (0.3, 0.3, 0.995), "chrome"))  # wheel rim
    parts.append(cylinder((-0.1, -0.1, 0.98), (0.1, 0.1, 1.0), "dark_plastic"))  # hub
    return tuple(parts)


def _pegboard() -> tuple[Part, ...]:
    return (
        box((-0.49, 0.32, 0.02), (0.49, 0.48, 0.98), "canvas"),  # the board
        box((-0.5, 0.3, 0.96), (0.5, 0.5, 1.0), "wood"),  # frame
        box((-0.5, 0.3, 0.0), (0.5, 0.5, 0.04), "wood"),
        *pair(box((-0.5, 0.3, 0.0), (-0.48, 0.5, 1.0), "wood")),
        box((-0.5, -0.5, 0.04), (0.1, 0.3, 0.07), "wood"),  # little shelf
        cylinder((-0.45, -0.42, 0.07), (-0.38, 0.2, 0.2), "red"),  # cans and a jar on it
        cylinder((-0.34, -0.42, 0.07), (-0.27, 0.2, 0.18), "accent"),
        cylinder((-0.2, -0.42, 0.07), (-0.12, 0.2, 0.22), "glass"),
    )


def _pegboard_tools() -> tuple[Part, ...]:
    """The tools on a pegboard, while the prompt hangs none there."""
    return (
        box((-0.42, 0.2, 0.3), (-0.39, 0.32, 0.72), "wood"),  # hammer
        box((-0.46, 0.15, 0.68), (-0.35, 0.32, 0.78), "aluminium"),
        box((-0.3, 0.29, 0.38), (-0.02, 0.32, 0.62), "chrome"),  # saw
        box((-0.04, 0.22, 0.42), (0.06, 0.32, 0.66), "wood"),
        box((0.1, 0.2, 0.74), (0.27, 0.32, 0.76), "chrome"),  # screwdriver holder
        *(part for x in (0.12, 0.17, 0.22) for part in (
            cylinder((x, 0.16, 0.58), (x + 0.03, 0.3, 0.74), "red"),
            cylinder((x + 0.01, 0.2, 0.36), (x + 0.02, 0.26, 0.58), "chrome"))),
        *(part for x, low in ((0.32, 0.4), (0.36, 0.34), (0.4, 0.28)) for part in (
            box((x, 0.27, low), (x + 0.015, 0.32, 0.68), "chrome"),  # spanners
            box((x - 0.01, 0.27, 0.66), (x + 0.025, 0.32, 0.72), "chrome"))),
        cylinder((0.36, 0.18, 0.12), (0.45, 0.32, 0.26), "accent", axis="y"),  # tape measure
        box((-0.2, 0.26, 0.1), (-0.18, 0.32, 0.3), "red"),  # pliers
        box((-0.16, 0.26, 0.1), (-0.14, 0.32, 0.3), "red"),
        box((-0.2, 0.26, 0.3), (-0.14, 0.32, 0.36), "chrome"),
    )


FAMILIES: tuple[Family, ...] = tidy((
    family("workbench", (1.8, 0.75, 0.9), "wall", (
        box((-0.5, -0.48, 0.93), (0.5, 0.5, 1.0), "wood"),  # thick top
        *(box((x, y, 0.0), (x + 0.06, y + 0.08, 0.93), "wood_alt")
          for x in (-0.48, 0.42) for y in (-0.44, 0.36)),  # legs
        box((-0.42, -0.43, 0.84), (0.42, -0.4, 0.93), "wood_alt"),  # aprons
        box((-0.42, 0.39, 0.84), (0.42, 0.42, 0.93), "wood_alt"),
        box((-0.44, -0.5, 0.78), (-0.3, -0.47, 0.995), "aluminium"),  # vice jaw
        cylinder((-0.46, -0.5, 0.82), (-0.28, -0.48, 0.84), "chrome", axis="x"),  # vice bar
        box((0.1, -0.49, 0.8), (0.4, -0.4, 0.92), "wood_alt"),  # drawer
        box((0.22, -0.5, 0.85), (0.28, -0.49, 0.87), "metal"),
    ), contents=(  # a lower shelf and what is on it, while the prompt puts nothing under it
        box((-0.48, -0.44, 0.14), (0.48, 0.44, 0.17), "wood"),  # lower shelf
        box((-0.4, -0.3, 0.17), (-0.15, 0.1, 0.38), "red"),  # tool box on the shelf
        cylinder((0.05, -0.25, 0.17), (0.13, 0.05, 0.35), "accent"),  # paint cans
        cylinder((0.16, -0.25, 0.17), (0.24, 0.05, 0.35), "aluminium"),
        box((0.3, -0.3, 0.17), (0.45, 0.3, 0.26), "wood"),  # offcuts
    ), names=("workbench", "work bench", "work table", "woodworking bench",
              "carpenter's bench", "tool bench", "garage workbench", "worktable",
              "craft table"), surface_frac=1.0,
        clearance=0.8),
    family("tool_box", (0.5, 0.24, 0.26), "surface", (  # an open tool tote
        box((-0.48, -0.47, 0.0), (0.48, 0.47, 0.1), "red"),  # floor
        box((-0.48, -0.47, 0.0), (0.48, -0.41, 0.7), "red"),  # walls
        box((-0.48, 0.41, 0.0), (0.48, 0.47, 0.7), "red"),
        *pair(box((-0.48, -0.41, 0.0), (-0.42, 0.41, 0.7), "red")),
        box((-0.49, -0.48, 0.25), (0.49, -0.47, 0.3), "dark_plastic"),  # band
        *pair(box((-0.5, -0.12, 0.45), (-0.48, 0.12, 0.62), "dark_plastic")),  # grips
    ), contents=(
        box((-0.4, -0.38, 0.1), (0.1, -0.1, 0.55), "metal"),  # a hammer's head and shaft
        cylinder((0.12, -0.3, 0.1), (0.38, 0.3, 0.3), "dark_plastic", axis="x"),
        box((-0.3, 0.05, 0.1), (0.35, 0.35, 0.4), "accent"),
    ), names=("tool box", "toolbox", "tool case", "tool kit", "toolkit", "tool caddy",
              "tool tote"),
        hosts=("workbench", "counter", "desk", "bench", "side_table", "coffee_table",
               "dining_table", "kitchen_island"), jitter=0.1, interior=0.1, rim=0.09),
    family("tool_chest", (0.7, 0.46, 1.05), "wall", (
        *(cylinder((x, y, 0.0), (x + 0.05, y + 0.15, 0.08), "rubber", axis="x")
          for x in (-0.45, 0.4) for y in (-0.4, 0.25)),  # casters
        box((-0.48, -0.42, 0.07), (0.48, 0.47, 0.09), "dark_plastic"),
        box((-0.46, -0.44, 0.09), (0.46, 0.5, 0.7), "red"),  # roll cab
        *(part for z0, z1 in ((0.1, 0.2), (0.2, 0.3), (0.3, 0.42), (0.42, 0.56), (0.56, 0.69))
          for part in (
            box((-0.44, -0.46, z0 + 0.005), (0.44, -0.44, z1 - 0.005), "red"),
            box((-0.36, -0.48, z1 - 0.045), (0.36, -0.46, z1 - 0.025), "chrome"))),
        box((-0.48, -0.46, 0.7), (0.48, 0.5, 0.72), "dark_plastic"),  # band
        box((-0.46, -0.42, 0.72), (0.46, 0.48, 0.94), "red"),  # top chest
        *(part for z0, z1 in ((0.73, 0.8), (0.8, 0.87), (0.87, 0.935)) for part in (
            box((-0.44, -0.44, z0 + 0.004), (0.44, -0.42, z1 - 0.004), "red"),
            box((-0.3, -0.46, z1 - 0.035), (0.3, -0.44, z1 - 0.018), "chrome"))),
        box((-0.47, -0.43, 0.94), (0.47, 0.49, 1.0), "red"),  # lid
        *pair_y(box((0.46, -0.3, 0.58), (0.5, -0.27, 0.64), "chrome")),  # side handle
        cylinder((0.48, -0.3, 0.6), (0.5, 0.3, 0.64), "chrome", axis="y"),
    ), names=("tool chest", "tool cabinet", "rolling tool chest", "tool trolley", "roll cab",
              "mechanic's tool chest", "rolling tool cabinet"), surface_frac=1.0,
        clearance=0.8),
    family("step_ladder", (0.5, 0.75, 1.6), "floor", _step_ladder(),
           names=("step ladder", "stepladder", "ladder", "a-frame ladder", "folding ladder",
                  "step-ladder"), jitter=0.05),
    family("sawhorse", (1.0, 0.55, 0.75), "floor", _sawhorse(),
           names=("sawhorse", "saw horse", "trestle", "sawbuck", "trestle stand",
                  "saw bench")),
    family("pegboard", (1.2, 0.12, 0.8), "wall_mounted", _pegboard(), contents=_pegboard_tools(),
           names=("pegboard", "peg board", "tool board", "pegboard with tools",
                  "tool pegboard", "tool rack", "tool wall", "pegboard wall"), jitter=0.1),
    family("car", (4.2, 1.8, 1.45), "floor", (
        soft_box((-0.49, -0.46, 0.12), (0.49, 0.46, 0.5), "appliance"),  # body
        soft_box((0.12, -0.44, 0.42), (0.32, 0.44, 0.72), "appliance"),  # scuttle
        soft_box((-0.3, -0.43, 0.45), (0.2, 0.43, 0.97), "appliance"),  # cabin
        soft_box((-0.4, -0.44, 0.42), (-0.26, 0.44, 0.75), "appliance"),  # boot
        box((-0.27, -0.44, 0.62), (0.17, 0.44, 0.92), "screen"),  # side windows
        box((-0.06, -0.445, 0.62), (-0.03, 0.445, 0.92), "appliance"),  # door pillar
        box((0.16, -0.38, 0.73), (0.215, 0.38, 0.92), "screen"),  # windscreen
        box((-0.315, -0.38, 0.76), (-0.28, 0.38, 0.92), "screen"),  # rear window
        *(cylinder((x - 0.072, y, 0.0), (x + 0.072, y + 0.13, 0.42), "rubber", axis="y")
          for x in (-0.3, 0.3) for y in (-0.49, 0.36)),  # wheels
        *(cylinder((x - 0.04, y, 0.09), (x + 0.04, y + 0.01, 0.33), "chrome", axis="y")
          for x in (-0.3, 0.3) for y in (-0.5, 0.49)),  # hub caps
        *pair_y(box((0.48, -0.42, 0.36), (0.5, -0.28, 0.44), "ivory")),  # headlights
        *pair_y(box((-0.5, -0.42, 0.38), (-0.48, -0.3, 0.46), "red")),  # tail lights
        box((0.47, -0.45, 0.12), (0.5, 0.45, 0.22), "dark_plastic"),  # bumpers
        box((-0.5, -0.45, 0.12), (-0.47, 0.45, 0.22), "dark_plastic"),
        box((0.485, -0.2, 0.26), (0.5, 0.2, 0.36), "dark_plastic"),  # grille
        *pair_y(box((0.14, -0.5, 0.62), (0.19, -0.43, 0.68), "appliance")),  # mirrors
        *pair_y(box((-0.05, -0.475, 0.52), (0.0, -0.455, 0.54), "chrome")),  # door handles
    ), names=("car", "automobile", "sedan", "hatchback", "vintage car", "classic car",
              "motor car", "parked car"), clearance=0.8, jitter=0.05),
    family("tire_stack", (0.65, 0.65, 0.85), "floor", _tire_stack(),
           names=("tire stack", "tyre stack", "stack of tires", "stack of tyres", "tires",
                  "tyres", "tire", "tyre"), jitter=0.05),
    family("drill_press", (0.45, 0.65, 1.65), "floor", (
        box((-0.5, -0.45, 0.0), (0.5, 0.45, 0.04), "dark_plastic"),  # base
        cylinder((-0.1, 0.16, 0.04), (0.1, 0.3, 0.92), "aluminium"),  # column
        cylinder((-0.13, 0.13, 0.45), (0.13, 0.33, 0.53), "dark_plastic"),  # table collar
        box((-0.08, -0.05, 0.47), (0.08, 0.2, 0.52), "dark_plastic"),  # table arm
        cylinder((-0.4, -0.42, 0.5), (0.4, 0.13, 0.53), "aluminium"),  # table
        box((-0.45, -0.3, 0.76), (0.45, 0.38, 0.9), "appliance"),  # head
        soft_box((-0.5, -0.34, 0.89), (0.5, 0.42, 1.0), "appliance"),  # belt cover
        cylinder((-0.25, 0.3, 0.77), (0.25, 0.5, 0.9), "dark_plastic", axis="y"),  # motor
        cylinder((-0.07, -0.22, 0.66), (0.07, -0.1, 0.77), "chrome"),  # quill
        cylinder((-0.05, -0.2, 0.61), (0.05, -0.12, 0.67), "dark_plastic"),  # chuck
        cylinder((-0.01, -0.17, 0.56), (0.01, -0.15, 0.62), "chrome"),  # bit
        cylinder((0.45, -0.1, 0.8), (0.5, 0.05, 0.86), "chrome", axis="x"),  # feed hub
        cylinder((0.46, -0.45, 0.82), (0.49, -0.05, 0.84), "chrome", axis="y"),  # spokes
        cylinder((0.46, -0.04, 0.62), (0.49, -0.01, 0.83), "chrome"),
        sphere((0.45, -0.5, 0.8), (0.5, -0.42, 0.86), "dark_plastic"),  # knobs
        sphere((0.45, -0.06, 0.6), (0.5, 0.02, 0.64), "dark_plastic"),
        box((0.2, -0.32, 0.8), (0.35, -0.3, 0.86), "red"),  # switch
    ), names=("drill press", "pillar drill", "bench drill", "drill stand", "floor drill press"),
        clearance=0.6),
    family("anvil", (0.7, 0.3, 0.85), "floor", (
        cylinder((-0.21, -0.48, 0.0), (0.21, 0.48, 0.55), "wood"),  # stump
        cylinder((-0.22, -0.5, 0.42), (0.22, 0.5, 0.45), "dark_plastic"),  # its iron band
        box((-0.3, -0.45, 0.55), (0.25, 0.45, 0.62), "dark_plastic"),  # feet
        box((-0.18, -0.25, 0.62), (0.14, 0.25, 0.78), "dark_plastic"),  # waist
        box((-0.5, -0.4, 0.78), (0.3, 0.4, 0.93), "dark_plastic"),  # body
        box((-0.49, -0.39, 0.925), (0.29, 0.39, 0.935), "chrome"),  # polished face
        cone((0.3, -0.25, 0.77), (0.5, 0.25, 0.93), "dark_plastic", taper=0.05,
             axis="x"),  # horn
        box((-0.3, -0.12, 0.935), (-0.2, 0.12, 1.0), "aluminium"),  # hammer head
        cylinder((-0.2, -0.05, 0.95), (0.15, 0.05, 0.985), "wood", axis="x"),  # handle
    ), names=("anvil", "blacksmith's anvil", "blacksmith anvil", "anvil on a stump",
              "forge anvil")),
    family("table_saw", (0.8, 0.7, 1.0), "floor", (
        box((-0.42, -0.4, 0.0), (0.42, 0.44, 0.04), "dark_plastic"),  # foot
        box((-0.4, -0.38, 0.04), (0.4, 0.42, 0.8), "appliance"),  # cabinet
        box((-0.5, -0.5, 0.8), (0.5, 0.5, 0.85), "aluminium"),  # table
        cylinder((-0.01, -0.2, 0.72), (0.01, 0.2, 1.0), "chrome", axis="x"),  # blade
        box((-0.04, -0.24, 0.85), (0.04, 0.24, 0.855), "dark_plastic"),  # throat plate
        box((0.22, -0.5, 0.85), (0.27, 0.5, 0.91), "red"),  # rip fence
        cylinder((-0.5, -0.5, 0.76), (0.5, -0.44, 0.8), "chrome", axis="x"),  # fence rail
        box((-0.3, -0.44, 0.6), (-0.15, -0.38, 0.72), "red"),  # switch
        cylinder((0.05, -0.44, 0.37), (0.25, -0.38, 0.53), "dark_plastic", axis="y"),  # wheel
        cylinder((-0.1, 0.42, 0.2), (0.1, 0.5, 0.35), "dark_plastic", axis="y"),  # dust port
    ), names=("table saw", "cabinet saw", "bench saw", "saw table", "circular saw table"),
        clearance=0.8),
    family("oil_drum", (0.6, 0.6, 0.88), "floor", (
        cylinder((-0.49, -0.49, 0.0), (0.49, 0.49, 0.03), "red"),  # bottom chime
        cylinder((-0.48, -0.48, 0.02), (0.48, 0.48, 0.97), "red"),  # drum
        cylinder((-0.49, -0.49, 0.96), (0.49, 0.49, 0.99), "red"),  # top chime and lid
        cylinder((-0.5, -0.5, 0.32), (0.5, 0.5, 0.345), "red"),  # rolling hoops
        cylinder((-0.5, -0.5, 0.64), (0.5, 0.5, 0.665), "red"),
        cylinder((0.2, -0.06, 0.985), (0.3, 0.04, 1.0), "dark_plastic"),  # bungs
        cylinder((-0.3, -0.04, 0.985), (-0.24, 0.02, 1.0), "dark_plastic"),
    ), names=("oil drum", "metal drum", "steel barrel", "55-gallon drum", "fuel drum",
              "chemical drum", "metal barrel"), surface_frac=0.99, jitter=0.04),
))
