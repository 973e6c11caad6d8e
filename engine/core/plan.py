"""A table's configuration as the round reads it at every step: plain typed fields, read once per table.

:class:`engine.core.table.TableConfig` and :class:`engine.core.rules.Rules` are frozen dataclasses that
validate what comes from outside (settings, scenarios, the command line) and stay Python for their clear
messages; the round reads a dozen of their options at every action and settlement. A :class:`Plan` holds
those as native fields (compiled: no dictionary lookup per read), and the blackjack payout as integers
(never parsed at a settlement) [FR-BJ-7]. One plan per configuration object, made at its first round.
"""

from __future__ import annotations

from typing import Final, final

from .money import Money
from .paytables import LUCKY_LADIES, LUCKY_LUCKY, PayTable
from .table import TableConfig


@final
class Plan:
    """The options of ``config`` the round reads, by the clause that sets them."""

    def __init__(self, config: TableConfig) -> None:
        r = config.rules
        self.config: Final = config
        self.enhc: Final[bool] = r.enhc  # [FR-BJ-3]
        self.insurance: Final[bool] = r.insurance  # [FR-BJ-6]
        self.draw_on_21: Final[bool] = r.draw_on_21  # [FR-BJ-4]
        self.hit_soft_17: Final[bool] = r.soft_17 == "hit"  # [FR-BJ-5]
        ratio = r.blackjack_ratio  # [FR-BJ-7]
        self.bj_num: Final[int] = ratio.numerator
        self.bj_den: Final[int] = ratio.denominator
        self.double_any: Final[bool] = r.double_on == "any"  # [FR-BJ-8]
        self.double_low: Final[int] = 9 if r.double_on == "9-11" else 10
        self.double_after_split: Final[bool] = r.double_after_split
        self.split_by_rank: Final[bool] = r.split_by == "rank"  # [FR-BJ-9]
        self.max_hands: Final[int] = r.max_hands
        self.resplit_aces: Final[bool] = r.resplit_aces
        self.surrender: Final[bool] = r.surrender != "none"  # [FR-BJ-10]
        self.surrender_not_on_ace: Final[bool] = r.surrender == "late-except-ace"
        self.takes_all: Final[bool] = not r.enhc or r.dealer_blackjack_takes == "all"  # [FR-BJ-11]
        self.max_boxes: Final[int] = r.max_boxes_per_player  # [FR-BJ-2]
        self.lone_min_boxes: Final[int] = r.lone_player_min_boxes
        self.no_split_after_side_win: Final[bool] = r.no_split_after_side_win  # [FR-LL-7]
        self.side_seated_only: Final[bool] = r.side_bet_seated_only  # [FR-LL-4]
        side = config.side
        self.side_game: Final[str] = side.game
        self.side_table: Final[PayTable | None] = side.table
        self.lucky_ladies: Final[bool] = side.game == LUCKY_LADIES
        self.lucky_lucky: Final[bool] = side.game == LUCKY_LUCKY
        #: a pair of queens of hearts can be held for the dealer's blackjack [FR-LL-8]
        self.can_hold: Final[bool] = side.table is not None and side.table.odds("qh-pair-dealer-bj") is not None
        self.side_min: Final[Money] = side.min
        self.side_max: Final[Money] = config.side_max_effective
        self.min_bet: Final[Money] = config.min_bet  # [FR-LIM-1]
        self.max_bet: Final[Money] = config.max_bet
        self.unit: Final[Money] = config.unit

    def bet_ok(self, main: Money, side: Money, seated: bool) -> bool:
        """Whether :meth:`engine.core.table.TableConfig.check_bet` accepts these bets (its fast path: when
        this says no, ``check_bet`` raises the error that names the limit)."""
        if main % self.unit or main < self.min_bet or main > self.max_bet:
            return False
        if not side:
            return True
        if self.side_game == "none" or (self.side_seated_only and not seated):
            return False
        if side < self.side_min or side > self.side_max:
            return False
        return not (self.lucky_lucky and side > main)


_PLANS: Final[dict[int, Plan]] = {}


def plan_for(config: TableConfig) -> Plan:
    """The plan of ``config``, made at its first round (looked up by identity: configurations are frozen)."""
    p = _PLANS.get(id(config))
    if p is None or p.config is not config:
        if len(_PLANS) > 64:  # a director's edits make new configurations; the old ones are let go
            _PLANS.clear()
        p = _PLANS[id(config)] = Plan(config)
    return p
