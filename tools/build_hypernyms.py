"""Write agents/prompt_interpreter/hypernyms.json: for each WordNet noun of a physical thing the
library has no name for, the library family of its nearest more general kind.

"An avocado" is edible fruit, "an angle grinder" a power tool, "a dachshund" a dog: WordNet
(3.0, read through nltk) knows what kind of thing a noun names, and the library knows some of
those kinds. The table is built here, once, so the planner needs neither nltk nor WordNet's
data at run time; the nouns it maps are reported as approximated, never as made.

Run (needs nltk's `wordnet` corpus, e.g. Debian's wordnet-base and wordnet-sense-index copied
into an nltk_data folder):
    .venv/bin/python tools/build_hypernyms.py
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from agents.prompt_interpreter.hypernyms import TABLE_PATH
from agents.prompt_interpreter.lexicon import by_head, names

# the kinds of thing a room can hold: WordNet's roots of objects, food and plants
ROOTS = ("artifact.n.01", "food.n.02", "plant.n.02", "animal.n.01")
SENSES = 2  # a kind stands in only as one of its name's two most common senses: "a chinning
# bar" is a bar (a rigid piece of metal), not a bar (a room where drinks are served)
MAX_STEPS = 3  # hypernym steps up from a noun: further up, kinds are too general to stand in
# kinds too general to stand in for anything, however near ("a clamp is a device")
TOO_GENERAL = frozenset({
    "device", "container", "object", "thing", "article", "artifact", "artefact", "structure",
    "equipment", "instrumentality", "instrument", "implement", "covering", "commodity",
    "material", "substance", "matter", "whole", "unit", "part", "piece", "item", "product",
    "good", "merchandise", "ware", "system", "apparatus", "mechanism", "machine", "tool",
    "accessory", "decoration", "ornament", "creation", "work", "fabric", "cloth", "solid",
    "food", "foodstuff", "nutriment", "organism", "being", "animal", "plant", "flora",
    "vascular plant", "woody plant", "dish", "meal", "furnishing", "furniture", "fixture",
    "facility", "area", "room", "building", "vehicle", "conveyance", "craft", "toy", "game",
    "set", "collection", "group",
})


def _known(words: tuple[str, ...]) -> str | None:
    """The family the library gives a name (by the whole name, else by its head word)."""
    entry = names().get(words)
    if entry is not None:
        return entry.family
    return by_head(words[-1]) if len(words) == 1 else None


def _lemmas(synset: object) -> list[tuple[str, ...]]:
    return [tuple(name.lower().split("_")) for name in synset.lemma_names()  # type: ignore[attr-defined]
            if name[0].islower()]


def _stand_in(wn: object, synset: object) -> str | None:
    """The family of the nearest more general kind the library knows, breadth first."""
    level = [synset]
    for _ in range(MAX_STEPS):
        level = [h for s in level for h in s.hypernyms()]  # type: ignore[attr-defined]
        for kind in level:
            for words in _lemmas(kind):
                if " ".join(words) in TOO_GENERAL or kind not in wn.synsets(  # type: ignore[attr-defined]
                        "_".join(words), "n")[:SENSES]:
                    continue
                family = _known(words)
                if family is not None:
                    return family
    return None


def _things(wn: object) -> Iterator[object]:
    roots = {wn.synset(r) for r in ROOTS}  # type: ignore[attr-defined]
    for synset in wn.all_synsets("n"):  # type: ignore[attr-defined]
        if any(h in roots for path in synset.hypernym_paths() for h in path):
            yield synset


def build() -> dict[str, str]:
    from nltk.corpus import wordnet as wn

    things = set(_things(wn))
    table: dict[str, str] = {}
    for synset in sorted(things, key=lambda s: s.name()):
        for words in _lemmas(synset):
            noun = " ".join(words)
            if noun in table or _known(words) is not None:
                continue
            # only a noun whose most common sense (WordNet orders them) is this thing: "top"
            # is mostly the upper part of something, "oil" mostly a liquid
            if wn.synsets("_".join(words), "n")[0] is not synset:
                continue
            family = _stand_in(wn, synset)
            if family is not None:
                table[noun] = family
    return table


def main() -> None:
    table = build()
    TABLE_PATH.write_text(json.dumps(table, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {TABLE_PATH}: {len(table)} nouns")


if __name__ == "__main__":
    main()
