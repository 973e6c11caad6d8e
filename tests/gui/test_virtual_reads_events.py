"""The computer players at the table take what they know from the events, the session's ledger of who
bet where, their own seat map and the round's turn, never from the round's boxes, hands or bets: with
the round's state hidden behind a proxy that raises on any such read (before the deal too, when only
its betting events may be read), three of them sit down from the PLAYERS menu, bet, play their turns
beside the player's box, are paid, and one who runs out of money leaves, round after round."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core import events as ev
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase, Round
from croupier.engine.core.session import PLAYER, Session
from croupier.engine.lab.virtual import VirtualPlayers, turn_in_round
from croupier.engine.store.settings_data import Settings
from croupier.gui.layout import box_centre
from croupier.gui.seat_plate import decision_word
from croupier.gui.virtual import VirtualSeats
from tests.gui.test_felt_reads_events import HiddenRound
from tests.gui.test_wiring import click, make_host

#: the session's own methods that read its round (engine code): they run on the real round
ENGINE = ("act", "next_round", "drop_empty_round", "repeat_bets", "unseat")
#: before the deal: the betting events (the felt's bets and the responsible-play gate's stakes)
BEFORE_DEAL = frozenset({"events"})


class Hider:
    """Between the session's own methods, its round is a :class:`HiddenRound`: before the deal its
    betting events (:data:`BEFORE_DEAL`) may be read, from the deal on nothing but whose turn it is and
    what is allowed."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.rounds: list[HiddenRound] = []
        for name in ENGINE:
            setattr(session, name, self._wrap(getattr(session, name)))
        self._hide()

    def real(self) -> Round:
        r = self.session.round
        return r._round if isinstance(r, HiddenRound) else r  # type: ignore[return-value]

    def _hide(self) -> None:
        r = self.real()
        h = HiddenRound(r, BEFORE_DEAL if r.phase is Phase.BETTING else frozenset())
        self.session.round = h  # type: ignore[assignment]
        self.rounds.append(h)

    def _wrap(self, method: Any) -> Any:
        def run(*args: Any, **kw: Any) -> Any:
            self.session.round = self.real()
            try:
                return method(*args, **kw)
            finally:
                self._hide()

        return run


def seats(host: Any) -> VirtualSeats:
    s = host.virtual_seats
    assert isinstance(s, VirtualSeats)
    return s


def felt_still(host: Any, r: Round) -> bool:
    """Nothing animates and the round is over or awaits the player."""
    return not host.controller.busy and (r.phase is Phase.DONE or not host.controller.others_turn())


def test_three_computer_players_play_whole_rounds_without_reading_the_round(qtbot: Any, tmp_path: Path) -> None:
    """[FR-BJ-6] Seated from the menu with the round hidden, Alice, Bruno and Chloé bet, play in dealing
    order (insurance declined), are paid by their own boxes, their plates show their balances and
    decisions; Bruno, at €20 a hand from €20, leaves when he runs out; the journal holds."""
    settings = replace(Settings(), virtual_players=1, virtual_error_rate=0, virtual_bankroll=20 * SCALE)
    host = make_host(qtbot, tmp_path, settings=settings, seed=3)
    session, cfg, money = host.session, host.session.config, host.controller.money
    hider = Hider(session)
    said: list[str] = []
    host.controller.refused.connect(said.append)
    assert seats(host).set_count(3)  # as the PLAYERS menu does, the round hidden
    players = seats(host).players
    assert isinstance(players, VirtualPlayers)
    assert players.boxes() == {1: "Alice", 7: "Bruno", 2: "Chloé"}
    ended: dict[str, int] = {}  # each computer player's balance after the last action run (a round's end)
    session.observers.append(lambda s, _n, _a, _e: (ended.clear(), ended.update(s.others())))
    decided: dict[str, set[str]] = {}
    theirs = played = 0
    left: list[str] = []
    for _ in range(12):
        seated = dict(players.boxes())
        before = dict(session.others())
        r = hider.real()
        click(host.view, box_centre(4))
        assert session.bettors() == {4: PLAYER}  # their bets go down at the deal
        QTest.keyClick(host.view, Qt.Key.Key_Return)
        assert r.phase is not Phase.BETTING, said
        owners = {n: b.player for n, b in r.boxes.items()}
        assert owners == {**seated, 4: PLAYER}
        while r.phase is not Phase.DONE:
            qtbot.waitUntil(lambda r=r: felt_still(host, r), timeout=30_000)
            if r.phase is Phase.DONE:
                break
            QTest.keyClick(host.view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
        qtbot.waitUntil(lambda: not host.controller.busy, timeout=30_000)
        played += 1
        nets: dict[int, int] = {}
        for e in r.events:
            if isinstance(e, ev.Action) and owners.get(e.box, PLAYER) != PLAYER:
                decided.setdefault(owners[e.box], set()).add(str(e.action))
                theirs += 1
            if isinstance(e, ev.MainPay | ev.SidePay | ev.InsurancePay):
                nets[e.box] = nets.get(e.box, 0) + e.amount
            elif isinstance(e, ev.MainCollect | ev.SideCollect | ev.InsuranceCollect):
                nets[e.box] = nets.get(e.box, 0) - e.amount
        for box, name in owners.items():
            if name != PLAYER:  # each one's money moved by his own box's net only
                assert ended[name] == before[name] + nets.get(box, 0), name
        now = [n.split()[0] for n in said if "leaves the table" in n][len(left) :]
        for name in now:  # out of money: he left at the round's end (a newcomer may take the seat)
            assert ended[name] < cfg.min_bet, name
        left += now
        shown = {p.name: p for p in seats(host).plates.values() if p.scene() is host.scene}
        assert set(shown) == set(players.seats) == set(session.others())
        for name, plate in shown.items():  # the plates: the engine's balance once the felt is still
            if name not in now:
                assert plate.balance == money(cfg, session.others()[name]), name
        if left and played >= 3:
            break
    assert left, f"nobody ran out in {played} rounds"
    assert theirs > 3 * played and "stand" in set().union(*decided.values()), decided
    after_deal = [h for h in hider.rounds if not h.also]
    assert len(after_deal) > played and {"to_act", "insurance_box", "can"} <= set().union(
        *(h.asked for h in after_deal)
    )
    assert host.journal is not None and host.journal.verify().ok


def test_the_turn_the_felt_lights_is_from_the_rounds_turn_and_the_ledger(qtbot: Any, tmp_path: Path) -> None:
    """While a computer player thinks, his plate is lit (from the round's turn and whose bet that box
    holds) and his decision is the strategy's for the hand the felt shows; the round stays hidden."""
    settings = replace(Settings(), virtual_players=3, virtual_error_rate=0, virtual_bankroll=300 * SCALE)
    host = make_host(qtbot, tmp_path, settings=settings, seed=7)
    session = host.session
    hider = Hider(session)
    r = hider.real()
    click(host.view, box_centre(4))
    lit: list[tuple[str, str]] = []
    players = seats(host).players
    assert players is not None

    def watch(e: object) -> None:  # each of their decisions as it is shown: written on his plate
        if isinstance(e, ev.Action) and e.hand and players.on_box(e.box) is not None:
            name = players.boxes()[e.box]
            lit.append((name, str(e.action)))
            assert seats(host).plates[name].status == decision_word(str(e.action))

    host.controller.animator.shown.connect(watch)
    advised: list[str] = []
    decide = players.decide

    def checked(s: Session, view: Any = None) -> Any:
        assert view is not None, "the table decides from the view it shows"
        cmd = decide(s, view)
        turn = turn_in_round(hider.real())
        assert turn is not None
        advised.append(players.advised(turn))  # what the round's own hand would have advised
        on = [p for p in seats(host).plates.values() if p.box == turn.box]
        assert on and on[0].active, "his plate is lit while he thinks"
        return cmd

    players.decide = checked  # type: ignore[method-assign]
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    while r.phase is not Phase.DONE:
        qtbot.waitUntil(lambda: felt_still(host, r), timeout=30_000)
        if r.phase is not Phase.DONE:
            QTest.keyClick(host.view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not host.controller.busy, timeout=30_000)
    hand_moves = [m for m in advised if m != "decline"]
    assert hand_moves and [m for _name, m in lit] == hand_moves


def test_a_resumed_round_gives_them_back_their_boxes_without_reading_the_round(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """The table closed while the player is to act: started again, the resumed session's round is hidden
    from the moment it is opened; the computer players find their boxes in the session's ledger (its
    actions were run again), their plates come back, and the last of them plays after the player."""
    settings = replace(Settings(), virtual_players=3, virtual_error_rate=0, virtual_bankroll=300 * SCALE)
    host = make_host(qtbot, tmp_path, settings=settings)
    click(host.view, box_centre(4))
    r = host.session.round
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: felt_still(host, r), timeout=30_000)
    assert r.phase is Phase.PLAY and r.to_act is not None and r.to_act[0] == 4  # the seeded shoe
    owners = {n: b.player for n, b in r.boxes.items()}
    assert host.journal is not None
    host.journal.close()
    from croupier.gui import books

    hiders: list[Hider] = []
    opened = books.open_session

    def hidden_open(*args: Any, **kw: Any) -> Session:
        s = opened(*args, **kw)
        hiders.append(Hider(s))
        return s

    monkeypatch.setattr(books, "open_session", hidden_open)
    again = make_host(qtbot, tmp_path, settings=settings)
    assert hiders and again.session is hiders[0].session
    s = again.session
    assert s.bettors() == owners
    assert {p.box: p.name for p in seats(again).plates.values()} == {n: p for n, p in owners.items() if p != PLAYER}
    rr = hiders[0].real()
    assert rr.to_act == (4, 1)
    while rr.phase is not Phase.DONE:
        qtbot.waitUntil(lambda: felt_still(again, rr), timeout=30_000)
        if rr.phase is not Phase.DONE:
            QTest.keyClick(again.view, Qt.Key.Key_N if rr.phase is Phase.INSURANCE else Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not again.controller.busy, timeout=30_000)
    after = [e.box for e in rr.events if isinstance(e, ev.Action) and e.hand]
    assert 7 in after and after.index(7) > max(i for i, b in enumerate(after) if b == 4)  # Bruno after the player
    assert again.journal is not None and again.journal.verify().ok


def test_the_loss_limit_gate_weighs_the_players_stakes_from_the_betting_events(qtbot: Any, tmp_path: Path) -> None:
    """Responsible play: with a loss limit of €15 the deal is refused while the player's stakes (from
    the betting events, the round hidden) could pass it, and taken once they cannot; three computer
    players seated: their stakes are theirs, never weighed against the player's limit."""
    settings = replace(Settings(), virtual_players=3, virtual_error_rate=0)
    host = make_host(qtbot, tmp_path, settings=settings, seed=5)
    session = host.session
    hider = Hider(session)
    said: list[str] = []
    host.controller.refused.connect(said.append)
    toasts: list[str] = []
    toast = host.controller.toast
    host.controller.toast = lambda text, *a, **k: (toasts.append(text), toast(text, *a, **k))[1]  # type: ignore[method-assign]
    host.extras.limits.values["loss"] = 15 * SCALE
    click(host.view, box_centre(4))
    click(host.view, box_centre(4))  # €20 on box 4
    assert sum(b.bet for b in host.controller.bet_view().boxes.values()) == 20 * SCALE
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    r = hider.real()
    assert r.phase is Phase.BETTING, "dealt past the loss limit"
    assert toasts and "15" in toasts[-1] and "20" in toasts[-1], toasts
    QTest.mouseClick(host.view.viewport(), Qt.MouseButton.RightButton, pos=host.view.mapFromScene(box_centre(4)))
    assert sum(b.bet for b in host.controller.bet_view().boxes.values()) == 10 * SCALE
    QTest.keyClick(host.view, Qt.Key.Key_Return)
    assert r.phase is not Phase.BETTING, (said, toasts)
    assert sum(b.bet for b in r.boxes.values()) > 10 * SCALE  # the computer players bet too
