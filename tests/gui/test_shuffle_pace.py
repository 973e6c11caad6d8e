"""The first round of a shoe comes as quickly as the others, near enough [FR-BJ-1]: the burnt cards leave
the shoe while "Shuffling" shows, and the first card dealt follows the last burnt one without waiting for
it to land; the discard tray empties as the shuffle starts and holds the burnt cards once they land.
Checked on the animator's steps in flight (no clock: the lead timers are fired by hand)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from croupier.engine.core import events as ev
from croupier.engine.store.settings_data import Settings
from tests.gui.test_wiring import make_host


def in_flight(anim: Any) -> list[type]:
    return [type(entry[0]) for entry in anim._inflight]


def test_fr_bj_1_the_burn_runs_under_the_shuffle_banner_and_the_deal_follows_the_burn(
    qtbot: Any, tmp_path: Path
) -> None:
    host = make_host(qtbot, tmp_path, settings=Settings(virtual_players=0))
    c = host.controller
    anim = c.animator
    burn = c.session.config.rules.burn
    assert burn == 5  # France: five cards burnt at each new shoe
    c.guard_ms = 0
    anim.speed = "normal"
    host.scene.discard.set_count(9)  # as if the shoe before had left cards in the tray
    c.place(4, "main")
    assert c.trigger("deal")
    assert in_flight(anim) == [ev.Shuffle] and isinstance(anim.queue[0], ev.Burn)
    assert host.scene.discard.count == 0  # the used cards went back into the shoe
    assert anim._lead.isActive()  # the burn starts under the banner, not once it has gone
    anim._lead.stop()
    anim._next()
    assert in_flight(anim) == [ev.Shuffle, ev.Burn]
    assert isinstance(anim.queue[0], ev.Dealt) and anim._lead.isActive()
    anim._lead.stop()
    anim._next()
    assert in_flight(anim)[:3] == [ev.Shuffle, ev.Burn, ev.Dealt]  # the deal follows the last burnt card
    anim.finish()
    assert host.scene.discard.count == burn
    assert not anim.busy
