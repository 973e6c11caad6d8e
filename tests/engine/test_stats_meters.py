"""The player's statistics equal a count from the journal's rebuilt games, and ``croupier meters``
equals ``croupier audit``'s figures."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from croupier.engine.cli.main import main
from croupier.engine.core.money import parse_amount, parse_mills
from croupier.engine.lab.autoplay import play
from croupier.engine.lab.stats import RESET_KIND, collect, reset
from croupier.engine.store.journal import Journal


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two sessions of seeded rounds on three boxes."""
    folder = tmp_path_factory.mktemp("journal")
    with Journal.in_folder(folder) as j:
        play(j, 60, 3, boxes=3)
    with Journal.in_folder(folder) as j:
        play(j, 110, 4, boxes=3)
    return folder


def test_statistics_equal_a_count_of_the_journals_games(played: Path) -> None:
    with Journal.in_folder(played) as j:
        stats = collect(j)
        games = j.last_games(500)
    assert len(games) == 110 and stats.total.rounds == 110
    results = Counter(h["result"] for g in games for o in g.outcomes for h in o["hands"])
    t = stats.total
    assert t.hands == sum(results.values())
    assert t.wins == results["win"] + results["blackjack"]
    assert t.pushes == results["push"]
    assert t.losses == results["lose"] + results["bust"] + results["surrender"]
    naturals = sum(
        1
        for g in games
        for o in g.outcomes
        if len(o["hands"]) == 1
        for h in o["hands"]
        if len(h["cards"]) == 2 and sorted("T" if c[0] in "TJQK" else c[0] for c in h["cards"]) == ["A", "T"]
    )
    assert t.blackjacks == naturals > 0
    assert t.net == sum(parse_mills(o["net"], "net") for g in games for o in g.outcomes)
    side_hits = Counter(o["side"]["outcome"] for g in games for o in g.outcomes if o["side"])
    assert t.side_bets == sum(side_hits.values())
    assert {k: v for k, v in t.side_hits.items()} == {k: v for k, v in side_hits.items() if k != "lose"}
    assert sum(float(v) for v in t.side_expected.values()) == pytest.approx(t.side_bets * 0.10586, rel=1e-3)
    assert len(stats.sessions) == 2 and sum(s.tally.rounds for s in stats.sessions) == 110
    assert stats.points[-1].balance == games[0].credits_after


def test_reset_counts_only_what_follows_and_is_journaled(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 12, 5)
        assert collect(j).total.rounds == 12
        reset(j)
        assert collect(j).total.rounds == 0
        assert j.rows_of_kind("audit")[-1].data["kind"] == RESET_KIND
        play(j, 20, 5)
        stats = collect(j)
        assert stats.total.rounds == 8
        assert stats.csv().splitlines()[0].startswith("session,rounds,hands")


def _audit_figures(text: str) -> dict[str, str]:
    out = {}
    for name in ("games played", "money in", "money out"):
        out[name] = re.search(rf"^{name}\s+(\S+)$", text, re.M).group(1)  # type: ignore[union-attr]
    for kind in ("main", "insurance", "side"):
        m = re.search(rf"^{kind}\s+(\S+)\s+(\S+)$", text, re.M)
        assert m is not None
        out[f"bets.{kind}"], out[f"wins.{kind}"] = m.groups()
    out["head"] = re.search(r"head (\w+)", text).group(1)  # type: ignore[union-attr]
    return out


def test_meters_equal_the_audits_figures(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--data-dir", str(played)]) == 0
    audit = _audit_figures(capsys.readouterr().out)
    assert main(["meters", "--data-dir", str(played), "--json"]) == 0
    m = json.loads(capsys.readouterr().out)
    assert str(m["games"]) == audit["games played"]
    assert m["money_in"] == audit["money in"] and m["money_out"] == audit["money out"]
    for kind in ("main", "insurance", "side"):
        assert m["bets"][kind] == audit[f"bets.{kind}"] and m["wins"][kind] == audit[f"wins.{kind}"]
    assert m["audit"]["ok"] and m["audit"]["head"] == audit["head"]
    assert 0.99 < m["theoretical_return"]["main"] < 1.0
    assert m["theoretical_return"]["side"] == pytest.approx(1 - 0.247089, abs=1e-6)  # table A, 6 decks
    assert m["actual_return"]["side"] == pytest.approx(
        parse_amount(m["wins"]["side"], "w") / parse_amount(m["bets"]["side"], "b")
    )


def test_meters_text_and_exit_status(played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["meters", "--data-dir", str(played)]) == 0
    out = capsys.readouterr().out
    assert "theoretical return" in out and "audit" in out
    assert main(["meters", "--data-dir", str(tmp_path / "none")]) == 2
    assert "no journal" in capsys.readouterr().err
