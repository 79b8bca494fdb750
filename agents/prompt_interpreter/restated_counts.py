"""Counts a prompt states after the things they count, restated before them.

"Two rows of recliners facing it, four in each row" is eight recliners; "two rows of desks,
three desks per row, each with a monitor" six desks, each with a monitor; "clear plastic bins,
five of them, are stacked on a shelf" five bins. The grammar reads a count before its noun,
so these rewrite the tokens: the total goes where the first count was, and the clause that
gave it is dropped. And "a teapot sits on one of the tables" is on the table: one of those
the prompt named.
"""

from __future__ import annotations

from agents.prompt_interpreter.words import (
    CONJUNCTIONS,
    DEFINITE,
    NUMBER_WORDS,
    PUNCTUATION,
    SENTENCE_ENDS,
    singular,
)

ROWS = frozenset({"rows", "lines", "columns"})
# "... four in each row", "three desks per row", "five to a row"
PER_ROW = (("in", "each", "row"), ("in", "every", "row"), ("per", "row"), ("to", "a", "row"),
           ("in", "each", "line"), ("per", "line"), ("in", "each", "column"))
OF_THEM = (("of", "them"), ("in", "all"), ("in", "total"))
ARTICLES = frozenset({"a", "an", "some", "several"})
MAX_LOOKAHEAD = 6  # words between the count and "per row" ("three white desks per row")


def _number(tokens: list[str], i: int) -> tuple[int, int] | None:
    """(tokens, value) of a number at tokens[i]: digits or a number word."""
    if i >= len(tokens):
        return None
    tok = tokens[i]
    if tok.isascii() and tok.isdigit():
        return 1, int(tok)
    two = " ".join(tokens[i:i + 2])
    if i + 1 < len(tokens) and two in NUMBER_WORDS:
        return 2, NUMBER_WORDS[two]
    return (1, NUMBER_WORDS[tok]) if tok in NUMBER_WORDS else None


def _at(tokens: list[str], i: int, words: tuple[str, ...]) -> bool:
    return tuple(tokens[i:i + len(words)]) == words


def _per_row(tokens: list[str], start: int) -> tuple[int, int, int] | None:
    """(where its clause starts, its count, where it ends) of ", four in each row" or ",
    three desks per row" after tokens[start], in the same sentence; None if none."""
    for j in range(start, len(tokens)):
        if tokens[j] in SENTENCE_ENDS:
            return None
        number = _number(tokens, j)
        if number is None or tokens[j - 1] not in (",", "with"):
            continue
        for k in range(j + number[0], min(j + number[0] + MAX_LOOKAHEAD, len(tokens))):
            if tokens[k] in PUNCTUATION:
                break
            for words in PER_ROW:
                if _at(tokens, k, words):
                    return j - 1, number[1], k + len(words)
    return None


def rows_counted(tokens: list[str]) -> list[str]:
    """ "two rows of recliners, four in each row" -> "8 recliners"."""
    out = list(tokens)
    i = 0
    while i < len(out):
        number = _number(out, i)
        if number is None or not (i + number[0] + 1 < len(out) and out[i + number[0]] in ROWS
                                  and out[i + number[0] + 1] == "of"):
            i += 1
            continue
        found = _per_row(out, i + number[0] + 2)
        if found is None:
            i += 1
            continue
        clause, each, end = found
        rest = out[end:]
        if rest and rest[0] == "," and (len(rest) == 1 or rest[1] in CONJUNCTIONS
                                        or rest[1] in SENTENCE_ENDS):
            rest = rest[1:]  # ", four in each row, and ...": the clause's own comma
        out = [*out[:i], str(number[1] * each), *out[i + number[0] + 2:clause], *rest]
        i += 1
    return out


def of_them_counted(tokens: list[str]) -> list[str]:
    """ "clear plastic bins, five of them, are stacked" -> "5 clear plastic bins are
    stacked"."""
    out = list(tokens)
    i = 1
    while i < len(out):
        number = _number(out, i + 1) if out[i] == "," else None
        after = i + 1 + number[0] if number else 0
        words = next((w for w in OF_THEM if number and _at(out, after, w)), None)
        if number is None or words is None:
            i += 1
            continue
        start = i  # back to the start of the run of words the count is for
        while start > 0 and out[start - 1] not in PUNCTUATION and out[start - 1] not in \
                CONJUNCTIONS and out[start - 1] not in DEFINITE \
                and out[start - 1] not in ARTICLES and _number(out, start - 1) is None:
            start -= 1
        if start == i or _number(out, start - 1) is not None:
            i += 1
            continue
        if start > 0 and out[start - 1] in ARTICLES:
            start -= 1
            del out[start]
            i -= 1
            after -= 1
        end = after + len(words)
        if end < len(out) and out[end] == ",":
            end += 1  # ", five of them," closes with its own comma
        out = [*out[:start], str(number[1]), *out[start:i], *out[end:]]
        i = start + 1
    return out


def one_of_the(tokens: list[str]) -> list[str]:
    """ "on one of the (two) tables" -> "on the table"."""
    out = list(tokens)
    i = 0
    while i + 3 < len(out):
        if out[i:i + 3] != ["one", "of", "the"]:
            i += 1
            continue
        rest = out[i + 3:]
        number = _number(rest, 0)
        if number is not None:
            rest = rest[number[0]:]
        for k, tok in enumerate(rest):  # the first plural word: the group's noun
            if tok in PUNCTUATION or tok in CONJUNCTIONS:
                break
            one = singular(tok)
            if one and one != tok:
                rest = [*rest[:k], one, *rest[k + 1:]]
                break
        out = [*out[:i], "the", *rest]
        i += 1
    return out


_OF_THE_GROUP = (("of", "them"), ("of", "these"), ("of", "those"))


def each_of_them(tokens: list[str]) -> list[str]:
    """ "a lamp on each of them" -> "a lamp on each", as "every one of them" -> "each": the
    things named before, one each."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if tokens[i:i + 3] == ["every", "one", "of"] and tuple(tokens[i + 2:i + 4]) in \
                _OF_THE_GROUP:
            out.append("each")
            i += 4
        elif tokens[i] == "each" and tuple(tokens[i + 1:i + 3]) in _OF_THE_GROUP:
            out.append("each")
            i += 3
        else:
            out.append(tokens[i])
            i += 1
    return out
