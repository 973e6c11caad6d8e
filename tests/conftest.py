"""Test setup: Qt draws offscreen, and nothing touches the real user's files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CROUPIER_CACHE_DIR"] = "off"  # no strategy cache on disk; its own tests pass a temp folder
