"""The simulator's comparison with the exact main-game figure, honest about the cut card [FR-BJ-1].

A round dealt from a full shoe has the exact full-shoe return; later rounds of a cut-card shoe do not
(which of them are dealt depends on the cards), so only the first round of each shoe (``main-first``)
is set beside the exact figure, and every round (``main``) beside none. A continuous shuffler deals
every round from a full shoe: there ``main`` is compared itself.
"""

from __future__ import annotations

from croupier.engine.core.table import build_config
from croupier.engine.math.simulate import Fallback, simulate

FALLBACK = (Fallback(), "fallback", False)


def exact() -> tuple[float | None, str]:
    return -0.005, "exact: a stand-in figure"


def test_fr_bj_1_a_cut_card_shoe_compares_only_its_first_rounds() -> None:
    r = simulate(build_config("france"), 400, 7, 5, policy=FALLBACK, exact_main=exact)
    figs = {f.name: f for f in r.figures}
    assert figs["main"].exact is None and "cut-card" in figs["main"].exact_source
    assert figs["main-first"].exact == -0.005 and "full shoe" in figs["main-first"].exact_source
    first, every = r.totals.first, r.totals.main
    # six decks, 52 cards behind the cut, seven boxes: about a dozen rounds to a shoe
    assert 400 // 20 <= first.rounds <= 400 // 8
    assert first.stake == first.rounds * 7 * r.config.min_bet
    assert every.rounds == 400


def test_fr_bj_1_a_continuous_shuffler_compares_every_round() -> None:
    r = simulate(build_config("puerto-rico"), 200, 7, 5, policy=FALLBACK, exact_main=exact)
    names = [f.name for f in r.figures]
    assert "main-first" not in names
    main = next(f for f in r.figures if f.name == "main")
    assert main.exact == -0.005
    assert r.totals.first.rounds == 200
