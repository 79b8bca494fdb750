"""The MCP server over streamable HTTP: bound to 127.0.0.1 only, every request carrying the
bearer token (compared in constant time), anything else answered 401 before the protocol
sees it."""

from __future__ import annotations

import hmac
from typing import Any

HOST = "127.0.0.1"  # never another interface: the server acts with the user's files
TOKEN_ENV = "VOXEL_WEAVER_MCP_TOKEN"
MIN_TOKEN_CHARS = 24


class BearerGate:
    """A pure ASGI wrapper: HTTP requests without `Authorization: Bearer <token>` get 401."""

    def __init__(self, app: Any, token: str) -> None:
        self.app, self.token = app, token.encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            given = dict(scope.get("headers") or ()).get(b"authorization", b"")
            if not hmac.compare_digest(given, b"Bearer " + self.token):
                await send({"type": "http.response.start", "status": 401,
                            "headers": [(b"content-type", b"text/plain"),
                                        (b"www-authenticate", b"Bearer")]})
                await send({"type": "http.response.body", "body": b"a bearer token is "
                                                                  b"required\n"})
                return
        await self.app(scope, receive, send)


def serve_http(server: Any, token: str, port: int) -> None:
    """Serve `server` (an MCPServer) on 127.0.0.1:`port`, gated by `token`."""
    import uvicorn

    app = BearerGate(server.streamable_http_app(), token)
    uvicorn.run(app, host=HOST, port=port, log_level="warning")
