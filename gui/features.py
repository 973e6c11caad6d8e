"""The player's and director's extras on the running table, attached to the host
(:class:`gui.host.TableHost`) at every felt it builds:

- STATS (F6): the player's statistics (:mod:`gui.stats_dialog`);
- LIMITS (F7): the player's loss and time limits and reality check (:mod:`gui.responsible`);
- PLAYERS (F8, not at a kiosk): how many computer players sit at the table (:mod:`gui.virtual`);
- the session clock beside them, the reality check when it is due (between rounds), and the gate that
  stops a deal while a reality check waits or a limit is reached;
- the help-line notice on the kiosk's attract loop;
- the journal and the limits for the director's Meters and Responsible play pages.

One :class:`Extras` per host keeps the player's session (its clock and net) across felts: a new
table configuration from the director is a new engine session, not a new player session.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from croupier.engine.core.errors import CroupierError
from croupier.engine.core.money import Money
from croupier.engine.core.responsible import PlayerLimits, PlaySession
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER

from . import layout
from .controls import Button
from .guides import worded

log = logging.getLogger(__name__)
CTX = "Features"
TICK_MS = 1000
STATS_KEY, LIMITS_KEY, PLAYERS_KEY = Qt.Key.Key_F6, Qt.Key.Key_F7, Qt.Key.Key_F8

#: a clock for the player's session (tests put a fake one here before the host is built)
clock: Callable[[], float] = time.time


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class Extras(QObject):
    """The features' state for one host."""

    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.host = host
        self.clock = clock
        self.limits = self._read_limits()
        self._net0 = self._net_total()
        self._balance0 = host.session.balance
        self.play = PlaySession(self.limits, self.clock, self.net, host.audit)
        self.check_dialog: Any = None
        self.stats_dialog: Any = None
        self.limits_dialog: Any = None
        self.seats: Any = None
        self.clock_item: Any = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(TICK_MS)

    # ------------------------------------------------------------------ figures

    def _read_limits(self) -> PlayerLimits:
        j = self.host.journal
        if j is None:
            return PlayerLimits()
        try:
            return PlayerLimits.from_rows((r.data["kind"], r.data["detail"]) for r in j.rows_of_kind("audit"))
        except (KeyError, TypeError, ValueError, CroupierError) as e:
            log.warning("the player's limits could not be read back from the journal: %s", e)
            return PlayerLimits()

    def _net_total(self) -> Money:
        j = self.host.journal
        if j is None:
            return 0
        m = j.meters
        return int(sum(m.wins.values()) - sum(m.bets.values()))

    def net(self) -> Money:
        """The player's net result since this session began (meters' wins − bets; the balance's
        change when there is no journal)."""
        if self.host.journal is not None:
            return self._net_total() - self._net0
        bal = self.host.session.balance
        return 0 if bal is None or self._balance0 is None else bal - self._balance0

    def money(self, amount: Money) -> str:
        return str(self.host.money_text(self.host.session.config, amount))

    # ------------------------------------------------------------------ the felt

    def attach(self) -> None:
        """STATS, LIMITS and the clock on the host's new felt; the deal gate on its controller."""
        host = self.host
        scene = host.scene
        w, h = (150.0, 62.0) if host.kiosk else (140.0, 52.0)
        y = 12 + h + 8
        words: tuple[tuple[str, Callable[[], str], str], ...] = (
            ("stats", lambda: _t("STATS"), "F6"), ("limits", lambda: _t("LIMITS"), "F7"))  # fmt: skip
        for i, (name, word, key) in enumerate(words):
            b = Button(name, word(), key, QRectF(0, 0, w, h), self.menu)
            b.relabel = worded(word, key)  # the language may change
            b.setPos(QPointF(1212 + i * (w + 8), y))
            scene.addItem(b)
            scene.buttons[f"menu_{name}"] = b
        from .session_clock import SessionClock

        self.clock_item = SessionClock()
        self.clock_item.setPos(QPointF(1212 + 2 * (w + 8), y))
        scene.addItem(self.clock_item)
        host.controller.deal_gate = self.may_deal
        from . import virtual

        self.seats = virtual.attach(host)  # the computer players on the other boxes
        if not host.kiosk:  # a home player seats them himself; at a kiosk the director does
            # after TRAINER and DRILL (the menu's width + 30 each), short of the shoe
            b = Button("players", _t("PLAYERS"), "F8", QRectF(0, 0, 128, h), self.menu)
            b.relabel = worded(lambda: _t("PLAYERS"), "F8")
            b.setPos(layout.players_button_pos(128, h, w + 30))
            scene.addItem(b)
            scene.buttons["menu_players"] = b
        self.tick()

    def menu(self, name: str) -> bool:
        if name == "stats":
            return self.open_stats()
        if name == "limits":
            return self.open_limits()
        if name == "players":
            return self.open_players()
        return False

    def on_key(self, event: QKeyEvent) -> bool:
        """F6 statistics, F7 limits (at the live table)."""
        if self.host.mode != "table":
            return False
        if event.key() == STATS_KEY:
            return self.open_stats()
        if event.key() == LIMITS_KEY:
            return self.open_limits()
        if event.key() == PLAYERS_KEY and not self.host.kiosk:
            return self.open_players()
        return False

    # ------------------------------------------------------------------ the clock and the gate

    def tick(self) -> None:
        """Every second: the clock on the felt, and a reality check when one is due between rounds."""
        if self.clock_item is not None:
            self.clock_item.set_elapsed(self.play.elapsed())
        if self.host.mode != "table" or not self.play.check_due():
            return
        r = self.host.session.round
        between = r.phase in (Phase.BETTING, Phase.DONE) and not self.host.controller.busy
        if between and QApplication.activeModalWidget() is None:
            self.show_check()

    def show_check(self) -> None:
        """The reality check, window-modal; play waits until it is acknowledged."""
        from .responsible import RealityCheckDialog

        self.play.open_check()
        d = RealityCheckDialog(self.play, self.money, self.host.view, limits=lambda: self.open_limits(d),
                               profile=self.host.session.config.profile)  # fmt: skip
        d.setWindowModality(Qt.WindowModality.WindowModal)
        d.finished.connect(lambda _=0: self.host.controller.refresh())
        self.check_dialog = d
        d.open()

    def may_deal(self) -> bool:
        """The controller's gate before each deal: False (and a message on the felt) when a reality
        check waits or a limit stops play. The stakes it weighs are the player's as the betting events
        have placed them (main, side bet, hyper black jack), a seated computer player's left out."""
        session = self.host.session
        whose = session.bettors()
        stakes = sum(b.bet + (b.side.stake if b.side is not None else 0) + b.hyper_stake
                     for n, b in self.host.controller.bet_view().boxes.items()
                     if whose.get(n, PLAYER) == PLAYER)  # fmt: skip
        refusal = self.play.deal_refusal(stakes)
        if refusal is None:
            return True
        from .responsible import refusal_text

        self.host.controller.toast(refusal_text(refusal[0], refusal[1], self.money))
        return False

    # ------------------------------------------------------------------ dialogs

    def open_stats(self) -> bool:
        """The statistics window (needs the journal)."""
        if self.host.journal is None:
            self.host.controller.toast(_t("No journal: no statistics"))
            return False
        from .stats_dialog import StatsDialog

        d = StatsDialog(self.host.journal, self.money, self.host.session.config.side.game, self.host.view)
        d.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stats_dialog = d
        d.show()
        return True

    def open_players(self) -> bool:
        """The PLAYERS menu: how many computer players sit at the table (a home player's choice)."""
        menu = self.seats.menu()
        button = self.host.scene.buttons.get("menu_players")
        view = self.host.view
        if button is not None and view is not None:
            rect = button.sceneBoundingRect()
            at = view.mapToGlobal(view.mapFromScene(rect.bottomLeft()))
            menu.popup(at)
        else:
            menu.popup(view.mapToGlobal(view.rect().center()))
        return True

    def open_limits(self, parent: Any = None) -> bool:
        """The player's limits (over the reality check when opened from it)."""
        from .responsible import LimitsDialog

        d = LimitsDialog(self.limits, self.host.audit, self.money, profile=self.host.session.config.profile,
                         clock=self.clock, parent=parent or self.host.view)  # fmt: skip
        d.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.limits_dialog = d
        d.show()
        return True


def attach(host: Any) -> Extras:
    """Attach the extras to the host's new felt (creating them with the host's first felt)."""
    global _current
    extras = getattr(host, "extras", None)
    if not isinstance(extras, Extras):
        extras = Extras(host)
        host.extras = extras
    extras.attach()
    _current = extras
    return extras


def on_key(host: Any, event: QKeyEvent) -> bool:
    """The extras' keys for the host (False when not theirs)."""
    extras = getattr(host, "extras", None)
    return isinstance(extras, Extras) and extras.on_key(event)


def shortcuts() -> list[tuple[str, str]]:
    """The extras' keys for the help page."""
    return [("F6", _t("statistics")), ("F7", _t("my limits and reality checks")),
            ("F8", _t("computer players at the table"))]  # fmt: skip


def decorate_attract(attract: Any) -> None:
    """The help-line and self-exclusion notice on the attract loop's felt, between its rounds."""
    from .responsible import NoticePanel

    panel = NoticePanel(attract.config.profile)
    panel.setPos(QPointF(960, 812))  # under the pay table shown between demonstration rounds
    attract.scene.addItem(panel)
    attract.notice = panel
    pays = getattr(attract, "panel", None)
    if pays is not None:  # shown with the pay table, so it never hides a demonstration round's cards
        panel.setVisible(pays.isVisible())
        pays.visibleChanged.connect(lambda: panel.setVisible(pays.isVisible()))


_current: Extras | None = None


def _live() -> Extras | None:
    """The extras of the table that attached last, while it is alive."""
    try:
        return _current if _current is not None and _current.host is not None and _current.parent() else None
    except RuntimeError:  # the host was deleted
        return None


def journal_path() -> Path | None:
    """The running table's journal file, for the director's Meters page (None: no journal)."""
    extras = _live()
    if extras is None or extras.host.journal is None:
        return None
    return Path(extras.host.journal.path)


def player_limits() -> PlayerLimits | None:
    """The running table's limits, for the director's Responsible play page (None: no table)."""
    extras = _live()
    return None if extras is None else extras.limits
