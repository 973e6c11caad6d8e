"""The pieces of the vectorised strategy analysis (:mod:`engine.math.bj_fast`,
:mod:`engine.math.bj_batch`) against the scalar calculator they replace [FR-BJ-5]."""

from __future__ import annotations

import numpy as np
import pytest

from croupier.engine.core.rules import Rules
from croupier.engine.math import bj_batch, bj_fast
from croupier.engine.math.bj_dealer import dealer_graph
from croupier.engine.math.bj_game import GameRules
from croupier.engine.math.bj_upcard import _UpCard


@pytest.mark.parametrize(("decks", "up", "h17"), [(1, 1, True), (1, 6, False), (6, 10, True), (8, 2, True)])
def test_fr_bj_5_batched_dealer_rows_equal_the_scalar_pass_and_an_impossible_removal_is_zero(
    decks: int, up: int, h17: bool
) -> None:
    g = GameRules.of(Rules(decks=decks, soft_17="hit" if h17 else "stand"))
    scalar = _UpCard(g, up, False)
    removals = [(2, 10), (1, 1, 5), (9, 9, 9, 9), (3, 4, 5, 6), (1,) * (4 * decks + 1)]  # the last: too many aces
    cols = np.zeros((10, len(removals)))
    for j, cards in enumerate(removals):
        for v in cards:
            cols[v - 1, j] += 1
    table = bj_batch.dealer_table(dealer_graph(up, h17), scalar.shoe, cols)
    for j, cards in enumerate(removals[:-1]):
        rkey, _hard, _ace = scalar.load(cards)
        want = scalar.dealer(rkey)
        scalar.unload(cards)
        assert table[j].tolist() == pytest.approx(list(want), abs=1e-13), cards
    assert table[-1].tolist() == [0.0] * 7


@pytest.mark.parametrize("decks", [1, 8])
def test_draw_chances_of_a_row_without_checks_equal_the_checked_ones(decks: int) -> None:
    """A group of nodes every one of which the shoe holds skips the validity checks: the chances
    are the same as with them; a node the shoe cannot hold draws nothing."""
    g = GameRules.of(Rules(decks=decks, soft_17="hit"))
    for up in (1, 10, 5):
        calc = bj_fast._FastUp(g, up)
        nd = calc.nd
        for key, nodes in nd.rows.items():
            group = nd.row_group[key]
            got = calc._draws(nodes, group)
            safe = calc.safe[group]
            calc.safe[group] = False
            checked = calc._draws(nodes, group)
            calc.safe[group] = safe
            if safe:
                assert np.array_equal(got, checked), (up, key)
            held = (calc.shoe_col >= nd.remT[:, nodes]).all(axis=0)
            assert (checked[:, ~held] == 0).all()
            assert np.allclose(checked[:, held].sum(axis=0), 1.0, atol=1e-12), (up, key)


def test_the_reach_of_a_guess_is_computed_once_per_guess() -> None:
    nd = bj_fast._nodes(4)
    guess = bj_fast._GUESS[7]
    rows, removals = nd.reach(guess)
    assert nd.reach(guess)[0] is rows
    assert removals.shape == (10, len(rows)) and (removals == nd.removals[:, rows]).all()
    assert len(nd.reach(bj_fast._GUESS[4])[0]) < len(rows)  # standing on 12-16 reads fewer shoes
