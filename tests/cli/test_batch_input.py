"""Batch and serve input is bytes, decoded by one stated policy (orchestrator/app/lines.py): every
line read is accounted for (a scene, a refusal with its reason, or a skipped blank/# line),
nothing raw reaches the terminal, and arguments that are not UTF-8 are refused up front."""

from __future__ import annotations

import asyncio
import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from orchestrator import InputError
from orchestrator.app.batch import BatchSummary, RunRow, read_lines
from orchestrator.app.lines import PromptLines, RawLine, decode_line, read_raw_line
from orchestrator.cli.arguments import check_arguments
from orchestrator.schema.limits import MAX_LINE_BYTES, check_prompt, for_display

ROOT = Path(__file__).resolve().parents[2]

# The real command line, with the fake render backend in place of Blender workers: what is
# tested is reading, decoding, refusing, counting and printing, not Blender.
FAKE_RENDER_CLI = """
import sys
from agents.render_director import backends
from orchestrator.testing import FakeRenderPool
backends.open_backends = lambda kind, workers, **kw: [FakeRenderPool() for _ in range(workers)]
from orchestrator.cli import main
main(sys.argv[1:])
"""


def raw_lines(data: bytes, limit: int = MAX_LINE_BYTES) -> list[RawLine]:
    stream, lines = io.BufferedReader(io.BytesIO(data)), []  # type: ignore[arg-type]
    while (raw := read_raw_line(stream, limit)) is not None:
        lines.append(raw)
    return lines


def lines_in(data: bytes) -> int:
    """Lines in `data` as any reader counts them: one per "\\n", and an unended last one."""
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


# --- the line decoder: a pure function ------------------------------------------------------

@pytest.mark.parametrize("data, expected", [
    (b"a cozy bedroom\r\n", ("a cozy bedroom", None)),
    (b"  a cafe  \n", ("a cafe", None)),
    (b"a cozy bedroom \xff\n", ("a cozy bedroom \\xff",
                                "line 7 is not valid UTF-8 (byte 0xff at column 16)")),
    ("une chambre \u00e9".encode() + b"\xe9t\xe9\n",
     ("une chambre \u00e9\\xe9t\\xe9", "line 7 is not valid UTF-8 (byte 0xe9 at column 14)")),
    (b"\xc3\n", ("\\xc3", "line 7 is not valid UTF-8 (byte 0xc3 at column 1)")),
    (b"\n", None), (b"   \t\r\n", None), (b"# a comment\n", None), (b"  # \xff\xfe\n", None),
    (b"a\x00b\x1b[2J\n", ("a\x00b\x1b[2J", None)),  # valid UTF-8: check_prompt strips these
], ids=["crlf", "spaces", "latin1-byte", "latin1-word", "truncated-sequence", "blank",
        "white-space", "comment", "comment-not-utf8", "control-codes"])
def test_a_line_is_decoded_by_the_policy(data: bytes, expected: tuple | None) -> None:
    (raw,) = raw_lines(data)
    line = decode_line(raw, 7)
    assert (line if line is None else (line.text, line.error)) == expected


def test_an_over_long_line_is_refused_and_only_its_head_is_kept() -> None:
    limit = 100
    data = b"x" * limit + b"\r\n" + b"y" * (limit + 1) + b"\n" + b"z" * 5000 + b"\nlast"
    lines = raw_lines(data, limit)
    assert [r.size for r in lines] == [limit, limit + 1, 5000, 4]
    assert all(len(r.head) <= limit + 1 for r in lines)  # never more held in memory
    decoded = [decode_line(r, n, limit) for n, r in enumerate(lines, 1)]
    assert [d.error if d else "skipped" for d in decoded] == [
        None, "line 2 is 101 bytes; the limit is 100", "line 3 is 5,000 bytes; the limit is 100",
        None]
    assert decoded[2] is not None and decoded[2].text == "z" * 60 + "…"


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600), st.integers(min_value=1, max_value=40))
def test_any_bytes_every_line_is_accounted_for(data: bytes, limit: int) -> None:
    lines = raw_lines(data, limit)
    assert len(lines) == lines_in(data)
    assert all(len(r.head) <= limit + 1 and r.size >= len(r.head) for r in lines)
    for number, raw in enumerate(lines, 1):
        line = decode_line(raw, number, limit)
        if line is None:  # skipped: blank, or a comment
            assert not raw.head.strip() or raw.head.lstrip().startswith(b"#") or \
                not raw.head.decode("utf-8", "replace").strip()
            continue
        assert line.number == number and "\n" not in line.text
        if line.error is None:
            assert line.text == raw.head.decode("utf-8").strip() and raw.size <= limit
        else:
            assert "\n" not in line.error and line.error.startswith(f"line {number} ")
            assert line.text.encode("utf-8")  # printable: no lone surrogates


@settings(max_examples=100, deadline=None)
@given(st.lists(st.binary(max_size=40) | st.text(max_size=40).map(str.encode), max_size=20))
def test_prompt_lines_count_every_line_read(chunks: list[bytes]) -> None:
    data = b"\n".join(chunks)

    async def collect() -> tuple[PromptLines, list]:
        source = PromptLines(raw_lines(data))
        return source, [line async for line in source]

    source, prompts = asyncio.run(collect())
    assert source.read == lines_in(data) == len(prompts) + source.skipped
    assert [p.number for p in prompts] == sorted({p.number for p in prompts})


def test_text_lines_keep_their_numbers_and_are_counted() -> None:
    async def collect() -> tuple[PromptLines, list]:
        source = read_lines(["a cozy bedroom", "", "# note", "  a cafe  "])
        return source, [(p.number, p.text, p.error) async for p in source]

    source, prompts = asyncio.run(collect())
    assert prompts == [(1, "a cozy bedroom", None), (4, "a cafe", None)]
    assert (source.read, source.skipped) == (4, 2)


def test_the_summary_adds_up_and_keeps_its_keys() -> None:
    summary = BatchSummary()
    for status in ("ok", "ok", "refused", "failed", "degraded"):
        summary.add(RunRow(1, "p", status, 1.0))
    summary.skipped = 3
    figures = summary.figures()
    assert figures["prompts"] == 5 == figures["ok"] + figures["degraded"] + \
        figures["failed"] + figures["refused"]
    assert figures["lines"] == 8 == figures["prompts"] + figures["skipped"]
    assert summary.counts == {"ok": 2, "degraded": 1, "failed": 1, "refused": 1}


# --- prompts and arguments that are not text ------------------------------------------------

@pytest.mark.parametrize("prompt, needle", [
    ("a cozy bedroom \udcff", "the prompt is not valid UTF-8 (byte 0xff at character 16)"),
    ("\ud83d bedroom", "the prompt is not valid UTF-8 (a lone surrogate U+D83D at character 1)"),
    ("🛏️🛏️", "the prompt has no words"),
    ("!!! ... ???", "the prompt has no words"),
    ("\u202e\u2066 \x1b", "the prompt is empty"),
])
def test_prompts_that_are_not_words_are_refused(prompt: str, needle: str) -> None:
    with pytest.raises(InputError, match="^" + re.escape(needle)):
        check_prompt(prompt)


@pytest.mark.parametrize("prompt", ["غرفة نوم مريحة", "温馨的卧室", "עם מנורה", "42", "a 🛏️"])
def test_any_script_with_a_letter_or_digit_passes(prompt: str) -> None:
    assert check_prompt(prompt) == prompt


def test_display_escapes_what_could_act_on_a_terminal() -> None:
    assert for_display("a\x1b[2J\u202eb\u2028c\udcff é 🛏️ غرفة") == \
        "a\\x1b[2J\\u202eb\\u2028c\\udcff é 🛏️ غرفة"


@pytest.mark.parametrize("argv, message", [
    (["generate", "a cozy bedroom \udcff"],
     "argument 'a cozy bedroom \\xff' is not valid UTF-8 (byte 0xff at character 16)"),
    (["generate", "a bedroom", "--out", "out\udcfe"],
     "--out 'out\\xfe' is not valid UTF-8 (byte 0xfe at character 4)"),
    (["generate", "a bedroom", "--model=claude\udcff"],
     "--model 'claude\\xff' is not valid UTF-8 (byte 0xff at character 7)"),
    (["generate", "--json", "\udcc3"], "argument '\\xc3' is not valid UTF-8"),
    (["assets", "search", "bed", "--registry", "r\udcff.sqlite3"], "--registry 'r\\xff.sqlite3'"),
])
def test_arguments_that_are_not_utf8_are_named(argv: list[str], message: str) -> None:
    with pytest.raises(InputError) as info:
        check_arguments(argv)
    assert str(info.value).startswith(message) and "\n" not in str(info.value)


def test_good_arguments_pass() -> None:
    check_arguments(["generate", "غرفة نوم 🛏️", "--out", "/tmp/out dir", "--seed", "3"])


# --- the real command: batch - and serve, every line accounted for -------------------------

def voxel(tmp_path: Path, *args: str, stdin: bytes,
          fake_render: bool = True) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry.sqlite3"),
           "PYTHONPATH": str(ROOT)}
    launcher = ["-c", FAKE_RENDER_CLI] if fake_render else [str(ROOT / "main_async.py")]
    return subprocess.run([sys.executable, *launcher, *args, "--out", str(tmp_path / "out")],
                          input=stdin, capture_output=True, timeout=180, env=env, cwd=tmp_path)


GOOD = [b"a cozy bedroom", "غرفة نوم مريحة".encode(), b"a modern office with a desk"]
BAD = [
    (b"a cozy bedroom \xff", "is not valid UTF-8 (byte 0xff at column 16)"),
    (b"\xc3\x28 kitchen", "is not valid UTF-8 (byte 0xc3 at column 1)"),
    ("🛏️🛏️".encode(), "the prompt has no words"),
    (b"x" * (MAX_LINE_BYTES + 10), f"is {MAX_LINE_BYTES + 10:,} bytes; the limit is"),
]
MIXED = b"\n".join([b"# a mixed batch", GOOD[0], BAD[0][0], b"", GOOD[1], BAD[1][0],
                    b"\xe2\x80\xaea bedroom\x1b[2J", BAD[2][0], b"  ", BAD[3][0], GOOD[2]]) + b"\n"


def rows_of(proc: subprocess.CompletedProcess[bytes]) -> dict:
    return json.loads(proc.stdout)


@pytest.mark.parametrize("command", [("batch", "-", "--no-render"), ("serve",)],
                         ids=["batch-stdin", "serve"])
def test_mixed_good_and_bad_lines(tmp_path: Path, command: tuple[str, ...]) -> None:
    json_flag = ("--json",) if command[0] == "batch" else ()
    proc = voxel(tmp_path, *command, *json_flag, stdin=MIXED)
    stdout, stderr = proc.stdout.decode(), proc.stderr.decode()
    assert proc.returncode == 1, stderr  # lines were refused
    assert "Traceback" not in stderr and "exception" not in stderr.lower()
    for raw in ("\x1b", "\u202e"):  # shown escaped, never echoed
        assert raw not in stdout and raw not in stderr
    runs = sorted((tmp_path / "out").iterdir())
    assert len(runs) == 4 and all((r / "report.json").is_file() for r in runs)
    if json_flag:
        summary = rows_of(proc)
        assert (summary["lines"], summary["skipped"], summary["prompts"]) == (11, 3, 8)
        assert (summary["ok"], summary["refused"]) == (4, 4)
        refused = {r["number"]: r["error"] for r in summary["rows"] if r["status"] == "refused"}
        assert sorted(refused) == [3, 6, 8, 10]
        for (_, reason), number in zip(BAD, sorted(refused), strict=True):
            assert reason in refused[number]
        reports = [json.loads((r / "report.json").read_text()) for r in runs]
        assert {p["prompt"] for p in reports} == {
            "a cozy bedroom", "غرفة نوم مريحة", "a modern office with a desk", "a bedroom [2J"}
    else:
        assert "11 lines read, 3 skipped (blank or #); 8 prompts: 4 ok, 0 degraded, " \
               "0 failed, 4 refused" in stdout
        assert "\\u202ea bedroom\\x1b[2J" in stdout  # the table shows the escapes
        for _, reason in BAD:
            assert reason in stdout + stderr


def test_random_bytes_every_line_read_is_accounted_for(tmp_path: Path) -> None:
    data = random.Random(18).randbytes(3072)
    proc = voxel(tmp_path, "batch", "-", "--no-render", "--json", stdin=data)
    assert proc.returncode in (0, 1), proc.stderr.decode()
    assert "Traceback" not in proc.stderr.decode()
    summary = rows_of(proc)
    assert summary["lines"] == lines_in(data) == summary["prompts"] + summary["skipped"]
    assert summary["prompts"] == sum(summary[k] for k in ("ok", "degraded", "failed", "refused"))
    assert summary["failed"] == 0 and summary["refused"] > 0
    assert all(r["error"] for r in summary["rows"] if r["status"] == "refused")
    runs = list((tmp_path / "out").iterdir()) if (tmp_path / "out").exists() else []
    assert len(runs) == summary["ok"] + summary["degraded"]


def test_a_file_is_read_by_the_same_policy_as_stdin(tmp_path: Path) -> None:
    (tmp_path / "prompts.txt").write_bytes(MIXED)
    (tmp_path / "f").mkdir()
    (tmp_path / "s").mkdir()
    from_file = voxel(tmp_path / "f", "batch", str(tmp_path / "prompts.txt"), "--no-render",
                      "--json", stdin=b"")
    from_stdin = voxel(tmp_path / "s", "batch", "-", "--no-render", "--json", stdin=MIXED)
    assert from_file.returncode == from_stdin.returncode == 1

    def outcome(proc: subprocess.CompletedProcess[bytes]) -> list:
        return sorted((r["number"], r["status"], r["error"] if r["status"] == "refused" else "")
                      for r in rows_of(proc)["rows"])

    assert outcome(from_file) == outcome(from_stdin)
    progress = [line for line in from_file.stderr.decode().splitlines() if line.startswith("[")]
    assert [line.split()[0] for line in progress] == [f"[{i}/8]" for i in range(1, 9)]


@pytest.mark.blender
@pytest.mark.slow
def test_serve_with_real_blender_accounts_for_every_line(tmp_path: Path) -> None:
    stdin = b"a cozy bedroom\nbad \xff bytes\n\n\xe2\x80\xaea modern office\n"
    proc = voxel(tmp_path, "serve", "--workers", "1", stdin=stdin, fake_render=False)
    stdout = proc.stdout.decode()
    assert proc.returncode == 1, proc.stderr.decode()
    assert "4 lines read, 1 skipped (blank or #); 3 prompts: 2 ok, 0 degraded, 0 failed, " \
           "1 refused" in stdout
    assert "line 2 is not valid UTF-8 (byte 0xff at column 5)" in stdout
    assert "\u202e" not in stdout
    runs = list((tmp_path / "out").iterdir())
    assert len(runs) == 2 and all((r / "report.json").is_file() for r in runs)
