"""The test suite (a package so that shared helpers are importable as `tests.testkit`)."""
