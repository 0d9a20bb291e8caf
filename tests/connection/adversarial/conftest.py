"""The `kind` fixture: each in-process adversarial test runs over every transport."""

from __future__ import annotations

import pytest

from .helpers import TRANSPORTS


@pytest.fixture(params=TRANSPORTS)
def kind(request: pytest.FixtureRequest) -> str:
    """The transport a test runs over: "stdio" (real pipes) or "memory" (the in-process pair)."""
    return str(request.param)
