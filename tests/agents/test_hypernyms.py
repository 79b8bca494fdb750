"""Nouns the library lacks, by their more general kind in WordNet (`hypernyms.json`)."""

from __future__ import annotations

import json

import pytest

from agents.geometry.catalog import GENERATORS
from agents.prompt_interpreter.hypernyms import TABLE_PATH, stand_in
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.vocabulary import BARE_WORDS

TABLE: dict[str, str] = json.loads(TABLE_PATH.read_text(encoding="utf-8"))


def test_every_stand_in_is_a_family() -> None:
    assert len(TABLE) > 5000
    assert all(family in GENERATORS or family in BARE_WORDS for family in TABLE.values())


@pytest.mark.parametrize("word", ["top", "oil", "side", "corner", "light", "water"])
def test_a_word_mostly_meaning_no_thing_stands_in_for_nothing(word: str) -> None:
    assert stand_in(word) is None


@pytest.mark.parametrize(("noun", "family"), [
    ("avocado", "citrus"), ("keypad", "keyboard"), ("cardigan", "folded_clothes"),
    ("boxing ring", "stage_riser"), ("astrolabe", "sextant"),
])
def test_a_noun_the_library_lacks_is_made_as_its_more_general_kind(noun: str,
                                                                   family: str) -> None:
    plan = plan_offline(f"A room with a table and one {noun} on the table.", 0)
    account = next(n for n in plan.nouns if n.noun == noun)
    assert (account.family, account.outcome) == (family, "approximated")
    assert [o.category for o in plan.objects].count(family) >= 1


def test_a_dish_in_a_vessel_is_its_filling_and_what_follows_is_its_fellow() -> None:
    plan = plan_offline("A dining room with a table set with a bowl of salad, two plates of "
                        "sushi, a glass of juice and a latte.", 0)
    relations = {(r.subject, r.relation, r.target) for r in plan.relations}
    assert {("plate", "on", "table"), ("glass", "on", "table"),
            ("latte", "on", "table")} <= relations
    assert "plated_meal" not in {o.category for o in plan.objects}  # salad, sushi: fillings
    assert [o.category for o in plan.objects].count("mug") == 1  # the latte, as a mug


def test_a_soft_toy_of_an_animal_is_a_soft_toy() -> None:
    plan = plan_offline("A nursery with a crib and a plush owl in it.", 0)
    assert [n.family for n in plan.nouns if "owl" in n.noun] == ["teddy_bear"]
