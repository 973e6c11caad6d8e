"""The bundled application's entry point: the ``croupier`` command (the table, or a subcommand)."""

import multiprocessing
import sys

from croupier.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the exact figures' worker process starts from this executable
    sys.exit(main())
