"""The open vocabulary: every blueprint family and every name the library answers to."""

from __future__ import annotations

from collections import defaultdict

import pytest

from agents.geometry.catalog import GENERATORS, HAND_MODELLED, can_host, surfaces
from agents.geometry.families import FAMILIES
from agents.geometry.holds import is_holder
from agents.geometry.underside import KNEE_SPACE
from agents.prompt_interpreter.grammar import read
from agents.prompt_interpreter.lexicon import names
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.taxonomy import HEADS
from agents.prompt_interpreter.vocabulary import BARE_WORDS, OBJECT_WORDS
from agents.texture.assign import ROLE_NAMES, SLOT_KEYWORDS

MIN_FAMILIES, MIN_NAMES = 150, 500
SINGULAR_NAMES = sorted(" ".join(k) for k, e in names().items() if not e.plural)


def test_the_library_is_as_large_as_promised() -> None:
    assert len(GENERATORS) >= MIN_FAMILIES, len(GENERATORS)
    assert len(SINGULAR_NAMES) >= MIN_NAMES, len(SINGULAR_NAMES)


def test_no_name_means_two_things() -> None:
    owners: dict[str, set[str]] = defaultdict(set)
    for family, phrases in OBJECT_WORDS.items():
        for phrase in phrases:
            owners[phrase].add(family)
    for family in FAMILIES.values():
        for name in family.names:
            owners[name].add(family.name)
    clashes = {name: found for name, found in owners.items() if len(found) > 1}
    assert not clashes


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_family_is_sound_data(name: str) -> None:
    family = FAMILIES[name]
    assert name not in HAND_MODELLED
    blueprint = family.blueprint  # validates every part inside the box
    keywords = {k for k, _ in SLOT_KEYWORDS}
    assert all(slot in ROLE_NAMES or slot in keywords for slot in blueprint.slots)
    assert all(0.0 < f < 1.0 for f in family.shelves)
    assert all(host in GENERATORS for host in family.hosts), family.hosts
    assert family.names, "a family needs a name people use"
    assert min(family.size) >= 0.005 and max(family.size) <= 6.0, family.size
    for axis in range(3):  # the parts fill the box: nothing is a sliver of its declared size
        lo = min(p.lo[axis] for p in blueprint.parts)
        hi = max(p.hi[axis] for p in blueprint.parts)
        assert hi - lo >= 0.6, (axis, lo, hi)
    if family.placement == "surface":
        assert not family.shelves or can_host(name)
    stack = family.stacks and family.surface_frac != 1.0  # its own kind stacks on its top
    border = bool(family.well) and not stack  # what is too big for a dish's well rests on it
    assert len(surfaces(name)) == (family.surface_frac is not None) + len(family.shelves) \
        + (family.interior is not None) + stack + border
    if family.well:  # a dish: its well is lower than its border, the border narrow
        assert family.surface_frac is not None and family.surface_frac < 1.0
        assert 0.0 < family.well < 0.25
    if family.interior is not None:  # an open container: its inner floor is low, its rim thin
        assert 0.0 <= family.interior < 1.0 and 0.0 < family.rim < 0.3
        assert not family.surface_frac, "an open container has no top to stand things on"
    if family.contents:  # built without them once something is put in it or on its hooks,
        # or under it, or (a thing hung on a wall) once it hangs on a holder's hook instead
        assert can_host(name) or is_holder(name) or family.placement == "wall_mounted" \
            or name in KNEE_SPACE
        assert len(family.emptied.parts) < len(blueprint.parts)


@pytest.mark.parametrize("name", SINGULAR_NAMES)
def test_every_name_reads_as_its_family(name: str) -> None:
    entry = names()[tuple(name.split())]
    reading = read(f"a room with one {name} in it")
    if entry.family == "window":  # an opening in a wall, counted apart from objects
        assert reading.windows == 1
        return
    phrases = [p for p in reading.phrases if not p.refers_back]
    assert [p.family for p in phrases] == [entry.family], phrases


def test_taxonomy_targets_exist() -> None:
    for head, family in HEADS.items():
        assert family in GENERATORS or family in BARE_WORDS, (head, family)


@pytest.mark.parametrize(("noun", "family"), [
    ("safe", "steel_safe"), ("suv", "car"), ("sketch", "painting"), ("workbook", "notebook"),
    ("present", "gift_box"), ("server", "server_rack"), ("chalice", "wine_glass"),
])
def test_a_noun_the_library_lacks_is_made_as_the_kind_its_head_names(noun: str,
                                                                     family: str) -> None:
    plan = plan_offline(f"A room with a {noun} in it.", 0)
    assert [(n.noun, n.family, n.outcome) for n in plan.nouns] == [
        (noun, family, "approximated")]


def test_a_themed_room_is_made_of_its_own_things() -> None:
    plan = plan_offline("A sci-fi command center with a holographic display in the middle, "
                        "two control consoles against the wall, a throne, a sword on a table, "
                        "steam pipes along the wall and an oxygen tank.", 0)
    made = [o.category for o in plan.objects]
    for kind, count in (("hologram_projector", 1), ("control_console", 2), ("throne", 1),
                        ("sword", 1), ("gas_cylinder", 1)):
        assert made.count(kind) == count, kind
    assert made.count("pipe_run") >= 2  # a bare plural: at least two
    assert all(n.outcome == "made" for n in plan.nouns)
