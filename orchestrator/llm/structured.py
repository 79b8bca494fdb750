"""Typed answers through tool use: the model is asked to call one tool whose input is our schema.

The tool is offered, not forced (`tool_choice` auto): current models reject forced tool use
(Opus 5.5, Fable 5.1) or reject it while thinking (Opus 5), and every model answers a plain
"call this tool" request. An answer without the call gets the same repair round as an
invalid one.

The answer is validated (pydantic, then the caller's own checks). An invalid answer gets one
repair round that carries the validation error back to the model; a second failure raises
`LLMOutputInvalid` and the caller falls back to its offline rules. Nothing the model writes
is ever executed: it is data, and it is only used once it fits the schema.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from orchestrator.errors import LLMError, LLMOutputInvalid, LLMTimeout
from orchestrator.llm import StageModel
from orchestrator.llm.calls import LLMCall, LLMResponse
from orchestrator.schema.payloads import ModelUse

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
MAX_ERROR_CHARS = 1500  # of validation errors sent back in the repair round
MAX_ANSWER_TOKENS = 16000  # room for the answer and a model's thinking; under the SDK's
# non-streaming ceiling (about 21,000 tokens)
OFFERED = {"type": "auto"}  # see the module docstring: the tool is offered, not forced


def call_the_tool(name: str) -> dict[str, Any]:
    """The closing line of every structured request: how the answer must come back."""
    return {"type": "text", "text": f"Answer by calling the {name} tool once, with the "
                                    "complete answer as its input; do not answer in prose."}


def tool_spec(name: str, description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "description": description, "input_schema": schema}


def schema_without(model: type[BaseModel], ours: tuple[str, ...]) -> dict[str, Any]:
    """The JSON schema of `model` less the fields the pipeline fills (`ours`), and less the
    definitions only those fields used."""
    schema = model.model_json_schema()
    for name in ours:
        schema["properties"].pop(name)
    schema["required"] = [r for r in schema.get("required", []) if r not in ours]
    defs = schema.get("$defs", {})
    kept: set[str] = set()
    todo: list[Any] = [schema["properties"]]
    while todo:  # the definitions the remaining properties reach, directly or not
        text = json.dumps(todo.pop())
        for name in defs:
            if name not in kept and f'"#/$defs/{name}"' in text:
                kept.add(name)
                todo.append(defs[name])
    for name in set(defs) - kept:
        defs.pop(name)
    return schema


async def ask_structured(
    route: StageModel,
    *,
    system: str,
    user: list[dict[str, Any]] | str,
    tool: dict[str, Any],
    parse: Callable[[Any], M],
    seed: int = 0,
    max_tokens: int = MAX_ANSWER_TOKENS,
) -> M:
    """Ask for one call of `tool`; `parse(tool_input)` validates it or raises ValueError."""
    content = [{"type": "text", "text": user}] if isinstance(user, str) else list(user)
    content.append(call_the_tool(tool["name"]))
    messages: list[dict[str, Any]] = [{"role": "user", "content": content}]
    error = ""
    loop = asyncio.get_running_loop()
    end = loop.time() + route.deadline_s  # one deadline for the answer and its repair
    for round_ in range(2):  # the answer, then at most one repair
        call = LLMCall(stage=route.stage, model=route.model, system=system, messages=messages,
                       tools=[tool], tool_choice=OFFERED, max_tokens=max_tokens,
                       effort=route.effort, seed=seed)
        left = end - loop.time()
        if left <= 0:
            raise LLMTimeout(f"{route.stage}: no time left for the repair round")
        response = await route.gateway.complete(call, priority=route.priority, deadline_s=left)
        block = response.tool_use()
        try:
            return _parse(block, tool["name"], parse)
        except ValueError as exc:
            error = _short(exc)
        if round_ == 0:
            messages = [*messages, *_repair_turn(response, error)]
    raise LLMOutputInvalid(f"{route.stage}: the model's answer did not fit the schema after "
                           f"one repair round: {error}")


def _parse(block: dict[str, Any] | None, name: str, parse: Callable[[Any], M]) -> M:
    if block is None:
        raise ValueError(f"the answer did not call the {name} tool")
    if block.get("name") != name:
        raise ValueError(f"the answer called {block.get('name')!r}, not {name!r}")
    data = block.get("input")
    if not isinstance(data, dict):
        raise ValueError(f"the tool input is a {type(data).__name__}, not a JSON object")
    try:
        return parse(data)
    except ValidationError as exc:
        raise ValueError(_pydantic_errors(exc)) from None


def _repair_turn(response: LLMResponse, error: str) -> list[dict[str, Any]]:
    """The model's whole answer, then our objection. The answer goes back unchanged, thinking
    blocks included (models that think require it); each tool call in it gets a tool_result
    marked as an error, and an answer with no call gets the objection as text."""
    ask = (f"That answer is invalid: {error}\nCall the tool again with a corrected, complete "
           "answer that satisfies the schema.")
    content = response.content or [{"type": "text", "text": "(no answer)"}]
    calls = [b for b in content if b.get("type") == "tool_use"]
    if not calls:
        return [{"role": "assistant", "content": content},
                {"role": "user", "content": [{"type": "text", "text": ask}]}]
    return [{"role": "assistant", "content": content},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": b["id"],
                                          "is_error": True, "content": ask} for b in calls]}]


def _pydantic_errors(exc: ValidationError) -> str:
    parts = [f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}"
             for e in exc.errors(include_url=False)[:12]]
    return "; ".join(parts)


def _short(exc: ValueError) -> str:
    text = " ".join(str(exc).split())
    return text[:MAX_ERROR_CHARS]


def draft_json(data: Any) -> str:
    """A draft answer for the model to start from, in the tags the fake server echoes."""
    return f"<draft>\n{json.dumps(data, indent=1, ensure_ascii=False)}\n</draft>"


def draft_request(prompt: str, draft: Any, fixed: dict[str, str], *, fixed_by: str,
                  advice: str) -> str:
    """The user message of a planning call: what the person asked for, the fields fixed
    for the model (by `fixed_by`), `advice` on the draft, and the draft itself."""
    lines = [f"The person asked for: {json.dumps(prompt, ensure_ascii=False)}"]
    if fixed:
        lines.append(f"Fixed by {fixed_by} (keep them): "
                     + ", ".join(f"{k}={v}" for k, v in sorted(fixed.items())))
    lines.append(advice)
    lines.append(draft_json(draft))
    return "\n".join(lines)


async def model_or_offline(
    route: StageModel | None,
    ask: Callable[[StageModel], Awaitable[T]],
    offline: T,
    log: logging.Logger,
) -> tuple[T, ModelUse]:
    """The model's answer, or the offline one when there is no model or it failed."""
    if route is None:
        return offline, ModelUse()
    try:
        return await ask(route), ModelUse(source="anthropic", model=route.model)
    except LLMError as exc:
        log.warning("no usable answer from %s, so the offline rules decide: %s",
                    route.model, exc)
        return offline, ModelUse(model=route.model, fallback=f"{type(exc).__name__}: {exc}")
