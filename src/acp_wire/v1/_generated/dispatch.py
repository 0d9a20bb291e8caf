# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Dispatcher tables: which handler method each method name calls, per side.

The connection routes each decoded `Request` / `Notification` through these tables with
`acp_wire._rpc.dispatch.call`, the one dispatch pipeline.
"""

from __future__ import annotations

from typing import Final

from ..._rpc.routes import Routes
from .protocols import Agent, Client, Proxy
from .types import (
    AuthStatusRequest,
    ListProvidersRequest,
    ListSessionsRequest,
    LogoutRequest,
)

AGENT_ROUTES: Final[Routes[Agent]] = Routes(
    requests={
        "auth/status": lambda handler, params: handler.auth_status(params),
        "authenticate": lambda handler, params: handler.authenticate(params),
        "initialize": lambda handler, params: handler.initialize(params),
        "logout": lambda handler, params: handler.logout(params),
        "providers/disable": lambda handler, params: handler.providers_disable(params),
        "providers/list": lambda handler, params: handler.providers_list(params),
        "providers/set": lambda handler, params: handler.providers_set(params),
        "session/archive": lambda handler, params: handler.session_archive(params),
        "session/close": lambda handler, params: handler.session_close(params),
        "session/delete": lambda handler, params: handler.session_delete(params),
        "session/fork": lambda handler, params: handler.session_fork(params),
        "session/list": lambda handler, params: handler.session_list(params),
        "session/load": lambda handler, params: handler.session_load(params),
        "session/new": lambda handler, params: handler.session_new(params),
        "session/prompt": lambda handler, params: handler.session_prompt(params),
        "session/resume": lambda handler, params: handler.session_resume(params),
        "session/set_config_option": lambda handler, params: handler.session_set_config_option(
            params
        ),
        "session/set_mode": lambda handler, params: handler.session_set_mode(params),
        "session/set_title": lambda handler, params: handler.session_set_title(params),
        "session/status": lambda handler, params: handler.session_status(params),
        "session/unarchive": lambda handler, params: handler.session_unarchive(params),
    },
    notifications={
        "mcp/message": lambda handler, params: handler.mcp_message_notification(params),
        "session/cancel": lambda handler, params: handler.session_cancel(params),
    },
    ext_request=lambda handler, method, params: handler.ext_method(method, params),
    ext_notification=lambda handler, method, params: handler.ext_notification(method, params),
    empty_params={
        "auth/status": AuthStatusRequest,
        "logout": LogoutRequest,
        "providers/list": ListProvidersRequest,
        "session/list": ListSessionsRequest,
    },
)


CLIENT_ROUTES: Final[Routes[Client]] = Routes(
    requests={
        "elicitation/create": lambda handler, params: handler.elicitation_create(params),
        "fs/read_text_file": lambda handler, params: handler.fs_read_text_file(params),
        "fs/write_text_file": lambda handler, params: handler.fs_write_text_file(params),
        "mcp/message": lambda handler, params: handler.mcp_message(params),
        "session/request_permission": lambda handler, params: handler.session_request_permission(
            params
        ),
        "terminal/create": lambda handler, params: handler.terminal_create(params),
        "terminal/kill": lambda handler, params: handler.terminal_kill(params),
        "terminal/output": lambda handler, params: handler.terminal_output(params),
        "terminal/release": lambda handler, params: handler.terminal_release(params),
        "terminal/wait_for_exit": lambda handler, params: handler.terminal_wait_for_exit(params),
    },
    notifications={
        "auth/status_update": lambda handler, params: handler.auth_status_update(params),
        "elicitation/complete": lambda handler, params: handler.elicitation_complete(params),
        "session/update": lambda handler, params: handler.session_update(params),
    },
    ext_request=lambda handler, method, params: handler.ext_method(method, params),
    ext_notification=lambda handler, method, params: handler.ext_notification(method, params),
    empty_params={},
)


PROXY_ROUTES: Final[Routes[Proxy]] = Routes(
    requests={
        "proxy/initialize": lambda handler, params: handler.proxy_initialize(params),
        "proxy/successor": lambda handler, params: handler.proxy_successor(params),
    },
    notifications={
        "proxy/successor": lambda handler, params: handler.proxy_successor_notification(params),
    },
    ext_request=lambda handler, method, params: handler.ext_method(method, params),
    ext_notification=lambda handler, method, params: handler.ext_notification(method, params),
    empty_params={},
)


__all__ = [
    "AGENT_ROUTES",
    "CLIENT_ROUTES",
    "PROXY_ROUTES",
]
