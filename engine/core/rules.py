"""Rule options and the two profiles (``france``, ``puerto-rico``): data, validated field by field.

One spelling everywhere (settings file, ``croupier replay``, ``--rule KEY=VALUE``, the README): the
keys of :data:`OPTIONS`. Each option cites the clause it implements or relaxes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from .errors import ConfigError
from .frozen import finish as _finish

if TYPE_CHECKING:  # what they are: frozen dataclasses (their methods made without compiling)
    from dataclasses import dataclass as record
else:
    from .frozen import record


@record(frozen=True, slots=True)
class Option:
    """One rule option: its allowed values (a tuple of strings, ``bool``, or an int range) and doc."""

    kind: str  # "choice", "bool" or "int"
    doc: str
    rule: str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0

    def parse(self, key: str, value: object) -> object:
        """A value from a file (native type) or the command line (a string), checked."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no", "1", "0"):
                return value.strip().lower() in ("true", "yes", "1")
            raise ConfigError(key, f"must be true or false, got {value!r}")
        if self.kind == "int":
            if isinstance(value, bool):
                raise ConfigError(key, f"must be a whole number {self.low}–{self.high}, got {value!r}")
            try:
                if isinstance(value, str) and not (value.isascii() and value.isdigit()):
                    raise ValueError(value)  # "٣", " 10", "+10", "1_0": int() takes them, a lab would not
                n = int(value) if isinstance(value, (int, str)) else None
            except ValueError:
                n = None
            if n is None or not self.low <= n <= self.high:
                raise ConfigError(key, f"must be a whole number {self.low}–{self.high}, got {value!r}")
            return n
        if not isinstance(value, str) or value not in self.choices:
            raise ConfigError(key, f"must be one of {', '.join(self.choices)}, got {value!r}")
        return value

    def describe(self) -> str:
        """The allowed values in words."""
        if self.kind == "bool":
            return "true, false"
        if self.kind == "int":
            return f"{self.low}–{self.high}"
        return ", ".join(self.choices)


_finish()  # Option's methods (see engine.core.frozen)


OPTIONS: dict[str, Option] = {
    "decks": Option("int", "decks in the shoe", "FR-BJ-1", low=1, high=8),
    "shuffle": Option("choice", "a shoe with a cut card, or a continuous shuffler (art. 40-1)", "FR-BJ-1",
                      ("shoe", "continuous")),
    "burn": Option("int", "cards burnt at each new shoe", "FR-BJ-1", low=0, high=10),
    "cut_card": Option("int", "cards left behind the cut card (0: one deck, or half a single deck; never less)",
                       "FR-BJ-1", low=0, high=415),
    "hole_card": Option("choice", "no hole card (ENHC) or a hole card with a peek for blackjack",
                        "FR-BJ-3", ("none", "peek")),
    "soft_17": Option("choice", "the dealer stands or hits on soft 17", "FR-BJ-5", ("stand", "hit")),
    "double_on": Option("choice", "which first two cards may double (hard 9–11 or 10–11)", "FR-BJ-8",
                        ("any", "9-11", "10-11")),
    "double_after_split": Option("bool", "doubling allowed on split hands", "FR-BJ-8"),
    "split_by": Option("choice", "a pair is two cards of equal value, or of equal rank", "FR-BJ-9",
                       ("value", "rank")),
    "max_hands": Option("int", "most hands one box may make by splitting", "FR-BJ-9", low=2, high=4),
    "resplit_aces": Option("bool", "split aces may be split again", "FR-BJ-9"),
    "surrender": Option("choice", "surrender the first two cards for half the bet (late-except-ace: "
                        "not against the dealer's ace, the 2020 amendment)", "FR-BJ-10",
                        ("none", "late", "late-except-ace")),
    "dealer_blackjack_takes": Option("choice", "what a dealer blackjack takes in ENHC: the whole stake "
                                     "or the original bet only", "FR-BJ-11", ("all", "original")),
    "blackjack_pays": Option("choice", "blackjack payout", "FR-BJ-7", ("3:2", "6:5", "1:1")),
    "insurance": Option("bool", "insurance offered when the dealer shows an ace", "FR-BJ-6"),
    "draw_on_21": Option("bool", "a hand totalling 21 may still draw", "FR-BJ-4"),
    "max_boxes_per_player": Option("int", "most boxes one player may play", "FR-BJ-2", low=1, high=7),
    "lone_player_min_boxes": Option("int", "boxes a player alone at the table must play", "FR-BJ-2",
                                    low=1, high=2),
    "side_bet_seated_only": Option("bool", "only seated players may bet the side bet", "FR-LL-4"),
    "no_split_after_side_win": Option("bool", "a box that won the side bet may not split", "FR-LL-7"),
}  # fmt: skip


@record(frozen=True)
class Rules:
    """Every rule option of a table, with the France defaults. See :data:`OPTIONS`."""

    decks: int = 6
    shuffle: str = "shoe"
    burn: int = 5
    cut_card: int = 0
    hole_card: str = "none"
    soft_17: str = "stand"
    double_on: str = "any"
    double_after_split: bool = True
    split_by: str = "value"
    max_hands: int = 4
    resplit_aces: bool = False
    surrender: str = "none"
    dealer_blackjack_takes: str = "all"
    blackjack_pays: str = "3:2"
    insurance: bool = True
    draw_on_21: bool = True
    max_boxes_per_player: int = 7
    lone_player_min_boxes: int = 1
    side_bet_seated_only: bool = False
    no_split_after_side_win: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            OPTIONS[f.name].parse(f.name, getattr(self, f.name))
        least = 52 if self.decks > 1 else 26
        if self.cut_card and self.cut_card < least:
            raise ConfigError(
                "cut_card",
                f"[FR-BJ-1] the cut card leaves at least {'one deck' if least == 52 else 'half the deck'} "
                f"({least} cards) behind it, got {self.cut_card}",
            )
        if self.cut_card and self.cut_card + self.burn >= self.decks * 52:
            raise ConfigError(
                "cut_card", f"{self.cut_card} cards behind the cut leave nothing to deal from {self.decks} decks"
            )

    @property
    def enhc(self) -> bool:
        """No hole card: the dealer's second card comes after every box has played [FR-BJ-3]."""
        return self.hole_card == "none"

    @property
    def blackjack_ratio(self) -> Fraction:
        """The blackjack payout as a fraction of the stake [FR-BJ-7]."""
        a, b = self.blackjack_pays.split(":")
        return Fraction(int(a), int(b))

    @property
    def cards_behind_cut(self) -> int:
        """Cards left behind the cut card: at least one deck [FR-BJ-1] (half a lone deck)."""
        if self.cut_card:
            return self.cut_card
        return 52 if self.decks > 1 else 26

    def with_options(self, overrides: Mapping[str, object]) -> Rules:
        """A copy with ``overrides`` (key → value, strings accepted), each validated by name."""
        changes: dict[str, object] = {}
        for key, value in overrides.items():
            if key not in OPTIONS:
                raise ConfigError(f"rules.{key}", f"unknown rule option (known: {', '.join(OPTIONS)})")
            try:
                changes[key] = OPTIONS[key].parse(key, value)
            except ConfigError as e:
                raise ConfigError(f"rules.{key}", e.detail) from None
        return replace(self, **changes)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, object]:
        """Every option, by key."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


_finish()  # Rules's methods

FRANCE = "france"
PUERTO_RICO = "puerto-rico"

PROFILES: dict[str, Rules] = {
    FRANCE: Rules(),
    PUERTO_RICO: Rules(shuffle="continuous", burn=0, hole_card="peek"),
}


def profile_rules(profile: str, overrides: Mapping[str, object] | None = None) -> Rules:
    """The rules of a profile, with optional overrides."""
    try:
        base = PROFILES[profile]
    except KeyError:
        raise ConfigError("profile", f"unknown profile {profile!r} (one of {', '.join(PROFILES)})") from None
    return base.with_options(overrides or {})


def parse_rule_args(args: list[str]) -> dict[str, str]:
    """``["decks=8", "soft_17=hit"]`` → ``{"decks": "8", "soft_17": "hit"}`` (for ``--rule``)."""
    out: dict[str, str] = {}
    for a in args:
        key, sep, value = a.partition("=")
        if not sep or not key.strip():
            raise ConfigError("--rule", f"expected KEY=VALUE, got {a!r}")
        out[key.strip()] = value.strip()
    return out
