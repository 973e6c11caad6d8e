"""Each insurance's result on the felt [FR-BJ-6]: box 2 insures €5 and the dealer has blackjack: its
box reads LOSE −€10 and its insurance line INSURANCE +€10, where its chip lay; a lost insurance reads
INSURANCE −€5. The result follows the events as shown (never ahead of the chips), stays until the next
bets, goes back to its place when the geometry changes, and is worded in the three languages."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from croupier.engine.core import events as ev
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.gui import layout
from croupier.gui.i18n import Languages
from croupier.gui.insurance_tags import InsuranceTag, tag_pos, tag_text
from croupier.gui.items import ChipStack
from croupier.gui.layout import INSURANCE_TAG, box_centre, insurance_spot
from tests.gui.test_table import click, make, pick_chip


@pytest.fixture(autouse=True)
def _wide_again() -> Any:
    yield
    layout.use(layout.WIDE)


def tags(scene: Any) -> list[InsuranceTag]:
    return [i for i in scene.items() if isinstance(i, InsuranceTag) and i.isVisible()]


def play(qtbot: Any, cards: str, insure: set[int], boxes: tuple[int, ...] = (2,)) -> tuple[Any, Any, Any, Any, list]:
    """Bet €10 on each of ``boxes``, insure those in ``insure`` (€5 each), stand to the end; what the
    felt held as each event was shown (the event, its insurance tags' texts, the chips on the line); the
    round played."""
    scene, controller, view, session = make(qtbot, cards=cards)
    pick_chip(view, scene, 10 * SCALE)
    for n in boxes:
        click(view, box_centre(n))
    seen: list[tuple[Any, list[str], list[int]]] = []

    def look(e: Any) -> None:
        on_line = [i.amount for i in scene.items() if isinstance(i, ChipStack) and i.isVisible()
                   and any((i.pos() - insurance_spot(n)).manhattanLength() < 1 for n in boxes)]  # fmt: skip
        seen.append((e, [t.text for t in tags(scene)], on_line))

    controller.animator.shown.connect(look)
    r = session.round
    QTest.keyClick(view, Qt.Key.Key_Return)
    while session.round is r:
        if r.phase is Phase.INSURANCE:
            QTest.keyClick(view, Qt.Key.Key_I if r.insurance_box in insure else Qt.Key.Key_N)
        else:
            QTest.keyClick(view, Qt.Key.Key_S)
    return scene, controller, view, r, seen


def test_fr_bj_6_a_paid_insurance_reads_its_win_where_its_chip_lay(qtbot: Any) -> None:
    """Box 2 insures €5, the dealer has blackjack: INSURANCE +€10 on the line in front of box 2 once
    its chips (stake and winnings) have gone back, beside LOSE −€10 on the box; never before."""
    scene, _c, _v, r, seen = play(qtbot, "9S AD 8H KC", {2})
    assert r.boxes[2].net_insurance == 10 * SCALE
    (tag,) = tags(scene)
    assert (tag.text, tag.style, tag.lines) == ("INSURANCE +€10", "win", ["INSURANCE", "+€10"])
    assert tag.pos() == tag_pos(scene, 2) == insurance_spot(2, INSURANCE_TAG)
    assert any(t.text == "LOSE −€10" for t in scene.tags)
    paid = next(i for i, (e, _t, _c) in enumerate(seen) if isinstance(e, ev.InsurancePay))
    cleared = next(i for i, (e, _t, _c) in enumerate(seen) if e == ev.Clear(2))
    assert all(texts == [] for _e, texts, _c in seen[:cleared])  # the chips lie there until the box is cleared
    assert seen[paid][2], "the paid chips lie on the line"
    assert seen[cleared][1] == ["INSURANCE +€10"] and seen[cleared][2] == []


def test_fr_bj_6_a_lost_insurance_reads_its_loss_as_its_chip_reaches_the_tray(qtbot: Any) -> None:
    """No dealer blackjack: INSURANCE −€5 appears when the collection is shown, not before, on box 2's
    line only (box 4 did not insure), and stays until the next bets are placed."""
    scene, _c, view, r, seen = play(qtbot, "9S 8D AD 8H 9C 7C", {2}, (2, 4))
    assert r.boxes[2].net_insurance == -5 * SCALE
    at = next(i for i, (e, _t, _c) in enumerate(seen) if isinstance(e, ev.InsuranceCollect))
    assert all(texts == [] for _e, texts, _c in seen[:at])
    assert all(texts == ["INSURANCE −€5"] for _e, texts, _c in seen[at:])
    (tag,) = tags(scene)
    assert tag.style == "lose" and tag.pos() == tag_pos(scene, 2) == insurance_spot(2, INSURANCE_TAG)
    click(view, box_centre(2))  # the next bets: the round's results go
    assert tags(scene) == [] and tag.scene() is None


def test_the_insurance_result_goes_back_to_its_line_when_the_geometry_changes(qtbot: Any) -> None:
    """At 4:3 box 7's result lies where the square scene's placard leaves it room, and back at 16:9."""
    scene, _c, view, _s, _seen = play(qtbot, "9S AD 8H KC", {7}, (7,))
    (tag,) = tags(scene)
    assert tag.pos() == tag_pos(scene, 7)
    view.resize(1024, 768)
    view.fit()
    assert scene.geometry is layout.SQUARE
    assert tag.pos() == tag_pos(scene, 7)
    assert not tag.sceneBoundingRect().intersects(layout.PLACARD)
    view.resize(1280, 720)
    view.fit()
    assert scene.geometry is layout.WIDE and tag.pos() == tag_pos(scene, 7)


@pytest.mark.parametrize(
    ("lang", "net", "want"),
    [
        ("en", 10 * SCALE, "INSURANCE +€10"),
        ("en", -5 * SCALE, "INSURANCE −€5"),
        ("fr", 10 * SCALE, "ASSURANCE +10\u00a0€"),
        ("fr", -2500, "ASSURANCE −2,50\u00a0€"),
        ("es", 1000 * SCALE, "SEGURO +1000\u00a0€"),
    ],
)
def test_the_insurance_result_in_the_three_languages(qapp: Any, lang: str, net: int, want: str) -> None:
    """Through the table's translations, amounts in the language's own way (French: the euro after a
    no-break space, a decimal comma)."""
    from croupier.engine.core.table import build_config

    languages = Languages()
    try:
        assert languages.set_language(lang)
        text, style = tag_text(build_config("france"), net)
    finally:
        languages.set_language("en")
    assert (text, style) == (want, "win" if net > 0 else "lose")


def test_a_language_change_after_the_round_writes_its_results_again(qtbot: Any) -> None:
    """The round over, its results kept on the felt (box 2's hand and insurance, the dealer's): the
    player changes the table's language and every one of them reads in the new one, amounts included."""
    scene, controller, _v, _r, _seen = play(qtbot, "9S AD 8H KC", {2})
    texts = sorted(t.text for t in scene.tags)
    assert texts == ["INSURANCE +€10", "LOSE −€10"] and scene.dealer_total.text == "DEALER BLACKJACK"
    languages = Languages()
    try:
        assert languages.set_language("fr")
        controller.retranslate()
        assert sorted(t.text for t in scene.tags) == ["ASSURANCE +10\u00a0€", "PERDU −10\u00a0€"]
        assert scene.dealer_total.text == "BANQUE BLACK JACK"
        assert all(t.pos() == tag_pos(scene, t.box) for t in tags(scene))
    finally:
        languages.set_language("en")
    controller.retranslate()
    assert sorted(t.text for t in scene.tags) == texts


def test_a_language_change_mid_round_writes_a_blackjack_and_the_bonuses_in_play_again(qtbot: Any) -> None:
    """Mid-round, the labels already shown (a hand's BLACKJACK, the announcement of the bonuses in
    play [FR-LL-5]) are written again in the new language too."""
    scene, controller, view, session = make(qtbot, cards="AS 9D 7C KH 8D 5S 6H 2C 3D")
    pick_chip(view, scene, 10 * SCALE)
    click(view, box_centre(2))
    click(view, box_centre(4))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not controller.busy and session.round.phase is Phase.PLAY, timeout=30_000)
    natural = next(b for b in scene.boxes[2].totals if b is not None and b.isVisible())
    assert natural.text == "BLACKJACK"
    scene.announce_bonuses(2).setVisible(True)
    languages = Languages()
    try:
        assert languages.set_language("fr")
        controller.retranslate()
        assert natural.text == "BLACK JACK" and scene.bonus_badge.text == "Bonus en jeu\u00a0: 2"
    finally:
        languages.set_language("en")
