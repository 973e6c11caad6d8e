"""The journal: WAL + synchronous=FULL, committed inside act() before the events are shown, hash
chain, game recall (the current game and the nine before it) and ``croupier history``."""

from __future__ import annotations

import itertools
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.cli import main as cli
from croupier.engine.core.events import Event, to_dict
from croupier.engine.core.money import SCALE
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal, JournalLocked
from croupier.engine.store.journal_rows import GENESIS, JournalError, row_hash
from croupier.engine.store.recovery import StreamRandom, open_session


def test_journal_file_is_wal_with_full_sync(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        assert j._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert j._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert (tmp_path / "journal.sqlite3").exists()


def test_events_are_committed_before_act_returns(tmp_path: Path) -> None:
    """An observer after the journal's (the table) finds the action already in the file, read from a
    second connection."""
    journal = Journal.in_folder(tmp_path)
    session = open_session(journal, build_config("france"), 500 * SCALE, rng=StreamRandom(1))
    seen: list[tuple[str, list[dict[str, Any]]]] = []

    def table(_s: Session, name: str, _a: tuple[Any, ...], events: list[Event]) -> None:
        with Journal(tmp_path / "journal.sqlite3", read_only=True) as other:  # its own connection
            d = other.row(other.head[0]).data
        assert d["events"] == [to_dict(e) for e in events]
        seen.append((name, d["events"]))

    session.observers.append(table)
    session.act("bet", 2, 10 * SCALE, 1 * SCALE)
    session.act("deal")
    assert [n for n, _ in seen] == ["bet", "deal"]
    journal.close()


def test_rows_are_chained_with_the_installs_key_not_a_plain_hash(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 3, 1)
        assert j.key is not None
        prev = GENESIS
        rows = list(j.rows())
        for r in rows:
            assert r.hash == j.key.mac(prev, r.id, r.kind, r.round, r.body)
            assert r.hash != row_hash(prev, r.id, r.kind, r.round, r.body)
            prev = r.hash
        assert j.head == (rows[-1].id, prev)
        assert rows[0].kind == "journal" and rows[0].data["key"] == j.key.id
        assert {r.kind for r in rows} >= {"config", "session", "round", "action"}


def test_round_rows_hold_config_credits_and_shoe_before_the_deal(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 2, 1, profile="puerto-rico")
        start = j.rows_of_kind("round")[1]
        d = start.data
        assert j.row(d["config"]).data["config"]["profile"] == "puerto-rico"
        shoe = j.shoe_at(d["shoe_row"])
        assert shoe is not None and d["shoe_row"] < start.id
        actions = [r.data for r in j.round_rows(2)[1:]]
        _box, main, side = actions[0]["args"]
        assert actions[0]["name"] == "bet" and d["balance"] - actions[0]["balance"] == main + side


def test_a_second_writer_of_the_data_folder_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as a:
        a.audit("pin-open", {"ok": True})
        with pytest.raises(JournalLocked, match=r"another Croupier \(process \d+\) is using this data folder"):
            Journal.in_folder(tmp_path)
        code = f"from croupier.engine.store.journal import Journal; Journal.in_folder({str(tmp_path)!r})"
        other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
        assert other.returncode != 0 and "is using this data folder" in other.stderr
        assert cli.main(["autoplay", "--rounds", "1", "--data-dir", str(tmp_path)]) == 2
    with Journal.in_folder(tmp_path) as b:  # released on close
        b.audit("pin-open", {"ok": True})


def test_a_writer_that_finds_another_head_stops(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as a:
        db = sqlite3.connect(tmp_path / "journal.sqlite3")
        db.execute("UPDATE head SET id = id + 1")
        db.commit()
        with pytest.raises(JournalError, match="another process"):
            a.audit("pin-open", {"ok": True})


def test_new_session_may_not_drop_an_unfinished_round(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 500 * SCALE, rng=StreamRandom(1))
        s.act("bet", 1, 10 * SCALE, 0)
        with pytest.raises(JournalError, match="round 1 is unfinished"):
            j.attach(Session(build_config("france"), 500 * SCALE))


def test_last_games_are_the_current_game_and_the_nine_before_it(tmp_path: Path) -> None:
    """Recall: newest first, each with its events in order, bets, credits before and after, and the
    outcome of every bet."""
    with Journal.in_folder(tmp_path) as j:
        s = play(j, 12, 4, boxes=2)
        s.next_round()
        s.act("bet", 1, 10 * SCALE, 1 * SCALE)  # the current game, not dealt yet
        games = j.last_games()
        assert [g.round for g in games] == list(range(13, 3, -1))
        current, *earlier = games
        assert not current.finished and current.credits_after == current.credits_before - 11 * SCALE
        assert all(g.finished for g in earlier)
        for newer, older in itertools.pairwise(games):
            assert older.credits_after == newer.credits_before
        for g in earlier:
            rows = j.round_rows(g.round)[1:]
            assert [to_dict(e) for e in g.events] == [e for r in rows for e in r.data["events"]]
            assert [st.action for st in g.steps] == [r.data["name"] for r in rows]
            assert [b["box"] for b in g.bets] == [1, 2] and all(b["side"] == "1" for b in g.bets)
            for o in g.outcomes:
                assert all(h["result"] in ("blackjack", "win", "push", "lose", "bust", "surrender") for h in o["hands"])
                assert o["side"]["outcome"] is not None
            net = sum(_mills(o["net"]) for o in g.outcomes)
            assert g.credits_after - g.credits_before == net


def _mills(text: str) -> int:
    from croupier.engine.core.money import parse_mills

    return parse_mills(text, "net")


def test_history_command_prints_text_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 4, 2)
    assert cli.main(["history", "--data-dir", str(tmp_path), "--last", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [g["round"] for g in out] == [4, 3, 2]
    assert out[0]["steps"][0]["action"] == "bet" and out[0]["outcomes"][0]["hands"][0]["result"]
    assert cli.main(["history", "--data-dir", str(tmp_path), "--last", "1"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("game 4 (france, finished): credits") and "> deal" in text


def test_history_without_a_journal_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["history", "--data-dir", str(tmp_path / "none")]) == 2
    assert "no journal" in capsys.readouterr().err
    assert not (tmp_path / "none" / "journal.sqlite3").exists()


def test_director_audit_events_are_chained(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        j.audit("setting-changed", {"field": "limits.min", "old": "10", "new": "20"})
        (row,) = j.rows_of_kind("audit")
        assert row.data == {"kind": "setting-changed", "detail": {"field": "limits.min", "old": "10", "new": "20"}}
        assert j.verify().ok


def test_history_hides_the_hole_card_of_a_game_still_in_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("puerto-rico"), 500 * SCALE, rng=StreamRandom(4))
        s.act("bet", 1, 10 * SCALE, 0)
        (hole,) = [e for e in s.act("deal") if getattr(e, "hole", False)]
        if s.round.phase.value == "done":
            pytest.skip("the seeded round ended at the deal")
    assert cli.main(["history", "--data-dir", str(tmp_path), "--json", "--last", "1"]) == 0
    (game,) = json.loads(capsys.readouterr().out)
    assert game["dealer"][1] == "??" and not game["finished"]
    cards = [e.get("card") for st in game["steps"] for e in st["events"] if e.get("hole")]
    assert cards == ["??"]
    assert cli.main(["history", "--data-dir", str(tmp_path), "--last", "1"]) == 0
    text = capsys.readouterr().out
    assert "card=??" in text and f"dealer: {game['dealer'][0]} ??" in text
    assert hole.card.code not in text.split("dealer:")[1].split("\n")[0]  # type: ignore[attr-defined]
