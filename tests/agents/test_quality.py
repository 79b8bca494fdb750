"""Render presets per quality level (pure Python)."""

from __future__ import annotations

import pytest

from agents.render_director.quality import (
    CYCLES_TUNING,
    QUALITY_PRESETS,
    cycles_tuning,
    render_settings,
)
from orchestrator.schema.scene import RenderSettings


def test_presets_cover_every_quality_and_grow() -> None:
    assert set(QUALITY_PRESETS) == set(CYCLES_TUNING) == {"draft", "preview", "final"}
    draft, preview, final = (render_settings(q) for q in ("draft", "preview", "final"))
    assert all(isinstance(s, RenderSettings) and s.denoise and s.device == "CPU"
               for s in (draft, preview, final))
    assert (draft.resolution_x, draft.resolution_y) == (480, 360)
    assert (final.resolution_x, final.resolution_y) == (1920, 1080)
    assert draft.samples < preview.samples < final.samples
    assert draft.resolution_x < preview.resolution_x < final.resolution_x
    assert render_settings("draft").quality == "draft"


def test_draft_is_tuned_for_speed() -> None:
    draft, final = cycles_tuning("draft"), cycles_tuning("final")
    assert 16 <= render_settings("draft").samples <= 24
    assert draft.max_bounces <= 6 and draft.clamp_indirect > 0
    assert draft.fast_gi_bounces is not None and final.fast_gi_bounces is None
    assert draft.max_bounces <= final.max_bounces
    for tune in CYCLES_TUNING.values():
        assert tune.denoising_quality in {"FAST", "BALANCED", "HIGH"}
        assert tune.denoising_prefilter in {"NONE", "FAST", "ACCURATE"}


def test_unknown_quality_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown quality"):
        render_settings("ultra")
    with pytest.raises(ValueError):
        cycles_tuning("")
