"""What holds what: containers, umbrella words, per-holder counts, clauses and places, read by
the grammar and built by the layout (issue 14, eighth step)."""

from __future__ import annotations

import pytest

from agents.geometry.capacity import capacity
from agents.geometry.catalog import spec
from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.grammar import read
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.spatial_validator.checks import validate_scene
from agents.spatial_validator.relations import check_relations
from orchestrator import Scene


def counts(prompt: str) -> dict[str, int]:
    """noun -> how many objects the phrases that add objects ask for."""
    found: dict[str, int] = {}
    for p in read(prompt).phrases:
        if not (p.refers_back or p.negated):
            found[p.noun] = found.get(p.noun, 0) + p.count
    return found


@pytest.mark.parametrize(("prompt", "noun", "count"), [
    ("A library with shelves containing books.", "book", 4),  # some on each shelf
    ("Tool shelves on the wall hold tools.", "tool", 4),
    ("two desks with monitors", "monitor", 2),  # a desk is no storage: a monitor each
    ("a display stand holds headphones", "headphones", 2),  # a bare pair noun is some
    ("A crock holds utensils including a spatula, tongs, and a whisk.", "tongs", 1),
    ("a pair of headphones", "pair of headphones", 1),
    ("A hotel room with two nightstands with a lamp on each.", "lamp", 2),
    ("Two small cafe tables each have two chairs.", "chair", 4),
    ("A classroom with four tables, each with four chairs, a teacher's desk at the front.",
     "teacher's desk", 1),  # the list of each table's things ends before furniture of its own
    ("two beds, each with a nightstand, a lamp and a rug", "lamp", 2),
    ("There is a pile of lego blocks containing at least 5 blocks.", "lego block", 5),
])
def test_how_many_a_holder_gets(prompt: str, noun: str, count: int) -> None:
    assert counts(prompt).get(noun) == count, counts(prompt)


def test_a_word_for_a_kind_names_its_members_and_makes_none_itself() -> None:
    plan = plan_offline("A utensil crock holds utensils including a spatula, tongs, and a whisk.",
                        0)
    assert not any(o.label == "utensil" for o in plan.objects)
    assert sorted(o.category for o in plan.objects if o.target == "utensil_crock") == [
        "spatula", "tongs", "whisk"]
    account = next(a for a in plan.nouns if a.noun == "utensil")
    assert account.outcome == "made" and "spatula, tongs, whisk" in account.note


def test_a_general_word_counts_what_its_holder_already_holds() -> None:
    prompt = ("A kitchen with a table. There is a fruit bowl on the table with a mix of apples "
              "and oranges. The bowl contains at least 6 fruits.")
    fruit = [o for o in plan_offline(prompt, 0).objects if o.category in ("apple", "citrus")]
    assert len(fruit) == 6  # 2 apples, 2 oranges and 2 more, not 4 + 6


@pytest.mark.parametrize("seed", range(3))
def test_fruit_put_in_a_fruit_bowl_stands_in_it(seed: int) -> None:
    prompt = ("A breakfast nook with a small round table. A fruit bowl on the table holds three "
              "apples and two oranges.")
    scene, _ = solve_layout(plan_offline(prompt, seed))
    bowl = next(o for o in scene.objects if o.category == "fruit_bowl")
    assert [o.category for o in scene.objects if o.support == bowl.id].count("apple") == 3
    assert bowl.params.get("filled"), "the bowl is built without fruit of its own"
    assert validate_scene(scene) == ()


def _relations(scene: Scene) -> dict[str, bool]:
    return {c.describe().split(":")[0]: c.ok for c in check_relations(scene)}


@pytest.mark.parametrize(("prompt", "relation"), [
    ("A playroom with a rug with a toy car and a toy train on it.", "toy train on the rug"),
    ("A child's bedroom with a toy box filled with a teddy bear and a ball.",
     "teddy bear inside the toy box"),
    ("A playroom with two storage bins holding teddy bears.", "teddy bear inside the storage bin"),
    ("A bathroom with a bathtub and a wicker basket holding rolled towels.",
     "rolled towel inside the wicker basket"),
    ("A nursery with a crib and a pile of wooden blocks on the floor.",
     "wooden block on the floor"),
    ("A kitchen with a table with two chairs by the window.", "table near the window"),
    ("An entryway with a console table against the wall holding a lamp and a bowl of keys, a "
     "wicker basket full of blankets beside it.", "wicker basket next to the console table"),
])
def test_what_the_prompt_puts_in_on_or_by_a_thing_is_built_there(prompt: str,
                                                                 relation: str) -> None:
    scene, _ = solve_layout(plan_offline(prompt, 1))
    assert _relations(scene).get(relation), _relations(scene)
    assert validate_scene(scene) == ()


def test_a_clause_with_its_own_verb_leaves_the_list_before_it() -> None:
    reading = read("A wicker basket holds rolled towels, and a tray on the vanity has a soap "
                   "dispenser and a toothbrush holder.")
    tray = next(p for p in reading.phrases if p.noun == "tray")
    assert tray.held_by is None  # in no basket
    soap = next(p for p in reading.phrases if p.noun == "soap dispenser")
    assert soap.held_by == tray.index


@pytest.mark.parametrize(("prompt", "noun", "attribute"), [
    ("colorful bins on a shelf", "bin", "colorful"),
    ("two comfortable reading chairs", "reading chair", "comfortable"),
    ("two guest chairs facing the desk", "guest chair", None),  # the kind keeps its word
])
def test_how_a_thing_looks_is_an_attribute_what_kind_it_is_stays_in_its_noun(
        prompt: str, noun: str, attribute: str | None) -> None:
    phrase = read(prompt).phrases[0]
    assert phrase.noun == noun
    assert attribute is None or attribute in phrase.attributes


def test_a_central_thing_stands_in_the_middle_and_a_verb_ends_its_name() -> None:
    phrases = read("A central display table showcases featured titles.").phrases
    assert (phrases[0].noun, phrases[0].landmark) == ("display table", "middle")
    assert phrases[1].family == "book" and phrases[1].held_by == 0


def test_a_list_a_thing_comes_with_stands_on_it_when_the_prompt_says_on_it() -> None:
    reading = read("A bedroom with a nightstand with a lamp, an alarm clock and a book on it.")
    nightstand = next(p for p in reading.phrases if p.noun == "nightstand")
    held = {p.noun: p.held_by for p in reading.phrases if p.noun != "nightstand"}
    assert held == {"lamp": nightstand.index, "alarm clock": nightstand.index,
                    "book": nightstand.index}  # not the book on the alarm clock


def test_what_must_stay_clear_is_no_room_for_things() -> None:
    """A vanity's basin takes no soap: its top offers less than its whole footprint, so a
    vanity the prompt fills grows to take what is put on it."""
    size = spec("vanity").size
    assert capacity("vanity", size) < 0.7 * size[0] * size[1]
    plan = plan_offline("a bathroom with a vanity holding a soap dispenser, a toothbrush "
                        "holder and a folded towel", 0)
    scene, findings = solve_layout(plan)
    assert not [f for f in findings if f.code == "dropped"]
    assert next(o for o in scene.objects if o.category == "vanity").size[0] > size[0] * 1.1
