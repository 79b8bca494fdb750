"""Storage: cabinets, racks, boxes, baskets and the kitchen's small holders."""

from __future__ import annotations

from agents.geometry.families._shapes import ring, soft_last
from agents.geometry.families._tidy import pair
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import box, cone, cylinder, soft_box, sphere

KITCHEN = ("counter", "kitchen_island", "sideboard", "dining_table", "wall_shelf")


def _spice_jars(z0: float) -> tuple:
    """Five spice jars with caps on a shelf whose top is at z0."""
    out = []
    for i, x in enumerate((-0.36, -0.18, 0.0, 0.18, 0.36)):
        out.append(cylinder((x - 0.055, -0.38, z0), (x + 0.055, 0.1, z0 + 0.26),
                            "food" if i % 2 else "glass"))
        out.append(cylinder((x - 0.06, -0.4, z0 + 0.26), (x + 0.06, 0.12, z0 + 0.33),
                            "metal"))
    return tuple(out)


def _ladder_shelves() -> tuple:
    """A leaning ladder shelf: the front rails step back at every shelf (parts can't tilt)."""
    out = []
    shelves = ((0.14, -0.5), (0.34, -0.32), (0.54, -0.14), (0.74, 0.04), (0.93, 0.2))
    prev = 0.0
    for z, front in shelves:
        out.append(box((-0.44, front, z), (0.44, 0.42, z + 0.02), "wood_alt"))
        for x0 in (-0.5, 0.44):
            out.append(box((x0, front, prev), (x0 + 0.06, front + 0.1, z + 0.03), "wood"))
        prev = z + 0.02
    for x0 in (-0.5, 0.44):  # back rails
        out.append(box((x0, 0.42, 0.0), (x0 + 0.06, 0.5, 1.0), "wood"))
    # what stands on it: books, a pot, a vase
    out += [box((-0.38, -0.3, 0.16), (-0.1, 0.3, 0.3), "books"),
            cylinder((0.1, -0.2, 0.36), (0.32, 0.2, 0.46), "ceramic"),
            sphere((0.08, -0.24, 0.44), (0.34, 0.24, 0.56), "foliage"),
            box((-0.35, -0.05, 0.56), (0.0, 0.3, 0.68), "books"),
            cylinder((0.12, 0.08, 0.76), (0.26, 0.34, 0.88), "ceramic_accent")]
    return tuple(out)


def _mug_tree() -> tuple:
    out = [cylinder((-0.3, -0.3, 0.0), (0.3, 0.3, 0.05), "wood"),
           cylinder((-0.035, -0.035, 0.05), (0.035, 0.035, 1.0), "wood"),
           box((-0.3, -0.018, 0.82), (0.3, 0.018, 0.85), "wood"),  # pegs
           box((-0.018, -0.3, 0.62), (0.018, 0.3, 0.65), "wood")]
    return tuple(out)


def _mug_tree_mugs() -> tuple:
    """Four mugs on a mug tree's pegs, while the prompt hangs none there."""
    out = []
    for sx in (-1, 1):  # mugs on the x peg
        lo_x, hi_x = (0.26, 0.5) if sx > 0 else (-0.5, -0.26)
        out.append(cylinder((lo_x, -0.12, 0.5), (hi_x, 0.12, 0.76), "ceramic_accent"))
        out.append(cylinder((lo_x + 0.025, -0.095, 0.75), (hi_x - 0.025, 0.095, 0.765),
                            "dark_plastic"))
        hx = (0.22, 0.27) if sx > 0 else (-0.27, -0.22)
        out.append(box((hx[0], -0.02, 0.6), (hx[1], 0.02, 0.84), "ceramic_accent"))
    for sy in (-1, 1):  # mugs on the y peg
        lo_y, hi_y = (0.26, 0.5) if sy > 0 else (-0.5, -0.26)
        out.append(cylinder((-0.12, lo_y, 0.3), (0.12, hi_y, 0.56), "ceramic"))
        out.append(cylinder((-0.095, lo_y + 0.025, 0.55), (0.095, hi_y - 0.025, 0.565),
                            "dark_plastic"))
        hy = (0.22, 0.27) if sy > 0 else (-0.27, -0.22)
        out.append(box((-0.02, hy[0], 0.4), (0.02, hy[1], 0.64), "ceramic"))
    return tuple(out)


FAMILIES: tuple[Family, ...] = soft_last((
    family("storage_cabinet", (0.9, 0.45, 1.8), "wall", (
        box((-0.48, -0.4, 0.0), (0.48, 0.48, 0.03), "trim"),  # plinth
        box((-0.5, -0.42, 0.03), (0.5, 0.5, 0.97), "cabinet"),
        box((-0.5, -0.5, 0.97), (0.5, 0.5, 1.0), "cabinet"),  # top
        box((-0.49, -0.47, 0.04), (-0.005, -0.42, 0.96), "door"),
        box((0.005, -0.47, 0.04), (0.49, -0.42, 0.96), "door"),
        box((-0.06, -0.5, 0.45), (-0.035, -0.47, 0.6), "metal"),
        box((0.035, -0.5, 0.45), (0.06, -0.47, 0.6), "metal"),
    ), names=("storage cabinet", "cupboard", "cabinet", "utility cabinet", "pantry cabinet",
              "linen cupboard", "tall cabinet"), clearance=0.7, surface_frac=1.0),
    family("display_cabinet", (1.0, 0.42, 1.9), "wall", (
        box((-0.5, -0.44, 0.0), (0.5, 0.5, 0.4), "wood"),  # base cupboard
        box((-0.48, -0.48, 0.02), (-0.005, -0.44, 0.38), "door"),
        box((0.005, -0.48, 0.02), (0.48, -0.44, 0.38), "door"),
        cylinder((-0.05, -0.5, 0.3), (-0.03, -0.48, 0.3105), "brass", axis="y"),
        cylinder((0.03, -0.5, 0.3), (0.05, -0.48, 0.3105), "brass", axis="y"),
        box((-0.5, -0.42, 0.4), (-0.47, 0.5, 0.96), "wood"),  # glazed upper case
        box((0.47, -0.42, 0.4), (0.5, 0.5, 0.96), "wood"),
        box((-0.47, 0.44, 0.4), (0.47, 0.5, 0.96), "wood"),
        box((-0.5, -0.46, 0.96), (0.5, 0.5, 1.0), "wood"),
        box((-0.47, -0.4, 0.58), (0.47, 0.44, 0.59), "wood_alt"),  # shelves
        box((-0.47, -0.4, 0.77), (0.47, 0.44, 0.78), "wood_alt"),
        box((-0.47, -0.42, 0.4), (0.47, -0.41, 0.96), "glass"),  # doors' glass
        box((-0.015, -0.43, 0.401), (0.015, -0.395, 0.959), "wood"),  # meeting stile
    ), contents=(  # its china, left off when the prompt puts its own things on the shelves
        cylinder((-0.38, 0.36, 0.78), (-0.16, 0.42, 0.895), "ceramic", axis="y"),  # plates
        cylinder((-0.11, 0.36, 0.78), (0.11, 0.42, 0.895), "ceramic", axis="y"),
        cylinder((0.16, 0.36, 0.78), (0.38, 0.42, 0.895), "ceramic", axis="y"),
        cylinder((-0.36, -0.1, 0.59), (-0.24, 0.14, 0.635), "ceramic_accent"),  # cups
        cylinder((-0.2, -0.1, 0.59), (-0.08, 0.14, 0.635), "ceramic_accent"),
        cylinder((0.1, -0.15, 0.59), (0.34, 0.25, 0.65), "ceramic"),  # bowl
        cylinder((-0.1, -0.1, 0.4), (0.1, 0.2, 0.52), "ceramic_accent"),  # tureen
    ), names=("display cabinet", "china cabinet", "curio cabinet", "curio", "glass cabinet",
              "vitrine", "hutch", "cabinet with glass doors"), clearance=0.6,
        shelves=(0.4, 0.59, 0.78)),  # behind the glass: the cupboard's top, two shelves
    family("kitchen_wall_cabinet", (0.8, 0.35, 0.7), "wall_mounted", (
        box((-0.5, -0.4, 0.0), (0.5, 0.5, 1.0), "cabinet"),
        box((-0.49, -0.47, 0.02), (-0.005, -0.4, 0.98), "door"),
        box((0.005, -0.47, 0.02), (0.49, -0.4, 0.98), "door"),
        box((-0.07, -0.5, 0.06), (-0.045, -0.47, 0.3), "metal"),
        box((0.045, -0.5, 0.06), (0.07, -0.47, 0.3), "metal"),
    ), names=("wall cabinet", "kitchen wall cabinet", "upper cabinet", "overhead cabinet",
              "wall cupboard", "kitchen cupboard"), mount_centre=1.8),
    family("shoe_rack", (0.8, 0.32, 0.5), "wall", (
        box((-0.5, -0.5, 0.0), (-0.46, 0.5, 0.95), "wood"),
        box((0.46, -0.5, 0.0), (0.5, 0.5, 0.95), "wood"),
        box((-0.5, -0.5, 0.95), (0.5, 0.5, 1.0), "wood"),
        box((-0.46, -0.46, 0.05), (0.46, 0.46, 0.09), "wood_alt"),
        box((-0.46, -0.46, 0.5), (0.46, 0.46, 0.54), "wood_alt"),
    ), contents=(  # its own shoes, while the prompt puts none on it
        soft_box((-0.42, -0.4, 0.09), (-0.3, 0.36, 0.27), "dark_plastic"),
        soft_box((-0.28, -0.4, 0.09), (-0.16, 0.36, 0.27), "dark_plastic"),
        soft_box((0.04, -0.42, 0.09), (0.17, 0.36, 0.3), "accent"),
        soft_box((0.19, -0.42, 0.09), (0.32, 0.36, 0.3), "accent"),
        soft_box((-0.4, -0.42, 0.54), (-0.27, 0.36, 0.72), "upholstery"),
        soft_box((-0.25, -0.42, 0.54), (-0.12, 0.36, 0.72), "upholstery"),
        soft_box((0.1, -0.4, 0.54), (0.22, 0.36, 0.7), "dark_plastic"),
        soft_box((0.24, -0.4, 0.54), (0.36, 0.36, 0.7), "dark_plastic"),
    ), names=("shoe rack", "shoe shelf", "shoe stand", "shoe organizer", "shoe storage",
              "shoe cabinet"), surface_frac=1.0, shelves=(0.09, 0.54), clearance=0.5),
    family("console_table", (1.2, 0.35, 0.8), "wall", (  # a narrow hall table
        box((-0.5, -0.5, 0.94), (0.5, 0.5, 1.0), "wood"),  # top
        box((-0.46, -0.42, 0.8), (0.46, 0.42, 0.94), "wood"),  # apron with two drawers
        *(box((x, -0.47, 0.82), (x + 0.38, -0.42, 0.92), "wood_alt") for x in (-0.42, 0.04)),
        *(box((x - 0.03, -0.5, 0.85), (x + 0.03, -0.47, 0.89), "brass") for x in (-0.23, 0.23)),
        *(box((x, y, 0.0), (x + 0.04, y + 0.1, 0.94), "wood")
          for x in (-0.48, 0.44) for y in (-0.46, 0.36)),  # slender legs
        box((-0.46, -0.38, 0.16), (0.46, 0.38, 0.2), "wood_alt"),  # low shelf
    ), names=("console table", "console", "hall table", "hallway table", "entryway table",
              "entry table", "foyer table", "sofa table"), surface_frac=1.0, shelves=(0.2,)),
    family("dressing_table", (1.0, 0.45, 0.76), "wall", (
        box((-0.5, -0.5, 0.94), (0.5, 0.5, 1.0), "wood"),  # top
        *(box((x, y, 0.0), (x + 0.05, y + 0.08, 0.94), "wood_alt")
          for x in (-0.48, 0.43) for y in (-0.46, 0.38)),  # tapered legs, square here
        box((-0.46, -0.44, 0.66), (-0.14, 0.44, 0.94), "wood"),  # drawer banks
        box((0.14, -0.44, 0.66), (0.46, 0.44, 0.94), "wood"),
        box((-0.13, 0.3, 0.8), (0.13, 0.44, 0.94), "wood"),  # apron behind the knee hole
        *(box((x - 0.05, -0.5, 0.77), (x + 0.05, -0.44, 0.81), "brass")
          for x in (-0.3, 0.3)),  # pulls
    ), names=("dressing table", "vanity table", "makeup table", "makeup vanity",
              "vanity desk", "toilet table", "dresser table"), surface_frac=1.0,
        clearance=0.7),
    family("storage_basket", (0.42, 0.42, 0.38), "floor", (  # open: what is put in it shows
        box((-0.44, -0.44, 0.0), (0.44, 0.44, 0.06), "wood"),  # floor
        box((-0.47, -0.47, 0.0), (0.47, -0.4, 0.86), "wood"),  # woven walls
        box((-0.47, 0.4, 0.0), (0.47, 0.47, 0.86), "wood"),
        *pair(box((-0.47, -0.4, 0.0), (-0.4, 0.4, 0.86), "wood")),
        *(box((-0.48, -0.48, z), (0.48, -0.47, z + 0.04), "wood_alt")
          for z in (0.18, 0.42, 0.66)),  # weave bands
        *(box((-0.48, 0.47, z), (0.48, 0.48, z + 0.04), "wood_alt") for z in (0.18, 0.42, 0.66)),
        box((-0.5, -0.5, 0.84), (0.5, -0.46, 0.9), "wood_alt"),  # rim
        box((-0.5, 0.46, 0.84), (0.5, 0.5, 0.9), "wood_alt"),
        *pair(box((-0.5, -0.46, 0.84), (-0.46, 0.46, 0.9), "wood_alt")),
        box((-0.5, -0.1, 0.9), (-0.45, 0.1, 0.94), "wood_alt"),  # rope handles
        box((0.45, -0.1, 0.9), (0.5, 0.1, 0.94), "wood_alt"),
    ), contents=(
        soft_box((-0.36, -0.38, 0.06), (0.34, 0.32, 1.0), "fabric"),  # a throw inside
        sphere((0.05, -0.42, 0.55), (0.3, -0.2, 0.95), "fabric"),  # draped over the rim
    ), interior=0.07, rim=0.1, names=("basket", "storage basket", "wicker basket",
                                      "woven basket", "log basket", "blanket basket",
                                      "rattan basket")),
    family("table_basket", (0.32, 0.24, 0.13), "surface", (  # a small open basket for a top
        box((-0.45, -0.43, 0.0), (0.45, 0.43, 0.1), "wood"),  # floor
        box((-0.48, -0.48, 0.0), (0.48, -0.4, 0.9), "wood"),  # woven walls
        box((-0.48, 0.4, 0.0), (0.48, 0.48, 0.9), "wood"),
        *pair(box((-0.48, -0.4, 0.0), (-0.4, 0.4, 0.9), "wood")),
        box((-0.5, -0.5, 0.86), (0.5, -0.44, 1.0), "wood_alt"),  # rim
        box((-0.5, 0.44, 0.86), (0.5, 0.5, 1.0), "wood_alt"),
        *pair(box((-0.5, -0.44, 0.86), (-0.44, 0.44, 1.0), "wood_alt")),
        *(box((-0.49, -0.49, z), (0.49, -0.48, z + 0.08), "wood_alt") for z in (0.3, 0.6)),
    ), contents=(
        soft_box((-0.38, -0.36, 0.1), (0.38, 0.36, 0.7), "fabric"),  # a folded cloth
    ), names=("small basket", "bread basket", "fruit basket", "picnic basket",
              "table basket", "wicker tray", "napkin basket"),
        hosts=("dining_table", "kitchen_island", "counter", "coffee_table", "sideboard",
               "side_table"), interior=0.1, rim=0.12),
    family("storage_bin", (0.45, 0.32, 0.28), "floor", (  # a tote, open while it holds things
        box((-0.46, -0.45, 0.0), (0.46, 0.45, 0.06), "toy"),  # floor
        box((-0.47, -0.46, 0.0), (0.47, -0.4, 0.82), "toy"),  # walls
        box((-0.47, 0.4, 0.0), (0.47, 0.46, 0.82), "toy"),
        *pair(box((-0.47, -0.4, 0.0), (-0.41, 0.4, 0.82), "toy")),
        box((-0.5, -0.5, 0.76), (0.5, -0.46, 0.82), "toy_lid"),  # rolled rim
        box((-0.5, 0.46, 0.76), (0.5, 0.5, 0.82), "toy_lid"),
        *pair(box((-0.5, -0.46, 0.76), (-0.47, 0.46, 0.82), "toy_lid")),
        box((-0.49, -0.12, 0.55), (-0.47, 0.12, 0.76), "toy_lid"),  # clips
        box((0.47, -0.12, 0.55), (0.49, 0.12, 0.76), "toy_lid"),
    ), contents=(
        soft_box((-0.5, -0.5, 0.8), (0.5, 0.5, 0.93), "toy_lid"),  # its lid, while empty
        box((-0.32, -0.28, 0.93), (0.32, 0.28, 1.0), "toy_lid"),  # lid's raised panel
    ), names=("storage box", "storage bin", "storage container", "plastic storage box",
              "tote box", "lidded box"), interior=0.06, rim=0.1),
    family("wooden_crate", (0.5, 0.35, 0.3), "floor", (
        box((-0.45, -0.45, 0.0), (0.45, 0.45, 0.05), "wood"),  # bottom
        box((-0.44, -0.44, 0.0), (-0.36, -0.36, 1.0), "wood_alt"),  # corner posts
        box((0.36, -0.44, 0.0), (0.44, -0.36, 1.0), "wood_alt"),
        box((-0.44, 0.36, 0.0), (-0.36, 0.44, 1.0), "wood_alt"),
        box((0.36, 0.36, 0.0), (0.44, 0.44, 1.0), "wood_alt"),
        *(box((-0.5, -0.5, z), (0.5, -0.44, z + 0.27), "wood") for z in (0.02, 0.36, 0.7)),
        *(box((-0.5, 0.44, z), (0.5, 0.5, z + 0.27), "wood") for z in (0.02, 0.36, 0.7)),
        *(box((-0.5, -0.44, z), (-0.44, 0.44, z + 0.27), "wood") for z in (0.02, 0.36, 0.7)),
        *(box((0.44, -0.44, z), (0.5, 0.44, z + 0.27), "wood") for z in (0.02, 0.36, 0.7)),
    ), names=("crate", "wooden crate", "wine crate", "fruit crate", "shipping crate",
              "apple crate"), interior=0.05, rim=0.15),
    family("chest_trunk", (0.9, 0.5, 0.55), "wall", (
        box((-0.49, -0.47, 0.0), (0.49, 0.47, 0.72), "wood"),
        box((-0.485, -0.47, 0.74), (0.485, 0.47, 1.0), "wood"),  # its lid, flat: things
        # the prompt puts on a chest stand on it (a dome left them hanging over its slope)
        box((-0.5, -0.48, 0.7), (0.5, 0.48, 0.74), "metal"),  # lid seam band
        box((-0.34, -0.5, 0.0), (-0.29, -0.47, 0.7), "metal"),  # straps
        box((0.29, -0.5, 0.0), (0.34, -0.47, 0.7), "metal"),
        box((-0.06, -0.5, 0.56), (0.06, -0.47, 0.7), "brass"),  # lock
        box((-0.5, -0.1, 0.4), (-0.49, 0.1, 0.46), "metal"),  # side handles
        box((0.49, -0.1, 0.4), (0.5, 0.1, 0.46), "metal"),
    ), names=("chest", "trunk", "storage chest", "blanket chest", "treasure chest",
              "steamer trunk", "hope chest"), clearance=0.5, surface_frac=1.0),
    family("barrel", (0.6, 0.6, 0.9), "floor", (
        cylinder((-0.45, -0.45, 0.0), (0.45, 0.45, 1.0), "wood"),
        cylinder((-0.475, -0.475, 0.12), (0.475, 0.475, 0.88), "wood"),  # the belly
        cylinder((-0.49, -0.49, 0.25), (0.49, 0.49, 0.75), "wood"),
        cylinder((-0.46, -0.46, 0.04), (0.46, 0.46, 0.09), "metal"),  # hoops
        cylinder((-0.485, -0.485, 0.16), (0.485, 0.485, 0.21), "metal"),
        cylinder((-0.5, -0.5, 0.36), (0.5, 0.5, 0.41), "metal"),
        cylinder((-0.5, -0.5, 0.59), (0.5, 0.5, 0.64), "metal"),
        cylinder((-0.485, -0.485, 0.79), (0.485, 0.485, 0.84), "metal"),
        cylinder((-0.46, -0.46, 0.91), (0.46, 0.46, 0.96), "metal"),
    ), names=("barrel", "wooden barrel", "wine barrel", "whiskey barrel", "cask", "keg"),
        surface_frac=1.0),
    family("cube_organizer", (1.1, 0.35, 1.1), "wall", (
        box((-0.5, -0.5, 0.0), (-0.48, 0.5, 1.0), "wood"),
        box((0.48, -0.5, 0.0), (0.5, 0.5, 1.0), "wood"),
        box((-0.48, -0.5, 0.0), (0.48, 0.5, 0.02), "wood"),
        box((-0.48, -0.5, 0.98), (0.48, 0.5, 1.0), "wood"),
        box((-0.1733, -0.49, 0.02), (-0.1533, 0.46, 0.98), "wood"),  # dividers
        box((0.1533, -0.49, 0.02), (0.1733, 0.46, 0.98), "wood"),
        box((-0.48, -0.5, 0.3267), (0.48, 0.46, 0.3467), "wood"),
        box((-0.48, -0.5, 0.6533), (0.48, 0.46, 0.6733), "wood"),
        box((-0.48, 0.46, 0.02), (0.48, 0.5, 0.98), "wood_alt"),  # back
        soft_box((-0.47, -0.47, 0.02), (-0.185, 0.44, 0.31), "fabric"),  # fabric bins
        soft_box((0.185, -0.47, 0.02), (0.47, 0.44, 0.31), "accent"),
        soft_box((-0.14, -0.47, 0.3467), (0.14, 0.44, 0.635), "fabric"),
        box((-0.46, -0.3, 0.3467), (-0.2, 0.4, 0.6), "books"),
        box((-0.15, -0.3, 0.6733), (0.05, 0.4, 0.92), "books"),
        cylinder((0.24, -0.15, 0.6733), (0.38, 0.25, 0.86), "ceramic_accent"),
        box((0.2, -0.3, 0.3467), (0.45, 0.4, 0.45), "books"),
    ), names=("cube organizer", "cubby shelf", "cubby", "cube shelf", "cube storage",
              "storage cubes", "cubbyhole shelf"), surface_frac=1.0, clearance=0.5),
    family("ladder_shelf", (0.65, 0.4, 1.8), "wall", _ladder_shelves(),
           names=("ladder shelf", "leaning shelf", "ladder bookshelf", "leaning ladder shelf",
                  "ladder shelving"), clearance=0.4),
    family("magazine_rack", (0.4, 0.3, 0.45), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.06), "wood"),
        box((-0.5, -0.5, 0.06), (-0.46, 0.5, 0.8), "wood"),  # ends
        box((0.46, -0.5, 0.06), (0.5, 0.5, 0.8), "wood"),
        box((-0.46, -0.03, 0.06), (0.46, 0.03, 0.88), "wood_alt"),  # divider
        cylinder((-0.5, -0.06, 0.86), (0.5, 0.06, 0.96), "wood", axis="x"),  # carry handle
        box((-0.46, -0.5, 0.06), (0.46, -0.46, 0.5), "wood_alt"),  # low front and back
        box((-0.46, 0.46, 0.06), (0.46, 0.5, 0.5), "wood_alt"),
        box((-0.4, -0.42, 0.06), (0.4, -0.33, 0.78), "paper"),  # magazines
        box((-0.38, -0.3, 0.06), (0.36, -0.2, 0.7), "books"),
        box((-0.4, 0.08, 0.06), (0.4, 0.18, 0.74), "books"),
        box((-0.36, 0.22, 0.06), (0.38, 0.3, 0.66), "paper"),
    ), names=("magazine rack", "magazine holder", "newspaper rack", "magazine basket",
              "periodical rack")),
    family("umbrella_stand", (0.26, 0.26, 0.85), "corner", (
        cylinder((-0.5, -0.5, 0.0), (0.5, 0.5, 0.55), "ceramic"),
        cylinder((-0.42, -0.42, 0.54), (0.42, 0.42, 0.555), "dark_plastic"),  # the opening
        cone((-0.4, -0.08, 0.5), (-0.02, 0.3, 0.86), "accent", taper=0.12),  # umbrellas
        cylinder((-0.23, 0.09, 0.85), (-0.19, 0.13, 0.93), "metal"),
        box((-0.23, 0.08, 0.93), (-0.04, 0.14, 0.97), "dark_plastic"),  # crook handle
        box((-0.08, 0.09, 0.86), (-0.045, 0.13, 0.965), "dark_plastic"),
        cone((0.0, -0.36, 0.5), (0.36, 0.0, 0.8), "fabric", taper=0.12),
        cylinder((0.16, -0.2, 0.79), (0.2, -0.16, 0.9), "metal"),
        sphere((0.12, -0.24, 0.88), (0.24, -0.12, 0.98), "dark_plastic"),
        cone((0.02, 0.06, 0.5), (0.34, 0.38, 0.92), "red", taper=0.1),
        cylinder((0.16, 0.2, 0.91), (0.2, 0.24, 1.0), "dark_plastic"),
    ), names=("umbrella stand", "umbrella holder", "umbrella bucket", "umbrella rack")),
    family("bread_bin", (0.4, 0.26, 0.2), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.1), "wood"),
        box((-0.5, 0.02, 0.1), (0.5, 0.5, 1.0), "wood"),
        cylinder((-0.485, -0.46, 0.1), (0.485, 0.5, 1.0), "wood_alt", axis="x"),  # roll top
        box((-0.12, -0.5, 0.5), (0.12, -0.44, 0.57), "metal"),  # handle
    ), names=("bread bin", "bread box", "breadbox", "bread crock"),
        hosts=KITCHEN, surface_frac=1.0),
    family("jewelry_box", (0.25, 0.16, 0.1), "surface", (
        box((-0.42, -0.4, 0.0), (-0.34, -0.32, 0.1), "brass"),  # feet
        box((0.34, -0.4, 0.0), (0.42, -0.32, 0.1), "brass"),
        box((-0.42, 0.32, 0.0), (-0.34, 0.4, 0.1), "brass"),
        box((0.34, 0.32, 0.0), (0.42, 0.4, 0.1), "brass"),
        box((-0.47, -0.45, 0.1), (0.47, 0.45, 0.62), "wood"),
        soft_box((-0.5, -0.49, 0.6), (0.5, 0.49, 0.95), "wood_alt"),  # lid
        box((-0.3, -0.28, 0.94), (0.3, 0.28, 1.0), "ivory"),  # inlay
        box((-0.06, -0.5, 0.45), (0.06, -0.47, 0.72), "brass"),  # clasp
    ), names=("jewelry box", "jewellery box", "trinket box", "keepsake box", "music box"),
        hosts=("dresser", "nightstand", "vanity", "side_table", "desk", "sideboard")),
    family("pill_organizer", (0.2, 0.05, 0.025), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.6), "ivory"),
        *(box((-0.49 + i * 0.14, -0.48, 0.6), (-0.37 + i * 0.14, 0.48, 1.0),
              "accent" if i % 2 else "toy_lid") for i in range(7)),
    ), names=("pill organizer", "pill box", "pillbox", "pill case", "medication organizer",
              "weekly pill box"),
        hosts=("nightstand", "side_table", "counter", "desk", "vanity", "dining_table")),
    family("spice_rack", (0.45, 0.1, 0.3), "wall_mounted", (
        box((-0.5, 0.4, 0.0), (0.5, 0.5, 1.0), "wood"),  # back board
        box((-0.5, -0.5, 0.0), (-0.47, 0.4, 0.9), "wood"),  # sides
        box((0.47, -0.5, 0.0), (0.5, 0.4, 0.9), "wood"),
        box((-0.47, -0.5, 0.05), (0.47, 0.4, 0.1), "wood_alt"),  # shelves
        box((-0.47, -0.5, 0.52), (0.47, 0.4, 0.57), "wood_alt"),
        cylinder((-0.47, -0.49, 0.2), (0.47, -0.43, 0.23), "metal", axis="x"),  # rails
        cylinder((-0.47, -0.49, 0.67), (0.47, -0.43, 0.7), "metal", axis="x"),
    ), contents=(*_spice_jars(0.1), *_spice_jars(0.57)),  # while the prompt puts none there
        names=("spice rack", "spice shelf", "herb rack", "spice organizer", "spice holder"),
        mount_centre=1.4, shelves=(0.1, 0.57)),
    family("mug_tree", (0.3, 0.3, 0.4), "surface", _mug_tree(), contents=_mug_tree_mugs(),
           names=("mug tree", "mug rack", "mug holder", "cup tree", "mug stand"),
           hosts=KITCHEN),
    family("utensil_crock", (0.14, 0.14, 0.33), "surface", (
        cylinder((-0.46, -0.46, 0.0), (0.46, 0.46, 0.05), "ceramic"),  # the crock's floor
        *ring(32, 0.45, 0.05, 0.0, 0.5, "ceramic", shape="cylinder", stagger=0.01),  # wall
    ), contents=(
        cylinder((-0.3, -0.08, 0.3), (-0.22, 0.0, 0.82), "wood"),  # wooden spoon
        sphere((-0.37, -0.1, 0.78), (-0.15, 0.02, 1.0), "wood"),
        cylinder((0.06, 0.1, 0.3), (0.12, 0.16, 0.76), "dark_plastic"),  # spatula
        box((-0.02, 0.1, 0.72), (0.2, 0.15, 0.96), "dark_plastic"),
        cylinder((0.2, -0.22, 0.3), (0.26, -0.16, 0.7), "metal"),  # whisk
        sphere((0.1, -0.32, 0.64), (0.36, -0.06, 0.92), "metal"),
        cylinder((-0.1, 0.24, 0.3), (-0.04, 0.3, 0.9), "metal"),  # ladle
        sphere((-0.16, 0.2, 0.84), (0.02, 0.36, 0.93), "metal"),
    ), names=("utensil holder", "utensil crock", "kitchen utensils", "cooking utensils",
              "utensil pot", "spatula jar"), hosts=KITCHEN, interior=0.05, rim=0.19),
    family("knife_block", (0.12, 0.22, 0.26), "surface", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.05), "wood"),
        *(box((-0.45, y0, 0.05), (0.45, y1, z), "wood")  # a block leaning back, in steps
          for y0, y1, z in ((-0.4, -0.3, 0.3), (-0.3, -0.2, 0.42), (-0.2, -0.1, 0.54),
                            (-0.1, 0.0, 0.66), (0.0, 0.48, 0.75))),
        *(box((x - 0.07, y, z), (x + 0.07, y + 0.09, z + 0.25), "dark_plastic")  # handles
          for x, y, z in ((-0.22, -0.27, 0.42), (0.22, -0.27, 0.42), (-0.22, -0.07, 0.66),
                          (0.22, -0.07, 0.66), (0.0, 0.1, 0.75))),
        *(box((x - 0.08, y - 0.005, z), (x + 0.08, y + 0.095, z + 0.04), "metal")
          for x, y, z in ((-0.22, -0.27, 0.42), (0.22, -0.27, 0.42), (-0.22, -0.07, 0.66),
                          (0.22, -0.07, 0.66), (0.0, 0.1, 0.75))),  # bolsters
    ), names=("knife block", "knife holder", "knife set", "kitchen knives", "knife stand"),
        hosts=KITCHEN),
))
