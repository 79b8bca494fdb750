"""Restyle a real draft render with real Blender: same layout, a new image that differs."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from orchestrator import RunRequest, Scene, execute, restyle
from orchestrator.app.runner import RunOutcome

pytest.importorskip("bpy")
from agents.render_director.worker_pool import BlenderWorkerPool

pytestmark = [pytest.mark.blender, pytest.mark.slow]


def pixels(run_dir: Path) -> np.ndarray:
    with Image.open(run_dir / "render.png") as image:
        return np.asarray(image.convert("RGB"), dtype=float)


def test_restyle_a_draft_render_changes_the_image_not_the_layout(tmp_path: Path) -> None:
    out, registry = tmp_path / "out", tmp_path / "registry.sqlite3"

    async def original_then_restyled() -> tuple[RunOutcome, RunOutcome]:
        # One warm worker for both runs: Blender starts once.
        async with BlenderWorkerPool(max_workers=1) as pool:
            first = await execute(RunRequest(prompt="A cozy bedroom", seed=7, quality="draft"),
                                  out, registry, pool=pool)
            second = await restyle(first.run_dir, style="rustic", relight=None, out_root=out,
                                   registry_path=registry, quality="draft", render=True,
                                   pool=pool)
            return first, second

    first, second = asyncio.run(original_then_restyled())
    assert second.report["status"] == "ok"
    assert second.report["derived_from"]["run_id"] == first.run_id
    assert (second.run_dir / "render.png").exists()
    before = Scene.model_validate_json((first.run_dir / "scene.json").read_text())
    after = Scene.model_validate_json((second.run_dir / "scene.json").read_text())
    assert [(o.id, o.location, o.rotation_z, o.size) for o in after.objects] == \
        [(o.id, o.location, o.rotation_z, o.size) for o in before.objects]
    assert after.materials != before.materials
    old, new = pixels(first.run_dir), pixels(second.run_dir)
    assert old.shape == new.shape
    assert np.abs(old - new).mean() > 2.0, "the restyled render looks the same as the original"
