"""Scene quality at mesh level: every preset plus N seeded prompts through the real pipeline
(plan, solve, dress, build in a Blender worker, mesh-level checks; no render).

Run: .venv/bin/python benchmarks/bench_scene_quality.py [--prompts 200] [--seed 2026]
         [--density sparse|normal|dense] [--annotations PATH ...]
`--density` dresses every scene, presets included, at that density (default: as each prompt
or preset says, else normal); the objects per room are printed (issue 15's targets: a median
of at least 45 at normal, 80 at dense).
`--annotations` adds the descriptions of an annotation CSV's tuning rows (the format of
bench_prompt_faithfulness.py): dense prompts, shelves and bins filled, plates stacked.
Prints the mesh-level colliding / out-of-bounds / floating totals (target: 0 each), the
objects the physics check found unstable (2 s of Blender's rigid-body simulation; target 0), the
objects colliding by the field's own definition (SceneEval's: FCL over the exported scene.glb,
positives re-checked after a 5 mm separation; target 0), the share
of key objects framed, and object recall: the share of objects named in a prompt (counted with
multiplicity) that are present in the final scene (target: >= 95%).
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import json
import logging
import statistics
import tempfile
import time
from pathlib import Path

from bench_prompt_faithfulness import TUNING_SETS  # a sibling script: the rows we tune on

from agents.prompt_interpreter.presets import room_examples
from agents.prompt_interpreter.prompt_generator import generate_prompts, recall_counts
from agents.render_director.worker_pool import BlenderWorkerPool
from orchestrator import VoxelWeaverError, build_request, execute
from orchestrator.testing.field_collisions import colliding_objects, colliding_pairs, object_meshes


async def run_all(cases: list[tuple[str, str | None, tuple[str, ...]]], workdir: Path,
                  density: str | None = None) -> list[dict[str, object]]:
    pool = BlenderWorkerPool().start()
    rows = []
    try:
        for prompt, example, named in cases:
            request = build_request(None if example else prompt, example=example, render=False,
                                    overrides={"density": density} if density else None)
            t0 = time.perf_counter()
            try:
                outcome = await execute(request, workdir / "out", workdir / "registry.sqlite3",
                                        pool=pool)
            except VoxelWeaverError as exc:
                rows.append({"prompt": prompt, "error": str(exc)})
                continue
            seconds = time.perf_counter() - t0
            scene = json.loads((outcome.run_dir / "scene.json").read_text())
            found, asked = recall_counts([o["category"] for o in scene["objects"]], named)
            pairs = colliding_pairs(object_meshes(outcome.run_dir / "scene.glb",
                                                  [o["id"] for o in scene["objects"]]))
            rows.append({"prompt": prompt, "seconds": seconds,
                         "metrics": outcome.report["validation"]["metrics"],
                         "found": found, "asked": asked, "field_pairs": pairs,
                         "objects": len(scene["objects"])})
    finally:
        pool.shutdown()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--prompts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--density", choices=("sparse", "normal", "dense"), default=None)
    parser.add_argument("--annotations", type=Path, action="append", default=[],
                        help="an annotation CSV (give it more than once for several)")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    cases = [(p.name, p.name, ()) for p in room_examples()]
    cases += [(g.text, None, tuple(g.named_objects))
              for g in generate_prompts(args.prompts, args.seed)]
    for path in args.annotations:
        with path.open(newline="", encoding="utf-8") as handle:
            cases += [(r["Description"], None, ()) for r in csv.DictReader(handle)
                      if r.get("Category") in TUNING_SETS]
    with tempfile.TemporaryDirectory() as tmp:
        rows = asyncio.run(run_all(cases, Path(tmp), args.density))
    ok = [r for r in rows if "error" not in r]
    failed = [r for r in rows if "error" in r]
    total = {k: sum(int(r["metrics"][k]) for r in ok)  # type: ignore[index]
             for k in ("colliding", "out_of_bounds", "floating")}
    framed = [float(r["metrics"]["framed_fraction"]) for r in ok]  # type: ignore[index]
    any_view = [float(r["metrics"]["framed_any_view"]) for r in ok]  # type: ignore[index]
    two = sum(int(r["metrics"]["views"]) > 1 for r in ok)  # type: ignore[index]
    found = sum(int(r["found"]) for r in ok)  # type: ignore[arg-type]
    asked = sum(int(r["asked"]) for r in ok)  # type: ignore[arg-type]
    seconds = [float(r["seconds"]) for r in ok]  # type: ignore[arg-type]
    extra = len(cases) - args.prompts - len(room_examples())
    print(f"scenes: {len(rows)} ({len(room_examples())} presets + {args.prompts} prompts"
          f" + {extra} annotated), completed {len(ok)}, refused {len(failed)}")
    print(f"mesh level: colliding {total['colliding']}, out_of_bounds {total['out_of_bounds']}, "
          f"floating {total['floating']} (target 0 each)")
    unstable = sum(int(r["metrics"].get("unstable", 0)) for r in ok)  # type: ignore[attr-defined]
    simulated = sum(int(r["metrics"].get("simulated", 0)) for r in ok)  # type: ignore[attr-defined]
    print(f"physics: unstable {unstable} of {simulated} free objects simulated, stable "
          f"{1 - unstable / max(simulated, 1):.2%} (target >= 99%, ideally 0 unstable)")
    counts = [int(r["objects"]) for r in ok]  # type: ignore[call-overload]
    print(f"objects per room ({args.density or 'as each prompt says'}): median "
          f"{statistics.median(counts):g}, mean {statistics.mean(counts):.1f}, min {min(counts)}, "
          f"max {max(counts)}")
    field = [r for r in ok if r["field_pairs"]]
    field_objects = sum(len(colliding_objects(r["field_pairs"])) for r in ok)  # type: ignore[arg-type]
    print(f"the field's check (FCL over scene.glb, 5 mm re-check): colliding objects "
          f"{field_objects} in {len(field)} scenes (target 0)")
    print(f"key objects framed: mean {statistics.mean(framed):.3f}, min {min(framed):.3f} by "
          f"the scene camera; mean {statistics.mean(any_view):.3f}, min {min(any_view):.3f} "
          f"by some view ({two} scenes have a second view)")
    print(f"object recall: {found}/{asked} = {found / max(asked, 1):.1%} (target >= 95%)")
    print(f"seconds per scene (plan..mesh checks, warm worker): median "
          f"{statistics.median(seconds):.2f}, max {max(seconds):.2f}")
    for row in failed[:10]:
        print(f"refused: {row['prompt']!r}: {row['error']}")
    bad = [r for r in ok if any(int(r["metrics"].get(k, 0))  # type: ignore[attr-defined]
                                for k in (*total, "unstable"))]
    for row in bad[:10]:
        print(f"problem: {row['prompt']!r}: {row['metrics']}")
    for row in field[:10]:
        print(f"field collision: {row['prompt']!r}: {row['field_pairs']}")


if __name__ == "__main__":
    main()
