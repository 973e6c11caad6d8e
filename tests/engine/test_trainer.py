"""The trainer's judge, values, score file and drill shoe against the engine's own strategy and analysis."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from croupier.engine.core.cards import Card, parse_cards
from croupier.engine.core.rules import profile_rules
from croupier.engine.lab.trainer import (
    DrillShoe,
    Scores,
    Spot,
    advice,
    composition_values,
    drill_keys,
    option_values,
    parse_key,
    two_cards,
)
from croupier.engine.math.basegame import action_values
from croupier.engine.math.bj_dealer import dealer_probabilities
from croupier.engine.math.strategy import compute_strategy

RULES = profile_rules("france")
V = "A23456789T"


def card(value: int, suit: str = "S") -> Card:
    return Card.parse(V[value - 1] + suit)


def spot(cards: str, up: str, **kw: bool) -> Spot:
    opts = {"can_double": True, "can_split": True, "can_surrender": False, **kw}
    return Spot(tuple(parse_cards(cards)), Card.parse(up), **opts)


@pytest.mark.parametrize(
    ("a", "b", "u"), [(10, 6, 10), (5, 6, 6), (1, 7, 9), (2, 3, 1), (9, 3, 2), (1, 6, 5), (8, 4, 10), (10, 2, 4)]
)
def test_own_values_equal_the_engines_on_first_hands_FR_BJ_8(a: int, b: int, u: int) -> None:
    """[FR-BJ-8] Stand, hit and double computed here equal engine.math.basegame.action_values."""
    cards, up = [card(a), card(b, "H")], card(u, "D")
    engine = action_values(RULES, cards, up)
    own = composition_values(RULES, cards, up, double="double" in engine)
    for move in ("stand", "hit", "double"):
        if move in engine:
            assert own[move] == pytest.approx(engine[move], abs=1e-12)


def test_stand_value_is_the_dealer_probabilities() -> None:
    """Standing on 20 against a 6 (no peek needed): win when the dealer busts or stops lower."""
    cards, up = [card(10), card(10, "H")], card(6, "D")
    p = dealer_probabilities(6, RULES.decks, RULES.soft_17 == "hit", [10, 10])
    expected = p["bust"] + p["17"] + p["18"] + p["19"] - p["21"]
    assert composition_values(RULES, cards, up, double=False)["stand"] == pytest.approx(expected, abs=1e-12)


def test_three_card_hand_values_by_brute_force() -> None:
    """A hard 20 of three cards against a 6: hitting only an ace keeps it alive, then it stands on 21."""
    cards, up = parse_cards("5S 5H TD"), card(6, "C")
    vals = composition_values(RULES, cards, up, double=False)
    shoe = [4 * RULES.decks] * 9 + [16 * RULES.decks]
    shoe[5] -= 1
    shoe[4] -= 2
    shoe[9] -= 1
    left = sum(shoe)
    aces = shoe[0]
    p21 = dealer_probabilities(6, RULES.decks, RULES.soft_17 == "hit", [5, 5, 10, 1])
    stand21 = 1 - p21["21"]  # 21 wins unless the dealer makes 21 too (a push)
    hit = aces / left * stand21 - (left - aces) / left
    assert vals["hit"] == pytest.approx(hit, abs=1e-12)
    assert set(vals) == {"stand", "hit"}


def test_option_values_first_hand_are_the_engines() -> None:
    """A first hand shows exactly the engine's figure for every move the round allows."""
    s = spot("8S 8H", "TD", can_surrender=True)
    engine = action_values(RULES, s.cards, s.up)
    shown = option_values(RULES, s)
    assert shown == {m: engine[m] for m in ("hit", "stand", "double", "split", "surrender") if m in engine}


def test_option_values_only_allowed_moves() -> None:
    """A split hand of three cards offers hit and stand only."""
    s = spot("8S 2H 3D", "7C", can_double=False, can_split=False, first=False)
    assert list(option_values(RULES, s)) == ["hit", "stand"]


def test_advice_is_the_computed_strategy_FR_BJ_9() -> None:
    """[FR-BJ-9] The judge's move is Strategy.decide's for the same hand and allowed moves."""
    strategy = compute_strategy(RULES)
    for cards, up in (("TS 6H", "TD"), ("8S 8H", "6D"), ("AS 7H", "9D"), ("5S 6H", "5D"), ("TS 7H", "AD")):
        s = spot(cards, up)
        assert advice(RULES, s) == strategy.decide(s.cards, s.up, can_double=True, can_split=True,
                                                    can_surrender=False)  # fmt: skip
    assert advice(RULES, spot("TS 6H", "TD")) == "hit"
    assert advice(RULES, spot("TS 7H", "TD")) == "stand"
    assert advice(RULES, spot("5S 6H", "6D")) == "double"
    assert advice(RULES, spot("5S 6H", "6D", can_double=False)) == "hit"


def test_spot_keys() -> None:
    assert spot("8S 8H", "TD").key == "P8v10"
    assert spot("8S 8H", "TD", can_split=False).key == "H16v10"
    assert spot("AS 7H", "9D").key == "S18v9"
    assert spot("AS 5H TD", "9D").key == "H16v9"


def test_scores_persist_and_count(tmp_path: Path) -> None:
    s = Scores(tmp_path)
    miss, hit = spot("TS 6H", "TD"), spot("TS 7H", "TD")
    s.record(miss, False)
    s.record(miss, False)
    s.record(hit, True)
    assert (s.session.correct, s.session.total) == (1, 3)
    again = Scores(tmp_path)
    assert (again.overall.correct, again.overall.total) == (1, 3)
    assert (again.session.correct, again.session.total) == (0, 0)
    assert again.misses == {"H16v10": 2}
    again.record(miss, True, practice=True)
    assert again.misses == {"H16v10": 1} and again.overall.total == 3 and again.practice.total == 1
    assert (tmp_path / "trainer.json").stat().st_mode & 0o777 == 0o600


def test_damaged_score_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "trainer.json").write_text(json.dumps({"schema": 1, "correct": 5, "total": 2, "misses": {}}))
    s = Scores(tmp_path)
    assert s.overall.total == 0
    assert any("damaged" in w and "correct" in w for w in s.warnings)
    assert not (tmp_path / "trainer.json").exists()


def test_drill_keys_most_missed_first() -> None:
    misses = {"H16v10": 3, "S18v9": 5, "P8v10": 1, "H12v4": 3, "S21v5": 9}
    assert drill_keys(misses, 3) == ["S18v9", "H12v4", "H16v10"]


@pytest.mark.parametrize("key", ["H5v2", "H12v10", "H16v10", "H20v6", "H4v3", "S13v5", "S18v9", "P8v1", "P1v10"])
def test_two_cards_make_the_hand(key: str) -> None:
    kind, total, up = parse_key(key)
    a, b, u = two_cards(key)
    assert u == up
    if kind == "P":
        assert a == b == total
    elif kind == "S":
        assert 1 in (a, b) and a + b + 10 == total
    else:
        assert a + b == total and 1 not in (a, b)


def test_bad_drill_key_is_named() -> None:
    with pytest.raises(ValueError, match="H30v2"):
        parse_key("H30v2")


def test_drill_shoe_deals_the_missed_hands_and_never_a_dealer_blackjack() -> None:
    """Each round deals the next drill hand to the first box; the peek game's hole card never makes
    blackjack; every card of the deck is there once."""
    keys = ["H16v10", "S18v1", "P8v10"]
    shoe = DrillShoe(RULES, keys, random.Random(7))
    for i in range(6):
        shoe.start_round()
        assert len(shoe.cards) == 52 * RULES.decks
        c1, up, c2 = shoe.draw(), shoe.draw(), shoe.draw()
        a, b, u = two_cards(keys[i % 3])
        assert sorted((c1.value, c2.value)) == [a, b] and up.value == u
        if not RULES.enhc:
            hole = shoe.draw()
            assert {up.value, hole.value} != {1, 10}


def test_drill_needs_a_miss() -> None:
    with pytest.raises(ValueError, match="no hand to drill"):
        DrillShoe(RULES, [], random.Random(1))


def test_director_setting_trainer_on_kiosk_round_trips() -> None:
    """``trainer_on_kiosk = false`` is written, read back, and a bad value is named."""
    from croupier.engine.store.settings import SettingsError, parse, to_toml
    from croupier.engine.store.settings_data import Settings

    text = to_toml(Settings(trainer_on_kiosk=False))
    assert "trainer_on_kiosk = false" in text
    assert parse(text.encode()).trainer_on_kiosk is False
    assert "trainer_on_kiosk" not in to_toml(Settings())  # the default file is unchanged
    with pytest.raises(SettingsError, match="trainer_on_kiosk"):
        parse(text.replace("trainer_on_kiosk = false", 'trainer_on_kiosk = "no"').encode())


def test_insurance_is_never_advised_and_valued_by_the_tens_left_FR_BJ_6() -> None:
    """[FR-BJ-6] Insurance (half the bet, paid 2 to 1) loses unless the hole card is a ten: with 10-6
    against an ace from six decks, 95 tens among 309 unseen cards."""
    s = Spot(tuple(parse_cards("TS 6H")), Card.parse("AD"), False, False, False, can_hit=False, insurance=True)
    assert advice(RULES, s) == "decline"
    assert s.allowed == ("insure", "decline") and s.key == "Iv1"
    p = 95 / 309 if RULES.decks == 6 else None
    assert p is not None
    assert option_values(RULES, s) == {"insure": pytest.approx(0.5 * (3 * p - 1), abs=1e-15), "decline": 0.0}
    assert drill_keys({"Iv1": 9, "H16v10": 1}) == ["H16v10"]  # insurance is not dealt in the drill
