"""Reviewer (--review N): Claude looks at each render and proposes plan edits."""

from __future__ import annotations

from pathlib import Path

from agents.reviewer.review import review_with_claude
from orchestrator.errors import LLMError
from orchestrator.llm import StageModel
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.payloads import ModelUse, ReviewRequest, ReviewResult


class ReviewerAgent(Agent):
    name = "reviewer"
    log_prefix = "REVIEW"

    def __init__(self, model: StageModel | None = None) -> None:
        super().__init__()
        self.model = model

    @handles(ReviewRequest, answers=ReviewResult)
    async def review(self, payload: ReviewRequest, envelope: Envelope) -> ReviewResult:
        if self.model is None:  # there is no offline reviewer: the render stands
            return ReviewResult(passed=True, model_use=ModelUse(fallback="no model"))
        try:
            critique, plan = await review_with_claude(
                self.model, payload.scene, Path(payload.image_path), payload.round)
        except LLMError as exc:
            self.log.warning("round %d: no usable critique, so the render stands: %s",
                             payload.round, exc)
            return ReviewResult(passed=True, model_use=ModelUse(
                model=self.model.model, fallback=f"{type(exc).__name__}: {exc}"))
        self.log.info("round %d: %s (score %d)%s", payload.round,
                      "passed" if critique.passed else "not passed", critique.score,
                      "".join(f"\n  - {p}" for p in critique.problems))
        return ReviewResult(passed=critique.passed, score=critique.score,
                            problems=critique.problems,
                            edits=critique.edits.model_dump(mode="json", exclude_defaults=True),
                            plan=plan, model_use=ModelUse(source="anthropic",
                                                          model=self.model.model))
