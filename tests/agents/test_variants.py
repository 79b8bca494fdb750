"""A floor or wall thing the prompt stands on another thing becomes its small version."""

from __future__ import annotations

import pytest

from agents.geometry.catalog import spec
from agents.prompt_interpreter.grammar import read
from agents.prompt_interpreter.lexicon import lookup
from agents.prompt_interpreter.variants import HELD_VARIANTS, SURFACE_VARIANTS


def _families(prompt: str) -> dict[str, str | None]:
    return {p.noun: p.family for p in read(prompt).phrases}


@pytest.mark.parametrize(("prompt", "noun", "family"), [
    ("A flower shop. A wooden table displays potted plants.", "potted plant", "small_plant"),
    ("A living room with two cushions on the sofa.", "cushion", "throw_pillow"),
    ("A sofa with three cushions.", "cushion", "throw_pillow"),
    ("An office with a desk with a plant.", "plant", "small_plant"),
    ("A bedroom with a lamp on the nightstand.", "lamp", "table_lamp"),
    ("A bedroom with a vanity table and a small mirror on the table.", "mirror",
     "vanity_mirror"),
    ("A bedroom with a vanity table. On the table are 6 bottles and a small mirror.",
     "mirror", "vanity_mirror"),
    # where the prompt stands it on no thing, it stays what it is
    ("A meditation room with floor cushions and a plant in the corner.", "plant", "plant"),
    ("A meditation room with floor cushions and a plant in the corner.", "floor cushion",
     "floor_cushion"),
    ("A bedroom with a floor lamp next to the bed.", "floor lamp", "floor_lamp"),
    ("A bathroom with a mirror on the wall above the sink.", "mirror", "mirror"),
    # a lamp a top holds is a table lamp, a desk lamp on a desk; by a seat it is the room's
    ("A living room with a side table with a lamp.", "lamp", "table_lamp"),
    ("A desk with a lamp.", "lamp", "desk_lamp"),
    ("A living room with an armchair with a lamp.", "lamp", "@lamp"),
    ("A sofa with a plant.", "plant", "plant"),  # a sofa's seat is no place for a plant
    # a set whose pieces the prompt lists is the tray they stand on
    ("On the table is a tea set with a teapot and 4 teacups.", "tea set", "serving_tray"),
    ("A living room with a tea set on the coffee table.", "tea set", "tea_set"),
])
def test_a_thing_stood_on_another_thing_is_its_small_version(prompt: str, noun: str,
                                                             family: str) -> None:
    assert _families(prompt)[noun] == family


def test_every_variant_stands_on_a_top() -> None:
    for variant in SURFACE_VARIANTS.values():
        assert spec(variant).placement == "surface", variant
    assert set(SURFACE_VARIANTS) >= HELD_VARIANTS


@pytest.mark.parametrize(("word", "family"), [("tubes", "cream_tube"), ("tubs", "bathtub")])
def test_a_plural_is_not_a_name_with_es_tacked_on(word: str, family: str) -> None:
    found = lookup([word], 0, 1)
    if family == "bathtub":
        assert found is not None and found[1].family == family
    else:  # "tubes" is no name of the bathtub; its head noun finds the cream tube
        assert found is None or found[1].family != "bathtub"
        assert _families(f"A bathroom with 2 {word}.")["tube"] == family
