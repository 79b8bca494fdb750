"""Sequential mode (for debugging): `python main.py "A cozy bedroom"`."""

from orchestrator.cli import legacy_main

if __name__ == "__main__":
    legacy_main("sequential", "main.py")
