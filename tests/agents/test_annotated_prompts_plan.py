"""Every annotated prompt of our own sets plans and lays out without an error: the grammar's
rules meet real sentences there, not only the ones their tests were written for."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from agents.geometry.layout import solve_layout
from agents.prompt_interpreter.offline_planner import plan_offline

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
PROMPTS = [(path.name, row["ID"], row["Description"])
           for path in sorted(DATA.glob("*_prompts.csv"))
           for row in csv.DictReader(path.open(newline="", encoding="utf-8"))]


def test_the_sets_are_there() -> None:
    assert len(PROMPTS) >= 500


@pytest.mark.parametrize("batch", range(10))
def test_every_annotated_prompt_plans_and_lays_out(batch: int) -> None:
    for name, row_id, prompt in PROMPTS[batch::10]:
        plan = plan_offline(prompt, int(row_id) % 97)
        scene, _ = solve_layout(plan)
        assert scene.objects, (name, row_id)
