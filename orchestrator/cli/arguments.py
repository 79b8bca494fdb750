"""The command line's arguments as text: refuse bytes that are not UTF-8, naming the argument.

Python hands argv bytes that are not UTF-8 over as lone surrogates ('\\udcff'), which break the
first write of them (a journal, a report, a path, the terminal). `main()` calls
`check_arguments` on argv before click parses it, so any such argument (a prompt, a path,
--model ...) is refused up front with one line and exit code 2. The prompt itself is also
checked by `limits.check_prompt`, for callers that do not come through argv.
"""

from __future__ import annotations

import click

from orchestrator.errors import InputError
from orchestrator.schema.limits import not_utf8, quoted


def check_arguments(argv: list[str]) -> None:
    """Raise a one-line InputError for the first argument that is not valid UTF-8."""
    takes_value: set[str] | None = None
    for index, arg in enumerate(argv):
        bad = not_utf8(arg)
        if bad is None:
            continue
        if arg.startswith("--") and "=" in arg:  # --out=DIR
            option, _, value = arg.partition("=")
            name, bad = f"{option} {quoted(value)}", not_utf8(value) or bad
        else:
            if takes_value is None:
                takes_value = _options_with_values()
            before = argv[index - 1] if index else ""
            what = before if before in takes_value else "argument"
            name = f"{what} {quoted(arg)}"
        raise InputError(f"{name} is not valid UTF-8 ({bad})")


def _options_with_values() -> set[str]:
    """Every option of every command that takes a value (--out DIR), not a flag (--json)."""
    from orchestrator.cli.root import cli  # here: cli.main() imports this module

    names: set[str] = set()
    commands: list[click.Command] = [cli]
    while commands:
        command = commands.pop()
        names.update(opt for p in command.params if isinstance(p, click.Option)
                     and not p.is_flag and not p.count for opt in p.opts)
        if isinstance(command, click.Group):
            commands.extend(command.commands.values())
    return names
