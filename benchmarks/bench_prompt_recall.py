"""Data-level object recall: N seeded prompts through the offline planner and the layout solver
(no Blender), with the data-level validator on every scene.

Run: .venv/bin/python benchmarks/bench_prompt_recall.py [--prompts 200] [--seed 0]
Prints the share of named objects (counted with multiplicity) in the plans and in the solved
scenes (target: >= 95% each), the validator's error count (target: 0), whether the planner
read each prompt's room, style, mood and time of day back, what was dropped, and the time.
The mesh-level counterpart is benchmarks/bench_scene_quality.py.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.prompt_generator import generate_prompts, recall_counts
from agents.spatial_validator.checks import validate_scene


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--prompts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    prompts = generate_prompts(args.prompts, args.seed)
    asked = planned = placed = errors = read_back = 0
    dropped: Counter[str] = Counter()
    sizes: list[int] = []
    t0 = time.perf_counter()
    for i, prompt in enumerate(prompts):
        plan = plan_offline(prompt.text, i)
        scene, findings = solve_layout(plan)
        found, named = recall_counts(plan, prompt.named_objects)
        asked += named
        planned += found
        placed += recall_counts(scene, prompt.named_objects)[0]
        errors += len(validate_scene(scene))
        read_back += (plan.room_type, plan.style, plan.mood, plan.time_of_day) == (
            prompt.room_type, prompt.style, prompt.mood, prompt.time_of_day)
        categories = {o.id: o.category for o in plan.objects}
        dropped.update(categories[f.objects[0]] for f in findings
                       if f.code == "dropped" and f.severity == "warning")
        sizes.append(len(plan.objects))
    seconds = time.perf_counter() - t0
    print(f"prompts: {len(prompts)} (seed {args.seed}); named objects: {asked}")
    print(f"plan recall: {planned}/{asked} = {planned / max(asked, 1):.1%} (target >= 95%)")
    print(f"layout recall: {placed}/{asked} = {placed / max(asked, 1):.1%} (target >= 95%)")
    print(f"validator errors: {errors} (target 0)")
    print(f"room/style/mood/time read back: {read_back}/{len(prompts)}")
    print(f"objects per plan: min {min(sizes, default=0)}, max {max(sizes, default=0)}; "
          f"dropped by the layout: {dict(dropped) or 'none'}")
    print(f"plan + layout + validation: {seconds:.2f}s in all, "
          f"{1000 * seconds / max(len(prompts), 1):.1f} ms per prompt")


if __name__ == "__main__":
    main()
