"""Test setup: Qt draws offscreen, and nothing touches the real user's files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if "CROUPIER_KEY_DIR" not in os.environ:  # the journal's key and marks: never the real user's
    import tempfile

    os.environ["CROUPIER_KEY_DIR"] = tempfile.mkdtemp(prefix="croupier-keys-")
