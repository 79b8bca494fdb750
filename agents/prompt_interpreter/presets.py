"""Example scene presets: `examples/<name>/preset.json`, each beside a short README.md.

A preset is a prompt and a seed, plus optional overrides of what the planner would read from
the prompt (room_type, style, mood, time_of_day, density). The CLI runs one with `--example NAME`;
`voxel-weaver examples` lists them. Presets are data: they are validated, never executed.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from orchestrator.schema.home import Programme
from orchestrator.schema.scene import Density, Mood, RoomType, ScenePlan, Style, TimeOfDay

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "examples"
PRESET_FILE = "preset.json"


class UnknownExampleError(KeyError, ValueError):
    """No preset of that name; the message lists the ones there are."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class InvalidExampleError(ValueError):
    """A preset file exists but is not valid JSON or does not fit the preset schema."""


class ExamplePreset(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[a-z0-9_]+$")
    description: str
    prompt: str = Field(min_length=1, max_length=2000)
    seed: int = Field(ge=0, lt=2**63)
    room_type: RoomType | None = None
    style: Style | None = None
    mood: Mood | None = None
    time_of_day: TimeOfDay | None = None
    density: Density | None = None  # small things on the surfaces: sparse, normal, dense

    def overrides(self) -> dict[str, str]:
        """The planner overrides this preset sets."""
        fields = ("room_type", "style", "mood", "time_of_day", "density")
        return {k: v for k in fields if (v := getattr(self, k)) is not None}

    @property
    def is_home(self) -> bool:
        """Whether the preset asks for a whole home (its prompt names one, no room type set)."""
        from agents.prompt_interpreter.home_programme import detect_home

        return self.room_type is None and detect_home(self.prompt) is not None

    def programme(self) -> Programme:
        """A home preset's programme from the offline rules."""
        from agents.prompt_interpreter.home_programme import plan_programme

        return plan_programme(self.prompt, self.seed, style=self.style,
                              time_of_day=self.time_of_day, density=self.density)

    def plan(self) -> ScenePlan:
        """The preset's plan from the offline planner (a room preset's)."""
        from agents.prompt_interpreter.offline_planner import plan_offline

        return plan_offline(self.prompt, self.seed, **self.overrides())  # type: ignore[arg-type]


def _read(path: Path) -> ExamplePreset:
    try:
        preset = ExamplePreset.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, json.JSONDecodeError, ValidationError) as exc:
        raise InvalidExampleError(f"{path}: not a valid preset: {exc}") from exc
    if preset.name != path.parent.name:
        raise InvalidExampleError(f"{path}: name {preset.name!r} differs from its folder")
    return preset


def example_names(root: Path | None = None) -> list[str]:
    """Names of the presets under `root` (default: the repository's examples/), sorted."""
    base = root or EXAMPLES_DIR
    if not base.is_dir():
        return []
    return sorted(p.parent.name for p in base.glob(f"*/{PRESET_FILE}"))


def list_examples(root: Path | None = None) -> list[ExamplePreset]:
    """Every preset, sorted by name."""
    base = root or EXAMPLES_DIR
    return [_read(base / name / PRESET_FILE) for name in example_names(base)]


def room_examples(root: Path | None = None) -> list[ExamplePreset]:
    """The presets that are one room (not a home): what the room benchmarks and tests use."""
    return [p for p in list_examples(root) if not p.is_home]


def load_example(name: str, root: Path | None = None) -> ExamplePreset:
    """The preset called `name`; UnknownExampleError (a KeyError and a ValueError) if none."""
    base = root or EXAMPLES_DIR
    names = example_names(base)
    if name not in names:
        available = ", ".join(names) or "none"
        raise UnknownExampleError(f"unknown example {name!r}; available: {available}")
    return _read(base / name / PRESET_FILE)
