"""Number words, plurals and singulars: `inflect`'s answers, kept in a table for our own words.

`inflect` is the library for this, but importing it takes about two seconds (typeguard
instruments it as it loads), which every CLI run and every Blender worker would pay. So its
answers for every word the library's names end in, every head noun of the taxonomy and every
number word up to 100 are kept in `inflections.json`, written by `tools/build_inflections.py`
and compared with `inflect` itself by a test; `inflect` is imported only for a word that is
not in the table.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

TABLE_PATH = Path(__file__).with_name("inflections.json")
_TABLE: dict[str, dict[str, Any]] = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
NUMBER_WORDS: dict[str, int] = _TABLE["numbers"]  # "one" .. "one hundred", "twenty-four"
PLURALS: dict[str, str] = _TABLE["plurals"]  # "shelf" -> "shelves"
SINGULARS: dict[str, str] = {p: s for s, p in PLURALS.items() if p != s}


@lru_cache(maxsize=1)
def engine() -> Any:
    """The `inflect` engine, loaded on first need only."""
    import inflect

    return inflect.engine()


def plural_of(word: str) -> str:
    return PLURALS.get(word) or str(engine().plural_noun(word))


def singular_of(word: str) -> str | None:
    """`inflect`'s singular of a word, None when it takes the word for a singular."""
    if word in SINGULARS:
        return SINGULARS[word]
    if word in PLURALS:
        return None  # a singular the table knows
    found = engine().singular_noun(word)
    return found if isinstance(found, str) and found != word else None
