"""The public faces: `orchestrator`, `agents` and `orchestrator.testing` export what callers
use, every exported name resolves, the version is the package's, and importing the faces
costs nothing until a name is used."""

from __future__ import annotations

import importlib
import subprocess
import sys
from importlib.metadata import version

import pytest

FACES = ("orchestrator", "agents", "orchestrator.testing")


@pytest.mark.parametrize("face", FACES)
def test_every_exported_name_resolves(face: str) -> None:
    module = importlib.import_module(face)
    assert module.__all__, face
    missing = [name for name in module.__all__ if getattr(module, name, None) is None]
    assert missing == []
    assert len(set(module.__all__)) == len(module.__all__)


def test_the_version_is_read_once_from_the_package_metadata() -> None:
    import orchestrator
    from orchestrator.schema.scene import Provenance

    assert orchestrator.__version__ == version("voxel-weaver")
    assert Provenance(planner="offline").version == orchestrator.__version__
    proc = subprocess.run([sys.executable, "-m", "orchestrator", "--version"],
                          capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == f"voxel-weaver, version {orchestrator.__version__}"


def test_importing_the_faces_loads_no_layer_until_a_name_is_used() -> None:
    script = ("import sys, orchestrator, agents\n"
              "print(sorted(m for m in sys.modules if m.startswith(('orchestrator.app', "
              "'orchestrator.cli', 'agents.'))))\n"
              "orchestrator.execute\n"
              "print('orchestrator.app.runner' in sys.modules)\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[:2] == ["[]", "True"]
