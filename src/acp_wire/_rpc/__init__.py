"""The JSON-RPC layer and the per-version binding (private).

- `methods`: `MethodSpec`, one method's row of a version's method table.
- `envelope`: the JSON-RPC 2.0 message classes the generated typed messages extend.
- `jsonrpc`: `make_jsonrpc`, the JSON-RPC layer bound to one version's message tables.
- `routes`, `dispatch`: the handler routing tables' shape and the generic half of dispatch.
- `binding`: `Binding`, everything one version hands the connection and the tools.

Nothing here imports a version's generated code: the generated binding imports these.
"""
