"""`voxel-weaver mcp`: serve the pipeline to assistants over the Model Context Protocol, on
stdio (what desktop assistants start). Its tools read and write under --out only."""

from __future__ import annotations

from pathlib import Path

import click

from orchestrator.cli.options import registry_option


@click.command("mcp")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out"),
              show_default=True, help="The output root: every run the tools make or read is "
                                      "a folder directly under it.")
@registry_option()
def mcp_command(out_dir: Path, registry_path: Path | None) -> None:
    """Serve generate, edit, restyle, view and list tools over MCP on stdin/stdout."""
    from orchestrator.cli.paths import check_out_dir, check_registry

    out_dir = check_out_dir(out_dir)
    check_registry(registry_path)

    from agents.asset_registry.store import default_registry_path
    from orchestrator.cli import logs
    from orchestrator.cli.mcp_server import build_server

    logs.configure("WARNING")  # stdout is the protocol's: logs go to stderr only
    build_server(out_dir, registry_path or default_registry_path()).run("stdio")
