"""A sentence that opens with a pronoun names its subject again: "There is a sofa by the
window. It faces the TV." reads as "The sofa faces the TV.", and "Four stools stand at the
bar. They face the counter." as "The stools face the counter."

The grammar reads the prompt once; this module writes each such pronoun as the things it
stands for (a definite noun phrase, which the grammar reads as naming them again), and the
grammar reads the rewritten words. Only a pronoun that opens a sentence and is followed by
what the thing does or where it is ("it is placed", "they face", "both stand") is rewritten:
"It is a cozy room" names nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from agents.prompt_interpreter.words import BE, SENTENCE_ENDS, VERBS, plural

if TYPE_CHECKING:  # the grammar calls this module between its two readings
    from agents.prompt_interpreter.grammar import NounPhrase

# pronoun words -> how many things they stand for: 1, 2 ("both") or 0 (two or more)
SUBJECT_PRONOUNS: dict[tuple[str, ...], int] = {
    ("it",): 1, ("they",): 0, ("these",): 0, ("those",): 0, ("both",): 2,
    ("both", "of", "them"): 2, ("all", "of", "them"): 0}
_LONGEST_FIRST = sorted(SUBJECT_PRONOUNS, key=len, reverse=True)  # "both of them" before "both"
# after "is": what says where a thing is or what it does ("is placed", "is next to")
AFTER_BE = frozenset({"also", "both", "all", "each", "then", "neatly", "directly", "right",
                      "just", "slightly"})


def _opens_sentence(tokens: Sequence[str], i: int) -> bool:
    return i == 0 or tokens[i - 1] in SENTENCE_ENDS


def _placing(tokens: list[str], k: int, relation_at: Callable[[list[str], int], bool]) -> bool:
    """Whether the words at k say where the subject is or what it does: a verb, a relation,
    or "is" and then one of those."""
    if k >= len(tokens):
        return False
    if tokens[k] in BE:
        k += 1
        while k < len(tokens) and tokens[k] in AFTER_BE:
            k += 1
        return k < len(tokens) and (tokens[k] in VERBS or relation_at(tokens, k))
    return tokens[k] in VERBS or relation_at(tokens, k)


def _candidates(phrases: Sequence[NounPhrase], sentence: int) -> list[NounPhrase]:
    """The things a sentence names on their own: not held by another, not the thing a
    relation places another by, not negated."""
    return [p for p in phrases if p.sentence == sentence and p.held_by is None
            and p.anchor is None and not p.negated and not p.umbrella and p.count > 0
            and p.family is not None]


def _antecedent(phrases: Sequence[NounPhrase], sentence: int, number: int,
                has_top: Callable[[NounPhrase], bool] | None) -> list[NounPhrase]:
    """What the pronoun of a sentence stands for, from the sentences before it, nearest
    first: "it" the first thing one names on its own (the last that takes things on its top
    when the pronoun's verb holds things: "... a sofa and a coffee table in front of it. It
    holds a plate"), "they" its last group of two or more or all its things, "both" two."""
    for before in range(sentence - 1, -1, -1):
        found = _candidates(phrases, before)
        if number == 1:
            single = [p for p in found if p.count == 1]
            if has_top is not None:
                tops = [p for p in single if has_top(p)]
                single = tops[-1:] or single
            if single:
                return single[:1]
            continue
        groups = [p for p in found if p.count >= 2]
        if number == 2:
            groups = [p for p in groups if p.count == 2]
        if groups:
            return groups[-1:]
        if len(found) >= 2 and (number == 0 or len(found) == number) \
                and all(p.count == 1 for p in found):
            return found
        if found:
            return []  # the sentence before names things, but not as many as the pronoun
    return []


def _named(phrase: NounPhrase) -> list[str]:
    """The thing named again: "the sofa", "the bar stools"."""
    words = phrase.noun.split()
    if phrase.count >= 2:
        words[-1] = plural(words[-1])
    return ["the", *words]


def subjects_named(tokens: list[str], phrases: Sequence[NounPhrase],
                   relation_at: Callable[[list[str], int], bool],
                   holding_verbs: frozenset[str],
                   has_top: Callable[[NounPhrase], bool]) -> list[str]:
    """The tokens with each sentence-opening subject pronoun written as what it stands for;
    the same list when there is none. The grammar's own rules: `relation_at(tokens, k)`,
    whether a relation phrase begins at k; `has_top`, whether a thing takes things on it."""
    out: list[str] = []
    sentence = 0
    i = 0
    changed = False
    while i < len(tokens):
        if tokens[i] in SENTENCE_ENDS:
            sentence += 1
        words = next((w for w in _LONGEST_FIRST if tuple(tokens[i:i + len(w)]) == w), None) \
            if _opens_sentence(tokens, i) and sentence > 0 else None
        k = i + len(words) if words else i
        if words and _placing(tokens, k, relation_at):
            holding = k < len(tokens) and tokens[k] in holding_verbs
            things = _antecedent(phrases, sentence, SUBJECT_PRONOUNS[words],
                                 has_top if holding else None)
            if things:
                for n, thing in enumerate(things):
                    out += (["and"] if n else []) + _named(thing)
                i = k
                changed = True
                continue
        out.append(tokens[i])
        i += 1
    return out if changed else tokens
