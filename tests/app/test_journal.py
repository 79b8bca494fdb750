"""The run journal, replay and trace: every envelope recorded, runs reproduced from it, drawn.

Runs use the shipped FakeRenderPool (no Blender); model runs use the local fake Anthropic
server. tests/blender/test_replay_blender.py replays with the real Blender worker pool.
"""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from PIL import Image, ImageStat

from orchestrator import LLMSettings, RunRequest, execute, replay
from orchestrator.app.journal import JOURNAL_NAME, JournalError, read_journal
from orchestrator.app.replay import ReplayOutcome
from orchestrator.app.runner import RunOutcome
from orchestrator.app.trace import draw_gantt, timeline, timeline_lines
from orchestrator.cli.journal import replay_command, trace_command
from orchestrator.errors import RemoteError
from orchestrator.llm.config import OFFLINE
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.envelope import MessageType
from orchestrator.testing import (
    FakeAnthropicServer,
    FakeRenderPool,
    MalformedBody,
    ToolAnswer,
    with_latency,
)

SECRET = "sk-ant-test-secret-0123456789"
PLAN = {  # differs from the offline plan for this prompt, so a fed answer is visible
    "room_type": "office", "style": "industrial", "mood": "moody", "time_of_day": "night",
    "width": 4.4, "depth": 3.8, "height": 2.8,
    "objects": [
        {"id": "door", "category": "door", "relation": "against_wall", "importance": 9},
        {"id": "desk", "category": "desk", "relation": "against_wall", "wall": "north",
         "importance": 10},
        {"id": "office_chair", "category": "office_chair", "relation": "around",
         "target": "desk", "importance": 8},
        {"id": "bookshelf", "category": "bookshelf", "relation": "against_wall",
         "importance": 7},
        {"id": "floor_lamp", "category": "floor_lamp", "relation": "corner", "importance": 5},
        {"id": "rug", "category": "rug", "relation": "center", "importance": 3},
    ],
}
TOOLS = ("submit_scene_plan", "submit_materials", "submit_lighting", "submit_description",
         "submit_critique")


def run(tmp_path: Path, *, mode: str = "async", llm: LLMSettings | None = None,
        journal: Path | None = None, seed: int = 7, prompt: str = "A cozy bedroom",
        wrap: Any = None) -> RunOutcome:
    request = RunRequest(prompt=prompt, seed=seed, mode=mode,  # type: ignore[arg-type]
                         llm=llm or OFFLINE)
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool(), wrap=wrap, journal=journal))


def do_replay(tmp_path: Path, run_dir: Path) -> ReplayOutcome:
    return asyncio.run(replay(run_dir, out_root=tmp_path / "replays",
                              registry_path=tmp_path / "registry.sqlite3",
                              pool=FakeRenderPool()))


def llm_settings(server: FakeAnthropicServer, tmp_path: Path) -> LLMSettings:
    return LLMSettings("anthropic", "test", api_key=SECRET, base_url=server.base_url,
                       max_retries=0, cache_dir=tmp_path / "llm_cache")


def model_run(server: FakeAnthropicServer, tmp_path: Path) -> RunOutcome:
    server.script(ToolAnswer(PLAN), tool="submit_scene_plan")
    return run(tmp_path, llm=llm_settings(server, tmp_path),
               prompt="a dark industrial home office for late nights")


def answer_garbage_from_now_on(server: FakeAnthropicServer, tmp_path: Path) -> int:
    """After the recorded run: no cache, and any model request would get garbage."""
    shutil.rmtree(tmp_path / "llm_cache", ignore_errors=True)
    for tool in TOOLS:
        server.script(*[MalformedBody()] * 5, tool=tool)
    return server.request_count


# --- the journal ------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["async", "sequential"])
def test_every_envelope_on_the_bus_is_journaled_here_and_at_the_extra_path(
        tmp_path: Path, mode: str) -> None:
    extra = tmp_path / "shared" / "all.jsonl"
    outcome = run(tmp_path, mode=mode, journal=extra)
    own = outcome.run_dir / JOURNAL_NAME
    header, entries = read_journal(own)
    agents = outcome.report["agents"]
    assert len(entries) == sum(a["sent"] for a in agents.values())  # requests + replies
    requests = [e for e in entries if e.envelope.message_type is MessageType.REQUEST]
    assert len(requests) == sum(a["received"] for a in agents.values())
    assert {e.envelope.message_type for e in entries} == {MessageType.REQUEST,
                                                          MessageType.RESPONSE}
    assert all(e.run_id == outcome.run_id == e.envelope.correlation_id for e in entries)
    times = [e.t for e in entries]
    assert times == sorted(times) and times[0] > 0 and times[-1] <= outcome.report[
        "wall_time_s"]
    assert header["run_id"] == outcome.run_id and header["mode"] == mode
    assert own.read_text() == extra.read_text()  # the same lines in both places
    assert len(own.read_text().splitlines()) == len(entries) + 1


def test_runs_share_an_extra_journal_by_appending(tmp_path: Path) -> None:
    shared = tmp_path / "all.jsonl"
    first = run(tmp_path / "a", journal=shared)
    second = run(tmp_path / "b", journal=shared, seed=8)
    lines = shared.read_text().splitlines()
    assert [json.loads(line)["run"]["run_id"] for line in lines if '"run":{' in line[:8]] == [
        first.run_id, second.run_id]
    header, entries = read_journal(shared, second.run_id)
    assert header["seed"] == 8 and {e.run_id for e in entries} == {second.run_id}
    assert read_journal(shared)[0]["run_id"] == first.run_id  # no id: the first run
    assert len(lines) == len(entries) + len(read_journal(shared)[1]) + 2


def test_a_torn_last_line_is_skipped_and_a_broken_middle_line_is_an_error(
        tmp_path: Path) -> None:
    outcome = run(tmp_path)
    lines = (outcome.run_dir / JOURNAL_NAME).read_text().splitlines()
    torn = tmp_path / "torn.jsonl"
    torn.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2])
    assert len(read_journal(torn)[1]) == len(lines) - 2  # the header and the torn line
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join([lines[0], lines[1][:-40], *lines[2:]]) + "\n")
    with pytest.raises(JournalError, match="line 2"):
        read_journal(broken)


def test_the_header_records_what_replay_needs_and_never_the_api_key(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    outcome = model_run(fake_anthropic, tmp_path)
    text = (outcome.run_dir / JOURNAL_NAME).read_text()
    assert SECRET not in text and "api_key" not in text
    header, _ = read_journal(outcome.run_dir / JOURNAL_NAME)
    assert header["llm"] == {"provider": "anthropic", "reason": "test",
                             "model": "claude-opus-5-5", "fast_model": "claude-haiku-4-5",
                             "base_url": fake_anthropic.base_url,
                             "cache_dir": str(tmp_path / "llm_cache")}
    assert {"prompt", "seed", "mode", "quality", "validate", "render", "example", "overrides",
            "review"} <= set(header)


# --- replay -----------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["async", "sequential"])
def test_replaying_an_offline_run_builds_the_same_scene(tmp_path: Path, mode: str) -> None:
    outcome = run(tmp_path, mode=mode)
    result = do_replay(tmp_path, outcome.run_dir)
    assert result.matches and result.diverged == ()
    assert result.original_hash == result.replayed_hash == outcome.report["scene"]["hash"]
    assert result.new_run_dir != outcome.run_dir and result.run_id == outcome.run_id
    replayed = json.loads((result.new_run_dir / "report.json").read_text())
    assert replayed["render"]["rendered"] is False  # build and check only, by default
    assert (result.new_run_dir / JOURNAL_NAME).is_file()


def test_replaying_a_model_run_feeds_the_recorded_answers_and_asks_nothing(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    outcome = model_run(fake_anthropic, tmp_path)
    assert outcome.report["planner"] == "anthropic"
    asked = answer_garbage_from_now_on(fake_anthropic, tmp_path)
    result = do_replay(tmp_path, outcome.run_dir)
    assert fake_anthropic.request_count == asked  # not one model request
    assert result.matches and result.diverged == ()
    report = json.loads((result.new_run_dir / "report.json").read_text())
    assert report["planner"] == "anthropic" and report["plan"]["style"] == "industrial"
    assert report["llm"]["models"] == {"strong": "claude-opus-5-5", "fast": "claude-haiku-4-5"}
    assert {report["llm"]["stages"][s]["source"] for s in ("prompt", "texture", "lighting")} \
        == {"anthropic"}


def test_a_tampered_plan_in_the_journal_builds_a_different_scene(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    outcome = model_run(fake_anthropic, tmp_path)
    path = outcome.run_dir / JOURNAL_NAME
    lines = []
    for line in path.read_text().splitlines():
        record = json.loads(line)
        data = record.get("envelope", {}).get("data", {})
        if data.get("kind") == "plan_result":
            data["plan"]["width"] = 5.5
            line = json.dumps(record)
        lines.append(line)
    path.write_text("\n".join(lines) + "\n")
    asked = answer_garbage_from_now_on(fake_anthropic, tmp_path)
    result = do_replay(tmp_path, outcome.run_dir)
    assert not result.matches
    assert result.replayed_hash and result.replayed_hash != result.original_hash
    # texture and lighting were asked about a new layout the journal has no answer for
    assert set(result.diverged) == {"texture: texture_request", "lighting: lighting_request"}
    assert fake_anthropic.request_count == asked


def test_a_tampered_seed_in_an_offline_header_builds_a_different_scene(tmp_path: Path) -> None:
    outcome = run(tmp_path)
    path = outcome.run_dir / JOURNAL_NAME
    head, *rest = path.read_text().splitlines()
    path.write_text("\n".join([head.replace('"seed":7', '"seed":8'), *rest]) + "\n")
    assert not do_replay(tmp_path, outcome.run_dir).matches


# --- trace ------------------------------------------------------------------------------------


def test_trace_pairs_requests_with_replies_and_draws_a_readable_chart(tmp_path: Path) -> None:
    costs = {"texture": 0.08, "lighting": 0.06, "render_director": 0.1}
    outcome = run(tmp_path, wrap=lambda a: with_latency(a, costs.get(a.name, 0.0)))
    header, entries = read_journal(outcome.run_dir / JOURNAL_NAME)
    spans = timeline(entries)
    assert len(spans) == len(entries) // 2 and all(s.outcome == "RESPONSE" for s in spans)
    assert [s.agent for s in spans][:2] == ["prompt_interpreter", "geometry"]
    for span in spans:
        assert span.sender == "orchestrator" and span.end is not None and span.end > span.start
    texture = next(s for s in spans if s.agent == "texture")
    lighting = next(s for s in spans if s.agent == "lighting")
    assert min(texture.end, lighting.end) > max(texture.start, lighting.start)  # type: ignore
    assert texture.duration is not None and texture.duration >= 0.08
    lines = timeline_lines(entries)
    assert len(lines) == len(entries) + 1 and "took" in lines[0]
    assert "orchestrator" in lines[1] and "-> prompt_interpreter" in lines[1]
    png = draw_gantt(spans, tmp_path / "timeline.png", run_id=header["run_id"],
                     wall_time=outcome.report["wall_time_s"])
    with Image.open(png) as image:
        assert 1000 <= image.width <= 2000 and 300 <= image.height <= 1000
        rgb = image.convert("RGB")
        assert ImageStat.Stat(rgb.convert("L")).stddev[0] > 10
        assert len(rgb.getcolors(1 << 20) or []) > 20  # bars in several colours, text


def test_trace_shows_a_failed_request_as_an_error(tmp_path: Path) -> None:
    class Broken(Agent):
        name = "lighting"

        async def handle(self, payload: object, envelope: object) -> None:
            raise RuntimeError("light rig exploded")

    with pytest.raises(RemoteError):
        run(tmp_path, wrap=lambda a: Broken() if a.name == "lighting" else a)
    (run_dir,) = (tmp_path / "out").iterdir()
    _, entries = read_journal(run_dir / JOURNAL_NAME)
    outcomes = {s.agent: s.outcome for s in timeline(entries)}
    assert outcomes["lighting"] == "ERROR" and "render_director" not in outcomes
    assert draw_gantt(timeline(entries), tmp_path / "t.png").is_file()


# --- the commands -----------------------------------------------------------------------------


@pytest.fixture
def cli_logging() -> Iterator[None]:
    """The commands configure the voxel_weaver logger; put it back for the other tests."""
    logger = logging.getLogger("voxel_weaver")
    saved = (list(logger.handlers), logger.level, logger.propagate)
    yield
    logger.handlers[:], logger.level, logger.propagate = saved[0], saved[1], saved[2]


@pytest.fixture
def fake_blender(monkeypatch: pytest.MonkeyPatch) -> None:
    """`replay` renders with Blender workers; here with the shipped fake."""
    import orchestrator.app.replay as module

    real = module.replay
    monkeypatch.setattr(module, "replay",
                        lambda run_dir, **kw: real(run_dir, pool=FakeRenderPool(), **kw))


@pytest.mark.usefixtures("cli_logging", "fake_blender")
def test_the_replay_command(tmp_path: Path) -> None:
    outcome = run(tmp_path)
    registry = ["--registry", str(tmp_path / "registry.sqlite3")]
    ok = CliRunner().invoke(replay_command, [str(outcome.run_dir), *registry])
    assert ok.exit_code == 0, ok.output
    assert f"scene hash {outcome.report['scene']['hash']}: same as the recorded run" in ok.stdout
    as_json = CliRunner().invoke(replay_command, [str(outcome.run_dir), "--json", *registry,
                                                  "--out", str(tmp_path / "elsewhere")])
    assert as_json.exit_code == 0 and json.loads(as_json.stdout)["matches"] is True
    assert len(list((tmp_path / "elsewhere").iterdir())) == 1

    path = outcome.run_dir / JOURNAL_NAME
    head, *rest = path.read_text().splitlines()
    path.write_text("\n".join([head.replace('"seed":7', '"seed":9'), *rest]) + "\n")
    bad = CliRunner().invoke(replay_command, [str(outcome.run_dir), *registry])
    assert bad.exit_code == 1 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1
    assert bad.stderr.startswith("scene hash differs: recorded ")


@pytest.mark.usefixtures("cli_logging")
def test_the_trace_command(tmp_path: Path) -> None:
    outcome = run(tmp_path)
    result = CliRunner().invoke(trace_command, [str(outcome.run_dir)])
    assert result.exit_code == 0, result.output
    png = outcome.run_dir / "timeline.png"
    assert result.stdout.splitlines()[-1] == f"timeline: {png}" and png.is_file()
    assert "plan_request" in result.stdout and "RESPONSE" in result.stdout
    other = tmp_path / "charts" / "t.png"
    as_json = CliRunner().invoke(trace_command, [str(outcome.run_dir), "--json",
                                                 "--png", str(other)])
    data = json.loads(as_json.stdout)
    assert data["png"] == str(other) and other.is_file() and len(data["spans"]) == 8


@pytest.mark.parametrize("command", ["replay", "trace"])
@pytest.mark.usefixtures("cli_logging")
def test_a_bad_run_dir_is_one_line_and_exit_2(tmp_path: Path, command: str,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    from orchestrator.cli import cli, main

    monkeypatch.setitem(cli.commands, "replay", replay_command)
    monkeypatch.setitem(cli.commands, "trace", trace_command)
    empty = tmp_path / "not-a-run"
    empty.mkdir()
    for target in (tmp_path / "missing", empty):
        with pytest.raises(SystemExit) as exit_info:
            main([command, str(target)])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")
        assert str(target) in err
