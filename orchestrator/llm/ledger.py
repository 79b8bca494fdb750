"""Accounting: tokens, cost, latency and retries of every model call, per pipeline stage."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from orchestrator.llm.models import facts_of


@dataclass(frozen=True)
class CallRecord:
    stage: str
    model: str
    outcome: str  # ok, cached, timeout, unavailable, dropped, cancelled
    latency_s: float = 0.0
    input_tokens: int = 0
    output_tokens: int = 0
    cache_write_tokens: int = 0
    cache_read_tokens: int = 0
    attempts: int = 0  # HTTP attempts the SDK made (its retries included); 0 for cache hits

    @property
    def cost_usd(self) -> float | None:
        """List price of the call; None for a model whose prices we do not know."""
        facts = facts_of(self.model)
        if facts is None:
            return None
        per_in, per_out = facts.input_usd / 1e6, facts.output_usd / 1e6
        return (self.input_tokens * per_in + self.output_tokens * per_out
                + self.cache_write_tokens * per_in * facts.cache_write_factor
                + self.cache_read_tokens * per_in * facts.cache_read_factor)


_SUMMED = ("input_tokens", "output_tokens", "cache_write_tokens", "cache_read_tokens", "attempts")


class Ledger:
    def __init__(self) -> None:
        self.records: list[CallRecord] = []

    def add(self, record: CallRecord) -> None:
        self.records.append(record)

    @property
    def requests_sent(self) -> int:
        return sum(r.attempts for r in self.records)

    def summary(self) -> dict[str, Any]:
        """Totals and a row per stage, as they go into report.json."""
        by_stage: dict[str, list[CallRecord]] = defaultdict(list)
        for record in self.records:
            by_stage[record.stage].append(record)
        return {"total": _totals(self.records),
                "by_stage": {stage: _totals(rows) for stage, rows in by_stage.items()}}


def _totals(records: list[CallRecord]) -> dict[str, Any]:
    costs = [r.cost_usd for r in records if r.outcome not in ("cached", "dropped")]
    outcomes: dict[str, int] = defaultdict(int)
    for r in records:
        outcomes[r.outcome] += 1
    return {
        "calls": len(records),
        "outcomes": dict(outcomes),
        **{name: sum(getattr(r, name) for r in records) for name in _SUMMED},
        "retries": sum(max(r.attempts - 1, 0) for r in records),
        "latency_s": round(sum(r.latency_s for r in records), 4),
        "cost_usd": None if any(c is None for c in costs) else round(sum(costs), 6),  # type: ignore[arg-type]
    }
