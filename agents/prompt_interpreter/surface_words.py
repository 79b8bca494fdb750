"""What the prompt says of the room's floor, walls and ceiling: "sage green walls", "exposed
brick walls", "a black and white checkered floor", "walls painted pale yellow".

The words before a surface's name ("dark hardwood floors"), or after it and a linking word
("walls painted in lavender", "the ceiling is white"), count when they are colour, material,
finish or tone words (`agents.texture.surfaces`). A surface name that modifies a noun is not
the surface ("a floor lamp", "a wall clock"); one wall of its own ("a navy accent wall", "a
feature wall of exposed brick") is the accent wall, not all the walls. The texture agent
gives each surface read a variant of the style's material.
"""

from __future__ import annotations

import re

from agents.texture.attributes import COLOUR_RGB
from agents.texture.surfaces import is_surface_word
from orchestrator.schema.scene import RoomPart, SurfaceLook

PARTS: dict[str, RoomPart] = {
    "wall": "wall", "walls": "wall", "floor": "floor", "floors": "floor", "flooring": "floor",
    "floorboards": "floor", "ceiling": "ceiling", "ceilings": "ceiling",
}
# words after a surface's name that end it: what follows is no compound ("floor lamp")
ENDS = frozenset({",", ".", ";", ":", "!", "?", "and", "with", "in", "of", "that", "which",
                  "throughout", "where", "while", "but", "or", "to", "for", "under", "behind",
                  "beside", "by", "near", "on", "at", "from", "is", "are", "as", "the", "a",
                  "an", "painted", "clad", "covered", "done", "finished"})
# words between a surface's name and what it is ("walls painted in sage", "floor is oak")
LINKS = frozenset({"is", "are", "painted", "in", "clad", "covered", "done", "finished", "of",
                   "a", "an"})
ACCENTS = frozenset({"accent", "feature", "statement"})  # one wall in a finish of its own
ACCENT_DEFAULT = ("deep", "slate")  # an accent wall the prompt gives no colour
UNSUITED = frozenset({"glass", "crystal"})  # a see-through shell is no room
# words of a finish that change nothing we draw ("exposed brick", "polished concrete")
PLAIN_WORDS = frozenset({"exposed", "polished", "bare", "raw", "rough", "smooth", "natural"})
MAX_WORDS = 6
AND = "&"  # "black and white" kept apart while reading, so neither is the other's shade
_TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*|[.,;:!?]")


def surface_looks(text: str) -> tuple[SurfaceLook, ...]:
    """The looks the (lower-case) prompt gives its floor, walls and ceiling, first one each."""
    tokens = _TOKEN.findall(text)
    found: dict[RoomPart, tuple[str, ...]] = {}
    used: set[int] = set()  # tokens one surface's look took: no other surface shares them
    for i, token in enumerate(tokens):
        part = PARTS.get(token)
        after = tokens[i + 1] if i + 1 < len(tokens) else "."
        if part is None or after not in ENDS:
            continue  # "a floor lamp", "wall shelves"
        accent = part == "wall" and i > 0 and tokens[i - 1] in ACCENTS  # "a navy accent wall"
        part = "accent_wall" if accent else part
        if part in found:
            continue
        words = _before(tokens, i - 1 if accent else i, used) or _after(tokens, i, used)
        if words or accent:
            found[part] = words[:MAX_WORDS] or ACCENT_DEFAULT
    return tuple(SurfaceLook(part=part, words=words) for part, words in found.items())


def _before(tokens: list[str], i: int, used: set[int]) -> tuple[str, ...]:
    """ "dark hardwood floors", "black and white checkered floor", "wood-paneled walls" """
    words: list[str] = []
    k = i - 1
    while k >= 0 and k not in used:
        parts = tokens[k].split("-")
        if tokens[k] in PLAIN_WORDS:
            pass  # "exposed brick walls": brick walls
        elif all(is_surface_word(p) for p in parts):
            words[:0] = parts
        elif tokens[k] == "and" and words and k > 0 and \
                all(is_surface_word(p) for p in tokens[k - 1].split("-")):
            words[:0] = [AND]  # "black and white": both colours, not one shade
        else:
            break
        k -= 1
    while words and words[0] == AND:  # "brick and white walls" after brick was taken
        words.pop(0)
    used.update(range(k + 1, i))
    return _cleaned(words)


def _after(tokens: list[str], i: int, used: set[int]) -> tuple[str, ...]:
    """ "walls painted in pale yellow", "the ceiling is white" """
    k = i + 1
    while k < len(tokens) and tokens[k] in LINKS:
        k += 1
    start, words = k, []
    while k < len(tokens) and k not in used:  # (not over "and": "an accent wall in dark
        # green and white walls" is a dark green accent wall)
        parts = tokens[k].split("-")
        if tokens[k] in PLAIN_WORDS:
            pass
        elif all(is_surface_word(p) for p in parts):
            words += parts
        else:
            break
        k += 1
    used.update(range(start, k))
    return _cleaned(words) if k > i + 1 else ()


def _cleaned(words: list[str]) -> tuple[str, ...]:
    """Without see-through materials, and "sage green" read as sage (the first of two colour
    words in a row names the shade; the second, its family)."""
    kept = [w for w in words if w not in UNSUITED]
    shades = [w for k, w in enumerate(kept)
              if not (k and w in COLOUR_RGB and kept[k - 1] in COLOUR_RGB)]
    return tuple(w for w in shades if w != AND)
