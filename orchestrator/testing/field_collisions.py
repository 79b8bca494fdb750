"""The field's collision check, as SceneEval's collision metric defines it: the exported
meshes, one per object, tested pair by pair with FCL (through trimesh), and each positive
tested again after the second object moves 5 mm away from the contact points; only a pair
that still touches collides. Objects that merely rest on each other pass; a chair leg inside
a rug does not.

Used by the tests and by `benchmarks/bench_scene_quality.py` to hold our own mesh check to
the field's definition. trimesh and python-fcl are test dependencies (the `dev` extra), so
the product itself never imports this module. FCL's broad phase over all objects picks the
candidate pairs, so a dense room costs a few pair tests rather than all of them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import trimesh

SEPARATION_M = 0.005  # how far the second object moves before the second test


def object_meshes(glb: Path, ids: Iterable[str]) -> dict[str, trimesh.Trimesh]:
    """Each object's mesh from an exported glTF binary, in world coordinates: the parts under
    the node named by its id (or that node's own mesh), joined. Nodes of no listed id (the
    room, lights, the camera) are left out."""
    wanted = set(ids)
    scene = trimesh.load(glb, force="scene")
    parents = scene.graph.transforms.parents
    parts: dict[str, list[trimesh.Trimesh]] = defaultdict(list)
    for node in scene.graph.nodes_geometry:
        owner = node if node in wanted else parents.get(node)
        while owner is not None and owner not in wanted:
            owner = parents.get(owner)
        if owner is None:
            continue
        transform, name = scene.graph[node]
        mesh = scene.geometry[name]
        if isinstance(mesh, trimesh.Trimesh) and len(mesh.faces):
            parts[owner].append(mesh.copy().apply_transform(transform))
    return {oid: trimesh.util.concatenate(meshes) for oid, meshes in parts.items()}


def colliding_pairs(meshes: dict[str, trimesh.Trimesh],
                    separation: float = SEPARATION_M) -> list[tuple[str, str]]:
    """The pairs (a, b), a < b, that collide by the field's definition."""
    everything = trimesh.collision.CollisionManager()
    for oid, mesh in meshes.items():
        everything.add_object(oid, mesh)
    _, candidates = everything.in_collision_internal(return_names=True)
    found = []
    for a, b in sorted(tuple(sorted(pair)) for pair in candidates):
        if _still_touching(meshes[a], meshes[b], separation):
            found.append((a, b))
    return found


def _still_touching(first: trimesh.Trimesh, second: trimesh.Trimesh, separation: float) -> bool:
    """Whether `second` still touches `first` once moved `separation` away from their contact,
    along the line from the contact points' mean to its centroid (the field's re-check)."""
    pair = trimesh.collision.CollisionManager()
    pair.add_object("first", first)
    hit, contacts = pair.in_collision_single(second, return_data=True)
    if not hit:
        return False
    points = np.asarray([contact.point for contact in contacts])
    away = second.centroid - points.mean(axis=0)
    norm = float(np.linalg.norm(away))
    if norm < 1e-12:  # the contact is at its centroid: no direction to move, it collides
        return True
    moved = second.copy()
    moved.apply_translation(away / norm * separation)
    return bool(pair.in_collision_single(moved))


def colliding_objects(pairs: Iterable[tuple[str, str]]) -> set[str]:
    """The objects in at least one colliding pair (the field counts objects, not pairs)."""
    return {oid for pair in pairs for oid in pair}
