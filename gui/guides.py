"""What the felt tells the player beside the engine's buttons: the ring around the hand to play and
the HINT badge (both from the hand as the felt shows it, the engine saying only whose turn it is and
what is allowed), the buttons' labels and key hints in the language now chosen, and the passing
message (a toast)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QPropertyAnimation, QRectF, QSequentialAnimationGroup

from . import layout
from .animator import DUR
from .items import Toast
from .layout import TOAST, card_pos, card_rotation

if TYPE_CHECKING:
    from .controller import TableController

PLAY_KEYS = {"hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "R"}
BET_KEYS = {"clear": "C", "repeat": "A", "double_bets": "X", "deal": "Enter"}
TOAST_GAP = 10.0  #: between a toast moved aside and the offer or button it leaves in sight


def key_hint(name: str) -> str:
    """The key printed under a button, named in the player's language ("Entrée" for Enter; a letter
    is the letter on the key)."""
    if name == "Enter":
        return QCoreApplication.translate("Keys", "Enter")
    if name == "Ctrl+Shift+D":
        return QCoreApplication.translate("Keys", "Ctrl+Shift+D")
    return name


def worded(word: Callable[[], str], key: str) -> Callable[[], tuple[str, str]]:
    """A button's :attr:`~gui.controls.Button.relabel`: its label (``word``, which translates it) and
    its key's hint, in the language chosen when it is asked."""
    return lambda: (word(), key_hint(key))


def button_label(name: str) -> str:
    """A button's label in the player's language."""
    labels = {
        "hit": QCoreApplication.translate("Table", "HIT"),
        "stand": QCoreApplication.translate("Table", "STAND"),
        "double": QCoreApplication.translate("Table", "DOUBLE"),
        "split": QCoreApplication.translate("Table", "SPLIT"),
        "surrender": QCoreApplication.translate("Table", "SURRENDER"),
        "clear": QCoreApplication.translate("Table", "CLEAR"),
        "repeat": QCoreApplication.translate("Table", "REPEAT"),
        "double_bets": QCoreApplication.translate("Table", "REPEAT ×2"),
        "deal": QCoreApplication.translate("Table", "DEAL"),
        "insure": QCoreApplication.translate("Table", "INSURANCE"),
        "decline": QCoreApplication.translate("Table", "NO INSURANCE"),
        "speed": QCoreApplication.translate("Table", "SPEED"),
    }
    return labels[name]


class Guides:
    """The marker, the hint and the labels of one controller's felt."""

    def __init__(self, controller: TableController) -> None:
        self.c = controller
        self.strategy: Any | None = None  #: the hint's strategy (PENDING while it is computed)
        self.shown_toast: Toast | None = None
        self.toast_anim: QSequentialAnimationGroup | None = None

    def toast(self, text: str, small: str = "") -> None:
        """A message on the felt for a few seconds (the one before it goes)."""
        if self.shown_toast is not None and self.shown_toast.scene() is self.c.scene:
            self.c.scene.removeItem(self.shown_toast)
        t = Toast(text, small)
        t.setPos(TOAST)
        self.c.scene.addItem(t)
        self.shown_toast = t
        self.place_toast()
        seq = QSequentialAnimationGroup(self.c)
        seq.addPause(DUR["toast"])
        fade = QPropertyAnimation(t, b"opacity")
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(DUR["toast_fade"])
        seq.addAnimation(fade)

        def gone() -> None:
            if t.scene() is self.c.scene:
                self.c.scene.removeItem(t)

        seq.finished.connect(gone)
        seq.start(QSequentialAnimationGroup.DeletionPolicy.DeleteWhenStopped)
        self.toast_anim = seq

    def _kept_clear(self) -> list[QRectF]:
        """What a toast never covers, while shown: the insurance offer and the decision buttons (its
        answers and HIT, STAND, DOUBLE, SPLIT, SURRENDER)."""
        sc = self.c.scene
        keep = [sc.offer.sceneBoundingRect()] if sc.offer.isVisible() else []
        for name in (*PLAY_KEYS, "insure", "decline"):
            b = sc.buttons.get(name)
            if b is not None and b.isVisible():
                keep.append(b.sceneBoundingRect())
        return keep

    def place_toast(self) -> None:
        """The toast shown at :data:`TOAST`, else as near it as leaves the insurance offer and the
        decision buttons in sight: just above them (towards the dealer) or just below, the nearer of
        the two that lies on the felt (asked again whenever the felt's buttons change)."""
        t = self.shown_toast
        if t is None or t.scene() is not self.c.scene:
            return
        keep, box, felt = self._kept_clear(), t.boundingRect(), layout.SCENE_RECT

        def clear_from(y: float, up: bool) -> float | None:
            for _ in range(len(keep) + 1):  # each move clears at least one more of them
                hit = [k for k in keep if box.translated(TOAST.x(), y).intersects(k)]
                if not hit:
                    return y if felt.contains(box.translated(TOAST.x(), y)) else None
                y = min(k.top() for k in hit) - TOAST_GAP - box.bottom() if up else (
                    max(k.bottom() for k in hit) + TOAST_GAP - box.top())  # fmt: skip
            return None

        places = [y for y in (clear_from(TOAST.y(), True), clear_from(TOAST.y(), False)) if y is not None]
        y = min(places, key=lambda v: abs(v - TOAST.y())) if places else TOAST.y()
        if t.pos().y() != y or t.pos().x() != TOAST.x():
            t.setPos(QPointF(TOAST.x(), y))

    def retranslate(self) -> None:
        """The buttons' labels and keys in the language now chosen (it may change after they were
        built: the player aids set it once the table exists)."""
        btn = self.c.scene.buttons
        keys = {**PLAY_KEYS, **BET_KEYS}
        for name, b in btn.items():
            if name in keys or name in ("insure", "decline"):
                label = button_label(name)
                key = key_hint(keys.get(name, "N")) if name != "insure" else b.key
                if name == "insure" and not self.c.round.insurance_box:
                    key = key_hint("I")
            elif name == "speed":
                label, key = self.speed_name(), QCoreApplication.translate("Table", "speed")
            elif b.relabel is not None:  # the host's menu, the trainer's, PLAYERS: their creators word them
                label, key = b.relabel()
            else:
                continue
            if (label, key) != (b.label, b.key):
                b.label, b.key = label, key
                b.update()

    def speed_name(self) -> str:
        """The animation speed's name on its button."""
        names = {
            "slow": QCoreApplication.translate("Table", "SLOW"),
            "normal": QCoreApplication.translate("Table", "NORMAL"),
            "fast": QCoreApplication.translate("Table", "FAST"),
            "instant": QCoreApplication.translate("Table", "INSTANT"),
        }
        return names[self.c.animator.speed]

    def marker(self, busy: bool) -> None:
        """The ring around the hand to play, as the felt shows it (none while a computer player plays)."""
        m = self.c.scene.marker
        at = self.c.round.to_act
        if busy or at is None or self.c.others_turn():  # a computer player's hand: his name plate lights up
            m.setVisible(False)
            return
        box, hand = at
        shown = self.c.scene.state.boxes.get(box)  # the hand as the felt shows it
        count = len(shown.hands) if shown is not None else 1
        h = self.c.scene.state.hand(box, hand - 1)
        m.fit(len(h.cards) if h is not None and h.cards else 1)
        m.setPos(card_pos(box, hand - 1, count, 0))
        m.setRotation(card_rotation(box))
        m.setVisible(True)

    def hint(self, busy: bool) -> None:
        """The HINT badge: the computed basic strategy's move for the hand to play, as shown."""
        hint = self.c.scene.hint
        r = self.c.round
        at = r.to_act
        if busy or at is None or self.c.others_turn():
            hint.setVisible(False)
            return
        from .figures import PENDING, strategy_for

        self.strategy = strategy_for(self.c.session.config.rules, self.c.refresh) if self.c.hints else None
        if self.strategy is PENDING:  # computed off the GUI thread; shown when ready
            hint.set(QCoreApplication.translate("Table", "HINT: %1").replace("%1", "…"), "gold")
            hint.setVisible(True)
            return
        if self.strategy is None:
            hint.setVisible(False)
            return
        box, hand = at
        held, dealer = self.c.scene.state.hand(box, hand - 1), self.c.scene.state.view.dealer.cards  # as shown
        if held is None or not dealer:
            hint.setVisible(False)
            return
        advice = self.strategy.decide(held.cards, dealer[0], can_double=r.can_double(), can_split=r.can_split(),
                                       can_surrender=r.can_surrender())  # fmt: skip
        name = str(getattr(advice, "value", advice)).lower()
        shown = button_label(name) if name in PLAY_KEYS else name.upper()
        hint.set(QCoreApplication.translate("Table", "HINT: %1").replace("%1", shown), "gold")
        hint.setVisible(True)
