"""The fake Anthropic server, driven through the real `anthropic` SDK: answers, retries,
errors, timeouts, malformed bodies, concurrency, prompt-cache usage and the draft echo."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import anthropic
import pytest
from anthropic.types import Message, TextBlock, ToolUseBlock

from orchestrator.testing import (
    OVERLOADED,
    RATE_LIMITED,
    SERVER_ERROR,
    FakeAnthropicServer,
    MalformedBody,
    TextAnswer,
    ToolAnswer,
)
from orchestrator.testing.fake_anthropic import Reply, draft_block

T = TypeVar("T")
TOOL = {"name": "submit_plan", "description": "d", "input_schema": {"type": "object"}}


Scenario = Callable[[anthropic.AsyncAnthropic], Awaitable[T]]


def drive(server: FakeAnthropicServer, scenario: Scenario[T], max_retries: int = 0,
          timeout: float = 5.0) -> T:
    """Run `scenario` with a fresh SDK client in one event loop (pooled connections are tied
    to the loop that opened them)."""
    async def main() -> T:
        async with anthropic.AsyncAnthropic(api_key="test-key", base_url=server.base_url,
                                            max_retries=max_retries, timeout=timeout) as api:
            return await scenario(api)

    return asyncio.run(asyncio.wait_for(main(), 20))


@pytest.fixture
def server() -> Iterator[FakeAnthropicServer]:
    with FakeAnthropicServer() as fake:
        yield fake


async def ask(api: anthropic.AsyncAnthropic, text: str = "hi", tool: dict[str, Any] = TOOL,
              **kw: Any) -> Message:
    params: dict[str, Any] = {
        "model": "claude-fake", "max_tokens": 64, "messages": [{"role": "user", "content": text}],
        "tools": [tool], "tool_choice": {"type": "tool", "name": tool["name"]}, **kw}
    return await api.messages.create(**params)


def ask_all(server: FakeAnthropicServer, *calls: dict[str, Any], **client: Any) -> list[Message]:
    """Ask once per `calls` entry (keyword arguments for `ask`), one after another."""
    async def scenario(api: anthropic.AsyncAnthropic) -> list[Message]:
        return [await ask(api, **kw) for kw in calls]

    return drive(server, scenario, **client)


def one(server: FakeAnthropicServer, **client: Any) -> Message:
    return ask_all(server, {}, **client)[0]


def test_scripted_tool_answer_parses_as_tool_use(server: FakeAnthropicServer) -> None:
    server.script(ToolAnswer({"rooms": 2}))
    message = one(server)
    block = message.content[0]
    assert isinstance(block, ToolUseBlock)
    assert (block.name, block.input, message.stop_reason) == ("submit_plan", {"rooms": 2},
                                                              "tool_use")
    assert message.model == "claude-fake" and message.id.startswith("msg_fake_")
    assert message.usage.input_tokens > 0 and message.usage.output_tokens > 0
    [seen] = server.requests
    assert seen.body["model"] == "claude-fake" and seen.tool == "submit_plan"
    assert seen.body["messages"] == [{"role": "user", "content": "hi"}]
    # this SDK version sends the key as a bearer token
    assert seen.headers["authorization"] == "Bearer test-key" and seen.retry_count == 0
    assert seen.started <= seen.finished


def test_string_input_and_text_answers(server: FakeAnthropicServer) -> None:
    server.script(ToolAnswer("not an object"), TextAnswer("I'd rather chat"))
    garbage, text = ask_all(server, {}, {})
    assert garbage.content[0].input == "not an object"  # type: ignore[union-attr]
    assert isinstance(text.content[0], TextBlock) and text.stop_reason == "end_turn"


def test_overloaded_then_answer_is_retried_by_the_sdk(server: FakeAnthropicServer) -> None:
    server.script(OVERLOADED, ToolAnswer({"ok": True}))
    message = one(server, max_retries=1)
    assert message.content[0].input == {"ok": True}  # type: ignore[union-attr]
    first, retry = server.requests
    assert (first.retry_count, retry.retry_count) == (0, 1)
    # retry-after-ms: 10 was honoured; the SDK's own first backoff is 0.375-0.5 s
    assert retry.started - first.finished < 0.25


def test_errors_map_to_sdk_exceptions(server: FakeAnthropicServer) -> None:
    server.script(SERVER_ERROR, RATE_LIMITED)
    with pytest.raises(anthropic.InternalServerError) as err:
        one(server)
    assert err.value.status_code == 500
    assert err.value.body["error"]["type"] == "api_error"  # type: ignore[index]
    with pytest.raises(anthropic.RateLimitError):
        one(server)
    assert server.request_count == 2


def test_slow_reply_times_out(server: FakeAnthropicServer) -> None:
    server.script(ToolAnswer({}, delay=1.0))
    with pytest.raises(anthropic.APITimeoutError):
        one(server, timeout=0.2)


def test_malformed_body_escapes_the_sdk_as_a_json_error(server: FakeAnthropicServer) -> None:
    # The SDK calls response.json() on a 200 application/json body: the decode error is not
    # wrapped in an anthropic exception and is not retried.
    server.script(MalformedBody())
    with pytest.raises(json.JSONDecodeError):
        one(server, max_retries=2)
    assert server.request_count == 1


def test_concurrency_is_observed(server: FakeAnthropicServer) -> None:
    async def four(api: anthropic.AsyncAnthropic) -> list[Message]:
        return await asyncio.gather(*(ask(api) for _ in range(4)))

    server.default_delay = 0.2
    drive(server, four)
    assert server.max_concurrency == 4 and server.request_count == 4
    server.reset()
    server.default_delay = 0.0
    ask_all(server, {}, {}, {})
    assert server.max_concurrency == 1 and server.request_count == 3


def test_latency_per_tool_holds_answers(server: FakeAnthropicServer) -> None:
    server.latency["submit_plan"] = 0.1
    one(server)
    [seen] = server.requests
    assert seen.finished - seen.started >= 0.1


def test_cache_control_system_is_created_then_read(server: FakeAnthropicServer) -> None:
    system = [{"type": "text", "text": "long static prompt " * 50,
               "cache_control": {"type": "ephemeral"}}]
    first, second, plain = ask_all(server, {"system": system}, {"system": system},
                                   {"system": "uncached prompt"})
    assert (first.usage.cache_creation_input_tokens or 0) > 0
    assert first.usage.cache_read_input_tokens == 0
    assert (second.usage.cache_read_input_tokens or 0) > 0
    assert second.usage.cache_creation_input_tokens == 0
    assert plain.usage.cache_read_input_tokens == plain.usage.cache_creation_input_tokens == 0


def test_default_responder_echoes_the_draft(server: FakeAnthropicServer) -> None:
    echoed, no_draft = ask_all(server, {"text": f"Improve this.\n{draft_block({'a': 1})}"},
                               {"text": "nothing here"})
    assert echoed.content[0].input == {"a": 1}  # type: ignore[union-attr]
    assert no_draft.content[0].text == "no draft to echo"  # type: ignore[union-attr]


def test_tool_scripts_come_before_the_global_queue(server: FakeAnthropicServer) -> None:
    server.script(ToolAnswer({"from": "global"}))
    server.script(ToolAnswer({"from": "tool"}), tool="submit_plan")
    other = {**TOOL, "name": "other_tool"}
    tool, global_, echo = ask_all(server, {}, {"tool": other}, {})
    assert tool.content[0].input == {"from": "tool"}  # type: ignore[union-attr]
    assert global_.content[0].input == {"from": "global"}  # type: ignore[union-attr]
    assert echo.content[0].text == "no draft to echo"  # type: ignore[union-attr]


def test_custom_responder_and_reset(server: FakeAnthropicServer) -> None:
    server.script(ToolAnswer({"never": "used"}))
    server.reset()
    server.responder = lambda body: TextAnswer(f"model was {body['model']}")
    assert one(server).content[0].text == "model was claude-fake"  # type: ignore[union-attr]

    def broken(body: dict[str, Any]) -> Reply:
        raise KeyError("oops")

    server.responder = broken
    with pytest.raises(anthropic.InternalServerError, match="oops"):
        one(server)


def post(server: FakeAnthropicServer, body: dict[str, Any], headers: dict[str, str],
         path: str = "/v1/messages") -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(server.base_url + path, data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json", **headers})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_request_validation_errors(server: FakeAnthropicServer) -> None:
    body = {"model": "m", "max_tokens": 8, "messages": [{"role": "user", "content": "x"}]}
    key = {"x-api-key": "k"}
    status, reply = post(server, body, {})
    assert status == 401 and reply["error"]["type"] == "authentication_error"
    assert reply["type"] == "error"
    assert post(server, {"model": "m"}, key)[0] == 400
    assert post(server, {**body, "stream": True}, key)[1]["error"]["type"] == \
        "invalid_request_error"
    assert post(server, body, key, path="/v1/complete")[0] == 404
    assert post(server, body, {"authorization": "Bearer k"})[0] == 200
    assert server.request_count == 5


def test_binds_only_loopback(server: FakeAnthropicServer) -> None:
    host, port = server.address
    assert host == "127.0.0.1" and server.base_url == f"http://127.0.0.1:{port}"
    other = own_non_loopback_address()
    if other is not None:  # not reachable through the machine's other addresses
        with socket.socket() as probe:
            probe.settimeout(1)
            assert probe.connect_ex((other, port)) != 0


def own_non_loopback_address() -> str | None:
    """This machine's outbound address: a UDP connect picks a route but sends nothing."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        try:
            udp.connect(("10.255.255.255", 1))
        except OSError:
            return None
        address: str = udp.getsockname()[0]
    return None if address.startswith("127.") else address


def test_it_refuses_what_current_models_refuse(server: FakeAnthropicServer) -> None:
    """Forced tool use on Opus 5.5, an effort on Haiku 4.5: 400, as the real API answers."""
    async def scenario(api: anthropic.AsyncAnthropic) -> list[str]:
        refused = []
        for kw in ({"model": "claude-opus-5-5"}, {"model": "claude-fable-5-1"},
                   {"model": "claude-haiku-4-5", "tool_choice": {"type": "auto"},
                    "output_config": {"effort": "low"}}):
            with pytest.raises(anthropic.BadRequestError) as caught:
                await ask(api, **kw)
            refused.append(str(caught.value))
        return refused

    forced, fable, effort = drive(server, scenario)
    assert "forcing tool use" in forced and "forcing tool use" in fable
    assert "effort" in effort


def test_a_thinking_model_answers_with_a_thinking_block_it_wants_back(
        server: FakeAnthropicServer) -> None:
    async def scenario(api: anthropic.AsyncAnthropic) -> tuple[Message, str, Message]:
        offered = {"model": "claude-opus-5-5", "tool_choice": {"type": "auto"}}
        server.script(ToolAnswer({"n": 1}), ToolAnswer({"n": 2}))
        first = await ask(api, **offered)
        call = next(b for b in first.content if b.type == "tool_use")
        turn = [{"role": "user", "content": "hi"},
                {"role": "assistant", "content": [call.model_dump(exclude_none=True)]},
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": call.id,
                                              "content": "again"}]}]
        with pytest.raises(anthropic.BadRequestError) as caught:
            await ask(api, messages=turn, **offered)
        turn[1]["content"] = [b.model_dump(exclude_none=True) for b in first.content]
        return first, str(caught.value), await ask(api, messages=turn, **offered)

    first, dropped, kept = drive(server, scenario)
    assert [b.type for b in first.content] == ["thinking", "tool_use"]
    assert "must keep the thinking block" in dropped
    assert kept.content[0].type == "thinking"
