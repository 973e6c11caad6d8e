"""Game recall on the felt: the current game and the nine before it, oldest first and the newest last
("Game 10 of 10"), each replayed step by step from its journaled events through the same animator,
on a read-only scene marked RECALL. Page Up opens the game before at its result, Page Down the game
after; the account's text keeps one size for every game of the recall.

A game is shown only once its journaled actions replay through the engine to the events recorded
(:func:`engine.store.recovery.rebuild_round`, strict: no card beyond the journal's), so what the recall
shows is what the journal proves. The felt, the credits at each step and the dealer's total are the
game's projection (:class:`engine.core.view.RoundView` of its events up to the step), the same one
the live felt reads; the account lists the bets, the credits before and after and every outcome. The
live table is never touched; leaving shows it again as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from croupier.engine.core import events as ev
from croupier.engine.core.money import Money, parse_mills
from croupier.engine.core.table import TableConfig
from croupier.engine.core.view import RoundView
from croupier.engine.store.journal import Journal
from croupier.engine.store.journal_read import Game
from croupier.engine.store.journal_rows import config_from_data
from croupier.engine.store.recovery import rebuild_round

from . import hyper_field
from .animator import Animator
from .controls import Button
from .items import GOLD, Ribbon, font
from .placard import table_money
from .scene import TableScene
from .shown import betting

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _t(text: str) -> str:
    return QCoreApplication.translate("Recall", text)


def card_text(code: str) -> str:
    """``"TH"`` → ``"10♥"``."""
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUITS.get(code[1], code[1])


def result_text(result: str | None) -> str:
    """A bet's outcome as printed in the recall."""
    names = {
        "blackjack": _t("BLACKJACK"),
        "win": _t("WIN"),
        "push": _t("PUSH"),
        "lose": _t("LOSE"),
        "bust": _t("BUST"),
        "surrender": _t("SURRENDER"),
        "returned": _t("RETURNED"),
    }
    return _t("not settled") if result is None else names.get(result, result.upper())


def _signed(fmt: Callable[[Money], str], amount: Money) -> str:
    return ("+" if amount > 0 else "−" if amount < 0 else "±") + fmt(abs(amount))


def game_lines(game: Game, fmt: Callable[[Money], str]) -> list[str]:
    """The recall's account of one game: its credits, and per box the bets and every bet's outcome."""

    def m(text: str | None) -> Money:
        return 0 if text is None else parse_mills(text, "amount")

    def amount(a: Money | None) -> str:
        return "—" if a is None else fmt(a)

    out = [
        _t("Credits before %1 · after %2")
        .replace("%1", amount(game.credits_before))
        .replace("%2", amount(game.credits_after))
    ]
    if not game.outcomes:
        out.append(_t("No bet was dealt in this game."))
    for o, b in zip(game.outcomes, game.bets, strict=True):
        stakes = [_t("Box %1: bet %2").replace("%1", str(o["box"])).replace("%2", fmt(m(b["main"])))]
        if o.get("player"):  # a computer player's box, his money apart from the player's
            stakes[0] = _t("%1, computer player: %2").replace("%1", str(o["player"])).replace("%2", stakes[0])
        extra = m(b["doubles_and_splits"])
        if extra:
            stakes.append(_t("doubles/splits %1").replace("%1", fmt(extra)))
        if m(b["side"]):
            stakes.append(_t("side %1").replace("%1", fmt(m(b["side"]))))
        if m(b["insurance"]):
            stakes.append(_t("insurance %1").replace("%1", fmt(m(b["insurance"]))))
        hands = []
        for i, h in enumerate(o["hands"], 1):
            cards = " ".join(card_text(c) for c in h["cards"])
            label = _t("hand %1").replace("%1", str(i)) + ": " if len(o["hands"]) > 1 else ""
            hands.append(f"{label}{cards} {result_text(h['result'])} {_signed(fmt, m(h['net']))}")
        parts = [" · ".join(stakes), " | ".join(hands)]
        if o["side"] is not None:
            s = o["side"]
            what = result_text(s["outcome"]) if s["outcome"] in (None, "lose") else f"{s['outcome']} {s['odds']}:1"
            parts.append(_t("side: %1").replace("%1", f"{what} {_signed(fmt, m(s['net']))}"))
        if o["insurance"] is not None:
            ins = o["insurance"]
            parts.append(
                _t("insurance: %1").replace("%1", f"{result_text(ins['result'])} {_signed(fmt, m(ins['net']))}")
            )
        parts.append(_t("net %1").replace("%1", _signed(fmt, m(o["net"]))))
        out.append(" — ".join(parts))
    if game.dealer:
        t = RoundView.of(game.events).dealer.total
        out.append(
            _t("Dealer: %1 (%2)").replace("%1", " ".join(card_text(c) for c in game.dealer)).replace("%2", str(t))
        )
    return out


def step_text(step: Any, fmt: Callable[[Money], str]) -> str:
    """One journaled action as the recall names it: ``bet on box 2: €20 + side €1``, ``insurance declined``."""
    a = step.args
    if step.action == "bet" and a:
        text = _t("bet on box %1: %2").replace("%1", str(a[0])).replace("%2", fmt(int(a[1])))
        return text + (_t(" + side %1").replace("%1", fmt(int(a[2]))) if len(a) > 2 and a[2] else "")
    if step.action == "remove_bet" and a:
        return _t("bet taken back from box %1").replace("%1", str(a[0]))
    if step.action == "insure" and a:
        took = len(a) < 2 or bool(a[1])
        return (_t("box %1 takes insurance") if took else _t("box %1 declines insurance")).replace("%1", str(a[0]))
    names = {"deal": _t("deal"), "hit": _t("hit"), "stand": _t("stand"), "double": _t("double"),
             "split": _t("split"), "surrender": _t("surrender")}  # fmt: skip
    return str(names.get(step.action, step.action))


class RecallPanel(QGraphicsObject):
    """The account of the recalled game at the foot of the felt (bets, credits, outcomes)."""

    def __init__(self, rect: QRectF, max_lines: int = 9) -> None:
        super().__init__()
        self._rect = rect
        self.title = ""
        self.lines: list[str] = []
        self.set_max_lines(max_lines)
        self.setZValue(420)

    def set_max_lines(self, n: int) -> None:
        """Room for ``n`` lines (the most a game of this table can have): the text size follows from
        it and stays the same whatever game is shown."""
        self.max_lines = max(1, n)
        room = self._rect.height() - 46
        self.text_size = max(11.0, min(20.0, room / self.max_lines / 1.45))
        self.update()

    def set_lines(self, title: str, lines: list[str]) -> None:
        """Show a new account."""
        self.title, self.lines = title, lines
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor(16, 12, 10, 238))
        g.setColorAt(1, QColor(6, 5, 4, 238))
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor("#b3121d"), 3))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(GOLD)
        p.setFont(font(20, serif=True))
        p.drawText(QRectF(r.left() + 16, r.top() + 6, r.width() - 32, 28), Qt.AlignmentFlag.AlignVCenter, self.title)
        size = self.text_size
        f = font(size, bold=False)
        p.setFont(f)
        p.setPen(QColor("#f3ead2"))
        metrics = QFontMetricsF(f)
        width = r.width() - 32
        y = r.top() + 38
        step = min(size * 1.45, (r.bottom() - 8 - y) / max(1, self.max_lines))
        for line in self.lines[: self.max_lines]:
            shown = str(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))  # one size, never wider
            p.drawText(QRectF(r.left() + 16, y, width, step), Qt.AlignmentFlag.AlignVCenter, shown)
            y += step


class RecallMode(QObject):
    """The recall of ``games`` (given newest first, as :meth:`Journal.last_games` gives them; kept
    oldest first, so the newest is the last one and is shown first). ``key`` and the scene's buttons
    move through steps and games; ``left`` fires when the player leaves."""

    left = Signal()

    def __init__(
        self,
        journal: Journal,
        games: list[Game],
        *,
        money: Callable[[TableConfig, Money], str] = table_money,
        speed: str = "normal",
    ) -> None:
        super().__init__()
        self.journal = journal
        self.games = list(reversed(games))  #: oldest first; the newest is the last
        self.money = money
        self.speed = speed
        self.index = 0
        self.step = 0
        self.scene: TableScene | None = None
        self.animator: Animator | None = None
        self.config: TableConfig | None = None
        self.state: RoundView | None = None  #: the game's projection at the step shown
        self.show_game(len(self.games) - 1)

    # ------------------------------------------------------------------ state

    @property
    def game(self) -> Game:
        """The game shown."""
        return self.games[self.index]

    @property
    def busy(self) -> bool:
        """A step is still animating."""
        return self.animator is not None and self.animator.busy

    def most_lines(self) -> int:
        """The most lines any game of this recall writes in the account (one text size for all)."""
        return max((1 + max(1, len(g.outcomes)) + (1 if g.dealer else 0) for g in self.games), default=3)

    def _rows(self) -> list[Any]:
        return self.journal.round_rows(self.game.round)

    # ------------------------------------------------------------------ building

    def _build_scene(self, config: TableConfig) -> TableScene:
        sc = TableScene(config)
        sc.hud.setVisible(False)
        self.ribbon = Ribbon(_t("RECALL"), "", width=700, size=52)
        self.ribbon.setPos(QPointF(960, 62))
        sc.addItem(self.ribbon)
        self.panel = RecallPanel(QRectF(12, 872, 1346, 200), max_lines=self.most_lines())
        sc.addItem(self.panel)
        w, h, gap, x0 = 128.0, 84.0, 8.0, 1370.0
        for i, (name, label, key) in enumerate(
            (
                ("prev_game", _t("◀ GAME"), "PgUp"),
                ("back", _t("◀ STEP"), "←"),
                ("forward", _t("STEP ▶"), "→"),
                ("next_game", _t("GAME ▶"), "PgDn"),
            )
        ):
            b = Button(name, label, key, QRectF(0, 0, w, h), self.trigger)
            b.setPos(QPointF(x0 + i * (w + gap), 878))
            sc.addItem(b)
            sc.buttons[name] = b
        b = Button("leave", _t("LEAVE RECALL"), "Esc · F9", QRectF(0, 0, 4 * w + 3 * gap, 90), self.trigger)
        b.setPos(QPointF(x0, 978))
        sc.addItem(b)
        sc.buttons["leave"] = b
        from . import contrast, legibility

        if legibility.high_contrast_active():
            contrast.apply(sc, True)
        return sc

    def show_game(self, index: int, step: int | None = None) -> None:
        """Show game ``index`` (the last one is the current game) at ``step`` (default: its result)."""
        self.index = max(0, min(index, len(self.games) - 1))
        game = self.game
        config = config_from_data(game.config)
        if self.scene is None or self.config != config:
            old = self.scene
            self.config = config
            self.scene = self._build_scene(config)
            for view in old.views() if old is not None else []:  # a game at another table's settings
                if hasattr(view, "set_table"):
                    view.set_table(self.scene, self)
        # the game is shown only if its journaled actions replay to the events recorded (strict)
        rebuild_round(self.journal, game.round, self._rows(), strict=True)
        self.go(len(game.steps) if step is None else step)

    def go(self, step: int, *, animate: bool = False) -> None:
        """Show the felt after ``step`` actions of the game (0: before the first bet); ``animate``
        plays the last step's events as the table did, the earlier ones at once."""
        game = self.game
        sc = self.scene
        assert sc is not None
        step = max(0, min(step, len(game.steps)))
        if self.animator is not None:
            self.animator.finish()
            self.animator.deleteLater()  # the step's animator goes with its step
        sc.reset_round()
        hyper_field.layer(sc).reset()  # no hyper black jack chips or results left from another step
        sc.discard.set_count(0)
        self.state = RoundView.of(
            (e for s in game.steps[:step] for e in s.events), game.credits_before
        )  # the game as its events tell it at this step
        anim = Animator(sc)
        self.animator = anim
        bets = RoundView.of(e for s in game.steps[:step] for e in s.events if betting(e))  # the bets as they stand
        hyper = {b.box: {case: hv.stake for case, hv in b.hyper.items()} for b in bets.ordered()}
        sc.sync_bets({b.box: (b.bet, b.side.stake if b.side else 0) for b in bets.ordered()}, hyper)
        hyper_field.show_stakes(sc, hyper)

        def shown(steps: tuple[Any, ...]) -> list[ev.Event]:
            # the felt starts from the bets; a cleared box keeps its outcome in view
            return [e for s in steps for e in s.events if not (betting(e) or isinstance(e, ev.Clear))]

        anim.speed = "instant"
        before = game.steps[: step - 1] if animate and step else game.steps[:step]
        anim.play(shown(before))
        if animate and step:
            anim.speed = self.speed
            anim.play(shown(game.steps[step - 1 : step]))
        self.step = step
        self._label()

    def _label(self) -> None:
        game = self.game
        fmt = self._fmt
        what = _t("before the first bet") if self.step == 0 else step_text(game.steps[self.step - 1], fmt)
        sub = (
            _t("Game %1 of %2 · round %3 · step %4 of %5: %6")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(self.games)))
            .replace("%3", str(game.round))
            .replace("%4", str(self.step))
            .replace("%5", str(len(game.steps)))
            .replace("%6", what)
        )
        self.ribbon.set_text(_t("RECALL"), sub)
        state = self.state
        now = "" if state is None or state.balance is None else fmt(state.balance)
        status = _t("finished") if game.finished else _t("in progress")
        title = (
            _t("Round %1 (%2) · credits at this step %3")
            .replace("%1", str(game.round))
            .replace("%2", status)
            .replace("%3", now)
        )
        self.panel.set_lines(title, game_lines(game, fmt))
        btn = self.scene.buttons if self.scene is not None else {}
        btn["back"].set_enabled(self.step > 0)
        btn["forward"].set_enabled(self.step < len(game.steps))
        btn["prev_game"].set_enabled(self.index > 0)
        btn["next_game"].set_enabled(self.index + 1 < len(self.games))

    def _fmt(self, amount: Money) -> str:
        assert self.config is not None
        return self.money(self.config, amount)

    # ------------------------------------------------------------------ input

    def trigger(self, name: str) -> bool:
        """A recall button: step back/forward, older/newer game, leave."""
        if name == "leave":
            self.leave()
            return True
        if name == "forward" and self.step < len(self.game.steps):
            self.go(self.step + 1, animate=True)
            return True
        if name == "back" and self.step > 0:
            self.go(self.step - 1)
            return True
        if name == "prev_game" and self.index > 0:
            self.show_game(self.index - 1)  # the older game, at its result
            return True
        if name == "next_game" and self.index + 1 < len(self.games):
            self.show_game(self.index + 1)
            return True
        return False

    def key(self, key: int) -> bool:
        """← → step, Page Up / Page Down older / newer game, Home / End first / last step, Esc leaves."""
        K = Qt.Key
        if key in (K.Key_Home, K.Key_End):
            self.go(0 if key == K.Key_Home else len(self.game.steps))
            return True
        names = {K.Key_Left: "back", K.Key_Right: "forward", K.Key_PageUp: "prev_game", K.Key_PageDown: "next_game",
                 K.Key_Escape: "leave", K.Key_F9: "leave"}  # fmt: skip
        try:
            name = names.get(K(key))
        except ValueError:
            return False
        return self.trigger(name) if name else False

    def leave(self) -> None:
        """Stop the recall; the host shows the live table again."""
        if self.animator is not None:
            self.animator.finish()
        self.left.emit()
