"""A small grammar of room descriptions: the prompt -> its object noun phrases, counted.

The prompt is read as tokens, left to right. A noun phrase is an optional determiner part
(a count: "two", "a pair of", "at least 5", "several"; a negation: "no", "without"; a
definite word: "the", "each") followed by a run of content words that ends at a preposition,
a conjunction, a verb or punctuation. The run's last word is its head; the words before the
head are attributes (colour, material, size, shape, mounting) or other modifiers. The head
(with the words before it, longest first) is looked up in the `lexicon`; a head the lexicon
does not name falls back on the `taxonomy`, and a head neither knows is kept as unknown so
that the report can say it was not made.

Counting rules (every one follows from what the prompt states, never invents a number):

- a stated number is exact; "at least N" and vague words ("several", "a few") are lower
  bounds; a bare plural ("with bookshelves") is a lower bound of two; "a"/"an" is one.
- a definite phrase ("the bed", "each nightstand", "its lamp") refers to an object already
  named, and so does the target of a relation ("a lamp on a side table"): it adds none, it
  only makes sure at least that many exist. "another" adds one.
- "N pairs of shoes" is 2N shoes; "a pair of curtains" is one pair.
- distribution: "six desks, each with a monitor" and "two tables with two stools each" give
  six monitors and four stools; "set for four people. Each setting has a plate" gives four.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from agents.geometry.catalog import GENERATORS, is_small, takes_in
from agents.prompt_interpreter.hypernyms import stand_in
from agents.prompt_interpreter.lexicon import by_head, heads_of, lookup
from agents.prompt_interpreter.part_pronouns import (
    ends_as_relations,
    ends_passed,
    parts_as_pronouns,
    possessed_parts_as_wholes,
    spots_on_as_wholes,
    whose_as_with,
)
from agents.prompt_interpreter.restated_counts import (
    each_of_them,
    of_them_counted,
    one_of_the,
    rows_counted,
)
from agents.prompt_interpreter.slots import listed_hosts
from agents.prompt_interpreter.subject_pronouns import subjects_named
from agents.prompt_interpreter.taxonomy import MODIFIER_KINDS
from agents.prompt_interpreter.variants import FILLED_VARIANTS, SURFACE_VARIANTS, stood_on_hosts
from agents.prompt_interpreter.vocabulary import MOOD_WORDS, ROOM_WORDS, STYLE_WORDS, TIME_WORDS
from agents.prompt_interpreter.words import (
    AT_LEAST,
    BE,
    COLOURS,
    CONJUNCTIONS,
    DEFINITE,
    DESCRIPTIVE,
    DISTRIBUTIVE,
    ED_ADJECTIVES,
    EXACT_WORDS,
    EXACTLY,
    FILLERS,
    LANDMARKS,
    MATERIALS,
    MORE_THAN,
    MOUNTING,
    NEGATIONS,
    NOT_OBJECTS,
    NOUN_VERBS,
    NUMBER_WORDS,
    PUNCTUATION,
    RELATION_PHRASES,
    ROOM_HEADS,
    SENTENCE_ENDS,
    SHAPES,
    SIZES,
    VAGUE_COUNTS,
    VERBS,
    VESSEL_HEADS,
    singular,
)

ROOM_ADJECTIVES = COLOURS | MATERIALS | SIZES | frozenset(
    w for table in (STYLE_WORDS, MOOD_WORDS, TIME_WORDS) for ws in table.values() for w in ws)
MAX_COUNT = 200  # a stated number above this is read as a number, then capped by the planner
_TOKEN = re.compile(r"[^\W_]+(?:['\-][^\W_]+)*'?|[,.;:!?()]")  # words in any script
# nouns that gather others: "a pile of blocks", "a set of four chairs", "rows of shelves"
COLLECTIVES: dict[str, int | None] = {
    "pair": 2, "pairs": 2, "couple": 2, "dozen": 12, "dozens": 24, "set": None, "sets": None,
    "pile": None, "piles": None, "stack": None, "stacks": None, "row": None, "rows": None,
    "collection": None, "group": None, "cluster": None, "bunch": None, "assortment": None,
    "variety": None, "number": None, "series": None, "array": None, "lot": None, "lots": None,
    "plenty": None, "line": None, "handful": None, "range": None, "selection": None,
    "mess": None, "heap": None, "heaps": None, "jumble": None, "load": None, "loads": None,
    "string": 1, "strand": 1,  # "a string of fairy lights": one strand of them
}
PAIR_NOUNS = frozenset({"curtains", "drapes", "scissors", "glasses", "pants", "jeans",
                        "headphones", "tongs", "binoculars", "shorts", "trousers", "shears",
                        "pliers", "tweezers", "clippers", "goggles", "earmuffs", "sunglasses"})
STACKS = frozenset({"pile", "piles", "stack", "stacks", "heap", "heaps"})  # one on another
VERB_FORMS = frozenset({f"{verb}s" for verb in NOUN_VERBS})  # "stands", "rests", "displays"
CLAUSE_BREAKS = frozenset({"while", "whereas", "whilst", "meanwhile"})  # a clause of its own
PLACING_VERBS = frozenset({"stands", "sits", "hangs", "lies", "rests", "stand", "sit", "hang",
                           "lie", "rest"})
PLACED_WORDS = frozenset({"placed", "positioned", "located", "situated", "set", "standing",
                          "sitting", "found"})  # "(a lamp is) placed (on the left)"
# what follows a participle that still describes the thing before it ("a cup resting on a
# saucer", "a vase standing next to it")
PARTICIPLE_LINKS = frozenset({"on", "in", "inside", "from", "against", "beside", "by", "next",
                              "near", "under", "atop", "upon", "at"})
# participles that also name a kind of thing ("a hanging rail", "a standing desk")
POSTURE_WORDS = frozenset({"hanging", "standing", "sitting", "leaning"})
# verbs of dressing a top with things ("set with plates", "covered with books")
SETTING_VERBS = frozenset({"set", "laid", "covered", "topped", "dressed", "spread", "piled",
                           "laden", "strewn", "cluttered"})
# what a room may be dressed "for": occasions, not things
OCCASIONS = frozenset({"dinner", "dinners", "lunch", "breakfast", "brunch", "supper", "party",
                       "parties", "celebration", "meeting", "meetings", "wedding", "gathering",
                       "feast", "banquet", "holidays", "christmas", "birthday", "occasion"})
FLOOR_COVERING_M = 0.05  # metres: a floor thing this low is a covering (a rug, a mat)
HUNG_PAIRS = frozenset({"curtains", "drapes"})  # a window's curtains are one pair
ANOTHER_WORDS = frozenset({"separate", "second", "additional", "extra"})  # after "a": one more
PARTY_NOUNS = frozenset({"people", "person", "persons", "guests", "guest", "diners", "diner",
                         "settings", "setting", "places", "place", "seats", "covers"})
HOLDING = frozenset({"with", "holds", "contains"})
# words before a name that never say what kind it is ("just a low sofa")
NOT_KINDS = frozenset({"a", "an", "the", "just", "only", "also", "very", "even", "still",
                       "some", "simply", "mostly", "plus"})
CENTRAL = frozenset({"central", "centered", "centred", "centre", "center"})
# "a sofa facing a TV stand with a TV": what is faced is the one that has the TV
FACED_RELATIONS = frozenset({"facing", "across_from"})
# where a thing stands by another on the floor, not on or over it
BESIDE_RELATIONS = frozenset({"near", "next_to", "beside", "behind", "in_front_of", "left_of",
                              "right_of"})
CONTRASTED_SIDES = ({"left_of", "right_of"}, {"in_front_of", "behind"})
SEAT_KINDS = ("chair", "stool", "bench", "seat", "sofa", "couch", "loveseat", "recliner",
              "futon", "pouf")  # family names of things sat on
PAST_PARTICIPLES = frozenset({"laid", "hung", "set", "put", "kept", "strewn", "thrown", "sat",
                              "slung", "stuck", "hidden", "built", "spread", "leant"})
DESCRIBING = COLOURS | MATERIALS | SIZES | SHAPES | DESCRIPTIVE  # words that describe a thing
RELATION_STARTS = frozenset(p.split()[0] for p in RELATION_PHRASES)
OBJECT_PRONOUNS = frozenset({"it", "them"})
# the texts of the phrases the grammar writes where a pronoun stands for a thing named before
STAND_IN_TEXTS = ("it", "each other", "which")
ANY_STAND_IN = frozenset({*OBJECT_PRONOUNS, *STAND_IN_TEXTS})  # ... or the pronoun "them"
# two-word names of rooms ("dining room", "half bath"): a prompt that opens with one names
# its room, even where the last word names a thing too ("bath")
ROOM_NAMES = frozenset(n for names in ROOM_WORDS.values() for n in names if len(n.split()) == 2)
PASSIVE_RELATIONS = frozenset({"surrounded_by", "flanked_by", "lined_with", "separated_by"})
COLLECTIVE_COUNT = 4  # "stacks of cups": a vague many
ROOM_CORNERS = 4
LANDMARK_FAMILIES = frozenset({"door", "window"})  # "a bench by the door and a rack beside
# it": the bench
CONTRACTIONS = {f"{w}'s": (w, "is") for w in ("there", "here", "it", "that", "what", "where")} \
    | {f"{w}'re": (w, "are") for w in ("there", "they", "we")}
ROOM_PARTS = frozenset({"wall", "walls", "side", "end", "corner", "corners"})
_OF_THEM = frozenset(("of", w) for w in ("which", "them", "these", "those"))  # "two of which"
# words that end a list as one group of things ("a sofa and coffee table arrangement")
GROUP_WORDS = frozenset({"arrangement", "arrangements", "grouping", "ensemble", "combo",
                         "combination", "setup", "set-up", "cluster"})
HOLDING_VERBS = frozenset({"has", "have", "holds", "hold", "displays", "display", "contains",
                           "contain", "features", "feature", "carries", "supports", "houses",
                           "stores", "having", "holding", "containing", "displaying",
                           "showcases", "showcase", "showcasing", "shows", "showing",
                           "featuring", "carrying", "storing", "housing", "supporting"})
# "one holds X and the other holds Y": a pronoun for one of a group that holds things
HOLDER_PRONOUNS = (("the", "other", "one"), ("the", "other"), ("another", "one"), ("another",),
                   ("one", "of", "them"), ("one",), ("the", "first"), ("the", "second"),
                   ("the", "third"))
# what a dish or a drink the library has no name for is made as ("a salad": a served plate,
# "a latte": a mug); in a vessel ("a bowl of salad") it is the vessel's filling, no thing
SERVED_AS = frozenset({"plated_meal", "mug", "drinking_glass", "wine_glass"})
# parts of a holder: "the first level holds cans", "the top shelf holds jars"
PART_WORDS = frozenset({"level", "levels", "tier", "tiers", "layer", "layers", "compartment",
                        "compartments", "section", "sections", "top", "bottom", "half"})
# heads of compound names of things of their own, never the thing they are for: a "bath
# caddy" is no bathtub, a "mouse pad" no mouse, a "tire pump" no tire
THING_HEADS = frozenset({"caddy", "pad", "dome", "pump", "ring", "cover", "organizer",
                         "organiser", "dispenser", "charger", "cozy", "sleeve", "protector",
                         "warmer", "topper", "liner", "kit", "tag", "sharpener", "opener",
                         "remover", "cutter", "grinder", "sprayer", "wrap", "scrap", "roll"})
# words for a kind of thing, not a thing: "utensils including a spatula", "a mess of dishes
# with five plates" name their members, which are the objects
UMBRELLA_WORDS = frozenset({"dishes", "utensils", "tools", "supplies", "toys", "tableware",
                            "fruits", "fruit", "vegetables", "produce", "snacks", "food",
                            "cutlery", "silverware", "groceries", "items", "things", "goods",
                            "products", "dishware", "crockery", "kitchenware", "essentials",
                            "instruments", "accessories", "equipment", "gadgets", "devices"})
UMBRELLA_LINKS = (("including",), ("such", "as"), ("like",), ("with",), (":",),
                  ("for", "example"), ("namely",))
REFERRING_RELATIONS = frozenset({"on", "near", "next_to", "beside", "end_of", "behind", "under",
                                 "above", "around", "facing", "against", "between",
                                 "across_from", "left_of", "right_of", "in_front_of",
                                 "inside", "outside", "at", "middle", "surrounded_by",
                                 "flanked_by", "lined_with", "separated_by"})
_DOWN_THE_MIDDLE = {("the", w) for w in ("middle", "centre", "center")}
_EACH_SIDE = {(a, b) for a in ("each", "either", "both") for b in ("side", "sides", "end", "ends")}
_PRONOUNS = [(words, "pronoun") for words in HOLDER_PRONOUNS]
# verbs by which a thing takes up a place ("a desk fills the corner")
_FILLING_VERBS = [(tuple(v.split()), "fills") for v in (
    "takes up", "take up", "taking up", "fills", "fill", "filling", "occupies", "occupy",
    "occupying", "sits in", "tucked into", "is tucked into", "nestles in", "nestled in")]
# a place word with its thing left unsaid, which is the thing named before ("a workbench with
# a toolbox on it and a stool underneath", "an armchair with a footstool in front")
_BARE_PLACES = [(("in", "front"), "in_front_of"), (("nearby",), "near"),
                (("beside",), "beside"), (("alongside",), "beside"),
                (("underneath",), "under"), (("beneath",), "under"), (("below",), "under"),
                (("above",), "above"), (("behind",), "behind")]  # ("overhead": the ceiling)
_UMBRELLA_LINKS = [(words, "link") for words in UMBRELLA_LINKS]
# "a barrel used as a tasting table": what follows is a role of the thing before, not a
# new thing
_ROLE_WORDS = [((verb, "as"), "role") for verb in (
    "used", "serving", "serves", "doubling", "doubles", "acting", "acts", "functioning",
    "functions", "repurposed", "converted")]
_PHRASE_WORDS = sorted(((tuple(p.split()), v) for p, v in RELATION_PHRASES.items()),
                       key=lambda kv: -len(kv[0]))
_BOUND_WORDS = sorted([(tuple(p.split()), "at_least") for p in AT_LEAST]
                      + [(tuple(p.split()), "more") for p in MORE_THAN]
                      + [(tuple(p.split()), "exact") for p in EXACTLY],
                      key=lambda kv: -len(kv[0]))


# "at the other (end)", "on the other side": longest first
_OTHER_SIDE = [((p, "the", "other", *end), "other") for end in (("end",), ("side",), ())
               for p in ("at", "on", "to", "by")]
_TOTAL_WORDS = [(("in", "total"), "total"), (("in", "all"), "total"), (("altogether",), "total")]


@dataclass(frozen=True)
class NounPhrase:
    """One object noun phrase of the prompt, as the grammar read it."""

    text: str  # the phrase as written (lower case): "two large toy bins"
    noun: str  # its noun, singular: "toy bin"
    family: str | None  # the library's family (or an "@" room-dependent key); None: unknown
    named: bool  # the library names this noun (False: stood in for by its head noun)
    count: int  # how many the phrase asks for (0 with a negation)
    at_least: bool  # the count is a lower bound
    stated: bool  # a count was written (a number, an article, a vague word)
    negated: bool
    refers_back: bool  # names an object already there ("the bed", "on a desk")
    adds_one: bool  # "another chair"
    attributes: tuple[str, ...]  # colour, material, size, shape and mounting words
    modifiers: tuple[str, ...]  # other words before the head ("45-pound", "incredibles")
    relation: str | None  # the relation word that introduced it ("on", "near", ...)
    landmark: str | None = None  # a room part it is related to ("corner", "wall")
    landmark_relation: str | None = None  # how: "inside" (in the corner), "against", "near"
    sentence: int = 0
    index: int = 0  # its place among the prompt's noun phrases
    anchor: int | None = None  # the phrase a relation ties it to ("a lamp [near] an armchair")
    also: int | None = None  # "between the fridge [and the sink]": the second thing between
    held_by: int | None = None  # the phrase that holds it ("a shelf holds [plates]")
    hangs_over: bool = False  # the prompt puts it above something ("a shelf above the sink")
    # the first member of the group a collective word ends ("a sofa and coffee table
    # arrangement": the sofa); it stands near that member, which takes the group's landmark
    grouped_with: int | None = None
    # a word for a kind of thing whose members the prompt lists ("utensils including a
    # spatula and tongs"): the members are the objects, this phrase makes none
    umbrella: bool = False
    definite: bool = False  # written with "the", "its", ... ("the counter", not "a rack")
    # the relation a clause opened with, to a thing named before ("Behind it, a blender and
    # a toaster sit on the counter"): the things it places may still share another relation
    fronted: bool = False


@dataclass
class _Prefix:
    """What the words before a noun phrase said about it."""

    count: int | None = None
    bound: str | None = None  # "at_least" | "more" | "exact"
    vague: bool = False
    definite: bool = False
    negated: bool = False
    another: bool = False
    distributive: bool = False
    collective: int | bool | None = False  # False: none; None: vague; n: a multiplier
    stacked: bool = False  # "a stack of plates", "piles of books": one on another
    relation: str | None = None
    role_of: int | None = None  # "a barrel used as [a table]": the phrase it names again

    def stated(self) -> bool:
        return self.count is not None


@dataclass
class _Sentence:
    anchor: int | None = None  # the multiplier "each" set up for the rest of the sentence
    anchor_listed: bool = False  # its list had its "and": a comma after it ends the list
    anchor_outer: tuple[int | None, bool] = (None, False)  # the holder before the "each"
    after_comma: bool = False  # a comma came since the last noun phrase
    new: list[int] = field(default_factory=list)  # indices of the phrases that added objects
    seen: list[int] = field(default_factory=list)  # indices of all its phrases
    holder: int | None = None  # the phrase that has/holds/contains what follows
    holder_by_with: bool = False  # ... set by "with", which lasts to the next comma only
    held_by_participle: bool = False  # ... by "holding", "displaying": its holder's words
    with_list: tuple[int, int] | None = None  # (the "with" holder, its list's first phrase):
    # "a nightstand with a lamp, a clock and a book on it" puts the whole list on it
    holder_alt: int | None = None  # the other thing it may be ("a dresser opposite the bed
    # with a TV": the dresser or the bed; the TV says which)
    part_holder: int | None = None  # the thing whose part was just named ("the top level")
    landmark: tuple[str, str] | None = None  # "In the corner (stands a lamp)": not yet placed
    # the "with" holder a comma set aside; the next phrase takes it up if it is a small thing
    # the holder is known to hold ("a desk with a lamp, a laptop and a mug")
    paused_holder: int | None = None
    between: int | None = None  # the "between" phrase whose second thing comes next
    # the thing "flanked by" things the sentence puts on its sides, one by one
    flanked: int | None = None
    # "On either side of the bed (stands a nightstand)": one to a side, when it comes
    each_side_lead: bool = False
    # a rug "under the coffee table and (the) sofa": the rug, under the thing that comes next
    spread_under: int | None = None
    which_holds: bool = False  # "a table, on which ...": what follows stands on it
    which_at: int = -1  # ... the token after "which", where its list may begin
    of_holder: int | None = None  # the vessel of "a bowl of lemons (and limes)"
    of_start: int = -1  # where its contents began
    with_outer: tuple[int | None, bool] = (None, False)  # the holder before a "with"
    of_outer: tuple[int | None, bool] = (None, False)  # the holder before the vessel's
    # a phrase the sentence opened with, related to a thing not yet named: "Behind the sofa
    # (is a console table)", "a desk, next to which (stands a lamp)"
    leads: int | None = None
    led: int | None = None  # the lead its first subject took: "in front of which lie a rug
    # and a coffee table" places the table too
    joined: int | None = None  # the phrase an "and" just joined to the one before it
    verbed: int | None = None  # the phrase a verb came right after ("... bowls are on")
    there: bool = False  # the sentence says "there is" / "there are"
    # the sentence's two subjects, when it opens with them: "The washer and dryer (stand side
    # by side against the wall)"
    pair: tuple[int, int] | None = None
    # phrases joined to the one before by a bare "and", and those read right after a comma:
    # ", a kettle and a toaster next to the microwave" places both
    and_joined: set[int] = field(default_factory=set)
    comma_led: set[int] = field(default_factory=set)

    def last_new(self, reading: Reading, back: int = 1) -> NounPhrase | None:
        return reading.phrases[self.new[-back]] if len(self.new) >= back else None


@dataclass
class Reading:
    """All the object noun phrases of a prompt, and the landmarks and party size it names."""

    phrases: list[NounPhrase] = field(default_factory=list)
    party: int | None = None  # "set for four people"
    windows: int = 0
    room_label: str | None = None  # the kind of room as written: "pet store", "music room"
    run_end: int = -1  # token index just after the last noun phrase read


def tokenize(text: str) -> list[str]:
    tokens = _TOKEN.findall(text.lower().replace("\u2019", "'").replace("\u2018", "'"))
    # "there's a desk", "it's on the shelf": the verb is a word of its own
    return [part for tok in tokens for part in CONTRACTIONS.get(tok, (tok,))]


def _match(tokens: list[str], i: int,
           table: Sequence[tuple[tuple[str, ...], str]]) -> tuple[int, str] | None:
    for words, value in table:
        if tuple(tokens[i:i + len(words)]) == words:
            return len(words), value
    return None


def _occasion(tokens: list[str], i: int) -> int:
    """How many tokens "for a holiday dinner", "for the holidays" take at tokens[i] (0: not
    an occasion): the purpose a room is dressed for names no object."""
    if tokens[i] != "for":
        return 0
    for j in range(i + 1, min(i + 5, len(tokens))):
        if tokens[j] in OCCASIONS:
            return j + 1 - i
        if tokens[j] in PUNCTUATION or tokens[j] in CONJUNCTIONS:
            return 0
    return 0


def _placed_by_participle(reading: Reading, tokens: list[str], i: int) -> bool:
    """Whether the past participle at tokens[i] places the thing a "with" just listed, not
    its holder: "a bed, with a painting hung above it", "with a rug laid in front of the
    armchair" (but "a board with a knife on top placed on the table": the board, which holds
    the knife)."""
    tok = tokens[i]
    if tok not in PAST_PARTICIPLES and not (tok in VERBS and tok.endswith("ed")):
        return False
    k = i + 1
    while k < len(tokens) and ((len(tokens[k]) > 4 and tokens[k].endswith("ly"))
                               or tokens[k] in ("out", "up", "down")):
        k += 1  # "laid directly in front of", "laid out in front of", "set up in"
    if k >= len(tokens) or (tokens[k] not in RELATION_STARTS and tokens[k] not in
                            PARTICIPLE_LINKS and tokens[k] != "along"):
        return False
    item = reading.phrases[-1]
    if item.relation == "contains":  # "a pegboard of tools mounted on the wall": the board
        return False
    if not item.text or item.text.split()[-1] != tokens[i - 1]:
        return False  # "with a knife on top placed on ...": the knife is placed already
    if tok in ("mounted", "hung"):
        return True  # what hangs is the thing listed, not what holds it
    holder = reading.phrases[item.held_by] if item.held_by is not None else None
    small = _on_top_kind(item)  # a small thing its lister holds is placed by the room ("a
    # sofa with three cushions placed against the wall": the sofa), by the things beside it
    # itself ("with a mug placed next to the laptop")
    return holder is None or not is_small(small) or not _hosts(holder, small) \
        or not _room_part_follows(tokens, k)


def _on_top_kind(phrase: NounPhrase) -> str:
    """The family a thing is made as where it stands on a top (a lamp a desk has is a table
    lamp)."""
    return SURFACE_VARIANTS.get(phrase.family or "", phrase.family or "")


def _room_part_follows(tokens: list[str], k: int) -> bool:
    """Whether the relation that starts at tokens[k] is to a part of the room ("against the
    wall", "in the corner", "by the window")."""
    for tok in tokens[k:k + 6]:
        if tok in PUNCTUATION or tok in CONJUNCTIONS:
            return False
        if tok in LANDMARKS:
            return True
        if lookup([tok], 0, 1) is not None:
            return False  # a thing ("next to the laptop")
    return False


def _names_a_thing(tokens: list[str], i: int) -> bool:
    """Whether the words at tokens[i] name a kind of thing ("keys", "toys")."""
    if i >= len(tokens):
        return False
    word = tokens[i]
    return lookup(tokens, i, len(tokens)) is not None or by_head(singular(word) or word) \
        is not None


def _seats_for(tokens: list[str], i: int) -> int:
    """How many tokens "for two" takes after a thing ("a small table for two sits under the
    window"): how many it seats, no thing; 0 when a noun follows ("for two guests")."""
    if tokens[i] != "for" or i + 1 >= len(tokens):
        return 0
    number = _number(tokens, i + 1)
    if number is None:
        return 0
    after = i + 1 + number[0]
    following = tokens[after] if after < len(tokens) else "."
    ends = following in PUNCTUATION or following in CONJUNCTIONS or following in BE \
        or following in PLACING_VERBS or following in RELATION_STARTS
    return 1 + number[0] if ends else 0


def _bare_party(tokens: list[str], i: int) -> tuple[int, int] | None:
    """(tokens, diners) of "set for four" / "laid for six" with no noun after the number;
    None elsewhere ("set for four people" is read as a party noun)."""
    if tokens[i] not in ("set", "laid") or i + 2 >= len(tokens) or tokens[i + 1] != "for":
        return None
    number = _number(tokens, i + 2)
    if number is None:
        return None
    after = i + 2 + number[0]
    if after < len(tokens) and tokens[after] not in PUNCTUATION \
            and tokens[after] not in CONJUNCTIONS and tokens[after] != "with":
        return None
    return 2 + number[0], number[1]


def _number(tokens: list[str], i: int) -> tuple[int, int] | None:
    """A number at tokens[i]: digits, a number word, or two words ("twenty four")."""
    tok = tokens[i]
    if tok.isascii() and tok.isdigit():
        return 1, min(int(tok), MAX_COUNT * 10)
    if i + 1 < len(tokens):
        two = f"{tok} {tokens[i + 1]}"
        # "twenty eight ball tables" are twenty tables called "eight ball table"
        if two in NUMBER_WORDS and lookup(tokens, i + 1, len(tokens)) is None:
            return 2, NUMBER_WORDS[two]
    if tok in NUMBER_WORDS:
        return 1, NUMBER_WORDS[tok]
    return None


def _is_boundary(tok: str, first_in_run: bool, after_article: bool,
                 following: str | None = None, previous: str | None = None) -> bool:
    if tok in PUNCTUATION or tok in CONJUNCTIONS or tok in RELATION_PHRASES:
        return True
    if tok in NOUN_VERBS and after_article and previous is not None \
            and singular(previous) is None and (following is None or following in PUNCTUATION
                                                 or following in CONJUNCTIONS
                                                 or following in VERBS
                                                 or following in HOLDING_VERBS):
        return False  # "a filter coffee stand, ...": one thing would stand*s*
    if tok in POSTURE_WORDS and after_article and _content(following) \
            and following not in VERBS:
        return False  # "a long hanging rail": a word of the phrase, before its noun
    if tok in NOUN_VERBS and after_article and previous is not None \
            and singular(previous) is None and following in RELATION_STARTS and (
                previous in DESCRIBING or (lookup([previous], 0, 1) is None
                                           and by_head(previous) is None)):
        return False  # "a low stand across from the sofa", "a repair stand in the middle";
        # but "a desk and a chair stand by the window"
    if tok == "seats" and not first_in_run and after_article and following is not None \
            and following not in NUMBER_WORDS and not following.isdigit():
        return False  # "eight connected seats arranged in rows" (but "a table seats six")
    if tok in VERBS:
        return not (first_in_run and after_article)
    if tok in NEGATIONS or tok in DEFINITE or tok in DISTRIBUTIVE:
        return True
    if not first_in_run and tok in ("a", "an"):  # "left of the couch a lamp": two phrases
        return True
    if not first_in_run and len(tok) > 4 and tok.endswith("ly") and (
            following is None or not _content(following) or following.endswith(("ed", "ing"))):
        return True  # an adverb: "chairs neatly arranged" (but "a supply cart")
    # a verb form after the noun ends it ("chairs arranged around", "a lamp sitting on"), but
    # one that goes on to a noun is its modifier ("a living room", "a dining table")
    return (not first_in_run and tok not in ED_ADJECTIVES and len(tok) > 4
            and tok.endswith(("ed", "ing")) and lookup([tok], 0, 1) is None
            and not _content(following))


def _placed_one(reading: Reading, phrase: NounPhrase, relation: str | None,
                named: bool = False, target: str | None = None) -> NounPhrase:
    """What a relation after a held thing places: "a basket full of blankets beside the sofa"
    puts the basket there; "a table with a vase on it" the vase, "a desk with a chair in
    front of it" the chair, and "a desk with a keyboard in front of the monitor" (a `target`
    family that stands on things too) the keyboard."""
    if relation in ("on", "inside", "middle") and phrase.held_by is not None \
            and not phrase.refers_back \
            and (phrase.relation in ("contains", "holds") or (named and phrase.relation == "with"))\
            and _vessel(reading.phrases[phrase.held_by]):
        return reading.phrases[phrase.held_by]  # "a bowl of lemons on the island", "a bread
        # basket with loaves on the counter" (not "... on it"): the bowl, the basket
    if relation in ("on", "inside", "middle", None) or phrase.held_by is None \
            or phrase.refers_back:  # ("a vase in the middle of the table": on it)
        return phrase
    gen = GENERATORS.get(phrase.family or "")
    beside = GENERATORS.get(target or "")
    small = named and phrase.relation == "with" and gen is not None and gen.placement == "surface" \
        and (beside is None or beside.placement != "surface")
    if phrase.relation not in ("contains", "holds") and not small:  # "a desk with a chair in
        return phrase  # front of it": the chair; "a side table with a lamp next to the
    return reading.phrases[phrase.held_by]  # armchair": the side table


def _relation_subject(reading: Reading, sentence: _Sentence, comma: bool) -> NounPhrase:
    """The phrase a relation word places: the last one named; but after a comma that
    followed a relation, the thing that relation placed ("two chairs are beside the table,
    facing the bench": the chairs face it). A thing on a top is placed by its top, so what
    follows places the top ("a record player on a sideboard, left of the TV", "a printer
    stands on a cabinet near the door")."""
    last = reading.phrases[sentence.seen[-1]]
    if not (last.refers_back and last.anchor is not None and last.relation is not None) \
            or last.relation in PASSIVE_RELATIONS:
        return last
    placed = reading.phrases[last.anchor]
    if (comma or (sentence.anchor and last.anchor == sentence.holder)) \
            and last.relation not in ("on", "inside"):
        return placed  # (", each surrounded by three stools": each of what was placed)
    if last.relation == "on" and _covers_floor(last.family):
        return placed  # "two bean bags sit on the rug in front of the TV": the bean bags
    return last


def _covers_floor(family: str | None) -> bool:
    """Whether a kind lies flat on the floor (a rug, a mat): what stands on it is placed by
    what the prompt says next, not the rug."""
    gen = GENERATORS.get((family or "").lstrip("@"))
    return gen is not None and gen.placement == "floor" and gen.size[2] <= FLOOR_COVERING_M


def _furniture(family: str | None) -> bool:
    """Whether a family is furniture of its own (stands on the floor or a wall), not a seat
    or a thing that goes with another."""
    name = (family or "").lstrip("@")  # ("@side_table": the room's kind of side table)
    gen = GENERATORS.get(name)
    return gen is not None and gen.placement in ("floor", "wall", "corner") and not any(
        w in name.split("_") for w in ("chair", "stool", "bench", "seat", "sofa"))


def _open(family: str | None) -> bool:
    """Whether a vessel is open to take things (a bowl, a crate), unlike a lidded box, on which
    "a box of wipes and two stuffed bunnies" stand side by side."""
    return family not in GENERATORS or takes_in(family) or family in FILLED_VARIANTS


def _outsizes(family: str | None, holder: str | None) -> bool:
    """Whether a thing's footprint is too big for a holder's to take it."""
    family, holder = (family or "").lstrip("@"), (holder or "").lstrip("@")
    if family not in GENERATORS or holder not in GENERATORS:
        return False
    (w, d, _), (hw, hd, _) = GENERATORS[family].size, GENERATORS[holder].size
    return w * d > 0.5 * hw * hd


def _other_holder(reading: Reading, sentence: _Sentence) -> int | None:
    """The thing besides the chosen holder that a "with" may belong to: of a phrase that
    only places ("... opposite the bed with"), the placed thing or the place."""
    if not sentence.seen or sentence.holder is None:
        return None
    last = reading.phrases[sentence.seen[-1]]
    if not (last.refers_back and last.anchor is not None and last.relation is not None):
        return None
    return last.index if sentence.holder == last.anchor else last.anchor


def _hosts(holder: NounPhrase, family: str | None) -> bool:
    """Whether a small thing of that family is one the holder's kind is known to hold."""
    gen = GENERATORS.get(family or "")
    if gen is None or gen.placement != "surface" or holder.family not in GENERATORS \
            or takes_in(holder.family):
        return True  # a container or a dish holds what fits in it
    known = listed_hosts(family or "")
    return not known or holder.family in known


def _vessel(phrase: NounPhrase) -> bool:
    """Whether a phrase names a thing that holds what it is "of" ("a bowl of lemons")."""
    return not phrase.negated and _vessel_kind(phrase.noun, phrase.family)


def _vessel_kind(noun: str, family: str | None) -> bool:
    """Whether a noun of that family names a thing that holds what it is "of"."""
    return family is not None and (noun.split()[-1] in VESSEL_HEADS or (
        family in GENERATORS and takes_in(family)))


def _kept_on(holder: NounPhrase, family: str | None) -> bool:
    """Whether a small thing of that family is one the holder's kind is named as holding (or,
    for a thing that names none, a table-like top): strict, since it carries a "with" list
    past a comma."""
    gen = GENERATORS.get(family or "")
    if gen is None or gen.placement != "surface":
        return False
    known = listed_hosts(family or "")
    if holder.family == "@table":  # a table of a kind the room decides: any table will do
        return not known or any("table" in h.split("_") for h in known)
    host = GENERATORS.get(holder.family or "")
    if host is None:
        return False
    return holder.family in known if known else (host.surface_frac or 0.0) >= 0.9


def _list_on_holder(reading: Reading, sentence: _Sentence, last: NounPhrase, plural: bool
                    ) -> bool:
    """ "a nightstand with a lamp, a clock and a book on it": "it" is the nightstand, and the
    whole list stands on it (held by it); False when no such list precedes the pronoun. The
    pronoun's number picks the holder: in "a table with two chairs, with a teapot and a plate
    on it", "it" is the table, not the chairs."""
    if sentence.with_list is None:
        return False
    holder, first = sentence.with_list
    members = [p for p in reading.phrases[first:] if not p.refers_back and not p.negated]
    if len(members) < 2 or last not in members or holder >= first:
        return False
    placed = _placed_by_landmark(reading, reading.phrases[holder])
    if (placed.count >= 2) == plural:  # "a dresser across from the bed, with a box and a
        holder = placed.index  # bottle on top of it": the dresser
    if (reading.phrases[holder].count >= 2) != plural:
        holder = next((k for k in reversed(sentence.seen) if k < first and not
                       reading.phrases[k].negated
                       and (reading.phrases[k].count >= 2) == plural), holder)
    listed = {m.index for m in members}
    placed = {p.anchor for p in reading.phrases if p.refers_back and p.relation is not None}
    for member in members:
        if member.held_by in listed:  # the lemons of "a bowl of lemons" stay in the bowl
            continue
        if member.index in placed:  # "with two mirrors above it and two orchids on top of
            continue  # it": the mirrors hang above it, only the orchids stand on it
        reading.phrases[member.index] = replace(member, held_by=holder, relation="holds")
    sentence.with_list = None
    return True


def _placed_by_landmark(reading: Reading, phrase: NounPhrase) -> NounPhrase:
    """What a phrase is only the landmark of ("across from the bed", "facing them": the thing
    the sentence places there), else the phrase itself: "it" after such a landmark's "with"
    names the placed thing. A new thing so named ("facing a TV stand with a TV on it") is
    meant itself."""
    if phrase.refers_back and not phrase.stated and phrase.anchor is not None \
            and phrase.relation is not None:
        return reading.phrases[phrase.anchor]
    return phrase


def _list_on_the_one_before(reading: Reading, sentence: _Sentence, last: NounPhrase) -> bool:
    """ "the teacher's desk at the front and a globe, an apple and a bell on it": a list of
    small things ending in "on it" stands on the thing named just before the list; False
    when there is no such list or the thing before it has no top."""
    run: list[NounPhrase] = []
    for phrase in reversed(reading.phrases[:last.index + 1]):
        if phrase.sentence != last.sentence or phrase.index not in sentence.new \
                or phrase.refers_back or phrase.negated or phrase.anchor is not None \
                or phrase.held_by is not None or phrase.family not in GENERATORS \
                or GENERATORS[phrase.family].placement != "surface":
            break
        run.append(phrase)
    first = run[-1].index if run else 0
    if len(run) < 2 or first == 0:
        return False
    holder = reading.phrases[first - 1]
    host = GENERATORS.get(holder.family or "")
    if holder.sentence != last.sentence or holder.negated or host is None \
            or host.surface_frac is None or holder.count >= 2:
        return False
    for member in run:
        reading.phrases[member.index] = replace(member, held_by=holder.index, relation="holds")
    return True


_SIDE_AT = ("on", "to", "at")
_THE_OTHER = (("the", "other", "one"), ("the", "other"), ("another", "one"), ("another",),
              ("one",))


def _flanks_as_either_side(tokens: list[str]) -> list[str]:
    """ "two end tables, one on the left and one on the right (of the sofa)" and "two
    armchairs, one to the left of the fireplace and one to its right" said as "on either side
    (of ...)": one thing to each side."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        found = _one_each_side(tokens, i)
        if found is None:
            out.append(tokens[i])
            i += 1
            continue
        length, of = found
        out += ["on", "either", "side", *(["of", *of] if of else [])]
        i += length
    return out


def _flanked_on_a_side(tokens: list[str]) -> list[str]:
    """ "(is) flanked on the left by a side table" -> ", and to the left of it a side
    table": the one thing on that side ("flanked by" alone names things on both sides)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        k = i + (tokens[i] in BE)
        side = _side_word(tokens, k + 1, ("the", "its", "their")) \
            if tokens[k:k + 1] == ["flanked"] else 0
        if not side or tokens[k + 1 + side:k + 2 + side] != ["by"]:
            out.append(tokens[i])
            i += 1
            continue
        owner = "them" if tokens[i] in ("are", "were") else "it"
        out += [",", "and", "to", "the", tokens[k + 3], "of", owner]
        i = k + 2 + side
    return out


def _side_word(tokens: list[str], k: int, owners: tuple[str, ...]) -> int:
    """Tokens of "on the left (side)" / "to its right" at k, 0 if none."""
    if k + 2 >= len(tokens) or tokens[k] not in _SIDE_AT or tokens[k + 1] not in owners \
            or tokens[k + 2] not in ("left", "right"):
        return 0
    return 3 + (k + 3 < len(tokens) and tokens[k + 3] in ("side", "hand"))


def _one_each_side(tokens: list[str], i: int) -> tuple[int, list[str]] | None:
    """(tokens read, the named thing's words) of "one on the left and one on the right [of
    the X]" or "one to the left of the X and one to its right" at i; None elsewhere."""
    if tokens[i] != "one":
        return None
    k = i + 1
    first = _side_word(tokens, k, ("the", "its", "their"))
    if not first:
        return None
    k += first
    of: list[str] = []
    if k < len(tokens) and tokens[k] == "of":  # "one to the left of the fireplace and ..."
        end = next((j for j in range(k + 1, min(k + 7, len(tokens)))
                    if tokens[j] in ("and", ",")), None)
        if end is None or tokens[k + 1] not in DEFINITE:
            return None
        of, k = tokens[k + 1:end], end
    if k < len(tokens) and tokens[k] == ",":
        k += 1
    if k >= len(tokens) or tokens[k] != "and":
        return None
    k += 1
    other = next((w for w in _THE_OTHER if tuple(tokens[k:k + len(w)]) == w), None)
    if other is None:
        return None
    k += len(other)
    second = _side_word(tokens, k, ("the", "its", "their", "his", "her"))
    if not second or tokens[k + 2] == tokens[i + 3]:  # the other side, not the same one
        return None
    return k + second - i, of


def _sides_alike(tokens: list[str]) -> list[str]:
    """The tokens, "each long side" read as "each side" (chairs along each long side of a
    table are so many to a side, as on each side), "down the middle" as "in the middle"."""
    out: list[str] = []
    for k, tok in enumerate(tokens):
        if tok in ("long", "short") and 0 < k < len(tokens) - 1 \
                and (tokens[k - 1], tokens[k + 1]) in _EACH_SIDE:
            continue
        if tok == "down" and tuple(tokens[k + 1:k + 3]) in _DOWN_THE_MIDDLE:
            tok = "in"  # "tables in a row down the middle of the room": in the middle
        out.append(tok)
    return out


MODALS = frozenset({"can", "could", "should", "would", "will", "may", "might", "must",
                    "shall"})


def _empty_words_read(tokens: list[str]) -> list[str]:
    """The tokens, "can be" / "should be" read as "is" ("a table can be found near the
    window": no can), so a modal is never a thing; and "right" before a relation word that
    is no side ("right beside it", "right next to the door") and "both" after a comma before
    what places them ("..., both facing the TV") dropped; "one another" read as "each
    other", "has been" as "is", "fills the corner" as "stands in the corner", and "its own"
    as "a" ("three chairs, each facing its own mirror": a mirror each, not the one mirror
    named before)."""
    out: list[str] = []
    k = 0
    while k < len(tokens):
        if tokens[k:k + 2] == ["one", "another"]:
            out += ["each", "other"]
            k += 2
            continue
        filling = _match(tokens, k, _FILLING_VERBS)
        if filling is not None and "corner" in tokens[k + filling[0]:k + filling[0] + 4]:
            out += ["stands", "in"]  # "an L-shaped desk fills the corner": stands in it
            k += filling[0]
            continue
        if tokens[k] in PLACED_WORDS and (not out or out[-1] in SENTENCE_ENDS) \
                and _match(tokens, k + 1, _PHRASE_WORDS) is not None:
            k += 1  # "Placed atop it are a clock and a frame": as "Atop it are ..."
            continue
        if tokens[k] in ("has", "have", "had") and tokens[k + 1:k + 2] == ["been"]:
            out.append("are" if tokens[k] == "have" else "is")  # "two lamps have been set
            k += 2  # on it": no "have" that holds things
            continue
        if tokens[k + 1:k + 2] == ["own"] and tokens[k] in ("its", "their", "his", "her"):
            out += ["a"] if tokens[k] != "their" else []  # ("their own lamps": lamps)
            k += 2
            continue
        if tokens[k] in MODALS and tokens[k + 1:k + 2] == ["be"]:
            out.append("is")
            k += 2
            continue
        if tokens[k] == "both" and out and out[-1] == "," and k + 1 < len(tokens) \
                and (tokens[k + 1] in VERBS or tokens[k + 1] in RELATION_STARTS):
            k += 1  # "a sofa and an armchair, both facing the TV": as ", facing the TV"
            continue
        if tokens[k] == "right" and k + 1 < len(tokens) and tokens[k + 1] in RELATION_STARTS \
                and tokens[k + 1] not in ("of", "side", "hand", "end", "corner") \
                and not (out and out[-1] in DEFINITE):  # ("to its right holding books": a side)
            k += 1
            continue
        out.append(tokens[k])
        k += 1
    return out


def _between_them(tokens: list[str]) -> list[str]:
    """The tokens, a bare "in between" (or "between") that ends its phrase read as "between
    them": "two sofas facing each other and a coffee table in between"; and so "between the
    two", "between both", "between the pair"."""
    out: list[str] = []
    k = 0
    while k < len(tokens):
        at = k + 1 if tokens[k] == "in" and tokens[k + 1:k + 2] == ["between"] else k
        pair = next((len(w) for w in (("the", "two"), ("these", "two"), ("those", "two"),
                                      ("both",), ("the", "pair"))
                     if tuple(tokens[at + 1:at + 1 + len(w)]) == w), 0)
        following = tokens[at + 1 + pair] if at + 1 + pair < len(tokens) else "."
        if tokens[at] == "between" and (following in PUNCTUATION or following == "and"):
            out += ["between", "them"]
            k = at + 1 + pair
            continue
        out.append(tokens[k])
        k += 1
    return out


# what `read` does to the tokens before it reads them, in order: each rewrite says one thing
# the way the reader knows ("the bed's headboard" as "the bed", "each of them" as "each")
TOKEN_REWRITES: tuple[Callable[[list[str]], list[str]], ...] = (
    ends_passed, possessed_parts_as_wholes, whose_as_with, ends_as_relations, parts_as_pronouns,
    spots_on_as_wholes,
    rows_counted, of_them_counted, each_of_them, one_of_the, _flanks_as_either_side,
    _flanked_on_a_side,
    _sides_alike, _empty_words_read, _between_them)


def _fronted_clause(tokens: list[str], i: int) -> bool:
    """Whether a clause starts at tokens[i] with a relation to a named thing and then a verb
    and the thing it places ("to the left of the dresser is a basket", "behind the sofa
    stands a lamp")."""
    rel = _match(tokens, i, _PHRASE_WORDS)
    if rel is None or rel[1] not in REFERRING_RELATIONS:
        return False
    on = rel[1] in ("on", "inside")  # ("and on the counter sit a kettle": only with its verb)
    k = i + rel[0]
    if k >= len(tokens) or (tokens[k] not in DEFINITE and tokens[k] not in DISTRIBUTIVE):
        return False  # ("and behind each desk there is a chair")
    for j in range(k + 1, min(k + 7, len(tokens) - 1)):
        if tokens[j] in ("a", "an") and not on:  # "on the left of the couch a floor lamp"
            return True
        if tokens[j] in BE or tokens[j] in PLACING_VERBS:
            return tokens[j + 1] in ("a", "an", "some", "the") or _number(tokens, j + 1) is not None
        if tokens[j] == "," and (tokens[j + 1] in ("a", "an") or _number(tokens, j + 1)):
            return True  # "and to the right of the desk, a bookshelf"
        if tokens[j] == "there" and tokens[j + 1] in BE:
            continue  # "and on the counter there is a kettle": the verb is next
        if tokens[j] in PUNCTUATION or (tokens[j] in CONJUNCTIONS
                                        and tokens[j] not in OBJECT_PRONOUNS):
            return False  # (but "on the counter below them sits ...")
    return False


def _side_said_after(tokens: list[str], i: int, opening: bool = False
                     ) -> tuple[str, int] | None:
    """ "(beside the sofa) on the left", "(next to the bed) on its right side": the side a
    relation just named puts the thing on, with the words it took; None if the words that
    follow go on (or name no side)."""
    if tokens[i] not in ("on", "to", "at") or i + 2 >= len(tokens) \
            or tokens[i + 1] not in ("the", "its", "their"):
        return None
    side = tokens[i + 2].removesuffix("-hand")
    if side not in ("left", "right"):
        return None
    k = i + 3
    if tokens[k:k + 2] == ["hand", "side"]:
        k += 2
    elif tokens[k:k + 1] == ["side"]:
        k += 1
    if k < len(tokens) and tokens[k] not in PUNCTUATION and tokens[k] not in ("and", "or") \
            and not (opening and tokens[k] != "of"):  # (opening a clause, a verb follows)
        return None
    return f"{side}_of", k - i


def _fronted_side(tokens: list[str], i: int) -> tuple[str, int] | None:
    """ "On the right sits a nightstand", "and to the left stands a dresser": a side that opens
    a clause, of the thing named before; (the relation, the words it took) or None."""
    if i > 0 and tokens[i - 1] not in SENTENCE_ENDS and tokens[i - 1] not in (",", "and", ":"):
        return None
    found = _side_said_after(tokens, i, opening=True)
    if found is None or tokens[i + 1] != "the":
        return None
    following = tokens[i + found[1]] if i + found[1] < len(tokens) else ""
    opens = following in BE or following in PLACING_VERBS or following == "there" or (
        following == "," and (i == 0 or tokens[i - 1] in SENTENCE_ENDS)) or (
        following in ("a", "an") and i > 0 and tokens[i - 1] == "and")  # ("..., and to the
    # left a dresser")
    return found if opens else None


def _own_side(tokens: list[str], i: int) -> str | None:
    """ "on its left", "to their right": the relation of a thing to the side of the thing
    named before it, or None."""
    if tokens[i] in ("on", "to", "at") and i + 2 < len(tokens) \
            and tokens[i + 1] in ("its", "their", "his", "her") \
            and tokens[i + 2] in ("left", "right"):
        return f"{tokens[i + 2]}_of"
    return None


def _listed(reading: Reading, sentence: _Sentence) -> bool:
    """Whether the phrase being read follows another of a holder's list ("holds a spatula,
    tongs and a whisk")."""
    return sentence.holder is not None and bool(sentence.seen) \
        and reading.phrases[sentence.seen[-1]].held_by == sentence.holder


def _names_to(tokens: list[str], start: int, end: int) -> bool:
    """Whether a known singular name ends just before `end` (the run so far is a thing)."""
    for k in range(max(start, end - 5), end):
        found = lookup(tokens, k, end)
        if found is not None and k + found[0] == end and not found[1].plural:
            return True
    return False


def _content(tok: str | None) -> bool:
    """Whether a token may carry a noun phrase on (not a function word, a number or a mark)."""
    return tok is not None and not (
        tok in PUNCTUATION or tok in CONJUNCTIONS or tok in RELATION_PHRASES
        or tok in DEFINITE or tok in DISTRIBUTIVE or tok in NEGATIONS or tok in EXACT_WORDS
        or tok in NUMBER_WORDS or (tok.isascii() and tok.isdigit()) or tok in VERBS)


def _classify(words: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    attributes, modifiers = [], []
    for word in words:
        if word in COLOURS or word in MATERIALS or word in SIZES or word in SHAPES \
                or word in MOUNTING or word in DESCRIPTIVE:
            attributes.append(word)
        elif word not in FILLERS:
            modifiers.append(word)
    return tuple(attributes), tuple(modifiers)


def _resolve_run(run: list[str]) -> tuple[str, str | None, bool, bool]:
    """(noun, family, named, plural) of a run of content words: the longest known name that
    ends at the run's last word, else the head word through the taxonomy."""
    last = len(run)
    for start in range(max(0, last - 5), last):
        found = lookup(run, start, last)
        if found is not None and start + found[0] == last:
            entry = found[1]
            return entry.noun, entry.family, True, entry.plural
    head = run[-1]
    head_singular = singular(head)
    if by_head(head) is None and (singular(head) or head) not in THING_HEADS \
            and head not in LANDMARKS:
        # "a coffee table arrangement", "a bar counter run", "the tub goes": the name; but a
        # "bath caddy" or a "mouse pad" is a thing of its own, not a bathtub or a mouse, and
        # "the glass wall" a wall
        for end in range(last - 1, 0, -1):
            if run[end] in COLOURS:  # "candy pink walls", "wine red bedding": a colour
                continue
            for start in range(max(0, end - 5), end):
                found = lookup(run, start, end)
                if found is not None and start + found[0] == end:
                    return found[1].noun, found[1].family, True, found[1].plural
    noun = " ".join([*run[:-1], head_singular or head])
    # "a plush owl" is a soft toy before it is a bird: a kind-giving modifier first
    family = next((MODIFIER_KINDS[w] for w in run[:-1] if w in MODIFIER_KINDS), None) \
        or by_head(head) or _more_general_kind(noun.split())
    return noun, family, False, head_singular is not None


def _more_general_kind(words: list[str]) -> str | None:
    """The family WordNet's more general kind gives the longest ending of the noun it knows
    ("a cast iron skillet": a skillet, a cooking pot), or None."""
    for start in range(max(0, len(words) - 3), len(words)):
        family = stand_in(" ".join(words[start:]))
        if family is not None:
            return family
    return None


def _totalled(reading: Reading, sentence: _Sentence) -> None:
    """ "a shelf with stacks of books, at least 15 books in total": the total counts the books
    of the earlier collection ("stacks of books", or "plates" before "20 plates in total"),
    so that phrase becomes the books, counted by the total and held where it was, and the
    total only refers back to it."""
    total = reading.phrases[-1] if reading.phrases else None
    if total is None or total.index not in sentence.seen or total.negated:
        return
    head = total.noun.split()[-1]
    for k in range(total.index - 1, -1, -1):  # the nearest earlier one, in any sentence
        earlier = reading.phrases[k]
        words = [singular(w) or w for w in earlier.noun.split()]
        if earlier.negated or earlier.refers_back or (
                earlier.noun != total.noun and head not in words[1:]):
            continue
        reading.phrases[k] = replace(earlier, noun=total.noun, family=total.family,
                                     named=total.named, count=total.count,
                                     at_least=total.at_least, stated=True)
        reading.phrases[-1] = replace(total, refers_back=True, held_by=None)
        if total.index in sentence.new:
            sentence.new.remove(total.index)
        return


def read(text: str) -> Reading:
    """Every object noun phrase of `text`, counted by the rules in this module's docstring."""
    tokens = tokenize(text)
    for rewrite in TOKEN_REWRITES:
        tokens = rewrite(tokens)
    reading = _read_tokens(tokens)
    # a sentence opened by "it" or "they" names its subject again: read once more with it
    # written out ("It faces the TV" after "a sofa by the window": "The sofa faces the TV")
    named = subjects_named(tokens, reading.phrases,
                           lambda words, k: _match(words, k, _PHRASE_WORDS) is not None,
                           HOLDING_VERBS, _top_for_things)
    return reading if named is tokens else _read_tokens(named)


def _read_tokens(tokens: list[str]) -> Reading:
    reading = Reading()
    prefix = _Prefix()
    sentence = _Sentence()
    sentence_no = 0
    i, n = 0, len(tokens)
    while i < n:
        tok = tokens[i]
        if tok in SENTENCE_ENDS:
            sentence_no += 1
            prefix, sentence = _Prefix(), _Sentence()
            i += 1
            continue
        if sentence.seen and i == reading.run_end and (tok in VERBS or tok in BE):
            sentence.verbed = len(reading.phrases) - 1  # "... three bowls are (on the table)"
        if tok == "there" and i + 1 < n and tokens[i + 1] in BE:
            sentence.there = True
            fronted_place = sentence.seen == [len(reading.phrases) - 1] \
                and i == reading.run_end and reading.phrases[-1].refers_back \
                and reading.phrases[-1].relation in REFERRING_RELATIONS
            if sentence.seen and sentence.anchor and not fronted_place:  # "Each nightstand
                # has a lamp, and there is a clock": a new clause (but "On each nightstand
                # there is a lamp": the lamps of that place)
                sentence.anchor = sentence.holder = None
        if tok in CLAUSE_BREAKS and sentence.seen:  # "..., while a laptop is on the desk":
            sentence, prefix = _Sentence(), _Prefix()  # a clause of its own
            i += 1
            continue
        opening = i + 2 if tokens[i + 1:i + 2] == [","] else i + 1  # ("and, to the left ...")
        if tok == "and" and sentence.seen and _fronted_clause(tokens, opening):
            # "a dresser, and to the left of the dresser is a basket": a new clause whose
            # relation comes first, placing the thing named after its verb
            sentence, prefix = _Sentence(), _Prefix()
            i = opening
            continue
        link = _umbrella_link(tokens, i, reading)
        if link:  # "utensils including a spatula": the members are the objects
            umbrella = reading.phrases[-1]
            reading.phrases[-1] = replace(umbrella, refers_back=True, umbrella=True)
            if umbrella.index in sentence.new:
                sentence.new.remove(umbrella.index)
            sentence.holder, sentence.holder_by_with = umbrella.held_by, False
            prefix = _Prefix(relation="holds" if umbrella.held_by is not None else None)
            i += link
            continue
        role = _match(tokens, i, _ROLE_WORDS)
        if role is not None and sentence.new:  # "a barrel used as a table": the barrel
            prefix = _Prefix(role_of=sentence.new[-1])
            i += role[0]
            continue
        if role is not None and not reading.phrases and reading.room_label is not None:
            i += role[0]  # "a guest room that doubles as a sewing room": the room's role
            continue
        some = _some_of_them(tokens, i, reading, sentence)
        if some is not None:  # "four desks, two of which have a monitor": a monitor each
            group, per, length = some
            sentence.holder, sentence.holder_by_with = group, False
            sentence.anchor = per if per > 1 else None
            prefix = _Prefix(relation="holds")
            i += length
            continue
        part = _some_of_them_placed(tokens, i, reading, sentence) or _one_placed(
            tokens, i, reading, sentence)
        if part is not None:  # "two mannequins, one of which stands on a platform": the
            group, size, length = part  # relation that follows is that one's
            _append(reading, replace(
                reading.phrases[group], text=" ".join(tokens[i:i + length]), count=size,
                at_least=False, stated=True, refers_back=True, adds_one=False, relation=None,
                landmark=None, landmark_relation=None, index=len(reading.phrases),
                anchor=None, also=None, held_by=None, grouped_with=None))
            sentence.seen.append(len(reading.phrases) - 1)
            i += length
            continue
        pronoun = _match(tokens, i, _PRONOUNS)
        if pronoun is not None and i + pronoun[0] < n and _holds(tokens[i + pronoun[0]]):
            group = _group(reading, sentence)  # "one holds laptops, the other tablets"
            if group is not None:
                sentence.holder, sentence.holder_by_with = group, False
                prefix = _Prefix(relation="holds")
                i += pronoun[0] + 1
                continue
        side_said = _side_said_after(tokens, i) if i == reading.run_end or all(
            t in PLACING_VERBS or t in BE or t in PLACED_WORDS
            for t in tokens[reading.run_end:i][:3] or ["-"]) else None  # ("a bookshelf
        # stands on the left", "... is placed on the right")
        if side_said is not None and reading.phrases and reading.phrases[-1].refers_back \
                and reading.phrases[-1].relation in ("next_to", "near", "beside") \
                and reading.phrases[-1].anchor is not None:
            # "a lamp beside the sofa on the left": left of the sofa
            reading.phrases[-1] = replace(reading.phrases[-1], relation=side_said[0])
            prefix = _Prefix()
            i += side_said[1]
            continue
        flanked = _flanked_side(reading, sentence) if side_said is not None else None
        if side_said is not None and flanked is not None:
            # "a bed flanked by a nightstand on the left and a dresser on the right": the
            # side of the bed each stands on
            flanked_thing, flanking = flanked
            _append(reading, replace(_stand_in(reading, flanked_thing, side_said[0],
                                               flanking.index), also=None))
            sentence.flanked = flanked_thing.index
            prefix = _Prefix()
            i += side_said[1]
            continue
        if side_said is not None and reading.phrases and reading.phrases[-1].index in sentence.new \
                and reading.phrases[-1].anchor is None and not reading.phrases[-1].negated:
            # "a bed, with a nightstand on the right side": right of the thing before it
            _pronoun_target(reading, sentence, side_said[0], False)
            prefix = _Prefix()
            i += side_said[1]
            continue
        fronted_side = _fronted_side(tokens, i)
        if fronted_side is not None and _lead_by_pronoun(reading, sentence, fronted_side[0],
                                                         False):
            prefix = _Prefix()  # "A bed. On the right sits a nightstand.": right of the bed
            i += fronted_side[1]
            continue
        side = _own_side(tokens, i)
        if side is not None:  # "a nightstand on its left": left of what was named before
            opens = (i == 0 or tokens[i - 1] in SENTENCE_ENDS or tokens[i - 1] in (",", "and")) \
                and i + 3 < n and (tokens[i + 3] in BE or tokens[i + 3] in PLACING_VERBS
                                   or tokens[i + 3] == ",")
            if not (opens and _lead_by_pronoun(reading, sentence, side,
                                               tokens[i + 1] == "their")):
                _pronoun_target(reading, sentence, side, False)  # ("... ; to its right is a
            prefix = _Prefix()  # bookcase": right of the thing the clause before named)
            i += 3
            continue
        each_of = tok == "each" and tokens[i + 1:i + 3] == ["of", "which"]
        if (tok == "which" or each_of) and prefix.relation in REFERRING_RELATIONS \
                and prefix.relation not in PASSIVE_RELATIONS:
            _which(reading, sentence, prefix.relation)  # "a desk, on which sits a lamp"
            sentence.which_at = i + (3 if each_of else 1)
            if each_of:  # "two nightstands, above each of which hangs a lamp": one each
                which = sentence.holder if sentence.which_holds else sentence.leads
                count = reading.phrases[which].count if which is not None else 1
                sentence.anchor = count if count > 1 else None
            prefix = _Prefix()
            i += 3 if each_of else 1
            continue
        if tuple(tokens[i:i + 3]) in (("one", "of", "them"), ("one", "of", "those")) \
                and prefix.relation in REFERRING_RELATIONS:
            _pronoun_target(reading, sentence, prefix.relation, True)  # "leaning on one of
            prefix = _Prefix()  # them": by one of the things named before
            i += 3
            continue
        if tok in OBJECT_PRONOUNS and prefix.relation in REFERRING_RELATIONS \
                and _fronted_pronoun(tokens, i) and _lead_by_pronoun(
                    reading, sentence, prefix.relation, tok == "them"):
            prefix = _Prefix()  # "A desk stands by the window. On it sits a lamp."
            i += 1
            continue
        if tok in OBJECT_PRONOUNS and prefix.relation in REFERRING_RELATIONS:
            _pronoun_target(reading, sentence, prefix.relation, tok == "them")  # "around it"
            said = reading.phrases[-1] if reading.phrases else None
            if sentence.holder_by_with and sentence.holder is not None and said is not None \
                    and said.text == tok and said.noun == reading.phrases[sentence.holder].noun:
                # "an inkwell with a quill in it and a stack of journals": the inkwell's
                # "with" is said, and the list goes on where it was (on the desk)
                sentence.holder, sentence.holder_by_with = sentence.with_outer
            prefix = _Prefix()
            i += 1
            continue
        if tok in ("which", "that") and reading.run_end in (i, i - 1) and i + 1 < n \
                and tokens[i + 1] in HOLDING_VERBS and prefix.relation is None \
                and reading.phrases and reading.phrases[-1].anchor is not None \
                and reading.phrases[-1].relation in REFERRING_RELATIONS \
                and reading.phrases[-1].family not in LANDMARK_FAMILIES \
                and reading.phrases[-1].text not in STAND_IN_TEXTS:
            # "a mirror above the dresser, which holds a jewelry box": the dresser holds it
            sentence.holder, sentence.holder_by_with = reading.phrases[-1].index, False
            prefix = _Prefix(relation="holds")
            i += 2
            continue
        if tok in ("which", "that") and reading.run_end == i and i + 1 < n \
                and tokens[i + 1] in HOLDING_VERBS and prefix.relation is None \
                and reading.phrases and _free(reading, len(reading.phrases) - 1) \
                and reading.phrases[-1].held_by is None \
                and reading.phrases[-1].text not in STAND_IN_TEXTS:
            # "a bookshelf that holds several books stands along the wall": the bookshelf
            # holds them, and is what stands there (as "a bookshelf holding ... stands")
            sentence.holder, sentence.holder_by_with = reading.phrases[-1].index, False
            sentence.held_by_participle = True
            prefix = _Prefix(relation="holds")
            i += 2
            continue
        if tok in ("that", "which", "who") and i == reading.run_end and i + 1 < n \
                and tokens[i + 1] in VERBS and prefix.relation is None:
            reading.run_end = i + 1  # "a printer that sits on a cabinet": the printer sits
            i += 1
            continue
        bare = _match(tokens, i, _BARE_PLACES) if i == reading.run_end or (
            i == reading.run_end + 1 and tokens[i - 1] in PLACED_WORDS | PLACING_VERBS) \
            else None  # ("with a bookcase standing nearby")
        if bare is not None and (i + bare[0] >= n or tokens[i + bare[0]] in PUNCTUATION
                                 or tokens[i + bare[0]] in ("and", "or")):
            _pronoun_target(reading, sentence, bare[1], False)  # "a desk and a printer
            prefix = _Prefix()  # nearby": near the desk; "a stool underneath": under it
            i += bare[0]
            continue
        if tok == "each" and i + 1 < n and tokens[i + 1] == "other" and prefix.relation:
            _each_other(reading, sentence, prefix.relation)  # "two sofas facing each other"
            prefix = _Prefix()
            i += 2
            continue
        if tok in PUNCTUATION:
            prefix = _Prefix()
            if sentence.holder_by_with and sentence.holder != sentence.of_holder:
                # "a lamp with a shade, a rug": the list goes on ("a bowl of lemons, limes"
                # and "a bowl of lemons, a vase": the vessel's rule in _take_run says),
                # but "a desk with a lamp, a laptop and a mug" may put them all on the desk
                sentence.paused_holder, sentence.holder = sentence.holder, None
                outer, outer_by_with = sentence.with_outer
                if outer is not None and not outer_by_with:  # "the nightstand holds a
                    # carafe with a glass, and two books": the nightstand's list goes on
                    sentence.holder, sentence.paused_holder = outer, None
            if sentence.anchor_listed:  # "two tables, each with a chair and a stool, and a
                sentence.anchor = sentence.holder = None  # shelf": one shelf
                sentence.anchor_listed = False
            sentence.after_comma = tok == ","
            i += 1
            continue
        bound = _match(tokens, i, _BOUND_WORDS)
        if bound is not None and i + bound[0] < n and _number(tokens, i + bound[0]):
            prefix.bound = bound[1]
            i += bound[0]
            continue
        if tuple(tokens[i + 1:i + 3]) in _EACH_SIDE and tok in ("on", "at", "to", "by", "along") \
                and (lookup(tokens, i + 2, n) or (1, ""))[0] < 2:  # not "on both side tables"
            # "a nightstand on each side (of the bed)": one per side; but "a pair of lamps on
            # either side" is one lamp to a side, two in all
            last = sentence.last_new(reading)
            # "two end tables on each side of the sofa" are one to a side, but "two chairs on
            # each side of the table" two to a side
            # (counted per thing of an "each": "two tables, each with a bench on either side"
            # is a pair of benches a table)
            per = last.count // sentence.anchor if last is not None and sentence.anchor \
                and last.count % sentence.anchor == 0 else (last.count if last else 0)
            pair = last is not None and per == 2 and (
                tokens[i + 1] != "each" or not _is_seat(last.family))
            sentence.each_side_lead = last is None and tokens[i + 3:i + 4] == ["of"]
            shared = i > 0 and _number(tokens, i - 1) is not None  # "ten chairs, five on
            if last is not None and last is reading.phrases[-1] and not pair and not shared:
                # each side": ten in all
                reading.phrases[-1] = _scaled(last, 2)
            i += 3
            prefix = _Prefix(relation="next_to")
            if i < n and tokens[i] == "of":
                i += 1
            elif i >= n or tokens[i] in PUNCTUATION or tokens[i] in ("and", "or"):
                # "a bed and a nightstand on each side": beside the thing named before it
                _pronoun_target(reading, sentence, "beside", False)
                prefix = _Prefix()
            continue
        other = _match(tokens, i, _OTHER_SIDE)
        if other is not None and i == reading.run_end and (
                i + other[0] >= n or tokens[i + other[0]] != "of"):
            _other_side(reading, sentence)  # "a rack at one end of the sofa and a lamp at
            prefix = _Prefix()  # the other": by the sofa too
            i += other[0]
            continue
        occasion = _occasion(tokens, i)
        if occasion:  # "a dining room prepared for a holiday dinner": an occasion, no thing
            i += occasion
            continue
        seats = _seats_for(tokens, i) if i == reading.run_end else 0
        if seats:  # "a table for two sits ...": what it seats
            i += seats
            continue
        party = _bare_party(tokens, i)
        if party is not None:  # "the table is set for four, with ...": four diners
            reading.party = party[1]
            i += party[0]
            if i < n and tokens[i] == ":" and sentence.seen:  # "set for four: four plates,
                # four glasses ...": what it is set with, as after "with"
                sentence.with_outer = (sentence.holder, sentence.holder_by_with)
                sentence.holder, sentence.holder_by_with = sentence.seen[0], True
                prefix = _Prefix(relation="with")
                i += 1
            continue
        total = _match(tokens, i, _TOTAL_WORDS)
        if total is not None and i + total[0] < n and (  # "in all four corners": a place
                tokens[i + total[0]] in DEFINITE or _number(tokens, i + total[0])):
            total = None
        if total is not None and i == reading.run_end:  # "..., at least 15 books in total"
            _totalled(reading, sentence)
            prefix = _Prefix()
            i += total[0]
            continue
        rel = _match(tokens, i, _PHRASE_WORDS)
        if tok == "opposite" and i + 1 < n and tokens[i + 1] in ROOM_PARTS:
            i += 1  # "along the opposite wall": which wall, not a relation
            continue
        if rel is not None and rel[1] == "formation":
            i += rel[0]  # (the relation that follows places the group)
            continue
        if rel is not None and rel[1] == "side_by_side":
            _each_other(reading, sentence, "next_to")  # "two beds side by side"
            prefix = _Prefix()
            i += rel[0]
            continue
        if rel is not None and not (rel[1] == "facing" and prefix.stated()):
            if rel[1] in HOLDING:  # "a shelf holds plates", "a desk with a lamp"
                sentence.with_outer = (sentence.holder, sentence.holder_by_with)
                sentence.holder = _table_set(reading, sentence, tokens, i) \
                    if rel[1] == "with" else None
                if sentence.holder is None:
                    sentence.holder = _holder_before(reading, sentence, i, rel[1] == "with",
                                                     tok.endswith("ing"))
                # "with", and "filled with", "full of": the holder's own words, which the
                # sentence's verb may follow ("a bookshelf filled with books stands ...")
                sentence.holder_by_with = rel[1] == "with" or (
                    rel[0] > 1 and tokens[i + rel[0] - 1] in ("with", "of", "in"))
                sentence.held_by_participle = tok.endswith("ing")
                if rel[1] == "with" and sentence.holder is not None:
                    sentence.with_list = (sentence.holder, len(reading.phrases))
                sentence.holder_alt = _other_holder(reading, sentence) \
                    if rel[1] == "with" else None  # "holding", "contains" say which
            prefix = _Prefix(relation=rel[1])
            i += rel[0]
            continue
        if tok in VERBS and i == reading.run_end and reading.phrases \
                and reading.phrases[-1].held_by is not None \
                and _placed_by_participle(reading, tokens, i):
            # "with a reading table placed in the center": the table stands there on its own
            reading.phrases[-1] = replace(reading.phrases[-1], held_by=None)
            reading.run_end = i + 1
            prefix = _Prefix()
            i += 1
            continue
        if (tok in VERBS or tok in BE) and tok not in HOLDING_VERBS and i == reading.run_end and \
                reading.phrases and reading.phrases[-1].held_by is not None \
                and not (tok in VERBS and tok.endswith("ing") and i + 1 < n
                         and tokens[i + 1] in PARTICIPLE_LINKS):  # "a cup sitting on a
            # saucer" in a list on a table: a participle, still of the list (but "a long
            # hanging rail": a word of the next phrase)
            if sentence.of_holder is not None and sentence.holder == sentence.of_holder \
                    and reading.phrases[-1].index == sentence.of_holder:
                # "a tray with a cup of coffee sits on the bed": the cup held nothing we
                # make, so the tray is what sits
                sentence.holder, sentence.holder_by_with = sentence.of_outer
            if (sentence.holder_by_with or sentence.held_by_participle) \
                    and sentence.holder is not None:
                # "a cutting board with a knife on top sits on the table", "a hutch
                # displaying six plates stands by the wall": the board sits, the hutch stands
                sentence.seen.append(sentence.holder)
            elif sentence.which_holds and not any(t in VERBS or t in BE for t in
                                                  tokens[sentence.which_at:i]):
                pass  # "a console table on which a lamp and a tray sit": the list's verb
            else:  # "..., and a rocking horse sits in a corner": a new clause's subject
                reading.phrases[-1] = replace(reading.phrases[-1], held_by=None)
            sentence.holder = None
        holder = _holder_before(reading, sentence, i, participle=tok.endswith("ing")) \
            if tok in HOLDING_VERBS and i == reading.run_end else None
        if holder is not None:
            if reading.phrases[holder].held_by is not None:  # "a basket holds towels, and a
                # tray on the vanity has soap": the tray begins a clause, in no basket
                reading.phrases[holder] = replace(reading.phrases[holder], held_by=None)
            sentence.holder = holder  # "the tray has a plate, a cup and a bowl"
            sentence.held_by_participle = tok.endswith("ing")
            # the verb's list, not the room's "with" list before it: "a kitchen with a bar
            # counter featuring a coffee machine, a toaster and a kettle" holds all three
            sentence.holder_by_with = False
            prefix = _Prefix(relation="holds")
            i += 1
            continue
        if tok in ("line", "lines") and i == reading.run_end and reading.phrases:
            prefix = _Prefix(relation="against")  # "framed photos line the walls"
            i += 1
            continue
        if tok == "all" and prefix.relation is not None and i + 1 < n \
                and (tokens[i + 1] in DEFINITE or _number(tokens, i + 1)):
            prefix.distributive = True  # "in all four corners", "on all the tables"
            i += 1
            continue
        if tok == "and" and i == reading.run_end and reading.phrases \
                and reading.phrases[-1].relation == "between" \
                and (reading.phrases[-1].anchor is not None  # or "Between the couch and
                     or sentence.leads == reading.phrases[-1].index) \
                and reading.phrases[-1].also is None:  # the TV sits a table"
            sentence.between = reading.phrases[-1].index  # "between the fridge and the sink"
            i += 1
            continue
        spread = _spread_under(reading, tokens, i)
        if spread is not None:  # "a rug under the coffee table and (the) sofa": under both
            sentence.spread_under = spread
            prefix = _Prefix(relation="under", definite=True)
            i += 2 if tokens[i + 1] == "the" else 1
            continue
        if tok in NEGATIONS or (tok == "not" and i + 1 < n and tokens[i + 1] in ("a", "any")):
            prefix.negated = True
            i += 1
            continue
        if tok == "either" and lookup(tokens, i + 1, n) is not None:
            tok = "each"  # "a lamp on either nightstand" (but "either a sofa or a chair")
        if tok in DISTRIBUTIVE:
            following = tokens[i + 1] if i + 1 < n else ""
            if following == "of" and i + 2 < n:  # "each of the two nightstands holds a
                i += 3 if tokens[i + 2] in DEFINITE else 2  # lamp": as "each nightstand"
                prefix.distributive = prefix.definite = True
                continue
            if following == "one" and i + 2 < n and (tokens[i + 2] in HOLDING_VERBS
                                                     or tokens[i + 2] in RELATION_PHRASES):
                i += 1  # "three tables, and each one has two chairs": as "each has"
                following = tokens[i + 1]
            if prefix.relation in REFERRING_RELATIONS and i == reading.run_end + 1 and (
                    not following or following in PUNCTUATION or following in CONJUNCTIONS):
                _distribute_back(reading, sentence)  # "two nightstands with a lamp on each",
                # "two tables with three stools around each"
                if reading.phrases and reading.phrases[-1].held_by is None:
                    # "two nightstands and a lamp on each": on them, as "on each of them"
                    _pronoun_target(reading, sentence, prefix.relation, True)
                prefix = _Prefix()
                i += 1
                continue
            if i == reading.run_end and following not in HOLDING_VERBS and following != "with":
                # "two tables with two stools each" (but "two tables each have two chairs")
                _distribute_back(reading, sentence)
            elif _match(tokens, i + 1, _PHRASE_WORDS) is not None \
                    or following in CONJUNCTIONS or following in HOLDING_VERBS \
                    or (following in SETTING_VERBS and tokens[i + 2:i + 3] == ["with"]):
                # "six desks, each with a monitor", "three cake stands, each topped with a
                # cake": what follows is per desk, on a desk
                # ("four tables; each has two chairs": the tables of the sentence before)
                last = sentence.last_new(reading) or next(
                    (p for p in reversed(reading.phrases) if p.count >= 2
                     and not (p.refers_back or p.negated or p.umbrella)
                     and p.held_by is None), None)
                sentence.anchor = last.count if last is not None else None
                sentence.after_comma = False
                sentence.anchor_outer = (sentence.holder, sentence.holder_by_with)
                sentence.holder = last.index if last is not None else None
                if following in HOLDING_VERBS:
                    prefix = _Prefix(relation="holds")
                    i += 1
            else:
                prefix.distributive = prefix.definite = True
            i += 1
            continue
        if tok in DEFINITE:
            prefix.definite = True
            if tok == "the" and i + 1 < n and tokens[i + 1] == "other":
                i += 1
            i += 1
            continue
        if tok == "another" or (tok == "one" and i + 1 < n and tokens[i + 1] == "more") or (
                tok in ANOTHER_WORDS and prefix.count == 1 and not prefix.definite):
            prefix.another = True  # (and "a separate desk", "a second fridge")
            prefix.count = 1
            i += 2 if tok == "one" else 1
            continue
        number = _number(tokens, i) if lookup(tokens, i, n) is None else None
        if number is not None and not (i + number[0] < n and
                                       tokens[i + number[0]] in ("of", "percent")):
            prefix.count = number[1] if prefix.bound != "more" else number[1] + 1
            i += number[0]
            continue
        if tok in EXACT_WORDS and lookup(tokens, i, n) is None:  # "single bed" is a name
            prefix.count = EXACT_WORDS[tok] if prefix.count is None else prefix.count
            i += 1
            continue
        if tok == "dozen":
            prefix.count = (prefix.count or 1) * 12
            i += 1
            continue
        if tok in VAGUE_COUNTS and tok not in COLLECTIVES:
            prefix.count, prefix.vague = VAGUE_COUNTS[tok], True
            i += 1
            continue
        if tok in COLLECTIVES and i + 1 < n and tokens[i + 1] == "of" \
                and lookup(tokens, i, n) is None:  # "a pair of chopsticks" is one name
            prefix.collective = COLLECTIVES[tok]
            prefix.stacked = tok in STACKS
            following = _number(tokens, i + 2) if i + 2 < n else None
            if prefix.collective is None and prefix.count is not None and following \
                    and lookup(tokens, i + 2, n) is None:
                # "three rows of four desks": twelve desks
                prefix.count, prefix.collective = prefix.count * following[1], False
                i += 2 + following[0]
                continue
            i += 2
            continue
        if (tok == "of" or (tok == "for" and _names_a_thing(tokens, i + 1))) \
                and i == reading.run_end and reading.phrases \
                and _vessel(reading.phrases[-1]) and i + 1 < n and tokens[i + 1] not in DEFINITE:
            # (and "a bowl for keys", "a basket for toys": what it is for, it holds)
            # "a bowl of lemons": the bowl holds the lemons
            sentence.of_outer = (sentence.holder, sentence.holder_by_with)
            sentence.holder, sentence.holder_by_with = reading.phrases[-1].index, True
            sentence.of_holder, sentence.of_start = sentence.holder, reading.run_end
            prefix = _Prefix(relation="contains")
            i += 1
            continue
        if tok in FILLERS:
            i += 1
            continue
        # a run of content words: the noun phrase's body
        start = i
        while i < n:
            if i > start and tokens[i] in HOLDING_VERBS and tokens[i].endswith("s") \
                    and _names_to(tokens, start, i):
                break  # "a display table showcases titles": a verb, not more showcases
            known = lookup(tokens, i, n)  # a name's words never end it ("coat stand")
            if known is not None and known[1].plural and prefix.count == 1 \
                    and tokens[i + known[0] - 1] in VERB_FORMS and known[0] > 1:
                # "a bamboo plant stands in the corner": one plant that stands, not "plant
                # stands"
                known = lookup(tokens, i, i + known[0] - 1)
            if known is not None:
                i += known[0]
            elif i > start and _match(tokens, i, _PHRASE_WORDS) is not None:
                break  # "a wardrobe across from the bed": a relation of two words ends it
            elif _is_boundary(tokens[i], i == start, prefix.stated() or prefix.definite,
                              tokens[i + 1] if i + 1 < n else None,
                              tokens[i - 1] if i > start else None):
                break
            else:
                i += 1
        if i == start and tok in ("and", "or") and sentence.anchor:
            sentence.anchor_listed = True
        if i == start and tok == "and" and reading.run_end == i and prefix.relation is None:
            sentence.joined = len(reading.phrases)
        if i == start:  # a boundary word not handled above ("is", "and"): skip it
            i += 1
            prefix = _Prefix(relation=prefix.relation) if tok in ("and", "or") else _Prefix()
            continue
        if sentence.after_comma:
            sentence.comma_led.add(len(reading.phrases))
        if sentence.joined == len(reading.phrases):
            sentence.and_joined.add(len(reading.phrases))
        _take_run(reading, sentence, prefix, tokens[start:i], sentence_no)
        last = len(reading.phrases) - 1
        if sentence.spread_under is not None:
            if reading.phrases[-1].relation == "under":
                reading.phrases[-1] = replace(reading.phrases[-1], anchor=sentence.spread_under)
            sentence.spread_under = None
        if sentence.joined == last and sentence.seen == [last - 1, last]:
            sentence.pair = (last - 1, last)
        sentence.joined = None
        reading.run_end = i
        prefix = _Prefix()
    reading.phrases = _corner_kinds(stood_on_hosts(_carriers_held(_general_totals(
        reading.phrases))))
    return reading


def _corner_kinds(phrases: list[NounPhrase]) -> list[NounPhrase]:
    """A thing named a corner one ("a corner desk", "a corner cabinet") stands in a corner,
    unless the prompt places it otherwise."""
    placed = {p.anchor for p in phrases if p.anchor is not None and p.relation in (
        "on", "inside")}  # (what stands on another is placed)
    return [replace(p, landmark="corner", landmark_relation="inside")
            if "corner" in p.modifiers and p.landmark is None and p.relation in (None, "with")
            and p.held_by is None and not p.refers_back and not p.negated
            and p.index not in placed else p for p in phrases]


def _carriers_held(phrases: list[NounPhrase]) -> list[NounPhrase]:
    """A listed thing's own carrier goes where the list goes: "on the side table are a lamp
    and a teacup resting on a saucer" puts the saucer on the side table, the cup on it."""
    out = list(phrases)
    for k, carrier in enumerate(phrases):
        if carrier.relation != "on" or carrier.anchor is None or carrier.held_by is not None \
                or carrier.anchor >= k or _furniture(carrier.family):
            continue
        held_by = phrases[carrier.anchor].held_by
        if held_by is not None and held_by != k:
            out[k] = replace(carrier, held_by=held_by)
    return out


def _stores(holder: NounPhrase, family: str | None) -> bool:
    """Whether the holder is storage (shelves, an open container) for small things of that
    family."""
    kept, store = GENERATORS.get(family or ""), GENERATORS.get(holder.family or "")
    return kept is not None and store is not None and kept.placement == "surface" \
        and (bool(store.shelves) or store.interior is not None)


def _general_totals(phrases: list[NounPhrase]) -> list[NounPhrase]:
    """ "a bowl with apples and oranges. The bowl contains at least 6 fruits": a word for a
    kind of thing, put in a holder that the prompt already filled with things, counts those
    things too; it adds only what they fall short of (none here beyond the 4 they are)."""
    out = list(phrases)
    for phrase in phrases:
        holder = out[phrase.held_by] if phrase.held_by is not None else None
        if holder is not None and holder.family == phrase.family and not phrase.refers_back \
                and not phrase.negated and not holder.negated:
            if holder.noun.split()[-1] == phrase.noun.split()[-1]:  # "a pile of lego
                # blocks containing at least 5 blocks": the pile's own count (but "a test
                # tube rack with six test tubes" is one rack, its tubes its own)
                out[holder.index] = replace(holder, count=max(holder.count, phrase.count),
                                            at_least=phrase.at_least, stated=True)
            out[phrase.index] = replace(phrase, refers_back=True, held_by=None)
            continue
        # (the head of "a bowl of fruit" is the bowl, no word for the things listed before)
        head = phrase.text.split(" of ")[0].split()[-1] if phrase.text else ""
        if phrase.held_by is None or phrase.refers_back or phrase.negated \
                or head not in UMBRELLA_WORDS or phrase.modifiers:  # ("four tapas dishes":
            continue  # a kind of dish, not a word for those listed)
        holder = phrases[phrase.held_by].noun
        earlier = sum(p.count for p in out[:phrase.index]  # (said before: "some fruit" in
                      if p.held_by is not None and phrases[p.held_by].noun == holder  # the
                      and not p.refers_back and not p.negated  # list is fruit of its own)
                      and p.sentence < phrase.sentence)
        if not earlier:
            continue
        if earlier >= phrase.count:
            out[phrase.index] = replace(phrase, refers_back=True, umbrella=True)
        else:
            out[phrase.index] = replace(phrase, count=phrase.count - earlier)
    return out


def _holds(tok: str) -> bool:
    return tok in HOLDING_VERBS or RELATION_PHRASES.get(tok) in ("holds", "contains")


def _table_set(reading: Reading, sentence: _Sentence, tokens: list[str], i: int
               ) -> int | None:
    """What "set with" (laid, covered, topped with) dresses: the sentence's subject ("the
    table in the middle is surrounded by chairs and set with plates"), or, in a sentence
    that opens with "it", the first thing of the sentence before ("It is set with ..."); and
    what a "with" after a comma goes on dressing, where the list before was its own."""
    if i > 0 and tokens[i - 1] == "," and sentence.holder is not None and reading.phrases \
            and reading.phrases[-1].held_by == sentence.holder:
        return sentence.holder  # "set with plates and forks, with a turkey in the centre"
    if i == 0 or tokens[i - 1] not in SETTING_VERBS or reading.run_end == i:
        return None  # (but "a tea set with a teapot": the set's own "with")
    if sentence.seen:
        return sentence.seen[0]
    opened = next((k for k in range(i - 1, -1, -1) if tokens[k] in SENTENCE_ENDS), -1)
    if tokens[opened + 1] not in OBJECT_PRONOUNS or not reading.phrases:
        return None
    now = reading.phrases[-1].sentence
    return next((p.index for p in reading.phrases if p.sentence == now and not p.negated),
                None)


def _holder_before(reading: Reading, sentence: _Sentence, i: int, by_with: bool = False,
                   participle: bool = False) -> int | None:
    """The phrase a holding word at tokens[i] belongs to: the thing whose part was just
    named ("the first level holds"), else the sentence's last phrase, or what that phrase
    only places ("a vase on the table holding roses": the vase); but a participle right
    after a new thing is that thing's ("a sofa faces a console holding a TV": the
    console)."""
    if sentence.part_holder is not None and i == reading.run_end:
        return sentence.part_holder
    if not sentence.seen:
        return None
    last = reading.phrases[sentence.seen[-1]]
    between = next((p for p in reading.phrases if p.also == last.index and p.anchor is not None
                    and p.relation == "between"), None)
    if between is not None and between.anchor is not None:  # "a coffee table between the
        return between.anchor  # sofa and the TV stand holds two remotes": the coffee table
    if participle and not last.definite and last.relation in FACED_RELATIONS \
            and last.text not in ANY_STAND_IN:
        return last.index
    if last.relation in PASSIVE_RELATIONS and last.anchor is not None \
            and sentence.joined == len(reading.phrases):
        return last.anchor  # "a table surrounded by four chairs and topped with a bowl" (but
        # "beds separated by a nightstand, which holds a lamp": the nightstand)
    if (by_with or participle) and sentence.after_comma and last.refers_back \
            and last.anchor is not None \
            and last.relation in ("under", "above", "near", "next_to", "beside", "behind") \
            and last.text not in ANY_STAND_IN:
        return last.anchor  # "a tub beneath a chandelier, with a side table to its left": a
        # comma's "with" (or "carrying ...") goes on about the tub
    if last.refers_back and last.anchor is not None and last.relation is not None \
            and not _new_landmark(last) and (last.relation not in FACED_RELATIONS
                                              or last.family in LANDMARK_FAMILIES
                                              or not by_with):  # "a TV stand across from
        # the sofa holds a TV": the stand
        return last.anchor  # "a utensil holder on the counter holding forks": the holder;
        # "a desk across from the door, with two chairs": the desk; but "a crib beneath a
    return sentence.seen[-1]  # shelf holding teddy bears": the shelf


def _new_landmark(phrase: NounPhrase) -> bool:
    """Whether a phrase names a new thing the sentence's thing stands by, under or round ("a
    crib beneath a shelf", "two chairs around a small table"), which holds what follows; not
    "a console beneath it", "a vase on the table"."""
    return phrase.relation in ("under", "around", "next_to", "beside", "near", "behind") \
        and not phrase.definite and phrase.text not in ANY_STAND_IN


def _some_of_them(tokens: list[str], i: int, reading: Reading, sentence: _Sentence
                  ) -> tuple[int, int, int] | None:
    """ "two of which have", "each of them holds", "one of which has": (the group's phrase,
    how many of it hold what follows, the words read, the holding verb included)."""
    if tokens[i] in ("each", "all", "both"):
        size: int | None = None
        k = 1
    else:
        number = _number(tokens, i)
        if number is None:
            return None
        k, size = number
    if tuple(tokens[i + k:i + k + 2]) not in _OF_THEM \
            or i + k + 2 >= len(tokens) or not _holds(tokens[i + k + 2]):
        return None
    group = _group(reading, sentence)
    if group is None:
        return None
    whole = reading.phrases[group].count
    return group, min(size if size is not None else whole, whole), k + 3


def _some_of_them_placed(tokens: list[str], i: int, reading: Reading, sentence: _Sentence
                         ) -> tuple[int, int, int] | None:
    """ "one of which stands on a platform", "two of them are by the window": (the group's
    phrase, how many of it the relation that follows places, the words read, up to the verb)."""
    number = _number(tokens, i)
    if number is None:
        return None
    k, size = number
    if tuple(tokens[i + k:i + k + 2]) not in _OF_THEM or i + k + 2 >= len(tokens):
        return None
    verb = tokens[i + k + 2]
    if _holds(verb) or not (verb in VERBS or verb in BE):
        return None
    group = _group(reading, sentence)
    if group is None or reading.phrases[group].count <= size:
        return None
    return group, size, k + 2


def _one_placed(tokens: list[str], i: int, reading: Reading, sentence: _Sentence
                ) -> tuple[int, int, int] | None:
    """ "two lamps, one next to the sofa and the other by the bed": (the group's phrase, 1,
    the words read up to the relation) for one of a group named before, placed on its own."""
    if i == 0 or tokens[i - 1] not in (",", "and", ":", ";"):
        return None
    pronoun = _match(tokens, i, _PRONOUNS)
    if pronoun is None or tokens[i:i + 3] == ["one", "of", "them"]:
        return None
    k = i + pronoun[0]
    if k < len(tokens) and (tokens[k] in BE or tokens[k] in PLACING_VERBS):
        k += 1  # "the other stands by the bed"
    rel = _match(tokens, k, _PHRASE_WORDS)
    if rel is None or rel[1] not in REFERRING_RELATIONS \
            or tuple(tokens[k + 1:k + 3]) in _EACH_SIDE:  # (", one on each side": all of them)
        return None
    group = _group(reading, sentence)
    if group is None or reading.phrases[group].count < 2:
        return None
    return group, 1, k - i


def _group(reading: Reading, sentence: _Sentence) -> int | None:
    """The group a pronoun picks one of ("two tables, one holding ..."): the sentence's last
    new phrase of two or more, else its last new phrase."""
    free = [k for k in sentence.new if reading.phrases[k].held_by is None]
    for index in reversed(free):
        if reading.phrases[index].count >= 2:
            return index
    if free:
        return free[-1]
    # failing that, the sentences before ("two nightstands; one has a lamp and the other ...")
    return next((p.index for p in reversed(reading.phrases) if p.count >= 2
                 and p.held_by is None and not (p.refers_back or p.negated or p.umbrella)),
                None)


def _top_for_things(phrase: NounPhrase) -> bool:
    """Whether a thing of this kind has a top or shelves things are put on, and is no seat."""
    kind = (phrase.family or "").removeprefix("@")
    return kind in GENERATORS and not kind.endswith(SEAT_KINDS) and (
        GENERATORS[kind].surface_frac is not None or bool(GENERATORS[kind].shelves))


def _is_seat(family: str | None) -> bool:
    """Whether things of this family are sat on (chairs, stools, benches): several of them go
    along one side of a table."""
    return family is not None and family.endswith(("chair", "stool", "bench", "seat"))


def _standing(reading: Reading) -> int | None:
    """The last phrase that stands on its own (not held by or tied to another): what a part
    word ("the second level") is a part of."""
    for phrase in reversed(reading.phrases):
        if phrase.held_by is None and phrase.anchor is None and not phrase.negated:
            return phrase.index
    return None


def _umbrella_link(tokens: list[str], i: int, reading: Reading) -> int:
    """Tokens of a link after a word for a kind of thing ("utensils including", "dishes
    with", "tools such as"), 0 if there is none here."""
    if i != reading.run_end or not reading.phrases:
        return 0
    found = _match(tokens, i, _UMBRELLA_LINKS)
    if found is None:
        return 0
    head = reading.phrases[-1].text.split()[-1]
    general = found[0] > 1 or tokens[i] in ("including", "namely")
    if head in UMBRELLA_WORDS or (general and singular(head) is not None):
        return found[0]
    return 0


# parts a thing of that kind is built with, never a thing of their own beside it
BUILT_IN_PARTS = {"bed": frozenset({"headboard", "footboard"})}


def _names_holders_part(reading: Reading, sentence: _Sentence, head: str) -> bool:
    """Whether the phrase names a part the sentence's holder is built with ("a bed with a
    tufted headboard")."""
    if sentence.holder is None:
        return False
    kind = (reading.phrases[sentence.holder].family or "").split("_")
    part = singular(head) or head
    return any(part in parts for word, parts in BUILT_IN_PARTS.items() if word in kind)


def _shelves_of(reading: Reading, head: str) -> NounPhrase | None:
    """The furniture a definite "shelf" or "shelves" is part of: the last thing named with
    shelves of its own (a bookshelf, a shelving unit), unless a shelf was named itself."""
    if (singular(head) or head) != "shelf" or any(
            (singular(p.noun.split()[-1]) or p.noun.split()[-1]) == "shelf"
            for p in reading.phrases):
        return None
    return next((p for p in reversed(reading.phrases) if not p.negated and p.family is not None
                 and p.family in GENERATORS and GENERATORS[p.family].shelves), None)


def _same_head(reading: Reading, head: str) -> NounPhrase | None:
    """The last phrase whose noun ends in `head` ("the holder" of "a utensil holder"), else
    in a word ending in it that names that kind ("the chair" of "an armchair"), else in a
    word before it that names that kind too ("the vanity" of "a vanity desk", but not "the
    TV" of "a TV stand")."""
    for phrase in reversed(reading.phrases):
        if phrase.noun.split()[-1] == head and not phrase.negated:
            return phrase
    for named_by in (lambda words: words[-1].endswith(head), lambda words: head in words):
        for phrase in reversed(reading.phrases):
            if named_by(phrase.noun.split()) and not phrase.negated \
                    and head in heads_of(phrase.family or ""):
                return phrase
    return None


def _pronoun_target(reading: Reading, sentence: _Sentence, relation: str, plural: bool
                    ) -> None:
    """ "a table and four chairs around it": "it" is the thing named before the chairs, read
    as a phrase that refers back to it (as "around the table" would be); the nearest one of
    the pronoun's number ("a sofa, two lamps and a shelf behind it": the sofa), or what that
    one was placed by."""
    last = sentence.last_new(reading)
    final = reading.phrases[-1] if reading.phrases else None
    if final is not None and final is not last and final.index in sentence.seen \
            and final.refers_back and final.anchor is None and (
                final.relation is None or (final.relation == "with" and final.definite
                                           and final.held_by is not None)) \
            and not final.negated and final.text not in STAND_IN_TEXTS:
        last = final  # "Next to the bed is the desk, and the chair is tucked beneath it";
        # "the sofa, with the coffee table in front of it"
    carried = final is not None and last is not None and final.anchor == last.index \
        and final.relation in ("on", "inside")  # "a guitar on a stand next to it"
    if last is None or (last is not reading.phrases[-1] and not carried):
        return
    if relation in ("on", "inside") and (_list_on_holder(reading, sentence, last, plural)
                                         or _list_on_the_one_before(reading, sentence, last)):
        return
    subject = final if carried and final is not None else _placed_one(reading, last, relation)
    moved = subject is not last  # "a basket full of blankets beside it": the basket, which
    if moved and subject.held_by is not None:  # stands on its own, beside a thing that does
        reading.phrases[subject.index] = subject = replace(subject, held_by=None)
    # what the sentence named, or named again as a subject ("The teacher's desk stands in
    # front of the board, and a globe is placed on it": the desk)
    named = [k for k in sentence.seen if k in sentence.new or (
        reading.phrases[k].refers_back and reading.phrases[k].relation is None
        and not reading.phrases[k].negated and not reading.phrases[k].umbrella
        and reading.phrases[k].text not in STAND_IN_TEXTS)]
    earlier = [reading.phrases[k] for k in reversed(named) if k < subject.index
               and not (moved and reading.phrases[k].held_by is not None)
               and not (carried and k == last.index)]  # (not the guitar on the stand)
    # "A table; four chairs stand around it": failing this sentence, the sentences before
    before = [p for p in reversed(reading.phrases[:subject.index]) if p.sentence < subject.sentence
              and not (p.refers_back or p.negated or p.umbrella or p.held_by is not None)
              and p.noun != subject.noun]  # ("A desk and a chair. The chair ... by it")
    if moved and last.held_by == subject.index and not plural and (
            not earlier or (relation in ("on", "inside") and last.relation == "holds")):
        # "A squat rack has five plates next to it": "it" is the rack, the sentence's own
        # subject, by which the plates stand; and "..., and a shelf has balls stored within
        # it" is the shelf, whatever the sentence named before (but in "a bowl of lemons on
        # its top" the lemons fill the bowl, which stands on "it")
        earlier, before, subject = [subject], [], last
    if relation == "between" and plural:  # "a sofa facing a TV stand, a TV on the stand,
        # a coffee table between them": between what stands on the floor, what a thing was
        # placed by among them
        named_here = sorted((reading.phrases[k] for k in reversed(sentence.seen)
                             if k < subject.index
                             and (k in named or _first_named(reading, reading.phrases[k]))),
                            key=lambda p: p.index not in named)  # (the subjects first)
        grounded = [p for p in named_here if not _placed_on(reading, p)]
        earlier = grounded if len(grounded) >= 2 else earlier
    target = next((p for p in earlier if (p.count >= 2) == plural),
                  next((p for p in before if (p.count >= 2) == plural),
                       earlier[0] if earlier else None))
    if target is None and subject.held_by is not None:  # "the bed, with a nightstand on
        target = reading.phrases[subject.held_by]  # its left": the bed
    if target is None:
        return
    placed_by = next((p for p in reading.phrases if p.anchor == target.index and p.refers_back
                      and not (relation == "around" and hung_above_floor(p.family))  # ("a table
                      # beneath a chandelier; eight chairs around it": the table)
                      and p.relation in REFERRING_RELATIONS and p.noun != target.noun
                      and p.family not in LANDMARK_FAMILIES
                      and (p.count >= 2) == plural
                      and not _first_named_by(reading, p, relation)), None)
    if subject.held_by is not None and subject.held_by != subject.index and not (
            relation not in ("on", "inside") and target.index > subject.held_by
            and target.held_by is None and not target.refers_back
            and not _placed_on(reading, target)):
        # "a TV stand with a TV on it": the stand; "the teacher's desk faces the rows, with a
        # laptop on it": the desk (but "seats, with a vending machine placed near the door
        # and a water dispenser beside it": the machine, listed and placed on its own)
        target = _placed_by_landmark(reading, reading.phrases[subject.held_by])
    elif placed_by is not None and not target.refers_back and not (
            relation in ("on", "inside") and _stood_on_by(target, subject)
            and not _stood_on_by(placed_by, subject)):
        # "a desk, a plant to the left of the desk, and a painting above it": the desk; but
        # "a nightstand by the bed with a lamp on it": what "with" just named, the nightstand,
        # and "a side table next to the sofa, a lamp on it": what a lamp stands on
        target = placed_by
    if subject.held_by is not None:  # "... the bed with a lamp on it": on it, not on the bed
        reading.phrases[-1] = subject = replace(subject, held_by=None)
    # "a sofa in front of the TV and a table between them": between the sofa and the TV
    # (or a thing the sentence named again: "a sofa faces the fireplace and a rug lies
    # between them")
    pair = [p for p in earlier if p.noun != target.noun] or [
        reading.phrases[k] for k in reversed(sentence.seen) if k < subject.index
        and reading.phrases[k].noun not in (target.noun, subject.noun)]
    also = pair[0].index if relation == "between" and plural and target.count < 2 and pair \
        else None
    phrase = replace(_stand_in(reading, target, relation, subject.index), also=also)
    _append(reading, phrase)
    sentence.seen.append(phrase.index)


def _stand_in(reading: Reading, thing: NounPhrase, relation: str | None, anchor: int | None,
              text: str = "it", landmark: str | None = None,
              landmark_relation: str | None = None) -> NounPhrase:
    """The phrase the grammar writes where a pronoun ("it", "which", "each other") stands for
    a thing named before: that thing again, next in the reading, counting nothing, related
    by `relation` to the phrase at `anchor` (or by the room part `landmark`)."""
    return replace(thing, text=text, relation=relation, anchor=anchor,
                   index=len(reading.phrases), refers_back=True, stated=False, held_by=None,
                   landmark=landmark, landmark_relation=landmark_relation)


def _placed_on(reading: Reading, phrase: NounPhrase) -> bool:
    """Whether the reading puts the phrase's thing on or in another ("a TV on the stand")."""
    return any(q.anchor == phrase.index and q.relation in ("on", "inside")
               for q in reading.phrases)


def _first_named(reading: Reading, phrase: NounPhrase) -> bool:
    """Whether a relation's object names its thing for the first time ("facing a TV stand")."""
    return phrase.refers_back and phrase.anchor is not None and not phrase.negated \
        and phrase.text not in ANY_STAND_IN \
        and not any(p.noun == phrase.noun and p.index < phrase.index for p in reading.phrases)


def _first_named_by(reading: Reading, place: NounPhrase, relation: str) -> bool:
    """ "An armchair sits near the fireplace, a side table beside it": a thing first named as
    where another stands is not what a pronoun of a thing standing by means (the clause's
    subject is); a thing on "it" still goes on it, and a side set against the other keeps
    the place ("a rack to the left of the sink and a dispenser to the right of it")."""
    return relation in BESIDE_RELATIONS and place.relation in BESIDE_RELATIONS \
        and {relation, place.relation} not in CONTRASTED_SIDES and _first_named(reading, place)


def _spread_under(reading: Reading, tokens: list[str], i: int) -> int | None:
    """At an "and" right after "a rug under the coffee table": the rug's index when what
    follows is another definite thing it lies under ("and the sofa", "and sofa"), else
    None ("... and a sofa" is a new thing of its own)."""
    if tokens[i] != "and" or i != reading.run_end or not reading.phrases or i + 1 >= len(tokens):
        return None
    last = reading.phrases[-1]
    if last.relation != "under" or last.anchor is None or not last.definite \
            or not _covers_floor(reading.phrases[last.anchor].family):
        return None
    k = i + 2 if tokens[i + 1] == "the" else i + 1
    found = lookup(tokens, k, len(tokens)) if k < len(tokens) else None
    return last.anchor if found is not None and (k > i + 1 or not found[1].plural) else None


def _flanked_side(reading: Reading, sentence: _Sentence
                  ) -> tuple[NounPhrase, NounPhrase] | None:
    """(the flanked thing, the thing on its side) for a side said right after one of the
    things a thing is "flanked by" ("flanked by a nightstand on the left and a dresser on
    the right"), else None."""
    if not reading.phrases:
        return None
    last = reading.phrases[-1]
    if last.relation == "flanked_by" and last.anchor is not None:
        return reading.phrases[last.anchor], last
    if sentence.flanked is not None and last.index in sentence.and_joined \
            and last.anchor is None and last.relation is None and not last.negated:
        return reading.phrases[sentence.flanked], last
    return None


def _fronted_pronoun(tokens: list[str], i: int) -> bool:
    """Whether the pronoun at tokens[i] ends a relation that opens a clause and places the
    thing named after it ("Next to it is a nightstand", "and on top of it sits a lamp")."""
    start = next((k for k in range(max(0, i - 5), i)
                  if (found := _match(tokens, k, _PHRASE_WORDS)) is not None
                  and k + found[0] == i), None)
    if start is None:
        return False
    before = tokens[start - 1] if start > 0 else "."
    following = tokens[i + 1] if i + 1 < len(tokens) else ""
    if following == ",":  # "Beside it, a lamp", "and, beside it, a lamp", but not "...,
        # facing them, with a laptop"
        return before in SENTENCE_ENDS or before == "and" or (
            before == "," and start > 1 and tokens[start - 2] == "and")
    if following in ("a", "an") or (following and _number(tokens, i + 1)):  # "and in front of
        return before in SENTENCE_ENDS or before == "and"  # it a coffee table carries ..."
    return (before in SENTENCE_ENDS or before in (",", ":", "and")) and (
        following in BE or following in PLACING_VERBS or following == "there"
        or (following in VERBS and not following.endswith("ing")))


def _lead_by_pronoun(reading: Reading, sentence: _Sentence, relation: str, plural: bool
                     ) -> bool:
    """A clause opened by a relation to a pronoun: "it" is the last thing named as a subject
    (not one named only as what another stands by or on), and what the clause names next is
    placed by it, as after "next to which" (or on it, as after "on which")."""
    subjects = [p for p in reversed(reading.phrases) if p.held_by is None and not p.negated
                and not p.umbrella and (p.relation is None or p.anchor is None)
                and p.text not in STAND_IN_TEXTS]
    antecedent = next((p for p in subjects if (p.count >= 2) == plural),
                      subjects[0] if subjects else None)
    contrast = next((p for p in reading.phrases[-1:-4:-1]  # (the clause just before)
                     if (p.fronted or (p.refers_back and p.anchor is not None))
                     and {relation, p.relation} in CONTRASTED_SIDES), None)
    if contrast is not None:  # "On its left stands a nightstand, and on its right, a
        antecedent = contrast  # dresser", "to the right of the bed is a nightstand, and to
        # the left is a dresser": the other side of the same bed
    if antecedent is None:
        return False
    if relation in ("on", "inside"):
        sentence.holder, sentence.holder_by_with = antecedent.index, False
        sentence.which_holds = True
        return True
    lead = replace(_stand_in(reading, antecedent, relation, None), hangs_over=False, also=None,
                   fronted=True)
    reading.phrases.append(lead)
    sentence.seen.append(lead.index)
    sentence.leads = lead.index
    return True


def _stood_on_by(host: NounPhrase, thing: NounPhrase) -> bool:
    """Whether a small thing of that kind is one the host's kind is known to hold (a lamp on
    a side table, not on a sofa)."""
    small = _on_top_kind(thing)
    kind = (host.family or "").removeprefix("@")  # ("@side_table": a side table of some kind)
    return is_small(small) and kind in GENERATORS and bool(listed_hosts(small)) \
        and _hosts(replace(host, family=kind), small)


def _lead_to(reading: Reading, sentence: _Sentence, subject: NounPhrase) -> None:
    """ "Behind the sofa is a console table": the sentence's first phrase, related to the sofa,
    waited for its subject, the console table."""
    lead = reading.phrases[sentence.leads] if sentence.leads is not None else None
    sentence.leads = None
    if lead is None or lead.noun == subject.noun:
        return
    reading.phrases[lead.index] = replace(lead, anchor=subject.index)
    sentence.led = lead.index
    if lead.relation == "above":  # "above the fireplace hangs a mirror": it hangs
        reading.phrases[subject.index] = replace(subject, hangs_over=True)


def _which(reading: Reading, sentence: _Sentence, relation: str) -> None:
    """ "a coffee table, on which stands a vase": the thing just named holds what follows, or
    ("next to which is a lamp") is related to it."""
    last = sentence.last_new(reading)
    final = reading.phrases[-1] if reading.phrases else None
    if final is not None and final.index in sentence.seen and final.anchor is not None \
            and final.relation in REFERRING_RELATIONS and not final.negated \
            and final.text not in STAND_IN_TEXTS \
            and final.family not in LANDMARK_FAMILIES \
            and (last is None or final.index > last.index) \
            and not (sentence.after_comma and relation in ("on", "inside") and last is not None
                     and _top_for_things(last)):
        last = final  # "a loveseat faces a TV stand on which sits a TV", "a fireplace, above
        # which hangs a TV": the thing just named, though named as what another is placed by
        # (but after a comma, "on which" is the first thing's top if it has one: "a coffee
        # table in front of the sofa, on which rest a bowl", "a wardrobe right of the bed, on
        # top of which sits a box")
    if last is None:
        return
    if relation in ("on", "inside"):
        sentence.holder, sentence.holder_by_with = last.index, False
        sentence.which_holds = True
        return
    lead = replace(_stand_in(reading, last, relation, None, text="which"), hangs_over=False)
    reading.phrases.append(lead)
    sentence.seen.append(lead.index)
    sentence.leads = lead.index


def _append(reading: Reading, phrase: NounPhrase) -> None:
    """Add a phrase; what it is said to be above hangs over it ("a shelf above the toilet",
    "a washer with a shelf above it": a shelf on the wall)."""
    if phrase.relation == "above" and phrase.anchor is not None:
        over = reading.phrases[phrase.anchor]
        reading.phrases[over.index] = replace(over, hangs_over=True)
    if phrase.relation == "under" and phrase.anchor is not None and not phrase.definite:
        phrase = replace(phrase, hangs_over=True)  # "a crib beneath a shelf": on the wall
        if phrase.text in ANY_STAND_IN:  # "a shelf and a bench beneath it": the shelf
            named = next((p for p in reading.phrases if p.noun == phrase.noun
                          and not p.refers_back and not p.definite), None)
            if named is not None:
                reading.phrases[named.index] = replace(named, hangs_over=True)
    if phrase.relation == "between" and phrase.anchor is not None and _hung(phrase.family):
        between = reading.phrases[phrase.anchor]  # "a small cabinet between the two
        reading.phrases[between.index] = replace(between, hangs_over=True)  # mirrors"
    reading.phrases.append(phrase)


def hung_above_floor(family: str | None) -> bool:
    """Whether things of this family hang on a wall or from the ceiling, above the floor."""
    return family in GENERATORS and GENERATORS[family].placement in ("wall_mounted", "ceiling")


def _hung(family: str | None) -> bool:
    return family in GENERATORS and GENERATORS[family].placement == "wall_mounted"


def _each_other(reading: Reading, sentence: _Sentence, relation: str) -> None:
    """ "two sofas facing each other": the group relates to itself; facing each other is
    across from each other (each faces the other)."""
    mutual = "across_from" if relation == "facing" else relation
    pair = _subject_pair(reading, sentence)
    group = sentence.last_new(reading)
    if pair is not None:  # "the washer and dryer stand side by side": the dryer by the washer
        target, subject = pair
    elif group is not None and group is reading.phrases[-1] and group.count >= 2:
        target = subject = group
    else:
        return
    reading.phrases.append(replace(_stand_in(reading, target, mutual, subject.index,
                                             text="each other"), also=None))


def _share_with_list(reading: Reading, sentence: _Sentence, target: NounPhrase) -> None:
    """ "A stand mixer, a rolling pin and three bowls are on the worktable", "There are three
    remotes and a bowl on the coffee table": the relation holds for the whole list the
    sentence opened with, not only its last thing (a thing that cannot stand on the target
    is left out of an "on": "There is a bed, a desk and a lamp on the desk")."""
    subject = target.anchor
    if subject is None or subject not in sentence.seen:
        return
    if not (sentence.verbed == subject or sentence.there):
        _share_with_partner(reading, sentence, target, subject)
        return
    before: list[int] = []  # the list: back from the subject to a phrase placed otherwise
    for k in reversed(sentence.seen[:sentence.seen.index(subject)]):  # ("a suitcase on the
        p = reading.phrases[k]  # bench, and two pillows and a robe are on the bed")
        if p.relation not in (None, "contains", "with") or not _free(reading, k):
            break
        before.insert(0, k)
        if p.relation == "with":  # the room's list begins there: "a room with a sofa and an
            break  # armchair placed on a rug"
    listed = [reading.phrases[k] for k in before]
    if not listed:
        return
    for member in listed:
        if member.held_by is not None or member.noun == target.noun:
            continue  # the lemons of "a bowl of lemons" stay in the bowl
        if not _may_stand_on(member, target):
            continue
        reading.phrases.append(replace(target, index=len(reading.phrases), anchor=member.index,
                                       also=None))


def _free(reading: Reading, k: int) -> bool:
    """Whether the phrase at k is placed by nothing yet: no relation, landmark or negation of
    its own, and no other phrase placed by it."""
    p = reading.phrases[k]
    return p.anchor is None and p.landmark is None and not p.negated and not p.umbrella \
        and not any(k in (q.anchor, q.also) for q in reading.phrases if not q.fronted)


def _may_stand_on(member: NounPhrase, target: NounPhrase) -> bool:
    """Whether a listed thing may share an "on" or "in": a small thing, or one with a version
    that stands on a top (but "a basket of bread and a jug sit on the table": the basket), or
    anything on a rug."""
    return target.relation not in ("on", "inside") or is_small(member.family or "") \
        or member.family in SURFACE_VARIANTS or (target.relation == "on"
                                                 and _covers_floor(target.family))


def _share_with_partner(reading: Reading, sentence: _Sentence, target: NounPhrase,
                        subject: int) -> None:
    """ ", a kettle and a toaster next to the microwave": a pair joined by a bare "and", the
    first a list's item of its own (after a comma, or the sentence's first), shares the
    relation the second is given."""
    k = sentence.seen.index(subject)
    partner = sentence.seen[k - 1] if k > 0 else None
    if partner is None or subject not in sentence.and_joined or partner != subject - 1 \
            or not (partner in sentence.comma_led or k == 1):
        return
    p = reading.phrases[partner]
    if p.relation not in (None, "with") or p.held_by is not None or p.noun == target.noun \
            or not _free(reading, partner) or not _may_stand_on(p, target):
        return
    reading.phrases.append(replace(target, index=len(reading.phrases), anchor=partner,
                                   also=None))


def _other_side(reading: Reading, sentence: _Sentence) -> None:
    """ "... at one end of the sofa and a floor lamp at the other": the thing just named
    stands by what the sentence put something at one end or side of."""
    last = sentence.last_new(reading)
    if last is None or last is not reading.phrases[-1]:
        return
    side = next((p for p in reversed(reading.phrases[:last.index]) if p.sentence == last.sentence
                 and p.refers_back and p.anchor is not None and p.relation in ("next_to",
                                                                              "end_of")), None)
    if side is not None:
        _append(reading, replace(side, anchor=last.index, index=len(reading.phrases)))


def _subject_pair(reading: Reading, sentence: _Sentence, last: int | None = None
                  ) -> tuple[NounPhrase, NounPhrase] | None:
    """The two things a sentence opened with, when the last phrase (or `last`) is the second
    of them and neither was placed yet."""
    last = len(reading.phrases) - 1 if last is None else last
    if sentence.pair is None or sentence.pair[1] != last:
        return None
    first, second = (reading.phrases[k] for k in sentence.pair)
    if first.noun == second.noun or any(  # (the room's "with" places neither)
            p.anchor is not None or p.held_by is not None or p.relation not in (None, "with")
            for p in (first, second)):
        return None
    return first, second


def _distribute_back(reading: Reading, sentence: _Sentence) -> None:
    """ "two tables with two stools each": the phrase just read is per table (the new phrase
    before it in the sentence)."""
    last, anchor = sentence.last_new(reading), sentence.last_new(reading, back=2)
    if last is None or anchor is None or last is not reading.phrases[-1]:
        return
    reading.phrases[-1] = _scaled(last, anchor.count)


def _scaled(phrase: NounPhrase, times: int) -> NounPhrase:
    return replace(phrase, count=min(phrase.count * max(times, 1), MAX_COUNT))


def _take_run(reading: Reading, sentence: _Sentence, prefix: _Prefix, run: list[str],
              sentence_no: int) -> None:
    head = run[-1]
    noun, family, named, is_plural = _resolve_run(run)
    sentence.part_holder = None
    if not named and family in SERVED_AS and prefix.relation == "contains" \
            and sentence.of_holder is not None and sentence.holder == sentence.of_holder:
        return  # "a bowl of salad", "plates of sushi": what fills the vessel, not a thing
    # "dirty laundry" is a thing, not a room; but "a vinyl record store" is a store
    one_word = not named or len(noun.split()) == 1 or noun.split()[-1] != (singular(head) or head)
    first = not reading.phrases and reading.room_label is None
    named_room = first and " ".join(run[-2:]) in ROOM_NAMES  # "a half bath with ...": a room
    if named_room or (head in ROOM_HEADS and one_word and (first or not named)):
        if prefix.relation == "middle":  # "in the middle of the room" (named or not before)
            _note_landmark(reading, prefix, "middle", sentence)
        elif reading.room_label is None:  # "a cozy music room" -> "music room"
            reading.room_label = " ".join(w for w in run if w not in ROOM_ADJECTIVES) \
                or run[-1]  # "a loft", "a cabin": a style's word, and the room's name too
        return
    seating = head in ("seat", "seats") and not prefix.definite and not any(
        _top_for_things(p) for p in reading.phrases if not p.negated)  # (no table to seat at:
    # "a waiting room with eight connected seats" are the chairs themselves)
    if head in PARTY_NOUNS and not named and not seating:
        laid = [p for p in reading.phrases if p.sentence == sentence_no and p.count == 1
                and p.held_by is not None and not (p.refers_back or p.negated or p.at_least)]
        if prefix.distributive and reading.party and laid:
            for p in laid:  # "..., with a plate and a glass at each place": one at each place
                reading.phrases[p.index] = _scaled(p, reading.party)
        elif prefix.distributive and reading.party:
            sentence.anchor = reading.party
        elif prefix.count:
            reading.party = prefix.count
            if sentence.anchor:  # "each table is set for two": two settings per table
                sentence.anchor *= prefix.count
        return
    if family == "window":
        _note_landmark(reading, prefix, "window", sentence)
        if prefix.definite or prefix.relation in REFERRING_RELATIONS:
            reading.windows = max(reading.windows, 1)
        elif not prefix.negated:
            reading.windows += prefix.count or (2 if is_plural else 1)
        return
    if head in LANDMARKS and not named:
        if LANDMARKS[head] == "corner" and sentence.new and reading.phrases \
                and sentence.new[-1] == len(reading.phrases) - 1 and not prefix.negated \
                and (prefix.distributive or (is_plural and (prefix.count or 0) >= 2)):
            # "a plant in each corner", "lamps in all four corners": one to a corner
            last = reading.phrases[-1]
            corners = min(prefix.count or ROOM_CORNERS, ROOM_CORNERS)
            if last.stated and not last.at_least and not last.refers_back:
                reading.phrases[-1] = _scaled(last, corners)
            elif last.at_least and not last.refers_back:  # "plants in all four corners"
                reading.phrases[-1] = replace(last, count=max(last.count, corners))
        landmark = LANDMARKS[head]
        if landmark == "floor" and prefix.relation == "middle":
            landmark = "middle"  # "in the middle of the floor": of the room
        _note_landmark(reading, prefix, landmark, sentence)
        return
    if family is None and head in PART_WORDS:  # "the first level (holds ...)"
        if prefix.relation != "on":  # "a knife on top" says no more than "with a knife"
            sentence.part_holder = _standing(reading)
        elif reading.phrases and reading.phrases[-1].held_by is not None \
                and reading.phrases[-1].relation is None:  # ... but that it stands on it
            reading.phrases[-1] = replace(reading.phrases[-1], relation="holds")  # ("two
            # lamps on top": table lamps)
        elif head == "top" and not prefix.definite and reading.phrases \
                and reading.phrases[-1].held_by is None and sentence.holder is None \
                and reading.phrases[-1].index in sentence.new and len(sentence.new) > 1:
            # "a TV stand against the wall and a TV on top": on the thing named before it
            _pronoun_target(reading, sentence, "on", False)
        return
    whole = _shelves_of(reading, head) if prefix.definite and not prefix.negated else None
    if _names_holders_part(reading, sentence, head):
        sentence.holder = None  # "a double bed with a gray headboard": the bed's own
        return  # headboard, no thing of its own (what follows is said of the bed)
    if whole is not None:  # "a tall bookshelf ... the top shelf holds six books": its shelf
        noun, family, named = whole.noun, whole.family, whole.named
    own_kind = False  # "the back counter" after "a freezer counter": a counter of its own
    if prefix.definite and not prefix.negated and len(noun.split()) == 1 \
            and not any(p.noun == noun for p in reading.phrases):
        earlier = _same_head(reading, singular(head) or head)
        own_kind = earlier is not None and earlier.family != family \
            and bool(_classify(run[:-1])[1])
        if earlier is not None and not own_kind:  # "a utensil holder ... the holder", "a
            noun, family, named = earlier.noun, earlier.family, earlier.named  # vanity table
            # ... the table"
    if prefix.role_of is not None:  # "... used as a tasting table": the barrel again
        earlier = reading.phrases[prefix.role_of]
        noun, family, named = earlier.noun, earlier.family, earlier.named
        prefix = replace(prefix, definite=True, another=False)
    if family is None and (head in NOT_OBJECTS or (singular(head) or head) in NOT_OBJECTS):
        return
    if family is None and not prefix.stated() and not prefix.negated and not is_plural \
            and prefix.collective is False:
        return  # a bare singular word we do not know ("at dusk", "with warm lighting")
    if sentence.of_holder is not None and sentence.holder == sentence.of_holder \
            and prefix.relation in (None, "contains") and reading.run_end != sentence.of_start \
            and (prefix.count == 1 or not is_small(family or "")
                 or not _open(reading.phrases[sentence.of_holder].family)
                 or reading.phrases[-1].index == sentence.of_holder):
        # "a bowl of apples and two pears", but "... and a vase": its own, held by what held
        # the bowl ("On the island there are a bowl of lemons, a vase and two glasses"); and
        # after "a bowl of salad" (a filling, no thing) what follows is the bowl's fellow
        sentence.holder, sentence.holder_by_with = sentence.of_outer
    if sentence.holder is not None and sentence.holder_by_with and prefix.relation is None \
            and prefix.count == 1 and not prefix.negated and _vessel_kind(noun, family) \
            and not is_small(family or "") and _vessel(reading.phrases[sentence.holder]):
        # "On the table sit a crate with apples and a basket with oranges": the basket is
        # the crate's fellow, on the table, not in the crate
        sentence.holder, sentence.holder_by_with = sentence.with_outer
    between, sentence.between = sentence.between, None
    partnered = between is not None and prefix.relation is None and not prefix.negated \
        and reading.phrases[between].noun != noun
    if partnered and between is not None:  # the second thing, named after "and"
        reading.phrases[between] = replace(reading.phrases[between],
                                           also=len(reading.phrases))
        prefix = replace(prefix, definite=True)  # "between the fridge and a sink": one sink
    paused, sentence.paused_holder = sentence.paused_holder, None
    if paused is not None and sentence.holder is None and prefix.relation is None \
            and not prefix.negated and _kept_on(reading.phrases[paused], family):
        sentence.holder = paused
    attributes, modifiers = _classify(run[:-len(noun.split())] if named else run[:-1])
    if named:  # a name's own size word: "a king bed" is king-size, "single beds" narrow
        attributes += tuple(w for w in noun.split()[:-1] if w in SIZES and w not in attributes)
    if prefix.stacked and "stacked" not in attributes:
        attributes += ("stacked",)
    if not named:  # "two large toy bins" -> "toy bin"
        noun = " ".join([*modifiers, noun.split()[-1]])
    elif not prefix.definite or own_kind:  # "two guest chairs": guest chairs, made as chairs; but a
        kinds = [w for w in modifiers[-2:] if w.isalpha()  # "three-level shelf" is a shelf
                 and w not in NOT_KINDS and (singular(w) or w) not in noun.split()]
        noun = " ".join([*kinds, noun])
    pair_noun = run[-1] in PAIR_NOUNS
    if prefix.negated:
        count, at_least = 0, False
    elif prefix.count == 1 and prefix.collective is None and is_plural:
        count, at_least = COLLECTIVE_COUNT, True  # "a pile of blocks": a vague many
    elif prefix.count is not None:
        count = prefix.count
        if prefix.collective is not False and prefix.collective is not None and not pair_noun:
            count *= prefix.collective
        at_least = prefix.vague or prefix.bound in ("at_least", "more")
        if prefix.collective is None and is_plural:  # "two rows of chairs": some to a row
            count, at_least = count * 2, True
    elif prefix.collective not in (False, None):
        count, at_least = (1 if pair_noun else int(prefix.collective)), False
    elif prefix.collective is None and is_plural:
        count, at_least = COLLECTIVE_COUNT, True  # "stacks of cups", "rows of chairs"
    elif is_plural or prefix.collective is None or (
            pair_noun and head not in HUNG_PAIRS and not _listed(reading, sentence)):
        count, at_least = 2, True  # a bare "headphones" is some; "a spatula, tongs" a pair
    else:
        count, at_least = 1, False
    if whole is not None:  # "the shelves" of one bookshelf are that bookshelf
        count, at_least = whole.count, whole.at_least
    elif prefix.relation == "contains" and is_plural and not prefix.stated() \
            and prefix.collective is False and sentence.holder is not None \
            and sentence.holder_by_with:  # ("full of", "filled with"; not "containing")
        count = COLLECTIVE_COUNT  # "two shelves full of medicine boxes": a good many
    if sentence.anchor and sentence.after_comma and _furniture(family):
        sentence.anchor = sentence.holder = None  # "four tables, each with four chairs, a
        # teacher's desk at the front": one desk, the list of each table's things ended
    elif sentence.anchor and sentence.after_comma and sentence.holder is not None \
            and prefix.relation is None and not _hosts(reading.phrases[sentence.holder], family):
        # "three cake stands, each topped with a cake, and a tip jar": the jar is the
        # counter's, as no cake stand takes one
        sentence.anchor = None
        sentence.holder, sentence.holder_by_with = sentence.anchor_outer
    elif sentence.holder is not None and sentence.after_comma and prefix.relation is None \
            and _furniture(family) and family not in SURFACE_VARIANTS \
            and _outsizes(family, reading.phrases[sentence.holder].family):
        sentence.holder = None  # "a basket contains yarn, and a side table ... holds a
        # lamp": a clause of its own, no side table in the basket
    comma, sentence.after_comma = sentence.after_comma, False
    passive = prefix.relation in PASSIVE_RELATIONS  # "surrounded by four chairs": new chairs
    refers_back = (prefix.definite and not prefix.another) or (
        prefix.relation in REFERRING_RELATIONS and not prefix.another and not passive)
    if prefix.count == 1 and not prefix.another and prefix.collective is False \
            and _count_so_far(reading, family, noun) >= 2:
        refers_back = True  # "two bins ... one bin contains": one of them
    targeted = prefix.relation in REFERRING_RELATIONS and bool(sentence.seen)
    phrase = NounPhrase(
        text=" ".join(run), noun=noun, family=family, named=named, count=count,
        at_least=at_least, stated=prefix.stated() or prefix.negated, negated=prefix.negated,
        refers_back=refers_back, adds_one=prefix.another, attributes=attributes,
        modifiers=modifiers, sentence=sentence_no, definite=prefix.definite,
        relation=prefix.relation if prefix.relation is not None or not sentence.which_holds
        or sentence.holder is None else "holds",  # "on which sits a lamp": the table holds it
        index=len(reading.phrases),
        anchor=_placed_one(reading, _relation_subject(reading, sentence, comma), prefix.relation,
                           named=True, target=family).index
        if targeted else None,
        held_by=None if targeted or prefix.negated else sentence.holder)
    if phrase.held_by is not None and sentence.holder_alt is not None and (
            (not _hosts(reading.phrases[phrase.held_by], family)
             and _hosts(reading.phrases[sentence.holder_alt], family))
            or (family in GENERATORS and not is_small(family)
                and reading.phrases[phrase.held_by].relation in FACED_RELATIONS)):
        # a TV with the dresser; and what no top holds goes with the sentence's thing ("a
        # dresser across from the bed with a mirror above it": the dresser's mirror)
        phrase = replace(phrase, held_by=sentence.holder_alt)
        sentence.holder, sentence.holder_alt = sentence.holder_alt, None
    holder = reading.phrases[phrase.held_by] if phrase.held_by is not None else None
    if sentence.each_side_lead and sentence.leads is not None and prefix.relation is None:
        sentence.each_side_lead = False  # its subject: one a side, and what it has each
        if not refers_back and not prefix.negated and phrase.count == 1:
            sentence.anchor, sentence.anchor_listed = 2, True  # (to the clause's end)
    if not refers_back and not prefix.negated and sentence.anchor:
        phrase = _scaled(phrase, sentence.anchor)
    elif holder is not None and is_plural and not prefix.stated() and not refers_back \
            and holder.count >= 2 and prefix.collective is False and _stores(holder, family):
        # "shelves containing books": some on each shelf, two at least (a storage thing holds
        # several of what is kept in it; "two desks with monitors" is a monitor each)
        phrase = _scaled(phrase, holder.count)
    elif targeted and refers_back and not prefix.definite and sentence.anchor \
            and prefix.stated() and not prefix.another:
        # "each setting has a small plate on a large plate": a large plate in each setting
        phrase = replace(_scaled(phrase, sentence.anchor), refers_back=False)
        refers_back = False
    if targeted and refers_back and is_plural and not prefix.stated() and not prefix.definite \
            and is_small(family or ""):
        # "four teacups on saucers": a saucer for each cup (but not a shelf for each shoe)
        subject = reading.phrases[sentence.seen[-1]]
        if subject.stated and not subject.at_least and not subject.refers_back:
            phrase = replace(phrase, count=subject.count, at_least=False, refers_back=False)
    if prefix.distributive:
        earlier = sentence.anchor  # "six plates, each holding sushi, with chopsticks next to
        # every plate": the chopsticks are already per plate
        sentence.anchor = _count_so_far(reading, family, noun, by_head=True) or (
            prefix.count if prefix.count and prefix.count >= 2 else None)  # ("each of the two
        # nightstands", named first here)
        if targeted and sentence.anchor:  # "pendant lights above each table": one per table
            subject = reading.phrases[sentence.seen[-1]]
            if not subject.refers_back and not subject.negated and earlier != sentence.anchor \
                    and subject.family != family:  # ("three beds, and at the foot of each
                # bed ...": the beds are what "each" counts, not what it multiplies)
                per = subject.count if subject.stated and not subject.at_least else 1
                reading.phrases[subject.index] = replace(
                    subject, count=min(per * sentence.anchor, MAX_COUNT), at_least=False)
            # ... and that is all it counts: "two stools at each bench, and a microscope on
            # each bench" is one microscope a bench, "a lamp on each table, and a globe" one
            sentence.anchor = None
    if any(w in CENTRAL for w in run[:-1]) and phrase.landmark is None:
        phrase = replace(phrase, landmark="middle", landmark_relation="middle")  # "a central
        # table" stands in the middle of the room
    if sentence.landmark is not None and phrase.landmark is None \
            and not (prefix.relation in REFERRING_RELATIONS and refers_back) \
            and all(reading.phrases[k].refers_back for k in sentence.seen):
        # "In the corner stands a lamp", "Hanging from the ceiling above the car is a kayak":
        # the sentence's first thing, past what the place is relative to
        phrase = replace(phrase, landmark=sentence.landmark[0],
                         landmark_relation=sentence.landmark[1])
    if head in GROUP_WORDS and not refers_back and sentence.new \
            and sentence.new[-1] == len(reading.phrases) - 1:
        phrase = replace(phrase, grouped_with=sentence.new[-1])
    fronted = not sentence.seen and prefix.relation in REFERRING_RELATIONS and refers_back \
        and prefix.relation not in PASSIVE_RELATIONS
    _append(reading, phrase)
    sentence.seen.append(phrase.index)
    if targeted and refers_back and phrase.anchor is not None \
            and prefix.relation not in ("on", "inside"):
        placed = reading.phrases[phrase.anchor]
        if placed.held_by is not None and reading.phrases[placed.held_by].noun == phrase.noun:
            # "a vanity holding two sinks, two mirrors above the vanity": they hang above it,
            # not on it
            reading.phrases[placed.index] = replace(placed, held_by=None)
    if targeted and phrase.anchor is not None and not fronted:
        _share_with_list(reading, sentence, phrase)
    if fronted and prefix.relation in ("on", "inside"):
        # "On the table are six bottles and a mirror": the table holds them
        sentence.holder, sentence.holder_by_with = phrase.index, False
    elif fronted:
        sentence.leads = phrase.index
    elif sentence.leads is not None and prefix.relation is None and not prefix.negated \
            and not partnered:
        _lead_to(reading, sentence, phrase)
    elif sentence.led is not None and phrase.index in sentence.and_joined \
            and prefix.relation is None and not prefix.negated and not refers_back \
            and phrase.held_by is None and sentence.with_list is None:
        lead = reading.phrases[sentence.led]  # "..., in front of which lie a rug and a table"
        if lead.noun != phrase.noun:
            _append(reading, replace(lead, index=len(reading.phrases), anchor=phrase.index))
            sentence.seen.append(len(reading.phrases) - 1)
    if not refers_back and not prefix.negated:
        sentence.new.append(phrase.index)


def _note_landmark(reading: Reading, prefix: _Prefix, landmark: str,
                   sentence: _Sentence) -> None:
    """ "a sofa against the wall", "a chandelier hanging from the ceiling": the last phrase
    stands by a part of the room ("a table surrounded by chairs in the centre": the table);
    "In the corner stands a lamp": the sentence's first phrase, when it comes."""
    if not sentence.seen and prefix.relation is not None:
        sentence.landmark = (landmark, prefix.relation)
        return
    if reading.phrases and (prefix.relation is not None or landmark in ("ceiling", "wall")):
        index = len(reading.phrases) - 1
        last = reading.phrases[index]
        if last.text == "each other" and last.anchor is not None:
            index = last.anchor  # "two beds side by side against the wall": the beds
            last = reading.phrases[index]
        if last.relation in PASSIVE_RELATIONS and last.anchor is not None:
            index = last.anchor
        elif last.grouped_with is not None:  # "a sofa and table arrangement in the corner"
            index = last.grouped_with
        elif last.held_by is not None and (landmark in ("wall", "corner", "middle", "window",
                                                         "door") or _vessel(
                reading.phrases[last.held_by])) \
                and not (landmark == "wall" and prefix.relation == "on" and _hangs(last)):
            # (and "buckets of flowers on the floor": the buckets)
            index = last.held_by  # "a shelf with books against the wall", "a table with two
            # chairs by the window": the shelf, the table
        pair = _subject_pair(reading, sentence, index)  # "a desk and a chair sit by the window":
        indices = [p.index for p in pair] if pair is not None else [index]  # both
        for k in indices:
            phrase = reading.phrases[k]
            if phrase.landmark is None:
                reading.phrases[k] = replace(phrase, landmark=landmark,
                                             landmark_relation=prefix.relation or "on")
            elif phrase.landmark != landmark and landmark in ("window", "door") \
                    and phrase.text != "it":  # "against the wall next to the window": both
                reading.phrases.append(replace(_stand_in(
                    reading, phrase, None, None, landmark=landmark,
                    landmark_relation=prefix.relation or "on"), also=None))


def _hangs(phrase: NounPhrase) -> bool:
    """Whether a thing hangs on a wall ("a pool table with a cue rack mounted on the wall":
    the rack is on the wall, not the table)."""
    gen = GENERATORS.get(phrase.family or "")
    return gen is not None and gen.placement == "wall_mounted"


def _count_so_far(reading: Reading, family: str | None, noun: str, by_head: bool = False
                  ) -> int:
    """How many of that family (or, for an unknown noun, of that noun; `by_head`: or of any
    noun with the same head, "each table" of "four dining tables") the prompt added."""
    head = noun.split()[-1]
    return sum(p.count for p in reading.phrases if not p.refers_back and not p.negated
               and ((p.family == family if family is not None else p.noun == noun)
                    or (by_head and p.noun.split()[-1] == head)))
