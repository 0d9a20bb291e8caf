"""Integer bounds msgspec cannot check: upper bounds beyond int64 (the schema's uint64)."""

from __future__ import annotations


def check_upper_bound(value: object, bound: int, wire_name: str) -> None:
    """Reject an int above `bound` in a generated struct's `__post_init__` (msgspec reports the
    ValueError as a validation error of that struct; the "within" part names the field)."""
    if type(value) is int and value > bound:
        raise ValueError(f"Expected `int` <= {bound} - within `.{wire_name}`")
