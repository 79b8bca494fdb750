"""Objects designed as data for nouns the library lacks: the schema, the designer's checks,
the plan surgery, the catalog and the registry that keeps them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from agents.asset_registry.store import AssetStore
from agents.geometry.catalog import DESIGNS, GENERATORS, admit, spec
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.claude_designer import (
    DESIGN_ROLES,
    checked,
    design_name,
    design_tool,
    draft_design,
)
from agents.prompt_interpreter.designs import wanting_design, with_designs
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.schema.blueprint import Blueprint, ObjectDesign, box, cone, cylinder, sphere
from orchestrator.schema.scene import NounAccount, Scene, ScenePlan


@pytest.fixture(autouse=True)
def _forget_designs() -> Iterator[None]:
    """The catalog as it was: a design one test admits is no category for the next."""
    before = dict(GENERATORS)
    yield
    GENERATORS.clear()
    GENERATORS.update(before)
    DESIGNS.clear()


def theremin(name: str = "theremin", placement: str = "floor") -> ObjectDesign:
    parts = (cone((-0.3, -0.3, 0.0), (0.3, 0.3, 0.35), "glass", taper=0.5),
             cylinder((-0.05, -0.05, 0.35), (0.05, 0.05, 0.85), "brass"),
             sphere((-0.15, -0.15, 0.55), (0.15, 0.15, 0.62), "brass"),
             cone((-0.1, -0.1, 0.85), (0.1, 0.1, 1.0), "ceramic", taper=1.0),
             box((0.05, -0.02, 0.6), (0.5, 0.02, 0.63), "dark_plastic"))
    return ObjectDesign(name=name, noun="theremin", size=(0.35, 0.35, 0.8),
                        placement=placement, blueprint=Blueprint(parts=parts))  # type: ignore[arg-type]


# --- the schema and the designer's checks ---------------------------------------------------


def test_a_design_must_keep_its_parts_inside_its_box_and_be_a_sane_size() -> None:
    good = theremin()
    data = good.model_dump()
    data["blueprint"]["parts"][0]["hi"] = (0.3, 0.3, 1.2)
    with pytest.raises(ValidationError, match="leaves the object's box"):
        ObjectDesign.model_validate(data)
    with pytest.raises(ValidationError, match="size must be"):
        ObjectDesign.model_validate({**good.model_dump(), "size": (0.3, 0.3, 9.0)})
    with pytest.raises(ValidationError, match=r"at most 1\.5 m across"):
        ObjectDesign.model_validate({**good.model_dump(), "placement": "surface",
                                     "size": (2.0, 0.5, 0.3)})
    with pytest.raises(ValidationError):  # a name that could be a path or code
        ObjectDesign.model_validate({**good.model_dump(), "name": "../x; import os"})
    with pytest.raises(ValidationError):  # no unknown fields: nothing rides along
        ObjectDesign.model_validate({**good.model_dump(), "script": "print(1)"})


def test_the_designer_only_accepts_the_palettes_roles_as_slots() -> None:
    assert checked(theremin()) == theremin()
    bad = theremin().model_copy(update={"blueprint": Blueprint(parts=(
        box((-0.5, -0.5, 0), (0.5, 0.5, 1), "unobtainium"),))})
    with pytest.raises(ValueError, match="unknown material slots \\['unobtainium'\\]"):
        checked(bad)
    assert "wall" not in DESIGN_ROLES and "floor" not in DESIGN_ROLES


@pytest.mark.parametrize(("noun", "name"), [
    ("theremin", "theremin"), ("Rocking Horse!", "rocking_horse_design"), ("3d printer",
                                                                          "obj_3d_printer"),
    ("bed", "bed_design"), ("x", "x_object")])
def test_design_names_are_categories_that_never_shadow_the_library(noun: str, name: str) -> None:
    assert design_name(noun) == name
    ObjectDesign(name=design_name(noun), noun=noun, size=(0.5, 0.5, 0.5), placement="floor",
                 blueprint=Blueprint(parts=(box((-0.5, -0.5, 0), (0.5, 0.5, 1), "wood"),)))


def test_the_draft_is_the_stand_in_and_the_tool_leaves_our_fields_out() -> None:
    draft = draft_design("wicker hamper", "laundry_hamper")
    assert draft.size == GENERATORS["laundry_hamper"].size
    assert draft.blueprint.slots == spec("laundry_hamper").slots
    plain = draft_design("astrolabe", None)
    assert plain.placement == "floor" and len(plain.blueprint.parts) == 1
    hand_made = draft_design("urn", "vase")  # a hand-modelled stand-in: one box in its role
    assert hand_made.blueprint.slots == ("ceramic",)
    properties = design_tool()["input_schema"]["properties"]
    assert "name" not in properties and "noun" not in properties and "blueprint" in properties


# --- into the plan ----------------------------------------------------------------------------


def test_a_noun_nothing_stood_in_for_gets_the_objects_asked_for() -> None:
    plan = plan_offline("a living room with a sofa and two theremins", 3)
    assert [a.noun for a in wanting_design(plan)] == ["theremin"]
    designed = with_designs(plan, {"theremin": (theremin(), "claude-test")})
    made = [o for o in designed.objects if o.category == "theremin"]
    assert len(made) == 2 and {o.label for o in made} == {"theremin"}
    account = next(a for a in designed.nouns if a.noun == "theremin")
    assert (account.outcome, account.family, account.planned) == ("made", "theremin", 2)
    assert "designed as data by claude-test (5 parts)" in account.note
    assert designed.designs == (theremin(),)
    assert wanting_design(designed) == []


def test_only_nouns_the_library_lacks_or_makes_as_something_else_want_a_design() -> None:
    plan = plan_offline("a kitchen with a samovar, two portraits and a freezer", 3)
    outcomes = {a.noun: a.outcome for a in plan.nouns}
    assert outcomes["portrait"] == outcomes["freezer"] == "approximated"  # by their head's family
    assert [a.noun for a in wanting_design(plan)] == ["samovar"]


def approximated(plan: ScenePlan, category: str, noun: str) -> ScenePlan:
    """The plan as if the library had stood `category` in for `noun`."""
    objects = tuple(o.model_copy(update={"label": noun}) if o.category == category else o
                    for o in plan.objects)
    account = NounAccount(phrase=f"a {noun}", noun=noun, asked=1, family=category, planned=1,
                          outcome="approximated", note=f"approximated as {category}")
    return plan.model_copy(update={"objects": objects, "nouns": (*plan.nouns, account)})


def test_a_stand_in_takes_the_design_in_its_place() -> None:
    plan = approximated(plan_offline("a bedroom with a bed and a laundry hamper", 3),
                        "laundry_hamper", "theremin")
    assert [a.noun for a in wanting_design(plan)] == ["theremin"]
    stand_in = next(o for o in plan.objects if o.label == "theremin")
    designed = with_designs(plan, {"theremin": (theremin(), "claude-test")})
    after = next(o for o in designed.objects if o.id == stand_in.id)
    assert after.category == "theremin"
    assert (after.relation, after.target) == (stand_in.relation, stand_in.target)
    others = [o for o in designed.objects if o.id != stand_in.id]
    assert others == [o for o in plan.objects if o.id != stand_in.id]  # nothing else moves


def test_a_surface_design_with_nothing_to_stand_on_is_left_out() -> None:
    plan = plan_offline("a bathroom with a theremin", 3)
    plan = plan.model_copy(update={"objects": tuple(
        o for o in plan.objects if o.category in ("toilet", "door", "bathtub"))})
    designed = with_designs(plan, {"theremin": (theremin(placement="surface"), "claude-test")})
    assert designed == plan


def test_the_layout_places_a_designed_object_by_its_box() -> None:
    plan = with_designs(plan_offline("a living room with a sofa and a theremin", 3),
                        {"theremin": (theremin(), "claude-test")})
    admit(plan.designs)
    scene, _ = solve_layout(plan)
    placed = [o for o in scene.objects if o.category == "theremin"]
    assert len(placed) == 1 and placed[0].size == (0.35, 0.35, 0.8)
    Scene.model_validate_json(scene.model_dump_json())  # the designs travel with the scene


def test_admitting_never_replaces_a_library_generator() -> None:
    with pytest.raises(ValueError, match="would replace a library generator"):
        admit([theremin(name="sofa")])


# --- the registry keeps them ------------------------------------------------------------------


def test_the_registry_keeps_the_first_design_of_a_noun(tmp_path: Path) -> None:
    first = with_designs(plan_offline("a living room with a sofa and a theremin", 3),
                         {"theremin": (theremin(), "claude-test")})
    admit(first.designs)
    scene, _ = solve_layout(first)
    other = theremin().model_copy(update={"size": (0.4, 0.4, 0.9)})
    second_scene, _ = solve_layout(first.model_copy(update={"designs": (other,)}))
    with AssetStore(tmp_path / "registry.sqlite3", tmp_path / "blobs") as store:
        assert store.designs_for(["theremin"]) == []
        store.register_scene("run-1", scene)
        store.register_scene("run-2", second_scene)
        assert store.designs_for(["theremin", "astrolabe", "theremin"]) == [theremin()]
        store.conn.execute("UPDATE designs SET design = '{\"broken\": 1}'")
        assert store.designs_for(["theremin"]) == []  # a row that no longer fits is no design
