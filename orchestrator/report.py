"""report.json: what was asked, what was made, how long each stage took."""

from __future__ import annotations

import json
import platform
from datetime import UTC, datetime
from typing import Any

from orchestrator.bus import MessageBus
from orchestrator.pipeline import RunRequest, RunState, describe
from orchestrator.runtime import event_loop_name


def build_report(
    request: RunRequest,
    state: RunState,
    bus: MessageBus,
    *,
    status: str,
    error: str | None = None,
) -> dict[str, Any]:
    validation = state.validation
    findings = list(state.findings) + (list(validation.findings) if validation else [])
    render = state.render
    return {
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
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "wall_time_s": round(state.clock.now(), 6),
        "stages": state.clock.stages,
        "plan": state.plan.model_dump(exclude={"objects"}) if state.plan else None,
        "scene": {**describe(state), "hash": state.scene.content_hash() if state.scene else None},
        "validation": {
            "findings": [f.model_dump() for f in findings],
            "metrics": validation.metrics if validation else {},
            "repair_attempts": state.repair_attempts,
            "skipped": not request.validate,
        },
        "render": {"timings": render.timings, "blender_version": render.blender_version}
        if render
        else None,
        "artifacts": {
            a.name: {"path": a.path, "sha256": a.sha256, "size_bytes": a.size_bytes}
            for a in state.artifacts
        },
        "registry": {"ok": state.registry_error is None, "error": state.registry_error},
        "agents": bus.stats(),
        "dead_letters": bus.dead_letter_count,
        "environment": {"python": platform.python_version(), "event_loop": event_loop_name()},
    }


def to_json(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, sort_keys=False)
