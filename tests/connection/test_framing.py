"""Framing (`acp_wire.connection._framing`): newline-delimited messages split out of the bytes
read, with the size limit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._framing import LineSplitter, TooLong


@given(
    lines=st.lists(
        st.binary(min_size=0, max_size=40).map(lambda b: b.replace(b"\n", b"")), max_size=12
    ),
    cuts=st.lists(st.integers(min_value=0, max_value=600), max_size=8),
)
def test_line_splitter_gives_the_same_lines_however_the_input_is_cut(
    lines: list[bytes], cuts: list[int]
) -> None:
    """Property: splitting the input into chunks anywhere yields the non-blank lines of the
    whole input, in order (what `bytes.split(b"\\n")` gives, blank lines skipped)."""
    data = b"\n".join(lines)
    chunks = [
        data[a:b] for a, b in zip([0, *sorted(cuts)], [*sorted(cuts), len(data)], strict=True)
    ]
    splitter = LineSplitter(None)
    got: list[bytes | TooLong] = []
    for chunk in chunks:
        if chunk:
            got += splitter.feed(chunk)
    got += splitter.end()
    assert got == [x for x in data.split(b"\n") if x and not x.isspace()]


@given(size=st.integers(min_value=1, max_value=64), cut=st.integers(min_value=1, max_value=300))
def test_line_splitter_never_holds_an_over_long_line(size: int, cut: int) -> None:
    """Property: a line over `max_size` comes out as `TooLong` (its first and last bytes), and
    the splitter never buffers more than `max_size` of it; the next line is read normally."""
    long_line = b"{" + b"x" * 200 + b'"id":7}'
    data = long_line + b"\nok\n"
    splitter = LineSplitter(size)
    got: list[bytes | TooLong] = []
    for start in range(0, len(data), cut):
        got += splitter.feed(data[start : start + cut])
        assert len(splitter._buffer) <= size  # pyright: ignore[reportPrivateUsage]
    got += splitter.end()
    assert isinstance(got[0], TooLong)
    assert long_line.startswith(got[0].head) and long_line.endswith(got[0].tail)
    assert got[1:] == ([b"ok"] if size >= 2 else [TooLong(b"ok", b"ok")])
