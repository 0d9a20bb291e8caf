"""`_codec/bounds.py`: the upper bound msgspec cannot check (the schema's uint64), applied in a
generated struct's `__post_init__`. Through the codec it is covered by
tests/codec/test_numbers.py; here the function itself, as a property."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire._codec.bounds import check_upper_bound

UINT64_MAX = 2**64 - 1


@given(value=st.integers(), bound=st.integers(min_value=0, max_value=2**70))
def test_an_int_is_refused_exactly_when_above_the_bound(value: int, bound: int) -> None:
    if value > bound:
        with pytest.raises(ValueError):
            check_upper_bound(value, bound, "field")
    else:
        check_upper_bound(value, bound, "field")


@given(st.integers(min_value=UINT64_MAX + 1), st.sampled_from(["outputByteLimit", "minItems"]))
def test_the_error_names_the_bound_and_the_wire_field(value: int, wire_name: str) -> None:
    """msgspec reports a `__post_init__` ValueError as the struct's validation error, so the
    text must carry the bound and the field's wire name for a DecodeError to locate it."""
    with pytest.raises(ValueError) as err:
        check_upper_bound(value, UINT64_MAX, wire_name)
    assert str(UINT64_MAX) in str(err.value)
    assert f"`.{wire_name}`" in str(err.value)


@pytest.mark.parametrize("value", [None, 2.0**80, "18446744073709551616", True, [2**80]])
def test_only_an_int_is_checked(value: object) -> None:
    """An absent (None) field or a value of another type is msgspec's to judge, not this check's;
    a bool is an int subclass msgspec already refuses for integer fields."""
    check_upper_bound(value, 0, "field")
