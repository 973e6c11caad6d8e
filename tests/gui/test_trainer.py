"""The trainer at the table: it flags scripted mistakes before they are taken and never a correct
move, "play it anyway" plays the held move, the values shown are the engine's, the score is kept,
and the drill deals the missed hands on a practice table that never touches the table's shoe."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.shoe import FixedShoe
from croupier.engine.core.table import build_config
from croupier.engine.lab.trainer import Scores, advice, two_cards
from croupier.engine.math.basegame import action_values
from croupier.engine.store.pin import DirectorPin
from croupier.engine.store.recovery import StreamRandom
from croupier.engine.store.settings_data import Settings
from croupier.gui.app import build_table
from croupier.gui.host import TableHost
from croupier.gui.table_view import QuickScene, TableView
from croupier.gui.trainer import Drill, Trainer

CONFIG = build_config("france")
WAIT = 120_000  # the first strategy of a rule set is computed in the worker; a busy machine is slow


def table(qtbot: Any, tmp_path: Path, cards: str) -> tuple[Any, Any, Session, Trainer]:
    session = Session(CONFIG, 1000 * SCALE, shoe=FixedShoe(CONFIG.rules, parse_cards(cards)))
    session.log = []  # type: ignore[attr-defined]
    session.observers.append(lambda s, name, args, events: s.log.append(name))  # type: ignore[attr-defined]
    _scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    controller.animator.speed = "instant"
    controller.guard_ms = 0  # keys come faster than a hand could press them (the guard has its own tests)
    trainer = Trainer(controller, Scores(tmp_path))
    trainer.set_enabled(True)
    qtbot.waitUntil(lambda: trainer.strategy_ready, timeout=WAIT)
    return view, controller, session, trainer


def deal(controller: Any, session: Session) -> None:
    session.act("bet", 4, 10 * SCALE, 0)
    assert controller.trigger("deal")
    assert session.round.phase is Phase.PLAY


def actions(session: Session) -> list[str]:
    """The moves the table has taken (the round may have ended and the next one begun)."""
    return [name for name in session.log if name in ("hit", "stand", "double", "split", "surrender")]


def test_mistake_is_flagged_before_it_is_taken(qtbot: Any, tmp_path: Path) -> None:
    """Standing on 16 against a ten: flagged, nothing played; PLAY IT ANYWAY then stands."""
    view, controller, session, trainer = table(qtbot, tmp_path, "TS TD 6H 7C 9S 9H 9D")
    deal(controller, session)
    QTest.keyClick(view, Qt.Key.Key_S)
    assert trainer.flagged == "stand"
    assert trainer.flag.isVisible() and trainer.anyway.isVisible()
    assert "HIT" in trainer.flag.text
    assert actions(session) == [] and session.round.phase is Phase.PLAY
    assert (trainer.scores.session.correct, trainer.scores.session.total) == (0, 1)
    assert trainer.play_anyway()
    assert actions(session) == ["stand"]
    assert not trainer.flag.isVisible()
    assert trainer.scores.session.total == 1  # the same decision is counted once
    assert trainer.scores.misses == {"H16v10": 1}


def test_same_key_twice_plays_it_anyway_and_choose_again_drops_it(qtbot: Any, tmp_path: Path) -> None:
    view, controller, session, trainer = table(qtbot, tmp_path, "TS TD 6H 7C 5S 9H 9D")
    deal(controller, session)
    QTest.keyClick(view, Qt.Key.Key_S)
    assert trainer.flagged == "stand"
    assert trainer.key(Qt.Key.Key_Escape)
    assert trainer.flagged is None and actions(session) == []
    QTest.keyClick(view, Qt.Key.Key_H)  # the advised move: through at once, the miss stays counted
    assert actions(session) == ["hit"] and trainer.flagged is None
    assert (trainer.scores.session.correct, trainer.scores.session.total) == (0, 1)


# hands of one box (player, up, player, hole, then cards to draw) and no insurance offered
HANDS = [
    "TS TD 7H 7C 9S 9H",  # hard 17 v T: stand
    "5S 6D 6H TC 9S 9H 9D",  # hard 11 v 6: double
    "8S 6D 8H TC 3S 9H 9D 9C TS TH",  # eights v 6: split
    "AS 9D 7H 7C TS 9H 9D",  # soft 18 v 9: hit
    "TS 5D 2H TC TH 9H",  # 12 v 5: stand
    "9S 2D 9H TC 9D 9C 9S",  # nines v 2: split
    "4S 5D 5H TC 2S 9H 9D",  # hard 9 v 5: double
    "TS 7D 5H TC 3S 9H 9D",  # 15 v 7: hit
]


@pytest.mark.parametrize("cards", HANDS)
def test_correct_moves_are_never_flagged(qtbot: Any, tmp_path: Path, cards: str) -> None:
    """Playing the computed strategy's move at every decision: never a flag, every move scored right."""
    view, controller, session, trainer = table(qtbot, tmp_path, cards + " 9S 9H 9D 9C 8S 8H 8D 8C")
    deal(controller, session)
    moves = 0
    keys = {"hit": Qt.Key.Key_H, "stand": Qt.Key.Key_S, "double": Qt.Key.Key_D, "split": Qt.Key.Key_P,
            "surrender": Qt.Key.Key_R}  # fmt: skip
    while session.round.phase is Phase.PLAY and moves < 12:
        spot = trainer.current()
        assert spot is not None
        QTest.keyClick(view, keys[advice(CONFIG.rules, spot)])
        assert trainer.flagged is None
        moves += 1
    assert moves and trainer.scores.session.correct == trainer.scores.session.total == moves
    assert trainer.scores.misses == {}


def test_values_shown_are_the_engines(qtbot: Any, tmp_path: Path) -> None:
    """The panel's value of each option equals engine.math.basegame.action_values for the hand; "…" first."""
    _view, controller, session, trainer = table(qtbot, tmp_path, "8S TD 8H 7C 9S 9H 9D")
    deal(controller, session)
    spot = trainer.current()
    assert spot is not None
    qtbot.waitUntil(lambda: trainer.values(spot) is not None, timeout=WAIT)
    engine = action_values(CONFIG.rules, spot.cards, spot.up)
    assert trainer.panel.values == {m: engine[m] for m in spot.allowed}
    assert set(trainer.panel.values) == {"hit", "stand", "double", "split"}  # France: no surrender
    assert trainer.panel.best == advice(CONFIG.rules, spot) == "hit"  # no hole card, a blackjack takes all
    assert all(text != "…" for _m, text in trainer.panel.rows())


def test_panel_waits_with_dots_until_the_worker_answers(qtbot: Any, tmp_path: Path) -> None:
    _view, controller, session, trainer = table(qtbot, tmp_path, "TS 4D 3H 7C 9S 9H 9D")
    trainer._values.clear()
    trainer._asked = {("strategy",)}  # a worker that has not answered yet
    trainer.pool = _Never()
    deal(controller, session)
    assert [text for _m, text in trainer.panel.rows()] == ["…"] * len(trainer.panel.rows())


class _Never:
    def start(self, job: object) -> None:
        """Never runs the job: the answer is still to come."""


def test_drill_deals_the_missed_hands_apart_from_the_table(qtbot: Any, tmp_path: Path) -> None:
    """The practice table deals the missed hands on its own shoe, with no money and no journal; its
    answers count in the practice score, and a right one forgets a miss."""
    scores = Scores(tmp_path)
    scores.misses = {"H16v10": 2, "S18v9": 1}
    drill = Drill(CONFIG, scores, ["H16v10", "S18v9"], rng=random.Random(5), speed="instant")
    qtbot.waitUntil(lambda: drill.trainer.strategy_ready, timeout=WAIT)
    assert drill.ribbon.text == "PRACTICE" and drill.ribbon.isVisible()
    assert drill.session.balance is None and drill.session.observers == []
    for key in ("H16v10", "S18v9"):
        assert drill.controller.trigger("deal")
        r = drill.session.round
        hand = r.boxes[4].hands[0].cards
        a, b, up = two_cards(key)
        assert sorted(c.value for c in hand) == [a, b] and r.dealer_up.value == up
        while (spot := drill.trainer.current()) is not None:
            assert drill.controller.trigger(advice(CONFIG.rules, spot))
        qtbot.waitUntil(lambda: drill.session.round.phase is Phase.BETTING and bool(drill.session.round.boxes))
    assert scores.practice.total >= 2 and scores.session.total == 0 and scores.overall.total == 0
    assert scores.misses == {"H16v10": 1}


def make_host(qtbot: Any, tmp_path: Path, settings: Settings, *, kiosk: bool = False) -> TableHost:
    view = TableView(QuickScene())
    qtbot.addWidget(view)
    host = TableHost(view, settings, settings.validate(), settings_path=tmp_path / "settings.toml",
                     data_dir=tmp_path / "data", kiosk=kiosk, rng=StreamRandom(3),
                     pin=DirectorPin(tmp_path / "pin.json", n=2**8), sound=False)  # fmt: skip
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    host.controller.animator.speed = "instant"
    return host


def key(host: TableHost, k: Qt.Key) -> bool:
    return host.on_key(QKeyEvent(QKeyEvent.Type.KeyPress, k, Qt.KeyboardModifier.NoModifier))


def test_keys_turn_the_trainer_on_and_open_the_drill(qtbot: Any, tmp_path: Path) -> None:
    """T turns the trainer on; G opens the drill once there is a miss and leaves it; the table's shoe
    and journal are as they were."""
    host = make_host(qtbot, tmp_path, Settings())
    assert "trainer_trainer" in host.scene.buttons and "trainer_drill" in host.scene.buttons
    assert key(host, Qt.Key.Key_T)
    assert host.trainer.on and host.trainer.trainer is not None and host.trainer.trainer.panel.isVisible()
    assert not key(host, Qt.Key.Key_G)  # nothing missed yet
    host.trainer.scores.misses = {"H12v4": 1}
    shoe_before = list(host.session.shoe.cards)
    assert host.journal is not None
    rounds_before = host.journal.last_games(10)
    assert key(host, Qt.Key.Key_G)
    assert host.mode == "drill" and host.view.scene() is host.trainer.drill.scene
    assert host.trainer.drill.controller.trigger("deal")
    assert key(host, Qt.Key.Key_Escape)
    assert host.mode == "table" and host.view.scene() is host.scene
    assert host.session.shoe.cards == shoe_before
    assert host.journal.last_games(10) == rounds_before


def test_kiosk_forbidden_by_the_director(qtbot: Any, tmp_path: Path) -> None:
    """trainer_on_kiosk = false: no TRAINER button on the kiosk, and T is refused with a message."""
    host = make_host(qtbot, tmp_path, Settings(trainer_on_kiosk=False), kiosk=True)
    assert "trainer_trainer" not in host.scene.buttons
    assert not key(host, Qt.Key.Key_T)
    assert not host.trainer.on


def test_director_dialog_sets_trainer_on_kiosk(qtbot: Any) -> None:
    """The director's checkbox reads and writes trainer_on_kiosk, and a profile change keeps it."""
    from croupier.gui.director_dialog import DirectorDialog

    d = DirectorDialog(Settings(trainer_on_kiosk=False))
    qtbot.addWidget(d)
    assert not d.controls["trainer_on_kiosk"].widget.isChecked()
    assert d.current().trainer_on_kiosk is False
    d.controls["trainer_on_kiosk"].widget.setChecked(True)
    assert d.current().trainer_on_kiosk is True
    d.profile.setCurrentIndex(d.profile.findData("puerto-rico"))
    assert d.current().trainer_on_kiosk is True


def test_taking_insurance_is_flagged_declining_is_not_FR_BJ_6(qtbot: Any, tmp_path: Path) -> None:
    """[FR-BJ-6] The strategy never insures: I is held behind the flag, N goes through."""
    view, controller, session, trainer = table(qtbot, tmp_path, "TS AD 7H 7C 9S 9H 9D")
    session.act("bet", 4, 10 * SCALE, 0)
    assert controller.trigger("deal")
    assert session.round.phase is Phase.INSURANCE
    QTest.keyClick(view, Qt.Key.Key_I)
    assert trainer.flagged == "insure" and "NO INSURANCE" in trainer.flag.text
    assert session.log == ["bet", "deal"]  # type: ignore[attr-defined]
    QTest.keyClick(view, Qt.Key.Key_N)
    assert trainer.flagged is None and session.log[-1] == "insure"  # type: ignore[attr-defined]
    assert trainer.scores.misses == {"Iv1": 1}
    assert session.round.phase is Phase.PLAY


def test_a_table_without_the_trainer_does_not_place_its_panel_until_it_is_turned_on(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search for the panel's place (half of building the table) is left to the moment the panel is
    first shown: none while the trainer is off, the felt's geometry changing included; once on, the
    panel lies where the search puts it, and follows the geometry."""
    from croupier.gui import layout, trainer_panel

    searched: list[str] = []
    search = trainer_panel._search

    def counted(scene: Any, first: Any) -> Any:
        searched.append(layout.GEOMETRY.name)
        return search(scene, first)

    monkeypatch.setattr(trainer_panel, "_search", counted)
    monkeypatch.setattr(trainer_panel, "_PLACES", {})
    session = Session(CONFIG, 1000 * SCALE, shoe=FixedShoe(CONFIG.rules, parse_cards("TS 9H 7C")))
    scene, controller, view = build_table(session)
    qtbot.addWidget(view)
    try:
        view.resize(1280, 720)
        view.show()
        qtbot.waitExposed(view)
        trainer = Trainer(controller, Scores(tmp_path))
        view.resize(1024, 768)
        view.fit()
        assert scene.geometry is layout.SQUARE and not trainer.panel.isVisible()
        assert searched == []
        trainer.set_enabled(True)
        assert trainer.panel.isVisible() and searched == [layout.SQUARE.name]
        assert layout.SCENE_RECT.contains(trainer.panel.sceneBoundingRect())
        view.resize(1280, 720)
        view.fit()
        assert scene.geometry is layout.WIDE and searched == [layout.SQUARE.name, layout.WIDE.name]
    finally:
        layout.use(layout.WIDE)


@pytest.mark.parametrize(
    ("correct", "total", "text"), [(0, 0, "0 / 0"), (0, 1, "0 / 1 (0 %)"), (17, 19, "17 / 19 (89 %)")]
)
def test_a_narrow_panel_wraps_the_score_between_words_never_inside_a_tally(
    qapp: Any, correct: int, total: int, text: str
) -> None:
    """A tally's spaces are no-break: the panel's narrow shape wraps "This session: 0 / 1 (0 %)" after
    "session:", never leaving "%)" or "(0 %)" alone on a line."""
    from PySide6.QtGui import QTextLayout, QTextOption

    from croupier.engine.lab.trainer import Tally
    from croupier.gui.items import font
    from croupier.gui.trainer_panel import tally_text

    tally = tally_text(Tally(correct, total))
    assert tally.replace("\u00a0", " ") == text and " " not in tally
    line = f"This session: {tally}"
    f = font(18, bold=False)
    for width in (120.0, 150.0, 200.0):  # narrower than the line, wider than its tally
        lay = QTextLayout(line, f)
        opt = QTextOption()
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        lay.setTextOption(opt)
        lay.beginLayout()
        parts = []
        while (tl := lay.createLine()).isValid():
            tl.setLineWidth(width)
            parts.append(line[tl.textStart() : tl.textStart() + tl.textLength()].strip())
        lay.endLayout()
        assert any(tally in part for part in parts), (width, parts)  # the tally whole on one line


def _reference_place(scene: Any, first: Any) -> tuple[Any, tuple[float, float]]:
    """The panel's place found the plain way: every candidate in order, each tested against every
    obstacle (what :func:`gui.trainer_panel._search` must find, quicker)."""
    from PySide6.QtCore import QPointF, QRectF

    from croupier.gui import layout, trainer_panel

    rects, paths, soft = trainer_panel.panel_obstacles(scene)
    area = layout.SCENE_RECT.adjusted(4, 4, -4, -4)
    best = None
    for w, h in layout.TRAINER_PANEL_SHAPES:
        starts = [(area.right() - w, first.y())]
        xs = [*range(int(area.right() - w), int(area.left()) - 1, -8), area.left()]
        ys = sorted({*range(int(area.top()), int(area.bottom() - h), 8), *(o.bottom() + 2 for o in rects)})
        starts += [(float(x), float(y)) for y in ys for x in xs]
        starts.insert(1, (area.right() - w, first.y() - 4))
        for x, y in starts:
            r = QRectF(x, y, w, h)
            if not area.contains(r) or any(r.intersects(o) for o in rects):
                continue
            if any(p.boundingRect().intersects(r) and p.intersects(r) for p in paths):
                continue
            covered = sum(
                wt * r.intersected(s).width() * r.intersected(s).height() for s, wt in soft if r.intersects(s)
            )
            if covered == 0:
                return QPointF(x, y), (w, h)
            if best is None or covered < best[0]:
                best = (covered, QPointF(x, y), (w, h))
    assert best is not None
    return best[1], best[2]


@pytest.mark.parametrize("hyper", [False, True], ids=["plain", "hyper"])
@pytest.mark.parametrize(("w", "h"), [(1280, 720), (1024, 768)])
def test_the_panels_quick_search_finds_the_place_every_candidate_tested_finds(
    qtbot: Any, tmp_path: Path, hyper: bool, w: int, h: int
) -> None:
    """The search for the trainer panel's place reads the felt row by row; it must find the very
    place and shape of the plain search that tests every candidate against every obstacle, on each
    felt (16:9 and 4:3, with and without hyper black jack's field, the 4:3 one leaving no free room),
    from the panel's own first place and from others."""
    from PySide6.QtCore import QPointF

    from croupier.gui import layout, trainer_panel
    from tests.gui.test_wiring import make_host

    host = make_host(qtbot, tmp_path, aids=True, settings=Settings(hyper=hyper))
    host.view.resize(w, h)
    host.view.fit()
    try:
        below = layout.trainer_panel_pos(trainer_panel.TrainerPanel.W, 300.0)
        for first in (below, QPointF(0, 120), QPointF(0, 700)):
            assert trainer_panel._search(host.scene, first) == _reference_place(host.scene, first), (first, w, h)
    finally:
        layout.use(layout.WIDE)
