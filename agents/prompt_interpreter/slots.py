"""`Slot`: one object a room template may hold; the slots every room shares; and where the
objects a prompt adds go.

Core slots (`chance=1.0`) are always planned; optional ones are drawn by the seed, and only in
rooms of at least `min_area` square metres. `target` names another slot's key (next_to /
on_top_of / around and, for wall hangings and ceiling lamps, "hang above / over"); a slot whose
target is not drawn is left out too. An object the prompt adds goes on the top of a `HOSTS`
entry, or round / beside / over an `ANCHORS` entry, when the plan has one.
"""

from __future__ import annotations

from dataclasses import dataclass

from agents.geometry.families import FAMILIES
from orchestrator.schema.scene import Relation, Wall


@dataclass(frozen=True)
class Slot:
    key: str
    category: str
    relation: Relation = "floor"
    target: str | None = None
    wall: Wall | None = None
    importance: int = 5
    chance: float = 1.0
    min_area: float = 0.0  # m^2 of floor the room needs before this slot is drawn


DOOR_IMPORTANCE = 9
# every room has a door: against a wall, its doorway kept clear by the layout
DOOR = Slot("door", "door", "against_wall", importance=DOOR_IMPORTANCE)

# the least importance an object of this category gets, however it came into the plan
MIN_IMPORTANCE: dict[str, int] = {"door": DOOR_IMPORTANCE}

# where an extra, prompt-named surface object goes: the first of these hosts in the plan
HOSTS: dict[str, tuple[str, ...]] = {
    "tv": ("tv_stand", "dresser", "sideboard", "counter"),
    "laptop": ("desk", "dining_table", "cafe_table", "coffee_table", "side_table", "dresser",
               "nightstand"),
    "table_lamp": ("nightstand", "side_table", "desk", "dresser", "sideboard", "filing_cabinet",
                   "tv_stand", "counter"),
    "desk_lamp": ("desk", "nightstand", "side_table", "dresser", "filing_cabinet", "sideboard"),
    "mug": ("coffee_table", "cafe_table", "dining_table", "desk", "side_table", "counter",
            "kitchen_island", "nightstand"),
    "vase": ("dining_table", "sideboard", "coffee_table", "dresser", "side_table", "counter",
             "tv_stand", "nightstand", "vanity"),
    "small_plant": ("dresser", "sideboard", "filing_cabinet", "tv_stand", "counter", "desk",
                    "nightstand", "side_table", "vanity", "coffee_table", "cafe_table"),
    "book_stack": ("coffee_table", "side_table", "nightstand", "desk", "dresser", "sideboard",
                   "dining_table"),
    "fruit_bowl": ("dining_table", "kitchen_island", "counter", "sideboard", "coffee_table",
                   "cafe_table"),
}
# seats, lamps and fittings that go round / beside / over a piece of furniture when the prompt
# adds them
ANCHORS: dict[str, tuple[Relation, tuple[str, ...]]] = {
    "chair": ("around", ("dining_table", "cafe_table", "desk", "kitchen_island")),
    "stool": ("around", ("kitchen_island", "counter", "bar_counter", "bar_table", "cafe_table",
                        "dining_table")),
    "office_chair": ("around", ("desk",)),
    "bench": ("around", ("dining_table",)),
    "armchair": ("floor", ("coffee_table", "side_table")),
    "pendant_lamp": ("next_to", ("dining_table", "cafe_table", "kitchen_island", "coffee_table",
                                 "desk")),
    "ceiling_lamp": ("next_to", ("dining_table", "kitchen_island")),
    "nightstand": ("next_to", ("bed", "bunk_bed", "sofa")),
    "side_table": ("next_to", ("sofa", "armchair", "bed")),
    "painting": ("next_to", ("bed", "sofa", "sideboard", "desk")),
    "mirror": ("next_to", ("vanity", "dresser")),
    "wall_shelf": ("next_to", ("desk", "toy_box")),
    "rug": ("center", ("coffee_table", "bed", "dining_table")),
    "stove": ("next_to", ("counter",)),
    "fridge": ("next_to", ("counter",)),
    "coat_rack": ("next_to", ("door",)),
}


def listed_hosts(category: str) -> tuple[str, ...]:
    """What a surface thing is known to stand on, best first: its entry in `HOSTS`, else its
    family's own list (empty when neither names any)."""
    if category in HOSTS:
        return HOSTS[category]
    family = FAMILIES.get(category)
    return family.hosts if family is not None else ()
