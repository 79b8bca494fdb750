"""Tie worker processes to their parent: they ignore the terminal's Ctrl-C and die with it.

A Blender worker is a separate process in the parent's process group, so two things go wrong
without this module:

- Ctrl-C in a terminal sends SIGINT to the whole group: each worker would print its own
  KeyboardInterrupt traceback while the parent is still deciding how to stop. The parent alone
  handles SIGINT (it cancels the runs and stops its workers), so a worker is spawned with
  SIGINT blocked (`sigint_blocked()` around the spawn: the signal mask survives fork and
  exec, so even the interpreter start-up before the initializer is covered) and ignores it.
- A parent killed with SIGKILL (or crashing) leaves its workers re-parented to init, where
  they finish the render, write files into a run folder nobody owns and then wait forever.
  On Linux a worker asks the kernel for SIGKILL when its parent dies (PR_SET_PDEATHSIG);
  everywhere, a daemon thread also polls the parent pid and ends the process once it changes.

PR_SET_PDEATHSIG fires when the *thread* that forked the child ends, not the process, so the
parent says whether it spawned from its main thread, and only then is it used.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator

PARENT_POLL_S = 0.25  # how often the fallback watch looks at the parent pid
_PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


@contextlib.contextmanager
def sigint_blocked() -> Iterator[None]:
    """Block SIGINT in this thread while child processes are spawned from it.

    A SIGINT that arrives meanwhile stays pending and is delivered when the block ends, so the
    parent loses nothing.
    """
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no signal masks, no process groups
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def spawned_on_main_thread() -> bool:
    """Whether a process spawned now may safely ask for a parent-death signal."""
    return threading.current_thread() is threading.main_thread()


def tie_to_parent(parent_pid: int, *, use_pdeathsig: bool) -> None:
    """In a worker: ignore SIGINT and end this process as soon as `parent_pid` is gone."""
    with contextlib.suppress(ValueError, OSError):  # not the main thread: nothing to ignore
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if use_pdeathsig and sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent_pid:  # the parent died before the request took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent_pid,), name="parent-watch",
                     daemon=True).start()


def _watch_parent(parent_pid: int) -> None:
    # The fallback for other systems and for workers spawned off the main thread. It needs the
    # GIL, which Blender releases while an operator (a render, an export) runs.
    while os.getppid() == parent_pid:
        time.sleep(PARENT_POLL_S)
    os._exit(1)  # no cleanup: the files this process would write belong to nobody now
