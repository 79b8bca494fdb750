"""Prompt lines from bytes: the one decoding policy of `batch FILE`, `batch -` and `serve`.

Every line is read as bytes ("\\n" ends it, a "\\r" before that is dropped) and decoded as
strict UTF-8. Nothing is lost on the way: a line that is not valid UTF-8, or is longer than
MAX_LINE_BYTES, comes out with the reason it cannot be a prompt, and the batch counts it
`refused` and goes on. At most MAX_LINE_BYTES + 1 bytes of a line are held in memory; the rest
of a longer one is read and dropped, so a line without an end cannot fill it. Blank lines and
lines starting with # are skipped, whatever their bytes, and counted: lines read = prompts
(ok + degraded + failed + refused) + skipped. Control codes and bidi marks in a good line are
left for `check_prompt`, which strips them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import sys
import threading
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from orchestrator.schema.limits import MAX_LINE_BYTES

_CHUNK = 1 << 16  # how much of an over-long line is read (and dropped) at a time
_SHOWN = 60  # characters of an over-long line kept to show in the table


@dataclass(frozen=True)
class RawLine:
    """A line as read: its first bytes (at most MAX_LINE_BYTES + 1, no line end) and its
    full length in bytes."""

    head: bytes
    size: int


@dataclass(frozen=True)
class PromptLine:
    number: int  # line number in the input, from 1
    text: str  # the line; for a refused one, readable (bytes that are not UTF-8 as \xff)
    error: str | None = None  # why it cannot be a prompt (not UTF-8, too long): refused


def read_raw_line(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> RawLine | None:
    """The next line of a byte stream, holding at most `limit + 1` of its bytes; None at the
    end of the stream. Blocks until a line end (or the end of the stream) arrives."""
    head = stream.readline(limit + 1)
    if not head:
        return None
    size, end = len(head), head[-2:]
    while not end.endswith(b"\n") and size > limit:  # over-long: read on to its end, drop it
        chunk = stream.readline(_CHUNK)
        if not chunk:
            break
        size, end = size + len(chunk), (end + chunk)[-2:]
    if end.endswith(b"\n"):
        size -= 2 if end == b"\r\n" else 1
    return RawLine(head[:size], size)


def decode_line(raw: RawLine, number: int, limit: int = MAX_LINE_BYTES) -> PromptLine | None:
    """`raw` as a numbered prompt line, or None for a blank line or a # comment."""
    stripped = raw.head.lstrip()
    if stripped.startswith(b"#"):
        return None
    if raw.size > limit:
        shown = raw.head.decode("utf-8", "backslashreplace").strip()[:_SHOWN] + "…"
        return PromptLine(number, shown, f"line {number} is {raw.size:,} bytes; the limit is "
                                         f"{limit:,}")
    try:
        text = raw.head.decode("utf-8").strip()
    except UnicodeDecodeError as exc:
        column = len(raw.head[:exc.start].decode("utf-8")) + 1
        return PromptLine(number, raw.head.decode("utf-8", "backslashreplace").strip(),
                          f"line {number} is not valid UTF-8 (byte 0x{raw.head[exc.start]:02x} "
                          f"at column {column})")
    return _text_line(text, number)


def _text_line(text: str, number: int) -> PromptLine | None:
    text = text.strip()
    return PromptLine(number, text) if text and not text.startswith("#") else None


class PromptLines:
    """Numbered prompt lines, as an async iterator, from lines that are text (str, already
    decoded: tests, benchmarks) or bytes (RawLine: files and stdin). `read` and `skipped`
    count as it goes, so a summary can show that every line was accounted for."""

    def __init__(self, source: AsyncIterable[str | RawLine] | Iterable[str | RawLine]) -> None:
        self.read = 0
        self.skipped = 0
        self._lines = self._numbered(source)

    def __aiter__(self) -> PromptLines:
        return self

    async def __anext__(self) -> PromptLine:
        return await self._lines.__anext__()

    async def _numbered(self, source: AsyncIterable[str | RawLine] | Iterable[str | RawLine]
                        ) -> AsyncIterator[PromptLine]:
        async for item in _each(source):
            self.read += 1
            line = (decode_line(item, self.read) if isinstance(item, RawLine)
                    else _text_line(item, self.read))
            if line is None:
                self.skipped += 1
            else:
                yield line


async def _each(source: AsyncIterable[str | RawLine] | Iterable[str | RawLine]
                ) -> AsyncIterator[str | RawLine]:
    if isinstance(source, AsyncIterable):
        async for item in source:
            yield item
    else:
        for item in source:
            yield item


async def stream_lines(stream: BinaryIO) -> AsyncIterator[RawLine]:
    """Lines of a byte stream (stdin, a pipe) as they arrive, read off the event loop so the
    runs in flight go on meanwhile.

    The reading happens in a daemon thread of its own, not the loop's executor: a stop signal
    must not wait for a line that may never come (a terminal, `tail -f`), and the executor's
    threads are joined when the loop closes. Give it a stream no other thread uses (see
    `private_stdin`): a daemon thread blocked inside a shared buffered reader can abort the
    interpreter at exit. It reads at most one line ahead of the consumer.
    """
    loop = asyncio.get_running_loop()
    handoff: asyncio.Queue[RawLine | BaseException | None] = asyncio.Queue(maxsize=1)

    def pump() -> None:
        while True:
            try:
                item: RawLine | BaseException | None = read_raw_line(stream)
            except Exception as exc:  # handed over: the consumer raises it
                item = exc
            try:
                asyncio.run_coroutine_threadsafe(handoff.put(item), loop).result()
            except (RuntimeError, concurrent.futures.CancelledError):
                return  # the loop is closed: nobody reads on
            if item is None or isinstance(item, BaseException):
                return

    threading.Thread(target=pump, name="prompt-lines", daemon=True).start()
    while (item := await handoff.get()) is not None:
        if isinstance(item, BaseException):
            raise item
        yield item


def private_stdin() -> BinaryIO | None:
    """Standard input as a byte stream of its own (a duplicate descriptor), for
    `stream_lines`; None when there is no standard input."""
    try:
        return os.fdopen(os.dup(sys.stdin.fileno()), "rb")
    except (AttributeError, OSError, ValueError):  # stdin is None, closed, or not a file
        return None


def file_lines(path: Path) -> Iterator[RawLine]:
    """Lines of a regular file, read as the batch goes (the file is open only meanwhile)."""
    with path.open("rb") as stream:
        while (raw := read_raw_line(stream)) is not None:
            yield raw


def count_prompts(path: Path) -> int:
    """How many lines of a regular file are prompts (refused ones included): one pass, with
    the memory of one line."""
    return sum(decode_line(raw, number) is not None
               for number, raw in enumerate(file_lines(path), start=1))
