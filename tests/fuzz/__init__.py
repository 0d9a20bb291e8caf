"""Fuzzing runs of the decoders and a connection (`nox -s fuzz` runs them longer)."""
