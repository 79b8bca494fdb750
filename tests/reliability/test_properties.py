"""Property-based tests (hypothesis) over what comes from outside: envelopes and payloads as
JSON, prompts, run-folder names, and the `generate` command's arguments. Whatever arrives is
either accepted as valid or refused with the project's own one-line error; nothing else."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pydantic
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from orchestrator import InputError, build_request
from orchestrator.app import runner
from orchestrator.app.outputs import slugify
from orchestrator.cli import root as cli
from orchestrator.runtime.envelope import Envelope, MessageType, Payload, Ping, Priority
from orchestrator.schema.limits import MAX_PROMPT_CHARS, check_prompt
from orchestrator.schema.payloads import CODEC, PAYLOAD_ADAPTER

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)
KINDS = sorted({m.model_fields["kind"].default for m in Payload.__subclasses__()
                if "kind" in m.model_fields})
ENVELOPE_KEYS = list(Envelope.model_fields)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(ENVELOPE_KEYS), json_values, max_size=10),
       st.sampled_from(KINDS), st.dictionaries(st.text(max_size=10), json_values, max_size=5))
def test_any_json_envelope_is_valid_or_a_validation_error(
        fields: dict[str, Any], kind: str, data: dict[str, Any]) -> None:
    fields["data"] = {"kind": kind, **data}
    raw = json.dumps(fields)
    try:
        envelope = CODEC.envelope_json(raw)
    except pydantic.ValidationError:
        return
    assert CODEC.envelope_json(envelope.model_dump_json()) == envelope


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KINDS), st.dictionaries(st.text(max_size=10), json_values, max_size=6))
def test_any_payload_dict_is_a_frozen_payload_or_a_validation_error(
        kind: str, data: dict[str, Any]) -> None:
    try:
        payload = PAYLOAD_ADAPTER.validate_python({**data, "kind": kind})
    except pydantic.ValidationError:
        return
    assert isinstance(payload, Payload) and payload.kind == kind
    with pytest.raises(pydantic.ValidationError):
        payload.kind = "other"  # frozen


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40), st.integers(min_value=0, max_value=2**63 - 1),
       st.sampled_from(list(Priority)), st.sampled_from(list(MessageType)))
def test_valid_envelopes_round_trip(sender: str, n: int, priority: Priority,
                                    message_type: MessageType) -> None:
    envelope = Envelope(message_id="m-1", message_type=message_type, sender=sender,
                        recipient="r", data=Ping(n=n % 2**31), priority=priority)
    assert CODEC.envelope_json(envelope.model_dump_json()) == envelope


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=300))
def test_prompts_are_cleaned_or_refused(text: str) -> None:
    try:
        cleaned = check_prompt(text)
    except InputError as exc:
        assert "\n" not in str(exc)
        return
    assert cleaned and cleaned == cleaned.strip() and len(cleaned) <= MAX_PROMPT_CHARS
    assert not re.search("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]", cleaned)


@settings(max_examples=500, deadline=None)
@given(st.text())
def test_run_folder_names_never_leave_the_output_folder(text: str) -> None:
    slug = slugify(text)
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*|scene", slug) and len(slug) <= 40
    root = Path("/out")
    assert (root / f"{slug}-0a1b2c3d").resolve().parent == root


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=100), st.integers(min_value=-2**70, max_value=2**70))
def test_requests_are_built_or_refused(prompt: str, seed: int) -> None:
    try:
        request = build_request(prompt, seed=seed)
    except InputError as exc:
        assert "\n" not in str(exc)
        return
    assert 0 <= request.seed <= 2**63 - 1 and request.prompt == check_prompt(prompt)


class Reached(BaseException):  # not an Exception: the CLI's last-resort handler ignores it
    """The CLI got past every input check to the point of running the pipeline."""


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def outcome_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """"ran" when the CLI reached the pipeline, else "refused" (asserting exit 2, one line)."""
    capsys.readouterr()  # hypothesis reuses the fixture: start from an empty capture
    try:
        cli.main(argv)
    except Reached:
        return "ran"
    except SystemExit as exit_:
        err = capsys.readouterr().err
        assert exit_.code == 2, (argv, err)
        assert len(err.strip().splitlines()) == 1 and err.startswith("error: "), err
        return "refused"
    raise AssertionError(f"neither ran nor refused: {argv}")


@pytest.fixture
def no_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    async def reached(*args: Any, **kwargs: Any) -> None:
        raise Reached

    monkeypatch.setattr(runner, "execute", reached)


VALID_OR_NOT = {
    "seed": st.integers(min_value=0, max_value=2**63 - 1).map(str) | st.text(max_size=25)
    | st.integers(min_value=-2**80, max_value=2**80).map(str),
    "quality": st.sampled_from(["draft", "preview", "final", "ultra", "", "DRAFT"]),
    "export": st.sampled_from(["glb", "glb,blend", "usd", " blend , glb "])
    | st.text(alphabet="glbusdendobj,. ", max_size=15),
    "review": st.integers(min_value=-3, max_value=9).map(str),
}


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(prompt=st.sampled_from(["a cozy bedroom", "غرفة 🛏️"]) | st.text(max_size=60),
       **VALID_OR_NOT)
def test_generate_arguments_run_or_fail_with_one_line_and_exit_2(
        prompt: str, seed: str, quality: str, export: str, review: str, tmp_path: Path,
        no_pipeline: None, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["generate", prompt, "--seed", seed, "--quality", quality, "--export", export,
            "--review", review, "--llm", "offline", "--out", str(tmp_path / "out")]
    outcome_of(argv, capsys)


def test_the_property_test_can_reach_the_pipeline(tmp_path: Path, no_pipeline: None,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    base = ["generate", "a cozy bedroom", "--llm", "offline", "--out", str(tmp_path)]
    assert outcome_of([*base, "--seed", "7", "--export", "glb,usd"], capsys) == "ran"
    assert outcome_of([*base, "--seed", str(2**64)], capsys) == "refused"
