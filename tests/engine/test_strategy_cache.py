"""The strategy's disk cache: per rule set and analysis version, atomic, read on a second start, never
believed when damaged or of other rules, off on request, shared by the simulator and autoplay."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from croupier.engine.core.paths import CACHE_ENV, cache_folder
from croupier.engine.core.rules import Rules
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import make_policy
from croupier.engine.math import strategy_cache
from croupier.engine.math.bj_analysis import analyse
from croupier.engine.math.bj_game import ANALYSIS_VERSION, Analysis, GameRules
from croupier.engine.math.simulate import simulate
from croupier.engine.math.strategy import _strategy, compute_strategy

ONE_DECK = Rules(decks=1, hole_card="peek")


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A cache folder of the test's own, the memory caches empty before and after."""
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(folder))
    strategy_cache.forget()
    _strategy.cache_clear()
    yield folder
    strategy_cache.forget()
    _strategy.cache_clear()


def _no_compute(monkeypatch: pytest.MonkeyPatch) -> list[GameRules]:
    calls: list[GameRules] = []

    def refuse(g: GameRules) -> Analysis:
        calls.append(g)
        raise AssertionError("computed although cached")

    monkeypatch.setattr(strategy_cache, "analyse", refuse)
    return calls


ONE_DECK_G = GameRules.of(ONE_DECK)


def test_cache_folder_follows_the_override_and_the_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "x"))
    assert cache_folder() == tmp_path / "x"
    assert cache_folder(tmp_path / "y") == tmp_path / "y"
    monkeypatch.setenv(CACHE_ENV, "off")
    assert cache_folder() is None
    monkeypatch.delenv(CACHE_ENV)
    assert cache_folder() is not None and cache_folder().name == "croupier"  # type: ignore[union-attr]


def test_second_start_reads_the_disk_cache_and_computes_nothing(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = strategy_cache.analysis(ONE_DECK_G)
    files = list((cache_dir / "strategy").iterdir())
    assert len(files) == 1 and files[0].name.startswith(f"v{ANALYSIS_VERSION}-")
    assert not [p for p in files[0].parent.iterdir() if p.name.endswith(".tmp")]  # written atomically
    strategy_cache.forget()
    calls = _no_compute(monkeypatch)
    again = strategy_cache.analysis(ONE_DECK_G)
    assert not calls
    assert (again.hard, again.soft, again.pairs) == (first.hard, first.soft, first.pairs)
    assert again.ev == first.ev and again.per_up == first.per_up
    assert compute_strategy(ONE_DECK).house_edge == -first.ev


@pytest.mark.parametrize(
    "damage",
    [b"", b"{not json", b'{"version": 2}', b"\xff\xfe", b"[]"],
    ids=["empty", "truncated", "fields-missing", "not-utf8", "not-an-object"],
)
def test_a_corrupt_cache_file_is_logged_ignored_and_computed_again(
    cache_dir: Path, caplog: pytest.LogCaptureFixture, damage: bytes
) -> None:
    path = strategy_cache.cache_file(ONE_DECK_G, cache_dir)
    path.parent.mkdir(parents=True)
    path.write_bytes(damage)
    with caplog.at_level(logging.WARNING, logger="croupier.engine.math.strategy_cache"):
        a = strategy_cache.analysis(ONE_DECK_G)
    assert "not valid" in caplog.text and str(path) in caplog.text
    assert a.pairs == analyse(ONE_DECK_G).pairs
    strategy_cache.forget()
    assert strategy_cache.cached(ONE_DECK_G) is not None  # rewritten whole


def test_a_cache_file_of_other_rules_or_with_a_bad_cell_is_not_believed(
    cache_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    strategy_cache.analysis(ONE_DECK_G)
    path = strategy_cache.cache_file(ONE_DECK_G, cache_dir)
    data = json.loads(path.read_text())
    data["pairs"]["8"]["10"] = "X"
    path.write_text(json.dumps(data))
    strategy_cache.forget()
    with caplog.at_level(logging.WARNING):
        assert strategy_cache.cached(ONE_DECK_G) is None
    data["pairs"]["8"]["10"] = "P"
    data["rules"]["decks"] = 2
    path.write_text(json.dumps(data))
    assert strategy_cache.cached(ONE_DECK_G) is None
    assert caplog.text.count("not valid") == 2


def test_cache_off_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("HOME", str(tmp_path))
    strategy_cache.forget()
    strategy_cache.analysis(ONE_DECK_G)
    assert strategy_cache.cached(ONE_DECK_G) is not None  # memory
    strategy_cache.forget()
    assert strategy_cache.cached(ONE_DECK_G) is None
    assert not list(tmp_path.iterdir())


def test_an_unwritable_cache_folder_costs_only_the_computation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv(CACHE_ENV, str(blocker))  # a file where the folder should be
    strategy_cache.forget()
    with caplog.at_level(logging.WARNING):
        a = strategy_cache.analysis(ONE_DECK_G)
    assert a.pairs == analyse(ONE_DECK_G).pairs and "not written" in caplog.text
    strategy_cache.forget()


def test_warm_from_several_threads_computes_once(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[GameRules] = []
    real = strategy_cache.analyse

    def counting(g: GameRules) -> Analysis:
        calls.append(g)
        return real(g)

    monkeypatch.setattr(strategy_cache, "analyse", counting)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: strategy_cache.warm(ONE_DECK), range(4)))
    assert len(calls) == 1 and all(r is results[0] for r in results)
    assert strategy_cache.cached(ONE_DECK_G) is results[0]


def test_simulate_and_autoplay_reuse_the_disk_cache(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = build_config("france", {"decks": 1}, {"name": "none"})
    strategy_cache.warm(config.rules)
    strategy_cache.forget()
    _strategy.cache_clear()
    calls = _no_compute(monkeypatch)
    result = simulate(config, 20, 2, seed=5)
    first = next(f for f in result.figures if f.name == "main-first")  # the exact comparison of a cut-card shoe
    assert result.computed_policy and first.exact is not None
    make_policy(config.rules)
    assert not calls
