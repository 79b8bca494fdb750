"""Envelopes and payloads: frozen, discriminated, validated at the boundary."""

from __future__ import annotations

import pydantic
import pytest

from orchestrator.runtime.envelope import (
    Envelope,
    ErrorPayload,
    MessageType,
    Ping,
    Priority,
    new_message_id,
)
from orchestrator.schema.payloads import CODEC, PAYLOAD_ADAPTER, PlanRequest


def make_envelope(**overrides: object) -> Envelope:
    fields: dict[str, object] = {
        "message_id": new_message_id(),
        "message_type": MessageType.REQUEST,
        "sender": "a",
        "recipient": "b",
        "data": PlanRequest(prompt="a cozy bedroom", seed=1),
    }
    fields.update(overrides)
    return Envelope(**fields)  # type: ignore[arg-type]


def test_envelope_round_trips_through_json_with_the_right_payload_type() -> None:
    env = make_envelope(priority=Priority.HIGH, timeout=2.5, correlation_id="run-1")
    back = CODEC.envelope_json(env.model_dump_json())
    assert back == env
    assert isinstance(back.data, PlanRequest)
    assert back.priority is Priority.HIGH


def test_payloads_are_frozen() -> None:
    ping = Ping(n=1)
    with pytest.raises(pydantic.ValidationError):
        ping.n = 2  # type: ignore[misc]


def test_unknown_kind_and_extra_fields_are_rejected_at_the_boundary() -> None:
    with pytest.raises(pydantic.ValidationError):
        PAYLOAD_ADAPTER.validate_python({"kind": "exec_code", "code": "rm -rf /"})
    with pytest.raises(pydantic.ValidationError):
        PAYLOAD_ADAPTER.validate_python({"kind": "ping", "n": 1, "extra": True})
    assert PAYLOAD_ADAPTER.validate_python({"kind": "ping", "n": 3}) == Ping(n=3)


def test_envelope_requires_its_fields_and_known_types() -> None:
    with pytest.raises(pydantic.ValidationError):
        make_envelope(message_type="SHOUT")
    with pytest.raises(pydantic.ValidationError):
        Envelope(message_id="x", sender="a", recipient="b", data=Ping())  # type: ignore[call-arg]


def test_message_ids_are_unique() -> None:
    ids = {new_message_id() for _ in range(10_000)}
    assert len(ids) == 10_000


def test_error_payload_carries_type_and_message() -> None:
    err = ErrorPayload(error_type="ValueError", message="bad")
    assert PAYLOAD_ADAPTER.validate_json(err.model_dump_json()) == err


def test_bus_envelope_equals_a_validated_one_and_refuses_non_payloads() -> None:
    from orchestrator.runtime.envelope import MessageType, Ping, bus_envelope

    fields = dict(message_id="p-1", message_type=MessageType.REQUEST, sender="a",
                  recipient="b", data=Ping(n=3), priority=Priority.HIGH, timeout=2.0,
                  correlation_id="run-1")
    built = bus_envelope(**fields)  # type: ignore[arg-type]
    checked = Envelope(**fields, timestamp=built.timestamp)  # type: ignore[arg-type]
    assert built == checked and built.model_dump_json() == checked.model_dump_json()
    assert CODEC.envelope_json(built.model_dump_json()) == built
    assert built.model_copy(update={"sender": "c"}).sender == "c"
    with pytest.raises(TypeError, match="Payload"):
        bus_envelope(**{**fields, "data": {"kind": "ping"}})  # type: ignore[arg-type]
