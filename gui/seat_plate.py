"""A computer player's name plate on the rail (:class:`SeatPlate`), and where the plates go on a felt
(:func:`plate_layout`): his name, a screen marking him as a computer player, his own balance and his last
decision, in slate blue where the player's own pieces are gold. :mod:`gui.virtual` seats and plays them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import layout
from .items import GOLD, fitted, font, narrow
from .layout import SPOT_R, box_angle, on_arc, side_centre

CTX = "Virtual"
PLATE_RADIUS = 1806.0  #: the name plates sit on the rail, in front of their boxes
SLATE = QColor("#223a5e")
SILVER = QColor("#c9d6ea")


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def decision_word(action: str) -> str:
    """A computer player's decision as his plate writes it."""
    words = {
        "hit": _t("HITS"),
        "stand": _t("STANDS"),
        "double": _t("DOUBLES"),
        "split": _t("SPLITS"),
        "surrender": _t("SURRENDERS"),
        "insure": _t("TAKES INSURANCE"),
        "decline": _t("NO INSURANCE"),
    }
    return words.get(action, action.upper())


def plate_pos(box: int) -> QPointF:
    """The centre of box ``box``'s name plate, on the rail in front of it."""
    return on_arc(box_angle(box), PLATE_RADIUS)


def seat_point(box: int) -> QPointF:
    """Where a computer player's chips come from and go back to: behind his plate, off the felt."""
    return on_arc(box_angle(box), PLATE_RADIUS + 260.0)


def plate_obstacles(scene: Any) -> list[QRectF]:
    """What a plate may not lie on, but the boxes and side-bet spots (:func:`plate_layout`): the player's
    buttons, chip rack and read-outs, the room kept for the hint, the placards, the shoe and the discard tray."""
    from .felt import discard_rect, shoe_rect

    out = [b.sceneBoundingRect() for n, b in scene.buttons.items() if not n.startswith(("menu_", "trainer_"))
           and n not in ("insure", "decline", "language")]  # fmt: skip
    if scene.rack is not None:
        out.append(scene.rack.sceneBoundingRect())
    out.append(scene.hud.sceneBoundingRect())  # the read-outs (stacked at the bottom left in the 4:3 scene)
    bw, bh = layout.HINT_BAND  # the hint's room, whatever its text: it may show over a plate's place
    at = scene.hint.pos()
    out.append(QRectF(at.x() - bw / 2, at.y() - bh / 2, bw, bh))
    out += [QRectF(layout.PLACARD), shoe_rect(), discard_rect()]
    if getattr(getattr(scene, "config", None), "hyper", None) is not None and scene.config.hyper.offered:
        out.append(QRectF(layout.HYPER_PLACARD))
    return out


def plate_layout(scene: Any) -> dict[int, QPointF]:
    """Where each box's plate goes on this felt: on the rail in front of the box, slid along the rail (the
    left half rightwards, the right half leftwards), up it, then down it, as far as it takes to clear
    :func:`plate_obstacles`, every box and side-bet spot, and the plates already placed (the boxes beside
    the betting buttons and the decisions, at a desk or a kiosk). In the square scene the rack and the
    betting buttons leave room on each side for plates, one above another."""
    w, h = layout.plate_size()
    obstacles = plate_obstacles(scene)

    def rect(at: QPointF) -> QRectF:
        return QRectF(at.x() - w / 2 - 2, at.y() - h / 2 - 1, w + 4, h + 2)

    spots: list[QRectF] = []

    def clear(at: QPointF) -> bool:
        return not any(rect(at).intersects(o) for o in [*obstacles, *spots])

    for n in range(1, 8):  # nor over a box or its side-bet spot
        c, b = side_centre(n), layout.box_centre(n)
        spots.append(QRectF(c.x() - SPOT_R, c.y() - SPOT_R, 2 * SPOT_R, 2 * SPOT_R))
        spots.append(QRectF(b.x() - layout.BOX_R, b.y() - layout.BOX_R, 2 * layout.BOX_R, 2 * layout.BOX_R))
    out: dict[int, QPointF] = {}
    r = layout.SCENE_RECT  # within the geometry's own rectangle (a 4:3 window shows no more)
    lo, hi = r.left() + w / 2 + 4, r.right() - w / 2 - 4
    top, bottom = r.top() + h / 2 + 4, r.bottom() - h / 2 - 4
    for box in (7, 6, 5, 4, 1, 2, 3):
        home = plate_pos(box)
        home = QPointF(min(max(home.x(), lo), hi), home.y())
        step = 6.0 if box >= 4 else -6.0

        def places(lift: int, home: QPointF = home, step: float = step) -> list[QPointF]:
            # a little up the rail first, then along it: its own way first; then down it
            shifts = [*range(0, lift + 1, 3), *range(-3, -lift - 1, -3)]
            out = [QPointF(home.x(), home.y() - dy) for dy in shifts]
            for dy in shifts:  # the nearer place along the rail first, its own way first at the same distance
                out += [QPointF(home.x() + sign * step * k, home.y() - dy) for k in range(1, 101) for sign in (1, -1)]
            return [p for p in out if lo <= p.x() <= hi and top <= p.y() <= bottom]

        found = next((p for p in places(90) if clear(p)), None)
        if found is None:  # no room: clear of the buttons at least
            kept, spots[:] = list(spots), []
            found = next((p for p in places(30) if clear(p)), home)
            spots[:] = kept
        obstacles.append(rect(found))
        out[box] = found
    return out


class SeatPlate(QGraphicsObject):
    """A computer player's name plate: a screen glyph, his name, his balance, and what he just did; three
    lines, or two (flatter) in the square scene (:func:`gui.layout.plate_size`)."""

    @property
    def W(self) -> float:
        return layout.plate_size()[0]

    @property
    def H(self) -> float:
        return layout.plate_size()[1]

    def relayout(self) -> None:
        """The geometry changed: the plate's size may have."""
        self.prepareGeometryChange()
        self.update()

    def __init__(self, name: str, box: int) -> None:
        super().__init__()
        self.name = name
        self.box = box
        self.balance = ""
        self.status = ""
        self.active = False  #: his decision is awaited
        self.setZValue(380)
        self.setPos(plate_pos(box))  # the felt's controller may slide it clear of the buttons
        self.setToolTip(_t("%1, a computer player: his own money, apart from yours").replace("%1", name))

    def set_values(self, balance: str, status: str, active: bool) -> None:
        """Show his balance, his last decision (or "…" while he thinks) and whether he is to act."""
        if (balance, status, active) != (self.balance, self.status, self.active):
            self.balance, self.status, self.active = balance, status, active
            self.update()

    def words(self) -> str:
        """The plate as a person reads it."""
        return " · ".join(x for x in (self.name, _t("computer player"), self.balance, self.status) if x)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 4, self.W + 8, self.H + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        p.setBrush(QColor("#2f5d9a") if self.active else SLATE)
        p.setPen(QPen(QColor("#ffffff") if self.active else SILVER, 3.0 if self.active else 1.6))
        p.drawRoundedRect(r, 12, 12)
        if layout.GEOMETRY.stacked:
            self._paint_flat(p, r)
            return
        disc = QRectF(r.left() + 8, r.top() + 6, 26, 26)  # the box's number (the rail's, under the plate)
        self._disc(p, disc)
        self._screen(p, QRectF(r.left() + 11, r.top() + 40, 20, 14))
        text_w = self.W - 50
        p.setPen(QColor("#ffffff"))
        p.setFont(fitted(font(20), self.name, text_w, 0.9))
        p.drawText(QRectF(r.left() + 42, r.top() + 2, text_w, 32), Qt.AlignmentFlag.AlignVCenter, self.name)
        p.setPen(GOLD)
        p.setFont(fitted(font(20, serif=True), self.balance, text_w, 0.9))
        p.drawText(QRectF(r.left() + 42, r.top() + 32, text_w, 28), Qt.AlignmentFlag.AlignVCenter, self.balance)
        if self.status:  # his decision, on the plate's third line
            self._status(p, QRectF(r.left() + 6, r.bottom() - 32, self.W - 12, 27))

    def _paint_flat(self, p: QPainter, r: QRectF) -> None:
        """Two lines: the box's number, his name and his balance; the screen glyph and his decision."""
        self._disc(p, QRectF(r.left() + 6, r.top() + 2, 22, 22))
        self._screen(p, QRectF(r.left() + 8, r.top() + 28, 18, 11))
        half = (self.W - 40) / 2
        p.setPen(QColor("#ffffff"))
        p.setFont(narrow(font(18), self.name, half))
        p.drawText(QRectF(r.left() + 34, r.top() + 1, half, 24), Qt.AlignmentFlag.AlignVCenter, self.name)
        p.setPen(GOLD)
        p.setFont(narrow(font(18, serif=True), self.balance, half))
        p.drawText(QRectF(r.right() - 6 - half, r.top() + 1, half, 24),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.balance)  # fmt: skip
        if self.status:
            self._status(p, QRectF(r.left() + 32, r.bottom() - 23, self.W - 38, 21))

    def _disc(self, p: QPainter, disc: QRectF) -> None:
        """The box's number (the rail's, under the plate)."""
        p.setBrush(GOLD)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(disc)
        p.setPen(SLATE)
        p.setFont(font(18))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.box))

    def _screen(self, p: QPainter, icon: QRectF) -> None:
        """A small screen: a computer player."""
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(SILVER, 2))
        p.drawRoundedRect(icon, 3, 3)
        cx = icon.center().x()
        p.drawLine(QPointF(cx, icon.bottom()), QPointF(cx, icon.bottom() + 4))
        p.drawLine(QPointF(cx - 6, icon.bottom() + 4), QPointF(cx + 6, icon.bottom() + 4))

    def _status(self, p: QPainter, tab: QRectF) -> None:
        """His decision, in its tab."""
        p.setBrush(QColor("#e6ecf7"))
        p.setPen(QPen(SLATE, 1.5))
        p.drawRoundedRect(tab, 7, 7)
        p.setPen(SLATE)
        p.setFont(narrow(font(20 if tab.height() > 24 else 18), self.status, tab.width() - 8))
        p.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.status)
