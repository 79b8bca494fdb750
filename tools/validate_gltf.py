"""Run the Khronos glTF validator (npm `gltf-validator`, pinned in tools/gltf/) on a .glb.

The validator is JavaScript, so this shells out to node with tools/gltf/validate.mjs and
returns its JSON summary: numErrors, numWarnings, numInfos, numHints, messages, info.

    python tools/validate_gltf.py out/<run>/scene.glb     # exit 1 when it has errors
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

GLTF_DIR = Path(__file__).resolve().parent / "gltf"
SCRIPT = GLTF_DIR / "validate.mjs"
TIMEOUT_S = 120.0


class ValidatorMissing(RuntimeError):
    """node or the validator's node_modules is not installed."""


def validate(path: str | Path) -> dict[str, Any]:
    """The validator's issues summary for the .glb at `path` (a one-line error if it cannot
    run)."""
    node = shutil.which("node")
    if node is None:
        raise ValidatorMissing("node is not installed; the glTF validator needs node >= 18")
    if not (GLTF_DIR / "node_modules" / "gltf-validator").is_dir():
        raise ValidatorMissing("the glTF validator is not installed: run make gltf-validator")
    proc = subprocess.run([node, str(SCRIPT), str(path)], capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)
    if proc.returncode != 0:
        reason = " ".join(proc.stderr.split()) or f"exit status {proc.returncode}"
        raise RuntimeError(f"gltf-validator failed on {path}: {reason}")
    return json.loads(proc.stdout)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python tools/validate_gltf.py FILE.glb", file=sys.stderr)
        return 2
    try:
        summary = validate(args[0])
    except (ValidatorMissing, RuntimeError) as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2))
    return 1 if summary["numErrors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
