"""Helpers the tests share: scene builders, layout cases, a registry worker process and the
add-on's build fixtures. `tests/` is on pytest's `pythonpath`, so tests import `testkit.*`."""
