"""`voxel-weaver restyle RUN_DIR [STYLE] [--relight TIME]`: new materials and/or lighting for a
finished run, with its layout kept, run through the same host as `generate` (exit 3 when a
fallback answered). `orchestrator.cli.root` registers `restyle_command`; its `main()` turns an
InputError into one line on stderr and exit code 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from orchestrator.cli.options import json_option, log_level_option, quality_option, registry_option
from orchestrator.errors import EXIT_DEGRADED


@click.command("restyle")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.argument("style", required=False)
@click.option("--relight", "relight", metavar="TIME", default=None,
              help="New time of day: morning, noon, golden_hour, dusk or night. Alone, only "
                   "the lighting changes; the materials stay as they were.")
@quality_option(None, "Render quality [default: the original run's].")
@click.option("--render/--no-render", default=True, show_default=True,
              help="--no-render: build and check in Blender, no image.")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
              help="Write the new run to OUT/<slug>-<id>/ [default: beside RUN_DIR].")
@registry_option()
@log_level_option("INFO")
@json_option("Print the run report as JSON.")
def restyle_command(run_dir: Path, style: str | None, relight: str | None, quality: str | None,
                    render: bool, out_dir: Path | None, registry_path: Path | None,
                    log_level: str, as_json: bool) -> None:
    """Keep RUN_DIR's layout; re-dress it in STYLE and/or relight it (--relight TIME).

    STYLE is one of cozy, modern, rustic, scandinavian, industrial, minimalist, luxury,
    playful. The result is a new run whose report.json names the run it came from.
    """
    # Everything the user typed is checked before any file is written: the request, built
    # here once, has read RUN_DIR and checked the change.
    from orchestrator.app.restyle import restyle_request
    from orchestrator.cli.paths import check_out_dir, check_registry
    from orchestrator.llm.config import resolve_settings

    request = restyle_request(run_dir, style=style, relight=relight,
                              quality=quality, render=render,  # type: ignore[arg-type]
                              llm=resolve_settings("auto"))
    out_dir = check_out_dir(out_dir if out_dir is not None else run_dir.parent)
    check_registry(registry_path)

    from agents.asset_registry.store import default_registry_path
    from orchestrator.app.report import to_json
    from orchestrator.app.runner import execute
    from orchestrator.app.summary import render_summary
    from orchestrator.cli import logs
    from orchestrator.runtime import loop as runtime

    logs.configure(log_level.upper())
    outcome = runtime.run_command(
        execute(request, out_dir, registry_path or default_registry_path()),
        on_stop=logs.quiet_terminal)
    if as_json:
        click.echo(to_json(outcome.report))
    else:
        derived = outcome.report["derived_from"]
        click.echo(render_summary(outcome.report, outcome.run_dir / "report.json"))
        click.echo(f"  from    {derived['run_dir']}")
    if outcome.report["status"] == "degraded":
        sys.exit(EXIT_DEGRADED)
