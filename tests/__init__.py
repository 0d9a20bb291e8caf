"""acp-wire test suite: a package, so helpers are imported as `tests.support.strategies`."""
