"""Why the round refuses an action now: one function per action of :class:`engine.core.round.Round`.

Each returns the refusal as (clause, reason), or None when the action is allowed: the round's
``verify_*`` raises it as a :class:`engine.core.errors.RuleError`, its ``can_*`` asks whether there is one
(no exception thrown), and the action itself checks it once before acting. They read the round and
change nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .errors import RuleError
from .hand import Phase
from .money import Money, format_amount

if TYPE_CHECKING:
    from .round import Round

#: why an action is refused: (clause, reason), raised as ``RuleError(clause, reason)``
Refusal = tuple[str, str]

BOXES: Final = range(1, 8)


def bet(r: Round, box: int, amount: Money, side: Money, player: str, seated: bool) -> Refusal | None:
    """Why ``amount`` (and ``side``) may not be bet on ``box`` now [digest §4], or None."""
    if r.phase is not Phase.BETTING:
        return ("FR-LL-4" if side else "PR-LL-4"), "bets are placed before any card is dealt"
    if not 1 <= box <= 7:  # BOXES
        return "FR-BJ-2", f"box {box} does not exist (boxes 1–7)"
    if side and not amount:
        return ("PR-LL-2" if r.plan.lucky_lucky else "FR-LL-4"), "the side bet needs a main bet on the same box"
    held = r.boxes.get(box)
    if held is not None and held.player != player:  # a box is played by one player [FR-BJ-2]
        return "FR-BJ-2", f"box {box} holds player {held.player}'s bet: another player may not replace it"
    p = r.plan
    if not p.bet_ok(amount, side, seated):
        try:
            r.config.check_bet(amount, side, seated=seated)
        except RuleError as e:
            return e.rule, e.detail
    most = p.max_boxes
    if most < len(BOXES) and sum(1 for b in r.order if b.player == player and b.n != box) >= most:
        return "FR-BJ-2", f"a player may play at most {most} boxes"
    if r.balances is not None:
        old = r.boxes.get(box)
        have = r.balances.get(player, 0) + (old.bet + old.side if old and old.player == player else 0)
        if amount + side > have:
            return "BANKROLL", f"bets of {format_amount(amount + side)} exceed the balance {format_amount(have)}"
    return None


def remove_bet(r: Round, box: int, player: str) -> Refusal | None:
    """Why ``player`` may not take back the bets of ``box`` now, or None (a box without a bet: nothing
    to take back, not refused)."""
    if r.phase is not Phase.BETTING:
        return "PR-LL-4", "bets stay on the table once cards are dealt"
    held = r.boxes.get(box)
    if held is not None and held.player != player:  # a box is played by one player [FR-BJ-2]
        return "FR-BJ-2", f"box {box} holds player {held.player}'s bet: another player may not take it back"
    return None


def deal(r: Round) -> Refusal | None:
    """Why the cards may not be dealt now (betting phase, at least one box [FR-BJ-2]), or None."""
    if r.phase is not Phase.BETTING:
        return "FR-BJ-3", "the cards are already dealt"
    if not r.order:
        return "FR-BJ-2", "no box has a bet"
    least = r.plan.lone_min_boxes
    if least > 1 and len(r.order) < least and len({b.player for b in r.order}) == 1:
        return "FR-BJ-2", f"a player alone at the table plays at least {least} boxes"
    return None


def insure(r: Round, box: int, take: bool) -> Refusal | None:
    """Why ``box`` may not answer the insurance offer so now [FR-BJ-6], or None."""
    if r.phase is not Phase.INSURANCE:
        return "FR-BJ-6", "insurance is offered only when the dealer's first card is an ace"
    if box != r.insurance_box:
        return "FR-BJ-6", f"insurance is offered to box {r.insurance_box}, not box {box}"
    b = r.boxes[box]
    if take and not r.can_afford(b.player, b.bet // 2):
        return "BANKROLL", f"insurance of {format_amount(b.bet // 2)} exceeds the balance"
    return None


def turn(r: Round, box: int | None, rule: str) -> Refusal | None:
    """Why no decision may be taken for ``box`` now (None: its hand is to play)."""
    if r.phase is not Phase.PLAY:
        return rule, f"no hand is to play now (the round is at {r.phase.value})"
    n = r.order[r.box_i].n
    if box is not None and box != n:
        return "FR-BJ-4", f"box {n} plays now, not box {box} (boxes play in dealing order)"
    return None


def hit(r: Round, box: int | None) -> Refusal | None:
    """Why the hand to play may not draw [FR-BJ-4] [FR-BJ-9], or None."""
    no = turn(r, box, "FR-BJ-4")
    if no is not None:
        return no
    b = r.order[r.box_i]
    h = b.hands[r.hand_i]
    if h.total == 21 and not r.plan.draw_on_21:
        return "FR-BJ-4", f"box {b.n} may not draw on 21 at this table"
    if h.split_aces:
        return "FR-BJ-9", "split aces get one card each"
    return None


def double(r: Round, box: int | None) -> Refusal | None:
    """Why the hand to play may not double [FR-BJ-8], or None."""
    no = turn(r, box, "FR-BJ-8")
    if no is not None:
        return no
    b = r.order[r.box_i]
    h = b.hands[r.hand_i]
    p = r.plan
    if len(h.cards) != 2:
        return "FR-BJ-8", "a hand doubles on its first two cards only"
    if h.split_aces:
        return "FR-BJ-9", "split aces get one card each"
    if h.from_split and not p.double_after_split:
        return "FR-BJ-8", "no double after a split at this table"
    if not p.double_any and (h.soft or not p.double_low <= h.hard <= 11):
        return "FR-BJ-8", f"doubling only on hard {r.rules.double_on} at this table, not {h.total}"
    if h.total == 21 and not p.draw_on_21:
        return "FR-BJ-4", "no card may be drawn on 21 at this table"
    if not r.can_afford(b.player, h.stake):
        return "BANKROLL", f"doubling needs {format_amount(h.stake)} more than the balance"
    return None


def split(r: Round, box: int | None) -> Refusal | None:
    """Why the hand to play may not split [FR-BJ-9] [FR-LL-7], or None."""
    no = turn(r, box, "FR-BJ-9")
    if no is not None:
        return no
    b = r.order[r.box_i]
    h = b.hands[r.hand_i]
    p = r.plan
    if len(h.cards) != 2:
        return "FR-BJ-9", "only a hand of two cards may split"
    c1, c2 = h.cards
    if p.split_by_rank and c1.rank != c2.rank:
        return "FR-BJ-9", f"{c1.code} and {c2.code} are not a pair of the same rank"
    if c1.value != c2.value:
        return "FR-BJ-9", f"{c1.code} and {c2.code} are not of equal value"
    if len(b.hands) >= p.max_hands:
        return "FR-BJ-9", f"a box may make at most {p.max_hands} hands"
    if h.split_aces and not p.resplit_aces:
        return "FR-BJ-9", "split aces may not be split again at this table"
    if p.no_split_after_side_win and b.side_won:
        return "FR-LL-7", f"box {b.n} won the side bet and may not split at this table"
    if not r.can_afford(b.player, h.stake):
        return "BANKROLL", f"splitting needs {format_amount(h.stake)} more than the balance"
    return None


def surrender(r: Round, box: int | None) -> Refusal | None:
    """Why the hand to play may not surrender [FR-BJ-10], or None."""
    no = turn(r, box, "FR-BJ-10")
    if no is not None:
        return no
    h = r.order[r.box_i].hands[r.hand_i]
    p = r.plan
    if not p.surrender:
        return "FR-BJ-10", "surrender is not offered at this table"
    if len(h.cards) != 2 or h.from_split or h.acted:
        return "FR-BJ-10", "surrender only on the first two cards"
    if r.table_drew:
        return "FR-BJ-10", "surrender only before any other draw at the table"
    if p.surrender_not_on_ace and r.dealer.cards[0].is_ace:
        return "FR-BJ-10", "no surrender against the dealer's ace at this table"
    return None
