"""report.json's validation metrics: the mesh level with the physics check, and older data."""

from __future__ import annotations

from types import SimpleNamespace

from orchestrator.app.report import validation_metrics
from orchestrator.app.summary import _checks_line
from orchestrator.schema.mesh_report import MeshReport
from orchestrator.schema.scene import Finding


def _state(mesh_metrics: dict) -> SimpleNamespace:
    return SimpleNamespace(render=SimpleNamespace(mesh_metrics=mesh_metrics), validation=None)


def test_the_physics_metrics_reach_the_report() -> None:
    unstable = Finding(code="unstable", objects=("cup",), message="cup does not stay put")
    mesh = MeshReport.from_findings([unstable], objects=9, simulated=4, physics_seconds=0.2)
    metrics = validation_metrics(_state(mesh.metrics.model_dump()))  # type: ignore[arg-type]
    assert metrics["level"] == "mesh"
    assert (metrics["unstable"], metrics["simulated"], metrics["stable_fraction"]) == (1, 4, 0.75)
    assert "1 of 4 unstable" in _checks_line(metrics)


def test_older_mesh_metrics_read_as_all_stable() -> None:
    old = {"objects": 3, "colliding": 0, "out_of_bounds": 0, "floating": 0,
           "framed_fraction": 1.0}
    metrics = validation_metrics(_state(old))  # type: ignore[arg-type]
    assert (metrics["unstable"], metrics["simulated"], metrics["stable_fraction"]) == (0, 0, 1.0)
    assert "unstable" not in _checks_line(metrics)
