"""PromptInterpreter: prompt (or preset) -> ScenePlan, by Claude or the offline rules."""

from __future__ import annotations

from typing import Any

from agents.prompt_interpreter.accounting import accounted
from agents.prompt_interpreter.claude_planner import plan_with_claude
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.llm import StageModel
from orchestrator.llm.structured import model_or_offline
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.payloads import PlanRequest, PlanResult


class PromptInterpreterAgent(Agent):
    name = "prompt_interpreter"
    log_prefix = "PROMPT"

    def __init__(self, model: StageModel | None = None) -> None:
        super().__init__()
        self.model = model

    @handles(PlanRequest, answers=PlanResult)
    async def plan(self, payload: PlanRequest, envelope: Envelope) -> PlanResult:
        overrides: dict[str, Any] = dict(payload.overrides)
        draft = plan_offline(payload.prompt, payload.seed, **overrides)
        plan, use = await model_or_offline(
            self.model,
            lambda route: plan_with_claude(route, payload.prompt, payload.seed, draft,
                                           dict(payload.overrides)),
            draft, self.log)
        if use.source == "anthropic":
            plan = accounted(plan)
        kind = plan.room_type.replace("_", " ")
        if plan.room_label and plan.room_label != kind:  # "a music room (as a dining room)"
            kind = f"{plan.room_label} (as a {kind})"
        self.log.info(
            "%s planned a %s (%s, %s, %s) with %d objects",
            use.model if use.source == "anthropic" else "the offline planner",
            kind, plan.style, plan.mood, plan.time_of_day, len(plan.objects),
        )
        return PlanResult(plan=plan, planner=use.source, model_use=use)
