"""Bad paths are refused up front (orchestrator/cli/paths.py): one line naming the option the path
was given to, exit code 2, before Blender starts and before any run folder or file is made."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from orchestrator import build_request, execute
from orchestrator.cli import root as cli
from orchestrator.cli.paths import FILE_MAX, LONGEST_RUN_SUFFIX, MAX_OUT_PATH_BYTES
from orchestrator.testing import FakeRenderPool

ROOT = Path(__file__).resolve().parents[2]
PROC = pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc")

# {dir}: an existing folder, {file}: an existing file, {run}: a finished run, {tmp}: the test's
# folder, {long}: a folder whose absolute path is just over MAX_OUT_PATH_BYTES
CASES = [
    (("generate", "a bedroom", "--out", "/dev/null"), "--out '/dev/null' is not a folder"),
    (("generate", "a bedroom", "--out", "{file}"), "--out '{file}' is not a folder"),
    (("generate", "a bedroom", "--out", "{long}"),
     f"bytes as an absolute path; the limit is {MAX_OUT_PATH_BYTES}"),
    (("generate", "a bedroom", "--out", "{tmp}/" + "n" * 256),
     "--out has a name of 256 bytes"),
    (("generate", "a bedroom", "--journal", "{dir}"),
     "--journal '{dir}' is a folder; give a file path"),
    (("generate", "a bedroom", "--journal", "{file}/run.jsonl"),
     "--journal '{file}/run.jsonl': '{file}' is not a folder"),
    (("generate", "a bedroom", "--log-file", "{dir}"),
     "--log-file '{dir}' is a folder; give a file path"),
    (("generate", "a bedroom", "--registry", "{dir}"),
     "--registry '{dir}' is a folder, not a database file"),
    pytest.param(("generate", "a bedroom", "--registry", "/proc/x"),
                 "cannot create --registry '/proc/x'", marks=PROC),
    (("batch", "-", "--out", "/dev/null"), "--out '/dev/null' is not a folder"),
    (("batch", "-", "--log-file", "{dir}"), "--log-file '{dir}' is a folder"),
    (("batch", "-", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
    (("serve", "--out", "{file}"), "--out '{file}' is not a folder"),
    pytest.param(("serve", "--registry", "/proc/x/r.sqlite3"),
                 "cannot create --registry '/proc/x/r.sqlite3'", marks=PROC),
    (("restyle", "{run}", "rustic", "--out", "/dev/null"), "--out '/dev/null' is not a folder"),
    (("restyle", "{run}", "rustic", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
    (("replay", "{run}", "--out", "{file}"), "--out '{file}' is not a folder"),
    (("replay", "{run}", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
    (("trace", "{run}", "--png", "{dir}"), "--png '{dir}' is a folder; give a file path"),
    (("trace", "{run}", "--png", "{file}/t.png"), "--png '{file}/t.png': '{file}' is not"),
    (("contact-sheet", "--sheet", "{dir}"), "--sheet '{dir}' is a folder; give a file path"),
    (("contact-sheet", "--out", "/dev/null"), "--out '/dev/null' is not a folder"),
    (("contact-sheet", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
    (("assets", "list", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
    (("assets", "search", "bed", "--registry", "{dir}"), "--registry '{dir}' is a folder"),
]


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    monkeypatch.setenv("VOXEL_WEAVER_REGISTRY", str(tmp_path / "registry.sqlite3"))
    (tmp_path / "a folder").mkdir()
    (tmp_path / "a file").write_text("not a folder")
    outcome = asyncio.run(execute(build_request("a cozy bedroom", render=False),
                                  tmp_path / "runs", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    long = str(tmp_path.absolute())
    while len(os.fsencode(long)) <= MAX_OUT_PATH_BYTES:
        long += "/" + "d" * max(1, min(200, MAX_OUT_PATH_BYTES - len(os.fsencode(long))))
    return {"dir": str(tmp_path / "a folder"), "file": str(tmp_path / "a file"),
            "run": str(outcome.run_dir), "tmp": str(tmp_path), "long": long}


@pytest.mark.parametrize("args, needle", CASES,
                         ids=lambda v: " ".join(v)[:60] if isinstance(v, tuple) else None)
def test_a_bad_path_is_refused_naming_its_option(
        tmp_path: Path, places: dict[str, str], args: tuple[str, ...], needle: str,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a default --out (out/) lands here
    argv = [a.format(**places) for a in args]
    if args[0] in ("generate", "batch", "contact-sheet") and "--out" not in args:
        argv += ["--out", str(tmp_path / "out")]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO()))  # batch -: empty
    files_before = {p for p in tmp_path.rglob("*") if p.is_file()}
    capsys.readouterr()
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    err = capsys.readouterr().err
    assert exit_.value.code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert needle.format(**places) in lines[0]
    # nothing written: no run folder, no file (an empty --out folder may have been made)
    assert {p for p in tmp_path.rglob("*") if p.is_file()} == files_before
    runs = [p for p in tmp_path.rglob("*-????????") if p.is_dir()]
    assert [str(p) for p in runs] == [places["run"]]


def test_the_out_limit_leaves_room_for_the_longest_file_a_run_writes() -> None:
    assert MAX_OUT_PATH_BYTES + len(LONGEST_RUN_SUFFIX) == FILE_MAX - 1
    assert LONGEST_RUN_SUFFIX.endswith("/review_5/.scene-00000000.blend@")


def test_an_out_path_at_the_limit_is_taken(tmp_path: Path) -> None:
    from orchestrator.cli.paths import check_out_dir

    out = str(tmp_path.absolute())
    while (room := MAX_OUT_PATH_BYTES - len(os.fsencode(out))) > 0:
        # parts of at most 200 bytes; a last byte of room goes onto the last part
        out += "d" if room == 1 else "/" + "d" * min(199, room - 1)
    assert len(os.fsencode(out)) == MAX_OUT_PATH_BYTES
    assert check_out_dir(Path(out)).is_dir()


@pytest.mark.parametrize("argv, needle", [
    ((b"generate", b"a cozy bedroom \xff"), "is not valid UTF-8 (byte 0xff at character 16)"),
    ((b"generate", b"a bedroom", b"--out", b"out\xfe"),
     "--out 'out\\xfe' is not valid UTF-8 (byte 0xfe at character 4)"),
    ((b"batch", b"-", b"--registry", b"r\xff.sqlite3"), "--registry 'r\\xff.sqlite3' is not"),
], ids=["prompt", "out", "registry"])
def test_argv_bytes_that_are_not_utf8_are_one_line_exit_2(
        tmp_path: Path, argv: tuple[bytes, ...], needle: str) -> None:
    env = {**os.environ, "VOXEL_WEAVER_REGISTRY": str(tmp_path / "registry.sqlite3"),
           "PYTHONPATH": str(ROOT)}
    out = os.fsencode(tmp_path / "out")
    argv = (*argv, b"--out", out) if b"--out" not in argv else argv
    proc = subprocess.run([sys.executable.encode(), b"-m", b"orchestrator", *argv],
                          capture_output=True, timeout=120, env=env, cwd=tmp_path, input=b"")
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert len(err.strip().splitlines()) == 1 and needle in err, err
    assert "Traceback" not in err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
