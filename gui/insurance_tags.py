"""Each insurance's result on the felt [FR-BJ-6]: ``INSURANCE +€10`` (paid) or ``INSURANCE −€5``
(lost), on the insurance line in front of its box, where its chip lay, until the next bets are placed,
as the hands' results stay.

It follows the events as the felt shows them, never ahead of the animation: a lost insurance's result
appears as its chip reaches the dealer's tray (``InsuranceCollect``); a paid one's as its chips, the
stake and the winnings beside it, go back to their player with the box's other chips (``Clear``),
since until then they lie where the result goes. A round's insurances all win or all lose (the
dealer has blackjack or not), so a result never meets a neighbour's chips still on the line.

The label is the word over the amount in the condensed face, 18 units tall (12 px at 1280 × 720),
so the seven boxes' results fit side by side along the line in both geometries
(:data:`gui.layout.INSURANCE_TAG`, tests/gui/test_felt_clearance.py).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from croupier.engine.core.hyper import CASES

from . import hyper_field, layout
from .items import WRAPPED_PX, Badge, bonus_room
from .layout import INSURANCE_HALF, INSURANCE_RADIUS, INSURANCE_TAG, box_angle, insurance_spot, on_arc
from .placard import table_money
from .scene import TAG_BOX, TableScene

if TYPE_CHECKING:
    from croupier.engine.core.table import TableConfig

    from .animator import Step


def tag_text(config: TableConfig, net: int) -> tuple[str, str]:
    """An insurance's result as the felt prints it, and its colours: ``INSURANCE +€10`` (win),
    ``ASSURANCE −5 €`` (lose)."""
    word = QCoreApplication.translate("Table", "INSURANCE")
    sign = "+" if net > 0 else "\u2212"
    return f"{word} {sign}{table_money(config, abs(net))}", "win" if net > 0 else "lose"


class InsuranceTag(Badge):
    """An insurance's result: the word over the amount, in the condensed face, within
    :data:`gui.layout.INSURANCE_TAG`; it goes back to its place on the line when the geometry changes."""

    def __init__(self, box: int, text: str, style: str) -> None:
        self.box = box
        super().__init__(text, style, WRAPPED_PX, wrap=1.0)  # always on two lines

    def _measure(self) -> None:
        super()._measure()
        f = self._font
        f.setFamily(f"{f.family()} Condensed")
        metrics = QFontMetricsF(f)
        w = max(metrics.horizontalAdvance(line) for line in self._lines) + f.pixelSize() * 0.8
        self._rect = QRectF(-w / 2 - 1, self._rect.top(), w + 2, self._rect.height())

    def place(self) -> None:
        """On the insurance line in front of its box (:func:`tag_pos`)."""
        scene = self.scene()
        if isinstance(scene, TableScene):
            self.setPos(tag_pos(scene, self.box))


def tag_pos(scene: TableScene, n: int) -> QPointF:
    """Where box ``n``'s insurance result lies: on the insurance line within its box's width, as near
    where its chip lay as it clears the placards, the menu's buttons, hyper black jack's cases and its
    neighbours' results (box 1's slides outwards past a LANGUAGE button at the menu's foot, box 7's
    inwards from the pay table; with the cases on the dealer's side of the line, a little towards the
    boxes, its top within the line; box 1's below a trainer's panel on the 4:3 felt)."""
    keep_off = [QRectF(layout.PLACARD)] + [QRectF(layout.HYPER_PLACARD)] * scene.config.hyper.offered
    keep_off += [b.mapRectToScene(b.face) for name, b in scene.buttons.items()
                 if b.isVisible() and name.startswith(("menu_", "trainer_", "language"))]  # fmt: skip
    keep_off += [i.sceneBoundingRect() for i in scene.clear_of if i.isVisible()]
    keep_off.append(bonus_room())  # the announcement of the bonuses in play [FR-LL-5]
    keep_off += [INSURANCE_TAG.translated(insurance_spot(m, INSURANCE_TAG)) for m in (n - 1, n + 1) if 1 <= m <= 7]
    cases = [hyper_field.case_path(c) for c in (CASES if scene.config.hyper.offered else ())]
    a0, half = box_angle(n), round(layout.BOX_SPREAD * 5)  # every tenth of a degree within the box's width
    tries = [insurance_spot(n, INSURANCE_TAG)]
    for d in range(0, 2 * round(INSURANCE_HALF) + 1, 4):
        tries += [on_arc(a0 + t / 10, INSURANCE_RADIUS + d) for t in sorted(range(-half, half + 1), key=abs)]
    for at in tries:
        room = INSURANCE_TAG.translated(at)
        if not any(room.intersects(r) for r in keep_off) and not any(c.intersects(room) for c in cases):
            return at
    return tries[0]


def show(scene: TableScene, box: int, paid: bool) -> None:
    """Box ``box``'s insurance result as the felt has shown it (only if it was ``paid``, or lost),
    kept with the round's results."""
    shown = scene.state.boxes.get(box)
    net = shown.insurance.net if shown is not None and shown.insurance is not None else None
    if not net or (net > 0) is not paid:
        return
    tag = InsuranceTag(box, *tag_text(scene.config, net))
    tag.setZValue(55)
    tag.setData(TAG_BOX, box)
    scene.addItem(tag)
    tag.place()
    scene.tags.append(tag)  # the round's results go with the next bets
    if scene not in _WATCHED:  # the scene's geometry changed: the results go back to their places
        _WATCHED.add(scene)
        ref = weakref.ref(scene)
        scene.geometry_changed.connect(lambda: _replace(ref()))


_WATCHED: weakref.WeakSet[TableScene] = weakref.WeakSet()


def _replace(scene: TableScene | None) -> None:
    for tag in scene.tags if scene is not None else ():
        if isinstance(tag, InsuranceTag):
            tag.place()


def collected(scene: TableScene, box: int, s: Step) -> None:
    """A lost insurance: its result where its chip lay, as the chip reaches the tray."""
    s.then(lambda: show(scene, box, False))


def cleared(scene: TableScene, box: int, s: Step) -> None:
    """The box is cleared: a paid insurance's result where its chips lay, as they reach the player."""
    s.then(lambda: show(scene, box, True))


def retranslate(scene: TableScene) -> None:
    """The language changed: each insurance's result on the felt is written again in it."""
    for tag in scene.tags:
        if not isinstance(tag, InsuranceTag):
            continue
        shown = scene.state.boxes.get(tag.box)
        if shown is not None and shown.insurance is not None and shown.insurance.net:
            tag.set(*tag_text(scene.config, shown.insurance.net))
            tag.place()
