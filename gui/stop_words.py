"""Why a stopped table does not deal, as a sentence in the table's language.

The engine says what went wrong in its own words, the file first ("/data/journal.sqlite3: cannot
write the journal: disk full (…)"); the stopped table's panel says it as a sentence of the player's
language that keeps the file's path and the cause ("Le journal /data/journal.sqlite3 ne peut pas
être écrit : le disque est plein."). A cause the table has no words for keeps the engine's own.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Stop", text)


#: the engine's message starts with the file (or folder) it is about, then ": "
_PATH = re.compile(r"^((?:[A-Za-z]:)?[\\/][^:]*?|[^\s:]+[\\/][^:]*?): (.*)$", re.S)
_PROCESS = re.compile(r"\(process ([^)]+)\)")
_HELD = re.compile(r"held (\d+) rows, (\d+) games")
_ROW = re.compile(r"\brow (\d+)")

#: the causes the table words itself, by what the engine's message says (the first that matches)
_ALTERED = ("chain breaks", "chain does not hold", "rows were removed", "rewritten", "does not match",
            "not the opening row", "written by another process", "ends at row")  # fmt: skip
_DAMAGED = ("damaged", "malformed", "not a database", "not a journal", "not valid JSON", "does not read")


def split_path(why: str) -> tuple[str, str]:
    """The file the engine's message is about, and the rest (``""`` and the message when it names none)."""
    m = _PATH.match(why.strip())
    return (m.group(1), m.group(2)) if m else ("", why.strip())


def stop_sentence(why: str) -> str:
    """Why the table stopped (the engine's message ``why``) as a sentence in the language now chosen,
    with the file's path and the cause."""
    path, cause = split_path(why)
    whole = why.lower()
    if "another croupier" in whole:
        m = _PROCESS.search(why)
        return (
            _t("Another Croupier table (process %2) is using the data folder %1: one table per data folder.")
            .replace("%1", path or "?")
            .replace("%2", m.group(1) if m else "?")
        )
    if "director's menu is locked" in whole:  # the director's PIN file: its own cause, kept
        return _t("The director's menu is locked: %1").replace("%1", why)
    if "was deleted while" in whole:
        sentence = _t(
            "The journal %1 was deleted while the table was open: nothing more is dealt, so no game goes unrecorded."
        )
    elif "was replaced by another while" in whole:
        sentence = _t("The journal %1 was replaced by another file while the table was open: nothing more is dealt.")
    elif "disk full" in whole:
        sentence = _t("The journal %1 cannot be written: the disk is full.")
    elif "read-only" in whole:
        sentence = _t("The journal %1 cannot be written: it is read-only.")
    elif "locked by another process" in whole:
        sentence = _t("The journal %1 is locked by another process.")
    elif "journal is missing" in whole:
        m = _HELD.search(why)
        if m is None:
            sentence = _t("The journal %1 is missing.")
        else:
            sentence = (
                _t("The journal %1 is missing: this installation recorded its end at row %2, game %3.")
                .replace("%2", m.group(1))
                .replace("%3", m.group(2))
            )
    elif "no journal here" in whole:
        sentence = _t("The journal %1 is missing.")
    elif any(k in whole for k in _ALTERED):
        m = _ROW.search(cause)
        sentence = (
            _t("The journal %1 was altered after it was written (row %2).").replace("%2", m.group(1))
            if m
            else _t("The journal %1 was altered after it was written.")
        )
    elif any(k.lower() in whole for k in _DAMAGED):
        sentence = _t("The journal %1 is damaged: it cannot be read.")
    elif "schema" in whole:
        sentence = _t("The journal %1 was written by another version of Croupier: %2").replace("%2", cause)
    else:
        sentence = _t("The journal %1 cannot be used: %2").replace("%2", cause)
    return sentence.replace("%1", path or _t("(no file named)"))
