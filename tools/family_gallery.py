"""Render object families side by side, labelled, to look at them (a developer's tool).

Run: .venv/bin/python tools/family_gallery.py [NAME ...] [--module music] [--out PATH]
         [--style cozy] [--columns 6] [--samples 24]

Each object is built by the real Blender layer with the style palette's materials, placed in
a grid on a plain floor, lit by a sun and a sky, and seen from the front and a little above;
the label under each cell is its family name. Imports bpy: run it in its own process.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import bpy
from PIL import Image, ImageDraw

from agents.geometry.blender import build_object
from agents.geometry.catalog import GENERATORS, sample_size
from agents.geometry.families import FAMILIES
from agents.texture.assign import role_for
from agents.texture.blender import build_material
from agents.texture.palettes import material_for
from orchestrator.schema.scene import PlacedObject

CELL = 2.6  # metres between objects in the grid
CELL_PX = 260


def _render_cell(name: str, style: str, path: Path, samples: int) -> None:
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    size = sample_size(name, 1)
    obj = PlacedObject(id=name, category=name, seed=1, location=(0.0, 0.0, 0.0),
                       rotation_z=0.35, size=size,
                       materials={s: role_for(name, s) for s in GENERATORS[name].slots})
    roles = {role_for(name, s) for s in GENERATORS[name].slots}
    build_object(obj, {r: build_material(material_for(r, style, "bright", "noon", 1))  # type: ignore[arg-type]
                       for r in roles})
    bpy.ops.mesh.primitive_plane_add(size=30)
    span = max(size[0], size[1], size[2], 0.3)
    cam_data = bpy.data.cameras.new("cam")
    cam = bpy.data.objects.new("cam", cam_data)
    scene.collection.objects.link(cam)
    dist = span * 2.4
    cam.location = (0.0, -dist, size[2] * 0.55 + dist * 0.45)
    target = (0.0, 0.0, size[2] * 0.45)
    direction = [t - c for t, c in zip(target, cam.location, strict=True)]
    cam.rotation_euler = (math.atan2(math.hypot(direction[0], direction[1]), -direction[2]),
                          0.0, math.atan2(direction[1], direction[0]) - math.pi / 2)
    scene.camera = cam
    sun = bpy.data.objects.new("sun", bpy.data.lights.new("sun", "SUN"))
    sun.data.energy = 3.0
    sun.rotation_euler = (0.7, 0.2, 0.6)
    scene.collection.objects.link(sun)
    world = bpy.data.worlds.new("w")
    world.use_nodes = True
    world.node_tree.nodes["Background"].inputs[0].default_value = (0.8, 0.82, 0.85, 1)
    world.node_tree.nodes["Background"].inputs[1].default_value = 0.9
    scene.world = world
    scene.render.engine = "CYCLES"
    scene.cycles.samples = samples
    scene.cycles.use_denoising = False
    scene.render.resolution_x = scene.render.resolution_y = CELL_PX
    scene.render.filepath = str(path)
    bpy.ops.render.render(write_still=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("names", nargs="*")
    parser.add_argument("--module", help="every family of one module (music, appliances, ...)")
    parser.add_argument("--out", type=Path, default=Path("out/family_gallery.png"))
    parser.add_argument("--columns", type=int, default=6)
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--style", default="scandinavian")
    args = parser.parse_args()
    names = list(args.names)
    if args.module:
        names += [n for n in FAMILIES if _module_of(n) == args.module]
    names = names or sorted(FAMILIES)
    unknown = [n for n in names if n not in GENERATORS]
    if unknown:
        sys.exit(f"error: unknown generators: {', '.join(unknown)}")
    cells = args.out.parent / "gallery_cells"
    cells.mkdir(parents=True, exist_ok=True)
    for name in names:
        _render_cell(name, args.style, cells / f"{name}.png", args.samples)
    rows = math.ceil(len(names) / args.columns)
    sheet = Image.new("RGB", (args.columns * CELL_PX, rows * (CELL_PX + 18)), "white")
    draw = ImageDraw.Draw(sheet)
    for i, name in enumerate(names):
        x, y = (i % args.columns) * CELL_PX, (i // args.columns) * (CELL_PX + 18)
        sheet.paste(Image.open(cells / f"{name}.png").convert("RGB"), (x, y))
        draw.text((x + 4, y + CELL_PX + 3), name, fill="black")
    sheet.save(args.out)
    print(f"{len(names)} objects -> {args.out}")


def _module_of(name: str) -> str:
    from agents.geometry import families

    for module in families._MODULES:
        if any(f.name == name for f in module.FAMILIES):
            return module.__name__.rsplit(".", 1)[-1]
    return ""


if __name__ == "__main__":
    main()
