"""Electronics: computers and their peripherals, audio, video, phones, shop and network gear."""

from __future__ import annotations

import math
from functools import partial

from agents.geometry.families._shapes import feet, rod
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cylinder, soft_box, sphere

_DESK_HOSTS = ("desk", "side_table", "sideboard", "dresser", "filing_cabinet", "nightstand",
               "coffee_table", "dining_table")
_MEDIA_HOSTS = ("tv_stand", "sideboard", "side_table", "dresser", "desk", "coffee_table")


_round = partial(rod, axis="y")  # rods and discs of this module run along y




_MONITOR = (0.55, 0.2, 0.45)
_TOWER = (0.2, 0.45, 0.45)
_SPEAKER = (0.18, 0.25, 0.3)
_TOWER_SPEAKER = (0.24, 0.32, 1.0)
_PROJECTOR = (0.3, 0.25, 0.11)
_RADIO = (0.3, 0.12, 0.2)
_DECK = (0.45, 0.35, 0.14)
_JUKEBOX = (0.9, 0.65, 1.6)
_TRIPOD = (0.6, 0.6, 1.5)
_TILL = (0.42, 0.42, 0.32)


def _keyboard() -> tuple[Part, ...]:
    rows = [box((-0.47, -0.44 + 0.18 * k, 0.45), (0.2, -0.29 + 0.18 * k, 1.0), "dark_plastic")
            for k in range(1, 5)]
    return (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.5), "aluminium"),  # base
        *rows,
        box((-0.47, -0.44, 0.45), (-0.25, -0.29, 1.0), "dark_plastic"),  # bottom row
        box((-0.22, -0.44, 0.45), (0.08, -0.29, 1.0), "dark_plastic"),  # space bar
        box((0.11, -0.44, 0.45), (0.2, -0.29, 1.0), "dark_plastic"),
        box((0.23, -0.44, 0.45), (0.32, -0.29, 1.0), "dark_plastic"),  # arrows
        box((0.23, -0.08, 0.45), (0.32, 0.43, 1.0), "dark_plastic"),  # navigation keys
        box((0.35, -0.44, 0.45), (0.47, 0.43, 1.0), "dark_plastic"),  # number pad
    )


def _speaker_drivers(size: tuple[float, float, float], zs: tuple[float, ...], d: float,
                     front: float) -> tuple[Part, ...]:
    """Woofers at heights `zs`: a rubber surround and a cone just proud of the baffle."""
    parts: list[Part] = []
    for z in zs:
        parts.append(_round(size, (0.0, z), d, (front + 0.01, front + 0.04), "rubber"))
        parts.append(_round(size, (0.0, z), d * 0.74, (front, front + 0.02), "aluminium"))
    return tuple(parts)


def _server_rack() -> tuple[Part, ...]:
    parts: list[Part] = [
        box((-0.5, -0.48, 0.96), (0.5, 0.5, 1.0), "dark_plastic"),  # top
        box((-0.5, -0.48, 0.0), (0.5, 0.5, 0.04), "dark_plastic"),  # plinth
        box((-0.5, -0.48, 0.04), (-0.45, 0.5, 0.96), "dark_plastic"),  # sides
        box((0.45, -0.48, 0.04), (0.5, 0.5, 0.96), "dark_plastic"),
        box((-0.45, 0.46, 0.04), (0.45, 0.5, 0.96), "dark_plastic"),  # back
        box((-0.45, -0.47, 0.04), (-0.4, -0.42, 0.96), "chrome"),  # front rails
        box((0.4, -0.47, 0.04), (0.45, -0.42, 0.96), "chrome"),
    ]
    z = 0.08
    for h in (0.05, 0.05, 0.09, 0.09, 0.05, 0.11, 0.13, 0.05, 0.05):
        parts.append(box((-0.4, -0.44, z), (0.4, 0.4, z + h - 0.01), "aluminium"))
        parts.append(box((0.26, -0.45, z + 0.012), (0.34, -0.435, z + 0.025), "shade"))
        z += h
    return tuple(parts)


def _tripod() -> tuple[Part, ...]:
    """Three splayed legs as short overlapping blocks stepping in towards the head."""
    parts: list[Part] = []
    steps, top, t = 9, 0.62, 0.018
    for angle in (90.0, 210.0, 330.0):
        c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        for k in range(steps):
            r0 = 0.46 - 0.42 * k / steps
            r1 = 0.46 - 0.42 * (k + 1) / steps
            xs = sorted((c * r0, c * r1))
            ys = sorted((s * r0, s * r1))
            parts.append(box((round(xs[0] - t, 4), round(ys[0] - t, 4), round(top * k / steps, 4)),
                             (round(xs[1] + t, 4), round(ys[1] + t, 4),
                              round(top * (k + 1) / steps + 0.01, 4)), "dark_plastic"))
    return (
        *parts,
        cylinder((-0.06, -0.06, 0.6), (0.06, 0.06, 0.66), "dark_plastic"),  # leg hub
        cylinder((-0.025, -0.025, 0.62), (0.025, 0.025, 0.88), "chrome"),  # centre column
        box((-0.06, -0.06, 0.87), (0.06, 0.06, 0.9), "dark_plastic"),  # head
        box((0.05, 0.0, 0.875), (0.09, 0.4, 0.89), "dark_plastic"),  # pan handle
    )


def _tripod_camera() -> tuple[Part, ...]:
    """The video camera on the tripod's head, drawn while the prompt puts none there."""
    return (
        box((-0.14, -0.08, 0.9), (0.14, 0.1, 0.975), "dark_plastic"),  # camera body
        box((0.04, -0.06, 0.975), (0.12, 0.04, 1.0), "dark_plastic"),  # viewfinder
        _round(_TRIPOD, (0.0, 0.9375), 0.09, (-0.3, -0.08), "dark_plastic"),  # lens
        _round(_TRIPOD, (0.0, 0.9375), 0.07, (-0.31, -0.29), "glass"),
    )


FAMILIES: tuple[Family, ...] = (
    family("wall_tv", (1.2, 0.06, 0.7), "wall_mounted", (
        box((-0.5, 0.3, 0.0), (0.5, 0.5, 1.0), "dark_plastic"),  # bezel and back
        box((-0.48, 0.2, 0.04), (0.48, 0.3, 0.96), "screen"),
        box((-0.2, 0.5 - 0.01, 0.3), (0.2, 0.5, 0.7), "metal"),  # wall bracket behind
        box((-0.5, -0.5, 0.45), (-0.49, 0.2, 0.55), "dark_plastic"),  # a cable tidy
    ), names=("wall tv", "wall television", "mounted tv", "mounted television",
              "wall-mounted tv", "wall-mounted television"),
        mount_centre=1.35, jitter=0.1),
    family("computer_monitor", _MONITOR, "surface", (
        box((-0.5, -0.1, 0.22), (0.5, 0.04, 1.0), "dark_plastic"),  # bezel
        box((-0.48, -0.12, 0.25), (0.48, -0.09, 0.975), "screen"),  # display
        box((-0.3, 0.03, 0.4), (0.3, 0.16, 0.85), "dark_plastic"),  # back housing
        box((-0.06, 0.1, 0.03), (0.06, 0.2, 0.55), "aluminium"),  # neck
        box((-0.22, -0.35, 0.0), (0.22, 0.45, 0.04), "aluminium"),  # foot
        box((0.38, -0.105, 0.228), (0.42, -0.095, 0.24), "shade"),  # power light
    ), names=("computer monitor", "monitor", "computer screen", "pc monitor",
              "computer display", "desktop monitor"), hosts=_DESK_HOSTS,
        jitter=0.08),
    family("computer_tower", _TOWER, "surface", (
        box((-0.47, -0.46, 0.03), (0.5, 0.5, 1.0), "dark_plastic"),  # case
        box((-0.44, -0.49, 0.05), (0.47, -0.44, 0.98), "aluminium"),  # front panel
        box((-0.5, -0.4, 0.1), (-0.46, 0.44, 0.92), "glass"),  # side window
        box((-0.48, -0.3, 0.2), (-0.4, 0.35, 0.8), "shade"),  # lit insides
        _round(_TOWER, (0.0, 0.9), 0.022, (-0.5, -0.48), "chrome"),  # power button
        box((-0.35, -0.495, 0.78), (0.35, -0.485, 0.82), "dark_plastic"),  # drive bay
        box((-0.38, -0.5, 0.1), (-0.33, -0.485, 0.7), "shade"),  # light strip
        *feet(0.04, "rubber", 0.38, 0.4),
    ), names=("computer tower", "desktop computer", "pc tower", "desktop pc", "gaming pc",
              "computer case", "pc"), hosts=("desk", "side_table", "filing_cabinet"),
        jitter=0.06),
    family("keyboard", (0.44, 0.14, 0.03), "surface", _keyboard(),
           names=("keyboard", "computer keyboard", "pc keyboard", "wireless keyboard",
                  "typing keyboard"), hosts=("desk", "dining_table", "side_table"),
           jitter=0.04),
    family("computer_mouse", (0.065, 0.11, 0.038), "surface", (
        soft_box((-0.46, -0.46, 0.0), (0.46, 0.46, 0.35), "aluminium"),  # skirt
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "dark_plastic"),  # shell
        sphere((-0.45, -0.5, 0.3), (-0.02, 0.02, 0.96), "dark_plastic"),  # buttons
        sphere((0.02, -0.5, 0.3), (0.45, 0.02, 0.96), "dark_plastic"),
        cylinder((-0.07, -0.32, 0.74), (0.07, -0.14, 0.99), "rubber", axis="x"),  # wheel
    ), names=("computer mouse", "mouse", "wireless mouse", "pc mouse"),
        hosts=("desk", "dining_table", "side_table"), jitter=0.04),
    family("bookshelf_speaker", _SPEAKER, "surface", (
        box((-0.5, -0.44, 0.0), (0.5, 0.5, 1.0), "wood"),  # cabinet
        box((-0.46, -0.47, 0.03), (0.46, -0.43, 0.97), "dark_plastic"),  # baffle
        *_speaker_drivers(_SPEAKER, (0.36,), 0.14, -0.5),
        _round(_SPEAKER, (0.0, 0.8), 0.055, (-0.49, -0.46), "rubber"),  # tweeter
        _round(_SPEAKER, (0.0, 0.8), 0.03, (-0.5, -0.47), "chrome"),
    ), names=("speaker", "bookshelf speaker", "loudspeaker", "stereo speaker",
              "hifi speaker", "hi-fi speaker", "sound speaker"),
        hosts=(*_MEDIA_HOSTS, "wall_shelf", "nightstand"), jitter=0.08),
    family("tower_speaker", _TOWER_SPEAKER, "floor", (
        box((-0.5, -0.46, 0.02), (0.5, 0.5, 0.05), "dark_plastic"),  # plinth
        *feet(0.02, "chrome", 0.4, 0.4),
        box((-0.46, -0.42, 0.05), (0.46, 0.48, 1.0), "wood"),  # cabinet
        box((-0.43, -0.45, 0.07), (0.43, -0.41, 0.98), "dark_plastic"),  # baffle
        *_speaker_drivers(_TOWER_SPEAKER, (0.32, 0.53), 0.15, -0.48),
        _round(_TOWER_SPEAKER, (0.0, 0.7), 0.06, (-0.47, -0.44), "rubber"),  # tweeter
        _round(_TOWER_SPEAKER, (0.0, 0.7), 0.03, (-0.48, -0.46), "chrome"),
    ), names=("floor speaker", "tower speaker", "floorstanding speaker",
              "floor standing speaker", "column speaker", "floor-standing speaker"),
        jitter=0.06),
    family("game_console", (0.36, 0.26, 0.1), "surface", (
        *feet(0.06, "rubber", 0.4, 0.38),
        box((-0.5, -0.5, 0.05), (0.5, 0.5, 0.22), "ivory"),  # lower shell
        box((-0.48, -0.46, 0.22), (0.48, 0.48, 0.78), "dark_plastic"),  # core
        box((-0.5, -0.5, 0.78), (0.5, 0.5, 0.95), "ivory"),  # upper shell
        box((-0.4, -0.2, 0.95), (0.4, 0.4, 1.0), "dark_plastic"),  # vent
        box((-0.35, -0.48, 0.45), (0.15, -0.455, 0.52), "screen"),  # disc slot
        box((0.25, -0.48, 0.44), (0.4, -0.455, 0.54), "shade"),  # power light
    ), names=("game console", "games console", "video game console", "gaming console",
              "playstation", "xbox", "video game system"), hosts=_MEDIA_HOSTS, jitter=0.06),
    family("printer", (0.42, 0.36, 0.2), "surface", (
        box((-0.5, -0.38, 0.0), (0.5, 0.5, 0.8), "ivory"),  # body
        box((-0.5, -0.4, 0.8), (0.5, 0.5, 0.9), "dark_plastic"),  # scanner lid
        box((-0.34, 0.3, 0.9), (0.34, 0.44, 1.0), "dark_plastic"),  # paper input
        box((-0.3, 0.34, 0.92), (0.3, 0.38, 0.99), "paper"),
        box((-0.38, -0.41, 0.245), (0.38, -0.37, 0.38), "screen"),  # output slot
        box((-0.35, -0.5, 0.2), (0.35, -0.36, 0.24), "dark_plastic"),  # output tray
        box((-0.3, -0.48, 0.24), (0.3, -0.37, 0.25), "paper"),
        box((0.12, -0.43, 0.5), (0.45, -0.37, 0.72), "screen"),  # control panel
    ), names=("printer", "inkjet printer", "laser printer", "office printer",
              "printer scanner", "copier"), hosts=("desk", "filing_cabinet", "side_table",
                                                  "sideboard", "counter"), jitter=0.06),
    family("three_d_printer", (0.45, 0.45, 0.5), "surface", (
        box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.08), "dark_plastic"),  # base
        box((-0.3, -0.5, 0.015), (0.0, -0.44, 0.07), "screen"),  # display
        box((-0.1, -0.4, 0.08), (0.1, 0.3, 0.14), "dark_plastic"),  # bed carriage
        box((-0.4, -0.4, 0.14), (0.4, 0.3, 0.17), "aluminium"),  # heated bed
        box((-0.48, 0.32, 0.08), (-0.4, 0.42, 0.8), "aluminium"),  # uprights
        box((0.4, 0.32, 0.08), (0.48, 0.42, 0.8), "aluminium"),
        box((-0.48, 0.32, 0.74), (0.48, 0.42, 0.8), "aluminium"),  # top bar
        cylinder((-0.44, 0.27, 0.5), (0.44, 0.31, 0.54), "chrome", axis="x"),  # x rods
        cylinder((-0.44, 0.27, 0.42), (0.44, 0.31, 0.46), "chrome", axis="x"),
        box((-0.08, 0.12, 0.36), (0.08, 0.33, 0.6), "dark_plastic"),  # print head
        cylinder((-0.015, 0.2, 0.3), (0.015, 0.23, 0.36), "brass"),  # nozzle
        cylinder((-0.09, -0.05, 0.17), (0.09, 0.13, 0.3), "red"),  # print
        _round((0.45, 0.45, 0.5), (0.3, 0.85), 0.15, (-0.12, 0.12), "red", axis="x"),  # spool
        _round((0.45, 0.45, 0.5), (0.3, 0.85), 0.05, (-0.14, 0.14), "dark_plastic",
               axis="x"),
    ), names=("3d printer", "3-d printer", "three d printer", "resin printer",
              "filament printer"), hosts=("desk", "counter", "side_table", "sideboard"),
        jitter=0.06),
    family("projector", _PROJECTOR, "surface", (
        *(cylinder((x - 0.04, y - 0.05, 0.0), (x + 0.04, y + 0.05, 0.12), "rubber")
          for x, y in ((-0.38, -0.3), (0.38, -0.3), (0.0, 0.38))),
        soft_box((-0.5, -0.44, 0.1), (0.5, 0.5, 0.96), "ivory"),  # body
        _round(_PROJECTOR, (0.22, 0.53), 0.075, (-0.48, -0.4), "dark_plastic"),  # lens barrel
        _round(_PROJECTOR, (0.22, 0.53), 0.05, (-0.5, -0.46), "glass"),
        box((-0.42, -0.47, 0.3), (-0.05, -0.43, 0.8), "dark_plastic"),  # vent
        box((-0.35, 0.1, 0.93), (-0.1, 0.3, 0.99), "dark_plastic"),  # buttons
    ), names=("projector", "video projector", "beamer", "digital projector",
              "home cinema projector", "movie projector"),
        hosts=("coffee_table", "side_table", "desk", "sideboard", "dining_table", "tv_stand"),
        jitter=0.06),
    family("projector_screen", (2.0, 0.08, 1.6), "wall_mounted", (
        box((-0.49, -0.5, 0.92), (0.49, 0.5, 1.0), "aluminium"),  # roller case
        box((-0.5, -0.45, 0.925), (-0.48, 0.45, 0.995), "dark_plastic"),  # end caps
        box((0.48, -0.45, 0.925), (0.5, 0.45, 0.995), "dark_plastic"),
        box((-0.47, -0.1, 0.1), (0.47, 0.1, 0.92), "dark_plastic"),  # black border
        box((-0.45, -0.2, 0.14), (0.45, -0.05, 0.88), "paper"),  # screen surface
        box((-0.48, -0.25, 0.07), (0.48, 0.15, 0.11), "aluminium"),  # weight bar
        box((-0.03, -0.2, 0.0), (0.03, 0.0, 0.07), "dark_plastic"),  # pull handle
    ), names=("projector screen", "projection screen", "pull-down screen",
              "pull down screen", "movie screen", "cinema screen"), jitter=0.08, mount_centre=1.6),
    family("server_rack", (0.6, 1.0, 2.0), "wall", _server_rack(),
           names=("server rack", "server cabinet", "network rack", "network cabinet",
                  "data cabinet", "rack server"), clearance=0.9, jitter=0.04),
    family("radio", _RADIO, "surface", (
        box((-0.5, -0.42, 0.0), (0.5, 0.5, 0.8), "wood"),  # case
        box((-0.45, -0.47, 0.1), (0.05, -0.4, 0.72), "fabric"),  # speaker cloth
        box((0.1, -0.47, 0.46), (0.45, -0.4, 0.72), "ivory"),  # tuning dial
        box((0.25, -0.48, 0.48), (0.26, -0.46, 0.7), "red"),  # needle
        _round(_RADIO, (0.18, 0.25), 0.03, (-0.5, -0.4), "dark_plastic"),  # knobs
        _round(_RADIO, (0.37, 0.25), 0.03, (-0.5, -0.4), "dark_plastic"),
        box((-0.32, -0.1, 0.8), (-0.27, 0.1, 1.0), "chrome"),  # carry handle
        box((0.27, -0.1, 0.8), (0.32, 0.1, 1.0), "chrome"),
        box((-0.32, -0.1, 0.95), (0.32, 0.1, 1.0), "chrome"),
    ), names=("radio", "transistor radio", "vintage radio", "retro radio", "portable radio",
              "radio set"), hosts=("sideboard", "side_table", "nightstand", "desk", "dresser",
                                   "counter", "wall_shelf"), jitter=0.08),
    family("record_player", _DECK, "surface", (
        *feet(0.1, "rubber", 0.42, 0.4),
        box((-0.5, -0.5, 0.08), (0.5, 0.5, 0.5), "wood"),  # plinth
        cylinder((-0.433, -0.4286, 0.5), (0.233, 0.4286, 0.6), "aluminium"),  # platter
        cylinder((-0.4278, -0.4214, 0.6), (0.2278, 0.4214, 0.64), "screen"),  # record
        cylinder((-0.211, -0.143, 0.64), (0.011, 0.143, 0.66), "red"),  # label
        cylinder((-0.106, -0.014, 0.66), (-0.094, 0.014, 0.72), "chrome"),  # spindle
        cylinder((0.3, 0.18, 0.5), (0.42, 0.33, 0.75), "chrome"),  # tonearm pivot
        box((0.345, -0.2, 0.7), (0.375, 0.26, 0.74), "chrome"),  # tonearm
        box((0.32, -0.28, 0.64), (0.38, -0.18, 0.73), "dark_plastic"),  # headshell
        cylinder((0.32, -0.44, 0.5), (0.44, -0.28, 0.6), "chrome"),  # speed knob
    ), names=("record player", "turntable", "vinyl player", "record deck",
              "vinyl turntable"), hosts=("sideboard", "tv_stand", "side_table", "dresser",
                                          "desk", "coffee_table"), jitter=0.06),
    family("jukebox", _JUKEBOX, "wall", (
        box((-0.48, -0.42, 0.0), (0.48, 0.48, 0.03), "chrome"),  # plinth
        box((-0.5, -0.4, 0.03), (0.5, 0.5, 0.72), "wood"),  # cabinet
        cylinder((-0.5, -0.4, 0.4375), (0.5, 0.5, 1.0), "wood", axis="y"),  # arched top
        cylinder((-0.47, -0.44, 0.4544), (0.47, -0.38, 0.9831), "shade", axis="y"),  # lit arch
        _round(_JUKEBOX, (0.0, 0.71875), 0.66, (-0.46, -0.42), "screen"),  # dome window
        _round(_JUKEBOX, (0.0, 0.7), 0.24, (-0.47, -0.44), "chrome"),  # record stack
        box((-0.32, -0.5, 0.46), (0.32, -0.43, 0.56), "chrome"),  # selector panel
        box((-0.36, -0.44, 0.1), (0.36, -0.38, 0.42), "fabric"),  # speaker grille
        box((-0.49, -0.45, 0.05), (-0.39, -0.38, 0.7), "shade"),  # lit pilasters
        box((0.39, -0.45, 0.05), (0.49, -0.38, 0.7), "shade"),
    ), names=("jukebox", "juke box", "wurlitzer", "record jukebox", "jukebox machine"),
        clearance=0.7, jitter=0.04),
    family("tablet", (0.25, 0.175, 0.012), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.6), "aluminium"),  # back
        box((-0.49, -0.485, 0.5), (0.49, 0.485, 0.9), "ivory"),  # front bezel
        box((-0.44, -0.43, 0.85), (0.44, 0.43, 1.0), "screen"),
        box((-0.472, -0.015, 0.88), (-0.462, 0.015, 0.95), "dark_plastic"),  # camera
        cylinder((0.455, -0.021, 0.88), (0.485, 0.021, 0.94), "chrome"),  # home button
    ), names=("tablet", "ipad", "tablet computer", "e-reader", "digital tablet"),
        hosts=("desk", "coffee_table", "side_table", "nightstand", "dining_table"),
        jitter=0.05),
    family("headphones", (0.19, 0.09, 0.2), "surface", (
        cylinder((-0.5, -0.5, 0.02), (-0.3, 0.5, 0.47), "dark_plastic", axis="x"),  # cups
        cylinder((0.3, -0.5, 0.02), (0.5, 0.5, 0.47), "dark_plastic", axis="x"),
        cylinder((-0.31, -0.42, 0.06), (-0.2, 0.42, 0.43), "seat", axis="x"),  # ear pads
        cylinder((0.2, -0.42, 0.06), (0.31, 0.42, 0.43), "seat", axis="x"),
        box((-0.44, -0.14, 0.4), (-0.36, 0.14, 0.9), "dark_plastic"),  # arms
        box((0.36, -0.14, 0.4), (0.44, 0.14, 0.9), "dark_plastic"),
        cylinder((-0.44, -0.14, 0.8), (-0.24, 0.14, 1.0), "dark_plastic", axis="y"),  # bends
        cylinder((0.24, -0.14, 0.8), (0.44, 0.14, 1.0), "dark_plastic", axis="y"),
        box((-0.34, -0.14, 0.92), (0.34, 0.14, 1.0), "dark_plastic"),  # headband
        box((-0.26, -0.1, 0.88), (0.26, 0.1, 0.925), "seat"),  # headband pad
    ), names=("headphones", "headset", "over-ear headphones", "pair of headphones",
              "gaming headset", "earphones", "pair of earphones"),
        hosts=("desk", "side_table", "nightstand", "dresser", "sideboard"), jitter=0.05),
    family("desk_phone", (0.22, 0.2, 0.1), "surface", (
        box((-0.4, -0.5, 0.0), (0.5, 0.45, 0.38), "ivory"),  # base
        box((-0.4, 0.1, 0.38), (0.5, 0.45, 0.5), "ivory"),  # raised back
        soft_box((-0.38, -0.46, 0.38), (-0.04, 0.42, 0.72), "dark_plastic"),  # handset
        *(box((0.04, -0.42 + k * 0.11, 0.38), (0.4, -0.34 + k * 0.11, 0.45), "dark_plastic")
          for k in range(4)),  # key rows
        box((0.04, 0.14, 0.5), (0.4, 0.38, 0.54), "screen"),  # display
        cylinder((-0.5, -0.45, 0.06), (-0.41, -0.05, 0.3), "cord", axis="y"),  # coiled cord
    ), names=("telephone", "phone", "desk phone", "landline", "office phone",
              "landline phone", "corded phone"), hosts=("desk", "side_table", "nightstand",
                                                        "counter", "sideboard"), jitter=0.05),
    family("smartphone", (0.075, 0.155, 0.009), "surface", (
        soft_box((-0.49, -0.5, 0.0), (0.49, 0.5, 0.65), "aluminium"),  # back
        box((-0.48, -0.485, 0.55), (0.48, 0.485, 0.9), "dark_plastic"),  # front glass
        box((-0.44, -0.44, 0.85), (0.44, 0.44, 1.0), "screen"),
        box((-0.12, 0.455, 0.88), (0.12, 0.47, 0.95), "aluminium"),  # earpiece
        box((0.47, 0.1, 0.25), (0.5, 0.3, 0.55), "chrome"),  # side button
    ), names=("smartphone", "mobile phone", "cell phone", "cellphone", "iphone",
              "smart phone"), hosts=("desk", "nightstand", "coffee_table", "side_table",
                                     "dining_table", "counter"), jitter=0.04),
    family("camera_tripod", _TRIPOD, "floor", _tripod(), contents=_tripod_camera(),
           names=("camera tripod", "tripod", "video camera", "film camera", "camcorder"),
           jitter=0.05, surface_frac=0.9, keep_clear=(  # its head plate takes a camera
               (-0.5, -0.5, -0.14, 0.5), (0.14, -0.5, 0.5, 0.5), (-0.14, -0.5, 0.14, -0.14),
               (-0.14, 0.14, 0.14, 0.5))),
    family("cash_register", _TILL, "surface", (
        box((-0.5, -0.44, 0.0), (0.5, 0.5, 0.32), "dark_plastic"),  # cash drawer
        box((-0.47, -0.47, 0.03), (0.47, -0.43, 0.29), "aluminium"),  # drawer front
        _round(_TILL, (0.0, 0.2), 0.02, (-0.5, -0.46), "chrome"),  # lock
        box((-0.45, -0.38, 0.32), (0.45, 0.45, 0.5), "ivory"),  # upper body
        box((-0.4, -0.34, 0.5), (0.12, 0.0, 0.55), "dark_plastic"),  # keys
        box((0.2, -0.1, 0.5), (0.42, 0.35, 0.62), "ivory"),  # receipt printer
        box((0.25, 0.05, 0.62), (0.37, 0.07, 0.72), "paper"),  # receipt
        cylinder((-0.22, 0.2, 0.5), (-0.14, 0.28, 0.74), "dark_plastic"),  # display pole
        box((-0.38, 0.14, 0.72), (0.02, 0.34, 0.95), "dark_plastic"),  # display
        box((-0.36, 0.12, 0.75), (0.0, 0.15, 0.92), "screen"),
    ), names=("cash register", "till", "checkout till", "cash till", "pos terminal",
              "point of sale terminal", "register"), hosts=("counter", "kitchen_island", "desk",
                                                "sideboard"), jitter=0.05),
    family("router", (0.24, 0.16, 0.2), "surface", (
        *feet(0.03, "rubber", 0.4, 0.35),
        soft_box((-0.5, -0.45, 0.02), (0.5, 0.45, 0.22), "dark_plastic"),  # body
        *(box((x, -0.47, 0.09), (x + 0.05, -0.44, 0.13), "shade")
          for x in (-0.3, -0.18, -0.06, 0.06)),  # status lights
        *(box((x - 0.025, 0.33, 0.15), (x + 0.025, 0.43, 1.0), "dark_plastic")
          for x in (-0.38, 0.0, 0.38)),  # antennas
    ), names=("router", "wifi router", "wi-fi router", "wireless router", "modem",
              "internet router"), hosts=("desk", "tv_stand", "side_table", "filing_cabinet",
                                         "sideboard", "wall_shelf"), jitter=0.06),
    family("remote_control", (0.05, 0.18, 0.025), "surface", (  # lies flat, buttons up
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.8), "dark_plastic"),  # body
        cylinder((-0.22, 0.3, 0.75), (0.22, 0.42, 1.0), "accent"),  # power button
        box((-0.3, -0.05, 0.78), (0.3, 0.2, 0.95), "shade"),  # navigation pad
        *(box((x - 0.1, y - 0.03, 0.78), (x + 0.1, y + 0.03, 0.92), "chrome")
          for x in (-0.25, 0.0, 0.25) for y in (-0.4, -0.3, -0.2)),  # number keys
    ), names=("remote control", "remote", "tv remote", "television remote", "remote controls",
              "clicker", "tv remote control"),
        hosts=(*_MEDIA_HOSTS, "sofa", "armchair", "nightstand", "ottoman"), jitter=0.1),
)
