"""Write the table's synthesized sounds to assets/sounds/ (run after changing gui/sound.py)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from croupier.gui.sound import write_sounds  # noqa: E402


def main() -> int:
    """Render every sound and print the files written."""
    for path in write_sounds(ROOT / "assets" / "sounds"):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
