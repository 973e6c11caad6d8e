"""The audit's re-deal: every journaled round dealt again through the engine from its cards and
decisions (:func:`engine.store.recovery.replay`), each event and balance compared with the journal's.

The audit (:mod:`engine.store.journal_audit`) hands rounds over as it walks them, in chunks: each
round's start (row, number, configuration row, credits before) and the ``action`` and ``money``
rows between it and the next round's start, their content as stored (the rows whose MAC the walk
checked) with the content it parsed and the events it read for the meters (so a row is parsed once).
:meth:`Dealer.deal` deals them, in the process that walks the rows: the audit's, or a worker
process checking a range of the journal.

A chunk's answer is the number of rounds dealt again in it before the first that does not deal
again, and that round's message (None when every round of the chunk dealt again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

try:  # only mypyc reads the decorator (tools/build_compiled.py); the engine needs no package for it
    from mypy_extensions import mypyc_attr
except ImportError:

    def mypyc_attr(*_: Any, **__: Any) -> Callable[[type], type]:  # type: ignore[misc]
        return lambda cls: cls


from ..core import records
from ..core.cards import Card
from ..core.errors import CroupierError
from ..core.event_rows import EventReader
from ..core.events import SCHEMA as EVENTS_SCHEMA
from ..core.events import (
    Action,
    Announce,
    Bet,
    DealerBust,
    DealerStand,
    Dealt,
    Decision,
    Event,
    InsuranceCollect,
    Kind,
    MainCollect,
    MainPay,
    MainPush,
    Peek,
    Result,
    Reveal,
    SideCollect,
    from_dict,
)  # fmt: skip
from ..core.table import TableConfig
from .journal_rows import Codec, JournalError, Row, canonical, config_from_data, scan_body
from .keys import Sealer
from .recovery import RecoveryError, Step, replay

#: one row of a round as the audit hands it over: ``(id, kind, body, content, events)`` (the content
#: parsed and, for a compact action row, its events read, as the audit's meters read them; None
#: for a worker process, which parses the body itself)
RowRead = tuple[int, str, str, Any, "list[Event] | None"]
#: one round as the audit hands it over: (start row, round, config row, credits before, rows): the
#: ``action`` rows of the round and ``money`` rows, in order
RoundRows = tuple[int, int, int, Any, list[RowRead]]


@mypyc_attr(native_class=False)  # picklable as it is: handed to and from the worker processes
@dataclass(frozen=True)
class Setting:
    """What dealing a journal's rounds again needs besides the rows: the journal's id and event
    shapes, the sealing half of the key (None without a key) and the configurations by row."""

    journal: str
    shapes: tuple[tuple[str, tuple[str, ...]], ...]
    sealer: Sealer | None
    configs: dict[int, dict[str, Any]]


def _small(*values: Any, top: int = 8) -> bool:
    """Every value a whole number from 0 below ``top`` (what the round's tables are keyed by)."""
    return all(type(v) is int and 0 <= v < top for v in values)


def _flags(*values: Any) -> bool:
    return all(type(v) is bool for v in values)


def _money(v: Any) -> bool:
    return type(v) is int and v >= 0


def _dealt(e: Any) -> Event | None:  # Any: a field of the wrong type is read, not refused (compiled)
    if type(e.card) is not Card or not _small(e.total, top=32) or not _flags(e.soft, e.hole, e.split):
        return None
    if e.hole:
        return records.hole(e.card, e.total, e.soft) if e.box == 0 and e.hand == 0 and not e.split else None
    return records.dealt(e.box, e.hand, e.card, e.total, e.soft, e.split) if _small(e.box, e.hand, top=5) else None


def _bet(e: Any) -> Event | None:
    if e.case or type(e.kind) is not Kind or not _small(e.box, e.hand) or not _money(e.amount):
        return None
    return records.bet(e.box, e.kind, e.amount, e.hand)


def _paid(e: Any) -> Event | None:
    if type(e.result) is not Result or not _small(e.box, e.hand) or not _money(e.amount):
        return None
    return (records.main_pay if type(e) is MainPay else records.main_collect)(e.box, e.hand, e.amount, e.result)


#: an event's type → the round's own event of those fields (:mod:`engine.core.records`), made only
#: from values in the ranges its tables are keyed by (a value out of them would take another's slot)
_SHARED: dict[type, Callable[[Any], Event | None]] = {
    Dealt: _dealt,
    Bet: _bet,
    Action: lambda e: (
        records.action(e.box, e.hand, e.action) if type(e.action) is Decision and _small(e.box, e.hand) else None
    ),
    MainPay: _paid,
    MainCollect: _paid,
    MainPush: lambda e: (
        records.main_push(e.box, e.hand, e.amount) if _small(e.box, e.hand) and _money(e.amount) else None
    ),
    SideCollect: lambda e: records.side_collect(e.box, e.amount) if _small(e.box) and _money(e.amount) else None,
    InsuranceCollect: lambda e: (
        records.insurance_collect(e.box, e.amount) if _small(e.box) and _money(e.amount) else None
    ),
    Reveal: lambda e: (
        records.reveal(e.card, e.total, e.soft)
        if type(e.card) is Card and _small(e.total, top=32) and _flags(e.soft)
        else None
    ),
    DealerStand: lambda e: (
        records.dealer_stand(e.total, e.soft, e.blackjack)
        if _small(e.total, top=32) and _flags(e.soft, e.blackjack)
        else None
    ),
    DealerBust: lambda e: records.dealer_bust(e.total) if _small(e.total, top=64) else None,
    Announce: lambda e: records.announce(e.bonuses) if _small(e.bonuses, top=64) else None,
    Peek: lambda e: records.PEEK[e.blackjack] if _flags(e.blackjack) else None,
}


def shared(e: Event) -> Event:
    """The very object the round hands out for an event of these fields, where the round makes its
    events once and shares them (:mod:`engine.core.records`; else ``e``): a list of the round's
    events compared with a list of the journal's then stops at identity for every element (a
    comparison of the fields, one by one, otherwise). The same value either way; a value outside
    what the round's tables hold is kept as read, never put in them."""
    make = _SHARED.get(type(e))
    same = make(e) if make is not None else None
    return same if same is not None and same == e else e


@mypyc_attr(native_class=False)  # a Python class, compiled or not: its reading can be replaced (the tests do)
class Events:
    """Compact events (``[shape, value…]``) back to :class:`Event`, through a bounded cache (the same
    bet, card and pay events come back round after round); a sealed hole card is opened with the
    sealer (its nonce names the row and the event's place). Each event read is the round's own
    object of those fields where the round shares its events (:func:`shared`)."""

    LIMIT = 200_000

    def __init__(self, journal: str, shapes: Sequence[tuple[str, Sequence[str]]], sealer: Sealer | None) -> None:
        self.journal, self.shapes, self.sealer = journal, shapes, sealer
        self.cache: dict[tuple[Any, ...], Event] = {}
        #: sealed events once opened, by their content with the card in the clear (the seal itself is
        #: unique to its row and place: each one is opened again, only the event made from it is kept)
        self.opened: dict[tuple[Any, ...], Event] = {}

    def read(self, row_id: int, events: list[list[Any]]) -> list[Event]:
        """The events of one compact action row."""
        cache = self.cache
        try:  # every event read before (the common case): one look-up each
            return [cache[tuple(e)] for e in events]
        except (KeyError, TypeError):  # one not read yet, or a value a key cannot hold
            pass
        out = []
        for i, e in enumerate(events):
            key: tuple[Any, ...] | None = tuple(e)
            try:
                ev = cache.get(key)  # type: ignore[arg-type]
            except TypeError:  # a value that is a list or an object: read, not cached
                ev, key = None, None
            if ev is None:
                kind, keys = self.shapes[e[0]]
                d = dict(zip(keys, e[1:], strict=True))
                d["type"] = kind
                if "sealed" in d:  # unique to its row: opened every time, the event kept by its content
                    ev, key = self._opened(self._open(row_id, i, d)), None
                else:
                    ev = shared(from_dict(d))
                if key is not None:
                    if len(cache) >= self.LIMIT:
                        cache.clear()
                    cache[key] = ev
            out.append(ev)
        return out

    def _opened(self, d: dict[str, Any]) -> Event:
        """The event of an opened sealed one (``d``: its fields, the card in the clear), made once
        for each content (the hole card: a card, a total, soft or not)."""
        opened = self.opened
        key: tuple[Any, ...] | None = tuple(d.items())
        try:
            ev = opened.get(key)  # type: ignore[arg-type]
        except TypeError:  # a value that is a list or an object: read, not kept
            ev, key = None, None
        if ev is None:
            ev = shared(from_dict(d))
            if key is not None:
                if len(opened) >= self.LIMIT:
                    opened.clear()
                opened[key] = ev
        return ev

    def _open(self, row_id: int, i: int, d: dict[str, Any]) -> dict[str, Any]:
        if self.sealer is None:
            raise JournalError(f"row {row_id}: sealed content and no key to open it")
        try:
            card = self.sealer.unseal(f"{self.journal}/{row_id}/e{i}", str(d.pop("sealed")))
        except (ValueError, UnicodeDecodeError):
            raise JournalError(f"row {row_id}: its sealed content does not open with this install's key") from None
        d["card"] = card
        return d


def _parse(body: str) -> Any:
    """A row's content, the body whole (the audit checked it before handing it over)."""
    value, end = scan_body(body)
    if end != len(body):
        raise ValueError("the content is not valid JSON (text after it)")
    return value


class Dealer:
    """Deals a journal's rounds again (one per process: its event cache and configurations are
    kept from chunk to chunk)."""

    def __init__(self, setting: Setting) -> None:
        self.setting = setting
        self.events = Events(setting.journal, setting.shapes, setting.sealer)
        self.codec = Codec()
        self.codec.shapes = list(setting.shapes)
        self.tables: dict[int, TableConfig] = {}
        self.built: dict[str, TableConfig] = {}
        #: the configurations by row (the audit's walk of a range gives its own, as it reads them)
        self.configs = setting.configs

    def config(self, row: int) -> TableConfig:
        """The table configuration of a config row (built once per distinct configuration)."""
        config = self.tables.get(row)
        if config is None:
            data = self.configs[row]
            body = canonical(data)
            config = self.built.get(body)
            if config is None:
                config = self.built[body] = config_from_data(data)
            self.tables[row] = config
        return config

    def steps(self, round_no: int, rows: list[RowRead]) -> list[Step]:
        """A round's steps (:data:`engine.store.recovery.Step`) from its rows as stored (and their
        content already parsed and events read, or None)."""
        steps: list[Step] = []
        reader: EventReader | None = None
        events_of = self.events
        for rid, kind, body, parsed, read in rows:
            value = _parse(body) if parsed is None else parsed
            if kind == "money":
                steps.append(("money", rid, value["dir"], int(value["amount"])))
                continue
            if type(value) is list:
                name, args, stated, _phase, version, compact, *rest = value
                others = rest[0].get("others", {}) if rest else {}
                if read is not None:
                    events = read
                elif version == EVENTS_SCHEMA:
                    events = events_of.read(rid, compact)
                else:
                    d = self._row(rid, kind, round_no, body).data
                    reader = reader or EventReader()
                    events = reader.read(d)
            else:
                d = self._row(rid, kind, round_no, body).data
                name, args, stated, version = d["name"], d["args"], d["balance"], int(d.get("events_v", 1))
                others = d.get("others", {})
                reader = reader or EventReader()
                events = reader.read(d)
            steps.append(("action", rid, name, args, events, stated, version, others))
        return steps

    def _row(self, rid: int, kind: str, round_no: int, body: str) -> Row:
        s = self.setting
        return Row(rid, kind, round_no, body, "", s.sealer, s.journal, self.codec)

    def deal(self, rounds: Sequence[RoundRows]) -> tuple[int, str | None]:
        """Deal ``rounds`` again in order: how many dealt again before the first that does not, and
        its message (None when all did)."""
        for n, (start_id, round_no, config_row, before, rows) in enumerate(rounds):
            try:
                replay(self.config(config_row), round_no, before, self.steps(round_no, rows), strict=True)
            except (RecoveryError, CroupierError, KeyError, TypeError, ValueError, IndexError) as e:
                where = "" if isinstance(e, RecoveryError) else f"row {start_id}: "
                return n, f"round {round_no}: dealt again through the engine, {where}{e}"
        return len(rounds), None
