"""`python -m acp_wire`: the `acp-wire` command line."""

import sys

from .cli import main

sys.exit(main())
