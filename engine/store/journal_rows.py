"""The journal's rows as stored: the chain (canonical JSON, an HMAC-SHA-256 of the row before with
this row's content, keyed by :class:`engine.store.keys.JournalKey`), the sealing of what nobody may read yet
(the undealt shoe, a face-down hole card) and the plain-data codecs of what rows hold (a table
configuration, a shoe state, an action in its compact form).

Compact form (schema 3). An ``action`` row is a JSON array ``[name, args, balance, phase, events_v,
events, rest]`` (``rest``: any other content, such as a sealed shoe state; left out when empty) and each
event is ``[shape, value…]``: the shape, declared once in a ``codec`` row before the first row that uses
it, names the event's ``type`` and its other keys in sorted order (:class:`Codec`), so any event type,
today's or a new one, is written without its key names. The shoe's state is written (sealed) only when
it cannot be told from the row before: after a shuffle, at a session's start, and after each draw of a
continuous shuffler (there as its few differences from the unshuffled shoe); otherwise it follows from
the cards the events deal (:class:`ShoeTrack`), which the writer checks against the shoe itself.

Kept apart from :mod:`engine.store.journal` (the writer) and :mod:`engine.store.journal_read` (the read side),
which both build on it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..core.cards import Card, make_decks
from ..core.errors import CroupierError
from ..core.frozen import finish as _finish
from ..core.money import format_amount
from ..core.paytables import PRESETS
from ..core.table import UNIT, TableConfig, build_config

if TYPE_CHECKING:  # what Row is: a dataclass (its methods made without compiling)
    from dataclasses import dataclass as record

    from ..core.shoe import Shoe
    from .keys import JournalKey, Sealer
else:
    from ..core.frozen import record

GENESIS = "0" * 64


class StopKind(StrEnum):
    """What a journal problem that stops the table leaves the director to do: the kind each
    :class:`JournalError` carries beside its message (:attr:`JournalError.kind`), set by the class
    raised where the problem is found, so the table chooses its way out by it, never by the words."""

    JOURNAL = "journal"  #: the journal itself (damaged, altered, a full disk, …): it may be set aside for a new one
    IN_USE = "in-use"  #: another table writes this data folder: its journal is never set aside
    NO_FOLDER = "no-folder"  #: the data folder cannot be made or locked: a new journal could not be made there
    MISSING = "missing"  #: the journal this install recorded is gone: a new one may be started


class JournalError(CroupierError):
    """The journal cannot be written or read as it should (the message says why; :attr:`kind` what
    the director may do about it)."""

    kind: StopKind = StopKind.JOURNAL


def canonical(data: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 kept; the form that is hashed."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def row_hash(prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> str:
    """SHA-256 of the previous row's hash with this row's content: the unkeyed chain of schema 1,
    which anyone can recompute (read by the audit only, to say so)."""
    head = canonical([row_id, kind, round_no])
    return hashlib.sha256(f"{prev}\n{head}\n{body}".encode()).hexdigest()


#: the JSON scanner itself (the C one when there is one): ``SCAN(text, 0)`` is (value, end), or
#: raises ``StopIteration`` at the place where no value starts
SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def scan_body(body: str) -> tuple[Any, int]:
    """``json.JSONDecoder().raw_decode(body)`` (the value and where it ends), by one call into the
    scanner: the same value, and the same :class:`json.JSONDecodeError` for a body that is not JSON."""
    try:
        return SCAN(body, 0)
    except StopIteration as e:
        raise json.JSONDecodeError("Expecting value", body, e.value) from None


# ---------------------------------------------------------------------- plain data


def config_data(config: TableConfig) -> dict[str, Any]:
    """A table configuration as the plain data :func:`engine.core.table.build_config` reads."""
    s = config.side
    side: dict[str, Any] = {"name": s.game}
    if s.game != "none" and s.table is not None:
        side.update(table=s.table.id, min=format_amount(s.min), max=format_amount(s.max))
        if PRESETS.get(s.game, {}).get(s.table.id) != s.table:
            side["pays"] = dict(s.table.pays)
    out: dict[str, Any] = {
        "profile": config.profile,
        "rules": config.rules.to_dict(),
        "side_bet": side,
        "limits": {"min": format_amount(config.min_bet), "max": format_amount(config.max_bet)},
        "currency": config.currency,
    }
    if config.unit != UNIT:  # left out at the default, so earlier journals' configurations read the same
        out["unit"] = format_amount(config.unit)
    if config.hyper.offered:  # the same: left out when the table does not offer hyper black jack
        out["hyper"] = config.hyper.to_data()
    return out


def config_from_data(data: Mapping[str, Any]) -> TableConfig:
    """The inverse of :func:`config_data`."""
    return build_config(
        data["profile"], data["rules"], data["side_bet"], data["limits"], data["currency"], data.get("unit"),
        data.get("hyper"),
    )  # fmt: skip


def _rng_calls(rng: object) -> int | None:
    """The draw counter of a :class:`engine.store.recovery.StreamRandom` source (None for any other)."""
    calls = getattr(rng, "calls", None)
    return calls if isinstance(calls, int) else None


_UNSHUFFLED: dict[int, list[Card]] = {}


def _unshuffled(decks: int) -> list[Card]:
    ref = _UNSHUFFLED.get(decks)
    if ref is None:
        ref = _UNSHUFFLED[decks] = make_decks(decks)
    return ref


def _codes(cards: list[Card]) -> str:
    return "".join([c.code for c in cards])


def state_data(
    cards: list[Card], cut: int, in_play: list[Card], rng: int | None, decks: int, *, compact: bool = True
) -> dict[str, Any]:
    """A shoe state as plain data: the cards still to deal joined (``cards``) with the cut, the cards
    in play and the draw counter of a :class:`engine.store.recovery.StreamRandom` source (``rng``); or,
    when ``compact`` and shorter, one string ``diff``: ``decks/n/cut/rng/in_play/differences``, the
    differences of the ``n`` cards from the first ``n`` of the unshuffled shoe of ``decks`` decks as
    ``<position><code>`` joined by dots (what a continuous shuffler holds after a few draws)."""
    ref = _unshuffled(decks)
    n = len(cards)
    diff: list[str] = []
    if compact and n <= len(ref):
        budget = n // 3  # each difference costs about three cards' worth of text
        for i in range(n):
            if cards[i] is not ref[i]:
                diff.append(f"{i}{cards[i].code}")
                if len(diff) > budget:
                    break
        if len(diff) <= budget:
            counter = "" if rng is None else str(rng)
            return {"diff": f"{decks}/{n}/{cut}/{counter}/{_codes(in_play)}/{'.'.join(diff)}"}
    out: dict[str, Any] = {"cards": _codes(cards), "cut": cut, "in_play": _codes(in_play)}
    if rng is not None:
        out["rng"] = rng
    return out


def shoe_data(shoe: Shoe) -> dict[str, Any]:
    """:meth:`engine.core.shoe.Shoe.state` as plain data (:func:`state_data`)."""
    return state_data(shoe.cards, shoe.cut, shoe.in_play, _rng_calls(shoe.rng), shoe.rules.decks)


def _split(s: str) -> list[str]:
    return [s[i : i + 2] for i in range(0, len(s), 2)]


def _read_state(data: Mapping[str, Any]) -> tuple[list[str], int, list[str], int | None, int | None]:
    """(cards, cut, in_play, rng, decks) of either form of :func:`state_data`."""
    if "cards" in data:
        rng = data.get("rng")
        return (_split(str(data["cards"])), int(data["cut"]), _split(str(data["in_play"])),
                rng if isinstance(rng, int) else None, None)  # fmt: skip
    decks_s, n_s, cut_s, rng_s, in_play, diffs = str(data["diff"]).split("/")
    decks, n = int(decks_s), int(n_s)
    ref = _unshuffled(decks)
    if not 0 <= n <= len(ref):
        raise ValueError(f"a shoe state of {n} cards for {decks} decks")
    cards = [c.code for c in ref[:n]]
    for item in filter(None, diffs.split(".")):
        Card.parse(item[-2:])
        cards[int(item[:-2])] = item[-2:]
    return cards, int(cut_s), _split(in_play), int(rng_s) if rng_s else None, decks


def shoe_state(data: Mapping[str, Any]) -> dict[str, object]:
    """The :meth:`engine.core.shoe.Shoe.restore` argument from :func:`shoe_data`'s output (either form)."""
    cards, cut, in_play, _rng, _decks = _read_state(data)
    return {"cards": cards, "cut": cut, "in_play": in_play}


class ShoeTrack:
    """A shoe's state followed through the journal's rows: from a state written out, each action's
    dealt cards come off the end (a deal first empties the cards in play). :meth:`follow` says False
    when a row does something else (a shuffle, a burn, a card that is not the next one): the writer then
    writes the shoe's state out, and a reader finds it in that row."""

    __slots__ = ("cards", "cut", "decks", "in_play", "rng")

    def __init__(self, cards: list[Card], cut: int, in_play: list[Card], rng: int | None, decks: int) -> None:
        self.cards, self.cut, self.in_play, self.rng, self.decks = cards, cut, in_play, rng, decks

    @classmethod
    def of_shoe(cls, shoe: Shoe) -> ShoeTrack:
        """The state of ``shoe`` now (copies of its lists)."""
        return cls(list(shoe.cards), shoe.cut, list(shoe.in_play), _rng_calls(shoe.rng), shoe.rules.decks)

    @classmethod
    def of_data(cls, data: Mapping[str, Any], decks: int) -> ShoeTrack:
        """The state :func:`shoe_data` wrote (``decks``: unless the state names them)."""
        cards, cut, in_play, rng, named = _read_state(data)
        parse = Card.parse
        return cls([parse(c) for c in cards], cut, [parse(c) for c in in_play], rng, decks if named is None else named)

    def follow(self, name: str, events: list[dict[str, Any]]) -> bool:
        """Advance by one journaled action (``events`` in :func:`engine.core.events.to_dict` form, hole
        cards open); False when the action did something this model does not tell."""
        if name == "deal":
            self.in_play = []
        cards, in_play = self.cards, self.in_play
        for e in events:
            kind = e.get("type")
            if kind == "card":
                if not cards or cards[-1].code != e.get("card"):
                    return False
                in_play.append(cards.pop())
            elif kind in ("shuffle", "burn"):
                return False
        return True

    def matches(self, shoe: Shoe) -> bool:
        """The tracked state is ``shoe``'s (its cards are interned: the lists compare by identity)."""
        return (
            len(shoe.cards) == len(self.cards)
            and shoe.cut == self.cut
            and shoe.cards == self.cards
            and shoe.in_play == self.in_play
            and _rng_calls(shoe.rng) == self.rng
        )

    def data(self) -> dict[str, Any]:
        """The state as :func:`shoe_data` writes it, the cards in full."""
        return state_data(self.cards, self.cut, self.in_play, self.rng, self.decks, compact=False)


# ---------------------------------------------------------------------- compact rows

ACTION_KEYS = ("name", "args", "balance", "phase", "events_v", "events")


class Codec:
    """The event shapes of a journal: shape ``i`` is ``(type, keys)``, the keys in sorted order. Shapes
    are added as the writer meets them and declared in ``codec`` rows (``{"shapes": [[i, type, keys],
    …]}``) written before the row that first uses them; a reader loads them all first."""

    def __init__(self) -> None:
        self.shapes: list[tuple[str, tuple[str, ...]]] = []
        self._index: dict[tuple[Any, ...], tuple[int, tuple[str, ...]]] = {}

    def copy(self) -> Codec:
        """An independent copy (the writer adds to it, and keeps it once the rows are committed)."""
        c = Codec()
        c.shapes, c._index = list(self.shapes), dict(self._index)
        return c

    def declare(self, content: Mapping[str, Any]) -> None:
        """Add the shapes of a ``codec`` row (each must be the next one)."""
        for i, kind, keys in content["shapes"]:
            if int(i) != len(self.shapes):
                raise JournalError(f"codec: shape {i} declared where shape {len(self.shapes)} is due")
            self.shapes.append((str(kind), tuple(str(k) for k in keys)))

    def encode(self, content: Mapping[str, Any], new: list[list[Any]]) -> list[Any] | None:
        """An action's content in compact form (None when it lacks one of :data:`ACTION_KEYS`); the
        shapes it adds are appended to ``new`` as ``[i, type, keys]``."""
        if any(k not in content for k in ACTION_KEYS) or not isinstance(content["events"], list):
            return None
        index = self._index
        events = []
        for e in content["events"]:
            kind = e.get("type")
            look = (kind, *e)
            hit = index.get(look)
            if hit is None:
                keys = tuple(sorted(k for k in e if k != "type"))
                shape = (str(kind), keys)
                try:
                    i = self.shapes.index(shape)
                except ValueError:
                    i = len(self.shapes)
                    self.shapes.append(shape)
                    new.append([i, kind, list(keys)])
                hit = index[look] = (i, keys)
            i, keys = hit
            events.append([i, *[e[k] for k in keys]])
        out = [content[k] for k in ACTION_KEYS[:5]]
        out.append(events)
        rest = {k: v for k, v in content.items() if k not in ACTION_KEYS}
        if rest:
            out.append(rest)
        return out

    def decode(self, value: list[Any]) -> dict[str, Any]:
        """The content of a compact action row (the inverse of :meth:`encode`)."""
        name, args, balance, phase, events_v, events, *more = value
        shapes = self.shapes
        out: dict[str, Any] = {"name": name, "args": args, "balance": balance, "phase": phase,
                               "events_v": events_v}  # fmt: skip
        decoded = []
        for e in events:
            kind, keys = shapes[e[0]]
            d = dict(zip(keys, e[1:], strict=True))
            d["type"] = kind
            decoded.append(d)
        out["events"] = decoded
        if more:
            (rest,) = more
            out.update(rest)
        return out


def seal_content(content: dict[str, Any], key: JournalKey, journal_id: str, row_id: int) -> dict[str, Any]:
    """``content`` as stored: its shoe state sealed whole, and the card of a face-down hole card."""
    out = dict(content)
    if isinstance(out.get("shoe"), dict):
        out["shoe"] = {"sealed": key.seal(f"{journal_id}/{row_id}/shoe", canonical(out["shoe"]))}
    events = out.get("events")
    if isinstance(events, list) and any(isinstance(e, dict) and e.get("hole") for e in events):
        sealed = []
        for i, e in enumerate(events):
            if isinstance(e, dict) and e.get("hole") and "card" in e:
                e = {k: v for k, v in e.items() if k != "card"}
                e["sealed"] = key.seal(f"{journal_id}/{row_id}/e{i}", str(content["events"][i]["card"]))
            sealed.append(e)
        out["events"] = sealed
    return out


def unseal_content(
    value: dict[str, Any], key: JournalKey | Sealer | None, journal_id: str, row_id: int
) -> dict[str, Any]:
    """The inverse of :func:`seal_content` (needs the key; raises :class:`JournalError` without it)."""
    shoe = value.get("shoe")
    events = value.get("events")
    hole = isinstance(events, list) and any(isinstance(e, dict) and "sealed" in e for e in events)
    if not (isinstance(shoe, dict) and "sealed" in shoe) and not hole:
        return value
    if key is None:
        raise JournalError(f"row {row_id}: sealed content and no key to open it")
    try:
        if isinstance(shoe, dict) and "sealed" in shoe:
            value["shoe"] = json.loads(key.unseal(f"{journal_id}/{row_id}/shoe", str(shoe["sealed"])))
        if hole:
            assert isinstance(events, list)
            for i, e in enumerate(events):
                if isinstance(e, dict) and "sealed" in e:
                    card = key.unseal(f"{journal_id}/{row_id}/e{i}", str(e["sealed"]))
                    events[i] = {**{k: v for k, v in e.items() if k != "sealed"}, "card": card}
    except (ValueError, UnicodeDecodeError):
        raise JournalError(f"row {row_id}: its sealed content does not open with this install's key") from None
    return value


#: the condition of the index ``journal_kinds`` (every row but the actions and the rounds' starts),
#: written into a query for another kind so that SQLite reads it through that index: SQLite uses a
#: partial index only for a query that states its condition
NOT_PLAY = "kind NOT IN ('action', 'round')"


@record(frozen=True)
class Row:
    """One journal row as stored (``key`` and ``journal`` open its sealed content)."""

    id: int
    kind: str
    round: int | None
    body: str
    hash: str
    key: JournalKey | Sealer | None = field(default=None, compare=False, repr=False)
    journal: str = field(default="", compare=False, repr=False)
    codec: Codec | None = field(default=None, compare=False, repr=False)

    @property
    def data(self) -> dict[str, Any]:
        """The row's content, sealed parts opened."""
        try:
            value = json.loads(self.body)
        except (ValueError, RecursionError):
            raise JournalError(f"row {self.id}: the content is not valid JSON") from None
        if isinstance(value, list) and self.kind == "action" and self.codec is not None:
            try:
                value = self.codec.decode(value)
            except (ValueError, TypeError, IndexError):
                raise JournalError(f"row {self.id}: the compact action does not read with the codec") from None
        if not isinstance(value, dict):
            raise JournalError(f"row {self.id}: the content is not an object")
        return unseal_content(value, self.key, self.journal, self.id)


_finish()  # Row's methods (see engine.core.frozen)
