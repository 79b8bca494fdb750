"""`voxel-weaver replay RUN_DIR` and `voxel-weaver trace RUN_DIR`: the journal's commands.

`orchestrator.cli.root` registers them on the command group, so errors follow
`orchestrator.cli.main()`: a bad RUN_DIR is an InputError (one line, exit code 2);
a replay that builds a different scene prints one line and exits 1.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from orchestrator.app.journal import journal_path, read_journal
from orchestrator.cli.options import json_option, registry_option


@click.command("replay")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.option("--render/--no-render", default=False, show_default=True,
              help="Render an image too; by default the scene is only built and checked "
                   "in Blender, which is enough to compare its hash.")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
              help="Where the replayed run is written [default: the folder RUN_DIR is in].")
@registry_option()
@json_option("Print the outcome as JSON.")
@click.pass_context
def replay_command(ctx: click.Context, run_dir: Path, render: bool, out_dir: Path | None,
                   registry_path: Path | None, as_json: bool) -> None:
    """Run RUN_DIR again from its journal and check that the scene hash is the same.

    A run planned by a model is answered from the journal: no model request is made.
    """
    from agents.asset_registry.store import default_registry_path
    from orchestrator.app.replay import replay
    from orchestrator.cli import logs
    from orchestrator.cli.paths import check_out_dir, check_registry
    from orchestrator.runtime import loop as runtime

    read_journal(journal_path(run_dir))  # a bad RUN_DIR fails here, before anything is written
    out_dir = check_out_dir(out_dir if out_dir is not None else run_dir.resolve().parent)
    check_registry(registry_path)
    logs.configure("ERROR")  # the outcome is one line; divergences are named in it
    outcome = runtime.run_command(replay(run_dir, out_root=out_dir,
                                 registry_path=registry_path or default_registry_path(),
                                 render=render))
    if as_json:
        click.echo(json.dumps({
            "run_id": outcome.run_id, "original_hash": outcome.original_hash,
            "replayed_hash": outcome.replayed_hash, "matches": outcome.matches,
            "new_run_dir": str(outcome.new_run_dir), "diverged": list(outcome.diverged)},
            indent=2))
    elif outcome.matches:
        click.echo(f"scene hash {outcome.replayed_hash}: same as the recorded run "
                   f"(replayed into {outcome.new_run_dir})")
    if not outcome.matches:
        if not as_json:
            diverged = f"; no recorded answer fitted {', '.join(outcome.diverged)}" \
                if outcome.diverged else ""
            click.echo(f"scene hash differs: recorded {outcome.original_hash}, replayed "
                       f"{outcome.replayed_hash} (in {outcome.new_run_dir}){diverged}", err=True)
        ctx.exit(1)


@click.command("trace")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.option("--png", "png_path", type=click.Path(path_type=Path), default=None,
              help="Where the Gantt chart goes [default: RUN_DIR/timeline.png].")
@json_option("Print the request spans as JSON.")
def trace_command(run_dir: Path, png_path: Path | None, as_json: bool) -> None:
    """Print RUN_DIR's message timeline and draw it as a Gantt chart of the agents."""
    from orchestrator.app.trace import draw_gantt, print_timeline, timeline
    from orchestrator.cli.paths import check_output_file

    header, entries = read_journal(journal_path(run_dir))
    png_path = png_path if png_path is not None else run_dir / "timeline.png"
    check_output_file(png_path, "--png")
    spans = timeline(entries)
    wall_time = _wall_time(run_dir)
    draw_gantt(spans, png_path, run_id=header["run_id"], wall_time=wall_time,
               subtitle=f"\"{_short(header['prompt'])}\" · seed {header['seed']} · "
                        f"{header['mode']} · {header['llm']['provider']} · "
                        f"{len(entries)} messages")
    if as_json:
        click.echo(json.dumps({"run_id": header["run_id"], "wall_time_s": wall_time,
                               "spans": [s.to_dict() for s in spans], "png": str(png_path)},
                              indent=2))
        return
    print_timeline(entries, click.echo)
    click.echo(f"timeline: {png_path}")


def _wall_time(run_dir: Path) -> float | None:
    """The report's wall time, when the run got as far as writing one."""
    try:
        return float(json.loads((run_dir / "report.json").read_text())["wall_time_s"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"
