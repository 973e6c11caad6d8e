"""What the help tells the player beyond the rules: the return to player of every bet at this table,
and where to find help with gambling (a help line, self-exclusion), in the table's language.

The returns are :mod:`engine.math.rtp`'s, the figures ``croupier odds`` prints: the main game with the
basic strategy computed for this table's rules (seconds of work: computed off the GUI thread, shown
as "…" until :data:`RETURNS` says it is ready), insurance, the side bet with its pay table and deck
count, and hyper black jack's cases when the table offers it.

The help notice names the regulator and its programme without inventing a number: France's
mandatory warning with the Joueurs Info Service line and the ANJ's voluntary gaming ban
("interdiction volontaire de jeux"); Puerto Rico's Gaming Commission; elsewhere a generic line.
"""

from __future__ import annotations

import html
import logging
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from croupier.engine.core.paytables import LUCKY_LADIES
from croupier.engine.core.rules import FRANCE, PUERTO_RICO, Rules
from croupier.engine.core.table import TableConfig

from .figures import figures

log = logging.getLogger(__name__)
CTX = "PlayerInfo"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class MainReturns(QObject):
    """The main game's return per rule set, counted once by the figures' worker process
    (:mod:`gui.figures`); ``ready`` tells the help to redraw."""

    ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._asked: set[Rules] = set()

    def get(self, rules: Rules) -> float | None:
        """The figure, or None while it is being computed (the computation starts on the first ask)."""
        first = rules not in self._asked
        self._asked.add(rules)
        edge = figures().base_edge(rules, self.ready.emit if first else None)
        if not isinstance(edge, float):  # PENDING, or no figure for these rules
            return None
        return 1.0 - edge


_returns: MainReturns | None = None


def returns() -> MainReturns:
    """The application's one :class:`MainReturns` (created with the first ask)."""
    global _returns
    if _returns is None:
        _returns = MainReturns()
    return _returns


def percent(x: float | None, loc: QLocale) -> str:
    """``0.99482`` → ``99.48 %`` in the locale's way; ``…`` while unknown."""
    if x is None:
        return "…"
    return loc.toString(x * 100, "f", 2) + "\u202f%"


def return_rows(config: TableConfig, loc: QLocale) -> list[tuple[str, str]]:
    """(bet, return) rows of this table, translated."""
    from croupier.engine.math.rtp import hyper_returns, quick_returns  # here: the table's start does not need them

    rules = config.rules
    q = quick_returns(config)
    rows = [(_t("Main game, played with the basic strategy for these rules"), percent(returns().get(rules), loc))]
    if q.insurance is not None:
        rows.append((_t("Insurance"), percent(float(q.insurance), loc)))
    if q.side is not None and config.side.table is not None:
        name = "Lucky Ladies" if config.side.game == LUCKY_LADIES else "Lucky Lucky"
        label = _t("%1, pay table %2, %3 decks").replace("%1", name).replace("%2", config.side.table.id)
        rows.append((label.replace("%3", str(rules.decks)), percent(float(q.side), loc)))
    if config.hyper.offered:  # hyper black jack at this table [FR-HBJ-2]
        for case, r in hyper_returns(rules).items():
            rows.append((_t("Hyper black jack, case %1").replace("%1", case.upper()), percent(float(r), loc)))
    return rows


def help_notice(profile: str) -> list[str]:
    """The help line and self-exclusion notice for the table's country, in the current language
    (a telephone number never broken across lines)."""
    return [line.replace("09 74 75 13 13", "09\u00a074\u00a075\u00a013\u00a013") for line in _notice(profile)]


def _notice(profile: str) -> list[str]:
    if profile == FRANCE:
        return [
            _t(
                "Playing involves risks: debt, isolation, addiction. For help, call Joueurs Info Service "
                "on 09 74 75 13 13 (standard-rate call)."
            ),
            _t(
                "You can ask the Autorité nationale des jeux (ANJ) to ban you from gaming (interdiction "
                "volontaire de jeux): it applies in casinos, gaming clubs and on licensed gaming sites. See anj.fr."
            ),
        ]
    if profile == PUERTO_RICO:
        return [
            _t("Play responsibly: set yourself limits and stop when it is no longer fun."),
            _t(
                "If gambling is a problem for you or someone close to you, ask for help. The Puerto Rico Gaming "
                "Commission (Comisión de Juegos) can tell you how to exclude yourself from casinos."
            ),
        ]
    return [
        _t("Play responsibly: set yourself limits and stop when it is no longer fun."),
        _t("If gambling is a problem for you, ask for help, and ask the gaming regulator about self-exclusion."),
    ]


def info_html(config: TableConfig, loc: QLocale) -> str:
    """The help's "Return to player" and "Playing responsibly" sections."""

    def esc(s: str) -> str:
        return html.escape(s, quote=False)

    parts = [f"<h3>{esc(_t('Return to player'))}</h3>"]
    intro = _t("What each bet returns on average for every 100 staked, under this table's rules.")
    parts.append(f"<p>{esc(intro)}</p>")
    parts.append("<table cellspacing='0' cellpadding='4' border='1'>")
    for label, value in return_rows(config, loc):
        parts.append(f"<tr><td>{esc(label)}</td><td align='right'>{esc(value)}</td></tr>")
    parts.append("</table>")
    parts.append(f"<h3>{esc(_t('Playing responsibly'))}</h3><ul>")
    parts += [f"<li>{esc(s)}</li>" for s in help_notice(config.profile)]
    parts.append(f"<li>{esc(_t('Your own limits and reality checks: the LIMITS button (F7).'))}</li></ul>")
    return "\n".join(parts)


def watch(slot: Any) -> None:
    """Call ``slot`` when a main-game return becomes known (the help redraws, keeping its place in
    the page when its owner has a ``browser``); nothing once the owner is deleted."""
    owner = getattr(slot, "__self__", None)

    def redraw() -> None:
        if isinstance(owner, QObject) and not shiboken6.isValid(owner):
            return
        browser = getattr(owner, "browser", None)
        bar = browser.verticalScrollBar() if browser is not None else None
        pos = bar.value() if bar is not None else 0
        slot()
        if bar is not None:
            bar.setValue(pos)

    returns().ready.connect(redraw)
