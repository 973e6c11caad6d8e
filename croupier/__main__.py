"""The ``croupier`` command: the table by default, the engine's tools as subcommands.

It sits above both the engine's command line and the table: a subcommand never loads Qt, and the
engine never imports the table (``python -m croupier`` runs it too).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from croupier.engine.core import patterns
from croupier.engine.core.frozen import code_folder


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``croupier`` command. The regular expressions its start compiles are kept
    in the cache folder (:mod:`engine.core.patterns`): from here to the table's first frame (or the
    command's end) they are made from it, and what is new is written after."""
    patterns.start(code_folder())
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    finally:
        patterns.stop()


def _main(args: list[str]) -> int:
    from croupier.engine.cli import main as cli

    if args and args[0] in cli.COMMANDS:
        return cli.main(args)
    ns = cli.table_args(args)
    import textwrap

    from croupier.engine.cli import doctor

    # before Qt loads: a missing library or display would abort the process (status 134) with Qt's message
    problem = doctor.start_problem(offscreen=bool(ns.screenshot) or os.environ.get("QT_QPA_PLATFORM") == "offscreen")
    if problem:
        print(textwrap.fill(problem, 100, break_long_words=False, break_on_hyphens=False), file=sys.stderr)
        return 1
    try:
        from croupier.gui.app import run_table
    except ImportError as e:
        if not (e.name or "").startswith(("PySide6", "shiboken6")):
            raise
        print(f"croupier: the table needs PySide6 and the system libraries under it ({e}); "
              "the commands work without it: " + ", ".join(cli.COMMANDS), file=sys.stderr)  # fmt: skip
        return 1
    return int(run_table(ns))


if __name__ == "__main__":
    sys.exit(main())
