"""A small bmesh toolkit the generators build from (imports bpy: worker processes only).

Every generator adds parts (boxes, cylinders, lathed profiles, ellipsoids) to one `PartKit`
tagged with a material slot name, then `finish()` turns the bmesh into an object whose
material slots follow the catalog's slot order. Parts are modelled in object space
(x in [-w/2, w/2], y in [-d/2, d/2], z in [0, h], front facing -Y).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence

import bmesh
import bpy
from mathutils import Matrix, Vector

from orchestrator.schema.blueprint import Part

Vec3 = tuple[float, float, float]

# Small chamfer on every hard edge: catches a highlight so boxes stop looking like CG boxes.
_EDGE_BEVEL_M = 0.004
_EDGE_BEVEL_ANGLE = math.radians(40.0)  # above the 30 deg steps of our own rounded parts


class PartKit:
    """Accumulates tagged parts in one bmesh; `finish` makes the object."""

    def __init__(self, slots: Sequence[str]) -> None:
        self.bm = bmesh.new()
        self.slots: list[str] = list(slots)
        self.tints: dict[str, tuple[str, tuple[float, float, float]]] = {}

    def stand_up(self, lying: Vec3) -> None:
        """Turn what was built lying along y (in a box of size `lying`) upright, its +y end
        up, resting on z = 0: a pen in a pen cup, a spatula in a crock."""
        bmesh.ops.rotate(self.bm, verts=self.bm.verts, cent=(0.0, 0.0, 0.0),
                         matrix=Matrix.Rotation(math.pi / 2, 3, "X"))
        bmesh.ops.translate(self.bm, verts=self.bm.verts, vec=(0.0, lying[2] / 2, lying[1] / 2))

    def lay_flat(self, native: Vec3) -> None:
        """Lay what was built standing (in a box of size `native`) on its back, its front
        face up, resting on z = 0: a throw pillow lying on a bed."""
        bmesh.ops.rotate(self.bm, verts=self.bm.verts, cent=(0.0, 0.0, 0.0),
                         matrix=Matrix.Rotation(-math.pi / 2, 3, "X"))
        bmesh.ops.translate(self.bm, verts=self.bm.verts, vec=(0.0, -native[2] / 2, native[1] / 2))

    # -- slots ---------------------------------------------------------------------------
    def index(self, slot: str) -> int:
        if slot not in self.slots:
            self.slots.append(slot)
        return self.slots.index(slot)

    def tinted_slot(self, base: str, rgb: tuple[float, float, float]) -> str:
        """A derived slot: the `base` slot's material recoloured (book spines, art blocks)."""
        name = f"{base}~{rgb[0]:.3f},{rgb[1]:.3f},{rgb[2]:.3f}"
        self.tints[name] = (base, rgb)
        self.index(name)
        return name

    def retint(self, slot: str, rgb: tuple[float, float, float]) -> None:
        """Wear a recoloured copy of `slot`'s material in its place (a book's cover in a
        colour of its own); the slot keeps its faces."""
        if slot in self.slots:
            self.tints[slot] = (slot, rgb)

    def _tag(self, verts: Iterable[bmesh.types.BMVert], slot: str, smooth: bool) -> list:
        faces = {f for v in verts for f in v.link_faces}
        idx = self.index(slot)
        for f in faces:
            f.material_index = idx
            f.smooth = smooth
        return list(faces)

    # -- primitives ----------------------------------------------------------------------
    def box(self, lo: Vec3, hi: Vec3, slot: str, *, bevel: float = 0.0, segments: int = 3,
            smooth: bool = False, matrix: Matrix | None = None) -> None:
        """Axis-aligned box from corner `lo` to `hi`; `bevel` rounds its edges in place.

        `smooth` suits soft parts (cushions); hard parts stay flat so big faces shade evenly.
        `matrix` then moves the finished part (a laptop lid turned about its hinge).
        """
        size = [max(h - lo_, 1e-4) for lo_, h in zip(lo, hi, strict=True)]
        centre = [(lo_ + h) / 2 for lo_, h in zip(lo, hi, strict=True)]
        mat = Matrix.Translation(centre) @ Matrix.Diagonal((*size, 1.0))
        verts = bmesh.ops.create_cube(self.bm, size=1.0, matrix=mat)["verts"]
        if bevel > 0.0:
            # ordered (not a set): bevel's output order follows its input, and sets of BMesh
            # elements iterate by address, which would break same-seed-same-mesh
            edges = list(dict.fromkeys(e for v in verts for e in v.link_edges))
            width = min(bevel, 0.49 * min(size))
            res = bmesh.ops.bevel(self.bm, geom=edges, offset=width, segments=segments,
                                  profile=0.5, affect="EDGES", clamp_overlap=True, material=-1)
            # bevel replaces the cube's corners: keep what survived plus what it made
            verts = [v for v in verts if v.is_valid] + list(res.get("verts", []))
        if matrix is not None:
            faces = dict.fromkeys(f for v in verts for f in v.link_faces)
            part = list(dict.fromkeys(v for f in faces for v in f.verts))
            bmesh.ops.transform(self.bm, matrix=matrix, verts=part)
        self._tag(verts, slot, smooth)

    def cylinder(self, x: float, y: float, z0: float, z1: float, r: float, slot: str, *,
                 r_top: float | None = None, segments: int = 16, smooth: bool = True) -> None:
        """Capped (truncated) cylinder standing on z0."""
        r2 = r if r_top is None else r_top
        mat = Matrix.Translation((x, y, (z0 + z1) / 2))
        verts = bmesh.ops.create_cone(self.bm, cap_ends=True, cap_tris=False, segments=segments,
                                      radius1=r, radius2=r2, depth=max(z1 - z0, 1e-4),
                                      matrix=mat)["verts"]
        faces = self._tag(verts, slot, smooth)
        for f in faces:  # flat caps: smooth-shaded caps look dented
            if abs(f.normal.z) > 0.99:
                f.smooth = False

    def slab(self, rx: float, ry: float, z0: float, z1: float, slot: str, *,
             segments: int = 48) -> None:
        """A flat oval (round where rx == ry) from z0 to z1 about the origin: a table top, a
        rug, a shelf."""
        rings = [ellipse(rx, ry, z, segments=segments) for z in (z0, max(z1, z0 + 1e-4))]
        for f in self.loft(rings, slot, cap_start=True, cap_end=True):
            f.normal_update()
            if abs(f.normal.z) > 0.99:  # flat caps: smooth-shaded caps look dented
                f.smooth = False

    def strut(self, p0: Vec3, p1: Vec3, r: float, slot: str, *, r_end: float | None = None,
              segments: int = 8) -> None:
        """A round bar between two points (splayed legs, poles, spokes, handles)."""
        a, b = Vector(p0), Vector(p1)
        axis = b - a
        rot = Vector((0, 0, 1)).rotation_difference(axis.normalized()).to_matrix().to_4x4()
        mat = Matrix.Translation((a + b) / 2) @ rot
        verts = bmesh.ops.create_cone(self.bm, cap_ends=True, cap_tris=False, segments=segments,
                                      radius1=r, radius2=r if r_end is None else r_end,
                                      depth=max(axis.length, 1e-4), matrix=mat)["verts"]
        self._tag(verts, slot, True)

    def ellipsoid(self, centre: Vec3, radii: Vec3, slot: str, *, yaw: float = 0.0,
                  pitch: float = 0.0, u: int = 10, v: int = 6) -> None:
        """Squashed sphere: leaves, blobs, bulbs. `pitch` tilts its long (x) axis down."""
        rot = Matrix.Rotation(yaw, 4, "Z") @ Matrix.Rotation(pitch, 4, "Y")
        mat = Matrix.Translation(centre) @ rot @ Matrix.Diagonal((*radii, 1.0))
        verts = bmesh.ops.create_uvsphere(self.bm, u_segments=u, v_segments=v, radius=1.0,
                                          matrix=mat)["verts"]
        self._tag(verts, slot, True)

    def lathe(self, profile: Sequence[tuple[float, float]], slot: str, *, x: float = 0.0,
              y: float = 0.0, segments: int = 24, smooth: bool = True,
              matrix: Matrix | None = None) -> None:
        """Surface of revolution of (radius, z) points about a vertical axis.

        A point with radius 0 closes that end with a cap; otherwise the end stays open
        (lamp shades). Going up the outside and back down the inside makes a hollow vessel.
        `matrix` then moves the finished part (a tilted lamp head).
        """
        angles = [2 * math.pi * i / segments for i in range(segments)]
        rings: list[list | None] = []
        for r, z in profile:
            if r <= 1e-6:
                rings.append(None)
            else:
                rings.append([self.bm.verts.new((x + r * math.cos(a), y + r * math.sin(a), z))
                              for a in angles])
        new_verts = [v for ring in rings if ring for v in ring]
        for i in range(len(rings) - 1):
            lo, hi = rings[i], rings[i + 1]
            if lo is None and hi is not None:  # cap facing down/inwards
                self.bm.faces.new(list(reversed(hi)))
            elif hi is None and lo is not None:
                self.bm.faces.new(lo)
            elif lo is not None and hi is not None:
                for j in range(segments):
                    k = (j + 1) % segments
                    self.bm.faces.new((lo[j], lo[k], hi[k], hi[j]))
        if matrix is not None:
            bmesh.ops.transform(self.bm, matrix=matrix, verts=new_verts)
        self._tag(new_verts, slot, smooth)

    def loft(self, rings: Sequence[Sequence[Vec3]], slot: str, *, cyclic: bool = True,
             cap_start: bool = False, cap_end: bool = False, smooth: bool = True) -> list:
        """Skin a series of equal-length point rings with quads (tubs, bowls, frames, cloth).

        `cyclic` closes each ring into a loop; open rings make a sheet (a curtain). Rings
        that run counter-clockwise seen from their far end face outwards, as `lathe` does.
        """
        loops = [[self.bm.verts.new(p) for p in ring] for ring in rings]
        n = len(loops[0])
        spans = n if cyclic else n - 1
        for lo, hi in itertools.pairwise(loops):
            for j in range(spans):
                k = (j + 1) % n
                self.bm.faces.new((lo[j], lo[k], hi[k], hi[j]))
        if cyclic and cap_start:
            self.bm.faces.new(list(reversed(loops[0])))
        if cyclic and cap_end:
            self.bm.faces.new(loops[-1])
        return self._tag([v for loop in loops for v in loop], slot, smooth)

    # -- output --------------------------------------------------------------------------
    def finish(self, name: str, size: Vec3 | None, materials: dict[str, bpy.types.Material],
               *, edge_bevel: bool = True) -> bpy.types.Object:
        """Fit into the declared box (unless `size` is None), make the object, assign slots."""
        bm = self.bm
        if size is not None:
            _fit_into_box(bm, size)
        _canonical_order(bm)
        bm.normal_update()
        mesh = bpy.data.meshes.new(name)
        bm.to_mesh(mesh)
        bm.free()
        for slot in self.slots:
            mesh.materials.append(materials.get(slot))
        obj = bpy.data.objects.new(name, mesh)
        if edge_bevel:
            mod = obj.modifiers.new("soft_edges", "BEVEL")
            mod.width = _EDGE_BEVEL_M
            mod.segments = 1
            mod.limit_method = "ANGLE"
            mod.angle_limit = _EDGE_BEVEL_ANGLE
            mod.use_clamp_overlap = True
        return obj


def rounded_rect(hx: float, hy: float, r: float, z: float, *, cx: float = 0.0,
                 cy: float = 0.0, corner_segments: int = 4) -> list[Vec3]:
    """A counter-clockwise loop round a rectangle of half-sizes hx, hy with corner radius r,
    at height z (a ring for `loft`). Same point count for every size: rings stay loftable."""
    r = max(1e-4, min(r, hx - 1e-4, hy - 1e-4))
    pts: list[Vec3] = []
    corners = ((hx - r, hy - r), (-hx + r, hy - r), (-hx + r, -hy + r), (hx - r, -hy + r))
    for c, (ox, oy) in enumerate(corners):
        for i in range(corner_segments + 1):
            a = (c + i / corner_segments) * math.pi / 2
            pts.append((cx + ox + r * math.cos(a), cy + oy + r * math.sin(a), z))
    return pts


def ellipse(rx: float, ry: float, z: float, *, cx: float = 0.0, cy: float = 0.0,
            ry_back: float | None = None, segments: int = 24) -> list[Vec3]:
    """A counter-clockwise ellipse at height z; `ry_back` gives the +Y half its own radius
    (an egg: a toilet bowl, narrower at the front)."""
    pts: list[Vec3] = []
    for i in range(segments):
        a = 2 * math.pi * i / segments
        s = math.sin(a)
        ry_here = ry_back if (ry_back is not None and s > 0) else ry
        pts.append((cx + rx * math.cos(a), cy + ry_here * s, z))
    return pts


def _fit_into_box(bm: bmesh.types.BMesh, size: Vec3) -> None:
    """Safety net: remap any axis that pokes outside [-w/2,w/2]x[-d/2,d/2]x[0,h] back in."""
    if not bm.verts:
        return
    bounds = ((-size[0] / 2, size[0] / 2), (-size[1] / 2, size[1] / 2), (0.0, size[2]))
    for axis, (lo, hi) in enumerate(bounds):
        vals = [v.co[axis] for v in bm.verts]
        vmin, vmax = min(vals), max(vals)
        if vmin >= lo - 1e-7 and vmax <= hi + 1e-7:
            continue
        new_lo, new_hi = max(vmin, lo), min(vmax, hi)
        span = vmax - vmin
        if span < 1e-9:
            continue
        k = (new_hi - new_lo) / span
        for v in bm.verts:
            v.co[axis] = new_lo + (v.co[axis] - vmin) * k


def _canonical_order(bm: bmesh.types.BMesh) -> None:
    """Sort elements by position so the mesh is identical for the same seed.

    bmesh's bevel allocates new elements in an order that varies from run to run (it walks
    pointer-keyed hash tables), so equal geometry could come out in a different order.
    """
    def pos(co: Vector) -> tuple[float, float, float]:
        return (round(co.x, 6), round(co.y, 6), round(co.z, 6))

    def by(seq: bmesh.types.BMElemSeq, key: object) -> None:
        seq.index_update()
        ranked = sorted(seq, key=key)  # type: ignore[arg-type,call-overload]
        rank = [0] * len(ranked)
        for r, elem in enumerate(ranked):
            rank[elem.index] = r
        seq.sort(key=lambda elem: rank[elem.index])

    by(bm.verts, lambda v: pos(v.co))
    by(bm.edges, lambda e: (pos(e.verts[0].co), pos(e.verts[1].co)))
    by(bm.faces, lambda f: (f.material_index, pos(f.calc_center_median()), len(f.verts)))


def add_blueprint_part(kit: PartKit, part: Part, size: Vec3) -> None:
    """One blueprint part in metres: its fractional box scaled to the object's `size`."""
    lo = (part.lo[0] * size[0], part.lo[1] * size[1], part.lo[2] * size[2])
    hi = (part.hi[0] * size[0], part.hi[1] * size[1], part.hi[2] * size[2])
    extent = [h - low for low, h in zip(lo, hi, strict=True)]
    centre = Vector([(low + h) / 2 for low, h in zip(lo, hi, strict=True)])
    if part.shape in ("box", "rounded_box"):
        bevel = 0.18 * min(extent) if part.shape == "rounded_box" else 0.0
        kit.box(lo, hi, part.slot, bevel=bevel, smooth=part.shape == "rounded_box")
        return
    if part.shape == "sphere":
        kit.ellipsoid(tuple(centre), (extent[0] / 2, extent[1] / 2, extent[2] / 2), part.slot,
                      u=16, v=10)
        return
    # cylinder or cone: a unit one along z, scaled to the part's box, then turned onto its axis
    along = {"x": 0, "y": 1, "z": 2}[part.axis]
    across = [i for i in range(3) if i != along]
    scale = Matrix.Diagonal((extent[across[0]] / 2, extent[across[1]] / 2, extent[along], 1.0))
    turn = {"x": Matrix(((0, 0, 1, 0), (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 0, 1))),
            "y": Matrix(((1, 0, 0, 0), (0, 0, 1, 0), (0, 1, 0, 0), (0, 0, 0, 1))),
            "z": Matrix.Identity(4)}[part.axis]
    taper = part.taper if part.shape == "cone" else 1.0
    verts = bmesh.ops.create_cone(kit.bm, cap_ends=True, cap_tris=False, segments=20,
                                  radius1=1.0, radius2=max(taper, 1e-3), depth=1.0,
                                  matrix=Matrix.Translation(centre) @ turn @ scale)["verts"]
    faces = kit._tag(verts, part.slot, True)
    for f in faces:  # flat caps: smooth-shaded caps look dented
        f.normal_update()
        if max(abs(f.normal.x), abs(f.normal.y), abs(f.normal.z)) > 0.99 and len(f.verts) > 4:
            f.smooth = False
