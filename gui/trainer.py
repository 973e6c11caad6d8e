"""The trainer at the table: a panel with the value of every option for the hand to play, a flag
before a move that differs from the computed strategy (with "play it anyway"), the score, and the
drill: a practice table that deals the hands missed most.

The player turns it on (TRAINER button, T); a kiosk offers it only when the director allows it
(``trainer_on_kiosk`` in the settings). The strategy and the values are computed in the figures'
worker process (:mod:`gui.figures`, never a thread of the table's process): the panel shows "…"
until they arrive, and a move made before the strategy is ready is not judged. The drill (DRILL
button, G; G or Escape leaves) is a :class:`Session` of its own on a
:class:`engine.lab.trainer.DrillShoe`: never the table's shoe, never the journal, no money, and its
felt reads PRACTICE.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from croupier.engine.core.cards import Card
from croupier.engine.core.round import Phase
from croupier.engine.core.rules import Rules
from croupier.engine.core.session import Session
from croupier.engine.lab.trainer import MOVES, DrillShoe, Scores, Spot, advice, drill_keys, option_values

if TYPE_CHECKING:
    from croupier.engine.math.strategy import Strategy

from . import figures_worker, layout
from .controls import Button
from .figures import PENDING, _game_key, figures
from .items import Ribbon
from .scene import TableScene
from .shown import stakes_of
from .trainer_panel import TrainerFlag, TrainerPanel, move_name, panel_place, signed, tally_text

log = logging.getLogger(__name__)

FLAG_POS = QPointF(960, 440)  #: under the insurance line and its buttons, above the hands
DRILL_BOX = 4  #: the practice table bets on the middle box


def _t(text: str) -> str:
    return QCoreApplication.translate("Trainer", text)


# ---------------------------------------------------------------------------------------- worker


class _Signals(QObject):
    done = Signal(object, object)  #: (job key, result)


class _Job:
    """One computation for the trainer: ``fn(*args)`` (a module-level function: it crosses to the
    figures' worker process), its answer reported as ``signals.done(key, result)``."""

    def __init__(self, key: object, fn: Callable[..., object], args: tuple[object, ...], signals: _Signals) -> None:
        self.key, self.fn, self.args, self.signals = key, fn, args, signals


class _WorkerPool:
    """Runs the trainer's jobs in the figures' worker process (:mod:`gui.figures`): never in a thread of
    the table's process, and each figure once per process (the hint's strategy is the trainer's)."""

    def start(self, job: _Job) -> None:
        fig = figures()
        if job.key == ("strategy",):
            rules = job.args[0]
            assert isinstance(rules, Rules)

            def ask() -> object:
                return fig.strategy(rules, answer)
        else:
            key = ("trainer", job.key, _game_key(job.args[0]) if isinstance(job.args[0], Rules) else job.args[0])

            def ask() -> object:
                return fig.get(key, (job.fn, job.args), answer)

        def answer() -> None:
            if shiboken6.isValid(job.signals):  # the felt may have closed meanwhile
                job.signals.done.emit(job.key, ask())

        value = ask()
        if value is not PENDING:
            job.signals.done.emit(job.key, value)


# ---------------------------------------------------------------------------------------- the trainer


class Trainer(QObject):
    """The trainer on one controller's felt. ``practice``: a drill's felt (always on, scored apart)."""

    changed = Signal()

    def __init__(
        self, controller: Any, scores: Scores, *, practice: bool = False, pool: _WorkerPool | None = None
    ) -> None:
        super().__init__(controller)
        self.controller = controller
        self.scores = scores
        self.practice = practice
        self.rules: Rules = controller.session.config.rules
        self.pool: Any = pool or _WorkerPool()
        self.enabled = practice
        self.strategy_ready = False
        self._strategy: Strategy | None = None  #: the computed strategy, once the worker has sent it
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._values: dict[Spot, dict[str, float] | Exception] = {}
        self._asked: set[object] = set()
        self._spot: Spot | None = None
        self._judged: Spot | None = None
        self._held: str | None = None
        self._flag_for: tuple[Spot, str] = (Spot((), Card.parse("AS"), False, False, False), "stand")
        self._bypass = False
        scene: TableScene = controller.scene
        self.scene = scene
        self.panel = TrainerPanel()
        self.panel.setVisible(False)  # placed when it is first shown (:meth:`sync`): the search for its place
        scene.geometry_changed.connect(self._replace)  # is half the table's build, a cost a table without it skips
        scene.addItem(self.panel)
        scene.clear_of.append(self.panel)  # an insurance's result keeps off it (gui.insurance_tags)
        self.flag = TrainerFlag()
        self.flag.setPos(FLAG_POS)
        self.flag.setVisible(False)
        scene.addItem(self.flag)
        self.anyway = Button("anyway", _t("PLAY IT ANYWAY"), "Y", QRectF(0, 0, 250, 48), self._button)
        self.back = Button("back", _t("CHOOSE AGAIN"), "Esc", QRectF(0, 0, 250, 48), self._button)
        self.anyway.setPos(FLAG_POS + QPointF(-260, 12))
        self.back.setPos(FLAG_POS + QPointF(10, 12))
        for b in (self.anyway, self.back):
            b.setZValue(470)
            b.setVisible(False)
            scene.addItem(b)
        controller.before_play = self.before_play
        controller.animator.idle.connect(self.sync)
        if practice:
            self.set_enabled(True)

    # ------------------------------------------------------------------ state

    def set_enabled(self, on: bool) -> None:
        """Turn the trainer on or off; on, the strategy is computed in the worker."""
        self.enabled = on
        if on and not self.strategy_ready:
            self._start(("strategy",), figures_worker.strategy_of, (self.rules,))
        if not on:
            self._hide_flag()
        self.sync()

    def _start(self, key: object, fn: Callable[..., object], args: tuple[object, ...]) -> None:
        if key in self._asked:
            return
        self._asked.add(key)
        self.pool.start(_Job(key, fn, args, self._signals))

    def _done(self, key: object, result: object) -> None:
        if key == ("strategy",):
            from croupier.engine.math.strategy import Strategy  # loaded with the strategy: not before the first frame

            self._strategy = result if isinstance(result, Strategy) else None
            self.strategy_ready = self._strategy is not None
        elif isinstance(key, tuple) and key[0] == "values" and isinstance(key[1], Spot):
            self._values[key[1]] = result if isinstance(result, dict | Exception) else ValueError(str(result))
        self.sync()

    def current(self) -> Spot | None:
        """The decision the round awaits now, or None (a computer player's is not the player's to judge).
        The engine says whose turn it is and what is allowed; the cards are the felt's, as shown."""
        r = self.controller.round
        if getattr(self.controller, "others_turn", lambda: False)():
            return None
        shown = self.controller.scene.state
        dealer = shown.view.dealer.cards
        if not dealer:
            return None
        if r.phase is Phase.INSURANCE and r.insurance_box is not None:
            first = shown.hand(r.insurance_box, 0)
            if first is None:
                return None
            return Spot(tuple(first.cards), dealer[0], False, False, False, can_hit=False, insurance=True)
        at = r.to_act
        if r.phase is not Phase.PLAY or at is None:
            return None
        box, hand = at
        h = shown.hand(box, hand - 1)
        if h is None:
            return None
        return Spot(tuple(h.cards), dealer[0], can_double=r.can_double(), can_split=r.can_split(),
                    can_surrender=r.can_surrender(), can_hit=r.can_hit(),
                    first=len(shown.boxes[box].hands) == 1 and not h.from_split)  # fmt: skip

    def advised(self, spot: Spot) -> str | None:
        """The strategy's move, once the strategy is ready (None before)."""
        return advice(self.rules, spot, self._strategy) if self._strategy is not None else None

    def values(self, spot: Spot) -> dict[str, float] | None:
        """The values of ``spot``'s options, or None while they are computed."""
        v = self._values.get(spot)
        return v if isinstance(v, dict) else None

    def score_text(self) -> str:
        s = self.scores
        if self.practice:
            return _t("Practice: %1 correct").replace("%1", tally_text(s.practice))
        return (
            _t("This session: %1 · over time: %2")
            .replace("%1", tally_text(s.session))
            .replace("%2", tally_text(s.overall))
        )

    def place_panel(self) -> None:
        """The panel at the scene's right edge under the menu's lowest row at the top right (the
        LANGUAGE button's included): :func:`gui.layout.trainer_panel_pos`."""
        top = [b.mapRectToScene(b.face) for n, b in self.scene.buttons.items()
               if n.startswith(("menu_", "trainer_")) or n == "language"]  # fmt: skip
        right = layout.SCENE_RECT.right() - 8 - TrainerPanel.W
        below = max((r.bottom() for r in top if r.right() > right and r.top() < 400), default=184.0)
        at, shape = panel_place(self.scene, layout.trainer_panel_pos(TrainerPanel.W, below))
        self.panel.set_shape(*shape)
        self.panel.setPos(at)

    def _replace(self) -> None:
        """The felt's geometry changed: a panel shown moves to its place in it (a hidden one is placed
        when it is next shown)."""
        if self.panel.isVisible():
            self.place_panel()

    def sync(self) -> None:
        """The panel from the round: the hand to play, its values (or "…"), the score."""
        if self.enabled and not self.panel.isVisible():
            self.place_panel()  # the buttons around it may have come since
        self.panel.setVisible(self.enabled)
        if not self.enabled:
            return
        spot = self.current() if not self.controller.busy else None
        if spot != self._spot:
            self._spot = spot
            if self._held is not None:
                self._hide_flag()
        if self.strategy_ready:
            self.panel.set_score(
                self.score_text(), tally_text(self.scores.practice if self.practice else self.scores.session)
            )
        else:
            self.panel.set_score(_t("Computing the strategy…"))
        if spot is None:
            self.panel.set_values((), None, None)
        else:
            self._start(("values", spot), option_values, (self.rules, spot))
            self.panel.hidden = self.practice and self._judged != spot
            self.panel.set_values(spot.allowed, self.values(spot), self.advised(spot))
            self._flag_text()
        self.changed.emit()

    # ------------------------------------------------------------------ judging

    def before_play(self, move: str) -> bool:
        """The controller asks before a move: True lets it through; False holds it behind the flag."""
        if not self.enabled or self._bypass:
            return True
        spot = self.current()
        if spot is None:
            return True
        best = self.advised(spot)
        if best is None:
            return True  # the strategy is still being computed: not judged
        if self._held == move:  # the same move again: play it anyway
            return self._play_anyway()
        first_try = self._judged != spot
        if move == best:
            if first_try:
                self.scores.record(spot, True, practice=self.practice)
            self._judged = spot
            self._hide_flag()
            return True
        if first_try:
            self.scores.record(spot, False, practice=self.practice)
        self._judged = spot
        self._show_flag(spot, move, best)
        return False

    def _show_flag(self, spot: Spot, move: str, best: str) -> None:
        self._held = move
        self._flag_for = (spot, best)
        self._flag_text()
        for item in (self.flag, self.anyway, self.back):
            item.setVisible(True)
        self.sync()

    def _flag_text(self) -> None:
        """The flag's sentences; the values fill in when the worker has them."""
        move = self._held
        if move is None:
            return
        spot, best = self._flag_for
        values = self.values(spot)
        text = _t("The strategy says %1, not %2").replace("%1", move_name(best)).replace("%2", move_name(move))
        if values is not None and move in values and best in values:
            sub = _t("Expected return: %1 for %2, %3 for %4").replace("%1", signed(values[best]))
            sub = sub.replace("%2", move_name(best)).replace("%3", signed(values[move])).replace("%4", move_name(move))
        else:
            sub = _t("Expected returns: …")
        self.flag.set_text(text, sub)

    def _hide_flag(self) -> None:
        self._held = None
        for item in (self.flag, self.anyway, self.back):
            item.setVisible(False)

    @property
    def flagged(self) -> str | None:
        """The move held behind the flag, or None."""
        return self._held

    def _play_anyway(self) -> bool:
        move = self._held
        self._hide_flag()
        return move is not None

    def play_anyway(self) -> bool:
        """The flag's PLAY IT ANYWAY: the held move goes to the table."""
        move = self._held
        if move is None:
            return False
        self._hide_flag()
        self._bypass = True
        try:
            return bool(self.controller.trigger(move))
        finally:
            self._bypass = False
            self.sync()

    def choose_again(self) -> bool:
        """The flag's CHOOSE AGAIN: the move is dropped, the hand waits."""
        if self._held is None:
            return False
        self._hide_flag()
        self.sync()
        return True

    def _button(self, name: str) -> None:
        if name == "anyway":
            self.play_anyway()
        else:
            self.choose_again()

    def key(self, key: int) -> bool:
        """Y plays the flagged move anyway; Escape chooses again."""
        if self._held is None:
            return False
        if key == Qt.Key.Key_Y:
            return self.play_anyway()
        if key == Qt.Key.Key_Escape:
            return self.choose_again()
        return False


# ---------------------------------------------------------------------------------------- the drill


class Drill(QObject):
    """A practice table dealing the hands missed most, one a round, on box 4 at the table minimum."""

    def __init__(self, config: Any, scores: Scores, keys: list[str], *, rng: random.Random | None = None,
                 touch: bool = False, speed: str = "normal") -> None:  # fmt: skip
        super().__init__()
        from .controller import TableController

        self.config = config
        self.keys = keys
        self.shoe = DrillShoe(config.rules, keys, rng if rng is not None else secrets.SystemRandom())
        self.session = Session(config, None, shoe=self.shoe)  # no money, no journal
        self.scene = TableScene(config)
        self.controller = TableController(self.session, self.scene, touch=touch)
        self.controller.animator.speed = speed
        sub = _t("Your most missed hands · not table play, not journaled · G: back")
        self.ribbon = Ribbon(_t("PRACTICE"), sub, width=700, size=46, style="blue")
        self.ribbon.setPos(QPointF(960, 76))
        self.scene.addItem(self.ribbon)
        self.controller.hints = False  # no HINT badge: the drill asks, the trainer answers after
        self.trainer = Trainer(self.controller, scores, practice=True)
        self.controller.animator.idle.connect(self._bet)
        self._bet()

    def _bet(self) -> None:
        """Between rounds the practice bet is placed on its box, ready to deal."""
        r = self.session.round
        if r.phase is Phase.BETTING and not self.controller.bet_view().boxes and not self.controller.busy:
            self.session.act("bet", DRILL_BOX, self.config.min_bet, 0)
            self.scene.sync_bets(stakes_of(self.controller.bet_view())[0])
        self.controller.refresh()


class TrainerService(QObject):
    """The host's trainer: a TRAINER and a DRILL button on each felt, T and G, the score file in the
    data folder, and the drill's practice table."""

    def __init__(self, host: Any, *, rng: random.Random | None = None) -> None:
        super().__init__(host)
        self.host = host
        self.scores = Scores(host.data_dir)
        self.rng = rng
        self.trainer: Trainer | None = None
        self.drill: Drill | None = None
        self.on = False
        for w in self.scores.warnings:
            host.warnings.append(w)

    @property
    def allowed(self) -> bool:
        """A kiosk offers the trainer only when the director allows it."""
        return not self.host.kiosk or bool(getattr(self.host.settings, "trainer_on_kiosk", True))

    def attach(self, controller: Any) -> None:
        """A new felt: its trainer (on if the player had it on) and its buttons."""
        self.trainer = Trainer(controller, self.scores)
        scene = controller.scene
        if self.allowed and scene.buttons:
            # a third row under the host's menu buttons (HELP, RECALL… then STATS, LIMITS), their size
            anchor = scene.buttons.get("menu_help")
            if anchor is not None:
                size = QRectF(anchor.face).adjusted(0, 0, 30, 0)  # ENTRENADOR, ENTRAÎNEUR: a little wider
                x0, y0 = anchor.x(), anchor.y() + 2 * (size.height() + 8)
            else:  # a felt without the host's menu (tests, the recall): the same corner
                size = QRectF(0, 0, 172, 62) if controller.touch else QRectF(0, 0, 140, 52)  # a finger: larger
                x0, y0 = 1212.0, 132.0
            for i, (name, label, key) in enumerate((("trainer", _t("TRAINER"), "T"), ("drill", _t("DRILL"), "G"))):
                b = Button(f"trainer_{name}", label, key, size, self._button)
                b.relabel = self._words if name == "trainer" else lambda: (_t("DRILL"), "G")
                b.setPos(QPointF(x0 + i * (size.width() + 8), y0))
                scene.addItem(b)
                scene.buttons[f"trainer_{name}"] = b
        self.trainer.set_enabled(self.on and self.allowed)
        self._label(scene)

    def _label(self, scene: TableScene) -> None:
        """The TRAINER button says when the trainer is on, on its key's line ("T · ON": the label
        stays TRAINER, which ENTRAÎNEUR and ENTRENADOR already fill)."""
        b = scene.buttons.get("trainer_trainer")
        if b is not None:
            b.label, b.key = self._words()
            b.update()

    def _words(self) -> tuple[str, str]:
        """The TRAINER button's label and key line in the language now chosen."""
        if self.trainer is not None:
            self.trainer.panel.retitle()
        return _t("TRAINER"), _t("T · ON") if self.on else "T"

    def _button(self, name: str) -> None:
        if name == "trainer_trainer":
            self.toggle()
        else:
            self.toggle_drill()

    def toggle(self) -> bool:
        """T: the trainer on or off."""
        if not self.allowed:
            self.host.controller.toast(_t("The trainer is not offered at this table"))
            return False
        if self.trainer is None:
            return False
        self.on = not self.on
        self.trainer.set_enabled(self.on)
        self._label(self.host.scene)
        self.host.controller.toast(_t("Trainer on") if self.on else _t("Trainer off"))
        return True

    def toggle_drill(self) -> bool:
        """G: into the drill between rounds, or back to the table."""
        host = self.host
        if self.drill is not None:
            return self.leave_drill()
        if not self.allowed:
            host.controller.toast(_t("The trainer is not offered at this table"))
            return False
        if host.mode != "table" or not host.controller.between_rounds():
            host.controller.toast(_t("The drill opens between rounds"))
            return False
        keys = drill_keys(self.scores.misses)
        if not keys:
            host.controller.toast(_t("Nothing to drill yet: the trainer has seen no mistake"))
            return False
        self.drill = Drill(host.session.config, self.scores, keys, rng=self.rng, touch=host.kiosk,
                           speed=host.controller.animator.speed)  # fmt: skip
        host.mode = "drill"
        host.view.set_table(self.drill.scene, self.drill.controller)
        return True

    def leave_drill(self) -> bool:
        """Back to the table exactly as it was."""
        host = self.host
        if self.drill is None:
            return False
        self.drill.controller.animator.finish()
        self.drill = None
        host.mode = "table"
        host.view.set_table(host.scene, host.controller)
        host.controller.refresh()
        if self.trainer is not None:
            self.trainer.sync()
        return True

    def key(self, event: QKeyEvent) -> bool:
        """T, G, and in the flag Y / Escape; in the drill Escape leaves."""
        host = self.host
        if host.mode not in ("table", "drill") or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return False
        key = event.key()
        active = self.drill.trainer if self.drill is not None else self.trainer
        if active is not None and active.key(key):
            return True
        if key == Qt.Key.Key_T and self.drill is None:
            return self.toggle()
        if key == Qt.Key.Key_G or (key == Qt.Key.Key_Escape and self.drill is not None):
            return self.toggle_drill()
        return False


__all__ = ["MOVES", "Drill", "Trainer", "TrainerFlag", "TrainerPanel", "TrainerService"]
