"""reveal_type tests: mypy and pyright over reveal.py."""
