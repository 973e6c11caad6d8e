"""The audit's events read back from the journal are the round's own objects where the round shares
its events (:func:`engine.store.journal_redeal.shared`): comparing the round dealt again with the
journal's stops at identity. A journal's value outside what the round's tables hold is read as it
is and never put in them (it would take another event's slot)."""

from __future__ import annotations

from typing import Any

from croupier.engine.core import records
from croupier.engine.core.cards import Card
from croupier.engine.core.events import Bet, Dealt, Event, Kind, MainPay, Result, to_dict
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.engine.store.journal_redeal import Events, shared
from croupier.engine.store.stream_random import StreamRandom


def _compact(events: list[Event], shapes: list[tuple[str, tuple[str, ...]]]) -> list[list[Any]]:
    """The events as the journal stores them (``[shape, value…]``, the keys in sorted order)."""
    out = []
    for e in events:
        d = to_dict(e)
        shape = (d.pop("type"), tuple(sorted(d)))
        if shape not in shapes:
            shapes.append(shape)
        out.append([shapes.index(shape), *[d[k] for k in shape[1]]])
    return out


def test_the_events_read_back_are_the_rounds_own_objects() -> None:
    session = Session(build_config("france"), 10_000 * SCALE, rng=StreamRandom(7))
    shapes: list[tuple[str, tuple[str, ...]]] = []
    reader = Events("j", shapes, None)
    rounds = 0
    for _ in range(40):
        played = session.act("bet", 1, 10 * SCALE, 0) + session.act("deal")
        while session.round.phase is not Phase.DONE:
            played += session.act("insure", 1, False) if "insure" in session.round.available() else session.act("stand")
        assert reader.read(1, _compact(played, shapes)) == played
        twice = reader.read(2, _compact(played, shapes))  # the cache's answer: the same objects
        for got, ev in zip(twice, played, strict=True):
            if type(ev) in (Dealt, Bet, MainPay) and not (type(ev) is Bet and ev.case):
                assert got is ev, ev
        session.next_round()
        rounds += 1
    assert rounds == 40


def test_a_value_outside_the_rounds_tables_is_read_as_it_is_and_not_kept_there() -> None:
    wide = Bet(9, Kind.MAIN, 12_345, 0)  # box 9 would take the slot of box 1's second hand
    assert shared(wide) is wide
    assert records.bet(1, Kind.MAIN, 12_345, 1) == Bet(1, Kind.MAIN, 12_345, 1)
    card = Card.parse("AS")
    high = Dealt(1, 1, card, 40, False)  # a total no hand reaches: another total's slot
    assert shared(high) is high
    assert records.dealt(1, 1, card, 40 - 32, True) == Dealt(1, 1, card, 8, True)
    negative = MainPay(1, 1, -5, Result.WIN)
    assert shared(negative) is negative
    text = Bet("1", Kind.MAIN, 10, 0)  # type: ignore[arg-type]  # a box as text: read, never shared
    assert shared(text) is text
    assert shared(Bet(1, Kind.MAIN, 10, 0)) is records.bet(1, Kind.MAIN, 10, 0)
