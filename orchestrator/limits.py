"""Named limits on user input, checked before any work or any file is written."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from orchestrator.errors import InputError, LimitExceeded

MAX_PROMPT_CHARS = 2_000
MAX_SEED = 2**63 - 1
# Enforced by the scene schema (orchestrator/scene.py), which reads them from here.
MAX_OBJECTS = 60
MAX_RESOLUTION = (7680, 4320)
MAX_SAMPLES = 4096


# Characters a prompt may not carry into logs, reports and terminals: C0/C1 control codes
# (escape sequences could rewrite a terminal) and the bidi embedding/override/isolate marks
# (they could make a printed prompt read differently than it is). Right-to-left text itself
# and emoji are kept.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def check_prompt(prompt: str) -> str:
    """Return the prompt with control characters turned into spaces and white space collapsed,
    or raise a one-line error."""
    if len(prompt) > MAX_PROMPT_CHARS:
        raise LimitExceeded(
            f"the prompt is {len(prompt):,} characters; the limit is {MAX_PROMPT_CHARS:,}"
        )
    cleaned = " ".join(_UNPRINTABLE.sub(" ", prompt).split())
    if not cleaned:
        raise InputError("the prompt is empty; describe a room, e.g. \"a cozy bedroom\"")
    return cleaned


def check_seed(seed: int) -> int:
    if not 0 <= seed <= MAX_SEED:
        raise LimitExceeded(f"--seed must be between 0 and {MAX_SEED}")
    return seed


MAX_REVIEW_ROUNDS = 5  # each round is a model call with an image and a full re-render
MAX_RENDER_S = 3600.0  # one Blender job's deadline; past it the job is cut off, its worker killed
MAX_RUN_BYTES = 2 * 2**30  # the most one run writes; a run starts only with this much disk free


def check_disk_space(out: Path) -> None:
    """Refuse to start a run that could fill the disk (a one-line LimitExceeded)."""
    existing = next(p for p in (out.absolute(), *out.absolute().parents) if p.exists())
    free = shutil.disk_usage(existing).free
    if free < MAX_RUN_BYTES:
        raise LimitExceeded(f"only {free / 2**30:.2f} GiB free under {str(out)!r}; a run needs "
                            f"up to {MAX_RUN_BYTES / 2**30:.0f} GiB")


def disk_bytes(folder: Path) -> int:
    """What a run folder holds on disk, in bytes."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def check_review(rounds: int) -> int:
    if not 0 <= rounds <= MAX_REVIEW_ROUNDS:
        raise LimitExceeded(f"--review must be between 0 and {MAX_REVIEW_ROUNDS} rounds")
    return rounds
