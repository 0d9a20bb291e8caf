"""Generator of the acp_wire bindings from ACP's JSON Schema (`python -m codegen`)."""
