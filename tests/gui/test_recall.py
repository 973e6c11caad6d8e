"""Game recall on the felt: after eleven rounds played through the table, F9 shows the current game and
the nine before it, oldest first with the newest last ("Game 10 of 10"), each with its bets, credits
before and after and the outcome of every bet; one game is stepped through on the felt; Page Up opens
an older game at its result; leaving shows the live table unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from croupier.engine.core.money import format_amount, parse_mills
from croupier.engine.core.round import Phase, Round
from croupier.gui.items import Ribbon
from croupier.gui.recall import RecallMode, card_text
from tests.gui.test_wiring import click, felt_cards, make_host, play_round

ROUNDS = 11


def _record(r: Round, before: int, after: int) -> dict[str, Any]:
    """What the recall must show of a finished round, read from the engine's own round."""
    return {
        "before": format_amount(before),
        "after": format_amount(after),
        "bets": [(b.n, format_amount(b.bet), format_amount(b.side)) for b in r.order],
        "hands": [[([c.code for c in h.cards], h.result) for h in b.hands] for b in r.order],
        "dealer": [c.code for c in r.dealer.cards],
    }


def _shown(game: Any) -> dict[str, Any]:
    return {
        "before": format_amount(game.credits_before),
        "after": format_amount(game.credits_after),
        "bets": [(b["box"], b["main"], b["side"]) for b in game.bets],
        "hands": [[(h["cards"], h["result"]) for h in o["hands"]] for o in game.outcomes],
        "dealer": list(game.dealer),
    }


def test_recall_shows_the_last_ten_games_in_order_steps_through_one_and_leaves(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path, seed=11)
    played: list[tuple[int, dict[str, Any]]] = []
    for i in range(ROUNDS):
        before = host.session.balance
        n = host.session.round_no
        r = play_round(host, box=1 + i % 7, clicks=1 + i % 3)
        played.append((n, _record(r, before or 0, host.session.balance or 0)))
    live_scene, live_controller, live_bal = host.scene, host.controller, host.session.balance
    live_items = len(live_scene.items())
    rows = host.journal.head[0]  # type: ignore[union-attr]

    QTest.keyClick(host.view, Qt.Key.Key_F9)
    rc = host.recall
    assert isinstance(rc, RecallMode) and host.mode == "recall"
    assert host.view.scene() is rc.scene
    # the current game and the nine before it, the newest last, with the content the engine had
    assert [g.round for g in rc.games] == [n for n, _ in played][-10:]
    for game, (_n, want) in zip(rc.games, played[-10:], strict=True):
        assert game.finished and _shown(game) == want
    # clearly marked, with the account of the game on the felt; the newest game is shown first
    ribbon = next(i for i in rc.scene.items() if isinstance(i, Ribbon))
    assert ribbon.text == "RECALL" and "Game 10 of 10" in ribbon.sub
    assert rc.game is rc.games[-1] and rc.step == len(rc.game.steps)
    newest = played[-1][1]
    lines = "\n".join(rc.panel.lines)
    assert f"Box {newest['bets'][0][0]}: bet" in lines
    assert all(card_text(c) in lines for hand in newest["hands"][0] for c in hand[0])
    assert rc.panel.title.startswith(f"Round {played[-1][0]}")

    # step through the newest game on the felt
    game = rc.games[-1]
    box = game.bets[0]["box"]
    QTest.keyClick(host.view, Qt.Key.Key_Home)
    assert rc.step == 0 and felt_cards(rc.scene, box) == [] and rc.scene.chips_on_felt() == 0
    QTest.keyClick(host.view, Qt.Key.Key_Right)  # the first bet
    assert rc.step == 1 and rc.scene.chips_on_felt() > 0
    deal = [s.action for s in game.steps].index("deal")
    while rc.step <= deal:  # the other bets, then the deal
        qtbot.waitUntil(lambda: not rc.busy, timeout=10000)
        QTest.keyClick(host.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: not rc.busy, timeout=10000)
    assert rc.scene.chips_on_felt() >= sum(parse_mills(b["main"], "main") for b in game.bets)
    dealt = felt_cards(rc.scene, box)
    assert dealt and len(dealt[0]) == 2 and dealt[0] == game.outcomes[0]["hands"][0]["cards"][:2]
    while rc.step < len(game.steps):
        click(host.view, rc.scene.buttons["forward"].mapToScene(rc.scene.buttons["forward"].face.center()))
        qtbot.waitUntil(lambda: not rc.busy, timeout=10000)
    assert felt_cards(rc.scene, box) == [h["cards"] for h in game.outcomes[0]["hands"]]
    assert [c.code for c in rc.scene.dealer] == list(game.dealer)
    assert rc.state is not None and rc.state.balance == game.credits_after
    QTest.keyClick(host.view, Qt.Key.Key_Left)
    assert rc.step == len(game.steps) - 1
    # an older game, opened at its result, its account in the same text size
    size = rc.panel.text_size
    QTest.keyClick(host.view, Qt.Key.Key_PageUp)
    older = rc.game
    assert rc.index == 8 and older.round == played[-2][0] and "Game 9 of 10" in ribbon_of(rc).sub
    assert rc.step == len(older.steps) and rc.state is not None and rc.state.balance == older.credits_after
    assert felt_cards(rc.scene, older.bets[0]["box"]) == [h["cards"] for h in older.outcomes[0]["hands"]]
    assert rc.panel.text_size == size
    QTest.keyClick(host.view, Qt.Key.Key_PageDown)
    assert rc.index == 9 and rc.step == len(rc.game.steps) and rc.panel.text_size == size
    assert not rc.scene.buttons["next_game"].enabled and rc.scene.buttons["prev_game"].enabled

    # leave: the live table exactly as it was, and the recall wrote nothing but its audit line
    QTest.keyClick(host.view, Qt.Key.Key_Escape)
    assert host.mode == "table" and host.recall is None
    assert host.view.scene() is live_scene and host.controller is live_controller
    assert host.session.balance == live_bal and len(live_scene.items()) == live_items
    assert host.session.round.phase is Phase.BETTING
    assert host.journal.head[0] == rows + 1  # type: ignore[union-attr]
    assert host.journal.rows_of_kind("audit")[-1].data["kind"] == "recall"  # type: ignore[union-attr]
    play_round(host)  # and play goes on
    assert host.journal.verify().ok  # type: ignore[union-attr]


def ribbon_of(rc: RecallMode) -> Ribbon:
    return next(i for i in rc.scene.items() if isinstance(i, Ribbon))


def test_recall_is_refused_mid_round(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    play_round(host)
    click(host.view, host.scene.box_rect(3).center())
    assert host.session.round.boxes
    QTest.keyClick(host.view, Qt.Key.Key_F9)
    assert host.mode == "table" and host.recall is None


def test_recall_renders_a_picture(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path)
    for _ in range(2):
        play_round(host, clicks=2)
    assert host.open_recall()
    img = QImage(960, 540, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    host.recall.scene.render(p, QRectF(0, 0, 960, 540), host.recall.scene.sceneRect())
    p.end()
    top = img.pixelColor(480, 20)  # the red RECALL ribbon across the top
    assert top.red() > 120 and top.green() < 80, top.name()


def test_account_text_keeps_one_size_between_games_of_one_box_and_of_many(qtbot: Any, tmp_path: Path) -> None:
    host = make_host(qtbot, tmp_path, seed=5)
    play_round(host, box=1)
    view, s = host.view, host.session
    for box in (1, 3, 5, 7):  # a game of four boxes
        click(view, host.scene.box_rect(box).center())
    r = s.round
    QTest.keyClick(view, Qt.Key.Key_Return)
    while s.round is r:
        QTest.keyClick(view, Qt.Key.Key_N if r.phase is Phase.INSURANCE else Qt.Key.Key_S)
    play_round(host, box=2)
    assert host.open_recall()
    rc = host.recall
    sizes = set()
    for index in range(len(rc.games)):
        rc.show_game(index)
        sizes.add(rc.panel.text_size)
        assert len(rc.panel.lines) <= rc.panel.max_lines
    assert len(sizes) == 1 and sizes.pop() >= 11
