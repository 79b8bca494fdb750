"""Voxel Weaver agents, one subpackage per agent.

Modules named blender*.py import bpy and are loaded only in Blender worker processes.
"""
