"""Render a close-up of one object of a finished run, to look at what stands on it (a
developer's tool): a set table, a full bookshelf.

Run: .venv/bin/python tools/closeup.py RUN_DIR OBJECT_ID [--out PATH] [--samples 32]
         [--size 960x720]

Opens RUN_DIR/scene.blend (the scene as built, lit and textured), aims a new camera at the
object from in front of it and a little above (its front is -Y turned by its rotation, as
in the layout), far enough back for the object and the things on it to fill the frame
(from the room's middle side when it stands against a wall, and never outside the walls),
and renders with Cycles. Imports bpy: run it in its own process.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import bpy
from mathutils import Vector


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("object_id")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--samples", type=int, default=32)
    parser.add_argument("--size", default="960x720")
    args = parser.parse_args()
    scene_data = json.loads((args.run_dir / "scene.json").read_text(encoding="utf-8"))
    try:
        obj = next(o for o in scene_data["objects"] if o["id"] == args.object_id)
    except StopIteration:
        raise SystemExit(f"no object {args.object_id!r} in {args.run_dir / 'scene.json'}") from None
    bpy.ops.wm.open_mainfile(filepath=str(args.run_dir / "scene.blend"))
    scene = bpy.context.scene
    (x, y, z), (w, d, h) = obj["location"], obj["size"]
    turn = obj["rotation_z"]
    front = Vector((math.sin(turn), -math.cos(turn), 0.0))
    target = Vector((x, y, z + 0.6 * h if h > 1.0 else z + h + 0.05))
    span = max(w, h if h > 1.0 else d + 0.3, 0.6)
    camera = bpy.data.objects.new("closeup", bpy.data.cameras.new("closeup"))
    camera.data.lens = 28
    scene.collection.objects.link(camera)
    room = scene_data["room"]
    if math.hypot(x, y) > 0.5:  # against a wall: look from the room's middle side of it
        inward = Vector((-x, -y, 0.0)).normalized()
        front = front if front.dot(inward) > 0.3 else inward
    spot = target + front * (1.3 * span + d / 2) + Vector((0.0, 0.0, 0.45 * span))
    half_w, half_d = room["width"] / 2 - 0.15, room["depth"] / 2 - 0.15
    camera.location = (min(max(spot.x, -half_w), half_w), min(max(spot.y, -half_d), half_d),
                       min(spot.z, room["height"] - 0.15))  # inside the walls
    camera.rotation_euler = (target - camera.location).to_track_quat("-Z", "Y").to_euler()
    scene.camera = camera
    width, height = (int(v) for v in args.size.split("x"))
    scene.render.resolution_x, scene.render.resolution_y = width, height
    scene.render.resolution_percentage = 100
    scene.cycles.samples = args.samples
    out = args.out or args.run_dir / f"closeup-{args.object_id}.png"
    scene.render.filepath = str(out)
    bpy.ops.render.render(write_still=True)
    print(out)


if __name__ == "__main__":
    main()
