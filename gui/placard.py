"""The pay-table placard: the director's chosen table, legibly on the felt, with the side-bet
minimum and maximum and the table limits [FR-LL-3, PR-LL-3, FR-LIM-1].

Each row reads in the regulation's own words when the player's language is the regulation's (Lucky
Ladies in French [FR-LL-3], Lucky Lucky in Spanish [PR-LL-6]), else in the player's language; amounts
keep the table's currency.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from engine.money import Money
from engine.paytables import LUCKY_LADIES
from engine.table import TableConfig
from gui import items
from gui.i18n import format_money, odds_text, outcome_label, table_locale
from gui.items import GOLD, fitted, font


def side_name(game: str) -> str:
    """The side bet's name as printed on its spots."""
    if game == LUCKY_LADIES:
        return QCoreApplication.translate("Felt", "LUCKY LADIES")
    return QCoreApplication.translate("Felt", "LUCKY LUCKY")


def rows(config: TableConfig) -> list[tuple[str, str]]:
    """The placard's rows: (outcome label, "N to 1"), best first."""
    table = config.side.table
    if table is None:
        return []
    out = []
    for outcome, odds in table.pays:
        label = outcome_label(outcome, config.side.game)
        out.append((label, odds_text(odds, table_locale(config.profile))))
    return out


def table_money(config: TableConfig, amount: Money) -> str:
    """An amount in the table's currency, written the player's language's way in the table's country
    (``1 000 €`` in French, ``$1,000`` in Spanish at a Puerto Rico table)."""
    return format_money(amount, config.currency, table_locale(config.profile))


def limits_lines(config: TableConfig) -> list[str]:
    """The side-bet minimum and maximum and the table limits, as printed."""
    out = []
    if config.side.table is not None:
        out.append(
            QCoreApplication.translate("Placard", "Side bet: min %1 · max %2")
            .replace("%1", table_money(config, config.side.min))
            .replace("%2", table_money(config, config.side_max_effective))
        )
    out.append(
        QCoreApplication.translate("Placard", "Table: min %1 · max %2")
        .replace("%1", table_money(config, config.min_bet))
        .replace("%2", table_money(config, config.max_bet))
    )
    return out


ROW_GAP = 8.0  #: between a row's label and its odds


def row_area(rect: QRectF) -> QRectF:
    """Where a placard painted into ``rect`` lists its pay rows: under the side bet's name and the pay
    table's id, above the limits."""
    top = rect.top() + 14 + 32 + 24
    return QRectF(rect.left() + 20, top, rect.width() - 40, rect.bottom() - 58 - top)


def row_fonts(lines: list[tuple[str, str]], width: float, height: float) -> tuple[QFont, QFont, float, float]:
    """The pay rows' label and odds fonts, row height and odds column width for a placard ``width``
    wide with ``height`` for its rows: the odds column as wide as its widest text ("1 000 pour 1"),
    the labels made smaller (down to 9 px) until the longest fits beside it, and at a large text
    scale the odds too, so a row always fits the placard."""
    k = items.TEXT_SCALE
    step = min(28.0, height / max(1, len(lines)))
    size = first = min(15.5 * k, step * 0.62 * k, step * 0.8)

    def widest(px: float, bold: bool = False, odds: bool = False) -> float:
        metrics = QFontMetricsF(font(px, bold=bold, scaled=False))
        return max((metrics.horizontalAdvance(o if odds else t) for t, o in lines), default=0.0)

    def odds_size(label_px: float) -> float:  # 16 px, or a pixel above the labels at a larger text scale
        return min(max(label_px + 1, 16.0), 16 * k, step * 0.8, first + 1)

    def odds_width(label_px: float) -> float:
        return widest(odds_size(label_px), True, True) + 2

    while size > 9.0 and widest(size) > width - odds_width(size) - ROW_GAP:  # the labels, then the odds
        size = max(9.0, size - 1.0)
    odds_px, odds_w = odds_size(size), odds_width(size)
    return font(size, bold=False, scaled=False), font(odds_px, scaled=False), step, odds_w


def paint_placard(p: QPainter, rect: QRectF, config: TableConfig) -> None:
    """Paint the placard (a black acrylic sign with gold lettering) into ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(rect.translated(5, 7), 14, 14)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, QColor("#22201c"))
    g.setColorAt(0.5, QColor("#0c0b0a"))
    g.setColorAt(1, QColor("#1a1815"))
    p.setBrush(QBrush(g))
    p.setPen(QPen(QColor("#8d6d25"), 3))
    p.drawRoundedRect(rect, 14, 14)
    p.setPen(QPen(GOLD, 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 9, 9)

    table = config.side.table
    x0, x1 = rect.left() + 20, rect.right() - 20
    y = rect.top() + 14
    p.setPen(GOLD)
    if table is not None:
        p.setFont(font(25, serif=True, scaled=False))
        p.drawText(QRectF(x0, y, x1 - x0, 32), Qt.AlignmentFlag.AlignCenter, side_name(config.side.game))
        y += 32
        p.setFont(font(13, bold=False, scaled=False))
        p.setPen(QColor("#cdbb8a"))
        sub = QCoreApplication.translate("Placard", "PAY TABLE %1").replace("%1", table.id)
        p.drawText(QRectF(x0, y, x1 - x0, 18), Qt.AlignmentFlag.AlignCenter, sub)
        lines = rows(config)
        area = row_area(rect)
        y = area.top()
        fl, fo, step, odds_w = row_fonts(lines, area.width(), area.height())
        for label, odds in lines:
            p.setFont(fl)
            p.setPen(QColor("#f3ead2"))
            text = QFontMetricsF(fl).elidedText(label, Qt.TextElideMode.ElideRight, x1 - x0 - odds_w - 6)
            p.drawText(QRectF(x0, y, x1 - x0 - odds_w, step), Qt.AlignmentFlag.AlignVCenter, text)
            p.setFont(fo)
            p.setPen(GOLD)
            p.drawText(
                QRectF(x1 - odds_w, y, odds_w, step), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, odds
            )
            y += step
    p.setPen(QPen(QColor("#8d6d25"), 1))
    sep = rect.bottom() - 54
    p.drawLine(int(x0), int(sep), int(x1), int(sep))
    p.setPen(QColor("#f3ead2"))
    yy = sep + 6
    for line in limits_lines(config):
        p.setFont(fitted(font(13), line, x1 - x0))
        p.drawText(QRectF(x0, yy, x1 - x0, 20), Qt.AlignmentFlag.AlignCenter, line)
        yy += 21
    p.restore()
