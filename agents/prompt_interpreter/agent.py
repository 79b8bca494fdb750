"""PromptInterpreter: prompt (or preset) -> ScenePlan, with the offline rule-based planner."""

from __future__ import annotations

from typing import Any

from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.agent import Agent
from orchestrator.messages import Envelope, Payload, PlanRequest, PlanResult


class PromptInterpreterAgent(Agent):
    name = "prompt_interpreter"
    log_prefix = "PROMPT"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, PlanRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        overrides: dict[str, Any] = dict(payload.overrides)
        plan = plan_offline(payload.prompt, payload.seed, **overrides)
        self.log.info(
            "planned a %s (%s, %s, %s) with %d objects",
            plan.room_type, plan.style, plan.mood, plan.time_of_day, len(plan.objects),
        )
        return PlanResult(plan=plan, planner="offline")
