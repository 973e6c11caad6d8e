"""The running table: one host ties the felt to the journal, the director, the recall, the kiosk and
the player's aids (sound, help, screen reader, language).

- The session comes from :func:`engine.store.recovery.open_session`: an unfinished round resumes exactly and
  the felt is rebuilt from its journaled events, with a ribbon "Resumed round N". The journal's
  observer commits each action before :meth:`Session.act` returns, so before the felt shows it.
- The journal's balance is authoritative; ``balance.json`` follows it after every round (a
  :class:`engine.store.wallet.JournaledWallet`), and a reset goes through the journal as money in or out.
- The director's menu (button, Ctrl+Shift+D) opens read-only during a round; applied settings
  rebuild the felt, and a new pay table ends the session [FR-LL-3] (a new journaled session).
- Recall (button, F9) between rounds; help (button, F1) at any time; in kiosk mode the window
  only closes through the director's PIN.
- Journal or stop: a journal that cannot be opened (damaged, read-only, locked by another process,
  missing, a broken chain) or that fails to commit an action (disk full) stops the table: a panel
  on the felt says what, where and what to do, the felt takes no input, and the director (behind the
  PIN) may set the journal aside and start a new one. The table never deals unjournaled, and
  ``balance.json`` is never a source of credit once a journal exists or existed.
- Bad files (settings, balance, PIN) were set aside by their loaders; their reasons stay on the felt
  until dismissed, and go to the log. A kiosk without a usable PIN does not start.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPen
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsTextItem, QMenu

from croupier.engine.core import events as ev
from croupier.engine.core.errors import CroupierError
from croupier.engine.core.money import Money
from croupier.engine.core.round import Phase
from croupier.engine.core.safe_json import clip
from croupier.engine.core.session import Session
from croupier.engine.core.table import TableConfig
from croupier.engine.core.view import read_round
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import config_data
from croupier.engine.store.pin import DirectorPin, journal_state, pin_file
from croupier.engine.store.settings import Settings
from croupier.engine.store.wallet import JournaledWallet, Wallet

from . import artwork, director
from .animator import SPEEDS
from .controller import TableController
from .controls import Button
from .items import Ribbon, set_text_scale
from .placard import table_money
from .scene import TableScene
from .table_view import TableView

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class Blocker(QGraphicsRectItem):
    """Covers the felt while the table is stopped: every click on it is swallowed."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class Panel(QGraphicsRectItem):
    """A standing panel of words on the felt (a stopped journal, bad files) with its buttons."""

    def __init__(self, title: str, lines: list[str], colour: str, width: float = 1100.0) -> None:
        super().__init__()
        self.setZValue(900)
        self.setBrush(QBrush(QColor(colour)))
        self.setPen(QPen(QColor("#f1d27a"), 3))
        self.title = title
        self.lines = list(lines)
        text = QGraphicsTextItem(self)
        text.setDefaultTextColor(QColor("#ffffff"))
        f = QFont()
        f.setPointSizeF(15)
        text.setFont(f)
        body = "".join(f"<p>{_html(line)}</p>" for line in self.lines)
        text.setHtml(f"<h2>{_html(title)}</h2>{body}")
        text.setTextWidth(width - 40)
        text.setPos(20, 14)
        self.text = text
        h = text.boundingRect().height() + 96
        self.setRect(QRectF(0, 0, width, h))
        self.buttons: dict[str, Button] = {}

    def add_button(self, name: str, label: str, on_click: Callable[[str], object]) -> Button:
        """A button along the panel's bottom edge, right to left."""
        r = self.rect()
        b = Button(name, label, "", QRectF(0, 0, 230, 52), on_click)
        b.setParentItem(self)
        b.setZValue(1)
        b.setPos(QPointF(r.width() - 250 - 244 * len(self.buttons), r.height() - 68))
        self.buttons[name] = b
        return b

    def words(self) -> str:
        """The panel's text, as a person reads it."""
        return "\n".join([self.title, *self.lines])


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _optional(module: str) -> Any | None:
    """One of the player's aids (sound, help, accessibility, languages), or None when it cannot load."""
    try:
        return __import__(module, fromlist=["_"])
    except Exception:
        return None


class TableHost(QObject):
    """Owns the session, the journal and the felt shown in ``view``; see the module docstring."""

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
        self.settings = settings
        self.settings_path = Path(settings_path) if settings_path is not None else None
        self.data_dir = Path(data_dir)
        self.kiosk = kiosk
        self.rng = rng
        self.warnings: list[str] = list(warnings or [])
        self.mode = "table"  #: "table", "recall" or "attract"
        self.recall: Any = None
        self.attract: Any = None
        self.help_dialog: Any = None
        self.resume_ribbon: Ribbon | None = None
        self.attract_time_scale = 1.0  #: the attract mode's pace (tests quicken it)
        self._quiet = False
        self.stopped: str | None = None  #: why the table does not deal (a journal problem), or None
        self.stop_panel: Panel | None = None
        self.notice: Panel | None = None
        self._blocker: Blocker | None = None
        self.journal = journal if journal is not None else self._open_journal()
        remembered = journal_state(self.journal) if self.journal is not None else None
        self.pin = pin or DirectorPin(pin_file(self.settings_path or self.data_dir / "settings.toml"), audit=self.audit,
                                      kiosk=kiosk, remembered=remembered)  # fmt: skip
        if kiosk and (self.pin.problem or not self.pin.is_set()):
            advice = _t("Set one from the command line: croupier pin set (it reads the PIN from standard input).")
            self._stop(self.pin.problem or _t("This kiosk has no director's PIN, so it does not start."), advice)
        self.wallet = self._wallet()
        self.session = self._open_session(config)
        self._aids(sound)
        self.scene: TableScene
        self.controller: TableController
        self.build()
        self.view.shortcuts = self.on_key
        self.view.kiosk = kiosk
        self.kiosk_watch: Any = None
        if kiosk:
            from .kiosk import Kiosk

            watched = [view, view.viewport()]
            self.kiosk_watch = Kiosk(watched, settings.kiosk_idle_seconds, allowed=self.can_attract,
                                     enter=self.enter_attract, leave=self.leave_attract)  # fmt: skip
            if self.assist is not None:  # a new player starts in the director's language
                self.kiosk_watch.new_player.append(self.assist.new_player)
        if self.journal is not None and self.journal.resumed is not None:
            self.restore_felt()
        problems = [w for w in self.warnings + self.wallet.warnings + self.pin.warnings if w != self.stopped]
        for w in problems:
            log.warning("%s", w)
        if problems:
            self.show_notice(problems)
        if self.stopped is not None:
            self.show_stop()

    # ------------------------------------------------------------------ journal, wallet, session

    def _open_journal(self) -> Journal | None:
        try:
            journal = Journal.in_folder(self.data_dir)
        except CroupierError as e:
            self._stop(str(e), _journal_advice(str(e)))
            return None
        journal.on_stop.append(self.on_journal_stop)
        return journal

    def _stop(self, why: str, advice: str) -> None:
        """Stop the table: it deals no more; the panel says why and what to do."""
        if self.stopped is None:
            log.error("the table stops: %s", why)
        self.stopped = why
        self._advice = advice

    def on_journal_stop(self, why: str) -> None:
        """The journal could not commit an action (it was undone): stop and say so on the felt."""
        self._stop(why, _journal_advice(why))
        if hasattr(self, "controller"):
            self.show_stop()

    def audit(self, kind: str, detail: dict[str, Any]) -> None:
        """Director events to the journal (nothing when there is none)."""
        if self.journal is not None:
            try:
                self.journal.audit(kind, detail)
            except CroupierError as e:
                self.warnings.append(str(e))

    def _wallet(self) -> Wallet:
        credit = self.settings.starting_credit
        if self.journal is None:  # stopped: the file is read (and its problems shown) but never dealt on
            return Wallet(self.data_dir, credit, audit=self.audit)
        return JournaledWallet(
            self.data_dir,
            credit,
            balance=lambda: self.session.balance,
            money=self._money_move,
            round_open=self.round_open,
            audit=self.audit,
        )

    def _money_move(self, direction: str, amount: Money, reason: str) -> None:
        assert self.journal is not None
        self.journal.money(self.session, direction, amount, reason)

    def round_open(self) -> bool:
        """A round has begun (a bet placed) and not finished, by the engine's or the journal's account."""
        r = self.session.round
        journal_open = self.journal is not None and self.journal.round_open
        return r.phase is not Phase.BETTING or bool(r.boxes) or journal_open

    def _open_session(self, config: TableConfig) -> Session:
        """The unfinished round resumed, else a new session on the journal's balance; the file follows."""
        if self.journal is None or self.stopped is not None:
            return Session(config, 0, rng=self.rng)  # never dealt on: the felt takes no input
        from croupier.engine.store.recovery import RecoveryError, open_session

        j = self.journal
        if j.replaces is not None:  # a journal set aside: its last balance, else the starting credit
            seed = j.replaces.get("balance")
            credit = seed if isinstance(seed, int) else self.settings.starting_credit
        else:  # the file seeds only the first journal this data folder ever had
            credit = self.wallet.balance
        try:
            session = open_session(j, config, credit, rng=self.rng)
        except (RecoveryError, CroupierError) as e:
            self._stop(str(e), _journal_advice(str(e)))
            return Session(config, 0, rng=self.rng)
        self.session = session
        try:
            assert isinstance(self.wallet, JournaledWallet)
            self.wallet.follow()
        except CroupierError as e:
            self.warnings.append(str(e))
        return session

    # ------------------------------------------------------------------ stopped table and problems

    def show_stop(self) -> None:
        """The stopped table on the felt: a cover that takes no input and the panel saying what,
        where and what to do, with the director's way out (a new journal) or, for a kiosk without a
        PIN, a way to close the window."""
        if self.stopped is None:
            return
        self._remove(self.stop_panel)
        self._remove(self._blocker)
        sc = self.scene
        blocker = Blocker(sc.sceneRect())
        blocker.setZValue(850)
        blocker.setBrush(QBrush(QColor(0, 0, 0, 110)))
        blocker.setPen(QPen(Qt.PenStyle.NoPen))
        sc.addItem(blocker)
        panel = Panel(_t("THE TABLE DOES NOT DEAL"), [clip(self.stopped, 400), self._advice], "#6e0a11")
        if self.kiosk and (self.pin.problem or not self.pin.is_set()):
            panel.add_button("stop_quit", _t("CLOSE"), lambda _n: self.close_stopped())
            self.view.allow_close = True
        elif "another Croupier" in self.stopped:  # never set aside a journal another table is writing
            pass
        else:
            panel.add_button("stop_new_journal", _t("NEW JOURNAL"), lambda _n: self.start_new_journal())
        top = 260.0
        if self.notice is not None and self.notice.scene() is sc:  # below the problems panel, both readable
            top = max(top, self.notice.pos().y() + self.notice.rect().height() + 16)
        panel.setPos(QPointF(sc.sceneRect().center().x() - panel.rect().width() / 2, top))
        sc.addItem(panel)
        self.stop_panel, self._blocker = panel, blocker
        self.view.controller = None  # no key reaches the felt
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                self.announcer.say(panel.words())

    def close_stopped(self) -> bool:
        """Close a stopped kiosk (it never started)."""
        self.view.allow_close = True
        self.view.close()
        return True

    def start_new_journal(self, ask: Callable[..., bool] | None = None) -> bool:
        """Behind the director's PIN: set the journal aside (``journal.sqlite3.bad``) and start a new
        one whose first rows name the old file, its head and the reason; play goes on with the old
        journal's last balance (before an unfinished round), else the starting credit."""
        from . import director

        if not (ask or director.ask_pin)(self.pin, self.view):
            return False
        reason = self.stopped or "set aside by the director"
        if self.journal is not None:
            try:
                self.journal.close()
            except CroupierError as e:
                log.warning("closing the old journal: %s", e)
            self.journal = None
        try:
            journal = Journal.start_new(self.data_dir, reason)
        except (CroupierError, OSError) as e:
            self._stop(str(e), _journal_advice(str(e)))
            self.show_stop()
            return False
        journal.on_stop.append(self.on_journal_stop)
        self.journal, self.stopped = journal, None
        log.warning("the director set the journal aside (%s) and started a new one", reason)
        config = self.session.config
        self.wallet = self._wallet()
        self.session = self._open_session(config)
        self._remove(self.stop_panel)
        self._remove(self._blocker)
        self.stop_panel = self._blocker = None
        self.build()
        return True

    def show_notice(self, problems: list[str]) -> None:
        """The problems found in the files at start (each set aside as ….bad), until dismissed."""
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
    def _remove(item: Any) -> None:
        if item is not None and item.scene() is not None:
            item.scene().removeItem(item)

    # ------------------------------------------------------------------ the player's aids

    def _aids(self, sound: bool) -> None:
        """The issue's player aids: gui.a11y's TableAssist (language, sound, voice, announcements, help,
        high contrast) when it loads, else each piece alone; none of them is required."""
        self.assist: Any = None
        self.sound: Any = None
        self.announcer: Any = None
        self.languages: Any = None
        self._sound_wanted = sound
        self.i18n = _optional("croupier.gui.i18n")
        a11y = _optional("croupier.gui.a11y")
        if sound and a11y is not None and hasattr(a11y, "TableAssist"):
            return  # attached to the first controller in :meth:`build`
        if self.i18n is not None:
            with contextlib.suppress(Exception):
                self.languages = self.i18n.Languages(self)
                self.languages.set_language(self.settings.language)
        snd = _optional("croupier.gui.sound") if sound else None
        if snd is not None:
            with contextlib.suppress(Exception):
                self.sound = snd.SoundBoard(self, volume=self.settings.volume / 100, muted=self.settings.mute)
        if a11y is not None:
            with contextlib.suppress(Exception):
                self.announcer = a11y.Announcer(self.session.config, self.view, self)
                a11y.set_high_contrast(QApplication.instance(), self.settings.high_contrast)

    def _attach_assist(self, controller: TableController) -> None:
        """Hand a new controller to the TableAssist (created with the first one)."""
        a11y = _optional("croupier.gui.a11y") if self._sound_wanted else None
        if a11y is None or not hasattr(a11y, "TableAssist"):
            controller.animator.shown.connect(self._shown)
            return
        try:
            if self.assist is None:
                self.assist = a11y.TableAssist(self.view, controller, self.settings)
                self.assist.shortcuts = self.shortcut_list  # F1's page lists the host's keys too
                self.sound, self.announcer = self.assist.sound, self.assist.announcer
                self.languages = self.assist.languages
            else:
                self.assist.attach(controller)
        except Exception as e:
            self.warnings.append(f"player aids unavailable: {e}")
            controller.animator.shown.connect(self._shown)

    def money_text(self, config: TableConfig, amount: Money) -> str:
        """An amount in the language's way in the table's country, as the placard writes it."""
        return table_money(config, amount)

    def _shown(self, e: object) -> None:
        """Each event as the felt shows it: its sound and its sentence for screen readers."""
        if self._quiet:
            return
        if self.sound is not None:
            with contextlib.suppress(Exception):
                self.sound.play_event(e)
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                self.announcer.feed(e)

    # ------------------------------------------------------------------ the felt

    def _apply_deck(self) -> None:
        """The director's four-colour deck and high contrast, on every card the felt paints."""
        deck = getattr(self.assist, "deck", None)
        if deck is not None and hasattr(deck, "card_kwargs"):
            artwork.set_deck(**deck.card_kwargs())
        else:
            artwork.set_deck(self.settings.four_colour, self.settings.high_contrast)

    def build(self) -> None:
        """A fresh felt for the session (at start, and when the director changed the table)."""
        self._apply_deck()
        a11y = _optional("croupier.gui.a11y")
        if a11y is not None and hasattr(a11y, "text_scale"):
            with contextlib.suppress(Exception):
                set_text_scale(a11y.text_scale())  # a larger system font: larger labels on the felt
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
        director.carry_over(old, controller, self.settings)  # speed, discard tray, last win, hints
        if getattr(self, "trainer", None) is None:
            from .trainer import TrainerService

            self.trainer = TrainerService(self)
        self.trainer.attach(controller)
        self._attach_assist(controller)
        if self.assist is None and self.announcer is not None:
            with contextlib.suppress(Exception):
                self.announcer.set_config(self.session.config)
        extras = _optional("croupier.gui.features")  # STATS, LIMITS, the session clock and the deal gate
        if extras is not None:
            extras.attach(self)
        if self.mode == "table":
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
        items = (("help", _t("HELP"), "F1"), ("recall", _t("RECALL"), "F9"),
                 ("director", _t("DIRECTOR"), "Ctrl+Shift+D"))  # fmt: skip
        for i, (name, label, key) in enumerate(items):
            b = Button(name, label, key, QRectF(0, 0, w, h), self.menu)
            b.setPos(QPointF(1212 + i * (w + 8), 12))
            scene.addItem(b)
            scene.buttons[f"menu_{name}"] = b

    def _round_end(self) -> None:
        """After each round: the balance file follows the journal; the resume ribbon goes."""
        if isinstance(self.wallet, JournaledWallet):
            self.wallet.follow()
        else:
            self.wallet.set(self.session.balance or 0)
        if self.resume_ribbon is not None and self.resume_ribbon.scene() is not None:
            self.resume_ribbon.scene().removeItem(self.resume_ribbon)
        self.resume_ribbon = None

    def restore_felt(self) -> None:
        """A resumed round: its journaled events played at once onto the felt (same cards, bets and
        box to act) and a ribbon saying so."""
        assert self.journal is not None and self.journal.resumed is not None
        n = self.journal.resumed
        events = [e for step in read_round(r.data for r in self.journal.round_rows(n)[1:]) for e in step]
        c, sc = self.controller, self.scene
        sc.sync_bets({b.n: (b.bet, b.side) for b in self.session.round.order})
        saved = c.animator.speed
        c.animator.speed = "instant"
        self._quiet = True
        muted = self.sound is not None and bool(self.sound.is_muted())
        if self.sound is not None:
            self.sound.set_muted(True)  # the replay is silent; the announcer still follows the cards
        try:
            c.animator.play(e for e in events if not (isinstance(e, ev.Bet) and e.kind in ("main", "side")))
        finally:
            self._quiet = False
            c.animator.speed = saved
            if self.sound is not None:
                self.sound.set_muted(muted)
        text = _t("Resumed round %1").replace("%1", str(n))
        self.resume_ribbon = Ribbon(text, _t("The round goes on exactly where it stopped"), width=560, size=34,
                                    style="blue")  # fmt: skip
        self.resume_ribbon.setPos(QPointF(960, 118 if not self.session.round.dealer.cards else 330))
        sc.addItem(self.resume_ribbon)
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                self.announcer.say(text)
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
        if self.mode == "attract":
            return True
        if key == K.Key_F1:
            return self.show_help()
        if self.mode == "recall":
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
        extras = _optional("croupier.gui.features")
        return extras is not None and bool(extras.on_key(self, event))

    def shortcut_list(self) -> list[tuple[str, str]]:
        """The keys for the help page: the player aids' list (the table's keys, F1, M for sound, V for
        the dealer's voice, F11) when they are attached, else the table's own, then the host's keys."""
        a11y = _optional("croupier.gui.a11y") if self.assist is not None else None
        if a11y is not None and hasattr(a11y, "keyboard_help"):
            keys = list(a11y.keyboard_help())
        else:
            keys = [
                ("Enter / Space", _t("deal")), ("H", _t("hit")), ("S", _t("stand")), ("D", _t("double")),
                ("P", _t("split")), ("R", _t("surrender")), ("I / N", _t("insurance: take / decline")),
                ("C", _t("clear the bets")), ("A", _t("repeat the last bets")), ("X", _t("repeat them doubled")),
                ("F1", _t("help")), ("F11", QCoreApplication.translate("Help", "Full screen")),
            ]  # fmt: skip
        betting = [
            ("← → / 1–7", _t("choose a box")), ("↑ ↓", _t("its bet or its side bet")),
            ("+ / −", _t("add or take off the chosen chip")), ("Page Up / Page Down", _t("choose the chip")),
        ]  # fmt: skip
        extras = _optional("croupier.gui.features")
        more = list(extras.shortcuts()) if extras is not None else []
        trainer = [("T", _t("trainer on or off")), ("G", _t("drill the hands missed most"))]
        return [*keys, *betting, *more, *trainer, ("F9", _t("game recall")), ("Ctrl+Shift+D", _t("director"))]

    def show_help(self) -> bool:
        """The rules of the table (gui.help), reachable before any bet."""
        if self.assist is not None:
            with contextlib.suppress(Exception):
                self.assist.show_help()
                self.help_dialog = self.assist._help
                return True
        helpmod = _optional("croupier.gui.help")
        if helpmod is None:
            return False
        try:
            self.help_dialog = helpmod.show_help(self.session.config, self.view, self.shortcut_list)
        except Exception as e:
            self.controller.toast(str(e))
            return False
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
        from . import director

        if self.mode != "table":
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
        old = self.session
        if ends_session or config_data(config) != config_data(old.config):
            shoe = old.shoe if not ends_session and config.rules == old.config.rules else None
            session = Session(config, old.balance, rng=self.rng, shoe=shoe)
            if self.journal is not None:
                try:
                    self.journal.attach(session)
                except CroupierError as e:  # the new session cannot be journaled: the table stops
                    self.on_journal_stop(str(e))
                    return
            self.session = session
        self.settings = new
        self.wallet.starting_credit = new.starting_credit
        if self.assist is not None:
            with contextlib.suppress(Exception):
                self.assist.apply(new)
        elif self.languages is not None:
            with contextlib.suppress(Exception):
                self.languages.set_language(new.language)
        if self.assist is None and self.sound is not None:
            with contextlib.suppress(Exception):
                self.sound.set_volume(new.volume / 100)
                self.sound.set_muted(new.mute)
        a11y = _optional("croupier.gui.a11y")
        if a11y is not None:
            with contextlib.suppress(Exception):
                a11y.set_high_contrast(QApplication.instance(), new.high_contrast)
        if self.kiosk_watch is not None:
            self.kiosk_watch.set_idle(new.kiosk_idle_seconds)
        self.build()

    def quit_kiosk(self, ask: Callable[..., bool] | None = None) -> bool:
        """The only way out of a kiosk: the director's PIN."""
        from . import director

        if not (ask or director.ask_pin)(self.pin, self.view):
            return False
        self.audit("kiosk-quit", {})
        self.view.allow_close = True
        self.view.close()
        return True

    # ------------------------------------------------------------------ recall

    def can_recall(self) -> bool:
        """Recall between rounds only (no stake on the felt, nothing animating)."""
        r = self.session.round
        return self.mode == "table" and r.phase is Phase.BETTING and not r.boxes and not self.controller.busy

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
        self.mode = "recall"
        self.view.set_table(self.recall.scene, self.recall)
        self.audit("recall", {"games": [g.round for g in games]})
        return True

    def leave_recall(self) -> None:
        """Back to the live table, exactly as it was."""
        if self.mode != "recall":
            return
        self.mode = "table"
        self.view.set_table(self.scene, self.controller)
        self.recall = None
        self.controller.refresh()

    # ------------------------------------------------------------------ kiosk

    def can_attract(self) -> bool:
        """The attract mode starts only at an empty table with no dialog open."""
        r = self.session.round
        return (self.mode == "table" and r.phase is Phase.BETTING and not r.boxes and not self.controller.busy
                and QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None)  # fmt: skip

    def enter_attract(self) -> None:
        """Demonstration rounds on their own felt (their own session, no journal), labelled DEMO."""
        from .kiosk import Attract

        speed = "normal" if self.controller.animator.speed == "instant" else self.controller.animator.speed
        self.attract = Attract(self.session.config, self.settings.starting_credit, rng=random.Random(),
                               speed=speed, time_scale=self.attract_time_scale)  # fmt: skip
        extras = _optional("croupier.gui.features")  # the help line and self-exclusion notice
        if extras is not None:
            extras.decorate_attract(self.attract)
        self.mode = "attract"
        self.view.set_table(self.attract.scene, None)
        self.attract.start()

    def leave_attract(self) -> None:
        """A touch: back to the table with fresh demonstration credit (journaled as money in/out)."""
        if self.attract is not None:
            self.attract.stop()
        self.attract = None
        self.mode = "table"
        self.fresh_credit()
        self.view.set_table(self.scene, self.controller)
        self.controller.refresh()

    def fresh_credit(self) -> None:
        """The kiosk player's credit back to the starting credit, through the journal's money in/out."""
        target = self.settings.starting_credit
        bal = self.session.balance
        if bal is None or bal == target or self.round_open():
            return
        if self.journal is not None:
            direction = "in" if target > bal else "out"
            try:
                self.journal.money(self.session, direction, abs(target - bal), "kiosk: fresh demonstration credit")
            except CroupierError as e:
                self.on_journal_stop(str(e))
                return
        else:
            assert self.session.balances is not None
            self.session.balances[next(iter(self.session.balances))] = target
        if isinstance(self.wallet, JournaledWallet):
            self.wallet.follow()
        else:
            self.wallet.set(target)


def _journal_advice(why: str) -> str:
    """What to do about a journal problem, in words."""
    if "disk full" in why:
        return _t("Free some space on the disk, then start the table again.")
    if "another Croupier" in why:
        return _t("Close the other table that uses this data folder, then start this one again.")
    if "read-only" in why:
        return _t("Check the data folder's permissions or medium, then start the table again.")
    if "missing" in why:
        return _t("The director may start a new journal (NEW JOURNAL): play starts on the starting credit.")
    return _t(
        "The director may set the journal aside (it is kept as journal.sqlite3.bad) and start a new one "
        "(NEW JOURNAL); croupier audit names the first bad row."
    )
