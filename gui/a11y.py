"""Accessibility: spoken-word announcements of the round, high-contrast and four-colour options, text scale.

:class:`Announcer` turns the engine's events (the same list the table animates) into short sentences
in the table's language: cards dealt with the hand's total, decisions, the dealer's announcements
[FR-LL-5] and the results. Each sentence goes to screen readers (an accessible announcement on the
table's view, and its accessible description) and, for the dealer's words, to the optional voice.
:class:`TableAssist` attaches languages, sound, the voice, the announcements and the help to a table.
The high-contrast and four-colour options, the focus ring and the text scale live in
:mod:`gui.legibility` and are offered here too.
"""

from __future__ import annotations

import contextlib
import sys
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

from croupier.engine.core import events as ev
from croupier.engine.core.cards import Card
from croupier.engine.core.table import TableConfig
from croupier.engine.core.view import DealerView, HandView, RoundView
from croupier.engine.store.settings_data import Settings

from . import hyper_field
from .hyper_names import case_name
from .i18n import format_money, outcome_label, table_locale, table_title
from .legibility import DeckStyle, high_contrast_active, set_high_contrast

_RANKS = {
    "A": QT_TRANSLATE_NOOP("Card", "ace"),
    "2": QT_TRANSLATE_NOOP("Card", "two"),
    "3": QT_TRANSLATE_NOOP("Card", "three"),
    "4": QT_TRANSLATE_NOOP("Card", "four"),
    "5": QT_TRANSLATE_NOOP("Card", "five"),
    "6": QT_TRANSLATE_NOOP("Card", "six"),
    "7": QT_TRANSLATE_NOOP("Card", "seven"),
    "8": QT_TRANSLATE_NOOP("Card", "eight"),
    "9": QT_TRANSLATE_NOOP("Card", "nine"),
    "T": QT_TRANSLATE_NOOP("Card", "ten"),
    "J": QT_TRANSLATE_NOOP("Card", "jack"),
    "Q": QT_TRANSLATE_NOOP("Card", "queen"),
    "K": QT_TRANSLATE_NOOP("Card", "king"),
}
_SUITS = {
    "S": QT_TRANSLATE_NOOP("Card", "spades"),
    "H": QT_TRANSLATE_NOOP("Card", "hearts"),
    "D": QT_TRANSLATE_NOOP("Card", "diamonds"),
    "C": QT_TRANSLATE_NOOP("Card", "clubs"),
}


def _a(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Announce", text, None, n)


def card_name(card: Card) -> str:
    """``QH`` → "queen of hearts" in the current language."""
    tr = QCoreApplication.translate
    return (
        tr("Card", "%1 of %2")
        .replace("%1", tr("Card", str(_RANKS[card.rank])))
        .replace("%2", tr("Card", str(_SUITS[card.suit])))
    )


def total_words(hand: HandView | DealerView) -> str:
    """A hand's total as players say it: "blackjack", "soft 17", "bust, 24", "20" (the dealer's, of the
    cards face up)."""
    if isinstance(hand, DealerView):
        blackjack = not hand.hole and len(hand.cards) == 2 and hand.total == 21
    else:
        blackjack = hand.blackjack
    if blackjack:
        return _a("blackjack")
    if hand.total > 21:
        return _a("bust, %1").replace("%1", str(hand.total))
    if hand.soft and hand.total < 21:
        return _a("soft %1").replace("%1", str(hand.total))
    return str(hand.total)


class Announcer(QObject):
    """Reads the round aloud for screen readers, one sentence per event worth hearing.

    Feed it every event the table plays (:meth:`feed`); the totals and hands it names are read from the
    round's projection (:class:`engine.core.view.RoundView`): the felt's own, when :meth:`feed` is given
    it with the event (the table: the felt has folded the event when it is said), else one it folds
    from what it is fed.
    ``announced(text, dealer)`` is emitted for each sentence; ``dealer`` marks the dealer's own words
    (his cards, the bonus count [FR-LL-5], blackjack), which a voice may speak aloud.
    """

    announced = Signal(str, bool)

    def __init__(self, config: TableConfig, target: QWidget | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._config = config
        self._target = target
        self._own = RoundView()
        self._view = self._own  #: the projection the last event was said from
        self.history: list[str] = []
        self.names: dict[int, str] = {}  #: box → the computer player seated there, named in each sentence

    def set_config(self, config: TableConfig) -> None:
        """A new table (the director changed it)."""
        self._config = config

    def set_target(self, widget: QWidget | None) -> None:
        """The widget whose accessible description carries the last sentence (the table's view)."""
        self._target = widget

    def reset(self) -> None:
        """Forget the cards on the table (a new round, or a replay from the start)."""
        self._own = self._view = RoundView()

    @property
    def view(self) -> RoundView:
        """The round as it is being said."""
        return self._view

    def hand(self, box: int, hand: int = 0) -> HandView | DealerView | None:
        """A hand of ``box`` (0 = the dealer) as the projection has it, numbered as in the events."""
        v = self.view
        if box == 0:
            return v.dealer if v.dealer.cards else None
        b = v.boxes.get(box)
        i = max(0, hand - 1)
        return b.hands[i] if b is not None and i < len(b.hands) else None

    def _money(self, amount: int) -> str:
        return format_money(amount, self._config.currency, table_locale(self._config.profile))

    def _who(self, box: int, hand: int = 0) -> str:
        if box == 0:
            return _a("Dealer")
        b = self.view.boxes.get(box)
        if hand and b is not None and b.split:
            return _a("Box %1, hand %2").replace("%1", str(box)).replace("%2", str(hand))
        return _a("Box %1").replace("%1", str(box))

    def describe(self, e: ev.Event) -> tuple[str, bool] | None:
        """The sentence for one event, and whether it is the dealer's; None for events not worth a word.

        Call once the projection holds the event (:meth:`feed` does both), so totals include its card.
        """
        if isinstance(e, ev.Dealt):
            if e.hole:
                return _a("The dealer takes a hole card."), True
            h = self.hand(e.box, e.hand)
            total = total_words(h) if h is not None else ""
            text = _a("%1: %2, total %3.").replace("%1", self._who(e.box, e.hand))
            return text.replace("%2", card_name(e.card)).replace("%3", total), e.box == 0
        if isinstance(e, ev.Reveal):
            h = self.hand(0)
            total = total_words(h) if h is not None else ""
            text = _a("The dealer turns %1, total %2.").replace("%1", card_name(e.card))
            return text.replace("%2", total), True
        if isinstance(e, ev.Announce):
            if e.bonuses == 0:
                return _a("No bonus in play."), True
            return _a("%n bonus(es) in play.", e.bonuses), True
        if isinstance(e, ev.Peek):
            return (_a("The dealer has blackjack.") if e.blackjack else _a("The dealer checks: no blackjack.")), True
        if isinstance(e, ev.Shuffle):
            return _a("The dealer shuffles the cards."), True
        if isinstance(e, ev.Burn):
            return _a("%n card(s) burnt.", e.cards), True
        if isinstance(e, ev.Action):
            return self._action(e), False
        if isinstance(e, ev.Bet):
            return self._bet(e), False
        return self._settlement(e)

    def _action(self, e: ev.Action) -> str:
        b = self.view.boxes.get(e.box)
        first_split = e.action is ev.Decision.SPLIT and b is not None and len(b.hands) == 2  # its own hand split
        who = self._who(e.box, 0 if first_split else e.hand)
        words = {
            "hit": _a("%1 draws."),
            "stand": _a("%1 stands."),
            "double": _a("%1 doubles."),
            "split": _a("%1 splits."),
            "surrender": _a("%1 surrenders."),
            "insure": _a("%1 takes insurance."),
            "decline": _a("%1 declines insurance."),
        }
        return words.get(e.action, "%1").replace("%1", who)

    def _bet(self, e: ev.Bet) -> str:
        if e.kind == "hyper":  # [FR-HBJ-4]
            text = _a("Box %1: hyper black jack %2 on %3.").replace("%1", str(e.box))
            return text.replace("%2", self._money(e.amount)).replace("%3", case_name(e.case))
        words = {
            "main": _a("Box %1 bets %2."),
            "side": _a("Box %1: side bet %2."),
            "insurance": _a("Box %1: insurance %2."),
            "double": _a("Box %1 adds %2 to double."),
            "split": _a("Box %1 adds %2 to split."),
        }
        return words.get(e.kind, "%1 %2").replace("%1", str(e.box)).replace("%2", self._money(e.amount))

    def _settlement(self, e: ev.Event) -> tuple[str, bool] | None:
        m = self._money
        if isinstance(e, ev.SideCollect):
            return _a("Box %1 loses the side bet.").replace("%1", str(e.box)), False
        if isinstance(e, ev.SidePay):
            label = outcome_label(e.outcome, self._config.side.game)
            text = _a("Box %1 wins the side bet, %2: paid %3.").replace("%1", str(e.box))
            return text.replace("%2", label).replace("%3", m(e.amount)), False
        if isinstance(e, ev.SideHold):
            return _a("Box %1: pair of queens of hearts, held until the dealer's second card.").replace(
                "%1", str(e.box)
            ), True
        if isinstance(e, ev.HyperCollect):  # [FR-HBJ-6]
            text = _a("Box %1 loses the hyper black jack bet on %2.").replace("%1", str(e.box))
            return text.replace("%2", case_name(e.case)), False
        if isinstance(e, ev.HyperPay):
            text = _a("Box %1 wins the hyper black jack bet on %2: paid %3.").replace("%1", str(e.box))
            return text.replace("%2", case_name(e.case)).replace("%3", m(e.amount)), False
        if isinstance(e, ev.InsuranceCollect):
            return _a("Box %1 loses the insurance.").replace("%1", str(e.box)), False
        if isinstance(e, ev.InsurancePay):
            return _a("Box %1: insurance paid %2.").replace("%1", str(e.box)).replace("%2", m(e.amount)), False
        if isinstance(e, ev.MainCollect):
            return _a("%1 loses %2.").replace("%1", self._who(e.box, e.hand)).replace("%2", m(e.amount)), False
        if isinstance(e, ev.MainPay):
            return _a("%1 wins %2.").replace("%1", self._who(e.box, e.hand)).replace("%2", m(e.amount)), False
        if isinstance(e, ev.MainPush):
            return _a("%1: push, the bet stays.").replace("%1", self._who(e.box, e.hand)), False
        if isinstance(e, ev.MainReturn):
            return _a("%1: %2 returned.").replace("%1", self._who(e.box, e.hand)).replace("%2", m(e.amount)), False
        return None  # clear: the cards leave the table silently

    def feed(self, e: ev.Event, felt: RoundView | None = None) -> str | None:
        """Announce one event; returns the sentence (None when there is nothing to say). ``felt`` is the
        felt's projection, which already holds the event (the table); without it the announcer folds
        the event into a projection of its own."""
        if felt is None:
            self._own.fold(e)
        self._view = self._own if felt is None else felt
        said = self.describe(e)
        if isinstance(e, ev.Clear) and e.box == 0:
            self.reset()
        if said is None:
            return None
        text, dealer = said
        name = self.names.get(getattr(e, "box", 0))
        if name:
            text = _a("%1, computer player: %2").replace("%1", name).replace("%2", text)
        self.say(text, dealer=dealer)
        return text

    def say(self, text: str, *, dealer: bool = False) -> None:
        """Announce any sentence (the table's own: "Place your bets", a refused bet's reason)."""
        self.history.append(text)
        del self.history[:-200]
        target = self._target
        if target is not None:
            target.setAccessibleDescription(text)
            # without an accessibility bridge (no screen reader running) Qt drops the event
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(target, text))
        self.announced.emit(text, dealer)


# --- one object that attaches languages, sound, voice, announcements and help to a table -----------

_KEY_HELP = {
    "hit": QT_TRANSLATE_NOOP("Help", "Hit: one more card"),
    "stand": QT_TRANSLATE_NOOP("Help", "Stand"),
    "double": QT_TRANSLATE_NOOP("Help", "Double the bet for one card"),
    "split": QT_TRANSLATE_NOOP("Help", "Split a pair"),
    "surrender": QT_TRANSLATE_NOOP("Help", "Surrender half the bet"),
    "clear": QT_TRANSLATE_NOOP("Help", "Take the bets back"),
    "repeat": QT_TRANSLATE_NOOP("Help", "Repeat the last bets"),
    "double_bets": QT_TRANSLATE_NOOP("Help", "Repeat the last bets, doubled"),
    "deal": QT_TRANSLATE_NOOP("Help", "Deal"),
}


def keyboard_help() -> list[tuple[str, str]]:
    """The table's keys and what they do, in the current language, read from the controller's keys."""
    from . import controller as ctl

    tr = QCoreApplication.translate
    keys = {**ctl.PLAY_KEYS, **ctl.BET_KEYS}
    out = [(str(k), tr("Help", str(_KEY_HELP[n]))) for n, k in keys.items() if n in _KEY_HELP]
    out += [
        ("I / N", tr("Help", "Take or decline insurance")),
        ("F1", tr("Help", "Rules of the table")),
        ("M", tr("Help", "Sound on or off")),
        ("V", tr("Help", "The dealer's voice on or off")),
        ("L", tr("Help", "Your language, for this session")),
        ("F11", tr("Help", "Full screen")),
    ]
    return out


def after_first_frame(view: QWidget, context: QObject, slot: Callable[[], object]) -> None:
    """Call ``slot`` once the event loop is free after ``view``'s first painted frame (a
    :class:`gui.table_view.TableView` says when through ``painted``); at once if it painted already
    or cannot say. Nothing is called once ``context`` is gone."""
    from PySide6.QtCore import QTimer

    painted = getattr(view, "painted", None)
    if painted is not None and not getattr(view, "_painted", True):
        painted.connect(lambda: QTimer.singleShot(0, context, slot))
    else:
        QTimer.singleShot(0, context, slot)


class TableAssist(QObject):
    """Languages, sound, the dealer's voice, screen-reader announcements and the help, for one table.

    ``TableAssist(view, controller, settings)`` connects everything to the controller's animator
    (each event shown → its sound and its sentence), adds F1 (help) and M (mute) to the view, and
    :meth:`apply` takes the director's settings (language, volume, mute, high contrast, four colours) at
    any time; V turns the dealer's voice on or off.
    """

    def __init__(self, view: QWidget, controller: Any, settings: Settings | None = None) -> None:
        from PySide6.QtGui import QKeySequence, QShortcut

        from .i18n import Languages
        from .sound import SoundBoard
        from .speech import Speaker

        super().__init__(view)
        self.view = view
        self.controller: Any = None
        self.languages = Languages(self)
        self.sound = SoundBoard(self)
        self.speaker = Speaker(self)
        self.announcer = Announcer(controller.session.config, view, self)
        self.announcer.announced.connect(self._speak)
        self.languages.languageChanged.connect(self._language_changed)
        self.deck = DeckStyle()
        #: the (key, what it does) pairs the help lists; a host with more keys puts its own list here
        self.shortcuts: Callable[[], list[tuple[str, str]]] = keyboard_help
        self._help: QWidget | None = None
        self.director_language = "en"  #: the director's language: the default of every player's session
        self.player_language: str | None = None  #: the language this player chose on the felt, if any
        keys = ((Qt.Key.Key_F1, self.show_help), (Qt.Key.Key_M, self.toggle_mute), (Qt.Key.Key_V, self.toggle_voice),
                (Qt.Key.Key_L, self.next_language))  # fmt: skip
        for key, slot in keys:
            sc = QShortcut(QKeySequence(key), view)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(slot)
        self.attach(controller)
        if settings is not None:
            self.apply(settings)
        after_first_frame(view, self, self.start_media)

    def start_media(self) -> None:
        """After the table's first frame: the audio device and the speech engine are opened (until
        then a sound or a sentence asked for opens them itself), so the first frame never waits."""
        self.sound.open()
        self.speaker.open()

    def attach(self, controller: Any) -> None:
        """Follow another controller (a new session after the director's changes)."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.controller.animator.shown.disconnect(self._shown)
                self.controller.refused.disconnect(self.announcer.say)
        self.controller = controller
        controller.animator.shown.connect(self._shown)
        controller.refused.connect(self.announcer.say)
        controller.refused.connect(self._contrast)
        self.announcer.set_config(controller.session.config)
        self.announcer.reset()
        self._name_view()
        self._language_button(controller)
        self._contrast()  # after the LANGUAGE button: a felt rebuilt in high contrast dresses it too

    def _name_view(self) -> None:
        """The view's accessible name: the game dealt at this table, in the current language."""
        self.view.setAccessibleName(table_title(self.controller.session.config))

    def _contrast(self, *_: object) -> None:
        """The felt in black, white and yellow when high contrast is on (new pieces too)."""
        if self.controller is not None and (self.deck.high_contrast or high_contrast_active()):
            from . import contrast  # here: a felt in its own colours never imports it

            contrast.apply(self.controller.scene, self.deck.high_contrast)

    def _shown(self, event: ev.Event) -> None:
        self.sound.play_event(event)
        self.announcer.feed(event, self.controller.scene.state.view if self.controller is not None else None)
        if self.deck.high_contrast:
            self._contrast()

    def _speak(self, text: str, dealer: bool) -> None:
        if dealer:
            self.speaker.say(text)

    def _language_changed(self, _language: str) -> None:
        self.speaker.set_language(self.languages.locale())  # the help window retranslates itself
        if self.controller is not None:
            self._name_view()
            self._label_language_button()
            self.controller.retranslate()  # the amounts, the buttons' labels and the read-outs in it

    # ------------------------------------------------------------------ the player's language

    def _language_button(self, controller: Any) -> None:
        """A LANGUAGE button on the felt, under the menu (kiosk included): the player's own language for
        this session; the director's stays the default."""
        from PySide6.QtCore import QPointF
        from PySide6.QtCore import QRectF as _R

        from .controls import Button

        sc = controller.scene
        speed = sc.buttons.get("speed")
        if speed is None or "language" in sc.buttons:
            return
        me = weakref.ref(self)  # the felt's button must not hold the assist (and its view) strongly

        def clicked(_name: str) -> None:
            assist = me()
            if assist is not None:
                assist.next_language()

        b = Button("language", "", "L", _R(0, 0, 250, 52), clicked)

        felt, button = weakref.ref(sc), weakref.ref(b)  # the felt's signal must not hold them strongly

        def place() -> None:  # again whenever the felt's geometry changes
            sc, b = felt(), button()
            if sc is None or b is None:
                return
            # a fourth row under the host's menu (HELP…, STATS…, TRAINER…), clear of the decisions
            anchor = sc.buttons.get("menu_help")
            x, y = (anchor.x(), anchor.y() + 3 * (anchor.face.height() + 8)) if anchor is not None else (1212.0, 192.0)
            if sc.config.hyper.offered:  # that row may lie over hyper black jack's field [FR-HBJ-1]
                at = hyper_field.language_button_pos(sc, b.face.height(), QPointF(x, y), b.face.width())
                x, y = at.x(), at.y()
            b.setPos(QPointF(x, y))

        place()
        sc.geometry_changed.connect(place)
        sc.addItem(b)
        sc.buttons["language"] = b
        self._label_language_button()

    def _label_language_button(self) -> None:
        from .i18n import LANGUAGES

        b = self.controller.scene.buttons.get("language") if self.controller is not None else None
        if b is None:
            return
        name = LANGUAGES.get(self.languages.language(), self.languages.language())
        b.label = QCoreApplication.translate("Table", "LANGUAGE: %1").replace("%1", name.upper())
        b.update()

    def next_language(self) -> str:
        """L or the LANGUAGE button: the next language this table has, for this player only (the
        settings file is not touched)."""
        langs = self.languages.available()
        now = self.languages.language()
        nxt = langs[(langs.index(now) + 1) % len(langs)] if now in langs else langs[0]
        self.player_language = nxt
        self.languages.set_language(nxt)
        return nxt

    def new_player(self) -> None:
        """A new player (the kiosk's attract mode began): back to the director's language."""
        self.player_language = None
        if self.languages.language() != self.director_language:
            self.languages.set_language(self.director_language)

    def apply(self, settings: Settings) -> None:
        """The director's choices: language, sound volume (0–100) and mute, high contrast, four colours.
        A language the player chose on the felt stays for the session unless the director changed his."""
        language = settings.language
        if language != self.director_language:
            self.player_language = None  # the director changed the table's language: it applies
        self.director_language = language
        self.languages.set_language(self.player_language or language)
        self.sound.set_volume(settings.volume / 100)
        self.sound.set_muted(settings.mute)
        self.speaker.set_volume(settings.volume / 100)  # the voice is the player's choice (V), off at first
        hc = settings.high_contrast
        self.deck = DeckStyle(settings.four_colour, hc)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            set_high_contrast(app, hc)
        # off, there is nothing to take off a felt unless some felt was put in high contrast, which
        # imported the module: a table that never shows it never imports it (nor waits for it at start)
        if self.controller is not None and (hc or f"{__package__}.contrast" in sys.modules):
            from . import contrast

            contrast.apply(self.controller.scene, hc)

    def show_help(self) -> None:
        """F1: the rules of the active table, in its language (no bet or round needed)."""
        from .help import show_help

        if self._help is not None:
            with contextlib.suppress(RuntimeError):  # still open: bring it forward with this table's rules
                if self._help.isVisible():
                    self._help.set_config(self.controller.session.config)  # type: ignore[attr-defined]
                    self._help.raise_()
                    self._help.activateWindow()
                    return
        self._help = show_help(self.controller.session.config, self.view, self.shortcuts)

    def toggle_mute(self) -> None:
        """M: sound off or on."""
        self.sound.set_muted(not self.sound.is_muted())

    def toggle_voice(self) -> None:
        """V: the dealer's spoken announcements on or off (said aloud, so a player who cannot see the
        screen knows; "no voice" when the machine has no speech engine)."""
        tr = QCoreApplication.translate
        if not self.speaker.available:
            self.announcer.say(tr("Announce", "No voice is available on this computer."))
            return
        on = not self.speaker.is_enabled()
        self.speaker.set_enabled(on)
        self.announcer.say(tr("Announce", "Voice on.") if on else tr("Announce", "Voice off."), dealer=on)


__all__ = [
    "Announcer",
    "TableAssist",
    "after_first_frame",
    "card_name",
    "keyboard_help",
    "total_words",
]
