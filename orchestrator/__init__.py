"""Voxel Weaver runtime: messages, bus, agent base class, orchestrators, CLI.

Nothing here imports bpy; Blender runs only in worker processes (see agents.render_director).
"""

__version__ = "0.1.0"
