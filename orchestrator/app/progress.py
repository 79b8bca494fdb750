"""Per-agent progress for a user interface: each agent's state as its requests come and go.

`with_progress(agent, report)` wraps an agent so that `report(name, state, detail)` is called
when it starts and finishes each request. The Blender add-on draws these in its panel; the
callback runs on the event loop's thread, so it must be quick and thread-safe.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from orchestrator.runtime.agent import Agent, WrappedAgent
from orchestrator.runtime.envelope import Envelope, Payload

Report = Callable[[str, str, str], None]  # (agent name, "working"|"done"|"failed", detail)


class _Reporting(WrappedAgent):
    def __init__(self, inner: Agent, report: Report) -> None:
        super().__init__(inner)
        self.report = report

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        self.report(self.name, "working", payload.kind.replace("_", " "))
        t0 = time.perf_counter()
        try:
            result = await self.inner.handle(payload, envelope)
        except BaseException as exc:
            self.report(self.name, "failed", type(exc).__name__)
            raise
        self.report(self.name, "done", f"{time.perf_counter() - t0:.2f} s")
        return result


def with_progress(agent: Agent, report: Report) -> Agent:
    return _Reporting(agent, report)
