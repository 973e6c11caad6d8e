"""What the felt calls hyper black jack's seven cases [FR-HBJ-1], in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def case_name(case: str) -> str:
    """A case's name as printed on the felt and its placard (the regulation's in French: "BLACK JACK",
    "BUST"); the totals are printed as they are."""
    if case == "blackjack":
        return QCoreApplication.translate("Felt", "BLACK JACK")
    if case == "bust":
        return QCoreApplication.translate("Felt", "BUST")
    return case
