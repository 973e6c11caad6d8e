"""The bundled application's entry point: the ``croupier`` command (the table, or a subcommand)."""

import sys

from croupier.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
