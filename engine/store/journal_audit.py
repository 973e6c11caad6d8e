"""The audit of a whole journal (``croupier audit``): every row's link in the chain (the install's
HMAC-SHA-256, or the unkeyed SHA-256 of schema-1 rows), every balance against the meters the events
give, every round dealt again through the engine from its journaled cards and decisions (each event
and payout compared), the head, the high-water mark beside the key and the stored meters.

One pass over the rows as stored: each row's content is parsed once, its MAC taken with one call, and
a compact row's events (schema 3) are read back through a cache (the same bet, card and pay events
come back round after round), so the round dealt again costs the engine's own time and little more.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.errors import CroupierError
from ..core.events import SCHEMA as EVENTS_SCHEMA
from ..core.events import Event, from_dict
from ..core.money import Money, format_amount
from ..core.table import TableConfig
from .journal_rows import GENESIS, Codec, JournalError, Row, config_from_data, row_hash
from .meters import MeterFold, Meters
from .recovery import RecoveryError, Step, replay

if TYPE_CHECKING:
    from .journal_read import JournalReader


@dataclass
class AuditReport:
    """What :func:`verify` found: ``errors`` (the first row that breaks comes first)."""

    rows: int
    head: str
    meters: Meters
    stored: Meters
    balance: Money | None
    undealt: Money
    errors: list[str]
    redealt: int = 0  #: rounds dealt again through the engine
    unkeyed: int = 0  #: rows chained by the unkeyed SHA-256 of schema 1 (all of a schema-1 file, or before adoption)
    adopted: int | None = None  #: the row that adopted a schema-1 journal into the keyed chain, if any

    @property
    def ok(self) -> bool:
        """The chain is whole and the meters reconcile."""
        return not self.errors


class _Events:
    """Compact events (``[shape, value…]``) back to :class:`Event`, through a bounded cache; a sealed
    hole card is opened with the key (its nonce names the row and the event's place)."""

    LIMIT = 200_000

    def __init__(self, reader: JournalReader, codec: Codec) -> None:
        self.reader, self.codec = reader, codec
        self.cache: dict[tuple[Any, ...], Event] = {}

    def read(self, row_id: int, events: list[list[Any]]) -> list[Event]:
        cache = self.cache
        out = []
        for i, e in enumerate(events):
            key: tuple[Any, ...] | None = tuple(e)
            try:
                ev = cache.get(key)  # type: ignore[arg-type]
            except TypeError:  # a value that is a list or an object: read, not cached
                ev, key = None, None
            if ev is None:
                kind, keys = self.codec.shapes[e[0]]
                d = dict(zip(keys, e[1:], strict=True))
                d["type"] = kind
                if "sealed" in d:  # unique to its row: not cached
                    ev, key = from_dict(self._open(row_id, i, d)), None
                else:
                    ev = from_dict(d)
                if key is not None:
                    if len(cache) >= self.LIMIT:
                        cache.clear()
                    cache[key] = ev
            out.append(ev)
        return out

    def _open(self, row_id: int, i: int, d: dict[str, Any]) -> dict[str, Any]:
        key = self.reader.key
        if key is None:
            raise JournalError(f"row {row_id}: sealed content and no key to open it")
        try:
            card = key.unseal(f"{self.reader.id}/{row_id}/e{i}", str(d.pop("sealed")))
        except (ValueError, UnicodeDecodeError):
            raise JournalError(f"row {row_id}: its sealed content does not open with this install's key") from None
        d["card"] = card
        return d


def verify(j: JournalReader, *, redeal: bool = True) -> AuditReport:
    """Walk the whole chain of ``j``: every MAC (under this install's key), every balance against the
    meters derived from the events, the head, the high-water mark beside the key, the stored meters,
    and (``redeal``) every round dealt again through the engine from its journaled cards and
    decisions, each event and payout compared; the first row or round that breaks comes first."""
    errors: list[str] = []
    fold = MeterFold()
    prev, expected_id, count = GENESIS, 1, 0
    balance: Money | None = None
    seen_session = False
    redealt = 0
    redeal_errors: list[str] = []
    keyed_from = j.keyed_from
    key = j.key
    can_check = key is not None or keyed_from is None  # schema 1 needs no key
    unkeyed = 0
    if not can_check:
        errors.append(f"no key to check the chain: {j.key_problem or ''}")
    if keyed_from is None:
        errors += _check_downgrade(j)
    codec = Codec()
    events_of = _Events(j, codec)
    configs: dict[int, dict[str, Any]] = {}
    tables: dict[int, TableConfig] = {}
    mac = key.mac_bytes if key is not None else None
    # the round being walked: (round row id, round, config row, balance before) and its steps
    current: tuple[int, int, int, Money | None] | None = None
    steps: list[Step] = []

    def deal_again() -> None:
        nonlocal redealt
        if current is None or redeal_errors:
            return
        start_id, round_no, config_row, before = current
        try:
            config = tables.get(config_row)
            if config is None:
                config = tables[config_row] = config_from_data(configs[config_row])
            replay(config, round_no, before, steps, strict=True)
            redealt += 1
        except (RecoveryError, CroupierError, KeyError, TypeError, ValueError, IndexError) as e:
            where = "" if isinstance(e, RecoveryError) else f"row {start_id}: "
            redeal_errors.append(f"round {round_no}: dealt again through the engine, {where}{e}")

    def problem(text: str) -> None:
        errors.append(text)

    parse = json.JSONDecoder().raw_decode  # a canonical body has no white space around it
    broken = False
    for batch in j.raw_rows() if can_check else ():
        for rid, kind, rnd, body, stored in batch:
            count += 1
            if rid != expected_id:
                problem(f"row {expected_id}: missing (the chain jumps to row {rid})")
                broken = True
                break
            hexed = stored.hex() if type(stored) is bytes else stored
            if keyed_from is None or rid < keyed_from:
                if row_hash(prev, rid, kind, rnd, body) != hexed:
                    problem(f"row {rid}: its SHA-256 hash (schema 1, unkeyed) does not match its content "
                            "or the row before it")  # fmt: skip
                    broken = True
                    break
                unkeyed += 1
            else:
                assert mac is not None
                if rid == 1 and kind != "journal":
                    problem("row 1: not the opening row of a journal")
                    broken = True
                    break
                if rid == keyed_from and rid > 1:
                    adoption = _adoption_problem(j._row((rid, kind, rnd, body, stored)), prev)
                    if adoption:
                        problem(adoption)
                        broken = True
                        break
                digest = mac(prev, rid, kind, rnd, body)
                if (digest != stored) if type(stored) is bytes else (digest.hex() != stored):
                    hint = ""
                    if rid == keyed_from and key is not None and j.key_id not in ("", key.id):
                        hint = f" (chained with key {j.key_id}, this install's is {key.id})"
                    problem(f"row {rid}: its MAC does not match its content or the row before it{hint}")
                    broken = True
                    break
            prev, expected_id = hexed, rid + 1
            # ---- the content, parsed once
            try:
                value, end = parse(body)
                if end != len(body):
                    raise ValueError("the content is not valid JSON (text after it)")
                if kind == "action":
                    if type(value) is list:
                        name, args, stated, _phase, version, compact, *rest = value
                        others = rest[0].get("others", {}) if rest else {}
                        if version == EVENTS_SCHEMA:
                            events = events_of.read(rid, compact)
                        else:
                            events = fold.read(Row(rid, kind, rnd, body, hexed, key, j.id, codec).data)
                    else:
                        d = Row(rid, kind, rnd, body, hexed, key, j.id, codec).data
                        name, args, stated, version = d["name"], d["args"], d["balance"], int(d.get("events_v", 1))
                        others = d.get("others", {})
                        events = fold.read(d)
                    fold.action(name, args, events)
                    if redeal and current is not None and rnd == current[1]:
                        steps.append(("action", rid, name, args, events, stated, version, others))
                elif kind == "round":
                    stated = value["balance"]
                    fold.begin_round()
                    if redeal:
                        deal_again()
                        current, steps = (rid, int(rnd), int(value["config"]), stated), []
                elif kind == "money":
                    stated = value["balance"]
                    fold.money(value["dir"], int(value["amount"]))
                    if redeal and current is not None:
                        steps.append(("money", rid, value["dir"], int(value["amount"])))
                elif kind == "session":
                    stated = value["balance"]
                    if not seen_session:
                        fold.meters.start = stated or 0
                    seen_session = True
                elif kind == "config":
                    configs[rid] = value["config"]
                    continue
                elif kind == "codec":
                    codec.declare(value)
                    continue
                elif kind in ("audit", "journal"):
                    continue
                else:
                    raise ValueError(f"unknown row kind {kind!r}")
                if stated is not None:
                    if fold.balance() != stated:
                        raise ValueError(
                            f"the balance {format_amount(stated)} does not follow from the meters "
                            f"({format_amount(fold.balance())})"
                        )
                    balance = stated
            except (KeyError, ValueError, TypeError, IndexError, RecursionError, CroupierError) as e:
                problem(f"row {rid}: {e}")
                broken = True
                break
        if broken:
            break
    if redeal and not errors:
        deal_again()
    if not errors and can_check and (expected_id - 1, prev) != _stored_head(j):
        sid, _ = _stored_head(j)
        errors.append(f"row {expected_id - 1}: the journal ends here but its head says row {sid} (rows removed?)")
    if not errors and key is not None and keyed_from is not None:
        errors += _check_mark(j, expected_id - 1, fold.meters.games)
    errors += redeal_errors
    stored_meters = Meters.from_dict(dict(j._db.execute("SELECT name, value FROM meters").fetchall()))
    if not errors:
        derived, kept = fold.meters.to_dict(), stored_meters.to_dict()
        for name in derived:
            if derived[name] != kept.get(name):
                errors.append(
                    f"meter {name}: stored {_fmt_meter(name, kept.get(name))}, "
                    f"the journal's events give {_fmt_meter(name, derived[name])}"
                )
        if balance is not None and stored_meters.expected_balance(fold.undealt_total) != balance:
            errors.append(
                f"meters: start + in − out + wins − bets − undealt = "
                f"{format_amount(stored_meters.expected_balance(fold.undealt_total))}, "
                f"but the balance is {format_amount(balance)}"
            )
    adopted = keyed_from if keyed_from is not None and keyed_from > 1 else None
    return AuditReport(
        count, prev, fold.meters, stored_meters, balance, fold.undealt_total, errors, redealt, unkeyed, adopted
    )


def chain_only(j: JournalReader) -> tuple[int, float]:
    """The rows whose MAC was taken and the seconds it took: the chain's check alone, without
    parsing a row (the audit's floor, for the benchmarks)."""
    import time

    key = j.key
    assert key is not None
    mac = key.mac_bytes
    prev, n = GENESIS, 0
    t0 = time.perf_counter()
    for batch in j.raw_rows():
        for rid, kind, rnd, body, stored in batch:
            mac(prev, rid, kind, rnd, body)
            prev = stored.hex() if type(stored) is bytes else stored
            n += 1
    return n, time.perf_counter() - t0


def _check_downgrade(j: JournalReader) -> list[str]:
    """A schema-1 file where this install recorded a keyed journal: the keyed rows were replaced
    by an older, unkeyed file (or one written to pass for it)."""
    if j.key is None:
        return []
    mark = j.key.mark_for(j.path)
    if mark is None:
        return []
    return [
        f"{j.path}: a schema-1 (unkeyed) journal where this install recorded the keyed journal "
        f"{mark.journal} ({mark.rows} rows, {mark.games} games, head {mark.head[:16]}…): it was replaced"
    ]


def _check_mark(j: JournalReader, rows: int, games: int) -> list[str]:
    """The journal against the length this install recorded beside the key."""
    assert j.key is not None
    mark = j.key.find_mark(j.id) if j.id else j.key.mark_for(j.path)
    if mark is None:
        return [
            f"no high-water mark for journal {j.id or '?'} beside the key ({j.key.folder}): "
            "rows cut off the end could not be told"
        ]
    if mark.rows > rows or mark.games > games:
        return [
            f"row {rows}: the journal ends here ({games} games) but this install recorded {mark.rows} rows "
            f"and {mark.games} games: rows were cut off the end"
        ]
    r = j._db.execute("SELECT hash FROM journal WHERE id = ?", (mark.rows,)).fetchone()
    stored = None if r is None else r[0].hex() if isinstance(r[0], bytes) else r[0]
    if mark.rows and stored != mark.head:
        return [f"row {mark.rows}: its MAC is not the one this install recorded (the journal was rewritten)"]
    return []


def _stored_head(j: JournalReader) -> tuple[int, str]:
    h = j._db.execute("SELECT id, hash FROM head").fetchone()
    return (0, GENESIS) if h is None else (int(h[0]), str(h[1]))


def _adoption_problem(r: Row, prev: str) -> str | None:
    """What is wrong with the row that adopted a schema-1 journal (None when it names the schema-1
    rows before it: their count and the SHA-256 head they end at)."""
    if r.kind != "journal":
        return f"row {r.id}: not the row that adopted the schema-1 journal"
    try:
        adopts = r.data["adopts"]
        rows, head = int(adopts["rows"]), str(adopts["head"])
    except (KeyError, TypeError, ValueError, JournalError):
        return f"row {r.id}: the adoption row does not say which schema-1 rows it adopted"
    if rows != r.id - 1:
        return f"row {r.id}: the adoption row adopted {rows} schema-1 rows, but {r.id - 1} are before it"
    if head != prev:
        return (
            f"row {r.id}: the schema-1 rows 1 to {rows} no longer end at the head the adoption recorded "
            f"({head[:16]}…, now {prev[:16]}…): a row before the adoption was rewritten and rehashed"
        )
    return None


def _fmt_meter(name: str, value: int | None) -> str:
    if value is None:
        return "nothing"
    return str(value) if name == "games" else format_amount(value)
