"""Running a request derived from a finished run (`restyle`, `edit`): the same host as
`generate`, the summary with where it came from, exit 3 when a fallback answered."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from orchestrator.errors import EXIT_DEGRADED


def run_derived(request: Any, run_dir: Path, out_dir: Path | None, registry_path: Path | None,
                log_level: str, as_json: bool, extra: str | None = None) -> None:
    """Run `request` into OUT (default: beside RUN_DIR); print its report or summary."""
    from orchestrator.cli.paths import check_out_dir, check_registry

    out_dir = check_out_dir(out_dir if out_dir is not None else run_dir.parent)
    check_registry(registry_path)

    from agents.asset_registry.store import default_registry_path
    from orchestrator.app.report import to_json
    from orchestrator.app.runner import execute
    from orchestrator.app.summary import render_summary
    from orchestrator.cli import logs
    from orchestrator.cli.workers import blender_workers
    from orchestrator.runtime import loop as runtime

    logs.configure(log_level.upper())
    with blender_workers(request) as (pool, members):  # a home: its zones checked at once
        outcome = runtime.run_command(
            execute(request, out_dir, registry_path or default_registry_path(), pool=pool,
                    render_backends=members), on_stop=logs.quiet_terminal)
    if as_json:
        click.echo(to_json(outcome.report))
    else:
        derived = outcome.report["derived_from"]
        click.echo(render_summary(outcome.report, outcome.run_dir / "report.json"))
        room = f" (its {derived['room_label']})" if derived.get("room_label") else ""
        click.echo(f"  from    {derived['run_dir']}{room}")
        if extra and derived.get(extra):
            click.echo(f"  {extra:<7} {'; '.join(derived[extra])}")
    if outcome.report["status"] == "degraded":
        sys.exit(EXIT_DEGRADED)
