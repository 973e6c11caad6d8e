"""Journals of schema 2 (keyed chain, every row's content as JSON, the whole undealt shoe sealed in each
row that changed it) still open, audit, recall their games and resume their unfinished round exactly;
new rounds are then added after them in today's form.

``fixtures/journal_v2_france.sqlite3``: 60 finished France rounds (a shoe with a cut card, reshuffled
several times; boxes 1, 3 and 5, side bets on 1 and 3, insurance taken on even rounds, box 3's bet taken
back every seventh round, money in at round 20) and round 61 left open with box 3 to act.
``fixtures/journal_v2_pr.sqlite3``: the same on Puerto Rico's continuous shuffler, 25 rounds, round 26
open. Both were written by the code of schema 2 under the key :data:`KEY`; the test gives that key
and the high-water mark of the install that wrote them.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.shoe import Shoe
from croupier.engine.store.journal import Journal
from croupier.engine.store.keys import KEY_FILE, JournalKey, Mark
from croupier.engine.store.recovery import resume

FIXTURES = Path(__file__).resolve().parent / "fixtures"
KEY = bytes(range(32))
CASES = {"france": ("journal_v2_france.sqlite3", 61), "pr": ("journal_v2_pr.sqlite3", 26)}


@pytest.fixture(params=sorted(CASES))
def v2(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    """A copy of a schema-2 fixture in a data folder, with its key and high-water mark in place."""
    name, open_round = CASES[request.param]
    keys = tmp_path / "keys"
    keys.mkdir(mode=0o700)
    (keys / KEY_FILE).write_text(KEY.hex() + "\n", encoding="ascii")
    (keys / KEY_FILE).chmod(0o600)
    monkeypatch.setenv("CROUPIER_KEY_DIR", str(keys))
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    path = folder / "journal.sqlite3"
    shutil.copyfile(FIXTURES / name, path)
    db = sqlite3.connect(path)
    (rows, head) = db.execute("SELECT id, hash FROM head").fetchone()
    (body,) = db.execute("SELECT body FROM journal WHERE id = 1").fetchone()
    (games,) = db.execute("SELECT value FROM meters WHERE name = 'games'").fetchone()
    version = db.execute("PRAGMA user_version").fetchone()[0]
    db.close()
    assert version == 2
    key = JournalKey(KEY, keys)
    key.write_mark(path, Mark(json.loads(body)["id"], rows, games, head, str(path.resolve())))
    return folder, open_round


def _finish(s: object) -> None:
    r = s.round  # type: ignore[attr-defined]
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            s.act("insure", r.insurance_box, False)  # type: ignore[attr-defined]
        else:
            s.act("stand")  # type: ignore[attr-defined]


def test_v2_journal_audits_read_only_and_recalls(v2: tuple[Path, int]) -> None:
    folder, open_round = v2
    with Journal.in_folder(folder, read_only=True) as j:
        assert j.round_open and j.current_round == open_round
        report = j.verify()
        assert report.ok, report.errors
        assert report.meters.games == open_round - 1 and report.redealt == open_round
        games = j.last_games(10)
        assert [g.round for g in games] == list(range(open_round, open_round - 10, -1))
        for g in games[1:]:
            assert g.finished and g.credits_after is not None and g.credits_before is not None


def test_v2_journal_resumes_its_shoe_exactly_and_goes_on(v2: tuple[Path, int]) -> None:
    folder, open_round = v2
    with Journal.in_folder(folder, read_only=True) as j:
        stored = j.last_shoe()
        assert stored is not None
    with Journal.in_folder(folder) as j:
        s = resume(j, rng=random.Random(3))
        assert s is not None and s.round_no == open_round and s.round.phase is Phase.PLAY
        st = s.shoe.state()
        assert "".join(st["cards"]) == stored["cards"]  # type: ignore[arg-type]
        assert "".join(st["in_play"]) == stored["in_play"] and st["cut"] == stored["cut"]  # type: ignore[arg-type]
        _finish(s)
        for _ in range(3):
            s.next_round()
            s.act("bet", 2, 10 * SCALE, 0)
            s.act("deal")
            _finish(s)
        assert j.verify().ok
        upcoming = list(s.shoe.cards)
    db = sqlite3.connect(folder / "journal.sqlite3")
    assert db.execute("PRAGMA user_version").fetchone()[0] == 3
    forms = db.execute("SELECT id, kind, typeof(hash), substr(body, 1, 1) FROM journal ORDER BY id").fetchall()
    db.close()
    upgrade = next(i for i, (_rid, kind, kept, _b) in enumerate(forms) if kept == "blob")
    assert all(kept == "text" and first == "{" for _r, _k, kept, first in forms[:upgrade])  # kept as written
    assert all(kept == "blob" for _r, _k, kept, _f in forms[upgrade:])
    assert {first for _r, kind, _h, first in forms[upgrade:] if kind == "action"} == {"["}
    with Journal.in_folder(folder) as j:
        (change,) = [r for r in j.rows_of_kind("audit") if r.data["kind"] == "journal-schema"]
        assert change.data["detail"] == {"from": 2, "to": 3} and change.id == forms[upgrade][0]
        report = j.verify()
        assert report.ok, report.errors
        assert report.meters.games == open_round + 3
        assert [g.round for g in j.last_games(3)] == [open_round + 3, open_round + 2, open_round + 1]
        last = j.last_shoe()
        assert last is not None
        again = Shoe(s.config.rules)
        again.restore({"cards": [last["cards"][i : i + 2] for i in range(0, len(last["cards"]), 2)],
                       "cut": last["cut"], "in_play": []})  # fmt: skip
        assert again.cards == upcoming
