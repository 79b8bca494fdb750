"""Write agents/prompt_interpreter/inflections.json: inflect's answers for our own words.

Run: .venv/bin/python tools/build_inflections.py
after adding names to the library; tests/agents/test_inflections.py fails until the table
matches what inflect says for every word it should hold.
"""

from __future__ import annotations

import json

from agents.prompt_interpreter.inflections import TABLE_PATH
from agents.prompt_interpreter.table_words import table_words


def build() -> dict[str, dict[str, object]]:
    import inflect

    engine = inflect.engine()
    numbers: dict[str, int] = {}
    for n in range(101):
        spelled = engine.number_to_words(n)
        numbers[spelled] = n
        numbers[spelled.replace("-", " ")] = n
    plurals = {word: str(engine.plural_noun(word)) for word in sorted(table_words())}
    return {"numbers": numbers, "plurals": plurals}


def main() -> None:
    TABLE_PATH.write_text(json.dumps(build(), indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {TABLE_PATH}")


if __name__ == "__main__":
    main()
