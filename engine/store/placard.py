"""The placard's text [FR-LL-3, PR-LL-3]: the pay table's rows in the table's language, with the
side-bet and table limits, as data (amounts in mills; the table formats and draws them).
"""

from __future__ import annotations

from dataclasses import dataclass

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
    )


ODDS_WORDS = {"en": "to", "fr": "contre", "es": "a"}


def odds_text(odds: int, language: str) -> str:
    """``1000 to 1`` / ``1000 contre 1`` / ``1000 a 1``."""
    return f"{odds} {ODDS_WORDS.get(language, 'to')} 1"
