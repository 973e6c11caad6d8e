"""The table's help: the rules of the active table, its options, limits and pay table, in its language.

Built from the engine's data (:class:`engine.core.table.TableConfig`, :data:`engine.core.rules.OPTIONS`, the pay
table) so it always says what this table deals; every sentence goes through Qt's translation. The
dialog needs no round in progress, so the table can offer it before any bet, and it rewrites itself
when the language changes.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from croupier.engine.core.paytables import LUCKY_LADIES, LUCKY_LUCKY
from croupier.engine.core.rules import OPTIONS, Rules
from croupier.engine.core.table import TableConfig

from . import style
from .hyper_figures import case_odds
from .hyper_names import case_name
from .i18n import current_language, format_money, odds_text, outcome_label, table_locale, table_title


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Help", text, None, n)


def rule_sentence(key: str, rules: Rules) -> str | None:
    """One option of the table as a sentence for players, or None when it says nothing worth reading;
    a KeyError for an option the help does not know (so a new engine option cannot go unexplained)."""
    v = getattr(rules, key)
    if key == "decks":
        return _t("%n deck(s) in the shoe.", v)
    if key == "shuffle":
        if v == "continuous":
            return _t("The cards go back into a continuous shuffling machine after every round.")
        return _t("Dealt from a shoe; the cut card leaves %n card(s) behind.", rules.cards_behind_cut)
    if key == "burn":
        if rules.shuffle == "continuous":
            return None
        if v == 0:
            return _t("No card is burnt at a new shoe.")
        return _t("%n card(s) burnt at each new shoe.", v)
    if key == "cut_card":
        return None  # said with the shoe
    if key == "hole_card":
        if v == "none":
            return _t("The dealer takes no hole card: his second card comes after every box has played.")
        return _t("The dealer takes a hole card and checks it for blackjack when he shows an ace or a ten.")
    if key == "soft_17":
        if v == "stand":
            return _t("The dealer draws to 16 and stands on every 17, soft 17 included.")
        return _t("The dealer draws to 16 and also draws on soft 17.")
    if key == "double_on":
        return {
            "any": _t("Double down on any first two cards, for one more card."),
            "9-11": _t("Double down on a hard 9, 10 or 11 only, for one more card."),
            "10-11": _t("Double down on a hard 10 or 11 only, for one more card."),
        }[v]
    if key == "double_after_split":
        return _t("Doubling is allowed after a split.") if v else _t("No doubling after a split.")
    if key == "split_by":
        if v == "value":
            return _t("Split two cards of the same value (a king and a ten, for example) into two hands.")
        return _t("Split two cards of the same rank only into two hands.")
    if key == "max_hands":
        return _t("A box may be split into at most %n hand(s).", v)
    if key == "resplit_aces":
        if v:
            return _t("Split aces may be split again; each split ace gets one card.")
        return _t("Aces may be split once; each split ace gets one card.")
    if key == "surrender":
        if v == "none":
            return _t("No surrender.")
        if v == "late-except-ace":
            return _t(
                "Surrender: give up your first two cards and get half your bet back, "
                "except when the dealer shows an ace."
            )
        return _t("Surrender: give up your first two cards and get half your bet back.")
    if key == "dealer_blackjack_takes":
        if not rules.enhc:
            return None
        if v == "all":
            return _t("A dealer blackjack takes every stake on the box, doubles and splits included.")
        return _t("A dealer blackjack takes only the original bet; doubles and splits are returned.")
    if key == "blackjack_pays":
        return {
            "3:2": _t("Blackjack pays 3 to 2."),
            "6:5": _t("Blackjack pays 6 to 5."),
            "1:1": _t("Blackjack pays 1 to 1."),
        }[v]
    if key == "insurance":
        if v:
            return _t(
                "Insurance is offered when the dealer shows an ace: half your bet, paid 2 to 1 if he makes blackjack."
            )
        return _t("No insurance.")
    if key == "draw_on_21":
        return _t("A hand of 21 may still draw.") if v else _t("A hand of 21 stands.")
    if key == "max_boxes_per_player":
        return _t("A player may play up to %n box(es).", v)
    if key == "lone_player_min_boxes":
        return _t("A player alone at the table must play at least %n box(es).", v) if v > 1 else None
    if key == "side_bet_seated_only":
        return _t("Only seated players may make the side bet.") if v else None
    if key == "no_split_after_side_win":
        return _t("A box that won the side bet may not split.") if v else None
    raise KeyError(f"the help has no sentence for the rule option {key!r}")


def rule_lines(rules: Rules) -> list[tuple[str, str]]:
    """The table's rules as (sentence, rule id), in the order of :data:`engine.core.rules.OPTIONS`."""
    out = []
    for key, option in OPTIONS.items():
        text = rule_sentence(key, rules)
        if text:
            out.append((text, option.rule))
    return out


def _basics(config: TableConfig) -> list[str]:
    return [
        _t("Beat the dealer's hand without going over 21."),
        _t("Cards count their face value, kings, queens and jacks 10, an ace 1 or 11."),
        _t("A blackjack is an ace and a ten-valued card as the first two cards; it beats any other 21."),
        _t("Every box receives one card, the dealer one, then every box its second card."),
        _t("A winning hand is paid 1 to 1; a tie returns the bet; a hand over 21 loses at once."),
    ]


def _side_lines(config: TableConfig) -> list[str]:
    game = config.side.game
    if game == LUCKY_LADIES:
        lines = [
            _t("The Lucky Ladies bet wins when the box's first two cards total 20 (an ace and a nine count as 20)."),
            _t("It is placed after the main bet, before the deal; only the best combination is paid."),
            _t("The dealer announces the number of bonuses in play once every box has two cards."),
        ]
        if config.side.table is not None and config.side.table.odds("qh-pair-dealer-bj") is not None:
            lines.append(
                _t(
                    "A pair of queens of hearts facing the dealer's ace or ten-valued card is held "
                    "until the dealer's second card, and paid most when he makes blackjack."
                )
            )
        return lines
    if game == LUCKY_LUCKY:
        return [
            _t("The Lucky Lucky bonus counts the box's first two cards with the dealer's face-up card."),
            _t("It needs a main bet on the box and may not be more than the main bet."),
            _t("It is settled after the deal, before anyone draws; only the best combination is paid."),
        ]
    return []


def hyper_lines(config: TableConfig, money: Callable[[int], str]) -> list[str]:
    """Hyper black jack explained for players [FR-HBJ-1] [FR-HBJ-2] [FR-HBJ-3] [FR-HBJ-4] [FR-HBJ-5]
    [FR-HBJ-6] (none when the table does not offer it)."""
    offer = config.hyper
    if not offer.offered:
        return []
    lines = [
        _t(
            "Hyper black jack is a bet on the dealer's final hand: a field of seven cases along the "
            "insurance line, 17, 18, 19, 20, 21, BLACK JACK and BUST."
        ),
        _t(
            "Bet on as many cases as you like, after your main bet and before the deal; the stake on "
            "each case is between %1 and %2."
        )
        .replace("%1", money(offer.min))
        .replace("%2", money(offer.max)),
        _t(
            "A case wins when it matches the dealer's final result: 21 is a 21 of three cards or more; "
            "an ace and a ten-valued card as his first two cards are BLACK JACK only; BUST is over 21."
        ),
        _t(
            "While a hyper black jack bet is in play the dealer always draws to a final result, even "
            "when every box has busted."
        ),
        _t(
            "Once the dealer has announced his point, the losing hyper black jack bets are collected, then "
            "the losing main bets; the winning main bets are paid, then the winning hyper black jack bets."
        ),
        _t(
            "Each box's chips sit on a case in front of the box. Click or tap a case to put the chosen chip "
            "on it for the box in front of that part of it (any part, when one box has a bet); ↑ from a box "
            "goes to the cases, ← → choose one, + and − add or take off a chip."
        ),
    ]
    if config.rules.side_bet_seated_only:
        lines.append(_t("Only seated players may bet hyper black jack at this table."))
    return lines


def hyper_table(config: TableConfig, loc: QLocale, then: Callable[[], object] | None = None) -> str:
    """The cases with their pays, probability and house edge under this table's rules (counted off
    the GUI thread: "…" until ready, then ``then`` redraws) [FR-HBJ-2]."""
    from croupier.engine.core.hyper import CASES, PAYS

    from .figures import PENDING

    figures = case_odds(config.rules, then)
    rows: dict[str, tuple[str, str]] = {}
    if figures is not PENDING and figures is not None:
        for case, _odds, probability, edge in figures:
            rows[case] = (
                loc.toString(float(probability) * 100, "f", 2) + "\u202f%",
                loc.toString(float(edge) * 100, "f", 2) + "\u202f%",
            )
    dash = "…" if figures is PENDING else "—"
    out = ["<table cellspacing='0' cellpadding='4' border='1'>"]
    heads = (_t("Case"), _t("Pays"), _t("Chance"), _t("House edge"))
    out.append("<tr>" + "".join(f"<th align='left'>{_esc(h)}</th>" for h in heads) + "</tr>")
    for case in CASES:
        chance, edge = rows.get(case, (dash, dash))
        cells = (case_name(case), odds_text(PAYS[case], loc), chance, edge)
        out.append("<tr>" + "".join(f"<td>{_esc(c)}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    if config.rules.soft_17 == "stand":
        note = _t("Exact, for %n deck(s), the dealer standing on soft 17, from a full shoe.", config.rules.decks)
    else:
        note = _t("Exact, for %n deck(s), the dealer drawing on soft 17, from a full shoe.", config.rules.decks)
    out.append(f"<p>{_esc(note)}</p>")
    return "\n".join(out)


def betting_lines(touch: bool = False) -> list[tuple[str, str]]:
    """How to bet, by mouse, keys and touch: (how, what it does)."""
    lines = [
        (
            _t("Mouse"),
            _t(
                "Click a chip in the rack to choose it, then click a box (or its side-bet spot) "
                "to add that chip; you may also drag a chip onto a box."
            ),
        ),
        (_t("Mouse"), _t("Right-click a box to take one chip off it.")),
        (
            _t("Keys"),
            _t(
                "← → or 1–7 choose a box, ↑ ↓ its bet or its side bet, Page Up / Page Down "
                "the chip, + adds it and − takes one off."
            ),
        ),
        (
            _t("Touch"),
            _t("Tap a chip, then tap a box to add it; drag a chip onto a box; CLEAR takes every bet back."),
        ),
        (
            _t("Deal"),
            _t(
                "Chips stack up to any amount between the limits; DEAL (Enter) checks the total "
                "and deals. REPEAT places the last bets again, REPEAT ×2 doubled."
            ),
        ),
    ]
    if touch:
        lines.append((_t("Touch"), _t("At this table the buttons and chips are larger for fingers.")))
    return lines


def _esc(s: str) -> str:
    return html.escape(s, quote=False)


def help_html(
    config: TableConfig, shortcuts: Sequence[tuple[str, str]] = (), locale: QLocale | None = None, *,
    touch: bool = False, then: Callable[[], object] | None = None,
) -> str:  # fmt: skip
    """The whole help as HTML in the current language: game, how to bet, table rules, limits, side
    bet, hyper black jack, keys (``then``: called when a figure counted off the GUI thread is ready)."""
    loc = locale or table_locale(config.profile)

    def money(m: int) -> str:
        return format_money(m, config.currency, loc)

    muted = style.help_colours()["muted"]

    parts = [f"<h2>{_esc(table_title(config))}</h2>"]
    parts.append(f"<h3>{_esc(_t('The game'))}</h3><ul>")
    parts += [f"<li>{_esc(s)}</li>" for s in _basics(config)]
    parts.append("</ul>")
    parts.append(f"<h3>{_esc(_t('How to bet'))}</h3><table cellpadding='4'>")
    for how, what in betting_lines(touch):
        parts.append(f"<tr><td valign='top'><b>{_esc(how)}</b></td><td>{_esc(what)}</td></tr>")
    parts.append("</table>")
    parts.append(f"<h3>{_esc(_t('Rules at this table'))}</h3><ul>")
    for text, rule in rule_lines(config.rules):
        parts.append(f"<li>{_esc(text)} <span style='color:{muted}'>[{_esc(rule)}]</span></li>")
    parts.append("</ul>")
    parts.append(f"<h3>{_esc(_t('Limits'))}</h3><ul>")
    bet = _t("Bet per box: %1 to %2.").replace("%1", money(config.min_bet)).replace("%2", money(config.max_bet))
    parts.append(f"<li>{_esc(bet)}</li>")
    side = config.side
    if side.game != "none":
        text = _t("Side bet: %1 to %2.").replace("%1", money(side.min)).replace("%2", money(config.side_max_effective))
        parts.append(f"<li>{_esc(text)}</li>")
    if config.hyper.offered:
        text = _t("Hyper black jack, per case: %1 to %2.").replace("%1", money(config.hyper.min))
        parts.append(f"<li>{_esc(text.replace('%2', money(config.hyper.max)))}</li>")
    parts.append("</ul>")
    if side.game != "none" and side.table is not None:
        name = "Lucky Ladies" if side.game == LUCKY_LADIES else "Lucky Lucky"
        heading = _t("Side bet: %1, pay table %2").replace("%1", name).replace("%2", side.table.id)
        parts.append(f"<h3>{_esc(heading)}</h3><ul>")
        parts += [f"<li>{_esc(s)}</li>" for s in _side_lines(config)]
        parts.append("</ul><table cellspacing='0' cellpadding='4' border='1'>")
        parts.append(
            f"<tr><th align='left'>{_esc(_t('Combination'))}</th><th align='right'>{_esc(_t('Pays'))}</th></tr>"
        )
        lang = current_language()
        for outcome, odds in side.table.pays:
            label = outcome_label(outcome, side.game, lang)
            parts.append(f"<tr><td>{_esc(label)}</td><td align='right'>{_esc(odds_text(odds, loc))}</td></tr>")
        parts.append("</table>")
        if not side.table.regulated:
            parts.append(f"<p><i>{_esc(_t('This pay table is not the one in the regulation.'))}</i></p>")
    if config.hyper.offered:
        parts.append(f"<h3>{_esc(_t('Hyper black jack'))}</h3><ul>")
        parts += [f"<li>{_esc(s)}</li>" for s in hyper_lines(config, money)]
        parts.append("</ul>")
        parts.append(hyper_table(config, loc, then))
    from . import player_info  # here: the table's start names its game without the figures' workers

    parts.append(player_info.info_html(config, loc))  # return to player, playing responsibly
    if shortcuts:
        parts.append(f"<h3>{_esc(_t('Keyboard'))}</h3><table cellpadding='3'>")
        for key, what in shortcuts:
            parts.append(f"<tr><td><b>{_esc(key)}</b></td><td>{_esc(what)}</td></tr>")
        parts.append("</table>")
    return "\n".join(parts)


class HelpDialog(QDialog):
    """The help window: one scrolling page, closed with Esc or the Close button; follows the language.

    ``shortcuts`` is a callable giving (key, what it does) pairs already translated, so the keyboard
    section is re-read in the new language too.
    """

    def __init__(
        self,
        config: TableConfig,
        parent: QWidget | None = None,
        shortcuts: Callable[[], Sequence[tuple[str, str]]] | None = None,
    ) -> None:
        # here: the table imports this module for its title, and its first frame shows no help window
        from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout

        super().__init__(parent)
        self._config = config
        self._shortcuts = shortcuts
        self.setObjectName("help")
        self.touch = style.is_kiosk(parent)
        style.dress(self, self.touch)  # the table's colours; kiosk-sized text at a kiosk
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        w, h = (900, 820) if self.touch else (720, 760)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        if screen is not None:  # never taller or wider than the screen (an 800 × 600 kiosk)
            room = screen.availableGeometry()
            w, h = min(w, room.width() - 40), min(h, room.height() - 60)
        self.resize(w, h)
        from . import player_info

        player_info.watch(self.retranslate)  # the main game's return arrives from its worker
        self.retranslate()

    def set_config(self, config: TableConfig) -> None:
        """Show another table's rules (the director changed them)."""
        self._config = config
        self.retranslate()

    def retranslate(self) -> None:
        """Rebuild every text in the current language."""
        self.setWindowTitle(_t("Rules of the table"))
        self.browser.setAccessibleName(_t("Rules of the table"))
        from .figures import while_alive

        keys = self._shortcuts() if self._shortcuts else ()
        c = style.help_colours()
        self.browser.document().setDefaultStyleSheet(
            f"h2, h3 {{ color: {c['heading']}; font-family: serif; }} th {{ color: {c['heading']}; }}"
            f" td, li, p {{ color: {c['ink']}; }}"
        )
        self.browser.setHtml(help_html(self._config, keys, touch=self.touch, then=while_alive(self, self._redraw)))

    def _redraw(self) -> None:
        """A figure arrived: the page again, at the place the reader had scrolled to."""
        bar = self.browser.verticalScrollBar()
        pos = bar.value() if bar is not None else 0
        self.retranslate()
        if bar is not None:
            bar.setValue(pos)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_help(
    config: TableConfig,
    parent: QWidget | None = None,
    shortcuts: Callable[[], Sequence[tuple[str, str]]] | None = None,
) -> HelpDialog:
    """Open the help window (not modal, so the table stays visible behind it) and return it."""
    dialog = HelpDialog(config, parent, shortcuts)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
