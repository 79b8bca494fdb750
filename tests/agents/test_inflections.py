"""The table of inflect's answers is inflect's answers, and a run does not need inflect."""

from __future__ import annotations

import json
import subprocess
import sys

from agents.prompt_interpreter.inflections import TABLE_PATH


def test_the_table_is_what_inflect_says_for_every_word_it_should_hold() -> None:
    sys.path.insert(0, "tools")
    from build_inflections import build

    assert json.loads(TABLE_PATH.read_text(encoding="utf-8")) == json.loads(
        json.dumps(build())), "run tools/build_inflections.py"


def test_planning_known_words_does_not_load_inflect() -> None:
    code = ("import sys; from agents.prompt_interpreter.offline_planner import plan_offline; "
            "plan_offline('a bedroom with two chairs, shelves and twenty-four books', 1); "
            "print('inflect' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"
