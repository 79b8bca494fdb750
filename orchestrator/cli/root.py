"""The `voxel-weaver` command group, its entry points, and the one place errors become exit
codes: 0 success, 1 a run failed or a check found a problem, 2 bad input, 3 degraded,
130/143 stopped by SIGINT/SIGTERM. Every error is one line on stderr; no traceback reaches
the user.
"""

from __future__ import annotations

import sys
from typing import NoReturn

import click

from orchestrator.errors import InputError, Interrupted, VoxelWeaverError
from orchestrator.schema.version import VERSION


@click.group()
@click.version_option(VERSION, prog_name="voxel-weaver")
def cli() -> None:
    """Voxel Weaver: a text prompt in, a rendered Blender scene out."""


def _add_commands() -> None:
    """Each command lives in its own module; the group lists them all for `--help`."""
    from orchestrator.cli.assets import assets_group
    from orchestrator.cli.batch import batch_command, serve_command
    from orchestrator.cli.edit import edit_command
    from orchestrator.cli.generate import generate
    from orchestrator.cli.journal import replay_command, trace_command
    from orchestrator.cli.mcp import mcp_command
    from orchestrator.cli.presets import contact_sheet, examples
    from orchestrator.cli.restyle import restyle_command

    for command in (generate, examples, contact_sheet, restyle_command, edit_command,
                    replay_command, trace_command, assets_group, batch_command, serve_command,
                    mcp_command):
        cli.add_command(command)


_add_commands()


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
