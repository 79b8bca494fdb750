"""The taxonomy of head nouns: the family that stands in for an object the library has no name
for, chosen by the last word of its noun phrase ("an antique cabinet" -> cabinet, "a laundry
hamper" -> laundry basket).

Plain data, checked by tests: every target is a generator, or a room-dependent "@" key of
`vocabulary.BARE_WORDS`. A noun whose head is not here is reported as not made.
"""

from __future__ import annotations

HEADS: dict[str, str] = {
    # furniture by kind
    "table": "@table", "desk": "desk", "chair": "chair", "seat": "chair", "stool": "stool",
    "bench": "bench", "sofa": "sofa", "couch": "sofa", "bed": "bed", "cabinet": "sideboard",
    "cupboard": "sideboard", "dresser": "dresser", "shelf": "bookshelf", "shelving": "bookshelf",
    "bookcase": "bookshelf", "counter": "counter", "lamp": "@lamp", "light": "@lamp",
    "rug": "rug", "carpet": "rug", "mat": "rug", "plant": "plant", "tree": "plant",
    "flower": "vase", "picture": "painting", "print": "painting", "poster": "painting",
    "portrait": "painting", "mirror": "mirror", "box": "toy_box", "chest": "toy_box",
    "stand": "side_table", "nightstand": "nightstand", "screen": "tv", "cup": "mug",
    "mug": "mug", "book": "book_stack", "bowl": "fruit_bowl", "curtain": "curtains",
    "drape": "curtains", "armchair": "armchair", "sink": "@sink", "tub": "bathtub",
}
