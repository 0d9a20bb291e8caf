"""`python -m acp_wire`: the `acp-wire` command line."""

import sys

from acp_wire.tools.cli import main

sys.exit(main())
