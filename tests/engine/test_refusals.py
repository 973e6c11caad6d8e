"""Every refusal of digest §4 at the round: the message names the rule and the limit, and a refused bet
changes nothing (no box, no event, no money moved)."""

from __future__ import annotations

import pytest

from croupier.engine.core.errors import ConfigError, RuleError
from croupier.engine.core.round import Round
from tests.engine.clause_helpers import U, make_round, table

# (profile, rules, side, limits, box bets (main, side) in mills, seated, bankroll, rule id, words of the message)
REFUSALS = [
    ("france", {}, None, None, (5 * U, 0), True, None, "FR-LIM-1", "below the table minimum 10"),
    ("france", {}, None, None, (1001 * U, 0), True, None, "FR-LIM-1", "above the table maximum 1000"),
    ("france", {}, None, None, (10 * U, 500), True, None, "FR-LL-3", "below the minimum 1"),
    ("france", {}, None, None, (200 * U, 101 * U), True, None, "FR-LL-3", "above the maximum 100"),
    ("france", {}, None, None, (0, 5 * U), True, None, "FR-LL-4", "main bet"),
    ("france", {"side_bet_seated_only": True}, None, None, (10 * U, 5 * U), False, None, "FR-LL-4", "seated"),
    ("france", {}, {"name": "none"}, None, (10 * U, 5 * U), True, None, "FR-LL-1", "no side bet"),
    ("france", {}, None, None, (10 * U, 10 * U), True, 15 * U, "BANKROLL", "15"),
    ("puerto-rico", {}, None, None, (4 * U, 0), True, None, "FR-LIM-1", "below the table minimum 5"),
    ("puerto-rico", {}, None, None, (0, 5 * U), True, None, "PR-LL-2", "main bet"),
    ("puerto-rico", {}, None, None, (10 * U, 990), True, None, "PR-LL-3", "below the minimum 1"),
    ("puerto-rico", {}, None, None, (5 * U, 6 * U), True, None, "PR-LL-3", "may not exceed the main bet 5"),
    ("puerto-rico", {}, None, None, (100 * U, 7510), True, None, "PR-LL-3", "above the maximum 7.50"),
    ("puerto-rico", {}, None, {"min": "5", "max": "5000"}, (100 * U, 25010), True, None, "PR-LL-3",
     "above the maximum 25"),
    ("puerto-rico", {}, {"name": "lucky-lucky", "table": "PT8"}, None, (100 * U, 3010), True, None, "PR-LL-3",
     "above the maximum 3"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("profile", "rules", "side", "limits", "bets", "seated", "bankroll", "rule", "words"),
    REFUSALS,
    ids=[f"{r[7]}-{r[8]}" for r in REFUSALS],
)
def test_refused_bet_names_the_rule_and_the_limit_and_changes_nothing(
    profile: str,
    rules: dict[str, object],
    side: dict[str, str] | None,
    limits: dict[str, str] | None,
    bets: tuple[int, int],
    seated: bool,
    bankroll: int | None,
    rule: str,
    words: str,
) -> None:
    balances = None if bankroll is None else {"1": bankroll, "2": 100 * U}
    r = make_round("", profile=profile, rules=rules, side=side, limits=limits, balances=balances)
    r.bet(7, r.config.min_bet, player="2")  # another player's box already on the table
    state = (dict(r.boxes), list(r.events), r.on_table, dict(balances or {}))
    assert not r.can_bet(3, *bets, seated=seated)
    with pytest.raises(RuleError) as info:
        r.bet(3, *bets, seated=seated)
    assert info.value.rule == rule
    assert str(info.value).startswith(f"[{rule}]")
    assert words in str(info.value)
    assert state == (dict(r.boxes), list(r.events), r.on_table, dict(balances or {}))


def test_a_replaced_bet_is_checked_against_the_balance_it_frees() -> None:
    """Replacing a box's bet counts the old stake as available again; a refused replacement keeps the old bet."""
    balances = {"1": 30 * U}
    r = make_round("", balances=balances)
    r.bet(1, 20 * U)
    assert balances["1"] == 10 * U
    r.bet(1, 30 * U)  # 10 left + the 20 already on the box
    assert balances["1"] == 0
    with pytest.raises(RuleError, match=r"\[BANKROLL\]"):
        r.bet(1, 31 * U)
    assert r.boxes[1].bet == 30 * U and balances["1"] == 0 and r.on_table == 30 * U


def test_a_box_is_one_players_another_player_may_not_replace_its_bet() -> None:
    """[FR-BJ-2] A box holding one player's bet is that player's: another player's bet there is refused,
    the first bet, the balances and the events stay as they were; the owner may still replace it."""
    balances = {"1": 100 * U, "2": 100 * U}
    r = make_round("", balances=balances)
    r.bet(4, 20 * U, player="2")
    state = (dict(r.boxes), list(r.events), r.on_table, dict(balances))
    assert not r.can_bet(4, 10 * U)
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\].*box 4 holds player 2's bet"):
        r.bet(4, 10 * U)
    assert state == (dict(r.boxes), list(r.events), r.on_table, dict(balances))
    r.bet(4, 30 * U, player="2")  # its own player replaces it
    assert r.boxes[4].bet == 30 * U and r.boxes[4].player == "2" and balances["2"] == 70 * U


def test_only_the_player_who_placed_a_bet_takes_it_back() -> None:
    """[FR-BJ-2] Another player may not take back a box's bets (refused, nothing moves); its own player
    may, and the stake goes back to him; once the cards are dealt nobody may [PR-LL-4]."""
    from croupier.engine.core.events import RemoveBet

    balances = {"1": 100 * U, "2": 100 * U}
    r = make_round("9S 7H 6D 8C", balances=balances)
    r.bet(4, 20 * U, player="2")
    r.bet(2, 10 * U)
    state = (dict(r.boxes), list(r.events), r.on_table, dict(balances))
    for attempt in (lambda: r.remove_bet(4), lambda: r.verify_remove_bet(4), lambda: r.apply(RemoveBet(4))):
        with pytest.raises(RuleError, match=r"\[FR-BJ-2\] box 4 holds player 2's bet: another player may not take"):
            attempt()
        assert state == (dict(r.boxes), list(r.events), r.on_table, dict(balances))
    assert not r.can(RemoveBet(4)) and r.can(RemoveBet(2)) and r.can(RemoveBet(6))  # an empty box: nothing to take
    assert r.remove_bet(6) == []
    (removed,) = r.remove_bet(4, player="2")
    assert (removed.box, removed.amount, balances["2"], 4 in r.boxes) == (4, 20 * U, 100 * U, False)
    r.deal()
    with pytest.raises(RuleError, match=r"\[PR-LL-4\]"):
        r.remove_bet(2)


def test_refused_actions_name_their_rule() -> None:
    """Double, split, insurance beyond the balance are refused (BANKROLL) and change nothing."""
    balances = {"1": 25 * U}
    r = make_round("8S AS 8H 9C", balances=balances, side={"name": "none"})
    r.bet(1, 20 * U)
    r.deal()
    with pytest.raises(RuleError, match=r"\[BANKROLL\].*insurance of 10"):
        r.insure(1, True)
    r.insure(1, False)
    for action in ("double", "split"):
        with pytest.raises(RuleError, match=r"\[BANKROLL\]"):
            getattr(r, action)()
    assert balances["1"] == 5 * U and r.on_table == 20 * U


def test_no_bet_after_the_deal_and_no_deal_without_a_bet() -> None:
    r = make_round("TS 9C 8D 7H 6S")
    with pytest.raises(RuleError, match=r"\[FR-BJ-2\]"):
        r.deal()
    r.bet(1, 10 * U)
    r.deal()
    with pytest.raises(RuleError, match=r"\[PR-LL-4\]"):
        r.bet(2, 10 * U)
    with pytest.raises(RuleError, match=r"\[FR-BJ-3\]"):
        r.deal()


@pytest.mark.parametrize(
    ("profile", "limits", "side", "field"),
    [
        ("france", {"min": "10", "max": "300"}, None, "limits.max"),
        ("france", {"min": "0", "max": "0"}, None, "limits.min"),
        ("france", {"min": "10", "max": "5"}, None, "limits.max"),
        ("france", None, {"name": "lucky-ladies", "min": "5", "max": "2"}, "side_bet.max"),
        ("france", None, {"name": "lucky-ladies", "table": "C"}, "side_bet.table"),
        ("france", None, {"name": "lucky-ladies", "bogus": "1"}, "side_bet.bogus"),
        ("puerto-rico", None, {"name": "lucky-lucky", "max": "26"}, "side_bet.max"),
        ("puerto-rico", {"min": "5", "max": "100"}, {"name": "lucky-lucky", "min": "2"}, "side_bet.min"),
    ],
)
def test_bad_table_settings_are_refused_naming_the_field(
    profile: str, limits: dict[str, str] | None, side: dict[str, str] | None, field: str
) -> None:
    """A director's bad setting is refused with the field's name (PR: 3 × 100 / 200 = 1.50 < the minimum 2)."""
    with pytest.raises(ConfigError) as info:
        table(profile, None, side, limits)
    assert info.value.field == field or str(info.value).startswith(field)


def test_round_with_config_from_table_is_the_one_door() -> None:
    """Bets are checked by the table's configuration: the same check the replay and the session use."""
    cfg = table("puerto-rico")
    with pytest.raises(RuleError, match=r"\[PR-LL-3\]"):
        cfg.check_bet(5 * U, 6 * U)
    r = Round(cfg, make_round("").shoe)
    assert not r.can_bet(1, 5 * U, 6 * U)
