"""Sub-package the engine by layer and install everything under the one name ``croupier``.

Run once, from the repository root, on a clean git work tree::

    python tools/restructure.py --dry-run   # the plan: where each module goes; changes nothing
    python tools/restructure.py             # do it (git mv, rewrites, config), then review and commit

What it does, in this order (nothing is changed when a check fails first):

1. Checks: the tree is Croupier's, not restructured yet, clean in git, and every module of
   ``engine/`` has a line in ``tools/restructure_map.toml``. An unmapped module stops the script
   with the list of every such module (add a line for each and run again).
2. Rewrites every import and module reference of ``engine/``, ``gui/``, ``croupier/``, ``tests/``,
   ``tools/`` and ``packaging/``: inside ``engine/`` and inside ``gui/`` imports become relative
   (``from ..core.round import Round``), so a package does not depend on the name it is installed
   under; everywhere else, and from ``gui`` to the engine, they become absolute under ``croupier``
   (``from croupier.engine.core.round import Round``). Strings that name a module at run time
   (``importlib.import_module("engine.strategy")``, monkeypatch targets, ``python -m engine.cli``)
   follow; prose (docstrings, comments, README, docs, .ci) names the new source path
   (``engine.math.strategy``, ``engine/math/strategy.py``).
3. ``git mv`` engine/NAME.py to engine/PACKAGE/NEW.py, with an ``__init__.py`` per package.
4. pyproject.toml: ``package-dir`` (``croupier.engine`` is ``engine/``, ``croupier.gui`` is ``gui/``,
   ``croupier.assets`` is ``assets/``), the package list and package data under those names,
   import-linter in the ``test`` extra with the layer contracts, ruff's first-party name, mypy's
   path; ``.typecheck/croupier/*`` symlinks for mypy (it cannot follow setuptools' editable
   finder); the PyInstaller spec; tests/test_namespace.py; README's "## Architecture" section.
5. ``ruff check --select I --fix`` and ``ruff format`` on the files it changed, then ``lint-imports``
   (when installed; full output in build/restructure-contracts.txt) and mypy: a broken contract or
   an unresolved import is printed, for a person to fix (the script never moves a function between
   modules). ``.ci/run`` then runs ``mypy --strict engine gui croupier`` (``gui`` left out, with a
   note, while it still has type errors) and ``lint-imports``.

Exit status: 0 done, 2 refused (with the reason), 1 done but a check after it failed.
"""

from __future__ import annotations

import argparse
import ast
import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
import tokenize
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAP_FILE = HERE / "restructure_map.toml"
README_SECTION = HERE / "restructure_readme.md"
TEST_TEMPLATE = HERE / "restructure_files" / "test_namespace.py"
LAYERS = ("core", "math", "store", "lab", "cli")
PYTHON_DIRS = ("engine", "gui", "croupier", "tests", "tools", "packaging")
TEXT_FILES = ("README.md", ".ci/run")
TEXT_GLOBS = ("docs/**/*.md", "packaging/*.sh", "packaging/*.xml")
SKIP_PARTS = {".venv", "__pycache__", "build", "dist", ".git", ".typecheck", "node_modules"}
#: this tool and its data keep the old names on purpose
SELF = {"tools/restructure.py", "tools/restructure_readme.md", "tools/restructure_files/test_namespace.py"}
LINE = 120


class Refused(Exception):
    """The script cannot go on; nothing was changed."""


# ------------------------------------------------------------------------------------------ names


@dataclass
class Names:
    """Old module names (as the tree has them now) and where they go."""

    plan: dict[str, str]  # engine module → "layer.new_name"
    gui: set[str] = field(default_factory=set)  # "gui", "gui.items", "gui.art", "gui.art.cards", …

    def is_module(self, dotted: str) -> bool:
        parts = dotted.split(".")
        if parts[0] == "engine":
            return len(parts) == 1 or (len(parts) == 2 and parts[1] in self.plan)
        if parts[0] == "gui":
            return dotted in self.gui
        return dotted == "assets"

    def new(self, dotted: str) -> str | None:
        """The installed name of an old module (or of a name inside one), None when not ours."""
        parts = dotted.split(".")
        if parts[0] == "engine":
            if len(parts) == 1:
                return "croupier.engine"
            if parts[1] not in self.plan:
                return None
            return ".".join(["croupier", "engine", self.plan[parts[1]], *parts[2:]])
        if parts[0] in ("gui", "assets"):
            return "croupier." + dotted
        return None

    def source_name(self, dotted: str) -> str:
        """The new name as the source tree spells it (prose): ``engine.math.strategy``."""
        new = self.new(dotted)
        assert new is not None
        return new.removeprefix("croupier.")


def module_context(rel: str, names: Names) -> tuple[list[str], str] | None:
    """(the file's new package as parts, the family its relative imports may reach) for files of
    engine/ and gui/; None elsewhere (those import absolutely)."""
    p = Path(rel)
    if p.parts[0] == "engine":
        if p.name == "__init__.py" and len(p.parts) == 2:
            return ["croupier", "engine"], "croupier.engine"
        layer, _ = names.plan[p.stem].split(".")
        return ["croupier", "engine", layer], "croupier.engine"
    if p.parts[0] == "gui":
        pkg = ["croupier", *p.parts[:-1]]
        return pkg, "croupier.gui"
    return None


def old_package(rel: str, names: Names) -> list[str]:
    """The file's package as the tree has it now (to resolve an existing relative import)."""
    p = Path(rel)
    return list(p.parts[:-1])


def relative(package: list[str], target: str) -> str:
    """``target`` (absolute, new) written relative to ``package``: ``..core.round``."""
    t = target.split(".")
    common = 0
    while common < min(len(package), len(t)) and package[common] == t[common]:
        common += 1
    up = len(package) - common
    return "." * (up + 1) + ".".join(t[common:])


# ---------------------------------------------------------------------------------------- rewriting

DOTTED = re.compile(r"(?<![\w.])((?:engine|gui)(?:\.\w+)+)")
PROSE_DOTTED = re.compile(r"(?<![\w./-])engine\.(\w+)")
PROSE_PATH = re.compile(r"(?<![\w./-])engine/(\w+)\.py\b")
FILE_PARENTS = re.compile(r"(Path\(__file__\)(?:\.resolve\(\))?)((?:\.parent)+)")
DASH_M = re.compile(r"""(-m["']?,?\s*["']?)engine\.cli\b""")


def rewrite_code_strings(text: str, names: Names) -> str:
    """Module names inside run-time strings: the installed names."""

    def sub(m: re.Match[str]) -> str:
        parts = m.group(1).split(".")
        if parts[0] == "engine":
            if parts[1] not in names.plan:
                return m.group(0)
            k = 2
        else:
            k = next((k for k in range(len(parts), 1, -1) if ".".join(parts[:k]) in names.gui), 0)
            if not k:
                return m.group(0)
        new = names.new(".".join(parts[:k]))
        assert new is not None
        return ".".join([new, *parts[k:]])

    return DOTTED.sub(sub, DASH_M.sub(r"\1croupier", text))


def rewrite_prose(text: str, names: Names) -> str:
    """Module names in docstrings, comments and documents: the new source names."""
    text = DASH_M.sub(r"\1croupier", text)
    text = PROSE_DOTTED.sub(
        lambda m: f"engine.{names.plan[m.group(1)]}" if m.group(1) in names.plan else m.group(0), text
    )
    return PROSE_PATH.sub(
        lambda m: f"engine/{names.plan[m.group(1)].replace('.', '/')}.py" if m.group(1) in names.plan else m.group(0),
        text,
    )


@dataclass
class Edit:
    start: int  # character offsets in the file's text
    end: int
    kind: str  # "import" (replacement given), "prose", "code"
    new: str = ""


class Rewriter:
    """Rewrites one Python file's imports, run-time module strings and prose."""

    def __init__(self, rel: str, text: str, names: Names) -> None:
        self.rel, self.text, self.names = rel, text, names
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.context = module_context(rel, names)
        self.warnings: list[str] = []
        self.comments: list[tuple[int, str]] = []  # (offset, text) of every comment
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                self.comments.append((self.starts[tok.start[0] - 1] + tok.start[1], tok.string))

    def offset(self, lineno: int, col_bytes: int) -> int:
        line = self.lines[lineno - 1]
        return self.starts[lineno - 1] + len(line.encode("utf-8")[:col_bytes].decode("utf-8"))

    def target(self, new: str) -> str:
        """How this file writes an import of ``new``: relative within its own family."""
        if self.context is not None:
            package, family = self.context
            if new == family or new.startswith(family + "."):
                return relative(package, new)
        return new

    def run(self) -> str:
        text = self.run_names()
        if Path(self.rel).parts[0] == "engine" and Path(self.rel).name != "__init__.py":
            # the module sits one folder deeper: what it found from its own path is one more step up
            text = FILE_PARENTS.sub(lambda m: m.group(1) + m.group(2) + ".parent", text)
            if "__file__" in FILE_PARENTS.sub("", text):
                self.warnings.append(f"{self.rel}: uses __file__ in a way not adjusted for its new folder: check it")
        return text

    def run_names(self) -> str:
        tree = ast.parse(self.text)
        edits: list[Edit] = []
        for node in ast.walk(tree):
            skip = self.importorskip(node)
            if skip is not None:
                edits.append(skip)
            elif isinstance(node, ast.ImportFrom | ast.Import):
                new = self.import_node(node)
                if new is not None:
                    a = self.offset(node.lineno, node.col_offset)
                    b = self.offset(node.end_lineno or node.lineno, node.end_col_offset or 0)
                    edits.append(Edit(a, b, "import", new))
            elif isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                body = node.body
                first = body[0] if body else None
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                    d = first.value
                    if isinstance(d.value, str):
                        a = self.offset(d.lineno, d.col_offset)
                        b = self.offset(d.end_lineno or d.lineno, d.end_col_offset or 0)
                        edits.append(Edit(a, b, "prose"))
        for start, comment in self.comments:
            edits.append(Edit(start, start + len(comment), "prose"))
        edits.sort(key=lambda e: e.start)
        out: list[str] = []
        pos = 0
        for e in edits:
            if e.start < pos:  # a comment inside an import statement already rewritten
                continue
            out.append(rewrite_code_strings(self.text[pos : e.start], self.names))
            piece = self.text[e.start : e.end]
            out.append(e.new if e.kind == "import" else rewrite_prose(piece, self.names))
            pos = e.end
        out.append(rewrite_code_strings(self.text[pos:], self.names))
        return "".join(out)

    def importorskip(self, node: ast.AST) -> Edit | None:
        """``pytest.importorskip("engine.odds")`` tests as if the project's own module might be missing:
        a bare call goes, ``odds = pytest.importorskip(...)`` becomes an import."""
        value = node.value if isinstance(node, ast.Expr | ast.Assign) else None
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)):
            return None
        if value.func.attr != "importorskip" or not value.args or not isinstance(value.args[0], ast.Constant):
            return None
        name = value.args[0].value
        if not isinstance(name, str) or not self.names.is_module(name):
            return None
        new = self.names.new(name)
        assert new is not None
        assert isinstance(node, ast.stmt)
        a = self.offset(node.lineno, node.col_offset)
        b = self.offset(node.end_lineno or node.lineno, node.end_col_offset or 0)
        if isinstance(node, ast.Expr):  # the whole line goes
            a = self.starts[node.lineno - 1]
            b = self.starts[node.end_lineno or node.lineno]
            return Edit(a, b, "import", "")
        if not isinstance(node, ast.Assign) or len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
            return None
        parent, leaf = new.rsplit(".", 1)
        bound = node.targets[0].id
        alias = leaf if leaf == bound else f"{leaf} as {bound}"
        return Edit(a, b, "import", f"from {self.target(parent)} import {alias}")

    def comments_in(self, node: ast.stmt) -> list[str]:
        """The comments inside the statement (a comment after its end stays where it is)."""
        a = self.offset(node.lineno, node.col_offset)
        b = self.offset(node.end_lineno or node.lineno, node.end_col_offset or 0)
        return [rewrite_prose(text, self.names) for start, text in self.comments if a <= start < b]

    def import_node(self, node: ast.Import | ast.ImportFrom) -> str | None:
        """The statement's new text, or None when it imports nothing of ours."""
        comments = self.comments_in(node)
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = old_package(self.rel, self.names)
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                module = ".".join([*base, *([module] if module else [])])
            if module.split(".")[0] not in ("engine", "gui", "assets"):
                return None
            groups: dict[str, list[str]] = {}
            same = True
            for alias in node.names:
                child = f"{module}.{alias.name}"
                original = alias.name + (f" as {alias.asname}" if alias.asname else "")
                if alias.name != "*" and self.names.is_module(child) and child != module:
                    new_child = self.names.new(child)
                    assert new_child is not None
                    parent, leaf = new_child.rsplit(".", 1)
                    bound = alias.asname or alias.name
                    entry = leaf if leaf == bound else f"{leaf} as {bound}"
                else:
                    parent = self.names.new(module) or ""
                    if not parent:
                        raise Refused(f"{self.rel}:{node.lineno}: imports {module}, which is not a module of the map")
                    entry = original
                same = same and entry == original
                groups.setdefault(self.target(parent), []).append(entry)
            if len(groups) == 1 and same:
                (mod,) = groups
                src = self.text[
                    self.offset(node.lineno, node.col_offset) : self.offset(
                        node.end_lineno or node.lineno, node.end_col_offset or 0
                    )
                ]
                return re.sub(r"^from\s+[\w.]+", f"from {mod}", src, count=1)
            lines = [f"from {mod} import {', '.join(entries)}" for mod, entries in groups.items()]
        else:
            if not any(a.name.split(".")[0] in ("engine", "gui", "assets") for a in node.names):
                return None
            lines = []
            for alias in node.names:
                if alias.name.split(".")[0] not in ("engine", "gui", "assets"):
                    lines.append(f"import {alias.name}" + (f" as {alias.asname}" if alias.asname else ""))
                    continue
                new = self.names.new(alias.name)
                if new is None:
                    raise Refused(f"{self.rel}:{node.lineno}: imports {alias.name}, which is not a module of the map")
                if alias.asname:
                    tgt = self.target(new)
                    if tgt.startswith("."):
                        level = len(tgt) - len(tgt.lstrip("."))
                        rest = tgt[level:]
                        mod, _, leaf = rest.rpartition(".")
                        lines.append(f"from {'.' * level + mod} import {leaf} as {alias.asname}")
                    else:
                        lines.append(f"import {new} as {alias.asname}")
                else:
                    lines.append(f"import {new}")  # uses of the dotted name are rewritten with the strings
                    self.warnings.append(
                        f"{self.rel}:{node.lineno}: `import {alias.name}` became `import {new}` (check its uses)"
                    )
        col = self.offset(node.lineno, node.col_offset) - self.starts[node.lineno - 1]
        indent = self.lines[node.lineno - 1][:col]
        if comments:
            lines[0] += "  " + " ".join(comments)
        return ("\n" + indent).join(lines)


# ------------------------------------------------------------------------------------------- files


def git(*args: str, check: bool = True) -> str:
    return subprocess.run(["git", *args], check=check, capture_output=True, text=True).stdout


def tracked(root: Path) -> list[str]:
    return [p for p in git("ls-files", "-z").split("\0") if p]


def python_files(files: Iterable[str]) -> list[str]:
    out = []
    for f in files:
        p = Path(f)
        ours = p.parts and p.parts[0] in PYTHON_DIRS and not SKIP_PARTS & set(p.parts) and f not in SELF
        if ours and p.suffix in (".py", ".spec"):
            out.append(f)
    return sorted(out)


def text_files(root: Path, files: Iterable[str]) -> list[str]:
    listed = set(files)
    out = [f for f in TEXT_FILES if f in listed]
    for pattern in TEXT_GLOBS:
        out += [str(p.relative_to(root)) for p in root.glob(pattern) if str(p.relative_to(root)) in listed]
    return sorted(set(out) - SELF)


def load_map() -> tuple[dict[str, str], dict[str, str]]:
    data = tomllib.loads(MAP_FILE.read_text(encoding="utf-8"))
    modules: dict[str, str] = data["modules"]
    for name, where in modules.items():
        layer, _, new = where.partition(".")
        if layer not in LAYERS or not new.isidentifier():
            raise Refused(f"{MAP_FILE.name}: {name} = {where!r}: expected LAYER.NAME with LAYER one of {LAYERS}")
    return modules, data["packages"]


def check_tree(root: Path, allow_dirty: bool) -> None:
    if not (root / "pyproject.toml").is_file() or not (root / "engine").is_dir() or not (root / "gui").is_dir():
        raise Refused("run it from the repository root (pyproject.toml, engine/, gui/)")
    if 'name = "croupier"' not in (root / "pyproject.toml").read_text(encoding="utf-8"):
        raise Refused("pyproject.toml is not Croupier's")
    done = [layer for layer in LAYERS if (root / "engine" / layer).exists()]
    if done:
        raise Refused(f"already restructured (engine/{done[0]}/ exists)")
    if not (root / "croupier" / "__main__.py").is_file():
        raise Refused("croupier/__main__.py (the entry point above the engine and the table) is missing")
    if not allow_dirty and git("status", "--porcelain", "--untracked-files=no").strip():
        raise Refused("the work tree has uncommitted changes: commit or stash them first (or --allow-dirty)")


def make_plan(root: Path, modules: dict[str, str]) -> dict[str, str]:
    engine = root / "engine"
    present = sorted(p.stem for p in engine.glob("*.py") if p.name != "__init__.py")
    folders = sorted(p.name for p in engine.iterdir() if p.is_dir() and p.name != "__pycache__")
    unmapped = [m for m in present if m not in modules]
    problems = [f"engine/{m}.py: no line in tools/restructure_map.toml" for m in unmapped]
    problems += [f"engine/{d}/: a folder the map does not know (move its modules by hand or map them)" for d in folders]
    plan = {m: modules[m] for m in present if m in modules}
    seen: dict[str, str] = {}
    for m, where in plan.items():
        if where in seen:
            problems.append(f"engine/{m}.py and engine/{seen[where]}.py both go to engine/{where.replace('.', '/')}.py")
        seen[where] = m
    if problems:
        raise Refused("unmapped or clashing modules, nothing changed:\n  " + "\n  ".join(problems))
    return plan


def gui_modules(root: Path) -> set[str]:
    out = {"gui"}
    for p in (root / "gui").rglob("*.py"):
        if "__pycache__" in p.parts:
            continue
        rel = p.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out.add(".".join(parts))
    return out


# ---------------------------------------------------------------------------------------- config


def packages(root: Path, plan: dict[str, str]) -> list[str]:
    """Every package the wheel installs, by its installed name."""
    out = ["croupier", "croupier.engine", *sorted({f"croupier.engine.{w.split('.')[0]}" for w in plan.values()})]
    for top in ("gui", "assets"):
        for init in sorted((root / top).rglob("__init__.py")):
            if "__pycache__" in init.parts:
                continue
            out.append("croupier." + ".".join(init.parent.relative_to(root).parts))
    for init in sorted((root / "croupier").rglob("__init__.py")):
        name = ".".join(init.parent.relative_to(root).parts)
        if name not in out:
            out.append(name)
    return out


CONTRACTS = """
[tool.importlinter]
# the source tree's names (engine.core is croupier.engine.core once installed): the engine and the
# table are analysed as the folders they are, so an absolute croupier.* import from the engine shows
# as the external package "croupier" and is refused below
root_packages = ["engine", "gui"]
include_external_packages = true
exclude_type_checking_imports = true

[[tool.importlinter.contracts]]
name = "engine layers: cli above lab above math and store (independent) above core"
type = "layers"
containers = ["engine"]
layers = ["cli", "lab", "math | store", "core"]
exhaustive = true

[[tool.importlinter.contracts]]
name = "the engine never imports the table, Qt or the croupier namespace (it imports itself relatively)"
type = "forbidden"
source_modules = ["engine"]
forbidden_modules = ["gui", "croupier", "PySide6", "shiboken6"]

[[tool.importlinter.contracts]]
name = "no import circles between the modules of a package"
type = "acyclic_siblings"
ancestors = ["engine", "gui"]
"""


def edit_pyproject(root: Path, plan: dict[str, str]) -> list[str]:
    path = root / "pyproject.toml"
    s = path.read_text(encoding="utf-8")
    notes: list[str] = []
    find = re.compile(r"\[tool\.setuptools\.packages\.find\]\ninclude = \[[^\]]*\]\n")
    if not find.search(s):
        raise Refused("pyproject.toml: [tool.setuptools.packages.find] include = [...] not found")
    if re.search(r"^\[tool\.setuptools\]\s*$", s, re.M):
        raise Refused("pyproject.toml already has a [tool.setuptools] table: merge by hand")
    pk = ",\n".join(f'    "{p}"' for p in packages(root, plan))
    block = (
        "[tool.setuptools]\n"
        "# installed, everything lives under one name: croupier.engine is engine/, croupier.gui is gui/,\n"
        "# croupier.assets is assets/ (the folders stay where the design card puts them)\n"
        'package-dir = { "croupier" = "croupier", "croupier.engine" = "engine", "croupier.gui" = "gui", '
        '"croupier.assets" = "assets" }\n'
        "# every package by its installed name (tests/test_namespace.py fails when one is missing)\n"
        f"packages = [\n{pk},\n]\n"
    )
    s = find.sub(lambda _: block, s, count=1)
    data = re.search(r"\[tool\.setuptools\.package-data\]\n((?:.+\n)+)", s)
    if data is None:
        raise Refused("pyproject.toml: [tool.setuptools.package-data] not found")
    body = re.sub(r"^(gui|assets) = ", r'"croupier.\1" = ', data.group(1), flags=re.M)
    s = s[: data.start(1)] + body + s[data.end(1) :]
    scripts = re.search(r'^croupier = "([^"]+)"$', s, re.M)
    if scripts is None or scripts.group(1) != "croupier.__main__:main":
        s = re.sub(r'^croupier = "[^"]+"$', 'croupier = "croupier.__main__:main"', s, count=1, flags=re.M)
        notes.append("pyproject: console script set to croupier.__main__:main")
    test = re.search(r"^test = \[\n((?:    .+\n)+)\]", s, re.M)
    if test is None:
        raise Refused("pyproject.toml: the [project.optional-dependencies] test list not found")
    if "import-linter" not in test.group(1):
        s = s[: test.end(1)] + '    "import-linter>=2.1",\n' + s[test.end(1) :]
    if "[tool.ruff.lint.isort]" not in s:
        i = s.index("[tool.ruff.lint]\n") if "[tool.ruff.lint]\n" in s else s.index("[tool.ruff]\n")
        j = s.find("\n[", i + 1)
        block = '[tool.ruff.lint.isort]\nknown-first-party = ["croupier"]\n'
        s = s.rstrip("\n") + "\n\n" + block if j == -1 else s[: j + 1] + block + "\n" + s[j + 1 :]
    else:
        notes.append("pyproject: [tool.ruff.lint.isort] exists: check that known-first-party has croupier")
    if "extend-exclude" not in s:
        s = s.replace("[tool.ruff]\n", '[tool.ruff]\nextend-exclude = [".typecheck"]\n', 1)
    if "[tool.mypy]" not in s:
        raise Refused("pyproject.toml: [tool.mypy] not found")
    if "mypy_path" not in s:
        s = re.sub(
            r"(\[tool\.mypy\]\n(?:[^\[\n].*\n)*)",
            lambda m: (
                m.group(1)
                + "# mypy cannot follow setuptools' editable finder: .typecheck/croupier/ is the installed layout\n"
                + "# as symlinks (engine/, gui/, assets/ inside), so gui's `croupier.engine` imports resolve; within\n"
                + "# a package imports are relative, and the copies seen through croupier.* are not reported twice\n"
                + 'mypy_path = "$MYPY_CONFIG_FILE_DIR/.typecheck"\n'
                + "\n[[tool.mypy.overrides]]\n"
                + 'module = ["croupier.engine.*", "croupier.gui.*"]\n'
                + 'follow_imports = "silent"\n'
            ),
            s,
            count=1,
        )
    if "[tool.importlinter]" not in s:
        s = s.rstrip("\n") + "\n" + CONTRACTS
    path.write_text(s, encoding="utf-8")
    return notes


def edit_ci(root: Path, gui: bool = True) -> list[str]:
    path = root / ".ci" / "run"
    if not path.is_file():
        return [".ci/run not found: add `mypy --strict engine gui croupier` and `lint-imports` by hand"]
    s = path.read_text(encoding="utf-8")
    m = re.search(r"^mypy --strict [^\n]*$", s, re.M)
    if m is None:
        return [".ci/run: no `mypy --strict` line: add `mypy --strict engine gui croupier` and `lint-imports` by hand"]
    new = "mypy --strict engine gui croupier" if gui else "mypy --strict engine croupier"
    notes = [] if gui else [".ci/run: gui has type errors, so CI types engine and croupier only: fix them, then "
                            "make the line `mypy --strict engine gui croupier`"]  # fmt: skip
    if "lint-imports" not in s:
        new += "\n# the layer contracts of pyproject.toml [tool.importlinter]\nlint-imports"
    s = s[: m.start()] + new + s[m.end() :]
    path.write_text(s, encoding="utf-8")
    return notes


def edit_readme(root: Path) -> None:
    path = root / "README.md"
    section = README_SECTION.read_text(encoding="utf-8").strip() + "\n"
    s = path.read_text(encoding="utf-8")
    m = re.search(r"^## Architecture\n.*?(?=^## |\Z)", s, re.M | re.S)
    if m:
        s = s[: m.start()] + section + "\n" + s[m.end() :].lstrip("\n")
    else:
        anchor = re.search(r"^## Layout\n", s, re.M)
        at = anchor.start() if anchor else len(s)
        s = s[:at].rstrip("\n") + "\n\n" + section + ("\n" + s[at:] if anchor else "")
    path.write_text(s, encoding="utf-8")


#: exact edits the rewriting cannot infer: (file, old, new, required); a missing required ``old``
#: is reported
SPECIAL = [
    ("packaging/croupier.spec", 'hidden = collect_submodules("engine") + collect_submodules("gui")',
     'hidden = collect_submodules("croupier.engine") + collect_submodules("croupier.gui") + ["croupier.__main__"]',
     True),
    # the table finds assets/ beside its own package: croupier/assets in the bundle too
    ("packaging/croupier.spec", '(str(ROOT / "assets"), "assets")', '(str(ROOT / "assets"), "croupier/assets")', True),
    # PyInstaller cannot run the editable finder either: it reads the installed layout from the links
    ("packaging/croupier.spec", "    pathex=[str(ROOT)],",
     '    pathex=[str(ROOT / ".typecheck"), str(ROOT)],  # the installed layout as links (tools/restructure.py)',
     True),
    ("tests/test_packaging.py", '("assets/icons/croupier-256.png", "assets/sounds/win.wav")',
     '("croupier/assets/icons/croupier-256.png", "croupier/assets/sounds/win.wav")', True),
    ("tests/test_packaging.py", '(internal / "assets" / "translations")',
     '(internal / "croupier" / "assets" / "translations")', True),
    # our loggers are named after their modules, all under croupier once installed
    ("gui/app.py", 'record.name.split(".")[0] in ("gui", "engine")', 'record.name.split(".")[0] == "croupier"', False),
]  # fmt: skip


def special_edits(root: Path) -> list[str]:
    notes = []
    for rel, old, new, required in SPECIAL:
        path = root / rel
        if not path.is_file():
            continue
        s = path.read_text(encoding="utf-8")
        if old in s:
            path.write_text(s.replace(old, new), encoding="utf-8")
        elif required and new not in s:
            notes.append(f"{rel}: expected text not found, check by hand: {old}")
    return notes


def symlinks(root: Path) -> list[str]:
    """``.typecheck/croupier/``: the installed layout as links (croupier/'s own files, and engine/,
    gui/, assets/ as its sub-packages), for the tools that cannot run setuptools' editable finder:
    mypy (``mypy_path``) and PyInstaller (``pathex``)."""
    base = root / ".typecheck" / "croupier"
    base.mkdir(parents=True, exist_ok=True)
    made = []
    own = sorted(p.name for p in (root / "croupier").iterdir() if p.name != "__pycache__")
    for name in [*own, "engine", "gui", "assets"]:
        link = base / name
        where = Path("croupier", name) if name in own else Path(name)
        if not link.is_symlink():
            link.symlink_to(Path("..") / ".." / where, target_is_directory=(root / where).is_dir())
        made.append(str(link.relative_to(root)))
    return made


def init_text(layer: str, doc: str) -> str:
    """A layer package's ``__init__.py``: its docstring only."""
    if len(doc) + 6 <= LINE:
        return f'"""{doc}"""\n'
    return f'"""{textwrap.fill(doc, width=100)}\n"""\n'


def ruff(files: list[str]) -> list[str]:
    exe = shutil.which("ruff")
    cmd = [exe] if exe else [sys.executable, "-m", "ruff"]
    notes = []
    fixed = subprocess.run([*cmd, "check", "--select", "I", "--fix", "--quiet", *files], capture_output=True, text=True)
    if fixed.returncode not in (0, 1):
        return [f"ruff did not run ({fixed.stderr.strip()[:200]}): run `ruff check --select I --fix` and `ruff format`"]
    subprocess.run([*cmd, "format", "--quiet", *files], capture_output=True, text=True)
    left = subprocess.run([*cmd, "check", "--quiet", "."], capture_output=True, text=True)
    if left.returncode:
        notes.append("ruff check reports, fix by hand:\n" + left.stdout.strip())
    return notes


def mypy_check() -> tuple[list[str], bool]:
    """mypy on the moved tree, and whether gui is clean: an unresolved import is this script's failure,
    other errors were there before it."""
    exe = shutil.which("mypy")
    if exe is None:
        return ["mypy is not installed here: run `mypy --strict engine gui croupier` after installing"], True
    out = subprocess.run([exe, "--strict", "engine", "gui", "croupier"], capture_output=True, text=True).stdout
    errors = [line for line in out.splitlines() if ": error: " in line]
    imports = [line for line in errors if "[import-not-found]" in line or "[import-untyped]" in line]
    notes = []
    if imports:
        notes.append("mypy cannot resolve imports after the move (fix these first):\n" + "\n".join(imports))
    if len(errors) > len(imports):
        notes.append(f"mypy --strict engine gui croupier: {len(errors) - len(imports)} type errors (not imports); "
                     "the first ones:\n" + "\n".join([e for e in errors if e not in imports][:10]))  # fmt: skip
    return notes, not any(e.startswith("gui") for e in errors)


# ------------------------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--dry-run", action="store_true", help="print where each module goes; change nothing")
    ap.add_argument("--allow-dirty", action="store_true", help="run on a work tree with uncommitted changes")
    ap.add_argument("--no-checks", action="store_true", help="skip ruff and lint-imports at the end")
    ns = ap.parse_args(argv)
    root = Path.cwd()
    try:
        check_tree(root, ns.allow_dirty or ns.dry_run)
        modules, docs = load_map()
        plan = make_plan(root, modules)
        names = Names(plan, gui_modules(root))
        files = tracked(root)
        py = python_files(files)
        texts = text_files(root, files)
        # rewrite everything in memory first: a file that cannot be rewritten changes nothing
        new_text: dict[str, str] = {}
        warnings: list[str] = []
        for rel in py:
            old = (root / rel).read_text(encoding="utf-8")
            rw = Rewriter(rel, old, names)
            out = rw.run()
            warnings += rw.warnings
            if out != old:
                new_text[rel] = out
        for rel in texts:
            old = (root / rel).read_text(encoding="utf-8")
            out = rewrite_prose(old, names)
            if out != old:
                new_text[rel] = out
    except Refused as e:
        print(f"restructure: {e}", file=sys.stderr)
        return 2
    width = max(len(m) for m in plan)
    for m, where in sorted(plan.items(), key=lambda kv: (LAYERS.index(kv[1].split(".")[0]), kv[1])):
        print(f"engine/{m + '.py':<{width + 3}} -> engine/{where.replace('.', '/')}.py")
    print(f"{len(new_text)} files rewritten", "(dry run: nothing changed)" if ns.dry_run else "")
    if ns.dry_run:
        return 0

    for rel, text in new_text.items():
        (root / rel).write_text(text, encoding="utf-8")
    changed_py = [rel for rel in new_text if rel.endswith(".py")]
    for layer in sorted({w.split(".")[0] for w in plan.values()}, key=LAYERS.index):
        init = root / "engine" / layer / "__init__.py"
        init.parent.mkdir(exist_ok=True)
        init.write_text(init_text(layer, docs[layer]), encoding="utf-8")
        git("add", str(init.relative_to(root)))
        changed_py.append(str(init.relative_to(root)))
    moved = []
    for m, where in plan.items():
        dest = f"engine/{where.replace('.', '/')}.py"
        git("mv", f"engine/{m}.py", dest)
        moved.append(dest)
        if f"engine/{m}.py" in changed_py:
            changed_py[changed_py.index(f"engine/{m}.py")] = dest
    notes = edit_pyproject(root, plan)
    notes += special_edits(root)
    edit_readme(root)
    links = symlinks(root)
    test = root / "tests" / "test_namespace.py"
    if TEST_TEMPLATE.is_file() and not test.exists():
        shutil.copyfile(TEST_TEMPLATE, test)
        changed_py.append("tests/test_namespace.py")
    git("add", "-A", "engine", "pyproject.toml", "README.md", *links, *[f for f in changed_py if (root / f).exists()])
    git("add", "-u")
    if not ns.no_checks:
        notes += ruff(sorted(set(changed_py)))
        git("add", "-u")
        exe = shutil.which("lint-imports")
        if exe:
            li = subprocess.run([exe], capture_output=True, text=True)
            report = root / "build" / "restructure-contracts.txt"
            report.parent.mkdir(exist_ok=True)
            report.write_text(li.stdout + li.stderr, encoding="utf-8")
            if li.returncode:
                notes.append(f"lint-imports: contracts broken (full output in {report.relative_to(root)}):\n"
                             + li.stdout[li.stdout.find("Broken contracts"):].strip())  # fmt: skip
        else:
            notes.append("lint-imports is not installed here (pip install -e '.[test]'), contracts not checked")
        typed, gui_clean = mypy_check()
        notes += typed
        notes += edit_ci(root, gui_clean)
    else:
        notes += edit_ci(root)
    git("add", "-u")
    for w in warnings:
        print("note:", w)
    for n in notes:
        print("TODO:", n)
    print("done: review `git status` / `git diff --cached`, then commit")
    return 1 if any(n.startswith(("ruff check", "lint-imports: contracts", "mypy cannot")) for n in notes) else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    sys.exit(main())
