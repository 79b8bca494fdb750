"""Run a coroutine on the fastest event loop available (uvloop where installed), and the one
shutdown path of every command: SIGINT and SIGTERM cancel the running work.

`run_command(coro)` is what the CLI uses. The first SIGINT or SIGTERM cancels `coro`; the
code under it (hosts, batches, worker pools) reacts to the cancellation as it would to any
other: in-flight runs end `cancelled` with their report written, Blender workers are killed,
nothing new starts. When that is done, `Interrupted` is raised, and the CLI prints one line and
exits 128 + the signal (130 for SIGINT, 143 for SIGTERM). A second signal while stopping ends
the process at once; the workers die with it (see agents/render_director/lifelines.py).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from orchestrator.errors import Interrupted

T = TypeVar("T")
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def event_loop_name() -> str:
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return "asyncio"
    return "uvloop"


def run(coro: Coroutine[Any, Any, T], *, use_uvloop: bool = True) -> T:
    if use_uvloop and event_loop_name() == "uvloop":
        import uvloop

        return uvloop.run(coro)
    return asyncio.run(coro)


def run_command(coro: Coroutine[Any, Any, T],
                on_stop: Callable[[int], None] | None = None) -> T:
    """`run(coro)`, stopped cleanly by SIGINT or SIGTERM (raises `Interrupted` then).

    `on_stop(signum)` is called once, as soon as the first signal arrives (e.g. to quieten
    the terminal log while the runs are cancelled).
    """
    if threading.current_thread() is not threading.main_thread() or sys.platform == "win32":
        return run(coro)  # signal handlers can only be installed there
    return run(_stoppable(coro, on_stop))


async def _stoppable(coro: Coroutine[Any, Any, T],
                     on_stop: Callable[[int], None] | None) -> T:
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None
    received: list[tuple[int, str]] = []  # the signal, and the reason the cancel carries

    def stop(signum: int) -> None:
        if received:  # asked twice: stop now, without waiting for the cleanup
            os.write(2, f"error: {signal.Signals(signum).name} again; stopping now\n".encode())
            os._exit(128 + signum)
        received.append((signum, f"{signal.Signals(signum).name} received"))
        if on_stop is not None:
            on_stop(signum)
        task.cancel(msg=received[0][1])

    for signum in STOP_SIGNALS:
        loop.add_signal_handler(signum, stop, signum)
    try:
        return await coro
    except asyncio.CancelledError as exc:
        if not received:
            raise
        # The work may say what it stopped (e.g. "3 runs in flight cancelled").
        signum, reason = received[0]
        detail = " ".join(str(exc).split())
        raise Interrupted(signum, "" if detail == reason else detail) from None
    finally:
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)
