"""Physics stability check: Blender's own rigid-body engine (Bullet) lets the built scene
stand for 2 s, and what moves is reported (imports bpy: workers only).

Why: the mesh checks prove that everything touches what it stands on, not that it stays
there. A cup whose centre hangs past a table's edge touches the table and still falls; a box
left 5 cm above a top falls onto it; a book stood on its narrow end touches the board and
topples. Letting the scene's own meshes fall is the direct test, and Blender has the engine.

How: `physics_plan` decides each placed object's part (free or fixed, collision shape and
layer, pairs kept apart); here each becomes a *proxy*, a throw-away copy of its evaluated
world-space mesh, in a scene of its own (`SIM_SCENE`) with its own rigid-body world, beside
boxes for the floor and the four walls. Proxies, not the built objects: Blender puts a rigid
body's centre of mass at the object's origin, and ours sit at the middle of each base, which
would make everything bottom-heavy and nothing tip (a proxy's origin is its volume centroid,
as if solid); and a separate scene leaves the built one untouched (no matrix, frame, rigid-body
setting or world to put back), so the .blend and the render show the scene as built.

Then SIM_SECONDS of scene time at FPS x SUBSTEPS steps a second, stepped with `frame_set`.
An object is stable when its location (the middle of its base) moved less than MOVE_TOL and it
turned less than TURN_TOL; each free one that is not gets an `unstable` error. Settings, as
measured on 27 generated rooms (1,174 free bodies, none unstable; 65 of 69 things moved to
hang 1 cm past their host's edge, and 69 of 69 lifted 3 cm, caught): 6 substeps (4 already
lets drinking glasses rock past TURN_TOL), 10 solver iterations, 0.5 mm margins, friction
0.8, mass by box volume; about 0.25 s for a 60-object room.

Afterwards the constraints, the world, the proxies, their meshes and collections, and the
scene are removed: nothing of the check is left in the file or the warm worker.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Iterable
from dataclasses import dataclass

import bpy
import numpy as np
from mathutils import Matrix, Vector

from agents.spatial_validator.blender_checks import Part, collect_parts
from agents.spatial_validator.physics_plan import LAYERS, PhysicsPlan, plan_physics
from orchestrator.schema.scene import Finding, PlacedObject, Room, Scene

SIM_SECONDS = 2.0  # scene time simulated
FPS = 24  # frames per second of the simulation's scene
MOVE_TOL = 0.01  # metres its location may move ...
TURN_TOL = 0.1  # ... and radians it may turn, and still count as stable
SUBSTEPS = 6  # physics steps per frame (24 fps: 144 Hz; 4 already lets glasses rock)
ITERATIONS = 10  # constraint solver iterations per step (Blender's default)
MARGIN = 0.0005  # collision margin (m); Blender's 4 cm default makes things jump
FRICTION = 0.8  # wood on wood is ~0.4-0.6; felt pads and rubber feet more
DENSITY = 150.0  # kg per m^3 of an object's bounding box (furniture is mostly air)
MASS_RANGE = (0.05, 150.0)  # kg
SOLID_SHARE = 0.001  # a mesh enclosing less of its box than this is taken as a sheet
# A real base spreads a little where it rests (a fruit's skin, felt pads, a foot ring), so
# nothing balances on one vertex: a free body's lowest 2 mm collide as a flat patch. (A
# modelled apple is a faceted ball: on its pole it rolls off the table.)
FLAT_BASE = 0.002
SHELL_T = 0.15  # floor and wall thickness (m), as `blender_room` builds them
SIM_SCENE = "vw_physics"  # the simulation's scene; its proxies are named after it


@dataclass(frozen=True)
class StabilityReport:
    findings: tuple[Finding, ...]  # one `unstable` error per free object that moved
    simulated: int  # free bodies
    seconds: float


def _centre_of_mass(co: np.ndarray, tris: np.ndarray) -> np.ndarray:
    """The centroid of the volume the triangles enclose (as if solid: an apple's mass is in
    its flesh, not its stalk), or of their area where they enclose none to speak of (an open
    sheet, a shade) or the volume's centroid falls outside the box."""
    lo, hi = co.min(axis=0), co.max(axis=0)
    ref = (lo + hi) / 2  # about the middle: an open part then biases the sum the least
    a, b, c = co[tris[:, 0]] - ref, co[tris[:, 1]] - ref, co[tris[:, 2]] - ref
    vol = np.einsum("ij,ij->i", a, np.cross(b, c)) / 6
    total = float(vol.sum())
    if total > SOLID_SHARE * float(np.prod(np.maximum(hi - lo, 1e-3))):
        centre = ref + ((a + b + c) / 4 * vol[:, None]).sum(axis=0) / total
        if np.all(centre >= lo) and np.all(centre <= hi):
            return centre
    area = np.linalg.norm(np.cross(b - a, c - a), axis=1)
    if area.sum() <= 1e-12:
        return co.mean(axis=0)
    return ref + ((a + b + c) / 3 * area[:, None]).sum(axis=0) / area.sum()


def _proxy(name: str, co: np.ndarray, tris: np.ndarray, coll: bpy.types.Collection, *,
           flatten: bool = False) -> bpy.types.Object:
    """A mesh object of the world-space triangles, its origin at their centre of mass;
    `flatten` raises its lowest FLAT_BASE to a flat patch (see FLAT_BASE)."""
    centre = _centre_of_mass(co, tris)
    if flatten:
        co = co.copy()
        co[:, 2] = np.maximum(co[:, 2], co[:, 2].min() + FLAT_BASE)
    mesh = bpy.data.meshes.new(name)
    mesh.vertices.add(len(co))
    mesh.vertices.foreach_set("co", (co - centre).astype(np.float32).ravel())
    mesh.loops.add(tris.size)
    mesh.loops.foreach_set("vertex_index", tris.astype(np.int32).ravel())
    mesh.polygons.add(len(tris))
    mesh.polygons.foreach_set("loop_start", np.arange(0, tris.size, 3, dtype=np.int32))
    mesh.update()
    ob = bpy.data.objects.new(name, mesh)
    ob.matrix_world = Matrix.Translation(Vector(centre.tolist()))
    coll.objects.link(ob)
    return ob


def _box_mesh(lo: tuple[float, float, float], hi: tuple[float, float, float],
              ) -> tuple[np.ndarray, np.ndarray]:
    co = np.array([(x, y, z) for x in (lo[0], hi[0]) for y in (lo[1], hi[1])
                   for z in (lo[2], hi[2])])
    quads = ((0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3))
    tris = np.array([t for a, b, c, d in quads for t in ((a, b, c), (a, c, d))])
    return co, tris


def _shell_proxies(room: Room, coll: bpy.types.Collection) -> list[bpy.types.Object]:
    """The floor and the four walls as boxes (convex, so cheap to collide with; one mesh of
    all the walls would be tested against whatever is near any of them). Window openings are
    left out: nothing in the room stands in one."""
    hw, hd, h, t = room.width / 2, room.depth / 2, room.height, SHELL_T
    boxes = {"floor": ((-hw - t, -hd - t, -t), (hw + t, hd + t, 0.0)),
             "wall_north": ((-hw - t, hd, 0.0), (hw + t, hd + t, h)),
             "wall_south": ((-hw - t, -hd - t, 0.0), (hw + t, -hd, h)),
             "wall_east": ((hw, -hd, 0.0), (hw + t, hd, h)),
             "wall_west": ((-hw - t, -hd, 0.0), (-hw, hd, h))}
    return [_proxy(f"{SIM_SCENE}_{name}", *_box_mesh(lo, hi), coll)
            for name, (lo, hi) in boxes.items()]


def _in(sim: bpy.types.Scene, **members: object) -> contextlib.AbstractContextManager:
    """A context for the rigid-body operators in the simulation's scene and view layer."""
    return bpy.context.temp_override(scene=sim, view_layer=sim.view_layers[0], **members)


def _make_bodies(sim: bpy.types.Scene, proxies: list[bpy.types.Object], kind: str) -> None:
    if proxies:
        with _in(sim, active_object=proxies[0], object=proxies[0], selected_objects=proxies,
                 selected_editable_objects=proxies):
            bpy.ops.rigidbody.objects_add(type=kind)


def _tune(ob: bpy.types.Object, shape: str, layers: Iterable[int], mass: float = 1.0) -> None:
    rb = ob.rigid_body
    rb.collision_shape = shape
    rb.use_margin = True
    rb.collision_margin = MARGIN
    rb.friction = FRICTION
    rb.restitution = 0.0
    rb.mass = mass
    rb.use_deactivation = False  # a body put to sleep would count as stable
    wanted = set(layers)
    rb.collision_collections = [k in wanted for k in range(LAYERS)]


def _keep_apart(sim: bpy.types.Scene, a: bpy.types.Object, b: bpy.types.Object) -> None:
    """A free constraint (no limits) between `a` and `b`: only so they do not collide."""
    empty = bpy.data.objects.new(f"{SIM_SCENE}_apart", None)
    sim.collection.objects.link(empty)
    sim.view_layers[0].objects.active = empty  # the operator reads it there (else it crashes)
    with _in(sim, object=empty, active_object=empty):
        bpy.ops.rigidbody.constraint_add(type="GENERIC")
    con = empty.rigid_body_constraint
    con.object1, con.object2 = a, b
    con.disable_collisions = True


def _mass(p: Part) -> float:
    volume = float(np.prod(np.maximum(p.hi - p.lo, 0.01)))
    return float(np.clip(DENSITY * volume, *MASS_RANGE))


def _drift(obj: PlacedObject, start: Matrix, end: Matrix) -> tuple[float, float]:
    """Metres its location (the middle of its base) moved and radians it turned, from the
    proxy's `start` to its `end` transform."""
    at = Vector(obj.location)
    moved = (end @ (start.inverted() @ at) - at).length
    turn = start.to_quaternion().rotation_difference(end.to_quaternion()).angle
    return moved, min(turn, 2 * math.pi - turn)


def check_stability(scene: Scene, parts: dict[str, Part] | None = None) -> StabilityReport:
    """Simulate the built scene for SIM_SECONDS and report what does not stay put
    (`parts`: its geometry, when the caller has collected it already)."""
    t0 = time.perf_counter()
    parts = collect_parts(scene) if parts is None else parts
    plan = plan_physics(scene)
    free = [oid for oid in plan.free if oid in parts and len(parts[oid].tris)]
    if not free:
        return StabilityReport((), 0, time.perf_counter() - t0)
    sim = bpy.data.scenes.new(SIM_SCENE)  # a scene of its own: the built one is not touched
    try:
        findings = _simulate(sim, scene, parts, plan)
    finally:
        _clean_up(sim)
    return StabilityReport(tuple(findings), len(free), time.perf_counter() - t0)


def _simulate(sim: bpy.types.Scene, scene: Scene, parts: dict[str, Part],
              plan: PhysicsPlan) -> list[Finding]:
    with _in(sim):
        bpy.ops.rigidbody.world_add()
    world = sim.rigidbody_world
    sim.render.fps, sim.render.fps_base = FPS, 1.0
    frames = math.ceil(SIM_SECONDS * FPS)
    world.substeps_per_frame = SUBSTEPS
    world.solver_iterations = ITERATIONS
    world.point_cache.frame_start = sim.frame_start = 1
    world.point_cache.frame_end = sim.frame_end = 1 + frames
    coll = sim.collection
    shell = _shell_proxies(scene.room, coll)
    proxies: dict[str, bpy.types.Object] = {}
    copies: dict[str, bpy.types.Object] = {}  # a free host's fixed mesh, for its contents
    for oid, body in plan.bodies.items():
        p = parts.get(oid)
        if p is None or not len(p.tris):
            continue
        proxies[oid] = _proxy(f"{SIM_SCENE}_{oid}", p.co, p.tris, coll,
                              flatten=not body.fixed)
        if body.carries is not None:
            copies[oid] = _proxy(f"{SIM_SCENE}_{oid}_inside", p.co, p.tris, coll)
    free = {oid: ob for oid, ob in proxies.items() if not plan.bodies[oid].fixed}
    _make_bodies(sim, list(free.values()), "ACTIVE")
    _make_bodies(sim, [ob for oid, ob in proxies.items() if oid not in free]
                 + list(copies.values()) + shell, "PASSIVE")
    for oid, ob in proxies.items():
        body = plan.bodies[oid]
        _tune(ob, "MESH" if body.mesh else "CONVEX_HULL", [body.layer],
              1.0 if body.fixed else _mass(parts[oid]))
    for oid, ob in copies.items():
        _tune(ob, "MESH", [plan.bodies[oid].carries or 0])
    for ob in shell:
        _tune(ob, "CONVEX_HULL", range(LAYERS))
    for a, b in plan.apart:
        if a in proxies and b in proxies:
            _keep_apart(sim, proxies[a], proxies[b])
    starts = {oid: ob.matrix_world.copy() for oid, ob in free.items()}
    for frame in range(1, 2 + frames):
        sim.frame_set(frame)
    depsgraph = sim.view_layers[0].depsgraph
    findings = []
    for oid, ob in free.items():
        moved, turned = _drift(parts[oid].obj, starts[oid],
                               ob.evaluated_get(depsgraph).matrix_world)
        if moved >= MOVE_TOL or turned >= TURN_TOL:
            findings.append(Finding(
                code="unstable", objects=(oid,),
                message=f"{oid} does not stay put: in {SIM_SECONDS:g} s it moved "
                        f"{moved * 100:.1f} cm and turned {turned:.2f} rad"))
    return findings


def _clean_up(sim: bpy.types.Scene) -> None:
    """Remove the simulation's scene, its rigid-body world and collections, and the proxies
    and their meshes: the constraints first (removing a body a constraint still names, or
    a constraint after the world, can crash Blender), then the world, then the bodies."""
    world = sim.rigidbody_world
    made = [] if world is None else [c for c in (world.collection, world.constraints) if c]
    for ob in [ob for ob in sim.collection.objects if ob.rigid_body_constraint is not None]:
        bpy.data.objects.remove(ob)
    if world is not None:
        with _in(sim):
            bpy.ops.rigidbody.world_remove()
    for ob in list(sim.collection.objects):
        mesh = ob.data
        bpy.data.objects.remove(ob)
        if mesh is not None and mesh.users == 0:
            bpy.data.meshes.remove(mesh)
    for c in made:
        bpy.data.collections.remove(c)
    bpy.data.scenes.remove(sim)
