"""Fixtures for every test: no network beyond this machine, no real key, a private LLM cache."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from orchestrator.testing import FakeAnthropicServer

_real_connect = socket.socket.connect


def _local_only(sock: socket.socket, address: Any) -> Any:
    """socket.connect that refuses any host but loopback: no test may touch the internet."""
    if sock.family in (socket.AF_INET, socket.AF_INET6):
        host = address[0]
        if host != "localhost" and not ipaddress.ip_address(host).is_loopback:
            raise ConnectionRefusedError(f"tests may not connect to {host}")
    return _real_connect(sock, address)


@pytest.fixture(autouse=True)
def offline_by_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(socket.socket, "connect", _local_only)
    for name in ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL",
                 "DISABLE_BACKGROUND_LLM", "LLM_MAX_CONCURRENT_REQUESTS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("VOXEL_WEAVER_LLM_CACHE", str(tmp_path / "llm_cache"))


@pytest.fixture
def fake_anthropic() -> Iterator[FakeAnthropicServer]:
    with FakeAnthropicServer() as server:
        yield server
