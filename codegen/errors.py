"""The generator's one error type: a schema problem at a JSON path.

The builder and the emitters collect every problem of a run and raise them together
(`SchemaErrors`), so one `python -m codegen` prints them all, one line each.
"""

from __future__ import annotations


class SchemaError(Exception):
    """The schema has something the generator does not understand, at `path`.

    `path` is a JSON path into the schema document, dot-separated from its root:
    `$defs.SessionUpdate.anyOf.3`, `$defs.ToolCall.properties.status`.
    """

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


class SchemaErrors(Exception):
    """Every problem one generator run found; nothing is generated when there is any."""

    def __init__(self, problems: list[SchemaError]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


def json_path(*parts: object) -> str:
    """A dot-separated JSON path from its parts: `json_path("$defs", "Foo", "anyOf", 2)`."""
    return ".".join(str(p) for p in parts)
