"""The tree reads like its architecture: only public faces and packages at the top of
`src/acp_wire`, the version packages of one shape, and no hand-written module past a size one
can read (the generator's own `build.py` and `emit.py` keep one job each and may be longer)."""

from __future__ import annotations

from tests.support.paths import PACKAGE

MAX_TOP_LEVEL_MODULES = 8
MAX_LINES = 700


def test_the_top_of_the_package_holds_at_most_eight_modules() -> None:
    modules = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(modules) <= MAX_TOP_LEVEL_MODULES, modules


def test_v1_and_v2_have_the_same_shape() -> None:
    def shape(version: str) -> list[str]:
        """The version's modules; of the types and messages packages only the face, since
        their modules follow each schema's methods (codegen/split.py)."""
        root = PACKAGE / version
        return sorted(
            str(p.relative_to(root))
            for p in root.rglob("*.py")
            if p.parent.name not in ("types", "messages") or p.name == "__init__.py"
        )

    assert shape("v1") == shape("v2")
    assert "_generated/connections.py" in shape("v1")
    assert "_generated/types/__init__.py" in shape("v1")


def test_no_hand_written_module_is_over_700_lines() -> None:
    long = {
        str(path.relative_to(PACKAGE)): n
        for path in PACKAGE.rglob("*.py")
        if "_generated" not in path.parts
        and path.parent.name not in ("v1", "v2")  # the generated faces
        and (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}
