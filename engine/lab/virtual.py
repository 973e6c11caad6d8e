"""Computer players seated at the table beside the player: they bet, play and take cards from the same
shoe, so the table deals, feels and counts like a full one.

Each computer player sits on a box the player does not play, with his own money (his balance in the
session's ``balances`` under his name, :meth:`engine.core.session.Session.seat`), which never mixes with
the player's: the meters, the statistics and the trainer count only the player's boxes
(:func:`engine.core.session.bet_player`). His bets, decisions and balance are journaled like any box's.

- **Bets.** A flat stake: the table minimum times his seat's multiple (1, 2 or 3), never above the table
  maximum or what he has, rounded down to the table unit [FR-LIM-1]; with ``side_bet``, the side bet's
  minimum beside it when the table has one and he can afford both [FR-LL-4]. Below the table minimum he
  leaves his box, taking what he has left.
- **Play.** The computed basic strategy for the table's rules (:mod:`engine.math.strategy`), insurance
  never taken [FR-BJ-6]; with an error rate of N %, each decision is, with probability N/100 (drawn from
  the seeded random source), another legal move chosen at random. Every move is asked of the round's
  ``can()`` before it is made, so a wrong move is still a legal one.
- **What he knows.** Like any player at the table: whose turn it is (the round's ``to_act`` or
  ``insurance_box``, :func:`awaited`), which box is his (his seat, and the session's ledger of who bet
  where, :meth:`engine.core.session.Session.bettors`), his hand's cards and the dealer's up card, and
  what the round allows (``can_…``). At the table the cards come from the events shown so far (a
  :class:`engine.core.view.RoundView`, :func:`turn_in_view`); headless, from the round
  (:func:`turn_in_round`). Both feed one choice, :meth:`VirtualPlayers.choose`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core.cards import Card
from ..core.errors import RuleError
from ..core.events import HAND_COMMANDS, Command, Event, Insure, PlaceBet
from ..core.frozen import finish as _finish
from ..core.money import Money
from ..core.round import Phase, Round
from ..core.session import PLAYER, Session
from ..core.table import TableConfig
from ..core.view import RoundView

if TYPE_CHECKING:  # what VirtualPlayer and Turn are: dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from ..core.frozen import record

if TYPE_CHECKING:  # the strategy comes computed (the table's start does not import engine.math)
    from ..math.strategy import Strategy

#: the computer players' names, in the order they sit down, and each one's stake multiple
NAMES = ("Alice", "Bruno", "Chloé", "Diego", "Emma", "Farid")
MULTIPLES = {"Alice": 1, "Bruno": 2, "Chloé": 1, "Diego": 3, "Emma": 2, "Farid": 1}
#: the boxes they take, in this order, skipping the player's: the ends of the arc first
SEAT_ORDER = (1, 7, 2, 6, 3, 5, 4)
MOST = 6  #: at most six computer players: the player keeps at least one box
MOVES = ("hit", "stand", "double", "split", "surrender")


@record()
class VirtualPlayer:
    """One computer player: his name (his key in the session's balances), his box, his stake multiple."""

    name: str
    box: int
    multiple: int


_finish()  # VirtualPlayer's methods (see engine.core.frozen)


class VirtualPlayers:
    """The computer players of one table (see the module docstring).

    ``error_rate``: the percentage (0–100) of decisions made wrong on purpose; ``rng``: the seeded source
    of those errors; ``strategy``: the computed basic strategy (the caller computes it, off the GUI
    thread at the table; :meth:`decide` needs it)."""

    def __init__(
        self,
        config: TableConfig,
        *,
        error_rate: int = 0,
        side_bet: bool = False,
        rng: random.Random | None = None,
        strategy: Strategy | None = None,
    ) -> None:
        if isinstance(error_rate, bool) or not isinstance(error_rate, int) or not 0 <= error_rate <= 100:
            raise ValueError(f"the error rate is a whole percentage 0–100, got {error_rate!r}")
        self.config = config
        self.error_rate = error_rate
        self.side_bet = side_bet
        self.rng = rng if rng is not None else random.Random(0)
        self.strategy = strategy
        self.seats: dict[str, VirtualPlayer] = {}
        self.left: dict[str, Money] = {}  #: what each player took away when he left the table
        self.decisions = 0  #: decisions made
        self.errors = 0  #: of them, made wrong on purpose

    # ------------------------------------------------------------------ seats

    def boxes(self) -> dict[int, str]:
        """Box → the name of the computer player seated there."""
        return {p.box: p.name for p in self.seats.values()}

    def on_box(self, box: int) -> VirtualPlayer | None:
        """The computer player seated on ``box``, or None."""
        return next((p for p in self.seats.values() if p.box == box), None)

    def seat(self, session: Session, count: int, bankroll: Money, *, avoid: set[int] | frozenset[int] = frozenset()
             ) -> list[VirtualPlayer]:  # fmt: skip
        """Seat computer players until ``count`` sit at the table (between rounds; those already seated
        stay), each with ``bankroll``, on free boxes outside ``avoid`` (the player's), those who never sat
        here before those who left. Returns those who sat."""
        if not 0 <= count <= MOST:
            raise ValueError(f"between 0 and {MOST} computer players, not {count}")
        self._between_rounds(session)
        taken = set(avoid) | {p.box for p in self.seats.values()} | set(session.bettors())
        free = [n for n in SEAT_ORDER if n not in taken]
        names = [n for n in NAMES if n not in self.seats and n not in session.others()]
        names.sort(key=lambda n: n in self.left)  # newcomers first: one who just left does not sit straight back
        sat: list[VirtualPlayer] = []
        while len(self.seats) < count and free and names:
            p = VirtualPlayer(names.pop(0), free.pop(0), 0)
            p.multiple = MULTIPLES[p.name]
            session.seat(p.name, bankroll)
            self.seats[p.name] = p
            self.left.pop(p.name, None)
            sat.append(p)
        return sat

    def reseat(self, session: Session, balances: dict[str, Money], *, avoid: set[int] | frozenset[int] = frozenset()
               ) -> list[VirtualPlayer]:  # fmt: skip
        """Seat these computer players again, each with his own money (a new table after the director's
        changes), on free boxes as :meth:`seat` chooses; those below the table minimum stay away."""
        sat: list[VirtualPlayer] = []
        for name, money in balances.items():
            if name in self.seats or name not in MULTIPLES or money < self.config.min_bet:
                continue
            taken = set(avoid) | {p.box for p in self.seats.values()} | set(session.bettors())
            box = next((n for n in SEAT_ORDER if n not in taken), None)
            if box is None or len(self.seats) >= MOST:
                break
            self._between_rounds(session)
            session.seat(name, money)
            p = VirtualPlayer(name, box, MULTIPLES[name])
            self.seats[name] = p
            sat.append(p)
        return sat

    def stand_up(self, session: Session, count: int) -> list[str]:
        """Computer players leave (the last seated first) until ``count`` remain; between rounds."""
        self._between_rounds(session)
        gone: list[str] = []
        while len(self.seats) > max(count, 0):
            name = list(self.seats)[-1]
            self._leave(session, name)
            gone.append(name)
        return gone

    def leave_broke(self, session: Session) -> list[str]:
        """Those who cannot bet the table minimum any more leave their box (between rounds)."""
        balances = session.others()
        gone = [name for name in self.seats if balances.get(name, 0) < self.config.min_bet]
        for name in gone:
            self._leave(session, name)
        return gone

    def _leave(self, session: Session, name: str) -> None:
        self.seats.pop(name)
        self.left[name] = session.unseat(name) if name in session.others() else 0

    def adopt(self, session: Session) -> None:
        """Take over the computer players a resumed session already holds (their boxes from the round's
        bets, :meth:`Session.bettors`; one without a bet in the round gets a free box)."""
        self.seats = {}
        bettors = session.bettors()
        holding = {name: n for n, name in bettors.items() if name != PLAYER}
        for name in session.others():
            box = holding.get(name)
            if box is None:
                used = {p.box for p in self.seats.values()} | set(bettors)
                box = next((n for n in SEAT_ORDER if n not in used), 0)
            if box:
                self.seats[name] = VirtualPlayer(name, box, MULTIPLES.get(name, 1))

    @staticmethod
    def _between_rounds(session: Session) -> None:
        r = session.round
        if r.phase not in (Phase.BETTING, Phase.DONE) or any(p != PLAYER for p in session.bettors().values()):
            raise RuleError("SESSION", "computer players sit down and leave between rounds")

    # ------------------------------------------------------------------ bets

    def stake(self, session: Session, p: VirtualPlayer) -> tuple[Money, Money] | None:
        """(main, side) that ``p`` bets this round by the rule of the module docstring, or None when he
        cannot bet the minimum."""
        cfg = self.config
        have = session.others().get(p.name, 0)
        main = min(p.multiple * cfg.min_bet, cfg.max_bet, have)
        main -= main % cfg.unit
        if main < cfg.min_bet:
            return None
        side = 0
        if self.side_bet and cfg.side.game != "none" and main + cfg.side.min <= have:
            side = cfg.side.min
            if not session.round.can_bet(p.box, main, side, player=p.name):
                side = 0
        return main, side

    def planned(self, session: Session) -> dict[int, tuple[str, Money, Money]]:
        """Box → (name, main, side) of the bets the computer players will place at the deal."""
        out: dict[int, tuple[str, Money, Money]] = {}
        for p in self.seats.values():
            s = self.stake(session, p)
            if s is not None:
                out[p.box] = (p.name, *s)
        return out

    def place_bets(self, session: Session) -> list[Event]:
        """Every seated computer player who can bets on his box (before the deal); a box the player took
        meanwhile is skipped."""
        events: list[Event] = []
        r = session.round
        bettors = session.bettors()
        for box, (name, main, side) in sorted(self.planned(session).items()):
            if bettors.get(box, name) != name:
                continue
            cmd = PlaceBet(box, main, side, name)
            if r.can(cmd):
                events += session.apply(cmd)
        return events

    def remove_bets(self, session: Session) -> list[Event]:
        """Take the computer players' bets back before the deal (a deal that did not happen)."""
        events: list[Event] = []
        r = session.round
        if r.phase is not Phase.BETTING:
            return events
        for n, name in [(n, name) for n, name in session.bettors().items() if name in self.seats]:
            events += session.act("remove_bet", n, name)
        return events

    # ------------------------------------------------------------------ decisions

    def to_act(self, session: Session) -> VirtualPlayer | None:
        """The computer player whose decision the round awaits now (insurance or a hand), or None: the
        round's turn (:func:`awaited`), the box's bet his by the session's ledger (:meth:`Session.bettors`)."""
        at = awaited(session.round)
        name = session.bettors().get(at[0]) if at is not None else None
        return self.seats.get(name) if name is not None else None

    def advised(self, turn: Turn) -> str:
        """The strategy's move for ``turn``: ``decline`` for insurance [FR-BJ-6], else the chart's move
        for the hand's cards against the dealer's up card among the moves allowed (``stand`` when the
        chart's is not)."""
        if not turn.hand:
            return "decline"
        if self.strategy is None:
            raise RuleError("SESSION", "the computer players' strategy is not computed yet")
        if turn.up is None or not turn.cards:
            raise RuleError("SESSION", f"box {turn.box}: no cards to decide on")
        legal = turn.legal
        move = str(self.strategy.decide(list(turn.cards), turn.up, can_double="double" in legal,
                                        can_split="split" in legal, can_surrender="surrender" in legal))  # fmt: skip
        return move if move in legal else "stand"

    def choose(self, turn: Turn) -> str:
        """The move made for ``turn``: the strategy's, or (at the error rate) another legal one."""
        best = self.advised(turn)
        self.decisions += 1
        if self.error_rate and self.rng.randrange(100) < self.error_rate:
            others = [m for m in turn.legal if m != best]
            if others:
                self.errors += 1
                return self.rng.choice(others)
        return best

    @staticmethod
    def command(turn: Turn, move: str) -> Command:
        """The round's command for ``move`` on ``turn`` (its box always named)."""
        if not turn.hand:
            return Insure(turn.box, move == "insure")
        return HAND_COMMANDS[move](turn.box)

    def decide(self, session: Session, view: RoundView | None = None) -> Command:
        """The command of the computer player to act now, checked with the round's ``can()``. He knows
        his hand and the dealer's up card from ``view`` (the events shown so far, the table's way:
        :func:`turn_in_view`), else from the round itself (:func:`turn_in_round`, headless); the same
        choice (:meth:`choose`) either way."""
        if self.to_act(session) is None:
            raise RuleError("SESSION", "no computer player is to act now")
        r = session.round
        turn = turn_in_view(r, view) if view is not None else turn_in_round(r)
        if turn is None:
            raise RuleError("SESSION", "the hand to play is not in the view yet")
        cmd = self.command(turn, self.choose(turn))
        if not r.can(cmd):  # never: the moves come from the round's own list
            raise RuleError("SESSION", f"{cmd.name} is not allowed now")
        return cmd

    def play(self, session: Session) -> list[Event]:
        """The computer players' decisions, one after the other, until the player's turn or the round's end."""
        events: list[Event] = []
        while self.to_act(session) is not None:
            events += session.apply(self.decide(session))
        return events


# ---------------------------------------------------------------------- what a player knows of his turn


@record(frozen=True, slots=True)
class Turn:
    """A decision the round awaits, as the player at that box knows it: ``hand`` counted from 1 (0 for
    the insurance offer [FR-BJ-6]), the hand's cards, the dealer's up card, and ``legal``, the moves
    the round allows now (:func:`legal`)."""

    box: int
    hand: int
    cards: tuple[Card, ...] = ()
    up: Card | None = None
    legal: tuple[str, ...] = ()


_finish()  # Turn's methods (see engine.core.frozen)


def awaited(r: Round) -> tuple[int, int] | None:
    """(box, hand from 1) whose decision the round awaits now, hand 0 at the insurance offer; None when
    none is. Asks the round only its phase and whose turn it is."""
    if r.phase is Phase.INSURANCE:
        box = r.insurance_box
        return (box, 0) if box is not None else None
    if r.phase is Phase.PLAY:
        return r.to_act
    return None


def legal(r: Round, at: tuple[int, int]) -> tuple[str, ...]:
    """Every move the round allows now at ``at`` (``insure`` / ``decline`` at the insurance offer), by
    its ``can()``/``can_…()``."""
    box, hand = at
    if not hand:
        return tuple(m for m in ("insure", "decline") if r.can(Insure(box, m == "insure")))
    return tuple(m for m in MOVES if getattr(r, f"can_{m}")())


def turn_in_view(r: Round, view: RoundView) -> Turn | None:
    """The awaited decision with the hand and the dealer's up card as ``view`` shows them (the round
    asked only whose turn it is and what it allows); None when no decision is awaited or the view does
    not show that hand yet."""
    at = awaited(r)
    if at is None:
        return None
    box, hand = at
    if not hand:
        return Turn(box, 0, legal=legal(r, at))
    b = view.boxes.get(box)
    if b is None or hand > len(b.hands) or not b.hands[hand - 1].cards or not view.dealer.cards:
        return None
    return Turn(box, hand, tuple(b.hands[hand - 1].cards), view.dealer.cards[0], legal(r, at))


def turn_in_round(r: Round) -> Turn | None:
    """The awaited decision with the hand and the dealer's up card read off the round (headless play)."""
    at = awaited(r)
    if at is None:
        return None
    box, hand = at
    if not hand:
        return Turn(box, 0, legal=legal(r, at))
    return Turn(box, hand, tuple(r.boxes[box].hands[hand - 1].cards), r.dealer_up, legal(r, at))
