"""PromptInterpreter: prompt (or preset) -> ScenePlan, by Claude or the offline rules.

With Claude configured, a noun the library only approximates gets an object designed for it
as data: an earlier scene's design from the asset registry if there is one, else Claude's.
"""

from __future__ import annotations

import asyncio
from typing import Any

from agents.geometry.catalog import admit
from agents.geometry.home_zones import zone_frames
from agents.prompt_interpreter.accounting import accounted
from agents.prompt_interpreter.claude_designer import design_with_claude
from agents.prompt_interpreter.claude_edit import edit_with_claude
from agents.prompt_interpreter.claude_planner import plan_with_claude
from agents.prompt_interpreter.claude_programme import programme_with_claude
from agents.prompt_interpreter.designs import wanting_design, with_designs
from agents.prompt_interpreter.edit_words import EditRefused, parse_edit
from agents.prompt_interpreter.edits import apply_edit
from agents.prompt_interpreter.home_programme import plan_programme
from agents.prompt_interpreter.home_rooms import plan_zone
from agents.prompt_interpreter.offline_planner import plan_offline
from orchestrator.errors import (
    LLMError,
    MailboxFull,
    RemoteError,
    RequestTimeout,
    UnhandledPayload,
    UnknownRecipient,
)
from orchestrator.llm import StageModel
from orchestrator.llm.structured import model_or_offline
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.blueprint import ObjectDesign
from orchestrator.schema.edit import EditPlan
from orchestrator.schema.home_payloads import (
    ProgrammeRequest,
    ProgrammeResult,
    ZonePlanRequest,
)
from orchestrator.schema.model_use import ModelUse
from orchestrator.schema.payloads import (
    DesignsFound,
    EditRequest,
    EditResult,
    FindDesigns,
    PlanRequest,
    PlanResult,
)
from orchestrator.schema.scene import NounAccount, ScenePlan

PROGRAMME_OVERRIDES = ("style", "time_of_day", "density")  # what a user may fix of a home
REGISTRY_WAIT_S = 5.0  # for the registry's designs; without an answer, design anew
_NO_REGISTRY = (UnknownRecipient, RequestTimeout, RemoteError, UnhandledPayload, MailboxFull)


class PromptInterpreterAgent(Agent):
    name = "prompt_interpreter"
    log_prefix = "PROMPT"

    def __init__(self, model: StageModel | None = None) -> None:
        super().__init__()
        self.model = model

    @handles(ProgrammeRequest, answers=ProgrammeResult)
    async def programme(self, payload: ProgrammeRequest, envelope: Envelope
                        ) -> ProgrammeResult:
        """A home prompt's rooms: Claude's when a key is configured, else the offline rules'."""
        chosen = {k: v for k, v in payload.overrides.items() if k in PROGRAMME_OVERRIDES}
        draft = plan_programme(payload.prompt, payload.seed, **chosen)  # type: ignore[arg-type]
        programme, use = await model_or_offline(
            self.model,
            lambda route: programme_with_claude(route, payload.prompt, payload.seed, draft,
                                                chosen),
            draft, self.log)
        self.log.info("%s planned a %s of %d rooms: %s",
                      use.model if use.source == "anthropic" else "the offline planner",
                      programme.kind, len(programme.rooms),
                      ", ".join(r.label for r in programme.rooms))
        return ProgrammeResult(programme=programme, planner=use.source, model_use=use)

    @handles(ZonePlanRequest, answers=PlanResult)
    async def plan_zone(self, payload: ZonePlanRequest, envelope: Envelope) -> PlanResult:
        """The furniture of one zone of a home, at its size, in the home's look."""
        frame = next(f for f in zone_frames(payload.plan) if f.zone.id == payload.zone)
        plan = await asyncio.to_thread(plan_zone, payload.plan, frame)
        self.log.info("planned %s (%s) with %d objects", payload.zone,
                      plan.room_type.replace("_", " "), len(plan.objects))
        return PlanResult(plan=plan)

    @handles(EditRequest, answers=EditResult)
    async def read_edit(self, payload: EditRequest, envelope: Envelope) -> EditResult:
        """An instruction read as an edit of the scene (Claude's reading when a key is
        configured, the offline rules' otherwise), applied to its plan."""
        refused: EditRefused | None = None
        try:
            draft: EditPlan | None = parse_edit(payload.instruction)
        except EditRefused as exc:  # the rules cannot read it: perhaps the model can
            draft, refused = None, exc
        edit, use = await self._read_edit(payload, draft, refused)
        edited = await asyncio.to_thread(apply_edit, payload.scene, edit)
        self.log.info("edit: %s; %d objects kept as they are", "; ".join(edited.notes),
                      len(edited.keep))
        return EditResult(edit=edit, edited=edited, model_use=use)

    async def _read_edit(self, payload: EditRequest, draft: EditPlan | None,
                         refused: EditRefused | None) -> tuple[EditPlan, ModelUse]:
        if self.model is None:
            if draft is None:
                assert refused is not None
                raise refused
            return draft, ModelUse()
        try:
            edit = await edit_with_claude(self.model, payload.instruction, payload.scene, draft)
            return edit, ModelUse(source="anthropic", model=self.model.model)
        except LLMError as exc:
            if draft is None:
                raise refused or EditRefused("the instruction cannot be read") from None
            self.log.warning("no usable edit from %s, so the offline rules read it: %s",
                             self.model.model, exc)
            return draft, ModelUse(model=self.model.model,
                                   fallback=f"{type(exc).__name__}: {exc}")

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
        if self.model is not None:
            plan = await self._designed(plan, self.model)
        kind = plan.room_type.replace("_", " ")
        if plan.room_label and plan.room_label != kind:  # "a music room (as a dining room)"
            kind = f"{plan.room_label} (as a {kind})"
        self.log.info(
            "%s planned a %s (%s, %s, %s) with %d objects",
            use.model if use.source == "anthropic" else "the offline planner",
            kind, plan.style, plan.mood, plan.time_of_day, len(plan.objects),
        )
        return PlanResult(plan=plan, planner=use.source, model_use=use)

    async def _designed(self, plan: ScenePlan, route: StageModel) -> ScenePlan:
        """The plan with designs for the nouns it only approximates, where one can be had."""
        wanted = wanting_design(plan)
        if not wanted:
            return plan
        known = {d.noun: d for d in await self._registered([a.noun for a in wanted])}

        async def design(item: NounAccount) -> tuple[str, tuple[ObjectDesign, str]] | None:
            if item.noun in known:
                return item.noun, (known[item.noun], "an earlier scene")
            try:
                made = await design_with_claude(route, item.noun, item.family)
            except LLMError as exc:
                self.log.warning("no design for %r from %s, so it stays %s: %s", item.noun,
                                 route.model, item.note or "as planned", exc)
                return None
            if made is None:
                self.log.info("%s finds that %r names no object", route.model, item.noun)
                return None
            return item.noun, (made, route.model)

        found = [d for d in await asyncio.gather(*(design(a) for a in wanted)) if d]
        designed = with_designs(plan, dict(found))
        admit(designed.designs)
        for item in designed.designs[len(plan.designs):]:
            self.log.info("designed %r as data (%d parts)", item.noun,
                          len(item.blueprint.parts))
        return designed

    async def _registered(self, nouns: list[str]) -> list[ObjectDesign]:
        """Designs earlier scenes registered for these nouns; none if the registry is away."""
        try:
            reply = await self.request("asset_registry", FindDesigns(nouns=tuple(nouns)),
                                       timeout=REGISTRY_WAIT_S)
        except _NO_REGISTRY as exc:
            self.log.info("no registered designs to reuse: %s", exc)
            return []
        return list(reply.designs) if isinstance(reply, DesignsFound) else []
