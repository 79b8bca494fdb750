"""Which process owns a registry row, and whether that process is still alive.

`register_scene` records the registering process as a row's owner: the host name, the pid,
and a start token that tells this incarnation of the pid from a later process that reuses it.
On Linux the token is `<boot id>:<pid namespace>:<start time>`, the start time being field 22
of /proc/<pid>/stat (clock ticks since boot); elsewhere it is empty and only "is the pid
alive" (`os.kill(pid, 0)`) can be asked.

`owner_alive` answers True (alive), False (gone: the run it was doing will never finish) or
None (cannot tell here). It says None for a process on another host, in another pid
namespace (a container sharing the host name and the file), and on Windows, where
`os.kill(pid, 0)` would terminate the process instead of probing it. Callers must treat None
as alive: a row is only ever given up for a process known to be gone.
"""

from __future__ import annotations

import functools
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Owner", "current_owner", "owner_alive", "start_token"]

_PROC = Path("/proc")


@dataclass(frozen=True)
class Owner:
    host: str
    pid: int
    start: str  # "<boot id>:<pid namespace>:<start ticks>" on Linux; "" elsewhere


def current_owner() -> Owner:
    """This process, as `register_scene` records it."""
    return _owner_of(os.getpid())  # keyed on the pid: a forked child is a new owner


@functools.lru_cache(maxsize=4)
def _owner_of(pid: int) -> Owner:
    return Owner(socket.gethostname(), pid, start_token(pid) or "")


def start_token(pid: int) -> str | None:
    """`<boot id>:<pid namespace>:<start ticks>` of a live Linux process; None if there is no
    such process (or a zombie), or this is not Linux."""
    ticks = _start_ticks(pid)
    return None if ticks is None else f"{_boot_id()}:{_pid_namespace()}:{ticks}"


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, start ticks) from /proc/<pid>/stat; None if it cannot be read."""
    try:
        stat = (_PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    # Field 2 (the command name) may hold spaces and parentheses: split after the last ")".
    fields = stat.rpartition(")")[2].split()  # fields[0] is field 3, the state
    if len(fields) < 20 or not fields[19].isdigit():
        return None
    return fields[0], int(fields[19])  # field 22: start time


def _start_ticks(pid: int) -> int | None:
    stat = _stat(pid)
    return None if stat is None or stat[0] in ("Z", "X") else stat[1]  # a zombie has ended


@functools.lru_cache(maxsize=1)
def _boot_id() -> str:
    try:
        return (_PROC / "sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return ""


@functools.lru_cache(maxsize=1)
def _pid_namespace() -> str:
    try:
        return os.readlink(_PROC / "self/ns/pid").strip("pid:[]")
    except OSError:
        return ""


def owner_alive(host: str, pid: int, start: str | None) -> bool | None:
    """Is the process that registered a row (host, pid, start token) still running?"""
    if host != socket.gethostname() or sys.platform == "win32":
        return None  # its pids mean nothing here
    if start and sys.platform.startswith("linux") and _PROC.is_dir():
        boot, _, rest = start.partition(":")
        namespace, _, ticks = rest.partition(":")
        if namespace != _pid_namespace():
            return None  # another container with the same host name
        if boot != _boot_id():
            return False  # the machine restarted since: every process of that boot is gone
        stat = _stat(pid)
        if stat is not None and ticks.isdigit():
            # A zombie has finished running; different ticks: the pid was reused.
            return stat[0] not in ("Z", "X") and stat[1] == int(ticks)
        # No /proc entry: the process is gone, or hidden from us (hidepid): ask the kernel.
    return _signal_probe(pid)


def _signal_probe(pid: int) -> bool | None:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process (or one hidden from us), but alive
    except OSError:
        return None
    return True
