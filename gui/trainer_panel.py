"""The trainer's items on the felt: the panel with the value of every option of the hand to play
(the advised one marked) and the score, and the flag raised before a move that differs from the
computed strategy; the words they use for the moves and the tallies."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from croupier.engine.lab.trainer import Tally


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


def tally_text(t: Tally) -> str:
    """``7 / 9 (78 %)``."""
    if not t.total:
        return "0 / 0"
    return f"{t.correct} / {t.total} ({round(100 * t.correct / t.total)} %)"


class TrainerPanel(QGraphicsObject):
    """The score and the value of every option of the hand to play; the advised one is marked."""

    W, H = 476.0, 206.0

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(420)
        self.title = _t("TRAINER")
        self.score = ""
        self.values: dict[str, float] | None = None
        self.allowed: tuple[str, ...] = ()
        self.best: str | None = None
        self.hidden = False  #: a drill hides the values until the move is made

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def set_score(self, text: str) -> None:
        self.score = text
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

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9a449"), 2.5))
        p.setBrush(QColor(8, 22, 14, 225))
        p.drawRoundedRect(r, 12, 12)
        f = QFont("DejaVu Sans", 15, QFont.Weight.Bold)
        p.setFont(f)
        p.setPen(QColor("#f1d27a"))
        p.drawText(QRectF(16, 10, r.width() - 24, 26), Qt.AlignmentFlag.AlignLeft, self.title)
        f.setPointSizeF(10.5)
        f.setWeight(QFont.Weight.Normal)
        p.setFont(f)
        p.setPen(QColor("#e8e2cf"))
        p.drawText(QRectF(16, 36, r.width() - 24, 40), Qt.TextFlag.TextWordWrap, self.score)
        f.setPointSizeF(10)
        p.setFont(f)
        p.setPen(QColor("#b9b29c"))
        if not self.allowed:
            p.drawText(QRectF(16, 82, r.width() - 24, 24), Qt.AlignmentFlag.AlignLeft,
                       _t("Expected return of each option: when a hand is to play"))  # fmt: skip
            return
        p.drawText(QRectF(16, 80, r.width() - 24, 22), Qt.AlignmentFlag.AlignLeft,
                   _t("Expected return per bet, exact math for these rules"))  # fmt: skip
        y = 104.0
        col = (r.width() - 24) / 3
        for i, (move, text) in enumerate(self.rows()):
            x = 16 + (i % 3) * col
            yy = y + (i // 3) * 46
            best = move == self.best and self.values is not None and not self.hidden
            cell = QRectF(x, yy, col - 8, 40)
            p.setPen(QPen(QColor("#f1d27a") if best else QColor("#4d5b4f"), 2 if best else 1))
            p.setBrush(QColor(60, 48, 12, 200) if best else QColor(20, 36, 26, 200))
            p.drawRoundedRect(cell, 6, 6)
            f.setPointSizeF(9)
            f.setWeight(QFont.Weight.Bold)
            p.setFont(f)
            p.setPen(QColor("#f1d27a") if best else QColor("#cfc8b0"))
            p.drawText(cell.adjusted(6, 2, -4, -20), Qt.AlignmentFlag.AlignLeft,
                       ("★ " if best else "") + move_name(move))  # fmt: skip
            f.setPointSizeF(12)
            p.setFont(f)
            p.setPen(QColor("#ffffff"))
            p.drawText(cell.adjusted(6, 16, -6, 0), Qt.AlignmentFlag.AlignRight, text)


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
        p.setBrush(QColor(110, 12, 18, 238))
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
