"""A registration worker for the crash-safety and concurrency tests (run as a subprocess).

    python tests/testkit/registry_worker.py REGISTRY WORKDIR PREFIX RUNS

Registers RUNS runs named PREFIX-000 ... into the shared REGISTRY, each as a real run does:
write the artifacts into WORKDIR/<run id>/, register the scene and its description, then
store the artifacts (copied into the blob store) with status "rendered". Each artifact's
bytes follow from its run id and kind (`content`), so a test can tell a complete artifact
from a partial one; every run's blend is one of a few shared contents, to exercise dedup.
Prints "ready" once imported, then each run id as it is registered.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

SHARED_BLENDS = 3
FILES = {"render": "render.png", "blend": "scene.blend", "scene": "scene.json"}


def content(run_id: str, kind: str) -> bytes:
    """The exact bytes of a run's artifact (the blend is shared between runs)."""
    if kind == "blend":
        index = int(run_id.rsplit("-", 1)[1]) % SHARED_BLENDS
        return random.Random(f"shared-blend-{index}").randbytes(96 * 1024 + index)
    rng = random.Random(f"{run_id}/{kind}")
    if kind == "render":
        return b"\x89PNG\r\n\x1a\n" + rng.randbytes(rng.randrange(8 * 1024, 160 * 1024))
    return json.dumps({"run_id": run_id, "noise": rng.randbytes(64).hex()}).encode()


def main(argv: list[str]) -> None:
    registry, workdir, prefix, runs = Path(argv[0]), Path(argv[1]), argv[2], int(argv[3])
    from agents.asset_registry.store import ArtifactRecord, AssetStore
    from agents.geometry.layout import solve_layout
    from agents.prompt_interpreter.offline_planner import plan_offline
    from agents.texture.palettes import apply_materials

    scene = apply_materials(solve_layout(plan_offline("a cozy bedroom with a desk", 4))[0])
    with AssetStore(registry) as store:
        print("ready", flush=True)
        for i in range(runs):
            run_id = f"{prefix}-{i:03d}"
            run_dir = workdir / run_id
            run_dir.mkdir(parents=True, exist_ok=True)
            records = []
            for kind, name in FILES.items():
                (run_dir / name).write_bytes(content(run_id, kind))
                records.append(ArtifactRecord.from_file(kind, run_dir / name))
            store.register_scene(run_id, scene)
            store.set_description(run_id, f"test run {run_id}", "offline")
            store.store_artifacts(run_id, records, status="rendered")
            print(run_id, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
