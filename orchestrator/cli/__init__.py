"""The command line: click commands, one module per command family, and the shared options.

`main()` is the `voxel-weaver` console script; `legacy_main()` keeps `python main.py` and
`python main_async.py "A cozy bedroom"` working. This is the top layer: it may import every
layer below it and is imported by none.
"""

from orchestrator.cli.root import cli, legacy_main, main

__all__ = ["cli", "legacy_main", "main"]
