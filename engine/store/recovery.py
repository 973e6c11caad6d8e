"""Crash recovery: rebuild a session from the journal, with an unfinished round exactly where it was.

The round is played again through :meth:`engine.core.session.Session.act` from its journaled actions, on a
shoe that first deals the round's journaled cards (and repeats the deal's shuffle and burn), then
carries on from the journaled shoe state after the last action. Every regenerated event and balance
must equal the journal's; if one does not, the journal is reported corrupt, never guessed at.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.cards import Card
from ..core.errors import CroupierError, RuleError
from ..core.events import NEW_IN_2, SCHEMA, Burn, Dealt, Event, Shuffle, to_dict
from ..core.money import Money
from ..core.rules import Rules
from ..core.session import PLAYER, Observer, Session, bet_player
from ..core.shoe import Shoe
from ..core.table import TableConfig
from ..core.view import EventReader
from .journal_rows import JournalError, Row, config_data, config_from_data, shoe_state

if TYPE_CHECKING:  # the journal uses this module to rebuild its games: no import back at run time
    from .journal import Journal

#: the id the table translates into "Resumed round N" (the engine hands out ids, not sentences)
RESUMED = "resumed-round"


class RecoveryError(CroupierError):
    """The journal does not replay to the events it holds: it is corrupt (the message names the row)."""


class StreamRandom(random.Random):
    """A seeded source whose whole state is ``(seed, calls)``: every draw of random bits reseeds from
    ``seed/calls``, so the journal can store its state in one number (headless autoplay, tests).
    Every method of :class:`random.Random` that the shoe uses (``shuffle``, ``getrandbits``) goes
    through :meth:`getrandbits` or :meth:`random`."""

    def __init__(self, seed: int | str = 0, calls: int = 0) -> None:
        self.key = str(seed)
        self.calls = calls
        super().__init__(self.key)

    def _step(self) -> None:
        super().seed(f"{self.key}/{self.calls}")
        self.calls += 1

    def getrandbits(self, k: int, /) -> int:
        """``k`` random bits from the stream's next seed."""
        self._step()
        return super().getrandbits(k)

    def random(self) -> float:
        """A float in [0, 1) from the stream's next seed."""
        self._step()
        return super().random()


class ReplayShoe(Shoe):
    """A shoe that first deals ``script`` (the round's journaled cards in order, with the shuffle of a
    shoe that ran dry before the card it fed) and repeats the deal's ``start`` events, touching nothing
    else; then it is the ordinary shoe described by ``state``."""

    def __init__(
        self,
        rules: Rules,
        rng: random.Random | None,
        script: Sequence[Card | Event],
        start: Sequence[Event] | None,
        state: dict[str, object] | None,
        *,
        strict: bool = False,
    ) -> None:
        super().__init__(rules, rng)
        if state is not None:
            self.restore(state)
        self._script = list(reversed(script))
        self._start = list(start) if start is not None else None
        self.strict = strict

    def start_round(self) -> list[Event]:
        if self._start is not None:
            out, self._start = self._start, None
            return out
        if self.strict:
            raise RecoveryError("the journal holds no deal for this round")
        return super().start_round()

    def draw(self) -> Card:
        script = self._script
        while script and not isinstance(script[-1], Card):
            pending: list[Event] | None = getattr(self, "pending", None)
            if pending is None:
                raise RecoveryError("the journal holds a mid-round shuffle this shoe cannot report")
            pending.append(script.pop())  # type: ignore[arg-type]
        if script:
            card = script.pop()
            assert isinstance(card, Card)
            return card
        if self.strict:
            raise RecoveryError("the round draws more cards than the journal holds")
        return super().draw()

    @property
    def replaying(self) -> bool:
        """Journaled cards are still to come."""
        return bool(self._script) or self._start is not None


def _round_script(round_no: int, actions: list[Row]) -> tuple[list[Card | Event], list[Event] | None]:
    """The cards dealt in the round in order, each preceded by the shuffle of a shoe that ran dry
    before it, and the deal's own shuffle/burn events (None: not dealt yet)."""
    script: list[Card | Event] = []
    start: list[Event] | None = None
    reader = EventReader()
    for r in actions:
        if r.kind != "action":
            continue
        d = r.data
        events = reader.read(d)
        i = 0
        if d["name"] == "deal":
            if start is not None:
                raise RecoveryError(f"row {r.id}: round {round_no} is dealt twice")
            start = []
            while i < len(events) and isinstance(events[i], (Shuffle, Burn)):
                start.append(events[i])
                i += 1
        for e in events[i:]:
            if isinstance(e, Dealt):
                script.append(e.card)
            elif isinstance(e, Shuffle):
                script.append(e)
    return script, start


def _others_before(actions: list[Row]) -> dict[str, Money]:
    """The balances of the computer players before the round: each one's balance at the first action
    row that names him, plus what that row took from him when it was his own bet."""
    before: dict[str, Money] = {}
    for r in actions:
        if r.kind != "action":
            continue
        d = r.data
        args = d["args"]
        for name, bal in d.get("others", {}).items():
            if name not in before:
                own = bet_player(d["name"], args) == name
                before[name] = int(bal) + (int(args[1]) + int(args[2]) if own else 0)
    return before


def rebuild_round(
    journal: Journal,
    round_no: int,
    rows: list[Row] | None = None,
    *,
    rng: random.Random | None = None,
    strict: bool = False,
    checked: bool = False,
) -> Session:
    """Play round ``round_no`` again from its journaled actions and check every event and balance.

    ``strict`` (the recall, the audit) allows no card beyond the journal's; otherwise (a resume) the
    shoe carries on from the journaled state after the last action. ``checked``: the caller has
    checked the rows' MACs already (the audit walks the whole chain)."""
    rows = journal.round_rows(round_no) if rows is None else rows
    if not rows or rows[0].kind != "round":
        raise RecoveryError(f"round {round_no}: no start row in the journal")
    start, actions = rows[0], rows[1:]
    for r in rows if not checked else ():
        if not journal.chained(r):
            raise RecoveryError(f"row {r.id}: round {round_no}: its MAC does not match its content")
    try:
        head = start.data
        config_row = head["config"]
        config: TableConfig = config_from_data(journal.row(config_row).data["config"])
        script, deal_start = _round_script(round_no, actions)
        state = None
        if not strict:
            last = journal.last_shoe()
            state = shoe_state(last) if last is not None else None
            if last is not None and isinstance(rng, StreamRandom):
                rng.calls = int(last.get("rng", 0))
        shoe = ReplayShoe(config.rules, rng, script, deal_start, state, strict=strict)
        balance: Money | None = head["balance"]
        session = Session(config, balance, shoe=shoe)
        session.round_no = round_no
        for name, before in _others_before(actions).items():  # computer players seated at the table
            session.seat(name, before)
        reader = EventReader()
        for r in actions:
            d = r.data
            if r.kind == "money":  # credits changed behind the journal mid-round ("unjournaled")
                if session.balances is not None:
                    session.balances[PLAYER] += d["amount"] if d["dir"] == "in" else -d["amount"]
                continue
            stored = None if d.get("events_v", 1) == SCHEMA else reader.read(d)  # an older encoding
            try:
                got = session.act(d["name"], *d["args"])
            except (RuleError, RecoveryError) as e:
                raise RecoveryError(f"row {r.id}: round {round_no}: {d['name']} does not replay: {e}") from None
            if ([to_dict(e) for e in got] != d["events"] if stored is None
                    else [e for e in got if type(e) not in NEW_IN_2] != stored):  # fmt: skip
                raise RecoveryError(f"row {r.id}: round {round_no}: {d['name']} gives other events than the journal's")
            if session.balance != d["balance"]:
                raise RecoveryError(f"row {r.id}: round {round_no}: the balance differs from the journal's")
            if session.others() != d.get("others", {}):
                raise RecoveryError(f"row {r.id}: round {round_no}: a computer player's balance differs")
    except (KeyError, TypeError, ValueError, IndexError, JournalError) as e:
        raise RecoveryError(f"round {round_no}: the journal cannot be read back: {e}") from None
    if shoe.replaying:
        raise RecoveryError(f"round {round_no}: the journal holds cards that the round did not deal")
    return session


def resume(journal: Journal, *, rng: random.Random | None = None, observers: Sequence[Observer] = ()) -> Session | None:
    """The session of the unfinished round, resumed exactly (same shoe, bets, cards, box to act), with
    the journal attached first and then ``observers``; None when every round finished. Raises
    :class:`RecoveryError` when the journal does not replay."""
    if not journal.round_open:
        return None
    session = rebuild_round(journal, journal.current_round, rng=rng)
    journal.attach(session, resumed=True)
    session.observers.extend(observers)
    return session


def open_session(
    journal: Journal,
    config: TableConfig,
    balance: Money | None = None,
    *,
    rng: random.Random | None = None,
    observers: Sequence[Observer] = (),
) -> Session:
    """The table's start: the unfinished round resumed (:func:`resume`), else a new session on
    ``config`` that keeps the journal's balance (``balance`` for a new journal) and carries on with
    the journaled shoe when the configuration is unchanged."""
    s = resume(journal, rng=rng, observers=observers)
    if s is not None:
        return s
    bal = journal.balance if journal.has_session else balance
    shoe = Shoe(config.rules, rng)
    last = journal.last_shoe()
    if last is not None and journal.last_config() == config_data(config):
        shoe.restore(shoe_state(last))
        if isinstance(rng, StreamRandom):
            rng.calls = int(last.get("rng", 0))
    session = Session(config, bal, shoe=shoe)
    journal.attach(session)
    session.observers.extend(observers)
    return session


def message(round_no: int) -> str:
    """The English line for the log and the command line."""
    return f"resumed round {round_no}"
