"""Hypothesis profiles: "default" (repeatable, modest) and "fuzz" (`nox -s fuzz`)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

# tests/strategies.py and tests/differential.py are imported as top-level helper modules.
# Appended, not prepended: tests/codegen must not shadow the generator package `codegen`.
sys.path.append(str(Path(__file__).parent))

settings.register_profile(
    "default",
    deadline=None,
    derandomize=True,  # the same examples on every run: CI is repeatable
    database=None,
    max_examples=10,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "fuzz",
    deadline=None,
    max_examples=2000,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)
settings.load_profile("fuzz" if os.environ.get("ACP_WIRE_FUZZ") else "default")
