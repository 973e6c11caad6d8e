"""Computer players at the table (:mod:`engine.lab.virtual`) on the felt: their name plates, their pace,
their chips, and the PLAYERS menu.

- Each computer player's box has a name plate on the rail in front of it: his name, a screen marking
  him as a computer player, and *his* balance (never the player's HUD), in slate blue where the
  player's own pieces are gold. While he thinks his plate lights up (the player's gold frame never
  marks his hand); his decision is written on it as the felt shows it ("HITS", "NO INSURANCE").
- He plays at a readable pace: :data:`THINK_MS` (scaled by the table's speed) before each decision,
  which goes through the controller and the animator like any action, in dealing order (box 1 → 7);
  the player's buttons wake only on his own turn (:meth:`gui.controller.TableController.others_turn`).
- His money folds from the events the felt has shown (:class:`SeatedState`), apart from the player's:
  the HUD's balance, bet and last round net count the player's boxes only.
- Nothing here reads the round's boxes, hands or bets: who bet on which box is the session's ledger
  (:meth:`engine.core.session.Session.bettors`), their stakes the betting events
  (:meth:`gui.controller.TableController.bet_view`), whose turn the round's ``to_act`` /
  ``insurance_box`` against that ledger, and his hand and the dealer's up card for his decision the
  view the felt has shown (:func:`engine.lab.virtual.turn_in_view`).
- The plates and where they go on a felt: :mod:`gui.seat_plate`.
- The director seats them in the settings (:mod:`gui.virtual_page`); a home player (not a kiosk) seats
  0 to 6 from the felt: PLAYERS (F8). A change made during a round applies when it ends.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer
from PySide6.QtWidgets import QMenu

from croupier.engine.core import events as ev
from croupier.engine.core.errors import RuleError
from croupier.engine.core.events import Event
from croupier.engine.core.money import Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER
from croupier.engine.lab.virtual import MOST, VirtualPlayers

from . import artwork
from .figures import PENDING, strategy_for
from .seat_plate import SeatPlate, decision_word, plate_layout, seat_point
from .shown import FeltState, stakes_of

log = logging.getLogger(__name__)
CTX = "Virtual"
THINK_MS = 700  #: a computer player's thinking time before each decision, at normal speed


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class SeatedState(FeltState):
    """The felt's shown round, with the computer players' money kept apart: the felt draws every box
    from the one projection (:attr:`view`), while the read-outs fold the player's boxes alone and each
    computer player's box into his own shown balance, never the player's; the round's net is the
    player's alone."""

    def __init__(self) -> None:
        super().__init__()
        self.seat_balance: dict[int, Money | None] = {}  #: box → its computer player's balance at the deal
        self._mine = FeltState()  #: the player's boxes (and the dealer): his read-outs
        self._seats: dict[int, FeltState] = {}  #: each computer player's box: his shown money

    def begin(
        self,
        bets: Mapping[int, tuple[Money, Money]],
        balance: Money | None,
        hyper: Mapping[int, Mapping[str, Money]] | None = None,
    ) -> None:
        super().begin(bets, balance, hyper)
        hyper = hyper or {}
        seats = self.seat_balance
        self._mine = FeltState()
        self._mine.last_net = self.last_net
        self._mine.begin({n: b for n, b in bets.items() if n not in seats}, balance,
                         {n: c for n, c in hyper.items() if n not in seats})  # fmt: skip
        self._seats = {}
        for n, start in seats.items():
            if n in bets:
                own = self._seats[n] = FeltState()
                own.begin({n: bets[n]}, start, {n: hyper[n]} if n in hyper else None)

    def apply(self, e: Event) -> None:
        super().apply(e)
        box = getattr(e, "box", 0)
        own = self._seats.get(box) if box else None
        if own is not None:
            own.apply(e)
        else:
            self._mine.apply(e)
            if isinstance(e, ev.Clear) and e.box == 0:
                self.last_net = self._mine.last_net

    def shown_balance(self, box: int) -> Money | None:
        """The computer player's balance on ``box`` as the felt shows it."""
        own = self._seats.get(box)
        return own.balance if own is not None else self.seat_balance.get(box)

    @property
    def balance(self) -> Money | None:
        """The player's money off the felt, as shown (his boxes alone)."""
        return self._mine.balance

    @property
    def on_felt(self) -> Money:
        """The player's stakes on the felt (the BET read-out)."""
        return self._mine.on_felt

    @property
    def round_wins(self) -> Money:
        """What the running round has paid the player so far, as shown."""
        return self._mine.round_wins


class VirtualSeats(QObject):
    """The computer players of one host (:class:`gui.host.TableHost`), across its felts: see the module
    docstring. ``count`` is how many sit (the director's setting, or the home player's choice)."""

    def __init__(self, host: Any, *, rng: random.Random | None = None) -> None:
        super().__init__(host)
        self.host = host
        s = host.settings
        self.count: int = int(getattr(s, "virtual_players", 0))
        self._settings = s  #: the settings the count was read from (the director may apply new ones)
        self.rng = rng or random.Random()
        self.session: Any = None
        self.players: VirtualPlayers | None = None
        self.plates: dict[str, SeatPlate] = {}
        self.status: dict[int, str] = {}  #: box → the decision his plate shows
        self.controller: Any = None
        self._layout: dict[int, QPointF] | None = None  #: box → its plate's place, worked out when first asked
        self.menu_widget: QMenu | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    # ------------------------------------------------------------------ attaching to a felt

    def _make_players(self, session: Any) -> VirtualPlayers:
        s = self.host.settings
        return VirtualPlayers(session.config, error_rate=int(getattr(s, "virtual_error_rate", 0)),
                              side_bet=bool(getattr(s, "virtual_side_bet", False)), rng=self.rng)  # fmt: skip

    def attach(self) -> None:
        """Follow the host's new felt and controller; a new session keeps its computer players (a resumed
        round's from the journal, else those seated at the last table, with their money)."""
        host = self.host
        c = host.controller
        self.controller = c
        c.seats = self
        scene = c.scene
        state = SeatedState()
        state.last_net = scene.state.last_net
        scene.state = state
        c.animator.home = self.home
        c.animator.idle.connect(self.on_idle)
        c.animator.shown.connect(self._shown)
        if host.settings is not self._settings:  # the director applied new settings: his count and rates
            self._settings = host.settings
            self.count = int(getattr(host.settings, "virtual_players", 0))
        session = host.session
        if self.players is not None and session is self.session:
            self.players.error_rate = int(getattr(host.settings, "virtual_error_rate", 0))
            self.players.side_bet = bool(getattr(host.settings, "virtual_side_bet", False))
        if session is not self.session:
            old = self.session.others() if self.session is not None and self.session.balances is not None else {}
            self.session = session
            self.players = self._make_players(session)
            if session.others():
                self.players.adopt(session)  # a resumed round's computer players
            elif old and session.balances is not None and self._between():  # a new table: they keep their money
                self.players.reseat(session, dict(list(old.items())[: self.count]), avoid=self._mine())
        self.plates = {}
        self._layout = None  # worked out for the first plate: a table without computer players never needs it
        scene.geometry_changed.connect(self._relayout)
        if self._between():
            self.apply_count()
            c.show_slip()
        self.sync_plates()
        if self.players is not None and self.players.seats:
            strategy_for(session.config.rules)  # asked now, computed off the GUI thread

    def _relayout(self) -> None:
        """The felt's geometry changed: the plates placed again in front of their boxes."""
        c = self.controller
        if c is None:
            return
        self._layout = None
        if not self.plates:
            return
        for plate in self.plates.values():
            plate.relayout()
            plate.setPos(self.layout.get(plate.box, plate.pos()))

    @property
    def layout(self) -> dict[int, QPointF]:
        """Box → its plate's place on the current felt (:func:`plate_layout`, worked out once per geometry)."""
        if self._layout is None:
            assert self.controller is not None
            self._layout = plate_layout(self.controller.scene)
        return self._layout

    def _between(self) -> bool:
        """Betting, and no computer player's bet with the engine yet (the session's ledger of who bet)."""
        return self.session.round.phase is Phase.BETTING and all(p == PLAYER for p in self.session.bettors().values())

    def _mine(self) -> set[int]:
        """The boxes the player bets on, now or last round: no computer player takes them."""
        c = self.controller
        boxes = {n for n, p in self.session.bettors().items() if p == PLAYER}
        boxes |= set(self.session.last_bets)
        if c is not None:
            boxes |= set(c.slip.bets())
        return boxes

    # ------------------------------------------------------------------ seats

    def set_count(self, count: int) -> bool:
        """Seat ``count`` computer players (0–6): now between rounds, else when the round ends."""
        self.count = max(0, min(MOST, count))
        if self._between() and not self.controller.busy:
            self.apply_count()
            self.controller.show_slip()
            self.controller.refresh()
        return True

    def apply_count(self) -> None:
        """Between rounds: those out of money leave, then players sit down or leave until ``count`` sit."""
        players, session = self.players, self.session
        if players is None or session.balances is None:
            return
        try:
            for name in players.leave_broke(session):
                self.controller.toast(_t("%1 leaves the table: out of money").replace("%1", name))
            if len(players.seats) > self.count:
                players.stand_up(session, self.count)
            elif len(players.seats) < self.count:
                bankroll = int(getattr(self.host.settings, "virtual_bankroll", 500_000))
                players.seat(session, self.count, bankroll, avoid=self._mine())
        except RuleError as e:
            log.info("computer players: %s", e)
        self.sync_plates()

    def holds(self, box: int) -> str | None:
        """The name of the computer player seated on ``box``, or None."""
        return None if self.players is None else self.players.boxes().get(box)

    def home(self, box: int) -> QPointF:
        """Where ``box``'s chips come from and go to (the animator asks): a computer player's seat, else
        the player's side."""
        from .layout import PLAYER as PLAYER_POINT

        return seat_point(box) if self.holds(box) is not None else PLAYER_POINT

    # ------------------------------------------------------------------ bets

    def _stakes(self) -> dict[int, tuple[str, int, int]]:
        """Before the deal, box → (name, main, side): the computer players' bets held by the engine (whose
        by the session's ledger, the stakes as their betting events placed them), else planned (shown
        once the last round's results have given way to the next bets)."""
        if self.players is None or self.session.round.phase is not Phase.BETTING:
            return {}
        bettors = self.session.bettors()
        theirs = {n: name for n, name in bettors.items() if name in self.players.seats}
        if theirs:
            bets, _hyper = stakes_of(self.controller.bet_view())
            return {n: (name, *bets.get(n, (0, 0))) for n, name in theirs.items()}
        if self.controller.scene.tags:
            return {}
        mine = {n for n, p in bettors.items() if p == PLAYER} | set(self.controller.slip.bets())
        return {n: p for n, p in self.players.planned(self.session).items() if n not in mine}

    def slip(self) -> tuple[dict[tuple[int, str], list[int]], dict[tuple[int, str], tuple[str, str]]]:
        """Their chips and amounts on their spots before the deal (for the controller's slip)."""
        stacks: dict[tuple[int, str], list[int]] = {}
        labels: dict[tuple[int, str], tuple[str, str]] = {}
        cfg = self.session.config
        money = self.controller.money
        for n, (_name, main, side) in self._stakes().items():
            for kind, amount in (("main", main), ("side", side)):
                if amount:
                    stacks[(n, kind)] = artwork.split_chips(amount)
                    labels[(n, kind)] = (money(cfg, amount), "amount")
        self.sync_plates()  # their balances less the chips they put down
        return stacks, labels

    def place_bets(self) -> None:
        """At the deal: their bets go to the engine (journaled like the player's); their shown balances
        start from what is left to them."""
        if self.players is None or self.session.balances is None:
            return
        self.players.place_bets(self.session)
        others = self.session.others()
        state = self.controller.scene.state
        if isinstance(state, SeatedState):
            state.seat_balance = {n: others.get(name) for n, name in self.session.bettors().items()
                                  if name in self.players.seats}  # fmt: skip
        self.status = {}

    def remove_bets(self) -> None:
        """The deal did not happen: their bets come back to them."""
        if self.players is not None:
            self.players.remove_bets(self.session)

    # ------------------------------------------------------------------ their turn

    def _factor(self) -> float:
        return float(self.controller.animator.factor)

    def on_idle(self) -> None:
        """The felt shows everything: between rounds the seats follow ``count``; on a computer player's
        turn he thinks, then plays (:meth:`_step`)."""
        c = self.controller
        if c is None or c.busy or self.players is None:
            return
        if self._between():
            if not self.session.bettors() and not c.slip:
                self.status = {}
                state = c.scene.state
                if isinstance(state, SeatedState):
                    state.seat_balance = {}
            self.apply_count()
            if not c.scene.tags:  # after a round its results stay until the player bets: their chips then
                c.show_slip()
        p = self.players.to_act(self.session)
        if p is not None and not self._timer.isActive():
            self.status[p.box] = "…"
            self._timer.start(max(1, round(THINK_MS * self._factor())))
        self.sync_plates()

    def _step(self) -> None:
        c = self.controller
        if c is None or c.busy or self.players is None:
            return
        if self.players.to_act(self.session) is None:
            return
        strategy = strategy_for(self.session.config.rules, self.on_idle)
        if strategy is PENDING or strategy is None:  # still being computed: he thinks a little longer
            return
        self.players.strategy = strategy
        try:  # his hand and the dealer's up card as the felt shows them (the felt is still: all shown)
            cmd = self.players.decide(self.session, c.scene.state.view)
        except RuleError as e:
            log.warning("computer player: %s", e)
            return
        c._act(cmd.name, *cmd.args)  # the animator shows it; idle brings the next turn

    def _shown(self, e: object) -> None:
        """His decision on his plate as the felt shows it."""
        if isinstance(e, ev.Action) and e.box and self.holds(e.box) is not None:
            self.status[e.box] = decision_word(str(e.action))
            self.sync_plates()
        elif isinstance(e, ev.Clear | ev.Bet | ev.MainPay | ev.MainCollect | ev.MainReturn | ev.SidePay):
            self.sync_plates()

    # ------------------------------------------------------------------ plates

    def balance_of(self, name: str, box: int) -> int | None:
        """His balance as the felt shows it: folded from the shown events during a round, else the
        engine's less the bet his chips on the felt make."""
        state = self.controller.scene.state
        during = self.session.round.phase is not Phase.BETTING or self.controller.busy
        if during and isinstance(state, SeatedState) and box in state.seat_balance:
            return state.shown_balance(box)
        bal: int | None = self.session.others().get(name)
        if bal is None:
            return None
        planned = self._stakes().get(box)
        if planned is not None and box not in self.session.bettors():  # his chips are on the felt, not yet bet
            bal -= planned[1] + planned[2]
        return bal

    def sync_plates(self) -> None:
        """A plate per seated computer player, with his balance and his decision; the announcer names them."""
        c = self.controller
        if c is None or self.players is None:
            return
        scene = c.scene
        seats = {p.name: p for p in self.players.seats.values()}
        for name in [n for n in self.plates if n not in seats or self.plates[n].box != seats[n].box]:
            gone = self.plates.pop(name)
            if gone.scene() is scene:
                scene.removeItem(gone)
        # whose turn: asked of the engine only once the felt shows everything (never read while it plays)
        awaited = None if c.busy else self.players.to_act(self.session)
        cfg = self.session.config
        for name, p in seats.items():
            plate = self.plates.get(name)
            if plate is None or plate.scene() is not scene:
                plate = SeatPlate(name, p.box)
                plate.setPos(self.layout.get(p.box, plate.pos()))
                scene.addItem(plate)
                self.plates[name] = plate
            bal = self.balance_of(name, p.box)
            shown = "" if bal is None else c.money(cfg, bal)
            active = awaited is not None and awaited.name == name and not c.busy
            plate.set_values(shown, self.status.get(p.box, ""), active)
        announcer = getattr(self.host, "announcer", None)
        if announcer is not None and isinstance(getattr(announcer, "names", None), dict):
            announcer.names.clear()
            announcer.names.update(self.players.boxes())

    # ------------------------------------------------------------------ the PLAYERS menu

    def menu(self) -> QMenu:
        """How many computer players sit at the table (0–6), checked where it stands."""
        m = QMenu(self.host.view)
        m.setObjectName("virtual_players_menu")
        for n in range(MOST + 1):
            text = QCoreApplication.translate(CTX, "%n computer player(s)", None, n) if n else _t("No computer player")
            a = m.addAction(text)
            a.setCheckable(True)
            a.setChecked(n == self.count)
            a.setData(n)
            a.triggered.connect(lambda _=False, n=n: self.set_count(n))
        self.menu_widget = m
        return m


def attach(host: Any) -> VirtualSeats:
    """The host's computer players on its new felt (created with its first felt)."""
    seats = getattr(host, "virtual_seats", None)
    if not isinstance(seats, VirtualSeats):
        seats = VirtualSeats(host)
        host.virtual_seats = seats
    seats.attach()
    return seats


__all__ = [
    "THINK_MS",
    "SeatedState",
    "VirtualSeats",
    "attach",
]
