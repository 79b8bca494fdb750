"""`voxel-weaver mcp`: serve the pipeline to assistants over the Model Context Protocol, on
stdio (what desktop assistants start) or, with --http, streamable HTTP on 127.0.0.1 behind a
bearer token. Its tools read and write under --out only."""

from __future__ import annotations

from pathlib import Path

import click

from orchestrator.cli.options import registry_option


@click.command("mcp")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=Path("out"),
              show_default=True, help="The output root: every run the tools make or read is "
                                      "a folder directly under it.")
@click.option("--http", "port", type=click.IntRange(1024, 65535), default=None,
              metavar="PORT", help="Serve streamable HTTP on 127.0.0.1:PORT instead of stdio; "
                                   "clients send the token of $VOXEL_WEAVER_MCP_TOKEN as a "
                                   "bearer token.")
@registry_option()
def mcp_command(out_dir: Path, port: int | None, registry_path: Path | None) -> None:
    """Serve generate, edit, restyle, view and list tools over MCP (stdio, or --http PORT)."""
    import os

    from orchestrator.cli.mcp_http import MIN_TOKEN_CHARS, TOKEN_ENV
    from orchestrator.cli.paths import check_out_dir, check_registry
    from orchestrator.errors import InputError

    token = os.environ.get(TOKEN_ENV, "")
    if port is not None and len(token) < MIN_TOKEN_CHARS:
        raise InputError(f"--http needs a token of at least {MIN_TOKEN_CHARS} characters in "
                         f"${TOKEN_ENV} (e.g. from: python -c \"import secrets; "
                         f"print(secrets.token_urlsafe(32))\")")

    out_dir = check_out_dir(out_dir)
    check_registry(registry_path)

    from agents.asset_registry.store import default_registry_path
    from orchestrator.cli import logs
    from orchestrator.cli.mcp_server import build_server
    from orchestrator.llm.config import resolve_settings

    llm = resolve_settings("auto")  # Claude plans and reads edits when a key is set
    logs.configure("WARNING")  # stdout is the protocol's: logs go to stderr only
    server = build_server(out_dir, registry_path or default_registry_path(), llm)
    if port is None:
        server.run("stdio")
    else:
        from orchestrator.cli.mcp_http import serve_http

        serve_http(server, token, port)
