"""The LLM gateway through the real anthropic SDK and the local fake Messages API server."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import anthropic
import pytest

from orchestrator.errors import LLMDropped, LLMError, LLMTimeout, LLMUnavailable
from orchestrator.llm.cache import ResponseCache
from orchestrator.llm.calls import LLMCall, LLMResponse
from orchestrator.llm.gateway import LLMGateway, count_attempts
from orchestrator.runtime.envelope import Priority
from orchestrator.testing import FakeAnthropicServer, HttpError, ToolAnswer

TOOL = {"name": "answer", "description": "Answer.",
        "input_schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}


def gateway(server: FakeAnthropicServer, *, max_retries: int = 0, **kwargs: Any) -> LLMGateway:
    client = anthropic.AsyncAnthropic(api_key="test-key", base_url=server.base_url,
                                      max_retries=max_retries, middleware=[count_attempts])
    return LLMGateway(client, **kwargs)


def call(text: str = "hello", stage: str = "prompt", seed: int = 0) -> LLMCall:
    return LLMCall(stage=stage, model="claude-haiku-4-5", system="You answer.",
                   messages=[{"role": "user", "content": [{"type": "text", "text": text}]}],
                   tools=[TOOL], tool_choice={"type": "tool", "name": "answer"}, seed=seed)


def user_text(body: dict[str, Any]) -> str:
    return body["messages"][-1]["content"][0]["text"]


async def _closing(gw: LLMGateway, work: Any) -> Any:
    try:
        return await work
    finally:
        await gw.close(grace=0)


def test_the_answer_comes_back_typed_and_accounted(fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.script(ToolAnswer({"n": 3}))
    gw = gateway(fake_anthropic)
    response = asyncio.run(_closing(gw, gw.complete(call())))
    assert response.tool_use()["input"] == {"n": 3}
    (sent,) = fake_anthropic.requests
    # The static system prompt is marked for prompt caching.
    assert sent.body["system"][0]["cache_control"] == {"type": "ephemeral"}
    total = gw.ledger.summary()["by_stage"]["prompt"]
    assert total["calls"] == 1 and total["attempts"] == 1 and total["retries"] == 0
    assert total["input_tokens"] > 0 and total["output_tokens"] > 0
    assert total["cost_usd"] is not None and total["cost_usd"] > 0


def test_concurrency_at_the_server_never_exceeds_the_limit(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.default_delay = 0.15
    gw = gateway(fake_anthropic, max_concurrent=2)

    async def many() -> list[LLMResponse]:
        return await asyncio.gather(*(gw.complete(call(f"q{i}")) for i in range(7)))

    responses = asyncio.run(_closing(gw, many()))
    assert len(responses) == 7
    assert fake_anthropic.request_count == 7
    assert fake_anthropic.max_concurrency == 2


def test_high_priority_first_and_newest_first_within_a_priority(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.default_delay = 0.05
    gw = gateway(fake_anthropic, max_concurrent=1)
    delivered: list[str] = []

    async def scenario() -> None:
        blocker = asyncio.create_task(gw.complete(call("blocker")))
        await asyncio.sleep(0.02)  # the only worker is busy with the blocker
        for name, priority in [("low-1", Priority.LOW), ("high-1", Priority.HIGH),
                               ("low-2", Priority.LOW), ("high-2", Priority.HIGH)]:
            gw.submit(call(name), lambda _id, result, name=name: delivered.append(name),
                      priority=priority)
        await blocker
        await gw.drain()

    asyncio.run(_closing(gw, scenario()))
    order = [user_text(r.body) for r in fake_anthropic.requests]
    assert order == ["blocker", "high-2", "high-1", "low-2", "low-1"]
    assert delivered == ["high-2", "high-1", "low-2", "low-1"]


def test_callback_api_returns_an_id_and_delivers_the_response_once(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.script(ToolAnswer({"n": 1}))
    gw = gateway(fake_anthropic)
    seen: list[tuple[str, LLMResponse | LLMError]] = []

    async def scenario() -> str:
        request_id = gw.submit(call(), lambda rid, result: seen.append((rid, result)))
        await gw.drain()
        await asyncio.sleep(0)  # done-callbacks run on the next loop turn
        return request_id

    request_id = asyncio.run(_closing(gw, scenario()))
    assert len(seen) == 1
    assert seen[0][0] == request_id
    assert isinstance(seen[0][1], LLMResponse) and seen[0][1].tool_use()["input"] == {"n": 1}


def test_disabled_background_drops_low_work_and_tells_the_callback(
        fake_anthropic: FakeAnthropicServer) -> None:
    gw = gateway(fake_anthropic, disable_background=True)
    seen: list[LLMResponse | LLMError] = []

    async def scenario() -> None:
        gw.submit(call(), lambda _id, result: seen.append(result), priority=Priority.LOW)
        with pytest.raises(LLMDropped):
            await gw.complete(call(), priority=Priority.LOW)
        await gw.complete(call("high still runs"), priority=Priority.HIGH)
        await asyncio.sleep(0)

    asyncio.run(_closing(gw, scenario()))
    assert len(seen) == 1 and isinstance(seen[0], LLMDropped)
    assert [user_text(r.body) for r in fake_anthropic.requests] == ["high still runs"]
    assert gw.ledger.summary()["total"]["outcomes"]["dropped"] == 2


def test_a_repeated_call_is_served_from_the_disk_cache(
        fake_anthropic: FakeAnthropicServer, tmp_path: Path) -> None:
    fake_anthropic.script(ToolAnswer({"n": 42}))
    cache = ResponseCache(tmp_path / "cache")
    first_gw, second_gw = gateway(fake_anthropic, cache=cache), gateway(fake_anthropic,
                                                                        cache=cache)
    first = asyncio.run(_closing(first_gw, first_gw.complete(call(seed=5))))
    again = asyncio.run(_closing(second_gw, second_gw.complete(call(seed=5))))
    assert fake_anthropic.request_count == 1
    assert again.cached and again.content == first.content
    assert second_gw.ledger.summary()["total"]["outcomes"] == {"cached": 1}
    # A different seed is a different key.
    third_gw = gateway(fake_anthropic, cache=cache)
    asyncio.run(_closing(third_gw, third_gw.complete(call(seed=6))))
    assert fake_anthropic.request_count == 2


def test_a_slow_answer_times_out_at_the_deadline(fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.default_delay = 2.0
    gw = gateway(fake_anthropic)
    t0 = time.perf_counter()
    with pytest.raises(LLMTimeout):
        asyncio.run(_closing(gw, gw.complete(call(), deadline_s=0.3)))
    assert time.perf_counter() - t0 < 1.9  # the deadline, not the server, ended it
    assert gw.ledger.summary()["total"]["outcomes"] == {"timeout": 1}


def test_the_deadline_holds_while_a_call_waits_in_the_queue(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.default_delay = 0.6
    gw = gateway(fake_anthropic, max_concurrent=1)

    async def scenario() -> None:
        blocker = asyncio.create_task(gw.complete(call("blocker")))
        await asyncio.sleep(0.05)
        with pytest.raises(LLMTimeout, match="waited in the queue"):
            await gw.complete(call("too late"), deadline_s=0.1)
        await blocker

    asyncio.run(_closing(gw, scenario()))
    assert [user_text(r.body) for r in fake_anthropic.requests] == ["blocker"]


def test_sdk_retries_are_counted_once_and_not_multiplied(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.script(HttpError(529, "overloaded_error"), ToolAnswer({"n": 1}))
    gw = gateway(fake_anthropic, max_retries=1)
    asyncio.run(_closing(gw, gw.complete(call())))
    assert [r.retry_count for r in fake_anthropic.requests] == [0, 1]
    total = gw.ledger.summary()["total"]
    assert total["calls"] == 1 and total["attempts"] == 2 and total["retries"] == 1


def test_errors_after_the_sdk_retries_become_llm_unavailable(
        fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.script(*[HttpError(529, "overloaded_error")] * 3)
    gw = gateway(fake_anthropic, max_retries=2)
    with pytest.raises(LLMUnavailable, match="529 overloaded_error after 3 attempt"):
        asyncio.run(_closing(gw, gw.complete(call())))
    assert fake_anthropic.request_count == 3  # 1 + the SDK's 2 retries; the gateway adds none


def test_a_caller_that_gives_up_cancels_its_request(fake_anthropic: FakeAnthropicServer) -> None:
    fake_anthropic.default_delay = 1.0
    gw = gateway(fake_anthropic, max_concurrent=1)

    async def scenario() -> None:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(gw.complete(call("abandoned")), 0.2)
        fake_anthropic.default_delay = 0.0
        # The worker is free again at once: the abandoned request was cancelled.
        response = await asyncio.wait_for(gw.complete(call("next")), 0.8)
        assert response.tool_use() is not None or response.text()

    asyncio.run(_closing(gw, scenario()))
    assert gw.ledger.summary()["total"]["outcomes"].get("cancelled") == 1


def test_a_closed_gateway_refuses_new_calls(fake_anthropic: FakeAnthropicServer) -> None:
    gw = gateway(fake_anthropic)

    async def scenario() -> None:
        await gw.close()
        with pytest.raises(LLMDropped):
            await gw.complete(call())

    asyncio.run(scenario())
