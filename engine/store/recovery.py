"""Crash recovery: rebuild a session from the journal, with an unfinished round exactly where it was.

The round is played again through :meth:`engine.core.session.Session.act` from its journaled actions, on a
shoe that first deals the round's journaled cards (and repeats the deal's shuffle and burn), then
carries on from the journaled shoe state after the last action. Every regenerated event and balance
must equal the journal's; if one does not, the journal is reported corrupt, never guessed at.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

try:  # only mypyc reads the decorator (tools/build_compiled.py); the engine needs no package for it
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*_: Any, **__: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls


from ..core.cards import Card
from ..core.errors import CroupierError, RuleError
from ..core.event_rows import EventReader
from ..core.events import EVENT_TYPES, NEW_IN_2, SCHEMA, Burn, Dealt, Event, Shuffle
from ..core.money import Money
from ..core.rules import Rules
from ..core.session import PLAYER, Observer, Session, bet_player
from ..core.shoe import Shoe
from ..core.table import TableConfig
from .journal_rows import JournalError, Row, config_data, config_from_data, shoe_state
from .stream_random import StreamRandom as StreamRandom  # where the autoplay and the tests import it from

if TYPE_CHECKING:  # the journal uses this module to rebuild its games: no import back at run time
    from .journal import Journal
    from .journal_read import JournalReader

#: the id the table translates into "Resumed round N" (the engine hands out ids, not sentences)
RESUMED = "resumed-round"


@mypyc_attr(native_class=False)  # an exception of the engine's own, a Python class (compiled or not)
class RecoveryError(CroupierError):
    """The journal does not replay to the events it holds: it is corrupt (the message names the row)."""


@mypyc_attr(allow_interpreted_subclasses=True)
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


#: one step of a round as the journal holds it: ``("action", row, name, args, events, balance, events_v,
#: others)`` (``others``: the computer players' balances after it)
#: (the events read back as :class:`engine.core.events.Event`) or ``("money", row, direction, amount)``
Step = tuple[Any, ...]


def _round_script(steps: Sequence[Step]) -> tuple[list[Card | Event], list[Event] | None]:
    """The cards dealt in the round in order, each preceded by the shuffle of a shoe that ran dry
    before it, and the deal's own shuffle/burn events (None: not dealt yet)."""
    script: list[Card | Event] = []
    start: list[Event] | None = None
    dealt, shuffle = Dealt, Shuffle  # looked up once
    for step in steps:
        if step[0] != "action":
            continue
        events = step[4]
        i = 0
        if step[2] == "deal":
            if start is not None:
                raise RecoveryError(f"row {step[1]}: the round is dealt twice")
            start = []
            while i < len(events) and isinstance(events[i], (Shuffle, Burn)):
                start.append(events[i])
                i += 1
        for e in events[i:] if i else events:
            t = type(e)
            if t is dealt:
                script.append(e.card)
            elif t is shuffle:
                script.append(e)
            elif t in _NEITHER:  # the other events by their exact type: no call to isinstance
                continue
            elif isinstance(e, Dealt):
                script.append(e.card)
            elif isinstance(e, Shuffle):
                script.append(e)
    return script, start


#: the events that are neither a card dealt nor a shuffle (exact types: a subclass is not one of them)
_NEITHER: frozenset[type] = frozenset(t for t in EVENT_TYPES.values() if t is not Dealt and t is not Shuffle)


def _others_before(steps: Sequence[Step]) -> dict[str, Money]:
    """The balances of the computer players before the round: each one's balance at the first action
    row that names him, plus what that row took from him when it was his own bet."""
    before: dict[str, Money] = {}
    for step in steps:
        if step[0] != "action" or len(step) <= 7:
            continue
        others = step[7]
        if not others:  # a row that names no computer player (the common case): nothing to read
            continue
        action, args = step[2], step[3]
        for name, bal in others.items():
            if name not in before:
                own = bet_player(action, args) == name
                before[name] = int(bal) + (int(args[1]) + int(args[2]) if own else 0)
    return before


def replay(
    config: TableConfig,
    round_no: int,
    balance: Money | None,
    steps: Sequence[Step],
    *,
    rng: random.Random | None = None,
    state: dict[str, object] | None = None,
    strict: bool = False,
) -> Session:
    """Deal round ``round_no`` again through the engine from its journaled steps (credits ``balance``
    before it) and check every event and balance against the journal's. ``strict`` (the recall, the
    audit) allows no card beyond the journal's; otherwise (a resume) the shoe carries on from ``state``,
    the journaled state after the last step. Raises :class:`RecoveryError` naming the row."""
    script, deal_start = _round_script(steps)
    if rng is None and strict:
        rng = _IDLE  # never drawn from (a strict shoe deals only journaled cards); a resume's stays the system's
    shoe = ReplayShoe(config.rules, rng, script, deal_start, state, strict=strict)
    session = Session(config, balance, shoe=shoe)
    session.round_no = round_no
    for name, before in _others_before(steps).items():  # computer players seated at the table
        session.seat(name, before)
    balances = session.balances
    for step in steps:
        if step[0] == "money":  # credits changed behind the journal mid-round ("unjournaled")
            _, _row, direction, amount = step
            if balances is not None:
                balances[PLAYER] += amount if direction == "in" else -amount
            continue
        _, row, name, args, stored, bal, version, *more = step
        try:
            got = session.act_journaled(name, *args)  # a row as the journal holds it (its older forms too)
        except (RuleError, RecoveryError) as e:
            raise RecoveryError(f"row {row}: round {round_no}: {name} does not replay: {e}") from None
        if got != stored if version == SCHEMA else [e for e in got if type(e) not in NEW_IN_2] != stored:
            raise RecoveryError(f"row {row}: round {round_no}: {name} gives other events than the journal's")
        if (None if balances is None else balances[PLAYER]) != bal:
            raise RecoveryError(f"row {row}: round {round_no}: the balance differs from the journal's")
        others = more[0] if more else _NOBODY
        if (others != _NOBODY or (balances is not None and len(balances) > 1)) and session.others() != others:
            raise RecoveryError(f"row {row}: round {round_no}: a computer player's balance differs")
    if shoe.replaying:
        raise RecoveryError(f"round {round_no}: the journal holds cards that the round did not deal")
    return session


#: the source of a shoe that deals only journaled cards (strict): never drawn from
_IDLE = random.Random(0)
#: the computer players' balances of a row that names none
_NOBODY: dict[str, Money] = {}


def rebuild_round(
    journal: JournalReader,
    round_no: int,
    rows: list[Row] | None = None,
    *,
    rng: random.Random | None = None,
    strict: bool = False,
    checked: bool = False,
) -> Session:
    """Play round ``round_no`` again from its journaled rows (:func:`replay`).

    ``strict`` (the recall, the audit) allows no card beyond the journal's; otherwise (a resume) the
    shoe carries on from the journaled state after the last action. ``checked``: the caller has
    checked the rows' MACs already."""
    rows = journal.round_rows(round_no) if rows is None else rows
    if not rows or rows[0].kind != "round":
        raise RecoveryError(f"round {round_no}: no start row in the journal")
    start, actions = rows[0], rows[1:]
    for r in rows if not checked else ():
        if not journal.chained(r):
            raise RecoveryError(f"row {r.id}: round {round_no}: its MAC does not match its content")
    try:
        head = start.data
        config: TableConfig = config_from_data(journal.row(head["config"]).data["config"])
        reader = EventReader()
        steps: list[Step] = []
        for r in actions:
            d = r.data
            if r.kind == "money":
                steps.append(("money", r.id, d["dir"], int(d["amount"])))
            elif r.kind == "action":
                version = int(d.get("events_v", 1))
                steps.append(
                    ("action", r.id, d["name"], d["args"], reader.read(d), d["balance"], version, d.get("others", {}))
                )
        state = None
        if not strict:
            last = journal.last_shoe()
            state = shoe_state(last) if last is not None else None
            if last is not None and isinstance(rng, StreamRandom):
                rng.calls = int(last.get("rng", 0))
        balance: Money | None = head["balance"]
        return replay(config, round_no, balance, steps, rng=rng, state=state, strict=strict)
    except (KeyError, TypeError, ValueError, IndexError, JournalError) as e:
        raise RecoveryError(f"round {round_no}: the journal cannot be read back: {e}") from None


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
