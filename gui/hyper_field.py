"""Hyper black jack on the felt: the field of seven cases, the bets on them, and their settlement.

The field [FR-HBJ-1] is one row of seven cases, ``17`` ``18`` ``19`` ``20`` ``21`` ``BLACK JACK``
``BUST`` from the screen's left, drawn along the insurance line on the dealer's side of it, between
the dealer's cards and the line, within the line's span (see :data:`LEFT`). It is the regulation's one field, shared by
the seven boxes: a box's chips sit in each case in front of their box (box 7's at the case's left, box
1's at its right, as the boxes themselves lie), like the insurance stakes on the insurance line, so a
player with several boxes reads whose chips are whose. A case has two rows: the chips on the dealer's
side; the case's name on the players' side, where its amount shows while bets are placed and its
result (WIN +€20, LOSE −€5) once the dealer has his point, until the next bets.

A click (or a tap, or a chip dragged there) on a case adds the chosen chip for the box whose slot is
nearest among the boxes with a main bet: with one box, anywhere on the case; with several, the part
of the case in front of the box. A right click takes one chip of the chosen denomination off. Bets on
a case come only after the box's main bet, before the deal [FR-HBJ-4]; the engine checks each case's
stake against the director's minimum and maximum at the deal [FR-HBJ-3], as it checks the main bets,
and a refusal is said in a player's words with the clause in small print (the betting itself is
:class:`gui.hyper_bets.HyperBets`).

The chips are collected and paid in the order of the engine's events [FR-HBJ-6] by the animator
(:func:`collect`, :func:`pay`); paid chips stay on their case until their box is cleared.

The hyper placard (the cases and their odds, :func:`gui.placard.paint_hyper_placard`) stands on the
right under the shoe; the limits per case are printed with the other limits on the pay table's
placard. At such a table the felt's LANGUAGE button sits above the betting buttons
(:func:`language_button_pos`): the menu's fourth row would lie over the field's last cases.

Geometry is computed here from :mod:`gui.layout`'s anchors (the arc, the insurance band, the boxes'
angles), so the felt's own layout stays where it is.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from croupier.engine.core import events as ev
from croupier.engine.core.hyper import CASES
from croupier.engine.core.money import Money
from croupier.engine.core.table import TableConfig

from . import layout
from .betting import hyper_kind, is_hyper
from .controls import Hotspot
from .hyper_names import case_name
from .items import GOLD, Badge, ChipStack, font, narrow
from .layout import HYPER_PLACARD, INSURANCE_RADIUS, INSURANCE_SPAN, TRAY, box_angle, on_arc
from .placard import paint_hyper_placard, table_money

if TYPE_CHECKING:
    from .scene import TableScene

# ---------------------------------------------------------------------------------------- geometry

#: the field's ends in degrees from the vertical (negative: the screen's left): from the insurance line's
#: left end to short of its right one, where the menu's rows (TRAINER, DRILL; larger at a kiosk) come
#: down towards the line; so the field lies a little left of the dealer's centre
LEFT = -(INSURANCE_SPAN - 0.3)
RIGHT = 21.2
FIELD_OUT = INSURANCE_RADIUS - 24 - 6  #: the field's edge towards the insurance band
FIELD_IN = FIELD_OUT - 54  #: its edge towards the dealer (clear of his cards and total)
CHIP_RADIUS = FIELD_IN + 13.0  #: the chips' row, on the dealer's side of the case
LABEL_RADIUS = FIELD_OUT - 14.0  #: the case's name, its amount and its result, on the players' side
CHIP_D = 17.0  #: a chip on the field (seven boxes' chips fit side by side in one case, in either geometry)
SLOT_MARGIN = 0.4  #: degrees between a case's edge and the outermost box's chips
LABEL_PX = 20.0  #: the printed case names (at least 12 px tall at 1280 × 720)
AMOUNT_PX = 18.0
TRAY_POINT = QPointF(TRAY.center().x(), TRAY.bottom() - 10)  #: where collected chips go, paid chips come from
#: the hyper black jack placard: on the right under the shoe, clear of the field, the insurance line's
#: end and box 1's cards (a long hand of box 1 is drawn over it, never under it); in the square scene
#: between the dealer's tray and his cards (:data:`gui.layout.HYPER_PLACARD`, changed with the geometry)
PLACARD_RECT = HYPER_PLACARD


def ends() -> tuple[float, float]:
    """The field's ends (degrees) in the geometry in use: in the wide scene :data:`LEFT` to :data:`RIGHT`;
    in the square scene the field starts where it clears the pay-table placard (wide and short there,
    over the field's left end) and runs nearly to the insurance line's right end, short of the shoe."""
    if not layout.GEOMETRY.stacked:
        return LEFT, RIGHT
    room = layout.PLACARD.adjusted(-8, -8, 8, 8)
    key = (room.x(), room.y(), room.width(), room.height(), layout.ARC_CENTRE.x(), layout.ARC_CENTRE.y())
    found = _ENDS.get(key)
    if found is None:  # worked out once per placard and arc (every case's place and chip asks for it)
        left = LEFT
        while left < 0 and sector(left, left + 0.5, FIELD_IN, FIELD_OUT, 2).intersects(room):
            left += 0.1
        found = _ENDS[key] = (left, INSURANCE_SPAN - 0.3)
    return found


_ENDS: dict[tuple[float, ...], tuple[float, float]] = {}  #: :func:`ends` in the square scene, by placard and arc


def step() -> float:
    """One case's width in degrees, in the geometry in use."""
    left, right = ends()
    return (right - left) / len(CASES)


def language_button_pos(scene: TableScene, height: float, row: QPointF | None = None, width: float = 250.0) -> QPointF:
    """Where the felt's LANGUAGE button (``width`` × ``height``) goes at a table with the field: the
    menu's fourth row (``row``) in the square scene, where the arc lies lower, moved left as far as the
    field's cases need (a kiosk's taller menu rows bring that row down to the BUST case); in the wide
    scene that row would lie over the field's last cases, so above the betting buttons on the left."""
    if row is not None and layout.GEOMETRY.stacked:
        r = QRectF(row.x(), row.y(), width, height)
        cases = [case_path(c) for c in CASES]
        while any(p.intersects(r) for p in cases) and r.left() > layout.SCENE_RECT.left():
            r.translate(-8, 0)
        return r.topLeft()
    clear = scene.buttons.get("clear")
    if clear is None:
        return QPointF(18, 1080 - 200 - height)
    return QPointF(clear.x(), clear.y() - height - 8)


def case_index(case: str) -> int:
    """A case's place in the field, 0 (``17``, on the screen's left) to 6 (``bust``)."""
    return CASES.index(case)


def case_angle(case: str) -> float:
    """The angle of a case's centre (degrees from the vertical, positive to the screen's right)."""
    return ends()[0] + step() * (case_index(case) + 0.5)


def slot_angle(case: str, box: int) -> float:
    """Where box ``box``'s chips sit in a case: in front of the box, across the case."""
    half = step() / 2 - SLOT_MARGIN
    return case_angle(case) + box_angle(box) / (3 * layout.BOX_SPREAD) * half


def chip_pos(case: str, box: int) -> QPointF:
    """The centre of box ``box``'s stack on ``case``."""
    return on_arc(slot_angle(case, box), CHIP_RADIUS)


def label_pos(case: str) -> QPointF:
    """The centre of the case's name (and of its amount and result)."""
    return on_arc(case_angle(case), LABEL_RADIUS)


def sector(a0: float, a1: float, r0: float, r1: float, steps: int = 24) -> QPainterPath:
    """The part of the ring between radii ``r0`` < ``r1`` from angle ``a0`` to ``a1``, in scene units."""
    outer = [on_arc(a0 + (a1 - a0) * k / steps, r1) for k in range(steps + 1)]
    inner = [on_arc(a1 - (a1 - a0) * k / steps, r0) for k in range(steps + 1)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([*outer, *inner]))
    path.closeSubpath()
    return path


def case_path(case: str) -> QPainterPath:
    """A case's outline on the felt."""
    a = case_angle(case)
    return sector(a - step() / 2, a + step() / 2, FIELD_IN, FIELD_OUT)


def partition(case: str, boxes: list[int]) -> dict[int, tuple[float, float]]:
    """How a case's width is shared out among the betting ``boxes`` for a click: each box gets the
    part nearest its slot (all of it when one box bets); no box at all gets the whole case as box 0."""
    a = case_angle(case)
    lo, hi = a - step() / 2, a + step() / 2
    if not boxes:
        return {0: (lo, hi)}
    ordered = sorted(boxes, key=lambda n: slot_angle(case, n))
    out: dict[int, tuple[float, float]] = {}
    for i, n in enumerate(ordered):
        left = lo if i == 0 else (slot_angle(case, ordered[i - 1]) + slot_angle(case, n)) / 2
        right = hi if i == len(ordered) - 1 else (slot_angle(case, n) + slot_angle(case, ordered[i + 1])) / 2
        out[n] = (left, right)
    return out


# ---------------------------------------------------------------------------------------- items


class HyperCase(QGraphicsObject):
    """One case of the field, printed as the felt's lettering is (gold on the baize) [FR-HBJ-1]."""

    def __init__(self, case: str) -> None:
        super().__init__()
        self.case = case
        self.path = case_path(case)
        self._rect = self.path.boundingRect().adjusted(-2, -2, 2, 2)
        self.name = case_name(case)
        self.covered = False  #: its amount lies over its name (the name is not printed under it)
        self.setZValue(2)  # on the cloth: under the chips, cards and labels
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def relayout(self) -> None:
        """Its outline again from the layout's anchors (the scene's geometry changed)."""
        self.prepareGeometryChange()
        self.path = case_path(self.case)
        self._rect = self.path.boundingRect().adjusted(-2, -2, 2, 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return self.path

    def retranslate(self) -> None:
        """The name in the language now chosen."""
        name = case_name(self.case)
        if name != self.name:
            self.name = name
            self.update()

    def cover(self, covered: bool) -> None:
        """The case's amount lies over its name, or no longer."""
        if covered != self.covered:
            self.covered = covered
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setBrush(QColor(0, 0, 0, 34))
        p.setPen(QPen(GOLD, 2.0))
        p.drawPath(self.path)
        if self.covered:
            return
        a = case_angle(self.case)
        width = math.radians(step()) * LABEL_RADIUS - 14
        f = narrow(font(LABEL_PX, serif=True, scaled=False), self.name, width)
        p.save()
        p.translate(label_pos(self.case))
        p.rotate(-a)
        p.setFont(f)
        p.setPen(GOLD)
        p.drawText(QRectF(-width / 2, -14, width, 28), Qt.AlignmentFlag.AlignCenter, self.name)
        p.restore()


class CaseBadge(Badge):
    """A case's amount or result: a badge no wider than its case, in the condensed face when its text
    would be wider (never smaller than :data:`AMOUNT_PX`), so two neighbouring cases' results never
    run into each other."""

    def _measure(self) -> None:
        super()._measure()
        pad = self._size * 1.2
        room = math.radians(step()) * CHIP_RADIUS - 10  # the width a case gives its badge
        if self._rect.width() - pad > room - pad:
            self._font = narrow(self._font, self._text, room - pad, AMOUNT_PX)
            w = QFontMetricsF(self._font).horizontalAdvance(self._text) + pad
            self._rect = QRectF(-w / 2 - 1, self._rect.top(), w + 2, self._rect.height())


class HyperPlacard(QGraphicsObject):
    """The hyper black jack placard: the seven cases with their odds and the limits per case
    [FR-HBJ-2] [FR-HBJ-3], drawn by :func:`gui.placard.paint_hyper_placard`."""

    def __init__(self, config: TableConfig) -> None:
        super().__init__()
        self.config = config
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._words = self.words()
        self._at = QRectF(PLACARD_RECT)

    def relayout(self) -> None:
        """Where the layout now puts it (the scene's geometry changed)."""
        if self._at != PLACARD_RECT:
            self.prepareGeometryChange()
            self._at = QRectF(PLACARD_RECT)
            self.update()

    def words(self) -> tuple[str, ...]:
        """What it prints in the language now chosen (a change repaints it)."""
        from .placard import hyper_placard_lines

        return tuple(hyper_placard_lines(self.config))

    def retranslate(self) -> None:
        """Repaint when the language changed."""
        words = self.words()
        if words != self._words:
            self._words = words
            self.update()

    def boundingRect(self) -> QRectF:
        return self._at.adjusted(-2, -2, 8, 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_hyper_placard(p, self._at, self.config)


class HyperSpot(Hotspot):
    """The part of a case a click puts box ``box``'s chips on (see :func:`partition`): left click
    adds the chosen chip, right click takes one off; a chip dragged onto it lands there too."""

    def __init__(self, case: str, box: int, on_click: Callable[[int, str, bool], object]) -> None:
        super().__init__(box, hyper_kind(case), on_click)
        self.case = case
        self.path = QPainterPath()

    def set_range(self, a0: float, a1: float) -> None:
        """The angles this spot covers."""
        self.prepareGeometryChange()
        self.path = sector(a0, a1, FIELD_IN, FIELD_OUT, 8)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect()

    def shape(self) -> QPainterPath:
        return self.path

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._on_click(self.box, self.kind, event.button() == Qt.MouseButton.RightButton)
        event.accept()


class HyperLayer:
    """The field on one scene: its cases, the chips on them (box, case → stack) and each case's
    result, read by the controller's betting and by the animator."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.config = scene.config
        self.cases: dict[str, HyperCase] = {}
        self.stacks: dict[tuple[int, str], ChipStack] = {}
        self.tags: dict[str, Badge] = {}
        self.paid: dict[tuple[int, str], ChipStack] = {}  #: the paid stakes left on their cases
        self.placard: HyperPlacard | None = None
        if self.config.hyper.offered:
            for case in CASES:
                item = HyperCase(case)
                scene.addItem(item)
                self.cases[case] = item
            self.placard = HyperPlacard(self.config)
            scene.addItem(self.placard)
            scene.geometry_changed.connect(self.relayout)

    def relayout(self) -> None:
        """The scene's geometry changed: the cases, the placard, the chips, amounts and results on
        the cases placed again from the layout's anchors [FR-HBJ-1]."""
        for item in self.cases.values():
            item.relayout()
        if self.placard is not None:
            self.placard.relayout()
        for (box, case), stack in self.stacks.items():
            stack.setPos(chip_pos(case, box))
        for case, tag in self.tags.items():
            tag.setPos(on_arc(case_angle(case), CHIP_RADIUS))
        for (_n, kind), badge in self.scene.amounts.items():
            if is_hyper(kind):
                badge.setPos(label_pos(kind.split(":", 1)[1]))
        for (box, case), stack in self.paid.items():  # paid stakes stay on their case
            if stack.scene() is self.scene:
                stack.setPos(chip_pos(case, box))

    @property
    def offered(self) -> bool:
        """The table offers hyper black jack [FR-HBJ-1]."""
        return bool(self.cases)

    def retranslate(self) -> None:
        """The printed words in the language now chosen."""
        for item in self.cases.values():
            item.retranslate()
        if self.placard is not None:
            self.placard.retranslate()

    def set_stack(self, box: int, case: str, amount: Money) -> None:
        """Show box ``box``'s stake on ``case`` as the fewest chips (none: no stack)."""
        key = (box, case)
        stack = self.stacks.get(key)
        if not amount:
            if stack is not None:
                if stack.scene() is self.scene:
                    self.scene.removeItem(stack)
                del self.stacks[key]
            return
        if stack is None or stack.scene() is not self.scene:
            stack = ChipStack(0, CHIP_D)
            stack.setZValue(20)
            self.scene.addItem(stack)
            self.stacks[key] = stack
        stack.set_amount(amount)
        stack.setPos(chip_pos(case, box))

    def reset(self) -> None:
        """The felt starts again from a round's bets (the game recall steps through a game): no chips
        and no results on the cases."""
        for item in [*self.stacks.values(), *self.tags.values()]:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.stacks.clear()
        self.tags.clear()
        self.paid.clear()

    def take_stack(self, box: int, case: str) -> ChipStack | None:
        """The stack of a stake being settled (it leaves the field's bookkeeping)."""
        stack = self.stacks.pop((box, case), None)
        return stack if stack is not None and stack.scene() is self.scene else None

    def case_net(self, case: str) -> tuple[int, bool]:
        """What a case has won (+) or lost (−) so far this round, over every box, as the felt has shown
        it, and whether any of its stakes is settled."""
        net, settled = 0, False
        for b in self.scene.state.boxes.values():
            hv = b.hyper.get(case)
            if hv is not None and hv.net is not None:
                net += hv.net
                settled = True
        return net, settled

    def show_result(self, case: str) -> None:
        """The case's result with its amount, on its name, until the next bets (``WIN +€20``)."""
        from .scene import result_word, signed

        net, settled = self.case_net(case)
        if not settled:
            return
        word = result_word("win" if net > 0 else "lose")
        text = f"{word} {signed(table_money(self.config, abs(net)), net)}" if net else word
        tag = self.tags.get(case)
        if tag is None or tag.scene() is not self.scene:
            tag = CaseBadge("", "plain", AMOUNT_PX)
            tag.setZValue(15)  # under the chips paid on the case: it hides none of them
            tag.setPos(on_arc(case_angle(case), CHIP_RADIUS))  # where the chips were: the name stays legible
            tag.setRotation(-case_angle(case))
            self.scene.addItem(tag)
            self.scene.tags.append(tag)  # the round's results go with the next bets
            self.tags[case] = tag
        tag.set(text, "win" if net > 0 else "lose")
        tag.setVisible(True)


_LAYERS: weakref.WeakKeyDictionary[TableScene, HyperLayer] = weakref.WeakKeyDictionary()


def layer(scene: TableScene) -> HyperLayer:
    """The scene's field (made with the first ask: a recall's scene has one too)."""
    found = _LAYERS.get(scene)
    if found is None:
        found = _LAYERS[scene] = HyperLayer(scene)
    return found


def show_stakes(scene: TableScene, stakes: dict[int, dict[str, Money]]) -> None:
    """The chips of the hyper black jack stakes (box → case → stake) on their cases, as the engine
    holds them: the felt restarted from a round's bets (the game recall, a resumed round)."""
    if not stakes:
        return
    lay = layer(scene)
    for n, cases in stakes.items():
        for case, amount in cases.items():
            lay.set_stack(n, case, amount)


# ---------------------------------------------------------------------------------------- animation


def placed(anim: Any, e: ev.Bet | ev.HyperRemoved) -> None:
    """A stake put on a case or taken back before the deal, as the game recall replays it (at the
    table the betting itself shows the chips, :class:`HyperBets`)."""
    lay = layer(anim.scene)
    lay.set_stack(e.box, e.case, e.amount if isinstance(e, ev.Bet) else 0)


def collect(anim: Any, e: ev.HyperCollect, s: Any, dur: dict[str, int]) -> None:
    """A losing stake on a case goes to the dealer's tray [FR-HBJ-6]; the case then shows LOSE."""
    lay = layer(anim.scene)
    stack = lay.take_stack(e.box, e.case)
    if stack is None:
        anim._chips_fly(s, e.amount, chip_pos(e.case, e.box), TRAY_POINT, vanish=True)
    else:
        anim._take(s, stack, e.amount, TRAY_POINT)
    s.then(lambda: lay.show_result(e.case))
    s.lead = dur["chips_lead"]


def pay(anim: Any, e: ev.HyperPay, s: Any, dur: dict[str, int]) -> None:
    """A winning case is paid [FR-HBJ-2] [FR-HBJ-6]: the win comes from the tray onto the stake, which
    stays on the case (with it) until the box is cleared; the case then shows WIN and the amount."""
    sc = anim.scene
    lay = layer(sc)
    stack = lay.take_stack(e.box, e.case)
    to = chip_pos(e.case, e.box)
    if stack is None:
        stack = ChipStack(0, CHIP_D)
        stack.setZValue(20)
        stack.setPos(to)
        sc.addItem(stack)
    lay.paid[(e.box, e.case)] = stack  # (placed on its case again when the layout changes)
    sc.boxes[e.box].wins.append(stack)  # home with the box's other chips when it is cleared
    fly = ChipStack(e.amount, CHIP_D)
    fly.setZValue(60)
    sc.addItem(fly)
    fly.setPos(TRAY_POINT)
    s.move(fly, to, dur["pay"])
    s.tween(fly, "opacity", 1.0, 0.0, dur["fade"], dur["pay"] - dur["fade"])

    def landed() -> None:
        if fly.scene() is sc:
            sc.removeItem(fly)
        stack.set_amount(stack.amount + e.amount)
        lay.show_result(e.case)

    s.then(landed)
    s.lead = dur["chips_lead"]
