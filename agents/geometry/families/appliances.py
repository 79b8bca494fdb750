"""Household and shop appliances: laundry, kitchen counter-top machines, climate, cleaning."""

from __future__ import annotations

from functools import partial

from agents.geometry.families._shapes import feet, rod
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_KITCHEN_HOSTS = ("counter", "kitchen_island", "sideboard", "dining_table", "side_table")


_round = partial(rod, axis="y")  # rods and discs of this module run along y




_WASHER = (0.6, 0.6, 0.85)
_DRYER = (0.6, 0.62, 0.85)
_MICRO = (0.5, 0.38, 0.3)
_ESPRESSO = (0.34, 0.4, 0.4)
_FRIDGE = (0.48, 0.5, 0.85)
_COOLER = (0.32, 0.34, 1.35)
_BLENDER = (0.18, 0.18, 0.42)
_AC = (0.9, 0.24, 0.3)
_FAN = (0.45, 0.4, 1.3)
_HEATER = (0.45, 0.26, 0.62)
_FURNACE = (0.6, 0.75, 1.4)
_WATER_HEATER = (0.55, 0.55, 1.5)


def _furnace() -> tuple[Part, ...]:
    """A basement furnace: a sheet-metal cabinet with a louvred front panel, its flue rising
    from the top and the supply duct behind it."""
    return (
        box((-0.5, -0.46, 0.0), (0.5, 0.35, 0.86), "metal"),  # cabinet
        *(box((-0.4, -0.48, z), (0.4, -0.46, z + 0.015), "dark_plastic")
          for z in (0.12, 0.16, 0.2, 0.24)),  # louvres
        box((-0.42, -0.48, 0.4), (0.42, -0.46, 0.8), "metal"),  # upper panel
        box((-0.1, -0.5, 0.55), (0.1, -0.48, 0.6), "chrome"),  # its label plate
        box((-0.5, 0.35, 0.3), (0.5, 0.5, 1.0), "aluminium"),  # supply duct
        cylinder((-0.12, -0.2, 0.86), (0.12, 0.0, 1.0), "aluminium"),  # flue
    )


def _water_heater() -> tuple[Part, ...]:
    """A hot water tank: a white cylinder on its base, pipes and a valve on its top."""
    return (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.88), "appliance"),  # tank
        cylinder((-0.45, -0.45, 0.88), (0.45, 0.45, 0.9), "appliance"),  # its top
        *(cylinder((x - 0.04, -0.04, 0.9), (x + 0.04, 0.04, 1.0), "brass")
          for x in (-0.25, 0.25)),  # hot and cold pipes
        box((-0.15, -0.5, 0.12), (0.15, -0.46, 0.24), "dark_plastic"),  # control box
        cylinder((0.3, -0.45, 0.6), (0.4, -0.35, 0.7), "brass"),  # relief valve
    )


CASE_SHELVES = (0.1, 0.3, 0.5, 0.7)  # tops of a display fridge's base and shelves


def _display_case() -> tuple[Part, ...]:
    """A glass-door drinks fridge: its carcass thinner than the shelves' inset, so what the
    prompt stocks it with stands clear of its walls."""
    return (
        box((-0.5, 0.45, 0.0), (0.5, 0.5, 1.0), "appliance"),  # back
        box((-0.5, -0.46, 0.0), (-0.45, 0.45, 1.0), "appliance"),  # sides
        box((0.45, -0.46, 0.0), (0.5, 0.45, 1.0), "appliance"),
        box((-0.45, -0.46, 0.0), (0.45, 0.45, 0.1), "dark_plastic"),  # base grille
        box((-0.45, -0.46, 0.88), (0.45, 0.45, 1.0), "red"),  # lit header sign
        box((-0.46, -0.48, 0.1), (-0.42, -0.45, 0.88), "chrome"),  # door frame
        box((0.42, -0.48, 0.1), (0.46, -0.45, 0.88), "chrome"),
        box((-0.42, -0.48, 0.1), (0.42, -0.45, 0.13), "chrome"),
        box((-0.42, -0.48, 0.85), (0.42, -0.45, 0.88), "chrome"),
        box((-0.42, -0.475, 0.13), (0.42, -0.455, 0.85), "glass"),  # door pane
        box((0.425, -0.5, 0.35), (0.445, -0.48, 0.65), "chrome"),  # handle
        *(box((-0.45, -0.4, z - 0.01), (0.45, 0.45, z), "chrome")
          for z in CASE_SHELVES[1:]),  # shelves
    )


def _case_drinks() -> tuple[Part, ...]:
    """The drinks it is drawn with while the prompt stocks it with nothing of its own."""
    drinks = ("red", "water", "accent", "fruit")
    return tuple(cylinder((-0.38 + col * 0.2, -0.3, z), (-0.24 + col * 0.2, -0.12, z + 0.12),
                          drinks[(row + col) % 4])
                 for row, z in enumerate(CASE_SHELVES) for col in range(4))


def _radiator() -> tuple[Part, ...]:
    parts: list[Part] = [soft_box((-0.44 + i * 0.1, -0.45, 0.1), (-0.36 + i * 0.1, 0.45, 0.97),
                                  "appliance") for i in range(9)]
    return (
        *parts,
        box((-0.44, -0.2, 0.15), (0.44, 0.2, 0.21), "appliance"),  # headers
        box((-0.44, -0.2, 0.85), (0.44, 0.2, 0.91), "appliance"),
        box((-0.42, -0.4, 0.0), (-0.38, 0.4, 0.12), "appliance"),  # feet
        box((0.38, -0.4, 0.0), (0.42, 0.4, 0.12), "appliance"),
        cylinder((0.44, -0.28, 0.12), (0.5, 0.28, 0.22), "chrome", axis="x"),  # valves
        cylinder((0.455, -0.14, 0.0), (0.485, 0.14, 0.14), "chrome"),
        cylinder((-0.5, -0.32, 0.1), (-0.44, 0.32, 0.3), "ivory", axis="x"),  # thermostat head
        cylinder((-0.485, -0.14, 0.0), (-0.455, 0.14, 0.12), "chrome"),
    )


def _space_heater() -> tuple[Part, ...]:
    fins = [soft_box((-0.42 + i * 0.11, -0.5, 0.14), (-0.33 + i * 0.11, 0.5, 0.95), "appliance")
            for i in range(7)]
    return (
        *fins,
        box((-0.42, -0.12, 0.2), (0.36, 0.12, 0.26), "appliance"),  # spines
        box((-0.42, -0.12, 0.84), (0.36, 0.12, 0.9), "appliance"),
        box((0.345, -0.3, 0.52), (0.5, 0.3, 0.88), "appliance"),  # control box
        _round(_HEATER, (0.42, 0.78), 0.032, (-0.36, -0.28), "dark_plastic"),
        _round(_HEATER, (0.42, 0.63), 0.032, (-0.36, -0.28), "dark_plastic"),
        box((-0.2, -0.08, 0.95), (0.2, 0.08, 1.0), "dark_plastic"),  # carry handle
        box((-0.36, -0.42, 0.05), (-0.28, 0.42, 0.1), "dark_plastic"),  # wheeled feet
        box((0.2, -0.42, 0.05), (0.28, 0.42, 0.1), "dark_plastic"),
        *(cylinder((x - 0.01, y, 0.0), (x + 0.09, y + 0.2, 0.09), "rubber", axis="x")
          for x in (-0.36, 0.2) for y in (-0.5, 0.3)),
    )


FAMILIES: tuple[Family, ...] = (
    family("washing_machine", _WASHER, "wall", (
        box((-0.5, -0.45, 0.03), (0.5, 0.5, 1.0), "appliance"),  # cabinet
        box((-0.47, -0.42, 0.0), (0.47, 0.47, 0.03), "dark_plastic"),  # plinth
        box((-0.48, -0.47, 0.86), (0.48, -0.44, 0.98), "ivory"),  # control fascia
        box((-0.44, -0.5, 0.875), (-0.16, -0.46, 0.965), "appliance"),  # detergent drawer
        box((-0.08, -0.49, 0.895), (0.1, -0.46, 0.945), "screen"),  # display
        _round(_WASHER, (0.26, 0.92), 0.055, (-0.5, -0.46), "chrome"),  # programme dial
        _round(_WASHER, (0.0, 0.47), 0.44, (-0.48, -0.44), "chrome"),  # door ring
        _round(_WASHER, (0.0, 0.47), 0.34, (-0.495, -0.47), "dark_plastic"),  # drum behind glass
        _round(_WASHER, (0.0, 0.47), 0.34, (-0.5, -0.46), "glass"),  # porthole
        box((0.3, -0.5, 0.42), (0.36, -0.46, 0.54), "dark_plastic"),  # door handle
    ), names=("washing machine", "washer", "clothes washer", "laundry machine",
              "front loader", "washer machine"), surface_frac=1.0, clearance=0.9, jitter=0.04),
    family("tumble_dryer", _DRYER, "wall", (
        box((-0.5, -0.44, 0.03), (0.5, 0.5, 1.0), "appliance"),
        box((-0.47, -0.42, 0.0), (0.47, 0.47, 0.03), "dark_plastic"),
        box((-0.48, -0.47, 0.85), (0.48, -0.43, 0.98), "dark_plastic"),  # control fascia
        box((-0.45, -0.5, 0.87), (-0.1, -0.46, 0.96), "ivory"),  # water tank drawer
        _round(_DRYER, (0.28, 0.915), 0.06, (-0.5, -0.46), "chrome"),  # dial
        box((0.0, -0.49, 0.89), (0.14, -0.46, 0.94), "screen"),
        _round(_DRYER, (0.0, 0.45), 0.46, (-0.48, -0.43), "ivory"),  # door
        _round(_DRYER, (0.0, 0.45), 0.32, (-0.5, -0.47), "screen"),  # tinted window
        box((-0.42, -0.48, 0.06), (0.42, -0.43, 0.14), "dark_plastic"),  # vent grille
        box((0.31, -0.5, 0.38), (0.36, -0.47, 0.52), "dark_plastic"),  # door handle
    ), names=("tumble dryer", "dryer", "clothes dryer", "drying machine", "laundry dryer"),
        surface_frac=1.0, clearance=0.9, jitter=0.04),
    family("microwave", _MICRO, "surface", (
        box((-0.5, -0.45, 0.04), (0.5, 0.5, 1.0), "appliance"),
        box((-0.48, -0.48, 0.08), (0.24, -0.44, 0.96), "dark_plastic"),  # door
        box((-0.42, -0.5, 0.18), (0.1, -0.47, 0.86), "glass"),  # window
        box((0.15, -0.5, 0.2), (0.2, -0.48, 0.84), "chrome"),  # door handle
        box((0.28, -0.47, 0.72), (0.46, -0.44, 0.88), "screen"),  # display
        _round(_MICRO, (0.37, 0.48), 0.055, (-0.49, -0.44), "chrome"),  # dials
        _round(_MICRO, (0.37, 0.22), 0.04, (-0.49, -0.44), "chrome"),
        *feet(0.05, "rubber", 0.42, 0.38),
    ), names=("microwave", "microwave oven", "countertop microwave"), hosts=_KITCHEN_HOSTS,
        jitter=0.05),
    family("espresso_machine", _ESPRESSO, "surface", (
        box((-0.5, -0.05, 0.0), (0.5, 0.5, 0.985), "appliance"),  # body
        box((-0.48, -0.42, 0.66), (0.48, 0.0, 0.98), "appliance"),  # head overhang
        box((-0.42, -0.46, 0.0), (0.42, 0.0, 0.07), "chrome"),  # drip tray
        cylinder((-0.12, -0.34, 0.54), (0.12, -0.1, 0.66), "chrome"),  # group head
        box((-0.03, -0.5, 0.55), (0.03, -0.3, 0.6), "dark_plastic"),  # portafilter handle
        cylinder((-0.1, -0.32, 0.07), (0.1, -0.12, 0.24), "ceramic"),  # cup
        cylinder((0.3, -0.3, 0.28), (0.35, -0.25, 0.66), "chrome"),  # steam wand
        _round(_ESPRESSO, (-0.28, 0.82), 0.05, (-0.46, -0.4), "chrome"),  # gauges
        _round(_ESPRESSO, (0.28, 0.82), 0.05, (-0.46, -0.4), "chrome"),
        box((-0.45, 0.05, 0.985), (0.45, 0.45, 1.0), "chrome"),  # cup warmer rail
    ), names=("espresso machine", "coffee machine", "coffee maker", "espresso maker",
              "coffeemaker", "barista machine"), hosts=_KITCHEN_HOSTS, jitter=0.05),
    family("dishwasher", _WASHER, "wall", (
        box((-0.5, -0.44, 0.07), (0.5, 0.5, 1.0), "appliance"),
        box((-0.47, -0.4, 0.0), (0.47, 0.46, 0.07), "dark_plastic"),  # kick plate
        box((-0.49, -0.47, 0.09), (0.49, -0.43, 0.86), "chrome"),  # door
        box((-0.49, -0.47, 0.875), (0.49, -0.43, 0.985), "dark_plastic"),  # control strip
        box((0.15, -0.49, 0.9), (0.4, -0.46, 0.96), "screen"),
        cylinder((-0.32, -0.5, 0.77), (0.32, -0.47, 0.81), "aluminium", axis="x"),  # handle
        box((-0.3, -0.49, 0.76), (-0.27, -0.46, 0.82), "aluminium"),  # handle posts
        box((0.27, -0.49, 0.76), (0.3, -0.46, 0.82), "aluminium"),
    ), names=("dishwasher", "dish washer", "dishwashing machine"), surface_frac=1.0,
        clearance=0.9, jitter=0.03),
    family("mini_fridge", _FRIDGE, "wall", (
        box((-0.5, -0.44, 0.04), (0.5, 0.5, 1.0), "appliance"),
        box((-0.47, -0.42, 0.0), (0.47, 0.46, 0.04), "dark_plastic"),  # plinth
        box((-0.49, -0.48, 0.06), (0.49, -0.43, 0.985), "appliance"),  # door
        box((-0.47, -0.485, 0.7), (0.47, -0.475, 0.71), "dark_plastic"),  # freezer line
        box((0.34, -0.5, 0.42), (0.4, -0.48, 0.9), "chrome"),  # handle
        box((-0.38, -0.5, 0.08), (0.2, -0.47, 0.14), "dark_plastic"),  # vent grille
        box((-0.4, -0.5, 0.8), (-0.2, -0.485, 0.84), "ivory"),  # badge
    ), names=("mini fridge", "minifridge", "bar fridge", "compact fridge", "dorm fridge",
              "mini refrigerator"), surface_frac=1.0, clearance=0.6),
    family("water_cooler", _COOLER, "wall", (
        box((-0.5, -0.45, 0.02), (0.5, 0.5, 0.66), "appliance"),  # cabinet
        box((-0.46, -0.42, 0.0), (0.46, 0.46, 0.02), "dark_plastic"),
        box((-0.36, -0.47, 0.36), (0.36, -0.44, 0.58), "dark_plastic"),  # dispensing recess
        box((-0.3, -0.5, 0.35), (0.3, -0.445, 0.385), "chrome"),  # drip tray
        box((-0.22, -0.5, 0.49), (-0.1, -0.46, 0.55), "water"),  # cold tap
        box((0.1, -0.5, 0.49), (0.22, -0.46, 0.55), "red"),  # hot tap
        cylinder((-0.36, -0.36, 0.66), (0.36, 0.36, 0.69), "dark_plastic"),  # bottle seat
        cylinder((-0.12, -0.12, 0.68), (0.12, 0.12, 0.72), "water"),  # neck
        cone((-0.46, -0.44, 0.71), (0.46, 0.44, 0.74), "water", taper=0.85),  # shoulder
        cylinder((-0.46, -0.44, 0.735), (0.46, 0.44, 1.0), "water"),  # bottle
    ), names=("water cooler", "water dispenser", "drinking water dispenser",
              "office water cooler", "water fountain dispenser"), clearance=0.5),
    family("kettle", (0.26, 0.17, 0.25), "surface", (
        cylinder((-0.34, -0.5, 0.0), (0.34, 0.5, 0.06), "dark_plastic"),  # power base
        cone((-0.3, -0.46, 0.06), (0.3, 0.46, 0.82), "chrome", taper=0.75),  # body
        cylinder((-0.24, -0.36, 0.81), (0.24, 0.36, 0.86), "chrome"),  # lid
        cylinder((-0.06, -0.09, 0.86), (0.06, 0.09, 0.92), "dark_plastic"),  # lid knob
        cone((0.2, -0.08, 0.5), (0.5, 0.08, 0.72), "chrome", taper=0.45, axis="x"),  # spout
        box((-0.5, -0.07, 0.3), (-0.42, 0.07, 0.84), "dark_plastic"),  # handle grip
        box((-0.5, -0.07, 0.76), (-0.2, 0.07, 0.84), "dark_plastic"),
        box((-0.5, -0.07, 0.28), (-0.26, 0.07, 0.35), "dark_plastic"),
    ), names=("kettle", "electric kettle", "tea kettle", "water kettle"),
        hosts=_KITCHEN_HOSTS, jitter=0.05),
    family("toaster", (0.28, 0.18, 0.21), "surface", (
        soft_box((-0.46, -0.44, 0.03), (0.46, 0.44, 0.85), "chrome"),  # body
        box((-0.32, -0.3, 0.8), (0.32, -0.12, 0.86), "dark_plastic"),  # slots
        box((-0.32, 0.12, 0.8), (0.32, 0.3, 0.86), "dark_plastic"),
        box((-0.26, -0.25, 0.6), (0.26, -0.17, 1.0), "food"),  # toast
        box((-0.26, 0.17, 0.6), (0.26, 0.25, 1.0), "food"),
        box((0.43, -0.1, 0.45), (0.5, 0.06, 0.55), "dark_plastic"),  # lever
        _round((0.28, 0.18, 0.21), (0.25, 0.3), 0.03, (-0.5, -0.42), "dark_plastic"),  # knob
        *feet(0.035, "rubber", 0.36, 0.34),
    ), names=("toaster", "bread toaster", "pop-up toaster", "pop up toaster"),
        hosts=_KITCHEN_HOSTS, jitter=0.05),
    family("kitchen_blender", _BLENDER, "surface", (
        soft_box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.3), "appliance"),  # motor base
        _round(_BLENDER, (0.0, 0.15), 0.05, (-0.5, -0.42), "chrome"),  # speed dial
        cylinder((-0.38, -0.38, 0.3), (0.38, 0.38, 0.35), "dark_plastic"),  # jar collar
        cone((-0.36, -0.36, 0.34), (0.36, 0.36, 0.88), "glass", taper=0.9),  # jar
        cylinder((-0.28, -0.28, 0.355), (0.28, 0.28, 0.6), "fruit"),  # smoothie
        cylinder((-0.35, -0.35, 0.88), (0.35, 0.35, 0.94), "dark_plastic"),  # lid
        cylinder((-0.1, -0.1, 0.94), (0.1, 0.1, 0.98), "dark_plastic"),
        box((0.3, -0.06, 0.42), (0.48, 0.06, 0.84), "dark_plastic"),  # handle
    ), names=("blender", "kitchen blender", "smoothie maker", "food blender",
              "countertop blender"), hosts=_KITCHEN_HOSTS, jitter=0.05),
    family("range_hood", (0.9, 0.5, 1.0), "wall_mounted", (
        box((-0.5, -0.46, 0.02), (0.5, 0.5, 0.14), "chrome"),  # canopy
        box((-0.46, -0.44, 0.01), (0.46, 0.46, 0.03), "aluminium"),  # grease filter
        cylinder((-0.34, -0.3, 0.0), (-0.26, -0.14, 0.02), "shade"),  # lights
        cylinder((0.26, -0.3, 0.0), (0.34, -0.14, 0.02), "shade"),
        box((-0.4, -0.3, 0.14), (0.4, 0.5, 0.22), "chrome"),  # sloped shoulders, stepped
        box((-0.28, -0.12, 0.22), (0.28, 0.5, 0.28), "chrome"),
        box((-0.16, 0.05, 0.28), (0.16, 0.5, 1.0), "chrome"),  # chimney
        box((0.16, -0.5, 0.05), (0.42, -0.45, 0.11), "dark_plastic"),  # controls
    ), names=("range hood", "cooker hood", "extractor hood", "kitchen hood", "exhaust hood",
              "extractor fan"), jitter=0.04, mount_centre=2.1),
    family("vacuum_cleaner", (0.3, 0.3, 1.1), "corner", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.05, 0.08), "dark_plastic"),  # floor head
        cylinder((-0.5, 0.05, 0.0), (-0.4, 0.35, 0.082), "rubber", axis="x"),  # wheels
        cylinder((0.4, 0.05, 0.0), (0.5, 0.35, 0.082), "rubber", axis="x"),
        soft_box((-0.38, -0.05, 0.06), (0.38, 0.45, 0.3), "accent"),  # motor housing
        cylinder((-0.25, -0.02, 0.3), (0.25, 0.42, 0.62), "glass"),  # dust bin
        cylinder((-0.2, 0.02, 0.31), (0.2, 0.38, 0.42), "soil"),  # dust
        cylinder((-0.27, -0.04, 0.62), (0.27, 0.44, 0.67), "accent"),  # bin cap
        cylinder((-0.05, 0.15, 0.66), (0.05, 0.25, 0.93), "dark_plastic"),  # stick
        box((-0.2, 0.14, 0.9), (-0.15, 0.26, 1.0), "dark_plastic"),  # handle loop
        box((0.15, 0.14, 0.9), (0.2, 0.26, 1.0), "dark_plastic"),
        box((-0.2, 0.14, 0.96), (0.2, 0.26, 1.0), "dark_plastic"),
    ), names=("vacuum cleaner", "vacuum", "hoover", "upright vacuum", "stick vacuum",
              "hoover vacuum")),
    family("air_conditioner", _AC, "wall_mounted", (
        soft_box((-0.5, -0.44, 0.0), (0.5, 0.5, 1.0), "appliance"),  # housing
        box((-0.47, -0.48, 0.38), (0.47, -0.4, 0.95), "appliance"),  # front panel
        box((-0.44, -0.47, 0.07), (0.44, -0.38, 0.3), "dark_plastic"),  # outlet
        box((-0.43, -0.5, 0.12), (0.43, -0.46, 0.17), "appliance"),  # louvre
        box((0.3, -0.5, 0.55), (0.42, -0.47, 0.65), "screen"),  # display
        box((-0.45, -0.49, 0.34), (0.45, -0.44, 0.36), "dark_plastic"),  # panel seam
    ), names=("air conditioner", "air conditioning unit", "ac unit", "aircon",
              "wall air conditioner", "split air conditioner"), jitter=0.05, mount_centre=2.15),
    family("pedestal_fan", _FAN, "floor", (
        cone((-0.36, -0.4, 0.0), (0.36, 0.4, 0.035), "dark_plastic", taper=0.8),  # base
        cylinder((-0.035, -0.04, 0.03), (0.035, 0.04, 0.6), "chrome"),  # pole
        cylinder((-0.025, 0.0, 0.58), (0.025, 0.06, 0.8), "chrome"),
        _round(_FAN, (0.0, 0.826), 0.14, (-0.17, 0.3), "dark_plastic"),  # motor
        _round(_FAN, (0.0, 0.826), 0.45, (-0.45, -0.16), "glass"),  # guard
        _round(_FAN, (0.0, 0.826), 0.45, (-0.2, -0.15), "chrome"),  # rear guard
        sphere((-0.46, -0.33, 0.805), (-0.03, -0.28, 0.85), "accent"),  # blades
        sphere((0.03, -0.33, 0.805), (0.46, -0.28, 0.85), "accent"),
        sphere((-0.05, -0.33, 0.66), (0.05, -0.28, 0.81), "accent"),
        sphere((-0.05, -0.33, 0.845), (0.05, -0.28, 0.99), "accent"),
        _round(_FAN, (0.0, 0.826), 0.06, (-0.5, -0.2), "chrome"),  # hub badge
    ), names=("fan", "pedestal fan", "floor fan", "standing fan", "electric fan",
              "oscillating fan", "stand fan")),
    family("ceiling_fan", (1.2, 1.2, 0.42), "ceiling", (
        cylinder((-0.07, -0.07, 0.92), (0.07, 0.07, 1.0), "metal"),  # canopy
        cylinder((-0.015, -0.015, 0.4), (0.015, 0.015, 0.93), "metal"),  # downrod
        cylinder((-0.12, -0.12, 0.25), (0.12, 0.12, 0.42), "metal"),  # motor
        box((0.06, -0.07, 0.3), (0.5, 0.07, 0.33), "wood"),  # blades
        box((-0.5, -0.07, 0.3), (-0.06, 0.07, 0.33), "wood"),
        box((-0.07, 0.06, 0.3), (0.07, 0.5, 0.33), "wood"),
        box((-0.07, -0.5, 0.3), (0.07, -0.06, 0.33), "wood"),
        sphere((-0.09, -0.09, 0.08), (0.09, 0.09, 0.3), "shade"),  # light bowl
        cylinder((-0.004, -0.004, 0.0), (0.004, 0.004, 0.1), "chrome"),  # pull chain
    ), names=("ceiling fan", "overhead fan", "ceiling fan light", "fan light"),
        jitter=0.05),
    family("radiator", (0.8, 0.1, 0.62), "wall", _radiator(),
           names=("radiator", "column radiator", "heating radiator", "cast iron radiator",
                  "panel radiator"), jitter=0.1),
    family("space_heater", _HEATER, "floor", _space_heater(),
           names=("space heater", "heater", "electric heater", "oil heater",
                  "portable heater", "oil filled radiator")),
    family("furnace", _FURNACE, "wall", _furnace(),
           names=("furnace", "gas furnace", "oil furnace", "home furnace", "heating furnace",
                  "boiler", "central heating boiler", "heating boiler"), clearance=0.6,
           jitter=0.05),
    family("water_heater", _WATER_HEATER, "corner", _water_heater(),
           names=("water heater", "hot water heater", "hot water tank", "water tank",
                  "hot water cylinder", "geyser"), clearance=0.5, jitter=0.05),
    family("refrigerated_display_case", (0.7, 0.7, 2.0), "wall", _display_case(),
           contents=_case_drinks(), shelves=CASE_SHELVES,
           names=("refrigerated display case", "display fridge", "drinks fridge",
                  "beverage cooler", "glass door fridge", "drinks chiller", "chiller cabinet"),
           clearance=0.9, jitter=0.04),
)
