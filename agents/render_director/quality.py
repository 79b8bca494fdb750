"""Render presets per quality level (pure Python: no bpy).

`RenderSettings` (in the scene) carries what a person chooses: resolution, samples, denoise.
`CyclesTuning` carries how the Blender worker gets there fast: light-path bounces, clamping,
adaptive sampling and denoiser effort. The draft preset is tuned so a furnished ~12-object
room renders in about 4-6 s on a 2-core CPU (see tests/blender for the measured budget).
"""

from __future__ import annotations

from dataclasses import dataclass

from orchestrator.schema.scene import Quality, RenderSettings

QUALITY_PRESETS: dict[str, RenderSettings] = {
    "draft": RenderSettings(quality="draft", resolution_x=480, resolution_y=360, samples=16),
    # 4x draft's pixels at 2x its samples: within 60 s end to end on 2 cores (benchmarks/)
    "preview": RenderSettings(quality="preview", resolution_x=960, resolution_y=720, samples=32),
    "final": RenderSettings(quality="final", resolution_x=1920, resolution_y=1080, samples=256),
}


@dataclass(frozen=True)
class CyclesTuning:
    """Cycles integrator settings; fewer bounces and clamping trade exactness for speed."""

    max_bounces: int
    diffuse_bounces: int
    glossy_bounces: int
    transmission_bounces: int
    transparent_bounces: int
    clamp_direct: float  # 0 = off
    clamp_indirect: float  # kills fireflies from small bright paths
    adaptive_threshold: float  # noise level at which a pixel stops sampling
    adaptive_min_samples: int
    denoising_quality: str  # OIDN effort: FAST | BALANCED | HIGH
    denoising_prefilter: str  # albedo/normal prefilter: NONE | FAST | ACCURATE
    fast_gi_bounces: int | None = None  # after this many bounces indirect light becomes AO
    ao_distance: float = 3.0  # metres; AO rays that travel further see the world colour
    filter_width: float = 1.5


CYCLES_TUNING: dict[str, CyclesTuning] = {
    # Fast GI (indirect light -> AO after one bounce) cuts draft render time ~2.5x on interiors
    "draft": CyclesTuning(4, 2, 2, 4, 4, 0.0, 4.0, 0.08, 8, "BALANCED", "FAST", 1),
    "preview": CyclesTuning(5, 2, 2, 6, 6, 0.0, 6.0, 0.05, 12, "HIGH", "FAST", 1),
    "final": CyclesTuning(8, 4, 4, 8, 8, 0.0, 10.0, 0.01, 32, "HIGH", "ACCURATE"),
}


def _check(quality: str) -> Quality:
    if quality not in QUALITY_PRESETS:
        raise ValueError(f"unknown quality {quality!r}; expected one of {sorted(QUALITY_PRESETS)}")
    return quality  # type: ignore[return-value]


def render_settings(quality: str) -> RenderSettings:
    """The RenderSettings preset for `quality` (draft | preview | final)."""
    return QUALITY_PRESETS[_check(quality)]


def cycles_tuning(quality: str) -> CyclesTuning:
    """Integrator/denoiser tuning the Blender worker applies for `quality`."""
    return CYCLES_TUNING[_check(quality)]
