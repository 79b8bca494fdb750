"""Which room of a whole home an edit is for.

A home is edited one room at a time: "put a plant in the kitchen" names its room; "remove the
tv" is for the one room that has a tv. The room comes from `room` (the CLI's --room, a tool's
argument) or from the instruction's words (a room's label, "bedroom 2", or its type,
"kitchen"); among the zones that leaves, the edit goes to the one where the rules can do it.
An edit that fits several rooms and names none is refused with the rooms to choose from, as
is one that fits none.
"""

from __future__ import annotations

import re

from agents.prompt_interpreter.edit_words import EditRefused
from agents.prompt_interpreter.edits import apply_edit
from orchestrator.schema.edit import EditPlan
from orchestrator.schema.home import HomePlan, HomeRoom, HomeScene, Zone


def _names(room: HomeRoom, zone: Zone) -> tuple[list[str], list[str]]:
    """The words that name a zone: exactly (its label, "open kitchen"; its room's label,
    "main bedroom"; their ids, "bedroom 2") and by type ("kitchen", "bedroom")."""
    exact = [room.label, room.id, zone.id] + ([zone.label] if zone.label else [])
    kinds = [zone.room_type, room.room_type]
    return ([" ".join(p.lower().replace("_", " ").split()) for p in exact],
            [k.replace("_", " ") for k in kinds])


def _says(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text) is not None


def zones_named(plan: HomePlan, text: str) -> list[tuple[HomeRoom, Zone]]:
    """The zones the words name: by label or id if any are, else by type ("the bedroom" in
    a home of three names all three; "the kitchen" of an open plan names its kitchen zone)."""
    text = " ".join(text.lower().replace("_", " ").split())
    zones = [(r, z) for r in plan.rooms for z in r.zones]
    exact = [(r, z) for r, z in zones if any(_says(text, p) for p in _names(r, z)[0])]
    if exact:
        return exact
    return [(r, z) for r, z in zones if _says(text, _names(r, z)[1][0])] or \
        [(r, z) for r, z in zones if _says(text, _names(r, z)[1][1])]


def zones_of_room(plan: HomePlan, room: str) -> list[tuple[HomeRoom, Zone]]:
    """The zones `room` names (an id, a label or a type naming one room), or a one-line error."""
    named = zones_named(plan, room)
    if named and len({r.id for r, _ in named}) == 1:
        return named
    choices = _rooms(list(dict.fromkeys(r for r, _ in named)) if named else list(plan.rooms))
    what = "names several rooms" if named else "is no room of this home"
    raise EditRefused(f"{room!r} {what}; choose one of: {choices}")


def zone_for_edit(home: HomeScene, instruction: str, edit: EditPlan | None,
                  room: str | None = None) -> str:
    """The zone an edit is for. `edit` is the rules' reading, or None when only a model can
    read the instruction: the room must then be named. Raises a one-line EditRefused."""
    plan = home.plan
    named = zones_of_room(plan, room) if room else zones_named(plan, instruction)
    scope = {z.id for _, z in named} or {z.zone for z in home.zones}
    rooms = list(dict.fromkeys(r for r, _ in named))
    if edit is None:
        if len(rooms) != 1:
            raise EditRefused("say which room the change is for: " +
                              _rooms(rooms or list(plan.rooms)))
        return named[0][1].id
    fits, first_refusal = [], None
    for zone in (z for z in home.zones if z.zone in scope):
        try:
            apply_edit(zone.scene, edit)
        except EditRefused as exc:
            first_refusal = first_refusal or exc
            continue
        fits.append(zone)
    fitting_rooms = list(dict.fromkeys(z.room for z in fits))
    if len(fitting_rooms) == 1:
        return fits[0].zone  # a room of several zones: the first where it can be done
    if not fits:
        where = f"the {_label(named)}" if len(rooms) == 1 else "any room of this home"
        reason = str(first_refusal).removeprefix("the scene ") if first_refusal else ""
        raise EditRefused(f"cannot do that in {where}: " + (
            f"it {reason}" if reason.startswith("has no") else reason or "nothing fits"))
    raise EditRefused("the change fits several rooms; say which: " +
                      _rooms([plan.room(r) for r in fitting_rooms]))


def _label(named: list[tuple[HomeRoom, Zone]]) -> str:
    """What to call the named part of one room: the zone's own label in an open plan."""
    room, zone = named[0]
    return zone.label if len(named) == 1 and zone.label else room.label


def _rooms(rooms: list[HomeRoom]) -> str:
    return ", ".join(f"{r.id} ({r.label})" for r in rooms)
