"""`voxel-weaver assets list|show|search|open|gc|verify`: browse and tidy the asset registry.

Every command takes `--registry PATH` (default: $VOXEL_WEAVER_REGISTRY or
~/.voxel_weaver/registry.sqlite3) and all but `open` take `--json`. `orchestrator.cli.main`
prints errors as one line: InputError (an unknown run, a folder given as the registry) exits
2; RegistryCorrupt (a file that is not a database) and NoOpener (`open` with no desktop) exit 1,
as does `verify` when it finds a problem.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from orchestrator.cli.options import json_option, registry_option
from orchestrator.errors import InputError, NoOpener

F = TypeVar("F", bound=Callable[..., Any])
KINDS = ("render", "blend", "glb", "scene")
# An opener that fails (no desktop) does so at once; one that works may stay in the
# foreground for as long as its viewer is open, so it is not waited for longer than this.
OPENER_WAIT_S = 3.0


def _open_store(registry_path: Path | None) -> Any:
    # Imported here so `voxel-weaver --help` stays fast.
    from agents.asset_registry.store import AssetStore
    from orchestrator.cli.paths import check_registry

    path = check_registry(registry_path, create=False)  # only: not a folder, valid UTF-8
    # Reading must not create an empty registry somewhere; AssetStore says what is wrong
    # with a folder or a file that is not a database.
    if not path.is_file() and not path.is_dir():
        raise InputError(f"no asset registry at {str(path)!r} (render a scene first, or pass "
                         "--registry)")
    return AssetStore(path)


def _dump(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


def _table(rows: list[dict[str, Any]]) -> None:
    if not rows:
        click.echo("no scenes")
        return
    width = max(len(r["run_id"]) for r in rows)
    for r in rows:
        prompt = r["prompt"] if len(r["prompt"]) <= 50 else r["prompt"][:49] + "…"
        kind = f"{r['room_type']}/{r['style']}"
        click.echo(f"{r['run_id']:<{width}}  {r['created_at'][:19].replace('T', ' ')}  "
                   f"{r['status']:<9} {kind:<22} {r['artifact_count']} files  {prompt}")


def _rows_out(rows: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        _dump(rows)
    else:
        _table(rows)


@click.group("assets")
def assets_group() -> None:
    """Browse the asset registry: scenes, their artifacts, and the blob store."""


@assets_group.command("list")
@click.option("--limit", type=click.IntRange(1, 10_000), default=20, show_default=True)
@json_option()
@registry_option()
def list_cmd(limit: int, as_json: bool, registry_path: Path | None) -> None:
    """The most recent scenes, newest first."""
    with _open_store(registry_path) as store:
        _rows_out(store.list_scenes(limit), as_json)


@assets_group.command("show")
@click.argument("run_id")
@json_option()
@registry_option()
def show_cmd(run_id: str, as_json: bool, registry_path: Path | None) -> None:
    """Everything recorded about one run."""
    with _open_store(registry_path) as store:
        scene = store.get_scene(run_id)
    if scene is None:
        raise InputError(f"no scene registered for run {run_id!r}")
    if as_json:
        _dump(scene)
        return
    click.echo(f"{scene['run_id']}  [{scene['status']}]  {scene['created_at']}")
    click.echo(f"  prompt:    {scene['prompt']}")
    if scene["description"]:
        click.echo(f"  about:     {scene['description']['description']}")
    click.echo(f"  scene:     {scene['room_type']}, {scene['style']}, {scene['mood']}; "
               f"seed {scene['seed']}; hash {scene['scene_hash'][:12]}")
    planner = scene["planner"] + (f" ({scene['model']})" if scene["model"] else "")
    example = f"; example {scene['example']}" if scene.get("example") else ""
    click.echo(f"  planner:   {planner}{example}")
    if scene.get("versions"):
        click.echo("  versions:  " + ", ".join(f"{k} {v}" for k, v in scene["versions"].items()))
    categories: dict[str, int] = {}
    for obj in scene["objects"]:
        categories[obj["category"]] = categories.get(obj["category"], 0) + 1
    click.echo(f"  objects:   {len(scene['objects'])} ("
               + ", ".join(f"{n} {c}" if n > 1 else c for c, n in categories.items()) + ")")
    click.echo(f"  materials: {len(scene['materials'])}")
    stages = (scene.get("timings") or {}).get("stages") or {}
    spans = [f"{name} {t['end'] - t['start']:.2f}s" for name, t in
             sorted(stages.items(), key=lambda item: item[1].get("start") or 0.0)
             if t.get("start") is not None and t.get("end") is not None]
    if spans:
        click.echo("  timings:   " + ", ".join(spans))
    for a in scene["artifacts"]:
        where = a["blob_path"] or f"{a['path']} (not in the blob store)"
        click.echo(f"  {a['kind']:<9} {a['size_bytes']:>10,} B  {a['sha256'][:12]}  {where}")


@assets_group.command("search")
@click.argument("text", required=False, default="")
@click.option("--room-type", default=None, help="e.g. bedroom, living_room, office.")
@click.option("--style", default=None, help="e.g. cozy, modern, rustic.")
@click.option("--category", default=None, help="An object category the scene uses, e.g. bed.")
@click.option("--limit", type=click.IntRange(1, 10_000), default=50, show_default=True)
@json_option()
@registry_option()
def search_cmd(text: str, room_type: str | None, style: str | None, category: str | None,
               limit: int, as_json: bool, registry_path: Path | None) -> None:
    """Scenes whose prompt or description contains TEXT, filtered by the options."""
    with _open_store(registry_path) as store:
        _rows_out(store.search(text or None, room_type=room_type, style=style,
                               category=category, limit=limit), as_json)


@assets_group.command("open")
@click.argument("run_id")
@click.option("--kind", type=click.Choice(KINDS), default="render", show_default=True)
@click.option("--print", "print_only", is_flag=True, help="Print the stored file's path only.")
@registry_option()
def open_cmd(run_id: str, kind: str, print_only: bool, registry_path: Path | None) -> None:
    """Open a run's stored artifact with the system's default application."""
    with _open_store(registry_path) as store:
        scene = store.get_scene(run_id)
        if scene is None:
            raise InputError(f"no scene registered for run {run_id!r}")
        rows = [a for a in scene["artifacts"] if a["kind"] == kind]
        if not rows:
            have = ", ".join(sorted({a["kind"] for a in scene["artifacts"]})) or "none"
            raise InputError(f"run {run_id!r} has no {kind} artifact (it has: {have})")
        path = store.artifact_path(run_id, kind)
    if not path.is_file():
        raise InputError(f"the {kind} of {run_id!r} is gone: {path} does not exist")
    if print_only:
        click.echo(str(path))
        return
    _launch(_named_view(path, Path(rows[-1]["path"])))


def _launch(path: Path) -> None:
    """Open `path` with the desktop's default application, or raise NoOpener saying where the
    file is: `click.launch` does nothing, silently, on a machine without a desktop."""
    if sys.platform in ("darwin", "win32", "cygwin"):
        if click.launch(str(path)) != 0:
            raise NoOpener(f"could not open the file with the system's opener; the file is at "
                           f"{path}")
        return
    opener = shutil.which("xdg-open")
    if opener is None:
        raise NoOpener(f"no program to open files here (xdg-open not found); the file is at "
                       f"{path}")
    with tempfile.TemporaryFile() as err:  # a file, not a pipe: the viewer may outlive us
        proc = subprocess.Popen([opener, str(path)], stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err)
        try:
            code = proc.wait(OPENER_WAIT_S)
        except subprocess.TimeoutExpired:
            return  # still running: it found something to show the file with
        if code != 0:
            err.seek(0)
            said = " ".join(err.read(300).decode(errors="replace").split())
            raise NoOpener(f"no program to open files here (xdg-open exited {code}"
                           f"{': ' + said if said else ''}); the file is at {path}")


def _named_view(blob: Path, original: Path) -> Path:
    """A link to the blob under the original file name: openers go by the extension."""
    if blob == original:
        return blob
    view = Path(tempfile.gettempdir()) / "voxel-weaver-open" / f"{blob.name[:12]}-{original.name}"
    view.parent.mkdir(parents=True, exist_ok=True)
    if not view.exists():
        try:
            os.link(blob, view)  # same inode: no copy, and read-only like the blob
        except OSError:
            shutil.copyfile(blob, view)  # another file system
    return view


@assets_group.command("gc")
@click.option("--dry-run", is_flag=True, help="Count what would be deleted; delete nothing.")
@click.option("--grace", "grace_s", type=click.FloatRange(0), default=3600.0, show_default=True,
              help="Keep orphans younger than this many seconds (a writer may still need them), "
                   "and runs recorded with no owner touched more recently.")
@json_option()
@registry_option()
def gc_cmd(dry_run: bool, grace_s: float, as_json: bool, registry_path: Path | None) -> None:
    """Delete blobs no scene refers to, and temp files left by interrupted writers; mark
    unfinished runs whose process is gone failed."""
    with _open_store(registry_path) as store:
        report = store.gc(dry_run=dry_run, grace_s=grace_s)
    if as_json:
        _dump(report.to_dict())
        return
    verb = "would delete" if dry_run else "deleted"
    click.echo(f"{verb} {report.blobs_deleted} unreferenced blobs ({report.blob_bytes:,} B) and "
               f"{report.temp_deleted} temp files ({report.temp_bytes:,} B); kept "
               f"{report.blobs_kept} blobs in use and {report.young_kept} younger than "
               f"{grace_s:g} s; {'would mark' if dry_run else 'marked'} {report.runs_swept} "
               f"unfinished runs whose process is gone failed")


@assets_group.command("verify")
@json_option()
@registry_option()
def verify_cmd(as_json: bool, registry_path: Path | None) -> None:
    """Check the database, every stored blob's size and sha256, and that no unfinished run's
    process is gone (exit 1 on a problem)."""
    with _open_store(registry_path) as store:
        problems = store.verify()
    if as_json:
        _dump({"ok": not problems, "problems": problems})
    else:
        for problem in problems:
            click.echo(problem)
        click.echo(f"{len(problems)} problem{'s' * (len(problems) != 1)}" if problems else "ok")
    if problems:
        raise click.exceptions.Exit(1)
