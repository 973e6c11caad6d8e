"""Betting before the deal: the chips the player stacks on each spot, the rack's denominations, and
a refused bet said in a player's words.

Chips stack freely on a spot; the engine checks each box's total against the limits when the player
deals [FR-LIM-1, FR-LL-3, PR-LL-3], not chip by chip, so a 5 on a 10 table is an *incomplete* bet
(shown as such) that a second 5 completes. A box whose chips make a bet the engine accepts is placed
in the engine at once (the journal sees it); one it does not accept stays on the felt only until the
player completes it, takes it off or deals (then the engine's refusal is shown, nothing is dealt).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from croupier.engine.core.errors import RuleError
from croupier.engine.core.money import SCALE
from croupier.engine.core.table import TableConfig

Money = int

#: denominations a rack prefers, smallest first (the usual casino chips); others only when needed
PREFERRED = tuple(v * SCALE for v in (1, 5, 10, 25, 100, 500, 1000, 5000))
RACK_SIZE = 6


def rack_values(denominations: Sequence[int], min_bet: Money, max_bet: Money, size: int = RACK_SIZE) -> list[int]:
    """The chips a rack offers at a table of these limits: the table minimum as a chip when it is one,
    a smaller chip that divides the minimum (so every multiple of it from the minimum to the maximum
    can be stacked), then larger chips up to the maximum. When no denomination divides the minimum,
    the minimum itself is the smallest chip."""
    usable = sorted(d for d in set(denominations) if d <= max_bet)
    divisors = [d for d in usable if d < min_bet and min_bet % d == 0]
    preferred = [d for d in divisors if d in PREFERRED]
    found = preferred or divisors
    small: int | None = found[-1] if found else None
    chips: list[int] = []
    if small is not None:
        chips.append(small)
    if min_bet in usable or small is None:
        chips.append(min_bet)
    larger = [d for d in usable if d > min_bet]
    ordered = [d for d in larger if d in PREFERRED] + [d for d in larger if d not in PREFERRED]
    for d in ordered:
        if len(chips) >= size:
            break
        chips.append(d)
    return sorted(chips)


class BetSlip:
    """The chips on each spot before the deal, in the order they were stacked."""

    def __init__(self) -> None:
        self.chips: dict[tuple[int, str], list[int]] = {}

    def __bool__(self) -> bool:
        return any(self.chips.values())

    def add(self, box: int, kind: str, chip: int) -> None:
        """Stack one chip on ``box``'s ``main`` or ``side`` spot."""
        self.chips.setdefault((box, kind), []).append(chip)

    def remove(self, box: int, kind: str, chip: int) -> int | None:
        """Take one chip of ``chip``'s denomination off the spot (the top one of it), else the top
        chip; returns its value, or None when the spot is empty."""
        stack = self.chips.get((box, kind))
        if not stack:
            return None
        i = len(stack) - 1 - stack[::-1].index(chip) if chip in stack else len(stack) - 1
        value = stack.pop(i)
        if not stack:
            del self.chips[(box, kind)]
        return value

    def synced(self, box: int, kind: str, chip: int, removed: bool, sync: Callable[[], None]) -> RuleError | None:
        """Run ``sync`` (the spot's new amount to the round and its journal) after ``chip`` was stacked on
        the spot, or taken off it when ``removed``; when the round or the journal refuses it, the chip goes
        back where it was and the refusal is returned (None when taken)."""
        try:
            sync()
        except RuleError as e:
            if removed:
                self.add(box, kind, chip)
            else:
                self.remove(box, kind, chip)
            return e
        return None

    def amount(self, box: int, kind: str) -> Money:
        """The total on a spot."""
        return sum(self.chips.get((box, kind), ()))

    def stack(self, box: int, kind: str) -> list[int]:
        """The spot's chips, bottom first."""
        return list(self.chips.get((box, kind), ()))

    def bets(self) -> dict[int, tuple[Money, Money]]:
        """(main, side) per box that has a chip on its main or side spot (hyper black jack's cases are
        read apart: :meth:`gui.hyper_field.HyperBets.slip_stakes`)."""
        boxes = sorted({b for (b, k), s in self.chips.items() if s and k in ("main", "side")})
        return {b: (self.amount(b, "main"), self.amount(b, "side")) for b in boxes}

    def total(self) -> Money:
        """Every chip on the felt."""
        return sum(sum(s) for s in self.chips.values())

    def clear(self) -> None:
        """Every chip back to the player."""
        self.chips.clear()

    def set_bets(self, bets: dict[int, tuple[Money, Money]], split: Callable[[int], list[int]]) -> None:
        """The spots as these bets, each made of the fewest chips (``split``), largest at the bottom."""
        self.chips = {}
        for n, (main, side) in bets.items():
            if main:
                self.chips[(n, "main")] = split(main)
            if side:
                self.chips[(n, "side")] = split(side)


def spot_state(config: TableConfig, main: Money, side: Money, kind: str) -> str:
    """How a spot's amount reads before the deal: ``ok``, ``short`` (below the minimum, or a side bet
    without a main bet: it waits for more chips) or ``over`` (above the maximum). The engine decides
    at the deal; this only colours the amount."""
    if kind == "main":
        if main < config.min_bet:
            return "short"
        return "over" if main > config.max_bet else "ok"
    if not main or side < config.side.min:
        return "short"
    return "over" if side > config.side_max_effective else "ok"


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


HYPER = "hyper:"  #: a hyper black jack case's spot in the slip: ``hyper:20``, ``hyper:blackjack``


def hyper_kind(case: str) -> str:
    """The slip's spot of a hyper black jack case (``"20"`` → ``"hyper:20"``)."""
    return HYPER + case


def is_hyper(kind: str) -> bool:
    """Whether a slip's spot is a hyper black jack case."""
    return kind.startswith(HYPER)


def hyper_refusal(
    err: RuleError, config: TableConfig, money: Callable[[TableConfig, Money], str], amount: Money = 0
) -> tuple[str, str]:
    """A refused hyper black jack bet in a player's words ("Minimum hyper black jack bet €1") and the
    clause in small print ("[FR-HBJ-3]") [FR-HBJ-1] [FR-HBJ-3] [FR-HBJ-4]."""
    rule = err.rule
    small = f"[{rule}]"
    offer = config.hyper
    if rule == "FR-HBJ-3" and "seated" in err.detail:
        return _t("Hyper black jack is for seated players only"), small
    if rule == "FR-HBJ-3" and amount > offer.max:
        return _t("Maximum hyper black jack bet %1").replace("%1", money(config, offer.max)), small
    if rule == "FR-HBJ-3":
        return _t("Minimum hyper black jack bet %1").replace("%1", money(config, offer.min)), small
    if rule == "FR-HBJ-4" and "main bet" in err.detail:
        return _t("Place a main bet before the hyper black jack bet"), small
    if rule == "FR-HBJ-4":
        return _t("Hyper black jack bets are placed before the deal"), small
    if rule == "FR-HBJ-1" and "does not offer" in err.detail:
        return _t("This table does not offer hyper black jack"), small
    return refusal(err, config, money)


def refusal(
    err: RuleError,
    config: TableConfig,
    money: Callable[[TableConfig, Money], str],
    main: Money = 0,
    side: Money = 0,
) -> tuple[str, str]:
    """A refused bet or deal in a player's words ("Minimum bet €10") and the clause in small print
    ("[FR-LIM-1]"). The engine has decided; this only says it."""
    rule = err.rule
    small = f"[{rule}]"
    m = money
    if rule == "FR-LIM-1":
        if main < config.min_bet:
            return _t("Minimum bet %1").replace("%1", m(config, config.min_bet)), small
        return _t("Maximum bet %1").replace("%1", m(config, config.max_bet)), small
    if rule in ("FR-LL-3", "PR-LL-3") and "may not exceed" in err.detail:
        return _t("The bonus bet may not exceed the main bet"), small
    if rule in ("FR-LL-3", "PR-LL-3"):
        if side < config.side.min:
            return _t("Minimum side bet %1").replace("%1", m(config, config.side.min)), small
        return _t("Maximum side bet %1").replace("%1", m(config, config.side_max_effective)), small
    if rule in ("FR-LL-4", "PR-LL-2") and "main bet" in err.detail:
        return _t("Place a main bet before the side bet"), small
    if rule == "BANKROLL":
        return _t("Not enough balance for these bets"), small
    if rule == "FR-BJ-2" and "at least" in err.detail:
        most = config.rules.lone_player_min_boxes
        return _t("A player alone plays at least %1 boxes").replace("%1", str(most)), small
    if rule == "FR-BJ-2" and "no box" in err.detail:
        return _t("Place your bets"), small
    detail = err.detail[:1].upper() + err.detail[1:]
    return detail, small
