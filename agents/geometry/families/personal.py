"""Music and sound gear, the workshop and building site, and personal things: keys to crutches."""

from __future__ import annotations

from agents.geometry.families._shapes import feet, r5, ring, rod, slant
from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family
from agents.geometry.families.hobby import BEDSIDE, MUSIC
from agents.geometry.families.props import DESK, LIVING, TOOLS
from orchestrator.schema.blueprint import Part, box, cone, cylinder, soft_box, sphere

SOUND = ("tv_stand", "sideboard", "shelving_unit", "wall_shelf", "side_table", "coffee_table",
         "desk")
STUDIO = ("desk", "workbench", "side_table", "sideboard", "dining_table", "dresser",
          "display_table")
DJ = ("desk", "bar_counter", "side_table", "sideboard", "display_table", "dining_table",
      "workbench")
TISSUE = ("nightstand", "side_table", "coffee_table", "desk", "dresser", "vanity", "sideboard")
POCKET = ("side_table", "nightstand", "dresser", "desk", "coffee_table", "sideboard",
          "dining_table", "counter", "kitchen_island")
SCENT = ("vanity", "dresser", "nightstand", "side_table", "wall_shelf", "shelving_unit")

_SUB = (0.38, 0.4, 0.42)
_CD = (0.43, 0.3, 0.09)
_MET = (0.11, 0.1, 0.22)
_FLUTE = (0.67, 0.035, 0.03)
_CLAR = (0.66, 0.07, 0.07)
_XYLO = (0.6, 0.3, 0.1)
_SYNTH = (1.0, 0.35, 0.12)
_DJ = (0.9, 0.45, 0.08)
_MIXING = (0.8, 0.55, 0.14)
_CANS = (0.45, 0.3, 0.2)
_ROLLER = (0.35, 0.45, 0.1)
_VAC = (0.5, 0.5, 0.65)
_AIR = (0.6, 0.35, 0.6)
_WELD = (0.3, 0.55, 0.45)
_VISE = (0.2, 0.3, 0.16)
_TRUCK = (0.5, 0.45, 1.2)
_PIG = (0.13, 0.2, 0.14)
_WALLET = (0.11, 0.09, 0.02)
_SUN = (0.145, 0.15, 0.045)
_WATCH = (0.045, 0.22, 0.016)
_CRUTCH = (0.4, 0.3, 1.3)
_ROLLATOR = (0.6, 0.65, 0.9)



def _strut(a: tuple[float, float, float], b: tuple[float, float, float], slot: str, *,
           n: int = 6, tx: float = 0.03, ty: float = 0.03) -> tuple[Part, ...]:
    """A straight strut between two points (fractions) slanting in x and y at once, as `n`
    stacked boxes of half-widths tx, ty (every other one a little narrower)."""
    parts = []
    for i in range(n):
        p = [a[j] + (b[j] - a[j]) * i / n for j in range(3)]
        q = [a[j] + (b[j] - a[j]) * (i + 1) / n for j in range(3)]
        k = 0.8 if i % 2 else 1.0
        parts.append(box((r5(max(min(p[0], q[0]) - tx * k, -0.5)),
                          r5(max(min(p[1], q[1]) - ty * k, -0.5)), r5(min(p[2], q[2]))),
                         (r5(min(max(p[0], q[0]) + tx * k, 0.5)),
                          r5(min(max(p[1], q[1]) + ty * k, 0.5)), r5(max(p[2], q[2]))), slot))
    return tuple(parts)


def _synth_keys() -> tuple[Part, ...]:
    """Four octaves of keys: a white bed, the black keys, and grooves where no black key is."""
    w, x0 = 0.68 / 29, -0.3
    return (
        box((x0, -0.48, 0.3), (r5(x0 + 29 * w), -0.02, 0.44), "ivory"),
        *(box((r5(x0 + (k + 1) * w - 0.3 * w), -0.22, 0.44),
              (r5(x0 + (k + 1) * w + 0.3 * w), -0.02, 0.54), "dark_plastic")
          for k in range(28) if k % 7 in (0, 1, 3, 4, 5)),
        *(box((r5(x0 + (k + 1) * w - 0.002), -0.481, 0.3), (r5(x0 + (k + 1) * w + 0.002),
                                                            -0.02, 0.441), "dark_plastic")
          for k in range(28) if k % 7 in (2, 6)),
    )


def _foam() -> tuple[Part, ...]:
    """Wedge foam in four quarters, their ridges turned alternately, each ridge in 3 steps."""
    parts: list[Part] = []
    steps = ((1.0, -0.05, 0.2), (0.6, -0.3, -0.05), (0.25, -0.5, -0.3))  # (width, y0, y1)
    for qi, qx in enumerate((-0.5, 0.0)):
        for qj, qz in enumerate((0.0, 0.5)):
            upright = (qi + qj) % 2 == 0
            for r in range(3):
                a0 = (qx if upright else qz) + r / 6
                for frac, y0, y1 in steps:
                    c, h = a0 + 1 / 12, frac / 12
                    lo_a, hi_a = r5(c - h), r5(c + h)
                    if upright:
                        parts.append(box((lo_a, y0, qz), (hi_a, y1, qz + 0.5), "fabric"))
                    else:
                        parts.append(box((qx, y0, lo_a), (qx + 0.5, y1, hi_a), "fabric"))
    return tuple(parts)


def _can(cx: float, cy: float, label: str) -> tuple[Part, ...]:
    """A gallon paint can with a coloured label, rim, lid and its wire handle laid flat."""
    return (
        rod(_CANS, (cx, cy), 0.17, (0.0, 0.92), "metal"),
        rod(_CANS, (cx, cy), 0.174, (0.3, 0.75), label),
        rod(_CANS, (cx, cy), 0.172, (0.92, 0.97), "chrome"),  # rim
        rod(_CANS, (cx, cy), 0.15, (0.93, 0.96), "metal"),  # lid
        rod(_CANS, (cy + 0.15, 0.975), 0.004, (cx - 0.18, cx + 0.18), "metal", axis="x"),
    )


def _lumber() -> tuple[Part, ...]:
    """Four layers of boards, their ends ragged, on spacer sticks, one board left on top."""
    ends = ((0.0, 0.02), (0.015, 0.0), (0.03, 0.01), (0.0, 0.025), (0.01, 0.0))
    parts: list[Part] = []
    for layer in range(4):
        z0 = layer * 0.233
        for j in range(5 if layer < 3 else 4):
            a, b = ends[(j + layer) % 5]
            y0 = -0.5 + j * 0.205
            parts.append(box((-0.5 + a, r5(y0), r5(z0)), (0.5 - b, r5(y0 + 0.18), r5(z0 + 0.15)),
                             "wood"))
        if layer < 3:
            parts.extend(box((x, -0.5, r5(z0 + 0.15)), (x + 0.04, 0.5, r5(z0 + 0.233)),
                             "wood_alt") for x in (-0.42, -0.02, 0.38))  # stickers
    parts.append(box((-0.3, -0.2, 0.85), (0.48, -0.02, 1.0), "wood_alt"))
    return tuple(parts)


def _bricks() -> tuple[Part, ...]:
    """Five courses of bricks, laid alternately lengthwise and crosswise, the top one short."""
    parts: list[Part] = []
    gone = {(0, 2), (1, 1), (1, 3)}  # (x, row) of the top course taken away
    for k in range(5):
        z0, z1 = r5(k * 0.2), r5(k * 0.2 + 0.19)
        if k % 2 == 0:
            for j in range(4):
                y0 = -0.5 + j * 0.25
                for i, (x0, x1) in enumerate(((-0.5, -0.015), (0.015, 0.5))):
                    if k < 4 or (i, j) not in gone:
                        parts.append(box((x0, r5(y0), z0), (x1, r5(y0 + 0.233), z1), "red"))
        else:
            for i in range(4):
                x0 = -0.5 + i * 0.25
                for y0, y1 in ((-0.5, -0.011), (0.011, 0.5)):
                    parts.append(box((r5(x0), y0, z0), (r5(x0 + 0.228), y1, z1), "red"))
    return tuple(parts)


def _bag(x0: float, y0: float, x1: float, y1: float, z0: float, z1: float) -> tuple[Part, ...]:
    """A cement bag and the print on its front."""
    return (soft_box((x0, y0, z0), (x1, y1, z1), "paper"),
            box((r5(x0 + 0.08), y0, r5(z0 + 0.08)), (r5(x1 - 0.08), r5(y0 + 0.02), r5(z1 - 0.1)),
                "red"))


def _pallet() -> tuple[Part, ...]:
    """A euro pallet: bottom boards, nine blocks, cross boards, five top boards."""
    rows = ((-0.5, -0.32), (-0.09, 0.09), (0.32, 0.5))
    cols = ((-0.5, -0.38), (-0.06, 0.06), (0.38, 0.5))
    return (
        *(box((-0.5, y0, 0.0), (0.5, y1, 0.153), "wood") for y0, y1 in rows),
        *(box((x0, y0, 0.153), (x1, y1, 0.694), "wood_alt") for x0, x1 in cols
          for y0, y1 in rows),  # blocks
        *(box((x0, -0.5, 0.694), (x1, 0.5, 0.847), "wood") for x0, x1 in cols),
        *(box((-0.5, y0, 0.847), (0.5, y1, 1.0), "wood")
          for y0, y1 in ((-0.5, -0.32), (-0.225, -0.1), (-0.09, 0.09), (0.1, 0.225),
                         (0.32, 0.5))),
    )


def _crutch(cx: float) -> tuple[Part, ...]:
    """An underarm crutch leaning on the wall: one leg splitting into two rails to the pad."""
    def y(z: float) -> float:
        return r5(-0.36 + 0.74 * z)
    return (
        box((r5(cx - 0.04), r5(y(0.0) - 0.05), 0.0), (r5(cx + 0.04), r5(y(0.0) + 0.05), 0.05),
            "rubber"),  # tip
        *_strut((cx, y(0.04), 0.04), (cx, y(0.42), 0.42), "aluminium", n=5, tx=0.03, ty=0.04),
        *(p for s in (-1, 1)
          for p in _strut((r5(cx + s * 0.03), y(0.4), 0.4), (r5(cx + s * 0.15), y(0.95), 0.95),
                          "aluminium", n=8, tx=0.025, ty=0.035)),  # rails
        rod(_CRUTCH, (y(0.6), 0.6), 0.03, (r5(cx - 0.08), r5(cx + 0.08)), "dark_plastic",
            axis="x"),  # hand grip
        soft_box((r5(cx - 0.19), r5(y(0.97) - 0.07), 0.94), (r5(cx + 0.19), r5(y(0.97) + 0.07),
                                                            1.0), "dark_plastic"),  # pad
    )


FAMILIES: tuple[Family, ...] = tidy((
    # --- music and sound --------------------------------------------------------------
    family("soundbar", (0.9, 0.1, 0.07), "surface", (
        soft_box((-0.5, -0.42, 0.06), (0.5, 0.5, 0.92), "dark_plastic"),  # body
        box((-0.49, -0.5, 0.12), (0.49, -0.4, 0.88), "fabric"),  # grille
        box((-0.04, -0.5, 0.2), (0.04, -0.47, 0.3), "chrome"),  # logo
        *(box((x, -0.1, 0.9), (r5(x + 0.03), 0.1, 0.96), "chrome")
          for x in (0.3, 0.35, 0.4)),  # buttons
        *pair(box((-0.42, -0.3, 0.0), (-0.34, 0.3, 0.06), "rubber")),  # feet
    ), names=("soundbar", "sound bar", "tv soundbar", "tv speaker bar"), hosts=SOUND,
        jitter=0.04),
    family("subwoofer", _SUB, "floor", (
        *feet(0.04, "rubber", 0.4, 0.38, r=0.05),
        box((-0.5, -0.45, 0.04), (0.5, 0.5, 1.0), "dark_plastic"),  # cabinet
        rod(_SUB, (0.0, 0.52), 0.28, (-0.48, -0.45), "rubber", axis="y"),  # surround
        rod(_SUB, (0.0, 0.52), 0.22, (-0.485, -0.45), "fabric", axis="y"),  # cone
        rod(_SUB, (0.0, 0.52), 0.07, (-0.5, -0.45), "chrome", axis="y"),  # dust cap
        box((0.3, -0.47, 0.08), (0.36, -0.45, 0.11), "shade"),  # power light
    ), names=("subwoofer", "sub woofer", "woofer", "bass speaker")),
    family("cd_player", _CD, "surface", (
        *feet(0.1, "rubber", 0.4, 0.35, r=0.05),
        box((-0.5, -0.42, 0.1), (0.5, 0.5, 1.0), "dark_plastic"),  # body
        box((-0.5, -0.47, 0.1), (0.5, -0.42, 1.0), "aluminium"),  # front panel
        box((-0.44, -0.5, 0.62), (0.02, -0.47, 0.78), "dark_plastic"),  # disc tray
        box((0.08, -0.5, 0.5), (0.36, -0.47, 0.8), "screen"),  # display
        *(box((x, -0.5, 0.25), (r5(x + 0.05), -0.47, 0.38), "chrome")
          for x in (0.08, 0.16, 0.24)),  # buttons
        rod(_CD, (0.44, 0.4), 0.035, (-0.5, -0.47), "chrome", axis="y"),  # volume knob
        rod(_CD, (-0.4, 0.3), 0.012, (-0.5, -0.47), "chrome", axis="y"),  # power button
    ), names=("cd player", "compact disc player", "cd deck", "hi-fi cd player"), hosts=LIVING),
    family("metronome", _MET, "surface", (
        box((-0.5, -0.45, 0.0), (0.5, 0.5, 0.1), "wood_alt"),  # plinth
        *(box((r5(-0.42 + 0.036 * k), -0.36, r5(0.1 + 0.1 * k)),
              (r5(0.42 - 0.036 * k), r5(0.46 - 0.04 * k), r5(0.2 + 0.1 * k)), "wood")
          for k in range(8)),  # the pyramid, stepping in
        box((-0.1, -0.3, 0.9), (0.1, 0.14, 1.0), "wood"),  # tip
        box((-0.08, -0.4, 0.15), (0.08, -0.36, 0.8), "ivory"),  # tempo scale
        *slant(0.0, 0.15, 0.12, 0.95, "chrome", n=6, thick=0.03,
               across=(-0.46, -0.42)),  # pendulum
        box((0.0, -0.5, 0.55), (0.14, -0.42, 0.65), "brass"),  # its sliding weight
        rod(_MET, (0.1, 0.3), 0.012, (0.34, 0.44), "brass", axis="x"),  # winding key
        box((0.44, 0.0, 0.2), (0.5, 0.2, 0.4), "brass"),
    ), names=("metronome", "mechanical metronome", "pendulum metronome", "wind-up metronome"),
        hosts=MUSIC, jitter=0.1),
    family("accordion", (0.45, 0.22, 0.4), "surface", (
        box((-0.5, -0.42, 0.0), (-0.2, 0.5, 1.0), "red"),  # treble end
        box((-0.5, -0.47, 0.05), (-0.36, -0.42, 0.95), "ivory"),  # keyboard
        *(box((-0.5, -0.5, r5(0.08 + 0.095 * k)), (-0.43, -0.45, r5(0.13 + 0.095 * k)),
              "dark_plastic") for k in range(9)),  # black keys
        box((-0.34, -0.44, 0.55), (-0.22, -0.42, 0.95), "chrome"),  # grille
        *(box((r5(-0.2 + 0.06 * k), -0.46 if k % 2 else -0.42, 0.02 if k % 2 else 0.05),
              (r5(-0.14 + 0.06 * k), 0.46 if k % 2 else 0.42, 0.98 if k % 2 else 0.95),
              "fabric" if k % 2 else "dark_plastic") for k in range(7)),  # bellows folds
        box((0.22, -0.42, 0.0), (0.5, 0.5, 1.0), "red"),  # bass end
        box((0.3, -0.46, 0.1), (0.42, -0.42, 0.9), "dark_plastic"),  # hand strap
        *(box((x, 0.46, 0.1), (r5(x + 0.06), 0.5, 0.95), "dark_plastic")
          for x in (-0.3, 0.28)),  # shoulder straps
    ), names=("accordion", "piano accordion", "squeezebox", "button accordion"), hosts=MUSIC),
    family("flute", _FLUTE, "surface", (
        rod(_FLUTE, (0.0, 0.37), 0.022, (-0.5, -0.47), "chrome", axis="x"),  # crown
        rod(_FLUTE, (0.0, 0.37), 0.019, (-0.47, -0.15), "chrome", axis="x"),  # head joint
        rod(_FLUTE, (0.0, 0.37), 0.022, (-0.17, -0.13), "chrome", axis="x"),
        rod(_FLUTE, (0.0, 0.37), 0.02, (-0.13, 0.3), "chrome", axis="x"),  # body
        rod(_FLUTE, (0.0, 0.37), 0.019, (0.3, 0.5), "chrome", axis="x"),  # foot joint
        box((-0.4, -0.4, 0.55), (-0.3, 0.15, 0.78), "chrome"),  # lip plate
        box((-0.37, -0.12, 0.77), (-0.33, 0.12, 0.8), "dark_plastic"),  # embouchure hole
        *(cylinder((r5(x - 0.016), -0.157, 0.6), (r5(x + 0.016), 0.157, 0.85), "chrome")
          for x in (-0.05, 0.02, 0.09, 0.16, 0.23, 0.36, 0.42)),  # keys
        rod(_FLUTE, (0.35, 0.55), 0.004, (-0.1, 0.45), "chrome", axis="x"),  # key rod
        box((0.33, -0.5, 0.35), (0.38, -0.2, 0.5), "chrome"),  # foot key lever
    ), names=("flute", "concert flute", "transverse flute", "silver flute"), hosts=MUSIC,
        jitter=0.08),
    family("clarinet", _CLAR, "surface", (
        cone((-0.5, -0.486, 0.004), (-0.3, 0.486, 0.976), "dark_plastic", taper=0.45,
             axis="x"),  # bell
        rod(_CLAR, (0.0, 0.49), 0.034, (-0.31, -0.28), "chrome", axis="x"),
        rod(_CLAR, (0.0, 0.49), 0.03, (-0.28, 0.22), "dark_plastic", axis="x"),  # joints
        rod(_CLAR, (0.0, 0.49), 0.034, (-0.01, 0.02), "chrome", axis="x"),
        rod(_CLAR, (0.0, 0.49), 0.034, (0.22, 0.31), "dark_plastic", axis="x"),  # barrel
        rod(_CLAR, (0.0, 0.49), 0.028, (0.31, 0.44), "dark_plastic", axis="x"),  # mouthpiece
        rod(_CLAR, (0.0, 0.49), 0.031, (0.35, 0.39), "chrome", axis="x"),  # ligature
        cone((0.44, -0.186, 0.304), (0.5, 0.186, 0.676), "dark_plastic", taper=0.5, axis="x"),
        *(box((r5(x - 0.02), -0.08, 0.69), (r5(x + 0.02), 0.08, 0.75), "chrome")
          for x in (-0.2, -0.12, -0.04, 0.06, 0.14)),  # keys
        box((-0.25, 0.1, 0.64), (0.15, 0.14, 0.68), "chrome"),  # key rod
    ), names=("clarinet", "b-flat clarinet", "soprano clarinet"), hosts=MUSIC, jitter=0.08),
    family("harmonica", (0.1, 0.028, 0.02), "surface", (
        box((-0.46, -0.5, 0.3), (0.46, 0.44, 0.7), "wood"),  # comb
        soft_box((-0.5, -0.44, 0.62), (0.5, 0.5, 1.0), "chrome"),  # cover plates
        soft_box((-0.5, -0.44, 0.0), (0.5, 0.5, 0.38), "chrome"),
        *(box((r5(-0.43 + 0.087 * k), -0.5, 0.4), (r5(-0.38 + 0.087 * k), -0.47, 0.6),
              "dark_plastic") for k in range(10)),  # holes
        box((-0.25, -0.15, 0.98), (0.25, 0.25, 1.0), "brass"),  # maker's plate
    ), names=("harmonica", "mouth organ", "blues harp"), hosts=MUSIC, jitter=0.1),
    family("tambourine", (0.25, 0.25, 0.06), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.9), "wood"),  # frame
        cylinder((-0.47, -0.47, 0.9), (0.47, 0.47, 0.95), "ivory"),  # head
        *ring(5, 0.455, 0.045, 0.25, 0.75, "chrome", thick_y=0.045),  # jingles
    ), names=("tambourine", "hand tambourine", "tambourine drum"), hosts=MUSIC, jitter=0.1),
    family("xylophone", _XYLO, "surface", (
        box((-0.5, -0.3, 0.0), (0.5, -0.2, 0.5), "wood_alt"),  # rails
        box((-0.5, 0.2, 0.0), (0.5, 0.3, 0.5), "wood_alt"),
        box((-0.5, -0.29, 0.5), (0.5, -0.21, 0.55), "fabric"),  # felt
        box((-0.5, 0.21, 0.5), (0.5, 0.29, 0.55), "fabric"),
        *(box((r5(-0.48 + 0.08 * k), r5(-0.48 + 0.15 * k / 11), 0.55),
              (r5(-0.412 + 0.08 * k), r5(0.48 - 0.15 * k / 11), 0.78), "wood")
          for k in range(12)),  # bars, shortening
        rod(_XYLO, (-0.42, 0.84), 0.008, (-0.45, 0.2), "wood", axis="x"),  # mallets
        sphere((0.2, -0.47, 0.76), (0.26, -0.37, 1.0), "red"),
        rod(_XYLO, (0.42, 0.84), 0.008, (-0.3, 0.35), "wood", axis="x"),
        sphere((0.35, 0.37, 0.76), (0.41, 0.47, 1.0), "red"),
    ), names=("xylophone", "glockenspiel", "toy xylophone", "metallophone"), hosts=MUSIC),
    family("synthesizer", _SYNTH, "surface", (
        box((-0.46, -0.5, 0.0), (0.46, 0.5, 0.3), "dark_plastic"),  # case
        box((-0.46, 0.0, 0.3), (0.46, 0.5, 0.72), "dark_plastic"),  # control panel
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.5, 0.8), "wood")),  # end cheeks
        *_synth_keys(),
        rod(_SYNTH, (-0.25, 0.36), 0.05, (-0.42, -0.395), "dark_plastic", axis="x"),  # wheels
        rod(_SYNTH, (-0.25, 0.36), 0.05, (-0.37, -0.345), "dark_plastic", axis="x"),
        *(rod(_SYNTH, (x, 0.25), 0.02, (0.72, 0.95), "chrome" if x < 0 else "accent")
          for x in (-0.4, -0.3, -0.2, -0.1, 0.12, 0.22, 0.32, 0.4)),  # knobs
        box((-0.07, 0.1, 0.72), (0.07, 0.4, 0.76), "screen"),
    ), names=("synthesizer", "synth", "synth keyboard", "analog synth"), hosts=STUDIO,
        jitter=0.04),
    family("dj_mixer", _DJ, "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.5), "dark_plastic"),  # body
        box((-0.48, -0.48, 0.5), (0.48, 0.48, 0.54), "metal"),  # top plate
        *pair(rod(_DJ, (-0.3, 0.05), 0.2, (0.54, 0.72), "aluminium")),  # jog wheels
        *pair(rod(_DJ, (-0.3, 0.05), 0.19, (0.72, 0.76), "dark_plastic")),
        *pair(rod(_DJ, (-0.3, 0.05), 0.06, (0.76, 0.8), "chrome")),
        *(p for x in (-0.44, -0.37, -0.3, -0.23)
          for p in pair(box((x, -0.44, 0.54), (r5(x + 0.06), -0.33, 0.6), "accent"))),  # pads
        *(box((r5(x - 0.004), -0.36, 0.54), (r5(x + 0.004), -0.1, 0.56), "dark_plastic")
          for x in (-0.09, -0.03, 0.03, 0.09)),  # fader slots
        *(box((r5(x - 0.018), -0.26, 0.54), (r5(x + 0.018), -0.22, 0.85), "ivory")
          for x in (-0.09, -0.03, 0.03, 0.09)),  # fader caps
        *(rod(_DJ, (x, y), 0.015, (0.54, 0.78), "chrome")
          for x in (-0.09, -0.03, 0.03, 0.09) for y in (0.0, 0.12, 0.24, 0.36)),  # knobs
        box((-0.08, -0.45, 0.54), (0.08, -0.43, 0.56), "dark_plastic"),  # crossfader
        box((-0.015, -0.47, 0.54), (0.015, -0.41, 0.85), "ivory"),
        *pair(box((-0.44, 0.32, 0.54), (-0.16, 0.46, 0.58), "screen")),
    ), names=("dj mixer", "dj controller", "dj mixing console"), hosts=DJ,
        jitter=0.04),
    family("mixing_console", _MIXING, "surface", (  # channel strips, meters at the back
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.35), "dark_plastic"),  # desk body
        box((-0.5, 0.1, 0.35), (0.5, 0.5, 0.62), "dark_plastic"),  # raised back section
        box((-0.48, 0.3, 0.62), (0.48, 0.46, 0.68), "screen"),  # meter bridge
        *(box((r5(x - 0.006), -0.44, 0.35), (r5(x + 0.006), -0.08, 0.38), "metal")
          for x in (-0.42, -0.3, -0.18, -0.06, 0.06, 0.18, 0.3, 0.42)),  # fader slots
        *(box((r5(x - 0.03), y - 0.03, 0.35), (r5(x + 0.03), y + 0.03, 0.5), "ivory")
          for x, y in zip((-0.42, -0.3, -0.18, -0.06, 0.06, 0.18, 0.3, 0.42),
                          (-0.3, -0.2, -0.35, -0.25, -0.15, -0.3, -0.22, -0.38),
                          strict=True)),  # fader caps, each at its own level
        *(rod(_MIXING, (x, y), 0.018, (0.35, 0.45) if y < 0.1 else (0.62, 0.72), "accent"
              if y == 0.2 else "chrome")
          for x in (-0.42, -0.3, -0.18, -0.06, 0.06, 0.18, 0.3, 0.42)
          for y in (-0.02, 0.05, 0.2)),  # knobs of each strip
    ), names=("mixing console", "mixing board", "audio mixer", "sound mixer", "soundboard",
              "sound board", "audio console"), hosts=DJ,
        jitter=0.05),
    family("acoustic_panel", (0.6, 0.05, 0.6), "wall_mounted", (
        box((-0.5, 0.2, 0.0), (0.5, 0.5, 1.0), "fabric"),  # backing
        *_foam(),
    ), names=("acoustic panel", "acoustic panels", "sound panel", "acoustic foam"),
        mount_centre=1.6, jitter=0.03),
    # --- workshop and building --------------------------------------------------------
    family("paint_cans", _CANS, "floor", (
        *_can(-0.3, 0.2, "red"),
        *_can(0.3, 0.2, "accent"),
        *_can(0.0, -0.2, "ivory"),
        box((-0.04, -0.495, 0.72), (0.0, -0.47, 0.93), "ivory"),  # a drip down the front
    ), names=("paint cans", "paint can", "tins of paint", "paint tin"), jitter=0.08),
    family("paint_roller", _ROLLER, "surface", (
        box((-0.46, -0.46, 0.0), (0.46, 0.2, 0.05), "metal"),  # tray floor
        *pair(box((-0.5, -0.5, 0.0), (-0.46, 0.2, 0.6), "metal")),  # tray walls
        box((-0.46, -0.5, 0.0), (0.46, -0.46, 0.6), "metal"),
        box((-0.46, 0.16, 0.0), (0.46, 0.2, 0.48), "metal"),
        *(box((-0.46, r5(-0.1 + 0.075 * k), 0.0), (0.46, r5(-0.025 + 0.075 * k),
                                                    r5(0.15 + 0.12 * k)), "metal")
          for k in range(4)),  # ribbed ramp
        box((-0.46, -0.46, 0.05), (0.46, -0.1, 0.25), "ivory"),  # paint in the well
        rod(_ROLLER, (0.0, 0.545), 0.055, (-0.34, 0.3), "fabric", axis="x"),  # roller cover
        rod(_ROLLER, (0.0, 0.545), 0.02, (0.3, 0.38), "chrome", axis="x"),
        rod(_ROLLER, (0.38, 0.545), 0.008, (0.0, 0.3), "chrome", axis="y"),  # frame
        rod(_ROLLER, (0.38, 0.56), 0.03, (0.28, 0.5), "wood", axis="y"),  # handle
    ), names=("paint roller", "paint tray", "roller tray", "paint roller and tray"),
        hosts=TOOLS),
    family("shop_vac", _VAC, "floor", (
        *feet(0.06, "dark_plastic", 0.32, 0.32, r=0.05),  # casters
        cylinder((-0.46, -0.46, 0.05), (0.46, 0.46, 0.1), "dark_plastic"),
        cylinder((-0.44, -0.44, 0.08), (0.44, 0.44, 0.64), "red"),  # drum
        cylinder((-0.45, -0.45, 0.62), (0.45, 0.45, 0.72), "dark_plastic"),  # power head
        cylinder((-0.3, -0.3, 0.7), (0.3, 0.3, 0.84), "dark_plastic"),
        *pair(box((-0.2, -0.04, 0.82), (-0.15, 0.04, 0.98), "dark_plastic")),  # handle
        box((-0.15, -0.04, 0.93), (0.15, 0.04, 0.98), "dark_plastic"),
        *pair(box((-0.47, -0.06, 0.55), (-0.43, 0.06, 0.7), "dark_plastic")),  # lid clamps
        box((0.1, -0.46, 0.65), (0.2, -0.42, 0.7), "red"),  # switch
        rod(_VAC, (0.0, 0.45), 0.07, (-0.5, -0.4), "dark_plastic", axis="y"),  # intake
        rod(_VAC, (-0.45, 0.45), 0.05, (-0.42, 0.0), "dark_plastic", axis="x"),  # hose
        rod(_VAC, (-0.42, -0.45), 0.05, (0.05, 0.47), "dark_plastic"),
    ), names=("shop vac", "shop vacuum", "wet dry vac", "workshop vacuum")),
    family("air_compressor", _AIR, "floor", (
        rod(_AIR, (0.0, 0.35), 0.28, (-0.4, 0.4), "red", axis="x"),  # tank
        *pair(sphere((-0.5, -0.4, 0.117), (-0.3, 0.4, 0.583), "red")),  # its ends
        rod(_AIR, (0.3, 0.15), 0.18, (-0.5, -0.4), "rubber", axis="y"),  # wheels
        rod(_AIR, (0.3, 0.15), 0.18, (0.4, 0.5), "rubber", axis="y"),
        rod(_AIR, (0.3, 0.15), 0.02, (-0.4, 0.4), "metal", axis="y"),
        box((-0.38, -0.2, 0.0), (-0.28, 0.2, 0.13), "rubber"),  # foot
        rod(_AIR, (0.0, 0.72), 0.16, (-0.3, 0.1), "dark_plastic", axis="x"),  # motor
        box((0.1, -0.2, 0.58), (0.3, 0.2, 0.74), "metal"),  # pump
        *(box((0.08, -0.22, z), (0.32, 0.22, r5(z + 0.03)), "metal")
          for z in (0.74, 0.8, 0.86)),  # cooling fins
        box((0.34, -0.3, 0.55), (0.38, -0.26, 0.96), "metal"),  # handle
        box((0.34, 0.26, 0.55), (0.38, 0.3, 0.96), "metal"),
        rod(_AIR, (0.36, 0.97), 0.03, (-0.32, 0.32), "rubber", axis="y"),
        box((-0.45, -0.44, 0.55), (-0.3, -0.3, 0.8), "metal"),  # regulator
        rod(_AIR, (-0.375, 0.72), 0.05, (-0.5, -0.44), "ivory", axis="y"),  # gauge
        rod(_AIR, (-0.375, 0.6), 0.02, (-0.5, -0.44), "brass", axis="y"),  # coupler
    ), names=("air compressor", "compressor", "portable air compressor", "shop compressor")),
    family("welding_machine", _WELD, "floor", (
        soft_box((-0.5, -0.3, 0.0), (0.5, 0.5, 0.78), "accent"),  # body
        box((-0.46, -0.34, 0.05), (0.46, -0.3, 0.74), "dark_plastic"),  # front panel
        box((-0.3, -0.36, 0.5), (0.1, -0.34, 0.64), "screen"),
        rod(_WELD, (0.25, 0.57), 0.04, (-0.38, -0.34), "chrome", axis="y"),  # dial
        *(rod(_WELD, (x, 0.2), 0.025, (-0.38, -0.34), "brass", axis="y")
          for x in (-0.25, 0.25)),  # cable sockets
        *(p for x in (-0.25, 0.25)
          for p in slant(-0.38, 0.2, -0.44, 0.03, "dark_plastic", n=3, thick=0.04,
                         across=(r5(x - 0.04), r5(x + 0.04)), along="y")),  # cables
        box((0.12, -0.5, 0.0), (0.42, -0.38, 0.06), "red"),  # earth clamp
        box((-0.42, -0.5, 0.0), (-0.1, -0.4, 0.08), "dark_plastic"),  # electrode holder
        box((-0.1, -0.2, 0.76), (0.1, -0.14, 0.96), "dark_plastic"),  # handle
        box((-0.1, 0.34, 0.76), (0.1, 0.4, 0.96), "dark_plastic"),
        box((-0.12, -0.2, 0.92), (0.12, 0.4, 0.98), "dark_plastic"),
        *(box((0.48, 0.0, z), (0.5, 0.4, r5(z + 0.04)), "dark_plastic")
          for z in (0.2, 0.3, 0.4)),  # vents
    ), names=("welding machine", "welder", "arc welder", "mig welder", "welding set"),
        clearance=0.4),
    family("bench_vise", _VISE, "surface", (
        box((-0.45, 0.0, 0.0), (0.45, 0.5, 0.08), "metal"),  # base
        cylinder((-0.35, 0.05, 0.08), (0.35, 0.45, 0.16), "metal"),  # swivel
        box((-0.45, 0.2, 0.16), (0.45, 0.45, 0.85), "accent"),  # fixed jaw
        box((-0.25, 0.3, 0.85), (0.25, 0.5, 0.98), "metal"),  # anvil
        box((-0.18, -0.25, 0.3), (0.18, 0.2, 0.55), "metal"),  # slide
        box((-0.45, -0.1, 0.3), (0.45, 0.08, 0.85), "accent"),  # moving jaw
        box((-0.45, 0.08, 0.6), (0.45, 0.11, 0.85), "chrome"),  # jaw plates
        box((-0.45, 0.17, 0.6), (0.45, 0.2, 0.85), "chrome"),
        rod(_VISE, (0.0, 0.45), 0.022, (-0.38, -0.1), "chrome", axis="y"),  # screw
        rod(_VISE, (0.0, 0.45), 0.035, (-0.44, -0.36), "metal", axis="y"),
        rod(_VISE, (-0.41, 0.45), 0.012, (-0.42, 0.42), "chrome", axis="x"),  # tommy bar
        *pair(sphere((-0.5, -0.443, 0.388), (-0.4, -0.377, 0.513), "chrome")),
    ), names=("vise", "vice", "bench vise", "bench vice", "workbench vise"), hosts=TOOLS),
    family("lumber_stack", (2.0, 0.55, 0.3), "floor", _lumber(),
           names=("lumber", "stack of lumber", "timber", "lumber pile"), jitter=0.03),
    family("brick_stack", (0.45, 0.44, 0.34), "floor", _bricks(),
           names=("bricks", "pile of bricks", "stack of bricks", "brick stack"), jitter=0.05),
    family("cement_bags", (0.8, 0.55, 0.4), "floor", (
        *_bag(-0.5, -0.48, -0.01, 0.5, 0.0, 0.33),
        *_bag(0.01, -0.5, 0.49, 0.47, 0.0, 0.33),
        *_bag(-0.48, -0.5, 0.0, 0.46, 0.33, 0.66),
        *_bag(0.02, -0.46, 0.5, 0.5, 0.33, 0.66),
        *_bag(-0.3, -0.44, 0.2, 0.48, 0.66, 0.99),
        box((-0.2, -0.2, 0.98), (0.1, 0.2, 1.0), "red"),  # print on the top bag
    ), names=("cement bags", "cement bag", "bags of cement", "bag of cement", "cement sacks"),
        jitter=0.04),
    family("wooden_pallet", (1.2, 0.8, 0.144), "floor", _pallet(),
           names=("pallet", "wooden pallet", "shipping pallet", "euro pallet"),
           surface_frac=1.0, stacks=True, jitter=0.04),
    family("hand_truck", _TRUCK, "floor", (
        box((-0.4, -0.5, 0.0), (0.4, 0.08, 0.025), "metal"),  # nose plate
        *pair(box((-0.4, 0.04, 0.02), (-0.34, 0.14, 0.97), "red")),  # rails
        rod(_TRUCK, (0.09, 0.97), 0.03, (-0.4, 0.4), "red", axis="x"),  # top bar
        rod(_TRUCK, (0.09, 0.97), 0.034, (-0.2, 0.2), "rubber", axis="x"),  # grip
        *(box((-0.34, 0.06, z), (0.34, 0.12, r5(z + 0.025)), "red") for z in (0.3, 0.55, 0.8)),
        *pair(rod(_TRUCK, (0.22, 0.105), 0.25, (-0.5, -0.41), "rubber", axis="x")),  # wheels
        *pair(rod(_TRUCK, (0.22, 0.105), 0.08, (-0.49, -0.4), "metal", axis="x")),  # hubs
        rod(_TRUCK, (0.22, 0.105), 0.02, (-0.41, 0.41), "metal", axis="x"),  # axle
        *pair(box((-0.4, 0.08, 0.06), (-0.34, 0.26, 0.15), "red")),  # axle brackets
    ), names=("hand truck", "sack truck", "hand trolley", "handtruck"), jitter=0.05),
    family("cardboard_box", (0.5, 0.4, 0.35), "floor", (
        box((-0.49, -0.495, 0.0), (0.49, 0.5, 0.985), "wood_alt"),  # the box
        box((-0.5, -0.05, 0.985), (0.5, 0.05, 1.0), "shade"),  # tape over the flaps
        *pair(box((-0.5, -0.05, 0.75), (-0.49, 0.05, 0.985), "shade")),  # ... down the ends
        box((0.1, -0.5, 0.5), (0.35, -0.49, 0.8), "paper"),  # shipping label
        box((-0.35, -0.5, 0.7), (-0.25, -0.49, 0.85), "dark_plastic"),  # printed arrows
    ), names=("cardboard box", "shipping box", "moving box", "carton", "packing box",
                  "box"),
        stacks=True, surface_frac=1.0),
    family("small_box", (0.28, 0.2, 0.14), "surface", (  # a box put on a desk or a shelf
        box((-0.49, -0.49, 0.0), (0.49, 0.49, 0.86), "wood_alt"),  # the box
        box((-0.5, -0.5, 0.84), (0.5, 0.5, 1.0), "wood_alt"),  # its lid, a little wider
        box((-0.2, -0.5, 0.3), (0.2, -0.49, 0.6), "paper"),  # a label
    ), names=("small box", "little box", "small cardboard box", "card box"),
        stacks=True, surface_frac=1.0, jitter=0.12),
    # --- personal ---------------------------------------------------------------------
    family("tissue_box", (0.24, 0.12, 0.09), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.72), "accent"),  # box
        box((-0.3, -0.2, 0.715), (0.3, 0.2, 0.73), "ivory"),  # opening
        sphere((-0.18, -0.22, 0.6), (0.18, 0.22, 0.92), "paper"),  # tissue poking out
        box((-0.12, -0.04, 0.7), (0.1, 0.02, 0.88), "paper"),
        box((-0.06, -0.02, 0.86), (0.16, 0.04, 1.0), "paper"),
    ), names=("tissue box", "box of tissues", "tissues", "kleenex", "kleenex box"),
        hosts=TISSUE, jitter=0.1),
    family("piggy_bank", _PIG, "surface", (
        sphere((-0.45, -0.38, 0.16), (0.45, 0.45, 0.96), "ceramic_accent"),  # body
        rod(_PIG, (0.0, 0.55), 0.05, (-0.5, -0.32), "ceramic_accent", axis="y"),  # snout
        *pair(box((-0.09, -0.5, 0.5), (-0.03, -0.49, 0.6), "dark_plastic")),  # nostrils
        *pair(sphere((-0.22, -0.34, 0.68), (-0.12, -0.28, 0.76), "dark_plastic")),  # eyes
        *pair(cone((-0.3, -0.22, 0.8), (-0.1, -0.08, 1.0), "ceramic_accent")),  # ears
        *(cylinder((r5(x - 0.1), r5(y - 0.07), 0.0), (r5(x + 0.1), r5(y + 0.07), 0.3),
                   "ceramic_accent") for x in (-0.25, 0.25) for y in (-0.2, 0.25)),  # legs
        box((-0.04, -0.05, 0.94), (0.04, 0.15, 0.97), "dark_plastic"),  # coin slot
        sphere((-0.05, 0.42, 0.5), (0.05, 0.5, 0.6), "ceramic_accent"),  # tail
    ), names=("piggy bank", "piggybank", "money box", "coin bank"), hosts=BEDSIDE + DESK,
        jitter=0.1),
    family("wallet", _WALLET, "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.42, 0.5, 0.95), "dark_plastic"),  # folded leather
        box((0.3, -0.3, 0.45), (0.5, 0.2, 0.55), "accent"),  # a card peeking out
        box((0.35, 0.05, 0.3), (0.48, 0.45, 0.4), "paper"),  # bank notes
        rod(_WALLET, (0.2, 0.0), 0.01, (0.9, 1.0), "chrome"),  # snap
    ), names=("wallet", "billfold", "leather wallet", "men's wallet"), hosts=POCKET,
        jitter=0.12),
    family("key_ring", (0.1, 0.08, 0.012), "surface", (
        *ring(20, 0.18, 0.025, 0.0, 0.45, "chrome", cx=-0.28, cy=0.22, ry=0.225,
              thick_y=0.03),  # the ring
        box((-0.12, 0.1, 0.0), (0.1, 0.38, 0.3), "brass"),  # door key
        box((0.1, 0.2, 0.0), (0.5, 0.3, 0.25), "brass"),
        *(box((x, 0.15, 0.0), (r5(x + 0.05), 0.2, 0.25), "brass") for x in (0.18, 0.28, 0.38)),
        box((-0.28, -0.14, 0.0), (-0.08, 0.06, 0.3), "metal"),  # second key
        box((-0.22, -0.5, 0.0), (-0.14, -0.14, 0.25), "metal"),
        *(box((-0.14, y, 0.0), (-0.1, r5(y + 0.05), 0.25), "metal") for y in (-0.42, -0.3)),
        box((-0.13, 0.02, 0.3), (0.02, 0.08, 0.45), "chrome"),  # link
        soft_box((0.0, -0.12, 0.3), (0.2, 0.12, 1.0), "dark_plastic"),  # car key head
        box((0.2, -0.04, 0.45), (0.48, 0.04, 0.7), "metal"),
    ), names=("keys", "set of keys", "key ring", "keychain", "bunch of keys", "house keys"),
        hosts=POCKET, jitter=0.12),
    family("sunglasses", _SUN, "surface", (
        *pair(rod(_SUN, (-0.25, 0.5), 0.044, (-0.46, -0.43), "dark_plastic", axis="y")),  # rims
        *pair(rod(_SUN, (-0.25, 0.5), 0.04, (-0.5, -0.46), "screen", axis="y")),  # lenses
        box((-0.1, -0.47, 0.65), (0.1, -0.43, 0.8), "dark_plastic"),  # bridge
        *pair(box((-0.46, -0.47, 0.55), (-0.38, -0.4, 0.8), "dark_plastic")),  # hinges
        *pair(box((-0.5, -0.42, 0.6), (-0.44, 0.45, 0.75), "dark_plastic")),  # temples
        *pair(box((-0.5, 0.4, 0.0), (-0.44, 0.5, 0.75), "dark_plastic")),  # ear bends
    ), names=("sunglasses", "sun glasses", "shades", "pair of sunglasses"), hosts=POCKET,
        jitter=0.12),
    family("wristwatch", _WATCH, "surface", (
        box((-0.25, -0.5, 0.0), (0.25, -0.07, 0.25), "dark_plastic"),  # strap
        box((-0.25, 0.07, 0.0), (0.25, 0.5, 0.25), "dark_plastic"),
        box((-0.32, -0.5, 0.0), (0.32, -0.44, 0.35), "chrome"),  # buckle
        box((-0.27, 0.3, 0.0), (0.27, 0.34, 0.32), "dark_plastic"),  # keeper
        box((-0.3, -0.12, 0.2), (0.3, 0.12, 0.55), "chrome"),  # lugs
        cylinder((-0.42, -0.086, 0.0), (0.42, 0.086, 0.7), "chrome"),  # case
        cylinder((-0.36, -0.074, 0.7), (0.36, 0.074, 0.75), "ivory"),  # dial
        cylinder((-0.38, -0.078, 0.7), (0.38, 0.078, 0.9), "glass"),  # crystal
        box((-0.02, -0.005, 0.76), (0.02, 0.06, 0.8), "dark_plastic"),  # hands
        box((-0.02, -0.004, 0.76), (0.2, 0.004, 0.8), "dark_plastic"),
        rod(_WATCH, (0.0, 0.4), 0.005, (0.42, 0.5), "chrome", axis="x"),  # crown
    ), names=("wristwatch", "wrist watch", "analog watch", "analogue watch"), hosts=POCKET,
        jitter=0.12),
    family("perfume_bottle", (0.07, 0.045, 0.12), "surface", (
        soft_box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.6), "glass"),  # bottle
        box((-0.42, -0.4, 0.04), (0.42, 0.4, 0.45), "shade"),  # the scent
        cylinder((-0.16, -0.25, 0.6), (0.16, 0.25, 0.68), "chrome"),  # collar
        box((-0.3, -0.45, 0.68), (0.3, 0.45, 1.0), "brass"),  # cap
        box((-0.3, -0.5, 0.25), (0.3, -0.48, 0.4), "ivory"),  # label
    ), names=("perfume", "perfume bottle", "cologne", "fragrance bottle", "scent bottle"),
        hosts=SCENT, jitter=0.1),
    family("crutches", _CRUTCH, "wall", (*_crutch(-0.29), *_crutch(0.27)),
           names=("crutches", "crutch", "pair of crutches", "underarm crutches"), jitter=0.05),
    family("walking_cane", (0.04, 0.22, 0.92), "wall", (
        box((-0.34, -0.36, 0.0), (0.34, -0.24, 0.04), "rubber"),  # ferrule
        *slant(-0.3, 0.03, 0.28, 0.93, "wood", n=10, thick=0.11, across=(-0.31, 0.31),
               along="y"),  # shaft, leaning on the wall
        box((-0.34, 0.2, 0.87), (0.34, 0.33, 0.9), "brass"),  # collar
        box((-0.3, 0.0, 0.93), (0.3, 0.34, 1.0), "wood"),  # crook
        box((-0.3, -0.06, 0.84), (0.3, 0.06, 0.98), "wood"),
    ), names=("cane", "walking cane", "walking stick"), jitter=0.05),
    family("rollator", _ROLLATOR, "floor", (
        *(p for s in (-1, 1) for p in pair(rod(_ROLLATOR, (s * 0.34, 0.112), 0.2,
                                               (-0.5, -0.46), "rubber", axis="x"))),  # wheels
        *pair(rod(_ROLLATOR, (-0.34, 0.112), 0.04, (-0.46, -0.41), "metal", axis="x")),
        *pair(rod(_ROLLATOR, (0.34, 0.112), 0.04, (-0.46, -0.41), "metal", axis="x")),
        *(p for q in slant(-0.34, 0.12, 0.15, 0.82, "aluminium", n=8, thick=0.08,
                           across=(-0.46, -0.41), along="y") for p in pair(q)),  # front legs
        *(p for q in slant(0.34, 0.12, 0.17, 0.58, "aluminium", n=5, thick=0.08,
                           across=(-0.46, -0.41), along="y") for p in pair(q)),  # rear legs
        *pair(box((-0.46, 0.13, 0.55), (-0.41, 0.19, 0.92), "aluminium")),  # handle posts
        *pair(rod(_ROLLATOR, (-0.435, 0.94), 0.03, (0.1, 0.45), "rubber", axis="y")),  # grips
        *pair(box((-0.47, 0.2, 0.87), (-0.4, 0.38, 0.9), "dark_plastic")),  # brake levers
        box((-0.41, -0.05, 0.58), (0.41, 0.22, 0.63), "dark_plastic"),  # seat
        soft_box((-0.3, -0.05, 0.4), (0.3, 0.2, 0.58), "fabric"),  # bag under the seat
        box((-0.41, 0.15, 0.72), (0.41, 0.19, 0.8), "fabric"),  # back strap
    ), names=("walker", "rollator", "walking frame", "rolling walker"), jitter=0.05),
))
