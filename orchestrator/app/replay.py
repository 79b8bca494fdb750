"""Replay a recorded run from its journal and check that it builds the same scene.

The journal header rebuilds the RunRequest. Offline runs are deterministic for a seed, so
they simply run again. For a run planned by a model, the stages that asked it (prompt
interpreter, texture, lighting, reviewer) are wrapped to answer with the RESPONSE payloads
the journal recorded for the same requests, in order: the replay makes no model request.
Geometry, validation and camera are recomputed. A request that no recorded answer fits (the
journal was edited, or the code changed) is answered by that stage's offline rules and
listed in `ReplayOutcome.diverged`.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.lighting.agent import LightingAgent
from agents.prompt_interpreter.agent import PromptInterpreterAgent
from agents.reviewer.agent import ReviewerAgent
from agents.texture.agent import TextureAgent
from orchestrator.app.journal import JournalEntry, JournalError, journal_path, read_journal
from orchestrator.app.pipeline import Edit, Restyle, RunRequest
from orchestrator.app.runner import execute
from orchestrator.llm.config import LLMSettings
from orchestrator.runtime.agent import Agent, WrappedAgent
from orchestrator.runtime.envelope import Envelope, ErrorPayload, MessageType, Payload
from orchestrator.schema.render import RenderBackend

# The agents that ask a model, each with how to make it without one (the offline rules).
OFFLINE_AGENTS: dict[str, Callable[[], Agent]] = {
    "prompt_interpreter": PromptInterpreterAgent, "texture": TextureAgent,
    "lighting": LightingAgent, "reviewer": ReviewerAgent,
}
MODEL_STAGES = tuple(OFFLINE_AGENTS)
# Paths differ from run to run; a recorded answer still fits a request that differs only there.
RUN_SPECIFIC_FIELDS = {"image_path", "out_dir"}


@dataclass(frozen=True)
class ReplayOutcome:
    original_hash: str | None
    replayed_hash: str | None
    matches: bool
    new_run_dir: Path
    run_id: str  # of the recorded run
    diverged: tuple[str, ...] = ()  # requests no recorded answer fitted (answered offline)


class RecordedAnswerError(RuntimeError):
    """The recorded answer to this request was an ERROR; the replay fails the same way."""


def request_from_header(header: dict[str, Any], *, render: bool) -> RunRequest:
    """The recorded RunRequest; a model run keeps its models and cache but has no key."""
    llm = header["llm"]
    if llm["provider"] == "anthropic":
        # No key and no background calls: the recorded answers stand in for the model.
        settings = LLMSettings(
            "anthropic", f"replay of {header['run_id']}", api_key=None,
            base_url=llm.get("base_url"), model=llm["model"], fast_model=llm["fast_model"],
            cache_dir=Path(llm["cache_dir"]) if llm.get("cache_dir") else None,
            disable_background=True)
    else:
        settings = LLMSettings("offline", f"replay of {header['run_id']}")
    review = int(header.get("review", 0))
    restyle = Restyle(**header["restyle"]) if header.get("restyle") else None
    edit = Edit(**header["edit"]) if header.get("edit") else None
    return RunRequest(
        prompt=header["prompt"], seed=int(header["seed"]), mode=header["mode"],
        quality=header["quality"], validate=bool(header["validate"]),
        # --review looks at renders: without one the review rounds, and their edits, vanish.
        render=render or review > 0,
        example=header.get("example"), overrides=dict(header.get("overrides") or {}),
        llm=settings, review=review, restyle=restyle, edit=edit)


def recorded_answers(entries: list[JournalEntry]) -> dict[str, list[tuple[Payload, Envelope]]]:
    """Per model stage: (request payload, its RESPONSE/ERROR envelope), in journal order."""
    replies = {e.envelope.reply_to: e.envelope for e in entries
               if e.envelope.message_type in (MessageType.RESPONSE, MessageType.ERROR)}
    answers: dict[str, list[tuple[Payload, Envelope]]] = defaultdict(list)
    for entry in entries:
        env = entry.envelope
        if env.message_type is MessageType.REQUEST and env.recipient in MODEL_STAGES:
            reply = replies.get(env.message_id)
            if reply is not None:
                answers[env.recipient].append((env.data, reply))
    return answers


def _key(payload: Payload) -> str:
    return json.dumps(payload.model_dump(mode="json", exclude=RUN_SPECIFIC_FIELDS),
                      sort_keys=True)


class _Recorded(WrappedAgent):
    """Answers with the journal's reply to an identical request; else the offline rules."""

    def __init__(self, inner: Agent, answers: list[tuple[Payload, Envelope]],
                 diverged: list[str]) -> None:
        super().__init__(inner)
        self.answers = [(_key(request), reply) for request, reply in answers]
        self.diverged = diverged
        self.offline = OFFLINE_AGENTS[inner.name]()  # a fresh agent of its kind, no model

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload | None:
        key = _key(payload)
        for i, (recorded, reply) in enumerate(self.answers):
            if recorded == key:
                del self.answers[i]
                if isinstance(reply.data, ErrorPayload):
                    raise RecordedAnswerError(f"{reply.data.error_type}: {reply.data.message}")
                return reply.data
        kind = getattr(payload, "kind", type(payload).__name__)
        self.diverged.append(f"{self.name}: {kind}")
        self.log.warning("no recorded answer fits this %s; using the offline rules", kind)
        return await self.offline.handle(payload, envelope)


def _feeder(answers: dict[str, list[tuple[Payload, Envelope]]],
            diverged: list[str]) -> Callable[[Agent], Agent]:
    def wrap(agent: Agent) -> Agent:
        if agent.name not in MODEL_STAGES:
            return agent
        return _Recorded(agent, answers.get(agent.name, []), diverged)
    return wrap


async def replay(run_dir: Path, *, out_root: Path, registry_path: Path,
                 pool: RenderBackend | None = None, render: bool = False) -> ReplayOutcome:
    """Run RUN_DIR's recorded request again into a new run folder under `out_root`.

    `pool=None` uses a real BlenderWorkerPool; `render=False` builds and checks the scene
    without an image (its hash does not depend on the image).
    """
    header, entries = read_journal(journal_path(run_dir))
    original = _recorded_hash(run_dir)
    request = request_from_header(header, render=render)
    diverged: list[str] = []
    wrap = _feeder(recorded_answers(entries), diverged) \
        if request.llm.provider == "anthropic" else None
    outcome = await execute(request, out_root, registry_path, pool=pool, wrap=wrap)
    replayed = outcome.report["scene"]["hash"]
    return ReplayOutcome(original, replayed, replayed == original, outcome.run_dir,
                         header["run_id"], tuple(diverged))


def _recorded_hash(run_dir: Path) -> str:
    try:
        report = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise JournalError(f"{str(run_dir)!r} has no readable report.json: "
                           f"{type(exc).__name__}") from None
    scene_hash = (report.get("scene") or {}).get("hash")
    if not scene_hash:
        raise JournalError(f"the run in {str(run_dir)!r} made no scene "
                           f"({report.get('error') or report.get('status')}): nothing to compare")
    return str(scene_hash)
