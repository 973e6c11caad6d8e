"""The placard's data [FR-LL-3, PR-LL-3]: the pay table's rows by outcome key with their odds, the
side-bet and table limits (amounts in mills), and, for a table offering hyper black jack, its seven
cases by key with their odds and its limits per case [FR-HBJ-1] [FR-HBJ-2] [FR-HBJ-3].

The rows are named by key, never by text: the table words them in the player's language
(:mod:`gui.i18n`). The one wording this module gives is the regulation's own
(:func:`regulation_label`), which a table speaking the regulation's language must print as written
[FR-LL-3] [PR-LL-6].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frozen import finish as _finish
from ..core.hyper import CASES as HYPER_CASES
from ..core.hyper import PAYS as HYPER_PAYS
from ..core.money import Money
from ..core.paytables import FRENCH_LABELS, LUCKY_LADIES, LUCKY_LUCKY, SPANISH_LABELS
from ..core.table import TableConfig
from .settings_data import Settings

if TYPE_CHECKING:  # what Placard is: a dataclass (its methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

#: each side bet's regulation: the language it is written in and its wording of each row
#: (the Lucky Ladies arrêté in French [FR-LL-3], the Puerto Rico reglamento in Spanish [PR-LL-6])
REGULATION_WORDING: dict[str, tuple[str, dict[str, str]]] = {
    LUCKY_LADIES: ("fr", FRENCH_LABELS),
    LUCKY_LUCKY: ("es", SPANISH_LABELS),
}


def regulation_label(game: str, outcome: str, language: str) -> str | None:
    """The regulation's own wording of a row when the table speaks the regulation's language
    [FR-LL-3] [PR-LL-6]; None otherwise (the table words the key in its language)."""
    regulation = REGULATION_WORDING.get(game)
    if regulation is None or regulation[0] != language:
        return None
    return regulation[1].get(outcome)


@record(frozen=True)
class Placard:
    """What the felt's placard shows [FR-LL-3, PR-LL-3]: the side bet (``game``, a key), its pay table's
    rows as ``(outcome key, odds to 1)`` best first, the side-bet limits and the table limits (amounts in
    mills), in the table's ``language`` (the table words the keys)."""

    game: str
    table_id: str
    regulated: bool
    rows: tuple[tuple[str, int], ...]
    side_min: Money
    side_max: Money
    min_bet: Money
    max_bet: Money
    currency: str
    language: str
    #: hyper black jack's cases as ``(case key, odds to 1)`` in the felt's order, empty when the table
    #: does not offer it [FR-HBJ-1] [FR-HBJ-2]; its limits per case [FR-HBJ-3] (0 when not offered)
    hyper_rows: tuple[tuple[str, int], ...] = ()
    hyper_min: Money = 0
    hyper_max: Money = 0


_finish()  # Placard's methods (see engine.core.frozen)


def _config_of(source: Settings | TableConfig) -> tuple[TableConfig, str]:
    if isinstance(source, Settings):
        return source.table_config(), source.language
    return source, "en"


def placard_lines(source: Settings | TableConfig) -> list[tuple[str, int]]:
    """The pay table's rows as ``(outcome key, odds to 1)``, best first; empty when there is no side bet."""
    cfg, _lang = _config_of(source)
    table = cfg.side.table
    if cfg.side.game == "none" or table is None:
        return []
    return list(table.pays)


def hyper_lines(source: Settings | TableConfig) -> list[tuple[str, int]]:
    """Hyper black jack's cases as ``(case key, odds to 1)`` in the felt's order; empty when the table
    does not offer it [FR-HBJ-1] [FR-HBJ-2]."""
    cfg, _lang = _config_of(source)
    if not cfg.hyper.offered:
        return []
    return [(c, HYPER_PAYS[c]) for c in HYPER_CASES]


def placard(source: Settings | TableConfig, language: str | None = None) -> Placard:
    """The placard's data for a table (``language`` defaults to the settings' own)."""
    cfg, lang = _config_of(source)
    table = cfg.side.table
    return Placard(
        game=cfg.side.game,
        table_id="" if table is None else table.id,
        regulated=False if table is None else table.regulated,
        rows=tuple(placard_lines(cfg)),
        side_min=cfg.side.min,
        side_max=cfg.side_max_effective,
        min_bet=cfg.min_bet,
        max_bet=cfg.max_bet,
        currency=cfg.currency,
        language=language or lang,
        hyper_rows=tuple(hyper_lines(cfg)),
        hyper_min=cfg.hyper.min if cfg.hyper.offered else 0,
        hyper_max=cfg.hyper.max if cfg.hyper.offered else 0,
    )
