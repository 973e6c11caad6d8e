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
import re
import sys
from collections.abc import Callable
from typing import NoReturn

from ..core.safe_json import clip

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
