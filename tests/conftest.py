"""Hypothesis profiles: "default" (repeatable, modest) and "fuzz" (`nox -s fuzz`)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

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
