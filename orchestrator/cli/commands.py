"""The command line: `voxel-weaver generate|examples`, and the legacy main*.py entry points.

Exit codes: 0 success, 1 the run failed (report.json says why), 2 bad input, 3 the scene was
made but degraded (a fallback answered for an agent; report.json lists each one). Every error
is one line on stderr; no traceback reaches the user.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NoReturn

import click

from orchestrator.errors import EXIT_DEGRADED, InputError, Interrupted, VoxelWeaverError
from orchestrator.llm.config import DEFAULT_FAST_MODEL, DEFAULT_MODEL, LLMSettings
from orchestrator.schema.limits import MAX_REVIEW_ROUNDS, MAX_SEED

QUALITIES = ("draft", "preview", "final")


@click.group()
@click.version_option("0.1.0", prog_name="voxel-weaver")
def cli() -> None:
    """Voxel Weaver: a text prompt in, a rendered Blender scene out."""


@cli.command()
@click.argument("prompt", required=False)
@click.option("--mode", type=click.Choice(["async", "sequential"]), default="async",
              show_default=True, help="async overlaps stages; sequential is for debugging.")
@click.option("--example", "example_name", metavar="NAME", help="Use a preset from examples/.")
@click.option("--quality", type=click.Choice(QUALITIES), default="draft", show_default=True)
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
@click.option("--registry", "registry_path", type=click.Path(path_type=Path), default=None,
              help="SQLite asset registry [default: $VOXEL_WEAVER_REGISTRY or "
                   "~/.voxel_weaver/registry.sqlite3].")
@click.option("--log-level", type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"],
              case_sensitive=False), default="INFO", show_default=True)
@click.option("--log-file", type=click.Path(path_type=Path), default=None)
@click.option("--json", "as_json", is_flag=True, help="Print the run report as JSON.")
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
             validate: bool, render: bool, seed: int | None, out_dir: Path,
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
                            llm=llm, review=review, exports=exports)
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
    from orchestrator.runtime import loop as runtime

    logs.configure(log_level.upper(), log_file)
    click.echo(planner_line(llm), err=True)
    pool = None
    if backend == "ray":
        from agents.render_director.backends import open_backends

        (pool,) = open_backends("ray", 1, ray_address=ray_address, warm_render=render,
                                ship_files=ray_ship_files)
        pool.start()
    try:
        outcome = runtime.run_command(execute(request, out_dir,
                                              registry_path or default_registry_path(),
                                              pool=pool, journal=journal_path),
                                      on_stop=logs.quiet_terminal)
    finally:
        if pool is not None:
            pool.shutdown()
    if as_json:
        click.echo(to_json(outcome.report))
    else:
        click.echo(render_summary(outcome.report, outcome.run_dir / "report.json"))
    if outcome.report["status"] == "degraded":
        sys.exit(EXIT_DEGRADED)


@cli.command()
@click.option("--json", "as_json", is_flag=True)
def examples(as_json: bool) -> None:
    """List the example scene presets."""
    import json

    from agents.prompt_interpreter.presets import list_examples

    presets = list_examples()
    if as_json:
        click.echo(json.dumps([p.model_dump() for p in presets], indent=2))
        return
    width = max(len(p.name) for p in presets)
    for preset in presets:
        click.echo(f"{preset.name.ljust(width)}  {preset.description}")


@cli.command("contact-sheet")
@click.option("--quality", type=click.Choice(QUALITIES), default="draft", show_default=True)
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out/presets"),
              show_default=True, help="Where the preset runs are written.")
@click.option("--sheet", "sheet_path", type=click.Path(path_type=Path),
              default=Path("out/contact_sheet.png"), show_default=True)
@click.option("--columns", type=click.IntRange(1, 8), default=4, show_default=True)
@click.option("--update-examples", is_flag=True,
              help="Also copy each render to examples/<name>/render.png.")
@click.option("--registry", "registry_path", type=click.Path(path_type=Path), default=None)
def contact_sheet(quality: str, out_dir: Path, sheet_path: Path, columns: int,
                  update_examples: bool, registry_path: Path | None) -> None:
    """Render every example preset and lay the renders out in one PNG."""
    from agents.asset_registry.store import default_registry_path
    from agents.prompt_interpreter.presets import EXAMPLES_DIR, list_examples
    from orchestrator.app import contact_sheet as sheet
    from orchestrator.cli import logs
    from orchestrator.cli.paths import check_out_dir, check_output_file, check_registry
    from orchestrator.runtime import loop as runtime

    check_out_dir(out_dir)
    check_output_file(sheet_path, "--sheet")
    check_registry(registry_path)
    logs.configure("WARNING")
    names = [p.name for p in list_examples()]
    renders = runtime.run_command(sheet.render_presets(
        names, quality=quality, out_dir=out_dir,  # type: ignore[arg-type]
        registry=registry_path or default_registry_path()))
    image = sheet.compose([(r.name, r.image_path) for r in renders], columns=columns)
    image.save(sheet_path)
    if update_examples:
        sheet.copy_to_examples(renders, EXAMPLES_DIR)
    for r in renders:
        metrics = r.outcome.report["validation"]["metrics"]
        click.echo(f"{r.name:<18} {r.outcome.report['wall_time_s']:6.2f}s  "
                   f"colliding={metrics.get('colliding')} out_of_bounds="
                   f"{metrics.get('out_of_bounds')} floating={metrics.get('floating')} "
                   f"framed={metrics.get('framed_fraction')}")
    click.echo(f"contact sheet: {sheet_path} ({len(renders)} presets)")


def _add_commands() -> None:
    """Commands that live in their own modules (imported here, so `--help` lists them)."""
    from orchestrator.cli.assets import assets_group
    from orchestrator.cli.batch import batch_command, serve_command
    from orchestrator.cli.journal import replay_command, trace_command
    from orchestrator.cli.restyle import restyle_command

    for command in (restyle_command, replay_command, trace_command, assets_group,
                    batch_command, serve_command):
        cli.add_command(command)


_add_commands()


def planner_line(llm: LLMSettings) -> str:
    """The one start-up line that says who plans this run."""
    if llm.provider == "offline":
        return (f"planner: offline rules ({llm.reason}; set ANTHROPIC_API_KEY to plan "
                "with Claude)")
    where = f" via {llm.base_url}" if llm.base_url else ""
    return f"planner: {llm.model}, fast model {llm.fast_model}{where} ({llm.reason})"


def main(argv: list[str] | None = None, prog_name: str = "voxel-weaver") -> NoReturn:
    """Run the CLI with one-line errors and meaningful exit codes."""
    try:
        from orchestrator.cli.arguments import check_arguments

        check_arguments(sys.argv[1:] if argv is None else argv)  # bytes that are not UTF-8
        # Without standalone mode click *returns* the code of `ctx.exit(n)` / `Exit(n)`
        # instead of raising it: keep it, or `assets verify` and `replay` would exit 0.
        code = cli.main(args=argv, prog_name=prog_name, standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        _fail("aborted", 130)
    except click.ClickException as exc:  # usage errors: bad option values, missing args
        _fail(exc.format_message(), 2)
    except Interrupted as exc:
        _fail(str(exc), exc.exit_code)
    except InputError as exc:
        _fail(str(exc), 2)
    except VoxelWeaverError as exc:
        _fail(f"{type(exc).__name__}: {exc}", 1)
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except Exception as exc:  # a bug: still one line, the report/log file has the details
        _fail(f"unexpected {type(exc).__name__}: {exc}", 1)
    sys.exit(code if isinstance(code, int) else 0)


def legacy_main(mode: str, prog_name: str) -> NoReturn:
    """`python main_async.py "A cozy bedroom" --quality draft`: generate without a subcommand."""
    args = sys.argv[1:]
    if args[:1] and args[0] in cli.commands:  # a subcommand: assets, restyle, examples, ...
        main(args, prog_name)
    main(["generate", "--mode", mode, *args], prog_name)


def _fail(message: str, code: int) -> NoReturn:
    click.echo(f"error: {' '.join(message.split())}", err=True)
    sys.exit(code)
