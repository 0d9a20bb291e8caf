"""An acp-wire agent that makes the client requests the real agents never sent (claude-agent-acp
0.101.0 and codex-acp 0.16.0 read, write and run commands themselves): on each prompt it reads
and writes a file through `fs/*`, runs a command through `terminal/*` and asks permission."""

from __future__ import annotations

import os

import acp_wire as acp


class FsTerminalAgent(acp.Agent):
    async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
        return acp.InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        self.cwd = params.cwd
        return acp.NewSessionResponse(session_id="fs-terminal-1")

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        client, session = self.conn.client, params.session_id
        notes = os.path.join(self.cwd, "notes.txt")
        read = await client.fs_read_text_file(
            acp.ReadTextFileRequest(session_id=session, path=notes, line=2, limit=1)
        )
        await client.fs_write_text_file(
            acp.WriteTextFileRequest(
                session_id=session, path=notes, content=f"alpha\n{read.content.strip()}-edited\n"
            )
        )
        call = acp.ToolCallUpdate(tool_call_id="run-1", title="echo ran", kind="execute")
        answer = await client.session_request_permission(
            acp.RequestPermissionRequest(
                session_id=session,
                tool_call=call,
                options=[
                    acp.PermissionOption(option_id="yes", name="Allow", kind="allow_once"),
                    acp.PermissionOption(option_id="no", name="Reject", kind="reject_once"),
                ],
            )
        )
        if not isinstance(answer.outcome, acp.SelectedPermissionOutcome):
            return acp.PromptResponse(stop_reason="cancelled")
        terminal = await client.terminal_create(
            acp.CreateTerminalRequest(
                session_id=session, command="sh", args=["-c", "echo ran; exit 3"], cwd=self.cwd
            )
        )
        ids = {"session_id": session, "terminal_id": terminal.terminal_id}
        exit_status = await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        await client.terminal_release(acp.ReleaseTerminalRequest(**ids))
        await self.conn.send_update(
            session, acp.agent_text(f"exit {exit_status.exit_code}: {output.output.strip()}")
        )
        return acp.PromptResponse(stop_reason="end_turn")


if __name__ == "__main__":
    acp.run_agent(FsTerminalAgent())
