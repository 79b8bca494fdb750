"""The scene description every agent reads and writes.

The scene stays plain data until the Blender worker builds it. Coordinates are metres, Z up.
The room's floor is the rectangle x in [-width/2, width/2], y in [-depth/2, depth/2] at z = 0;
the ceiling is at z = height. An object's `location` is the centre of the bottom face of its
bounding box; `rotation_z` turns it about Z (radians). `size` is the axis-aligned size of the
*unrotated* box (x = width, y = depth, z = height); generators model the front facing -Y.
"""

from __future__ import annotations

import hashlib
import math
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from orchestrator.schema.blueprint import MAX_DESIGNS, ObjectDesign
from orchestrator.schema.limits import MAX_OBJECTS, MAX_RESOLUTION, MAX_SAMPLES
from orchestrator.schema.version import VERSION

Vec3 = tuple[float, float, float]
ROOM_SIDE = (2.0, 20.0)  # metres: the least and most width or depth of a room of its own
MIN_ZONE_SIDE = 1.0  # metres: the least of a zone of a home (a hall, an L's arm)
RGB = tuple[float, float, float]

RoomType = Literal[
    "bedroom", "living_room", "office", "cafe", "kitchen",
    "dining_room", "bathroom", "library", "kids_room", "studio", "hall",
]
Style = Literal[
    "cozy", "modern", "rustic", "scandinavian", "industrial", "minimalist", "luxury", "playful",
]
# Procedural PBR recipes (agents.texture.blender builds each as a node tree).
Recipe = Literal[
    "wood", "wood_planks", "fabric", "velvet", "wool", "linen", "leather",
    "metal", "brushed_metal", "chrome", "brass", "painted_metal",
    "ceramic", "porcelain", "marble", "granite", "stone", "terrazzo",
    "glass", "frosted_glass", "mirror",
    "plaster", "concrete", "brick", "tile", "wallpaper",
    "plastic", "rubber", "foliage", "paper", "cardboard", "emissive", "soil",
]
Mood = Literal["warm", "cool", "bright", "moody"]
# how many small things dress the room's surfaces beyond what the prompt names
Density = Literal["sparse", "normal", "dense"]
DENSITIES: tuple[Density, ...] = ("sparse", "normal", "dense")
TimeOfDay = Literal["morning", "noon", "golden_hour", "dusk", "night"]
Quality = Literal["draft", "preview", "final"]
QUALITIES: tuple[Quality, ...] = get_args(Quality)
Relation = Literal["against_wall", "corner", "center", "next_to", "on_top_of", "around", "floor"]
Wall = Literal["north", "south", "east", "west"]


class Frozen(BaseModel):
    """Base for every scene record: immutable, strict about unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class PlannedObject(Frozen):
    """One thing the plan asks for; the layout solver decides where it goes."""

    id: str = Field(min_length=1, max_length=64, pattern=r"^[a-z0-9_]+$")
    category: str = Field(min_length=1, max_length=64)
    relation: Relation = "floor"
    target: str | None = None  # id of the anchor for next_to / on_top_of / around
    wall: Wall | None = None  # preferred wall for against_wall / corner
    importance: int = Field(default=5, ge=1, le=10)  # 10 = defining object of the room
    label: str | None = Field(default=None, max_length=80)  # the prompt's noun ("teddy bear")
    # the prompt's words for it: colour, material, size, shape ("blue", "marble", "king-size")
    attributes: tuple[str, ...] = Field(default=(), max_length=8)


# the shell's surfaces a prompt can describe; "accent_wall" is one wall in its own finish
RoomPart = Literal["floor", "wall", "ceiling", "accent_wall"]
SurfaceWord = Annotated[str, Field(min_length=1, max_length=24,
                                   pattern=r"^[a-z]+(?:-[a-z]+)*$")]  # "sage-green" too


class SurfaceLook(Frozen):
    """What the prompt says of a room surface's finish: "sage green walls", "a polished
    concrete floor" (the texture agent gives that surface a variant of its material)."""

    part: RoomPart
    # colour, material, finish and tone words ("sage", "brick", "dark"); others are ignored
    words: tuple[SurfaceWord, ...] = Field(min_length=1, max_length=6)


NounOutcome = Literal["made", "approximated", "fewer", "not_made", "left_out"]


class NounAccount(Frozen):
    """What became of one object noun phrase of the prompt (the report lists every one)."""

    phrase: str = Field(max_length=200)  # as written: "two large toy bins"
    noun: str = Field(max_length=120)  # singular: "toy bin"
    asked: int = Field(ge=0)  # how many the prompt asks for (0: "no tv")
    at_least: bool = False  # `asked` is a lower bound ("several", a bare plural)
    family: str | None = None  # the library family that makes it
    planned: int = Field(default=0, ge=0)  # how many objects the plan holds for it
    outcome: NounOutcome
    note: str = Field(default="", max_length=300)


class RelationSpec(Frozen):
    """A relation the prompt asks for: objects of one noun relative to another object's noun
    ("a lamp on the desk") or to a part of the room ("a sofa against the wall")."""

    subject: str = Field(max_length=120)  # the noun of the objects it constrains
    relation: str = Field(max_length=24)  # on, inside, near, next_to, around, facing, ...
    target: str | None = Field(default=None, max_length=120)  # the other object's noun
    # "between the fridge and the sink": the second thing's noun (the fridge is the target)
    also: str | None = Field(default=None, max_length=120)
    landmark: str | None = Field(default=None, max_length=24)  # wall, corner, middle, door, ...
    count: int = Field(default=1, ge=1)  # how many subjects must satisfy it


class Opening(Frozen):
    """A gap in a wall that a home's plan fixes: a doorway, or (`open`) the stretch of a side
    that lies open to another zone of the same space (an open kitchen's side to the living
    room). Centre along the wall as for a window (`WindowSpec.offset`)."""

    wall: Wall
    offset: float
    width: float = Field(gt=0.0, le=20.0)
    height: float = Field(default=2.05, gt=0.0, le=6.0)
    open: bool = False


class Enclosure(Frozen):
    """A room's walls as a home's plan fixes them: its doorways and open sides, and its
    windows (the layout keeps the openings clear and uses these windows, choosing none)."""

    openings: tuple[Opening, ...] = Field(default=(), max_length=32)
    windows: tuple[WindowSpec, ...] = Field(default=(), max_length=32)


class ScenePlan(Frozen):
    """What the prompt interpreter produces, offline or from Claude."""

    prompt: str
    room_type: RoomType
    style: Style
    mood: Mood
    time_of_day: TimeOfDay
    # a zone of a home may be a narrower strip (a hall, an L's arm) than a room of its own
    width: float = Field(ge=MIN_ZONE_SIDE, le=ROOM_SIDE[1])
    depth: float = Field(ge=MIN_ZONE_SIDE, le=ROOM_SIDE[1])
    height: float = Field(ge=2.2, le=6.0)
    objects: tuple[PlannedObject, ...] = Field(min_length=1, max_length=MAX_OBJECTS)
    seed: int = Field(ge=0, lt=2**63)
    room_label: str | None = Field(default=None, max_length=80)  # "music room", "pet store"
    nouns: tuple[NounAccount, ...] = Field(default=(), max_length=2 * MAX_OBJECTS)
    relations: tuple[RelationSpec, ...] = Field(default=(), max_length=2 * MAX_OBJECTS)
    # objects designed as data for nouns the library lacks; their names are categories
    designs: tuple[ObjectDesign, ...] = Field(default=(), max_length=MAX_DESIGNS)
    density: Density = "normal"  # small things on the room's surfaces (agents.geometry.dressing)
    enclosure: Enclosure | None = None  # a room of a home: its doorways and windows are fixed
    surfaces: tuple[SurfaceLook, ...] = Field(default=(), max_length=4)  # one per RoomPart


class Room(Frozen):
    room_type: RoomType
    width: float
    depth: float
    height: float
    # material ids for the shell; filled by the texture agent
    floor_material: str | None = None
    wall_material: str | None = None
    ceiling_material: str | None = None
    accent_wall: Wall | None = None  # one wall in a finish of its own ("a navy accent wall")
    accent_material: str | None = None
    windows: tuple[WindowSpec, ...] = ()
    openings: tuple[Opening, ...] = ()  # a room of a home: its doorways and open sides


class WindowSpec(Frozen):
    """A window opening in a wall: centre along the wall (metres from the wall's middle)."""

    wall: Wall
    offset: float
    sill: float = 0.9
    width: float = 1.2
    height: float = 1.3


class PlacedObject(Frozen):
    id: str
    category: str  # generator name from agents.geometry.catalog
    params: dict[str, float] = Field(default_factory=dict)
    seed: int = 0
    location: Vec3
    rotation_z: float = 0.0
    size: Vec3
    support: str = "floor"  # "floor", "wall" or the id of the object it stands on
    materials: dict[str, str] = Field(default_factory=dict)  # slot -> material id
    importance: int = 5
    label: str | None = None  # the prompt's noun for it, when it differs from the category
    attributes: tuple[str, ...] = ()  # the prompt's colour, material, size and shape words
    # a small thing the room's density added (a book on a shelf, a plate at a seat), not the plan
    dressing: bool = False


class MaterialSpec(Frozen):
    """A Principled BSDF recipe; the Blender layer turns it into nodes."""

    id: str
    recipe: Recipe
    base_color: RGB
    roughness: float = Field(default=0.5, ge=0.0, le=1.0)
    metallic: float = Field(default=0.0, ge=0.0, le=1.0)
    transmission: float = Field(default=0.0, ge=0.0, le=1.0)
    emission_strength: float = Field(default=0.0, ge=0.0, le=100.0)
    pattern_scale: float = Field(default=1.0, gt=0.0, le=100.0)  # grain / weave / noise scale


class LightSpec(Frozen):
    id: str
    kind: Literal["area", "point", "spot", "sun"]
    location: Vec3
    rotation: Vec3 = (0.0, 0.0, 0.0)  # Euler XYZ radians
    energy: float = Field(ge=0.0)  # watts (sun: W/m^2)
    color: RGB = (1.0, 1.0, 1.0)
    size: float = Field(default=0.5, ge=0.0)


class WorldSpec(Frozen):
    color: RGB = (0.05, 0.05, 0.06)  # what lighting rays see (cheap, noise-free)
    strength: float = Field(default=1.0, ge=0.0)
    exposure: float = 0.0  # view transform exposure (stops)
    # By day the camera sees a physical sky texture through the windows (radians; None: no sky)
    sky_elevation: float | None = Field(default=None, ge=0.0, le=math.pi / 2)
    sky_rotation: float = 0.0


class CameraSpec(Frozen):
    location: Vec3
    look_at: Vec3
    lens_mm: float = Field(default=24.0, ge=8.0, le=200.0)


class ExtraView(Frozen):
    """A camera besides the scene camera: the key objects (ids) it shows that the scene
    camera does not, and its render (None when not rendered)."""

    camera: CameraSpec
    shows: tuple[str, ...]
    render_path: str | None = None


class RenderSettings(Frozen):
    quality: Quality
    resolution_x: int = Field(ge=16, le=MAX_RESOLUTION[0])
    resolution_y: int = Field(ge=16, le=MAX_RESOLUTION[1])
    samples: int = Field(ge=1, le=MAX_SAMPLES)
    denoise: bool = True
    device: Literal["CPU", "GPU"] = "CPU"


class Finding(Frozen):
    code: Literal[
        "overlap", "out_of_bounds", "floating", "missing_support", "dropped",
        "unframed",  # mesh-level camera check: a key object out of frame or fully hidden
        "unstable",  # physics check: moved or turned in 2 s of rigid-body simulation
        "plan",  # a home's floor plan: rooms overlap, too small, a door or window misplaced
        "unreachable",  # a home's room that no path of doors leads to from the front door
    ]
    severity: Literal["error", "warning", "info"] = "error"
    objects: tuple[str, ...] = ()
    message: str


class Provenance(Frozen):
    planner: Literal["offline", "anthropic"] = "offline"
    model: str | None = None
    seed: int = 0
    example: str | None = None
    version: str = VERSION


class Scene(Frozen):
    """The whole scene; stages fill in their parts and hand on a new copy."""

    plan: ScenePlan
    room: Room
    objects: tuple[PlacedObject, ...] = ()
    materials: tuple[MaterialSpec, ...] = ()
    lights: tuple[LightSpec, ...] = ()
    world: WorldSpec = WorldSpec()
    camera: CameraSpec | None = None
    render: RenderSettings | None = None
    findings: tuple[Finding, ...] = ()
    provenance: Provenance = Provenance()

    def object(self, object_id: str) -> PlacedObject:
        for obj in self.objects:
            if obj.id == object_id:
                return obj
        raise KeyError(object_id)

    def content_hash(self) -> str:
        """sha256 of the canonical JSON: equal scenes hash equal, across runs and machines."""
        return hashlib.sha256(self.model_dump_json().encode()).hexdigest()


def footprint(obj: PlacedObject) -> tuple[float, float, float, float]:
    """Axis-aligned (min_x, min_y, max_x, max_y) of the rotated bounding box on the floor plane."""
    return footprint_at(obj.location[0], obj.location[1], obj.rotation_z, obj.size)


def footprint_at(x: float, y: float, rotation_z: float, size: Vec3
                 ) -> tuple[float, float, float, float]:
    """The footprint of a box of `size` centred at (x, y), turned by rotation_z."""
    half_w, half_d = size[0] / 2, size[1] / 2
    c, s = abs(math.cos(rotation_z)), abs(math.sin(rotation_z))
    ext_x = half_w * c + half_d * s
    ext_y = half_w * s + half_d * c
    return (x - ext_x, y - ext_y, x + ext_x, y + ext_y)


Room.model_rebuild()
Enclosure.model_rebuild()
ScenePlan.model_rebuild()
