"""Languages: English, French and Spanish through Qt's translation system, switchable while playing.

:class:`Languages` installs the table's translator (``assets/translations/croupier_LANG.qm``) and Qt's
own (standard buttons), sets the default :class:`QLocale`, and emits ``languageChanged``; Qt also sends
every widget a ``LanguageChange`` event, so a widget retranslates in ``changeEvent``. Amounts are
formatted with the language's locale from exact int mills. The pay-table rows are worded here, by
outcome key (:data:`OUTCOME_LABELS`, the engine's placard names rows only by key), or in the
regulation's own words when the table speaks its language [FR-LL-3, PR-LL-6].
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from croupier.engine.core.money import SCALE
from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY
from croupier.engine.core.rules import FRANCE, PUERTO_RICO
from croupier.engine.core.table import CURRENCIES, TableConfig
from croupier.engine.store.placard import regulation_label

#: language code → its own name (shown in the language menu untranslated, as is the custom)
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "es": "Español"}
#: the locale each language formats numbers with, unless a region is given
DEFAULT_REGION: dict[str, str] = {"en": "US", "fr": "FR", "es": "ES"}
SOURCE_LANGUAGE = "en"

#: the pay-table rows by outcome key, in English: the one wording of each row besides the regulations'
#: own (:func:`engine.store.placard.regulation_label`), translated for the other languages
_OUTCOME_LABELS = {
    "qh-pair-dealer-bj": QT_TRANSLATE_NOOP("Outcome", "Two queens of hearts and dealer blackjack"),
    "qh-pair": QT_TRANSLATE_NOOP("Outcome", "Pair of queens of hearts"),
    "matched-20": QT_TRANSLATE_NOOP("Outcome", "Matched 20 (two identical cards)"),
    "suited-20": QT_TRANSLATE_NOOP("Outcome", "Suited 20"),
    "any-20": QT_TRANSLATE_NOOP("Outcome", "Any 20"),
    "suited-777": QT_TRANSLATE_NOOP("Outcome", "Suited 7-7-7"),
    "suited-678": QT_TRANSLATE_NOOP("Outcome", "Suited 6-7-8"),
    "777": QT_TRANSLATE_NOOP("Outcome", "7-7-7 of any suits"),
    "678": QT_TRANSLATE_NOOP("Outcome", "6-7-8 of any suits"),
    "suited-21": QT_TRANSLATE_NOOP("Outcome", "Suited 21"),
    "21": QT_TRANSLATE_NOOP("Outcome", "Total 21"),
    "20": QT_TRANSLATE_NOOP("Outcome", "Total 20"),
    "19": QT_TRANSLATE_NOOP("Outcome", "Total 19"),
}
OUTCOME_LABELS: dict[str, str] = {k: str(v) for k, v in _OUTCOME_LABELS.items()}

_current = SOURCE_LANGUAGE
log = logging.getLogger(__name__)


def translations_dir() -> Path:
    """``assets/translations`` beside the ``gui`` package (also inside a PyInstaller bundle)."""
    return Path(__file__).resolve().parent.parent / "assets" / "translations"


def qm_path(language: str) -> Path:
    """The compiled translation of ``language`` (``croupier_fr.qm``)."""
    return translations_dir() / f"croupier_{language}.qm"


def current_language() -> str:
    """The language the table speaks now (``en``, ``fr`` or ``es``)."""
    return _current


def system_language() -> str:
    """The first of the user's preferred languages that the table speaks, else English: the table's
    language until the director chooses one (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` on Linux;
    the system's languages on Windows and macOS)."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def locale_for(language: str, region: str | None = None) -> QLocale:
    """The locale that formats numbers and money for ``language`` (and an optional region: ``es``+``PR``)."""
    return QLocale(f"{language}_{(region or DEFAULT_REGION.get(language, '')).upper()}")


#: where a profile's players live: its language's numbers are written the local way there (es_PR: $5.00)
PROFILE_REGION: dict[str, str] = {"france": "FR", "puerto-rico": "PR"}


def table_locale(profile: str, language: str | None = None) -> QLocale:
    """The locale for a table's amounts: the current language, in the profile's own country when the
    language is spoken there (Spanish at a Puerto Rico table: ``$1,234.50``), else the language's usual one."""
    lang = language or _current
    region = PROFILE_REGION.get(profile)
    spoken = {"FR": "fr", "PR": "es"}
    return locale_for(lang, region if region and spoken.get(region) == lang else None)


def tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate a string that was marked with ``QT_TRANSLATE_NOOP(context, text)``."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def table_title(config: TableConfig) -> str:
    """The name of the game dealt at this table (the help's title, and the window's accessible name
    from the first frame: here, so the table names itself without importing the help)."""
    side = config.side.game
    if config.profile == FRANCE:
        if side == LUCKY_LADIES:
            return QCoreApplication.translate("Help", "Blackjack with Lucky Ladies (France)")
        return QCoreApplication.translate("Help", "Blackjack (France)")
    if config.profile == PUERTO_RICO and side == LUCKY_LUCKY:
        return QCoreApplication.translate("Help", "Lucky Lucky Blackjack (Puerto Rico)")
    return QCoreApplication.translate("Help", "Blackjack (Puerto Rico)")


class Languages(QObject):
    """Installs and swaps the translators of the running application; one per application.

    ``set_language("fr")`` takes effect at once: Qt posts ``QEvent.LanguageChange`` to every widget
    and ``languageChanged`` tells the scene items (which are not widgets) to redraw their text.
    """

    languageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = SOURCE_LANGUAGE
        self._region: str | None = None
        self._translators: list[QTranslator] = []

    def language(self) -> str:
        """The current language code."""
        return self._language

    def locale(self) -> QLocale:
        """The current language's locale (numbers, money)."""
        return locale_for(self._language, self._region)

    def available(self) -> list[str]:
        """The languages that can be chosen here: English, and each one whose ``.qm`` is present."""
        return [code for code in LANGUAGES if code == SOURCE_LANGUAGE or qm_path(code).is_file()]

    def set_language(self, language: str, region: str | None = None) -> bool:
        """Switch to ``language`` now; False (and nothing changed) when it is unknown or its file is missing."""
        global _current
        if language not in LANGUAGES:
            return False
        app = QCoreApplication.instance()
        new: list[QTranslator] = []
        ours = QTranslator(self)
        if ours.load(str(qm_path(language))):
            new.append(ours)  # English has one too: the plural forms of "%n card(s)"
        elif language != SOURCE_LANGUAGE:
            log.warning("no translation file %s", qm_path(language))
            return False
        if language != SOURCE_LANGUAGE:
            # imported here: its class's Python enums are made at the first import, which an English
            # table's start does not need
            from PySide6.QtCore import QLibraryInfo

            qt = QTranslator(self)  # Qt's own strings: OK, Cancel, Close in the dialogs
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                new.append(qt)
        if app is not None:
            for t in self._translators:
                QCoreApplication.removeTranslator(t)
                t.deleteLater()
            for t in new:
                QCoreApplication.installTranslator(t)
        self._translators = new
        self._language, self._region = language, region
        _current = language
        QLocale.setDefault(self.locale())
        self.languageChanged.emit(language)
        return True


def format_money(
    mills: int, currency: str = "EUR", locale: QLocale | None = None, *, cents: bool = False, symbol: bool = True
) -> str:
    """An amount of int mills in the locale's way: ``7500`` → ``7,50 €`` (fr), ``€7.50`` (en).

    Exact: whole units and thousandths come from integer division by the engine's scale, never a
    float. A whole amount shows no decimals unless ``cents``; thousandths show when present (0,015).
    """
    loc = locale or locale_for(_current)
    neg = mills < 0
    units, rest = divmod(abs(mills), SCALE)
    frac = "" if rest == 0 else f"{rest:03d}".rstrip("0").ljust(2, "0")
    if cents and not frac:
        frac = "00"
    number = loc.toString(units) + (loc.decimalPoint() + frac if frac else "")
    if not symbol:
        return (loc.negativeSign() if neg else "") + number
    # the locale places the symbol; a minus sign rather than accounting brackets for a loss
    template = loc.toCurrencyString(987, CURRENCIES.get(currency, currency))
    return (loc.negativeSign() if neg else "") + template.replace(loc.toString(987), number, 1)


def outcome_label(outcome: str, game: str, language: str | None = None) -> str:
    """A pay-table row's label: the regulation's words when the table speaks the regulation's language
    (French Lucky Ladies [FR-LL-3], Spanish Lucky Lucky [PR-LL-6]), else the translated label."""
    own = regulation_label(game, outcome, language or _current)
    return own if own else tr("Outcome", OUTCOME_LABELS.get(outcome, outcome))


def odds_text(odds: int, locale: QLocale | None = None) -> str:
    """``19`` → ``19 to 1`` in the current language."""
    loc = locale or locale_for(_current)
    return QCoreApplication.translate("Outcome", "%1 to 1").replace("%1", loc.toString(odds))
