"""The guard in conftest.py: tests reach loopback only, never the internet."""

from __future__ import annotations

import socket

import pytest


def test_connecting_to_a_public_address_is_refused() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock, \
            pytest.raises(ConnectionRefusedError, match="may not connect"):
        sock.connect(("93.184.216.34", 443))


def test_loopback_is_allowed() -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        with socket.create_connection(server.getsockname(), timeout=2):
            pass
