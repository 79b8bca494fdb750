"""Every exit code the README documents, from the real command entry point (`cli.main`).

0 success, 1 the run failed (or a check found a problem), 2 bad input, 3 made but degraded;
130 and 143 (a stop signal) are in tests/reliability/test_signals.py. The commands run in this
process with the fake render backend in place of the Blender worker pool, so each takes well
under a second; the same paths with real Blender are covered in tests/blender/.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from agents.render_director import agent as render_agent
from agents.render_director import backends
from agents.texture.agent import TextureAgent
from orchestrator.cli import main
from orchestrator.errors import RenderFailed
from orchestrator.testing import FakeRenderPool

PROMPT = "a cozy bedroom"


class FailingRenderPool(FakeRenderPool):
    async def render(self, *args: object, **kwargs: object) -> object:  # type: ignore[override]
        raise RenderFailed("Cycles could not allocate its buffers")


@pytest.fixture(autouse=True)
def fake_blender(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The render director's own pool is the fake; the registry is private to the test."""
    monkeypatch.setattr(render_agent, "BlenderWorkerPool", FakeRenderPool)
    monkeypatch.setattr(backends, "BlenderWorkerPool",
                        lambda workers, warm_render: FakeRenderPool())  # batch's workers
    monkeypatch.setenv("VOXEL_WEAVER_REGISTRY", str(tmp_path / "registry.sqlite3"))
    monkeypatch.chdir(tmp_path)


def exit_code(*argv: str) -> int:
    with pytest.raises(SystemExit) as stopped:
        main(list(argv))
    code = stopped.value.code
    return code if isinstance(code, int) else 0


def dead_port() -> int:
    """A loopback port nobody listens on: the model endpoint that never answers."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def only_run(out: Path) -> Path:
    (run_dir,) = [p for p in out.iterdir() if p.is_dir()]
    return run_dir


def test_generate_ok_is_0(tmp_path: Path) -> None:
    assert exit_code("generate", PROMPT, "--out", str(tmp_path / "out")) == 0
    assert json.loads((only_run(tmp_path / "out") / "report.json").read_text())["status"] == "ok"


def test_generate_bad_input_is_2_and_writes_nothing(tmp_path: Path) -> None:
    assert exit_code("generate", PROMPT, "--quality", "ultra", "--out",
                     str(tmp_path / "out")) == 2
    assert not (tmp_path / "out").exists()


def test_generate_failed_run_is_1_and_its_report_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(render_agent, "BlenderWorkerPool", FailingRenderPool)
    assert exit_code("generate", PROMPT, "--out", str(tmp_path / "out")) == 1
    report = json.loads((only_run(tmp_path / "out") / "report.json").read_text())
    assert report["status"] == "failed" and "allocate its buffers" in report["error"]
    assert capsys.readouterr().err.strip().splitlines()[-1].startswith("error: ")


def test_generate_with_a_forced_model_that_never_answers_is_degraded_3(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    monkeypatch.setenv("LLM_MAX_RETRIES", "0")
    assert exit_code("generate", PROMPT, "--llm", "anthropic", "--no-llm-cache",
                     "--llm-base-url", f"http://127.0.0.1:{dead_port()}",
                     "--out", str(tmp_path / "out")) == 3
    report = json.loads((only_run(tmp_path / "out") / "report.json").read_text())
    assert report["status"] == "degraded" and report["planner"] == "offline"
    assert {d["stage"] for d in report["degradations"]} >= {"prompt", "texture", "lighting"}


def test_batch_codes_0_and_1(tmp_path: Path) -> None:
    good = tmp_path / "good.txt"
    good.write_text("a cozy bedroom\n# a comment\na modern office\n")
    assert exit_code("batch", str(good), "--out", str(tmp_path / "out")) == 0
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("a small cafe\n" + "x" * 3000 + "\n")
    assert exit_code("batch", str(mixed), "--out", str(tmp_path / "out")) == 1  # one refused


def test_batch_missing_file_is_2(tmp_path: Path) -> None:
    assert exit_code("batch", str(tmp_path / "nope.txt"), "--out", str(tmp_path / "out")) == 2


def test_replay_same_journal_is_0_changed_journal_is_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert exit_code("generate", PROMPT, "--seed", "7", "--out", str(tmp_path / "out")) == 0
    run_dir = only_run(tmp_path / "out")
    assert exit_code("replay", str(run_dir), "--out", str(tmp_path / "same")) == 0
    assert "same as the recorded run" in capsys.readouterr().out

    journal = run_dir / "journal.jsonl"
    lines = journal.read_text().splitlines()
    header = json.loads(lines[0])
    header["run"]["seed"] = 8  # an edited journal: the replay builds another scene
    journal.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    assert exit_code("replay", str(run_dir), "--out", str(tmp_path / "changed")) == 1
    assert "scene hash differs" in capsys.readouterr().err


def test_replay_of_a_folder_without_a_journal_is_2(tmp_path: Path) -> None:
    assert exit_code("replay", str(tmp_path)) == 2


def test_restyle_with_a_failing_texture_agent_is_degraded_3(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert exit_code("generate", PROMPT, "--out", str(tmp_path / "out")) == 0
    source = only_run(tmp_path / "out")

    async def broken(*args: object) -> object:
        raise RuntimeError("the palette service is down")
    monkeypatch.setattr(TextureAgent, "dress", broken)
    assert exit_code("restyle", str(source), "rustic", "--out", str(tmp_path / "restyled")) == 3
    report = json.loads((only_run(tmp_path / "restyled") / "report.json").read_text())
    assert report["status"] == "degraded" and report["derived_from"]["run_id"] == source.name
    assert (only_run(tmp_path / "restyled") / "journal.jsonl").is_file()
