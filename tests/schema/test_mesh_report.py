"""The mesh report crosses the process boundary as plain data; its metrics follow its findings."""

from __future__ import annotations

import subprocess
import sys

from orchestrator.schema.mesh_report import MeshMetrics, MeshReport
from orchestrator.schema.scene import Finding


def _f(code: str, *objects: str, severity: str = "error") -> Finding:
    return Finding(code=code, objects=objects, severity=severity, message=f"{code} {objects}")


def test_metrics_are_counted_from_findings() -> None:
    report = MeshReport.from_findings(
        [_f("overlap", "bed", "rug"), _f("overlap", "bed", "nightstand"),
         _f("floating", "lamp", "nightstand"), _f("missing_support", "mug", "shelf"),
         _f("out_of_bounds", "wardrobe"), _f("unframed", "sofa", severity="warning")],
        objects=9, framed_fraction=2 / 3, seconds=0.012345)
    m = report.metrics
    assert (m.colliding, m.floating, m.out_of_bounds, m.objects) == (3, 2, 1, 9)
    assert m.framed_fraction == 0.6667 and m.seconds == 0.0123
    assert not report.ok and len(report.errors) == 5
    assert report.summary() == "3 colliding, 1 out of bounds, 2 floating, 67% framed (0.01 s)"


def test_warnings_do_not_block_and_defaults_are_clean() -> None:
    assert MeshReport().ok and MeshReport().metrics == MeshMetrics()
    assert MeshReport.from_findings([_f("unframed", "bed", severity="warning")], objects=1,
                                    framed_fraction=0.0).ok


def test_round_trips_through_model_dump() -> None:
    report = MeshReport.from_findings([_f("overlap", "a", "b")], objects=2, seconds=0.5)
    assert MeshReport.model_validate(report.model_dump()) == report
    assert MeshReport.model_validate_json(report.model_dump_json()) == report


def test_importing_the_report_does_not_load_bpy() -> None:
    code = "import sys, orchestrator.schema.mesh_report; print('bpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_second_view_turns_what_it_shows_into_notes() -> None:
    report = MeshReport.from_findings(
        [_f("unframed", "sofa", severity="warning"), _f("unframed", "tv", severity="warning")],
        objects=6, framed_fraction=0.5)
    seen = report.with_second_view(["sofa"], keys=4, name="render_2.png")
    sofa, tv = seen.findings
    assert sofa.severity == "info" and "render_2.png" in sofa.message
    assert tv == report.findings[1]  # still missed by both views: still a warning
    assert seen.metrics.framed_fraction == 0.5 and seen.metrics.framed_any_view == 0.75
    assert seen.metrics.views == 2
    assert seen.summary() == ("0 colliding, 0 out of bounds, 0 floating, 50% framed, "
                              "75% in 2 views (0.00 s)")


def test_unstable_objects_are_counted_from_the_physics_findings() -> None:
    report = MeshReport.from_findings(
        [_f("unstable", "mug"), _f("unstable", "vase"), _f("floating", "lamp", "nightstand")],
        objects=12, simulated=8, physics_seconds=0.23456)
    m = report.metrics
    assert (m.unstable, m.simulated, m.floating) == (2, 8, 1)
    assert m.stable_fraction == 0.75 and m.physics_seconds == 0.2346
    assert report.summary() == ("0 colliding, 0 out of bounds, 1 floating, 2 of 8 unstable "
                                "(0.23 s of physics), 100% framed (0.00 s)")
    assert MeshReport.model_validate(report.model_dump()) == report


def test_without_the_physics_check_nothing_is_simulated_and_all_is_stable() -> None:
    m = MeshReport.from_findings([_f("overlap", "a", "b")], objects=2).metrics
    assert (m.unstable, m.simulated, m.stable_fraction, m.physics_seconds) == (0, 0, 1.0, 0.0)
    old = {"objects": 2, "colliding": 0, "out_of_bounds": 0, "floating": 0,
           "framed_fraction": 1.0, "framed_any_view": 1.0, "views": 1, "seconds": 0.1}
    assert MeshMetrics.model_validate(old).stable_fraction == 1.0  # older reports still load


def test_with_stability_adds_the_physics_findings_and_keeps_the_views() -> None:
    report = MeshReport.from_findings(
        [_f("unframed", "sofa", severity="warning")], objects=6, framed_fraction=0.5,
        seconds=0.1).with_second_view(["sofa"], keys=2, name="render_2.png")
    both = report.with_stability([_f("unstable", "cup")], simulated=5, seconds=0.2)
    assert both.findings == (*report.findings, _f("unstable", "cup"))
    m = both.metrics
    assert (m.views, m.framed_any_view, m.framed_fraction, m.seconds) == (2, 1.0, 0.5, 0.1)
    assert (m.unstable, m.simulated, m.stable_fraction, m.physics_seconds) == (1, 5, 0.8, 0.2)
    assert not both.ok and report.ok
