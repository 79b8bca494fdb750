"""Nouns the library has no name for, by the more general kind WordNet says they are.

"An avocado" is edible fruit, "an angle grinder" a power tool: `hypernyms.json` holds, for
each WordNet noun of a physical thing, the library family of its nearest more general kind
that the library knows (built by tools/build_hypernyms.py from WordNet 3.0 through nltk; see
WORDNET_LICENSE.txt). The grammar asks it only after the library's own names and head nouns
found nothing, and such a noun is reported as approximated.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

TABLE_PATH = Path(__file__).with_name("hypernyms.json")


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    return json.loads(TABLE_PATH.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def stand_in(noun: str) -> str | None:
    """The family that stands in for a noun by its more general kind, or None."""
    return _table().get(noun)
