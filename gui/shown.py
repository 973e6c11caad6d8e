"""What the felt has shown so far: the engine's projection (:class:`engine.core.view.RoundView`) of the
events the animator has finished showing, never the engine's live round (which is ahead of it).

The animator folds each event into :attr:`FeltState.view` when its animation lands, so at every
moment ``view`` is ``RoundView.of(the events shown so far)``. A round's felt starts from its bets as
the betting events have placed them (:func:`stakes_of`, folded by :meth:`FeltState.begin` at the deal:
the betting itself is not animated); the events from the deal on follow one by one. Nothing here, nor
in the felt, reads the engine's live round.

Every read-out and label on the felt reads this one model: the balance, the bet and the last round's
net in the HUD; each hand's total (BLACKJACK as soon as a natural is dealt [FR-BJ-7]); the dealer's
total, hard once he stands [FR-BJ-5]; each hand's result with its amount. Two things belong to the
felt alone and are derived here from the view, not kept beside it: a stake or a win the events have
handed back still lies on the felt until its box is cleared (so the balance read-out takes it back
then, when its chips go to the player), and the dealer's total is shown hard as soon as the animator
knows the card landing is his last (:attr:`FeltState.dealer_final`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from croupier.engine.core import events as ev
from croupier.engine.core.events import Decision, Event, Kind, Result
from croupier.engine.core.money import Money
from croupier.engine.core.view import BoxView, HandView, RoundView

#: the events of the betting phase: the felt starts from the bets they leave (:meth:`FeltState.begin`)
BETTING = (ev.BetRemoved, ev.HyperRemoved)

#: the decisions after which a hand takes no more cards
_DONE = (Decision.STAND, Decision.DOUBLE, Decision.SURRENDER)

#: a hand's stake that the events handed back but that lies on the felt until the box is cleared
_STAKE_STAYS = (Result.WIN, Result.BLACKJACK, Result.PUSH)


def betting(e: Event) -> bool:
    """``e`` belongs to the betting phase (a main, side or hyper black jack bet placed, a bet taken back)."""
    return isinstance(e, BETTING) or (isinstance(e, ev.Bet) and e.kind in (Kind.MAIN, Kind.SIDE, Kind.HYPER))


def placed(events: Iterable[Event]) -> RoundView:
    """The bets as a round's betting events have placed them (the felt starts from them at the deal,
    and the betting controls compare their chips with them), never the round's own boxes."""
    return RoundView.of(e for e in events if betting(e))


def on_felt(b: BoxView) -> tuple[Money, Money]:
    """(stakes, winnings) the events have handed back to box ``b`` that still lie on the felt (none
    once it is cleared)."""
    if b.cleared:
        return 0, 0
    stakes = sum(h.stake for h in b.hands if h.result in _STAKE_STAYS)
    wins = sum(h.net for h in b.hands if h.result in _STAKE_STAYS)
    for part in (b.side, b.insurance, *b.hyper.values()):
        if part is not None and part.net is not None and part.net > 0:
            stakes += part.stake
            wins += part.net
    return stakes, wins


def stakes_of(view: RoundView) -> tuple[dict[int, tuple[Money, Money]], dict[int, dict[str, Money]]]:
    """A betting view's stakes as :meth:`FeltState.begin` takes them: box → (main, side), and box →
    case → hyper black jack stake [FR-HBJ-4]."""
    bets = {n: (b.bet, b.side.stake if b.side is not None else 0) for n, b in sorted(view.boxes.items())}
    hyper = {n: {case: h.stake for case, h in b.hyper.items()} for n, b in view.boxes.items() if b.hyper}
    return bets, hyper


class FeltState:
    """The round as the felt has shown it (see the module docstring)."""

    def __init__(self) -> None:
        self.view = RoundView()  #: the projection of the events shown so far
        self.dealer_final = False  #: the dealer's card being shown is his last (the animator knows it)
        self.last_net: Money | None = None  #: the last finished round's net (the LAST WIN read-out)

    def begin(
        self,
        bets: Mapping[int, tuple[Money, Money]],
        balance: Money | None,
        hyper: Mapping[int, Mapping[str, Money]] | None = None,
    ) -> None:
        """A round is dealt with these (main, side) stakes, these hyper black jack stakes per box and
        case, and ``balance`` off the felt: the view starts from the bet events they are."""
        hyper = hyper or {}
        start = None if balance is None else balance + sum(m + s for m, s in bets.values())
        if start is not None:
            start += sum(sum(cases.values()) for cases in hyper.values())
        self.view = RoundView(start)
        for n, (main, side) in sorted(bets.items()):
            if main:
                self.view.fold(ev.Bet(n, Kind.MAIN, main, 1))
            if side:
                self.view.fold(ev.Bet(n, Kind.SIDE, side))
            for case, stake in hyper.get(n, {}).items():  # on its case [FR-HBJ-4]
                self.view.fold(ev.Bet(n, Kind.HYPER, stake, 0, case))
        self.dealer_final = False

    def apply(self, e: Event) -> None:
        """Fold one event, at the moment the felt has finished showing it."""
        self.view.fold(e)
        if isinstance(e, ev.Clear) and e.box == 0:
            self.last_net = sum(b.net for b in self.view.boxes.values())

    # ------------------------------------------------------------------ read-outs

    @property
    def boxes(self) -> dict[int, BoxView]:
        """The boxes as shown."""
        return self.view.boxes

    @property
    def balance(self) -> Money | None:
        """The player's money off the felt, as shown: what the events paid, less what still lies on the
        felt for him (None when the start is unknown)."""
        bal = self.view.balance
        if bal is None:
            return None
        return bal - sum(sum(on_felt(b)) for b in self.view.boxes.values())

    @property
    def on_felt(self) -> Money:
        """Every stake on the felt (the BET read-out)."""
        return self.view.on_table + sum(on_felt(b)[0] for b in self.view.boxes.values())

    @property
    def round_wins(self) -> Money:
        """What the running round has paid so far, as shown (main, side, insurance and hyper winnings)."""
        return sum(on_felt(b)[1] for b in self.view.boxes.values())

    def hand(self, box: int, i: int) -> HandView | None:
        """Hand ``i`` (from 0) of ``box`` as shown, if it has one."""
        b = self.view.boxes.get(box)
        return b.hands[i] if b is not None and i < len(b.hands) else None

    def hand_text(self, box: int, i: int) -> str:
        """A hand's total as shown beside it: ``"17"``, soft ``"7/17"`` while it may still draw,
        ``"BJ"`` for a natural (the felt translates it) [FR-BJ-7]."""
        h = self.hand(box, i)
        if h is None or not h.cards:
            return ""
        if h.blackjack:
            return "BJ"
        done = h.result is not None or h.last in _DONE
        if h.soft and h.total < 21 and not done:
            return f"{h.total - 10}/{h.total}"
        return str(h.total)

    def dealer_text(self) -> str:
        """The dealer's total of his face-up cards: soft while he may draw, hard once his hand is final
        [FR-BJ-5], ``"BJ"`` for a natural."""
        d = self.view.dealer
        if not d.cards:
            return ""
        if not d.hole and len(d.cards) == 2 and d.total == 21:
            return "BJ"
        if d.soft and d.total < 21 and not (d.done or self.dealer_final):
            return f"{d.total - 10}/{d.total}"
        return str(d.total)

    def dealer_bust(self) -> bool:
        """The dealer's shown cards total more than 21."""
        return self.view.dealer.total > 21
