"""`python -m orchestrator ...` is the same as `voxel-weaver ...`."""

from orchestrator.cli import main

main()
