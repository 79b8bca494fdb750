"""report.json: what was asked, what was made, how long each stage took."""

from __future__ import annotations

import json
import platform
from datetime import UTC, datetime
from typing import Any

from agents.prompt_interpreter.accounting import recount
from agents.spatial_validator.relations import relation_summary
from orchestrator.app.home_pipeline import home_report
from orchestrator.app.pipeline import RunRequest, RunState, describe
from orchestrator.llm.ledger import Ledger
from orchestrator.runtime.loop import event_loop_name


def build_report(
    request: RunRequest,
    state: RunState,
    agents: dict[str, dict[str, Any]],
    *,
    status: str,
    error: str | None = None,
    ledger: Ledger | None = None,
) -> dict[str, Any]:
    """`agents`: the run's per-agent statistics (`MessageBus.run_stats` or `.stats()`)."""
    validation = state.validation
    render = state.render
    findings = state.checked_findings()
    report: dict[str, Any] = {
        "run_id": state.run_id,
        "status": status,
        "error": error,
        "prompt": request.prompt,
        "example": request.example,
        "seed": request.seed,
        "mode": request.mode,
        "quality": request.quality,
        "validate": request.validate,
        "planner": state.planner,
        "llm": llm_section(request, state, ledger),
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "wall_time_s": round(state.clock.now(), 6),
        "stages": state.clock.stages,
        "plan": state.plan.model_dump(exclude={"objects", "nouns"}) if state.plan else None,
        "nouns": nouns_section(state),
        "relations": relations_section(state),
        "scene": {**describe(state), "hash": state.scene.content_hash() if state.scene else None},
        "validation": {
            "findings": [f.model_dump() for f in findings],
            "metrics": validation_metrics(state),
            "data_level": validation.metrics if validation else {},
            "repair_attempts": state.repair_attempts,
            "enforced": request.validate,
        },
        "render": {"rendered": render.rendered, "timings": render.timings,
                   "blender_version": render.blender_version,
                   "views": [v.model_dump() for v in render.views]} if render else None,
        "review": {"rounds_asked": request.review, "rounds": state.reviews},
        "artifacts": {
            a.name: {"path": a.path, "sha256": a.sha256, "size_bytes": a.size_bytes}
            for a in state.artifacts
        },
        "registry": {"ok": state.registry_error is None, "error": state.registry_error},
        "degradations": list(state.degradations),
        "agents": agents,
        "dead_letters": sum(a["dropped"] for a in agents.values()),
        "environment": {"python": platform.python_version(), "event_loop": event_loop_name()},
    }
    if state.home_plan is not None:  # a whole home: its rooms, nouns and summed checks
        home = home_report(state)
        report.update(home=home["home"], nouns=home["nouns"], scene=home["scene"])
        report["validation"]["metrics"] = home["metrics"]
        report["validation"]["findings"] = home["findings"]
        if state.home_render is not None:
            report["render"] = {"rendered": bool(state.home_render.renders),
                                "timings": state.home_render.timings,
                                "blender_version": state.home_render.blender_version,
                                "views": []}
    return report


def nouns_section(state: RunState) -> list[dict[str, Any]]:
    """What became of every object noun of the prompt, counted in the built scene."""
    if state.plan is None:
        return []
    objects = state.scene.objects if state.scene is not None else state.plan.objects
    return recount(state.plan.nouns, objects)


def relations_section(state: RunState) -> dict[str, Any]:
    """The prompt's relations checked on the built scene: how many hold, which do not."""
    if state.scene is None:
        return {"satisfied": 0, "total": 0, "failures": []}
    summary = relation_summary(state.scene)
    return {"satisfied": summary.satisfied, "total": summary.total,
            "failures": list(summary.failures)}


def llm_section(request: RunRequest, state: RunState, ledger: Ledger | None) -> dict[str, Any]:
    """Which stages a model answered, which fell back and why, and what the calls cost."""
    settings = request.llm
    online = settings.provider == "anthropic"
    return {
        "provider": settings.provider,
        "reason": settings.reason,
        "models": {"strong": settings.model, "fast": settings.fast_model} if online else None,
        "base_url": settings.base_url if online else None,
        "stages": {stage: use.model_dump() for stage, use in state.model_use.items()},
        "fallbacks": {stage: use.fallback for stage, use in state.model_use.items()
                      if use.fallback},
        "usage": ledger.summary() if ledger else None,
    }


def validation_metrics(state: RunState) -> dict[str, Any]:
    """The scene's metrics: mesh-level when the Blender worker checked it, else data-level."""
    render = state.render
    if render is not None and render.mesh_metrics:
        mesh = render.mesh_metrics
        return {"level": "mesh", "colliding": int(mesh["colliding"]),
                "out_of_bounds": int(mesh["out_of_bounds"]), "floating": int(mesh["floating"]),
                "framed_fraction": float(mesh["framed_fraction"]),
                "framed_any_view": float(mesh.get("framed_any_view", mesh["framed_fraction"])),
                "views": int(mesh.get("views", 1)),
                # the physics check (older reports have none: nothing simulated, all stable)
                "unstable": int(mesh.get("unstable", 0)),
                "simulated": int(mesh.get("simulated", 0)),
                "stable_fraction": float(mesh.get("stable_fraction", 1.0))}
    data = state.validation.metrics if state.validation else {}
    return {"level": "data", **{k: data[k] for k in ("colliding", "out_of_bounds", "floating")
                                if k in data}}


def to_json(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, sort_keys=False)
