"""The command line: `voxel-weaver generate|examples`, and the legacy main*.py entry points.

Exit codes: 0 success, 1 the run failed (report.json says why), 2 bad input. Every error is
one line on stderr; no traceback reaches the user.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import NoReturn

import click

from orchestrator.errors import InputError, UnknownExample, VoxelWeaverError
from orchestrator.limits import MAX_SEED, check_prompt, check_seed

QUALITIES = ("draft", "preview", "final")


def default_seed(prompt: str) -> int:
    """Same prompt, same scene: the default seed is derived from the prompt text."""
    return int(hashlib.sha256(prompt.encode()).hexdigest()[:8], 16)


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
              help="Check overlaps, bounds and support; repair or refuse a failing scene.")
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
def generate(prompt: str | None, mode: str, example_name: str | None, quality: str,
             validate: bool, seed: int | None, out_dir: Path, registry_path: Path | None,
             log_level: str, log_file: Path | None, as_json: bool) -> None:
    """Plan, build and render PROMPT (or --example NAME)."""
    # Everything the user typed is checked before any file is written.
    from agents.prompt_interpreter.presets import load_example
    from orchestrator.outputs import check_writable

    overrides: dict[str, str] = {}
    if example_name is not None:
        try:
            preset = load_example(example_name)
        except (KeyError, ValueError) as exc:
            raise UnknownExample(str(exc).strip("'\"")) from None
        prompt = prompt or preset.prompt
        seed = preset.seed if seed is None else seed
        overrides = preset.overrides()
    if prompt is None:
        raise InputError("give a PROMPT or --example NAME (see `voxel-weaver examples`)")
    prompt = check_prompt(prompt)
    seed = check_seed(default_seed(prompt) if seed is None else seed)
    out_dir = check_writable(out_dir)
    if log_file is not None:
        check_writable(log_file.parent if str(log_file.parent) else Path("."))

    from agents.asset_registry.store import default_registry_path
    from orchestrator import logs, runtime
    from orchestrator.pipeline import RunRequest
    from orchestrator.report import to_json
    from orchestrator.runner import execute
    from orchestrator.summary import render_summary

    logs.configure(log_level.upper(), log_file)
    request = RunRequest(prompt=prompt, seed=seed, mode=mode,  # type: ignore[arg-type]
                         quality=quality, validate=validate,  # type: ignore[arg-type]
                         example=example_name, overrides=overrides)
    outcome = runtime.run(execute(request, out_dir, registry_path or default_registry_path()))
    if as_json:
        click.echo(to_json(outcome.report))
    else:
        click.echo(render_summary(outcome.report, outcome.run_dir / "report.json"))


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


def main(argv: list[str] | None = None, prog_name: str = "voxel-weaver") -> NoReturn:
    """Run the CLI with one-line errors and meaningful exit codes."""
    try:
        cli.main(args=argv, prog_name=prog_name, standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        _fail("aborted", 130)
    except click.ClickException as exc:  # usage errors: bad option values, missing args
        _fail(exc.format_message(), 2)
    except InputError as exc:
        _fail(str(exc), 2)
    except VoxelWeaverError as exc:
        _fail(f"{type(exc).__name__}: {exc}", 1)
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except Exception as exc:  # a bug: still one line, the report/log file has the details
        _fail(f"unexpected {type(exc).__name__}: {exc}", 1)
    sys.exit(0)


def legacy_main(mode: str, prog_name: str) -> NoReturn:
    """`python main_async.py "A cozy bedroom" --quality draft`: generate without a subcommand."""
    args = sys.argv[1:]
    if args[:1] in (["examples"], ["generate"]):
        main(args, prog_name)
    main(["generate", "--mode", mode, *args], prog_name)


def _fail(message: str, code: int) -> NoReturn:
    click.echo(f"error: {' '.join(message.split())}", err=True)
    sys.exit(code)
