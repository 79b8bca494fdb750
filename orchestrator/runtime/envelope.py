"""The one envelope type the bus carries, the payload base class, and the runtime's own
control payloads (errors, status, cancel, heartbeats).

The runtime knows payloads only as `Payload`: what a domain sends is its own business. An
envelope built in this process holds its payload as the instance it is; one that arrives as
JSON (a journal, another process) is read with an `EnvelopeCodec` made from the application's
union of payload types, which the application hands over at start-up (`EnvelopeCodec(union)`).
"""

from __future__ import annotations

import itertools
import os
import time
from enum import IntEnum, StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializeAsAny, TypeAdapter


class MessageType(StrEnum):
    REQUEST = "REQUEST"
    RESPONSE = "RESPONSE"
    ERROR = "ERROR"
    STATUS = "STATUS"
    CANCEL = "CANCEL"
    HEARTBEAT = "HEARTBEAT"


class Priority(IntEnum):
    """Lower value is served first; the bus ages waiting messages so LOW is never starved."""

    CRITICAL = 0
    HIGH = 1
    NORMAL = 2
    LOW = 3


class Payload(BaseModel):
    """Base of every message body: frozen, no unknown fields, told apart by `kind`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str


# --- control payloads -------------------------------------------------------------------------


class ErrorPayload(Payload):
    kind: Literal["error"] = "error"
    error_type: str
    message: str
    retryable: bool = False


class StatusPayload(Payload):
    kind: Literal["status"] = "status"
    stage: str
    state: Literal["started", "progress", "finished", "failed"]
    detail: str = ""


class CancelPayload(Payload):
    kind: Literal["cancel"] = "cancel"
    target_id: str
    reason: str = ""


class HeartbeatPayload(Payload):
    kind: Literal["heartbeat"] = "heartbeat"
    sent_at: float


class HealthReport(Payload):
    """An agent's answer to a HEARTBEAT: alive, and what it says of itself (`Agent.health`)."""

    kind: Literal["health"] = "health"
    agent: str
    detail: dict[str, Any] = Field(default_factory=dict)


class Ping(Payload):
    """A no-op request used by tests and the bus benchmark."""

    kind: Literal["ping"] = "ping"
    n: int = 0


CONTROL_PAYLOADS = (ErrorPayload, StatusPayload, CancelPayload, HeartbeatPayload, HealthReport,
                    Ping)


class Envelope(BaseModel):
    """What travels on the bus. `reply_to` names the request a RESPONSE/ERROR answers."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    message_id: str
    message_type: MessageType
    sender: str
    recipient: str
    data: SerializeAsAny[Payload]  # dumped with its own fields, whatever its type
    priority: Priority = Priority.NORMAL
    timestamp: float = Field(default_factory=time.time)
    reply_to: str | None = None
    timeout: float | None = None  # seconds the sender will wait for an answer
    correlation_id: str | None = None  # one scene run


_ENVELOPE_FIELDS = tuple(Envelope.model_fields)


def bus_envelope(
    *,
    message_id: str,
    message_type: MessageType,
    sender: str,
    recipient: str,
    data: Payload,
    priority: Priority = Priority.NORMAL,
    reply_to: str | None = None,
    timeout: float | None = None,
    correlation_id: str | None = None,
) -> Envelope:
    """An envelope built by the bus from parts that are already valid: a frozen Payload
    instance, the bus's own ids and enums. It skips validating them again, which is a fifth
    of a round trip's cost, by filling the model the way `model_construct` does but without
    its generic per-field work. Anything arriving from outside (a journal, another process)
    still goes through `Envelope.model_validate_json`."""
    if not isinstance(data, Payload):
        raise TypeError(f"a message carries a Payload, not {type(data).__name__}")
    envelope = Envelope.__new__(Envelope)
    fill = object.__setattr__  # the model is frozen: its own __setattr__ refuses
    fill(envelope, "__dict__", {
        "message_id": message_id, "message_type": message_type, "sender": sender,
        "recipient": recipient, "data": data, "priority": priority,
        "timestamp": time.time(), "reply_to": reply_to, "timeout": timeout,
        "correlation_id": correlation_id,
    })
    fill(envelope, "__pydantic_fields_set__", set(_ENVELOPE_FIELDS))
    fill(envelope, "__pydantic_extra__", None)
    fill(envelope, "__pydantic_private__", None)
    return envelope


# Message ids: a per-process random prefix and a counter, cheaper than uuid4 on the hot path
# and still unique across processes writing to one journal.
_ID_PREFIX = os.urandom(4).hex()
_ID_COUNTER = itertools.count(1)


def new_message_id() -> str:
    return f"{_ID_PREFIX}-{next(_ID_COUNTER)}"


class EnvelopeCodec:
    """Reads envelopes from JSON with the application's payload union (a discriminated union
    on `kind`, `Annotated[A | B | ..., Field(discriminator="kind")]`), so what arrives from
    outside is validated as exactly one known payload type."""

    def __init__(self, payload_union: Any) -> None:
        self.payloads: TypeAdapter[Any] = TypeAdapter(payload_union)

    def payload(self, data: Any) -> Payload:
        return self.payloads.validate_python(data)  # type: ignore[no-any-return]

    def envelope(self, data: Any) -> Envelope:
        """An envelope from a parsed JSON object (its `data` validated against the union)."""
        if not isinstance(data, dict):
            raise ValueError("an envelope is a JSON object")
        return Envelope.model_validate({**data, "data": self.payload(data.get("data"))})

    def envelope_json(self, raw: str | bytes) -> Envelope:
        import json

        return self.envelope(json.loads(raw))
