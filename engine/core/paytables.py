"""Side-bet pay tables as data: a name, the game they belong to, and outcome → odds "to 1".

The presets are those of the rules digest §3 (Lucky Ladies ``A``/``B`` [FR-LL-3], Lucky Lucky
``PT1`` … ``PT8`` [PR-LL-6]); a custom table is the same data read from a file. Validation names the
field at fault, and refuses an outcome that the chosen number of decks cannot produce.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from functools import cached_property
from typing import TYPE_CHECKING

from .errors import ConfigError
from .frozen import finish as _finish

if TYPE_CHECKING:  # what it is: a frozen dataclass (its methods made without compiling)
    from dataclasses import dataclass as record
else:
    from .frozen import record

LUCKY_LADIES = "lucky-ladies"
LUCKY_LUCKY = "lucky-lucky"
GAMES = (LUCKY_LADIES, LUCKY_LUCKY)

#: outcome ids of each game, best first (the digest's order)
OUTCOMES: dict[str, tuple[str, ...]] = {
    LUCKY_LADIES: ("qh-pair-dealer-bj", "qh-pair", "matched-20", "suited-20", "any-20"),
    LUCKY_LUCKY: ("suited-777", "suited-678", "777", "678", "suited-21", "21", "20", "19"),
}

#: the fewest decks with which an outcome can happen at all
MIN_DECKS: dict[str, int] = {
    "qh-pair-dealer-bj": 2,  # two queens of hearts
    "qh-pair": 2,
    "matched-20": 2,  # two identical cards
    "suited-777": 3,  # three identical sevens
}

#: the felt's wording of each Lucky Ladies row in the regulation's language [FR-LL-3]
FRENCH_LABELS = {
    "qh-pair-dealer-bj": "2 dames de cœur et BJ du croupier",
    "qh-pair": "Paire de dames de cœur",
    "matched-20": "Paire totalisant 20",
    "suited-20": "2 cartes de même couleur totalisant 20",
    "any-20": "2 cartes quelconques totalisant 20",
}
#: the Puerto Rico text's wording of each Lucky Lucky row [PR-LL-6]
SPANISH_LABELS = {
    "suited-777": "777 de una misma pinta",
    "suited-678": "678 de una misma pinta",
    "777": "777 de cualquier pinta",
    "678": "678 de cualquier pinta",
    "suited-21": "Suma total 21 misma pinta",
    "21": "Suma total 21",
    "20": "Suma total 20",
    "19": "Suma total 19",
}

MAX_ODDS = 100_000


@record(frozen=True)
class PayTable:
    """One pay table: ``pays`` maps outcome id → odds to 1, in the game's best-first order."""

    id: str
    game: str
    pays: tuple[tuple[str, int], ...]
    regulated: bool = False
    note: str = ""
    _odds: dict[str, int] = field(default_factory=dict, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        field = f"pay table {self.id!r}"
        if self.game not in GAMES:
            raise ConfigError(f"{field}.game", f"unknown side bet {self.game!r} (one of {', '.join(GAMES)})")
        if not self.pays:
            raise ConfigError(f"{field}.pays", "a pay table needs at least one row")
        known = OUTCOMES[self.game]
        seen: set[str] = set()
        for outcome, odds in self.pays:
            if outcome not in known:
                raise ConfigError(
                    f"{field}.pays.{outcome}",
                    f"unknown outcome for {self.game} (one of {', '.join(known)})",
                )
            if outcome in seen:
                raise ConfigError(f"{field}.pays.{outcome}", "outcome listed twice")
            seen.add(outcome)
            if isinstance(odds, bool) or not isinstance(odds, int) or not 1 <= odds <= MAX_ODDS:
                raise ConfigError(f"{field}.pays.{outcome}", f"odds must be a whole number 1–{MAX_ODDS}, got {odds!r}")
        order = {o: i for i, o in enumerate(known)}
        object.__setattr__(self, "pays", tuple(sorted(self.pays, key=lambda p: order[p[0]])))
        object.__setattr__(self, "_odds", dict(self.pays))

    def odds(self, outcome: str) -> int | None:
        """The odds paid for ``outcome``, or None when the table has no such row."""
        return self._odds.get(outcome)

    @cached_property
    def top_odds(self) -> int:
        """The largest odds of the table (used for the Lucky Lucky bonus maximum [PR-LL-3])."""
        return max(n for _, n in self.pays)

    def best(self, outcomes: tuple[str, ...] | list[str]) -> tuple[str, int] | None:
        """Of the outcomes a hand makes, the one this table pays most for [FR-LL-6, PR-LL-6]."""
        best: tuple[str, int] | None = None
        get = self._odds.get
        for o in outcomes:
            n = get(o)
            if n is not None and (best is None or n > best[1]):
                best = (o, n)
        return best

    def check_decks(self, decks: int) -> None:
        """Refuse a table that pays an outcome the shoe cannot produce with ``decks`` decks."""
        for outcome, _ in self.pays:
            need = MIN_DECKS.get(outcome, 1)
            if decks < need:
                raise ConfigError(
                    f"pay table {self.id!r}.pays.{outcome}",
                    f"impossible with {decks} deck{'s' if decks > 1 else ''} (needs at least {need}); "
                    "choose a table without this row or more decks",
                )

    def to_dict(self) -> dict[str, object]:
        """The table as plain data (for a file or JSON)."""
        return {"id": self.id, "game": self.game, "pays": dict(self.pays), "regulated": self.regulated}


_finish()  # PayTable's methods (see engine.core.frozen): the presets below are made with them


def _t(id: str, game: str, rows: Mapping[str, int | None], regulated: bool, note: str = "") -> PayTable:
    return PayTable(id, game, tuple((o, n) for o, n in rows.items() if n is not None), regulated, note)


def _lucky(values: list[int | None]) -> dict[str, int | None]:
    return dict(zip(OUTCOMES[LUCKY_LUCKY], values, strict=True))


PRESETS: dict[str, dict[str, PayTable]] = {
    LUCKY_LADIES: {
        "A": _t("A", LUCKY_LADIES, dict(zip(OUTCOMES[LUCKY_LADIES], [1000, 125, 19, 9, 4], strict=True)), True),
        "B": _t("B", LUCKY_LADIES, dict(zip(OUTCOMES[LUCKY_LADIES], [1000, 200, 25, 10, 4], strict=True)), True),
    },
    LUCKY_LUCKY: {
        "PT1": _t("PT1", LUCKY_LUCKY, _lucky([200, 100, 50, 30, 15, 3, 2, 2]), True, "Puerto Rico"),
        "PT2": _t("PT2", LUCKY_LUCKY, _lucky([None, 100, 50, 30, 10, 3, 2, 2]), False, "for 2 decks"),
        "PT3": _t("PT3", LUCKY_LUCKY, _lucky([200, 100, 50, 30, 10, 3, 2, 2]), False),
        "PT4": _t("PT4", LUCKY_LUCKY, _lucky([200, 100, 50, 25, 15, 3, 2, 2]), False),
        "PT5": _t("PT5", LUCKY_LUCKY, _lucky([200, 100, 50, 30, 15, 3, 2, 1]), False),
        "PT6": _t("PT6", LUCKY_LUCKY, _lucky([200, 100, 50, 30, 10, 3, 2, 1]), False),
        "PT8": _t("PT8", LUCKY_LUCKY, _lucky([500, 200, 100, 25, 15, 3, 2, 1]), False),
    },
}


def preset(game: str, table_id: str) -> PayTable:
    """A preset table by game and id (``preset("lucky-ladies", "A")``)."""
    if game not in PRESETS:
        raise ConfigError("side_bet.name", f"unknown side bet {game!r} (one of {', '.join(GAMES)}, none)")
    try:
        return PRESETS[game][table_id]
    except KeyError:
        raise ConfigError(
            "side_bet.table", f"no preset {table_id!r} for {game} (one of {', '.join(PRESETS[game])})"
        ) from None


def from_mapping(data: Mapping[str, object], *, default_id: str = "custom") -> PayTable:
    """A custom table from plain data: ``{"game": …, "pays": {outcome: odds}}`` (``id`` optional)."""
    if not isinstance(data, Mapping):
        raise ConfigError("pay table", "must be an object with 'game' and 'pays'")
    game = data.get("game")
    pays = data.get("pays")
    if not isinstance(game, str):
        raise ConfigError("pay table.game", f"must be one of {', '.join(GAMES)}")
    if not isinstance(pays, Mapping):
        raise ConfigError("pay table.pays", "must map outcome ids to odds")
    tid = data.get("id", default_id)
    table = PayTable(str(tid), game, tuple((str(k), v) for k, v in pays.items()))
    # "regulated" is what the rows are, never what the file says: a table is the regulation's only
    # when it pays exactly as one of the regulated presets [FR-LL-3, PR-LL-6]
    regulated = any(t.regulated and t.pays == table.pays for t in PRESETS[game].values())
    return replace(table, regulated=True) if regulated else table
