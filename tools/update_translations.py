"""Refresh the translation sources from gui/ and build the compiled translations.

    python tools/update_translations.py            # collect the strings into the .ts files, then lrelease
    python tools/update_translations.py --release  # lrelease only (after editing the .ts files)
    python tools/update_translations.py --check    # exit 1 when a .ts file is out of date (CI, hooks)

Collecting reads gui/ with Python's ast, the way Qt's lupdate does, and also follows what lupdate
cannot: a module's own wrapper (``def tr(text): return QCoreApplication.translate(CTX, text)``) and a
context held in a module constant (``QT_TRANSLATE_NOOP(CTX, "Decks")``). It recognises ``self.tr``
(the enclosing class is the context, as PySide6 looks it up), ``QCoreApplication.translate`` and
``QT_TRANSLATE_NOOP``. Existing translations are kept; new strings arrive "unfinished"; strings that
left the code are dropped. The files stay in Qt's .ts format: edit them with Qt Linguist
(``pyside6-linguist assets/translations/croupier_fr.ts``) or any text editor, then run ``--release``.
croupier_en.ts holds only the English plural forms ("%n card(s)" → "1 card", "2 cards").
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "assets" / "translations"
LANGUAGES = {"fr": "fr_FR", "es": "es_ES"}
TRANSLATE = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"}

Key = tuple[str, str, str]  # context, source, disambiguation


@dataclass
class Message:
    """One string to translate and where it is used."""

    context: str
    source: str
    comment: str = ""
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.comment)

    @property
    def numerus(self) -> bool:
        """A plural message: its text counts something with %n."""
        return "%n" in self.source


def _const(node: ast.AST | None, names: dict[str, str]) -> str | None:
    """A string literal, or a module-level name bound to one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    return None


def _call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Attribute):
        return f.attr
    if isinstance(f, ast.Name):
        return f.id
    return ""


def _wrappers(tree: ast.Module, names: dict[str, str]) -> dict[str, str]:
    """Module functions whose first parameter goes straight to translate(CONTEXT, param): name → context."""
    out: dict[str, str] = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef) or not fn.args.args:
            continue
        first = fn.args.args[0].arg
        for node in ast.walk(fn):
            if isinstance(node, ast.Call) and _call_name(node) == "translate" and len(node.args) >= 2:
                ctx = _const(node.args[0], names)
                arg = node.args[1]
                if ctx is not None and isinstance(arg, ast.Name) and arg.id == first:
                    out[fn.name] = ctx
    return out


def collect(files: list[Path]) -> dict[Key, Message]:
    """Every translatable string of ``files``, in order of first use."""
    found: dict[Key, Message] = {}

    def add(ctx: str, src: str, comment: str | None, path: Path, line: int) -> None:
        key = (ctx, src, comment or "")
        msg = found.setdefault(key, Message(ctx, src, comment or ""))
        msg.locations.append((path.relative_to(ROOT).as_posix(), line))

    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        names = {
            t.id: node.value.value
            for node in tree.body
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            for t in node.targets
            if isinstance(t, ast.Name)
        }  # fmt: skip
        wrappers = _wrappers(tree, names)
        aliases = TRANSLATE | {  # tr = QCoreApplication.translate
            t.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) and node.value.attr == "translate"
            for t in node.targets
            if isinstance(t, ast.Name)
        }
        classes = [(n.lineno, n.end_lineno or n.lineno, n.name) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name, args = _call_name(node), node.args
            if name == "tr" and isinstance(node.func, ast.Attribute) and args:
                src = _const(args[0], names)
                inside = [c for c in classes if c[0] <= node.lineno <= c[1]]
                if src is not None and inside:
                    comment = _const(args[1], names) if len(args) > 1 else None
                    add(max(inside)[2], src, comment, path, node.lineno)
            elif isinstance(node.func, ast.Name) and name in wrappers and args:
                src = _const(args[0], names)
                if src is not None:
                    add(wrappers[name], src, None, path, node.lineno)
            elif name in aliases and len(args) >= 2:
                ctx, src = _const(args[0], names), _const(args[1], names)
                if ctx is not None and src is not None:
                    comment = _const(args[2], names) if len(args) > 2 else None
                    add(ctx, src, comment, path, node.lineno)
    return found


def sources() -> list[Path]:
    """Every Python file of the table (gui/), sorted."""
    return sorted(p for p in (ROOT / "gui").rglob("*.py") if "__pycache__" not in p.parts)


def read_ts(path: Path) -> dict[Key, tuple[bool, list[str]]]:
    """Existing translations: key → (finished, forms)."""
    if not path.is_file():
        return {}
    out: dict[Key, tuple[bool, list[str]]] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
            key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
            out[key] = (tr.get("type") != "unfinished", forms)
    return out


def english_plural(source: str, count: int) -> str:
    """``%n card(s)`` → ``%n card`` (one) / ``%n cards`` (other): the English forms written out."""
    if count == 1:
        return re.sub(r"\((\w+)\)", "", source)
    return re.sub(r"\((\w+)\)", r"\1", source)


def write_ts(path: Path, language: str, messages: list[Message], old: dict[Key, tuple[bool, list[str]]]) -> None:
    """Write a .ts file in Qt's format, keeping what was already translated."""
    root = ET.Element("TS", {"version": "2.1", "language": language, "sourcelanguage": "en"})
    by_ctx: dict[str, list[Message]] = {}
    for m in messages:
        by_ctx.setdefault(m.context, []).append(m)
    rel = os.path.relpath(ROOT, path.parent)
    for ctx in sorted(by_ctx):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx
        for m in by_ctx[ctx]:
            attrs = {"numerus": "yes"} if m.numerus else {}
            e = ET.SubElement(c, "message", attrs)
            # the files that use the string (no line numbers: an edit elsewhere in a file changes nothing here)
            for file in dict.fromkeys(file for file, _ in m.locations):
                ET.SubElement(e, "location", {"filename": f"{rel}/{file}"})
            ET.SubElement(e, "source").text = m.source
            if m.comment:
                ET.SubElement(e, "comment").text = m.comment
            finished, forms = old.get(m.key, (False, []))
            if language.startswith("en") and not finished:
                finished, forms = True, [english_plural(m.source, 1), english_plural(m.source, 2)]
            t = ET.SubElement(e, "translation", {} if finished and any(forms) else {"type": "unfinished"})
            if m.numerus:
                forms = [*forms, "", ""][: max(2, len(forms))]
                for form in forms:
                    ET.SubElement(t, "numerusform").text = form
            else:
                t.text = forms[0] if forms else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update() -> dict[Path, str]:
    """Collect the strings of gui/ into each language's .ts file; returns each file's new text."""
    TS_DIR.mkdir(parents=True, exist_ok=True)
    messages = list(collect(sources()).values())
    out = {}
    for lang, locale in LANGUAGES.items():
        path = TS_DIR / f"croupier_{lang}.ts"
        write_ts(path, locale, messages, read_ts(path))
        out[path] = path.read_text(encoding="utf-8")
    en = TS_DIR / "croupier_en.ts"
    write_ts(en, "en_US", [m for m in messages if m.numerus], read_ts(en))
    out[en] = en.read_text(encoding="utf-8")
    return out


def release() -> None:
    """Compile every .ts file into the .qm file the table loads (Qt's lrelease)."""
    lrelease = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if lrelease is None:
        sys.exit("lrelease not found: install PySide6 (it ships pyside6-lrelease)")
    for ts in sorted(TS_DIR.glob("croupier_*.ts")):
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True, cwd=ROOT)


def unfinished() -> dict[str, int]:
    """How many messages of each .ts file still wait for a translation."""
    return {
        ts.name: sum(1 for finished, _ in read_ts(ts).values() if not finished)
        for ts in sorted(TS_DIR.glob("croupier_*.ts"))
    }


def main() -> int:
    """Update the sources (unless --release), then build the .qm files."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--release", action="store_true", help="only compile the .ts files into .qm")
    ap.add_argument("--check", action="store_true", help="only report whether the .ts files are up to date")
    ns = ap.parse_args()
    if ns.check:
        before = {p: p.read_text(encoding="utf-8") for p in TS_DIR.glob("croupier_*.ts")}
        after = update()
        for p, text in before.items():
            p.write_text(text, encoding="utf-8")
        stale = [p.name for p, text in after.items() if before.get(p) != text]
        print("out of date: " + ", ".join(stale) if stale else "up to date")
        return 1 if stale else 0
    if not ns.release:
        update()
    release()
    for name, n in unfinished().items():
        print(f"{name}: {n} unfinished" if n else f"{name}: complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
