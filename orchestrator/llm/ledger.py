"""Accounting: tokens, cost, latency and retries of every model call, per pipeline stage."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

# List prices in USD per million tokens (input, output). Cache writes cost 1.25x input and
# cache reads 0.1x input. A model not listed is reported with cost null rather than a guess.
PRICES: dict[str, tuple[float, float]] = {
    "claude-opus-4-5": (5.0, 25.0),
    "claude-sonnet-4-5": (3.0, 15.0),
    "claude-haiku-4-5": (1.0, 5.0),
}
CACHE_WRITE_FACTOR, CACHE_READ_FACTOR = 1.25, 0.1


def price_of(model: str) -> tuple[float, float] | None:
    """Prices for a model id, also for dated ids such as claude-haiku-4-5-20251001."""
    for name, price in PRICES.items():
        if model == name or model.startswith(name + "-"):
            return price
    return None


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
        price = price_of(self.model)
        if price is None:
            return None
        per_in, per_out = price[0] / 1e6, price[1] / 1e6
        return (self.input_tokens * per_in + self.output_tokens * per_out
                + self.cache_write_tokens * per_in * CACHE_WRITE_FACTOR
                + self.cache_read_tokens * per_in * CACHE_READ_FACTOR)


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
