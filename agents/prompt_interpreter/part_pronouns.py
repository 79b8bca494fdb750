"""A thing's own part, named by a possessive, read as the thing itself.

"an armchair with a folded newspaper on its seat", "two lockers, each with a helmet on their
tops", "a tub with a candle on its rim": the seat, top and rim are where the thing holds
what is put on it, not objects of their own. The grammar reads "on it" / "on them" for
these, so a part word never becomes a chair, a table or anything else of its own.
"""

from __future__ import annotations

from agents.prompt_interpreter.words import BE, CONJUNCTIONS, PUNCTUATION, SENTENCE_ENDS, VERBS

# parts on or in which a thing holds what is put there
OWN_PARTS = frozenset({
    "seat", "seats", "top", "tops", "tabletop", "tabletops", "surface", "surfaces", "lid",
    "lids", "cushion", "cushions", "arm", "arms", "armrest", "armrests", "rim", "rims",
    "edge", "edges", "ledge", "mattress", "desktop", "countertop", "worktop", "base"})
PRONOUN_OF = {"its": "it", "their": "them"}
# parts a thing holds things on or in ("on whose mantel", "in whose drawer")
# ... and the verbs by which such a part holds things ("whose top holds a perfume bottle")
WHOSE_HOLDING = frozenset({"holds", "has", "carries", "displays", "supports"})
HOLDING_PARTS = OWN_PARTS | {"mantel", "mantelpiece", "shelf", "shelves", "drawer", "drawers",
                             "tray", "windowsill", "sill"}


def parts_as_pronouns(tokens: list[str]) -> list[str]:
    """ "on its seat ," -> "on it ,": a possessive part word that ends its phrase."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        after = tokens[i + 2] if i + 2 < len(tokens) else None
        if tok in PRONOUN_OF and i + 1 < len(tokens) and tokens[i + 1] in OWN_PARTS and (
                after is None or after in PUNCTUATION or after in SENTENCE_ENDS
                or after in CONJUNCTIONS):
            out.append(PRONOUN_OF[tok])
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


def whose_as_with(tokens: list[str]) -> list[str]:
    """ "a bed, whose headboard rests against the wall" -> "a bed, with its headboard rests
    ...": what is said of the part is said of the thing, as after "with its"."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        part = i + 1 < len(tokens) and tokens[i + 1] in HOLDING_PARTS
        if tok == "whose" and part and out and out[-1] in ("on", "in", "atop", "upon", "inside"):
            out.append("which")  # "a fireplace, on whose mantel stand two candlesticks":
            i += 2  # on which
            continue
        if tok == "whose" and part and i + 2 < len(tokens) and tokens[i + 2] in WHOSE_HOLDING:
            out.append("which")  # "a chest of drawers, whose top holds a perfume bottle":
            i += 2  # which holds it (the thing just named, not the sentence's subject)
            continue
        out.extend(("with", "its") if tok == "whose" else (tok,))
        i += 1
    return out


ENDS_OF = frozenset({"foot", "head", "end", "side", "base", "center", "centre", "middle"})
# ("at its foot": at the foot of it; "at its center": at the center of it, on it)


def ends_as_relations(tokens: list[str]) -> list[str]:
    """ "a bench at its foot" -> "a bench at the foot of it": a place by a thing's end or
    side, the relation its own phrase names."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if tokens[i] in ("at", "by") and tuple(tokens[i + 1:i + 2]) in (("its",), ("their",)) \
                and i + 2 < len(tokens) and tokens[i + 2] in ENDS_OF:
            out.extend((tokens[i], "the", tokens[i + 2], "of", PRONOUN_OF[tokens[i + 1]]))
            i += 3
            continue
        if tokens[i] in ("along", "on", "at", "by") and i + 3 < len(tokens) \
                and tokens[i + 1] in PRONOUN_OF and tokens[i + 2] in ("long", "short") \
                and tokens[i + 3] in ("side", "sides", "end", "ends"):
            # "two chairs along its long side" -> "... along the long side of it"
            out.extend((tokens[i], "the", tokens[i + 2], tokens[i + 3], "of",
                        PRONOUN_OF[tokens[i + 1]]))
            i += 4
            continue
        out.append(tokens[i])
        i += 1
    return out


WHOLE_PARTS = OWN_PARTS | {"headboard", "footboard", "backrest", "frame"}


def possessed_parts_as_wholes(tokens: list[str]) -> list[str]:
    """ "the bed's headboard is against the wall" -> "the bed is against the wall": what is
    said of a thing's own part is said of the thing (and "on the bed's left side" is "on the
    left side of the bed")."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        # the owner's words end at the first possessive within three words of "the"
        owns = next((j for j in range(i + 1, min(i + 4, len(tokens) - 1))
                     if tokens[j].endswith("'s")), None) if tok == "the" else None
        if owns is not None and (tokens[owns + 1] in ("left", "right") or (
                tokens[owns + 1] in ENDS_OF and _ends_phrase(tokens, owns + 2))):
            # "on the bed's left side" -> "on the left side of the bed", "at the bed's foot"
            # -> "at the foot of the bed"
            side = ["side"] if tokens[owns + 1] in ("left", "right") \
                and tokens[owns + 2:owns + 3] == ["side"] else []
            out += ["the", tokens[owns + 1], *side, "of", "the", *tokens[i + 1:owns],
                    tokens[owns][:-2]]
            i = owns + 2 + len(side)
            continue
        if tok.endswith("'s") and len(tok) > 2 and i + 1 < len(tokens) \
                and tokens[i + 1] in WHOLE_PARTS:
            out.append(tok[:-2])
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


def _ends_phrase(tokens: list[str], k: int) -> bool:
    """Whether the noun phrase ends before tokens[k] ("at the bed's foot sits", not "the
    sofa's end table")."""
    return k >= len(tokens) or tokens[k] in PUNCTUATION or tokens[k] in SENTENCE_ENDS \
        or tokens[k] in CONJUNCTIONS or tokens[k] in VERBS or tokens[k] in BE


ENDS_PASSED = frozenset({"head", "foot", "end", "side"})  # a place by them is by the thing
PASSING_RELATIONS = frozenset({"behind", "beside", "near", "by", "above", "under", "beneath",
                               "below", "opposite", "facing"})


def ends_passed(tokens: list[str]) -> list[str]:
    """ "a cabinet behind the head of the table" -> "a cabinet behind the table": by a
    thing's end is by the thing ("at the head of" keeps its own meaning)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if out and out[-1] in PASSING_RELATIONS and tokens[i] == "the" \
                and i + 2 < len(tokens) and tokens[i + 1] in ENDS_PASSED \
                and tokens[i + 2] == "of":
            i += 3
            continue
        out.append(tokens[i])
        i += 1
    return out


SPOTS_ON = frozenset({"corner", "edge", "rim", "ledge", "lid"})  # of a top: on the thing
ROOM_WHOLES = frozenset({"room", "wall", "walls", "floor", "ceiling"})
SPREAD_WORDS = frozenset({"scattered", "strewn", "spread", "laid", "draped", "thrown",
                          "stretched", "sprawled"})  # "... across the desk": on it


def spots_on_as_wholes(tokens: list[str]) -> list[str]:
    """ "a lamp on the corner of the desk" -> "a lamp on the desk", "books scattered across
    the desk" -> "... on the desk", and a clause opened by a bare "on top" ("...; on top sits
    a lamp") -> "on top of it": a spot on a thing's top is the thing's top (a room's corner
    is no such spot, and "across from" keeps its meaning)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        ahead = tokens[i + 1:i + 6]
        if tokens[i] == "on" and len(ahead) == 5 and ahead[0] == "the" and ahead[1] in SPOTS_ON \
                and ahead[2] == "of" and ahead[3] in ("the", "a", "an") \
                and ahead[4] not in ROOM_WHOLES:
            out.append("on")
            i += 4  # (the "the" before the thing is kept)
            continue
        if tokens[i] == "across" and out and out[-1] in SPREAD_WORDS \
                and tokens[i + 1:i + 2] != ["from"]:
            out.append("on")
            i += 1
            continue
        if tokens[i:i + 2] == ["on", "top"] and (not out or out[-1] in SENTENCE_ENDS
                                                 or out[-1] in (",", ";", "and")) \
                and i + 2 < len(tokens) and tokens[i + 2] not in ("of", "shelf", "shelves"):
            out.extend(("on", "top", "of", "it"))
            i += 2
            continue
        out.append(tokens[i])
        i += 1
    return out
