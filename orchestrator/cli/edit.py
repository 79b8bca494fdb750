"""`voxel-weaver edit RUN_DIR "INSTRUCTION"`: change a finished run's scene as the words say
("put a plant next to the sofa", "remove the tv", "make the rug round and blue"), keeping
everything else; run through the same host as `generate` (exit 3 when a fallback answered).
An instruction that cannot be read or done is one line on stderr and exit code 2, before
anything is written.
"""

from __future__ import annotations

from pathlib import Path

import click

from orchestrator.cli.options import json_option, log_level_option, quality_option, registry_option


@click.command("edit")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.argument("instruction")
@quality_option(None, "Render quality [default: the original run's].")
@click.option("--render/--no-render", default=True, show_default=True,
              help="--no-render: build and check in Blender, no image.")
@click.option("--room", default=None, metavar="ROOM",
              help="A whole home: the room to change (its id or label, e.g. bedroom_2) "
                   "[default: the room the instruction names, or the one where it fits].")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
              help="Write the new run to OUT/<slug>-<id>/ [default: beside RUN_DIR].")
@registry_option()
@log_level_option("INFO")
@json_option("Print the run report as JSON.")
def edit_command(run_dir: Path, instruction: str, quality: str | None, render: bool,
                 room: str | None, out_dir: Path | None, registry_path: Path | None, log_level: str,
                 as_json: bool) -> None:
    """Change RUN_DIR's scene as INSTRUCTION says; everything it does not name stays as it is.

    Kinds of change: add ("add a lamp on the desk"), remove ("remove the tv"), move ("move the
    desk under the window"), replace ("swap the bed for a bunk bed"), recolour or re-material
    ("make the rug blue", "make the table marble"), reshape and resize ("make the rug round",
    "make the sofa bigger"), restyle ("make it rustic") and relight ("make it night").
    A whole home is changed one room at a time ("put a plant in the kitchen").
    """
    from orchestrator.app.edit import edit_request
    from orchestrator.cli.derived import run_derived
    from orchestrator.llm.config import resolve_settings

    request = edit_request(run_dir, instruction, quality=quality,  # type: ignore[arg-type]
                           render=render, llm=resolve_settings("auto"), room=room)
    run_derived(request, run_dir, out_dir, registry_path, log_level, as_json, "done")
