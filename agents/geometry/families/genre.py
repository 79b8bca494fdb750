"""Families: the things of themed rooms (a starship's bridge, a castle hall, a boiler room, a
haunted crypt): a throne, a control console, a hologram projector, a run of pipes with its
valve wheel, a gas cylinder, a tombstone, a sword.

People ask for these rooms as often as for kitchens ("a sci-fi command center with a
holographic display", "a throne room with banners", "a steampunk workshop with pipes along
the walls"); each is a plain blueprint like any other family.
"""

from __future__ import annotations

from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

_THRONE = (0.95, 0.85, 1.7)
_CONSOLE = (1.6, 0.8, 1.15)
_HOLO = (0.9, 0.9, 1.5)
_PIPES = (2.0, 0.22, 0.5)
_CYLINDER = (0.24, 0.24, 1.05)
_TOMBSTONE = (0.6, 0.22, 0.85)
_SWORD = (0.2, 1.0, 0.04)


def _throne() -> tuple[Part, ...]:
    """A high-backed throne on a dais: gilt frame, a velvet seat and back, carved finials."""
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.08), "stone"),  # dais
        box((-0.4, -0.35, 0.08), (0.4, 0.4, 0.3), "brass"),  # plinth of the seat
        soft_box((-0.33, -0.38, 0.3), (0.33, 0.3, 0.36), "upholstery"),  # seat cushion
        box((-0.4, 0.3, 0.08), (0.4, 0.42, 0.95), "brass"),  # back frame
        soft_box((-0.3, 0.26, 0.38), (0.3, 0.31, 0.88), "upholstery"),  # back panel
        cone((-0.25, 0.3, 0.95), (0.25, 0.42, 1.0), "brass", taper=0.2),  # its crest
        *(box((x - 0.07, -0.38, 0.08), (x + 0.07, 0.3, 0.5), "brass")
          for x in (-0.37, 0.37)),  # arms
        *(sphere((x - 0.05, 0.31, 0.92), (x + 0.05, 0.41, 0.99), "brass")
          for x in (-0.37, 0.37)),  # finials on the back's corners
    )


def _console() -> tuple[Part, ...]:
    """A control console: a desk with a sloped panel of screens and rows of buttons."""
    return (
        box((-0.5, -0.1, 0.0), (0.5, 0.5, 0.62), "dark_plastic"),  # pedestal
        box((-0.5, -0.5, 0.62), (0.5, 0.5, 0.66), "metal"),  # desk top
        box((-0.5, 0.15, 0.66), (0.5, 0.5, 1.0), "dark_plastic"),  # screen housing
        *(box((x, 0.13, 0.72), (x + 0.3, 0.15, 0.95), "screen")
          for x in (-0.47, -0.15, 0.17)),  # three screens
        *(box((x, -0.35 + row * 0.12, 0.66), (x + 0.05, -0.28 + row * 0.12, 0.68), "glow")
          for x in (-0.4, -0.25, -0.1, 0.05, 0.2, 0.35) for row in range(2)),  # buttons
    )


def _hologram() -> tuple[Part, ...]:
    """A hologram projector: a round pedestal, a lit lens and a glowing figure above it."""
    return (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "metal"),  # foot
        cylinder((-0.22, -0.22, 0.05), (0.22, 0.22, 0.55), "dark_plastic"),  # column
        cylinder((-0.45, -0.45, 0.55), (0.45, 0.45, 0.6), "metal"),  # projector disc
        cylinder((-0.3, -0.3, 0.6), (0.3, 0.3, 0.61), "glow"),  # its lens
        cone((-0.3, -0.3, 0.61), (0.3, 0.3, 0.7), "glass", taper=0.6),  # light cone
        sphere((-0.32, -0.32, 0.7), (0.32, 0.32, 1.0), "glow"),  # the projected globe
    )


def _pipes() -> tuple[Part, ...]:
    """Exposed pipes along a wall: two runs on brackets, a valve wheel and a pressure gauge."""
    return (
        cylinder((-0.5, 0.0, 0.55), (0.5, 0.5, 0.95), "brass", axis="x"),  # upper run
        cylinder((-0.5, -0.1, 0.05), (0.5, 0.4, 0.45), "metal", axis="x"),  # lower run
        *(box((x - 0.015, 0.4, 0.0), (x + 0.015, 0.5, 1.0), "metal")
          for x in (-0.4, 0.0, 0.4)),  # wall brackets
        cylinder((-0.2, -0.5, 0.35), (-0.1, 0.0, 0.55), "metal", axis="y"),  # valve stem
        cylinder((-0.24, -0.5, 0.0), (-0.06, -0.4, 0.98), "red", axis="y"),  # valve wheel
        cylinder((0.2, -0.3, 0.55), (0.3, 0.1, 0.95), "chrome", axis="y"),  # gauge
    )


def _gas_cylinder() -> tuple[Part, ...]:
    """A gas cylinder: the tank, its shoulder, the valve and its guard."""
    return (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.82), "accent"),  # tank
        sphere((-0.5, -0.5, 0.74), (0.5, 0.5, 0.9), "accent"),  # rounded shoulder
        cylinder((-0.12, -0.12, 0.88), (0.12, 0.12, 0.95), "chrome"),  # valve
        cylinder((-0.25, -0.25, 0.95), (0.25, 0.25, 1.0), "chrome"),  # handwheel
    )


def _tombstone() -> tuple[Part, ...]:
    """A headstone: a rounded slab on a low base."""
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.12), "stone"),  # base
        box((-0.42, -0.3, 0.12), (0.42, 0.3, 0.8), "stone"),  # slab
        cylinder((-0.42, -0.3, 0.6), (0.42, 0.3, 1.0), "stone", axis="y"),  # rounded top
        box((-0.25, -0.32, 0.4), (0.25, -0.3, 0.6), "dark_plastic"),  # engraved plaque
    )


def _sword() -> tuple[Part, ...]:
    """A sword lying flat: its blade, crossguard, grip and pommel (hilt towards -y)."""
    return (
        box((-0.12, -0.18, 0.3), (0.12, 0.46, 0.7), "chrome"),  # blade
        cone((-0.12, 0.46, 0.3), (0.12, 0.5, 0.7), "chrome", taper=0.1),  # point
        box((-0.5, -0.21, 0.1), (0.5, -0.18, 0.9), "brass"),  # crossguard
        cylinder((-0.1, -0.4, 0.2), (0.1, -0.21, 0.8), "dark_plastic", axis="y"),  # grip
        sphere((-0.15, -0.5, 0.15), (0.15, -0.4, 0.85), "brass"),  # pommel
    )


FAMILIES: tuple[Family, ...] = (
    family("throne", _THRONE, "wall", _throne(),
           names=("throne", "royal throne", "king's throne", "queen's throne", "kings throne",
                  "royal chair", "throne chair", "gilded throne"), clearance=0.8, jitter=0.05),
    family("control_console", _CONSOLE, "wall", _console(),
           names=("control console", "control panel", "control desk", "command console",
                  "bridge console", "computer console", "navigation console",
                  "mission control desk", "operator console", "control station"),
           clearance=0.9, jitter=0.05),
    family("hologram_projector", _HOLO, "floor", _hologram(),
           names=("hologram", "holographic display", "hologram projector", "holo projector",
                  "holotable", "holo table", "holographic projector", "holographic map",
                  "holographic table", "hologram table"), clearance=0.6, jitter=0.05),
    family("pipe_run", _PIPES, "wall_mounted", _pipes(),
           names=("pipes", "pipework", "steam pipe", "steam pipes",
                  "water pipes", "exposed pipe", "exposed pipes", "valve", "valve wheel",
                  "pipe valve", "copper pipes", "industrial pipes"), mount_centre=2.0,
           jitter=0.05),
    family("gas_cylinder", _CYLINDER, "floor", _gas_cylinder(),
           names=("gas cylinder", "oxygen tank", "oxygen cylinder", "gas tank", "propane tank",
                  "scuba tank", "air tank", "helium tank", "co2 tank", "gas bottle",
                  "nitrogen tank", "welding gas cylinder"), jitter=0.08),
    family("tombstone", _TOMBSTONE, "floor", _tombstone(),
           names=("tombstone", "gravestone", "headstone", "grave marker", "grave stone"),
           jitter=0.1),
    family("sword", _SWORD, "surface", _sword(),
           names=("sword", "longsword", "broadsword", "katana", "sabre", "saber", "rapier",
                  "cutlass", "scimitar"), jitter=0.06),
)
