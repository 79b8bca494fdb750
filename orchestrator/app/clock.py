"""Stage timings as seconds from the run's start, as report.json records them."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class StageClock:
    origin: float = field(default_factory=time.perf_counter)
    stages: dict[str, dict[str, float]] = field(default_factory=dict)

    def now(self) -> float:
        return time.perf_counter() - self.origin

    def begin(self, name: str) -> None:
        self.stages[name] = {"start": round(self.now(), 6)}

    def end(self, name: str) -> None:
        entry = self.stages[name]
        entry["end"] = round(self.now(), 6)
        entry["duration"] = round(entry["end"] - entry["start"], 6)

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        self.begin(name)
        try:
            yield
        finally:
            self.end(name)

    def overlap(self, a: str, b: str) -> float:
        """Seconds during which stages a and b both ran (0 when they did not overlap)."""
        sa, sb = self.stages[a], self.stages[b]
        return max(0.0, min(sa["end"], sb["end"]) - max(sa["start"], sb["start"]))
