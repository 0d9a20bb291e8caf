"""tools/package_check.py (what `nox -s package` runs) refuses the metadata a release must not
have, and the release workflow publishes what that check built. The build itself runs in
`nox -s package`, not here (it takes minutes)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("package_check", ROOT / "tools/package_check.py")
assert _spec is not None and _spec.loader is not None
package_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(package_check)

GOOD = """Metadata-Version: 2.4
Name: acp-wire
License-Expression: Apache-2.0
Project-URL: Agent Client Protocol, https://agentclientprotocol.com
Classifier: Development Status :: 3 - Alpha
Classifier: Operating System :: OS Independent
Classifier: Programming Language :: Python :: 3.10
Classifier: Programming Language :: Python :: 3.11
Classifier: Programming Language :: Python :: 3.12
Classifier: Programming Language :: Python :: 3.13
Classifier: Typing :: Typed
Requires-Python: >=3.10
License-File: LICENSE
Provides-Extra: remote

# acp-wire
Classifier: Not a header, part of the README body
"""
MEMBERS = ["acp_wire-0.1.0.dist-info/licenses/LICENSE", "acp_wire/py.typed"]


def test_good_metadata_passes() -> None:
    package_check.check_metadata(Path("a.whl"), GOOD, MEMBERS)


@pytest.mark.parametrize(
    ("change", "members", "message"),
    [
        (
            ("Classifier: Programming Language :: Python :: 3.13\n", ""),
            MEMBERS,
            "Python classifiers",
        ),
        (("Classifier: Typing :: Typed\n", ""), MEMBERS, "no Typing :: Typed classifier"),
        (("Classifier: Operating System :: OS Independent\n", ""), MEMBERS, "Operating System"),
        (("License-Expression: Apache-2.0\n", ""), MEMBERS, "no License-Expression"),
        (("https://agentclientprotocol.com", "https://example.com/HOST"), MEMBERS, "Project-URL"),
        (("Provides-Extra: remote", "Provides-Extra: undocumented"), MEMBERS, "'undocumented'"),
        (("", ""), MEMBERS[1:], "LICENSE file is not in the artifact"),
        (("", ""), MEMBERS[:1], "py.typed is not in the artifact"),
    ],
)
def test_bad_metadata_is_refused_saying_what(
    change: tuple[str, str], members: list[str], message: str
) -> None:
    old, new = change
    with pytest.raises(SystemExit, match=re.escape(message)):
        package_check.check_metadata(Path("a.whl"), GOOD.replace(old, new, 1), members)


def test_the_release_workflow_publishes_what_the_package_check_built() -> None:
    workflow = (ROOT / ".github/workflows/release.yml").read_text()
    assert "nox -s package -- --dist dist" in workflow
    assert "pypa/gh-action-pypi-publish@" in workflow
    assert "id-token: write" in workflow  # trusted publishing: no stored token
    assert "password" not in workflow and "secrets." not in workflow
