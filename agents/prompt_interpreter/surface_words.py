"""What the prompt says of the room's floor, walls and ceiling: "sage green walls", "exposed
brick walls", "a black and white checkered floor", "walls painted pale yellow".

The words before a surface's name ("dark hardwood floors"), or after it and a linking word
("walls painted in lavender", "the ceiling is white"), count when they are colour, material,
finish or tone words (`agents.texture.surfaces`). A surface name that modifies a noun is not
the surface ("a floor lamp", "a wall clock"), and one wall of its own ("a navy accent wall")
is not all the walls, so neither is read. The texture agent gives each surface read a variant
of the style's material.
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
UNSUITED = frozenset({"glass", "crystal"})  # a see-through shell is no room
MAX_WORDS = 6
AND = "&"  # "black and white" kept apart while reading, so neither is the other's shade
_TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*|[.,;:!?]")


def surface_looks(text: str) -> tuple[SurfaceLook, ...]:
    """The looks the (lower-case) prompt gives its floor, walls and ceiling, first one each."""
    tokens = _TOKEN.findall(text)
    found: dict[RoomPart, tuple[str, ...]] = {}
    for i, token in enumerate(tokens):
        part = PARTS.get(token)
        if part is None or part in found:
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else "."
        if after not in ENDS:
            continue  # "a floor lamp", "wall shelves"
        words = _before(tokens, i) or _after(tokens, i)
        if words:
            found[part] = words[:MAX_WORDS]
    return tuple(SurfaceLook(part=part, words=words) for part, words in found.items())


def _before(tokens: list[str], i: int) -> tuple[str, ...]:
    """ "dark hardwood floors", "black and white checkered floor", "wood-paneled walls" """
    words: list[str] = []
    k = i - 1
    while k >= 0:
        parts = tokens[k].split("-")
        if all(is_surface_word(p) for p in parts):
            words[:0] = parts
        elif tokens[k] == "and" and words and k > 0 and \
                all(is_surface_word(p) for p in tokens[k - 1].split("-")):
            words[:0] = [AND]  # "black and white": both colours, not one shade
        else:
            break
        k -= 1
    return _cleaned(words)


def _after(tokens: list[str], i: int) -> tuple[str, ...]:
    """ "walls painted in pale yellow", "the ceiling is white" """
    k = i + 1
    while k < len(tokens) and tokens[k] in LINKS:
        k += 1
    words: list[str] = []
    while k < len(tokens):
        parts = tokens[k].split("-")
        if all(is_surface_word(p) for p in parts):
            words += parts
        elif tokens[k] == "and" and words:
            words.append(AND)
        else:
            break
        k += 1
    return _cleaned(words) if k > i + 1 else ()


def _cleaned(words: list[str]) -> tuple[str, ...]:
    """Without see-through materials, and "sage green" read as sage (the first of two colour
    words in a row names the shade; the second, its family)."""
    kept = [w for w in words if w not in UNSUITED]
    shades = [w for k, w in enumerate(kept)
              if not (k and w in COLOUR_RGB and kept[k - 1] in COLOUR_RGB)]
    return tuple(w for w in shades if w != AND)
