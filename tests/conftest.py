"""Fixtures for every test: no network beyond this machine, no real key, a private LLM cache."""

from __future__ import annotations

import ipaddress
import os
import socket
import sys
import threading
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
                 "DISABLE_BACKGROUND_LLM", "LLM_MAX_CONCURRENT_REQUESTS", "VOXEL_WEAVER_MODEL",
                 "VOXEL_WEAVER_FAST_MODEL", "VOXEL_WEAVER_EFFORT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("VOXEL_WEAVER_LLM_CACHE", str(tmp_path / "llm_cache"))


@pytest.fixture
def fake_anthropic() -> Iterator[FakeAnthropicServer]:
    with FakeAnthropicServer() as server:
        yield server


# --- exit ---------------------------------------------------------------------------------
# Some tests import bpy in this process (to open a .blend a worker saved) and some start a
# local Ray cluster. Either can leave native threads that the interpreter then waits on at
# exit after every result is reported: CI once passed all tests and then hung until it was
# killed. So the session ends with os._exit once pytest has printed its summary, keeping the
# exit status, and first names any thread still alive so a leak stays visible.

_exit_status: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _exit_status.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if not _exit_status or hasattr(config, "workerinput"):  # not a whole session
        return
    lingering = [t.name for t in threading.enumerate()
                 if t is not threading.main_thread() and not t.daemon]
    if lingering:
        print(f"threads still alive at exit: {', '.join(sorted(lingering))}", file=sys.stderr)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_exit_status[-1])
