"""The codec: what generated types are built on and how JSON becomes them (private).

- `base`: the Struct base classes generated types derive from; `bounds`, `members`: the small
  shared pieces they use.
- `resolve`: the one union-selection rule and `UnknownVariant`.
- `codec`: `make_codec` (the fast path, then the forgiving path on failure), `encode`.
- `forgiving`: the schema's forgiving-decoding rules, applied only when a strict decode failed.
- `errors`: `DecodeError` (with its JSON path) and `Repair`.

Nothing here imports a version's generated code: each version's binding hands it its tables.
"""
