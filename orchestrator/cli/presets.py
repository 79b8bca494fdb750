"""`voxel-weaver examples` and `voxel-weaver contact-sheet`: the example scene presets."""

from __future__ import annotations

from pathlib import Path

import click

from orchestrator.cli.options import (
    density_option,
    json_option,
    quality_option,
    registry_option,
)


@click.command("examples")
@json_option()
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


@click.command("contact-sheet")
@quality_option()
@density_option()
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out/presets"),
              show_default=True, help="Where the preset runs are written.")
@click.option("--sheet", "sheet_path", type=click.Path(path_type=Path),
              default=Path("out/contact_sheet.png"), show_default=True)
@click.option("--columns", type=click.IntRange(1, 8), default=4, show_default=True)
@click.option("--update-examples", is_flag=True,
              help="Also copy each render to examples/<name>/render.png.")
@registry_option()
def contact_sheet(quality: str, density: str | None, out_dir: Path, sheet_path: Path,
                  columns: int, update_examples: bool, registry_path: Path | None) -> None:
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
        registry=registry_path or default_registry_path(), density=density),
        on_stop=logs.quiet_terminal)
    image = sheet.compose([(r.name, r.image_path) for r in renders], columns=columns)
    image.save(sheet_path)
    if update_examples:
        sheet.copy_to_examples(renders, EXAMPLES_DIR)
    for r in renders:
        metrics = r.outcome.report["validation"]["metrics"]
        click.echo(f"{r.name:<18} {r.outcome.report['wall_time_s']:6.2f}s  "
                   f"colliding={metrics.get('colliding')} out_of_bounds="
                   f"{metrics.get('out_of_bounds')} floating={metrics.get('floating')} "
                   f"framed={metrics.get('framed_fraction')} unstable={metrics.get('unstable')}"
                   f" objects={r.outcome.report['scene']['objects']}")
    click.echo(f"contact sheet: {sheet_path} ({len(renders)} presets)")
