"""Async mode: `python main_async.py "A cozy bedroom" --quality draft`."""

from orchestrator.cli import legacy_main

if __name__ == "__main__":
    legacy_main("async", "main_async.py")
