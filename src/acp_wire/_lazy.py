"""Names a package face loads on first use, so that importing it stays cheap (the connection
needs asyncio, the remote transports their extra, the JSON-RPC layer its message classes)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(
    package: str, namespace: dict[str, Any], modules: Mapping[str, str]
) -> Callable[[str], Any]:
    """The module `__getattr__` of `package`: a name of `modules` (name -> the module that
    defines it, absolute or relative to `package`) is imported on first use and stored in
    `namespace`, so that later reads are plain attribute reads."""

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        namespace[name] = value
        return value

    return __getattr__
