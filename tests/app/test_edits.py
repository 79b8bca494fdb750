"""Edits by instruction over the real agents and the fake render backend: each does what it
says, and everything it does not name keeps its id, place, rotation, size and materials."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from orchestrator import RunRequest, execute
from orchestrator.app.edit import edit_request
from orchestrator.errors import InputError
from orchestrator.schema.scene import Scene
from orchestrator.testing import FakeRenderPool

SOURCE = ("a modern living room with a sofa, a coffee table, a tv on a tv stand, a rug, an "
          "armchair, a side table and a floor lamp")


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("edits")
    outcome = asyncio.run(execute(RunRequest(prompt=SOURCE, seed=2), root / "out",
                                  root / "registry.sqlite3", pool=FakeRenderPool()))
    return outcome.run_dir


def edited(source: Path, tmp_path: Path, instruction: str) -> tuple[Scene, Scene, dict[str, Any]]:
    request = edit_request(source, instruction)
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    before = Scene.model_validate_json((source / "scene.json").read_text())
    after = Scene.model_validate_json((outcome.run_dir / "scene.json").read_text())
    return before, after, outcome.report


def looks(scene: Scene, obj_id: str) -> dict[str, Any]:
    """An object's materials as what they look like (ids may be renamed)."""
    specs = {m.id: m.model_dump(exclude={"id"}) for m in scene.materials}
    return {slot: specs.get(mid) for slot, mid in scene.object(obj_id).materials.items()}


def unchanged(before: Scene, after: Scene, *, but: set[str], materials: bool = True,
              raised: set[str] = frozenset()) -> None:  # type: ignore[assignment]
    """Every object but `but` as it was; those in `raised` may stand higher or lower by a
    rug's thickness (onto a rug the edit laid out), nothing else of them changed."""
    for obj in before.objects:
        if obj.id in but:
            continue
        now = after.object(obj.id)
        if obj.id in raised:
            assert now.location[:2] == obj.location[:2], obj.id
            assert abs(now.location[2] - obj.location[2]) <= 0.02, obj.id
            now = now.model_copy(update={"location": obj.location})
        assert (now.location, now.rotation_z, now.size, now.category) == (
            obj.location, obj.rotation_z, obj.size, obj.category), obj.id
        if materials:
            assert looks(after, obj.id) == looks(before, obj.id), obj.id


def ids_of(scene: Scene, category: str) -> set[str]:
    return {o.id for o in scene.objects if o.category == category}


def test_add_puts_a_new_thing_next_to_its_target(source: Path, tmp_path: Path) -> None:
    before, after, report = edited(source, tmp_path, "put a plant next to the sofa")
    new = ids_of(after, "plant") - ids_of(before, "plant")
    assert len(new) == 1 and report["derived_from"]["added"] == list(new)
    unchanged(before, after, but=set())
    assert report["derived_from"]["run_dir"] == str(source)


def test_the_report_counts_what_was_added_and_removed_in_words(source: Path) -> None:
    from agents.prompt_interpreter.edit_words import parse_edit
    from agents.prompt_interpreter.edits import apply_edit

    scene = Scene.model_validate_json((source / "scene.json").read_text())
    notes = apply_edit(scene, parse_edit("add two plants next to the sofa; remove the tv")).notes
    assert notes[0].startswith("added 2 plants ") and notes[1].startswith("removed 1 tv"), notes


def test_add_on_a_surface(source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "add a vase on the coffee table")
    (vase,) = ids_of(after, "vase") - ids_of(before, "vase")
    table = next(iter(ids_of(before, "coffee_table")))
    assert after.object(vase).support == table
    unchanged(before, after, but=set())


def test_remove_takes_away_the_thing_and_what_stands_on_it(source: Path,
                                                          tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "remove the tv")
    assert not ids_of(after, "tv")
    gone = {o.id for o in before.objects} - {o.id for o in after.objects}
    assert ids_of(before, "tv") <= gone
    unchanged(before, after, but=gone)


def test_recolour_changes_only_the_things_look(source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "make the rug blue")
    (rug,) = ids_of(before, "rug")
    assert "blue" in after.object(rug).attributes
    assert looks(after, rug) != looks(before, rug)
    assert after.object(rug).location == before.object(rug).location
    unchanged(before, after, but={rug})


def test_reshape_lays_out_only_that_thing_again(source: Path, tmp_path: Path) -> None:
    before, after, report = edited(source, tmp_path, "make the rug round")
    (rug,) = ids_of(before, "rug")
    assert "round" in after.object(rug).attributes
    # what now stands on (or off) the rug is raised (or lowered) by its thickness, and the
    # report says so; nothing else moves
    said = {i for f in report["validation"]["findings"] if "raised" in f["message"]
            for i in f["objects"]}
    unchanged(before, after, but={rug}, raised=said)


def test_replace_puts_the_new_thing_in_the_old_ones_place(source: Path,
                                                         tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "swap the armchair for a recliner")
    assert not ids_of(after, "armchair") and ids_of(after, "recliner")
    unchanged(before, after, but=ids_of(before, "armchair"))


def test_move_moves_only_that_thing_and_what_it_carries(source: Path, tmp_path: Path) -> None:
    before, after, report = edited(source, tmp_path, "move the floor lamp into the corner")
    (lamp,) = ids_of(before, "floor_lamp")
    assert report["derived_from"]["done"] == ["moved the floor lamp"]
    unchanged(before, after, but={lamp})


def test_relight_keeps_every_object_and_material(source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "make it night")
    assert after.plan.time_of_day == "night" and after.lights != before.lights
    unchanged(before, after, but=set())


def test_restyle_keeps_every_place(source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "make it rustic")
    assert after.plan.style == "rustic"
    unchanged(before, after, but=set(), materials=False)


def test_two_changes_in_one_instruction(source: Path, tmp_path: Path) -> None:
    before, after, report = edited(source, tmp_path,
                                   "remove the side table and add a bookshelf")
    assert not ids_of(after, "side_table") and ids_of(after, "bookshelf")
    gone = {o.id for o in before.objects} - {o.id for o in after.objects}
    unchanged(before, after, but=gone)
    assert len(report["derived_from"]["done"]) == 2


@pytest.mark.parametrize(("instruction", "why"), [
    ("remove the piano", "the scene has no piano"),
    ("make the sofa", "make the sofa what?"),
    ("move the sofa", "move the sofa where?"),
    ("swap the sofa", "swap sofa for what?"),
    ("", "the instruction is empty"),
    ("x" * 600, "the limit is 500"),
])
def test_what_cannot_be_done_is_refused_in_one_line(source: Path, instruction: str,
                                                    why: str) -> None:
    with pytest.raises(InputError) as info:
        edit_request(source, instruction)
    assert why in str(info.value) and "\n" not in str(info.value)


def test_the_edited_report_says_where_it_came_from(source: Path, tmp_path: Path) -> None:
    _, _, report = edited(source, tmp_path, "remove the tv")
    derived = report["derived_from"]
    assert derived["instruction"] == "remove the tv"
    assert derived["edit"][0]["kind"] == "remove"
    assert json.loads(json.dumps(report))["status"] == "ok"


def test_a_new_shape_and_colour_together_and_the_thing_stays_where_it_was(
        source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "make the rug round and blue")
    (rug,) = ids_of(before, "rug")
    assert {"round", "blue"} <= set(after.object(rug).attributes)
    assert after.object(rug).location[:2] == before.object(rug).location[:2]


def test_a_replacement_stands_where_the_old_thing_stood(source: Path, tmp_path: Path) -> None:
    before, after, _ = edited(source, tmp_path, "swap the side table for a plant stand")
    (old,) = ids_of(before, "side_table")
    (new,) = {o.id for o in after.objects} - {o.id for o in before.objects}
    (x0, y0), (x1, y1) = before.object(old).location[:2], after.object(new).location[:2]
    assert ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 <= 0.35


def test_replay_reproduces_an_edit(source: Path, tmp_path: Path) -> None:
    from orchestrator.app.replay import replay

    request = edit_request(source, "swap the armchair for a recliner and make the rug blue")
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    again = asyncio.run(replay(outcome.run_dir, out_root=tmp_path / "again",
                               registry_path=tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool()))
    assert again.matches and again.replayed_hash == outcome.report["scene"]["hash"]


def test_the_registry_says_which_run_an_edit_came_from(source: Path, tmp_path: Path) -> None:
    from agents.asset_registry.store import AssetStore

    registry = tmp_path / "registry.sqlite3"
    outcome = asyncio.run(execute(edit_request(source, "remove the tv"), tmp_path / "out",
                                  registry, pool=FakeRenderPool()))
    with AssetStore(registry) as store:
        row = store.get_scene(outcome.report["run_id"])
    assert row is not None
    assert row["derived_from"] == {"run_id": source.name, "instruction": "remove the tv"}
