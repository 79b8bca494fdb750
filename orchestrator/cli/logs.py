"""Logging with a coloured prefix per agent, e.g. `[TEXTURE]`, plus an optional plain log file."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from colorama import Fore, Style, just_fix_windows_console

# logger name suffix -> (prefix, colour)
PREFIXES: dict[str, tuple[str, str]] = {
    "prompt_interpreter": ("PROMPT", Fore.MAGENTA),
    "geometry": ("GEOMETRY", Fore.BLUE),
    "texture": ("TEXTURE", Fore.YELLOW),
    "lighting": ("LIGHTING", Fore.LIGHTYELLOW_EX),
    "spatial_validator": ("VALIDATOR", Fore.CYAN),
    "render_director": ("RENDER", Fore.GREEN),
    "asset_registry": ("REGISTRY", Fore.LIGHTBLUE_EX),
    "orchestrator": ("ORCHESTRATOR", Fore.WHITE),
    "bus": ("BUS", Fore.LIGHTBLACK_EX),
    "blender": ("BLENDER", Fore.LIGHTGREEN_EX),
}
LEVEL_COLOURS = {logging.WARNING: Fore.YELLOW, logging.ERROR: Fore.RED,
                 logging.CRITICAL: Fore.RED + Style.BRIGHT}


def prefix_for(logger_name: str) -> tuple[str, str]:
    key = logger_name.rsplit(".", 1)[-1]
    return PREFIXES.get(key, (key.upper(), ""))


class AgentFormatter(logging.Formatter):
    def __init__(self, colour: bool) -> None:
        super().__init__()
        self.colour = colour

    def format(self, record: logging.LogRecord) -> str:
        prefix, colour = prefix_for(record.name)
        message = record.getMessage()
        if record.exc_info and record.levelno >= logging.ERROR:
            message += "\n" + self.formatException(record.exc_info)
        stamp = self.formatTime(record, "%H:%M:%S") + f".{int(record.msecs):03d}"
        level = "" if record.levelno == logging.INFO else f"{record.levelname}: "
        if not self.colour:
            return f"{stamp} [{prefix}] {level}{message}"
        level_colour = LEVEL_COLOURS.get(record.levelno, "")
        return (f"{Style.DIM}{stamp}{Style.RESET_ALL} {colour}[{prefix}]{Style.RESET_ALL} "
                f"{level_colour}{level}{message}{Style.RESET_ALL}")


def configure(level: str = "INFO", log_file: Path | None = None) -> None:
    """Coloured logs to stderr (colour only on a terminal, never with NO_COLOR) and a plain file."""
    just_fix_windows_console()
    root = logging.getLogger("voxel_weaver")
    root.handlers.clear()
    root.setLevel(level)
    root.propagate = False
    colour = sys.stderr.isatty() and "NO_COLOR" not in os.environ
    console = logging.StreamHandler(sys.stderr)
    console.setFormatter(AgentFormatter(colour))
    root.addHandler(console)
    if log_file is not None:
        handler = logging.FileHandler(log_file, encoding="utf-8")
        handler.setFormatter(AgentFormatter(colour=False))
        root.addHandler(handler)


def quiet_terminal(_signum: int = 0) -> None:
    """Once a stop signal arrives, the terminal gets one line from the CLI and nothing else;
    the log file, if any, keeps every record of the shutdown."""
    for handler in logging.getLogger("voxel_weaver").handlers:
        if type(handler) is logging.StreamHandler:  # the console (a FileHandler is a subclass)
            handler.setLevel(logging.CRITICAL + 1)
