"""Nothing reveals a card: no byte written by the table holds the undealt shoe order (a run of ten or
more upcoming cards) or a face-down hole card in clear; the data folder is 0700 and its files 0600;
the resume stays exact."""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path
from typing import Any

from croupier.engine.core import paths
from croupier.engine.core.cards import Card
from croupier.engine.core.events import Event
from croupier.engine.core.money import SCALE
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.engine.lab.autoplay import play
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_rows import canonical, shoe_data
from croupier.engine.store.recovery import StreamRandom, open_session

RUN = 10
CARD = r"[2-9TJQKA][SHDC]"
RUN_PATTERN = re.compile(f"(?:{CARD}[^A-Za-z0-9]{{0,4}}){{{RUN - 1},}}{CARD}")


def upcoming_runs(orders: list[list[str]]) -> set[tuple[str, ...]]:
    """Every run of ``RUN`` cards in a row of the upcoming orders seen during play, in dealing order
    and reversed (the shoe keeps its next card last)."""
    runs = {tuple(o[i : i + RUN]) for o in orders for i in range(len(o) - RUN + 1)}
    return runs | {r[::-1] for r in runs}


def runs_in(data: bytes) -> set[tuple[str, ...]]:
    """Every run of ``RUN`` card codes written one after another in ``data``: joined (``8S5H``) or
    with up to four separating characters (``8S,5H``, ``"8S", "5H"``, ``'8S', '5H'``)."""
    text = data.decode("latin-1")
    found: set[tuple[str, ...]] = set()
    for m in RUN_PATTERN.finditer(text):
        codes = re.findall(CARD, m.group(0))
        found |= {tuple(codes[i : i + RUN]) for i in range(len(codes) - RUN + 1)}
    return found


def every_byte(*folders: Path) -> bytes:
    return b"\n".join(p.read_bytes() for f in folders for p in sorted(f.rglob("*")) if p.is_file())


def _upcoming(s: Session) -> list[str]:
    return [c.code for c in reversed(s.shoe.cards)]


def test_the_scan_finds_a_shoe_written_in_clear() -> None:
    """The scanner itself: a plainly written shoe state (as the journal wrote it before sealing) is found."""
    from croupier.engine.core.shoe import Shoe

    shoe = Shoe(build_config("france").rules, StreamRandom(5))
    shoe.new_shoe()
    order = [c.code for c in reversed(shoe.cards)]
    runs = upcoming_runs([order])
    assert runs & runs_in(canonical(shoe_data(shoe)).encode())
    assert runs & runs_in(str(order).encode())


def test_no_byte_of_200_autoplay_rounds_holds_ten_upcoming_cards_in_order(tmp_path: Path) -> None:
    orders: list[list[str]] = []

    def watch(s: Session, _n: str, _a: tuple[Any, ...], _e: list[Event]) -> None:
        orders.append(_upcoming(s))

    with Journal.in_folder(tmp_path / "data") as j:
        s = open_session(j, build_config("france"), 1000 * SCALE, rng=StreamRandom(21))
        s.observers.append(watch)
        orders.append(_upcoming(s))
        j.close()
    with Journal.in_folder(tmp_path / "data") as j:

        def each(s: Session) -> None:
            if watch not in s.observers:
                s.observers.append(watch)
            orders.append(_upcoming(s))

        play(j, 200, 21, boxes=2, each=each)
        assert j.meters.games == 200
        orders.append(_upcoming(open_session(j, build_config("france"), rng=StreamRandom(21))))
    orders = [o for o in orders if len(o) >= RUN]  # before the first shuffle the shoe is empty
    assert len(orders) > 400
    written = every_byte(tmp_path / "data")
    leaked = upcoming_runs(orders) & runs_in(written)
    assert not leaked, f"{len(leaked)} runs of {RUN} upcoming cards found in clear, e.g. {sorted(leaked)[0]}"


def test_a_face_down_hole_card_is_sealed_and_the_recall_still_shows_it(tmp_path: Path) -> None:
    """Puerto Rico deals the dealer's second card face down: its code is in no row in clear."""
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("puerto-rico"), 1000 * SCALE, rng=StreamRandom(4))
        s.act("bet", 1, 10 * SCALE, 0)
        events = s.act("deal")
        hole = [e for e in events if getattr(e, "hole", False)]
        assert len(hole) == 1
        card: Card = hole[0].card  # type: ignore[attr-defined]
        (body,) = j._db.execute("SELECT body FROM journal WHERE kind = 'action' ORDER BY id DESC LIMIT 1").fetchone()
        (stored,) = [e for e in j.codec.decode(json.loads(body))["events"] if e.get("hole")]  # as stored
        assert "card" not in stored and "sealed" in stored and card.code not in stored.values()
        (row,) = [r for r in j.round_rows(s.round_no) if r.data.get("name") == "deal"]
        (opened,) = [e for e in row.data["events"] if e.get("hole")]
        assert (opened["card"], opened["to"], opened["type"]) == (card.code, "dealer", "card")


def test_resume_is_exact_from_sealed_rows(tmp_path: Path) -> None:
    with Journal.in_folder(tmp_path) as j:
        s = open_session(j, build_config("france"), 1000 * SCALE, rng=StreamRandom(8))
        s.act("bet", 1, 10 * SCALE, 0)
        s.act("deal")
        before = (s.shoe.state(), [c.code for c in s.round.dealer.cards])
    with Journal.in_folder(tmp_path) as j:
        again = open_session(j, build_config("france"), rng=StreamRandom(8))
        assert (again.shoe.state(), [c.code for c in again.round.dealer.cards]) == before


def test_data_and_key_folders_are_0700_and_their_files_0600(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with Journal.in_folder(data) as j:
        play(j, 3, 1)
    from croupier.engine.store.wallet import Wallet

    Wallet(data).set(5 * SCALE)
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    files = [p for p in data.iterdir() if p.is_file()]
    assert {p.name for p in files} >= {"journal.sqlite3", "balance.json", "croupier.lock"}
    for p in files:
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
    keys = paths.key_folder()
    assert stat.S_IMODE(keys.stat().st_mode) == 0o700
    assert stat.S_IMODE((keys / "journal.key").stat().st_mode) == 0o600
    assert keys.resolve() not in data.resolve().parents and keys.resolve() != data.resolve()


def test_a_data_folder_left_open_to_others_is_closed_at_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o755)
    data.chmod(0o755)
    Journal.in_folder(data).close()
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
