"""The journal's rows as stored: the chain (canonical JSON, an HMAC-SHA-256 of the row before with
this row's content, keyed by :class:`engine.store.keys.JournalKey`), the sealing of what nobody may read yet
(the undealt shoe, a face-down hole card) and the plain-data codecs of what rows hold (a table
configuration, a shoe state).

Kept apart from :mod:`engine.store.journal` (the writer) and :mod:`engine.store.journal_read` (the read side),
which both build on it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.errors import CroupierError
from ..core.money import format_amount
from ..core.paytables import PRESETS
from ..core.table import UNIT, TableConfig, build_config

if TYPE_CHECKING:
    from ..core.shoe import Shoe
    from .keys import JournalKey

GENESIS = "0" * 64


class JournalError(CroupierError):
    """The journal cannot be written or read as it should (the message says why)."""


def canonical(data: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 kept; the form that is hashed."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def row_hash(prev: str, row_id: int, kind: str, round_no: int | None, body: str) -> str:
    """SHA-256 of the previous row's hash with this row's content: the unkeyed chain of schema 1,
    which anyone can recompute (read by the audit only, to say so)."""
    head = canonical([row_id, kind, round_no])
    return hashlib.sha256(f"{prev}\n{head}\n{body}".encode()).hexdigest()


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


def shoe_data(shoe: Shoe) -> dict[str, Any]:
    """:meth:`engine.core.shoe.Shoe.state` in compact form (card codes joined), with the draw counter of
    a :class:`engine.store.recovery.StreamRandom` source when the shoe has one."""
    st = shoe.state()
    cards, in_play = st["cards"], st["in_play"]
    assert isinstance(cards, list) and isinstance(in_play, list)
    out: dict[str, Any] = {"cards": "".join(cards), "cut": st["cut"], "in_play": "".join(in_play)}
    calls = getattr(shoe.rng, "calls", None)
    if isinstance(calls, int):
        out["rng"] = calls
    return out


def shoe_state(data: Mapping[str, Any]) -> dict[str, object]:
    """The :meth:`engine.core.shoe.Shoe.restore` argument from :func:`shoe_data`'s output."""

    def split(s: str) -> list[str]:
        return [s[i : i + 2] for i in range(0, len(s), 2)]

    return {"cards": split(data["cards"]), "cut": int(data["cut"]), "in_play": split(data["in_play"])}


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


def unseal_content(value: dict[str, Any], key: JournalKey | None, journal_id: str, row_id: int) -> dict[str, Any]:
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


@dataclass(frozen=True)
class Row:
    """One journal row as stored (``key`` and ``journal`` open its sealed content)."""

    id: int
    kind: str
    round: int | None
    body: str
    hash: str
    key: JournalKey | None = field(default=None, compare=False, repr=False)
    journal: str = field(default="", compare=False, repr=False)

    @property
    def data(self) -> dict[str, Any]:
        """The row's content, sealed parts opened."""
        try:
            value = json.loads(self.body)
        except (ValueError, RecursionError):
            raise JournalError(f"row {self.id}: the content is not valid JSON") from None
        if not isinstance(value, dict):
            raise JournalError(f"row {self.id}: the content is not an object")
        return unseal_content(value, self.key, self.journal, self.id)
