"""LAST ROUND NET on a table started again: the net of the last round its journal holds finished, for
the player's own boxes (a computer player's left out), as the read-out showed it before; "–" only when
the journal holds no finished round. A round resumed unfinished shows the round before it until it
finishes, then its own."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core.events import Insure, Stand
from croupier.engine.core.money import SCALE, Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER, Session
from croupier.engine.store.journal import Journal
from croupier.engine.store.recovery import StreamRandom, open_session
from croupier.engine.store.settings_data import Settings
from croupier.gui.scene import signed
from tests.gui.test_virtual import SEATED, play_box_4_standing
from tests.gui.test_wiring import _part_of_a_round, make_host, play_round, unfinished_round


def _shown(host: Any) -> str:
    """The LAST ROUND NET read-out's text."""
    return str(host.scene.hud.values["win"])


def _text(host: Any, net: Money) -> str:
    """How the read-out writes a net: +€5, −€10, €0."""
    money, cfg = host.controller.money, host.session.config
    return money(cfg, 0) if net == 0 else signed(money(cfg, abs(net)), net)


def _mine(r: Any) -> Money:
    """The engine's net of a round for the player's boxes."""
    return sum(b.net for b in r.order if b.player == PLAYER)


def _finish(s: Session) -> None:
    """Stand and decline insurance to the end of the round."""
    while s.round.phase is not Phase.DONE:
        s.apply(Insure(s.round.insurance_box or 0, False) if s.round.phase is Phase.INSURANCE else Stand())


def test_a_table_started_again_shows_the_last_finished_rounds_net(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    assert _shown(host) == "–"  # a new journal: no round finished
    nets = []
    for clicks in (1, 3, 2):
        r = play_round(host, clicks=clicks)
        nets.append(_mine(r))
        assert host.controller.last_win == nets[-1]
    shown = _shown(host)
    assert shown == _text(host, nets[-1]) and shown != "–"
    assert host.journal is not None
    host.journal.close()
    again = make_host(qtbot, tmp_path, seed=9)
    assert again.journal is not None and again.journal.resumed is None
    assert again.controller.last_win == nets[-1] and _shown(again) == shown
    r = play_round(again)  # the next round replaces it
    assert _shown(again) == _text(again, _mine(r))


def test_a_resumed_round_shows_the_round_before_it_until_it_finishes(qtbot: Any, tmp_path: Path) -> None:
    settings = Settings()
    config = settings.validate()
    seed = 0
    for seed in range(1, 200):  # a shoe whose third round is still in play after the first draw
        s = Session(config, settings.starting_credit, rng=StreamRandom(seed))
        for _ in range(2):
            s.act("bet", 2, 20 * SCALE, 0)
            s.act("deal")
            _finish(s)
            s.next_round()
        _part_of_a_round(s)
        if s.round.phase is Phase.PLAY:
            break
    journal = Journal.in_folder(tmp_path / "data")
    s = open_session(journal, config, settings.starting_credit, rng=StreamRandom(seed))
    for _ in range(2):
        s.act("bet", 2, 20 * SCALE, 0)
        s.act("deal")
        _finish(s)
        before = _mine(s.round)
        s.next_round()
    _part_of_a_round(s)
    assert s.round.phase is Phase.PLAY
    journal.close()
    host = make_host(qtbot, tmp_path, seed=seed)
    assert host.journal is not None and host.journal.resumed == s.round_no
    assert host.controller.last_win == before and _shown(host) == _text(host, before)
    r = host.session.round
    while host.session.round is r:
        QTest.keyClick(host.view, Qt.Key.Key_S)
    assert _shown(host) == _text(host, _mine(r))


def test_a_resumed_round_with_none_finished_before_it_shows_a_dash(qtbot: Any, tmp_path: Path) -> None:
    seed, n, _cards, _balance = unfinished_round(tmp_path)
    host = make_host(qtbot, tmp_path, seed=seed)
    assert host.journal is not None and host.journal.resumed == n
    assert host.controller.last_win is None and _shown(host) == "–"


def test_a_computer_players_box_is_left_out_after_a_restart(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path, settings=SEATED)
    r = play_box_4_standing(qtbot, host)
    mine = _mine(r)
    assert sum(b.net for b in r.order) != mine  # their boxes' results would change the figure
    shown = _shown(host)
    assert shown == _text(host, mine)
    assert host.journal is not None
    host.journal.close()
    again = make_host(qtbot, tmp_path, settings=SEATED)
    assert again.controller.last_win == mine and _shown(again) == shown


def test_the_directors_settings_before_any_round_keep_the_dash(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    host.apply_settings(replace(host.settings, min_bet=20 * SCALE, max_bet=2000 * SCALE), False)
    assert host.controller.last_win is None and _shown(host) == "–"  # not "€0": no round has finished


def test_a_table_started_again_repeats_the_last_rounds_bets_hyper_stakes_included(qtbot: Any, tmp_path: Path) -> None:
    """REPEAT on a table started again places the bets of the last round its journal holds finished,
    as the table did before it was closed: each box's main bet, and hyper black jack's cases."""
    from PySide6.QtCore import Qt as K

    from tests.gui.test_hyper_table import chip_pos
    from tests.gui.test_wiring import box_centre, click

    settings = Settings(hyper=True)
    host = make_host(qtbot, tmp_path, settings=settings)
    assert not host.scene.buttons["repeat"].looks_enabled  # a new journal: nothing to repeat
    view, s = host.view, host.session
    host.scene.rack.select(10 * SCALE)
    click(view, box_centre(4))
    click(view, box_centre(4))
    click(view, box_centre(6))
    host.scene.rack.select(5 * SCALE)
    click(view, chip_pos("20", 4))
    r = s.round
    QTest.keyClick(view, K.Key.Key_Return)
    while s.round is r:
        QTest.keyClick(view, K.Key.Key_N if r.phase is Phase.INSURANCE else K.Key.Key_S)
    bets = dict(s.last_bets)
    assert bets == {4: (20 * SCALE, 0), 6: (10 * SCALE, 0)}
    assert host.journal is not None
    host.journal.close()

    again = make_host(qtbot, tmp_path, settings=settings, seed=9)
    assert again.session.last_bets == bets
    assert again.scene.buttons["repeat"].looks_enabled and again.scene.buttons["double_bets"].looks_enabled
    QTest.keyClick(again.view, K.Key.Key_A)  # REPEAT
    placed = again.session.round
    assert {n: (b.bet, b.side) for n, b in placed.boxes.items()} == bets
    assert placed.hyper_stakes(4) == {"20": 5 * SCALE}
    QTest.keyClick(again.view, K.Key.Key_C)  # CLEAR, then REPEAT ×2
    QTest.keyClick(again.view, K.Key.Key_X)
    assert {n: b.bet for n, b in again.session.round.boxes.items()} == {4: 40 * SCALE, 6: 20 * SCALE}


def test_a_table_with_no_finished_round_has_nothing_to_repeat(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    s = host.session
    s.act("bet", 2, 20 * SCALE, 0)  # bet and taken back: no round dealt
    s.act("remove_bet", 2)
    assert host.journal is not None
    host.journal.close()
    again = make_host(qtbot, tmp_path)
    assert again.session.last_bets == {} and not again.scene.buttons["repeat"].looks_enabled
