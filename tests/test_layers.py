"""The layer contract: every module's imports, those inside functions included, obey the rule.

    orchestrator/cli/      the shell: click commands                      may import all below
    orchestrator/app/      runs, hosts, batch, journal, replay, restyle   and the agents
    agents/<agent>/        one package per agent                          not app, cli, testing
    orchestrator/llm/      the model gateway                              runtime, schema
    orchestrator/schema/   the scene, payloads, limits, render port       runtime
    orchestrator/runtime/  envelope, bus, agents' base, pools, breakers   nothing above it
    orchestrator/errors.py the error tree every layer raises              nothing of ours

`orchestrator/testing/` (test doubles) may use every layer but the CLI and is imported by
no product module; only tests and benchmarks use it. Only modules named blender*.py (and the
add-on, which runs inside Blender) import bpy. The walk reads source, so an import hidden in a
function or behind TYPE_CHECKING counts as much as one at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# layer -> the layers its modules may import (its own always included)
ALLOWED: dict[str, set[str]] = {
    "errors": set(),
    "runtime": {"errors"},
    "schema": {"errors", "runtime"},
    "llm": {"errors", "runtime", "schema"},
    "agents": {"errors", "runtime", "schema", "llm"},
    "app": {"errors", "runtime", "schema", "llm", "agents", "public"},
    "cli": {"errors", "runtime", "schema", "llm", "agents", "app", "public"},
    "testing": {"errors", "runtime", "schema", "llm", "agents", "app", "public"},
    "public": {"errors", "runtime", "schema", "llm", "agents", "app", "cli", "public"},
}


def layer_of(module: str) -> str | None:
    """The layer a dotted module name belongs to (None: not ours)."""
    parts = module.split(".")
    if parts[0] == "agents":
        return "agents"
    if parts[0] != "orchestrator":
        return None
    if len(parts) == 1 or parts[1] == "__main__":
        return "public"  # the package's public face and `python -m orchestrator`
    return parts[1] if parts[1] in ALLOWED else None


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """(line, dotted module) of every import in the file, nested ones included."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against this module's package
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            found.append((node.lineno, stem))
            # `from orchestrator import cli` names a submodule: check it too
            found += [(node.lineno, f"{stem}.{alias.name}") for alias in node.names]
    return found


def product_modules() -> list[Path]:
    return sorted(p for folder in ("orchestrator", "agents") for p in (ROOT / folder).rglob("*.py")
                  if "__pycache__" not in p.parts)


def violations(paths: list[Path], root: Path = ROOT) -> list[str]:
    found = []
    for path in paths:
        name = module_name(path, root)
        layer = layer_of(name)
        assert layer is not None, f"{name} is in no layer: put it in one of {sorted(ALLOWED)}"
        reported: set[int] = set()  # one finding per import statement
        for line, target in imports_of(path, root):
            where = f"{path.relative_to(root)}:{line}"
            if line in reported:
                continue
            if target == "bpy" or target.startswith("bpy."):
                if not path.name.startswith("blender"):
                    found.append(f"{where} imports bpy outside a blender*.py module")
                    reported.add(line)
                continue
            other = layer_of(target)
            if other is None or other == layer:
                continue
            if other not in ALLOWED[layer]:
                found.append(f"{where} ({layer}) imports {target} ({other})")
                reported.add(line)
    return found


def test_every_import_follows_the_layer_rule() -> None:
    assert violations(product_modules()) == []


def test_the_rule_catches_a_forbidden_import(tmp_path: Path) -> None:
    """A runtime module that imports the app, an agent that imports the CLI inside a function,
    and a non-Blender module that imports bpy are each reported."""
    fake = tmp_path / "orchestrator" / "runtime"
    fake.mkdir(parents=True)
    (fake / "leaky.py").write_text("from orchestrator.app.host import SceneHost\n")
    agent = tmp_path / "agents" / "texture"
    agent.mkdir(parents=True)
    (agent / "shortcut.py").write_text("def f():\n    from orchestrator.cli import main\n")
    (agent / "paint.py").write_text("import bpy\n")
    found = violations([fake / "leaky.py", agent / "shortcut.py", agent / "paint.py"],
                       root=tmp_path)
    assert len(found) == 3, found
    assert "(runtime) imports orchestrator.app.host (app)" in found[0]
    assert "(agents) imports orchestrator.cli (cli)" in found[1]
    assert "imports bpy outside a blender*.py module" in found[2]


def test_no_product_module_imports_the_test_doubles() -> None:
    users = [f"{path.relative_to(ROOT)}:{line}" for path in product_modules()
             if layer_of(module_name(path)) != "testing"
             for line, target in imports_of(path)
             if target.startswith("orchestrator.testing")]
    assert users == []
