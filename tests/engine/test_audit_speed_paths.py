"""The audit's quicker paths read what the plain ones read: the projection's fold by the event's
exact type still folds an event of a subclass (by ``isinstance``; the fold itself is held against
the round's own state in ``test_view.py``); a compact row whose events were all read before is read
by one look-up each, and a row with one event or amount changed reads as changed (never as the
cached neighbour); a result forged with the key is named with the same message whether the events
come from the cache or not."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.events import SCHEMA, Dealt, Event, SideCollect
from croupier.engine.core.view import RoundView
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_audit import verify
from croupier.engine.store.journal_redeal import Events
from tests.engine.test_audit_fast import forge_a_win


def _rows(j: Journal) -> Iterator[tuple[int, str, list[list[Any]]]]:
    """Every compact action row: (id, kind, its events as stored)."""
    for rid, kind, body in j._db.execute("SELECT id, kind, body FROM journal ORDER BY id"):
        if kind == "action":
            value = json.loads(body)
            if type(value) is list and value[4] == SCHEMA:
                yield rid, kind, value[5]


def test_an_event_of_a_subclass_is_still_folded() -> None:
    """The fold by type looks the exact type up; a subclass goes to the fold by ``isinstance``."""

    @dataclasses.dataclass(frozen=True)
    class Lost(SideCollect):
        pass

    v = RoundView.of([*_bet_and_deal(), Lost(1, 5000)])
    side = v.boxes[1].side
    assert side is not None and side.outcome == "lose" and side.net == -5000 and v.on_table == 10000


def _bet_and_deal() -> list[Event]:
    from croupier.engine.core.cards import Card
    from croupier.engine.core.events import Bet, Kind

    return [Bet(1, Kind.MAIN, 10000, 1), Bet(1, Kind.SIDE, 5000, 0), Dealt(1, 1, Card.parse("9H"), 9, False)]


def test_a_changed_event_reads_as_changed_after_its_neighbours_were_cached(tmp_path: Path) -> None:
    """Every row read twice (the second time from the cache), then with each value of each event
    changed in turn: the read equals a fresh reader's, never the cached event it replaced."""
    with Journal.in_folder(tmp_path) as j:
        play(j, 30, 11)
        rows = list(_rows(j))
        shapes, sealer = j.codec.shapes, j.key.sealer if j.key is not None else None
        warm = Events(j.id, shapes, sealer)
        for rid, _k, compact in rows:
            first = warm.read(rid, compact)
            assert warm.read(rid, compact) == first == Events(j.id, shapes, sealer).read(rid, compact)
        changed = 0
        for rid, _k, compact in rows[:60]:
            for n, e in enumerate(compact):
                for k in range(1, len(e)):
                    if type(e[k]) is not str or not e[k].isdigit():
                        continue  # an amount (mills as text): changed to another amount the cache may hold
                    forged = [list(x) for x in compact]
                    forged[n][k] = str(int(e[k]) + 1000)
                    got = warm.read(rid, forged)
                    assert got == Events(j.id, shapes, sealer).read(rid, forged)
                    assert got != warm.read(rid, compact)
                    changed += 1
        assert changed > 50


def test_a_forged_win_is_named_the_same_with_the_events_cached_or_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rnd, rid = forge_a_win(tmp_path, 30)  # the forged main-pay is one the cache holds
    with Journal.in_folder(tmp_path, read_only=True) as j:
        cached = verify(j)
        with monkeypatch.context() as m:
            read = Events.read

            def uncached(self: Events, row_id: int, events: list[list[Any]]) -> list[Event]:
                self.cache.clear()
                return read(self, row_id, events)

            m.setattr(Events, "read", uncached)
            plain = verify(j)
    assert cached.errors == plain.errors and len(cached.errors) == 1
    (error,) = cached.errors
    assert error.startswith(f"round {rnd}: dealt again through the engine, row {rid}: round {rnd}:")
    assert "other events than the journal's" in error
    assert cached.redealt == plain.redealt == rnd - 1
