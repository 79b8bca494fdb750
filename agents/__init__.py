"""Voxel Weaver agents: one subpackage per agent. Modules named blender*.py import bpy and load only in workers."""
