"""`acp-wire replay --html`: one self-contained page per transcript: its model (`model`, built
from the pieces in `views`), its rendering (`page`), its assets (`assets/replay_page.html`,
`.css` and the script's parts, `assets/replay_page_*.js`) and the Markdown subset it renders
safely (`markdown`)."""

# `acp-wire replay --html` is reached through `acp_wire.tools.replay`; the package exports no name.
__all__: list[str] = []
