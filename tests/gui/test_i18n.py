"""Languages: every string the player sees is translated in French and Spanish, switchable while playing;
amounts in the language's format, exact; pay-table rows in the regulation's own words [FR-LL-3, PR-LL-6]."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

from croupier.engine.core.paytables import FRENCH_LABELS, OUTCOMES, SPANISH_LABELS
from croupier.gui import i18n
from croupier.gui.i18n import Languages, format_money, locale_for, outcome_label

ROOT = Path(__file__).resolve().parent.parent.parent
GUI = ROOT / "gui"
TS = {lang: i18n.translations_dir() / f"croupier_{lang}.ts" for lang in ("fr", "es")}
NBSP = {"\u00a0", "\u202f"}

Key = tuple[str, str, str]  # context, source, disambiguation


@pytest.fixture
def languages(qapp: QApplication):  # type: ignore[no-untyped-def]
    lang = Languages()
    yield lang
    lang.set_language("en")


def _plain(s: str) -> str:
    return "".join(" " if ch in NBSP else ch for ch in s)


# --- switching ------------------------------------------------------------------------------------


class _Watcher(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_every_language_loads(languages: Languages, lang: str) -> None:
    assert lang in languages.available()
    assert languages.set_language(lang)
    assert i18n.current_language() == lang == languages.language()
    assert languages.locale().language() == locale_for(lang).language()


def test_unknown_language_changes_nothing(languages: Languages) -> None:
    languages.set_language("fr")
    assert not languages.set_language("de")
    assert languages.language() == "fr"


def test_switching_language_live_tells_every_widget(languages: Languages) -> None:
    """No restart: each switch sends LanguageChange to the widgets and languageChanged to the scene."""
    w = _Watcher()
    seen: list[str] = []
    languages.languageChanged.connect(seen.append)
    for lang in ("fr", "es", "en"):
        before = w.changes
        languages.set_language(lang)
        QApplication.sendPostedEvents(w, QEvent.Type.LanguageChange)
        assert w.changes > before
    assert seen == ["fr", "es", "en"]


def test_translation_reaches_a_string_now(languages: Languages) -> None:
    src = "Rules of the table"
    languages.set_language("fr")
    fr = QCoreApplication.translate("Help", src)
    languages.set_language("es")
    es = QCoreApplication.translate("Help", src)
    languages.set_language("en")
    assert QCoreApplication.translate("Help", src) == src
    assert len({src, fr, es}) == 3


def test_english_plurals_come_from_the_english_file(languages: Languages) -> None:
    languages.set_language("en")
    assert QCoreApplication.translate("Help", "%n deck(s) in the shoe.", None, 1) == "1 deck in the shoe."
    assert QCoreApplication.translate("Help", "%n deck(s) in the shoe.", None, 6) == "6 decks in the shoe."


# --- money ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "mills", "currency", "want"),
    [
        ("en", 7500, "EUR", "€7.50"),
        ("fr", 7500, "EUR", "7,50 €"),
        ("es", 7500, "EUR", "7,50 €"),
        ("en", 10_000, "USD", "$10"),
        ("fr", 1_234_567_890, "EUR", "1 234 567,89 €"),
        ("en", 1_234_567_890, "EUR", "€1,234,567.89"),
        ("es", 15, "EUR", "0,015 €"),  # half a cent of a 3:2 on one cent stays exact
        ("en", -2500, "USD", "-$2.50"),
        ("fr", -2500, "EUR", "-2,50 €"),
    ],
)
def test_amounts_in_the_languages_format(qapp: QApplication, lang: str, mills: int, currency: str, want: str) -> None:
    assert _plain(format_money(mills, currency, locale_for(lang))) == want


def test_amounts_are_exact_beyond_float_precision(qapp: QApplication) -> None:
    mills = 123_456_789_012_345_678  # 17+ significant digits: a float would round it
    assert _plain(format_money(mills, "USD", locale_for("en"))) == "$123,456,789,012,345.678"


def test_cents_option_always_shows_two_decimals(qapp: QApplication) -> None:
    assert format_money(10_000, "USD", locale_for("en"), cents=True) == "$10.00"
    assert _plain(format_money(10_000, "EUR", locale_for("fr"), symbol=False)) == "10"


# --- pay-table wording ---------------------------------------------------------------------------


def test_fr_ll_3_lucky_ladies_in_french_uses_the_arretes_words(languages: Languages) -> None:
    languages.set_language("fr")
    for outcome in OUTCOMES["lucky-ladies"]:
        assert outcome_label(outcome, "lucky-ladies") == FRENCH_LABELS[outcome]


def test_pr_ll_6_lucky_lucky_in_spanish_uses_the_reglamentos_words(languages: Languages) -> None:
    languages.set_language("es")
    for outcome in OUTCOMES["lucky-lucky"]:
        assert outcome_label(outcome, "lucky-lucky") == SPANISH_LABELS[outcome]


def test_pay_table_rows_in_other_languages_are_translated(languages: Languages) -> None:
    for lang in ("en", "fr", "es"):
        languages.set_language(lang)
        labels = {outcome_label(o, g) for g in OUTCOMES for o in OUTCOMES[g]}
        assert len(labels) == sum(len(v) for v in OUTCOMES.values())
    languages.set_language("es")
    assert outcome_label("qh-pair", "lucky-ladies") != i18n.OUTCOME_LABELS["qh-pair"]
    languages.set_language("fr")
    assert outcome_label("suited-21", "lucky-lucky") != i18n.OUTCOME_LABELS["suited-21"]


# --- every visible string translated ---------------------------------------------------------------


def _ts_messages(path: Path) -> dict[Key, list[str]]:
    """(context, source, comment) → translations (one, or the plural forms), for live messages."""
    out: dict[Key, list[str]] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None
            if tr.get("type") in ("vanished", "obsolete"):
                continue
            key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
            forms = [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
            out[key] = forms if tr.get("type") != "unfinished" else []
    return out


def source_strings() -> set[Key]:
    """Every literal string of gui/ given to Qt's translation, as tools/update_translations.py finds them
    (self.tr, QCoreApplication.translate, QT_TRANSLATE_NOOP, and a module's own tr wrapper)."""
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, tool)  # its dataclasses look themselves up there
    spec.loader.exec_module(sys.modules[spec.name])
    tool = sys.modules[spec.name]
    return set(tool.collect(tool.sources()))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_gui_string_is_in_the_translation_source(lang: str) -> None:
    """A string added to gui/ without running tools/update_translations.py fails here."""
    have = set(_ts_messages(TS[lang]))
    missing = sorted(source_strings() - have)
    assert not missing, f"not in {TS[lang].name} (run tools/update_translations.py): {missing[:10]}"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_message_has_a_finished_translation(lang: str) -> None:
    msgs = _ts_messages(TS[lang])
    assert len(msgs) > 50
    untranslated = sorted(k for k, forms in msgs.items() if not forms or not all(f.strip() for f in forms))
    assert not untranslated, f"{len(untranslated)} untranslated in {TS[lang].name}: {untranslated[:10]}"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_translations_keep_every_placeholder(lang: str) -> None:
    """%1, %2 and %n in the source must all appear in each translation, or a number goes missing."""
    for (ctx, src, _), forms in _ts_messages(TS[lang]).items():
        need = set(re.findall(r"%(?:\d|n)", src))
        for form in forms:
            got = set(re.findall(r"%(?:\d|n)", form))
            # a singular form may spell the number out ("un paquet"); every other marker must stay
            assert need - {"%n"} <= got, (ctx, src, form)


def test_compiled_translations_match_their_sources(tmp_path: Path) -> None:
    """The shipped .qm files are what lrelease makes of the .ts files (nobody forgot to rebuild)."""
    lrelease = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    for ts in sorted(i18n.translations_dir().glob("croupier_*.ts")):
        out = tmp_path / ts.with_suffix(".qm").name
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=True, capture_output=True)
        assert out.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"rebuild {out.name}"


CASINO_WORDS = {
    "fr": {"Hit": "Tirer", "Stand": "Rester", "Double": "Doubler", "Split": "Séparer", "Surrender": "Abandonner",
           "Insurance": "Assurance"},
    "es": {"Hit": "Pedir", "Stand": "Plantarse", "Double": "Doblar", "Split": "Separar", "Surrender": "Rendirse",
           "Insurance": "Seguro"},
}  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_decisions_use_the_casino_words(lang: str) -> None:
    """The buttons say what a croupier says at a French or Spanish-speaking table."""
    msgs = _ts_messages(TS[lang])
    for english, word in CASINO_WORDS[lang].items():
        found = [
            forms[0].replace("&", "").lower()
            for (_, src, _), forms in msgs.items()
            if src.replace("&", "").lower() == english.lower() and forms
        ]
        assert found, f"no button or label says {english!r}"
        assert any(word.lower() in f for f in found), (english, found)
