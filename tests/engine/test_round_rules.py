"""Round behaviours decided by the letter of the digest: surrender timing, event identity, replay messages."""

from __future__ import annotations

import pytest

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.errors import RuleError
from croupier.engine.core.events import Announce, MainCollect, MainPay, SideHold
from croupier.engine.core.round import Round
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.engine.lab.replay import ScenarioError, replay


def _round(cards: str, boxes: tuple[int, ...], **rules: object) -> Round:
    config = build_config("france", rules, {"name": "none"})
    r = Round(config, FixedShoe(config.rules, parse_cards(cards)))
    for b in boxes:
        r.bet(b, 10_000)
    r.deal()
    return r


def test_fr_bj_10_surrender_refused_once_another_box_has_drawn() -> None:
    r = _round("TS 9C 7D 6H 6S 2C", (1, 2), surrender="late")
    r.hit()  # box 1 draws its third card
    r.stand()
    assert r.to_act == (2, 1)
    assert not r.can_surrender()
    with pytest.raises(RuleError, match=r"\[FR-BJ-10\] surrender only before any other draw at the table"):
        r.verify_surrender()


def test_fr_bj_10_surrender_allowed_while_no_box_has_drawn() -> None:
    r = _round("TS 9C 7D 6H 6S TH", (1, 2), surrender="late")
    r.stand()
    assert r.can_surrender()
    r.surrender()
    assert r.boxes[2].hands[0].result == "surrender"


def test_events_of_different_types_never_compare_equal() -> None:
    assert MainPay(1, 1, 5) != MainCollect(1, 1, 5)
    assert Announce(1) != SideHold(1)
    assert len({MainPay(1, 1, 5), MainCollect(1, 1, 5), MainPay(1, 1, 5)}) == 2


def test_replay_names_the_dealer_when_his_draw_runs_out_of_cards() -> None:
    with pytest.raises(ScenarioError, match="the dealer's hand"):
        replay({"side_bet": {"name": "none"}, "boxes": [{"box": 1, "bet": "10", "actions": ["stand"]}],
                "cards": ["TS", "6C", "9D", "TH"]})  # fmt: skip


def test_fr_bj_10_late_except_ace_refuses_surrender_against_an_ace() -> None:
    r = _round("TS AC 6H 9D", (1,), surrender="late-except-ace", insurance=False)
    with pytest.raises(RuleError, match="dealer's ace"):
        r.verify_surrender()
    r2 = _round("TS 9C 6H 9D", (1,), surrender="late-except-ace")
    assert r2.can_surrender()


def test_fr_bj_10_late_except_ace_strategy_never_surrenders_against_an_ace() -> None:
    from croupier.engine.core.rules import Rules
    from croupier.engine.math.strategy import compute_strategy

    chart = compute_strategy(Rules(surrender="late-except-ace")).chart()
    assert all(not row["A"].startswith("R") for part in ("hard", "soft", "pairs") for row in chart[part].values())
    assert any(row["T"].startswith("R") for row in chart["hard"].values())


def test_fr_lim_1_one_limit_alone_sets_the_other_at_100_times() -> None:
    from croupier.engine.core.money import SCALE

    only_min = build_config("france", limits={"min": "25"})
    assert (only_min.min_bet, only_min.max_bet) == (25 * SCALE, 2500 * SCALE)
    only_max = build_config("france", limits={"max": "2000"})
    assert (only_max.min_bet, only_max.max_bet) == (20 * SCALE, 2000 * SCALE)


def test_replay_file_reads_json_numbers_as_exact_amounts(tmp_path: object) -> None:
    import json
    from pathlib import Path

    from croupier.engine.lab.replay import replay_file

    path = Path(str(tmp_path)) / "numbers.json"
    scenario = {"profile": "puerto-rico", "boxes": [{"box": 3, "bet": 10, "side": 7.5, "actions": ["stand"]}],
                "cards": ["7S", "7H", "7D", "TS"]}  # fmt: skip
    path.write_text(json.dumps(scenario), encoding="utf-8")
    out = replay_file(path)
    assert out["boxes"][0]["side"] == {"stake": "7.50", "outcome": "777", "odds": 50, "net": "375"}
