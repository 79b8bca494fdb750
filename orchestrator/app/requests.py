"""User input (a prompt or a preset, plus options) -> a checked RunRequest.

Every check on what the user typed lives here, so the CLI, the contact sheet and the
benchmarks refuse the same things with the same one-line messages.
"""

from __future__ import annotations

import hashlib
from typing import get_args

from orchestrator.app.pipeline import Mode, RunRequest
from orchestrator.errors import InputError, UnknownExample
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.schema.limits import check_prompt, check_review, check_seed
from orchestrator.schema.scene import Density, Mood, Quality, RoomType, Style, TimeOfDay


def default_seed(prompt: str) -> int:
    """Same prompt, same scene: the default seed is derived from the prompt text."""
    return int(hashlib.sha256(prompt.encode()).hexdigest()[:8], 16)


def check_overrides(overrides: dict[str, str]) -> dict[str, str]:
    """Only known fields with allowed values (a one-line InputError otherwise)."""
    allowed = {"room_type": RoomType, "style": Style, "mood": Mood, "time_of_day": TimeOfDay,
               "density": Density}
    for name, value in overrides.items():
        if name not in allowed:
            raise InputError(f"cannot override {name!r}; only {', '.join(allowed)}")
        choices = get_args(allowed[name])
        if value not in choices:
            raise InputError(f"{name} must be one of {', '.join(choices)}, not {value!r}")
    return overrides


EXPORTS = ("glb", "blend", "usd")
DEFAULT_EXPORTS = ("glb", "blend")


def parse_exports(exports: str | None) -> tuple[str, ...]:
    """"glb,usd" -> ("glb", "usd"): known kinds only, each once, in the order given."""
    if exports is None:
        return DEFAULT_EXPORTS
    kinds = [k.strip().lower() for k in exports.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in EXPORTS]
    if unknown:
        raise InputError(f"cannot export {', '.join(map(repr, unknown))}; "
                         f"--export takes a comma list of {', '.join(EXPORTS)}")
    if not kinds:
        raise InputError(f"--export needs at least one of {', '.join(EXPORTS)}")
    return tuple(dict.fromkeys(kinds))


def build_request(
    prompt: str | None,
    *,
    example: str | None = None,
    seed: int | None = None,
    mode: Mode = "async",
    quality: Quality = "draft",
    validate: bool = True,
    render: bool = True,
    llm: LLMSettings = OFFLINE,
    review: int = 0,
    overrides: dict[str, str] | None = None,
    exports: str | None = None,
) -> RunRequest:
    """`overrides` (room_type, style, mood, time_of_day, density) win over the prompt and the
    preset; `exports` is --export's comma list (glb, blend, usd; default glb and blend)."""
    from agents.prompt_interpreter.presets import load_example

    kinds = parse_exports(exports)
    chosen = dict(overrides or {})
    overrides = {}
    if example is not None:
        try:
            preset = load_example(example)
        except (KeyError, ValueError) as exc:
            raise UnknownExample(str(exc).strip("'\"")) from None
        prompt = prompt or preset.prompt
        seed = preset.seed if seed is None else seed
        overrides = preset.overrides()
    overrides = {**overrides, **check_overrides(chosen)}
    if prompt is None:
        raise InputError("give a PROMPT or --example NAME (see `voxel-weaver examples`)")
    prompt = check_prompt(prompt)
    seed = check_seed(default_seed(prompt) if seed is None else seed)
    if review and llm.provider == "offline":
        raise InputError("--review needs a model: set ANTHROPIC_API_KEY (or use --llm anthropic)")
    if review and not render:
        raise InputError("--review looks at renders, so it cannot be used with --no-render")
    return RunRequest(prompt=prompt, seed=seed, mode=mode, quality=quality, validate=validate,
                      render=render, example=example, overrides=overrides, llm=llm,
                      review=check_review(review), exports=kinds)
