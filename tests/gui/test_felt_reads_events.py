"""The felt is drawn and read out from the events alone: from the deal on, the controller, the scene
and the animator may ask the engine what is allowed now (the phase, whose turn, ``can_…``/``verify_…``,
the actions), never what lies on the table (boxes, bets, cards, the dealer's hand). A round whose
state is hidden behind a proxy that raises on any such read is played to its end, insurance included."""

from __future__ import annotations

from typing import Any

import pytest

from croupier.engine.core.round import Phase
from croupier.engine.core.session import ACTIONS
from croupier.gui.controller import TableController
from tests.gui.test_trust import make

#: what the felt may ask the live round: what is allowed and whose turn it is
ALLOWED = frozenset({"phase", "to_act", "insurance_box", "apply", "can", "verify", *ACTIONS})


class HiddenRound:
    """The engine's round with its state hidden (reading it raises)."""

    def __init__(self, r: Any) -> None:
        object.__setattr__(self, "_round", r)
        object.__setattr__(self, "asked", set())

    def __getattr__(self, name: str) -> Any:
        if name in ALLOWED or name.startswith(("can_", "verify_")):
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
