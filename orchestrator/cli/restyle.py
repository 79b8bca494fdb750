"""`voxel-weaver restyle RUN_DIR [STYLE] [--relight TIME]`: new materials and/or lighting for a
finished run, with its layout kept, run through the same host as `generate` (exit 3 when a
fallback answered). `orchestrator.cli.root` registers `restyle_command`; its `main()` turns an
InputError into one line on stderr and exit code 2.
"""

from __future__ import annotations

from pathlib import Path

import click

from orchestrator.cli.options import json_option, log_level_option, quality_option, registry_option


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
    from orchestrator.cli.derived import run_derived
    from orchestrator.llm.config import resolve_settings

    request = restyle_request(run_dir, style=style, relight=relight,
                              quality=quality, render=render,  # type: ignore[arg-type]
                              llm=resolve_settings("auto"))
    run_derived(request, run_dir, out_dir, registry_path, log_level, as_json, None)
