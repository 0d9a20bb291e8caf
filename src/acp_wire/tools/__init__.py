"""The command-line tools, each a module with its command's `main` (`acp-wire COMMAND`):

- `validate`: every message against the schema; `check`: the protocol's rules (the rule
  catalogue, the checker and the per-session rules); `replay` (text and JSON) and `html`
  (`replay --html`, the session viewer with its page assets and safe Markdown): each
  session's state, built by `reducer`, the session reducer; `tap`: a live agent recorded and
  checked; `transcript`: reading transcripts and plain logs, and the version a capture declares;
  `exits`: the exit statuses and the closed-stdout stop they share; `registry`: the ACP agent
  registry's agents listed, shown and run by id (over `acp_wire.registry`); `cli`: the
  `acp-wire` entry point.

Tools read transcripts through a version's binding (`acp_wire.bindings.binding_for`); the
runtime and the connection never import them.
"""

# A namespace of commands: each is a module of its own (`acp_wire.tools.replay`, ...), the
# package itself exports no name.
__all__: list[str] = []
