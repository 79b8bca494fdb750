"""SpatialValidator: data-level overlap, in-bounds and support checks."""

from __future__ import annotations

import asyncio

from agents.spatial_validator.checks import summarize, validate_scene
from orchestrator.runtime.agent import Agent
from orchestrator.runtime.envelope import Envelope, Payload
from orchestrator.schema.payloads import ValidationRequest, ValidationResult


class SpatialValidatorAgent(Agent):
    name = "spatial_validator"
    answers = (ValidationResult,)
    log_prefix = "VALIDATOR"

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if not isinstance(payload, ValidationRequest):
            raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
        findings = await asyncio.to_thread(validate_scene, payload.scene)
        result = ValidationResult(findings=findings, metrics=summarize(findings))
        if result.ok:
            self.log.info("%d objects pass: no overlap, all in bounds, all supported",
                          len(payload.scene.objects))
        for finding in findings:
            self.log.warning("%s: %s", finding.code, finding.message)
        return result
