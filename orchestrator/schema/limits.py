"""Named limits on user input, checked before any work or any file is written."""

from __future__ import annotations

import contextlib
import re
import shutil
import unicodedata
from pathlib import Path

from orchestrator.errors import InputError, LimitExceeded

MAX_PROMPT_CHARS = 2_000
# One line of a prompt file or of stdin (batch, serve): room for a prompt at its character limit
# in 4-byte characters, and white space around it. Only this much of a line is kept in memory;
# the rest of a longer line is read and dropped, and the line refused.
MAX_LINE_BYTES = 16_384
MAX_SEED = 2**63 - 1
# Enforced by the scene schema (orchestrator/schema/scene.py), which reads them from here.
MAX_OBJECTS = 100
MAX_RESOLUTION = (7680, 4320)
MAX_SAMPLES = 4096


# Characters a prompt may not carry into logs, reports and terminals: C0/C1 control codes
# (escape sequences could rewrite a terminal) and the bidi embedding/override/isolate marks
# (they could make a printed prompt read differently than it is), and the line and paragraph
# separators (a table row would break on them). Right-to-left text itself and emoji are kept.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def check_prompt(prompt: str) -> str:
    """Return the prompt with control characters turned into spaces and white space collapsed,
    or raise a one-line error."""
    if len(prompt) > MAX_PROMPT_CHARS:
        raise LimitExceeded(
            f"the prompt is {len(prompt):,} characters; the limit is {MAX_PROMPT_CHARS:,}"
        )
    bad = not_utf8(prompt)
    if bad is not None:  # it would break the first write of it (journal, report, terminal)
        raise InputError(f"the prompt is not valid UTF-8 ({bad})")
    cleaned = " ".join(_UNPRINTABLE.sub(" ", prompt).split())
    if not cleaned:
        raise InputError("the prompt is empty; describe a room, e.g. \"a cozy bedroom\"")
    # Emoji or punctuation alone would silently become the default room. Any letter or digit
    # of any script counts, so right-to-left and CJK prompts pass.
    if not any(unicodedata.category(c)[0] in "LN" for c in cleaned):
        raise InputError("the prompt has no words; describe a room, e.g. \"a cozy bedroom\"")
    return cleaned


def not_utf8(text: str) -> str | None:
    """Where `text` holds a lone surrogate, which is what Python makes of bytes that are not
    UTF-8 in argv and file names ("byte 0xff at character 16"); None when it is clean."""
    found = _SURROGATE.search(text)
    if found is None:
        return None
    code, index = ord(found[0]), found.start() + 1
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the byte it stands for
        return f"byte 0x{code - 0xDC00:02x} at character {index}"
    return f"a lone surrogate U+{code:04X} at character {index}"


def for_display(text: str) -> str:
    """`text` safe to print: the characters a prompt may not carry (see _UNPRINTABLE) and lone
    surrogates are shown as escapes (\\x1b, \\u202e, \\udcff) instead of acting on the
    terminal."""
    shown = _UNPRINTABLE.sub(lambda m: ascii(m[0])[1:-1], text)
    return shown.encode("utf-8", "backslashreplace").decode("utf-8")


def quoted(text: str, limit: int = 80) -> str:
    """An argument or a path in a one-line message: quoted, as typed (bytes that are not UTF-8
    as \\xff), escaped like for_display, and cut in the middle when longer than `limit`."""
    # a surrogate that stands for no byte (not from argv) is left for for_display to escape
    with contextlib.suppress(UnicodeEncodeError):
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    shown = for_display(text)
    if len(shown) > limit:
        shown = f"{shown[:limit // 2]}…{shown[-(limit // 2):]}"
    return f"'{shown}'"


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
