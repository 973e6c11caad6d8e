"""What every command's arguments share: one-line usage errors, and bounded whole numbers.

:class:`OneLineParser` prints a usage error as one line naming the argument
(``croupier simulate: argument --rounds: must be a whole number 1–1,000,000,000, got 'x' (usage:
croupier simulate --help)``) and exits
with status 2, where argparse would print the usage block first; its subcommands' parsers are of the
same class. :func:`whole` is the ``type`` of a numeric option: ASCII digits only (``int`` alone would
take ``"١"``, ``" 7"``, ``"+7"`` and ``"1_0"``), within bounds the option's help states.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from ..core.errors import ConfigError
from ..core.paytables import PRESETS, PayTable, from_mapping
from ..core.rules import parse_rule_args
from ..core.safe_json import clip
from ..core.safe_json import loads as safe_loads
from ..store.settings import BOM, read_small

_WHOLE = re.compile(r"-?[0-9]+")


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``PROG: MESSAGE (usage: PROG --help)`` (one line, clipped) and exit with status 2."""
        print(f"{self.prog}: {clip(message, 300)} (usage: {self.prog} --help)", file=sys.stderr)
        sys.exit(2)


def whole(low: int, high: int) -> Callable[[str], int]:
    """The ``type`` of an option taking a whole number from ``low`` to ``high`` (ASCII digits)."""

    def parse(text: str) -> int:
        if not _WHOLE.fullmatch(text) or len(text) > 30:
            raise argparse.ArgumentTypeError(f"must be a whole number {low:,}–{high:,}, got {clip(text, 40)!r}")
        n = int(text)
        if not low <= n <= high:
            raise argparse.ArgumentTypeError(f"must be a whole number {low:,}–{high:,}, got {n:,}")
        return n

    parse.__name__ = "whole number"  # argparse names the type in its own messages
    return parse


def rule_overrides(rules: list[str], decks: str | None = None) -> dict[str, object]:
    """The ``--rule KEY=VALUE`` options as overrides, with ``--decks`` as the ``decks`` rule; an option
    given twice with different values (``--rule decks=2 --rule decks=3``, or ``--decks 2`` beside
    ``--rule decks=3``) is refused rather than the last one winning silently."""
    out: dict[str, object] = {}
    for item in rules:
        one = parse_rule_args([item])
        for key, value in one.items():
            if key in out and out[key] != value:
                raise ConfigError("--rule", f"{clip(key, 40)} given twice ({out[key]}, then {clip(value, 40)})")
            out[key] = value
    if decks is not None:
        if "decks" in out and str(out["decks"]) != decks.strip():
            raise ConfigError("--decks", f"{clip(decks, 20)} disagrees with --rule decks={out['decks']}")
        out["decks"] = decks
    return out


PAY_TABLE_MAX_BYTES = 64_000  #: a pay table is a few rows


def is_table_file(spec: str) -> bool:
    """``--table`` names a file (``….json``, or a path that exists) rather than a preset id."""
    return spec.lower().endswith(".json") or os.path.sep in spec or Path(spec).exists()


def pay_table_file(spec: str) -> PayTable:
    """A custom pay table from a JSON file (``--table FILE.json``), read within bounds: a folder, a pipe,
    a file too large, too deep or not UTF-8 is refused in one line, and so is a table that takes a
    preset's name with other odds, or a name that is not one short printable line."""
    try:
        raw = read_small(spec, PAY_TABLE_MAX_BYTES).removeprefix(BOM)
    except OSError as e:
        raise ConfigError("--table", f"{clip(spec, 80)}: cannot read the pay table ({e.strerror or e})") from None
    name = Path(spec).name
    data = safe_loads(raw, name)
    table = from_mapping(data, default_id=Path(spec).stem)
    if not (0 < len(table.id) <= 40 and table.id.isprintable()):
        got = clip(table.id, 30)
        raise ConfigError(f"{name}: id", f"a pay table's name is 1 to 40 printable characters, got {got}")
    known = PRESETS.get(table.game, {}).get(table.id)
    if known is not None and dict(known.pays) != dict(table.pays):
        raise ConfigError(f"{name}: id", f"a custom table may not take the name of the preset {table.id!r}")
    return table
