"""The add-on's one piece of runtime state: the current job, and the last error to show.

Held here (not on bpy data) because it is not part of any .blend: a job is a thread and a
queue, and it ends with the Blender session.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from orchestrator import RunRequest

    from .job import Job

_current: Job | None = None
_pump: Callable[[], float | None] | None = None  # the job's bpy.app.timers callback
_error: str | None = None


def current() -> Job | None:
    return _current


def error() -> str | None:
    return _error


def pump() -> Callable[[], float | None] | None:
    return _pump


def set_pump(callback: Callable[[], float | None]) -> None:
    global _pump
    _pump = callback


def busy() -> bool:
    return _current is not None and not _current.finished


def set_error(message: str) -> None:
    global _error
    _error = message
    redraw()


def start(request: RunRequest, registry_path: Path) -> Job:
    from .job import Job

    global _current, _error
    _error = None
    _current = Job(request, registry_path).start()
    return _current


def cancel() -> None:
    if _current is not None:
        _current.cancel()


def shutdown(timeout: float = 5.0) -> None:
    """On unregister: stop a running job and wait for its thread."""
    import bpy

    global _current, _pump
    if _current is not None:
        _current.cancel()
        _current.join(timeout)
    if _pump is not None and bpy.app.timers.is_registered(_pump):
        bpy.app.timers.unregister(_pump)
    _current, _pump = None, None


def redraw() -> None:
    import bpy

    for window in getattr(bpy.context.window_manager, "windows", ()):
        for area in window.screen.areas:
            if area.type == "VIEW_3D":
                area.tag_redraw()
