"""A local fake of the Anthropic Messages API, shipped as a test double.

Point the real SDK at it (`AsyncAnthropic(base_url=server.base_url, api_key="test-key")`) and
script its replies: tool answers, plain text, HTTP errors (with a tiny `retry-after-ms`, so
SDK retries stay fast), malformed bodies and slow answers. Every request is recorded, and
the server tracks how many were in flight at once. Stdlib only; non-streaming only.

By default the fake "model" echoes the `<draft>` JSON in the last user message as its tool
input, i.e. it approves the offline planner's draft (see `draft_block`).

Models follow the rules the real ones do (`MODEL_RULES`, from their documentation): Opus 5.5
and Fable 5.1 think on every answer and refuse forced tool use, Opus 5 refuses forced tool
use while it thinks (by default), Haiku 4.5 takes no effort; a thinking model's answers
start with a thinking block, which must come back unchanged in a later turn that holds the
answer's tool call.
"""

from __future__ import annotations

import json
import re
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from orchestrator.llm.structured import draft_json

HOST = "127.0.0.1"
RETRY_AFTER_MS = "10"  # the SDK honours `retry-after-ms` before its own backoff


@dataclass(frozen=True)
class ToolAnswer:
    """200 with one tool_use block; a str `input` is sent as-is: an input that is no object."""

    input: dict[str, Any] | str
    delay: float = 0.0


@dataclass(frozen=True)
class TextAnswer:
    """200 with one text block: a model that ignored the tool."""

    text: str
    delay: float = 0.0


@dataclass(frozen=True)
class HttpError:
    status: int
    error_type: str
    message: str = "scripted error from the fake Anthropic server"
    delay: float = 0.0


@dataclass(frozen=True)
class MalformedBody:
    """200, content-type application/json, but a body that is not JSON."""

    text: str = "{not json"
    delay: float = 0.0


Reply = ToolAnswer | TextAnswer | HttpError | MalformedBody


@dataclass(frozen=True)
class ModelRules:
    """What a model refuses and how it answers, as the real API does."""

    thinks: bool = False  # answers start with a thinking block
    refuses_forced_tools: bool = False  # tool_choice "tool" or "any" is a 400
    takes_effort: bool = True  # output_config.effort is a 400 where False


_THINKS = ModelRules(thinks=True, refuses_forced_tools=True)
MODEL_RULES: dict[str, ModelRules] = {
    "claude-opus-5-5": _THINKS, "claude-fable-5-1": _THINKS, "claude-opus-5": _THINKS,
    "claude-haiku-4-5": ModelRules(takes_effort=False),
    "claude-opus-4-5": ModelRules(), "claude-sonnet-4-5": ModelRules(takes_effort=False),
}

RATE_LIMITED = HttpError(429, "rate_limit_error", "rate limited (fake)")
OVERLOADED = HttpError(529, "overloaded_error", "overloaded (fake)")
SERVER_ERROR = HttpError(500, "api_error", "internal error (fake)")


@dataclass(frozen=True)
class RecordedRequest:
    body: dict[str, Any]
    headers: dict[str, str]  # lower-cased names
    tool: str | None
    retry_count: int
    started: float  # time.perf_counter()
    finished: float


_DRAFT = re.compile(r"<draft>\s*(.*?)\s*</draft>", re.DOTALL)


# The agents' own formatter, so the two sides cannot drift apart.
draft_block = draft_json


def echo_draft(body: dict[str, Any]) -> Reply:
    """The default responder: answer the tool with the last user message's draft JSON."""
    users = [m for m in body.get("messages", []) if isinstance(m, dict) and m.get("role") == "user"]
    for match in reversed(_DRAFT.findall(_text_of(users[-1]) if users else "")):
        try:
            data = json.loads(match)
        except json.JSONDecodeError:
            continue
        if isinstance(data, dict):
            return ToolAnswer(data)
    return TextAnswer("no draft to echo")


def _text_of(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    parts = []
    for block in content if isinstance(content, list) else []:
        inner = block.get("text", block.get("content")) if isinstance(block, dict) else None
        parts.append(inner if isinstance(inner, str) else _text_of({"content": inner}))
    return "\n".join(parts)


def _forced_tool(body: dict[str, Any]) -> str | None:
    choice, tools = body.get("tool_choice"), body.get("tools")
    if isinstance(choice, dict) and choice.get("type") == "tool":
        return choice.get("name")
    if isinstance(tools, list) and tools and isinstance(tools[0], dict):
        return tools[0].get("name")
    return None


class _Out(NamedTuple):
    status: int
    payload: bytes
    headers: tuple[tuple[str, str], ...] = ()
    delay: float = 0.0


def _error(status: int, kind: str, message: str) -> _Out:
    body = {"type": "error", "error": {"type": kind, "message": message}}
    return _Out(status, json.dumps(body).encode())


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, like the real API; needs Content-Length

    def log_message(self, format: str, *args: Any) -> None:
        pass  # silence the default per-request logging to stderr

    def do_POST(self) -> None:
        self.server.fake._serve(self)  # type: ignore[attr-defined]

    do_GET = do_PUT = do_DELETE = do_PATCH = do_POST


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True  # a handler still sleeping must not block stop()

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients drop keep-alive connections when their event loop ends: not worth a traceback
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class FakeAnthropicServer:
    """`POST /v1/messages` on 127.0.0.1, with scripted replies; see the module docstring."""

    def __init__(self) -> None:
        self.responder: Callable[[dict[str, Any]], Reply] = echo_draft
        self.model_rules: dict[str, ModelRules] = dict(MODEL_RULES)  # others: ModelRules()
        self.latency: dict[str, float] = {}  # extra seconds per tool name
        self.default_delay = 0.0
        self._lock = threading.Lock()
        self._httpd: _HTTPServer | None = None
        self.reset()

    def start(self) -> FakeAnthropicServer:
        httpd = _HTTPServer((HOST, 0), _Handler)
        httpd.fake = self  # type: ignore[attr-defined]
        self._httpd = httpd
        # A short poll interval keeps stop() (and so each test) quick
        threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> FakeAnthropicServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def address(self) -> tuple[str, int]:
        """The (host, port) the listening socket is bound to."""
        if self._httpd is None:
            raise RuntimeError("the fake Anthropic server is not running")
        host, port = self._httpd.socket.getsockname()[:2]
        return host, port

    @property
    def base_url(self) -> str:
        host, port = self.address
        return f"http://{host}:{port}"

    def script(self, *replies: Reply, tool: str | None = None) -> None:
        """Queue replies (FIFO) for requests forcing `tool`, or for any request."""
        with self._lock:
            self._queues.setdefault(tool, deque()).extend(replies)

    def reset(self) -> None:
        with self._lock:
            self._requests: list[RecordedRequest] = []
            self._queues: dict[str | None, deque[Reply]] = {}
            self._seen_system: set[str] = set()
            self._in_flight = self._max_in_flight = self._messages = 0

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    @property
    def request_count(self) -> int:
        with self._lock:
            return len(self._requests)

    @property
    def max_concurrency(self) -> int:
        with self._lock:
            return self._max_in_flight

    def _serve(self, handler: BaseHTTPRequestHandler) -> None:
        started = time.perf_counter()
        headers = {k.lower(): v for k, v in handler.headers.items()}
        body = _read_json(handler, headers)
        record = RecordedRequest(body if isinstance(body, dict) else {}, headers,
                                 _forced_tool(body) if isinstance(body, dict) else None,
                                 _int(headers.get("x-stainless-retry-count")), started, started)
        with self._lock:
            self._requests.append(record)
            self._in_flight += 1
            self._max_in_flight = max(self._max_in_flight, self._in_flight)
        try:
            try:
                out = self._answer(handler, headers, body, record.tool)
            except Exception as exc:  # a broken responder shows up as a 500, not a hang
                out = _error(500, "api_error", f"fake server failed: {exc!r}")
            time.sleep(out.delay)  # inside the in-flight window: delays count as concurrency
            _send(handler, out)
        finally:
            self._finish(record)

    def _finish(self, record: RecordedRequest) -> None:
        with self._lock:
            self._in_flight -= 1
            for i, seen in enumerate(self._requests):  # absent if reset() ran meanwhile
                if seen is record:
                    self._requests[i] = replace(record, finished=time.perf_counter())

    def _answer(self, handler: BaseHTTPRequestHandler, headers: dict[str, str],
                body: Any, tool: str | None) -> _Out:
        if handler.command != "POST" or urlsplit(handler.path).path != "/v1/messages":
            return _error(404, "not_found_error", f"{handler.command} {handler.path}: not found")
        if not (headers.get("x-api-key") or headers.get("authorization")):
            return _error(401, "authentication_error", "missing x-api-key header")
        if not isinstance(body, dict):
            return _error(400, "invalid_request_error", "the body is not a JSON object")
        missing = [k for k in ("model", "max_tokens", "messages") if k not in body]
        if missing:
            return _error(400, "invalid_request_error", f"missing fields: {', '.join(missing)}")
        if body.get("stream"):
            return _error(400, "invalid_request_error", "the fake server does not stream")
        refusal = _refusal(body, self.model_rules.get(str(body["model"]), ModelRules()))
        if refusal:
            return _error(400, "invalid_request_error", refusal)
        reply = self._next_reply(body, tool)
        out = self._render(reply, body, tool)
        extra = self.latency.get(tool or "", 0.0) + self.default_delay
        return out._replace(delay=reply.delay + extra)

    def _next_reply(self, body: dict[str, Any], tool: str | None) -> Reply:
        with self._lock:
            for key in (tool, None) if tool is not None else (None,):
                if self._queues.get(key):
                    return self._queues[key].popleft()
        return self.responder(body)

    def _render(self, reply: Reply, body: dict[str, Any], tool: str | None) -> _Out:
        if isinstance(reply, HttpError):
            out = _error(reply.status, reply.error_type, reply.message)
            return out._replace(headers=(("retry-after-ms", RETRY_AFTER_MS),))
        if isinstance(reply, MalformedBody):
            return _Out(200, reply.text.encode())
        with self._lock:
            self._messages += 1
            n = self._messages
        if isinstance(reply, ToolAnswer):
            content: list[dict[str, Any]] = [{"type": "tool_use", "id": f"toolu_fake_{n}",
                                              "name": tool or "unnamed_tool",
                                              "input": reply.input}]
            stop = "tool_use"
        else:
            content, stop = [{"type": "text", "text": reply.text}], "end_turn"
        if self.model_rules.get(str(body["model"]), ModelRules()).thinks:
            # the thinking text is omitted by default, as the API's display "omitted" does
            content.insert(0, {"type": "thinking", "thinking": "",
                               "signature": f"{SIGNATURE}{n}"})
        message = {"id": f"msg_fake_{n}", "type": "message", "role": "assistant",
                   "model": body["model"], "content": content, "stop_reason": stop,
                   "stop_sequence": None, "usage": self._usage(body, content)}
        return _Out(200, json.dumps(message).encode())

    def _usage(self, body: dict[str, Any], content: list[dict[str, Any]]) -> dict[str, int]:
        """Rough token counts (4 chars a token); a cache-marked system prompt is written once,
        then read, like the API's prompt caching."""
        system = body.get("system")
        blocks = system if isinstance(system, list) else []
        text = system if isinstance(system, str) else "".join(
            str(b.get("text", "")) for b in blocks if isinstance(b, dict))
        input_tokens = (len(json.dumps(body["messages"])) + len(json.dumps(body.get("tools", [])))
                        ) // 4
        created = read = 0
        if any(isinstance(b, dict) and b.get("cache_control") for b in blocks):
            with self._lock:
                first = text not in self._seen_system
                self._seen_system.add(text)
            created, read = (len(text) // 4, 0) if first else (0, len(text) // 4)
        else:
            input_tokens += len(text) // 4
        output_tokens = max(1, len(json.dumps(content)) // 4)
        return {"input_tokens": input_tokens, "output_tokens": output_tokens,
                "cache_creation_input_tokens": created, "cache_read_input_tokens": read}


SIGNATURE = "fake-thinking-signature-"


def _refusal(body: dict[str, Any], rules: ModelRules) -> str | None:
    """The 400 message a real model gives this request, or None if it takes it."""
    model, choice = body["model"], body.get("tool_choice")
    forced = isinstance(choice, dict) and choice.get("type") in ("tool", "any")
    if forced and rules.refuses_forced_tools:
        return f"tool_choice forcing tool use is not supported with {model}; use auto"
    config = body.get("output_config")
    if isinstance(config, dict) and "effort" in config and not rules.takes_effort:
        return f"output_config.effort is not supported for {model}"
    if rules.thinks:
        for message in body.get("messages", []):
            blocks = message.get("content") if isinstance(message, dict) else None
            if message.get("role") != "assistant" or not isinstance(blocks, list):
                continue
            kinds = [b.get("type") for b in blocks if isinstance(b, dict)]
            signed = any(b.get("type") == "thinking" and
                         str(b.get("signature", "")).startswith(SIGNATURE)
                         for b in blocks if isinstance(b, dict))
            if "tool_use" in kinds and not signed:
                return ("an assistant turn with tool_use must keep the thinking block it was "
                        "answered with")
    return None


def _read_json(handler: BaseHTTPRequestHandler, headers: dict[str, str]) -> Any:
    raw = handler.rfile.read(_int(headers.get("content-length")))
    try:
        return json.loads(raw) if raw else None
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None


def _int(value: str | None) -> int:
    try:
        return int(value or 0)
    except ValueError:
        return 0


def _send(handler: BaseHTTPRequestHandler, out: _Out) -> None:
    try:
        handler.send_response(out.status)
        handler.send_header("content-type", "application/json")
        handler.send_header("content-length", str(len(out.payload)))
        handler.send_header("request-id", "req_fake")
        for name, value in out.headers:
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(out.payload)
    except (BrokenPipeError, ConnectionResetError):
        handler.close_connection = True  # the client gave up (e.g. its timeout): nothing to do
