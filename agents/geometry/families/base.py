"""What a family of the object library is: its default box, where it goes, its parts, its names.

A family is data (an `orchestrator.schema.blueprint.Blueprint` of primitive parts), so the
library can grow without new Blender code: `agents.geometry.catalog` reads the box and the
placement, `agents.geometry.blender_blueprint` builds the parts, and the prompt interpreter
reads the names. Slots are palette roles ("wood", "metal", "fabric", "screen", ...) so the
texture agent dresses them without a table of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from orchestrator.schema.blueprint import Blueprint, Part, Placement


@dataclass(frozen=True)
class Family:
    name: str
    size: tuple[float, float, float]  # default (width, depth, height) in metres
    placement: Placement
    parts: tuple[Part, ...]
    names: tuple[str, ...] = ()  # what people call it, singular ("upright piano", "piano")
    hosts: tuple[str, ...] = ()  # for surface things: what they stand on, best first
    surface_frac: float | None = None  # top others may stand on, as a fraction of height
    shelves: tuple[float, ...] = ()  # tops of inner shelf boards things may stand on
    near: tuple[str, ...] = ()  # what it goes beside when the prompt does not say (best first)
    in_front: bool = False  # ... in front of it rather than beside it (a piano's bench)
    mount_centre: float | None = None  # wall-mounted: height of its centre (default 1.5 m)
    companions: tuple[str, ...] = ()  # what comes with it unless the prompt says otherwise
    clearance: float = 0.0  # metres kept free in front of it
    jitter: float = 0.06
    # an open container: the height fraction of its inner floor, where what is put in it rests
    interior: float | None = None
    rim: float = 0.06  # ... and its walls' thickness, as a fraction of its width and depth
    # parts drawn only while nothing is put in it (a toy bin's own toys, a vitrine's vase)
    contents: tuple[Part, ...] = ()
    stacks: bool = False  # flat-topped: more of the same stack on it (plates, books, boxes)
    # a dished top (a plate, a tray): the raised border round the surface, as a fraction of
    # width and depth; what fits stands inside it, what does not rests on the border
    well: float = 0.0
    # parts of its top nothing may stand on (a piano's keys), as (x0, y0, x1, y1) fractions of
    # its width and depth, front at -y
    keep_clear: tuple[tuple[float, float, float, float], ...] = ()

    @property
    def blueprint(self) -> Blueprint:
        return Blueprint(parts=self.parts + self.contents)

    @property
    def emptied(self) -> Blueprint:
        """The blueprint without its own contents: things placed in it take their room."""
        return Blueprint(parts=self.parts)


def hosts_of(*groups: tuple[str, ...]) -> tuple[str, ...]:
    """Host lists joined in order, each host once."""
    return tuple(dict.fromkeys(h for group in groups for h in group))


def family(name: str, size: tuple[float, float, float], placement: Placement,
           parts: tuple[Part, ...] | list[Part], **kwargs: object) -> Family:
    """A family, its parts flattened into one tuple (helpers return tuples of parts)."""
    contents = kwargs.pop("contents", ())
    return Family(name, size, placement, tuple(parts),  # type: ignore[arg-type]
                  contents=tuple(contents), **kwargs)  # type: ignore[arg-type]
