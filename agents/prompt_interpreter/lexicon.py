"""Object names -> library families: every name the library answers to, singular and plural.

Built once from three tables of data: the hand-modelled generators' names (`vocabulary.
OBJECT_WORDS`), the names each blueprint family declares (`agents.geometry.families`), and the
taxonomy of head nouns (`taxonomy.HEADS`) that stands a family in for a noun the library has no
name for ("a sarcophagus" is not known; "a medicine cabinet" is known; "a lacquer cabinet"
falls back on its head noun, "cabinet"). Lookups are over tokens, longest name first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from agents.geometry.families import FAMILIES
from agents.prompt_interpreter.taxonomy import HEADS
from agents.prompt_interpreter.vocabulary import OBJECT_WORDS, PLURAL_PHRASES, SINGULAR_PHRASES
from agents.prompt_interpreter.words import of_head, plural, singular

MAX_NAME_TOKENS = 5


@dataclass(frozen=True)
class Entry:
    """What a name means: the family (or "@lamp"-style room-dependent key), the name's
    singular form, and whether this spelling is a plural."""

    family: str
    noun: str
    plural: bool


def _spellings(name: str) -> list[tuple[str, bool]]:
    """A name and its plural forms ("bunk bed" -> "bunk beds"), each with whether it is plural."""
    if name in SINGULAR_PHRASES:  # "curtains", "books": one thing that ends in s
        return [(name, False)]
    if name in PLURAL_PHRASES:
        return [(name, True)]
    words = name.split()  # + "es" only after a hiss: "tubes" are no tubs, "robes" no robs
    plurals = {" ".join([*words[:-1], plural(words[-1])]), name + "s"}
    at = of_head(words)
    if at is not None:  # "bag of rice" -> "bags of rice", "loaf of bread" -> "loaves of bread"
        plurals.add(" ".join([*words[:at], plural(words[at]), *words[at + 1:]]))
    if name.endswith(("s", "x", "z", "ch", "sh")):
        plurals.add(name + "es")  # "thermoses", where inflect says "thermoss"
    return [(name, False)] + [(p, True) for p in sorted(plurals - {name})]


@lru_cache(maxsize=1)
def names() -> dict[tuple[str, ...], Entry]:
    """Every spelling the library knows, as a token tuple -> Entry (first table wins)."""
    table: dict[tuple[str, ...], Entry] = {}

    def add(family: str, name: str) -> None:
        for spelling, is_plural in _spellings(name):
            table.setdefault(tuple(spelling.split()), Entry(family, name, is_plural))

    for family, phrases in OBJECT_WORDS.items():
        for phrase in phrases:
            add(family, phrase)
    for family in FAMILIES.values():
        for name in (*family.names, family.name.replace("_", " ")):
            add(family.name, name)
    return table


def lookup(tokens: list[str], start: int, stop: int) -> tuple[int, Entry] | None:
    """The longest known name in tokens[start:stop] that begins at `start`."""
    table = names()
    for length in range(min(MAX_NAME_TOKENS, stop - start), 0, -1):
        entry = table.get(tuple(tokens[start:start + length]))
        if entry is not None:
            return length, entry
    return None


def by_head(word: str) -> str | None:
    """The family a noun falls back on by its head word ("lacquer cabinet" -> a cabinet)."""
    base = singular(word) or word
    return HEADS.get(base)


@lru_cache(maxsize=1)
def _heads() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for key, entry in names().items():
        if not entry.plural:
            found.setdefault(entry.family, set()).add(key[-1])
    for family in list(found):
        found[family].add(family.split("_")[-1])
    return {k: frozenset(v) for k, v in found.items()}


def heads_of(category: str) -> frozenset[str]:
    """The head nouns a kind of object answers to: a ceiling lamp is a "lamp", a bookshelf a
    "bookshelf", a "bookcase" and a "shelf"."""
    return _heads().get(category, frozenset({category.split("_")[-1]}))
