"""`voxel-weaver generate PROMPT` (and `python main_async.py PROMPT`): one scene.

Exit codes: 0 success, 1 the run failed (report.json says why), 2 bad input, 3 the scene was
made but degraded (report.json lists each degradation), 130/143 stopped by SIGINT/SIGTERM.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from orchestrator.cli.options import (
    density_option,
    json_option,
    log_file_option,
    log_level_option,
    quality_option,
    registry_option,
)
from orchestrator.errors import EXIT_DEGRADED
from orchestrator.llm.config import DEFAULT_FAST_MODEL, DEFAULT_MODEL, LLMSettings
from orchestrator.schema.limits import MAX_REVIEW_ROUNDS, MAX_SEED


@click.command("generate")
@click.argument("prompt", required=False)
@click.option("--mode", type=click.Choice(["async", "sequential"]), default="async",
              show_default=True, help="async overlaps stages; sequential is for debugging.")
@click.option("--example", "example_name", metavar="NAME", help="Use a preset from examples/.")
@quality_option()
@density_option()
@click.option("--validate/--no-validate", default=True, show_default=True,
              help="Check overlaps, bounds and support (data and mesh level); repair the "
                   "layout, and refuse to render a scene that still fails.")
@click.option("--render/--no-render", default=True, show_default=True,
              help="--no-render: plan, solve, build and check in Blender, write scene.json, "
                   "scene.blend and report.json, but no image.")
@click.option("--seed", type=click.IntRange(0, MAX_SEED), default=None,
              help="Same seed, same scene (default: derived from the prompt).")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out"),
              show_default=True, help="Each run writes to OUT/<slug>-<id>/.")
@registry_option()
@log_level_option("INFO")
@log_file_option()
@json_option("Print the run report as JSON.")
@click.option("--llm", "llm_choice", type=click.Choice(["auto", "anthropic", "offline"]),
              default="auto", show_default=True,
              help="Who plans: auto = Claude when ANTHROPIC_API_KEY is set, else offline rules.")
@click.option("--model", default=None, metavar="ID",
              help=f"Strong model for planning and review [default: $VOXEL_WEAVER_MODEL or "
                   f"{DEFAULT_MODEL}].")
@click.option("--fast-model", default=None, metavar="ID",
              help=f"Fast model for texture, lighting and registry notes [default: "
                   f"$VOXEL_WEAVER_FAST_MODEL or {DEFAULT_FAST_MODEL}].")
@click.option("--llm-base-url", default=None, metavar="URL",
              help="Any Anthropic-compatible endpoint [default: $ANTHROPIC_BASE_URL].")
@click.option("--llm-cache/--no-llm-cache", default=True, show_default=True,
              help="Reuse cached model answers ($VOXEL_WEAVER_LLM_CACHE, or "
                   "~/.voxel_weaver/llm_cache).")
@click.option("--export", "exports", default="glb,blend", show_default=True, metavar="LIST",
              help="Comma list of exports written beside the render: glb, blend, usd.")
@click.option("--journal", "journal_path", type=click.Path(path_type=Path), default=None,
              help="Also append every bus message to this JSONL file (each run always "
                   "writes RUN_DIR/journal.jsonl).")
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local",
              show_default=True, help="Where the Blender job runs: a local worker process, "
                                      "or a Ray actor (pip install \"voxel-weaver[ray]\").")
@click.option("--ray-address", default=None, metavar="ADDR",
              help="Ray cluster to join (auto, ray://host:10001); default: start a local one.")
@click.option("--ray-ship-files", is_flag=True,
              help="The Ray actor sends its files back to this machine (nodes share no disk).")
@click.option("--review", type=click.IntRange(0, MAX_REVIEW_ROUNDS), default=0,
              show_default=True,
              help="Rounds of visual review: Claude looks at the render, edits the plan and "
                   "it is rendered again (needs a model).")
def generate(prompt: str | None, mode: str, example_name: str | None, quality: str,
             density: str | None, validate: bool, render: bool, seed: int | None, out_dir: Path,
             registry_path: Path | None, log_level: str, log_file: Path | None,
             as_json: bool, llm_choice: str, model: str | None, fast_model: str | None,
             llm_base_url: str | None, llm_cache: bool, exports: str,
             journal_path: Path | None, backend: str, ray_address: str | None,
             ray_ship_files: bool, review: int) -> None:
    """Plan, build and render PROMPT (or --example NAME)."""
    # Everything the user typed is checked before any file is written.
    from orchestrator.app.requests import build_request
    from orchestrator.cli.paths import check_out_dir, check_output_file, check_registry
    from orchestrator.llm.config import resolve_settings

    llm = resolve_settings(llm_choice, model=model, fast_model=fast_model,
                           base_url=llm_base_url, use_cache=llm_cache)
    request = build_request(prompt, example=example_name, seed=seed, mode=mode,  # type: ignore[arg-type]
                            quality=quality, validate=validate, render=render,  # type: ignore[arg-type]
                            llm=llm, review=review, exports=exports,
                            overrides={"density": density} if density else None)
    out_dir = check_out_dir(out_dir)
    for path, option in ((log_file, "--log-file"), (journal_path, "--journal")):
        if path is not None:  # a folder here would fail only once the run folder exists
            check_output_file(path, option)
    check_registry(registry_path)

    from agents.asset_registry.store import default_registry_path
    from orchestrator.app.report import to_json
    from orchestrator.app.runner import execute
    from orchestrator.app.summary import render_summary
    from orchestrator.cli import logs
    from orchestrator.cli.workers import blender_workers
    from orchestrator.runtime import loop as runtime

    logs.configure(log_level.upper(), log_file)
    click.echo(planner_line(llm), err=True)
    with blender_workers(request, backend, ray_address, ray_ship_files) as (pool, members):
        outcome = runtime.run_command(execute(
            request, out_dir, registry_path or default_registry_path(), pool=pool,
            journal=journal_path, render_backends=members), on_stop=logs.quiet_terminal)
    if as_json:
        click.echo(to_json(outcome.report))
    else:
        click.echo(render_summary(outcome.report, outcome.run_dir / "report.json"))
    if outcome.report["status"] == "degraded":
        sys.exit(EXIT_DEGRADED)


def planner_line(llm: LLMSettings) -> str:
    """The one start-up line that says who plans this run."""
    if llm.provider == "offline":
        return (f"planner: offline rules ({llm.reason}; set ANTHROPIC_API_KEY to plan "
                "with Claude)")
    where = f" via {llm.base_url}" if llm.base_url else ""
    return f"planner: {llm.model}, fast model {llm.fast_model}{where} ({llm.reason})"
