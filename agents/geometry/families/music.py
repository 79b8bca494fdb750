"""Musical instruments and what goes with them."""

from __future__ import annotations

from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import box, cone, cylinder, legs, soft_box, sphere

MUSIC_DESK_FRONT = 0.06  # a music stand's desk's front, as a fraction of its depth ...
MUSIC_LEDGE_TOP = 0.73  # ... and its ledge's top, of its height (music rests there: `holds`)

FAMILIES: tuple[Family, ...] = (
    family("upright_piano", (1.5, 0.6, 1.25), "wall", (
        box((-0.5, -0.1, 0.0), (0.5, 0.5, 1.0), "wood"),  # case
        box((-0.46, -0.5, 0.55), (0.46, -0.1, 0.62), "wood"),  # keybed
        box((-0.44, -0.48, 0.62), (0.44, -0.12, 0.65), "ivory"),  # white keys
        box((-0.44, -0.2, 0.65), (0.44, -0.12, 0.66), "dark_plastic"),  # black keys
        box((-0.48, -0.45, 0.0), (-0.43, -0.1, 0.55), "wood"),  # cheek legs
        box((0.43, -0.45, 0.0), (0.48, -0.1, 0.55), "wood"),
        box((-0.4, -0.15, 0.72), (0.4, -0.1, 0.92), "wood"),  # music desk
    ), names=("piano", "upright piano", "upright", "pianoforte", "keyboard piano"),
        clearance=0.8, companions=("piano_bench",), surface_frac=1.0,
        keep_clear=((-0.5, -0.5, 0.5, -0.1),)),  # its top, not the keys
    family("grand_piano", (1.5, 1.9, 1.0), "floor", (
        box((-0.5, -0.38, 0.55), (0.5, 0.0, 0.75), "dark_plastic"),  # case at the keys
        cylinder((-0.5, -0.3, 0.551), (0.5, 0.5, 0.748), "dark_plastic"),  # curved tail
        box((-0.5, -0.38, 0.75), (0.5, -0.1, 0.768), "dark_plastic"),  # closed lid
        cylinder((-0.5, -0.3, 0.75), (0.5, 0.5, 0.77), "dark_plastic"),
        box((-0.3, -0.33, 0.77), (0.3, -0.31, 0.92), "dark_plastic"),  # music desk
        box((-0.47, -0.5, 0.6), (0.47, -0.38, 0.66), "dark_plastic"),  # keybed
        box((-0.45, -0.5, 0.66), (0.45, -0.39, 0.68), "ivory"),  # white keys
        box((-0.45, -0.42, 0.68), (0.45, -0.39, 0.69), "dark_plastic"),  # black keys
        cylinder((-0.42, -0.42, 0.0), (-0.36, -0.36, 0.6), "dark_plastic"),  # legs
        cylinder((0.36, -0.42, 0.0), (0.42, -0.36, 0.6), "dark_plastic"),
        cylinder((-0.03, 0.36, 0.0), (0.03, 0.42, 0.56), "dark_plastic"),
        box((-0.04, -0.34, 0.05), (0.04, -0.3, 0.56), "dark_plastic"),  # pedal lyre
        box((-0.07, -0.4, 0.04), (0.07, -0.34, 0.06), "brass"),  # pedals
    ), names=("grand piano", "baby grand", "baby grand piano", "concert grand",
              "grand"), clearance=0.9, companions=("piano_bench",),
        # the closed lid takes a vase or a photograph: not the keys or the music desk, nor
        # past the curve of its tail (bands that step in with it)
        surface_frac=0.77, keep_clear=(
            (-0.5, -0.5, 0.5, -0.3), (-0.5, -0.1, -0.43, 0.0), (0.43, -0.1, 0.5, 0.0),
            (-0.5, 0.0, -0.48, 0.2), (0.48, 0.0, 0.5, 0.2), (-0.5, 0.2, -0.43, 0.3),
            (0.43, 0.2, 0.5, 0.3), (-0.5, 0.3, -0.36, 0.35), (0.36, 0.3, 0.5, 0.35),
            (-0.5, 0.35, 0.5, 0.5))),
    family("piano_bench", (0.8, 0.38, 0.5), "floor", (
        soft_box((-0.5, -0.5, 0.84), (0.5, 0.5, 1.0), "seat"),
        *legs(0.84, "wood", inset=0.03, thick=0.07),
    ), names=("piano bench", "piano stool", "keyboard bench"), surface_frac=1.0,
           near=("upright_piano", "grand_piano"), in_front=True),
    family("cello", (0.45, 0.35, 1.25), "floor", (
        sphere((-0.5, -0.3, 0.04), (0.5, 0.3, 0.4), "wood"),  # lower bout
        sphere((-0.36, -0.26, 0.3), (0.36, 0.26, 0.6), "wood"),  # upper bout
        box((-0.05, -0.4, 0.2), (0.05, -0.28, 0.9), "dark_plastic"),  # fingerboard
        box((-0.04, -0.08, 0.58), (0.04, 0.08, 0.95), "wood"),  # neck
        sphere((-0.07, -0.1, 0.92), (0.07, 0.1, 1.0), "dark_plastic"),  # scroll
        box((-0.12, -0.36, 0.14), (0.12, -0.3, 0.16), "dark_plastic"),  # bridge
        cylinder((-0.02, -0.02, 0.0), (0.02, 0.02, 0.06), "metal"),  # endpin
    ), names=("cello", "violoncello", "double bass", "bass", "upright bass", "contrabass"),
        jitter=0.03, companions=("chair", "music_stand")),
    family("instrument_stand", (0.4, 0.4, 0.8), "floor", (
        cone((-0.5, -0.5, 0.0), (0.5, 0.5, 0.08), "metal", taper=0.1),
        cylinder((-0.04, -0.04, 0.05), (0.04, 0.04, 1.0), "metal"),
        box((-0.3, -0.3, 0.25), (0.3, 0.3, 0.32), "metal"),
    ), names=("instrument stand", "cello stand", "guitar stand", "violin stand"),
           near=("chair", "stool", "piano_bench")),
    family("guitar", (0.38, 0.12, 1.0), "floor", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.35), "wood"),
        sphere((-0.4, -0.45, 0.25), (0.4, 0.45, 0.52), "wood"),
        cylinder((-0.12, -0.12, 0.3), (0.12, 0.12, 0.34), "screen", axis="y"),  # sound hole
        box((-0.06, -0.25, 0.5), (0.06, 0.25, 0.92), "wood_alt"),  # neck
        box((-0.09, -0.3, 0.9), (0.09, 0.3, 1.0), "wood_alt"),  # head
    ), names=("guitar", "acoustic guitar", "electric guitar", "bass guitar", "ukulele",
              "banjo", "mandolin"), jitter=0.04),
    family("violin", (0.22, 0.1, 0.6), "surface", (
        sphere((-0.5, -0.5, 0.0), (0.5, 0.5, 0.35), "wood"),
        sphere((-0.42, -0.45, 0.28), (0.42, 0.45, 0.6), "wood"),
        box((-0.08, -0.2, 0.55), (0.08, 0.2, 1.0), "wood_alt"),
    ), names=("violin", "viola", "fiddle"), hosts=("side_table", "sideboard", "desk",
                                                   "dresser")),
    family("drum_kit", (1.6, 1.3, 1.2), "floor", (
        cylinder((-0.25, -0.1, 0.0), (0.25, 0.5, 0.45), "accent", axis="y"),  # bass drum
        cylinder((-0.48, -0.5, 0.0), (-0.2, -0.15, 0.5), "accent"),  # floor tom
        cylinder((0.2, -0.5, 0.35), (0.42, -0.2, 0.5), "accent"),  # snare
        cylinder((-0.2, 0.1, 0.48), (0.0, 0.35, 0.62), "accent"),  # toms
        cylinder((0.0, 0.1, 0.48), (0.2, 0.35, 0.62), "accent"),
        cylinder((0.43, 0.2, 0.0), (0.46, 0.24, 0.82), "metal"),  # cymbal stands
        cylinder((0.3, 0.05, 0.82), (0.5, 0.4, 0.84), "brass"),
        cylinder((-0.46, 0.2, 0.0), (-0.43, 0.24, 0.95), "metal"),
        cylinder((-0.5, 0.05, 0.95), (-0.28, 0.4, 0.97), "brass"),
        cylinder((0.44, -0.36, 0.0), (0.46, -0.33, 0.35), "metal"),  # snare stand
    ), names=("drum kit", "drum set", "drums", "drumkit", "drum"), clearance=0.6,
           companions=("stool",)),
    family("music_stand", (0.5, 0.4, 1.2), "floor", (
        cone((-0.34, -0.34, 0.0), (0.34, 0.34, 0.06), "metal", taper=0.1),
        cylinder((-0.03, -0.03, 0.04), (0.03, 0.03, 0.8), "metal"),
        # the desk on the post's front, and the ledge music rests on (`holds`)
        box((-0.5, -MUSIC_DESK_FRONT, MUSIC_LEDGE_TOP), (0.5, 0.0, 1.0), "metal"),  # desk
        box((-0.5, -0.2, 0.71), (0.5, -MUSIC_DESK_FRONT, MUSIC_LEDGE_TOP), "metal"),  # ledge
    ), names=("music stand", "sheet music stand", "note stand"),
           near=("chair", "piano_bench", "stool", "upright_piano", "grand_piano")),
    family("harp", (0.6, 0.9, 1.75), "floor", (
        box((-0.3, -0.5, 0.0), (0.3, 0.5, 0.08), "wood"),  # base
        box((-0.12, 0.2, 0.0), (0.12, 0.45, 1.0), "wood"),  # column
        cone((-0.2, -0.5, 0.05), (0.2, -0.2, 0.95), "wood_alt", taper=0.4),  # soundboard
        box((-0.08, -0.45, 0.85), (0.08, 0.3, 0.95), "wood"),  # neck
        box((-0.02, -0.3, 0.2), (0.02, 0.18, 0.85), "metal"),  # strings (as a sheet)
    ), names=("harp", "concert harp"), companions=("stool",)),
    family("amplifier", (0.55, 0.3, 0.5), "floor", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 1.0), "dark_plastic"),
        box((-0.42, -0.5, 0.08), (0.42, -0.46, 0.75), "fabric"),  # grille
        box((-0.42, -0.5, 0.8), (0.42, -0.47, 0.93), "metal"),  # control panel
    ), names=("amplifier", "amp", "guitar amp", "guitar amplifier", "bass amp")),
)
