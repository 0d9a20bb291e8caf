# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Generated bindings; import them from `acp_wire`."""
