"""Only the Blender layer imports bpy: the runtime and the agents' data modules stay free of it."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_importing_orchestrator_and_agents_does_not_import_bpy() -> None:
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys
        import orchestrator, agents
        loaded = []
        for package in (orchestrator, agents):
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                leaf = info.name.rsplit(".", 1)[-1]
                if "blender" in leaf or leaf == "__main__":
                    continue  # bpy users (loaded only in workers) and the CLI entry point
                importlib.import_module(info.name)
                loaded.append(info.name)
        assert "orchestrator.cli.generate" in loaded and "orchestrator.app.runner" in loaded, loaded
        assert "agents.render_director.worker_pool" in loaded, loaded
        bad = sorted(m for m in sys.modules if m == "bpy" or m.startswith("bpy."))
        print("LOADED", len(loaded), "BPY", bad)
        sys.exit(1 if bad else 0)
        """
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "BPY []" in proc.stdout


def test_an_offline_run_does_not_import_the_anthropic_sdk() -> None:
    """The SDK takes over a second to import; only runs that talk to a model load it."""
    script = textwrap.dedent(
        """
        import sys
        import orchestrator.cli.generate, orchestrator.app.runner, orchestrator.app.pipeline
        from orchestrator.llm import open_gateway
        from orchestrator import resolve_settings
        assert open_gateway(resolve_settings("offline")) is None
        print("ANTHROPIC", "anthropic" in sys.modules)
        """
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ANTHROPIC False" in proc.stdout
