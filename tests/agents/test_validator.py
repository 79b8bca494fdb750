"""The spatial validator finds what is wrong in hand-made scenes, and passes what is right."""

from __future__ import annotations

import math

from agents.geometry.rugs import stand_on_rugs
from agents.spatial_validator.checks import summarize, validate_scene
from orchestrator import Scene, ScenePlan
from orchestrator.schema.scene import Finding, PlacedObject, PlannedObject, Room

W, D, H = 4.0, 3.0, 2.5


def obj(oid: str, category: str, xyz: tuple[float, float, float],
        size: tuple[float, float, float], rot: float = 0.0, support: str = "floor"
        ) -> PlacedObject:
    return PlacedObject(id=oid, category=category, location=xyz, size=size, rotation_z=rot,
                        support=support)


def scene(*objects: PlacedObject) -> Scene:
    plan = ScenePlan(prompt="test", room_type="bedroom", style="cozy", mood="warm",
                     time_of_day="dusk", width=W, depth=D, height=H, seed=0,
                     objects=(PlannedObject(id="x", category="bed"),))
    return Scene(plan=plan, room=Room(room_type="bedroom", width=W, depth=D, height=H),
                 objects=objects)


def codes(findings: tuple[Finding, ...]) -> list[str]:
    return sorted(f.code for f in findings)


NIGHTSTAND = obj("ns", "nightstand", (0.0, 0.0, 0.0), (0.5, 0.4, 0.55))


def test_a_sound_scene_has_no_findings() -> None:
    lamp = obj("lamp", "table_lamp", (0.0, 0.0, 0.55), (0.3, 0.3, 0.5), support="ns")
    rug = obj("rug", "rug", (0.0, 0.0, 0.0), (2.0, 1.4, 0.008))
    painting = obj("art", "painting", (0.0, D / 2 - 0.025, 1.2), (0.9, 0.04, 0.6),
                   support="wall")
    pendant = obj("pendant", "pendant_lamp", (1.0, 0.5, H - 0.5), (0.45, 0.45, 0.5),
                  support="ceiling")
    touching = obj("dresser", "dresser", (0.8, 0.0, 0.0), (1.1, 0.5, 0.85))  # x0 = 0.25
    objects = stand_on_rugs((NIGHTSTAND, lamp, rug, painting, pendant, touching))
    assert validate_scene(scene(*objects)) == ()


def test_furniture_through_a_rug_collides_and_stands_on_it_once_lifted() -> None:
    rug = obj("rug", "rug", (0.0, 0.0, 0.0), (2.0, 1.4, 0.008))
    through = validate_scene(scene(NIGHTSTAND, rug))
    assert [f.code for f in through] == ["overlap"]  # a leg inside a rug, as the field counts
    lifted = stand_on_rugs((NIGHTSTAND, rug))
    assert lifted[0].location[2] == 0.008
    assert validate_scene(scene(*lifted)) == ()


def test_overlap_is_detected_with_both_ids() -> None:
    bed = obj("bed", "bed", (0.0, 0.0, 0.0), (1.6, 2.1, 1.0))
    chair = obj("chair", "chair", (0.7, 0.9, 0.0), (0.45, 0.5, 0.9))
    findings = validate_scene(scene(bed, chair))
    assert codes(findings) == ["overlap"]
    assert set(findings[0].objects) == {"bed", "chair"}
    assert summarize(findings)["colliding"] == 1


def test_overlap_tolerance_is_one_millimetre() -> None:
    a = obj("a", "dresser", (0.0, 0.0, 0.0), (1.0, 0.5, 0.8))
    barely = obj("b", "dresser", (0.9995, 0.0, 0.0), (1.0, 0.5, 0.8))  # 0.5 mm
    clearly = obj("c", "dresser", (0.995, 0.0, 0.0), (1.0, 0.5, 0.8))  # 5 mm
    assert validate_scene(scene(a, barely)) == ()
    assert codes(validate_scene(scene(a, clearly))) == ["overlap"]


def test_overlap_uses_the_rotated_footprint() -> None:
    shelf = obj("shelf", "bookshelf", (0.0, 0.0, 0.0), (1.6, 0.3, 1.9))
    plant = obj("plant", "plant", (0.0, 0.6, 0.0), (0.4, 0.4, 1.1))
    assert validate_scene(scene(shelf, plant)) == ()
    turned = shelf.model_copy(update={"rotation_z": math.pi / 2})
    assert codes(validate_scene(scene(turned, plant))) == ["overlap"]


def test_stacked_objects_do_not_overlap_in_z() -> None:
    pendant = obj("pendant", "pendant_lamp", (0.0, 0.0, H - 0.5), (0.45, 0.45, 0.5),
                  support="ceiling")
    table = obj("table", "dining_table", (0.0, 0.0, 0.0), (1.6, 0.9, 0.75))
    assert validate_scene(scene(pendant, table)) == ()
    low = pendant.model_copy(update={"location": (0.0, 0.0, 0.5)})
    assert "overlap" in codes(validate_scene(scene(low, table)))


def test_rugs_lie_under_furniture_but_not_under_each_other() -> None:
    rug = obj("rug", "rug", (0.0, 0.0, 0.0), (2.0, 1.4, 0.008))
    sofa = obj("sofa", "sofa", (0.0, 0.3, 0.0), (2.0, 0.9, 0.85))
    assert validate_scene(scene(*stand_on_rugs((rug, sofa)))) == ()
    rug2 = obj("rug2", "rug", (0.5, 0.0, 0.0), (2.0, 1.4, 0.008))
    assert codes(validate_scene(scene(rug, rug2))) == ["overlap"]


def test_out_of_bounds_is_detected() -> None:
    through_wall = obj("wardrobe", "wardrobe", (W / 2 - 0.2, 0.0, 0.0), (1.2, 0.6, 2.0))
    findings = validate_scene(scene(through_wall))
    assert codes(findings) == ["out_of_bounds"] and "east wall" in findings[0].message
    too_tall = obj("shelf", "bookshelf", (0.0, 0.0, 0.0), (0.9, 0.3, H + 0.2))
    assert codes(validate_scene(scene(too_tall))) == ["out_of_bounds"]
    rotated = obj("bed", "bed", (0.0, D / 2 - 0.5, 0.0), (1.6, 2.1, 1.0))
    assert validate_scene(scene(rotated.model_copy(update={"location": (0.0, 0.0, 0.0)}))) == ()
    assert codes(validate_scene(scene(rotated))) == ["out_of_bounds"]
    assert summarize(validate_scene(scene(through_wall, too_tall)))["out_of_bounds"] == 2


def test_floating_and_missing_support_are_detected() -> None:
    hovering = obj("chair", "chair", (0.0, 0.0, 0.2), (0.45, 0.5, 0.9))
    assert codes(validate_scene(scene(hovering))) == ["floating"]
    lamp_high = obj("lamp", "table_lamp", (0.0, 0.0, 0.6), (0.3, 0.3, 0.5), support="ns")
    assert codes(validate_scene(scene(NIGHTSTAND, lamp_high))) == ["floating"]
    lamp_sunk = obj("lamp", "table_lamp", (0.0, 0.0, 0.4), (0.3, 0.3, 0.5), support="ns")
    assert codes(validate_scene(scene(NIGHTSTAND, lamp_sunk))) == ["floating"]
    lamp_over = obj("lamp", "table_lamp", (0.3, 0.0, 0.55), (0.3, 0.3, 0.5), support="ns")
    assert codes(validate_scene(scene(NIGHTSTAND, lamp_over))) == ["missing_support"]
    orphan = obj("lamp", "table_lamp", (1.0, 1.0, 0.55), (0.3, 0.3, 0.5), support="ghost")
    assert codes(validate_scene(scene(orphan))) == ["missing_support"]
    plant = obj("plant", "plant", (1.0, 0.0, 0.0), (0.4, 0.4, 1.1))
    on_plant = obj("mug", "mug", (1.0, 0.0, 1.1), (0.12, 0.09, 0.1), support="plant")
    assert codes(validate_scene(scene(plant, on_plant))) == ["missing_support"]


def test_wall_and_ceiling_objects_must_touch() -> None:
    off_wall = obj("art", "painting", (0.0, D / 2 - 0.2, 1.2), (0.9, 0.04, 0.6),
                   support="wall")
    assert codes(validate_scene(scene(off_wall))) == ["floating"]
    low_pendant = obj("pendant", "pendant_lamp", (0.0, 0.0, H - 0.8), (0.45, 0.45, 0.5),
                      support="ceiling")
    findings = validate_scene(scene(off_wall, low_pendant))
    assert codes(findings) == ["floating", "floating"]
    assert summarize(findings) == {"colliding": 0, "out_of_bounds": 0, "floating": 2,
                                   "missing_support": 0, "dropped": 0, "errors": 2,
                                   "warnings": 0}
