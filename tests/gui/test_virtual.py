"""Computer players on the felt: three seated, the cards dealt, they play in dealing order at their own
pace while the player's buttons wait, the player plays his box, and their plates show their own
balances (never the player's HUD); the PLAYERS menu (F8) seats them at home, the director's page sets
them, the screen reader names them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core import events as ev
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER
from croupier.engine.core.table import build_config
from croupier.engine.lab.stats import collect
from croupier.engine.store.settings_data import Settings
from croupier.gui.a11y import Announcer
from croupier.gui.director_fields import setting_controls
from croupier.gui.layout import box_centre
from croupier.gui.recall import game_lines
from croupier.gui.virtual import SeatedState, VirtualSeats
from croupier.gui.virtual_page import VirtualPage
from tests.gui.test_wiring import click, make_host

SEATED = replace(Settings(), virtual_players=3, virtual_error_rate=0, virtual_bankroll=300 * SCALE,
                 virtual_side_bet=True)  # fmt: skip


def seats(host: Any) -> VirtualSeats:
    s = host.virtual_seats
    assert isinstance(s, VirtualSeats)
    return s


def players_turn(host: Any, r: Any) -> bool:
    """The felt is still and the round is over or awaits the player (not a computer player)."""
    return not host.controller.busy and (host.session.round is not r or not host.controller.others_turn())


def play_box_4_standing(qtbot: Any, host: Any) -> Any:
    """The player bets box 4, deals, and stands (no insurance) while the computer players play theirs;
    returns the round, once over and the felt still."""
    click(host.view, box_centre(4))
    r = host.session.round
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    while host.session.round is r:
        qtbot.waitUntil(lambda: players_turn(host, r), timeout=30_000)
        if host.session.round is r:
            QTest.keyClick(host.view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not host.controller.busy, timeout=30_000)
    return r


def plates(host: Any) -> dict[int, tuple[str, str]]:
    """Box → (name, balance) as the plates on the felt show them."""
    return {p.box: (p.name, p.balance) for p in seats(host).plates.values() if p.scene() is host.scene}


def test_three_computer_players_play_in_order_and_the_player_plays_his_box(qtbot: Any, tmp_path: Path) -> None:
    """Boxes 1 and 2 (theirs) play before box 4 (the player's), box 7 after; while they play the player's
    decisions are refused; their money is theirs: the HUD, the meters and the statistics follow the
    player's box alone, their plates their own balances."""
    host = make_host(qtbot, tmp_path, settings=SEATED)
    money = host.controller.money
    cfg = host.session.config
    assert plates(host) == {1: ("Alice", money(cfg, 289 * SCALE)), 7: ("Bruno", money(cfg, 279 * SCALE)),
                            2: ("Chloé", money(cfg, 289 * SCALE))}  # fmt: skip
    said: list[str] = []
    host.controller.refused.connect(said.append)
    click(host.view, box_centre(1))  # Alice's box: refused, no chip
    assert not host.controller.slip and said == ["Box 1 is Alice's, a computer player's"]
    start = host.session.balance
    assert start is not None
    click(host.view, box_centre(4))
    r = host.session.round
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    assert {n: b.player for n, b in r.boxes.items()} == {1: "Alice", 2: "Chloé", 4: PLAYER, 7: "Bruno"}
    refused_while_theirs = 0
    while host.session.round is r:
        qtbot.waitUntil(lambda: players_turn(host, r), timeout=30_000)
        if host.session.round is not r:
            break
        if r.phase is Phase.PLAY:
            at = r.to_act
            assert at is not None and at[0] == 4  # the player's turn: boxes 1 and 2 are played out
            assert all(h.done for n in (1, 2) for h in r.boxes[n].hands)
            assert not any(h.acted for h in r.boxes[7].hands)
        QTest.keyClick(host.view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
        if host.session.round is r and host.controller.others_turn():  # box 7 thinks: H is not the player's
            assert not host.controller.busy and not host.controller.trigger("hit")
            refused_while_theirs += 1
    qtbot.waitUntil(lambda: not host.controller.busy, timeout=30_000)
    nets = {n: 0 for n in (1, 2, 4, 7)}
    for e in r.events:
        if isinstance(e, ev.MainPay | ev.SidePay | ev.InsurancePay):
            nets[e.box] += e.amount
        elif isinstance(e, ev.MainCollect | ev.SideCollect | ev.InsuranceCollect):
            nets[e.box] -= e.amount
    assert host.session.balance == start + nets[4]
    bal, _bet, last = host.controller.hud_values()
    assert last == nets[4] and bal == host.session.balance
    for n in (1, 2, 7):  # each computer player's balance moved by his own box's net only
        name = r.boxes[n].player
        assert host.session.others()[name] == 300 * SCALE + nets[n]
    assert isinstance(host.scene.state, SeatedState)
    assert host.journal is not None and host.journal.verify().ok
    assert host.journal.meters.expected_balance() == host.session.balance
    assert collect(host.journal).total.rounds == 1
    lines = game_lines(host.journal.last_games(1)[0], lambda a: money(cfg, a))
    assert any(line.startswith("Alice, computer player: Box 1: bet") for line in lines)
    assert any(line.startswith("Box 4: bet") for line in lines)
    assert collect(host.journal).total.hands == len(r.boxes[4].hands)
    assert refused_while_theirs >= 1


def test_their_plates_show_their_balances_after_the_round(qtbot: Any, tmp_path: Path) -> None:
    """After a round, each plate shows its player's balance as the engine holds it; once the player bets
    again, less the stake his chips put down."""
    host = make_host(qtbot, tmp_path, settings=SEATED)
    cfg = host.session.config
    money = host.controller.money
    play_box_4_standing(qtbot, host)
    others = host.session.others()
    shown = plates(host)
    for box, (name, text) in shown.items():
        assert text == money(cfg, others[name]), (box, name)
    click(host.view, box_centre(4))  # the next bets: theirs go down beside the player's
    for box, (name, text) in plates(host).items():
        stake = seats(host).players.stake(host.session, seats(host).players.seats[name])  # type: ignore[union-attr]
        assert stake is not None
        assert text == money(cfg, others[name] - sum(stake)), (box, name)
        assert host.scene.boxes[box].stakes[0] is not None  # his chips on his box


def test_the_players_menu_and_f8_seat_them_at_home_not_at_a_kiosk(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    assert "menu_players" in host.scene.buttons and plates(host) == {}
    QTest.keyClick(host.view, Qt.Key.Key_F8)
    menu = seats(host).menu_widget
    assert menu is not None
    actions = menu.actions()
    assert [a.text() for a in actions][:2] == ["No computer player", "1 computer player"]
    actions[4].trigger()
    menu.close()
    assert sorted(plates(host)) == [1, 2, 6, 7]
    assert len(host.session.others()) == 4
    seats(host).set_count(1)
    assert sorted(plates(host)) == [1] and list(host.session.others()) == ["Alice"]
    kiosk = make_host(qtbot, tmp_path / "kiosk", kiosk=True)
    assert "menu_players" not in kiosk.scene.buttons


def test_the_directors_page_sets_them_and_reads_back(qtbot: Any) -> None:
    controls = [c for c in setting_controls(lambda: None).values() if c.key.group == "virtual"]
    page = VirtualPage(controls)
    qtbot.addWidget(page)
    for c in controls:
        c.fill(SEATED)
    w = {c.key.name: c.widget for c in controls}
    assert (w["count"].value(), w["error_rate"].value(), w["bankroll"].text(), w["side_bet"].isChecked()) == (
        3, 0, "300", True)  # fmt: skip
    assert (w["count"].maximum(), w["error_rate"].suffix()) == (6, " %")  # the schema's bounds
    w["count"].setValue(5)
    w["error_rate"].setValue(15)
    w["bankroll"].setText("250")
    got = replace(Settings(), **{c.attr: c.read() for c in controls})
    assert (got.virtual_players, got.virtual_error_rate, got.virtual_bankroll, got.virtual_side_bet) == (
        5, 15, 250 * SCALE, True)  # fmt: skip


def test_the_director_dialog_carries_the_page(qtbot: Any) -> None:
    from croupier.gui.director_dialog import DirectorDialog

    d = DirectorDialog(SEATED)
    qtbot.addWidget(d)
    names = [d.tabs.tabText(i) for i in range(d.tabs.count())]
    assert "Computer players" in names
    assert d.current().virtual_players == 3
    d.controls["virtual_players.count"].widget.setValue(6)
    d.controls["virtual_players.bankroll"].widget.setText("5")  # below the table minimum: refused, naming the field
    assert d.error is not None and d.error.field == "virtual_players.bankroll"
    d.controls["virtual_players.bankroll"].widget.setText("100")
    assert d.error is None and d.current().virtual_players == 6


def test_the_screen_reader_names_them() -> None:
    a = Announcer(build_config("france"))
    a.names = {1: "Alice"}
    for box in (1, 4):  # the round's own stream: a bet on each box first
        a.feed(ev.Bet(box, ev.Kind.MAIN, 10_000, 1))
    said = a.feed(ev.Action(1, 1, ev.Decision.HIT))
    assert said is not None and said.startswith("Alice, computer player:")
    mine = a.feed(ev.Action(4, 1, ev.Decision.STAND))
    assert mine is not None and "computer" not in mine


def test_the_directors_new_settings_seat_them_between_rounds(qtbot: Any, tmp_path: Path) -> None:
    """Applied settings with another count and error rate take effect at the next felt; a new table
    (other limits) keeps the computer players and their money."""
    host = make_host(qtbot, tmp_path)
    assert plates(host) == {}
    host.apply_settings(replace(host.settings, virtual_players=2, virtual_error_rate=40), False)
    assert sorted(plates(host)) == [1, 7] and seats(host).players.error_rate == 40  # type: ignore[union-attr]
    before = host.session.others()
    host.apply_settings(replace(host.settings, min_bet=20 * SCALE, max_bet=2000 * SCALE), False)
    assert host.session.others() == before and sorted(plates(host)) == [1, 7]


def test_a_round_stopped_mid_play_resumes_with_their_plates_and_money(qtbot: Any, tmp_path: Path) -> None:
    """The table closed while the player is to act (computer players before him have played): started
    again, the journal resumes the round with their boxes, balances and plates; the round finishes."""
    host = make_host(qtbot, tmp_path, settings=SEATED)
    click(host.view, box_centre(4))
    r = host.session.round
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: players_turn(host, r), timeout=30_000)
    assert host.session.round is r and r.phase is Phase.PLAY  # the seeded shoe: the player's box 4 to play
    others, owners = host.session.others(), {n: b.player for n, b in r.boxes.items()}
    assert host.journal is not None
    host.journal.close()
    again = make_host(qtbot, tmp_path, settings=SEATED)
    s = again.session
    assert again.journal is not None and again.journal.resumed == s.round_no
    assert s.others() == others and {n: b.player for n, b in s.round.boxes.items()} == owners
    assert s.round.to_act is not None and s.round.to_act[0] == 4
    assert {box: name for box, (name, _bal) in plates(again).items()} == {
        n: p for n, p in owners.items() if p != PLAYER}  # fmt: skip
    rr = s.round
    while s.round is rr:
        qtbot.waitUntil(lambda: players_turn(again, rr), timeout=30_000)
        if s.round is rr:
            QTest.keyClick(again.view, Qt.Key.Key_N if rr.phase is Phase.INSURANCE else Qt.Key.Key_S)
    assert again.journal.verify().ok


def _euro_amounts(host: Any) -> list[str]:
    """Every amount the felt writes before the deal: the spots' badges and the plates' balances."""
    badges = [b.text for b in host.scene.amounts.values() if b.isVisible()]
    return badges + [bal for _name, bal in plates(host).values()]


def test_a_french_table_writes_their_amounts_in_french_from_the_first_frame(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """A French table with its aids (the language is installed with them, after the felt is built):
    the computer players' stakes and plates read "20 €", never "€20", before any action of the
    player's, and again after the player's language (L) changes, without a chip put down."""
    from croupier.gui import i18n

    monkeypatch.setattr(i18n, "_current", "en")  # the application starts in English until the aids attach
    host = make_host(qtbot, tmp_path, settings=replace(SEATED, language="fr"), aids=True)
    shown = _euro_amounts(host)
    assert len(shown) >= 6  # three plates, and each one's stake (his side bet's too)
    assert all(t.endswith("\u00a0€") and not t.startswith("€") for t in shown), shown
    assert host.assist is not None
    while host.assist.next_language() != "en":
        pass
    shown = _euro_amounts(host)
    assert all(t.startswith("€") for t in shown), shown
