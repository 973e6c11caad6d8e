"""The audit's reader of compact events keeps the event it made from each opened hole card (by the
card in the clear, its total, soft or not) and still opens every seal: a hole card read again is the
same object, equal to a fresh reader's, and a seal moved to another row or place does not open there,
whatever the reader has kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.errors import CroupierError
from croupier.engine.core.events import SCHEMA, Dealt
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_redeal import Events


def _sealed_rows(j: Journal) -> list[tuple[int, list[list[Any]], int]]:
    """Every compact action row with a sealed event: (id, its events as stored, the sealed one's place)."""
    out = []
    shapes = j.codec.shapes
    for rid, kind, body in j._db.execute("SELECT id, kind, body FROM journal ORDER BY id"):
        if kind != "action":
            continue
        value = json.loads(body)
        if type(value) is not list or value[4] != SCHEMA:
            continue
        for n, e in enumerate(value[5]):
            if "sealed" in shapes[e[0]][1]:
                out.append((rid, value[5], n))
    return out


def test_a_hole_card_read_again_is_the_event_made_before(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 60, 5, profile="puerto-rico")
        rows = _sealed_rows(j)
        shapes, sealer = j.codec.shapes, j.key.sealer if j.key is not None else None
        assert len(rows) > 40 and sealer is not None
        warm = Events(j.id, shapes, sealer)
        made: dict[tuple[Any, ...], Dealt] = {}
        repeats = 0
        for rid, compact, n in rows:
            first = warm.read(rid, compact)
            again = warm.read(rid, compact)
            assert first == again == Events(j.id, shapes, sealer).read(rid, compact)
            hole = first[n]
            assert type(hole) is Dealt and hole.hole and again[n] is hole
            key = (hole.card, hole.total, hole.soft)
            if key in made:
                assert made[key] is hole
                repeats += 1
            made[key] = hole
        assert len(warm.opened) == len(made) and repeats > 0


def test_a_seal_moved_elsewhere_does_not_open_once_its_card_was_kept(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 30, 5, profile="puerto-rico")
        rows = _sealed_rows(j)
        shapes, sealer = j.codec.shapes, j.key.sealer if j.key is not None else None
        warm = Events(j.id, shapes, sealer)
        for rid, compact, _n in rows:
            warm.read(rid, compact)
        (a, compact_a, n_a), (b, compact_b, n_b) = rows[0], rows[1]
        moved = [list(e) for e in compact_a]
        moved[n_a] = list(compact_b[n_b])  # row b's seal, in row a
        with pytest.raises((CroupierError, ValueError)):
            warm.read(a, moved)
        with pytest.raises((CroupierError, ValueError)):
            warm.read(b + 1, compact_b)  # row b's events, under another row's id
        assert warm.read(a, compact_a) == Events(j.id, shapes, sealer).read(a, compact_a)
