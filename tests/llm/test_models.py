"""The model catalogue: list prices for the cost report, and which models take an effort."""

from __future__ import annotations

import pytest

from orchestrator.errors import InputError
from orchestrator.llm.config import DEFAULT_FAST_MODEL, DEFAULT_MODEL, resolve_settings
from orchestrator.llm.ledger import CallRecord
from orchestrator.llm.models import facts_of

KEY = {"ANTHROPIC_API_KEY": "test-key"}


def test_the_default_models_are_known_and_not_deprecated() -> None:
    for model in (DEFAULT_MODEL, DEFAULT_FAST_MODEL):
        assert facts_of(model) is not None
    assert DEFAULT_MODEL == "claude-opus-5-5"  # claude-opus-4-5 ends on 2027-01-22


@pytest.mark.parametrize(("model", "usd"), [
    # a million of each: input, output, cache write, cache read
    ("claude-opus-5-5", 4 + 20 + 4 * 1.25 + 4 * 0.05),  # Opus 5.5 reads its cache at 0.05x
    ("claude-opus-5", 5 + 25 + 5 * 1.25 + 5 * 0.1),  # not priced as its longer-named sibling
    ("claude-haiku-4-5-20251001", 1 + 5 + 1 * 1.25 + 1 * 0.1),  # a dated snapshot
])
def test_cost_is_the_list_price_of_the_model(model: str, usd: float) -> None:
    record = CallRecord("prompt", model, "ok", input_tokens=10**6, output_tokens=10**6,
                        cache_write_tokens=10**6, cache_read_tokens=10**6)
    assert record.cost_usd == pytest.approx(usd)


def test_a_model_we_do_not_know_has_no_cost_and_gets_no_effort() -> None:
    assert CallRecord("prompt", "claude-opus-5-5-preview-x", "ok", input_tokens=9).cost_usd \
        is None
    settings = resolve_settings("anthropic", model="my-proxy-model", env=KEY)
    assert settings.effort_for("my-proxy-model") is None
    assert settings.effort_for(DEFAULT_MODEL) == "low"
    assert settings.effort_for(DEFAULT_FAST_MODEL) is None  # Haiku 4.5 refuses one


def test_the_effort_comes_from_the_environment_and_is_checked() -> None:
    settings = resolve_settings("anthropic", env={**KEY, "VOXEL_WEAVER_EFFORT": "high"})
    assert settings.effort_for(DEFAULT_MODEL) == "high"
    with pytest.raises(InputError, match="one of low, medium, high"):
        resolve_settings("anthropic", env={**KEY, "VOXEL_WEAVER_EFFORT": "max please"})
