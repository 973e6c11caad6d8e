"""The engine never names the table: no import of ``gui`` or of the ``croupier`` command above it, not
even as a string handed to importlib at run time. (``lint-imports`` checks the import statements; this
test covers what it cannot see: a module name inside a string.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "engine"
#: a string that names a module of the table, or the command above the engine
TABLE_NAME = re.compile(r"(?<![\w.])(croupier\.gui|croupier\.__main__|gui\.\w+)\b|^(croupier\.)?gui$")


def docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring constants (prose may speak of the table)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def table_strings(path: Path) -> list[str]:
    """``file:line: string`` for each string of ``path`` (docstrings aside) that names the table."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree)
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
        if TABLE_NAME.search(node.value)
    ]


def test_no_engine_module_names_the_table_in_a_string() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 20  # the engine's modules, wherever they sit
    found = [hit for f in files if "__pycache__" not in f.parts for hit in table_strings(f)]
    assert found == []


def test_the_check_sees_a_table_name_in_a_string(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('"""The table (``gui``) is not imported here."""\nimport importlib\n'
                   'app = importlib.import_module("croupier.gui.app")\n', encoding="utf-8")  # fmt: skip
    assert table_strings(bad) == ["bad.py:3: 'croupier.gui.app'"]
