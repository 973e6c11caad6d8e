"""The table's controller: the one place input meets the engine.

Every click and key comes here. Nothing reaches :meth:`Session.act` while the animator is busy
(input mid-animation is refused), and nothing reaches it unless the engine's own ``can_…`` /
``verify_…`` says the action is allowed now; a refused bet shows the engine's message, which names
the rule, on the felt and changes nothing. The GUI never decides a rule itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)

from engine import events as ev
from engine.errors import RuleError
from engine.round import Phase
from engine.rules import Rules
from engine.session import Session
from engine.strategy import Strategy, compute_strategy
from gui import artwork
from gui.animator import SPEEDS, Animator
from gui.bet_focus import BetFocus
from gui.controls import Button, ChipRack, Hotspot
from gui.items import Toast
from gui.layout import box_centre, card_pos, card_rotation, insurance_spot, side_centre
from gui.placard import table_money
from gui.scene import TableScene

PLAY_KEYS = {"hit": "H", "stand": "S", "double": "D", "split": "P", "surrender": "R"}
BET_KEYS = {"clear": "C", "repeat": "A", "double_bets": "X", "deal": "Enter"}


def _label(name: str) -> str:
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


def _strategy(rules: Rules) -> Strategy:
    """The basic strategy computed for the table's rules (engine/strategy.py)."""
    return compute_strategy(rules)


class TableController(QObject):
    """Drives one :class:`Session` through the felt; ``refused`` fires for every refused input."""

    refused = Signal(str)

    def __init__(self, session: Session, scene: TableScene, animator: Animator | None = None, *,
                 touch: bool = False, controls: bool = True) -> None:  # fmt: skip
        super().__init__()
        self.session = session
        self.scene = scene
        self.touch = touch  #: kiosk: larger buttons and chips for fingers
        self.money: Callable[[Any, int], str] = table_money  #: the HUD's amounts (the host may use the locale's)
        self.animator = animator or Animator(scene, lambda: self.session.round)
        self.animator.idle.connect(self.on_idle)
        self.animator.shown.connect(self._on_shown)
        self.round_wins = 0
        self.last_win = 0
        self.round_end: list[Callable[[], object]] = []  #: called after each round (e.g. save the balance)
        self._strategy: Any | None = None
        self._strategy_tried = False
        self._toast: Toast | None = None
        self._toast_anim: QSequentialAnimationGroup | None = None
        self.focus = BetFocus(self)  #: betting from the keyboard
        if controls:
            self._build_controls()
        self.refresh()

    # ------------------------------------------------------------------ building

    def _build_controls(self) -> None:
        sc = self.scene
        cfg = self.session.config
        values = [v for v in artwork.DENOMINATIONS if v <= cfg.max_bet][-6:]
        rack = ChipRack(values, lambda v: None, self._drop)
        rack.selected = next((v for v in values if v >= cfg.min_bet), values[-1])
        rack.setPos(QPointF(18, 962))
        if self.touch:  # a finger needs a larger chip: the rack grows by a quarter
            rack.setScale(1.25)
            rack.setPos(QPointF(14, 1080 - 8 - rack.boundingRect().bottom() * 1.25))
        sc.addItem(rack)
        sc.rack = rack
        for n in range(1, 8):
            for kind in ("main", "side") if cfg.side.table is not None else ("main",):
                h = Hotspot(n, kind, self.place)
                h.setPos(box_centre(n) if kind == "main" else side_centre(n))
                sc.addItem(h)
                sc.hotspots.append(h)
        if self.touch:
            w, h_, gap = 172.0, 78.0, 10.0
            x0, y0 = 1920 - 14 - 3 * w - 2 * gap, 1080 - 12 - 2 * h_ - gap
            sc.hint.setPos(QPointF(x0 + 1.5 * w + gap, y0 - 34))
        else:
            w, h_, gap = 148.0, 60.0, 8.0
            x0, y0 = 1920 - 18 - 3 * w - 2 * gap, 934.0
        cells = [QPointF(x0 + i * (w + gap), y0 + j * (h_ + gap)) for j in range(2) for i in range(3)]
        layout = {"hit": 0, "stand": 1, "double": 2, "split": 3, "surrender": 4,
                  "clear": 0, "repeat": 1, "double_bets": 2, "deal": 4}  # fmt: skip
        for name, cell in layout.items():
            key = PLAY_KEYS.get(name) or BET_KEYS[name]
            if name == "deal":
                rect, pos = QRectF(0, 0, 3 * w + 2 * gap, h_), cells[3]
            else:
                rect, pos = QRectF(0, 0, w, h_), cells[cell]
            b = Button(name, _label(name), key, rect, self.trigger)
            b.setPos(pos)
            sc.addItem(b)
            sc.buttons[name] = b
        iw, ih = (230.0, 76.0) if self.touch else (190.0, 56.0)
        for name, key in (("insure", "I"), ("decline", "N")):
            b = Button(name, _label(name), key, QRectF(0, 0, iw, ih), self.trigger)
            sc.addItem(b)
            sc.buttons[name] = b
        b = Button("speed", _label("speed"), QCoreApplication.translate("Table", "animation speed"),
                   QRectF(0, 0, 250, 50), self.trigger)  # fmt: skip
        b.setPos(QPointF(18, rack.y() - 62))
        sc.addItem(b)
        sc.buttons["speed"] = b

    # ------------------------------------------------------------------ state

    @property
    def busy(self) -> bool:
        """True while an animation plays: input is refused then."""
        return self.animator.busy

    @property
    def round(self) -> Any:
        """The engine's current round."""
        return self.session.round

    def _bets(self) -> dict[int, tuple[int, int]]:
        return {n: (b.bet, b.side) for n, b in self.round.boxes.items()}

    def toast(self, text: str) -> None:
        """Show a message on the felt for a few seconds (a refused bet names its rule)."""
        if self._toast is not None and self._toast.scene() is self.scene:
            self.scene.removeItem(self._toast)
        t = Toast(text)
        t.setPos(QPointF(960, 918))
        self.scene.addItem(t)
        self._toast = t
        seq = QSequentialAnimationGroup(self)
        seq.addPause(2600)
        fade = QPropertyAnimation(t, b"opacity")
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(500)
        seq.addAnimation(fade)
        seq.finished.connect(lambda: t.scene() is self.scene and self.scene.removeItem(t))
        seq.start(QSequentialAnimationGroup.DeletionPolicy.DeleteWhenStopped)
        self._toast_anim = seq
        self.refused.emit(text)

    def _act(self, name: str, *args: Any) -> bool:
        """The one call into the engine's actions; never while animating."""
        if self.busy:
            return False
        try:
            events = self.session.act(name, *args)
        except RuleError as e:
            self.toast(str(e))
            return False
        if name == "deal":
            self.round_wins = 0
        self.animator.play(events)
        self.refresh()
        return True

    # ------------------------------------------------------------------ betting

    def place(self, box: int, kind: str, remove: bool = False) -> bool:
        """Add the chosen chip to a box or its side spot (``remove``: take one chip off)."""
        r = self.round
        if self.busy or r.phase is not Phase.BETTING or self.scene.rack is None:
            return False
        chip = self.scene.rack.selected
        main, side = self._bets().get(box, (0, 0))
        if remove:
            amount = side if kind == "side" else main
            if not amount:
                return False
            step = artwork.split_chips(amount)[-1]
            main, side = (main, side - step) if kind == "side" else (main - step, side)
            if main <= 0 or (kind == "main" and not r.can_bet(box, main, side)):
                self.session.act("remove_bet", box)
                self.scene.sync_bets(self._bets())
                self.refresh()
                return True
        elif kind == "side":
            side += chip
        else:
            main += chip
        try:
            r.verify_bet(box, main, side)
        except RuleError as e:
            self.toast(str(e))
            return False
        self.session.act("bet", box, main, side)
        self.scene.sync_bets(self._bets())
        self.refresh()
        return True

    def _drop(self, pos: QPointF, value: int) -> None:
        for item in self.scene.items(pos):
            if isinstance(item, Hotspot):
                self.place(item.box, item.kind)
                return

    def clear_bets(self) -> bool:
        """Take every bet back before the deal."""
        if self.busy or self.round.phase is not Phase.BETTING:
            return False
        for n in list(self.round.boxes):
            self.session.act("remove_bet", n)
        self.scene.sync_bets({})
        self.refresh()
        return True

    def repeat(self, factor: int = 1) -> bool:
        """Place the last round's bets again, or doubled (all or nothing)."""
        if self.busy or self.round.phase is not Phase.BETTING or not self.session.last_bets:
            return False
        try:
            self.session.repeat_bets(factor)
        except RuleError as e:
            self.toast(str(e))
            return False
        finally:
            self.scene.sync_bets(self._bets())
            self.refresh()
        return True

    # ------------------------------------------------------------------ playing

    def trigger(self, name: str) -> bool:
        """A button or its key; refused (returns False) when busy or not allowed now."""
        if name == "speed":
            order = list(SPEEDS)
            self.animator.speed = order[(order.index(self.animator.speed) + 1) % len(order)]
            self.refresh()
            return True
        if self.busy:
            return False
        r = self.round
        if name == "deal":
            return r.phase is Phase.BETTING and r.can_deal() and self._act("deal")
        if name == "clear":
            return self.clear_bets()
        if name in ("repeat", "double_bets"):
            return self.repeat(2 if name == "double_bets" else 1)
        if name in ("insure", "decline"):
            box = r.insurance_box
            take = name == "insure"
            return box is not None and r.can_insure(box, take) and self._act("insure", box, take)
        if name in PLAY_KEYS and r.phase is Phase.PLAY and getattr(r, f"can_{name}")():
            return self._act(name)
        return False

    def key(self, key: int) -> bool:
        """A key press: H S D P R for the hand, I / N for insurance, Enter or Space to deal, and the
        betting keys of :class:`gui.bet_focus.BetFocus`."""
        K = Qt.Key
        names = {K.Key_H: "hit", K.Key_S: "stand", K.Key_D: "double", K.Key_P: "split", K.Key_R: "surrender",
                 K.Key_I: "insure", K.Key_N: "decline", K.Key_Return: "deal", K.Key_Enter: "deal",
                 K.Key_Space: "deal", K.Key_C: "clear", K.Key_A: "repeat", K.Key_X: "double_bets"}  # fmt: skip
        try:
            name = names.get(K(key))
        except ValueError:
            return False
        if name:
            return self.trigger(name)
        return self.focus.key(key)

    # ------------------------------------------------------------------ after each animation

    def _on_shown(self, e: object) -> None:
        if isinstance(e, ev.MainPay | ev.SidePay | ev.InsurancePay):
            self.round_wins += e.amount
            self.last_win = self.round_wins
            self._update_hud()

    def on_idle(self) -> None:
        """The felt shows everything: a finished round makes way for the next bets."""
        if self.round.phase is Phase.DONE:
            self.last_win = self.round_wins
            self.session.next_round()
            self.scene.reset_round()
            self.scene.sync_bets({})
            for hook in self.round_end:
                try:
                    hook()
                except Exception as e:
                    self.toast(str(e))
        self.refresh()

    def _update_hud(self) -> None:
        cfg = self.session.config
        bal = self.session.balance
        m = self.money
        shown = "∞" if bal is None else m(cfg, bal)
        self.scene.hud.set_values(shown, m(cfg, self.round.on_table), m(cfg, self.last_win))

    def refresh(self) -> None:
        """Buttons, prompts, the marker and the HUD from the engine's state (``can_…``)."""
        sc, r = self.scene, self.round
        busy = self.busy
        betting = r.phase is Phase.BETTING
        btn = sc.buttons
        if not btn:  # a table without controls (the attract mode's demonstration)
            self._update_marker(busy)
            self._update_hud()
            return
        for name in PLAY_KEYS:
            btn[name].setVisible(not betting)
            btn[name].set_enabled(not busy and r.phase is Phase.PLAY and getattr(r, f"can_{name}")())
        last = bool(self.session.last_bets)
        for name, on in (("clear", bool(r.boxes)), ("repeat", last), ("double_bets", last),
                         ("deal", r.can_deal())):  # fmt: skip
            btn[name].setVisible(betting)
            btn[name].set_enabled(betting and not busy and on)
        box = r.insurance_box if not busy else None
        for i, name in enumerate(("insure", "decline")):
            b = btn[name]
            b.setVisible(box is not None)
            if box is not None:
                spot = insurance_spot(box)
                bw, bh = b.face.width(), b.face.height()
                b.setPos(QPointF(spot.x() - bw - 5 + i * (bw + 10), spot.y() - 54 - bh))
                b.set_enabled(r.can_insure(box, name == "insure"))
        btn["speed"].label = f"{_label('speed')}: {self._speed_name()}"
        btn["speed"].update()
        self._update_marker(busy)
        self._update_hint(busy)
        self._update_hud()
        self.focus.sync()

    def _speed_name(self) -> str:
        names = {
            "slow": QCoreApplication.translate("Table", "SLOW"),
            "normal": QCoreApplication.translate("Table", "NORMAL"),
            "fast": QCoreApplication.translate("Table", "FAST"),
            "instant": QCoreApplication.translate("Table", "INSTANT"),
        }
        return names[self.animator.speed]

    def _update_marker(self, busy: bool) -> None:
        m = self.scene.marker
        at = self.round.to_act
        if busy or at is None:
            m.setVisible(False)
            return
        box, hand = at
        hands = self.scene.boxes[box].hands
        count = len(hands)
        m.fit(len(hands[hand - 1]) if hand - 1 < count else 1)
        m.setPos(card_pos(box, hand - 1, count, 0))
        m.setRotation(card_rotation(box))
        m.setVisible(True)

    def _update_hint(self, busy: bool) -> None:
        hint = self.scene.hint
        r = self.round
        at = r.to_act
        if busy or at is None:
            hint.setVisible(False)
            return
        if not self._strategy_tried:
            self._strategy_tried = True
            self._strategy = _strategy(self.session.config.rules)
        if self._strategy is None:
            hint.setVisible(False)
            return
        box, hand = at
        cards = r.boxes[box].hands[hand - 1].cards
        try:
            advice = self._strategy.decide(cards, r.dealer_up, can_double=r.can_double(), can_split=r.can_split(),
                                           can_surrender=r.can_surrender())  # fmt: skip
        except Exception:
            hint.setVisible(False)
            return
        name = str(getattr(advice, "value", advice)).lower()
        shown = _label(name) if name in PLAY_KEYS else name.upper()
        hint.set(QCoreApplication.translate("Table", "HINT: %1").replace("%1", shown), "gold")
        hint.setVisible(True)
