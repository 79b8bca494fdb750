"""The prompt grammar: counted noun phrases, by table and by property."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agents.prompt_interpreter.grammar import MAX_COUNT, read
from agents.prompt_interpreter.lexicon import names
from agents.prompt_interpreter.words import NUMBER_WORDS


def counts(prompt: str) -> dict[str, tuple[int, bool]]:
    """noun -> (count, at least) over the phrases that add objects."""
    found: dict[str, tuple[int, bool]] = {}
    for p in read(prompt).phrases:
        if p.refers_back or p.negated:
            continue
        have, bound = found.get(p.noun, (0, True))
        found[p.noun] = (have + p.count, bound and p.at_least)
    return found


@pytest.mark.parametrize(("prompt", "expected"), [
    ("a sofa and two armchairs", {"sofa": (1, False), "armchair": (2, False)}),
    ("three dining chairs surrounding a dining table", {"dining chair": (3, False)}),
    ("A bedroom with two bunk beds in the corners", {"bunk bed": (2, False)}),
    ("a double bed with a nightstand on each side, a lamp near the bed and a painting above "
     "the bed", {"double bed": (1, False), "nightstand": (2, False), "lamp": (1, False),
                 "painting": (1, False)}),
    ("a long table with four chairs on each side", {"table": (1, False), "chair": (8, False)}),
    # a number before "on each side" shares out the count just given
    ("a long table and ten chairs, five on each side", {"table": (1, False),
                                                        "chair": (10, False)}),
    ("three rows of four desks", {"desk": (12, False)}),
    ("a cafe with a potted tree in each corner", {"potted tree": (4, False)}),
    ("a room with a lamp in all the corners", {"lamp": (4, False)}),
    ("a room with plants in all four corners", {"plant": (4, True)}),
    ("a room with two plants in the corners", {"plant": (2, False)}),
    ("two rows of chairs", {"chair": (4, True)}),
    ("four desks, two of which have a monitor", {"desk": (4, False), "monitor": (2, False)}),
    ("two tables, one of which has a doll on top", {"table": (2, False), "doll": (1, False)}),
    ("three shelves, each of which holds two vases", {"shelf": (3, False), "vase": (6, False)}),
    ("four teacups on saucers", {"teacup": (4, False), "saucer": (4, False)}),
    ("a king bed with a pair of nightstands on either side of it",
     {"king bed": (1, False), "nightstand": (2, False)}),
    ("a sofa with a floor lamp on both sides", {"sofa": (1, False), "floor lamp": (2, False)}),
    ("a table with two chairs on each side", {"table": (1, False), "chair": (4, False)}),
    ("A computer lab with six desks, each with a chair and a filing cabinet",
     {"desk": (6, False), "chair": (6, False), "filing cabinet": (6, False)}),
    ("Two high tables with two stools each are near the window",
     {"high table": (2, False), "stool": (4, False)}),
    ("A closet with a shoe rack holding exactly 5 pairs of shoes", {"shoe": (10, False)}),
    ("a pair of curtains and a couple of plants", {"curtains": (1, False), "plant": (2, False)}),
    ("with at least 5 bowls and more than 3 mugs", {"bowl": (5, True), "mug": (4, True)}),
    ("several plants and bookshelves", {"plant": (3, True), "bookshelf": (2, True)}),
    ("a dozen chairs", {"chair": (12, False)}),
    ("twenty-four chairs and twenty one stools", {"chair": (24, False), "stool": (21, False)}),
    ("a chair by the desk and another chair", {"chair": (2, False)}),
    ("A dining room with a table set for 4 people. Each setting has a plate and a mug.",
     {"table": (1, False), "plate": (4, False), "mug": (4, False)}),
    ("A playroom with two bins. One bin contains 2 dolls. The other bin holds a ball.",
     {"bin": (2, False), "doll": (2, False), "ball": (1, False)}),
])
def test_counts(prompt: str, expected: dict[str, tuple[int, bool]]) -> None:
    got = counts(prompt)
    for noun, want in expected.items():
        assert got.get(noun) == want, (noun, got)


@pytest.mark.parametrize(("prompt", "noun"), [
    ("a cozy living room with no tv", "tv"),
    ("a bedroom without a rug", "rug"),
    ("there is no coffee table", "coffee table"),
])
def test_negations_are_read(prompt: str, noun: str) -> None:
    negated = [p for p in read(prompt).phrases if p.negated]
    assert [p.noun for p in negated] == [noun]
    assert negated[0].count == 0


def test_refer_backs_add_nothing() -> None:
    phrases = read("a desk with a lamp on it, and a plant on the desk").phrases
    desk = [p for p in phrases if p.noun == "desk"]  # "it" refers back to the desk too
    assert [p.refers_back for p in desk] == [False, True, True]
    assert [p.text for p in desk[1:]] == ["it", "desk"]


@pytest.mark.parametrize(("prompt", "label"), [
    ("a music room with a grand piano", "music room"),
    ("moody jazz bar at midnight with small round tables", "jazz bar"),
    ("A cozy bedroom at dusk", "bedroom"),
    ("An art gallery with paintings", "art gallery"),
])
def test_room_label(prompt: str, label: str) -> None:
    assert read(prompt).room_label == label


def test_attributes_and_landmarks() -> None:
    (table,) = [p for p in read("two small round marble tables in the corner").phrases]
    assert set(table.attributes) == {"small", "round", "marble"}
    assert table.landmark == "corner" and table.count == 2


def test_windows_are_counted_not_objects() -> None:
    reading = read("a bright living room with three big windows")
    assert reading.windows == 3
    assert all(p.family != "window" for p in reading.phrases)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_never_crashes_and_counts_stay_bounded(text: str) -> None:
    for phrase in read(text).phrases:
        assert 0 <= phrase.count <= MAX_COUNT * 10
        assert phrase.noun


_KNOWN = sorted(" ".join(k) for k, e in names().items() if not e.plural)
_NUMBERS = sorted((w, n) for w, n in NUMBER_WORDS.items() if 2 <= n <= 30 and " " not in w)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_NUMBERS), st.sampled_from(_KNOWN)),
                min_size=1, max_size=4, unique_by=lambda t: t[1]))
def test_never_invents_a_count(items: list[tuple[tuple[str, int], str]]) -> None:
    """Stated numbers are read as stated; a noun never gets a count the prompt did not give."""
    prompt = "a room with " + ", ".join(f"{word} {name}" for (word, _), name in items)
    stated = {n for (_, n), _ in items}
    for phrase in read(prompt).phrases:
        if not phrase.refers_back and not phrase.negated:
            assert phrase.count in stated, (prompt, phrase)


def _held(prompt: str) -> dict[str, tuple[int, str | None]]:
    """noun -> (count, the noun of what holds it) for the phrases that add objects."""
    phrases = read(prompt).phrases
    return {p.noun: (p.count, phrases[p.held_by].noun if p.held_by is not None else None)
            for p in phrases if not p.refers_back}


@pytest.mark.parametrize(("prompt", "expected"), [
    # a definite noun names what came before by its head ("the holder" of "utensil holder")
    ("A kitchen. There is a utensil holder on the counter. The holder contains at least "
     "4 forks, 4 knives, and 4 spoons.",
     {"fork": (4, "utensil holder"), "knife": (4, "utensil holder"),
      "spoon": (4, "utensil holder")}),
    # "one ... the other ...": pronouns for one of a group that holds things
    ("An electronics store with two display tables, one showcasing three laptops and the "
     "other holding four tablets.",
     {"laptop": (3, "display table"), "tablet": (4, "display table")}),
    # a part of a holder ("the first level") stands for the holder
    ("A pantry with a single three-level shelf. The first level holds at least 10 cans, the "
     "second level holds at least 10 potatoes.",
     {"can": (10, "shelf"), "potato": (10, "shelf")}),
    # a word for a kind of thing names its members, which are the objects
    ("A utensil crock holds utensils including a spatula, tongs, and a whisk.",
     {"spatula": (1, "utensil crock"), "tongs": (1, "utensil crock"),
      "whisk": (1, "utensil crock")}),
    ("The sink contains a mess of dishes with at least 5 plates and 3 glasses.",
     {"plate": (5, "sink"), "glass": (3, "sink")}),
    # a fronted place: what the sentence names stands there
    ("A bedroom with a vanity table. On the table are at least 6 bottles and a small mirror.",
     {"bottle": (6, "vanity table"), "mirror": (1, "vanity table")}),
    # a relative clause's holding verb: the thing just named holds the list
    ("A home office. A bookshelf that holds several books stands along the wall.",
     {"book": (3, "bookshelf")}),
    ("A round mirror is hung above a chest of drawers, whose top holds a perfume bottle.",
     {"perfume bottle": (1, "chest of drawers")}),
    # a participle that opens a sentence before its place
    ("A dresser stands against the wall; placed atop it are an alarm clock and a photo "
     "frame.", {"alarm clock": (1, "dresser"), "photo frame": (1, "dresser")}),
    # "on which" with its list before the verb ("have been set" being "are set")
    ("A console table on which a lamp and a tray have been set.",
     {"lamp": (1, "console table"), "tray": (1, "console table")}),
    # a place that opens a clause after "and", then "there is"
    ("A living room with a sofa and a coffee table, and on the coffee table there is a vase.",
     {"vase": (1, "coffee table")}),
    # a holding verb's list goes on past its commas, after a room's "with" as well
    ("A kitchen with a bar counter along one wall featuring a coffee machine, a toaster, and "
     "a kettle.",
     {"coffee machine": (1, "bar counter"), "toaster": (1, "bar counter"),
      "kettle": (1, "bar counter")}),
    # a total counts the collection named before it, where it is held
    ("An office with a shelf with stacks of books, at least 15 books in total.",
     {"book": (15, "shelf")}),
    ("The other two levels of the shelf hold stacks of plates with at least 20 plates in all.",
     {"plate": (20, "shelf")}),
])
def test_what_holds_what(prompt: str, expected: dict[str, tuple[int, str | None]]) -> None:
    held = _held(prompt)
    for noun, want in expected.items():
        assert held[noun] == want, (noun, held)


def test_what_covers_a_thing_lies_on_it() -> None:
    reading = read("a dining table with four chairs. A tablecloth with abstract patterns "
                   "covers the table.")
    cloth = next(p for p in reading.phrases if p.noun == "tablecloth")
    table = reading.phrases[-1]
    assert table.refers_back and table.relation == "on" and table.anchor == cloth.index
    assert table.held_by is None and cloth.held_by is None


def test_a_total_in_its_own_sentence_counts_what_came_before() -> None:
    assert counts("a bed with two pillows. Four pillows in total.") == {
        "bed": (1, False), "pillow": (4, False)}
    assert counts("a sofa, two lamps and three armchairs altogether") == {  # nothing earlier
        "sofa": (1, False), "lamp": (2, False), "armchair": (3, False)}


def test_a_fronted_landmark_places_the_sentence_s_first_object() -> None:
    phrases = read("A living room. In the corner stands a lamp. On the wall hangs a clock.").phrases
    assert [(p.noun, p.landmark) for p in phrases] == [("lamp", "corner"), ("clock", "wall")]


def test_with_a_thing_on_top_the_holder_is_what_sits_on_the_table() -> None:
    phrases = read("A cutting board with a chef's knife on top sits on the table.").phrases
    table = next(p for p in phrases if p.noun == "table")
    assert phrases[table.anchor].noun == "cutting board"


def test_a_size_word_in_a_name_is_an_attribute() -> None:
    phrases = read("two single beds, a king bed and a single chair").phrases
    by_noun = {p.noun: p for p in phrases}
    assert by_noun["single bed"].count == 2 and by_noun["single bed"].attributes == ("single",)
    assert by_noun["king bed"].attributes == ("king",)
    assert by_noun["chair"].count == 1 and by_noun["chair"].attributes == ()


@pytest.mark.parametrize(("prompt", "nouns"), [
    # a verb that is a noun too ends a singular name: one thing would "stand*s*"
    ("A cafe with a bar counter featuring a coffee machine, a filter coffee stand, and cups.",
     ["bar counter", "coffee machine", "filter coffee stand", "cup"]),
    ("A shop with a display stand holding headphones.", ["display stand", "headphones"]),
    # ... but after a plural, or going on to a place, it is the verb
    ("The lamp and the vase stand on the table.", ["lamp", "vase", "table", "table"]),
    ("Two chairs stand in the corner.", ["chair"]),
    # ... unless the word before it describes or names no thing: then it is the stand
    ("The TV sits on a low stand across from the sofa.", ["tv", "stand", "sofa"]),
    ("A bike shop with a repair stand in the middle of the room.", ["repair stand"]),
    ("A desk and a chair stand by the window.", ["desk", "chair"]),
    # an adverb ends a phrase, a noun in -ly does not
    ("A clinic with a small supply cart beside the chair.", ["supply cart", "chair"]),
    ("Chairs neatly arranged around the table.", ["chair", "table"]),
    # what a table seats, and a room's second use, name no thing
    ("A kitchen with a small table for two sits under the window.", ["table"]),
    ("A guest room that doubles as a sewing room: a sofa bed.", ["sofa bed"]),
    ("A tiny workspace with a desk.", ["desk"]),
    # seats with no table to seat at are the seats
    ("A waiting room with eight connected seats.", ["connected seat"]),
    # a modal before "be" is no can
    ("A kitchen where a dining table can be found near the window.", ["dining table"]),
])
def test_a_verb_that_is_a_noun_too(prompt: str, nouns: list[str]) -> None:
    assert [p.noun for p in read(prompt).phrases] == nouns


@pytest.mark.parametrize(("prompt", "subject", "target"), [
    ("a sofa, two floor lamps and a bookshelf behind it", "bookshelf", "sofa"),
    ("a sofa, two floor lamps and a basket between them", "basket", "floor lamp"),
    ("a table and four chairs around it", "chair", "table"),
])
def test_a_pronoun_takes_the_nearest_thing_of_its_number(prompt: str, subject: str,
                                                         target: str) -> None:
    phrases = read(prompt).phrases
    pronoun = next(p for p in phrases if p.text == "it" and p.anchor is not None)
    assert phrases[pronoun.anchor].noun == subject and pronoun.noun == target


def test_each_other_relates_a_group_to_itself() -> None:
    phrases = read("two sofas facing each other").phrases
    mutual = next(p for p in phrases if p.text == "each other")
    assert mutual.noun == "sofa" and mutual.relation == "across_from"
    assert phrases[mutual.anchor].noun == "sofa" and phrases[mutual.anchor].count == 2


@pytest.mark.parametrize(("prompt", "noun"), [
    ("a bathroom with a toilet and a small shelf above the toilet", "shelf"),
    ("a laundry room with a washing machine and a shelf above it", "shelf"),
])
def test_a_thing_above_another_hangs_over_it(prompt: str, noun: str) -> None:
    (phrase,) = [p for p in read(prompt).phrases if p.noun == noun and not p.refers_back]
    assert phrase.hangs_over


def test_it_after_a_thing_placed_by_another_is_that_other() -> None:
    phrases = read("an office with a desk, a plant to the left of the desk, and a painting "
                   "above it").phrases
    pronoun = next(p for p in phrases if p.text == "it")
    assert pronoun.noun == "desk" and phrases[pronoun.anchor].noun == "painting"


def test_shelves_things_stand_on_are_not_one_per_thing() -> None:
    """ "four teacups on saucers" is a saucer each, but "twenty pairs of shoes on shelves"
    is not forty shelves."""
    shelves = next(p for p in read("twenty pairs of shoes on shelves").phrases
                   if p.noun == "shelf")
    assert shelves.count == 2 and shelves.at_least


def _relations(prompt: str) -> set[tuple[str, str, str]]:
    from agents.prompt_interpreter.offline_planner import plan_offline

    return {(r.subject, r.relation, r.target or "") for r in plan_offline(prompt, 0).relations}


def test_a_pair_joined_by_and_in_a_list_shares_its_relation() -> None:
    found = _relations("A kitchen with a fridge beside the counter, a microwave on the counter, "
                       "a kettle and a toaster next to the microwave, and a small table.")
    assert {("kettle", "next_to", "microwave"), ("toaster", "next_to", "microwave")} <= found
    # but not a list's earlier items: only the lamp is beside the armchair
    assert _relations("A living room with a sofa, an armchair and a lamp next to it.") == {
        ("lamp", "next_to", "armchair")}


def test_what_follows_a_thing_on_its_stand_places_the_stand() -> None:
    found = _relations("A music room with an upright piano against the wall, a violin on a "
                       "violin stand next to it, and a music stand in the middle of the room.")
    assert ("violin stand", "next_to", "upright piano") in found
    assert ("violin", "on", "violin stand") in found


def test_a_posture_word_before_a_noun_is_part_of_the_phrase_and_a_list_goes_on_past_it(
) -> None:
    # "a long hanging rail" is one rail (no "long" of its own), and the list of what the
    # shelves hold ends before it: the mirror and the bench stand where the prompt says
    phrases = read("A closet with shelves on two walls holding ten shoe boxes, a long hanging "
                   "rail with six shirts hanging from it, a mirror in the corner and a small "
                   "bench in the middle of the room.").phrases
    assert "long" not in [p.noun for p in phrases]
    by_noun = {p.noun: p for p in phrases if not p.refers_back}
    assert by_noun["mirror"].landmark == "corner" and by_noun["mirror"].held_by is None
    assert by_noun["bench"].landmark == "middle"


def test_a_participle_after_a_new_thing_faced_is_that_thing_s() -> None:
    found = _relations("A den with a leather sofa that faces a low media console holding a "
                       "TV and two speakers.")
    assert {("tv", "on", "media console"), ("speaker", "on", "media console")} <= found


def test_a_with_closed_by_its_pronoun_gives_the_list_back_to_its_holder() -> None:
    found = _relations("A study with a desk. On the desk lie an atlas, an inkwell with a quill "
                       "in it and a stack of four notebooks.")
    assert ("notebook", "on", "desk") in found


@pytest.mark.parametrize("prompt", [
    "A dining room prepared for a birthday party. A long table is surrounded by six chairs "
    "and set with six plates and six glasses.",
    "A long table stands in the middle of the room with three chairs on each long side. It is "
    "set with six plates, six glasses and four tapas dishes.",
])
def test_what_a_table_is_set_with_stands_on_it_and_an_occasion_is_no_thing(prompt: str
                                                                         ) -> None:
    found = _relations(prompt)
    assert {("plate", "on", "table"), ("glass", "on", "table")} <= found
    nouns = {p.noun for p in read(prompt.lower()).phrases}
    assert not nouns & {"birthday party", "party"}
    if "tapas" in prompt:  # a kind of dish, not a word for the things listed
        assert ("tapas dish", "on", "table") in found


def test_a_wall_hanging_a_floor_thing_stands_beneath_hangs_above_it() -> None:
    found = _relations("A rec room with an old couch against the wall beneath three framed "
                       "posters, and a single bed under a string of fairy lights.")
    assert {("framed poster", "above", "couch"), ("fairy lights", "above", "single bed")} \
        <= found
    lights = [p for p in read("a bed under a string of fairy lights.").phrases
              if p.noun == "fairy lights"]
    assert [p.count for p in lights] == [1]  # one string of them


@pytest.mark.parametrize(("prompt", "family"), [
    ("A bedroom with a couch and an electric guitar on a stand beside the couch.",
     "instrument_stand"),
    ("A sunroom with a fern on a stand by the window.", "plant_stand"),
    ("A den with a TV on a stand against the wall.", "tv_stand"),
])
def test_a_bare_stand_is_the_stand_for_what_it_carries(prompt: str, family: str) -> None:
    stands = [p for p in read(prompt.lower()).phrases if p.noun == "stand"]
    assert stands and all(p.family == family for p in stands)


def test_each_of_the_n_things_holds_what_follows_each() -> None:
    from collections import Counter

    from agents.prompt_interpreter.offline_planner import plan_offline

    plan = plan_offline("A bedroom with a bed. Each of the two nightstands beside the bed holds "
                        "a lamp, a phone charger and a book.", 0)
    counts = Counter(o.label for o in plan.objects if o.label)
    assert counts["nightstand"] == 2
    assert counts["lamp"] == counts["phone charger"] == counts["book"] == 2


def test_what_a_table_set_for_n_lists_after_a_colon_stands_on_it() -> None:
    phrases = read("a dining room with a square table, set for four: four plates, four "
                   "glasses and two candlesticks.").phrases
    table = next(p for p in phrases if p.noun == "table")
    assert [p.held_by for p in phrases if p.noun != "table"] == [table.index] * 3


def test_what_a_with_list_places_by_a_pronoun_is_not_stood_on_its_holder() -> None:
    found = _relations("A bathroom with a double vanity against the wall, with two round "
                       "mirrors above it and two potted orchids on top of it.")
    assert ("mirror", "above", "double vanity") in found
    assert ("mirror", "on", "double vanity") not in found
    assert ("potted orchid", "on", "double vanity") in found


def test_what_stands_on_a_rug_is_what_the_next_relation_places() -> None:
    found = _relations("A family room with a TV on the wall. Two bean bags sit on the rug in "
                       "front of the TV.")
    assert ("bean bag", "in_front_of", "tv") in found


@pytest.mark.parametrize("formation", ["in a semicircle", "in a circle", "in a horseshoe"])
def test_a_formation_names_no_thing_and_the_relation_after_it_places_the_group(
        formation: str) -> None:
    phrases = read(f"a music room with twelve chairs {formation} facing the podium.").phrases
    assert [p.noun for p in phrases] == ["chair", "podium"]
    assert ("chair", "facing", "podium") in _relations(
        f"A music room with twelve chairs {formation} facing the podium.")


def test_what_a_relation_puts_by_each_of_a_group_is_so_many_each() -> None:
    stools = [p for p in read("a pub with two round tables near the window with three stools "
                              "around each.").phrases if p.noun == "stool"]
    assert [p.count for p in stools] == [6]


def test_the_word_before_a_compound_noun_names_it_again_when_it_names_that_kind() -> None:
    phrases = read("A dressing room with a vanity table against the wall and a stool in front "
                   "of the vanity.").phrases
    vanity = next(p for p in phrases if p.text == "vanity")
    assert (vanity.noun, vanity.family, vanity.refers_back) == (
        "vanity table", "dressing_table", True)
    # but the thing a stand is named for is a thing of its own
    tv = next(p for p in read("a TV stand against the wall with the TV on it").phrases
              if p.text == "tv")
    assert tv.family == "tv"


def test_sinks_a_vanity_holds_are_vessel_sinks_on_it_and_its_mirrors_hang_above_it() -> None:
    from agents.prompt_interpreter.offline_planner import plan_offline

    plan = plan_offline("A shared bathroom with a double vanity holding two sinks, two mirrors "
                        "above the vanity, and a small cabinet between the two mirrors.", 0)
    by_category: dict[str, list[str]] = {}
    for o in plan.objects:
        by_category.setdefault(o.category, []).append(o.id)
    assert len(by_category["vanity"]) == 1  # not one vanity for each sink
    vanity = by_category["vanity"][0]
    sinks = [o for o in plan.objects if o.category == "vessel_sink"]
    assert [(o.relation, o.target) for o in sinks] == [("on_top_of", vanity)] * 2
    assert len(by_category["mirror"]) == 2 and "vanity_mirror" not in by_category
    assert "kitchen_wall_cabinet" in by_category  # between two wall mirrors: hung too


@pytest.mark.parametrize(("text", "noun"), [
    # a vessel of a general kind is the vessel, no word for the things listed before it
    ("a living room with a coffee table with a remote and a bowl of fruit.", "bowl of fruit"),
    # a general word in the same list is a thing of its own (said in a later sentence, as
    # "The bowl contains at least 6 fruits", it counts what the holder has)
    ("a kitchen with a counter holding a toaster, a kettle and some fruit.", "fruit"),
])
def test_a_general_word_in_a_list_is_a_thing_of_its_own(text: str, noun: str) -> None:
    phrase = next(p for p in read(text).phrases if p.noun == noun)
    assert not phrase.refers_back and phrase.held_by is not None


def _placed(prompt: str) -> set[tuple[str, str | None, str]]:
    """(noun, relation, the noun it is placed by) for each phrase a relation ties to another."""
    phrases = read(prompt).phrases
    return {(phrases[p.anchor].noun, p.relation, p.noun) for p in phrases
            if p.anchor is not None and p.relation is not None}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("A living room with a sofa by the window. It faces the TV.", ("sofa", "facing", "tv")),
    ("A bar with four stools in a row. They face the counter.",
     ("stool", "facing", "counter")),
    ("A living room with a sofa and an armchair. Both face the fireplace.",
     ("armchair", "facing", "fireplace")),
    # a holding verb: the thing with a top, the nearest one
    ("A lounge. There is a sofa along one wall and a coffee table in front of it. It holds "
     "a plate and two mugs.", ("plate", "holds", "coffee table")),
    # a participle after the room's "with" list places the whole list
    ("A living room with a sofa and an armchair placed on a rug.", ("sofa", "on", "rug")),
    # a place word whose thing goes unsaid is the thing named before
    ("A workbench with a toolbox on it and a stool underneath.", ("stool", "under", "workbench")),
    ("An armchair in the corner with a footstool in front.",
     ("footstool", "in_front_of", "armchair")),
    ("A dining room with a table and a pendant lamp above.", ("pendant lamp", "above", "table")),
    # the other side of the same thing, with or without a verb
    ("A bedroom with a bed; to the right of the bed is a nightstand, and to the left is a "
     "dresser.", ("dresser", "left_of", "bed")),
    ("A bedroom with a bed; to the right of the bed is a nightstand, and to the left a "
     "dresser.", ("dresser", "left_of", "bed")),
    # a possessed end is the end of its owner, but "the sofa's end table" is a table
    ("A dorm room with a bed. At the bed's foot sits a storage trunk.",
     ("storage trunk", "in_front_of", "bed")),
    ("A living room with a lamp on the sofa's end table.", ("lamp", "on", "end table")),
    # seats round "it" go round the table, not the chandelier it stands beneath
    ("A dining room where a table stands beneath a crystal chandelier. Eight chairs are "
     "placed around it.", ("chair", "around", "table")),
    # a bed's own headboard is no thing of its own: "beside it" is beside the bed
    ("A bedroom with a double bed with a gray headboard, two nightstands beside it.",
     ("nightstand", "next_to", "double bed")),
    # "its right" is a side even before a participle
    ("A nook with an armchair in the corner, and a side table to its right holding books.",
     ("side table", "right_of", "armchair")),
    # a bare place word after the thing's verb, and "in the vicinity of"
    ("A home office with a desk, with a bookcase standing nearby.", ("bookcase", "near", "desk")),
    ("A study with a bookshelf in the vicinity of the desk.", ("bookshelf", "near", "desk")),
    # "one another" is "each other"
    ("An office with two desks next to one another.", ("desk", "next_to", "desk")),
    # "flanked on the left by" names one thing, on that side
    ("A daybed is flanked on the left by a side table.", ("side table", "left_of", "daybed")),
])
def test_what_a_sentence_places_by_pronouns_and_lists(
        prompt: str, expected: tuple[str, str, str]) -> None:
    phrases = read(prompt).phrases
    placed = _placed(prompt) | {(p.noun, p.relation or "", phrases[p.held_by].noun)
                                for p in phrases if p.held_by is not None}
    assert expected in placed, placed


def test_a_pronoun_that_names_nothing_is_left_alone() -> None:
    assert [p.noun for p in read("A bedroom. It is a cozy room with a bed.").phrases] == ["bed"]
    # "both" for three things names none of them
    phrases = read("A den with a sofa, a chair and a lamp. Both face the TV.").phrases
    assert [p.noun for p in phrases].count("sofa") == 1


@pytest.mark.parametrize(("prompt", "meant"), [
    # a holding verb's subject is what "within it" names, whatever came before in the sentence
    ("A basement with a sofa, and a shelf on the wall has balls stored within it.", "shelf"),
    # ... but what "of" fills is no holder of that kind: the bowl stands on the island's top
    ("A kitchen with an island in the middle, and a bowl of lemons rests on its top.",
     "island"),
])
def test_what_it_names_after_a_holder_s_list(prompt: str, meant: str) -> None:
    assert [p.noun for p in read(prompt).phrases if p.text == "it"] == [meant]


def test_its_own_is_one_each() -> None:
    phrases = read("A salon with three chairs in a row, each facing its own mirror.").phrases
    mirror = next(p for p in phrases if p.noun == "mirror")
    assert mirror.count == 3 and not mirror.refers_back


@pytest.mark.parametrize(("prompt", "expected"), [
    ("A bedroom with two nightstands. On each nightstand there is a lamp.",
     {"nightstand": (2, False), "lamp": (2, False)}),
    # a place with "each" opens a clause after "and": the things it counts stay as many
    ("A classroom with twenty student desks in four rows, and behind each desk there is a "
     "chair.", {"student desk": (20, False), "chair": (20, False)}),
    ("A dorm with three bunk beds, and at the foot of each bunk bed stands a metal locker.",
     {"bunk bed": (3, False), "metal locker": (3, False)}),
])
def test_a_place_with_each_counts_what_follows_it(
        prompt: str, expected: dict[str, tuple[int, bool]]) -> None:
    assert counts(prompt) == expected


@pytest.mark.parametrize(("prompt", "landmark"), [
    ("A spare room. An L-shaped desk fills the corner.", ("corner", "inside")),
    ("A room. A bookshelf occupies the far corner.", ("corner", "inside")),
    ("A bedroom with a bed far from the window.", ("window", "far")),
])
def test_a_place_said_by_what_a_thing_takes_up_or_keeps_away_from(
        prompt: str, landmark: tuple[str, str]) -> None:
    first = read(prompt).phrases[0]
    assert (first.landmark, first.landmark_relation) == landmark


def test_a_built_in_part_makes_no_thing() -> None:
    nouns = [p.noun for p in read("A bed with a tufted headboard against the wall, flanked by "
                                   "two nightstands.").phrases]
    assert nouns == ["bed", "nightstand"]
    assert [p.noun for p in read("A room with a headboard on the wall.").phrases] == ["headboard"]
