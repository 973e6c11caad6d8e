"""Schema 3's compact journal: an action is an array whose events name a shape declared once in a
``codec`` row (any event type, known today or not); the shoe's state is written, sealed, only where the
dealt cards cannot tell it (a shuffle, a session's start, a continuous shuffler's draw), and every
state in between follows from the rows; a row whose cards do not come from that shoe is refused."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core.money import SCALE
from croupier.engine.core.shoe import Shoe
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import SCHEMA, Journal
from croupier.engine.store.journal_rows import Codec, JournalError, ShoeTrack, shoe_data, shoe_state
from croupier.engine.store.keys import JournalKey
from croupier.engine.store.recovery import StreamRandom, open_session


def test_a_codec_writes_any_event_without_its_key_names_and_reads_it_back() -> None:
    codec = Codec()
    new: list[list[Any]] = []
    events = [
        {"type": "card", "to": "box-1", "card": "AS", "hand": 1, "total": 11, "soft": True},
        {"type": "hyper-pay", "box": 2, "amount": "15", "case": {"n": 3}},  # a type this journal never met
        {"type": "card", "to": "dealer", "card": "KD", "total": 10, "soft": False},
        {"type": "card", "to": "box-1", "card": "5C", "hand": 1, "total": 16, "soft": False},
    ]
    content = {"name": "deal", "args": [], "balance": 5, "phase": "play", "events_v": 2, "events": events,
               "shoe": {"sealed": "xyz"}}  # fmt: skip
    compact = codec.encode(content, new)
    assert compact is not None
    assert [shape[1] for shape in new] == ["card", "hyper-pay", "card"]  # the box card and the dealer's differ
    assert compact[5][0][0] == compact[5][3][0] and "total" not in json.dumps(compact[5])
    reader = Codec()
    reader.declare({"shapes": new})
    assert reader.decode(json.loads(json.dumps(compact))) == content
    assert codec.encode({"name": "x", "events": []}, []) is None  # not an action: left as it is


def test_a_codec_row_out_of_order_is_refused() -> None:
    with pytest.raises(JournalError, match="shape 1 declared where shape 0 is due"):
        Codec().declare({"shapes": [[1, "card", ["card"]]]})


def _shoe_rows(path: Path) -> list[str]:
    with Journal(path, read_only=True) as j:
        return [r.kind for r in j.rows() if "shoe" in r.data]


def test_a_cut_card_shoe_is_written_once_per_shuffle_and_resumes_exactly(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 120, 3)
        shuffles = sum(1 for r in j.rows() if r.kind == "action" for e in r.data["events"] if e["type"] == "shuffle")
        upcoming = j.last_shoe()
    kinds = _shoe_rows(tmp_path / "journal.sqlite3")
    assert shuffles >= 2 and kinds.count("action") == shuffles and kinds.count("session") == 1
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), rng=StreamRandom(3))
        st = s.shoe.state()
        assert upcoming is not None and "".join(st["cards"]) == upcoming["cards"]  # type: ignore[arg-type]
        assert s.shoe.rng.calls == upcoming["rng"]  # type: ignore[attr-defined]


def test_a_continuous_shufflers_state_is_written_as_its_few_differences(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 20, 4, profile="puerto-rico")
        key, jid = j.key, j.id
        assert key is not None
        sizes = []
        for r in j.rows():
            if r.kind == "action" and "shoe" in r.data:
                data = r.data["shoe"]
                assert "diff" in data and "cards" not in data
                sizes.append(len(json.dumps(data)))
    assert sizes and max(sizes) < 200  # its 312 cards in full would be over 600 characters
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("puerto-rico"), rng=StreamRandom(4))
        assert j.last_shoe() is not None and jid == j.id
        assert shoe_state(shoe_data(s.shoe)) == s.shoe.state()


def test_shoe_state_forms_round_trip() -> None:
    rules = build_config("puerto-rico").rules
    shoe = Shoe(rules, StreamRandom(1))
    shoe.start_round()
    for _ in range(7):
        shoe.draw()
    compact = shoe_data(shoe)
    assert "diff" in compact and shoe_state(compact) == shoe.state()
    track = ShoeTrack.of_data(compact, rules.decks)
    assert track.matches(shoe) and shoe_state(track.data()) == shoe.state() and "cards" in track.data()
    france = Shoe(build_config("france").rules, StreamRandom(1))
    france.new_shoe()
    assert "cards" in shoe_data(france) and shoe_state(shoe_data(france)) == france.state()


def test_cards_that_do_not_come_from_the_journaled_shoe_stop_the_journal(tmp_path: Path) -> None:
    """Even with the key: a dealt card changed, its MAC and the chain made again, no longer follows
    the shoe state the journal wrote."""
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 100 * SCALE, rng=StreamRandom(5))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
        s.act("hit")
        (last,) = j.rows_of_kind("action", last=1)
        assert "shoe" not in last.data and j.round_open
    db = sqlite3.connect(tmp_path / "journal.sqlite3")
    rid, kind, rnd, body, prev = db.execute(
        "SELECT j.id, j.kind, j.round, j.body, p.hash FROM journal j JOIN journal p ON p.id = j.id - 1 "
        "WHERE j.id = (SELECT MAX(id) FROM journal)"
    ).fetchone()
    value = json.loads(body)
    card = next(e for e in value[5] if len(e) == 6)  # [shape, card, hand, soft, to, total]
    card[1] = "AS" if card[1] != "AS" else "KS"
    body = json.dumps(value, separators=(",", ":"))
    mac = JournalKey.load().mac_bytes(prev.hex(), rid, kind, rnd, body)
    db.execute("UPDATE journal SET body = ?, hash = ? WHERE id = ?", (body, mac, rid))
    db.execute("UPDATE head SET hash = ?", (mac.hex(),))
    db.commit()
    db.close()
    with pytest.raises(JournalError, match=f"row {rid}: its cards do not come from the shoe of row"):
        Journal.in_folder(tmp_path)


def test_new_journals_are_schema_3_with_macs_as_bytes(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        play(j, 2, 1)
    db = sqlite3.connect(tmp_path / "journal.sqlite3")
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA == 3
    assert {type(h) for (h,) in db.execute("SELECT hash FROM journal")} == {bytes}
    assert {k for (k,) in db.execute("SELECT kind FROM journal WHERE body LIKE '[%'")} == {"action"}
    indexes = {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"journal_starts", "journal_kinds"} <= indexes and "journal_kind" not in indexes


def test_without_the_key_a_journal_ending_in_a_sealed_shoe_still_opens_and_fails_audit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from croupier.engine.cli import main as cli

    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("puerto-rico"), 100 * SCALE, rng=StreamRandom(3))  # no natural
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
        (last,) = j.rows_of_kind("action", last=1)
        assert "shoe" in last.data and j.round_open
    monkeypatch.setenv("CROUPIER_KEY_DIR", str(tmp_path_factory.mktemp("no-key")))
    with Journal.in_folder(tmp_path, read_only=True) as j:
        assert j.balance == 90 * SCALE and j.key is None
    assert cli.main(["audit", "--data-dir", str(tmp_path)]) == 1


def test_a_round_resumed_without_a_seeded_source_does_not_get_the_idle_one_of_a_re_deal(tmp_path: Path) -> None:
    """A strict re-deal (recall, audit) never draws and shares one idle source; a resume draws on, from
    the shoe's default source (the system's in play; seeded by the test's name under pytest)."""
    from croupier.engine.store.recovery import rebuild_round, resume

    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("puerto-rico"), 100 * SCALE, rng=StreamRandom(3))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
    with Journal.in_folder(tmp_path) as j:
        idle = rebuild_round(j, 1, strict=True).shoe.rng
        again = resume(j)
        assert again is not None and again.shoe.rng is not idle
        assert rebuild_round(j, 1, strict=True).shoe.rng is idle
