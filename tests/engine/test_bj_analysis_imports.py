"""The base-game analysis is split by job (rules and results, one up card, the fast path, the
spread); ``bj_analysis`` holds only the entry points it defines and re-exports nothing: every caller
imports each name from the module that defines it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MATH = ROOT / "engine" / "math"


def _defined_in(tree: ast.Module) -> set[str]:
    """The names a module defines at its top level (not those it imports)."""
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def _wrong_imports(own: set[str]) -> list[str]:
    """Every ``from … bj_analysis import X`` and ``bj_analysis.X`` in the project where ``X`` is not
    defined by ``bj_analysis`` itself."""
    wrong: list[str] = []
    for folder in ("engine", "gui", "croupier", "tests", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "bj_analysis":
                    wrong += [f"{path.relative_to(ROOT)}: {a.name}" for a in node.names if a.name not in own]
                elif (
                    isinstance(node, ast.Attribute)
                    and isinstance(node.value, ast.Name)
                    and node.value.id == "bj_analysis"
                    and node.attr not in own
                ):
                    wrong.append(f"{path.relative_to(ROOT)}: bj_analysis.{node.attr}")
    return wrong


def test_the_analysis_module_re_exports_nothing_every_name_comes_from_where_it_is_defined() -> None:
    tree = ast.parse((MATH / "bj_analysis.py").read_text(encoding="utf-8"))
    own = _defined_in(tree)
    assert {"analyse", "analyse_exact", "hand_options", "two_card_options"} <= own
    assert "__all__" not in own
    for name in ("GameRules", "Analysis", "ANALYSIS_VERSION", "_UpCard"):
        assert name not in own
    assert _wrong_imports(own) == []


def test_the_check_flags_a_caller_importing_a_name_the_module_does_not_define() -> None:
    own = _defined_in(ast.parse((MATH / "bj_analysis.py").read_text(encoding="utf-8")))
    # with ``analyse`` taken to be defined elsewhere, its callers are the ones flagged
    flagged = _wrong_imports(own - {"analyse"})
    assert flagged and all(line.endswith(": analyse") for line in flagged)
