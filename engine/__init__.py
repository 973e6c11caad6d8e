"""Croupier's rules engine: pure Python, standard library only.

Nothing here imports Qt or reads a screen; the table (``gui``) and the command-line tools are built
on top of it. Rule clauses are cited by their ids from the rules digest (``[FR-LL-8]``).
"""

__version__ = "0.1.0"
