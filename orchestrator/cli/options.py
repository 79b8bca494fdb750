"""Options shared by several commands, declared once: quality, registry, logging, JSON output.

Each is a decorator factory, so a command states which it takes and, where it differs, its
own default (`batch` logs at WARNING, `generate` at INFO).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from orchestrator.schema.scene import DENSITIES, QUALITIES

F = TypeVar("F", bound=Callable[..., Any])
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


def quality_option(default: str | None = "draft",
                   help: str = "Render quality: resolution and samples.") -> Callable[[F], F]:
    return click.option("--quality", type=click.Choice(QUALITIES), default=default,
                        show_default=default is not None, help=help)


def density_option() -> Callable[[F], F]:
    return click.option("--density", type=click.Choice(DENSITIES), default=None,
                        help="How many small things dress the room's surfaces (books on "
                        "shelves, place settings, desk things) [default: the prompt's words "
                        "('cluttered', 'minimalist'), else normal].")


def registry_option() -> Callable[[F], F]:
    return click.option("--registry", "registry_path", type=click.Path(path_type=Path),
                        default=None, help="SQLite asset registry [default: "
                        "$VOXEL_WEAVER_REGISTRY or ~/.voxel_weaver/registry.sqlite3].")


def log_level_option(default: str = "INFO") -> Callable[[F], F]:
    return click.option("--log-level", type=click.Choice(LOG_LEVELS, case_sensitive=False),
                        default=default, show_default=True)


def log_file_option() -> Callable[[F], F]:
    return click.option("--log-file", type=click.Path(path_type=Path), default=None,
                        help="Also write the log, uncoloured, to this file.")


def json_option(help: str = "Print JSON instead of a table.") -> Callable[[F], F]:
    return click.option("--json", "as_json", is_flag=True, help=help)
