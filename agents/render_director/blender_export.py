"""The built scene as scene.glb (glTF binary) and scene.usdc (USD) (imports bpy: workers only).

Both exporters read the job's current bpy scene after `blender_job.build_scene`. Like the
render and the .blend, each file is written under a temporary name and moved into place, so a
crash never leaves half a scene.glb or scene.usdc behind.

Export in a Blender worker process (`BlenderWorkerPool`), not in a long-lived process that
must exit normally: after the glTF exporter has run, bpy 4.5 deadlocks at interpreter exit
(see `blender_job.exit_now`, which the workers use to end).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable
from pathlib import Path

import bpy

from agents.render_director.blender_job import _quiet

FILES = {"glb": "scene.glb", "usd": "scene.usdc"}


def _atomic(path: Path, write: Callable[[Path], None]) -> Path:
    # The temporary name keeps the real suffix: both exporters choose the format from it.
    tmp = path.with_name(f".{path.stem}-{uuid.uuid4().hex[:8]}{path.suffix}")
    try:
        with _quiet():
            write(tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def _write_glb(path: Path) -> None:
    bpy.ops.export_scene.gltf(
        filepath=str(path),
        check_existing=False,
        export_format="GLB",
        export_yup=True,  # glTF is Y-up; Blender is Z-up
        export_apply=True,  # bevels etc. baked in: viewers do not run Blender modifiers
        export_cameras=True,
        export_lights=True,  # KHR_lights_punctual: point, spot, sun (area lights are skipped)
        export_materials="EXPORT",  # Principled BSDF -> pbrMetallicRoughness (+ extensions)
        export_animations=False,  # a still scene: no empty animation channels
        export_current_frame=True,  # the frame as built and rendered, no frame_set round trip
        use_selection=False,
        export_extras=False,
        will_save_settings=False,  # keep the exporter's settings out of the scene's data
    )


def _write_usd(path: Path) -> None:
    bpy.ops.wm.usd_export(
        filepath=str(path),
        check_existing=False,
        selected_objects_only=False,
        export_materials=True,
        generate_preview_surface=True,  # UsdPreviewSurface: what usdview and most DCCs read
        export_textures_mode="KEEP",  # procedural materials: nothing to copy beside the file
        # The world as a dome light would need a generated .hdr in textures/ beside the file;
        # keep scene.usdc one self-contained file (the glTF has no world either).
        convert_world_material=False,
        export_lights=True,
        export_cameras=True,
        export_animation=False,
        evaluation_mode="RENDER",  # modifiers as rendered, like the glTF's export_apply
    )


WRITERS: dict[str, Callable[[Path], None]] = {"glb": _write_glb, "usd": _write_usd}


def export_scene(out_dir: Path, kinds: tuple[str, ...]) -> dict[str, str]:
    """Write each asked kind ("glb", "usd") of the current scene into `out_dir`; returns
    kind -> path. Unknown kinds raise ValueError before anything is written."""
    unknown = [k for k in kinds if k not in WRITERS]
    if unknown:
        raise ValueError(f"cannot export {', '.join(unknown)}; only {', '.join(WRITERS)}")
    return {kind: str(_atomic(out_dir / FILES[kind], WRITERS[kind])) for kind in kinds}
