"""Responsible play in the engine: limits lowered at once and raised after 24 hours, the reality
check on a faked clock, the deal gate, and everything read back from the journal's audit rows."""

from __future__ import annotations

from typing import Any

import pytest

from croupier.engine.core.responsible import COOLING_OFF, KIND_LIMIT, LimitError, PlayerLimits, PlaySession, describe
from croupier.engine.store.journal import Journal


class Clock:
    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


def test_a_lower_limit_applies_at_once_a_higher_one_after_24_hours() -> None:
    lim = PlayerLimits()
    now = 100.0
    assert lim.request("loss", 50_000, now).at_once
    assert lim.effective("loss", now) == 50_000
    assert lim.request("loss", 20_000, now + 1).at_once  # lowered: at once
    raised = lim.request("loss", 90_000, now + 2)
    assert not raised.at_once and raised.effective == now + 2 + COOLING_OFF
    assert lim.effective("loss", now + 2 + COOLING_OFF - 1) == 20_000
    assert lim.effective("loss", now + 2 + COOLING_OFF) == 90_000
    removed = lim.request("time", None, now)
    assert removed.at_once  # no limit asked for where there is none
    lim.request("time", 30, now)
    assert not lim.request("time", None, now).at_once  # removing one is a raise
    assert lim.effective("time", now + COOLING_OFF - 1) == 30
    assert lim.effective("time", now + COOLING_OFF) is None


def test_a_lower_request_cancels_a_pending_raise() -> None:
    lim = PlayerLimits()
    lim.request("loss", 10_000, 0)
    lim.request("loss", 99_000, 1)
    lim.request("loss", 8_000, 2)
    assert lim.effective("loss", 10 * COOLING_OFF) == 8_000


def test_bad_limits_are_refused_naming_the_limit() -> None:
    lim = PlayerLimits()
    with pytest.raises(LimitError, match="loss"):
        lim.request("loss", 0, 0)
    with pytest.raises(LimitError, match="time"):
        lim.request("time", 99_999, 0)
    with pytest.raises(LimitError, match="unknown"):
        lim.request("wins", 1, 0)


def test_reality_interval_is_the_shorter_of_director_and_player() -> None:
    lim = PlayerLimits(director_interval=60)
    assert lim.interval(0) == 60
    lim.request("reality", 15, 0)
    assert lim.interval(0) == 15
    lim.director_interval = 0
    assert lim.interval(0) == 15  # the player's own, with the director's off
    lim2 = PlayerLimits(director_interval=0)
    assert lim2.interval(0) == 0
    with pytest.raises(LimitError, match="at most the table's 60"):
        PlayerLimits(director_interval=60).request("reality", 90, 0)


def test_reality_check_comes_on_a_faked_clock_and_blocks_the_deal_until_acknowledged() -> None:
    clock = Clock()
    audited: list[tuple[str, dict[str, Any]]] = []
    s = PlaySession(PlayerLimits(director_interval=30), clock, lambda: -12_500, lambda k, d: audited.append((k, d)))
    clock.t += 29 * 60
    assert not s.check_due() and s.deal_refusal() is None
    clock.t += 60
    assert s.check_due()
    detail = s.open_check()
    assert detail["elapsed"] == 30 * 60 and detail["net"] == -12_500
    assert s.deal_refusal() == ("reality-check", {})
    assert not s.check_due()
    s.acknowledge()
    assert s.deal_refusal() is None
    clock.t += 29 * 60
    assert not s.check_due()
    clock.t += 60
    assert s.check_due()
    assert [k for k, _ in audited] == ["reality-check", "reality-check-ack"]


def test_loss_and_time_limits_stop_the_deal() -> None:
    clock = Clock()
    net = [0]
    lim = PlayerLimits(director_interval=0)
    lim.request("loss", 100_000, clock())
    lim.request("time", 45, clock())
    audited: list[str] = []
    s = PlaySession(lim, clock, lambda: net[0], lambda k, d: audited.append(k))
    assert s.deal_refusal(50_000) is None
    net[0] = -70_000
    refusal = s.deal_refusal(50_000)
    assert refusal is not None and refusal[0] == "loss-limit-stakes" and refusal[1]["left"] == 30_000
    assert "30" in describe(*refusal)
    assert s.deal_refusal(30_000) is None
    net[0] = -100_000
    assert s.deal_refusal(10_000) == ("loss-limit", {"limit": 100_000, "loss": 100_000})
    net[0] = 0
    clock.t += 45 * 60
    assert s.deal_refusal() == ("time-limit", {"minutes": 45})
    s.deal_refusal()
    assert audited == ["limit-reached", "limit-reached"]  # each limit journaled once


def test_limits_are_read_back_from_the_journal(tmp_path: Any) -> None:
    lim = PlayerLimits()
    with Journal.in_folder(tmp_path) as j:
        j.audit("reality-check-interval", {"minutes": 20, "by": "director"})
        for value, t in ((40_000, 10.0), (90_000, 20.0)):
            j.audit(KIND_LIMIT, lim.request("loss", value, t).detail(t))
        rows = [(r.data["kind"], r.data["detail"]) for r in j.rows_of_kind("audit")]
    again = PlayerLimits.from_rows(rows)
    assert again.director_interval == 20
    assert again.effective("loss", 21.0) == 40_000
    assert again.effective("loss", 20.0 + COOLING_OFF) == 90_000
