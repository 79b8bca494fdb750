"""The words `inflections.json` must hold: the last word of every name the library answers to
(and the word before its "of"), every head noun of the taxonomy, and the nouns the grammar
knows are not objects or rooms."""

from __future__ import annotations

from agents.geometry.families import FAMILIES
from agents.prompt_interpreter.taxonomy import HEADS
from agents.prompt_interpreter.vocabulary import OBJECT_WORDS
from agents.prompt_interpreter.words import LANDMARKS, NOT_OBJECTS, ROOM_HEADS, of_head


def table_words() -> set[str]:
    names = [p for ps in OBJECT_WORDS.values() for p in ps]
    names += [n for f in FAMILIES.values() for n in (*f.names, f.name.replace("_", " "))]
    words = {name.split()[-1] for name in names}
    heads = ((w, of_head(w)) for w in (n.split() for n in names))
    words |= {w[at] for w, at in heads if at is not None}  # "loaves of bread"
    return words | set(HEADS) | set(NOT_OBJECTS) | set(ROOM_HEADS) | set(LANDMARKS)
