"""Whole runs with Claude planning, through the real SDK and the local fake server.

The render is the shipped FakeRenderPool; tests/blender/test_llm_end_to_end.py does the
same with real Blender renders.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator import LLMSettings, RunRequest, execute
from orchestrator.app.runner import RunOutcome
from orchestrator.testing import (
    FakeAnthropicServer,
    FakeRenderPool,
    HttpError,
    MalformedBody,
    TextAnswer,
    ToolAnswer,
)

PROMPT = "a dark industrial home office for late nights"
PLAN = {
    "room_type": "office", "style": "industrial", "mood": "moody", "time_of_day": "night",
    "width": 4.4, "depth": 3.8, "height": 2.8,
    "objects": [
        {"id": "door", "category": "door", "relation": "against_wall", "importance": 9},
        {"id": "desk", "category": "desk", "relation": "against_wall", "wall": "north",
         "importance": 10},
        {"id": "office_chair", "category": "office_chair", "relation": "around",
         "target": "desk", "importance": 8},
        {"id": "laptop", "category": "laptop", "relation": "on_top_of", "target": "desk",
         "importance": 7},
        {"id": "desk_lamp", "category": "desk_lamp", "relation": "on_top_of",
         "target": "desk", "importance": 6},
        {"id": "bookshelf", "category": "bookshelf", "relation": "against_wall",
         "importance": 7},
        {"id": "filing_cabinet", "category": "filing_cabinet", "relation": "next_to",
         "target": "desk", "importance": 6},
        {"id": "floor_lamp", "category": "floor_lamp", "relation": "corner", "importance": 5},
        {"id": "coat_rack", "category": "coat_rack", "relation": "corner", "importance": 4},
        {"id": "rug", "category": "rug", "relation": "center", "importance": 3},
    ],
}


def settings(server: FakeAnthropicServer, tmp_path: Path, **overrides: Any) -> LLMSettings:
    values: dict[str, Any] = {"api_key": "test-key", "base_url": server.base_url,
                              "max_retries": 0, "cache_dir": tmp_path / "llm_cache"}
    return LLMSettings("anthropic", "test", **{**values, **overrides})


def run(tmp_path: Path, llm: LLMSettings, *, mode: str = "async", prompt: str = PROMPT,
        review: int = 0) -> RunOutcome:
    request = RunRequest(prompt=prompt, seed=11, mode=mode, llm=llm,  # type: ignore[arg-type]
                         review=review)
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool()))


def scene_json(outcome: RunOutcome) -> dict[str, Any]:
    return json.loads((outcome.run_dir / "scene.json").read_text())


def tools_called(server: FakeAnthropicServer) -> list[str | None]:
    return [r.tool for r in server.requests]


@pytest.mark.parametrize("mode", ["async", "sequential"])
def test_the_plan_the_server_returns_is_the_plan_that_gets_built(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path, mode: str) -> None:
    fake_anthropic.script(ToolAnswer(PLAN), tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path), mode=mode)
    report, scene = outcome.report, scene_json(outcome)
    assert report["status"] == "ok" and report["planner"] == "anthropic"
    assert {k: report["plan"][k] for k in ("room_type", "style", "mood", "time_of_day")} == {
        "room_type": "office", "style": "industrial", "mood": "moody", "time_of_day": "night"}
    assert scene["room"]["width"] == 4.4 and scene["room"]["depth"] == 3.8
    assert sorted(o["id"] for o in scene["objects"] if not o["dressing"]) \
        == sorted(o["id"] for o in PLAN["objects"])
    assert scene["provenance"]["planner"] == "anthropic"
    assert scene["provenance"]["model"] == "claude-opus-5-5"
    # Model tiering: the strong model plans, the fast one does texture and lighting.
    models = {r.tool: r.body["model"] for r in fake_anthropic.requests}
    assert models["submit_scene_plan"] == "claude-opus-5-5"
    assert models["submit_materials"] == models["submit_lighting"] == "claude-haiku-4-5"
    assert report["llm"]["fallbacks"] == {}
    assert set(report["llm"]["usage"]["by_stage"]) == {"prompt", "texture", "lighting",
                                                        "registry"}


def test_the_models_draft_reaches_it_and_echoed_drafts_build_the_offline_scene(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    """The fake server echoes each stage's offline draft: same scene, but planned by Claude."""
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    offline = plan_offline(PROMPT, 11)
    scene = scene_json(outcome)
    assert [o["id"] for o in scene["objects"]] and outcome.report["planner"] == "anthropic"
    assert scene["plan"]["objects"] == [o.model_dump(mode="json") for o in offline.objects]
    assert sorted(tools_called(fake_anthropic)) == sorted(  # type: ignore[type-var]
        ["submit_scene_plan", "submit_materials", "submit_lighting", "submit_description"])


def test_a_repeated_run_makes_zero_requests_and_builds_the_identical_scene(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    llm = settings(fake_anthropic, tmp_path)
    first = run(tmp_path, llm)
    sent = fake_anthropic.request_count
    second = run(tmp_path, llm)
    assert sent == 4 and fake_anthropic.request_count == sent
    assert second.report["scene"]["hash"] == first.report["scene"]["hash"]
    usage = second.report["llm"]["usage"]["total"]
    assert usage["outcomes"] == {"cached": 4} and usage["attempts"] == 0


def test_overload_falls_back_to_the_offline_plan_and_still_renders(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(*[HttpError(529, "overloaded_error")] * 2, tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path, max_retries=1))
    report = outcome.report
    # the model the user configured never planned: the scene is made, but degraded
    assert report["status"] == "degraded" and report["planner"] == "offline"
    assert [d["stage"] for d in report["degradations"]] == ["prompt"]
    assert "529 overloaded_error after 2 attempt" in report["llm"]["fallbacks"]["prompt"]
    assert report["llm"]["stages"]["texture"]["source"] == "anthropic"
    assert (outcome.run_dir / "render.png").is_file()
    assert scene_json(outcome)["plan"]["objects"] == [
        o.model_dump(mode="json") for o in plan_offline(PROMPT, 11).objects]


def test_a_slow_model_times_out_into_the_offline_materials(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.latency["submit_materials"] = 3.0
    llm = settings(fake_anthropic, tmp_path,
                   deadlines={"prompt": 5.0, "texture": 0.4, "lighting": 5.0,
                              "review": 5.0, "registry": 5.0})
    outcome = run(tmp_path, llm)
    report = outcome.report
    assert report["status"] == "degraded"
    assert report["llm"]["fallbacks"]["texture"].startswith("LLMTimeout")
    assert report["llm"]["stages"]["texture"]["source"] == "offline"
    assert report["stages"]["texture"]["duration"] < 2.0
    assert (outcome.run_dir / "render.png").is_file()


def test_garbage_gets_one_repair_round_then_the_offline_plan(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer("{'objects': [oops"), TextAnswer("I'd rather chat."),
                          tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    report = outcome.report
    assert report["planner"] == "offline" and report["status"] == "degraded"
    assert report["llm"]["fallbacks"]["prompt"].startswith("LLMOutputInvalid")
    plan_requests = [r for r in fake_anthropic.requests if r.tool == "submit_scene_plan"]
    assert len(plan_requests) == 2  # the answer and exactly one repair
    repair = plan_requests[1].body["messages"][-1]["content"][0]
    assert repair["type"] == "tool_result" and repair["is_error"] is True
    assert "not a JSON object" in repair["content"]


def test_a_repaired_answer_is_used(fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    bad = {**PLAN, "objects": [*PLAN["objects"],
                               {"id": "hot_tub", "category": "hot_tub", "relation": "center"}]}
    fake_anthropic.script(ToolAnswer(bad), ToolAnswer(PLAN), tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert outcome.report["planner"] == "anthropic"
    assert outcome.report["plan"]["style"] == "industrial"
    repair = [r for r in fake_anthropic.requests if r.tool == "submit_scene_plan"][1]
    assert "unknown category 'hot_tub'" in repair.body["messages"][-1]["content"][0]["content"]


def test_a_response_body_that_is_not_json_falls_back(fake_anthropic: FakeAnthropicServer,
                                                     tmp_path: Path) -> None:
    fake_anthropic.script(MalformedBody(), tool="submit_lighting")
    report = run(tmp_path, settings(fake_anthropic, tmp_path)).report
    assert report["status"] == "degraded"
    assert "not valid JSON" in report["llm"]["fallbacks"]["lighting"]


def test_lights_outside_the_room_are_refused(fake_anthropic: FakeAnthropicServer,
                                             tmp_path: Path) -> None:
    wild = {"world": {}, "lights": [{"id": "l", "kind": "point", "location": [40, 0, 1],
                                     "energy": 100}]}
    fake_anthropic.script(ToolAnswer(wild), ToolAnswer(wild), tool="submit_lighting")
    report = run(tmp_path, settings(fake_anthropic, tmp_path)).report
    assert "outside the room" in report["llm"]["fallbacks"]["lighting"]


def registry_note(tmp_path: Path, run_id: str) -> tuple[str, str]:
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        return db.execute("SELECT description, source FROM scene_notes WHERE run_id = ?",
                          (run_id,)).fetchone()


def test_the_registry_description_is_low_priority_background_work(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer({"description": "A moody office."}),
                          tool="submit_description")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert registry_note(tmp_path, outcome.run_id) == ("A moody office.", "claude-haiku-4-5")


def test_disable_background_llm_keeps_the_offline_description(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path, disable_background=True))
    assert "submit_description" not in tools_called(fake_anthropic)
    description, source = registry_note(tmp_path, outcome.run_id)
    assert source == "offline" and description.startswith("A ")
    assert outcome.report["llm"]["usage"]["by_stage"]["registry"]["outcomes"] == {"dropped": 1}


def test_review_applies_the_critique_and_keeps_every_rounds_render(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer(PLAN), tool="submit_scene_plan")
    fake_anthropic.script(
        ToolAnswer({"passed": False, "score": 5, "problems": ["The corner by the door is bare."],
                    "edits": {"add": [{"id": "plant", "category": "plant",
                                       "relation": "corner"}], "mood": "warm"}}),
        ToolAnswer({"passed": True, "score": 8, "problems": []}),
        tool="submit_critique")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path), review=3)
    report = outcome.report
    rounds = report["review"]["rounds"]
    assert [(r["round"], r["passed"], r["rebuilt"]) for r in rounds] == [
        (1, False, True), (2, True, False)]
    assert (outcome.run_dir / "render.png").is_file()
    assert (outcome.run_dir / "review_1" / "render.png").is_file()
    assert rounds[1]["reviewed"].endswith("review_1/render.png")
    assert report["artifacts"]["render"]["path"].endswith("review_1/render.png")
    scene = scene_json(outcome)
    assert "plant" in {o["id"] for o in scene["objects"]} and scene["plan"]["mood"] == "warm"
    critique_requests = [r for r in fake_anthropic.requests if r.tool == "submit_critique"]
    image = critique_requests[0].body["messages"][0]["content"][0]
    assert image["type"] == "image" and image["source"]["media_type"] == "image/png"


HOME_PROGRAMME = {
    "kind": "apartment", "style": "scandinavian", "mood": "bright", "time_of_day": "morning",
    "density": "normal", "height": 2.7,
    "rooms": [
        {"room_type": "living_room", "label": "living room", "group": "public", "area": 22,
         "min_area": 13, "min_width": 3.2, "brief": "", "open_to": None},
        {"room_type": "kitchen", "label": "kitchen", "group": "public", "area": 9,
         "min_area": 5.5, "min_width": 2.2, "brief": "kitchen with a big island",
         "open_to": None},
        {"room_type": "bedroom", "label": "bedroom", "group": "private", "area": 12,
         "min_area": 8.5, "min_width": 2.6, "brief": "", "open_to": None},
        {"room_type": "library", "label": "reading room", "group": "private", "area": 9,
         "min_area": 6, "min_width": 2.3, "brief": "", "open_to": None},
        {"room_type": "bathroom", "label": "bathroom", "group": "private", "area": 5,
         "min_area": 3.2, "min_width": 1.6, "brief": "", "open_to": None},
        {"room_type": "hall", "label": "hall", "group": "hub", "area": 6, "min_area": 3,
         "min_width": 1.1, "brief": "", "open_to": None},
    ],
}


def test_claude_fills_a_homes_programme_and_the_plan_is_laid_out_from_it(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer(HOME_PROGRAMME), tool="submit_home_programme")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path),
                  prompt="a one-bedroom apartment with a reading room")
    report = outcome.report
    assert "submit_home_programme" in tools_called(fake_anthropic)
    assert report["planner"] == "anthropic"
    assert report["llm"]["stages"]["prompt"]["source"] == "anthropic"
    rooms = {r["label"] for r in report["home"]["rooms"]}
    assert rooms == {r["label"] for r in HOME_PROGRAMME["rooms"]}
    home = json.loads((outcome.run_dir / "scene.json").read_text())
    assert home["plan"]["style"] == "scandinavian"


def test_a_programme_that_cannot_make_a_plan_falls_back_to_the_rules(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    no_hall = {**HOME_PROGRAMME, "rooms": HOME_PROGRAMME["rooms"][:-1]}
    fake_anthropic.script(ToolAnswer(no_hall), ToolAnswer(no_hall),
                          tool="submit_home_programme")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path),
                  prompt="a one-bedroom apartment with a reading room")
    report = outcome.report
    assert report["planner"] == "offline"
    assert "a hall" in report["llm"]["fallbacks"]["prompt"]
    assert "hall" in {r["label"] for r in report["home"]["rooms"]}


def test_claude_reads_an_edit_the_rules_cannot_and_keeps_the_rest(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    from orchestrator.app.edit import edit_request
    from orchestrator.schema.scene import Scene

    source = asyncio.run(execute(RunRequest(prompt="a living room with a sofa and a tv",
                                            seed=4), tmp_path / "src",
                                 tmp_path / "registry.sqlite3", pool=FakeRenderPool()))
    fake_anthropic.script(ToolAnswer({"ops": [{"kind": "remove", "noun": "tv"}]}),
                          tool="submit_edit_plan")
    llm = settings(fake_anthropic, tmp_path)
    request = edit_request(source.run_dir, "make it feel less cluttered", llm=llm)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    report = outcome.report
    assert "submit_edit_plan" in tools_called(fake_anthropic)
    assert report["llm"]["stages"]["prompt"]["source"] == "anthropic"
    assert report["derived_from"]["edit"][0]["kind"] == "remove"
    before = Scene.model_validate_json((source.run_dir / "scene.json").read_text())
    after = Scene.model_validate_json((outcome.run_dir / "scene.json").read_text())
    assert not any(o.category == "tv" for o in after.objects)
    kept = {o.id: o.location for o in after.objects}
    assert all(kept[o.id] == o.location for o in before.objects if o.id in kept)


def test_without_a_key_an_edit_the_rules_cannot_read_is_refused(tmp_path: Path) -> None:
    from orchestrator.app.edit import edit_request
    from orchestrator.errors import InputError

    source = asyncio.run(execute(RunRequest(prompt="a living room with a sofa", seed=4),
                                 tmp_path / "src", tmp_path / "registry.sqlite3",
                                 pool=FakeRenderPool()))
    with pytest.raises(InputError):
        edit_request(source.run_dir, "make it feel less cluttered")


# --- current models: the tool offered, not forced; thinking kept; effort where taken -------

def test_the_default_models_are_asked_as_they_require(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    """The fake server refuses what the real models refuse (forced tools on Opus 5.5, effort
    on Haiku 4.5, a tool call sent back without its thinking block), so a run that is not
    degraded was asked right."""
    fake_anthropic.script(ToolAnswer(PLAN), tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert outcome.report["status"] == "ok" and outcome.report["llm"]["fallbacks"] == {}
    requests = fake_anthropic.requests
    assert {json.dumps(r.body["tool_choice"]) for r in requests} == {'{"type": "auto"}'}
    efforts = {r.body["model"]: r.body.get("output_config") for r in requests}
    assert efforts == {"claude-opus-5-5": {"effort": "low"}, "claude-haiku-4-5": None}
    plan = next(r for r in requests if r.tool == "submit_scene_plan")
    assert "calling the submit_scene_plan tool" in plan.body["messages"][-1]["content"][-1][
        "text"]


def test_forcing_the_tool_would_be_refused_by_the_default_model(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The counter-check of the test above: the old forced tool_choice makes every planning
    call a 400 and the run falls back, degraded."""
    from orchestrator.llm import structured
    monkeypatch.setattr(structured, "OFFERED", {"type": "any"})
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert outcome.report["status"] == "degraded"
    assert "HTTP 400" in outcome.report["llm"]["fallbacks"]["prompt"]


def test_a_thinking_models_repair_round_sends_its_answer_back_whole(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    bad = {**PLAN, "width": "wide"}
    fake_anthropic.script(ToolAnswer(bad), ToolAnswer(PLAN), tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert outcome.report["planner"] == "anthropic" and outcome.report["status"] == "ok"
    repair = [r for r in fake_anthropic.requests if r.tool == "submit_scene_plan"][1]
    answer = repair.body["messages"][-2]
    assert answer["role"] == "assistant"
    assert [b["type"] for b in answer["content"]] == ["thinking", "tool_use"]


def test_an_answer_in_prose_gets_the_repair_round(fake_anthropic: FakeAnthropicServer,
                                                  tmp_path: Path) -> None:
    """With the tool only offered, a model may answer in prose: it is asked once more."""
    fake_anthropic.script(TextAnswer("Here is a lovely office."), ToolAnswer(PLAN),
                          tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path))
    assert outcome.report["planner"] == "anthropic" and outcome.report["plan"]["mood"] == "moody"
    repair = [r for r in fake_anthropic.requests if r.tool == "submit_scene_plan"][1]
    assert "did not call the submit_scene_plan tool" in json.dumps(repair.body["messages"][-1])


@pytest.mark.parametrize(("model", "effort", "sent"), [
    ("claude-opus-5-5", "high", {"effort": "high"}),
    ("claude-opus-4-5", "low", None),  # deprecated, kept working: no effort, as before
    ("some-compatible-model", "low", None),  # not in our catalogue: nothing it may refuse
])
def test_effort_goes_only_to_models_that_take_one(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path, model: str, effort: str,
        sent: dict[str, str] | None) -> None:
    fake_anthropic.script(ToolAnswer(PLAN), tool="submit_scene_plan")
    outcome = run(tmp_path, settings(fake_anthropic, tmp_path, model=model, effort=effort))
    assert outcome.report["planner"] == "anthropic"
    plan = next(r for r in fake_anthropic.requests if r.tool == "submit_scene_plan")
    assert plan.body["model"] == model and plan.body.get("output_config") == sent
