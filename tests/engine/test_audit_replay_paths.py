"""The re-deal's quicker paths check what the plain ones checked: a row's body parsed by one call
into the JSON scanner reads (and fails) as ``raw_decode`` does; the round's script of cards tells an
event by a look-up on its type and still counts a subclass of a card, shuffle or burn event; a row
naming no computer player is checked against the seated players' balances all the same."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.cards import Card
from croupier.engine.core.events import Burn, Dealt, Shuffle
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_redeal import Dealer, Setting
from croupier.engine.store.journal_rows import scan_body
from croupier.engine.store.recovery import RecoveryError, Step, _round_script, replay

BODIES = ['[1,2]', '{"a":1} x', "", "x", "[1,", '"abc', '["hit",[],963000,"play",2,[[8,"hit",1,1]]]', " [1]",
          '{"a":[1,{"b":null}]}', "[1]]", "\\u0000", '"\\ud800"', "nan", "[-]"]  # fmt: skip


@pytest.mark.parametrize("body", BODIES)
def test_a_body_parses_and_fails_as_raw_decode_says(body: str) -> None:
    try:
        expected: Any = json.JSONDecoder().raw_decode(body)
    except json.JSONDecodeError as e:
        with pytest.raises(json.JSONDecodeError) as got:
            scan_body(body)
        assert str(got.value) == str(e)
    else:
        assert scan_body(body) == expected


def test_the_script_counts_subclasses_of_card_shuffle_and_burn_events() -> None:
    @dataclasses.dataclass(frozen=True)
    class MyDealt(Dealt):
        pass

    @dataclasses.dataclass(frozen=True)
    class MyShuffle(Shuffle):
        pass

    @dataclasses.dataclass(frozen=True)
    class MyBurn(Burn):
        pass

    nine, ten = Card.parse("9H"), Card.parse("TS")
    shuffle = MyShuffle(312)
    dealt = [shuffle, MyBurn(1), MyDealt(1, 1, nine, 9, False), Dealt(0, 0, ten, 10, False)]
    deal: Step = ("action", 5, "deal", [], dealt, 0, 2, {})
    hit: Step = ("action", 6, "hit", [], [Shuffle(312), MyDealt(1, 1, ten, 19, False)], 0, 2, {})
    script, start = _round_script([("money", 4, "in", 100), deal, hit])
    assert start == [shuffle, MyBurn(1)]
    assert script == [nine, ten, Shuffle(312), ten]
    with pytest.raises(RecoveryError, match="row 7: the round is dealt twice"):
        _round_script([deal, (*deal[:1], 7, *deal[2:])])


def _first_round(j: Journal) -> tuple[Any, int, Any, list[Step]]:
    """Round 1's configuration, number, credits before and steps, read as the audit hands them over."""
    assert j.key is not None
    configs = {r.id: r.data["config"] for r in j.rows_of_kind("config")}
    dealer = Dealer(Setting(j.id, tuple((k, tuple(v)) for k, v in j.codec.shapes), j.key.sealer, configs))
    rows = j.round_rows(1)
    start = rows[0].data
    steps = dealer.steps(1, [(r.id, r.kind, r.body, None, None) for r in rows[1:]])
    return dealer.config(int(start["config"])), 1, start["balance"], steps


def test_a_seated_players_balance_is_checked_on_rows_that_name_nobody(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 3, 5)
        config, no, before, steps = _first_round(j)
    replay(config, no, before, steps, strict=True)  # as journaled: it deals again
    last = steps[-1]
    forged = [*steps[:-1], (*last[:7], {"Alice": 100_000})]  # the last row seats a player the others never named
    first = next(s for s in steps if s[0] == "action")
    with pytest.raises(RecoveryError, match=f"row {first[1]}: round 1: a computer player's balance differs"):
        replay(config, no, before, forged, strict=True)
