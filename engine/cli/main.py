"""The ``croupier`` command: the table by default, and the tools as subcommands.

Each subcommand lives in its own module exposing ``configure(parser)`` and ``run(args) -> int``;
none of them imports Qt. The table itself (no subcommand) is opened by the ``croupier`` command
above this module, which imports the table only then; the engine never does.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import Any

from .. import __version__

#: subcommand → (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "replay": ("croupier.engine.cli.replay", "play one lab scenario with forced cards and print the result as JSON"),
    "odds": ("croupier.engine.cli.odds", "exact odds and house edge of a side-bet pay table or of the base game"),
    "strategy": ("croupier.engine.cli.strategy", "the basic-strategy chart computed for a rule set"),
    "simulate": (
        "croupier.engine.cli.simulate",
        "play many rounds through the engine and compare with the exact figures",
    ),
    "config": ("croupier.engine.cli.config", "check a settings file (kiosk provisioning)"),
    "history": ("croupier.engine.cli.history", "the last games from the journal"),
    "audit": ("croupier.engine.cli.audit", "check the meters and the journal's hash chain"),
    "meters": ("croupier.engine.cli.meters", "the director's meters, returns and audit verdict (text or JSON)"),
    "autoplay": ("croupier.engine.lab.autoplay", "play rounds headless through the engine and the journal"),
    "pin": ("croupier.engine.cli.pin", "set the director's PIN (read from standard input) or show its status"),
    "doctor": ("croupier.engine.cli.doctor", "what this machine has for the table and what to install"),
}


#: the table's own options (``croupier`` without a command), besides ``--version``: flag → its
#: ``add_argument`` keywords (one declaration for :func:`table_parser` and :func:`table_args`)
TABLE_OPTIONS: dict[str, dict[str, Any]] = {
    "--screenshot": {"metavar": "FILE", "help": "deal a demonstration round offscreen, save a picture, exit"},
    "--kiosk": {"action": "store_true", "help": "full screen, unattended kiosk mode"},
    "--config": {"metavar": "FILE", "help": "settings file (default: the user's config folder)"},
    "--data-dir": {"metavar": "DIR", "help": "data folder: balance and journal"},
    "--profile": {"choices": ("france", "puerto-rico"), "help": "rule profile for this session"},
    "--lang": {"choices": ("en", "fr", "es"), "help": "the table's language for this start only"},
    "--verbose": {"action": "store_true", "help": "print Qt's, the sound's and the voice's messages too"},
}


def table_parser() -> argparse.ArgumentParser:
    """The options of the table itself (``croupier`` without a command)."""
    from .args import OneLineParser

    p = OneLineParser(
        prog="croupier",
        description="Croupier: blackjack with Lucky Ladies (France) and Lucky Lucky (Puerto Rico). "
        "Without a command, opens the table.",
        epilog="commands: " + "; ".join(f"{k}: {v[1]}" for k, v in COMMANDS.items()),
    )
    p.add_argument("--version", action="version", version=f"croupier {__version__}")
    for flag, spec in TABLE_OPTIONS.items():
        p.add_argument(flag, **spec)
    return p


def table_args(argv: Sequence[str]) -> argparse.Namespace:
    """``table_parser().parse_args(argv)``, without building the parser when ``argv`` holds only the
    table's options written out in full with their values (``--data-dir DIR --lang fr``, or nothing):
    an ``ArgumentParser`` costs the start some 6 M instructions (argparse looks its words up in
    ``gettext``'s catalogues each time). Anything else (``--help``, ``--version``, ``--opt=value``, an
    abbreviation, a value argparse would refuse or read as an option) goes to the parser, which
    answers or refuses as it always did."""
    ns = argparse.Namespace(**{flag[2:].replace("-", "_"): _default(spec) for flag, spec in TABLE_OPTIONS.items()})
    i, args = 0, list(argv)
    while i < len(args):
        spec = TABLE_OPTIONS.get(args[i])
        if spec is None:
            return table_parser().parse_args(args)
        dest = args[i][2:].replace("-", "_")
        if spec.get("action") == "store_true":
            setattr(ns, dest, True)
            i += 1
            continue
        value = args[i + 1] if i + 1 < len(args) else None
        choices = spec.get("choices")
        if value is None or value.startswith("-") or (isinstance(choices, tuple) and value not in choices):
            return table_parser().parse_args(args)
        setattr(ns, dest, value)
        i += 2
    return ns


def _default(spec: dict[str, Any]) -> object:
    return False if spec.get("action") == "store_true" else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run a subcommand of the ``croupier`` command (``argv`` starts with its name).

    A usage error is one line and status 2 (:class:`OneLineParser`). Ctrl-C stops any command with one
    line and status 130 (a journal's round is resumed by the next run); a reader that stops early
    (``| head``) ends it quietly."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        name = args[0]
        module = importlib.import_module(COMMANDS[name][0])
        from .args import OneLineParser

        parser = OneLineParser(prog=f"croupier {name}", description=COMMANDS[name][1])
        module.configure(parser)
        ns = parser.parse_args(args[1:])
        try:
            return int(module.run(ns))
        except KeyboardInterrupt:
            print(f"croupier {name}: interrupted", file=sys.stderr)
            return 130
        except BrokenPipeError:
            _quiet_stdout()
            return 0
    table_parser().parse_args(args)  # --help and --version answer here
    print("croupier: no command given; the table opens from the croupier command; commands: " + ", ".join(COMMANDS),
          file=sys.stderr)  # fmt: skip
    return 2


def _quiet_stdout() -> None:
    """After a broken pipe: point stdout at the null device, so that the interpreter's last flush
    at exit does not fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor (stdout replaced by a test): nothing to flush
        pass


if __name__ == "__main__":
    sys.exit(main())
