"""The trainer's flat panel (:data:`gui.layout.TRAINER_PANEL_FLAT`), for the 4:3 felt with hyper black
jack's field and placard, where no other shape finds room: one line in the felt's middle, clear of
the announcement of the bonuses in play (tests/gui/test_felt_clearance.py proves it covers nothing
else), with the advised move and its value, between hands the session's score;
every text it draws lies inside it, the move's name apart from its value, 18 units tall or more (12 px
at 1024 × 768), in the three languages and at the largest text scale the felt holds; the score it has
no room for is in its tooltip. No shape of the panel, on any felt, lies on that announcement."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPainter

from croupier.engine.lab.trainer import Tally
from croupier.engine.store.settings_data import Settings
from croupier.gui import i18n, items, layout
from croupier.gui.trainer_panel import TrainerPanel, bonus_room, move_name, signed, tally_text
from tests.gui.test_placard_cut import _Places
from tests.gui.test_text_size import _Device
from tests.gui.test_wiring import make_host

WAIT = 120_000  #: the first strategy of a rule set is computed in the worker; a busy machine is slow
FLAT = layout.TRAINER_PANEL_FLAT


@pytest.fixture(autouse=True)
def _wide_again() -> Any:
    yield
    layout.use(layout.WIDE)


@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize(("w", "h"), [(1024, 768), (800, 600)])
def test_the_4_3_felt_with_hyper_black_jack_gives_the_panel_its_flat_shape_under_the_placard(
    qtbot: Any, tmp_path: Path, w: int, h: int, kiosk: bool
) -> None:
    """The flat shape, clear of the announcement of the bonuses in play (and of every piece of the felt:
    tests/gui/test_felt_clearance.py), where it covers neither a hand's total or result nor an
    insurance's result: the room under the pay-table placard is box 7's insurance result's, so the
    panel lies in the felt's middle, between the insurance line and the boxes; the other felts keep a
    shape with every option."""
    host = make_host(qtbot, tmp_path, kiosk=kiosk, aids=True, settings=Settings(virtual_players=6, hyper=True))
    host.view.resize(w, h)
    host.view.fit()
    if not host.trainer.on:
        assert host.trainer.toggle()
    panel = host.trainer.trainer.panel
    assert host.scene.geometry is layout.SQUARE and (panel.W, panel.H) == FLAT and panel.flat()
    r = panel.sceneBoundingRect()
    assert layout.SCENE_RECT.contains(r) and not r.intersects(bonus_room()), r
    assert not r.intersects(layout.PLACARD) and not r.intersects(layout.HYPER_PLACARD), r
    host.view.resize(1280, 720)  # 16:9 with hyper black jack: room for a shape with every option
    host.view.fit()
    assert host.scene.geometry is layout.WIDE and not panel.flat()


def test_the_4_3_felt_without_hyper_black_jack_keeps_a_panel_with_every_option(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=6, hyper=False))
    host.view.resize(1024, 768)
    host.view.fit()
    assert host.trainer.toggle()
    panel = host.trainer.trainer.panel
    assert host.scene.geometry is layout.SQUARE and not panel.flat() and panel.scored()


FIVE = ("hit", "stand", "double", "split", "surrender")


def cases() -> list[tuple[str, tuple[str, ...], str | None, bool, bool]]:
    """(what, allowed, best, values known, hidden): each move advised among the five, the insurance
    decisions, the values still computed, a drill hiding them, and no hand to play."""
    out: list[tuple[str, tuple[str, ...], str | None, bool, bool]] = [(m, FIVE, m, True, False) for m in FIVE]
    out += [(m, ("insure", "decline"), m, True, False) for m in ("insure", "decline")]
    out += [("computing", FIVE, "hit", False, False), ("no strategy", FIVE, None, False, False)]
    return [*out, ("drill", FIVE, "double", True, True), ("between hands", (), None, False, False)]


@pytest.mark.parametrize("scale", [1.0, items.MAX_TEXT_SCALE])
@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_flat_panels_texts_lie_inside_it_apart_and_legible(qapp: Any, language: str, scale: float) -> None:
    lang = i18n.Languages()
    try:
        assert lang.set_language(language)
        items.set_text_scale(scale)
        panel = TrainerPanel()
        panel.set_shape(*FLAT)
        assert panel.flat() and not panel.scored() and panel.columns() == 1
        session, overall = tally_text(Tally(170, 190)), tally_text(Tally(1700, 1900))
        score = QCoreApplication.translate("Trainer", "This session: %1 · over time: %2")
        panel.set_score(score.replace("%1", session).replace("%2", overall), session)
        assert panel.score_lines()[0] in panel.toolTip() and panel.score_lines()[1] in panel.toolTip()
        inside = panel.boundingRect().adjusted(3.25, 3.25, -3.25, -3.25)  # within its gold line (2.5 wide)
        for what, allowed, best, known, hidden in cases():
            values = {m: -1.017 if m == best else -0.077 for m in allowed}
            panel.hidden = hidden
            panel.set_values(allowed, values if known else None, best)
            dev = _Device(400, 100)
            dev.engine = _Places()
            p = QPainter(dev)
            panel.paint(p, None, None)  # type: ignore[arg-type]
            p.end()
            placed = dev.engine.placed
            texts = [t for t, _r, _px in placed]
            if what == "between hands":
                assert texts in ([panel.score_lines()[0]], [session]), texts
            elif what == "drill":
                assert texts == ["?", "?"], texts
            elif what == "no strategy":
                assert texts == ["…"], texts
            else:
                assert best is not None
                assert texts == [move_name(best), signed(values[best]) if known else "…"], (what, texts)
            outside = [(t, r) for t, r, _px in placed if not inside.contains(r)]
            assert outside == [], (language, what, outside)
            met = [(a, b) for (a, ra, _), (b, rb, _) in itertools.combinations(placed, 2) if ra.intersects(rb)]
            assert met == [], (language, what, met)
            assert min(px for _t, _r, px in placed) >= 18.0, (language, what, placed)
    finally:
        lang.set_language("en")
        items.set_text_scale(1.0)


def test_a_round_at_4_3_with_hyper_black_jack_shows_the_advised_move_and_its_value(qtbot: Any, tmp_path: Path) -> None:
    """Dealt to a decision at 1024 × 768 with hyper black jack offered, the flat panel names the move
    the strategy advises for the hand to play and gives its value, as the trainer computed them."""
    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(virtual_players=0, hyper=True))
    host.view.resize(1024, 768)
    host.view.fit()
    assert host.trainer.toggle()
    trainer = host.trainer.trainer
    panel = trainer.panel
    assert panel.flat()
    qtbot.waitUntil(lambda: trainer.strategy_ready, timeout=WAIT)
    host.controller.place(4, "main")
    assert host.controller.trigger("deal")
    host.controller.animator.finish()
    qtbot.waitUntil(lambda: trainer.current() is not None, timeout=WAIT)
    spot = trainer.current()
    assert spot is not None
    qtbot.waitUntil(lambda: trainer.values(spot) is not None, timeout=WAIT)
    trainer.sync()
    best, values = trainer.advised(spot), trainer.values(spot)
    assert best is not None and values is not None
    assert panel.flat_row() == (move_name(best), signed(values[best]))
    assert layout.SCENE_RECT.contains(panel.sceneBoundingRect()) and panel.isVisible()


@pytest.mark.parametrize("kiosk", [False, True])
@pytest.mark.parametrize("hyper", [False, True])
def test_fr_ll_5_the_panel_never_lies_on_the_announcement_of_the_bonuses_in_play(
    qtbot: Any, tmp_path: Path, hyper: bool, kiosk: bool
) -> None:
    """The announcement shows from the deal to the clearing when a box bet the side bet: the panel's
    search keeps clear of its widest text (:func:`gui.items.bonus_room`, which holds the
    announcement of each language), in both geometries, at every window size."""
    host = make_host(qtbot, tmp_path, kiosk=kiosk, aids=True, settings=Settings(virtual_players=6, hyper=hyper))
    if not host.trainer.on:
        assert host.trainer.toggle()
    panel, badge = host.trainer.trainer.panel, host.scene.bonus_badge
    lang = i18n.Languages()
    try:
        for w, h in [(1920, 1080), (1280, 720), (1024, 768), (800, 600)]:
            host.view.resize(w, h)
            host.view.fit()
            room = bonus_room()
            assert not panel.sceneBoundingRect().intersects(room), (w, h, panel.sceneBoundingRect(), room)
            for language in ("en", "fr", "es"):
                assert lang.set_language(language)
                text = QCoreApplication.translate("Table", "Bonuses in play: %1").replace("%1", "7")
                badge.set(text, "gold")  # as the dealer announces it
                assert room.contains(badge.sceneBoundingRect()), (language, badge.sceneBoundingRect(), room)
    finally:
        lang.set_language("en")


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_insurance_offer_and_its_answers_lie_over_the_flat_panel(qtbot: Any, tmp_path: Path, kiosk: bool) -> None:
    """At 4:3 with hyper black jack the flat panel lies in the felt's middle, where the insurance offer
    is asked: the offer's question and its two answers are drawn over it (the panel under them while
    the question is asked), and the trainer's flag, which asks about the answer given, over them."""
    from PySide6.QtCore import QPointF

    from croupier.gui.items import Toast
    from croupier.gui.trainer_panel import TrainerFlag

    host = make_host(qtbot, tmp_path, kiosk=kiosk, aids=True, settings=Settings(virtual_players=0, hyper=True))
    host.view.resize(1024, 768)
    host.view.fit()
    assert host.trainer.toggle()
    sc = host.scene
    panel = host.trainer.trainer.panel
    offer = sc.offer.boundingRect().translated(layout.INSURANCE_OFFER)
    assert panel.flat() and panel.sceneBoundingRect().intersects(offer)  # the case this is about
    answers = [sc.buttons["insure"], sc.buttons["decline"]]
    for b, slot in zip(answers, sc.offer.button_slots(), strict=True):
        b.setPos(slot)
    aids = [it for it in sc.items() if it.isVisible() and it.sceneBoundingRect().intersects(offer)
            and it not in (sc.offer, *answers) and it.zValue() > 300
            and not isinstance(it, Toast)]  # a message moves clear of the offer (gui.guides.place_toast)  # fmt: skip
    assert panel in aids
    for it in aids:
        assert it.zValue() < sc.offer.zValue() < min(b.zValue() for b in answers), it
    assert TrainerFlag().zValue() > max(b.zValue() for b in answers)
    sc.offer.setPos(layout.INSURANCE_OFFER)
    sc.offer.show()
    host.controller.guides.place_toast()  # as the controller does when the offer shows
    title = sc.offer.mapToScene(QPointF(0, sc.offer.boundingRect().top() + 14))
    assert sc.items(title)[0] is sc.offer  # the question on top where the panel lies
