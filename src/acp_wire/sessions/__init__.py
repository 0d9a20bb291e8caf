"""Sessions for clients: one call from "I have a connection" to "I have the answer", the same
code for every protocol version.

    async with conn.session(cwd=os.getcwd()) as session:     # session/new; session/close on exit
        turn = await session.prompt("fix the failing test")   # text or content blocks
        print(turn.text, turn.stop_reason, turn.tool_calls)
        async for update in session.stream("and explain it"): # typed updates as they arrive
            ...

`conn` is a client connection (`acp_wire.ClientSideConnection`, `acp_wire.v2.ClientSideConnection`
or a client-side `Connection`); `conn.session(...)` is `open_session(conn, ...)`. A session
receives its own `session/update` notifications and permission requests without the client's
handler implementing them (each open session is a hook on its connection:
`acp_wire.connection._session_hooks`); `permissions=` answers permission requests by tool kind
or by a function; `local_files` and `local_terminals` serve the agent's `fs/*` and `terminal/*`
requests from this machine (`LocalFiles`, `LocalTerminals`). Its turn is built by the reducer
`acp-wire replay` uses (`acp_wire._state`).

This package is version-neutral and imports no generated code (the generated connection classes
import it): it reads what it needs from the connection's binding, and takes the version's
session update union as a type parameter (`Session[U]`, `Turn[U]`, `TurnStream[U]`), which each
version's `ClientSideConnection.session` fills in. The names a user meets are also exported by
`acp_wire` and `acp_wire.v2`.
"""

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names
from acp_wire.sessions._files import LocalFiles
from acp_wire.sessions._opening import SessionOpening, open_session
from acp_wire.sessions._permissions import Decision, PermissionAsk, PermissionPolicy
from acp_wire.sessions._session import Session, TurnStream
from acp_wire.sessions._turn import PermissionDecision, ToolCallInfo, Turn

if TYPE_CHECKING:
    from acp_wire.sessions._terminals import LocalTerminals
else:  # loaded on first use: only a client serving terminals needs it (and its processes)
    __getattr__ = lazy_names(__name__, globals(), {"LocalTerminals": "._terminals"})

__all__ = [
    "Decision",
    "LocalFiles",
    "LocalTerminals",
    "PermissionAsk",
    "PermissionDecision",
    "PermissionPolicy",
    "Session",
    "SessionOpening",
    "ToolCallInfo",
    "Turn",
    "TurnStream",
    "open_session",
]
