"""Croupier's table: the PySide6 scene, items, animations and dialogs (no game rule lives here)."""
