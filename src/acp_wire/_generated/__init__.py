# Generated from schema/v1/schema.unstable.json, schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 v1 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189, v2 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""What every protocol version shares, printed once from every version's schema: the error
codes (`error_codes`), the method names (`methods`) and the table of versions (`versions`)."""
