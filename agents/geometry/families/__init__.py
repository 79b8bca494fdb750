"""The blueprint families of the object library, gathered from one module per theme.

Each module holds `FAMILIES`, a tuple of `Family` records; this package checks that names are
unique and exposes them by name. Adding a family is adding a record: no Blender code.
"""

from __future__ import annotations

from agents.geometry.families import (
    appliances,
    bath_laundry,
    beds_seating,
    ceiling_hung,
    craft_tools,
    decor,
    desk_home,
    electronics,
    fixtures_extra,
    food_service,
    games_gear,
    genre,
    gym,
    hearth,
    hobby,
    home_goods,
    home_misc,
    home_party,
    household,
    kids,
    medical,
    music,
    odds_and_ends,
    office_school,
    outdoor_play,
    personal,
    play_music,
    props,
    shelving,
    shop_restaurant,
    small_goods,
    storage,
    studio_shop,
    tableware,
    wall_hung,
    wellness_craft,
    workshop,
)
from agents.geometry.families.base import Family, Placement, family

__all__ = ["FAMILIES", "Family", "Placement", "family"]

_MODULES = (
    music, appliances, storage, decor, bath_laundry, tableware, electronics, hearth, gym,
    beds_seating, kids, office_school, shop_restaurant, workshop, medical, shelving,
    props, household, hobby, food_service, personal, home_goods, studio_shop, fixtures_extra,
    wellness_craft, desk_home, outdoor_play, home_misc, play_music, games_gear, wall_hung,
    ceiling_hung, home_party, craft_tools, odds_and_ends, small_goods, genre,
)


def _gather() -> dict[str, Family]:
    found: dict[str, Family] = {}
    for module in _MODULES:
        for item in module.FAMILIES:
            if item.name in found:
                raise ValueError(f"family {item.name!r} is defined twice")
            found[item.name] = item
    return found


FAMILIES: dict[str, Family] = _gather()
