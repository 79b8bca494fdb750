"""Edits of a whole home over the real agents and the fake render backend: the instruction
goes to one room (named, or the one where it fits), that room changes as it says, and the
floor plan, every other room and the room's untouched objects stay exactly as they were."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from orchestrator import RunRequest, execute
from orchestrator.app.edit import edit_request
from orchestrator.errors import InputError
from orchestrator.schema.home import HomeScene
from orchestrator.testing import FakeRenderPool

HOME = "a two-bedroom apartment with an open kitchen and a living room"


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("home_edits")
    outcome = asyncio.run(execute(RunRequest(prompt=HOME, seed=3), root / "out",
                                  root / "registry.sqlite3",
                                  render_backends=[FakeRenderPool(), FakeRenderPool()]))
    assert outcome.report["status"] == "ok", outcome.report["error"]
    return outcome.run_dir


def edited(source: Path, tmp_path: Path, instruction: str, room: str | None = None,
           mode: str = "async") -> tuple[HomeScene, HomeScene, dict[str, Any]]:
    request = edit_request(source, instruction, room=room)
    if mode != "async":
        from dataclasses import replace

        request = replace(request, mode=mode)  # type: ignore[arg-type]
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  render_backends=[FakeRenderPool(), FakeRenderPool()]))
    before = HomeScene.model_validate_json((source / "scene.json").read_text())
    after = HomeScene.model_validate_json((outcome.run_dir / "scene.json").read_text())
    return before, after, outcome.report


def only_zone_changed(before: HomeScene, after: HomeScene, zone: str) -> None:
    assert after.plan == before.plan
    assert [z.zone for z in after.zones] == [z.zone for z in before.zones]
    for was, now in zip(before.zones, after.zones, strict=True):
        if was.zone != zone:
            assert now == was, f"{was.zone} changed"


def objects(home: HomeScene, zone: str) -> dict[str, Any]:
    return {o.id: o for o in next(z for z in home.zones if z.zone == zone).scene.objects}


def zone_with(home: HomeScene, object_id: str) -> str:
    (zone,) = [z.zone for z in home.zones if any(o.id == object_id for o in z.scene.objects)]
    return zone


def test_removing_the_one_tv_changes_only_the_room_that_had_it(home: Path,
                                                               tmp_path: Path) -> None:
    before, after, report = edited(home, tmp_path, "remove the tv")
    zone = zone_with(before, "tv")
    assert report["status"] == "ok", report["error"]
    only_zone_changed(before, after, zone)
    was, now = objects(before, zone), objects(after, zone)
    assert "tv" not in now and set(now) <= set(was)
    for obj_id, obj in now.items():
        assert obj == was[obj_id], obj_id  # place, size, rotation and materials
    derived = report["derived_from"]
    assert derived["zone"] == zone and derived["run_id"] == home.name
    assert derived["removed"] and "tv" in derived["removed"]
    assert report["validation"]["metrics"]["zones_checked"] == len(before.zones)


def test_an_added_thing_goes_to_the_room_the_words_name(home: Path, tmp_path: Path) -> None:
    before, after, report = edited(home, tmp_path, "put a floor lamp in bedroom 2")
    derived = report["derived_from"]
    assert derived["room"] == "bedroom_2" and report["status"] == "ok", report["error"]
    zone = derived["zone"]
    only_zone_changed(before, after, zone)
    was, now = objects(before, zone), objects(after, zone)
    new = set(now) - set(was)
    assert len(new) == 1 and now[new.pop()].category == "floor_lamp"
    assert all(now[i].location == was[i].location for i in was)


def test_room_option_picks_the_room_and_the_sequential_mode_gives_the_same_home(
        home: Path, tmp_path: Path) -> None:
    _, a, _ = edited(home, tmp_path / "a", "add a plant", room="main bedroom")
    _, b, report = edited(home, tmp_path / "b", "add a plant", room="bedroom_1",
                          mode="sequential")
    assert report["derived_from"]["room"] == "bedroom_1"
    assert a.content_hash() == b.content_hash()


@pytest.mark.parametrize(("instruction", "room", "says"), [
    ("add a plant", None, "fits several rooms; say which"),
    ("remove the bed", None, "fits several rooms; say which"),
    ("remove the piano", None, "cannot do that in any room of this home"),
    ("remove the bathtub", "kitchen", "cannot do that in the open kitchen"),
    ("add a plant", "garage", "'garage' is no room of this home; choose one of"),
    ("add a plant", "bedroom", "'bedroom' names several rooms"),
])
def test_an_edit_a_home_cannot_place_is_refused_in_one_line_before_anything_is_written(
        home: Path, tmp_path: Path, instruction: str, room: str | None, says: str) -> None:
    with pytest.raises(InputError) as refused:
        edit_request(home, instruction, room=room)
    assert says in str(refused.value) and "\n" not in str(refused.value)
    assert not (tmp_path / "out").exists()


def test_a_room_of_one_run_refuses_the_room_option(tmp_path: Path) -> None:
    outcome = asyncio.run(execute(RunRequest(prompt="a bedroom", seed=1), tmp_path / "out",
                                  tmp_path / "registry.sqlite3", pool=FakeRenderPool()))
    with pytest.raises(InputError, match="--room is for a whole home"):
        edit_request(outcome.run_dir, "add a plant", room="kitchen")


def test_a_home_edit_is_replayed_from_its_journal(home: Path, tmp_path: Path) -> None:
    from orchestrator.app.replay import replay

    request = edit_request(home, "make the sofa blue")
    outcome = asyncio.run(execute(request, tmp_path / "out", tmp_path / "registry.sqlite3",
                                  pool=FakeRenderPool()))
    header = json.loads((outcome.run_dir / "journal.jsonl").read_text().splitlines()[0])
    assert header["run"]["edit"]["zone"] == outcome.report["derived_from"]["zone"]
    again = asyncio.run(replay(outcome.run_dir, out_root=tmp_path / "again",
                               registry_path=tmp_path / "registry.sqlite3",
                               pool=FakeRenderPool()))
    assert again.matches and again.replayed_hash == outcome.report["scene"]["hash"]
