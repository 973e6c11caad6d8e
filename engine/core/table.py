"""A table's configuration: profile, rules, side bet with its pay table and limits, table limits,
currency and money unit. Validated as a whole (a bad value names its field), and the one place bets
are checked.

Money that can be paid: every main bet is a whole multiple of the table's ``unit`` (the director sets
it; 1 currency unit by default), and a unit is accepted only when half of it and the blackjack payout
on it are whole cents. So every amount the table pays or takes is whole cents: 3:2 and 6:5 on any bet,
insurance of exactly half the bet [FR-BJ-6], half a surrendered bet [FR-BJ-10]. ``10.01`` is refused as
a bet at a table of unit 1 (it never produces ``5.005``). Side bets are whole cents (their odds are whole
numbers, so their pays are whole cents too).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from .errors import ConfigError, RuleError
from .frozen import finish as _finish
from .hyper import NO_HYPER, HyperOffer, offer_from_data
from .money import CENT, SCALE, Money, format_amount, parse_amount
from .paytables import LUCKY_LADIES, LUCKY_LUCKY, PayTable, from_mapping, preset
from .rules import FRANCE, PUERTO_RICO, Rules, profile_rules

if TYPE_CHECKING:  # what SideBet and TableConfig are: frozen dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from .frozen import record

CURRENCIES = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF"}
FR_MAX_MULTIPLES = (50, 100, 200)  # [FR-LIM-1]
PR_SIDE_MIN = 1 * SCALE  # [PR-LL-3]
PR_SIDE_MAX = 25 * SCALE
PR_PAYOUT_CAP = 3  # the largest bonus payout never exceeds 3 × the table maximum [PR-LL-3]
UNIT = 1 * SCALE  #: the default table unit: main bets in whole currency units


@record(frozen=True, slots=True)
class SideBet:
    """The table's one side bet (or none): its game, pay table and limits [FR-LL-3, PR-LL-3]."""

    game: str  # "lucky-ladies", "lucky-lucky" or "none"
    table: PayTable | None
    min: Money
    max: Money


_finish()  # SideBet's methods (see engine.core.frozen)


@record(frozen=True)
class TableConfig:
    """Everything the director sets for a session."""

    profile: str = FRANCE
    rules: Rules = field(default_factory=Rules)
    side: SideBet = field(default_factory=lambda: SideBet(LUCKY_LADIES, preset(LUCKY_LADIES, "A"), 1000, 100000))
    min_bet: Money = 10 * SCALE
    max_bet: Money = 1000 * SCALE
    currency: str = "EUR"
    unit: Money = UNIT  #: main bets are whole multiples of it (see the module's docstring)
    #: hyper black jack, offered or not, with its limits per case [FR-HBJ-3] (:mod:`engine.core.hyper`)
    hyper: HyperOffer = NO_HYPER

    def __post_init__(self) -> None:
        if self.min_bet <= 0:
            raise ConfigError("limits.min", "the table minimum must be > 0")
        if self.max_bet < self.min_bet:
            raise ConfigError("limits.max", "the table maximum is below the minimum")
        check_unit(self.unit, self.rules)
        for name, amount in (("limits.min", self.min_bet), ("limits.max", self.max_bet)):
            if amount % self.unit:
                unit = format_amount(self.unit)
                raise ConfigError(name, f"{format_amount(amount)} is not a whole multiple of the table unit {unit}")
        if self.profile == FRANCE and self.max_bet not in tuple(m * self.min_bet for m in FR_MAX_MULTIPLES):
            raise ConfigError(
                "limits.max",
                f"[FR-LIM-1] the table maximum must be 50, 100 or 200 × the minimum "
                f"({', '.join(format_amount(m * self.min_bet) for m in FR_MAX_MULTIPLES)}), "
                f"got {format_amount(self.max_bet)}",
            )
        if not isinstance(self.currency, str) or self.currency not in CURRENCIES:
            raise ConfigError("currency", f"unknown currency {self.currency!r} (one of {', '.join(CURRENCIES)})")
        self.hyper.check(self.profile)
        s = self.side
        if s.game == "none":
            return
        assert s.table is not None
        if s.table.game != s.game:
            raise ConfigError("side_bet.table", f"table {s.table.id!r} is a {s.table.game} table, not {s.game}")
        s.table.check_decks(self.rules.decks)
        if s.min <= 0:
            raise ConfigError("side_bet.min", "the side-bet minimum must be > 0")
        if s.max < s.min:
            raise ConfigError("side_bet.max", "the side-bet maximum is below its minimum")
        if self.profile == PUERTO_RICO and s.game == LUCKY_LUCKY:
            if self.rules.decks not in (6, 8):
                raise ConfigError(
                    "rules.decks", f"[PR-LL-1] Lucky Lucky is dealt from 6 or 8 decks, got {self.rules.decks}"
                )
            if self.rules.shuffle != "continuous":
                raise ConfigError("rules.shuffle", "[PR-LL-1] Lucky Lucky is dealt from a continuous shuffler")
            if s.min < PR_SIDE_MIN or s.max > PR_SIDE_MAX:
                raise ConfigError(
                    "side_bet.max" if s.max > PR_SIDE_MAX else "side_bet.min",
                    "[PR-LL-3] the bonus bet is between 1.00 and 25.00",
                )
        if self.side_max_effective < s.min:
            raise ConfigError(
                "side_bet.min",
                f"[PR-LL-3] with a table maximum of {format_amount(self.max_bet)} and top odds of "
                f"{s.table.top_odds} to 1 the bonus maximum is {format_amount(self.side_max_effective)}, "
                f"below the minimum {format_amount(s.min)}",
            )

    @cached_property
    def side_max_effective(self) -> Money:
        """The side-bet maximum, lowered for Lucky Lucky so that bet × top odds ≤ 3 × table max
        [PR-LL-3] (rounded down to the cent)."""
        s = self.side
        if s.game != LUCKY_LUCKY or s.table is None:
            return s.max
        cap = PR_PAYOUT_CAP * self.max_bet // s.table.top_odds
        cap -= cap % (SCALE // 100)
        return min(s.max, cap)

    def check_bet(self, main: Money, side: Money = 0, *, seated: bool = True) -> None:
        """Raise a :class:`RuleError` naming the rule and the limit when a box's bets are refused."""
        fmt = format_amount
        if main % self.unit:
            unit = fmt(self.unit)
            raise RuleError("UNIT", f"bet {fmt(main)} is not a whole multiple of the table unit {unit}")
        if main < self.min_bet:
            raise RuleError("FR-LIM-1", f"bet {fmt(main)} is below the table minimum {fmt(self.min_bet)}")
        if main > self.max_bet:
            raise RuleError("FR-LIM-1", f"bet {fmt(main)} is above the table maximum {fmt(self.max_bet)}")
        if not side:
            return
        s = self.side
        regulated = "FR-LL" if s.game == LUCKY_LADIES else "PR-LL"
        if s.game == "none":
            raise RuleError("FR-LL-1", "this table has no side bet")
        if self.rules.side_bet_seated_only and not seated:
            raise RuleError("FR-LL-4", "only seated players may bet the side bet at this table")
        if side < s.min:
            raise RuleError(f"{regulated}-3", f"side bet {fmt(side)} is below the minimum {fmt(s.min)}")
        if side > self.side_max_effective:
            raise RuleError(
                f"{regulated}-3", f"side bet {fmt(side)} is above the maximum {fmt(self.side_max_effective)}"
            )
        if s.game == LUCKY_LUCKY and side > main:
            raise RuleError("PR-LL-3", f"the bonus bet {fmt(side)} may not exceed the main bet {fmt(main)}")


_finish()  # TableConfig's methods


def check_unit(unit: Money, rules: Rules) -> None:
    """Raise unless ``unit`` is a whole number of cents whose half and whose blackjack payout
    ([FR-BJ-7] ``blackjack_pays``) are whole cents too."""
    fmt = format_amount
    if unit <= 0 or unit % CENT:
        raise ConfigError("unit", f"the table unit must be a positive whole number of cents, got {fmt(unit)}")
    if unit % (2 * CENT):
        raise ConfigError("unit", f"half of the table unit {fmt(unit)} (insurance, surrender) is not a whole cent")
    ratio = rules.blackjack_ratio
    if (unit * ratio.numerator) % (ratio.denominator * CENT):
        raise ConfigError(
            "unit", f"blackjack pays {rules.blackjack_pays}: on the table unit {fmt(unit)} that is not a whole cent"
        )


DEFAULTS: dict[str, dict[str, Any]] = {
    FRANCE: {"side": (LUCKY_LADIES, "A", "1", "100"), "limits": ("10", "1000"), "currency": "EUR"},
    PUERTO_RICO: {"side": (LUCKY_LUCKY, "PT1", "1", "25"), "limits": ("5", "500"), "currency": "USD"},
}


def build_config(
    profile: str = FRANCE,
    rules: Mapping[str, object] | None = None,
    side_bet: Mapping[str, Any] | None = None,
    limits: Mapping[str, Any] | None = None,
    currency: str | None = None,
    unit: object = None,
    hyper: Mapping[str, Any] | None = None,
) -> TableConfig:
    """A validated table from plain data (a scenario, the settings file); every part optional
    (``unit``: the table unit as a decimal, 1 when left out; ``hyper``: None when the table does not
    offer hyper black jack, else its ``min``/``max`` per case, :func:`engine.core.hyper.offer_from_data`)."""
    r = profile_rules(profile, rules)
    d = DEFAULTS[profile]
    sb = dict(side_bet or {})
    for key in sb:
        if key not in ("name", "table", "min", "max", "pays"):
            raise ConfigError(f"side_bet.{key}", "unknown field (known: name, table, min, max, pays)")
    game = sb.get("name", d["side"][0])
    limits = dict(limits or {})
    for key in limits:
        if key not in ("min", "max"):
            raise ConfigError(f"limits.{key}", "unknown field (known: min, max)")
    # one limit given alone sets the other at the usual 100 × ratio [FR-LIM-1]
    if "min" in limits and "max" not in limits:
        min_bet = parse_amount(limits["min"], "limits.min")
        max_bet = 100 * min_bet
    elif "max" in limits and "min" not in limits:
        max_bet = parse_amount(limits["max"], "limits.max")
        min_bet = max_bet // 100
        if min_bet % (SCALE // 100) or not min_bet:
            raise ConfigError("limits.min", f"missing, and {format_amount(max_bet)} / 100 is not a whole cent")
    else:
        min_bet = parse_amount(limits.get("min", d["limits"][0]), "limits.min")
        max_bet = parse_amount(limits.get("max", d["limits"][1]), "limits.max")
    if game == "none":
        side = SideBet("none", None, 0, 0)
    else:
        if game not in (LUCKY_LADIES, LUCKY_LUCKY):
            raise ConfigError("side_bet.name", f"unknown side bet {game!r} (lucky-ladies, lucky-lucky or none)")
        if "pays" in sb:
            table = from_mapping({"game": game, "pays": sb["pays"], "id": sb.get("table", "custom")})
        else:
            default_table = d["side"][1] if game == d["side"][0] else ("A" if game == LUCKY_LADIES else "PT1")
            table = preset(game, str(sb.get("table", default_table)))
        same = game == d["side"][0]
        smin = parse_amount(sb.get("min", d["side"][2] if same else "1"), "side_bet.min")
        smax = parse_amount(sb.get("max", d["side"][3] if same else "25"), "side_bet.max")
        side = SideBet(game, table, smin, smax)
    u = UNIT if unit is None else parse_amount(unit, "unit")
    offer = offer_from_data(hyper)
    return TableConfig(profile, r, side, min_bet, max_bet, currency or d["currency"], u, offer)
