"""Kiosk mode: the unattended demo table. After an idle time the felt goes to an attract mode that
deals demonstration rounds to virtual players with the computed basic strategy and shows the pay
table; a touch returns to play. The window stays full screen and on top (:class:`WindowGuard`), and
the director's menu opens as large touch buttons beside its button on the felt (:class:`TouchMenu`).

Never misleading: the attract mode plays its own :class:`Session` (no journal, never the player's
credit), its felt carries a DEMO ribbon and its read-outs read DEMO CREDIT; the kiosk's own play is
demonstration credit too, labelled the same way, and a touch after the attract mode starts it afresh.
"""

from __future__ import annotations

import math
import random
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsView, QMenu, QStyleOptionGraphicsItem, QWidget

from croupier.engine.core.money import Money
from croupier.engine.core.round import Phase
from croupier.engine.core.session import PLAYER, Session
from croupier.engine.core.table import TableConfig

from . import contrast, layout
from .controller import TableController
from .figures import PENDING, strategy_for
from .items import Badge, Ribbon
from .legibility import high_contrast_active
from .placard import paint_placard, placard_height
from .scene import TableScene
from .shown import stakes_of
from .style import dress

TOUCH_EVENTS = frozenset(
    {QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin, QEvent.Type.KeyPress, QEvent.Type.TabletPress}
)
BETWEEN_ROUNDS_MS = 3200  #: the pay table is shown this long between two demonstration rounds
DECISION_MS = 650  #: a virtual player's thinking time


def _t(text: str) -> str:
    return QCoreApplication.translate("Kiosk", text)


class PayTablePanel(QGraphicsObject):
    """The pay table, large, in the middle of the felt between demonstration rounds."""

    RECT = QRectF(-200, -146, 400, 292)  #: the felt's placard, drawn the same and scaled up (at least this tall)
    SCALE = 1.65

    def __init__(self, config: TableConfig) -> None:
        super().__init__()
        self.config = config
        self.setZValue(430)
        self.setScale(self.SCALE)
        self.rect = self.fitted(config)

    @classmethod
    def fitted(cls, config: TableConfig) -> QRectF:
        """:data:`RECT`, taller when ``config``'s rows and limits need it (a Puerto Rico table's nine
        rows in French), centred where it was: every row above the limits, whatever the language."""
        h = max(cls.RECT.height(), math.ceil(placard_height(config, cls.RECT.width())))
        return QRectF(cls.RECT.left(), -h / 2, cls.RECT.width(), h)

    #: the room it is shown in, between the dealer's last result (above it) and the help-line notice
    #: under it (:func:`gui.features.decorate_attract`: 120 units tall, centred at y = 812)
    NOTICE_TOP = 752.0
    GAP = 8.0

    def refit(self) -> None:
        """Fitted again to its words (the language may have changed since it was last shown), and
        placed: as large as :data:`SCALE` allows within its room, its foot just above the notice."""
        rect = self.fitted(self.config)
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        top = layout.DEALER_RESULT.y() + layout.DEALER_RESULT_BADGE[1] / 2 + self.GAP
        bottom = self.NOTICE_TOP - self.GAP
        scale = min(self.SCALE, (bottom - top) / (rect.height() + 18))  # its edge and shadow included
        self.setScale(scale)
        highest, lowest = top + (4 - rect.top()) * scale, bottom - (rect.bottom() + 14) * scale
        self.setPos(QPointF(960, max(highest, min(500.0, lowest))))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 12, 14)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_placard(p, self.rect, self.config)


class Attract(QObject):
    """Demonstration rounds on their own scene: virtual players bet on a few boxes and play the
    computed strategy (insurance declined); between rounds the pay table is shown."""

    def __init__(
        self,
        config: TableConfig,
        credit: Money,
        *,
        rng: random.Random | None = None,
        speed: str = "normal",
        time_scale: float = 1.0,
    ) -> None:
        super().__init__()
        self.config = config
        self.credit = credit
        self.rng = rng or random.Random()
        self.time_scale = time_scale
        self.session = Session(config, credit, rng=self.rng)  # its own credit, no journal
        self.scene = TableScene(config)
        self.scene.hud.set_demo(True)
        self.controller = TableController(self.session, self.scene, controls=False)
        self.controller.animator.speed = speed
        self.controller.animator.time_scale = time_scale
        self.controller.animator.idle.connect(self._schedule)
        self.demo = Ribbon(_t("DEMO"), _t("Demonstration rounds · demonstration credit, not money"), width=620, size=50)
        self.scene.addItem(self.demo)
        self.touch = Ribbon(_t("TOUCH TO PLAY"), "", width=560, size=40, style="gold")
        self.scene.addItem(self.touch)
        self.place_ribbons()
        self.scene.geometry_changed.connect(self.place_ribbons)  # a 4:3 screen: the scene's corner moves
        self.panel = PayTablePanel(config)
        self.panel.refit()
        self.scene.geometry_changed.connect(self.panel.refit)  # a 4:3 screen: the dealer's result lower
        self.panel.setVisible(False)
        self.scene.addItem(self.panel)
        if high_contrast_active():
            contrast.apply(self.scene, True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.running = False
        self.rounds = 0  #: demonstration rounds dealt

    def start(self) -> None:
        """Begin dealing demonstration rounds (the strategy is asked for now, off the GUI thread)."""
        strategy_for(self.config.rules)
        self.running = True
        self._schedule()

    def stop(self) -> None:
        """Stop at once (the player touched the screen)."""
        self.running = False
        self._timer.stop()
        self.controller.animator.finish()

    def place_ribbons(self) -> None:
        """TOUCH TO PLAY in the lower right corner of the scene the screen shows (it lay at the wide
        scene's corner, past the right edge of a 4:3 screen: "TOQUE PARA JU" at 800 × 600). DEMO over
        the dealer's tray in the wide scene; in the 4:3 scene, where the pay-table placard reaches the
        middle of the top (the ribbon hid its odds) and hyper black jack's placard the rest, in the
        free strip under the rail, between the read-outs and TOUCH TO PLAY."""
        r, box = layout.SCENE_RECT, self.touch.boundingRect()
        self.touch.setPos(QPointF(r.right() - box.right() - 24, r.bottom() - box.bottom() - 33))
        if not layout.GEOMETRY.stacked:
            self.demo.setPos(QPointF(self.demo_x(self.demo), 76))
            return
        left = self.scene.hud.sceneBoundingRect().right()
        right = self.touch.sceneBoundingRect().left()
        self.demo.setPos(QPointF((left + right) / 2, self.touch.pos().y() - 8))

    @staticmethod
    def demo_x(ribbon: Ribbon) -> float:
        """Where the DEMO ribbon is centred: over the dealer's tray, moved right as far as the widest
        "Bonuses in play" announcement beside the placard needs to stay in sight [FR-LL-5]."""
        widest = Badge(
            QCoreApplication.translate("Table", "Bonuses in play: %1").replace("%1", "7"), "gold", 20, left=True
        )
        right = layout.BONUS.x() + widest.boundingRect().right()
        return max(960.0, right + 12 - ribbon.boundingRect().left())

    def _delay(self, ms: int) -> int:
        return max(1, round(ms * self.time_scale))

    def _schedule(self) -> None:
        if not self.running or self.controller.busy:
            return
        r = self.session.round
        if r.phase is Phase.BETTING and not self.controller.bet_view().boxes:
            self.panel.refit()
            self.panel.setVisible(True)
            self._timer.start(self._delay(BETWEEN_ROUNDS_MS))
        else:
            self._timer.start(self._delay(DECISION_MS))

    def _step(self) -> None:
        if not self.running or self.controller.busy:
            return
        r = self.session.round
        c = self.controller
        if r.phase is Phase.BETTING:
            if not c.bet_view().boxes:
                self._place_bets()
                self._schedule()
                return
            self.panel.setVisible(False)
            self.rounds += 1
            if not c._act("deal"):
                self._clear()
        elif r.phase is Phase.INSURANCE and r.insurance_box is not None:
            c._act("insure", r.insurance_box, False)
        elif r.phase is Phase.PLAY and r.to_act is not None:
            if strategy_for(self.config.rules) is PENDING:  # still being computed: think a little longer
                self._schedule()
                return
            c._act(self._decide())
        else:
            self._schedule()

    def _clear(self) -> None:
        for n in list(self.controller.bet_view().boxes):
            self.session.act("remove_bet", n)
        self.scene.sync_bets({})
        self._schedule()

    def _place_bets(self) -> None:
        """Two to four virtual players each take a box, some with a side bet."""
        s, cfg, rng = self.session, self.config, self.rng
        if s.balances is not None and s.balances[PLAYER] < 40 * cfg.max_bet // 10:
            s.balances[PLAYER] = self.credit  # demonstration credit is topped up, never the player's
        r = s.round
        for box in sorted(rng.sample(range(1, 8), rng.randint(2, 4))):
            main = cfg.min_bet * rng.choice((1, 1, 2, 3, 5))
            side = 0
            if cfg.side.table is not None and rng.random() < 0.6:
                side = cfg.side.min * rng.choice((1, 2, 5))
            if r.can_bet(box, main, side):
                s.act("bet", box, main, side)
            elif r.can_bet(box, main, 0):
                s.act("bet", box, main, 0)
        self.scene.clear_results()  # the last round's results go with the next bets, as a player's chip takes them
        self.scene.sync_bets(*stakes_of(self.controller.bet_view()))  # as their events placed them
        self.controller.refresh()

    def _decide(self) -> str:
        """The computed basic strategy's move for the hand to play (stand when none is allowed)."""
        r = self.session.round
        strategy = strategy_for(self.config.rules)
        assert r.to_act is not None
        box, hand = r.to_act
        shown = self.scene.state.hand(box, hand - 1)  # the hand as the felt shows it
        cards = shown.cards if shown is not None else []
        if not cards or not self.scene.state.view.dealer.cards:
            return "stand"
        up = self.scene.state.view.dealer.cards[0]
        name = "stand"
        if strategy:
            name = str(strategy.decide(cards, up, can_double=r.can_double(), can_split=r.can_split(),
                                       can_surrender=r.can_surrender()))  # fmt: skip
        if name not in ("hit", "stand", "double", "split", "surrender") or not getattr(r, f"can_{name}")():
            name = "hit" if name == "double" and r.can_hit() else "stand"
        return name


class TouchMenu(QMenu):
    """The director's menu at a kiosk: large buttons for a finger, in the table's style."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("touchMenu")
        dress(self, True)


def popup_beside(menu: QMenu, view: QGraphicsView, item: QGraphicsItem) -> QPoint:
    """Open ``menu`` under the felt's button ``item`` (above it when there is no room below), kept on
    the screen; returns where it opened (global coordinates)."""
    face = getattr(item, "face", item.boundingRect())
    rect = item.mapRectToScene(face)
    below = view.mapToGlobal(view.mapFromScene(QPointF(rect.left(), rect.bottom() + 6)))
    size = menu.sizeHint()
    screen = view.screen().availableGeometry() if view.screen() is not None else None
    at = QPoint(below)
    if screen is not None:
        if at.y() + size.height() > screen.bottom():
            top = view.mapToGlobal(view.mapFromScene(QPointF(rect.left(), rect.top() - 6)))
            at.setY(top.y() - size.height())
        at.setX(max(screen.left(), min(at.x(), screen.right() - size.width())))
        at.setY(max(screen.top(), at.y()))
    menu.popup(at)
    return at


class WindowGuard(QObject):
    """Keeps a kiosk's window full screen, frameless and on top: when something minimises it, takes it
    out of full screen or hides it, it comes back at once (until ``window.allow_close`` is set)."""

    FLAGS = Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._target = weakref.ref(window)  # a child must not hold its parent strongly
        self.restored = 0  #: how many times the window was brought back
        self._pending = False
        if (window.windowFlags() & self.FLAGS) != self.FLAGS:
            window.setWindowFlags(window.windowFlags() | self.FLAGS)
        window.installEventFilter(self)
        self.restore()

    @property
    def target(self) -> QWidget | None:
        """The guarded window (None once it is gone)."""
        import shiboken6

        w = self._target() if hasattr(self, "_target") else None
        return w if w is not None and shiboken6.isValid(w) else None

    def wanted(self) -> bool:
        """True while the kiosk must be on screen (not once the director's PIN let it close)."""
        return self.target is not None and not bool(getattr(self.target, "allow_close", False))

    def restore(self) -> None:
        """Full screen, raised and active."""
        self._pending = False
        if not self.wanted():
            return
        w = self.target
        if w is None:
            return
        if not w.isVisible() or not w.isFullScreen() or w.isMinimized():
            self.restored += 1
        w.setWindowState((w.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowFullScreen)
        w.showFullScreen()
        w.raise_()
        w.activateWindow()

    def _later(self) -> None:
        if not self._pending and self.wanted():
            self._pending = True
            QTimer.singleShot(0, self.restore)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        t = event.type()
        w = self.target
        if w is None or watched is not w or t not in (QEvent.Type.WindowStateChange, QEvent.Type.Hide):
            return False
        if t == QEvent.Type.Hide or w.isMinimized() or not w.isFullScreen():
            self._later()
        return False


class Kiosk(QObject):
    """Watches the window for touches; after ``idle_seconds`` without one, asks ``enter`` to start
    the attract mode (when ``allowed()``); the next touch calls ``leave`` and is swallowed."""

    def __init__(
        self,
        widgets: list[QWidget],
        idle_seconds: int,
        *,
        allowed: Callable[[], bool],
        enter: Callable[[], object],
        leave: Callable[[], object],
    ) -> None:
        super().__init__()
        self.allowed = allowed
        self.enter = enter
        self.leave = leave
        self.attracting = False
        self.new_player: list[Callable[[], object]] = []  #: called when the attract mode begins (a new player)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._idle)
        for w in widgets:
            w.installEventFilter(self)
            w.destroyed.connect(self.timer.stop)  # a closed table's idle time never fires on a deleted view
        self.guard = WindowGuard(widgets[0].window()) if widgets else None
        self.set_idle(idle_seconds)

    def set_idle(self, seconds: int) -> None:
        """A new idle time (0: never attract)."""
        self.idle_ms = max(0, int(seconds)) * 1000
        self.restart()

    def restart(self) -> None:
        """A touch: count the idle time again."""
        self.timer.stop()
        if self.idle_ms and not self.attracting:
            self.timer.start(self.idle_ms)

    def _idle(self) -> None:
        if self.attracting:
            return
        if not self.allowed():
            self.restart()
            return
        self.attracting = True
        for hook in self.new_player:
            hook()
        self.enter()

    def touched(self) -> bool:
        """React to a touch; True when it ended the attract mode (the touch goes no further)."""
        if self.attracting:
            self.attracting = False
            self.leave()
            self.restart()
            return True
        self.restart()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in TOUCH_EVENTS:
            return self.touched()
        return False
