"""The running table: a shell that holds the table's services, one job each, and a :class:`Mode`.

- :class:`gui.books.TableBooks`: the journal, the wallet, the director's PIN and the session; a
  journal that cannot be opened or commit an action stops the table, and the shell shows it: a
  cover on the felt that takes no input, a panel saying what, where and what to do, and the
  director's way out behind the PIN (NEW JOURNAL).
- :class:`gui.aids.PlayerAids`: language, sound, the dealer's voice, announcements, help.
- The director (:mod:`gui.director`, button or Ctrl+Shift+D): read-only during a round; applied
  settings rebuild the felt, and a new pay table ends the session [FR-LL-3].
- The recall (:mod:`gui.recall`, button or F9) between rounds, the kiosk's idle watch and attract
  mode (:mod:`gui.kiosk`: the window closes only through the PIN), the trainer and the features.
- A resumed round is played at once onto the felt from its journaled events, with a ribbon
  "Resumed round N".
- Bad files (settings, balance, PIN) were set aside by their loaders; their reasons stay on the felt
  until dismissed, and go to the log. A kiosk without a usable PIN does not start.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QMenu,
    QWidget,
)

from croupier.engine.core.errors import CroupierError
from croupier.engine.core.event_rows import read_round
from croupier.engine.core.money import Money
from croupier.engine.core.safe_json import clip
from croupier.engine.core.session import Session
from croupier.engine.core.table import TableConfig
from croupier.engine.store.journal import Journal
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.settings_data import Settings
from croupier.engine.store.wallet import JournaledWallet, Wallet

from . import artwork, director, features, hyper_field, legibility
from .a11y import Announcer, TableAssist
from .aids import PlayerAids
from .animator import SPEEDS
from .books import TableBooks
from .controller import TableController
from .controls import Button
from .guides import worded
from .items import Ribbon, set_text_scale
from .placard import table_money
from .scene import TableScene
from .shown import betting, placed, stakes_of
from .table_view import TableView
from .trainer import TrainerService

if TYPE_CHECKING:  # imported where used: the kiosk, the recall, the PIN dialog and the panels are not the first frame's
    from .kiosk import Attract, Kiosk
    from .recall import RecallMode
    from .standing import Blocker, Panel

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class Mode(StrEnum):
    """What the window shows: the live table, the recall, the kiosk's attract mode or a trainer drill."""

    TABLE = "table"
    RECALL = "recall"
    ATTRACT = "attract"
    DRILL = "drill"


class TableHost(QObject):
    """The window's shell: the table's services, the felt shown in ``view`` and the :class:`Mode`."""

    def __init__(
        self,
        view: TableView,
        settings: Settings,
        config: TableConfig,
        *,
        settings_path: str | Path | None = None,
        data_dir: str | Path,
        kiosk: bool = False,
        rng: random.Random | None = None,
        pin: DirectorPin | None = None,
        journal: Journal | None = None,
        warnings: list[str] | None = None,
        sound: bool = True,
    ) -> None:
        super().__init__(view)
        self.view = view
        self.settings_path = Path(settings_path) if settings_path is not None else None
        self.data_dir = Path(data_dir)
        self.kiosk = kiosk
        self.warnings: list[str] = list(warnings or [])
        self.mode = Mode.TABLE
        self.recall: RecallMode | None = None
        self.attract: Attract | None = None
        self.resume_ribbon: Ribbon | None = None
        self.attract_time_scale = 1.0  #: the attract mode's pace (tests quicken it)
        self.stop_panel: Panel | None = None
        self.notice: Panel | None = None
        self._blocker: Blocker | None = None
        self.books = TableBooks(settings, config, settings_path=self.settings_path, data_dir=self.data_dir,
                                kiosk=kiosk, rng=rng, pin=pin, journal=journal)  # fmt: skip
        self.books.on_stop.append(self.show_stop)
        self.aids = PlayerAids(view, settings, self.session.config, sound=sound, shortcuts=self.shortcut_list)
        self.scene: TableScene
        self.controller: TableController
        self.trainer = TrainerService(self)
        self.build()
        self.view.shortcuts = self.on_key
        self.view.kiosk = kiosk
        self.kiosk_watch: Kiosk | None = None
        if kiosk:
            from .kiosk import Kiosk

            watched = [view, view.viewport()]
            self.kiosk_watch = Kiosk(watched, settings.kiosk_idle_seconds, allowed=self.can_attract,
                                     enter=self.enter_attract, leave=self.leave_attract)  # fmt: skip
            if self.aids.assist is not None:  # a new player starts in the director's language
                self.kiosk_watch.new_player.append(self.aids.assist.new_player)
        if self.journal is not None and self.journal.resumed is not None:
            self.restore_felt()
        b = self.books
        problems = [w for w in self.warnings + b.warnings + b.wallet.warnings + b.pin.warnings if w != self.stopped]
        for w in problems:
            log.warning("%s", w)
        if problems:
            self.show_notice(problems)
        if self.stopped is not None:
            self.show_stop()

    # ------------------------------------------------------------------ the services' state, read here

    @property
    def settings(self) -> Settings:
        """The director's settings in force."""
        return self.books.settings

    @property
    def session(self) -> Session:
        """The session the felt plays."""
        return self.books.session

    @property
    def journal(self) -> Journal | None:
        """The journal (None while the table is stopped for want of one)."""
        return self.books.journal

    @property
    def wallet(self) -> Wallet:
        """The balance file."""
        return self.books.wallet

    @property
    def pin(self) -> DirectorPin:
        """The director's PIN."""
        return self.books.pin

    @property
    def stopped(self) -> str | None:
        """Why the table does not deal, or None."""
        return self.books.stopped

    @property
    def assist(self) -> TableAssist | None:
        """The player aids' assist (None on a silent table)."""
        return self.aids.assist

    @property
    def announcer(self) -> Announcer | None:
        """The screen reader's announcer."""
        return self.aids.announcer

    @property
    def help_dialog(self) -> QWidget | None:
        """The help window last opened."""
        return self.aids.help_dialog

    def audit(self, kind: str, detail: dict[str, Any]) -> None:
        """Director events to the journal."""
        self.books.audit(kind, detail)

    def round_open(self) -> bool:
        """A round has begun and not finished."""
        return self.books.round_open()

    # ------------------------------------------------------------------ stopped table and problems

    def show_stop(self) -> None:
        """The stopped table on the felt: a cover that takes no input and the panel saying what,
        where and what to do, with the director's way out (a new journal) or, for a kiosk without a
        PIN, a way to close the window."""
        if self.stopped is None or not hasattr(self, "controller"):
            return
        from .standing import Blocker, Panel

        self._remove(self.stop_panel)
        self._remove(self._blocker)
        sc = self.scene
        blocker = Blocker(sc.sceneRect())
        blocker.setZValue(850)
        blocker.setBrush(QBrush(QColor(0, 0, 0, 110)))
        blocker.setPen(QPen(Qt.PenStyle.NoPen))
        sc.addItem(blocker)
        panel = Panel(_t("THE TABLE DOES NOT DEAL"), [clip(self.books.reason, 400), self.books.advice], "#6e0a11")
        if self.kiosk and (self.pin.problem or not self.pin.is_set()):
            panel.add_button("stop_quit", _t("CLOSE"), lambda _n: self.close_stopped())
            self.view.allow_close = True
        elif not self.books.may_set_aside:
            pass  # never set aside a journal another table is writing; no new one where no folder can be
        else:
            panel.add_button("stop_new_journal", _t("NEW JOURNAL"), lambda _n: self.start_new_journal())
        top = 260.0
        if self.notice is not None and self.notice.scene() is sc:  # below the problems panel, both readable
            top = max(top, self.notice.pos().y() + self.notice.rect().height() + 16)
        panel.setPos(QPointF(sc.sceneRect().center().x() - panel.rect().width() / 2, top))
        sc.addItem(panel)
        self.stop_panel, self._blocker = panel, blocker
        self.view.controller = None  # no key reaches the felt
        self.aids.say(panel.words())

    def close_stopped(self) -> bool:
        """Close a stopped kiosk (it never started)."""
        self.view.allow_close = True
        self.view.close()
        return True

    def start_new_journal(self, ask: Callable[..., bool] | None = None) -> bool:
        """Behind the director's PIN: the journal set aside and a new one started (see
        :meth:`gui.books.TableBooks.new_journal`), on a fresh felt."""
        from . import director_pin

        if not (ask or director_pin.ask_pin)(self.pin, self.view):
            return False
        if not self.books.new_journal():
            self.show_stop()
            return False
        self._remove(self.stop_panel)
        self._remove(self._blocker)
        self.stop_panel = self._blocker = None
        self.build()
        self.controller.last_win = self.books.last_net()  # the new journal's: none finished yet
        return True

    def show_notice(self, problems: list[str]) -> None:
        """The problems found in the files at start (each set aside as ….bad), until dismissed."""
        from .standing import Panel

        lines = [clip(p, 300) for p in problems[:8]]
        if len(problems) > 8:
            lines.append(_t("… and %1 more (see the log)").replace("%1", str(len(problems) - 8)))
        panel = Panel(_t("Problems found in the table's files"), lines, "#1d2f4f", width=1000)
        panel.add_button("notice_dismiss", _t("DISMISS"), lambda _n: self.dismiss_notice())
        self._remove(self.notice)
        panel.setPos(QPointF(460, 120))
        self.scene.addItem(panel)
        self.notice = panel

    def dismiss_notice(self) -> bool:
        """The director or player has read the problems."""
        if self.notice is None:
            return False
        log.info("problems dismissed: %s", "; ".join(self.notice.lines))
        self._remove(self.notice)
        self.notice = None
        return True

    @staticmethod
    def _remove(item: QGraphicsItem | None) -> None:
        if item is not None and item.scene() is not None:
            item.scene().removeItem(item)

    # ------------------------------------------------------------------ the felt

    def money_text(self, config: TableConfig, amount: Money) -> str:
        """An amount in the language's way in the table's country, as the placard writes it."""
        return table_money(config, amount)

    def build(self) -> None:
        """A fresh felt for the session (at start, and when the director changed the table)."""
        artwork.set_deck(*self.aids.deck())  # the four-colour deck and high contrast on every card
        set_text_scale(legibility.text_scale())  # a larger system font: larger labels on the felt
        scene = TableScene(self.session.config)
        controller = TableController(self.session, scene, touch=self.kiosk)
        if self.settings.speed in SPEEDS:
            controller.animator.speed = self.settings.speed
        controller.money = self.money_text
        controller.round_end.append(self._round_end)
        scene.hud.set_demo(self.kiosk)
        self._menu_buttons(scene)
        old = getattr(self, "controller", None)
        if old is not None:
            old.animator.finish()
        self.scene, self.controller = scene, controller
        if old is None:  # a table started again shows its journal's last finished round, and repeats its bets
            played = self.books.last_played()
            controller.last_win = None if played is None else played.net
            if played is not None and not self.session.last_bets:
                self.session.last_bets = dict(played.bets)
                controller.hyper.last = dict(played.hyper)
        director.carry_over(old, controller, self.settings)  # speed, discard tray, last win and bets, hints
        self.trainer.attach(controller)
        features.attach(self)  # STATS, LIMITS, the session clock and the deal gate
        self.aids.attach(controller)  # after every piece is on the felt: high contrast dresses them all
        if self.mode == Mode.TABLE:
            self.view.set_table(scene, controller)
        notice = self.notice
        if notice is not None:
            self._remove(notice)
            scene.addItem(notice)
        if self.stopped is not None and self.stop_panel is not None:
            self.show_stop()
        controller.refresh()

    def _menu_buttons(self, scene: TableScene) -> None:
        """HELP (F1), RECALL (F9) and DIRECTOR (Ctrl+Shift+D) between the dealer's tray and the shoe."""
        w, h = (150.0, 62.0) if self.kiosk else (140.0, 52.0)
        items: tuple[tuple[str, Callable[[], str], str], ...] = (
            ("help", lambda: _t("HELP"), "F1"), ("recall", lambda: _t("RECALL"), "F9"),
            ("director", lambda: _t("DIRECTOR"), "Ctrl+Shift+D"))  # fmt: skip
        for i, (name, word, key) in enumerate(items):
            b = Button(name, word(), key, QRectF(0, 0, w, h), self.menu)
            b.relabel = worded(word, key)  # the language may change
            b.setPos(QPointF(1212 + i * (w + 8), 12))
            scene.addItem(b)
            scene.buttons[f"menu_{name}"] = b

    def _round_end(self) -> None:
        """After each round: the balance file follows the journal (a CroupierError is said on the felt
        by the controller); the resume ribbon goes."""
        wallet = self.wallet
        if isinstance(wallet, JournaledWallet):
            wallet.follow()
        else:
            wallet.set(self.session.balance or 0)
        self._remove(self.resume_ribbon)
        self.resume_ribbon = None

    def restore_felt(self) -> None:
        """A resumed round: its journaled events played at once onto the felt (same cards, bets and
        box to act) and a ribbon saying so."""
        assert self.journal is not None and self.journal.resumed is not None
        n = self.journal.resumed
        events = [e for step in read_round(r.data for r in self.journal.round_rows(n)[1:]) for e in step]
        c, sc = self.controller, self.scene
        bets, hyper = stakes_of(placed(events))  # the felt starts from the bets their events placed
        sc.sync_bets(bets, hyper)
        hyper_field.show_stakes(sc, hyper)
        saved = c.animator.speed
        c.animator.speed = "instant"
        try:
            with self.aids.silent():  # the replay is silent; the announcer still follows the cards
                c.animator.play(e for e in events if not betting(e))  # the felt starts from the bets
        finally:
            c.animator.speed = saved
        text = _t("Resumed round %1").replace("%1", str(n))
        self.resume_ribbon = Ribbon(text, _t("The round goes on exactly where it stopped"), width=560, size=34,
                                    style="blue")  # fmt: skip
        self.resume_ribbon.setPos(QPointF(960, 118 if not sc.state.view.dealer.cards else 330))
        sc.addItem(self.resume_ribbon)
        self.aids.say(text)
        c.refresh()

    # ------------------------------------------------------------------ menu and keys

    def menu(self, name: str) -> bool:
        """A menu button."""
        if name == "help":
            return self.show_help()
        if name == "recall":
            return self.open_recall()
        if name == "director":
            if self.kiosk:
                from .kiosk import popup_beside

                popup_beside(self.director_menu(), self.view, self.scene.buttons["menu_director"])
                return True
            return self.open_director()
        return False

    def on_key(self, event: QKeyEvent) -> bool:
        """The host's keys, tried before the table's: F1 help, F9 recall, Ctrl+Shift+D director."""
        key, mods = event.key(), event.modifiers()
        K = Qt.Key
        if self.mode == Mode.ATTRACT:
            return True
        if key == K.Key_F1:
            return self.show_help()
        if self.mode == Mode.RECALL:
            if key in (K.Key_Escape, K.Key_F9):
                self.leave_recall()
                return True
            return False
        if self.trainer.key(event):
            return True
        if key == K.Key_F9:
            return self.open_recall()
        ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        if key == K.Key_D and (mods & ctrl_shift) == ctrl_shift:
            return self.menu("director")
        return bool(features.on_key(self, event))

    def shortcut_list(self) -> list[tuple[str, str]]:
        """The keys for the help page: the player aids' list (the table's keys, F1, M for sound, V for
        the dealer's voice, F11) when they are attached, else the table's own, then the host's keys."""
        betting = [
            ("← → / 1–7", _t("choose a box")), ("↑ ↓", _t("its bet or its side bet")),
            ("+ / −", _t("add or take off the chosen chip")), ("Page Up / Page Down", _t("choose the chip")),
        ]  # fmt: skip
        trainer = [("T", _t("trainer on or off")), ("G", _t("drill the hands missed most"))]
        return [*self.aids.keys(), *betting, *features.shortcuts(), *trainer, ("F9", _t("game recall")),
                ("Ctrl+Shift+D", _t("director"))]  # fmt: skip

    def show_help(self) -> bool:
        """The rules of the table, reachable before any bet."""
        self.aids.show_help(self.session.config)
        return True

    # ------------------------------------------------------------------ director

    def director_menu(self) -> QMenu:
        """The kiosk's director menu: settings, or quit (both behind the PIN)."""
        from .kiosk import TouchMenu

        m: QMenu = TouchMenu(self.view)
        m.addAction(_t("Director's settings…"), self.open_director)
        m.addAction(_t("Quit the kiosk…"), self.quit_kiosk)
        self._menu = m
        return m

    def open_director(self) -> bool:
        """The PIN, then the settings (read-only during a round); applied settings take effect."""
        if self.mode != Mode.TABLE:
            return False
        in_round = self.round_open() or self.controller.busy
        try:
            result = director.open_director(self.settings, self.pin, round_in_progress=in_round, audit=self.audit,
                                            path=self.settings_path, wallet=self.wallet, parent=self.view)  # fmt: skip
        finally:
            self.controller.refresh()  # a balance reset shows at once
        if result is None or in_round:
            return result is not None
        self.apply_settings(result.settings, result.ends_session)
        return True

    def apply_settings(self, new: Settings, ends_session: bool) -> None:
        """Put the director's settings on the table between rounds: a new table configuration gives a
        new journaled session (a new pay table ends the session [FR-LL-3]); the felt is rebuilt so the
        placard, the spots and the limits show the new table."""
        if self.round_open():
            raise CroupierError("settings change only between rounds")
        config = new.validate()
        if not self.books.new_settings(new, config, ends_session):
            return
        self.aids.apply(new)
        if self.kiosk_watch is not None:
            self.kiosk_watch.set_idle(new.kiosk_idle_seconds)
        self.build()

    def quit_kiosk(self, ask: Callable[..., bool] | None = None) -> bool:
        """The only way out of a kiosk: the director's PIN."""
        from . import director_pin

        if not (ask or director_pin.ask_pin)(self.pin, self.view):
            return False
        self.audit("kiosk-quit", {})
        self.view.allow_close = True
        self.view.close()
        return True

    # ------------------------------------------------------------------ recall

    def can_recall(self) -> bool:
        """Recall between rounds only (no stake on the felt, nothing animating)."""
        return self.mode == Mode.TABLE and self.controller.between_rounds()

    def open_recall(self) -> bool:
        """The last ten games on a read-only felt marked RECALL."""
        if self.journal is None:
            self.controller.toast(_t("No journal: nothing to recall"))
            return False
        if not self.can_recall():
            self.controller.toast(_t("Game recall opens between rounds"))
            return False
        try:
            games = self.journal.last_games(10)
        except CroupierError as e:
            self.controller.toast(str(e))
            return False
        if not games:
            self.controller.toast(_t("No game to recall yet"))
            return False
        from .recall import RecallMode

        self.recall = RecallMode(self.journal, games, money=self.money_text, speed=self.controller.animator.speed)
        self.recall.left.connect(self.leave_recall)
        self.mode = Mode.RECALL
        assert self.recall.scene is not None  # the first game is shown on its own felt
        self.view.set_table(self.recall.scene, self.recall)
        self.audit("recall", {"games": [g.round for g in games]})
        return True

    def leave_recall(self) -> None:
        """Back to the live table, exactly as it was."""
        if self.mode != Mode.RECALL:
            return
        self.mode = Mode.TABLE
        self.view.set_table(self.scene, self.controller)
        self.recall = None
        self.controller.refresh()

    # ------------------------------------------------------------------ kiosk

    def can_attract(self) -> bool:
        """The attract mode starts only at an empty table with no dialog open."""
        return (self.mode == Mode.TABLE and self.controller.between_rounds()
                and QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None)  # fmt: skip

    def enter_attract(self) -> None:
        """Demonstration rounds on their own felt (their own session, no journal), labelled DEMO."""
        speed = "normal" if self.controller.animator.speed == "instant" else self.controller.animator.speed
        from .kiosk import Attract

        self.attract = Attract(self.session.config, self.settings.starting_credit, rng=random.Random(),
                               speed=speed, time_scale=self.attract_time_scale)  # fmt: skip
        self.attract.setParent(self)  # it deals no more once its window is gone (its timer goes with it)
        features.decorate_attract(self.attract)  # the help line and self-exclusion notice
        self.mode = Mode.ATTRACT
        self.view.set_table(self.attract.scene, None)
        self.attract.start()

    def leave_attract(self) -> None:
        """A touch: back to the table with fresh demonstration credit (journaled as money in/out)."""
        attract, self.attract = self.attract, None
        if attract is not None:
            attract.stop()
        self.mode = Mode.TABLE
        self.fresh_credit()
        self.view.set_table(self.scene, self.controller)
        self.controller.refresh()
        if attract is not None:
            attract.deleteLater()  # its felt is off the window now

    def fresh_credit(self) -> None:
        """The kiosk player's credit back to the starting credit, through the journal's money in/out."""
        self.books.set_credit(self.settings.starting_credit, "kiosk: fresh demonstration credit")
