"""The placard's text [FR-LL-3, PR-LL-3]: the pay table's rows in the table's language, with the
side-bet and table limits, as data (amounts in mills; the table formats and draws them). A table
offering hyper black jack adds its seven cases with their odds and its limits per case
[FR-HBJ-1] [FR-HBJ-2] [FR-HBJ-3], labelled in English, French and Spanish (:data:`HYPER_LABELS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.hyper import CASES as HYPER_CASES
from ..core.hyper import PAYS as HYPER_PAYS
from ..core.money import Money
from ..core.paytables import FRENCH_LABELS, LUCKY_LADIES, LUCKY_LUCKY, SPANISH_LABELS
from ..core.table import TableConfig
from .settings_data import Settings

#: the language of each side bet's regulation: its own wording is used on a table in that language
REGULATION_LANGUAGE = {LUCKY_LADIES: "fr", LUCKY_LUCKY: "es"}
ENGLISH_LABELS = {
    "qh-pair-dealer-bj": "Pair of queens of hearts + dealer blackjack",
    "qh-pair": "Pair of queens of hearts",
    "matched-20": "Matched 20 (identical cards)",
    "suited-20": "Suited 20",
    "any-20": "Any 20",
    "suited-777": "Suited 7-7-7",
    "suited-678": "Suited 6-7-8",
    "777": "7-7-7",
    "678": "6-7-8",
    "suited-21": "Suited 21",
    "21": "Any 21",
    "20": "Any 20",
    "19": "Any 19",
}
SIDE_BET_NAMES = {LUCKY_LADIES: "Lucky Ladies", LUCKY_LUCKY: "Lucky Lucky", "none": ""}
#: the seven hyper black jack cases as the felt and the placard write them, per language; the French
#: are the regulation's own case names [FR-HBJ-1] (art. 55-4 6°)
HYPER_LABELS: dict[str, dict[str, str]] = {
    "en": {"17": "17", "18": "18", "19": "19", "20": "20", "21": "21", "blackjack": "Blackjack",
           "bust": "Bust (dealer over 21)"},
    "fr": {"17": "17", "18": "18", "19": "19", "20": "20", "21": "21", "blackjack": "BLACK JACK",
           "bust": "BUST (dépassement de 21 par la banque)"},
    "es": {"17": "17", "18": "18", "19": "19", "20": "20", "21": "21", "blackjack": "Blackjack",
           "bust": "Se pasa (la banca supera 21)"},
}  # fmt: skip
#: the name of the bet on the placard, per language
HYPER_TITLES = {"en": "Hyper Black Jack", "fr": "Hyper black jack", "es": "Hyper Black Jack"}


@dataclass(frozen=True)
class Placard:
    """What the felt's placard shows [FR-LL-3, PR-LL-3]: the pay table in the table's language with
    the side-bet limits and the table limits (amounts in mills; the table formats them)."""

    game: str
    title: str
    table_id: str
    regulated: bool
    rows: tuple[tuple[str, int], ...]
    side_min: Money
    side_max: Money
    min_bet: Money
    max_bet: Money
    currency: str
    language: str
    #: hyper black jack's cases as ``(label, odds to 1)`` in the felt's order, empty when the table
    #: does not offer it [FR-HBJ-1] [FR-HBJ-2]; its limits per case [FR-HBJ-3] (0 when not offered)
    hyper_rows: tuple[tuple[str, int], ...] = ()
    hyper_min: Money = 0
    hyper_max: Money = 0
    hyper_title: str = ""


def _config_of(source: Settings | TableConfig) -> tuple[TableConfig, str]:
    if isinstance(source, Settings):
        return source.table_config(), source.language
    return source, "en"


def outcome_label(game: str, outcome: str, language: str) -> str:
    """An outcome's label: the regulation's own wording when the table speaks its language, else
    English [FR-LL-3, PR-LL-6]."""
    if language == REGULATION_LANGUAGE.get(game):
        labels = FRENCH_LABELS if game == LUCKY_LADIES else SPANISH_LABELS
        return labels.get(outcome, ENGLISH_LABELS.get(outcome, outcome))
    return ENGLISH_LABELS.get(outcome, outcome)


def placard_lines(source: Settings | TableConfig, language: str | None = None) -> list[tuple[str, int]]:
    """The pay table's rows as ``(label, odds to 1)``, best first; empty when there is no side bet."""
    cfg, lang = _config_of(source)
    lang = language or lang
    table = cfg.side.table
    if cfg.side.game == "none" or table is None:
        return []
    return [(outcome_label(table.game, o, lang), n) for o, n in table.pays]


def hyper_label(case: str, language: str) -> str:
    """A hyper black jack case as the felt writes it in ``language`` (English for another language)."""
    return HYPER_LABELS.get(language, HYPER_LABELS["en"]).get(case, case)


def hyper_lines(source: Settings | TableConfig, language: str | None = None) -> list[tuple[str, int]]:
    """Hyper black jack's cases as ``(label, odds to 1)`` in the felt's order; empty when the table
    does not offer it [FR-HBJ-1] [FR-HBJ-2]."""
    cfg, lang = _config_of(source)
    if not cfg.hyper.offered:
        return []
    lang = language or lang
    return [(hyper_label(c, lang), HYPER_PAYS[c]) for c in HYPER_CASES]


def placard(source: Settings | TableConfig, language: str | None = None) -> Placard:
    """The placard's data for a table (``language`` defaults to the settings' own)."""
    cfg, lang = _config_of(source)
    lang = language or lang
    table = cfg.side.table
    return Placard(
        game=cfg.side.game,
        title=SIDE_BET_NAMES.get(cfg.side.game, cfg.side.game),
        table_id="" if table is None else table.id,
        regulated=False if table is None else table.regulated,
        rows=tuple(placard_lines(cfg, lang)),
        side_min=cfg.side.min,
        side_max=cfg.side_max_effective,
        min_bet=cfg.min_bet,
        max_bet=cfg.max_bet,
        currency=cfg.currency,
        language=lang,
        hyper_rows=tuple(hyper_lines(cfg, lang)),
        hyper_min=cfg.hyper.min if cfg.hyper.offered else 0,
        hyper_max=cfg.hyper.max if cfg.hyper.offered else 0,
        hyper_title=HYPER_TITLES.get(lang, HYPER_TITLES["en"]) if cfg.hyper.offered else "",
    )


ODDS_WORDS = {"en": "to", "fr": "contre", "es": "a"}


def odds_text(odds: int, language: str) -> str:
    """``1000 to 1`` / ``1000 contre 1`` / ``1000 a 1``."""
    return f"{odds} {ODDS_WORDS.get(language, 'to')} 1"
