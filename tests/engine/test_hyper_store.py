"""Hyper black jack beyond the round: the journal (a round resumed with hyper stakes, the audit dealing
it again, the recall), the meters' ``hyper`` bet type, the settings file's ``[hyper]`` section and the
placard [FR-HBJ-1] [FR-HBJ-2] [FR-HBJ-3] [FR-HBJ-4] [FR-HBJ-6]."""

from __future__ import annotations

from pathlib import Path

import pytest

from croupier.engine.cli import main as cli
from croupier.engine.core.events import HyperCollect, HyperPay, PlaceHyperBet
from croupier.engine.core.hyper import CASES, PAYS, HyperOffer
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.table import TableConfig, build_config
from croupier.engine.lab.meters_report import build_report
from croupier.engine.math.hyper_odds import hyper_odds
from croupier.engine.store import settings as st
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import config_data, config_from_data
from croupier.engine.store.meters import MeterFold
from croupier.engine.store.placard import hyper_lines, placard
from croupier.engine.store.recovery import StreamRandom, open_session, resume
from croupier.engine.store.settings_data import Settings, diff, flatten

U = SCALE
CREDIT = 1000 * U


def hyper_table() -> TableConfig:
    return build_config("france", side_bet={"name": "lucky-ladies"}, hyper={"min": "1", "max": "50"})


def bets(s: Session) -> None:
    s.act("bet", 1, 10 * U, 1 * U)
    s.act("bet", 4, 20 * U, 0)
    s.apply(PlaceHyperBet(1, "20", 5 * U))
    s.apply(PlaceHyperBet(1, "bust", 2 * U))
    s.act("hyper_bet", 4, "17", 3 * U)


def play_on(s: Session) -> None:
    r = s.round
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            n = r.insurance_box
            assert n is not None
            s.act("insure", n, False)
            continue
        at = r.to_act
        assert at is not None
        s.act("hit" if r.boxes[at[0]].hands[at[1] - 1].total < 15 else "stand")


def first_open_seed() -> int:
    """A seed whose first round still waits for a decision after the deal (found, not assumed)."""
    for seed in range(1, 100):
        s = Session(hyper_table(), CREDIT, rng=StreamRandom(seed))
        bets(s)
        s.act("deal")
        if s.round.phase is not Phase.DONE:
            return seed
    raise AssertionError("no seed leaves a decision")


@pytest.mark.parametrize("stop", ["betting", "dealt"])
def test_fr_hbj_4_a_round_with_hyper_stakes_resumes_exactly(tmp_path: Path, stop: str) -> None:
    """A round cut off after its hyper stakes (before the deal, or mid-play) resumes from the journal
    with the same stakes, balance and events, and ends as the uninterrupted round does."""
    seed = first_open_seed()
    ref = Session(hyper_table(), CREDIT, rng=StreamRandom(seed))
    bets(ref)
    ref.act("deal")
    play_on(ref)

    j = Journal.in_folder(tmp_path)
    s = open_session(j, hyper_table(), CREDIT, rng=StreamRandom(seed))
    bets(s)
    if stop == "dealt":
        s.act("deal")
    before = (list(s.round.events), s.balance, {n: s.round.hyper_stakes(n) for n in (1, 4)})
    j.close()  # the table stops here

    j = Journal.in_folder(tmp_path)
    again = resume(j, rng=StreamRandom(seed))
    assert again is not None
    assert (list(again.round.events), again.balance, {n: again.round.hyper_stakes(n) for n in (1, 4)}) == before
    if stop == "betting":
        again.act("deal")
    play_on(again)
    assert again.round.events == ref.round.events and again.balance == ref.balance
    assert again.round.hyper is not None and again.round.hyper.case is not None
    report = j.verify()
    assert report.ok, report.errors
    assert report.redealt >= 1
    m = report.meters
    assert m.bets["hyper"] == 10 * U
    stakes = {(1, "20"): 5 * U, (1, "bust"): 2 * U, (4, "17"): 3 * U}
    won = [e for e in ref.round.events if isinstance(e, HyperPay)]
    assert m.wins["hyper"] == sum(stakes[(e.box, e.case)] + e.amount for e in won)
    assert report.stored == m and j.balance == ref.balance
    games = j.last_games(1)
    assert games[0].bets[0]["hyper"] == {"20": "5", "bust": "2"}
    nets = {o["box"]: o["hyper"] for o in games[0].outcomes}
    assert [h["case"] for h in nets[1]] == ["20", "bust"] and all(h["net"] is not None for h in nets[1])
    j.close()


def test_meters_count_hyper_stakes_at_the_deal_and_their_wins() -> None:
    """Bets of type ``hyper``: every stake once dealt; wins: the stake and the win of the paid case."""
    s = Session(hyper_table(), CREDIT, rng=StreamRandom(5))
    fold = MeterFold()
    fold.meters.start = CREDIT
    s.observers.append(lambda _s, name, args, events: fold.action(name, args, events))
    bets(s)
    assert fold.meters.bets["hyper"] == 0 and fold.balance() == s.balance  # placed, not yet dealt
    s.act("deal")
    play_on(s)
    m = fold.meters
    assert m.bets["hyper"] == 10 * U and m.games == 1
    events = s.round.events
    stakes = {(1, "20"): 5 * U, (1, "bust"): 2 * U, (4, "17"): 3 * U}
    assert m.wins["hyper"] == sum(stakes[(e.box, e.case)] + e.amount for e in events if isinstance(e, HyperPay))
    lost = sum(e.amount for e in events if isinstance(e, HyperCollect))
    assert lost + sum(stakes[(e.box, e.case)] for e in events if isinstance(e, HyperPay)) == 10 * U
    assert fold.balance() == s.balance


def test_meters_report_and_command_list_hyper(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``croupier meters --json`` and the report carry the hyper bet type."""
    j = Journal.in_folder(tmp_path)
    s = open_session(j, hyper_table(), CREDIT, rng=StreamRandom(3))
    bets(s)
    s.act("deal")
    play_on(s)
    report = build_report(j, main=lambda rules: None)
    assert report.to_dict()["bets"]["hyper"] == "10"
    exact = hyper_odds(hyper_table().rules)
    want = (5 * (1 - exact.outcome("20").house_edge) + 2 * (1 - exact.outcome("bust").house_edge)
            + 3 * (1 - exact.outcome("17").house_edge)) / 10  # fmt: skip
    assert report.theoretical["hyper"] == pytest.approx(float(want), abs=1e-12)
    assert any(row and row[0] == "hyper" for row in report.rows_table())
    j.close()
    assert cli.main(["meters", "--data-dir", str(tmp_path), "--json"]) == 0
    assert '"hyper": "10"' in capsys.readouterr().out
    assert cli.main(["history", "--data-dir", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "box 1: hyper black jack 20 5, bust 2" in text and "box 4 hyper black jack 17: stake 3 → " in text


def test_the_journal_keeps_the_table_s_hyper_offer() -> None:
    """[FR-HBJ-3] the journaled configuration holds the offer and its limits; a table without it reads
    as before (no ``hyper`` key)."""
    cfg = hyper_table()
    data = config_data(cfg)
    assert data["hyper"] == {"min": "1", "max": "50"} and config_from_data(data) == cfg
    assert "hyper" not in config_data(build_config("france"))


# ---------------------------------------------------------------------------- settings


HYPER_TOML = """schema = 1
profile = "france"

[hyper]
offered = true
min = "2"
max = "40"
"""


def test_fr_hbj_3_settings_offer_hyper_with_its_limits_and_write_them_back() -> None:
    """[FR-HBJ-3] ``[hyper]`` offered/min/max: read, validated into the table, written and read back;
    the default file does not mention it; the director may offer Lucky Ladies, hyper black jack, both or none."""
    s = st.parse(HYPER_TOML.encode())
    assert (s.hyper, s.hyper_min, s.hyper_max) == (True, 2 * U, 40 * U)
    cfg = s.validate()
    assert cfg.hyper == HyperOffer(True, 2 * U, 40 * U) and cfg.side.game == "lucky-ladies"
    text = st.to_toml(s)
    assert "[hyper]" in text and st.parse(text.encode()) == s
    assert "[hyper]" not in st.to_toml(Settings())
    assert not Settings().table_config().hyper.offered
    alone = st.parse((HYPER_TOML + '\n[side_bet]\nname = "none"\n').encode()).validate()
    assert alone.side.game == "none" and alone.hyper.offered
    flat = flatten(s)
    assert flat["hyper.offered"] == "true" and flat["hyper.min"] == "2" and flat["hyper.max"] == "40"
    assert ("hyper.offered", "false", "true") in diff(Settings(), s)


@pytest.mark.parametrize(
    ("text", "field", "words"),
    [
        (HYPER_TOML.replace('min = "2"', 'min = "abc"'), "hyper.min", "not an amount"),
        (HYPER_TOML.replace('max = "40"', 'max = "1"'), "hyper.max", "below its minimum"),
        (HYPER_TOML.replace("offered = true", 'offered = "yes"'), "hyper.offered", "true or false"),
        (HYPER_TOML + "odds = 3\n", "hyper.odds", "unknown field"),
        (HYPER_TOML.replace('profile = "france"', 'profile = "puerto-rico"'), "hyper", "French side bet"),
    ],
)
def test_fr_hbj_3_a_bad_hyper_section_names_its_line_and_field(text: str, field: str, words: str) -> None:
    with pytest.raises(st.SettingsError) as info:
        st.parse(text.encode())
    assert info.value.field == field and words in info.value.detail
    line = text.splitlines()[info.value.line - 1]
    assert field.rpartition(".")[2] in line or line == "[hyper]"


def test_settings_file_round_trip_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    s = Settings(hyper=True, hyper_min=5 * U, hyper_max=100 * U)
    st.save(path, s)
    loaded, warnings = st.load(path)
    assert warnings == [] and loaded == s.normalised()


# ---------------------------------------------------------------------------- placard


def test_fr_hbj_1_fr_hbj_2_the_placard_lists_the_cases_by_key_with_their_pays_and_limits() -> None:
    """The placard's data: the seven cases by key with their odds to 1 in the felt's order, the limits
    per case [FR-HBJ-3] (the table words the cases in the player's language)."""
    cfg = hyper_table()
    fr = placard(cfg, "fr")
    assert fr.hyper_rows == tuple((c, PAYS[c]) for c in CASES)
    assert [c for c, _ in fr.hyper_rows][-2:] == ["blackjack", "bust"]
    assert (fr.hyper_min, fr.hyper_max) == (1 * U, 50 * U)
    assert hyper_lines(cfg) == list(fr.hyper_rows)
    assert fr.rows  # the Lucky Ladies table beside it
    plain = placard(build_config("france"), "fr")
    assert plain.hyper_rows == () and plain.hyper_min == 0 and hyper_lines(build_config("france")) == []


def test_fr_hbj_2_statistics_count_hyper_stakes_hits_and_their_exact_expectation(tmp_path: Path) -> None:
    """The player's statistics: hyper stakes dealt per case, the cases that won, and each stake's exact
    chance summed as the expected count; a stake taken back before the deal is not counted."""
    from collections import Counter

    from croupier.engine.lab.stats import collect

    j = Journal.in_folder(tmp_path)
    s = open_session(j, hyper_table(), CREDIT, rng=StreamRandom(8))
    dealt: Counter[str] = Counter()
    hits: Counter[str] = Counter()
    for _ in range(6):
        bets(s)
        s.act("hyper_bet", 4, "blackjack", 1 * U)
        s.act("remove_hyper_bet", 4, "blackjack")  # taken back: never dealt
        s.act("deal")
        play_on(s)
        dealt.update({"20": 1, "bust": 1, "17": 1})
        hits.update(e.case for e in s.round.events if isinstance(e, HyperPay))
        s.next_round()
    total = collect(j).total
    assert total.hyper_stakes == dealt and total.hyper_hits == hits
    p = {o.outcome: o.probability for o in hyper_odds(hyper_table().rules).outcomes}
    assert total.hyper_expected == {c: n * p[c] for c, n in dealt.items()}
    out = total.to_dict()["hyper"]
    assert out["bust"]["stakes"] == 6 and out["bust"]["hits"] == hits["bust"]
    j.close()
    with Journal.in_folder(tmp_path / "none") as empty:
        assert "hyper" not in collect(empty).total.to_dict()
