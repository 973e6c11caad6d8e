"""French typography on the felt and in the windows: the apostrophe is the typographic one (l’as,
d’abord, s’applique), as in the help's text; the straight one is the typewriter's."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "assets" / "translations" / "croupier_fr.ts"


def test_french_translations_use_the_typographic_apostrophe() -> None:
    straight = re.compile(r"(?<=[A-Za-zÀ-ÿ])'(?=[A-Za-zÀ-ÿ])")
    bad = [text for m in ET.parse(TS).iter("message") if straight.search(text := m.findtext("translation") or "")]
    assert bad == []
