"""Whole runs in which Claude designs an object the library lacks, through the real SDK and
the local fake server: the design is built, reported, registered and reused."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

from orchestrator import LLMSettings, RunRequest, execute
from orchestrator.app.runner import RunOutcome
from orchestrator.testing import FakeAnthropicServer, FakeRenderPool, TextAnswer, ToolAnswer

DESIGN_TOOL = "submit_object_design"
HOOKAH = {  # what a model might answer: a glass base, a brass stem, a tray and a bowl
    "size": [0.36, 0.36, 0.82], "placement": "floor", "surface_frac": None,
    "blueprint": {"parts": [
        {"shape": "cone", "lo": [-0.3, -0.3, 0.0], "hi": [0.3, 0.3, 0.38], "slot": "glass",
         "taper": 0.45},
        {"shape": "cylinder", "lo": [-0.04, -0.04, 0.38], "hi": [0.04, 0.04, 0.88],
         "slot": "brass"},
        {"shape": "cylinder", "lo": [-0.2, -0.2, 0.6], "hi": [0.2, 0.2, 0.62], "slot": "brass"},
        {"shape": "cone", "lo": [-0.09, -0.09, 0.88], "hi": [0.09, 0.09, 1.0],
         "slot": "ceramic", "taper": 1.0},
        {"shape": "cylinder", "lo": [0.04, -0.015, 0.5], "hi": [0.5, 0.015, 0.53],
         "slot": "dark_plastic", "axis": "x"},
    ]},
}


def run(tmp_path: Path, server: FakeAnthropicServer, prompt: str) -> RunOutcome:
    llm = LLMSettings("anthropic", "test", api_key="test-key", base_url=server.base_url,
                      max_retries=0, cache_dir=tmp_path / "llm_cache")
    request = RunRequest(prompt=prompt, seed=5, mode="async", llm=llm)  # type: ignore[arg-type]
    return asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool()))


def noun(outcome: RunOutcome, name: str) -> dict[str, Any]:
    return next(n for n in outcome.report["nouns"] if n["noun"] == name)


def scene_of(outcome: RunOutcome) -> dict[str, Any]:
    return json.loads((outcome.run_dir / "scene.json").read_text())


def design_requests(server: FakeAnthropicServer) -> int:
    return sum(r.tool == DESIGN_TOOL for r in server.requests)


def test_a_noun_the_library_lacks_is_designed_built_and_reused(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer(HOOKAH), tool=DESIGN_TOOL)
    first = run(tmp_path, fake_anthropic, "a living room with a sofa and a theremin")
    assert design_requests(fake_anthropic) == 1
    scene = scene_of(first)
    assert [d["name"] for d in scene["plan"]["designs"]] == ["theremin"]
    placed = [o for o in scene["objects"] if o["category"] == "theremin"]
    assert len(placed) == 1 and placed[0]["label"] == "theremin"
    assert placed[0]["size"] == [0.36, 0.36, 0.82]
    assert set(placed[0]["materials"]) == {"glass", "brass", "ceramic", "dark_plastic"}
    account = noun(first, "theremin")
    assert account["outcome"] == "made" and account["made"] == 1
    assert account["note"].startswith("designed as data by ")
    # the draft the model started from: no prompt, no seed, only the noun and a stand-in
    asked = next(r for r in fake_anthropic.requests if r.tool == DESIGN_TOOL)
    text = json.dumps(asked.body["messages"])
    assert "theremin" in text and "sofa" not in text
    with sqlite3.connect(tmp_path / "registry.sqlite3") as db:
        assert db.execute("SELECT noun, name, run_id FROM designs").fetchall() == [
            ("theremin", "theremin", first.run_id)]

    second = run(tmp_path, fake_anthropic, "a cozy den with an armchair and a theremin")
    assert design_requests(fake_anthropic) == 1  # reused, not asked again
    assert noun(second, "theremin")["note"] == "designed as data by an earlier scene (5 parts)"
    assert [o["size"] for o in scene_of(second)["objects"] if o["category"] == "theremin"] == [
        [0.36, 0.36, 0.82]]


def test_words_that_name_no_object_stay_not_made(fake_anthropic: FakeAnthropicServer,
                                                 tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer({**HOOKAH, "not_an_object": True}), tool=DESIGN_TOOL)
    outcome = run(tmp_path, fake_anthropic, "a living room with a sofa and a theremin")
    assert noun(outcome, "theremin")["outcome"] == "not_made"
    assert scene_of(outcome)["plan"]["designs"] == []


def test_an_invalid_design_gets_one_repair_then_the_noun_stays_as_planned(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    outside = json.loads(json.dumps(HOOKAH))
    outside["blueprint"]["parts"][0]["hi"] = [0.3, 0.3, 1.5]  # leaves its box
    unknown_slot = json.loads(json.dumps(HOOKAH))
    unknown_slot["blueprint"]["parts"][0]["slot"] = "unobtainium"
    fake_anthropic.script(ToolAnswer(outside), ToolAnswer(unknown_slot), tool=DESIGN_TOOL)
    outcome = run(tmp_path, fake_anthropic, "a living room with a sofa and a theremin")
    assert design_requests(fake_anthropic) == 2
    repair = [r for r in fake_anthropic.requests if r.tool == DESIGN_TOOL][1]
    assert "leaves the object's box" in json.dumps(repair.body["messages"])
    assert noun(outcome, "theremin")["outcome"] == "not_made"
    assert not [o for o in scene_of(outcome)["objects"] if o["category"] == "theremin"]


def test_a_model_that_ignores_the_tool_costs_nothing_but_the_design(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(TextAnswer("a theremin is a water pipe"), TextAnswer("sorry"),
                          tool=DESIGN_TOOL)
    outcome = run(tmp_path, fake_anthropic, "a living room with a sofa and a theremin")
    assert outcome.report["planner"] == "anthropic"
    assert noun(outcome, "theremin")["outcome"] == "not_made"
