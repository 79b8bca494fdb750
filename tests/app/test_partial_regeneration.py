"""Partial regeneration (`restyle`): the layout is kept; materials and/or lighting change.

No Blender: the original run and every restyle render through `FakeRenderPool`.
"""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from orchestrator import InputError, RunRequest, Scene, execute, replay, restyle
from orchestrator.app.journal import read_journal
from orchestrator.app.runner import RunOutcome
from orchestrator.cli.journal import trace_command
from orchestrator.cli.restyle import restyle_command
from orchestrator.errors import ValidationFailed
from orchestrator.runtime.agent import Agent
from orchestrator.testing import FakeRenderPool, with_fault, with_latency


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> RunOutcome:
    """One finished cozy bedroom (evening light) that every test restyles."""
    root = tmp_path_factory.mktemp("original")
    request = RunRequest(prompt="A cozy bedroom", seed=7, overrides={"time_of_day": "dusk"})
    return asyncio.run(execute(request, root / "out", root / "registry.sqlite3",
                               pool=FakeRenderPool()))


def scene_of(run_dir: Path) -> Scene:
    return Scene.model_validate_json((run_dir / "scene.json").read_text())


def layout(scene: Scene) -> list[tuple[object, ...]]:
    return [(o.id, o.category, o.location, o.rotation_z, o.size) for o in scene.objects]


def completed(report: dict, agent: str) -> int:
    """Requests the agent completed in this run (an agent the run never asked is not listed)."""
    return int(report["agents"].get(agent, {}).get("completed", 0))


def run_restyle(original: RunOutcome, tmp_path: Path, style: str | None = None,
                relight: str | None = None, **kwargs: object) -> RunOutcome:
    return asyncio.run(restyle(original.run_dir, style=style, relight=relight,
                               out_root=tmp_path / "out", registry_path=tmp_path / "reg.sqlite3",
                               pool=FakeRenderPool(), **kwargs))  # type: ignore[arg-type]


def test_restyle_keeps_the_layout_and_changes_materials(original: RunOutcome,
                                                        tmp_path: Path) -> None:
    before = scene_of(original.run_dir)
    assert before.plan.style != "rustic"
    outcome = run_restyle(original, tmp_path, "rustic")
    after = scene_of(outcome.run_dir)
    assert layout(after) == layout(before)
    assert after.room.model_dump(exclude={"floor_material", "wall_material",
                                          "ceiling_material"}) == \
        before.room.model_dump(exclude={"floor_material", "wall_material", "ceiling_material"})
    assert after.plan.style == "rustic"
    assert after.plan.model_dump(exclude={"style"}) == before.plan.model_dump(exclude={"style"})
    assert after.materials != before.materials
    assert after.provenance == before.provenance
    report = outcome.report
    assert report["status"] == "ok" and report["plan"]["style"] == "rustic"
    for agent in ("texture", "lighting", "spatial_validator", "render_director",
                  "asset_registry"):
        assert completed(report, agent) >= 1, agent
    for agent in ("prompt_interpreter", "geometry"):  # nothing is planned or laid out again
        assert completed(report, agent) == 0, agent
    assert {"texture", "lighting", "validation", "render"} <= set(report["stages"])
    assert report["validation"]["repair_attempts"] == 0


def test_relight_keeps_materials_and_objects_and_changes_only_lighting(
        original: RunOutcome, tmp_path: Path) -> None:
    before = scene_of(original.run_dir)
    outcome = run_restyle(original, tmp_path, relight="night")
    after = scene_of(outcome.run_dir)
    assert after.objects == before.objects  # materials per slot included
    assert after.materials == before.materials and after.room == before.room
    assert after.plan.time_of_day == "night" and after.plan.style == before.plan.style
    assert after.lights != before.lights and after.world != before.world
    assert completed(outcome.report, "texture") == 0
    assert completed(outcome.report, "lighting") == 1
    assert "texture" not in outcome.report["stages"]


def test_restyle_and_relight_together_change_both(original: RunOutcome, tmp_path: Path) -> None:
    before = scene_of(original.run_dir)
    def slow(agent: Agent) -> Agent:  # measurable stage costs, to see the overlap
        return with_latency(agent, 0.15 if agent.name in ("texture", "lighting") else 0.0)

    outcome = run_restyle(original, tmp_path, "industrial", "night", wrap=slow)
    after = scene_of(outcome.run_dir)
    assert layout(after) == layout(before)
    assert (after.plan.style, after.plan.time_of_day) == ("industrial", "night")
    assert after.materials != before.materials and after.lights != before.lights
    stages = outcome.report["stages"]
    overlap = min(stages["texture"]["end"], stages["lighting"]["end"]) - max(
        stages["texture"]["start"], stages["lighting"]["start"])
    assert overlap > 0.1, stages  # texture || lighting, like the async orchestrator
    assert outcome.report["derived_from"]["change"] == {"style": "industrial",
                                                        "time_of_day": "night"}


def test_new_run_dir_has_render_scene_and_report_with_derived_from(original: RunOutcome,
                                                                   tmp_path: Path) -> None:
    outcome = run_restyle(original, tmp_path, "rustic")
    assert outcome.run_dir.parent == tmp_path / "out" and outcome.run_dir != original.run_dir
    assert {"render.png", "scene.json", "report.json"} <= {p.name for p in
                                                           outcome.run_dir.iterdir()}
    report = json.loads((outcome.run_dir / "report.json").read_text())
    assert report["run_id"] == outcome.run_id
    assert report["derived_from"]["run_id"] == original.run_id
    assert report["derived_from"]["change"] == {"style": "rustic", "time_of_day": None}
    assert report["seed"] == 7 and report["prompt"] == "A cozy bedroom"
    assert set(report["artifacts"]) >= {"render", "scene"}


def test_no_render_builds_and_checks_without_an_image(original: RunOutcome,
                                                      tmp_path: Path) -> None:
    outcome = run_restyle(original, tmp_path, "modern", render=False)
    assert not (outcome.run_dir / "render.png").exists()
    assert outcome.report["render"]["rendered"] is False
    assert (outcome.run_dir / "scene.json").exists()


def test_a_kept_layout_that_fails_checks_is_not_repaired_by_moving_objects(
        original: RunOutcome, tmp_path: Path) -> None:
    pool = FakeRenderPool(mesh_failures=99)
    with pytest.raises(ValidationFailed, match="cannot move objects"):
        asyncio.run(restyle(original.run_dir, style="rustic", relight=None,
                            out_root=tmp_path / "out", registry_path=tmp_path / "r.sqlite3",
                            pool=pool))
    assert len(pool.jobs) == 1  # refused once; no second layout was tried
    (run_dir,) = list((tmp_path / "out").iterdir())
    report = json.loads((run_dir / "report.json").read_text())
    assert report["status"] == "failed" and "intersects" in report["error"]
    assert report["derived_from"]["run_id"] == original.run_id
    assert completed(report, "geometry") == 0
    assert not (run_dir / "render.png").exists()


@pytest.mark.parametrize(
    ("style", "relight", "needle"),
    [(None, None, "nothing to change"),
     ("gothic", None, "style must be one of cozy, modern, rustic"),
     (None, "midnight", "time_of_day must be one of morning, noon")],
    ids=["nothing", "bad-style", "bad-time"])
def test_bad_changes_are_input_errors_and_write_nothing(
        original: RunOutcome, tmp_path: Path, style: str | None, relight: str | None,
        needle: str) -> None:
    with pytest.raises(InputError, match=needle) as caught:
        run_restyle(original, tmp_path, style, relight)
    assert "\n" not in str(caught.value)
    assert not (tmp_path / "out").exists()


def test_a_run_dir_without_scene_json_is_an_input_error(original: RunOutcome,
                                                        tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    shutil.copytree(original.run_dir, broken)
    (broken / "scene.json").unlink()
    for run_dir in (broken, tmp_path / "missing"):
        with pytest.raises(InputError, match=r"no scene\.json"):
            asyncio.run(restyle(run_dir, style="rustic", relight=None, out_root=tmp_path / "out",
                                registry_path=tmp_path / "r.sqlite3", pool=FakeRenderPool()))
    assert not (tmp_path / "out").exists()


def test_cli_restyles_and_prints_the_summary_or_json(original: RunOutcome, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # The command builds its own render director: give it the fake pool instead of Blender.
    monkeypatch.setattr("agents.render_director.agent.BlenderWorkerPool", FakeRenderPool)
    common = ["--out", str(tmp_path / "out"), "--registry", str(tmp_path / "r.sqlite3")]
    runner = CliRunner()
    result = runner.invoke(restyle_command, [str(original.run_dir), "rustic", *common])
    assert result.exit_code == 0, result.output
    assert "Wall time:" in result.output and str(original.run_dir) in result.output
    result = runner.invoke(restyle_command,
                           [str(original.run_dir), "--relight", "night", "--json", *common])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["derived_from"]["change"] == {"style": None, "time_of_day": "night"}
    assert report["plan"]["time_of_day"] == "night"


def test_cli_bad_style_raises_input_error_for_main(original: RunOutcome, tmp_path: Path) -> None:
    # The lead's cli.main() turns an InputError into one line on stderr and exit code 2.
    result = CliRunner().invoke(restyle_command, [str(original.run_dir), "gothic", "--out",
                                                  str(tmp_path / "out")], standalone_mode=False)
    assert isinstance(result.exception, InputError)
    assert "style must be one of" in str(result.exception)
    assert not (tmp_path / "out").exists()


def test_a_restyled_run_has_a_journal_that_trace_and_replay_read(
        original: RunOutcome, tmp_path: Path) -> None:
    """One run path: a restyle is journaled like any run, and replays to the same scene."""
    outcome = run_restyle(original, tmp_path, "rustic", "night")
    header, entries = read_journal(outcome.run_dir / "journal.jsonl")
    assert header["restyle"] == {"source": str(original.run_dir), "style": "rustic",
                                 "time_of_day": "night"}
    assert {e.envelope.recipient for e in entries} >= {"texture", "lighting"}
    assert "prompt_interpreter" not in {e.envelope.recipient for e in entries}

    traced = CliRunner().invoke(trace_command, [str(outcome.run_dir)])
    assert traced.exit_code == 0, traced.output
    assert (outcome.run_dir / "timeline.png").is_file()

    again = asyncio.run(replay(outcome.run_dir, out_root=tmp_path / "replays",
                               registry_path=tmp_path / "reg.sqlite3", pool=FakeRenderPool()))
    assert again.matches, (again.original_hash, again.replayed_hash)
    replayed = json.loads((again.new_run_dir / "report.json").read_text())
    assert replayed["derived_from"]["run_id"] == original.run_id


def test_a_failing_texture_agent_during_restyle_degrades_the_run(
        original: RunOutcome, tmp_path: Path) -> None:
    outcome = run_restyle(original, tmp_path, "modern", wrap=with_fault("texture", "raise"))
    report = outcome.report
    assert report["status"] == "degraded"
    assert [d["stage"] for d in report["degradations"]] == ["texture"]
    assert (outcome.run_dir / "journal.jsonl").is_file()
