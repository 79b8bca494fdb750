"""Render every example preset through one warm Blender pool and lay the renders out in a grid.

`voxel-weaver contact-sheet` is the command; `--update-examples` also copies each render to
`examples/<name>/render.png`, which is where each preset's README shows it.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from orchestrator.app.requests import build_request
from orchestrator.app.runner import RunOutcome, execute
from orchestrator.schema.scene import Quality

LABEL_HEIGHT = 28


@dataclass(frozen=True)
class PresetRender:
    name: str
    outcome: RunOutcome

    @property
    def image_path(self) -> Path:
        return Path(self.outcome.report["artifacts"]["render"]["path"])


async def render_presets(names: Sequence[str], *, quality: Quality, out_dir: Path,
                         registry: Path, density: str | None = None) -> list[PresetRender]:
    """One run per preset, sequentially, all sharing one warm Blender worker; `density`
    dresses every preset at that density instead of its own."""
    from agents.render_director.worker_pool import BlenderWorkerPool

    pool = BlenderWorkerPool().start()
    try:
        results = []
        for name in names:
            request = build_request(None, example=name, quality=quality,
                                    overrides={"density": density} if density else None)
            results.append(PresetRender(name, await execute(request, out_dir, registry,
                                                            pool=pool)))
        return results
    finally:
        pool.shutdown()


def compose(tiles: Sequence[tuple[str, Path]], *, columns: int = 4,
            tile_width: int = 480) -> Image.Image:
    """A labelled grid of images, `columns` wide, each scaled to `tile_width`."""
    if not tiles:
        raise ValueError("no images to lay out")
    images = [Image.open(path).convert("RGB") for _, path in tiles]
    tile_height = round(tile_width * images[0].height / images[0].width)
    rows = -(-len(images) // columns)
    sheet = Image.new("RGB", (columns * tile_width, rows * (tile_height + LABEL_HEIGHT)),
                      (24, 24, 24))
    draw = ImageDraw.Draw(sheet)
    font = ImageFont.load_default(size=18)
    for index, ((label, _), image) in enumerate(zip(tiles, images, strict=True)):
        x = (index % columns) * tile_width
        y = (index // columns) * (tile_height + LABEL_HEIGHT)
        sheet.paste(image.resize((tile_width, tile_height), Image.LANCZOS), (x, y))
        draw.text((x + 8, y + tile_height + 4), label, fill=(235, 235, 235), font=font)
    return sheet


def copy_to_examples(renders: Sequence[PresetRender], examples_dir: Path) -> None:
    for item in renders:
        shutil.copyfile(item.image_path, examples_dir / item.name / "render.png")
