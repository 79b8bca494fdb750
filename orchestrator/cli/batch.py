"""`voxel-weaver batch PROMPTS.txt|-` and `voxel-weaver serve`: many prompts, one warm host.

    voxel-weaver batch prompts.txt --concurrency 4 --workers 2     # a progress bar, a table
    tail -f queue.txt | voxel-weaver batch -                          # keeps taking prompts
    voxel-weaver serve --workers 2                                    # the same, from stdin

One prompt per line; blank lines and lines starting with # are skipped (and counted). A file
and stdin are read the same way (orchestrator/app/lines.py): as bytes, each line decoded as strict
UTF-8; a line that is not valid UTF-8 or is longer than MAX_LINE_BYTES is refused with its
reason, never dropped. Prompts and errors are shown with control codes and bidi marks escaped.
Exit code 0 when every prompt became a scene, 3 when they all did but some degraded (a fallback
answered), 1 when any run failed or a line was refused, 2 for bad options.
"""

from __future__ import annotations

import json
import stat
import sys
from pathlib import Path
from typing import IO, Any

import click

from orchestrator.app.batch import MAX_CONCURRENCY, MAX_WORKERS, BatchSummary, RunRow
from orchestrator.app.lines import (
    PromptLines,
    count_prompts,
    file_lines,
    private_stdin,
    stream_lines,
)
from orchestrator.cli.options import (
    json_option,
    log_file_option,
    log_level_option,
    quality_option,
    registry_option,
)
from orchestrator.errors import EXIT_DEGRADED, InputError
from orchestrator.schema.limits import for_display

BAR_WIDTH = 28


class Progress:
    """A bar redrawn in place on a terminal; one line per finished run anywhere else."""

    def __init__(self, total: int | None, stream: IO[str]) -> None:
        self.total = total
        self.stream = stream
        self.tty = stream.isatty()

    def stop(self, signum: int) -> None:
        """A stop signal: the terminal log goes quiet and the bar's line is ended, so the
        one line that says what was cancelled starts on a line of its own."""
        from orchestrator.cli import logs

        logs.quiet_terminal(signum)
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()

    def __call__(self, summary: BatchSummary, row: RunRow) -> None:
        done, counts = summary.done, summary.counts
        of = f"/{self.total}" if self.total else ""
        rate = 60 * summary.scenes / summary.wall_s if summary.wall_s > 0 else 0.0
        tail = (f"{counts['ok']} ok, {counts['degraded']} degraded, {counts['failed']} failed, "
                f"{counts['refused']} refused, "
                f"{summary.running} running, {rate:.1f} scenes/min")
        if self.tty:
            filled = int(BAR_WIDTH * done / self.total) if self.total else done % BAR_WIDTH
            bar = "#" * filled + "." * (BAR_WIDTH - filled)
            self.stream.write(f"\r[{bar}] {done}{of}  {tail}\x1b[K")
            if self.total and done >= self.total:
                self.stream.write("\n")
        else:
            where = for_display(row.run_dir or row.error or "")
            self.stream.write(f"[{done}{of}] line {row.number} {row.status} "
                              f"{row.seconds:.1f}s '{for_display(row.prompt)[:50]}' {where}\n")
        self.stream.flush()


def summary_table(summary: BatchSummary) -> str:
    from orchestrator.app.summary import table

    rows = [[str(r.number), r.status, for_display(r.prompt)[:40], f"{r.seconds:.2f}",
             str(r.objects or ""), str(r.degraded or ""),
             for_display(r.run_dir or (r.error or "")[:70])] for r in summary.rows]
    figures = summary.figures()
    health = {name: a["health"] for name, a in summary.agents.items() if "health" in a}
    lines = [table(["line", "status", "prompt", "seconds", "objects", "degraded",
                    "run folder / error"], rows, left=3), ""]
    # lines read = prompts + skipped; prompts = ok + degraded + failed + refused
    lines.append(f"{figures['lines']} lines read, {figures['skipped']} skipped (blank or #); "
                 f"{figures['prompts']} prompts: {figures['ok']} ok, {figures['degraded']} "
                 f"degraded, {figures['failed']} failed, {figures['refused']} refused in "
                 f"{figures['wall_s']:.1f} s "
                 f"({figures['scenes_per_min']:.1f} scenes/min; run median "
                 f"{figures['run_s_median'] or 0:.2f} s, max {figures['run_s_max'] or 0:.2f} s;"
                 f" render worker restarts {figures['render_retries']})")
    if health:
        lines.append("agent health: " + ", ".join(f"{n} {h}" for n, h in health.items()))
    return "\n".join(lines)


@click.command("batch")
@click.argument("prompts", metavar="PROMPTS.txt|-")
@click.option("--concurrency", type=click.IntRange(1, MAX_CONCURRENCY), default=2,
              show_default=True, help="Pipelines in flight at once.")
@click.option("--workers", type=click.IntRange(1, MAX_WORKERS), default=2, show_default=True,
              help="Blender render workers (each a warm process, or a Ray actor).")
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local",
              show_default=True, help="Where Blender jobs run.")
@click.option("--ray-address", default=None, metavar="ADDR",
              help="Ray cluster to join (auto, ray://host:10001); default: start a local one.")
@click.option("--ray-ship-files", is_flag=True,
              help="Ray actors send their files back to this machine (nodes share no disk).")
@quality_option()
@click.option("--render/--no-render", default=True, show_default=True)
@click.option("--validate/--no-validate", default=True, show_default=True)
@click.option("--export", "exports", default="glb,blend", show_default=True, metavar="LIST")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out"),
              show_default=True)
@registry_option()
@click.option("--llm", "llm_choice", type=click.Choice(["auto", "anthropic", "offline"]),
              default="auto", show_default=True)
@log_level_option("WARNING")
@log_file_option()
@json_option("Print the summary as JSON.")
def batch_command(prompts: str, concurrency: int, workers: int, backend: str,
                  ray_address: str | None, ray_ship_files: bool, quality: str, render: bool,
                  validate: bool,
                  exports: str, out_dir: Path, registry_path: Path | None, llm_choice: str,
                  log_level: str, log_file: Path | None, as_json: bool) -> None:
    """Run every prompt of PROMPTS.txt (or stdin: -) through one warm host."""
    from orchestrator.app.requests import build_request, parse_exports
    from orchestrator.cli.paths import check_out_dir, check_output_file, check_registry
    from orchestrator.llm.config import resolve_settings

    llm = resolve_settings(llm_choice)
    parse_exports(exports)  # a bad --export is refused before any run starts
    lines, total = _prompt_lines(prompts)
    out_dir = check_out_dir(out_dir)
    if log_file is not None:
        check_output_file(log_file, "--log-file")
    check_registry(registry_path)

    def make_request(prompt: str) -> Any:
        return build_request(prompt, quality=quality, render=render,  # type: ignore[arg-type]
                             validate=validate, llm=llm, exports=exports)

    summary = _run(lines, total, out_dir, registry_path, make_request, concurrency, workers,
                   backend, ray_address, log_level, log_file, llm, warm_render=render,
                   ship_files=ray_ship_files)
    if as_json:
        click.echo(json.dumps({**summary.figures(), "rows": [r.__dict__ for r in summary.rows],
                               "agents": summary.agents}, indent=2))
    else:
        click.echo(summary_table(summary))
    if summary.counts["failed"] or summary.counts["refused"]:
        sys.exit(1)
    if summary.counts["degraded"]:
        sys.exit(EXIT_DEGRADED)


@click.command("serve")
@click.option("--concurrency", type=click.IntRange(1, MAX_CONCURRENCY), default=2,
              show_default=True)
@click.option("--workers", type=click.IntRange(1, MAX_WORKERS), default=2, show_default=True)
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local",
              show_default=True)
@click.option("--ray-address", default=None, metavar="ADDR")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out"),
              show_default=True)
@registry_option()
@click.pass_context
def serve_command(ctx: click.Context, concurrency: int, workers: int, backend: str,
                  ray_address: str | None, out_dir: Path, registry_path: Path | None) -> None:
    """Keep taking prompts from stdin, one per line, until it closes (batch -)."""
    ctx.invoke(batch_command, prompts="-", concurrency=concurrency, workers=workers,
               backend=backend, ray_address=ray_address, ray_ship_files=False, out_dir=out_dir,
               registry_path=registry_path)


def _prompt_lines(prompts: str) -> tuple[PromptLines, int | None]:
    """The batch's lines (stdin for "-", else a file) and, for a regular file, how many are
    prompts (for the progress bar). A file that cannot be read is refused here, up front."""
    if prompts == "-":
        stdin = private_stdin()  # None when there is no stdin
        return PromptLines(stream_lines(stdin) if stdin is not None else []), None
    path = Path(prompts)
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a pipe (<(...)), a device: read once
            return PromptLines(stream_lines(path.open("rb"))), None
        return PromptLines(file_lines(path)), count_prompts(path)
    except OSError as exc:
        raise InputError(f"cannot read the prompt file {str(path)!r}: "
                         f"{exc.strerror or type(exc).__name__}") from None


def _run(lines: PromptLines, total: int | None, out_dir: Path,
         registry_path: Path | None, make_request: Any, concurrency: int, workers: int,
         backend: str, ray_address: str | None, log_level: str, log_file: Path | None,
         llm: Any, *, warm_render: bool, ship_files: bool) -> BatchSummary:
    from agents.asset_registry.store import default_registry_path
    from agents.render_director.backends import open_backends, shutdown_all, start_all
    from orchestrator.app.batch import BatchOptions, read_lines, run_batch
    from orchestrator.cli import logs
    from orchestrator.runtime import loop as runtime

    logs.configure(log_level.upper(), log_file)
    options = BatchOptions(make_request=make_request, concurrency=concurrency)
    # a warm-up render only pays off when the batch renders
    backends = open_backends(backend, workers, ray_address=ray_address,  # type: ignore[arg-type]
                             warm_render=warm_render, ship_files=ship_files)
    start_all(backends)  # Blender starts while the first prompts are planned
    try:
        progress = Progress(total, sys.stderr)
        return runtime.run_command(
            run_batch(read_lines(lines), out_dir, registry_path or default_registry_path(),
                      options, backends, on_row=progress, llm=llm),
            on_stop=progress.stop)
    finally:
        shutdown_all(backends)
