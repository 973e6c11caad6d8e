"""The table's controller: the one place input meets the engine.

Every click and key comes here. Nothing reaches :meth:`Session.act` while the animator is busy, and
nothing unless the engine's own ``can_…`` / ``verify_…`` says the action is allowed now. A decision
(hit, stand, double, split, surrender, insurance) that arrives while anything moves on the felt, or in
the first :data:`GUARD_MS` ms after the decision buttons changed, is *refused*, not queued: a click
meant for DEAL never becomes a decision. Chips stack on the spots as the player likes; the engine
checks each box's total when the player deals (:mod:`gui.betting`), and a refusal is said in a
player's words with the clause in small print. The GUI never decides a rule itself.

The read-outs (balance, bet, last win) and every label come from :attr:`TableScene.state`, the round
as the felt has shown it, so they change only when the chips that make the change have moved.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)

from croupier.engine.core.errors import CroupierError, RuleError
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.view import RoundView

from . import artwork, insurance_tags
from .animator import SPEEDS, Animator
from .bet_focus import BetFocus
from .betting import BetSlip, is_hyper, rack_values, refusal, spot_state
from .controls import OFFER_Z, Button, ChipRack, Hotspot
from .guides import BET_KEYS as BET_KEYS  # the keys of the controls: the screen reader's list names them
from .guides import PLAY_KEYS as PLAY_KEYS
from .guides import Guides, button_label, key_hint
from .hyper_bets import HyperBets
from .layout import INSURANCE_OFFER, box_centre, side_centre
from .placard import table_money
from .scene import TableScene, signed
from .shown import placed as placed_bets
from .shown import stakes_of

if TYPE_CHECKING:  # the strategy and its worker are loaded at the first hint, not before the first frame
    pass

DECISIONS = (*PLAY_KEYS, "insure", "decline")
GUARD_MS = 300  #: a decision is refused this long after the decision buttons changed


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
        self.animator = animator or Animator(scene)
        self.animator.idle.connect(self.on_idle)
        self.animator.shown.connect(self._on_shown)
        self.round_end: list[Callable[[], object]] = []  #: called after each round (e.g. save the balance)
        self.deal_gate: Callable[[], bool] | None = None  #: asked before each deal (responsible play)
        self.slip = BetSlip()  #: the chips on the spots before the deal
        self.clock: Callable[[], float] = time.monotonic
        self.guard_ms = GUARD_MS
        self._changed_at = -1e9
        self._decision_sig: object = None
        self.before_play: Callable[[str], bool] | None = None  #: asked before a move (the trainer may hold it)
        self.hints = True  #: the strategy hint on the felt (the director may turn it off)
        #: the computer players seated at the table (:class:`gui.virtual.VirtualSeats`), or None
        self.seats: Any | None = None
        self.focus = BetFocus(self)  #: betting from the keyboard
        self.guides = Guides(self)  #: the turn marker, the HINT badge, the buttons' labels
        if controls:
            self._build_controls()
        self.hyper = HyperBets(self)  #: hyper black jack's cases, when the table offers it [FR-HBJ-4]
        self.refresh()

    # ------------------------------------------------------------------ building

    def _build_controls(self) -> None:
        sc = self.scene
        cfg = self.session.config
        values = rack_values(artwork.DENOMINATIONS, cfg.min_bet, cfg.max_bet)
        rack = ChipRack(values, lambda v: None, self._drop)
        rack.selected = cfg.min_bet if cfg.min_bet in values else values[0]
        k = 1.15 if self.touch else 1.0  # a finger needs a larger chip: the rack grows
        rack.setScale(k)
        sc.addItem(rack)
        sc.rack = rack
        for n in range(1, 8):
            for kind in ("main", "side") if cfg.side.table is not None else ("main",):
                h = Hotspot(n, kind, self.place)
                h.setPos(box_centre(n) if kind == "main" else side_centre(n))
                sc.addItem(h)
                sc.hotspots.append(h)
        # the decisions on the right; the betting buttons and DEAL on the left above the chips: DEAL
        # and a decision never share a spot, so a late click on DEAL cannot hit, stand or surrender
        if self.touch:
            w, h_, gap = 180.0, 80.0, 10.0
            bw, dw = 160.0, 230.0
        else:
            w, h_, gap = 172.0, 70.0, 8.0
            bw, dw = 150.0, 200.0
        for name in ("hit", "stand", "double", "split", "surrender"):
            b = Button(name, button_label(name), key_hint(PLAY_KEYS[name]), QRectF(0, 0, w, h_), self.click)
            sc.addItem(b)
            sc.buttons[name] = b
        for name in ("clear", "repeat", "double_bets", "deal"):
            width = dw if name == "deal" else bw
            b = Button(name, button_label(name), key_hint(BET_KEYS[name]), QRectF(0, 0, width, h_), self.click)
            sc.addItem(b)
            sc.buttons[name] = b
        sc.offer.set_touch(self.touch)
        iw, ih = sc.offer.BUTTON_W, sc.offer.BUTTON_H
        for name, key in (("insure", "I"), ("decline", "N")):
            b = Button(name, button_label(name), key_hint(key), QRectF(0, 0, iw, ih), self.click)
            b.setZValue(OFFER_Z + 1)  # the offer's answers, over it
            sc.addItem(b)
            sc.buttons[name] = b
        b = Button("speed", self.guides.speed_name(), QCoreApplication.translate("Table", "speed"),
                   QRectF(0, 0, w, h_), self.trigger)  # fmt: skip
        sc.addItem(b)
        sc.buttons["speed"] = b
        sc.place_controls(gap)  # where they go: gui.layout, for the scene's geometry

    # ------------------------------------------------------------------ state

    @property
    def busy(self) -> bool:
        """True while an animation plays: input is refused then."""
        return self.animator.busy

    @property
    def round(self) -> Any:
        """The engine's current round."""
        return self.session.round

    @property
    def last_win(self) -> int | None:
        """The last finished round's net, as the LAST ROUND NET read-out shows it (None, shown "–", when
        no round has finished)."""
        return self.scene.state.last_net

    @last_win.setter
    def last_win(self, net: int | None) -> None:
        """Carry the last round's net over to a rebuilt felt (the director's new settings), or give a new
        table the journal's (:meth:`gui.books.TableBooks.last_net`)."""
        self.scene.state.last_net = net
        self._update_hud()

    @property
    def round_wins(self) -> int:
        """What the running round has paid so far, as shown (main, side and insurance winnings)."""
        return self.scene.state.round_wins

    def _bets(self) -> dict[int, tuple[int, int]]:
        """The player's (main, side) bets as their events placed them (not a computer player's)."""
        bets, _hyper = stakes_of(self.bet_view())
        return {n: bet for n, bet in bets.items() if not self._seated(n)}

    def bet_view(self) -> RoundView:
        """Before the deal: the bets as the round's betting events have placed them (the felt starts
        from them at the deal, never from the round's own boxes)."""
        return placed_bets(self.round.events)

    def between_rounds(self) -> bool:
        """No round running, no bet placed, nothing animating."""
        return self.round.phase is Phase.BETTING and not self.bet_view().boxes and not self.busy

    def _seated(self, box: int) -> bool:
        """A computer player sits on ``box``."""
        return self.seats is not None and self.seats.holds(box) is not None

    def others_turn(self) -> bool:
        """The decision awaited now belongs to another player's box (a computer player): the player's
        buttons and keys stay off until his own turn."""
        r = self.round
        box = r.insurance_box if r.phase is Phase.INSURANCE else r.to_act[0] if r.to_act is not None else None
        return box is not None and self._seated(box)

    def toast(self, text: str, small: str = "") -> None:
        """Show a message on the felt for a few seconds (a refused bet, its clause in small print)."""
        self.guides.toast(text, small)
        self.refused.emit(f"{text} {small}".strip())

    def refuse(self, err: RuleError, main: int = 0, side: int = 0) -> None:
        """Say a refusal in a player's words, the clause in small print."""
        words, small = refusal(err, self.session.config, self.money, main, side)
        self.toast(words, small)

    def _act(self, name: str, *args: Any) -> bool:
        """The one call into the engine's actions; never while animating."""
        if self.busy:
            return False
        r = self.round
        if name == "deal":
            try:
                r.verify_deal()
            except RuleError as e:
                self.refuse(e)
                return False
            bets, hyper = stakes_of(self.bet_view())  # the bets as their events placed them
            self.scene.state.begin(bets, self.session.balance, hyper)  # hyper on their cases [FR-HBJ-4]
        try:
            events = self.session.act(name, *args)
        except RuleError as e:
            self.refuse(e)
            return False
        if name == "deal":
            self.slip.clear()
            self.scene.hide_amounts()
            self.scene.prompt.setVisible(False)
        self.animator.play(events)
        self.refresh()
        return True

    # ------------------------------------------------------------------ betting

    def _pending(self) -> int:
        """Chips on the felt the engine does not hold yet (incomplete bets)."""
        held = self._bets()
        return sum(main + side for n, (main, side) in self.slip.bets().items() if n not in held) + self.hyper.pending()

    def _chips_left(self) -> int | None:
        """The player's chips not on the felt (None: unlimited)."""
        bal = self.session.balance
        return None if bal is None else bal - self._pending()

    def place(self, box: int, kind: str, remove: bool = False) -> bool:
        """Stack the chosen chip on a box or its side spot, or (``remove``) take one chip of that
        denomination off (the top chip when there is none of it). The limits are checked at the deal."""
        if is_hyper(kind):  # a hyper black jack case [FR-HBJ-4]
            return self.hyper.place(box, kind, remove)
        r = self.round
        if self.busy or r.phase is not Phase.BETTING or self.scene.rack is None:
            return False
        if self.seats is not None and self.seats.holds(box) is not None:  # a computer player's box
            self._theirs(box)
            return False
        self._adopt_engine_bets()
        chip = self.scene.rack.selected
        if remove:
            if self.slip.remove(box, kind, chip) is None:
                return False
        else:
            left = self._chips_left()
            if left is not None and chip > left:
                self.refuse(RuleError("BANKROLL", "not enough balance"))
                return False
            self.slip.add(box, kind, chip)
        refused = self.slip.synced(box, kind, chip, remove, lambda: self._sync_box(box))
        if refused is not None:  # the journal could not take the bet (it stopped the table): the chip went back
            self.refuse(refused)
            return False
        self.scene.clear_results()
        self.show_slip()
        self.refresh()
        return True

    def _theirs(self, box: int) -> None:
        """Say that ``box`` is a computer player's (no chip of the player's goes there)."""
        name = self.seats.holds(box) if self.seats is not None else None
        self.toast(QCoreApplication.translate("Table", "Box %1 is %2's, a computer player's")
                   .replace("%1", str(box)).replace("%2", str(name)))  # fmt: skip

    def _adopt_engine_bets(self) -> None:
        """Bets the engine holds that the slip does not know (placed by REPEAT or restored) join it."""
        for n, (main, side) in self._bets().items():
            if self.slip.bets().get(n) != (main, side):
                for kind, amount in (("main", main), ("side", side)):
                    self.slip.chips.pop((n, kind), None)
                    if amount:
                        self.slip.chips[(n, kind)] = artwork.split_chips(amount)

    def _sync_box(self, box: int) -> None:
        """The engine holds the box's bet when its chips make one it accepts, else none."""
        r = self.round
        main, side = self.slip.amount(box, "main"), self.slip.amount(box, "side")
        held = self._bets().get(box)
        if held == (main, side):
            return
        if main and r.can_bet(box, main, side):
            self.session.act("bet", box, main, side)
        elif held is not None:
            self.session.act("remove_bet", box)

    def show_slip(self) -> None:
        """Each spot's chips and amount on the felt (an incomplete bet in amber)."""
        cfg = self.session.config
        labels: dict[tuple[int, str], tuple[str, str]] = {}
        for n, (main, side) in self.slip.bets().items():
            for kind, amount in (("main", main), ("side", side)):
                if not amount:
                    continue
                state = spot_state(cfg, main, side, kind)
                text = self.money(cfg, amount)
                if state == "short" and kind == "main":
                    text = (
                        QCoreApplication.translate("Table", "%1 · min %2")
                        .replace("%1", text)
                        .replace("%2", self.money(cfg, cfg.min_bet))
                    )
                elif state == "over" and kind == "main":
                    text = (
                        QCoreApplication.translate("Table", "%1 · max %2")
                        .replace("%1", text)
                        .replace("%2", self.money(cfg, cfg.max_bet))
                    )
                style = {"ok": "amount", "short": "short", "over": "bust"}[state]
                labels[(n, kind)] = (text, style)
        stacks = {key: list(chips) for key, chips in self.slip.chips.items() if chips}
        if self.seats is not None:  # the computer players' bets beside the player's
            theirs, their_labels = self.seats.slip()
            stacks.update(theirs)
            labels.update(their_labels)
        self.scene.show_slip(stacks, labels)

    def _drop(self, pos: QPointF, value: int) -> None:
        for item in self.scene.items(pos):
            if isinstance(item, Hotspot):
                self.place(item.box, item.kind)
                return

    def clear_bets(self) -> bool:
        """Take every bet back before the deal."""
        if self.busy or self.round.phase is not Phase.BETTING:
            return False
        try:
            for n in list(self._bets()):
                self.session.act("remove_bet", n)
        except RuleError as e:  # the journal could not take it (it stopped the table): said, nothing more
            self.refuse(e)
            return False
        self.slip.clear()
        self.show_slip()
        self.refresh()
        return True

    def repeat(self, factor: int = 1) -> bool:
        """Place the last round's bets again, or doubled (all or nothing)."""
        if self.busy or self.round.phase is not Phase.BETTING or not self.session.last_bets:
            return False
        taken = [n for n in self.session.last_bets if self.seats is not None and self.seats.holds(n)]
        if taken:  # a computer player sat down there since
            self._theirs(taken[0])
            return False
        try:
            self.session.repeat_bets(factor)
        except RuleError as e:
            main, side = next(iter(self.session.last_bets.values()), (0, 0))
            self.refuse(e, main * factor, side * factor)
            return False
        finally:
            self.slip.set_bets(self._bets(), artwork.split_chips)
            self.scene.clear_results()
            self.show_slip()
            self.refresh()
        self.hyper.repeat(factor)
        return True

    def deal(self) -> bool:
        """DEAL: every box's chips checked against the limits now [FR-LIM-1]; the first refusal is said
        and nothing is dealt, else the cards go out."""
        r = self.round
        if self.busy or r.phase is not Phase.BETTING:
            return False
        self._adopt_engine_bets()
        if not self.slip and not self._bets():
            self.toast(QCoreApplication.translate("Table", "Place your bets"))
            return False
        for n, (main, side) in self.slip.bets().items():
            try:
                r.verify_bet(n, main, side)
            except RuleError as e:
                self.refuse(e, main, side)
                self.focus.box, self.focus.kind = n, "main"
                return False
            try:
                self._sync_box(n)
            except RuleError as e:  # the journal could not take the bet (it stopped the table): nothing is dealt
                self.refuse(e)
                return False
        if not self.hyper.check():  # each hyper black jack case's stake [FR-HBJ-3] [FR-HBJ-4]
            return False
        if self.deal_gate is not None and not self.deal_gate():  # responsible play's limits and checks
            return False
        if self.seats is not None:  # the computer players put their bets down with the player's
            try:
                self.seats.place_bets()
            except RuleError as e:  # the journal could not take a bet (it stopped the table)
                self.refuse(e)
                return False
            self.show_slip()
        if self._act("deal"):
            return True
        if self.seats is not None and self.round.phase is Phase.BETTING:
            self.seats.remove_bets()
        return False

    # ------------------------------------------------------------------ playing

    def click(self, name: str) -> bool:
        """A button pressed by the player: a decision is refused while the felt moves or in the first
        :data:`GUARD_MS` ms after the decision buttons changed (never queued)."""
        if name in DECISIONS and self.guarded():
            return False
        return self.trigger(name)

    def guarded(self) -> bool:
        """True while a decision from the player's hand would be refused: an animation plays, or the
        decision buttons changed less than :attr:`guard_ms` ago."""
        return self.busy or (self.clock() - self._changed_at) * 1000 < self.guard_ms

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
            return self.deal()
        if name == "clear":
            return self.clear_bets()
        if name in ("repeat", "double_bets"):
            return self.repeat(2 if name == "double_bets" else 1)
        if name in DECISIONS and self.others_turn():  # a computer player's decision: never the player's
            return False
        if name in ("insure", "decline"):
            box = r.insurance_box
            take = name == "insure"
            if box is None or not r.can_insure(box, take):
                return False
            if self.before_play is not None and not self.before_play(name):
                return False
            return self._act("insure", box, take)
        if name in PLAY_KEYS and r.phase is Phase.PLAY and getattr(r, f"can_{name}")():
            if self.before_play is not None and not self.before_play(name):
                return False
            return self._act(name)
        return False

    def user_key(self, key: int) -> bool:
        """A key the player pressed (the window's key events): a decision key is guarded as a click
        is (:meth:`click`)."""
        return self.key(key, guarded=True)

    def key(self, key: int, *, guarded: bool = False) -> bool:
        """A key press: H S D P R for the hand, I / N for insurance, Enter or Space to deal, and the
        betting keys of :class:`gui.bet_focus.BetFocus`; ``guarded``: refused as a click is while the
        felt moves or just after the buttons changed (the window passes its keys so)."""
        K = Qt.Key
        names = {K.Key_H: "hit", K.Key_S: "stand", K.Key_D: "double", K.Key_P: "split", K.Key_R: "surrender",
                 K.Key_I: "insure", K.Key_N: "decline", K.Key_Return: "deal", K.Key_Enter: "deal",
                 K.Key_Space: "deal", K.Key_C: "clear", K.Key_A: "repeat", K.Key_X: "double_bets"}  # fmt: skip
        try:
            name = names.get(K(key))
        except ValueError:
            return False
        if name:
            return self.click(name) if guarded else self.trigger(name)
        return self.focus.key(key)

    # ------------------------------------------------------------------ after each animation

    def _on_shown(self, e: object) -> None:
        self._update_hud()

    def on_idle(self) -> None:
        """The felt shows everything: a finished round makes way for the next bets (its results stay
        on the felt until they are placed)."""
        if self.round.phase is Phase.DONE:
            self.session.next_round()
            self.scene.reset_round()
            for hook in self.round_end:
                try:
                    hook()
                except CroupierError as e:  # the balance file could not follow: said on the felt, play goes on
                    self.toast(str(e))
        self.refresh()

    def hud_values(self) -> tuple[int | None, int, int | None]:
        """(balance, bet, last win) as the felt shows them: during a round from the shown state, between
        rounds from the engine and the chips on the spots."""
        st = self.scene.state
        between = self.round.phase is Phase.BETTING and not self.busy
        if between:
            bal = self.session.balance
            pending = self._pending()
            mine = sum(b.bet + (b.side.stake if b.side else 0) + b.hyper_stake
                       for n, b in self.bet_view().boxes.items() if not self._seated(n))  # fmt: skip
            return (None if bal is None else bal - pending), mine + pending, st.last_net
        if st.balance is None:  # a felt seeded without the balance (a restored round): the engine's, off the table
            return self.session.balance, st.on_felt, st.last_net
        return st.balance, st.on_felt, st.last_net

    def _update_hud(self) -> None:
        cfg = self.session.config
        m = self.money
        bal, bet, net = self.hud_values()
        shown = "∞" if bal is None else m(cfg, bal)
        win = "–" if net is None else (m(cfg, 0) if net == 0 else signed(m(cfg, abs(net)), net))
        self.scene.hud.set_values(shown, m(cfg, bet), win)

    def retranslate(self) -> None:
        """The language changed (the aids install the table's at the felt's first frame, L at any time):
        the amounts on the felt written again in its way, the player's stakes, the computer players'
        and their plates (drawn once, when put down), then the buttons and read-outs (:meth:`refresh`)."""
        if self.round.phase is Phase.BETTING and not self.busy and not self.scene.tags:
            self.show_slip()  # the computer players' plates follow their stakes
        elif self.seats is not None:
            self.seats.sync_plates()
        self.scene.retranslate_results()
        insurance_tags.retranslate(self.scene)
        self.refresh()

    def refresh(self) -> None:
        """Buttons, prompts, the marker and the HUD from the engine's state (``can_…``)."""
        sc, r = self.scene, self.round
        busy = self.busy
        betting = r.phase is Phase.BETTING
        btn = sc.buttons
        placed = bool(self.bet_view().boxes) if betting else True
        sc.prompt.setVisible(betting and not busy and not self.slip and not placed and bool(btn))
        if not btn:  # a table without controls (the attract mode's demonstration)
            self.guides.marker(busy)
            self._update_hud()
            return
        enabled = []
        theirs = self.others_turn()
        for name in PLAY_KEYS:
            btn[name].setVisible(not betting)
            on = not busy and not theirs and r.phase is Phase.PLAY and getattr(r, f"can_{name}")()
            btn[name].set_enabled(on)
            if on:
                enabled.append(name)
        last = bool(self.session.last_bets)
        chips = betting and (bool(self.slip) or bool(self._bets()))  # the engine's bets: before the deal only
        for name, on in (("clear", chips), ("repeat", last), ("double_bets", last), ("deal", chips)):
            btn[name].setVisible(betting)
            btn[name].set_enabled(betting and not busy and on)
        box = r.insurance_box if not busy and not theirs else None
        offer = sc.offer
        offer.setVisible(box is not None)
        if box is not None:
            offer.setPos(INSURANCE_OFFER)
            shown = sc.state.boxes.get(box)
            stake = shown.bet // 2 if shown is not None else 0  # half the bet the felt shows [FR-BJ-6]
            offer.ask(QCoreApplication.translate("Table", "Insurance for box %1?").replace("%1", str(box)))
            btn["insure"].key = f"{key_hint('I')} · {self.money(self.session.config, stake)}"
            enabled += [f"insure-{box}"]
        for name, slot in zip(("insure", "decline"), offer.button_slots(), strict=True):
            b = btn[name]
            b.setVisible(box is not None)
            if box is not None:
                b.setPos(slot)
                b.set_enabled(r.can_insure(box, name == "insure"))
        sig = (r.phase, r.to_act, box, tuple(enabled), betting)
        if sig != self._decision_sig:
            self._decision_sig = sig
            self._changed_at = self.clock()
        self.guides.retranslate()
        self.guides.marker(busy)
        self.guides.hint(busy)
        self.guides.place_toast()  # clear of the offer and the decision buttons shown now
        self._update_hud()
        self.focus.sync()
        self.hyper.sync()
