"""SpatialValidator: data-level overlap, in-bounds and support checks."""

from __future__ import annotations

import asyncio

from agents.geometry.catalog import admit
from agents.spatial_validator.checks import summarize, validate_scene
from agents.spatial_validator.home_checks import check_furnished, check_home
from agents.spatial_validator.relations import relation_summary
from orchestrator.runtime.agent import Agent, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.home_payloads import HomeCheckRequest
from orchestrator.schema.payloads import ValidationRequest, ValidationResult


class SpatialValidatorAgent(Agent):
    name = "spatial_validator"
    log_prefix = "VALIDATOR"

    @handles(HomeCheckRequest, answers=ValidationResult)
    async def check_home(self, payload: HomeCheckRequest, envelope: Envelope
                         ) -> ValidationResult:
        """A home's floor plan across rooms: no overlap, sizes, doors, windows, reachable."""
        findings = check_home(payload.plan)
        if payload.home is not None:
            findings += check_furnished(payload.home)
        for finding in findings:
            self.log.warning("%s: %s", finding.code, finding.message)
        if not findings and payload.home is None:
            self.log.info("floor plan of %d rooms passes: every room reachable from the front "
                          "door", len(payload.plan.rooms))
        elif not findings:
            self.log.info("%d furnished rooms pass: nothing crosses a wall, every doorway is "
                          "clear on both sides", len(payload.plan.rooms))
        return ValidationResult(findings=findings, metrics={
            "rooms": len(payload.plan.rooms), "doors": len(payload.plan.doors),
            "unreachable": sum(f.code == "unreachable" for f in findings)})

    @handles(ValidationRequest, answers=ValidationResult)
    async def validate(self, payload: ValidationRequest, envelope: Envelope) -> ValidationResult:
        admit(payload.scene.plan.designs)
        findings = await asyncio.to_thread(validate_scene, payload.scene)
        relations = relation_summary(payload.scene)
        result = ValidationResult(findings=findings, metrics={
            **summarize(findings), "relations_satisfied": relations.satisfied,
            "relations_total": relations.total})
        for failure in relations.failures:
            self.log.info("relation not met: %s", failure)
        if result.ok:
            self.log.info("%d objects pass: no overlap, all in bounds, all supported",
                          len(payload.scene.objects))
        for finding in findings:
            self.log.warning("%s: %s", finding.code, finding.message)
        return result
