"""codegen/lazify.py: the run-time form of an eager module builds the same definitions, each
on its first read, each after what it refers to; its stub keeps every declaration."""

from __future__ import annotations

import ast
import sys
import textwrap
import threading
import types
from collections.abc import Iterator

import msgspec
import pytest

from codegen.errors import SchemaErrors
from codegen.lazify import lazify, stubify

EAGER = '''\
# Generated: a header comment.
"""A module of classes that refer to one another."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = ["Base", "Child", "Left", "Right", "Pair", "LIMIT"]

LIMIT = 3


class Base(msgspec.Struct, kw_only=True):
    """A base class."""

    name: str


class Left(msgspec.Struct):
    right: Right | None = None


class Right(msgspec.Struct):
    left: Left | None = None


class Child(Base, kw_only=True):
    other: Left

    def __post_init__(self) -> None:
        if len(self.name) > LIMIT:
            raise ValueError("too long")


if TYPE_CHECKING:
    Pair: TypeAlias = tuple[Left, Right]
else:
    Pair = tuple[Left, Right]
'''


@pytest.fixture
def fresh() -> Iterator[types.ModuleType]:
    """The lazy form of EAGER, run as a module of its own."""
    source = lazify(
        EAGER, module="sample.py", runtime_lazy="acp_wire._codec.lazy", lazy_imports=frozenset()
    )
    module = types.ModuleType("lazify_sample")
    sys.modules[module.__name__] = module
    try:
        exec(compile(source, "<lazy sample>", "exec"), module.__dict__)
        yield module
    finally:
        del sys.modules[module.__name__]


def test_nothing_is_built_until_read(fresh: types.ModuleType) -> None:
    assert fresh.LIMIT == 3  # constants stay as they are
    assert not {"Base", "Child", "Left", "Right", "Pair"} & set(vars(fresh))
    assert {"Base", "Child", "Left", "Right", "Pair"} <= set(dir(fresh))


def test_a_read_builds_the_name_and_everything_it_refers_to(fresh: types.ModuleType) -> None:
    child = fresh.Child
    assert {"Base", "Left", "Right"} <= set(vars(fresh))  # its base, fields, and theirs
    assert "Pair" not in vars(fresh)
    assert child.__mro__[1] is fresh.Base
    assert child.__qualname__ == "Child" and child.__module__ == "lazify_sample"
    # Complete: the annotations resolve in the module, as for an eager module.
    value = msgspec.json.decode(b'{"name":"ab","other":{"right":{"left":null}}}', type=child)
    assert value.other == fresh.Left(right=fresh.Right(left=None))
    with pytest.raises(ValueError, match="too long"):
        child(name="abcd", other=fresh.Left())


def test_a_cycle_builds_both_sides(fresh: types.ModuleType) -> None:
    right = fresh.Right
    assert right.__annotations__ and "Left" in vars(fresh)
    assert fresh.Pair == tuple[fresh.Left, right]


def test_an_unknown_name_is_an_attribute_error(fresh: types.ModuleType) -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = fresh.Nothing


def test_threads_reading_at_once_get_one_class(fresh: types.ModuleType) -> None:
    seen: list[type] = []
    start = threading.Barrier(8)

    def read() -> None:
        start.wait()
        seen.append(fresh.Child)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(seen) == 8 and all(cls is seen[0] for cls in seen)


def test_the_run_time_form_keeps_only_what_runs() -> None:
    source = lazify(
        EAGER, module="sample.py", runtime_lazy="acp_wire._codec.lazy", lazy_imports=frozenset()
    )
    assert source.startswith("# Generated: a header comment.\n")
    tree = ast.parse(source)
    assert ast.get_docstring(tree) == "A module of classes that refer to one another."
    assert "TypeAlias" not in source  # the TYPE_CHECKING branch is the stub's
    builders = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    assert builders == {f"_build_{n}" for n in ("Base", "Child", "Left", "Right", "Pair")}


def test_names_imported_from_a_lazy_sibling_are_read_from_it() -> None:
    eager = textwrap.dedent(
        '''\
        """Messages."""

        from .types import Child, LIMIT


        class Message:
            params: Child
        '''
    )
    source = lazify(eager, module="m.py", runtime_lazy="rt.lazy", lazy_imports=frozenset({"types"}))
    assert "from .types import" not in source
    assert "from . import types as _types_module" in source
    assert "'Child': _types_module.__name__" in source
    assert "'Message': (_build_Message, ('Child',))" in source.replace(", )", ",)")


def test_a_statement_that_reads_a_lazy_name_must_define_one() -> None:
    eager = EAGER + "\nprint(Base)\n"
    with pytest.raises(SchemaErrors, match="reads a lazy name"):
        lazify(eager, module="sample.py", runtime_lazy="rt.lazy", lazy_imports=frozenset())


def test_the_stub_declares_every_function_with_an_ellipsis_body() -> None:
    stub = stubify(EAGER)
    assert "raise ValueError" not in stub
    tree = ast.parse(stub)
    child = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Child")
    post_init = child.body[-1]
    assert isinstance(post_init, ast.FunctionDef) and ast.unparse(post_init.body[0]) == "..."
    # Everything else is the eager text, line for line.
    assert stub.replace("        ...\n", "") == EAGER.replace(
        '        if len(self.name) > LIMIT:\n            raise ValueError("too long")\n', ""
    )
