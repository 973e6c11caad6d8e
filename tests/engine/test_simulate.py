"""The simulator plays the real round and agrees with the exact side-bet odds [FR-LL-6, PR-LL-6]."""

from __future__ import annotations

import importlib.machinery
import json
import math
import random
import statistics
import sys
import types

import pytest

from croupier.engine.cli.main import main
from croupier.engine.core.cards import Card
from croupier.engine.core.errors import ConfigError
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.math.odds import side_bet_odds
from croupier.engine.math.simulate import (
    ALWAYS,
    NEVER,
    Fallback,
    SimResult,
    Tally,
    Totals,
    load_policy,
    simulate,
    worker_seed,
)

FALLBACK = (Fallback(), "fallback", False)
NO_MAIN = lambda: (None, "not compared here")  # noqa: E731


def run(config: TableConfig, rounds: int, seed: int, workers: int = 1, insurance: str = NEVER) -> SimResult:
    return simulate(config, rounds, 7, seed, workers, insurance, policy=FALLBACK, exact_main=NO_MAIN)


def outcome_frequencies_agree(result: SimResult, sigmas: float = 4.5) -> list[str]:
    """Rows whose simulated count is further than ``sigmas`` binomial deviations from the exact count."""
    table = result.config.side.table
    assert table is not None
    exact = side_bet_odds(table, result.config.rules.decks)
    n = result.totals.side.bets
    bad = []
    for row in exact.outcomes:
        p = float(row.probability)
        got = result.totals.side_outcomes.get(row.outcome, 0)
        sd = math.sqrt(n * p * (1 - p)) or 1.0
        if abs(got - n * p) > sigmas * sd + 1:
            bad.append(f"{row.outcome}: {got} vs {n * p:.1f}")
    return bad


def totals_key(t: Totals) -> tuple[object, ...]:
    return (t.rounds, t.hands, vars(t.main), vars(t.insurance), vars(t.side), dict(t.side_outcomes))


def test_same_seed_same_run_and_other_seed_other_run() -> None:
    config = build_config("france")
    a, b, c = run(config, 400, 5), run(config, 400, 5), run(config, 400, 6)
    assert totals_key(a.totals) == totals_key(b.totals)
    assert totals_key(a.totals) != totals_key(c.totals)


def test_two_workers_reproducible_and_split_the_rounds() -> None:
    config = build_config("puerto-rico")
    a, b = run(config, 301, 9, workers=2), run(config, 301, 9, workers=2)
    assert totals_key(a.totals) == totals_key(b.totals)
    assert a.totals.rounds == 301 and a.totals.main.bets == 301 * 7
    assert worker_seed(9, 0, 2) != worker_seed(9, 1, 2) != worker_seed(9, 0, 1)


def test_fr_ll_6_short_run_interval_contains_exact_light_table() -> None:
    """A table without the rare rows: 20,000 hands are enough for a normal interval."""
    config = build_config("france", side_bet={"name": "lucky-ladies", "pays": {"suited-20": 9, "any-20": 4}})
    r = run(config, 3000, 11)
    side = next(f for f in r.figures if f.name == "side")
    assert side.bets == 21000 and side.interval is not None
    assert side.inside, (side.ret, side.interval, side.exact)
    assert not r.cautions


@pytest.mark.parametrize(
    ("profile", "side"),
    [("france", None), ("puerto-rico", None), ("puerto-rico", {"name": "lucky-ladies", "table": "B"})],
)
def test_side_outcome_frequencies_match_exact_probabilities(profile: str, side: dict[str, str] | None) -> None:
    """FR-LL-6 / PR-LL-6 through the real settlement (Lucky Ladies also in a peek game, where the
    held queens of hearts are paid after the peek): each row's count within 4.5 deviations."""
    r = run(build_config(profile, side_bet=side), 3000, 21)
    assert r.totals.side.bets == 21000
    assert outcome_frequencies_agree(r) == []


def test_fr_ll_rare_rows_warn_that_the_interval_is_not_reliable() -> None:
    r = run(build_config("france"), 200, 1)
    assert any("qh-pair-dealer-bj" in c for c in r.cautions)


def test_fr_bj_6_insurance_measured_only_when_taken() -> None:
    config = build_config("france")
    never = run(config, 600, 3)
    always = run(config, 600, 3, insurance=ALWAYS)
    assert never.totals.insurance.bets == 0
    ins = next(f for f in always.figures if f.name == "insurance")
    assert ins.bets > 0 and ins.stake == ins.bets * config.min_bet // 2
    assert ins.exact is not None and -1 <= ins.net / ins.stake <= 2
    # insurance does not change the cards: the main game is played the same way
    assert never.totals.main.net == always.totals.main.net


def test_tally_interval_is_the_textbook_one_for_constant_stakes() -> None:
    rng = random.Random(4)
    xs = [rng.choice((-1000, -1000, 1000, 1500, 0)) for _ in range(500)]
    t = Tally()
    for x in xs:
        t.add(x, 1000, 1)
    iv = t.interval()
    assert iv is not None
    mean = statistics.fmean(xs) / 1000
    half = 1.959963984540054 * statistics.stdev(xs) / 1000 / math.sqrt(len(xs))
    assert iv[0] == pytest.approx(mean - half) and iv[1] == pytest.approx(mean + half)


def test_policy_is_labelled() -> None:
    policy, label, computed = load_policy(build_config("france").rules)
    assert computed and "computed" in label and not isinstance(policy, Fallback)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"boxes": 8}, "--boxes"),
        ({"rounds": 0}, "--rounds"),
        ({"workers": 0}, "--workers"),
        ({"insurance": "x"}, "--insurance"),
    ],
)
def test_bad_parameters_are_refused(kwargs: dict[str, object], field: str) -> None:
    args: dict[str, object] = {"rounds": 10, "boxes": 1, "seed": 1, "workers": 1, "insurance": NEVER} | kwargs
    with pytest.raises(ConfigError, match=field):
        simulate(build_config("france"), policy=FALLBACK, exact_main=NO_MAIN, **args)  # type: ignore[arg-type]


def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--profile", "puerto-rico", "--rounds", "300", "--boxes", "3", "--seed", "2", "--json"]
    assert main(argv) == 0
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert cap.err == ""  # no progress bar when stderr is not a terminal
    assert out["rounds"] == 300 and out["boxes"] == 3 and out["seed"] == 2
    for name in ("main", "insurance", "side"):
        assert {"return", "ci95", "exact", "inside", "bets"} <= set(out[name])
    assert out["side"]["bets"] == 900 and out["side_bet"] == {"game": "lucky-lucky", "table": "PT1"}
    assert isinstance(out["flags"], list) and out["policy"]
    assert main([*argv, "--side", "lucky-ladies", "--table", "B"]) == 0
    assert json.loads(capsys.readouterr().out)["side_bet"] == {"game": "lucky-ladies", "table": "B"}


def test_cli_progress_bar_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--rounds", "600", "--boxes", "1", "--progress"]) == 0
    cap = capsys.readouterr()
    assert "rounds/s" in cap.err and "ETA" in cap.err and "100.0 %" in cap.err
    assert "95 % interval" in cap.out and "side" in cap.out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--boxes", "9"], "--boxes"),
        (["--profile", "mars"], "profile"),
        (["--rule", "decks=nine"], "decks"),
        (["--profile", "puerto-rico", "--rule", "decks=4"], "PR-LL-1"),
        (["--table", "Z"], "no preset"),
        (["--side", "roulette"], "side_bet.name"),
    ],
)
def test_cli_bad_input_one_line_exit_2(argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = main(["simulate", "--rounds", "10", *argv])
    except SystemExit as e:  # refused by the option's own type, as argparse does it
        code = e.code
    assert code == 2
    cap = capsys.readouterr()
    assert cap.out == "" and needle in cap.err and cap.err.count("\n") == 1


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["france", "puerto-rico"])
def test_million_hands_agree_with_exact_side_bet(profile: str) -> None:
    """150,000 seven-box rounds (1,050,000 hands) on two workers, with the computed strategy when
    available: the side bet's interval holds the exact return and every row's frequency agrees."""
    config = build_config(profile)
    r = simulate(config, 150_000, 7, 2024, workers=2)
    side = next(f for f in r.figures if f.name == "side")
    assert side.bets >= 1_000_000
    assert side.inside, (side.ret, side.interval, side.exact)
    assert outcome_frequencies_agree(r) == []
    main_fig = next(f for f in r.figures if f.name == "main")
    if main_fig.exact is not None:
        assert main_fig.inside, (main_fig.ret, main_fig.interval, main_fig.exact)


def test_computed_strategy_is_used_once_the_module_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in ``engine.math.strategy``: the simulator loads it, labels it, and asks it with the
    round's own answers to can_double / can_split / can_surrender."""
    asked: list[tuple[int, bool, bool, bool]] = []

    class Doubler:
        def decide(self, cards: list[Card], up: Card, *, can_double: bool, can_split: bool, can_surrender: bool) -> str:
            asked.append((len(cards), can_double, can_split, can_surrender))
            return "double" if can_double else "stand"

    fake = types.ModuleType("croupier.engine.math.strategy")
    fake.__spec__ = importlib.machinery.ModuleSpec("croupier.engine.math.strategy", None)
    fake.compute_strategy = lambda rules: Doubler()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "croupier.engine.math.strategy", fake)
    config = build_config("france", rules={"surrender": "late"})
    policy, label, computed = load_policy(config.rules)
    assert computed and isinstance(policy, Doubler) and "computed" in label
    r = simulate(config, 50, 2, 3, exact_main=NO_MAIN)
    assert r.computed_policy and r.totals.refused == 0
    assert asked and all(n == 2 for n, *_ in asked)  # doubling or standing ends every hand
    assert all(d for _, d, _, _ in asked)  # France: any first two cards may double [FR-BJ-8]
    assert any(sur for *_, sur in asked)  # late surrender offered on the first two cards [FR-BJ-10]
    assert r.totals.main.stake == 50 * 2 * config.min_bet
