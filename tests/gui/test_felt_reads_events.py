"""The felt is drawn and read out from the events alone: from the deal on, the controller, the scene
and the animator may ask the engine what is allowed now (the phase, whose turn, ``can_…``/``verify_…``,
the actions), never what lies on the table (boxes, bets, cards, the dealer's hand). A round whose
state is hidden behind a proxy that raises on any such read is played to its end, insurance included;
so are the trainer's judged hand, a resumed round put back on the felt, the demonstration table and
the attract mode's rounds."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import ACTIONS, Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.engine.lab.trainer import Scores
from croupier.gui.app import DEMO_CARDS, build_table, demo_bets, play_demo
from croupier.gui.controller import TableController
from croupier.gui.host import TableHost
from croupier.gui.kiosk import Attract
from croupier.gui.shown import placed, stakes_of
from croupier.gui.trainer import Trainer
from croupier.gui.virtual import VirtualSeats
from tests.gui.test_trust import make
from tests.gui.test_wiring import felt_cards, make_host, unfinished_round

#: what the felt may ask the live round: what is allowed and whose turn it is
ALLOWED = frozenset({"phase", "to_act", "insurance_box", "apply", "can", "verify", *ACTIONS})


class HiddenRound:
    """The engine's round with its state hidden (reading it raises)."""

    def __init__(self, r: Any, also: frozenset[str] = frozenset()) -> None:
        object.__setattr__(self, "_round", r)
        object.__setattr__(self, "asked", set())
        object.__setattr__(self, "also", also)

    def __getattr__(self, name: str) -> Any:
        if name in ALLOWED or name in self.also or name.startswith(("can_", "verify_")):
            self.asked.add(name)
            return getattr(self._round, name)
        raise AssertionError(f"the felt read the live round's {name!r}")


def hide_after_deal(controller: TableController) -> list[HiddenRound]:
    """From the deal command on, the session's round is a :class:`HiddenRound`."""
    session = controller.session
    act = session.act
    hidden: list[HiddenRound] = []

    def acting(name: str, *args: Any) -> Any:
        events = act(name, *args)
        if name == "deal":
            h = HiddenRound(session.round)
            session.round = h  # type: ignore[assignment]
            hidden.append(h)
        return events

    session.act = acting  # type: ignore[method-assign]
    return hidden


def hide_bets(controller: TableController) -> Any:
    """Before the deal, between the session's commands, the round's boxes are hidden too (its
    betting events may be read): each command runs on the real round. The real round."""
    session = controller.session
    act = session.act
    real = session.round
    session.round = HiddenRound(real, frozenset({"events"}))  # type: ignore[assignment]

    def acting(name: str, *args: Any) -> Any:
        h = session.round
        if not (isinstance(h, HiddenRound) and h.also):
            return act(name, *args)
        session.round = h._round
        events = act(name, *args)
        if name != "deal" and session.round is h._round:
            session.round = h  # type: ignore[assignment]
        return events

    session.act = acting  # type: ignore[method-assign]
    return real


def test_a_hidden_round_cannot_be_read() -> None:
    """The proxy raises on the round's state (so the test below can fail)."""
    h = HiddenRound(type("R", (), {"boxes": {}, "phase": Phase.PLAY})())
    assert h.phase is Phase.PLAY
    with pytest.raises(AssertionError, match="boxes"):
        _ = h.boxes


@pytest.mark.parametrize("take", [True, False])
def test_fr_bj_6_the_felt_plays_a_round_from_its_events_alone(qtbot: Any, take: bool) -> None:
    """Two boxes, the dealer shows an ace: insurance offered to each (its stake read from the shown
    bet), both stand, the dealer draws, the results are paid and kept; the felt never reads the round."""
    scene, controller, _view, session = make(qtbot, "TS 9C AH 8D 7H 6S 5C 4D 3H 2S KC", speed="fast")
    controller.animator.time_scale = 0.05
    scene.rack.select(10_000)
    for box in (2, 5):
        assert controller.place(box, "main")
    hidden = hide_after_deal(controller)
    assert controller.trigger("deal")
    assert hidden, "the deal did not go through the session"
    offered = []
    r = session.round
    for _ in range(20):
        qtbot.waitUntil(lambda: not controller.busy, timeout=10_000)
        if session.round is not r:
            break
        if r.phase is Phase.INSURANCE:
            offered.append(scene.buttons["insure"].key)
            assert controller.trigger("insure" if take else "decline")
        elif r.phase is Phase.PLAY:
            assert controller.trigger("stand")
    assert session.round is not r, "the round did not end"
    assert len(offered) == 2 and all("€5" in k for k in offered), offered  # half of each €10 bet
    assert {"phase", "to_act", "insurance_box"} <= hidden[0].asked
    assert scene.tags, "the results stay on the felt"


def test_the_trainer_judges_the_hand_the_felt_shows(qtbot: Any, tmp_path: Path) -> None:
    """The trainer's spot is the felt's hand and up card; the engine only says what is allowed."""
    _scene, controller, _view, session = make(qtbot, "TS TD 6H 7C 9S 9H 9D")
    trainer = Trainer(controller, Scores(tmp_path))
    trainer.set_enabled(True)
    session.act("bet", 4, 10 * SCALE, 0)
    hidden = hide_after_deal(controller)
    assert controller.trigger("deal")
    assert hidden and session.round.phase is Phase.PLAY
    spot = trainer.current()
    assert spot is not None
    assert (spot.cards, spot.up) == (tuple(parse_cards("TS 6H")), parse_cards("TD")[0])
    assert spot.first and spot.can_double and not spot.can_split
    assert {"to_act", "can_double", "can_split"} <= hidden[0].asked


def test_a_resumed_round_is_put_back_on_the_felt_from_its_events(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The journaled events of an unfinished round, not the restored round, give the felt its bets
    and cards; the player then finishes it."""
    seed, _n, cards, _balance = unfinished_round(tmp_path)
    restore = TableHost.restore_felt
    seen: list[HiddenRound] = []

    def hidden_restore(host: TableHost) -> None:
        real = host.session.round
        seen.append(HiddenRound(real))
        host.session.round = seen[-1]  # type: ignore[assignment]
        try:
            with monkeypatch.context() as m:  # the computer players' seats have their own test
                m.setattr(VirtualSeats, "on_idle", lambda self: None)
                restore(host)
        finally:
            host.session.round = real

    monkeypatch.setattr(TableHost, "restore_felt", hidden_restore)
    host = make_host(qtbot, tmp_path, seed=seed)
    assert seen, "the round was not restored"
    r = host.session.round
    assert felt_cards(host.scene, 2) == cards
    assert host.scene.chips_on_felt() == r.on_table
    assert host.scene.state.view.boxes[2].bet == r.boxes[2].bet == 20 * SCALE
    while host.session.round is r:
        assert controller_idle(host)
        QTest.keyClick(host.view, Qt.Key.Key_S)
    assert host.journal is not None and host.journal.verify().ok


def controller_idle(host: TableHost) -> bool:
    return not host.controller.busy


def test_the_demonstration_table_is_played_from_its_events(qtbot: Any) -> None:
    """The demonstration bets are drawn from their betting events (the round's boxes are hidden from
    the start), the split and the double from the events."""
    config = build_config("france")
    session = Session(config, 5000 * SCALE, shoe=FixedShoe(config.rules, parse_cards(DEMO_CARDS)))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    real = hide_bets(controller)
    hidden = hide_after_deal(controller)
    play_demo(controller)
    assert hidden, "the demonstration was not dealt"
    bets, _hyper = stakes_of(placed(real.events))
    assert bets == demo_bets(config)
    assert {n for n, b in scene.boxes.items() if any(b.stakes)} == set(bets)
    assert any(len(b.hands) == 2 for b in scene.state.boxes.values()), "no split on the felt"
    assert any(h.doubled for b in scene.state.boxes.values() for h in b.hands), "no double on the felt"


def test_attract_mode_plays_its_rounds_from_the_felt(qtbot: Any) -> None:
    """The demonstration players decide from the hands the felt shows; their bets are drawn from
    their events (two rounds)."""
    a = Attract(build_config("france"), 1000 * SCALE, rng=random.Random(5), speed="fast", time_scale=0.01)
    hidden = hide_after_deal(a.controller)
    a.start()
    try:
        qtbot.waitUntil(lambda: a.rounds >= 3, timeout=60_000)
    finally:
        a.stop()
    assert len(hidden) >= 2 and any("to_act" in h.asked for h in hidden)
