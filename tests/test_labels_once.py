"""Each pay-table row is worded in one place: the engine's placard names rows by outcome key, the
table words the keys (:data:`gui.i18n.OUTCOME_LABELS`, translated), and the regulations' own words
[FR-LL-3] [PR-LL-6] are written once, beside the pay tables."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

from croupier.engine.core.paytables import FRENCH_LABELS, OUTCOMES, SPANISH_LABELS
from croupier.engine.store import placard
from croupier.gui.i18n import OUTCOME_LABELS

ROOT = Path(__file__).resolve().parents[1]


def _strings() -> Counter[str]:
    """Every string literal of the program's source (engine, gui, croupier), counted."""
    seen: Counter[str] = Counter()
    for folder in ("engine", "gui", "croupier"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    seen[node.value] += 1
    return seen


def test_no_pay_table_label_text_is_defined_twice() -> None:
    labels = [*OUTCOME_LABELS.values(), *FRENCH_LABELS.values(), *SPANISH_LABELS.values()]
    assert len(labels) > 20
    seen = _strings()
    twice = {text: seen[text] for text in labels if seen[text] != 1}
    assert twice == {}


def test_every_outcome_has_its_one_english_wording_and_the_engine_placard_words_none() -> None:
    assert set(OUTCOME_LABELS) == {o for game in OUTCOMES.values() for o in game}
    source = (ROOT / "engine" / "store" / "placard.py").read_text(encoding="utf-8")
    texts = {n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    assert not texts & set(OUTCOME_LABELS.values())
    assert not any(hasattr(placard, name) for name in ("ENGLISH_LABELS", "HYPER_LABELS", "outcome_label"))
