"""The trainer's items on the felt: the panel with the value of every option of the hand to play
(the advised one marked) and the score, and the flag raised before a move that differs from the
computed strategy; the words they use for the moves and the tallies."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from croupier.engine.core.hyper import CASES
from croupier.engine.lab.trainer import Tally

from . import items, layout
from .items import bonus_room, font, narrow


def _t(text: str) -> str:
    return QCoreApplication.translate("Trainer", text)


def move_name(move: str) -> str:
    """A move as the table's buttons write it."""
    names = {
        "hit": _t("HIT"),
        "stand": _t("STAND"),
        "double": _t("DOUBLE"),
        "split": _t("SPLIT"),
        "surrender": _t("SURRENDER"),
        "insure": _t("INSURANCE"),
        "decline": _t("NO INSURANCE"),
    }
    return names[move]


def signed(value: float) -> str:
    """An expected return per bet, signed, three decimals (−0.154)."""
    return f"{value:+.3f}".replace("-", "−")


#: the spaces inside a tally: no-break, so a narrow panel wraps the score between its words, never
#: inside ``7 / 9 (78 %)`` (which once left "%)" alone on a line)
_NB = "\u00a0"


def tally_text(t: Tally) -> str:
    """``7 / 9 (78 %)``, its spaces no-break."""
    if not t.total:
        return f"0{_NB}/{_NB}0"
    return f"{t.correct}{_NB}/{_NB}{t.total}{_NB}({round(100 * t.correct / t.total)}{_NB}%)"


class TrainerPanel(QGraphicsObject):
    """The score and the value of every option of the hand to play; the advised one is marked. Its text
    is 18 px at least (12 px at 1280 × 720); its shape is one of :data:`gui.layout.TRAINER_PANEL_SHAPES`
    (:meth:`set_shape`), three columns of options or one, with the score or (the shortest) without, or
    flat (:data:`gui.layout.TRAINER_PANEL_FLAT`), one line: the advised move and its value alone,
    between hands the session's score. A shape without the score gives it in its tooltip."""

    W, H = layout.TRAINER_PANEL_SHAPES[0]

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(420)
        self.title = _t("TRAINER")
        self.score = ""
        self.tally = ""  #: the session's tally alone (``7 / 9 (78 %)``), for the flat shape between hands
        self.values: dict[str, float] | None = None
        self.allowed: tuple[str, ...] = ()
        self.best: str | None = None
        self.hidden = False  #: a drill hides the values until the move is made
        self.W, self.H = layout.TRAINER_PANEL_SHAPES[0]
        self._tip()

    def retitle(self) -> None:
        """The title in the language now chosen (it may change after the panel was made)."""
        title = _t("TRAINER")
        if title != self.title:
            self.title = title
            self.update()

    def set_shape(self, w: float, h: float) -> None:
        """Take another of the panel's shapes."""
        if (w, h) != (self.W, self.H):
            self.prepareGeometryChange()
            self.W, self.H = w, h
            self._tip()
            self.update()

    def _tip(self) -> None:
        """The tooltip: what the values are; the score too when the shape has no room for it."""
        tip = _t("Expected return per bet, exact math for these rules")
        self.setToolTip("\n".join([tip, *self.score_lines()]) if not self.scored() else tip)

    def flat(self) -> bool:
        """Whether the shape is the flat one: the advised move alone (:data:`gui.layout.TRAINER_PANEL_FLAT`)."""
        return (self.W, self.H) == layout.TRAINER_PANEL_FLAT

    def columns(self) -> int:
        """How many columns of options the shape holds."""
        return 3 if self.W > 300 else 1

    def scored(self) -> bool:
        """Whether the shape has room for the score under the title (the shortest shape has not)."""
        tall = layout.TRAINER_PANEL_SHAPES[1][1]
        return self.columns() > 1 or tall <= self.H

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def set_score(self, text: str, tally: str = "") -> None:
        """The score's text (``This session: … · over time: …``) and the session's tally alone."""
        if (text, tally) != (self.score, self.tally):
            self.score, self.tally = text, tally
            self._tip()
            self.update()

    def set_values(self, allowed: tuple[str, ...], values: dict[str, float] | None, best: str | None) -> None:
        """``values`` None shows "…" (still computing); ``allowed`` empty: no hand to play."""
        self.allowed, self.values, self.best = allowed, values, best
        self.update()

    def rows(self) -> list[tuple[str, str]]:
        """What the panel lists: (move, value text)."""
        if self.hidden:
            return [(m, "?") for m in self.allowed]
        return [(m, "…" if self.values is None else signed(self.values[m]) if m in self.values else "–")
                for m in self.allowed]  # fmt: skip

    def score_lines(self) -> list[str]:
        """The score as the panel writes it: each tally on a line of its own."""
        return [part.strip() for part in self.score.split(" · ") if part.strip()][:2]

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9a449"), 2.5))
        p.setBrush(QColor(8, 22, 14, 225))
        p.drawRoundedRect(r, 12, 12)
        if self.flat():
            self._paint_flat(p)
            return
        left, inner = 12.0, r.width() - 20
        wide = self.columns() > 1
        title_font = font(20)
        p.setPen(QColor("#f1d27a"))
        p.setFont(narrow(title_font, self.title, inner))
        vcentre = Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(left, 4, inner, 26), Qt.AlignmentFlag.AlignLeft | vcentre, self.title)
        lines = self.score_lines() if self.scored() else []
        p.setPen(QColor("#e8e2cf"))
        y = 30.0
        if wide and lines:  # the session's tally on the title's line, at its right
            title_w = QFontMetricsF(p.font()).horizontalAdvance(self.title) + 14
            p.setFont(narrow(font(18, bold=False), lines[0], inner - title_w))
            p.drawText(QRectF(left + title_w, 4, inner - title_w, 26), Qt.AlignmentFlag.AlignRight | vcentre, lines[0])
            lines = lines[1:]
        for line in lines:  # a line each, or two in the narrow shape (wrapped)
            f = narrow(font(18, bold=False), line, inner)
            p.setFont(f)
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
            h = QFontMetricsF(f).boundingRect(QRectF(0, 0, inner, 200), flags, line).height()
            p.drawText(QRectF(left, y, inner, h + 1), flags, line)
            y += h
        y += 3
        if not self.allowed:
            p.setPen(QColor("#b9b29c"))
            p.setFont(font(18, bold=False))
            p.drawText(QRectF(left, y, inner, r.bottom() - y - 2), Qt.TextFlag.TextWordWrap,
                       _t("Expected return of each option: when a hand is to play"))  # fmt: skip
            return
        cols = self.columns()
        col = inner / cols
        cell_h = 36.0 if wide else 22.0
        for i, (move, text) in enumerate(self.rows()):
            cell = QRectF(left + (i % cols) * col, y + (i // cols) * (cell_h + 2), col - (4 if wide else 0), cell_h)
            best = move == self.best and self.values is not None and not self.hidden
            p.setPen(QPen(QColor("#f1d27a") if best else QColor("#4d5b4f"), 2.5 if best else 1))
            p.setBrush(QColor(60, 48, 12, 200) if best else QColor(20, 36, 26, 200))
            p.drawRoundedRect(cell, 6, 6)
            name = move_name(move)
            value = ("★ " if best and wide else "") + text  # the narrow shape: the gold row alone
            p.setPen(QColor("#f1d27a") if best else QColor("#cfc8b0"))
            value_w = 0.0 if wide else 66.0
            name_box = cell.adjusted(5, 0, -5 - value_w, -cell_h / 2) if wide else cell.adjusted(5, 0, -value_w, 0)
            p.setFont(narrow(font(18), name, name_box.width()))
            p.drawText(name_box, Qt.AlignmentFlag.AlignLeft | vcentre, name)
            value_box = (
                cell.adjusted(5, cell_h / 2 - 2, -5, 0) if wide else cell.adjusted(cell.width() - value_w, 0, -5, 0)
            )
            p.setFont(narrow(font(18, bold=False), value, value_box.width()))
            p.setPen(QColor("#ffffff"))
            p.drawText(value_box, Qt.AlignmentFlag.AlignRight | vcentre, value)

    def _paint_flat(self, p: QPainter) -> None:
        """The flat shape, one line: the advised move and its value, the panel gold then ("…" while they
        are computed, "?" while a drill hides them); between hands the session's score. Its text keeps
        its designed size (a larger system font would not fit the line in the room)."""
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        line = r.adjusted(8, 0, -8, 0)
        vcentre = Qt.AlignmentFlag.AlignVCenter
        if not self.allowed:
            text = self.flat_line(line.width())
            p.setPen(QColor("#e8e2cf"))
            p.setFont(narrow(font(18, bold=False, scaled=False), text, line.width()))
            p.drawText(line, Qt.AlignmentFlag.AlignLeft | vcentre, text)
            return
        name, value = self.flat_row()
        if self.best is not None and name != "?":  # the advised move: the panel is its gold cell
            p.setPen(QPen(QColor("#f1d27a"), 2.5))
            p.setBrush(QColor(60, 48, 12, 235))
            p.drawRoundedRect(r, 12, 12)
        value_font = narrow(font(18, bold=False, scaled=False), value, 62)  # condensed: room for "PAS D’ASSURANCE"
        value_w = QFontMetricsF(value_font).horizontalAdvance(value)
        p.setPen(QColor("#f1d27a"))
        p.setFont(narrow(font(18, scaled=False), name, line.width() - value_w - 4))
        p.drawText(line.adjusted(0, 0, -value_w - 4, 0), Qt.AlignmentFlag.AlignLeft | vcentre, name)
        p.setFont(value_font)
        p.setPen(QColor("#ffffff"))
        p.drawText(line, Qt.AlignmentFlag.AlignRight | vcentre, value)

    def flat_line(self, width: float) -> str:
        """What the flat shape shows between hands, within ``width``: the score's first line ("This
        session: 7 / 9 (78 %)") when it fits, else the session's tally alone; before the strategy is
        ready, the score's text ("Computing the strategy…")."""
        lines = self.score_lines()
        if not self.tally:
            return lines[0] if lines else "…"
        f = narrow(font(18, bold=False, scaled=False), lines[0], width) if lines else None
        if f is not None and f.pixelSize() >= 18 and QFontMetricsF(f).horizontalAdvance(lines[0]) <= width:
            return lines[0]  # in its own face or the condensed one, 18 units tall
        return self.tally

    def flat_row(self) -> tuple[str, str]:
        """What the flat shape shows of a hand to play: the advised move's name and its value text, or
        "?" for the move a drill hides, "…" while the strategy is computed."""
        if self.hidden:
            return "?", "?"
        if self.best is None or self.best not in self.allowed:
            return "…", ""
        return move_name(self.best), dict(self.rows())[self.best]


#: how much worse covering a hand's total or result is than covering as much of the shoe, the discard
#: tray or the dealer's tray (the hand's badge changes as it is played; the shoe's mouth stays clear)
BADGE_WEIGHT = 1000.0


def panel_obstacles(scene: Any) -> tuple[list[QRectF], list[QPainterPath], list[tuple[QRectF, float]]]:
    """What the trainer's panel may not cover on this felt: rectangles (every button, the rack, the
    read-outs, the session clock, the placards, the announcement of the bonuses in play
    (:func:`bonus_room`), the hint's room, the dealer's cards,
    the computer players' plates and the rail they sit on), outlines (each box's cards, split hands
    included, the boxes, the side-bet and insurance spots, hyper black jack's cases), and, apart, the
    pieces it may cover only when nothing else leaves it room, each with its weight (the shoe, the
    discard tray, the dealer's tray; far less willingly each hand's total or result and each insurance's
    result: :data:`BADGE_WEIGHT`)."""
    from . import hyper_field
    from .felt import discard_rect, shoe_rect
    from .insurance_tags import tag_pos
    from .session_clock import SessionClock

    rects = [b.mapRectToScene(b.face) for n, b in scene.buttons.items() if n not in ("insure", "decline")]
    if scene.rack is not None:
        rects.append(scene.rack.sceneBoundingRect())
    rects.append(scene.hud.sceneBoundingRect())
    rects += [item.sceneBoundingRect() for item in scene.items() if isinstance(item, SessionClock)]
    rects.append(bonus_room())
    rects.append(QRectF(layout.PLACARD))
    hyper = scene.config.hyper.offered
    if hyper:
        rects.append(QRectF(layout.HYPER_PLACARD))
    bw, bh = layout.HINT_BAND
    at = scene.hint.pos()
    rects.append(QRectF(at.x() - bw / 2, at.y() - bh / 2, bw, bh))
    rects.append(layout.dealer_area())
    # the computer players' plates lie on the rail, at most 90 units above it (:func:`gui.seat_plate.plate_layout`)
    rail = min(layout.on_arc(layout.box_angle(n), 1806.0).y() for n in (1, 7)) - 90 - layout.plate_size()[1] / 2
    rects.append(QRectF(layout.FELT_RECT.left(), rail, layout.FELT_RECT.width(), 2000))
    soft = [(shoe_rect(), 1.0), (discard_rect(), 1.0), (QRectF(layout.TRAY), 1.0)]
    paths = []
    for n in range(1, 8):
        paths += layout.card_outlines(n)
        for c, radius in ((layout.box_centre(n), layout.BOX_R), (layout.side_centre(n), layout.SPOT_R)):
            path = QPainterPath()
            path.addEllipse(c, radius, radius)
            paths.append(path)
        chip = QPainterPath()
        chip.addRect(layout.INSURANCE_CHIP.translated(layout.insurance_spot(n)))
        paths.append(chip)
        bw, bh = layout.HAND_BADGE
        for count in (1, 2):
            for i in range(count):
                for cards in (2, 3, 4):
                    at = layout.total_pos(n, i, count, cards)
                    soft.append((QRectF(at.x() - bw / 2, at.y() - bh / 2, bw, bh), BADGE_WEIGHT))
        room = layout.INSURANCE_TAG.translated(tag_pos(scene, n))  # the insurance's result, as a hand's
        soft.append((room, BADGE_WEIGHT))
    if hyper:
        paths += [hyper_field.case_path(c) for c in CASES]
    return rects, paths, soft


def panel_place(scene: Any, first: QPointF) -> tuple[QPointF, tuple[float, float]]:
    """Where the trainer's panel goes on this felt, and in which shape: the first place, from ``first``
    (under the menu at the right edge) then over the whole felt from the top, where a shape of
    :data:`gui.layout.TRAINER_PANEL_SHAPES` covers nothing of :func:`panel_obstacles` (the 4:3 table
    with hyper black jack's field and placard has room for the flat shape only, in the felt's middle:
    the room under the pay-table placard is box 7's insurance result's); on a felt with no such room,
    the place that covers the least of the shoe, the discard tray and the dealer's tray and nothing
    else."""
    key = (layout.GEOMETRY.name, scene.config.hyper.offered, round(first.y()), items.TEXT_SCALE,
           tuple(sorted((n, round(b.x()), round(b.y())) for n, b in scene.buttons.items())))  # fmt: skip
    if key not in _PLACES:
        _PLACES[key] = _search(scene, first)
    return _PLACES[key]


_PLACES: dict[object, tuple[QPointF, tuple[float, float]]] = {}  #: the places found, by felt and controls


def _span(r: QRectF) -> tuple[float, float, float, float] | None:
    """``r`` as (left, top, right, bottom), None when it has no area (Qt's ``intersects`` is false
    for such a rectangle)."""
    n = r.normalized()
    if n.width() <= 0 or n.height() <= 0:
        return None
    return n.left(), n.top(), n.right(), n.bottom()


def _search(scene: Any, first: QPointF) -> tuple[QPointF, tuple[float, float]]:
    """:func:`panel_place`'s search. The felt is read row by row: only the obstacles a row of
    candidates can touch are looked at for it, and a piece's outline only where its bounds meet the
    candidate, so a felt with no free room (every place covers something, the 4:3 table with hyper
    black jack) is searched in a small part of the time each candidate's every test took; the place
    found is the same (``tests/gui/test_trainer.py`` compares both)."""
    rects, paths, soft = panel_obstacles(scene)
    area = layout.SCENE_RECT.adjusted(4, 4, -4, -4)
    al, at, ar, ab = area.left(), area.top(), area.right(), area.bottom()
    hard_spans = [sp for sp in map(_span, rects) if sp is not None]
    outlines = [(sp, p) for p in paths if (sp := _span(p.boundingRect())) is not None]
    soft_spans = [(sp, weight) for r, weight in soft if (sp := _span(r)) is not None]

    best: tuple[float, QPointF, tuple[float, float]] | None = None
    for w, h in layout.TRAINER_PANEL_SHAPES:
        starts = [(ar - w, first.y())]
        xs = [*range(int(ar - w), int(al) - 1, -8), al]  # the felt's left edge too
        ys = sorted({*range(int(at), int(ab - h), 8), *(o.bottom() + 2 for o in rects)})
        starts += [(float(x), float(y)) for y in ys for x in xs]  # right under each obstacle too
        starts.insert(1, (ar - w, first.y() - 4))
        row_y: float | None = None
        row_hard: list[tuple[float, float]] = []
        row_paths: list[tuple[tuple[float, float, float, float], QPainterPath]] = []
        row_soft: list[tuple[tuple[float, float, float, float], float]] = []
        for x, y in starts:
            if x < al or y < at or x + w > ar or y + h > ab:  # not inside the felt's area
                continue
            if y != row_y:  # what a candidate of this row can touch
                row_y, bottom = y, y + h
                row_hard = [(sl, sr) for sl, st, sr, sb in hard_spans if st < bottom and y < sb]
                row_paths = [(sp, p) for sp, p in outlines if sp[1] < bottom and y < sp[3]]
                row_soft = [(sp, wt) for sp, wt in soft_spans if sp[1] < bottom and y < sp[3]]
            right = x + w
            if any(sl < right and x < sr for sl, sr in row_hard):
                continue
            touched = [p for sp, p in row_paths if sp[0] < right and x < sp[2]]
            if touched:
                r = QRectF(x, y, w, h)
                if any(p.intersects(r) for p in touched):
                    continue
            covered = 0.0
            for (sl, st, sr, sb), weight in row_soft:
                if sl < right and x < sr:  # the area both cover, as QRectF.intersected gives it
                    covered += weight * (min(right, sr) - max(x, sl)) * (min(bottom, sb) - max(y, st))
            if covered == 0:
                return QPointF(x, y), (w, h)
            if best is None or covered < best[0]:
                best = (covered, QPointF(x, y), (w, h))
    if best is not None:
        return best[1], best[2]
    w, h = layout.TRAINER_PANEL_SHAPES[0]
    return QPointF(ar - w, first.y()), (w, h)


class TrainerFlag(QGraphicsObject):
    """The flag shown before a move the strategy would not make; its buttons play it anyway or go back."""

    W, H = 780.0, 150.0

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(460)
        self.text = ""
        self.sub = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2, -self.H / 2, self.W, self.H)

    def set_text(self, text: str, sub: str) -> None:
        self.text, self.sub = text, sub
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#f1d27a"), 3))
        p.setBrush(QColor(110, 12, 18))  # opaque: the felt's lettering never shows through
        p.drawRoundedRect(r, 14, 14)
        f = QFont("DejaVu Sans", 17, QFont.Weight.Bold)
        p.setFont(f)
        p.setPen(QColor("#ffffff"))
        p.drawText(QRectF(r.left() + 16, r.top() + 10, r.width() - 32, 32), Qt.AlignmentFlag.AlignHCenter, self.text)
        f.setPointSizeF(11)
        f.setWeight(QFont.Weight.Normal)
        p.setFont(f)
        p.setPen(QColor("#f4e7c4"))
        p.drawText(QRectF(r.left() + 16, r.top() + 44, r.width() - 32, 26), Qt.AlignmentFlag.AlignHCenter, self.sub)
